//! The legal list: every legal action in the documented order (its order is a storage format:
//! saves and links store indices into it), and the moves and shots each unit has.

use super::super::board::{cell_seat, cell_unit, territory_squares, EMPTY};
use super::super::board::{direction_towards, step, HEAVY_CAVALRY_STEPS, LIGHT_CAVALRY_STEPS};
use super::super::*;
use super::{Candidates, Flow, Safety, GO};
use std::ops::ControlFlow;

impl Fortaleza {
    /// Calls `f` with every legal action in the documented order, until `f` breaks.
    pub(crate) fn for_each_legal(&self, f: &mut impl FnMut(FortalezaAction) -> Flow) -> Flow {
        match self.phase {
            Phase::Over => GO,
            Phase::Choose => {
                for territory in Territory::ALL {
                    for colours in Colours::ALL {
                        f(FortalezaAction::Choose { territory, colours })?;
                    }
                }
                GO
            }
            Phase::Deploy => self.deployment_actions(f),
            Phase::Battle => {
                let safety = self.mover_safety();
                if self.siege_stands(self.mover) && self.is_safe(&safety, FortalezaAction::ExecuteSiege) {
                    f(FortalezaAction::ExecuteSiege)?;
                }
                let mut candidates = Candidates::new();
                for from in self.field.occupied[self.mover as usize].iter() {
                    self.unit_candidates(from, true, &mut candidates);
                    for i in 0..candidates.len {
                        let a = candidates.get(i);
                        if self.is_safe(&safety, a) {
                            f(a)?;
                        }
                    }
                }
                self.battle_deployments(&safety, f)
            }
            Phase::March { moved } => {
                f(FortalezaAction::EndMarch)?;
                self.march_moves(moved, f)
            }
            Phase::Rescue => {
                let defender = 1 - self.mover as usize;
                for unit in Unit::ALL {
                    if self.dungeon[defender][unit.index()] > 0 {
                        f(FortalezaAction::Rescue { unit })?;
                    }
                }
                GO
            }
            Phase::Save => {
                let defender = 1 - self.mover;
                let safety = self.safety(defender);
                for unit in Unit::ALL {
                    if self.reserve[defender as usize][unit.index()] == 0 {
                        continue;
                    }
                    let mut placed = false;
                    for to in self.rings[defender as usize].iter() {
                        let save = FortalezaAction::Save { unit, to: Some(to) };
                        if self.field.is_free_land(to) && self.is_safe(&safety, save) {
                            placed = true;
                            f(save)?;
                        }
                    }
                    if !placed {
                        f(FortalezaAction::Save { unit, to: None })?;
                    }
                }
                GO
            }
        }
    }

    pub(crate) fn has_legal_action(&self) -> bool {
        self.for_each_legal(&mut |_| ControlFlow::Break(())).is_break()
    }

    pub(super) fn deployment_actions(&self, f: &mut impl FnMut(FortalezaAction) -> Flow) -> Flow {
        let me = self.mover as usize;
        if self.fortress_at[me] == NO_SQUARE {
            for at in 0..SQUARES as Square {
                if self.fortress_error(at).is_none() {
                    f(FortalezaAction::PlaceFortress { at })?;
                }
            }
            return GO;
        }
        let deployed = self.field.occupied[me].count();
        if self.mountains_left[me] == 0 && deployed > 0 {
            f(FortalezaAction::EndDeployment)?;
        }
        if deployed == 0 {
            f(FortalezaAction::LiftFortress)?;
        }
        if self.mountains_left[me] > 0 {
            for at in territory_squares(self.territory[me]).iter() {
                if self.field.is_free_land(at) {
                    f(FortalezaAction::PlaceMountain { at })?;
                }
            }
        }
        for unit in Unit::ALL {
            if self.reserve[me][unit.index()] > 0 {
                for to in self.rings[me].iter() {
                    if self.field.is_free_land(to) {
                        f(FortalezaAction::Deploy { unit, to })?;
                    }
                }
            }
        }
        for from in self.field.occupied[me].iter() {
            f(FortalezaAction::TakeBack { from })?;
        }
        GO
    }

    pub(super) fn battle_deployments(&self, safety: &Safety, f: &mut impl FnMut(FortalezaAction) -> Flow) -> Flow {
        let me = self.mover as usize;
        for unit in Unit::ALL {
            if self.reserve[me][unit.index()] > 0 {
                for to in self.rings[me].iter() {
                    let deploy = FortalezaAction::Deploy { unit, to };
                    if self.field.is_free_land(to) && self.is_safe(safety, deploy) {
                        f(deploy)?;
                    }
                }
            }
        }
        GO
    }

    /// The second Rabble's moves of a Forced March (any Rabble but the one on `moved`).
    pub(super) fn march_moves(&self, moved: Square, f: &mut impl FnMut(FortalezaAction) -> Flow) -> Flow {
        let safety = self.mover_safety();
        let mut candidates = Candidates::new();
        for from in self.field.occupied[self.mover as usize].iter() {
            if from != moved && cell_unit(self.field.at(from)) == Unit::Rabble {
                self.unit_candidates(from, true, &mut candidates);
                for i in 0..candidates.len {
                    let a = candidates.get(i);
                    if self.is_safe(&safety, a) {
                        f(a)?;
                    }
                }
            }
        }
        GO
    }

    // ----- units: moves and shots, before King safety -----

    /// The moves and shots of the unit on `from`, by its own rules (pattern, path, target,
    /// and Thick Skin when `thick_skin`), not yet filtered by King safety.
    pub(crate) fn unit_actions(
        &self,
        from: Square,
        thick_skin: bool,
        f: &mut impl FnMut(FortalezaAction) -> Flow,
    ) -> Flow {
        let mut candidates = Candidates::new();
        self.unit_candidates(from, thick_skin, &mut candidates);
        for i in 0..candidates.len {
            f(candidates.get(i))?;
        }
        GO
    }

    /// [`Fortaleza::unit_actions`] gathered in a list, in their order.
    pub(super) fn unit_candidates(&self, from: Square, thick_skin: bool, out: &mut Candidates) {
        out.start(from);
        let field = &self.field;
        let c = field.at(from);
        if c == EMPTY {
            return;
        }
        let (me, unit) = (cell_seat(c), cell_unit(c));
        let enemies = field.occupied[1 - me as usize];
        match unit {
            Unit::King => {
                for dir in 0..8 {
                    self.land(from, me, unit, step(from, dir), thick_skin, out);
                }
            }
            Unit::Rabble | Unit::Lancer => {
                for dir in 0..4 {
                    self.land(from, me, unit, step(from, dir), thick_skin, out);
                }
            }
            Unit::Archer => {
                for dir in 4..8 {
                    self.land(from, me, unit, step(from, dir), thick_skin, out);
                }
                // Long Range: two diagonal squares over empty land, only to capture.
                for dir in 4..8 {
                    let Some(middle) = step(from, dir) else { continue };
                    let Some(to) = step(middle, dir) else { continue };
                    if field.is_free_land(middle) && enemies.has(to) {
                        self.land(from, me, unit, Some(to), thick_skin, out);
                    }
                }
            }
            Unit::LightCavalry | Unit::HeavyCavalry => {
                let (leaps, enemies_block) = if unit == Unit::LightCavalry {
                    (&LIGHT_CAVALRY_STEPS, false)
                } else {
                    (&HEAVY_CAVALRY_STEPS, true)
                };
                for &leap in leaps {
                    self.land(from, me, unit, field.leap_landing(from, leap, me, enemies_block), thick_skin, out);
                }
            }
            Unit::Elephant | Unit::Dragon => {
                // The Elephant stops at any terrain; the Dragon flies over water and Mountains.
                let (directions, stops) =
                    if unit == Unit::Elephant { (0..4, field.terrain) } else { (0..8, field.fortress) };
                for dir in directions {
                    let mut s = from;
                    while let Some(next) = step(s, dir) {
                        s = next;
                        if stops.has(s) {
                            break;
                        }
                        if field.is_terrain(s) {
                            continue;
                        }
                        if field.at(s) == EMPTY {
                            out.push(Candidates::MOVE, s);
                            continue;
                        }
                        if enemies.has(s) && self.may_capture(from, unit, s, thick_skin, false) {
                            out.push(Candidates::MOVE, s);
                        }
                        break;
                    }
                }
            }
            Unit::Trebuchet => {
                for dir in 4..8 {
                    self.land(from, me, unit, step(from, dir), thick_skin, out);
                }
                // Shots along rows and columns, over units and water, up to a Mountain or Fortress.
                let stops = field.mountains.or(field.fortress);
                for dir in 0..4 {
                    let mut s = from;
                    while let Some(next) = step(s, dir) {
                        s = next;
                        if stops.has(s) {
                            break;
                        }
                        if enemies.has(s) && self.may_capture(from, Unit::Trebuchet, s, thick_skin, true) {
                            out.push(Candidates::SHOOT, s);
                        }
                    }
                }
            }
            Unit::Scorpion => {
                for dir in 0..4 {
                    self.land(from, me, unit, step(from, dir), thick_skin, out);
                }
                for dir in 4..8 {
                    let Some(first) = self.scorpion_first_enemy(from, dir, me) else { continue };
                    let first_ok = self.may_capture(from, Unit::Scorpion, first, thick_skin, true);
                    if first_ok {
                        out.push(Candidates::SHOOT, first);
                    }
                    if let Some(second) = field.skewer_second(first, dir, me) {
                        if first_ok && self.may_capture(from, Unit::Scorpion, second, thick_skin, true) {
                            out.push(Candidates::SKEWER, second);
                        }
                    }
                }
            }
        }
    }

    /// A move of the unit on `from` to `to`, if it may end there.
    #[inline(always)]
    pub(super) fn land(
        &self,
        from: Square,
        me: Seat,
        unit: Unit,
        to: Option<Square>,
        thick_skin: bool,
        out: &mut Candidates,
    ) {
        if let Some(to) = to {
            if self.may_land(from, me, unit, to, thick_skin) {
                out.push(Candidates::MOVE, to);
            }
        }
    }

    /// The first enemy on a Scorpion's diagonal, if its shot reaches one.
    pub(super) fn scorpion_first_enemy(&self, from: Square, dir: usize, me: Seat) -> Option<Square> {
        let mut s = from;
        loop {
            s = step(s, dir)?;
            if self.field.mountains.has(s) || self.field.fortress.has(s) || self.field.occupied[me as usize].has(s) {
                return None;
            }
            if self.field.at(s) != EMPTY {
                return Some(s);
            }
        }
    }

    /// The first target of a Skewer from `from` whose second target is `at`.
    pub(crate) fn skewer_first(&self, from: Square, at: Square) -> Option<Square> {
        let me = cell_seat(self.field.at(from));
        self.scorpion_first_enemy(from, direction_towards(from, at), me)
    }

    #[inline(always)]
    pub(super) fn is_enemy(&self, sq: Square, me: Seat) -> bool {
        self.field.occupied[1 - me as usize].has(sq)
    }

    /// Whether the unit on `from` may end a move on `to`: never on terrain; an empty square; an
    /// ally only for a Lancer's Relay; an enemy only for units that capture by moving, subject
    /// to Thick Skin.
    #[inline(always)]
    pub(super) fn may_land(&self, from: Square, me: Seat, unit: Unit, to: Square, thick_skin: bool) -> bool {
        if self.field.is_terrain(to) {
            return false;
        }
        let c = self.field.at(to);
        if c == EMPTY {
            return true;
        }
        if cell_seat(c) == me {
            return unit == Unit::Lancer;
        }
        !unit.is_siege_weapon() && self.may_capture(from, unit, to, thick_skin, false)
    }

    /// Thick Skin: an Elephant falls only to a Dragon's move, or to a capturer whose target
    /// another unit of its side also attacks.
    pub(super) fn may_capture(&self, from: Square, unit: Unit, target: Square, thick_skin: bool, shot: bool) -> bool {
        let c = self.field.at(target);
        if !thick_skin || c == EMPTY || cell_unit(c) != Unit::Elephant || (unit == Unit::Dragon && !shot) {
            return true;
        }
        self.field.attacks(target, 1 - cell_seat(c), from)
    }
}
