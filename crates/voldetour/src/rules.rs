//! The turn: legal actions in their fixed order, checks, effects, the end of a turn and of the
//! game (third-turn rule, win, repetition, turn limit).

use super::board::*;
use super::*;

/// Appends one action per square of `m`, lowest square first.
///
/// This loop is where random play spends most of its time (a turn lists a few thousand
/// placements). A counted range drives it, so `Vec::extend` knows the exact length up front and
/// writes without a capacity check per action; each 64-bit half of the mask is walked alone.
#[inline]
fn push_squares(out: &mut Vec<VAction>, m: Mask, action: impl Fn(u8) -> VAction) {
    for (mut bits, offset) in [(m as u64, 0u8), ((m >> 64) as u64, 64)] {
        out.extend((0..bits.count_ones()).map(|_| {
            let c = bits.trailing_zeros() as u8 + offset;
            bits &= bits - 1;
            action(c)
        }));
    }
}

impl Voldetour {
    pub(crate) fn gen_actions(&self, out: &mut Vec<VAction>) {
        if self.over {
            return;
        }
        if !self.block_done {
            let in_reserve = self.reserve_anchors();
            for kind in 0..BLOCKS_PER_SEAT {
                let Some(targets) = self.block_targets(kind, &in_reserve) else { continue };
                for (orient, &m) in targets.iter().enumerate() {
                    let orient = orient as u8;
                    push_squares(out, m, |cell| VAction::Block { kind, cell, orient });
                }
            }
        }
        if !self.stair_done {
            for index in 0..STAIRS_PER_SEAT {
                let Some(targets) = self.stair_targets(index) else { continue };
                for (dir, &m) in targets.iter().enumerate() {
                    let dir = dir as u8;
                    push_squares(out, m, |cell| VAction::Stair { index, cell, dir });
                }
            }
        }
        push_squares(out, self.lord_targets(self.to_move as usize), |to| VAction::Lord { to });
        if self.acted {
            out.push(VAction::EndTurn);
        } else if out.is_empty() {
            out.push(VAction::Pass);
        }
    }

    /// Whether the seat to move can do anything but pass.
    fn has_something_to_do(&self) -> bool {
        if self.acted || self.lord_targets(self.to_move as usize) != 0 {
            return true;
        }
        let blocks = !self.block_done && {
            let in_reserve = self.reserve_anchors();
            (0..BLOCKS_PER_SEAT).any(|k| self.block_targets(k, &in_reserve).is_some_and(|t| t.iter().any(|&m| m != 0)))
        };
        let stairs = !self.stair_done
            && (0..STAIRS_PER_SEAT).any(|i| self.stair_targets(i).is_some_and(|t| t.iter().any(|&m| m != 0)));
        blocks || stairs
    }

    pub(crate) fn check_action(&self, a: VAction) -> Result<(), VoldetourError> {
        use VoldetourError::*;
        if self.over {
            return Err(GameOver);
        }
        let me = self.to_move as usize;
        match a {
            VAction::Block { kind, cell, orient } => self.check_block(kind, cell, orient).map(drop),
            VAction::Stair { index, cell, dir } => self.check_stair(index, cell, dir).map(drop),
            VAction::Lord { to } => {
                if to as usize >= CELLS {
                    return Err(NoSuchSquare);
                }
                if self.lord_reach(me) & bit(to) == 0 {
                    Err(LordCannotReach)
                } else if self.lord_targets(me) & bit(to) == 0 {
                    Err(CannotStopThere)
                } else {
                    Ok(())
                }
            }
            VAction::EndTurn if self.acted => Ok(()),
            VAction::EndTurn => Err(NothingDoneYet),
            VAction::Pass if self.has_something_to_do() => Err(CannotPass),
            VAction::Pass => Ok(()),
        }
    }

    pub(crate) fn apply_action(&mut self, a: VAction) -> Effect {
        if self.over {
            return Effect::QUIET;
        }
        let s = self.to_move;
        match a {
            VAction::Block { kind, cell, orient } if kind < BLOCKS_PER_SEAT => {
                self.move_piece(s * PIECES_PER_SEAT + kind, cell, orient);
                self.block_done = true;
                self.acted = true;
            }
            VAction::Stair { index, cell, dir } if index < STAIRS_PER_SEAT => {
                self.move_piece(s * PIECES_PER_SEAT + BLOCKS_PER_SEAT + index, cell, dir);
                self.stair_done = true;
                self.acted = true;
            }
            VAction::Lord { to } if (to as usize) < CELLS => {
                let from = self.lords[s as usize];
                if from == self.towers[s as usize] {
                    self.forget_history(); // a Lord never comes back to his own Tower
                }
                if (from as usize) < CELLS {
                    self.lord_mask &= !bit(from);
                }
                self.lord_mask |= bit(to);
                self.lords[s as usize] = to;
                if self.towers[self.enemy(s) as usize] == to {
                    self.over = true;
                    self.winner = Some(s);
                    return Effect::QUIET;
                }
                self.end_turn();
            }
            VAction::EndTurn | VAction::Pass => self.end_turn(),
            _ => {}
        }
        Effect::QUIET
    }

    fn end_turn(&mut self) {
        let s = self.to_move as usize;
        self.turns_played[s] = self.turns_played[s].saturating_add(1);
        if self.turns_played[s] >= LEAVE_TOWER_BY_TURN && self.lords[s] == self.towers[s] {
            self.out[s] = true;
            // His Lord leaves the board: otherwise, still standing on his Tower, he would make
            // the diagonal enemy's goal unreachable for ever.
            self.lord_mask &= !bit(self.lords[s]);
            self.lords[s] = NO_SQUARE;
            let mut left = (0..self.n).filter(|&p| !self.out[p as usize]);
            if let (Some(last), None) = (left.next(), left.next()) {
                self.over = true;
                self.winner = Some(last);
                return;
            }
        }
        if self.turn >= MAX_TURNS {
            self.over = true;
            return;
        }
        self.turn += 1;
        let mut next = self.to_move;
        loop {
            next = (next + 1) % self.n;
            if !self.out[next as usize] {
                break;
            }
        }
        self.to_move = next;
        self.block_done = false;
        self.stair_done = false;
        self.acted = false;
        if self.remember_position() >= REPETITIONS_FOR_DRAW {
            self.over = true;
        }
    }

    /// The position at the start of a turn, for the repetition rule.
    pub(crate) fn position_hash(&self) -> u64 {
        let mut h = self.pieces_hash ^ mix(self.to_move as u64 + 1000);
        for s in 0..self.n as usize {
            h ^= mix(0xABCD_0000 + ((s as u64) << 8) + self.lords[s] as u64);
            h ^= mix(0xBEEF_0000 + ((s as u64) << 8) + self.out[s] as u64);
        }
        h
    }

    /// Records the position starting this turn; how many times it has now been seen.
    pub(crate) fn remember_position(&mut self) -> usize {
        let h = self.position_hash();
        let len = self.history_len as usize;
        if len < HISTORY_CAP {
            self.history[len] = h;
            self.history_len += 1;
        }
        self.history[..self.history_len as usize].iter().filter(|&&x| x == h).count()
    }

    /// Earlier positions can never come back (a piece left the reserve, a Lord left his Tower).
    pub(crate) fn forget_history(&mut self) {
        self.history_len = 0;
    }
}
