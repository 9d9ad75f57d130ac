//! Voldétour (Benhamou): build three-dimensional paths of Blocks and Stairs and walk your Lord
//! onto the enemy Tower.
//!
//! Rules follow `shared/spec/voldetour.md`, which fills the gaps of the French rulebook (whose
//! figures are missing) and its 4-player extension. The rules help (`voldetour-rules-help` in
//! `locales/<lang>/voldetour.ftl`) explains the game in our words.
//!
//! # Model
//! * Squares are `0..100`, `row * 10 + col`, named `a1` (bottom left) to `j10` (top right).
//! * Every square is a column: `height` unit cubes (Block cubes, nested Stair pairs, or a Tower of
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
//!   anchor square is the lowest column and row of the footprint, and the Block comes to rest on
//!   the surface under it. Orientation indexes per kind are fixed in [`BLOCK_ORIENTATIONS`].
//!   (`block_orientations_are_every_distinct_way_once`)
//! * **Stairs from the reserve** are interchangeable: only the lowest-numbered Stair left in the
//!   reserve may be placed (one legal action per placement, not five identical ones).
//!   (`reserve_stairs_are_taken_in_order`)
//! * **A Stair's own faces** for the blocked test are the four sides of its square at its level:
//!   the rulebook's "surrounded by 4 pieces" needs a hiding neighbour on every side, the low
//!   edge included. (`a_stair_is_blocked_only_with_all_four_sides_hidden`)
//! * **A nested pair** is one full cube made of two pieces: the lower Stair is blocked (the upper
//!   rests on it); the upper one may be moved when nothing rests on it and its four sides are
//!   not all hidden, and the lower one becomes an open slope again.
//!   (`moving_the_upper_stair_of_a_pair_reopens_the_lower_slope`)
//! * **A run of Stairs** crossed in one straight line may go up and down (a ridge of two Stairs
//!   high side to high side, or a dip low side to low side): each Stair is entered at its side's
//!   height and the flat square beyond must be at the height the last Stair leaves the Lord.
//!   (`a_ridge_of_stairs_is_crossed_up_and_down_in_one_step`)
//! * **Third-turn rule**: checked when the seat's third turn ends (a `Pass` counts as a turn).
//!   In a 2-player game the other seat wins. In a 4-player game the seat is out; when only one
//!   seat is left, it wins. (`lord_must_leave_his_tower_by_his_third_turn_two_players`,
//!   `a_seat_out_in_a_four_player_game_is_skipped_and_his_lord_leaves`)
//! * **A seat out** of a 4-player game loses his Lord from the board (standing on his Tower,
//!   he would make that Tower unreachable for the diagonal enemy); his Tower and pieces stay,
//!   and anyone may build on them. [`Voldetour::lord`] then answers 255.
//!   (`a_seat_out_in_a_four_player_game_is_skipped_and_his_lord_leaves`)
//! * **Lord destination**: a Lord move is named by its destination square only; any route of
//!   1–3 steps that reaches it is equivalent (crossing Towers and Stairs is free); the board
//!   shows the first shortest route. (`lord_path_names_every_square_passed_stairs_included`)
//! * **An enemy Lord still on his Tower** holds it: nobody may stop on it or cross it until he
//!   has left ("Lords never share a square nor pass over each other").
//!   (`an_enemy_tower_with_its_lord_still_on_it_is_neither_taken_nor_crossed`)
//! * **Moving a piece** is lifting it and setting it down again, so its new place may overlap
//!   its old one (a Block shifted by one square, a Stair turned where it stands).
//!   (`a_moved_block_may_cover_squares_it_covered_before`,
//!   `a_piece_on_the_board_may_be_moved_or_turned_where_it_stands`)
//! * **Hiding a face** counts any other piece, the mover's own included, and a Tower; a Lord
//!   hides nothing. (`a_tower_hides_a_face_and_a_lord_does_not`)
//! * **Repetition** compares positions at the start of turns: every piece's place, every Lord's
//!   square, which seats are out and the seat to move. A placement from the reserve or a Lord
//!   leaving his Tower can never be undone, so earlier positions are forgotten then.
//!   (`threefold_repetition_is_a_draw`)
//! * **200 turns** counts every turn of every seat (passes included); the end of the 200th is a
//!   draw. (`two_hundred_turns_is_a_draw`)
//! * **Scores**: 1 for the winner, 0 otherwise.
//!
//! # Legal-action order (a storage format: saves and links store indices into it)
//! Block actions by kind 0..5, then orientation index, then anchor square ascending; Stair
//! actions by index 0..5 (only the first Stair left in the reserve, and the Stairs on the board),
//! then direction N, E, S, W, nest, then square ascending; Lord moves by destination square
//! ascending; then `EndTurn` (once the seat has acted), or `Pass` alone when nothing else is legal.
//!
//! # Notation
//! `+B4 d4 2x1x2` (Block kind 3, numbered 1..=5 for players, from the reserve, anchored on d4,
//! extents), `B4 c3>d4 1x2x2` (moved), `+S d4 N` (Stair slope up rising north), `S e5>d4 nest`
//! (moved, nested upside down), `L c3-e4`, `end`, `pass`.
//!
//! # Position text
//! Header line, then rows 10..1, each cell `hX` = surface height `h` plus a marker: `.` nothing,
//! `^ > v <` an open Stair rising N/E/S/W, `T` a Tower, `a..d` a Lord of seat 0..3.
//!
//! # For the board
//! [`Voldetour::column`], [`Voldetour::piece`], [`Voldetour::lord`], [`Voldetour::tower`] and
//! [`Voldetour::is_out`] draw the position; [`Voldetour::action_piece`],
//! [`Voldetour::action_spot`], [`Voldetour::piece_footprint`] and [`Voldetour::lord_path`] say
//! what a legal action moves and where; [`Voldetour::is_blocked`] marks stuck pieces.
//!
//! # For the bots
//! `bot_hints` gives the searches a short list of actions (every Lord move, the best-valued
//! placements that can change a Lord's route) and their move-ordering guesses; `eval` values
//! positions. Neither changes the legal list.

mod action;
mod board;
mod bot_hints;
mod bot_levels;
mod error;
mod eval;
mod lessons;
mod lord;
mod notation;
mod options;
mod placement;
mod reason;
mod rules;
#[cfg(test)]
mod tests;
mod text;
pub mod ui_queries;

pub use action::{EndReason, VAction};
pub use board::{
    cell_name, parse_cell, Column, Spot, BLOCKS_PER_SEAT, BLOCK_ORIENTATIONS, CELLS, NEST, PIECES_PER_SEAT, SIZE,
    STAIRS_PER_SEAT, TOWER_HEIGHT,
};
pub use error::VoldetourError;
pub use notation::direction_key;
pub use options::{VoldetourOptions, PLAYER_COUNTS};

use board::{bit, Mask, Surface, IN_RESERVE, PIECES};
use castellan_core::{Effect, Game, OptionsError, Outcome, Rng, Seat, MAX_SEATS};
use std::fmt;

pub const MAX_TURNS: u32 = 200;
pub const REPETITIONS_FOR_DRAW: usize = 3;
pub const LEAVE_TOWER_BY_TURN: u8 = 3;
pub const MAX_LORD_STEPS: u8 = 3;
pub const RULES_VERSION: u32 = 1;
/// `lords[s]` of a seat whose Lord is off the board (the seat is out), and `towers[s]` of a
/// seat that is not playing.
const NO_SQUARE: u8 = 255;
/// Positions remembered for the repetition rule: one per turn start, and there are at most
/// [`MAX_TURNS`] turns.
const HISTORY_CAP: usize = MAX_TURNS as usize;

/// The complete state of a game of Voldétour. A compact `Copy` value: the bots copy it for
/// every position they look at.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Voldetour {
    opts: VoldetourOptions,
    rng: Rng,
    n: u8,
    /// Full unit cubes on each square (a Tower counts as [`TOWER_HEIGHT`]).
    height: [u8; CELLS],
    /// The open Stair on top of each square: piece id + 1, 0 = none.
    open: [u8; CELLS],
    pieces: [Spot; PIECES],
    /// `height` and the open Stairs' directions as bitboards (kept in step by the placement code).
    surface: Surface,
    lords: [u8; MAX_SEATS],
    towers: [u8; MAX_SEATS],
    /// Squares holding a Lord, squares holding a Tower.
    lord_mask: Mask,
    tower_mask: Mask,
    turns_played: [u8; MAX_SEATS],
    out: [bool; MAX_SEATS],
    to_move: u8,
    turn: u32,
    block_done: bool,
    stair_done: bool,
    acted: bool,
    over: bool,
    winner: Option<u8>,
    /// XOR of a key per piece on the board (its id and spot), kept up to date on every move.
    pieces_hash: u64,
    /// Positions at the start of each turn since the last irreversible action.
    history: [u64; HISTORY_CAP],
    history_len: u8,
}

impl fmt::Debug for Voldetour {
    /// Every field (the contract compares states through this), history only as far as used.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Voldetour")
            .field("opts", &self.opts)
            .field("rng", &self.rng)
            .field("height", &self.height)
            .field("open", &self.open)
            .field("pieces", &self.pieces)
            .field("surface", &self.surface)
            .field("lords", &self.lords)
            .field("towers", &self.towers)
            .field("lord_mask", &self.lord_mask)
            .field("turns_played", &self.turns_played)
            .field("out", &self.out)
            .field("to_move", &self.to_move)
            .field("turn", &self.turn)
            .field("done", &(self.block_done, self.stair_done, self.acted, self.over, self.winner))
            .field("pieces_hash", &self.pieces_hash)
            .field("history", &&self.history[..self.history_len as usize])
            .finish()
    }
}

/// A well-mixed 64-bit value of `z` (SplitMix64's finaliser), for position keys.
pub(crate) fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Voldetour {
    pub fn new_with(options: &VoldetourOptions, seed: u64) -> Result<Self, OptionsError> {
        options.validate()?;
        let n = options.players;
        let names: &[&str] = if n == 2 { &["c3", "h8"] } else { &["b2", "b9", "i9", "i2"] };
        let mut towers = [NO_SQUARE; MAX_SEATS];
        for (tower, name) in towers.iter_mut().zip(names) {
            *tower = parse_cell(name).unwrap_or(0);
        }
        let mut g = Voldetour {
            opts: *options,
            rng: Rng::new(seed),
            n,
            height: [0; CELLS],
            open: [0; CELLS],
            pieces: [IN_RESERVE; PIECES],
            surface: Surface::EMPTY,
            lords: towers,
            towers,
            lord_mask: 0,
            tower_mask: 0,
            turns_played: [0; MAX_SEATS],
            out: [false; MAX_SEATS],
            to_move: 0,
            turn: 1,
            block_done: false,
            stair_done: false,
            acted: false,
            over: false,
            winner: None,
            pieces_hash: 0,
            history: [0; HISTORY_CAP],
            history_len: 0,
        };
        for &t in &towers[..n as usize] {
            g.height[t as usize] = TOWER_HEIGHT;
            g.surface.set_height(bit(t), 0, TOWER_HEIGHT);
            g.tower_mask |= bit(t);
        }
        g.lord_mask = g.tower_mask; // every Lord starts on his Tower
        g.remember_position();
        Ok(g)
    }

    // ----- what the board draws -----

    /// The column on square `c`: its cubes, who they belong to, and an open Stair on top.
    pub fn column(&self, c: u8) -> Column {
        let c = c % CELLS as u8;
        let mut col = Column { full: self.height[c as usize], stair: self.open[c as usize], ..Column::default() };
        if let Some(s) = self.tower_at(c) {
            col.occ = [board::TOWER_MARK + s as u8; 3];
            return col;
        }
        for (id, &spot) in self.pieces.iter().enumerate() {
            let id = id as u8;
            if !spot.on_board() || !self.covers(id, spot, c) {
                continue;
            }
            let Some((_, _, dz)) = board::extents(id, spot.orient) else { continue };
            if !board::is_stair_id(id) {
                for z in spot.base..spot.base + dz {
                    col.occ[z as usize % 3] = id + 1;
                }
            } else if spot.orient == NEST {
                col.upper[spot.base as usize % 3] = id + 1;
            } else if self.open[c as usize] != id + 1 {
                col.occ[spot.base as usize % 3] = id + 1; // the lower Stair of a nested pair
            }
        }
        col
    }
    /// Where piece `id` is (`id = seat * 10 + 0..5` Blocks, `+ 5..10` Stairs).
    pub fn piece(&self, id: u8) -> Spot {
        self.pieces[id as usize % PIECES]
    }
    /// The square of seat `s`'s Lord (255 once the seat is out).
    pub fn lord(&self, s: Seat) -> u8 {
        self.lords[s as usize % MAX_SEATS]
    }
    /// The square of seat `s`'s Tower.
    pub fn tower(&self, s: Seat) -> u8 {
        self.towers[s as usize % MAX_SEATS]
    }
    /// Whether seat `s` lost by the third-turn rule (4 players: his turns are skipped).
    pub fn is_out(&self, s: Seat) -> bool {
        self.out[s as usize % MAX_SEATS]
    }
    /// The seat whose Tower `s` must reach (diagonally opposite).
    pub fn enemy(&self, s: Seat) -> Seat {
        if self.n == 2 {
            1 - s.min(1)
        } else {
            (s % 4 + 2) % 4
        }
    }
    /// Whether the seat to move has placed or moved a Block this turn.
    pub fn block_used(&self) -> bool {
        self.block_done
    }
    /// Whether the seat to move has placed or moved a Stair this turn.
    pub fn stair_used(&self) -> bool {
        self.stair_done
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

    /// Test support: every invariant of the space model (no voids, nothing above a Tower's
    /// height, nothing under a Lord or on a Tower, Lords apart and never on a slope, the derived
    /// bitboards and hash in step with the pieces); a description of the first broken one.
    pub fn invariant_error(&self) -> Option<String> {
        let mut rebuilt = Voldetour::new_with(&self.opts, 0).ok()?;
        // Rebuild from the pieces, lowest first (a nested pair's lower Stair before its upper).
        let mut order: Vec<u8> = (0..PIECES as u8).filter(|&i| self.pieces[i as usize].on_board()).collect();
        order.sort_by_key(|&i| {
            let p = self.pieces[i as usize];
            (p.base, (p.orient == NEST && board::is_stair_id(i)) as u8)
        });
        for &id in &order {
            let spot = self.pieces[id as usize];
            if id / PIECES_PER_SEAT >= self.n {
                return Some(format!("piece {id} of a seat not playing"));
            }
            let Some((m, base, top)) = Self::footprint_mask(id, spot) else {
                return Some(format!("piece {id} off the board: {spot:?}"));
            };
            let slopes = rebuilt.surface.slopes();
            let nesting = board::is_stair_id(id) && spot.orient == NEST;
            if m & rebuilt.tower_mask != 0 {
                return Some(format!("piece {id} over a Tower"));
            }
            if m & !rebuilt.surface.level[base as usize] != 0 {
                return Some(format!("void or overlap under piece {id}"));
            }
            if nesting != (m & slopes != 0) {
                return Some(format!("piece {id} on an open slope, or nested into nothing"));
            }
            if top > TOWER_HEIGHT {
                return Some(format!("piece {id} rises above the Tower height"));
            }
            rebuilt.put_piece(id, spot);
        }
        if (rebuilt.height, rebuilt.open, rebuilt.surface, rebuilt.pieces_hash)
            != (self.height, self.open, self.surface, self.pieces_hash)
        {
            return Some("columns, bitboards or hash do not match the pieces".into());
        }
        let mut lords = 0;
        for s in 0..self.n as usize {
            let l = self.lords[s];
            if self.out[s] {
                if l != NO_SQUARE {
                    return Some(format!("seat {s} is out but his Lord is on the board"));
                }
                continue;
            }
            if l as usize >= CELLS {
                return Some(format!("seat {s}'s Lord is off the board"));
            }
            if self.open[l as usize] != 0 {
                return Some(format!("seat {s}'s Lord stands on a slope"));
            }
            if lords & bit(l) != 0 {
                return Some("two Lords share a square".into());
            }
            lords |= bit(l);
            if self.height[self.towers[s] as usize] != TOWER_HEIGHT || self.open[self.towers[s] as usize] != 0 {
                return Some(format!("something on seat {s}'s Tower"));
            }
        }
        if lords != self.lord_mask {
            return Some("the Lord bitboard is out of step".into());
        }
        None
    }

    fn lord_at(&self, c: u8) -> Option<usize> {
        (0..self.n as usize).find(|&s| self.lords[s] == c)
    }
    fn tower_at(&self, c: u8) -> Option<usize> {
        (0..self.n as usize).find(|&s| self.towers[s] == c)
    }
}

impl Game for Voldetour {
    type Options = VoldetourOptions;
    type Action = VAction;
    type Error = VoldetourError;
    const ID: &'static str = "voldetour";
    const NAME: &'static str = "Voldétour";
    const RULES_VERSION: u32 = RULES_VERSION;
    const HAS_OWN_VALUE: bool = true;
    const HAS_LESSONS: bool = true;

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
        let mut g = *self;
        g.rng = rng.fork();
        g
    }
    fn evaluate(&self) -> [f32; MAX_SEATS] {
        self.evaluate_position()
    }
    /// Six lessons from set positions (`lessons`).
    fn lessons() -> Vec<castellan_core::lesson::Lesson<Self>> {
        lessons::all()
    }
    fn evaluate_own(&self, seat: Seat) -> f32 {
        self.evaluate_own_race(seat as usize)
    }
    /// No hidden information: only the RNG (unused by the rules) is reseeded.
    fn redacted(&self, _viewer: Option<Seat>) -> Self {
        let mut g = *self;
        g.rng = Rng::new(0);
        g
    }
    fn notation(&self, action: VAction) -> String {
        self.notation_of(action)
    }
    fn notation_for(&self, action: VAction, _viewer: Option<Seat>) -> String {
        self.notation_of(action)
    }
    fn notation_msg(&self, action: VAction, _viewer: Option<Seat>) -> castellan_core::Msg {
        self.notation_msg_of(action)
    }
    fn position_text(&self) -> String {
        self.text()
    }
    /// Wins, the third-turn rule, a rival's threat, roads in steps, the way off the Tower, then
    /// earlier building (`reason`).
    fn reason_msg(&self, action: VAction) -> Option<castellan_core::Msg> {
        self.reason_of(action)
    }
    /// Lord moves, `EndTurn`/`Pass`, and the best-valued placements near the Lords' routes
    /// (`bot_hints`): a short list the searches can cover.
    fn bot_actions(&self, out: &mut Vec<VAction>) {
        out.clear();
        out.extend_from_slice(&self.bot_list().actions);
    }
    /// The greedy value after each action, scaled between the worst and best of the bots' list.
    fn action_priors(&self, actions: &[VAction], out: &mut Vec<f32>) {
        let list = self.bot_list();
        out.clear();
        out.extend(actions.iter().map(|&a| {
            let known = list.actions.iter().position(|&b| b == a).map(|i| list.values[i]);
            list.guess(known.unwrap_or_else(|| self.action_value(a)))
        }));
    }
}
