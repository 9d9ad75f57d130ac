//! Every game's lessons through the one check (`core::lesson::check_lessons`): 5 to 8 lessons,
//! each step's solution legal and judged right, the learner to move until a step is done, a
//! wrong move refused with its reason in every lesson. The walk comes from the registry, so a
//! game's lessons are checked here the day they are offered.

use castellan::core::lesson::check_lessons;
use castellan::registry::{GameKind, GameVisitor, RegisteredGame};

struct KeepsTheLessonRules;

impl GameVisitor for KeepsTheLessonRules {
    type Output = Option<usize>;
    fn visit<G: RegisteredGame>(self) -> Option<usize> {
        G::HAS_LESSONS.then(|| {
            check_lessons::<G>();
            G::lessons().len()
        })
    }
}

#[test]
fn every_game_that_offers_lessons_keeps_the_lesson_rules() {
    for kind in GameKind::ALL {
        if let Some(count) = kind.visit(KeepsTheLessonRules) {
            println!("{}: {count} lessons", kind.name());
        }
    }
}
