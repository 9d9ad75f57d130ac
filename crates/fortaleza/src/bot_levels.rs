//! Fortaleza's bots: the bot behind each level, measured with the arena (`docs/bots.md`), and
//! the arena's options for Fortaleza.

use crate::{Fortaleza, FortalezaOptions};
use castellan_bot::options::{ArenaGame, OptionPairs};
use castellan_bot::{levels, BotSpec, BotTuning, IsmctsConfig, Level};

impl BotTuning for Fortaleza {
    /// A game review's search per decision: a game of 150 decisions in about a minute in the
    /// browser (`bench --review`, docs/bots.md, "Reviewing a game").
    const REVIEW_ITERATIONS: u32 = 16_000;

    fn options_for_players(players: u8) -> FortalezaOptions {
        FortalezaOptions { players }
    }

    fn with_players(_options: &FortalezaOptions, players: u8) -> FortalezaOptions {
        FortalezaOptions { players }
    }

    const HINT_REFUTATION_MARGIN: f32 = REFUTATION_MARGIN;

    /// Measured with the arena (`docs/bots.md`): the search scores each new node with
    /// `evaluate()` at once (no playout: random moves would hang the units whose threats the
    /// evaluation weighs) and explores little (exploration 0.2: sibling values differ by a few
    /// hundredths). The deployment is the bots' plan, one step at a time, so it needs no search.
    /// Easy is the noisy greedy bot. Hard, and every hint, check each candidate against the
    /// opponent's best reply ([`REFUTATION_MARGIN`]); Normal does not: with the check in both
    /// levels Hard won only 50.5 of 100 games against Normal, without it in Normal 50 of 60
    /// (docs/bots.md, "Ladder").
    fn level_spec(level: Level, _options: &FortalezaOptions) -> BotSpec {
        let base = IsmctsConfig { playout_cap: 0, exploration: 0.2, ..IsmctsConfig::default() };
        // No variety in the search: the deployment plans (drawn from the game's seed) already
        // make every game different, and drawing among near-equal battle moves cost Normal
        // strength (41 of 100 games against itself without it: docs/bots.md, "Variety").
        let hard = IsmctsConfig { iterations: 6000, refutation_margin: REFUTATION_MARGIN, ..base.clone() };
        levels(level, IsmctsConfig { iterations: 2000, ..base }, hard)
    }
}

/// The search's choice gives way to another of its candidates when the opponent's best reply
/// to it leaves the bot worse off by more than this (logit scale, about one unit of material:
/// `bot::safety`). A search of a few thousand iterations values each move by the mean of the
/// replies it tried, one new reply per visit, so it missed the one capture that refutes a move;
/// with the check Normal beat Normal without it in 69 of 100 games (docs/bots.md, "Hints and
/// bots worth trusting").
const REFUTATION_MARGIN: f32 = 0.15;

impl ArenaGame for Fortaleza {
    /// No options: always 2 players.
    fn arena_options(players: usize, _pairs: &mut OptionPairs) -> Result<FortalezaOptions, String> {
        match players {
            2 => Ok(FortalezaOptions { players: 2 }),
            n => Err(format!("Fortaleza is played by 2 players, not {n}")),
        }
    }
}
