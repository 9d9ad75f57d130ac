//! The heuristic value of a position for the bots, and the pieces a seat holds for good (which
//! tell when a seat cannot win any more: `Game::cannot_win`).

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

    /// The pieces `seat` holds safe for good: its stacks frozen in its home and its reserve.
    pub(crate) fn safe_pieces(&self, seat: Seat) -> usize {
        let frozen = self.frozen_mask(seat);
        let on_board: usize =
            (0..SQUARES).filter(|&sq| frozen & (1u128 << sq) != 0).map(|sq| self.board[sq].len()).sum();
        on_board + self.reserve(seat)
    }
}
