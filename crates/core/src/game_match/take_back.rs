//! Undo and redo on a [`Match`]: the undo policy of the module above ("Undo policy"), and why
//! nothing may be taken back when that is so ([`TakeBackRefusal`]).

use super::{Game, Match, Seat};

/// Why Undo may not take anything back now ([`Match::take_back_refusal`]), so the screen can say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TakeBackRefusal {
    /// Nothing has been played yet (or nothing by a human).
    NothingPlayed,
    /// The game is over (by its rules or a resignation).
    GameOver,
    /// A bot's reply showed chance or hidden information to everyone (a roll of the dice): it
    /// stays, and the turn it answered with it.
    BotRevealed,
    /// The human's own last action showed them chance or hidden information (a roll, a card
    /// drawn), and nothing after it in the turn can go back without it.
    YouSawIt,
    /// Between humans: the turn has passed to another player.
    TurnPassed,
    /// Going back would leave a bot to move at once (its turn began before the human's).
    BotWouldMove,
}

impl<G: Game> Match<G> {
    /// Undo is allowed for the last action if it belongs to the turn still in progress and did
    /// not reveal chance or hidden information (the rule of turn-based sites: you may take back
    /// a slip within your own turn, never what the dice or cards showed you).
    pub fn can_undo(&self) -> bool {
        let Some(last) = self.records.last().filter(|_| self.resigned.is_empty()) else { return false };
        if last.effect.revealed {
            return false;
        }
        let before = &self.states[self.states.len() - 2];
        let now = self.current();
        now.to_move() == Some(last.seat) && before.turn_number() == now.turn_number()
    }

    /// Undoes the last action between humans (hot-seat): [`Match::take_back`] with every seat
    /// human, which is [`Match::can_undo`]'s one action.
    pub fn undo(&mut self) -> bool {
        self.take_back(|_| true).is_some()
    }

    /// How many actions one undo step takes back at a table where `is_human` tells the human
    /// seats from the bots (see the module's undo policy), or `None` if nothing may go.
    /// With every seat human this is [`Match::can_undo`]'s single action.
    pub fn take_back_len(&self, is_human: impl Fn(Seat) -> bool) -> Option<usize> {
        self.take_back_plan(is_human).ok()
    }

    /// Why nothing may be taken back now (`None`: a step may, [`Match::take_back_len`]).
    pub fn take_back_refusal(&self, is_human: impl Fn(Seat) -> bool) -> Option<TakeBackRefusal> {
        self.take_back_plan(is_human).err()
    }

    fn take_back_plan(&self, is_human: impl Fn(Seat) -> bool) -> Result<usize, TakeBackRefusal> {
        if self.outcome().is_some() {
            return Err(TakeBackRefusal::GameOver);
        }
        let last = self.records.last().ok_or(TakeBackRefusal::NothingPlayed)?;
        if is_human(last.seat) && self.can_undo() {
            return Ok(1);
        }
        let now = self.current().to_move().ok_or(TakeBackRefusal::GameOver)?;
        let ply = self.records.len();
        // The bots' replies since the human's last action: none of them may have shown anything
        // to everyone (a bot's card drawn into its own hand the human never saw).
        let mut end = ply;
        while let Some(r) = end.checked_sub(1).and_then(|i| self.records.get(i)) {
            if is_human(r.seat) {
                break;
            }
            if r.effect.revealed && !r.effect.private {
                return Err(TakeBackRefusal::BotRevealed);
            }
            end -= 1;
        }
        let human = end.checked_sub(1).and_then(|i| self.records.get(i)).ok_or(TakeBackRefusal::NothingPlayed)?.seat;
        let replied = end < ply;
        // The human at the device: the one to move now, or while a bot thinks the one who played
        // last. Without a bot's reply in between, a turn that has passed stays played (hot-seat).
        if is_human(now) && !(now == human && replied) {
            return Err(if now == human { TakeBackRefusal::YouSawIt } else { TakeBackRefusal::TurnPassed });
        }
        // That human's last turn, back to its start or to just after the last reveal in it.
        let turn = self.states[end - 1].turn_number();
        let mut start = end;
        while let Some(i) = start.checked_sub(1) {
            let r = &self.records[i];
            if r.seat != human || r.effect.revealed || self.states[i].turn_number() != turn {
                break;
            }
            start = i;
        }
        // Something of the human's turn must go, and the step must end on the human's turn: never
        // on a bot's, which would play again at once.
        if start == end {
            return Err(TakeBackRefusal::YouSawIt);
        }
        if self.states[start].to_move() != Some(human) {
            return Err(TakeBackRefusal::BotWouldMove);
        }
        Ok(ply - start)
    }

    /// Takes back [`Match::take_back_len`] actions as one step (redo restores them as one) and
    /// says how many; `None` leaves the match unchanged.
    pub fn take_back(&mut self, is_human: impl Fn(Seat) -> bool) -> Option<usize> {
        let n = self.take_back_len(is_human)?;
        let keep = self.records.len() - n;
        let step = self.records.drain(keep..).map(|r| r.action).collect();
        self.states.truncate(keep + 1);
        self.redo_stack.push(step);
        Some(n)
    }

    pub fn can_redo(&self) -> bool {
        !self.redo_stack.is_empty() && self.resigned.is_empty()
    }

    /// How many actions the next redo replays (0: none).
    pub fn redo_len(&self) -> usize {
        if !self.resigned.is_empty() {
            return 0;
        }
        self.redo_stack.last().map_or(0, Vec::len)
    }

    /// Replays the last step undone, all of it or nothing.
    pub fn redo(&mut self) -> bool {
        if !self.resigned.is_empty() {
            return false;
        }
        let Some(step) = self.redo_stack.pop() else { return false };
        let keep = self.records.len();
        for action in step {
            if self.push(action).is_err() {
                // Cannot happen (the same actions from the same position), but never half a step.
                self.records.truncate(keep);
                self.states.truncate(keep + 1);
                self.redo_stack.clear();
                return false;
            }
        }
        true
    }
}
