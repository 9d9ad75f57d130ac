//! Lessons 1 to 3: the goal and a first turn, moving, capturing.

use super::*;

/// The goal: own the most pieces; a stack is the top colour's; a turn moves one stack.
pub(super) fn goal() -> Option<Lesson<Torri>> {
    // The opening position: every move there is a front-row piece stepping out, all right.
    let start = Torri::new_game(&TorriOptions::default(), 1).ok()?;
    let out = one_of(
        start,
        Msg::new("torri-lesson-goal-start"),
        mv(sq!("e2"), sq!("e3")),
        |_, a| matches!(a, TorriAction::Move { .. }),
        |_, a| if a == TorriAction::Roll { why_roll() } else { why_other() },
        Msg::new("torri-lesson-goal-start-done"),
    );

    // Red's stack of three with blue pieces under it, blue's with red pieces under it.
    let (mine, theirs) = (sq!("e5"), sq!("h6"));
    let owner = one_of(
        position(&[(mine, "BBR"), (sq!("b4"), "R"), (theirs, "RRB"), (sq!("c8"), "B")])?,
        Msg::new("torri-lesson-goal-owner").arg("square", square_name(mine)).arg("theirs", square_name(theirs)),
        mv(mine, sq!("h5")),
        move |_, a| matches!(a, TorriAction::Move { from, .. } if from == mine),
        move |_, a| match a {
            TorriAction::Move { .. } => Msg::new("torri-lesson-why-other-stack").arg("square", square_name(mine)),
            TorriAction::Roll => why_roll(),
            _ => why_other(),
        },
        Msg::new("torri-lesson-goal-owner-done").arg("pieces", 3),
    );

    // Red owns stacks of 1, 2 and 4; blue owns a stack of 5 holding four red pieces.
    let (best, theirs) = (sq!("d6"), sq!("h4"));
    let board = [(sq!("c4"), "R"), (sq!("g6"), "BR"), (best, "BBBR"), (theirs, "RRRRB"), (sq!("b8"), "B")];
    let task = one_of(
        position(&board)?,
        Msg::new("torri-lesson-goal-task"),
        mv(best, sq!("h6")),
        move |_, a| matches!(a, TorriAction::Move { from, .. } if from == best),
        move |g, a| match a {
            TorriAction::Move { from, .. } => {
                Msg::new("torri-lesson-why-smaller").arg("pieces", g.stack(from).len()).arg("best", g.stack(best).len())
            }
            TorriAction::Roll => why_roll(),
            _ => why_other(),
        },
        Msg::new("torri-lesson-goal-task-done").arg("pieces", 4).arg("theirs", square_name(theirs)),
    );
    lesson(
        "torri-goal",
        Msg::new("torri-lesson-goal-title"),
        Msg::new("torri-lesson-goal-summary"),
        Some(vec![out, owner, task]),
    )
}

/// Moving: one square for a single, a stack's height for a stack, in a straight line, jumping.
pub(super) fn moving() -> Option<Lesson<Torri>> {
    let (from, target) = (sq!("e5"), sq!("d5"));
    let single = Step::follow(
        position(&[(from, "R"), (sq!("h8"), "B")])?,
        Msg::new("torri-lesson-moving-single").arg("from", square_name(from)).arg("target", square_name(target)),
        vec![mv(from, target)],
        move |g, a| why_elsewhere(g, a, target),
        Msg::new("torri-lesson-moving-single-done"),
    );

    let (from, target) = (sq!("c4"), sq!("f4"));
    let jump = Step::follow(
        position(&[(from, "RRR"), (sq!("d4"), "B"), (sq!("e4"), "B")])?,
        Msg::new("torri-lesson-moving-jump")
            .arg("pieces", 3)
            .arg("from", square_name(from))
            .arg("target", square_name(target)),
        vec![mv(from, target)],
        move |g, a| why_elsewhere(g, a, target),
        Msg::new("torri-lesson-moving-jump-done"),
    );

    // Only the stack of three reaches g6, over red's own piece and a blue one.
    let (from, target) = (sq!("g3"), sq!("g6"));
    let board = [(sq!("g4"), "R"), (sq!("d6"), "BR"), (from, "RBR"), (sq!("g5"), "B"), (sq!("i8"), "B")];
    let task = Step::follow(
        position(&board)?,
        Msg::new("torri-lesson-moving-task").arg("target", square_name(target)),
        vec![mv(from, target)],
        move |g, a| why_elsewhere(g, a, target),
        Msg::new("torri-lesson-moving-task-done").arg("pieces", 3).arg("target", square_name(target)),
    );
    lesson(
        "torri-moving",
        Msg::new("torri-lesson-moving-title"),
        Msg::new("torri-lesson-moving-summary"),
        Some(vec![single, jump, task]),
    )
}

/// Capturing: land exactly on a blue stack; height does not protect; take the biggest.
pub(super) fn capturing() -> Option<Lesson<Torri>> {
    let (from, target) = (sq!("e4"), sq!("e5"));
    let first = Step::follow(
        position(&[(from, "R"), (target, "B"), (sq!("h8"), "B")])?,
        Msg::new("torri-lesson-capture-first").arg("target", square_name(target)),
        vec![mv(from, target)],
        |g, a| why_not_capture(g, a, 1),
        Msg::new("torri-lesson-capture-first-done"),
    );

    // A stack of two jumps a blue piece to land on four blue ones.
    let (from, target) = (sq!("c3"), sq!("c5"));
    let tall = Step::follow(
        position(&[(from, "RR"), (sq!("c4"), "B"), (target, "BBBB")])?,
        Msg::new("torri-lesson-capture-tall")
            .arg("pieces", 4)
            .arg("target", square_name(target))
            .arg("from", square_name(from)),
        vec![mv(from, target)],
        |g, a| why_not_capture(g, a, 4),
        Msg::new("torri-lesson-capture-tall-done").arg("pieces", 6),
    );

    // Two captures of one piece, one of three.
    let (from, target) = (sq!("e5"), sq!("e6"));
    let board = [(from, "R"), (sq!("d5"), "B"), (target, "BRB"), (sq!("b3"), "RR"), (sq!("b5"), "B")];
    let task = Step::follow(
        position(&board)?,
        Msg::new("torri-lesson-capture-task"),
        vec![mv(from, target)],
        |g, a| why_not_capture(g, a, 3),
        Msg::new("torri-lesson-capture-task-done").arg("pieces", 3),
    );
    lesson(
        "torri-capture",
        Msg::new("torri-lesson-capture-title"),
        Msg::new("torri-lesson-capture-summary"),
        Some(vec![first, tall, task]),
    )
}
