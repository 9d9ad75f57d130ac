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
pub mod worker_protocol;

#[cfg(test)]
mod tests;

pub use ismcts::{IsmctsConfig, LeafValue, PlayoutPolicy, Search};

use crate::core::{Game, Rng, Seat};
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
    /// Information-set MCTS.
    Ismcts(IsmctsConfig),
}

/// Probability of a random slip for the Easy bot.
pub const EASY_EPSILON: f32 = 0.3;

/// The three levels from a game's measured Normal and Hard searches: Easy is the noisy greedy
/// bot, Normal and Hard the given MCTS budgets with a wall-clock cap that only guards slow
/// devices (budgets are iteration counts, so a level plays identically on every machine that
/// finishes them in time). The caps are the promised answer times: Normal within half a second,
/// Hard within two.
/// Each game calls this from its own `RegisteredGame::level_spec`, next to its engine.
pub fn levels(level: Level, normal: IsmctsConfig, hard: IsmctsConfig) -> BotSpec {
    match level {
        Level::Easy => BotSpec::GreedyNoisy { epsilon: EASY_EPSILON },
        Level::Normal => BotSpec::Ismcts(IsmctsConfig { time_limit_ms: Some(NORMAL_CAP_MS), ..normal }),
        Level::Hard => BotSpec::Ismcts(IsmctsConfig { time_limit_ms: Some(HARD_CAP_MS), ..hard }),
    }
}

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

/// The sparring partner's design (a reference for the arena, after a public Torres program):
/// MCTS over single actions of the legal list, leaving out those its move-ordering heuristic
/// calls harmful (negative [`Game::reference_bias`]); UCB1 on rewards in points with c = 10
/// (`c·√(2 ln N / n)`, written here as c = 10·√2 for our `√(ln N / n)`) plus progressive bias
/// `bias / (n + 1)`, untried actions expanded best bias first; playouts to the end of the
/// current phase that take the first action of the heuristic's priority order
/// ([`Game::reference_first`]) or, with probability ε = 0.5, one drawn in proportion to its
/// bias; the leaf valued by each seat's lead in points if the game were scored then
/// ([`Game::standing_scores`]); no subtree reuse. Dominated actions are pruned
/// ([`Game::bot_actions`]): that program turns leftover action points into points when the turn
/// ends, which here takes score-marker steps before ending the turn.
/// `iterations` is its fixed budget; `think_ms` its time per decision when run by the clock.
pub fn reference_config(iterations: u32, think_ms: Option<f64>) -> IsmctsConfig {
    IsmctsConfig {
        iterations,
        exploration: REFERENCE_EXPLORATION,
        playout_cap: 400,
        playout_turns: 0,
        playout_scorings: 1,
        playout: PlayoutPolicy::PriorGreedy { epsilon: 0.5 },
        leaf_value: LeafValue::StandingLead,
        progressive_bias: 1.0,
        prune_dominated: true,
        reference_guide: true,
        reuse_subtree: false,
        think_ms,
        min_iterations: 0,
        time_limit_ms: None,
        later_share: 1.0,
    }
}

/// The sparring partner's exploration constant on rewards in points: 10 in the outside
/// program's `c·√(2 ln N / n)`, i.e. 10·√2 in our `c·√(ln N / n)`.
pub const REFERENCE_EXPLORATION: f32 = 10.0 * std::f32::consts::SQRT_2;
/// Iterations per second of thinking the reference bot is credited with when a timed spec
/// (`ref:1s`) is run by iteration count: the outside program's ~1,100 per second.
pub const REFERENCE_ITERATIONS_PER_SEC: f64 = 1100.0;

impl BotSpec {
    /// Parses `random`, `greedy`, `noisy[:eps]` / `greedy-noisy[:eps]`, `easy`, `normal`, `hard`,
    /// `mcts[:budget]` / `ismcts[:budget]` and `ref[:budget]` (the sparring partner,
    /// [`reference_config`]). A budget is an iteration count (`5000`, `5k`) or a thinking time
    /// (`1s`, `400ms`; run by iteration count, `ref` counts 1,100 iterations per second and `mcts`
    /// keeps its iterations). Further `:`-separated tweaks: `iter=N`, `cap=N` (playout length),
    /// `turns=N` (playout stops after N turn ends), `phase=N` (after N scorings), `c=F`
    /// (exploration), `eps=F` (epsilon-greedy playouts on `evaluate()`), `peps=F` (epsilon-greedy
    /// on the move-ordering guess), `pb=F` (progressive bias), `lead=F` (value the leaf by score
    /// lead with this scale), `prune=on|off`, `reuse=on|off`, `floor=N` (iterations of a timed
    /// search), `later=F` (a later decision of a turn thinks this share of the time:
    /// [`IsmctsConfig::later_share`]), e.g. `mcts:5000:cap=30:eps=0.2`. Levels resolve through the game's `level_spec`.
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
            "mcts" | "ismcts" => Ok(BotSpec::Ismcts(parse_search(&s, &rest, IsmctsConfig::default(), None)?)),
            "ref" | "reference" => {
                let base = reference_config(1100, None);
                let per_sec = Some(REFERENCE_ITERATIONS_PER_SEC);
                Ok(BotSpec::Ismcts(parse_search(&s, &rest, base, per_sec)?))
            }
            _ => Err(format!(
                "unknown bot '{s}' (expected random, greedy, noisy[:eps], easy, normal, hard, mcts:<budget> or ref:<budget>)"
            )),
        }
    }

    /// Short readable name for reports (`mcts:5000`, `greedy`, `ref:1s`…): the spec string that
    /// parses back to this bot.
    pub fn label(&self) -> String {
        match self {
            BotSpec::Random => "random".into(),
            BotSpec::Greedy => "greedy".into(),
            BotSpec::GreedyNoisy { epsilon } => format!("noisy:{epsilon}"),
            BotSpec::Ismcts(c) => search_label(c),
        }
    }
}

/// The spec string of a search configuration: `ref:…` for the sparring partner, else `mcts:…`
/// with every setting that differs from the default.
fn search_label(c: &IsmctsConfig) -> String {
    if *c == reference_config(c.iterations, c.think_ms) {
        return match c.think_ms {
            Some(ms) if c.iterations as f64 == (ms / 1000.0 * REFERENCE_ITERATIONS_PER_SEC).round() => {
                format!("ref:{}", time_label(ms))
            }
            Some(ms) => format!("ref:{}:iter={}", time_label(ms), c.iterations),
            None => format!("ref:{}", c.iterations),
        };
    }
    let d = IsmctsConfig::default();
    let mut s = format!("mcts:{}", c.iterations);
    if let Some(ms) = c.think_ms {
        s += &format!(":{}", time_label(ms));
    }
    if c.min_iterations != d.min_iterations {
        s += &format!(":floor={}", c.min_iterations);
    }
    if c.exploration != d.exploration {
        s += &format!(":c={}", c.exploration);
    }
    if c.playout_cap != d.playout_cap {
        s += &format!(":cap={}", c.playout_cap);
    }
    if c.playout_turns != d.playout_turns {
        s += &format!(":turns={}", c.playout_turns);
    }
    if c.playout_scorings != d.playout_scorings {
        s += &format!(":phase={}", c.playout_scorings);
    }
    match c.playout {
        PlayoutPolicy::Random => {}
        PlayoutPolicy::EpsilonGreedy { epsilon } => s += &format!(":eps={epsilon}"),
        PlayoutPolicy::PriorGreedy { epsilon } => s += &format!(":peps={epsilon}"),
    }
    if c.progressive_bias != d.progressive_bias {
        s += &format!(":pb={}", c.progressive_bias);
    }
    match c.leaf_value {
        LeafValue::Evaluate => {}
        LeafValue::ScoreLead { scale } => s += &format!(":lead={scale}"),
        LeafValue::StandingLead => s += ":lead=points",
    }
    if c.reference_guide != d.reference_guide {
        s += &format!(":guide={}", on_off(c.reference_guide));
    }
    if c.prune_dominated != d.prune_dominated {
        s += &format!(":prune={}", on_off(c.prune_dominated));
    }
    if c.reuse_subtree != d.reuse_subtree {
        s += &format!(":reuse={}", on_off(c.reuse_subtree));
    }
    if c.later_share != d.later_share {
        s += &format!(":later={}", c.later_share);
    }
    s
}

fn on_off(b: bool) -> &'static str {
    if b {
        "on"
    } else {
        "off"
    }
}

fn time_label(ms: f64) -> String {
    if ms >= 1000.0 && (ms / 1000.0).fract() == 0.0 {
        format!("{}s", ms / 1000.0)
    } else {
        format!("{ms}ms")
    }
}

/// A thinking time: `1s`, `0.5s`, `400ms`.
fn parse_time_ms(s: &str) -> Option<f64> {
    let (digits, scale) = if let Some(d) = s.strip_suffix("ms") { (d, 1.0) } else { (s.strip_suffix('s')?, 1000.0) };
    digits.parse::<f64>().ok().map(|v| v * scale).filter(|ms| ms.is_finite() && *ms > 0.0)
}

/// Applies the `:`-separated budget and tweaks of a search spec to `config`. A thinking time
/// also sets the iteration count to `per_sec` × seconds when the bot has such a rate.
fn parse_search(
    spec: &str,
    params: &[&str],
    mut config: IsmctsConfig,
    per_sec: Option<f64>,
) -> Result<IsmctsConfig, String> {
    let on = |v: &str| match v {
        "on" | "true" | "1" | "yes" => Ok(true),
        "off" | "false" | "0" | "no" => Ok(false),
        _ => Err(format!("bad switch '{v}' (expected on or off)")),
    };
    let number = |what: &str, v: &str| v.parse::<f32>().ok().filter(|x| *x >= 0.0).ok_or(format!("bad {what} '{v}'"));
    for (i, p) in params.iter().enumerate() {
        if let Some((k, v)) = p.split_once('=') {
            match k {
                "cap" => config.playout_cap = v.parse().map_err(|_| format!("bad playout cap '{v}'"))?,
                "turns" => config.playout_turns = v.parse().map_err(|_| format!("bad playout turns '{v}'"))?,
                "phase" => config.playout_scorings = v.parse().map_err(|_| format!("bad playout scorings '{v}'"))?,
                "c" => config.exploration = number("exploration", v)?,
                "eps" => {
                    let e = parse_unit(v).ok_or_else(|| format!("bad playout epsilon '{v}'"))?;
                    config.playout = PlayoutPolicy::EpsilonGreedy { epsilon: e };
                }
                "peps" => {
                    let e = parse_unit(v).ok_or_else(|| format!("bad playout epsilon '{v}'"))?;
                    config.playout = PlayoutPolicy::PriorGreedy { epsilon: e };
                }
                "pb" => config.progressive_bias = number("progressive bias", v)?,
                "lead" if v == "points" => config.leaf_value = LeafValue::StandingLead,
                "lead" => config.leaf_value = LeafValue::ScoreLead { scale: number("lead scale", v)?.max(0.1) },
                "guide" => config.reference_guide = on(v)?,
                "prune" => config.prune_dominated = on(v)?,
                "reuse" => config.reuse_subtree = on(v)?,
                "floor" => config.min_iterations = v.parse().map_err(|_| format!("bad iteration floor '{v}'"))?,
                "later" => config.later_share = parse_unit(v).ok_or_else(|| format!("bad later share '{v}' (expected 0..1)"))?,
                "iter" | "iterations" => config.iterations = parse_iterations(v)?,
                _ => {
                    return Err(format!(
                        "unknown search parameter '{k}' (expected iter, cap, turns, phase, c, eps, peps, pb, lead, guide, prune, reuse, floor, later)"
                    ))
                }
            }
        } else if let Some(ms) = parse_time_ms(p) {
            config.think_ms = Some(ms);
            if let Some(rate) = per_sec {
                config.iterations = ((ms / 1000.0 * rate).round() as u32).max(1);
            }
        } else if i <= 1 {
            config.iterations = parse_iterations(p)?;
        } else {
            return Err(format!("unexpected '{p}' in '{spec}'"));
        }
    }
    Ok(config)
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
