//! Saved games in the browser's localStorage.
//!
//! Each game lives under its own key (`castellan/save/<id>`), so one damaged entry can never
//! stop the others from loading: [`list`] returns every entry, decoded or marked damaged with its
//! raw text kept for export. The game in progress is named by `castellan/current`.
//!
//! Reads and writes go through gloo-storage's [`LocalStorage`]: typed values (saves, settings)
//! through its serde_json `get`/`set`, plain strings (the current game's id) and texts that must
//! be kept as they are (a damaged save) through [`LocalStorage::raw`], so every stored text stays
//! byte for byte what earlier versions wrote. gloo panics when the browser has no localStorage at
//! all, so every access first asks [`available`].

use crate::registry::AnyMatch;
use crate::session::{read_saves, SaveError, SavedGame};
pub use crate::session::{DamagedSave, SaveEntry};
use crate::settings::Settings;
use gloo_storage::errors::StorageError as GlooError;
use gloo_storage::{LocalStorage, Storage};

const SAVE_PREFIX: &str = "castellan/save/";
const CURRENT_KEY: &str = "castellan/current";
const SETTINGS_KEY: &str = "castellan/settings";
const LESSONS_KEY: &str = "castellan/lessons";

#[derive(Clone, Debug, PartialEq)]
pub enum StorageError {
    /// The browser refused the write: almost always a full quota.
    Full,
    /// localStorage is not available (private mode in some browsers, or disabled).
    Unavailable,
    /// No saved game under that id (deleted in another tab, say).
    Missing,
    /// The entry is there but cannot be opened; it is kept as it is.
    Damaged(SaveError),
}

impl std::fmt::Display for StorageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StorageError::Full => write!(
                f,
                "Browser storage is full, so this game is not being saved. Play goes on; delete old saved games to free space."
            ),
            StorageError::Unavailable => write!(f, "This browser does not allow saving games, so progress is not kept."),
            StorageError::Missing => write!(f, "This saved game no longer exists."),
            StorageError::Damaged(e) => write!(f, "This saved game cannot be opened: {e}."),
        }
    }
}

/// Whether the page may use localStorage (private modes and settings can forbid it; reaching
/// it then throws, and gloo's [`LocalStorage::raw`] would panic).
pub fn available() -> bool {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten()).is_some()
}

fn storage() -> Option<web_sys::Storage> {
    available().then(LocalStorage::raw)
}

/// A refused write: the browser throws (a `QuotaExceededError`, almost always) when its quota for
/// the site is used up.
fn write_error(e: GlooError) -> StorageError {
    match e {
        GlooError::JsError(_) => StorageError::Full,
        // Saves and settings always serialise; only a missing storage remains.
        GlooError::SerdeError(_) | GlooError::KeyNotFound(_) => StorageError::Unavailable,
    }
}

fn key_for(id: &str) -> String {
    format!("{SAVE_PREFIX}{id}")
}

/// Every saved game, newest first; damaged entries last (see [`read_saves`]).
pub fn list() -> Vec<SaveEntry> {
    let Some(store) = storage() else { return Vec::new() };
    let count = store.length().unwrap_or(0);
    let mut stored = Vec::new();
    for i in 0..count {
        let Ok(Some(key)) = store.key(i) else { continue };
        let Some(id) = key.strip_prefix(SAVE_PREFIX) else { continue };
        // Raw text: a damaged entry is kept exactly as it is, for export.
        let raw = store.get_item(&key).ok().flatten().unwrap_or_default();
        stored.push((id.to_string(), raw));
    }
    read_saves(stored)
}

/// Every save's id and stored text, read one at a time (nothing replayed).
fn stored_saves() -> impl Iterator<Item = (String, String)> {
    let store = storage();
    let count = store.as_ref().and_then(|s| s.length().ok()).unwrap_or(0);
    (0..count).filter_map(move |i| {
        let store = store.as_ref()?;
        let key = store.key(i).ok().flatten()?;
        let id = key.strip_prefix(SAVE_PREFIX)?.to_string();
        let raw = store.get_item(&key).ok().flatten()?;
        Some((id, raw))
    })
}

/// The id of a saved game that is `game` ([`SavedGame::is_same_game`]), if there is one. Reads
/// each save's text only, replaying none: opening a link looks here first, and a device may
/// hold many long games.
pub fn find_same(game: &SavedGame) -> Option<(String, SavedGame)> {
    stored_saves().find_map(|(id, raw)| {
        let saved: SavedGame = serde_json::from_str(&raw).ok()?;
        saved.is_same_game(game).then_some((id, saved))
    })
}

/// The saved game by link whose id is `id` (a game by link is found by its id, whatever moves
/// the link brings): its save id, its save and the game replayed. A save that cannot be opened
/// is passed over (and kept).
pub fn find_by_link(id: u64) -> Option<(String, SavedGame, AnyMatch)> {
    stored_saves().find_map(|(save_id, raw)| {
        let saved: SavedGame = serde_json::from_str(&raw).ok()?;
        if saved.remote.as_ref().map(|r| r.id) != Some(id) {
            return None;
        }
        let (saved, game) = SavedGame::restore(&raw).ok()?;
        Some((save_id, saved, game))
    })
}

/// Loads and replays one save.
pub fn load(id: &str) -> Result<(SavedGame, AnyMatch), StorageError> {
    let store = storage().ok_or(StorageError::Unavailable)?;
    let raw = store.get_item(&key_for(id)).ok().flatten().ok_or(StorageError::Missing)?;
    SavedGame::restore(&raw).map_err(StorageError::Damaged)
}

/// Writes one save (serde_json's compact text, as saves have always been stored).
pub fn write(id: &str, saved: &SavedGame) -> Result<(), StorageError> {
    if !available() {
        return Err(StorageError::Unavailable);
    }
    LocalStorage::set(key_for(id), saved).map_err(write_error)
}

pub fn delete(id: &str) {
    if available() {
        LocalStorage::delete(key_for(id));
        if current().as_deref() == Some(id) {
            LocalStorage::delete(CURRENT_KEY);
        }
    }
}

pub fn rename(id: &str, title: &str) -> Result<(), StorageError> {
    let (mut saved, _) = load(id)?;
    saved.title = title.trim().chars().take(80).collect();
    // A title the player typed stays as typed, in every language.
    saved.defaults.title = crate::session::DefaultTitle::Typed;
    write(id, &saved)
}

/// The id of the game in progress, if any.
pub fn current() -> Option<String> {
    storage()?.get_item(CURRENT_KEY).ok().flatten()
}

/// Names the game in progress (stored as the bare id, not as a JSON string).
pub fn set_current(id: Option<&str>) {
    if let Some(store) = storage() {
        match id {
            Some(id) => {
                let _ = store.set_item(CURRENT_KEY, id);
            }
            None => LocalStorage::delete(CURRENT_KEY),
        }
    }
}

/// Small user settings (animation, bot speed), kept as JSON; defaults when absent or
/// unreadable, clamped to their ranges.
pub fn settings() -> Settings {
    let stored = if available() { LocalStorage::get::<Settings>(SETTINGS_KEY).ok() } else { None };
    stored.unwrap_or_default().clamped()
}

pub fn save_settings(settings: &Settings) {
    // Settings are a convenience: if the browser refuses the write, play goes on with them unsaved.
    if available() {
        let _ = LocalStorage::set(SETTINGS_KEY, settings);
    }
}

/// The lessons finished on this device, by id; none when absent or unreadable.
pub fn lessons_done() -> std::collections::BTreeSet<String> {
    let stored = if available() { LocalStorage::get(LESSONS_KEY).ok() } else { None };
    stored.unwrap_or_default()
}

/// Keeps lesson `id` as finished on this device.
pub fn finish_lesson(id: &str) -> Result<(), StorageError> {
    if !available() {
        return Err(StorageError::Unavailable);
    }
    let mut done = lessons_done();
    if done.insert(id.to_string()) {
        LocalStorage::set(LESSONS_KEY, &done).map_err(write_error)?;
    }
    Ok(())
}
