//! Every rulebook sentence and spec line as a named test (grouped as the rulebook goes), the
//! decisions of the module docs, formats, and seeded random play with every invariant checked.

use super::board::bit;
use super::*;
use castellan_core::legal_vec;

mod bot_hints;
mod eval;
mod random;
mod reason;

fn new2() -> Voldetour {
    Voldetour::new_with(&VoldetourOptions { players: 2 }, 1).unwrap()
}
fn new4() -> Voldetour {
    Voldetour::new_with(&VoldetourOptions { players: 4 }, 1).unwrap()
}
fn sq(s: &str) -> u8 {
    parse_cell(s).unwrap()
}
/// Sets piece `id` down as its owner would (the placement rules are checked), whoever's turn it is.
fn put(g: &mut Voldetour, id: u8, cell: &str, orient: u8) {
    let saved = (g.to_move, g.block_done, g.stair_done);
    g.to_move = id / PIECES_PER_SEAT;
    g.block_done = false;
    g.stair_done = false;
    let k = id % PIECES_PER_SEAT;
    let checked = if k < BLOCKS_PER_SEAT {
        g.check_block(k, sq(cell), orient)
    } else {
        g.check_stair(k - BLOCKS_PER_SEAT, sq(cell), orient)
    };
    if let Err(e) = checked {
        panic!("setting piece {id} on {cell}: {e}\n{}", g.position_text());
    }
    g.move_piece(id, sq(cell), orient);
    (g.to_move, g.block_done, g.stair_done) = saved;
}
fn block(kind: u8, cell: &str, orient: u8) -> VAction {
    VAction::Block { kind, cell: sq(cell), orient }
}
fn stair(index: u8, cell: &str, dir: u8) -> VAction {
    VAction::Stair { index, cell: sq(cell), dir }
}
fn lord(to: &str) -> VAction {
    VAction::Lord { to: sq(to) }
}
/// Puts seat `s`'s Lord on `cell` (test set-up; his turns played stay as they are).
fn move_lord(g: &mut Voldetour, s: usize, cell: &str) {
    g.lord_mask &= !bit(g.lords[s]);
    g.lords[s] = sq(cell);
    g.lord_mask |= bit(sq(cell));
}
/// Lords of the first seats on these squares, as if they had left their Towers long ago.
fn set_lords(g: &mut Voldetour, cells: &[&str]) {
    for (s, c) in cells.iter().enumerate() {
        move_lord(g, s, c);
        g.turns_played[s] = 5;
    }
    g.forget_history();
    g.remember_position();
}
/// Whether the Lord of seat `s` may end a move on `cell`.
fn reaches(g: &Voldetour, s: usize, cell: &str) -> bool {
    g.lord_targets(s) & bit(sq(cell)) != 0
}
fn target_count(g: &Voldetour, s: usize) -> u32 {
    g.lord_targets(s).count_ones()
}
/// One Block placement somewhere (to make a turn).
fn some_block(g: &Voldetour) -> VAction {
    legal_vec(g).into_iter().find(|a| matches!(a, VAction::Block { .. })).unwrap()
}
/// Plays one whole turn of the seat to move: one Block, then end.
fn pass_a_turn(g: &mut Voldetour) {
    let a = some_block(g);
    g.apply(a).unwrap();
    g.apply(VAction::EndTurn).unwrap();
}

// ===== Set-up ("Matériel et mise en place", spec "Board", "Pieces per player") =====

#[test]
fn two_player_towers_stand_on_c3_and_h8_with_lords_on_top() {
    let g = new2();
    assert_eq!(g.tower(0), sq("c3"));
    assert_eq!(g.tower(1), sq("h8"));
    assert_eq!(g.lord(0), sq("c3"));
    assert_eq!(g.lord(1), sq("h8"));
    assert_eq!(g.column(sq("h8")).full, TOWER_HEIGHT);
    assert_eq!(g.column(sq("c3")).occ, [200; 3], "Black's Tower");
    assert_eq!(g.enemy(0), 1);
    assert_eq!(g.enemy(1), 0);
}

#[test]
fn four_player_towers_on_b2_b9_i9_i2_clockwise_and_enemy_is_diagonal() {
    let g = new4();
    let t: Vec<u8> = (0..4).map(|s| g.tower(s)).collect();
    assert_eq!(t, vec![sq("b2"), sq("b9"), sq("i9"), sq("i2")]);
    assert_eq!((g.enemy(0), g.enemy(1), g.enemy(2), g.enemy(3)), (2, 3, 0, 1));
    assert!((0..4).all(|s| g.lord(s) == g.tower(s)));
}

#[test]
fn only_two_or_four_players() {
    for players in [0, 1, 3, 5] {
        assert!(Voldetour::new_with(&VoldetourOptions { players }, 0).is_err());
    }
    assert!(Voldetour::new_game_with_rules(&VoldetourOptions::default(), 0, RULES_VERSION).is_ok());
    assert!(Voldetour::new_game_with_rules(&VoldetourOptions::default(), 0, 99).is_err());
    assert_eq!(serde_json::from_str::<VoldetourOptions>("{}").unwrap(), VoldetourOptions { players: 2 });
}

#[test]
fn each_player_has_five_blocks_and_five_stairs_in_reserve() {
    let g = new4();
    for id in 0..40 {
        assert!(!g.piece(id).on_board());
        assert_eq!(Voldetour::is_stair(id), id % 10 >= 5);
    }
    // The Blocks' sizes of the spec, as their first orientation.
    let sizes: Vec<(u8, u8, u8)> = BLOCK_ORIENTATIONS.iter().map(|o| o[0]).collect();
    assert_eq!(sizes, vec![(1, 1, 1), (1, 1, 2), (1, 1, 3), (1, 2, 2), (1, 2, 3)]);
}

#[test]
fn block_orientations_are_every_distinct_way_once() {
    for (kind, orients) in BLOCK_ORIENTATIONS.iter().enumerate() {
        let dims = |o: (u8, u8, u8)| {
            let mut d = [o.0, o.1, o.2];
            d.sort();
            d
        };
        let first = dims(orients[0]);
        let mut perms = std::collections::BTreeSet::new();
        for &o in orients.iter() {
            assert_eq!(dims(o), first, "kind {kind}: every orientation is the same Block");
            assert!(perms.insert(o), "kind {kind}: {o:?} listed twice");
        }
        let distinct = [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)]
            .iter()
            .map(|&(a, b, c)| (first[a], first[b], first[c]))
            .collect::<std::collections::BTreeSet<_>>();
        assert_eq!(perms, distinct, "kind {kind}: every axis-aligned way");
    }
    let orients: std::collections::BTreeSet<u8> = legal_vec(&new2())
        .into_iter()
        .filter_map(|a| match a {
            VAction::Block { kind: 4, orient, .. } => Some(orient),
            _ => None,
        })
        .collect();
    assert_eq!(orients.len(), 6);
}

// ===== The turn ("Déroulement d'une partie", spec "Placing and moving pieces") =====

#[test]
fn black_starts_and_turns_alternate() {
    let mut g = new2();
    for expected in [0, 1, 0, 1] {
        assert_eq!(g.to_move(), Some(expected));
        pass_a_turn(&mut g);
    }
}

#[test]
fn play_goes_clockwise_in_seat_order_with_four() {
    let mut g = new4();
    for expected in [0, 1, 2, 3, 0, 1] {
        assert_eq!(g.to_move(), Some(expected));
        pass_a_turn(&mut g);
    }
}

#[test]
fn ending_a_turn_needs_at_least_one_action() {
    let mut g = new2();
    assert_eq!(g.check(VAction::EndTurn), Err(VoldetourError::NothingDoneYet));
    assert!(!legal_vec(&g).contains(&VAction::EndTurn));
    g.apply(block(0, "e5", 0)).unwrap();
    assert!(g.has_acted());
    assert_eq!(g.turn_number(), 1);
    g.apply(VAction::EndTurn).unwrap();
    assert_eq!(g.turn_number(), 2);
    assert_eq!(g.to_move(), Some(1));
}

#[test]
fn one_block_and_one_stair_in_either_order() {
    let mut g = new2();
    g.apply(stair(0, "e5", 0)).unwrap();
    assert!(g.stair_used() && !g.block_used());
    assert_eq!(g.check(stair(1, "f5", 0)), Err(VoldetourError::StairAlreadyUsed));
    g.apply(block(0, "a1", 0)).unwrap();
    assert_eq!(g.check(block(1, "a5", 0)), Err(VoldetourError::BlockAlreadyUsed));
    assert_eq!(g.to_move(), Some(0), "same seat until the turn ends");
    assert!(legal_vec(&g).iter().all(|a| matches!(a, VAction::Lord { .. } | VAction::EndTurn)));
    g.apply(VAction::EndTurn).unwrap();
    // Block first, then Stair.
    g.apply(block(0, "a10", 0)).unwrap();
    g.apply(stair(0, "b10", 1)).unwrap();
    assert!(g.block_used() && g.stair_used());
}

#[test]
fn lord_move_ends_the_turn_so_nothing_is_placed_after_it() {
    let mut g = new2();
    put(&mut g, 3, "d3", 1); // 1x2x2 lying as 2x1x2 on d3-e3
    put(&mut g, 5, "d3", 3); // Stair rising west, toward the Tower
    g.apply(lord("e3")).unwrap();
    assert_eq!(g.to_move(), Some(1));
    assert!(!g.block_used() && !g.stair_used() && !g.has_acted());
}

#[test]
fn a_turn_may_be_a_lord_move_alone() {
    let mut g = new2();
    set_lords(&mut g, &["e5", "a10"]);
    assert!(!g.has_acted());
    g.apply(lord("e7")).unwrap();
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(g.lord(0), sq("e7"));
}

// ===== Placing pieces ("Placement des pièces de construction", spec "Placing and moving") =====

#[test]
fn a_piece_may_stand_alone_or_against_others() {
    let mut g = new2();
    g.apply(block(0, "e5", 0)).unwrap();
    g.apply(VAction::EndTurn).unwrap();
    g.apply(block(1, "f5", 0)).unwrap(); // White's 1x1x2 standing against it
    g.apply(VAction::EndTurn).unwrap();
    g.apply(block(1, "a10", 1)).unwrap(); // alone in a corner
    assert_eq!(g.column(sq("f5")).full, 2);
}

#[test]
fn pieces_of_any_colour_may_be_built_on() {
    let mut g = new2();
    put(&mut g, 13, "e5", 2); // White's 2x2x1 on e5-f6
    assert_eq!(g.action_spot(block(0, "e5", 0)).map(|s| s.base), Some(1));
    assert_eq!(g.action_spot(stair(0, "f6", 0)).map(|s| s.base), Some(1));
    put(&mut g, 15, "a5", 0); // White's open Stair
    assert!(g.check(stair(0, "a5", NEST)).is_ok(), "nesting into the opponent's Stair");
}

#[test]
fn block_may_not_stick_out_of_the_board() {
    let g = new2();
    assert_eq!(g.check(block(2, "j5", 1)), Err(VoldetourError::OffBoard));
    assert!(g.check(block(2, "h5", 1)).is_ok());
    for (kind, orients) in BLOCK_ORIENTATIONS.iter().enumerate() {
        for (o, &(dx, dy, _)) in orients.iter().enumerate() {
            let r = g.check(block(kind as u8, "j10", o as u8));
            assert_eq!(r.is_ok(), dx == 1 && dy == 1, "kind {kind} orientation {o}: {r:?}");
        }
    }
}

/// A 4-player board with a flat plateau of `layers` cubes over d4..f6 (Blocks of seats 1..3).
fn plateau(layers: u8) -> Voldetour {
    let mut g = new4();
    for s in 1..=layers {
        put(&mut g, s * 10 + 4, "d4", 5); // 3x2x1 on d4-f5
        put(&mut g, s * 10 + 2, "d6", 1); // 3x1x1 on d6-f6
    }
    g
}

#[test]
fn nothing_rises_above_the_tower_height_in_any_orientation() {
    for layers in 0..=TOWER_HEIGHT {
        let g = plateau(layers);
        assert_eq!(g.column(sq("e5")).full, layers);
        for (kind, orients) in BLOCK_ORIENTATIONS.iter().enumerate() {
            for (o, &(_, _, dz)) in orients.iter().enumerate() {
                let r = g.check(block(kind as u8, "d4", o as u8));
                if layers + dz > TOWER_HEIGHT {
                    assert_eq!(r, Err(VoldetourError::TooHigh), "kind {kind} orientation {o} on {layers}");
                } else {
                    assert_eq!(r, Ok(()), "kind {kind} orientation {o} on {layers}");
                }
            }
        }
        let r = g.check(stair(0, "d4", 0));
        assert_eq!(r.is_ok(), layers < TOWER_HEIGHT, "a Stair is one cube high");
    }
}

#[test]
fn no_voids_under_any_part_of_a_block_in_any_orientation() {
    for (kind, orients) in BLOCK_ORIENTATIONS.iter().enumerate() {
        for (o, &(dx, dy, _)) in orients.iter().enumerate() {
            if dx * dy == 1 {
                continue; // one column: it rests on whatever is there
            }
            for j in 0..dy {
                for i in 0..dx {
                    // A 1x1x1 of White under one square of the footprint only.
                    let mut g = new2();
                    let under = cell_name(sq("d4") + i + 10 * j);
                    put(&mut g, 10, &under, 0);
                    let r = g.check(block(kind as u8, "d4", o as u8));
                    assert_eq!(r, Err(VoldetourError::NotLevel), "kind {kind} orientation {o}, cube under {under}");
                }
            }
        }
    }
    let mut g = new2();
    put(&mut g, 10, "e5", 0);
    assert_eq!(g.check(block(1, "e5", 1)), Err(VoldetourError::NotLevel)); // 2x1x1 over e5 (h1) and f5 (h0)
    assert!(g.check(block(1, "e5", 0)).is_ok());
}

#[test]
fn a_block_comes_to_rest_on_the_surface_under_it() {
    let mut g = new2();
    put(&mut g, 1, "e5", 0); // 1x1x2 standing on e5
    let on_top = g.action_spot(block(0, "e5", 0)).unwrap();
    assert_eq!((on_top.cell, on_top.base), (sq("e5"), 2));
    g.apply(block(0, "e5", 0)).unwrap();
    assert_eq!(g.column(sq("e5")).full, 3);
    assert_eq!(g.column(sq("e5")).occ, [2, 2, 1]);
}

#[test]
fn stairs_go_slope_up_on_a_flat_surface_or_upside_down_into_a_slope() {
    let mut g = new2();
    assert_eq!(g.check(stair(0, "e5", NEST)), Err(VoldetourError::NothingToNest));
    put(&mut g, 15, "e5", 1); // white Stair rising east
    assert_eq!(g.check(block(0, "e5", 0)), Err(VoldetourError::NotOnFullCube), "no Block on an open slope");
    assert_eq!(g.check(stair(0, "e5", 0)), Err(VoldetourError::NotOnFullCube), "no Stair on an open slope");
    assert_eq!(g.check(block(1, "d5", 1)), Err(VoldetourError::NotOnFullCube), "not even partly");
    g.apply(stair(0, "e5", NEST)).unwrap();
    let col = g.column(sq("e5"));
    assert_eq!((col.full, col.occ[0], col.upper[0], col.stair), (1, 16, 6, 0), "a nested pair is a full cube");
    assert!(g.check(block(0, "e5", 0)).is_ok(), "a Block on a nested pair");
    g.apply(VAction::EndTurn).unwrap();
    put(&mut g, 16, "e5", 2);
    assert_eq!(g.column(sq("e5")).stair, 17, "a Stair slope up on a nested pair");
}

#[test]
fn a_stair_on_the_tower_height_is_too_high() {
    let mut g = new2();
    put(&mut g, 2, "e5", 0); // 1x1x3 standing
    assert_eq!(g.check(stair(0, "e5", 0)), Err(VoldetourError::TooHigh));
    assert_eq!(g.check(block(0, "e5", 0)), Err(VoldetourError::TooHigh));
}

#[test]
fn nothing_is_built_over_a_lord_or_a_tower() {
    let mut g = new2();
    assert_eq!(g.check(block(0, "c3", 0)), Err(VoldetourError::OverLordOrTower));
    assert_eq!(g.check(block(1, "b3", 1)), Err(VoldetourError::OverLordOrTower));
    assert_eq!(g.check(stair(0, "h8", 0)), Err(VoldetourError::OverLordOrTower));
    set_lords(&mut g, &["e5", "h7"]);
    assert_eq!(g.check(stair(0, "e5", 0)), Err(VoldetourError::OverLordOrTower));
    assert_eq!(g.check(block(4, "d5", 3)), Err(VoldetourError::OverLordOrTower), "no part over a Lord");
    assert_eq!(g.check(block(0, "c3", 0)), Err(VoldetourError::OverLordOrTower), "a Tower with no Lord on it");
}

#[test]
fn reserve_stairs_are_taken_in_order() {
    let mut g = new2();
    assert_eq!(g.check(stair(2, "e5", 0)), Err(VoldetourError::NextReserveStairFirst));
    let stairs = legal_vec(&g).into_iter().filter(|a| matches!(a, VAction::Stair { .. })).count();
    assert_eq!(stairs, 98 * 4, "one Stair, 98 free squares, 4 directions");
    g.apply(stair(0, "e5", 0)).unwrap();
    g.apply(VAction::EndTurn).unwrap();
    g.apply(VAction::EndTurn).unwrap_err();
    pass_a_turn(&mut g);
    assert!(g.check(stair(1, "a1", 0)).is_ok(), "the next one");
    assert!(g.check(stair(0, "a1", 0)).is_ok(), "or the one on the board, moved");
    assert_eq!(g.check(stair(2, "a1", 0)), Err(VoldetourError::NextReserveStairFirst));
}

#[test]
fn a_piece_on_the_board_may_be_moved_or_turned_where_it_stands() {
    let mut g = new2();
    put(&mut g, 1, "e5", 0); // 1x1x2 standing
    put(&mut g, 5, "a5", 0); // Stair rising north
    assert!(g.check(block(1, "g7", 0)).is_ok(), "moved elsewhere");
    g.apply(block(1, "e5", 1)).unwrap(); // turned: now lying over e5-f5
    assert_eq!((g.column(sq("e5")).full, g.column(sq("f5")).full), (1, 1));
    g.apply(stair(0, "a5", 1)).unwrap(); // turned to rise east
    assert_eq!(g.piece(5), Spot { cell: sq("a5"), orient: 1, base: 0 });
    assert!(g.invariant_error().is_none());
}

#[test]
fn putting_a_piece_back_where_it_was_is_not_a_move() {
    let mut g = new2();
    put(&mut g, 0, "e5", 0);
    put(&mut g, 5, "a5", 2);
    assert_eq!(g.check(block(0, "e5", 0)), Err(VoldetourError::SamePlace));
    assert_eq!(g.check(stair(0, "a5", 2)), Err(VoldetourError::SamePlace));
    assert!(g.check(block(0, "e6", 0)).is_ok());
    assert!(!legal_vec(&g).contains(&block(0, "e5", 0)));
}

#[test]
fn only_own_pieces_are_placed_or_moved() {
    let mut g = new2();
    g.apply(stair(0, "j10", 0)).unwrap();
    g.apply(VAction::EndTurn).unwrap();
    g.apply(block(0, "e5", 0)).unwrap(); // White's 1x1x1: piece 10
    assert!(g.piece(10).on_board() && !g.piece(0).on_board());
    g.apply(VAction::EndTurn).unwrap();
    g.apply(block(0, "e6", 0)).unwrap(); // Black's own 1x1x1, from his reserve
    assert_eq!(g.piece(10).cell, sq("e5"));
    assert_eq!(g.piece(0).cell, sq("e6"));
}

#[test]
fn no_piece_goes_back_to_the_reserve() {
    let mut g = new2();
    g.apply(block(0, "e5", 0)).unwrap();
    g.apply(stair(0, "e6", 0)).unwrap();
    g.apply(VAction::EndTurn).unwrap();
    pass_a_turn(&mut g);
    // Every action of Black's Block 0 or Stair 0 names a square of the board.
    for a in legal_vec(&g) {
        if let VAction::Block { cell, .. } | VAction::Stair { cell, .. } = a {
            assert!((cell as usize) < CELLS);
            let mut next = g;
            next.apply(a).unwrap();
            assert!(next.piece(0).on_board() && next.piece(5).on_board());
        }
    }
}

// ===== Blocked pieces (rulebook fig. 4, spec "A piece cannot be moved") =====

#[test]
fn a_piece_under_another_piece_or_a_lord_is_blocked() {
    let mut g = new2();
    put(&mut g, 0, "e5", 0);
    assert!(!g.is_blocked(0));
    put(&mut g, 10, "e5", 0);
    assert!(g.is_blocked(0), "under a piece");
    assert_eq!(g.check(block(0, "a1", 0)), Err(VoldetourError::PieceBlocked));
    assert!(!legal_vec(&g).iter().any(|a| matches!(a, VAction::Block { kind: 0, .. })));
    put(&mut g, 1, "a1", 1); // 2x1x1 on a1-b1
    set_lords(&mut g, &["b1", "h7"]);
    assert!(g.is_blocked(1), "under a Lord, even on one square of it");
    put(&mut g, 15, "g5", 0);
    put(&mut g, 5, "g5", NEST);
    assert!(g.is_blocked(15), "the lower Stair of a pair carries the upper");
    put(&mut g, 11, "g5", 0);
    assert!(g.is_blocked(5), "under a Block");
}

#[test]
fn a_piece_with_every_side_hidden_is_blocked_but_board_edge_is_open() {
    let mut g = new2();
    put(&mut g, 0, "e5", 0);
    put(&mut g, 10, "d5", 0);
    put(&mut g, 11, "f5", 1); // 1x1x2 lying east over f5-g5
    put(&mut g, 12, "e6", 1);
    assert!(!g.is_blocked(0), "south side still open");
    put(&mut g, 13, "e4", 1); // 2x1x2 standing over e4-f4: covers e5's south face
    assert!(g.is_blocked(0));
    // On the board edge: a1 covered on its two inner sides stays movable.
    let mut g = new2();
    put(&mut g, 0, "a1", 0);
    put(&mut g, 10, "b1", 0);
    put(&mut g, 11, "a2", 0);
    assert!(!g.is_blocked(0));
}

#[test]
fn a_partly_hidden_side_leaves_the_piece_free() {
    let mut g = new4();
    put(&mut g, 1, "e5", 0); // Black's 1x1x2 standing on e5
    put(&mut g, 12, "d4", 2); // 1x3x1 on d4-d6
    put(&mut g, 11, "f4", 2); // 1x2x1 on f4-f5
    put(&mut g, 10, "e4", 0);
    put(&mut g, 13, "e6", 2); // 2x2x1 on e6-f7
    assert!(!g.is_blocked(1), "every side is hidden only up to height 1");
    put(&mut g, 0, "d5", 0);
    put(&mut g, 20, "f5", 0);
    put(&mut g, 30, "e4", 0);
    assert!(!g.is_blocked(1), "the north side's upper half still shows");
    put(&mut g, 23, "e6", 2);
    assert!(g.is_blocked(1));
}

#[test]
fn only_a_stairs_high_side_hides_a_face() {
    let mut g = new2();
    put(&mut g, 0, "e5", 0);
    put(&mut g, 5, "d5", 1); // rises east: high side against e5
    put(&mut g, 6, "f5", 3); // rises west
    put(&mut g, 7, "e6", 2); // rises south
    put(&mut g, 15, "e4", 2); // rises south: its low edge faces e5
    assert!(!g.is_blocked(0), "a low edge hides nothing");
    let mut g = new2();
    put(&mut g, 0, "e5", 0);
    put(&mut g, 5, "d5", 1);
    put(&mut g, 6, "f5", 3);
    put(&mut g, 7, "e6", 2);
    put(&mut g, 15, "e4", 1); // rises east: a triangle faces e5
    assert!(!g.is_blocked(0), "a triangular side hides nothing");
    let mut g = new2();
    put(&mut g, 0, "e5", 0);
    put(&mut g, 5, "d5", 1);
    put(&mut g, 6, "f5", 3);
    put(&mut g, 7, "e6", 2);
    put(&mut g, 15, "e4", 0); // rises north: high side against e5
    assert!(g.is_blocked(0));
}

#[test]
fn a_stair_is_blocked_only_with_all_four_sides_hidden() {
    let mut g = new2();
    put(&mut g, 5, "e5", 0); // rises north: its low edge faces south
    put(&mut g, 10, "d5", 0);
    put(&mut g, 11, "f5", 0);
    put(&mut g, 12, "e6", 0);
    assert!(!g.is_blocked(5), "nothing against its low edge");
    put(&mut g, 13, "e3", 0); // 1x2x2 standing on e3-e4
    assert!(g.is_blocked(5));
}

#[test]
fn a_tower_hides_a_face_and_a_lord_does_not() {
    let mut g = new2();
    put(&mut g, 0, "d3", 0); // against Black's Tower on c3
    put(&mut g, 10, "e3", 0);
    put(&mut g, 11, "d4", 0);
    assert!(!g.is_blocked(0));
    set_lords(&mut g, &["c3", "d2"]);
    assert!(!g.is_blocked(0), "a Lord beside it hides nothing");
    set_lords(&mut g, &["c3", "a10"]);
    put(&mut g, 12, "d2", 0);
    assert!(g.is_blocked(0), "the Tower hides the west side");
}

#[test]
fn moving_the_upper_stair_of_a_pair_reopens_the_lower_slope() {
    let mut g = new2();
    put(&mut g, 15, "e5", 1);
    put(&mut g, 5, "e5", NEST);
    assert!(g.is_blocked(15), "the lower Stair carries the upper one");
    assert!(!g.is_blocked(5));
    g.apply(stair(0, "a1", 0)).unwrap();
    assert_eq!(g.column(sq("e5")).full, 0);
    assert_eq!(g.column(sq("e5")).stair, 16);
    assert!(!g.is_blocked(15));
    assert!(g.invariant_error().is_none());
}

#[test]
fn a_piece_a_lord_stands_next_to_may_be_moved_and_his_way_is_gone() {
    let mut g = new2();
    put(&mut g, 0, "f5", 0); // a cube White's Lord means to climb
    put(&mut g, 5, "e5", 1); // Black's Stair rising east, e5 up to f5
    set_lords(&mut g, &["a10", "d5"]);
    assert!(reaches(&g, 1, "f5"), "White's Lord, next to the Stair, can climb");
    assert!(!g.is_blocked(5), "standing next to a piece does not hold it");
    g.apply(stair(0, "a1", 0)).unwrap();
    assert!(!reaches(&g, 1, "f5"), "the Stair he needed is gone");
}

// ===== The Lord ("Déplacement du Seigneur", spec "The Lord") =====

#[test]
fn lord_steps_only_at_the_same_height_up_to_three_steps() {
    let mut g = new2();
    set_lords(&mut g, &["e5", "a10"]);
    put(&mut g, 10, "e6", 0);
    assert!(!reaches(&g, 0, "e6"), "no climbing without a Stair");
    assert!(!reaches(&g, 0, "e8") && reaches(&g, 0, "e2"));
    assert!(reaches(&g, 0, "h5") && !reaches(&g, 0, "i5"), "three steps at most");
    assert!(!reaches(&g, 0, "e5"), "a move ends elsewhere");
    assert_eq!(g.check(lord("e5")), Err(VoldetourError::LordCannotReach));
    set_lords(&mut g, &["e6", "a10"]);
    assert!(!reaches(&g, 0, "e5") && !reaches(&g, 0, "d6"), "no stepping down without a Stair");
}

#[test]
fn lord_never_steps_diagonally_but_may_turn_between_steps() {
    let mut g = new2();
    set_lords(&mut g, &["e5", "a10"]);
    assert_eq!(target_count(&g, 0), 4 + 8 + 12, "every square 1 to 3 steps away");
    assert!(reaches(&g, 0, "f7"), "east, then north twice");
    put(&mut g, 10, "d5", 0);
    put(&mut g, 11, "f5", 1);
    put(&mut g, 12, "e4", 1);
    put(&mut g, 13, "e6", 1);
    assert_eq!(target_count(&g, 0), 0, "d6, f6, d4 and f4 are only diagonal");
}

#[test]
fn lord_leaves_his_tower_down_a_stair_and_never_stops_on_the_slope() {
    let mut g = new2();
    put(&mut g, 3, "d3", 1); // 2x1x2: d3, e3 at height 2
    put(&mut g, 5, "d3", 3); // Stair on d3 rising west toward c3 (high side height 3)
    assert!(reaches(&g, 0, "e3"));
    assert!(!reaches(&g, 0, "d3"), "never stops on a slope");
    assert_eq!(g.check(lord("d3")), Err(VoldetourError::LordCannotReach));
    assert_eq!(target_count(&g, 0), 1, "only e3 is at height 2");
}

#[test]
fn lord_climbs_and_descends_by_a_stair_counted_as_one_step() {
    let mut g = new2();
    set_lords(&mut g, &["a5", "a10"]);
    put(&mut g, 5, "b5", 1); // rises east: 0 -> 1
    put(&mut g, 4, "c5", 3); // 3x1x2 on c5-e5
    assert!(!reaches(&g, 0, "c5"), "c5 is 2 high: the Stair leads to height 1");
    let mut g = new2();
    set_lords(&mut g, &["a5", "a10"]);
    put(&mut g, 5, "b5", 1);
    put(&mut g, 2, "c5", 1); // 3x1x1 on c5-e5: height 1
    assert!(reaches(&g, 0, "c5") && reaches(&g, 0, "e5"), "up the slope, then two steps");
    set_lords(&mut g, &["e5", "a10"]);
    assert!(reaches(&g, 0, "a5"), "down the slope from c5 to a5");
    assert!(!reaches(&g, 0, "a4"), "that is already three steps");
}

#[test]
fn stairs_end_to_end_are_crossed_as_one_step() {
    let mut g = new2();
    set_lords(&mut g, &["a5", "a10"]);
    put(&mut g, 5, "b5", 1); // rises east: 0 -> 1
    put(&mut g, 0, "c5", 0); // support for the second Stair
    put(&mut g, 6, "c5", 1); // rises east on top of the cube: 1 -> 2
    put(&mut g, 3, "d5", 0); // 1x2x2 standing on d5-d6: height 2
    assert!(reaches(&g, 0, "d5"));
    assert!(reaches(&g, 0, "d6"), "one more step at height 2");
    assert!(!reaches(&g, 0, "b5") && !reaches(&g, 0, "c5"));
    assert!(g.steps_to_goal(0).is_none(), "h8 stands 3 high with nothing leading up");
    // And back down the same run in one step.
    set_lords(&mut g, &["d6", "a10"]);
    assert!(reaches(&g, 0, "a5") && reaches(&g, 0, "a6"), "d5, then down to a5, then a6");
}

#[test]
fn a_ridge_of_stairs_is_crossed_up_and_down_in_one_step() {
    let mut g = new2();
    set_lords(&mut g, &["a5", "a10"]);
    put(&mut g, 5, "b5", 1); // rises east: up from a5
    put(&mut g, 6, "c5", 3); // rises west: high sides meet, down to d5
    assert!(reaches(&g, 0, "d5") && reaches(&g, 0, "f5"));
    assert!(!reaches(&g, 0, "g5"), "d5 costs one step, two more reach f5");
    assert_eq!(g.lord_path(sq("d5")), Some(vec![sq("b5"), sq("c5"), sq("d5")]));
}

#[test]
fn a_stair_cannot_be_crossed_from_its_side() {
    let mut g = new2();
    set_lords(&mut g, &["a5", "a10"]);
    put(&mut g, 5, "b5", 0); // rises north
    put(&mut g, 0, "c5", 0);
    assert!(!reaches(&g, 0, "c5"));
    put(&mut g, 1, "b6", 2); // 1x2x1 on b6-b7
    set_lords(&mut g, &["b4", "a10"]);
    assert!(reaches(&g, 0, "b6"), "from its low side it leads north");
}

#[test]
fn the_square_beyond_a_stair_must_be_at_its_far_side_height() {
    let mut g = new2();
    set_lords(&mut g, &["a5", "a10"]);
    put(&mut g, 5, "b5", 1); // rises east: leaves the Lord at height 1 over c5
    assert!(!reaches(&g, 0, "c5"), "c5 is on the ground");
    put(&mut g, 1, "c5", 0); // 1x1x2 standing: height 2
    assert!(!reaches(&g, 0, "c5"), "c5 is 2 high");
    // A Lord at height 1 facing a Stair's low side (at height 0) cannot take it.
    let mut g = new2();
    put(&mut g, 0, "c7", 0);
    put(&mut g, 5, "b7", 3); // rises west: its low side, at height 0, faces c7
    set_lords(&mut g, &["c7", "a10"]);
    assert!(!reaches(&g, 0, "a7"));
}

#[test]
fn a_nested_pair_is_walked_on_like_a_cube() {
    let mut g = new2();
    put(&mut g, 0, "c5", 0);
    put(&mut g, 15, "b5", 0);
    put(&mut g, 5, "b5", NEST);
    set_lords(&mut g, &["c5", "a10"]);
    assert!(reaches(&g, 0, "b5"), "the pair is flat at height 1");
    assert!(!reaches(&g, 0, "a5"), "and does not lead down");
}

#[test]
fn lord_walks_on_pieces_of_any_colour() {
    let mut g = new2();
    put(&mut g, 2, "b5", 1); // Black's 3x1x1 on b5-d5
    put(&mut g, 12, "e5", 1); // White's 3x1x1 on e5-g5
    set_lords(&mut g, &["b5", "a10"]);
    assert!(reaches(&g, 0, "e5"));
    g.apply(lord("e5")).unwrap();
    assert_eq!(g.lord(0), sq("e5"));
}

#[test]
fn lords_never_share_a_square_nor_pass_over_each_other() {
    let mut g = new2();
    set_lords(&mut g, &["a1", "b1"]);
    assert!(!reaches(&g, 0, "b1") && !reaches(&g, 0, "c1"));
    assert!(reaches(&g, 0, "c2"), "going around is fine");
    // Beyond a run of Stairs either.
    let mut g = new2();
    put(&mut g, 5, "b5", 1);
    put(&mut g, 2, "c5", 1); // c5-e5 at height 1
    set_lords(&mut g, &["a5", "c5"]);
    assert!(!reaches(&g, 0, "c5") && !reaches(&g, 0, "d5"));
}

// ===== Leaving, crossing and reaching Towers =====

#[test]
fn lord_must_leave_his_tower_by_his_third_turn_two_players() {
    let mut g = new2();
    set_lords(&mut g, &["c3", "a10"]);
    g.turns_played = [0; 4];
    for _ in 0..2 {
        pass_a_turn(&mut g);
        pass_a_turn(&mut g);
    }
    assert_eq!(g.turns_played(0), 2);
    pass_a_turn(&mut g);
    assert_eq!(g.outcome().unwrap().winners, vec![1]);
    assert_eq!(g.end_reason(), Some(EndReason::OthersOut(1)));
    assert!(g.is_out(0));
}

#[test]
fn leaving_during_the_third_turn_is_in_time() {
    let mut g = new2();
    set_lords(&mut g, &["c3", "a10"]);
    g.turns_played = [2, 2, 0, 0];
    put(&mut g, 2, "d3", 0); // 1x1x3 beside the Tower
    g.apply(lord("d3")).unwrap();
    assert_eq!(g.outcome(), None);
    assert!(!g.is_out(0));
    assert_eq!(g.turns_played(0), 3);
}

#[test]
fn a_seat_out_in_a_four_player_game_is_skipped_and_his_lord_leaves() {
    let mut g = new4();
    for (s, cell) in [(1, "e4"), (2, "e5"), (3, "e6")] {
        move_lord(&mut g, s, cell);
    }
    put(&mut g, 0, "a5", 0);
    for _ in 0..9 {
        pass_a_turn(&mut g);
    }
    assert!(g.is_out(0));
    assert!(!g.is_out(1) && !g.is_out(2) && !g.is_out(3));
    assert_eq!(g.lord(0), 255, "his Lord leaves the board");
    assert_eq!(g.to_move(), Some(1), "his turn is skipped");
    assert_eq!(g.column(g.tower(0)).full, TOWER_HEIGHT, "his Tower stays");
    assert!(g.piece(0).on_board(), "and so do his pieces");
    assert!(g.invariant_error().is_none());
    // Seat 2's goal, Black's Tower, can now be reached.
    put(&mut g, 22, "b3", 0);
    move_lord(&mut g, 2, "b3");
    pass_a_turn(&mut g);
    assert_eq!(g.to_move(), Some(2));
    g.apply(lord("b2")).unwrap();
    assert_eq!(g.end_reason(), Some(EndReason::ReachedTower(2)));
}

#[test]
fn the_last_seat_left_in_a_four_player_game_wins() {
    let mut g = new4();
    move_lord(&mut g, 3, "h2");
    for _ in 0..10 {
        pass_a_turn(&mut g);
    }
    assert!(g.is_out(0) && g.is_out(1) && !g.is_out(3));
    assert_eq!(g.to_move(), Some(2));
    pass_a_turn(&mut g);
    assert_eq!(g.outcome().unwrap().winners, vec![3]);
    assert_eq!(g.end_reason(), Some(EndReason::OthersOut(3)));
}

#[test]
fn lord_may_pass_over_his_own_tower_but_never_stop_on_it() {
    let mut g = new2();
    put(&mut g, 2, "d3", 0); // 1x1x3 at d3
    put(&mut g, 12, "b3", 0); // white 1x1x3 at b3
    set_lords(&mut g, &["d3", "a10"]);
    assert!(!reaches(&g, 0, "c3"), "never stops on his own Tower");
    assert_eq!(g.check(lord("c3")), Err(VoldetourError::CannotStopThere));
    assert!(reaches(&g, 0, "b3"), "but crosses it");
}

#[test]
fn lord_may_pass_over_the_enemy_tower_and_stopping_there_wins() {
    let mut g = new2();
    put(&mut g, 2, "g8", 0);
    put(&mut g, 12, "i8", 0);
    set_lords(&mut g, &["g8", "a10"]);
    assert!(reaches(&g, 0, "i8"), "across the enemy Tower");
    assert!(reaches(&g, 0, "h8"));
    g.apply(lord("h8")).unwrap();
    assert_eq!(g.outcome().unwrap().winners, vec![0]);
    assert_eq!(g.end_reason(), Some(EndReason::ReachedTower(0)));
    assert_eq!(g.evaluate()[0], 1.0);
    assert_eq!(g.scores(), vec![1, 0]);
    assert_eq!(g.to_move(), None);
    assert!(legal_vec(&g).is_empty());
    assert_eq!(g.check(VAction::EndTurn), Err(VoldetourError::GameOver));
}

#[test]
fn an_enemy_tower_with_its_lord_still_on_it_is_neither_taken_nor_crossed() {
    let mut g = new2();
    put(&mut g, 2, "g8", 0);
    put(&mut g, 12, "i8", 0);
    move_lord(&mut g, 0, "g8");
    assert_eq!(g.lord(1), g.tower(1), "White has not left his Tower yet");
    assert!(!reaches(&g, 0, "h8") && !reaches(&g, 0, "i8"));
    assert_eq!(g.check(lord("h8")), Err(VoldetourError::LordCannotReach));
}

#[test]
fn a_moved_block_may_cover_squares_it_covered_before() {
    let mut g = new2();
    put(&mut g, 4, "d5", 5); // 3x2x1 on d5-f6
    g.apply(block(4, "e5", 5)).unwrap(); // one square east: e5-g6
    assert_eq!(g.column(sq("d5")).full, 0);
    assert_eq!(g.column(sq("g6")).full, 1);
    assert!(g.invariant_error().is_none());
}

#[test]
fn side_towers_are_crossed_never_stopped_on_in_four_player_games() {
    let mut g = new4();
    put(&mut g, 2, "b8", 0);
    put(&mut g, 12, "b10", 0);
    move_lord(&mut g, 1, "e5");
    move_lord(&mut g, 0, "b8");
    assert!(!reaches(&g, 0, "b9"));
    assert!(reaches(&g, 0, "b10"));
    assert_eq!(g.check(lord("b9")), Err(VoldetourError::CannotStopThere));
}

#[test]
fn reaching_the_diagonal_tower_wins_a_four_player_game() {
    let mut g = new4();
    put(&mut g, 2, "h9", 0);
    move_lord(&mut g, 0, "h9");
    g.turns_played[0] = 5;
    move_lord(&mut g, 2, "e5");
    g.apply(lord("i9")).unwrap();
    assert_eq!(g.outcome().unwrap().winners, vec![0]);
}

// ===== End without a winner, and passing =====

#[test]
fn a_player_with_no_legal_action_passes() {
    let mut g = new2();
    // Every Black piece on the board with a White one on top; Black's Lord on his Tower, with
    // nothing next to it.
    for (kind, cell, orient) in [(4, "a5", 5), (3, "e5", 2), (2, "a8", 1), (1, "e8", 1), (0, "a10", 0)] {
        put(&mut g, kind, cell, orient);
        put(&mut g, 10 + kind, cell, orient);
    }
    for (i, cell) in ["j1", "j3", "j5", "a1", "e1"].iter().enumerate() {
        put(&mut g, 5 + i as u8, cell, 0);
        put(&mut g, 15 + i as u8, cell, NEST);
    }
    assert_eq!(legal_vec(&g), vec![VAction::Pass]);
    assert_eq!(g.check(VAction::EndTurn), Err(VoldetourError::NothingDoneYet));
    g.apply(VAction::Pass).unwrap();
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(g.turns_played(0), 1, "a pass is a turn");
}

#[test]
fn pass_is_refused_while_anything_is_legal() {
    let mut g = new2();
    assert_eq!(g.check(VAction::Pass), Err(VoldetourError::CannotPass));
    g.apply(block(0, "a1", 0)).unwrap();
    assert_eq!(g.check(VAction::Pass), Err(VoldetourError::CannotPass));
}

#[test]
fn threefold_repetition_is_a_draw() {
    let mut g = new2();
    set_lords(&mut g, &["a1", "j10"]);
    let moves = [lord("a2"), lord("j9"), lord("a1"), lord("j10")];
    let mut n = 0;
    while g.outcome().is_none() {
        g.apply(moves[n % 4]).unwrap();
        n += 1;
    }
    assert_eq!(n, 8, "the start position comes back a third time after two rounds");
    assert!(g.outcome().unwrap().is_draw());
    assert_eq!(g.end_reason(), Some(EndReason::Repetition));
}

#[test]
fn repetition_counts_only_positions_with_the_same_pieces() {
    let mut g = new2();
    set_lords(&mut g, &["a1", "j10"]);
    let moves = [lord("a2"), lord("j9"), lord("a1"), lord("j10")];
    for &m in &moves {
        g.apply(m).unwrap();
    }
    // A Block from the reserve and back to the same dance: the count starts again.
    g.apply(block(0, "e5", 0)).unwrap();
    g.apply(VAction::EndTurn).unwrap();
    g.apply(block(0, "e6", 0)).unwrap();
    g.apply(VAction::EndTurn).unwrap();
    for &m in &moves {
        g.apply(m).unwrap();
    }
    assert_eq!(g.outcome(), None, "the start position with the Blocks out came back only once");
    for &m in &moves {
        g.apply(m).unwrap();
    }
    assert!(g.outcome().unwrap().is_draw());
}

#[test]
fn two_hundred_turns_is_a_draw() {
    let mut g = new2();
    set_lords(&mut g, &["a1", "j10"]);
    g.turn = MAX_TURNS - 1;
    g.apply(lord("a2")).unwrap();
    assert_eq!(g.outcome(), None);
    assert_eq!(g.turn(), MAX_TURNS);
    g.apply(lord("j9")).unwrap();
    assert!(g.outcome().unwrap().is_draw());
    assert_eq!(g.end_reason(), Some(EndReason::TurnLimit));
}

// ===== Formats and what the board asks =====

#[test]
fn legal_actions_come_in_the_documented_order() {
    let mut g = new2();
    set_lords(&mut g, &["e5", "a10"]);
    let legal = legal_vec(&g);
    let rank = |a: &VAction| match *a {
        VAction::Block { kind, cell, orient } => (0, kind, orient, cell),
        VAction::Stair { index, cell, dir } => (1, index, dir, cell),
        VAction::Lord { to } => (2, 0, 0, to),
        VAction::EndTurn => (3, 0, 0, 0),
        VAction::Pass => (4, 0, 0, 0),
    };
    assert!(legal.windows(2).all(|w| rank(&w[0]) < rank(&w[1])));
    assert_eq!(legal[0], block(0, "a1", 0));
    g.apply(block(0, "a1", 0)).unwrap();
    assert_eq!(legal_vec(&g).last(), Some(&VAction::EndTurn));
}

#[test]
fn notation_and_position_text() {
    let mut g = new2();
    assert_eq!(g.notation(block(4, "d4", 0)), "+B5 d4 1x2x3");
    assert_eq!(g.notation(stair(0, "e5", NEST)), "+S e5 nest");
    assert_eq!(g.notation(VAction::EndTurn), "end");
    assert_eq!(g.notation(VAction::Pass), "pass");
    assert_eq!(g.notation(lord("d3")), "L c3-d3");
    g.apply(stair(0, "e5", 0)).unwrap();
    g.apply(block(1, "a1", 1)).unwrap();
    assert_eq!(g.notation(stair(0, "e6", 1)), "S e5>e6 E");
    assert_eq!(g.notation(block(1, "a2", 0)), "B2 a1>a2 1x1x2");
    let t = g.position_text();
    assert!(t.contains("0^"), "{t}");
    assert!(t.contains(" 1 1. 1. "), "{t}");
    assert!(t.contains("3a") && t.contains("3b"));
    assert_eq!(g.notation_for(VAction::EndTurn, None), "end");
    assert_eq!(g.redacted(Some(1)).pieces, g.pieces);
    // Nonsense never panics.
    for a in [VAction::Block { kind: 9, cell: 200, orient: 9 }, VAction::Stair { index: 9, cell: 255, dir: 9 }] {
        assert!(!g.notation(a).is_empty());
    }
}

#[test]
fn lord_path_names_every_square_passed_stairs_included() {
    let mut g = new2();
    set_lords(&mut g, &["a5", "a10"]);
    put(&mut g, 5, "b5", 1); // rises east: 0 -> 1
    put(&mut g, 0, "c5", 0);
    put(&mut g, 6, "c5", 1); // rises east: 1 -> 2
    put(&mut g, 3, "d5", 0); // d5-d6 at height 2
    assert_eq!(g.lord_path(sq("d6")), Some(vec![sq("b5"), sq("c5"), sq("d5"), sq("d6")]));
    assert_eq!(g.lord_path(sq("a7")), Some(vec![sq("a6"), sq("a7")]));
    assert_eq!(g.lord_path(sq("c5")), None, "never stops on a slope");
    assert_eq!(g.lord_path(sq("a9")), None, "four steps away");
}

#[test]
fn action_spot_gives_the_resting_level_of_a_legal_placement_only() {
    let mut g = new2();
    put(&mut g, 1, "e5", 0); // 1x1x2 standing on e5
    let on_top = g.action_spot(block(0, "e5", 0)).unwrap();
    assert_eq!((on_top.cell, on_top.base), (sq("e5"), 2));
    assert_eq!(g.action_piece(block(0, "e5", 0)), Some(0));
    assert_eq!(g.action_spot(block(2, "e5", 0)), None, "1x1x3 on height 2 is too high");
    let s = g.action_spot(stair(0, "f5", 1)).unwrap();
    assert_eq!((s.base, s.orient), (0, 1));
    assert_eq!(g.action_piece(stair(0, "f5", 1)), Some(5));
    assert_eq!(g.action_piece(VAction::EndTurn), None);
    assert!(Voldetour::is_stair(5) && !Voldetour::is_stair(4));
    let (cells, base, top) = Voldetour::piece_footprint(4, Spot { cell: sq("a1"), orient: 4, base: 0 }).unwrap();
    assert_eq!((cells.len(), base, top), (6, 0, 1));
    assert_eq!(Voldetour::piece_footprint(4, Spot { cell: sq("j1"), orient: 4, base: 0 }), None);
}

#[test]
fn end_reason_says_why_the_game_ended() {
    let mut g = new2();
    assert_eq!(g.end_reason(), None);
    put(&mut g, 2, "d3", 0); // 1x1x3 beside the Tower
    g.apply(lord("d3")).unwrap();
    assert_eq!(g.turns_played(0), 1);
    assert_eq!(g.end_reason(), None);
}

#[test]
fn state_is_a_small_copy() {
    let size = std::mem::size_of::<Voldetour>();
    eprintln!("state: {size} bytes");
    assert!(size <= 2400, "{size}");
    let g = new2();
    let copy = g;
    assert_eq!(copy, g);
}

#[test]
fn determinize_and_redacted_keep_the_board() {
    let mut g = new2();
    g.apply(block(4, "e5", 4)).unwrap();
    let mut rng = Rng::new(7);
    let d = g.determinize(0, &mut rng);
    assert_eq!(legal_vec(&d), legal_vec(&g));
    assert_eq!(d.redacted(Some(0)), g.redacted(Some(0)));
    assert!(!g.has_hidden_information());
}

#[test]
fn no_action_value_makes_check_apply_or_the_board_questions_panic() {
    let mut g = new2();
    put(&mut g, 15, "e5", 1);
    put(&mut g, 5, "e5", NEST);
    put(&mut g, 4, "a1", 4);
    let values = [0u8, 1, 2, 3, 4, 5, 6, 7, 9, 10, 99, 100, 101, 127, 128, 200, 254, 255];
    let mut actions = vec![VAction::EndTurn, VAction::Pass];
    for &a in &values {
        actions.push(VAction::Lord { to: a });
        for &b in &values {
            for &c in &values {
                actions.push(VAction::Block { kind: a, cell: b, orient: c });
                actions.push(VAction::Stair { index: a, cell: b, dir: c });
            }
        }
    }
    let legal = legal_vec(&g);
    for a in actions {
        let mut copy = g;
        match copy.apply(a) {
            Ok(_) => assert!(legal.contains(&a), "{a:?}"),
            Err(e) => {
                assert!(!legal.contains(&a), "{a:?}: {e}");
                assert_eq!(copy, g);
            }
        }
        let _ = (g.notation(a), g.action_spot(a), g.action_piece(a));
    }
    // A 4-player game with a seat out, and a finished game, too.
    let mut four = new4();
    move_lord(&mut four, 1, "e5");
    for _ in 0..9 {
        pass_a_turn(&mut four);
    }
    assert!(four.is_out(0));
    let mut over = g;
    over.apply(VAction::Lord { to: sq("b3") }).unwrap_err();
    over.over = true;
    for state in [g, four, over] {
        for &v in &values {
            let _ = (state.column(v), state.piece(v), state.lord(v), state.tower(v), state.is_out(v));
            let _ = (state.enemy(v), state.is_blocked(v), state.lord_path(v), state.steps_to_goal(v as usize));
            let _ = (state.turns_played(v), state.evaluate(), state.position_text(), state.end_reason());
            let _ = Voldetour::piece_footprint(v, Spot { cell: v, orient: v, base: v });
            let _ = state.notation(VAction::Lord { to: v });
        }
    }
}
