//! The lessons keep the lesson rules, their positions keep the game's rules, and each lesson
//! refuses a typical wrong move with its reason.

use super::*;
use crate::SQUARES;
use castellan_core::lesson::check_lessons;

#[test]
fn the_lessons_keep_the_lesson_rules() {
    check_lessons::<Fortaleza>();
    assert_eq!(all().len(), 7, "every lesson's positions build");
}

/// What step `step` of lesson `lesson` says of `action` after the learner's right moves `made`.
fn verdict(lesson: usize, step: usize, made: &[A], action: A) -> Verdict {
    let lessons = all();
    let step = &lessons[lesson].steps[step];
    let mut position = step.start.clone();
    for (k, &right) in made.iter().enumerate() {
        assert!(!matches!((step.judge)(&position, &made[..k], right), Verdict::Refused(_)));
        position.play_unchecked(right);
    }
    assert!(position.check(action).is_ok(), "{action:?} is illegal");
    (step.judge)(&position, made, action)
}

fn m(from: &str, to: &str) -> A {
    mv(from, to).unwrap()
}

fn refused(key: &'static str) -> Verdict {
    Verdict::Refused(Msg::new(key))
}

#[test]
fn the_goal_refuses_capturing_a_rabble_while_the_king_stands_open() {
    let why = Msg::new("fortaleza-lesson-goal-king-why-capture").arg("square", "h9").arg("king", "f9");
    assert_eq!(verdict(0, 2, &[], m("l9", "h9")), Verdict::Refused(why));
    assert_eq!(verdict(0, 2, &[], m("a9", "f9")), Verdict::Done);
}

#[test]
fn the_foot_soldiers_refuse_stopping_the_march_after_one_capture() {
    assert_eq!(verdict(1, 3, &[m("h4", "h5")], A::EndMarch), refused("fortaleza-lesson-foot-task-why-stop"));
    assert_eq!(verdict(1, 3, &[], m("c5", "e7")), refused("fortaleza-lesson-foot-task-why-one"));
    // Either Rabble may capture first.
    assert_eq!(verdict(1, 3, &[m("j5", "j6")], m("h4", "h5")), Verdict::Done);
}

#[test]
fn the_riders_refuse_a_leap_onto_an_empty_square_and_take_the_elephant_with_either_attacker() {
    let why = Msg::new("fortaleza-lesson-why-empty-square").arg("target", "d8");
    assert_eq!(verdict(2, 0, &[], m("c5", "b2")), Verdict::Refused(why));
    assert_eq!(verdict(2, 3, &[], m("c7", "f8")), Verdict::Done);
    assert_eq!(verdict(2, 3, &[], m("f7", "f8")), Verdict::Done);
    // The Elephant on j8 has only the Archer against it: Thick Skin keeps it.
    let lessons = all();
    assert!(lessons[2].steps[3].start.check(m("i7", "j8")).is_err());
}

#[test]
fn the_shooters_refuse_a_single_shot_where_a_skewer_takes_two() {
    let shot = A::Shoot { from: sq("h4").unwrap(), at: sq("e7").unwrap() };
    let why = Msg::new("fortaleza-lesson-shooters-why-one").arg("square", "e7");
    assert_eq!(verdict(3, 2, &[], shot), Verdict::Refused(why));
    let over = A::Shoot { from: sq("c4").unwrap(), at: sq("c8").unwrap() };
    let why = Msg::new("fortaleza-lesson-why-other-target").arg("square", "c8").arg("target", "c9");
    assert_eq!(verdict(3, 0, &[], over), Verdict::Refused(why));
}

#[test]
fn the_fog_refuses_a_king_in_front_of_the_fortress_and_hides_the_first_army() {
    let front = A::Deploy { unit: Unit::King, to: sq("g9").unwrap() };
    let why = Msg::new("fortaleza-lesson-fog-why-open").arg("square", "g9");
    assert_eq!(verdict(4, 3, &[], front), Verdict::Refused(why));
    for behind in ["g12", "h12"] {
        assert_eq!(verdict(4, 3, &[], A::Deploy { unit: Unit::King, to: sq(behind).unwrap() }), Verdict::Continue);
    }
    // The learner deploys second and blind: the board he is shown holds none of the first army.
    let lessons = all();
    let start = &lessons[4].steps[3].start;
    assert_eq!(start.to_move(), Some(1));
    let view = start.redacted(Some(1));
    assert!((0..SQUARES as Square).all(|s| view.unit_at(s).is_none_or(|(seat, _)| seat == 1)));
    assert!((0..SQUARES as Square).any(|s| start.unit_at(s).is_some_and(|(seat, _)| seat == 0)));
}

#[test]
fn checkmate_refuses_a_check_the_king_escapes_and_a_stalemate() {
    let why = Msg::new("fortaleza-lesson-checkmate-why-escape").arg("square", "k12");
    assert_eq!(verdict(5, 2, &[], m("e8", "h8")), Verdict::Refused(why));
    assert_eq!(verdict(5, 2, &[], m("e8", "g8")), refused("fortaleza-lesson-checkmate-why-stalemate"));
    assert_eq!(verdict(5, 2, &[], m("e8", "a12")), Verdict::Done);
}

#[test]
fn the_siege_refuses_a_capture_that_leaves_the_siege_standing() {
    let why = Msg::new("fortaleza-lesson-siege-break-why").arg("count", 2u32);
    assert_eq!(verdict(6, 1, &[], m("d8", "a8")), Verdict::Refused(why.clone()));
    assert_eq!(verdict(6, 1, &[], m("h4", "g3")), Verdict::Done);
    // Three besiegers: one capture leaves two, a Forced March takes two.
    assert_eq!(verdict(6, 3, &[], m("j2", "g2")), Verdict::Refused(why.clone()));
    assert_eq!(verdict(6, 3, &[m("d5", "d4")], A::EndMarch), Verdict::Refused(why));
    assert_eq!(verdict(6, 2, &[], m("i9", "i8")), refused("fortaleza-lesson-siege-execute-why"));
}
