//! The board: square names, bitboards over the 100 squares, and the geometry of pieces.

pub const SIZE: usize = 10;
pub const CELLS: usize = SIZE * SIZE;
/// Height of a Tower in unit cubes; nothing may rise above it.
pub const TOWER_HEIGHT: u8 = 3;
pub const BLOCKS_PER_SEAT: u8 = 5;
pub const STAIRS_PER_SEAT: u8 = 5;
pub const PIECES_PER_SEAT: u8 = BLOCKS_PER_SEAT + STAIRS_PER_SEAT;
/// Stair direction value meaning "upside down, nested into the open Stair below".
pub const NEST: u8 = 4;
/// Piece ids of every seat (four seats at most).
pub(crate) const PIECES: usize = 4 * PIECES_PER_SEAT as usize;
/// `Spot::cell` of a piece in its owner's reserve.
pub(crate) const RESERVE: u8 = 255;
/// `Column::occ` value of a Tower's cubes: this plus the owner's seat.
pub(crate) const TOWER_MARK: u8 = 200;
/// Levels a column can have: heights `0..=TOWER_HEIGHT`.
pub(crate) const LEVELS: usize = TOWER_HEIGHT as usize + 1;

/// Per Block kind, the allowed `(dx, dy, dz)` extents (along columns, rows and height), in their
/// fixed index order. Kinds are the 1×1×1, 1×1×2, 1×1×3, 1×2×2 and 1×2×3 Blocks; every distinct
/// axis-aligned way to set each down is listed once.
pub const BLOCK_ORIENTATIONS: [&[(u8, u8, u8)]; 5] = [
    &[(1, 1, 1)],
    &[(1, 1, 2), (2, 1, 1), (1, 2, 1)],
    &[(1, 1, 3), (3, 1, 1), (1, 3, 1)],
    &[(1, 2, 2), (2, 1, 2), (2, 2, 1)],
    &[(1, 2, 3), (2, 1, 3), (1, 3, 2), (3, 1, 2), (2, 3, 1), (3, 2, 1)],
];

/// Column/row steps of the directions N, E, S, W (the Stair directions 0..4).
pub(crate) const DIRS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
pub(crate) const DIR_NAMES: [&str; 4] = ["N", "E", "S", "W"];

pub(crate) fn opposite(d: usize) -> usize {
    (d + 2) % 4
}

/// The name of a square, `a1` (bottom left) to `j10` (top right).
pub fn cell_name(c: u8) -> String {
    format!("{}{}", (b'a' + c % 10) as char, c / 10 + 1)
}

/// The square named `s` (`a1`..`j10`), if there is one.
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

/// The square next to `c` toward direction `d`, if it is on the board.
pub(crate) fn neighbour(c: u8, d: usize) -> Option<u8> {
    let (dx, dy) = DIRS[d];
    let x = (c % 10) as i8 + dx;
    let y = (c / 10) as i8 + dy;
    ((0..10).contains(&x) && (0..10).contains(&y)).then(|| (y * 10 + x) as u8)
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

pub(crate) const IN_RESERVE: Spot = Spot { cell: RESERVE, orient: 0, base: 0 };

/// One square's column, as the board draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Column {
    /// Number of full unit cubes (0..=3).
    pub full: u8,
    /// Occupant of each full level: piece id + 1, or a Tower (`200 + seat`), 0 = empty. The
    /// lower Stair of a nested pair is the occupant of the pair's level.
    pub occ: [u8; 3],
    /// Upper Stair (piece id + 1) of a nested pair at that level, 0 otherwise.
    pub upper: [u8; 3],
    /// Open Stair (piece id + 1) on top at level `full`, 0 = none.
    pub stair: u8,
}

/// Whether piece `id` is a Stair (otherwise a Block).
pub(crate) fn is_stair_id(id: u8) -> bool {
    id % PIECES_PER_SEAT >= BLOCKS_PER_SEAT
}

/// The extents of piece `id` at orientation `orient` (a Stair is one cube).
pub(crate) fn extents(id: u8, orient: u8) -> Option<(u8, u8, u8)> {
    if is_stair_id(id) {
        return (orient <= NEST).then_some((1, 1, 1));
    }
    BLOCK_ORIENTATIONS[(id % PIECES_PER_SEAT) as usize].get(orient as usize).copied()
}

// ----- bitboards: bit `c` stands for square `c` -----

pub(crate) type Mask = u128;
pub(crate) const ALL: Mask = (1u128 << CELLS) - 1;

const fn column_mask(col: usize) -> Mask {
    let mut m = 0;
    let mut row = 0;
    while row < SIZE {
        m |= 1u128 << (row * SIZE + col);
        row += 1;
    }
    m
}
const WEST_EDGE: Mask = column_mask(0);
const EAST_EDGE: Mask = column_mask(SIZE - 1);

/// Squares from which a `dx × dy` rectangle (extending east and north) stays on the board,
/// indexed `[dx - 1][dy - 1]`.
const fn fit_masks() -> [[Mask; 3]; 3] {
    let mut out = [[0; 3]; 3];
    let mut dx = 1;
    while dx <= 3 {
        let mut dy = 1;
        while dy <= 3 {
            let mut m = 0;
            let mut c = 0;
            while c < CELLS {
                if c % SIZE + dx <= SIZE && c / SIZE + dy <= SIZE {
                    m |= 1u128 << c;
                }
                c += 1;
            }
            out[dx - 1][dy - 1] = m;
            dy += 1;
        }
        dx += 1;
    }
    out
}
const FITS: [[Mask; 3]; 3] = fit_masks();

pub(crate) fn bit(c: u8) -> Mask {
    1u128 << c
}

/// Every square of `m` moved one square toward direction `d` (squares leaving the board vanish).
pub(crate) fn shift(m: Mask, d: usize) -> Mask {
    match d {
        0 => (m << SIZE) & ALL,
        1 => (m & !EAST_EDGE) << 1,
        2 => m >> SIZE,
        _ => (m & !WEST_EDGE) >> 1,
    }
}

/// The squares of a mask, lowest first.
pub(crate) struct Squares(pub Mask);
impl Iterator for Squares {
    type Item = u8;
    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let c = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(c)
    }
}

/// For one surface: at each height, the anchor squares `a` (lowest column and row of the
/// rectangle) such that a whole `dx × dy` rectangle from `a` is buildable at that height.
/// Computed once per surface and shared by every Block kind and orientation.
pub(crate) struct Anchors {
    /// `[height][(dx - 1) * 3 + dy - 1]`.
    by_height: [[Mask; 9]; LEVELS],
}

impl Anchors {
    /// `buildable[h]`: the squares of height `h` a Block may rest on.
    pub fn new(buildable: &[Mask; LEVELS]) -> Anchors {
        let mut by_height = [[0; 9]; LEVELS];
        // Nothing rests at the Tower's height: no Block fits above it.
        for (out, &f) in by_height.iter_mut().zip(buildable).take(TOWER_HEIGHT as usize) {
            if f == 0 {
                continue;
            }
            // Runs of 1, 2 and 3 buildable squares eastward, then stacked 1, 2 and 3 rows high.
            let runs = [f, f & (f >> 1), f & (f >> 1) & (f >> 2)];
            for (dx, &r) in runs.iter().enumerate() {
                let two_rows = r & (r >> SIZE);
                out[dx * 3] = r & FITS[dx][0];
                out[dx * 3 + 1] = two_rows & FITS[dx][1];
                out[dx * 3 + 2] = two_rows & (r >> (2 * SIZE)) & FITS[dx][2];
            }
        }
        Anchors { by_height }
    }

    /// Anchors of a `dx × dy` rectangle resting at any height from 0 to `max_base`.
    pub fn up_to(&self, dx: u8, dy: u8, max_base: u8) -> Mask {
        let i = (dx as usize - 1) * 3 + dy as usize - 1;
        self.by_height[..=max_base as usize].iter().fold(0, |m, h| m | h[i])
    }
}

/// The squares of a `dx × dy` rectangle anchored on `cell`, if it stays on the board.
pub(crate) fn rect(cell: u8, dx: u8, dy: u8) -> Option<Mask> {
    if cell as usize >= CELLS || dx == 0 || dy == 0 || dx > 3 || dy > 3 {
        return None;
    }
    if FITS[dx as usize - 1][dy as usize - 1] & bit(cell) == 0 {
        return None;
    }
    let row_run: Mask = (1 << dx) - 1;
    let mut m = 0;
    for j in 0..dy {
        m |= row_run << (cell + SIZE as u8 * j);
    }
    Some(m)
}

/// The board's surface as the placement and Lord rules read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Surface {
    /// Squares whose column holds exactly `h` full cubes.
    pub level: [Mask; LEVELS],
    /// Squares topped by an open Stair rising toward direction `d`.
    pub rising: [Mask; 4],
}

impl Surface {
    pub const EMPTY: Surface = Surface { level: [ALL, 0, 0, 0], rising: [0; 4] };

    /// Squares topped by an open Stair.
    pub fn slopes(&self) -> Mask {
        self.rising[0] | self.rising[1] | self.rising[2] | self.rising[3]
    }
    /// Squares whose column is taller than `h`.
    pub fn above(&self, h: usize) -> Mask {
        self.level[h + 1..].iter().fold(0, |m, l| m | l)
    }
    /// Number of full cubes on square `c`.
    pub fn height(&self, c: u8) -> u8 {
        let b = bit(c);
        (1..LEVELS).find(|&h| self.level[h] & b != 0).unwrap_or(0) as u8
    }
    /// The direction the open Stair on `c` rises toward, if any.
    pub fn stair_dir(&self, c: u8) -> Option<usize> {
        let b = bit(c);
        (0..4).find(|&d| self.rising[d] & b != 0)
    }
    /// Raises (or lowers) the squares `m` from height `from` to `to`.
    pub fn set_height(&mut self, m: Mask, from: u8, to: u8) {
        self.level[from as usize] &= !m;
        self.level[to as usize] |= m;
    }
}
