//! Torres (Kramer & Kiesling): build castles, climb them with your knights, score area × level.
//!
//! Rules follow `shared/spec/torres.md`, which fills the gaps of the 2005 English and 1999 Italian rulebooks. The
//! rules help (`torres-rules-help` in `locales/<lang>/torres.ftl`) explains the game to players in our own words.
//!
//! # Model
//! * Squares are `0..64`, `row * 8 + col`, named like chess (`a1` bottom left, `h8` top right).
//! * Every decision is one [`TorresAction`]; dice-free chance (shuffles, the master-card draw, card draws) comes from
//!   the state's [`Rng`]. Taking a card returns [`Effect::SEEN_BY_MOVER`] (only the taker sees what it drew;
//!   [`Effect::REVEALED`] with the open hands of the master version).
//! * A turn: (choose a stack, automatic when all stacks are the same size) → any actions →
//!   `EndTurn` → (spread leftover blocks one at a time, or return them) → next turn.
//!
//! # Block accounting
//! `blocks_on_board + supply + (all players' stacks) + (blocks left in the stack in play this turn) = 92` at every
//! moment: returned blocks go back to the supply, nothing leaves the game.
//!
//! # Decisions taken here (neither rulebook nor spec settles them; each has a named test)
//! * **Shared win**: if several seats end on the top score (only possible when all are at 0, because of the bump
//!   rule), they all win (`outcome` lists them all).
//! * **Scoring order / tie-breaks** use the order of the last round played, starting with that round's first player.
//! * **Stack choice** is the first decision of a turn; it is made automatically when every remaining stack has the
//!   same size (nothing to decide).
//! * **Block under knight** may take its block from the stack chosen this turn or from any other remaining stack
//!   (`source` 0 = this turn's stack, 1..=3 = a stack of that size).
//! * **6 AP / 7 AP** add 1 / 2 AP to what is left this turn (a turn then totals 6 / 7).
//! * **Secret passage** starts like a through-castle move: it needs a neighbouring square of the castle taller than
//!   the knight's level (a door at his level); inside, the whole castle is open.
//! * **Through-castle moves** and the *Secret passage* may not end on the square they started from; a through-castle
//!   move may end on a lower square of the same castle.
//! * **Move block**: the block must come from a square with no piece; the rest of its castle must stay connected
//!   right after the lift; castles are only checked for height ≤ area after the block lands; the move is illegal if
//!   it leaves fewer than 6 castles and fewer than before.
//! * **Score track**: unbounded (no wrap at 100); a marker at 0 is never bumped.
//! * **Master version** requires the personal cards (`cards: PersonalDeck`): each player holds his own ten; hands
//!   are public (ten minus what was played), so there is no hidden information. If no square is 3 away from every
//!   foundation, foundation placement ends early (never fewer than 5 can be placed) and the unplaced blocks stay in
//!   the supply.
//! * **King's bonus** is counted once per player per scoring, whatever the number of knights.
//! * Master turn order: round 1 of phase 1 starts with seat 0, round 1 of phases 2/3 with the player who was offered
//!   the king move; every later round with the leader (unchanged while everyone is at 0).
//!
//! # Notation ([`Game::notation`])
//! `K c3-c4` step, `K d4⇒f5 (castle)` through-castle, `+K e5` add a knight, `B f6 (h2)` block (height after
//! placing), `take card`, `keep a card`, `card to top`/`card to bottom`, `card: Diagonal K c3-d4`, `score +2`,
//! `end turn`, `stack 3`, `spread → 2`, `return 1`, `king e4`, `king stays`, `foundation d4`, `K d8` (start knight),
//! `king d8` (start king). Card names never appear for taking/keeping (hidden information in the shared log).
//!
//! # Position text ([`Game::position_text`], parsed back by [`Torres::from_position_text`])
//! ```text
//! torres players=2 cards=off master=0 mcard=0
//! phase=1 round=1 turn=3 stage=main to_move=0 ap=5 stack=3 supply=60 king=c3
//! scores 0 0
//! stacks 0: 0 0 0 3 | 1: 0 0 0 4
//! 8 .  .  .  1  .  .  .  .
//! 7 ...                                  (row 8 at the top; a cell is height + occupant)
//! ```
//! A cell is `.` for a bare empty square, else the height followed by `a`..`d` (a knight of seat 0..3), `K` (king)
//! or nothing; e.g. `2b` = height 2 with a knight of seat 1, `0a` a knight on the bare board. The `stacks` line
//! lists, per seat, how many stacks hold 0, 1, 2, 3 blocks.
//! Hands and decks are appended as `hand P: counts` / `deck P: cards` lines (debug only).

pub mod action;
pub mod board;
mod bot_hints;
mod bot_levels;
pub mod cards;
mod error;
mod eval;
mod lessons;
pub mod master;
mod options;
mod reason;
mod rules;
pub mod scoring;
#[cfg(test)]
mod tests;
pub mod text;

pub use action::{distinct_choices, CardPlay, TorresAction};
pub use board::{parse_sq, sq_name, NONE};
pub use cards::Card;
pub use castellan_core::PositionError;
pub use error::TorresError;
pub use options::{CardMode, TorresOptions};
pub use scoring::{CastleScore, ScoringBreakdown};

use board::{Castles, Levels};
use castellan_core::{Effect, Game, OptionsError, Outcome, Rng, Seat, MAX_SEATS};

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Master set-up: players place the 8 foundations.
    Foundations,
    /// Each seat puts one knight on an empty foundation.
    StartKnights,
    /// The last seat puts the king on an empty foundation.
    StartKing,
    /// The player picks this turn's stack.
    ChooseStack,
    /// Spending action points.
    Main,
    /// Looking at up to 3 cards of his deck: keep one.
    Pick,
    /// Putting the other looked-at cards back on top or bottom.
    PutBack,
    /// After `EndTurn`: spreading leftover blocks over the remaining stacks.
    Redistribute,
    /// After phase 1/2 scoring: the lowest scorer may move the king.
    KingMove,
    Over,
}

/// The whole game state: `Copy`, a few hundred bytes, no heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Torres {
    pub(crate) opts: TorresOptions,
    pub(crate) rng: Rng,
    pub(crate) n: u8,
    pub(crate) h: [u8; 64],
    pub(crate) castles: Castles,
    pub(crate) lv: Levels,
    pub(crate) knight_bb: [u64; 4],
    pub(crate) king: u8,
    pub(crate) score: [i32; 4],
    pub(crate) supply: u8,
    /// Per seat: how many remaining stacks hold 0, 1, 2, 3 blocks.
    pub(crate) stacks: [[u8; 4]; 4],
    /// Blocks left in the stack in play this turn (also the leftovers being spread).
    pub(crate) cur_stack: u8,
    pub(crate) stage: Stage,
    pub(crate) phase: u8,
    pub(crate) round: u8,
    pub(crate) round_start: u8,
    pub(crate) turn_in_round: u8,
    pub(crate) to_move: u8,
    pub(crate) turn: u32,
    pub(crate) ap: u8,
    pub(crate) cards_taken: u8,
    pub(crate) card_played: bool,
    pub(crate) taken_this_turn: [u8; 10],
    pub(crate) hands: [[u8; 10]; 4],
    pub(crate) played: [[u8; 10]; 4],
    /// Personal decks, index 0 = top.
    pub(crate) pdeck: [[Card; 10]; 4],
    pub(crate) pdeck_len: [u8; 4],
    /// How many top / bottom cards of his own deck the owner knows (he put them back).
    pub(crate) known_top: [u8; 4],
    pub(crate) known_bottom: [u8; 4],
    /// Common deck, index 0 = top.
    pub(crate) cdeck: [Card; 40],
    pub(crate) cdeck_len: u8,
    pub(crate) pending: [Card; 3],
    pub(crate) pending_len: u8,
    /// A game by link: the seats whose cards this state does not know, a bit each
    /// ([`Torres::set_secret_deck`]); their `hands`, `pdeck` and `pending` stay unused.
    pub(crate) unseen: u8,
    /// Cards an unseen seat holds; of those, how many the seat to move took this turn.
    pub(crate) unseen_held: [u8; 4],
    pub(crate) unseen_fresh: u8,
    /// 1..=8 in the master version, 0 otherwise.
    pub(crate) master_card: u8,
    pub(crate) foundations: u8,
    /// The rules version the game is played under (see [`RULES_VERSION`]).
    pub(crate) rules_version: u8,
}

/// The rules version of this engine (a storage format, see `Game::RULES_VERSION`).
/// * 1 — phase scoring added each player's castle points, king's bonus and master bonus as one
///   sum, with one bump on the track.
/// * 2 — the rulebook's order: castle points for every player first, then every king's bonus,
///   then master bonuses, each a separate step with its own bump. Games made under version 1
///   still replay exactly under version 1.
pub const RULES_VERSION: u32 = 2;

/// The printed foundations of the basic game: d8 c6 f6 h5 a4 c3 f3 e1.
pub const FOUNDATIONS: [u8; 8] = [59, 42, 45, 39, 24, 18, 21, 4];

/// Rounds per phase.
pub fn rounds(players: u8, phase: u8) -> u8 {
    if players == 2 || phase == 1 {
        4
    } else {
        3
    }
}

/// Stack sizes handed out at the start of a phase.
pub fn stack_sizes(players: u8, phase: u8) -> &'static [u8] {
    match (players, phase) {
        (2, _) => &[3, 3, 3, 3],
        (3, 1) => &[3, 3, 2, 2],
        (3, _) => &[3, 3, 2],
        (_, 1) => &[2, 2, 2, 2],
        _ => &[2, 2, 2],
    }
}

impl Torres {
    pub fn stage(&self) -> Stage {
        self.stage
    }
    pub fn phase(&self) -> u8 {
        self.phase
    }
    pub fn round(&self) -> u8 {
        self.round
    }
    /// Action points left this turn.
    pub fn ap_left(&self) -> u8 {
        self.ap
    }
    pub fn supply(&self) -> u8 {
        self.supply
    }
    /// Blocks left in the stack chosen this turn (or leftovers being spread).
    pub fn current_stack(&self) -> u8 {
        self.cur_stack
    }
    /// Remaining stack sizes of `seat`, largest first.
    pub fn stack_sizes_of(&self, seat: Seat) -> Vec<u8> {
        let mut v = Vec::new();
        if let Some(s) = self.stacks.get(seat as usize) {
            for size in (0..4u8).rev() {
                for _ in 0..s[size as usize] {
                    v.push(size);
                }
            }
        }
        v
    }
    /// The master card in play (1..=8), if any.
    pub fn master_card(&self) -> Option<u8> {
        (self.master_card > 0).then_some(self.master_card)
    }

    fn new_state(options: &TorresOptions, seed: u64) -> Result<Torres, OptionsError> {
        let o = *options;
        if !(2..=4).contains(&o.players) {
            return Err(OptionsError::PlayerRange { players: o.players, min: 2, max: 4 });
        }
        if o.master && o.cards != CardMode::PersonalDeck {
            return Err(OptionsError::MasterNeedsOwnDecks);
        }
        if let Some(c) = o.master_card {
            if !o.master {
                return Err(OptionsError::MasterCardWithoutMaster);
            }
            if !(1..=8).contains(&c) {
                return Err(OptionsError::MasterCardOutOfRange { card: c, min: 1, max: 8 });
            }
        }
        let mut rng = Rng::new(seed);
        let mut g = Torres {
            opts: o,
            rng,
            n: o.players,
            h: [0; 64],
            castles: Castles::compute(&[0; 64]),
            lv: Levels::new(&[0; 64]),
            knight_bb: [0; 4],
            king: NONE,
            score: [0; 4],
            supply: 92,
            stacks: [[0; 4]; 4],
            cur_stack: 0,
            stage: Stage::StartKnights,
            phase: 1,
            round: 1,
            round_start: 0,
            turn_in_round: 0,
            to_move: 0,
            turn: 0,
            ap: 0,
            cards_taken: 0,
            card_played: false,
            taken_this_turn: [0; 10],
            hands: [[0; 10]; 4],
            played: [[0; 10]; 4],
            pdeck: [Card::ALL; 4],
            pdeck_len: [0; 4],
            known_top: [0; 4],
            known_bottom: [0; 4],
            cdeck: [Card::Climb2; 40],
            cdeck_len: 0,
            pending: [Card::Climb2; 3],
            pending_len: 0,
            unseen: 0,
            unseen_held: [0; 4],
            unseen_fresh: 0,
            master_card: 0,
            foundations: 0,
            rules_version: RULES_VERSION as u8,
        };
        let n = o.players as usize;
        if o.master {
            g.master_card = match o.master_card {
                Some(c) => c,
                None => rng.below(8) as u8 + 1,
            };
            for p in 0..n {
                g.hands[p] = [1; 10];
            }
            g.stage = Stage::Foundations;
        } else {
            for sq in FOUNDATIONS {
                g.h[sq as usize] = 1;
            }
            g.supply -= 8;
            g.foundations = 8;
            g.relabel();
            match o.cards {
                CardMode::PersonalDeck => {
                    for p in 0..n {
                        rng.shuffle(&mut g.pdeck[p]);
                        g.pdeck_len[p] = 10;
                    }
                }
                CardMode::CommonDeck => {
                    for i in 0..40 {
                        g.cdeck[i] = Card::ALL[i % 10];
                    }
                    rng.shuffle(&mut g.cdeck);
                    g.cdeck_len = 40;
                }
                CardMode::Off => {}
            }
        }
        g.rng = rng;
        g.turn = 1;
        Ok(g)
    }

    /// Gives every seat its stacks for the current phase from the supply.
    pub(crate) fn deal_stacks(&mut self) {
        for p in 0..self.n as usize {
            for &size in stack_sizes(self.n, self.phase) {
                let s = size.min(self.supply);
                self.supply -= s;
                self.stacks[p][s as usize] += 1;
            }
        }
    }

    /// The seat playing `i`-th in the current round.
    #[inline]
    pub(crate) fn seat_in_round(&self, i: u8) -> u8 {
        (self.round_start + i) % self.n
    }

    pub(crate) fn start_turn(&mut self) {
        let p = self.seat_in_round(self.turn_in_round);
        self.to_move = p;
        self.turn += 1;
        self.ap = 5;
        self.cards_taken = 0;
        self.card_played = false;
        self.taken_this_turn = [0; 10];
        self.unseen_fresh = 0;
        self.stage = Stage::ChooseStack;
        let s = self.stacks[p as usize];
        let distinct = s.iter().filter(|&&c| c > 0).count();
        if distinct <= 1 {
            // Nothing to decide: every stack is the same size.
            let size = (0..4).find(|&i| s[i] > 0).unwrap_or(0);
            self.choose_stack(size as u8);
        }
    }

    pub(crate) fn choose_stack(&mut self, size: u8) {
        let p = self.to_move as usize;
        if self.stacks[p][size as usize] > 0 {
            self.stacks[p][size as usize] -= 1;
        }
        self.cur_stack = size;
        self.stage = Stage::Main;
    }

    /// Room left for leftovers: stacks of the player to move holding fewer than 3 blocks.
    pub(crate) fn spread_room(&self) -> bool {
        let s = self.stacks[self.to_move as usize];
        s[0] + s[1] + s[2] > 0
    }

    pub(crate) fn end_turn(&mut self) {
        if self.cur_stack > 0 && self.spread_room() {
            self.stage = Stage::Redistribute;
        } else {
            self.finish_turn();
        }
    }

    pub(crate) fn finish_turn(&mut self) {
        self.supply += self.cur_stack;
        self.cur_stack = 0;
        self.turn_in_round += 1;
        if self.turn_in_round < self.n {
            self.start_turn();
            return;
        }
        self.turn_in_round = 0;
        self.round += 1;
        if self.round > rounds(self.n, self.phase) {
            self.end_phase();
            return;
        }
        if self.opts.master {
            if let Some(leader) = self.leader() {
                self.round_start = leader;
            }
        }
        self.start_turn();
    }

    /// The seat with strictly the most points (`None` while the top is shared, i.e. all at 0).
    pub(crate) fn leader(&self) -> Option<u8> {
        let n = self.n as usize;
        let best = *self.score[..n].iter().max()?;
        let mut it = (0..n).filter(|&p| self.score[p] == best);
        let first = it.next()?;
        it.next().is_none().then_some(first as u8)
    }

    fn end_phase(&mut self) {
        for p in 0..self.n as usize {
            let s = std::mem::take(&mut self.stacks[p]);
            self.supply += s[1] + 2 * s[2] + 3 * s[3];
        }
        self.score_phase();
        if self.phase == 3 {
            self.stage = Stage::Over;
            return;
        }
        // Lowest score; ties to the earliest in the order of the round just played.
        let mut low = self.round_start;
        for i in 1..self.n {
            let p = self.seat_in_round(i);
            if self.score[p as usize] < self.score[low as usize] {
                low = p;
            }
        }
        self.phase += 1;
        self.round = 1;
        self.turn_in_round = 0;
        self.round_start = low;
        self.deal_stacks();
        if self.king_squares() != 0 {
            self.stage = Stage::KingMove;
            self.to_move = low;
            self.turn += 1;
        } else {
            self.start_turn();
        }
    }

    /// Empty castle squares (where the king may be put after a scoring).
    pub(crate) fn king_squares(&self) -> u64 {
        self.castles.mask & !self.occupied()
    }

    /// Legal targets of the knight on `sq` for the player to move, with their AP cost
    /// (steps, through-castle moves and card moves; cards cost 0 AP).
    pub fn targets_of(&self, sq: u8) -> Vec<(TorresAction, u8)> {
        let mut all = Vec::new();
        self.legal_actions(&mut all);
        all.into_iter().filter(|a| a.from_square() == Some(sq)).map(|a| (a, a.ap_cost())).collect()
    }

    /// Parses [`Game::position_text`] output (see the module docs).
    pub fn from_position_text(text: &str) -> Result<Torres, PositionError> {
        text::parse_position(text)
    }
}

impl Game for Torres {
    type Options = TorresOptions;
    type Action = TorresAction;
    type Error = TorresError;
    const ID: &'static str = "torres";
    const NAME: &'static str = "Torres";
    const HAS_LESSONS: bool = true;

    const RULES_VERSION: u32 = RULES_VERSION;

    fn new_game(options: &TorresOptions, seed: u64) -> Result<Self, OptionsError> {
        Torres::new_state(options, seed)
    }
    fn supports_rules_version(rules_version: u32) -> bool {
        (1..=RULES_VERSION).contains(&rules_version)
    }
    fn new_game_with_rules(options: &TorresOptions, seed: u64, rules_version: u32) -> Result<Self, OptionsError> {
        if !Self::supports_rules_version(rules_version) {
            return Err(OptionsError::RulesVersion { version: rules_version });
        }
        let mut game = Torres::new_state(options, seed)?;
        game.rules_version = rules_version as u8;
        Ok(game)
    }
    fn rules_version(&self) -> u32 {
        self.rules_version as u32
    }
    fn options(&self) -> &TorresOptions {
        &self.opts
    }
    fn seat_count(&self) -> usize {
        self.n as usize
    }
    fn to_move(&self) -> Option<Seat> {
        (self.stage != Stage::Over).then_some(self.to_move)
    }
    fn turn_number(&self) -> u32 {
        self.turn
    }
    fn legal_actions(&self, out: &mut Vec<TorresAction>) {
        out.clear();
        self.gen_actions(out);
    }
    fn check(&self, action: TorresAction) -> Result<(), TorresError> {
        self.check_action(action)
    }
    fn play_unchecked(&mut self, action: TorresAction) -> Effect {
        self.apply_action(action)
    }
    fn outcome(&self) -> Option<Outcome> {
        if self.stage != Stage::Over {
            return None;
        }
        let n = self.n as usize;
        let scores: Vec<i32> = self.score[..n].to_vec();
        let best = scores.iter().copied().max().unwrap_or(0);
        let winners = (0..n as u8).filter(|&p| scores[p as usize] == best).collect();
        Some(Outcome { winners, scores })
    }
    fn scores(&self) -> Vec<i32> {
        self.score[..self.n as usize].to_vec()
    }
    fn has_hidden_information(&self) -> bool {
        self.opts.cards != CardMode::Off && !self.opts.master
    }
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Self {
        let mut g = *self;
        g.determinize_cards(seat, rng);
        g.rng = rng.fork();
        g
    }
    fn evaluate(&self) -> [f32; MAX_SEATS] {
        self.evaluate_position()
    }
    fn redacted(&self, viewer: Option<Seat>) -> Self {
        self.redacted_view(viewer)
    }
    fn reason_msg(&self, action: TorresAction) -> Option<castellan_core::Msg> {
        self.reason_of(action)
    }
    fn notation(&self, action: TorresAction) -> String {
        self.notation_of(action)
    }
    /// The log never names a drawn, kept or returned card (only played cards, which are
    /// public), so every viewer reads the same notation.
    fn notation_for(&self, action: TorresAction, _viewer: Option<Seat>) -> String {
        self.notation_of(action)
    }
    /// The card kept or put back is named to the player who chose it (their log, a hint to
    /// them), to no one else (`notation_msg_for`).
    fn notation_msg(&self, action: TorresAction, viewer: Option<Seat>) -> castellan_core::Msg {
        self.notation_msg_for(action, viewer)
    }
    fn position_text(&self) -> String {
        self.text()
    }
    fn lessons() -> Vec<castellan_core::lesson::Lesson<Self>> {
        lessons::all()
    }
    fn has_secret_decks(&self) -> bool {
        Torres::has_secret_decks(self)
    }
    fn set_secret_deck(&mut self, seat: Seat, order: Option<u64>) -> bool {
        Torres::set_secret_deck(self, seat, order)
    }
    fn draws_secret(&self, action: TorresAction) -> bool {
        action == TorresAction::TakeCard && Torres::has_secret_decks(self)
    }
    fn unseen_choice(&self, action: TorresAction) -> Option<u8> {
        cards::card_chosen(action)
    }
    fn choose_unseen(&self, action: TorresAction, choice: u8) -> Option<TorresAction> {
        cards::with_card_chosen(action, choice)
    }
    fn unseen_action(&self, action: TorresAction) -> TorresAction {
        cards::unseen_form(action)
    }
    fn bot_actions(&self, out: &mut Vec<TorresAction>) {
        self.gen_bot_actions(out);
    }
    fn action_priors(&self, actions: &[TorresAction], out: &mut Vec<f32>) {
        self.bot_action_priors(actions, out);
    }
    fn scorings_done(&self) -> u32 {
        self.scorings_so_far()
    }
    fn reference_bias(&self, actions: &[TorresAction], out: &mut Vec<f32>) {
        self.reference_bias_of(actions, out);
    }
    fn reference_first(&self, actions: &[TorresAction]) -> Option<usize> {
        self.reference_first_of(actions)
    }
    fn standing_scores(&self) -> Vec<i32> {
        self.standing_scores_now()
    }
    fn action_kind(&self, action: TorresAction) -> Option<String> {
        match action {
            TorresAction::TakeCard => Some("take card".into()),
            TorresAction::Keep(card) => Some(format!("keep {card:?}")),
            TorresAction::Play(play) => Some(format!("play {:?}", play.card())),
            TorresAction::AdvanceScore => Some("score step".into()),
            _ => None,
        }
    }
}
