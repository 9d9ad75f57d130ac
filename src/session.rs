//! A game of any kind with its seats: what the shell, saves and links work with.
//!
//! [`AnyMatch`] wraps a [`Match`] of each game (the way shakmaty's `VariantPosition` wraps its
//! variants), so everything game-independent — history, undo, saves, links, charts — is written
//! once. Game-specific screens match on it to reach the typed engine.

use crate::bot::Level;
use crate::core::{Effect, Game, Match, MatchError, Outcome, Seat};
use crate::games::torres::Torres;
use crate::games::torri::Torri;
use crate::games::GameKind;
use serde::{Deserialize, Serialize};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayerKind {
    Human,
    Bot(Level),
}

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

#[derive(Clone, Debug)]
pub enum AnyMatch {
    Torres(Match<Torres>),
    Torri(Match<Torri>),
}

/// Why stored data (a save or a link) could not be turned back into a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    Options(String),
    Moves(String),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Options(why) => write!(f, "the game options are unreadable ({why})"),
            LoadError::Moves(why) => write!(f, "the moves do not replay ({why})"),
        }
    }
}

/// Runs `$body` with `$m` bound to the typed match, whatever the game.
macro_rules! each_match {
    ($value:expr, $m:ident => $body:expr) => {
        match $value {
            AnyMatch::Torres($m) => $body,
            AnyMatch::Torri($m) => $body,
        }
    };
}

fn moves_error<E: std::fmt::Display>(e: MatchError<E>) -> LoadError {
    match e {
        MatchError::Options(o) => LoadError::Options(o.0),
        other => LoadError::Moves(other.to_string()),
    }
}

fn parse_options<G: Game>(json: &str) -> Result<G::Options, LoadError> {
    serde_json::from_str(json).map_err(|e| LoadError::Options(e.to_string()))
}

impl AnyMatch {
    /// A new game from options given as JSON (the dialog's, a save's or a link's).
    pub fn new(kind: GameKind, options_json: &str, seed: u64) -> Result<AnyMatch, LoadError> {
        Self::from_indices(kind, options_json, seed, &[])
    }

    pub fn from_indices(kind: GameKind, options_json: &str, seed: u64, indices: &[u32]) -> Result<AnyMatch, LoadError> {
        Ok(match kind {
            GameKind::Torres => AnyMatch::Torres(
                Match::from_indices(&parse_options::<Torres>(options_json)?, seed, indices).map_err(moves_error)?,
            ),
            GameKind::Torri => AnyMatch::Torri(
                Match::from_indices(&parse_options::<Torri>(options_json)?, seed, indices).map_err(moves_error)?,
            ),
        })
    }

    pub fn decode(kind: GameKind, options_json: &str, seed: u64, count: usize, bytes: &[u8]) -> Result<AnyMatch, LoadError> {
        Ok(match kind {
            GameKind::Torres => AnyMatch::Torres(
                Match::decode_actions(&parse_options::<Torres>(options_json)?, seed, count, bytes).map_err(moves_error)?,
            ),
            GameKind::Torri => AnyMatch::Torri(
                Match::decode_actions(&parse_options::<Torri>(options_json)?, seed, count, bytes).map_err(moves_error)?,
            ),
        })
    }

    pub fn kind(&self) -> GameKind {
        match self {
            AnyMatch::Torres(_) => GameKind::Torres,
            AnyMatch::Torri(_) => GameKind::Torri,
        }
    }
    pub fn seed(&self) -> u64 {
        each_match!(self, m => m.seed())
    }
    pub fn options_json(&self) -> String {
        each_match!(self, m => serde_json::to_string(m.options()).unwrap_or_default())
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
    pub fn score_history(&self) -> Vec<Vec<i32>> {
        each_match!(self, m => m.score_history())
    }
    /// Plays the action at `index` of the current legal list (how bots' and stored moves arrive).
    pub fn play_index(&mut self, index: usize) -> Result<(), String> {
        each_match!(self, m => {
            let legal = crate::core::legal_vec(m.current());
            let action = *legal.get(index).ok_or_else(|| format!("no legal action number {index}"))?;
            m.play(action).map(|_| ()).map_err(|e| e.to_string())
        })
    }
}

/// Version of the save format below. Bump it, and keep reading older ones, when it changes.
pub const SAVE_FORMAT: u32 = 1;

/// One saved game as stored in the browser: enough to replay it exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub format: u32,
    pub game: String,
    pub options: serde_json::Value,
    pub seed: u64,
    pub actions: Vec<u32>,
    pub seats: Vec<SeatSetup>,
    pub title: String,
    /// Milliseconds since the epoch.
    pub created: f64,
    pub updated: f64,
}

impl SavedGame {
    pub fn capture(game: &AnyMatch, seats: &[SeatSetup], title: &str, created: f64, now: f64) -> SavedGame {
        SavedGame {
            format: SAVE_FORMAT,
            game: game.kind().id().to_string(),
            options: serde_json::from_str(&game.options_json()).unwrap_or(serde_json::Value::Null),
            seed: game.seed(),
            actions: game.action_indices(),
            seats: seats.to_vec(),
            title: title.to_string(),
            created,
            updated: now,
        }
    }

    /// Parses and replays stored text, or says clearly what is wrong with it.
    pub fn restore(text: &str) -> Result<(SavedGame, AnyMatch), String> {
        let saved: SavedGame = serde_json::from_str(text).map_err(|e| format!("unreadable save data ({e})"))?;
        if saved.format != SAVE_FORMAT {
            return Err(format!("saved by an unknown format version {}", saved.format));
        }
        let kind = GameKind::from_id(&saved.game).ok_or_else(|| format!("unknown game \"{}\"", saved.game))?;
        let game = AnyMatch::from_indices(kind, &saved.options.to_string(), saved.seed, &saved.actions)
            .map_err(|e| e.to_string())?;
        if saved.seats.len() != game.seat_count() {
            return Err(format!("{} seats recorded for a {}-player game", saved.seats.len(), game.seat_count()));
        }
        Ok((saved, game))
    }
}

/// Reaching the typed match of one game inside an [`AnyMatch`]: lets generic UI and bot code
/// work on `Match<G>` without a match statement per game.
pub trait InAnyMatch: Game {
    fn get(any: &AnyMatch) -> Option<&Match<Self>>;
    fn get_mut(any: &mut AnyMatch) -> Option<&mut Match<Self>>;
}

macro_rules! in_any_match {
    ($game:ty, $variant:ident) => {
        impl InAnyMatch for $game {
            fn get(any: &AnyMatch) -> Option<&Match<Self>> {
                match any {
                    AnyMatch::$variant(m) => Some(m),
                    _ => None,
                }
            }
            fn get_mut(any: &mut AnyMatch) -> Option<&mut Match<Self>> {
                match any {
                    AnyMatch::$variant(m) => Some(m),
                    _ => None,
                }
            }
        }
    };
}
in_any_match!(Torres, Torres);
in_any_match!(Torri, Torri);
