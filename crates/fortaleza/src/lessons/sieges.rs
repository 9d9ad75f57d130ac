//! Lessons 6 and 7: check and checkmate, and the siege.

use super::{after, battle, goes_on, judged, layout, mv, other_unit, sq, units, ALL_BUT_THE_KING};
use crate::{square_name, EndReason, Fortaleza, FortalezaAction as A, Unit};
use castellan_core::lesson::{Lesson, Step, Verdict};
use castellan_core::{legal_vec, Game, Msg};

/// A battle position of `pieces` in which the second seat has lost every unit but his King.
fn lone_king(pieces: &str) -> Option<Fortaleza> {
    let mut layout = layout(pieces)?;
    layout.dungeon[0] = units(ALL_BUT_THE_KING)?;
    Fortaleza::battle_position(&layout).ok()
}

/// Why a move that does not checkmate the lone enemy King is refused: where he escapes to, a
/// stalemate, or no check at all.
fn not_mate(p: &Fortaleza, a: A) -> Msg {
    if matches!(a, A::Deploy { .. }) {
        return Msg::new("fortaleza-lesson-why-deploy");
    }
    let next = after(p, a);
    let Some(enemy) = next.to_move() else {
        return match next.ending().map(|e| e.reason) {
            Some(EndReason::Stalemate) => Msg::new("fortaleza-lesson-checkmate-why-stalemate"),
            _ => Msg::new("fortaleza-lesson-checkmate-why-no-check"),
        };
    };
    if !next.king_threatened(enemy) {
        return Msg::new("fortaleza-lesson-checkmate-why-no-check");
    }
    let escape = legal_vec(&next).into_iter().find_map(|reply| match reply {
        A::Move { from, to } if next.unit_at(from).is_some_and(|(_, u)| u == Unit::King) => Some(to),
        _ => None,
    });
    match escape {
        Some(to) => Msg::new("fortaleza-lesson-checkmate-why-escape").arg("square", square_name(to)),
        None => Msg::new("fortaleza-lesson-checkmate-why-answer"),
    }
}

/// Lesson 6: out of a threat, a check, then a checkmate in one.
pub(super) fn checkmate() -> Option<Lesson<Fortaleza>> {
    // The Elephant on d9 threatens the King on d5 down the d file: every legal action answers
    // it (a King's step off the file, or the Lancer's block on d7).
    let escape = judged(
        battle("Kd5 Lc7 ed9 kh12")?,
        Msg::new("fortaleza-lesson-checkmate-escape-task").arg("attacker", "d9"),
        vec![mv("d5", "e5")?],
        |_, _, _| Verdict::Done,
        Msg::new("fortaleza-lesson-checkmate-escape-done"),
    );

    // Only j12 puts the King on l12 in check: along row 12.
    let elephant = sq("j5")?;
    let check_judge = move |p: &Fortaleza, _: &[A], a: A| {
        if let Some(why) = other_unit(a, elephant) {
            return Verdict::Refused(why);
        }
        let next = after(p, a);
        match next.to_move() {
            Some(enemy) if next.king_threatened(enemy) => Verdict::Done,
            _ => Verdict::Refused(Msg::new("fortaleza-lesson-checkmate-check-why")),
        }
    };
    let check = judged(
        lone_king("Ke1 Ej5 kl12")?,
        Msg::new("fortaleza-lesson-checkmate-check-task"),
        vec![mv("j5", "j12")?],
        check_judge,
        Msg::new("fortaleza-lesson-checkmate-check-done"),
    );

    // The Elephant on i11 holds row 11 (k11, l11); the Dragon mates along row 12 from e12 or
    // a12. Its check from h8 or l8, or the Elephant's from i12 or l11, leaves him a square.
    let mate_judge = |p: &Fortaleza, _: &[A], a: A| {
        let next = after(p, a);
        match next.ending().map(|e| e.reason) {
            Some(EndReason::Checkmate) => Verdict::Done,
            _ => Verdict::Refused(not_mate(p, a)),
        }
    };
    let mate = judged(
        lone_king("Ke1 De8 Ei11 kl12")?,
        Msg::new("fortaleza-lesson-checkmate-task"),
        vec![mv("e8", "e12")?],
        mate_judge,
        Msg::new("fortaleza-lesson-checkmate-task-done"),
    );
    Some(Lesson {
        id: "fortaleza-checkmate",
        title: Msg::new("fortaleza-lesson-checkmate-title"),
        summary: Msg::new("fortaleza-lesson-checkmate-summary"),
        steps: vec![escape, check, mate],
    })
}

/// A battle position of `pieces` in which `seat` laid a siege at the end of his last turn.
fn besieged(pieces: &str, seat: usize) -> Option<Fortaleza> {
    let mut layout = layout(pieces)?;
    layout.siege_laid[seat] = true;
    Fortaleza::battle_position(&layout).ok()
}

/// The learner breaks the enemy's siege: right once fewer than two enemy units stand on his
/// ring, going on while a Forced March that has captured one of them may capture another.
fn break_siege(p: &Fortaleza, _: &[A], a: A) -> Verdict {
    let enemy = 1 - p.to_move().unwrap_or(0).min(1);
    let next = after(p, a);
    let left = next.besiegers(enemy);
    if left < 2 {
        Verdict::Done
    } else if goes_on(p, &next) && left < p.besiegers(enemy) {
        Verdict::Continue
    } else {
        Verdict::Refused(Msg::new("fortaleza-lesson-siege-break-why").arg("count", left))
    }
}

/// Lesson 7: laying a siege, breaking one, executing one, then breaking a siege of three units.
pub(super) fn siege() -> Option<Lesson<Fortaleza>> {
    // The Lancer stands on the enemy ring (f9); the Elephant reaches it up the i file.
    let lay_judge = |p: &Fortaleza, _: &[A], a: A| {
        let me = p.to_move().unwrap_or(0);
        match a {
            A::Deploy { .. } => Verdict::Refused(Msg::new("fortaleza-lesson-why-deploy")),
            _ if after(p, a).besiegers(me) >= 2 => Verdict::Done,
            _ => Verdict::Refused(Msg::new("fortaleza-lesson-siege-lay-why")),
        }
    };
    let lay = judged(
        battle("Ke1 Lf9 Ei4 rk11")?,
        Msg::new("fortaleza-lesson-siege-lay-task"),
        vec![mv("i4", "i9")?],
        lay_judge,
        Msg::new("fortaleza-lesson-siege-lay-done"),
    );

    // The learner's King waits in his Reserve. The Elephant takes the Rabble on d4 (or the
    // Archer the Lancer on g3); taking the Dragon on a8 leaves the siege standing.
    let defend = judged(
        besieged("Ed8 Ah4 rd4 lg3 da8 kh12", 1)?,
        Msg::new("fortaleza-lesson-siege-break-task"),
        vec![mv("d8", "d4")?],
        break_siege,
        Msg::new("fortaleza-lesson-siege-break-done"),
    );

    // The enemy King waits in his Reserve, and his Dungeon is empty: the execution takes it all.
    let execute = Step::follow(
        besieged("Ke1 Lf9 Ei9 rk11", 0)?,
        Msg::new("fortaleza-lesson-siege-execute-task"),
        vec![A::ExecuteSiege],
        |_, _| Msg::new("fortaleza-lesson-siege-execute-why"),
        Msg::new("fortaleza-lesson-siege-execute-done"),
    );

    // Three besiegers: the Rabbles on d5 and e5 take those on d4 and e4 in one Forced March; the
    // Elephant on j2 could take only the Lancer on g2.
    let task = judged(
        besieged("Rd5 Re5 Ej2 rd4 re4 lg2 kh12", 1)?,
        Msg::new("fortaleza-lesson-siege-task"),
        vec![mv("d5", "d4")?, mv("e5", "e4")?],
        break_siege,
        Msg::new("fortaleza-lesson-siege-task-done"),
    );
    Some(Lesson {
        id: "fortaleza-siege",
        title: Msg::new("fortaleza-lesson-siege-title"),
        summary: Msg::new("fortaleza-lesson-siege-summary"),
        steps: vec![lay, defend, execute, task],
    })
}
