//! Lesson 5: the deployment in the fog of war.

use super::{deployment, judged, sq, FORTRESSES};
use crate::board::offset;
use crate::{square_name, Colours, Fortaleza, FortalezaAction as A, Square, Territory, Unit};
use castellan_core::lesson::{Lesson, Verdict};
use castellan_core::{Game, Msg};

/// Whether `square` is a square of the learner's ring right behind his Fortress: the next
/// square toward the enemy's side is his Fortress.
fn behind(position: &Fortaleza, square: Square) -> bool {
    let Some(me) = position.to_move() else { return false };
    let toward_enemy = if position.territory(me) == Territory::North { -1 } else { 1 };
    position.exit_ring(me).has(square)
        && offset(square, 0, toward_enemy).is_some_and(|s| position.fortress_owner(s) == Some(me))
}

/// Lesson 5: the Fortress, the Mountains, the units and the end of the deployment, then the
/// second player's blind deployment with his King behind his Fortress.
pub(super) fn fog() -> Option<Lesson<Fortaleza>> {
    let choose = A::Choose { territory: Territory::South, colours: Colours::RedAndGold };
    let fortress = A::PlaceFortress { at: sq(FORTRESSES[0])? };
    // The bots' own site: the King behind the Fortress on e1, the Mountains closing his lines.
    let mountains = [sq("c1")?, sq("h1")?, sq("c3")?].map(|at| A::PlaceMountain { at });
    let army = [(Unit::King, "e1"), (Unit::Dragon, "e4"), (Unit::Elephant, "d4"), (Unit::Trebuchet, "f4")];
    let army: Vec<A> = army.iter().map(|&(unit, to)| Some(A::Deploy { unit, to: sq(to)? })).collect::<Option<_>>()?;

    let build = judged(
        deployment(&[choose])?,
        Msg::new("fortaleza-lesson-fog-build-task"),
        vec![fortress],
        |_, _, a| match a {
            A::PlaceFortress { .. } => Verdict::Done,
            _ => Verdict::Refused(Msg::new("fortaleza-lesson-fog-build-why")),
        },
        Msg::new("fortaleza-lesson-fog-build-done"),
    );

    let raise = judged(
        deployment(&[choose, fortress])?,
        Msg::new("fortaleza-lesson-fog-mountains-task"),
        mountains.to_vec(),
        |p, _, a| match a {
            A::PlaceMountain { .. } if p.to_move().is_some_and(|me| p.mountains_left(me) <= 1) => Verdict::Done,
            A::PlaceMountain { .. } => Verdict::Continue,
            A::LiftFortress => Verdict::Refused(Msg::new("fortaleza-lesson-fog-why-lift")),
            _ => Verdict::Refused(Msg::new("fortaleza-lesson-fog-mountains-why-deploy")),
        },
        Msg::new("fortaleza-lesson-fog-mountains-done"),
    );

    let built = [[choose, fortress].as_slice(), &mountains].concat();
    let deploy = judged(
        deployment(&built)?,
        Msg::new("fortaleza-lesson-fog-units-task"),
        [&army[..2], &[A::EndDeployment]].concat(),
        |_, _, a| match a {
            A::EndDeployment => Verdict::Done,
            A::LiftFortress => Verdict::Refused(Msg::new("fortaleza-lesson-fog-why-lift")),
            _ => Verdict::Continue,
        },
        Msg::new("fortaleza-lesson-fog-units-done"),
    );

    // The first seat has deployed; the second has built on g10 and closed his back row with
    // Mountains on e12 and j12 (and j10, his diagonal from h12), and deploys blind.
    let second = [
        A::PlaceFortress { at: sq(FORTRESSES[1])? },
        A::PlaceMountain { at: sq("e12")? },
        A::PlaceMountain { at: sq("j12")? },
        A::PlaceMountain { at: sq("j10")? },
    ];
    let blind = [&built[..], &army, &[A::EndDeployment], &second].concat();
    let king_judge = |p: &Fortaleza, _: &[A], a: A| {
        let me = p.to_move().unwrap_or(1);
        let king_out = p.reserve(me, Unit::King) == 0;
        match a {
            A::Deploy { unit: Unit::King, to } if behind(p, to) => Verdict::Continue,
            A::Deploy { unit: Unit::King, to } => {
                Verdict::Refused(Msg::new("fortaleza-lesson-fog-why-open").arg("square", square_name(to)))
            }
            A::Deploy { .. } | A::EndDeployment if !king_out => {
                Verdict::Refused(Msg::new("fortaleza-lesson-fog-why-king-first"))
            }
            A::EndDeployment => Verdict::Done,
            A::TakeBack { from } if p.unit_at(from) == Some((me, Unit::King)) => {
                Verdict::Refused(Msg::new("fortaleza-lesson-fog-why-king-back"))
            }
            A::LiftFortress => Verdict::Refused(Msg::new("fortaleza-lesson-fog-why-lift")),
            _ => Verdict::Continue,
        }
    };
    let task = judged(
        deployment(&blind)?,
        Msg::new("fortaleza-lesson-fog-task"),
        vec![A::Deploy { unit: Unit::King, to: sq("h12")? }, A::EndDeployment],
        king_judge,
        Msg::new("fortaleza-lesson-fog-task-done"),
    );
    Some(Lesson {
        id: "fortaleza-fog",
        title: Msg::new("fortaleza-lesson-fog-title"),
        summary: Msg::new("fortaleza-lesson-fog-summary"),
        steps: vec![build, raise, deploy, task],
    })
}
