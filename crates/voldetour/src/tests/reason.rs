//! Why a move is good (`reason.rs`): one named test per kind of reason, on positions set up
//! square by square, each asserting the exact message; and the actions with nothing to say.

use super::*;
use castellan_core::Msg;

fn seat(key: &'static str) -> Msg {
    Msg::new(key)
}
fn black() -> Msg {
    seat("voldetour-seat-black")
}
fn white() -> Msg {
    seat("voldetour-seat-white")
}
fn green() -> Msg {
    seat("voldetour-seat-green")
}
fn why(g: &Voldetour, a: VAction) -> Option<Msg> {
    assert!(g.check(a).is_ok(), "{a:?} is not legal here:\n{}", g.position_text());
    g.reason_msg(a)
}
/// Black's and White's 3-high Blocks on b8..g8 but g8, Black's Lord on b8, White's far away.
fn high_row() -> Voldetour {
    let mut g = new2();
    put(&mut g, 12, "b8", 0); // White's 1x1x3
    put(&mut g, 4, "c8", 1); // Black's 2x1x3 on c8-d8
    put(&mut g, 14, "e8", 1); // White's 2x1x3 on e8-f8
    set_lords(&mut g, &["b8", "a1"]);
    g
}
/// A run of three Stairs climbing east from d8 onto h8 (one step from d8), Black's Lord on d5.
fn black_run() -> Voldetour {
    let mut g = new2();
    put(&mut g, 0, "f8", 0); // 1x1x1: the second Stair's support
    put(&mut g, 1, "g8", 0); // 1x1x2: the third Stair's support
    put(&mut g, 5, "e8", 1);
    put(&mut g, 6, "f8", 1);
    put(&mut g, 7, "g8", 1);
    set_lords(&mut g, &["d5", "j1"]);
    g
}
/// White's run of Stairs climbing west from g3 onto c3, White's Lord on j3 (4 steps away); the
/// last Stair (on d3) only with `whole`.
fn white_run(whole: bool) -> Voldetour {
    let mut g = new2();
    put(&mut g, 10, "e3", 0);
    put(&mut g, 11, "d3", 0);
    put(&mut g, 15, "f3", 3);
    put(&mut g, 16, "e3", 3);
    if whole {
        put(&mut g, 17, "d3", 3);
    }
    set_lords(&mut g, &["a10", "j3"]);
    g
}

#[test]
fn a_lord_move_onto_the_enemy_tower_wins() {
    let mut g = new2();
    put(&mut g, 2, "g8", 0); // a 3-high pillar beside h8
    set_lords(&mut g, &["g8", "a1"]);
    assert_eq!(why(&g, lord("h8")), Some(Msg::new("voldetour-reason-win").arg("owner", white())));
}

#[test]
fn a_placement_that_lets_the_lord_reach_the_enemy_tower_this_turn() {
    let mut g = new2();
    put(&mut g, 12, "f8", 0); // White's 1x1x3 pillar
    set_lords(&mut g, &["f8", "a1"]);
    assert_eq!(why(&g, block(2, "g8", 0)), Some(Msg::new("voldetour-reason-reach-now").arg("owner", white())));
}

#[test]
fn leaving_the_tower_on_the_last_turn_allowed_comes_before_anything_else() {
    let mut g = new2();
    put(&mut g, 2, "d3", 0);
    assert_eq!(why(&g, lord("d3")), Some(Msg::new("voldetour-reason-off-tower")));
    g.turns_played[0] = LEAVE_TOWER_BY_TURN - 1;
    assert_eq!(why(&g, lord("d3")), Some(Msg::new("voldetour-reason-leave-in-time")));
}

#[test]
fn a_placement_that_opens_the_first_way_off_the_tower() {
    let mut g = new2();
    assert_eq!(why(&g, block(2, "d3", 0)), Some(Msg::new("voldetour-reason-off-tower-exit")));
    g.turns_played[0] = LEAVE_TOWER_BY_TURN - 1;
    assert_eq!(why(&g, block(2, "d3", 0)), Some(Msg::new("voldetour-reason-exit-in-time")));
}

#[test]
fn a_placement_that_stops_a_rival_reaching_his_goal_next_turn() {
    let mut g = new2();
    put(&mut g, 2, "d3", 0); // Black's pillar beside c3 ...
    put(&mut g, 12, "e3", 0); // ... that White's Lord on his pillar would cross to c3
    set_lords(&mut g, &["a1", "e3"]);
    let expected =
        Msg::new("voldetour-reason-stops-threat").arg("seat", white()).arg("owner", black()).arg("yours", "yes");
    assert_eq!(why(&g, block(2, "a5", 0)), Some(expected), "Black lifts his pillar away");
}

#[test]
fn a_lord_move_that_stands_in_a_rivals_way_to_his_goal() {
    let mut g = new2();
    put(&mut g, 2, "d4", 0);
    put(&mut g, 14, "d3", 1); // White's 2x1x3 on d3-e3, beside c3
    set_lords(&mut g, &["d4", "e3"]);
    let expected =
        Msg::new("voldetour-reason-stops-threat").arg("seat", white()).arg("owner", black()).arg("yours", "yes");
    assert_eq!(why(&g, lord("d3")), Some(expected));
}

#[test]
fn with_four_players_a_stopped_threat_names_the_tower_it_was_aimed_at() {
    let mut g = new4();
    put(&mut g, 2, "i3", 0); // Black's pillar beside Green's Tower on i2
    put(&mut g, 12, "i4", 0); // White's, under his Lord
    set_lords(&mut g, &["a5", "i4", "e9", "e1"]);
    let expected =
        Msg::new("voldetour-reason-stops-threat").arg("seat", white()).arg("owner", green()).arg("yours", "no");
    assert_eq!(why(&g, block(2, "a7", 0)), Some(expected));
}

#[test]
fn a_lord_move_within_one_move_of_the_enemy_tower() {
    let mut g = high_row();
    put(&mut g, 2, "g8", 0);
    assert_eq!(why(&g, lord("e8")), Some(Msg::new("voldetour-reason-one-move").arg("owner", white())));
}

#[test]
fn a_lord_move_along_his_road_counts_the_steps_gained() {
    let mut g = high_row();
    put(&mut g, 2, "g8", 0);
    let closer = |steps: u32| Msg::new("voldetour-reason-steps-closer").arg("steps", steps).arg("owner", white());
    assert_eq!(why(&g, lord("d8")), Some(closer(2)));
    assert_eq!(why(&g, lord("c8")), Some(closer(1)));
}

#[test]
fn a_placement_that_completes_a_road_gives_its_length() {
    let g = high_row();
    let expected = Msg::new("voldetour-reason-road-complete").arg("steps", 6).arg("owner", white());
    assert_eq!(why(&g, block(2, "g8", 0)), Some(expected), "c8, d8, e8, f8, g8, h8");
}

#[test]
fn a_placement_that_shortens_the_road() {
    let mut g = black_run();
    put(&mut g, 2, "c7", 1); // Black's 3x1x1 wall on c7-e7: the way to d8 goes round by b7
    assert_eq!(g.steps_to_goal(0), Some(8));
    let expected = Msg::new("voldetour-reason-road-shorter").arg("steps", 4).arg("owner", white());
    assert_eq!(why(&g, block(2, "a1", 1)), Some(expected), "the wall moved away: d6, d7, d8, the run");
}

#[test]
fn a_placement_that_cuts_a_rivals_road() {
    let g = white_run(true);
    assert_eq!(g.steps_to_goal(1), Some(4));
    let expected = Msg::new("voldetour-reason-road-cut").arg("seat", white()).arg("owner", black()).arg("yours", "yes");
    assert_eq!(why(&g, block(0, "g3", 0)), Some(expected), "g3 raised: the run's low side is out of reach");
}

#[test]
fn a_placement_that_lengthens_a_rivals_road() {
    let g = white_run(true);
    let expected = Msg::new("voldetour-reason-road-longer")
        .arg("seat", white())
        .arg("steps", 2)
        .arg("owner", black())
        .arg("yours", "yes");
    assert_eq!(why(&g, block(0, "h3", 0)), Some(expected), "round h3 by row 2 or 4");
}

#[test]
fn a_placement_that_extends_the_way_the_lord_can_walk() {
    let mut g = new2();
    put(&mut g, 2, "d3", 0); // the Lord can already step onto d3
    let expected = Msg::new("voldetour-reason-way-nearer").arg("squares", 2).arg("owner", white());
    assert_eq!(why(&g, block(4, "e3", 1)), Some(expected), "e3 and f3 at height 3: f3 is 7 squares from h8, d3 9");
}

#[test]
fn a_lord_move_with_no_road_yet_counts_squares_nearer() {
    let mut g = new2();
    set_lords(&mut g, &["e5", "a1"]);
    let expected = Msg::new("voldetour-reason-squares-nearer").arg("squares", 2).arg("owner", white());
    assert_eq!(why(&g, lord("f6")), Some(expected));
}

#[test]
fn a_placement_that_locks_a_rivals_piece() {
    let mut g = new2();
    put(&mut g, 10, "e5", 0);
    set_lords(&mut g, &["a10", "j1"]);
    let expected = Msg::new("voldetour-reason-locks")
        .arg("seat", white())
        .arg("kind", "block")
        .arg("number", 1)
        .arg("square", "e5");
    assert_eq!(why(&g, block(0, "e5", 0)), Some(expected));
    // White's open Stair on e7, Black's set upside down into it: the lower one is held.
    put(&mut g, 15, "e7", 0);
    let expected = Msg::new("voldetour-reason-locks").arg("seat", white()).arg("kind", "stair").arg("square", "e7");
    assert_eq!(why(&g, stair(0, "e7", NEST)), Some(expected));
}

#[test]
fn a_placement_that_builds_part_of_the_way() {
    let mut g = new2();
    set_lords(&mut g, &["d8", "a1"]);
    // A 2-high Block before the 3-high Tower: two gentler climbs instead of a cliff.
    assert_eq!(why(&g, block(1, "g8", 0)), Some(Msg::new("voldetour-reason-builds").arg("owner", white())));
}

#[test]
fn a_placement_that_hinders_a_rivals_way() {
    let g = white_run(false);
    assert_eq!(g.steps_to_goal(1), None);
    let expected = Msg::new("voldetour-reason-hinders").arg("seat", white()).arg("owner", black()).arg("yours", "yes");
    assert_eq!(why(&g, block(0, "h3", 0)), Some(expected));
}

#[test]
fn actions_with_nothing_to_say_give_none() {
    let mut g = new2();
    set_lords(&mut g, &["e5", "a1"]);
    assert_eq!(why(&g, lord("d5")), None, "farther from h8, no road");
    assert_eq!(g.reason_msg(lord("j10")), None, "not legal");
    g.apply(lord("e6")).unwrap();
    g.apply(block(0, "a10", 0)).unwrap(); // White's 1x1x1 in a far corner
    assert_eq!(why(&g, VAction::EndTurn), None);
    assert_eq!(g.reason_msg(VAction::Pass), None);
}
