//! What is agreed before a game. Fortaleza has no variants: territory and colours are the first
//! builder's opening decision inside the game (see the module docs), not an option.

use crate::core::json::{Fields, FromJson, JsonError, ToJson, Value};
use crate::core::OptionsError;

/// Options agreed before the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FortalezaOptions {
    /// Always 2.
    pub players: u8,
}

impl Default for FortalezaOptions {
    fn default() -> Self {
        FortalezaOptions { players: 2 }
    }
}

/// Stored as `{"players":2}`; an absent `players` takes its default.
impl ToJson for FortalezaOptions {
    fn to_json(&self) -> Value {
        Value::object([("players", self.players.to_json())])
    }
}

impl FromJson for FortalezaOptions {
    fn from_json(value: &Value) -> Result<Self, JsonError> {
        let fields = Fields::of(value, "FortalezaOptions", &["players"])?;
        Ok(FortalezaOptions { players: fields.or("players", FortalezaOptions::default().players)? })
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
