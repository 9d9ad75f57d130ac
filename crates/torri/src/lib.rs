//! Torri: capture stacks by landing on them, bring your towers home.
//!
//! Rules follow the Hungarian rulebook as settled by `shared/spec/torri.md`. Where both are
//! silent we decided as follows (each decision has a named test in `tests.rs`):
//!
//! * **Seats and colours.** Seat 0 red, 1 blue, 2 yellow, 3 green. Two players: seat 0 south
//!   (rows 1–2), seat 1 north (rows 9–10). Three or four players, clockwise from the south:
//!   seat 0 south `c1..h2`, 1 west `a3..b8`, 2 north `c9..h10`, 3 east `i3..j8`. Seat 0 starts;
//!   a round is seats `0..n` in order.
//! * **Mode choice is implicit.** At the start of a turn the legal actions are `Roll` plus every
//!   height move; playing a height move *is* choosing the height mode. This keeps a player from
//!   choosing "height" and then finding no height move.
//! * **Moving is compulsory.** `Pass` is offered only when it is the only legal action.
//! * **Only a rolled 6 grants the six bonus.** A height move of 6 squares does not (otherwise
//!   a six-high stack could shuttle back and forth for ever). With two dice the difference is at
//!   most 5, so the bonus never arises there. A difference of 0 means no move: pass.
//! * **After a six the player must take the bonus** (roll again or make a height move); in the
//!   dice-only variant that leaves just the roll.
//! * **An unusable rolled six loses its bonus.** With no legal move for the six the player
//!   passes and the turn ends; the bonus is not kept for later.
//! * **Capture lock.** The stack that captured, and every part split off it this turn, may not
//!   move again this turn.
//! * **Height limit.** Checked whenever a stack lands (a move or a split part). A stack over the
//!   limit that cannot be split then stays as it is until it next lands somewhere. A split part may
//!   go into its owner's home (a part of 2+ is then frozen there like any stack).
//! * **Frozen** means: a stack of 2+ pieces on a square of its owner's home. Singles in their own
//!   home move freely.
//! * **Colour die.** The six faces are one per seated player's colour, the rest blank. Blank or
//!   own colour: play normally. Another seat's colour: the turn is over. With "own colour rolls
//!   again", own colour grants one extra number roll when the turn would otherwise end (after the
//!   move sequence, or after passing a roll that could not be used). The player may decline it
//!   (rules version 2; the rulebook says he *may* roll again).
//! * **Free carry.** Offered at the start of a turn (instead of rolling or a height move) for an
//!   owned stack outside its owner's home that is taller than the carry height: the pieces above
//!   that height go to the owner's home reserve (safe, counted as at home, never moving again).
//!   The lower part stays and belongs to whoever's colour is now on top. A carried piece, even a
//!   single one, stays in the reserve for good: it counts for its owner and never moves again.
//! * **No-progress ending** (an agreed additional rule, a new-game option on by default; rules
//!   version 2): when [`NO_PROGRESS_ROUNDS`] complete rounds in a row pass without a capture, a
//!   split, a free carry or a stack settling in its owner's home, the round that completes the
//!   count is the last and everything is counted as at the normal end. "Settling in its owner's
//!   home" means a stack of two or more ending a move there from outside (it then stays for
//!   good); a single piece walking in does not count, since it may walk out again. Options
//!   stored before the rule existed read as "off", so old games replay unchanged.
//! * **End.** "Owns no stack that may still move" is structural: every stack he owns is frozen,
//!   or he owns none (a temporary capture lock does not count). Once any player is in that state
//!   the game ends after the last seat of the current round has played; a player with nothing
//!   movable just passes. A player who owns nothing movable at the start of his turn may only pass.
//! * **Score.** Pieces in every stack a player owns (home or open field, any colour) plus his
//!   reserve. Most wins; equal best scores share the win.
//!
//! ## For the UI
//! Drive the game through [`Game`]: `legal_actions` / `apply`, `to_move`, `outcome`, `scores`,
//! `notation`. To draw it: [`Torri::board`] / [`Torri::stack`] (colours bottom to top via
//! [`Stack::iter`]), [`Torri::home_owner`] (home colouring), [`Torri::phase`] (what the turn
//! waits for), [`Torri::last_roll`] and [`Torri::last_colour_die`] (dice faces),
//! [`Torri::is_frozen`] / [`Torri::is_locked`] (stack badges), [`Torri::reserve`] (free-carry
//! pile), [`Torri::is_last_round`], and [`Torri::actions_from`] (targets after a click on a stack;
//! a click on the die plays [`TorriAction::Roll`]). The rules help is `torri-rules-help` in `locales/<lang>/torri.ftl`.
//!
//! ## Position text
//! One line per rank from 10 down to 1: the rank number, then ten cells separated by spaces,
//! each `.` (empty) or the stack's colour letters bottom to top (`R` red, `B` blue, `Y` yellow,
//! `G` green; `RRB` is two red pieces under a blue one, owned by blue). A footer line
//! `   a b c d e f g h i j`, then `to move: R` (the letter of the seat to move, followed by a
//! description of the phase in parentheses), then `reserve: R3 B0` when any reserve holds pieces.
//! [`Torri::from_position_text`] reads the rank lines, an optional `to move:` line (the phase
//! starts afresh) and an optional `reserve:` line (counted as own-colour pieces); it ignores the
//! footer and blank lines.
//!
//! ## Notation
//! `roll 4` (`roll 6−3 = 3` with two dice), `c3-c7` (height or rolled move), `c3xc7 (captures 3)`,
//! `split 5 at c7 → c8` (the top 5 pieces of c7 go to c8), `carry 3 home from c7`,
//! `colour die: blue (skip)`, `pass`.

mod action;
mod board;
mod bot_levels;
mod error;
mod eval;
mod lessons;
mod options;
mod reason;
mod rules;
#[cfg(test)]
mod tests;
mod text;

pub use action::{ColourFace, DiceRoll, TorriAction, TurnPhase};
pub use board::{
    changed_squares, col_of, home_owner, parse_square, pieces_per_player, row_of, square_at, square_name, Square,
    Stack, COLOUR_LETTERS, COLOUR_NAMES, MAX_STACK, NOBODY, SIZE, SQUARES,
};
pub use castellan_core::PositionError;
pub use error::TorriError;
pub use options::{ColourDie, TorriOptions, NO_PROGRESS_ROUNDS};

use castellan_core::{Effect, Game, OptionsError, Outcome, Rng, Seat, MAX_SEATS};

pub const MIN_PLAYERS: u8 = 2;
pub const MAX_PLAYERS: u8 = 4;
/// The rulebook's height limit.
pub const DEFAULT_HEIGHT_LIMIT: u8 = 12;
/// A limit below 2 would force every stack to split into singles, which no cut can do.
pub const MIN_HEIGHT_LIMIT: u8 = 2;
/// The carry height must leave at least one piece behind.
pub const MIN_FREE_CARRY: u8 = 1;
/// Faces of the number die, the small die (two-dice variant) and the colour die.
pub const DIE_SIDES: u32 = 6;
pub const SMALL_DIE_SIDES: u32 = 3;
pub const COLOUR_DIE_SIDES: u32 = 6;
/// A rolled move of this many squares earns the six bonus.
pub const BONUS_ROLL: u8 = 6;
/// Weight of a safe piece (frozen at home or in the reserve) relative to a piece in play, for
/// [`Game::evaluate`]: safe pieces are already banked, pieces in play can still be lost.
const SAFE_WEIGHT: f32 = 0.5;

/// The complete state of a game of Torri.
#[derive(Clone, Debug, PartialEq)]
pub struct Torri {
    options: TorriOptions,
    board: [Stack; SQUARES],
    /// Derived from `board`, kept in step by [`Torri::put`]: squares owned by each seat, and
    /// squares holding 2+ pieces. They turn the board-wide questions asked on every action
    /// ("who can still move?", "which stacks may move?") into a few mask operations.
    owned: [u128; MAX_SEATS],
    tall: u128,
    /// Pieces carried home by free carry: `reserve[seat][colour]`.
    reserve: [[u8; MAX_SEATS]; MAX_SEATS],
    rng: Rng,
    seat: Seat,
    phase: TurnPhase,
    turn: u32,
    /// Squares whose stack captured (or was split off a capturing stack) this turn.
    locked: u128,
    /// Own colour on the colour die with the roll-again option, extra roll not yet taken.
    bonus_pending: bool,
    /// Some player has nothing left to move: the game ends with this round.
    end_triggered: bool,
    /// The seats that had no stack left to move when that ended the game's last round (a bit
    /// per seat; 0 while it has not happened): the end screen names them.
    stuck: u8,
    last_roll: Option<DiceRoll>,
    last_colour: Option<ColourFace>,
    /// The rules version the game is played under (see [`RULES_VERSION`]).
    rules_version: u8,
    /// No-progress ending: complete rounds in a row without progress, and whether the round
    /// in progress has made some.
    quiet_rounds: u16,
    progress: bool,
}

/// The rules version of this engine (a storage format, see `Game::RULES_VERSION`).
/// * 1 — with the colour die's "own colour rolls again", the extra roll was compulsory.
/// * 2 — the player may decline it ([`TorriAction::DeclineBonusRoll`]), as the rulebook says
///   ("may roll again"). Games made under version 1 still replay exactly under version 1.
pub const RULES_VERSION: u32 = 2;

fn bit(sq: Square) -> u128 {
    1u128 << sq
}

impl Game for Torri {
    type Options = TorriOptions;
    type Action = TorriAction;
    type Error = TorriError;
    const ID: &'static str = "torri";
    const NAME: &'static str = "Torri";
    const RULES_VERSION: u32 = RULES_VERSION;
    const HAS_CHANCE: bool = true;
    const HAS_LESSONS: bool = true;

    fn supports_rules_version(rules_version: u32) -> bool {
        (1..=RULES_VERSION).contains(&rules_version)
    }

    fn new_game_with_rules(options: &TorriOptions, seed: u64, rules_version: u32) -> Result<Self, OptionsError> {
        if !Self::supports_rules_version(rules_version) {
            return Err(OptionsError::RulesVersion { version: rules_version });
        }
        let mut game = Self::new_game(options, seed)?;
        game.rules_version = rules_version as u8;
        Ok(game)
    }

    fn rules_version(&self) -> u32 {
        self.rules_version as u32
    }

    fn new_game(options: &TorriOptions, seed: u64) -> Result<Self, OptionsError> {
        options.validate()?;
        let players = options.players as usize;
        let mut board = [Stack::EMPTY; SQUARES];
        for (sq, cell) in board.iter_mut().enumerate() {
            if let Some(owner) = home_owner(players, sq as Square) {
                *cell = Stack::single(owner);
            }
        }
        let mut g = Torri {
            options: *options,
            board,
            owned: [0; MAX_SEATS],
            tall: 0,
            reserve: [[0; MAX_SEATS]; MAX_SEATS],
            rng: Rng::new(seed),
            seat: 0,
            phase: TurnPhase::GameOver,
            turn: 0,
            locked: 0,
            bonus_pending: false,
            end_triggered: false,
            stuck: 0,
            last_roll: None,
            last_colour: None,
            rules_version: RULES_VERSION as u8,
            quiet_rounds: 0,
            progress: false,
        };
        g.rebuild_masks();
        g.phase = g.start_phase();
        Ok(g)
    }

    fn options(&self) -> &TorriOptions {
        &self.options
    }
    fn seat_count(&self) -> usize {
        self.players()
    }
    fn to_move(&self) -> Option<Seat> {
        (self.phase != TurnPhase::GameOver).then_some(self.seat)
    }
    fn turn_number(&self) -> u32 {
        self.turn
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != TurnPhase::GameOver {
            return None;
        }
        let scores = self.scores();
        let best = scores.iter().copied().max().unwrap_or(0);
        let winners = (0..self.players()).filter(|&p| scores[p] == best).map(|p| p as Seat).collect();
        Some(Outcome { winners, scores })
    }

    fn scores(&self) -> Vec<i32> {
        let counts = self.owned_counts();
        counts[..self.players()].iter().map(|&c| c as i32).collect()
    }

    fn has_hidden_information(&self) -> bool {
        false
    }

    fn determinize(&self, _seat: Seat, rng: &mut Rng) -> Self {
        let mut copy = self.clone();
        copy.rng = rng.fork();
        copy
    }

    /// The number roll and the colour die.
    fn is_chance(&self, action: TorriAction) -> bool {
        matches!(action, TorriAction::Roll | TorriAction::RollColourDie)
    }

    fn reseed_chance(&mut self, seed: u64) {
        self.rng = Rng::new(seed);
    }

    /// Nothing on a Torri board is secret; only the RNG, which decides the coming dice, is
    /// replaced, so a drawn or printed view cannot reveal future rolls.
    fn redacted(&self, _viewer: Option<Seat>) -> Self {
        let mut view = self.clone();
        view.rng = Rng::new(0x7EDA_C7ED);
        view
    }

    fn notation_for(&self, action: TorriAction, _viewer: Option<Seat>) -> String {
        self.notation(action)
    }

    fn legal_actions(&self, out: &mut Vec<TorriAction>) {
        self.gen_actions(out)
    }
    fn check(&self, action: TorriAction) -> Result<(), TorriError> {
        self.check_action(action)
    }
    fn play_unchecked(&mut self, action: TorriAction) -> Effect {
        self.apply_action(action)
    }
    fn evaluate(&self) -> [f32; MAX_SEATS] {
        self.evaluate_position()
    }
    fn notation(&self, action: TorriAction) -> String {
        self.notation_of(action)
    }
    fn notation_msg(&self, action: TorriAction, _viewer: Option<Seat>) -> castellan_core::Msg {
        self.notation_msg_of(action)
    }
    /// A roll before it is thrown is only "roll": its log line names the number it threw.
    fn preview_msg(&self, action: TorriAction, _viewer: Option<Seat>) -> castellan_core::Msg {
        self.preview_msg_of(action)
    }
    /// Why a move is good: a capture, pieces banked at home, a threat (see `reason.rs`).
    fn reason_msg(&self, action: TorriAction) -> Option<castellan_core::Msg> {
        self.reason_of(action)
    }
    fn position_text(&self) -> String {
        self.text()
    }
    /// "Learn to play": seven lessons from set positions (see `lessons/`).
    fn lessons() -> Vec<castellan_core::lesson::Lesson<Self>> {
        lessons::lessons()
    }

    /// Pieces a seat holds safe, frozen in its home or carried to its reserve, stay its own to
    /// the end (no one enters another's home, and they never move): `seat` can own at most the
    /// pieces nobody else holds safe, and cannot win once another seat holds more safe.
    fn cannot_win(&self, seat: Seat) -> bool {
        let players = self.players();
        if usize::from(seat) >= players {
            return false;
        }
        let safe: Vec<usize> = (0..players as Seat).map(|p| self.safe_pieces(p)).collect();
        let others_safe: usize =
            safe.iter().enumerate().filter(|&(p, _)| p != usize::from(seat)).map(|(_, &n)| n).sum();
        let at_most = (pieces_per_player(players) * players).saturating_sub(others_safe);
        let best_other = safe.iter().enumerate().filter(|&(p, _)| p != usize::from(seat)).map(|(_, &n)| n).max();
        best_other.is_some_and(|best| at_most < best)
    }
}
