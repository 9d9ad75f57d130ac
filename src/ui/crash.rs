//! When the app panics. With `panic = "abort"` the WebAssembly instance is dead once the panic
//! hook returns, so nothing here relies on it afterwards: the hook marks the crash in
//! localStorage and reveals a plain overlay that `index.html` holds, whose buttons are plain
//! JavaScript (reload, start fresh without resuming, export every saved game).
//!
//! The mark makes the next load skip auto-resume, so a game whose screen panics cannot trap the
//! player in a crash on every reload; the game stays under Saved games.

use gloo_storage::{LocalStorage, Storage};
use std::sync::atomic::{AtomicBool, Ordering};
use wasm_bindgen::JsCast;

/// Set by the panic hook; read (and cleared) by the next start-up.
pub const CRASHED_KEY: &str = "castellan/crashed";
/// A test build's trigger (the `crash-trigger` feature): when this key holds "play", opening the
/// game screen panics once.
#[cfg(feature = "crash-trigger")]
pub const TEST_PANIC_KEY: &str = "castellan/test-panic";

/// localStorage through gloo, when the browser allows it (see [`crate::storage::available`]).
fn local_storage() -> Option<web_sys::Storage> {
    crate::storage::available().then(gloo_storage::LocalStorage::raw)
}

/// Installs the hook: log to the console, mark the crash, show the overlay. Only the first panic
/// counts: once it has aborted the instance, a callback still queued in the browser (a timer, a
/// pending effect) may enter the dead instance and panic again on its half-updated state, which
/// would only bury the real cause under a meaningless second message.
pub fn install_panic_hook() {
    static PANICKED: AtomicBool = AtomicBool::new(false);
    std::panic::set_hook(Box::new(|info| {
        if PANICKED.swap(true, Ordering::SeqCst) {
            return;
        }
        console_error_panic_hook::hook(info);
        show(&info.to_string());
    }));
}

fn show(detail: &str) {
    if let Some(store) = local_storage() {
        let _ = store.set_item(CRASHED_KEY, "1");
    }
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    if let Some(text) = document.get_element_by_id("crash-detail") {
        text.set_text_content(Some(detail));
    }
    if let Some(overlay) = document.get_element_by_id("crash").and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        overlay.set_hidden(false);
        if let Some(button) =
            document.get_element_by_id("crash-reload").and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = button.focus();
        }
    }
}

/// Whether the last visit ended in a crash; clears the mark.
pub fn take_crash_mark() -> bool {
    let Some(store) = local_storage() else { return false };
    let crashed = store.get_item(CRASHED_KEY).ok().flatten().is_some();
    if crashed {
        LocalStorage::delete(CRASHED_KEY);
    }
    crashed
}

/// Panics if the test trigger for `place` is set (once: the trigger is removed first). Only in
/// a test build (`--features crash-trigger`, `tests/e2e/crash.test.mjs`): the release has none.
#[cfg(feature = "crash-trigger")]
pub fn test_panic_point(place: &str) {
    let Some(store) = local_storage() else { return };
    if store.get_item(TEST_PANIC_KEY).ok().flatten().as_deref() == Some(place) {
        LocalStorage::delete(TEST_PANIC_KEY);
        panic!("test panic at {place}");
    }
}
