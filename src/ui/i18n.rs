//! The language in the browser: which one is shown, fetching the files of another, and the
//! picker. The messages themselves and their formatting are in [`crate::i18n`] (no web code).
//!
//! A language is fetched from `locales/<lang>/*.ftl` the first time it is needed (the service
//! worker caches every file of the build, so it then works offline), except English's shell,
//! which is compiled in and counts as loaded from the start: it is never fetched. English's
//! games' files are fetched like any language's. If a file cannot be fetched or is damaged, the
//! app says so and keeps the language it shows (English on a first visit).
//!
//! At start-up only the shell's file is needed: the home screen says nothing else. In English the
//! app draws its first screen with no fetch; in another language, the page preloads that
//! language's shell file with the app's code (the script in `index.html`'s head picks it as the
//! app does, the loader in `Trunk.toml` preloads it), so the app draws its first screen as soon
//! as it runs. The games' files come afterwards
//! ([`I18n::load_game_texts`]: in the background once the first screen is painted, sooner when a
//! screen needs them or at the player's first touch or key), each parsed in a task of its own, so
//! that start-up has no long task
//! (docs/performance.md, "First load").
//! The first visit follows `navigator.languages`; a choice in the picker is saved in the settings.
//!
//! The screens are rebuilt when the language changes (see `App`), so components simply call
//! [`I18n::t`] when they build: nothing shown keeps words of the previous language.
//!
//! How the player points ([`Input`], each message's `$input`: "tap" or "click", keys named or
//! not) starts from the device (`(pointer: coarse)`, as the stylesheet's larger controls) and is
//! corrected once by the page's first pointer event ([`follow_pointer`]). That change rebuilds no
//! screen (it would drop a selection the same tap just made): every text formatted inside a
//! reactive closure (the prompts, the help lines, the panels' buttons) reads the signal and is
//! redrawn; a text built once (a title) takes the new words when its screen is next built.

use super::{AppState, NoticeKind};
use crate::i18n::{file_path, Catalog, Input, Lang, LoadProblem, Msg, FILES};
use leptos::prelude::*;
use leptos::reactive::graph::Observer;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::Duration;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

thread_local! {
    /// Every language loaded so far (wasm runs the app on one thread).
    static CATALOG: RefCell<Catalog> = RefCell::new(Catalog::new());
    /// Whether [`I18n::load_game_texts`] is fetching the games' files.
    static GAME_TEXTS_LOADING: Cell<bool> = const { Cell::new(false) };
    /// Whether [`I18n::start`] shows a language whose shell is in (English's, compiled in) in a
    /// task of its own ([`draw_first_screen_in_next_task`]).
    static FIRST_SCREEN_IN_NEXT_TASK: Cell<bool> = const { Cell::new(false) };
}

/// The current language, shared through context. `Copy`: each field is a signal.
#[derive(Clone, Copy)]
pub struct I18n {
    /// The language shown; it changes once the new language's files are in.
    pub lang: RwSignal<Lang>,
    /// False until the first language is ready (its shell's file in).
    pub ready: RwSignal<bool>,
    /// Whether every file of the language shown is in (the games' words too): the screens other
    /// than home wait for it.
    pub complete: RwSignal<bool>,
    /// The language being fetched, if any.
    pub loading: RwSignal<Option<Lang>>,
    /// How the player points, as the catalog tells every message (`$input`).
    pub input: RwSignal<Input>,
}

impl I18n {
    pub fn new() -> I18n {
        I18n {
            lang: RwSignal::new(Lang::En),
            ready: RwSignal::new(false),
            complete: RwSignal::new(false),
            loading: RwSignal::new(None),
            input: RwSignal::new(CATALOG.with(|c| c.borrow().input())),
        }
    }

    /// The message `key` in the current language (write the key as a literal).
    pub fn t(&self, key: &'static str) -> String {
        self.msg(&Msg::new(key))
    }

    /// `msg` in the current language. Inside a reactive closure the text follows a change of
    /// [`Input`] (the closure reads the signal); elsewhere (a component's body, an event handler)
    /// nothing is tracked, as for the language, whose change rebuilds the screens.
    pub fn msg(&self, msg: &Msg) -> String {
        self.format_with(|catalog, lang| catalog.format(lang, msg))
    }

    /// `msg` in words in the current language ([`Catalog::format_words`]): a log line spelled out,
    /// for hints and announcements. Tracked as [`I18n::msg`].
    pub fn words(&self, msg: &Msg) -> String {
        self.format_with(|catalog, lang| catalog.format_words(lang, msg))
    }

    fn format_with(&self, format: impl FnOnce(&Catalog, Lang) -> String) -> String {
        if Observer::get().is_some() {
            self.input.track();
        }
        let lang = self.lang.get_untracked();
        CATALOG.with(|c| format(&c.borrow(), lang))
    }

    /// Tells the catalog and every text that reads the signal how the player points.
    pub fn set_input(self, input: Input) {
        CATALOG.with(|c| c.borrow_mut().set_input(input));
        if self.input.try_get_untracked() != Some(input) {
            self.input.try_set(input);
        }
    }

    /// Shows `lang`, loading it first if needed. A language that cannot be loaded is reported to
    /// the player, who keeps the language shown so far (English at start-up, whose games' files
    /// are fetched then: only its shell is compiled in).
    pub fn switch_to(self, app: AppState, lang: Lang) {
        if CATALOG.with(|c| c.borrow().has(lang)) {
            self.show(lang);
            return;
        }
        self.loading.set(Some(lang));
        leptos::task::spawn_local(async move {
            let loaded = load(lang).await;
            // Only the latest request counts (the player may have picked again meanwhile).
            if self.loading.get_untracked() != Some(lang) {
                return;
            }
            let problem = match loaded {
                Ok(()) => {
                    self.loading.set(None);
                    self.show(lang);
                    return;
                }
                Err(problem) => problem,
            };
            leptos::logging::warn!("language {}: {problem}", lang.code());
            // At start-up, English; later, the language already shown stays (it is loaded).
            let fallback = if self.ready.get_untracked() { self.lang.get_untracked() } else { Lang::En };
            let fallback_loaded = lang != fallback && load(fallback).await.is_ok();
            if self.loading.get_untracked() != Some(lang) {
                return;
            }
            self.loading.set(None);
            self.show(fallback);
            let notice = if fallback_loaded {
                Msg::new("app-language-failed").arg("language", lang.native_name())
            } else {
                // Not even English's game texts: the shell's words are there to say so.
                Msg::new("app-texts-failed")
            };
            app.notify(NoticeKind::Warning, notice);
        });
    }

    /// Starts in `lang` with its shell's words only (all the home screen needs): in English at
    /// once (its shell is compiled in), in another language once its `shell.ftl` is in (the page
    /// preloads it with the code, `Trunk.toml`'s loader, so it is usually there when the app
    /// asks). A language that cannot be loaded gives English, and the player is told in
    /// English's compiled-in words.
    pub fn start(self, app: AppState, lang: Lang) {
        // English's shell always is in (a page that installs another language too, the browser
        // tests). The app's page still draws its first screen in a task after the one that mounts
        // the app; a fetched file is read in a task of its own anyway (`load_files`).
        if CATALOG.with(|c| c.borrow().has_file(lang, "shell")) {
            if FIRST_SCREEN_IN_NEXT_TASK.get() {
                let _ = set_timeout_with_handle(move || self.show(lang), Duration::ZERO);
            } else {
                self.show(lang);
            }
            return;
        }
        self.loading.set(Some(lang));
        leptos::task::spawn_local(async move {
            let loaded = load_files(lang, &["shell"]).await;
            // The player may have picked a language meanwhile.
            if self.loading.get_untracked() != Some(lang) {
                return;
            }
            self.loading.set(None);
            match loaded {
                Ok(()) => self.show(lang),
                Err(problem) => {
                    leptos::logging::warn!("language {}: {problem}", lang.code());
                    self.show(Lang::En);
                    app.notify(
                        NoticeKind::Warning,
                        Msg::new("app-language-failed").arg("language", lang.native_name()),
                    );
                }
            }
        });
    }

    /// Loads the games' files of the language shown, unless they are in or on their way (so it
    /// can be called at every press). If they cannot be loaded, another language gives way to
    /// English (half a language is worse), and English's own shows the message keys, with a
    /// notice either way.
    pub fn load_game_texts(self, app: AppState) {
        if !self.ready.get_untracked() || self.complete.get_untracked() || GAME_TEXTS_LOADING.get() {
            return;
        }
        let lang = self.lang.get_untracked();
        GAME_TEXTS_LOADING.set(true);
        leptos::task::spawn_local(async move {
            let loaded = load(lang).await;
            GAME_TEXTS_LOADING.set(false);
            // Another language picked meanwhile came whole (`switch_to`).
            if self.lang.get_untracked() != lang {
                return;
            }
            let Err(problem) = loaded else {
                self.complete.set(true);
                return;
            };
            leptos::logging::warn!("language {}: {problem}", lang.code());
            if lang != Lang::En && load(Lang::En).await.is_ok() {
                if self.lang.get_untracked() == lang {
                    self.show(Lang::En);
                    app.notify(
                        NoticeKind::Warning,
                        Msg::new("app-language-failed").arg("language", lang.native_name()),
                    );
                }
            } else if self.lang.get_untracked() == lang {
                // Not even English's game texts: the shell's words are there to say so.
                self.complete.set(true);
                app.notify(NoticeKind::Warning, Msg::new("app-texts-failed"));
            }
        });
    }

    fn show(self, lang: Lang) {
        mark_page(lang);
        self.complete.set(CATALOG.with(|c| c.borrow().has(lang)));
        self.lang.set(lang);
        self.ready.set(true);
    }
}

impl Default for I18n {
    fn default() -> Self {
        I18n::new()
    }
}

/// Tells the page outside the app: `<html lang>` (and `data-app-lang`, which the crash overlay
/// in `index.html` follows) and the web app manifest of that language.
fn mark_page(lang: Lang) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", lang.code());
        let _ = root.set_attribute("data-app-lang", lang.code());
    }
    if let Some(link) = document.get_element_by_id("manifest") {
        let href = match lang {
            Lang::En => "manifest.webmanifest".to_string(),
            other => format!("locales/{}/manifest.webmanifest", other.code()),
        };
        let _ = link.set_attribute("href", &href);
    }
}

/// How long after the gesture that showed another way of pointing the words change: past the
/// click that ends a tap, so the tapped button is not redrawn before it hears it.
const INPUT_SETTLE: Duration = Duration::from_millis(300);

/// Which way of pointing a `pointerdown` shows (`None` for a type the browser does not name).
fn input_of(event: &web_sys::PointerEvent) -> Option<Input> {
    match event.pointer_type().as_str() {
        "touch" | "pen" => Some(Input::Touch),
        "mouse" => Some(Input::Mouse),
        _ => None,
    }
}

/// Sets how the player points from the device (`(pointer: coarse)`: a finger is the primary
/// pointer), then lets the page's first pointer event correct it (a finger on a laptop's screen,
/// a mouse on a tablet). The new words come once that gesture is over ([`INPUT_SETTLE`] after the
/// last pointer went up), so a button being tapped is not replaced under the finger.
pub fn follow_pointer(i18n: I18n) {
    let Some(window) = web_sys::window() else { return };
    let coarse = super::board::media_matches("(pointer: coarse)");
    i18n.set_input(if coarse { Input::Touch } else { Input::Mouse });

    #[derive(Default)]
    struct First {
        /// The first pointer event has been seen.
        seen: bool,
        /// The way of pointing it showed, when that differs from the words shown.
        pending: Option<Input>,
        timer: Option<TimeoutHandle>,
    }
    let first = Rc::new(RefCell::new(First::default()));
    let down = {
        let first = first.clone();
        wasm_bindgen::closure::Closure::<dyn Fn(web_sys::PointerEvent)>::new(move |ev: web_sys::PointerEvent| {
            let mut first = first.borrow_mut();
            if let Some(timer) = first.timer.take() {
                timer.clear(); // another gesture began: wait for its end
            }
            if first.seen {
                return;
            }
            if let Some(input) = input_of(&ev) {
                first.seen = true;
                first.pending = (input != i18n.input.try_get_untracked().unwrap_or(input)).then_some(input);
            }
        })
    };
    let up = {
        let first = first.clone();
        wasm_bindgen::closure::Closure::<dyn Fn(web_sys::PointerEvent)>::new(move |_| {
            let mut state = first.borrow_mut();
            if state.pending.is_none() {
                return;
            }
            if let Some(timer) = state.timer.take() {
                timer.clear();
            }
            let apply = first.clone();
            state.timer = set_timeout_with_handle(
                move || {
                    let mut state = apply.borrow_mut();
                    state.timer = None;
                    if let Some(input) = state.pending.take() {
                        drop(state);
                        i18n.set_input(input);
                    }
                },
                INPUT_SETTLE,
            )
            .ok();
        })
    };
    let listeners: Vec<(&str, js_sys::Function)> = vec![
        ("pointerdown", down.into_js_value().unchecked_into()),
        ("pointerup", up.as_ref().clone().unchecked_into()),
        ("pointercancel", up.into_js_value().unchecked_into()),
    ];
    for (event, listener) in &listeners {
        let _ = window.add_event_listener_with_callback_and_bool(event, listener, true);
    }
    // Removed with the app (the browser tests mount it several times).
    let listeners = StoredValue::new_local(listeners);
    on_cleanup(move || {
        let Some(window) = web_sys::window() else { return };
        listeners.try_with_value(|listeners| {
            for (event, listener) in listeners {
                let _ = window.remove_event_listener_with_callback_and_bool(event, listener, true);
            }
        });
    });
}

/// The language to start in: the saved choice, else the browser's preferences.
pub fn initial_language(app: AppState) -> Lang {
    app.settings.with_untracked(|s| s.chosen_language()).unwrap_or_else(|| Lang::negotiate(&browser_languages()))
}

/// `navigator.languages`, most wanted first (or `navigator.language`).
fn browser_languages() -> Vec<String> {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else { return Vec::new() };
    let list: Vec<String> = navigator.languages().iter().filter_map(|v| v.as_string()).collect();
    if list.is_empty() {
        navigator.language().into_iter().collect()
    } else {
        list
    }
}

/// Sends a request for `url` now; [`text_of`] awaits its answer.
fn request(url: &str) -> Option<js_sys::Promise> {
    Some(web_sys::window()?.fetch_with_str(url))
}

/// The text a [`request`] brought, if it succeeded.
async fn text_of(request: Option<js_sys::Promise>) -> Option<String> {
    let response = JsFuture::from(request?).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?).await.ok()?.as_string()
}

/// Makes the whole of `lang` available: fetches and adds the files of it not loaded yet.
async fn load(lang: Lang) -> Result<(), LoadProblem> {
    load_files(lang, FILES).await
}

/// Fetches and adds those of `lang`'s `files` not loaded yet: all requested at once, then each
/// parsed in a task of its own as it comes (a file is a few milliseconds of work; all of them at
/// once made one long task on a phone).
async fn load_files(lang: Lang, files: &[&'static str]) -> Result<(), LoadProblem> {
    let missing: Vec<&'static str> =
        files.iter().copied().filter(|file| !CATALOG.with(|c| c.borrow().has_file(lang, file))).collect();
    let requests: Vec<_> = missing
        .into_iter()
        .map(|file| {
            let path = file_path(lang, file);
            let sent = request(&path);
            (file, path, sent)
        })
        .collect();
    for (file, path, sent) in requests {
        let Some(text) = text_of(sent).await else { return Err(LoadProblem::Unreachable(path)) };
        next_task().await;
        CATALOG.with(|c| c.borrow_mut().add_file(lang, file, &text))?;
    }
    Ok(())
}

/// Resolves in a later task (a zero timeout), so the browser can draw and handle input first.
async fn next_task() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback(&resolve);
        }
    });
    let _ = JsFuture::from(promise).await;
}

/// Adds a language from its files' text without fetching them: for a page that already has them
/// (the browser tests, which are served without the `locales` folder).
pub fn install(lang: Lang, files: Vec<(&'static str, String)>) -> Result<(), LoadProblem> {
    CATALOG.with(|c| c.borrow_mut().add(lang, files))
}

/// Reads English's shell, compiled in, now rather than when the app first needs it, so that the
/// page's entry point can do it in a task of its own.
pub fn read_english_shell() {
    CATALOG.with(|_| ());
}

/// Makes the app draw its first screen in a task after the one that mounts it, even when its
/// words are in (English's shell, compiled in): on a phone, setting the app up and drawing the
/// home screen are each tens of milliseconds (mostly the browser compiling the code each runs
/// for the first time), one long task together. The page's entry point asks for it; the browser
/// tests do not.
pub fn draw_first_screen_in_next_task() {
    FIRST_SCREEN_IN_NEXT_TASK.set(true);
}

/// The app's current language; a component shown outside the app (a test, a preview) gets
/// English rather than a panic.
pub fn use_i18n() -> I18n {
    use_context::<I18n>().unwrap_or_default()
}

/// The language picker of the top bar: each language in its own name.
#[component]
pub fn LanguagePicker() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let current = move || i18n.loading.get().unwrap_or_else(|| i18n.lang.get()).code();
    view! {
        <label class="language-picker">
            <span class="visually-hidden">{i18n.t("app-language")}</span>
            <svg class="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                <path fill="currentColor" d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm4.9 6h-2.4a11 11 0 0 0-.8-3.9A5.5 5.5 0 0 1 12.9 7zM8 2.6c.6.8 1.2 2.4 1.4 4.4H6.6C6.8 5 7.4 3.4 8 2.6zM6.3 3.1A11 11 0 0 0 5.5 7H3.1a5.5 5.5 0 0 1 3.2-3.9zM3.1 9h2.4c.1 1.4.4 2.8.8 3.9A5.5 5.5 0 0 1 3.1 9zM8 13.4c-.6-.8-1.2-2.4-1.4-4.4h2.8c-.2 2-.8 3.6-1.4 4.4zm1.7-.5c.4-1.1.7-2.5.8-3.9h2.4a5.5 5.5 0 0 1-3.2 3.9z"/>
            </svg>
            <select data-testid="language" aria-label=i18n.t("app-language") prop:value=current
                on:change=move |ev| {
                    let Some(lang) = Lang::from_tag(&event_target_value(&ev)) else { return };
                    app.settings.update(|s| s.language = Some(lang.code().to_string()));
                    i18n.switch_to(app, lang);
                }>
                {Lang::ALL.into_iter().map(|lang| view! {
                    <option value=lang.code() lang=lang.code()>{lang.native_name()}</option>
                }).collect_view()}
            </select>
        </label>
    }
}
