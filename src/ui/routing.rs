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
use crate::games::GameKind;
use leptos::prelude::*;
use wasm_bindgen::JsValue;

fn screen_name(screen: Screen) -> String {
    match screen {
        Screen::Home => "home".into(),
        Screen::NewGame(kind) => format!("new:{}", kind.id()),
        Screen::Play => "play".into(),
        Screen::Saves => "saves".into(),
        Screen::Rules(kind) => format!("rules:{}", kind.id()),
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
        Some(_) => None,
    }
}

fn history() -> Option<web_sys::History> {
    web_sys::window()?.history().ok()
}

fn entry_screen(state: JsValue) -> Option<Screen> {
    state.as_string().as_deref().and_then(screen_from_name)
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
        let state = JsValue::from_str(&screen_name(screen));
        if let Some(h) = history() {
            let _ = match previous {
                // The entry the app starts on, or one Back/Forward arrived at: name it only.
                None => h.replace_state(&state, ""),
                Some(_) if from_history.get_value() => Ok(()),
                Some(p) if p != screen => h.push_state(&state, ""),
                Some(_) => Ok(()),
            };
        }
        from_history.set_value(false);
        screen
    });
    let _ = window_event_listener(leptos::ev::popstate, move |ev| {
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
