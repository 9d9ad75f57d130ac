//! Torri's bots: the bot behind each level, measured with the arena (`docs/bots.md`), and
//! the arena's options for Torri.

use crate::{ColourDie, Torri, TorriOptions};
use castellan_bot::options::{ArenaGame, OptionPairs};
use castellan_bot::{levels, BotSpec, BotTuning, IsmctsConfig, Level};

impl BotTuning for Torri {
    /// A game review's search per decision: a game of 150 decisions in about a minute in the
    /// browser (`bench --review`, docs/bots.md, "Reviewing a game").
    const REVIEW_ITERATIONS: u32 = 9_000;

    fn options_for_players(players: u8) -> TorriOptions {
        TorriOptions { players, ..TorriOptions::default() }
    }

    fn with_players(options: &TorriOptions, players: u8) -> TorriOptions {
        TorriOptions { players, ..*options }
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
