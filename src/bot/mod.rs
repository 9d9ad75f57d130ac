//! Bots written once against [`crate::core::Game`].
//!
//! * [`random`]  — uniform over the legal actions (a baseline for the arena).
//! * [`greedy`]  — best immediate [`Game::evaluate`] after one action; with noise it is the Easy bot.
//! * [`ismcts`]  — information-set Monte Carlo tree search (single observer, open loop, max^n);
//!   the Normal and Hard bots. Resumable in slices so the browser page never blocks.
//! * [`arena`]   — plays seeded bot-against-bot series natively and reports win rates and timing.
//!
//! Every bot is seeded and reads the position only through [`Game::determinize`] for its own seat,
//! so it cannot peek at hidden cards, deck order or future dice, and the same position, seed and
//! budget always give the same action.

// Native only: it times decisions with `std::time::Instant`, which panics on wasm32, and the
// browser build has no use for it.
#[cfg(not(target_arch = "wasm32"))]
pub mod arena;
pub mod greedy;
pub mod ismcts;
pub mod options;
pub mod random;

#[cfg(test)]
mod tests;

pub use ismcts::{IsmctsConfig, PlayoutPolicy, Search};

use crate::core::{Game, Rng, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The difficulty a player picks in the new-game dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
    /// Information-set MCTS.
    Ismcts(IsmctsConfig),
}

/// Probability of a random slip for the Easy bot.
pub const EASY_EPSILON: f32 = 0.3;

/// The three levels from a game's measured Normal and Hard searches: Easy is the noisy greedy
/// bot, Normal and Hard the given MCTS budgets with a wall-clock cap that only guards slow
/// devices (budgets are iteration counts, so a level plays identically on every machine).
/// Each game calls this from its own `RegisteredGame::level_spec`, next to its engine.
pub fn levels(level: Level, normal: IsmctsConfig, hard: IsmctsConfig) -> BotSpec {
    match level {
        Level::Easy => BotSpec::GreedyNoisy { epsilon: EASY_EPSILON },
        Level::Normal => BotSpec::Ismcts(IsmctsConfig { time_limit_ms: Some(600.0), ..normal }),
        Level::Hard => BotSpec::Ismcts(IsmctsConfig { time_limit_ms: Some(3000.0), ..hard }),
    }
}

/// Level tuning for the bot module's own test games (every registered game has its own tuning
/// in its `entry.rs`): random playouts of the default length, then `evaluate()`.
pub fn generic_level_spec(level: Level) -> BotSpec {
    let base = IsmctsConfig::default();
    levels(level, IsmctsConfig { iterations: 1500, ..base.clone() }, IsmctsConfig { iterations: 7500, ..base })
}

impl BotSpec {
    /// Parses `random`, `greedy`, `noisy[:eps]` / `greedy-noisy[:eps]`, `easy`, `normal`, `hard`,
    /// `mcts[:iterations]` / `ismcts[:iterations]`. MCTS accepts further `:`-separated tweaks:
    /// `cap=N` (playout length), `turns=N` (playout stops after N turn ends), `c=F` (exploration),
    /// `eps=F` (epsilon-greedy playouts),
    /// e.g. `mcts:5000:cap=30:eps=0.2`. Levels resolve through the game's `level_spec`.
    pub fn parse(s: &str, level_spec: fn(Level) -> BotSpec) -> Result<BotSpec, String> {
        let s = s.trim().to_ascii_lowercase();
        let mut parts = s.split(':');
        let head = parts.next().unwrap_or("");
        let rest: Vec<&str> = parts.collect();
        let no_args = |spec: BotSpec| {
            if rest.is_empty() {
                Ok(spec)
            } else {
                Err(format!("bot '{head}' takes no parameters (got '{s}')"))
            }
        };
        if let Some(level) = Level::from_name(head) {
            return no_args(level_spec(level));
        }
        match head {
            "random" => no_args(BotSpec::Random),
            "greedy" => no_args(BotSpec::Greedy),
            "noisy" | "greedy-noisy" => {
                let epsilon = match rest.as_slice() {
                    [] => EASY_EPSILON,
                    [e] => parse_unit(e).ok_or_else(|| format!("bad epsilon '{e}' in '{s}' (expected 0..1)"))?,
                    _ => return Err(format!("too many parameters in '{s}'")),
                };
                Ok(BotSpec::GreedyNoisy { epsilon })
            }
            "mcts" | "ismcts" => {
                let mut config = IsmctsConfig::default();
                for (i, p) in rest.iter().enumerate() {
                    if let Some((k, v)) = p.split_once('=') {
                        match k {
                            "cap" => config.playout_cap = v.parse().map_err(|_| format!("bad playout cap '{v}'"))?,
                            "turns" => {
                                config.playout_turns = v.parse().map_err(|_| format!("bad playout turns '{v}'"))?
                            }
                            "c" => {
                                config.exploration = v
                                    .parse()
                                    .ok()
                                    .filter(|c: &f32| *c >= 0.0)
                                    .ok_or_else(|| format!("bad exploration '{v}'"))?
                            }
                            "eps" => {
                                let e = parse_unit(v).ok_or_else(|| format!("bad playout epsilon '{v}'"))?;
                                config.playout = PlayoutPolicy::EpsilonGreedy { epsilon: e };
                            }
                            "iter" | "iterations" => config.iterations = parse_iterations(v)?,
                            _ => {
                                return Err(format!("unknown mcts parameter '{k}' (expected cap, turns, c, eps, iter)"))
                            }
                        }
                    } else if i == 0 {
                        config.iterations = parse_iterations(p)?;
                    } else {
                        return Err(format!("unexpected '{p}' in '{s}'"));
                    }
                }
                Ok(BotSpec::Ismcts(config))
            }
            _ => Err(format!(
                "unknown bot '{s}' (expected random, greedy, noisy[:eps], easy, normal, hard or mcts:<iterations>)"
            )),
        }
    }

    /// Short readable name for reports (`mcts:5000`, `greedy`…).
    pub fn label(&self) -> String {
        match self {
            BotSpec::Random => "random".into(),
            BotSpec::Greedy => "greedy".into(),
            BotSpec::GreedyNoisy { epsilon } => format!("noisy:{epsilon}"),
            BotSpec::Ismcts(c) => {
                let mut s = format!("mcts:{}", c.iterations);
                if c.exploration != ismcts::DEFAULT_EXPLORATION {
                    s += &format!(":c={}", c.exploration);
                }
                if c.playout_cap != ismcts::DEFAULT_PLAYOUT_CAP {
                    s += &format!(":cap={}", c.playout_cap);
                }
                if c.playout_turns != 0 {
                    s += &format!(":turns={}", c.playout_turns);
                }
                if let PlayoutPolicy::EpsilonGreedy { epsilon } = c.playout {
                    s += &format!(":eps={epsilon}");
                }
                s
            }
        }
    }
}

fn parse_unit(s: &str) -> Option<f32> {
    s.parse::<f32>().ok().filter(|e| (0.0..=1.0).contains(e))
}

fn parse_iterations(s: &str) -> Result<u32, String> {
    // Accept `5k` as a convenience on the command line.
    let (digits, mult) = match s.strip_suffix('k') {
        Some(d) => (d, 1000),
        None => (s, 1),
    };
    digits
        .parse::<u32>()
        .ok()
        .and_then(|n| n.checked_mul(mult))
        .filter(|n| *n > 0)
        .ok_or_else(|| format!("bad iteration count '{s}' (expected a positive number)"))
}

/// The action the bot `spec` picks for `seat` in `state`, running its whole budget at once
/// (no wall-clock cap: fully reproducible). `None` if the game is over or `seat` is not to move.
/// A lone legal action is returned without any search.
pub fn decide<G: Game>(state: &G, seat: Seat, spec: &BotSpec, seed: u64) -> Option<G::Action> {
    let mut search = Search::from_spec(state, seat, spec, seed);
    search.run(u32::MAX);
    search.best_action()
}

/// The Normal bot's suggestion for `seat` (the "hint" button). `None` unless `seat` is to move.
pub fn hint<G: crate::games::RegisteredGame>(state: &G, seat: Seat, seed: u64) -> Option<G::Action> {
    decide(state, seat, &G::level_spec(Level::Normal), seed)
}

/// Reward of a finished game for every seat: a win is worth 1, shared among joint winners; a
/// draw splits the point evenly so that a draw is worth more than a loss and less than a win.
pub(crate) fn outcome_rewards(outcome: &crate::core::Outcome, seats: usize) -> [f32; crate::core::MAX_SEATS] {
    let mut r = [0.0; crate::core::MAX_SEATS];
    if outcome.winners.is_empty() {
        let share = 1.0 / seats.max(1) as f32;
        for v in r.iter_mut().take(seats) {
            *v = share;
        }
    } else {
        let share = 1.0 / outcome.winners.len() as f32;
        for &w in &outcome.winners {
            if let Some(v) = r.get_mut(w as usize) {
                *v += share;
            }
        }
    }
    r
}

/// A value for every seat: the exact reward if the game is over, else the heuristic.
pub(crate) fn position_value<G: Game>(state: &G) -> [f32; crate::core::MAX_SEATS] {
    match state.outcome() {
        Some(o) => outcome_rewards(&o, state.seat_count()),
        None => state.evaluate(),
    }
}

/// Derives independent seeds for sub-tasks (one per game, per decision…) from one seed.
pub fn derive_seed(seed: u64, salt: u64) -> u64 {
    let mut r = Rng::new(seed ^ salt.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    r.next_u64()
}
