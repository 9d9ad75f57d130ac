//! The lessons keep the lesson rules (`check_lessons`), every position builds, each lesson
//! refuses a typical wrong move with its reason, and the tasks with several answers take each.

use super::*;
use castellan_core::legal_vec;
use castellan_core::lesson::check_lessons;

/// The verdict on `action` in step `step` of lesson `lesson`, after the right moves `made`.
fn judge(lesson: usize, step: usize, made: &[Option<VAction>], action: Option<VAction>) -> Verdict {
    let lessons = all();
    let step = &lessons[lesson].steps[step];
    let made: Vec<VAction> = made.iter().map(|a| a.expect("a move of the test")).collect();
    let mut g = step.start;
    for &a in &made {
        assert!(g.check(a).is_ok(), "{a:?} is not legal:\n{}", g.position_text());
        g.play_unchecked(a);
    }
    let action = action.expect("a move of the test");
    assert!(g.check(action).is_ok(), "{action:?} is not legal:\n{}", g.position_text());
    (step.judge)(&g, &made, action)
}

fn refused(key: &'static str) -> Msg {
    Msg::new(key)
}

/// The first moves of a step that its judge does not refuse.
fn right_first_moves(lesson: usize, step: usize) -> Vec<VAction> {
    let lessons = all();
    let step = &lessons[lesson].steps[step];
    legal_vec(&step.start)
        .into_iter()
        .filter(|&a| !matches!((step.judge)(&step.start, &[], a), Verdict::Refused(_)))
        .collect()
}

#[test]
fn the_lessons_keep_the_lesson_rules() {
    check_lessons::<Voldetour>();
}

#[test]
fn every_lesson_position_builds_with_black_to_move() {
    let lessons = all();
    let ids: Vec<&str> = lessons.iter().map(|l| l.id).collect();
    assert_eq!(
        ids,
        [
            "voldetour-goal",
            "voldetour-blocks",
            "voldetour-stairs",
            "voldetour-walk",
            "voldetour-reach",
            "voldetour-defend"
        ]
    );
    for lesson in &lessons {
        for (i, step) in lesson.steps.iter().enumerate() {
            let g = &step.start;
            assert_eq!(g.invariant_error(), None, "{} step {i}", lesson.id);
            assert_eq!(g.to_move(), Some(0), "{} step {i}", lesson.id);
            assert!(!g.has_acted(), "{} step {i}", lesson.id);
        }
    }
    // The third turn: Black's Lord still on his Tower, two turns played each.
    let third = &lessons[0].steps[2].start;
    assert_eq!((third.lord(0), third.turns_played(0), third.turn()), (sq("c3"), 2, 5));
}

#[test]
fn the_goal_refuses_a_block_too_low_to_step_off_the_tower() {
    let expected = refused("voldetour-lesson-block-top").arg("top", 2).arg("height", 3);
    assert_eq!(judge(0, 1, &[], block(1, "d3", 0)), Verdict::Refused(expected));
    // A Block 3 high out of reach of the Lord.
    assert_eq!(judge(0, 1, &[], block(2, "f6", 0)), Verdict::Refused(refused("voldetour-lesson-not-beside")));
    // The third turn: a 1×1×1 on a square 1 high makes only 2.
    let expected = refused("voldetour-lesson-block-top").arg("top", 2).arg("height", 3);
    assert_eq!(judge(0, 2, &[], block(0, "b3", 0)), Verdict::Refused(expected));
    // Stopping short of h8.
    let short = refused("voldetour-lesson-stop-on").arg("square", "g8").arg("target", "h8");
    assert_eq!(judge(0, 0, &[], lord("g8")), Verdict::Refused(short));
}

#[test]
fn blocks_refuse_a_block_that_leaves_f3_low() {
    let expected = refused("voldetour-lesson-pair-heights").arg("first", 3).arg("second", 1);
    assert_eq!(judge(1, 2, &[], block(1, "e3", 0)), Verdict::Refused(expected));
    // The first step asks for e3: a Block elsewhere is refused with where to build.
    let elsewhere = refused("voldetour-lesson-build-on").arg("square", "e3");
    assert_eq!(judge(1, 0, &[], block(4, "d4", 0)), Verdict::Refused(elsewhere));
    assert_eq!(judge(1, 0, &[], stair(0, "e3", WEST)), Verdict::Refused(refused("voldetour-lesson-use-block")));
}

#[test]
fn stairs_refuse_a_stair_rising_the_wrong_way() {
    let expected =
        refused("voldetour-lesson-stair-dir").arg("direction", "north").arg("target", "e5").arg("wanted", "east");
    assert_eq!(judge(2, 1, &[], stair(0, "d5", NORTH)), Verdict::Refused(expected));
    let nest = refused("voldetour-lesson-nest-here").arg("square", "e5");
    assert_eq!(judge(2, 2, &[], stair(0, "g5", EAST)), Verdict::Refused(nest));
    let first = refused("voldetour-lesson-build-first").arg("target", "f5");
    assert_eq!(judge(2, 3, &[], lord("d5")), Verdict::Refused(first));
}

#[test]
fn the_walk_refuses_a_square_farther_from_the_tower() {
    let expected = refused("voldetour-lesson-nearer").arg("square", "f7").arg("squares", 3).arg("best", 1);
    assert_eq!(judge(3, 2, &[], lord("f7")), Verdict::Refused(expected));
    assert_eq!(judge(3, 2, &[], lord("h7")), Verdict::Done);
    let short = refused("voldetour-lesson-stop-on").arg("square", "d3").arg("target", "e3");
    assert_eq!(judge(3, 1, &[], lord("d3")), Verdict::Refused(short));
}

#[test]
fn reaching_refuses_a_lord_move_before_the_way_is_built() {
    let expected = refused("voldetour-lesson-build-first").arg("target", "h8");
    assert_eq!(judge(4, 2, &[], lord("f8")), Verdict::Refused(expected));
    // A pillar on g7: White's Lord still bars g8, and h7 stays low.
    let no_way = refused("voldetour-lesson-no-way").arg("target", "h8");
    assert_eq!(judge(4, 2, &[], block(2, "g7", 0)), Verdict::Refused(no_way));
    let wrong_way =
        refused("voldetour-lesson-stair-dir").arg("direction", "west").arg("target", "h8").arg("wanted", "east");
    assert_eq!(judge(4, 0, &[], stair(0, "g8", WEST)), Verdict::Refused(wrong_way));
}

#[test]
fn blocking_refuses_a_lord_move_that_leaves_the_way_open() {
    let expected = refused("voldetour-lesson-threat-lord").arg("square", "d4").arg("route", "f3–e3–d3–c3");
    assert_eq!(judge(5, 2, &[], lord("d4")), Verdict::Refused(expected));
    let open = refused("voldetour-lesson-threat-piece").arg("route", "e3–d3–c3");
    assert_eq!(judge(5, 0, &[], block(0, "a1", 0)), Verdict::Refused(open));
}

#[test]
fn the_tasks_with_several_answers_take_each_of_them() {
    // The third turn: the 1×1×2 already on d3 stood up on b3, or a 1×2×2 upright on c4–c5.
    assert_eq!(judge(0, 2, &[], block(1, "b3", 0)), Verdict::Continue);
    assert_eq!(judge(0, 2, &[block(1, "b3", 0)], lord("b3")), Verdict::Done);
    assert_eq!(
        judge(0, 2, &[block(3, "c4", 0)], VAction::EndTurn.into()),
        Verdict::Refused(refused("voldetour-lesson-no-end-turn"))
    );
    // Cutting the road up the Stair: standing in it, nesting into the Stair, moving or turning it.
    assert_eq!(judge(5, 2, &[], lord("d3")), Verdict::Done);
    assert_eq!(judge(5, 2, &[], stair(1, "e3", NESTED)), Verdict::Done);
    assert_eq!(judge(5, 2, &[], stair(0, "e3", EAST)), Verdict::Done);
    assert_eq!(judge(5, 2, &[], stair(0, "a1", NORTH)), Verdict::Done);
    // Where only one move does it, the judge knows only that one.
    assert_eq!(right_first_moves(1, 2), [block(3, "e3", 1).unwrap()]);
    assert_eq!(right_first_moves(4, 1), [block(4, "f8", 1).unwrap()]);
    assert_eq!(right_first_moves(4, 2), [block(4, "g7", 1).unwrap()]);
    assert_eq!(right_first_moves(3, 2), [lord("h7").unwrap()]);
}
