//! What is agreed before a game: player count and variants.

use super::*;

/// The colour-die variant. Stored by its variant's name: `"OwnColourRollsAgain"`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ColourDie {
    #[default]
    Off,
    On,
    /// Rolling your own colour also grants one extra number roll.
    OwnColourRollsAgain,
}

/// Options agreed before the game. Stored with the fields in declaration order; every field is
/// optional: an absent one takes its default, except `no_progress`, which reads as off (see the
/// field).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct TorriOptions {
    /// 2..=4.
    pub players: u8,
    /// Stacks taller than this must be split; `None` = no limit.
    pub height_limit: Option<u8>,
    /// No height moves.
    pub dice_only: bool,
    /// Pieces above this height may be carried home as a move.
    pub free_carry: Option<u8>,
    /// Roll a d6 and a d3 and move the difference.
    pub two_dice: bool,
    pub colour_die: ColourDie,
    /// The no-progress ending: [`NO_PROGRESS_ROUNDS`] complete rounds without a capture, a
    /// split, a free carry or a stack settling in its owner's home end the game. On for new
    /// games; absent from options stored before it existed, which therefore read as off (not as
    /// the default, unlike every other absent field).
    #[serde(default)]
    pub no_progress: bool,
}

/// Complete rounds without progress after which the no-progress ending ends the game (chosen
/// with the bot arena: see `docs/bots.md`).
pub const NO_PROGRESS_ROUNDS: u16 = 150;

impl Default for TorriOptions {
    fn default() -> Self {
        TorriOptions {
            players: MIN_PLAYERS,
            height_limit: Some(DEFAULT_HEIGHT_LIMIT),
            dice_only: false,
            free_carry: None,
            two_dice: false,
            colour_die: ColourDie::Off,
            no_progress: true,
        }
    }
}

impl TorriOptions {
    pub fn validate(&self) -> Result<(), OptionsError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            return Err(OptionsError::PlayerRange { players: self.players, min: MIN_PLAYERS, max: MAX_PLAYERS });
        }
        if let Some(limit) = self.height_limit {
            if limit < MIN_HEIGHT_LIMIT {
                return Err(OptionsError::HeightLimitTooLow { limit, min: MIN_HEIGHT_LIMIT });
            }
        }
        if let Some(h) = self.free_carry {
            if h < MIN_FREE_CARRY {
                return Err(OptionsError::FreeCarryTooLow { height: h, min: MIN_FREE_CARRY });
            }
        }
        Ok(())
    }
}
