//! Legality and effects: which actions are legal, why others are not, and what each does.

use super::board::{home_masks_for, home_table_for, step, DIRECTIONS};
use super::*;

impl Torri {
    /// The number of players at the table.
    pub fn players(&self) -> usize {
        self.options.players as usize
    }

    pub(crate) fn start_phase(&self) -> TurnPhase {
        if self.options.colour_die == ColourDie::Off {
            TurnPhase::AwaitChoice { after_six: false }
        } else {
            TurnPhase::AwaitColourDie
        }
    }

    /// Writes a square, keeping the derived masks in step.
    pub(crate) fn put(&mut self, sq: usize, stack: Stack) {
        self.board[sq] = stack;
        let b = 1u128 << sq;
        for m in self.owned.iter_mut() {
            *m &= !b;
        }
        self.tall &= !b;
        let top = stack.owner_or_nobody();
        if top != NOBODY {
            self.owned[top as usize] |= b;
            if stack.len() >= 2 {
                self.tall |= b;
            }
        }
    }

    pub(crate) fn rebuild_masks(&mut self) {
        for sq in 0..SQUARES {
            self.put(sq, self.board[sq]);
        }
    }

    /// Squares of `seat`'s stacks that are frozen in its home.
    pub(crate) fn frozen_mask(&self, seat: Seat) -> u128 {
        self.owned[seat as usize] & self.tall & home_masks_for(self.players())[seat as usize]
    }

    // ----- public helpers for the UI -----

    /// The seat whose home `sq` is, in this game.
    pub fn home_owner(&self, sq: Square) -> Option<Seat> {
        home_owner(self.players(), sq)
    }
    /// Every square's stack, indexed by square (`row * 10 + col`, `a1` = 0).
    pub fn board(&self) -> &[Stack; SQUARES] {
        &self.board
    }
    /// The stack on `sq` (empty off the board).
    pub fn stack(&self, sq: Square) -> Stack {
        self.board.get(sq as usize).copied().unwrap_or_default()
    }
    pub fn phase(&self) -> TurnPhase {
        self.phase
    }
    /// The most recent number roll (kept until the next one).
    pub fn last_roll(&self) -> Option<DiceRoll> {
        self.last_roll
    }
    /// The most recent colour-die face (kept until the next one).
    pub fn last_colour_die(&self) -> Option<ColourFace> {
        self.last_colour
    }
    /// Pieces `seat` has carried home by free carry.
    pub fn reserve(&self, seat: Seat) -> usize {
        self.reserve.get(seat as usize).map_or(0, |r| r.iter().map(|&n| n as usize).sum())
    }
    /// Pieces in `seat`'s reserve by colour (free carry keeps whatever colours it lifted).
    pub fn reserve_by_colour(&self, seat: Seat) -> [u8; MAX_SEATS] {
        self.reserve.get(seat as usize).copied().unwrap_or_default()
    }
    /// Whether the stack on `sq` is frozen in its owner's home.
    pub fn is_frozen(&self, sq: Square) -> bool {
        let s = self.stack(sq);
        s.len() >= 2 && s.top().is_some() && self.home_owner(sq) == s.top()
    }
    /// Whether the stack on `sq` captured this turn and may not move again.
    pub fn is_locked(&self, sq: Square) -> bool {
        (sq as usize) < SQUARES && self.locked & bit(sq) != 0
    }
    /// The game ends when the current round is over.
    pub fn is_last_round(&self) -> bool {
        self.end_triggered
    }
    /// Legal actions that start at `from` (moves, free carry) — what the UI highlights after a
    /// click on a stack.
    pub fn actions_from(&self, from: Square) -> Vec<TorriAction> {
        let mut all = Vec::new();
        self.legal_actions(&mut all);
        all.retain(|a| match *a {
            TorriAction::Move { from: f, .. } | TorriAction::FreeCarry { from: f } => f == from,
            TorriAction::Split { .. } => matches!(self.phase, TurnPhase::AwaitSplit { at, .. } if at == from),
            _ => false,
        });
        all
    }
    /// Pieces owned by each seat right now (stacks it owns anywhere plus its reserve).
    pub(crate) fn owned_counts(&self) -> [usize; MAX_SEATS] {
        let mut counts = [0usize; MAX_SEATS];
        for s in self.board.iter() {
            if let Some(t) = s.top() {
                counts[t as usize] += s.len();
            }
        }
        for (p, c) in counts.iter_mut().enumerate().take(self.players()) {
            *c += self.reserve(p as Seat);
        }
        counts
    }

    // ----- rules -----

    /// Bit `p` set when seat `p` owns a stack that is not frozen in its home (and, with
    /// `respect_lock`, did not capture this turn). Mask arithmetic only, no board scan.
    pub(crate) fn movable_mask(&self, respect_lock: bool) -> u8 {
        let lock = if respect_lock { self.locked } else { 0 };
        let mut mask = 0u8;
        for p in 0..self.options.players {
            if self.owned[p as usize] & !self.frozen_mask(p) & !lock != 0 {
                mask |= 1 << p;
            }
        }
        mask
    }

    pub(crate) fn has_movable(&self, seat: Seat, respect_lock: bool) -> bool {
        self.movable_mask(respect_lock) & (1 << seat) != 0
    }

    /// Why the seat to move may not move `from`→`to` over `dist` squares, if it may not.
    pub(crate) fn move_error(&self, from: Square, to: Square, dist: usize) -> Option<TorriError> {
        if from as usize >= SQUARES || to as usize >= SQUARES {
            return Some(TorriError::OffBoard);
        }
        let s = self.board[from as usize];
        if s.is_empty() {
            return Some(TorriError::EmptySquare);
        }
        if s.top() != Some(self.seat) {
            return Some(TorriError::NotYourStack);
        }
        if self.frozen_mask(self.seat) & bit(from) != 0 {
            return Some(TorriError::FrozenInHome);
        }
        if self.locked & bit(from) != 0 {
            return Some(TorriError::CapturedThisTurn);
        }
        let (fc, fr, tc, tr) = (col_of(from), row_of(from), col_of(to), row_of(to));
        if from == to || (fc != tc && fr != tr) {
            return Some(TorriError::NotStraight);
        }
        if fc.abs_diff(tc) + fr.abs_diff(tr) != dist {
            return Some(TorriError::WrongDistance { required: dist.min(u8::MAX as usize) as u8 });
        }
        self.landing_error(to)
    }

    /// Whether the seat to move may put something on `to`.
    pub(crate) fn landing_error(&self, to: Square) -> Option<TorriError> {
        let home = home_table_for(self.players())[to as usize];
        if home != NOBODY && home != self.seat {
            return Some(TorriError::OtherHome);
        }
        if self.board[to as usize].owner_or_nobody() == self.seat {
            return Some(TorriError::OwnStack);
        }
        None
    }

    /// Calls `f` with every move of exactly `dist` (or each stack's height when `None`) until it
    /// returns `false`; returns whether it stopped early. One walk serves both the generator and
    /// the "is there any move" test, so they cannot disagree.
    pub(crate) fn for_each_move(&self, dist: Option<usize>, mut f: impl FnMut(TorriAction) -> bool) -> bool {
        // Written with plain indexing and no adaptors: this is the hottest loop of bots and of
        // random play, and it must stay quick even in unoptimised test builds.
        let seat = self.seat;
        let homes = home_table_for(self.players());
        // Lowest square first, so the order is the same as a plain board scan.
        let mut candidates = self.owned[seat as usize] & !self.frozen_mask(seat) & !self.locked;
        while candidates != 0 {
            let from = candidates.trailing_zeros() as usize;
            candidates &= candidates - 1;
            let n = self.board[from].len();
            let d = match dist {
                Some(d) => d,
                None => n,
            };
            if d == 0 || d >= SIZE {
                continue;
            }
            let (c, r) = (from % SIZE, from / SIZE);
            // Same order as `DIRECTIONS`: north, east, south, west; NOBODY marks "off the board".
            let mut targets = [NOBODY as usize; 4];
            if r + d < SIZE {
                targets[0] = from + SIZE * d;
            }
            if c + d < SIZE {
                targets[1] = from + d;
            }
            if r >= d {
                targets[2] = from - SIZE * d;
            }
            if c >= d {
                targets[3] = from - d;
            }
            for &to in &targets {
                if to == NOBODY as usize {
                    continue;
                }
                let h = homes[to];
                if (h == NOBODY || h == seat)
                    && self.board[to].owner_or_nobody() != seat
                    && !f(TorriAction::Move { from: from as Square, to: to as Square })
                {
                    return true;
                }
            }
        }
        false
    }

    pub(crate) fn push_moves(&self, dist: Option<usize>, out: &mut Vec<TorriAction>) {
        self.for_each_move(dist, |a| {
            out.push(a);
            true
        });
    }

    pub(crate) fn any_move(&self, dist: Option<usize>) -> bool {
        self.for_each_move(dist, |_| false)
    }

    pub(crate) fn limit(&self) -> Option<usize> {
        self.options.height_limit.map(|l| l as usize)
    }

    /// Whether a split of the stack on `at` with `cut` pieces staying is allowed (cut rule only).
    pub(crate) fn cut_ok(&self, at: Square, cut: usize) -> bool {
        let Some(limit) = self.limit() else { return false };
        let s = self.board[at as usize];
        let n = s.len();
        cut >= 1 && cut < n && cut <= limit && n - cut <= limit && s.piece(cut - 1) == self.seat
    }

    pub(crate) fn split_target_ok(&self, at: Square, to: Square) -> bool {
        (to as usize) < SQUARES
            && (0..DIRECTIONS.len()).any(|d| step(at, d, 1) == Some(to))
            && self.landing_error(to).is_none()
    }

    pub(crate) fn push_splits(&self, at: Square, out: &mut Vec<TorriAction>) {
        let n = self.board[at as usize].len();
        for cut in 1..n {
            if !self.cut_ok(at, cut) {
                continue;
            }
            for dir in 0..DIRECTIONS.len() {
                if let Some(to) = step(at, dir, 1) {
                    if self.landing_error(to).is_none() {
                        out.push(TorriAction::Split { cut: cut as u8, to });
                    }
                }
            }
        }
    }

    /// Whether the stack on `at` (owned by the mover) is over the limit and can be split.
    pub(crate) fn needs_split(&self, at: Square) -> bool {
        let Some(limit) = self.limit() else { return false };
        let n = self.board[at as usize].len();
        if n <= limit {
            return false;
        }
        let any_target =
            (0..DIRECTIONS.len()).any(|d| step(at, d, 1).is_some_and(|to| self.landing_error(to).is_none()));
        any_target && (1..n).any(|cut| self.cut_ok(at, cut))
    }

    /// Whether the only legal action is `Pass`.
    pub(crate) fn only_pass(&self) -> bool {
        match self.phase {
            TurnPhase::AwaitColourDie => !self.has_movable(self.seat, false),
            TurnPhase::AwaitChoice { .. } | TurnPhase::AwaitBonusRoll => !self.has_movable(self.seat, true),
            TurnPhase::AwaitMove { distance } => !self.any_move(Some(distance as usize)),
            TurnPhase::AwaitSplit { .. } | TurnPhase::GameOver => false,
        }
    }

    pub(crate) fn roll_dice(&mut self) -> u8 {
        let d6 = self.rng.roll(DIE_SIDES) as u8;
        let (d3, distance) = if self.options.two_dice {
            let d3 = self.rng.roll(SMALL_DIE_SIDES) as u8;
            (Some(d3), d6.abs_diff(d3))
        } else {
            (None, d6)
        };
        self.last_roll = Some(DiceRoll { d6, d3, distance });
        distance
    }

    /// Called after every change to the board, before the turn may end.
    pub(crate) fn update_end_trigger(&mut self) {
        if !self.end_triggered {
            let all = (1u8 << self.options.players) - 1;
            self.stuck = all & !self.movable_mask(false);
            self.end_triggered = self.stuck != 0;
        }
    }

    /// The move (or pass) sequence of the turn is over: the extra roll, or the next turn.
    pub(crate) fn end_sequence(&mut self) {
        if self.bonus_pending {
            self.bonus_pending = false;
            self.phase = TurnPhase::AwaitBonusRoll;
        } else {
            self.end_turn();
        }
    }

    pub(crate) fn end_turn(&mut self) {
        self.locked = 0;
        self.bonus_pending = false;
        let round_complete = self.seat as usize == self.players() - 1;
        if round_complete {
            self.quiet_rounds = if self.progress { 0 } else { self.quiet_rounds.saturating_add(1) };
            self.progress = false;
            if self.no_progress_rule() && self.quiet_rounds >= NO_PROGRESS_ROUNDS {
                self.end_triggered = true;
            }
        }
        if self.end_triggered && round_complete {
            self.phase = TurnPhase::GameOver;
            return;
        }
        self.seat = (self.seat + 1) % self.options.players;
        self.turn += 1;
        self.phase = self.start_phase();
    }

    /// Whether the no-progress ending is in force (a new-game option; rules version 2).
    pub(crate) fn no_progress_rule(&self) -> bool {
        self.options.no_progress && self.rules_version >= 2
    }

    /// With the no-progress ending: how many more complete rounds without progress end the
    /// game, counting the round in progress (1: it ends with this round unless something
    /// happens). `None` without the rule.
    pub fn rounds_without_progress_left(&self) -> Option<u32> {
        self.no_progress_rule().then(|| NO_PROGRESS_ROUNDS.saturating_sub(self.quiet_rounds) as u32)
    }

    /// Whether the game ended by the no-progress rule (rather than because a player had no stack
    /// left to move).
    pub fn ended_without_progress(&self) -> bool {
        self.phase == TurnPhase::GameOver && self.no_progress_rule() && self.quiet_rounds >= NO_PROGRESS_ROUNDS
    }

    /// The seats that had no stack left to move when that decided the last round, in seat order
    /// (empty unless the game ended or ends that way).
    pub fn stuck_seats(&self) -> Vec<Seat> {
        (0..self.options.players).filter(|&s| self.stuck & (1 << s) != 0).collect()
    }

    /// Complete rounds in a row without progress so far (counted whether or not the rule is on).
    pub fn quiet_rounds(&self) -> u32 {
        self.quiet_rounds as u32
    }

    /// After a stack landed on `at`: split it if needed, else the six bonus or the end.
    pub(crate) fn after_landing(&mut self, at: Square, six: bool) {
        if self.needs_split(at) {
            self.phase = TurnPhase::AwaitSplit { at, six };
        } else if six {
            self.phase = TurnPhase::AwaitChoice { after_six: true };
        } else {
            self.end_sequence();
        }
    }

    pub(crate) fn gen_actions(&self, out: &mut Vec<TorriAction>) {
        out.clear();
        // Each phase generates directly and falls back to a lone `Pass` when nothing else is
        // legal; `only_pass` (used by `check`) asks the same questions.
        match self.phase {
            TurnPhase::GameOver => {}
            TurnPhase::AwaitColourDie => out.push(if self.has_movable(self.seat, false) {
                TorriAction::RollColourDie
            } else {
                TorriAction::Pass
            }),
            TurnPhase::AwaitBonusRoll => {
                if self.has_movable(self.seat, true) {
                    out.push(TorriAction::Roll);
                    if self.rules_version >= 2 {
                        out.push(TorriAction::DeclineBonusRoll);
                    }
                } else {
                    out.push(TorriAction::Pass);
                }
            }
            TurnPhase::AwaitChoice { after_six } => {
                if !self.has_movable(self.seat, true) {
                    out.push(TorriAction::Pass);
                    return;
                }
                out.push(TorriAction::Roll);
                if !self.options.dice_only {
                    self.push_moves(None, out);
                }
                if let (Some(h), false) = (self.options.free_carry, after_six) {
                    for from in 0..SQUARES as u8 {
                        let s = self.board[from as usize];
                        if s.top() == Some(self.seat)
                            && self.home_owner(from) != Some(self.seat)
                            && s.len() > h as usize
                        {
                            out.push(TorriAction::FreeCarry { from });
                        }
                    }
                }
            }
            TurnPhase::AwaitMove { distance } => {
                self.push_moves(Some(distance as usize), out);
                if out.is_empty() {
                    out.push(TorriAction::Pass);
                }
            }
            TurnPhase::AwaitSplit { at, .. } => self.push_splits(at, out),
        }
    }

    pub(crate) fn check_action(&self, action: TorriAction) -> Result<(), TorriError> {
        use TorriAction as A;
        use TorriError as E;
        use TurnPhase as P;
        if self.phase == P::GameOver {
            return Err(E::GameOver);
        }
        if action == A::Pass {
            return if self.only_pass() { Ok(()) } else { Err(E::PassNotAllowed) };
        }
        // Phase errors first: they tell the player what the turn is waiting for.
        match (self.phase, action) {
            (P::AwaitSplit { .. }, A::Split { .. }) => {}
            (P::AwaitSplit { .. }, _) => return Err(E::MustSplit),
            (_, A::Split { .. }) => return Err(E::NoSplitNow),
            (P::AwaitColourDie, A::RollColourDie) => {}
            (P::AwaitColourDie, _) => return Err(E::MustRollColourDie),
            (_, A::RollColourDie) => return Err(E::ColourDieNotNow),
            (P::AwaitBonusRoll, A::Roll) => {}
            (P::AwaitBonusRoll, A::DeclineBonusRoll) if self.rules_version >= 2 => {
                return if self.only_pass() { Err(E::NothingToMove) } else { Ok(()) };
            }
            (P::AwaitBonusRoll, _) => return Err(E::MustRollBonus),
            (_, A::DeclineBonusRoll) => return Err(E::NoBonusRollToDecline),
            (P::AwaitMove { distance }, A::Roll | A::FreeCarry { .. }) => return Err(E::AlreadyRolled { distance }),
            _ => {}
        }
        // A legal move or carry proves there is something to move, so the (board-wide) "only
        // pass" test is needed just for the die rolls, which are legal exactly when it fails.
        match (self.phase, action) {
            (P::AwaitColourDie, _) | (P::AwaitBonusRoll, _) | (P::AwaitChoice { .. }, A::Roll) => {
                if self.only_pass() {
                    Err(E::NothingToMove)
                } else {
                    Ok(())
                }
            }
            (P::AwaitChoice { .. }, A::Move { from, to }) => {
                if self.options.dice_only {
                    return Err(E::HeightMovesDisabled);
                }
                let dist = self.board.get(from as usize).map_or(0, |s| s.len());
                self.move_error(from, to, dist).map_or(Ok(()), Err)
            }
            (P::AwaitChoice { after_six }, A::FreeCarry { from }) => {
                let Some(h) = self.options.free_carry else {
                    return Err(E::FreeCarryDisabled);
                };
                if after_six {
                    return Err(E::FreeCarryNotNow);
                }
                let s = self.board.get(from as usize).copied().ok_or(E::OffBoard)?;
                if s.is_empty() {
                    return Err(E::EmptySquare);
                }
                if s.top() != Some(self.seat) {
                    return Err(E::NotYourStack);
                }
                if self.home_owner(from) == Some(self.seat) {
                    return Err(E::AlreadyHome);
                }
                if s.len() <= h as usize {
                    return Err(E::TooLowToCarry { height: h });
                }
                Ok(())
            }
            (P::AwaitMove { distance }, A::Move { from, to }) => {
                self.move_error(from, to, distance as usize).map_or(Ok(()), Err)
            }
            (P::AwaitSplit { at, .. }, A::Split { cut, to }) => {
                if !self.cut_ok(at, cut as usize) {
                    return Err(E::BadCut { limit: self.options.height_limit.unwrap_or(u8::MAX) });
                }
                if to as usize >= SQUARES {
                    return Err(E::OffBoard);
                }
                if !(0..DIRECTIONS.len()).any(|d| step(at, d, 1) == Some(to)) {
                    return Err(E::NotAdjacent);
                }
                debug_assert!(self.split_target_ok(at, to) == self.landing_error(to).is_none());
                self.landing_error(to).map_or(Ok(()), Err)
            }
            _ => Err(E::NotRolledNow),
        }
    }

    pub(crate) fn apply_action(&mut self, action: TorriAction) -> Effect {
        use TorriAction as A;
        let mut effect = Effect::QUIET;
        match action {
            A::Pass => match self.phase {
                TurnPhase::AwaitColourDie => self.end_turn(),
                TurnPhase::GameOver => {}
                _ => self.end_sequence(),
            },
            A::RollColourDie => {
                effect = Effect::REVEALED;
                let r = self.rng.below(COLOUR_DIE_SIDES);
                let face =
                    if (r as usize) < self.players() { ColourFace::Colour(r as Seat) } else { ColourFace::Blank };
                self.last_colour = Some(face);
                match face {
                    ColourFace::Colour(c) if c != self.seat => self.end_turn(),
                    ColourFace::Colour(_) => {
                        self.bonus_pending = self.options.colour_die == ColourDie::OwnColourRollsAgain;
                        self.phase = TurnPhase::AwaitChoice { after_six: false };
                    }
                    ColourFace::Blank => self.phase = TurnPhase::AwaitChoice { after_six: false },
                }
            }
            A::Roll => {
                effect = Effect::REVEALED;
                let distance = self.roll_dice();
                self.phase = TurnPhase::AwaitMove { distance };
            }
            A::DeclineBonusRoll => self.end_turn(),
            A::Move { from, to } => {
                if from as usize >= SQUARES || to as usize >= SQUARES {
                    return effect;
                }
                let six = self.phase == TurnPhase::AwaitMove { distance: BONUS_ROLL };
                let moving = self.board[from as usize];
                let target = self.board[to as usize];
                if !target.is_empty() {
                    self.locked |= bit(to);
                    self.progress = true;
                }
                // A stack of two or more settling in its owner's home (it stays there for good).
                // A single piece walking in does not count: it may walk out again.
                if moving.len() >= 2 && self.home_owner(to) == moving.top() && self.home_owner(from) != moving.top() {
                    self.progress = true;
                }
                self.put(from as usize, Stack::EMPTY);
                self.put(to as usize, moving.placed_on(target));
                self.update_end_trigger();
                self.after_landing(to, six);
            }
            A::Split { cut, to } => {
                let TurnPhase::AwaitSplit { at, six } = self.phase else {
                    return effect;
                };
                if to as usize >= SQUARES {
                    return effect;
                }
                let (lower, upper) = self.board[at as usize].split(cut as usize);
                self.progress = true;
                self.put(at as usize, lower);
                self.put(to as usize, upper.placed_on(self.board[to as usize]));
                // Both parts come from the capturing stack: neither moves again this turn.
                self.locked |= bit(at) | bit(to);
                self.update_end_trigger();
                self.after_landing(to, six);
            }
            A::FreeCarry { from } => {
                let Some(h) = self.options.free_carry else {
                    return effect;
                };
                if from as usize >= SQUARES {
                    return effect;
                }
                let (lower, upper) = self.board[from as usize].split(h as usize);
                self.progress = true;
                self.put(from as usize, lower);
                for c in upper.iter() {
                    let slot = &mut self.reserve[self.seat as usize][c as usize];
                    *slot = slot.saturating_add(1);
                }
                self.update_end_trigger();
                self.end_sequence();
            }
        }
        effect
    }
}
