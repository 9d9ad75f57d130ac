//! Legality and effects: which actions are legal (in the documented order), why others are not,
//! and what each does — deployment, unit moves and shots, King safety, sieges, and the end.

use super::board::{cell, cell_seat, cell_unit, territory_squares, Cell, EMPTY};
use super::*;
use std::fmt;
use std::ops::ControlFlow;

type Flow = ControlFlow<()>;
const GO: Flow = ControlFlow::Continue(());

/// What King safety needs to know about the seat deciding, computed once per position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Safety {
    seat: Seat,
    king: Square,
    in_check: bool,
    /// Squares where a change may matter to the threats on the King (actions that change none
    /// of them skip the full test):
    /// * Not in check: where a change can uncover or create a threat. Only these units' attacks
    ///   depend on what stands between them and the King: an Elephant or Dragon on his row or
    ///   column, a Dragon or Scorpion on his diagonal (with no permanent obstacle and at most two
    ///   units between, three for a Scorpion — one action changes at most two squares), an
    ///   Archer two squares away diagonally (its Long Range needs the middle square free) and a
    ///   Heavy Cavalry a leap away (its path squares). Everything else threatens or not whatever
    ///   our action does; an action touching none of these is safe.
    /// * In check: the units threatening the King and the squares their threats cross. An action
    ///   touching none of these leaves every threat in place, so it is not safe.
    sensitive: Bits,
    /// The squares where the King would stand threatened: around him (where his own step may
    /// take him), or, while he is in the Reserve, on the Exit Ring (where he may be deployed).
    king_unsafe: Bits,
}

/// More than the moves and shots one unit can have: a Dragon reaches at most 11 squares along
/// its row, 11 along its column and 21 on its two diagonals.
const MOST_UNIT_ACTIONS: usize = 48;

/// One unit's moves and shots, on the stack: each the kind of action (its [`Candidates`]
/// constant) in the high byte and its target square in the low byte, the unit's square being
/// the same for all.
pub(crate) struct Candidates {
    from: Square,
    list: [u16; MOST_UNIT_ACTIONS],
    len: usize,
}

impl Candidates {
    const MOVE: u16 = 0;
    const SHOOT: u16 = 1 << 8;
    const SKEWER: u16 = 2 << 8;

    fn new() -> Candidates {
        Candidates { from: NO_SQUARE, list: [0; MOST_UNIT_ACTIONS], len: 0 }
    }
    /// Empties the list for the unit on `from`.
    fn start(&mut self, from: Square) {
        self.from = from;
        self.len = 0;
    }
    #[inline(always)]
    fn push(&mut self, kind: u16, target: Square) {
        if let Some(slot) = self.list.get_mut(self.len) {
            *slot = kind | target as u16;
            self.len += 1;
        }
    }
    #[inline(always)]
    fn get(&self, i: usize) -> FortalezaAction {
        let (from, entry) = (self.from, self.list[i]);
        let target = entry as Square;
        match entry & 0xFF00 {
            Candidates::MOVE => FortalezaAction::Move { from, to: target },
            Candidates::SHOOT => FortalezaAction::Shoot { from, at: target },
            _ => FortalezaAction::Skewer { from, at: target },
        }
    }
}

/// The [`Safety`] of the seat to move, kept from the start of his turn (or of a Forced March
/// step) so that listing his actions does not find it again. It is derived from the rest of the
/// state, so it takes no part in comparisons.
#[derive(Clone, Copy, Default)]
pub(crate) struct SafetyCache(Option<Safety>);

impl PartialEq for SafetyCache {
    fn eq(&self, _: &SafetyCache) -> bool {
        true
    }
}

impl fmt::Debug for SafetyCache {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("..")
    }
}

impl SafetyCache {
    pub(crate) const EMPTY: SafetyCache = SafetyCache(None);
}

impl Fortaleza {
    // ----- the legal list -----

    /// The seat to move's [`Safety`], from the cache when it holds it.
    fn mover_safety(&self) -> Safety {
        match self.safety_cache.0 {
            Some(kept) if kept.seat == self.mover => {
                debug_assert_eq!(kept, self.safety(self.mover), "stale King-safety cache");
                kept
            }
            _ => self.safety(self.mover),
        }
    }

    /// Finds the seat to move's [`Safety`] and keeps it for the actions that follow.
    fn keep_mover_safety(&mut self) {
        self.safety_cache = SafetyCache(Some(self.safety(self.mover)));
    }

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

    fn deployment_actions(&self, f: &mut impl FnMut(FortalezaAction) -> Flow) -> Flow {
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

    fn battle_deployments(&self, safety: &Safety, f: &mut impl FnMut(FortalezaAction) -> Flow) -> Flow {
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
    fn march_moves(&self, moved: Square, f: &mut impl FnMut(FortalezaAction) -> Flow) -> Flow {
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
    fn unit_candidates(&self, from: Square, thick_skin: bool, out: &mut Candidates) {
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
    fn land(&self, from: Square, me: Seat, unit: Unit, to: Option<Square>, thick_skin: bool, out: &mut Candidates) {
        if let Some(to) = to {
            if self.may_land(from, me, unit, to, thick_skin) {
                out.push(Candidates::MOVE, to);
            }
        }
    }

    /// The first enemy on a Scorpion's diagonal, if its shot reaches one.
    fn scorpion_first_enemy(&self, from: Square, dir: usize, me: Seat) -> Option<Square> {
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
    fn is_enemy(&self, sq: Square, me: Seat) -> bool {
        self.field.occupied[1 - me as usize].has(sq)
    }

    /// Whether the unit on `from` may end a move on `to`: never on terrain; an empty square; an
    /// ally only for a Lancer's Relay; an enemy only for units that capture by moving, subject
    /// to Thick Skin.
    #[inline(always)]
    fn may_land(&self, from: Square, me: Seat, unit: Unit, to: Square, thick_skin: bool) -> bool {
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
    fn may_capture(&self, from: Square, unit: Unit, target: Square, thick_skin: bool, shot: bool) -> bool {
        let c = self.field.at(target);
        if !thick_skin || c == EMPTY || cell_unit(c) != Unit::Elephant || (unit == Unit::Dragon && !shot) {
            return true;
        }
        self.field.attacks(target, 1 - cell_seat(c), from)
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
    fn slider_line(&self, king: Square, slider: Square, unit: Unit) -> Bits {
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
    fn is_safe_in_full(&self, safety: &Safety, action: FortalezaAction) -> bool {
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
    fn field_after(&self, seat: Seat, action: FortalezaAction) -> Field {
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
    fn fortress_error(&self, at: Square) -> Option<FortalezaError> {
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
    fn deploy_error(&self, unit: Unit, to: Square) -> Result<(), FortalezaError> {
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

    fn safe_or_error(&self, action: FortalezaAction) -> Result<(), FortalezaError> {
        let seat = self.to_move().unwrap_or(self.mover);
        let safety = if seat == self.mover { self.mover_safety() } else { self.safety(seat) };
        if self.is_safe(&safety, action) {
            Ok(())
        } else {
            Err(FortalezaError::KingLeftThreatened)
        }
    }

    /// Whether the unit on `from` lists `action` among its own moves and shots.
    fn unit_lists(&self, from: Square, action: FortalezaAction, thick_skin: bool) -> bool {
        self.unit_actions(from, thick_skin, &mut |a| if a == action { ControlFlow::Break(()) } else { GO }).is_break()
    }

    fn own_unit(&self, from: Square) -> Result<Unit, FortalezaError> {
        let c = self.field.at(from);
        if c == EMPTY {
            Err(FortalezaError::NoUnitThere)
        } else if cell_seat(c) != self.mover {
            Err(FortalezaError::NotYourUnit)
        } else {
            Ok(cell_unit(c))
        }
    }

    fn check_move(&self, from: Square, to: Square) -> Result<(), FortalezaError> {
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

    fn check_shot(&self, from: Square, at: Square, skewer: bool) -> Result<(), FortalezaError> {
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

    fn check_save(&self, unit: Unit, to: Option<Square>) -> Result<(), FortalezaError> {
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
    fn capture(&mut self, sq: Square) {
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

    fn finish(&mut self, winner: Option<Seat>, reason: EndReason) {
        self.ending = Some(Ending { winner, reason });
        self.phase = Phase::Over;
    }

    /// Units of `attacker` on the other seat's Exit Ring.
    pub(crate) fn besiegers(&self, attacker: Seat) -> u32 {
        let a = attacker as usize & 1;
        self.field.occupied[a].and(self.rings[1 - a]).count()
    }

    fn execute_siege(&mut self) {
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
    fn lose_reserve(&mut self, defender: Seat, kept: Option<Unit>) {
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

    fn start_battle(&mut self) {
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
    fn end_turn(&mut self) {
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
    fn position_key(&self) -> u64 {
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
fn move_unit(f: &mut Field, from: Square, to: Square) {
    let moving: Cell = f.take(from);
    let there = f.take(to);
    if there != EMPTY && moving != EMPTY && cell_seat(there) == cell_seat(moving) {
        f.put(from, there);
    }
    if moving != EMPTY {
        f.put(to, moving);
    }
}

use super::board::{direction_towards, offset, step, HEAVY_CAVALRY_STEPS, LIGHT_CAVALRY_STEPS};
