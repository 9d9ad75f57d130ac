//! How the arena command line builds each game's options from `--option key=value` pairs.
//! Kept here, beside the arena, so the engines stay free of command-line concerns.

use super::arena::{ArenaGame, OptionPairs};
use crate::games::torri::{ColourDie, Torri, TorriOptions};

impl ArenaGame for Torri {
    /// Keys: `limit=N|none`, `dice_only=true`, `free_carry=N`, `two_dice=true`,
    /// `colour_die=off|on|again`.
    fn arena_options(players: usize, pairs: &mut OptionPairs) -> Result<TorriOptions, String> {
        let mut o = TorriOptions { players: players as u8, ..TorriOptions::default() };
        if let Some(limit) = pairs.take::<String>("limit")? {
            o.height_limit = if limit == "none" { None } else { Some(limit.parse().map_err(|_| format!("bad limit '{limit}'"))?) };
        }
        o.dice_only = pairs.take_bool("dice_only")?.unwrap_or(false);
        o.free_carry = pairs.take::<u8>("free_carry")?;
        o.two_dice = pairs.take_bool("two_dice")?.unwrap_or(false);
        o.colour_die = match pairs.take::<String>("colour_die")?.as_deref() {
            None | Some("off") => ColourDie::Off,
            Some("on") => ColourDie::On,
            Some("again") => ColourDie::OwnColourRollsAgain,
            Some(other) => return Err(format!("bad colour_die '{other}' (off, on or again)")),
        };
        Ok(o)
    }
}

impl ArenaGame for crate::games::torres::Torres {
    /// Keys: `cards=off|personal|common`, `master=true`, `master_card=1..8`.
    fn arena_options(players: usize, pairs: &mut OptionPairs) -> Result<crate::games::torres::TorresOptions, String> {
        use crate::games::torres::{CardMode, TorresOptions};
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
