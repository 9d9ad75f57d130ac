//! Phase scoring (castles, king's bonus, master bonuses, bump) and the heuristic evaluation.

use super::board::{Bits, MAX_CASTLES, NONE};
use super::{Stage, Torres};
use crate::core::MAX_SEATS;

impl Torres {
    /// What `p`'s knights would score for castles now: per castle, area × his highest level.
    pub fn castle_points(&self, p: usize) -> i32 {
        let mut best = [0u8; MAX_CASTLES];
        for k in Bits(self.knight_bb[p]) {
            let c = self.castles.id[k as usize];
            if c != NONE {
                best[c as usize] = best[c as usize].max(self.h[k as usize]);
            }
        }
        (0..self.castles.count as usize).map(|c| self.castles.area[c] as i32 * best[c] as i32).sum()
    }

    /// King's bonus for `p` at the end of `phase`: a knight on exactly level `phase` of the
    /// king's castle earns 5 × phase, once however many knights qualify.
    pub fn king_bonus(&self, p: usize, phase: u8) -> i32 {
        if self.king >= 64 {
            return 0;
        }
        let kc = self.castles.id[self.king as usize];
        if kc == NONE {
            return 0;
        }
        let hit = Bits(self.knight_bb[p])
            .any(|k| self.castles.id[k as usize] == kc && self.h[k as usize] == phase);
        if hit {
            5 * phase as i32
        } else {
            0
        }
    }

    /// Everything `p` gains at the end of the current phase.
    pub fn phase_points(&self, p: usize) -> i32 {
        self.castle_points(p) + self.king_bonus(p, self.phase) + self.master_bonus(p, self.phase)
    }

    /// Scores the phase: all totals come from the board as it stands, then players are moved in
    /// the order of the last round (each whole total at once, then the bump rule).
    pub(crate) fn score_phase(&mut self) {
        let mut totals = [0i32; 4];
        for (p, t) in totals.iter_mut().enumerate().take(self.n as usize) {
            *t = self.phase_points(p);
        }
        for i in 0..self.n {
            let p = self.seat_in_round(i) as usize;
            self.gain(p, totals[p]);
        }
    }

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
            *e = self.score[p] as f32 + left * self.castle_points(p) as f32 + self.king_bonus(p, self.phase) as f32;
        }
        for p in 0..n {
            let other = (0..n).filter(|&q| q != p).map(|q| est[q]).fold(f32::MIN, f32::max);
            v[p] = 1.0 / (1.0 + (-(est[p] - other) / 20.0).exp());
        }
        v
    }
}
