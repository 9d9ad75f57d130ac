//! Notation for the log, and the position as text.

use super::board::*;
use super::*;

impl Voldetour {
    pub(crate) fn notation_of(&self, a: VAction) -> String {
        let s = self.to_move;
        let from = |id: u8| {
            let cur = self.pieces[id as usize % PIECES];
            if cur.on_board() {
                format!("{}>", cell_name(cur.cell))
            } else {
                String::new()
            }
        };
        let plus = |id: u8| if self.pieces[id as usize % PIECES].on_board() { "" } else { "+" };
        match a {
            VAction::Block { kind, cell, orient } => {
                let id = s * PIECES_PER_SEAT + kind.min(BLOCKS_PER_SEAT - 1);
                let ext = BLOCK_ORIENTATIONS[kind.min(BLOCKS_PER_SEAT - 1) as usize]
                    .get(orient as usize)
                    .map(|(x, y, z)| format!("{x}x{y}x{z}"))
                    .unwrap_or_else(|| "?".into());
                format!("{}B{} {}{} {}", plus(id), u32::from(kind) + 1, from(id), cell_name(cell % CELLS as u8), ext)
            }
            VAction::Stair { index, cell, dir } => {
                let id = s * PIECES_PER_SEAT + BLOCKS_PER_SEAT + index.min(STAIRS_PER_SEAT - 1);
                let d = if dir == NEST { "nest" } else { DIR_NAMES.get(dir as usize).copied().unwrap_or("?") };
                format!("{}S {}{} {}", plus(id), from(id), cell_name(cell % CELLS as u8), d)
            }
            VAction::Lord { to } => {
                format!("L {}-{}", cell_name(self.lords[s as usize] % CELLS as u8), cell_name(to % CELLS as u8))
            }
            VAction::EndTurn => "end".into(),
            VAction::Pass => "pass".into(),
        }
    }

    pub(crate) fn text(&self) -> String {
        let mut t = format!(
            "voldetour players={} turn={} to_move={} block={} stair={} over={}\n",
            self.n, self.turn, self.to_move, self.block_done as u8, self.stair_done as u8, self.over as u8
        );
        for row in (0..SIZE as u8).rev() {
            t += &format!("{:>2} ", row + 1);
            for col in 0..SIZE as u8 {
                let c = row * SIZE as u8 + col;
                let mark = if let Some(s) = self.lord_at(c) {
                    (b'a' + s as u8) as char
                } else if self.tower_at(c).is_some() {
                    'T'
                } else if let Some(d) = self.surface.stair_dir(c) {
                    ['^', '>', 'v', '<'][d]
                } else {
                    '.'
                };
                t += &format!("{}{} ", self.height[c as usize], mark);
            }
            t += "\n";
        }
        t += "   a  b  c  d  e  f  g  h  i  j\n";
        t
    }
}
