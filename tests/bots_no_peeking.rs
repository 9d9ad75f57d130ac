//! Bots never peek: on real games, a position in which everything the bot's seat cannot see is
//! different (opponents' hands, every deck order, future dice) gets the very same decision from
//! every bot level, for a fixed seed.

use castellan::bot::{decide, BotSpec, IsmctsConfig, Level};
use castellan::core::{legal_vec, Game, Rng};
use castellan::games::torres::{CardMode, Torres, TorresOptions};
use castellan::games::torri::{Torri, TorriOptions};
use castellan::registry::RegisteredGame;

/// A random-play position where the seat to move holds cards and so does an opponent.
fn torres_midgame(players: u8, cards: CardMode, seed: u64) -> Torres {
    for attempt in 0..1000 {
        let mut g =
            Torres::new_game(&TorresOptions { players, cards, ..TorresOptions::default() }, seed + attempt).unwrap();
        let mut rng = Rng::new(seed + attempt);
        while let Some(seat) = g.to_move() {
            let opponents_hold_cards = (0..players).filter(|&s| s != seat).any(|s| g.hand_size(s) > 0);
            let legal = legal_vec(&g);
            if g.hand_size(seat) > 0 && opponents_hold_cards && legal.len() > 3 {
                return g;
            }
            g.play_unchecked(legal[rng.below(legal.len() as u32) as usize]);
        }
    }
    panic!("no position with cards in several hands found");
}

/// The bots checked at `players`: each level's own search (a level may search differently with
/// more players) and a plain search.
fn specs<G: RegisteredGame>(players: usize) -> Vec<BotSpec> {
    vec![
        BotSpec::Greedy,
        G::level_spec_at(Level::Easy, players),
        BotSpec::Ismcts(IsmctsConfig::with_iterations(400)),
        G::level_spec_at(Level::Normal, players),
    ]
}

#[test]
fn torres_bots_ignore_opponents_hands_and_deck_orders() {
    for (players, cards, seed) in
        [(2, CardMode::PersonalDeck, 3), (4, CardMode::PersonalDeck, 8), (3, CardMode::CommonDeck, 5)]
    {
        let real = torres_midgame(players, cards, seed);
        let seat = real.to_move().unwrap();
        let mut changed = 0;
        for swap in 0..4u64 {
            // The same position as the bot's seat sees it, with every hidden card and order redrawn.
            let swapped = real.determinize(seat, &mut Rng::new(1000 + swap));
            assert_eq!(swapped.hand(seat), real.hand(seat), "the bot's own hand is kept");
            let hidden_changed = (0..players).filter(|&s| s != seat).any(|s| swapped.hand(s) != real.hand(s))
                || swapped.position_text() != real.position_text();
            changed += hidden_changed as u32;
            for spec in specs::<Torres>(usize::from(players)) {
                assert_eq!(
                    decide(&real, seat, &spec, 42),
                    decide(&swapped, seat, &spec, 42),
                    "{spec:?} changed its decision when only hidden cards changed ({players} players, {cards:?})"
                );
            }
        }
        assert!(changed > 0, "the redraws changed what the bot may not see ({players} players, {cards:?})");
    }
}

#[test]
fn torri_bots_ignore_the_future_dice() {
    let options = TorriOptions { players: 3, ..TorriOptions::default() };
    let mut g = Torri::new_game(&options, 4).unwrap();
    let mut rng = Rng::new(4);
    for _ in 0..40 {
        let legal = legal_vec(&g);
        g.play_unchecked(legal[rng.below(legal.len() as u32) as usize]);
    }
    let seat = g.to_move().unwrap();
    // Same board, different dice to come.
    let reseeded = g.determinize(seat, &mut Rng::new(77));
    for spec in specs::<Torri>(3) {
        assert_eq!(decide(&g, seat, &spec, 9), decide(&reseeded, seat, &spec, 9), "{spec:?} saw the future dice");
    }
}
