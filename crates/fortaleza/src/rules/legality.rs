//! Why an action is illegal: `check_action` and the typed error for each case.

use super::super::board::{cell_seat, cell_unit, EMPTY};
use super::super::*;
use super::GO;
use std::ops::ControlFlow;

impl Fortaleza {
    // ----- check -----

    pub(crate) fn check_action(&self, action: FortalezaAction) -> Result<(), FortalezaError> {
        use FortalezaAction as A;
        use FortalezaError as E;
        let me = self.mover as usize;
        match self.phase {
            Phase::Over => Err(E::GameOver),
            Phase::Choose => match action {
                A::Choose { .. } => Ok(()),
                _ => Err(E::ChooseFirst),
            },
            Phase::Deploy => {
                match action {
                    A::Choose { .. } => return Err(E::AlreadyChosen),
                    A::Move { .. }
                    | A::Shoot { .. }
                    | A::Skewer { .. }
                    | A::EndMarch
                    | A::ExecuteSiege
                    | A::Rescue { .. }
                    | A::Save { .. } => return Err(E::BattleOnly),
                    _ => {}
                }
                if self.fortress_at[me] == NO_SQUARE {
                    return match action {
                        A::PlaceFortress { at } => self.fortress_error(at).map_or(Ok(()), Err),
                        _ => Err(E::BuildFortressFirst),
                    };
                }
                match action {
                    A::PlaceFortress { .. } => Err(E::FortressAlreadyBuilt),
                    A::LiftFortress if !self.field.occupied[me].is_empty() => Err(E::CannotLiftFortress),
                    A::PlaceMountain { at } => {
                        if self.mountains_left[me] == 0 {
                            Err(E::NoMountainsLeft)
                        } else if at as usize >= SQUARES {
                            Err(E::OffBoard)
                        } else if !self.territory[me].contains(at) {
                            Err(E::MountainOutsideTerritory)
                        } else if !self.field.is_free_land(at) {
                            Err(E::MountainNotOnFreeLand)
                        } else {
                            Ok(())
                        }
                    }
                    A::Deploy { unit, to } => self.deploy_error(unit, to),
                    A::TakeBack { from } => {
                        if from as usize >= SQUARES {
                            Err(E::OffBoard)
                        } else if !self.field.occupied[me].has(from) {
                            Err(E::NoUnitToTakeBack)
                        } else {
                            Ok(())
                        }
                    }
                    A::EndDeployment if self.mountains_left[me] > 0 || self.field.occupied[me].is_empty() => {
                        Err(E::CannotEndDeployment)
                    }
                    _ => Ok(()),
                }
            }
            Phase::Battle => match action {
                A::Choose { .. } => Err(E::AlreadyChosen),
                A::PlaceFortress { .. }
                | A::LiftFortress
                | A::PlaceMountain { .. }
                | A::TakeBack { .. }
                | A::EndDeployment => Err(E::DeploymentOnly),
                A::Deploy { unit, to } => {
                    self.deploy_error(unit, to)?;
                    self.safe_or_error(action)
                }
                A::Move { from, to } => self.check_move(from, to),
                A::Shoot { from, at } => self.check_shot(from, at, false),
                A::Skewer { from, at } => self.check_shot(from, at, true),
                A::EndMarch => Err(E::NoMarch),
                A::ExecuteSiege => {
                    if !self.siege_stands(self.mover) {
                        return Err(E::NoSiege);
                    }
                    self.safe_or_error(action)
                }
                A::Rescue { .. } => Err(E::NoRescueNow),
                A::Save { .. } => Err(E::NoSaveNow),
            },
            Phase::March { moved } => match action {
                A::EndMarch => Ok(()),
                A::Move { from, to } => {
                    if from == moved {
                        return Err(E::SameRabble);
                    }
                    let c = self.field.cells.get(from as usize).copied().unwrap_or(EMPTY);
                    if c != EMPTY && cell_seat(c) == self.mover && cell_unit(c) != Unit::Rabble {
                        return Err(E::FinishMarch);
                    }
                    self.check_move(from, to)
                }
                _ => Err(E::FinishMarch),
            },
            Phase::Rescue => match action {
                A::Rescue { unit } if self.dungeon[1 - me][unit.index()] == 0 => Err(E::NoSuchPrisoner { unit }),
                A::Rescue { .. } => Ok(()),
                _ => Err(E::ChooseRescue),
            },
            Phase::Save => match action {
                A::Save { unit, to } => self.check_save(unit, to),
                _ => Err(E::ChooseSave),
            },
        }
    }

    /// Why a Fortress may not be built on `at`, if it may not.
    pub(super) fn fortress_error(&self, at: Square) -> Option<FortalezaError> {
        if at as usize >= SQUARES {
            return Some(FortalezaError::OffBoard);
        }
        if !fortress_fits(at, self.territory[self.mover as usize]) {
            return Some(FortalezaError::FortressOutsideTerritory);
        }
        if !fortress_squares(at).and(self.field.mountains).is_empty() {
            return Some(FortalezaError::FortressOverMountain);
        }
        None
    }

    /// Why the seat to move may not put `unit` from his Reserve on `to`, if he may not.
    pub(super) fn deploy_error(&self, unit: Unit, to: Square) -> Result<(), FortalezaError> {
        let me = self.mover as usize;
        if self.reserve[me][unit.index()] == 0 {
            Err(FortalezaError::NotInReserve { unit })
        } else if to as usize >= SQUARES {
            Err(FortalezaError::OffBoard)
        } else if !self.rings[me].has(to) {
            Err(FortalezaError::NotOnExitRing)
        } else if !self.field.is_free_land(to) {
            Err(FortalezaError::SquareTaken)
        } else {
            Ok(())
        }
    }

    pub(super) fn safe_or_error(&self, action: FortalezaAction) -> Result<(), FortalezaError> {
        let seat = self.to_move().unwrap_or(self.mover);
        let safety = if seat == self.mover { self.mover_safety() } else { self.safety(seat) };
        if self.is_safe(&safety, action) {
            Ok(())
        } else {
            Err(FortalezaError::KingLeftThreatened)
        }
    }

    /// Whether the unit on `from` lists `action` among its own moves and shots.
    pub(super) fn unit_lists(&self, from: Square, action: FortalezaAction, thick_skin: bool) -> bool {
        self.unit_actions(from, thick_skin, &mut |a| if a == action { ControlFlow::Break(()) } else { GO }).is_break()
    }

    pub(super) fn own_unit(&self, from: Square) -> Result<Unit, FortalezaError> {
        let c = self.field.at(from);
        if c == EMPTY {
            Err(FortalezaError::NoUnitThere)
        } else if cell_seat(c) != self.mover {
            Err(FortalezaError::NotYourUnit)
        } else {
            Ok(cell_unit(c))
        }
    }

    pub(super) fn check_move(&self, from: Square, to: Square) -> Result<(), FortalezaError> {
        use FortalezaError as E;
        if from as usize >= SQUARES || to as usize >= SQUARES {
            return Err(E::OffBoard);
        }
        let unit = self.own_unit(from)?;
        let action = FortalezaAction::Move { from, to };
        if self.unit_lists(from, action, true) {
            return self.safe_or_error(action);
        }
        // Not one of its moves: say which rule stands in the way.
        let target = self.field.at(to);
        let (dc, dr) = ((col_of(to) as i8 - col_of(from) as i8).abs(), (row_of(to) as i8 - row_of(from) as i8).abs());
        let in_pattern = match unit {
            Unit::King => dc.max(dr) == 1,
            Unit::Rabble | Unit::Lancer | Unit::Scorpion => dc + dr == 1,
            Unit::Archer => dc == dr && (1..=2).contains(&dc),
            Unit::Trebuchet => dc == 1 && dr == 1,
            Unit::LightCavalry => (dc, dr) == (3, 1) || (dc, dr) == (1, 3),
            Unit::HeavyCavalry => (dc, dr) == (2, 1) || (dc, dr) == (1, 2),
            Unit::Elephant => (dc == 0) != (dr == 0),
            Unit::Dragon => (dc == 0) != (dr == 0) || (dc == dr && dc > 0),
        };
        Err(if self.field.is_terrain(to) {
            E::TerrainThere
        } else if target != EMPTY && cell_seat(target) == self.mover && unit != Unit::Lancer {
            E::OwnUnitThere
        } else if unit.is_siege_weapon() && target != EMPTY {
            E::SiegeWeaponCapturesByShooting
        } else if !in_pattern {
            E::CannotReach { unit }
        } else if unit == Unit::Archer && dc == 2 && !self.is_enemy(to, self.mover) {
            E::LongRangeOnlyToCapture
        } else if self.unit_lists(from, action, false) {
            E::ThickSkin
        } else {
            E::PathBlocked { unit }
        })
    }

    pub(super) fn check_shot(&self, from: Square, at: Square, skewer: bool) -> Result<(), FortalezaError> {
        use FortalezaError as E;
        if from as usize >= SQUARES || at as usize >= SQUARES {
            return Err(E::OffBoard);
        }
        let unit = self.own_unit(from)?;
        if !unit.is_siege_weapon() {
            return Err(E::NotASiegeWeapon);
        }
        let action = if skewer { FortalezaAction::Skewer { from, at } } else { FortalezaAction::Shoot { from, at } };
        if self.unit_lists(from, action, true) {
            return self.safe_or_error(action);
        }
        let (dc, dr) = ((col_of(at) as i8 - col_of(from) as i8).abs(), (row_of(at) as i8 - row_of(from) as i8).abs());
        let aligned = if unit == Unit::Trebuchet { (dc == 0) != (dr == 0) } else { dc == dr && dc > 0 };
        Err(if !self.is_enemy(at, self.mover) {
            E::NoEnemyThere
        } else if skewer && unit == Unit::Trebuchet {
            E::NoSkewer
        } else if !aligned {
            E::OutOfLine { unit }
        } else if self.unit_lists(from, action, false) {
            E::ThickSkin
        } else if skewer {
            E::NoSkewer
        } else {
            E::ShotBlocked
        })
    }

    pub(super) fn check_save(&self, unit: Unit, to: Option<Square>) -> Result<(), FortalezaError> {
        let defender = 1 - self.mover as usize;
        if self.reserve[defender][unit.index()] == 0 {
            return Err(FortalezaError::NotInReserve { unit });
        }
        let action = FortalezaAction::Save { unit, to };
        let listed = self.for_each_legal(&mut |a| if a == action { ControlFlow::Break(()) } else { GO }).is_break();
        if listed {
            return Ok(());
        }
        Err(match to {
            None => FortalezaError::SaveMustBePlaced,
            Some(to) if to as usize >= SQUARES => FortalezaError::OffBoard,
            Some(to) if !self.rings[defender].has(to) => FortalezaError::NotOnExitRing,
            Some(to) if !self.field.is_free_land(to) => FortalezaError::SquareTaken,
            Some(_) => FortalezaError::KingLeftThreatened,
        })
    }
}
