//! A last look at a search's choice before it is played or shown as a hint, written once over
//! [`Game`].
//!
//! A search of a few thousand iterations spreads them over every action and every reply, and
//! values an action by the mean of the replies it happened to try (a node with a hundred replies
//! has tried a new one on each of its first hundred visits). So it can miss the one reply that
//! wins at once — a mate in one, a Lord's walk onto the Tower — all the more in a bad position,
//! where being mated now and merely standing worse differ by a few hundredths of value; and it
//! can leave a unit where the opponent's best reply takes it for nothing. [`safe_choice`] checks
//! the search's ranking of the root actions:
//!
//! 1. an action that wins the game at once is taken;
//! 2. an action after which another seat wins before this seat's next turn whatever it does
//!    (proved by a small AND/OR search over the rest of this turn and the turns up to this seat's
//!    next: [`Prover`]) gives way to the search's best action that is not so proved;
//! 3. where a game opts in ([`SafetyConfig::refutation_margin`]), each root action is valued by
//!    the worst of the opponent's most forcing replies (the game's move ordering: captures and
//!    checks first), by the game's own evaluation on the logit scale; the search's best action
//!    within the margin of the best such value is played, so an action that a capture refutes
//!    gives way to one that keeps the unit.
//!
//! The checks read the position only through [`Game::determinize`] for the searching seat, like
//! the search: with hidden information or chance they look at a few re-sampled worlds and count
//! an action as losing in the share of worlds where it is proved to lose, so nothing depends on
//! an unseen card or a future roll. Everything is counted in nodes, never timed, so the same
//! search gives the same answer on every machine.

use super::position_value;
use castellan_core::{Game, Rng, Seat};

/// What the checks may spend, and whether the refutation check is on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SafetyConfig {
    /// Nodes (actions listed or played) the loss proofs of one decision may spend in all;
    /// 0 turns every check off.
    pub nodes: u32,
    /// The refutation check's margin on the logit scale of the seat's value (`ln(v / (1 − v))`;
    /// 0 = off): a candidate whose worst reply is worse than the best candidate's worst reply by
    /// more than this gives way.
    pub refutation_margin: f32,
}

/// How deep (in actions) a loss proof looks at most: the rest of this seat's turn and the
/// following turns up to its next are seldom longer in the games here; deeper lines are left
/// unproved.
const MAX_DEPTH: u32 = 6;
/// Worlds sampled in a game with hidden information or chance.
const WORLDS: usize = 4;
/// The opponent's replies the refutation check tries, most forcing first (the game's move
/// ordering: captures and checks).
const REFUTATION_REPLIES: usize = 8;
/// Mixed into the search's seed for the worlds the checks look at.
const SAFETY_SEED: u64 = 0x5AFE_C0DE_0BAD_F00D;

/// What the checks did to a search's choice (counted by the arena).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SafetyNote {
    /// Took an action that wins at once instead of the search's choice.
    pub took_win: bool,
    /// Left the search's choice because another seat could then win at once.
    pub avoided_loss: bool,
    /// Left the search's choice because a reply refuted it.
    pub avoided_refutation: bool,
}

impl SafetyNote {
    pub fn changed(&self) -> bool {
        self.took_win || self.avoided_loss || self.avoided_refutation
    }
}

/// The action to play for `seat` in `root`: the first of `ranked` (the search's root actions,
/// its choice first, then in its order of preference) that passes the checks (module docs), or
/// `ranked[0]` when none does or `ranked` has one action. `seed` seeds the worlds looked at.
pub fn safe_choice<G: Game>(
    root: &G,
    seat: Seat,
    ranked: &[G::Action],
    config: SafetyConfig,
    seed: u64,
) -> (Option<G::Action>, SafetyNote) {
    let mut note = SafetyNote::default();
    let Some(&chosen) = ranked.first() else { return (None, note) };
    if config.nodes == 0 || ranked.len() < 2 || root.to_move() != Some(seat) {
        return (Some(chosen), note);
    }
    let mut rng = Rng::new(seed ^ SAFETY_SEED);
    let sampled = if root.has_hidden_information() || G::HAS_CHANCE { WORLDS } else { 1 };
    let worlds: Vec<G> = (0..sampled).map(|_| root.determinize(seat, &mut rng)).collect();
    let after = |world: &G, action: G::Action| {
        let mut next = world.clone();
        next.play_unchecked(action);
        next
    };

    // 1. A win at once, in every world.
    let wins = |action: G::Action| {
        worlds.iter().all(|w| after(w, action).outcome().is_some_and(|o| o.winners.as_slice() == [seat]))
    };
    if wins(chosen) {
        return (Some(chosen), note);
    }
    if let Some(&win) = ranked.iter().find(|&&a| wins(a)) {
        note.took_win = true;
        return (Some(win), note);
    }

    // 2. No loss before the seat's next turn: the first candidate proved to lose in the fewest
    // worlds (in none, if any can).
    let mut prover = Prover { seat, root_turn: root.turn_number(), nodes_left: config.nodes, lists: Vec::new() };
    let mut losing_worlds: Vec<usize> = Vec::with_capacity(ranked.len());
    for &action in ranked {
        let lost = worlds.iter().filter(|w| prover.proves_loss(&after(w, action))).count();
        losing_worlds.push(lost);
        if lost == 0 || prover.nodes_left == 0 {
            break;
        }
    }
    let fewest = losing_worlds.iter().copied().min().unwrap_or(0);
    // Every candidate checked so far that loses in no more worlds than the best of them.
    let sound: Vec<G::Action> =
        ranked.iter().zip(&losing_worlds).filter(|&(_, &lost)| lost == fewest).map(|(&a, _)| a).collect();
    let Some(&first_sound) = sound.first() else { return (Some(chosen), note) };
    note.avoided_loss = first_sound != chosen;
    if config.refutation_margin <= 0.0 {
        return (Some(first_sound), note);
    }

    // 3. No refutation: every root action valued by its worst reply among the opponent's most
    // forcing ones (the game's move ordering), each cut short once it cannot be kept.
    let mut floors: Vec<Floor> = Vec::with_capacity(ranked.len());
    let mut best = f32::MIN;
    for (i, &action) in ranked.iter().enumerate() {
        let proved_worse = losing_worlds.get(i).is_some_and(|&lost| lost > fewest);
        let mut floor = if proved_worse { Floor::Below } else { Floor::Unjudged };
        for w in worlds.iter().filter(|_| !proved_worse) {
            floor = match (floor, worst_reply(&after(w, action), seat, best - config.refutation_margin)) {
                (Floor::Below, _) | (_, Floor::Below) => Floor::Below,
                (Floor::At(a), Floor::At(b)) => Floor::At(a.min(b)),
                (Floor::At(a), Floor::Unjudged) | (Floor::Unjudged, Floor::At(a)) => Floor::At(a),
                (Floor::Unjudged, Floor::Unjudged) => Floor::Unjudged,
            };
        }
        if let Floor::At(f) = floor {
            best = best.max(f);
        }
        floors.push(floor);
    }
    let bar = best - config.refutation_margin;
    for (i, (&action, floor)) in ranked.iter().zip(&floors).enumerate() {
        let kept = match *floor {
            Floor::At(f) => f >= bar,
            Floor::Unjudged => true,
            Floor::Below => false,
        };
        if !kept {
            continue;
        }
        // Beyond the candidates the loss check reached: not one that loses at once either.
        if i >= losing_worlds.len() && worlds.iter().filter(|w| prover.proves_loss(&after(w, action))).count() > fewest
        {
            continue;
        }
        note.avoided_refutation = action != first_sound;
        return (Some(action), note);
    }
    (Some(first_sound), note)
}

/// What the refutation check makes of a candidate.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Floor {
    /// The seat's value (logit scale) after the worst reply tried.
    At(f32),
    /// A reply leaves the seat below the bar: the candidate cannot be kept.
    Below,
    /// Not judged: the seat's own turn goes on (a Forced March, a siege's rescue), and a
    /// half-played turn says nothing about the replies to it.
    Unjudged,
}

/// The seat's value (logit scale) after the worst of the [`REFUTATION_REPLIES`] most forcing
/// replies (by the game's move ordering) another seat can make in `state` (the position after
/// the seat's candidate); [`Floor::Below`] as soon as a reply leaves it below `bar`.
fn worst_reply<G: Game>(state: &G, seat: Seat, bar: f32) -> Floor {
    let value = |s: &G| logit(position_value(s)[seat as usize]);
    let Some(mover) = state.to_move() else {
        let v = value(state);
        return if v >= bar { Floor::At(v) } else { Floor::Below };
    };
    if mover == seat {
        return Floor::Unjudged;
    }
    let mut replies = Vec::new();
    state.bot_actions(&mut replies);
    if replies.is_empty() {
        return Floor::Unjudged;
    }
    let mut priors = Vec::new();
    state.action_priors(&replies, &mut priors);
    let mut order: Vec<usize> = (0..replies.len()).collect();
    order.sort_by(|&a, &b| priors[b].total_cmp(&priors[a]).then(a.cmp(&b)));
    let mut worst = f32::MAX;
    for &i in order.iter().take(REFUTATION_REPLIES) {
        let mut next = state.clone();
        next.play_unchecked(replies[i]);
        worst = worst.min(value(&next));
        if worst < bar {
            return Floor::Below;
        }
    }
    Floor::At(worst)
}

/// `ln(v / (1 − v))`, with `v` kept off 0 and 1: a unit of material weighs alike whether the
/// position is even or lopsided.
fn logit(v: f32) -> f32 {
    let v = v.clamp(1e-4, 1.0 - 1e-4);
    (v / (1.0 - v)).ln()
}

/// Whether a proof found a loss, a way out, or neither within its depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    /// Another seat wins before the seat's next turn, whatever it does.
    Lost,
    /// The seat reaches its next turn (or the game ends without its loss), whatever the others do.
    Safe,
    /// Not decided within the depth or the nodes.
    Open,
}

/// An AND/OR search over the actions up to `seat`'s next turn: at the seat's own decisions (the
/// rest of its turn) one way out is enough, at every other seat's decision one winning line is
/// (the other seats are taken together: any of them winning is a loss). Deepened one action at
/// a time up to [`MAX_DEPTH`], so a short win is found first.
pub(super) struct Prover<G: Game> {
    seat: Seat,
    /// The turn the seat decides in at the root: a later turn of its own ends the proof.
    root_turn: u32,
    nodes_left: u32,
    /// One action list per depth, reused.
    lists: Vec<Vec<G::Action>>,
}

impl<G: Game> Prover<G> {
    /// Whether `state` (after one of the seat's actions) is proved lost before its next turn.
    pub(super) fn proves_loss(&mut self, state: &G) -> bool {
        for depth in 1..=MAX_DEPTH {
            match self.prove(state, depth, 0) {
                Verdict::Lost => return true,
                Verdict::Safe => return false,
                Verdict::Open if self.nodes_left == 0 => return false,
                Verdict::Open => {}
            }
        }
        false
    }

    fn prove(&mut self, state: &G, depth: u32, level: usize) -> Verdict {
        if let Some(outcome) = state.outcome() {
            let lost = !outcome.winners.is_empty() && !outcome.winners.contains(&self.seat);
            return if lost { Verdict::Lost } else { Verdict::Safe };
        }
        let Some(mover) = state.to_move() else { return Verdict::Safe };
        let ours = mover == self.seat;
        if ours && state.turn_number() != self.root_turn {
            return Verdict::Safe;
        }
        if depth == 0 || self.nodes_left == 0 {
            return Verdict::Open;
        }
        if self.lists.len() <= level {
            self.lists.resize_with(level + 1, Vec::new);
        }
        let mut actions = std::mem::take(&mut self.lists[level]);
        state.bot_actions(&mut actions);
        self.nodes_left = self.nodes_left.saturating_sub(actions.len() as u32);
        let mut open = actions.is_empty();
        let mut verdict = None;
        for &action in &actions {
            if self.nodes_left == 0 {
                open = true;
                break;
            }
            self.nodes_left -= 1;
            let mut next = state.clone();
            next.play_unchecked(action);
            match self.prove(&next, depth - 1, level + 1) {
                // The seat finds a way out; another seat finds a win.
                Verdict::Safe if ours => {
                    verdict = Some(Verdict::Safe);
                    break;
                }
                Verdict::Lost if !ours => {
                    verdict = Some(Verdict::Lost);
                    break;
                }
                Verdict::Open => open = true,
                _ => {}
            }
        }
        self.lists[level] = actions;
        match verdict {
            Some(v) => v,
            None if open => Verdict::Open,
            // Every way of the seat's loses; no other seat's action wins.
            None if ours => Verdict::Lost,
            None => Verdict::Safe,
        }
    }
}
