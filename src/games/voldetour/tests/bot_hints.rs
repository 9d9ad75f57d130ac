//! The bots' short list and move-ordering guess (`bot_hints`): never empty, only legal actions,
//! every Lord move kept, and the levels take a win or stop a threat.

use super::*;
use crate::bot::{decide, Level};
use crate::games::RegisteredGame;

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
        let a = decide(&g, 0, &Voldetour::level_spec(level), 5).unwrap();
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
            let a = decide(&state, 0, &Voldetour::level_spec(level), seed).unwrap();
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
