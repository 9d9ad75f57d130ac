//! What is agreed before a game: player count and variants.

use super::*;
use crate::core::json::{self, Fields, FromJson, JsonError, ToJson, Value};

/// The colour-die variant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ColourDie {
    #[default]
    Off,
    On,
    /// Rolling your own colour also grants one extra number roll.
    OwnColourRollsAgain,
}

/// Options agreed before the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

/// The colour-die variants as stored in saves and links.
const COLOUR_DIE_NAMES: [(&str, ColourDie); 3] =
    [("Off", ColourDie::Off), ("On", ColourDie::On), ("OwnColourRollsAgain", ColourDie::OwnColourRollsAgain)];

impl ToJson for ColourDie {
    fn to_json(&self) -> Value {
        json::unit_variant_name(*self, &COLOUR_DIE_NAMES)
    }
}

impl FromJson for ColourDie {
    fn from_json(value: &Value) -> Result<Self, JsonError> {
        json::unit_variant(value, &COLOUR_DIE_NAMES)
    }
}

/// Stored with the fields in declaration order; every field is optional: an absent one takes
/// its default, except `no_progress`, which reads as off (see the field).
impl ToJson for TorriOptions {
    fn to_json(&self) -> Value {
        Value::object([
            ("players", self.players.to_json()),
            ("height_limit", self.height_limit.to_json()),
            ("dice_only", self.dice_only.to_json()),
            ("free_carry", self.free_carry.to_json()),
            ("two_dice", self.two_dice.to_json()),
            ("colour_die", self.colour_die.to_json()),
            ("no_progress", self.no_progress.to_json()),
        ])
    }
}

impl FromJson for TorriOptions {
    fn from_json(value: &Value) -> Result<Self, JsonError> {
        let fields = Fields::of(
            value,
            "TorriOptions",
            &["players", "height_limit", "dice_only", "free_carry", "two_dice", "colour_die", "no_progress"],
        )?;
        let default = TorriOptions::default();
        Ok(TorriOptions {
            players: fields.or("players", default.players)?,
            height_limit: fields.or("height_limit", default.height_limit)?,
            dice_only: fields.or("dice_only", default.dice_only)?,
            free_carry: fields.or("free_carry", default.free_carry)?,
            two_dice: fields.or("two_dice", default.two_dice)?,
            colour_die: fields.or("colour_die", default.colour_die)?,
            no_progress: fields.or("no_progress", false)?,
        })
    }
}

impl TorriOptions {
    pub fn validate(&self) -> Result<(), OptionsError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            return Err(OptionsError(format!(
                "Torri is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {}",
                self.players
            )));
        }
        if let Some(limit) = self.height_limit {
            if limit < MIN_HEIGHT_LIMIT {
                return Err(OptionsError(format!("the height limit must be at least {MIN_HEIGHT_LIMIT}")));
            }
        }
        if let Some(h) = self.free_carry {
            if h < MIN_FREE_CARRY {
                return Err(OptionsError(format!("the free-carry height must be at least {MIN_FREE_CARRY}")));
            }
        }
        Ok(())
    }
}
