//! The 12×12 board: squares, the fixed water map, territories, unit kinds, square sets, and the
//! [`Field`] (units and terrain) that every movement and threat question is asked of.

use crate::core::Seat;
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

/// The ten kinds of unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Unit {
    King,
    Rabble,
    Lancer,
    Archer,
    LightCavalry,
    HeavyCavalry,
    Elephant,
    Dragon,
    Trebuchet,
    Scorpion,
}

pub const UNIT_KINDS: usize = 10;

impl Unit {
    pub const ALL: [Unit; UNIT_KINDS] = [
        Unit::King,
        Unit::Rabble,
        Unit::Lancer,
        Unit::Archer,
        Unit::LightCavalry,
        Unit::HeavyCavalry,
        Unit::Elephant,
        Unit::Dragon,
        Unit::Trebuchet,
        Unit::Scorpion,
    ];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn from_index(i: usize) -> Option<Unit> {
        Unit::ALL.get(i).copied()
    }
    pub fn name(self) -> &'static str {
        UNIT_NAMES[self as usize]
    }
    /// The letter in notation and position texts (upper case: first seat, lower case: second).
    pub fn letter(self) -> char {
        UNIT_LETTERS[self as usize]
    }
    pub fn from_letter(c: char) -> Option<Unit> {
        UNIT_LETTERS.iter().position(|&l| l == c.to_ascii_uppercase()).and_then(Unit::from_index)
    }
    pub fn is_siege_weapon(self) -> bool {
        matches!(self, Unit::Trebuchet | Unit::Scorpion)
    }
}

pub const UNIT_NAMES: [&str; UNIT_KINDS] = [
    "King",
    "Rabble",
    "Lancer",
    "Archer",
    "Light Cavalry",
    "Heavy Cavalry",
    "Elephant",
    "Dragon",
    "Trebuchet",
    "Scorpion",
];
pub const UNIT_LETTERS: [char; UNIT_KINDS] = ['K', 'R', 'L', 'A', 'C', 'H', 'E', 'D', 'T', 'S'];

/// Each player's army, by kind: King 1, Rabble 4, Lancer 2, Archer 2, Light Cavalry 1, Heavy
/// Cavalry 1, Elephant 2, Dragon 1, Trebuchet 1, Scorpion 1.
pub const ARMY: [u8; UNIT_KINDS] = [1, 4, 2, 2, 1, 1, 2, 1, 1, 1];
pub const ARMY_SIZE: u8 = 16;
pub const MOUNTAINS_PER_PLAYER: u8 = 3;

/// A unit on a square: `1 + seat * 10 + kind`; 0 is an empty square.
pub(crate) type Cell = u8;
pub(crate) const EMPTY: Cell = 0;

pub(crate) fn cell(seat: Seat, unit: Unit) -> Cell {
    1 + seat * UNIT_KINDS as u8 + unit as u8
}
/// The seat and unit of every non-empty cell (a table: the size-optimised build divides slowly).
static CELL_SEAT_UNIT: [(Seat, Unit); 2 * UNIT_KINDS + 1] = {
    let mut t = [(0, Unit::King); 2 * UNIT_KINDS + 1];
    let mut c = 1;
    while c <= 2 * UNIT_KINDS {
        t[c] = (((c - 1) / UNIT_KINDS) as Seat, Unit::ALL[(c - 1) % UNIT_KINDS]);
        c += 1;
    }
    t
};

#[inline(always)]
pub(crate) fn cell_seat(c: Cell) -> Seat {
    debug_assert!(c != EMPTY);
    CELL_SEAT_UNIT[c as usize].0
}
#[inline(always)]
pub(crate) fn cell_unit(c: Cell) -> Unit {
    debug_assert!(c != EMPTY);
    CELL_SEAT_UNIT[c as usize].1
}

/// The SplitMix64 state before the first key.
const ZOBRIST_SEED: u64 = 0x0F0E_7A1E_2A5E_EDED;
/// SplitMix64's increment.
const GOLDEN_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// The random key of `cell` on `sq`, for repetition detection: the `k`-th output of SplitMix64
/// from [`ZOBRIST_SEED`], `k` counting (cell, square) pairs from cell 1 on a1. SplitMix64's
/// state after `k + 1` steps is `seed + (k + 1) × gamma`, so a key is computed directly instead
/// of being read from a stored table: 24 KB of random numbers, which no compression shrinks,
/// would otherwise ship in the app (two multiplications per key are cheaper than that download,
/// and cheap next to the move that changes the cell).
#[inline]
fn zobrist(cell: Cell, sq: Square) -> u64 {
    let k = (cell as u64 - 1) * SQUARES as u64 + sq as u64;
    let mut z = ZOBRIST_SEED.wrapping_add((k + 1).wrapping_mul(GOLDEN_GAMMA));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Units and terrain: what movement, shooting and threats depend on. Small and `Copy`, so the
/// King-safety test can try an action on a scratch copy.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Field {
    pub(crate) cells: [Cell; SQUARES],
    /// Squares of each seat's units.
    pub(crate) occupied: [Bits; 2],
    pub(crate) mountains: Bits,
    /// The squares of both Fortresses.
    pub(crate) fortress: Bits,
    /// Water, Mountains and Fortresses together (kept by [`Field::refresh_terrain`]).
    pub(crate) terrain: Bits,
    /// Where each King stands ([`NO_SQUARE`]: not on the board).
    pub(crate) kings: [Square; 2],
    /// Zobrist hash of the units on the board.
    pub(crate) hash: u64,
}

impl fmt::Debug for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let units: Vec<String> = (0..SQUARES as Square)
            .filter(|&s| self.cells[s as usize] != EMPTY)
            .map(|s| {
                let c = self.cells[s as usize];
                let l = cell_unit(c).letter();
                let l = if cell_seat(c) == 0 { l } else { l.to_ascii_lowercase() };
                format!("{l}{}", square_name(s))
            })
            .collect();
        f.debug_struct("Field")
            .field("units", &units)
            .field("mountains", &self.mountains)
            .field("fortress", &self.fortress)
            .finish()
    }
}

impl Default for Field {
    fn default() -> Self {
        Field {
            cells: [EMPTY; SQUARES],
            occupied: [Bits::EMPTY; 2],
            mountains: Bits::EMPTY,
            fortress: Bits::EMPTY,
            terrain: WATER,
            kings: [NO_SQUARE; 2],
            hash: 0,
        }
    }
}

impl Field {
    #[inline(always)]
    pub(crate) fn at(&self, sq: Square) -> Cell {
        self.cells[sq as usize]
    }
    /// The unit on `sq`, if any.
    pub fn unit_at(&self, sq: Square) -> Option<(Seat, Unit)> {
        let c = *self.cells.get(sq as usize)?;
        (c != EMPTY).then(|| (cell_seat(c), cell_unit(c)))
    }
    pub(crate) fn put(&mut self, sq: Square, c: Cell) {
        debug_assert!(self.cells[sq as usize] == EMPTY && c != EMPTY);
        self.cells[sq as usize] = c;
        let seat = cell_seat(c);
        self.occupied[seat as usize].set(sq);
        if cell_unit(c) == Unit::King {
            self.kings[seat as usize] = sq;
        }
        self.hash ^= zobrist(c, sq);
    }
    pub(crate) fn take(&mut self, sq: Square) -> Cell {
        let c = self.cells[sq as usize];
        if c != EMPTY {
            self.cells[sq as usize] = EMPTY;
            let seat = cell_seat(c);
            self.occupied[seat as usize].clear(sq);
            if cell_unit(c) == Unit::King {
                self.kings[seat as usize] = NO_SQUARE;
            }
            self.hash ^= zobrist(c, sq);
        }
        c
    }
    /// Squares no unit may stand on: water, Mountains, Fortresses.
    #[inline(always)]
    pub(crate) fn is_terrain(&self, sq: Square) -> bool {
        self.terrain.has(sq)
    }
    /// Recomputes the terrain mask after a Mountain or Fortress changed.
    pub(crate) fn refresh_terrain(&mut self) {
        self.terrain = WATER.or(self.mountains).or(self.fortress);
    }
    /// Land with nothing on it: where a unit may be put.
    #[inline(always)]
    pub(crate) fn is_free_land(&self, sq: Square) -> bool {
        self.at(sq) == EMPTY && !self.is_terrain(sq)
    }

    /// Whether a unit of `by` could capture on `target` with its next action (moving or
    /// shooting), not counting the unit on `except` (for Thick Skin's "another unit"). Thick
    /// Skin and King safety are ignored here: this is the threat of the rules' "threatened
    /// square".
    pub(crate) fn attacks(&self, target: Square, by: Seat, except: Square) -> bool {
        self.occupied[by as usize].iter().any(|from| from != except && self.unit_attacks(from, target, by))
    }

    /// Whether the unit of `by` on `from` threatens `target` (see [`Field::attacks`]).
    pub(crate) fn unit_attacks(&self, from: Square, target: Square, by: Seat) -> bool {
        if from == target {
            return false;
        }
        let (dc, dr) = (col_of(target) as i8 - col_of(from) as i8, row_of(target) as i8 - row_of(from) as i8);
        let (ac, ar) = (dc.abs(), dr.abs());
        match cell_unit(self.at(from)) {
            Unit::King => ac.max(ar) == 1,
            Unit::Rabble | Unit::Lancer => ac + ar == 1,
            Unit::Archer => {
                (ac == 1 && ar == 1)
                    || (ac == 2 && ar == 2 && offset(from, dc / 2, dr / 2).is_some_and(|m| self.is_free_land(m)))
            }
            Unit::LightCavalry => self.leap_hits(from, (dc, dr), &LIGHT_CAVALRY_LEAPS, by, false),
            Unit::HeavyCavalry => self.leap_hits(from, (dc, dr), &HEAVY_CAVALRY_LEAPS, by, true),
            Unit::Elephant => {
                (ac == 0 || ar == 0) && self.between_clear(from, target, |f, s| f.at(s) == EMPTY && !f.is_terrain(s))
            }
            Unit::Dragon => {
                (ac == 0 || ar == 0 || ac == ar)
                    && self.between_clear(from, target, |f, s| f.at(s) == EMPTY && !f.fortress.has(s))
            }
            Unit::Trebuchet => {
                (ac == 0 || ar == 0)
                    && self.between_clear(from, target, |f, s| !f.mountains.has(s) && !f.fortress.has(s))
            }
            Unit::Scorpion => ac == ar && self.scorpion_reaches(from, target, by),
        }
    }

    /// The squares a threat of the unit on `from` on `target` depends on besides the two units
    /// themselves: the squares strictly between them on a line, or a Cavalry's crossed squares.
    /// While none of these (nor `from`, nor `target`) changes, the threat stays.
    pub(crate) fn threat_path(&self, from: Square, target: Square) -> Bits {
        let (dc, dr) = (col_of(target) as i8 - col_of(from) as i8, row_of(target) as i8 - row_of(from) as i8);
        let mut path = Bits::EMPTY;
        if dc == 0 || dr == 0 || dc.abs() == dr.abs() {
            let dir = direction_towards(from, target);
            let mut s = from;
            while let Some(next) = step(s, dir) {
                if next == target {
                    break;
                }
                path.set(next);
                s = next;
            }
        } else {
            for leaps in [&LIGHT_CAVALRY_LEAPS, &HEAVY_CAVALRY_LEAPS] {
                for &(landing, crossed) in leaps {
                    if landing == (dc, dr) {
                        for (c, r) in crossed {
                            if let Some(p) = offset(from, c, r) {
                                path.set(p);
                            }
                        }
                    }
                }
            }
        }
        path
    }

    /// The squares of `zone` (all within the box `cols` × `rows`) that a unit of `by` threatens
    /// as if a unit of the other seat stood on each (so a Skewer's second target counts even on
    /// an empty square), and as if the square `absent` were empty (the King about to step away;
    /// [`NO_SQUARE`]: none). Equal, square by square, to [`Field::attacks`] on such a board; one
    /// pass over `by`'s units instead of one per square.
    pub(crate) fn threats_in(&self, by: Seat, zone: Bits, cols: (i8, i8), rows: (i8, i8), absent: Square) -> Bits {
        let mut hit = Bits::EMPTY;
        let mine = self.occupied[by as usize];
        let mut theirs = self.occupied[1 - by as usize];
        if absent != NO_SQUARE {
            theirs.clear(absent);
        }
        let units = mine.or(theirs);
        for from in mine.iter() {
            let (c, r) = (col_of(from) as i8, row_of(from) as i8);
            // How far the box is (in columns and rows): nothing farther than 3 leaps or steps in.
            let gap_c = (cols.0 - c).max(c - cols.1).max(0);
            let gap_r = (rows.0 - r).max(r - rows.1).max(0);
            let gap = gap_c.max(gap_r);
            let unit = cell_unit(self.at(from));
            match unit {
                Unit::King | Unit::Rabble | Unit::Lancer => {
                    if gap > 1 {
                        continue;
                    }
                    let dirs = if unit == Unit::King { 0..8 } else { 0..4 };
                    for dir in dirs {
                        if let Some(t) = step(from, dir) {
                            hit.set(t);
                        }
                    }
                }
                Unit::Archer => {
                    if gap > 2 {
                        continue;
                    }
                    for dir in 4..8 {
                        if let Some(m) = step(from, dir) {
                            hit.set(m);
                            if let Some(t) = step(m, dir) {
                                if !units.has(m) && !self.terrain.has(m) {
                                    hit.set(t);
                                }
                            }
                        }
                    }
                }
                Unit::LightCavalry | Unit::HeavyCavalry => {
                    if gap > 3 {
                        continue;
                    }
                    let (leaps, blocked) = if unit == Unit::LightCavalry {
                        (&LIGHT_CAVALRY_STEPS, self.terrain)
                    } else {
                        (&HEAVY_CAVALRY_STEPS, self.terrain.or(theirs))
                    };
                    for &(first, turn) in leaps {
                        let Some(near) = step(from, first) else { continue };
                        let Some(far) = step(near, first) else { continue };
                        if !blocked.has(near) && !blocked.has(far) {
                            if let Some(t) = step(far, turn) {
                                hit.set(t);
                            }
                        }
                    }
                }
                Unit::Elephant | Unit::Dragon | Unit::Trebuchet | Unit::Scorpion => {
                    let (dirs, stops) = match unit {
                        Unit::Elephant => (0..4, units.or(self.terrain)),
                        Unit::Dragon => (0..8, units.or(self.fortress)),
                        Unit::Trebuchet => (0..4, self.mountains.or(self.fortress)),
                        _ => (4..8, units.or(self.mountains).or(self.fortress)),
                    };
                    for dir in dirs {
                        let last = steps_to_box(c, r, dir, cols, rows);
                        let mut s = from;
                        let mut k = 0;
                        while k < last {
                            let Some(next) = step(s, dir) else { break };
                            s = next;
                            k += 1;
                            hit.set(s);
                            if stops.has(s) {
                                if unit == Unit::Scorpion && theirs.has(s) {
                                    // The first enemy: a Skewer reaches one or two squares
                                    // behind it.
                                    if let Some(behind) = step(s, dir) {
                                        hit.set(behind);
                                        let gap_open = !units.has(behind)
                                            && !self.mountains.has(behind)
                                            && !self.fortress.has(behind);
                                        if let Some(further) = step(behind, dir).filter(|_| gap_open) {
                                            hit.set(further);
                                        }
                                    }
                                }
                                break;
                            }
                        }
                    }
                }
            }
        }
        hit.and(zone)
    }

    fn leap_hits(&self, from: Square, d: (i8, i8), leaps: &[Leap; 8], by: Seat, enemies_block: bool) -> bool {
        leaps.iter().any(|&(landing, path)| landing == d && self.leap_path_clear(from, path, by, enemies_block))
    }

    /// Where the leap `(first, turn)` from `from` lands, if its crossed squares are clear (never
    /// terrain; for the Heavy Cavalry, never a unit of the other seat than `mover`) and it
    /// stays on the board.
    #[inline(always)]
    pub(crate) fn leap_landing(
        &self,
        from: Square,
        (first, turn): LeapSteps,
        mover: Seat,
        enemies_block: bool,
    ) -> Option<Square> {
        let mut blocked = self.terrain;
        if enemies_block {
            blocked = blocked.or(self.occupied[1 - mover as usize]);
        }
        let near = step(from, first)?;
        let far = step(near, first)?;
        if blocked.has(near) || blocked.has(far) {
            return None;
        }
        step(far, turn)
    }

    /// A leap's crossed squares: never terrain; for the Heavy Cavalry, never an enemy unit.
    pub(crate) fn leap_path_clear(&self, from: Square, path: [(i8, i8); 2], mover: Seat, enemies_block: bool) -> bool {
        path.iter().all(|&(c, r)| match offset(from, c, r) {
            Some(s) => !(self.is_terrain(s) || (enemies_block && self.occupied[1 - mover as usize].has(s))),
            None => false,
        })
    }

    /// Whether every square strictly between two aligned squares passes `clear`.
    #[inline]
    fn between_clear(&self, from: Square, to: Square, clear: impl Fn(&Field, Square) -> bool) -> bool {
        let dir = direction_towards(from, to);
        let mut s = from;
        loop {
            s = match step(s, dir) {
                Some(s) => s,
                None => return false,
            };
            if s == to {
                return true;
            }
            if !clear(self, s) {
                return false;
            }
        }
    }

    /// The Scorpion's shot along a diagonal: over water and empty land; stopped by its own
    /// side's units, Mountains and Fortresses; it hits the first enemy, or (Skewer) a second
    /// enemy 1 or 2 squares behind the first with the square between empty or water.
    fn scorpion_reaches(&self, from: Square, target: Square, by: Seat) -> bool {
        let dir = direction_towards(from, target);
        let mut s = from;
        loop {
            s = match step(s, dir) {
                Some(s) => s,
                None => return false,
            };
            if s == target {
                return true;
            }
            if self.mountains.has(s) || self.fortress.has(s) || self.occupied[by as usize].has(s) {
                return false;
            }
            if self.at(s) != EMPTY {
                // The first enemy: the target must be the Skewer's second.
                return self.skewer_second(s, dir, by).is_some_and(|second| second == target);
            }
        }
    }

    /// The enemy a Skewer through the first enemy on `first` would also hit, if any.
    pub(crate) fn skewer_second(&self, first: Square, dir: usize, by: Seat) -> Option<Square> {
        let enemy = &self.occupied[1 - by as usize];
        let behind = step(first, dir)?;
        if enemy.has(behind) {
            return Some(behind);
        }
        let gap_open = self.at(behind) == EMPTY && !self.mountains.has(behind) && !self.fortress.has(behind);
        let further = step(behind, dir)?;
        (gap_open && enemy.has(further)).then_some(further)
    }
}

/// How many steps from `(c, r)` in direction `dir` reach the last square of the box `cols` ×
/// `rows` (0 if the ray never enters it).
#[inline(always)]
fn steps_to_box(c: i8, r: i8, dir: usize, (c_lo, c_hi): (i8, i8), (r_lo, r_hi): (i8, i8)) -> i8 {
    let (dc, dr) = ALL_DIRECTIONS[dir & 7];
    // The steps k ≥ 1 whose square lies within the box, along each axis.
    let (kc_lo, kc_hi) = match dc {
        0 if c_lo <= c && c <= c_hi => (1, i8::MAX),
        0 => return 0,
        1 => (c_lo - c, c_hi - c),
        _ => (c - c_hi, c - c_lo),
    };
    let (kr_lo, kr_hi) = match dr {
        0 if r_lo <= r && r <= r_hi => (1, i8::MAX),
        0 => return 0,
        1 => (r_lo - r, r_hi - r),
        _ => (r - r_hi, r - r_lo),
    };
    let (lo, hi) = (kc_lo.max(kr_lo).max(1), kc_hi.min(kr_hi));
    if lo <= hi {
        hi
    } else {
        0
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
