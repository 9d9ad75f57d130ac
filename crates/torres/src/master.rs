//! The eight master cards (master version): bonus conditions checked at phase scorings.
//! "All your knights" means all six: a knight still in reserve fails such a condition.

use super::board::{bit, fill, Bits, BORDER, DIAGONALS, NONE};
use super::Torres;

/// Short descriptions for the UI, index = card number - 1.
pub const MASTER_CARDS: [&str; 8] = [
    "All six knights on different levels after phase 3: 40",
    "All six knights on the same level after phase 3: 50",
    "All six knights in one row or one column after phase 3: 50",
    "Four knights on the corners of a square after phase 3: 50",
    "Per knight on a border square 2/5/10 after phase 1/2/3, +2/5/10 for strictly the most",
    "Knights on exactly 4/5/6 castles after phase 1/2/3: 5/15/30",
    "Per knight on a main diagonal 2/5/10 after phase 1/2/3, +2/5/10 for strictly the most",
    "All six knights orthogonally connected after phase 3: 40",
];

const PER_PHASE: [i32; 3] = [2, 5, 10];

impl Torres {
    fn count_in(&self, p: usize, zone: u64) -> u32 {
        (self.knight_bb[p] & zone).count_ones()
    }

    fn zone_bonus(&self, p: usize, zone: u64, phase: u8) -> i32 {
        let per = PER_PHASE[(phase as usize).clamp(1, 3) - 1];
        let mine = self.count_in(p, zone);
        let most = (0..self.n as usize).filter(|&q| q != p).all(|q| self.count_in(q, zone) < mine);
        per * mine as i32 + if most { per } else { 0 }
    }

    /// The master-card bonus of `p` at the end of `phase` (0 without the master version).
    pub fn master_bonus(&self, p: usize, phase: u8) -> i32 {
        let k = self.knight_bb[p];
        let all6 = k.count_ones() == 6;
        let levels = || Bits(k).map(|s| self.h[s as usize]);
        match self.master_card {
            1 if phase == 3 && all6 => {
                let mut seen = 0u64;
                for l in levels() {
                    seen |= 1u64 << l.min(63);
                }
                if seen.count_ones() == 6 {
                    40
                } else {
                    0
                }
            }
            2 if phase == 3 && all6 => {
                let first = levels().next().unwrap_or(0);
                if levels().all(|l| l == first) {
                    50
                } else {
                    0
                }
            }
            3 if phase == 3 && all6 => {
                let s = k.trailing_zeros() as u8;
                let same_row = Bits(k).all(|q| q / 8 == s / 8);
                let same_col = Bits(k).all(|q| q % 8 == s % 8);
                if same_row || same_col {
                    50
                } else {
                    0
                }
            }
            4 if phase == 3 => {
                for a in Bits(k) {
                    let (c, r) = (a % 8, a / 8);
                    for side in 1..8u8 {
                        if c + side > 7 || r + side > 7 {
                            break;
                        }
                        let corners = bit(a) | bit(a + side) | bit(a + 8 * side) | bit(a + 9 * side);
                        if k & corners == corners {
                            return 50;
                        }
                    }
                }
                0
            }
            5 => self.zone_bonus(p, BORDER, phase),
            6 => {
                let mut castles = 0u32;
                for s in Bits(k) {
                    let c = self.castles.id[s as usize];
                    if c != NONE {
                        castles |= 1 << c;
                    }
                }
                let want = phase as u32 + 3;
                if castles.count_ones() == want {
                    [5, 15, 30][(phase as usize).clamp(1, 3) - 1]
                } else {
                    0
                }
            }
            7 => self.zone_bonus(p, DIAGONALS, phase),
            8 if phase == 3 && all6 && fill(k & k.wrapping_neg(), k) == k => 40,
            _ => 0,
        }
    }
}
