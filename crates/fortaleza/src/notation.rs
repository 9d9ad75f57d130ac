//! The words of the game in the player's language: units, colours, territories, and the log's
//! lines (the same squares and unit letters as the compact notation of `text.rs`, which the
//! golden fixtures pin, with the words of `locales/<lang>/fortaleza.ftl`).

use super::text::MoveKind;
use super::*;
use castellan_core::Msg;

/// The name messages choose a unit's words by.
pub fn unit_id(unit: Unit) -> &'static str {
    match unit {
        Unit::King => "king",
        Unit::Rabble => "rabble",
        Unit::Lancer => "lancer",
        Unit::Archer => "archer",
        Unit::LightCavalry => "light-cavalry",
        Unit::HeavyCavalry => "heavy-cavalry",
        Unit::Elephant => "elephant",
        Unit::Dragon => "dragon",
        Unit::Trebuchet => "trebuchet",
        Unit::Scorpion => "scorpion",
    }
}

/// A unit's name.
pub fn unit_msg(unit: Unit) -> Msg {
    Msg::new("fortaleza-unit").arg("unit", unit_id(unit))
}

/// The letter that names a unit on its token and in the log, in the player's language (the
/// compact notation of `text.rs` keeps its own symbols, `Unit::letter`).
pub fn letter_msg(unit: Unit) -> Msg {
    Msg::new("fortaleza-letter").arg("unit", unit_id(unit))
}

/// How a unit moves, in a few words (for the error of a move it cannot make).
pub fn move_rule_msg(unit: Unit) -> Msg {
    Msg::new("fortaleza-move-rule").arg("unit", unit_id(unit))
}

/// An army's colours: Red & Gold or Black & Silver.
pub fn colours_msg(colours: Colours) -> Msg {
    Msg::new("fortaleza-colours").arg("colours", colours_id(colours))
}

/// The letter that marks an army's colours beside a player's name (R for Red & Gold…).
pub fn army_letter_msg(colours: Colours) -> Msg {
    Msg::new("fortaleza-army-letter").arg("colours", colours_id(colours))
}

fn colours_id(colours: Colours) -> &'static str {
    match colours {
        Colours::RedAndGold => "red-gold",
        Colours::BlackAndSilver => "black-silver",
    }
}

/// A territory: North or South.
pub fn territory_msg(territory: Territory) -> Msg {
    Msg::new("fortaleza-territory").arg("territory", territory_id(territory))
}

fn territory_id(territory: Territory) -> &'static str {
    match territory {
        Territory::South => "south",
        Territory::North => "north",
    }
}

impl Fortaleza {
    /// The log line of a unit's move or shot: its letter and the notation's squares ("e4xh7"),
    /// and for the words twin the squares apart and what it does (`kind`).
    fn unit_line(&self, action: FortalezaAction, from: Square, kind: &'static str, to: Square) -> Msg {
        let text = self.notation_of(action);
        let squares = text.split_once(' ').map_or(text.as_str(), |(_, rest)| rest).to_string();
        let letter = self.field.unit_at(from).map_or(Msg::text("?"), |(_, u)| letter_msg(u));
        Msg::new("fortaleza-log-unit")
            .arg("unit", letter)
            .arg("move", squares)
            .arg("kind", kind)
            .arg("from", square_name(from))
            .arg("to", square_name(to))
    }

    /// The log line of `action` for `viewer`, hiding what [`Game::notation_for`] hides.
    pub(crate) fn notation_msg_for(&self, action: FortalezaAction, viewer: Option<Seat>) -> Msg {
        use FortalezaAction as A;
        if self.hides_action(action, viewer) {
            return Msg::new("fortaleza-log-hidden");
        }
        let letter = |sq: Square| self.field.unit_at(sq).map_or(Msg::text("?"), |(_, u)| letter_msg(u));
        let n = square_name;
        match action {
            A::Choose { territory, colours } => Msg::new("fortaleza-log-choose")
                .arg("territory", territory_id(territory))
                .arg("colours", colours_id(colours)),
            A::PlaceFortress { at } => Msg::new("fortaleza-log-fortress").arg("square", n(at)),
            A::LiftFortress => Msg::new("fortaleza-log-lift"),
            A::PlaceMountain { at } => Msg::new("fortaleza-log-mountain").arg("square", n(at)),
            A::TakeBack { from } => {
                Msg::new("fortaleza-log-take-back").arg("unit", letter(from)).arg("square", n(from))
            }
            A::EndDeployment => Msg::new("fortaleza-log-end-deployment"),
            A::EndMarch => Msg::new("fortaleza-log-end-march"),
            A::ExecuteSiege => Msg::new("fortaleza-log-siege"),
            A::Rescue { unit } => Msg::new("fortaleza-log-free").arg("unit", letter_msg(unit)),
            A::Save { unit, to: Some(to) } => {
                Msg::new("fortaleza-log-save").arg("unit", letter_msg(unit)).arg("square", n(to))
            }
            A::Save { unit, to: None } => Msg::new("fortaleza-log-save-kept").arg("unit", letter_msg(unit)),
            // Deployments, moves and shots are letters and squares only: the language's letter,
            // then the notation's squares ("e4-e5", "e4xh7").
            A::Deploy { unit, to } => {
                Msg::new("fortaleza-log-deploy").arg("unit", letter_msg(unit)).arg("square", n(to))
            }
            // The spelled-out twin reads the squares one by one and what the move does (`$kind`).
            A::Move { from, to } => {
                let kind = match self.move_kind(from, to) {
                    MoveKind::Step => "move",
                    MoveKind::Relay => "relay",
                    MoveKind::Capture => "capture",
                };
                self.unit_line(action, from, kind, to)
            }
            A::Shoot { from, at } => self.unit_line(action, from, "shoot", at),
            A::Skewer { from, at } => {
                let first = self.skewer_first(from, at).map_or_else(|| "?".to_string(), n);
                self.unit_line(action, from, "skewer", at).arg("first", first)
            }
        }
    }
}
