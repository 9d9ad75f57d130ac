use super::*;
use crate::core::legal_vec;

fn new2() -> Voldetour {
    Voldetour::new_with(&VoldetourOptions { players: 2 }, 1).unwrap()
}
fn new4() -> Voldetour {
    Voldetour::new_with(&VoldetourOptions { players: 4 }, 1).unwrap()
}
fn sq(s: &str) -> u8 {
    parse_cell(s).unwrap()
}
/// Puts piece `id` directly (test set-up), computing its base.
fn put(g: &mut Voldetour, id: u8, cell: &str, orient: u8) {
    let spot = g.placement_ok(id, Spot { cell: sq(cell), orient, base: 0 }).unwrap();
    g.put_piece(id, spot);
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
/// Lords of both seats on the ground, as if they had left their Towers long ago.
fn lords_on_ground(g: &mut Voldetour, cells: &[&str]) {
    for (s, c) in cells.iter().enumerate() {
        g.lords[s] = sq(c);
        g.turns_played[s] = 5;
    }
    g.history.clear();
    let h = g.position_hash();
    g.history.push(h);
}

#[test]
fn two_player_towers_stand_on_c3_and_h8_with_lords_on_top() {
    let g = new2();
    assert_eq!(g.tower(0), sq("c3"));
    assert_eq!(g.tower(1), sq("h8"));
    assert_eq!(g.lord(0), sq("c3"));
    assert_eq!(g.column(sq("h8")).full, TOWER_HEIGHT);
    assert_eq!(g.to_move(), Some(0), "Black starts");
    assert_eq!(g.enemy(0), 1);
}

#[test]
fn four_player_towers_clockwise_and_enemy_is_diagonal() {
    let g = new4();
    let t: Vec<u8> = (0..4).map(|s| g.tower(s)).collect();
    assert_eq!(t, vec![sq("b2"), sq("b9"), sq("i9"), sq("i2")]);
    assert_eq!((g.enemy(0), g.enemy(1), g.enemy(2), g.enemy(3)), (2, 3, 0, 1));
}

#[test]
fn only_two_or_four_players() {
    assert!(Voldetour::new_with(&VoldetourOptions { players: 3 }, 0).is_err());
    assert!(Voldetour::new_game_with_rules(&VoldetourOptions::default(), 0, RULES_VERSION).is_ok());
    assert!(Voldetour::new_game_with_rules(&VoldetourOptions::default(), 0, 99).is_err());
}

#[test]
fn play_goes_clockwise_in_seat_order_with_four() {
    let mut g = new4();
    for expected in [0, 1, 2, 3, 0] {
        assert_eq!(g.to_move(), Some(expected));
        g.apply(block(0, "e5", 0).into_free(&g)).unwrap();
        g.apply(VAction::EndTurn).unwrap();
    }
}

trait Free {
    fn into_free(self, g: &Voldetour) -> VAction;
}
impl Free for VAction {
    /// The first legal Block placement (any square) — used to make a turn.
    fn into_free(self, g: &Voldetour) -> VAction {
        if g.check(self).is_ok() {
            return self;
        }
        legal_vec(g).into_iter().find(|a| matches!(a, VAction::Block { .. })).unwrap()
    }
}

#[test]
fn ending_a_turn_needs_at_least_one_action() {
    let mut g = new2();
    assert_eq!(g.check(VAction::EndTurn), Err(VoldetourError::NothingDoneYet));
    assert_eq!(g.check(VAction::Pass), Err(VoldetourError::CannotPass));
    g.apply(block(0, "e5", 0)).unwrap();
    assert_eq!(g.turn_number(), 1);
    g.apply(VAction::EndTurn).unwrap();
    assert_eq!(g.turn_number(), 2);
    assert_eq!(g.to_move(), Some(1));
}

#[test]
fn one_block_and_one_stair_in_either_order() {
    let mut g = new2();
    g.apply(stair(0, "e5", 0)).unwrap();
    assert_eq!(g.check(stair(1, "f5", 0)), Err(VoldetourError::StairAlreadyUsed));
    g.apply(block(0, "a1", 0)).unwrap();
    assert_eq!(g.check(block(1, "a5", 0)), Err(VoldetourError::BlockAlreadyUsed));
    assert_eq!(g.to_move(), Some(0), "same seat until the turn ends");
    assert!(legal_vec(&g).iter().all(|a| matches!(a, VAction::Lord { .. } | VAction::EndTurn)));
}

#[test]
fn lord_move_ends_the_turn_so_nothing_is_placed_after_it() {
    let mut g = new2();
    put(&mut g, 3, "d3", 1); // 1x2x2 lying as 2x1x2 on d3-e3
    put(&mut g, 5, "d3", 3); // Stair rising west, toward the Tower
    assert!(g.check(lord("e3")).is_ok());
    g.apply(lord("e3")).unwrap();
    assert_eq!(g.to_move(), Some(1));
}

#[test]
fn block_orientations_cover_every_distinct_way() {
    let counts: Vec<usize> = BLOCK_ORIENTATIONS.iter().map(|o| o.len()).collect();
    assert_eq!(counts, vec![1, 3, 3, 3, 6]);
    let g = new2();
    let orients: std::collections::BTreeSet<u8> = legal_vec(&g)
        .into_iter()
        .filter_map(|a| match a {
            VAction::Block { kind: 4, orient, .. } => Some(orient),
            _ => None,
        })
        .collect();
    assert_eq!(orients.len(), 6);
}

#[test]
fn block_may_not_stick_out_of_the_board() {
    let g = new2();
    assert_eq!(g.check(block(2, "j5", 1)), Err(VoldetourError::OffBoard));
    assert!(g.check(block(2, "h5", 1)).is_ok());
}

#[test]
fn no_voids_every_cube_rests_on_the_same_level() {
    let mut g = new2();
    put(&mut g, 10, "e5", 0); // white 1x1x1 on e5
    assert_eq!(g.check(block(1, "e5", 1)), Err(VoldetourError::NotLevel)); // 2x1x1 over e5 (h1) and f5 (h0)
    assert!(g.check(block(1, "e5", 0)).is_ok(), "pieces of any colour may be built on");
}

#[test]
fn nothing_rises_above_the_tower_height() {
    let mut g = new2();
    put(&mut g, 10, "e5", 0);
    assert_eq!(g.check(block(2, "e5", 0)), Err(VoldetourError::TooHigh));
    assert!(g.check(block(1, "e5", 0)).is_ok());
    put(&mut g, 11, "e5", 0); // height 3
    assert_eq!(g.check(stair(0, "e5", 0)), Err(VoldetourError::TooHigh));
}

#[test]
fn nothing_is_built_over_a_lord_or_a_tower() {
    let mut g = new2();
    assert_eq!(g.check(block(0, "c3", 0)), Err(VoldetourError::OverLordOrTower));
    assert_eq!(g.check(block(1, "b3", 1)), Err(VoldetourError::OverLordOrTower));
    lords_on_ground(&mut g, &["e5", "h7"]);
    assert_eq!(g.check(stair(0, "e5", 0)), Err(VoldetourError::OverLordOrTower));
}

#[test]
fn stair_goes_slope_up_or_nested_and_a_nested_pair_is_a_full_cube() {
    let mut g = new2();
    assert_eq!(g.check(stair(0, "e5", NEST)), Err(VoldetourError::NothingToNest));
    put(&mut g, 15, "e5", 1); // white Stair rising east
    assert_eq!(g.check(block(0, "e5", 0)), Err(VoldetourError::NotOnFullCube));
    assert_eq!(g.check(stair(0, "e5", 0)), Err(VoldetourError::NotOnFullCube));
    g.apply(stair(0, "e5", NEST)).unwrap();
    assert_eq!(g.column(sq("e5")).full, 1);
    assert!(g.check(block(0, "e5", 0)).is_ok());
}

#[test]
fn reserve_stairs_are_taken_in_order() {
    let g = new2();
    assert_eq!(g.check(stair(2, "e5", 0)), Err(VoldetourError::NextReserveStairFirst));
    let stairs = legal_vec(&g).into_iter().filter(|a| matches!(a, VAction::Stair { .. })).count();
    assert_eq!(stairs, 98 * 4, "one Stair, 98 free squares, 4 directions");
}

#[test]
fn a_piece_under_another_piece_or_a_lord_is_blocked() {
    let mut g = new2();
    put(&mut g, 0, "e5", 0);
    assert!(!g.is_blocked(0));
    put(&mut g, 10, "e5", 0);
    assert!(g.is_blocked(0));
    assert_eq!(g.check(block(0, "a1", 0)), Err(VoldetourError::PieceBlocked));
    put(&mut g, 1, "a1", 0);
    lords_on_ground(&mut g, &["c5", "h7"]);
    g.lords[0] = sq("a1");
    assert!(g.is_blocked(1));
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
fn putting_a_piece_back_where_it_was_is_not_a_move() {
    let mut g = new2();
    put(&mut g, 0, "e5", 0);
    assert_eq!(g.check(block(0, "e5", 0)), Err(VoldetourError::SamePlace));
    assert!(g.check(block(0, "e6", 0)).is_ok(), "moving a piece already on the board");
}

#[test]
fn moving_the_upper_stair_of_a_pair_reopens_the_lower_slope() {
    let mut g = new2();
    put(&mut g, 15, "e5", 1);
    put(&mut g, 5, "e5", NEST);
    assert!(g.is_blocked(15), "the lower Stair carries the upper one");
    g.apply(stair(0, "a1", 0)).unwrap();
    assert_eq!(g.column(sq("e5")).full, 0);
    assert_eq!(g.column(sq("e5")).stair, 16);
    assert!(g.invariant_error().is_none());
}

#[test]
fn lord_steps_only_at_the_same_height_up_to_three_steps() {
    let mut g = new2();
    lords_on_ground(&mut g, &["e5", "a10"]);
    put(&mut g, 10, "e6", 0);
    let targets = g.lord_targets(0);
    assert!(!targets[sq("e6") as usize], "no climbing without a Stair");
    assert!(!targets[sq("e8") as usize] && targets[sq("e2") as usize]);
    assert!(targets[sq("h5") as usize] && !targets[sq("i5") as usize]);
    assert!(!targets[sq("e5") as usize], "a move ends elsewhere");
}

#[test]
fn lord_leaves_his_tower_down_a_stair_and_the_slope_is_free() {
    let mut g = new2();
    put(&mut g, 3, "d3", 1); // 2x1x2: d3, e3 at height 2
    put(&mut g, 5, "d3", 3); // Stair on d3 rising west toward c3 (high side height 3)
    let t = g.lord_targets(0);
    assert!(t[sq("e3") as usize]);
    assert!(!t[sq("d3") as usize], "never stops on a slope");
    // e3 -> one step across the Stair and two more at height 2? only e3 is at height 2 here.
    assert_eq!(t.iter().filter(|&&x| x).count(), 1);
}

#[test]
fn stairs_end_to_end_are_crossed_as_one_step() {
    let mut g = new2();
    lords_on_ground(&mut g, &["a5", "a10"]);
    put(&mut g, 5, "b5", 1); // rises east: 0 -> 1
    put(&mut g, 0, "c5", 0); // support for the second Stair
    put(&mut g, 6, "c5", 1); // rises east on top of the cube: 1 -> 2
    put(&mut g, 3, "d5", 0); // 1x2x2 standing on d5-d6: height 2
    let t = g.lord_targets(0);
    assert!(t[sq("d5") as usize]);
    assert!(t[sq("d6") as usize], "two more steps at height 2");
    assert!(!t[sq("b5") as usize] && !t[sq("c5") as usize]);
    assert!(g.steps_to_goal(0).is_none(), "h8 stands 3 high with nothing leading up");
}

#[test]
fn a_stair_cannot_be_crossed_from_its_side() {
    let mut g = new2();
    lords_on_ground(&mut g, &["a5", "a10"]);
    put(&mut g, 5, "b5", 0); // rises north
    put(&mut g, 0, "c5", 0);
    let t = g.lord_targets(0);
    assert!(!t[sq("c5") as usize]);
}

#[test]
fn lords_never_share_a_square_nor_pass_over_each_other() {
    let mut g = new2();
    lords_on_ground(&mut g, &["a1", "b1"]);
    let t = g.lord_targets(0);
    assert!(!t[sq("b1") as usize] && !t[sq("c1") as usize]);
    assert!(t[sq("c2") as usize], "going around is fine");
}

#[test]
fn lord_must_leave_his_tower_by_his_third_turn_two_players() {
    let mut g = new2();
    for _ in 0..3 {
        let a = block(0, "a1", 0).into_free(&g);
        g.apply(a).unwrap();
        g.apply(VAction::EndTurn).unwrap();
        if g.to_move() == Some(1) {
            put_lord_off(&mut g, 1);
            let a = block(0, "a1", 0).into_free(&g);
            g.apply(a).unwrap();
            g.apply(VAction::EndTurn).unwrap();
        }
    }
    let o = g.outcome().unwrap();
    assert_eq!(o.winners, vec![1]);
}

fn put_lord_off(g: &mut Voldetour, s: usize) {
    let spot = if s == 1 { "f1" } else { "f2" };
    g.lords[s] = sq(spot);
}

#[test]
fn lord_out_after_third_turn_in_four_player_game_and_his_turns_are_skipped() {
    let mut g = new4();
    for s in 1..4 {
        g.lords[s] = sq(["e4", "e5", "e6"][s - 1]);
    }
    for _ in 0..12 {
        if g.to_move().is_none() {
            break;
        }
        let a = block(0, "a1", 0).into_free(&g);
        g.apply(a).unwrap();
        g.apply(VAction::EndTurn).unwrap();
    }
    assert!(g.is_out(0));
    assert!(!g.is_out(1));
    assert_ne!(g.to_move(), Some(0));
    assert_eq!(g.column(g.tower(0)).full, TOWER_HEIGHT, "his Tower and pieces stay");
}

#[test]
fn lord_may_pass_over_his_own_tower_but_never_stop_on_it() {
    let mut g = new2();
    put(&mut g, 2, "d3", 0); // 1x1x3 at d3
    put(&mut g, 12, "b3", 0); // white 1x1x3 at b3
    lords_on_ground(&mut g, &["d3", "a10"]);
    let t = g.lord_targets(0);
    assert!(!t[sq("c3") as usize], "never stops on his own Tower");
    assert!(t[sq("b3") as usize], "but crosses it");
}

#[test]
fn side_towers_are_crossed_never_stopped_on_in_four_player_games() {
    let mut g = new4();
    put(&mut g, 2, "b8", 0);
    put(&mut g, 12, "b10", 0);
    g.lords[0] = sq("b8");
    g.lords[1] = sq("e5");
    g.turns_played[0] = 5;
    let t = g.lord_targets(0);
    assert!(!t[sq("b9") as usize]);
    assert!(t[sq("b10") as usize]);
    assert_eq!(g.check(lord("b9")), Err(VoldetourError::CannotStopThere));
}

#[test]
fn stopping_on_the_enemy_tower_wins() {
    let mut g = new2();
    put(&mut g, 2, "h7", 0);
    lords_on_ground(&mut g, &["h7", "a10"]);
    g.apply(lord("h8")).unwrap();
    assert_eq!(g.outcome().unwrap().winners, vec![0]);
    assert_eq!(g.evaluate()[0], 1.0);
}

#[test]
fn threefold_repetition_is_a_draw() {
    let mut g = new2();
    for i in 0..10u8 {
        g.pieces[i as usize] = IN_RESERVE;
    }
    lords_on_ground(&mut g, &["a1", "j10"]);
    let moves = [lord("a2"), lord("j9"), lord("a1"), lord("j10")];
    let mut n = 0;
    while g.outcome().is_none() {
        g.apply(moves[n % 4]).unwrap();
        n += 1;
    }
    assert_eq!(n, 8);
    assert!(g.outcome().unwrap().is_draw());
}

#[test]
fn two_hundred_turns_is_a_draw() {
    let mut g = new2();
    lords_on_ground(&mut g, &["a1", "j10"]);
    g.turn = MAX_TURNS;
    g.apply(lord("a2")).unwrap();
    assert!(g.outcome().unwrap().is_draw());
}

#[test]
fn pass_is_refused_while_anything_is_legal() {
    let mut g = new2();
    assert_eq!(g.check(VAction::Pass), Err(VoldetourError::CannotPass));
    g.apply(block(0, "a1", 0)).unwrap();
    assert_eq!(g.check(VAction::Pass), Err(VoldetourError::CannotPass));
}

#[test]
fn notation_and_position_text() {
    let mut g = new2();
    assert_eq!(g.notation(block(4, "d4", 0)), "+B5 d4 1x2x3");
    assert_eq!(g.notation(stair(0, "e5", NEST)), "+S e5 nest");
    assert_eq!(g.notation(VAction::EndTurn), "end");
    g.apply(stair(0, "e5", 0)).unwrap();
    assert_eq!(g.notation(stair(0, "e6", 1)), "S e5>e6 E");
    let t = g.position_text();
    assert!(t.contains("0^"), "{t}");
    assert!(t.contains("3a") && t.contains("3b"));
    assert_eq!(g.notation_for(VAction::EndTurn, None), "end");
    assert_eq!(g.redacted(Some(1)).pieces, g.pieces);
}

// ----- random play -----

/// Games per player count in the random-play test.
const RANDOM_GAMES: u64 = 60;
/// In long games, every legal action is re-checked on every this-many-th decision.
const FULL_CHECK_EVERY: u32 = 10;

fn random_games(players: u8, games: u64, full_checks: bool) -> u64 {
    let mut actions = 0u64;
    let mut list = Vec::new();
    for seed in 0..games {
        let mut g = Voldetour::new_with(&VoldetourOptions { players }, seed).unwrap();
        if seed % 2 == 1 {
            // Half the games start with every Lord already down next to his Tower (as if the
            // first turns were played), so that long games, repetitions and the turn limit are
            // exercised: random play rarely builds a way down in time.
            for s in 0..players as usize {
                let t = g.towers[s];
                g.lords[s] = if t % 10 < 5 { t + 1 } else { t - 1 };
                g.turns_played[s] = LEAVE_TOWER_BY_TURN;
            }
            g.history.clear();
            let h = g.position_hash();
            g.history.push(h);
        }
        let mut rng = Rng::new(seed ^ 0x5EED);
        let mut steps = 0;
        while g.outcome().is_none() {
            g.legal_actions(&mut list);
            assert!(!list.is_empty());
            if full_checks {
                let mut sorted = list.clone();
                sorted.sort_by_key(|a| format!("{a:?}"));
                sorted.dedup();
                assert_eq!(sorted.len(), list.len(), "duplicate legal actions");
                // Checking every listed action is costly (hundreds of placements): do it on every
                // decision of short games and every FULL_CHECK_EVERY-th decision otherwise.
                if steps < 20 || steps % FULL_CHECK_EVERY == 0 {
                    for &a in &list {
                        assert_eq!(g.check(a), Ok(()), "{a:?}\n{}", g.position_text());
                    }
                }
                // A few random illegal probes leave the state unchanged.
                for _ in 0..4 {
                    let a = match rng.below(3) {
                        0 => VAction::Block {
                            kind: rng.below(6) as u8,
                            cell: rng.below(101) as u8,
                            orient: rng.below(7) as u8,
                        },
                        1 => VAction::Stair {
                            index: rng.below(6) as u8,
                            cell: rng.below(101) as u8,
                            dir: rng.below(6) as u8,
                        },
                        _ => VAction::Lord { to: rng.below(101) as u8 },
                    };
                    let legal = list.contains(&a);
                    let before = g.clone();
                    let r = g.clone().apply(a);
                    assert_eq!(r.is_ok(), legal, "{a:?}");
                    if !legal {
                        let mut h = g.clone();
                        assert!(h.apply(a).is_err());
                        assert_eq!(h, before);
                    }
                }
                let e = g.evaluate();
                assert!(e.iter().all(|x| x.is_finite() && (0.0..=1.0).contains(x)));
            }
            // Prefer Lord moves and ends a little so games progress.
            let lords: Vec<VAction> = list.iter().copied().filter(|a| matches!(a, VAction::Lord { .. })).collect();
            let a = if !lords.is_empty() && rng.below(2) == 0 {
                lords[rng.below(lords.len() as u32) as usize]
            } else if list.contains(&VAction::EndTurn) && rng.below(3) == 0 {
                VAction::EndTurn
            } else {
                list[rng.below(list.len() as u32) as usize]
            };
            g.apply(a).unwrap();
            actions += 1;
            if full_checks {
                assert_eq!(g.invariant_error(), None, "{}", g.position_text());
                let placed = g.pieces.iter().filter(|p| p.cell != RESERVE).count();
                assert!(placed <= 10 * players as usize);
            }
            steps += 1;
            assert!(steps < 5000, "game does not end");
        }
    }
    actions
}

#[test]
fn random_games_two_players_keep_every_invariant() {
    random_games(2, RANDOM_GAMES, true);
}

#[test]
fn random_games_four_players_keep_every_invariant() {
    random_games(4, RANDOM_GAMES, true);
}

/// `cargo test --no-default-features --release voldetour::tests::random_play_speed -- --ignored --nocapture`
#[test]
#[ignore]
fn random_play_speed() {
    for players in [2, 4] {
        let t = std::time::Instant::now();
        let n = random_games(players, 200, false);
        let s = t.elapsed().as_secs_f64();
        println!("{players} players: {n} actions in {s:.2}s = {:.0} actions/s", n as f64 / s);
    }
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
    let mut g2 = new2();
    put(&mut g2, 0, "e5", 0);
    put(&mut g2, 5, "d5", 1);
    put(&mut g2, 6, "f5", 3);
    put(&mut g2, 7, "e6", 2);
    put(&mut g2, 15, "e4", 0); // rises north: high side against e5
    assert!(g2.is_blocked(0));
    assert!(!g2.is_blocked(5), "a Stair needs all four of its sides hidden");
}

#[test]
fn lord_path_names_every_square_passed_stairs_included() {
    let mut g = new2();
    lords_on_ground(&mut g, &["a5", "a10"]);
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
    assert!(Voldetour::is_stair(5) && !Voldetour::is_stair(4));
    assert_eq!(Voldetour::piece_footprint(4, Spot { cell: sq("a1"), orient: 4, base: 0 }).unwrap().0.len(), 6);
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
