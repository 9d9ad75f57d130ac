//! What the bots consider in a Voldétour position, and in what order (bots only: the legal
//! actions, their order and the rules are untouched).
//!
//! A decision lists ~800–1,500 placements; a search of a few thousand iterations cannot visit
//! them all even once. So the bots look at a short list ([`Voldetour::bot_list`]):
//! * every Lord move, and `EndTurn` / `Pass`: there are few, and they decide races;
//! * of the placements, only those whose footprint touches the **zone**: squares near a cheap
//!   route of the mover's Lord (within [`SLACK`] of the cheapest route cost, in the evaluation's
//!   cost model, and their neighbours), squares on a cheapest route of another Lord within
//!   [`BLOCK_REACH`] of him (blocking him), and the squares around the mover's Lord (a way down
//!   from his Tower); and of those, only placements that can change a route: a Stair rising
//!   toward a higher square or a slope (or nested), a Block beside something higher than the
//!   ground it rests on, or anything on another Lord's route (on an empty stretch of the board a
//!   lone Block or Stair only makes a climb);
//! * those are valued exactly (the evaluation after the placement, as the greedy bot does) and
//!   the best [`KEEP_BLOCKS`] Block and [`KEEP_STAIRS`] Stair actions are kept.
//!
//! The list is never empty while something is legal (Lord moves, `EndTurn` and `Pass` are
//! always kept, and at least one placement when nothing else is legal). The values double as
//! the move-ordering guess ([`Voldetour::action_value`]) for progressive bias.
//!
//! Valuing the placements costs ~1–2 ms, and a search asks for the same positions many times
//! (open-loop ISMCTS on a game without hidden information or chance reaches the same position
//! along the same action sequence), so the lists of recent positions are remembered per thread.
//! The memo is exact (keyed by the whole position) and holds nothing the answer depends on
//! beyond the position, so results do not depend on what was asked before.

use super::board::{bit, neighbour, shift, Mask};
use super::*;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// Route-cost slack of the squares near the mover's cheapest routes that placements may touch.
pub(crate) const SLACK: u16 = 3;
/// Route-cost slack of another Lord's route squares a blocking placement may touch.
const BLOCK_SLACK: u16 = 1;
/// Route cost from another Lord within which a placement on his route counts as blocking him
/// (about two turns of walking).
pub(crate) const BLOCK_REACH: u16 = 7;
/// Block and Stair actions kept after valuing them.
pub(crate) const KEEP_BLOCKS: usize = 10;
pub(crate) const KEEP_STAIRS: usize = 10;
/// Positions remembered before the memo starts afresh.
const MEMO_CAP: usize = 50_000;

/// The bots' list of a position, with the value of each action for the seat to move.
#[derive(Clone, Debug)]
pub(crate) struct BotList {
    pub actions: Vec<VAction>,
    pub values: Vec<f32>,
    /// Smallest and largest value, to scale a value into a `0..=1` guess.
    lo: f32,
    hi: f32,
}

impl BotList {
    /// A value as a guess in `0..=1` relative to the other actions of the list.
    pub fn guess(&self, value: f32) -> f32 {
        if self.hi - self.lo < 1e-6 {
            0.5
        } else {
            ((value - self.lo) / (self.hi - self.lo)).clamp(0.0, 1.0)
        }
    }
}

/// Everything the bots' list depends on: the pieces, the Lords and whose turn it is at what stage.
#[derive(Clone, Copy, PartialEq, Eq)]
struct MemoKey {
    pieces: [Spot; PIECES],
    lords: [u8; MAX_SEATS],
    turns_played: [u8; MAX_SEATS],
    out: [bool; MAX_SEATS],
    to_move: u8,
    flags: (bool, bool, bool, bool),
}

/// Remembered lists by position hash; each bucket compares the whole key.
type Memo = HashMap<u64, Vec<(MemoKey, Rc<BotList>)>>;

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::new(HashMap::new());
}

impl Voldetour {
    fn memo_key(&self) -> (u64, MemoKey) {
        let key = MemoKey {
            pieces: self.pieces,
            lords: self.lords,
            turns_played: self.turns_played,
            out: self.out,
            to_move: self.to_move,
            flags: (self.block_done, self.stair_done, self.acted, self.over),
        };
        let mut h = self.pieces_hash;
        for s in 0..MAX_SEATS {
            h ^= mix(((s as u64) << 32) | ((self.lords[s] as u64) << 16) | ((self.turns_played[s] as u64) << 8));
        }
        let flags = (self.to_move as u64) << 4
            | (self.block_done as u64)
            | (self.stair_done as u64) << 1
            | (self.acted as u64) << 2
            | (self.over as u64) << 3;
        (h ^ mix(0x5EED_0000 + flags), key)
    }

    /// The bots' list of this position (remembered, see the module docs).
    pub(crate) fn bot_list(&self) -> Rc<BotList> {
        let (hash, key) = self.memo_key();
        let found = MEMO.with(|m| {
            m.borrow().get(&hash).and_then(|bucket| bucket.iter().find(|(k, _)| *k == key).map(|(_, l)| l.clone()))
        });
        if let Some(list) = found {
            return list;
        }
        let list = Rc::new(self.make_bot_list());
        MEMO.with(|m| {
            let mut m = m.borrow_mut();
            if m.len() >= MEMO_CAP {
                m.clear();
            }
            m.entry(hash).or_default().push((key, list.clone()));
        });
        list
    }

    /// The value of the position after `action` for the seat to move now (what the greedy bot
    /// maximises).
    pub(crate) fn action_value(&self, action: VAction) -> f32 {
        let me = self.to_move as usize;
        let mut next = *self;
        next.play_unchecked(action);
        match next.outcome() {
            Some(o) => o.winners.contains(&(me as Seat)) as u8 as f32,
            None => next.evaluate_position()[me],
        }
    }

    /// The squares placements of the seat to move may touch to enter the bots' list, and of
    /// those the squares on other Lords' routes near them.
    pub(crate) fn bot_zone(&self) -> (Mask, Mask) {
        let me = self.to_move as usize;
        let mut zone = 0;
        let mut blocking = 0;
        for s in 0..self.n as usize {
            if self.out[s] || self.lords[s] as usize >= CELLS {
                continue;
            }
            if s == me {
                let corridor = self.corridor(s, SLACK, u16::MAX);
                let mut near = corridor;
                for d in 0..4 {
                    near |= shift(corridor, d);
                }
                zone |= near;
                // Two squares around the Lord: his way down or out.
                let mut around = bit(self.lords[s]);
                for _ in 0..2 {
                    let mut grown = around;
                    for d in 0..4 {
                        grown |= shift(around, d);
                    }
                    around = grown;
                }
                zone |= around;
            } else {
                blocking |= self.corridor(s, BLOCK_SLACK, BLOCK_REACH);
            }
        }
        (zone | blocking, blocking)
    }

    /// Squares on a route of seat `s`'s Lord to his goal costing at most `slack` more than the
    /// cheapest (the race's cost model; the way back from the goal ignores the step back) and at
    /// most `reach` from the Lord.
    fn corridor(&self, s: usize, slack: u16, reach: u16) -> Mask {
        let start = self.lords[s];
        let goal = self.towers[self.enemy(s as Seat) as usize];
        let others = self.lord_mask & !bit(start);
        let mut from_lord = [u16::MAX; CELLS];
        let mut to_goal = [u16::MAX; CELLS];
        self.route_search(start, None, others, true, &mut from_lord);
        self.route_search(goal, None, others, false, &mut to_goal);
        let best = from_lord[goal as usize];
        if best == u16::MAX {
            return 0;
        }
        let mut m = 0;
        for c in 0..CELLS {
            let (a, b) = (from_lord[c], to_goal[c]);
            if a <= reach && b != u16::MAX && a as u32 + b as u32 <= best as u32 + slack as u32 {
                m |= bit(c as u8);
            }
        }
        m
    }

    pub(crate) fn make_bot_list(&self) -> BotList {
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        let (zone, blocking) = self.bot_zone();
        let slopes = self.surface.slopes();
        // Squares beside something higher than themselves (a Block there leans on it).
        let mut below_a_neighbour = 0;
        for h in 0..TOWER_HEIGHT as usize {
            let higher = self.surface.above(h);
            for d in 0..4 {
                below_a_neighbour |= self.surface.level[h] & shift(higher, d);
            }
        }
        let mut blocks = Vec::new();
        let mut stairs = Vec::new();
        let mut actions = Vec::new();
        for &a in &legal {
            match a {
                VAction::Block { kind, cell, orient } => {
                    let id = self.to_move * PIECES_PER_SEAT + kind;
                    let useful = Self::footprint_mask(id, Spot { cell, orient, base: 0 })
                        .is_some_and(|(m, _, _)| m & zone != 0 && m & (below_a_neighbour | blocking) != 0);
                    if useful {
                        blocks.push((a, self.action_value(a)));
                    }
                }
                VAction::Stair { cell, dir, .. } => {
                    let faces_a_rise = dir == NEST
                        || neighbour(cell, dir as usize).is_some_and(|up| {
                            self.height[up as usize] > self.height[cell as usize] || slopes & bit(up) != 0
                        })
                        || neighbour(cell, (dir as usize + 2) % 4).is_some_and(|down| slopes & bit(down) != 0);
                    if zone & bit(cell) != 0 && (faces_a_rise || blocking & bit(cell) != 0) {
                        stairs.push((a, self.action_value(a)));
                    }
                }
                _ => actions.push(a),
            }
        }
        let mut values: Vec<f32> = actions.iter().map(|&a| self.action_value(a)).collect();
        if actions.is_empty() && blocks.is_empty() && stairs.is_empty() {
            // Only placements are legal and none is near a route: the first one will do.
            if let Some(&a) = legal.first() {
                actions.push(a);
                values.push(self.action_value(a));
            }
        }
        for (mut chosen, keep) in [(blocks, KEEP_BLOCKS), (stairs, KEEP_STAIRS)] {
            // Best first; equal values keep the legal order, so the list is reproducible.
            chosen.sort_by(|a, b| b.1.total_cmp(&a.1));
            for (a, v) in chosen.into_iter().take(keep) {
                actions.push(a);
                values.push(v);
            }
        }
        let lo = values.iter().copied().fold(f32::INFINITY, f32::min);
        let hi = values.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        BotList { actions, values, lo, hi }
    }
}
