//! Torres' bots: the bot behind each level, measured with the arena (`docs/bots.md`), and
//! the arena's options for Torres.

use crate::{CardMode, Torres, TorresOptions};
use castellan_bot::options::{ArenaGame, OptionPairs};
use castellan_bot::{levels, BotSpec, BotTuning, IsmctsConfig, Level, PlayoutPolicy};

impl BotTuning for Torres {
    /// A game review's search per decision: a game of 150 decisions in about a minute in the
    /// browser (`bench --review`, docs/bots.md, "Reviewing a game").
    const REVIEW_ITERATIONS: u32 = 3_000;

    fn options_for_players(players: u8) -> TorresOptions {
        TorresOptions { players, ..TorresOptions::default() }
    }

    fn with_players(options: &TorresOptions, players: u8) -> TorresOptions {
        TorresOptions { players, ..*options }
    }

    /// Levels are thinking times with an iteration floor (Hard 1.8 s per decision in the
    /// browser, floor 2,000, safety cap 2 s). Run without a clock (tests, the arena's default) a
    /// level does its fixed iteration count instead, about what the thinking time gives in the
    /// browser.
    ///
    /// Normal thinks 0.4 s on a turn's first decision (the pause before a bot turn hides it) and
    /// 0.2 s on each later one (`later_share`), always at least its fixed 2,400 iterations (so
    /// even a busy device does the arena's count; the cap keeps a slow one within 0.5 s). Run
    /// without a clock it plays exactly as the previous Normal (0.4 s a decision with a floor of
    /// 600, 2,400 iterations without a clock). Giving the first decision more iterations (4,800)
    /// made it weaker head to head, and the subtree kept from the previous decision holds only
    /// ~3 % of its visits: docs/bots.md, "Torres Normal turns in about 2 s".
    ///
    /// A turn is ~5–8 atomic actions, and a half-played turn is hard to judge, so a playout
    /// finishes the turn in progress greedily (one-ply `evaluate()`: score, castle points the
    /// coming scorings would give, and the best one-step gain) and scores the position there; the
    /// last turn of a phase thus ends in the real scoring. Playouts run on to the end of the
    /// phase were clearly weaker (docs/bots.md). The search never ends a turn with action points
    /// left while the score marker may advance (`Game::bot_actions`) and keeps the subtree of its
    /// chosen action for its next decision of the same turn. Hard's playouts are noise-free;
    /// Normal's take a random step 20 % of the time (`NORMAL_PLAYOUT_NOISE`), so the levels
    /// differ by more than budget: with the same noise-free search Hard won only 15 of 40 games
    /// head to head, against this Normal 145 of 200 (72.5 %), while this Normal still beats the
    /// sparring partner in 65.5 % of 200 games and Easy in every one of 200 (docs/bots.md,
    /// "Ladder"). (Noise-free, Normal beat the partner in 80 %; with 30 % noise, in 54.5 %.)
    ///
    /// The tree is guided by the sparring partner's move ordering (`reference_guide`): actions
    /// that lower the mover's own phase points (a knight stepping down, a block that shrinks
    /// nothing but costs a point) are not searched, and untried actions are expanded in order of
    /// how much they raise them, with a small progressive bias (`REFERENCE_BIAS_WEIGHT`: a gain
    /// of 5 points is worth 0.2 of a reward at first). Against the sparring partner this moved
    /// Hard from 6 to 8 wins in 10 and Normal from 2 to 5 (docs/bots.md).
    ///
    /// In the introductory game (no action cards) two-player Normal's playouts take a random
    /// step half the time ([`INTRODUCTORY_NORMAL_NOISE`]): with 20 % Hard beat it in only 23 of
    /// 40 games there, with 50 % in 32 of 40, and it still beats Easy in 40 of 40 (docs/bots.md,
    /// "Ladder").
    ///
    /// With more than two players Normal searches a fixed [`MANY_PLAYERS_NORMAL_ITERATIONS`]
    /// (no thinking time, so a slow phone plays it alike) with half its playout steps random
    /// ([`MANY_PLAYERS_NORMAL_NOISE`]): at four players the two-player Normal came first against
    /// three Easy bots in every one of 200 games, and Hard came first against three of it in
    /// only 15 of 48, where three opponents share what Hard's larger budget gains.
    fn level_spec(level: Level, options: &TorresOptions) -> BotSpec {
        let players = usize::from(options.players);
        // Rewards are in 0..1 and the bias in points × 20: 0.002 × 20 × 5 points = 0.2.
        const REFERENCE_BIAS_WEIGHT: f32 = 0.002;
        let torres = IsmctsConfig {
            exploration: 1.5,
            playout_cap: 40,
            playout_turns: 1,
            reuse_subtree: true,
            playout: PlayoutPolicy::EpsilonGreedy { epsilon: 0.0 },
            reference_guide: true,
            progressive_bias: REFERENCE_BIAS_WEIGHT,
            // No variety: at 0.02 it cost Normal strength (23 of 60 games against itself
            // without it: docs/bots.md, "Variety"); the card decks and the search's own seeded
            // sampling vary the games (tests/bot_variety.rs).
            ..IsmctsConfig::default()
        };
        let normal = if players > 2 {
            IsmctsConfig {
                iterations: MANY_PLAYERS_NORMAL_ITERATIONS,
                playout: PlayoutPolicy::EpsilonGreedy { epsilon: MANY_PLAYERS_NORMAL_NOISE },
                ..torres.clone()
            }
        } else {
            let noise = if options.cards == CardMode::Off { INTRODUCTORY_NORMAL_NOISE } else { NORMAL_PLAYOUT_NOISE };
            IsmctsConfig {
                iterations: NORMAL_ITERATIONS,
                think_ms: Some(400.0),
                min_iterations: NORMAL_ITERATIONS,
                later_share: 0.5,
                playout: PlayoutPolicy::EpsilonGreedy { epsilon: noise },
                ..torres.clone()
            }
        };
        let hard = IsmctsConfig { iterations: HARD_ITERATIONS, think_ms: Some(1800.0), min_iterations: 2000, ..torres };
        levels(level, normal, hard)
    }
}

/// Iterations of a level run without a clock (the arena's reproducible mode, tests, hints in
/// tests): a little under what its thinking time gives in the browser even on a busy machine
/// (wasm, load average ~7: Normal 2,874 and Hard 8,777 on average; docs/bots.md). Normal's is
/// also its floor in the browser.
const NORMAL_ITERATIONS: u32 = 2400;

const HARD_ITERATIONS: u32 = 8000;

/// How often Normal's playouts take a random step instead of the greedy one.
const NORMAL_PLAYOUT_NOISE: f32 = 0.2;

/// The same in the introductory game (no action cards), with two players: there Hard won only
/// 23 of 40 games against the Normal of [`NORMAL_PLAYOUT_NOISE`], and 32 of 40 against this one
/// (seed 9103; docs/bots.md, "Ladder").
const INTRODUCTORY_NORMAL_NOISE: f32 = 0.5;

/// Normal with three or four players: a fixed iteration count and noisier playouts, so Hard's
/// larger search tells against three opponents (docs/bots.md, "Ladder").
const MANY_PLAYERS_NORMAL_ITERATIONS: u32 = 600;

const MANY_PLAYERS_NORMAL_NOISE: f32 = 0.5;

impl ArenaGame for Torres {
    /// Keys: `cards=off|personal|common`, `master=true`, `master_card=1..8`.
    fn arena_options(players: usize, pairs: &mut OptionPairs) -> Result<TorresOptions, String> {
        let mut o = TorresOptions { players: players as u8, ..TorresOptions::default() };
        o.cards = match pairs.take::<String>("cards")?.as_deref() {
            None | Some("personal") => CardMode::PersonalDeck,
            Some("off") => CardMode::Off,
            Some("common") => CardMode::CommonDeck,
            Some(other) => return Err(format!("bad cards '{other}' (off, personal or common)")),
        };
        o.master = pairs.take_bool("master")?.unwrap_or(false);
        o.master_card = pairs.take::<u8>("master_card")?;
        Ok(o)
    }
}
