//! Fortaleza in the app's registry: what the shell, the bots and the arena need to know about it.

use crate::bot::options::{ArenaGame, OptionPairs};
use crate::bot::{levels, BotSpec, IsmctsConfig, Level};
use crate::core::Msg;
use crate::games::fortaleza::{Fortaleza, FortalezaError, FortalezaOptions};
use crate::registry::{GameInfo, RegisteredGame};

impl RegisteredGame for Fortaleza {
    const INFO: GameInfo = GameInfo {
        tagline: "home-tagline-fortaleza",
        player_counts: &[2],
        // The armies' colours (Red & Gold, Black & Silver) are chosen by the first player in the
        // game's first action, after the seats are named, so the seats are named by their order
        // and get two neutral stone colours that match neither army (the new-game dialog, and the
        // game screen until the choice); once chosen, the board, the panels and the shell's
        // swatches (`GameUi::seat_look`) show each seat's army colours.
        seat_colours: &[("First player", "#d9d4c7"), ("Second player", "#9c978c")],
        seat_names: &["fortaleza-seat-first", "fortaleza-seat-second"],
        picture: "pictures/fortaleza.svg",
        rules_help: "fortaleza-rules-help",
        seed_help: "new-game-seed-help-bots",
    };

    fn options_for_players(players: u8) -> FortalezaOptions {
        FortalezaOptions { players }
    }

    fn with_players(_options: &FortalezaOptions, players: u8) -> FortalezaOptions {
        FortalezaOptions { players }
    }

    /// The player count is the only option.
    fn rule_variants(players: u8) -> Vec<FortalezaOptions> {
        vec![Self::options_for_players(players)]
    }

    fn rule_error_msg(error: &FortalezaError) -> Msg {
        error.msg()
    }

    /// Measured with the arena (`docs/bots.md`): the search scores each new node with
    /// `evaluate()` at once (no playout: random moves would hang the units whose threats the
    /// evaluation weighs) and explores little (exploration 0.2: sibling values differ by a few
    /// hundredths). The deployment is the bots' plan, one step at a time, so it needs no search.
    /// Easy is the noisy greedy bot. Hard, and every hint, check each candidate against the
    /// opponent's best reply ([`REFUTATION_MARGIN`]); Normal does not: with the check in both
    /// levels Hard won only 50.5 of 100 games against Normal, without it in Normal 50 of 60
    /// (docs/bots.md, "Ladder").
    fn level_spec(level: Level, _options: &FortalezaOptions) -> BotSpec {
        let base = IsmctsConfig { playout_cap: 0, exploration: 0.2, ..IsmctsConfig::default() };
        // No variety in the search: the deployment plans (drawn from the game's seed) already
        // make every game different, and drawing among near-equal battle moves cost Normal
        // strength (41 of 100 games against itself without it: docs/bots.md, "Variety").
        let hard = IsmctsConfig { iterations: 6000, refutation_margin: REFUTATION_MARGIN, ..base.clone() };
        levels(level, IsmctsConfig { iterations: 2000, ..base }, hard)
    }

    const HINT_REFUTATION_MARGIN: f32 = REFUTATION_MARGIN;
}

/// The search's choice gives way to another of its candidates when the opponent's best reply
/// to it leaves the bot worse off by more than this (logit scale, about one unit of material:
/// `bot::safety`). A search of a few thousand iterations values each move by the mean of the
/// replies it tried, one new reply per visit, so it missed the one capture that refutes a move;
/// with the check Normal beat Normal without it in 69 of 100 games (docs/bots.md, "Hints and
/// bots worth trusting").
const REFUTATION_MARGIN: f32 = 0.15;

impl ArenaGame for Fortaleza {
    /// No options: always 2 players.
    fn arena_options(players: usize, _pairs: &mut OptionPairs) -> Result<FortalezaOptions, String> {
        match players {
            2 => Ok(FortalezaOptions { players: 2 }),
            n => Err(format!("Fortaleza is played by 2 players, not {n}")),
        }
    }
}
