//! Notation for the log and the position text format (tests and debugging).

use super::*;
use castellan_core::Msg;

/// The seats' colours as the messages select on them (`{ $colour -> [red] … }`), so each
/// language agrees the colour with the words around it.
pub const COLOUR_IDS: [&str; MAX_SEATS] = ["red", "blue", "yellow", "green"];

impl Torri {
    /// Sets up a position from the text format (see the module docs). The seat to move starts a
    /// fresh turn; the rng is seeded with 0.
    pub fn from_position_text(text: &str, options: TorriOptions) -> Result<Torri, PositionError> {
        options.validate()?;
        let mut g = Torri::new_game(&options, 0)?;
        g.board = [Stack::EMPTY; SQUARES];
        g.rebuild_masks();
        let players = options.players as usize;
        let colour_of = |ch: char| -> Result<Seat, PositionError> {
            COLOUR_LETTERS
                .iter()
                .take(players)
                .position(|&l| l == ch.to_ascii_uppercase())
                .map(|p| p as Seat)
                .ok_or_else(|| PositionError::NoSuchSeat { seat: ch.to_string(), players })
        };
        let mut seen_rows = [false; SIZE];
        let mut total = 0usize;
        for line in text.lines() {
            let t = line.trim();
            if t.is_empty() || t.split_whitespace().eq("abcdefghij".chars().map(|c| c.to_string())) {
                continue;
            }
            if let Some(rest) = t.strip_prefix("to move:") {
                let ch = rest
                    .trim()
                    .chars()
                    .next()
                    .ok_or_else(|| PositionError::BadValue { key: "to move", value: String::new() })?;
                g.seat = colour_of(ch)?;
                continue;
            }
            if let Some(rest) = t.strip_prefix("reserve:") {
                for item in rest.split_whitespace() {
                    let mut chars = item.chars();
                    let p = colour_of(chars.next().unwrap_or(' '))?;
                    let n: u8 = chars
                        .as_str()
                        .parse()
                        .map_err(|_| PositionError::BadValue { key: "reserve", value: item.to_string() })?;
                    g.reserve[p as usize] = [0; MAX_SEATS];
                    g.reserve[p as usize][p as usize] = n;
                    total += n as usize;
                }
                continue;
            }
            let mut tokens = t.split_whitespace();
            let rank: usize = tokens
                .next()
                .and_then(|r| r.parse().ok())
                .filter(|r| (1..=SIZE).contains(r))
                .ok_or_else(|| PositionError::UnreadableLine { line: t.to_string() })?;
            if std::mem::replace(&mut seen_rows[rank - 1], true) {
                return Err(PositionError::RowTwice { row: rank });
            }
            let cells: Vec<&str> = tokens.collect();
            if cells.len() != SIZE {
                return Err(PositionError::RowLength { row: rank, cells: cells.len(), needed: SIZE });
            }
            for (col, cell) in cells.iter().enumerate() {
                if *cell == "." {
                    continue;
                }
                let colours = cell.chars().map(colour_of).collect::<Result<Vec<_>, _>>()?;
                total += colours.len();
                if total > MAX_STACK {
                    return Err(PositionError::TooManyPieces { max: MAX_STACK });
                }
                g.put(square_at(col, rank - 1) as usize, Stack::from_colours(&colours));
            }
        }
        if seen_rows.iter().any(|r| !r) {
            return Err(PositionError::MissingRows { needed: SIZE });
        }
        g.phase = g.start_phase();
        g.update_end_trigger();
        Ok(g)
    }

    pub(crate) fn phase_text(&self) -> String {
        match self.phase {
            TurnPhase::AwaitColourDie => "roll the colour die".into(),
            TurnPhase::AwaitChoice { after_six: false } => "roll or height move".into(),
            TurnPhase::AwaitChoice { after_six: true } => "after a six: roll again or height move".into(),
            TurnPhase::AwaitMove { distance } => format!("move {distance}"),
            TurnPhase::AwaitSplit { at, .. } => format!("split {}", square_name(at)),
            TurnPhase::AwaitBonusRoll => "extra roll".into(),
            TurnPhase::GameOver => "game over".into(),
        }
    }

    pub(crate) fn notation_of(&self, action: TorriAction) -> String {
        use TorriAction as A;
        match action {
            A::Pass => "pass".into(),
            A::DeclineBonusRoll => "no extra roll".into(),
            A::RollColourDie | A::Roll => {
                // Rolling is deterministic given the state's rng, so a scratch copy shows the result.
                let mut after = self.clone();
                after.play_unchecked(action);
                if action == A::Roll {
                    match after.last_roll {
                        Some(DiceRoll { d6, d3: Some(d3), distance }) => format!("roll {d6}−{d3} = {distance}"),
                        Some(r) => format!("roll {}", r.distance),
                        None => "roll".into(),
                    }
                } else {
                    match after.last_colour {
                        Some(ColourFace::Colour(c)) if c != self.seat => {
                            format!("colour die: {} (skip)", COLOUR_NAMES[c as usize])
                        }
                        Some(ColourFace::Colour(c)) => format!("colour die: {} (own)", COLOUR_NAMES[c as usize]),
                        _ => "colour die: blank".into(),
                    }
                }
            }
            A::Move { from, to } => {
                let target = self.stack(to);
                if target.is_empty() {
                    format!("{}-{}", square_name(from), square_name(to))
                } else {
                    format!("{}x{} (captures {})", square_name(from), square_name(to), target.len())
                }
            }
            A::Split { cut, to } => {
                let at = match self.phase {
                    TurnPhase::AwaitSplit { at, .. } => at,
                    _ => 0,
                };
                let moved = self.stack(at).len().saturating_sub(cut as usize);
                format!("split {moved} at {} → {}", square_name(at), square_name(to))
            }
            A::FreeCarry { from } => {
                let h = self.options.free_carry.unwrap_or(0) as usize;
                format!("carry {} home from {}", self.stack(from).len().saturating_sub(h), square_name(from))
            }
        }
    }

    /// The log line of `action` in the player's language: the same facts as
    /// [`Torri::notation_of`] (which stays the stable English notation).
    pub(crate) fn notation_msg_of(&self, action: TorriAction) -> Msg {
        use TorriAction as A;
        match action {
            A::Pass => Msg::new("torri-log-pass"),
            A::DeclineBonusRoll => Msg::new("torri-log-no-extra-roll"),
            A::RollColourDie | A::Roll => {
                let mut after = self.clone();
                after.play_unchecked(action);
                if action == A::Roll {
                    match after.last_roll {
                        Some(DiceRoll { d6, d3: Some(d3), distance }) => {
                            Msg::new("torri-log-roll-two").arg("big", d6).arg("small", d3).arg("distance", distance)
                        }
                        Some(r) => Msg::new("torri-log-roll").arg("distance", r.distance),
                        None => Msg::new("torri-log-roll-nothing"),
                    }
                } else {
                    match after.last_colour {
                        Some(ColourFace::Colour(c)) => {
                            Msg::new(if c == self.seat { "torri-log-colour-own" } else { "torri-log-colour-skip" })
                                .arg("colour", COLOUR_IDS[c as usize % MAX_SEATS])
                        }
                        _ => Msg::new("torri-log-colour-blank"),
                    }
                }
            }
            A::Move { from, to } => {
                let target = self.stack(to);
                let msg = if target.is_empty() {
                    Msg::new("torri-log-move")
                } else {
                    Msg::new("torri-log-capture").arg("pieces", target.len())
                };
                msg.arg("from", square_name(from)).arg("to", square_name(to))
            }
            A::Split { cut, to } => {
                let at = match self.phase {
                    TurnPhase::AwaitSplit { at, .. } => at,
                    _ => 0,
                };
                let moved = self.stack(at).len().saturating_sub(cut as usize);
                Msg::new("torri-log-split").arg("pieces", moved).arg("from", square_name(at)).arg("to", square_name(to))
            }
            A::FreeCarry { from } => {
                let h = self.options.free_carry.unwrap_or(0) as usize;
                Msg::new("torri-log-carry")
                    .arg("pieces", self.stack(from).len().saturating_sub(h))
                    .arg("from", square_name(from))
            }
        }
    }

    /// `action` named before it is played ([`Game::preview_msg`]): a roll is a roll of the die,
    /// the dice or the colour die, never its outcome; every other action as its log line.
    pub(crate) fn preview_msg_of(&self, action: TorriAction) -> Msg {
        match action {
            TorriAction::Roll if self.options.two_dice => Msg::new("torri-hint-roll-two"),
            TorriAction::Roll => Msg::new("torri-hint-roll"),
            TorriAction::RollColourDie => Msg::new("torri-hint-roll-colour"),
            _ => self.notation_msg_of(action),
        }
    }

    pub(crate) fn text(&self) -> String {
        let mut out = String::new();
        for row in (0..SIZE).rev() {
            out.push_str(&format!("{:>2}", row + 1));
            for col in 0..SIZE {
                out.push(' ');
                out.push_str(&format!("{:?}", self.board[square_at(col, row) as usize]));
            }
            out.push('\n');
        }
        out.push_str("   a b c d e f g h i j\n");
        out.push_str(&format!("to move: {} ({})\n", COLOUR_LETTERS[self.seat as usize], self.phase_text()));
        if (0..self.options.players).any(|p| self.reserve(p) > 0) {
            let items: Vec<String> = (0..self.options.players)
                .map(|p| format!("{}{}", COLOUR_LETTERS[p as usize], self.reserve(p)))
                .collect();
            out.push_str(&format!("reserve: {}\n", items.join(" ")));
        }
        out
    }
}
