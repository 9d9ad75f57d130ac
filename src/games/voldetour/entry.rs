//! Voldétour in the app's registry: what the shell, the bots and the arena need to know about it.

use crate::bot::options::{ArenaGame, OptionPairs};
use crate::bot::{levels, BotSpec, IsmctsConfig, Level};
use crate::games::voldetour::{Voldetour, VoldetourOptions, RULES_HELP};
use crate::games::{GameInfo, RegisteredGame};

impl RegisteredGame for Voldetour {
    const INFO: GameInfo = GameInfo {
        tagline: "Build a road of Blocks and Stairs through the air and walk your Lord onto the enemy Tower — 2 or 4 players.",
        player_counts: &[2, 4],
        // The rulebook's Black and White; two more colours for the 4-player extension.
        seat_colours: &[("Black", "#5a544d"), ("White", "#fbf8f0"), ("Red", "#df6f5f"), ("Green", "#6fbf7c")],
        picture: "pictures/voldetour.svg",
        rules_help: RULES_HELP,
    };

    fn options_for_players(players: u8) -> VoldetourOptions {
        VoldetourOptions { players }
    }

    fn with_players(_options: &VoldetourOptions, players: u8) -> VoldetourOptions {
        VoldetourOptions { players }
    }

    /// A first tuning, to be measured with the arena: a turn is several actions (Block, Stair,
    /// Lord), so each playout finishes the turn in progress and then `evaluate()` scores it
    /// (the Lord's distance to his goal). Every decision enumerates ~1,500 placements (about
    /// 16,000 random actions/s natively, `docs/performance.md`), so the budgets are far below
    /// Torri's.
    fn level_spec(level: Level) -> BotSpec {
        let base = IsmctsConfig { playout_turns: 1, playout_cap: 12, ..IsmctsConfig::default() };
        levels(level, IsmctsConfig { iterations: 300, ..base.clone() }, IsmctsConfig { iterations: 1200, ..base })
    }
}

impl ArenaGame for Voldetour {
    /// No options beyond the player count (2 or 4).
    fn arena_options(players: usize, _pairs: &mut OptionPairs) -> Result<VoldetourOptions, String> {
        match players {
            2 | 4 => Ok(VoldetourOptions { players: players as u8 }),
            n => Err(format!("Voldétour is played by 2 or 4 players, not {n}")),
        }
    }
}
