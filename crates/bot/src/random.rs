//! The random bot: a uniformly random legal action. The arena's baseline, and the default
//! playout policy inside the search.

use castellan_core::{Game, Rng};

/// A uniformly random legal action of the seat to move, or `None` if there is none.
pub fn choose<G: Game>(state: &G, rng: &mut Rng, scratch: &mut Vec<G::Action>) -> Option<G::Action> {
    state.legal_actions(scratch);
    if scratch.is_empty() {
        return None;
    }
    Some(scratch[rng.below(scratch.len() as u32) as usize])
}
