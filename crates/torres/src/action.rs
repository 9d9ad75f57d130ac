//! The action type: every atomic decision of a turn ([`TorresAction`]) and the action cards'
//! plays ([`CardPlay`]). Their legality, the ordered legal list and their effect are in
//! [`super::rules`].

use super::cards::Card;

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
    /// A game by link, on a device that does not see the mover's cards (its deck is the
    /// mover's secret; [`super::Torres::set_secret_deck`]): one of the looked-at cards was kept.
    KeepUnseen,
    /// ... and one was put back on top (or at the bottom) of the deck.
    PutBackUnseen {
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
