//! Play by link's hooks into a match (the app's `remote`): dice settled from both devices' shares,
//! secret decks dealt from their owners' seeds, the list as nobody's cards are seen, and the
//! stand-ins of hidden runs.

use super::{Match, MatchError};
use crate::{Game, Seat};
use std::ops::Range;

impl<G: Game> Match<G> {
    /// Play by link: from now on the `k`-th chance action of the game draws from `seeds[k]`
    /// (the seeds of those already played must be the ones they were played with). A chance
    /// action without its seed is refused ([`MatchError::Unsettled`]).
    pub fn settle_chance(&mut self, seeds: Vec<u64>) {
        self.chance = Some(seeds);
    }

    /// [`Match::from_indices_under`] for a game by link with chance: each chance action draws
    /// from its seed in `seeds`.
    pub fn from_indices_settled(
        options: &G::Options,
        seed: u64,
        rules_version: u32,
        indices: &[u32],
        seeds: Vec<u64>,
    ) -> Result<Self, MatchError<G::Error>> {
        let mut m = Self::new_under(options, seed, rules_version).map_err(MatchError::Options)?;
        m.settle_chance(seeds);
        m.replay(indices)?;
        Ok(m)
    }

    /// Play by link, a game with secret decks ([`Game::has_secret_decks`]), before anything is
    /// played: each seat's deck is dealt as `decks` says, from its owner's seed or unseen
    /// ([`Game::set_secret_deck`]). Refused ([`MatchError::NotDealt`], nothing changed) once play
    /// has begun, for a game without secret decks, or unless `decks` names every seat.
    pub fn deal_secret_decks(&mut self, decks: &[Option<u64>]) -> Result<(), MatchError<G::Error>> {
        let start = &self.states[0];
        if !self.records.is_empty() || !start.has_secret_decks() || decks.len() != start.seat_count() {
            return Err(MatchError::NotDealt);
        }
        let mut dealt = start.clone();
        for (seat, &order) in decks.iter().enumerate() {
            if !dealt.set_secret_deck(seat as Seat, order) {
                return Err(MatchError::NotDealt);
            }
        }
        self.states[0] = dealt;
        Ok(())
    }

    /// [`Match::from_indices_under`] for a game by link with secret decks, dealt first as
    /// [`Match::deal_secret_decks`] deals them.
    pub fn from_indices_dealt(
        options: &G::Options,
        seed: u64,
        rules_version: u32,
        decks: &[Option<u64>],
        indices: &[u32],
    ) -> Result<Self, MatchError<G::Error>> {
        let mut m = Self::new_under(options, seed, rules_version).map_err(MatchError::Options)?;
        m.deal_secret_decks(decks)?;
        m.replay(indices)?;
        Ok(m)
    }

    /// Play by link, a game with secret decks: the action list as a device that sees nobody's
    /// cards records it (each action as [`Game::unseen_action`] makes it, indexed in the legal
    /// lists of a game dealt with every deck unseen). What this device's links carry: the
    /// cards it kept and put back never leave it. `None` for a game without secret decks.
    pub fn unseen_indices(&self) -> Option<Vec<u32>> {
        let mut public = self.states[0].clone();
        if !public.has_secret_decks() {
            return None;
        }
        for seat in 0..public.seat_count() {
            // Dealt here before any action, so only a deck already drawn from could refuse.
            if !public.set_secret_deck(seat as Seat, None) {
                return None;
            }
        }
        let mut legal = Vec::new();
        let mut out = Vec::with_capacity(self.records.len());
        for (ply, r) in self.records.iter().enumerate() {
            let action = self.states[ply].unseen_action(r.action);
            public.legal_actions(&mut legal);
            out.push(legal.iter().position(|&a| a == action)? as u32);
            public.play_unchecked(action);
        }
        Some(out)
    }

    /// Play by link, a game with secret decks: the hidden choices ([`Game::unseen_choice`]) of
    /// the seats `of` picks, in the order they were made. What a device commits to as it plays,
    /// and shows once the game is over.
    pub fn unseen_choices(&self, of: impl Fn(Seat) -> bool) -> Vec<u8> {
        let made = self.records.iter().zip(&self.states).filter(|(r, _)| of(r.seat));
        made.filter_map(|(r, before)| before.unseen_choice(r.action)).collect()
    }

    /// Play by link: how many hidden choices the seats `of` picks made that this match holds
    /// unseen (each [`Game::choose_unseen`] can fill in).
    pub fn unseen_choice_count(&self, of: impl Fn(Seat) -> bool) -> usize {
        let made = self.records.iter().zip(&self.states).filter(|(r, _)| of(r.seat));
        made.filter(|(r, before)| before.choose_unseen(r.action, 0).is_some()).count()
    }

    /// Play by link, once a game with secret decks is over and another device has shown its
    /// secret: the game replayed as it really was, dealt as `decks` says, each unseen choice of
    /// the seats `of` picks filled in from `choices` in order. Every action must be legal there
    /// (a card played must have been in its player's hand), and every choice used: a game that
    /// does not replay so, or one left with choices over, is refused.
    pub fn realized(
        &self,
        decks: &[Option<u64>],
        of: impl Fn(Seat) -> bool,
        choices: &[u8],
    ) -> Result<Self, MatchError<G::Error>> {
        let mut m = Self::new_under(self.options(), self.seed, self.rules_version()).map_err(MatchError::Options)?;
        m.deal_secret_decks(decks)?;
        let mut left = choices.iter();
        for (ply, r) in self.records.iter().enumerate() {
            let before = &self.states[ply];
            let action = match before.choose_unseen(r.action, 0) {
                Some(_) if of(r.seat) => {
                    let choice = *left.next().ok_or(MatchError::Truncated { ply })?;
                    before.choose_unseen(r.action, choice).ok_or(MatchError::NotDealt)?
                }
                _ => r.action,
            };
            m.push(action)?;
        }
        if left.next().is_some() {
            return Err(MatchError::TrailingData);
        }
        Ok(m)
    }

    /// The rules version the game is played under.
    fn rules_version(&self) -> u32 {
        self.states[0].rules_version()
    }

    /// Play by link: whether any action of `plies` is hidden from `viewer` ([`Game::hides_action`]).
    pub fn hides_any(&self, plies: Range<usize>, viewer: Seat) -> bool {
        G::HIDES_ACTIONS
            && plies
                .filter_map(|ply| self.records.get(ply).map(|r| (ply, r.action)))
                .any(|(ply, action)| self.states[ply].hides_action(action, Some(viewer)))
    }

    /// Play by link: the action indices that stand in, on `viewer`'s device, for the actions
    /// `plies` (one device's run, some of them hidden from `viewer`). The run's visible actions
    /// are kept in their order and its hidden ones left out; where a visible action needs a hidden
    /// one before it (Fortaleza's end of deployment needs a unit deployed), the first legal action
    /// hidden from `viewer` is put in. So the stand-in shows exactly what `viewer` may see, tells
    /// nothing of what it may not (not even how many hidden actions there were), and ends with
    /// the same seat to move. `None` when no such stand-in exists (the game allows none).
    pub fn stand_in(&self, plies: Range<usize>, viewer: Seat) -> Option<Vec<u32>> {
        if !G::HIDES_ACTIONS {
            return None;
        }
        let mut state = self.states.get(plies.start)?.clone();
        let mut out = Vec::new();
        let mut legal = Vec::new();
        for ply in plies.clone() {
            let action = self.records.get(ply)?.action;
            if self.states[ply].hides_action(action, Some(viewer)) {
                continue;
            }
            if state.check(action).is_err() {
                state.legal_actions(&mut legal);
                let filler = legal.iter().position(|&a| state.hides_action(a, Some(viewer)))?;
                out.push(filler as u32);
                state.play_unchecked(legal[filler]);
            }
            state.check(action).ok()?;
            state.legal_actions(&mut legal);
            out.push(legal.iter().position(|&a| a == action)? as u32);
            state.play_unchecked(action);
        }
        (state.to_move() == self.states.get(plies.end)?.to_move()).then_some(out)
    }
}
