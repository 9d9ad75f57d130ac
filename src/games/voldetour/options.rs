//! What is agreed before a game: the number of players.

use crate::core::OptionsError;
use serde::{Deserialize, Serialize};

/// Player counts the game is made for (the rulebook's game and its 4-player extension).
pub const PLAYER_COUNTS: [u8; 2] = [2, 4];

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct VoldetourOptions {
    /// 2 or 4.
    pub players: u8,
}

impl Default for VoldetourOptions {
    fn default() -> Self {
        VoldetourOptions { players: 2 }
    }
}

impl VoldetourOptions {
    pub fn validate(&self) -> Result<(), OptionsError> {
        if PLAYER_COUNTS.contains(&self.players) {
            Ok(())
        } else {
            Err(OptionsError(format!("Voldétour is played by 2 or 4 players, not {}", self.players)))
        }
    }
}
