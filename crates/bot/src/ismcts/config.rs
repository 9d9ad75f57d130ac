//! What a search is asked to do: its budget (iterations, thinking time), playouts, leaf values
//! and the options a game can feed it ([`IsmctsConfig`]).

/// Playout plies before the leaf is scored by `evaluate()`.
pub const DEFAULT_PLAYOUT_CAP: u32 = 60;
/// UCB1 exploration constant for rewards in `0..=1` (√2/2: a little greedier than the textbook
/// √2, which suits short budgets).
pub const DEFAULT_EXPLORATION: f32 = 0.7;

/// Iterations a timed search never goes beyond (memory: one node per iteration).
pub const MAX_TIMED_ITERATIONS: u32 = 200_000;

/// How playouts pick actions.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PlayoutPolicy {
    /// Uniformly random: fastest, and unbiased.
    Random,
    /// The greedy action (one-ply `evaluate()`), or a random one with probability `epsilon`.
    /// Slower per playout (one evaluation per legal action) but more realistic opponents.
    EpsilonGreedy { epsilon: f32 },
    /// The action with the best [`Game::action_priors`] guess, or a random one with probability
    /// `epsilon`.
    PriorGreedy { epsilon: f32 },
}

/// How the position where a playout stops is valued.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum LeafValue {
    /// The exact reward if the game is over, else [`Game::evaluate`].
    Evaluate,
    /// The real points only: each seat's score lead over the best other seat, squashed into
    /// `0..1` by a logistic with this scale (points), also once the game is over.
    ScoreLead { scale: f32 },
    /// The sparring partner's value: each seat's lead in points over the best other seat if the
    /// game were scored now ([`Game::standing_scores`]), not squashed (explore with a constant
    /// in points).
    StandingLead,
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
    /// If non-zero, the playout also stops right after this many scorings
    /// ([`Game::scorings_done`]) have happened since the leaf: `1` = play to the coming scoring
    /// and value the points it gave.
    pub playout_scorings: u32,
    pub playout: PlayoutPolicy,
    pub leaf_value: LeafValue,
    /// Progressive bias: a child's selection score gains `progressive_bias × prior / (visits + 1)`
    /// ([`Game::action_priors`]) and untried actions are expanded best guess first. 0 = off
    /// (untried actions are expanded in random order).
    pub progressive_bias: f32,
    /// Search only [`Game::bot_actions`] (the legal actions minus dominated ones) rather than
    /// every legal action. Games without such a filter give the same list either way.
    pub prune_dominated: bool,
    /// Guide the search by the game's sparring-partner heuristic ([`Game::reference_bias`],
    /// [`Game::reference_first`]) instead of [`Game::action_priors`]: for progressive bias and
    /// the expansion order, to leave actions of negative bias out of the tree, and in
    /// [`PlayoutPolicy::PriorGreedy`] playouts (the first action of its priority order, or with
    /// probability `epsilon` one drawn in proportion to its bias).
    pub reference_guide: bool,
    /// Keep the subtree of the chosen action for the same seat's next decision in the same turn
    /// ([`Search::continue_after`]); otherwise every decision starts from an empty tree.
    pub reuse_subtree: bool,
    /// Thinking time in ms for clocked searches ([`Search::run_with_clock`], [`Search::run_for`]):
    /// they run until this much time has passed and at least `min_iterations` were done, whatever
    /// `iterations` says. Unclocked runs ([`Search::run`]) always do exactly `iterations`.
    pub think_ms: Option<f64>,
    /// The floor of a timed search: a slow device still thinks this much.
    pub min_iterations: u32,
    /// Wall-clock cap in ms, honoured only by the clocked entry points ([`Search::run_with_clock`],
    /// [`Search::run_for`]) with a caller-supplied clock. A safety net for slow devices: it stops
    /// the search even below `min_iterations`. Hitting it makes the result depend on the machine,
    /// the iteration budget alone never does.
    pub time_limit_ms: Option<f64>,
    /// The thinking time of a later decision of the same turn (with
    /// [`IsmctsConfig::reuse_subtree`], [`Search::continue_after`]) as a share of `think_ms`, so
    /// a clocked turn spends most of its time on its first decision. The iteration budget, the
    /// floor and the cap stay: run without a clock every decision is alike, and a clocked one
    /// still does at least `min_iterations`. 1 = every decision alike.
    pub later_share: f32,
    /// Variety among near-equal actions: once the search ends, the action is drawn, by the
    /// search's seed, among the most visited one and those with at least half its visits whose
    /// mean value is within this margin of its (values are in `0..1`). 0 = always the most
    /// visited. Searches are seeded from the game and the ply, so a replay chooses the same. A
    /// decided position (the best mean below 0.1 or above 0.9), and a game of more than two
    /// players (unless the draw is kept to the opening, below), always take the most visited.
    pub variety: f32,
    /// Keeps the variety draw to the opening: only decisions in the game's first this many
    /// turns ([`castellan_core::Game::turn_number`] below it) draw; later ones take the most
    /// visited. 0 = every decision draws. So two games part early, and the rest of the game is
    /// played as without the draw; kept to the opening, the draw is tried at any player count.
    /// (A level that draws throughout a two-player game but only in the opening of a larger one
    /// sets this by the player count in its game's `level_spec`.)
    pub variety_turns: u32,
    /// The safety checks of the final choice ([`crate::safety`]): the nodes its loss proofs
    /// may spend per decision (0 = no checks). The levels set [`LEVEL_SAFETY_NODES`].
    pub safety_nodes: u32,
    /// The refutation check's margin (logit scale; 0 = off), for games whose turns are one
    /// action, where an immediate reply is the whole answer (Fortaleza).
    pub refutation_margin: f32,
}

/// The loss proofs' node budget of the levels: enough for every reply of a Fortaleza position
/// for several candidates, a Voldétour Lord's walk after one placement, or Torri's next throw.
pub const LEVEL_SAFETY_NODES: u32 = 4000;

impl Default for IsmctsConfig {
    fn default() -> Self {
        IsmctsConfig {
            iterations: 1000,
            exploration: DEFAULT_EXPLORATION,
            playout_cap: DEFAULT_PLAYOUT_CAP,
            playout_turns: 0,
            playout_scorings: 0,
            playout: PlayoutPolicy::Random,
            leaf_value: LeafValue::Evaluate,
            progressive_bias: 0.0,
            prune_dominated: true,
            reference_guide: false,
            reuse_subtree: false,
            think_ms: None,
            min_iterations: 0,
            time_limit_ms: None,
            later_share: 1.0,
            variety: 0.0,
            variety_turns: 0,
            safety_nodes: 0,
            refutation_margin: 0.0,
        }
    }
}

impl IsmctsConfig {
    pub fn with_iterations(iterations: u32) -> Self {
        IsmctsConfig { iterations, ..Self::default() }
    }
}
