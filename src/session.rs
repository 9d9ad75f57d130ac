//! A game of any kind with its seats: what the shell, saves and links work with.
//!
//! [`AnyMatch`] wraps a [`Match`] of each game (the way shakmaty's `VariantPosition` wraps its
//! variants), so everything game-independent — history, undo, saves, links, charts — is written
//! once. Game-specific screens match on it to reach the typed engine.

use crate::bot::Level;
use crate::core::json::{self, Fields, FromJson, JsonError, ToJson, Value};
use crate::core::{Effect, Game, LogEntry, Match, MatchError, OptionsError, Outcome, Seat};
use crate::games::{GameKind, GameVisitor, RegisteredGame};
use crate::i18n::Msg;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerKind {
    Human,
    Bot(Level),
}

#[derive(Clone, Debug, PartialEq)]
pub struct SeatSetup {
    pub name: String,
    pub kind: PlayerKind,
}

/// Stored as serde stores an enum: `"Human"`, or `{"Bot":"easy"}`.
impl ToJson for PlayerKind {
    fn to_json(&self) -> Value {
        match self {
            PlayerKind::Human => Value::String("Human".to_string()),
            PlayerKind::Bot(level) => Value::object([("Bot", level.to_json())]),
        }
    }
}

impl FromJson for PlayerKind {
    fn from_json(value: &Value) -> Result<Self, JsonError> {
        match json::variant(value)? {
            ("Human", None | Some(Value::Null)) => Ok(PlayerKind::Human),
            ("Human", Some(other)) => Err(JsonError::invalid_type(other, "unit variant")),
            ("Bot", Some(level)) => Level::from_json(level).map(PlayerKind::Bot),
            ("Bot", None) => Err(JsonError::new("invalid type: unit variant, expected newtype variant")),
            (name, _) => Err(json::unknown_variant(name, &[("Human", ()), ("Bot", ())])),
        }
    }
}

/// Stored as `{"name":"…","kind":…}`; both fields are required.
impl ToJson for SeatSetup {
    fn to_json(&self) -> Value {
        Value::object([("name", self.name.to_json()), ("kind", self.kind.to_json())])
    }
}

impl FromJson for SeatSetup {
    fn from_json(value: &Value) -> Result<Self, JsonError> {
        let fields = Fields::of(value, "SeatSetup", &["name", "kind"])?;
        Ok(SeatSetup { name: fields.required("name")?, kind: fields.required("kind")? })
    }
}

impl SeatSetup {
    pub fn is_human(&self) -> bool {
        self.kind == PlayerKind::Human
    }
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

/// Why stored data (a save or a link) could not be turned back into a game.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadError {
    /// The options are not readable as this game's options (parser detail kept for diagnosis).
    UnreadableOptions(String),
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
            LoadError::UnreadableOptions(why) => write!(f, "the game options are unreadable ({why})"),
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
    json::from_str(options_json).map_err(|e| LoadError::UnreadableOptions(e.to_string()))
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
        self.options_value().to_string()
    }
    fn options_value(&self) -> Value {
        each_match!(self, m => m.options().to_json())
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
    pub fn can_redo(&self) -> bool {
        each_match!(self, m => m.can_redo())
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

/// One saved game as stored in the browser: enough to replay it exactly.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    pub format: u32,
    pub game: String,
    /// The version of the game's rules it is played under (see `Game::RULES_VERSION`); absent
    /// from saves made before it was recorded, which read as [`FIRST_RULES_VERSION`].
    pub rules: u32,
    /// The game's options, members sorted by key (see [`Value::normalized`]: saves have always
    /// stored them that way).
    pub options: Value,
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
    /// Not a save at all, or damaged text (parser detail kept for diagnosis).
    Unreadable(String),
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
            SaveError::Unreadable(why) => write!(f, "unreadable save data ({why})"),
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
            options: game.options_value().normalized(),
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
        let saved: SavedGame = json::from_str(text).map_err(|e| SaveError::Unreadable(e.to_string()))?;
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

const SAVED_GAME_FIELDS: [&str; 10] =
    ["format", "game", "rules", "options", "seed", "actions", "seats", "title", "created", "updated"];

/// Stored with the fields in declaration order (`{"format":1,"game":"torri","rules":2,…}`).
impl ToJson for SavedGame {
    fn to_json(&self) -> Value {
        Value::object([
            ("format", self.format.to_json()),
            ("game", self.game.to_json()),
            ("rules", self.rules.to_json()),
            ("options", self.options.clone()),
            ("seed", self.seed.to_json()),
            ("actions", self.actions.to_json()),
            ("seats", self.seats.to_json()),
            ("title", self.title.to_json()),
            ("created", self.created.to_json()),
            ("updated", self.updated.to_json()),
        ])
    }
}

/// Every field is required except `rules`; unknown fields are ignored.
impl FromJson for SavedGame {
    fn from_json(value: &Value) -> Result<Self, JsonError> {
        let fields = Fields::of(value, "SavedGame", &SAVED_GAME_FIELDS)?;
        Ok(SavedGame {
            format: fields.required("format")?,
            game: fields.required("game")?,
            rules: fields.or("rules", FIRST_RULES_VERSION)?,
            options: fields.required::<Value>("options")?.normalized(),
            seed: fields.required("seed")?,
            actions: fields.required("actions")?,
            seats: fields.required("seats")?,
            title: fields.required("title")?,
            created: fields.required("created")?,
            updated: fields.required("updated")?,
        })
    }
}
