//! Every game through the one contract harness (`core::contract`), in every variant and player
//! count: legal ⇔ check, refusals change nothing, no duplicate actions, games end, `evaluate`
//! in range, and each seat's redacted view unchanged by re-sampling what it cannot see.
//! (Each engine's own 10,000-game random tests check its game-specific invariants.)

use castellan::core::contract::{check_random_games, ContractConfig};
use castellan::core::Game;
use castellan::games::torres::{CardMode, Torres, TorresOptions};
use castellan::games::torri::{ColourDie, Torri, TorriOptions};

fn config(games: u32, seed: u64) -> ContractConfig {
    ContractConfig { games, seed, ..ContractConfig::default() }
}

#[test]
fn torres_keeps_the_contract_in_every_variant() {
    let mut variants = Vec::new();
    for players in 2..=4u8 {
        for cards in [CardMode::Off, CardMode::PersonalDeck, CardMode::CommonDeck] {
            variants.push(TorresOptions { players, cards, master: false, master_card: None });
        }
        variants.push(TorresOptions { players, cards: CardMode::PersonalDeck, master: true, master_card: None });
        variants.push(TorresOptions {
            players,
            cards: CardMode::PersonalDeck,
            master: true,
            master_card: Some(players + 3),
        });
    }
    for (i, options) in variants.iter().enumerate() {
        let report = check_random_games::<Torres>(options, &config(40, 10 + i as u64), |_| {});
        assert_eq!(report.finished, report.games, "{options:?}");
    }
}

#[test]
fn torri_keeps_the_contract_in_every_variant() {
    let base = TorriOptions::default();
    let mut variants = Vec::new();
    for players in 2..=4u8 {
        variants.push(TorriOptions { players, ..base });
        variants.push(TorriOptions { players, height_limit: None, ..base });
        variants.push(TorriOptions { players, dice_only: true, ..base });
        variants.push(TorriOptions { players, free_carry: Some(3), height_limit: Some(6), ..base });
        variants.push(TorriOptions { players, two_dice: true, ..base });
        variants.push(TorriOptions { players, colour_die: ColourDie::On, ..base });
        variants.push(TorriOptions { players, colour_die: ColourDie::OwnColourRollsAgain, ..base });
    }
    for (i, options) in variants.iter().enumerate() {
        let report = check_random_games::<Torri>(options, &config(6, 100 + i as u64), |state| {
            // Torri's own invariant here: scores never go negative.
            assert!(state.scores().iter().all(|s| *s >= 0));
        });
        assert_eq!(report.finished, report.games, "{options:?}");
    }
}

#[test]
fn voldetour_keeps_the_contract_for_two_and_four_players() {
    use castellan::games::voldetour::{Voldetour, VoldetourOptions};
    for players in [2u8, 4] {
        let options = VoldetourOptions { players };
        let config = ContractConfig {
            games: 3,
            seed: 300 + players as u64,
            probes: 4,
            view_every: 25,
            ..ContractConfig::default()
        };
        let report = check_random_games::<Voldetour>(&options, &config, |_| {});
        assert_eq!(report.finished, report.games, "{options:?}");
    }
}
