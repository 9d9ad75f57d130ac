//! Castellan: tower and castle board games, rules engines and bots in pure Rust,
//! with a Leptos user interface behind the `ui` feature.
//!
//! * [`core`]  — the one game interface every game implements, match history, RNG, compact codec.
//! * [`games`] — one folder per game: its complete rules engine.
//! * [`bot`]   — search bots written once against [`core::Game`].
//! * [`i18n`]  — the languages: message files, plurals, typed errors as messages.
//! * `ui`      — the browser app (only with the `ui` feature).

// Tests may sort with std (clippy.toml keeps the app's own code on `core::sort`).
#![cfg_attr(test, allow(clippy::disallowed_methods))]

pub mod board;
pub mod bot;
pub mod core;
pub mod games;
pub mod i18n;
pub mod session;
pub mod settings;
pub mod share;

#[cfg(feature = "ui")]
pub mod storage;
#[cfg(feature = "ui")]
pub mod ui;
