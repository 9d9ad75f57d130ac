//! The bots' short list and move-ordering guess (`bot_hints`): never empty, only legal actions,
//! every Lord move kept, and the levels take a win or stop a threat.

use super::*;
use castellan_bot::BotTuning;
use castellan_bot::{decide, Level};

/// The bots' list of `g`.
fn bot_vec(g: &Voldetour) -> Vec<VAction> {
    let mut out = Vec::new();
    g.bot_actions(&mut out);
    out
}

/// Checks the list against the legal actions in every position of a few random games.
fn check_lists_along_random_games(players: u8) {
    for game in 0..6u64 {
        let mut g = Voldetour::new_with(&VoldetourOptions { players }, game).unwrap();
        let mut rng = Rng::new(77 + game);
        while g.to_move().is_some() {
            let legal = legal_vec(&g);
            let list = bot_vec(&g);
            assert!(!list.is_empty(), "empty bot list while {} actions are legal\n{}", legal.len(), g.position_text());
            assert!(list.iter().all(|a| legal.contains(a)), "an illegal action in the bot list\n{}", g.position_text());
            let mut sorted = list.clone();
            sorted.sort_by_key(|a| format!("{a:?}"));
            sorted.dedup();
            assert_eq!(sorted.len(), list.len(), "a repeated action in the bot list");
            for a in &legal {
                if matches!(a, VAction::Lord { .. } | VAction::EndTurn | VAction::Pass) {
                    assert!(list.contains(a), "{a:?} left out\n{}", g.position_text());
                }
            }
            let placements = list.iter().filter(|a| matches!(a, VAction::Block { .. } | VAction::Stair { .. })).count();
            assert!(placements <= super::super::bot_hints::KEEP_BLOCKS + super::super::bot_hints::KEEP_STAIRS);
            // The remembered list is the list of the position, whatever was asked before.
            assert_eq!(g.make_bot_list().actions, list);
            let mut priors = Vec::new();
            g.action_priors(&legal, &mut priors);
            assert_eq!(priors.len(), legal.len());
            assert!(priors.iter().all(|p| (0.0..=1.0).contains(p)));
            let a = legal[rng.below(legal.len() as u32) as usize];
            g.apply(a).unwrap();
        }
    }
}

#[test]
fn the_bot_list_is_never_empty_and_holds_only_legal_actions_two_players() {
    check_lists_along_random_games(2);
}

#[test]
fn the_bot_list_is_never_empty_and_holds_only_legal_actions_four_players() {
    check_lists_along_random_games(4);
}

#[test]
fn the_bot_list_keeps_the_placement_that_opens_the_way_to_the_goal() {
    let mut g = new2();
    set_lords(&mut g, &["f8", "a1"]);
    put(&mut g, 1, "g8", 0); // a 2-high column beside the Tower on h8
                             // A 1-high step on e8... and the best placements make the climb cheaper.
    let list = bot_vec(&g);
    let best = list
        .iter()
        .filter(|a| matches!(a, VAction::Block { .. } | VAction::Stair { .. }))
        .map(|&a| g.action_value(a))
        .fold(f32::NEG_INFINITY, f32::max);
    let mut legal_best = f32::NEG_INFINITY;
    for a in legal_vec(&g) {
        if matches!(a, VAction::Block { .. } | VAction::Stair { .. }) {
            legal_best = legal_best.max(g.action_value(a));
        }
    }
    assert_eq!(best, legal_best, "the best-valued placement is in the list");
}

#[test]
fn every_level_takes_a_win_in_one_move() {
    let mut g = new2();
    put(&mut g, 2, "g8", 0); // a 3-high pillar beside h8
    set_lords(&mut g, &["g8", "a1"]);
    for level in Level::ALL {
        let a = decide(&g, 0, &Voldetour::level_spec_at(level, 2), 5).unwrap();
        let mut next = g;
        next.apply(a).unwrap();
        // Easy may slip before moving; the search levels win at once.
        if level != Level::Easy {
            assert_eq!(a, lord("h8"), "{level}");
        }
    }
}

#[test]
fn normal_and_hard_stop_a_lord_about_to_win() {
    // White's Lord on f3 (2 high): e3 is 2 high, then a Stair on d3 rising to Black's Tower on
    // c3. He walks onto c3 next turn unless Black breaks that way (a cube on e3, say).
    let mut g = new2();
    put(&mut g, 13, "f3", 0);
    put(&mut g, 11, "e3", 0);
    put(&mut g, 1, "d3", 0);
    put(&mut g, 15, "d3", 3);
    set_lords(&mut g, &["a10", "f3"]);
    assert!(g.lord_targets(1) & bit(g.tower(0)) != 0);
    for level in [Level::Normal, Level::Hard] {
        let mut state = g;
        // Black plays his whole turn.
        let mut seed = 11;
        while state.to_move() == Some(0) {
            let a = decide(&state, 0, &Voldetour::level_spec_at(level, 2), seed).unwrap();
            state.apply(a).unwrap();
            seed += 1;
        }
        assert!(
            state.lord_targets(1) & bit(state.tower(0)) == 0,
            "{level} left White a win:\n{}",
            state.position_text()
        );
    }
}

/// Whether the short list weakens the greedy bot (the arena's `greedy` and Easy choose from
/// it): greedy on the bots' list against greedy on every legal action, seats alternating.
/// `cargo test --profile bench-native --no-default-features --lib voldetour::tests::bot_hints -- --ignored --nocapture`
#[test]
#[ignore]
fn greedy_on_the_short_list_against_greedy_on_every_action() {
    let games = 40u64;
    let (mut short, mut full, mut draws) = (0, 0, 0);
    for game in 0..games {
        let short_seat = (game % 2) as Seat;
        let mut g = Voldetour::new_with(&VoldetourOptions { players: 2 }, game).unwrap();
        let mut rng = Rng::new(300 + game);
        let mut legal = Vec::new();
        while let Some(s) = g.to_move() {
            let a = if s == short_seat {
                castellan_bot::greedy::choose(&g, s, 0.0, &mut rng).unwrap()
            } else {
                g.legal_actions(&mut legal);
                legal[castellan_bot::greedy::best_index(&g, &legal, &mut rng)]
            };
            g.apply(a).unwrap();
        }
        match g.outcome().map(|o| o.winners) {
            Some(w) if w == vec![short_seat] => short += 1,
            Some(w) if w.is_empty() => draws += 1,
            _ => full += 1,
        }
    }
    println!("greedy on the short list won {short}, greedy on every action {full}, draws {draws} of {games}");
}

/// Normal against greedy on every legal action (the arena's `greedy` chooses from the short
/// list), seats alternating; Normal decides afresh each time (no subtree reuse, unlike the
/// arena). `VOLDETOUR_GAMES` games from `VOLDETOUR_SEED` (default 20 from 0):
/// `VOLDETOUR_GAMES=20 cargo test --profile bench-native --no-default-features --lib voldetour::tests::bot_hints::normal_against -- --ignored --nocapture`
#[test]
#[ignore]
fn normal_against_greedy_on_every_action() {
    let env = |k: &str, d: u64| std::env::var(k).ok().and_then(|v| v.parse().ok()).unwrap_or(d);
    let (games, first) = (env("VOLDETOUR_GAMES", 20), env("VOLDETOUR_SEED", 0));
    let spec = Voldetour::level_spec_at(Level::Normal, 2);
    let (mut normal, mut greedy, mut draws) = (0, 0, 0);
    for game in first..first + games {
        let normal_seat = (game % 2) as Seat;
        let mut g = Voldetour::new_with(&VoldetourOptions { players: 2 }, game).unwrap();
        let mut rng = Rng::new(500 + game);
        let mut legal = Vec::new();
        let mut decision = 0;
        while let Some(s) = g.to_move() {
            let a = if s == normal_seat {
                decide(&g, s, &spec, castellan_bot::derive_seed(game, decision)).unwrap()
            } else {
                g.legal_actions(&mut legal);
                legal[castellan_bot::greedy::best_index(&g, &legal, &mut rng)]
            };
            g.apply(a).unwrap();
            decision += 1;
        }
        match g.outcome().map(|o| o.winners) {
            Some(w) if w == vec![normal_seat] => normal += 1,
            Some(w) if w.is_empty() => draws += 1,
            _ => greedy += 1,
        }
    }
    println!("Normal won {normal}, greedy on every action {greedy}, draws {draws} of {games} (seeds {first}..)");
}

/// The hint for `seat` in `g`, as the bots' worker computes it (Normal's search of two players
/// at any count, checked), seeded as the worker seeds it (the game's seed and the ply).
fn hint(g: &Voldetour, seat: Seat, seed: u64) -> VAction {
    let spec = castellan_bot::decision_spec::<Voldetour>(g.options(), Level::Normal, true);
    decide(g, seat, &spec, castellan_bot::derive_seed(seed, 0)).unwrap()
}

/// Whether the seat to move in `g` can walk onto its goal in this turn: with a Lord move, or
/// after one Block or Stair action.
fn wins_this_turn(g: &Voldetour) -> bool {
    let Some(mover) = g.to_move() else { return false };
    let walks = |s: &Voldetour| s.lord_targets(mover as usize) & bit(s.tower(s.enemy(mover))) != 0;
    walks(g)
        || legal_vec(g).into_iter().any(|a| {
            let mut next = *g;
            next.apply(a).unwrap();
            next.outcome().is_some_and(|o| o.winners == [mover]) || (next.to_move() == Some(mover) && walks(&next))
        })
}

/// Black's whole turn played by hints, from `g`.
fn hinted_turn(g: &Voldetour, seed: u64) -> Voldetour {
    let mut state = *g;
    let mut ply = seed;
    while state.to_move() == Some(0) {
        let a = hint(&state, 0, ply);
        state.apply(a).unwrap();
        ply += 1;
    }
    state
}

#[test]
fn the_hint_never_leaves_a_lord_his_winning_walk() {
    // White's Lord on f3 (2 high), e3 2 high, Black's 2-high column on d3 next to his Tower on
    // c3. (a) with White's Stair on d3 rising to the Tower, the Lord walks in at once; (b)
    // without it, a Stair White sets there first opens the same way. Black's turn, by hints,
    // must leave neither, at two players and at four (the hint is the two-player search there).
    let mut threat = new2();
    put(&mut threat, 13, "f3", 0);
    put(&mut threat, 11, "e3", 0);
    put(&mut threat, 1, "d3", 0);
    let mut walk = threat;
    put(&mut walk, 15, "d3", 3);
    set_lords(&mut walk, &["a10", "f3"]);
    set_lords(&mut threat, &["a10", "f3"]);
    assert!(walk.lord_targets(1) & bit(walk.tower(0)) != 0, "White's Lord may walk in");
    let mut whites_turn = threat;
    whites_turn.to_move = 1;
    assert!(wins_this_turn(&whites_turn), "a Stair on d3 opens White's way");
    for (name, g) in [("walk", walk), ("one placement away", threat)] {
        for seed in 0..3 {
            let after = hinted_turn(&g, 100 * seed);
            assert_eq!(after.to_move(), Some(1));
            assert!(!wins_this_turn(&after), "{name}, seed {seed}: White wins now:\n{}", after.position_text());
        }
    }
}
