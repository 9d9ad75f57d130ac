//! Lessons 3 and 4: the Cavalry, the Dragon and the Elephant, and the siege weapons.

use super::{battle, capture, enemy_unit, judged, mv, other_unit, sq};
use crate::{square_name, Fortaleza, FortalezaAction as A, Square};
use castellan_core::lesson::{Lesson, Step, Verdict};
use castellan_core::Msg;

/// Lesson 3: the Light and the Heavy Cavalry, the Dragon against an Elephant, then an Elephant
/// taken with two attackers.
pub(super) fn riders() -> Option<Lesson<Fortaleza>> {
    // c5 to d8: two diagonal steps over d6 (the learner's Rabble, jumped) and e7, then one turned.
    let light = capture(
        battle("Ke1 Cc5 Rd6 td8 kh12")?,
        Msg::new("fortaleza-lesson-riders-light-task").arg("from", "c5").arg("to", "d8"),
        mv("c5", "d8")?,
        Msg::new("fortaleza-lesson-riders-light-done"),
    )?;
    // i5 to j7: two steps up through the Lancer on i6 and over i7, then one to the side.
    let heavy = capture(
        battle("Ke1 Hi5 Li6 sj7 kh12")?,
        Msg::new("fortaleza-lesson-riders-heavy-task").arg("from", "i5").arg("to", "j7"),
        mv("i5", "j7")?,
        Msg::new("fortaleza-lesson-riders-heavy-done"),
    )?;
    // e4 to e8, over the water of e6.
    let dragon = capture(
        battle("Ke1 De4 ee8 kh12")?,
        Msg::new("fortaleza-lesson-riders-dragon-task").arg("to", "e8"),
        mv("e4", "e8")?,
        Msg::new("fortaleza-lesson-riders-dragon-done"),
    )?;

    // The Elephant on f8 is attacked by the Light Cavalry (c7) and the Lancer (f7): either may
    // take it. The one on j8 is attacked by the Archer (i7) alone, which the rules refuse.
    let elephant = sq("f8")?;
    let task_judge = move |p: &Fortaleza, _: &[A], a: A| match a {
        A::Move { to, .. } if to == elephant => Verdict::Done,
        A::Deploy { .. } => Verdict::Refused(Msg::new("fortaleza-lesson-why-deploy")),
        A::Move { to, .. } if enemy_unit(p, to).is_some() => Verdict::Refused(
            Msg::new("fortaleza-lesson-why-other-target")
                .arg("square", square_name(to))
                .arg("target", square_name(elephant)),
        ),
        _ => Verdict::Refused(Msg::new("fortaleza-lesson-riders-task-why-quiet")),
    };
    let task = judged(
        battle("Ke1 Cc7 Lf7 Ai7 ef8 ej8 kh12")?,
        Msg::new("fortaleza-lesson-riders-task"),
        vec![mv("f7", "f8")?],
        task_judge,
        Msg::new("fortaleza-lesson-riders-task-done"),
    );
    Some(Lesson {
        id: "fortaleza-riders",
        title: Msg::new("fortaleza-lesson-riders-title"),
        summary: Msg::new("fortaleza-lesson-riders-summary"),
        steps: vec![light, heavy, dragon, task],
    })
}

/// Why a siege weapon's step about the weapon on `weapon` refuses `action`: another unit, the
/// weapon moving instead of shooting, or a shot at another enemy than the one on `target`.
fn not_the_shot(p: &Fortaleza, action: A, weapon: Square, target: Square) -> Msg {
    if let Some(why) = other_unit(action, weapon) {
        return why;
    }
    match action {
        A::Shoot { at, .. } | A::Skewer { at, .. } if enemy_unit(p, at).is_some() => {
            Msg::new("fortaleza-lesson-why-other-target")
                .arg("square", square_name(at))
                .arg("target", square_name(target))
        }
        _ => Msg::new("fortaleza-lesson-shooters-why-move"),
    }
}

/// Lesson 4: the Trebuchet's shot, the Scorpion's, then a Skewer.
pub(super) fn shooters() -> Option<Lesson<Fortaleza>> {
    // Up the c file: the Rabble on c8, the Dragon behind it on c9.
    let (trebuchet, dragon) = (sq("c4")?, sq("c9")?);
    let lob = Step::follow(
        battle("Ke1 Tc4 rc8 dc9 kh12")?,
        Msg::new("fortaleza-lesson-shooters-trebuchet-task").arg("to", "c9"),
        vec![A::Shoot { from: trebuchet, at: dragon }],
        move |p: &Fortaleza, a: A| not_the_shot(p, a, trebuchet, dragon),
        Msg::new("fortaleza-lesson-shooters-trebuchet-done"),
    );
    // Up the diagonal over the water of f6 and g7; the learner's Rabble on b4 covers a5.
    let (scorpion, cavalry) = (sq("c3")?, sq("h8")?);
    let diagonal = Step::follow(
        battle("Ke1 Sc3 Rb4 ra5 hh8 kh12")?,
        Msg::new("fortaleza-lesson-shooters-scorpion-task").arg("to", "h8"),
        vec![A::Shoot { from: scorpion, at: cavalry }],
        move |p: &Fortaleza, a: A| not_the_shot(p, a, scorpion, cavalry),
        Msg::new("fortaleza-lesson-shooters-scorpion-done").arg("safe", "a5"),
    );
    // The Lancer on e7 and the Archer right behind it on d8, on the Scorpion's diagonal from h4;
    // the Trebuchet on d3 could shoot the Archer alone.
    let (scorpion, behind) = (sq("h4")?, sq("d8")?);
    let skewer_why = move |p: &Fortaleza, a: A| match a {
        A::Shoot { at, .. } => Msg::new("fortaleza-lesson-shooters-why-one").arg("square", square_name(at)),
        _ => not_the_shot(p, a, scorpion, behind),
    };
    let task = Step::follow(
        battle("Ke1 Sh4 Td3 le7 ad8 kh12")?,
        Msg::new("fortaleza-lesson-shooters-task"),
        vec![A::Skewer { from: scorpion, at: behind }],
        skewer_why,
        Msg::new("fortaleza-lesson-shooters-task-done"),
    );
    Some(Lesson {
        id: "fortaleza-shooters",
        title: Msg::new("fortaleza-lesson-shooters-title"),
        summary: Msg::new("fortaleza-lesson-shooters-summary"),
        steps: vec![lob, diagonal, task],
    })
}
