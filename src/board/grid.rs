//! Squares on a rectangular board, numbered by the game (each engine has its own numbering),
//! and the keyboard cursor's moves over them.

/// A board of `cols × rows` squares and the game's numbering of them.
#[derive(Clone, Copy, Debug)]
pub struct Grid {
    pub cols: u16,
    pub rows: u16,
    /// The game's square number at (column, row); row 0 is the row drawn nearest the player
    /// (rank 1).
    pub square_at: fn(u16, u16) -> u16,
    /// The inverse: (column, row) of a square.
    pub coords_of: fn(u16) -> (u16, u16),
}

/// A cursor move from the arrow keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Up,
    Down,
    Left,
    Right,
}

impl Step {
    /// The step an arrow key stands for, by its key name (layout-independent: arrows are keys,
    /// not characters).
    pub fn from_key(key: &str) -> Option<Step> {
        match key {
            "ArrowUp" => Some(Step::Up),
            "ArrowDown" => Some(Step::Down),
            "ArrowLeft" => Some(Step::Left),
            "ArrowRight" => Some(Step::Right),
            _ => None,
        }
    }
}

impl Grid {
    /// A `COLS × ROWS` board numbered row by row from the first row (`row * COLS + col`), as the
    /// flat square boards number their squares.
    pub fn row_major<const COLS: u16, const ROWS: u16>() -> Grid {
        Grid { cols: COLS, rows: ROWS, square_at: |c, r| r * COLS + c, coords_of: |sq| (sq % COLS, sq / COLS) }
    }

    /// Where the cursor goes from `from` (without a cursor yet, it starts from the first
    /// square, row 0 column 0); `None` at the edge.
    pub fn step(&self, from: Option<u16>, step: Step) -> Option<u16> {
        let (c, r) = from.map(self.coords_of).unwrap_or((0, 0));
        let (c, r) = (c as i32, r as i32);
        let (nc, nr) = match step {
            Step::Up => (c, r + 1),
            Step::Down => (c, r - 1),
            Step::Left => (c - 1, r),
            Step::Right => (c + 1, r),
        };
        ((0..self.cols as i32).contains(&nc) && (0..self.rows as i32).contains(&nr))
            .then(|| (self.square_at)(nc as u16, nr as u16))
    }

    /// Every square, row by row from row 0.
    pub fn squares(&self) -> impl Iterator<Item = u16> + '_ {
        (0..self.rows).flat_map(move |r| (0..self.cols).map(move |c| (self.square_at)(c, r)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid() -> Grid {
        Grid { cols: 10, rows: 10, square_at: |c, r| r * 10 + c, coords_of: |s| (s % 10, s / 10) }
    }

    #[test]
    fn a_row_major_grid_numbers_squares_row_by_row() {
        let g = Grid::row_major::<12, 12>();
        assert_eq!((g.square_at)(3, 2), 27);
        assert_eq!((g.coords_of)(27), (3, 2));
        assert_eq!(g.step(Some(11), Step::Right), None, "l1 is on the right edge");
    }

    #[test]
    fn the_cursor_moves_one_square_and_stops_at_the_edges() {
        let g = grid();
        assert_eq!(g.step(None, Step::Right), Some(1), "without a cursor, the first square is the start");
        assert_eq!(g.step(None, Step::Left), None);
        assert_eq!(g.step(Some(0), Step::Right), Some(1));
        assert_eq!(g.step(Some(0), Step::Up), Some(10));
        assert_eq!(g.step(Some(0), Step::Left), None);
        assert_eq!(g.step(Some(0), Step::Down), None);
        assert_eq!(g.step(Some(99), Step::Up), None);
        assert_eq!(g.step(Some(99), Step::Right), None);
        assert_eq!(g.step(Some(55), Step::Down), Some(45));
    }

    #[test]
    fn arrow_keys_map_to_steps_and_nothing_else_does() {
        assert_eq!(Step::from_key("ArrowUp"), Some(Step::Up));
        assert_eq!(Step::from_key("ArrowLeft"), Some(Step::Left));
        assert_eq!(Step::from_key("a"), None);
        assert_eq!(grid().squares().count(), 100);
    }
}
