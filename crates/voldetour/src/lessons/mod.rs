//! "Learn to play" (`castellan_core::lesson`): Voldétour in six short lessons, two-player game,
//! the learner playing Black (seat 0) against White's pieces. Each lesson has three or four
//! steps on set positions; the last is a small task that uses what the lesson showed.
//!
//! 1. `voldetour-goal` — the goal: walk onto White's Tower along a road at height 3; a first
//!    turn (a Block 3 high beside the Tower, then step off it); then the third turn, when the
//!    Lord must leave and the squares around are already 1 high (heights add up).
//! 2. `voldetour-blocks` — Blocks: one set on White's Block (heights add up); moving one of your
//!    own pieces instead of a new one (a stuck piece cannot move); then one Block, set the right
//!    way round, that lifts two squares at once.
//! 3. `voldetour-stairs` — Stairs: walk up one; place one rising the right way; nest one upside
//!    down into an open Stair to make a full cube; then two Stairs in a row, climbed in one step.
//! 4. `voldetour-walk` — the Lord's walk: three steps with a turn, Stairs crossed on the way;
//!    over his own Tower without stopping on it; then the nearest square to White's Tower he can
//!    reach, past another Lord.
//! 5. `voldetour-reach` — reaching the Tower: up a Stair onto it; one Block that completes a
//!    road; then a way round White's Lord, who stands in front of his Tower.
//! 6. `voldetour-defend` — blocking the way: take your own piece out of White's road; stand your
//!    Lord in it; then choose among the ways to cut a road that runs up your Stair.
//!
//! # Positions
//! Every position is built by [`position`] through the engine's own means: from a new game, each
//! piece is set down as its owner would set it (the placement rules are checked by
//! `check_block` / `check_stair`, bottom pieces first), then the Lords are put on their squares,
//! each seat's finished turns set, and Black is to move. The square names and pieces are
//! constants; the tests prove that every position builds and keeps every invariant of the space
//! model. A position that did not build would drop its lesson ([`all`] keeps the lessons whose
//! positions build) rather than panic in the browser.
//!
//! # Judging
//! Steps with one right sequence use [`follow`] (`Step::follow`, with refusals that name what is
//! wrong: the Lord stops short, the Stair rises the wrong way, the piece lies elsewhere). Steps
//! with several right ways judge the position after the move: [`walk_step`] (a placement is right
//! when it opens the Lord's way to the square asked for, or off his square at all; then the Lord
//! move ends the step), [`defend_step`] (any action after which White's Lord can no longer reach
//! Black's Tower in one move, the board as it stands) and [`nearest_step`] (every Lord move that
//! ends nearest to White's Tower). Every refusal is computed from the move and the position.

mod first;
mod tower;
mod walking;

use crate::board::{bit, Squares, BLOCKS_PER_SEAT, PIECES_PER_SEAT};
use crate::{cell_name, direction_key, parse_cell, VAction, Voldetour, VoldetourOptions, BLOCK_ORIENTATIONS};
use castellan_core::lesson::{Judge, Lesson, Step, Verdict};
use castellan_core::{Game, Msg};
use std::sync::Arc;

/// Every lesson, in teaching order (those whose positions build: all of them, as the tests show).
pub(crate) fn all() -> Vec<Lesson<Voldetour>> {
    [first::goal, first::blocks, walking::stairs, walking::walk, tower::reach, tower::defend]
        .into_iter()
        .filter_map(|lesson| lesson())
        .collect()
}

/// The learner's seat (Black) and the rival's (White).
const LEARNER: usize = 0;
const RIVAL: usize = 1;
/// The seed of every lesson position (the rules use no chance).
const SEED: u64 = 1;

/// A piece set down in a lesson position: its id (`seat * 10 + 0..5` Blocks, `+ 5..10` Stairs),
/// its anchor square, and its orientation (a Block's index into its orientations, a Stair's
/// direction 0..4 = N, E, S, W or 4 = nested).
pub(crate) type Put = (u8, &'static str, u8);

/// A two-player position: `pieces` set down in order (lowest first; each seat's Stairs in their
/// reserve order), the Lords of Black and White on `lords`, each seat having finished `turns`
/// turns, Black to move. `None` if a piece breaks a placement rule or the result breaks an
/// invariant.
pub(crate) fn position(pieces: &[Put], lords: [&str; 2], turns: u8) -> Option<Voldetour> {
    let mut g = Voldetour::new_with(&VoldetourOptions { players: 2 }, SEED).ok()?;
    for &(id, cell, orient) in pieces {
        let cell = parse_cell(cell)?;
        g.to_move = id / PIECES_PER_SEAT;
        (g.block_done, g.stair_done) = (false, false);
        let kind = id % PIECES_PER_SEAT;
        let fits = if kind < BLOCKS_PER_SEAT {
            g.check_block(kind, cell, orient)
        } else {
            g.check_stair(kind - BLOCKS_PER_SEAT, cell, orient)
        };
        fits.ok()?;
        g.move_piece(id, cell, orient);
    }
    for (s, name) in lords.iter().enumerate() {
        let to = parse_cell(name)?;
        g.lord_mask &= !bit(g.lords[s]);
        g.lords[s] = to;
        g.lord_mask |= bit(to);
    }
    g.turns_played = [turns, turns, 0, 0];
    g.turn = 2 * u32::from(turns) + 1;
    g.to_move = LEARNER as u8;
    (g.block_done, g.stair_done, g.acted) = (false, false, false);
    g.forget_history();
    g.remember_position();
    g.invariant_error().is_none().then_some(g)
}

/// A Lord move to the square named `to`.
pub(crate) fn lord(to: &str) -> Option<VAction> {
    Some(VAction::Lord { to: parse_cell(to)? })
}
/// Block `kind` (0..5) anchored on `cell` with orientation `orient`.
pub(crate) fn block(kind: u8, cell: &str, orient: u8) -> Option<VAction> {
    Some(VAction::Block { kind, cell: parse_cell(cell)?, orient })
}
/// Stair `index` (0..5) on `cell` rising toward `dir` (or nested).
pub(crate) fn stair(index: u8, cell: &str, dir: u8) -> Option<VAction> {
    Some(VAction::Stair { index, cell: parse_cell(cell)?, dir })
}

/// The square named `name` ("a1" to "j10"), for constants: a bad name fails to compile.
pub(crate) const fn sq(name: &str) -> u8 {
    let b = name.as_bytes();
    let row = if b.len() == 3 { 10 } else { b[1] - b'0' };
    (row - 1) * 10 + (b[0] - b'a')
}

/// Stair directions.
pub(crate) const NORTH: u8 = 0;
pub(crate) const EAST: u8 = 1;
pub(crate) const WEST: u8 = 3;
pub(crate) const NESTED: u8 = crate::NEST;

/// The learner's Lord's height (the surface he stands on).
fn lord_height(g: &Voldetour) -> u8 {
    let at = g.lord(LEARNER as u8);
    g.height.get(at as usize).copied().unwrap_or(0)
}

/// Whether the learner's Lord can stop on `target` this move.
fn reaches(g: &Voldetour, target: u8) -> bool {
    g.lord_targets(LEARNER) & bit(target) != 0
}

/// Where a placement's top would be, for a legal Block action (`None` otherwise).
fn block_top(g: &Voldetour, action: VAction) -> Option<u8> {
    let VAction::Block { kind, orient, .. } = action else { return None };
    let spot = g.action_spot(action)?;
    let &(_, _, dz) = BLOCK_ORIENTATIONS.get(kind as usize)?.get(orient as usize)?;
    Some(spot.base + dz)
}

/// Whether a Block action covers square `c`.
fn block_covers(action: VAction, c: u8) -> bool {
    let VAction::Block { kind, cell, orient } = action else { return false };
    let id = LEARNER as u8 * PIECES_PER_SEAT + kind;
    Voldetour::footprint_mask(id, crate::Spot { cell, orient, base: 0 }).is_some_and(|(m, _, _)| m & bit(c) != 0)
}

// ----- the refusals every kind of step shares -----

/// A Lord move that does not stop on `target`: he stops short, or the way is not built yet.
fn lord_elsewhere(g: &Voldetour, to: u8, target: u8) -> Msg {
    if reaches(g, target) {
        Msg::new("voldetour-lesson-stop-on").arg("square", cell_name(to)).arg("target", cell_name(target))
    } else {
        Msg::new("voldetour-lesson-build-first").arg("target", cell_name(target))
    }
}

fn no_end_turn() -> Msg {
    Msg::new("voldetour-lesson-no-end-turn")
}

/// A Stair where the step is built with a Block, and the other way round.
fn use_block() -> Msg {
    Msg::new("voldetour-lesson-use-block")
}
fn use_stair() -> Msg {
    Msg::new("voldetour-lesson-use-stair")
}

/// A Block whose top is not at the Lord's height, or (`otherwise`) one that is.
fn block_level(g: &Voldetour, action: VAction, otherwise: Msg) -> Msg {
    match block_top(g, action) {
        Some(top) if top != lord_height(g) => {
            Msg::new("voldetour-lesson-block-top").arg("top", top).arg("height", lord_height(g))
        }
        _ => otherwise,
    }
}

/// A placement after which the Lord still cannot reach `target`.
fn no_way(target: u8) -> Msg {
    Msg::new("voldetour-lesson-no-way").arg("target", cell_name(target))
}

/// A Stair that should stand on `square`, rising `wanted`, to climb toward `target`.
fn stair_misplaced(action: VAction, square: u8, wanted: u8, target: u8) -> Option<Msg> {
    let VAction::Stair { cell, dir, .. } = action else { return None };
    Some(if cell != square {
        Msg::new("voldetour-lesson-stair-square").arg("square", cell_name(square)).arg("target", cell_name(target))
    } else if dir != wanted {
        Msg::new("voldetour-lesson-stair-dir")
            .arg("direction", direction_key(dir))
            .arg("target", cell_name(target))
            .arg("wanted", direction_key(wanted))
    } else {
        no_way(target)
    })
}

// ----- kinds of steps -----

/// A step with one right sequence, ending with the Lord on `target`: a Lord move elsewhere is
/// refused (he stops short, or the way is not built yet), a placement once the way is open is
/// not needed, and any other placement is refused with `placement(position, action)`.
pub(crate) fn follow(
    start: Voldetour,
    (task, done): (Msg, Msg),
    solution: Vec<VAction>,
    target: u8,
    placement: impl Fn(&Voldetour, VAction) -> Msg + Send + Sync + 'static,
) -> Step<Voldetour> {
    let why = move |g: &Voldetour, action: VAction| match action {
        VAction::Lord { to } => lord_elsewhere(g, to, target),
        VAction::EndTurn | VAction::Pass => no_end_turn(),
        _ if reaches(g, target) => Msg::new("voldetour-lesson-no-build").arg("target", cell_name(target)),
        _ => placement(g, action),
    };
    Step::follow(start, task, solution, why, done)
}

/// Where a walking step wants the learner's Lord.
#[derive(Clone, Copy)]
pub(crate) enum Aim {
    /// Anywhere: off the Tower or the pillar he is stuck on.
    Off,
    /// Stopping on this square.
    To(u8),
}

/// What a walking step builds with.
#[derive(Clone, Copy, PartialEq)]
pub(crate) enum Build {
    Block,
    Stair,
    Any,
}

/// Why a placement that leaves the aim out of reach is refused: the position before it, the
/// position after it, and the placement.
pub(crate) type WhyPiece = fn(&Voldetour, &Voldetour, VAction) -> Msg;

/// A step with several right ways: one placement of the kind `build` after which the learner's
/// Lord can reach the aim, then the Lord move there (any move for [`Aim::Off`]). Placements
/// that leave the aim out of reach are refused with `why`.
pub(crate) fn walk_step(
    start: Voldetour,
    (task, done): (Msg, Msg),
    solution: Vec<VAction>,
    (aim, build): (Aim, Build),
    why: WhyPiece,
) -> Step<Voldetour> {
    let open = move |g: &Voldetour| match aim {
        Aim::Off => g.lord_targets(LEARNER) != 0,
        Aim::To(target) => reaches(g, target),
    };
    let judge: Judge<Voldetour> = Arc::new(move |g, _, action| match (action, aim) {
        (VAction::Lord { .. }, Aim::Off) => Verdict::Done,
        (VAction::Lord { to }, Aim::To(target)) if to == target => Verdict::Done,
        (VAction::Lord { to }, Aim::To(target)) => Verdict::Refused(lord_elsewhere(g, to, target)),
        (VAction::EndTurn | VAction::Pass, _) => Verdict::Refused(no_end_turn()),
        _ if open(g) => Verdict::Refused(match aim {
            Aim::Off => Msg::new("voldetour-lesson-walk-now"),
            Aim::To(target) => Msg::new("voldetour-lesson-no-build").arg("target", cell_name(target)),
        }),
        (VAction::Stair { .. }, _) if build == Build::Block => Verdict::Refused(use_block()),
        (VAction::Block { .. }, _) if build == Build::Stair => Verdict::Refused(use_stair()),
        _ => {
            let mut next = *g;
            next.play_unchecked(action);
            if open(&next) {
                Verdict::Continue
            } else {
                Verdict::Refused(why(g, &next, action))
            }
        }
    });
    Step { start, task, solution, judge, done }
}

/// Squares between `a` and `b` along rows and columns.
fn apart(a: u8, b: u8) -> u32 {
    u32::from((a % 10).abs_diff(b % 10)) + u32::from((a / 10).abs_diff(b / 10))
}

/// A walk: every Lord move that ends as near to White's Tower as the Lord can get this move is
/// right; a farther one is refused with both distances, a placement as not asked for.
pub(crate) fn nearest_step(start: Voldetour, (task, done): (Msg, Msg), solution: VAction) -> Step<Voldetour> {
    let judge: Judge<Voldetour> = Arc::new(|g, _, action| {
        let goal = g.tower(RIVAL as u8);
        let best = Squares(g.lord_targets(LEARNER)).map(|c| apart(c, goal)).min().unwrap_or(0);
        match action {
            VAction::Lord { to } if apart(to, goal) == best => Verdict::Done,
            VAction::Lord { to } => Verdict::Refused(
                Msg::new("voldetour-lesson-nearer")
                    .arg("square", cell_name(to))
                    .arg("squares", apart(to, goal))
                    .arg("best", best),
            ),
            VAction::EndTurn | VAction::Pass => Verdict::Refused(no_end_turn()),
            _ => Verdict::Refused(Msg::new("voldetour-lesson-walk-only")),
        }
    });
    Step { start, task, solution: vec![solution], judge, done }
}

/// Whether White's Lord can stop on Black's Tower in one move, the board as it stands.
fn threatened(g: &Voldetour) -> bool {
    g.lord_targets(RIVAL) & bit(g.tower(LEARNER as u8)) != 0
}

/// The squares White's Lord walks over to Black's Tower ("f3–e3–d3–c3"), the board as it stands.
fn route(g: &Voldetour) -> String {
    let mut rival = *g;
    rival.to_move = RIVAL as u8;
    let path = rival.lord_path(g.tower(LEARNER as u8)).unwrap_or_default();
    let mut names = vec![cell_name(g.lord(RIVAL as u8))];
    names.extend(path.into_iter().map(cell_name));
    names.join("–")
}

/// A defence: any single action after which White's Lord can no longer reach Black's Tower in
/// one move (the board as it stands) is right; any other is refused with the route he would
/// still have.
pub(crate) fn defend_step(start: Voldetour, (task, done): (Msg, Msg), solution: VAction) -> Step<Voldetour> {
    let judge: Judge<Voldetour> = Arc::new(|g, _, action| {
        if matches!(action, VAction::EndTurn | VAction::Pass) {
            return Verdict::Refused(no_end_turn());
        }
        let mut next = *g;
        next.play_unchecked(action);
        if !threatened(&next) {
            return Verdict::Done;
        }
        Verdict::Refused(match action {
            VAction::Lord { to } => {
                Msg::new("voldetour-lesson-threat-lord").arg("square", cell_name(to)).arg("route", route(&next))
            }
            _ => Msg::new("voldetour-lesson-threat-piece").arg("route", route(&next)),
        })
    });
    Step { start, task, solution: vec![solution], judge, done }
}

// Last in the file: the message-key scan (`tests/i18n.rs`) reads a file only up to its tests.
#[cfg(test)]
mod tests;
