//! The difficulty levels a player picks ([`Level`]), the bots behind them ([`BotSpec`]) and how a
//! game's measured searches become its three levels ([`levels`]).

use super::ismcts::{IsmctsConfig, LEVEL_SAFETY_NODES};
use std::fmt;
use std::str::FromStr;

/// The difficulty a player picks in the new-game dialog. Stored (saves) by its lowercase
/// [`Level::name`]: `"easy"`, exactly that spelling (unlike [`Level::from_name`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    Normal,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// Stable lowercase name (saves, links, command line).
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// Display label.
    pub fn label(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Normal => "Normal",
            Level::Hard => "Hard",
        }
    }

    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name().eq_ignore_ascii_case(name.trim()))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Level::from_name(s).ok_or_else(|| format!("unknown level '{s}' (expected easy, normal or hard)"))
    }
}

/// Which bot to run and with what budget.
#[derive(Clone, Debug, PartialEq)]
pub enum BotSpec {
    /// Uniform random legal action.
    Random,
    /// Best immediate evaluation for the seat to move.
    Greedy,
    /// Greedy, but a uniformly random action with probability `epsilon` (the Easy bot: it plays
    /// sensibly most of the time and makes human-looking slips).
    GreedyNoisy { epsilon: f32 },
    /// Greedy by its own progress alone, slipping with probability `epsilon` by ending its turn
    /// at random ([`super::greedy::choose_by`]): an Easy that runs its own race and never
    /// hinders another seat, so it is weaker than the greedy bot without stalling the race for
    /// everyone (Voldétour's four-player Easy: docs/bots.md, "Voldétour's four-player ladder").
    /// In a game without its own value ([`castellan_core::Game::HAS_OWN_VALUE`]) it is the noisy
    /// greedy bot.
    Selfish { epsilon: f32 },
    /// Information-set MCTS.
    Ismcts(IsmctsConfig),
}

/// Probability of a random slip for the Easy bot.
pub const EASY_EPSILON: f32 = 0.3;
/// Probability of a slip for the selfish bot when its spec names none (`selfish`).
pub const SELFISH_EPSILON: f32 = 0.5;

/// The three levels from a game's measured Normal and Hard searches: Easy is the noisy greedy
/// bot, Normal and Hard the given MCTS budgets with a wall-clock cap that only guards slow
/// devices (budgets are iteration counts, so a level plays identically on every machine that
/// finishes them in time). The caps are the promised answer times: Normal within half a second,
/// Hard within two.
/// Each game calls this from its own `BotTuning::level_spec`, next to its engine.
///
/// Both searching levels check their choice ([`crate::safety`], [`LEVEL_SAFETY_NODES`]): a
/// win at once is taken and an action that lets another seat win at once is not played while
/// another avoids it, so neither a bot nor a hint (Normal's search) walks into a mate in one.
pub fn levels(level: Level, normal: IsmctsConfig, hard: IsmctsConfig) -> BotSpec {
    let safety_nodes = LEVEL_SAFETY_NODES;
    match level {
        Level::Easy => BotSpec::GreedyNoisy { epsilon: EASY_EPSILON },
        Level::Normal => BotSpec::Ismcts(IsmctsConfig { time_limit_ms: Some(NORMAL_CAP_MS), safety_nodes, ..normal }),
        Level::Hard => BotSpec::Ismcts(IsmctsConfig { time_limit_ms: Some(HARD_CAP_MS), safety_nodes, ..hard }),
    }
}

/// A variety margin for a game's searching levels ([`IsmctsConfig::variety`]): actions whose mean
/// value is within 0.02 of the best's (on a `0..1` scale), with at least half its visits, are one
/// choice, drawn by the game's seed, so a bot does not play the same game twice. Each game opts
/// in with the arena's figures (`docs/bots.md`, "Variety"): it cost strength where values are
/// close together (Torres, Fortaleza).
pub const LEVEL_VARIETY: f32 = 0.02;

/// Wall-clock caps of the Normal and Hard levels, a little under 0.5 s and 2 s so the answer,
/// drawn a frame later, still comes within them.
pub const NORMAL_CAP_MS: f64 = 480.0;
pub const HARD_CAP_MS: f64 = 1950.0;

/// Level tuning for the bot module's own test games (every registered game has its own tuning
/// in its registry entry, `src/registry/<game>.rs`): random playouts of the default length, then `evaluate()`.
pub fn generic_level_spec(level: Level) -> BotSpec {
    let base = IsmctsConfig::default();
    levels(level, IsmctsConfig { iterations: 1500, ..base.clone() }, IsmctsConfig { iterations: 7500, ..base })
}
