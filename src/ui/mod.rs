//! The browser app: one component per screen, all sharing [`AppState`] through context.
//!
//! * `home`     — the games, continue, saved games
//! * `new_game` — the new-game dialog (seats, bots, variants, seed)
//! * `play`     — the game screen (board, players, history, log, hand-over, end of game)
//! * `saves`    — the saved-games list
//! * `rules`    — rules help in our own words
//! * `<game>/`  — each game's board, which draws the state and reports clicks (the engine
//!   decides what is legal), its options form and its rules diagrams, one folder per game of
//!   the registry's list

pub mod board;
mod bot_runner;
pub mod by_link;
pub mod chart;
pub mod crash;
mod dialog;
mod home;
pub mod i18n;
mod lessons;
pub(crate) mod new_game;
pub(crate) mod play;
pub mod registry;
mod review;
mod routing;
mod rules;
mod saves;
pub mod seat_mark;
mod undo;

/// Each game's screens, `ui/<game>/` (the registry's list of games, [`crate::each_game!`]).
macro_rules! declare_screens {
    ($d:tt $($game:ident: $krate:ident::$variant:ident),* $(,)?) => {
        $(mod $game;)*
    };
}
crate::each_game!(declare_screens);

use crate::core::data::WriteError;
use crate::i18n::{Localize, Msg};
use crate::registry::{AnyMatch, GameKind, LoadError, PlayError};
use crate::session::{DefaultNames, DefaultTitle, SavedGame, SeatSetup};
pub use crate::settings::Settings;
use crate::share::ShareError;
use crate::storage::StorageError;
use crate::{share, storage};
use i18n::{use_i18n, I18n, LanguagePicker};
use leptos::prelude::*;

/// Seat colours, in seat order, shared by every game's board and the panels.
pub const SEAT_COLOURS: [&str; 4] = ["#d94b3f", "#3d7fd9", "#e9b93b", "#43a85a"];
/// Their names in the message files.
const SEAT_COLOUR_KEYS: [&str; 4] = ["colour-red", "colour-blue", "colour-yellow", "colour-green"];

/// The colour of `seat` in a game: the game's own when it has some (Voldétour), else the app's.
pub fn seat_colour(kind: GameKind, seat: usize) -> &'static str {
    kind.info().seat_colours.get(seat).map(|c| c.1).unwrap_or(SEAT_COLOURS[seat % 4])
}

/// The name of [`seat_colour`], as a message.
pub fn seat_colour_name(kind: GameKind, seat: usize) -> Msg {
    Msg::new(kind.info().seat_names.get(seat).copied().unwrap_or(SEAT_COLOUR_KEYS[seat % 4]))
}

/// `$you` for a message that names a seat before a verb: `"yes"` when the seat is the one human
/// at this device (a human seat, and the only one) or a human seat still called `you_name` (the
/// shell's "You", a hot-seat game's first seat), so the sentence takes the second person
/// ("Your turn.", "Du bist am Zug."), else `"no"`.
pub fn you_arg(seats: &[SeatSetup], seat: usize, you_name: &str) -> &'static str {
    let Some(this) = seats.get(seat).filter(|s| s.is_human()) else { return "no" };
    if this.name == you_name || seats.iter().filter(|s| s.is_human()).count() == 1 {
        "yes"
    } else {
        "no"
    }
}

/// `$you` for a result sentence that names a seat by the names shown with the result: `"yes"`
/// when that seat bears the shell's default name "You" (so the sentence takes the second person),
/// else `"no"`.
pub fn you_by_name(i18n: I18n, names: &[String], seat: usize) -> &'static str {
    if names.get(seat).is_some_and(|n| *n == i18n.t("new-game-you")) {
        "yes"
    } else {
        "no"
    }
}

/// What a game's prompt says instead of its own while the live position of a resigned game is
/// shown: who resigned. (The position itself is not over, so the game's prompt would still say
/// whose turn it is.) Each board's prompt asks this first.
pub fn resigned_prompt(app: AppState, i18n: I18n) -> Option<String> {
    if app.view_ply.get().is_some() {
        return None;
    }
    app.session.with(|s| {
        let s = s.as_ref()?;
        saves::resignation_msg(i18n, &s.seats, s.game.resigned()).map(|msg| i18n.msg(&msg))
    })
}

/// [`you_arg`] for a seat of the session being played.
pub fn you_in_session(app: AppState, i18n: I18n, seat: usize) -> &'static str {
    let you_name = i18n.t("new-game-you");
    app.session.with(|s| s.as_ref().map_or("no", |s| you_arg(&s.seats, seat, &you_name)))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Home,
    NewGame(GameKind),
    Play,
    Saves,
    Rules(GameKind),
    /// A game's lessons.
    Learn(GameKind),
    /// One lesson of a game, by its place in the list.
    Lesson(GameKind, u8),
}

/// A game being played: the match plus everything around it that is saved with it.
#[derive(Clone, Debug)]
pub struct Session {
    pub save_id: String,
    pub title: String,
    pub seats: Vec<SeatSetup>,
    pub game: AnyMatch,
    pub created: f64,
    /// Which names the app gave: worded in the language shown.
    pub defaults: DefaultNames,
    /// A game by link: what this device keeps of it (see [`by_link`]).
    pub remote: Option<crate::remote::Remote>,
    /// A game by link: where it stood when its link was last sent.
    pub link_sent: Option<crate::session::LinkSent>,
}

impl Session {
    /// A saved game opened to play on or review, its app-given names in the language shown.
    pub fn resumed(i18n: I18n, save_id: String, saved: SavedGame, game: AnyMatch) -> Session {
        let mut session = Session {
            save_id,
            title: saved.title,
            seats: saved.seats,
            game,
            created: saved.created,
            defaults: saved.defaults,
            remote: saved.remote,
            link_sent: saved.link_sent,
        };
        session.word_defaults(i18n);
        session
    }

    /// Words the app-given names in the language shown; says whether anything changed. Nothing
    /// changes until the language's words are in (a name is never written as a message key).
    pub fn word_defaults(&mut self, i18n: I18n) -> bool {
        i18n.ready.get_untracked()
            && new_game::word_defaults(i18n, self.game.kind(), &mut self.seats, &mut self.title, self.defaults)
    }
}

/// Everything that can go wrong in the app, typed. Screens report these through
/// [`AppState::fail`]; `Display` turns each into the message the player reads (the one place
/// translations hook into).
#[derive(Clone, Debug, PartialEq)]
pub enum AppError {
    /// An action the rules refuse (or a stale one).
    Play(PlayError),
    /// A bot's chosen action was refused (a bug; the game is unchanged).
    BotMoveRefused(PlayError),
    NothingToUndo,
    NothingToRedo,
    /// The board acted on a game that has since been replaced.
    GameChanged,
    /// A saved game could not be opened.
    OpenSave(StorageError),
    /// The game in progress could not be resumed at start-up.
    Resume(StorageError),
    /// Renaming a saved game failed.
    Rename(StorageError),
    /// A share link could not be opened.
    Link(ShareError),
    /// The seed field holds something other than a whole number.
    BadSeed,
    /// The new-game options do not make a game.
    Options(LoadError),
    /// The browser would not let us prepare a download.
    Export,
    /// The previous visit stopped on an internal error (reported at the next start).
    Crashed,
    /// The bots' worker could not be started (its files did not load) or stopped.
    BotUnavailable,
    /// The game could not be written down (for a link, a save or the bots: a bug).
    Write(WriteError),
    /// A link of a game by link was refused (the saved game is unchanged).
    ByLink(crate::remote::RemoteError),
    /// A game by link: the move is another device's to make now.
    NotYourTurnByLink,
    /// Play by link needs the browser's cryptographic random numbers, and this one has none.
    NoSecureRandom,
    /// A game by link set up without a person at this device.
    ByLinkNeedsYou,
}

impl Localize for AppError {
    fn msg(&self) -> Msg {
        match self {
            AppError::Play(e) => e.msg().capitalised(),
            AppError::BotMoveRefused(e) => Msg::new("app-error-bot-move").arg("reason", e.msg()),
            AppError::NothingToUndo => Msg::new("app-error-nothing-to-undo"),
            AppError::NothingToRedo => Msg::new("app-error-nothing-to-redo"),
            AppError::GameChanged => Msg::new("app-error-game-changed"),
            AppError::OpenSave(e) => e.msg(),
            AppError::Resume(e) => Msg::new("app-error-resume").arg("reason", e.msg()),
            AppError::Rename(e) => Msg::new("app-error-rename").arg("reason", e.msg()),
            AppError::Link(e) => Msg::new("app-error-link").arg("reason", e.msg()),
            AppError::BadSeed => Msg::new("app-error-bad-seed"),
            AppError::Options(e) => Msg::new("app-error-options").arg("reason", e.msg()),
            AppError::Export => Msg::new("app-error-export"),
            AppError::Crashed => Msg::new("app-error-crashed"),
            AppError::BotUnavailable => Msg::new("app-error-bot-unavailable"),
            AppError::Write(e) => e.msg(),
            AppError::ByLink(e) => Msg::new("app-error-link").arg("reason", e.msg()),
            AppError::NotYourTurnByLink => Msg::new("app-error-not-your-turn-by-link"),
            AppError::NoSecureRandom => Msg::new("app-error-no-secure-random"),
            AppError::ByLinkNeedsYou => Msg::new("app-error-by-link-needs-you"),
        }
    }
}

impl Localize for StorageError {
    fn msg(&self) -> Msg {
        match self {
            StorageError::Full => Msg::new("storage-full"),
            StorageError::Unavailable => Msg::new("storage-unavailable"),
            StorageError::Missing => Msg::new("storage-missing"),
            StorageError::Damaged(e) => Msg::new("storage-damaged").arg("reason", e.msg()),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum NoticeKind {
    Info,
    Warning,
    Error,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub kind: NoticeKind,
    /// Formatted when shown, so a notice follows a change of language.
    pub msg: Msg,
    /// The screen it was raised on: it goes when the player leaves that screen.
    pub screen: Screen,
}

/// Everything the screens share. `Copy`: each field is a signal.
#[derive(Clone, Copy)]
pub struct AppState {
    pub screen: RwSignal<Screen>,
    pub session: RwSignal<Option<Session>>,
    /// The ply being looked at while stepping through history; `None` = the live position.
    pub view_ply: RwSignal<Option<usize>>,
    pub notice: RwSignal<Option<Notice>>,
    /// The human seat that confirmed the hand-over screen for the turn in progress.
    pub revealed_for: RwSignal<Option<(u8, u32)>>,
    /// A suggested action for the human to move: (ply it was computed at, index in the legal list).
    pub hint: RwSignal<Option<(usize, usize)>>,
    /// Bot (or hint) search progress, 0..1, while thinking.
    pub thinking: RwSignal<Option<f32>>,
    /// All-bot games can be paused.
    pub paused: RwSignal<bool>,
    pub settings: RwSignal<Settings>,
    /// A first link of a game by link, opened here: the invitation to join it, shown in place of
    /// the home screen until answered.
    pub invitation: RwSignal<Option<crate::remote::RemoteLink>>,
    /// The review of the finished game on screen, once asked for (dropped with any change of
    /// the game).
    pub review: RwSignal<Option<review::GameReview>>,
}

impl AppState {
    pub fn notify(&self, kind: NoticeKind, msg: Msg) {
        self.notice.set(Some(Notice { kind, msg, screen: self.screen.get_untracked() }));
    }

    /// Starts a session, makes it the current game and saves it.
    pub fn start(&self, session: Session, at_ply: Option<usize>) {
        storage::set_current(Some(&session.save_id));
        self.revealed_for.set(None);
        self.hint.set(None);
        self.review.set(None);
        self.thinking.set(None);
        self.paused.set(false);
        self.view_ply.set(at_ply.filter(|p| *p < session.game.ply()));
        self.session.set(Some(session));
        self.screen.set(Screen::Play);
        // After the screen changes, so that a warning (a full storage) belongs to the game's
        // screen, and the notices of the screen left behind (a game that could not be resumed)
        // go with it.
        self.autosave();
    }

    /// Changes the live game (a move, an undo…), then saves it. The closure reports an illegal
    /// action as a message; the game is then unchanged.
    pub fn update_game(&self, change: impl FnOnce(&mut AnyMatch) -> Result<(), AppError>) {
        self.update_session(|s| change(&mut s.game));
    }

    /// Changes the live session (a move in a game by link changes its record too), then saves
    /// it, as [`AppState::update_game`] does.
    pub fn update_session(&self, change: impl FnOnce(&mut Session) -> Result<(), AppError>) {
        let mut result = Ok(());
        self.session.update(|s| {
            if let Some(s) = s {
                result = change(s);
            }
        });
        match result {
            Ok(()) => {
                self.view_ply.set(None);
                self.hint.set(None);
                self.review.set(None);
                self.autosave();
            }
            Err(why) => self.fail(why),
        }
    }

    /// Reports a failure to the player.
    pub fn fail(&self, error: AppError) {
        self.notify(NoticeKind::Error, error.msg());
    }

    /// Saves the current game; a full storage is reported once per session of play, and play goes on.
    pub fn autosave(&self) {
        let Some((id, saved)) = self.session.with_untracked(|s| {
            s.as_ref().map(|s| {
                let saved = SavedGame::capture(&s.game, &s.seats, &s.title, s.created, now_ms());
                let saved =
                    saved.map(|saved| saved.with_defaults(s.defaults).with_remote(s.remote.clone(), s.link_sent));
                (s.save_id.clone(), saved)
            })
        }) else {
            return;
        };
        let written = saved.map_err(|e| e.msg()).and_then(|saved| storage::write(&id, &saved).map_err(|e| e.msg()));
        if let Err(why) = written {
            let already = self.notice.with_untracked(|n| n.as_ref().is_some_and(|n| n.kind == NoticeKind::Warning));
            if !already {
                self.notify(NoticeKind::Warning, why);
            }
        }
    }
}

pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// A fresh random seed (setup and dice), from the browser's secure random source.
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        // Never fails in browsers with WebCrypto; fall back to the clock rather than stopping play.
        return now_ms() as u64;
    }
    // Keep seeds below 2^53 so they survive any JSON round trip exactly.
    u64::from_le_bytes(bytes) & ((1u64 << 53) - 1)
}

pub fn new_save_id() -> String {
    format!("{:x}{:04x}", now_ms() as u64, random_seed() & 0xffff)
}

fn location_hash() -> String {
    web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
}

/// Removes the fragment without adding a history entry, so a reload resumes the saved game
/// rather than importing the link again.
fn clear_location_hash() {
    if let Some(w) = web_sys::window() {
        if let Ok(history) = w.history() {
            let path = w.location().pathname().unwrap_or_default() + &w.location().search().unwrap_or_default();
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
        }
    }
}

/// Opens a share link as a new local game, or explains what is wrong with it; a link of a game
/// by link continues that game (or invites to it).
/// `i18n` is the app's (a link pasted into the address bar arrives in an event listener, outside
/// the components whose context holds it).
fn open_link(app: AppState, i18n: I18n, fragment: &str) {
    if crate::remote::is_remote_link(fragment) {
        by_link::open(app, i18n, fragment);
        clear_location_hash();
        remove_static_link();
        return;
    }
    match share::decode(fragment) {
        Ok(shared) => {
            let n = shared.game.seat_count();
            let kind = shared.game.kind();
            // A link with its seats (format 2) brings names, bots and levels; an older link gets
            // human seats with default names.
            let seats = shared.seats.unwrap_or_else(|| {
                (0..n)
                    .map(|i| SeatSetup {
                        name: i18n.msg(&Msg::new("app-player").arg("number", i + 1)),
                        kind: crate::session::PlayerKind::Human,
                    })
                    .collect()
            });
            // The link of a game kept here (shared from this device, or opened before) opens
            // that game, not a second copy of it.
            // (One that cannot be written down matches none: it opens as a game of its own.)
            let as_saved = SavedGame::capture(&shared.game, &seats, "", 0.0, 0.0);
            if let Some((id, saved)) = as_saved.ok().and_then(|as_saved| storage::find_same(&as_saved)) {
                app.start(Session::resumed(i18n, id, saved, shared.game), shared.ply);
                app.notify(NoticeKind::Info, Msg::new("app-link-opened-existing"));
                clear_location_hash();
                return;
            }
            // Otherwise a game of its own, titled so it is told apart from the one it came from.
            let defaults =
                DefaultNames { seats: new_game::default_seats(i18n, kind, &seats), title: DefaultTitle::FromLink };
            let mut session = Session {
                save_id: new_save_id(),
                title: String::new(),
                seats,
                game: shared.game,
                created: now_ms(),
                defaults,
                remote: None,
                link_sent: None,
            };
            session.word_defaults(i18n);
            app.start(session, shared.ply);
            app.notify(NoticeKind::Info, Msg::new("app-link-opened"));
        }
        Err(e) => app.fail(AppError::Link(e)),
    }
    clear_location_hash();
    remove_static_link();
}

/// Removes `#static-link`, the page that said a game link was opening (`index.html`), once the
/// game (or the home screen with what is wrong with the link) is being drawn in its place: in the
/// same task, so the page never shows both or neither.
fn remove_static_link() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    if let Some(page) = document.get_element_by_id("static-link") {
        page.remove();
    }
    if let Some(root) = document.document_element() {
        let classes: Vec<String> =
            root.class_name().split_whitespace().filter(|c| *c != "opening-link").map(str::to_string).collect();
        root.set_class_name(&classes.join(" "));
    }
}

#[component]
pub fn App() -> impl IntoView {
    let app = AppState {
        screen: RwSignal::new(Screen::Home),
        session: RwSignal::new(None),
        view_ply: RwSignal::new(None),
        notice: RwSignal::new(None),
        revealed_for: RwSignal::new(None),
        hint: RwSignal::new(None),
        thinking: RwSignal::new(None),
        paused: RwSignal::new(false),
        settings: RwSignal::new(storage::settings()),
        invitation: RwSignal::new(None),
        review: RwSignal::new(None),
    };
    provide_context(app);
    let i18n = I18n::new();
    provide_context(i18n);
    // "Tap" or "click", and keys named only with a mouse: from the device, then its first pointer.
    i18n::follow_pointer(i18n);
    // The home screen needs the shell's words only: in English they are compiled in, so the
    // first screen is drawn without a fetch (in another language, once its shell file is in);
    // the games' words follow (below).
    i18n.start(app, i18n::initial_language(app));

    // The names the app gave follow the language shown: worded again once it is in (at the
    // start, and after a change of language), and saved so.
    Effect::new(move |_| {
        if !i18n.ready.get() {
            return;
        }
        i18n.lang.track();
        let changed = app.session.try_update_untracked(|s| s.as_mut().is_some_and(|s| s.word_defaults(i18n)));
        if changed == Some(true) {
            app.session.notify();
            app.autosave();
        }
    });

    // A share link wins; otherwise resume the game in progress.
    let hash = location_hash();
    let link = share::is_game_link(&hash);
    let crashed = !link && crash::take_crash_mark();
    let mut resume_failed = None;
    // While a game link opens, the page shows that it does (`index.html`), not a home screen.
    let link_pending = RwSignal::new(link);
    if link {
        // Opened once the language is in, so the new game's seat names and title are written in it.
        Effect::new(move |opened: Option<bool>| {
            if opened == Some(true) || !i18n.complete.get() {
                return opened.unwrap_or(false);
            }
            open_link(app, i18n, &hash);
            link_pending.set(false);
            true
        });
    } else if crashed {
        // The last visit crashed: start at home, so a game whose screen panics cannot trap
        // the player; it is still under Saved games.
        app.notify(NoticeKind::Warning, AppError::Crashed.msg());
    } else if let Some(id) = storage::current() {
        match storage::load(&id) {
            Ok((saved, game)) => {
                app.session.set(Some(Session::resumed(i18n, id, saved, game)));
                app.screen.set(Screen::Play);
            }
            Err(problem) => {
                storage::set_current(None);
                resume_failed = Some(problem);
            }
        }
    }
    // Back and Forward move between screens; a reload stays on its screen.
    routing::sync_screen_with_history(app, !link && !crashed);
    // Said once the screen the reload stays on is known: a notice belongs to its screen (and
    // goes when the player leaves it, say to resume another game).
    if let Some(problem) = resume_failed {
        app.fail(AppError::Resume(problem));
    }
    // Links opened while the app is running (pasted into the address bar).
    let _ = window_event_listener(leptos::ev::hashchange, move |_| {
        let hash = location_hash();
        if share::is_game_link(&hash) {
            open_link(app, i18n, &hash);
        }
    });
    Effect::new(move |_| storage::save_settings(&app.settings.get()));
    // The static home screen of index.html goes when the app's first screen comes, in the same
    // task, so the page never shows both or neither (the stylesheet hides the app until then).
    Effect::new(move |_| {
        if i18n.ready.get() {
            remove_static_home();
            // Without a link to open, the link's page (hidden) goes too: its top bar is not the
            // app's.
            if !link {
                remove_static_link();
            }
        }
    });
    // The games' words: not while the first screen is drawn (it does not need them), but right
    // after it has been painted, in the background (a file per task); at once when a screen
    // needs them (any but home, a game link to open); and at the player's first touch, click or
    // key (pressing "New game" starts loading them before its click lands).
    Effect::new(move |_| {
        if !i18n.ready.get() || i18n.complete.get() {
            return;
        }
        if link || app.screen.get() != Screen::Home || app.session.with(|s| s.is_some()) {
            i18n.load_game_texts(app);
        } else {
            request_animation_frame(move || {
                let _ = set_timeout_with_handle(move || i18n.load_game_texts(app), std::time::Duration::ZERO);
            });
        }
    });
    let _ = window_event_listener(leptos::ev::pointerdown, move |_| i18n.load_game_texts(app));
    let _ = window_event_listener(leptos::ev::keydown, move |_| i18n.load_game_texts(app));
    // The page outside the app follows the screen and the language: tab title, description.
    Effect::new(move |_| {
        if i18n.ready.get() {
            i18n.lang.track();
            mark_page_text(i18n, app);
        }
    });

    // Everything is built again in a new language: each screen reads its words as it builds.
    view! {
        <div class="app" data-lang=move || i18n.lang.get().code()>
            {move || {
                if !i18n.ready.get() {
                    return view! { <p class="loading" aria-busy="true"></p> }.into_any();
                }
                i18n.lang.track();
                view! {
                    <NoticeBar/>
                    {move || {
                        let screen = app.screen.get();
                        // Every other screen speaks of games: it waits for their words.
                        let waiting = if screen == Screen::Home { link_pending.get() } else { !i18n.complete.get() };
                        // A friend's first link: the invitation stands where the link's card stood.
                        let invitation = (screen == Screen::Home).then(|| app.invitation.get()).flatten();
                        own_screen(move || match screen {
                            _ if waiting => view! { <p class="loading" aria-busy="true"></p> }.into_any(),
                            Screen::Home if invitation.is_some() => {
                                invitation.map(|link| view! { <by_link::Invitation link=link/> }).into_any()
                            }
                            Screen::Home => view! { <home::Home/> }.into_any(),
                            Screen::NewGame(kind) => view! { <new_game::NewGame kind=kind/> }.into_any(),
                            Screen::Play => view! { <play::Play/> }.into_any(),
                            Screen::Saves => view! { <saves::Saves/> }.into_any(),
                            Screen::Rules(kind) => view! { <rules::Rules kind=kind/> }.into_any(),
                            Screen::Learn(kind) => view! { <lessons::LessonList kind=kind/> }.into_any(),
                            Screen::Lesson(kind, index) => view! { <lessons::LessonScreen kind=kind index=index/> }.into_any(),
                        })
                    }}
                }
                .into_any()
            }}
        </div>
    }
}

/// Builds a screen in a reactive owner of its own, which goes with it: what the screen provides
/// in context (the play screen's seat on screen and announcer, a lesson's table) is never found
/// by the next screen, whose board would otherwise read the signals of one already gone.
fn own_screen(screen: impl FnOnce() -> AnyView) -> AnyView {
    let Some(parent) = Owner::current() else { return screen() };
    let owner = parent.child();
    let view = owner.with(screen);
    leptos::tachys::reactive_graph::OwnedView::new_with_owner(view, owner).into_any()
}

/// Removes `#static-home`, the home screen as plain HTML that `index.html` shows while the app's
/// code loads, and presses the app's button that the player pressed there meanwhile (the page
/// keeps its name in `castellanPendingPress`).
fn remove_static_home() {
    use wasm_bindgen::JsCast;
    let Some(window) = web_sys::window() else { return };
    let Some(document) = window.document() else { return };
    let Some(shell) = document.get_element_by_id("static-home") else { return };
    shell.remove();
    let key = wasm_bindgen::JsValue::from_str("castellanPendingPress");
    let Some(pressed) = js_sys::Reflect::get(&window, &key).ok().and_then(|v| v.as_string()) else { return };
    let _ = js_sys::Reflect::delete_property(&window, &key);
    // Only a name the page wrote, of the app's own buttons: `new-<game>`, `rules-<game>`, `open-saves`.
    if !pressed.bytes().all(|b| b.is_ascii_lowercase() || b == b'-') {
        return;
    }
    let selector = format!("[data-testid=\"{pressed}\"]");
    if let Ok(Some(button)) = document.query_selector(&selector) {
        if let Ok(button) = button.dyn_into::<web_sys::HtmlElement>() {
            button.click();
        }
    }
}

/// Sets the document's title for the screen and its meta description, in the language shown.
fn mark_page_text(i18n: I18n, app: AppState) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let title = match app.screen.get() {
        Screen::Home => Msg::new("app-page-title-home"),
        Screen::Play => {
            let kind = app.session.with(|s| s.as_ref().map(|s| s.game.kind()));
            match kind {
                Some(kind) => Msg::new("app-page-title").arg("screen", kind.name()),
                None => Msg::new("app-page-title-home"),
            }
        }
        Screen::NewGame(kind) => {
            Msg::new("app-page-title").arg("screen", Msg::new("new-game-title").arg("game", kind.name()))
        }
        Screen::Saves => Msg::new("app-page-title").arg("screen", Msg::new("saves-title")),
        Screen::Rules(kind) => {
            Msg::new("app-page-title").arg("screen", Msg::new("rules-title").arg("game", kind.name()))
        }
        Screen::Learn(kind) | Screen::Lesson(kind, _) => {
            Msg::new("app-page-title").arg("screen", Msg::new("lessons-title").arg("game", kind.name()))
        }
    };
    document.set_title(&i18n.msg(&title));
    if let Ok(Some(meta)) = document.query_selector("meta[name=description]") {
        let _ = meta.set_attribute("content", &i18n.t("app-page-description"));
    }
}

/// The message line: errors, warnings (full storage) and information, dismissible.
#[component]
fn NoticeBar() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    // A notice belongs to its screen: leaving the screen dismisses it.
    Effect::new(move |_| {
        let screen = app.screen.get();
        if app.notice.with_untracked(|n| n.as_ref().is_some_and(|n| n.screen != screen)) {
            app.notice.set(None);
        }
    });
    move || {
        app.notice.get().filter(|n| n.screen == app.screen.get()).map(|n| {
            let class = match n.kind {
                NoticeKind::Info => "notice info",
                NoticeKind::Warning => "notice warning",
                NoticeKind::Error => "notice error",
            };
            view! {
                <div class=class role="alert" data-testid="notice">
                    <span>{i18n.msg(&n.msg)}</span>
                    <button class="ghost" aria-label=i18n.t("app-dismiss") on:click=move |_| app.notice.set(None)>"×"</button>
                </div>
            }
        })
    }
}

/// The header of every screen: home, the screen's title, its buttons and the language picker.
#[component]
pub fn TopBar(#[prop(into)] title: Signal<String>, children: Children) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    view! {
        <header class="topbar">
            <button class="brand" on:click=move |_| app.screen.set(Screen::Home) title=i18n.t("app-home")>
                <img src="icon.svg" alt="" width="28" height="28"/>
                <span>"Castellan"</span>
            </button>
            <h1 tabindex="-1">{title}</h1>
            <div class="topbar-actions">{children()}<LanguagePicker/></div>
        </header>
    }
}
