//! The heuristic value of a position for the bots.
//!
//! Each seat runs a race: the cheapest route of his Lord to the enemy Tower, in Lord steps.
//! A step the board already allows (same height, or across a run of Stairs) costs 1. A step it
//! does not allow yet also pays for what is still to be built: [`STAIR_COST`] per level of height
//! to bridge (one Stair each) and [`SUPPORT_COST`] per level beyond the first (a Block under the
//! Stairs), so a gentle slope of one level at a time is cheaper than a cliff and a Block that
//! makes one is worth placing. Such a climb right from the Lord's square costs [`STEP_BACK`]
//! more: its Stair cannot go under him. Another Lord on the way costs [`LORD_IN_THE_WAY`].
//! The cost becomes turns (three steps a turn); the seat to move is [`TEMPO`] turns ahead; a Lord
//! still on his own Tower pays for the danger of the third-turn rule; a Lord who can stop on his
//! goal in one move has won if his seat is to move, and is a [`THREAT`] otherwise. Values are a softmax over
//! the seats of minus their turns, so with two players the value is a logistic function of the
//! difference between the two races.

use super::board::{bit, neighbour, Mask};
use super::*;

/// Cost of a Lord step, the unit of the race.
const STEP: u16 = 1;
/// Extra cost per level of height a step climbs or descends without Stairs yet.
pub(crate) const STAIR_COST: u16 = 3;
/// Extra cost per level beyond the first of such a step (a support to build under the Stairs).
pub(crate) const SUPPORT_COST: u16 = 3;
/// Extra cost of a square another Lord stands on.
const LORD_IN_THE_WAY: u16 = 3;
/// Extra cost of a climb right from the Lord's square: its Stair would go where he stands, so
/// he must step back first and come again.
const STEP_BACK: u16 = 2;
/// Lord steps per turn.
const STEPS_PER_TURN: f32 = MAX_LORD_STEPS as f32;
/// Turns the seat to move is ahead of the others.
const TEMPO: f32 = 0.5;
/// Turns lost by a Lord still on his own Tower: with a way down ready, and per turn already
/// played without one (the third-turn rule comes closer).
const ON_TOWER_WITH_EXIT: f32 = 0.5;
const ON_TOWER_WITHOUT_EXIT: f32 = 2.0;
/// A Lord who can stop on the enemy Tower in one move: the seat to move wins now; another seat
/// wins at his next turn unless someone stops him, which these turns are taken off for.
const WIN_NOW: f32 = -10.0;
const THREAT: f32 = 2.0;
/// How sharply the value follows a difference of one turn.
/// Low enough that a seat far ahead still sees each step of progress (a greedy bot with
/// a saturated value would wander).
const SHARPNESS: f32 = 0.35;
/// Ring of buckets for the shortest-route search: more than the dearest single step.
const BUCKETS: usize = 32;

impl Voldetour {
    pub(crate) fn evaluate_position(&self) -> [f32; MAX_SEATS] {
        let mut v = [0.0f32; MAX_SEATS];
        let n = self.n as usize;
        if self.over {
            match self.winner {
                Some(w) => v[w as usize] = 1.0,
                None => v[..n].iter_mut().for_each(|x| *x = 1.0 / n as f32),
            }
            return v;
        }
        let mut strength = [0.0f32; MAX_SEATS];
        for (s, strength) in strength.iter_mut().enumerate().take(n) {
            if !self.out[s] {
                *strength = (-SHARPNESS * self.turns_to_win(s)).exp();
            }
        }
        let total: f32 = strength[..n].iter().sum();
        for (value, strength) in v.iter_mut().zip(&strength).take(n) {
            *value = if total > 0.0 { (strength / total).clamp(0.0, 1.0) } else { 1.0 / n as f32 };
        }
        v
    }

    /// Seat `s`'s own race alone ([`Game::evaluate_own`]): the other Lords count only where they
    /// stand in his way, never by how near their goals they are. Nearer his goal is higher; a Lord
    /// who can stop on it now (the lowest count of turns, [`WIN_NOW`]) stays under a won game's 1.
    /// (The bots value a finished game by its outcome, never by this.)
    pub(crate) fn evaluate_own_race(&self, s: usize) -> f32 {
        if self.over || self.out[s] {
            return 0.0;
        }
        (-SHARPNESS * (self.turns_to_win(s) - WIN_NOW + 0.5)).exp()
    }

    /// Rough turns seat `s` still needs to stop his Lord on the enemy Tower.
    fn turns_to_win(&self, s: usize) -> f32 {
        let to_move = s == self.to_move as usize;
        if self.lord_targets(s) & bit(self.towers[self.enemy(s as Seat) as usize]) != 0 {
            if to_move {
                return WIN_NOW;
            }
            return STEPS_PER_TURN.recip() - THREAT;
        }
        let cost = self.race_cost(s).unwrap_or(u16::MAX / 2);
        let mut turns = cost as f32 / STEPS_PER_TURN;
        if to_move {
            turns -= TEMPO;
        }
        if self.lords[s] == self.towers[s] {
            turns += if self.lord_targets(s) != 0 {
                ON_TOWER_WITH_EXIT
            } else {
                ON_TOWER_WITHOUT_EXIT * (self.turns_played[s] + 1) as f32
            };
        }
        turns
    }

    /// The cost of seat `s`'s cheapest route to the enemy Tower (see the module docs), found with
    /// a bucketed Dijkstra search over the squares.
    pub(crate) fn race_cost(&self, s: usize) -> Option<u16> {
        let start = *self.lords.get(s)?;
        if start as usize >= CELLS {
            return None;
        }
        let goal = self.towers[self.enemy(s as Seat) as usize];
        let mut dist = [u16::MAX; CELLS];
        self.route_search(start, Some(goal), self.lord_mask & !bit(start), true, &mut dist)
    }

    /// Route costs (the race's cost model) from `start` to every square, into `dist`
    /// (`u16::MAX` = unreachable). `step_back`: `start` is a Lord's square, so a climb right from
    /// it pays [`STEP_BACK`]. Stops early, returning the cost, once `goal` is settled.
    pub(crate) fn route_search(
        &self,
        start: u8,
        goal: Option<u8>,
        others: Mask,
        step_back: bool,
        dist: &mut [u16; CELLS],
    ) -> Option<u16> {
        let mut buckets: [Mask; BUCKETS] = [0; BUCKETS];
        dist[start as usize] = 0;
        buckets[0] = bit(start);
        let mut pending = 1u32;
        let mut d = 0u16;
        while pending > 0 {
            let bucket = &mut buckets[d as usize % BUCKETS];
            if *bucket == 0 {
                d += 1;
                continue;
            }
            let c = bucket.trailing_zeros() as u8;
            *bucket &= *bucket - 1;
            pending -= 1;
            if Some(c) == goal {
                return Some(d);
            }
            let here = self.height[c as usize];
            for dir in 0..4 {
                let Some(next) = neighbour(c, dir) else { continue };
                let levels = here.abs_diff(self.height[next as usize]) as u16;
                // A flat neighbour at the same height, or a run of Stairs that leads somewhere.
                let walk =
                    if self.open[next as usize] == 0 { (levels == 0).then_some(next) } else { self.step(c, dir, 0) };
                let (to, mut w) = match walk {
                    Some(to) => (to, STEP),
                    None => {
                        let build = if levels == 0 { 0 } else { levels * STAIR_COST + (levels - 1) * SUPPORT_COST };
                        let step_back = if levels > 0 && step_back && c == start { STEP_BACK } else { 0 };
                        (next, STEP + build + step_back)
                    }
                };
                if others & bit(to) != 0 {
                    w += LORD_IN_THE_WAY;
                }
                let nd = d + w;
                let old = dist[to as usize];
                if nd < old {
                    if old == u16::MAX {
                        pending += 1;
                    } else {
                        buckets[old as usize % BUCKETS] &= !bit(to);
                    }
                    dist[to as usize] = nd;
                    buckets[nd as usize % BUCKETS] |= bit(to);
                }
            }
        }
        None
    }
}
