//! The bots' side of the web worker (`src/bin/bot_worker.rs`): the page sends a decision request
//! ([`super::worker_protocol`]), the worker replays the game from its link and searches in
//! slices, reporting progress after each, and answers with the chosen action's index.
//!
//! The bots live here, in their own wasm loaded the first time a bot or a hint is needed, so the
//! page's own wasm stays small and a hot-seat game never downloads them; and a search in a worker
//! cannot make the page stutter. Between slices the worker yields to its event loop, so a newer
//! request or a stop is read at once and the older search ends there.

use super::worker_protocol::{Reply, Request};
use super::{derive_seed, BotSpec, Level, Search};
use crate::core::{legal_vec, Game, Seat};
use crate::games::{GameVisitor, RegisteredGame};
use crate::session::AnyMatch;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Search per slice. The worker has no frames to draw; slices only bound how late a stop is read.
const SLICE_MS: f64 = 40.0;

thread_local! {
    /// The newest request: a search of any other id stops at its next slice.
    static LATEST: Cell<u32> = const { Cell::new(0) };
    /// The last move's finished search, for the same bot's next decision in the turn.
    static LAST_SEARCH: RefCell<Option<Box<dyn std::any::Any>>> = const { RefCell::new(None) };
}

fn scope() -> DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

fn post(reply: Reply) {
    let _ = scope().post_message(&JsValue::from_str(&reply.to_text()));
}

fn clock() -> f64 {
    scope().performance().map(|p| p.now()).unwrap_or(0.0)
}

/// Listens for requests and says it is ready.
pub fn run() {
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|event: MessageEvent| {
        if let Some(request) = event.data().as_string().as_deref().and_then(Request::parse) {
            handle(request);
        }
    });
    scope().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    post(Reply::Ready);
}

fn handle(request: Request) {
    LATEST.with(|l| l.set(request.id()));
    let Request::Decide { id, seat, level, keep, link } = request else { return };
    match crate::share::decode(&link) {
        Ok(shared) => shared.game.kind().visit(Start { id, seat, level, keep, game: shared.game }),
        Err(_) => post(Reply::Failed { id }),
    }
}

/// Starts the search for the visited game.
struct Start {
    id: u32,
    seat: Seat,
    level: Level,
    keep: bool,
    game: AnyMatch,
}

impl GameVisitor for Start {
    type Output = ();
    fn visit<G: RegisteredGame>(self) {
        let Some(m) = G::get(&self.game) else { return post(Reply::Failed { id: self.id }) };
        let state = m.current().clone();
        // Seeded from the game and the ply, as the arena seeds it: a level with a fixed iteration
        // budget plays the same moves on replay; one with a thinking time (Torres) searches as far
        // as the device gets in that time, within its iteration floor and safety cap.
        let seed = derive_seed(m.seed(), m.ply() as u64);
        let search = search_for(&state, self.seat, &G::level_spec(self.level), seed);
        slice(self.id, search, state, self.keep);
    }
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

/// A finished search, the action it played and the position that action led to: the next
/// decision of the same bot in the same turn goes on from its subtree
/// ([`Search::continue_after`], for levels that keep it). Anything else (a hint, an undo,
/// another game) finds a position that does not match and starts afresh.
struct LastSearch<G: Game> {
    search: Search<G>,
    action: G::Action,
    after: String,
}

fn keep_search<G: Game>(search: Search<G>, action: G::Action, before: &G) {
    if !search.config().reuse_subtree {
        return;
    }
    let mut after = before.clone();
    after.play_unchecked(action);
    let after = after.position_text();
    LAST_SEARCH.with(|l| *l.borrow_mut() = Some(Box::new(LastSearch { search, action, after })));
}

fn slice<G: Game>(id: u32, mut search: Search<G>, state: G, keep: bool) {
    if LATEST.with(Cell::get) != id {
        return;
    }
    search.run_for(SLICE_MS, &clock);
    if !search.is_done() {
        post(Reply::Progress { id, per_mille: (search.progress().clamp(0.0, 1.0) * 1000.0) as u16 });
        let next = Closure::once_into_js(move || slice(id, search, state, keep));
        let _ = scope().set_timeout_with_callback(next.unchecked_ref());
        return;
    }
    let chosen = search.best_action().and_then(|action| {
        let index = legal_vec(&state).iter().position(|a| *a == action)?;
        Some((action, index))
    });
    match chosen {
        Some((action, index)) => {
            if keep {
                keep_search(search, action, &state);
            }
            post(Reply::Done { id, index: index as u32 });
        }
        None => post(Reply::Failed { id }),
    }
}
