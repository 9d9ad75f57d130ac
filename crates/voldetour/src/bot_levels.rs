//! Voldétour's bots: the bot behind each level, measured with the arena (`docs/bots.md`), and
//! the arena's options for Voldétour.

use crate::{Voldetour, VoldetourOptions};
use castellan_bot::options::{ArenaGame, OptionPairs};
use castellan_bot::{levels, BotSpec, BotTuning, IsmctsConfig, Level, LEVEL_VARIETY};

impl BotTuning for Voldetour {
    /// A game review's search per decision: a game of 150 decisions in about a minute in the
    /// browser (`bench --review`, docs/bots.md, "Reviewing a game").
    const REVIEW_ITERATIONS: u32 = 900;

    fn options_for_players(players: u8) -> VoldetourOptions {
        VoldetourOptions { players }
    }

    fn with_players(_options: &VoldetourOptions, players: u8) -> VoldetourOptions {
        VoldetourOptions { players }
    }

    /// Four players' Normal slips, and a hint never should: hints come from the searching
    /// Normal of two players at any count (300 iterations within half a second; with four
    /// players it takes its most visited move, its draw among near-equal moves being a
    /// two-player one).
    const HINT_PLAYERS: Option<usize> = Some(2);

    /// Searches over the bots' short list (`bot_hints`: Lord moves and the best-valued
    /// placements near the Lords' routes), expanded best guess first (progressive bias from
    /// the greedy values), every new node scored by `evaluate()` at once (no playout: a
    /// placement's value already counts the route it opens), a small exploration constant (the
    /// values of sibling actions differ by a few hundredths), the subtree of the chosen action
    /// kept for the rest of the turn. Budgets are iteration counts; measured in `docs/bots.md`.
    fn level_spec(level: Level, options: &VoldetourOptions) -> BotSpec {
        let players = usize::from(options.players);
        let base = IsmctsConfig {
            exploration: 0.2,
            playout_cap: 0,
            progressive_bias: 1.0,
            reuse_subtree: true,
            ..IsmctsConfig::default()
        };
        // Variety among near-equal moves (docs/bots.md, "Variety", "Ladder"). The searching
        // Normal (two players) draws at every decision; Hard draws in the first two turns
        // (`OPENING_VARIETY_TURNS`) at any count; the greedy levels slip. So games part in the
        // opening at two and at four players. Measured at a slow phone's counts:
        // - at every decision, the draw is neutral for Normal at two players (107 of 200 games
        //   against itself without it), but cost it half its wins at four, and drawing at every
        //   decision, Hard beat that Normal in 61 % of 200 games at two (72.5 % without);
        // - kept to the opening, the searching four-player Normal of before (151 iterations,
        //   replaced on 2026-11-28) still came first in 73 % of 200 games against three Easy
        //   bots (77 % without any draw), and two-player Hard (1,328 iterations) beats a Normal
        //   drawing throughout in 72 % of 250;
        // - against a Normal that draws only in the opening at two players too, that Hard won
        //   only 61 % of 200: so at two players Normal keeps its draw throughout.
        match (level, players) {
            (Level::Easy, _) if players <= 2 => BotSpec::GreedyNoisy { epsilon: EASY_NOISE },
            // Four players: the levels differ by kind (docs/bots.md, "Voldétour's four-player
            // ladder"), since there Hard comes first against three searching Normals in no more
            // than half the games, whatever either searches.
            (Level::Easy, _) => BotSpec::Selfish { epsilon: FOUR_PLAYER_EASY_SLIPS },
            (Level::Normal, _) if players > 2 => BotSpec::GreedyNoisy { epsilon: FOUR_PLAYER_NORMAL_NOISE },
            _ => levels(
                level,
                IsmctsConfig {
                    iterations: NORMAL_ITERATIONS,
                    variety: LEVEL_VARIETY,
                    variety_turns: 0,
                    ..base.clone()
                },
                IsmctsConfig {
                    iterations: HARD_ITERATIONS,
                    variety: LEVEL_VARIETY,
                    variety_turns: OPENING_VARIETY_TURNS,
                    ..base
                },
            ),
        }
    }
}

/// How often the two-player Easy plays a random move instead of the greedy one: half the time,
/// where the other games' Easy slips 30 % of the time. The greedy choice already weighs the
/// routes: at four players (this was the four-player Easy too until 2026-11-28) three Easy bots
/// slipping 30 % of the time held Normal, cut to a slow phone's 151 iterations, to first place
/// in 58 % of 200 games; slipping half the time, 77 % (the ladder's rung is 65 %), and Easy still
/// beats a random player in nearly every game (docs/bots.md, "Ladder").
const EASY_NOISE: f32 = 0.5;

/// Four players: Easy runs its own race (never building to stop another Lord) and slips in 60 %
/// of its decisions by ending its turn at random (its Lord walks anywhere, or it stops
/// building); Normal is the greedy bot slipping 20 % of the time. Against any Normal that
/// searches its turn, Hard (at a slow phone's 739 iterations) came first in at most about half
/// the games whatever either searched (36.6 % of 200 against 151 iterations), where the rung is
/// 65 %; and under the old Easy no weaker Normal held its own rung. With these, Normal's share
/// against three Easy bots is 66.5 % of 200 games, and Hard's against three Normals 68.5 % of
/// 200 (docs/bots.md, "Voldétour's four-player ladder").
const FOUR_PLAYER_EASY_SLIPS: f32 = 0.6;

const FOUR_PLAYER_NORMAL_NOISE: f32 = 0.2;

/// Hard draws among near-equal moves in the game's first this many turns, and plays its best
/// move after them.
const OPENING_VARIETY_TURNS: u32 = 2;

/// Search iterations per decision of the Normal (two players; and the hints) and Hard levels.
const NORMAL_ITERATIONS: u32 = 300;

const HARD_ITERATIONS: u32 = 1500;

impl ArenaGame for Voldetour {
    /// No options beyond the player count (2 or 4).
    fn arena_options(players: usize, _pairs: &mut OptionPairs) -> Result<VoldetourOptions, String> {
        match players {
            2 | 4 => Ok(VoldetourOptions { players: players as u8 }),
            n => Err(format!("Voldétour is played by 2 or 4 players, not {n}")),
        }
    }
}
