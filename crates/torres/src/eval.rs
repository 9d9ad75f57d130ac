//! The heuristic value of a position for the bots' search: score lead plus the castle points
//! each player would collect if the phase ended now, and what one more step could add.

use super::board::{bit, neighbors, Bits};
use super::{Stage, Torres};
use castellan_core::MAX_SEATS;

impl Torres {
    /// Score lead plus the castle points each player would collect if the phase ended now,
    /// weighted by the scorings still to come, squashed into 0..1.
    pub(crate) fn evaluate_position(&self) -> [f32; MAX_SEATS] {
        let n = self.n as usize;
        let mut v = [0f32; MAX_SEATS];
        if self.stage == Stage::Over {
            let best = self.score[..n].iter().copied().max().unwrap_or(0);
            for (vp, &sp) in v.iter_mut().zip(&self.score[..n]) {
                *vp = if sp == best { 1.0 } else { 0.0 };
            }
            return v;
        }
        let left = (4 - self.phase.min(3)) as f32;
        let mut est = [0f32; MAX_SEATS];
        for (p, e) in est.iter_mut().enumerate().take(n) {
            *e = self.score[p] as f32
                + left * (self.castle_points(p) as f32 + REACH_WEIGHT * self.reachable_gain(p) as f32)
                + self.king_bonus(p, self.phase) as f32;
        }
        for p in 0..n {
            let other = (0..n).filter(|&q| q != p).map(|q| est[q]).fold(f32::MIN, f32::max);
            v[p] = 1.0 / (1.0 + (-(est[p] - other) / 20.0).exp());
        }
        v
    }
}

/// How much of the best one-step gain ([`Torres::reachable_gain`]) the evaluation counts: the
/// step is not taken yet and the opponents move first.
const REACH_WEIGHT: f32 = 0.5;

impl Torres {
    /// The most castle points `p` could add with one knight step (up at most one level onto an
    /// orthogonally adjacent empty square): what its next action point can reach. 0 if no step
    /// gains.
    pub(crate) fn reachable_gain(&self, p: usize) -> i32 {
        let now = self.castle_points(p);
        let mine = self.knight_bb[p];
        let empty = !self.occupied();
        let mut best = 0;
        for k in Bits(mine) {
            let up =
                neighbors(bit(k)) & empty & self.lv.above(self.h[k as usize]) & self.lv.at_most(self.h[k as usize] + 1);
            for to in Bits(up) {
                best = best.max(self.castle_points_of((mine & !bit(k)) | bit(to)) - now);
            }
        }
        best
    }
}
