//! Lessons ("Learn to play"): short steps from set positions in which the learner makes the move
//! asked for on the real board. A game lists its lessons in [`Game::lessons`]; the app draws each
//! step with the game's own board and asks the step, never the view, whether a move is the one
//! asked for.
//!
//! A step is a position with the learner to move, a task in words, the moves that solve it
//! (shown one at a time when the learner asks), and a judge. The judge sees each legal move the
//! learner makes and says whether it is right and ends the step ([`Verdict::Done`]), is right
//! and the learner goes on in the same turn ([`Verdict::Continue`]: a turn of several actions),
//! or is refused with the reason in words ([`Verdict::Refused`]); a refused move is not played.
//! The last step of a lesson is its closing task, which uses what the lesson taught.
//!
//! [`check_lessons`] holds every game's lessons to this on every step (each engine's tests call
//! it): the solution is legal and judged right, the learner stays to move until the step is
//! done, and each lesson refuses some wrong move with a reason.

use super::{legal_vec, Game, Msg, Seat};
use std::sync::Arc;

/// What the judge of a step says of a legal move of the learner.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// The move is right and ends the step.
    Done,
    /// The move is right; the learner makes the next one in the same step.
    Continue,
    /// The move is refused, for the reason given (it is not played).
    Refused(Msg),
}

/// Judges a legal move of the learner: the position before it, the learner's moves so far in
/// this step (all judged right), and the move.
pub type Judge<G> = Arc<dyn Fn(&G, &[<G as Game>::Action], <G as Game>::Action) -> Verdict + Send + Sync>;

/// One step of a lesson.
#[derive(Clone)]
pub struct Step<G: Game> {
    /// The position the step starts from; the learner is the seat to move.
    pub start: G,
    /// What to do, in words.
    pub task: Msg,
    /// The moves that solve the step from `start`, in order (the learner may be shown each).
    pub solution: Vec<G::Action>,
    /// Whether a move is right (see [`Judge`]).
    pub judge: Judge<G>,
    /// Said when the step is done: what it showed.
    pub done: Msg,
}

impl<G: Game> Step<G> {
    /// A step whose only right moves are its solution's, in order; any other legal move is
    /// refused with `why_not(position, move)`.
    pub fn follow(
        start: G,
        task: Msg,
        solution: Vec<G::Action>,
        why_not: impl Fn(&G, G::Action) -> Msg + Send + Sync + 'static,
        done: Msg,
    ) -> Step<G> {
        let wanted = solution.clone();
        let judge: Judge<G> = Arc::new(move |position, made, action| match wanted.get(made.len()) {
            Some(&right) if right == action && made.len() + 1 == wanted.len() => Verdict::Done,
            Some(&right) if right == action => Verdict::Continue,
            _ => Verdict::Refused(why_not(position, action)),
        });
        Step { start, task, solution, judge, done }
    }

    /// The seat that learns in this step.
    pub fn learner(&self) -> Option<Seat> {
        self.start.to_move()
    }

    /// The move to show after `made` (the learner's right moves so far): the solution's next
    /// one while the learner has followed it, `None` once they have gone another right way.
    pub fn next_shown(&self, made: &[G::Action]) -> Option<G::Action> {
        self.solution.starts_with(made).then(|| self.solution.get(made.len()).copied()).flatten()
    }
}

/// A lesson: a few steps on one idea, the last a small task that uses it.
#[derive(Clone)]
pub struct Lesson<G: Game> {
    /// Stable and unique among all games' lessons (progress is kept by it): `"<game id>-<name>"`.
    pub id: &'static str,
    pub title: Msg,
    /// What the lesson teaches, in a sentence (the lesson list).
    pub summary: Msg,
    pub steps: Vec<Step<G>>,
}

/// Checks every lesson of `G` (each engine's tests call this): 5 to 8 lessons with unique ids
/// that start with the game's id, each with steps; in every step the learner is to move, the
/// solution is legal move by move and judged [`Verdict::Continue`] until its last move, judged
/// [`Verdict::Done`], with the learner to move after each `Continue`; and every lesson refuses
/// some legal move of one of its steps with a reason. Panics with the lesson and step on a
/// failure.
pub fn check_lessons<G: Game>() {
    let lessons = G::lessons();
    assert!(G::HAS_LESSONS, "{}: HAS_LESSONS is false, so its lessons are not offered", G::ID);
    assert!((5..=8).contains(&lessons.len()), "{}: {} lessons, not 5 to 8", G::ID, lessons.len());
    let mut ids: Vec<&str> = lessons.iter().map(|l| l.id).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), lessons.len(), "{}: two lessons share an id", G::ID);
    for lesson in &lessons {
        let name = lesson.id;
        assert!(name.starts_with(&format!("{}-", G::ID)), "{name}: a lesson's id starts with its game's");
        assert!(!lesson.steps.is_empty(), "{name}: no steps");
        let mut refuses = false;
        for (i, step) in lesson.steps.iter().enumerate() {
            let learner = step.learner();
            assert!(learner.is_some(), "{name} step {i}: nobody is to move at the start");
            assert!(!step.solution.is_empty(), "{name} step {i}: no solution");
            let mut position = step.start.clone();
            let mut made = Vec::new();
            for (k, &action) in step.solution.iter().enumerate() {
                assert!(position.check(action).is_ok(), "{name} step {i}: solution move {k} ({action:?}) is illegal");
                let verdict = (step.judge)(&position, &made, action);
                let last = k + 1 == step.solution.len();
                let expected = if last { Verdict::Done } else { Verdict::Continue };
                assert_eq!(verdict, expected, "{name} step {i}: solution move {k} ({action:?}) is judged wrong");
                let before = position.clone();
                let wrong = legal_vec(&before).into_iter().filter(|&a| a != action);
                refuses |= wrong.map(|a| (step.judge)(&before, &made, a)).any(|v| matches!(v, Verdict::Refused(_)));
                position.play_unchecked(action);
                made.push(action);
                if !last {
                    assert_eq!(
                        position.to_move(),
                        learner,
                        "{name} step {i}: the learner is not to move after move {k}"
                    );
                }
            }
        }
        assert!(refuses, "{name}: no step refuses a wrong move");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counting to a target by steps of 1 or 2 (a game small enough to hold a lesson).
    #[derive(Clone, Debug)]
    struct Count {
        at: u8,
    }

    impl Count {
        fn step(n: u8, target: u8) -> Step<Count> {
            Step::follow(
                Count { at: n },
                Msg::text("reach the target"),
                (n..target).step_by(2).map(|_| 2).collect(),
                |_, _| Msg::text("steps of two are quicker"),
                Msg::text("done"),
            )
        }
    }

    #[test]
    fn a_followed_step_takes_its_solution_in_order_and_refuses_anything_else() {
        let step = Count::step(0, 4);
        let judge = |made: &[u8], a| (step.judge)(&Count { at: 0 }, made, a);
        assert_eq!(judge(&[], 2), Verdict::Continue);
        assert_eq!(judge(&[2], 2), Verdict::Done);
        assert_eq!(judge(&[], 1), Verdict::Refused(Msg::text("steps of two are quicker")));
        assert_eq!(step.next_shown(&[]), Some(2));
        assert_eq!(step.next_shown(&[2]), Some(2));
        assert_eq!(step.next_shown(&[2, 2]), None);
        assert_eq!(step.learner(), Some(0));
    }

    use crate::{Effect, OptionsError, Outcome, MAX_SEATS};

    #[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
    struct NoOptions;

    impl Game for Count {
        type Options = NoOptions;
        type Action = u8;
        type Error = String;
        const ID: &'static str = "count";
        const NAME: &'static str = "Count";
        const HAS_LESSONS: bool = true;
        fn new_game(_: &NoOptions, _: u64) -> Result<Self, OptionsError> {
            Ok(Count { at: 0 })
        }
        fn options(&self) -> &NoOptions {
            &NoOptions
        }
        fn seat_count(&self) -> usize {
            1
        }
        fn to_move(&self) -> Option<Seat> {
            (self.at < 10).then_some(0)
        }
        fn turn_number(&self) -> u32 {
            self.at as u32
        }
        fn legal_actions(&self, out: &mut Vec<u8>) {
            out.clear();
            if self.at < 10 {
                out.extend([1, 2]);
            }
        }
        fn check(&self, a: u8) -> Result<(), String> {
            (self.at < 10 && (a == 1 || a == 2)).then_some(()).ok_or_else(|| "no".to_string())
        }
        fn play_unchecked(&mut self, a: u8) -> Effect {
            self.at += a;
            Effect::QUIET
        }
        fn outcome(&self) -> Option<Outcome> {
            (self.at >= 10).then(|| Outcome { winners: vec![0], scores: vec![1] })
        }
        fn scores(&self) -> Vec<i32> {
            vec![self.at as i32]
        }
        fn has_hidden_information(&self) -> bool {
            false
        }
        fn determinize(&self, _: Seat, _: &mut crate::Rng) -> Self {
            self.clone()
        }
        fn evaluate(&self) -> [f32; MAX_SEATS] {
            [self.at as f32 / 10.0, 0.0, 0.0, 0.0]
        }
        fn redacted(&self, _: Option<Seat>) -> Self {
            self.clone()
        }
        fn notation(&self, a: u8) -> String {
            a.to_string()
        }
        fn notation_for(&self, a: u8, _: Option<Seat>) -> String {
            a.to_string()
        }
        fn position_text(&self) -> String {
            self.at.to_string()
        }
        fn lessons() -> Vec<Lesson<Count>> {
            ["count-a", "count-b", "count-c", "count-d", "count-e"]
                .into_iter()
                .enumerate()
                .map(|(i, id)| Lesson {
                    id,
                    title: Msg::text(id),
                    summary: Msg::text(id),
                    steps: vec![Count::step(i as u8, 6)],
                })
                .collect()
        }
    }

    #[test]
    fn lessons_that_keep_the_rules_pass_the_check() {
        check_lessons::<Count>();
    }
}
