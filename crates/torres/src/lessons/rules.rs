//! Lessons 3 and 4: building (height within area, no joined castles) and climbing (one level per
//! step, walks through castles).

use super::{
    best, block_elsewhere, common, exact, grows, judged, knight_move, no_higher, position, s, toward, ROUND_2, ROUND_3,
};
use crate::board::sq_name;
use crate::{Torres, TorresAction as A};
use castellan_core::lesson::{Lesson, Verdict};
use castellan_core::Msg;

/// A castle of 2 squares, c3 already 2 high; Red's knight on c2.
const NARROW: [&str; 8] = [
    ". . . 1K . . . .",
    ". . . . . . . .",
    ". . 1 . . 1b . .",
    ". . . . . . . 1",
    "1 . . . . . . .",
    ". . 2 . . 1 . .",
    ". . 1a . . . . .",
    ". . . . 1 . . .",
];

/// Red's knight on e2, its castle e1–e2 between the castles of c3 and f3.
const CROWDED: [&str; 8] = [
    ". . . 1K . . . .",
    ". . . . . . . .",
    ". . 1 . . 1b . .",
    ". . . . . . . 1",
    "1 . . . . . . .",
    ". . 1 . . 1 . .",
    ". . . . 1a . . .",
    ". . . . 1 . . .",
];

/// Red's knights: level 2 on a castle of 4 squares, level 1 on f3. One action point, one block.
const TWO_KNIGHTS_HEAD: &str =
    "players=2 cards=off\nphase=1 round=3 turn=7 to_move=0 ap=1 stack=1\nscores 0 0\nstacks 0: 0 0 0 1 | 1: 0 0 0 2";
const TWO_KNIGHTS: [&str; 8] = [
    ". . . 1K . . . .",
    ". . . . . . . .",
    ". . 1 . . 1b . .",
    ". . . . . . . 1",
    "1 . . . . . . .",
    ". . 2a 1 . 1a . .",
    ". . 1 2 . . . .",
    ". . . . 1 . . .",
];

/// Lesson 3: building.
pub(super) fn building() -> Option<Lesson<Torres>> {
    let (c2, c3, b3) = (s(b"c2"), s(b"c3"), s(b"b3"));
    let tall = position(ROUND_2, NARROW)?;
    let tall_judge = move |p: &Torres, made: &[A], a: A| match (made.len(), a) {
        (0, A::PlaceBlock(sq)) if grows(p, c2, sq) => Verdict::Continue,
        (0, A::PlaceBlock(sq)) => Verdict::Refused(block_elsewhere(p, c2, sq)),
        (0, other) => Verdict::Refused(common(other).unwrap_or_else(|| Msg::new("torres-lesson-else-grow-first"))),
        (_, A::PlaceBlock(sq)) if sq == c3 => Verdict::Done,
        (_, other) => Verdict::Refused(common(other).unwrap_or_else(|| {
            Msg::new("torres-lesson-now-tower").arg("square", sq_name(c3)).arg("area", 3).arg("height", 3)
        })),
    };
    let tall = judged(
        tall,
        Msg::new("torres-lesson-building-tall-task").arg("square", sq_name(c3)).arg("area", 2),
        vec![A::PlaceBlock(b3), A::PlaceBlock(c3)],
        tall_judge,
        Msg::new("torres-lesson-building-tall-done").arg("square", sq_name(c3)).arg("height", 3).arg("area", 3),
    );
    let e2 = s(b"e2");
    let join = position(ROUND_2, CROWDED)?;
    let join_judge = move |p: &Torres, _: &[A], a: A| match a {
        A::PlaceBlock(sq) if grows(p, e2, sq) => Verdict::Done,
        A::PlaceBlock(sq) => Verdict::Refused(block_elsewhere(p, e2, sq)),
        other => Verdict::Refused(common(other).unwrap_or_else(|| Msg::new("torres-lesson-else-block"))),
    };
    let join = judged(
        join,
        Msg::new("torres-lesson-building-join-task"),
        vec![A::PlaceBlock(s(b"d2"))],
        join_judge,
        Msg::new("torres-lesson-building-join-done")
            .arg("first", sq_name(s(b"e3")))
            .arg("second", sq_name(s(b"f2")))
            .arg("castle", sq_name(s(b"f3"))),
    );
    let most = best(
        position(TWO_KNIGHTS_HEAD, TWO_KNIGHTS)?,
        Msg::new("torres-lesson-building-best-task"),
        A::PlaceBlock(b3),
        Msg::new("torres-lesson-building-best-done").arg("area", 5).arg("level", 2).arg("gain", 2),
    );
    Some(Lesson {
        id: "torres-building",
        title: Msg::new("torres-lesson-building-title"),
        summary: Msg::new("torres-lesson-building-summary"),
        steps: vec![tall, join, most],
    })
}

/// Red's knight on level 1 beside stairs 2 and 3 high.
const STAIRS: [&str; 8] = [
    ". . . 1K . . . .",
    ". . . . . . . .",
    ". . 1 . . 1b . .",
    ". . . . . . . 1",
    "1 . . . . . . .",
    ". . 1a . . 1 . .",
    ". . 2 3 . . . .",
    ". . . . 1 . . .",
];

/// Red's knight on the ground at e3 before a wall 2 high (f2–f4); the castle of h5 beyond.
const WALL: [&str; 8] = [
    ". . . 1K . . . .",
    ". . . . . . . .",
    ". . 1 . . 1b . .",
    ". . . . . . . 1",
    "1 . . . . 2 . 1",
    ". . 1 . 0a 2 . .",
    ". . . . . 2 . .",
    ". . . . 1 . . .",
];
/// The same, 2 action points left.
const WALL_LATE: &str =
    "players=2 cards=off\nphase=1 round=3 turn=7 to_move=0 ap=2 stack=3\nscores 0 0\nstacks 0: 0 0 0 1 | 1: 0 0 0 2";

/// Whether a red knight stands on the castle of h5.
fn on_h5_castle(p: &Torres) -> bool {
    let castle = p.castle_of(s(b"h5"));
    castle.is_some() && p.knights_of(0).into_iter().any(|k| p.castle_of(k) == castle)
}

/// A knight's step or walk.
fn walks(_: &Torres, a: A) -> bool {
    matches!(a, A::Step { .. } | A::Through { .. })
}

/// Lesson 4: climbing.
pub(super) fn climbing() -> Option<Lesson<Torres>> {
    let (c3, c2, d2) = (s(b"c3"), s(b"c2"), s(b"d2"));
    let steps_why = move |p: &Torres, a: A| {
        let moved = knight_move(a).and_then(|(from, to)| no_higher(p, from, to));
        common(a).or(moved).unwrap_or_else(|| Msg::new("torres-lesson-else-climb").arg("to", sq_name(d2)))
    };
    let steps = exact(
        position(ROUND_3, STAIRS)?,
        Msg::new("torres-lesson-climbing-steps-task").arg("to", sq_name(d2)).arg("height", 3),
        vec![A::Step { from: c3, to: c2 }, A::Step { from: c2, to: d2 }],
        steps_why,
        Msg::new("torres-lesson-climbing-steps-done").arg("level", 3),
    );
    let (e3, g3, g4) = (s(b"e3"), s(b"g3"), s(b"g4"));
    let target = sq_name(g3);
    let through_why = move |_: &Torres, a: A| {
        let target = sq_name(g3);
        common(a).unwrap_or_else(|| match a {
            A::Through { to, .. } => {
                Msg::new("torres-lesson-through-elsewhere").arg("square", sq_name(to)).arg("target", target)
            }
            A::Step { .. } => Msg::new("torres-lesson-through-not-step").arg("target", target),
            _ => Msg::new("torres-lesson-else-through").arg("target", target),
        })
    };
    let through = exact(
        position(ROUND_3, WALL)?,
        Msg::new("torres-lesson-climbing-through-task").arg("target", target),
        vec![A::Through { from: e3, to: g3 }],
        through_why,
        Msg::new("torres-lesson-climbing-through-done").arg("steps", 6),
    );
    let castle = sq_name(s(b"h5"));
    let trip_why = |_: &Torres, a: A| {
        common(a).unwrap_or_else(|| Msg::new("torres-lesson-cannot-reach").arg("castle", sq_name(s(b"h5"))))
    };
    let trip = toward(
        position(WALL_LATE, WALL)?,
        Msg::new("torres-lesson-climbing-trip-task").arg("castle", castle),
        vec![A::Through { from: e3, to: g4 }, A::Step { from: g4, to: s(b"h4") }],
        (on_h5_castle, walks),
        trip_why,
        Msg::new("torres-lesson-climbing-trip-done"),
    );
    Some(Lesson {
        id: "torres-climbing",
        title: Msg::new("torres-lesson-climbing-title"),
        summary: Msg::new("torres-lesson-climbing-summary"),
        steps: vec![steps, through, trip],
    })
}
