//! Torri in the app's registry: what the shell needs to know about it.

use crate::bot::BotTuning;
use crate::core::Msg;
use crate::games::torri::{ColourDie, Torri, TorriError, TorriOptions};
use crate::registry::{GameInfo, RegisteredGame};

impl RegisteredGame for Torri {
    const INFO: GameInfo = GameInfo {
        tagline: "home-tagline-torri",
        player_counts: &[2, 3, 4],
        seat_colours: &[],
        seat_names: &[],
        picture: "pictures/torri.svg",
        rules_help: "torri-rules-help",
        seed_help: "new-game-seed-help-dice",
    };

    /// Each option changed alone from the dialog's default (the free carry with the height
    /// limit it needs above it), and the default without the no-progress ending, as games saved
    /// before that ending existed are played.
    fn rule_variants(players: u8) -> Vec<TorriOptions> {
        let default = Self::options_for_players(players);
        vec![
            default,
            TorriOptions { height_limit: None, ..default },
            TorriOptions { dice_only: true, ..default },
            TorriOptions { height_limit: Some(8), free_carry: Some(3), ..default },
            TorriOptions { two_dice: true, ..default },
            TorriOptions { colour_die: ColourDie::On, ..default },
            TorriOptions { colour_die: ColourDie::OwnColourRollsAgain, ..default },
            TorriOptions { no_progress: false, ..default },
        ]
    }

    /// Each rule error as its message (`torri-error-…`); the English `Display` stays for logs.
    fn rule_error_msg(error: &TorriError) -> Msg {
        use TorriError as E;
        match error {
            E::GameOver => Msg::new("torri-error-game-over"),
            E::MustRollColourDie => Msg::new("torri-error-must-roll-colour-die"),
            E::ColourDieNotNow => Msg::new("torri-error-colour-die-not-now"),
            E::MustSplit => Msg::new("torri-error-must-split"),
            E::AlreadyRolled { distance } => Msg::new("torri-error-already-rolled").arg("distance", *distance),
            E::NotRolledNow => Msg::new("torri-error-not-rolled-now"),
            E::MustRollBonus => Msg::new("torri-error-must-roll-bonus"),
            E::NoBonusRollToDecline => Msg::new("torri-error-no-bonus-roll-to-decline"),
            E::HeightMovesDisabled => Msg::new("torri-error-height-moves-disabled"),
            E::OffBoard => Msg::new("torri-error-off-board"),
            E::EmptySquare => Msg::new("torri-error-empty-square"),
            E::NotYourStack => Msg::new("torri-error-not-your-stack"),
            E::FrozenInHome => Msg::new("torri-error-frozen-in-home"),
            E::CapturedThisTurn => Msg::new("torri-error-captured-this-turn"),
            E::NotStraight => Msg::new("torri-error-not-straight"),
            E::WrongDistance { required } => Msg::new("torri-error-wrong-distance").arg("squares", *required),
            E::OwnStack => Msg::new("torri-error-own-stack"),
            E::OtherHome => Msg::new("torri-error-other-home"),
            E::PassNotAllowed => Msg::new("torri-error-pass-not-allowed"),
            E::NothingToMove => Msg::new("torri-error-nothing-to-move"),
            E::NoSplitNow => Msg::new("torri-error-no-split-now"),
            E::BadCut { limit } => Msg::new("torri-error-bad-cut").arg("limit", *limit),
            E::NotAdjacent => Msg::new("torri-error-not-adjacent"),
            E::FreeCarryDisabled => Msg::new("torri-error-free-carry-disabled"),
            E::FreeCarryNotNow => Msg::new("torri-error-free-carry-not-now"),
            E::AlreadyHome => Msg::new("torri-error-already-home"),
            E::TooLowToCarry { height } => Msg::new("torri-error-too-low-to-carry").arg("height", *height),
        }
    }
}
