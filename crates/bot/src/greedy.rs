//! The greedy bot: the action whose resulting position [`Game::evaluate`] likes best for the seat
//! to move, one action deep (for multi-action turns that is the single next action). With noise it
//! is the Easy level. Its selfish kind ([`choose_by`] with `selfish`) values its own progress
//! alone and slips by ending its turn: Voldétour's four-player Easy.

use super::{position_value, turn_enders};
use castellan_core::{Game, Rng, Seat};

/// Determinizations averaged per decision. The bot never applies actions to the real state: a
/// draw or a roll there would show it the hidden card or the coming die. Averaging a few
/// re-sampled copies also turns a chance action (a roll) into its expected value rather than one
/// lucky sample.
pub const GREEDY_SAMPLES: u32 = 4;

/// Greedy choice for `seat` in `state` (which may hide information from `seat`). With probability
/// `epsilon` a uniformly random legal action instead. `None` if `seat` is not to move.
pub fn choose<G: Game>(state: &G, seat: Seat, epsilon: f32, rng: &mut Rng) -> Option<G::Action> {
    choose_by(state, seat, epsilon, false, rng)
}

/// [`choose`], or with `selfish` the selfish greedy choice: the action best for `seat`'s own
/// progress ([`Game::evaluate_own`]), so it never plays to hinder another seat; with probability
/// `epsilon` a uniformly random action among those that end its turn ([`turn_enders`]). Where
/// none does, a slip is any action, as [`choose`]'s.
pub fn choose_by<G: Game>(state: &G, seat: Seat, epsilon: f32, selfish: bool, rng: &mut Rng) -> Option<G::Action> {
    // Only a game with its own value has a selfish bot: the others' copies of this code leave it out.
    let selfish = selfish && G::HAS_OWN_VALUE;
    if state.to_move() != Some(seat) {
        return None;
    }
    // Dominated actions (a point thrown away) are not even a slip worth making.
    let mut legal = Vec::new();
    state.bot_actions(&mut legal);
    match legal.len() {
        0 => return None,
        1 => return Some(legal[0]),
        _ => {}
    }
    if epsilon > 0.0 && rng.unit_f32() < epsilon {
        if selfish {
            let enders = turn_enders(state, &legal);
            if !enders.is_empty() {
                return Some(enders[rng.below(enders.len() as u32) as usize]);
            }
        }
        return Some(legal[rng.below(legal.len() as u32) as usize]);
    }
    let mut totals = vec![0.0f32; legal.len()];
    for _ in 0..GREEDY_SAMPLES {
        let world = state.determinize(seat, rng);
        for (i, &action) in legal.iter().enumerate() {
            // The seat's own options never depend on what it cannot see, so this holds for any
            // sound determinization; the check only protects against a game that breaks that.
            if world.check(action).is_err() {
                continue;
            }
            let mut next = world.clone();
            next.play_unchecked(action);
            totals[i] += if selfish && next.outcome().is_none() {
                next.evaluate_own(seat)
            } else {
                position_value(&next)[seat as usize]
            };
        }
    }
    Some(legal[pick_best(&totals, rng)])
}

/// The greedy step inside a playout: `state` is already a determinized world, so actions are
/// tried on it directly. Returns the index into `legal`.
pub fn best_index<G: Game>(state: &G, legal: &[G::Action], rng: &mut Rng) -> usize {
    let Some(mover) = state.to_move() else { return 0 };
    let values: Vec<f32> = legal
        .iter()
        .map(|&a| {
            let mut next = state.clone();
            next.play_unchecked(a);
            position_value(&next)[mover as usize]
        })
        .collect();
    pick_best(&values, rng)
}

/// Index of the highest value; ties (within float noise) broken at random so that a flat
/// evaluation does not always favour the first-listed action.
pub(crate) fn pick_best(values: &[f32], rng: &mut Rng) -> usize {
    let best = values.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let tied: Vec<usize> = (0..values.len()).filter(|&i| values[i] >= best - 1e-6).collect();
    tied[rng.below(tied.len() as u32) as usize]
}
