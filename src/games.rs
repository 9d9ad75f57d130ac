//! The rules engines: one crate per game under `crates/`, each a complete engine implementing
//! [`crate::core::Game`], with its bots' tuning beside it. An engine depends on `core` and the
//! search alone — it knows nothing of the app or the other games, and Cargo holds it to that.
//! What the app needs to know about a game beyond its rules (name, picture, player counts) is its
//! entry in [`crate::registry`]. The list of games is here, [`crate::each_game!`]: it names the
//! engines' crates alone, so every layer of the app may expand it.

/// The list of games, in the order the home screen shows them, one line each:
/// `<game>: <engine crate>::<engine type>`, where `<game>` is the engine's `Game::ID` and names
/// everything the game brings: its registry entry `registry/<game>.rs`, its screens
/// `ui/<game>/`, its engine as `games::<game>` and its message files `locales/<lang>/<game>.ftl`,
/// each declared from here (the build fails when `<game>` is not the id, or names what is
/// missing). The engine type names the game's variant in [`crate::registry::GameKind`],
/// [`crate::registry::AnyMatch`] and the other per-game enums. `docs/adding-a-game.md` says what
/// else a game brings.
///
/// Expands `$callback! { $ <game>: <crate>::<Type>, … }` (the leading `$` lets a callback
/// define macros of its own).
#[macro_export]
macro_rules! each_game {
    ($callback:ident) => {
        $callback! { $torres: castellan_torres::Torres,
            torri: castellan_torri::Torri,
            voldetour: castellan_voldetour::Voldetour,
            fortaleza: castellan_fortaleza::Fortaleza
        }
    };
}

/// Each game's engine crate as `games::<game>`.
macro_rules! name_engines {
    ($d:tt $($game:ident: $krate:ident::$variant:ident),* $(,)?) => {
        $(pub use $krate as $game;)*
    };
}
crate::each_game!(name_engines);
