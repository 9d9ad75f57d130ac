//! Resigning (`core::game_match`, "Resigning"): it ends the game at once, in every game and at
//! every player count; the seats that resign lose and the others are ranked by the score as it
//! stands; nothing is played, undone or redone after it; saves and links carry it and refuse one
//! that cannot be.

use castellan::core::{Game, Match, Seat};
use castellan::games::torres::{CardMode, Torres, TorresAction, TorresOptions};
use castellan::games::torri::{Torri, TorriOptions};
use castellan::registry::AnyOptions;
use castellan::registry::{AnyMatch, GameKind, GameVisitor, RegisteredGame};
use castellan::session::{PlayerKind, SeatSetup};
use castellan::share;

/// A game of `kind` at `players`, a few random actions in.
fn started(kind: GameKind, players: u8, actions: usize) -> AnyMatch {
    struct Options(u8);
    impl GameVisitor for Options {
        type Output = String;
        fn visit<G: RegisteredGame>(self) -> String {
            serde_json::to_string(&G::options_for_players(self.0)).expect("options serialise")
        }
    }
    let options = kind.visit(Options(players));
    let mut game =
        AnyMatch::new(&AnyOptions::from_json(kind, &options).expect("options JSON"), 42).expect("a new game");
    let mut rng = castellan::core::Rng::new(7);
    for _ in 0..actions {
        if game.to_move().is_none() {
            break;
        }
        game.play_index(rng.below(game.legal_count() as u32) as usize).expect("a legal action");
    }
    game
}

#[test]
fn in_every_game_a_resignation_ends_the_game_and_the_other_player_wins() {
    for &kind in GameKind::ALL {
        for &players in kind.player_counts() {
            let mut game = started(kind, players, 12);
            assert!(game.outcome().is_none(), "{kind:?} {players}: still going");
            let ply = game.ply();
            game.resign(&[0]).expect("the first seat may resign");
            let outcome = game.outcome().expect("over");
            assert!(!outcome.winners.contains(&0), "{kind:?} {players}: the resigning seat never wins");
            assert!(!outcome.winners.is_empty(), "{kind:?} {players}: somebody wins");
            if players == 2 {
                assert_eq!(outcome.winners, [1], "{kind:?}: in a two-player game the other player wins");
            } else {
                let best = (1..players as usize).map(|s| outcome.scores[s]).max();
                for seat in 1..players {
                    let won = outcome.winners.contains(&seat);
                    assert_eq!(won, Some(outcome.scores[seat as usize]) == best, "{kind:?} {players}: ranked by score");
                }
            }
            assert_eq!(game.to_move(), None, "{kind:?}: nobody moves after a resignation");
            assert_eq!(game.resigned(), [0]);
            assert!(game.play_index(0).is_err(), "{kind:?}: nothing is played after it");
            assert!(!game.undo() && game.take_back(|_| true).is_none() && !game.redo());
            assert_eq!(game.ply(), ply, "the action list is what the rules made it");
            assert!(game.resign(&[1]).is_err(), "a game over cannot be resigned again");
        }
    }
}

#[test]
fn a_resignation_that_cannot_be_is_refused_and_changes_nothing() {
    let mut game = Match::<Torri>::new(&TorriOptions { players: 3, ..TorriOptions::default() }, 5).expect("game");
    assert!(game.resign(&[]).is_err(), "nobody");
    assert!(game.resign(&[3]).is_err(), "a seat not at the table");
    assert!(game.resign(&[0, 1, 2]).is_err(), "every seat at once");
    assert!(game.resign(&[0, 9]).is_err(), "one good seat and one not at the table");
    assert!(game.resigned().is_empty() && game.outcome().is_none() && game.to_move().is_some());
    // Two of three seats together (the bots conceding at a one-human table): the third wins.
    game.resign(&[2, 0, 2]).expect("two seats");
    assert_eq!(game.resigned(), [0, 2]);
    assert_eq!(game.outcome().expect("over").winners, [1]);
}

#[test]
fn a_resignation_drops_what_redo_would_replay() {
    let options = TorresOptions { players: 2, cards: CardMode::Off, ..TorresOptions::default() };
    let mut game = Match::<Torres>::new(&options, 3).expect("game");
    // Through the set-up into the first turn, then one step that can be taken back.
    while game.current().to_move().is_some() && !game.can_undo() {
        let legal = castellan::core::legal_vec(game.current());
        let action = legal.iter().copied().find(|a| matches!(a, TorresAction::PlaceBlock(_))).unwrap_or(legal[0]);
        game.play(action).expect("legal");
    }
    assert!(game.undo() && game.can_redo());
    let seat: Seat = game.current().to_move().expect("in play");
    game.resign(&[seat]).expect("resign");
    assert!(!game.can_redo() && game.redo_len() == 0 && !game.redo());
}

#[test]
fn links_carry_a_resignation_inside_their_check_and_refuse_one_that_cannot_be() {
    let mut game = started(GameKind::Torri, 2, 20);
    let seats: Vec<SeatSetup> = ["Anna", "Bot"]
        .iter()
        .zip([PlayerKind::Human, PlayerKind::Bot(castellan::bot::Level::Normal)])
        .map(|(name, kind)| SeatSetup { name: name.to_string(), kind })
        .collect();
    let before = share::encode_with_seats(&game, &seats, None).expect("written");
    assert!(!before.contains("&x="), "a link of a game nobody resigned is written as before: {before}");
    game.resign(&[0]).expect("resign");
    let link = share::encode_with_seats(&game, &seats, None).expect("written");
    assert!(link.contains("&x=0&c="), "{link}");
    let opened = share::decode(&link).expect("opens");
    assert_eq!(opened.game.resigned(), [0]);
    assert_eq!(opened.game.outcome().expect("over").winners, [1]);
    // A resignation added after the check code is not the link's: the game opens unresigned.
    let appended = format!("{before}&x=1");
    assert!(share::decode(&appended).expect("opens").game.resigned().is_empty());
    // A changed resignation fails the check; one that cannot be, with a valid check, is refused.
    assert_eq!(share::decode(&link.replace("&x=0&", "&x=1&")).err(), Some(share::ShareError::Altered));
    for bad in ["01", "7", "a", "00000"] {
        let body = link.split("&c=").next().expect("body").replace("&x=0", &format!("&x={bad}"));
        let forged = format!("{body}&c={}", share::checksum(&body));
        assert!(share::decode(&forged).is_err(), "x={bad} must be refused");
    }
}

#[test]
fn a_resigned_game_round_trips_through_a_save() {
    let mut game = started(GameKind::Fortaleza, 2, 30);
    game.resign(&[1]).expect("resign");
    let seats: Vec<SeatSetup> = (0..2).map(|i| SeatSetup { name: format!("P{i}"), kind: PlayerKind::Human }).collect();
    let saved = castellan::session::SavedGame::capture(&game, &seats, "t", 1.0, 2.0).expect("written");
    let text = serde_json::to_string(&saved).expect("serialises");
    let (restored, again) = castellan::session::SavedGame::restore(&text).expect("restores");
    assert_eq!(restored.resigned, [1]);
    assert_eq!(again.outcome(), game.outcome());
    assert_eq!(again.action_indices(), game.action_indices());
}

#[test]
fn a_game_that_ended_by_its_rules_cannot_be_resigned() {
    let mut game = Match::<Torri>::new(&TorriOptions::default(), 11).expect("game");
    let mut rng = castellan::core::Rng::new(3);
    while game.current().to_move().is_some() {
        let legal = castellan::core::legal_vec(game.current());
        game.play(legal[rng.below(legal.len() as u32) as usize]).expect("legal");
    }
    let outcome = game.outcome();
    assert!(game.resign(&[0]).is_err());
    assert_eq!(game.outcome(), outcome);
    assert_eq!(game.current().outcome(), outcome, "the rules' own ending is the match's");
}
