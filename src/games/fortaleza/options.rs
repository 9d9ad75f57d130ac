//! What is agreed before a game. Fortaleza has no variants: territory and colours are the first
//! builder's opening decision inside the game (see the module docs), not an option.

use crate::core::OptionsError;
use serde::{Deserialize, Serialize};

/// Options agreed before the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
            return Err(OptionsError(format!("Fortaleza is for 2 players, not {}", self.players)));
        }
        Ok(())
    }
}
