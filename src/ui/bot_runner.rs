//! Runs bots (and hints) in a web worker (`castellan::worker`, built by Trunk beside the
//! app): the page's wasm holds no bot, a hot-seat game never downloads one, and a search never
//! holds up the page. The worker is started the first time a bot or a hint is needed.
//!
//! One request is answered at a time. A request remembers the position it was asked in (the
//! ply, and the whole game as its link) and a check that the screen still wants it (a token: undo,
//! a new game, leaving the screen or pausing moves it on); an answer that comes too late is
//! dropped, and a search still running for it is stopped at its next progress report, or at once
//! by [`stop`] (an undo or redo). A bot's move is played only in the very game it was asked about:
//! after a take-back the same ply may be reached by other moves, so the ply alone would not do.
//!
//! A bot's action is shown once the player's chosen pause has passed since it was asked, not
//! after the search plus the pause: the thinking overlaps the pause. Between the actions of one
//! bot turn the pause is shorter ([`crate::settings::Settings::bot_pause_ms`]).
//!
//! A review of a finished game ([`start_review`]) is a request like the others, answered once
//! per decision until the last; a newer request or [`stop`] ends it.
//!
//! In a game by link the screen passes the device's private seed for the seat
//! ([`crate::remote::Remote::bot_seed`]) with every bot turn and hint: the link the worker is
//! given shows the game's seed, as every link of the game does, and a bot (or a hint) drawing
//! from it alone would let the friend compute its hidden choices. Elsewhere it passes `None`.

use super::Session;
use super::{AppError, AppState};
use crate::bot::Level;
use crate::core::data::WriteError;
use crate::core::Seat;
use crate::worker::protocol::{GameRecord, Reply, Request, ReviewedMove};
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::Duration;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The worker's loader, which Trunk writes next to the app (`index.html`, `data-loader-shim`).
const WORKER_LOADER: &str = "./bot_worker_loader.js";
/// How long a new worker may take to load before it counts as failed (it loads once per visit,
/// from the cache when offline; a slow network's first visit is what this allows for).
const READY_WITHIN_MS: u64 = 30_000;

/// What to do with the answer.
#[derive(Clone)]
enum Purpose {
    /// Play the move for `seat` once `pause_ms` have passed since it was asked.
    Move { seat: Seat, pause_ms: u32 },
    /// Show it as a hint.
    Hint,
    /// Tell the review screen each decision reviewed (`None`: the review failed).
    Review(Rc<dyn Fn(Option<ReviewNews>)>),
}

/// What the worker said of one more decision of a review: `done` of `total` gone through, and
/// what it found of the last one (`None`: not judged).
pub struct ReviewNews {
    pub done: u32,
    pub total: u32,
    pub decision: Option<ReviewedMove>,
}

/// The request the page waits for.
struct Waiting {
    id: u32,
    app: AppState,
    ply: usize,
    /// The game asked about, as the worker replays it.
    game: GameRecord,
    purpose: Purpose,
    /// When it was asked (`performance.now()`, ms).
    asked_ms: f64,
    is_current: Box<dyn Fn() -> bool>,
}

/// The game in play as the worker is to replay it: in a game by link with the rolls' seeds
/// and this device's deal of the secret decks, so the bot searches the very game on screen.
fn record_of(s: &Session) -> Result<GameRecord, WriteError> {
    let remote = s.remote.as_ref();
    let chance = remote.filter(|r| r.chain.is_some()).map(|r| r.known_seeds());
    GameRecord::of(&s.game, chance, remote.and_then(|r| r.deck_seeds()))
}

/// The game in play as the worker is to replay it, and its ply; `None` without a game, or (said
/// to the player) when it cannot be written.
fn game_now(app: AppState) -> Option<(GameRecord, usize)> {
    let (game, ply) = app.session.with_untracked(|s| s.as_ref().map(|s| (record_of(s), s.game.ply())))?;
    match game {
        Ok(game) => Some((game, ply)),
        Err(e) => {
            app.fail(AppError::Write(e));
            None
        }
    }
}

/// The worker, and a request kept until it says it is ready (messages sent before are lost).
struct BotWorker {
    worker: web_sys::Worker,
    /// Which worker of the visit this is (one is started again after a failure).
    number: u32,
    ready: bool,
    queued: Option<String>,
}

thread_local! {
    static WORKER: RefCell<Option<BotWorker>> = const { RefCell::new(None) };
    static WAITING: RefCell<Option<Waiting>> = const { RefCell::new(None) };
    static LAST_ID: Cell<u32> = const { Cell::new(0) };
    /// The seat of the last bot action played here and the ply it led to: the same seat to move
    /// at that ply is a later action of the same bot turn.
    static LAST_BOT_MOVE: Cell<Option<(Seat, usize)>> = const { Cell::new(None) };
}

/// Asks the bot at `level` for `seat`'s move. `private`: the device's own seed for the seat in
/// a game by link (module docs), `None` elsewhere.
pub fn start_bot_turn(
    app: AppState,
    seat: Seat,
    level: Level,
    private: Option<u64>,
    is_current: impl Fn() -> bool + 'static,
) {
    let ply = app.session.with_untracked(|s| s.as_ref().map(|s| s.game.ply()));
    let within_turn = ply.is_some_and(|ply| LAST_BOT_MOVE.with(Cell::get) == Some((seat, ply)));
    let pause_ms = app.settings.get_untracked().bot_pause_ms(within_turn);
    start(app, seat, level, private, Purpose::Move { seat, pause_ms }, is_current);
}

/// Milliseconds on the page's monotonic clock.
fn clock_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map(|p| p.now()).unwrap_or_else(js_sys::Date::now)
}

/// Asks the Normal bot for a suggestion for the human to move. `token` is `None` once the
/// screen that asked is gone. `private`: as for [`start_bot_turn`] (a hint that followed the
/// game's seed would tell the friend the deployment it suggests).
pub fn start_hint(app: AppState, private: Option<u64>, token: impl Fn() -> Option<u64> + 'static) {
    let Some(seat) = app.session.with_untracked(|s| s.as_ref().and_then(|s| s.game.to_move())) else { return };
    let at_start = token();
    start(app, seat, Level::Normal, private, Purpose::Hint, move || token() == at_start);
}

/// Asks the worker to review every decision of `seat` in the (finished) game on screen; `tell`
/// hears of each decision as it is reviewed, while `is_current()`, and `None` if the review
/// fails. Another request, or [`stop`], ends it.
pub fn start_review(
    app: AppState,
    seat: Seat,
    is_current: impl Fn() -> bool + 'static,
    tell: impl Fn(Option<ReviewNews>) + 'static,
) {
    let Some((game, ply)) = game_now(app) else { return };
    let id = next_id();
    let request = Request::Review { id, seat, game: game.clone() };
    let purpose = Purpose::Review(Rc::new(tell));
    let waiting = Waiting { id, app, ply, game, purpose, asked_ms: clock_ms(), is_current: Box::new(is_current) };
    WAITING.with(|w| *w.borrow_mut() = Some(waiting));
    if !request.to_text().is_ok_and(send) {
        give_up(app);
    }
}

/// The seats bots play (not a human here, nor a friend's seat played elsewhere).
fn bot_seats(seats: &[crate::session::SeatSetup]) -> Vec<Seat> {
    let bot = |s: &crate::session::SeatSetup| matches!(s.kind, crate::session::PlayerKind::Bot(_));
    seats.iter().enumerate().filter(|(_, s)| bot(s)).map(|(i, _)| i as Seat).collect()
}

fn next_id() -> u32 {
    LAST_ID.with(|l| {
        l.set(l.get().wrapping_add(1));
        l.get()
    })
}

fn start(
    app: AppState,
    seat: Seat,
    level: Level,
    private: Option<u64>,
    purpose: Purpose,
    is_current: impl Fn() -> bool + 'static,
) {
    let Some((game, ply)) = game_now(app) else { return };
    let bots = app.session.with_untracked(|s| s.as_ref().map(|s| bot_seats(&s.seats))).unwrap_or_default();
    let id = next_id();
    let keep = matches!(purpose, Purpose::Move { .. });
    let mask = bots.iter().fold(0u8, |m, &b| m | 1 << b);
    let request = Request::Decide { id, seat, level, keep, bots: mask, private, game: game.clone() };
    let asked_ms = clock_ms();
    WAITING.with(|w| {
        *w.borrow_mut() = Some(Waiting { id, app, ply, game, purpose, asked_ms, is_current: Box::new(is_current) })
    });
    app.thinking.set(Some(0.0));
    // Sent once the page has drawn the move that led here, so the search does not take the
    // device's other core from that drawing.
    set_timeout(
        move || {
            // Not if it was dropped meanwhile (an undo, a newer request).
            if !WAITING.with(|w| w.borrow().as_ref().is_some_and(|waiting| waiting.id == id)) {
                return;
            }
            if !request.to_text().is_ok_and(send) {
                give_up(app);
            }
        },
        Duration::ZERO,
    );
}

/// Sends a message to the worker, starting it if needed; false if it cannot be started.
fn send(text: String) -> bool {
    WORKER.with(|w| {
        let mut w = w.borrow_mut();
        if w.is_none() {
            let number = next_id();
            *w = spawn(number).map(|worker| BotWorker { worker, number, ready: false, queued: None });
        }
        let Some(bot) = w.as_mut() else { return false };
        if bot.ready {
            bot.worker.post_message(&JsValue::from_str(&text)).is_ok()
        } else {
            bot.queued = Some(text);
            true
        }
    })
}

fn spawn(number: u32) -> Option<web_sys::Worker> {
    let worker = web_sys::Worker::new(WORKER_LOADER).ok()?;
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|event: web_sys::MessageEvent| {
        if let Some(reply) = event.data().as_string().as_deref().and_then(Reply::parse) {
            receive(reply);
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|_: web_sys::Event| drop_worker());
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    // A worker whose wasm failed to load reports nothing (the failure stays inside it).
    set_timeout(
        move || {
            if WORKER.with(|w| w.borrow().as_ref().is_some_and(|bot| bot.number == number && !bot.ready)) {
                drop_worker();
            }
        },
        Duration::from_millis(READY_WITHIN_MS),
    );
    Some(worker)
}

/// The worker's files could not be loaded (offline before the app was ever cached whole) or it
/// stopped: drop it, so the next request tries again, and say so.
fn drop_worker() {
    WORKER.with(|w| {
        if let Some(bot) = w.borrow_mut().take() {
            bot.worker.terminate();
        }
    });
    if let Some(waiting) = WAITING.with(|w| w.borrow_mut().take()) {
        give_up_on(waiting);
    }
}

fn give_up(app: AppState) {
    match WAITING.with(|w| w.borrow_mut().take()) {
        Some(waiting) => give_up_on(waiting),
        None => {
            app.thinking.set(None);
            app.fail(AppError::BotUnavailable);
        }
    }
}

fn give_up_on(waiting: Waiting) {
    waiting.app.thinking.set(None);
    if let Purpose::Review(tell) = &waiting.purpose {
        tell(None);
    }
    waiting.app.fail(AppError::BotUnavailable);
}

fn receive(reply: Reply) {
    let id = match reply {
        Reply::Ready => {
            let queued = WORKER.with(|w| {
                let mut w = w.borrow_mut();
                let bot = w.as_mut()?;
                bot.ready = true;
                bot.queued.take()
            });
            if let Some(text) = queued {
                send(text);
            }
            return;
        }
        Reply::Progress { id, .. }
        | Reply::Done { id, .. }
        | Reply::Failed { id }
        | Reply::Resign { id }
        | Reply::Reviewed { id, .. } => id,
    };
    // Only the request waited for, and only while the screen still wants it.
    let waiting = WAITING.with(|w| w.borrow_mut().take_if(|waiting| waiting.id == id));
    let Some(waiting) = waiting else { return };
    if !(waiting.is_current)() {
        waiting.app.thinking.set(None);
        if let Ok(stop) = (Request::Stop { id: next_id() }).to_text() {
            send(stop);
        }
        return;
    }
    let app = waiting.app;
    match reply {
        Reply::Progress { per_mille, .. } => {
            app.thinking.set(Some(f32::from(per_mille) / 1000.0));
            WAITING.with(|w| *w.borrow_mut() = Some(waiting));
        }
        Reply::Done { index, .. } => {
            app.thinking.set(None);
            answer(waiting, Answer::Play(index as usize));
        }
        // Only ever the answer to a move (the worker never resigns for a hint).
        Reply::Resign { .. } => {
            app.thinking.set(None);
            answer(waiting, Answer::Resign);
        }
        Reply::Reviewed { done, total, decision, .. } => {
            let Purpose::Review(tell) = waiting.purpose.clone() else { return give_up_on(waiting) };
            if done < total {
                WAITING.with(|w| *w.borrow_mut() = Some(waiting));
            }
            tell(Some(ReviewNews { done, total, decision }));
        }
        Reply::Failed { .. } | Reply::Ready => give_up_on(waiting),
    }
}

/// Drops the request waited for, if any, and stops its search now (an undo or redo has left the
/// position it was asked about). The screen asks again if a bot is to move.
pub fn stop() {
    let Some(waiting) = WAITING.with(|w| w.borrow_mut().take()) else { return };
    waiting.app.thinking.set(None);
    WORKER.with(|w| {
        let mut w = w.borrow_mut();
        let Some(bot) = w.as_mut() else { return };
        if bot.ready {
            if let Ok(stop) = (Request::Stop { id: next_id() }).to_text() {
                let _ = bot.worker.post_message(&JsValue::from_str(&stop));
            }
        } else {
            // Still loading: the request was never sent.
            bot.queued = None;
        }
    });
}

/// What the worker answered.
#[derive(Clone, Copy)]
enum Answer {
    /// The legal action at this index.
    Play(usize),
    /// Every bot resigns (at a table of one human and bots that all cannot win any more).
    Resign,
}

fn answer(waiting: Waiting, answer: Answer) {
    let Waiting { app, ply, game, purpose, asked_ms, is_current, .. } = waiting;
    match (purpose, answer) {
        (Purpose::Hint, Answer::Play(index)) => app.hint.set(Some((ply, index))),
        (Purpose::Hint | Purpose::Review(_), Answer::Resign) => {}
        (Purpose::Review(_), Answer::Play(_)) => {}
        (Purpose::Move { seat, pause_ms }, answer) => {
            let play = move || {
                if !is_current() {
                    return;
                }
                // Only in the game it was asked about: if it changed meanwhile (a move, an undo),
                // the screen has asked afresh where a bot is to move.
                let same = app.session.with_untracked(|s| {
                    s.as_ref().is_some_and(|s| s.game.ply() == ply && record_of(s).is_ok_and(|r| r == game))
                });
                if !same {
                    return;
                }
                match answer {
                    Answer::Play(index) => {
                        LAST_BOT_MOVE.with(|l| l.set(Some((seat, ply + 1))));
                        super::by_link::play_index(app, index, AppError::BotMoveRefused);
                    }
                    Answer::Resign => {
                        let bots = app.session.with_untracked(|s| s.as_ref().map(|s| bot_seats(&s.seats)));
                        let bots = bots.unwrap_or_default();
                        app.update_game(|game| game.resign(&bots).map_err(AppError::Play));
                    }
                }
            };
            // The pause counts from the request: the search has used part of it.
            let left = (f64::from(pause_ms) - (clock_ms() - asked_ms)).max(0.0);
            set_timeout(play, Duration::from_millis(left as u64));
        }
    }
}
