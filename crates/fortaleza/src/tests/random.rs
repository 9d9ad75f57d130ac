//! The `Game` contract, 10,000 seeded random games with Fortaleza's own invariants checked after
//! every action, and the random-play speed.

use super::super::board::{cell_seat, cell_unit, EMPTY};
use super::super::*;
use castellan_core::contract::{check_random_games, play_games_in_parallel, ContractConfig, Tally};
use castellan_core::legal_vec;
use std::time::Instant;

const GAMES: u64 = 10_000;
/// Deployment by random play takes a few hundred steps; the battle ends within the 100-action
/// rule after the last capture (at most 32 captures and deployments): far below this.
const MAX_PLIES: u32 = 20_000;
/// Every this many plies, every legal action is also passed through `check`.
const FULL_CHECK_EVERY: u32 = 16;

/// Piece counts, terrain and the derived fields: what must hold in every position.
pub(super) fn assert_invariants(g: &Fortaleza) {
    let context = || g.position_text();
    let terrain = WATER.or(g.field.mountains).or(g.field.fortress);
    for seat in 0..2usize {
        assert!(g.field.occupied[seat].and(terrain).is_empty(), "a unit stands on terrain:\n{}", context());
        for unit in Unit::ALL {
            let on_board = g.field.occupied[seat]
                .iter()
                .filter(|&s| cell_unit(g.field.at(s)) == unit && cell_seat(g.field.at(s)) as usize == seat)
                .count() as u8;
            assert_eq!(
                on_board + g.reserve[seat][unit.index()] + g.dungeon[1 - seat][unit.index()],
                ARMY[unit.index()],
                "{:?} of seat {seat} not conserved:\n{}",
                unit,
                context()
            );
        }
    }
    let mut king_seen = [NO_SQUARE; 2];
    for sq in 0..SQUARES as Square {
        let c = g.field.at(sq);
        for seat in 0..2 {
            assert_eq!(g.field.occupied[seat].has(sq), c != EMPTY && cell_seat(c) as usize == seat);
        }
        if c != EMPTY && cell_unit(c) == Unit::King {
            king_seen[cell_seat(c) as usize] = sq;
        }
    }
    assert_eq!(king_seen, g.field.kings, "King squares out of step:\n{}", context());
    for seat in 0..2 {
        assert!(g.mountains_left[seat] <= MOUNTAINS_PER_PLAYER);
        let mountains_in_territory = g.field.mountains.iter().filter(|&s| g.territory[seat].contains(s)).count() as u8;
        assert_eq!(mountains_in_territory + g.mountains_left[seat], MOUNTAINS_PER_PLAYER, "{}", context());
    }
}

fn play_one(seed: u64, tally: &mut Tally) {
    use FortalezaAction as A;
    let mut g = Fortaleza::new_game(&FortalezaOptions::default(), seed).unwrap();
    let mut rng = Rng::new(seed ^ 0xF0E7_A1E2);
    let mut legal = Vec::new();
    let mut plies = 0u32;
    while g.to_move().is_some() {
        g.legal_actions(&mut legal);
        assert!(!legal.is_empty(), "a running game has no legal action:\n{}", g.position_text());
        if plies % FULL_CHECK_EVERY == 0 {
            for &a in &legal {
                assert_eq!(g.check(a), Ok(()), "{a:?} listed but refused:\n{}", g.position_text());
            }
        }
        let a = legal[rng.below(legal.len() as u32) as usize];
        let actor = g.to_move().unwrap_or(0);
        let in_battle = !matches!(g.phase, Phase::Choose | Phase::Deploy);
        match a {
            A::Skewer { .. } => tally.count("skewers"),
            A::Shoot { .. } => tally.count("shots"),
            A::Move { to, .. } if g.field.unit_at(to).is_some_and(|(s, _)| s == actor) => tally.count("relays"),
            A::Move { .. } if matches!(g.phase, Phase::March { .. }) => tally.count("forced marches"),
            A::Deploy { .. } if in_battle => tally.count("deployments in battle"),
            A::ExecuteSiege => tally.count("sieges executed"),
            A::Rescue { .. } => tally.count("rescues"),
            A::Save { to: Some(_), .. } => tally.count("placed saves"),
            A::Save { to: None, .. } => tally.count("kept saves"),
            A::LiftFortress => tally.count("Fortress lifts"),
            A::TakeBack { .. } => tally.count("take-backs"),
            _ => {}
        }
        g.play_unchecked(a);
        plies += 1;
        assert_invariants(&g);
        let king_taken = g.ending.is_some_and(|e| e.reason == EndReason::KingCaptured);
        if in_battle && !king_taken {
            assert!(!g.king_threatened(actor), "{a:?} left its own King threatened:\n{}", g.position_text());
        }
        assert!(plies < MAX_PLIES, "game {seed} did not end:\n{}", g.position_text());
    }
    let ending = g.ending.expect("a finished game has an ending");
    match ending.reason {
        EndReason::Checkmate => tally.count("checkmates"),
        EndReason::Stalemate => tally.count("stalemates"),
        EndReason::Repetition => tally.count("repetitions"),
        EndReason::NoProgress => tally.count("no-progress draws"),
        EndReason::KingCaptured => tally.count("Kings captured"),
    }
    assert_eq!(g.outcome().map(|o| o.winners), Some(ending.winner.into_iter().collect()));
    tally.game(plies as u64);
}

#[test]
fn ten_thousand_random_games_keep_every_invariant() {
    let tally = play_games_in_parallel("Fortaleza", GAMES, play_one);
    tally.assert_seen(&[
        "checkmates",
        "no-progress draws",
        "repetitions",
        "sieges executed",
        "rescues",
        "placed saves",
        "skewers",
        "shots",
        "relays",
        "forced marches",
        "deployments in battle",
        "Fortress lifts",
        "take-backs",
        "Kings captured",
    ]);
}

#[test]
fn keeps_the_game_contract() {
    let config =
        ContractConfig { games: 60, seed: 77, max_plies: MAX_PLIES, view_every: 5, ..ContractConfig::default() };
    let report = check_random_games::<Fortaleza>(&FortalezaOptions::default(), &config, assert_invariants);
    assert_eq!(report.finished, report.games);
}

/// Random play from the start of the battle only (deployment excluded), what the bots' playouts
/// run on. Recorded in `docs/performance.md`:
/// `cargo test --no-default-features --release --lib fortaleza::tests::random::random_play_speed -- --ignored --nocapture`
#[test]
#[ignore]
fn random_play_speed() {
    let mut rng = Rng::new(0x5EED);
    let mut legal = Vec::new();
    // Battle starts: random deployments, played once and not timed.
    let starts: Vec<Fortaleza> = (0..200u64)
        .map(|seed| {
            let mut g = Fortaleza::new_game(&FortalezaOptions::default(), seed).unwrap();
            while g.before_battle() && g.to_move().is_some() {
                g.legal_actions(&mut legal);
                g.play_unchecked(legal[rng.below(legal.len() as u32) as usize]);
            }
            g
        })
        .collect();
    for round in 0..2 {
        let t = Instant::now();
        let (mut actions, mut games) = (0u64, 0u64);
        while t.elapsed().as_secs_f64() < 3.0 {
            for start in &starts {
                let mut g = start.clone();
                while g.to_move().is_some() {
                    g.legal_actions(&mut legal);
                    g.play_unchecked(legal[rng.below(legal.len() as u32) as usize]);
                    actions += 1;
                }
                games += 1;
            }
        }
        let s = t.elapsed().as_secs_f64();
        println!(
            "round {round}: {games} battles, {actions} actions in {s:.2}s = {:.0} actions/s, {:.0} games/s, {:.0} actions/game",
            actions as f64 / s,
            games as f64 / s,
            actions as f64 / games as f64
        );
    }
    // Whole games, deployment included.
    let t = Instant::now();
    let mut actions = 0u64;
    for seed in 0..2000u64 {
        let mut g = Fortaleza::new_game(&FortalezaOptions::default(), seed).unwrap();
        while g.to_move().is_some() {
            g.legal_actions(&mut legal);
            g.play_unchecked(legal[rng.below(legal.len() as u32) as usize]);
            actions += 1;
        }
    }
    let s = t.elapsed().as_secs_f64();
    println!("whole games: 2000 games, {actions} actions in {s:.2}s = {:.0} actions/s", actions as f64 / s);
    assert!(!legal_vec(&starts[0]).is_empty() || starts[0].to_move().is_none());
}

/// Any action value at all — squares off the board, units not in the Reserve, actions of the
/// wrong phase — is answered by `check` without panicking, and accepted exactly when listed.
#[test]
fn arbitrary_action_values_never_panic_and_check_matches_the_list() {
    use FortalezaAction as A;
    let mut rng = Rng::new(0xBAD_AC7);
    let mut legal = Vec::new();
    for seed in 0..60u64 {
        let mut g = Fortaleza::new_game(&FortalezaOptions::default(), seed).unwrap();
        let mut ply = 0u32;
        while g.to_move().is_some() {
            g.legal_actions(&mut legal);
            if ply % 5 == 0 {
                for _ in 0..40 {
                    let square = |rng: &mut Rng| rng.below(256) as Square;
                    let unit = Unit::ALL[rng.below(UNIT_KINDS as u32) as usize];
                    let a = match rng.below(14) {
                        0 => A::Choose { territory: Territory::North, colours: Colours::RedAndGold },
                        1 => A::PlaceFortress { at: square(&mut rng) },
                        2 => A::LiftFortress,
                        3 => A::PlaceMountain { at: square(&mut rng) },
                        4 => A::Deploy { unit, to: square(&mut rng) },
                        5 => A::TakeBack { from: square(&mut rng) },
                        6 => A::EndDeployment,
                        7 => A::Move { from: square(&mut rng), to: square(&mut rng) },
                        8 => A::Shoot { from: square(&mut rng), at: square(&mut rng) },
                        9 => A::Skewer { from: square(&mut rng), at: square(&mut rng) },
                        10 => A::EndMarch,
                        11 => A::ExecuteSiege,
                        12 => A::Rescue { unit },
                        _ => A::Save { unit, to: (rng.below(2) == 0).then(|| square(&mut rng)) },
                    };
                    let mut copy = g.clone();
                    let result = copy.apply(a);
                    assert_eq!(result.is_ok(), legal.contains(&a), "{a:?}: {result:?}\n{}", g.position_text());
                    if let Err(e) = result {
                        assert!(!e.to_string().is_empty());
                        assert_eq!(copy, g, "a refused {a:?} changed the state");
                    }
                }
            }
            let a = legal[rng.below(legal.len() as u32) as usize];
            g.play_unchecked(a);
            ply += 1;
        }
    }
}
