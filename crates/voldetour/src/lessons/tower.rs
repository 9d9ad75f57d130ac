//! Lessons 5 and 6: reaching the Tower; blocking a rival's way.

use super::*;

const G8: u8 = sq("g8");
const H8: u8 = sq("h8");

/// A piece after which the Lord still cannot reach White's Tower.
fn reach_why(g: &Voldetour, _: &Voldetour, action: VAction) -> Msg {
    block_level(g, action, no_way(H8))
}

/// Reaching the Tower: up a Stair; one Block completing a road; round White's Lord.
pub(super) fn reach() -> Option<Lesson<Voldetour>> {
    // White's 1×2×2 upright on f8–g8 (height 2), Black's Lord on f8.
    let up = position(&[(13, "f8", 1)], ["f8", "b6"], 5)?;
    let up = follow(
        up,
        (Msg::new("voldetour-lesson-reach-stair-task"), Msg::new("voldetour-lesson-reach-stair-done")),
        vec![stair(0, "g8", EAST)?, lord("h8")?],
        H8,
        |_, action| stair_misplaced(action, G8, EAST, H8).unwrap_or_else(use_stair),
    );
    // Black's Lord on White's 1×1×3 on e8; f8 and g8 on the ground.
    let road = position(&[(12, "e8", 0)], ["e8", "b6"], 5)?;
    let road = walk_step(
        road,
        (Msg::new("voldetour-lesson-reach-block-task"), Msg::new("voldetour-lesson-reach-block-done")),
        vec![block(4, "f8", 1)?, lord("h8")?],
        (Aim::To(H8), Build::Block),
        reach_why,
    );
    // White's 1×2×3 upright on f7–f8 under Black's Lord, White's Lord on his 1×1×3 on g8.
    let round = position(&[(14, "f7", 0), (12, "g8", 0)], ["f7", "g8"], 5)?;
    let round = walk_step(
        round,
        (Msg::new("voldetour-lesson-reach-round-task"), Msg::new("voldetour-lesson-reach-round-done")),
        vec![block(4, "g7", 1)?, lord("h8")?],
        (Aim::To(H8), Build::Any),
        reach_why,
    );
    Some(Lesson {
        id: "voldetour-reach",
        title: Msg::new("voldetour-lesson-reach-title"),
        summary: Msg::new("voldetour-lesson-reach-summary"),
        steps: vec![up, road, round],
    })
}

/// Blocking the way: lift your own piece out of White's road; stand in it; choose how.
pub(super) fn defend() -> Option<Lesson<Voldetour>> {
    // White's Lord on his 1×1×3 on e3; Black's 1×1×3 on d3 bridges to c3.
    let lift = position(&[(2, "d3", 0), (12, "e3", 0)], ["b8", "e3"], 5)?;
    let lift = defend_step(
        lift,
        (Msg::new("voldetour-lesson-defend-lift-task"), Msg::new("voldetour-lesson-defend-lift-done")),
        block(2, "g8", 0)?,
    );
    // White's 1×2×3 upright on d2–d3 and 1×1×3 on e3 (his Lord on it); Black's Lord on his
    // 1×2×3 upright on d4–d5.
    let stand = position(&[(4, "d4", 0), (14, "d2", 0), (12, "e3", 0)], ["d5", "e3"], 5)?;
    let stand = defend_step(
        stand,
        (Msg::new("voldetour-lesson-defend-stand-task"), Msg::new("voldetour-lesson-defend-stand-done")),
        lord("d3")?,
    );
    // White's 1×2×2 upright on e3–f3 (his Lord on f3) and 1×1×3 on d3; Black's Stair on e3
    // rising west, from f3 up to d3; Black's Lord on his 1×2×3 on d4–d5.
    let choose = position(&[(13, "e3", 1), (12, "d3", 0), (5, "e3", WEST), (4, "d4", 0)], ["d5", "f3"], 5)?;
    let choose = defend_step(
        choose,
        (Msg::new("voldetour-lesson-defend-choose-task"), Msg::new("voldetour-lesson-defend-choose-done")),
        lord("d3")?,
    );
    Some(Lesson {
        id: "voldetour-defend",
        title: Msg::new("voldetour-lesson-defend-title"),
        summary: Msg::new("voldetour-lesson-defend-summary"),
        steps: vec![lift, stand, choose],
    })
}
