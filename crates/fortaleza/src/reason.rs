//! Why an action is good, in a few words: the clause after the action's name in a hint and in a
//! review's "Better: …" ([`Game::reason_msg`]). One reason, the most important that is true, from
//! the engine's own rules (the position after the action is the engine's own, the threats are
//! [`Field::attacks`] and [`Field::unit_attacks`], the worth of a unit is `eval`'s
//! [`UNIT_VALUES`]).
//!
//! # The reasons, most important first
//! 1. **It wins**: it checkmates the enemy King, captures him (an exposed King after the blind
//!    deployment), or executes a siege that takes him with the enemy Reserve. Nothing outranks
//!    the end of the game.
//! 2. **A siege execution's haul**: how many units of the enemy Reserve go to your Dungeon, and
//!    whether one of your prisoners is freed first (the defender then keeps one unit). A siege
//!    is the game's other way to win, and the count is what it gains.
//! 3. **It breaks the enemy's siege**: fewer than 2 of his units stay on your Exit Ring. A siege
//!    left standing costs your whole Reserve, more than any one capture.
//! 4. **It captures** a unit (a Skewer: both), named with its square.
//! 5. **It puts the enemy King in check** (he was not threatened before).
//! 6. **It takes your King out of the threat**: every legal action does that while he is
//!    threatened, and it is what the action is for.
//! 7. **It lays a siege**: 2 or more of your units on the enemy Exit Ring where fewer stood.
//! 8. **It takes a unit out of danger**: the moving unit was one the enemy would win (below) and
//!    no longer is.
//! 9. **It threatens** an enemy unit the mover would now win and did not before, the most
//!    valuable one (on a tie, the first by square).
//! 10. **It reaches the enemy Exit Ring**: the first unit there, one short of a siege.
//!
//! Captures and dangers before plans, as a chess trainer ranks them: material and the King come
//! first, a threat can be answered. The siege ranks by what it risks: the whole Reserve.
//!
//! A unit is **won** by a side when one of its units may capture it (Thick Skin judged as the
//! rules judge it; a King only on a square the other side does not defend) and the capture keeps
//! the material: a siege weapon shoots it (the shooter stays), or nothing defends its square, or
//! the cheapest unit that takes it by moving is worth less. So "it threatens" and "out of danger"
//! never name an attack that loses the attacker more than it takes.
//!
//! In a siege execution's choices: the attacker's rescue of his most valuable prisoner (when the
//! Dungeon holds more than one kind), the defender's save of his King (a King left in the Reserve
//! is lost with it), or else of his most valuable unit.
//!
//! # Only what the mover sees
//! Before the battle (the choice of territory and the deployment) the other army is hidden, so
//! nothing is said at all. From the first battle turn on everything is public and nothing is left
//! to chance, so a reason read from the position is the same in every resampled position
//! (`determinize`).

use super::eval::UNIT_VALUES;
use super::*;
use castellan_core::Msg;

/// A unit as the object of a reason's verb ("it captures the Dragon"), in the case and with the
/// article each language needs there.
fn unit_object(unit: Unit) -> Msg {
    Msg::new("fortaleza-reason-unit").arg("unit", unit_id(unit))
}

fn value(unit: Unit) -> f32 {
    UNIT_VALUES.get(unit.index()).copied().unwrap_or(0.0)
}

/// Whether `by` wins the unit on `sq` in `field` (module docs): it may capture it, and keeps the
/// material by shooting, on an undefended square, or with a cheaper unit.
fn wins(field: &Field, sq: Square, by: Seat) -> bool {
    let Some((owner, target)) = field.unit_at(sq) else { return false };
    if owner == by {
        return false;
    }
    let defended = field.attacks(sq, owner, NO_SQUARE);
    let mut cheapest = f32::INFINITY;
    for from in field.occupied[by as usize & 1].iter() {
        let Some((_, unit)) = field.unit_at(from) else { continue };
        if !field.unit_attacks(from, sq, by) {
            continue;
        }
        // Thick Skin: a Dragon takes an Elephant alone; anyone else needs a second attacker.
        if target == Unit::Elephant && unit != Unit::Dragon && !field.attacks(sq, by, from) {
            continue;
        }
        if unit == Unit::King && defended {
            continue;
        }
        if unit.is_siege_weapon() || !defended {
            return true;
        }
        cheapest = cheapest.min(value(unit));
    }
    cheapest < value(target)
}

/// The one kind of `counts` strictly worth more than every other kind there, if more than one
/// kind is there.
fn most_valuable(counts: &[u8; UNIT_KINDS]) -> Option<Unit> {
    let present: Vec<Unit> =
        Unit::ALL.iter().copied().filter(|u| counts.get(u.index()).is_some_and(|&n| n > 0)).collect();
    if present.len() < 2 {
        return None;
    }
    let best = present.iter().copied().max_by(|a, b| value(*a).total_cmp(&value(*b)))?;
    present.iter().all(|&u| u == best || value(u) < value(best)).then_some(best)
}

impl Fortaleza {
    /// [`Game::reason_msg`]: the most important true reason for `action` (module docs), or
    /// `None`.
    pub(crate) fn reason(&self, action: FortalezaAction) -> Option<Msg> {
        let seat = self.to_move()?;
        if self.before_battle() || seat > 1 || self.check_action(action).is_err() {
            return None;
        }
        let (me, enemy) = (seat as usize, 1 - seat as usize);
        match action {
            FortalezaAction::Rescue { unit } => {
                return (most_valuable(&self.dungeon[enemy]) == Some(unit))
                    .then(|| Msg::new("fortaleza-reason-rescue-best"));
            }
            FortalezaAction::Save { unit, .. } => {
                if unit == Unit::King {
                    return Some(Msg::new("fortaleza-reason-save-king"));
                }
                let king_waits = self.reserve[me][Unit::King.index()] > 0;
                return (!king_waits && most_valuable(&self.reserve[me]) == Some(unit))
                    .then(|| Msg::new("fortaleza-reason-save-best"));
            }
            _ => {}
        }
        let mut after = self.clone();
        after.apply_action(action);
        if after.ending.is_some_and(|e| e.winner == Some(seat)) {
            return Some(match (action, after.ending.map(|e| e.reason)) {
                (_, Some(EndReason::Checkmate)) => Msg::new("fortaleza-reason-checkmate"),
                (FortalezaAction::ExecuteSiege, _) => Msg::new("fortaleza-reason-siege-wins"),
                _ => Msg::new("fortaleza-reason-king-captured"),
            });
        }
        if action == FortalezaAction::ExecuteSiege {
            return self.siege_haul(enemy);
        }
        let (before, field) = (&self.field, &after.field);
        if self.siege_stands(enemy as Seat) && after.besiegers(enemy as Seat) < SIEGE_UNITS {
            return Some(Msg::new("fortaleza-reason-break-siege"));
        }
        if let Some(capture) = self.capture_reason(action) {
            return Some(capture);
        }
        let their_king = field.kings[enemy];
        let checked_before = before.kings[enemy] != NO_SQUARE && before.attacks(before.kings[enemy], seat, NO_SQUARE);
        if their_king != NO_SQUARE && field.attacks(their_king, seat, NO_SQUARE) && !checked_before {
            return Some(Msg::new("fortaleza-reason-check"));
        }
        if self.king_threatened(seat) {
            return Some(Msg::new("fortaleza-reason-out-of-check"));
        }
        let (ring_before, ring_after) = (self.besiegers(seat), after.besiegers(seat));
        if ring_before < SIEGE_UNITS && ring_after >= SIEGE_UNITS {
            return Some(Msg::new("fortaleza-reason-lay-siege").arg("count", ring_after));
        }
        if let FortalezaAction::Move { from, to } = action {
            let mover = before.unit_at(from).map(|(_, u)| u);
            if let Some(unit) = mover.filter(|&u| u != Unit::King) {
                if field.unit_at(to) == Some((seat, unit))
                    && wins(before, from, enemy as Seat)
                    && !wins(field, to, enemy as Seat)
                {
                    return Some(Msg::new("fortaleza-reason-escape").arg("unit", unit_object(unit)));
                }
            }
        }
        let mut threat: Option<(Square, Unit)> = None;
        for sq in field.occupied[enemy].iter() {
            let Some((_, unit)) = field.unit_at(sq) else { continue };
            if unit == Unit::King || !wins(field, sq, seat) {
                continue;
            }
            if before.unit_at(sq) == Some((enemy as Seat, unit)) && wins(before, sq, seat) {
                continue;
            }
            if threat.is_none_or(|(_, best)| value(unit) > value(best)) {
                threat = Some((sq, unit));
            }
        }
        if let Some((sq, unit)) = threat {
            return Some(
                Msg::new("fortaleza-reason-threat").arg("unit", unit_object(unit)).arg("square", square_name(sq)),
            );
        }
        (ring_before == 0 && ring_after == 1).then(|| Msg::new("fortaleza-reason-ring"))
    }

    /// What executing the standing siege takes (the King's loss is found before): the enemy
    /// Reserve, less the unit the defender saves when one of the mover's units is rescued.
    fn siege_haul(&self, enemy: usize) -> Option<Msg> {
        let reserve: u32 = self.reserve[enemy].iter().map(|&n| u32::from(n)).sum();
        if self.dungeon[enemy].iter().any(|&n| n > 0) {
            let lost = reserve.saturating_sub(1);
            return Some(if lost > 0 {
                Msg::new("fortaleza-reason-siege-rescue").arg("count", lost)
            } else {
                Msg::new("fortaleza-reason-siege-rescue-only")
            });
        }
        (reserve > 0).then(|| Msg::new("fortaleza-reason-siege-takes").arg("count", reserve))
    }

    /// What a move onto an enemy, a shot or a Skewer captures.
    fn capture_reason(&self, action: FortalezaAction) -> Option<Msg> {
        let seat = self.to_move()?;
        let enemy_at = |sq: Square| self.field.unit_at(sq).filter(|&(s, _)| s != seat).map(|(_, u)| u);
        let (at, first) = match action {
            FortalezaAction::Move { to, .. } | FortalezaAction::Shoot { at: to, .. } => (to, None),
            FortalezaAction::Skewer { from, at } => (at, self.skewer_first(from, at)),
            _ => return None,
        };
        let unit = enemy_at(at)?;
        let msg = match first.and_then(|f| enemy_at(f).map(|u| (f, u))) {
            Some((f, first_unit)) => Msg::new("fortaleza-reason-skewer")
                .arg("unit", unit_object(first_unit))
                .arg("square", square_name(f))
                .arg("other", unit_object(unit))
                .arg("behind", square_name(at)),
            // The move's own words name the square; the reason names what stood there.
            None => Msg::new("fortaleza-reason-capture").arg("unit", unit_object(unit)),
        };
        Some(msg)
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{battle, position, sq};
    use super::*;
    use castellan_core::legal_vec;

    fn mv(from: &str, to: &str) -> FortalezaAction {
        FortalezaAction::Move { from: sq(from), to: sq(to) }
    }

    /// The reason for `action`, which must be legal.
    fn reason(g: &Fortaleza, action: FortalezaAction) -> Option<Msg> {
        assert!(legal_vec(g).contains(&action), "{action:?} is not legal\n{}", g.position_text());
        g.reason_msg(action)
    }

    fn captures(unit: Unit) -> Msg {
        Msg::new("fortaleza-reason-capture").arg("unit", unit_object(unit))
    }

    fn unit_on(key: &'static str, unit: Unit, square: &str) -> Msg {
        Msg::new(key).arg("unit", unit_object(unit)).arg("square", square)
    }

    /// Every seat-1 unit but the King, as prisoners of seat 0.
    const ALL_BUT_THE_KING: &str = "dungeon 0: r4 l2 a2 c1 h1 e2 d1 t1 s1";

    #[test]
    fn a_checkmate_says_so() {
        // The King on l12 has k12 (the Elephant's row once it arrives) and l11 (the Rabble's);
        // k11 is his own Fortress and nothing of his can help.
        let g = position(&[("K", "a1"), ("E", "e9"), ("R", "l10"), ("k", "l12")], 0, ALL_BUT_THE_KING);
        assert_eq!(reason(&g, mv("e9", "e12")), Some(Msg::new("fortaleza-reason-checkmate")));
    }

    #[test]
    fn taking_an_exposed_king_wins() {
        // The blind deployment left the King on e7 in the Dragon's line over the water of e6.
        let g = battle(&[("K", "a1"), ("D", "e4"), ("k", "e7")], 0);
        assert_eq!(reason(&g, mv("e4", "e7")), Some(Msg::new("fortaleza-reason-king-captured")));
    }

    #[test]
    fn a_siege_that_takes_the_king_in_the_reserve_wins() {
        let g = position(&[("K", "b1"), ("R", "i9"), ("R", "i10")], 0, "siege laid: 0");
        assert_eq!(reason(&g, FortalezaAction::ExecuteSiege), Some(Msg::new("fortaleza-reason-siege-wins")));
    }

    #[test]
    fn a_siege_with_an_empty_dungeon_takes_the_whole_reserve() {
        // Seat 1: the King on the board, 6 units taken, 9 in the Reserve.
        let g = position(&[("K", "b1"), ("R", "i9"), ("R", "i10"), ("k", "e12")], 0, "siege laid: 0\ndungeon 0: r4 l2");
        let takes = Msg::new("fortaleza-reason-siege-takes").arg("count", 9u32);
        assert_eq!(reason(&g, FortalezaAction::ExecuteSiege), Some(takes));
    }

    #[test]
    fn a_siege_with_a_prisoner_to_free_costs_the_defender_all_but_his_save() {
        let pieces = [("K", "b1"), ("R", "i9"), ("R", "i10"), ("k", "e12")];
        let g = position(&pieces, 0, "siege laid: 0\ndungeon 0: r4 l2\ndungeon 1: R1");
        let rescue = Msg::new("fortaleza-reason-siege-rescue").arg("count", 8u32);
        assert_eq!(reason(&g, FortalezaAction::ExecuteSiege), Some(rescue));
        // One unit in his Reserve: he saves it, and the siege only frees the prisoner.
        let g = position(&pieces, 0, "siege laid: 0\ndungeon 0: r4 l2 a2 c1 h1 e2 d1 t1\ndungeon 1: R1");
        assert_eq!(reason(&g, FortalezaAction::ExecuteSiege), Some(Msg::new("fortaleza-reason-siege-rescue-only")));
    }

    #[test]
    fn capturing_a_besieger_breaks_the_siege_first() {
        let g = position(&[("K", "a1"), ("r", "d4"), ("r", "d3"), ("E", "h4"), ("k", "l12")], 0, "siege laid: 1");
        assert_eq!(reason(&g, mv("h4", "d4")), Some(Msg::new("fortaleza-reason-break-siege")));
    }

    #[test]
    fn a_capture_names_the_unit_taken() {
        let g = battle(&[("K", "a1"), ("E", "h4"), ("d", "d4"), ("T", "e1"), ("h", "e8"), ("k", "l12")], 0);
        assert_eq!(reason(&g, mv("h4", "d4")), Some(captures(Unit::Dragon)));
        let shot = FortalezaAction::Shoot { from: sq("e1"), at: sq("e8") };
        assert_eq!(reason(&g, shot), Some(captures(Unit::HeavyCavalry)));
    }

    #[test]
    fn a_skewer_names_both_units() {
        let g = battle(&[("K", "a1"), ("S", "e1"), ("r", "g3"), ("l", "h4"), ("k", "l12")], 0);
        let skewer = FortalezaAction::Skewer { from: sq("e1"), at: sq("h4") };
        let both = unit_on("fortaleza-reason-skewer", Unit::Rabble, "g3")
            .arg("other", unit_object(Unit::Lancer))
            .arg("behind", "h4");
        assert_eq!(reason(&g, skewer), Some(both));
    }

    #[test]
    fn a_new_threat_on_the_king_is_a_check() {
        // From c8 the Dragon sees along row 8 to the King on h8; from c4 it did not.
        let g = battle(&[("K", "a1"), ("D", "c4"), ("k", "h8")], 0);
        assert_eq!(reason(&g, mv("c4", "c8")), Some(Msg::new("fortaleza-reason-check")));
    }

    #[test]
    fn any_answer_to_a_threatened_king_takes_him_out_of_it() {
        let g = battle(&[("K", "e4"), ("r", "e5"), ("k", "l12")], 0);
        assert!(g.king_threatened(0));
        assert_eq!(reason(&g, mv("e4", "d3")), Some(Msg::new("fortaleza-reason-out-of-check")));
    }

    #[test]
    fn a_second_unit_on_the_enemy_ring_lays_a_siege() {
        let g = battle(&[("K", "a1"), ("R", "i9"), ("L", "h10"), ("k", "e12")], 0);
        let siege = Msg::new("fortaleza-reason-lay-siege").arg("count", 2u32);
        assert_eq!(reason(&g, mv("h10", "i10")), Some(siege));
    }

    #[test]
    fn a_unit_the_enemy_would_win_is_taken_out_of_danger() {
        // The Elephant on h4 attacks the undefended Dragon on e4; on e5 nothing reaches it.
        let g = battle(&[("K", "a1"), ("D", "e4"), ("e", "h4"), ("k", "l12")], 0);
        let escape = Msg::new("fortaleza-reason-escape").arg("unit", unit_object(Unit::Dragon));
        assert_eq!(reason(&g, mv("e4", "e5")), Some(escape));
    }

    #[test]
    fn a_threat_names_the_most_valuable_unit_now_won() {
        // On e5 the Elephant attacks the Rabble on b5 and the Trebuchet on h5, neither defended.
        let g = battle(&[("K", "a1"), ("E", "e4"), ("r", "b5"), ("t", "h5"), ("k", "l12")], 0);
        assert_eq!(reason(&g, mv("e4", "e5")), Some(unit_on("fortaleza-reason-threat", Unit::Trebuchet, "h5")));
        // A defended Dragon is no threat for a Dragon: the exchange wins nothing.
        let g = battle(&[("K", "a1"), ("D", "c4"), ("d", "h5"), ("r", "h6"), ("k", "l12")], 0);
        assert_eq!(reason(&g, mv("c4", "c5")), None);
    }

    #[test]
    fn a_first_unit_on_the_enemy_ring_reaches_it() {
        let g = battle(&[("K", "a1"), ("L", "h10"), ("k", "e12")], 0);
        assert_eq!(reason(&g, mv("h10", "i10")), Some(Msg::new("fortaleza-reason-ring")));
    }

    #[test]
    fn the_rescue_of_the_most_valuable_prisoner_says_so() {
        let pieces = [("K", "b1"), ("R", "i9"), ("R", "i10"), ("k", "e12")];
        let mut g = position(&pieces, 0, "siege laid: 0\ndungeon 1: D1 R1");
        g.apply(FortalezaAction::ExecuteSiege).unwrap();
        assert_eq!(g.phase(), Phase::Rescue);
        let free = |unit| FortalezaAction::Rescue { unit };
        assert_eq!(reason(&g, free(Unit::Dragon)), Some(Msg::new("fortaleza-reason-rescue-best")));
        assert_eq!(reason(&g, free(Unit::Rabble)), None);
    }

    /// The defender's save after a siege on `pieces` that frees the first seat's Rabble.
    fn save_phase(pieces: &[(&str, &str)], extra: &str) -> Fortaleza {
        let mut g = position(pieces, 0, &format!("siege laid: 0\ndungeon 1: R1\n{extra}"));
        g.apply(FortalezaAction::ExecuteSiege).unwrap();
        g.apply(FortalezaAction::Rescue { unit: Unit::Rabble }).unwrap();
        assert_eq!((g.phase(), g.to_move()), (Phase::Save, Some(1)));
        g
    }

    fn first_save(g: &Fortaleza, unit: Unit) -> FortalezaAction {
        legal_vec(g).into_iter().find(|a| matches!(a, FortalezaAction::Save { unit: u, .. } if *u == unit)).unwrap()
    }

    #[test]
    fn the_defender_saves_his_king_first() {
        let g = save_phase(&[("K", "b1"), ("R", "i9"), ("R", "i10")], "");
        assert_eq!(reason(&g, first_save(&g, Unit::King)), Some(Msg::new("fortaleza-reason-save-king")));
        assert_eq!(reason(&g, first_save(&g, Unit::Dragon)), None, "the King waits in the Reserve");
    }

    #[test]
    fn without_his_king_the_defender_saves_his_most_valuable_unit() {
        let g = save_phase(&[("K", "b1"), ("R", "i9"), ("R", "i10"), ("k", "e12")], "");
        assert_eq!(reason(&g, first_save(&g, Unit::Dragon)), Some(Msg::new("fortaleza-reason-save-best")));
        assert_eq!(reason(&g, first_save(&g, Unit::Rabble)), None);
    }

    #[test]
    fn a_quiet_move_and_the_end_of_a_march_say_nothing() {
        let mut g = battle(&[("K", "a1"), ("R", "e4"), ("R", "g4"), ("k", "l12")], 0);
        assert_eq!(reason(&g, mv("e4", "e5")), None);
        g.apply(mv("e4", "e5")).unwrap();
        assert_eq!(reason(&g, FortalezaAction::EndMarch), None);
    }

    #[test]
    fn nothing_is_said_before_the_battle() {
        let mut g = Fortaleza::new(&FortalezaOptions::default()).unwrap();
        assert!(legal_vec(&g).into_iter().all(|a| g.reason_msg(a).is_none()));
        g.apply(FortalezaAction::Choose { territory: Territory::South, colours: Colours::RedAndGold }).unwrap();
        g.apply(FortalezaAction::PlaceFortress { at: sq("b2") }).unwrap();
        assert!(legal_vec(&g).into_iter().all(|a| g.reason_msg(a).is_none()));
    }
}
