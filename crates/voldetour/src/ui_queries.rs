//! Questions the board asks that the rules themselves never need: what stands on a square (the
//! Tower, the Lord, the pieces of its column from the board up or from the top down), whose a
//! piece is, and which action puts a piece in hand on a square. Kept apart from the rules so the
//! board's needs never touch the hot paths; none of them changes a rule or the legal list.

use super::*;

/// One part of a square's column as drawn, from the board up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stacked {
    /// A seat's Tower (the whole column).
    Tower(Seat),
    /// One cube of Block `id`, or the lower, filled level of a Stair pair.
    Cube(u8),
    /// A nested pair: the upper Stair upside down in the lower one, a full cube together.
    Pair { lower: u8, upper: u8 },
    /// An open Stair on top of the column.
    Open(u8),
}

impl Voldetour {
    /// The seat piece `id` belongs to.
    pub fn owner_of(id: u8) -> Seat {
        id / PIECES_PER_SEAT
    }

    /// The action that puts piece `id` (of the seat to move) in orientation `orient` with its
    /// anchor on `cell`: for a Block an index into its orientations, for a Stair a direction
    /// 0..4 or [`NEST`].
    pub fn placement(id: u8, orient: u8, cell: u8) -> VAction {
        let index = id % PIECES_PER_SEAT;
        if Self::is_stair(id) {
            VAction::Stair { index: index - BLOCKS_PER_SEAT, cell, dir: orient }
        } else {
            VAction::Block { kind: index, cell, orient }
        }
    }

    /// The square an action acts on: a piece's anchor, the Lord's destination.
    pub fn action_square(a: VAction) -> Option<u8> {
        match a {
            VAction::Block { cell, .. } | VAction::Stair { cell, .. } => Some(cell),
            VAction::Lord { to } => Some(to),
            VAction::EndTurn | VAction::Pass => None,
        }
    }

    /// The seat whose Tower stands on `c`.
    pub fn tower_seat_at(&self, c: u8) -> Option<Seat> {
        self.tower_at(c).map(|s| s as Seat)
    }

    /// The seat whose Lord stands on `c` (a seat that is out has no Lord on the board).
    pub fn lord_seat_at(&self, c: u8) -> Option<Seat> {
        (0..self.seat_count() as Seat).find(|&s| !self.is_out(s) && self.lord(s) == c)
    }

    /// The pieces on square `c`, from the top down (an open Stair first), each once.
    pub fn pieces_at(&self, c: u8) -> Vec<u8> {
        let col = self.column(c);
        let mut out = Vec::new();
        if col.stair != 0 {
            out.push(col.stair - 1);
        }
        for z in (0..col.full.min(TOWER_HEIGHT) as usize).rev() {
            for v in [col.upper[z], col.occ[z]] {
                if v != 0 && ((v - 1) as usize) < PIECES && !out.contains(&(v - 1)) {
                    out.push(v - 1);
                }
            }
        }
        out.retain(|&id| self.piece(id).on_board());
        out
    }

    /// The piece seen from above on `c`: the open Stair, else the highest cube's piece (the
    /// upper Stair of a pair); `None` on an empty square or a Tower.
    pub fn top_piece_at(&self, c: u8) -> Option<u8> {
        if self.tower_at(c).is_some() {
            return None;
        }
        let col = self.column(c);
        if col.stair != 0 {
            return Some(col.stair - 1);
        }
        let z = col.full.checked_sub(1)? as usize % 3;
        match (col.upper[z], col.occ[z]) {
            (0, 0) => None,
            (0, occ) => Some(occ - 1),
            (upper, _) => Some(upper - 1),
        }
    }

    /// What square `c`'s column is made of, from the board up, with the level each part
    /// stands on.
    pub fn stack_at(&self, c: u8) -> Vec<(u8, Stacked)> {
        if let Some(s) = self.tower_seat_at(c) {
            return vec![(0, Stacked::Tower(s))];
        }
        let col = self.column(c);
        let mut out = Vec::new();
        for z in 0..col.full.min(TOWER_HEIGHT) {
            let occ = col.occ[z as usize];
            if occ == 0 {
                continue;
            }
            let upper = col.upper[z as usize];
            out.push((
                z,
                if upper != 0 { Stacked::Pair { lower: occ - 1, upper: upper - 1 } } else { Stacked::Cube(occ - 1) },
            ));
        }
        if col.stair != 0 {
            out.push((col.full, Stacked::Open(col.stair - 1)));
        }
        out
    }
}

/// The actions, from the start of a 2-player game, of the rules page's diagram of a Lord's road
/// (`road` in `ui::voldetour::extras`): Black builds a road down from his Tower, three Stairs in a
/// row, while White builds elsewhere; Black is then still to move, his Lord free to cross it. The
/// board's tests click on the same position.
pub fn road_diagram_actions() -> [VAction; 11] {
    let cell = |name: &str| parse_cell(name).unwrap_or(0);
    let block = |kind, at: &str, orient| VAction::Block { kind, cell: cell(at), orient };
    let stair = |index, at: &str, dir| VAction::Stair { index, cell: cell(at), dir };
    [
        block(1, "d3", 0),
        stair(0, "d3", 3),
        VAction::EndTurn,
        block(1, "a10", 1),
        VAction::EndTurn,
        block(0, "e3", 0),
        stair(1, "e3", 3),
        VAction::EndTurn,
        block(0, "a8", 0),
        VAction::EndTurn,
        stair(2, "f3", 3),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> u8 {
        parse_cell(s).unwrap_or_else(|| panic!("no square {s}"))
    }

    fn play(g: &mut Voldetour, a: VAction) {
        if let Err(e) = g.apply(a) {
            panic!("{a:?} refused: {e}");
        }
    }

    #[test]
    fn the_engine_says_what_stands_on_a_square() {
        let mut g = Voldetour::new_with(&VoldetourOptions { players: 2 }, 1).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(g.tower_seat_at(sq("c3")), Some(0));
        assert_eq!(g.tower_seat_at(sq("h8")), Some(1));
        assert_eq!(g.lord_seat_at(sq("h8")), Some(1));
        assert_eq!(g.stack_at(sq("c3")), vec![(0, Stacked::Tower(0))]);
        assert_eq!(g.top_piece_at(sq("c3")), None, "a Tower is no piece");
        assert!(g.pieces_at(sq("e5")).is_empty() && g.stack_at(sq("e5")).is_empty());
        // Black's first Block, on e5 in its first orientation.
        let a = Voldetour::placement(0, 0, sq("e5"));
        assert_eq!(a, VAction::Block { kind: 0, cell: sq("e5"), orient: 0 });
        assert_eq!(Voldetour::action_square(a), Some(sq("e5")));
        play(&mut g, a);
        let (cells, _, _) = Voldetour::piece_footprint(0, g.piece(0)).unwrap_or_default();
        for &c in &cells {
            assert_eq!(g.pieces_at(c), vec![0]);
            assert_eq!(g.top_piece_at(c), Some(0));
            assert!(matches!(g.stack_at(c).as_slice(), [(0, Stacked::Cube(0)), ..]));
        }
        assert_eq!(Voldetour::owner_of(0), 0);
        assert_eq!(Voldetour::owner_of(PIECES_PER_SEAT + 3), 1);
        assert_eq!(
            Voldetour::placement(BLOCKS_PER_SEAT + 2, NEST, sq("a1")),
            VAction::Stair { index: 2, cell: sq("a1"), dir: NEST }
        );
        assert_eq!(Voldetour::action_square(VAction::Lord { to: sq("d4") }), Some(sq("d4")));
        assert_eq!(Voldetour::action_square(VAction::EndTurn), None);
    }
}
