//! Phase scoring (castles, king's bonus, master bonuses, bump) and the heuristic evaluation.

use super::board::{Bits, MAX_CASTLES, NONE};
use super::Torres;

impl Torres {
    /// Every block: board + supply + stacks + this turn's stack (always 92).
    pub fn block_total(&self) -> u32 {
        let stacks: u32 = self.stacks.iter().map(|s| s[1] as u32 + 2 * s[2] as u32 + 3 * s[3] as u32).sum();
        self.blocks_on_board() + self.supply as u32 + stacks + self.cur_stack as u32
    }
    /// What `p`'s knights would score for castles now: per castle, area × his highest level.
    pub fn castle_points(&self, p: usize) -> i32 {
        self.castle_points_of(self.knight_bb[p])
    }

    /// Castle points of one player's knights standing on `knights`.
    pub(super) fn castle_points_of(&self, knights: u64) -> i32 {
        let mut best = [0u8; MAX_CASTLES];
        for k in Bits(knights) {
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
        let hit = Bits(self.knight_bb[p]).any(|k| self.castles.id[k as usize] == kc && self.h[k as usize] == phase);
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

    /// Scores the phase from the board as it stands, players in the order of the last round.
    /// The rulebook's order (rules version 2): every player's castle points first, then, after
    /// all castle scoring, every king's bonus, then every master-card bonus; each addition is a
    /// separate step on the track with its own bump. Version 1 added each player's whole total
    /// at once.
    pub(crate) fn score_phase(&mut self) {
        let n = self.n as usize;
        let phase = self.phase;
        let mut castle = [0i32; 4];
        let mut king = [0i32; 4];
        let mut master = [0i32; 4];
        for p in 0..n {
            castle[p] = self.castle_points(p);
            king[p] = self.king_bonus(p, phase);
            master[p] = self.master_bonus(p, phase);
        }
        let passes: Vec<[i32; 4]> = if self.rules_version < 2 {
            vec![std::array::from_fn(|p| castle[p] + king[p] + master[p])]
        } else {
            vec![castle, king, master]
        };
        for pass in passes {
            for i in 0..self.n {
                let p = self.seat_in_round(i) as usize;
                if pass[p] != 0 || self.rules_version < 2 {
                    self.gain(p, pass[p]);
                }
            }
        }
    }
}

/// One castle in a phase scoring: where it is, its area, and per player the level of his
/// highest knight on it (0: none) and the points that give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CastleScore {
    /// The castle's squares, in board order.
    pub squares: Vec<u8>,
    pub area: u8,
    /// Per seat.
    pub levels: Vec<u8>,
    pub points: Vec<i32>,
}

/// What a phase scoring gives every player, castle by castle, as the engine counts it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoringBreakdown {
    pub phase: u8,
    /// Castles on which some knight scores.
    pub castles: Vec<CastleScore>,
    /// Per seat.
    pub king_bonus: Vec<i32>,
    /// Per seat; all zero outside the master version.
    pub master_bonus: Vec<i32>,
    /// Per seat: castles + king's bonus + master bonus.
    pub total: Vec<i32>,
}

impl Torres {
    /// The scoring the current phase would give if it ended in this position (the position
    /// just before a scoring gives that scoring).
    pub fn scoring_breakdown(&self) -> ScoringBreakdown {
        let n = self.n as usize;
        let phase = self.phase;
        let castles = (0..self.castle_count())
            .filter_map(|c| {
                let levels: Vec<u8> = (0..n as u8)
                    .map(|p| {
                        self.knights_of(p)
                            .into_iter()
                            .filter(|k| self.castle_of(*k) == Some(c))
                            .map(|k| self.height(k))
                            .max()
                            .unwrap_or(0)
                    })
                    .collect();
                levels.iter().any(|&l| l > 0).then(|| {
                    let area = self.castle_area(c);
                    CastleScore {
                        squares: (0..64u8).filter(|&sq| self.castle_of(sq) == Some(c)).collect(),
                        area,
                        points: levels.iter().map(|&l| area as i32 * l as i32).collect(),
                        levels,
                    }
                })
            })
            .collect();
        let king_bonus: Vec<i32> = (0..n).map(|p| self.king_bonus(p, phase)).collect();
        let master_bonus: Vec<i32> = (0..n).map(|p| self.master_bonus(p, phase)).collect();
        let total = (0..n).map(|p| self.phase_points(p)).collect();
        ScoringBreakdown { phase, castles, king_bonus, master_bonus, total }
    }
}
