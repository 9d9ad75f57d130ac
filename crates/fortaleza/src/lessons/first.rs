//! Lessons 1 and 2: the goal and a turn, and the foot soldiers (Rabble, Lancer, Archer).

use super::{any_order, battle, capture, enemy_unit, layout, mv, other_unit, own_unit, sq, units};
use crate::{square_name, Fortaleza, FortalezaAction as A, Unit};
use castellan_core::lesson::{Lesson, Step, Verdict};
use castellan_core::Msg;
use std::sync::Arc;

/// Lesson 1: a capture, a unit brought out of the Reserve, then the enemy King taken.
pub(super) fn goal() -> Option<Lesson<Fortaleza>> {
    let take = capture(
        battle("Ke1 Ec4 rc8 kh12")?,
        Msg::new("fortaleza-lesson-goal-capture-task").arg("from", "c4").arg("to", "c8"),
        mv("c4", "c8")?,
        Msg::new("fortaleza-lesson-goal-capture-done"),
    )?;

    // The same board a turn later: the Rabble is in the learner's Dungeon.
    let mut after_capture = layout("Ke1 Ec8 kh12")?;
    after_capture.dungeon[0] = units("r1")?;
    let bring_out = Step {
        start: Fortaleza::battle_position(&after_capture).ok()?,
        task: Msg::new("fortaleza-lesson-goal-deploy-task"),
        solution: vec![A::Deploy { unit: Unit::Dragon, to: sq("e4")? }],
        judge: Arc::new(|_, _, action| match action {
            A::Deploy { unit: Unit::Dragon, .. } => Verdict::Done,
            A::Deploy { .. } => Verdict::Refused(Msg::new("fortaleza-lesson-goal-deploy-why-kind")),
            _ => Verdict::Refused(Msg::new("fortaleza-lesson-goal-deploy-why-move")),
        }),
        done: Msg::new("fortaleza-lesson-goal-deploy-done"),
    };

    // The enemy King left in reach after the blind deployment: the Elephant on a9 reaches him
    // along row 9; the one on l9 is stopped by the Rabble on h9.
    let king = sq("f9")?;
    let why_king = move |p: &Fortaleza, a: A| match a {
        A::Deploy { .. } => Msg::new("fortaleza-lesson-why-deploy"),
        A::Move { to, .. } if enemy_unit(p, to).is_some() => Msg::new("fortaleza-lesson-goal-king-why-capture")
            .arg("square", square_name(to))
            .arg("king", square_name(king)),
        _ => Msg::new("fortaleza-lesson-goal-king-why-quiet").arg("king", square_name(king)),
    };
    let exposed = Step::follow(
        battle("Ke1 Ea9 El9 kf9 rh9")?,
        Msg::new("fortaleza-lesson-goal-king-task").arg("king", "f9"),
        vec![mv("a9", "f9")?],
        why_king,
        Msg::new("fortaleza-lesson-goal-king-done"),
    );
    Some(Lesson {
        id: "fortaleza-goal",
        title: Msg::new("fortaleza-lesson-goal-title"),
        summary: Msg::new("fortaleza-lesson-goal-summary"),
        steps: vec![take, bring_out, exposed],
    })
}

/// Lesson 2: the Forced March, the Relay, the Long Range, then two captures in one turn.
pub(super) fn foot() -> Option<Lesson<Fortaleza>> {
    let march_why = |p: &Fortaleza, _: &[A], a: A| match a {
        A::EndMarch => Msg::new("fortaleza-lesson-foot-march-why-stop"),
        A::Deploy { .. } => Msg::new("fortaleza-lesson-why-deploy"),
        A::Move { from, .. } if own_unit(p, from) == Some(Unit::Rabble) => {
            Msg::new("fortaleza-lesson-foot-march-why-way")
        }
        _ => Msg::new("fortaleza-lesson-foot-march-why-unit"),
    };
    let march = any_order(
        battle("Ke1 Rc5 Rd5 kh12")?,
        Msg::new("fortaleza-lesson-foot-march-task"),
        vec![mv("c5", "c6")?, mv("d5", "d6")?],
        march_why,
        Msg::new("fortaleza-lesson-foot-march-done"),
    );

    let (lancer, archer) = (sq("c4")?, sq("c5")?);
    let relay_why = move |_: &Fortaleza, a: A| {
        other_unit(a, lancer)
            .unwrap_or_else(|| Msg::new("fortaleza-lesson-foot-relay-why-empty").arg("to", square_name(archer)))
    };
    let relay = Step::follow(
        battle("Ke1 Lc4 Ac5 kh12")?,
        Msg::new("fortaleza-lesson-foot-relay-task").arg("from", "c4").arg("to", "c5"),
        vec![A::Move { from: lancer, to: archer }],
        relay_why,
        Msg::new("fortaleza-lesson-foot-relay-done"),
    );

    let (from, target) = (sq("c5")?, sq("e7")?);
    let long_why = move |_: &Fortaleza, a: A| {
        other_unit(a, from)
            .unwrap_or_else(|| Msg::new("fortaleza-lesson-foot-archer-why-step").arg("to", square_name(target)))
    };
    let long_range = Step::follow(
        battle("Ke1 Ac5 le7 kh12")?,
        Msg::new("fortaleza-lesson-foot-archer-task").arg("to", "e7"),
        vec![A::Move { from, to: target }],
        long_why,
        Msg::new("fortaleza-lesson-foot-archer-done"),
    );

    // Each Rabble stands below an enemy; the Archer could take a third enemy, alone.
    let task_why = |p: &Fortaleza, _: &[A], a: A| match a {
        A::EndMarch => Msg::new("fortaleza-lesson-foot-task-why-stop"),
        A::Deploy { .. } => Msg::new("fortaleza-lesson-why-deploy"),
        A::Move { to, .. } if enemy_unit(p, to).is_some() => Msg::new("fortaleza-lesson-foot-task-why-one"),
        A::Move { from, .. } if own_unit(p, from) == Some(Unit::Rabble) => {
            Msg::new("fortaleza-lesson-foot-task-why-step")
        }
        _ => Msg::new("fortaleza-lesson-foot-task-why-else"),
    };
    let task = any_order(
        battle("Ke1 Rh4 Rj5 Ac5 ah5 lj6 re7 kh12")?,
        Msg::new("fortaleza-lesson-foot-task"),
        vec![mv("h4", "h5")?, mv("j5", "j6")?],
        task_why,
        Msg::new("fortaleza-lesson-foot-task-done"),
    );
    Some(Lesson {
        id: "fortaleza-foot",
        title: Msg::new("fortaleza-lesson-foot-title"),
        summary: Msg::new("fortaleza-lesson-foot-summary"),
        steps: vec![march, relay, long_range, task],
    })
}
