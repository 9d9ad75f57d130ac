//! Castellan: tower and castle board games, rules engines and bots in pure Rust,
//! with a Leptos user interface behind the `ui` feature.
//!
//! Layers, lowest first; a module imports only from the layers below it (tests aside):
//! * [`core`]     — the one game interface every game implements, match history, RNG, compact
//!   codec, messages ([`core::Msg`]), reading stored data.
//! * [`games`]    — one folder per game: its complete rules engine, on `core` alone.
//! * [`bot`]      — the search, written once against [`core::Game`], on `core` alone.
//! * [`board`]    — the boards' pure side: geometry, marks, each game's selection and clicks,
//!   asking the engines.
//! * [`registry`] — the list of games and what each brings to the app (bot tuning included);
//!   [`registry::AnyMatch`], a match of any game, and its typed errors.
//! * the app: [`i18n`] (formatting messages in seven languages), [`seats`] (who plays each
//!   seat), [`settings`], [`share`] (links), [`remote`] (play a friend by link), [`session`]
//!   (saved games, a game by link's record with them), `storage` (localStorage), `worker` (the
//!   bots' web worker) and `ui` (the screens; only with the `ui` feature).

pub mod board;
pub use castellan_bot as bot;
pub use castellan_core as core;
pub mod games;
pub mod i18n;
pub mod registry;
pub mod remote;
pub mod seats;
pub mod session;
pub mod settings;
pub mod share;

#[cfg(feature = "ui")]
pub mod storage;
#[cfg(feature = "ui")]
pub mod ui;
pub mod worker;
