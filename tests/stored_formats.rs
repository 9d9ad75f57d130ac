//! Saves, game options and levels are a storage format. `serde_format` below is its reference
//! model: the derives these types had when the first saves and links were written (the app then
//! spent a while with a hand-written JSON module, checked against this same model, and is back on
//! serde derives on the types themselves). The app's types must agree with the model exactly:
//! the same text for the same value, and the same acceptance, defaults and values for any text,
//! so every old save and link loads unchanged and is written back byte for byte.

use castellan::bot::Level;
use castellan::core::Rng;
use castellan::games::fortaleza::FortalezaOptions;
use castellan::games::torres::{CardMode, TorresOptions};
use castellan::games::torri::{ColourDie, TorriOptions};
use castellan::games::voldetour::VoldetourOptions;
use castellan::registry::AnyOptions;
use castellan::registry::{AnyMatch, GameKind};
use castellan::session::{DefaultNames, DefaultTitle, PlayerKind, SavedGame, SeatSetup};
use std::fmt::Debug;

/// The derives the stored types had when their formats were fixed (kept apart from the app's
/// types, so a change to an attribute there cannot silently change both).
mod serde_format {
    use serde::{Deserialize, Serialize};

    #[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
    #[serde(rename_all = "lowercase")]
    pub enum Level {
        Easy,
        Normal,
        Hard,
    }

    #[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
    pub enum PlayerKind {
        Human,
        Bot(Level),
        Remote,
    }

    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct SeatSetup {
        pub name: String,
        pub kind: PlayerKind,
    }

    fn first_rules_version() -> u32 {
        1
    }

    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct SavedGame {
        pub format: u32,
        pub game: String,
        #[serde(default = "first_rules_version")]
        pub rules: u32,
        pub options: serde_json::Value,
        pub seed: u64,
        pub actions: Vec<u32>,
        /// Added with resigning: absent in every save of a game nobody resigned, so those are
        /// written exactly as before it existed.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub resigned: Vec<u8>,
        pub seats: Vec<SeatSetup>,
        pub title: String,
        pub created: f64,
        pub updated: f64,
        /// Added with names worded in the language shown: absent when the app gave no name.
        #[serde(default, skip_serializing_if = "DefaultNames::is_none")]
        pub defaults: DefaultNames,
    }

    #[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
    pub struct DefaultNames {
        #[serde(default)]
        pub seats: u8,
        #[serde(default)]
        pub title: DefaultTitle,
    }

    impl DefaultNames {
        fn is_none(&self) -> bool {
            *self == DefaultNames::default()
        }
    }

    #[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
    pub enum DefaultTitle {
        #[default]
        Typed,
        Players,
        FromLink,
    }

    #[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
    pub enum CardMode {
        Off,
        #[default]
        PersonalDeck,
        CommonDeck,
    }

    #[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
    #[serde(default)]
    pub struct TorresOptions {
        pub players: u8,
        pub cards: CardMode,
        pub master: bool,
        pub master_card: Option<u8>,
    }

    impl Default for TorresOptions {
        fn default() -> Self {
            TorresOptions { players: 2, cards: CardMode::PersonalDeck, master: false, master_card: None }
        }
    }

    #[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
    pub enum ColourDie {
        #[default]
        Off,
        On,
        OwnColourRollsAgain,
    }

    #[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
    #[serde(default)]
    pub struct TorriOptions {
        pub players: u8,
        pub height_limit: Option<u8>,
        pub dice_only: bool,
        pub free_carry: Option<u8>,
        pub two_dice: bool,
        pub colour_die: ColourDie,
        #[serde(default)]
        pub no_progress: bool,
    }

    impl Default for TorriOptions {
        fn default() -> Self {
            TorriOptions {
                players: 2,
                height_limit: Some(12),
                dice_only: false,
                free_carry: None,
                two_dice: false,
                colour_die: ColourDie::Off,
                no_progress: true,
            }
        }
    }

    /// Voldétour's and Fortaleza's options.
    #[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
    #[serde(default)]
    pub struct PlayersOnly {
        pub players: u8,
    }

    impl Default for PlayersOnly {
        fn default() -> Self {
            PlayersOnly { players: 2 }
        }
    }
}

/// `ours` (the app's type) and `Theirs` (its serde model) agree on `text`: both refuse it, or both
/// read it, to values each written back as the same text.
fn agree_on<Ours, Theirs>(text: &str)
where
    Ours: serde::de::DeserializeOwned + serde::Serialize + Debug,
    Theirs: serde::de::DeserializeOwned + serde::Serialize + Debug,
{
    let ours = serde_json::from_str::<Ours>(text);
    let theirs = serde_json::from_str::<Theirs>(text);
    match (&ours, &theirs) {
        (Ok(o), Ok(t)) => assert_eq!(to_text(o), serde_json::to_string(t).unwrap(), "{text}"),
        (Err(_), Err(_)) => {}
        _ => panic!("{text}\n  ours: {ours:?}\n  serde_json: {theirs:?}"),
    }
}

fn to_text<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("stored types serialise")
}

/// Every kind of member value the fuzzing below puts into an object.
const MEMBER_VALUES: &[&str] = &[
    "null",
    "true",
    "false",
    "0",
    "2",
    "3",
    "4",
    "255",
    "256",
    "-1",
    "2.0",
    "1e2",
    "18446744073709551615",
    "\"\"",
    "\"Off\"",
    "\"On\"",
    "\"PersonalDeck\"",
    "\"CommonDeck\"",
    "\"OwnColourRollsAgain\"",
    "\"off\"",
    "{\"Off\":null}",
    "{\"On\":1}",
    "[]",
    "[2]",
    "{}",
];

const OPTION_KEYS: &[&str] = &[
    "players",
    "cards",
    "master",
    "master_card",
    "height_limit",
    "dice_only",
    "free_carry",
    "two_dice",
    "colour_die",
    "no_progress",
    "unknown",
];

/// A random options-like object: known and unknown keys (sometimes repeated), any values.
fn random_object(rng: &mut Rng, keys: &[&str], values: &[&str]) -> String {
    let members: Vec<String> = (0..rng.below(6))
        .map(|_| {
            let key = keys[rng.below(keys.len() as u32) as usize];
            let value = values[rng.below(values.len() as u32) as usize];
            format!("\"{key}\":{value}")
        })
        .collect();
    format!("{{{}}}", members.join(","))
}

#[test]
fn options_are_written_as_serde_wrote_them() {
    let torres = [
        TorresOptions::default(),
        TorresOptions { players: 4, cards: CardMode::CommonDeck, master: true, master_card: Some(5) },
        TorresOptions { players: 3, cards: CardMode::Off, master: false, master_card: Some(8) },
    ];
    for o in torres {
        let theirs = serde_format::TorresOptions {
            players: o.players,
            cards: match o.cards {
                CardMode::Off => serde_format::CardMode::Off,
                CardMode::PersonalDeck => serde_format::CardMode::PersonalDeck,
                CardMode::CommonDeck => serde_format::CardMode::CommonDeck,
            },
            master: o.master,
            master_card: o.master_card,
        };
        assert_eq!(to_text(&o), serde_json::to_string(&theirs).unwrap());
    }
    for colour_die in [ColourDie::Off, ColourDie::On, ColourDie::OwnColourRollsAgain] {
        let o = TorriOptions { players: 3, height_limit: None, free_carry: Some(4), colour_die, ..Default::default() };
        let theirs = serde_format::TorriOptions {
            players: 3,
            height_limit: None,
            free_carry: Some(4),
            colour_die: match colour_die {
                ColourDie::Off => serde_format::ColourDie::Off,
                ColourDie::On => serde_format::ColourDie::On,
                ColourDie::OwnColourRollsAgain => serde_format::ColourDie::OwnColourRollsAgain,
            },
            ..Default::default()
        };
        assert_eq!(to_text(&o), serde_json::to_string(&theirs).unwrap());
    }
    for players in [2, 4] {
        let theirs = serde_json::to_string(&serde_format::PlayersOnly { players }).unwrap();
        assert_eq!(to_text(&VoldetourOptions { players }), theirs);
        assert_eq!(to_text(&FortalezaOptions { players }), theirs);
    }
}

#[test]
fn options_read_as_serde_read_them() {
    let fixed = [
        "{}",
        r#"{"players":4}"#,
        r#"{"players":3,"cards":"CommonDeck","master":true,"master_card":5}"#,
        r#"{"players":2,"height_limit":12,"dice_only":false,"free_carry":null,"two_dice":false,"colour_die":"Off"}"#,
        r#"{"players":2,"players":3}"#,
        r#"{"cards":"Off","surprise":[1,{"a":null}]}"#,
        r#"{"players":"2"}"#,
        "null",
        "[]",
        "\"Off\"",
        "",
        "{",
    ];
    let mut rng = Rng::new(2024);
    let random = (0..3_000).map(|_| random_object(&mut rng, OPTION_KEYS, MEMBER_VALUES));
    for text in fixed.iter().map(|t| t.to_string()).chain(random) {
        agree_on::<TorresOptions, serde_format::TorresOptions>(&text);
        agree_on::<TorriOptions, serde_format::TorriOptions>(&text);
        agree_on::<VoldetourOptions, serde_format::PlayersOnly>(&text);
        agree_on::<FortalezaOptions, serde_format::PlayersOnly>(&text);
    }
}

/// Saves of every game, with every kind of seat and awkward titles and times.
fn sample_saves() -> Vec<SavedGame> {
    let games = [
        (GameKind::Torres, r#"{"players":3,"cards":"PersonalDeck","master":true,"master_card":null}"#),
        (GameKind::Torres, r#"{"players":4,"cards":"CommonDeck"}"#),
        (GameKind::Torres, r#"{"players":2,"cards":"PersonalDeck","master":true,"master_card":7}"#),
        (GameKind::Torres, r#"{"players":2,"cards":"Off"}"#),
        (GameKind::Torri, r#"{"players":4,"height_limit":null,"free_carry":3,"colour_die":"OwnColourRollsAgain"}"#),
        (GameKind::Torri, "{}"),
        (GameKind::Voldetour, r#"{"players":4}"#),
        (GameKind::Fortaleza, r#"{"players":2}"#),
    ];
    let titles = ["", "Sunday game", "quote \" backslash \\ slash / newline \n tab \t bell \u{7} é 中 😀"];
    let times = [(0.0, 0.0), (1_732_435_200_000.0, 1_732_435_299_999.0), (1.5, 1e21), (0.1, -0.0)];
    let kinds =
        [PlayerKind::Human, PlayerKind::Bot(Level::Easy), PlayerKind::Bot(Level::Normal), PlayerKind::Bot(Level::Hard)];
    let mut rng = Rng::new(77);
    let mut saves = Vec::new();
    for (i, (kind, options)) in games.into_iter().enumerate() {
        let mut game = AnyMatch::new(&AnyOptions::from_json(kind, options).expect("options JSON"), 1000 + i as u64)
            .expect("options");
        for _ in 0..rng.below(120) {
            if game.outcome().is_some() {
                break;
            }
            game.play_index(rng.below(game.legal_count() as u32) as usize).expect("legal");
        }
        for (t, title) in titles.iter().enumerate() {
            let seats: Vec<SeatSetup> = (0..game.seat_count())
                .map(|s| SeatSetup { name: format!("{title}{s}"), kind: kinds[(s + t) % kinds.len()] })
                .collect();
            let (created, updated) = times[(i + t) % times.len()];
            saves.push(SavedGame::capture(&game, &seats, title, created, updated).expect("written"));
        }
        // The same game resigned by its first seat, while it is still going.
        if game.resign(&[0]).is_ok() {
            let seats: Vec<SeatSetup> = (0..game.seat_count())
                .map(|s| SeatSetup { name: format!("R{s}"), kind: kinds[s % kinds.len()] })
                .collect();
            let defaults = DefaultNames { seats: 0b101, title: DefaultTitle::FromLink };
            saves.push(
                SavedGame::capture(&game, &seats, "resigned", 1.0, 2.0).expect("written").with_defaults(defaults),
            );
        }
    }
    saves
}

#[test]
fn a_resignation_is_stored_only_when_there_is_one_and_replays() {
    let saves = sample_saves();
    let resigned: Vec<&SavedGame> = saves.iter().filter(|s| !s.resigned.is_empty()).collect();
    assert!(resigned.len() >= 4, "the samples resign some games");
    for saved in &saves {
        let text = to_text(saved);
        assert_eq!(text.contains("\"resigned\""), !saved.resigned.is_empty(), "{text}");
        let (_, game) = SavedGame::restore(&text).expect("restores");
        assert_eq!(game.resigned(), saved.resigned.as_slice());
        assert_eq!(game.outcome().is_some(), !saved.resigned.is_empty() || game.to_move().is_none());
    }
    // A resignation that cannot be (every seat, a seat not at the table) is a clear error.
    let every_seat = format!("{:?}", (0..resigned[0].seats.len()).collect::<Vec<_>>()).replace(' ', "");
    for bad in [every_seat.as_str(), "[7]"] {
        let text = to_text(resigned[0]).replacen("\"resigned\":[0]", &format!("\"resigned\":{bad}"), 1);
        let error = SavedGame::restore(&text).expect_err("refused");
        assert!(error.to_string().contains("resignation"), "{error}");
    }
}

fn serde_model(saved: &SavedGame) -> serde_format::SavedGame {
    let level = |level: Level| match level {
        Level::Easy => serde_format::Level::Easy,
        Level::Normal => serde_format::Level::Normal,
        Level::Hard => serde_format::Level::Hard,
    };
    serde_format::SavedGame {
        format: saved.format,
        game: saved.game.clone(),
        rules: saved.rules,
        options: serde_json::from_str(&saved.options.to_string()).unwrap(),
        seed: saved.seed,
        actions: saved.actions.clone(),
        resigned: saved.resigned.clone(),
        seats: saved
            .seats
            .iter()
            .map(|s| serde_format::SeatSetup {
                name: s.name.clone(),
                kind: match s.kind {
                    PlayerKind::Human => serde_format::PlayerKind::Human,
                    PlayerKind::Bot(l) => serde_format::PlayerKind::Bot(level(l)),
                    PlayerKind::Remote => serde_format::PlayerKind::Remote,
                },
            })
            .collect(),
        title: saved.title.clone(),
        created: saved.created,
        updated: saved.updated,
        defaults: serde_format::DefaultNames {
            seats: saved.defaults.seats,
            title: match saved.defaults.title {
                DefaultTitle::Typed => serde_format::DefaultTitle::Typed,
                DefaultTitle::Players => serde_format::DefaultTitle::Players,
                DefaultTitle::FromLink => serde_format::DefaultTitle::FromLink,
            },
        },
    }
}

/// A new game's saves are pinned here too: its options need a model in `serde_format` (and a
/// line in `options_read_as_serde_read_them`) and a save in `sample_saves`.
#[test]
fn every_game_has_sample_saves() {
    let saves = sample_saves();
    for kind in GameKind::ALL {
        assert!(
            saves.iter().any(|s| s.game == kind.id()),
            "{kind:?} has no save in sample_saves(): add one, with a serde_format model of its options"
        );
    }
}

#[test]
fn saves_are_written_as_serde_wrote_them_and_read_back() {
    for saved in sample_saves() {
        let ours = to_text(&saved);
        let model = serde_model(&saved);
        // Byte for byte the model's text (awkward floats included), and the options' members
        // sorted by key as saves have always stored them.
        assert_eq!(ours, serde_json::to_string(&model).unwrap());
        let options = saved.options.to_string();
        let keys: Vec<&str> =
            options.split('"').skip(1).step_by(2).filter(|k| options.contains(&format!("\"{k}\":"))).collect();
        assert!(!keys.is_empty() && keys.windows(2).all(|w| w[0] < w[1]), "{options}");
        // Either text reads back, in either type, as the same save.
        assert_eq!(serde_json::from_str::<serde_format::SavedGame>(&ours).unwrap(), model);
        assert_eq!(serde_json::from_str::<SavedGame>(&serde_json::to_string(&model).unwrap()).unwrap(), saved);
        let (restored, game) = SavedGame::restore(&ours).expect("restores");
        assert_eq!(restored, saved);
        assert_eq!(game.action_indices(), saved.actions);
    }
}

#[test]
fn damaged_saves_are_refused_as_serde_refused_them() {
    let base = to_text(&sample_saves()[0]);
    let keys = [
        "format", "game", "rules", "options", "seed", "actions", "resigned", "seats", "title", "created", "updated",
        "defaults", "extra",
    ];
    let values = [
        "null",
        "1",
        "0",
        "-1",
        "1.5",
        "1732435200000.0",
        "18446744073709551615",
        "18446744073709551616",
        "\"torres\"",
        "\"\"",
        "[]",
        "[1,2]",
        "[-1]",
        "[{\"name\":\"A\",\"kind\":\"Human\"}]",
        "[{\"name\":\"A\",\"kind\":{\"Bot\":\"hard\"}}]",
        "[{\"name\":\"A\",\"kind\":{\"Bot\":\"Hard\"}}]",
        "[{\"name\":\"A\",\"kind\":\"Bot\"}]",
        "[{\"name\":\"A\",\"kind\":{\"Human\":null}}]",
        "[{\"name\":\"A\"}]",
        "[{\"name\":\"A\",\"kind\":\"Human\",\"colour\":1}]",
        "{}",
        "{\"players\":2}",
        "{\"seats\":3,\"title\":\"Players\"}",
        "{\"seats\":300}",
        "{\"title\":\"Somewhere\"}",
    ];
    let mut rng = Rng::new(5);
    for _ in 0..3_000 {
        let Ok(serde_json::Value::Object(mut members)) = serde_json::from_str::<serde_json::Value>(&base) else {
            panic!("a save is an object")
        };
        for _ in 0..=rng.below(2) {
            let key = keys[rng.below(keys.len() as u32) as usize];
            if rng.below(3) == 0 {
                members.remove(key);
            } else {
                let value = values[rng.below(values.len() as u32) as usize];
                members.insert(key.to_string(), serde_json::from_str(value).unwrap());
            }
        }
        let text = serde_json::Value::Object(members).to_string();
        agree_on::<SavedGame, serde_format::SavedGame>(&text);
        // A repeated member: serde refuses a struct's field given twice.
        let repeated = text.replacen('{', "{\"seed\":1,", 1);
        agree_on::<SavedGame, serde_format::SavedGame>(&repeated);
    }
}

/// The levels' stored names are serde's `rename_all = "lowercase"` names.
#[test]
fn levels_are_stored_by_their_lowercase_names() {
    for (level, theirs) in [
        (Level::Easy, serde_format::Level::Easy),
        (Level::Normal, serde_format::Level::Normal),
        (Level::Hard, serde_format::Level::Hard),
    ] {
        assert_eq!(to_text(&level), serde_json::to_string(&theirs).unwrap());
    }
    for text in ["\"easy\"", "\"Easy\"", "\" hard\"", "{\"easy\":null}", "null", "1"] {
        agree_on::<Level, serde_format::Level>(text);
    }
}
