//! The lessons keep the lesson rules, every wrong move gets a reason of its own, the dice throw
//! what the steps expect, and each lesson refuses a typical mistake with the message it should.

use super::later::{SEED_FIVE, SEED_FOUR, SEED_SIX};
use super::*;
use castellan_core::lesson::check_lessons;
use castellan_core::Arg;

fn all() -> Vec<Lesson<Torri>> {
    lessons()
}

/// The verdict on `action` in step `step` of lesson `lesson`, after the right moves `made`.
fn verdict(lesson: usize, step: usize, made: &[TorriAction], action: TorriAction) -> Verdict {
    let lessons = all();
    let step = &lessons[lesson].steps[step];
    let mut g = step.start.clone();
    for &m in made {
        g.play_unchecked(m);
    }
    assert!(g.check(action).is_ok(), "{action:?} is not legal here");
    (step.judge)(&g, made, action)
}

/// The key and arguments of a refusal.
fn refused(v: Verdict) -> (&'static str, Vec<(&'static str, Arg)>) {
    match v {
        Verdict::Refused(Msg::Key(key, args)) => (key, args),
        other => panic!("not refused with a message: {other:?}"),
    }
}

fn number(n: i64) -> Arg {
    Arg::Number(n)
}

fn text(s: &str) -> Arg {
    Arg::Text(s.to_string())
}

/// The first seed whose first throw of the die is `n` (how the lessons' seeds were found).
fn seed_throwing(n: u32) -> u64 {
    (0..1000).find(|&seed| Rng::new(seed).roll(DIE_SIDES) == n).unwrap_or(u64::MAX)
}

#[test]
fn the_lessons_keep_the_lesson_rules() {
    check_lessons::<Torri>();
}

#[test]
fn all_seven_lessons_are_built_in_teaching_order() {
    let ids: Vec<&str> = all().iter().map(|l| l.id).collect();
    assert_eq!(
        ids,
        ["torri-goal", "torri-moving", "torri-capture", "torri-towers", "torri-dice", "torri-home", "torri-end"]
    );
}

#[test]
fn the_dice_seeds_throw_the_numbers_the_lessons_say() {
    for (seed, n) in [(SEED_FOUR, 4), (SEED_FIVE, 5), (SEED_SIX, 6)] {
        assert_eq!(Rng::new(seed).roll(DIE_SIDES), n, "seed {seed}: use seed {}", seed_throwing(n));
    }
    // The first step of the die lesson throws its 4 when the learner rolls.
    let lessons = all();
    let mut g = lessons[4].steps[0].start.clone();
    g.play_unchecked(TorriAction::Roll);
    assert_eq!(g.last_roll().map(|r| r.distance), Some(4));
}

/// Every legal move that is not right along each solution is refused with a reason of its own
/// (never the last resort), in words of the lessons.
#[test]
fn every_wrong_move_gets_a_specific_reason() {
    for lesson in all() {
        for (i, step) in lesson.steps.iter().enumerate() {
            let mut g = step.start.clone();
            let mut made = Vec::new();
            for &right in &step.solution {
                for a in legal_vec(&g) {
                    if let Verdict::Refused(msg) = (step.judge)(&g, &made, a) {
                        let Msg::Key(key, _) = msg else { panic!("{} step {i}: {a:?} refused in no words", lesson.id) };
                        assert!(key.starts_with("torri-lesson-why-"), "{} step {i}: {a:?}: {key}", lesson.id);
                        assert_ne!(key, "torri-lesson-why-other", "{} step {i}: {a:?} gets the last resort", lesson.id);
                    }
                }
                g.play_unchecked(right);
                made.push(right);
            }
        }
    }
}

#[test]
fn the_goal_refuses_moving_a_smaller_stack_of_yours() {
    let (key, args) = refused(verdict(0, 2, &[], mv(sq!("c4"), sq!("c5"))));
    assert_eq!(key, "torri-lesson-why-smaller");
    assert_eq!(args, [("pieces", number(1)), ("best", number(4))]);
    let (key, _) = refused(verdict(0, 1, &[], mv(sq!("b4"), sq!("b5"))));
    assert_eq!(key, "torri-lesson-why-other-stack");
    let (key, _) = refused(verdict(0, 0, &[], TorriAction::Roll));
    assert_eq!(key, "torri-lesson-why-roll");
}

#[test]
fn moving_refuses_a_stack_that_lands_elsewhere() {
    let (key, args) = refused(verdict(1, 2, &[], mv(sq!("d6"), sq!("f6"))));
    assert_eq!(key, "torri-lesson-why-elsewhere");
    assert_eq!(args, [("pieces", number(2)), ("to", text("f6")), ("target", text("g6"))]);
}

#[test]
fn capturing_refuses_an_empty_landing_and_a_smaller_capture() {
    let (key, args) = refused(verdict(2, 2, &[], mv(sq!("e5"), sq!("d5"))));
    assert_eq!(key, "torri-lesson-why-fewer");
    assert_eq!(args, [("pieces", number(1)), ("best", number(3))]);
    let (key, args) = refused(verdict(2, 0, &[], mv(sq!("e4"), sq!("f4"))));
    assert_eq!((key, args), ("torri-lesson-why-empty", vec![("to", text("f4"))]));
}

#[test]
fn towers_refuse_a_split_onto_an_empty_square() {
    let capture = mv(sq!("e5"), sq!("e7"));
    let (key, args) = refused(verdict(3, 2, &[capture], TorriAction::Split { cut: 12, to: sq!("e8") }));
    assert_eq!(key, "torri-lesson-why-split-empty");
    assert_eq!(args, [("to", text("e8")), ("target", text("f7"))]);
    // Any cut onto the blue piece is right.
    assert_eq!(verdict(3, 2, &[capture], TorriAction::Split { cut: 10, to: sq!("f7") }), Verdict::Done);
}

#[test]
fn the_die_refuses_a_height_move_before_the_roll_and_a_new_roll_after_the_six() {
    let (key, _) = refused(verdict(4, 0, &[], mv(sq!("c4"), sq!("c5"))));
    assert_eq!(key, "torri-lesson-why-height");
    let (key, args) = refused(verdict(4, 1, &[], mv(sq!("e3"), sq!("e8"))));
    assert_eq!((key, args), ("torri-lesson-why-roll-elsewhere", vec![("roll", number(5)), ("to", text("e8"))]));
    let (key, _) = refused(verdict(4, 2, &[mv(sq!("a5"), sq!("g5"))], TorriAction::Roll));
    assert_eq!(key, "torri-lesson-why-gamble");
}

#[test]
fn home_refuses_a_stack_left_on_the_open_field_and_the_smaller_homecoming() {
    let (key, args) = refused(verdict(5, 0, &[], mv(sq!("f4"), sq!("f6"))));
    assert_eq!((key, args), ("torri-lesson-why-field", vec![("to", text("f6"))]));
    let (key, args) = refused(verdict(5, 2, &[], mv(sq!("h4"), sq!("h2"))));
    assert_eq!(key, "torri-lesson-why-fewer-home");
    assert_eq!(args, [("pieces", number(2)), ("square", text("c5")), ("best", number(3))]);
}

#[test]
fn the_end_refuses_going_home_while_behind() {
    let (key, args) = refused(verdict(6, 1, &[], mv(sq!("e4"), sq!("e1"))));
    assert_eq!(key, "torri-lesson-why-end-behind");
    assert_eq!(args, [("yours", number(7)), ("theirs", number(11))]);
    let (key, args) = refused(verdict(6, 1, &[], mv(sq!("e4"), sq!("b4"))));
    assert_eq!(key, "torri-lesson-why-blue-free");
    assert_eq!(args, [("square", text("e7")), ("yours", number(7)), ("theirs", number(11))]);
}

/// What the steps' closing words say happened, happened.
#[test]
fn the_done_words_tell_the_truth() {
    let lessons = all();
    let after = |lesson: usize, step: usize| {
        let step = &lessons[lesson].steps[step];
        let mut g = step.start.clone();
        for &a in &step.solution {
            g.play_unchecked(a);
        }
        g
    };
    // The goal: the stack of three moved whole; the best stack held four.
    assert_eq!(after(0, 1).stack(sq!("h5")).len(), 3);
    // A capture puts red on top of everything it landed on.
    assert_eq!(after(2, 1).stack(sq!("c5")).len(), 6);
    assert_eq!(after(3, 0).stack(sq!("d6")).top(), Some(RED));
    // The split's top part captured the blue piece.
    let split = after(3, 2);
    assert_eq!(split.stack(sq!("f7")).top(), Some(RED));
    assert_eq!(split.stack(sq!("e7")).top(), Some(RED));
    // A stack brought home is frozen; the stack of four ends on row 3, one short of home.
    assert!(after(5, 0).is_frozen(sq!("f2")));
    assert_eq!(lessons[5].steps[2].start.home_owner(sq!("e3")), None);
    // The end: the last round starts, and whatever blue does red wins 9 to 6.
    let last = after(6, 0);
    assert!(last.is_last_round());
    for a in legal_vec(&last) {
        let mut g = last.clone();
        g.play_unchecked(a);
        // After a roll, each move it allows (a six goes on: roll no more, move by height).
        while g.to_move() == Some(BLUE) {
            let next = legal_vec(&g).into_iter().find(|&b| b != TorriAction::Roll).unwrap_or(TorriAction::Roll);
            g.play_unchecked(next);
        }
        let outcome = g.outcome().expect("the round is over");
        assert_eq!((outcome.winners, outcome.scores), (vec![RED], vec![9, 6]));
    }
    // The task: blue can only pass, and red wins 10 to 8.
    let mut won = after(6, 1);
    assert_eq!(legal_vec(&won), [TorriAction::Pass]);
    won.play_unchecked(TorriAction::Pass);
    let outcome = won.outcome().expect("the round is over");
    assert_eq!((outcome.winners, outcome.scores), (vec![RED], vec![10, 8]));
}
