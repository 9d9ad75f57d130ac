//! The heuristic value of a position for the bots, squashed into `0..=1` per seat. Each seat's
//! score adds up, in units of material (a Rabble is 1):
//! * **material**: the units on the board, and those in the Reserve a little less (a siege takes
//!   them, and deploying one costs a turn);
//! * **threats**: the side to move may take the best enemy unit it attacks (all of it if the
//!   enemy does not defend the square or a siege weapon shoots it, which stays where it is;
//!   else what the exchange leaves, its value less the cheapest unit that takes it, at least a
//!   part of it); the other side's threats count less, since the side to move answers first;
//! * **King safety**: a King in check, every square around a King the enemy attacks, and every
//!   square around him he cannot step to;
//! * **activity**: the squares a seat's units attack (mobility, cheaply), and how close its
//!   units stand to the enemy Exit Ring;
//! * **siege pressure**: units on the enemy Exit Ring, a siege laid there, and a King in the
//!   Reserve while the enemy stands on the ring with nothing to ransom.
//!
//! The difference fades toward even as quiet turns add up (the 100-action rule draws a game
//! that makes no progress), so the side ahead prefers a capture to a shuffle.
//!
//! Before the battle the value is even: the other army is hidden, and the bots deploy by plan
//! (`bot_hints`), not by search.

use super::board::{cell_seat, cell_unit, EMPTY};
use super::*;

/// What a unit is worth, by kind (the King is priceless and not counted).
pub const UNIT_VALUES: [f32; UNIT_KINDS] = [0.0, 1.0, 1.5, 2.0, 3.0, 3.0, 4.0, 6.0, 4.0, 3.5];
/// A unit in the Reserve is safe from the board but lost to a siege: worth a little less.
const RESERVE_WEIGHT: f32 = 0.85;
/// Share of the best enemy unit it attacks the side to move is credited with (undefended), and
/// the other side (it moves second).
const THREAT_MOVER: f32 = 0.6;
const THREAT_WAITING: f32 = 0.15;
/// Share of its value a defended unit still gives its attacker (an exchange is rarely even).
const DEFENDED_SHARE: f32 = 0.25;
/// Thick Skin: an attacked Elephant often cannot be taken by one attacker alone.
const THICK_SKIN_SHARE: f32 = 0.5;
/// A threatened King on the board (the side to move must spend its turn on it).
const KING_THREATENED: f32 = 2.0;
/// Each square around a King that the enemy attacks, and, once the enemy attacks one, each
/// square around him he cannot step to (off the board, terrain, his own units, or attacked): a
/// King with no way out is one check from mate.
const KING_ZONE_ATTACKED: f32 = 0.3;
const KING_BOXED: f32 = 0.15;
/// Each square a seat's units attack.
const MOBILITY: f32 = 0.02;
/// A unit's closeness to the enemy Exit Ring: this much per square nearer than `APPROACH_RANGE`.
const APPROACH: f32 = 0.03;
const APPROACH_RANGE: i32 = 10;
/// Each own unit on the enemy Exit Ring, and a siege laid there.
const BESIEGER: f32 = 0.75;
const SIEGE_LAID: f32 = 1.5;
/// A King in the Reserve is lost with it if a siege finds the Dungeon empty.
const KING_IN_RESERVE_UNDER_SIEGE: f32 = 3.0;
/// Material difference that makes the position a 73 % favourite (logistic scale).
const SCALE: f32 = 6.0;
/// Quiet battle turns over which a lead fades toward a draw: the 100-action rule will end a
/// game that makes no progress, so the side ahead should capture, deploy or execute a siege.
const QUIET_FADE: f32 = 150.0;

/// Every square of the board.
const BOARD: Bits = Bits([u64::MAX, u64::MAX, (1 << (SQUARES - 128)) - 1]);
const WHOLE_BOARD_BOX: (i8, i8) = (0, SIZE as i8 - 1);

/// The squares each seat attacks, as if an enemy unit stood on each (Thick Skin ignored).
pub(crate) fn attack_maps(field: &Field) -> [Bits; 2] {
    [0, 1].map(|seat| field.threats_in(seat, BOARD, WHOLE_BOARD_BOX, WHOLE_BOARD_BOX, NO_SQUARE))
}

/// The squares around `sq`.
fn neighbourhood(sq: Square) -> impl Iterator<Item = Square> {
    (0..8).filter_map(move |dir| board::step(sq, dir))
}

/// The squares each seat's siege weapons (Trebuchet, Scorpion) shoot at: a unit hit there is
/// lost whoever defends its square, since the shooter stays where it is.
fn shot_maps(field: &Field) -> [Bits; 2] {
    [0, 1].map(|seat| {
        let mut shooters = Bits::EMPTY;
        for sq in field.occupied[seat as usize].iter() {
            if cell_unit(field.at(sq)).is_siege_weapon() {
                shooters.set(sq);
            }
        }
        if shooters.is_empty() {
            return Bits::EMPTY;
        }
        field.threats_from(seat, shooters, BOARD, WHOLE_BOARD_BOX, WHOLE_BOARD_BOX, NO_SQUARE)
    })
}

impl Fortaleza {
    /// The best and second-best gain `seat` may expect from taking an enemy unit it attacks:
    /// all of it if the enemy does not defend the square or a siege weapon shoots it; on a
    /// defended square what the exchange leaves (its value less that of the cheapest unit that
    /// takes it by moving there), at least a share of it.
    fn best_targets(&self, seat: Seat, attacks: &[Bits; 2], shots: &[Bits; 2]) -> (f32, f32) {
        let enemy = 1 - seat as usize;
        let mut best = (0.0f32, 0.0f32);
        for sq in self.field.occupied[enemy].and(attacks[seat as usize]).iter() {
            let unit = cell_unit(self.field.at(sq));
            let value = UNIT_VALUES[unit.index()];
            let mut gain = value;
            if attacks[enemy].has(sq) && !shots[seat as usize].has(sq) {
                let exchange = value - self.cheapest_taker(seat, sq);
                gain = exchange.max(value * DEFENDED_SHARE);
            }
            if unit == Unit::Elephant {
                gain *= THICK_SKIN_SHARE;
            }
            if gain > best.0 {
                best = (gain, best.0);
            } else if gain > best.1 {
                best.1 = gain;
            }
        }
        best
    }

    /// The value of the cheapest unit of `seat` that could take the unit on `target` by moving
    /// there (the King never may, on a defended square), or more than any unit is worth.
    fn cheapest_taker(&self, seat: Seat, target: Square) -> f32 {
        let mut cheapest = f32::INFINITY;
        for from in self.field.occupied[seat as usize].iter() {
            let unit = cell_unit(self.field.at(from));
            let value = UNIT_VALUES[unit.index()];
            if unit == Unit::King || unit.is_siege_weapon() || value >= cheapest {
                continue;
            }
            if self.field.unit_attacks(from, target, seat) {
                cheapest = value;
            }
        }
        cheapest
    }

    /// One seat's heuristic score (its half of the difference the value is built on).
    fn seat_score(&self, seat: Seat, attacks: &[Bits; 2], shots: &[Bits; 2]) -> f32 {
        let s = seat as usize;
        let enemy = 1 - s;
        let mut score = 0.0;
        let enemy_ring = self.rings[enemy];
        let ring_centre = (col_of(self.fortress_at[enemy]) as i32, row_of(self.fortress_at[enemy]) as i32);
        for sq in self.field.occupied[s].iter() {
            let c = self.field.at(sq);
            if c == EMPTY || cell_seat(c) != seat {
                continue;
            }
            let unit = cell_unit(c);
            score += UNIT_VALUES[unit.index()];
            if unit != Unit::King && !enemy_ring.is_empty() {
                let d = (col_of(sq) as i32 - ring_centre.0).abs().max((row_of(sq) as i32 - ring_centre.1).abs());
                score += APPROACH * (APPROACH_RANGE - d).max(0) as f32;
            }
        }
        for unit in Unit::ALL {
            score += self.reserve[s][unit.index()] as f32 * UNIT_VALUES[unit.index()] * RESERVE_WEIGHT;
        }
        let (best, second) = self.best_targets(seat, attacks, shots);
        score += if self.to_move() == Some(seat) { THREAT_MOVER * best } else { THREAT_WAITING * (best + second) };
        score += MOBILITY * attacks[s].count() as f32;
        let king = self.field.kings[s];
        if king != NO_SQUARE {
            if attacks[enemy].has(king) {
                score -= KING_THREATENED;
            }
            let attacked = neighbourhood(king).filter(|&n| attacks[enemy].has(n)).count();
            score -= KING_ZONE_ATTACKED * attacked as f32;
            let flights = neighbourhood(king)
                .filter(|&n| !self.field.is_terrain(n) && !self.field.occupied[s].has(n) && !attacks[enemy].has(n))
                .count();
            if attacked > 0 {
                // A King tucked in a corner is safe while nothing reaches him.
                score -= KING_BOXED * (8 - flights) as f32;
            }
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
        let attacks = attack_maps(&self.field);
        let shots = shot_maps(&self.field);
        let diff = self.seat_score(0, &attacks, &shots) - self.seat_score(1, &attacks, &shots);
        let fade = 1.0 - self.quiet as f32 / QUIET_FADE;
        let v = 1.0 / (1.0 + (-diff * fade / SCALE).exp());
        let v = if v.is_finite() { v.clamp(0.0, 1.0) } else { 0.5 };
        out[0] = v;
        out[1] = 1.0 - v;
        out
    }
}
