//! Hostile input at scale: share links whose check code is recomputed (so they pass it and reach
//! the options parser and the replay code) and save texts, mutated in every field or mangled as
//! text. Nothing may panic — the test profile keeps overflow checks and debug assertions on —
//! every refusal is a typed error, and a damaged save never touches the others.
//!
//! CI runs a small count. The full run (a million inputs):
//! `CASTELLAN_FUZZ=1000000 cargo test --no-default-features --test fuzz_links_and_saves -- --nocapture`

use castellan::core::data::{DataError, DataProblem};
use castellan::core::Rng;
use castellan::registry::AnyOptions;
use castellan::registry::{AnyMatch, GameKind, GameVisitor, LoadError, RegisteredGame};
use castellan::session::{read_saves, PlayerKind, SaveError, SavedGame, SeatSetup};
use castellan::share::{self, LinkField, ShareError};

fn count() -> u64 {
    std::env::var("CASTELLAN_FUZZ").ok().and_then(|v| v.parse().ok()).unwrap_or(4_000)
}

/// Real games to start from, from the registry: every game at every player count it offers, in
/// every rule variant it lists (`RegisteredGame::rule_variants`). The default options are played
/// to several lengths; each other variant to one of them in turn, so the inputs stay few.
fn seeds_games() -> Vec<AnyMatch> {
    let mut rng = Rng::new(5);
    let mut games = Vec::new();
    let mut turn = 0usize;
    for &kind in GameKind::ALL {
        for &players in kind.player_counts() {
            for (i, options) in kind.visit(RuleVariantsJson(players)).iter().enumerate() {
                let lengths: &[usize] = if i == 0 {
                    &[0, 7, 60, 250]
                } else {
                    turn += 1;
                    std::slice::from_ref(&[7, 60, 250][turn % 3])
                };
                for &plies in lengths {
                    let mut game =
                        AnyMatch::new(&AnyOptions::from_json(kind, options).expect("options JSON"), plies as u64 + 3)
                            .expect("valid options");
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
        }
    }
    games
}

/// A game's rule variants at a player count, as the options text saves and links store.
struct RuleVariantsJson(u8);

impl GameVisitor for RuleVariantsJson {
    type Output = Vec<String>;
    fn visit<G: RegisteredGame>(self) -> Vec<String> {
        G::rule_variants(self.0).iter().map(|o| serde_json::to_string(o).expect("options serialise")).collect()
    }
}

#[test]
fn every_game_and_player_count_is_fuzzed() {
    let games = seeds_games();
    for &kind in GameKind::ALL {
        for &players in kind.player_counts() {
            assert!(
                games.iter().any(|g| g.kind() == kind && g.seat_count() == players as usize),
                "{kind:?} with {players} players has no game to mutate"
            );
        }
    }
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
    let mut rng = Rng::new(0x11_4E);
    // Both formats: the game alone (version 1) and with its seats (version 2), whose seats come
    // from a stream of their own.
    let mut seat_rng = Rng::new(0x5EA7);
    let mut links: Vec<String> = games.iter().map(|g| share::encode(g, None).expect("written")).collect();
    links.extend(
        games.iter().map(|g| share::encode_with_seats(g, &random_seats(g, &mut seat_rng), None).expect("written")),
    );
    let (mut accepted, mut refused, mut seats_refused) = (0u64, 0u64, 0u64);
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
                "g" => {
                    // Every game's id, and ids of no game.
                    let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).chain(["chess", ""]).collect();
                    *value = ids[rng.below(ids.len() as u32) as usize].to_string()
                }
                "h" => *value = mutate_seats(value, &mut rng),
                "v" => *value = ["1", "2", "3", ""][rng.below(4) as usize].to_string(),
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
                let again = share::decode(&share::encode(&shared.game, None).expect("written"))
                    .expect("re-encoded link decodes");
                assert_eq!(again.game.action_indices(), shared.game.action_indices());
                // …and so do its seats: exactly one per seat of the game, each carried exactly.
                if let Some(seats) = &shared.seats {
                    assert_eq!(seats.len(), shared.game.seat_count());
                    let again = share::decode(&share::encode_with_seats(&shared.game, seats, None).expect("written"))
                        .expect("seats re-encode");
                    assert_eq!(again.seats.as_ref(), Some(seats));
                }
            }
            Err(e) => {
                refused += 1;
                assert!(!e.to_string().is_empty());
                if let ShareError::Malformed { field: LinkField::Seats, .. } = e {
                    seats_refused += 1;
                }
            }
        }
    }
    println!("forged links: {accepted} accepted, {refused} refused ({seats_refused} for their seats)");
    assert!(seats_refused > 0, "the seats mutations should be refused");
    assert!(refused > 0 && accepted > 0, "the mutations should produce both");
}

/// Names and kinds that a seats field must refuse or carry exactly.
const HOSTILE_NAMES: &[&str] = &[
    "",
    " ",
    " lead",
    "trail ",
    "xxxxxxxxxxxxxxxxxxxxxxxxx",
    "xxxxxxxxxxxxxxxxxxxxxxxx",
    "a\u{0}b",
    "line\nbreak",
    "🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰",
    "🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰",
    "&=#%",
    "Ünal",
    "\u{202e}rtl",
];
const HOSTILE_KINDS: &[&str] =
    &["human", "easy", "normal", "hard", "Human", "Normal", "robot", "", " hard", "human\u{0}"];

/// A seats field (`[[name, kind],…]` in base64url) changed in one of the ways a hand or a bug
/// could change it.
fn mutate_seats(value: &str, rng: &mut Rng) -> String {
    let pick = |rng: &mut Rng, list: &[&str]| list[rng.below(list.len() as u32) as usize].to_string();
    let json = share_decode_b64(value).unwrap_or_default();
    let mut list: Vec<serde_json::Value> = serde_json::from_str(&json).unwrap_or_default();
    let seat = if list.is_empty() { 0 } else { rng.below(list.len() as u32) as usize };
    match rng.below(7) {
        0 if !list.is_empty() => {
            list.remove(seat);
        }
        1 => list.push(serde_json::json!(["Extra", "human"])),
        2 if !list.is_empty() => list[seat][0] = serde_json::Value::from(pick(rng, HOSTILE_NAMES)),
        3 if !list.is_empty() => list[seat][1] = serde_json::Value::from(pick(rng, HOSTILE_KINDS)),
        4 if !list.is_empty() => {
            let text = pick(rng, HOSTILE_VALUES);
            list[seat] = serde_json::from_str(&text).unwrap_or(serde_json::Value::Null);
        }
        5 => {
            let mut bytes = json.into_bytes();
            mutate_bytes(&mut bytes, rng);
            return castellan::core::codec::to_base64url(&bytes);
        }
        6 => return pick(rng, &["", "!!!", "AAAA", "____", "e30"]),
        _ => {}
    }
    castellan::core::codec::to_base64url(serde_json::Value::Array(list).to_string().as_bytes())
}

/// Seats for `game`: random names (from the hostile ones that a link carries) and kinds.
fn random_seats(game: &AnyMatch, rng: &mut Rng) -> Vec<SeatSetup> {
    use castellan::bot::Level;
    let names = ["Anna & Bob", "x=y#z", "Zoë", "Дмитрий", "🐉🏰", "xxxxxxxxxxxxxxxxxxxxxxxx", "&=#%", "P"];
    let kinds =
        [PlayerKind::Human, PlayerKind::Bot(Level::Easy), PlayerKind::Bot(Level::Normal), PlayerKind::Bot(Level::Hard)];
    (0..game.seat_count())
        .map(|_| SeatSetup {
            name: names[rng.below(names.len() as u32) as usize].to_string(),
            kind: kinds[rng.below(kinds.len() as u32) as usize],
        })
        .collect()
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
            SavedGame::capture(g, &seats, "fuzz", 0.0, 0.0).expect("written")
        })
        .collect();
    let mut refused = 0u64;
    for _ in 0..count() {
        let mut save = saves[rng.below(saves.len() as u32) as usize].clone();
        for _ in 0..=rng.below(3) {
            match rng.below(6) {
                0 => {
                    save.options = serde_json::from_str(&mutate_json(&save.options.to_string(), &mut rng))
                        .unwrap_or(serde_json::Value::Null)
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
        let text = serde_json::to_string(&save).unwrap();
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

/// A real text with its bytes mangled (`None` when no longer UTF-8: stored texts are strings).
fn mangle(text: &str, rng: &mut Rng) -> Option<String> {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..=rng.below(3) {
        let at = rng.below(bytes.len() as u32 + 1) as usize;
        let piece = [&b"\""[..], b"\\", b"{", b"}", b"[", b"]", b",", b":", b"-", b"0", b"e", b" ", b"\\u"];
        match rng.below(4) {
            0 if at < bytes.len() => bytes[at] ^= 1 << rng.below(7),
            1 if at < bytes.len() => {
                bytes.remove(at);
            }
            2 => bytes.truncate(at),
            _ => bytes.splice(at..at, piece[rng.below(piece.len() as u32) as usize].iter().copied()).for_each(drop),
        }
    }
    String::from_utf8(bytes).ok()
}

/// What a text that cannot be read as stored data must report: garbled or cut short only when it
/// is not JSON, the wrong content whenever it is JSON (the reader stops at the first problem, so
/// a text wrong in content before its garbled part reports the content); always with a position.
fn check_data_error(text: &str, e: &DataError) {
    let is_json = serde_json::from_str::<serde_json::Value>(text).is_ok();
    match e.problem {
        DataProblem::Garbled | DataProblem::CutShort => assert!(!is_json, "{text:?}: {e:?}"),
        DataProblem::WrongContent => {}
    }
    if is_json {
        assert_eq!(e.problem, DataProblem::WrongContent, "{text:?}");
    }
    assert!(e.line >= 1, "{text:?}: {e:?}");
}

/// How many stored saves each mangled save is read among.
const SHELF: usize = 8;

/// The real loading paths, fed mangled and random texts: saves (read together with intact ones, as
/// the saved-games list reads every stored save), game options as a save or a link holds them,
/// and links carrying them. Each refusal is typed; no other save changes.
#[test]
fn mangled_texts_get_typed_errors_and_never_touch_other_saves() {
    let games = seeds_games();
    let stored: Vec<(String, String)> = games
        .iter()
        .enumerate()
        .map(|(i, g)| {
            let seats: Vec<SeatSetup> =
                (0..g.seat_count()).map(|i| SeatSetup { name: format!("P{i}"), kind: PlayerKind::Human }).collect();
            let saved = SavedGame::capture(g, &seats, "fuzz \"é\"\n", 1.0, 2.5 + i as f64).expect("written");
            (format!("s{i:02}"), serde_json::to_string(&saved).unwrap())
        })
        .collect();
    let intact: Vec<SavedGame> = stored.iter().map(|(_, text)| serde_json::from_str(text).unwrap()).collect();
    let options: Vec<(GameKind, String)> =
        games.iter().map(|g| (g.kind(), g.options_json().expect("written"))).collect();
    let mut rng = Rng::new(0x15_0D);
    // The seats' own stream: the texts above stay those this test has always made.
    let mut seat_rng = Rng::new(0x5EA7);
    let (mut saves_refused, mut options_refused, mut links_refused, mut seats_refused) = (0u64, 0u64, 0u64, 0u64);
    for i in 0..count() {
        let victim = rng.below(stored.len() as u32) as usize;
        let text = match i % 3 {
            0 => random_document(&mut rng, 0),
            1 => match mangle(&stored[victim].1, &mut rng) {
                Some(text) => text,
                None => continue,
            },
            _ => match mangle(&options[victim].1, &mut rng) {
                Some(text) => text,
                None => continue,
            },
        };

        // A save among intact ones: only it may fail, with its text kept as it was. The intact
        // ones are spread over the whole list (so over every game), a few at a time: reading
        // every stored game each time would replay them all thousands of times.
        let shelf_size = SHELF.min(stored.len());
        let shelf: Vec<usize> =
            (0..shelf_size).map(|k| (victim + k * stored.len() / shelf_size) % stored.len()).collect();
        let store: Vec<(String, String)> = shelf
            .iter()
            .map(|&i| (stored[i].0.clone(), if i == victim { text.clone() } else { stored[i].1.clone() }))
            .collect();
        let entries = read_saves(store);
        assert_eq!(entries.len(), shelf_size);
        for entry in &entries {
            let index: usize = entry.id[1..].parse().unwrap();
            match (&entry.content, index == victim) {
                (Ok(saved), false) => assert_eq!(saved, &intact[index]),
                (Err(damaged), true) => {
                    saves_refused += 1;
                    assert_eq!(damaged.raw, text);
                    if let SaveError::Unreadable { problem, .. } = &damaged.problem {
                        check_data_error(&text, problem);
                    }
                }
                (Ok(_), true) => {}
                (Err(damaged), false) => panic!("an intact save was refused: {:?}", damaged.problem),
            }
        }

        // The same text as a game's options.
        let (kind, _) = &options[victim];
        match AnyOptions::from_json(*kind, &text).and_then(|options| AnyMatch::new(&options, 7)) {
            Ok(game) => assert_eq!(game.kind(), *kind),
            Err(LoadError::UnreadableOptions(e)) => {
                options_refused += 1;
                check_data_error(&text, &e);
            }
            Err(LoadError::Options(_)) => options_refused += 1,
            Err(other) => panic!("{text:?}: {other:?}"),
        }

        // …and inside a link whose check code is valid.
        let link = share::encode(&games[victim], None).expect("written");
        let body = link[..link.find("&c=").unwrap()].to_string();
        let (before, rest) = body.split_at(body.find("&o=").unwrap() + 3);
        let after = &rest[rest.find('&').unwrap()..];
        let body = format!("{before}{}{after}", castellan::core::codec::to_base64url(text.as_bytes()));
        match share::decode(&format!("{body}&c={}", share::checksum(&body))) {
            Ok(shared) => assert_eq!(shared.game.kind(), *kind),
            Err(ShareError::Load(LoadError::UnreadableOptions(e))) => {
                links_refused += 1;
                check_data_error(&text, &e);
            }
            Err(ShareError::Load(LoadError::Options(_) | LoadError::Replay(_))) => links_refused += 1,
            Err(other) => panic!("{text:?}: {other:?}"),
        }

        // …and as the seats of a version-2 link: refused as its seats, or carried exactly.
        let link = share::encode_with_seats(&games[victim], &random_seats(&games[victim], &mut seat_rng), None)
            .expect("written");
        let body = link[..link.find("&c=").unwrap()].to_string();
        let (before, _) = body.split_at(body.find("&h=").unwrap() + 3);
        let body = format!("{before}{}", castellan::core::codec::to_base64url(text.as_bytes()));
        match share::decode(&format!("{body}&c={}", share::checksum(&body))) {
            Ok(shared) => assert_eq!(shared.seats.map(|s| s.len()), Some(games[victim].seat_count())),
            Err(ShareError::Malformed { field: LinkField::Seats, .. }) => seats_refused += 1,
            Err(other) => panic!("{text:?}: {other:?}"),
        }
    }
    println!("refused: {saves_refused} saves, {options_refused} options, {links_refused} links, {seats_refused} seats");
    assert!(seats_refused > count() / 2, "{seats_refused}");
    assert!(saves_refused > count() / 2 && options_refused > count() / 3, "{saves_refused} {options_refused}");
    assert!(links_refused > count() / 3, "{links_refused}");
}
