//! A game at its table: who plays each seat ([`SeatSetup`]), and the saved game
//! ([`SavedGame`]) the shell stores and lists. The game itself is an
//! [`AnyMatch`](crate::registry::AnyMatch).

use crate::core::data::{read_json, DataError, WriteError};
use crate::core::msg::{Localize, Msg};
use crate::core::{Outcome, Seat};
use crate::registry::{AnyMatch, AnyOptions, GameKind, LoadError};
use crate::remote::Remote;
use serde::{Deserialize, Serialize};

pub use crate::seats::{is_human_seat, PlayerKind, SeatSetup};

/// Which of a game's names the app gave rather than a player typed: those are shown in the
/// language on screen, and worded again when it changes (a German "Du gegen Bot (Blau)" reads
/// "Вы против Бот (синий)" on a Russian screen); names a player typed stay as typed. Stored
/// as `{"seats":3,"title":"Players"}`; a save without it (all typed, or older than it) keeps
/// its names as they are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefaultNames {
    /// Bit `i` set: seat `i`'s name is the one the new-game screen gives that seat.
    #[serde(default)]
    pub seats: u8,
    #[serde(default)]
    pub title: DefaultTitle,
}

impl DefaultNames {
    /// Nothing is a default: every name as typed.
    pub fn is_none(&self) -> bool {
        *self == DefaultNames::default()
    }

    pub fn seat(&self, seat: usize) -> bool {
        seat < 8 && self.seats & (1 << seat) != 0
    }
}

/// Where a game's title comes from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DefaultTitle {
    /// Typed by the player (a rename), or from before titles were worded again: kept as it is.
    #[default]
    Typed,
    /// The game and its players ("Torri · You vs Bot (Blue)"), as the new-game screen names it.
    Players,
    /// The same, marked as opened from a link ("… · from a link"), so it is told apart from the
    /// game the link was made from.
    FromLink,
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
/// except `rules` and `resigned`; unknown fields are ignored.
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
    /// The seats that resigned, ending the game (`Match::resign`); absent while nobody has, so
    /// the saves of games nobody resigned are written as before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub resigned: Vec<Seat>,
    pub seats: Vec<SeatSetup>,
    pub title: String,
    /// Milliseconds since the epoch.
    pub created: f64,
    pub updated: f64,
    /// The names the app gave (absent when there are none: every save before it existed).
    #[serde(default, skip_serializing_if = "DefaultNames::is_none")]
    pub defaults: DefaultNames,
    /// A game by link: what this device keeps of it ([`Remote`]: which device owns each seat,
    /// commitments, secrets, dice shares). Absent from every other game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remote: Option<Remote>,
    /// A game by link: where the game stood when its player last sent (or copied) its link.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link_sent: Option<LinkSent>,
}

/// Where a game by link stood when its link was sent: the plies this device holds and the plies
/// every device had seen. A link sent there is not asked for again until either moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LinkSent {
    pub ply: u32,
    pub synced: u32,
}

impl LinkSent {
    /// The mark of `game` as it stands, played here as `remote`.
    pub fn of(remote: &Remote, game: &AnyMatch) -> LinkSent {
        LinkSent { ply: game.ply() as u32, synced: remote.synced }
    }
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
    pub fn capture(
        game: &AnyMatch,
        seats: &[SeatSetup],
        title: &str,
        created: f64,
        now: f64,
    ) -> Result<SavedGame, WriteError> {
        Ok(SavedGame {
            format: SAVE_FORMAT,
            game: game.kind().id().to_string(),
            rules: game.rules_version(),
            options: game.options_value()?,
            seed: game.seed(),
            actions: game.action_indices(),
            resigned: game.resigned().to_vec(),
            seats: seats.to_vec(),
            title: title.to_string(),
            created,
            updated: now,
            defaults: DefaultNames::default(),
            remote: None,
            link_sent: None,
        })
    }

    /// The same save of a game by link, with this device's record of it and where the game
    /// stood when its link was last sent.
    pub fn with_remote(mut self, remote: Option<Remote>, link_sent: Option<LinkSent>) -> SavedGame {
        self.remote = remote;
        self.link_sent = link_sent;
        self
    }

    /// The same save, recording which names the app gave.
    pub fn with_defaults(mut self, defaults: DefaultNames) -> SavedGame {
        self.defaults = defaults;
        self
    }

    /// Whether `other` is this game: the same game, rules, options, seed, moves and resignation,
    /// with the same humans and bots in the seats (their names may be worded in another
    /// language). Opening a link of a game kept here finds it so.
    pub fn is_same_game(&self, other: &SavedGame) -> bool {
        let kinds = |s: &SavedGame| s.seats.iter().map(|x| x.kind).collect::<Vec<_>>();
        (&self.game, self.rules, &self.options, self.seed, &self.actions, &self.resigned)
            == (&other.game, other.rules, &other.options, other.seed, &other.actions, &other.resigned)
            && kinds(self) == kinds(other)
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
        let options =
            AnyOptions::from_json_under(kind, &saved.options.to_string(), saved.rules).map_err(SaveError::Load)?;
        // A game by link with dice rolls from both devices' shares: the rolls whose shares are
        // known here replay, and the next one waits for its shares.
        let chance_seeds = saved.remote.as_ref().filter(|r| r.chain.is_some()).map(Remote::known_seeds);
        let mut game = match chance_seeds {
            Some(seeds) => {
                let mut game =
                    AnyMatch::from_indices_settled(&options, saved.seed, saved.rules, &saved.actions, seeds.clone())
                        .map_err(SaveError::Load)?;
                game.settle_chance(seeds);
                game
            }
            // A game by link with secret decks: this device's own decks dealt from its secret,
            // the others' unseen.
            None => match saved.remote.as_ref().and_then(Remote::deck_seeds) {
                Some(decks) => AnyMatch::from_indices_dealt(&options, saved.seed, saved.rules, &decks, &saved.actions),
                None => AnyMatch::from_indices(&options, saved.seed, saved.rules, &saved.actions),
            }
            .map_err(SaveError::Load)?,
        };
        game.restore_resignation(&saved.resigned).map_err(SaveError::Load)?;
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
    /// A game by link still going on: whose move it is as this device sees it.
    pub link: Option<LinkStatus>,
}

/// Where a game by link stands on this device: what its player is to do next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LinkStatus {
    /// A seat played here is to move.
    YourTurn,
    /// This device has moves (or a die's share) the others have not seen: its link is to be sent.
    SendLink,
    /// Another device is to play `seat`: its link is awaited.
    Waiting { seat: Seat },
    /// A link from the device playing `seat` broke the protocol (a hidden move that did not match
    /// its commitment, a die share that did not hold): that seat forfeited and the game stopped.
    Forfeited { seat: Seat },
    /// The game is over here, and the link that shows its end to the others has been sent.
    Ended,
}

impl LinkStatus {
    /// Where `game`, played here as `remote`, stands; `None` once it is over (and its last
    /// link sent). `sent`: where it stood when its link was last sent.
    pub fn of(remote: &Remote, game: &AnyMatch, sent: Option<LinkSent>) -> Option<LinkStatus> {
        if let Some(seat) = remote.forfeit {
            return Some(LinkStatus::Forfeited { seat });
        }
        let news = remote.has_news(game) && sent != Some(LinkSent::of(remote, game));
        if game.outcome().is_some() {
            return match (remote.has_news(game), news) {
                (false, _) => None,
                (true, true) => Some(LinkStatus::SendLink),
                (true, false) => Some(LinkStatus::Ended),
            };
        }
        if remote.may_act(game) {
            return Some(LinkStatus::YourTurn);
        }
        if news {
            return Some(LinkStatus::SendLink);
        }
        // The seat to move, or (a move held for the other device to play) the first seat that
        // is not played here.
        let seat = game
            .to_move()
            .filter(|&s| !remote.owns(s))
            .or_else(|| (0..remote.owners.len() as Seat).find(|&s| !remote.owns(s)))?;
        Some(LinkStatus::Waiting { seat })
    }
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
            let (content, outcome, link) = match SavedGame::restore(&raw) {
                Ok((saved, game)) => {
                    // A finished game says how it ended instead.
                    let link = saved.remote.as_ref().and_then(|r| LinkStatus::of(r, &game, saved.link_sent));
                    let link = link.filter(|s| *s != LinkStatus::Ended);
                    (Ok(saved), game.outcome(), link)
                }
                Err(problem) => {
                    let game = match &problem {
                        SaveError::Unreadable { game, .. } => *game,
                        _ => named_game(&raw),
                    };
                    (Err(DamagedSave { raw, problem, game }), None, None)
                }
            };
            SaveEntry { id, content, outcome, link }
        })
        .collect();
    entries.sort_by(|a, b| match (&a.content, &b.content) {
        (Ok(x), Ok(y)) => y.updated.total_cmp(&x.updated),
        (Ok(_), Err(_)) => std::cmp::Ordering::Less,
        (Err(_), Ok(_)) => std::cmp::Ordering::Greater,
        (Err(_), Err(_)) => a.id.cmp(&b.id),
    });
    entries
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
