//! What the bots need to know about a game beyond its rules: the bot behind each level, and
//! how a hint is asked. Each game implements [`BotTuning`] in its own crate, next to its engine,
//! so its tests play the levels the app plays.

use crate::concede::{ConcedeRule, CONCEDE};
use crate::options::ArenaGame;
use crate::review::ReviewConfig;
use crate::{BotSpec, IsmctsConfig, Level};

/// A game's bots, measured with the arena (figures in `docs/bots.md`).
pub trait BotTuning: ArenaGame {
    /// The options the new-game dialog starts from for a player count (also used by `bench`).
    fn options_for_players(players: u8) -> Self::Options;
    /// The same options for another player count (the dialog's variants are kept).
    fn with_players(options: &Self::Options, players: u8) -> Self::Options;
    /// The bot behind each difficulty level for a game set up with `options` (a level may
    /// search differently with more players or in another variant, where its rungs are measured
    /// apart).
    fn level_spec(level: Level, options: &Self::Options) -> BotSpec;
    /// [`BotTuning::level_spec`] for the new-game dialog's default options at `players`.
    fn level_spec_at(level: Level, players: usize) -> BotSpec {
        Self::level_spec(level, &Self::options_for_players(players as u8))
    }
    /// The hint button asks Normal's bot at the game's player count, or at this count where
    /// Normal at some count slips instead of searching (a hint never slips): Voldétour's
    /// four-player Normal is a greedy bot, so its hints come from the two-player Normal's search.
    /// (A constant, not a method: the worker holds every game and calls `level_spec` once each.)
    const HINT_PLAYERS: Option<usize> = None;
    /// A hint checks each of its candidates against the opponent's best reply by this margin
    /// ([`crate::safety`], 0: not at all) even where Normal's play does not: a hint never
    /// walks into a unit lost for nothing, while Normal may, as a weaker player would (Fortaleza:
    /// with the check in both levels Hard beat Normal in only half the games, docs/bots.md).
    const HINT_REFUTATION_MARGIN: f32 = 0.0;
    /// When this game's bots concede a game they cannot win ([`crate::concede`]), measured
    /// with the arena's `--resign` mode (docs/bots.md, "Bots that resign").
    const CONCEDE: ConcedeRule = CONCEDE;
    /// The iterations a game review searches each decision with ([`review_config`]), chosen so
    /// that a game of 150 decisions is reviewed in about a minute in the browser (measured with
    /// `bench --review`, docs/bots.md, "Reviewing a game").
    const REVIEW_ITERATIONS: u32 = 2_000;
}

/// The search a game review runs on each decision in a game set up with `options`
/// ([`crate::review`]): Hard's search (its playouts, guide and leaf values; at the hint's player
/// count where Hard does not search at this one) at [`BotTuning::REVIEW_ITERATIONS`].
pub fn review_config<G: BotTuning>(options: &G::Options) -> ReviewConfig {
    let search = match decision_spec::<G>(options, Level::Hard, true) {
        BotSpec::Ismcts(config) => config,
        _ => IsmctsConfig::default(),
    };
    ReviewConfig::of_search(IsmctsConfig { iterations: G::REVIEW_ITERATIONS, ..search })
}

/// The bot the bots' worker runs for a decision in a game set up with `options`: `level`'s, or
/// for a hint (`hint`: a search nobody keeps; the page asks Normal) at
/// [`BotTuning::HINT_PLAYERS`] where the game names a count. Tests ask for a hint through it
/// too, so they check the worker's own choice. (One call of `level_spec`, for the worker's size.)
pub fn decision_spec<G: BotTuning>(options: &G::Options, level: Level, hint: bool) -> BotSpec {
    let hint_options = G::HINT_PLAYERS.filter(|_| hint).map(|players| G::with_players(options, players as u8));
    let mut spec = G::level_spec(level, hint_options.as_ref().unwrap_or(options));
    if let (true, BotSpec::Ismcts(config)) = (hint, &mut spec) {
        config.refutation_margin = config.refutation_margin.max(G::HINT_REFUTATION_MARGIN);
    }
    spec
}
