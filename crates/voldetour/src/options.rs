//! What is agreed before a game: the number of players.

use castellan_core::OptionsError;

/// Player counts the game is made for (the rulebook's game and its 4-player extension).
pub const PLAYER_COUNTS: [u8; 2] = [2, 4];

/// Stored as `{"players":2}`; an absent `players` takes its default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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
            Err(OptionsError::PlayerChoice { players: self.players, one: PLAYER_COUNTS[0], other: PLAYER_COUNTS[1] })
        }
    }
}
