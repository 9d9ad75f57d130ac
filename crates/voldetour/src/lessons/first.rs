//! Lessons 1 and 2: the goal and a first turn; Blocks.

use super::*;

const E3: u8 = sq("e3");
const F3: u8 = sq("f3");
const H8: u8 = sq("h8");

/// A Block that leaves the Lord where he is: its top is not at his height, or it is out of his
/// reach.
fn off_why(g: &Voldetour, _: &Voldetour, action: VAction) -> Msg {
    block_level(g, action, Msg::new("voldetour-lesson-not-beside"))
}

/// The heights of e3 and f3 after a Block that does not lift both to 3.
fn pair_why(_: &Voldetour, next: &Voldetour, _: VAction) -> Msg {
    Msg::new("voldetour-lesson-pair-heights")
        .arg("first", next.height[E3 as usize])
        .arg("second", next.height[F3 as usize])
}

/// The goal: onto White's Tower along a road at height 3; a first turn off the Tower; the third
/// turn, with the squares around the Tower already 1 high.
pub(super) fn goal() -> Option<Lesson<Voldetour>> {
    // Black's 1×2×3 Block upright on e8–f8 and 1×1×3 on g8: a road at height 3 to h8.
    let road = position(&[(4, "e8", 1), (2, "g8", 0)], ["e8", "j1"], 6)?;
    let win = follow(
        road,
        (Msg::new("voldetour-lesson-goal-win-task"), Msg::new("voldetour-lesson-goal-win-done")),
        vec![lord("h8")?],
        H8,
        |_, _| no_way(H8),
    );
    let fresh = Voldetour::new_with(&VoldetourOptions { players: 2 }, SEED).ok()?;
    let leave = walk_step(
        fresh,
        (Msg::new("voldetour-lesson-goal-leave-task"), Msg::new("voldetour-lesson-goal-leave-done")),
        vec![block(2, "d3", 0)?, lord("d3")?],
        (Aim::Off, Build::Block),
        off_why,
    );
    // Black's third turn: White's 1×2×3 flat on a2–b4, his 1×1×3 lying on c4–c6, Black's
    // 1×1×2 lying on d3–e3 and 1×1×1 on c2: every square beside c3 is 1 high.
    let third = position(&[(14, "a2", 4), (12, "c4", 2), (1, "d3", 1), (0, "c2", 0)], ["c3", "h8"], 2)?;
    let third = walk_step(
        third,
        (Msg::new("voldetour-lesson-goal-third-task"), Msg::new("voldetour-lesson-goal-third-done")),
        vec![block(3, "c4", 0)?, lord("c4")?],
        (Aim::Off, Build::Block),
        off_why,
    );
    Some(Lesson {
        id: "voldetour-goal",
        title: Msg::new("voldetour-lesson-goal-title"),
        summary: Msg::new("voldetour-lesson-goal-summary"),
        steps: vec![win, leave, third],
    })
}

/// Blocks: one set on White's Block; moving one of your own; one Block lifting two squares.
pub(super) fn blocks() -> Option<Lesson<Voldetour>> {
    // Black's Lord on his 1×1×3 Block on d3; White's 1×1×1 on e3.
    let stack = position(&[(2, "d3", 0), (10, "e3", 0)], ["d3", "h5"], 4)?;
    let stack = follow(
        stack,
        (Msg::new("voldetour-lesson-blocks-stack-task"), Msg::new("voldetour-lesson-blocks-stack-done")),
        vec![block(1, "e3", 0)?, lord("e3")?],
        E3,
        |g, action| match action {
            VAction::Block { .. } if block_covers(action, E3) => block_level(g, action, no_way(E3)),
            VAction::Block { .. } => Msg::new("voldetour-lesson-build-on").arg("square", cell_name(E3)),
            _ => use_block(),
        },
    );
    // Black's 1×2×3 upright on a8–a9, his 1×2×2 flat on f5–g6 under White's 1×1×1 (stuck); only
    // the 1×1×1 and 1×1×2 are left in his reserve.
    let moved = position(&[(2, "d3", 0), (4, "a8", 0), (3, "f5", 2), (10, "f5", 0)], ["d3", "h4"], 4)?;
    let moved = walk_step(
        moved,
        (Msg::new("voldetour-lesson-blocks-move-task"), Msg::new("voldetour-lesson-blocks-move-done")),
        vec![block(4, "e3", 1)?, lord("f3")?],
        (Aim::Off, Build::Block),
        off_why,
    );
    // White's 1×1×2 lying on e3–f3: both squares 1 high beside the Lord's pillar.
    let pair = position(&[(2, "d3", 0), (11, "e3", 1)], ["d3", "h5"], 4)?;
    let pair = walk_step(
        pair,
        (Msg::new("voldetour-lesson-blocks-pair-task"), Msg::new("voldetour-lesson-blocks-pair-done")),
        vec![block(3, "e3", 1)?, lord("f3")?],
        (Aim::To(F3), Build::Block),
        pair_why,
    );
    Some(Lesson {
        id: "voldetour-blocks",
        title: Msg::new("voldetour-lesson-blocks-title"),
        summary: Msg::new("voldetour-lesson-blocks-summary"),
        steps: vec![stack, moved, pair],
    })
}
