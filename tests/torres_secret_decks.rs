//! Torres with secret decks (play by link): a state that does not see a seat's cards counts
//! them, learns each one as it is played, and follows the very game its owner plays; nothing it
//! shows depends on that seat's deck.

use castellan::core::{legal_vec, Game, Match, Rng, Seat};
use castellan::games::torres::{CardMode, Torres, TorresAction, TorresOptions};

fn options(players: u8) -> TorresOptions {
    TorresOptions { players, cards: CardMode::PersonalDeck, ..TorresOptions::default() }
}

/// A game with every deck dealt from its owner's seed, played at random to the end with a
/// taste for cards (every third choice a card action where there is one).
fn real_game(players: u8, seed: u64) -> (Match<Torres>, Vec<Option<u64>>) {
    let decks: Vec<Option<u64>> = (0..players as u64).map(|p| Some(seed * 31 + p + 1)).collect();
    let mut m = Match::<Torres>::new(&options(players), seed).unwrap();
    m.deal_secret_decks(&decks).unwrap();
    let mut rng = Rng::new(seed);
    while m.current().to_move().is_some() {
        let legal = legal_vec(m.current());
        let cards: Vec<TorresAction> =
            legal.iter().copied().filter(|a| matches!(a, TorresAction::TakeCard | TorresAction::Play(_))).collect();
        let action = if !cards.is_empty() && rng.below(3) == 0 {
            cards[rng.below(cards.len() as u32) as usize]
        } else {
            legal[rng.below(legal.len() as u32) as usize]
        };
        m.play(action).unwrap();
    }
    (m, decks)
}

/// The list as the device that knows only `seat`'s deck records it: the other seats' actions as
/// they look without their cards.
fn seen_by(real: &Match<Torres>, decks: &[Option<u64>], seat: Seat) -> (Match<Torres>, Vec<Option<u64>>) {
    let view: Vec<Option<u64>> = decks.iter().enumerate().map(|(s, &d)| d.filter(|_| s == seat as usize)).collect();
    let mut m = Match::<Torres>::new(real.options(), real.seed()).unwrap();
    m.deal_secret_decks(&view).unwrap();
    for (ply, r) in real.records().iter().enumerate() {
        let action = if r.seat == seat { r.action } else { real.state_at(ply).unseen_action(r.action) };
        m.play(action).unwrap_or_else(|e| panic!("ply {ply}: {:?} refused: {e}", r.action));
    }
    (m, view)
}

#[test]
fn a_device_that_sees_one_deck_follows_the_whole_game() {
    for players in 2..=4u8 {
        for seed in 1..=6 {
            let (real, decks) = real_game(players, seed);
            let played: u32 =
                (0..players).map(|p| real.current().played(p).iter().map(|&c| c as u32).sum::<u32>()).sum();
            assert!(played > 0, "{players} players, seed {seed}: cards were played");
            for seat in 0..players {
                let (view, dealt) = seen_by(&real, &decks, seat);
                let (a, b) = (real.current(), view.current());
                assert_eq!(a.outcome(), b.outcome(), "{players}p seed {seed} seat {seat}: the same ending");
                assert_eq!(a.scores(), b.scores());
                for p in 0..players {
                    assert_eq!(a.hand_size(p), b.hand_size(p), "seat {p}'s hand size");
                    assert_eq!(a.played(p), b.played(p), "seat {p}'s played cards");
                    assert_eq!(a.deck_size(p), b.deck_size(p), "seat {p}'s deck size");
                    assert_eq!(b.is_unseen(p), p != seat);
                }
                // The device's own list replays from its save (its deck from its seed).
                let again =
                    Match::<Torres>::from_indices_dealt(real.options(), real.seed(), 2, &dealt, &view.action_indices())
                        .unwrap();
                assert_eq!(again.current(), view.current());
                // What it sends: the list as nobody's cards are seen, the same on every device.
                assert_eq!(view.unseen_indices(), real.unseen_indices(), "seat {seat}: one public list");
            }
            let public = real.unseen_indices().unwrap();
            let unseen = vec![None; players as usize];
            let replayed =
                Match::<Torres>::from_indices_dealt(real.options(), real.seed(), 2, &unseen, &public).unwrap();
            assert_eq!(replayed.current().scores(), real.current().scores());
        }
    }
}

#[test]
fn the_public_list_tells_nothing_of_the_cards_kept_or_returned() {
    let (real, _) = real_game(2, 3);
    let public = real.unseen_indices().unwrap();
    let unseen = vec![None; 2];
    let replayed = Match::<Torres>::from_indices_dealt(real.options(), real.seed(), 2, &unseen, &public).unwrap();
    let mut keeps = 0;
    for r in replayed.records() {
        assert!(
            !matches!(r.action, TorresAction::Keep(_) | TorresAction::PutBack { .. }),
            "{:?} names a card",
            r.action
        );
        keeps += usize::from(r.action == TorresAction::KeepUnseen);
        if r.action == TorresAction::KeepUnseen {
            assert_eq!(r.choices, 1, "keeping is one choice where the cards are not seen");
        }
    }
    assert!(keeps > 0, "cards were taken");
    // An unseen deck keeps nothing of the order it was dealt in before: states that differ only
    // in it are equal.
    let fresh = Match::<Torres>::new(real.options(), real.seed()).unwrap();
    let (mut a, mut b) = (*fresh.current(), *fresh.current());
    assert!(a.set_secret_deck(0, Some(999)) && b.set_secret_deck(0, Some(1_000)));
    assert_ne!(a, b);
    assert!(a.set_secret_deck(0, None) && b.set_secret_deck(0, None));
    assert_eq!(a, b);
}

#[test]
fn an_unseen_seat_plays_only_a_card_it_may_hold_and_not_one_taken_this_turn() {
    let mut m = Match::<Torres>::new(&options(2), 5).unwrap();
    m.deal_secret_decks(&[None, None]).unwrap();
    // Play the set-up and reach seat 0's first main stage.
    while m.current().to_move() == Some(0) && !legal_vec(m.current()).contains(&TorresAction::TakeCard) {
        let a = legal_vec(m.current())[0];
        m.play(a).unwrap();
    }
    while !legal_vec(m.current()).contains(&TorresAction::TakeCard) {
        let a = legal_vec(m.current())[0];
        m.play(a).unwrap();
    }
    let seat = m.current().to_move().unwrap();
    let no_card = |m: &Match<Torres>| !legal_vec(m.current()).iter().any(|a| matches!(a, TorresAction::Play(_)));
    assert!(no_card(&m), "an empty hand plays nothing");
    m.play(TorresAction::TakeCard).unwrap();
    assert_eq!(legal_vec(m.current()), vec![TorresAction::KeepUnseen]);
    m.play(TorresAction::KeepUnseen).unwrap();
    assert_eq!(
        legal_vec(m.current()),
        vec![TorresAction::PutBackUnseen { top: true }, TorresAction::PutBackUnseen { top: false }]
    );
    m.play(TorresAction::PutBackUnseen { top: true }).unwrap();
    m.play(TorresAction::PutBackUnseen { top: false }).unwrap();
    assert_eq!(m.current().hand_size(seat), 1);
    assert_eq!(m.current().deck_size(seat), 9);
    assert!(no_card(&m), "the card taken this turn waits for a later turn");
    assert!(m.current().check(TorresAction::KeepUnseen).is_err());
}

#[test]
fn secret_decks_are_dealt_only_before_play_and_only_with_personal_decks() {
    let mut m = Match::<Torres>::new(&options(2), 1).unwrap();
    assert!(m.deal_secret_decks(&[Some(1)]).is_err(), "every seat is named");
    let a = legal_vec(m.current())[0];
    m.play(a).unwrap();
    assert!(m.deal_secret_decks(&[Some(1), None]).is_err(), "play has begun");
    for o in [
        TorresOptions { players: 2, cards: CardMode::CommonDeck, ..TorresOptions::default() },
        TorresOptions { players: 2, cards: CardMode::Off, ..TorresOptions::default() },
        TorresOptions { players: 2, cards: CardMode::PersonalDeck, master: true, ..TorresOptions::default() },
    ] {
        let mut m = Match::<Torres>::new(&o, 1).unwrap();
        assert!(m.deal_secret_decks(&[None, None]).is_err(), "{o:?}");
        assert!(m.unseen_indices().is_none());
    }
}

#[test]
fn a_bot_searches_a_dealt_copy_consistent_with_what_it_sees() {
    let (real, decks) = real_game(2, 4);
    // Stop midway, on seat 0's device, and deal seat 1's unseen cards for a search.
    for ply in (10..real.ply()).step_by(17) {
        let mut view = Match::<Torres>::new(real.options(), real.seed()).unwrap();
        view.deal_secret_decks(&[decks[0], None]).unwrap();
        for (i, r) in real.records()[..ply].iter().enumerate() {
            let a = if r.seat == 0 { r.action } else { real.state_at(i).unseen_action(r.action) };
            view.play(a).unwrap();
        }
        let now = view.current();
        let dealt = now.determinize(0, &mut Rng::new(ply as u64));
        assert!(!dealt.is_unseen(1));
        assert_eq!(dealt.hand_size(1), now.hand_size(1));
        assert_eq!(dealt.deck_size(1), now.deck_size(1));
        let hand = dealt.hand(1);
        let played = dealt.played(1);
        for t in 0..10 {
            assert!(hand[t] + played[t] <= 1, "card {t}: held and played at once");
        }
        // And the search plays on from it.
        assert!(dealt.to_move().is_none() || !legal_vec(&dealt).is_empty());
    }
}

#[test]
fn the_game_as_it_really_was_replays_only_with_the_right_decks_and_cards() {
    for seed in 1..=4 {
        let (real, decks) = real_game(2, seed);
        // Seat 0's device: seat 1's cards unseen; seat 1 shows its secret deck and its choices.
        let (view, _) = seen_by(&real, &decks, 0);
        let theirs = |s: Seat| s == 1;
        let choices = real.unseen_choices(theirs);
        assert_eq!(view.unseen_choice_count(theirs), choices.len());
        let realized = view.realized(&decks, theirs, &choices).expect("the honest cards replay");
        assert_eq!(realized.action_indices(), real.action_indices(), "seed {seed}: the very game");
        if choices.is_empty() {
            continue;
        }
        // Another deck for seat 1, or its cards in another order, or one short, or one too many.
        let other = [decks[0], Some(0xBAD)];
        assert!(view.realized(&other, theirs, &choices).is_err(), "seed {seed}: another deck");
        let mut shuffled = choices.clone();
        shuffled.rotate_left(1);
        if shuffled != choices {
            assert!(view.realized(&decks, theirs, &shuffled).is_err(), "seed {seed}: other cards");
        }
        assert!(view.realized(&decks, theirs, &choices[1..]).is_err());
        assert!(view.realized(&decks, theirs, &[choices.clone(), vec![0]].concat()).is_err());
    }
}
