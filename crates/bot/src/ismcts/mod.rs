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
//!   [`Game::evaluate`] scores the leaf: long dice games need not be played to the end. They may
//!   also stop at the end of a turn or right after the game's next scoring
//!   ([`Game::scorings_done`]), where the real points are known.
//! * **Options a game can feed** (all off by default): only the non-dominated actions
//!   ([`Game::bot_actions`]), progressive bias from a move-ordering guess
//!   ([`Game::action_priors`]), playouts greedy on that guess, and keeping the subtree of the
//!   chosen action for the same seat's next decision of the same turn ([`Search::continue_after`]).
//! * **Budgets**: a fixed iteration count (reproducible, what [`Search::run`] uses) or, with a
//!   clock, a thinking time with an iteration floor ([`IsmctsConfig::think_ms`]).
//! * **Resumable.** [`Search::run`] can be called in small slices (the browser has no threads:
//!   the page runs a slice per frame and stays responsive). Slicing never changes the result:
//!   the random stream and the tree carry over between slices.

mod choice;
mod config;
mod forced;

pub use config::*;

use super::{greedy, position_value, random, BotSpec};
use castellan_core::{Game, Rng, Seat, MAX_SEATS};

/// What one search may spend: the configuration's budget, with a later decision's share of the
/// thinking time ([`IsmctsConfig::later_share`]).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Budget {
    iterations: u32,
    think_ms: Option<f64>,
    min_iterations: u32,
    time_limit_ms: Option<f64>,
}

impl Budget {
    fn of(config: &IsmctsConfig, later_in_turn: bool) -> Self {
        let share = if later_in_turn { config.later_share.clamp(0.0, 1.0) } else { 1.0 };
        Budget {
            iterations: config.iterations,
            think_ms: config.think_ms.map(|ms| ms * share as f64),
            min_iterations: config.min_iterations,
            time_limit_ms: config.time_limit_ms,
        }
    }
}

/// One node of the open-loop tree: the action leading here from the parent.
#[derive(Clone, Debug)]
struct Node<A> {
    action: Option<A>,
    children: Vec<u32>,
    /// The children's actions, in the same order: matching a world's legal actions scans this
    /// contiguous list rather than the scattered child nodes (wide Torres nodes with cards).
    child_actions: Vec<A>,
    visits: u32,
    /// Times the parent was visited while this action was legal (ISMCTS-SO availability).
    avail: u32,
    /// Sum of rewards per seat. `f64`: hundreds of thousands of small additions in `f32` drift.
    value: [f64; MAX_SEATS],
    /// The move-ordering guess for this action when it was expanded (progressive bias only).
    prior: f32,
}

impl<A> Node<A> {
    fn new(action: Option<A>, prior: f32) -> Self {
        Node {
            action,
            children: Vec::new(),
            child_actions: Vec::new(),
            visits: 0,
            avail: 1,
            value: [0.0; MAX_SEATS],
            prior,
        }
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
    /// This decision's budget (the config's, or a later decision's share of it).
    budget: Budget,
    rng: Rng,
    /// The seed it was made with: the variety choice among near-equal actions draws from it, so a
    /// replay chooses the same ([`IsmctsConfig::variety`]).
    seed: u64,
    /// `Some` when the answer needed no tree search (lone action, not our turn, non-search bot).
    fixed: Option<Option<G::Action>>,
    root_legal: Vec<G::Action>,
    nodes: Vec<Node<G::Action>>,
    iterations: u32,
    playout_plies: u64,
    started_ms: Option<f64>,
    /// Milliseconds since the first clocked call, as of the last clock reading.
    elapsed_ms: f64,
    /// Whether a clocked entry point ran: the thinking time, not `iterations`, then ends it.
    clocked: bool,
    timed_out: bool,
    /// Visits the root had when the search started (kept from the previous decision).
    inherited_visits: u32,
    scratch: Vec<G::Action>,
    untried: Vec<G::Action>,
    priors: Vec<f32>,
    /// With `reference_guide`: the bias of each action in `scratch`, then of each in `untried`
    /// (computed once per node visit, when the harmful actions are dropped).
    scratch_bias: Vec<f32>,
    untried_bias: Vec<f32>,
    path: Vec<u32>,
    /// While [`Search::run_action`] runs: the root action every iteration starts with.
    forced_root: Option<G::Action>,
    /// An action searched at the root beside the considered ones ([`Search::with_root_action`]).
    extra_root: Option<G::Action>,
}

impl<G: Game> Search<G> {
    /// An ISMCTS search for `seat` in `state`, seeded with `seed`. Nothing runs yet.
    pub fn new(state: &G, seat: Seat, config: IsmctsConfig, seed: u64) -> Self {
        let mut root_legal = Vec::new();
        let fixed = if state.to_move() != Some(seat) {
            Some(None)
        } else {
            actions_for(state, &config, &mut root_legal);
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
            nodes.push(Node::new(None, 0.5));
        }
        Search {
            root: state.clone(),
            seat,
            budget: Budget::of(&config, false),
            config,
            rng: Rng::new(seed),
            seed,
            fixed,
            root_legal,
            nodes,
            iterations: 0,
            playout_plies: 0,
            started_ms: None,
            elapsed_ms: 0.0,
            clocked: false,
            timed_out: false,
            inherited_visits: 0,
            scratch: Vec::new(),
            untried: Vec::new(),
            priors: Vec::new(),
            scratch_bias: Vec::new(),
            untried_bias: Vec::new(),
            path: Vec::new(),
            forced_root: None,
            extra_root: None,
        }
    }

    /// The search for `seat`'s next decision after it played `action` at this search's root and
    /// reached `next` without anyone else moving (a Torres turn is several decisions). With
    /// [`IsmctsConfig::reuse_subtree`] the subtree below `action` becomes the new tree, so the
    /// statistics gathered for the rest of the turn are not thrown away; otherwise, or if
    /// `next` is not a later decision of the same seat in the same turn, it is a fresh search.
    /// The new search runs its whole budget on top of what it keeps (by the clock, a later
    /// decision's share of the thinking time: [`IsmctsConfig::later_share`], even when nothing
    /// could be kept).
    pub fn continue_after(&self, action: G::Action, next: &G, seed: u64) -> Search<G> {
        let mut fresh = Search::new(next, self.seat, self.config.clone(), seed);
        let same_turn = next.turn_number() == self.root.turn_number() && next.to_move() == Some(self.seat);
        if self.config.reuse_subtree && same_turn {
            fresh.budget = Budget::of(&self.config, true);
        }
        if !self.config.reuse_subtree || !same_turn || fresh.fixed.is_some() || self.fixed.is_some() {
            return fresh;
        }
        let Some(child) = self.root_child(action) else { return fresh };
        let kept = &self.nodes[child];
        fresh.nodes[0] = Node { action: None, children: Vec::new(), child_actions: Vec::new(), ..kept.clone() };
        // Copy the subtree, renumbering its nodes (old index, new index of its copy).
        let mut stack = vec![(child, 0usize)];
        while let Some((old, new)) = stack.pop() {
            for &c in &self.nodes[old].children {
                let copy = fresh.nodes.len();
                let node = &self.nodes[c as usize];
                fresh.nodes.push(Node { children: Vec::new(), child_actions: Vec::new(), ..node.clone() });
                fresh.nodes[new].children.push(copy as u32);
                if let Some(action) = node.action {
                    fresh.nodes[new].child_actions.push(action);
                }
                stack.push((c as usize, copy));
            }
        }
        fresh.inherited_visits = kept.visits;
        fresh
    }

    /// Visits the root had from the previous decision ([`Search::continue_after`]).
    pub fn inherited_visits(&self) -> u32 {
        self.inherited_visits
    }

    /// The same driver for any bot: non-search bots decide at once (they are fast) and the
    /// search is then already done, so the UI can treat every level alike.
    pub fn from_spec(state: &G, seat: Seat, spec: &BotSpec, seed: u64) -> Self {
        let quick = |action: Option<G::Action>| {
            // The whole legal list: the random bot is the uniform baseline over every action.
            let config = IsmctsConfig { prune_dominated: false, ..IsmctsConfig::with_iterations(0) };
            let mut s = Search::new(state, seat, config, seed);
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
            // One call for the greedy kinds: each is compiled once per game into the worker.
            BotSpec::Greedy | BotSpec::GreedyNoisy { .. } | BotSpec::Selfish { .. } => {
                let (epsilon, selfish) = match *spec {
                    BotSpec::GreedyNoisy { epsilon } => (epsilon, false),
                    BotSpec::Selfish { epsilon } => (epsilon, true),
                    _ => (0.0, false),
                };
                quick(greedy::choose_by(state, seat, epsilon, selfish, &mut rng))
            }
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
            self.budget.iterations
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
        if self.fixed.is_some() || self.timed_out {
            return true;
        }
        match self.timed_budget() {
            Some(think) => {
                self.iterations >= MAX_TIMED_ITERATIONS
                    || (self.elapsed_ms >= think && self.iterations >= self.budget.min_iterations)
            }
            None => self.iterations >= self.budget.iterations,
        }
    }

    /// The thinking time, if this search is run by the clock.
    fn timed_budget(&self) -> Option<f64> {
        self.budget.think_ms.filter(|_| self.clocked)
    }

    /// Fraction of the budget done, for a progress indicator.
    pub fn progress(&self) -> f32 {
        if self.is_done() {
            return 1.0;
        }
        match self.timed_budget() {
            Some(think) => (self.elapsed_ms / think.max(1.0)).min(0.99) as f32,
            None => self.iterations as f32 / self.budget.iterations.max(1) as f32,
        }
    }

    /// Runs up to `iterations` more iterations, never beyond the iteration budget (the thinking
    /// time plays no part). Deterministic: any split of the budget into slices gives the same
    /// tree and the same answer.
    pub fn run(&mut self, iterations: u32) {
        let n = iterations.min(self.remaining());
        for _ in 0..n {
            self.iterate();
        }
    }

    /// Runs by the clock: `clock()` gives ms (any origin), time counts from the first clocked
    /// call on this search. With [`IsmctsConfig::think_ms`] the search thinks that long (at least
    /// `min_iterations`), else it runs its iteration budget; either way at most `iterations`
    /// more now, and never past `time_limit_ms`.
    pub fn run_with_clock(&mut self, iterations: u32, clock: &dyn Fn() -> f64) {
        self.clocked = true;
        for _ in 0..iterations {
            self.read_clock(clock);
            if self.is_done() {
                break;
            }
            self.iterate();
        }
    }

    /// Runs for about `slice_ms` of wall-clock time (one animation frame, say), within the
    /// budget as [`Search::run_with_clock`] counts it. The browser's way to think without
    /// freezing the page.
    pub fn run_for(&mut self, slice_ms: f64, clock: &dyn Fn() -> f64) {
        self.clocked = true;
        let start = clock();
        loop {
            let now = self.read_clock(clock);
            if self.is_done() || now - start >= slice_ms {
                break;
            }
            self.iterate();
        }
    }

    fn remaining(&self) -> u32 {
        if self.fixed.is_some() || self.timed_out {
            0
        } else {
            self.budget.iterations.saturating_sub(self.iterations)
        }
    }

    /// Reads the clock, notes the time spent so far and whether the safety cap was hit.
    fn read_clock(&mut self, clock: &dyn Fn() -> f64) -> f64 {
        let now = clock();
        let start = *self.started_ms.get_or_insert(now);
        self.elapsed_ms = now - start;
        if self.budget.time_limit_ms.is_some_and(|limit| self.elapsed_ms >= limit) {
            self.timed_out = true;
        }
        now
    }

    fn root_child(&self, action: G::Action) -> Option<usize> {
        let root = self.nodes.first()?;
        let i = root.child_actions.iter().position(|&a| a == action)?;
        Some(root.children[i] as usize)
    }

    /// One iteration: determinize, select, expand one node, play out, back up.
    fn iterate(&mut self) {
        let mut world = self.root.determinize(self.seat, &mut self.rng);
        let mut node = 0usize;
        self.path.clear();
        self.path.push(0);
        let c = self.config.exploration as f64;
        let bias = self.config.progressive_bias as f64;

        while let Some(mover) = world.to_move() {
            actions_for(&world, &self.config, &mut self.scratch);
            if self.config.reference_guide {
                drop_negative_bias(&world, &mut self.scratch, &mut self.scratch_bias);
            }
            if node == 0 {
                self.add_root_action(&world);
                self.force_root_action();
            }
            if self.scratch.is_empty() {
                break;
            }
            // Match this world's legal actions against the node's children. Linear scans: the
            // trait only promises `Eq` for actions, and branching factors here are small.
            self.untried.clear();
            self.untried_bias.clear();
            let mut best: Option<(usize, f64)> = None;
            for (k, &action) in self.scratch.iter().enumerate() {
                let parent = &self.nodes[node];
                let found = parent.child_actions.iter().position(|&a| a == action).map(|i| parent.children[i] as usize);
                match found {
                    None => {
                        self.untried.push(action);
                        if self.config.reference_guide {
                            self.untried_bias.push(self.scratch_bias[k]);
                        }
                    }
                    Some(child) => {
                        let n = &mut self.nodes[child];
                        n.avail += 1;
                        let visits = n.visits.max(1) as f64;
                        let mut score = n.value[mover as usize] / visits + c * ((n.avail as f64).ln() / visits).sqrt();
                        if bias > 0.0 {
                            score += bias * n.prior as f64 / (n.visits as f64 + 1.0);
                        }
                        if best.is_none_or(|(_, s)| score > s) {
                            best = Some((child, score));
                        }
                    }
                }
            }
            if !self.untried.is_empty() {
                let (action, prior) = if bias > 0.0 {
                    // Best guess first: progressive bias trusts the move ordering early on.
                    let priors = if self.config.reference_guide {
                        &self.untried_bias
                    } else {
                        world.action_priors(&self.untried, &mut self.priors);
                        &self.priors
                    };
                    let i = greedy::pick_best(priors, &mut self.rng);
                    (self.untried[i], priors[i])
                } else {
                    // Random order, so that no listing order is favoured.
                    (self.untried[self.rng.below(self.untried.len() as u32) as usize], 0.5)
                };
                let child = self.nodes.len();
                self.nodes.push(Node::new(Some(action), prior));
                self.nodes[node].children.push(child as u32);
                self.nodes[node].child_actions.push(action);
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
        let scorings_at_leaf = world.scorings_done();
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
            if self.config.playout_scorings > 0
                && world.scorings_done().saturating_sub(scorings_at_leaf) >= self.config.playout_scorings
            {
                break;
            }
            actions_for(&world, &self.config, &mut self.scratch);
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
                PlayoutPolicy::PriorGreedy { epsilon } if self.config.reference_guide => {
                    if self.rng.unit_f32() < epsilon {
                        world.reference_bias(&self.scratch, &mut self.priors);
                        draw_by_weight(&self.priors, &mut self.rng)
                    } else {
                        match world.reference_first(&self.scratch) {
                            Some(i) if i < self.scratch.len() => i,
                            _ => {
                                world.reference_bias(&self.scratch, &mut self.priors);
                                greedy::pick_best(&self.priors, &mut self.rng)
                            }
                        }
                    }
                }
                PlayoutPolicy::PriorGreedy { epsilon } => {
                    if self.rng.unit_f32() < epsilon {
                        self.rng.below(self.scratch.len() as u32) as usize
                    } else {
                        world.action_priors(&self.scratch, &mut self.priors);
                        greedy::pick_best(&self.priors, &mut self.rng)
                    }
                }
            };
            world.play_unchecked(self.scratch[i]);
            self.playout_plies += 1;
        }
        match self.config.leaf_value {
            LeafValue::Evaluate => position_value(&world),
            LeafValue::ScoreLead { scale } => score_lead(&world, scale),
            LeafValue::StandingLead => standing_lead(&world),
        }
    }
}

/// The actions the search considers in `state`: the legal list, or the bot's pruned one.
fn actions_for<G: Game>(state: &G, config: &IsmctsConfig, out: &mut Vec<G::Action>) {
    if config.prune_dominated {
        state.bot_actions(out);
    } else {
        state.legal_actions(out);
    }
}

/// Leaves out of `actions` those of negative [`Game::reference_bias`] (all kept if every one is
/// negative, so the list never empties); `bias` ends with the kept actions' biases, in order.
fn drop_negative_bias<G: Game>(state: &G, actions: &mut Vec<G::Action>, bias: &mut Vec<f32>) {
    state.reference_bias(actions, bias);
    if bias.iter().any(|&b| b >= 0.0) {
        let mut i = 0;
        actions.retain(|_| {
            i += 1;
            bias[i - 1] >= 0.0
        });
        bias.retain(|&b| b >= 0.0);
    }
}

/// An index drawn with probability in proportion to `weights` (negative ones count as 0;
/// uniform if none is positive).
fn draw_by_weight(weights: &[f32], rng: &mut Rng) -> usize {
    let total: f64 = weights.iter().map(|&w| w.max(0.0) as f64).sum();
    if total <= 0.0 || weights.is_empty() {
        return rng.below(weights.len().max(1) as u32) as usize;
    }
    let mut x = rng.unit_f32() as f64 * total;
    for (i, &w) in weights.iter().enumerate() {
        x -= w.max(0.0) as f64;
        if x < 0.0 {
            return i;
        }
    }
    weights.iter().rposition(|&w| w > 0.0).unwrap_or(0)
}

/// Each seat's lead in points over the best other seat if the game were scored now.
fn standing_lead<G: Game>(state: &G) -> [f32; MAX_SEATS] {
    leads(&state.standing_scores())
}

/// Each seat's points minus the best other seat's.
fn leads(scores: &[i32]) -> [f32; MAX_SEATS] {
    let mut v = [0.0; MAX_SEATS];
    for (p, vp) in v.iter_mut().enumerate().take(scores.len()) {
        let best_other = scores.iter().enumerate().filter(|&(q, _)| q != p).map(|(_, &s)| s).max().unwrap_or(0);
        *vp = (scores[p] - best_other) as f32;
    }
    v
}

/// Each seat's score lead over the best other seat, squashed into `0..1` (0.5 = level).
pub(crate) fn score_lead<G: Game>(state: &G, scale: f32) -> [f32; MAX_SEATS] {
    let scores = state.scores();
    let mut v = leads(&scores);
    for vp in v.iter_mut().take(scores.len()) {
        *vp = 1.0 / (1.0 + (-*vp / scale.max(1e-3)).exp());
    }
    v
}
