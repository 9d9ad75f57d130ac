//! Why an action, or a position text, is refused.

use std::fmt;

/// Why an action is illegal (the message names the broken rule).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TorriError {
    GameOver,
    MustRollColourDie,
    ColourDieNotNow,
    MustSplit,
    AlreadyRolled { distance: u8 },
    NotRolledNow,
    MustRollBonus,
    NoBonusRollToDecline,
    HeightMovesDisabled,
    OffBoard,
    EmptySquare,
    NotYourStack,
    FrozenInHome,
    CapturedThisTurn,
    NotStraight,
    WrongDistance { required: u8 },
    OwnStack,
    OtherHome,
    PassNotAllowed,
    NothingToMove,
    NoSplitNow,
    BadCut { limit: u8 },
    NotAdjacent,
    FreeCarryDisabled,
    FreeCarryNotNow,
    AlreadyHome,
    TooLowToCarry { height: u8 },
}

impl fmt::Display for TorriError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TorriError::*;
        match self {
            GameOver => write!(f, "the game is over"),
            MustRollColourDie => write!(f, "roll the colour die first"),
            ColourDieNotNow => write!(f, "the colour die is rolled only at the start of a turn"),
            MustSplit => write!(f, "the stack over the height limit must be split first"),
            AlreadyRolled { distance } => {
                write!(f, "you have already rolled: move a stack exactly {distance} squares")
            }
            NotRolledNow => write!(f, "you cannot roll now"),
            MustRollBonus => write!(f, "you rolled your own colour: roll the die again, or stop here"),
            NoBonusRollToDecline => write!(f, "there is no extra roll to decline now"),
            HeightMovesDisabled => write!(f, "height moves are not allowed in the dice-only game"),
            OffBoard => write!(f, "that square is off the board"),
            EmptySquare => write!(f, "there is no stack on that square"),
            NotYourStack => write!(f, "you may only move a stack with your colour on top"),
            FrozenInHome => write!(f, "a stack of two or more in its own home may not move any more"),
            CapturedThisTurn => write!(f, "a stack that captured may not move again this turn"),
            NotStraight => write!(f, "a move goes in a straight line along a row or a column"),
            WrongDistance { required } => write!(f, "this move must be exactly {required} squares"),
            OwnStack => write!(f, "you may not land on your own stack"),
            OtherHome => write!(f, "that square is in another player's home"),
            PassNotAllowed => write!(f, "you may pass only when you have no legal move"),
            NothingToMove => write!(f, "you have no stack that can move: pass"),
            NoSplitNow => write!(f, "there is no stack to split now"),
            BadCut { limit } => {
                write!(f, "both parts of a split must have your colour on top and hold at most {limit} pieces")
            }
            NotAdjacent => write!(f, "the split-off part goes to a square next to the stack"),
            FreeCarryDisabled => write!(f, "free carry is not part of this game"),
            FreeCarryNotNow => write!(f, "a free carry replaces the whole move at the start of a turn"),
            AlreadyHome => write!(f, "that stack is already in your home"),
            TooLowToCarry { height } => write!(f, "only a stack taller than {height} may carry pieces home"),
        }
    }
}
impl std::error::Error for TorriError {}
