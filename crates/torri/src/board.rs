//! Board geometry, home layout and the bit-packed stack type.

use castellan_core::Seat;

/// Board width and height.
pub const SIZE: usize = 10;
/// Number of squares.
pub const SQUARES: usize = SIZE * SIZE;
/// A square index: `row * SIZE + col`, row 0 is rank 1 (south), col 0 is file `a` (west).
pub type Square = u8;

/// Most pieces that can ever be on the board (4 players × 12); a stack can never be taller.
pub const MAX_STACK: usize = 48;
/// Bits per piece colour in a packed stack (four colours).
const BITS_PER_PIECE: u32 = 2;
/// Where the stack height lives inside the packed `u128` (above the 96 colour bits).
const LEN_SHIFT: u32 = 120;
const PIECE_MASK: u128 = (1u128 << (MAX_STACK as u32 * BITS_PER_PIECE)) - 1;

/// One letter per seat colour, used in notation and the position text.
pub const COLOUR_LETTERS: [char; 4] = ['R', 'B', 'Y', 'G'];
pub const COLOUR_NAMES: [&str; 4] = ["red", "blue", "yellow", "green"];

/// The four orthogonal steps as (column, row) deltas: north, east, south, west.
pub const DIRECTIONS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// A stack of pieces, bottom to top, packed into one `u128` so the whole board is a cheap `Copy`
/// array: 2 bits of colour per piece (bottom piece in the lowest bits), height in the top byte.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Stack(u128);

impl std::fmt::Debug for Stack {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_empty() {
            return write!(f, ".");
        }
        for c in self.iter() {
            write!(f, "{}", COLOUR_LETTERS[c as usize])?;
        }
        Ok(())
    }
}

impl Stack {
    pub const EMPTY: Stack = Stack(0);

    pub fn single(colour: Seat) -> Stack {
        Stack((colour as u128 & 3) | (1u128 << LEN_SHIFT))
    }

    /// Builds a stack from colours listed bottom to top (at most [`MAX_STACK`]; extra are ignored).
    pub fn from_colours(colours: &[Seat]) -> Stack {
        let mut s = Stack::EMPTY;
        for &c in colours.iter().take(MAX_STACK) {
            s = Stack::single(c).placed_on(s);
        }
        s
    }

    pub fn len(self) -> usize {
        (self.0 >> LEN_SHIFT) as usize
    }
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }
    /// Colour of piece `i` counted from the bottom (0). Callers keep `i < len()`.
    pub fn piece(self, i: usize) -> Seat {
        ((self.0 >> (BITS_PER_PIECE as usize * i)) & 3) as Seat
    }
    /// The owner: the colour of the top piece.
    pub fn top(self) -> Option<Seat> {
        let n = self.len();
        if n == 0 {
            None
        } else {
            Some(self.piece(n - 1))
        }
    }
    /// The owner's seat, or [`NOBODY`] for an empty square (a plain number keeps the hot move
    /// generator free of `Option` plumbing).
    #[inline]
    pub fn owner_or_nobody(self) -> u8 {
        let n = self.len();
        if n == 0 {
            NOBODY
        } else {
            self.piece(n - 1)
        }
    }
    /// Pieces of each colour, by bit counting (used by invariant checks on every ply).
    pub fn colour_counts(self) -> [usize; 4] {
        const LOW_BITS: u128 = 0x5555_5555_5555_5555_5555_5555; // bit 0 of every 2-bit slot
        let n = self.len();
        let used = if n == 0 { 0 } else { LOW_BITS & ((1u128 << (BITS_PER_PIECE as usize * n)) - 1) };
        let bits = self.0 & PIECE_MASK;
        // Colour c repeated in every slot; a slot equal to c XORs to 00.
        const PATTERNS: [u128; 4] = [0, LOW_BITS, LOW_BITS << 1, LOW_BITS | (LOW_BITS << 1)];
        let mut out = [0; 4];
        let mut c = 0;
        while c < 4 {
            let x = bits ^ PATTERNS[c];
            out[c] = (!(x | (x >> 1)) & used).count_ones() as usize;
            c += 1;
        }
        out
    }
    /// Colours bottom to top.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..self.len()).map(move |i| self.piece(i))
    }
    pub fn colours(self) -> Vec<Seat> {
        self.iter().collect()
    }
    /// How many pieces of `colour` the stack holds.
    pub fn count(self, colour: Seat) -> usize {
        self.iter().filter(|&c| c == colour).count()
    }

    /// `self` put on top of `below`. The total never exceeds [`MAX_STACK`] because that is every
    /// piece in the game; should it ever, the result is clamped rather than corrupting the height.
    pub fn placed_on(self, below: Stack) -> Stack {
        let bl = below.len();
        let total = (bl + self.len()).min(MAX_STACK);
        let pieces = ((below.0 & PIECE_MASK) | ((self.0 & PIECE_MASK) << (BITS_PER_PIECE as usize * bl))) & PIECE_MASK;
        Stack(pieces | ((total as u128) << LEN_SHIFT))
    }

    /// Splits into the lower `cut` pieces and the rest above (`cut <= len()`).
    pub fn split(self, cut: usize) -> (Stack, Stack) {
        let n = self.len();
        let cut = cut.min(n);
        let shift = BITS_PER_PIECE as usize * cut;
        let low_mask = if cut == 0 { 0 } else { (1u128 << shift) - 1 };
        let lower = Stack((self.0 & low_mask) | ((cut as u128) << LEN_SHIFT));
        let upper = Stack(((self.0 & PIECE_MASK) >> shift) | (((n - cut) as u128) << LEN_SHIFT));
        (lower, upper)
    }
}

/// Squares whose stacks differ between two boards, as a bit mask (bit = square index). For the
/// UI (which squares to animate) and for tests; compares the packed words directly so it stays
/// cheap even in unoptimised builds.
pub fn changed_squares(a: &[Stack; SQUARES], b: &[Stack; SQUARES]) -> u128 {
    let mut mask = 0u128;
    let mut i = 0;
    while i < SQUARES {
        if a[i].0 != b[i].0 {
            mask |= 1u128 << i;
        }
        i += 1;
    }
    mask
}

pub fn col_of(sq: Square) -> usize {
    sq as usize % SIZE
}
pub fn row_of(sq: Square) -> usize {
    sq as usize / SIZE
}
pub fn square_at(col: usize, row: usize) -> Square {
    (row * SIZE + col) as Square
}

/// The square `dist` steps from `sq` in direction `dir` (index into [`DIRECTIONS`]), if on the board.
pub fn step(sq: Square, dir: usize, dist: usize) -> Option<Square> {
    let (dc, dr) = DIRECTIONS[dir];
    let c = col_of(sq) as isize + dc as isize * dist as isize;
    let r = row_of(sq) as isize + dr as isize * dist as isize;
    if (0..SIZE as isize).contains(&c) && (0..SIZE as isize).contains(&r) {
        Some(square_at(c as usize, r as usize))
    } else {
        None
    }
}

/// `"c3"` for a square index.
pub fn square_name(sq: Square) -> String {
    format!("{}{}", (b'a' + col_of(sq) as u8) as char, row_of(sq) + 1)
}

/// Parses `"c3"` / `"j10"`.
pub fn parse_square(text: &str) -> Option<Square> {
    let mut chars = text.trim().chars();
    let file = chars.next()?.to_ascii_lowercase();
    if !('a'..='j').contains(&file) {
        return None;
    }
    let rank: usize = chars.as_str().parse().ok()?;
    if !(1..=SIZE).contains(&rank) {
        return None;
    }
    Some(square_at(file as usize - 'a' as usize, rank - 1))
}

/// Rows of the home in a two-player game: seat 0 (south) owns rows 1–2, seat 1 (north) rows 9–10.
const TWO_PLAYER_HOME_ROWS: usize = 2;
/// Three or four players: each home is 6 squares along the middle of a side, 2 deep.
const SIDE_HOME_FIRST: usize = 2;
const SIDE_HOME_LAST: usize = 7;
const SIDE_HOME_DEPTH: usize = 2;

/// Which seat's home `sq` belongs to, for a game of `players`.
///
/// Two players: seat 0 south (rows 1–2), seat 1 north (rows 9–10), full width.
/// Three or four players, clockwise from the south: seat 0 south `c1..h2`, seat 1 west `a3..b8`,
/// seat 2 north `c9..h10`, seat 3 east `i3..j8`; the 2×2 corners are nobody's, and with three
/// players the east home is open field.
pub fn home_owner(players: usize, sq: Square) -> Option<Seat> {
    // A table lookup: this is asked for every candidate landing square, so it must be cheap.
    let table = &HOME_TABLES[players.clamp(2, 4) - 2];
    match table.get(sq as usize) {
        Some(&h) if h != NO_HOME => Some(h),
        _ => None,
    }
}

const NO_HOME: u8 = u8::MAX;
/// "No seat": the owner of an empty square, the home owner of open field.
pub const NOBODY: u8 = u8::MAX;

/// The whole home table for a game of `players`: seat per square or [`NOBODY`].
pub fn home_table_for(players: usize) -> &'static [u8; SQUARES] {
    &HOME_TABLES[players.clamp(2, 4) - 2]
}
static HOME_TABLES: [[u8; SQUARES]; 3] = [home_table(2), home_table(3), home_table(4)];

const fn home_table(players: usize) -> [u8; SQUARES] {
    let mut t = [NO_HOME; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let (c, r) = (sq % SIZE, sq / SIZE);
        let owner = if players == 2 {
            if r < TWO_PLAYER_HOME_ROWS {
                0
            } else if r >= SIZE - TWO_PLAYER_HOME_ROWS {
                1
            } else {
                NO_HOME
            }
        } else {
            let c_mid = c >= SIDE_HOME_FIRST && c <= SIDE_HOME_LAST;
            let r_mid = r >= SIDE_HOME_FIRST && r <= SIDE_HOME_LAST;
            if c_mid && r < SIDE_HOME_DEPTH {
                0
            } else if r_mid && c < SIDE_HOME_DEPTH {
                1
            } else if c_mid && r >= SIZE - SIDE_HOME_DEPTH {
                2
            } else if r_mid && c >= SIZE - SIDE_HOME_DEPTH {
                3
            } else {
                NO_HOME
            }
        };
        t[sq] = if owner != NO_HOME && (owner as usize) < players { owner } else { NO_HOME };
        sq += 1;
    }
    t
}

/// Bit masks of each seat's home squares, per player count (index `players - 2`).
static HOME_MASKS: [[u128; 4]; 3] = [home_masks(2), home_masks(3), home_masks(4)];

const fn home_masks(players: usize) -> [u128; 4] {
    let t = home_table(players);
    let mut m = [0u128; 4];
    let mut sq = 0;
    while sq < SQUARES {
        if t[sq] != NO_HOME {
            m[t[sq] as usize] |= 1u128 << sq;
        }
        sq += 1;
    }
    m
}

/// The squares of every seat's home as bit masks (bit = square index).
pub fn home_masks_for(players: usize) -> &'static [u128; 4] {
    &HOME_MASKS[players.clamp(2, 4) - 2]
}

/// Pieces each player starts with (filling the home exactly).
pub fn pieces_per_player(players: usize) -> usize {
    if players == 2 {
        TWO_PLAYER_HOME_ROWS * SIZE
    } else {
        (SIDE_HOME_LAST - SIDE_HOME_FIRST + 1) * SIDE_HOME_DEPTH
    }
}
