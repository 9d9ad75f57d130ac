//! Torri in the app's registry: what the shell, the bots and the arena need to know about it.

use crate::bot::options::{ArenaGame, OptionPairs};
use crate::bot::{levels, BotSpec, IsmctsConfig, Level};
use crate::core::Msg;
use crate::games::torri::{ColourDie, Torri, TorriError, TorriOptions};
use crate::registry::{GameInfo, RegisteredGame};

impl RegisteredGame for Torri {
    const INFO: GameInfo = GameInfo {
        tagline: "home-tagline-torri",
        player_counts: &[2, 3, 4],
        seat_colours: &[],
        seat_names: &[],
        picture: "pictures/torri.svg",
        rules_help: "torri-rules-help",
        seed_help: "new-game-seed-help-dice",
    };

    fn options_for_players(players: u8) -> TorriOptions {
        TorriOptions { players, ..TorriOptions::default() }
    }

    fn with_players(options: &TorriOptions, players: u8) -> TorriOptions {
        TorriOptions { players, ..*options }
    }

    /// Each option changed alone from the dialog's default (the free carry with the height
    /// limit it needs above it), and the default without the no-progress ending, as games saved
    /// before that ending existed are played.
    fn rule_variants(players: u8) -> Vec<TorriOptions> {
        let default = Self::options_for_players(players);
        vec![
            default,
            TorriOptions { height_limit: None, ..default },
            TorriOptions { dice_only: true, ..default },
            TorriOptions { height_limit: Some(8), free_carry: Some(3), ..default },
            TorriOptions { two_dice: true, ..default },
            TorriOptions { colour_die: ColourDie::On, ..default },
            TorriOptions { colour_die: ColourDie::OwnColourRollsAgain, ..default },
            TorriOptions { no_progress: false, ..default },
        ]
    }

    /// Random playouts of 60 plies, then `evaluate()`. Torri's random games run ~1200 plies, so
    /// the cap matters more than the budget. Budgets are iteration counts ([`NORMAL_ITERATIONS`],
    /// [`HARD_ITERATIONS`]); a phone four times slower than the arena's machine reaches both.
    fn level_spec(level: Level, _options: &TorriOptions) -> BotSpec {
        let base = IsmctsConfig::default();
        levels(
            level,
            IsmctsConfig { iterations: NORMAL_ITERATIONS, ..base.clone() },
            IsmctsConfig { iterations: HARD_ITERATIONS, ..base },
        )
    }

    /// Each rule error as its message (`torri-error-…`); the English `Display` stays for logs.
    fn rule_error_msg(error: &TorriError) -> Msg {
        use TorriError as E;
        match error {
            E::GameOver => Msg::new("torri-error-game-over"),
            E::MustRollColourDie => Msg::new("torri-error-must-roll-colour-die"),
            E::ColourDieNotNow => Msg::new("torri-error-colour-die-not-now"),
            E::MustSplit => Msg::new("torri-error-must-split"),
            E::AlreadyRolled { distance } => Msg::new("torri-error-already-rolled").arg("distance", *distance),
            E::NotRolledNow => Msg::new("torri-error-not-rolled-now"),
            E::MustRollBonus => Msg::new("torri-error-must-roll-bonus"),
            E::NoBonusRollToDecline => Msg::new("torri-error-no-bonus-roll-to-decline"),
            E::HeightMovesDisabled => Msg::new("torri-error-height-moves-disabled"),
            E::OffBoard => Msg::new("torri-error-off-board"),
            E::EmptySquare => Msg::new("torri-error-empty-square"),
            E::NotYourStack => Msg::new("torri-error-not-your-stack"),
            E::FrozenInHome => Msg::new("torri-error-frozen-in-home"),
            E::CapturedThisTurn => Msg::new("torri-error-captured-this-turn"),
            E::NotStraight => Msg::new("torri-error-not-straight"),
            E::WrongDistance { required } => Msg::new("torri-error-wrong-distance").arg("squares", *required),
            E::OwnStack => Msg::new("torri-error-own-stack"),
            E::OtherHome => Msg::new("torri-error-other-home"),
            E::PassNotAllowed => Msg::new("torri-error-pass-not-allowed"),
            E::NothingToMove => Msg::new("torri-error-nothing-to-move"),
            E::NoSplitNow => Msg::new("torri-error-no-split-now"),
            E::BadCut { limit } => Msg::new("torri-error-bad-cut").arg("limit", *limit),
            E::NotAdjacent => Msg::new("torri-error-not-adjacent"),
            E::FreeCarryDisabled => Msg::new("torri-error-free-carry-disabled"),
            E::FreeCarryNotNow => Msg::new("torri-error-free-carry-not-now"),
            E::AlreadyHome => Msg::new("torri-error-already-home"),
            E::TooLowToCarry { height } => Msg::new("torri-error-too-low-to-carry").arg("height", *height),
        }
    }
}

/// Search iterations per decision of the Normal level. At 1,500 Normal was too close to Hard at
/// four players: Hard came first against three of them in only 45 % of 200 games (at two
/// players it beat one in 86.5 %). At 600 Hard comes first against three Normals in
/// 71 % of 200 games, and Normal still comes first against three Easy bots in 83 % of 200
/// (docs/bots.md, "Ladder").
const NORMAL_ITERATIONS: u32 = 600;
/// Search iterations per decision of the Hard level.
const HARD_ITERATIONS: u32 = 7500;

impl ArenaGame for Torri {
    /// Keys: `limit=N|none`, `dice_only=true`, `free_carry=N`, `two_dice=true`,
    /// `colour_die=off|on|again`, `no_progress=false` (on by default, as in the dialog).
    fn arena_options(players: usize, pairs: &mut OptionPairs) -> Result<TorriOptions, String> {
        let mut o = TorriOptions { players: players as u8, ..TorriOptions::default() };
        if let Some(limit) = pairs.take::<String>("limit")? {
            o.height_limit =
                if limit == "none" { None } else { Some(limit.parse().map_err(|_| format!("bad limit '{limit}'"))?) };
        }
        o.dice_only = pairs.take_bool("dice_only")?.unwrap_or(false);
        o.free_carry = pairs.take::<u8>("free_carry")?;
        o.two_dice = pairs.take_bool("two_dice")?.unwrap_or(false);
        o.colour_die = match pairs.take::<String>("colour_die")?.as_deref() {
            None | Some("off") => ColourDie::Off,
            Some("on") => ColourDie::On,
            Some("again") => ColourDie::OwnColourRollsAgain,
            Some(other) => return Err(format!("bad colour_die '{other}' (off, on or again)")),
        };
        o.no_progress = pairs.take_bool("no_progress")?.unwrap_or(true);
        Ok(o)
    }
}
