//! What the bots know about Fortaleza beyond the rules (bots only: the legal actions, their
//! order, the rules and the RNG are untouched). Read through [`Game::bot_actions`] and
//! [`Game::action_priors`].
//!
//! # The deployment: one planned step at a time
//! The evaluation cannot judge a blind deployment (the other army is hidden, and the battle is
//! far away), and a search over ~40 placements per step finds nothing but noise. So before the
//! battle the bots' list holds a single action, the next step of the seat's plan, drawn in the
//! seat's own frame (`x` from its left, `y` rows from its back edge; the North plan is the South
//! plan turned half round, as the water is):
//! * **the Fortress on the second row** ([`SITES`]): its Exit Ring lies as deep as allowed,
//!   on the back edge, so an attacker has the fewest squares to come from;
//! * **the King behind the Fortress**, on the back row under one of its columns: the Fortress
//!   covers his column and one diagonal, and **Mountains close every other line** to him
//!   (Trebuchet, Elephant and Scorpion lines) right where it leaves the ring: along the back row
//!   on each side that is not the board's edge, and along his other diagonal (beyond the lake
//!   when it crosses one). A spare Mountain closes a ring column the Fortress does not cover
//!   against lines from the enemy's side. Four sites: the back corner behind the water of the
//!   front row (`b2` for the South) with the King on `b1` (Mountains `e1`, `a5`, `d5`) or on
//!   `c1` (`e1`, `e3`, `d5`), and the middle of the back row, `e2` with the King on `e1` (`c1`,
//!   `h1`, `c3`) or `f2` with the King on `g1` (`d1`, `i1`, `j4`);
//! * **a plan per game**: three unit plans share one shape and differ in which unit stands
//!   where; each seat's plan is a site and a unit plan (and the territory and colours the first
//!   seat chooses), drawn from the game's seed (`Fortaleza::bot_plans`), so a player who beat a
//!   bot once meets another Fortress, other Mountains and another army next time; in a game by
//!   link from a seed private to the bot's device (`Game::reseed_bots`), as the game's seed is
//!   in every link and the plan would tell the friend where the hidden army stands;
//! * **strong units where they can act**: Dragon, Trebuchet and Scorpion on the front row of the
//!   ring (open lines toward the enemy), the Elephants on the open side (rows 2–3 run across the
//!   board), the Cavalry at the ends, Archers and Lancers beside the King (a Lancer's Relay can
//!   swap him out), and the four Rabbles, the cheapest units, stay in the Reserve once the ring
//!   is full (the Reserve is what a siege takes).
//!
//! The plan reads only the seat's own units, the Fortresses and the Mountains, never the other
//! army (it is hidden, and the real state is asked for the list). When the position is not the
//! plan's (a human began the deployment, a square is taken), each step falls back to the
//! nearest sensible choice, and to the whole legal list if nothing planned is legal.
//!
//! # Move ordering in the battle
//! [`Fortaleza::bot_action_priors`] guesses each action's worth from the position before it:
//! what it captures (less what the capturer risks on a square the enemy attacks), a check, a step
//! onto the enemy Exit Ring (more if it lays a siege), a threatened unit moved to safety, an
//! execution by what the defender's Reserve holds, and the most valuable unit rescued or saved
//! (the King first). The search uses it as progressive bias.

use super::board::{cell_seat, cell_unit, territory_squares, EMPTY};
use super::eval::{attack_maps, UNIT_VALUES};
use super::*;

/// Where a bot builds: a Fortress site in the seat's own frame, the King's square behind it and
/// the Mountains that close his lines (module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Site {
    /// The Fortress's lowest, leftmost square in the seat's own frame (`(1, 1)`: `b2` for the
    /// South), always on the second row.
    pub(super) fortress: (i8, i8),
    /// The King stands behind the Fortress's right column (`(1, -1)` from its corner), else
    /// behind its left one (`(0, -1)`): the unit planned on the other square takes his.
    pub(super) king_right: bool,
    /// The Mountains, relative to the Fortress's corner, in the order they are placed.
    pub(super) mountains: [(i8, i8); 3],
}

/// The sites the bots build on (module docs), each with every line to its King closed.
pub(super) const SITES: [Site; 4] = [
    // b2, the King on b1: e1 closes the back row; a5 and d5 the ring columns left uncovered.
    Site { fortress: (1, 1), king_right: false, mountains: [(3, -1), (-1, 3), (2, 3)] },
    // b2, the King on c1: e1 the back row, e3 his diagonal past the ring's corner, d5 the
    // ring column left uncovered (the water on a6 stands before the other).
    Site { fortress: (1, 1), king_right: true, mountains: [(3, -1), (3, 1), (2, 3)] },
    // e2, the King on e1: c1 and h1 the back row on both sides, c3 his diagonal.
    Site { fortress: (4, 1), king_right: false, mountains: [(-2, -1), (3, -1), (-2, 1)] },
    // f2, the King on g1: d1 and i1 the back row, j4 his diagonal beyond the lake on i3.
    Site { fortress: (5, 1), king_right: true, mountains: [(-2, -1), (3, -1), (4, 2)] },
];
/// How many deployment plans the bots choose among (by the game's seed: `Fortaleza::bot_plans`):
/// every site with every unit plan.
pub(super) const PLANS: u32 = (SITES.len() * UNIT_PLANS.len()) as u32;

/// Each seat's deployment plan, drawn from `seed` (the game's, or a device's private seed in a
/// game by link).
pub(super) fn draw_plans(seed: u64) -> [u8; 2] {
    let mut plans = Rng::new(seed);
    [0, 1].map(|_| plans.below(PLANS) as u8)
}
/// Where the units go, in the order they are deployed, relative to the Fortress's corner in the
/// seat's own frame (`(0, -1)` is the ring square behind the Fortress's left column, where the
/// King stands unless his site puts him behind the right one), one list per plan. The plans
/// share their shape (the module docs): the King behind the Fortress with a Lancer or an Archer
/// beside him, the three long-range units on the ring's front row, the Elephants and a Cavalry
/// on one side; they differ in which unit stands where in it, so a player meets another army
/// each game, every one of them sound.
const UNIT_PLANS: [[(Unit, i8, i8); 12]; 3] = [
    [
        (Unit::King, 0, -1),
        (Unit::Dragon, 0, 2),
        (Unit::Trebuchet, 1, 2),
        (Unit::Scorpion, 2, 2),
        (Unit::Elephant, 2, 1),
        (Unit::Elephant, 2, 0),
        (Unit::HeavyCavalry, 2, -1),
        (Unit::LightCavalry, -1, 2),
        (Unit::Archer, -1, 1),
        (Unit::Archer, -1, 0),
        (Unit::Lancer, 1, -1),
        (Unit::Lancer, -1, -1),
    ],
    [
        (Unit::King, 0, -1),
        (Unit::Trebuchet, 0, 2),
        (Unit::Scorpion, 1, 2),
        (Unit::Dragon, 2, 2),
        (Unit::HeavyCavalry, 2, 1),
        (Unit::Elephant, 2, 0),
        (Unit::Elephant, 2, -1),
        (Unit::Archer, -1, 2),
        (Unit::LightCavalry, -1, 1),
        (Unit::Archer, -1, 0),
        (Unit::Lancer, -1, -1),
        (Unit::Lancer, 1, -1),
    ],
    [
        (Unit::King, 0, -1),
        (Unit::Scorpion, 0, 2),
        (Unit::Dragon, 1, 2),
        (Unit::Trebuchet, 2, 2),
        (Unit::Elephant, 2, 1),
        (Unit::LightCavalry, 2, 0),
        (Unit::Elephant, 2, -1),
        (Unit::HeavyCavalry, -1, 2),
        (Unit::Archer, -1, 1),
        (Unit::Lancer, -1, 0),
        (Unit::Archer, 1, -1),
        (Unit::Lancer, -1, -1),
    ],
];
/// Units deployed when the plan's squares are taken, most useful first (Rabbles last).
const DEPLOY_PRIORITY: [Unit; UNIT_KINDS] = [
    Unit::King,
    Unit::Dragon,
    Unit::Trebuchet,
    Unit::Scorpion,
    Unit::Elephant,
    Unit::HeavyCavalry,
    Unit::LightCavalry,
    Unit::Archer,
    Unit::Lancer,
    Unit::Rabble,
];

/// What capturing a King is worth to the move ordering (it ends the game).
const KING_PRIZE: f32 = 50.0;
/// Gain (in units of material) that moves a prior from 0.5 to about 0.88.
const PRIOR_SCALE: f32 = 3.0;
/// Share of its value a unit risks by ending on a square the enemy attacks.
const RISK_SHARE: f32 = 0.8;
/// Share of its value a threatened unit saves by moving to a square the enemy does not attack.
const ESCAPE_SHARE: f32 = 0.5;
/// A check, a step onto the enemy ring, and the step that lays a siege there.
const CHECK_GAIN: f32 = 1.0;
const RING_STEP_GAIN: f32 = 0.8;
const SIEGE_STEP_GAIN: f32 = 1.5;
/// A unit brought onto the board from the Reserve (out of a siege's reach).
const DEPLOY_GAIN: f32 = 0.3;

/// The square at `(x, y)` of a seat's own frame in `territory`, if on the board.
fn own_square(territory: Territory, x: i8, y: i8) -> Option<Square> {
    let last = SIZE as i8 - 1;
    if !(0..=last).contains(&x) || !(0..=last).contains(&y) {
        return None;
    }
    let (c, r) = match territory {
        Territory::South => (x, y),
        Territory::North => (last - x, last - y),
    };
    Some(square_at(c as usize, r as usize))
}

/// `sq` in the own frame of a seat in `territory`.
fn own_xy(territory: Territory, sq: Square) -> (i8, i8) {
    let last = SIZE as i8 - 1;
    let (c, r) = (col_of(sq) as i8, row_of(sq) as i8);
    match territory {
        Territory::South => (c, r),
        Territory::North => (last - c, last - r),
    }
}

/// The Fortress anchor (lowest, leftmost board square) whose block covers the own-frame squares
/// `corner`..`corner + (1, 1)`.
fn anchor_for(territory: Territory, corner: (i8, i8)) -> Option<Square> {
    let a = own_square(territory, corner.0, corner.1)?;
    let b = own_square(territory, corner.0 + 1, corner.1 + 1)?;
    Some(square_at(col_of(a).min(col_of(b)), row_of(a).min(row_of(b))))
}

fn chebyshev(a: (i8, i8), b: (i8, i8)) -> i8 {
    (a.0 - b.0).abs().max((a.1 - b.1).abs())
}

/// What taking the unit on `sq` is worth to the move ordering.
fn prize(field: &Field, sq: Square) -> f32 {
    match field.unit_at(sq) {
        Some((_, Unit::King)) => KING_PRIZE,
        Some((_, unit)) => UNIT_VALUES[unit.index()],
        None => 0.0,
    }
}

impl Fortaleza {
    /// The bots' list: before the battle the plan's next step alone (when it is legal), in the
    /// battle every legal action.
    pub(crate) fn gen_bot_actions(&self, out: &mut Vec<FortalezaAction>) {
        if self.before_battle() {
            if let Some(step) = self.planned_step().filter(|&a| self.check_action(a).is_ok()) {
                out.clear();
                out.push(step);
                return;
            }
        }
        self.legal_actions(out);
    }

    /// The next step of the deployment plan (module docs), or `None` to fall back to the whole
    /// legal list.
    pub(crate) fn planned_step(&self) -> Option<FortalezaAction> {
        match self.phase {
            // The halves of the board are alike (turned half round), and colours do not play:
            // both follow the plan, for a game that looks different too.
            Phase::Choose => {
                let plan = self.bot_plans[self.mover as usize];
                let territory = if plan % 2 == 0 { Territory::South } else { Territory::North };
                let colours = if plan / 2 % 2 == 0 { Colours::RedAndGold } else { Colours::BlackAndSilver };
                Some(FortalezaAction::Choose { territory, colours })
            }
            Phase::Deploy => self.deployment_step(),
            _ => None,
        }
    }

    /// The site and the unit plan of `seat`'s bot (`Fortaleza::bot_plans`).
    pub(super) fn bot_plan(&self, seat: usize) -> (Site, [(Unit, i8, i8); 12]) {
        let plan = self.bot_plans[seat] as usize % PLANS as usize;
        (SITES[plan / UNIT_PLANS.len()], UNIT_PLANS[plan % UNIT_PLANS.len()])
    }

    fn deployment_step(&self) -> Option<FortalezaAction> {
        let me = self.mover as usize;
        let territory = self.territory[me];
        let (site, plan) = self.bot_plan(me);
        if self.fortress_at[me] == NO_SQUARE {
            return self.fortress_step(territory, site.fortress);
        }
        let corner = self.own_fortress_corner(me);
        let at = |dx: i8, dy: i8| own_square(territory, corner.0 + dx, corner.1 + dy);
        if self.mountains_left[me] > 0 {
            return self.mountain_step(territory, corner, &site.mountains);
        }
        let ring = self.rings[me];
        let free = |sq: Square| ring.has(sq) && self.field.is_free_land(sq);
        let in_reserve = |unit: Unit| self.reserve[me][unit.index()] > 0;
        // Behind the right column the King and the unit planned there change places.
        let swap = |(dx, dy): (i8, i8)| match (site.king_right, dx, dy) {
            (true, 0, -1) => (1, -1),
            (true, 1, -1) => (0, -1),
            _ => (dx, dy),
        };
        for (unit, dx, dy) in plan.map(|(unit, dx, dy)| {
            let (dx, dy) = swap((dx, dy));
            (unit, dx, dy)
        }) {
            if let Some(to) = at(dx, dy).filter(|&sq| free(sq) && in_reserve(unit)) {
                return Some(FortalezaAction::Deploy { unit, to });
            }
        }
        // The plan's squares are taken: the most useful unit left onto a free ring square (the
        // King as far back as the ring goes, the others as far forward).
        if let Some(unit) = DEPLOY_PRIORITY.into_iter().find(|&u| in_reserve(u)) {
            let depth = |sq: &Square| own_xy(territory, *sq).1;
            let squares = ring.iter().filter(|&sq| free(sq));
            let to = if unit == Unit::King { squares.min_by_key(depth) } else { squares.max_by_key(depth) };
            if let Some(to) = to {
                return Some(FortalezaAction::Deploy { unit, to });
            }
        }
        Some(FortalezaAction::EndDeployment)
    }

    /// The planned Fortress (its corner at `corner` in the own frame), or the allowed one
    /// nearest to it.
    fn fortress_step(&self, territory: Territory, corner: (i8, i8)) -> Option<FortalezaAction> {
        let planned = anchor_for(territory, corner)?;
        let mut best: Option<(i8, Square)> = None;
        for at in 0..SQUARES as Square {
            let place = FortalezaAction::PlaceFortress { at };
            if self.check_action(place).is_err() {
                continue;
            }
            let d = chebyshev(own_xy(territory, at), own_xy(territory, planned));
            if best.is_none_or(|(bd, _)| d < bd) {
                best = Some((d, at));
            }
        }
        best.map(|(_, at)| FortalezaAction::PlaceFortress { at })
    }

    /// The next planned Mountain (`mountains`, relative to the Fortress's `corner`); if its
    /// square is taken, the free land square nearest to it off the own ring.
    fn mountain_step(&self, territory: Territory, corner: (i8, i8), mountains: &[(i8, i8)]) -> Option<FortalezaAction> {
        let me = self.mover as usize;
        let allowed = |sq: Square| self.check_action(FortalezaAction::PlaceMountain { at: sq }).is_ok();
        let planned: Vec<Square> =
            mountains.iter().filter_map(|&(dx, dy)| own_square(territory, corner.0 + dx, corner.1 + dy)).collect();
        if let Some(&at) = planned.iter().find(|&&sq| allowed(sq)) {
            return Some(FortalezaAction::PlaceMountain { at });
        }
        // Every planned square is taken (or holds a Mountain already): near the first one.
        let target = own_xy(territory, *planned.first()?);
        let candidates = territory_squares(territory).minus(self.rings[me]);
        candidates
            .iter()
            .filter(|&sq| allowed(sq))
            .min_by_key(|&sq| chebyshev(own_xy(territory, sq), target))
            .map(|at| FortalezaAction::PlaceMountain { at })
    }

    /// The own-frame lowest, leftmost square of `seat`'s Fortress.
    fn own_fortress_corner(&self, seat: usize) -> (i8, i8) {
        let territory = self.territory[seat];
        fortress_squares(self.fortress_at[seat])
            .iter()
            .map(|sq| own_xy(territory, sq))
            .fold((i8::MAX, i8::MAX), |(x, y), (a, b)| (x.min(a), y.min(b)))
    }

    /// Move ordering for the seat to move (module docs): each action's rough gain in material,
    /// squashed into `0..1` (0.5 = nothing gained or lost).
    pub(crate) fn bot_action_priors(&self, actions: &[FortalezaAction], out: &mut Vec<f32>) {
        out.clear();
        let Some(me) = self.to_move() else {
            out.resize(actions.len(), 0.5);
            return;
        };
        let enemy = 1 - me;
        let danger = attack_maps(&self.field)[enemy as usize];
        for &action in actions {
            let gain = self.action_gain(action, me, danger);
            out.push(0.5 + 0.5 * (gain / PRIOR_SCALE).tanh());
        }
    }

    /// The rough gain of `action` for `me`; `danger`: the squares the enemy attacks.
    fn action_gain(&self, action: FortalezaAction, me: Seat, danger: Bits) -> f32 {
        use FortalezaAction as A;
        let enemy = 1 - me;
        let value = |unit: Unit| UNIT_VALUES[unit.index()];
        match action {
            A::Move { from, to } => {
                let c = self.field.at(from);
                if c == EMPTY {
                    return 0.0;
                }
                let unit = cell_unit(c);
                let target = self.field.at(to);
                if target != EMPTY && cell_seat(target) == me {
                    return 0.0; // a Relay
                }
                let mut gain = prize(&self.field, to);
                if unit != Unit::King && danger.has(to) {
                    gain -= value(unit) * RISK_SHARE;
                } else if danger.has(from) {
                    gain += value(unit) * ESCAPE_SHARE;
                }
                let enemy_ring = self.rings[enemy as usize];
                if enemy_ring.has(to) && !enemy_ring.has(from) {
                    gain += RING_STEP_GAIN;
                    if self.besiegers(me) + 1 >= SIEGE_UNITS {
                        gain += SIEGE_STEP_GAIN;
                    }
                } else if enemy_ring.has(from) && !enemy_ring.has(to) {
                    gain -= RING_STEP_GAIN;
                }
                if self.gives_check(from, to, me) {
                    gain += CHECK_GAIN;
                }
                gain
            }
            A::Shoot { at, .. } => prize(&self.field, at),
            A::Skewer { from, at } => {
                self.skewer_first(from, at).map_or(0.0, |first| prize(&self.field, first)) + prize(&self.field, at)
            }
            A::ExecuteSiege => {
                let reserve = &self.reserve[enemy as usize];
                let taken: f32 = Unit::ALL
                    .iter()
                    .map(|&u| reserve[u.index()] as f32 * if u == Unit::King { KING_PRIZE } else { value(u) })
                    .sum();
                // With a prisoner to rescue the defender saves one unit (his best).
                let rescue = self.dungeon[enemy as usize].iter().any(|&n| n > 0);
                if rescue {
                    taken * 0.5
                } else {
                    taken
                }
            }
            A::Deploy { unit, to } if self.phase == Phase::Battle => {
                DEPLOY_GAIN - if unit != Unit::King && danger.has(to) { value(unit) * RISK_SHARE } else { 0.0 }
            }
            A::Rescue { unit } => value(unit),
            A::Save { unit, to } => {
                let worth = if unit == Unit::King { KING_PRIZE } else { value(unit) };
                if to.is_some() {
                    worth
                } else {
                    worth * 0.5
                }
            }
            _ => 0.0,
        }
    }

    /// Whether moving the unit on `from` to `to` attacks the enemy King (direct or uncovered).
    fn gives_check(&self, from: Square, to: Square, me: Seat) -> bool {
        let king = self.field.kings[1 - me as usize];
        if king == NO_SQUARE {
            return false;
        }
        let mut field = self.field;
        field.take(to);
        let moving = field.take(from);
        field.put(to, moving);
        field.unit_attacks(to, king, me)
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{battle, position, sq};
    use super::*;
    use castellan_bot::BotTuning;
    use castellan_bot::{decide, BotSpec, Level};
    use castellan_core::{legal_vec, Seat};

    /// Plays the bots' list (one planned step each) from a new game to the battle, each seat
    /// following `plans`.
    fn planned_deployment(plans: [u8; 2]) -> Fortaleza {
        let mut g = Fortaleza::new(&FortalezaOptions::default()).unwrap();
        g.bot_plans = plans;
        let mut list = Vec::new();
        while g.before_battle() {
            g.bot_actions(&mut list);
            assert_eq!(list.len(), 1, "one planned step at a time:\n{}", g.position_text());
            g.apply(list[0]).unwrap();
        }
        g
    }

    /// Whether `seat`'s deployment in `g` (at the battle) is sound, as docs/bots.md says: the
    /// Fortress on the second row (its ring on the back edge), the King on the back row behind
    /// it, every line to him closed where it leaves the ring (beyond any water) by a Mountain, the
    /// Fortress or the board's edge, the plan's three Mountains placed, the ring full of units,
    /// the four Rabbles in the Reserve, and neither King threatened.
    fn assert_sound(g: &Fortaleza, seat: usize, what: &str) {
        let territory = g.territory[seat];
        let (site, _) = g.bot_plan(seat);
        let corner = g.own_fortress_corner(seat);
        assert_eq!(corner, site.fortress, "{what}: the planned Fortress\n{}", g.position_text());
        assert_eq!(corner.1, 1, "{what}: the Fortress stands on the second row");
        let king = g.field.kings[seat];
        let (kx, ky) = own_xy(territory, king);
        assert_eq!(ky, 0, "{what}: the King on the back row\n{}", g.position_text());
        assert!(kx == corner.0 || kx == corner.0 + 1, "{what}: the King behind the Fortress");
        let ring = g.rings[seat];
        for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let (mut x, mut y) = (kx + dx, ky + dy);
            // Along the line: ring squares (his units stand there) and water, then what closes it.
            while own_square(territory, x, y).is_some_and(|sq| ring.has(sq) || WATER.has(sq)) {
                x += dx;
                y += dy;
            }
            if let Some(sq) = own_square(territory, x, y) {
                assert!(
                    g.is_mountain(sq) || g.fortress_owner(sq) == Some(seat as Seat),
                    "{what}: the King's line ({dx}, {dy}) leaves the ring open at {}\n{}",
                    square_name(sq),
                    g.position_text()
                );
            }
        }
        for (dx, dy) in site.mountains {
            let sq = own_square(territory, corner.0 + dx, corner.1 + dy).expect("on the board");
            assert!(g.is_mountain(sq), "{what}: the planned Mountain on {}", square_name(sq));
        }
        assert_eq!(g.mountains_left[seat], 0, "{what}");
        assert_eq!(ring.iter().filter(|&s| g.field.is_free_land(s)).count(), 0, "{what}: the ring is full");
        assert_eq!(g.reserve(seat as Seat, Unit::Rabble), 4, "{what}");
        assert_eq!(Unit::ALL.iter().map(|&u| g.reserve(seat as Seat, u) as u32).sum::<u32>(), 4, "{what}");
        assert!(!g.king_threatened(0) && !g.king_threatened(1), "{what}");
    }

    #[test]
    fn every_deployment_plan_is_sound() {
        for first in 0..PLANS as u8 {
            for second in 0..PLANS as u8 {
                let g = planned_deployment([first, second]);
                for seat in 0..2 {
                    assert_sound(&g, seat, &format!("plans {first} {second}, seat {seat}"));
                }
            }
        }
    }

    #[test]
    fn the_sites_differ_in_their_fortress_and_their_mountains() {
        let fortresses: std::collections::BTreeSet<_> = SITES.iter().map(|s| s.fortress).collect();
        assert!(fortresses.len() >= 3, "Fortress squares: {fortresses:?}");
        let mountains: std::collections::BTreeSet<_> = SITES
            .iter()
            .map(|s| {
                let mut m = s.mountains.map(|(dx, dy)| (s.fortress.0 + dx, s.fortress.1 + dy));
                m.sort();
                m
            })
            .collect();
        assert_eq!(mountains.len(), SITES.len(), "every site has its own Mountains");
    }

    #[test]
    fn the_plans_are_different_armies() {
        let armies: Vec<String> = (0..PLANS as u8).map(|p| planned_deployment([p, p]).position_text()).collect();
        for (i, a) in armies.iter().enumerate() {
            assert!(armies[i + 1..].iter().all(|b| b != a), "plan {i} repeats another");
        }
    }

    #[test]
    fn the_deployment_plan_never_reads_the_hidden_army() {
        // The second seat's steps are the same whatever the first seat deployed.
        let mut g = Fortaleza::new(&FortalezaOptions::default()).unwrap();
        let mut list = Vec::new();
        while g.to_move() == Some(0) {
            g.bot_actions(&mut list);
            g.apply(list[0]).unwrap();
        }
        let mut other = g.clone();
        other.hide_units(0);
        let mut steps = (Vec::new(), Vec::new());
        for (state, out) in [(&mut g, &mut steps.0), (&mut other, &mut steps.1)] {
            while state.to_move() == Some(1) && state.before_battle() {
                state.bot_actions(&mut list);
                out.push(list[0]);
                state.apply(list[0]).unwrap();
            }
        }
        assert_eq!(steps.0, steps.1);
    }

    #[test]
    fn a_deployment_begun_elsewhere_is_finished_with_legal_steps() {
        // A human built on d3 and placed two Mountains, then handed over to a bot.
        let mut g = Fortaleza::new(&FortalezaOptions::default()).unwrap();
        g.apply(FortalezaAction::Choose { territory: Territory::North, colours: Colours::BlackAndSilver }).unwrap();
        for a in [
            FortalezaAction::PlaceFortress { at: sq("d9") },
            FortalezaAction::PlaceMountain { at: sq("c7") },
            FortalezaAction::PlaceMountain { at: sq("f12") },
            FortalezaAction::Deploy { unit: Unit::Rabble, to: sq("c11") },
        ] {
            g.apply(a).unwrap();
        }
        let mut list = Vec::new();
        let mut steps = 0;
        while g.before_battle() {
            g.bot_actions(&mut list);
            assert!(!list.is_empty());
            for &a in &list {
                assert!(g.check(a).is_ok(), "{a:?}");
            }
            g.apply(list[0]).unwrap();
            steps += 1;
            assert!(steps < 100, "the deployment must end");
        }
        assert_eq!(g.fortress(0), Some(sq("d9")));
        assert!(g.unit_at(sq("c11")).is_some() || g.exit_ring(0).iter().any(|s| g.unit_at(s) == Some((0, Unit::King))));
        let kings = g.exit_ring(0).iter().filter(|&s| g.unit_at(s) == Some((0, Unit::King))).count();
        assert_eq!(kings, 1, "the King is deployed:\n{}", g.position_text());
    }

    #[test]
    fn captures_checks_and_sieges_come_first_in_the_move_ordering() {
        // The first seat's Dragon on e5 may take the Elephant on e7 or step quietly; its Rabble
        // on i8 may step onto the enemy ring beside the Lancer already there, laying a siege.
        let g = battle(&[("K", "b1"), ("D", "e5"), ("L", "i10"), ("R", "i8"), ("k", "k12"), ("e", "e7")], 0);
        let actions = legal_vec(&g);
        let mut priors = Vec::new();
        g.action_priors(&actions, &mut priors);
        let prior = |a: FortalezaAction| priors[actions.iter().position(|&b| b == a).unwrap()];
        let capture = prior(FortalezaAction::Move { from: sq("e5"), to: sq("e7") });
        let quiet = prior(FortalezaAction::Move { from: sq("e5"), to: sq("e4") });
        assert!(capture > 0.85 && quiet == 0.5, "capture {capture}, quiet {quiet}");
        let siege = prior(FortalezaAction::Move { from: sq("i8"), to: sq("i9") });
        assert!(siege > 0.75, "siege step {siege}");
    }

    /// The hint for `seat`, as the bots' worker computes it (Normal's search at its fixed
    /// budget, checked), seeded as the worker seeds it.
    fn hint(g: &Fortaleza, seat: Seat, seed: u64) -> FortalezaAction {
        let spec = castellan_bot::decision_spec::<Fortaleza>(g.options(), Level::Normal, true);
        decide(g, seat, &spec, castellan_bot::derive_seed(seed, 0)).expect("a hint")
    }

    /// Whether the other seat can win with its next action after `seat` played `action`.
    fn loses_at_once(g: &Fortaleza, seat: Seat, action: FortalezaAction) -> bool {
        let mut after = g.clone();
        after.apply(action).unwrap();
        legal_vec(&after).into_iter().any(|reply| {
            let mut next = after.clone();
            next.apply(reply).unwrap();
            next.outcome().is_some_and(|o| o.winners == [1 - seat])
        })
    }

    /// From a game of Normal bots: the first seat is far behind; if its King steps from a2 to
    /// a3, the second seat's Dragon goes from c1 to a1 and mates him up the a-file (his own
    /// units and the Fortress box him in). Normal's search valued every move at about 0.04, so
    /// being mated now and merely standing lost looked alike to it, and it chose that step.
    const MATE_IN_ONE: &str = "12 . . . . . . . ^ . . l k
11 . . . . . . . . e f f l
10 . . ~ ~ . . . . r f f a
 9 . . . . . . . . t r s h
 8 . . . . . . . . ^ . . ^
 7 . . . . . . ~ ~ . . ~ ~
 6 ~ ~ . . ~ ~ . . . . . .
 5 ^ S R ^ . . . . . . . .
 4 H A . . . . . . . . . .
 3 . F F R . . . . ~ ~ . .
 2 K F F . . . . . . . . .
 1 . . d . ^ . . . . . . .
to move: 0 (battle)
north: 1
dungeon 0: r2 a1 c1 e1
dungeon 1: R2 L2 A1 C1 E2 D1 T1
quiet: 1
";

    #[test]
    fn the_hint_never_walks_into_a_mate_in_one() {
        let g = Fortaleza::from_position_text(MATE_IN_ONE).unwrap();
        let step = FortalezaAction::Move { from: sq("a2"), to: sq("a3") };
        assert!(loses_at_once(&g, 0, step), "the King's step to a3 is mated at once");
        // The search alone (the checks off) walks into it.
        let BotSpec::Ismcts(normal) = Fortaleza::level_spec_at(Level::Normal, 2) else { panic!() };
        let unchecked = BotSpec::Ismcts(castellan_bot::IsmctsConfig { safety_nodes: 0, ..normal });
        let walked_in = (0..8).filter(|&seed| decide(&g, 0, &unchecked, seed) == Some(step)).count();
        assert!(walked_in > 0, "the unchecked search never chose the mated step: the position no longer shows it");
        for seed in 0..8 {
            let a = hint(&g, 0, seed);
            assert!(!loses_at_once(&g, 0, a), "seed {seed}: {} is mated at once", g.notation(a));
        }
    }

    #[test]
    fn a_besieger_executes_and_a_defender_saves_his_king_first() {
        // The second seat's King waits in his Reserve; he holds one of the first seat's Rabbles,
        // so an execution goes through the rescue and his save.
        let pieces = [("K", "b1"), ("R", "i9"), ("R", "i10"), ("E", "e5"), ("r", "a9")];
        let mut g = position(&pieces, 0, "siege laid: 0\ndungeon 1: R1");
        let spec = Fortaleza::level_spec_at(Level::Normal, 2);
        assert_eq!(decide(&g, 0, &spec, 7), Some(FortalezaAction::ExecuteSiege));
        g.apply(FortalezaAction::ExecuteSiege).unwrap();
        assert_eq!(decide(&g, 0, &spec, 7), Some(FortalezaAction::Rescue { unit: Unit::Rabble }));
        g.apply(FortalezaAction::Rescue { unit: Unit::Rabble }).unwrap();
        let save = decide(&g, 1, &spec, 7);
        assert!(matches!(save, Some(FortalezaAction::Save { unit: Unit::King, .. })), "{save:?}");
    }
}
