//! What is agreed before a game: the number of players.

use crate::core::json::{Fields, FromJson, JsonError, ToJson, Value};
use crate::core::OptionsError;

/// Player counts the game is made for (the rulebook's game and its 4-player extension).
pub const PLAYER_COUNTS: [u8; 2] = [2, 4];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VoldetourOptions {
    /// 2 or 4.
    pub players: u8,
}

impl Default for VoldetourOptions {
    fn default() -> Self {
        VoldetourOptions { players: 2 }
    }
}

/// Stored as `{"players":2}`; an absent `players` takes its default.
impl ToJson for VoldetourOptions {
    fn to_json(&self) -> Value {
        Value::object([("players", self.players.to_json())])
    }
}

impl FromJson for VoldetourOptions {
    fn from_json(value: &Value) -> Result<Self, JsonError> {
        let fields = Fields::of(value, "VoldetourOptions", &["players"])?;
        Ok(VoldetourOptions { players: fields.or("players", VoldetourOptions::default().players)? })
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
