//! "Learn to play" (`castellan_core::lesson`): Torres taught in seven short lessons, each a few
//! steps on set positions, the last step a small task that uses what the lesson showed.
//!
//! 1. `torres-goal` — the goal: a knight scores its castle's area × its level (step up, grow the
//!    castle, then pick the castle that pays more).
//! 2. `torres-action-points` — five action points a turn: a new knight (2), blocks from this turn's
//!    stack and the leftover block at the end of the turn, then a whole turn's worth of stairs.
//! 3. `torres-building` — blocks: never taller than the area, never joining two castles, then the
//!    block that adds the most.
//! 4. `torres-climbing` — one level up per step, walks through a castle, then a trip across.
//! 5. `torres-scoring` — one knight per castle counts, the scoring at the end of a phase, then the
//!    step that adds the most.
//! 6. `torres-king` — the king's bonus (exactly level 1, 2, 3 after phase 1, 2, 3), moving the
//!    king after a scoring, then the best move of a last turn.
//! 7. `torres-cards` — taking a card, playing *Climb 2*, then choosing between two cards.
//!
//! # Positions
//! Every position is written out as position text ([`Torres::from_position_text`]): the printed
//! foundations, some grown into castles, Red (seat 0) to move in the main part of a turn, with a
//! plausible phase, round, stacks and scores. The texts are constants; the tests prove that
//! every one parses and keeps the rules (heights within areas, 92 blocks, whose turn it is). A
//! text that did not parse would drop its lesson ([`all`] keeps the lessons that build) rather
//! than panic in the browser.
//!
//! # Judging
//! A step whose right moves are one sequence uses [`exact`] (`Step::follow`, where a walk through
//! a castle onto a square a step reaches counts as that step: the board offers only the step).
//! Where several moves are right: [`best`] takes every move that adds the most to the learner's
//! next scoring, [`toward`] every move after which a goal can still be reached this turn (a
//! search over the moves that can help), and a few steps judge their own sequence. Every refusal
//! names what the move does: where a knight would stand, what a block changes, how many points it
//! adds, or why it leaves the goal out of reach.

mod first;
mod later;
mod rules;

use crate::board::sq_name;
use crate::{CardPlay, Torres, TorresAction as A};
use castellan_core::lesson::{Judge, Lesson, Step, Verdict};
use castellan_core::{legal_vec, Game, Msg};
use std::sync::Arc;

/// Every lesson, in teaching order (those whose positions build: all of them, as the tests show).
pub(crate) fn all() -> Vec<Lesson<Torres>> {
    [first::goal, first::action_points, rules::building, rules::climbing, later::scoring, later::king, later::cards]
        .into_iter()
        .filter_map(|lesson| lesson())
        .collect()
}

/// Phase 1, round 2: Red's second turn, a fresh stack of 3 (two players, no cards).
pub(crate) const ROUND_2: &str =
    "players=2 cards=off\nphase=1 round=2 turn=5 to_move=0 ap=5 stack=3\nscores 0 0\nstacks 0: 0 0 0 2 | 1: 0 0 0 3";
/// Phase 1, round 3: Red's third turn, a fresh stack of 3.
pub(crate) const ROUND_3: &str =
    "players=2 cards=off\nphase=1 round=3 turn=7 to_move=0 ap=5 stack=3\nscores 0 0\nstacks 0: 0 0 0 1 | 1: 0 0 0 2";

/// A square by its name, `s(b"d3")`.
pub(crate) const fn s(name: &[u8; 2]) -> u8 {
    (name[1] - b'1') * 8 + (name[0] - b'a')
}

/// A lesson position: `head` is the position text's first lines after `torres `, `rows` the
/// board from row 8 down to row 1.
pub(crate) fn position(head: &str, rows: [&str; 8]) -> Option<Torres> {
    let mut text = format!("torres {head}\n");
    for (i, row) in rows.iter().enumerate() {
        text += &format!("{} {row}\n", 8 - i);
    }
    Torres::from_position_text(&text).ok()
}

/// The learner's move as the board offers it: a walk through a castle onto a square a step also
/// reaches is that step.
fn plain(position: &Torres, action: A) -> A {
    match action {
        A::Through { from, to } if position.check(A::Step { from, to }).is_ok() => A::Step { from, to },
        other => other,
    }
}

/// A step whose right moves are `solution`'s, in order; anything else is refused with `why`.
pub(crate) fn exact(
    start: Torres,
    task: Msg,
    solution: Vec<A>,
    why: impl Fn(&Torres, A) -> Msg + Send + Sync + 'static,
    done: Msg,
) -> Step<Torres> {
    let wanted = solution.clone();
    let judge: Judge<Torres> = Arc::new(move |position, made, action| {
        let action = plain(position, action);
        match wanted.get(made.len()) {
            Some(&right) if right == action && made.len() + 1 == wanted.len() => Verdict::Done,
            Some(&right) if right == action => Verdict::Continue,
            _ => Verdict::Refused(why(position, action)),
        }
    });
    Step { start, task, solution, judge, done }
}

/// A step judged move by move by `judge` (sequences with more than one right way).
pub(crate) fn judged(
    start: Torres,
    task: Msg,
    solution: Vec<A>,
    judge: impl Fn(&Torres, &[A], A) -> Verdict + Send + Sync + 'static,
    done: Msg,
) -> Step<Torres> {
    let judge: Judge<Torres> = Arc::new(move |position, made, action| judge(position, made, plain(position, action)));
    Step { start, task, solution, judge, done }
}

/// What a move adds to the mover's next scoring (castles, king's bonus), if the phase ended now.
fn gain(position: &Torres, action: A) -> i32 {
    let p = position.to_move as usize;
    let mut next = *position;
    next.play_unchecked(action);
    next.phase_points(p) - position.phase_points(p)
}

/// The moves that change the board (not ending the turn, the score track or taking a card).
fn on_board(action: A) -> bool {
    common(action).is_none()
}

/// A one-move step: every move that adds the most to the learner's next scoring is right; any
/// other is refused with what it adds.
pub(crate) fn best(start: Torres, task: Msg, solution: A, done: Msg) -> Step<Torres> {
    let judge = |position: &Torres, _: &[A], action: A| {
        let top = legal_vec(position).into_iter().filter(|&a| on_board(a)).map(|a| gain(position, a)).max();
        let top = top.unwrap_or(0);
        if let Some(why) = common(action) {
            return Verdict::Refused(why);
        }
        match gain(position, action) {
            g if g == top && g > 0 => Verdict::Done,
            g if g > 0 => Verdict::Refused(Msg::new("torres-lesson-gain-less").arg("gain", g).arg("best", top)),
            0 => Verdict::Refused(Msg::new("torres-lesson-gain-none").arg("best", top)),
            g => Verdict::Refused(Msg::new("torres-lesson-gain-loss").arg("loss", -g).arg("best", top)),
        }
    };
    judged(start, task, vec![solution], judge, done)
}

/// A position test (a goal).
pub(crate) type Goal = fn(&Torres) -> bool;
/// Whether a move may help towards a goal (the moves the search tries).
pub(crate) type Helps = fn(&Torres, A) -> bool;

/// Whether `goal` can be reached from `position` in this turn by moves that `helps` allows
/// (each costs an action point, so the search ends).
pub(crate) fn reachable(position: &Torres, goal: Goal, helps: Helps) -> bool {
    goal(position)
        || legal_vec(position).into_iter().filter(|&a| helps(position, a) && a.ap_cost() > 0).any(|a| {
            let mut next = *position;
            next.play_unchecked(a);
            next.to_move == position.to_move && reachable(&next, goal, helps)
        })
}

/// A step towards a goal: a move that reaches it is done, one after which it can still be reached
/// this turn goes on, any other is refused with `why`.
pub(crate) fn toward(
    start: Torres,
    task: Msg,
    solution: Vec<A>,
    (goal, helps): (Goal, Helps),
    why: impl Fn(&Torres, A) -> Msg + Send + Sync + 'static,
    done: Msg,
) -> Step<Torres> {
    let judge = move |position: &Torres, _: &[A], action: A| {
        if helps(position, action) {
            let mut next = *position;
            next.play_unchecked(action);
            if goal(&next) {
                return Verdict::Done;
            }
            if next.to_move == position.to_move && reachable(&next, goal, helps) {
                return Verdict::Continue;
            }
        }
        Verdict::Refused(why(position, action))
    };
    judged(start, task, solution, judge, done)
}

/// Why ending the turn, the score track or a new card is not the move asked for.
pub(crate) fn common(action: A) -> Option<Msg> {
    match action {
        A::EndTurn => Some(Msg::new("torres-lesson-why-end-turn")),
        A::AdvanceScore => Some(Msg::new("torres-lesson-why-score")),
        A::TakeCard => Some(Msg::new("torres-lesson-why-take-card")),
        _ => None,
    }
}

/// The knight a move takes from one square to another (a step, a walk or a card), if any.
pub(crate) fn knight_move(action: A) -> Option<(u8, u8)> {
    match action {
        A::Step { from, to }
        | A::Through { from, to }
        | A::Play(
            CardPlay::Climb2 { from, to }
            | CardPlay::Diagonal { from, to }
            | CardPlay::Jump { from, to }
            | CardPlay::SecretPassage { from, to }
            | CardPlay::Reposition { from, to },
        ) => Some((from, to)),
        _ => None,
    }
}

/// Where a knight's move would leave it, when that is no higher: on the ground, lower, or on the
/// same level.
pub(crate) fn no_higher(position: &Torres, from: u8, to: u8) -> Option<Msg> {
    let (now, then) = (position.height(from), position.height(to));
    let msg = match then {
        0 => Msg::new("torres-lesson-to-ground"),
        t if t < now => Msg::new("torres-lesson-down").arg("level", t),
        t if t == now => Msg::new("torres-lesson-same-level").arg("level", t),
        _ => return None,
    };
    Some(msg.arg("square", sq_name(to)))
}

/// Why a block is not the one asked for (a block on bare ground beside the castle of `knight`):
/// it only raises a square, or it grows another castle.
pub(crate) fn block_elsewhere(position: &Torres, knight: u8, square: u8) -> Msg {
    if position.height(square) > 0 {
        let area = position.castle_of(knight).map_or(0, |c| position.castle_area(c));
        return Msg::new("torres-lesson-block-taller").arg("square", sq_name(square)).arg("area", area);
    }
    let other = crate::board::Bits(crate::board::neighbors(crate::board::bit(square)) & position.castles.mask).next();
    Msg::new("torres-lesson-block-other-castle").arg("square", sq_name(other.unwrap_or(square)))
}

/// Whether a block on `square` makes the castle of `knight` one square bigger.
pub(crate) fn grows(position: &Torres, knight: u8, square: u8) -> bool {
    let castle = position.castle_of(knight);
    position.height(square) == 0
        && castle.is_some()
        && crate::board::Bits(crate::board::neighbors(crate::board::bit(square)))
            .any(|n| position.castle_of(n) == castle)
}

// Last in the file: the key scan of the message test reads a file up to its test module.
#[cfg(test)]
mod tests;
