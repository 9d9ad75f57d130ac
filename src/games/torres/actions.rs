//! Actions: the atomic decisions, their legality (`check_action`), the ordered legal list
//! (`gen_actions`, allocation-free, bitboard based) and their effect (`apply_action`).

use super::board::{bit, diag_neighbors, fill, neighbors, Bits, Castles, Levels, NONE};
use super::cards::Card;
use super::{CardMode, Stage, Torres, TorresError as E};
use crate::core::Effect;

/// One atomic decision. Squares are `0..64` (`row * 8 + col`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TorresAction {
    /// Master set-up: a castle foundation.
    PlaceFoundation(u8),
    /// Set-up: a start knight on an empty foundation.
    StartKnight(u8),
    /// Set-up: the king on an empty foundation.
    StartKing(u8),
    /// Use the remaining stack holding this many blocks this turn.
    ChooseStack(u8),
    /// 2 AP: a new knight.
    AddKnight(u8),
    /// 1 AP: one orthogonal step.
    Step {
        from: u8,
        to: u8,
    },
    /// 1 AP: a move through a castle.
    Through {
        from: u8,
        to: u8,
    },
    /// 1 AP: a block from this turn's stack.
    PlaceBlock(u8),
    /// 1 AP: take a card (personal deck: then `Keep` and `PutBack`).
    TakeCard,
    /// Keep this card of the ones looked at.
    Keep(Card),
    /// Put a looked-at card back on top (or the bottom) of the deck.
    PutBack {
        card: Card,
        top: bool,
    },
    /// 0 AP: play a card with its targets.
    Play(CardPlay),
    /// 1 AP: move the score marker one space (then the bump rule).
    AdvanceScore,
    EndTurn,
    /// After `EndTurn`: one leftover block onto a remaining stack holding this many blocks.
    Spread(u8),
    /// After `EndTurn`: the remaining leftovers go back to the supply.
    ReturnRest,
    /// After a phase scoring: the lowest scorer moves the king.
    MoveKing(u8),
    /// ... or leaves it.
    KeepKing,
}

/// A card played with its targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardPlay {
    Climb2 {
        from: u8,
        to: u8,
    },
    /// `source`: 0 = this turn's stack, 1..=3 = a remaining stack holding that many blocks.
    BlockUnder {
        knight: u8,
        source: u8,
    },
    ExtraBlock(u8),
    SecretPassage {
        from: u8,
        to: u8,
    },
    Diagonal {
        from: u8,
        to: u8,
    },
    Ap6,
    Ap7,
    MoveBlock {
        from: u8,
        to: u8,
    },
    Reposition {
        from: u8,
        to: u8,
    },
    Jump {
        from: u8,
        to: u8,
    },
}

impl CardPlay {
    pub fn card(self) -> Card {
        match self {
            CardPlay::Climb2 { .. } => Card::Climb2,
            CardPlay::BlockUnder { .. } => Card::BlockUnder,
            CardPlay::ExtraBlock(_) => Card::ExtraBlock,
            CardPlay::SecretPassage { .. } => Card::SecretPassage,
            CardPlay::Diagonal { .. } => Card::Diagonal,
            CardPlay::Ap6 => Card::Ap6,
            CardPlay::Ap7 => Card::Ap7,
            CardPlay::MoveBlock { .. } => Card::MoveBlock,
            CardPlay::Reposition { .. } => Card::Reposition,
            CardPlay::Jump { .. } => Card::Jump,
        }
    }
}

impl TorresAction {
    /// Action points this action costs.
    pub fn ap_cost(self) -> u8 {
        match self {
            TorresAction::AddKnight(_) => 2,
            TorresAction::Step { .. }
            | TorresAction::Through { .. }
            | TorresAction::PlaceBlock(_)
            | TorresAction::TakeCard
            | TorresAction::AdvanceScore => 1,
            _ => 0,
        }
    }
    /// The knight this action moves (UI: targets of a selected knight).
    pub fn from_square(self) -> Option<u8> {
        match self {
            TorresAction::Step { from, .. } | TorresAction::Through { from, .. } => Some(from),
            TorresAction::Play(
                CardPlay::Climb2 { from, .. }
                | CardPlay::SecretPassage { from, .. }
                | CardPlay::Diagonal { from, .. }
                | CardPlay::Reposition { from, .. }
                | CardPlay::Jump { from, .. },
            ) => Some(from),
            _ => None,
        }
    }
}

impl TorresAction {
    /// The square a two-click action starts from: the knight it moves, or the block a *Move
    /// block* card lifts. The board highlights these first.
    pub fn origin_square(self) -> Option<u8> {
        match self {
            TorresAction::Play(CardPlay::MoveBlock { from, .. }) => Some(from),
            other => other.from_square(),
        }
    }

    /// The square the action is aimed at, if it has one.
    pub fn target_square(self) -> Option<u8> {
        use TorresAction as A;
        match self {
            A::PlaceFoundation(s)
            | A::StartKnight(s)
            | A::StartKing(s)
            | A::AddKnight(s)
            | A::PlaceBlock(s)
            | A::MoveKing(s) => Some(s),
            A::Step { to, .. } | A::Through { to, .. } => Some(to),
            A::Play(p) => match p {
                CardPlay::Climb2 { to, .. }
                | CardPlay::SecretPassage { to, .. }
                | CardPlay::Diagonal { to, .. }
                | CardPlay::MoveBlock { to, .. }
                | CardPlay::Reposition { to, .. }
                | CardPlay::Jump { to, .. } => Some(to),
                CardPlay::BlockUnder { knight, .. } => Some(knight),
                CardPlay::ExtraBlock(s) => Some(s),
                CardPlay::Ap6 | CardPlay::Ap7 => None,
            },
            _ => None,
        }
    }

    /// Whether offering `self` beside `other` would be a choice without a difference: a step
    /// and a walk through a castle onto the same square cost the same action point and leave
    /// the same position, so only the step is offered.
    pub fn same_choice_as(self, other: TorresAction) -> bool {
        matches!(
            (self, other),
            (TorresAction::Through { from: a, to: b }, TorresAction::Step { from: c, to: d }) if a == c && b == d
        )
    }
}

/// The actions a player really chooses between among `actions` (e.g. those one click could
/// mean): each action that is the same choice as another one listed is left out.
pub fn distinct_choices(actions: &[TorresAction]) -> Vec<TorresAction> {
    actions.iter().copied().filter(|a| !actions.iter().any(|b| a.same_choice_as(*b))).collect()
}

/// A block lifted by the *Move block* card: the board right after the lift.
pub(crate) struct Lift {
    h2: [u8; 64],
    c2: Castles,
    /// Castles (by id in `c2`) taller than their area after the lift.
    violating: u32,
}

const DIRS: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

#[inline]
fn offset(sq: u8, dc: i8, dr: i8) -> Option<u8> {
    let c = (sq % 8) as i8 + dc;
    let r = (sq / 8) as i8 + dr;
    ((0..8).contains(&c) && (0..8).contains(&r)).then(|| (r * 8 + c) as u8)
}

impl Torres {
    #[inline]
    fn mine(&self) -> u64 {
        self.knight_bb[self.to_move as usize]
    }

    /// Squares a new knight could join (adjacent to one of `knights` other than `except`, at a
    /// level no higher than that knight's), empty.
    fn join_targets(&self, knights: u64, except: u8, lv: &Levels) -> u64 {
        let empty = !self.occupied();
        let mut t = 0;
        for k in Bits(knights) {
            if k != except {
                t |= neighbors(bit(k)) & lv.at_most(self.h[k as usize]);
            }
        }
        t & empty
    }

    fn step_targets(&self, from: u8, lv: &Levels) -> u64 {
        neighbors(bit(from)) & !self.occupied() & lv.at_most(self.h[from as usize] + 1)
    }

    /// Through-castle exits (spec definition). Using the lowest travel level the exit allows is
    /// always best, so an exit at height `t` is reachable iff it touches the region of squares
    /// taller than `t` connected to an entry door (entry: adjacent square taller than the knight).
    pub(crate) fn through_targets(&self, from: u8, lv: &Levels) -> u64 {
        let l = self.h[from as usize];
        let entries = neighbors(bit(from)) & lv.above(l);
        if entries == 0 {
            return 0;
        }
        let empty = !self.occupied();
        let mut out = 0;
        for t in 0..=l {
            let region = fill(entries, lv.above(t));
            out |= neighbors(region) & lv.exactly(t);
        }
        out & empty & !bit(from)
    }

    /// Secret passage: enter by a door, roam the whole castle, leave next to any castle square
    /// onto a lower empty square.
    pub(crate) fn secret_targets(&self, from: u8, lv: &Levels) -> u64 {
        let l = self.h[from as usize];
        let entries = neighbors(bit(from)) & lv.above(l);
        if entries == 0 {
            return 0;
        }
        let castle = fill(entries, self.castles.mask);
        let mut out = 0;
        let mut k = 0u8;
        loop {
            let tall = castle & lv.above(k);
            if tall == 0 {
                break;
            }
            out |= neighbors(tall) & lv.exactly(k);
            k += 1;
        }
        out & !self.occupied() & !bit(from)
    }

    fn jump_targets(&self, from: u8) -> u64 {
        let l = self.h[from as usize];
        let knights = self.all_knights();
        let occ = self.occupied();
        let mut out = 0;
        for (dc, dr) in DIRS {
            if let Some(a) = offset(from, dc, dr) {
                if knights & bit(a) != 0 {
                    if let Some(b) = offset(a, dc, dr) {
                        if occ & bit(b) == 0 && self.h[b as usize] <= l + 1 {
                            out |= bit(b);
                        }
                    }
                }
            }
        }
        out
    }

    fn foundation_squares(&self) -> u64 {
        let m = self.castles.mask;
        let d1 = m | neighbors(m);
        let d2 = d1 | neighbors(d1);
        !d2
    }

    fn block_under_check(&self, knight: u8, source: u8) -> Result<(), E> {
        if knight >= 64 {
            return Err(E::NoSuchSquare);
        }
        if self.mine() & bit(knight) == 0 {
            return Err(E::NotYourKnight);
        }
        let p = self.to_move as usize;
        match source {
            0 if self.cur_stack == 0 => return Err(E::StackEmpty),
            0 => {}
            1..=3 if self.stacks[p][source as usize] == 0 => return Err(E::NoSuchStack),
            1..=3 => {}
            _ => return Err(E::NoSuchStack),
        }
        let h = self.h[knight as usize];
        if h > 0 {
            let c = self.castles.id[knight as usize] as usize;
            if h + 1 > self.castles.area[c] {
                return Err(E::CastleTooTall);
            }
        } else if self.castles.touching(knight).0 >= 2 {
            return Err(E::JoinsCastles);
        }
        Ok(())
    }

    pub(crate) fn lift(&self, from: u8) -> Result<Lift, E> {
        if from >= 64 {
            return Err(E::NoSuchSquare);
        }
        let f = from as usize;
        if self.h[f] == 0 || self.occupied() & bit(from) != 0 {
            return Err(E::NoBlockToMove);
        }
        let mut h2 = self.h;
        h2[f] -= 1;
        if h2[f] == 0 {
            let rest = self.castles.squares(self.castles.id[f]) & !bit(from);
            if rest != 0 && fill(rest & rest.wrapping_neg(), rest) != rest {
                return Err(E::SplitsCastle);
            }
        }
        let c2 = Castles::compute(&h2);
        let mut violating = 0u32;
        for i in 0..c2.count as usize {
            if c2.tallest[i] > c2.area[i] {
                violating |= 1 << i;
            }
        }
        Ok(Lift { h2, c2, violating })
    }

    pub(crate) fn land(&self, lift: &Lift, from: u8, to: u8) -> Result<(), E> {
        if to >= 64 {
            return Err(E::NoSuchSquare);
        }
        if to == from {
            return Err(E::SameSquare);
        }
        if self.occupied() & bit(to) != 0 {
            return Err(E::BlockUnderPiece);
        }
        let t = to as usize;
        let c2 = &lift.c2;
        let count = if lift.h2[t] >= 1 {
            let c = c2.id[t] as usize;
            if lift.h2[t] + 1 > c2.area[c] || lift.violating != 0 {
                return Err(E::CastleTooTall);
            }
            c2.count
        } else {
            match c2.touching(to) {
                (0, _) => {
                    if lift.violating != 0 {
                        return Err(E::CastleTooTall);
                    }
                    c2.count + 1
                }
                (1, c) => {
                    let c = c as usize;
                    if lift.violating & !(1u32 << c) != 0 || c2.tallest[c] > c2.area[c] + 1 {
                        return Err(E::CastleTooTall);
                    }
                    c2.count
                }
                _ => return Err(E::JoinsCastles),
            }
        };
        if count < 6 && count < self.castles.count {
            return Err(E::TooFewCastles);
        }
        Ok(())
    }

    fn check_move_target(&self, from: u8, to: u8, targets: impl Fn(&Torres) -> u64, err: E) -> Result<(), E> {
        if from >= 64 || to >= 64 {
            return Err(E::NoSuchSquare);
        }
        if self.mine() & bit(from) == 0 {
            return Err(E::NotYourKnight);
        }
        if to == from {
            return Err(E::SameSquare);
        }
        if self.occupied() & bit(to) != 0 {
            return Err(E::SquareOccupied);
        }
        if targets(self) & bit(to) == 0 {
            return Err(err);
        }
        Ok(())
    }

    fn check_play(&self, c: CardPlay) -> Result<(), E> {
        if self.opts.cards == CardMode::Off {
            return Err(E::CardsOff);
        }
        let p = self.to_move as usize;
        let t = c.card() as usize;
        if self.hands[p][t] == 0 {
            return Err(E::CardNotHeld);
        }
        if self.hands[p][t] <= self.taken_this_turn[t] {
            return Err(E::CardTakenThisTurn);
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
            A::Keep(card) => {
                need(Stage::Pick)?;
                if !self.pending_pick().contains(&card) {
                    return Err(E::CardNotShown);
                }
                Ok(())
            }
            A::PutBack { card, .. } => {
                need(Stage::PutBack)?;
                if !self.pending_pick().contains(&card) {
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
            Stage::Pick => {
                for &c in self.pending_pick() {
                    out.push(A::Keep(c));
                }
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

    fn gen_main(&self, out: &mut Vec<TorresAction>) {
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
        for card in Card::ALL {
            let t = card as usize;
            if self.hands[p][t] <= self.taken_this_turn[t] {
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

    #[inline]
    fn move_knight(&mut self, from: u8, to: u8) {
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
                effect = Effect::REVEALED;
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
            A::Play(c) => {
                let t = c.card() as usize;
                self.hands[p][t] -= 1;
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

    fn remove_pending(&mut self, card: Card) {
        let n = self.pending_len as usize;
        if let Some(i) = self.pending[..n].iter().position(|&c| c == card) {
            self.pending.copy_within(i + 1..n, i);
            self.pending_len -= 1;
        }
    }
}
