//! Why an action, or a position text, is refused: `Display` in English (logs, tests),
//! [`FortalezaError::msg`] in the player's language (`locales/<lang>/fortaleza.ftl`).

use super::board::Unit;
use super::notation::{move_rule_msg, unit_msg};
use castellan_core::Msg;
use std::fmt;

/// Why an action is illegal (the message is what the player reads).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FortalezaError {
    GameOver,
    OffBoard,
    /// The first builder has not chosen territory and colours yet.
    ChooseFirst,
    AlreadyChosen,
    /// A deployment action outside the deployment.
    DeploymentOnly,
    /// A battle action before the battle.
    BattleOnly,
    BuildFortressFirst,
    FortressAlreadyBuilt,
    FortressOutsideTerritory,
    FortressOverMountain,
    CannotLiftFortress,
    NoMountainsLeft,
    MountainOutsideTerritory,
    /// Mountains go on land: not water, not a Fortress, not another Mountain, not a unit.
    MountainNotOnFreeLand,
    NotInReserve {
        unit: Unit,
    },
    /// Units enter on the empty land squares around their own Fortress.
    NotOnExitRing,
    SquareTaken,
    NoUnitToTakeBack,
    CannotEndDeployment,
    NoUnitThere,
    NotYourUnit,
    /// The unit's way of moving does not reach that square.
    CannotReach {
        unit: Unit,
    },
    PathBlocked {
        unit: Unit,
    },
    OwnUnitThere,
    /// No unit stands on water, a Mountain or a Fortress.
    TerrainThere,
    SiegeWeaponCapturesByShooting,
    LongRangeOnlyToCapture,
    ThickSkin,
    NotASiegeWeapon,
    NoEnemyThere,
    /// The square is not on the weapon's lines of fire.
    OutOfLine {
        unit: Unit,
    },
    ShotBlocked,
    NoSkewer,
    KingLeftThreatened,
    /// During a Forced March only another Rabble may move (or the march may stop).
    FinishMarch,
    NoMarch,
    SameRabble,
    NoSiege,
    /// The attacker must choose the prisoner to free.
    ChooseRescue,
    NoRescueNow,
    NoSuchPrisoner {
        unit: Unit,
    },
    /// The defender must choose the unit to save.
    ChooseSave,
    NoSaveNow,
    /// A saved unit may stay in the Reserve only when no ring square can take it.
    SaveMustBePlaced,
}

impl fmt::Display for FortalezaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use FortalezaError::*;
        match self {
            GameOver => write!(f, "the game is over"),
            OffBoard => write!(f, "that square is off the board"),
            ChooseFirst => write!(f, "first choose your territory and your colours"),
            AlreadyChosen => write!(f, "territory and colours are already chosen"),
            DeploymentOnly => write!(f, "that is only possible while deploying"),
            BattleOnly => write!(f, "that is only possible once the battle has begun"),
            BuildFortressFirst => write!(f, "build your Fortress first"),
            FortressAlreadyBuilt => write!(f, "your Fortress is already built; lift it first to build it elsewhere"),
            FortressOutsideTerritory => {
                write!(f, "the Fortress and the twelve squares around it must lie inside your territory")
            }
            FortressOverMountain => write!(f, "the Fortress cannot be built over a Mountain"),
            CannotLiftFortress => write!(f, "the Fortress can be lifted only while none of your units is deployed"),
            NoMountainsLeft => write!(f, "all your Mountains are already placed"),
            MountainOutsideTerritory => write!(f, "Mountains go inside your own territory"),
            MountainNotOnFreeLand => {
                write!(f, "a Mountain needs a free land square: not water, a Fortress, another Mountain or a unit")
            }
            NotInReserve { unit } => write!(f, "there is no {} in your Reserve", unit.name()),
            NotOnExitRing => write!(f, "units enter the board only on the twelve squares around your Fortress"),
            SquareTaken => write!(f, "that square is not free land"),
            NoUnitToTakeBack => write!(f, "none of your units stands there to take back"),
            CannotEndDeployment => {
                write!(f, "to end the deployment, place all your Mountains and deploy at least one unit")
            }
            NoUnitThere => write!(f, "there is no unit on that square"),
            NotYourUnit => write!(f, "that unit is not yours"),
            CannotReach { unit } => write!(f, "a {} cannot go there: {}", unit.name(), move_rule(*unit)),
            PathBlocked { unit } => write!(f, "the {}'s way there is blocked", unit.name()),
            OwnUnitThere => write!(f, "one of your own units stands there"),
            TerrainThere => write!(f, "no unit can stand on water, a Mountain or a Fortress"),
            SiegeWeaponCapturesByShooting => {
                write!(f, "siege weapons move only onto empty squares; they capture by shooting")
            }
            LongRangeOnlyToCapture => {
                write!(f, "an Archer moves two squares only to capture, over an empty land square")
            }
            ThickSkin => write!(
                f,
                "an Elephant can be taken only by a Dragon, or when another of your units also attacks its square"
            ),
            NotASiegeWeapon => write!(f, "only a Trebuchet or a Scorpion can shoot"),
            NoEnemyThere => write!(f, "there is no enemy unit there to hit"),
            OutOfLine { unit } => match unit {
                Unit::Trebuchet => write!(f, "a Trebuchet shoots along its row or column"),
                _ => write!(f, "a Scorpion shoots along its diagonals"),
            },
            ShotBlocked => write!(
                f,
                "the shot cannot get there: Mountains and Fortresses stop it, and a Scorpion's shot also stops at \
                 your own units and at the first enemy"
            ),
            NoSkewer => write!(
                f,
                "a Skewer needs a second enemy one or two squares behind the first, with empty land or water between"
            ),
            KingLeftThreatened => write!(f, "that would leave your King threatened"),
            FinishMarch => write!(f, "finish the Forced March: move another Rabble, or stop"),
            NoMarch => write!(f, "there is no Forced March to stop"),
            SameRabble => write!(f, "the Forced March moves a different Rabble"),
            NoSiege => write!(f, "you have no standing siege to execute"),
            ChooseRescue => write!(f, "choose the prisoner to free from the enemy Dungeon"),
            NoRescueNow => write!(f, "there is no prisoner to free now"),
            NoSuchPrisoner { unit } => write!(f, "the enemy Dungeon holds none of your {} units", unit.name()),
            ChooseSave => write!(f, "the defender chooses the unit he saves from his Reserve"),
            NoSaveNow => write!(f, "there is no unit to save now"),
            SaveMustBePlaced => {
                write!(f, "that unit can be placed on your ring: a saved unit stays in the Reserve only when it cannot")
            }
        }
    }
}
impl std::error::Error for FortalezaError {}

impl FortalezaError {
    /// The same phrase in the player's language (lower case: it follows a colon).
    pub fn msg(&self) -> Msg {
        use FortalezaError::*;
        let with_unit = |msg: Msg, unit: &Unit| msg.arg("unit", unit_msg(*unit));
        match self {
            NotInReserve { unit } => with_unit(Msg::new("fortaleza-error-not-in-reserve"), unit),
            CannotReach { unit } => {
                with_unit(Msg::new("fortaleza-error-cannot-reach"), unit).arg("rule", move_rule_msg(*unit))
            }
            PathBlocked { unit } => with_unit(Msg::new("fortaleza-error-path-blocked"), unit),
            NoSuchPrisoner { unit } => with_unit(Msg::new("fortaleza-error-no-such-prisoner"), unit),
            OutOfLine { unit: Unit::Trebuchet } => Msg::new("fortaleza-error-out-of-line-trebuchet"),
            OutOfLine { .. } => Msg::new("fortaleza-error-out-of-line-scorpion"),
            GameOver => Msg::new("fortaleza-error-game-over"),
            OffBoard => Msg::new("fortaleza-error-off-board"),
            ChooseFirst => Msg::new("fortaleza-error-choose-first"),
            AlreadyChosen => Msg::new("fortaleza-error-already-chosen"),
            DeploymentOnly => Msg::new("fortaleza-error-deployment-only"),
            BattleOnly => Msg::new("fortaleza-error-battle-only"),
            BuildFortressFirst => Msg::new("fortaleza-error-build-fortress-first"),
            FortressAlreadyBuilt => Msg::new("fortaleza-error-fortress-built"),
            FortressOutsideTerritory => Msg::new("fortaleza-error-fortress-outside"),
            FortressOverMountain => Msg::new("fortaleza-error-fortress-over-mountain"),
            CannotLiftFortress => Msg::new("fortaleza-error-cannot-lift"),
            NoMountainsLeft => Msg::new("fortaleza-error-no-mountains-left"),
            MountainOutsideTerritory => Msg::new("fortaleza-error-mountain-outside"),
            MountainNotOnFreeLand => Msg::new("fortaleza-error-mountain-not-free"),
            NotOnExitRing => Msg::new("fortaleza-error-not-on-ring"),
            SquareTaken => Msg::new("fortaleza-error-square-taken"),
            NoUnitToTakeBack => Msg::new("fortaleza-error-nothing-to-take-back"),
            CannotEndDeployment => Msg::new("fortaleza-error-cannot-end-deployment"),
            NoUnitThere => Msg::new("fortaleza-error-no-unit-there"),
            NotYourUnit => Msg::new("fortaleza-error-not-your-unit"),
            OwnUnitThere => Msg::new("fortaleza-error-own-unit-there"),
            TerrainThere => Msg::new("fortaleza-error-terrain-there"),
            SiegeWeaponCapturesByShooting => Msg::new("fortaleza-error-siege-weapon-moves"),
            LongRangeOnlyToCapture => Msg::new("fortaleza-error-long-range"),
            ThickSkin => Msg::new("fortaleza-error-thick-skin"),
            NotASiegeWeapon => Msg::new("fortaleza-error-not-a-siege-weapon"),
            NoEnemyThere => Msg::new("fortaleza-error-no-enemy-there"),
            ShotBlocked => Msg::new("fortaleza-error-shot-blocked"),
            NoSkewer => Msg::new("fortaleza-error-no-skewer"),
            KingLeftThreatened => Msg::new("fortaleza-error-king-threatened"),
            FinishMarch => Msg::new("fortaleza-error-finish-march"),
            NoMarch => Msg::new("fortaleza-error-no-march"),
            SameRabble => Msg::new("fortaleza-error-same-rabble"),
            NoSiege => Msg::new("fortaleza-error-no-siege"),
            ChooseRescue => Msg::new("fortaleza-error-choose-rescue"),
            NoRescueNow => Msg::new("fortaleza-error-no-rescue"),
            ChooseSave => Msg::new("fortaleza-error-choose-save"),
            NoSaveNow => Msg::new("fortaleza-error-no-save"),
            SaveMustBePlaced => Msg::new("fortaleza-error-save-must-be-placed"),
        }
    }
}

/// How a unit moves, in a few words (for error messages).
pub fn move_rule(unit: Unit) -> &'static str {
    match unit {
        Unit::King => "it moves one square in any direction",
        Unit::Rabble => "it moves one square along a row or column",
        Unit::Lancer => "it moves one square along a row or column, or swaps with an ally there",
        Unit::Archer => "it moves one square diagonally, or two diagonally to capture",
        Unit::LightCavalry => "it leaps three squares one way and one the other, along two diagonal steps and a turn",
        Unit::HeavyCavalry => "it leaps two squares along a row or column and one to the side",
        Unit::Elephant => "it moves any distance along a row or column",
        Unit::Dragon => "it moves any distance in a straight line, in any of eight directions",
        Unit::Trebuchet => "it moves one square diagonally onto an empty square",
        Unit::Scorpion => "it moves one square along a row or column onto an empty square",
    }
}
