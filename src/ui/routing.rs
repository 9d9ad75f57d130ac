//! The browser's Back and Forward buttons move between the app's screens, and a reload stays on
//! the screen it was on.
//!
//! Each screen the player opens becomes a browser history entry whose state names the screen
//! (`"home"`, `"new:torres"`, `"play"`, `"saves"`, `"rules:torri"`); the address stays as it is,
//! so share links and hosting under any sub-path are untouched. Back pops an entry and shows its
//! screen; a reload finds the entry's state and opens that screen again. The game screen is
//! only restored while a game is loaded (otherwise home), and never after a crash (the next load
//! starts at home so a screen that panics cannot trap the player).

use super::{AppState, Screen};
use crate::registry::GameKind;
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

fn screen_name(screen: Screen) -> String {
    match screen {
        Screen::Home => "home".into(),
        Screen::NewGame(kind) => format!("new:{}", kind.id()),
        Screen::Play => "play".into(),
        Screen::Saves => "saves".into(),
        Screen::Rules(kind) => format!("rules:{}", kind.id()),
        Screen::Learn(kind) => format!("learn:{}", kind.id()),
        Screen::Lesson(kind, index) => format!("lesson:{}:{index}", kind.id()),
    }
}

/// The screen a history entry's state names; `None` for anything else (an entry the app did not
/// write, a game id that no longer exists).
fn screen_from_name(name: &str) -> Option<Screen> {
    match name.split_once(':') {
        None => match name {
            "home" => Some(Screen::Home),
            "play" => Some(Screen::Play),
            "saves" => Some(Screen::Saves),
            _ => None,
        },
        Some(("new", id)) => GameKind::from_id(id).map(Screen::NewGame),
        Some(("rules", id)) => GameKind::from_id(id).map(Screen::Rules),
        Some(("learn", id)) => GameKind::from_id(id).map(Screen::Learn),
        Some(("lesson", rest)) => {
            let (id, index) = rest.split_once(':')?;
            Some(Screen::Lesson(GameKind::from_id(id)?, index.parse().ok()?))
        }
        Some(_) => None,
    }
}

fn history() -> Option<web_sys::History> {
    web_sys::window()?.history().ok()
}

/// An entry's state: the screen's name and how many entries the app pushed before it in this
/// tab (`"rules:torri@2"`), so the in-app Back knows whether the browser's Back stays in the app.
fn entry_state(screen: Screen, depth: u32) -> JsValue {
    JsValue::from_str(&format!("{}@{depth}", screen_name(screen)))
}

fn entry_screen(state: JsValue) -> Option<Screen> {
    let text = state.as_string()?;
    screen_from_name(text.split_once('@').map_or(text.as_str(), |(name, _)| name))
}

/// How many app screens lie behind the current history entry (0 for an entry without one).
fn entry_depth(state: &JsValue) -> u32 {
    state.as_string().and_then(|t| t.split_once('@').and_then(|(_, d)| d.parse().ok())).unwrap_or(0)
}

/// The in-app Back: the browser's Back when the previous entry is one of the app's screens (so
/// the phone's Back then goes where the app's went), else `fallback` in place of this entry.
pub fn back(app: AppState, fallback: Screen) {
    let Some(h) = history() else {
        app.screen.set(fallback);
        return;
    };
    if h.state().is_ok_and(|state| entry_depth(&state) > 0) && h.back().is_ok() {
        return;
    }
    app.screen.set(fallback);
}

/// The screen to show for a history entry: the game screen needs a loaded game.
fn showable(app: AppState, screen: Screen) -> Screen {
    if screen == Screen::Play && app.session.with_untracked(|s| s.is_none()) {
        Screen::Home
    } else {
        screen
    }
}

/// Keeps the screen and the browser history in step. `restore`: reopen the screen of the current
/// history entry (a reload); false when the load opened a share link or follows a crash.
pub fn sync_screen_with_history(app: AppState, restore: bool) {
    if restore {
        if let Some(screen) = history().and_then(|h| h.state().ok()).and_then(entry_screen) {
            app.screen.set(showable(app, screen));
        }
    }
    // Set while Back or Forward changes the screen, so that change is not pushed again.
    let from_history = StoredValue::new(false);
    Effect::new(move |previous: Option<Screen>| {
        let screen = app.screen.get();
        if let Some(h) = history() {
            let depth = h.state().map(|state| entry_depth(&state)).unwrap_or(0);
            let _ = match previous {
                // The entry the app starts on, or one Back/Forward arrived at: name it only.
                None => h.replace_state(&entry_state(screen, depth), ""),
                Some(_) if from_history.get_value() => Ok(()),
                Some(p) if p != screen => h.push_state(&entry_state(screen, depth + 1), ""),
                Some(_) => Ok(()),
            };
        }
        from_history.set_value(false);
        if previous.is_some_and(|p| p != screen) {
            // A new screen starts at its top, and the focus goes to its heading (a screen reader
            // says where the player is; the next Tab starts there), once it is drawn.
            request_animation_frame(|| {
                let Some(window) = web_sys::window() else { return };
                window.scroll_to_with_x_and_y(0.0, 0.0);
                let heading = window.document().and_then(|d| d.query_selector(".topbar h1").ok().flatten());
                if let Some(heading) = heading.and_then(|h| h.dyn_into::<web_sys::HtmlElement>().ok()) {
                    let _ = heading.focus();
                }
            });
        }
        screen
    });
    let _ = window_event_listener(leptos::ev::popstate, move |ev| {
        // A game link opened while the app runs (pasted, or tapped in a message) arrives as a
        // new history entry without a screen: its own handler opens it, and a link that cannot
        // be used leaves the player where they were.
        let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
        if crate::share::is_game_link(&hash) {
            return;
        }
        // An entry without a screen (the page's first entry before the app named it, a share
        // link's) shows home.
        let screen = entry_screen(ev.state()).unwrap_or(Screen::Home);
        let screen = showable(app, screen);
        if screen != app.screen.get_untracked() {
            from_history.set_value(true);
            app.screen.set(screen);
        }
    });
}
