//! Legality and effects: which actions are legal (in the documented order), why others are not,
//! and what each does — deployment, unit moves and shots, King safety, sieges, and the end. One
//! file per concern, all methods of [`super::Fortaleza`]; the types they share are here.

mod apply;
mod generate;
mod legality;
mod safety;

use super::*;
use std::fmt;
use std::ops::ControlFlow;

type Flow = ControlFlow<()>;
const GO: Flow = ControlFlow::Continue(());

/// What King safety needs to know about the seat deciding, computed once per position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Safety {
    seat: Seat,
    king: Square,
    in_check: bool,
    /// Squares where a change may matter to the threats on the King (actions that change none
    /// of them skip the full test):
    /// * Not in check: where a change can uncover or create a threat. Only these units' attacks
    ///   depend on what stands between them and the King: an Elephant or Dragon on his row or
    ///   column, a Dragon or Scorpion on his diagonal (with no permanent obstacle and at most two
    ///   units between, three for a Scorpion — one action changes at most two squares), an
    ///   Archer two squares away diagonally (its Long Range needs the middle square free) and a
    ///   Heavy Cavalry a leap away (its path squares). Everything else threatens or not whatever
    ///   our action does; an action touching none of these is safe.
    /// * In check: the units threatening the King and the squares their threats cross. An action
    ///   touching none of these leaves every threat in place, so it is not safe.
    sensitive: Bits,
    /// The squares where the King would stand threatened: around him (where his own step may
    /// take him), or, while he is in the Reserve, on the Exit Ring (where he may be deployed).
    king_unsafe: Bits,
}

/// More than the moves and shots one unit can have: a Dragon reaches at most 11 squares along
/// its row, 11 along its column and 21 on its two diagonals.
const MOST_UNIT_ACTIONS: usize = 48;

/// One unit's moves and shots, on the stack: each the kind of action (its [`Candidates`]
/// constant) in the high byte and its target square in the low byte, the unit's square being
/// the same for all.
pub(crate) struct Candidates {
    from: Square,
    list: [u16; MOST_UNIT_ACTIONS],
    len: usize,
}

impl Candidates {
    const MOVE: u16 = 0;
    const SHOOT: u16 = 1 << 8;
    const SKEWER: u16 = 2 << 8;

    fn new() -> Candidates {
        Candidates { from: NO_SQUARE, list: [0; MOST_UNIT_ACTIONS], len: 0 }
    }
    /// Empties the list for the unit on `from`.
    fn start(&mut self, from: Square) {
        self.from = from;
        self.len = 0;
    }
    #[inline(always)]
    fn push(&mut self, kind: u16, target: Square) {
        if let Some(slot) = self.list.get_mut(self.len) {
            *slot = kind | target as u16;
            self.len += 1;
        }
    }
    #[inline(always)]
    fn get(&self, i: usize) -> FortalezaAction {
        let (from, entry) = (self.from, self.list[i]);
        let target = entry as Square;
        match entry & 0xFF00 {
            Candidates::MOVE => FortalezaAction::Move { from, to: target },
            Candidates::SHOOT => FortalezaAction::Shoot { from, at: target },
            _ => FortalezaAction::Skewer { from, at: target },
        }
    }
}

/// The [`Safety`] of the seat to move, kept from the start of his turn (or of a Forced March
/// step) so that listing his actions does not find it again. It is derived from the rest of the
/// state, so it takes no part in comparisons.
#[derive(Clone, Copy, Default)]
pub(crate) struct SafetyCache(Option<Safety>);

impl PartialEq for SafetyCache {
    fn eq(&self, _: &SafetyCache) -> bool {
        true
    }
}

impl fmt::Debug for SafetyCache {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("..")
    }
}

impl SafetyCache {
    pub(crate) const EMPTY: SafetyCache = SafetyCache(None);
}
