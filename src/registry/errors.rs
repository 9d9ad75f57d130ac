//! The typed errors of playing and replaying any game ([`PlayError`], [`ReplayError`],
//! [`LoadError`]; each game's own rule error is [`RuleError`]) and their messages in the
//! player's words.

use super::any_match::InAnyMatch;
use super::{GameKind, RuleError};
use crate::core::data::DataError;
use crate::core::msg::{ordinal, Localize};
use crate::core::{MatchError, Msg, OptionsError};

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
    /// A game by link with secret decks: they cannot be dealt as its record says.
    NotDealt,
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
            ReplayError::NotDealt => write!(f, "the secret decks cannot be dealt"),
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

    pub(super) fn from_match<G: InAnyMatch>(e: MatchError<G::Error>) -> LoadError {
        LoadError::Replay(match e {
            MatchError::Options(o) => return LoadError::Options(o),
            MatchError::GameOver => ReplayError::PastTheEnd,
            MatchError::Illegal(rule) => ReplayError::Illegal(G::rule_error(rule)),
            MatchError::BadIndex { ply, index, choices } => ReplayError::BadIndex { ply, index, choices },
            MatchError::Truncated { ply } => ReplayError::Truncated { ply },
            MatchError::TrailingData => ReplayError::TrailingData,
            MatchError::BadResignation => ReplayError::BadResignation,
            MatchError::Unsettled { ply } => ReplayError::Unsettled { ply },
            MatchError::NotDealt => ReplayError::NotDealt,
        })
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
    ($d:tt $($game:ident: $krate:ident::$variant:ident),* $(,)?) => {
        impl Localize for RuleError {
            /// Each game's own words for its rule errors ([`crate::registry::RegisteredGame::rule_error_msg`]).
            fn msg(&self) -> Msg {
                match self {
                    $(RuleError::$variant(e) => <$krate::$variant as crate::registry::RegisteredGame>::rule_error_msg(e),)*
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
            ReplayError::NotDealt => Msg::new("replay-not-dealt"),
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
