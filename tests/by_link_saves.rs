//! A game by link as the saves keep it: the device's record travels with the save and back, a
//! game with dice replays its settled rolls from the save (and the next roll still waits for
//! both devices), and the saves list's "whose move" follows the game through a turn: your move,
//! then your link to send, then (once sent) waiting for the friend, and the end.

use castellan::registry::AnyOptions;
use castellan::registry::{AnyMatch, GameKind};
use castellan::remote::{self, Remote};
use castellan::session::{LinkSent, LinkStatus, PlayerKind, SavedGame, SeatSetup};

fn seats() -> Vec<SeatSetup> {
    vec![
        SeatSetup { name: "Anna".into(), kind: PlayerKind::Human },
        SeatSetup { name: "Player 2".into(), kind: PlayerKind::Remote },
    ]
}

/// The save of a game by link, written and read back as the browser stores it.
fn through_storage(
    game: &AnyMatch,
    seats: &[SeatSetup],
    remote: &Remote,
    sent: Option<LinkSent>,
) -> (SavedGame, AnyMatch) {
    let saved =
        SavedGame::capture(game, seats, "t", 1.0, 2.0).expect("written").with_remote(Some(remote.clone()), sent);
    let text = serde_json::to_string(&saved).expect("a save serialises");
    SavedGame::restore(&text).expect("a save of a game by link opens")
}

#[test]
fn a_game_by_link_keeps_its_record_and_its_whose_move_through_a_turn() {
    let seats = seats();
    let mut game =
        AnyMatch::new(&AnyOptions::from_json(GameKind::Voldetour, r#"{"players":2}"#).expect("options JSON"), 3)
            .expect("options");
    let mut remote = Remote::new(0xBEEF, 7, &seats, None);
    assert_eq!(LinkStatus::of(&remote, &game, None), Some(LinkStatus::YourTurn));
    // Anna plays her turn: the turn passes to the friend's seat.
    while remote.may_act(&game) {
        game.play_index(0).expect("a legal move");
    }
    assert_eq!(LinkStatus::of(&remote, &game, None), Some(LinkStatus::SendLink));
    let link = remote.outgoing(&game, &seats).expect("a link");
    assert!(remote::decode(&link).is_ok());
    // Once sent, the game waits for the friend's link, and says so after a reload too.
    let sent = Some(LinkSent::of(&remote, &game));
    assert_eq!(LinkStatus::of(&remote, &game, sent), Some(LinkStatus::Waiting { seat: 1 }));
    let (saved, restored) = through_storage(&game, &seats, &remote, sent);
    assert_eq!(saved.remote.as_ref(), Some(&remote));
    assert_eq!(saved.link_sent, sent);
    assert_eq!(restored.action_indices(), game.action_indices());
    // A save of a game not by link is written as before: no record, no mark.
    let plain =
        serde_json::to_string(&SavedGame::capture(&game, &seats, "t", 1.0, 2.0).expect("written")).expect("serialises");
    assert!(!plain.contains("remote") && !plain.contains("link_sent"), "{plain}");
}

#[test]
fn a_game_with_dice_replays_its_settled_rolls_from_the_save_and_the_next_waits() {
    let seats = seats();
    let mut game = AnyMatch::new(&AnyOptions::from_json(GameKind::Torri, r#"{"players":2}"#).expect("options JSON"), 5)
        .expect("options");
    let secret: [u8; 32] = std::array::from_fn(|i| i as u8 * 3);
    let mut anna = Remote::new(0xD1CE, 9, &seats, Some(secret));
    game.settle_chance(anna.known_seeds());
    // Anna chooses to roll: it waits for the friend's part of the die.
    let roll = (0..game.legal_count()).find(|&i| game.index_is_chance(i)).expect("a roll to choose");
    assert!(!anna.before_play(&mut game, roll), "the roll waits for both devices");
    assert_eq!(LinkStatus::of(&anna, &game, None), Some(LinkStatus::SendLink));
    let link = anna.outgoing(&game, &seats).expect("a link");
    // The friend joins and sends its share back; Anna's roll is thrown.
    let friend_secret: [u8; 32] = std::array::from_fn(|i| 200 - i as u8);
    let (mut bea, bea_seats, bea_game) =
        Remote::join(&remote::decode(&link).expect("decodes"), 31, "Bea", Some(friend_secret)).expect("joins");
    let back = bea.outgoing(&bea_game, &bea_seats).expect("a link back");
    let (next, seats, received) =
        anna.receive(&game, &seats, &remote::decode(&back).expect("decodes")).expect("the share comes in");
    anna = next;
    let game = received.game;
    assert_eq!(game.chance_count(), 1, "the roll is thrown");
    assert_eq!(seats[1].name, "Bea");
    // The save replays the thrown roll exactly, and a roll after it still needs both devices.
    let (_, restored) = through_storage(&game, &seats, &anna, None);
    assert_eq!(restored.action_indices(), game.action_indices());
    assert_eq!(restored.position_text(), game.position_text());
    assert!(anna.seeds(game.chance_count() + 1).is_none(), "nobody can know the next roll");
}

#[test]
fn a_game_with_secret_decks_replays_from_the_save_with_its_own_deck_dealt_and_the_others_unseen() {
    let seats = seats();
    let options = r#"{"players":2,"cards":"PersonalDeck","master":false,"master_card":null}"#;
    let mut anna_game =
        AnyMatch::new(&AnyOptions::from_json(GameKind::Torres, options).expect("options JSON"), 5).expect("options");
    let anna = Remote::new(0xDEC, 9, &seats, None).with_secret_decks([4; 32]);
    anna_game.deal_secret_decks(&anna.deck_seeds().expect("decks")).expect("dealt");
    // Anna's set-up move, her link; Bea joins and answers with her gift.
    let mut anna = anna;
    while anna.may_act(&anna_game) {
        anna_game.play_index(0).expect("legal");
    }
    let first = remote::decode(&anna.outgoing(&anna_game, &seats).expect("a link")).expect("decodes");
    let (mut bea, bea_seats, mut bea_game) = Remote::join(&first, 12, "Bea", Some([6; 32])).expect("joins");
    while bea.may_act(&bea_game) {
        bea_game.play_index(0).expect("legal");
    }
    let back = remote::decode(&bea.outgoing(&bea_game, &bea_seats).expect("a link")).expect("decodes");
    let (anna, _, received) = anna.receive(&anna_game, &seats, &back).expect("opens");
    let anna_game = received.game;
    assert!(anna.deck_seeds().expect("decks")[0].is_some(), "Anna's deck is dealt once the gift is in");
    // Through storage: the same game, Anna's deck dealt from her secret, Bea's unseen.
    let (saved, restored) = through_storage(&anna_game, &seats, &anna, None);
    assert_eq!(saved.remote.as_ref(), Some(&anna));
    assert_eq!(restored.action_indices(), anna_game.action_indices());
    assert_eq!(restored.position_text(), anna_game.position_text());
    assert_eq!(restored.unseen_indices(), anna_game.unseen_indices());
}
