//! What each action does: deployment, moves and shots, captures, sieges, turn changes and the
//! end of the game.

use super::super::board::{cell, cell_seat, cell_unit, Cell, EMPTY};
use super::super::*;
use super::SafetyCache;
use std::ops::ControlFlow;

impl Fortaleza {
    // ----- effects -----

    pub(crate) fn apply_action(&mut self, action: FortalezaAction) -> Effect {
        use FortalezaAction as A;
        self.safety_cache = SafetyCache::EMPTY;
        let me = self.mover as usize;
        match action {
            A::Choose { territory, colours } => {
                self.territory = [territory, territory.other()];
                self.colours = [colours, colours.other()];
                self.phase = Phase::Deploy;
            }
            A::PlaceFortress { at } => {
                self.fortress_at[me] = at;
                self.field.fortress = self.field.fortress.or(fortress_squares(at));
                self.field.refresh_terrain();
                self.rings[me] = exit_ring(at);
            }
            A::LiftFortress => {
                if self.fortress_at[me] != NO_SQUARE {
                    self.field.fortress = self.field.fortress.minus(fortress_squares(self.fortress_at[me]));
                }
                self.fortress_at[me] = NO_SQUARE;
                self.field.refresh_terrain();
                self.rings[me] = Bits::EMPTY;
            }
            A::PlaceMountain { at } => {
                self.field.mountains.set(at);
                self.field.refresh_terrain();
                self.mountains_left[me] = self.mountains_left[me].saturating_sub(1);
            }
            A::Deploy { unit, to } => {
                self.reserve[me][unit.index()] = self.reserve[me][unit.index()].saturating_sub(1);
                self.field.put(to, cell(self.mover, unit));
                if self.phase == Phase::Battle {
                    self.progress = true;
                    self.end_turn();
                }
            }
            A::TakeBack { from } => {
                let c = self.field.take(from);
                if c != EMPTY {
                    self.reserve[me][cell_unit(c).index()] += 1;
                }
            }
            A::EndDeployment => {
                if self.mover == 0 {
                    self.mover = 1;
                    self.turn += 1;
                } else {
                    self.start_battle();
                    return Effect::REVEALED;
                }
            }
            A::Move { from, to } => {
                let moving = self.field.at(from);
                let target = self.field.at(to);
                if target != EMPTY && cell_seat(target) != self.mover {
                    self.capture(to);
                }
                move_unit(&mut self.field, from, to);
                if self.phase == Phase::Over {
                    return Effect::QUIET;
                }
                if self.phase == Phase::Battle && moving != EMPTY && cell_unit(moving) == Unit::Rabble {
                    self.phase = Phase::March { moved: to };
                    self.keep_mover_safety();
                    let mut second = false;
                    let _ = self.march_moves(to, &mut |_| {
                        second = true;
                        ControlFlow::Break(())
                    });
                    if !second {
                        self.end_turn();
                    }
                } else {
                    self.end_turn();
                }
            }
            A::Shoot { at, .. } => {
                self.capture(at);
                if self.phase != Phase::Over {
                    self.end_turn();
                }
            }
            A::Skewer { from, at } => {
                if let Some(first) = self.skewer_first(from, at) {
                    self.capture(first);
                }
                if self.phase != Phase::Over {
                    self.capture(at);
                }
                if self.phase != Phase::Over {
                    self.end_turn();
                }
            }
            A::EndMarch => self.end_turn(),
            A::ExecuteSiege => self.execute_siege(),
            A::Rescue { unit } => {
                let defender = 1 - me;
                self.dungeon[defender][unit.index()] = self.dungeon[defender][unit.index()].saturating_sub(1);
                self.reserve[me][unit.index()] += 1;
                if self.reserve[defender].iter().all(|&n| n == 0) {
                    self.end_turn();
                } else {
                    self.phase = Phase::Save;
                    self.turn += 1;
                }
            }
            A::Save { unit, to } => {
                let defender = 1 - me;
                let mut kept = None;
                match to {
                    Some(to) => {
                        self.reserve[defender][unit.index()] -= 1;
                        self.field.put(to, cell(defender as Seat, unit));
                    }
                    None => kept = Some(unit),
                }
                self.lose_reserve(defender as Seat, kept);
                if self.phase != Phase::Over {
                    self.end_turn();
                }
            }
        }
        Effect::QUIET
    }

    /// The unit on `sq` goes to the mover's Dungeon; a King ends the game.
    pub(super) fn capture(&mut self, sq: Square) {
        let c = self.field.take(sq);
        if c == EMPTY {
            return;
        }
        let unit = cell_unit(c);
        self.dungeon[self.mover as usize][unit.index()] += 1;
        self.progress = true;
        if unit == Unit::King {
            self.finish(Some(self.mover), EndReason::KingCaptured);
        }
    }

    pub(super) fn finish(&mut self, winner: Option<Seat>, reason: EndReason) {
        self.ending = Some(Ending { winner, reason });
        self.phase = Phase::Over;
    }

    /// Units of `attacker` on the other seat's Exit Ring.
    pub(crate) fn besiegers(&self, attacker: Seat) -> u32 {
        let a = attacker as usize & 1;
        self.field.occupied[a].and(self.rings[1 - a]).count()
    }

    pub(super) fn execute_siege(&mut self) {
        let attacker = self.mover as usize;
        let defender = 1 - attacker;
        for sq in self.field.occupied[attacker].and(self.rings[defender]).iter() {
            let c = self.field.take(sq);
            self.reserve[attacker][cell_unit(c).index()] += 1;
        }
        self.siege_laid[attacker] = false;
        self.progress = true;
        if self.dungeon[defender].iter().any(|&n| n > 0) {
            self.phase = Phase::Rescue;
        } else {
            self.lose_reserve(defender as Seat, None);
            if self.phase != Phase::Over {
                self.end_turn();
            }
        }
    }

    /// The defender's Reserve (but the unit `kept` by his save) goes to the attacker's Dungeon.
    pub(super) fn lose_reserve(&mut self, defender: Seat, kept: Option<Unit>) {
        let d = defender as usize;
        let attacker = 1 - d;
        for unit in Unit::ALL {
            let keep = u8::from(kept == Some(unit));
            let lost = self.reserve[d][unit.index()].saturating_sub(keep);
            self.reserve[d][unit.index()] -= lost;
            self.dungeon[attacker][unit.index()] += lost;
        }
        if self.dungeon[attacker][Unit::King.index()] > 0 {
            self.finish(Some(attacker as Seat), EndReason::KingCaptured);
        }
    }

    pub(super) fn start_battle(&mut self) {
        self.phase = Phase::Battle;
        self.mover = 0;
        self.turn += 1;
        self.quiet = 0;
        self.progress = false;
        self.history.clear();
        self.begin_turn();
    }

    /// The turn of the mover is over: sieges are laid or broken, the count of quiet turns moves
    /// on, and the other seat's turn begins.
    pub(super) fn end_turn(&mut self) {
        let me = self.mover;
        let other = 1 - me;
        self.siege_laid[me as usize] = self.besiegers(me) >= SIEGE_UNITS;
        if self.besiegers(other) < SIEGE_UNITS {
            self.siege_laid[other as usize] = false;
        }
        if self.progress {
            self.quiet = 0;
            self.history.clear();
        } else {
            self.quiet = self.quiet.saturating_add(1);
        }
        self.progress = false;
        self.mover = other;
        self.phase = Phase::Battle;
        self.turn += 1;
        self.begin_turn();
    }

    /// A battle turn begins: record the position, then look for the end of the game.
    pub(crate) fn begin_turn(&mut self) {
        let key = self.position_key();
        self.history.push(key);
        self.keep_mover_safety();
        if !self.has_legal_action() {
            if self.king_threatened(self.mover) {
                self.finish(Some(1 - self.mover), EndReason::Checkmate);
            } else {
                self.finish(None, EndReason::Stalemate);
            }
        } else if self.history.count(key) >= REPETITIONS_FOR_DRAW {
            self.finish(None, EndReason::Repetition);
        } else if self.quiet >= NO_PROGRESS_LIMIT {
            self.finish(None, EndReason::NoProgress);
        }
    }

    /// The position for repetition: units on the board, the seat to move, the sieges laid.
    pub(super) fn position_key(&self) -> u64 {
        let mut key = self.field.hash;
        if self.mover == 1 {
            key ^= 0x9E37_79B9_7F4A_7C15;
        }
        for (seat, salt) in [(0, 0x6A09_E667_F3BC_C909u64), (1, 0xBB67_AE85_84CA_A73B)] {
            if self.siege_laid[seat] {
                key ^= salt;
            }
        }
        key
    }
}

/// Moves the unit on `from` to `to`, swapping with an ally there (Relay) or removing an enemy.
pub(super) fn move_unit(f: &mut Field, from: Square, to: Square) {
    let moving: Cell = f.take(from);
    let there = f.take(to);
    if there != EMPTY && moving != EMPTY && cell_seat(there) == cell_seat(moving) {
        f.put(from, there);
    }
    if moving != EMPTY {
        f.put(to, moving);
    }
}
