//! The whole 2-player game the end-to-end test plays by clicking (`tests/e2e/voldetour.test.mjs`),
//! checked here against the engine first, so the browser script is known to be legal: Black
//! builds Stairs down from his Tower along row 3, White builds Stairs up to his own Tower along
//! column h (and uses them to leave it), and Black's Lord walks down, across and up onto h8.
//! It places, turns and moves Blocks and Stairs, and crosses runs of Stairs both ways.

use castellan::core::{legal_vec, Game};
use castellan::games::voldetour::{parse_cell, EndReason, VAction, Voldetour, VoldetourOptions};

fn cell(name: &str) -> u8 {
    parse_cell(name).unwrap_or_else(|| panic!("bad square {name}"))
}

fn block(kind: u8, at: &str, orient: u8) -> VAction {
    VAction::Block { kind, cell: cell(at), orient }
}

fn stair(index: u8, at: &str, dir: u8) -> VAction {
    VAction::Stair { index, cell: cell(at), dir }
}

fn lord(to: &str) -> VAction {
    VAction::Lord { to: cell(to) }
}

/// The e2e script, turn by turn (the same squares, pieces and orientations, in the same order).
fn script() -> Vec<(&'static str, Vec<VAction>)> {
    const N: u8 = 0;
    const E: u8 = 1;
    const W: u8 = 3;
    vec![
        ("Black 1", vec![block(1, "d3", 0), stair(0, "d3", W), VAction::EndTurn]),
        ("White 1", vec![block(1, "a10", 1), stair(0, "h4", N), VAction::EndTurn]),
        ("Black 2", vec![block(0, "e3", 0), stair(1, "e3", W), VAction::EndTurn]),
        ("White 2", vec![block(0, "h5", 0), stair(1, "h5", N), VAction::EndTurn]),
        ("Black 3", vec![block(2, "h7", 0), stair(2, "f3", W), lord("g3")]),
        ("White 3", vec![block(1, "h6", 0), stair(2, "h6", N), lord("i3")]),
        ("Black 4", vec![stair(2, "j1", E), lord("h8")]),
    ]
}

#[test]
fn the_e2e_game_is_legal_and_black_walks_onto_the_white_tower() {
    let mut g = Voldetour::new_game(&VoldetourOptions { players: 2 }, 1).unwrap();
    for (turn, actions) in script() {
        for a in actions {
            let legal = legal_vec(&g);
            assert!(legal.contains(&a), "{turn}: {} is not legal: {:?}", g.notation(a), g.check(a));
            g.play_unchecked(a);
        }
    }
    assert_eq!(g.end_reason(), Some(EndReason::ReachedTower(0)));
    assert_eq!(g.outcome().map(|o| o.winners), Some(vec![0]));
}

#[test]
fn the_descent_from_c3_is_one_step_over_three_stairs() {
    let mut g = Voldetour::new_game(&VoldetourOptions { players: 2 }, 1).unwrap();
    for (_, actions) in script().into_iter().take(4) {
        for a in actions {
            g.play_unchecked(a);
        }
    }
    // Before Black's third Stair the run stops at e3 (level 1) with nothing to land on.
    assert!(!legal_vec(&g).contains(&lord("g3")));
    g.play_unchecked(block(2, "h7", 0));
    g.play_unchecked(stair(2, "f3", 3));
    assert_eq!(g.lord_path(cell("g3")), Some(vec![cell("d3"), cell("e3"), cell("f3"), cell("g3")]));
}
