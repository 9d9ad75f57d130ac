//! Bots written once against [`castellan_core::Game`].
//!
//! * [`random`]  — uniform over the legal actions (a baseline for the arena).
//! * [`greedy`]  — best immediate [`Game::evaluate`] after one action; with noise it is the Easy bot.
//! * [`ismcts`]  — information-set Monte Carlo tree search (single observer, open loop, max^n);
//!   the Normal and Hard bots. Resumable in slices so the browser page never blocks.
//! * [`arena`]   — plays seeded bot-against-bot series natively and reports win rates and timing.
//! * [`review`]  — a game review: how much of its chance of winning each decision of a seat gave
//!   away against the search's best, judged on what that seat could see.
//! * `level`     — the difficulty levels and the bots behind them ([`BotSpec`]); `spec` reads and
//!   writes specs as text; `reference` is the arena's sparring partner.
//!
//! Every bot is seeded and reads the position only through [`Game::determinize`] for its own seat,
//! so it cannot peek at hidden cards, deck order or future dice, and the same position, seed and
//! budget always give the same action.

// Native only: it times decisions with `std::time::Instant`, which panics on wasm32, and the
// browser build has no use for it.
#[cfg(not(target_arch = "wasm32"))]
pub mod arena;
pub mod concede;
pub mod greedy;
pub mod ismcts;
mod level;
pub mod options;
pub mod random;
mod reference;
pub mod review;
pub mod safety;
mod spec;
mod tuning;

#[cfg(test)]
mod tests;

pub use ismcts::{IsmctsConfig, LeafValue, PlayoutPolicy, Search};
pub use level::{generic_level_spec, levels, BotSpec, Level, EASY_EPSILON, HARD_CAP_MS, LEVEL_VARIETY, NORMAL_CAP_MS};
pub use reference::{reference_config, REFERENCE_EXPLORATION, REFERENCE_ITERATIONS_PER_SEC};
pub use tuning::{decision_spec, review_config, BotTuning};

use castellan_core::{Game, Rng, Seat};

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
pub(crate) fn outcome_rewards(outcome: &castellan_core::Outcome, seats: usize) -> [f32; castellan_core::MAX_SEATS] {
    let mut r = [0.0; castellan_core::MAX_SEATS];
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
pub(crate) fn position_value<G: Game>(state: &G) -> [f32; castellan_core::MAX_SEATS] {
    match state.outcome() {
        Some(o) => outcome_rewards(&o, state.seat_count()),
        None => state.evaluate(),
    }
}

/// Those of `actions` (legal for the seat to move in `state`) that end its turn or the game: in a
/// game whose turns have several actions, a slip among them costs the slipping seat its own tempo
/// (its Lord walks anywhere, or it stops building) without scattering pieces in the others' way.
pub fn turn_enders<G: Game>(state: &G, actions: &[G::Action]) -> Vec<G::Action> {
    let turn = state.turn_number();
    let ends_turn = |&a: &G::Action| {
        let mut next = state.clone();
        next.play_unchecked(a);
        next.to_move().is_none() || next.turn_number() != turn
    };
    actions.iter().copied().filter(ends_turn).collect()
}

/// Where a bot's (or a hint's) randomness comes from: its search seeds and the choices the state
/// keeps for its bots ([`Game::reseed_bots`]: Fortaleza's deployment plans).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotRandomness {
    /// The game's own seed: every game not played by link. A replay chooses alike, as the arena,
    /// the tests and the golden fixtures rely on.
    Game(u64),
    /// A seed private to the device that runs the bot (the app's `remote::Remote::bot_seed`): a
    /// game by link shows its seed in every link, and nothing a bot will do in hidden information
    /// may be computed from a link.
    Private(u64),
}

impl BotRandomness {
    /// The device's private seed when it gives one, else the game's.
    pub fn new(game_seed: u64, private: Option<u64>) -> BotRandomness {
        private.map_or(BotRandomness::Game(game_seed), BotRandomness::Private)
    }

    /// The seed of the search for the decision at `ply` (one per decision, as the arena seeds).
    pub fn decision_seed(self, ply: usize) -> u64 {
        let (BotRandomness::Game(seed) | BotRandomness::Private(seed)) = self;
        derive_seed(seed, ply as u64)
    }

    /// `state` as the bot searches it: with a private seed, the bots' own choices it keeps are
    /// drawn from that seed; with the game's, it is left as the game made it.
    pub fn prepare<G: Game>(self, state: &mut G) {
        if let BotRandomness::Private(seed) = self {
            state.reseed_bots(seed);
        }
    }
}

/// Derives independent seeds for sub-tasks (one per game, per decision…) from one seed.
pub fn derive_seed(seed: u64, salt: u64) -> u64 {
    let mut r = Rng::new(seed ^ salt.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    r.next_u64()
}
