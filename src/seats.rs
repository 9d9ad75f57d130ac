//! Who plays each seat of a game: a person at this device, a bot (and its level), or a friend on
//! another device ([`PlayerKind::Remote`]), and the name shown. Below the saves and the links,
//! which both record it.

use crate::bot::Level;
use crate::core::Seat;
use serde::{Deserialize, Serialize};

/// Who plays a seat. Stored as serde stores an enum: `"Human"`, `{"Bot":"easy"}` or `"Remote"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayerKind {
    Human,
    Bot(Level),
    /// A friend's seat in a game by link: played on another device ([`crate::remote`]).
    Remote,
}

/// Stored as `{"name":"…","kind":…}`; both fields are required.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatSetup {
    pub name: String,
    pub kind: PlayerKind,
}

impl SeatSetup {
    pub fn is_human(&self) -> bool {
        self.kind == PlayerKind::Human
    }
}

/// Whether `seat` is played by a human at a table set up as `seats` (what undo needs to know;
/// a seat out of range counts as a bot, so it never opens a take-back).
pub fn is_human_seat(seats: &[SeatSetup], seat: Seat) -> bool {
    seats.get(seat as usize).is_some_and(SeatSetup::is_human)
}
