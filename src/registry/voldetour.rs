//! Voldétour in the app's registry: what the shell needs to know about it.

use crate::bot::BotTuning;
use crate::core::Msg;
use crate::games::voldetour::{Voldetour, VoldetourError, VoldetourOptions};
use crate::registry::{GameInfo, RegisteredGame};

impl RegisteredGame for Voldetour {
    const INFO: GameInfo = GameInfo {
        tagline: "home-tagline-voldetour",
        player_counts: &[2, 4],
        // The rulebook's Black and White; two more colours for the 4-player extension.
        seat_colours: &[("Black", "#5a544d"), ("White", "#fbf8f0"), ("Red", "#df6f5f"), ("Green", "#6fbf7c")],
        seat_names: &["voldetour-seat-black", "voldetour-seat-white", "voldetour-seat-red", "voldetour-seat-green"],
        picture: "pictures/voldetour.svg",
        rules_help: "voldetour-rules-help",
        seed_help: "new-game-seed-help-bots",
    };

    /// The player count is the only option.
    fn rule_variants(players: u8) -> Vec<VoldetourOptions> {
        vec![Self::options_for_players(players)]
    }

    fn rule_error_msg(error: &VoldetourError) -> Msg {
        error.msg()
    }
}
