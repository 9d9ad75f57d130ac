//! King safety: which squares threaten the King, and whether an action leaves him safe (the
//! quick test on the sensitive squares, then the full one).

use super::super::board::{cell, cell_seat, cell_unit, EMPTY};
use super::super::board::{direction_towards, offset, step};
use super::super::*;
use super::apply::move_unit;
use super::{Safety, SafetyCache};

impl Fortaleza {
    /// The seat to move's [`Safety`], from the cache when it holds it.
    pub(super) fn mover_safety(&self) -> Safety {
        match self.safety_cache.0 {
            Some(kept) if kept.seat == self.mover => {
                debug_assert_eq!(kept, self.safety(self.mover), "stale King-safety cache");
                kept
            }
            _ => self.safety(self.mover),
        }
    }

    /// Finds the seat to move's [`Safety`] and keeps it for the actions that follow.
    pub(super) fn keep_mover_safety(&mut self) {
        self.safety_cache = SafetyCache(Some(self.safety(self.mover)));
    }

    // ----- King safety -----

    pub(crate) fn safety(&self, seat: Seat) -> Safety {
        let king = self.field.kings[seat as usize];
        let enemy = 1 - seat;
        if king == NO_SQUARE {
            let ring = self.rings[seat as usize];
            let mut king_unsafe = Bits::EMPTY;
            if self.reserve[seat as usize][Unit::King.index()] > 0 && self.fortress_at[seat as usize] != NO_SQUARE {
                // The ring is the 4×4 box around the Fortress.
                let at = self.fortress_at[seat as usize];
                let (c, r) = (col_of(at) as i8, row_of(at) as i8);
                king_unsafe = self.field.threats_in(enemy, ring, (c - 1, c + 2), (r - 1, r + 2), NO_SQUARE);
            }
            return Safety { seat, king, in_check: false, sensitive: Bits::EMPTY, king_unsafe };
        }
        let (kc, kr) = (col_of(king) as i8, row_of(king) as i8);
        let mut zone = Bits::EMPTY;
        zone.set(king);
        for dir in 0..8 {
            if let Some(s) = step(king, dir) {
                zone.set(s);
            }
        }
        // Threats around the King are judged without him: his step leaves his square empty.
        let king_unsafe = self.field.threats_in(enemy, zone, (kc - 1, kc + 1), (kr - 1, kr + 1), king);
        let in_check = king_unsafe.has(king);
        let mut sensitive = Bits::EMPTY;
        if in_check {
            for from in self.field.occupied[enemy as usize].iter() {
                if self.field.unit_attacks(from, king, enemy) {
                    sensitive.set(from);
                    sensitive = sensitive.or(self.field.threat_path(from, king));
                }
            }
            return Safety { seat, king, in_check, sensitive, king_unsafe };
        }
        for sq in self.field.occupied[enemy as usize].iter() {
            let (dc, dr) = (kc - col_of(sq) as i8, kr - row_of(sq) as i8);
            let unit = cell_unit(self.field.at(sq));
            match unit {
                Unit::Archer if dc.abs() == 2 && dr.abs() == 2 => {
                    if let Some(middle) = offset(sq, dc / 2, dr / 2) {
                        sensitive.set(middle);
                    }
                }
                Unit::HeavyCavalry => {
                    for &((lc, lr), path) in &HEAVY_CAVALRY_LEAPS {
                        if (lc, lr) == (dc, dr) {
                            for (pc, pr) in path {
                                if let Some(p) = offset(sq, pc, pr) {
                                    sensitive.set(p);
                                }
                            }
                        }
                    }
                }
                Unit::Elephant | Unit::Dragon | Unit::Scorpion => {
                    let diagonal = dc.abs() == dr.abs();
                    let aligned = match unit {
                        Unit::Elephant => dc == 0 || dr == 0,
                        Unit::Dragon => dc == 0 || dr == 0 || diagonal,
                        _ => diagonal,
                    };
                    if aligned {
                        sensitive = sensitive.or(self.slider_line(king, sq, unit));
                    }
                }
                _ => {}
            }
        }
        Safety { seat, king, in_check, sensitive, king_unsafe }
    }

    /// The squares from the King on `king` (not included) to the enemy slider on `slider`
    /// (included) if a change on them could let it threaten the King: a Dragon with at most two
    /// units between, an Elephant with at most two and no water or Mountain, a Scorpion with at
    /// most three (its Skewer leaves one of ours between: its first target) and no Mountain;
    /// never through a Fortress. Otherwise nothing.
    pub(super) fn slider_line(&self, king: Square, slider: Square, unit: Unit) -> Bits {
        let dir = direction_towards(king, slider);
        let mut line = Bits::EMPTY;
        let (mut units_between, mut mountain_seen, mut water_seen) = (0, false, false);
        let mut s = king;
        while let Some(next) = step(s, dir) {
            s = next;
            line.set(s);
            if s == slider {
                break;
            }
            if self.field.fortress.has(s) {
                return Bits::EMPTY;
            }
            units_between += u8::from(self.field.at(s) != EMPTY);
            mountain_seen |= self.field.mountains.has(s);
            water_seen |= WATER.has(s);
        }
        let relevant = match unit {
            Unit::Dragon => units_between <= 2,
            Unit::Elephant => !mountain_seen && !water_seen && units_between <= 2,
            _ => !mountain_seen && units_between <= 3,
        };
        if relevant {
            line
        } else {
            Bits::EMPTY
        }
    }

    /// Whether `action` (already legal by its unit's rules) leaves the deciding seat's King
    /// unthreatened. Only an action that moves the King, or changes a square on a line through
    /// it, or is taken while it is threatened, can change that; the others skip the full test.
    #[inline(always)]
    pub(crate) fn is_safe(&self, safety: &Safety, action: FortalezaAction) -> bool {
        // Most actions: not in check, the King stays, and no square a threat could come
        // through changes.
        if !safety.in_check {
            let sensitive = safety.sensitive;
            let quiet = match action {
                FortalezaAction::Move { from, to } if from == safety.king => !safety.king_unsafe.has(to),
                FortalezaAction::Move { from, to } => to != safety.king && !sensitive.has(from) && !sensitive.has(to),
                FortalezaAction::Shoot { at, .. } => !sensitive.has(at),
                FortalezaAction::Deploy { unit, to } => unit != Unit::King && !sensitive.has(to),
                _ => false,
            };
            if quiet {
                return true;
            }
        }
        self.is_safe_in_full(safety, action)
    }

    /// [`Fortaleza::is_safe`] for any action.
    pub(super) fn is_safe_in_full(&self, safety: &Safety, action: FortalezaAction) -> bool {
        let enemy_king = |sq: Square| {
            let c = self.field.at(sq);
            c != EMPTY && cell_seat(c) != safety.seat && cell_unit(c) == Unit::King
        };
        let (changed, moves_king): ([Square; 2], bool) = match action {
            FortalezaAction::Move { from, to } => {
                if enemy_king(to) {
                    return true;
                }
                ([from, to], from == safety.king || (to == safety.king && cell_seat(self.field.at(to)) == safety.seat))
            }
            FortalezaAction::Shoot { at, .. } => {
                if enemy_king(at) {
                    return true;
                }
                ([at, at], false)
            }
            FortalezaAction::Skewer { from, at } => {
                let first = self.skewer_first(from, at).unwrap_or(at);
                if enemy_king(first) || enemy_king(at) {
                    return true;
                }
                ([first, at], false)
            }
            FortalezaAction::Deploy { unit, to } | FortalezaAction::Save { unit, to: Some(to) } => {
                ([to, to], unit == Unit::King)
            }
            FortalezaAction::ExecuteSiege => ([NO_SQUARE; 2], true),
            _ => return true,
        };
        if moves_king {
            match action {
                // The King's own step, or his deployment from the Reserve: the threats on his
                // new square were found once for the position.
                FortalezaAction::Move { from, to } if from == safety.king => return !safety.king_unsafe.has(to),
                FortalezaAction::Deploy { to, .. } | FortalezaAction::Save { to: Some(to), .. } => {
                    return !safety.king_unsafe.has(to)
                }
                // A Relay with the King, a siege execution: the full test.
                _ => {}
            }
        } else {
            if safety.king == NO_SQUARE {
                return true;
            }
            let touches_sensitive = changed.iter().any(|&s| safety.sensitive.has(s));
            if !touches_sensitive {
                return !safety.in_check;
            }
        }
        let after = self.field_after(safety.seat, action);
        let king = after.kings[safety.seat as usize];
        let enemy = 1 - safety.seat;
        if king == NO_SQUARE {
            return true;
        }
        if moves_king || safety.in_check {
            return !after.attacks(king, enemy, NO_SQUARE);
        }
        // Not in check and the King stays: a threat can only appear through squares between,
        // which only these units' threats cross (terrain does not change in the battle).
        !after.occupied[enemy as usize].iter().any(|from| {
            let crosses = matches!(
                cell_unit(after.at(from)),
                Unit::Archer | Unit::HeavyCavalry | Unit::Elephant | Unit::Dragon | Unit::Scorpion
            );
            crosses && after.unit_attacks(from, king, enemy)
        })
    }

    /// The units and terrain after `seat` plays `action` (its effect on the board only).
    pub(super) fn field_after(&self, seat: Seat, action: FortalezaAction) -> Field {
        let mut f = self.field;
        match action {
            FortalezaAction::Move { from, to } => move_unit(&mut f, from, to),
            FortalezaAction::Shoot { at, .. } => {
                f.take(at);
            }
            FortalezaAction::Skewer { from, at } => {
                if let Some(first) = self.skewer_first(from, at) {
                    f.take(first);
                }
                f.take(at);
            }
            FortalezaAction::Deploy { unit, to } | FortalezaAction::Save { unit, to: Some(to) } => {
                f.put(to, cell(seat, unit));
            }
            FortalezaAction::ExecuteSiege => {
                for sq in f.occupied[seat as usize].and(self.rings[1 - seat as usize]).iter() {
                    f.take(sq);
                }
            }
            _ => {}
        }
        f
    }
}
