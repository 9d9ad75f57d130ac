//! The messages between the page and the bots' web worker, as short texts.
//!
//! The page asks for a decision with the game as its share link (which replays it exactly: kind,
//! rules version, options, seed and every action), the seat to decide for, the level and which
//! seats bots play; the worker answers with its progress and finally the index of the chosen
//! action in the legal list, or, at a table of one human and bots that all cannot win any more,
//! that the bots resign ([`crate::bot::concede`]). Every request carries an id; a newer request
//! (or a stop) makes the worker drop an older search, and the page ignores answers to requests
//! it no longer waits for.
//!
//! In a game by link the page adds the device's private seed for the decision
//! ([`crate::bot::BotRandomness::Private`]): the link the worker gets shows the game's seed, which
//! every link of the game shows too, so the bot must not draw from it alone. A request without
//! one (every game not by link, and any page from before) draws from the game's seed, as ever.

use super::Level;

/// What marks the private seed of a decision request.
const PRIVATE_PREFIX: &str = "p=";

/// What the page asks the worker.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// Decide for `seat` in the game of `link` at `level`. `keep` lets a bot that reuses its tree
    /// keep this search for its next decision in the same turn (moves, not hints). `bots`: the
    /// seats bots play, one bit each (bit `s` for seat `s`), for the table rule of resigning.
    /// `private`: the device's own seed for this seat in a game by link (module docs).
    Decide { id: u32, seat: u8, level: Level, keep: bool, bots: u8, private: Option<u64>, link: String },
    /// Drop whatever search is running.
    Stop { id: u32 },
}

/// What the worker tells the page.
#[derive(Clone, Debug, PartialEq)]
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
}

impl Request {
    pub fn id(&self) -> u32 {
        match self {
            Request::Decide { id, .. } | Request::Stop { id } => *id,
        }
    }

    /// `"<id> decide <seat> <level> <move|hint> <bots> [p=<private seed, hex>] <link>"` or
    /// `"<id> stop"`. The link is last as it may hold spaces (its options are JSON); the private
    /// seed stands before it, where a link never starts with `p=` (its first field is the game,
    /// `g=`), so a request without one reads as it always did.
    pub fn to_text(&self) -> String {
        match self {
            Request::Decide { id, seat, level, keep, bots, private, link } => {
                let private = private.map(|p| format!("{PRIVATE_PREFIX}{p:x} ")).unwrap_or_default();
                let purpose = if *keep { "move" } else { "hint" };
                format!("{id} decide {seat} {} {purpose} {bots} {private}{link}", level.name())
            }
            Request::Stop { id } => format!("{id} stop"),
        }
    }

    pub fn parse(text: &str) -> Option<Request> {
        let mut parts = text.splitn(7, ' ');
        let id = parts.next()?.parse().ok()?;
        match parts.next()? {
            "stop" => Some(Request::Stop { id }),
            "decide" => {
                let seat = parts.next()?.parse().ok()?;
                let level = Level::from_name(parts.next()?)?;
                let keep = match parts.next()? {
                    "move" => true,
                    "hint" => false,
                    _ => return None,
                };
                let bots = parts.next()?.parse().ok()?;
                let rest = parts.next()?;
                let (private, link) = match rest.strip_prefix(PRIVATE_PREFIX) {
                    Some(after) => {
                        let (seed, link) = after.split_once(' ')?;
                        (Some(u64::from_str_radix(seed, 16).ok()?), link)
                    }
                    None => (None, rest),
                };
                Some(Request::Decide { id, seat, level, keep, bots, private, link: link.to_string() })
            }
            _ => None,
        }
    }
}

impl Reply {
    /// `"ready"`, `"<id> progress <per mille>"`, `"<id> done <index>"`, `"<id> failed"` or
    /// `"<id> resign"`.
    pub fn to_text(&self) -> String {
        match self {
            Reply::Ready => "ready".to_string(),
            Reply::Progress { id, per_mille } => format!("{id} progress {per_mille}"),
            Reply::Done { id, index } => format!("{id} done {index}"),
            Reply::Failed { id } => format!("{id} failed"),
            Reply::Resign { id } => format!("{id} resign"),
        }
    }

    pub fn parse(text: &str) -> Option<Reply> {
        if text == "ready" {
            return Some(Reply::Ready);
        }
        let mut parts = text.split(' ');
        let id = parts.next()?.parse().ok()?;
        let reply = match (parts.next()?, parts.next()) {
            ("progress", Some(n)) => Reply::Progress { id, per_mille: n.parse().ok()? },
            ("done", Some(n)) => Reply::Done { id, index: n.parse().ok()? },
            ("failed", None) => Reply::Failed { id },
            ("resign", None) => Reply::Resign { id },
            _ => return None,
        };
        parts.next().is_none().then_some(reply)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
                link: "g=torres&v=1&a=AbC-_".into(),
            },
            Request::Decide {
                id: 0,
                seat: 3,
                level: Level::Easy,
                keep: false,
                bots: 0b1110,
                private: None,
                link: "g=torri&o={\"a b\":1}".into(),
            },
            Request::Decide {
                id: 9,
                seat: 1,
                level: Level::Normal,
                keep: true,
                bots: 2,
                private: Some(u64::MAX),
                link: "g=fortaleza&o={\"a b\":1}".into(),
            },
            Request::Decide {
                id: 10,
                seat: 0,
                level: Level::Normal,
                keep: false,
                bots: 0,
                private: Some(0),
                link: "g=fortaleza&v=3".into(),
            },
            Request::Stop { id: u32::MAX },
        ];
        for r in requests {
            assert_eq!(Request::parse(&r.to_text()), Some(r));
        }
        // A request written before the private seed reads as one without it.
        let old = Request::parse("3 decide 1 hard move 2 g=fortaleza&o={\"a b\":1}");
        assert!(
            matches!(old, Some(Request::Decide { private: None, ref link, .. }) if link == "g=fortaleza&o={\"a b\":1}")
        );
        let replies = [
            Reply::Ready,
            Reply::Progress { id: 3, per_mille: 999 },
            Reply::Done { id: 4, index: 812 },
            Reply::Failed { id: 5 },
            Reply::Resign { id: 6 },
        ];
        for r in replies {
            assert_eq!(Reply::parse(&r.to_text()), Some(r));
        }
    }

    #[test]
    fn garbled_messages_are_refused() {
        for text in [
            "",
            "x stop",
            "1 decide 9 hard move",
            "1 decide 0 expert move 2 l",
            "1 decide 0 hard maybe 2 l",
            "1 decide 0 hard move x l",
            "1 decide 0 hard move 2",
            "1 decide 0 hard move 2 p=xyz g=fortaleza",
            "1 decide 0 hard move 2 p=1f",
            "1 decide 0 hard move 2 p=10000000000000000 g=fortaleza",
            "1 jump",
        ] {
            assert_eq!(Request::parse(text), None, "{text}");
        }
        for text in
            ["", "1", "1 done", "1 done x", "1 progress 70000", "1 failed 2", "1 done 2 3", "ready now", "1 resign 2"]
        {
            assert_eq!(Reply::parse(text), None, "{text}");
        }
    }
}
