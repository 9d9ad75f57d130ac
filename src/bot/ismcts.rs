//! Information-set Monte Carlo tree search, single observer (ISMCTS-SO), open loop, max^n.
//!
//! * **Single observer, open loop.** One tree for the bot's seat; a node is an action sequence
//!   from the root, not a position. Every iteration starts from a fresh
//!   `root.determinize(bot_seat, rng)`: hidden cards, deck order and future dice are re-sampled
//!   from what the bot's seat may see, so statistics average over everything it cannot know and
//!   it never reads hidden information.
//! * **Availability.** Different determinizations allow different actions deeper in the tree.
//!   Only actions legal in the current world are candidates, and each child counts how often it
//!   was available; UCB1 uses that count instead of the parent's visits, so rarely possible
//!   actions are not over-explored.
//! * **max^n.** Each node keeps a value per seat; selection at a node maximises the value of the
//!   seat to move there in the current world. That suits 2–4 players without assuming zero-sum.
//! * **Playouts** are random (or epsilon-greedy) up to a length cap, after which
//!   [`Game::evaluate`] scores the leaf: long dice games need not be played to the end.
//! * **Resumable.** [`Search::run`] can be called in small slices (the browser has no threads:
//!   the page runs a slice per frame and stays responsive). Slicing never changes the result:
//!   the random stream and the tree carry over between slices.

use super::{greedy, position_value, random, BotSpec};
use crate::core::{Game, Rng, Seat, MAX_SEATS};

/// Playout plies before the leaf is scored by `evaluate()`.
pub const DEFAULT_PLAYOUT_CAP: u32 = 60;
/// UCB1 exploration constant for rewards in `0..=1` (√2/2: a little greedier than the textbook
/// √2, which suits short budgets).
pub const DEFAULT_EXPLORATION: f32 = 0.7;

/// How playouts pick actions.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PlayoutPolicy {
    /// Uniformly random: fastest, and unbiased.
    Random,
    /// The greedy action (one-ply `evaluate()`), or a random one with probability `epsilon`.
    /// Slower per playout (one evaluation per legal action) but more realistic opponents.
    EpsilonGreedy { epsilon: f32 },
}

#[derive(Clone, Debug, PartialEq)]
pub struct IsmctsConfig {
    /// Iteration budget: the deterministic measure of effort.
    pub iterations: u32,
    /// UCB1 exploration constant.
    pub exploration: f32,
    /// Playout plies before `evaluate()` scores the leaf (0 = score the new node directly).
    pub playout_cap: u32,
    /// If non-zero, the playout also stops once this many turns have ended since the leaf
    /// (a change of [`Game::turn_number`]). `1` = finish the turn in progress at the leaf, then
    /// score it: suits games whose turns are several atomic actions, where a half-played turn is
    /// hard to judge.
    pub playout_turns: u32,
    pub playout: PlayoutPolicy,
    /// Wall-clock cap in ms, honoured only by the clocked entry points ([`Search::run_with_clock`],
    /// [`Search::run_for`]) with a caller-supplied clock. A safety net for slow devices: hitting
    /// it makes the result depend on the machine, the iteration budget alone never does.
    pub time_limit_ms: Option<f64>,
}

impl Default for IsmctsConfig {
    fn default() -> Self {
        IsmctsConfig {
            iterations: 1000,
            exploration: DEFAULT_EXPLORATION,
            playout_cap: DEFAULT_PLAYOUT_CAP,
            playout_turns: 0,
            playout: PlayoutPolicy::Random,
            time_limit_ms: None,
        }
    }
}

impl IsmctsConfig {
    pub fn with_iterations(iterations: u32) -> Self {
        IsmctsConfig { iterations, ..Self::default() }
    }
}

/// One node of the open-loop tree: the action leading here from the parent.
#[derive(Clone, Debug)]
struct Node<A> {
    action: Option<A>,
    children: Vec<u32>,
    visits: u32,
    /// Times the parent was visited while this action was legal (ISMCTS-SO availability).
    avail: u32,
    /// Sum of rewards per seat. `f64`: hundreds of thousands of small additions in `f32` drift.
    value: [f64; MAX_SEATS],
}

impl<A> Node<A> {
    fn new(action: Option<A>) -> Self {
        Node { action, children: Vec::new(), visits: 0, avail: 1, value: [0.0; MAX_SEATS] }
    }
}

/// Per-root-action statistics (for debugging and a "thinking" display).
#[derive(Clone, Debug, PartialEq)]
pub struct ActionStats<A> {
    pub action: A,
    pub visits: u32,
    /// Mean reward for the searching seat.
    pub value: f32,
}

/// A search in progress for one seat in one position. Build it, call [`Search::run`] (or the
/// clocked variants) as often as convenient, then read [`Search::best_action`].
#[derive(Clone, Debug)]
pub struct Search<G: Game> {
    root: G,
    seat: Seat,
    config: IsmctsConfig,
    rng: Rng,
    /// `Some` when the answer needed no tree search (lone action, not our turn, non-search bot).
    fixed: Option<Option<G::Action>>,
    root_legal: Vec<G::Action>,
    nodes: Vec<Node<G::Action>>,
    iterations: u32,
    playout_plies: u64,
    started_ms: Option<f64>,
    timed_out: bool,
    scratch: Vec<G::Action>,
    untried: Vec<G::Action>,
    path: Vec<u32>,
}

impl<G: Game> Search<G> {
    /// An ISMCTS search for `seat` in `state`, seeded with `seed`. Nothing runs yet.
    pub fn new(state: &G, seat: Seat, config: IsmctsConfig, seed: u64) -> Self {
        let mut root_legal = Vec::new();
        let fixed = if state.to_move() != Some(seat) {
            Some(None)
        } else {
            state.legal_actions(&mut root_legal);
            match root_legal.len() {
                0 => Some(None),
                // A forced action needs no thought (and must not make the player wait).
                1 => Some(Some(root_legal[0])),
                _ => None,
            }
        };
        let mut nodes = Vec::new();
        if fixed.is_none() {
            nodes.reserve((config.iterations as usize).saturating_add(1).min(1 << 16));
            nodes.push(Node::new(None));
        }
        Search {
            root: state.clone(),
            seat,
            config,
            rng: Rng::new(seed),
            fixed,
            root_legal,
            nodes,
            iterations: 0,
            playout_plies: 0,
            started_ms: None,
            timed_out: false,
            scratch: Vec::new(),
            untried: Vec::new(),
            path: Vec::new(),
        }
    }

    /// The same driver for any bot: non-search bots decide at once (they are fast) and the
    /// search is then already done, so the UI can treat every level alike.
    pub fn from_spec(state: &G, seat: Seat, spec: &BotSpec, seed: u64) -> Self {
        let quick = |action: Option<G::Action>| {
            let mut s = Search::new(state, seat, IsmctsConfig::with_iterations(0), seed);
            if s.fixed.is_none() {
                s.fixed = Some(action);
                s.nodes.clear();
            }
            s
        };
        let mut rng = Rng::new(seed);
        match spec {
            BotSpec::Ismcts(config) => Search::new(state, seat, config.clone(), seed),
            BotSpec::Random if state.to_move() == Some(seat) => quick(random::choose(state, &mut rng, &mut Vec::new())),
            BotSpec::Random => quick(None),
            BotSpec::Greedy => quick(greedy::choose(state, seat, 0.0, &mut rng)),
            BotSpec::GreedyNoisy { epsilon } => quick(greedy::choose(state, seat, *epsilon, &mut rng)),
        }
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }
    pub fn config(&self) -> &IsmctsConfig {
        &self.config
    }
    pub fn iterations_done(&self) -> u32 {
        self.iterations
    }
    /// Iterations this search will run in total (0 when no search is needed).
    pub fn budget(&self) -> u32 {
        if self.fixed.is_some() {
            0
        } else {
            self.config.iterations
        }
    }
    /// Playout plies simulated so far (for benchmarks).
    pub fn playout_plies(&self) -> u64 {
        self.playout_plies
    }
    /// Whether the wall-clock cap stopped the search early.
    pub fn timed_out(&self) -> bool {
        self.timed_out
    }
    /// Whether more calls to `run` would do nothing.
    pub fn is_done(&self) -> bool {
        self.fixed.is_some() || self.timed_out || self.iterations >= self.config.iterations
    }
    /// Fraction of the iteration budget done, for a progress indicator.
    pub fn progress(&self) -> f32 {
        if self.is_done() {
            1.0
        } else {
            self.iterations as f32 / self.config.iterations.max(1) as f32
        }
    }

    /// Runs up to `iterations` more iterations, never beyond the budget. Deterministic: any split
    /// of the budget into slices gives the same tree and the same answer.
    pub fn run(&mut self, iterations: u32) {
        let n = iterations.min(self.remaining());
        for _ in 0..n {
            self.iterate();
        }
    }

    /// Like [`Search::run`], but also stops once `clock()` (ms, any origin) shows that
    /// `time_limit_ms` has passed since the first clocked call on this search.
    pub fn run_with_clock(&mut self, iterations: u32, clock: &dyn Fn() -> f64) {
        let n = iterations.min(self.remaining());
        for _ in 0..n {
            if self.over_time(clock) {
                break;
            }
            self.iterate();
        }
    }

    /// Runs for about `slice_ms` of wall-clock time (one animation frame, say), within the
    /// budget and the overall time limit. The browser's way to think without freezing the page.
    pub fn run_for(&mut self, slice_ms: f64, clock: &dyn Fn() -> f64) {
        let start = clock();
        while !self.is_done() {
            if self.over_time(clock) || clock() - start >= slice_ms {
                break;
            }
            self.iterate();
        }
    }

    fn remaining(&self) -> u32 {
        if self.is_done() {
            0
        } else {
            self.config.iterations - self.iterations
        }
    }

    fn over_time(&mut self, clock: &dyn Fn() -> f64) -> bool {
        let Some(limit) = self.config.time_limit_ms else { return false };
        let now = clock();
        let start = *self.started_ms.get_or_insert(now);
        if now - start >= limit {
            self.timed_out = true;
        }
        self.timed_out
    }

    /// The chosen action so far: the most visited root action (the robust child), ties broken by
    /// mean value then by legal-list order. Available at any time, even before any iteration.
    pub fn best_action(&self) -> Option<G::Action> {
        if let Some(fixed) = self.fixed {
            return fixed;
        }
        let mut best: Option<(u32, f64, G::Action)> = None;
        for &action in &self.root_legal {
            let (visits, mean) = match self.root_child(action) {
                Some(c) => {
                    let n = &self.nodes[c];
                    (n.visits, n.value[self.seat as usize] / n.visits.max(1) as f64)
                }
                None => (0, 0.0),
            };
            if best.is_none_or(|(bv, bm, _)| visits > bv || (visits == bv && mean > bm)) {
                best = Some((visits, mean, action));
            }
        }
        best.map(|(_, _, a)| a)
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

    fn root_child(&self, action: G::Action) -> Option<usize> {
        let root = self.nodes.first()?;
        root.children.iter().map(|&c| c as usize).find(|&c| self.nodes[c].action == Some(action))
    }

    /// One iteration: determinize, select, expand one node, play out, back up.
    fn iterate(&mut self) {
        let mut world = self.root.determinize(self.seat, &mut self.rng);
        let mut node = 0usize;
        self.path.clear();
        self.path.push(0);
        let c = self.config.exploration as f64;

        while let Some(mover) = world.to_move() {
            world.legal_actions(&mut self.scratch);
            if self.scratch.is_empty() {
                break;
            }
            // Match this world's legal actions against the node's children. Linear scans: the
            // trait only promises `Eq` for actions, and branching factors here are small.
            self.untried.clear();
            let mut best: Option<(usize, f64)> = None;
            for &action in &self.scratch {
                let found = self.nodes[node]
                    .children
                    .iter()
                    .map(|&c| c as usize)
                    .find(|&c| self.nodes[c].action == Some(action));
                match found {
                    None => self.untried.push(action),
                    Some(child) => {
                        let n = &mut self.nodes[child];
                        n.avail += 1;
                        let visits = n.visits.max(1) as f64;
                        let score = n.value[mover as usize] / visits + c * ((n.avail as f64).ln() / visits).sqrt();
                        if best.is_none_or(|(_, s)| score > s) {
                            best = Some((child, score));
                        }
                    }
                }
            }
            if !self.untried.is_empty() {
                // Expand one untried action, chosen at random so that no listing order is favoured.
                let action = self.untried[self.rng.below(self.untried.len() as u32) as usize];
                let child = self.nodes.len();
                self.nodes.push(Node::new(Some(action)));
                self.nodes[node].children.push(child as u32);
                world.play_unchecked(action);
                self.path.push(child as u32);
                break;
            }
            let Some((child, _)) = best else { break };
            let Some(action) = self.nodes[child].action else { break };
            world.play_unchecked(action);
            node = child;
            self.path.push(child as u32);
        }

        let reward = self.playout(world);
        for &n in &self.path {
            let n = &mut self.nodes[n as usize];
            n.visits += 1;
            for (v, r) in n.value.iter_mut().zip(reward) {
                *v += r as f64;
            }
        }
        self.iterations += 1;
    }

    fn playout(&mut self, mut world: G) -> [f32; MAX_SEATS] {
        let mut turn = world.turn_number();
        let mut turns_left = self.config.playout_turns;
        for _ in 0..self.config.playout_cap {
            if world.to_move().is_none() {
                break;
            }
            if turns_left > 0 && world.turn_number() != turn {
                turns_left -= 1;
                if turns_left == 0 {
                    break;
                }
                turn = world.turn_number();
            }
            world.legal_actions(&mut self.scratch);
            if self.scratch.is_empty() {
                break;
            }
            let i = match self.config.playout {
                PlayoutPolicy::Random => self.rng.below(self.scratch.len() as u32) as usize,
                PlayoutPolicy::EpsilonGreedy { epsilon } => {
                    if self.rng.unit_f32() < epsilon {
                        self.rng.below(self.scratch.len() as u32) as usize
                    } else {
                        greedy::best_index(&world, &self.scratch, &mut self.rng)
                    }
                }
            };
            world.play_unchecked(self.scratch[i]);
            self.playout_plies += 1;
        }
        position_value(&world)
    }
}
