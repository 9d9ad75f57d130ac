//! The end of a search: which action it chooses ([`Search::best_action`], with the variety of
//! [`IsmctsConfig::variety`](super::IsmctsConfig::variety)) and the root's statistics.

use super::{ActionStats, Search};
use crate::safety::{safe_choice, SafetyConfig, SafetyNote};
use castellan_core::Game;

/// Mixed into a search's seed for its variety choice, so the choice does not follow the
/// search's own random stream.
const VARIETY_SEED: u64 = 0xD1B5_4A32_D192_ED03;
/// A position whose best mean value is within this of a sure loss or win is decided: no variety.
const DECIDED: f64 = 0.1;

impl<G: Game> Search<G> {
    /// The chosen action so far: the most visited root action (the robust child), ties broken by
    /// mean value then by legal-list order; with [`IsmctsConfig::variety`](super::IsmctsConfig::variety)
    /// one drawn by the search's seed among it and the near-equal ones. Available at any time,
    /// even before any iteration.
    ///
    /// With [`IsmctsConfig::safety_nodes`](super::IsmctsConfig::safety_nodes) the choice then
    /// passes the safety checks of [`crate::safety`]: a win at once is taken, and an action
    /// after which another seat wins at once (or, where the game opts in, a reply refutes it)
    /// gives way to the search's next best.
    pub fn best_action(&self) -> Option<G::Action> {
        self.checked_action().0
    }

    /// [`Search::best_action`], and what the safety checks changed.
    pub fn checked_action(&self) -> (Option<G::Action>, SafetyNote) {
        let chosen = self.search_choice();
        let safety = SafetyConfig { nodes: self.config.safety_nodes, refutation_margin: self.config.refutation_margin };
        let Some(chosen) = chosen.filter(|_| self.fixed.is_none() && safety.nodes > 0) else {
            return (chosen, SafetyNote::default());
        };
        // The choice first, then the rest by visits and mean value (legal-list order on ties).
        let mut ranked: Vec<(u32, f64, usize, G::Action)> = self
            .root_legal
            .iter()
            .enumerate()
            .filter(|&(_, &a)| a != chosen)
            .map(|(i, &a)| {
                let (visits, mean) = self.stat(a);
                (visits, mean, i, a)
            })
            .collect();
        ranked.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.total_cmp(&a.1)).then(a.2.cmp(&b.2)));
        let order: Vec<G::Action> = std::iter::once(chosen).chain(ranked.into_iter().map(|r| r.3)).collect();
        safe_choice(&self.root, self.seat, &order, safety, self.seed)
    }

    /// Visits and mean value of a root action for the searching seat (0, 0 when never expanded).
    fn stat(&self, action: G::Action) -> (u32, f64) {
        match self.root_child(action) {
            Some(c) => {
                let n = &self.nodes[c];
                (n.visits, n.value[self.seat as usize] / n.visits.max(1) as f64)
            }
            None => (0, 0.0),
        }
    }

    /// The search's own choice, before the safety checks.
    fn search_choice(&self) -> Option<G::Action> {
        if let Some(fixed) = self.fixed {
            return fixed;
        }
        let stat = |action: G::Action| self.stat(action);
        let mut best: Option<(u32, f64, G::Action)> = None;
        for &action in &self.root_legal {
            let (visits, mean) = stat(action);
            if best.is_none_or(|(bv, bm, _)| visits > bv || (visits == bv && mean > bm)) {
                best = Some((visits, mean, action));
            }
        }
        let (best_visits, best_mean, best_action) = best?;
        // Variety: the near-equal actions (as well searched, as good within the margin) are one
        // choice, drawn by the search's seed, so two games differ and a replay does not. Not in
        // a decided position: where every action wins (or loses) the values no longer tell them
        // apart, and the most visited one is the search's (and its move ordering's) best line.
        // At every decision with two players only (kept to the opening, at any count): with
        // more, a seat's values are its share of the win, and the same margin at every decision
        // cost Voldétour's 4-player Normal half its wins (docs/bots.md, "Variety").
        let margin = f64::from(self.config.variety);
        let open = best_mean > DECIDED && best_mean < 1.0 - DECIDED;
        let turns = self.config.variety_turns;
        let draws_here = if turns == 0 { self.root.seat_count() <= 2 } else { self.root.turn_number() < turns };
        if margin <= 0.0 || best_visits == 0 || !open || !draws_here {
            return Some(best_action);
        }
        let near = |action: &&G::Action| {
            let (visits, mean) = stat(**action);
            visits * 2 >= best_visits && mean >= best_mean - margin
        };
        let count = self.root_legal.iter().filter(near).count().max(1) as u64;
        // The seed, mixed (a multiplicative hash) so that nearby seeds pick apart.
        let pick = ((self.seed ^ VARIETY_SEED).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) % count;
        self.root_legal.iter().filter(near).nth(pick as usize).copied().or(Some(best_action))
    }

    /// What the search expects for its seat: the mean value (`0..1`, a share of the win) of its
    /// most visited root action; `None` when nothing was searched (a lone action, a bot that
    /// does not search). Bots judge by it whether they can still win ([`crate::concede`]).
    pub fn value(&self) -> Option<f32> {
        if self.fixed.is_some() {
            return None;
        }
        let (visits, mean, _) = self.root_legal.iter().fold((0, 0.0, 0), |best, &a| {
            let (visits, mean) = self.stat(a);
            if visits > best.0 {
                (visits, mean, 0)
            } else {
                best
            }
        });
        (visits > 0).then_some(mean as f32)
    }

    /// Visits and mean value of every root action searched so far, in legal-list order.
    pub fn root_stats(&self) -> Vec<ActionStats<G::Action>> {
        self.root_legal
            .iter()
            .filter_map(|&action| {
                let c = self.root_child(action)?;
                let n = &self.nodes[c];
                Some(ActionStats {
                    action,
                    visits: n.visits,
                    value: (n.value[self.seat as usize] / n.visits.max(1) as f64) as f32,
                })
            })
            .collect()
    }
}
