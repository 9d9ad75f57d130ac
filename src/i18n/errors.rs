//! The typed errors of rules, replays, saves and links as messages. Their `Display` (English)
//! stays for logs and native tools; the screens show these. A nested error becomes an argument
//! that is itself a message, so each language writes whole sentences around it.

use super::Msg;
use crate::core::OptionsError;
use crate::session::{DataError, DataProblem, LoadError, PlayError, ReplayError, RuleError, SaveError};
use crate::share::{FieldProblem, LinkField, ShareError};

/// A value the player can be told about, in any language.
pub trait Localize {
    fn msg(&self) -> Msg;
}

/// Counting from one. Forged numbers must not overflow.
fn ordinal(zero_based: usize) -> u64 {
    (zero_based as u64).saturating_add(1)
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
            /// Each game's own words for its rule errors ([`crate::games::RegisteredGame::rule_error_msg`]).
            fn msg(&self) -> Msg {
                match self {
                    $(RuleError::$variant(e) => <$ty as crate::games::RegisteredGame>::rule_error_msg(e),)*
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
        }
    }
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

impl Localize for DataError {
    fn msg(&self) -> Msg {
        Msg::new(match self.problem {
            DataProblem::Garbled => "data-garbled",
            DataProblem::CutShort => "data-cut-short",
            DataProblem::WrongContent => "data-wrong-content",
        })
        .arg("line", self.line)
        .arg("column", self.column)
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

impl Localize for SaveError {
    fn msg(&self) -> Msg {
        match self {
            SaveError::Unreadable { game: Some(game), problem } => {
                Msg::new("save-unreadable-game").arg("game", game.name()).arg("problem", problem.msg())
            }
            SaveError::Unreadable { game: None, problem } => Msg::new("save-unreadable").arg("problem", problem.msg()),
            SaveError::UnknownFormat(v) => Msg::new("save-unknown-format").arg("version", *v),
            SaveError::UnknownGame(id) => {
                Msg::new("save-unknown-game").arg("game", id.chars().take(20).collect::<String>())
            }
            SaveError::SeatCount { recorded, needed } => {
                Msg::new("save-seat-count").arg("recorded", *recorded).arg("needed", *needed)
            }
            SaveError::Load(e) => e.msg(),
        }
    }
}

impl Localize for LinkField {
    fn msg(&self) -> Msg {
        Msg::new(match self {
            LinkField::Game => "link-field-game",
            LinkField::Format => "link-field-format",
            LinkField::Rules => "link-field-rules",
            LinkField::Seed => "link-field-seed",
            LinkField::Options => "link-field-options",
            LinkField::Count => "link-field-count",
            LinkField::Actions => "link-field-actions",
            LinkField::Check => "link-field-check",
            LinkField::Ply => "link-field-ply",
            LinkField::Seats => "link-field-seats",
        })
    }
}

impl Localize for FieldProblem {
    fn msg(&self) -> Msg {
        Msg::new(match self {
            FieldProblem::NotANumber => "link-problem-not-a-number",
            FieldProblem::NotBase64 => "link-problem-not-base64",
            FieldProblem::NotText => "link-problem-not-text",
            FieldProblem::ImplausiblyLarge => "link-problem-too-large",
            FieldProblem::PastTheLastMove => "link-problem-past-the-end",
            FieldProblem::NotAPlayerList => "link-problem-not-players",
            FieldProblem::WrongPlayerCount => "link-problem-player-count",
            FieldProblem::BadPlayerName => "link-problem-player-name",
            FieldProblem::UnknownPlayerKind => "link-problem-player-kind",
        })
    }
}

impl Localize for ShareError {
    fn msg(&self) -> Msg {
        match self {
            ShareError::NotAGameLink => Msg::new("link-not-a-game"),
            ShareError::Missing(field) => Msg::new("link-missing").arg("field", field.msg()),
            ShareError::UnknownGame(id) => Msg::new("link-unknown-game").arg("game", id.as_str()),
            ShareError::UnsupportedVersion(v) => Msg::new("link-other-version").arg("version", v.as_str()),
            ShareError::Malformed { field, problem } => {
                Msg::new("link-damaged-field").arg("field", field.msg()).arg("problem", problem.msg())
            }
            ShareError::Altered => Msg::new("link-altered"),
            ShareError::Load(e) if e.is_other_rules_version() => Msg::new("link-other-rules").arg("reason", e.msg()),
            ShareError::Load(LoadError::Replay(e)) => Msg::new("link-illegal-moves").arg("reason", e.msg()),
            ShareError::Load(e) => Msg::new("link-damaged").arg("reason", e.msg()),
        }
    }
}
