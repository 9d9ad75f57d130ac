//! The board kit's pure half: what every board computes, with no web dependency, so it is
//! tested natively. The Leptos half (the persistent `<svg>`, keyboard cursor, hit targets,
//! status and inspect lines) is `ui::board`.
//!
//! * [`grid`]  — squares on a rectangular grid and cursor movement over them.
//! * [`marks`] — origin, target and hint marks from the engine's legal actions and what the
//!   engine says each action's origin and target squares are.
//! * [`last_move`] — the squares the last turn left and reached, as a board marks them.
//! * [`iso`]   — the isometric projection for boards drawn in 3-D: any board size, four
//!   rotations, boxes of any footprint and height, ramps (stairs), painter's order.
//! * [`num`]   — numbers for SVG attributes without core's float formatting.
//! * [`zoom`]  — the part of a drawing a zoomed board shows: pinch, pan, buttons and keys.
//! * `<game>` — each game's selection logic is `board/<game>.rs`, one per [`crate::each_game!`].

pub mod grid;
pub mod iso;
pub mod last_move;
pub mod marks;
pub mod num;
pub mod zoom;

/// Each game's board interaction, `board/<game>.rs` (the list of games, [`crate::each_game!`]).
macro_rules! declare_games {
    ($d:tt $($game:ident: $krate:ident::$variant:ident),* $(,)?) => {
        $(pub mod $game;)*
    };
}
crate::each_game!(declare_games);
