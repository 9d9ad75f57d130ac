//! Lessons 1 and 2: the goal (area × level) and a turn's five action points.

use super::{
    best, block_elsewhere, common, exact, grows, judged, knight_move, no_higher, position, s, toward, ROUND_2, ROUND_3,
};
use crate::board::sq_name;
use crate::{Torres, TorresAction as A};
use castellan_core::lesson::{Lesson, Verdict};
use castellan_core::Msg;

/// Red's knight on level 1 of a castle of 4 squares beside a square 2 high.
const BELOW: [&str; 8] = [
    ". . . 1K . . . .",
    ". . . . . . . .",
    ". . 1 . . 1b . .",
    ". . . . . . . 1",
    "1 . . . . . . .",
    ". . 1a 2 . 1 . .",
    ". . 1 1 . . . .",
    ". . . . 1 . . .",
];

/// The same castle, the knight on its top (level 2).
const ON_TOP: [&str; 8] = [
    ". . . 1K . . . .",
    ". . . . . . . .",
    ". . 1 . . 1b . .",
    ". . . . . . . 1",
    "1 . . . . . . .",
    ". . 1 2a . 1 . .",
    ". . 1 1 . . . .",
    ". . . . 1 . . .",
];

/// Red's knight on the ground between a castle of 3 squares and one of 5.
const BETWEEN: [&str; 8] = [
    ". . . 1K . . . .",
    ". . . . . . . .",
    ". . 1b . . 1 . .",
    ". . . . . . . 1",
    "1 . 1 1 0a 1 1 .",
    ". . 1 . . 1 1 .",
    ". . . . . 1 . .",
    ". . . . 1 . . .",
];

/// Lesson 1: the goal.
pub(super) fn goal() -> Option<Lesson<Torres>> {
    let (c3, d3, f4, b3) = (s(b"c3"), s(b"d3"), s(b"f4"), s(b"b3"));
    let up = position(ROUND_2, BELOW)?;
    let area = up.castle_of(c3).map_or(0, |c| up.castle_area(c));
    let climb = A::Step { from: c3, to: d3 };
    let up_why = move |p: &Torres, a: A| {
        let moved = knight_move(a).and_then(|(from, to)| no_higher(p, from, to));
        common(a)
            .or(moved)
            .unwrap_or_else(|| Msg::new("torres-lesson-else-step-up").arg("from", sq_name(c3)).arg("to", sq_name(d3)))
    };
    let up = exact(
        up,
        Msg::new("torres-lesson-goal-up-task")
            .arg("from", sq_name(c3))
            .arg("to", sq_name(d3))
            .arg("level", 1)
            .arg("area", area),
        vec![climb],
        up_why,
        Msg::new("torres-lesson-goal-up-done").arg("level", 2).arg("area", area).arg("points", 2 * area as i32),
    );
    let grow = position(ROUND_2, ON_TOP)?;
    let grow_judge = move |p: &Torres, _: &[A], a: A| match a {
        A::PlaceBlock(sq) if grows(p, d3, sq) => Verdict::Done,
        A::PlaceBlock(sq) => Verdict::Refused(block_elsewhere(p, d3, sq)),
        other => Verdict::Refused(common(other).unwrap_or_else(|| Msg::new("torres-lesson-else-block"))),
    };
    let bigger = area + 1;
    let grow = judged(
        grow,
        Msg::new("torres-lesson-goal-grow-task"),
        vec![A::PlaceBlock(b3)],
        grow_judge,
        Msg::new("torres-lesson-goal-grow-done").arg("area", bigger).arg("level", 2).arg("points", 2 * bigger as i32),
    );
    let pick = position(ROUND_2, BETWEEN)?;
    let wide = pick.castle_of(f4).map_or(0, |c| pick.castle_area(c));
    let pick = best(
        pick,
        Msg::new("torres-lesson-goal-pick-task"),
        A::Step { from: s(b"e4"), to: f4 },
        Msg::new("torres-lesson-goal-pick-done").arg("area", wide).arg("points", wide),
    );
    Some(Lesson {
        id: "torres-goal",
        title: Msg::new("torres-lesson-goal-title"),
        summary: Msg::new("torres-lesson-goal-summary"),
        steps: vec![up, grow, pick],
    })
}

/// Red's knight on level 2, with free squares beside it on levels 2, 1, 1 and 0.
const JOIN: [&str; 8] = [
    ". . . 1K . . . .",
    ". . . . . . . .",
    ". . 1 . . 1b . .",
    ". . . . . . . 1",
    "1 . . 2 . . . .",
    ". . 1 2a . 1 . .",
    ". . . 1 . . . .",
    ". . . . 1 . . .",
];

/// Three players, phase 1 round 2: Red has 1 action point and 2 blocks of a stack of 3 left,
/// and two stacks of 2 to come.
const LEFTOVER_HEAD: &str =
    "players=3 cards=off\nphase=1 round=2 turn=6 to_move=0 ap=1 stack=2\nscores 0 0 0\nstacks 0: 0 0 2 0 | 1: 0 0 2 1 | 2: 0 0 2 1";
const LEFTOVER: [&str; 8] = [
    ". . . 1K . . . .",
    ". . . . . . . .",
    ". . 1c . . 1b . .",
    ". . . . . . . 1",
    "1 . . . . . . .",
    ". . 1a 1a . 1 . .",
    ". . . . . . . .",
    ". . . . 1 . . .",
];

/// Phase 1, round 3: a castle of 4 squares, all 1 high, Red's knight on it.
const FLAT: [&str; 8] = [
    ". . . 1K . . . .",
    ". . . . . . . .",
    ". . 1 . . 1b . .",
    ". . . . . . . 1",
    "1 . . . . . . .",
    ". . 1a 1 . 1 . .",
    ". . 1 1 . . . .",
    ". . . . 1 . . .",
];

/// Whether a red knight stands on level 3.
fn on_level_3(p: &Torres) -> bool {
    p.knights_of(0).into_iter().any(|k| p.height(k) == 3)
}

/// The moves that can build stairs and climb them: a block on a castle, a step or walk that does
/// not go down.
fn builds_or_climbs(p: &Torres, a: A) -> bool {
    match a {
        A::PlaceBlock(sq) => p.height(sq) > 0,
        A::Step { from, to } | A::Through { from, to } => p.height(to) >= p.height(from),
        _ => false,
    }
}

/// Lesson 2: action points.
pub(super) fn action_points() -> Option<Lesson<Torres>> {
    let (d3, d4) = (s(b"d3"), s(b"d4"));
    let join = position(ROUND_2, JOIN)?;
    let join_why = move |p: &Torres, a: A| match a {
        A::AddKnight(sq) => Msg::new("torres-lesson-new-knight-lower")
            .arg("square", sq_name(sq))
            .arg("level", p.height(sq))
            .arg("best", sq_name(d4)),
        other => common(other).unwrap_or_else(|| Msg::new("torres-lesson-else-new-knight")),
    };
    let join = exact(
        join,
        Msg::new("torres-lesson-ap-knight-task"),
        vec![A::AddKnight(d4)],
        join_why,
        Msg::new("torres-lesson-ap-knight-done").arg("level", 2).arg("left", 3),
    );
    let (c3, b3) = (s(b"c3"), s(b"b3"));
    let leftover = position(LEFTOVER_HEAD, LEFTOVER)?;
    let leftover_judge = move |p: &Torres, made: &[A], a: A| match (made.len(), a) {
        (0, A::PlaceBlock(sq)) if grows(p, c3, sq) => Verdict::Continue,
        (0, A::PlaceBlock(sq)) => Verdict::Refused(block_elsewhere(p, c3, sq)),
        (1, A::EndTurn) => Verdict::Continue,
        (2, A::Spread(2)) => Verdict::Done,
        (2, _) => Verdict::Refused(Msg::new("torres-lesson-why-return")),
        (_, other) => Verdict::Refused(common(other).unwrap_or_else(|| Msg::new("torres-lesson-else-block"))),
    };
    let leftover = judged(
        leftover,
        Msg::new("torres-lesson-ap-stack-task"),
        vec![A::PlaceBlock(b3), A::EndTurn, A::Spread(2)],
        leftover_judge,
        Msg::new("torres-lesson-ap-stack-done"),
    );
    let d2 = s(b"d2");
    let stairs = position(ROUND_3, FLAT)?;
    let stairs_why =
        |_: &Torres, a: A| common(a).unwrap_or_else(|| Msg::new("torres-lesson-stairs-stuck").arg("level", 3));
    let stairs = toward(
        stairs,
        Msg::new("torres-lesson-ap-stairs-task").arg("level", 3),
        vec![
            A::PlaceBlock(d3),
            A::PlaceBlock(d2),
            A::PlaceBlock(d2),
            A::Step { from: c3, to: d3 },
            A::Step { from: d3, to: d2 },
        ],
        (on_level_3, builds_or_climbs),
        stairs_why,
        Msg::new("torres-lesson-ap-stairs-done").arg("level", 3),
    );
    Some(Lesson {
        id: "torres-action-points",
        title: Msg::new("torres-lesson-ap-title"),
        summary: Msg::new("torres-lesson-ap-summary"),
        steps: vec![join, leftover, stairs],
    })
}
