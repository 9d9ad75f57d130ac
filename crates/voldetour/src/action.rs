//! The atomic decisions of a turn, and why a game ended.

use castellan_core::Seat;

/// One atomic decision of the seat to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VAction {
    /// Place (from the reserve) or move (if on the board) own Block `kind` (0..5), anchored on
    /// `cell`, with orientation index `orient` into [`super::BLOCK_ORIENTATIONS`]`[kind]`.
    Block { kind: u8, cell: u8, orient: u8 },
    /// Place or move own Stair `index` (0..5) on `cell`, rising toward `dir` (0..4 = N, E, S, W)
    /// or upside down into an open Stair ([`super::NEST`]).
    Stair { index: u8, cell: u8, dir: u8 },
    /// Move the Lord to `to` in 1–3 steps; ends the turn.
    Lord { to: u8 },
    /// End the turn after at least one action.
    EndTurn,
    /// Nothing at all is legal: give the turn away.
    Pass,
}

/// Why a game of Voldétour ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// This seat's Lord stopped on his enemy's Tower.
    ReachedTower(Seat),
    /// Every other seat lost by keeping his Lord on his own Tower past his third turn.
    OthersOut(Seat),
    /// The same position came up for the third time: a draw.
    Repetition,
    /// [`super::MAX_TURNS`] turns were played: a draw.
    TurnLimit,
}
