//! Lessons 4 to 7: towers, the die, home, the end of the game.

use super::*;

/// Seeds of the die (found by the tests' `seed_throwing`): the first throw of each is the number
/// its name says.
pub(super) const SEED_FOUR: u64 = 0;
pub(super) const SEED_FIVE: u64 = 1;
pub(super) const SEED_SIX: u64 = 10;

/// Towers: the top colour owns a tower; a tall one goes far; over the limit it is split.
pub(super) fn towers() -> Option<Lesson<Torri>> {
    // Blue sits on three red pieces.
    let (from, target) = (sq!("d5"), sq!("d6"));
    let back = Step::follow(
        position(&[(from, "R"), (target, "RRRB"), (sq!("h8"), "B")])?,
        Msg::new("torri-lesson-towers-back").arg("pieces", 3).arg("target", square_name(target)),
        vec![mv(from, target)],
        |g, a| why_not_capture(g, a, 4),
        Msg::new("torri-lesson-towers-back-done").arg("pieces", 5),
    );

    // The tower of five reaches h4; the single next to it cannot.
    let (from, target) = (sq!("c4"), sq!("h4"));
    let far = Step::follow(
        position(&[(from, "RBRBR"), (target, "BB"), (sq!("h6"), "R"), (sq!("a8"), "B")])?,
        Msg::new("torri-lesson-towers-far").arg("pieces", 5).arg("target", square_name(target)),
        vec![mv(from, target)],
        move |g, a| why_elsewhere(g, a, target),
        Msg::new("torri-lesson-towers-far-done"),
    );

    // Two on eleven makes thirteen: split, and the top part lands on the blue piece beside it.
    let (from, target, blue) = (sq!("e5"), sq!("e7"), sq!("f7"));
    let start = position(&[(from, "RR"), (target, "RRRRRRRRRRB"), (blue, "B"), (sq!("a8"), "B")])?;
    let capture = mv(from, target);
    let judge: Judge<Torri> = Arc::new(move |g, made, a| match (made.len(), a) {
        (0, a) if a == capture => Verdict::Continue,
        (0, a) => Verdict::Refused(why_not_capture(g, a, 11)),
        (_, TorriAction::Split { to, .. }) if to == blue => Verdict::Done,
        (_, TorriAction::Split { to, .. }) if g.stack(to).is_empty() => Verdict::Refused(
            Msg::new("torri-lesson-why-split-empty").arg("to", square_name(to)).arg("target", square_name(blue)),
        ),
        _ => Verdict::Refused(why_other()),
    });
    let split = Step {
        start,
        task: Msg::new("torri-lesson-towers-task")
            .arg("limit", DEFAULT_HEIGHT_LIMIT)
            .arg("target", square_name(target))
            .arg("blue", square_name(blue)),
        solution: vec![capture, TorriAction::Split { cut: 12, to: blue }],
        judge,
        done: Msg::new("torri-lesson-towers-task-done"),
    };
    lesson(
        "torri-towers",
        Msg::new("torri-lesson-towers-title"),
        Msg::new("torri-lesson-towers-summary"),
        Some(vec![back, far, split]),
    )
}

/// The die: roll and move the number; every stack goes that far; a six and a height move.
pub(super) fn dice() -> Option<Lesson<Torri>> {
    // The learner rolls (a 4, not said before the throw): the single on c4 can then capture.
    let board = [(sq!("c4"), "R"), (sq!("g3"), "RR"), (sq!("c8"), "B"), (sq!("h7"), "BB")];
    let judge: Judge<Torri> = Arc::new(|g, made, a| match (made.len(), a) {
        (0, TorriAction::Roll) => Verdict::Continue,
        (0, TorriAction::Move { .. }) => Verdict::Refused(Msg::new("torri-lesson-why-height")),
        (_, TorriAction::Move { to, .. }) => {
            let captures = legal_vec(g).into_iter().any(|m| m.target_square().is_some_and(|t| !g.stack(t).is_empty()));
            if !captures || !g.stack(to).is_empty() {
                Verdict::Done
            } else {
                Verdict::Refused(why_empty(to))
            }
        }
        _ => Verdict::Refused(why_other()),
    });
    let roll = Step {
        start: seeded(&board, SEED_FOUR)?,
        task: Msg::new("torri-lesson-dice-roll"),
        solution: vec![TorriAction::Roll, mv(sq!("c4"), sq!("c8"))],
        judge,
        done: Msg::new("torri-lesson-dice-roll-done"),
    };

    // A 5 thrown: the single reaches the blue pair; the stack of three does not go 3.
    let (from, target) = (sq!("b4"), sq!("g4"));
    let board = [(from, "R"), (target, "BB"), (sq!("e3"), "RRR"), (sq!("e6"), "B")];
    let any = Step::follow(
        rolled(&board, SEED_FIVE, 5)?,
        Msg::new("torri-lesson-dice-any").arg("roll", 5),
        vec![mv(from, target)],
        |g, a| match a {
            TorriAction::Move { to, .. } if g.stack(to).is_empty() => Msg::new("torri-lesson-why-roll-elsewhere")
                .arg("roll", g.last_roll().map_or(0, |r| r.distance))
                .arg("to", square_name(to)),
            _ => why_other(),
        },
        Msg::new("torri-lesson-dice-any-done").arg("roll", 5),
    );

    // A 6 thrown: capture with it, then capture again by a height move with the other stack.
    let board = [(sq!("a5"), "R"), (sq!("g5"), "BB"), (sq!("d3"), "RR"), (sq!("d5"), "B"), (sq!("h8"), "B")];
    let six = Step::follow(
        rolled(&board, SEED_SIX, 6)?,
        Msg::new("torri-lesson-dice-task"),
        vec![mv(sq!("a5"), sq!("g5")), mv(sq!("d3"), sq!("d5"))],
        |g, a| match a {
            TorriAction::Roll => Msg::new("torri-lesson-why-gamble"),
            TorriAction::Move { to, .. } if g.stack(to).is_empty() => why_empty(to),
            _ => why_other(),
        },
        Msg::new("torri-lesson-dice-task-done"),
    );
    lesson(
        "torri-dice",
        Msg::new("torri-lesson-dice-title"),
        Msg::new("torri-lesson-dice-summary"),
        Some(vec![roll, any, six]),
    )
}

/// Home: a stack brought home is safe for good; a single walks in and out; bring the most home.
pub(super) fn home() -> Option<Lesson<Torri>> {
    // Blue's three on f7 could land on f4 by a height move. (Red's single on b5 keeps the game
    // from ending with the stack at home.)
    let (from, target) = (sq!("f4"), sq!("f2"));
    let stack = Step::follow(
        position(&[(from, "BR"), (sq!("b5"), "R"), (sq!("f7"), "BBB"), (sq!("a8"), "B")])?,
        Msg::new("torri-lesson-home-stack").arg("from", square_name(from)),
        vec![mv(from, target)],
        move |g, a| match a {
            TorriAction::Move { from: other, .. } if other != from => {
                Msg::new("torri-lesson-why-other-stack").arg("square", square_name(from))
            }
            _ => why_field(g, a),
        },
        Msg::new("torri-lesson-home-stack-done"),
    );

    let (from, target) = (sq!("c2"), sq!("c3"));
    let single = Step::follow(
        position(&[(from, "R"), (target, "B"), (sq!("h8"), "B")])?,
        Msg::new("torri-lesson-home-single").arg("from", square_name(from)).arg("target", square_name(target)),
        vec![mv(from, target)],
        |g, a| why_not_capture(g, a, 1),
        Msg::new("torri-lesson-home-single-done"),
    );

    // Stacks of 3 and 2 can reach home; the stack of 4 ends one row short.
    let (best, short) = (sq!("c5"), sq!("e7"));
    let board = [(best, "BBR"), (sq!("h4"), "RR"), (short, "BRBR"), (sq!("a8"), "BB"), (sq!("j6"), "B")];
    let task = Step::follow(
        position(&board)?,
        Msg::new("torri-lesson-home-task"),
        vec![mv(best, sq!("c2"))],
        move |g, a| match a {
            TorriAction::Move { from, to } if g.home_owner(to) == Some(RED) => Msg::new("torri-lesson-why-fewer-home")
                .arg("pieces", g.stack(from).len())
                .arg("square", square_name(best))
                .arg("best", g.stack(best).len()),
            _ => why_field(g, a),
        },
        Msg::new("torri-lesson-home-task-done").arg("pieces", 3).arg("short", square_name(short)),
    );
    lesson(
        "torri-home",
        Msg::new("torri-lesson-home-title"),
        Msg::new("torri-lesson-home-summary"),
        Some(vec![stack, single, task]),
    )
}

/// The end: nothing left to move ends the game with the round; then everything is counted.
pub(super) fn end() -> Option<Lesson<Torri>> {
    // Red leads 9 to 6 and has one free stack; home, it is out of reach for the count.
    let (from, target) = (sq!("f4"), sq!("f2"));
    let board = [
        (sq!("c1"), "RRRR"),
        (sq!("h2"), "RRR"),
        (from, "BR"),
        (sq!("d10"), "BBB"),
        (sq!("b6"), "BB"),
        (sq!("h7"), "B"),
    ];
    let start = position(&board)?;
    let (yours, theirs) = counts(&start);
    let last = Step::follow(
        start,
        Msg::new("torri-lesson-end-last").arg("yours", yours).arg("theirs", theirs),
        vec![mv(from, target)],
        |_, a| match a {
            TorriAction::Move { to, .. } => Msg::new("torri-lesson-why-not-last").arg("to", square_name(to)),
            TorriAction::Roll => why_roll(),
            _ => why_other(),
        },
        Msg::new("torri-lesson-end-last-done").arg("yours", yours).arg("theirs", theirs),
    );

    // Blue leads 11 to 7 with one free stack, which red's three can capture: then blue is stuck.
    let (from, target) = (sq!("e4"), sq!("e7"));
    let board = [(sq!("b1"), "RRRR"), (from, "RRR"), (sq!("c10"), "BBBBB"), (sq!("h9"), "BBB"), (target, "BBB")];
    let start = position(&board)?;
    let (yours, theirs) = counts(&start);
    let mut after = start.clone();
    after.play_unchecked(mv(from, target));
    let (won, lost) = counts(&after);
    let task = Step::follow(
        start,
        Msg::new("torri-lesson-end-task").arg("yours", yours).arg("theirs", theirs),
        vec![mv(from, target)],
        |g, a| match a {
            TorriAction::Move { .. } => {
                let mut after = g.clone();
                after.play_unchecked(a);
                let (yours, theirs) = counts(&after);
                let free = (0..SQUARES as Square).find(|&s| after.stack(s).top() == Some(BLUE) && !after.is_frozen(s));
                match free {
                    _ if !after.has_movable(RED, false) => {
                        Msg::new("torri-lesson-why-end-behind").arg("yours", yours).arg("theirs", theirs)
                    }
                    Some(s) => Msg::new("torri-lesson-why-blue-free")
                        .arg("square", square_name(s))
                        .arg("yours", yours)
                        .arg("theirs", theirs),
                    None => why_other(),
                }
            }
            TorriAction::Roll => why_roll(),
            _ => why_other(),
        },
        Msg::new("torri-lesson-end-task-done").arg("yours", won).arg("theirs", lost),
    );
    lesson(
        "torri-end",
        Msg::new("torri-lesson-end-title"),
        Msg::new("torri-lesson-end-summary"),
        Some(vec![last, task]),
    )
}
