//! The ordered list of legal actions (`gen_actions`): allocation-free, bitboard based. Its
//! order is a storage format (saves and links store indices into it).

use crate::board::{bit, diag_neighbors, neighbors, Bits, NONE};
use crate::cards::Card;
use crate::{CardMode, CardPlay, Stage, Torres, TorresAction};

impl Torres {
    pub(crate) fn gen_actions(&self, out: &mut Vec<TorresAction>) {
        use TorresAction as A;
        let p = self.to_move as usize;
        match self.stage {
            Stage::Over => {}
            Stage::Foundations => {
                for sq in Bits(self.foundation_squares()) {
                    out.push(A::PlaceFoundation(sq));
                }
            }
            Stage::StartKnights | Stage::StartKing => {
                let knights = self.stage == Stage::StartKnights;
                for sq in Bits(self.castles.mask & !self.occupied()) {
                    out.push(if knights { A::StartKnight(sq) } else { A::StartKing(sq) });
                }
            }
            Stage::ChooseStack => {
                for s in 0..4u8 {
                    if self.stacks[p][s as usize] > 0 {
                        out.push(A::ChooseStack(s));
                    }
                }
            }
            Stage::Pick if self.is_unseen(p as u8) => out.push(A::KeepUnseen),
            Stage::Pick => {
                for &c in self.pending_pick() {
                    out.push(A::Keep(c));
                }
            }
            Stage::PutBack if self.is_unseen(p as u8) => {
                out.push(A::PutBackUnseen { top: true });
                out.push(A::PutBackUnseen { top: false });
            }
            Stage::PutBack => {
                for &c in self.pending_pick() {
                    out.push(A::PutBack { card: c, top: true });
                    out.push(A::PutBack { card: c, top: false });
                }
            }
            Stage::Redistribute => {
                for s in 0..3u8 {
                    if self.stacks[p][s as usize] > 0 {
                        out.push(A::Spread(s));
                    }
                }
                out.push(A::ReturnRest);
            }
            Stage::KingMove => {
                out.push(A::KeepKing);
                for sq in Bits(self.king_squares()) {
                    out.push(A::MoveKing(sq));
                }
            }
            Stage::Main => self.gen_main(out),
        }
    }

    pub(super) fn gen_main(&self, out: &mut Vec<TorresAction>) {
        use TorresAction as A;
        let p = self.to_move as usize;
        let lv = &self.lv;
        let mine = self.mine();
        out.push(A::EndTurn);
        if self.ap >= 1 {
            out.push(A::AdvanceScore);
        }
        if self.ap >= 2 && mine.count_ones() < 6 {
            for sq in Bits(self.join_targets(mine, NONE, lv)) {
                out.push(A::AddKnight(sq));
            }
        }
        if self.ap >= 1 {
            for from in Bits(mine) {
                for to in Bits(self.step_targets(from, lv)) {
                    out.push(A::Step { from, to });
                }
            }
            for from in Bits(mine) {
                for to in Bits(self.through_targets(from, lv)) {
                    out.push(A::Through { from, to });
                }
            }
            if self.cur_stack > 0 {
                for sq in Bits(self.placeable()) {
                    out.push(A::PlaceBlock(sq));
                }
            }
            if self.opts.cards != CardMode::Off
                && !self.opts.master
                && self.cards_taken < 2
                && self.deck_size(p as u8) > 0
            {
                out.push(A::TakeCard);
            }
        }
        if self.card_played || self.opts.cards == CardMode::Off {
            return;
        }
        let unseen = self.is_unseen(p as u8);
        for card in Card::ALL {
            let t = card as usize;
            let playable = if unseen {
                // Any card of its colour not yet played may be in its hand.
                self.played[p][t] == 0 && self.unseen_held[p] > self.unseen_fresh
            } else {
                self.hands[p][t] > self.taken_this_turn[t]
            };
            if !playable {
                continue;
            }
            let empty = !self.occupied();
            match card {
                Card::Climb2 => {
                    for from in Bits(mine) {
                        let m = neighbors(bit(from)) & empty & lv.at_most(self.h[from as usize] + 2);
                        for to in Bits(m) {
                            out.push(A::Play(CardPlay::Climb2 { from, to }));
                        }
                    }
                }
                Card::BlockUnder => {
                    for knight in Bits(mine) {
                        for source in 0..4u8 {
                            if self.block_under_check(knight, source).is_ok() {
                                out.push(A::Play(CardPlay::BlockUnder { knight, source }));
                            }
                        }
                    }
                }
                Card::ExtraBlock => {
                    if self.supply > 0 {
                        for sq in Bits(self.placeable()) {
                            out.push(A::Play(CardPlay::ExtraBlock(sq)));
                        }
                    }
                }
                Card::SecretPassage => {
                    for from in Bits(mine) {
                        for to in Bits(self.secret_targets(from, lv)) {
                            out.push(A::Play(CardPlay::SecretPassage { from, to }));
                        }
                    }
                }
                Card::Diagonal => {
                    for from in Bits(mine) {
                        let m = diag_neighbors(bit(from)) & empty & lv.at_most(self.h[from as usize] + 1);
                        for to in Bits(m) {
                            out.push(A::Play(CardPlay::Diagonal { from, to }));
                        }
                    }
                }
                Card::Ap6 => out.push(A::Play(CardPlay::Ap6)),
                Card::Ap7 => out.push(A::Play(CardPlay::Ap7)),
                Card::MoveBlock => {
                    for from in Bits(self.castles.mask & empty) {
                        if let Ok(l) = self.lift(from) {
                            for to in Bits(empty & !bit(from)) {
                                if self.land(&l, from, to).is_ok() {
                                    out.push(A::Play(CardPlay::MoveBlock { from, to }));
                                }
                            }
                        }
                    }
                }
                Card::Reposition => {
                    for from in Bits(mine) {
                        for to in Bits(self.join_targets(mine, from, lv) & !bit(from)) {
                            out.push(A::Play(CardPlay::Reposition { from, to }));
                        }
                    }
                }
                Card::Jump => {
                    for from in Bits(mine) {
                        for to in Bits(self.jump_targets(from)) {
                            out.push(A::Play(CardPlay::Jump { from, to }));
                        }
                    }
                }
            }
        }
    }
}
