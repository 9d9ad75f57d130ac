//! Why an action is illegal: the typed rule errors (their player messages are in the registry
//! entry, `src/registry/torres.rs`, keyed by variant).

use std::fmt;

/// Why an action is illegal (its `Display` is shown to players).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TorresError {
    GameOver,
    WrongTime,
    NoSuchSquare,
    NotYourKnight,
    SquareOccupied,
    NotAdjacent,
    NotDiagonal,
    ClimbTooHigh,
    NotEnoughAp,
    NoKnightsLeft,
    NewKnightTooHigh,
    CastleTooTall,
    JoinsCastles,
    NewCastle,
    BlockUnderPiece,
    StackEmpty,
    NoSuchStack,
    StackFull,
    NoThroughPath,
    NotAFoundation,
    FoundationTooClose,
    NotACastleSquare,
    TwoCardsPerTurn,
    DeckEmpty,
    NoDrawInMaster,
    CardsOff,
    CardNotHeld,
    CardTakenThisTurn,
    OneCardPerTurn,
    CardNotShown,
    SupplyEmpty,
    NoKnightToJump,
    SplitsCastle,
    TooFewCastles,
    NoBlockToMove,
    NothingToReturn,
    SameSquare,
}

impl fmt::Display for TorresError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TorresError::*;
        let s = match self {
            GameOver => "the game is over",
            WrongTime => "that is not possible at this moment of the turn",
            NoSuchSquare => "there is no such square",
            NotYourKnight => "you have no knight on that square",
            SquareOccupied => "that square is taken by a knight or the king",
            NotAdjacent => "knights move and join orthogonally, one square at a time",
            NotDiagonal => "that square is not diagonally next to the knight",
            ClimbTooHigh => "a knight may not climb that many levels",
            NotEnoughAp => "not enough action points",
            NoKnightsLeft => "all six of your knights are already on the board",
            NewKnightTooHigh => "a new knight must stand next to one of yours at the same level or lower",
            CastleTooTall => "a castle may not be taller than its area",
            JoinsCastles => "that block would join two castles",
            NewCastle => "a block must extend an existing castle",
            BlockUnderPiece => "a block may not go under a knight or the king",
            StackEmpty => "no blocks left in that stack",
            NoSuchStack => "you have no such stack",
            StackFull => "a stack may not hold more than three blocks",
            NoThroughPath => "there is no way through a castle to that square",
            NotAFoundation => "start pieces go on an empty castle foundation",
            FoundationTooClose => "a foundation must be at least 3 squares from every other one",
            NotACastleSquare => "the king must stand on an empty castle square",
            TwoCardsPerTurn => "at most two cards may be taken per turn",
            DeckEmpty => "the deck is empty",
            NoDrawInMaster => "cards are not taken in the master version",
            CardsOff => "this game is played without action cards",
            CardNotHeld => "you do not hold that card",
            CardTakenThisTurn => "a card may not be played in the turn it was taken",
            OneCardPerTurn => "only one card may be played per turn",
            CardNotShown => "that card is not among the ones you are looking at",
            SupplyEmpty => "the common supply is empty",
            NoKnightToJump => "a jump needs an adjacent knight to jump over",
            SplitsCastle => "a castle may not be split",
            TooFewCastles => "there must remain at least 6 castles",
            NoBlockToMove => "only the top block of a square without a piece may be moved",
            NothingToReturn => "there are no blocks to spread",
            SameSquare => "the piece must go to another square",
        };
        f.write_str(s)
    }
}
