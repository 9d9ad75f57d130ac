//! The Lord's walk: steps between flat squares of one height, runs of Stairs crossed for free.
//!
//! Reachable squares are found one step at a time on bitboards: a step between flat squares of
//! the same height is a shift of the frontier; only frontier squares facing an open Stair are
//! followed square by square across the run of Stairs.

use super::board::*;
use super::*;

impl Voldetour {
    /// Where one step from flat square `c` toward `d` lands: the next square if it is flat at the
    /// same height, or the flat square beyond a straight run of Stairs whose far side is at its
    /// height. `blockers` are squares the Lord may not enter or cross (other Lords).
    pub(crate) fn step(&self, c: u8, d: usize, blockers: Mask) -> Option<u8> {
        let mut h = self.height[c as usize];
        let mut cur = neighbour(c, d)?;
        loop {
            let stair = self.open[cur as usize];
            if stair == 0 {
                let lands = self.height[cur as usize] == h && blockers & bit(cur) == 0;
                return lands.then_some(cur);
            }
            let rises_toward = self.pieces[(stair - 1) as usize].orient as usize;
            let base = self.height[cur as usize];
            if rises_toward == d && base == h {
                h = base + 1; // up the slope
            } else if rises_toward == opposite(d) && base + 1 == h {
                h = base; // down the slope
            } else {
                return None; // a Stair's side, or a slope at another height
            }
            cur = neighbour(cur, d)?;
        }
    }

    /// The squares one step away from any square of `frontier`.
    fn expand(&self, frontier: Mask, blockers: Mask) -> Mask {
        let s = &self.surface;
        let slopes = s.slopes();
        let mut next = 0;
        for h in 0..LEVELS {
            let flat = s.level[h] & !slopes;
            let from = frontier & flat;
            if from == 0 {
                continue;
            }
            let to = flat & !blockers;
            for d in 0..4 {
                next |= shift(from, d) & to;
            }
        }
        for d in 0..4 {
            for c in Squares(frontier & shift(slopes, opposite(d))) {
                if let Some(t) = self.step(c, d, blockers) {
                    next |= bit(t);
                }
            }
        }
        next
    }

    /// Squares a Lord on `start` reaches in 1..=`max_steps` steps (his start excluded).
    fn reach(&self, start: u8, blockers: Mask, max_steps: u8) -> Mask {
        let mut reached = bit(start);
        let mut frontier = reached;
        for _ in 0..max_steps {
            let next = self.expand(frontier, blockers) & !reached;
            if next == 0 {
                break;
            }
            reached |= next;
            frontier = next;
        }
        reached & !bit(start)
    }

    /// Squares the Lord of `me` may cross (ending there or not) in one move.
    pub(crate) fn lord_reach(&self, me: usize) -> Mask {
        let start = self.lords[me % MAX_SEATS];
        if start as usize >= CELLS {
            return 0;
        }
        self.reach(start, self.lord_mask & !bit(start), MAX_LORD_STEPS)
    }

    /// Squares the Lord of `me` may end a move on: reachable, and no Tower but the enemy's.
    pub(crate) fn lord_targets(&self, me: usize) -> Mask {
        let goal = self.towers[self.enemy(me as Seat) as usize];
        self.lord_reach(me) & !(self.tower_mask & !bit(goal))
    }

    /// Fewest Lord steps (ignoring other Lords) from the Lord of `me` to his enemy Tower.
    pub fn steps_to_goal(&self, me: usize) -> Option<u32> {
        let start = *self.lords.get(me)?;
        if start as usize >= CELLS || me >= self.n as usize {
            return None;
        }
        let goal = bit(self.towers[self.enemy(me as Seat) as usize]);
        let mut reached = bit(start);
        let mut frontier = reached;
        let mut steps = 0;
        while reached & goal == 0 {
            frontier = self.expand(frontier, 0) & !reached;
            if frontier == 0 {
                return None;
            }
            reached |= frontier;
            steps += 1;
        }
        Some(steps)
    }

    /// The route the Lord of the seat to move takes to `to`, if that Lord move is legal: every
    /// square he passes over after his start, Stairs crossed included, ending on `to`. Of the
    /// shortest routes, the first found trying N, E, S, W at each step.
    pub fn lord_path(&self, to: u8) -> Option<Vec<u8>> {
        let me = self.to_move as usize;
        if self.over || to as usize >= CELLS || self.lord_targets(me) & bit(to) == 0 {
            return None;
        }
        let start = self.lords[me];
        let blockers = self.lord_mask & !bit(start);
        // Breadth-first over landing squares, remembering the square each was reached from.
        let mut from = [NO_SQUARE; CELLS];
        from[start as usize] = start;
        let mut frontier = vec![start];
        for _ in 0..MAX_LORD_STEPS {
            let mut next = Vec::new();
            for &c in &frontier {
                for d in 0..4 {
                    if let Some(t) = self.step(c, d, blockers) {
                        if from[t as usize] == NO_SQUARE {
                            from[t as usize] = c;
                            next.push(t);
                        }
                    }
                }
            }
            frontier = next;
        }
        let mut landings = vec![to];
        let mut c = to;
        while from[c as usize] != start {
            c = from[c as usize];
            if c == NO_SQUARE {
                return None;
            }
            landings.push(c);
        }
        landings.reverse();
        // Fill in the Stair squares crossed between consecutive landings (a straight line).
        let mut path = Vec::new();
        let mut prev = start;
        for &land in &landings {
            let d = (0..4).find(|&d| self.step(prev, d, blockers) == Some(land))?;
            let mut cur = prev;
            while let Some(n) = neighbour(cur, d) {
                path.push(n);
                if n == land {
                    break;
                }
                cur = n;
            }
            prev = land;
        }
        Some(path)
    }
}
