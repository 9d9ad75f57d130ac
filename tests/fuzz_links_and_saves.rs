//! Hostile input at scale: share links whose check code is recomputed (so they pass it and reach
//! the options parser and the replay code) and save texts, mutated in every field. Nothing may
//! panic — the test profile keeps overflow checks and debug assertions on.
//!
//! CI runs a small count. The full run (a million inputs):
//! `CASTELLAN_FUZZ=1000000 cargo test --no-default-features --test fuzz_links_and_saves -- --nocapture`

use castellan::core::json::{self, ToJson, Value};
use castellan::core::Rng;
use castellan::games::GameKind;
use castellan::session::{AnyMatch, PlayerKind, SavedGame, SeatSetup};
use castellan::share;

fn count() -> u64 {
    std::env::var("CASTELLAN_FUZZ").ok().and_then(|v| v.parse().ok()).unwrap_or(4_000)
}

/// Real games to start from: every game, several variants and lengths.
fn seeds_games() -> Vec<AnyMatch> {
    let variants: [(GameKind, &str); 6] = [
        (GameKind::Torres, r#"{"players":2,"cards":"Off","master":false,"master_card":null}"#),
        (GameKind::Torres, r#"{"players":4,"cards":"CommonDeck","master":false,"master_card":null}"#),
        (GameKind::Torres, r#"{"players":3,"cards":"PersonalDeck","master":true,"master_card":null}"#),
        (
            GameKind::Torri,
            r#"{"players":2,"height_limit":12,"dice_only":false,"free_carry":null,"two_dice":false,"colour_die":"Off"}"#,
        ),
        (
            GameKind::Torri,
            r#"{"players":4,"height_limit":5,"dice_only":false,"free_carry":2,"two_dice":true,"colour_die":"OwnColourRollsAgain"}"#,
        ),
        (
            GameKind::Torri,
            r#"{"players":3,"height_limit":null,"dice_only":true,"free_carry":null,"two_dice":false,"colour_die":"On"}"#,
        ),
    ];
    let mut rng = Rng::new(5);
    let mut games = Vec::new();
    for (kind, options) in variants {
        for plies in [0usize, 7, 60, 250] {
            let mut game = AnyMatch::new(kind, options, plies as u64 + 3).expect("valid options");
            for _ in 0..plies {
                if game.outcome().is_some() {
                    break;
                }
                let n = game.legal_count() as u32;
                game.play_index(rng.below(n) as usize).expect("legal");
            }
            games.push(game);
        }
    }
    games
}

/// Values that break naive code: extremes, wrong types, nonsense.
const HOSTILE_VALUES: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "4",
    "5",
    "9",
    "13",
    "255",
    "256",
    "-1",
    "-128",
    "65535",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "1e30",
    "-1e30",
    "0.5",
    "NaN",
    "null",
    "true",
    "false",
    "\"\"",
    "\"x\"",
    "[]",
    "{}",
    "\"Off\"",
    "\"On\"",
    "\"CommonDeck\"",
    "\"OwnColourRollsAgain\"",
    "[1,2,3]",
];

fn mutate_json(json: &str, rng: &mut Rng) -> String {
    let Ok(serde_json::Value::Object(mut map)) = serde_json::from_str::<serde_json::Value>(json) else {
        return json.to_string();
    };
    let keys: Vec<String> = map.keys().cloned().collect();
    for _ in 0..=rng.below(3) {
        match rng.below(4) {
            // Drop a field.
            0 if !keys.is_empty() => {
                map.remove(&keys[rng.below(keys.len() as u32) as usize]);
            }
            // Add an unknown one.
            1 => {
                map.insert("surprise".into(), serde_json::Value::from(rng.below(1000)));
            }
            // Replace a value by a hostile one.
            _ if !keys.is_empty() => {
                let key = &keys[rng.below(keys.len() as u32) as usize];
                let text = HOSTILE_VALUES[rng.below(HOSTILE_VALUES.len() as u32) as usize];
                let value = serde_json::from_str(text).unwrap_or(serde_json::Value::Null);
                map.insert(key.clone(), value);
            }
            _ => {}
        }
    }
    serde_json::Value::Object(map).to_string()
}

fn mutate_bytes(bytes: &mut Vec<u8>, rng: &mut Rng) {
    match rng.below(5) {
        0 if !bytes.is_empty() => {
            let i = rng.below(bytes.len() as u32) as usize;
            bytes[i] ^= 1 << rng.below(8);
        }
        1 => bytes.truncate(rng.below(bytes.len() as u32 + 1) as usize),
        2 => bytes.extend((0..rng.below(40)).map(|_| rng.below(256) as u8)),
        3 => *bytes = (0..rng.below(200)).map(|_| rng.below(256) as u8).collect(),
        _ => {}
    }
}

fn hostile_number(rng: &mut Rng, honest: u64) -> String {
    match rng.below(8) {
        0 => "0".into(),
        1 => u64::MAX.to_string(),
        2 => "99999999999999999999999".into(),
        3 => (honest + 1).to_string(),
        4 => honest.saturating_sub(1).to_string(),
        5 => "100000".into(),
        6 => "-3".into(),
        _ => honest.to_string(),
    }
}

/// Parses a link into its `key=value` pairs (without the check code and ply).
fn fields(link: &str) -> Vec<(String, String)> {
    link.split('&')
        .filter_map(|p| p.split_once('='))
        .filter(|(k, _)| *k != "c" && *k != "p")
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

#[test]
fn forged_links_with_a_valid_check_code_never_panic() {
    let games = seeds_games();
    let links: Vec<String> = games.iter().map(|g| share::encode(g, None)).collect();
    let mut rng = Rng::new(0x11_4E);
    let (mut accepted, mut refused) = (0u64, 0u64);
    for _ in 0..count() {
        let base = &links[rng.below(links.len() as u32) as usize];
        let mut pairs = fields(base);
        let honest_count: u64 = pairs.iter().find(|(k, _)| k == "n").and_then(|(_, v)| v.parse().ok()).unwrap_or(0);
        for _ in 0..=rng.below(3) {
            let i = rng.below(pairs.len() as u32) as usize;
            let (key, value) = &mut pairs[i];
            match key.as_str() {
                "o" => {
                    let json = share_decode_b64(value).unwrap_or_default();
                    *value = castellan::core::codec::to_base64url(mutate_json(&json, &mut rng).as_bytes());
                }
                "a" => {
                    let mut bytes = castellan::core::codec::from_base64url(value).unwrap_or_default();
                    mutate_bytes(&mut bytes, &mut rng);
                    *value = castellan::core::codec::to_base64url(&bytes);
                }
                "n" => *value = hostile_number(&mut rng, honest_count),
                "r" => *value = hostile_number(&mut rng, 1),
                "s" => {
                    *value = ["zzzzzzzzzzzzzzzzzz", "0", "3w5e11264sgsf", "-1", ""][rng.below(5) as usize].to_string()
                }
                "g" => *value = ["torres", "torri", "chess", ""][rng.below(4) as usize].to_string(),
                _ => {}
            }
        }
        let body: Vec<String> = pairs.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let body = body.join("&");
        let mut link = format!("{body}&c={}", share::checksum(&body));
        if rng.below(4) == 0 {
            link.push_str(&format!("&p={}", hostile_number(&mut rng, honest_count)));
        }
        match share::decode(&link) {
            Ok(shared) => {
                accepted += 1;
                // Whatever was accepted is a consistent game: it re-encodes to itself.
                let again = share::decode(&share::encode(&shared.game, None)).expect("re-encoded link decodes");
                assert_eq!(again.game.action_indices(), shared.game.action_indices());
            }
            Err(e) => {
                refused += 1;
                assert!(!e.to_string().is_empty());
            }
        }
    }
    println!("forged links: {accepted} accepted, {refused} refused");
    assert!(refused > 0 && accepted > 0, "the mutations should produce both");
}

fn share_decode_b64(value: &str) -> Option<String> {
    String::from_utf8(castellan::core::codec::from_base64url(value)?).ok()
}

#[test]
fn mangled_saves_never_panic() {
    let games = seeds_games();
    let mut rng = Rng::new(0x5A_7E);
    let saves: Vec<SavedGame> = games
        .iter()
        .map(|g| {
            let seats: Vec<SeatSetup> =
                (0..g.seat_count()).map(|i| SeatSetup { name: format!("P{i}"), kind: PlayerKind::Human }).collect();
            SavedGame::capture(g, &seats, "fuzz", 0.0, 0.0)
        })
        .collect();
    let mut refused = 0u64;
    for _ in 0..count() {
        let mut save = saves[rng.below(saves.len() as u32) as usize].clone();
        for _ in 0..=rng.below(3) {
            match rng.below(6) {
                0 => {
                    save.options = json::parse(&mutate_json(&save.options.to_string(), &mut rng)).unwrap_or(Value::Null)
                }
                1 if !save.actions.is_empty() => {
                    let i = rng.below(save.actions.len() as u32) as usize;
                    save.actions[i] = [u32::MAX, u32::MAX - 1, 1 << 31, 10_000, rng.below(50)][rng.below(5) as usize];
                }
                2 => {
                    let keep = rng.below(save.actions.len() as u32 + 1) as usize;
                    save.actions.truncate(keep);
                    if rng.below(2) == 0 {
                        save.actions.extend((0..rng.below(30)).map(|_| rng.below(64)));
                    }
                }
                3 => {
                    let seats = rng.below(7) as usize;
                    save.seats =
                        (0..seats).map(|i| SeatSetup { name: format!("S{i}"), kind: PlayerKind::Human }).collect();
                }
                4 => save.rules = [0, 1, 2, 3, u32::MAX][rng.below(5) as usize],
                _ => save.seed = [0, u64::MAX, rng.next_u64()][rng.below(3) as usize],
            }
        }
        let text = save.to_json_string();
        // Also as raw text cut anywhere.
        let cut = &text[..text.char_indices().map(|(i, _)| i).nth(rng.below(text.len() as u32) as usize).unwrap_or(0)];
        for candidate in [text.as_str(), cut] {
            match SavedGame::restore(candidate) {
                Ok(_) => {}
                Err(e) => {
                    refused += 1;
                    assert!(!e.to_string().is_empty());
                }
            }
        }
    }
    assert!(refused > 0);
}

/// The same document as serde_json's `Value`, or a float too far from it (the reader is exact
/// up to 19 significant digits and within 10^-38..2^128, and a few units in the last place off
/// beyond; serde_json is exact everywhere).
fn same_document(ours: &Value, theirs: &serde_json::Value) -> bool {
    use castellan::core::json::Number;
    match (ours, theirs) {
        (Value::Null, serde_json::Value::Null) => true,
        (Value::Bool(a), serde_json::Value::Bool(b)) => a == b,
        (Value::Number(Number::PosInt(a)), serde_json::Value::Number(b)) => b.as_u64() == Some(*a),
        (Value::Number(Number::NegInt(a)), serde_json::Value::Number(b)) => b.as_i64() == Some(*a) && b.is_i64(),
        (Value::Number(Number::Float(a)), serde_json::Value::Number(b)) => {
            b.is_f64() && b.as_f64().is_some_and(|b| a.to_bits().abs_diff(b.to_bits()) <= 8)
        }
        (Value::String(a), serde_json::Value::String(b)) => a == b,
        (Value::Array(a), serde_json::Value::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same_document(x, y))
        }
        (Value::Object(_), serde_json::Value::Object(b)) => {
            // serde_json keeps the last of repeated keys, sorted: as `normalized` does.
            let Value::Object(a) = ours.clone().normalized() else { return false };
            a.len() == b.len() && a.iter().zip(b).all(|((ka, va), (kb, vb))| ka == kb && same_document(va, vb))
        }
        _ => false,
    }
}

/// A random JSON-ish document: mostly valid, built from the grammar's pieces, with the odd
/// wrong piece.
fn random_document(rng: &mut Rng, depth: u32) -> String {
    const ATOMS: &[&str] = &[
        "null",
        "true",
        "false",
        "0",
        "-0",
        "1",
        "-1",
        "0.5",
        "-2.5e-3",
        "1E+2",
        "1e400",
        "1e-400",
        "01",
        "1.",
        ".5",
        "-",
        "18446744073709551615",
        "18446744073709551616",
        "-9223372036854775808",
        "-9223372036854775809",
        "123456789012345678901234567890",
        "1732435200000.0",
        "\"\"",
        "\"a\"",
        "\"\\u00e9\\ud83d\\ude00\"",
        "\"\\ud83d\"",
        "\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"",
        "\"\\x\"",
        "\"é中😀\"",
        "\"\u{1}\"",
        "nul",
        "tru",
        "NaN",
        "[",
        "]",
        "{",
        "}",
        ",",
        ":",
    ];
    let spaces = [" ", "", "", "\n", "\t", "\r\n"];
    let space = |rng: &mut Rng| spaces[rng.below(spaces.len() as u32) as usize];
    match rng.below(if depth > 4 { 1 } else { 4 }) {
        0 => {
            if rng.below(3) == 0 {
                let digits: String = (0..1 + rng.below(25)).map(|_| char::from(b'0' + rng.below(10) as u8)).collect();
                let exponent =
                    if rng.below(2) == 0 { format!("e{}", rng.below(700) as i32 - 350) } else { String::new() };
                format!("{}{digits}.{}{exponent}", ["", "-"][rng.below(2) as usize], rng.below(1000))
            } else {
                ATOMS[rng.below(ATOMS.len() as u32) as usize].to_string()
            }
        }
        1 => {
            let items: Vec<String> = (0..rng.below(4)).map(|_| random_document(rng, depth + 1)).collect();
            format!("[{}{}{}]", space(rng), items.join(","), space(rng))
        }
        _ => {
            let members: Vec<String> = (0..rng.below(4))
                .map(|_| {
                    let key = ["a", "b", "players", "é", "a"][rng.below(5) as usize];
                    format!("\"{key}\"{}:{}", space(rng), random_document(rng, depth + 1))
                })
                .collect();
            format!("{{{}}}", members.join(&format!(",{}", space(rng))))
        }
    }
}

#[test]
fn the_json_reader_accepts_and_reads_what_serde_json_does() {
    let texts: Vec<String> = seeds_games()
        .iter()
        .flat_map(|g| {
            let seats: Vec<SeatSetup> =
                (0..g.seat_count()).map(|i| SeatSetup { name: format!("P{i}"), kind: PlayerKind::Human }).collect();
            [g.options_json(), SavedGame::capture(g, &seats, "fuzz \"é\"\n", 1.0, 2.5).to_json_string()]
        })
        .collect();
    let mut rng = Rng::new(0x15_0D);
    let (mut valid, mut invalid) = (0u64, 0u64);
    for i in 0..count() * 4 {
        let text = if i % 2 == 0 {
            random_document(&mut rng, 0)
        } else {
            // A real text with its bytes mangled (kept only when still UTF-8: the reader takes `&str`).
            let mut bytes = texts[rng.below(texts.len() as u32) as usize].clone().into_bytes();
            for _ in 0..=rng.below(3) {
                let at = rng.below(bytes.len() as u32 + 1) as usize;
                let piece = [&b"\""[..], b"\\", b"{", b"}", b"[", b"]", b",", b":", b"-", b"0", b"e", b" ", b"\\u"];
                match rng.below(4) {
                    0 if at < bytes.len() => bytes[at] ^= 1 << rng.below(7),
                    1 if at < bytes.len() => {
                        bytes.remove(at);
                    }
                    2 => bytes.truncate(at),
                    _ => bytes
                        .splice(at..at, piece[rng.below(piece.len() as u32) as usize].iter().copied())
                        .for_each(drop),
                }
            }
            match String::from_utf8(bytes) {
                Ok(text) => text,
                Err(_) => continue,
            }
        };
        let ours = json::parse(&text);
        let theirs = serde_json::from_str::<serde_json::Value>(&text);
        match (&ours, &theirs) {
            (Ok(o), Ok(t)) => {
                valid += 1;
                assert!(same_document(o, t), "{text}\n  ours: {o:?}\n  serde_json: {t}");
            }
            (Err(e), Err(_)) => {
                invalid += 1;
                assert!(!e.to_string().is_empty());
            }
            _ => panic!("{text:?}\n  ours: {ours:?}\n  serde_json: {theirs:?}"),
        }
    }
    println!("JSON reader: {valid} valid and {invalid} invalid documents agreed with serde_json");
    assert!(valid > count() / 2 && invalid > count() / 2, "{valid} valid, {invalid} invalid");
}
