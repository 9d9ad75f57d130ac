//! The [`Field`]: units and terrain, which every movement, shooting and threat question is
//! asked of, with its Zobrist keys for repetition detection.

use super::*;

/// The SplitMix64 state before the first key.
pub(super) const ZOBRIST_SEED: u64 = 0x0F0E_7A1E_2A5E_EDED;
/// SplitMix64's increment.
pub(super) const GOLDEN_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// The random key of `cell` on `sq`, for repetition detection: the `k`-th output of SplitMix64
/// from [`ZOBRIST_SEED`], `k` counting (cell, square) pairs from cell 1 on a1. SplitMix64's
/// state after `k + 1` steps is `seed + (k + 1) × gamma`, so a key is computed directly instead
/// of being read from a stored table: 24 KB of random numbers, which no compression shrinks,
/// would otherwise ship in the app (two multiplications per key are cheaper than that download,
/// and cheap next to the move that changes the cell).
#[inline]
pub(super) fn zobrist(cell: Cell, sq: Square) -> u64 {
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
        self.threats_from(by, self.occupied[by as usize], zone, cols, rows, absent)
    }

    /// [`Field::threats_in`] of the units of `by` on `sources` alone (e.g. its siege weapons,
    /// which capture by shooting and stay where they are); the others still block lines as they do.
    pub(crate) fn threats_from(
        &self,
        by: Seat,
        sources: Bits,
        zone: Bits,
        cols: (i8, i8),
        rows: (i8, i8),
        absent: Square,
    ) -> Bits {
        let mut hit = Bits::EMPTY;
        let mine = self.occupied[by as usize];
        let mut theirs = self.occupied[1 - by as usize];
        if absent != NO_SQUARE {
            theirs.clear(absent);
        }
        let units = mine.or(theirs);
        for from in mine.and(sources).iter() {
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
