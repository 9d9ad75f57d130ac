//! Fortaleza in the app's registry: what the shell, the bots and the arena need to know about it.

use crate::bot::options::{ArenaGame, OptionPairs};
use crate::bot::{levels, BotSpec, IsmctsConfig, Level};
use crate::games::fortaleza::{Fortaleza, FortalezaError, FortalezaOptions};
use crate::games::{GameInfo, RegisteredGame};
use crate::i18n::Msg;

impl RegisteredGame for Fortaleza {
    const INFO: GameInfo = GameInfo {
        tagline: "fortaleza-tagline",
        player_counts: &[2],
        // The armies' colours (Red & Gold, Black & Silver) are chosen by the first player in the
        // game's first action, after the seats are named, so the seats are named by their order
        // and get two neutral colours that match neither army; the board, the status line and the
        // panels show each seat's army colours once chosen.
        seat_colours: &[("First player", "#5b7fa6"), ("Second player", "#b08a4e")],
        seat_names: &["fortaleza-seat-first", "fortaleza-seat-second"],
        picture: "pictures/fortaleza.svg",
        rules_help: "fortaleza-rules-help",
    };

    fn options_for_players(players: u8) -> FortalezaOptions {
        FortalezaOptions { players }
    }

    fn with_players(_options: &FortalezaOptions, players: u8) -> FortalezaOptions {
        FortalezaOptions { players }
    }

    fn rule_error_msg(error: &FortalezaError) -> Msg {
        error.msg()
    }

    /// A first guess, not yet measured with the arena: random playouts of 16 actions, then
    /// `evaluate()` (material, King safety, siege pressure). A battle position offers ~31 actions
    /// and the engine plays ~150,000 random actions/s natively (`docs/performance.md`), so the
    /// budgets stay well inside the levels' time caps.
    fn level_spec(level: Level) -> BotSpec {
        let base = IsmctsConfig { playout_cap: 16, ..IsmctsConfig::default() };
        levels(level, IsmctsConfig { iterations: 600, ..base.clone() }, IsmctsConfig { iterations: 2500, ..base })
    }
}

impl ArenaGame for Fortaleza {
    /// No options: always 2 players.
    fn arena_options(players: usize, _pairs: &mut OptionPairs) -> Result<FortalezaOptions, String> {
        match players {
            2 => Ok(FortalezaOptions { players: 2 }),
            n => Err(format!("Fortaleza is played by 2 players, not {n}")),
        }
    }
}
