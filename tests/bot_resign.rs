//! Bots resign a game they cannot win any more (issue #44, item 2): the saved game the
//! browser test `tests/e2e/bot_resign.test.mjs` opens is a Torri game where the bot can no
//! longer win by the rules' exact bound, with the bot to move; at that table (one human, one
//! bot) the bots' rule concedes at once. The rule itself is tested in `crates/bot/src/tests.rs`.

use castellan::bot::concede::{table_concedes, Hope, CONCEDE};
use castellan::bot::BotTuning;
use castellan::bot::{decide, derive_seed, Level};
use castellan::core::{Game, Match};
use castellan::games::torri::Torri;
use castellan::registry::{GameKind, InAnyMatch};
use castellan::session::{PlayerKind, SavedGame, SeatSetup};

const FIXTURE: &str = "tests/e2e/fixtures/torri_bot_cannot_win.json";

fn seats() -> Vec<SeatSetup> {
    vec![
        SeatSetup { name: "You".into(), kind: PlayerKind::Human },
        SeatSetup { name: "Bot".into(), kind: PlayerKind::Bot(Level::Normal) },
    ]
}

/// A Torri game in which Normal (the first seat) plays a random second seat until the second
/// cannot win any more, at its turn.
fn decided_game() -> Match<Torri> {
    let seed = 2026;
    let mut game = Match::<Torri>::new(&Torri::options_for_players(2), seed).expect("a new game");
    let mut rng = castellan::core::Rng::new(5);
    let normal = Torri::level_spec_at(Level::Normal, 2);
    while let Some(seat) = game.to_move() {
        if seat == 1 && game.current().cannot_win(1) {
            break;
        }
        let action = if seat == 0 {
            decide(game.current(), 0, &normal, derive_seed(seed, game.ply() as u64)).expect("a move")
        } else {
            let legal = castellan::core::legal_vec(game.current());
            legal[rng.below(legal.len() as u32) as usize]
        };
        game.play(action).expect("legal");
    }
    game
}

/// Writes the fixture: `WRITE_FIXTURE=1 cargo test --no-default-features --test bot_resign -- --ignored`.
#[test]
#[ignore]
fn write_the_fixture() {
    if std::env::var("WRITE_FIXTURE").is_err() {
        return;
    }
    let game = <Torri as InAnyMatch>::wrap(decided_game());
    let saved = SavedGame::capture(&game, &seats(), "Torri · You against a bot", 0.0, 0.0).expect("written");
    std::fs::write(FIXTURE, serde_json::to_string(&saved).expect("serialises") + "\n").expect("written");
}

#[test]
fn the_fixture_is_a_game_the_bot_resigns_at_once() {
    let text = std::fs::read_to_string(FIXTURE).expect("the fixture");
    let (saved, game) = SavedGame::restore(&text).expect("it opens");
    assert_eq!(game.kind(), GameKind::Torri);
    assert_eq!(saved.seats, seats());
    let torri = Torri::get(&game).expect("Torri").current();
    assert_eq!(torri.to_move(), Some(1), "the bot is to move");
    assert!(torri.outcome().is_none() && torri.cannot_win(1) && !torri.cannot_win(0));
    // At this table (one human, one bot) the bot concedes before it searches.
    assert!(table_concedes(torri, &[1], &Hope::default(), CONCEDE));
    // Between two humans, or a bot against a bot, nobody does.
    assert!(!table_concedes(torri, &[], &Hope::default(), CONCEDE));
    assert!(!table_concedes(torri, &[0, 1], &Hope::default(), CONCEDE));
}
