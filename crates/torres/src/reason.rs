//! Why an action is good for the seat to move ([`castellan_core::Game::reason_msg`]): one short,
//! true reason in points, read after the action's name in the hint and in a review's "Better: …".
//!
//! # The reasons
//! Every number is "as if the phase were scored now": the engine's own scoring
//! ([`Torres::phase_points`]: castle points, king's bonus, master-card bonus) before and after
//! the action, since a scoring may still be turns away.
//! * **It scores** (`torres-reason-score`): the mover's next scoring grows by N points ("it
//!   raises your next scoring by 12 points"). When the king's bonus is part of the gain it says
//!   so (`-score-king`; `torres-reason-king-bonus` when the bonus is the whole gain, e.g. a king
//!   moved under one of your knights); when a master-card bonus is, `-score-master`.
//! * **It takes points** (`torres-reason-takes`): an opponent's next scoring shrinks ("it takes
//!   2 points from Blue's next scoring": a *Move block* shrinking his castle, a knight taking a
//!   master card's "strictly the most"); `-takes-king` when it is his king's bonus (the king
//!   moved away from his knight).
//! * **It sets up a step** (`torres-reason-prepares`): afterwards one step of one of the mover's
//!   knights (up one level onto a neighbouring empty square, [`Torres::reachable_gain`]) would
//!   raise his next scoring by more than any step could before (a block beside a knight, a knight
//!   brought next to a taller square).
//! * **It blocks a step** (`torres-reason-blocks`): the best such step of an opponent is worth
//!   less afterwards (the square taken by a knight or the king, or built too high to climb).
//! * **Score marker**: "it gains 3 points: your marker hops past another one"
//!   (`torres-reason-hop`, the bump rule); in the master version, where the leader starts each
//!   round, "it puts you in the lead" (`torres-reason-lead`) when it does and a round of the
//!   phase is still to come.
//! * **Leaving the king** (`torres-reason-keeps-king`) where he gives the mover the king's bonus.
//!
//! # Ranking
//! Points now beat points later: a scoring or a taking counts in full, a set-up or a blocked step
//! at half its value (the step is not taken yet and opponents move first, as the evaluation's
//! `REACH_WEIGHT` counts it). The largest wins; on a tie, in the order listed above (your own
//! points first). An action that lowers the mover's own next scoring gets no reason, nor does
//! one that changes nothing the engine can count (ending the turn, choosing a stack, 6 AP / 7 AP,
//! spreading blocks, set-up placements worth nothing).
//!
//! # What it may depend on
//! Only what the mover sees now: the board, the scores, the options. Taking a card, keeping one
//! and putting one back have no reason (what they bring depends on the hidden deck); a card play
//! is judged by the board it leaves, which is known once the card is chosen. Beyond the legality
//! check (the mover's own hand) nothing here reads hands, decks or the RNG, so a re-sampled copy
//! ([`castellan_core::Game::determinize`]) gives the same reason.

use super::action::{CardPlay, TorresAction};
use super::{rounds, Torres};
use castellan_core::Msg;

/// The seats' colour ids, as the message files' `$colour` choices name them.
const COLOURS: [&str; 4] = ["red", "blue", "yellow", "green"];

/// A seat's next scoring, part by part, as the engine counts it.
#[derive(Clone, Copy, Default)]
struct Parts {
    castle: i32,
    king: i32,
    master: i32,
}

impl Parts {
    fn of(g: &Torres, p: usize, phase: u8) -> Parts {
        Parts { castle: g.castle_points(p), king: g.king_bonus(p, phase), master: g.master_bonus(p, phase) }
    }
    fn total(self) -> i32 {
        self.castle + self.king + self.master
    }
    fn minus(self, o: Parts) -> Parts {
        Parts { castle: self.castle - o.castle, king: self.king - o.king, master: self.master - o.master }
    }
}

impl Torres {
    /// Why `a` is good for the seat to move, or `None` (see the module docs).
    pub(crate) fn reason_of(&self, a: TorresAction) -> Option<Msg> {
        use TorresAction as A;
        if self.check_action(a).is_err() {
            return None;
        }
        match a {
            A::AdvanceScore => self.score_step_reason(),
            A::KeepKing => {
                let bonus = self.king_bonus(self.to_move as usize, self.phase);
                (bonus > 0).then(|| Msg::new("torres-reason-keeps-king").arg("points", bonus))
            }
            A::Play(CardPlay::Ap6 | CardPlay::Ap7) => None,
            A::StartKnight(_)
            | A::StartKing(_)
            | A::AddKnight(_)
            | A::Step { .. }
            | A::Through { .. }
            | A::PlaceBlock(_)
            | A::Play(_)
            | A::MoveKing(_) => self.board_reason(a),
            _ => None,
        }
    }

    /// Moving the score marker one space: what the bump rule adds, or the lead (master version).
    fn score_step_reason(&self) -> Option<Msg> {
        let p = self.to_move;
        let mut next = *self;
        next.gain(p as usize, 1);
        let round_to_come = self.round < rounds(self.n, self.phase);
        if self.opts.master && round_to_come && self.leader() != Some(p) && next.leader() == Some(p) {
            return Some(Msg::new("torres-reason-lead"));
        }
        let gained = next.score[p as usize] - self.score[p as usize];
        (gained > 1).then(|| Msg::new("torres-reason-hop").arg("points", gained))
    }

    /// An action that changes the board (or the king): its reasons, ranked.
    fn board_reason(&self, a: TorresAction) -> Option<Msg> {
        let p = self.to_move as usize;
        let n = self.n as usize;
        let phase = self.phase;
        let mut next = *self;
        next.apply_action(a);
        let mine = Parts::of(&next, p, phase).minus(Parts::of(self, p, phase));
        let gain = mine.total();
        if gain < 0 {
            return None;
        }
        // (weight, message) in the order that wins ties.
        let mut candidates: Vec<(i32, Msg)> = Vec::new();
        if gain > 0 {
            let msg = Msg::new(if mine.king > 0 && mine.castle == 0 && mine.master == 0 {
                "torres-reason-king-bonus"
            } else if mine.king > 0 {
                "torres-reason-score-king"
            } else if mine.master > 0 {
                "torres-reason-score-master"
            } else {
                "torres-reason-score"
            });
            candidates.push((2 * gain, msg.arg("points", gain)));
        }
        // The opponent who loses most at the next scoring, and the one whose best step (up one
        // level onto a neighbouring empty square) loses most while he gains nothing else instead.
        let mut taken: Option<(usize, Parts)> = None;
        let mut blocked: Option<(usize, i32, i32)> = None;
        for q in (0..n).filter(|&q| q != p) {
            let loss = Parts::of(self, q, phase).minus(Parts::of(&next, q, phase));
            if loss.total() > taken.map_or(0, |(_, l)| l.total()) {
                taken = Some((q, loss));
            }
            let (before, after) = (self.reachable_gain(q), next.reachable_gain(q));
            let lost = (before - after).min(loss.total() + before - after);
            if lost > blocked.map_or(0, |(_, l, _)| l) {
                blocked = Some((q, lost, before));
            }
        }
        if let Some((q, loss)) = taken {
            let msg =
                Msg::new(if loss.king == loss.total() { "torres-reason-takes-king" } else { "torres-reason-takes" });
            candidates.push((2 * loss.total(), msg.arg("points", loss.total()).arg("colour", COLOURS[q % 4])));
        }
        let (reach_before, reach_after) = (self.reachable_gain(p), next.reachable_gain(p));
        if reach_after > reach_before {
            let msg = Msg::new("torres-reason-prepares").arg("points", reach_after);
            candidates.push((reach_after - reach_before, msg));
        }
        if let Some((q, lost, worth)) = blocked {
            let msg = Msg::new("torres-reason-blocks").arg("points", worth).arg("colour", COLOURS[q % 4]);
            candidates.push((lost, msg));
        }
        let best = candidates.iter().map(|(w, _)| *w).max()?;
        candidates.into_iter().find(|(w, _)| *w == best).map(|(_, m)| m)
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{pos, s, EMPTY};
    use super::super::{CardMode, Stage, TorresOptions};
    use super::*;
    use castellan_core::{Game, Rng};
    use TorresAction as A;

    const MAIN: &str = "phase=1 round=1 stage=main to_move=0 ap=5 stack=3";

    /// Two players, no cards, seat 0 (red) to move with 5 AP and a stack of 3; rows 4 to 1.
    fn board(low: [&str; 4]) -> Torres {
        let [r4, r3, r2, r1] = low;
        pos("players=2 cards=off", MAIN, [EMPTY, EMPTY, EMPTY, EMPTY, r4, r3, r2, r1])
    }

    /// After a phase scoring: seat 0 may move the king (phase 2: the bonus is for level 2).
    fn king_move(r6: &str, r3: &str) -> Torres {
        let header = "phase=2 round=1 stage=kingmove to_move=0 ap=0";
        pos("players=2 cards=off", header, [EMPTY, EMPTY, r6, EMPTY, EMPTY, r3, EMPTY, EMPTY])
    }

    fn reason(g: &Torres, a: TorresAction) -> Option<Msg> {
        assert_eq!(g.check(a), Ok(()), "{a:?} is legal");
        g.reason_msg(a)
    }

    fn points(key: &'static str, n: i32) -> Option<Msg> {
        Some(Msg::new(key).arg("points", n))
    }

    fn against(key: &'static str, n: i32, colour: &str) -> Option<Msg> {
        Some(Msg::new(key).arg("points", n).arg("colour", colour))
    }

    #[test]
    fn a_climb_scores_the_castle_area_per_level_gained() {
        // Castle c3 d3 d4, area 3: red's knight climbs from level 1 to level 2, 3 → 6.
        let g = board([". . . 1 . . . .", ". . 1a 2 . . . .", EMPTY, EMPTY]);
        assert_eq!(reason(&g, A::Step { from: s("c3"), to: s("d3") }), points("torres-reason-score", 3));
    }

    #[test]
    fn a_step_onto_level_one_of_the_king_s_castle_counts_the_king_s_bonus() {
        // The king's castle c4 c3 d3 (area 3): level 1 in phase 1 is 3 castle points plus 5.
        let g = board([". . 1K . . . . .", ". 0a 1 1 . . . .", EMPTY, EMPTY]);
        assert_eq!(reason(&g, A::Step { from: s("b3"), to: s("c3") }), points("torres-reason-score-king", 8));
    }

    #[test]
    fn moving_the_king_under_your_knight_earns_the_king_s_bonus() {
        let g = king_move(". . . . . 1K . .", ". . 2a 1 . . . .");
        assert_eq!(g.stage(), Stage::KingMove);
        assert_eq!(reason(&g, A::MoveKing(s("d3"))), points("torres-reason-king-bonus", 10));
        assert_eq!(reason(&g, A::KeepKing), None, "the king at f6 gives nobody a bonus");
    }

    #[test]
    fn leaving_the_king_keeps_your_king_s_bonus() {
        let g = king_move(". . . . . 1 . .", ". . 2a 1K . . . .");
        assert_eq!(reason(&g, A::KeepKing), points("torres-reason-keeps-king", 10));
        assert_eq!(reason(&g, A::MoveKing(s("f6"))), None, "moving him away loses the bonus");
    }

    #[test]
    fn moving_the_king_away_from_a_rival_takes_his_king_s_bonus() {
        let g = king_move(". . . . . 1 . .", ". . 2b 1K . . . .");
        assert_eq!(reason(&g, A::MoveKing(s("f6"))), against("torres-reason-takes-king", 10, "blue"));
    }

    #[test]
    fn a_knight_on_the_border_scores_the_master_card() {
        // Master card 5, phase 1: 2 for a knight on the border, 2 more for strictly the most.
        let rows = [EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, ". 0a . . . . . .", EMPTY];
        let g = pos("players=2 cards=personal master=1 mcard=5", MAIN, rows);
        assert_eq!(reason(&g, A::Step { from: s("b2"), to: s("a2") }), points("torres-reason-score-master", 4));
    }

    #[test]
    fn moving_a_block_off_a_rival_s_castle_takes_his_points() {
        // Blue stands on level 2 of b2 c2 d2 (area 3, 6 points); the block of d2 founds a new
        // castle on g7: area 2, 4 points.
        let rows = [EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, ". 2b 1 1 . . . .", EMPTY];
        let text = |hand: &str| {
            let mut t = format!("torres players=2 cards=personal\n{MAIN}\n");
            for (i, r) in rows.iter().enumerate() {
                t += &format!("{} {}\n", 8 - i, r);
            }
            t + hand
        };
        let g = Torres::from_position_text(&text("hand 0: 0 0 0 0 0 0 0 1 0 0\n")).unwrap();
        let play = A::Play(CardPlay::MoveBlock { from: s("d2"), to: s("g7") });
        assert_eq!(reason(&g, play), against("torres-reason-takes", 2, "blue"));
    }

    #[test]
    fn a_block_too_high_to_climb_blocks_a_rival_s_step() {
        // Castle c4 d4 c3 d3, area 4: blue on c3 (level 1) could step onto d3 (level 2), 4 → 8.
        let g = board([". . 1 1 . . . .", ". . 1b 2 . . . .", EMPTY, EMPTY]);
        assert_eq!(reason(&g, A::PlaceBlock(s("d3"))), against("torres-reason-blocks", 4, "blue"));
    }

    #[test]
    fn a_block_beside_your_knight_sets_up_a_step() {
        // Castle c3 d3, area 2: raising d3 to 2 lets red's knight climb from level 1, 2 → 4.
        let g = board([EMPTY, ". . 1a 1 . . . .", EMPTY, EMPTY]);
        assert_eq!(reason(&g, A::PlaceBlock(s("d3"))), points("torres-reason-prepares", 2));
    }

    #[test]
    fn points_now_outrank_a_blocked_step_of_the_same_worth() {
        // Castle c3 d3 e3, area 3: red climbing onto d3 scores 3 and takes blue's step worth 3.
        let g = board([EMPTY, ". . 1a 2 1b . . .", EMPTY, EMPTY]);
        assert_eq!(reason(&g, A::Step { from: s("c3"), to: s("d3") }), points("torres-reason-score", 3));
    }

    #[test]
    fn the_score_marker_hopping_another_gains_more_than_one() {
        let mut g = board([EMPTY, EMPTY, EMPTY, "0a . . . . . . ."]);
        g.score = [3, 4, 0, 0];
        assert_eq!(reason(&g, A::AdvanceScore), points("torres-reason-hop", 2));
        g.score = [5, 4, 0, 0];
        assert_eq!(reason(&g, A::AdvanceScore), None, "one space, one point: nothing to add");
    }

    #[test]
    fn in_the_master_version_taking_the_lead_starts_the_next_round() {
        let rows = [EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, ". 0a . . . . . .", EMPTY];
        let mut g = pos("players=2 cards=personal master=1 mcard=1", MAIN, rows);
        g.score = [2, 3, 0, 0];
        assert_eq!(reason(&g, A::AdvanceScore), Some(Msg::new("torres-reason-lead")));
        // In the phase's last round the king's mover starts the next one: only the hop is left.
        g.round = 4;
        assert_eq!(reason(&g, A::AdvanceScore), points("torres-reason-hop", 2));
    }

    #[test]
    fn nothing_to_say_gives_none() {
        let g = board([EMPTY, ". . 1a . . . . .", EMPTY, "0a . . . . . . ."]);
        assert_eq!(reason(&g, A::Step { from: s("a1"), to: s("b1") }), None, "ground to ground");
        assert_eq!(reason(&g, A::Step { from: s("c3"), to: s("b3") }), None, "leaving a castle loses a point");
        assert_eq!(reason(&g, A::EndTurn), None);
        assert_eq!(g.reason_msg(A::Step { from: s("a1"), to: s("h8") }), None, "an illegal action");
        // Red holds 6 AP (card index 5).
        let t = format!("torres players=2 cards=personal\n{MAIN}\n1 0a . . . . . . .\nhand 0: 0 0 0 0 0 1 0 0 0 0\n");
        let cards = Torres::from_position_text(&t).unwrap();
        assert_eq!(reason(&cards, A::TakeCard), None, "what a card brings depends on the hidden deck");
        assert_eq!(reason(&cards, A::Play(CardPlay::Ap6)), None);
    }

    #[test]
    fn reasons_do_not_depend_on_hidden_cards_or_chance() {
        for (seed, cards) in [(1, CardMode::PersonalDeck), (2, CardMode::CommonDeck)] {
            let o = TorresOptions { players: 3, cards, ..Default::default() };
            let mut g = Torres::new_game(&o, seed).unwrap();
            let mut rng = Rng::new(seed);
            let mut said = 0;
            for _ in 0..400 {
                let Some(mover) = g.to_move() else { break };
                let legal = castellan_core::legal_vec(&g);
                let resampled = g.determinize(mover, &mut rng);
                for &a in &legal {
                    let why = g.reason_msg(a);
                    said += why.is_some() as u32;
                    assert_eq!(resampled.reason_msg(a), why, "{a:?}");
                }
                g.play_unchecked(legal[rng.below(legal.len() as u32) as usize]);
            }
            assert!(said > 50, "only {said} reasons in a random game");
        }
    }
}
