//! What is agreed before a game. Fortaleza has no variants: territory and colours are the first
//! builder's opening decision inside the game (see the module docs), not an option.

use castellan_core::OptionsError;

/// Options agreed before the game.
/// Stored as `{"players":2}`; an absent `players` takes its default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct FortalezaOptions {
    /// Always 2.
    pub players: u8,
}

impl Default for FortalezaOptions {
    fn default() -> Self {
        FortalezaOptions { players: 2 }
    }
}

impl FortalezaOptions {
    pub fn validate(&self) -> Result<(), OptionsError> {
        if self.players != 2 {
            return Err(OptionsError::PlayerCount { players: self.players, needed: 2 });
        }
        Ok(())
    }
}
