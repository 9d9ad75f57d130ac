//! Where knights and blocks may go: step, through-castle, secret-passage and jump targets, the
//! foundation squares, and lifting and landing a block for *Move block*.

use crate::board::{bit, fill, neighbors, Bits, Castles, Levels};
use crate::{Torres, TorresError as E};

/// A block lifted by the *Move block* card: the board right after the lift.
pub(crate) struct Lift {
    h2: [u8; 64],
    c2: Castles,
    /// Castles (by id in `c2`) taller than their area after the lift.
    violating: u32,
}

const DIRS: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

#[inline]
fn offset(sq: u8, dc: i8, dr: i8) -> Option<u8> {
    let c = (sq % 8) as i8 + dc;
    let r = (sq / 8) as i8 + dr;
    ((0..8).contains(&c) && (0..8).contains(&r)).then(|| (r * 8 + c) as u8)
}

impl Torres {
    #[inline]
    pub(super) fn mine(&self) -> u64 {
        self.knight_bb[self.to_move as usize]
    }

    /// Squares a new knight could join (adjacent to one of `knights` other than `except`, at a
    /// level no higher than that knight's), empty.
    pub(super) fn join_targets(&self, knights: u64, except: u8, lv: &Levels) -> u64 {
        let empty = !self.occupied();
        let mut t = 0;
        for k in Bits(knights) {
            if k != except {
                t |= neighbors(bit(k)) & lv.at_most(self.h[k as usize]);
            }
        }
        t & empty
    }

    pub(super) fn step_targets(&self, from: u8, lv: &Levels) -> u64 {
        neighbors(bit(from)) & !self.occupied() & lv.at_most(self.h[from as usize] + 1)
    }

    /// Through-castle exits (spec definition). Using the lowest travel level the exit allows is
    /// always best, so an exit at height `t` is reachable iff it touches the region of squares
    /// taller than `t` connected to an entry door (entry: adjacent square taller than the knight).
    pub(crate) fn through_targets(&self, from: u8, lv: &Levels) -> u64 {
        let l = self.h[from as usize];
        let entries = neighbors(bit(from)) & lv.above(l);
        if entries == 0 {
            return 0;
        }
        let empty = !self.occupied();
        let mut out = 0;
        for t in 0..=l {
            let region = fill(entries, lv.above(t));
            out |= neighbors(region) & lv.exactly(t);
        }
        out & empty & !bit(from)
    }

    /// Secret passage: enter by a door, roam the whole castle, leave next to any castle square
    /// onto a lower empty square.
    pub(crate) fn secret_targets(&self, from: u8, lv: &Levels) -> u64 {
        let l = self.h[from as usize];
        let entries = neighbors(bit(from)) & lv.above(l);
        if entries == 0 {
            return 0;
        }
        let castle = fill(entries, self.castles.mask);
        let mut out = 0;
        let mut k = 0u8;
        loop {
            let tall = castle & lv.above(k);
            if tall == 0 {
                break;
            }
            out |= neighbors(tall) & lv.exactly(k);
            k += 1;
        }
        out & !self.occupied() & !bit(from)
    }

    pub(super) fn jump_targets(&self, from: u8) -> u64 {
        let l = self.h[from as usize];
        let knights = self.all_knights();
        let occ = self.occupied();
        let mut out = 0;
        for (dc, dr) in DIRS {
            if let Some(a) = offset(from, dc, dr) {
                if knights & bit(a) != 0 {
                    if let Some(b) = offset(a, dc, dr) {
                        if occ & bit(b) == 0 && self.h[b as usize] <= l + 1 {
                            out |= bit(b);
                        }
                    }
                }
            }
        }
        out
    }

    pub(super) fn foundation_squares(&self) -> u64 {
        let m = self.castles.mask;
        let d1 = m | neighbors(m);
        let d2 = d1 | neighbors(d1);
        !d2
    }

    pub(super) fn block_under_check(&self, knight: u8, source: u8) -> Result<(), E> {
        if knight >= 64 {
            return Err(E::NoSuchSquare);
        }
        if self.mine() & bit(knight) == 0 {
            return Err(E::NotYourKnight);
        }
        let p = self.to_move as usize;
        match source {
            0 if self.cur_stack == 0 => return Err(E::StackEmpty),
            0 => {}
            1..=3 if self.stacks[p][source as usize] == 0 => return Err(E::NoSuchStack),
            1..=3 => {}
            _ => return Err(E::NoSuchStack),
        }
        let h = self.h[knight as usize];
        if h > 0 {
            let c = self.castles.id[knight as usize] as usize;
            if h + 1 > self.castles.area[c] {
                return Err(E::CastleTooTall);
            }
        } else if self.castles.touching(knight).0 >= 2 {
            return Err(E::JoinsCastles);
        }
        Ok(())
    }

    pub(crate) fn lift(&self, from: u8) -> Result<Lift, E> {
        if from >= 64 {
            return Err(E::NoSuchSquare);
        }
        let f = from as usize;
        if self.h[f] == 0 || self.occupied() & bit(from) != 0 {
            return Err(E::NoBlockToMove);
        }
        let mut h2 = self.h;
        h2[f] -= 1;
        if h2[f] == 0 {
            let rest = self.castles.squares(self.castles.id[f]) & !bit(from);
            if rest != 0 && fill(rest & rest.wrapping_neg(), rest) != rest {
                return Err(E::SplitsCastle);
            }
        }
        let c2 = Castles::compute(&h2);
        let mut violating = 0u32;
        for i in 0..c2.count as usize {
            if c2.tallest[i] > c2.area[i] {
                violating |= 1 << i;
            }
        }
        Ok(Lift { h2, c2, violating })
    }

    pub(crate) fn land(&self, lift: &Lift, from: u8, to: u8) -> Result<(), E> {
        if to >= 64 {
            return Err(E::NoSuchSquare);
        }
        if to == from {
            return Err(E::SameSquare);
        }
        if self.occupied() & bit(to) != 0 {
            return Err(E::BlockUnderPiece);
        }
        let t = to as usize;
        let c2 = &lift.c2;
        let count = if lift.h2[t] >= 1 {
            let c = c2.id[t] as usize;
            if lift.h2[t] + 1 > c2.area[c] || lift.violating != 0 {
                return Err(E::CastleTooTall);
            }
            c2.count
        } else {
            match c2.touching(to) {
                (0, _) => {
                    if lift.violating != 0 {
                        return Err(E::CastleTooTall);
                    }
                    c2.count + 1
                }
                (1, c) => {
                    let c = c as usize;
                    if lift.violating & !(1u32 << c) != 0 || c2.tallest[c] > c2.area[c] + 1 {
                        return Err(E::CastleTooTall);
                    }
                    c2.count
                }
                _ => return Err(E::JoinsCastles),
            }
        };
        if count < 6 && count < self.castles.count {
            return Err(E::TooFewCastles);
        }
        Ok(())
    }

    pub(super) fn check_move_target(
        &self,
        from: u8,
        to: u8,
        targets: impl Fn(&Torres) -> u64,
        err: E,
    ) -> Result<(), E> {
        if from >= 64 || to >= 64 {
            return Err(E::NoSuchSquare);
        }
        if self.mine() & bit(from) == 0 {
            return Err(E::NotYourKnight);
        }
        if to == from {
            return Err(E::SameSquare);
        }
        if self.occupied() & bit(to) != 0 {
            return Err(E::SquareOccupied);
        }
        if targets(self) & bit(to) == 0 {
            return Err(err);
        }
        Ok(())
    }
}
