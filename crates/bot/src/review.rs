//! Reviewing a game: for a decision of one seat, how much of its chance of winning (its expected
//! share of the win, `0..1`, as the search values positions) the action played gave away against
//! the best action a search finds, judged only on what that seat could see then.
//!
//! * **What the seat knew.** Each decision is searched from the position as its seat saw it
//!   ([`Game::redacted`] for that seat: the others' hidden cards and pieces, the deck order and
//!   the future dice replaced), and the search determinizes the rest for that seat, as a bot of
//!   that seat would. So nothing a review says (values, the better action) can depend on what the
//!   seat could not see — the same guarantee as the bots' (`no peeking`).
//! * **The values.** An IS-MCTS search of [`ReviewConfig::search`]'s budget, with neither variety
//!   nor safety checks (a review wants the search's own judgement), and with the action played
//!   searched at the root even where the bots' pruning would leave it out (a player may well
//!   play one the bots never would, [`Search::with_root_action`]): its most visited action is the
//!   best, valued at its mean. The action played is then searched on its own
//!   ([`Search::run_action`]) until it has [`ReviewConfig::played_visits`] visits, so that it is
//!   valued as carefully as the best one even where the search would hardly have looked at it.
//! * **The judgement**, by the drop (the best value minus the played value, never below 0):
//!   [`Judgement::of`], the thresholds lichess uses on the chance of winning (10, 20 and 30
//!   points). A decision the first pass flags is searched again, deeper
//!   ([`ReviewConfig::deep_iterations`], another seed), and judged by that pass alone, so that a
//!   short search's noise does not call a good move a mistake.
//! * A decision with one legal action (or none) is not judged: there was nothing to choose.

use crate::derive_seed;
use crate::ismcts::{IsmctsConfig, Search};
use castellan_core::{Game, Seat};
use serde::{Deserialize, Serialize};

/// How bad a decision was, by the share of the win it gave away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Judgement {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Judgement {
    /// The drops (in share of the win, `0..1`) from which a decision is an inaccuracy, a mistake
    /// and a blunder.
    pub const THRESHOLDS: [(f32, Judgement); 3] =
        [(0.30, Judgement::Blunder), (0.20, Judgement::Mistake), (0.10, Judgement::Inaccuracy)];

    /// The judgement of a decision that gave away `drop` of the share of the win; `None` below
    /// an inaccuracy.
    pub fn of(drop: f32) -> Option<Judgement> {
        Judgement::THRESHOLDS.iter().find(|(from, _)| drop >= *from).map(|&(_, j)| j)
    }
}

/// How hard a review searches each decision.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewConfig {
    /// The first pass's search (its iteration budget; variety and safety checks are switched off).
    pub search: IsmctsConfig,
    /// The visits the action played gets at least, in each pass ([`Search::run_action`]).
    pub played_visits: u32,
    /// The iterations of the deeper pass on a decision the first one flags.
    pub deep_iterations: u32,
}

impl ReviewConfig {
    /// A review whose first pass searches `iterations` per decision, the action played at least
    /// a quarter of that, and flagged decisions four times as deep.
    pub fn with_iterations(iterations: u32) -> ReviewConfig {
        ReviewConfig::of_search(IsmctsConfig::with_iterations(iterations))
    }

    /// A review with a game's own search (its playouts, guide and leaf values: a level's
    /// [`IsmctsConfig`]), at that search's iteration budget, the action played searched at least
    /// a quarter of that, and flagged decisions four times as deep.
    pub fn of_search(search: IsmctsConfig) -> ReviewConfig {
        let iterations = search.iterations;
        ReviewConfig { played_visits: iterations / 4, deep_iterations: iterations.saturating_mul(4), search }
    }
}

/// What a review says of one decision.
#[derive(Clone, Debug, PartialEq)]
pub struct DecisionReview<A> {
    /// The action the seat played.
    pub played: A,
    /// The best action the search found (the action played when it is as good).
    pub best: A,
    /// The seat's share of the win after the best action, as the search values it (`0..1`).
    pub best_value: f32,
    /// The seat's share of the win after the action played.
    pub played_value: f32,
    /// How bad the decision was; `None` when it gave away less than an inaccuracy.
    pub judgement: Option<Judgement>,
    /// Whether the judgement comes from the deeper pass.
    pub deep: bool,
}

impl<A> DecisionReview<A> {
    /// The share of the win the action played gave away (0 when it was as good as the best).
    pub fn drop(&self) -> f32 {
        (self.best_value - self.played_value).max(0.0)
    }
}

/// Reviews the decision `played` of the seat to move in `before`, searching the position as that
/// seat saw it. `None` when no seat is to move, `played` is not one of its legal actions, or it
/// had a single one (nothing to choose).
pub fn review_decision<G: Game>(
    before: &G,
    played: G::Action,
    config: &ReviewConfig,
    seed: u64,
) -> Option<DecisionReview<G::Action>> {
    let seat = before.to_move()?;
    let seen = before.redacted(Some(seat));
    let first = search_pass(&seen, played, config.search.iterations, config.played_visits, config, seed)?;
    if first.judgement.is_none() {
        return Some(first);
    }
    let deep_visits = config.played_visits.saturating_mul(4);
    let deep = search_pass(&seen, played, config.deep_iterations, deep_visits, config, derive_seed(seed, 1))?;
    Some(DecisionReview { deep: true, ..deep })
}

/// One search of `seen` for its seat to move: the best action and the value of `played`.
fn search_pass<G: Game>(
    seen: &G,
    played: G::Action,
    iterations: u32,
    played_visits: u32,
    config: &ReviewConfig,
    seed: u64,
) -> Option<DecisionReview<G::Action>> {
    let seat = seen.to_move()?;
    // The search's own judgement, by its iterations alone (no clock: the same on every device).
    let search_config = IsmctsConfig {
        iterations,
        variety: 0.0,
        safety_nodes: 0,
        refutation_margin: 0.0,
        reuse_subtree: false,
        think_ms: None,
        time_limit_ms: None,
        ..config.search.clone()
    };
    let mut search = Search::new(seen, seat, search_config, seed).with_root_action(played);
    search.run(u32::MAX);
    let stats = search.root_stats();
    // The search's choice: the most visited action, then the better valued (legal-list order on
    // ties, as `root_stats` lists them).
    let best = stats.iter().fold(None, |best: Option<&crate::ismcts::ActionStats<G::Action>>, s| match best {
        Some(b) if (b.visits, b.value) >= (s.visits, s.value) => Some(b),
        _ => Some(s),
    })?;
    let (best_action, best_value) = (best.action, best.value);
    let played_seen = stats.iter().find(|s| s.action == played).map_or(0, |s| s.visits);
    if played != best_action && played_seen < played_visits {
        search.run_action(played, played_visits - played_seen);
    }
    let played_value = search.root_stats().into_iter().find(|s| s.action == played)?.value;
    let played_value = if played == best_action { best_value } else { played_value };
    let drop = (best_value - played_value).max(0.0);
    Some(DecisionReview {
        played,
        best: if drop > 0.0 { best_action } else { played },
        best_value: best_value.max(played_value),
        played_value,
        judgement: Judgement::of(drop),
        deep: false,
    })
}

/// One decision of a reviewed game: the number of actions played before it, and what the
/// review says of it.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewedDecision<A> {
    pub ply: usize,
    pub review: DecisionReview<A>,
}

/// Reviews every decision of `seat` in the game that started at `start` and went through
/// `actions` (a replayed match: each legal in its turn), in order. `progress(done, total)` is
/// called after each decision of the seat; when it returns `false` the review stops there (the
/// player cancelled) with what it has. Decisions with a single choice are not judged (they are
/// counted in `total` all the same, so the progress moves evenly).
pub fn review_game<G: Game>(
    start: &G,
    actions: &[G::Action],
    seat: Seat,
    config: &ReviewConfig,
    seed: u64,
    mut progress: impl FnMut(usize, usize) -> bool,
) -> Vec<ReviewedDecision<G::Action>> {
    let mut state = start.clone();
    let mut positions = Vec::new();
    for &action in actions {
        positions.push((state.clone(), action));
        state.play_unchecked(action);
    }
    let decisions = Decision::of_seat(positions.iter().map(|(before, action)| (before, *action)), seat);
    let total = decisions.len();
    let mut reviewed = Vec::new();
    for (done, decision) in decisions.iter().enumerate() {
        reviewed.extend(decision.review(config, seed));
        if !progress(done + 1, total) {
            break;
        }
    }
    reviewed
}

/// One decision of a game to review: the position before it (as the game holds it: the review
/// searches it as the seat saw it), the action played and the number of actions before it.
#[derive(Clone, Debug)]
pub struct Decision<G: Game> {
    pub ply: usize,
    pub before: G,
    pub played: G::Action,
}

impl<G: Game> Decision<G> {
    /// The decisions of `seat` in a game given as each position with the action played in it,
    /// in order (a replay, or the positions a match holds: a game by link's rolls come from
    /// seeds a plain replay does not know).
    pub fn of_seat<'a>(positions: impl IntoIterator<Item = (&'a G, G::Action)>, seat: Seat) -> Vec<Decision<G>>
    where
        G: 'a,
    {
        positions
            .into_iter()
            .enumerate()
            .filter(|(_, (before, _))| before.to_move() == Some(seat))
            .map(|(ply, (before, played))| Decision { ply, before: before.clone(), played })
            .collect()
    }

    /// What the review says of it, searched from the review's `seed` (each decision from its own
    /// seed, so that a game reviewed one decision at a time says what [`review_game`] says).
    /// `None` for a decision not to judge ([`review_decision`]).
    pub fn review(&self, config: &ReviewConfig, seed: u64) -> Option<ReviewedDecision<G::Action>> {
        let review = review_decision(&self.before, self.played, config, derive_seed(seed, self.ply as u64))?;
        Some(ReviewedDecision { ply: self.ply, review })
    }
}
