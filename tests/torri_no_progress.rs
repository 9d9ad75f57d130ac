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
    let games: u64 = std::env::var("GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(30);
    let pct = |v: &[u32], p: f64| v.get(((v.len() as f64 - 1.0) * p).round() as usize).copied().unwrap_or(0);
    for (name, spec) in [
        ("random", BotSpec::Random),
        ("mcts:300", BotSpec::Ismcts(IsmctsConfig { iterations: 300, ..IsmctsConfig::default() })),
    ] {
        // Without the rule: how long games run, and the longest quiet stretch of each.
        let off = TorriOptions { no_progress: false, ..TorriOptions::default() };
        let rows: Vec<_> = (0..games).map(|seed| play(off, 1000 + seed, &spec, 5000)).collect();
        let natural: Vec<_> = rows.iter().filter(|r| r.2).collect();
        let mut plies: Vec<u32> = natural.iter().map(|r| r.0).collect();
        plies.sort_unstable();
        let mut streaks: Vec<u32> = natural.iter().map(|r| r.3).collect();
        streaks.sort_unstable();
        println!(
            "{name}, rule off: {} games, {} ended on their own, {} hit the 5000-ply stop; plies median {} p90 {} max {}; longest quiet run (rounds) median {} p90 {} max {}",
            rows.len(),
            natural.len(),
            rows.len() - natural.len(),
            pct(&plies, 0.5),
            pct(&plies, 0.9),
            plies.last().unwrap_or(&0),
            pct(&streaks, 0.5),
            pct(&streaks, 0.9),
            streaks.last().unwrap_or(&0)
        );
        for n in [40u32, 100, 150, 200, 300] {
            let cut = natural.iter().filter(|r| r.3 >= n).count();
            println!("{name}: N = {n} would cut {cut} of {} games that end on their own", natural.len());
        }
        // With the rule at NO_PROGRESS_ROUNDS: every game ends; how long they run.
        let on = TorriOptions { no_progress: true, ..TorriOptions::default() };
        let rows: Vec<_> = (0..games).map(|seed| play(on, 1000 + seed, &spec, 5000)).collect();
        let mut plies: Vec<u32> = rows.iter().map(|r| r.0).collect();
        plies.sort_unstable();
        println!(
            "{name}, rule on (N = {NO_PROGRESS_ROUNDS}): {} games, {} finished, plies median {} p90 {} max {}",
            rows.len(),
            rows.iter().filter(|r| r.2).count(),
            pct(&plies, 0.5),
            pct(&plies, 0.9),
            plies.last().unwrap_or(&0)
        );
    }
}
