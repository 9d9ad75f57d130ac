//! The bots' evaluation: its values, and that a greedy bot using it beats random play.

use super::super::board::bit;
use super::super::eval::{STAIR_COST, SUPPORT_COST};
use super::*;
use castellan_bot::greedy;

fn value(g: &Voldetour, s: usize) -> f32 {
    g.evaluate()[s]
}

#[test]
fn evaluate_is_a_share_in_range() {
    for g in [new2(), new4()] {
        let v = g.evaluate();
        let n = g.seat_count();
        assert!(v[..n].iter().all(|x| (0.0..=1.0).contains(x)));
        assert!((v[..n].iter().sum::<f32>() - 1.0).abs() < 1e-4);
        assert!(v[n..].iter().all(|&x| x == 0.0));
    }
}

#[test]
fn the_seat_to_move_is_ahead_in_a_symmetric_race() {
    let mut g = new2();
    set_lords(&mut g, &["c4", "h7"]);
    assert!(value(&g, 0) > 0.5);
}

#[test]
fn a_lord_nearer_his_goal_is_worth_more() {
    let mut near = new2();
    set_lords(&mut near, &["g7", "b2"]);
    let mut far = new2();
    set_lords(&mut far, &["d4", "b2"]);
    assert!(value(&near, 0) > value(&far, 0));
    assert!(near.race_cost(0) < far.race_cost(0));
}

#[test]
fn stairs_and_supports_on_the_way_shorten_the_race() {
    let mut g = new2();
    set_lords(&mut g, &["d8", "a1"]);
    // d8, e8, f8, g8 on the ground, then a cliff of 3 up to the Tower on h8.
    assert_eq!(g.race_cost(0), Some(3 + 1 + 3 * STAIR_COST + 2 * SUPPORT_COST));
    put(&mut g, 1, "g8", 0); // 1x1x2 standing: two gentler climbs of 2 and 1
    assert_eq!(g.race_cost(0), Some(2 + (1 + 2 * STAIR_COST + SUPPORT_COST) + (1 + STAIR_COST)));
    put(&mut g, 0, "f8", 0); // 1x1x1: three climbs of 1, one Stair each still to place
    assert_eq!(g.race_cost(0), Some(1 + 3 * (1 + STAIR_COST)));
    put(&mut g, 5, "e8", 1); // a Stair up from d8 to f8: that step is walkable now
    assert_eq!(g.race_cost(0), Some(1 + 2 * (1 + STAIR_COST)));
}

#[test]
fn a_lord_one_move_from_the_enemy_tower_on_his_turn_has_all_but_won() {
    let mut g = new2();
    put(&mut g, 2, "g8", 0); // a 3-high pillar beside h8
    set_lords(&mut g, &["g8", "a1"]);
    assert!(g.lord_targets(0) & bit(g.tower(1)) != 0);
    assert!(value(&g, 0) > 0.95, "{:?}", g.evaluate());
    // The same threat seen from the other seat, to move: nearly lost.
    g.to_move = 1;
    assert!(value(&g, 1) < 0.2, "{:?}", g.evaluate());
}

#[test]
fn a_lord_stuck_on_his_tower_is_in_danger() {
    let mut g = new2();
    let stuck = value(&g, 0);
    put(&mut g, 2, "d3", 0); // a way off the Tower
    assert!(value(&g, 0) > stuck);
}

/// Plays one game: seat `greedy_seat` by the greedy bot (best `evaluate` after each action), the
/// others uniformly at random. The winners.
fn greedy_against_random(g: Voldetour, greedy_seat: Seat, seed: u64) -> Vec<Seat> {
    greedy_game(g, greedy_seat, seed).outcome().map(|o| o.winners).unwrap_or_default()
}

/// The finished game of [`greedy_against_random`].
fn greedy_game(mut g: Voldetour, greedy_seat: Seat, seed: u64) -> Voldetour {
    let mut rng = Rng::new(seed);
    let mut legal = Vec::new();
    while let Some(s) = g.to_move() {
        g.legal_actions(&mut legal);
        let i = if s == greedy_seat {
            greedy::best_index(&g, &legal, &mut rng)
        } else {
            rng.below(legal.len() as u32) as usize
        };
        g.apply(legal[i]).unwrap();
        assert_eq!(g.invariant_error(), None, "{}", g.position_text());
    }
    g
}

#[test]
fn greedy_beats_random_from_the_start() {
    let mut wins = 0;
    for game in 0..10u64 {
        let greedy_seat = (game % 2) as Seat;
        let g = Voldetour::new_with(&VoldetourOptions { players: 2 }, game).unwrap();
        if greedy_against_random(g, greedy_seat, 100 + game) == vec![greedy_seat] {
            wins += 1;
        }
    }
    println!("from the start, greedy won {wins} of 10");
    assert!(wins >= 9, "greedy won {wins} of 10");
}

/// With both Lords already down beside their Towers (no third-turn rule to win by), the greedy
/// bot must build its way up to the enemy Tower. How each of `games` seeded games ended.
fn lords_down_series(games: u64) -> Vec<String> {
    (0..games)
        .map(|game| {
            let greedy_seat = (game % 2) as Seat;
            let mut g = Voldetour::new_with(&VoldetourOptions { players: 2 }, game).unwrap();
            set_lords(&mut g, &["d3", "g8"]);
            let end = greedy_game(g, greedy_seat, 200 + game);
            match end.end_reason() {
                Some(EndReason::ReachedTower(s)) if s == greedy_seat => format!("won in turn {}", end.turn()),
                other => format!("{other:?}"),
            }
        })
        .collect()
}

#[test]
fn greedy_builds_its_way_to_the_enemy_tower_against_random() {
    let ends = lords_down_series(10);
    let wins = ends.iter().filter(|e| e.starts_with("won")).count();
    assert!(wins >= 7, "{ends:?}");
    assert!(
        ends.iter().all(|e| e.starts_with("won") || e.contains("TurnLimit") || e.contains("Repetition")),
        "{ends:?}"
    );
}

/// The same over 20 games, for `docs/performance.md`:
/// `cargo test --profile bench-native --no-default-features --lib voldetour::tests::eval -- --include-ignored --nocapture`
#[test]
#[ignore]
fn greedy_race_against_random_with_lords_down() {
    let start = std::time::Instant::now();
    let ends = lords_down_series(20);
    println!("Lords down, greedy against random: {ends:?} in {:.1?}", start.elapsed());
}

#[test]
fn the_own_value_follows_the_seat_s_own_race_alone() {
    // Four players. Another Lord nearer his goal lowers seat 0's share of the race (`evaluate`),
    // but not its own race (`evaluate_own`, the four-player Easy's value): only seat 0's own
    // progress moves that, so a bot playing by it never sets out to stop another Lord.
    let mut g = new4();
    set_lords(&mut g, &["d4", "c8", "h8", "h3"]);
    assert_eq!(g.enemy(2), 0, "seat 2's Lord goes for b2");
    let own = g.evaluate_own(0);
    assert!(own > 0.0 && own < 1.0, "{own}");
    let mut rival_nearer = g;
    move_lord(&mut rival_nearer, 2, "c3");
    assert!(rival_nearer.race_cost(2) < g.race_cost(2));
    assert!(value(&rival_nearer, 0) < value(&g, 0));
    assert_eq!(rival_nearer.evaluate_own(0), own);
    let mut nearer = g;
    move_lord(&mut nearer, 0, "f6");
    assert!(nearer.evaluate_own(0) > own);
    // A Lord who can stop on his goal at once stays under a won game's 1.
    let mut about_to_win = new2();
    put(&mut about_to_win, 2, "g8", 0);
    set_lords(&mut about_to_win, &["g8", "a1"]);
    assert!(about_to_win.evaluate_own(0) < 1.0);
    assert!(about_to_win.evaluate_own(0) > nearer.evaluate_own(0));
}

/// Plays `plies` decisions of a four-player game, each seat choosing by `choose`, and asserts
/// that every slip ends the turn whenever some action of the bots' list would.
fn assert_slips_end_the_turn(plies: u32, mut choose: impl FnMut(&Voldetour, Seat) -> VAction) {
    let mut g = new4();
    let mut list = Vec::new();
    let mut ended_by_a_lord = 0;
    for ply in 0..plies {
        let Some(seat) = g.to_move() else { break };
        g.bot_actions(&mut list);
        let can_end = !castellan_bot::turn_enders(&g, &list).is_empty();
        let turn = g.turn_number();
        let action = choose(&g, seat);
        g.apply(action).unwrap();
        if can_end {
            assert!(g.turn_number() != turn || g.outcome().is_some(), "ply {ply}: {action:?} went on with the turn");
            ended_by_a_lord += matches!(action, VAction::Lord { .. }) as u32;
        }
    }
    assert!(ended_by_a_lord > 0, "no slip walked a Lord");
}

#[test]
fn the_selfish_bot_slips_by_ending_its_turn() {
    // Its slips cost its own tempo (the Lord walks anywhere, or the building stops) and never
    // set a piece down at random in another Lord's way.
    let mut rng = Rng::new(7);
    assert_slips_end_the_turn(80, |g, seat| greedy::choose_by(g, seat, 1.0, true, &mut rng).unwrap());
}
