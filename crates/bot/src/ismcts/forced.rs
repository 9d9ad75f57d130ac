//! One root action searched on its own ([`Search::run_action`]), and an action searched at the
//! root beside those the search considers ([`Search::with_root_action`]): a game review values
//! the action a player chose, whatever it is, as carefully as the search's own choice
//! ([`crate::review`]).

use super::{Node, Search};
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

    /// The same search, with `action` also searched at the root where the search would leave it
    /// out (the bots' pruning of dominated actions, the guide's dropping of harmful ones): a
    /// review judges any action a player may play. Nothing for an action not legal at the root.
    pub fn with_root_action(mut self, action: G::Action) -> Self {
        let to_move = self.root.to_move() == Some(self.seat);
        if !to_move || self.root_legal.contains(&action) || self.root.check(action).is_err() {
            return self;
        }
        self.root_legal.push(action);
        self.extra_root = Some(action);
        match self.root_legal.len() {
            1 => self.fixed = Some(Some(action)),
            // A choice again where the pruning left a single action.
            _ if self.fixed.is_some() => {
                self.fixed = None;
                self.nodes.clear();
                self.nodes.push(Node::new(None, 0.5));
            }
            _ => {}
        }
        self
    }

    /// At the root: the action of [`Search::with_root_action`] among this world's, if it is legal
    /// here and missing (with the guide's bias for it, where the search is guided).
    pub(super) fn add_root_action(&mut self, world: &G) {
        let Some(extra) = self.extra_root else { return };
        if self.scratch.contains(&extra) || world.check(extra).is_err() {
            return;
        }
        self.scratch.push(extra);
        if self.config.reference_guide {
            let mut bias = Vec::new();
            world.reference_bias(&[extra], &mut bias);
            self.scratch_bias.push(bias.first().copied().unwrap_or(0.0));
        }
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
