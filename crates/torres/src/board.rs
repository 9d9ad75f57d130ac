//! Squares, bitboards and castles.
//!
//! A square is `row * 8 + col` (`a1` = 0, `h1` = 7, `a8` = 56). Sets of squares are `u64`
//! bitboards so that neighbourhoods, flood fills and height slices cost a few instructions:
//! legal-move generation runs millions of times per second in bot play.

use super::Torres;

/// "No square / no castle".
pub const NONE: u8 = 255;
/// Most castles that can exist: castles never touch orthogonally, so at most a checkerboard.
pub const MAX_CASTLES: usize = 32;
/// Tallest possible tower: height ≤ area and `2h - 1 ≤ 92` blocks, so `h ≤ 46`.
pub const MAX_LEVELS: usize = 48;

const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;
/// The 28 squares of the outer ring (master card 5).
pub const BORDER: u64 = 0xff81_8181_8181_81ff;
/// `a1..h8` and `a8..h1` (master card 7).
pub const DIAGONALS: u64 = 0x8040_2010_0804_0201 | 0x0102_0408_1020_4080;

#[inline]
pub fn bit(sq: u8) -> u64 {
    1u64 << sq
}

#[inline]
pub fn neighbors(bb: u64) -> u64 {
    ((bb << 1) & NOT_A) | ((bb >> 1) & NOT_H) | (bb << 8) | (bb >> 8)
}

#[inline]
pub fn diag_neighbors(bb: u64) -> u64 {
    ((bb << 9) & NOT_A) | ((bb << 7) & NOT_H) | ((bb >> 7) & NOT_A) | ((bb >> 9) & NOT_H)
}

/// Everything in `mask` orthogonally connected to `seed` (seed squares outside `mask` are dropped).
#[inline]
pub fn fill(seed: u64, mask: u64) -> u64 {
    let mut r = seed & mask;
    loop {
        let n = (r | neighbors(r)) & mask;
        if n == r {
            return r;
        }
        r = n;
    }
}

/// Iterates the squares of a bitboard, lowest first (the deterministic order of legal lists).
#[derive(Clone, Copy)]
pub struct Bits(pub u64);
impl Iterator for Bits {
    type Item = u8;
    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            let s = self.0.trailing_zeros() as u8;
            self.0 &= self.0 - 1;
            Some(s)
        }
    }
}

pub fn sq_name(sq: u8) -> String {
    if sq >= 64 {
        return "??".into();
    }
    format!("{}{}", (b'a' + sq % 8) as char, sq / 8 + 1)
}

pub fn parse_sq(s: &str) -> Option<u8> {
    let b = s.as_bytes();
    if b.len() != 2 || !(b'a'..=b'h').contains(&b[0]) || !(b'1'..=b'8').contains(&b[1]) {
        return None;
    }
    Some((b[1] - b'1') * 8 + (b[0] - b'a'))
}

/// Height slices of a position: `above[k]` = squares with height > k. Kept in the state and
/// updated with every block, because rebuilding it per move generation cost a third of the time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Levels {
    pub above: [u64; MAX_LEVELS],
}

impl Levels {
    pub fn new(h: &[u8; 64]) -> Levels {
        let mut above = [0u64; MAX_LEVELS];
        for (sq, &hh) in h.iter().enumerate() {
            for a in above.iter_mut().take((hh as usize).min(MAX_LEVELS)) {
                *a |= 1u64 << sq;
            }
        }
        Levels { above }
    }
    #[inline]
    pub fn above(&self, k: u8) -> u64 {
        if (k as usize) < MAX_LEVELS {
            self.above[k as usize]
        } else {
            0
        }
    }
    /// Squares with height ≤ k.
    #[inline]
    pub fn at_most(&self, k: u8) -> u64 {
        !self.above(k)
    }
    #[inline]
    pub fn exactly(&self, k: u8) -> u64 {
        self.at_most(k) & if k == 0 { !0 } else { self.above(k - 1) }
    }
}

/// Connected components of the squares with height ≥ 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Castles {
    pub id: [u8; 64],
    pub area: [u8; MAX_CASTLES],
    pub tallest: [u8; MAX_CASTLES],
    /// Squares of each castle.
    pub masks: [u64; MAX_CASTLES],
    pub count: u8,
    /// All castle squares.
    pub mask: u64,
}

impl Castles {
    pub fn compute(h: &[u8; 64]) -> Castles {
        let mut c = Castles {
            id: [NONE; 64],
            area: [0; MAX_CASTLES],
            tallest: [0; MAX_CASTLES],
            masks: [0; MAX_CASTLES],
            count: 0,
            mask: 0,
        };
        for (sq, &hh) in h.iter().enumerate() {
            if hh > 0 {
                c.mask |= 1u64 << sq;
            }
        }
        let mut left = c.mask;
        while left != 0 {
            let comp = fill(left & left.wrapping_neg(), c.mask);
            left &= !comp;
            let i = c.count as usize;
            c.area[i] = comp.count_ones() as u8;
            c.masks[i] = comp;
            for sq in Bits(comp) {
                c.id[sq as usize] = i as u8;
                c.tallest[i] = c.tallest[i].max(h[sq as usize]);
            }
            c.count += 1;
        }
        c
    }

    /// Squares of castle `i`.
    pub fn squares(&self, i: u8) -> u64 {
        self.masks.get(i as usize).copied().unwrap_or(0)
    }

    /// Distinct castles orthogonally touching `sq` (not counting the castle `sq` itself is in):
    /// how many (0, 1 or "2 or more" as 2) and the first one's id.
    #[inline]
    pub fn touching(&self, sq: u8) -> (u8, u8) {
        let mut first = NONE;
        for n in Bits(neighbors(bit(sq)) & self.mask) {
            let c = self.id[n as usize];
            if first == NONE {
                first = c;
            } else if c != first {
                return (2, first);
            }
        }
        (if first == NONE { 0 } else { 1 }, first)
    }
}

impl Torres {
    /// Castle id of a square (`None` on bare board).
    pub fn castle_of(&self, sq: u8) -> Option<u8> {
        let c = *self.castles.id.get(sq as usize)?;
        (c != NONE).then_some(c)
    }
    /// Area (number of squares) of castle `id`.
    pub fn castle_area(&self, id: u8) -> u8 {
        self.castles.area.get(id as usize).copied().unwrap_or(0)
    }
    /// Height of the tallest square of castle `id`.
    pub fn castle_height(&self, id: u8) -> u8 {
        self.castles.tallest.get(id as usize).copied().unwrap_or(0)
    }
    pub fn castle_count(&self) -> u8 {
        self.castles.count
    }
    /// Number of blocks on `sq`.
    pub fn height(&self, sq: u8) -> u8 {
        self.h.get(sq as usize).copied().unwrap_or(0)
    }
    pub fn heights(&self) -> &[u8; 64] {
        &self.h
    }
    /// Recomputes castles and height slices from the heights (after any unusual change).
    pub(crate) fn relabel(&mut self) {
        self.castles = Castles::compute(&self.h);
        self.lv = Levels::new(&self.h);
    }
    /// Squares holding a knight or the king.
    #[inline]
    pub(crate) fn occupied(&self) -> u64 {
        self.knight_bb[0] | self.knight_bb[1] | self.knight_bb[2] | self.knight_bb[3] | self.king_bb()
    }
    #[inline]
    pub(crate) fn king_bb(&self) -> u64 {
        if self.king < 64 {
            bit(self.king)
        } else {
            0
        }
    }
    #[inline]
    pub(crate) fn all_knights(&self) -> u64 {
        self.knight_bb[0] | self.knight_bb[1] | self.knight_bb[2] | self.knight_bb[3]
    }
    /// Which player's knight stands on `sq`.
    pub fn knight_at(&self, sq: u8) -> Option<u8> {
        if sq >= 64 {
            return None;
        }
        (0..4u8).find(|&p| self.knight_bb[p as usize] & bit(sq) != 0)
    }
    /// Squares of `player`'s knights, lowest first.
    pub fn knights_of(&self, player: u8) -> Vec<u8> {
        Bits(self.knight_bb.get(player as usize).copied().unwrap_or(0)).collect()
    }
    /// Knights not yet on the board.
    pub fn reserve(&self, player: u8) -> u8 {
        6 - self.knight_bb.get(player as usize).map_or(6, |b| b.count_ones() as u8)
    }
    pub fn king_square(&self) -> Option<u8> {
        (self.king < 64).then_some(self.king)
    }
    pub fn blocks_on_board(&self) -> u32 {
        self.h.iter().map(|&x| x as u32).sum()
    }

    /// Whether a normal block may go on `sq` (rules of "place a block"), on the current board.
    pub(crate) fn normal_placement(&self, sq: u8) -> Result<(), super::TorresError> {
        use super::TorresError as E;
        if sq >= 64 {
            return Err(E::NoSuchSquare);
        }
        if self.occupied() & bit(sq) != 0 {
            return Err(E::BlockUnderPiece);
        }
        let h = self.h[sq as usize];
        if h > 0 {
            let c = self.castles.id[sq as usize] as usize;
            if h + 1 > self.castles.area[c] {
                return Err(E::CastleTooTall);
            }
            return Ok(());
        }
        match self.castles.touching(sq).0 {
            0 => Err(E::NewCastle),
            1 => Ok(()),
            _ => Err(E::JoinsCastles),
        }
    }

    /// All squares where a normal block may go.
    pub(crate) fn placeable(&self) -> u64 {
        let c = &self.castles;
        let (mut top, mut once, mut twice) = (0u64, 0u64, 0u64);
        for i in 0..c.count as usize {
            // Room to grow: squares lower than the area.
            top |= c.masks[i] & self.lv.at_most(c.area[i].saturating_sub(1));
            let nb = neighbors(c.masks[i]);
            twice |= once & nb;
            once |= nb;
        }
        (top | (once & !twice & !c.mask)) & !self.occupied()
    }

    /// Puts one block on `sq` (already validated) and keeps castle data current cheaply.
    pub(crate) fn add_block(&mut self, sq: u8) {
        let s = sq as usize;
        if (self.h[s] as usize) < MAX_LEVELS {
            self.lv.above[self.h[s] as usize] |= bit(sq);
        }
        self.h[s] += 1;
        if self.h[s] > 1 {
            let c = self.castles.id[s] as usize;
            self.castles.tallest[c] = self.castles.tallest[c].max(self.h[s]);
            return;
        }
        let (n, first) = self.castles.touching(sq);
        if n == 1 {
            self.castles.id[s] = first;
            self.castles.area[first as usize] += 1;
            self.castles.masks[first as usize] |= bit(sq);
            self.castles.mask |= bit(sq);
        } else {
            // A new castle or (only via cards' own checks) anything unusual: recompute.
            self.relabel();
        }
    }
}
