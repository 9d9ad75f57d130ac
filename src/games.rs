//! The rules engines: one crate per game under `crates/`, each a complete engine implementing
//! [`crate::core::Game`], with its bots' tuning beside it. An engine depends on `core` and the
//! search alone — it knows nothing of the app or the other games, and Cargo holds it to that.
//! What the app needs to know about a game beyond its rules (name, picture, player counts) is its
//! entry in [`crate::registry`].

pub use castellan_fortaleza as fortaleza;
pub use castellan_torres as torres;
pub use castellan_torri as torri;
pub use castellan_voldetour as voldetour;
