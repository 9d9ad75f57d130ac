//! The ten kinds of unit, each army, and a square's content as one byte ([`Cell`]).

use super::*;

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
