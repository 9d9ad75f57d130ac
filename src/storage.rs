//! Saved games in the browser's localStorage.
//!
//! Each game lives under its own key (`castellan/save/<id>`), so one damaged entry can never
//! stop the others from loading: [`list`] returns every entry, decoded or marked damaged with its
//! raw text kept for export. The game in progress is named by `castellan/current`.

use crate::core::json::ToJson;
use crate::session::{AnyMatch, SaveError, SavedGame};
use crate::settings::Settings;

const SAVE_PREFIX: &str = "castellan/save/";
const CURRENT_KEY: &str = "castellan/current";
const SETTINGS_KEY: &str = "castellan/settings";

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

/// One stored entry, readable or not.
#[derive(Clone, Debug)]
pub struct SaveEntry {
    pub id: String,
    pub content: Result<SavedGame, DamagedSave>,
}

#[derive(Clone, Debug)]
pub struct DamagedSave {
    pub raw: String,
    pub problem: SaveError,
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn key_for(id: &str) -> String {
    format!("{SAVE_PREFIX}{id}")
}

/// Every saved game, newest first; damaged entries last.
pub fn list() -> Vec<SaveEntry> {
    let Some(store) = storage() else { return Vec::new() };
    let count = store.length().unwrap_or(0);
    let mut entries = Vec::new();
    for i in 0..count {
        let Ok(Some(key)) = store.key(i) else { continue };
        let Some(id) = key.strip_prefix(SAVE_PREFIX) else { continue };
        let raw = store.get_item(&key).ok().flatten().unwrap_or_default();
        let content = match SavedGame::restore(&raw) {
            Ok((saved, _)) => Ok(saved),
            Err(problem) => Err(DamagedSave { raw, problem }),
        };
        entries.push(SaveEntry { id: id.to_string(), content });
    }
    crate::core::sort::sort_by(&mut entries, |a, b| match (&a.content, &b.content) {
        (Ok(x), Ok(y)) => y.updated.total_cmp(&x.updated),
        (Ok(_), Err(_)) => std::cmp::Ordering::Less,
        (Err(_), Ok(_)) => std::cmp::Ordering::Greater,
        (Err(_), Err(_)) => a.id.cmp(&b.id),
    });
    entries
}

/// Loads and replays one save.
pub fn load(id: &str) -> Result<(SavedGame, AnyMatch), StorageError> {
    let store = storage().ok_or(StorageError::Unavailable)?;
    let raw = store.get_item(&key_for(id)).ok().flatten().ok_or(StorageError::Missing)?;
    SavedGame::restore(&raw).map_err(StorageError::Damaged)
}

pub fn write(id: &str, saved: &SavedGame) -> Result<(), StorageError> {
    write_raw(&key_for(id), &saved.to_json_string())
}

fn write_raw(key: &str, text: &str) -> Result<(), StorageError> {
    let store = storage().ok_or(StorageError::Unavailable)?;
    store.set_item(key, text).map_err(|_| StorageError::Full)
}

pub fn delete(id: &str) {
    if let Some(store) = storage() {
        let _ = store.remove_item(&key_for(id));
        if current().as_deref() == Some(id) {
            let _ = store.remove_item(CURRENT_KEY);
        }
    }
}

pub fn rename(id: &str, title: &str) -> Result<(), StorageError> {
    let (mut saved, _) = load(id)?;
    saved.title = title.trim().chars().take(80).collect();
    write(id, &saved)
}

/// The id of the game in progress, if any.
pub fn current() -> Option<String> {
    storage()?.get_item(CURRENT_KEY).ok().flatten()
}

pub fn set_current(id: Option<&str>) {
    if let Some(store) = storage() {
        let _ = match id {
            Some(id) => store.set_item(CURRENT_KEY, id),
            None => store.remove_item(CURRENT_KEY),
        };
    }
}

/// Small user settings (animation, bot speed), kept as JSON; defaults when absent or
/// unreadable, clamped to their ranges.
pub fn settings() -> Settings {
    let raw = storage().and_then(|s| s.get_item(SETTINGS_KEY).ok().flatten()).unwrap_or_default();
    Settings::from_stored(&raw)
}

pub fn save_settings(settings: &Settings) {
    // Settings are a convenience: if the browser refuses the write, play goes on with them unsaved.
    let _ = write_raw(SETTINGS_KEY, &settings.to_json_string());
}
