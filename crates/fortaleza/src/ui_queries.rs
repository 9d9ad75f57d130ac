//! Questions the board asks that the rules themselves never need: what a unit could do by its own
//! rules (the hover help's highlights, also for a unit whose side is not to act), which squares of
//! its pattern stop it, and who stands on an Exit Ring. Kept apart from the rules so the board's
//! needs never touch the hot paths.

use super::board::{offset, step};
use super::*;
use std::ops::ControlFlow;

/// Where the rules page's diagrams put the unit they show.
pub const DIAGRAM_AT: &str = "e4";

/// The rules page's diagram position for `unit`: the unit (first player) on e4 with an ally on c4,
/// enemies on g4 and g6 and a Mountain on e2, both Fortresses far away (j2, j10); water is the
/// board's own. Built directly rather than from a position text, so the text parser stays out of
/// the app.
pub fn rules_diagram(unit: Unit) -> Option<Fortaleza> {
    let mut layout = super::Layout {
        fortress: [fortress_squares(parse_square("j2")?), fortress_squares(parse_square("j10")?)],
        ..Default::default()
    };
    layout.mountains.set(parse_square("e2")?);
    for (name, seat, unit) in
        [(DIAGRAM_AT, 0, unit), ("c4", 0, Unit::Rabble), ("g4", 1, Unit::Rabble), ("g6", 1, Unit::Rabble)]
    {
        layout.units.push((parse_square(name)?, seat, unit));
    }
    Fortaleza::battle_position(&layout).ok()
}

/// What an action does on its target square, as the board marks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionKind {
    /// Builds the Fortress there.
    Fortress,
    /// Places a Mountain.
    Mountain,
    /// Puts a unit from the Reserve there (a deployment or a save).
    Deploy,
    /// A move onto an empty square.
    Move,
    /// A move onto an enemy, which it captures.
    Capture,
    /// A Lancer's swap with an ally.
    Relay,
    /// A siege weapon's shot.
    Shot,
    /// A Skewer's second target.
    Skewer,
    /// An action with no target square.
    Other,
}

/// What a unit could do from its square, by its own rules, for the help's highlights.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reach {
    /// Empty squares it may move to (and, for a Lancer, allies it may swap with).
    pub moves: Bits,
    /// Enemies it may capture by moving.
    pub captures: Bits,
    /// Enemies a siege weapon may shoot (a Skewer's second target included).
    pub shots: Bits,
    /// Squares of its pattern where it is stopped: the terrain or unit that ends a line, the
    /// square that breaks a leap's path (or its refused landing square), an enemy it may not
    /// take (Thick Skin), and for a King a threatened square.
    pub blocked: Bits,
}

impl Reach {
    /// Every square the unit may act on.
    pub fn all(&self) -> Bits {
        self.moves.or(self.captures).or(self.shots)
    }
}

impl Fortaleza {
    /// What the unit on `from` could do. For the side to act in the battle these are exactly its
    /// legal actions (King safety included); for the other side, or before the battle, the
    /// unit's own rules on the board as it stands (a King is still kept off squares the enemy
    /// threatens). An empty square reaches nothing.
    pub fn unit_reach(&self, from: Square) -> Reach {
        let mut reach = Reach::default();
        let Some((seat, unit)) = self.unit_at(from) else { return reach };
        let legal_now = matches!(self.phase, Phase::Battle | Phase::March { .. }) && self.mover == seat;
        let mut actions = Vec::new();
        if legal_now {
            actions = self.actions_from(from);
        } else {
            let _ = self.unit_actions(from, true, &mut |a| {
                actions.push(a);
                ControlFlow::Continue(())
            });
            if unit == Unit::King {
                actions.retain(|a| a.target_square().is_none_or(|to| !self.threatens(1 - seat, to)));
            }
        }
        for a in actions {
            match a {
                FortalezaAction::Move { to, .. } => match self.unit_at(to) {
                    Some((owner, _)) if owner != seat => reach.captures.set(to),
                    _ => reach.moves.set(to),
                },
                FortalezaAction::Shoot { at, .. } | FortalezaAction::Skewer { at, .. } => reach.shots.set(at),
                _ => {}
            }
        }
        reach.blocked = self.pattern_stops(from, seat, unit, reach.all());
        reach
    }

    /// The squares of a unit's pattern it does not reach where something stops it.
    fn pattern_stops(&self, from: Square, seat: Seat, unit: Unit, reached: Bits) -> Bits {
        let mut blocked = Bits::EMPTY;
        let mut mark_if_unreached = |sq: Option<Square>| {
            if let Some(sq) = sq.filter(|&s| !reached.has(s)) {
                blocked.set(sq);
            }
        };
        let directions = |range: std::ops::Range<usize>| range.filter_map(move |d| step(from, d));
        match unit {
            Unit::King => directions(0..8).for_each(|s| mark_if_unreached(Some(s))),
            Unit::Rabble | Unit::Lancer | Unit::Scorpion => directions(0..4).for_each(|s| mark_if_unreached(Some(s))),
            Unit::Archer | Unit::Trebuchet => directions(4..8).for_each(|s| mark_if_unreached(Some(s))),
            Unit::LightCavalry | Unit::HeavyCavalry => {
                let heavy = unit == Unit::HeavyCavalry;
                let leaps = if heavy { &HEAVY_CAVALRY_LEAPS } else { &LIGHT_CAVALRY_LEAPS };
                for &((c, r), path) in leaps {
                    let Some(landing) = offset(from, c, r).filter(|&l| !reached.has(l)) else { continue };
                    // What stops a leap is on its path when something there breaks it (terrain,
                    // and for the Heavy Cavalry an enemy), else on the landing square.
                    let breaks = |s: Square| {
                        self.is_water(s)
                            || self.is_mountain(s)
                            || self.fortress_owner(s).is_some()
                            || (heavy && self.unit_at(s).is_some_and(|(owner, _)| owner != seat))
                    };
                    let on_path = path.iter().filter_map(|&(pc, pr)| offset(from, pc, pr)).find(|&s| breaks(s));
                    mark_if_unreached(Some(on_path.unwrap_or(landing)));
                }
            }
            Unit::Elephant | Unit::Dragon => {}
        }
        let rays = match unit {
            Unit::Elephant | Unit::Trebuchet => 0..4,
            Unit::Dragon => 0..8,
            Unit::Scorpion => 4..8,
            _ => 0..0,
        };
        for dir in rays {
            let mut s = from;
            let mut enemies_hit = 0;
            while let Some(next) = step(s, dir) {
                s = next;
                let terrain_stop = self.is_mountain(s) || self.fortress_owner(s).is_some();
                let occupant = self.unit_at(s);
                match unit {
                    // The shot flies over units and water to the first Mountain or Fortress.
                    Unit::Trebuchet => {
                        if terrain_stop {
                            blocked.set(s);
                            break;
                        }
                    }
                    // The shot flies over water and empty land; allies and terrain stop it, and
                    // it ends at the enemies it hits (or at the one it may not take).
                    Unit::Scorpion => {
                        if terrain_stop || occupant.is_some_and(|(owner, _)| owner == seat) {
                            blocked.set(s);
                            break;
                        }
                        if occupant.is_some() {
                            enemies_hit += 1;
                            if !reached.has(s) {
                                blocked.set(s);
                                break;
                            }
                            // Past the first enemy only a Skewer goes on, one or two squares.
                            let behind = step(s, dir);
                            let further = behind.and_then(|b| step(b, dir));
                            if enemies_hit == 2 || ![behind, further].into_iter().flatten().any(|b| reached.has(b)) {
                                break;
                            }
                        }
                    }
                    _ => {
                        let flies_over = unit == Unit::Dragon && (self.is_water(s) || self.is_mountain(s));
                        if reached.has(s) {
                            if occupant.is_some() {
                                break;
                            }
                        } else if !flies_over {
                            blocked.set(s);
                            break;
                        }
                    }
                }
            }
        }
        blocked
    }

    /// The squares of `attacker`'s units standing on the other seat's Exit Ring (a siege needs
    /// [`SIEGE_UNITS`] of them).
    pub fn besieging_squares(&self, attacker: Seat) -> Vec<Square> {
        let ring = self.exit_ring(1 - (attacker & 1));
        ring.iter().filter(|&s| self.unit_at(s).is_some_and(|(owner, _)| owner == attacker)).collect()
    }

    /// The other seat of the two.
    pub fn opponent(seat: Seat) -> Seat {
        1 - (seat & 1)
    }

    /// Whether the unit on `sq` stands on the other army's Exit Ring (one of a siege's units).
    pub fn is_besieging(&self, sq: Square) -> bool {
        self.unit_at(sq).is_some_and(|(seat, _)| {
            self.fortress(Self::opponent(seat)).is_some() && self.exit_ring(Self::opponent(seat)).has(sq)
        })
    }

    /// What `action` does on its target square, for the board's marks and the screen reader's
    /// words: a move onto an enemy captures, a move onto an ally is a Lancer's Relay.
    pub fn action_kind(&self, action: FortalezaAction) -> ActionKind {
        match action {
            FortalezaAction::PlaceFortress { .. } => ActionKind::Fortress,
            FortalezaAction::PlaceMountain { .. } => ActionKind::Mountain,
            FortalezaAction::Deploy { .. } | FortalezaAction::Save { .. } => ActionKind::Deploy,
            FortalezaAction::Move { from, to } => match (self.unit_at(from), self.unit_at(to)) {
                (Some((me, _)), Some((them, _))) if me != them => ActionKind::Capture,
                (Some(_), Some(_)) => ActionKind::Relay,
                _ => ActionKind::Move,
            },
            FortalezaAction::Shoot { .. } => ActionKind::Shot,
            FortalezaAction::Skewer { .. } => ActionKind::Skewer,
            FortalezaAction::Choose { .. }
            | FortalezaAction::LiftFortress
            | FortalezaAction::TakeBack { .. }
            | FortalezaAction::EndDeployment
            | FortalezaAction::ExecuteSiege
            | FortalezaAction::EndMarch
            | FortalezaAction::Rescue { .. } => ActionKind::Other,
        }
    }

    /// The seat whose Fortress a click selects to play `action`: the mover's own to end the
    /// deployment or lift it, the other's to execute a siege; `None` for any other action.
    pub fn fortress_of_action(&self, action: FortalezaAction) -> Option<Seat> {
        let mover = self.to_move()?;
        match action {
            FortalezaAction::EndDeployment | FortalezaAction::LiftFortress => Some(mover),
            FortalezaAction::ExecuteSiege => Some(Self::opponent(mover)),
            _ => None,
        }
    }

    /// How many units `seat` has on the board.
    pub fn units_on_board(&self, seat: Seat) -> u32 {
        self.field.occupied[seat as usize & 1].count()
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{battle, sq};
    use super::*;

    fn squares(bits: Bits) -> Vec<String> {
        bits.iter().map(square_name).collect()
    }

    #[test]
    fn the_engine_says_what_a_move_does_whose_fortress_a_click_means_and_who_besieges() {
        let g = battle(&[("K", "e4"), ("R", "e5"), ("k", "h9"), ("r", "f5"), ("R", "i10"), ("r", "d1")], 0);
        let mv = |from: &str, to: &str| FortalezaAction::Move { from: sq(from), to: sq(to) };
        assert_eq!(g.action_kind(mv("e5", "f5")), ActionKind::Capture);
        assert_eq!(g.action_kind(mv("e5", "d5")), ActionKind::Move);
        assert_eq!(g.action_kind(mv("e4", "e5")), ActionKind::Relay, "onto an ally");
        assert_eq!(g.action_kind(FortalezaAction::Shoot { from: sq("e5"), at: sq("f5") }), ActionKind::Shot);
        assert_eq!(g.action_kind(FortalezaAction::EndDeployment), ActionKind::Other);
        assert_eq!(g.fortress_of_action(FortalezaAction::EndDeployment), Some(0));
        assert_eq!(g.fortress_of_action(FortalezaAction::ExecuteSiege), Some(1), "the other's Fortress");
        assert_eq!(g.fortress_of_action(mv("e5", "d5")), None);
        assert_eq!((Fortaleza::opponent(0), Fortaleza::opponent(1)), (1, 0));
        assert!(g.is_besieging(sq("i10")), "on the Exit Ring of the Fortress on j10");
        assert!(g.is_besieging(sq("d1")), "on the Exit Ring of the Fortress on b2");
        assert!(!g.is_besieging(sq("e5")) && !g.is_besieging(sq("a7")));
    }

    #[test]
    fn reach_of_the_side_to_move_is_its_legal_list() {
        let g = battle(&[("K", "e4"), ("R", "e5"), ("k", "h9"), ("r", "f5")], 0);
        let reach = g.unit_reach(sq("e5"));
        assert_eq!(squares(reach.moves), ["d5"]);
        assert_eq!(squares(reach.captures), ["f5"]);
        assert_eq!(squares(reach.blocked), ["e4", "e6"], "its own King below it, water above");
    }

    #[test]
    fn an_elephant_line_stops_at_a_mountain_and_a_dragon_flies_over_it() {
        let g = battle(&[("K", "a1"), ("E", "d4"), ("D", "g4"), ("^", "d8"), ("k", "h12")], 1);
        let elephant = g.unit_reach(sq("d4"));
        assert!(elephant.moves.has(sq("d7")) && !elephant.moves.has(sq("d9")));
        assert!(elephant.blocked.has(sq("d8")), "the Mountain ends its line");
        assert!(elephant.blocked.has(sq("g4")), "so does its own Dragon");
        let dragon = g.unit_reach(sq("g4"));
        assert!(dragon.moves.has(sq("g8")), "over the water of g7");
        assert!(!dragon.blocked.has(sq("g7")));
    }

    #[test]
    fn a_king_not_to_move_is_still_kept_off_threatened_squares() {
        let g = battle(&[("K", "a1"), ("E", "e8"), ("k", "f9")], 0);
        let king = g.unit_reach(sq("f9"));
        assert!(!king.moves.has(sq("e9")) && king.blocked.has(sq("e9")), "the Elephant on e8 watches e9");
        assert!(king.moves.has(sq("g9")));
    }

    #[test]
    fn a_trebuchet_shoots_over_units_to_the_first_mountain() {
        let g =
            battle(&[("K", "a1"), ("T", "d4"), ("R", "d5"), ("r", "d6"), ("^", "d8"), ("r", "d9"), ("k", "l12")], 0);
        let t = g.unit_reach(sq("d4"));
        assert_eq!(squares(t.shots), ["d6"]);
        assert!(t.blocked.has(sq("d8")));
    }

    #[test]
    fn a_leap_is_stopped_on_its_path_where_the_water_or_an_enemy_stands() {
        let g = battle(&[("K", "a1"), ("H", "e4"), ("r", "g4"), ("^", "e2"), ("k", "l12")], 0);
        let h = g.unit_reach(sq("e4"));
        assert!(h.blocked.has(sq("e6")), "the water of e6 breaks the leaps to d6 and f6");
        assert!(h.blocked.has(sq("g4")), "an enemy breaks a Heavy Cavalry's path");
        assert!(h.blocked.has(sq("e2")), "so does a Mountain");
        assert!(!h.blocked.has(sq("g5")) && !h.moves.has(sq("g5")));
        assert!(h.moves.has(sq("c5")), "through its own side's units and empty land");
    }

    #[test]
    fn besiegers_are_the_attackers_on_the_enemy_ring() {
        let g = battle(&[("K", "a1"), ("R", "i9"), ("R", "l11"), ("k", "e12")], 1);
        assert_eq!(g.besieging_squares(0), vec![sq("i9"), sq("l11")]);
        assert_eq!(g.units_on_board(0), 3);
    }
}
