//! The arena's sparring partner: a search built after a public Torres program, kept to measure
//! our levels against an outside design.

use super::ismcts::{IsmctsConfig, LeafValue, PlayoutPolicy};

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
        // The outside program always takes its most visited action.
        variety: 0.0,
        variety_turns: 0,
        safety_nodes: 0,
        refutation_margin: 0.0,
    }
}

/// The sparring partner's exploration constant on rewards in points: 10 in the outside
/// program's `c·√(2 ln N / n)`, i.e. 10·√2 in our `c·√(ln N / n)`.
pub const REFERENCE_EXPLORATION: f32 = 10.0 * std::f32::consts::SQRT_2;
/// Iterations per second of thinking the reference bot is credited with when a timed spec
/// (`ref:1s`) is run by iteration count: the outside program's ~1,100 per second.
pub const REFERENCE_ITERATIONS_PER_SEC: f64 = 1100.0;
