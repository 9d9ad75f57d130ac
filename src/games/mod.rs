//! One folder per game, each a complete rules engine implementing [`crate::core::Game`],
//! and [`GameKind`], the list of games the app offers.

pub mod torres;
pub mod torri;

use serde::{Deserialize, Serialize};

/// The games of the app, in the order the home screen shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    Torres,
    Torri,
}

impl GameKind {
    /// The games offered on the home screen.
    pub const ALL: [GameKind; 2] = [GameKind::Torres, GameKind::Torri];

    /// Stable identifier used in saves and links; equals the engine's `Game::ID`.
    pub fn id(self) -> &'static str {
        match self {
            GameKind::Torres => "torres",
            GameKind::Torri => "torri",
        }
    }

    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|k| k.id() == id)
    }

    pub fn name(self) -> &'static str {
        match self {
            GameKind::Torres => "Torres",
            GameKind::Torri => "Torri",
        }
    }

    /// The one-line description on the home screen.
    pub fn tagline(self) -> &'static str {
        match self {
            GameKind::Torres => "Raise castles, climb them with your knights, and score the heights — 2 to 4 players.",
            GameKind::Torri => "Jump, capture and stack towers, then bring your prisoners home — 2 to 4 players.",
        }
    }

    pub fn min_players(self) -> usize {
        2
    }
    pub fn max_players(self) -> usize {
        4
    }
}
