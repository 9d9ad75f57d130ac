//! The engines' words in the message files (`locales/`): every rule error reads in English as
//! its `Display` (the stable text of logs and tests), and each game's rules help names every
//! variant and unit it has.

use castellan::games::fortaleza::{unit_help, FortalezaError, Unit, RULES_HELP};
use castellan::games::torri::Torri;
use castellan::games::voldetour::VoldetourError;
use castellan::i18n::{Catalog, Lang, Msg};
use castellan::registry::RegisteredGame;

#[test]
fn voldetours_errors_read_in_english_as_their_display() {
    use VoldetourError::*;
    let all: [VoldetourError; 20] = [
        GameOver,
        NoSuchSquare,
        NoSuchPiece,
        BlockAlreadyUsed,
        StairAlreadyUsed,
        LordAlreadyMoved,
        PieceBlocked,
        OffBoard,
        TooHigh,
        NotLevel,
        NotOnFullCube,
        OverLordOrTower,
        NothingToNest,
        SamePlace,
        NextReserveStairFirst,
        LordCannotReach,
        CannotStopThere,
        NothingDoneYet,
        MustPlay,
        CannotPass,
    ];
    let catalog = Catalog::new();
    for error in all {
        assert_eq!(catalog.format(Lang::En, &error.msg()), error.to_string());
    }
}

#[test]
fn fortalezas_errors_read_in_english_as_their_display() {
    use FortalezaError::*;
    let mut all = vec![
        GameOver,
        OffBoard,
        ChooseFirst,
        AlreadyChosen,
        DeploymentOnly,
        BattleOnly,
        BuildFortressFirst,
        FortressAlreadyBuilt,
        FortressOutsideTerritory,
        FortressOverMountain,
        CannotLiftFortress,
        NoMountainsLeft,
        MountainOutsideTerritory,
        MountainNotOnFreeLand,
        NotOnExitRing,
        SquareTaken,
        NoUnitToTakeBack,
        CannotEndDeployment,
        NoUnitThere,
        NotYourUnit,
        OwnUnitThere,
        TerrainThere,
        SiegeWeaponCapturesByShooting,
        LongRangeOnlyToCapture,
        ThickSkin,
        NotASiegeWeapon,
        NoEnemyThere,
        ShotBlocked,
        NoSkewer,
        KingLeftThreatened,
        FinishMarch,
        NoMarch,
        SameRabble,
        NoSiege,
        ChooseRescue,
        NoRescueNow,
        ChooseSave,
        NoSaveNow,
        SaveMustBePlaced,
    ];
    for unit in Unit::ALL {
        all.extend([
            NotInReserve { unit },
            CannotReach { unit },
            PathBlocked { unit },
            NoSuchPrisoner { unit },
            OutOfLine { unit },
        ]);
    }
    let catalog = Catalog::new();
    for error in all {
        assert_eq!(catalog.format(Lang::En, &error.msg()), error.to_string());
    }
}

#[test]
fn rules_help_and_unit_help_cover_every_unit() {
    let catalog = Catalog::new();
    let english = |msg: &Msg| catalog.format(Lang::En, msg);
    let rules = english(&Msg::new(RULES_HELP));
    let mut specials = Vec::new();
    for unit in Unit::ALL {
        assert!(rules.contains(unit.name()), "{}", unit.name());
        let help = unit_help(unit);
        assert_eq!(help.unit, unit);
        for part in [&help.moves, &help.blocked_by, &help.special] {
            let text = english(part);
            assert!(text.len() > 10 && !text.starts_with("fortaleza-"), "{}: {text}", unit.name());
        }
        specials.push(english(&help.special));
    }
    for word in ["Forced March", "Relay", "Long Range", "Thick Skin", "Skewer", "Exit Ring", "checkmate", "100 actions"]
    {
        assert!(rules.contains(word) || specials.iter().any(|s| s.contains(word)), "{word}");
    }
}

#[test]
fn torris_rules_help_covers_every_variant() {
    use {Catalog, Lang, Msg};
    let help = Catalog::new().format(Lang::En, &Msg::new(Torri::INFO.rules_help));
    for word in ["Height limit", "Dice only", "Free carry", "Two dice", "Colour die", "own colour rolls again", "share"]
    {
        assert!(help.contains(word), "{word}");
    }
}
