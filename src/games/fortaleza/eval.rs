//! The heuristic value of a position for the bots: material, King safety and siege pressure,
//! squashed into `0..=1` per seat.

use super::*;

/// What a unit is worth, by kind (the King is priceless and not counted).
pub const UNIT_VALUES: [f32; UNIT_KINDS] = [0.0, 1.0, 1.5, 2.0, 3.0, 3.0, 4.0, 6.0, 3.5, 3.5];
/// A unit in the Reserve is safe from the board but lost to a siege: worth a little less.
const RESERVE_WEIGHT: f32 = 0.85;
/// A threatened King on the board (the side to move must spend its turn on it).
const KING_THREATENED: f32 = 2.0;
/// Each own unit on the enemy Exit Ring, and a siege laid there.
const BESIEGER: f32 = 0.75;
const SIEGE_LAID: f32 = 1.5;
/// A King in the Reserve is lost with it if a siege finds the Dungeon empty.
const KING_IN_RESERVE_UNDER_SIEGE: f32 = 3.0;
/// Material difference that makes the position a 73 % favourite (logistic scale).
const SCALE: f32 = 6.0;

impl Fortaleza {
    /// One seat's heuristic score (its half of the difference the value is built on).
    fn seat_score(&self, seat: Seat) -> f32 {
        let s = seat as usize;
        let mut score = 0.0;
        for sq in self.field.occupied[s].iter() {
            if let Some((_, unit)) = self.field.unit_at(sq) {
                score += UNIT_VALUES[unit.index()];
            }
        }
        for unit in Unit::ALL {
            score += self.reserve[s][unit.index()] as f32 * UNIT_VALUES[unit.index()] * RESERVE_WEIGHT;
        }
        if self.king_threatened(seat) {
            score -= KING_THREATENED;
        }
        let pressure = self.besiegers(seat) as f32;
        score += pressure * BESIEGER;
        if self.siege_laid[s] {
            score += SIEGE_LAID;
        }
        let enemy_pressure = self.besiegers(1 - seat);
        if self.reserve[s][Unit::King.index()] > 0 && enemy_pressure >= SIEGE_UNITS {
            let rescue_leverage = self.dungeon[s].iter().any(|&n| n > 0);
            if !rescue_leverage {
                score -= KING_IN_RESERVE_UNDER_SIEGE;
            }
        }
        score
    }

    pub(crate) fn evaluate_position(&self) -> [f32; MAX_SEATS] {
        let mut out = [0.0f32; MAX_SEATS];
        if let Some(ending) = self.ending {
            match ending.winner {
                Some(w) => out[w as usize] = 1.0,
                None => {
                    out[0] = 0.5;
                    out[1] = 0.5;
                }
            }
            return out;
        }
        if self.before_battle() {
            // Nothing is decided yet, and the other army may be hidden.
            out[0] = 0.5;
            out[1] = 0.5;
            return out;
        }
        let diff = self.seat_score(0) - self.seat_score(1);
        let v = 1.0 / (1.0 + (-diff / SCALE).exp());
        let v = if v.is_finite() { v.clamp(0.0, 1.0) } else { 0.5 };
        out[0] = v;
        out[1] = 1.0 - v;
        out
    }
}
