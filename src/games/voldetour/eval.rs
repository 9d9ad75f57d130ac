//! The heuristic value of a position for the bots.

use super::*;

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
            if self.out[s] {
                continue;
            }
            let d = self.steps_to_goal(s).map_or(20.0, |d| d as f32);
            *strength = 1.0 / (1.0 + d / 3.0);
        }
        let total: f32 = strength[..n].iter().sum();
        for (value, strength) in v.iter_mut().zip(&strength).take(n) {
            *value = if total > 0.0 { (strength / total).clamp(0.0, 1.0) } else { 1.0 / n as f32 };
        }
        v
    }
}
