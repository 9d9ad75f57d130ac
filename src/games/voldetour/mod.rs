//! Voldétour (Benhamou): build three-dimensional paths of Blocks and Stairs and walk your Lord
//! onto the enemy Tower.
//!
//! Rules follow `shared/spec/voldetour.md`, which fills the gaps of the French rulebook (whose
//! figures are missing) and its 4-player extension. [`RULES_HELP`] explains the game in our words.
//!
//! # Model
//! * Squares are `0..100`, `row * 10 + col`, named `a1` (bottom left) to `j10` (top right).
//! * Every square is a column: `full` unit cubes (Block cubes, nested Stair pairs, or a Tower of
//!   height [`TOWER_HEIGHT`]), optionally topped by one open (slope-up) Stair. Voids cannot be
//!   represented, so "no voids" holds by construction and is re-checked by the tests.
//! * Piece ids: seat `s` owns ids `s*10 + 0..5` (Blocks, kinds 0..5 = 1×1×1, 1×1×2, 1×1×3,
//!   1×2×2, 1×2×3) and `s*10 + 5..10` (Stairs).
//! * A turn is a sequence of [`VAction`]s by the same seat: at most one `Block`, at most one
//!   `Stair` (either order), then at most one `Lord` move (which ends the turn), or `EndTurn`
//!   after at least one action. `Pass` is the only action of a seat that can do nothing at all.
//!
//! # Decisions taken here (neither rulebook nor spec settles them; each has a named test)
//! * **Block orientation** is `(dx, dy, dz)`: the extent along columns, rows and height; the
//!   anchor square is the lowest column and row of the footprint. Orientation indexes per kind
//!   are fixed in [`BLOCK_ORIENTATIONS`].
//! * **Stairs from the reserve** are interchangeable: only the lowest-numbered Stair left in the
//!   reserve may be placed (one legal action per placement, not five identical ones).
//! * **A Stair's faces** for the blocked test are the four sides of its square at its level
//!   (its high side, its low edge and the two triangles); all four must be hidden.
//! * **Moving an upper nested Stair** is allowed when nothing rests on it; the lower one becomes
//!   an open slope again. A lower nested Stair is blocked (the upper rests on it).
//! * **Third-turn rule**: checked when the seat's third turn ends (a `Pass` counts as a turn).
//!   In a 2-player game the other seat wins. In a 4-player game the seat is out; when only one
//!   seat is left, it wins.
//! * **A seat out** of a 4-player game loses his Lord from the board (standing on his Tower,
//!   he would make that Tower unreachable for the diagonal enemy); his Tower and pieces stay.
//! * **Lord destination**: a Lord move is named by its destination square only; any route of
//!   1–3 steps that reaches it is equivalent (crossing Towers is free).
//! * **Repetition** compares positions at the start of turns (pieces, Lords, seat to move,
//!   turns played counted only as "left Tower or not"); a placement from the reserve or a Lord
//!   leaving his Tower can never be undone, so the history is cleared then.
//! * **200 turns** counts every turn of every seat (passes included); reaching it is a draw.
//! * **Scores**: 1 for the winner, 0 otherwise.
//!
//! # Notation
//! `+B4 d4 2x1x2` (Block kind 3, numbered 1..=5 for players, from the reserve, anchored on d4,
//! extents), `B4 c3>d4 1x2x2`
//! (moved), `+S d4 N` (Stair slope up rising north), `S e5>d4 nest` (moved, nested upside down),
//! `L c3-e4`, `end`, `pass`.
//!
//! # Position text
//! Header line, then rows 10..1, each cell `hX` = surface height `h` plus a marker: `.` nothing,
//! `^ > v <` an open Stair rising N/E/S/W, `T` a Tower, `a..d` a Lord of seat 0..3.

pub mod help;
#[cfg(test)]
mod tests;

pub use help::RULES_HELP;

use crate::core::{Effect, Game, OptionsError, Outcome, Rng, Seat, MAX_SEATS};
use serde::{Deserialize, Serialize};
use std::fmt;

pub const SIZE: usize = 10;
pub const CELLS: usize = SIZE * SIZE;
pub const TOWER_HEIGHT: u8 = 3;
pub const MAX_TURNS: u32 = 200;
pub const REPETITIONS_FOR_DRAW: usize = 3;
pub const LEAVE_TOWER_BY_TURN: u8 = 3;
pub const MAX_LORD_STEPS: u8 = 3;
pub const BLOCKS_PER_SEAT: u8 = 5;
pub const STAIRS_PER_SEAT: u8 = 5;
pub const PIECES_PER_SEAT: u8 = BLOCKS_PER_SEAT + STAIRS_PER_SEAT;
pub const RULES_VERSION: u32 = 1;
/// Stair direction value meaning "upside down, nested into the open Stair below".
pub const NEST: u8 = 4;
const RESERVE: u8 = 255;
const NO_LORD: u8 = 255;

/// Per Block kind, the allowed `(dx, dy, dz)` extents, in their fixed index order.
pub const BLOCK_ORIENTATIONS: [&[(u8, u8, u8)]; 5] = [
    &[(1, 1, 1)],
    &[(1, 1, 2), (2, 1, 1), (1, 2, 1)],
    &[(1, 1, 3), (3, 1, 1), (1, 3, 1)],
    &[(1, 2, 2), (2, 1, 2), (2, 2, 1)],
    &[(1, 2, 3), (2, 1, 3), (1, 3, 2), (3, 1, 2), (2, 3, 1), (3, 2, 1)],
];

/// Column/row steps of the directions N, E, S, W.
const DIRS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIR_NAMES: [&str; 4] = ["N", "E", "S", "W"];

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct VoldetourOptions {
    /// 2 or 4.
    pub players: u8,
}

impl Default for VoldetourOptions {
    fn default() -> Self {
        VoldetourOptions { players: 2 }
    }
}

/// One atomic decision of the seat to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VAction {
    /// Place (from the reserve) or move (if on the board) own Block `kind` (0..5), anchored on
    /// `cell`, with orientation index `orient` into [`BLOCK_ORIENTATIONS`]`[kind]`.
    Block { kind: u8, cell: u8, orient: u8 },
    /// Place or move own Stair `index` (0..5) on `cell`, rising toward `dir` (0..4 = N, E, S, W)
    /// or upside down into an open Stair ([`NEST`]).
    Stair { index: u8, cell: u8, dir: u8 },
    /// Move the Lord to `to` in 1–3 steps; ends the turn.
    Lord { to: u8 },
    /// End the turn after at least one action.
    EndTurn,
    /// Nothing at all is legal: give the turn away.
    Pass,
}

/// Why an action is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VoldetourError {
    GameOver,
    NoSuchSquare,
    NoSuchPiece,
    BlockAlreadyUsed,
    StairAlreadyUsed,
    LordAlreadyMoved,
    PieceBlocked,
    OffBoard,
    TooHigh,
    NotLevel,
    NotOnFullCube,
    OverLordOrTower,
    NothingToNest,
    SamePlace,
    NextReserveStairFirst,
    LordCannotReach,
    CannotStopThere,
    NothingDoneYet,
    MustPlay,
    CannotPass,
}

impl fmt::Display for VoldetourError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use VoldetourError::*;
        let s = match self {
            GameOver => "the game is over",
            NoSuchSquare => "no such square",
            NoSuchPiece => "no such piece or orientation",
            BlockAlreadyUsed => "you already placed or moved a Block this turn",
            StairAlreadyUsed => "you already placed or moved a Stair this turn",
            LordAlreadyMoved => "no piece may be placed after the Lord has moved",
            PieceBlocked => "that piece is blocked: something rests on it or all its sides are hidden",
            OffBoard => "the piece would stick out of the board",
            TooHigh => "nothing may rise above the height of a Tower",
            NotLevel => "every cube must rest on the same level (no voids)",
            NotOnFullCube => "pieces rest only on the board or on full cubes, not on an open slope",
            OverLordOrTower => "nothing may be built over a Lord or a Tower",
            NothingToNest => "an upside-down Stair must nest into an open Stair",
            SamePlace => "putting a piece back exactly where it was is not a move",
            NextReserveStairFirst => "Stairs from the reserve are taken in order",
            LordCannotReach => "your Lord cannot reach that square in 1 to 3 steps",
            CannotStopThere => "your Lord may not stop on that square",
            NothingDoneYet => "do at least one action before ending the turn",
            MustPlay => "you have a legal action, so you cannot end the turn yet",
            CannotPass => "you may only pass when nothing is legal",
        };
        f.write_str(s)
    }
}
impl std::error::Error for VoldetourError {}

/// Why a game of Voldétour ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// This seat's Lord stopped on his enemy's Tower.
    ReachedTower(Seat),
    /// Every other seat lost by keeping his Lord on his own Tower past his third turn.
    OthersOut(Seat),
    /// The same position came up for the third time: a draw.
    Repetition,
    /// [`MAX_TURNS`] turns were played: a draw.
    TurnLimit,
}

/// Where a piece is: `cell == RESERVE` for the reserve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Spot {
    pub cell: u8,
    /// Block: orientation index. Stair: direction 0..4, or [`NEST`].
    pub orient: u8,
    /// Level of the lowest cube (0 = on the board).
    pub base: u8,
}

impl Spot {
    /// Whether the piece stands on the board (otherwise it is in its owner's reserve).
    pub fn on_board(&self) -> bool {
        self.cell != RESERVE
    }
}

const IN_RESERVE: Spot = Spot { cell: RESERVE, orient: 0, base: 0 };

/// One square's column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Column {
    /// Number of full unit cubes (0..=3).
    pub full: u8,
    /// Occupant of each full level: piece id + 1, or a Tower (`TOWER_MARK + seat`), 0 = empty.
    pub occ: [u8; 3],
    /// Upper Stair (piece id + 1) of a nested pair at that level, 0 otherwise.
    pub upper: [u8; 3],
    /// Open Stair (piece id + 1) on top at level `full`, 0 = none.
    pub stair: u8,
}

const TOWER_MARK: u8 = 200;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Voldetour {
    opts: VoldetourOptions,
    rng: Rng,
    n: u8,
    cols: [Column; CELLS],
    pieces: [Spot; 40],
    lords: [u8; MAX_SEATS],
    towers: [u8; MAX_SEATS],
    turns_played: [u8; MAX_SEATS],
    out: [bool; MAX_SEATS],
    to_move: u8,
    turn: u32,
    block_done: bool,
    stair_done: bool,
    acted: bool,
    over: bool,
    winner: Option<u8>,
    history: Vec<u64>,
}

pub fn cell_name(c: u8) -> String {
    format!("{}{}", (b'a' + c % 10) as char, c / 10 + 1)
}

pub fn parse_cell(s: &str) -> Option<u8> {
    let mut ch = s.chars();
    let col = ch.next()?;
    if !('a'..='j').contains(&col) {
        return None;
    }
    let row: u8 = ch.as_str().parse().ok()?;
    if !(1..=10).contains(&row) {
        return None;
    }
    Some((row - 1) * 10 + (col as u8 - b'a'))
}

fn neighbour(c: u8, d: usize) -> Option<u8> {
    let (dx, dy) = DIRS[d];
    let x = (c % 10) as i8 + dx;
    let y = (c / 10) as i8 + dy;
    ((0..10).contains(&x) && (0..10).contains(&y)).then(|| (y * 10 + x) as u8)
}

fn opposite(d: usize) -> usize {
    (d + 2) % 4
}

fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Voldetour {
    pub fn new_with(options: &VoldetourOptions, seed: u64) -> Result<Self, OptionsError> {
        let n = options.players;
        let towers: [u8; MAX_SEATS] = match n {
            2 => [parse_cell("c3").unwrap_or(0), parse_cell("h8").unwrap_or(0), NO_LORD, NO_LORD],
            4 => [
                parse_cell("b2").unwrap_or(0),
                parse_cell("b9").unwrap_or(0),
                parse_cell("i9").unwrap_or(0),
                parse_cell("i2").unwrap_or(0),
            ],
            _ => return Err(OptionsError("Voldétour is played by 2 or 4 players".into())),
        };
        let mut cols = [Column::default(); CELLS];
        for s in 0..n as usize {
            let c = &mut cols[towers[s] as usize];
            c.full = TOWER_HEIGHT;
            c.occ = [TOWER_MARK + s as u8; 3];
        }
        let mut g = Voldetour {
            opts: *options,
            rng: Rng::new(seed),
            n,
            cols,
            pieces: [IN_RESERVE; 40],
            lords: towers,
            towers,
            turns_played: [0; MAX_SEATS],
            out: [false; MAX_SEATS],
            to_move: 0,
            turn: 1,
            block_done: false,
            stair_done: false,
            acted: false,
            over: false,
            winner: None,
            history: Vec::new(),
        };
        let h = g.position_hash();
        g.history.push(h);
        Ok(g)
    }

    // ----- accessors for UIs and tests -----
    pub fn column(&self, c: u8) -> Column {
        self.cols[c as usize % CELLS]
    }
    pub fn piece(&self, id: u8) -> Spot {
        self.pieces[id as usize % 40]
    }
    pub fn lord(&self, s: Seat) -> u8 {
        self.lords[s as usize % MAX_SEATS]
    }
    pub fn tower(&self, s: Seat) -> u8 {
        self.towers[s as usize % MAX_SEATS]
    }
    pub fn is_out(&self, s: Seat) -> bool {
        self.out[s as usize % MAX_SEATS]
    }
    /// The seat whose Tower `s` must reach (diagonally opposite).
    pub fn enemy(&self, s: Seat) -> Seat {
        if self.n == 2 {
            1 - s
        } else {
            (s + 2) % 4
        }
    }
    pub fn block_used(&self) -> bool {
        self.block_done
    }
    pub fn stair_used(&self) -> bool {
        self.stair_done
    }

    fn lord_at(&self, c: u8) -> Option<usize> {
        (0..self.n as usize).find(|&s| self.lords[s] == c)
    }
    fn tower_at(&self, c: u8) -> Option<usize> {
        (0..self.n as usize).find(|&s| self.towers[s] == c)
    }

    fn position_hash(&self) -> u64 {
        let mut h = mix(self.to_move as u64 + 1000);
        for (i, p) in self.pieces.iter().enumerate() {
            h ^= mix(((i as u64) << 32) | ((p.cell as u64) << 16) | ((p.orient as u64) << 8) | p.base as u64);
        }
        for s in 0..self.n as usize {
            h ^= mix(0xABCD_0000 + ((s as u64) << 8) + self.lords[s] as u64);
            h ^= mix(0xBEEF_0000 + ((s as u64) << 8) + self.out[s] as u64);
        }
        h
    }

    // ----- piece geometry -----

    /// Squares and height range of a piece placed at `spot`.
    fn footprint(id: u8, spot: Spot) -> Option<([u8; 6], usize, u8, u8)> {
        let idx = id % PIECES_PER_SEAT;
        if idx >= BLOCKS_PER_SEAT {
            return Some(([spot.cell, 0, 0, 0, 0, 0], 1, spot.base, spot.base + 1));
        }
        let &(dx, dy, dz) = BLOCK_ORIENTATIONS[idx as usize].get(spot.orient as usize)?;
        let (x0, y0) = (spot.cell % 10, spot.cell / 10);
        if x0 + dx > 10 || y0 + dy > 10 {
            return None;
        }
        let mut cells = [0u8; 6];
        let mut k = 0;
        for y in y0..y0 + dy {
            for x in x0..x0 + dx {
                cells[k] = y * 10 + x;
                k += 1;
            }
        }
        Some((cells, k, spot.base, spot.base + dz))
    }

    fn remove_piece(&mut self, id: u8) {
        let spot = self.pieces[id as usize];
        if spot.cell == RESERVE {
            return;
        }
        let Some((cells, k, base, top)) = Self::footprint(id, spot) else {
            return;
        };
        if id % PIECES_PER_SEAT < BLOCKS_PER_SEAT {
            for &c in &cells[..k] {
                let col = &mut self.cols[c as usize];
                for z in base..top {
                    col.occ[z as usize] = 0;
                }
                col.full = base;
            }
        } else {
            let col = &mut self.cols[spot.cell as usize];
            if spot.orient == NEST {
                // The lower Stair of the pair becomes an open slope again.
                col.stair = col.occ[base as usize];
                col.occ[base as usize] = 0;
                col.upper[base as usize] = 0;
                col.full = base;
            } else {
                col.stair = 0;
            }
        }
        self.pieces[id as usize] = IN_RESERVE;
    }

    fn put_piece(&mut self, id: u8, spot: Spot) {
        let Some((cells, k, base, top)) = Self::footprint(id, spot) else {
            return;
        };
        if id % PIECES_PER_SEAT < BLOCKS_PER_SEAT {
            for &c in &cells[..k] {
                let col = &mut self.cols[c as usize];
                for z in base..top {
                    col.occ[z as usize] = id + 1;
                }
                col.full = top;
            }
        } else {
            let col = &mut self.cols[spot.cell as usize];
            if spot.orient == NEST {
                col.occ[base as usize] = col.stair;
                col.upper[base as usize] = id + 1;
                col.stair = 0;
                col.full = base + 1;
            } else {
                col.stair = id + 1;
            }
        }
        self.pieces[id as usize] = spot;
    }

    fn stair_dir_at(&self, c: u8) -> Option<usize> {
        let s = self.cols[c as usize].stair;
        (s != 0).then(|| self.pieces[(s - 1) as usize].orient as usize)
    }

    /// Whether the side of square `n` that faces direction `facing` is a hiding surface at level z.
    fn hides(&self, n: Option<u8>, z: u8, facing: usize) -> bool {
        let Some(n) = n else { return false };
        let col = &self.cols[n as usize];
        if col.full > z {
            return true;
        }
        col.full == z && self.stair_dir_at(n) == Some(facing)
    }

    /// A piece on the board that cannot be moved.
    pub fn is_blocked(&self, id: u8) -> bool {
        let spot = self.pieces[id as usize % 40];
        if spot.cell == RESERVE {
            return false;
        }
        let Some((cells, k, base, top)) = Self::footprint(id, spot) else {
            return true;
        };
        let fp = &cells[..k];
        let is_block = id % PIECES_PER_SEAT < BLOCKS_PER_SEAT;
        // Something rests on it?
        for &c in fp {
            let col = &self.cols[c as usize];
            if !is_block && col.occ[base as usize] == id + 1 {
                return true; // lower Stair of a nested pair: the upper rests on it
            }
            if !is_block && col.stair == id + 1 {
                continue; // an open Stair carries nothing
            }
            if col.full > top || (col.full == top && (col.stair != 0 || self.lord_at(c).is_some())) {
                return true;
            }
        }
        // Every vertical face hidden?
        for &c in fp {
            for d in 0..4 {
                let nb = neighbour(c, d);
                if nb.is_some_and(|x| fp.contains(&x)) {
                    continue;
                }
                for z in base..top {
                    if !self.hides(nb, z, opposite(d)) {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Checks that piece `id` (already lifted) can go to `spot`.
    fn placement_ok(&self, id: u8, spot: Spot) -> Result<Spot, VoldetourError> {
        use VoldetourError::*;
        if spot.cell as usize >= CELLS {
            return Err(NoSuchSquare);
        }
        if id % PIECES_PER_SEAT < BLOCKS_PER_SEAT {
            let kind = (id % PIECES_PER_SEAT) as usize;
            let &(_, _, dz) = BLOCK_ORIENTATIONS[kind].get(spot.orient as usize).ok_or(NoSuchPiece)?;
            let probe = Spot { base: 0, ..spot };
            let (cells, k, _, _) = Self::footprint(id, probe).ok_or(OffBoard)?;
            let base = self.cols[cells[0] as usize].full;
            for &c in &cells[..k] {
                if self.tower_at(c).is_some() || self.lord_at(c).is_some() {
                    return Err(OverLordOrTower);
                }
            }
            for &c in &cells[..k] {
                let col = &self.cols[c as usize];
                if col.full != base {
                    return Err(NotLevel);
                }
                if col.stair != 0 {
                    return Err(NotOnFullCube);
                }
            }
            if base + dz > TOWER_HEIGHT {
                return Err(TooHigh);
            }
            Ok(Spot { base, ..spot })
        } else {
            let c = spot.cell;
            if self.tower_at(c).is_some() || self.lord_at(c).is_some() {
                return Err(OverLordOrTower);
            }
            let col = &self.cols[c as usize];
            if spot.orient == NEST {
                if col.stair == 0 {
                    return Err(NothingToNest);
                }
                Ok(Spot { base: col.full, ..spot })
            } else if spot.orient < 4 {
                if col.stair != 0 {
                    return Err(NotOnFullCube);
                }
                if col.full + 1 > TOWER_HEIGHT {
                    return Err(TooHigh);
                }
                Ok(Spot { base: col.full, ..spot })
            } else {
                Err(NoSuchPiece)
            }
        }
    }

    /// Full check of a Block/Stair action; returns the piece id and its final spot.
    fn check_piece(&self, id: u8, spot: Spot) -> Result<Spot, VoldetourError> {
        let cur = self.pieces[id as usize];
        if cur.cell == RESERVE {
            return self.placement_ok(id, spot);
        }
        if self.is_blocked(id) {
            return Err(VoldetourError::PieceBlocked);
        }
        let mut lifted = self.clone_board();
        lifted.remove_piece(id);
        let fin = lifted.placement_ok(id, spot)?;
        if fin == cur {
            return Err(VoldetourError::SamePlace);
        }
        Ok(fin)
    }

    /// A cheap copy of the parts placement checks read (skips the history vector).
    fn clone_board(&self) -> Voldetour {
        *self.shallow()
    }
    fn shallow(&self) -> Box<Voldetour> {
        // Build without cloning the history.
        Box::new(Voldetour {
            opts: self.opts,
            rng: self.rng,
            n: self.n,
            cols: self.cols,
            pieces: self.pieces,
            lords: self.lords,
            towers: self.towers,
            turns_played: self.turns_played,
            out: self.out,
            to_move: self.to_move,
            turn: self.turn,
            block_done: self.block_done,
            stair_done: self.stair_done,
            acted: self.acted,
            over: self.over,
            winner: self.winner,
            history: Vec::new(),
        })
    }

    // ----- Lord movement -----

    /// Where one step from `c` toward `d` lands, crossing any Stairs in a straight line.
    fn step(&self, me: usize, c: u8, d: usize) -> Option<u8> {
        let mut h = self.cols[c as usize].full;
        let mut cur = neighbour(c, d)?;
        loop {
            let col = &self.cols[cur as usize];
            if let Some(sd) = self.stair_dir_at(cur) {
                if sd == d && col.full == h {
                    h += 1;
                } else if sd == opposite(d) && col.full + 1 == h {
                    h -= 1;
                } else {
                    return None;
                }
                cur = neighbour(cur, d)?;
                continue;
            }
            if col.full != h {
                return None;
            }
            if self.lord_at(cur).is_some_and(|o| o != me) {
                return None;
            }
            return Some(cur);
        }
    }

    /// Squares the Lord of `me` may end a move on, as a bitset over cells.
    fn lord_targets(&self, me: usize) -> [bool; CELLS] {
        let mut reach = [false; CELLS];
        let start = self.lords[me];
        let mut frontier = [0u8; CELLS];
        let mut seen = [0u8; CELLS]; // minimal steps + 1
        let mut len = 1;
        frontier[0] = start;
        seen[start as usize] = 1;
        for depth in 1..=MAX_LORD_STEPS {
            let mut next = [0u8; CELLS];
            let mut nlen = 0;
            for &c in &frontier[..len] {
                for d in 0..4 {
                    if let Some(t) = self.step(me, c, d) {
                        if seen[t as usize] == 0 {
                            seen[t as usize] = depth + 1;
                            next[nlen] = t;
                            nlen += 1;
                        }
                    }
                }
            }
            frontier = next;
            len = nlen;
        }
        for c in 0..CELLS as u8 {
            if seen[c as usize] > 1 && self.may_stop(me, c) {
                reach[c as usize] = true;
            }
        }
        reach
    }

    fn may_stop(&self, me: usize, c: u8) -> bool {
        match self.tower_at(c) {
            None => true,
            Some(t) => t == self.enemy(me as u8) as usize,
        }
    }

    /// Fewest Lord steps (ignoring other Lords) from the Lord of `me` to his enemy Tower.
    pub fn steps_to_goal(&self, me: usize) -> Option<u32> {
        let goal = self.towers[self.enemy(me as u8) as usize];
        let mut dist = [u32::MAX; CELLS];
        let mut queue = [0u8; CELLS];
        let (mut head, mut tail) = (0, 1);
        queue[0] = self.lords[me];
        dist[self.lords[me] as usize] = 0;
        let mut probe = self.shallow();
        probe.lords = [NO_LORD; MAX_SEATS];
        while head < tail {
            let c = queue[head];
            head += 1;
            if c == goal {
                return Some(dist[c as usize]);
            }
            for d in 0..4 {
                if let Some(t) = probe.step(me, c, d) {
                    if dist[t as usize] == u32::MAX {
                        dist[t as usize] = dist[c as usize] + 1;
                        queue[tail] = t;
                        tail += 1;
                    }
                }
            }
        }
        None
    }

    // ----- what the board asks (a view never re-derives a rule) -----

    /// The piece a Block or Stair action of the seat to move places or moves.
    pub fn action_piece(&self, a: VAction) -> Option<u8> {
        let s = self.to_move;
        match a {
            VAction::Block { kind, .. } if kind < BLOCKS_PER_SEAT => Some(s * PIECES_PER_SEAT + kind),
            VAction::Stair { index, .. } if index < STAIRS_PER_SEAT => {
                Some(s * PIECES_PER_SEAT + BLOCKS_PER_SEAT + index)
            }
            _ => None,
        }
    }

    /// Where a legal Block or Stair action puts its piece, with the level it comes to rest on;
    /// `None` for an illegal action or one that places nothing.
    pub fn action_spot(&self, a: VAction) -> Option<Spot> {
        let id = self.action_piece(a)?;
        self.check_action(a).ok()?;
        let spot = match a {
            VAction::Block { cell, orient, .. } => Spot { cell, orient, base: 0 },
            VAction::Stair { cell, dir, .. } => Spot { cell, orient: dir, base: 0 },
            _ => return None,
        };
        self.check_piece(id, spot).ok()
    }

    /// The squares piece `id` covers at `spot`, and the levels `base..top` it fills.
    pub fn piece_footprint(id: u8, spot: Spot) -> Option<(Vec<u8>, u8, u8)> {
        let (cells, k, base, top) = Self::footprint(id, spot)?;
        Some((cells[..k].to_vec(), base, top))
    }

    /// Whether piece `id` is a Stair (otherwise a Block); its owner is `id / PIECES_PER_SEAT`.
    pub fn is_stair(id: u8) -> bool {
        id % PIECES_PER_SEAT >= BLOCKS_PER_SEAT
    }

    /// The route the Lord of the seat to move takes to `to`, if that Lord move is legal: every
    /// square he passes over after his start, Stairs crossed included, ending on `to`. Of the
    /// shortest routes, the first found trying N, E, S, W at each step.
    pub fn lord_path(&self, to: u8) -> Option<Vec<u8>> {
        if self.over || to as usize >= CELLS || !self.lord_targets(self.to_move as usize)[to as usize] {
            return None;
        }
        let me = self.to_move as usize;
        let start = self.lords[me];
        // Breadth-first over landing squares, remembering the square each was reached from.
        let mut from = [NO_LORD; CELLS];
        from[start as usize] = start;
        let mut frontier = vec![start];
        for _ in 0..MAX_LORD_STEPS {
            let mut next = Vec::new();
            for &c in &frontier {
                for d in 0..4 {
                    if let Some(t) = self.step(me, c, d) {
                        if from[t as usize] == NO_LORD {
                            from[t as usize] = c;
                            next.push(t);
                        }
                    }
                }
            }
            frontier = next;
        }
        if from[to as usize] == NO_LORD {
            return None;
        }
        let mut landings = vec![to];
        let mut c = to;
        while from[c as usize] != start {
            c = from[c as usize];
            landings.push(c);
        }
        landings.reverse();
        // Fill in the Stair squares crossed between consecutive landings (a straight line).
        let mut path = Vec::new();
        let mut prev = start;
        for &land in &landings {
            let d = (0..4).find(|&d| {
                let mut cur = prev;
                while let Some(n) = neighbour(cur, d) {
                    if n == land {
                        return true;
                    }
                    if self.stair_dir_at(n).is_none() {
                        return false;
                    }
                    cur = n;
                }
                false
            })?;
            let mut cur = prev;
            while let Some(n) = neighbour(cur, d) {
                path.push(n);
                if n == land {
                    break;
                }
                cur = n;
            }
            prev = land;
        }
        Some(path)
    }

    /// Turns the seat has finished (a Lord still on his own Tower after 3 loses).
    pub fn turns_played(&self, s: Seat) -> u8 {
        self.turns_played[s as usize % MAX_SEATS]
    }

    /// Whether the seat to move has already placed, moved or stepped this turn.
    pub fn has_acted(&self) -> bool {
        self.acted
    }

    /// The number of the turn being played (every seat's turn counts; the game is drawn after
    /// [`MAX_TURNS`]).
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// Why the game ended, once it has.
    pub fn end_reason(&self) -> Option<EndReason> {
        if !self.over {
            return None;
        }
        Some(match self.winner {
            Some(w) if self.lords[w as usize] == self.towers[self.enemy(w) as usize] => EndReason::ReachedTower(w),
            Some(w) => EndReason::OthersOut(w),
            None if self.turn >= MAX_TURNS => EndReason::TurnLimit,
            None => EndReason::Repetition,
        })
    }

    // ----- turn logic -----

    fn piece_actions(&self, out: &mut Vec<VAction>, first_only: bool) {
        let s = self.to_move;
        if !self.block_done {
            for kind in 0..BLOCKS_PER_SEAT {
                let id = s * PIECES_PER_SEAT + kind;
                if self.pieces[id as usize].cell != RESERVE && self.is_blocked(id) {
                    continue;
                }
                let mut board = self.clone_board();
                let cur = self.pieces[id as usize];
                board.remove_piece(id);
                for cell in 0..CELLS as u8 {
                    for orient in 0..BLOCK_ORIENTATIONS[kind as usize].len() as u8 {
                        let spot = Spot { cell, orient, base: 0 };
                        if let Ok(fin) = board.placement_ok(id, spot) {
                            if fin != cur {
                                out.push(VAction::Block { kind, cell, orient });
                                if first_only {
                                    return;
                                }
                            }
                        }
                    }
                }
            }
        }
        if !self.stair_done {
            let first_reserve = (0..STAIRS_PER_SEAT)
                .find(|&i| self.pieces[(s * PIECES_PER_SEAT + BLOCKS_PER_SEAT + i) as usize].cell == RESERVE);
            for index in 0..STAIRS_PER_SEAT {
                let id = s * PIECES_PER_SEAT + BLOCKS_PER_SEAT + index;
                let cur = self.pieces[id as usize];
                if cur.cell == RESERVE && Some(index) != first_reserve {
                    continue;
                }
                if cur.cell != RESERVE && self.is_blocked(id) {
                    continue;
                }
                let mut board = self.clone_board();
                board.remove_piece(id);
                for cell in 0..CELLS as u8 {
                    for dir in 0..=NEST {
                        if let Ok(fin) = board.placement_ok(id, Spot { cell, orient: dir, base: 0 }) {
                            if fin != cur {
                                out.push(VAction::Stair { index, cell, dir });
                                if first_only {
                                    return;
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    fn gen_actions(&self, out: &mut Vec<VAction>) {
        if self.over {
            return;
        }
        self.piece_actions(out, false);
        let me = self.to_move as usize;
        let targets = self.lord_targets(me);
        for c in 0..CELLS as u8 {
            if targets[c as usize] {
                out.push(VAction::Lord { to: c });
            }
        }
        if self.acted {
            out.push(VAction::EndTurn);
        } else if out.is_empty() {
            out.push(VAction::Pass);
        }
    }

    fn check_action(&self, a: VAction) -> Result<(), VoldetourError> {
        use VoldetourError::*;
        if self.over {
            return Err(GameOver);
        }
        let s = self.to_move;
        match a {
            VAction::Block { kind, cell, orient } => {
                if kind >= BLOCKS_PER_SEAT {
                    return Err(NoSuchPiece);
                }
                if self.block_done {
                    return Err(BlockAlreadyUsed);
                }
                self.check_piece(s * PIECES_PER_SEAT + kind, Spot { cell, orient, base: 0 }).map(|_| ())
            }
            VAction::Stair { index, cell, dir } => {
                if index >= STAIRS_PER_SEAT || dir > NEST {
                    return Err(NoSuchPiece);
                }
                if self.stair_done {
                    return Err(StairAlreadyUsed);
                }
                let id = s * PIECES_PER_SEAT + BLOCKS_PER_SEAT + index;
                if self.pieces[id as usize].cell == RESERVE {
                    let first = (0..index).any(|i| self.pieces[(id - index + i) as usize].cell == RESERVE);
                    if first {
                        return Err(NextReserveStairFirst);
                    }
                }
                self.check_piece(id, Spot { cell, orient: dir, base: 0 }).map(|_| ())
            }
            VAction::Lord { to } => {
                if to as usize >= CELLS {
                    return Err(NoSuchSquare);
                }
                if self.lord_targets(s as usize)[to as usize] {
                    Ok(())
                } else if self.tower_at(to).is_some() && to != self.lords[s as usize] {
                    let mut probe = self.shallow();
                    probe.towers = [NO_LORD; MAX_SEATS];
                    if probe.lord_targets(s as usize)[to as usize] {
                        Err(CannotStopThere)
                    } else {
                        Err(LordCannotReach)
                    }
                } else {
                    Err(LordCannotReach)
                }
            }
            VAction::EndTurn => {
                if self.acted {
                    Ok(())
                } else {
                    Err(NothingDoneYet)
                }
            }
            VAction::Pass => {
                if self.acted {
                    return Err(CannotPass);
                }
                let mut v = Vec::new();
                self.gen_actions(&mut v);
                if v == [VAction::Pass] {
                    Ok(())
                } else {
                    Err(CannotPass)
                }
            }
        }
    }

    fn apply_action(&mut self, a: VAction) -> Effect {
        let s = self.to_move;
        match a {
            VAction::Block { kind, cell, orient } => {
                let id = s * PIECES_PER_SEAT + kind;
                self.move_piece(id, Spot { cell, orient, base: 0 });
                self.block_done = true;
                self.acted = true;
            }
            VAction::Stair { index, cell, dir } => {
                let id = s * PIECES_PER_SEAT + BLOCKS_PER_SEAT + index;
                self.move_piece(id, Spot { cell, orient: dir, base: 0 });
                self.stair_done = true;
                self.acted = true;
            }
            VAction::Lord { to } => {
                if self.lords[s as usize] == self.towers[s as usize] {
                    self.history.clear(); // leaving the own Tower is irreversible
                }
                self.lords[s as usize] = to;
                if self.towers[self.enemy(s) as usize] == to {
                    self.over = true;
                    self.winner = Some(s);
                    return Effect::QUIET;
                }
                self.end_turn();
            }
            VAction::EndTurn | VAction::Pass => self.end_turn(),
        }
        Effect::QUIET
    }

    fn move_piece(&mut self, id: u8, spot: Spot) {
        let from_reserve = self.pieces[id as usize].cell == RESERVE;
        if let Ok(fin) = self.check_piece(id, spot) {
            self.remove_piece(id);
            self.put_piece(id, fin);
            if from_reserve {
                self.history.clear(); // reserve counts only ever shrink
            }
        }
    }

    fn end_turn(&mut self) {
        let s = self.to_move as usize;
        self.turns_played[s] = self.turns_played[s].saturating_add(1);
        if self.turns_played[s] >= LEAVE_TOWER_BY_TURN && self.lords[s] == self.towers[s] {
            self.out[s] = true;
            // His Lord leaves the board: otherwise, still standing on his Tower, he would make
            // the diagonal enemy's goal unreachable for ever.
            self.lords[s] = NO_LORD;
            let left: Vec<u8> = (0..self.n).filter(|&p| !self.out[p as usize]).collect();
            if left.len() == 1 {
                self.over = true;
                self.winner = Some(left[0]);
                return;
            }
        }
        if self.turn >= MAX_TURNS {
            self.over = true;
            return;
        }
        self.turn += 1;
        let mut next = self.to_move;
        loop {
            next = (next + 1) % self.n;
            if !self.out[next as usize] {
                break;
            }
        }
        self.to_move = next;
        self.block_done = false;
        self.stair_done = false;
        self.acted = false;
        let h = self.position_hash();
        self.history.push(h);
        if self.history.iter().filter(|&&x| x == h).count() >= REPETITIONS_FOR_DRAW {
            self.over = true;
        }
    }

    fn evaluate_position(&self) -> [f32; MAX_SEATS] {
        let mut v = [0.0f32; MAX_SEATS];
        let n = self.n as usize;
        if self.over {
            match self.winner {
                Some(w) => v[w as usize] = 1.0,
                None => v[..n].iter_mut().for_each(|x| *x = 1.0 / n as f32),
            }
            return v;
        }
        let mut strength = [0.0f32; MAX_SEATS];
        for (s, strength) in strength.iter_mut().enumerate().take(n) {
            if self.out[s] {
                continue;
            }
            let goal = self.towers[self.enemy(s as u8) as usize];
            let d = match self.steps_to_goal(s) {
                Some(d) => d as f32,
                None => {
                    let (a, b) = (self.lords[s], goal);
                    let manhattan = (a % 10).abs_diff(b % 10) + (a / 10).abs_diff(b / 10);
                    manhattan as f32 + 10.0
                }
            };
            *strength = 1.0 / (1.0 + d / 3.0);
        }
        let total: f32 = strength[..n].iter().sum();
        for (value, strength) in v.iter_mut().zip(&strength).take(n) {
            *value = if total > 0.0 { (strength / total).clamp(0.0, 1.0) } else { 1.0 / n as f32 };
        }
        v
    }

    fn notation_of(&self, a: VAction) -> String {
        let s = self.to_move;
        match a {
            VAction::Block { kind, cell, orient } => {
                let id = s * PIECES_PER_SEAT + kind.min(BLOCKS_PER_SEAT - 1);
                let ext = BLOCK_ORIENTATIONS[kind.min(4) as usize]
                    .get(orient as usize)
                    .map(|(x, y, z)| format!("{x}x{y}x{z}"))
                    .unwrap_or_else(|| "?".into());
                let cur = self.pieces[id as usize];
                if cur.cell == RESERVE {
                    format!("+B{} {} {}", kind + 1, cell_name(cell % 100), ext)
                } else {
                    format!("B{} {}>{} {}", kind + 1, cell_name(cur.cell), cell_name(cell % 100), ext)
                }
            }
            VAction::Stair { index, cell, dir } => {
                let id = s * PIECES_PER_SEAT + BLOCKS_PER_SEAT + index.min(STAIRS_PER_SEAT - 1);
                let d = if dir == NEST { "nest" } else { DIR_NAMES.get(dir as usize).copied().unwrap_or("?") };
                let cur = self.pieces[id as usize];
                if cur.cell == RESERVE {
                    format!("+S {} {}", cell_name(cell % 100), d)
                } else {
                    format!("S {}>{} {}", cell_name(cur.cell), cell_name(cell % 100), d)
                }
            }
            VAction::Lord { to } => format!("L {}-{}", cell_name(self.lords[s as usize]), cell_name(to % 100)),
            VAction::EndTurn => "end".into(),
            VAction::Pass => "pass".into(),
        }
    }

    fn text(&self) -> String {
        let mut t = format!(
            "voldetour players={} turn={} to_move={} block={} stair={} over={}\n",
            self.n, self.turn, self.to_move, self.block_done as u8, self.stair_done as u8, self.over as u8
        );
        for row in (0..10u8).rev() {
            t += &format!("{:>2} ", row + 1);
            for col in 0..10u8 {
                let c = row * 10 + col;
                let column = &self.cols[c as usize];
                let mark = if let Some(s) = self.lord_at(c) {
                    (b'a' + s as u8) as char
                } else if self.tower_at(c).is_some() {
                    'T'
                } else if let Some(d) = self.stair_dir_at(c) {
                    ['^', '>', 'v', '<'][d]
                } else {
                    '.'
                };
                t += &format!("{}{} ", column.full, mark);
            }
            t += "\n";
        }
        t += "   a  b  c  d  e  f  g  h  i  j\n";
        t
    }

    /// Test support: every invariant of the space model; returns a description of the first broken one.
    pub fn invariant_error(&self) -> Option<String> {
        let mut rebuilt = Voldetour::new_with(&self.opts, 0).ok()?;
        // Rebuild from pieces, lowest first, and compare the columns.
        let mut order: Vec<u8> = (0..40u8).filter(|&i| self.pieces[i as usize].cell != RESERVE).collect();
        order.sort_by_key(|&i| (self.pieces[i as usize].base, (self.pieces[i as usize].orient == NEST) as u8));
        for &i in &order {
            rebuilt.put_piece(i, self.pieces[i as usize]);
        }
        if rebuilt.cols != self.cols {
            return Some("columns do not match the pieces".into());
        }
        for c in 0..CELLS {
            let col = &self.cols[c];
            if col.full > TOWER_HEIGHT || (col.stair != 0 && col.full >= TOWER_HEIGHT) {
                return Some(format!("too high at {}", cell_name(c as u8)));
            }
            for z in 0..col.full as usize {
                if col.occ[z] == 0 {
                    return Some(format!("void at {}", cell_name(c as u8)));
                }
            }
        }
        for s in 0..self.n as usize {
            if self.out[s] {
                continue;
            }
            let l = self.lords[s];
            if self.cols[l as usize].stair != 0 {
                return Some("Lord on a Stair".into());
            }
            if self.lord_at(l) != Some(s) {
                return Some("two Lords share a square".into());
            }
            let t = &self.cols[self.towers[s] as usize];
            if t.occ != [TOWER_MARK + s as u8; 3] || t.stair != 0 {
                return Some("something on a Tower".into());
            }
        }
        None
    }
}

impl Game for Voldetour {
    type Options = VoldetourOptions;
    type Action = VAction;
    type Error = VoldetourError;
    const ID: &'static str = "voldetour";
    const NAME: &'static str = "Voldétour";
    const RULES_VERSION: u32 = RULES_VERSION;

    /// No hidden information: only the RNG is reseeded.
    fn redacted(&self, _viewer: Option<Seat>) -> Self {
        let mut g = self.clone();
        g.rng = Rng::new(0);
        g
    }
    fn notation_for(&self, action: VAction, _viewer: Option<Seat>) -> String {
        self.notation_of(action)
    }

    fn new_game(options: &VoldetourOptions, seed: u64) -> Result<Self, OptionsError> {
        Voldetour::new_with(options, seed)
    }
    fn options(&self) -> &VoldetourOptions {
        &self.opts
    }
    fn seat_count(&self) -> usize {
        self.n as usize
    }
    fn to_move(&self) -> Option<Seat> {
        (!self.over).then_some(self.to_move)
    }
    fn turn_number(&self) -> u32 {
        self.turn
    }
    fn legal_actions(&self, out: &mut Vec<VAction>) {
        out.clear();
        self.gen_actions(out);
    }
    fn check(&self, action: VAction) -> Result<(), VoldetourError> {
        self.check_action(action)
    }
    fn play_unchecked(&mut self, action: VAction) -> Effect {
        self.apply_action(action)
    }
    fn outcome(&self) -> Option<Outcome> {
        if !self.over {
            return None;
        }
        Some(Outcome { winners: self.winner.into_iter().collect(), scores: self.scores() })
    }
    fn scores(&self) -> Vec<i32> {
        (0..self.n).map(|s| (self.winner == Some(s)) as i32).collect()
    }
    fn has_hidden_information(&self) -> bool {
        false
    }
    fn determinize(&self, _seat: Seat, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        g.rng = rng.fork();
        g
    }
    fn evaluate(&self) -> [f32; MAX_SEATS] {
        self.evaluate_position()
    }
    fn notation(&self, action: VAction) -> String {
        self.notation_of(action)
    }
    fn position_text(&self) -> String {
        self.text()
    }
}
