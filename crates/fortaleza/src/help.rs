//! The rules explained to players in our own words, and the per-unit help the board shows when a
//! unit is hovered: messages of `locales/<lang>/fortaleza.ftl` (English there is the reference).

use super::board::Unit;
use super::notation::unit_id;
use castellan_core::Msg;

/// What the board's hover help says about one unit.
#[derive(Clone, Debug)]
pub struct UnitHelp {
    pub unit: Unit,
    /// How it moves.
    pub moves: Msg,
    /// What stops it.
    pub blocked_by: Msg,
    /// Its special ability.
    pub special: Msg,
}

/// The hover help of `unit`.
pub fn unit_help(unit: Unit) -> UnitHelp {
    UnitHelp {
        unit,
        moves: Msg::new("fortaleza-help-moves").arg("unit", unit_id(unit)),
        blocked_by: Msg::new("fortaleza-help-blocked").arg("unit", unit_id(unit)),
        special: Msg::new("fortaleza-help-special").arg("unit", unit_id(unit)),
    }
}

/// The message key of the rules help.
pub const RULES_HELP: &str = "fortaleza-rules-help";
