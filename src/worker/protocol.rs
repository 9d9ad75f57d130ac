//! The messages between the page and the bots' web worker, as serde types written as JSON.
//!
//! The page asks for a decision with the game as this device holds it ([`GameRecord`]: kind,
//! rules version, options, seed and every action; in a game by link also the rolls' seeds and
//! how this device deals the secret decks), the seat to decide for, the level and which seats
//! bots play; the worker answers with its progress and finally the index of the chosen action
//! in the legal list, or, at a table of one human and bots that all cannot win any more, that
//! the bots resign ([`crate::bot::concede`]). For a finished game the page may ask for a review
//! of one seat's decisions ([`Request::Review`]); the worker answers after each decision with
//! what it found ([`Reply::Reviewed`]). Every request carries an id; a newer request (or a
//! stop) makes the worker drop an older search, and the page ignores answers to requests it no
//! longer waits for.
//!
//! In a game by link the page adds the device's private seed for the decision
//! ([`crate::bot::BotRandomness::Private`]): the game's seed is in every link of the game, so
//! the bot must not draw from it alone. The record holds nothing the device may not see: the
//! other devices' decks are unseen in it, and the bot deals them from what is public.

use crate::bot::review::Judgement;
use crate::bot::Level;
use crate::core::data::WriteError;
use crate::core::Seat;
use crate::registry::{AnyMatch, AnyOptions, GameKind, LoadError};
use serde::{Deserialize, Serialize};

/// What the page asks the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "ask", rename_all = "lowercase")]
pub enum Request {
    /// Decide for `seat` in `game` at `level`. `keep` lets a bot that reuses its tree keep this
    /// search for its next decision in the same turn (moves, not hints). `bots`: the seats bots
    /// play, one bit each (bit `s` for seat `s`), for the table rule of resigning. `private`:
    /// the device's own seed for this seat in a game by link (module docs).
    Decide { id: u32, seat: Seat, level: Level, keep: bool, bots: u8, private: Option<u64>, game: GameRecord },
    /// Review every decision of `seat` in `game`, a finished game ([`crate::bot::review`]): each
    /// judged on what that seat could see then, with the game's review search
    /// ([`crate::bot::review_config`]).
    Review { id: u32, seat: Seat, game: GameRecord },
    /// Drop whatever search is running.
    Stop { id: u32 },
}

/// A game exactly as this device holds it, to be replayed in the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The game's id ([`GameKind::id`]).
    pub game: String,
    pub rules: u32,
    pub options: String,
    pub seed: u64,
    /// Every action, as its index in the legal list.
    pub actions: Vec<u32>,
    /// A game by link with dice: the seed of each roll whose shares are known
    /// ([`AnyMatch::settle_chance`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chance: Option<Vec<u64>>,
    /// A game by link with secret decks: how this device deals them
    /// ([`AnyMatch::deal_secret_decks`]: its own seats' decks, the others unseen).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decks: Option<Vec<Option<u64>>>,
}

impl GameRecord {
    /// `game` as the worker is to replay it; `chance` and `decks` as the device's record of a
    /// game by link says ([`crate::remote::Remote::known_seeds`], [`crate::remote::Remote::deck_seeds`]).
    pub fn of(
        game: &AnyMatch,
        chance: Option<Vec<u64>>,
        decks: Option<Vec<Option<u64>>>,
    ) -> Result<GameRecord, WriteError> {
        Ok(GameRecord {
            game: game.kind().id().to_string(),
            rules: game.rules_version(),
            options: game.options_json()?,
            seed: game.seed(),
            actions: game.action_indices(),
            chance,
            decks,
        })
    }

    /// The game replayed; `None` for a game this build does not know.
    pub fn replay(&self) -> Option<Result<AnyMatch, LoadError>> {
        let kind = GameKind::from_id(&self.game)?;
        let (seed, rules, actions) = (self.seed, self.rules, &self.actions);
        let options = match AnyOptions::from_json_under(kind, &self.options, rules) {
            Ok(options) => options,
            Err(e) => return Some(Err(e)),
        };
        let options = &options;
        Some(match (&self.chance, &self.decks) {
            (Some(seeds), _) => {
                AnyMatch::from_indices_settled(options, seed, rules, actions, seeds.clone()).map(|mut game| {
                    // The next roll waits for its shares, as on the page.
                    game.settle_chance(seeds.clone());
                    game
                })
            }
            (None, Some(decks)) => AnyMatch::from_indices_dealt(options, seed, rules, decks, actions),
            (None, None) => AnyMatch::from_indices(options, seed, rules, actions),
        })
    }
}

/// What the worker tells the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "say", rename_all = "lowercase")]
pub enum Reply {
    /// Loaded and listening (messages sent before this would be lost).
    Ready,
    /// Search progress of request `id`, in thousandths.
    Progress { id: u32, per_mille: u16 },
    /// Request `id` chose the legal action at `index`.
    Done { id: u32, index: u32 },
    /// Request `id` could not be answered (an unreadable game, no legal action).
    Failed { id: u32 },
    /// Request `id` (a move): the bots resign instead, every one of them (the table rule).
    Resign { id: u32 },
    /// Request `id` (a review) has gone through `done` of the seat's `total` decisions; this is
    /// what it says of the last one (`None`: a decision not judged, with a single choice).
    Reviewed { id: u32, done: u32, total: u32, decision: Option<ReviewedMove> },
}

/// What a review says of one decision ([`crate::bot::review::DecisionReview`]), its actions as
/// indices in the legal list of the position before it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewedMove {
    /// The number of actions played before it.
    pub ply: u32,
    pub played: u32,
    /// The better action (the one played when nothing was better).
    pub best: u32,
    /// The seat's share of the win after the action played, and after the best one, in
    /// thousandths (whole numbers: the page shows whole percentages).
    pub played_value: u16,
    pub best_value: u16,
    pub judgement: Option<Judgement>,
}

/// A share of the win (`0..1`) in thousandths.
pub fn per_mille(share: f32) -> u16 {
    (share.clamp(0.0, 1.0) * 1000.0).round() as u16
}

impl Request {
    pub fn id(&self) -> u32 {
        match self {
            Request::Decide { id, .. } | Request::Review { id, .. } | Request::Stop { id } => *id,
        }
    }

    /// The request as the worker reads it.
    pub fn to_text(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string(self)
    }

    /// A request read back; `None` for anything else.
    pub fn parse(text: &str) -> Option<Request> {
        serde_json::from_str(text).ok()
    }
}

impl Reply {
    /// The reply as the page reads it.
    pub fn to_text(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string(self)
    }

    /// A reply read back; `None` for anything else.
    pub fn parse(text: &str) -> Option<Reply> {
        serde_json::from_str(text).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(game: &str) -> GameRecord {
        GameRecord {
            game: game.into(),
            rules: 2,
            options: r#"{"a b":1}"#.into(),
            seed: u64::MAX,
            actions: vec![0, 7, 812],
            chance: None,
            decks: None,
        }
    }

    #[test]
    fn requests_and_replies_read_back_as_written() {
        let requests = [
            Request::Decide {
                id: 7,
                seat: 1,
                level: Level::Hard,
                keep: true,
                bots: 2,
                private: None,
                game: record("torres"),
            },
            Request::Decide {
                id: 0,
                seat: 3,
                level: Level::Easy,
                keep: false,
                bots: 0b1110,
                private: Some(u64::MAX),
                game: GameRecord { chance: Some(vec![1, u64::MAX]), ..record("torri") },
            },
            Request::Decide {
                id: 9,
                seat: 1,
                level: Level::Normal,
                keep: true,
                bots: 2,
                private: Some(0),
                game: GameRecord { decks: Some(vec![Some(3), None]), ..record("torres") },
            },
            Request::Review { id: 2, seat: 1, game: record("fortaleza") },
            Request::Stop { id: u32::MAX },
        ];
        for r in requests {
            assert_eq!(Request::parse(&r.to_text().expect("written")), Some(r));
        }
        let replies = [
            Reply::Ready,
            Reply::Progress { id: 3, per_mille: 999 },
            Reply::Done { id: 4, index: 812 },
            Reply::Failed { id: 5 },
            Reply::Resign { id: 6 },
            Reply::Reviewed { id: 7, done: 3, total: 150, decision: None },
            Reply::Reviewed {
                id: 8,
                done: 150,
                total: 150,
                decision: Some(ReviewedMove {
                    ply: 411,
                    played: 3,
                    best: 0,
                    played_value: 125,
                    best_value: 1000,
                    judgement: Some(Judgement::Blunder),
                }),
            },
        ];
        for r in replies {
            assert_eq!(Reply::parse(&r.to_text().expect("written")), Some(r));
        }
    }

    #[test]
    fn garbled_messages_are_refused() {
        for text in [
            "",
            "1 stop",
            r#"{"ask":"jump","id":1}"#,
            r#"{"ask":"decide","id":1,"seat":0,"level":"expert","keep":true,"bots":2,"private":null}"#,
            r#"{"ask":"stop","id":-1}"#,
        ] {
            assert_eq!(Request::parse(text), None, "{text}");
        }
        for text in ["", "ready", r#"{"say":"progress","id":1,"per_mille":70000}"#, r#"{"say":"done","id":1}"#] {
            assert_eq!(Reply::parse(text), None, "{text}");
        }
    }

    #[test]
    fn a_record_replays_the_game_exactly_as_the_device_holds_it() {
        let mut game =
            AnyMatch::new(&AnyOptions::from_json(GameKind::Torres, r#"{"players":2}"#).expect("options JSON"), 5)
                .expect("options");
        game.deal_secret_decks(&[Some(9), None]).expect("dealt");
        for _ in 0..60 {
            let Some(_) = game.to_move() else { break };
            game.play_index(0).expect("legal");
        }
        let record = GameRecord::of(&game, None, Some(vec![Some(9), None])).expect("written");
        let replayed = record.replay().expect("a known game").expect("replays");
        assert_eq!(replayed.position_text(), game.position_text());
        assert!(GameRecord { game: "chess".into(), ..record }.replay().is_none());
    }
}
