//! Why a move is good ([`Game::reason_msg`]): the few words after the move's name in the hint and
//! in a review's "Better: …", each a `torri-reason-…` message of `locales/<lang>/torri.ftl`.
//!
//! A Torri score is the pieces of every stack a player owns plus his reserve, so what a beginner
//! should learn is which pieces change hands and which are banked for good. The reasons, most
//! important first (the first that holds is the one given):
//!
//! 1. **Capture** (a move, or a split whose upper part lands on an opponent's stack): the captured
//!    stack's owner and its pieces, which all count for the mover from now on. It is the only
//!    reason that changes the score at once, and the largest change a move can make.
//! 2. **Banked for good**: a stack of two or more settling in its owner's home (a move or a
//!    split-off part), or a free carry's pieces going to the reserve. The score does not change,
//!    but those pieces can never be taken again. (Moves and carries are different actions, so
//!    the two never compete.)
//! 3. **Threat**: after a move or a split that captures nothing, the stack that moved could
//!    capture an opponent's stack with a height move (exactly as many squares as it is tall,
//!    which no die decides); the tallest such stack is named. Said only when the mover moves
//!    again before the game ends (the rest of a six, or a next turn that the end of the round
//!    does not cut off), and never in the dice-only game, where there are no height moves.
//! 4. **Shelter**: a single piece walking into its owner's home from outside, where no one may
//!    enter and so nothing can capture it.
//!
//! Nothing else is claimed: a roll, the colour die, declining the extra roll and a pass say
//! nothing, and neither does a move that is only out of reach of some stacks, since the dice can
//! still reach it ("it is safe" would not be true).
//!
//! Every reason reads only the board, the phase and the options, which every player sees, and
//! the rules' own functions (legality, landing, freezing, the end of the round) on a copy with
//! the action played; the random generator, which decides the coming dice, is never read (a
//! move or a split does not roll), so the reason is the same in every determinization.

use super::board::{step, DIRECTIONS};
use super::text::COLOUR_IDS;
use super::*;
use castellan_core::Msg;

impl Torri {
    /// Why `action` is good for the seat to move (see the module docs); `None` when it is not
    /// legal or nothing concrete can be said.
    pub(crate) fn reason_of(&self, action: TorriAction) -> Option<Msg> {
        match action {
            TorriAction::Move { .. } | TorriAction::Split { .. } | TorriAction::FreeCarry { .. } => {}
            TorriAction::Roll | TorriAction::RollColourDie | TorriAction::DeclineBonusRoll | TorriAction::Pass => {
                return None
            }
        }
        if self.check_action(action).is_err() {
            return None;
        }
        match action {
            TorriAction::Move { from, to } => self.landing_reason(action, self.stack(from), from, to),
            TorriAction::Split { cut, to } => {
                let TurnPhase::AwaitSplit { at, .. } = self.phase else { return None };
                let (_, upper) = self.stack(at).split(cut as usize);
                self.landing_reason(action, upper, at, to)
            }
            TorriAction::FreeCarry { from } => {
                let height = self.options.free_carry.unwrap_or(0) as usize;
                let pieces = self.stack(from).len().saturating_sub(height);
                (pieces > 0).then(|| Msg::new("torri-reason-carry").arg("pieces", pieces))
            }
            _ => None,
        }
    }

    /// The reason for putting `moving` (a whole stack from `from`, or a split's upper part from
    /// the split square `from`) onto `to` by the legal `action`.
    fn landing_reason(&self, action: TorriAction, moving: Stack, from: Square, to: Square) -> Option<Msg> {
        let target = self.stack(to);
        if let Some(owner) = target.top() {
            return Some(capture_msg(owner, target.len()));
        }
        let mut after = self.clone();
        after.apply_action(action);
        if after.is_frozen(to) {
            let msg = if matches!(action, TorriAction::Split { .. }) {
                Msg::new("torri-reason-split-home")
            } else {
                Msg::new("torri-reason-home")
            };
            return Some(msg.arg("pieces", moving.len()));
        }
        if let Some(threat) = self.threat_from(after, to) {
            return Some(threat);
        }
        let home = Some(self.seat);
        let walks_home = moving.len() == 1 && self.home_owner(to) == home && self.home_owner(from) != home;
        walks_home.then(|| Msg::new("torri-reason-single-home"))
    }

    /// The tallest opponent stack that the mover's stack on `at` could capture with a height move
    /// in the position `after` the action, if the mover gets to move it again before the end.
    fn threat_from(&self, mut after: Torri, at: Square) -> Option<Msg> {
        if self.options.dice_only {
            return None;
        }
        let seat = self.seat;
        // The rest of a six: a height move is offered right now (unless the stack is locked).
        let now = after.to_move() == Some(seat)
            && matches!(after.phase, TurnPhase::AwaitChoice { .. })
            && !after.is_locked(at);
        // Otherwise the mover's next turn, which comes only if this round is not the last:
        // neither a player out of moves nor (with no progress made yet this round) the
        // no-progress ending finishes the game with it.
        let quiet_end =
            after.no_progress_rule() && !after.progress && after.quiet_rounds.saturating_add(1) >= NO_PROGRESS_ROUNDS;
        let next_turn = after.phase != TurnPhase::GameOver && !after.is_last_round() && !quiet_end;
        if !(now || next_turn) {
            return None;
        }
        // Ask the rules about the mover's height moves from `at` in the new position, as at the
        // start of a turn (a capture lock lasts only this turn).
        after.seat = seat;
        after.locked = 0;
        let height = after.stack(at).len();
        let mut best: Option<Stack> = None;
        for dir in 0..DIRECTIONS.len() {
            let Some(to) = step(at, dir, height) else { continue };
            let target = after.stack(to);
            if target.is_empty() || after.move_error(at, to, height).is_some() {
                continue;
            }
            if best.is_none_or(|b| target.len() > b.len()) {
                best = Some(target);
            }
        }
        let target = best?;
        let colour = COLOUR_IDS[target.top()? as usize % MAX_SEATS];
        Some(if target.len() == 1 {
            Msg::new("torri-reason-threat-piece").arg("colour", colour)
        } else {
            Msg::new("torri-reason-threat").arg("colour", colour).arg("pieces", target.len())
        })
    }
}

/// "It captures …": a single piece, or a stack and how many pieces it holds.
fn capture_msg(owner: Seat, pieces: usize) -> Msg {
    let colour = COLOUR_IDS[owner as usize % MAX_SEATS];
    if pieces == 1 {
        Msg::new("torri-reason-capture-piece").arg("colour", colour)
    } else {
        Msg::new("torri-reason-capture").arg("colour", colour).arg("pieces", pieces)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::{setup, sq, two};
    use castellan_core::legal_vec;

    const R: Seat = 0;
    const B: Seat = 1;

    /// Pretends the dice showed `distance`.
    fn rolled(g: &mut Torri, distance: u8) {
        g.phase = TurnPhase::AwaitMove { distance };
    }

    fn mv(from: &str, to: &str) -> TorriAction {
        TorriAction::Move { from: sq(from), to: sq(to) }
    }

    /// Red's 13-stack on `at` after capturing there, waiting to be split.
    fn after_big_capture(from: &str, at: &str, extra: &[(&str, &str)]) -> Torri {
        let mut stacks = vec![(from, "R"), (at, "RRRRRRRRRRRB"), ("j10", "B")];
        stacks.extend_from_slice(extra);
        let mut g = setup(two(), &stacks, R);
        rolled(&mut g, 2);
        g.apply(mv(from, at)).unwrap();
        assert!(matches!(g.phase(), TurnPhase::AwaitSplit { .. }));
        g
    }

    #[test]
    fn a_capture_names_the_owner_and_the_pieces() {
        let mut g = setup(two(), &[("c3", "R"), ("c6", "RBB"), ("j10", "B")], R);
        rolled(&mut g, 3);
        assert_eq!(
            g.reason_msg(mv("c3", "c6")),
            Some(Msg::new("torri-reason-capture").arg("colour", "blue").arg("pieces", 3))
        );
        // Landing on the stack adds all its pieces to the mover's score.
        let before = g.scores()[0];
        g.apply(mv("c3", "c6")).unwrap();
        assert_eq!(g.scores()[0], before + 3);
    }

    #[test]
    fn capturing_a_single_piece_names_its_colour() {
        let four = TorriOptions { players: 4, ..two() };
        let g = setup(four, &[("e5", "R"), ("e6", "Y"), ("a1", "B"), ("j1", "G")], R);
        assert_eq!(g.reason_msg(mv("e5", "e6")), Some(Msg::new("torri-reason-capture-piece").arg("colour", "yellow")));
    }

    #[test]
    fn a_split_part_landing_on_an_opponent_captures() {
        let g = after_big_capture("e3", "e5", &[("e6", "BB")]);
        assert_eq!(
            g.reason_msg(TorriAction::Split { cut: 5, to: sq("e6") }),
            Some(Msg::new("torri-reason-capture").arg("colour", "blue").arg("pieces", 2))
        );
    }

    #[test]
    fn a_stack_settling_home_is_safe_for_good() {
        let g = setup(two(), &[("e4", "BR"), ("j10", "B")], R);
        assert_eq!(g.reason_msg(mv("e4", "e2")), Some(Msg::new("torri-reason-home").arg("pieces", 2)));
    }

    #[test]
    fn a_split_part_going_home_is_safe_for_good() {
        // The 13-stack on e3 sends its top 3 down into red's home (e2), where they freeze.
        let g = after_big_capture("e5", "e3", &[("d3", "R"), ("f3", "R"), ("e4", "R")]);
        assert_eq!(
            g.reason_msg(TorriAction::Split { cut: 10, to: sq("e2") }),
            Some(Msg::new("torri-reason-split-home").arg("pieces", 3))
        );
    }

    #[test]
    fn a_free_carry_banks_the_pieces_above_the_height() {
        let opts = TorriOptions { free_carry: Some(3), ..two() };
        let g = setup(opts, &[("e5", "BRBRR"), ("f6", "RRRR"), ("j10", "B")], R);
        let carry = |name| g.reason_msg(TorriAction::FreeCarry { from: sq(name) });
        assert_eq!(carry("e5"), Some(Msg::new("torri-reason-carry").arg("pieces", 2)));
        assert_eq!(carry("f6"), Some(Msg::new("torri-reason-carry").arg("pieces", 1)));
    }

    #[test]
    fn a_move_threatens_the_tallest_stack_a_height_move_could_take() {
        // Red's 2-stack goes c3 → c5; from there a height move of 2 reaches c7, e5 and a5.
        let mut g = setup(two(), &[("c3", "RR"), ("c7", "B"), ("e5", "RBB"), ("a5", "BB"), ("j10", "B")], R);
        let threat = Some(Msg::new("torri-reason-threat").arg("colour", "blue").arg("pieces", 3));
        assert_eq!(g.reason_msg(mv("c3", "c5")), threat);
        rolled(&mut g, 2);
        assert_eq!(g.reason_msg(mv("c3", "c5")), threat);
        // A single piece two squares away is not in reach of a single's height move.
        let g = setup(two(), &[("e4", "R"), ("e7", "B"), ("j10", "B")], R);
        assert_eq!(g.reason_msg(mv("e4", "e5")), None);
        let g = setup(two(), &[("e4", "R"), ("e6", "B"), ("j10", "B")], R);
        assert_eq!(g.reason_msg(mv("e4", "e5")), Some(Msg::new("torri-reason-threat-piece").arg("colour", "blue")));
    }

    #[test]
    fn no_threat_without_height_moves_or_a_next_turn() {
        let mut g = setup(TorriOptions { dice_only: true, ..two() }, &[("c3", "RR"), ("e5", "RBB"), ("j10", "B")], R);
        rolled(&mut g, 2);
        assert_eq!(g.reason_msg(mv("c3", "c5")), None);
        // Blue, the last seat of the round, threatens red's stack on e5 from c5 ...
        let g = setup(two(), &[("c3", "BB"), ("e5", "BRR"), ("a1", "R")], B);
        assert_eq!(
            g.reason_msg(mv("c3", "c5")),
            Some(Msg::new("torri-reason-threat").arg("colour", "red").arg("pieces", 3))
        );
        // ... but not in the game's last round, which ends before his next turn.
        let mut last = g.clone();
        last.end_triggered = true;
        assert_eq!(last.reason_msg(mv("c3", "c5")), None);
    }

    #[test]
    fn a_single_walking_home_cannot_be_captured_there() {
        let g = setup(two(), &[("e3", "R"), ("j10", "B")], R);
        assert_eq!(g.reason_msg(mv("e3", "e2")), Some(Msg::new("torri-reason-single-home")));
    }

    #[test]
    fn quiet_moves_rolls_and_passes_say_nothing() {
        let g = setup(two(), &[("e5", "R"), ("j10", "B")], R);
        assert_eq!(g.reason_msg(mv("e5", "e6")), None);
        assert_eq!(g.reason_msg(TorriAction::Roll), None);
        // Not legal now: nothing to say either.
        assert_eq!(g.reason_msg(mv("e5", "e8")), None);
        assert_eq!(g.reason_msg(TorriAction::Pass), None);
        // A single piece inside its home going on walking there.
        let g = setup(two(), &[("e2", "R"), ("j10", "B")], R);
        assert_eq!(g.reason_msg(mv("e2", "e1")), None);
    }

    #[test]
    fn reasons_never_depend_on_the_dice_to_come() {
        let opts = TorriOptions { free_carry: Some(4), ..two() };
        let mut g = Torri::new_game(&opts, 7).unwrap();
        let mut rng = Rng::new(11);
        let mut said = 0;
        for ply in 0..600 {
            let Some(seat) = g.to_move() else { break };
            let legal = legal_vec(&g);
            let other = g.determinize(seat, &mut rng);
            for &a in &legal {
                let reason = g.reason_msg(a);
                said += usize::from(reason.is_some());
                assert_eq!(other.reason_msg(a), reason, "{a:?} at ply {ply}");
            }
            let pick = legal[rng.below(legal.len() as u32) as usize];
            g.apply(pick).unwrap();
        }
        assert!(said > 0);
    }
}
