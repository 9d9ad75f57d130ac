//! Fortaleza in the app's registry: what the shell needs to know about it.

use crate::bot::BotTuning;
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

    /// The player count is the only option.
    fn rule_variants(players: u8) -> Vec<FortalezaOptions> {
        vec![Self::options_for_players(players)]
    }

    fn rule_error_msg(error: &FortalezaError) -> Msg {
        error.msg()
    }
}
