//! A match: one game from its options and seed through every action played, with history
//! stepping, turn-bounded undo and redo, and the compact action encoding used by saves and links.
//!
//! # Undo policy
//! The rule of turn-based sites: a slip may be taken back, never what chance or hidden
//! information showed. No undo ever pops an action whose [`Effect::revealed`] is true (a die
//! roll, a card drawn, the end of a blind deployment).
//! * **Between humans** (hot-seat; [`Match::undo`]): only within the turn still in progress,
//!   one action per step. Once the turn has passed to the next player it stays played.
//! * **Against bots** ([`Match::take_back`], told which seats are human): within the human's own
//!   turn it is the same, one action per step. Once the human's turn is over, one step takes
//!   back the bots' replies since (or the reply still being thought about) together with that
//!   whole turn, back to its start; if the turn began with a reveal (a roll), back to just after
//!   the last reveal in it, which is as far as the rule allows and what a player who rolled
//!   expects: the dice stay, the moves made with them go. A bot's card drawn into its hidden
//!   hand ([`Effect::private`]) goes back with the rest: the human never saw it. The step always
//!   ends on that human's turn, so no bot moves again until the human does; when the rule would
//!   stop it on a bot's turn (a bot's reply rolled the dice for all to see, or the human's turn
//!   ended on a reveal) nothing is offered, and [`Match::take_back_refusal`] says why. A turn taken back is only ever the latest turn of the human to move now (or,
//!   while a bot is to move, of the human who played last): with several humans at the table a
//!   player never takes back another's turn. Undo pressed again goes on to the turn before, as
//!   long as the rule allows. A finished game stays finished.
//!   Torri shows why this matters: a turn there is a roll (revealed) and a move, or a single
//!   height move that ends it, so within-turn undo almost never has anything to take back (only
//!   a move after a rolled six); against a bot a height move, or the moves made with a roll, can
//!   be taken back as long as the bot's answer was a height move too.
//! * **Redo** replays exactly what the last step took back, as one step, until something else is
//!   played. The replay is exact: the same actions from the same position (whose state holds
//!   the RNG) give the same dice and cards.
//!
//! Undo and redo only pop and replay records: the action list afterwards is the one from before
//! the step, so saves and links need nothing new.
//!
//! # Resigning
//! A resignation ([`Match::resign`]) is not an action of the game: it is no entry of any legal
//! list, so the action list, and with it every stored game, stays what the rules made it. It ends
//! the match at once, however many seats are at the table: the seats that resign lose, and the
//! others are ranked by the score as it stands ([`Game::scores`]); the best of them win (all of
//! them when they are level). So in a two-player game the other player wins, and when every bot
//! at a one-human table concedes, the human does. Nothing is played, undone or redone after it.

use super::codec::{bits_for, BitReader, BitWriter};
use super::{Effect, Game, OptionsError, Seat};
use std::fmt;
use std::ops::Range;

mod by_link;
mod take_back;
pub use take_back::TakeBackRefusal;

/// What was played at one ply.
#[derive(Clone, Debug)]
pub struct Record<A> {
    pub action: A,
    /// Who played it.
    pub seat: Seat,
    /// Its index in the legal-action list at that point, and that list's length.
    pub index: u32,
    pub choices: u32,
    pub effect: Effect,
    /// Readable notation, computed once when played.
    pub notation: String,
}

/// One line of the log as one viewer reads it, and the step of history it stands for.
#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry<L> {
    /// Who played it.
    pub seat: Seat,
    /// The line (see [`Game::notation_msg`]).
    pub line: L,
    /// What the actions it covers did together (revealed if any of them revealed).
    pub effect: Effect,
    /// The plies it covers: stepping to this entry shows the position after `plies.end`
    /// actions. The entries of a log cover `0..ply()` in order, without gaps.
    pub plies: Range<usize>,
}

/// A turn as one viewer may see it ([`Match::seen_turn`]): who played it, and its visible
/// actions in order, each with the position (as the viewer sees it) it was played in.
#[derive(Clone, Debug)]
pub struct SeenTurn<G: Game> {
    pub seat: Seat,
    pub actions: Vec<(G, G::Action)>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum MatchError<E> {
    Options(OptionsError),
    /// The game is over; nothing more can be played.
    GameOver,
    /// The rules reject the action.
    Illegal(E),
    /// A stored action index does not exist in the legal list at that ply (tampered data).
    BadIndex {
        ply: usize,
        index: u32,
        choices: usize,
    },
    /// The stored action list ends early.
    Truncated {
        ply: usize,
    },
    /// Data follows the last stored action (an altered link).
    TrailingData,
    /// A resignation that cannot be: no seat, a seat not at the table, every seat at once, or a
    /// game already over.
    BadResignation,
    /// A game by link: the chance action at this ply has no settled outcome yet
    /// ([`Match::settle_chance`]).
    Unsettled {
        ply: usize,
    },
    /// A game by link: the secret decks cannot be dealt as asked ([`Match::deal_secret_decks`]).
    NotDealt,
}

impl<E: fmt::Display> fmt::Display for MatchError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::Options(e) => write!(f, "{e}"),
            MatchError::GameOver => write!(f, "the game is already over"),
            MatchError::Illegal(e) => write!(f, "illegal action: {e}"),
            // Widened before adding one: a forged index of u32::MAX must not overflow.
            MatchError::BadIndex { ply, index, choices } => write!(
                f,
                "move {} is not a legal move (choice {} of only {})",
                *ply as u64 + 1,
                u64::from(*index) + 1,
                choices
            ),
            MatchError::Truncated { ply } => write!(f, "the move list breaks off at move {}", *ply as u64 + 1),
            MatchError::TrailingData => write!(f, "data follows the last move"),
            MatchError::BadResignation => write!(f, "this resignation is not possible"),
            MatchError::Unsettled { ply } => write!(f, "the roll of move {} is not settled", *ply as u64 + 1),
            MatchError::NotDealt => write!(f, "the secret decks cannot be dealt"),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    seed: u64,
    /// `states[i]` is the position after `i` actions; `states[0]` is the start.
    states: Vec<G>,
    records: Vec<Record<G::Action>>,
    /// The steps undone, most recent last, each its actions in the order they were played;
    /// replayable by redo until something else is played.
    redo_stack: Vec<Vec<G::Action>>,
    /// A game by link with chance: the seed of each chance action, in order (see
    /// [`Match::settle_chance`]); `None` in every other game, whose chance comes from `seed`.
    chance: Option<Vec<u64>>,
    /// The seats that resigned, in seat order; empty while nobody has (see [`Match::resign`]).
    resigned: Vec<Seat>,
}

impl<G: Game> Match<G> {
    /// A new game under the current rules.
    pub fn new(options: &G::Options, seed: u64) -> Result<Self, OptionsError> {
        Self::new_under(options, seed, G::RULES_VERSION)
    }

    /// A new game under the given rules version (a stored game made under older rules).
    pub fn new_under(options: &G::Options, seed: u64, rules_version: u32) -> Result<Self, OptionsError> {
        let start = G::new_game_with_rules(options, seed, rules_version)?;
        Ok(Match {
            seed,
            states: vec![start],
            records: Vec::new(),
            redo_stack: Vec::new(),
            chance: None,
            resigned: Vec::new(),
        })
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }
    pub fn options(&self) -> &G::Options {
        self.states[0].options()
    }
    /// The position now.
    pub fn current(&self) -> &G {
        // `states` is never empty: it starts with the initial position and undo never pops it.
        &self.states[self.states.len() - 1]
    }
    /// Number of actions played.
    pub fn ply(&self) -> usize {
        self.records.len()
    }
    /// The position after `ply` actions (clamped to the current one).
    pub fn state_at(&self, ply: usize) -> &G {
        &self.states[ply.min(self.states.len() - 1)]
    }
    pub fn records(&self) -> &[Record<G::Action>] {
        &self.records
    }

    /// The seat that decides next: the game's, or `None` once the match is over (the game ended
    /// or somebody resigned).
    pub fn to_move(&self) -> Option<Seat> {
        if self.resigned.is_empty() {
            self.current().to_move()
        } else {
            None
        }
    }

    /// How the match ended, if it has: the game's own ending, or a resignation's (see the module
    /// docs, "Resigning").
    pub fn outcome(&self) -> Option<super::Outcome> {
        if self.resigned.is_empty() {
            return self.current().outcome();
        }
        let scores = self.current().scores();
        let others = || (0..self.current().seat_count() as Seat).filter(|s| !self.resigned.contains(s));
        let best = others().filter_map(|s| scores.get(s as usize).copied()).max();
        let winners = others().filter(|&s| scores.get(s as usize).copied() == best).collect();
        Some(super::Outcome { winners, scores })
    }

    /// The seats that resigned (empty: nobody has).
    pub fn resigned(&self) -> &[Seat] {
        &self.resigned
    }

    /// `seats` resign together, which ends the match (see the module docs, "Resigning"). Refused,
    /// leaving the match unchanged, for an empty list, a seat not at the table, every seat at
    /// once, or a match already over.
    pub fn resign(&mut self, seats: &[Seat]) -> Result<(), MatchError<G::Error>> {
        let count = self.current().seat_count();
        let chosen: Vec<Seat> = (0..count as Seat).filter(|s| seats.contains(s)).collect();
        let valid = !chosen.is_empty()
            && chosen.len() < count
            && seats.iter().all(|&s| (s as usize) < count)
            && self.outcome().is_none();
        if !valid {
            return Err(MatchError::BadResignation);
        }
        self.resigned = chosen;
        self.redo_stack.clear();
        Ok(())
    }

    /// Plays an action for the seat to move.
    pub fn play(&mut self, action: G::Action) -> Result<Effect, MatchError<G::Error>> {
        let effect = self.push(action)?;
        self.redo_stack.clear();
        Ok(effect)
    }

    fn push(&mut self, action: G::Action) -> Result<Effect, MatchError<G::Error>> {
        if !self.resigned.is_empty() {
            return Err(MatchError::GameOver);
        }
        let before = self.current();
        let seat = before.to_move().ok_or(MatchError::GameOver)?;
        before.check(action).map_err(MatchError::Illegal)?;
        let mut legal = Vec::new();
        before.legal_actions(&mut legal);
        // `check` accepted it, so it is in the list (the contract every game tests); a game that
        // broke the contract is still refused rather than recorded unencodably.
        let index = legal.iter().position(|a| *a == action).ok_or_else(|| MatchError::BadIndex {
            ply: self.records.len(),
            index: u32::MAX,
            choices: legal.len(),
        })?;
        let notation = before.notation(action);
        let mut next = before.clone();
        if let Some(seeds) = self.chance.as_ref().filter(|_| G::HAS_CHANCE && before.is_chance(action)) {
            let seed = *seeds.get(self.chance_count()).ok_or(MatchError::Unsettled { ply: self.records.len() })?;
            next.reseed_chance(seed);
        }
        let effect = next.play_unchecked(action);
        self.records.push(Record { action, seat, index: index as u32, choices: legal.len() as u32, effect, notation });
        self.states.push(next);
        Ok(effect)
    }

    /// How many chance actions ([`Game::is_chance`]) have been played.
    pub fn chance_count(&self) -> usize {
        if !G::HAS_CHANCE {
            return 0;
        }
        self.records.iter().zip(&self.states).filter(|(r, state)| state.is_chance(r.action)).count()
    }

    /// Each action's index in its legal list: the save format.
    pub fn action_indices(&self) -> Vec<u32> {
        self.records.iter().map(|r| r.index).collect()
    }

    /// Rebuilds a match from its options, seed and action indices, validating every step.
    pub fn from_indices(options: &G::Options, seed: u64, indices: &[u32]) -> Result<Self, MatchError<G::Error>> {
        Self::from_indices_under(options, seed, G::RULES_VERSION, indices)
    }

    /// [`Match::from_indices`] under the given rules version.
    pub fn from_indices_under(
        options: &G::Options,
        seed: u64,
        rules_version: u32,
        indices: &[u32],
    ) -> Result<Self, MatchError<G::Error>> {
        let mut m = Self::new_under(options, seed, rules_version).map_err(MatchError::Options)?;
        m.replay(indices)?;
        Ok(m)
    }

    /// Plays stored action indices from the current position, validating every step.
    fn replay(&mut self, indices: &[u32]) -> Result<(), MatchError<G::Error>> {
        let mut legal = Vec::new();
        for &index in indices {
            let ply = self.records.len();
            self.current().legal_actions(&mut legal);
            let action = *legal.get(index as usize).ok_or(MatchError::BadIndex { ply, index, choices: legal.len() })?;
            self.push(action)?;
        }
        Ok(())
    }

    /// The action list bit-packed (see [`super::codec`]).
    pub fn encode_actions(&self) -> Vec<u8> {
        let mut w = BitWriter::new();
        for r in &self.records {
            w.write(r.index, bits_for(r.choices as usize));
        }
        w.into_bytes()
    }

    /// Rebuilds a match from `count` bit-packed actions.
    pub fn decode_actions(
        options: &G::Options,
        seed: u64,
        count: usize,
        bytes: &[u8],
    ) -> Result<Self, MatchError<G::Error>> {
        Self::decode_actions_under(options, seed, G::RULES_VERSION, count, bytes)
    }

    /// [`Match::decode_actions`] under the given rules version.
    pub fn decode_actions_under(
        options: &G::Options,
        seed: u64,
        rules_version: u32,
        count: usize,
        bytes: &[u8],
    ) -> Result<Self, MatchError<G::Error>> {
        Self::decode_actions_as(options, seed, rules_version, count, bytes, None, None)
    }

    /// [`Match::decode_actions_under`] for a game by link: with dice the chance actions drawing
    /// from `seeds` (see [`Match::settle_chance`]: the legal lists after a roll depend on it, so
    /// a link's moves can only be read with the rolls settled); with secret decks dealt first as
    /// `decks` says ([`Match::deal_secret_decks`]: a link's moves are read with every deck
    /// unseen, as [`Match::unseen_indices`] wrote them).
    pub fn decode_actions_as(
        options: &G::Options,
        seed: u64,
        rules_version: u32,
        count: usize,
        bytes: &[u8],
        seeds: Option<Vec<u64>>,
        decks: Option<&[Option<u64>]>,
    ) -> Result<Self, MatchError<G::Error>> {
        let mut m = Self::new_under(options, seed, rules_version).map_err(MatchError::Options)?;
        if let Some(decks) = decks {
            m.deal_secret_decks(decks)?;
        }
        m.chance = seeds;
        let mut reader = BitReader::new(bytes);
        let mut legal = Vec::new();
        for ply in 0..count {
            if m.current().to_move().is_none() {
                return Err(MatchError::GameOver);
            }
            m.current().legal_actions(&mut legal);
            let index = reader.read(bits_for(legal.len())).ok_or(MatchError::Truncated { ply })?;
            let action = *legal.get(index as usize).ok_or(MatchError::BadIndex { ply, index, choices: legal.len() })?;
            m.push(action)?;
        }
        // Anything beyond the last byte's padding means the link was altered.
        if reader.remaining() >= 8 {
            return Err(MatchError::TrailingData);
        }
        Ok(m)
    }

    /// The log as `viewer` may read it, each line made by `line` from the position the action
    /// was played in. Actions [`Game::hides_action`] hides from the viewer are not listed one
    /// by one: in each run of one seat's consecutive actions they make a single entry, standing
    /// where the last of them was played (the seat's visible actions of the run, a Fortress or
    /// a Mountain, keep their own entries). So neither the lines, nor their count, nor stepping
    /// through them tells the viewer how many hidden actions there were, or shows a position
    /// between two of them.
    pub fn log_for<L>(&self, viewer: Option<Seat>, line: impl Fn(&G, G::Action) -> L) -> Vec<LogEntry<L>> {
        let mut out: Vec<LogEntry<L>> = Vec::new();
        // The entry of the current run's hidden actions, while the run lasts: its index in `out`.
        let mut hidden_entry: Option<usize> = None;
        let mut end = 0;
        for (ply, r) in self.records.iter().enumerate() {
            let before = &self.states[ply];
            let new_run = ply == 0 || self.records[ply - 1].seat != r.seat;
            if new_run {
                hidden_entry = None;
            }
            if !before.hides_action(r.action, viewer) {
                out.push(LogEntry {
                    seat: r.seat,
                    line: line(before, r.action),
                    effect: r.effect,
                    plies: end..ply + 1,
                });
                end = ply + 1;
                continue;
            }
            let line = line(before, r.action);
            match hidden_entry.filter(|&i| i < out.len()) {
                // Straight after the run's hidden entry: it grows.
                Some(i) if i + 1 == out.len() => {
                    let entry = &mut out[i];
                    entry.line = line;
                    entry.effect.revealed |= r.effect.revealed;
                    entry.plies.end = ply + 1;
                }
                // After visible actions of the run: the hidden entry moves down to this action,
                // and the next entry takes over the plies it covered.
                Some(i) => {
                    let mut entry = out.remove(i);
                    out[i].plies.start = entry.plies.start;
                    entry.line = line;
                    entry.effect.revealed |= r.effect.revealed;
                    entry.plies = ply..ply + 1;
                    out.push(entry);
                }
                None => out.push(LogEntry { seat: r.seat, line, effect: r.effect, plies: end..ply + 1 }),
            }
            hidden_entry = Some(out.len() - 1);
            end = ply + 1;
        }
        out
    }

    /// The turn that led to the position after `ply` actions as `viewer` may see it, for a board
    /// to mark: the turn the last-move line describes ([`turn_at`] over [`Match::log_for`]), its
    /// seat, and those of its actions [`Game::hides_action`] does not hide from `viewer`, each
    /// with the position it was played in as `viewer` sees it ([`Game::redacted`]). `None` at
    /// the start (or past the end).
    pub fn seen_turn(&self, viewer: Option<Seat>, ply: usize) -> Option<SeenTurn<G>> {
        let log = self.log_for(viewer, |_, _| ());
        let turn = turn_at(&log, ply);
        let seat = turn.first()?.seat;
        let actions = turn
            .iter()
            .flat_map(|entry| entry.plies.clone())
            .filter_map(|p| Some((self.states.get(p)?, self.records.get(p)?.action)))
            .filter(|(before, action)| !before.hides_action(*action, viewer))
            .map(|(before, action)| (before.redacted(viewer), action))
            .collect();
        Some(SeenTurn { seat, actions })
    }

    /// Every seat's score after each ply (`0..=ply()`), for the end-of-game chart.
    pub fn score_history(&self) -> Vec<Vec<i32>> {
        self.states.iter().map(|s| s.scores()).collect()
    }
}

/// The log entries of the turn that led to the position after `ply` actions: the entry that
/// covers `ply` and those its player made just before it, back to the previous player's. (A turn
/// is one seat's run of actions, as [`Match::log_for`] groups hidden actions.) Empty at the start.
pub fn turn_at<L>(log: &[LogEntry<L>], ply: usize) -> &[LogEntry<L>] {
    let Some(last) = log.iter().rposition(|e| e.plies.start < ply && ply <= e.plies.end) else {
        return &[];
    };
    let seat = log[last].seat;
    let first = log[..last].iter().rposition(|e| e.seat != seat).map_or(0, |before| before + 1);
    &log[first..=last]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(seat: Seat, plies: Range<usize>) -> LogEntry<usize> {
        LogEntry { seat, line: plies.end, effect: Effect::QUIET, plies }
    }

    #[test]
    fn a_turn_is_its_players_run_of_entries_up_to_the_one_shown() {
        // Seat 0 plays one action, seat 1 three (the last two hidden in one entry), seat 0 two.
        let log = [entry(0, 0..1), entry(1, 1..2), entry(1, 2..4), entry(0, 4..5), entry(0, 5..6)];
        let lines = |ply| turn_at(&log, ply).iter().map(|e| e.line).collect::<Vec<_>>();
        assert_eq!(lines(0), Vec::<usize>::new());
        assert_eq!(lines(1), [1]);
        assert_eq!(lines(2), [2]);
        // Inside an entry (a hidden run's middle) shows that entry, as the history does.
        assert_eq!(lines(3), [2, 4]);
        assert_eq!(lines(4), [2, 4]);
        assert_eq!(lines(5), [5]);
        assert_eq!(lines(6), [5, 6]);
        assert_eq!(lines(7), Vec::<usize>::new());
    }
}
