//! The actions of a turn, the turn's phases and what the dice showed.

use super::*;

/// One decision of the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TorriAction {
    /// Colour-die variant: the first action of every turn.
    RollColourDie,
    /// Roll the number die (or both dice) and then move that many squares.
    Roll,
    /// Move the whole stack on `from` to `to`: a height move before rolling, a rolled move after.
    Move { from: Square, to: Square },
    /// Split the over-limit stack: the lowest `cut` pieces stay, the rest go to `to`.
    Split { cut: u8, to: Square },
    /// Free-carry variant: lift the pieces above the carry height off `from` into the home reserve.
    FreeCarry { from: Square },
    /// Only when nothing else is legal.
    Pass,
    /// Colour die with "own colour rolls again" (rules version 2): stop instead of taking the
    /// extra roll, which the player *may* take.
    DeclineBonusRoll,
}

impl TorriAction {
    /// The square the action starts from: the stack moved or carried from.
    pub fn origin_square(&self) -> Option<Square> {
        match *self {
            TorriAction::Move { from, .. } | TorriAction::FreeCarry { from } => Some(from),
            _ => None,
        }
    }

    /// The square the action lands on: a move's destination, a split's target.
    pub fn target_square(&self) -> Option<Square> {
        match *self {
            TorriAction::Move { to, .. } | TorriAction::Split { to, .. } => Some(to),
            _ => None,
        }
    }
}

/// Where the turn stands (for the UI and the rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnPhase {
    /// Colour-die variant: the turn starts with the colour die.
    AwaitColourDie,
    /// Choose: roll, or make a height move (or a free carry at the start of a turn).
    /// `after_six`: this is the bonus after a rolled six.
    AwaitChoice {
        after_six: bool,
    },
    /// The dice were rolled: move a stack exactly `distance` squares (or pass if impossible).
    AwaitMove {
        distance: u8,
    },
    /// A stack over the height limit on `at` must be split. `six`: the move that caused it was a
    /// rolled six, so the six bonus follows.
    AwaitSplit {
        at: Square,
        six: bool,
    },
    /// Own colour on the colour die: one more number roll.
    AwaitBonusRoll,
    GameOver,
}

/// The last number roll, for display.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiceRoll {
    pub d6: u8,
    /// The small die in the two-dice variant.
    pub d3: Option<u8>,
    /// Squares to move.
    pub distance: u8,
}

/// A face of the colour die.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColourFace {
    Blank,
    Colour(Seat),
}
