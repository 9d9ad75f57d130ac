//! Why an action is good for the seat to move ([`Game::reason_msg`]): one short, true clause
//! that follows the action's name in the hint and in a review's "Better: …".
//!
//! # The reasons, most important first
//! The first that holds is given (within one rank, the larger number; on a tie, the mover's own
//! progress before another seat's loss). Ranked by how soon the game is decided by them: a win
//! now, a loss now (the third-turn rule), a loss next turn, then the races in steps, then the
//! earlier stages of building a road.
//! 1. **Wins**: a Lord move onto the enemy Tower; a placement after which the mover's Lord can
//!    stop on it this turn.
//! 2. **In time**: the mover's Lord is on his own Tower in his last turn allowed there
//!    ([`LEAVE_TOWER_BY_TURN`]): a Lord move takes him off, a placement opens his way off.
//! 3. **Stops a threat**: another seat's Lord could stop on his goal in one move, and after this
//!    action cannot, the board as it is (a placement cuts his way, or the mover's Lord stands in
//!    it). The words claim no more: on his turn he may build again before he moves.
//! 4. **One move away** (Lord moves): from where he lands, the mover's Lord can stop on the enemy
//!    Tower in one move.
//! 5. **Roads**: a road is a way the board already lets a Lord walk to his goal; its length is
//!    the engine's fewest steps ([`Voldetour::steps_to_goal`], other Lords ignored). A placement
//!    completes the mover's road or cuts another seat's (the shorter the road, the weightier);
//!    then, a placement shortens the mover's road or lengthens another's, or a Lord move brings
//!    the mover's Lord closer along his road, by so many steps.
//! 6. **Off the Tower** (not yet urgent): a Lord move leaves the Tower, or a placement opens the
//!    first way off it.
//! 7. **Nearer**, while the mover has no road: a placement extends the squares his Lord can walk
//!    to (at any number of steps) so many squares nearer the enemy Tower (counted along rows and
//!    columns); a Lord move brings him so many squares nearer.
//! 8. **On the way**: the placement makes the mover's cheapest route cheaper, or another seat's
//!    dearer, in the evaluation's race cost ([`Voldetour::race_cost`]); no number is given, as
//!    that cost counts Stairs still to build, not steps (the larger change of the two first).
//! 9. **Locks** (placements): another seat's piece can no longer be moved (the rulebook's defence:
//!    "bloquer les pièces de l'adversaire"). Last: the bots never value it, so where a race
//!    reason holds, that is why the move was chosen.
//!
//! `EndTurn`, `Pass`, an illegal action and an action with none of these say nothing.
//!
//! # What it depends on
//! Voldétour has no hidden information and no chance: every reason is computed from the board
//! as the mover sees it, before and after the action (a copy of the position plays it), with the
//! engine's own walk ([`Voldetour::lord_targets`], [`Voldetour::step`]), road lengths, race cost
//! and blocked test. No search: a few shortest-way runs per seat, well under a millisecond.
//! The measures of the position before the action are the same for every action of it, so the
//! last position's are remembered per thread ([`Before`]): exact (keyed by all they depend on),
//! so an answer never depends on what was asked before.

use super::board::{bit, Mask, Spot, CELLS, PIECES, PIECES_PER_SEAT, SIZE};
use super::*;
use castellan_core::Msg;
use std::cell::Cell;

/// A weight large enough that a shorter road always weighs more (roads are under 100 steps).
const ROAD_WEIGHT: i64 = 1_000;

/// The best reason found so far within one rank: its weight, whether it is the mover's own
/// progress, and its words.
#[derive(Default)]
struct Pick(Option<(i64, bool, Msg)>);

impl Pick {
    /// Keeps `msg` if it weighs more than the one kept (ties: own progress first, then the first).
    fn offer(&mut self, weight: i64, own: bool, msg: Msg) {
        let better = match &self.0 {
            None => true,
            Some((w, o, _)) => (weight, own) > (*w, *o),
        };
        if better {
            self.0 = Some((weight, own, msg));
        }
    }
    fn msg(self) -> Option<Msg> {
        self.0.map(|(_, _, m)| m)
    }
}

/// Everything the measures of [`Before`] depend on.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Key {
    pieces: [Spot; PIECES],
    lords: [u8; MAX_SEATS],
    out: [bool; MAX_SEATS],
    turns_played: [u8; MAX_SEATS],
    to_move: u8,
    n: u8,
}

/// The measures of a position that every action of it is compared with.
#[derive(Clone, Copy)]
struct Before {
    /// Where the mover's Lord may end a move.
    reach: Mask,
    /// Per seat: whether his Lord can stop on his goal in one move.
    threats: [bool; MAX_SEATS],
    /// Per seat: his road's length ([`Voldetour::steps_to_goal`]).
    steps: [Option<u32>; MAX_SEATS],
    /// The mover's [`Voldetour::walk_distance`].
    walk: u32,
    /// Per seat: his race cost ([`Voldetour::race_cost`]).
    race: [Option<u16>; MAX_SEATS],
    /// Pieces that cannot be moved, one bit per id.
    blocked: u64,
}

thread_local! {
    static LAST: Cell<Option<(Key, Before)>> = const { Cell::new(None) };
}

/// The colour of seat `s` (the names the message files give the seats).
fn seat_msg(s: usize) -> Msg {
    match s {
        0 => Msg::new("voldetour-seat-black"),
        1 => Msg::new("voldetour-seat-white"),
        2 => Msg::new("voldetour-seat-red"),
        _ => Msg::new("voldetour-seat-green"),
    }
}

/// Squares between `a` and `b` along rows and columns.
fn squares_apart(a: u8, b: u8) -> u32 {
    let size = SIZE as u8;
    u32::from((a % size).abs_diff(b % size)) + u32::from((a / size).abs_diff(b / size))
}

impl Voldetour {
    /// Why `action` is good for the seat to move (see the module docs), or `None`.
    pub(crate) fn reason_of(&self, action: VAction) -> Option<Msg> {
        if self.over || self.check_action(action).is_err() {
            return None;
        }
        let me = self.to_move as usize;
        if me >= self.n as usize || self.out[me] || self.lords[me] as usize >= CELLS {
            return None;
        }
        let before = self.before();
        match action {
            VAction::Lord { to } => self.lord_reason(&before, me, to),
            VAction::Block { .. } | VAction::Stair { .. } => self.placement_reason(&before, me, action),
            VAction::EndTurn | VAction::Pass => None,
        }
    }

    /// This position's [`Before`], remembered from the last call when it was the same position.
    fn before(&self) -> Before {
        let key = Key {
            pieces: self.pieces,
            lords: self.lords,
            out: self.out,
            turns_played: self.turns_played,
            to_move: self.to_move,
            n: self.n,
        };
        if let Some((k, b)) = LAST.with(Cell::get) {
            if k == key {
                return b;
            }
        }
        let me = self.to_move as usize;
        let mut b = Before {
            reach: self.lord_targets(me),
            threats: [false; MAX_SEATS],
            steps: [None; MAX_SEATS],
            walk: self.walk_distance(me),
            race: [None; MAX_SEATS],
            blocked: 0,
        };
        for s in 0..self.n as usize {
            if !self.out[s] && (self.lords[s] as usize) < CELLS {
                b.threats[s] = self.threatens(s);
                b.steps[s] = self.steps_to_goal(s);
                b.race[s] = self.race_cost(s);
            }
        }
        for id in 0..(self.n * PIECES_PER_SEAT).min(64) {
            if self.is_blocked(id) {
                b.blocked |= 1 << id;
            }
        }
        LAST.with(|last| last.set(Some((key, b))));
        b
    }

    /// The square of the Tower seat `s` races to.
    fn goal_of(&self, s: usize) -> u8 {
        self.towers[self.enemy(s as Seat) as usize % MAX_SEATS]
    }

    /// Adds who owns the Tower that a message names: `owner`, and `yours` when it is the mover's.
    fn with_goal_of(&self, msg: Msg, s: usize, me: usize) -> Msg {
        let owner = self.enemy(s as Seat) as usize;
        msg.arg("owner", seat_msg(owner)).arg("yours", if owner == me { "yes" } else { "no" })
    }

    /// The other seats still playing, in turn order after `me`.
    fn rivals(&self, me: usize) -> impl Iterator<Item = usize> + '_ {
        let n = self.n as usize;
        (1..n).map(move |k| (me + k) % n).filter(|&s| !self.out[s] && (self.lords[s] as usize) < CELLS)
    }

    /// Whether seat `s`'s Lord can stop on his goal in one move, the board as it is.
    fn threatens(&self, s: usize) -> bool {
        self.lord_targets(s) & bit(self.goal_of(s)) != 0
    }

    /// Whether `me`'s Lord is on his own Tower in the last turn the rules allow him there.
    fn last_turn_on_tower(&self, me: usize) -> bool {
        self.lords[me] == self.towers[me] && self.turns_played[me].saturating_add(1) >= LEAVE_TOWER_BY_TURN
    }

    /// A rival whose win next turn `next` (this position after the action) takes away.
    fn stopped_threat(&self, b: &Before, next: &Voldetour, me: usize) -> Option<Msg> {
        let s = self.rivals(me).find(|&s| b.threats[s] && !next.threatens(s))?;
        Some(self.with_goal_of(Msg::new("voldetour-reason-stops-threat").arg("seat", seat_msg(s)), s, me))
    }

    fn lord_reason(&self, b: &Before, me: usize, to: u8) -> Option<Msg> {
        let goal = self.goal_of(me);
        let owner = seat_msg(self.enemy(me as Seat) as usize);
        if to == goal {
            return Some(Msg::new("voldetour-reason-win").arg("owner", owner));
        }
        if self.last_turn_on_tower(me) {
            return Some(Msg::new("voldetour-reason-leave-in-time"));
        }
        let mut next = *self;
        next.play_unchecked(VAction::Lord { to });
        if let Some(msg) = self.stopped_threat(b, &next, me) {
            return Some(msg);
        }
        if next.lord_targets(me) & bit(goal) != 0 {
            return Some(Msg::new("voldetour-reason-one-move").arg("owner", owner));
        }
        if let Some(before) = b.steps[me] {
            if let Some(after) = next.steps_to_goal(me).filter(|&after| after < before) {
                return Some(
                    Msg::new("voldetour-reason-steps-closer").arg("steps", before - after).arg("owner", owner),
                );
            }
        }
        if self.lords[me] == self.towers[me] {
            return Some(Msg::new("voldetour-reason-off-tower"));
        }
        let (was, is) = (squares_apart(self.lords[me], goal), squares_apart(to, goal));
        (b.steps[me].is_none() && is < was)
            .then(|| Msg::new("voldetour-reason-squares-nearer").arg("squares", was - is).arg("owner", owner))
    }

    fn placement_reason(&self, b: &Before, me: usize, action: VAction) -> Option<Msg> {
        let goal = self.goal_of(me);
        let owner = || seat_msg(self.enemy(me as Seat) as usize);
        let mut next = *self;
        next.play_unchecked(action);
        let reach_next = next.lord_targets(me);
        if b.reach & bit(goal) == 0 && reach_next & bit(goal) != 0 {
            return Some(Msg::new("voldetour-reason-reach-now").arg("owner", owner()));
        }
        let opens_exit = self.lords[me] == self.towers[me] && b.reach == 0 && reach_next != 0;
        if opens_exit && self.last_turn_on_tower(me) {
            return Some(Msg::new("voldetour-reason-exit-in-time"));
        }
        if let Some(msg) = self.stopped_threat(b, &next, me) {
            return Some(msg);
        }
        if let Some(msg) = self.road_reason(b, &next, me) {
            return Some(msg);
        }
        if opens_exit {
            return Some(Msg::new("voldetour-reason-off-tower-exit"));
        }
        let is = next.walk_distance(me);
        if is < b.walk {
            return Some(Msg::new("voldetour-reason-way-nearer").arg("squares", b.walk - is).arg("owner", owner()));
        }
        self.race_reason(b, &next, me).or_else(|| self.lock_reason(b, &next, me))
    }

    /// Roads completed or cut, then roads shortened or lengthened (rank 5 of the module docs).
    fn road_reason(&self, b: &Before, next: &Voldetour, me: usize) -> Option<Msg> {
        let mut whole = Pick::default();
        let mut steps = Pick::default();
        let owner = || seat_msg(self.enemy(me as Seat) as usize);
        match (b.steps[me], next.steps_to_goal(me)) {
            (None, Some(after)) => whole.offer(
                ROAD_WEIGHT - i64::from(after),
                true,
                Msg::new("voldetour-reason-road-complete").arg("steps", after).arg("owner", owner()),
            ),
            (Some(before), Some(after)) if after < before => steps.offer(
                i64::from(before - after),
                true,
                Msg::new("voldetour-reason-road-shorter").arg("steps", before - after).arg("owner", owner()),
            ),
            _ => {}
        }
        for s in self.rivals(me) {
            // Only a road there already can be cut or lengthened.
            let Some(before) = b.steps[s] else { continue };
            match next.steps_to_goal(s) {
                None => {
                    let msg = Msg::new("voldetour-reason-road-cut").arg("seat", seat_msg(s));
                    whole.offer(ROAD_WEIGHT - i64::from(before), false, self.with_goal_of(msg, s, me));
                }
                Some(after) if after > before => {
                    let msg =
                        Msg::new("voldetour-reason-road-longer").arg("seat", seat_msg(s)).arg("steps", after - before);
                    steps.offer(i64::from(after - before), false, self.with_goal_of(msg, s, me));
                }
                _ => {}
            }
        }
        whole.msg().or_else(|| steps.msg())
    }

    /// The fewest squares (along rows and columns) between the enemy Tower and a square seat
    /// `me`'s Lord can walk to at any number of steps, the board as it is (other Lords ignored;
    /// a Tower he may only cross does not count).
    fn walk_distance(&self, me: usize) -> u32 {
        let start = self.lords[me % MAX_SEATS];
        if start as usize >= CELLS {
            return u32::MAX;
        }
        let goal = self.goal_of(me);
        let mut seen = bit(start);
        let mut todo = vec![start];
        let mut best = squares_apart(start, goal);
        while let Some(c) = todo.pop() {
            for d in 0..4 {
                let Some(t) = self.step(c, d, 0) else { continue };
                if seen & bit(t) != 0 {
                    continue;
                }
                seen |= bit(t);
                todo.push(t);
                if t == goal || self.tower_mask & bit(t) == 0 {
                    best = best.min(squares_apart(t, goal));
                }
            }
        }
        best
    }

    /// The first piece of another seat that the action leaves unable to move.
    fn lock_reason(&self, b: &Before, next: &Voldetour, me: usize) -> Option<Msg> {
        for s in self.rivals(me) {
            for k in 0..PIECES_PER_SEAT {
                let id = s as u8 * PIECES_PER_SEAT + k;
                if b.blocked & (1 << id) != 0 || !next.is_blocked(id) {
                    continue;
                }
                let msg = Msg::new("voldetour-reason-locks").arg("seat", seat_msg(s));
                let msg = if Self::is_stair(id) {
                    msg.arg("kind", "stair")
                } else {
                    msg.arg("kind", "block").arg("number", u32::from(k) + 1)
                };
                return Some(msg.arg("square", cell_name(next.piece(id).cell)));
            }
        }
        None
    }

    /// The race cost made cheaper for the mover or dearer for a rival (rank 8 of the module docs).
    fn race_reason(&self, b: &Before, next: &Voldetour, me: usize) -> Option<Msg> {
        let mut pick = Pick::default();
        if let (Some(before), Some(after)) = (b.race[me], next.race_cost(me)) {
            if after < before {
                let owner = seat_msg(self.enemy(me as Seat) as usize);
                pick.offer(i64::from(before - after), true, Msg::new("voldetour-reason-builds").arg("owner", owner));
            }
        }
        for s in self.rivals(me) {
            if let (Some(before), Some(after)) = (b.race[s], next.race_cost(s)) {
                if after > before {
                    let msg = Msg::new("voldetour-reason-hinders").arg("seat", seat_msg(s));
                    pick.offer(i64::from(after - before), false, self.with_goal_of(msg, s, me));
                }
            }
        }
        pick.msg()
    }
}
