//! The lessons keep the lesson rules, their positions keep the game's rules, what their words
//! claim is what the engine says, and each lesson refuses a typical wrong move with its reason.

use super::*;
use crate::board::Bits;
use crate::cards::Card;
use crate::Stage;
use castellan_core::lesson::check_lessons;

fn lesson(id: &str) -> Lesson<Torres> {
    all().into_iter().find(|l| l.id == id).unwrap_or_else(|| panic!("no lesson {id}"))
}

/// The position of step `step` of lesson `id` after `made`, and the judge's verdict on `action`.
fn verdict(id: &str, step: usize, made: &[A], action: A) -> Verdict {
    let step = &lesson(id).steps[step];
    let mut position = step.start;
    for &a in made {
        assert!(position.check(a).is_ok(), "{id}: {a:?} is illegal");
        position.play_unchecked(a);
    }
    assert!(position.check(action).is_ok(), "{id}: {action:?} is illegal");
    (step.judge)(&position, made, action)
}

fn refused_with(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Refused(Msg::Key(key, _)) => key,
        other => panic!("not refused with a message key: {other:?}"),
    }
}

fn arg(msg: &Msg, name: &str) -> Option<castellan_core::msg::Arg> {
    match msg {
        Msg::Key(_, args) => args.iter().find(|(n, _)| *n == name).map(|(_, a)| a.clone()),
        _ => None,
    }
}

fn number(n: i64) -> Option<castellan_core::msg::Arg> {
    Some(castellan_core::msg::Arg::Number(n))
}

/// The position after a step's whole solution.
fn solved(id: &str, step: usize) -> (Torres, Torres) {
    let step = &lesson(id).steps[step];
    let mut position = step.start;
    for &a in &step.solution {
        position.play_unchecked(a);
    }
    (step.start, position)
}

#[test]
fn the_lessons_keep_the_lesson_rules() {
    check_lessons::<Torres>();
}

#[test]
fn every_lesson_builds_and_ids_are_the_documented_ones() {
    let ids: Vec<&str> = all().iter().map(|l| l.id).collect();
    assert_eq!(
        ids,
        [
            "torres-goal",
            "torres-action-points",
            "torres-building",
            "torres-climbing",
            "torres-scoring",
            "torres-king",
            "torres-cards"
        ]
    );
    assert!(all().iter().all(|l| (2..=4).contains(&l.steps.len())));
}

/// Every start position is one a game could reach: castles no taller than their area, the 92
/// blocks all accounted for, at most six knights a seat, no two pieces on a square, the king on a
/// castle, the seat to move the one whose turn it is, every seat with a knight on the board, and
/// the text reads back to the same position.
#[test]
fn every_lesson_position_keeps_the_rules() {
    for lesson in all() {
        for (i, step) in lesson.steps.iter().enumerate() {
            let g = &step.start;
            let at = format!("{} step {i}", lesson.id);
            for c in 0..g.castle_count() {
                assert!(g.castle_height(c) <= g.castle_area(c), "{at}: castle {c} taller than its area");
            }
            assert!(g.castle_count() >= 6, "{at}: fewer than 6 castles");
            assert_eq!(g.block_total(), 92, "{at}: blocks");
            assert!(g.blocks_on_board() <= 92 && g.supply() <= 84, "{at}: supply");
            let n = g.seat_count();
            let mut all_pieces = g.king_bb();
            for p in 0..n {
                let knights = g.knight_bb[p];
                assert!(knights != 0 && knights.count_ones() <= 6, "{at}: seat {p} knights");
                assert_eq!(all_pieces & knights, 0, "{at}: two pieces on a square");
                all_pieces |= knights;
            }
            assert!(g.king_square().is_some_and(|k| g.castle_of(k).is_some()), "{at}: the king");
            assert_eq!(g.to_move, g.seat_in_round(g.turn_in_round), "{at}: whose turn");
            assert!(matches!(g.stage(), Stage::Main | Stage::KingMove), "{at}: stage");
            assert!(g.ap_left() <= 5, "{at}: action points");
            let again = Torres::from_position_text(&g.position_text()).expect("reads back");
            assert_eq!(again.position_text(), g.position_text(), "{at}: text");
            assert_eq!(step.learner(), Some(0), "{at}: Red learns");
        }
    }
}

/// Every legal move of every step, after every part of its solution, is judged without a panic;
/// a refusal is always one of the lessons' messages, and a right move other than the solution
/// keeps the learner to move or ends the step.
#[test]
fn every_move_of_every_step_is_judged_with_a_lesson_message() {
    for lesson in all() {
        for (i, step) in lesson.steps.iter().enumerate() {
            let mut position = step.start;
            let mut made = Vec::new();
            for &right in &step.solution {
                for a in legal_vec(&position) {
                    match (step.judge)(&position, &made, a) {
                        Verdict::Refused(Msg::Key(key, _)) => {
                            assert!(
                                key.starts_with("torres-lesson-"),
                                "{} step {i}: {a:?} refused with {key}",
                                lesson.id
                            )
                        }
                        Verdict::Refused(other) => panic!("{} step {i}: {a:?} refused with {other:?}", lesson.id),
                        Verdict::Continue => {
                            let mut next = position;
                            next.play_unchecked(a);
                            assert_eq!(next.to_move(), Some(0), "{} step {i}: {a:?}", lesson.id);
                        }
                        Verdict::Done => {}
                    }
                }
                position.play_unchecked(right);
                made.push(right);
            }
        }
    }
}

#[test]
fn goal_stepping_down_to_the_ground_is_refused_as_scoring_nothing() {
    let (c3, b3) = (s(b"c3"), s(b"b3"));
    assert_eq!(refused_with(verdict("torres-goal", 0, &[], A::Step { from: c3, to: b3 })), "torres-lesson-to-ground");
    // A block raising another square of the castle adds nothing.
    assert_eq!(refused_with(verdict("torres-goal", 1, &[], A::PlaceBlock(s(b"c2")))), "torres-lesson-block-taller");
    // Any block on bare ground beside the castle is right.
    assert_eq!(verdict("torres-goal", 1, &[], A::PlaceBlock(s(b"c1"))), Verdict::Done);
    // The smaller castle scores less.
    let smaller = verdict("torres-goal", 2, &[], A::Step { from: s(b"e4"), to: s(b"d4") });
    assert_eq!(refused_with(smaller.clone()), "torres-lesson-gain-less");
    let Verdict::Refused(msg) = smaller else { unreachable!() };
    assert_eq!((arg(&msg, "gain"), arg(&msg, "best")), (number(3), number(5)));
}

#[test]
fn action_points_a_new_knight_lower_than_it_could_stand_is_refused() {
    let low = verdict("torres-action-points", 0, &[], A::AddKnight(s(b"c3")));
    assert_eq!(refused_with(low), "torres-lesson-new-knight-lower");
    // Returning the leftover block to the supply is refused; spreading it ends the step.
    let made = [A::PlaceBlock(s(b"b3")), A::EndTurn];
    assert_eq!(refused_with(verdict("torres-action-points", 1, &made, A::ReturnRest)), "torres-lesson-why-return");
    // A step that wastes an action point leaves level 3 out of reach this turn.
    let waste = A::Step { from: s(b"c3"), to: s(b"c2") };
    assert_eq!(refused_with(verdict("torres-action-points", 2, &[], waste)), "torres-lesson-stairs-stuck");
}

#[test]
fn action_points_stairs_may_be_built_another_way() {
    let (c2, c3, d2) = (s(b"c2"), s(b"c3"), s(b"d2"));
    let way = [A::PlaceBlock(c2), A::PlaceBlock(d2), A::PlaceBlock(d2), A::Step { from: c3, to: c2 }];
    for k in 0..way.len() {
        assert_eq!(verdict("torres-action-points", 2, &way[..k], way[k]), Verdict::Continue, "move {k}");
    }
    assert_eq!(verdict("torres-action-points", 2, &way, A::Step { from: c2, to: d2 }), Verdict::Done);
    // A block on bare ground leaves too few blocks for the stairs.
    assert_eq!(
        refused_with(verdict("torres-action-points", 2, &[], A::PlaceBlock(s(b"b3")))),
        "torres-lesson-stairs-stuck"
    );
}

#[test]
fn building_a_second_tall_square_before_the_asked_one_is_refused() {
    let (b3, c3) = (s(b"b3"), s(b"c3"));
    // The first block must make the castle bigger; c3 cannot take it yet (the engine says why).
    assert!(lesson("torres-building").steps[0].start.check(A::PlaceBlock(c3)).is_err());
    assert_eq!(
        refused_with(verdict("torres-building", 0, &[A::PlaceBlock(b3)], A::PlaceBlock(b3))),
        "torres-lesson-now-tower"
    );
    // A block on top of the castle does not make it bigger.
    assert_eq!(refused_with(verdict("torres-building", 1, &[], A::PlaceBlock(s(b"e1")))), "torres-lesson-block-taller");
    // Raising a square adds nothing to the next scoring.
    assert_eq!(refused_with(verdict("torres-building", 2, &[], A::PlaceBlock(s(b"d3")))), "torres-lesson-gain-none");
}

#[test]
fn building_the_join_step_s_words_name_the_squares_the_engine_closes() {
    let g = lesson("torres-building").steps[1].start;
    for sq in [s(b"e3"), s(b"f2")] {
        assert_eq!(g.check(A::PlaceBlock(sq)), Err(crate::TorresError::JoinsCastles));
    }
    let (before, after) = solved("torres-building", 2);
    assert_eq!(after.castle_points(0) - before.castle_points(0), 2);
}

#[test]
fn climbing_a_walk_through_the_castle_to_another_square_is_refused() {
    let (e3, g4) = (s(b"e3"), s(b"g4"));
    let elsewhere = verdict("torres-climbing", 1, &[], A::Through { from: e3, to: g4 });
    assert_eq!(refused_with(elsewhere), "torres-lesson-through-elsewhere");
    let step = verdict("torres-climbing", 1, &[], A::Step { from: e3, to: s(b"e4") });
    assert_eq!(refused_with(step), "torres-lesson-through-not-step");
    // With 2 action points, a walk to g3 leaves the castle of h5 out of reach.
    let far = verdict("torres-climbing", 2, &[], A::Through { from: e3, to: s(b"g3") });
    assert_eq!(refused_with(far), "torres-lesson-cannot-reach");
    // One level up at a time: from c3 straight onto d2 is not even a step.
    let g = lesson("torres-climbing").steps[0].start;
    assert!(g.check(A::Step { from: s(b"c3"), to: s(b"d2") }).is_err());
}

/// The walk round the wall takes 6 steps, as the step's words say.
#[test]
fn climbing_walking_round_the_wall_takes_six_steps() {
    let g = lesson("torres-climbing").steps[1].start;
    let (from, to) = (s(b"e3"), s(b"g3"));
    let mut seen = 1u64 << from;
    let mut frontier = vec![from];
    let mut steps = 0;
    while seen & (1 << to) == 0 {
        steps += 1;
        let mut next = Vec::new();
        for sq in frontier {
            let near = crate::board::neighbors(1 << sq) & !g.occupied() & !seen;
            for t in Bits(near).filter(|&t| g.height(t) <= g.height(sq) + 1) {
                seen |= 1 << t;
                next.push(t);
            }
        }
        assert!(!next.is_empty(), "g3 cannot be walked to");
        frontier = next;
    }
    assert_eq!(steps, 6);
}

#[test]
fn scoring_moving_the_knight_that_scores_is_refused() {
    let high = verdict("torres-scoring", 0, &[], A::Step { from: s(b"d3"), to: s(b"d4") });
    assert_eq!(refused_with(high), "torres-lesson-keep-high");
    // Either way round the corner reaches the castle of a4.
    let (c3, c4) = (s(b"c3"), s(b"c4"));
    assert_eq!(verdict("torres-scoring", 0, &[], A::Step { from: c3, to: c4 }), Verdict::Continue);
    assert_eq!(
        verdict("torres-scoring", 0, &[A::Step { from: c3, to: c4 }], A::Step { from: c4, to: s(b"b4") }),
        Verdict::Done
    );
    // Ending the turn before stepping up is refused; the scoring then counts 5 × 3.
    assert_eq!(refused_with(verdict("torres-scoring", 1, &[], A::EndTurn)), "torres-lesson-step-before-scoring");
    let (before, after) = solved("torres-scoring", 1);
    assert_eq!(after.phase(), 3);
    assert_eq!(after.scores()[0] - before.scores()[0], 15);
    // The step on the smaller castle adds 3, the one on the bigger 6.
    let small = verdict("torres-scoring", 2, &[], A::Step { from: s(b"c3"), to: s(b"c2") });
    let Verdict::Refused(msg) = small else { panic!("the smaller gain is right") };
    assert_eq!((arg(&msg, "gain"), arg(&msg, "best")), (number(3), number(6)));
}

#[test]
fn king_stepping_the_high_knight_down_is_refused_for_a_new_knight() {
    let down = verdict("torres-king", 0, &[], A::Step { from: s(b"d3"), to: s(b"c3") });
    assert_eq!(refused_with(down), "torres-lesson-gain-less");
    assert_eq!(verdict("torres-king", 0, &[], A::AddKnight(s(b"d2"))), Verdict::Done);
    let (before, after) = solved("torres-king", 0);
    assert_eq!((after.castle_points(0) - before.castle_points(0), after.king_bonus(0, 1)), (0, 5));
    // The king on Blue's castle, or left where he is, gives Red nothing.
    assert_eq!(refused_with(verdict("torres-king", 1, &[], A::MoveKing(s(b"c2")))), "torres-lesson-king-theirs");
    assert_eq!(refused_with(verdict("torres-king", 1, &[], A::KeepKing)), "torres-lesson-king-none");
    assert_eq!(verdict("torres-king", 1, &[], A::MoveKing(s(b"g3"))), Verdict::Done);
    // In phase 3 a step down onto level 3 of the king's castle beats a step up elsewhere.
    let up = verdict("torres-king", 2, &[], A::Step { from: s(b"f3"), to: s(b"g3") });
    let Verdict::Refused(msg) = up else { panic!("the step up is right") };
    assert_eq!((arg(&msg, "gain"), arg(&msg, "best")), (number(6), number(10)));
}

#[test]
fn cards_climb_2_onto_a_square_no_higher_is_refused() {
    let (c3, c2) = (s(b"c3"), s(b"c2"));
    let same = verdict("torres-cards", 1, &[], A::Play(CardPlay::Climb2 { from: c3, to: c2 }));
    assert_eq!(refused_with(same), "torres-lesson-same-level");
    assert_eq!(
        refused_with(verdict("torres-cards", 1, &[], A::Step { from: c3, to: c2 })),
        "torres-lesson-card-not-step"
    );
    let edge = verdict("torres-cards", 2, &[], A::Play(CardPlay::Climb2 { from: s(b"e2"), to: s(b"e1") }));
    assert_eq!(refused_with(edge), "torres-lesson-climb2-edge");
    // Any card kept and any way of putting the others back is right.
    let way = [
        A::TakeCard,
        A::Keep(Card::ExtraBlock),
        A::PutBack { card: Card::Climb2, top: false },
        A::PutBack { card: Card::BlockUnder, top: true },
    ];
    for k in 0..3 {
        assert_eq!(verdict("torres-cards", 0, &way[..k], way[k]), Verdict::Continue, "move {k}");
    }
    assert_eq!(verdict("torres-cards", 0, &way[..3], way[3]), Verdict::Done);
    assert_eq!(refused_with(verdict("torres-cards", 0, &[], A::EndTurn)), "torres-lesson-why-end-turn");
}
