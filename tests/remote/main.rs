//! Play a friend by link (`castellan::remote`): whole games passed between simulated devices
//! for every game and variant offered by link, and every refusal: a rewritten history, an old
//! link opened again, moves for a seat made on the wrong device, another game with the same id,
//! a seat already taken. Hidden information (Fortaleza's blind deployments) in `hidden.rs`, dice
//! (Torri) in `dice.rs`, secret decks (Torres' personal decks) in `decks.rs`, bots by link in
//! `bots.rs`.

mod bots;
mod decks;
mod devices;
mod dice;
mod hidden;

use castellan::core::Rng;
use castellan::registry::AnyOptions;
use castellan::registry::{AnyMatch, GameKind};
use castellan::remote::{self, Remote, RemoteError};
use castellan::session::PlayerKind;
use devices::{create, join, offered_variants, play_by_link, seat, two_devices};

#[test]
fn whole_games_by_link_end_the_same_on_every_device() {
    for (kind, options, players) in offered_variants() {
        for seed in 1..=3 {
            let (devices, _) = play_by_link(kind, &options, players, seed);
            // With secret decks each device holds its own cards: the histories compare as
            // nobody's cards are seen.
            let public = |d: &devices::Device| d.game.unseen_indices().unwrap_or_else(|| d.game.action_indices());
            let end = public(&devices[0]);
            assert!(devices[0].game.outcome().is_some(), "{kind:?} seed {seed}: the game ends");
            let dice = devices[0].game.has_chance();
            let decks = devices[0].game.has_secret_decks();
            assert_eq!(devices.len(), if dice || decks { 2 } else { players }, "{kind:?}: devices");
            for d in &devices {
                assert_eq!(public(d), end, "{kind:?} seed {seed}: same history everywhere");
                if !decks {
                    assert_eq!(d.game.position_text(), devices[0].game.position_text(), "{kind:?}: same rolls");
                }
                assert_eq!(d.game.outcome(), devices[0].game.outcome(), "{kind:?}: same result");
                // Each device checked the other's cards once the game was over.
                assert!(d.remote.decks.as_ref().is_none_or(|k| k.shown && k.peer_checked), "{kind:?}: cards shown");
                assert!(d.remote.forfeit.is_none());
                // Every hidden run shown and checked, no move left held.
                assert!(d.remote.commitments.is_empty() && d.remote.secrets.iter().all(|s| s.revealed));
                assert!(d.remote.pending.is_none() && d.remote.peer_pending.is_none());
                // Each device plays one seat here, as a human, and sees the others as remote;
                // with dice the friend's device takes every seat set up for a friend.
                let own = d.seats.iter().filter(|s| s.kind == PlayerKind::Human).count();
                let expected = if (dice || decks) && d.remote.me != 11 { players - 1 } else { 1 };
                assert_eq!(own, expected, "{kind:?}: seats played here");
            }
        }
    }
}

/// `cargo test --release --no-default-features --test remote link_lengths -- --ignored --nocapture`:
/// the longest link of 20 random complete 2-player games per game offered by link (the figures in
/// `docs/play-by-link.md`).
#[test]
#[ignore]
fn link_lengths() {
    for (kind, options, players) in offered_variants().into_iter().filter(|v| v.2 == 2) {
        let mut rolls = 0;
        let mut lengths: Vec<(usize, usize)> = (1..=20)
            .map(|seed| {
                let (d, links) = play_by_link(kind, &options, players, 1000 + seed);
                rolls = rolls.max(d[0].game.chance_count());
                (links.iter().map(String::len).max().unwrap_or(0), d[0].game.ply())
            })
            .collect();
        lengths.sort();
        let median = lengths[10];
        let max = lengths[19];
        println!(
            "{kind:?} {options}: longest link median {} chars ({} moves), max {} chars ({} moves), most rolls {rolls}",
            median.0, median.1, max.0, max.1
        );
    }
}

#[test]
fn refusals_leave_the_game_untouched_in_every_game() {
    let without_dice = offered_variants().into_iter().filter(|v| v.2 == 2 && v.0 != GameKind::Torri);
    for (kind, options, _) in without_dice {
        let (a, b, links) = two_devices(kind, &options, 5);
        let last = links.last().expect("links");
        // A link opened again brings nothing new; an older one is older.
        assert_eq!(b.open(last).err(), Some(RemoteError::NothingNew), "{kind:?}");
        assert_eq!(b.open(&links[0]).err(), Some(RemoteError::Older), "{kind:?}");
        // A rewritten history: the creator takes its last turn back and plays another.
        let fork = a.clone();
        let mut rng = Rng::new(99);
        let mut reference = a.clone();
        let l_ref = reference.play_turn(&mut rng);
        let b_ref = b.open(&l_ref);
        // Find a fork: the same prefix up to B's last link, then a different move of A.
        if let Ok(b2) = b_ref {
            let mut rng = Rng::new(12345);
            let l_other = loop {
                let mut tmp = fork.clone();
                let l = tmp.play_turn(&mut rng);
                if tmp.game.action_indices() != reference.game.action_indices() {
                    break l;
                }
            };
            assert_eq!(b2.open(&l_other).err(), Some(RemoteError::Rewritten), "{kind:?}: a fork is refused");
        }
        // Moves for B's seat made on A's device.
        let mut impostor = a.clone();
        impostor.remote.me = b.remote.me;
        let mut rng = Rng::new(7);
        let _ = impostor.play_turn(&mut rng);
        impostor.remote.me = a.remote.me;
        let l_impostor = impostor.remote.outgoing(&impostor.game, &impostor.seats).expect("a link");
        assert!(
            matches!(b.open(&l_impostor).err(), Some(RemoteError::ForeignMoves { seat: 1 })),
            "{kind:?}: moves for another device's seat"
        );
        // Another game with the same id (another seed).
        let mut stranger = create(kind, &options, &[PlayerKind::Human, PlayerKind::Remote]);
        stranger.game =
            AnyMatch::new(&AnyOptions::from_json(kind, &options).expect("options JSON"), 8).expect("options");
        let l_stranger = stranger.play_turn(&mut Rng::new(1));
        assert_eq!(b.open(&l_stranger).err(), Some(RemoteError::DifferentGame), "{kind:?}: {}", l_stranger);
        // A third device opening a link whose seat to move is already played elsewhere.
        assert!(matches!(join(&links[1], 33, "Cy").err(), Some(RemoteError::SeatTaken { seat: 0 })), "{kind:?}");
        // A damaged link.
        let damaged = last.replace("&a=", "&a=A");
        assert!(matches!(b.open(&damaged).err(), Some(RemoteError::Link(_))), "{kind:?}");
    }
}

#[test]
fn the_common_deck_is_not_offered_by_link() {
    for (kind, options) in [
        (GameKind::Torres, r#"{"players":2,"cards":"CommonDeck","master":false,"master_card":null}"#),
        (GameKind::Torres, r#"{"players":4,"cards":"CommonDeck","master":false,"master_card":null}"#),
    ] {
        let game = AnyMatch::new(&AnyOptions::from_json(kind, options).expect("options JSON"), 1).expect("options");
        assert!(game.link_play_limit().is_some(), "{kind:?} {options}");
        // Even a hand-made link of one is refused.
        let seats: Vec<_> = (0..game.seat_count())
            .map(|i| seat(&format!("P{i}"), if i == 0 { PlayerKind::Human } else { PlayerKind::Remote }))
            .collect();
        let mut remote = Remote::new(1, 2, &seats, None);
        let link = remote.outgoing(&game, &seats).expect("a link");
        assert_eq!(remote::decode(&link).err(), Some(RemoteError::NotOffered));
    }
    for (kind, options, _) in offered_variants() {
        assert_eq!(
            AnyMatch::new(&AnyOptions::from_json(kind, &options).expect("options JSON"), 1)
                .expect("options")
                .link_play_limit(),
            None
        );
    }
}

#[test]
fn a_device_opening_its_own_link_is_told_so_and_nothing_changes() {
    for (kind, options, _) in offered_variants().into_iter().filter(|v| v.2 == 2) {
        let (a, b, links) = two_devices(kind, &options, 8);
        // B's own last link, opened again on B (its friend's device was meant to open it).
        let mut b2 = b.clone();
        let own = b2.play_turn(&mut Rng::new(3));
        assert_eq!(b2.open(&own).err(), Some(RemoteError::OwnLink), "{kind:?}");
        // And A opening the link it sent to B (with dice: the head check no longer runs first,
        // so nobody forfeits).
        assert_eq!(a.open(&links[2]).err(), Some(RemoteError::OwnLink), "{kind:?}");
        assert!(a.remote.forfeit.is_none());
    }
}

#[test]
fn with_three_or_four_devices_a_link_brings_only_its_senders_moves() {
    // (A game with dice or secret decks is played between two devices.)
    let two_devices = devices::deck_variants();
    let many =
        offered_variants().into_iter().filter(|v| v.2 >= 3 && v.0 != GameKind::Torri && !two_devices.contains(v));
    for (kind, options, players) in many {
        let mut rng = Rng::new(21);
        let kinds: Vec<PlayerKind> =
            (0..players).map(|i| if i == 0 { PlayerKind::Human } else { PlayerKind::Remote }).collect();
        let mut devices = vec![create(kind, &options, &kinds)];
        // Until every seat has its device.
        let mut guard = 0;
        while devices.len() < players {
            guard += 1;
            assert!(guard < 50);
            let at = devices.iter().position(|d| d.remote.may_act(&d.game)).unwrap_or_else(|| {
                panic!(
                    "{kind:?} {players}: nobody to move: {:?}",
                    devices
                        .iter()
                        .map(|d| (d.remote.me, d.remote.owners.clone(), d.game.to_move()))
                        .collect::<Vec<_>>()
                )
            });
            let link = devices[at].play_turn(&mut rng);
            for (i, d) in devices.iter_mut().enumerate() {
                if i != at {
                    *d = d.open(&link).expect("opens");
                }
            }
            let to_move = devices[at].game.to_move().expect("goes on");
            if !devices.iter().any(|d| d.remote.owns(to_move)) {
                let me = 200 + devices.len() as u64;
                devices.push(join(&link, me, "Friend").expect("joins"));
            }
        }
        // The device to move plays, and a third device forges a link with that move as its own.
        let at = devices.iter().position(|d| d.remote.may_act(&d.game)).unwrap_or_else(|| {
            panic!(
                "{kind:?} {players}: nobody to move: {:?}",
                devices.iter().map(|d| (d.remote.me, d.remote.owners.clone(), d.game.to_move())).collect::<Vec<_>>()
            )
        });
        let forger = (at + 1) % players;
        let victim = (at + 2) % players;
        let mut mover = devices[at].clone();
        let _ = mover.play_turn(&mut rng);
        let mut impostor = mover.clone();
        impostor.remote.me = devices[forger].remote.me;
        let forged = impostor.remote.outgoing(&impostor.game, &impostor.seats).expect("a link");
        let seat = devices[at].game.to_move().expect("a seat");
        assert_eq!(
            devices[victim].open(&forged).err(),
            Some(RemoteError::ForeignMoves { seat }),
            "{kind:?} {players}: moves for a third device's seat"
        );
    }
}

#[test]
fn a_player_resigns_by_link_on_their_own_turn_and_only_for_their_own_seats() {
    for (kind, options, _) in offered_variants().into_iter().filter(|v| v.2 == 2 && v.0 != GameKind::Torri) {
        let (a, b, _) = two_devices(kind, &options, 5);
        assert!(b.remote.may_act(&b.game), "{kind:?}: B's turn");
        // B resigns on its turn: its link carries the resignation, and A's game ends with it.
        let mut resigner = b.clone();
        resigner.game.resign(&[1]).expect("B resigns");
        assert!(resigner.remote.has_news(&resigner.game), "{kind:?}: the resignation is to be sent");
        let link = resigner.send(&mut Rng::new(1));
        let a2 = a.open(&link).unwrap_or_else(|e| panic!("{kind:?}: {e}"));
        assert_eq!(a2.game.resigned(), &[1], "{kind:?}");
        assert_eq!(a2.game.outcome().map(|o| o.winners), Some(vec![0]), "{kind:?}: A wins");
        assert_eq!(a2.open(&link).err(), Some(RemoteError::NothingNew), "{kind:?}: once");
        // A link that resigns the receiver's seat, or a seat not to move, is refused.
        let forged = devices::forge(&link, "x", "0");
        assert_eq!(a.open(&forged).err(), Some(RemoteError::ForeignMoves { seat: 0 }), "{kind:?}");
        let mut early = a.clone();
        early.game.resign(&[0]).expect("A's seat");
        let out_of_turn = early.remote.outgoing(&early.game, &early.seats).expect("a link");
        assert!(b.open(&out_of_turn).is_err(), "{kind:?}: a resignation out of turn");
        // Whatever A sends afterwards (its cards at the end) keeps B's resignation.
        if a2.remote.reply_owed {
            let mut a3 = a2.clone();
            let back = a3.send(&mut Rng::new(2));
            let r2 = resigner.open(&back).unwrap_or_else(|e| panic!("{kind:?}: {e}"));
            assert_eq!(r2.game.resigned(), &[1]);
            assert!(r2.remote.forfeit.is_none() && a2.remote.forfeit.is_none());
        }
    }
}
