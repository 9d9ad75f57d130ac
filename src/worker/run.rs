//! The bots' side of the web worker (`src/bin/bot_worker.rs`): the page sends a decision request
//! ([`super::protocol`]), the worker replays the game from its record and searches in slices,
//! reporting progress after each, and answers with the chosen action's index.
//!
//! The bots live here, in their own wasm loaded the first time a bot or a hint is needed, so the
//! page's own wasm stays small and a hot-seat game never downloads them; and a search in a worker
//! cannot make the page stutter. Between slices the worker yields to its event loop, so a newer
//! request or a stop is read at once and the older search ends there.
//!
//! A review of a finished game ([`Request::Review`]) judges one decision of its seat per task
//! ([`crate::bot::review`]) and says what it found after each, until the seat's last decision or
//! a newer request.
//!
//! A bot to move at a table of one human and bots resigns instead, for every bot, when each bot
//! seat cannot win any more ([`crate::bot::concede`]): the rules' exact bound, or its searches
//! without hope over several turns, which the worker remembers for the game it is playing.
//!
//! A bot's next decision of the same turn is searched ahead: as soon as the worker has answered,
//! it goes on with the search for the position its action leads to (the same seat still to move,
//! the subtree kept, the seed the request will bring), while the page pauses and draws the
//! move. The request for it then finds that search running or done; anything else (an undo, a
//! hint, another game) finds a position that does not match, and the search ahead is dropped.

use super::protocol::{per_mille, Reply, Request, ReviewedMove};
use crate::bot::concede::{table_concedes, ConcedeRule, Hope};
use crate::bot::review::{Decision, ReviewConfig};
use crate::bot::{derive_seed, review_config, BotRandomness, BotSpec, Level, Search};
use crate::core::{legal_vec, Game, Seat};
use crate::registry::{decision_spec, AnyMatch, GameVisitor, RegisteredGame};
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Search per slice. The worker has no frames to draw; slices only bound how late a stop is read.
const SLICE_MS: f64 = 40.0;

thread_local! {
    /// The newest request: a search of any other id stops at its next slice.
    static LATEST: Cell<u32> = const { Cell::new(0) };
    /// The search ahead for the same bot's next decision in the turn.
    static AHEAD: RefCell<Option<Box<dyn std::any::Any>>> = const { RefCell::new(None) };
    /// Numbers the searches ahead, so a stale slice callback finds it is not its own.
    static AHEAD_NUMBER: Cell<u32> = const { Cell::new(0) };
    /// What the bots' searches said about their chances in the game last played (its game id
    /// and seed), for resigning.
    static HOPE: RefCell<(&'static str, u64, Hope)> = RefCell::new(("", 0, Hope::default()));
}

fn scope() -> DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

fn post(reply: Reply) {
    // A reply is plain numbers and always writes; the page gives up on a request whose answer
    // never comes, as it does when the worker fails.
    if let Ok(text) = reply.to_text() {
        let _ = scope().post_message(&JsValue::from_str(&text));
    }
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
    match request {
        Request::Decide { id, seat, level, keep, bots, private, game } => match game.replay() {
            Some(Ok(game)) => game.kind().visit(Start { id, seat, level, keep, bots, private, game }),
            _ => post(Reply::Failed { id }),
        },
        Request::Review { id, seat, game } => {
            AHEAD.with(|a| a.borrow_mut().take());
            match game.replay() {
                Some(Ok(game)) => game.kind().visit(StartReview { id, seat, game }),
                _ => post(Reply::Failed { id }),
            }
        }
        Request::Stop { .. } => {
            AHEAD.with(|a| a.borrow_mut().take());
        }
    }
}

/// Starts reviewing the visited game's decisions of one seat.
struct StartReview {
    id: u32,
    seat: Seat,
    game: AnyMatch,
}

impl GameVisitor for StartReview {
    type Output = ();
    fn visit<G: RegisteredGame>(self) {
        let Some(m) = G::get(&self.game) else { return post(Reply::Failed { id: self.id }) };
        let positions = m.records().iter().enumerate().map(|(ply, record)| (m.state_at(ply), record.action));
        let decisions = Decision::of_seat(positions, self.seat);
        if decisions.is_empty() {
            return post(Reply::Reviewed { id: self.id, done: 0, total: 0, decision: None });
        }
        // Not the game's own seed, which its bots drew from: a review's worlds are its own.
        let seed = derive_seed(m.seed(), REVIEW_SALT);
        let review = Review { id: self.id, config: review_config::<G>(m.options()), seed, decisions };
        review_next(review, 0);
    }
}

/// Seeds a review's searches apart from the bots' ([`derive_seed`]).
const REVIEW_SALT: u64 = 0x5245_5649_4557;

/// A review under way: the decisions to judge and how.
struct Review<G: Game> {
    id: u32,
    config: ReviewConfig,
    seed: u64,
    decisions: Vec<Decision<G>>,
}

/// Reviews decision `next`, says what the review found, and goes on with the next one in a task
/// of its own, so that a newer request or a stop is read in between.
fn review_next<G: Game>(review: Review<G>, next: usize) {
    if LATEST.with(Cell::get) != review.id {
        return;
    }
    let Some(decision) = review.decisions.get(next) else { return };
    let reviewed = decision.review(&review.config, review.seed).and_then(|d| {
        let legal = legal_vec(&decision.before);
        let index = |action| legal.iter().position(|a| *a == action).map(|i| i as u32);
        Some(ReviewedMove {
            ply: d.ply as u32,
            played: index(d.review.played)?,
            best: index(d.review.best)?,
            played_value: per_mille(d.review.played_value),
            best_value: per_mille(d.review.best_value),
            judgement: d.review.judgement,
        })
    });
    let total = review.decisions.len() as u32;
    post(Reply::Reviewed { id: review.id, done: next as u32 + 1, total, decision: reviewed });
    if next + 1 < review.decisions.len() {
        let more = Closure::once_into_js(move || review_next(review, next + 1));
        let _ = scope().set_timeout_with_callback(more.unchecked_ref());
    }
}

/// Starts the search for the visited game.
struct Start {
    id: u32,
    seat: Seat,
    level: Level,
    keep: bool,
    /// The seats bots play, one bit each.
    bots: u8,
    /// The device's own seed in a game by link ([`BotRandomness::Private`]).
    private: Option<u64>,
    game: AnyMatch,
}

/// The table a bot's move is decided at, for resigning: the bot seats and the game's rule.
struct Table {
    bots: Vec<Seat>,
    rule: ConcedeRule,
}

impl Table {
    /// Whether the bots resign now in `state` (the table rule, with the remembered hope).
    fn concedes<G: Game>(&self, state: &G) -> bool {
        HOPE.with(|h| table_concedes(state, &self.bots, &h.borrow().2, self.rule))
    }
}

impl GameVisitor for Start {
    type Output = ();
    fn visit<G: RegisteredGame>(self) {
        let Some(m) = G::get(&self.game) else { return post(Reply::Failed { id: self.id }) };
        // Seeded from the game and the ply, as the arena seeds it: a level with a fixed iteration
        // budget plays the same moves on replay; one with a thinking time (Torres) searches as far
        // as the device gets in that time, within its iteration floor and safety cap. In a game by
        // link from the device's private seed instead of the game's, which every link shows.
        let game_seed = m.seed();
        let ply = m.ply();
        let randomness = BotRandomness::new(game_seed, self.private);
        let mut state = m.current().clone();
        randomness.prepare(&mut state);
        let seed = randomness.decision_seed(ply);
        // A hint (a search nobody keeps: the UI asks Normal) may come from Normal at another
        // player count (`BotTuning::HINT_PLAYERS`).
        let spec = decision_spec::<G>(state.options(), self.level, !self.keep);
        // A move (never a hint) may be a resignation: what the searches said is remembered for
        // this game only, and the rules' exact bound needs no search.
        let table = self.keep.then(|| {
            HOPE.with(|h| {
                let mut h = h.borrow_mut();
                if (h.0, h.1) != (G::ID, game_seed) {
                    *h = (G::ID, game_seed, Hope::default());
                }
            });
            let bots = (0..state.seat_count() as Seat).filter(|&s| self.bots & (1 << s) != 0).collect();
            Table { bots, rule: G::CONCEDE }
        });
        if table.as_ref().is_some_and(|t| t.concedes(&state)) {
            return post(Reply::Resign { id: self.id });
        }
        let search = search_for(&state, self.seat, &spec, seed);
        let keep = self.keep.then_some(Next { randomness, ply });
        slice(self.id, search, state, keep, table);
    }
}

/// Where the game stands, for searching the bot's next decision ahead.
#[derive(Clone, Copy)]
struct Next {
    randomness: BotRandomness,
    ply: usize,
}

/// The search for `seat` in `state`: the one searched ahead if it is for this very decision,
/// else new.
fn search_for<G: Game>(state: &G, seat: Seat, spec: &BotSpec, seed: u64) -> Search<G> {
    let ahead = AHEAD.with(|a| a.borrow_mut().take());
    if let Some(ahead) = ahead.and_then(|b| b.downcast::<Ahead<G>>().ok()) {
        if ahead.search.seat() == seat && ahead.seed == seed && ahead.position == state.position_text() {
            return ahead.search;
        }
    }
    Search::from_spec(state, seat, spec, seed)
}

/// The search for the bot's next decision of the same turn, begun before it was asked for
/// ([`Search::continue_after`]: the subtree kept, and by the clock its thinking time counts from
/// its first slice).
struct Ahead<G: Game> {
    number: u32,
    search: Search<G>,
    seed: u64,
    /// The position it is for.
    position: String,
}

/// After `action` was chosen in `before` (at ply `next.ply`): if the same seat is still to
/// move in the same turn and the level keeps its subtree, starts searching that decision now.
fn search_ahead<G: Game>(search: &Search<G>, action: G::Action, before: &G, next: Next) {
    if !search.config().reuse_subtree {
        return;
    }
    let mut after = before.clone();
    after.play_unchecked(action);
    if after.to_move() != Some(search.seat()) || after.turn_number() != before.turn_number() {
        return;
    }
    let seed = next.randomness.decision_seed(next.ply + 1);
    let number = AHEAD_NUMBER.with(|n| {
        n.set(n.get().wrapping_add(1));
        n.get()
    });
    let ahead =
        Ahead { number, search: search.continue_after(action, &after, seed), seed, position: after.position_text() };
    AHEAD.with(|a| *a.borrow_mut() = Some(Box::new(ahead)));
    slice_ahead::<G>(number);
}

/// One slice of the search ahead, if it is still the one waiting (a request takes it away).
fn slice_ahead<G: Game>(number: u32) {
    let more = AHEAD.with(|a| {
        let mut a = a.borrow_mut();
        let Some(ahead) = a.as_mut().and_then(|b| b.downcast_mut::<Ahead<G>>()) else { return false };
        if ahead.number != number {
            return false;
        }
        ahead.search.run_for(SLICE_MS, &clock);
        !ahead.search.is_done()
    });
    if more {
        let next = Closure::once_into_js(move || slice_ahead::<G>(number));
        let _ = scope().set_timeout_with_callback(next.unchecked_ref());
    }
}

fn slice<G: Game>(id: u32, mut search: Search<G>, state: G, keep: Option<Next>, table: Option<Table>) {
    if LATEST.with(Cell::get) != id {
        return;
    }
    search.run_for(SLICE_MS, &clock);
    if !search.is_done() {
        post(Reply::Progress { id, per_mille: (search.progress().clamp(0.0, 1.0) * 1000.0) as u16 });
        let next = Closure::once_into_js(move || slice(id, search, state, keep, table));
        let _ = scope().set_timeout_with_callback(next.unchecked_ref());
        return;
    }
    if let Some(table) = table {
        let (seat, value) = (search.seat(), search.value());
        HOPE.with(|h| h.borrow_mut().2.note(seat, state.turn_number(), value, table.rule));
        if table.concedes(&state) {
            return post(Reply::Resign { id });
        }
    }
    let chosen = search.best_action().and_then(|action| {
        let index = legal_vec(&state).iter().position(|a| *a == action)?;
        Some((action, index))
    });
    match chosen {
        Some((action, index)) => {
            post(Reply::Done { id, index: index as u32 });
            if let Some(next) = keep {
                search_ahead(&search, action, &state, next);
            }
        }
        None => post(Reply::Failed { id }),
    }
}
