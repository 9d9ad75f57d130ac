//! What an action does to the state (`apply_action`), with the score track's bump rule.

use crate::board::bit;
use crate::cards::Card;
use crate::{CardMode, CardPlay, Stage, Torres, TorresAction};
use castellan_core::{Effect, Game};

impl Torres {
    #[inline]
    pub(super) fn move_knight(&mut self, from: u8, to: u8) {
        let p = self.to_move as usize;
        self.knight_bb[p] = (self.knight_bb[p] & !bit(from)) | bit(to);
    }

    /// Moves `p`'s marker on by `by` spaces, then the bump rule.
    pub(crate) fn gain(&mut self, p: usize, by: i32) {
        self.score[p] += by;
        if self.score[p] <= 0 {
            return;
        }
        while (0..self.n as usize).any(|q| q != p && self.score[q] == self.score[p]) {
            self.score[p] += 1;
        }
    }

    pub(crate) fn apply_action(&mut self, a: TorresAction) -> Effect {
        use TorresAction as A;
        let p = self.to_move as usize;
        self.ap = self.ap.saturating_sub(a.ap_cost());
        let mut effect = Effect::QUIET;
        match a {
            A::PlaceFoundation(sq) => {
                self.h[sq as usize] = 1;
                self.supply -= 1;
                self.foundations += 1;
                self.relabel();
                self.turn += 1;
                if self.foundations >= 8 || self.foundation_squares() == 0 {
                    self.stage = Stage::StartKnights;
                    self.to_move = 0;
                } else {
                    self.to_move = (self.to_move + 1) % self.n;
                }
            }
            A::StartKnight(sq) => {
                self.knight_bb[p] |= bit(sq);
                self.turn += 1;
                if self.to_move + 1 < self.n {
                    self.to_move += 1;
                } else {
                    self.stage = Stage::StartKing;
                }
            }
            A::StartKing(sq) => {
                self.king = sq;
                self.phase = 1;
                self.round = 1;
                self.round_start = 0;
                self.turn_in_round = 0;
                self.deal_stacks();
                self.start_turn();
            }
            A::ChooseStack(s) => self.choose_stack(s),
            A::AddKnight(sq) => self.knight_bb[p] |= bit(sq),
            A::Step { from, to } | A::Through { from, to } => self.move_knight(from, to),
            A::PlaceBlock(sq) => {
                self.cur_stack -= 1;
                self.add_block(sq);
            }
            A::TakeCard => {
                self.cards_taken += 1;
                // With hidden hands only the taker sees the cards; with open hands (the master
                // version) everyone does.
                effect = if self.has_hidden_information() { Effect::SEEN_BY_MOVER } else { Effect::REVEALED };
                if self.opts.cards == CardMode::CommonDeck {
                    let c = self.cdeck[0];
                    let len = self.cdeck_len as usize;
                    self.cdeck.copy_within(1..len, 0);
                    self.cdeck_len -= 1;
                    self.hands[p][c as usize] += 1;
                    self.taken_this_turn[c as usize] += 1;
                } else {
                    self.draw_personal(p);
                    self.stage = Stage::Pick;
                }
            }
            A::Keep(card) => {
                self.remove_pending(card);
                self.hands[p][card as usize] += 1;
                self.taken_this_turn[card as usize] += 1;
                self.stage = if self.pending_len > 0 { Stage::PutBack } else { Stage::Main };
            }
            A::PutBack { card, top } => {
                self.remove_pending(card);
                self.put_back(p, card, top);
                if self.pending_len == 0 {
                    self.stage = Stage::Main;
                }
            }
            A::KeepUnseen => {
                self.pending_len -= 1;
                self.unseen_held[p] += 1;
                self.unseen_fresh += 1;
                self.stage = if self.pending_len > 0 { Stage::PutBack } else { Stage::Main };
            }
            A::PutBackUnseen { .. } => {
                self.pending_len -= 1;
                self.pdeck_len[p] += 1;
                if self.pending_len == 0 {
                    self.stage = Stage::Main;
                }
            }
            A::Play(c) => {
                let t = c.card() as usize;
                if self.is_unseen(p as u8) {
                    self.unseen_held[p] -= 1;
                } else {
                    self.hands[p][t] -= 1;
                }
                self.played[p][t] += 1;
                self.card_played = true;
                match c {
                    CardPlay::Climb2 { from, to }
                    | CardPlay::SecretPassage { from, to }
                    | CardPlay::Diagonal { from, to }
                    | CardPlay::Reposition { from, to }
                    | CardPlay::Jump { from, to } => self.move_knight(from, to),
                    CardPlay::BlockUnder { knight, source } => {
                        if source == 0 {
                            self.cur_stack -= 1;
                        } else {
                            self.stacks[p][source as usize] -= 1;
                            self.stacks[p][source as usize - 1] += 1;
                        }
                        self.add_block(knight);
                    }
                    CardPlay::ExtraBlock(sq) => {
                        self.supply -= 1;
                        self.add_block(sq);
                    }
                    CardPlay::Ap6 => self.ap += 1,
                    CardPlay::Ap7 => self.ap += 2,
                    CardPlay::MoveBlock { from, to } => {
                        self.h[from as usize] -= 1;
                        self.h[to as usize] += 1;
                        self.relabel();
                    }
                }
            }
            A::AdvanceScore => self.gain(p, 1),
            A::EndTurn => self.end_turn(),
            A::Spread(s) => {
                self.stacks[p][s as usize] -= 1;
                self.stacks[p][s as usize + 1] += 1;
                self.cur_stack -= 1;
                if self.cur_stack == 0 || !self.spread_room() {
                    self.finish_turn();
                }
            }
            A::ReturnRest => self.finish_turn(),
            A::MoveKing(sq) => {
                self.king = sq;
                self.start_turn();
            }
            A::KeepKing => self.start_turn(),
        }
        effect
    }

    pub(super) fn remove_pending(&mut self, card: Card) {
        let n = self.pending_len as usize;
        if let Some(i) = self.pending[..n].iter().position(|&c| c == card) {
            self.pending.copy_within(i + 1..n, i);
            self.pending_len -= 1;
        }
    }
}
