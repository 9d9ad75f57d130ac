//! The log's words: each action as a message of `locales/<lang>/voldetour.ftl`, with the same
//! squares and sizes as the compact notation (`text.rs`, pinned by the golden fixtures) but the
//! pieces, directions and turn endings in the player's language.

use super::board::*;
use super::*;
use castellan_core::Msg;

/// The name of a Stair's direction that messages choose their words by (`N E S W` in the
/// notation; anything else is [`NEST`], upside down).
pub fn direction_key(dir: u8) -> &'static str {
    match dir {
        0 => "north",
        1 => "east",
        2 => "south",
        3 => "west",
        _ => "nest",
    }
}

impl Voldetour {
    pub(crate) fn notation_msg_of(&self, a: VAction) -> Msg {
        let s = self.to_move;
        let with_origin = |msg: Msg, id: u8| {
            let cur = self.pieces[id as usize % PIECES];
            if cur.on_board() {
                msg.arg("from", cell_name(cur.cell)).arg("moved", "yes")
            } else {
                msg.arg("from", "").arg("moved", "no")
            }
        };
        match a {
            VAction::Block { kind, cell, orient } => {
                let kind = kind.min(BLOCKS_PER_SEAT - 1);
                let id = s * PIECES_PER_SEAT + kind;
                let size = BLOCK_ORIENTATIONS[kind as usize]
                    .get(orient as usize)
                    .map(|(x, y, z)| format!("{x}×{y}×{z}"))
                    .unwrap_or_else(|| "?".into());
                let msg = Msg::new("voldetour-log-block")
                    .arg("number", u32::from(kind) + 1)
                    .arg("to", cell_name(cell % CELLS as u8))
                    .arg("size", size);
                with_origin(msg, id)
            }
            VAction::Stair { index, cell, dir } => {
                let id = s * PIECES_PER_SEAT + BLOCKS_PER_SEAT + index.min(STAIRS_PER_SEAT - 1);
                let msg = Msg::new("voldetour-log-stair")
                    .arg("to", cell_name(cell % CELLS as u8))
                    .arg("direction", direction_key(dir));
                with_origin(msg, id)
            }
            VAction::Lord { to } => Msg::new("voldetour-log-lord")
                .arg("from", cell_name(self.lords[s as usize] % CELLS as u8))
                .arg("to", cell_name(to % CELLS as u8)),
            VAction::EndTurn => Msg::new("voldetour-log-end-turn"),
            VAction::Pass => Msg::new("voldetour-log-pass"),
        }
    }
}
