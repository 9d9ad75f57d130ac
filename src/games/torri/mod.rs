//! Torri: capture stacks by landing on them, bring your towers home.
//!
//! Rules follow the Hungarian rulebook as settled by `shared/spec/torri.md`. Where both are
//! silent we decided as follows (each decision has a named test in `tests.rs`):
//!
//! * **Seats and colours.** Seat 0 red, 1 blue, 2 yellow, 3 green. Two players: seat 0 south
//!   (rows 1–2), seat 1 north (rows 9–10). Three or four players, clockwise from the south:
//!   seat 0 south `c1..h2`, 1 west `a3..b8`, 2 north `c9..h10`, 3 east `i3..j8`. Seat 0 starts;
//!   a round is seats `0..n` in order.
//! * **Mode choice is implicit.** At the start of a turn the legal actions are `Roll` plus every
//!   height move; playing a height move *is* choosing the height mode. This keeps a player from
//!   choosing "height" and then finding no height move.
//! * **Moving is compulsory.** `Pass` is offered only when it is the only legal action.
//! * **Only a rolled 6 grants the six bonus.** A height move of 6 squares does not (otherwise
//!   a six-high stack could shuttle back and forth for ever). With two dice the difference is at
//!   most 5, so the bonus never arises there. A difference of 0 means no move: pass.
//! * **After a six the player must take the bonus** (roll again or make a height move); in the
//!   dice-only variant that leaves just the roll.
//! * **An unusable rolled six loses its bonus.** With no legal move for the six the player
//!   passes and the turn ends; the bonus is not kept for later.
//! * **Capture lock.** The stack that captured, and every part split off it this turn, may not
//!   move again this turn.
//! * **Height limit.** Checked whenever a stack lands (a move or a split part). A stack over the
//!   limit that cannot be split then stays as it is until it next lands somewhere. A split part may
//!   go into its owner's home (a part of 2+ is then frozen there like any stack).
//! * **Frozen** means: a stack of 2+ pieces on a square of its owner's home. Singles in their own
//!   home move freely.
//! * **Colour die.** The six faces are one per seated player's colour, the rest blank. Blank or
//!   own colour: play normally. Another seat's colour: the turn is over. With "own colour rolls
//!   again", own colour grants one extra number roll when the turn would otherwise end (after the
//!   move sequence, or after passing a roll that could not be used). The player may decline it
//!   (rules version 2; the rulebook says he *may* roll again).
//! * **Free carry.** Offered at the start of a turn (instead of rolling or a height move) for an
//!   owned stack outside its owner's home that is taller than the carry height: the pieces above
//!   that height go to the owner's home reserve (safe, counted as at home, never moving again).
//!   The lower part stays and belongs to whoever's colour is now on top. A carried piece, even a
//!   single one, stays in the reserve for good: it counts for its owner and never moves again.
//! * **End.** "Owns no stack that may still move" is structural: every stack he owns is frozen,
//!   or he owns none (a temporary capture lock does not count). Once any player is in that state
//!   the game ends after the last seat of the current round has played; a player with nothing
//!   movable just passes. A player who owns nothing movable at the start of his turn may only pass.
//! * **Score.** Pieces in every stack a player owns (home or open field, any colour) plus his
//!   reserve. Most wins; equal best scores share the win.
//!
//! ## For the UI
//! Drive the game through [`Game`]: `legal_actions` / `apply`, `to_move`, `outcome`, `scores`,
//! `notation`. To draw it: [`Torri::board`] / [`Torri::stack`] (colours bottom to top via
//! [`Stack::iter`]), [`Torri::home_owner`] (home colouring), [`Torri::phase`] (what the turn
//! waits for), [`Torri::last_roll`] and [`Torri::last_colour_die`] (dice faces),
//! [`Torri::is_frozen`] / [`Torri::is_locked`] (stack badges), [`Torri::reserve`] (free-carry
//! pile), [`Torri::is_last_round`], and [`Torri::actions_from`] (targets after a click on a stack;
//! a click on the die plays [`TorriAction::Roll`]). [`RULES_HELP`] is the rules text.
//!
//! ## Position text
//! One line per rank from 10 down to 1: the rank number, then ten cells separated by spaces,
//! each `.` (empty) or the stack's colour letters bottom to top (`R` red, `B` blue, `Y` yellow,
//! `G` green; `RRB` is two red pieces under a blue one, owned by blue). A footer line
//! `   a b c d e f g h i j`, then `to move: R` (the letter of the seat to move, followed by a
//! description of the phase in parentheses), then `reserve: R3 B0` when any reserve holds pieces.
//! [`Torri::from_position_text`] reads the rank lines, an optional `to move:` line (the phase
//! starts afresh) and an optional `reserve:` line (counted as own-colour pieces); it ignores the
//! footer and blank lines.
//!
//! ## Notation
//! `roll 4` (`roll 6−3 = 3` with two dice), `c3-c7` (height or rolled move), `c3xc7 (captures 3)`,
//! `split 5 at c7 → c8` (the top 5 pieces of c7 go to c8), `carry 3 home from c7`,
//! `colour die: blue (skip)`, `pass`.

mod board;
mod entry;
#[cfg(test)]
mod tests;

pub use board::{
    changed_squares, col_of, home_owner, parse_square, pieces_per_player, row_of, square_at, square_name, Square,
    Stack, COLOUR_LETTERS, COLOUR_NAMES, MAX_STACK, NOBODY, SIZE, SQUARES,
};

use crate::core::{Effect, Game, OptionsError, Outcome, Rng, Seat, MAX_SEATS};
use board::{home_masks_for, home_table_for, step, DIRECTIONS};
use serde::{Deserialize, Serialize};
use std::fmt;

pub const MIN_PLAYERS: u8 = 2;
pub const MAX_PLAYERS: u8 = 4;
/// The rulebook's height limit.
pub const DEFAULT_HEIGHT_LIMIT: u8 = 12;
/// A limit below 2 would force every stack to split into singles, which no cut can do.
pub const MIN_HEIGHT_LIMIT: u8 = 2;
/// The carry height must leave at least one piece behind.
pub const MIN_FREE_CARRY: u8 = 1;
/// Faces of the number die, the small die (two-dice variant) and the colour die.
pub const DIE_SIDES: u32 = 6;
pub const SMALL_DIE_SIDES: u32 = 3;
pub const COLOUR_DIE_SIDES: u32 = 6;
/// A rolled move of this many squares earns the six bonus.
pub const BONUS_ROLL: u8 = 6;
/// Weight of a safe piece (frozen at home or in the reserve) relative to a piece in play, for
/// [`Game::evaluate`]: safe pieces are already banked, pieces in play can still be lost.
const SAFE_WEIGHT: f32 = 0.5;

/// The colour-die variant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ColourDie {
    #[default]
    Off,
    On,
    /// Rolling your own colour also grants one extra number roll.
    OwnColourRollsAgain,
}

/// Options agreed before the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TorriOptions {
    /// 2..=4.
    pub players: u8,
    /// Stacks taller than this must be split; `None` = no limit.
    pub height_limit: Option<u8>,
    /// No height moves.
    pub dice_only: bool,
    /// Pieces above this height may be carried home as a move.
    pub free_carry: Option<u8>,
    /// Roll a d6 and a d3 and move the difference.
    pub two_dice: bool,
    pub colour_die: ColourDie,
}

impl Default for TorriOptions {
    fn default() -> Self {
        TorriOptions {
            players: MIN_PLAYERS,
            height_limit: Some(DEFAULT_HEIGHT_LIMIT),
            dice_only: false,
            free_carry: None,
            two_dice: false,
            colour_die: ColourDie::Off,
        }
    }
}

impl TorriOptions {
    pub fn validate(&self) -> Result<(), OptionsError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            return Err(OptionsError(format!(
                "Torri is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {}",
                self.players
            )));
        }
        if let Some(limit) = self.height_limit {
            if limit < MIN_HEIGHT_LIMIT {
                return Err(OptionsError(format!(
                    "the height limit must be at least {MIN_HEIGHT_LIMIT}"
                )));
            }
        }
        if let Some(h) = self.free_carry {
            if h < MIN_FREE_CARRY {
                return Err(OptionsError(format!(
                    "the free-carry height must be at least {MIN_FREE_CARRY}"
                )));
            }
        }
        Ok(())
    }
}

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
            BadCut { limit } => write!(
                f,
                "both parts of a split must have your colour on top and hold at most {limit} pieces"
            ),
            NotAdjacent => write!(f, "the split-off part goes to a square next to the stack"),
            FreeCarryDisabled => write!(f, "free carry is not part of this game"),
            FreeCarryNotNow => write!(f, "a free carry replaces the whole move at the start of a turn"),
            AlreadyHome => write!(f, "that stack is already in your home"),
            TooLowToCarry { height } => write!(f, "only a stack taller than {height} may carry pieces home"),
        }
    }
}
impl std::error::Error for TorriError {}

/// Error from [`Torri::from_position_text`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError(pub String);
impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad Torri position: {}", self.0)
    }
}
impl std::error::Error for PositionError {}

/// The rules explained to players, covering every variant.
pub const RULES_HELP: &str = "\
TORRI

Goal: end the game with the most pieces in your home. Pieces of any colour count: every stack
you own at the end is counted for you.

Board: 10 x 10 squares. Each player has a home, which starts filled with his single pieces.
  2 players: south owns rows 1-2, north rows 9-10 (20 pieces each).
  3-4 players: each home is the 2 x 6 block in the middle of one side (12 pieces each); the four
  corner blocks belong to nobody. With 3 players the east home is ordinary open field.

Stacks: pieces on one square form a stack. Whoever's colour is on top owns it, and it always
moves as a whole.

Your turn: either
  - roll the die and move one of your stacks exactly that many squares, or
  - move one of your stacks exactly as many squares as it has pieces (a single goes 1, a stack
    of three goes 3), without rolling.
Once you have rolled you cannot switch to a height move. Moves run in a straight line along a
row or column and jump over anything in between. You may land on an empty square or on a stack
owned by someone else: you capture it by putting your stack on top. You may never land on your
own stack, leave the board, or enter another player's home. If you have a legal move you must
make one; if the roll gives you none, you pass.

Captures: a stack that has just captured stays put for the rest of your turn.

Sixes: after moving a rolled 6, you go on: roll again, or make a height move with any of your
stacks. This repeats after every rolled 6. (A height move of 6 does not count as a six.) A six
you cannot use is simply lost: you pass and your turn is over.

Homes: your home is safe, nobody else may enter it. A single piece may walk in and out of your
home and around inside it. A stack of two or more that ends up in your home stays there for good.

Height limit (normally 12): a stack taller than the limit is split at once by its owner. Pick a
cut so that both parts have your colour on top and neither is over the limit; the lower part
stays, the upper part goes onto a neighbouring square (up, down, left or right) that is empty or
owned by an opponent, never into another player's home. If that makes another stack too tall, it
is split in turn. If no cut or no square works, the stack stays as it is.

End: as soon as some player owns no stack that can still move (all his stacks are stuck in his
home, or he owns nothing), the current round is played to its end (up to the last player in
seat order). Then all stacks are counted for their owners, plus pieces carried home. Most pieces
wins; equal best counts share the win.

Variants (agreed before the game):
  - Height limit: a different number, or no limit at all.
  - Dice only: no height moves; after a six you simply roll again.
  - Free carry: once one of your stacks outside your home is taller than the agreed height, you
    may, instead of your turn's move, lift the pieces above that height straight into your home.
    They are safe and count for you, and they stay there for good (even a single piece). The
    part left behind belongs to whoever is now on top.
  - Two dice (1-6 and 1-3): move the difference of the two. A difference of 0 means no move. The
    difference is never 6, so there are no six bonuses.
  - Colour die: each turn starts with the colour die (one face per player, the rest blank).
    Another player's colour: you miss this turn. Blank or your own colour: play as usual. With
    \"own colour rolls again\", your own colour also lets you roll the number die once more at
    the end of your turn, if you want to; you may also stop there.
";

/// The complete state of a game of Torri.
#[derive(Clone, Debug, PartialEq)]
pub struct Torri {
    options: TorriOptions,
    board: [Stack; SQUARES],
    /// Derived from `board`, kept in step by [`Torri::put`]: squares owned by each seat, and
    /// squares holding 2+ pieces. They turn the board-wide questions asked on every action
    /// ("who can still move?", "which stacks may move?") into a few mask operations.
    owned: [u128; MAX_SEATS],
    tall: u128,
    /// Pieces carried home by free carry: `reserve[seat][colour]`.
    reserve: [[u8; MAX_SEATS]; MAX_SEATS],
    rng: Rng,
    seat: Seat,
    phase: TurnPhase,
    turn: u32,
    /// Squares whose stack captured (or was split off a capturing stack) this turn.
    locked: u128,
    /// Own colour on the colour die with the roll-again option, extra roll not yet taken.
    bonus_pending: bool,
    /// Some player has nothing left to move: the game ends with this round.
    end_triggered: bool,
    last_roll: Option<DiceRoll>,
    last_colour: Option<ColourFace>,
    /// The rules version the game is played under (see [`RULES_VERSION`]).
    rules_version: u8,
}

/// The rules version of this engine (a storage format, see `Game::RULES_VERSION`).
/// * 1 — with the colour die's "own colour rolls again", the extra roll was compulsory.
/// * 2 — the player may decline it ([`TorriAction::DeclineBonusRoll`]), as the rulebook says
///   ("may roll again"). Games made under version 1 still replay exactly under version 1.
pub const RULES_VERSION: u32 = 2;

fn bit(sq: Square) -> u128 {
    1u128 << sq
}

impl Torri {
    fn players(&self) -> usize {
        self.options.players as usize
    }

    fn start_phase(&self) -> TurnPhase {
        if self.options.colour_die == ColourDie::Off {
            TurnPhase::AwaitChoice { after_six: false }
        } else {
            TurnPhase::AwaitColourDie
        }
    }

    /// Writes a square, keeping the derived masks in step.
    fn put(&mut self, sq: usize, stack: Stack) {
        self.board[sq] = stack;
        let b = 1u128 << sq;
        for m in self.owned.iter_mut() {
            *m &= !b;
        }
        self.tall &= !b;
        let top = stack.owner_or_nobody();
        if top != NOBODY {
            self.owned[top as usize] |= b;
            if stack.len() >= 2 {
                self.tall |= b;
            }
        }
    }

    fn rebuild_masks(&mut self) {
        for sq in 0..SQUARES {
            self.put(sq, self.board[sq]);
        }
    }

    /// Squares of `seat`'s stacks that are frozen in its home.
    fn frozen_mask(&self, seat: Seat) -> u128 {
        self.owned[seat as usize] & self.tall & home_masks_for(self.players())[seat as usize]
    }

    // ----- public helpers for the UI -----

    /// The seat whose home `sq` is, in this game.
    pub fn home_owner(&self, sq: Square) -> Option<Seat> {
        home_owner(self.players(), sq)
    }
    /// Every square's stack, indexed by square (`row * 10 + col`, `a1` = 0).
    pub fn board(&self) -> &[Stack; SQUARES] {
        &self.board
    }
    /// The stack on `sq` (empty off the board).
    pub fn stack(&self, sq: Square) -> Stack {
        self.board.get(sq as usize).copied().unwrap_or_default()
    }
    pub fn phase(&self) -> TurnPhase {
        self.phase
    }
    /// The most recent number roll (kept until the next one).
    pub fn last_roll(&self) -> Option<DiceRoll> {
        self.last_roll
    }
    /// The most recent colour-die face (kept until the next one).
    pub fn last_colour_die(&self) -> Option<ColourFace> {
        self.last_colour
    }
    /// Pieces `seat` has carried home by free carry.
    pub fn reserve(&self, seat: Seat) -> usize {
        self.reserve
            .get(seat as usize)
            .map_or(0, |r| r.iter().map(|&n| n as usize).sum())
    }
    /// Pieces in `seat`'s reserve by colour (free carry keeps whatever colours it lifted).
    pub fn reserve_by_colour(&self, seat: Seat) -> [u8; MAX_SEATS] {
        self.reserve.get(seat as usize).copied().unwrap_or_default()
    }
    /// Whether the stack on `sq` is frozen in its owner's home.
    pub fn is_frozen(&self, sq: Square) -> bool {
        let s = self.stack(sq);
        s.len() >= 2 && s.top().is_some() && self.home_owner(sq) == s.top()
    }
    /// Whether the stack on `sq` captured this turn and may not move again.
    pub fn is_locked(&self, sq: Square) -> bool {
        (sq as usize) < SQUARES && self.locked & bit(sq) != 0
    }
    /// The game ends when the current round is over.
    pub fn is_last_round(&self) -> bool {
        self.end_triggered
    }
    /// Legal actions that start at `from` (moves, free carry) — what the UI highlights after a
    /// click on a stack.
    pub fn actions_from(&self, from: Square) -> Vec<TorriAction> {
        let mut all = Vec::new();
        self.legal_actions(&mut all);
        all.retain(|a| match *a {
            TorriAction::Move { from: f, .. } | TorriAction::FreeCarry { from: f } => f == from,
            TorriAction::Split { .. } => matches!(self.phase, TurnPhase::AwaitSplit { at, .. } if at == from),
            _ => false,
        });
        all
    }
    /// Pieces owned by each seat right now (stacks it owns anywhere plus its reserve).
    fn owned_counts(&self) -> [usize; MAX_SEATS] {
        let mut counts = [0usize; MAX_SEATS];
        for s in self.board.iter() {
            if let Some(t) = s.top() {
                counts[t as usize] += s.len();
            }
        }
        for (p, c) in counts.iter_mut().enumerate().take(self.players()) {
            *c += self.reserve(p as Seat);
        }
        counts
    }

    // ----- rules -----

    /// Bit `p` set when seat `p` owns a stack that is not frozen in its home (and, with
    /// `respect_lock`, did not capture this turn). Mask arithmetic only, no board scan.
    fn movable_mask(&self, respect_lock: bool) -> u8 {
        let lock = if respect_lock { self.locked } else { 0 };
        let mut mask = 0u8;
        for p in 0..self.options.players {
            if self.owned[p as usize] & !self.frozen_mask(p) & !lock != 0 {
                mask |= 1 << p;
            }
        }
        mask
    }

    fn has_movable(&self, seat: Seat, respect_lock: bool) -> bool {
        self.movable_mask(respect_lock) & (1 << seat) != 0
    }

    /// Why the seat to move may not move `from`→`to` over `dist` squares, if it may not.
    fn move_error(&self, from: Square, to: Square, dist: usize) -> Option<TorriError> {
        if from as usize >= SQUARES || to as usize >= SQUARES {
            return Some(TorriError::OffBoard);
        }
        let s = self.board[from as usize];
        if s.is_empty() {
            return Some(TorriError::EmptySquare);
        }
        if s.top() != Some(self.seat) {
            return Some(TorriError::NotYourStack);
        }
        if self.frozen_mask(self.seat) & bit(from) != 0 {
            return Some(TorriError::FrozenInHome);
        }
        if self.locked & bit(from) != 0 {
            return Some(TorriError::CapturedThisTurn);
        }
        let (fc, fr, tc, tr) = (col_of(from), row_of(from), col_of(to), row_of(to));
        if from == to || (fc != tc && fr != tr) {
            return Some(TorriError::NotStraight);
        }
        if fc.abs_diff(tc) + fr.abs_diff(tr) != dist {
            return Some(TorriError::WrongDistance {
                required: dist.min(u8::MAX as usize) as u8,
            });
        }
        self.landing_error(to)
    }

    /// Whether the seat to move may put something on `to`.
    fn landing_error(&self, to: Square) -> Option<TorriError> {
        let home = home_table_for(self.players())[to as usize];
        if home != NOBODY && home != self.seat {
            return Some(TorriError::OtherHome);
        }
        if self.board[to as usize].owner_or_nobody() == self.seat {
            return Some(TorriError::OwnStack);
        }
        None
    }

    /// Calls `f` with every move of exactly `dist` (or each stack's height when `None`) until it
    /// returns `false`; returns whether it stopped early. One walk serves both the generator and
    /// the "is there any move" test, so they cannot disagree.
    fn for_each_move(&self, dist: Option<usize>, mut f: impl FnMut(TorriAction) -> bool) -> bool {
        // Written with plain indexing and no adaptors: this is the hottest loop of bots and of
        // random play, and it must stay quick even in unoptimised test builds.
        let seat = self.seat;
        let homes = home_table_for(self.players());
        // Lowest square first, so the order is the same as a plain board scan.
        let mut candidates = self.owned[seat as usize] & !self.frozen_mask(seat) & !self.locked;
        while candidates != 0 {
            let from = candidates.trailing_zeros() as usize;
            candidates &= candidates - 1;
            let n = self.board[from].len();
            let d = match dist {
                Some(d) => d,
                None => n,
            };
            if d == 0 || d >= SIZE {
                continue;
            }
            let (c, r) = (from % SIZE, from / SIZE);
            // Same order as `DIRECTIONS`: north, east, south, west; NOBODY marks "off the board".
            let mut targets = [NOBODY as usize; 4];
            if r + d < SIZE {
                targets[0] = from + SIZE * d;
            }
            if c + d < SIZE {
                targets[1] = from + d;
            }
            if r >= d {
                targets[2] = from - SIZE * d;
            }
            if c >= d {
                targets[3] = from - d;
            }
            for &to in &targets {
                if to == NOBODY as usize {
                    continue;
                }
                let h = homes[to];
                if (h == NOBODY || h == seat)
                    && self.board[to].owner_or_nobody() != seat
                    && !f(TorriAction::Move {
                        from: from as Square,
                        to: to as Square,
                    })
                {
                    return true;
                }
            }
        }
        false
    }

    fn push_moves(&self, dist: Option<usize>, out: &mut Vec<TorriAction>) {
        self.for_each_move(dist, |a| {
            out.push(a);
            true
        });
    }

    fn any_move(&self, dist: Option<usize>) -> bool {
        self.for_each_move(dist, |_| false)
    }

    fn limit(&self) -> Option<usize> {
        self.options.height_limit.map(|l| l as usize)
    }

    /// Whether a split of the stack on `at` with `cut` pieces staying is allowed (cut rule only).
    fn cut_ok(&self, at: Square, cut: usize) -> bool {
        let Some(limit) = self.limit() else { return false };
        let s = self.board[at as usize];
        let n = s.len();
        cut >= 1 && cut < n && cut <= limit && n - cut <= limit && s.piece(cut - 1) == self.seat
    }

    fn split_target_ok(&self, at: Square, to: Square) -> bool {
        (to as usize) < SQUARES
            && (0..DIRECTIONS.len()).any(|d| step(at, d, 1) == Some(to))
            && self.landing_error(to).is_none()
    }

    fn push_splits(&self, at: Square, out: &mut Vec<TorriAction>) {
        let n = self.board[at as usize].len();
        for cut in 1..n {
            if !self.cut_ok(at, cut) {
                continue;
            }
            for dir in 0..DIRECTIONS.len() {
                if let Some(to) = step(at, dir, 1) {
                    if self.landing_error(to).is_none() {
                        out.push(TorriAction::Split { cut: cut as u8, to });
                    }
                }
            }
        }
    }

    /// Whether the stack on `at` (owned by the mover) is over the limit and can be split.
    fn needs_split(&self, at: Square) -> bool {
        let Some(limit) = self.limit() else { return false };
        let n = self.board[at as usize].len();
        if n <= limit {
            return false;
        }
        let any_target =
            (0..DIRECTIONS.len()).any(|d| step(at, d, 1).is_some_and(|to| self.landing_error(to).is_none()));
        any_target && (1..n).any(|cut| self.cut_ok(at, cut))
    }

    /// Whether the only legal action is `Pass`.
    fn only_pass(&self) -> bool {
        match self.phase {
            TurnPhase::AwaitColourDie => !self.has_movable(self.seat, false),
            TurnPhase::AwaitChoice { .. } | TurnPhase::AwaitBonusRoll => !self.has_movable(self.seat, true),
            TurnPhase::AwaitMove { distance } => !self.any_move(Some(distance as usize)),
            TurnPhase::AwaitSplit { .. } | TurnPhase::GameOver => false,
        }
    }

    fn roll_dice(&mut self) -> u8 {
        let d6 = self.rng.roll(DIE_SIDES) as u8;
        let (d3, distance) = if self.options.two_dice {
            let d3 = self.rng.roll(SMALL_DIE_SIDES) as u8;
            (Some(d3), d6.abs_diff(d3))
        } else {
            (None, d6)
        };
        self.last_roll = Some(DiceRoll { d6, d3, distance });
        distance
    }

    /// Called after every change to the board, before the turn may end.
    fn update_end_trigger(&mut self) {
        if !self.end_triggered {
            let all = (1u8 << self.options.players) - 1;
            self.end_triggered = self.movable_mask(false) != all;
        }
    }

    /// The move (or pass) sequence of the turn is over: the extra roll, or the next turn.
    fn end_sequence(&mut self) {
        if self.bonus_pending {
            self.bonus_pending = false;
            self.phase = TurnPhase::AwaitBonusRoll;
        } else {
            self.end_turn();
        }
    }

    fn end_turn(&mut self) {
        self.locked = 0;
        self.bonus_pending = false;
        if self.end_triggered && self.seat as usize == self.players() - 1 {
            self.phase = TurnPhase::GameOver;
            return;
        }
        self.seat = (self.seat + 1) % self.options.players;
        self.turn += 1;
        self.phase = self.start_phase();
    }

    /// After a stack landed on `at`: split it if needed, else the six bonus or the end.
    fn after_landing(&mut self, at: Square, six: bool) {
        if self.needs_split(at) {
            self.phase = TurnPhase::AwaitSplit { at, six };
        } else if six {
            self.phase = TurnPhase::AwaitChoice { after_six: true };
        } else {
            self.end_sequence();
        }
    }

    /// Sets up a position from the text format (see the module docs). The seat to move starts a
    /// fresh turn; the rng is seeded with 0.
    pub fn from_position_text(text: &str, options: TorriOptions) -> Result<Torri, PositionError> {
        options.validate().map_err(|e| PositionError(e.0))?;
        let mut g = Torri::new_game(&options, 0).map_err(|e| PositionError(e.0))?;
        g.board = [Stack::EMPTY; SQUARES];
        g.rebuild_masks();
        let players = options.players as usize;
        let colour_of = |ch: char| -> Result<Seat, PositionError> {
            COLOUR_LETTERS
                .iter()
                .take(players)
                .position(|&l| l == ch.to_ascii_uppercase())
                .map(|p| p as Seat)
                .ok_or_else(|| PositionError(format!("'{ch}' is not a colour in a {players}-player game")))
        };
        let mut seen_rows = [false; SIZE];
        let mut total = 0usize;
        for line in text.lines() {
            let t = line.trim();
            if t.is_empty() || t.split_whitespace().eq("abcdefghij".chars().map(|c| c.to_string())) {
                continue;
            }
            if let Some(rest) = t.strip_prefix("to move:") {
                let ch = rest
                    .trim()
                    .chars()
                    .next()
                    .ok_or_else(|| PositionError("empty 'to move:'".into()))?;
                g.seat = colour_of(ch)?;
                continue;
            }
            if let Some(rest) = t.strip_prefix("reserve:") {
                for item in rest.split_whitespace() {
                    let mut chars = item.chars();
                    let p = colour_of(chars.next().unwrap_or(' '))?;
                    let n: u8 = chars
                        .as_str()
                        .parse()
                        .map_err(|_| PositionError(format!("bad reserve '{item}'")))?;
                    g.reserve[p as usize] = [0; MAX_SEATS];
                    g.reserve[p as usize][p as usize] = n;
                    total += n as usize;
                }
                continue;
            }
            let mut tokens = t.split_whitespace();
            let rank: usize = tokens
                .next()
                .and_then(|r| r.parse().ok())
                .filter(|r| (1..=SIZE).contains(r))
                .ok_or_else(|| PositionError(format!("unreadable line '{t}'")))?;
            if std::mem::replace(&mut seen_rows[rank - 1], true) {
                return Err(PositionError(format!("rank {rank} given twice")));
            }
            let cells: Vec<&str> = tokens.collect();
            if cells.len() != SIZE {
                return Err(PositionError(format!(
                    "rank {rank} has {} cells, not {SIZE}",
                    cells.len()
                )));
            }
            for (col, cell) in cells.iter().enumerate() {
                if *cell == "." {
                    continue;
                }
                let colours = cell.chars().map(colour_of).collect::<Result<Vec<_>, _>>()?;
                total += colours.len();
                if total > MAX_STACK {
                    return Err(PositionError(format!("more than {MAX_STACK} pieces")));
                }
                g.put(square_at(col, rank - 1) as usize, Stack::from_colours(&colours));
            }
        }
        if seen_rows.iter().any(|r| !r) {
            return Err(PositionError(format!("all {SIZE} ranks are needed")));
        }
        g.phase = g.start_phase();
        g.update_end_trigger();
        Ok(g)
    }

    fn phase_text(&self) -> String {
        match self.phase {
            TurnPhase::AwaitColourDie => "roll the colour die".into(),
            TurnPhase::AwaitChoice { after_six: false } => "roll or height move".into(),
            TurnPhase::AwaitChoice { after_six: true } => "after a six: roll again or height move".into(),
            TurnPhase::AwaitMove { distance } => format!("move {distance}"),
            TurnPhase::AwaitSplit { at, .. } => format!("split {}", square_name(at)),
            TurnPhase::AwaitBonusRoll => "extra roll".into(),
            TurnPhase::GameOver => "game over".into(),
        }
    }
}

impl Game for Torri {
    type Options = TorriOptions;
    type Action = TorriAction;
    type Error = TorriError;
    const ID: &'static str = "torri";
    const NAME: &'static str = "Torri";
    const RULES_VERSION: u32 = RULES_VERSION;

    fn supports_rules_version(rules_version: u32) -> bool {
        (1..=RULES_VERSION).contains(&rules_version)
    }

    fn new_game_with_rules(options: &TorriOptions, seed: u64, rules_version: u32) -> Result<Self, OptionsError> {
        if !Self::supports_rules_version(rules_version) {
            return Err(OptionsError(format!("Torri rules version {rules_version} is not supported")));
        }
        let mut game = Self::new_game(options, seed)?;
        game.rules_version = rules_version as u8;
        Ok(game)
    }

    fn rules_version(&self) -> u32 {
        self.rules_version as u32
    }

    fn new_game(options: &TorriOptions, seed: u64) -> Result<Self, OptionsError> {
        options.validate()?;
        let players = options.players as usize;
        let mut board = [Stack::EMPTY; SQUARES];
        for (sq, cell) in board.iter_mut().enumerate() {
            if let Some(owner) = home_owner(players, sq as Square) {
                *cell = Stack::single(owner);
            }
        }
        let mut g = Torri {
            options: *options,
            board,
            owned: [0; MAX_SEATS],
            tall: 0,
            reserve: [[0; MAX_SEATS]; MAX_SEATS],
            rng: Rng::new(seed),
            seat: 0,
            phase: TurnPhase::GameOver,
            turn: 0,
            locked: 0,
            bonus_pending: false,
            end_triggered: false,
            last_roll: None,
            last_colour: None,
            rules_version: RULES_VERSION as u8,
        };
        g.rebuild_masks();
        g.phase = g.start_phase();
        Ok(g)
    }

    fn options(&self) -> &TorriOptions {
        &self.options
    }
    fn seat_count(&self) -> usize {
        self.players()
    }
    fn to_move(&self) -> Option<Seat> {
        (self.phase != TurnPhase::GameOver).then_some(self.seat)
    }
    fn turn_number(&self) -> u32 {
        self.turn
    }

    fn legal_actions(&self, out: &mut Vec<TorriAction>) {
        out.clear();
        // Each phase generates directly and falls back to a lone `Pass` when nothing else is
        // legal; `only_pass` (used by `check`) asks the same questions.
        match self.phase {
            TurnPhase::GameOver => {}
            TurnPhase::AwaitColourDie => out.push(if self.has_movable(self.seat, false) {
                TorriAction::RollColourDie
            } else {
                TorriAction::Pass
            }),
            TurnPhase::AwaitBonusRoll => {
                if self.has_movable(self.seat, true) {
                    out.push(TorriAction::Roll);
                    if self.rules_version >= 2 {
                        out.push(TorriAction::DeclineBonusRoll);
                    }
                } else {
                    out.push(TorriAction::Pass);
                }
            }
            TurnPhase::AwaitChoice { after_six } => {
                if !self.has_movable(self.seat, true) {
                    out.push(TorriAction::Pass);
                    return;
                }
                out.push(TorriAction::Roll);
                if !self.options.dice_only {
                    self.push_moves(None, out);
                }
                if let (Some(h), false) = (self.options.free_carry, after_six) {
                    for from in 0..SQUARES as u8 {
                        let s = self.board[from as usize];
                        if s.top() == Some(self.seat)
                            && self.home_owner(from) != Some(self.seat)
                            && s.len() > h as usize
                        {
                            out.push(TorriAction::FreeCarry { from });
                        }
                    }
                }
            }
            TurnPhase::AwaitMove { distance } => {
                self.push_moves(Some(distance as usize), out);
                if out.is_empty() {
                    out.push(TorriAction::Pass);
                }
            }
            TurnPhase::AwaitSplit { at, .. } => self.push_splits(at, out),
        }
    }

    fn check(&self, action: TorriAction) -> Result<(), TorriError> {
        use TorriAction as A;
        use TorriError as E;
        use TurnPhase as P;
        if self.phase == P::GameOver {
            return Err(E::GameOver);
        }
        if action == A::Pass {
            return if self.only_pass() {
                Ok(())
            } else {
                Err(E::PassNotAllowed)
            };
        }
        // Phase errors first: they tell the player what the turn is waiting for.
        match (self.phase, action) {
            (P::AwaitSplit { .. }, A::Split { .. }) => {}
            (P::AwaitSplit { .. }, _) => return Err(E::MustSplit),
            (_, A::Split { .. }) => return Err(E::NoSplitNow),
            (P::AwaitColourDie, A::RollColourDie) => {}
            (P::AwaitColourDie, _) => return Err(E::MustRollColourDie),
            (_, A::RollColourDie) => return Err(E::ColourDieNotNow),
            (P::AwaitBonusRoll, A::Roll) => {}
            (P::AwaitBonusRoll, A::DeclineBonusRoll) if self.rules_version >= 2 => {
                return if self.only_pass() { Err(E::NothingToMove) } else { Ok(()) };
            }
            (P::AwaitBonusRoll, _) => return Err(E::MustRollBonus),
            (_, A::DeclineBonusRoll) => return Err(E::NoBonusRollToDecline),
            (P::AwaitMove { distance }, A::Roll | A::FreeCarry { .. }) => return Err(E::AlreadyRolled { distance }),
            _ => {}
        }
        // A legal move or carry proves there is something to move, so the (board-wide) "only
        // pass" test is needed just for the die rolls, which are legal exactly when it fails.
        match (self.phase, action) {
            (P::AwaitColourDie, _) | (P::AwaitBonusRoll, _) | (P::AwaitChoice { .. }, A::Roll) => {
                if self.only_pass() {
                    Err(E::NothingToMove)
                } else {
                    Ok(())
                }
            }
            (P::AwaitChoice { .. }, A::Move { from, to }) => {
                if self.options.dice_only {
                    return Err(E::HeightMovesDisabled);
                }
                let dist = self.board.get(from as usize).map_or(0, |s| s.len());
                self.move_error(from, to, dist).map_or(Ok(()), Err)
            }
            (P::AwaitChoice { after_six }, A::FreeCarry { from }) => {
                let Some(h) = self.options.free_carry else {
                    return Err(E::FreeCarryDisabled);
                };
                if after_six {
                    return Err(E::FreeCarryNotNow);
                }
                let s = self.board.get(from as usize).copied().ok_or(E::OffBoard)?;
                if s.is_empty() {
                    return Err(E::EmptySquare);
                }
                if s.top() != Some(self.seat) {
                    return Err(E::NotYourStack);
                }
                if self.home_owner(from) == Some(self.seat) {
                    return Err(E::AlreadyHome);
                }
                if s.len() <= h as usize {
                    return Err(E::TooLowToCarry { height: h });
                }
                Ok(())
            }
            (P::AwaitMove { distance }, A::Move { from, to }) => {
                self.move_error(from, to, distance as usize).map_or(Ok(()), Err)
            }
            (P::AwaitSplit { at, .. }, A::Split { cut, to }) => {
                if !self.cut_ok(at, cut as usize) {
                    return Err(E::BadCut {
                        limit: self.options.height_limit.unwrap_or(u8::MAX),
                    });
                }
                if to as usize >= SQUARES {
                    return Err(E::OffBoard);
                }
                if !(0..DIRECTIONS.len()).any(|d| step(at, d, 1) == Some(to)) {
                    return Err(E::NotAdjacent);
                }
                debug_assert!(self.split_target_ok(at, to) == self.landing_error(to).is_none());
                self.landing_error(to).map_or(Ok(()), Err)
            }
            _ => Err(E::NotRolledNow),
        }
    }

    fn play_unchecked(&mut self, action: TorriAction) -> Effect {
        use TorriAction as A;
        let mut effect = Effect::QUIET;
        match action {
            A::Pass => match self.phase {
                TurnPhase::AwaitColourDie => self.end_turn(),
                TurnPhase::GameOver => {}
                _ => self.end_sequence(),
            },
            A::RollColourDie => {
                effect = Effect::REVEALED;
                let r = self.rng.below(COLOUR_DIE_SIDES);
                let face = if (r as usize) < self.players() {
                    ColourFace::Colour(r as Seat)
                } else {
                    ColourFace::Blank
                };
                self.last_colour = Some(face);
                match face {
                    ColourFace::Colour(c) if c != self.seat => self.end_turn(),
                    ColourFace::Colour(_) => {
                        self.bonus_pending = self.options.colour_die == ColourDie::OwnColourRollsAgain;
                        self.phase = TurnPhase::AwaitChoice { after_six: false };
                    }
                    ColourFace::Blank => self.phase = TurnPhase::AwaitChoice { after_six: false },
                }
            }
            A::Roll => {
                effect = Effect::REVEALED;
                let distance = self.roll_dice();
                self.phase = TurnPhase::AwaitMove { distance };
            }
            A::DeclineBonusRoll => self.end_turn(),
            A::Move { from, to } => {
                if from as usize >= SQUARES || to as usize >= SQUARES {
                    return effect;
                }
                let six = self.phase == TurnPhase::AwaitMove { distance: BONUS_ROLL };
                let moving = self.board[from as usize];
                let target = self.board[to as usize];
                if !target.is_empty() {
                    self.locked |= bit(to);
                }
                self.put(from as usize, Stack::EMPTY);
                self.put(to as usize, moving.placed_on(target));
                self.update_end_trigger();
                self.after_landing(to, six);
            }
            A::Split { cut, to } => {
                let TurnPhase::AwaitSplit { at, six } = self.phase else {
                    return effect;
                };
                if to as usize >= SQUARES {
                    return effect;
                }
                let (lower, upper) = self.board[at as usize].split(cut as usize);
                self.put(at as usize, lower);
                self.put(to as usize, upper.placed_on(self.board[to as usize]));
                // Both parts come from the capturing stack: neither moves again this turn.
                self.locked |= bit(at) | bit(to);
                self.update_end_trigger();
                self.after_landing(to, six);
            }
            A::FreeCarry { from } => {
                let Some(h) = self.options.free_carry else {
                    return effect;
                };
                if from as usize >= SQUARES {
                    return effect;
                }
                let (lower, upper) = self.board[from as usize].split(h as usize);
                self.put(from as usize, lower);
                for c in upper.iter() {
                    let slot = &mut self.reserve[self.seat as usize][c as usize];
                    *slot = slot.saturating_add(1);
                }
                self.update_end_trigger();
                self.end_sequence();
            }
        }
        effect
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != TurnPhase::GameOver {
            return None;
        }
        let scores = self.scores();
        let best = scores.iter().copied().max().unwrap_or(0);
        let winners = (0..self.players())
            .filter(|&p| scores[p] == best)
            .map(|p| p as Seat)
            .collect();
        Some(Outcome { winners, scores })
    }

    fn scores(&self) -> Vec<i32> {
        let counts = self.owned_counts();
        counts[..self.players()].iter().map(|&c| c as i32).collect()
    }

    fn has_hidden_information(&self) -> bool {
        false
    }

    fn determinize(&self, _seat: Seat, rng: &mut Rng) -> Self {
        let mut copy = self.clone();
        copy.rng = rng.fork();
        copy
    }

    /// Nothing on a Torri board is secret; only the RNG, which decides the coming dice, is
    /// replaced, so a drawn or printed view cannot reveal future rolls.
    fn redacted(&self, _viewer: Option<Seat>) -> Self {
        let mut view = self.clone();
        view.rng = Rng::new(0x7EDA_C7ED);
        view
    }

    fn notation_for(&self, action: TorriAction, _viewer: Option<Seat>) -> String {
        self.notation(action)
    }

    fn evaluate(&self) -> [f32; MAX_SEATS] {
        let mut out = [0.0f32; MAX_SEATS];
        let n = self.players();
        if let Some(o) = self.outcome() {
            for &w in &o.winners {
                out[w as usize] = 1.0 / o.winners.len() as f32;
            }
            return out;
        }
        let mut weight = [0.0f32; MAX_SEATS];
        for sq in 0..SQUARES as u8 {
            let s = self.board[sq as usize];
            if let Some(t) = s.top() {
                let safe = self.is_frozen(sq);
                weight[t as usize] += s.len() as f32 * if safe { 1.0 + SAFE_WEIGHT } else { 1.0 };
            }
        }
        for (p, w) in weight.iter_mut().enumerate().take(n) {
            *w += self.reserve(p as Seat) as f32 * (1.0 + SAFE_WEIGHT);
        }
        let total: f32 = weight[..n].iter().sum();
        for p in 0..n {
            out[p] = if total > 0.0 { weight[p] / total } else { 1.0 / n as f32 };
        }
        out
    }

    fn notation(&self, action: TorriAction) -> String {
        use TorriAction as A;
        match action {
            A::Pass => "pass".into(),
            A::DeclineBonusRoll => "no extra roll".into(),
            A::RollColourDie | A::Roll => {
                // Rolling is deterministic given the state's rng, so a scratch copy shows the result.
                let mut after = self.clone();
                after.play_unchecked(action);
                if action == A::Roll {
                    match after.last_roll {
                        Some(DiceRoll {
                            d6,
                            d3: Some(d3),
                            distance,
                        }) => format!("roll {d6}−{d3} = {distance}"),
                        Some(r) => format!("roll {}", r.distance),
                        None => "roll".into(),
                    }
                } else {
                    match after.last_colour {
                        Some(ColourFace::Colour(c)) if c != self.seat => {
                            format!("colour die: {} (skip)", COLOUR_NAMES[c as usize])
                        }
                        Some(ColourFace::Colour(c)) => format!("colour die: {} (own)", COLOUR_NAMES[c as usize]),
                        _ => "colour die: blank".into(),
                    }
                }
            }
            A::Move { from, to } => {
                let target = self.stack(to);
                if target.is_empty() {
                    format!("{}-{}", square_name(from), square_name(to))
                } else {
                    format!("{}x{} (captures {})", square_name(from), square_name(to), target.len())
                }
            }
            A::Split { cut, to } => {
                let at = match self.phase {
                    TurnPhase::AwaitSplit { at, .. } => at,
                    _ => 0,
                };
                let moved = self.stack(at).len().saturating_sub(cut as usize);
                format!("split {moved} at {} → {}", square_name(at), square_name(to))
            }
            A::FreeCarry { from } => {
                let h = self.options.free_carry.unwrap_or(0) as usize;
                format!(
                    "carry {} home from {}",
                    self.stack(from).len().saturating_sub(h),
                    square_name(from)
                )
            }
        }
    }

    fn position_text(&self) -> String {
        let mut out = String::new();
        for row in (0..SIZE).rev() {
            out.push_str(&format!("{:>2}", row + 1));
            for col in 0..SIZE {
                out.push(' ');
                out.push_str(&format!("{:?}", self.board[square_at(col, row) as usize]));
            }
            out.push('\n');
        }
        out.push_str("   a b c d e f g h i j\n");
        out.push_str(&format!(
            "to move: {} ({})\n",
            COLOUR_LETTERS[self.seat as usize],
            self.phase_text()
        ));
        if (0..self.options.players).any(|p| self.reserve(p) > 0) {
            let items: Vec<String> = (0..self.options.players)
                .map(|p| format!("{}{}", COLOUR_LETTERS[p as usize], self.reserve(p)))
                .collect();
            out.push_str(&format!("reserve: {}\n", items.join(" ")));
        }
        out
    }
}
