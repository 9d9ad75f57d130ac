//! The end of a search: which action it chooses ([`Search::best_action`], with the variety of
//! [`IsmctsConfig::variety`](super::IsmctsConfig::variety)) and the root's statistics.

use super::{ActionStats, Search};
use crate::core::Game;

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
    pub fn best_action(&self) -> Option<G::Action> {
        if let Some(fixed) = self.fixed {
            return fixed;
        }
        // Each root action's visits and mean value (0, 0 when it was never expanded).
        let stat = |action: G::Action| match self.root_child(action) {
            Some(c) => {
                let n = &self.nodes[c];
                (n.visits, n.value[self.seat as usize] / n.visits.max(1) as f64)
            }
            None => (0, 0.0),
        };
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
