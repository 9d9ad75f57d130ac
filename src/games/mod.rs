//! The rules engines: one folder per game, each a complete engine implementing
//! [`crate::core::Game`]. An engine depends on [`crate::core`] alone — it knows nothing of the
//! app, the bots or the other games. What the app needs to know about a game beyond its rules
//! (name, picture, player counts, bot tuning) is its entry in [`crate::registry`].

pub mod fortaleza;
pub mod torres;
pub mod torri;
pub mod voldetour;
