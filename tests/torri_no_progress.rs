//! The no-progress ending (`TorriOptions::no_progress`): games end, and the bound is chosen
//! with bot games. `measure_quiet_streaks` is the measurement behind `NO_PROGRESS_ROUNDS`:
//! `cargo test --release --no-default-features --test torri_no_progress -- --ignored --nocapture`
//! (figures recorded in docs/bots.md).

use castellan::bot::{decide, BotSpec, IsmctsConfig};
use castellan::core::{legal_vec, Game, Rng};
use castellan::games::torri::{Torri, TorriOptions, NO_PROGRESS_ROUNDS};

/// Plays one game with `specs` in the seats; returns (plies, rounds, ended on its own, longest
/// run of complete rounds without progress, rounds after which the no-progress rule ended it).
fn play(options: TorriOptions, seed: u64, spec: &BotSpec, max_plies: u32) -> (u32, u32, bool, u32) {
    let mut g = Torri::new_game(&options, seed).unwrap();
    let mut plies = 0;
    let mut longest = 0;
    while g.to_move().is_some() && plies < max_plies {
        let seat = g.to_move().unwrap();
        let a = match spec {
            BotSpec::Random => {
                let legal = legal_vec(&g);
                legal[Rng::new(seed ^ plies as u64).below(legal.len() as u32) as usize]
            }
            _ => decide(&g, seat, spec, seed.wrapping_add(plies as u64)).unwrap(),
        };
        g.apply(a).unwrap();
        plies += 1;
        longest = longest.max(g.quiet_rounds());
    }
    (plies, g.turn_number() / options.players as u32, g.outcome().is_some(), longest)
}

#[test]
fn with_the_rule_on_careful_bots_always_finish() {
    let options = TorriOptions { no_progress: true, ..TorriOptions::default() };
    let spec = BotSpec::Ismcts(IsmctsConfig { iterations: 60, ..IsmctsConfig::default() });
    for seed in 0..3 {
        let (plies, _, ended, longest) = play(options, seed, &spec, 20_000);
        assert!(ended, "seed {seed}: not finished after {plies} plies");
        assert!(longest <= NO_PROGRESS_ROUNDS as u32);
    }
}

#[test]
fn with_the_rule_off_the_counter_never_ends_a_game() {
    let options = TorriOptions { no_progress: false, ..TorriOptions::default() };
    let g = Torri::new_game(&options, 1).unwrap();
    assert_eq!(g.rounds_without_progress_left(), None);
    let on = Torri::new_game(&TorriOptions::default(), 1).unwrap();
    assert_eq!(on.rounds_without_progress_left(), Some(NO_PROGRESS_ROUNDS as u32), "on by default for new games");
}

#[test]
#[ignore]
fn measure_quiet_streaks() {
    let options = TorriOptions { no_progress: false, ..TorriOptions::default() };
    let games: u64 = std::env::var("GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(30);
    for (name, spec) in [
        ("random", BotSpec::Random),
        ("mcts:300", BotSpec::Ismcts(IsmctsConfig { iterations: 300, ..IsmctsConfig::default() })),
    ] {
        let mut rows = Vec::new();
        for seed in 0..games {
            rows.push(play(options, 1000 + seed, &spec, 5000));
        }
        let natural: Vec<_> = rows.iter().filter(|r| r.2).collect();
        let stuck = rows.len() - natural.len();
        let mut streaks: Vec<u32> = natural.iter().map(|r| r.3).collect();
        streaks.sort_unstable();
        let mut plies: Vec<u32> = natural.iter().map(|r| r.0).collect();
        plies.sort_unstable();
        let pct = |v: &Vec<u32>, p: f64| v.get(((v.len() as f64 - 1.0) * p).round() as usize).copied().unwrap_or(0);
        println!(
            "{name}: {} games, {} ended on their own, {stuck} hit the 5000-ply stop; natural games: plies median {} p90 {} max {}; longest quiet run median {} p90 {} p99 {} max {}",
            rows.len(),
            natural.len(),
            pct(&plies, 0.5),
            pct(&plies, 0.9),
            plies.last().unwrap_or(&0),
            pct(&streaks, 0.5),
            pct(&streaks, 0.9),
            pct(&streaks, 0.99),
            streaks.last().unwrap_or(&0)
        );
        let stuck_streaks: Vec<u32> = rows.iter().filter(|r| !r.2).map(|r| r.3).collect();
        println!("{name}: longest quiet runs in the stopped games: {stuck_streaks:?}");
        for n in [10u32, 20, 30, 40, 60] {
            let cut = natural.iter().filter(|r| r.3 >= n).count();
            println!("{name}: N = {n}: {cut} of {} natural games would have been cut", natural.len());
        }
    }
}
