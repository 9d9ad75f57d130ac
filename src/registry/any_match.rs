//! A game of any kind: [`AnyMatch`] wraps a [`Match`] of each registered game (the way
//! shakmaty's `VariantPosition` wraps its variants), so everything game-independent — history,
//! undo, saves, links, charts — is written once; the typed errors of playing and replaying any
//! game ([`RuleError`], [`PlayError`], [`ReplayError`], [`LoadError`]) come with it.

use super::{GameKind, GameVisitor, RegisteredGame};
use crate::core::data::{read_json, DataError};
use crate::core::msg::{ordinal, Localize};
use crate::core::{Effect, Game, LogEntry, Match, MatchError, Msg, OptionsError, Outcome, Seat};

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
            MatchError::GameOver | MatchError::BadResignation => PlayError::GameOver,
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
    /// The resignation stored with the moves cannot be (a seat not at the table, every seat, or
    /// after the end of the game).
    BadResignation,
    /// A game by link with dice: the roll at this ply has no seed (its shares are missing).
    Unsettled {
        ply: usize,
    },
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
            ReplayError::BadResignation => write!(f, "the recorded resignation is not possible"),
            ReplayError::Unsettled { ply } => write!(f, "the roll of move {} is not settled", n(ply)),
        }
    }
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
            MatchError::BadResignation => ReplayError::BadResignation,
            MatchError::Unsettled { ply } => ReplayError::Unsettled { ply },
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

/// Rebuilds an [`AnyMatch`] of the visited game from stored indices, its chance actions drawing
/// from the given seeds (a game by link with dice).
struct FromIndicesSettled<'a> {
    options_json: &'a str,
    seed: u64,
    rules_version: u32,
    indices: &'a [u32],
    seeds: Vec<u64>,
}

impl GameVisitor for FromIndicesSettled<'_> {
    type Output = Result<AnyMatch, LoadError>;
    fn visit<G: RegisteredGame>(self) -> Self::Output {
        let options = prepare::<G>(self.options_json, self.rules_version)?;
        Match::<G>::from_indices_settled(&options, self.seed, self.rules_version, self.indices, self.seeds)
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
    /// A game by link with dice: each roll's seed ([`Match::decode_actions_settled`]).
    seeds: Option<Vec<u64>>,
}

impl GameVisitor for Decode<'_> {
    type Output = Result<AnyMatch, LoadError>;
    fn visit<G: RegisteredGame>(self) -> Self::Output {
        let options = prepare::<G>(self.options_json, self.rules_version)?;
        Match::<G>::decode_actions_settled(&options, self.seed, self.rules_version, self.count, self.bytes, self.seeds)
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

    /// [`AnyMatch::from_indices`] for a game by link with dice: the `k`-th chance action draws
    /// from `seeds[k]` (see [`Match::settle_chance`]).
    pub fn from_indices_settled(
        kind: GameKind,
        options_json: &str,
        seed: u64,
        rules_version: u32,
        indices: &[u32],
        seeds: Vec<u64>,
    ) -> Result<AnyMatch, LoadError> {
        kind.visit(FromIndicesSettled { options_json, seed, rules_version, indices, seeds })
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
        kind.visit(Decode { options_json, seed, rules_version, count, bytes, seeds: None })
    }

    /// [`AnyMatch::decode`] for a game by link with dice: the `k`-th roll draws from `seeds[k]`.
    pub fn decode_settled(
        kind: GameKind,
        options_json: &str,
        seed: u64,
        rules_version: u32,
        count: usize,
        bytes: &[u8],
        seeds: Vec<u64>,
    ) -> Result<AnyMatch, LoadError> {
        kind.visit(Decode { options_json, seed, rules_version, count, bytes, seeds: Some(seeds) })
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
    pub fn options_value(&self) -> serde_json::Value {
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
    /// [`AnyMatch::position_text`] of the current position as `viewer` may see it.
    pub fn position_text_for(&self, viewer: Option<Seat>) -> String {
        each_match!(self, m => m.current().redacted(viewer).position_text())
    }
    pub fn seat_count(&self) -> usize {
        each_match!(self, m => m.current().seat_count())
    }
    /// The seat that decides next; `None` once the game is over or somebody resigned.
    pub fn to_move(&self) -> Option<Seat> {
        each_match!(self, m => m.to_move())
    }
    /// Who is to move after `ply` actions (nobody at the last one once somebody resigned).
    pub fn to_move_at(&self, ply: usize) -> Option<Seat> {
        if ply >= self.ply() && !self.resigned().is_empty() {
            return None;
        }
        each_match!(self, m => m.state_at(ply).to_move())
    }
    pub fn turn_number(&self) -> u32 {
        each_match!(self, m => m.current().turn_number())
    }
    /// How the game ended: by its rules or by a resignation ([`Match::outcome`]).
    pub fn outcome(&self) -> Option<Outcome> {
        each_match!(self, m => m.outcome())
    }
    /// The seats that resigned (empty: nobody has).
    pub fn resigned(&self) -> &[Seat] {
        each_match!(self, m => m.resigned())
    }
    /// `seats` resign together, ending the game ([`Match::resign`]); refused, with the game
    /// unchanged, when it is already over or the seats cannot resign.
    pub fn resign(&mut self, seats: &[Seat]) -> Result<(), PlayError> {
        each_match!(self, m => m.resign(seats).map_err(|_| PlayError::GameOver))
    }
    /// [`AnyMatch::resign`] for stored games (a save or a link): a resignation that cannot be is
    /// a replay error, like a move that does not fit.
    pub fn restore_resignation(&mut self, seats: &[Seat]) -> Result<(), LoadError> {
        if seats.is_empty() {
            return Ok(());
        }
        each_match!(self, m => m.resign(seats).map_err(|_| LoadError::Replay(ReplayError::BadResignation)))
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
    /// Why this game cannot be played by link, or `None` when it can.
    pub fn link_play_limit(&self) -> Option<Msg> {
        fn limit<G: RegisteredGame>(m: &Match<G>) -> Option<Msg> {
            G::link_play_limit(m.options())
        }
        each_match!(self, m => limit(m))
    }
    /// Play by link: whether an action of `plies` is hidden from `viewer` (see [`Match::hides_any`]).
    pub fn hides_any(&self, plies: std::ops::Range<usize>, viewer: Seat) -> bool {
        each_match!(self, m => m.hides_any(plies, viewer))
    }
    /// Play by link: what stands in for the actions `plies` on `viewer`'s device (see
    /// [`Match::stand_in`]).
    pub fn stand_in(&self, plies: std::ops::Range<usize>, viewer: Seat) -> Option<Vec<u32>> {
        each_match!(self, m => m.stand_in(plies, viewer))
    }
    /// Play by link: whether playing the action at `index` now ends the game's hidden
    /// information (Fortaleza's second end of deployment starts the battle).
    pub fn index_ends_hidden_information(&self, index: usize) -> bool {
        fn ends<G: InAnyMatch>(m: &Match<G>, index: usize) -> bool {
            // Only a game that hides actions ever holds a move back (see `crate::remote`).
            if !G::HIDES_ACTIONS {
                return false;
            }
            let now = m.current();
            let legal = crate::core::legal_vec(now);
            let Some(&action) = legal.get(index) else { return false };
            let mut next = now.clone();
            next.play_unchecked(action);
            now.has_hidden_information() && !next.has_hidden_information()
        }
        each_match!(self, m => ends(m, index))
    }
    /// Play by link: whether the game ever throws chance ([`Game::HAS_CHANCE`]).
    pub fn has_chance(&self) -> bool {
        fn chance<G: InAnyMatch>(_: &Match<G>) -> bool {
            G::HAS_CHANCE
        }
        each_match!(self, m => chance(m))
    }
    /// Play by link: how many chance actions have been played.
    pub fn chance_count(&self) -> usize {
        each_match!(self, m => m.chance_count())
    }
    /// Play by link: whether the action at `index` of the current legal list throws chance.
    pub fn index_is_chance(&self, index: usize) -> bool {
        fn chance<G: InAnyMatch>(m: &Match<G>, index: usize) -> bool {
            G::HAS_CHANCE && crate::core::legal_vec(m.current()).get(index).is_some_and(|&a| m.current().is_chance(a))
        }
        each_match!(self, m => chance(m, index))
    }
    /// Play by link: whether the seat to move has nothing to do but throw chance (the only
    /// legal action is a roll), so the roll is decided before anyone could choose otherwise.
    pub fn chance_is_forced(&self) -> bool {
        self.legal_count() == 1 && self.index_is_chance(0)
    }
    /// Play by link: the `k`-th chance action draws from `seeds[k]` from now on.
    pub fn settle_chance(&mut self, seeds: Vec<u64>) {
        each_match!(self, m => m.settle_chance(seeds))
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

impl Localize for PlayError {
    fn msg(&self) -> Msg {
        match self {
            PlayError::GameOver => Msg::new("error-game-over"),
            PlayError::Illegal(rule) => rule.msg(),
            PlayError::NoSuchChoice { index, choices } => {
                Msg::new("error-no-such-choice").arg("number", ordinal(*index)).arg("choices", *choices)
            }
            PlayError::WrongGame => Msg::new("error-wrong-game"),
        }
    }
}

macro_rules! rule_error_messages {
    ($d:tt $($variant:ident => $ty:ty),* $(,)?) => {
        impl Localize for RuleError {
            /// Each game's own words for its rule errors ([`crate::registry::RegisteredGame::rule_error_msg`]).
            fn msg(&self) -> Msg {
                match self {
                    $(RuleError::$variant(e) => <$ty as crate::registry::RegisteredGame>::rule_error_msg(e),)*
                }
            }
        }
    };
}
crate::each_game!(rule_error_messages);

impl Localize for ReplayError {
    fn msg(&self) -> Msg {
        match self {
            ReplayError::PastTheEnd => Msg::new("replay-past-the-end"),
            ReplayError::Illegal(rule) => Msg::new("replay-illegal").arg("rule", rule.msg()),
            // The player is told where the moves stop fitting, not the list's internal numbers
            // (kept in the error, and in its English `Display`, for diagnosis).
            ReplayError::BadIndex { ply, .. } => Msg::new("replay-bad-index").arg("move", ordinal(*ply)),
            ReplayError::Truncated { ply } => Msg::new("replay-truncated").arg("move", ordinal(*ply)),
            ReplayError::TrailingData => Msg::new("replay-trailing-data"),
            ReplayError::BadResignation => Msg::new("replay-bad-resignation"),
            ReplayError::Unsettled { ply } => Msg::new("replay-unsettled").arg("move", ordinal(*ply)),
        }
    }
}

impl Localize for LoadError {
    fn msg(&self) -> Msg {
        match self {
            LoadError::UnreadableOptions(problem) => Msg::new("load-unreadable-options").arg("problem", problem.msg()),
            LoadError::Options(e) => e.msg(),
            LoadError::RulesVersion { game, made, current } => {
                Msg::new(if made < current { "load-older-rules" } else { "load-newer-rules" })
                    .arg("game", game.name())
                    .arg("made", *made)
                    .arg("current", *current)
            }
            // Already a player's sentence ("the moves no longer fit the game (move 12)").
            LoadError::Replay(e) => e.msg(),
        }
    }
}
