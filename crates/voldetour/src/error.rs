//! Why an action is refused; the message (a phrase, like the other games' errors) is what the
//! player reads: `Display` in English (logs, tests), [`VoldetourError::msg`] in the player's
//! language (`locales/<lang>/voldetour.ftl`).

use castellan_core::Msg;
use std::fmt;

/// Why an action is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VoldetourError {
    GameOver,
    NoSuchSquare,
    NoSuchPiece,
    BlockAlreadyUsed,
    StairAlreadyUsed,
    /// Kept for the board's messages; a Lord move ends the turn, so no action can follow it.
    LordAlreadyMoved,
    PieceBlocked,
    OffBoard,
    TooHigh,
    NotLevel,
    NotOnFullCube,
    OverLordOrTower,
    NothingToNest,
    SamePlace,
    NextReserveStairFirst,
    LordCannotReach,
    CannotStopThere,
    NothingDoneYet,
    MustPlay,
    CannotPass,
}

impl fmt::Display for VoldetourError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use VoldetourError::*;
        let s = match self {
            GameOver => "the game is over",
            NoSuchSquare => "there is no such square on the board",
            NoSuchPiece => "you have no such piece, or it cannot be set down that way",
            BlockAlreadyUsed => "you have already placed or moved a Block this turn",
            StairAlreadyUsed => "you have already placed or moved a Stair this turn",
            LordAlreadyMoved => "no piece may be placed after the Lord has moved",
            PieceBlocked => "that piece is stuck: something rests on it, or all its sides are covered",
            OffBoard => "the piece would stick out of the board",
            TooHigh => "nothing may rise above the height of a Tower",
            NotLevel => "every cube of a piece must rest on the same level: no gap may be left under it",
            NotOnFullCube => "pieces rest only on the board or on full cubes, never on an open slope",
            OverLordOrTower => "nothing may be built over a Lord or a Tower",
            NothingToNest => "a Stair goes upside down only into the slope of an open Stair",
            SamePlace => "putting a piece back exactly where it was is not a move",
            NextReserveStairFirst => "stairs from the reserve are taken in order: use your next one",
            LordCannotReach => "your Lord cannot reach that square in 1 to 3 steps",
            CannotStopThere => "your Lord may pass over that Tower but not stop on it",
            NothingDoneYet => "do at least one thing before ending your turn",
            MustPlay => "you still have a legal action, so you cannot end the turn yet",
            CannotPass => "you may pass only when nothing at all is legal",
        };
        f.write_str(s)
    }
}
impl std::error::Error for VoldetourError {}

impl VoldetourError {
    /// The same phrase in the player's language (lower case: it follows a colon).
    pub fn msg(&self) -> Msg {
        use VoldetourError::*;
        Msg::new(match self {
            GameOver => "voldetour-error-game-over",
            NoSuchSquare => "voldetour-error-no-such-square",
            NoSuchPiece => "voldetour-error-no-such-piece",
            BlockAlreadyUsed => "voldetour-error-block-used",
            StairAlreadyUsed => "voldetour-error-stair-used",
            LordAlreadyMoved => "voldetour-error-lord-moved",
            PieceBlocked => "voldetour-error-piece-blocked",
            OffBoard => "voldetour-error-off-board",
            TooHigh => "voldetour-error-too-high",
            NotLevel => "voldetour-error-not-level",
            NotOnFullCube => "voldetour-error-not-on-full-cube",
            OverLordOrTower => "voldetour-error-over-lord-or-tower",
            NothingToNest => "voldetour-error-nothing-to-nest",
            SamePlace => "voldetour-error-same-place",
            NextReserveStairFirst => "voldetour-error-next-stair-first",
            LordCannotReach => "voldetour-error-lord-cannot-reach",
            CannotStopThere => "voldetour-error-cannot-stop-there",
            NothingDoneYet => "voldetour-error-nothing-done-yet",
            MustPlay => "voldetour-error-must-play",
            CannotPass => "voldetour-error-cannot-pass",
        })
    }
}
