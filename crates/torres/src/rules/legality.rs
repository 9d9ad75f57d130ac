//! Whether an action is legal now (`check_action`), with the card plays' own checks.

use crate::board::{bit, diag_neighbors, neighbors, NONE};
use crate::{CardMode, CardPlay, Stage, Torres, TorresAction, TorresError as E};

impl Torres {
    pub(super) fn check_play(&self, c: CardPlay) -> Result<(), E> {
        if self.opts.cards == CardMode::Off {
            return Err(E::CardsOff);
        }
        let p = self.to_move as usize;
        let t = c.card() as usize;
        if self.is_unseen(p as u8) {
            // Any card of its colour not yet played may be in its hand.
            if self.played[p][t] > 0 || self.unseen_held[p] == 0 {
                return Err(E::CardNotHeld);
            }
            if self.unseen_held[p] <= self.unseen_fresh {
                return Err(E::CardTakenThisTurn);
            }
        } else {
            if self.hands[p][t] == 0 {
                return Err(E::CardNotHeld);
            }
            if self.hands[p][t] <= self.taken_this_turn[t] {
                return Err(E::CardTakenThisTurn);
            }
        }
        if self.card_played {
            return Err(E::OneCardPerTurn);
        }
        let lv = || self.lv;
        match c {
            CardPlay::Climb2 { from, to } => self.check_move_target(
                from,
                to,
                |g| {
                    if neighbors(bit(from)) & bit(to) == 0 {
                        return 0;
                    }
                    if g.h[to as usize] > g.h[from as usize] + 2 {
                        return 0;
                    }
                    bit(to)
                },
                if from < 64 && to < 64 && neighbors(bit(from)) & bit(to) == 0 {
                    E::NotAdjacent
                } else {
                    E::ClimbTooHigh
                },
            ),
            CardPlay::Diagonal { from, to } => self.check_move_target(
                from,
                to,
                |g| {
                    if diag_neighbors(bit(from)) & bit(to) == 0 || g.h[to as usize] > g.h[from as usize] + 1 {
                        0
                    } else {
                        bit(to)
                    }
                },
                if from < 64 && to < 64 && diag_neighbors(bit(from)) & bit(to) == 0 {
                    E::NotDiagonal
                } else {
                    E::ClimbTooHigh
                },
            ),
            CardPlay::SecretPassage { from, to } => {
                self.check_move_target(from, to, |g| g.secret_targets(from, &lv()), E::NoThroughPath)
            }
            CardPlay::Reposition { from, to } => {
                self.check_move_target(from, to, |g| g.join_targets(g.mine(), from, &lv()), E::NewKnightTooHigh)
            }
            CardPlay::Jump { from, to } => {
                self.check_move_target(from, to, |g| g.jump_targets(from), E::NoKnightToJump)
            }
            CardPlay::BlockUnder { knight, source } => self.block_under_check(knight, source),
            CardPlay::ExtraBlock(sq) => {
                if self.supply == 0 {
                    return Err(E::SupplyEmpty);
                }
                self.normal_placement(sq)
            }
            CardPlay::Ap6 | CardPlay::Ap7 => Ok(()),
            CardPlay::MoveBlock { from, to } => {
                let l = self.lift(from)?;
                self.land(&l, from, to)
            }
        }
    }

    pub(crate) fn check_action(&self, a: TorresAction) -> Result<(), E> {
        use TorresAction as A;
        if self.stage == Stage::Over {
            return Err(E::GameOver);
        }
        let p = self.to_move as usize;
        let stage = self.stage;
        let need = |s: Stage| if stage == s { Ok(()) } else { Err(E::WrongTime) };
        let sq_ok = |sq: u8| if sq < 64 { Ok(()) } else { Err(E::NoSuchSquare) };
        match a {
            A::PlaceFoundation(sq) => {
                need(Stage::Foundations)?;
                sq_ok(sq)?;
                if self.h[sq as usize] > 0 || self.foundation_squares() & bit(sq) == 0 {
                    return Err(E::FoundationTooClose);
                }
                Ok(())
            }
            A::StartKnight(sq) | A::StartKing(sq) => {
                need(if matches!(a, A::StartKnight(_)) { Stage::StartKnights } else { Stage::StartKing })?;
                sq_ok(sq)?;
                if self.h[sq as usize] == 0 {
                    return Err(E::NotAFoundation);
                }
                if self.occupied() & bit(sq) != 0 {
                    return Err(E::SquareOccupied);
                }
                Ok(())
            }
            A::ChooseStack(s) => {
                need(Stage::ChooseStack)?;
                if s > 3 || self.stacks[p][s as usize] == 0 {
                    return Err(E::NoSuchStack);
                }
                Ok(())
            }
            A::KeepUnseen => {
                need(Stage::Pick)?;
                if !self.is_unseen(p as u8) {
                    return Err(E::CardNotShown);
                }
                Ok(())
            }
            A::PutBackUnseen { .. } => {
                need(Stage::PutBack)?;
                if !self.is_unseen(p as u8) {
                    return Err(E::CardNotShown);
                }
                Ok(())
            }
            A::Keep(card) => {
                need(Stage::Pick)?;
                if self.is_unseen(p as u8) || !self.pending_pick().contains(&card) {
                    return Err(E::CardNotShown);
                }
                Ok(())
            }
            A::PutBack { card, .. } => {
                need(Stage::PutBack)?;
                if self.is_unseen(p as u8) || !self.pending_pick().contains(&card) {
                    return Err(E::CardNotShown);
                }
                Ok(())
            }
            A::Spread(s) => {
                need(Stage::Redistribute)?;
                if s >= 3 {
                    return Err(E::StackFull);
                }
                if self.stacks[p][s as usize] == 0 {
                    return Err(E::NoSuchStack);
                }
                Ok(())
            }
            A::ReturnRest => need(Stage::Redistribute),
            A::MoveKing(sq) => {
                need(Stage::KingMove)?;
                sq_ok(sq)?;
                if self.king_squares() & bit(sq) == 0 {
                    return Err(E::NotACastleSquare);
                }
                Ok(())
            }
            A::KeepKing => need(Stage::KingMove),
            A::EndTurn => need(Stage::Main),
            A::Play(c) => {
                need(Stage::Main)?;
                self.check_play(c)
            }
            _ => {
                need(Stage::Main)?;
                if self.ap < a.ap_cost() {
                    return Err(E::NotEnoughAp);
                }
                match a {
                    A::AdvanceScore => Ok(()),
                    A::AddKnight(sq) => {
                        sq_ok(sq)?;
                        if self.mine().count_ones() >= 6 {
                            return Err(E::NoKnightsLeft);
                        }
                        if self.occupied() & bit(sq) != 0 {
                            return Err(E::SquareOccupied);
                        }
                        if neighbors(self.mine()) & bit(sq) == 0 {
                            return Err(E::NotAdjacent);
                        }
                        if self.join_targets(self.mine(), NONE, &self.lv) & bit(sq) == 0 {
                            return Err(E::NewKnightTooHigh);
                        }
                        Ok(())
                    }
                    A::Step { from, to } => self.check_move_target(
                        from,
                        to,
                        |g| g.step_targets(from, &g.lv),
                        if from < 64 && to < 64 && neighbors(bit(from)) & bit(to) == 0 {
                            E::NotAdjacent
                        } else {
                            E::ClimbTooHigh
                        },
                    ),
                    A::Through { from, to } => {
                        self.check_move_target(from, to, |g| g.through_targets(from, &g.lv), E::NoThroughPath)
                    }
                    A::PlaceBlock(sq) => {
                        if self.cur_stack == 0 {
                            return Err(E::StackEmpty);
                        }
                        self.normal_placement(sq)
                    }
                    A::TakeCard => {
                        if self.opts.cards == CardMode::Off {
                            return Err(E::CardsOff);
                        }
                        if self.opts.master {
                            return Err(E::NoDrawInMaster);
                        }
                        if self.cards_taken >= 2 {
                            return Err(E::TwoCardsPerTurn);
                        }
                        if self.deck_size(p as u8) == 0 {
                            return Err(E::DeckEmpty);
                        }
                        Ok(())
                    }
                    _ => Err(E::WrongTime),
                }
            }
        }
    }
}
