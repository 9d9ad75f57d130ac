//! One root action searched on its own ([`Search::run_action`]): a game review values the action
//! a player chose as carefully as the search's own choice ([`crate::review`]).

use super::Search;
use castellan_core::Game;

impl<G: Game> Search<G> {
    /// Runs `iterations` more iterations that all start with `action` at the root (in the worlds
    /// where it is legal), beyond the budget: its value is then known as well as the search's
    /// own choice's, even where the search would hardly look at it (a game review judging the
    /// action a player chose, [`crate::review`]). Nothing for an action not legal at the root.
    pub fn run_action(&mut self, action: G::Action, iterations: u32) {
        if self.fixed.is_some() || !self.root_legal.contains(&action) {
            return;
        }
        self.forced_root = Some(action);
        for _ in 0..iterations {
            self.iterate();
        }
        self.forced_root = None;
    }

    /// At the root, during [`Search::run_action`]: the forced action alone, if this world has it.
    pub(super) fn force_root_action(&mut self) {
        let Some(forced) = self.forced_root else { return };
        let Some(k) = self.scratch.iter().position(|&a| a == forced) else { return };
        self.scratch.swap(0, k);
        self.scratch.truncate(1);
        if self.config.reference_guide {
            self.scratch_bias.swap(0, k);
            self.scratch_bias.truncate(1);
        }
    }
}
