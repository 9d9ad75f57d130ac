//! When bots give up a game they cannot win any more (issue #44, item 2).
//!
//! A seat **cannot win any more** when the rules say so exactly ([`Game::cannot_win`]: Torri's
//! pieces held safe at home against the most the seat could still own, Fortaleza's King left
//! alone), or when its own searches valued their best action under [`ConcedeRule::value`] (a
//! share of the win) in [`ConcedeRule::turns`] of its turns in a row ([`Hope`]): one bad search
//! is not enough.
//!
//! **The table rule** ([`table_concedes`]): bots concede only at a table with exactly one human
//! seat, and only when every bot seat cannot win; the game then ends with the human the winner
//! (`Match::resign` of every bot seat). Between humans, or with a bot that can still win, the
//! game goes on.
//!
//! The arena's `--resign` mode measures the rule: it notes when each seat would resign, plays
//! the game on, and counts the games such a seat went on to win (docs/bots.md, "Bots that
//! resign").

use castellan_core::{Game, Seat, MAX_SEATS};

/// How sure a bot's searches must be that it cannot win before it concedes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ConcedeRule {
    /// A search valuing its best action below this (`0..1`) counts as hopeless.
    pub value: f32,
    /// Hopeless turns of the seat in a row before it concedes.
    pub turns: u8,
}

/// The rule every game uses unless its registry entry measured another
/// (`BotTuning::CONCEDE`).
pub const CONCEDE: ConcedeRule = ConcedeRule { value: 0.02, turns: 3 };

/// What each seat's searches said about its chances, kept from decision to decision.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Hope {
    seats: [SeatHope; MAX_SEATS],
}

#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct SeatHope {
    /// The seat's turns in a row whose searches found no hope.
    hopeless_turns: u8,
    /// The last turn noted (a hopeless one counts once however many decisions it holds).
    last_turn: Option<u32>,
}

impl Hope {
    /// Notes a decision of `seat` in turn `turn` whose search valued its best action at `value`
    /// (`None`: nothing was searched, nothing learnt). A turn earlier than the last one noted (a
    /// take-back) starts the count again.
    pub fn note(&mut self, seat: Seat, turn: u32, value: Option<f32>, rule: ConcedeRule) {
        let Some(hope) = self.seats.get_mut(seat as usize) else { return };
        if hope.last_turn.is_some_and(|last| turn < last) {
            *hope = SeatHope::default();
        }
        match value {
            // A hopeless turn counts once, however many decisions it holds.
            Some(v) if v < rule.value && hope.last_turn != Some(turn) => {
                hope.hopeless_turns = hope.hopeless_turns.saturating_add(1);
                hope.last_turn = Some(turn);
            }
            Some(v) if v < rule.value => {}
            Some(_) => *hope = SeatHope { hopeless_turns: 0, last_turn: Some(turn) },
            None => {}
        }
    }

    /// Whether `seat`'s searches have found no hope often enough.
    pub fn hopeless(&self, seat: Seat, rule: ConcedeRule) -> bool {
        self.seats.get(seat as usize).is_some_and(|h| h.hopeless_turns >= rule.turns)
    }
}

/// Whether `seat` cannot win any more in `state`: by the rules' exact bound, or by its searches.
pub fn cannot_win<G: Game>(state: &G, seat: Seat, hope: &Hope, rule: ConcedeRule) -> bool {
    state.cannot_win(seat) || hope.hopeless(seat, rule)
}

/// The table rule: whether the bots on `bots` concede now in `state` (a game in progress): only
/// at a table with exactly one human seat, and only when every bot seat cannot win.
pub fn table_concedes<G: Game>(state: &G, bots: &[Seat], hope: &Hope, rule: ConcedeRule) -> bool {
    let seats = state.seat_count();
    let mut seen = 0u32;
    for &bot in bots {
        if usize::from(bot) >= seats || seen & (1 << bot) != 0 {
            return false;
        }
        seen |= 1 << bot;
    }
    state.outcome().is_none() && bots.len() + 1 == seats && bots.iter().all(|&b| cannot_win(state, b, hope, rule))
}
