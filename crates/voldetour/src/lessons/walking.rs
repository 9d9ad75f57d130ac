//! Lessons 3 and 4: Stairs; the Lord's walk.

use super::*;

const D5: u8 = sq("d5");
const E3: u8 = sq("e3");
const E5: u8 = sq("e5");
const F5: u8 = sq("f5");
const G6: u8 = sq("g6");

/// A Stair of the last task that leaves f5 out of reach.
fn run_why(_: &Voldetour, _: &Voldetour, action: VAction) -> Msg {
    stair_misplaced(action, D5, EAST, F5).unwrap_or_else(|| no_way(F5))
}

/// Stairs: walk up one; place one; nest one into an open Stair; two in a row.
pub(super) fn stairs() -> Option<Lesson<Voldetour>> {
    // White's 1×1×1 on e5, Black's Stair on d5 rising east, Black's Lord on c5.
    let climb = position(&[(10, "e5", 0), (5, "d5", EAST)], ["c5", "h3"], 4)?;
    let climb = follow(
        climb,
        (Msg::new("voldetour-lesson-stairs-climb-task"), Msg::new("voldetour-lesson-stairs-climb-done")),
        vec![lord("e5")?],
        E5,
        |_, _| no_way(E5),
    );
    let place = position(&[(10, "e5", 0)], ["c5", "h3"], 4)?;
    let place = follow(
        place,
        (Msg::new("voldetour-lesson-stairs-place-task"), Msg::new("voldetour-lesson-stairs-place-done")),
        vec![stair(0, "d5", EAST)?, lord("e5")?],
        E5,
        |_, action| stair_misplaced(action, D5, EAST, E5).unwrap_or_else(use_stair),
    );
    // Black's Lord on White's 1×1×1 on d5; White's Stair on e5 rising north (its side faces the
    // Lord); Black's 1×1×1 on f5.
    let nest = position(&[(10, "d5", 0), (15, "e5", NORTH), (0, "f5", 0)], ["d5", "h3"], 4)?;
    let nest = follow(
        nest,
        (Msg::new("voldetour-lesson-stairs-nest-task"), Msg::new("voldetour-lesson-stairs-nest-done")),
        vec![stair(0, "e5", NESTED)?, lord("f5")?],
        F5,
        |_, _| Msg::new("voldetour-lesson-nest-here").arg("square", cell_name(E5)),
    );
    // White's 1×1×1 on e5 topped by his Stair rising east, his 1×1×2 standing on f5.
    let run = position(&[(10, "e5", 0), (15, "e5", EAST), (11, "f5", 0)], ["c5", "h3"], 4)?;
    let run = walk_step(
        run,
        (Msg::new("voldetour-lesson-stairs-run-task"), Msg::new("voldetour-lesson-stairs-run-done")),
        vec![stair(0, "d5", EAST)?, lord("f5")?],
        (Aim::To(F5), Build::Stair),
        run_why,
    );
    Some(Lesson {
        id: "voldetour-stairs",
        title: Msg::new("voldetour-lesson-stairs-title"),
        summary: Msg::new("voldetour-lesson-stairs-summary"),
        steps: vec![climb, place, nest, run],
    })
}

/// The Lord's walk: three steps with Stairs and a turn; over his own Tower; as near as he can.
pub(super) fn walk() -> Option<Lesson<Voldetour>> {
    // Black's Stair on d5 rising east, White's 1×1×1 on e5, Black's Stair on f5 rising west:
    // up and down again.
    let free = position(&[(10, "e5", 0), (5, "d5", EAST), (6, "f5", WEST)], ["c5", "h2"], 4)?;
    let free = follow(
        free,
        (Msg::new("voldetour-lesson-walk-free-task"), Msg::new("voldetour-lesson-walk-free-done")),
        vec![lord("g6")?],
        G6,
        |_, _| no_way(G6),
    );
    // Black's Lord on his 1×1×3 on b3, west of his Tower; his 1×2×3 upright on d3–e3.
    let tower = position(&[(2, "b3", 0), (4, "d3", 1)], ["b3", "h5"], 4)?;
    let tower = follow(
        tower,
        (Msg::new("voldetour-lesson-walk-tower-task"), Msg::new("voldetour-lesson-walk-tower-done")),
        vec![lord("e3")?],
        E3,
        |_, _| no_way(E3),
    );
    // Black's 1×2×2 flat on e6–f7 (height 1), his Stairs up on d7 (rising east) and down on g7
    // and g6 (rising west); White's Lord on h6.
    let near = position(&[(3, "e6", 2), (5, "d7", EAST), (6, "g7", WEST), (7, "g6", WEST)], ["c7", "h6"], 5)?;
    let near = nearest_step(
        near,
        (Msg::new("voldetour-lesson-walk-near-task"), Msg::new("voldetour-lesson-walk-near-done")),
        lord("h7")?,
    );
    Some(Lesson {
        id: "voldetour-walk",
        title: Msg::new("voldetour-lesson-walk-title"),
        summary: Msg::new("voldetour-lesson-walk-summary"),
        steps: vec![free, tower, near],
    })
}
