//! Action cards: the ten effects, decks (personal and common) and their hidden information.

use super::{CardMode, Stage, Torres, TorresAction};
use castellan_core::{Rng, Seat};
use std::cmp::Ordering;

/// The ten action-card effects (each colour has one of each).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Card {
    Climb2 = 0,
    BlockUnder = 1,
    ExtraBlock = 2,
    SecretPassage = 3,
    Diagonal = 4,
    Ap6 = 5,
    Ap7 = 6,
    MoveBlock = 7,
    Reposition = 8,
    Jump = 9,
}

impl Card {
    pub const ALL: [Card; 10] = [
        Card::Climb2,
        Card::BlockUnder,
        Card::ExtraBlock,
        Card::SecretPassage,
        Card::Diagonal,
        Card::Ap6,
        Card::Ap7,
        Card::MoveBlock,
        Card::Reposition,
        Card::Jump,
    ];
    pub fn from_index(i: u8) -> Option<Card> {
        Card::ALL.get(i as usize).copied()
    }
    pub fn name(self) -> &'static str {
        match self {
            Card::Climb2 => "Climb 2",
            Card::BlockUnder => "Block under knight",
            Card::ExtraBlock => "Extra block",
            Card::SecretPassage => "Secret passage",
            Card::Diagonal => "Diagonal",
            Card::Ap6 => "6 AP",
            Card::Ap7 => "7 AP",
            Card::MoveBlock => "Move block",
            Card::Reposition => "Reposition",
            Card::Jump => "Jump",
        }
    }
    pub fn from_name(s: &str) -> Option<Card> {
        Card::ALL.iter().copied().find(|c| c.name().eq_ignore_ascii_case(s))
    }
}

impl Torres {
    /// Number of cards `seat` holds (public).
    pub fn hand_size(&self, seat: Seat) -> u8 {
        let seen: u8 = self.hands.get(seat as usize).map_or(0, |h| h.iter().sum());
        seen + self.unseen_held.get(seat as usize).copied().unwrap_or(0)
    }

    /// Whether this state does not know `seat`'s cards (a game by link: its deck is its
    /// owner's secret).
    pub fn is_unseen(&self, seat: Seat) -> bool {
        seat < 4 && self.unseen & (1 << seat) != 0
    }

    /// Whether each seat's deck may be its owner's secret: personal decks, outside the master
    /// version (whose hands are open and whose decks are never drawn from).
    pub fn has_secret_decks(&self) -> bool {
        self.opts.cards == CardMode::PersonalDeck && !self.opts.master
    }

    /// A game by link, before anything is played: `seat`'s deck is shuffled from `order`, a
    /// seed only its owner's device can compute, or with `None` is not known here at all
    /// (the seat is *unseen*: this state counts its cards and learns each one as it is played).
    /// `false`, changing nothing, where the game has no secret decks or play has begun.
    pub fn set_secret_deck(&mut self, seat: Seat, order: Option<u64>) -> bool {
        let p = seat as usize;
        let untouched = self.turn <= 1 && self.pdeck_len.get(p) == Some(&10) && self.played[p] == [0; 10];
        if !self.has_secret_decks() || p >= self.n as usize || !untouched {
            return false;
        }
        // Both from the canonical order, so two states dealt alike are equal.
        self.pdeck[p] = Card::ALL;
        self.known_top[p] = 0;
        self.known_bottom[p] = 0;
        match order {
            Some(seed) => {
                Rng::new(seed).shuffle(&mut self.pdeck[p]);
                self.unseen &= !(1 << seat);
            }
            None => self.unseen |= 1 << seat,
        }
        true
    }
    /// The cards `seat` holds, as counts per [`Card`] index. Secret from other seats: a UI shows
    /// it only to its owner (in the master version hands are public: 10 minus what was played).
    pub fn hand(&self, seat: Seat) -> [u8; 10] {
        self.hands.get(seat as usize).copied().unwrap_or([0; 10])
    }
    /// Cards the player to move took this turn (not playable until a later turn).
    pub fn taken_this_turn(&self) -> [u8; 10] {
        self.taken_this_turn
    }
    /// Cards `seat` has played (public).
    pub fn played(&self, seat: Seat) -> [u8; 10] {
        self.played.get(seat as usize).copied().unwrap_or([0; 10])
    }
    /// The cards being looked at during a pick (personal deck): only the player to move may see them.
    pub fn pending_pick(&self) -> &[Card] {
        &self.pending[..self.pending_len as usize]
    }
    /// Cards left in a seat's personal deck, or in the common deck for any seat.
    pub fn deck_size(&self, seat: Seat) -> u8 {
        match self.opts.cards {
            CardMode::CommonDeck => self.cdeck_len,
            _ => self.pdeck_len.get(seat as usize).copied().unwrap_or(0),
        }
    }

    /// Draws up to `k` cards from the top of the deck used by `p` into `pending`/hand.
    pub(crate) fn draw_personal(&mut self, p: usize) {
        let len = self.pdeck_len[p] as usize;
        let k = len.min(3);
        if self.is_unseen(p as Seat) {
            // Only how many: the cards stay the owner's secret.
            self.pending_len = k as u8;
            self.pdeck_len[p] = (len - k) as u8;
            return;
        }
        for i in 0..k {
            self.pending[i] = self.pdeck[p][i];
        }
        self.pending_len = k as u8;
        self.pdeck[p].copy_within(k..len, 0);
        self.pdeck_len[p] = (len - k) as u8;
        self.known_top[p] = self.known_top[p].saturating_sub(k as u8);
        self.known_bottom[p] = self.known_bottom[p].min(self.pdeck_len[p] - self.known_top[p]);
    }

    /// Returns a looked-at card to the top or the bottom of the personal deck.
    pub(crate) fn put_back(&mut self, p: usize, card: Card, top: bool) {
        let len = self.pdeck_len[p] as usize;
        if len >= 10 {
            return;
        }
        if top {
            self.pdeck[p].copy_within(0..len, 1);
            self.pdeck[p][0] = card;
            self.known_top[p] += 1;
        } else {
            self.pdeck[p][len] = card;
            self.known_bottom[p] += 1;
        }
        self.pdeck_len[p] += 1;
    }

    /// Hidden information re-sampled for `seat`'s point of view.
    /// The position as `viewer` may see it (see `Game::redacted`). Every card the viewer cannot
    /// see is dealt again from a canonical order by a fixed-seed shuffle, exactly as
    /// [`Torres::determinize_cards`] deals them, so the result depends only on what the viewer
    /// knows: opponents' hands keep their sizes but not their cards, deck orders are canonical,
    /// and the RNG is reset. A spectator (`None`) sees no hand. A finished game hides nothing.
    pub(crate) fn redacted_view(&self, viewer: Option<Seat>) -> Torres {
        /// Stands for "nobody" when dealing: every hand counts as another seat's.
        const SPECTATOR: Seat = Seat::MAX;
        const REDACTION_SEED: u64 = 0x7EDA_C7ED;
        let mut view = *self;
        if self.stage != Stage::Over {
            view.determinize_cards(viewer.unwrap_or(SPECTATOR), &mut Rng::new(REDACTION_SEED));
        }
        view.rng = Rng::new(REDACTION_SEED);
        view
    }

    pub(crate) fn determinize_cards(&mut self, seat: Seat, rng: &mut Rng) {
        if self.opts.cards == CardMode::Off || self.opts.master {
            return;
        }
        let me = seat as usize;
        let n = self.n as usize;
        let current = self.to_move as usize;
        match self.opts.cards {
            CardMode::PersonalDeck => {
                for p in 0..n {
                    let len = self.pdeck_len[p] as usize;
                    if self.is_unseen(p as Seat) {
                        self.deal_unseen(p, rng);
                        continue;
                    }
                    if p == me {
                        // The owner knows only what he put back on top/bottom himself.
                        let lo = (self.known_top[p] as usize).min(len);
                        let hi = len.saturating_sub(self.known_bottom[p] as usize).max(lo);
                        // Canonical order first: two positions that look the same to `seat`
                        // must give the same samples, whatever the real hidden order was.
                        self.pdeck[p][lo..hi].sort_by(by_kind);
                        rng.shuffle(&mut self.pdeck[p][lo..hi]);
                        continue;
                    }
                    // Everything of his colour not yet played is in his hand, his deck or (mid
                    // pick) in front of him; only the counts are public.
                    let mut pool = [Card::Climb2; 13];
                    let mut k = 0;
                    for t in 0..10 {
                        for _ in 0..self.hands[p][t] {
                            pool[k] = Card::ALL[t];
                            k += 1;
                        }
                    }
                    let hand_n = k;
                    let pend_n = if p == current && matches!(self.stage, Stage::Pick | Stage::PutBack) {
                        self.pending_len as usize
                    } else {
                        0
                    };
                    for i in 0..pend_n {
                        pool[k] = self.pending[i];
                        k += 1;
                    }
                    for i in 0..len {
                        pool[k] = self.pdeck[p][i];
                        k += 1;
                    }
                    pool[..k].sort_by(by_kind);
                    rng.shuffle(&mut pool[..k]);
                    self.refill_hand(p, &pool[..hand_n], p == current);
                    self.pending[..pend_n].copy_from_slice(&pool[hand_n..hand_n + pend_n]);
                    for i in 0..len {
                        self.pdeck[p][i] = pool[hand_n + pend_n + i];
                    }
                    self.known_top[p] = 0;
                    self.known_bottom[p] = 0;
                }
            }
            CardMode::CommonDeck => {
                let mut pool = [Card::Climb2; 40];
                let mut k = 0;
                for p in (0..n).filter(|&p| p != me) {
                    for t in 0..10 {
                        for _ in 0..self.hands[p][t] {
                            pool[k] = Card::ALL[t];
                            k += 1;
                        }
                    }
                }
                for i in 0..self.cdeck_len as usize {
                    pool[k] = self.cdeck[i];
                    k += 1;
                }
                pool[..k].sort_by(by_kind);
                rng.shuffle(&mut pool[..k]);
                let mut at = 0;
                for p in (0..n).filter(|&p| p != me) {
                    let size = self.hand_size(p as u8) as usize;
                    let cards = pool;
                    self.refill_hand(p, &cards[at..at + size], p == current);
                    at += size;
                }
                let len = self.cdeck_len as usize;
                self.cdeck[..len].copy_from_slice(&pool[at..at + len]);
            }
            CardMode::Off => {}
        }
    }

    /// Deals an unseen seat's cards (every one of its colour not yet played) at random between
    /// its hand, the cards it looks at and its deck: what anyone but its owner may believe. The
    /// seat is then seen, as a bot's search needs it.
    fn deal_unseen(&mut self, p: usize, rng: &mut Rng) {
        let mut pool = [Card::Climb2; 10];
        let mut k = 0;
        for card in Card::ALL {
            if self.played[p][card as usize] == 0 {
                pool[k] = card;
                k += 1;
            }
        }
        rng.shuffle(&mut pool[..k]);
        let held = self.unseen_held[p] as usize;
        let current = p == self.to_move as usize;
        let looking =
            if current && matches!(self.stage, Stage::Pick | Stage::PutBack) { self.pending_len as usize } else { 0 };
        let len = self.pdeck_len[p] as usize;
        // The counts always add up to the unplayed cards; a state that broke that deals what it
        // has rather than read past the pool.
        let held = held.min(k);
        let looking = looking.min(k - held);
        let len = len.min(k - held - looking);
        if current {
            // Its fresh cards are the first of those dealt to its hand.
            self.taken_this_turn = [0; 10];
            for &c in pool.iter().take(held.min(self.unseen_fresh as usize)) {
                self.taken_this_turn[c as usize] += 1;
            }
        }
        self.hands[p] = [0; 10];
        for &c in &pool[..held] {
            self.hands[p][c as usize] += 1;
        }
        self.pending[..looking].copy_from_slice(&pool[held..held + looking]);
        self.pdeck[p][..len].copy_from_slice(&pool[held + looking..held + looking + len]);
        self.pdeck_len[p] = len as u8;
        self.known_top[p] = 0;
        self.known_bottom[p] = 0;
        self.unseen_held[p] = 0;
        if current {
            self.unseen_fresh = 0;
        }
        self.unseen &= !(1 << p);
    }

    fn refill_hand(&mut self, p: usize, cards: &[Card], is_current: bool) {
        let taken_total: u8 = if is_current { self.taken_this_turn.iter().sum() } else { 0 };
        self.hands[p] = [0; 10];
        for &c in cards {
            self.hands[p][c as usize] += 1;
        }
        if is_current {
            // Which of his cards are fresh is secret too; mark the right number as fresh.
            self.taken_this_turn = [0; 10];
            for &c in cards.iter().take(taken_total as usize) {
                self.taken_this_turn[c as usize] += 1;
            }
        }
    }
}

/// The card a Keep or PutBack chose, as its index: what a device that does not see the mover's
/// cards records only as [`TorresAction::KeepUnseen`] or [`TorresAction::PutBackUnseen`].
pub(crate) fn card_chosen(action: TorresAction) -> Option<u8> {
    match action {
        TorresAction::Keep(card) | TorresAction::PutBack { card, .. } => Some(card as u8),
        _ => None,
    }
}

/// An unseen Keep or PutBack with its card filled in (the reverse of [`card_chosen`]).
pub(crate) fn with_card_chosen(action: TorresAction, choice: u8) -> Option<TorresAction> {
    let card = Card::from_index(choice)?;
    match action {
        TorresAction::KeepUnseen => Some(TorresAction::Keep(card)),
        TorresAction::PutBackUnseen { top } => Some(TorresAction::PutBack { card, top }),
        _ => None,
    }
}

/// `action` as a state that does not see the mover's cards records it.
pub(crate) fn unseen_form(action: TorresAction) -> TorresAction {
    match action {
        TorresAction::Keep(_) => TorresAction::KeepUnseen,
        TorresAction::PutBack { top, .. } => TorresAction::PutBackUnseen { top },
        other => other,
    }
}

/// Canonical card order for determinization (a small stable sort: equal keys are equal cards, so
/// the order is the one `sort_unstable_by_key(|c| *c as u8)` gave).
fn by_kind(a: &Card, b: &Card) -> Ordering {
    (*a as u8).cmp(&(*b as u8))
}
