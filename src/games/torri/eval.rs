//! The heuristic value of a position for the bots.

use super::*;

impl Torri {
    pub(crate) fn evaluate_position(&self) -> [f32; MAX_SEATS] {
        let mut out = [0.0f32; MAX_SEATS];
        let n = self.players();
        if let Some(o) = self.outcome() {
            for &w in &o.winners {
                out[w as usize] = 1.0 / o.winners.len() as f32;
            }
            return out;
        }
        let mut weight = [0.0f32; MAX_SEATS];
        for sq in 0..SQUARES as u8 {
            let s = self.board[sq as usize];
            if let Some(t) = s.top() {
                let safe = self.is_frozen(sq);
                weight[t as usize] += s.len() as f32 * if safe { 1.0 + SAFE_WEIGHT } else { 1.0 };
            }
        }
        for (p, w) in weight.iter_mut().enumerate().take(n) {
            *w += self.reserve(p as Seat) as f32 * (1.0 + SAFE_WEIGHT);
        }
        let total: f32 = weight[..n].iter().sum();
        for p in 0..n {
            out[p] = if total > 0.0 { weight[p] / total } else { 1.0 / n as f32 };
        }
        out
    }
}
