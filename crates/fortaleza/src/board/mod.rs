//! The 12×12 board: squares, the fixed water map, territories, unit kinds, square sets, and the
//! [`Field`] (units and terrain) that every movement and threat question is asked of.

mod field;
mod unit;

pub use field::Field;
pub use unit::*;

use castellan_core::Seat;
use std::fmt;

/// Columns and rows.
pub const SIZE: usize = 12;
pub const SQUARES: usize = SIZE * SIZE;
/// A square, `row * 12 + col`: `a1` = 0, `l1` = 11, `l12` = 143.
pub type Square = u8;
/// "No square" in compact fields (a King in the Reserve, a Fortress not yet built).
pub const NO_SQUARE: Square = 255;
/// The rows (0-based) of each territory: South rows 1–6, North rows 7–12.
pub const TERRITORY_ROWS: usize = 6;

/// Column and row of every `u8` (a table: the size-optimised build divides slowly).
static COL_ROW: [(u8, u8); 256] = {
    let mut t = [(0, 0); 256];
    let mut i = 0;
    while i < 256 {
        t[i] = ((i % SIZE) as u8, (i / SIZE) as u8);
        i += 1;
    }
    t
};

#[inline(always)]
pub fn col_of(sq: Square) -> usize {
    COL_ROW[sq as usize].0 as usize
}
#[inline(always)]
pub fn row_of(sq: Square) -> usize {
    COL_ROW[sq as usize].1 as usize
}
pub fn square_at(col: usize, row: usize) -> Square {
    (row * SIZE + col) as Square
}

/// The square `(dc, dr)` away from `sq`, if it is on the board.
#[inline(always)]
pub fn offset(sq: Square, dc: i8, dr: i8) -> Option<Square> {
    let c = col_of(sq) as i8 + dc;
    let r = row_of(sq) as i8 + dr;
    ((0..SIZE as i8).contains(&c) && (0..SIZE as i8).contains(&r)).then(|| square_at(c as usize, r as usize))
}

/// `a1`…`l12`.
pub fn square_name(sq: Square) -> String {
    if sq as usize >= SQUARES {
        return "??".into();
    }
    format!("{}{}", (b'a' + col_of(sq) as u8) as char, row_of(sq) + 1)
}

pub fn parse_square(name: &str) -> Option<Square> {
    let mut chars = name.chars();
    let c = chars.next()?;
    if !('a'..='l').contains(&c) {
        return None;
    }
    let row: usize = chars.as_str().parse().ok()?;
    (1..=SIZE).contains(&row).then(|| square_at(c as usize - 'a' as usize, row - 1))
}

/// Orthogonal steps (N, E, S, W) and diagonal steps (NE, SE, SW, NW), as `(dc, dr)`.
pub const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
pub const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
/// All eight directions: orthogonal first, then diagonal.
pub const ALL_DIRECTIONS: [(i8, i8); 8] = [(0, 1), (1, 0), (0, -1), (-1, 0), (1, 1), (1, -1), (-1, -1), (-1, 1)];

/// A leap with the two squares its path crosses: `(dc, dr)` of the landing square and of the
/// two crossed squares, all relative to the origin.
pub type Leap = ((i8, i8), [(i8, i8); 2]);

/// `NEXT[d][sq]`: the square one step from `sq` in direction `ALL_DIRECTIONS[d]`, or
/// [`NO_SQUARE`] off the board (the hot loops walk rays with it instead of dividing).
static NEXT: [[Square; SQUARES]; 8] = {
    let mut t = [[NO_SQUARE; SQUARES]; 8];
    let mut d = 0;
    while d < 8 {
        let (dc, dr) = ALL_DIRECTIONS[d];
        let mut sq = 0;
        while sq < SQUARES {
            let c = (sq % SIZE) as i8 + dc;
            let r = (sq / SIZE) as i8 + dr;
            if c >= 0 && c < SIZE as i8 && r >= 0 && r < SIZE as i8 {
                t[d][sq] = (r as usize * SIZE + c as usize) as Square;
            }
            sq += 1;
        }
        d += 1;
    }
    t
};

/// One step from `sq` in direction `ALL_DIRECTIONS[dir]` (0–3 orthogonal, 4–7 diagonal).
#[inline(always)]
pub fn step(sq: Square, dir: usize) -> Option<Square> {
    let n = NEXT[dir & 7].get(sq as usize).copied().unwrap_or(NO_SQUARE);
    (n != NO_SQUARE).then_some(n)
}

/// The index in [`ALL_DIRECTIONS`] of the direction from `from` towards `to` (aligned squares).
#[inline]
pub fn direction_towards(from: Square, to: Square) -> usize {
    let dc = (col_of(to) as i8 - col_of(from) as i8).signum();
    let dr = (row_of(to) as i8 - row_of(from) as i8).signum();
    ALL_DIRECTIONS.iter().position(|&d| d == (dc, dr)).unwrap_or(0)
}

/// The leaps of a Cavalry: two steps in one of `steps`, then one step turned 90° (`(dc, dr)`
/// turned to `(dr, dc)` and `(-dr, -dc)` for orthogonal steps, `(dc, -dr)` and `(-dc, dr)` for
/// diagonal ones — both are the two perpendiculars), crossing the squares of the first two steps.
const fn leaps(steps: [(i8, i8); 4], diagonal: bool) -> [Leap; 8] {
    let mut out = [((0, 0), [(0, 0); 2]); 8];
    let mut i = 0;
    while i < 4 {
        let (dc, dr) = steps[i];
        let turns = if diagonal { [(dc, -dr), (-dc, dr)] } else { [(dr, dc), (-dr, -dc)] };
        let mut j = 0;
        while j < 2 {
            let (ec, er) = turns[j];
            out[i * 2 + j] = ((2 * dc + ec, 2 * dr + er), [(dc, dr), (2 * dc, 2 * dr)]);
            j += 1;
        }
        i += 1;
    }
    out
}

/// Light Cavalry: two diagonal steps, then one diagonal step turned 90°: a (3,1) leap.
pub const LIGHT_CAVALRY_LEAPS: [Leap; 8] = leaps(DIAGONAL, true);
/// Heavy Cavalry: two orthogonal steps, then one orthogonal step turned 90°: a (2,1) leap.
pub const HEAVY_CAVALRY_LEAPS: [Leap; 8] = leaps(ORTHOGONAL, false);

/// The index in [`ALL_DIRECTIONS`] of a unit step `(dc, dr)`.
const fn direction_index(d: (i8, i8)) -> usize {
    let mut i = 0;
    while i < 8 {
        if ALL_DIRECTIONS[i].0 == d.0 && ALL_DIRECTIONS[i].1 == d.1 {
            return i;
        }
        i += 1;
    }
    0
}

/// A leap as directions: `(first, turn)` — two steps in `ALL_DIRECTIONS[first]` (the crossed
/// squares), then one in `ALL_DIRECTIONS[turn]` (the landing square).
pub(crate) type LeapSteps = (usize, usize);

const fn leap_steps(table: &[Leap; 8]) -> [LeapSteps; 8] {
    let mut out = [(0, 0); 8];
    let mut i = 0;
    while i < 8 {
        let ((lc, lr), path) = table[i];
        let (dc, dr) = path[0];
        out[i] = (direction_index((dc, dr)), direction_index((lc - 2 * dc, lr - 2 * dr)));
        i += 1;
    }
    out
}

/// [`LIGHT_CAVALRY_LEAPS`] and [`HEAVY_CAVALRY_LEAPS`] as steps, in the same order.
pub(crate) const LIGHT_CAVALRY_STEPS: [LeapSteps; 8] = leap_steps(&LIGHT_CAVALRY_LEAPS);
pub(crate) const HEAVY_CAVALRY_STEPS: [LeapSteps; 8] = leap_steps(&HEAVY_CAVALRY_LEAPS);

/// A set of squares (144 bits).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Bits(pub [u64; 3]);

impl Bits {
    pub const EMPTY: Bits = Bits([0; 3]);

    pub const fn from_squares(squares: &[Square]) -> Bits {
        let mut b = [0u64; 3];
        let mut i = 0;
        while i < squares.len() {
            let s = squares[i] as usize;
            b[s / 64] |= 1 << (s % 64);
            i += 1;
        }
        Bits(b)
    }
    #[inline(always)]
    pub fn has(self, sq: Square) -> bool {
        let s = sq as usize;
        s < SQUARES && self.0[s / 64] >> (s % 64) & 1 == 1
    }
    #[inline(always)]
    pub fn set(&mut self, sq: Square) {
        let s = sq as usize;
        self.0[s / 64] |= 1 << (s % 64);
    }
    #[inline(always)]
    pub fn clear(&mut self, sq: Square) {
        let s = sq as usize;
        self.0[s / 64] &= !(1 << (s % 64));
    }
    pub fn count(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
    pub fn is_empty(self) -> bool {
        self.0 == [0; 3]
    }
    pub fn and(self, o: Bits) -> Bits {
        Bits([self.0[0] & o.0[0], self.0[1] & o.0[1], self.0[2] & o.0[2]])
    }
    pub fn or(self, o: Bits) -> Bits {
        Bits([self.0[0] | o.0[0], self.0[1] | o.0[1], self.0[2] | o.0[2]])
    }
    pub fn minus(self, o: Bits) -> Bits {
        Bits([self.0[0] & !o.0[0], self.0[1] & !o.0[1], self.0[2] & !o.0[2]])
    }
    /// The squares in ascending order.
    pub fn iter(self) -> BitsIter {
        BitsIter { words: self.0, word: 0 }
    }
}

/// The squares of a [`Bits`], ascending.
pub struct BitsIter {
    words: [u64; 3],
    word: usize,
}

impl Iterator for BitsIter {
    type Item = Square;
    #[inline(always)]
    fn next(&mut self) -> Option<Square> {
        while self.word < 3 {
            let w = self.words[self.word];
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                return Some((self.word * 64 + w.trailing_zeros() as usize) as Square);
            }
            self.word += 1;
        }
        None
    }
}

impl fmt::Debug for Bits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter().map(square_name)).finish()
    }
}

const fn sq_const(col: usize, row: usize) -> Square {
    (row * SIZE + col) as Square
}

/// The fixed water: `a6 b6 e6 f6`, `g7 h7 k7 l7`, and the lakes `i3 j3` and `c10 d10` (symmetric
/// under a half turn of the board).
pub const WATER: Bits = Bits::from_squares(&[
    sq_const(0, 5),
    sq_const(1, 5),
    sq_const(4, 5),
    sq_const(5, 5),
    sq_const(6, 6),
    sq_const(7, 6),
    sq_const(10, 6),
    sq_const(11, 6),
    sq_const(8, 2),
    sq_const(9, 2),
    sq_const(2, 9),
    sq_const(3, 9),
]);

/// Which half of the board a player builds in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Territory {
    /// Rows 1–6.
    #[default]
    South,
    /// Rows 7–12.
    North,
}

impl Territory {
    pub const ALL: [Territory; 2] = [Territory::South, Territory::North];
    pub fn other(self) -> Territory {
        match self {
            Territory::South => Territory::North,
            Territory::North => Territory::South,
        }
    }
    pub fn contains(self, sq: Square) -> bool {
        (row_of(sq) < TERRITORY_ROWS) == (self == Territory::South) && (sq as usize) < SQUARES
    }
    pub fn name(self) -> &'static str {
        match self {
            Territory::South => "South",
            Territory::North => "North",
        }
    }
}

/// The two colour sets.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Colours {
    #[default]
    RedAndGold,
    BlackAndSilver,
}

impl Colours {
    pub const ALL: [Colours; 2] = [Colours::RedAndGold, Colours::BlackAndSilver];
    pub fn other(self) -> Colours {
        match self {
            Colours::RedAndGold => Colours::BlackAndSilver,
            Colours::BlackAndSilver => Colours::RedAndGold,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Colours::RedAndGold => "Red & Gold",
            Colours::BlackAndSilver => "Black & Silver",
        }
    }
}

/// The four squares of a Fortress whose lowest, leftmost square is `anchor`.
pub fn fortress_squares(anchor: Square) -> Bits {
    let mut b = Bits::EMPTY;
    for (c, r) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
        if let Some(s) = offset(anchor, c, r) {
            b.set(s);
        }
    }
    b
}

/// The Exit Ring of a Fortress: the 12 squares around it.
pub fn exit_ring(anchor: Square) -> Bits {
    let mut b = Bits::EMPTY;
    for r in -1..=2i8 {
        for c in -1..=2i8 {
            if (0..=1).contains(&c) && (0..=1).contains(&r) {
                continue;
            }
            if let Some(s) = offset(anchor, c, r) {
                b.set(s);
            }
        }
    }
    b
}

/// Whether a Fortress on `anchor` and its whole Exit Ring lie inside `territory`.
pub fn fortress_fits(anchor: Square, territory: Territory) -> bool {
    if anchor as usize >= SQUARES {
        return false;
    }
    let (c, r) = (col_of(anchor), row_of(anchor));
    if c < 1 || c + 2 >= SIZE || r < 1 || r + 2 >= SIZE {
        return false;
    }
    territory.contains(square_at(c - 1, r - 1)) && territory.contains(square_at(c + 2, r + 2))
}

/// The squares of a territory.
pub fn territory_squares(territory: Territory) -> Bits {
    let mut b = Bits::EMPTY;
    for s in 0..SQUARES as Square {
        if territory.contains(s) {
            b.set(s);
        }
    }
    b
}

#[cfg(test)]
mod tests {
    use super::field::{zobrist, GOLDEN_GAMMA, ZOBRIST_SEED};
    use super::*;

    /// The keys computed on demand are the table the engine used to store: SplitMix64 run
    /// from the seed over every (cell, square) pair, cell 1 on a1 first.
    #[test]
    fn zobrist_keys_are_the_sequential_splitmix64_table() {
        let mut x = ZOBRIST_SEED;
        for c in 1..=(2 * UNIT_KINDS) as Cell {
            for sq in 0..SQUARES as Square {
                x = x.wrapping_add(GOLDEN_GAMMA);
                let mut z = x;
                z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                assert_eq!(zobrist(c, sq), z ^ (z >> 31), "cell {c} on square {sq}");
            }
        }
    }
}
