//! Lessons 5 to 7: scoring, the king's bonus and the action cards.

use super::{best, common, exact, judged, knight_move, no_higher, position, s, toward};
use crate::board::sq_name;
use crate::cards::Card;
use crate::{CardPlay, Torres, TorresAction as A};
use castellan_core::lesson::{Lesson, Verdict};
use castellan_core::{Game, Msg};

/// Red's knights on one castle (levels 2 and 1); the castle of a4 two steps away. 2 AP left.
const ONE_CASTLE_HEAD: &str =
    "players=2 cards=off\nphase=1 round=3 turn=7 to_move=0 ap=2 stack=3\nscores 0 0\nstacks 0: 0 0 0 1 | 1: 0 0 0 2";
const ONE_CASTLE: [&str; 8] = [
    ". . . 1K . . . .",
    ". . . . . . . .",
    ". . 1 . . 1b . .",
    ". . . . . . . 1",
    "1 1 . . . . . .",
    ". . 1a 2a . 1 . .",
    ". . 1 1 . . . .",
    ". . . . 1 . . .",
];

/// The last turn of phase 2 (Blue started the round): Red's knight on level 2 of a castle of 5
/// squares, beside its 3-high square.
const LAST_TURN_HEAD: &str = "players=2 cards=off\nphase=2 round=4 turn=30 to_move=0 ap=2 stack=3 start=1 inround=1\nscores 12 8\nstacks 0: 0 0 0 0 | 1: 0 0 0 0";
const LAST_TURN: [&str; 8] = [
    ". . . 1K . . . .",
    ". . . . . . . .",
    ". . 1 . . 1b . .",
    ". . . . . . . 1",
    "1 . . . . . . .",
    ". . 2a 3 . 1 . .",
    ". 1 1 2 . . . .",
    ". . . . 1 . . .",
];

/// Red's knights on level 2 of a castle of 3 squares and on level 1 of one of 6, each beside a
/// square one higher. One action point, no blocks.
const CHOICE_HEAD: &str =
    "players=2 cards=off\nphase=1 round=4 turn=9 to_move=0 ap=1 stack=0\nscores 0 0\nstacks 0: 0 0 0 0 | 1: 0 0 0 1";
const CHOICE: [&str; 8] = [
    ". . . 1K . . . .",
    ". . . . . . . .",
    ". . 1 . . 1b . .",
    ". . . . . . . 1",
    "1 . . . . 1 1 .",
    ". . 2a . . 1a 2 .",
    ". 1 3 . . 1 1 .",
    ". . . . 1 . . .",
];

/// Whether a red knight stands on the castle of a4.
fn on_a4_castle(p: &Torres) -> bool {
    let castle = p.castle_of(s(b"a4"));
    castle.is_some() && p.knights_of(0).into_iter().any(|k| p.castle_of(k) == castle)
}

/// A knight's step or walk.
fn walks(_: &Torres, a: A) -> bool {
    matches!(a, A::Step { .. } | A::Through { .. })
}

/// Lesson 5: scoring.
pub(super) fn scoring() -> Option<Lesson<Torres>> {
    let (b3, c3, d3) = (s(b"b3"), s(b"c3"), s(b"d3"));
    let once_why = move |_: &Torres, a: A| match knight_move(a) {
        Some((from, _)) if from == d3 => Msg::new("torres-lesson-keep-high").arg("square", sq_name(d3)),
        _ => common(a).unwrap_or_else(|| Msg::new("torres-lesson-cannot-reach").arg("castle", sq_name(s(b"a4")))),
    };
    let once = toward(
        position(ONE_CASTLE_HEAD, ONE_CASTLE)?,
        Msg::new("torres-lesson-scoring-once-task").arg("square", sq_name(c3)).arg("castle", sq_name(s(b"a4"))),
        vec![A::Step { from: c3, to: b3 }, A::Step { from: b3, to: s(b"b4") }],
        (on_a4_castle, walks),
        once_why,
        Msg::new("torres-lesson-scoring-once-done")
            .arg("area", 4)
            .arg("level", 2)
            .arg("points", 8)
            .arg("area2", 2)
            .arg("level2", 1)
            .arg("points2", 2),
    );
    let end_why = move |p: &Torres, a: A| {
        if p.knight_at(d3) == Some(0) {
            return Msg::new("torres-lesson-end-now");
        }
        if a == A::EndTurn {
            return Msg::new("torres-lesson-step-before-scoring");
        }
        let moved = knight_move(a).and_then(|(from, to)| no_higher(p, from, to));
        common(a)
            .or(moved)
            .unwrap_or_else(|| Msg::new("torres-lesson-else-step-up").arg("from", sq_name(c3)).arg("to", sq_name(d3)))
    };
    let end = exact(
        position(LAST_TURN_HEAD, LAST_TURN)?,
        Msg::new("torres-lesson-scoring-end-task").arg("from", sq_name(c3)).arg("to", sq_name(d3)),
        vec![A::Step { from: c3, to: d3 }, A::EndTurn],
        end_why,
        Msg::new("torres-lesson-scoring-end-done").arg("area", 5).arg("level", 3).arg("points", 15),
    );
    let most = best(
        position(CHOICE_HEAD, CHOICE)?,
        Msg::new("torres-lesson-scoring-best-task"),
        A::Step { from: s(b"f3"), to: s(b"g3") },
        Msg::new("torres-lesson-scoring-best-done").arg("area", 6).arg("small", 3),
    );
    Some(Lesson {
        id: "torres-scoring",
        title: Msg::new("torres-lesson-scoring-title"),
        summary: Msg::new("torres-lesson-scoring-summary"),
        steps: vec![once, end, most],
    })
}

/// The king on c2, in a castle of 4 squares; Red's knight on its level-2 square. 2 AP left.
const KING_CASTLE_HEAD: &str =
    "players=2 cards=off\nphase=1 round=3 turn=7 to_move=0 ap=2 stack=1\nscores 0 0\nstacks 0: 0 0 0 1 | 1: 0 0 0 2";
const KING_CASTLE: [&str; 8] = [
    ". . . 1 . . . .",
    ". . . . . . . .",
    ". . 1 . . 1b . .",
    ". . . . . . . 1",
    "1 . . . . . . .",
    ". . 1 2a . 1 . .",
    ". . 1K 1 . . . .",
    ". . . . 1 . . .",
];

/// After phase 1: Red has the fewest points and may move the king. Red's knight on level 2 of
/// the castle of f3, Blue's on level 2 of the castle of c3.
const KING_MOVE_HEAD: &str = "players=2 cards=off\nphase=2 round=1 turn=18 stage=kingmove to_move=0 ap=0 stack=0\nscores 6 11\nstacks 0: 0 0 0 4 | 1: 0 0 0 4";
const KING_MOVE: [&str; 8] = [
    ". . . 1K . . . .",
    ". . . . . . . .",
    ". . 1 . . 1 . .",
    ". . . . . . . 1",
    "1 . . . . 1 . .",
    ". . 2b . . 2a 1 .",
    ". . 1 . . . . .",
    ". . . . 1 . . .",
];

/// The last round of phase 3: Red's knights on level 4 of the king's castle (5 squares) and on
/// level 2 of a castle of 6 squares. One action point.
const FINAL_HEAD: &str =
    "players=2 cards=off\nphase=3 round=4 turn=40 to_move=0 ap=1 stack=0\nscores 40 44\nstacks 0: 0 0 0 0 | 1: 0 0 0 1";
const FINAL: [&str; 8] = [
    ". . . 1 . . . .",
    ". . . . . . . .",
    ". . 1 . . 1b . .",
    ". . . . . . . 1",
    "1 . 1K . . 1 1 .",
    ". . 4a 3 . 2a 3 .",
    ". . 2 1 . 1 1 .",
    ". . . . 1 . . .",
];

/// Lesson 6: the king's bonus.
pub(super) fn king() -> Option<Lesson<Torres>> {
    let add = best(
        position(KING_CASTLE_HEAD, KING_CASTLE)?,
        Msg::new("torres-lesson-king-add-task").arg("bonus", 5),
        A::AddKnight(s(b"c3")),
        Msg::new("torres-lesson-king-add-done").arg("area", 4).arg("level", 2).arg("points", 8).arg("bonus", 5),
    );
    let move_judge = |p: &Torres, _: &[A], a: A| {
        let phase = p.phase();
        let (square, after) = match a {
            A::MoveKing(sq) => {
                let mut next = *p;
                next.play_unchecked(a);
                (sq, next)
            }
            _ => (p.king, *p),
        };
        if after.king_bonus(0, phase) > 0 && a != A::KeepKing {
            Verdict::Done
        } else if after.king_bonus(1, phase) > 0 {
            Verdict::Refused(Msg::new("torres-lesson-king-theirs").arg("level", phase))
        } else {
            Verdict::Refused(Msg::new("torres-lesson-king-none").arg("square", sq_name(square)).arg("level", phase))
        }
    };
    let moved = judged(
        position(KING_MOVE_HEAD, KING_MOVE)?,
        Msg::new("torres-lesson-king-move-task").arg("level", 2).arg("bonus", 10),
        vec![A::MoveKing(s(b"f4"))],
        move_judge,
        Msg::new("torres-lesson-king-move-done").arg("level", 2).arg("bonus", 10),
    );
    let last = best(
        position(FINAL_HEAD, FINAL)?,
        Msg::new("torres-lesson-king-best-task").arg("bonus", 15).arg("level", 3),
        A::Step { from: s(b"c3"), to: s(b"d3") },
        Msg::new("torres-lesson-king-best-done")
            .arg("gain", 10)
            .arg("area", 5)
            .arg("from", 4)
            .arg("to", 3)
            .arg("bonus", 15),
    );
    Some(Lesson {
        id: "torres-king",
        title: Msg::new("torres-lesson-king-title"),
        summary: Msg::new("torres-lesson-king-summary"),
        steps: vec![add, moved, last],
    })
}

/// Action cards from a personal deck, none in hand.
const NO_CARDS: &str = "players=2 cards=personal\nphase=1 round=2 turn=5 to_move=0 ap=5 stack=3\nscores 0 0\nstacks 0: 0 0 0 2 | 1: 0 0 0 3";
/// Red's knight on level 1 beside a square 3 high.
const TOWER: [&str; 8] = [
    ". . . 1K . . . .",
    ". . . . . . . .",
    ". . 1 . . 1b . .",
    ". . . . . . . 1",
    "1 . . . . . . .",
    ". . 1a 3 . 1 . .",
    ". . 1 1 . . . .",
    ". . . . 1 . . .",
];
/// Climb 2 in hand.
const CLIMB_HEAD: &str = "players=2 cards=personal\nphase=1 round=3 turn=7 to_move=0 ap=5 stack=3\nscores 0 0\nstacks 0: 0 0 0 1 | 1: 0 0 0 2\nhand 0: 1 0 0 0 0 0 0 0 0 0";
/// Climb 2 and Diagonal in hand, no action points left.
const TWO_CARDS_HEAD: &str = "players=2 cards=personal\nphase=1 round=3 turn=7 to_move=0 ap=0 stack=0\nscores 0 0\nstacks 0: 0 0 0 1 | 1: 0 0 0 2\nhand 0: 1 0 0 0 1 0 0 0 0 0";
/// Red's knight on e2 (castle e1–e2); the castle of f3 touches it only at a corner.
const CORNER: [&str; 8] = [
    ". . . 1K . . . .",
    ". . . . . . . .",
    ". . 1 . . 1b . .",
    ". . . . . . . 1",
    "1 . . . . 1 . .",
    ". . 1 . . 2 . .",
    ". . . . 1a . . .",
    ". . . . 1 . . .",
];

/// Lesson 7: action cards.
pub(super) fn cards() -> Option<Lesson<Torres>> {
    let take_judge = |p: &Torres, _: &[A], a: A| match a {
        A::TakeCard | A::Keep(_) => Verdict::Continue,
        A::PutBack { .. } if p.pending_pick().len() > 1 => Verdict::Continue,
        A::PutBack { .. } => Verdict::Done,
        other => Verdict::Refused(common(other).unwrap_or_else(|| Msg::new("torres-lesson-take-a-card"))),
    };
    let take = judged(
        position(NO_CARDS, TOWER)?,
        Msg::new("torres-lesson-cards-take-task"),
        vec![
            A::TakeCard,
            A::Keep(Card::Climb2),
            A::PutBack { card: Card::BlockUnder, top: true },
            A::PutBack { card: Card::ExtraBlock, top: false },
        ],
        take_judge,
        Msg::new("torres-lesson-cards-take-done"),
    );
    let (c3, d3) = (s(b"c3"), s(b"d3"));
    let climb_why = move |p: &Torres, a: A| {
        common(a).unwrap_or_else(|| match a {
            A::Play(CardPlay::Climb2 { from, to }) => {
                no_higher(p, from, to).unwrap_or_else(|| Msg::new("torres-lesson-else-card").arg("to", sq_name(d3)))
            }
            A::Step { .. } => Msg::new("torres-lesson-card-not-step").arg("to", sq_name(d3)),
            _ => Msg::new("torres-lesson-else-card").arg("to", sq_name(d3)),
        })
    };
    let climb = exact(
        position(CLIMB_HEAD, TOWER)?,
        Msg::new("torres-lesson-cards-climb-task").arg("from", sq_name(c3)).arg("to", sq_name(d3)).arg("height", 3),
        vec![A::Play(CardPlay::Climb2 { from: c3, to: d3 })],
        climb_why,
        Msg::new("torres-lesson-cards-climb-done"),
    );
    let (e2, f3) = (s(b"e2"), s(b"f3"));
    let corner_why = move |p: &Torres, a: A| {
        common(a).unwrap_or_else(|| match a {
            A::Play(CardPlay::Climb2 { .. }) => Msg::new("torres-lesson-climb2-edge").arg("castle", sq_name(f3)),
            _ => knight_move(a)
                .and_then(|(from, to)| no_higher(p, from, to))
                .unwrap_or_else(|| Msg::new("torres-lesson-climb2-edge").arg("castle", sq_name(f3))),
        })
    };
    let corner = exact(
        position(TWO_CARDS_HEAD, CORNER)?,
        Msg::new("torres-lesson-cards-diagonal-task").arg("castle", sq_name(f3)),
        vec![A::Play(CardPlay::Diagonal { from: e2, to: f3 })],
        corner_why,
        Msg::new("torres-lesson-cards-diagonal-done").arg("castle", sq_name(f3)).arg("level", 2),
    );
    Some(Lesson {
        id: "torres-cards",
        title: Msg::new("torres-lesson-cards-title"),
        summary: Msg::new("torres-lesson-cards-summary"),
        steps: vec![take, climb, corner],
    })
}
