//! Share links and saves, end to end on real games: encode, decode, replay; and every way a link
//! or a save can be damaged gives a clear error instead of a panic or a wrong game.

use castellan::bot::{decide, BotSpec};
use castellan::core::data::{DataError, DataProblem};
use castellan::core::{Game, OptionsError, Rng};
use castellan::games::torri::Torri;
use castellan::registry::AnyOptions;
use castellan::registry::{AnyMatch, GameKind, InAnyMatch, LoadError, ReplayError};
use castellan::session::{PlayerKind, SaveError, SavedGame, SeatSetup};
use castellan::share::{self, ShareError};

/// A Torri game of `plies` random actions (seeded), as the app would hold it.
fn random_torri(players: u8, seed: u64, plies: usize) -> AnyMatch {
    let options = format!(
        r#"{{"players":{players},"height_limit":12,"dice_only":false,"free_carry":null,"two_dice":false,"colour_die":"Off"}}"#
    );
    let mut game = AnyMatch::new(&AnyOptions::from_json(GameKind::Torri, &options).expect("options JSON"), seed)
        .expect("valid options");
    let mut rng = Rng::new(seed ^ 0xABCD);
    for _ in 0..plies {
        let m = Torri::get(&game).expect("a Torri game");
        if m.current().outcome().is_some() {
            break;
        }
        let mut legal = Vec::new();
        m.current().legal_actions(&mut legal);
        let index = rng.below(legal.len() as u32) as usize;
        game.play_index(index).expect("legal index");
    }
    game
}

fn seats(n: usize) -> Vec<SeatSetup> {
    (0..n).map(|i| SeatSetup { name: format!("P{i}"), kind: PlayerKind::Human }).collect()
}

#[test]
fn link_round_trip_reproduces_the_game_exactly() {
    for players in 2..=4u8 {
        let game = random_torri(players, 7 + players as u64, 300);
        let link = share::encode(&game, None).expect("written");
        let shared = share::decode(&link).expect("decodes");
        assert_eq!(shared.game.ply(), game.ply());
        assert_eq!(shared.game.action_indices(), game.action_indices());
        assert_eq!(shared.game.scores_at(game.ply()), game.scores_at(game.ply()));
        assert_eq!(shared.ply, None);
    }
}

#[test]
fn link_can_point_at_a_ply() {
    let game = random_torri(2, 3, 40);
    let link = share::encode(&game, Some(12)).expect("written");
    let shared = share::decode(&format!("#{link}")).expect("decodes with a leading #");
    assert_eq!(shared.ply, Some(12));
}

#[test]
fn a_complete_game_link_is_compact() {
    // A whole 4-player Torri game between bots: the link stays short.
    let options =
        r#"{"players":4,"height_limit":12,"dice_only":false,"free_carry":null,"two_dice":false,"colour_die":"Off"}"#;
    let mut game = AnyMatch::new(&AnyOptions::from_json(GameKind::Torri, options).expect("options JSON"), 11).unwrap();
    for ply in 0..4000 {
        let m = Torri::get(&game).expect("a Torri game");
        let state = m.current().clone();
        let Some(seat) = state.to_move() else { break };
        let action = decide(&state, seat, &BotSpec::Greedy, ply).unwrap();
        let index = castellan::core::legal_vec(&state).iter().position(|a| *a == action).unwrap();
        game.play_index(index).unwrap();
    }
    assert!(game.outcome().is_some(), "the bots finish the game");
    let link = share::encode(&game, None).expect("written");
    println!("4-player Torri game: {} actions, link {} characters", game.ply(), link.len());
    assert!(link.len() < 1000, "a complete 4-player Torri game takes {} characters", link.len());
    assert!(share::decode(&link).is_ok());
}

#[test]
fn tampered_links_are_refused_with_a_reason() {
    let game = random_torri(2, 5, 60);
    let link = share::encode(&game, None).expect("written");

    // Every single-character change anywhere in the link is caught.
    let bytes = link.as_bytes();
    for i in 0..bytes.len() {
        let mut altered = bytes.to_vec();
        altered[i] = if altered[i] == b'A' { b'B' } else { b'A' };
        let altered = String::from_utf8(altered).unwrap();
        if altered == link {
            continue;
        }
        assert!(share::decode(&altered).is_err(), "altered at {i} still accepted: {altered}");
    }
    // Truncations.
    for cut in [0, 1, 5, link.len() / 2, link.len() - 1] {
        let err = share::decode(&link[..cut]).unwrap_err();
        assert!(!err.to_string().is_empty());
    }
    assert!(matches!(share::decode(""), Err(ShareError::NotAGameLink)));
    assert!(matches!(share::decode("g=chess&v=1"), Err(ShareError::UnknownGame(_))));
    assert!(matches!(share::decode("g=torri&v=9&c=x"), Err(ShareError::UnsupportedVersion(_))));
}

/// The link's fields are those its check code covers: a field given twice (with the check code
/// recomputed) is not a link any device writes, and a field added after the check code is not
/// the link's.
#[test]
fn only_the_checked_fields_count_and_each_once() {
    let game = random_torri(2, 5, 60);
    let seats = seats(2);
    let link = share::encode_with_seats(&game, &seats, None).expect("written");
    let body = &link[..link.find("&c=").expect("a check code")];
    let twice = format!("{body}&s=1");
    assert_eq!(share::decode(&format!("{twice}&c={}", share::checksum(&twice))).unwrap_err(), ShareError::Altered);
    // A resignation appended after the check code is ignored; the game is the link's.
    let shared = share::decode(&format!("{link}&x=0")).expect("the link's game");
    assert!(shared.game.resigned().is_empty());
    assert_eq!(shared.game.action_indices(), game.action_indices());
}

#[test]
fn garbage_links_never_panic() {
    let mut rng = Rng::new(99);
    let alphabet = b"g=&vsonacp0123456789abcdefxyz_-ABC%#torri";
    for _ in 0..20_000 {
        let len = rng.below(80) as usize;
        let text: String = (0..len).map(|_| alphabet[rng.below(alphabet.len() as u32) as usize] as char).collect();
        let _ = share::decode(&text);
        let _ = share::decode(&format!("g=torri&v=1&{text}"));
    }
}

#[test]
fn save_round_trip_and_damage_reports() {
    let game = random_torri(3, 21, 120);
    let saved = SavedGame::capture(&game, &seats(3), "Test game", 1.0, 2.0).expect("written");
    let text = serde_json::to_string(&saved).unwrap();
    let (back, restored) = SavedGame::restore(&text).expect("restores");
    assert_eq!(back, saved);
    assert_eq!(restored.action_indices(), game.action_indices());

    // Damaged in every way we can think of: each is an error with a message, never a panic.
    let cases = [
        String::new(),
        "{".to_string(),
        text.replace("\"torri\"", "\"chess\""),
        text.replace("\"format\":1", "\"format\":99"),
        text.replace("\"players\":3", "\"players\":9"),
        text[..text.len() / 2].to_string(),
    ];
    for bad in &cases {
        let err = SavedGame::restore(bad).unwrap_err();
        assert!(!err.to_string().is_empty());
        assert!(!err.is_other_rules_version(), "{err}");
    }
    // Each damage is named as data a translator words: what kind of problem, and where.
    let unreadable = |text: &str| match SavedGame::restore(text) {
        Err(SaveError::Unreadable { game, problem }) => (game, problem),
        other => panic!("{text:?}: {other:?}"),
    };
    assert_eq!(unreadable(""), (None, DataError { problem: DataProblem::CutShort, line: 1, column: 0 }));
    assert_eq!(unreadable("{").1.problem, DataProblem::CutShort);
    assert_eq!(unreadable(&cases[5]).1.problem, DataProblem::CutShort);
    assert_eq!(unreadable("{\"format\":1,]").1.problem, DataProblem::Garbled);
    let wrong_seed = text.replace("\"seed\":", "\"seed\":\"x\",\"was\":");
    assert_eq!(unreadable(&wrong_seed).0, Some(GameKind::Torri), "the game a damaged save names is kept");
    assert_eq!(unreadable(&wrong_seed).1.problem, DataProblem::WrongContent);
    assert!(matches!(SavedGame::restore(&cases[2]), Err(SaveError::UnknownGame(id)) if id == "chess"));
    assert_eq!(
        SavedGame::restore(&cases[4]).unwrap_err(),
        SaveError::Load(LoadError::Options(OptionsError::PlayerRange { players: 9, min: 2, max: 4 }))
    );
    // An action index that is not legal at its ply.
    let mut forged = saved.clone();
    forged.actions[10] = 10_000;
    let err = SavedGame::restore(&serde_json::to_string(&forged).unwrap()).unwrap_err();
    assert!(
        matches!(err, SaveError::Load(LoadError::Replay(ReplayError::BadIndex { ply: 10, index: 10_000, .. }))),
        "{err:?}"
    );
    assert!(err.to_string().contains("move 11"), "{err}");
    // The largest index a save can hold: a clear message, no overflow.
    forged.actions[10] = u32::MAX;
    let err = SavedGame::restore(&serde_json::to_string(&forged).unwrap()).unwrap_err();
    assert!(err.to_string().contains("choice 4294967296"), "{err}");
    // Seats that do not match the player count.
    let mut wrong = saved.clone();
    wrong.seats.pop();
    assert!(SavedGame::restore(&serde_json::to_string(&wrong).unwrap()).is_err());
}

#[test]
fn undo_stays_within_the_turn_and_never_passes_a_roll() {
    let options =
        r#"{"players":2,"height_limit":12,"dice_only":false,"free_carry":null,"two_dice":false,"colour_die":"Off"}"#;
    let mut game = AnyMatch::new(&AnyOptions::from_json(GameKind::Torri, options).expect("options JSON"), 1).unwrap();
    assert!(!game.can_undo(), "nothing to undo at the start");
    // Seat 0 rolls: a roll reveals chance, so it can never be undone.
    let m = Torri::get(&game).expect("a Torri game");
    let legal = castellan::core::legal_vec(m.current());
    let roll = legal.iter().position(|a| matches!(a, castellan::games::torri::TorriAction::Roll)).unwrap();
    game.play_index(roll).unwrap();
    assert!(!game.can_undo(), "a die roll cannot be taken back");
    assert!(!game.undo());
}

/// Plays a whole game with `spec` bots in every seat and returns its link.
fn full_game_link(kind: GameKind, options: &str, seed: u64, spec: &BotSpec) -> (AnyMatch, String) {
    let mut game = AnyMatch::new(&AnyOptions::from_json(kind, options).expect("options JSON"), seed).unwrap();
    for ply in 0..20_000u64 {
        if game.outcome().is_some() {
            break;
        }
        let index = match &game {
            AnyMatch::Torres(m) => bot_index(m.current(), spec, ply),
            AnyMatch::Torri(m) => bot_index(m.current(), spec, ply),
            AnyMatch::Voldetour(m) => bot_index(m.current(), spec, ply),
            AnyMatch::Fortaleza(m) => bot_index(m.current(), spec, ply),
        };
        game.play_index(index).unwrap();
    }
    assert!(game.outcome().is_some(), "the game ends");
    let link = share::encode(&game, None).expect("written");
    (game, link)
}

fn bot_index<G: Game>(state: &G, spec: &BotSpec, seed: u64) -> usize {
    let seat = state.to_move().unwrap();
    let action = decide(state, seat, spec, seed).unwrap();
    castellan::core::legal_vec(state).iter().position(|a| *a == action).unwrap()
}

#[test]
fn a_complete_four_player_torres_game_fits_in_under_1000_characters() {
    let mut longest = 0;
    for (cards, master) in [("PersonalDeck", false), ("CommonDeck", false), ("Off", false), ("PersonalDeck", true)] {
        let options = format!(r#"{{"players":4,"cards":"{cards}","master":{master},"master_card":null}}"#);
        for seed in 0..3 {
            for spec in [BotSpec::Random, BotSpec::Greedy] {
                let (game, link) = full_game_link(GameKind::Torres, &options, seed, &spec);
                longest = longest.max(link.len());
                assert!(
                    link.len() < 1000,
                    "{cards} master={master} seed {seed} {spec:?}: {} actions, link {} chars",
                    game.ply(),
                    link.len()
                );
                let back = share::decode(&link).unwrap();
                assert_eq!(back.game.action_indices(), game.action_indices());
            }
        }
    }
    println!("longest complete 4-player Torres link: {longest} characters");
}

#[test]
fn saves_and_links_record_the_rules_version() {
    let game = random_torri(2, 5, 60);
    let saved = SavedGame::capture(&game, &seats(2), "Rules", 1.0, 2.0).expect("written");
    assert_eq!(saved.rules, GameKind::Torri.rules_version());
    let link = share::encode(&game, None).expect("written");
    assert!(link.contains(&format!("&r={}&", GameKind::Torri.rules_version())), "{link}");

    // A save written before rules versions were recorded was made under version 1.
    let text = serde_json::to_string(&saved).unwrap();
    let old = text.replacen(&format!(",\"rules\":{}", saved.rules), "", 1);
    assert!(!old.contains("\"rules\""), "{old}");
    let back: SavedGame = serde_json::from_str(&old).expect("an old save reads");
    assert_eq!(back.rules, 1);
}

#[test]
fn a_save_or_link_under_unknown_rules_is_reported_never_replayed() {
    let game = random_torri(2, 6, 40);
    let mut saved = SavedGame::capture(&game, &seats(2), "Future", 1.0, 2.0).expect("written");
    saved.rules = 9_999;
    let err = SavedGame::restore(&serde_json::to_string(&saved).unwrap()).unwrap_err();
    assert!(err.is_other_rules_version(), "{err:?}");
    assert!(err.to_string().contains("newer version of the Torri rules"), "{err}");
    saved.rules = 0;
    let err = SavedGame::restore(&serde_json::to_string(&saved).unwrap()).unwrap_err();
    assert!(err.is_other_rules_version() && err.to_string().contains("older version"), "{err}");

    // The same in a link whose checksum is valid.
    let link = share::encode(&game, None).expect("written");
    let current = format!("&r={}&", GameKind::Torri.rules_version());
    let body = link[..link.find("&c=").unwrap()].replace(&current, "&r=9999&");
    let forged = format!("{body}&c={}", share::checksum(&body));
    match share::decode(&forged) {
        Err(ShareError::Load(e)) => assert!(e.is_other_rules_version(), "{e:?}"),
        other => panic!("expected a rules-version error, got {other:?}"),
    }
}

/// Replaces one `key=value` field of a link body (or adds it) and recomputes the check code, so
/// the link reaches the code that reads that field.
fn forge(link: &str, key: &str, value: Option<&str>) -> String {
    let body = &link[..link.find("&c=").expect("a check code")];
    let mut pairs: Vec<String> =
        body.split('&').filter(|p| !p.starts_with(&format!("{key}="))).map(String::from).collect();
    if let Some(value) = value {
        pairs.push(format!("{key}={value}"));
    }
    let body = pairs.join("&");
    format!("{body}&c={}", share::checksum(&body))
}

fn b64(text: &str) -> String {
    castellan::core::codec::to_base64url(text.as_bytes())
}

/// Every game's version-1 links (the golden fixtures, made before links carried seats) open as
/// they always did: the same moves, the same position, no seats (the app gives them default
/// ones); and a version-1 text built by hand from each game, with or without its rules version,
/// opens identically and is still what [`share::encode`] writes.
#[test]
fn version_1_links_of_every_game_open_as_before() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let mut games_seen = std::collections::BTreeSet::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let fixture: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(entry.path()).unwrap()).unwrap();
        let link = fixture["link"].as_str().unwrap();
        assert!(link.contains("&v=1&"), "{link}");
        let shared = share::decode(link).unwrap();
        assert_eq!(shared.seats, None);
        assert_eq!(shared.ply, None);
        let game = &shared.game;
        games_seen.insert(game.kind().id());
        let fields = format!(
            "s={}&o={}&n={}&a={}",
            u64_base36(game.seed()),
            b64(&game.options_json().expect("written")),
            game.ply(),
            castellan::core::codec::to_base64url(&game.encode_actions())
        );
        let with_rules = format!("g={}&v=1&r={}&{fields}", game.kind().id(), game.rules_version());
        let with_rules = format!("{with_rules}&c={}", share::checksum(&with_rules));
        assert_eq!(share::encode(game, None).expect("written"), with_rules, "the version-1 writer changed");
        let mut texts = vec![with_rules];
        if game.rules_version() == 1 {
            let without = format!("g={}&v=1&{fields}", game.kind().id());
            texts.push(format!("{without}&c={}", share::checksum(&without)));
        }
        for text in texts {
            let again = share::decode(&text).unwrap();
            assert_eq!(again.seats, None);
            assert_eq!(again.game.action_indices(), game.action_indices());
            assert_eq!(again.game.position_text(), game.position_text());
        }
    }
    assert_eq!(games_seen.len(), GameKind::ALL.len(), "a golden link of every game: {games_seen:?}");
}

fn u64_base36(mut n: u64) -> String {
    let digits = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(digits[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap()
}

/// A version-2 link brings back every seat's name and kind (human, or bot and level), whatever
/// the names hold; the link itself stays URL-safe.
#[test]
fn links_carry_the_seats_names_and_kinds() {
    use castellan::bot::Level;
    let game = random_torri(4, 21, 90);
    let tables: [[(&str, PlayerKind); 4]; 3] = [
        [
            ("Anna & Bob", PlayerKind::Human),
            ("x=y", PlayerKind::Bot(Level::Easy)),
            ("#1 #2", PlayerKind::Bot(Level::Normal)),
            ("Zoë Ünal-Kovács", PlayerKind::Bot(Level::Hard)),
        ],
        [
            ("Дмитрий", PlayerKind::Bot(Level::Normal)),
            ("🐉🏰 dragon", PlayerKind::Human),
            ("abcdefghijklmnopqrstuvwx", PlayerKind::Human),
            ("🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰🏰", PlayerKind::Bot(Level::Easy)),
        ],
        [
            ("a&b=c#d%20e?f/g+h", PlayerKind::Human),
            ("\"quoted\" \\ back", PlayerKind::Human),
            ("<b>tag</b>", PlayerKind::Bot(Level::Hard)),
            ("e\u{301}cole 中文", PlayerKind::Human),
        ],
    ];
    for table in tables {
        let seats: Vec<SeatSetup> =
            table.iter().map(|(name, kind)| SeatSetup { name: name.to_string(), kind: *kind }).collect();
        for ply in [None, Some(5)] {
            let link = share::encode_with_seats(&game, &seats, ply).expect("written");
            assert!(link.contains(&format!("&v={}&", share::LINK_VERSION)), "{link}");
            assert!(
                link.chars().all(|c| c.is_ascii_alphanumeric() || "-_=&".contains(c)),
                "not URL-safe as it is: {link}"
            );
            let shared = share::decode(&format!("#{link}")).unwrap();
            assert_eq!(shared.seats.as_deref(), Some(seats.as_slice()));
            assert_eq!(shared.ply, ply);
            assert_eq!(shared.game.action_indices(), game.action_indices());
        }
    }
    // Longer names are cut at the new-game screen's limit, as it cuts them; control characters go.
    let seats: Vec<SeatSetup> = ["abcdefghijklmnopqrstuvwxyz", "  padded  ", "tab\there", "🏰".repeat(30).as_str()]
        .iter()
        .map(|name| SeatSetup { name: name.to_string(), kind: PlayerKind::Human })
        .collect();
    let shared = share::decode(&share::encode_with_seats(&game, &seats, None).expect("written")).unwrap();
    let names: Vec<String> = shared.seats.unwrap().into_iter().map(|s| s.name).collect();
    assert_eq!(names, ["abcdefghijklmnopqrstuvwx", "padded", "tabhere", &"🏰".repeat(24)]);
}

/// A damaged seats field is refused with a typed error that says which part and what is wrong,
/// before anything is replayed; every single-character change to a version-2 link is caught.
#[test]
fn a_mangled_seats_field_is_refused_with_a_typed_error() {
    use castellan::share::{FieldProblem, LinkField};
    let game = random_torri(2, 8, 30);
    let link = share::encode_with_seats(&game, &seats(2), None).expect("written");
    let seats_error = |problem| ShareError::Malformed { field: LinkField::Seats, problem };
    let long = format!("[[\"{}\",\"human\"],[\"B\",\"human\"]]", "x".repeat(25));
    let cases: Vec<(String, ShareError)> = vec![
        ("!!!".into(), seats_error(FieldProblem::NotBase64)),
        (castellan::core::codec::to_base64url(&[0xff, 0xfe, 0x80]), seats_error(FieldProblem::NotText)),
        (b64("{}"), seats_error(FieldProblem::NotAPlayerList)),
        (b64("[[\"A\"],[\"B\",\"human\"]]"), seats_error(FieldProblem::NotAPlayerList)),
        (b64("[[\"A\",\"human\",3],[\"B\",\"human\"]]"), seats_error(FieldProblem::NotAPlayerList)),
        (b64("[[\"A\",{\"Bot\":\"easy\"}],[\"B\",\"human\"]]"), seats_error(FieldProblem::NotAPlayerList)),
        (b64("[[\"A\",\"human\"],[\"B\",\"human\""), seats_error(FieldProblem::NotAPlayerList)),
        (b64("[[\"A\",\"human\"]]"), seats_error(FieldProblem::WrongPlayerCount)),
        (b64("[]"), seats_error(FieldProblem::WrongPlayerCount)),
        (b64("[[\"A\",\"human\"],[\"B\",\"human\"],[\"C\",\"human\"]]"), seats_error(FieldProblem::WrongPlayerCount)),
        (b64("[[\"\",\"human\"],[\"B\",\"human\"]]"), seats_error(FieldProblem::BadPlayerName)),
        (b64("[[\"   \",\"human\"],[\"B\",\"human\"]]"), seats_error(FieldProblem::BadPlayerName)),
        (b64(" [[\"A \",\"human\"],[\"B\",\"human\"]]"), seats_error(FieldProblem::BadPlayerName)),
        (b64(&long), seats_error(FieldProblem::BadPlayerName)),
        (b64("[[\"A\\nB\",\"human\"],[\"B\",\"human\"]]"), seats_error(FieldProblem::BadPlayerName)),
        (b64("[[\"A\",\"robot\"],[\"B\",\"human\"]]"), seats_error(FieldProblem::UnknownPlayerKind)),
        (b64("[[\"A\",\"Normal\"],[\"B\",\"human\"]]"), seats_error(FieldProblem::UnknownPlayerKind)),
        (b64("[[\"A\",\"Human\"],[\"B\",\"human\"]]"), seats_error(FieldProblem::UnknownPlayerKind)),
        ("A".repeat(3000), seats_error(FieldProblem::ImplausiblyLarge)),
    ];
    for (value, expected) in cases {
        let forged = forge(&link, "h", Some(&value));
        let err = share::decode(&forged).unwrap_err();
        assert_eq!(err, expected, "{value}");
        assert!(err.to_string().contains("players"), "{err}");
    }
    // A version-2 link must have its seats; a version-1 link never reads them.
    assert_eq!(share::decode(&forge(&link, "h", None)).unwrap_err(), ShareError::Missing(LinkField::Seats));
    let old = forge(&forge(&link, "v", Some("1")), "h", Some("!!!"));
    assert_eq!(share::decode(&old).unwrap().seats, None);

    let bytes = link.as_bytes();
    for i in 0..bytes.len() {
        let mut altered = bytes.to_vec();
        altered[i] = if altered[i] == b'A' { b'B' } else { b'A' };
        let altered = String::from_utf8(altered).unwrap();
        if altered != link {
            assert!(share::decode(&altered).is_err(), "altered at {i} still accepted: {altered}");
        }
    }
}

/// The friend's link `.ci/lighthouse` measures (docs/performance.md, "First load") still opens a
/// Torres game in progress with the human to move: a rules change that broke it would otherwise
/// only show as a Lighthouse run of an error page.
#[test]
fn the_link_lighthouse_measures_opens_a_torres_game_in_progress() {
    let script = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/.ci/lighthouse")).expect("the script");
    let link = script
        .lines()
        .find_map(|line| line.strip_prefix("TORRES_LINK=\""))
        .and_then(|rest| rest.strip_suffix('"'))
        .expect("TORRES_LINK in .ci/lighthouse");
    let shared = share::decode(link).expect("the link opens");
    assert_eq!(shared.game.kind(), GameKind::Torres);
    assert_eq!(shared.game.ply(), 43);
    assert!(shared.game.outcome().is_none());
    let seats = shared.seats.expect("its players");
    let to_move = shared.game.to_move().expect("someone to move") as usize;
    assert!(seats[to_move].is_human(), "the friend opens it on their own turn");
}
