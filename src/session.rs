//! A game of any kind with its seats: what the shell, saves and links work with.
//!
//! [`AnyMatch`] wraps a [`Match`] of each game (the way shakmaty's `VariantPosition` wraps its
//! variants), so everything game-independent — history, undo, saves, links, charts — is written
//! once. Game-specific screens match on it to reach the typed engine.

use crate::bot::Level;
use crate::core::{Effect, Game, LogEntry, Match, MatchError, OptionsError, Outcome, Seat};
use crate::games::{GameKind, GameVisitor, RegisteredGame};
use crate::i18n::Msg;
use serde::{Deserialize, Serialize};

/// Who plays a seat. Stored as serde stores an enum: `"Human"`, or `{"Bot":"easy"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayerKind {
    Human,
    Bot(Level),
}

/// Stored as `{"name":"…","kind":…}`; both fields are required.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatSetup {
    pub name: String,
    pub kind: PlayerKind,
}

impl SeatSetup {
    pub fn is_human(&self) -> bool {
        self.kind == PlayerKind::Human
    }
}

/// Whether `seat` is played by a human at a table set up as `seats` (what undo needs to know;
/// a seat out of range counts as a bot, so it never opens a take-back).
pub fn is_human_seat(seats: &[SeatSetup], seat: Seat) -> bool {
    seats.get(seat as usize).is_some_and(SeatSetup::is_human)
}

/// Defines, from the registry's list of games ([`crate::each_game!`]): [`AnyMatch`], with one
/// variant per game; [`RuleError`], every game's typed rule error; the `each_match!` dispatch;
/// and [`InAnyMatch`] for every engine.
macro_rules! define_any_match {
    ($d:tt $($variant:ident => $ty:ty),* $(,)?) => {
        /// A match of any game.
        #[derive(Clone, Debug)]
        pub enum AnyMatch {
            $($variant(Match<$ty>)),*
        }

        /// A rule an action breaks, in whichever game: the game's own typed error.
        #[derive(Clone, Debug, PartialEq)]
        pub enum RuleError {
            $($variant(<$ty as Game>::Error)),*
        }

        impl std::fmt::Display for RuleError {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                match self {
                    $(RuleError::$variant(e) => e.fmt(f),)*
                }
            }
        }

        /// Runs `$body` with `$m` bound to the typed match, whatever the game.
        macro_rules! each_match {
            ($d value:expr, $d m:ident => $d body:expr) => {
                match $d value {
                    $(AnyMatch::$variant($d m) => $d body,)*
                }
            };
        }

        $(
            impl InAnyMatch for $ty {
                const KIND: GameKind = GameKind::$variant;
                fn get(any: &AnyMatch) -> Option<&Match<Self>> {
                    #[allow(unreachable_patterns)]
                    match any {
                        AnyMatch::$variant(m) => Some(m),
                        _ => None,
                    }
                }
                fn get_mut(any: &mut AnyMatch) -> Option<&mut Match<Self>> {
                    #[allow(unreachable_patterns)]
                    match any {
                        AnyMatch::$variant(m) => Some(m),
                        _ => None,
                    }
                }
                fn wrap(m: Match<Self>) -> AnyMatch {
                    AnyMatch::$variant(m)
                }
                fn rule_error(e: Self::Error) -> RuleError {
                    RuleError::$variant(e)
                }
            }
        )*
    };
}
crate::each_game!(define_any_match);

/// Reaching the typed match of one game inside an [`AnyMatch`]: lets generic UI and bot code
/// work on `Match<G>` without a match statement per game. Implemented for every registered game.
pub trait InAnyMatch: Game {
    /// This game in the registry.
    const KIND: GameKind;
    fn get(any: &AnyMatch) -> Option<&Match<Self>>;
    fn get_mut(any: &mut AnyMatch) -> Option<&mut Match<Self>>;
    fn wrap(m: Match<Self>) -> AnyMatch;
    fn rule_error(e: Self::Error) -> RuleError;
}

/// Why an action could not be played.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayError {
    GameOver,
    /// The rules refuse it.
    Illegal(RuleError),
    /// There is no legal action with this number.
    NoSuchChoice {
        index: usize,
        choices: usize,
    },
    /// The action belongs to another game than the one being played.
    WrongGame,
}

impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayError::GameOver => write!(f, "the game is already over"),
            PlayError::Illegal(e) => write!(f, "{e}"),
            PlayError::NoSuchChoice { index, choices } => {
                write!(f, "there is no legal action number {} (only {choices})", *index as u64 + 1)
            }
            PlayError::WrongGame => write!(f, "this action belongs to another game"),
        }
    }
}

impl PlayError {
    pub fn from_match<G: InAnyMatch>(e: MatchError<G::Error>) -> PlayError {
        match e {
            MatchError::Illegal(rule) => PlayError::Illegal(G::rule_error(rule)),
            MatchError::GameOver => PlayError::GameOver,
            // Only replays produce the others; a live move that reached them is still refused.
            _ => PlayError::NoSuchChoice { index: usize::MAX, choices: 0 },
        }
    }
}

/// Why stored actions do not replay.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayError {
    /// Moves are stored past the end of the game.
    PastTheEnd,
    Illegal(RuleError),
    /// A stored index is not in the legal list at that ply.
    BadIndex {
        ply: usize,
        index: u32,
        choices: usize,
    },
    /// The stored list ends before the stored move count.
    Truncated {
        ply: usize,
    },
    /// Data follows the last move.
    TrailingData,
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Widened before adding one: forged numbers must not overflow.
        let n = |ply: &usize| *ply as u64 + 1;
        match self {
            ReplayError::PastTheEnd => write!(f, "moves are stored after the end of the game"),
            ReplayError::Illegal(rule) => write!(f, "a move is illegal: {rule}"),
            ReplayError::BadIndex { ply, index, choices } => {
                write!(f, "move {} is not a legal move (choice {} of only {choices})", n(ply), u64::from(*index) + 1)
            }
            ReplayError::Truncated { ply } => write!(f, "the move list breaks off at move {}", n(ply)),
            ReplayError::TrailingData => write!(f, "data follows the last move"),
        }
    }
}

/// What is wrong with a stored text that cannot be read (a save, or the options in a save or a
/// link), in a player's terms; where it goes wrong is kept for diagnosis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DataError {
    pub problem: DataProblem,
    /// Where the reader gave up, counting from 1 (0 when unknown).
    pub line: usize,
    pub column: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataProblem {
    /// The text is not data at all (not JSON): garbled or altered.
    Garbled,
    /// The text breaks off before its end.
    CutShort,
    /// The text is well formed, but something is missing or has the wrong kind of value.
    WrongContent,
}

impl From<serde_json::Error> for DataError {
    fn from(e: serde_json::Error) -> DataError {
        let problem = match e.classify() {
            serde_json::error::Category::Eof => DataProblem::CutShort,
            serde_json::error::Category::Data => DataProblem::WrongContent,
            serde_json::error::Category::Syntax | serde_json::error::Category::Io => DataProblem::Garbled,
        };
        DataError { problem, line: e.line(), column: e.column() }
    }
}

impl std::fmt::Display for DataError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let what = match self.problem {
            DataProblem::Garbled => "the text is garbled",
            DataProblem::CutShort => "the text breaks off",
            DataProblem::WrongContent => "something is missing or has the wrong kind of value",
        };
        write!(f, "{what} (line {}, column {})", self.line, self.column)
    }
}

impl std::error::Error for DataError {}

/// Reads stored JSON as a `T`; what is wrong with it as a [`DataError`].
pub fn read_json<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, DataError> {
    serde_json::from_str(text).map_err(DataError::from)
}

/// Why stored data (a save or a link) could not be turned back into a game.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadError {
    /// The options are not readable as this game's options.
    UnreadableOptions(DataError),
    /// The options are readable but the game refuses them.
    Options(OptionsError),
    /// Made under a rules version this app cannot replay exactly (older, or newer than this app).
    RulesVersion {
        game: GameKind,
        made: u32,
        current: u32,
    },
    Replay(ReplayError),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::UnreadableOptions(why) => write!(f, "the game options cannot be read: {why}"),
            LoadError::Options(e) => write!(f, "{e}"),
            LoadError::RulesVersion { game, made, current } if made < current => write!(
                f,
                "it was made under an older version of the {} rules (version {made}; this app plays version {current}), so it cannot be replayed exactly",
                game.name()
            ),
            LoadError::RulesVersion { game, made, current } => write!(
                f,
                "it was made under a newer version of the {} rules (version {made}; this app plays version {current}): update the app to open it",
                game.name()
            ),
            LoadError::Replay(e) => write!(f, "the moves do not replay ({e})"),
        }
    }
}

impl LoadError {
    /// Made under other rules than this app plays: kept and exportable, but not playable here.
    pub fn is_other_rules_version(&self) -> bool {
        matches!(self, LoadError::RulesVersion { .. })
    }

    fn from_match<G: InAnyMatch>(e: MatchError<G::Error>) -> LoadError {
        LoadError::Replay(match e {
            MatchError::Options(o) => return LoadError::Options(o),
            MatchError::GameOver => ReplayError::PastTheEnd,
            MatchError::Illegal(rule) => ReplayError::Illegal(G::rule_error(rule)),
            MatchError::BadIndex { ply, index, choices } => ReplayError::BadIndex { ply, index, choices },
            MatchError::Truncated { ply } => ReplayError::Truncated { ply },
            MatchError::TrailingData => ReplayError::TrailingData,
        })
    }
}

/// Parses a game's options and checks the rules version before anything is replayed.
fn prepare<G: InAnyMatch>(options_json: &str, rules_version: u32) -> Result<G::Options, LoadError> {
    if !G::supports_rules_version(rules_version) {
        return Err(LoadError::RulesVersion { game: G::KIND, made: rules_version, current: G::RULES_VERSION });
    }
    read_json(options_json).map_err(LoadError::UnreadableOptions)
}

/// Rebuilds an [`AnyMatch`] of the visited game from stored indices.
struct FromIndices<'a> {
    options_json: &'a str,
    seed: u64,
    rules_version: u32,
    indices: &'a [u32],
}

impl GameVisitor for FromIndices<'_> {
    type Output = Result<AnyMatch, LoadError>;
    fn visit<G: RegisteredGame>(self) -> Self::Output {
        let options = prepare::<G>(self.options_json, self.rules_version)?;
        Match::<G>::from_indices_under(&options, self.seed, self.rules_version, self.indices)
            .map(G::wrap)
            .map_err(LoadError::from_match::<G>)
    }
}

/// Rebuilds an [`AnyMatch`] of the visited game from bit-packed actions.
struct Decode<'a> {
    options_json: &'a str,
    seed: u64,
    rules_version: u32,
    count: usize,
    bytes: &'a [u8],
}

impl GameVisitor for Decode<'_> {
    type Output = Result<AnyMatch, LoadError>;
    fn visit<G: RegisteredGame>(self) -> Self::Output {
        let options = prepare::<G>(self.options_json, self.rules_version)?;
        Match::<G>::decode_actions_under(&options, self.seed, self.rules_version, self.count, self.bytes)
            .map(G::wrap)
            .map_err(LoadError::from_match::<G>)
    }
}

/// The current rules version of the visited game.
struct CurrentRules;
impl GameVisitor for CurrentRules {
    type Output = u32;
    fn visit<G: RegisteredGame>(self) -> u32 {
        G::RULES_VERSION
    }
}

impl GameKind {
    /// The version of this game's rules the app plays now.
    pub fn rules_version(self) -> u32 {
        self.visit(CurrentRules)
    }
}

impl AnyMatch {
    /// A new game under the current rules, from options given as JSON (the dialog's).
    pub fn new(kind: GameKind, options_json: &str, seed: u64) -> Result<AnyMatch, LoadError> {
        Self::from_indices(kind, options_json, seed, kind.rules_version(), &[])
    }

    /// Replays stored action indices (a save) under the rules version they were made with.
    pub fn from_indices(
        kind: GameKind,
        options_json: &str,
        seed: u64,
        rules_version: u32,
        indices: &[u32],
    ) -> Result<AnyMatch, LoadError> {
        kind.visit(FromIndices { options_json, seed, rules_version, indices })
    }

    /// Replays `count` bit-packed actions (a link) under the rules version they were made with.
    pub fn decode(
        kind: GameKind,
        options_json: &str,
        seed: u64,
        rules_version: u32,
        count: usize,
        bytes: &[u8],
    ) -> Result<AnyMatch, LoadError> {
        kind.visit(Decode { options_json, seed, rules_version, count, bytes })
    }

    pub fn kind(&self) -> GameKind {
        fn kind_of<G: InAnyMatch>(_: &Match<G>) -> GameKind {
            G::KIND
        }
        each_match!(self, m => kind_of(m))
    }
    pub fn seed(&self) -> u64 {
        each_match!(self, m => m.seed())
    }
    /// The game's options as links and the new-game dialog write them (fields in declaration order).
    pub fn options_json(&self) -> String {
        // Options are plain fields, enums and numbers: serialising them cannot fail.
        each_match!(self, m => serde_json::to_string(m.options()).unwrap_or_default())
    }
    /// The options as a save stores them: a `serde_json::Value`, whose objects keep their
    /// members sorted by key (serde_json without `preserve_order`, as saves always had them).
    fn options_value(&self) -> serde_json::Value {
        each_match!(self, m => serde_json::to_value(m.options()).unwrap_or_default())
    }
    pub fn ply(&self) -> usize {
        each_match!(self, m => m.ply())
    }
    /// The rules version this game is played under (see `Game::RULES_VERSION`).
    pub fn rules_version(&self) -> u32 {
        each_match!(self, m => m.current().rules_version())
    }
    /// How many legal actions the seat to move has now.
    pub fn legal_count(&self) -> usize {
        each_match!(self, m => crate::core::legal_vec(m.current()).len())
    }
    /// A text picture of the current position (tests, fixtures, debugging).
    pub fn position_text(&self) -> String {
        each_match!(self, m => m.current().position_text())
    }
    pub fn seat_count(&self) -> usize {
        each_match!(self, m => m.current().seat_count())
    }
    pub fn to_move(&self) -> Option<Seat> {
        each_match!(self, m => m.current().to_move())
    }
    /// Who is to move after `ply` actions.
    pub fn to_move_at(&self, ply: usize) -> Option<Seat> {
        each_match!(self, m => m.state_at(ply).to_move())
    }
    pub fn turn_number(&self) -> u32 {
        each_match!(self, m => m.current().turn_number())
    }
    pub fn outcome(&self) -> Option<Outcome> {
        each_match!(self, m => m.current().outcome())
    }
    pub fn scores_at(&self, ply: usize) -> Vec<i32> {
        each_match!(self, m => m.state_at(ply).scores())
    }
    pub fn has_hidden_information(&self) -> bool {
        each_match!(self, m => m.current().has_hidden_information())
    }
    pub fn can_undo(&self) -> bool {
        each_match!(self, m => m.can_undo())
    }
    pub fn undo(&mut self) -> bool {
        each_match!(self, m => m.undo())
    }
    /// How many actions one undo step takes back with `is_human` telling the human seats from the
    /// bots (see the undo policy in [`crate::core::game_match`]), if any may go.
    pub fn take_back_len(&self, is_human: impl Fn(Seat) -> bool) -> Option<usize> {
        each_match!(self, m => m.take_back_len(is_human))
    }
    /// Takes back [`AnyMatch::take_back_len`] actions as one step and says how many.
    pub fn take_back(&mut self, is_human: impl Fn(Seat) -> bool) -> Option<usize> {
        each_match!(self, m => m.take_back(is_human))
    }
    pub fn can_redo(&self) -> bool {
        each_match!(self, m => m.can_redo())
    }
    /// How many actions the next redo replays (0: none).
    pub fn redo_len(&self) -> usize {
        each_match!(self, m => m.redo_len())
    }
    pub fn redo(&mut self) -> bool {
        each_match!(self, m => m.redo())
    }
    pub fn action_indices(&self) -> Vec<u32> {
        each_match!(self, m => m.action_indices())
    }
    pub fn encode_actions(&self) -> Vec<u8> {
        each_match!(self, m => m.encode_actions())
    }
    /// The log: who played what, in notation.
    pub fn log(&self) -> Vec<(Seat, String, Effect)> {
        each_match!(self, m => m.records().iter().map(|r| (r.seat, r.notation.clone(), r.effect)).collect())
    }
    /// The log as `viewer` may read it, as messages in the player's language (see
    /// `Game::notation_msg`), one entry per step of history the viewer may take (see
    /// [`Match::log_for`]: a seat's hidden actions are one entry).
    pub fn log_for(&self, viewer: Option<Seat>) -> Vec<LogEntry<Msg>> {
        each_match!(self, m => m.log_for(viewer, |state, action| state.notation_msg(action, viewer)))
    }
    pub fn score_history(&self) -> Vec<Vec<i32>> {
        each_match!(self, m => m.score_history())
    }
    /// Plays the action at `index` of the current legal list (how bots' and stored moves arrive).
    pub fn play_index(&mut self, index: usize) -> Result<(), PlayError> {
        fn play<G: InAnyMatch>(m: &mut Match<G>, index: usize) -> Result<(), PlayError> {
            let legal = crate::core::legal_vec(m.current());
            let action = *legal.get(index).ok_or(PlayError::NoSuchChoice { index, choices: legal.len() })?;
            m.play(action).map(|_| ()).map_err(PlayError::from_match::<G>)
        }
        each_match!(self, m => play(m, index))
    }
}

/// Version of the save format below. Bump it, and keep reading older ones, when it changes.
pub const SAVE_FORMAT: u32 = 1;

/// Saves written before rules versions were recorded were all made under version 1.
const FIRST_RULES_VERSION: u32 = 1;

fn first_rules_version() -> u32 {
    FIRST_RULES_VERSION
}

/// One saved game as stored in the browser: enough to replay it exactly. Stored with the fields
/// in declaration order (`{"format":1,"game":"torri","rules":2,…}`); every field is required
/// except `rules`; unknown fields are ignored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub format: u32,
    pub game: String,
    /// The version of the game's rules it is played under (see `Game::RULES_VERSION`); absent
    /// from saves made before it was recorded, which read as [`FIRST_RULES_VERSION`].
    #[serde(default = "first_rules_version")]
    pub rules: u32,
    /// The game's options, members sorted by key (serde_json's `Value` without `preserve_order`:
    /// saves have always stored them that way; of a key given twice, the last counts).
    pub options: serde_json::Value,
    pub seed: u64,
    pub actions: Vec<u32>,
    pub seats: Vec<SeatSetup>,
    pub title: String,
    /// Milliseconds since the epoch.
    pub created: f64,
    pub updated: f64,
}

/// Why a save cannot be opened. Whatever it is, the save is kept and can be exported.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveError {
    /// Not a save at all, or damaged text. `game` is the game it names, if that much is readable.
    Unreadable {
        game: Option<GameKind>,
        problem: DataError,
    },
    /// Written by a save format this app does not know.
    UnknownFormat(u32),
    UnknownGame(String),
    /// The seats do not fit the game.
    SeatCount {
        recorded: usize,
        needed: usize,
    },
    Load(LoadError),
}

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveError::Unreadable { game: Some(game), problem } => {
                write!(f, "unreadable save data ({}: {problem})", game.name())
            }
            SaveError::Unreadable { game: None, problem } => write!(f, "unreadable save data ({problem})"),
            SaveError::UnknownFormat(v) => write!(f, "saved by an unknown format version {v}"),
            SaveError::UnknownGame(id) => write!(f, "unknown game \"{}\"", id.chars().take(20).collect::<String>()),
            SaveError::SeatCount { recorded, needed } => {
                write!(f, "{recorded} seats recorded for a {needed}-player game")
            }
            SaveError::Load(e) => e.fmt(f),
        }
    }
}

impl SaveError {
    /// Made under rules this app does not play exactly: listed as such, never as damaged.
    pub fn is_other_rules_version(&self) -> bool {
        matches!(self, SaveError::Load(e) if e.is_other_rules_version())
    }
}

impl SavedGame {
    pub fn capture(game: &AnyMatch, seats: &[SeatSetup], title: &str, created: f64, now: f64) -> SavedGame {
        SavedGame {
            format: SAVE_FORMAT,
            game: game.kind().id().to_string(),
            rules: game.rules_version(),
            options: game.options_value(),
            seed: game.seed(),
            actions: game.action_indices(),
            seats: seats.to_vec(),
            title: title.to_string(),
            created,
            updated: now,
        }
    }

    /// Parses and replays stored text under the rules it was made with, or says clearly what
    /// is wrong with it.
    pub fn restore(text: &str) -> Result<(SavedGame, AnyMatch), SaveError> {
        let saved: SavedGame =
            read_json(text).map_err(|problem| SaveError::Unreadable { game: named_game(text), problem })?;
        if saved.format != SAVE_FORMAT {
            return Err(SaveError::UnknownFormat(saved.format));
        }
        let kind = GameKind::from_id(&saved.game).ok_or_else(|| SaveError::UnknownGame(saved.game.clone()))?;
        let game = AnyMatch::from_indices(kind, &saved.options.to_string(), saved.seed, saved.rules, &saved.actions)
            .map_err(SaveError::Load)?;
        if saved.seats.len() != game.seat_count() {
            return Err(SaveError::SeatCount { recorded: saved.seats.len(), needed: game.seat_count() });
        }
        Ok((saved, game))
    }
}

/// The game a damaged save names, if its text is JSON with a known `"game"`.
fn named_game(text: &str) -> Option<GameKind> {
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    GameKind::from_id(value.get("game")?.as_str()?)
}

/// One stored save, readable or not.
#[derive(Clone, Debug)]
pub struct SaveEntry {
    pub id: String,
    pub content: Result<SavedGame, DamagedSave>,
    /// How the game ended, if it is over (a readable save only).
    pub outcome: Option<Outcome>,
}

/// A save that cannot be opened: its text kept as it was stored (to export), and why.
#[derive(Clone, Debug)]
pub struct DamagedSave {
    pub raw: String,
    pub problem: SaveError,
    /// The game it was, when its text still names one (so the player can tell which it was).
    pub game: Option<GameKind>,
}

/// Reads every stored save (`(id, text)` pairs, one key each in the browser): each is restored on
/// its own, so a damaged text is only marked damaged, with its text kept, and never stops the
/// others. Newest first; damaged entries last.
pub fn read_saves(stored: Vec<(String, String)>) -> Vec<SaveEntry> {
    let mut entries: Vec<SaveEntry> = stored
        .into_iter()
        .map(|(id, raw)| {
            let (content, outcome) = match SavedGame::restore(&raw) {
                Ok((saved, game)) => (Ok(saved), game.outcome()),
                Err(problem) => {
                    let game = match &problem {
                        SaveError::Unreadable { game, .. } => *game,
                        _ => named_game(&raw),
                    };
                    (Err(DamagedSave { raw, problem, game }), None)
                }
            };
            SaveEntry { id, content, outcome }
        })
        .collect();
    crate::core::sort::sort_by(&mut entries, |a, b| match (&a.content, &b.content) {
        (Ok(x), Ok(y)) => y.updated.total_cmp(&x.updated),
        (Ok(_), Err(_)) => std::cmp::Ordering::Less,
        (Err(_), Ok(_)) => std::cmp::Ordering::Greater,
        (Err(_), Err(_)) => a.id.cmp(&b.id),
    });
    entries
}
