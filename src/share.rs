//! Share links: a whole game in the URL fragment (never sent to a server).
//!
//! Format (version 1), as `key=value` pairs joined by `&`:
//! `g=<game id>&v=1&s=<seed, base 36>&o=<options, JSON in base64url>&n=<action count>&a=<actions>&c=<check>[&p=<ply>]`
//! where the actions are bit-packed indices into each position's legal-action list
//! ([`crate::core::codec`]) and `c` is a 24-bit checksum of everything before it, so an altered
//! link is refused instead of silently showing a different game. Decoding replays every action
//! through the rules, which validates it.

use crate::core::codec::{from_base64url, to_base64url};
use crate::games::GameKind;
use crate::session::AnyMatch;
use std::fmt;

pub const LINK_VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError {
    /// The fragment is not a game link at all (e.g. empty).
    NotAGameLink,
    Missing(&'static str),
    UnknownGame(String),
    UnsupportedVersion(String),
    Malformed { field: &'static str, reason: String },
    /// The checksum does not match: the link was cut or altered.
    Altered,
    /// The moves do not replay under the rules.
    BadMoves(String),
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::NotAGameLink => write!(f, "This link does not contain a game."),
            ShareError::Missing(field) => write!(f, "This game link is incomplete: its {} is missing.", field_name(field)),
            ShareError::UnknownGame(id) => write!(f, "This link is for a game we do not know (\"{id}\")."),
            ShareError::UnsupportedVersion(v) => {
                write!(f, "This link was made by a different version of Castellan (link format {v}).")
            }
            ShareError::Malformed { field, reason } => {
                write!(f, "This game link is damaged: its {} {reason}.", field_name(field))
            }
            ShareError::Altered => write!(f, "This game link was cut short or altered, so it cannot be trusted."),
            ShareError::BadMoves(why) => write!(f, "The moves in this link are not legal: {why}."),
        }
    }
}

fn field_name(field: &str) -> &'static str {
    match field {
        "g" => "game name",
        "v" => "format version",
        "s" => "random seed",
        "o" => "game options",
        "n" => "move count",
        "a" => "move list",
        "c" => "check code",
        "p" => "position number",
        _ => "data",
    }
}

/// A decoded link: the game replayed, and the ply it points at (if any).
#[derive(Debug)]
pub struct SharedGame {
    pub game: AnyMatch,
    pub ply: Option<usize>,
}

/// FNV-1a, folded to 24 bits (4 base64url characters).
fn checksum(text: &str) -> String {
    let mut h: u32 = 0x811C_9DC5;
    for b in text.bytes() {
        h ^= b as u32;
        h = h.wrapping_mul(0x0100_0193);
    }
    let folded = (h >> 24) ^ (h & 0x00FF_FFFF);
    to_base64url(&[(folded >> 16) as u8, (folded >> 8) as u8, folded as u8])
}

fn to_base36(mut n: u64) -> String {
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

/// The fragment (without `#`) that reproduces `game`, optionally pointing at `ply`.
pub fn encode(game: &AnyMatch, ply: Option<usize>) -> String {
    let body = format!(
        "g={}&v={}&s={}&o={}&n={}&a={}",
        game.kind().id(),
        LINK_VERSION,
        to_base36(game.seed()),
        to_base64url(game.options_json().as_bytes()),
        game.ply(),
        to_base64url(&game.encode_actions()),
    );
    let mut link = format!("{body}&c={}", checksum(&body));
    if let Some(p) = ply {
        link.push_str(&format!("&p={p}"));
    }
    link
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
    let get = |key: &'static str| -> Result<&str, ShareError> {
        fragment
            .split('&')
            .find_map(|pair| pair.strip_prefix(key).and_then(|rest| rest.strip_prefix('=')))
            .ok_or(ShareError::Missing(key))
    };
    let id = get("g")?;
    let kind = GameKind::from_id(id).ok_or_else(|| ShareError::UnknownGame(id.chars().take(20).collect()))?;
    let version = get("v")?;
    if version != LINK_VERSION.to_string() {
        return Err(ShareError::UnsupportedVersion(version.chars().take(10).collect()));
    }
    let check = get("c")?;
    let body_end = fragment.find("&c=").ok_or(ShareError::Missing("c"))?;
    if checksum(&fragment[..body_end]) != check {
        return Err(ShareError::Altered);
    }
    let seed = u64::from_str_radix(get("s")?, 36)
        .map_err(|_| ShareError::Malformed { field: "s", reason: "is not a number".into() })?;
    let options_bytes =
        from_base64url(get("o")?).ok_or(ShareError::Malformed { field: "o", reason: "is not valid base64".into() })?;
    let options_json = String::from_utf8(options_bytes)
        .map_err(|_| ShareError::Malformed { field: "o", reason: "is not text".into() })?;
    let count: usize =
        get("n")?.parse().map_err(|_| ShareError::Malformed { field: "n", reason: "is not a number".into() })?;
    // A bound far beyond any real game keeps a forged count from making us replay for ever.
    if count > 100_000 {
        return Err(ShareError::Malformed { field: "n", reason: "is implausibly large".into() });
    }
    let actions =
        from_base64url(get("a")?).ok_or(ShareError::Malformed { field: "a", reason: "is not valid base64".into() })?;
    let ply = match get("p") {
        Ok(p) => Some(p.parse::<usize>().map_err(|_| ShareError::Malformed { field: "p", reason: "is not a number".into() })?),
        Err(_) => None,
    };
    if ply.is_some_and(|p| p > count) {
        return Err(ShareError::Malformed { field: "p", reason: "points past the last move".into() });
    }
    let game = AnyMatch::decode(kind, &options_json, seed, count, &actions).map_err(|e| match e {
        crate::session::LoadError::Options(why) => ShareError::Malformed { field: "o", reason: why },
        crate::session::LoadError::Moves(why) => ShareError::BadMoves(why),
    })?;
    Ok(SharedGame { game, ply })
}
