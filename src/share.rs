//! Share links: a whole game in the URL fragment (never sent to a server).
//!
//! Format (version 2, what Share writes), as `key=value` pairs joined by `&`:
//! `g=<game id>&v=2&r=<rules version>&s=<seed, base 36>&o=<options, JSON in base64url>&n=<action count>&a=<actions>&h=<seats>[&x=<resigned seats>]&c=<check>[&p=<ply>]`
//! where the actions are bit-packed indices into each position's legal-action list
//! ([`crate::core::codec`]), the seats are a JSON list of `[name, kind]` pairs in base64url
//! (`[["Anna","human"],["Blue bot","normal"]]`: kind `human` or a bot's level by its
//! [`Level::name`]), and `c` is a 24-bit checksum of everything before it, so an altered link is
//! refused instead of silently showing a different game. Decoding replays every action through
//! the rules, which validates it. `x` is there only when players resigned: their seat numbers, one
//! digit each (`x=1`), checked like the moves (`crate::core::game_match`, "Resigning").
//!
//! Version 1 is the same without `h`: the game alone ([`encode`] still writes it for the bots'
//! worker and the fixtures). Version-1 links open with default seats, as they always did; links
//! made before rules versions were recorded have no `r` and were made under rules version 1.

use crate::bot::Level;
use crate::core::codec::{from_base64url, to_base64url};
use crate::core::data::{write_json, WriteError};
use crate::core::msg::{Localize, Msg};
use crate::registry::{AnyMatch, AnyOptions, GameKind, LoadError};
use crate::seats::{PlayerKind, SeatSetup};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The format Share writes: the game and its seats.
pub const LINK_VERSION: u32 = 2;
/// The format of the game alone, without seats (still read, and written by [`encode`]).
pub const GAME_ONLY_VERSION: u32 = 1;
/// The longest seat name a link carries, in characters (the new-game screen's limit).
pub const MAX_NAME_CHARS: usize = 24;

/// A part of a link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkField {
    Game,
    Format,
    Rules,
    Seed,
    Options,
    Count,
    Actions,
    Check,
    Ply,
    /// The players: names and who plays each seat (version 2; version 3 adds each seat's device).
    Seats,
    /// A game by link's id (version 3, [`crate::remote`]).
    Id,
    /// A game by link's device of each seat.
    Owners,
    /// A game by link's open commitments.
    Commitments,
    /// A game by link's reveals.
    Reveals,
    /// A game by link's action left to the receiving device.
    Pending,
    /// A game by link with dice: the sender's share chain (head and latest share).
    Dice,
    /// A game by link with dice: the roll the sender waits to have settled (with secret decks:
    /// the card it waits to take).
    Roll,
    /// A game by link with secret decks: the sender's commitment, contribution and reveal.
    Decks,
    /// The seats that resigned (version 2, only when some did).
    Resigned,
    /// A game by link: the device that sent it.
    Sender,
}

impl LinkField {
    fn name(self) -> &'static str {
        match self {
            LinkField::Game => "game name",
            LinkField::Format => "format version",
            LinkField::Rules => "rules version",
            LinkField::Seed => "random seed",
            LinkField::Options => "game options",
            LinkField::Count => "move count",
            LinkField::Actions => "move list",
            LinkField::Check => "check code",
            LinkField::Ply => "position number",
            LinkField::Seats => "players",
            LinkField::Id => "game id",
            LinkField::Owners => "devices",
            LinkField::Commitments => "commitments",
            LinkField::Reveals => "reveals",
            LinkField::Pending => "pending move",
            LinkField::Dice => "dice shares",
            LinkField::Roll => "roll request",
            LinkField::Decks => "card decks",
            LinkField::Resigned => "resignation",
            LinkField::Sender => "sending device",
        }
    }
}

/// What is wrong with one part of a link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldProblem {
    NotANumber,
    NotBase64,
    NotText,
    ImplausiblyLarge,
    PastTheLastMove,
    /// The seats are not a list of `[name, kind]` pairs.
    NotAPlayerList,
    /// Not one player per seat of the game.
    WrongPlayerCount,
    /// A name is empty, longer than [`MAX_NAME_CHARS`] or holds control characters.
    BadPlayerName,
    /// A kind of player that is neither human nor a known bot level.
    UnknownPlayerKind,
}

impl fmt::Display for FieldProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FieldProblem::NotANumber => "is not a number",
            FieldProblem::NotBase64 => "is not valid base64",
            FieldProblem::NotText => "is not text",
            FieldProblem::ImplausiblyLarge => "is implausibly large",
            FieldProblem::PastTheLastMove => "points past the last move",
            FieldProblem::NotAPlayerList => "is not a list of players",
            FieldProblem::WrongPlayerCount => "does not name one player per seat",
            FieldProblem::BadPlayerName => "holds a name that is empty, too long or not plain text",
            FieldProblem::UnknownPlayerKind => "names an unknown kind of player",
        })
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum ShareError {
    /// The fragment is not a game link at all (e.g. empty).
    NotAGameLink,
    Missing(LinkField),
    UnknownGame(String),
    UnsupportedVersion(String),
    Malformed {
        field: LinkField,
        problem: FieldProblem,
    },
    /// The checksum does not match: the link was cut or altered.
    Altered,
    /// The options, the rules version or the moves do not make a game.
    Load(LoadError),
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::NotAGameLink => write!(f, "This link does not contain a game."),
            ShareError::Missing(field) => write!(f, "This game link is incomplete: its {} is missing.", field.name()),
            ShareError::UnknownGame(id) => write!(f, "This link is for a game we do not know (\"{id}\")."),
            ShareError::UnsupportedVersion(v) => {
                write!(f, "This link was made by a different version of Castellan (link format {v}).")
            }
            ShareError::Malformed { field, problem } => {
                write!(f, "This game link is damaged: its {} {problem}.", field.name())
            }
            ShareError::Altered => write!(f, "This game link was cut short or altered, so it cannot be trusted."),
            ShareError::Load(e) if e.is_other_rules_version() => write!(f, "This game link cannot be opened: {e}."),
            ShareError::Load(LoadError::Replay(e)) => write!(f, "The moves in this link are not legal: {e}."),
            ShareError::Load(e) => write!(f, "This game link is damaged: {e}."),
        }
    }
}

/// A decoded link: the game replayed, the ply it points at (if any) and its seats (links of
/// version 1 have none: the app gives them default seats).
#[derive(Debug)]
pub struct SharedGame {
    pub game: AnyMatch,
    pub ply: Option<usize>,
    pub seats: Option<Vec<SeatSetup>>,
}

/// The check code of a link body: FNV-1a, folded to 24 bits (4 base64url characters). Public so
/// that tests can forge links that pass it and reach the replay code.
pub fn checksum(text: &str) -> String {
    let mut h: u32 = 0x811C_9DC5;
    for b in text.bytes() {
        h ^= b as u32;
        h = h.wrapping_mul(0x0100_0193);
    }
    let folded = (h >> 24) ^ (h & 0x00FF_FFFF);
    to_base64url(&[(folded >> 16) as u8, (folded >> 8) as u8, folded as u8])
}

pub(crate) fn to_base36(mut n: u64) -> String {
    const DIGITS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// A link's fields as its fragment holds them: URL form encoding (`key=value` pairs joined by
/// `&`), in this order, each left out when absent. Every field is text here, so that reading a
/// link can name the one that is missing or damaged ([`ShareError`]): [`decode`] and
/// `remote::decode` read each into its type. The fields of a game by link (format 3,
/// [`crate::remote`]) are here too; the others' readers ignore them.
#[derive(Debug, Default, Serialize, Deserialize)]
pub(crate) struct Envelope {
    #[serde(rename = "g", skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    #[serde(rename = "v", skip_serializing_if = "Option::is_none")]
    pub format: Option<String>,
    #[serde(rename = "r", skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
    #[serde(rename = "s", skip_serializing_if = "Option::is_none")]
    pub seed: Option<String>,
    #[serde(rename = "o", skip_serializing_if = "Option::is_none")]
    pub options: Option<String>,
    #[serde(rename = "n", skip_serializing_if = "Option::is_none")]
    pub count: Option<String>,
    #[serde(rename = "a", skip_serializing_if = "Option::is_none")]
    pub actions: Option<String>,
    #[serde(rename = "i", skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    #[serde(rename = "f", skip_serializing_if = "Option::is_none")]
    pub sender: Option<String>,
    #[serde(rename = "h", skip_serializing_if = "Option::is_none")]
    pub seats: Option<String>,
    #[serde(rename = "w", skip_serializing_if = "Option::is_none")]
    pub owners: Option<String>,
    #[serde(rename = "k", skip_serializing_if = "Option::is_none")]
    pub commitments: Option<String>,
    #[serde(rename = "e", skip_serializing_if = "Option::is_none")]
    pub reveals: Option<String>,
    #[serde(rename = "q", skip_serializing_if = "Option::is_none")]
    pub pending: Option<String>,
    #[serde(rename = "d", skip_serializing_if = "Option::is_none")]
    pub dice: Option<String>,
    #[serde(rename = "t", skip_serializing_if = "Option::is_none")]
    pub roll: Option<String>,
    #[serde(rename = "y", skip_serializing_if = "Option::is_none")]
    pub decks: Option<String>,
    #[serde(rename = "x", skip_serializing_if = "Option::is_none")]
    pub resigned: Option<String>,
}

/// What follows a link's fields: the check code of their text, then the position the link
/// points at, outside the check so that one game can be linked at any of its positions.
#[derive(Debug, Default, Serialize, Deserialize)]
struct Tail {
    #[serde(rename = "c", skip_serializing_if = "Option::is_none")]
    check: Option<String>,
    #[serde(rename = "p", skip_serializing_if = "Option::is_none")]
    ply: Option<String>,
}

/// URL form encoding of `value`. It fails only for a type that is not a flat list of fields,
/// which neither of ours is: a bug, reported as data that could not be written.
fn form<T: Serialize>(value: &T) -> Result<String, WriteError> {
    serde_urlencoded::to_string(value).map_err(|e| WriteError { reason: e.to_string() })
}

impl Envelope {
    /// The fields every link has, up to the actions (a game by link's too, `crate::remote`).
    pub(crate) fn of_game(game: &AnyMatch, version: u32) -> Result<Envelope, WriteError> {
        Ok(Envelope {
            game: Some(game.kind().id().to_string()),
            format: Some(version.to_string()),
            rules: Some(game.rules_version().to_string()),
            seed: Some(to_base36(game.seed())),
            options: Some(to_base64url(game.options_json()?.as_bytes())),
            count: Some(game.ply().to_string()),
            actions: Some(to_base64url(&game.encode_actions())),
            ..Envelope::default()
        })
    }

    /// The link (a fragment without `#`): the fields, their check code, and `ply` if the link
    /// points at a position.
    pub(crate) fn write(&self, ply: Option<usize>) -> Result<String, WriteError> {
        let body = form(self)?;
        let tail = form(&Tail { check: Some(checksum(&body)), ply: ply.map(|p| p.to_string()) })?;
        Ok(format!("{body}&{tail}"))
    }
}

/// A link's fragment read into its fields, not yet checked ([`LinkText::verify`]) nor typed.
pub(crate) struct LinkText<'a> {
    /// The text the check code covers: everything before `&c=`.
    body: &'a str,
    fields: Envelope,
    tail: Tail,
}

impl<'a> LinkText<'a> {
    /// Splits a fragment (without `#`) into its checked fields and what follows them. Only the
    /// checked text's fields count: one added after the check code is not the link's. A field
    /// given twice is not something any link has.
    pub(crate) fn read(fragment: &'a str) -> Result<LinkText<'a>, ShareError> {
        let (body, tail) = match fragment.find("&c=") {
            Some(end) => (&fragment[..end], &fragment[end + 1..]),
            None => (fragment, ""),
        };
        let fields = serde_urlencoded::from_str(body).map_err(|_| ShareError::Altered)?;
        let tail = serde_urlencoded::from_str(tail).map_err(|_| ShareError::Altered)?;
        Ok(LinkText { body, fields, tail })
    }

    /// The text of `field`, if the link has it.
    pub(crate) fn get(&self, field: LinkField) -> Option<&str> {
        let f = &self.fields;
        match field {
            LinkField::Game => &f.game,
            LinkField::Format => &f.format,
            LinkField::Rules => &f.rules,
            LinkField::Seed => &f.seed,
            LinkField::Options => &f.options,
            LinkField::Count => &f.count,
            LinkField::Actions => &f.actions,
            LinkField::Check => &self.tail.check,
            LinkField::Ply => &self.tail.ply,
            LinkField::Seats => &f.seats,
            LinkField::Id => &f.id,
            LinkField::Owners => &f.owners,
            LinkField::Commitments => &f.commitments,
            LinkField::Reveals => &f.reveals,
            LinkField::Pending => &f.pending,
            LinkField::Dice => &f.dice,
            LinkField::Roll => &f.roll,
            LinkField::Decks => &f.decks,
            LinkField::Resigned => &f.resigned,
            LinkField::Sender => &f.sender,
        }
        .as_deref()
    }

    /// The text of `field`, or the error naming it as missing.
    pub(crate) fn require(&self, field: LinkField) -> Result<&str, ShareError> {
        self.get(field).ok_or(ShareError::Missing(field))
    }

    /// Whether the check code matches the fields' text: a link cut short or altered does not.
    pub(crate) fn verify(&self) -> Result<(), ShareError> {
        match self.require(LinkField::Check)? == checksum(self.body) {
            true => Ok(()),
            false => Err(ShareError::Altered),
        }
    }
}

/// The kind of player as a link writes it. A seat played on another device is a human there.
pub(crate) fn kind_name(kind: PlayerKind) -> &'static str {
    match kind {
        PlayerKind::Human | PlayerKind::Remote => "human",
        PlayerKind::Bot(level) => level.name(),
    }
}

pub(crate) fn kind_from_name(name: &str) -> Option<PlayerKind> {
    if name == "human" {
        return Some(PlayerKind::Human);
    }
    Level::ALL.into_iter().find(|l| l.name() == name).map(PlayerKind::Bot)
}

/// The seats as the `h` field holds them: `[["name","kind"],…]` in base64url, so any name
/// (`&`, `=`, `#`, emoji…) passes through a URL untouched.
pub fn encode_seats(seats: &[SeatSetup]) -> Result<String, WriteError> {
    let list: Vec<(&str, &str)> = seats.iter().map(|s| (s.name.as_str(), kind_name(s.kind))).collect();
    Ok(to_base64url(write_json(&list)?.as_bytes()))
}

/// Reads the `h` field, checking every name and kind (not yet the count: that needs the game).
pub(crate) fn decode_seats(field: &str) -> Result<Vec<SeatSetup>, FieldProblem> {
    // Four seats of 24 four-byte characters fit in well under this.
    if field.len() > 2_000 {
        return Err(FieldProblem::ImplausiblyLarge);
    }
    let bytes = from_base64url(field).ok_or(FieldProblem::NotBase64)?;
    let text = String::from_utf8(bytes).map_err(|_| FieldProblem::NotText)?;
    let list: Vec<(String, String)> = serde_json::from_str(&text).map_err(|_| FieldProblem::NotAPlayerList)?;
    list.into_iter()
        .map(|(name, kind)| {
            let plain = !name.trim().is_empty()
                && name.trim() == name
                && name.chars().count() <= MAX_NAME_CHARS
                && !name.chars().any(char::is_control);
            if !plain {
                return Err(FieldProblem::BadPlayerName);
            }
            let kind = kind_from_name(&kind).ok_or(FieldProblem::UnknownPlayerKind)?;
            Ok(SeatSetup { name, kind })
        })
        .collect()
}

/// The fragment (without `#`) that reproduces `game` alone, optionally pointing at `ply`: format
/// version 1, without seats (what the bots' worker is sent; opened by a player, it gets default
/// seats).
pub fn encode(game: &AnyMatch, ply: Option<usize>) -> Result<String, WriteError> {
    Envelope::of_game(game, GAME_ONLY_VERSION)?.write(ply)
}

/// The fragment (without `#`) that Share writes: `game` with its `seats` (names, humans and
/// bots), optionally pointing at `ply`. Names longer than [`MAX_NAME_CHARS`] are cut there, as
/// the new-game screen cuts them (and control characters dropped).
pub fn encode_with_seats(game: &AnyMatch, seats: &[SeatSetup], ply: Option<usize>) -> Result<String, WriteError> {
    let seats: Vec<SeatSetup> = seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let plain: String = s.name.chars().filter(|c| !c.is_control()).collect();
            let name: String = plain.trim().chars().take(MAX_NAME_CHARS).collect();
            // The new-game screen never leaves a name empty; should one be, its seat number stands in.
            let name = if name.trim().is_empty() { (i + 1).to_string() } else { name.trim_end().to_string() };
            SeatSetup { name, kind: s.kind }
        })
        .collect();
    let resigned = game.resigned();
    Envelope {
        seats: Some(encode_seats(&seats)?),
        resigned: (!resigned.is_empty()).then(|| encode_resigned(resigned)),
        ..Envelope::of_game(game, LINK_VERSION)?
    }
    .write(ply)
}

/// The `x` field: one digit per seat that resigned.
pub(crate) fn encode_resigned(seats: &[crate::core::Seat]) -> String {
    seats.iter().map(|&seat| char::from(b'0' + seat)).collect()
}

/// Reads the `x` field: one digit per seat that resigned.
pub(crate) fn decode_resigned(field: &str) -> Result<Vec<crate::core::Seat>, FieldProblem> {
    if field.len() > crate::core::MAX_SEATS {
        return Err(FieldProblem::ImplausiblyLarge);
    }
    field.bytes().map(|b| if b.is_ascii_digit() { Ok(b - b'0') } else { Err(FieldProblem::NotANumber) }).collect()
}

/// Whether a fragment looks like a game link (so the app should try to open it).
pub fn is_game_link(fragment: &str) -> bool {
    fragment.trim_start_matches('#').starts_with("g=")
}

/// Reads a fragment (with or without `#`), validating everything; never panics.
pub fn decode(fragment: &str) -> Result<SharedGame, ShareError> {
    let fragment = fragment.trim().trim_start_matches('#');
    if fragment.is_empty() {
        return Err(ShareError::NotAGameLink);
    }
    let link = LinkText::read(fragment)?;
    let get = |f: LinkField| link.require(f);
    let malformed = |field: LinkField, problem: FieldProblem| ShareError::Malformed { field, problem };
    let id = get(LinkField::Game)?;
    let kind = GameKind::from_id(id).ok_or_else(|| ShareError::UnknownGame(id.chars().take(20).collect()))?;
    let version = match get(LinkField::Format)? {
        "1" => GAME_ONLY_VERSION,
        "2" => LINK_VERSION,
        other => return Err(ShareError::UnsupportedVersion(other.chars().take(10).collect())),
    };
    link.verify()?;
    // Links made before rules versions were recorded have none: they were all version 1.
    let rules = match get(LinkField::Rules) {
        Ok(r) => r.parse::<u32>().map_err(|_| malformed(LinkField::Rules, FieldProblem::NotANumber))?,
        Err(_) => 1,
    };
    let seed = u64::from_str_radix(get(LinkField::Seed)?, 36)
        .map_err(|_| malformed(LinkField::Seed, FieldProblem::NotANumber))?;
    let options_bytes =
        from_base64url(get(LinkField::Options)?).ok_or(malformed(LinkField::Options, FieldProblem::NotBase64))?;
    let options_json =
        String::from_utf8(options_bytes).map_err(|_| malformed(LinkField::Options, FieldProblem::NotText))?;
    let count: usize =
        get(LinkField::Count)?.parse().map_err(|_| malformed(LinkField::Count, FieldProblem::NotANumber))?;
    // A bound far beyond any real game keeps a forged count from making us replay for ever.
    if count > 100_000 {
        return Err(malformed(LinkField::Count, FieldProblem::ImplausiblyLarge));
    }
    let actions =
        from_base64url(get(LinkField::Actions)?).ok_or(malformed(LinkField::Actions, FieldProblem::NotBase64))?;
    let ply = match get(LinkField::Ply) {
        Ok(p) => Some(p.parse::<usize>().map_err(|_| malformed(LinkField::Ply, FieldProblem::NotANumber))?),
        Err(_) => None,
    };
    if ply.is_some_and(|p| p > count) {
        return Err(malformed(LinkField::Ply, FieldProblem::PastTheLastMove));
    }
    // Version 1 never had seats: whatever else it holds is ignored, as it always was.
    let seats = match version {
        GAME_ONLY_VERSION => None,
        _ => Some(decode_seats(get(LinkField::Seats)?).map_err(|problem| malformed(LinkField::Seats, problem))?),
    };
    let resigned = match (version, link.get(LinkField::Resigned)) {
        (LINK_VERSION, Some(x)) => decode_resigned(x).map_err(|problem| malformed(LinkField::Resigned, problem))?,
        _ => Vec::new(),
    };
    let options = AnyOptions::from_json_under(kind, &options_json, rules).map_err(ShareError::Load)?;
    let mut game = AnyMatch::decode(&options, seed, rules, count, &actions).map_err(ShareError::Load)?;
    if seats.as_ref().is_some_and(|s| s.len() != game.seat_count()) {
        return Err(malformed(LinkField::Seats, FieldProblem::WrongPlayerCount));
    }
    game.restore_resignation(&resigned).map_err(ShareError::Load)?;
    Ok(SharedGame { game, ply, seats })
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
            LinkField::Id => "link-field-id",
            LinkField::Owners => "link-field-owners",
            LinkField::Commitments => "link-field-commitments",
            LinkField::Reveals => "link-field-reveals",
            LinkField::Pending => "link-field-pending",
            LinkField::Dice => "link-field-dice",
            LinkField::Roll => "link-field-roll",
            LinkField::Decks => "link-field-decks",
            LinkField::Resigned => "link-field-resigned",
            LinkField::Sender => "link-field-sender",
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
