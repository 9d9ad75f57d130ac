//! Notation for the log, and the position text (tests and debugging) with its parser.

use super::board::{cell, cell_seat, cell_unit, EMPTY};
use super::*;

fn unit_letter(seat: Seat, unit: Unit) -> char {
    if seat == 0 {
        unit.letter()
    } else {
        unit.letter().to_ascii_lowercase()
    }
}

/// `K1 R2 …` for the kinds with a count, `-` for none.
fn counts_text(seat: Seat, counts: &[u8; UNIT_KINDS]) -> String {
    let items: Vec<String> = Unit::ALL
        .iter()
        .filter(|u| counts[u.index()] > 0)
        .map(|&u| format!("{}{}", unit_letter(seat, u), counts[u.index()]))
        .collect();
    if items.is_empty() {
        "-".into()
    } else {
        items.join(" ")
    }
}

/// A battle position's contents, as the position text gives them: what [`Fortaleza::battle_position`]
/// checks and sets up. The rules page builds its diagrams from one directly, so the text parser
/// (tests and debugging) stays out of the app.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    pub mountains: Bits,
    /// Each seat's Fortress squares (a 2×2 block).
    pub fortress: [Bits; 2],
    /// (square, seat, unit).
    pub units: Vec<(Square, Seat, Unit)>,
    pub mover: Seat,
    /// The seat whose territory is the north.
    pub north: Seat,
    pub quiet: u8,
    pub siege_laid: [bool; 2],
    /// `dungeon[s]`: the other seat's units that `s` holds, by kind.
    pub dungeon: [[u8; UNIT_KINDS]; 2],
}

impl Default for Layout {
    fn default() -> Self {
        Layout {
            mountains: Bits::EMPTY,
            fortress: [Bits::EMPTY; 2],
            units: Vec::new(),
            mover: 0,
            north: 1,
            quiet: 0,
            siege_laid: [false; 2],
            dungeon: [[0; UNIT_KINDS]; 2],
        }
    }
}

/// What moving a unit onto a square does, as the notation and the log's words tell it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MoveKind {
    /// Onto an empty square.
    Step,
    /// Onto an ally, who swaps with it (a Lancer's Relay).
    Relay,
    /// Onto an enemy, who is captured.
    Capture,
}

impl Fortaleza {
    /// What the unit on `from` does by moving to `to`.
    pub(crate) fn move_kind(&self, from: Square, to: Square) -> MoveKind {
        match self.field.unit_at(to) {
            None => MoveKind::Step,
            Some((s, _)) if Some(s) == self.field.unit_at(from).map(|(s, _)| s) => MoveKind::Relay,
            Some(_) => MoveKind::Capture,
        }
    }

    pub(crate) fn notation_of(&self, action: FortalezaAction) -> String {
        use FortalezaAction as A;
        let letter = |sq: Square| self.field.unit_at(sq).map_or('?', |(_, u)| u.letter());
        let n = square_name;
        match action {
            A::Choose { territory, colours } => format!("{}, {}", territory.name(), colours.name()),
            A::PlaceFortress { at } => format!("Fortress {}", n(at)),
            A::LiftFortress => "lift Fortress".into(),
            A::PlaceMountain { at } => format!("Mountain {}", n(at)),
            A::Deploy { unit, to } => format!("{}@{}", unit.letter(), n(to)),
            A::TakeBack { from } => format!("{} {} back", letter(from), n(from)),
            A::EndDeployment => "end deployment".into(),
            A::Move { from, to } => {
                let sep = match self.move_kind(from, to) {
                    MoveKind::Step => '-',
                    MoveKind::Relay => '~',
                    MoveKind::Capture => 'x',
                };
                format!("{} {}{sep}{}", letter(from), n(from), n(to))
            }
            A::Shoot { from, at } => format!("{} {}x{}", letter(from), n(from), n(at)),
            A::Skewer { from, at } => {
                let first = self.skewer_first(from, at).map_or("?".to_string(), n);
                format!("{} {}x{first}x{}", letter(from), n(from), n(at))
            }
            A::EndMarch => "end march".into(),
            A::ExecuteSiege => "execute siege".into(),
            A::Rescue { unit } => format!("free {}", unit.letter()),
            A::Save { unit, to: Some(to) } => format!("save {}@{}", unit.letter(), n(to)),
            A::Save { unit, to: None } => format!("save {} (kept)", unit.letter()),
        }
    }

    fn phase_text(&self) -> String {
        match self.phase {
            Phase::Choose => "choose territory and colours".into(),
            Phase::Deploy => "deployment".into(),
            Phase::Battle => "battle".into(),
            Phase::March { moved } => format!("forced march after {}", square_name(moved)),
            Phase::Rescue => "siege: rescue".into(),
            Phase::Save => "siege: save".into(),
            Phase::Over => match self.ending {
                Some(Ending { winner: Some(w), reason }) => format!("over: seat {w} wins ({reason:?})"),
                Some(Ending { reason, .. }) => format!("over: draw ({reason:?})"),
                None => "over".into(),
            },
        }
    }

    pub(crate) fn text(&self) -> String {
        let mut out = String::new();
        for row in (0..SIZE).rev() {
            out.push_str(&format!("{:>2}", row + 1));
            for col in 0..SIZE {
                let sq = square_at(col, row);
                let ch = match self.field.unit_at(sq) {
                    Some((seat, unit)) => unit_letter(seat, unit),
                    None => match self.fortress_owner(sq) {
                        Some(0) => 'F',
                        Some(_) => 'f',
                        None if self.field.mountains.has(sq) => '^',
                        None if WATER.has(sq) => '~',
                        None => '.',
                    },
                };
                out.push(' ');
                out.push(ch);
            }
            out.push('\n');
        }
        out.push_str("   a b c d e f g h i j k l\n");
        out.push_str(&format!("to move: {} ({})\n", self.to_move().unwrap_or(self.mover), self.phase_text()));
        let north = if self.territory[0] == Territory::North { 0 } else { 1 };
        out.push_str(&format!("north: {north}\n"));
        for seat in 0..2u8 {
            out.push_str(&format!("reserve {seat}: {}\n", counts_text(seat, &self.reserve[seat as usize])));
        }
        for seat in 0..2u8 {
            out.push_str(&format!("dungeon {seat}: {}\n", counts_text(1 - seat, &self.dungeon[seat as usize])));
        }
        let laid: Vec<String> = (0..2).filter(|&s| self.siege_laid[s]).map(|s| s.to_string()).collect();
        out.push_str(&format!("siege laid: {}\n", if laid.is_empty() { "-".into() } else { laid.join(" ") }));
        out.push_str(&format!("quiet: {}\n", self.quiet));
        out
    }

    /// Sets up a battle position from the text format (see the module docs): the rows, and
    /// optionally `to move: N`, `north: N`, `dungeon N: …`, `siege laid: …`, `quiet: N`. Each
    /// Reserve holds what remains of the army; the seat to move starts a turn (so a position
    /// with no legal action is already over).
    pub fn from_position_text(text: &str) -> Result<Fortaleza, PositionError> {
        let mut layout = Layout::default();
        let mut seen_rows = [false; SIZE];
        for line in text.lines() {
            let t = line.trim();
            if t.is_empty() || t.starts_with("a b") {
                continue;
            }
            let seat_of = |s: &str| -> Result<u8, PositionError> {
                match s.trim().chars().next() {
                    Some('0') => Ok(0),
                    Some('1') => Ok(1),
                    _ => Err(PositionError::NoSuchSeat { seat: s.trim().to_string(), players: 2 }),
                }
            };
            if let Some(rest) = t.strip_prefix("to move:") {
                layout.mover = seat_of(rest)?;
                continue;
            }
            if let Some(rest) = t.strip_prefix("north:") {
                layout.north = seat_of(rest)?;
                continue;
            }
            if let Some(rest) = t.strip_prefix("quiet:") {
                layout.quiet = rest
                    .trim()
                    .parse()
                    .map_err(|_| PositionError::BadValue { key: "quiet", value: rest.trim().to_string() })?;
                continue;
            }
            if let Some(rest) = t.strip_prefix("siege laid:") {
                for item in rest.split_whitespace().filter(|i| *i != "-") {
                    layout.siege_laid[seat_of(item)? as usize] = true;
                }
                continue;
            }
            if let Some(rest) = t.strip_prefix("dungeon") {
                let (seat, items) =
                    rest.split_once(':').ok_or_else(|| PositionError::UnreadableLine { line: t.to_string() })?;
                let seat = seat_of(seat)? as usize;
                for item in items.split_whitespace().filter(|i| *i != "-") {
                    let mut chars = item.chars();
                    let unit = chars
                        .next()
                        .and_then(Unit::from_letter)
                        .ok_or_else(|| PositionError::BadValue { key: "dungeon", value: item.to_string() })?;
                    let n: u8 = chars
                        .as_str()
                        .parse()
                        .map_err(|_| PositionError::BadValue { key: "dungeon", value: item.to_string() })?;
                    layout.dungeon[seat][unit.index()] = n;
                }
                continue;
            }
            if t.starts_with("reserve") {
                continue; // the Reserves are what remains
            }
            let mut tokens = t.split_whitespace();
            let row: usize = tokens
                .next()
                .and_then(|r| r.parse().ok())
                .filter(|r| (1..=SIZE).contains(r))
                .ok_or_else(|| PositionError::UnreadableLine { line: t.to_string() })?;
            if std::mem::replace(&mut seen_rows[row - 1], true) {
                return Err(PositionError::RowTwice { row });
            }
            let cells: Vec<&str> = tokens.collect();
            if cells.len() != SIZE {
                return Err(PositionError::RowLength { row, cells: cells.len(), needed: SIZE });
            }
            for (col, token) in cells.iter().enumerate() {
                let sq = square_at(col, row - 1);
                let mut chars = token.chars();
                let (Some(ch), None) = (chars.next(), chars.next()) else {
                    return Err(PositionError::BadCell { cell: token.to_string() });
                };
                match ch {
                    '.' | '~' => {
                        if (ch == '~') != WATER.has(sq) {
                            return Err(PositionError::FixedWater { square: square_name(sq) });
                        }
                    }
                    '^' => layout.mountains.set(sq),
                    'F' => layout.fortress[0].set(sq),
                    'f' => layout.fortress[1].set(sq),
                    _ => {
                        // A unit on the water is refused by `battle_position`, as for any layout.
                        let unit =
                            Unit::from_letter(ch).ok_or_else(|| PositionError::BadCell { cell: ch.to_string() })?;
                        layout.units.push((sq, u8::from(ch.is_ascii_lowercase()), unit));
                    }
                }
            }
        }
        if seen_rows.iter().any(|r| !r) {
            return Err(PositionError::MissingRows { needed: SIZE });
        }
        Fortaleza::battle_position(&layout)
    }

    /// Sets up the battle position `layout` describes, or says why it is not one.
    pub(crate) fn battle_position(layout: &Layout) -> Result<Fortaleza, PositionError> {
        let mut g = Fortaleza::new(&FortalezaOptions::default())?;
        g.field.mountains = layout.mountains;
        for &(sq, seat, unit) in &layout.units {
            if WATER.has(sq) || layout.mountains.has(sq) || g.field.at(sq) != EMPTY {
                return Err(PositionError::NoStandingThere { square: square_name(sq) });
            }
            g.field.put(sq, cell(seat, unit));
        }
        g.quiet = layout.quiet;
        g.siege_laid = layout.siege_laid;
        g.dungeon = layout.dungeon;
        let (fortress, mover, north) = (layout.fortress, layout.mover, layout.north);
        for (seat, squares) in fortress.iter().enumerate() {
            let Some(anchor) = squares.iter().next() else {
                return Err(PositionError::NoFortress { seat: seat as Seat });
            };
            if fortress_squares(anchor) != *squares {
                return Err(PositionError::FortressShape { seat: seat as Seat });
            }
            if !g.field.mountains.and(*squares).is_empty()
                || !g.field.occupied[0].or(g.field.occupied[1]).and(*squares).is_empty()
            {
                return Err(PositionError::FortressCovered { seat: seat as Seat });
            }
            g.fortress_at[seat] = anchor;
            g.rings[seat] = exit_ring(anchor);
            g.field.fortress = g.field.fortress.or(*squares);
        }
        g.field.refresh_terrain();
        g.territory =
            if north == 0 { [Territory::North, Territory::South] } else { [Territory::South, Territory::North] };
        for seat in 0..2 {
            if !fortress_fits(g.fortress_at[seat], g.territory[seat]) {
                return Err(PositionError::FortressOutsideTerritory { seat: seat as Seat });
            }
        }
        for seat in 0..2usize {
            for unit in Unit::ALL {
                let on_board = g.field.occupied[seat]
                    .iter()
                    .filter(|&s| {
                        let c = g.field.at(s);
                        c != EMPTY && cell_unit(c) == unit && cell_seat(c) as usize == seat
                    })
                    .count() as u8;
                let taken = g.dungeon[1 - seat][unit.index()];
                let left = ARMY[unit.index()].checked_sub(on_board).and_then(|n| n.checked_sub(taken)).ok_or(
                    PositionError::TooManyUnits { seat: seat as Seat, unit: unit.name(), max: ARMY[unit.index()] },
                )?;
                g.reserve[seat][unit.index()] = left;
            }
        }
        g.mountains_left = [0; 2];
        g.mover = mover;
        g.phase = Phase::Battle;
        g.turn = 2;
        g.begin_turn();
        Ok(g)
    }
}
