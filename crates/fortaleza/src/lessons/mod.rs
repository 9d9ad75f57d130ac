//! "Learn to play" (`castellan_core::lesson`): Fortaleza taught in seven short lessons, each a
//! few steps on set positions, the last step a small task that uses what the lesson showed.
//!
//! 1. `fortaleza-goal` — a capture, a unit brought out of the Reserve, then taking an exposed
//!    King (the goal) with the one Elephant that reaches him.
//! 2. `fortaleza-foot` — the Rabble's Forced March, the Lancer's Relay, the Archer's Long Range,
//!    then two captures in one turn.
//! 3. `fortaleza-riders` — the Light and the Heavy Cavalry's leaps, the Dragon against an
//!    Elephant, then an Elephant taken without the Dragon (Thick Skin).
//! 4. `fortaleza-shooters` — the Trebuchet's shot over units, the Scorpion's diagonal shot, then
//!    a Skewer that takes two units.
//! 5. `fortaleza-fog` — building the Fortress, the Mountains, deploying and ending the
//!    deployment, then the second player's blind deployment with the King behind his Fortress.
//! 6. `fortaleza-checkmate` — saving a threatened King, giving check, then a checkmate in one.
//! 7. `fortaleza-siege` — laying a siege, breaking one, executing one, then breaking a siege of
//!    three units in one turn.
//!
//! # Positions
//! The battle positions are laid out as the rules page lays out its diagrams ([`Layout`] and
//! `Fortaleza::battle_position`, so the text parser stays out of the app): both Fortresses
//! stand where a half turn maps one onto the other (`e2` for the first seat, the South, and
//! `g10` for the second), the pieces are a constant list ("Ke1 Ec4 rc8": upper case the first
//! seat's, lower case the second's, `^` a Mountain), and each Reserve holds what remains of the
//! army, as in a game. The learner is the first seat (the South), but in the fog lesson's task,
//! where he deploys second. The deployment positions are a new game and a constant list of
//! actions, each checked by the engine. A position or action that did not build would drop its
//! lesson ([`all`] keeps the lessons that build) rather than panic in the browser; the tests
//! prove that every one builds.
//!
//! # Judging
//! A step with one right sequence uses `Step::follow`; where several moves are right a step
//! judges the position the move leaves: [`any_order`] takes the moves of a set in any order (a
//! Forced March), and the fog, checkmate and siege steps judge what the move achieves (a
//! Mountain placed, the King behind the Fortress, a checkmate, a siege laid or broken). Every
//! refusal says what the move does: a capture of the wrong unit, a step onto an empty square,
//! another unit, a unit brought out of the Reserve, an escape left to the enemy King.

mod first;
mod fog;
mod sieges;
mod units;

use crate::fortress_squares;
use crate::{parse_square, square_name, Fortaleza, FortalezaAction as A, Layout, Seat, Square, Unit, UNIT_KINDS};
use castellan_core::lesson::{Judge, Lesson, Step, Verdict};
use castellan_core::Game;
use castellan_core::Msg;
use std::sync::Arc;

/// Every lesson, in teaching order (those whose positions build: all of them, as the tests show).
pub(crate) fn all() -> Vec<Lesson<Fortaleza>> {
    [first::goal, first::foot, units::riders, units::shooters, fog::fog, sieges::checkmate, sieges::siege]
        .into_iter()
        .filter_map(|lesson| lesson())
        .collect()
}

/// The first seat's Fortress (the South) and the second's (the North): a half turn apart.
pub(crate) const FORTRESSES: [&str; 2] = ["e2", "g10"];

/// A square by its name.
pub(crate) fn sq(name: &str) -> Option<Square> {
    parse_square(name)
}

/// A move of the unit on `from` to `to`.
pub(crate) fn mv(from: &str, to: &str) -> Option<A> {
    Some(A::Move { from: sq(from)?, to: sq(to)? })
}

/// The layout of `pieces` ("Ke1 Ec4 rc8 ^e5": a unit's letter, upper case for the first seat,
/// or `^` for a Mountain, then its square) between the two [`FORTRESSES`], the first seat to
/// move.
pub(crate) fn layout(pieces: &str) -> Option<Layout> {
    let mut layout = Layout {
        fortress: [fortress_squares(sq(FORTRESSES[0])?), fortress_squares(sq(FORTRESSES[1])?)],
        ..Layout::default()
    };
    for piece in pieces.split_whitespace() {
        let mut chars = piece.chars();
        let letter = chars.next()?;
        let at = sq(chars.as_str())?;
        if letter == '^' {
            layout.mountains.set(at);
        } else {
            layout.units.push((at, Seat::from(letter.is_ascii_lowercase()), Unit::from_letter(letter)?));
        }
    }
    Some(layout)
}

/// The battle position of `pieces` ([`layout`]), the first seat to move.
pub(crate) fn battle(pieces: &str) -> Option<Fortaleza> {
    Fortaleza::battle_position(&layout(pieces)?).ok()
}

/// Units by kind from a list such as "r4 e2 D1" (the letter's case is not read).
pub(crate) fn units(list: &str) -> Option<[u8; UNIT_KINDS]> {
    let mut counts = [0; UNIT_KINDS];
    for item in list.split_whitespace() {
        let mut chars = item.chars();
        let unit = Unit::from_letter(chars.next()?)?;
        counts[unit.index()] = chars.as_str().parse().ok()?;
    }
    Some(counts)
}

/// Every unit of an army but its King: the Dungeon of a side that has taken all of them.
pub(crate) const ALL_BUT_THE_KING: &str = "r4 l2 a2 c1 h1 e2 d1 t1 s1";

/// A new game after `actions` (the first seat has chosen the South), each one checked by the
/// engine.
pub(crate) fn deployment(actions: &[A]) -> Option<Fortaleza> {
    let mut game = Fortaleza::new(&crate::FortalezaOptions::default()).ok()?;
    for &action in actions {
        game.apply(action).ok()?;
    }
    Some(game)
}

/// The unit of the seat to move that stands on `square`.
pub(crate) fn own_unit(position: &Fortaleza, square: Square) -> Option<Unit> {
    let me = position.to_move()?;
    position.unit_at(square).filter(|&(seat, _)| seat == me).map(|(_, unit)| unit)
}

/// The enemy unit on `square`, if one stands there.
pub(crate) fn enemy_unit(position: &Fortaleza, square: Square) -> Option<Unit> {
    let me = position.to_move()?;
    position.unit_at(square).filter(|&(seat, _)| seat != me).map(|(_, unit)| unit)
}

/// The position after `action`.
pub(crate) fn after(position: &Fortaleza, action: A) -> Fortaleza {
    let mut next = position.clone();
    next.play_unchecked(action);
    next
}

/// Whether the learner still acts after `action` (a Rabble's Forced March, a deployment, a
/// siege's rescue).
pub(crate) fn goes_on(position: &Fortaleza, next: &Fortaleza) -> bool {
    next.to_move() == position.to_move() && next.ending().is_none()
}

/// The wrong moves every step about the unit on `wanted` refuses alike: a unit brought out of
/// the Reserve (a whole turn), another unit's move or shot.
pub(crate) fn other_unit(action: A, wanted: Square) -> Option<Msg> {
    match action {
        A::Deploy { .. } => Some(Msg::new("fortaleza-lesson-why-deploy")),
        A::Move { from, .. } | A::Shoot { from, .. } | A::Skewer { from, .. } if from != wanted => Some(
            Msg::new("fortaleza-lesson-why-other-unit")
                .arg("square", square_name(from))
                .arg("wanted", square_name(wanted)),
        ),
        _ => None,
    }
}

/// Why the unit on `wanted` moving elsewhere than onto the enemy on `target` is not the capture
/// asked for: it captures another unit, or lands on an empty square.
pub(crate) fn not_the_capture(position: &Fortaleza, action: A, wanted: Square, target: Square) -> Msg {
    if let Some(why) = other_unit(action, wanted) {
        return why;
    }
    let hits = match action {
        A::Move { to, .. } | A::Shoot { at: to, .. } => enemy_unit(position, to).map(|_| to),
        _ => None,
    };
    match (hits, action) {
        (Some(other), _) => Msg::new("fortaleza-lesson-why-other-target")
            .arg("square", square_name(other))
            .arg("target", square_name(target)),
        (None, A::Move { .. }) => Msg::new("fortaleza-lesson-why-empty-square").arg("target", square_name(target)),
        _ => Msg::new("fortaleza-lesson-why-not-asked").arg("target", square_name(target)),
    }
}

/// A one-move step: the unit on `from` captures (by moving or shooting) the enemy on `to`.
pub(crate) fn capture(start: Fortaleza, task: Msg, action: A, done: Msg) -> Option<Step<Fortaleza>> {
    let (from, to) = match action {
        A::Move { from, to } | A::Shoot { from, at: to } | A::Skewer { from, at: to } => (from, to),
        _ => return None,
    };
    let why = move |p: &Fortaleza, a: A| not_the_capture(p, a, from, to);
    Some(Step::follow(start, task, vec![action], why, done))
}

/// A step whose right moves are those of `moves`, each once, in any order; any other is refused
/// with `why`. `moves` in its order is the solution.
pub(crate) fn any_order(
    start: Fortaleza,
    task: Msg,
    moves: Vec<A>,
    why: impl Fn(&Fortaleza, &[A], A) -> Msg + Send + Sync + 'static,
    done: Msg,
) -> Step<Fortaleza> {
    let wanted = moves.clone();
    let judge: Judge<Fortaleza> = Arc::new(move |position, made, action| {
        if wanted.contains(&action) && !made.contains(&action) {
            if made.len() + 1 == wanted.len() {
                Verdict::Done
            } else {
                Verdict::Continue
            }
        } else {
            Verdict::Refused(why(position, made, action))
        }
    });
    Step { start, task, solution: moves, judge, done }
}

/// A step judged move by move by `judge`.
pub(crate) fn judged(
    start: Fortaleza,
    task: Msg,
    solution: Vec<A>,
    judge: impl Fn(&Fortaleza, &[A], A) -> Verdict + Send + Sync + 'static,
    done: Msg,
) -> Step<Fortaleza> {
    Step { start, task, solution, judge: Arc::new(judge), done }
}

// Last in the file: the key scan of `tests/i18n.rs` reads a file only up to its test module.
#[cfg(test)]
mod tests;
