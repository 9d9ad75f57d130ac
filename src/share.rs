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
    fn key(self) -> &'static str {
        match self {
            LinkField::Game => "g",
            LinkField::Format => "v",
            LinkField::Rules => "r",
            LinkField::Seed => "s",
            LinkField::Options => "o",
            LinkField::Count => "n",
            LinkField::Actions => "a",
            LinkField::Check => "c",
            LinkField::Ply => "p",
            LinkField::Seats => "h",
            LinkField::Id => "i",
            LinkField::Owners => "w",
            LinkField::Commitments => "k",
            LinkField::Reveals => "e",
            LinkField::Pending => "q",
            LinkField::Dice => "d",
            LinkField::Roll => "t",
            LinkField::Decks => "y",
            LinkField::Resigned => "x",
            LinkField::Sender => "f",
        }
    }

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

/// The body of a link up to the actions (the fields every version shares; a game by link's
/// too, `crate::remote`).
pub(crate) fn game_fields(game: &AnyMatch, version: u32) -> Result<String, WriteError> {
    Ok(format!(
        "g={}&v={}&r={}&s={}&o={}&n={}&a={}",
        game.kind().id(),
        version,
        game.rules_version(),
        to_base36(game.seed()),
        to_base64url(game.options_json()?.as_bytes()),
        game.ply(),
        to_base64url(&game.encode_actions()),
    ))
}

fn finish(body: String, ply: Option<usize>) -> String {
    let mut link = format!("{body}&c={}", checksum(&body));
    if let Some(p) = ply {
        link.push_str(&format!("&p={p}"));
    }
    link
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
    Ok(finish(game_fields(game, GAME_ONLY_VERSION)?, ply))
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
    let mut body = format!("{}&h={}", game_fields(game, LINK_VERSION)?, encode_seats(&seats)?);
    if !game.resigned().is_empty() {
        body.push_str("&x=");
        body.extend(game.resigned().iter().map(|&seat| char::from(b'0' + seat)));
    }
    Ok(finish(body, ply))
}

/// Reads the `x` field: one digit per seat that resigned.
pub(crate) fn decode_resigned(field: &str) -> Result<Vec<crate::core::Seat>, FieldProblem> {
    if field.len() > crate::core::MAX_SEATS {
        return Err(FieldProblem::ImplausiblyLarge);
    }
    field.bytes().map(|b| if b.is_ascii_digit() { Ok(b - b'0') } else { Err(FieldProblem::NotANumber) }).collect()
}

/// The value of `field` in a link's fragment (without `#`), if it has one.
pub(crate) fn field(fragment: &str, field: LinkField) -> Option<&str> {
    fragment.split('&').find_map(|pair| pair.strip_prefix(field.key()).and_then(|rest| rest.strip_prefix('=')))
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
    let get = |f: LinkField| -> Result<&str, ShareError> { field(fragment, f).ok_or(ShareError::Missing(f)) };
    let malformed = |field: LinkField, problem: FieldProblem| ShareError::Malformed { field, problem };
    let id = get(LinkField::Game)?;
    let kind = GameKind::from_id(id).ok_or_else(|| ShareError::UnknownGame(id.chars().take(20).collect()))?;
    let version = match get(LinkField::Format)? {
        "1" => GAME_ONLY_VERSION,
        "2" => LINK_VERSION,
        other => return Err(ShareError::UnsupportedVersion(other.chars().take(10).collect())),
    };
    let check = get(LinkField::Check)?;
    let body_end = fragment.find("&c=").ok_or(ShareError::Missing(LinkField::Check))?;
    if checksum(&fragment[..body_end]) != check {
        return Err(ShareError::Altered);
    }
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
    // Only inside the checked body: a resignation added after the check code is not the link's.
    let resigned = match (version, field(&fragment[..body_end], LinkField::Resigned)) {
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
