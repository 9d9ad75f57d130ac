//! The one interface every game implements, and the game-independent machinery built on it.
//!
//! A game is fully described by its options, a seed and its list of actions (see [`Match`]):
//! dice, shuffles and draws come from the [`Rng`] kept inside the game state, so replaying the
//! same actions from the same seed always reaches the same position. That is what makes saves,
//! share links, history stepping and reproducible bot runs possible without per-game code.

pub mod codec;
pub mod contract;
pub mod data;
pub mod game_match;
pub mod lesson;
pub mod msg;
pub mod rng;

pub use game_match::{turn_at, LogEntry, Match, MatchError, SeenTurn, TakeBackRefusal};
pub use msg::{Arg, Msg};
pub use rng::Rng;

use msg::Localize;
use std::fmt::{Debug, Display};

/// A seat at the table, `0..seat_count`. Seat 0 is the first seat in the new-game dialog.
pub type Seat = u8;

/// No game here has more than four seats.
pub const MAX_SEATS: usize = 4;

/// What an applied action did that matters to history and undo.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Effect {
    /// The action drew on chance or showed hidden information (a die roll, a card draw, a peek at
    /// a deck, the end of a blind deployment). Undo never takes such an action back from anyone
    /// who saw what it showed.
    pub revealed: bool,
    /// Of a revealed action: only the seat that played it saw what it showed (a card drawn into
    /// a hidden hand). Against bots, a bot's such draw goes back with the human's turn it answered
    /// (see [`game_match`], "Undo policy"): the human never saw it.
    pub private: bool,
}

impl Effect {
    pub const QUIET: Effect = Effect { revealed: false, private: false };
    /// Shown to everyone: a die roll, the end of a blind deployment.
    pub const REVEALED: Effect = Effect { revealed: true, private: false };
    /// Shown only to the seat that played it: a card drawn into a hidden hand.
    pub const SEEN_BY_MOVER: Effect = Effect { revealed: true, private: true };
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The winning seats: one, several for a shared win, or none for a draw.
    pub winners: Vec<Seat>,
    /// Final score of every seat, in seat order (the game's own measure: points, pieces at home…).
    pub scores: Vec<i32>,
}

impl Outcome {
    pub fn is_draw(&self) -> bool {
        self.winners.is_empty()
    }
}

/// Options were rejected before a game could start: which option, and what is wrong with it, as
/// data (each variant is worded in every language by `i18n::errors`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionsError {
    /// The game is for exactly `needed` players.
    PlayerCount { players: u8, needed: u8 },
    /// The game is for `min` to `max` players.
    PlayerRange { players: u8, min: u8, max: u8 },
    /// The game is for `one` or `other` players, nothing between.
    PlayerChoice { players: u8, one: u8, other: u8 },
    /// Torri: a height limit below the lowest allowed.
    HeightLimitTooLow { limit: u8, min: u8 },
    /// Torri: a free-carry height below the lowest allowed.
    FreeCarryTooLow { height: u8, min: u8 },
    /// Torres: the master version is played with each player's own deck only.
    MasterNeedsOwnDecks,
    /// Torres: a master card chosen without the master version.
    MasterCardWithoutMaster,
    /// Torres: master cards are numbered `min` to `max`.
    MasterCardOutOfRange { card: u8, min: u8, max: u8 },
    /// The engine cannot set up a game under this rules version.
    RulesVersion { version: u32 },
}

impl Display for OptionsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("invalid game options: ")?;
        match *self {
            OptionsError::PlayerCount { players, needed } => {
                write!(f, "the game is for {needed} players, not {players}")
            }
            OptionsError::PlayerRange { players, min, max } => {
                write!(f, "the game is for {min} to {max} players, not {players}")
            }
            OptionsError::PlayerChoice { players, one, other } => {
                write!(f, "the game is for {one} or {other} players, not {players}")
            }
            OptionsError::HeightLimitTooLow { limit, min } => {
                write!(f, "the height limit must be at least {min}, not {limit}")
            }
            OptionsError::FreeCarryTooLow { height, min } => {
                write!(f, "the free-carry height must be at least {min}, not {height}")
            }
            OptionsError::MasterNeedsOwnDecks => {
                f.write_str("the master version is played with each player's own ten cards")
            }
            OptionsError::MasterCardWithoutMaster => f.write_str("a master card needs the master version"),
            OptionsError::MasterCardOutOfRange { card, min, max } => {
                write!(f, "master cards are numbered {min} to {max}, not {card}")
            }
            OptionsError::RulesVersion { version } => write!(f, "rules version {version} is not supported"),
        }
    }
}
impl std::error::Error for OptionsError {}

/// Why a position text (the format of [`Game::position_text`], read back by the games that can
/// set up a position from it, for tests and debugging) was refused: what is wrong and where, as
/// data. No screen shows these: the English `Display` is for the test or tool that read the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The options the position is for are refused.
    Options(OptionsError),
    /// A line that is none of the format's lines.
    UnreadableLine { line: String },
    /// The value after `key` does not read (`turn=x`, `quiet: -`, a score, a reserve count).
    BadValue { key: &'static str, value: String },
    /// A board row given twice (`row` counts from 1, as the text does).
    RowTwice { row: usize },
    /// A board row with `cells` cells where the board has `needed`.
    RowLength { row: usize, cells: usize, needed: usize },
    /// The board has `needed` rows and some are missing.
    MissingRows { needed: usize },
    /// A cell that names nothing that can stand on this board.
    BadCell { cell: String },
    /// A seat or colour not in a game of `players` players.
    NoSuchSeat { seat: String, players: usize },
    /// More pieces on the board and in reserve than the game has (`max`).
    TooManyPieces { max: usize },
    /// Fortaleza: the water squares are fixed, and the text disagrees at `square`.
    FixedWater { square: String },
    /// Fortaleza: a unit where no unit may stand (water or a Mountain).
    NoStandingThere { square: String },
    /// Fortaleza: a battle position where `seat` has no Fortress.
    NoFortress { seat: Seat },
    /// Fortaleza: `seat`'s Fortress is not one 2×2 block.
    FortressShape { seat: Seat },
    /// Fortaleza: `seat`'s Fortress covers a Mountain or a unit.
    FortressCovered { seat: Seat },
    /// Fortaleza: `seat`'s Fortress or the ring around it leaves its territory.
    FortressOutsideTerritory { seat: Seat },
    /// Fortaleza: `seat` has more of `unit` than its army's `max`.
    TooManyUnits { seat: Seat, unit: &'static str, max: u8 },
}

impl Display for PositionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("bad position text: ")?;
        match self {
            PositionError::Options(e) => write!(f, "{e}"),
            PositionError::UnreadableLine { line } => write!(f, "unreadable line '{line}'"),
            PositionError::BadValue { key, value } => write!(f, "bad {key} '{value}'"),
            PositionError::RowTwice { row } => write!(f, "row {row} given twice"),
            PositionError::RowLength { row, cells, needed } => write!(f, "row {row} has {cells} cells, not {needed}"),
            PositionError::MissingRows { needed } => write!(f, "all {needed} rows are needed"),
            PositionError::BadCell { cell } => write!(f, "bad cell '{cell}'"),
            PositionError::NoSuchSeat { seat, players } => {
                write!(f, "'{seat}' is not a seat in a {players}-player game")
            }
            PositionError::TooManyPieces { max } => write!(f, "more than {max} pieces"),
            PositionError::FixedWater { square } => write!(f, "the water map is fixed: {square} is wrong"),
            PositionError::NoStandingThere { square } => write!(f, "a unit cannot stand on {square}"),
            PositionError::NoFortress { seat } => write!(f, "seat {seat} has no Fortress"),
            PositionError::FortressShape { seat } => write!(f, "seat {seat}'s Fortress is not a 2×2 block"),
            PositionError::FortressCovered { seat } => write!(f, "seat {seat}'s Fortress covers a Mountain or a unit"),
            PositionError::FortressOutsideTerritory { seat } => {
                write!(f, "seat {seat}'s Fortress and ring are not inside its territory")
            }
            PositionError::TooManyUnits { seat, unit, max } => write!(f, "seat {seat} has more than {max} {unit}"),
        }
    }
}
impl std::error::Error for PositionError {}

impl From<OptionsError> for PositionError {
    fn from(e: OptionsError) -> Self {
        PositionError::Options(e)
    }
}

/// The rules of one game, as a value: the complete state of a game in progress.
///
/// Contract every implementation keeps (tests in each game check it on random play):
/// * `legal_actions` lists exactly the actions for which `check` is `Ok`, in a deterministic order
///   (share links and saves store an action as its index in that list);
/// * `check` and `apply` never panic, whatever the action; a rejected action leaves the state
///   unchanged and names the broken rule in its typed error;
/// * all randomness comes from the state's own [`Rng`].
pub trait Game: Clone + Debug + Send + Sync + 'static {
    /// Everything agreed before the game starts: player count and variants.
    type Options: Clone + Debug + Default + PartialEq + serde::Serialize + serde::de::DeserializeOwned;
    /// One atomic decision of the player to move.
    type Action: Copy + Debug + Eq + Send + Sync + 'static;
    /// Why an action is illegal.
    type Error: Clone + Debug + Display + PartialEq;

    /// Stable identifier used in saves and links (`"torri"`).
    const ID: &'static str;
    /// Display name.
    const NAME: &'static str;

    /// The version of this game's rules as a storage format. Bumped whenever a rule change, a
    /// change of legal-action order or of the RNG's use could replay a stored action list into a
    /// different game; saves and links record it.
    const RULES_VERSION: u32 = 1;
    /// Whether [`Game::hides_action`] ever hides an action (Fortaleza's blind deployment). The
    /// play-by-link code that only such games need (stand-ins, commitments) is left out of the
    /// others at compile time.
    const HIDES_ACTIONS: bool = false;
    /// Whether the game ever throws chance during play ([`Game::is_chance`]: Torri's dice).
    /// Play by link settles each throw from both devices' secrets (the app's `remote`), which
    /// limits such a game to two devices.
    const HAS_CHANCE: bool = false;
    /// Whether the game has a value of a seat's own progress ([`Game::evaluate_own`]). The
    /// selfish bot that needs it (Voldétour's four-player Easy) is left out of the others at
    /// compile time, as the bots' worker holds every game.
    const HAS_OWN_VALUE: bool = false;
    /// Whether the game has lessons ([`Game::lessons`]): the home screen offers them without
    /// building them.
    const HAS_LESSONS: bool = false;

    /// Sets up a new game. Setup randomness (shuffles) comes from `seed`.
    fn new_game(options: &Self::Options, seed: u64) -> Result<Self, OptionsError>;
    /// Whether this engine can still play games made under `rules_version` exactly. An engine
    /// that keeps older rules playable (for old saves and links) overrides this and
    /// [`Game::new_game_with_rules`] together.
    fn supports_rules_version(rules_version: u32) -> bool {
        rules_version == Self::RULES_VERSION
    }
    /// Sets up a game under an older rules version, for a save or link made under it. Any
    /// version the engine does not support is refused, so an old action list never replays
    /// silently into a different game.
    fn new_game_with_rules(options: &Self::Options, seed: u64, rules_version: u32) -> Result<Self, OptionsError> {
        if rules_version == Self::RULES_VERSION {
            Self::new_game(options, seed)
        } else {
            Err(OptionsError::RulesVersion { version: rules_version })
        }
    }
    /// The rules version this position is played under.
    fn rules_version(&self) -> u32 {
        Self::RULES_VERSION
    }
    fn options(&self) -> &Self::Options;
    fn seat_count(&self) -> usize;

    /// The seat that decides next, or `None` once the game is over.
    fn to_move(&self) -> Option<Seat>;
    /// Counts turns: changes exactly when a new turn begins (the same seat playing twice in a row
    /// still gets a new number). Undo never crosses a change of this number.
    fn turn_number(&self) -> u32;

    /// Appends every legal action of the seat to move to `out` (which is cleared first).
    fn legal_actions(&self, out: &mut Vec<Self::Action>);
    /// Whether `action` is legal now, and if not, which rule it breaks.
    fn check(&self, action: Self::Action) -> Result<(), Self::Error>;
    /// Applies an action already known to be legal (from `legal_actions` or `check`).
    /// Behaviour on an illegal action is unspecified but must not be memory-unsafe.
    fn play_unchecked(&mut self, action: Self::Action) -> Effect;
    /// Applies an action, or returns why it is illegal and leaves the state unchanged.
    fn apply(&mut self, action: Self::Action) -> Result<Effect, Self::Error> {
        self.check(action)?;
        Ok(self.play_unchecked(action))
    }

    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// The current score of every seat (shown in panels and charted over the game).
    fn scores(&self) -> Vec<i32>;

    /// Whether some seat may not see everything (hands, deck order, blind deployment). Hot-seat
    /// play then covers the board between two human seats.
    fn has_hidden_information(&self) -> bool;
    /// A copy in which everything `seat` cannot see is re-sampled consistently with what it can
    /// see, and future chance is re-seeded from `rng`. Bots search only over such copies, so they
    /// cannot peek: two states that look the same to `seat` give equally distributed results.
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Self;

    /// A heuristic value of the position for every seat, each in `0.0..=1.0` (1 = sure win).
    /// Bots use it to judge positions they cannot play out to the end.
    fn evaluate(&self) -> [f32; MAX_SEATS];
    /// How good the position is for `seat` by its own progress alone, blind to how far the other
    /// seats are, in `0.0..1.0` (below a won game's 1). A bot that plays by it runs its own race
    /// and never sets out to hinder another seat: Voldétour's four-player Easy
    /// (`castellan_bot::BotSpec::Selfish`). A game without one ([`Game::HAS_OWN_VALUE`] false)
    /// keeps the default, `seat`'s share of [`Game::evaluate`].
    fn evaluate_own(&self, seat: Seat) -> f32 {
        self.evaluate()[seat as usize]
    }

    /// The position as `viewer` may see it (`None`: a spectator, public information only).
    /// Everything the viewer may not know — opponents' hands, deck order, a blind deployment,
    /// the RNG state that decides future chance — is replaced by canonical placeholders, so
    /// drawing or printing the result cannot leak it; once the game is over all may be shown.
    /// Boards, panels, the log and history stepping only ever receive this view.
    ///
    /// Contract (checked by [`contract`]): the view of a seat does not change when what it
    /// cannot see is re-sampled, i.e. `s.determinize(seat, rng).redacted(Some(seat))` equals
    /// `s.redacted(Some(seat))`.
    fn redacted(&self, viewer: Option<Seat>) -> Self;

    /// Readable notation of `action` in this position (used in the log), with full knowledge.
    fn notation(&self, action: Self::Action) -> String;
    /// Notation of `action`, played in this position, as `viewer` may read it: a hidden card
    /// drawn or a blind deployment square is not named to other seats.
    fn notation_for(&self, action: Self::Action, viewer: Option<Seat>) -> String;
    /// The log line of `action`, played in this position, as `viewer` may read it, in the
    /// player's language: a message of the game's file (`locales/<lang>/<game>.ftl`) naming the
    /// action in the words of the game's rulebook, hiding what `notation_for` hides. The default
    /// shows `notation_for` as it is (a game whose notation has no words needs nothing more).
    fn notation_msg(&self, action: Self::Action, viewer: Option<Seat>) -> crate::Msg {
        crate::Msg::text(self.notation_for(action, viewer))
    }
    /// `action`, not yet played, as it may be named to `viewer` before it is played: in the hint,
    /// and wherever a board says what a click would do. Unlike the log line
    /// ([`Game::notation_msg`], which says what an action did, a roll's number included), it never
    /// depends on what chance will decide or on anything `viewer` may not see, so nothing a player
    /// reads before acting tells a future roll ([`contract`] checks this on every game). The
    /// default is the log line, for games whose log lines name no chance outcome.
    fn preview_msg(&self, action: Self::Action, viewer: Option<Seat>) -> crate::Msg {
        self.notation_msg(action, viewer)
    }
    /// Why `action` (legal now) is good for the seat to move, in a few words, where the engine
    /// can tell: it scores, it captures, it blocks, it threatens, it reaches. A clause that
    /// follows the action's name in the hint and in a review's "Better: …" ("it raises your
    /// next scoring by 12 points"). Like [`Game::preview_msg`], it is read before the action is
    /// played, so it depends only on what the mover sees now and never on what chance will
    /// decide ([`contract`] checks this on every game). `None` where the engine has nothing
    /// clear to say; the default says nothing.
    fn reason_msg(&self, _action: Self::Action) -> Option<crate::Msg> {
        None
    }
    /// Whether `action`, played in this position, is wholly hidden from `viewer`: not only what
    /// it was but also that it happened, so the viewer may not learn how many such actions were
    /// made (a blind deployment's placements). `notation_for` shows every such action alike, and
    /// the log and history stepping ([`Match::log_for`]) give the viewer each seat's run of them
    /// as one step. The default: nothing is hidden that way.
    fn hides_action(&self, _action: Self::Action, _viewer: Option<Seat>) -> bool {
        false
    }
    /// Whether `action`, played in this position, throws chance (a die roll) whose outcome
    /// comes from the game's random source. Only games with [`Game::HAS_CHANCE`] have any.
    fn is_chance(&self, _action: Self::Action) -> bool {
        false
    }
    /// Play by link: the next chance action draws from `seed` instead of the game's own
    /// source ([`Match::settle_chance`]), so neither device alone can foresee or choose it.
    fn reseed_chance(&mut self, _seed: u64) {}
    /// Play by link: whether each seat's deck may be its owner's secret, dealt from a seed only
    /// its owner's device knows (Torres' personal decks): [`Game::set_secret_deck`].
    fn has_secret_decks(&self) -> bool {
        false
    }
    /// Play by link, before anything is played: `seat`'s deck is shuffled from `order`, or with
    /// `None` not known to this state at all (it counts that seat's cards and learns each one as
    /// it is played: [`Game::unseen_action`]). `false`, changing nothing, where the game has no
    /// secret decks or play has begun.
    fn set_secret_deck(&mut self, _seat: Seat, _order: Option<u64>) -> bool {
        false
    }
    /// Play by link: `action`, played in this position, as a state that does not see the
    /// mover's cards records it (Torres: a card kept becomes "a card kept"). The default: as it
    /// is.
    fn unseen_action(&self, action: Self::Action) -> Self::Action {
        action
    }
    /// Play by link: whether `action` draws from the mover's secret deck (Torres: taking a
    /// card), which its device can only do once its deck is dealt.
    fn draws_secret(&self, _action: Self::Action) -> bool {
        false
    }
    /// Play by link: the hidden choice `action` makes, which [`Game::unseen_action`] leaves
    /// out (Torres: the card kept or put back, as its index); `None` for an action that
    /// hides nothing.
    fn unseen_choice(&self, _action: Self::Action) -> Option<u8> {
        None
    }
    /// Play by link: the action an unseen `action` was, given its hidden choice (the reverse
    /// of [`Game::unseen_choice`]); `None` where `action` is not an unseen one or `choice`
    /// names nothing.
    fn choose_unseen(&self, _action: Self::Action, _choice: u8) -> Option<Self::Action> {
        None
    }
    /// The game's lessons ("Learn to play"), in the order they are taught: set positions in
    /// which the learner makes the move asked for ([`lesson`]). A game without lessons has none.
    fn lessons() -> Vec<lesson::Lesson<Self>> {
        Vec::new()
    }
    /// A text picture of the position (tests and debugging).
    fn position_text(&self) -> String;

    /// Bots only: draws the choices this state keeps for its bots (Fortaleza's deployment
    /// plans) from `seed` instead of the game's seed. A game by link shows its seed in every link,
    /// so there a bot (or a hint) is given a seed private to its device
    /// (`castellan_bot::BotRandomness`): nothing it will do in hidden information can be computed
    /// from a link. The rules never read these choices, so the game, its replay and its saves are
    /// the same whatever the seed. Games whose bots keep nothing keep the default.
    fn reseed_bots(&mut self, _seed: u64) {}

    /// Bots only: the legal actions a bot considers, in legal-list order. A game may leave out
    /// actions that are never better than another legal one (Torres: ending the turn with action
    /// points left while the score marker may still advance). Never empty while `legal_actions`
    /// is not. Saves, links and the UI keep using `legal_actions`, the storage format.
    fn bot_actions(&self, out: &mut Vec<Self::Action>) {
        self.legal_actions(out);
    }
    /// Bots only: a cheap guess in `0.0..=1.0` of how good each of `actions` (legal now) is for
    /// the seat to move, written to `out` in the same order (move ordering: progressive bias in
    /// the search, the greedy step of playouts). The default knows nothing: 0.5 for all.
    fn action_priors(&self, actions: &[Self::Action], out: &mut Vec<f32>) {
        out.clear();
        out.resize(actions.len(), 0.5);
    }
    /// Bots only: how many intermediate scorings have happened (Torres: phase scorings), so a
    /// playout can stop right after the next one. Games without them keep the default 0.
    fn scorings_done(&self) -> u32 {
        0
    }

    /// The arena's sparring partner only (`castellan_bot::reference_config`, built after a public
    /// Torres program): its move-ordering bias for each of `actions`, in points (no fixed
    /// range). Actions with a negative bias are left out of its tree; in its random playout
    /// steps, actions are drawn with probability in proportion to the bias (negative = never).
    /// The default is [`Game::action_priors`].
    fn reference_bias(&self, actions: &[Self::Action], out: &mut Vec<f32>) {
        self.action_priors(actions, out);
    }
    /// The sparring partner's deterministic playout step: the index in `actions` of the first
    /// action of its priority order, or `None` to take the action of highest
    /// [`Game::reference_bias`].
    fn reference_first(&self, _actions: &[Self::Action]) -> Option<usize> {
        None
    }
    /// Arena reports only: a short name for the kind of `action` when it is worth counting how
    /// often each bot chooses it (Torres: taking, keeping and playing each action card, score
    /// steps); `None` for everything else (the default).
    fn action_kind(&self, _action: Self::Action) -> Option<String> {
        None
    }
    /// What each seat would have if the game were scored now (Torres: its score plus the coming
    /// phase scoring as the board stands), for bots that value a position by points. The
    /// default is [`Game::scores`].
    fn standing_scores(&self) -> Vec<i32> {
        self.scores()
    }
    /// Bots only: whether `seat` can no longer win (not even share a win) whatever anyone plays
    /// from here, by a bound the rules make exact (Torri: the pieces others hold safe at home
    /// against the most `seat` could still own; Fortaleza: a King left alone). `false` where the
    /// game cannot tell; a bot then judges by its search (`castellan_bot::concede`).
    fn cannot_win(&self, _seat: Seat) -> bool {
        false
    }
}

/// Convenience: the legal actions as a fresh vector.
pub fn legal_vec<G: Game>(game: &G) -> Vec<G::Action> {
    let mut out = Vec::new();
    game.legal_actions(&mut out);
    out
}

impl Localize for OptionsError {
    fn msg(&self) -> Msg {
        Msg::new("load-options").arg("reason", self.problem_msg())
    }
}

impl OptionsError {
    /// What is wrong, without the "invalid game options" around it.
    fn problem_msg(&self) -> Msg {
        match *self {
            OptionsError::PlayerCount { players, needed } => {
                Msg::new("options-player-count").arg("players", players).arg("needed", needed)
            }
            OptionsError::PlayerRange { players, min, max } => {
                Msg::new("options-player-range").arg("players", players).arg("min", min).arg("max", max)
            }
            OptionsError::PlayerChoice { players, one, other } => {
                Msg::new("options-player-choice").arg("players", players).arg("one", one).arg("other", other)
            }
            OptionsError::HeightLimitTooLow { limit, min } => {
                Msg::new("options-height-limit-too-low").arg("limit", limit).arg("min", min)
            }
            OptionsError::FreeCarryTooLow { height, min } => {
                Msg::new("options-free-carry-too-low").arg("height", height).arg("min", min)
            }
            OptionsError::MasterNeedsOwnDecks => Msg::new("options-master-needs-own-decks"),
            OptionsError::MasterCardWithoutMaster => Msg::new("options-master-card-without-master"),
            OptionsError::MasterCardOutOfRange { card, min, max } => {
                Msg::new("options-master-card-range").arg("card", card).arg("min", min).arg("max", max)
            }
            OptionsError::RulesVersion { version } => Msg::new("options-rules-version").arg("version", version),
        }
    }
}
