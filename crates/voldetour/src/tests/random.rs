//! Seeded random play: the `Game` contract, and 10,000 games per player count with every
//! invariant of the space model checked after every action.

use super::super::board::{bit, is_stair_id, PIECES};
use super::*;
use castellan_core::contract::{check_random_games, play_games_in_parallel, ContractConfig, Tally};
use std::time::Instant;

/// Games per player count.
const GAMES: u64 = 10_000;
/// One game in this many starts with every Lord already down beside his Tower (as if the first
/// turns were played): uniform random play rarely builds a way down in time, so without them
/// long games, repetitions and the turn limit would never be exercised.
const LORDS_DOWN_EVERY: u64 = 10;
/// Every legal action is checked on every this-many-th decision (and a few on the others).
const FULL_CHECK_EVERY: u32 = 100;
/// Legal actions re-checked, and near-miss actions probed, on the other decisions.
const SAMPLES: usize = 3;

/// A dense index of every action (and of the near misses: one past every range), for
/// duplicate checks and membership.
fn action_index(a: VAction) -> usize {
    const SQUARES: usize = CELLS + 1;
    const BLOCKS: usize = 6 * 7 * SQUARES;
    const STAIRS: usize = 6 * 6 * SQUARES;
    let square = |c: u8| (c as usize).min(CELLS);
    match a {
        VAction::Block { kind, cell, orient } => {
            (kind.min(5) as usize * 7 + orient.min(6) as usize) * SQUARES + square(cell)
        }
        VAction::Stair { index, cell, dir } => {
            BLOCKS + (index.min(5) as usize * 6 + dir.min(5) as usize) * SQUARES + square(cell)
        }
        VAction::Lord { to } => BLOCKS + STAIRS + square(to),
        VAction::EndTurn => BLOCKS + STAIRS + SQUARES,
        VAction::Pass => BLOCKS + STAIRS + SQUARES + 1,
    }
}
const ACTION_SPACE: usize = 6 * 7 * (CELLS + 1) + 6 * 6 * (CELLS + 1) + CELLS + 3;

/// A plausible but often illegal action: a legal one nudged (square, orientation, piece), or noise.
fn near_miss(rng: &mut Rng, legal: &[VAction]) -> VAction {
    let nudge = |rng: &mut Rng, v: u8, max: u8| -> u8 {
        let d = [1i16, -1, 10, -10, 2][rng.below(5) as usize];
        (v as i16 + d).clamp(0, max as i16) as u8
    };
    let base = legal[rng.below(legal.len() as u32) as usize];
    match (base, rng.below(4)) {
        (VAction::Block { kind, cell, orient }, 0) => VAction::Block { kind, cell: nudge(rng, cell, 100), orient },
        (VAction::Block { kind, cell, orient }, 1) => VAction::Block { kind, cell, orient: nudge(rng, orient, 6) },
        (VAction::Block { kind, cell, orient }, 2) => VAction::Block { kind: nudge(rng, kind, 5), cell, orient },
        (VAction::Stair { index, cell, dir }, 0) => VAction::Stair { index, cell: nudge(rng, cell, 100), dir },
        (VAction::Stair { index, cell, dir }, 1) => VAction::Stair { index, cell, dir: nudge(rng, dir, 5) },
        (VAction::Stair { index, cell, dir }, 2) => VAction::Stair { index: nudge(rng, index, 5), cell, dir },
        (VAction::Lord { to }, 0 | 1) => VAction::Lord { to: nudge(rng, to, 100) },
        _ => match rng.below(5) {
            0 => VAction::Block { kind: rng.below(6) as u8, cell: rng.below(101) as u8, orient: rng.below(7) as u8 },
            1 => VAction::Stair { index: rng.below(6) as u8, cell: rng.below(101) as u8, dir: rng.below(6) as u8 },
            2 => VAction::Lord { to: rng.below(101) as u8 },
            3 => VAction::EndTurn,
            _ => VAction::Pass,
        },
    }
}

fn lords_down(g: &mut Voldetour) {
    for s in 0..g.n as usize {
        let t = g.towers[s];
        let beside = if t % 10 < 5 { t + 1 } else { t - 1 };
        g.lord_mask = (g.lord_mask & !bit(t)) | bit(beside);
        g.lords[s] = beside;
        g.turns_played[s] = LEAVE_TOWER_BY_TURN;
    }
    g.forget_history();
    g.remember_position();
}

fn play_one(players: u8, index: u64, tally: &mut Tally) {
    let mut g = Voldetour::new_with(&VoldetourOptions { players }, index).unwrap();
    let biased = index % LORDS_DOWN_EVERY == 1;
    if biased {
        lords_down(&mut g);
    }
    let mut rng = Rng::new(index ^ 0x5EED_F00D);
    let mut legal = Vec::new();
    let mut seen = vec![false; ACTION_SPACE];
    let mut decisions = 0u32;
    while g.outcome().is_none() {
        let at = decisions;
        let context = |g: &Voldetour| format!("players {players}, game {index}, decision {at}:\n{}", g.position_text());
        g.legal_actions(&mut legal);
        assert!(!legal.is_empty(), "nothing legal in a running game; {}", context(&g));
        // No duplicates; membership for the probes.
        for &a in &legal {
            let i = action_index(a);
            assert!(!seen[i], "duplicate legal action {a:?}; {}", context(&g));
            seen[i] = true;
        }
        // Legal ⇒ check accepts.
        if decisions % FULL_CHECK_EVERY == 0 {
            for &a in &legal {
                assert_eq!(g.check(a), Ok(()), "{a:?}; {}", context(&g));
            }
        } else {
            for _ in 0..SAMPLES {
                let a = legal[rng.below(legal.len() as u32) as usize];
                assert_eq!(g.check(a), Ok(()), "{a:?}; {}", context(&g));
            }
        }
        // Check accepts ⇒ legal; a refusal changes nothing.
        for _ in 0..SAMPLES {
            let a = near_miss(&mut rng, &legal);
            let mut copy = g;
            match copy.apply(a) {
                Ok(_) => assert!(seen[action_index(a)], "check accepted {a:?}, not listed; {}", context(&g)),
                Err(e) => {
                    assert!(!seen[action_index(a)], "check refused the legal {a:?}: {e}; {}", context(&g));
                    assert_eq!(copy, g, "a refused {a:?} changed the state");
                    assert!(!e.to_string().is_empty());
                }
            }
        }
        if decisions % 4 == 0 {
            let v = g.evaluate();
            assert!(v[..players as usize].iter().all(|x| x.is_finite() && (0.0..=1.0).contains(x)), "{v:?}");
        }
        for &a in &legal {
            seen[action_index(a)] = false;
        }
        // Uniform, except that the long games favour Lord moves and ends of turn so that Lords
        // wander and positions repeat.
        let lord_moves = legal.iter().filter(|a| matches!(a, VAction::Lord { .. })).count();
        let a = if biased && lord_moves > 0 && rng.below(4) != 0 {
            *legal
                .iter()
                .filter(|a| matches!(a, VAction::Lord { .. }))
                .nth(rng.below(lord_moves as u32) as usize)
                .unwrap()
        } else if biased && g.acted && rng.below(3) == 0 {
            VAction::EndTurn
        } else {
            legal[rng.below(legal.len() as u32) as usize]
        };
        let before = g;
        g.apply(a).unwrap_or_else(|e| panic!("legal {a:?} refused: {e}; {}", context(&before)));
        decisions += 1;
        check_after(&before, &g, a, tally);
        assert!(decisions < 4 * MAX_TURNS + 10, "game does not end; {}", context(&g));
    }
    tally.game(decisions as u64);
    match g.end_reason() {
        Some(EndReason::ReachedTower(_)) => tally.count("Tower reached"),
        Some(EndReason::OthersOut(_)) => tally.count("third-turn losses"),
        Some(EndReason::Repetition) => tally.count("repetitions"),
        Some(EndReason::TurnLimit) => tally.count("turn limits"),
        None => panic!("game over without a reason"),
    }
}

/// The invariants after every action.
fn check_after(before: &Voldetour, g: &Voldetour, a: VAction, tally: &mut Tally) {
    if let Some(e) = g.invariant_error() {
        panic!("after {a:?}: {e}\n{}\nbefore:\n{}", g.position_text(), before.position_text());
    }
    // Piece counts: nothing returns to the reserve; at most one piece left it.
    let on_board = |g: &Voldetour| (0..PIECES).filter(|&i| g.pieces[i].on_board()).count();
    let (was, is) = (on_board(before), on_board(g));
    assert!(is == was || is == was + 1, "pieces on the board went from {was} to {is} after {a:?}");
    for i in 0..PIECES {
        if before.pieces[i].on_board() && g.pieces[i] != before.pieces[i] {
            tally.count("moved pieces");
            let mover = before.to_move as usize;
            assert_eq!(i / PIECES_PER_SEAT as usize, mover, "someone else's piece moved after {a:?}");
        }
        if g.pieces[i].orient == NEST && is_stair_id(i as u8) && before.pieces[i] != g.pieces[i] {
            tally.count("nestings");
        }
    }
    // A Lord who did not move stands at the same height: nothing was built under or over him.
    for s in 0..g.n as usize {
        let l = g.lords[s];
        if l == before.lords[s] && (l as usize) < CELLS {
            assert_eq!(g.height[l as usize], before.height[l as usize], "the ground moved under Lord {s}");
        }
    }
    // Towers never change.
    assert_eq!(g.tower_mask, before.tower_mask);
    if a == VAction::Pass {
        tally.count("passes");
    }
    // Turn bookkeeping: the turn number only grows, by one at a time.
    assert!(g.turn == before.turn || g.turn == before.turn + 1);
}

fn ten_thousand_games(players: u8) -> Tally {
    play_games_in_parallel(&format!("Voldétour, {players} players"), GAMES, |i, tally| play_one(players, i, tally))
}

#[test]
fn ten_thousand_random_games_two_players_keep_every_invariant() {
    let tally = ten_thousand_games(2);
    tally.assert_seen(&["third-turn losses", "moved pieces", "nestings"]);
    assert!(tally.get("repetitions") + tally.get("turn limits") > 0, "{tally:?}");
}

#[test]
fn ten_thousand_random_games_four_players_keep_every_invariant() {
    let tally = ten_thousand_games(4);
    tally.assert_seen(&["third-turn losses", "moved pieces", "nestings"]);
}

#[test]
fn contract_holds_for_two_and_four_players() {
    for players in [2u8, 4] {
        let options = VoldetourOptions { players };
        let config = ContractConfig { games: 100, seed: 40 + players as u64, ..ContractConfig::default() };
        let report = check_random_games::<Voldetour>(&options, &config, |g| {
            assert_eq!(g.invariant_error(), None, "{}", g.position_text());
        });
        assert_eq!(report.finished, report.games, "{options:?}");
    }
}

/// Nanoseconds this thread has run on a CPU (Linux), to measure on a busy machine.
fn thread_cpu_ns() -> Option<u64> {
    std::fs::read_to_string("/proc/thread-self/schedstat").ok()?.split_whitespace().next()?.parse().ok()
}

/// The bench's loop (`src/bin/bench.rs`): uniform choice among the legal actions, whole games.
/// `cargo test --profile bench-native --no-default-features --lib voldetour::tests::random::random_play_speed -- --ignored --nocapture`
#[test]
#[ignore]
fn random_play_speed() {
    for players in [2u8, 4] {
        let options = VoldetourOptions { players };
        let start = Instant::now();
        let cpu_start = thread_cpu_ns();
        let mut rng = Rng::new(0x5eed);
        let mut legal = Vec::new();
        let (mut games, mut actions, mut seed, mut listed) = (0u64, 0u64, 1u64, 0u64);
        // A fixed number of games (about two seconds each), so that CPU time can be measured
        // too on a busy machine (`perf stat`, `time`).
        while games < [0, 0, 80_000, 0, 20_000][players as usize] {
            let mut g = Voldetour::new_game(&options, seed).unwrap();
            seed += 1;
            while g.to_move().is_some() {
                g.legal_actions(&mut legal);
                listed += legal.len() as u64;
                let a = legal[rng.below(legal.len() as u32) as usize];
                g.play_unchecked(a);
                actions += 1;
            }
            games += 1;
        }
        let secs = start.elapsed().as_secs_f64();
        let cpu_secs = thread_cpu_ns().zip(cpu_start).map_or(secs, |(end, start)| (end - start) as f64 * 1e-9);
        println!(
            "{players} players: {games} games, {:.0} games/s, {:.0} actions/s, {:.0} actions per CPU second \
             ({:.1} actions/game, {:.0} legal actions per decision)",
            games as f64 / secs,
            actions as f64 / secs,
            actions as f64 / cpu_secs,
            actions as f64 / games as f64,
            listed as f64 / actions as f64
        );
    }
    // The bots' evaluation, on positions of random games.
    let mut positions = Vec::new();
    let mut legal = Vec::new();
    let mut rng = Rng::new(9);
    for seed in 0..200 {
        let mut g = Voldetour::new_with(&VoldetourOptions { players: 2 }, seed).unwrap();
        lords_down(&mut g);
        while g.to_move().is_some() && positions.len() < (seed as usize + 1) * 50 {
            g.legal_actions(&mut legal);
            g.play_unchecked(legal[rng.below(legal.len() as u32) as usize]);
            positions.push(g);
        }
    }
    let cpu_start = thread_cpu_ns();
    let start = Instant::now();
    let mut sum = 0.0;
    for _ in 0..10 {
        for g in &positions {
            sum += g.evaluate()[0];
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let cpu_secs = thread_cpu_ns().zip(cpu_start).map_or(secs, |(end, start)| (end - start) as f64 * 1e-9);
    let n = (10 * positions.len()) as f64;
    println!(
        "evaluate: {:.2} µs per 2-player position, {:.2} µs of CPU (sum {sum:.0})",
        secs / n * 1e6,
        cpu_secs / n * 1e6
    );
}
