//! Fortaleza: siege chess on a 12×12 board. Build a Fortress, deploy your army in the fog of war,
//! then checkmate the enemy King or besiege his Fortress until he loses everything.
//!
//! Rules follow the rulebook (`shared/rules/004_…`, a digital game described in Spanish, English
//! and Russian) as settled by `shared/spec/fortaleza.md`. [`RULES_HELP`] explains them in our
//! words and [`unit_help`] gives the per-unit help the board's hover shows (both messages of
//! `locales/<lang>/fortaleza.ftl`).
//!
//! # Decisions taken here (neither rulebook nor spec settles them; each has a named test)
//! * **Seats.** Seat 0 is Player 1: he builds first and moves first in the battle.
//! * **Territory and colours are the first builder's opening action** ([`FortalezaAction::Choose`],
//!   four choices), not a new-game option: the rulebook makes it part of building the Fortress, and
//!   in a hot-seat game it is Player 1's first decision at the table. Seat 1 gets the rest.
//! * **Build order.** The Fortress comes first; Mountains and units only while it stands. Lifting it
//!   keeps the Mountains already placed (a rebuilt Fortress may not cover them). Mountains cannot be
//!   taken back (the rulebook allows it only for the Fortress and units; undo within the deployment
//!   covers a slip).
//! * **Selecting the Fortress** is [`FortalezaAction::LiftFortress`] while no unit is deployed and
//!   [`FortalezaAction::EndDeployment`] once one is (and every Mountain is placed): the two are never
//!   legal together, so one click on the Fortress always means one thing.
//! * **What is hidden.** Until the battle begins, a seat's deployed units (their squares, kinds and
//!   number, and so its Reserve) are shown only to that seat, in both deployments — the second
//!   player's deployment is his secret until the reveal too, and a spectator sees neither. Fortresses
//!   and Mountains are always visible. [`Game::has_hidden_information`] is true from the start until
//!   the reveal. In the log, placing a unit and taking one back read the same to others ("moves
//!   troops in the fog"), so not even the number deployed can be counted.
//! * **Deployment ignores threats**: refusing a square because a hidden enemy attacks it would reveal
//!   that enemy. So a King can start the battle exposed; Player 1's first action may capture an
//!   exposed enemy King, and must answer a threat to his own.
//! * **Capturing a King ends the game at once** (the capturer wins), even if the capturer's own
//!   King stays threatened. After the first action of the battle this only happens by siege, since
//!   no action may leave one's own King threatened.
//! * **Threats** are pseudo-legal: a unit threatens even if moving would expose its own King (as in
//!   chess), and Thick Skin is ignored in every threat (the spec: "ignored for the King") and in the
//!   support Thick Skin asks for. Both are judged in the position before the action.
//! * **Thick Skin support**: another unit of the capturing side (not the capturer, not the
//!   Scorpion for its own Skewer) attacks the Elephant's square in the position before the capture.
//! * **A Skewer** is legal only if both targets may be captured (Thick Skin is judged for each).
//!   The square between the two may be water or empty land, never a Mountain or a Fortress.
//! * **The Trebuchet** may hit any enemy on its row or column up to the first Mountain or Fortress.
//! * **Leaper paths**: the squares a Cavalry crosses are the two squares of its two-step leg, before
//!   the turn; the landing square follows the usual target rules.
//! * **Relay** swaps a Lancer with any ally, King included (King safety applies as always).
//! * **Forced March.** After a Rabble moves, the turn stays open: another Rabble may move, or
//!   [`FortalezaAction::EndMarch`] stops. When no other Rabble has a legal move the turn ends by
//!   itself (nothing is left to decide).
//! * **The 100-action rule** counts battle turns from the start of the battle (a Forced March and a
//!   siege execution with its choices count once); a capture, a deployment from the Reserve or a
//!   siege execution resets it.
//! * **Repetition** compares positions at the start of turns (units on the board, the seat to move,
//!   the sieges laid) since the last capture, deployment or execution (a position before one of
//!   those cannot come back).
//! * **Checkmate and stalemate** are judged at the start of a turn, before repetition and the
//!   100-action rule.
//! * **Sieges.** Laid when the attacker's turn ends with 2+ of his units on the enemy Exit Ring;
//!   executable at his next turn if 2+ still stand there. If he does something else and 2+ still
//!   stand at the end of that turn, the siege is laid anew (the defender gets another turn). An
//!   execution obeys the King-safety rule (the returning attackers may uncover the attacker's
//!   King).
//! * **The defender's save** offers, for each kind in his Reserve, every empty land square of his
//!   ring that leaves his King unthreatened; a kind with no such square is offered as "kept in the
//!   Reserve" ([`FortalezaAction::Save`] with `to: None`). The attacker's rescue and the defender's
//!   save are decided by those seats ([`Game::to_move`]); the save gets its own turn number (another
//!   seat decides), and the defender's normal turn another.
//! * **Scores**: each seat's units not in the enemy Dungeon.
//! * **No chance**: nothing in the game is random; the seed only picks which deployment plan
//!   each seat's bot follows (`bot_hints`), which the rules never read (in a game by link the
//!   bot's device picks it from a seed of its own: [`Game::reseed_bots`]).
//!
//! # Legal-action order (a storage format: saves and links keep indices into it)
//! * Choose: territories South, North, each with colours Red & Gold, Black & Silver.
//! * Deployment, Fortress not built: `PlaceFortress` on every allowed square, ascending.
//! * Deployment, Fortress built: `EndDeployment`, `LiftFortress` (each when allowed),
//!   `PlaceMountain` ascending, `Deploy` by unit kind ([`Unit::ALL`] order) then ring square
//!   ascending, `TakeBack` by square ascending.
//! * Battle: `ExecuteSiege`; then for each own unit by ascending square, its moves in its
//!   direction-table order ([`ALL_DIRECTIONS`], [`ORTHOGONAL`], [`DIAGONAL`], the leap tables; a
//!   slider's squares nearest first), then its shots (per direction: `Shoot`, then `Skewer`); then
//!   `Deploy` by kind then square.
//! * Forced March: `EndMarch`, then the other Rabbles' moves (ascending square, N E S W).
//! * Rescue: the prisoners' kinds in [`Unit::ALL`] order. Save: per kind in that order, its ring
//!   squares ascending, or the single "kept" choice.
//!
//! # Position text
//! Rows 12 down to 1, each the row number and 12 cells: `.` land, `~` water, `^` Mountain, `F`/`f`
//! the first/second seat's Fortress, a unit letter (`K R L A C H E D T S`: King, Rabble, Lancer,
//! Archer, light Cavalry, Heavy cavalry, Elephant, Dragon, Trebuchet, Scorpion) upper case for
//! seat 0, lower case for seat 1. Then a footer and lines `to move: N (phase)`, `north: N`,
//! `reserve N: …`, `dungeon N: …` (units seat N holds prisoner, e.g. `r2 e1`), `siege laid: …`,
//! `quiet: N`. [`Fortaleza::from_position_text`] reads rows, `to move`, `north`, `dungeon`,
//! `siege laid` and `quiet` (the Reserves are what remains of each army) and starts a battle turn.
//!
//! # Notation
//! `South, Red & Gold`, `Fortress c2`, `lift Fortress`, `Mountain e4`, `L@c1` (deploy),
//! `L c1 back`, `end deployment`, `R e2-e3`, `E e2xe7` (captures), `L e2~e3` (Relay), `T a1xa9`
//! (shot), `S c3xe5xf6` (Skewer), `end march`, `execute siege`, `free D`, `save L@c1`,
//! `save K (kept)`; others read a hidden deployment step as `troops move in the fog`.
//!
//! # For the bots
//! `bot_hints` gives the bots their deployment, one planned step at a time (the Fortress in the
//! back corner, the King behind it, Mountains closing his lines), and move-ordering guesses for
//! the battle; `eval` values battle positions. Neither changes the legal list.

mod action;
mod board;
mod bot_hints;
mod bot_levels;
mod error;
mod eval;
mod help;
mod lessons;
mod notation;
mod options;
mod reason;
mod rules;
#[cfg(test)]
mod tests;
mod text;
pub(crate) use text::Layout;
pub mod ui_queries;

pub use action::{EndReason, Ending, FortalezaAction, Phase};
pub use board::{
    col_of, exit_ring, fortress_fits, fortress_squares, parse_square, row_of, square_at, square_name, Bits, Colours,
    Field, Square, Territory, Unit, ALL_DIRECTIONS, ARMY, ARMY_SIZE, DIAGONAL, HEAVY_CAVALRY_LEAPS,
    LIGHT_CAVALRY_LEAPS, MOUNTAINS_PER_PLAYER, NO_SQUARE, ORTHOGONAL, SIZE, SQUARES, UNIT_KINDS, WATER,
};
pub use castellan_core::PositionError;
pub use error::FortalezaError;
pub use help::{unit_help, UnitHelp, RULES_HELP};
pub use notation::{army_letter_msg, colours_msg, letter_msg, move_rule_msg, territory_msg, unit_id, unit_msg};
pub use options::FortalezaOptions;

use castellan_core::{Effect, Game, OptionsError, Outcome, Rng, Seat, MAX_SEATS};
use std::fmt;

/// The rules version of this engine (a storage format, see `Game::RULES_VERSION`).
pub const RULES_VERSION: u32 = 1;
/// Battle actions in a row without a capture, deployment or siege execution that draw the game.
pub const NO_PROGRESS_LIMIT: u8 = 100;
/// The same position this many times draws the game.
pub const REPETITIONS_FOR_DRAW: usize = 3;
/// Units of the attacker on the enemy Exit Ring that lay a siege.
pub const SIEGE_UNITS: u32 = 2;
/// Positions kept for repetition: one per turn since the last progress, at most the 100-action
/// limit plus the position it started from.
const HISTORY: usize = NO_PROGRESS_LIMIT as usize + 1;

/// Start-of-turn position keys since the last capture, deployment or siege execution.
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct History {
    keys: [u64; HISTORY],
    len: u8,
}

impl History {
    const EMPTY: History = History { keys: [0; HISTORY], len: 0 };
    fn clear(&mut self) {
        self.len = 0;
    }
    fn push(&mut self, key: u64) {
        if (self.len as usize) < HISTORY {
            self.keys[self.len as usize] = key;
            self.len += 1;
        } else {
            // Cannot happen (the 100-action rule ends the game first); keep the newest anyway.
            self.keys.copy_within(1.., 0);
            self.keys[HISTORY - 1] = key;
        }
    }
    fn count(&self, key: u64) -> usize {
        self.keys[..self.len as usize].iter().filter(|&&k| k == key).count()
    }
}

impl fmt::Debug for History {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(&self.keys[..self.len as usize]).finish()
    }
}

/// The complete state of a game of Fortaleza.
#[derive(Clone, Debug, PartialEq)]
pub struct Fortaleza {
    options: FortalezaOptions,
    field: Field,
    territory: [Territory; 2],
    colours: [Colours; 2],
    /// Each Fortress's lowest, leftmost square ([`NO_SQUARE`]: not built).
    fortress_at: [Square; 2],
    /// Each seat's Exit Ring (empty while its Fortress is not built).
    rings: [Bits; 2],
    mountains_left: [u8; 2],
    /// Units in each seat's Reserve, by kind.
    reserve: [[u8; UNIT_KINDS]; 2],
    /// `dungeon[s]`: the other seat's units that `s` holds prisoner, by kind.
    dungeon: [[u8; UNIT_KINDS]; 2],
    phase: Phase,
    /// The seat whose turn it is (during a siege execution: the attacker, even while the
    /// defender chooses his save).
    mover: Seat,
    turn: u32,
    /// `siege_laid[s]`: `s` ended his last turn with 2+ units on the enemy Exit Ring.
    siege_laid: [bool; 2],
    /// The turn in progress has captured, deployed or executed a siege.
    progress: bool,
    /// Battle turns since the last capture, deployment or siege execution.
    quiet: u8,
    history: History,
    ending: Option<Ending>,
    safety_cache: rules::SafetyCache,
    /// Bots only (`bot_hints`): which of the deployment plans each seat's bot follows, drawn from
    /// the game's seed, so a bot does not deploy alike in every game; in a game by link from its
    /// device's private seed instead ([`Game::reseed_bots`]). The rules never read it.
    bot_plans: [u8; 2],
}

impl Game for Fortaleza {
    type Options = FortalezaOptions;
    type Action = FortalezaAction;
    type Error = FortalezaError;
    const ID: &'static str = "fortaleza";
    const NAME: &'static str = "Fortaleza";
    const RULES_VERSION: u32 = RULES_VERSION;
    const HIDES_ACTIONS: bool = true;
    const HAS_LESSONS: bool = true;

    fn new_game(options: &FortalezaOptions, seed: u64) -> Result<Self, OptionsError> {
        options.validate()?;
        Ok(Fortaleza {
            options: *options,
            field: Field::default(),
            territory: [Territory::South, Territory::North],
            colours: [Colours::RedAndGold, Colours::BlackAndSilver],
            fortress_at: [NO_SQUARE; 2],
            rings: [Bits::EMPTY; 2],
            mountains_left: [MOUNTAINS_PER_PLAYER; 2],
            reserve: [ARMY; 2],
            dungeon: [[0; UNIT_KINDS]; 2],
            phase: Phase::Choose,
            mover: 0,
            turn: 0,
            siege_laid: [false; 2],
            progress: false,
            quiet: 0,
            history: History::EMPTY,
            ending: None,
            safety_cache: rules::SafetyCache::EMPTY,
            bot_plans: bot_hints::draw_plans(seed),
        })
    }

    fn options(&self) -> &FortalezaOptions {
        &self.options
    }
    fn seat_count(&self) -> usize {
        2
    }
    fn to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over => None,
            Phase::Save => Some(1 - self.mover),
            _ => Some(self.mover),
        }
    }
    fn turn_number(&self) -> u32 {
        self.turn
    }

    fn legal_actions(&self, out: &mut Vec<FortalezaAction>) {
        out.clear();
        let _ = self.for_each_legal(&mut |a| {
            out.push(a);
            std::ops::ControlFlow::Continue(())
        });
    }
    fn check(&self, action: FortalezaAction) -> Result<(), FortalezaError> {
        self.check_action(action)
    }
    fn play_unchecked(&mut self, action: FortalezaAction) -> Effect {
        self.apply_action(action)
    }

    fn outcome(&self) -> Option<Outcome> {
        let ending = self.ending?;
        Some(Outcome { winners: ending.winner.into_iter().collect(), scores: self.scores() })
    }

    fn scores(&self) -> Vec<i32> {
        (0..2).map(|s| ARMY_SIZE as i32 - self.dungeon[1 - s].iter().map(|&n| n as i32).sum::<i32>()).collect()
    }

    fn has_hidden_information(&self) -> bool {
        self.before_battle()
    }

    /// Before the battle, the other seat's deployed units are re-sampled: a plausible number of
    /// units of his army on random free land squares of his ring (at least one once he has ended
    /// his deployment). His Fortress and Mountains are visible and stay.
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Self {
        let mut copy = self.clone();
        if !self.before_battle() || seat > 1 {
            return copy;
        }
        let hidden = 1 - seat;
        copy.hide_units(hidden);
        if copy.fortress_at[hidden as usize] == NO_SQUARE {
            return copy;
        }
        let mut free: Vec<Square> =
            copy.rings[hidden as usize].iter().filter(|&s| copy.field.is_free_land(s)).collect();
        let finished = self.phase == Phase::Deploy && self.mover != hidden;
        let least = usize::from(finished).min(free.len());
        let most = free.len().min(ARMY_SIZE as usize);
        let count = least + rng.below((most - least + 1) as u32) as usize;
        let mut army: Vec<Unit> =
            Unit::ALL.iter().flat_map(|&u| std::iter::repeat_n(u, ARMY[u.index()] as usize)).collect();
        rng.shuffle(&mut army);
        rng.shuffle(&mut free);
        for (&sq, &unit) in free.iter().zip(army.iter()).take(count) {
            copy.reserve[hidden as usize][unit.index()] -= 1;
            copy.field.put(sq, board::cell(hidden, unit));
        }
        copy.safety_cache = rules::SafetyCache::EMPTY;
        copy
    }

    fn evaluate(&self) -> [f32; MAX_SEATS] {
        self.evaluate_position()
    }

    /// Before the battle every seat but the viewer has its deployed units put back in its Reserve
    /// (the canonical "nothing deployed" placeholder); afterwards everything is public.
    fn redacted(&self, viewer: Option<Seat>) -> Self {
        let mut view = self.clone();
        if self.before_battle() {
            for seat in 0..2 {
                if viewer != Some(seat) {
                    view.hide_units(seat);
                }
            }
        }
        view
    }

    fn notation(&self, action: FortalezaAction) -> String {
        self.notation_of(action)
    }

    fn notation_for(&self, action: FortalezaAction, viewer: Option<Seat>) -> String {
        if self.hides_action(action, viewer) {
            return HIDDEN_STEP.into();
        }
        self.notation_of(action)
    }

    /// Before the battle, another seat's placing and taking back of units: their squares and
    /// their number are hidden (the Fortress and the Mountains are not).
    fn hides_action(&self, action: FortalezaAction, viewer: Option<Seat>) -> bool {
        let hidden_step = matches!(action, FortalezaAction::Deploy { .. } | FortalezaAction::TakeBack { .. });
        self.before_battle() && hidden_step && viewer != self.to_move()
    }

    fn notation_msg(&self, action: FortalezaAction, viewer: Option<Seat>) -> castellan_core::Msg {
        self.notation_msg_for(action, viewer)
    }

    /// The most important true reason the action is good (`reason`); nothing before the battle.
    fn reason_msg(&self, action: FortalezaAction) -> Option<castellan_core::Msg> {
        self.reason(action)
    }

    fn position_text(&self) -> String {
        self.text()
    }

    /// Seven lessons from the goal to the siege (`lessons`).
    fn lessons() -> Vec<castellan_core::lesson::Lesson<Self>> {
        lessons::all()
    }

    /// Before the battle the next step of the bots' deployment plan, then every legal action
    /// (`bot_hints`).
    fn bot_actions(&self, out: &mut Vec<FortalezaAction>) {
        self.gen_bot_actions(out);
    }

    /// The deployment plans drawn from `seed` (a device's private seed in a game by link), as
    /// a new game draws them from its own.
    fn reseed_bots(&mut self, seed: u64) {
        self.bot_plans = bot_hints::draw_plans(seed);
    }

    /// Captures, checks, sieges and rescues first (`bot_hints`).
    fn action_priors(&self, actions: &[FortalezaAction], out: &mut Vec<f32>) {
        self.bot_action_priors(actions, out);
    }

    /// A King left alone in the battle (no other unit on the board or in the Reserve) can
    /// neither mate nor lay a siege, and units come back only by a siege's rescue: he can at
    /// best draw.
    fn cannot_win(&self, seat: Seat) -> bool {
        if seat > 1 || self.before_battle() || self.ending.is_some() {
            return false;
        }
        let s = seat as usize;
        let reserve: u32 = self.reserve[s].iter().map(|&n| u32::from(n)).sum();
        self.field.occupied[s].count() + reserve <= 1
    }
}

/// How others read a deployment step they may not see.
pub const HIDDEN_STEP: &str = "troops move in the fog";

impl Fortaleza {
    /// A new game (Fortaleza has no chance: the seed only picks the bots' deployment plans).
    pub fn new(options: &FortalezaOptions) -> Result<Self, OptionsError> {
        Self::new_game(options, 0)
    }

    fn before_battle(&self) -> bool {
        matches!(self.phase, Phase::Choose | Phase::Deploy)
    }

    /// Puts every unit `seat` has on the board back into its Reserve.
    fn hide_units(&mut self, seat: Seat) {
        self.safety_cache = rules::SafetyCache::EMPTY;
        for sq in self.field.occupied[seat as usize].iter() {
            let c = self.field.take(sq);
            self.reserve[seat as usize][board::cell_unit(c).index()] += 1;
        }
    }

    // ----- what the board and panels show -----

    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }
    /// The seat that had no legal action while its King was safe, if that drew the game (the
    /// end screen names it).
    pub fn stalemated(&self) -> Option<Seat> {
        matches!(self.ending, Some(Ending { reason: EndReason::Stalemate, .. })).then_some(self.mover)
    }
    /// The unit on `sq`, if any.
    pub fn unit_at(&self, sq: Square) -> Option<(Seat, Unit)> {
        self.field.unit_at(sq)
    }
    pub fn is_water(&self, sq: Square) -> bool {
        WATER.has(sq)
    }
    pub fn is_mountain(&self, sq: Square) -> bool {
        self.field.mountains.has(sq)
    }
    /// The seat whose Fortress covers `sq`.
    pub fn fortress_owner(&self, sq: Square) -> Option<Seat> {
        (0..2).find(|&s| {
            self.fortress_at[s as usize] != NO_SQUARE && fortress_squares(self.fortress_at[s as usize]).has(sq)
        })
    }
    /// A seat's Fortress (its lowest, leftmost square), once built.
    pub fn fortress(&self, seat: Seat) -> Option<Square> {
        let at = *self.fortress_at.get(seat as usize)?;
        (at != NO_SQUARE).then_some(at)
    }
    /// A seat's Exit Ring (empty before its Fortress is built).
    pub fn exit_ring(&self, seat: Seat) -> Bits {
        self.rings.get(seat as usize).copied().unwrap_or_default()
    }
    pub fn territory(&self, seat: Seat) -> Territory {
        self.territory[seat as usize & 1]
    }
    pub fn colours(&self, seat: Seat) -> Colours {
        self.colours[seat as usize & 1]
    }
    pub fn mountains_left(&self, seat: Seat) -> u8 {
        self.mountains_left[seat as usize & 1]
    }
    /// How many units of `unit` are in `seat`'s Reserve.
    pub fn reserve(&self, seat: Seat, unit: Unit) -> u8 {
        self.reserve[seat as usize & 1][unit.index()]
    }
    /// How many of the other seat's `unit` units `seat` holds prisoner.
    pub fn dungeon(&self, seat: Seat, unit: Unit) -> u8 {
        self.dungeon[seat as usize & 1][unit.index()]
    }
    /// Whether `seat` laid a siege at the end of his last turn that still stands.
    pub fn siege_stands(&self, seat: Seat) -> bool {
        self.siege_laid[seat as usize & 1] && self.besiegers(seat) >= SIEGE_UNITS
    }
    /// Battle turns since the last capture, deployment or siege execution.
    pub fn quiet_turns(&self) -> u8 {
        self.quiet
    }
    /// Whether `seat`'s King stands on the board on a square an enemy threatens.
    pub fn king_threatened(&self, seat: Seat) -> bool {
        let k = self.field.kings[seat as usize & 1];
        k != NO_SQUARE && self.field.attacks(k, 1 - (seat & 1), NO_SQUARE)
    }
    /// Whether a unit of `by` threatens `sq` (Thick Skin ignored).
    pub fn threatens(&self, by: Seat, sq: Square) -> bool {
        (sq as usize) < SQUARES && self.field.attacks(sq, by & 1, NO_SQUARE)
    }
    /// The legal actions that start from `sq` (the board's targets after a click on a unit).
    pub fn actions_from(&self, sq: Square) -> Vec<FortalezaAction> {
        let mut all = Vec::new();
        self.legal_actions(&mut all);
        all.retain(|a| a.origin_square() == Some(sq));
        all
    }
}
