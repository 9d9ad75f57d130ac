//! Runs bots (and hints) in the page without freezing it: the search runs in slices of a few
//! milliseconds scheduled with `setTimeout`, so input and painting happen between slices.
//! A token taken at the start is checked before every slice; when the game changes (undo, a new
//! game, leaving the screen) the token moves on and the stale search simply stops.

use super::{AppError, AppState};
use crate::bot::{derive_seed, BotSpec, Level, Search};
use crate::core::{legal_vec, Game, Seat};
use crate::games::{GameKind, GameVisitor, RegisteredGame};
use crate::session::{AnyMatch, InAnyMatch, PlayError};
use leptos::prelude::*;
use std::time::Duration;

/// Work per slice, well under the 50 ms "long task" threshold so the page stays smooth.
const SLICE_MS: f64 = 12.0;

/// The bot's last finished search, the action it played from it, and the position that action
/// led to: the next decision of the same bot in the same turn goes on from its subtree
/// ([`Search::continue_after`], for levels that keep it). Anything else (a hint, an undo, another
/// game) finds a position that does not match and starts afresh.
struct LastSearch<G: Game> {
    search: Search<G>,
    action: G::Action,
    after: String,
}

thread_local! {
    static LAST_SEARCH: std::cell::RefCell<Option<Box<dyn std::any::Any>>> = const { std::cell::RefCell::new(None) };
}

/// The search for `seat` in `state`: the previous search's subtree if it led here, else new.
fn search_for<G: Game>(state: &G, seat: Seat, spec: &BotSpec, seed: u64) -> Search<G> {
    let last = LAST_SEARCH.with(|l| l.borrow_mut().take());
    if let Some(last) = last.and_then(|b| b.downcast::<LastSearch<G>>().ok()) {
        if last.search.seat() == seat && last.after == state.position_text() {
            return last.search.continue_after(last.action, state, seed);
        }
    }
    Search::from_spec(state, seat, spec, seed)
}

/// Keeps a finished search for the bot's next decision (only levels that reuse their tree).
fn keep_search<G: Game>(search: Search<G>, action: G::Action, before: &G) {
    if !search.config().reuse_subtree {
        return;
    }
    let mut after = before.clone();
    after.play_unchecked(action);
    let after = after.position_text();
    LAST_SEARCH.with(|l| *l.borrow_mut() = Some(Box::new(LastSearch { search, action, after })));
}

fn clock() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map(|p| p.now()).unwrap_or(0.0)
}

/// What to do with a finished search.
enum Purpose {
    /// Play the move for the bot after the player's chosen delay.
    Move { delay_ms: u32 },
    /// Show it as a hint.
    Hint,
}

pub fn start_bot_turn(app: AppState, seat: Seat, level: Level, is_current: impl Fn() -> bool + Clone + 'static) {
    let delay_ms = app.settings.get_untracked().clamped().bot_delay_ms;
    start(app, seat, level, Purpose::Move { delay_ms }, is_current);
}

/// Computes the Normal bot's suggestion for the human to move. `token` is `None` once the
/// screen that asked is gone.
pub fn start_hint(app: AppState, token: impl Fn() -> Option<u64> + Clone + 'static) {
    let Some(seat) = app.session.with_untracked(|s| s.as_ref().and_then(|s| s.game.to_move())) else { return };
    let at_start = token();
    start(app, seat, Level::Normal, Purpose::Hint, move || token() == at_start);
}

fn start(app: AppState, seat: Seat, level: Level, purpose: Purpose, is_current: impl Fn() -> bool + Clone + 'static) {
    let kind: Option<GameKind> = app.session.with_untracked(|s| s.as_ref().map(|s| s.game.kind()));
    if let Some(kind) = kind {
        kind.visit(Run { app, seat, level, purpose, is_current });
    }
}

/// Starts the search for the visited game.
struct Run<F> {
    app: AppState,
    seat: Seat,
    level: Level,
    purpose: Purpose,
    is_current: F,
}

impl<F: Fn() -> bool + Clone + 'static> GameVisitor for Run<F> {
    type Output = ();
    fn visit<G: RegisteredGame>(self) {
        run::<G>(self.app, self.seat, self.level, self.purpose, self.is_current)
    }
}

fn run<G: RegisteredGame>(
    app: AppState,
    seat: Seat,
    level: Level,
    purpose: Purpose,
    is_current: impl Fn() -> bool + Clone + 'static,
) {
    let Some((state, ply, seed)) = app.session.with_untracked(|s| {
        let m = G::get(&s.as_ref()?.game)?;
        Some((m.current().clone(), m.ply(), m.seed()))
    }) else {
        return;
    };
    // Seeded from the game and the ply. A level with a fixed iteration budget plays the same
    // moves on replay; one with a thinking time (Torres) searches as far as the device gets in
    // that time, within its iteration floor and safety cap.
    let search = search_for(&state, seat, &G::level_spec(level), derive_seed(seed, ply as u64));
    app.thinking.set(Some(0.0));
    // The first slice waits a tick so the thinking indicator is drawn before the search starts,
    // however quickly it then ends.
    set_timeout(move || slice::<G>(app, search, state, ply, purpose, is_current), Duration::ZERO);
}

fn slice<G: InAnyMatch>(
    app: AppState,
    mut search: Search<G>,
    state: G,
    ply: usize,
    purpose: Purpose,
    is_current: impl Fn() -> bool + Clone + 'static,
) {
    if !is_current() {
        return;
    }
    search.run_for(SLICE_MS, &clock);
    if !search.is_done() {
        app.thinking.set(Some(search.progress()));
        set_timeout(move || slice::<G>(app, search, state, ply, purpose, is_current), Duration::from_millis(0));
        return;
    }
    app.thinking.set(None);
    let Some(action) = search.best_action() else { return };
    match purpose {
        Purpose::Hint => {
            let index = legal_vec(&state).iter().position(|a| *a == action);
            if let Some(index) = index {
                app.hint.set(Some((ply, index)));
            }
        }
        Purpose::Move { delay_ms } => {
            keep_search(search, action, &state);
            let play = move || {
                if !is_current() {
                    return;
                }
                app.update_game(|game: &mut AnyMatch| {
                    let m = G::get_mut(game).ok_or(AppError::GameChanged)?;
                    if m.ply() != ply {
                        return Ok(()); // something else moved meanwhile; the next turn starts afresh
                    }
                    m.play(action).map(|_| ()).map_err(|e| AppError::BotMoveRefused(PlayError::from_match::<G>(e)))
                });
            };
            set_timeout(play, Duration::from_millis(delay_ms as u64));
        }
    }
}
