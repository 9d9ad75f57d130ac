//! What the bots know about Torres beyond the rules: which legal actions are never worth
//! considering, a cheap move-ordering guess for every action, and where the next scoring is.
//! None of this changes the rules: the legal list (a storage format) stays as `gen_actions`
//! makes it; bots read these through [`castellan_core::Game::bot_actions`],
//! [`castellan_core::Game::action_priors`] and [`castellan_core::Game::scorings_done`].

use super::action::{CardPlay, TorresAction};
use super::board::{bit, neighbors, Bits};
use super::{Stage, Torres};

/// Gain (in points) that moves a prior from 0.5 to about 0.88 (`tanh(1) / 2 + 0.5`).
const PRIOR_SCALE: f32 = 6.0;

impl Torres {
    /// The legal actions minus the dominated ones, in legal-list order:
    /// * **ending the turn with action points left** while the score marker may advance: a step
    ///   on the track is never worse than throwing the point away (it gains at least one point
    ///   and changes nothing else on the board);
    /// * **a walk through a castle onto a square a plain step reaches**: the same position for
    ///   the same action point (the UI already offers only the step, see `distinct_choices`).
    pub(crate) fn gen_bot_actions(&self, out: &mut Vec<TorresAction>) {
        out.clear();
        self.gen_actions(out);
        if self.stage != Stage::Main {
            return;
        }
        let can_score = self.ap >= 1;
        let h = &self.h;
        out.retain(|&a| match a {
            TorresAction::EndTurn => !can_score,
            TorresAction::Through { from, to } => {
                let step_reaches = neighbors(bit(from)) & bit(to) != 0 && h[to as usize] <= h[from as usize] + 1;
                !step_reaches
            }
            _ => true,
        });
    }

    /// Phase scorings done so far (0 before the first, 3 once the game is over).
    pub(crate) fn scorings_so_far(&self) -> u32 {
        if self.stage == Stage::Over {
            3
        } else {
            self.phase.saturating_sub(1) as u32
        }
    }

    /// What a seat stands to have after the coming scoring if the phase ended now: its score
    /// plus what the board would give it.
    fn standing(&self, p: usize) -> i32 {
        self.score[p] + self.phase_points(p)
    }

    /// The mover's standing minus the best other standing.
    fn standing_margin(&self, p: usize) -> i32 {
        self.margin_by(p, Torres::standing)
    }

    /// `value` of seat `p` minus the best `value` among the other seats.
    fn margin_by(&self, p: usize, value: impl Fn(&Torres, usize) -> i32) -> i32 {
        let best_other = (0..self.n as usize).filter(|&q| q != p).map(|q| value(self, q)).max().unwrap_or(0);
        value(self, p) - best_other
    }

    /// Move ordering for the seat to move: how much each action changes its margin over the best
    /// other player at the coming scoring (score plus what the board would give now), plus small
    /// bonuses for what pays off later in the turn (a block that lets one of its knights climb,
    /// an action card, extra action points), squashed into `0..1` (0.5 = no change).
    pub(crate) fn bot_action_priors(&self, actions: &[TorresAction], out: &mut Vec<f32>) {
        out.clear();
        let p = self.to_move as usize;
        let before = self.standing_margin(p);
        let scorings = self.scorings_so_far();
        for &a in actions {
            let mut next = *self;
            next.apply_action(a);
            // Once the action has ended the phase, the scoring is in the scores themselves.
            let after = if next.scorings_so_far() != scorings {
                next.margin_by(p, |g, q| g.score[q])
            } else {
                next.standing_margin(p)
            };
            let gain = (after - before) as f32 + self.later_bonus(a);
            out.push(0.5 + 0.5 * (gain / PRIOR_SCALE).tanh());
        }
    }

    /// What an action sets up beyond the immediate margin (in points, rough).
    fn later_bonus(&self, a: TorresAction) -> f32 {
        let p = self.to_move as usize;
        let mine = self.knight_bb[p];
        match a {
            TorresAction::PlaceBlock(sq) | TorresAction::Play(CardPlay::ExtraBlock(sq)) => {
                // A block next to one of our knights that becomes a step up for it.
                let new_height = self.h[sq as usize] + 1;
                let climbable = Bits(neighbors(bit(sq)) & mine).any(|k| self.h[k as usize] + 1 == new_height);
                if climbable {
                    1.0
                } else {
                    0.0
                }
            }
            TorresAction::TakeCard if self.phase < 3 => 0.8,
            TorresAction::Play(CardPlay::Ap6) => 1.0,
            TorresAction::Play(CardPlay::Ap7) => 2.0,
            _ => 0.0,
        }
    }
}

/// The sparring partner's heuristic (see [`castellan_bot::reference_config`]), after the public
/// Torres program it stands in for. Its bias is 20 × the change in the mover's own phase points
/// (castle points plus king's bonus as the board stands), a flat 10 for a new knight, and 1 for
/// moving the score marker or ending the turn (that program turns leftover action points into
/// points when the turn ends; here the marker steps do it). Its priority order, first to last:
/// set-up placements, stack choices, leftover blocks and king moves; a knight climbing above its
/// seat's highest knight in that castle; a block on a castle where the seat has a knight and
/// next to one of its knights; then a new knight or a block on a castle where the seat has a
/// knight; then moving the score marker, ending the turn, and everything else.
impl Torres {
    pub(crate) fn reference_bias_of(&self, actions: &[TorresAction], out: &mut Vec<f32>) {
        out.clear();
        let p = self.to_move as usize;
        let before = self.phase_points(p);
        for &a in actions {
            let bias = match a {
                TorresAction::AddKnight(_) | TorresAction::StartKnight(_) => 10.0,
                TorresAction::AdvanceScore | TorresAction::EndTurn => 1.0,
                _ => {
                    let mut next = *self;
                    next.apply_action(a);
                    20.0 * (next.phase_points(p) - before) as f32
                }
            };
            out.push(bias);
        }
    }

    pub(crate) fn reference_first_of(&self, actions: &[TorresAction]) -> Option<usize> {
        let p = self.to_move as usize;
        let mine = self.knight_bb[p];
        // The seat's highest knight per castle.
        let mut highest = [0u8; super::board::MAX_CASTLES];
        for k in Bits(mine) {
            let c = self.castles.id[k as usize];
            if c != super::board::NONE {
                highest[c as usize] = highest[c as usize].max(self.h[k as usize]);
            }
        }
        let has_knight = |c: u8| c != super::board::NONE && highest[c as usize] > 0;
        let castle_of_block = |sq: u8| {
            if self.h[sq as usize] > 0 {
                self.castles.id[sq as usize]
            } else {
                Bits(neighbors(bit(sq)))
                    .map(|n| self.castles.id[n as usize])
                    .find(|&c| c != super::board::NONE)
                    .unwrap_or(super::board::NONE)
            }
        };
        // Ranks, first to last; ties go to the earlier action in the list.
        let rank = |a: TorresAction| -> u8 {
            match a {
                TorresAction::PlaceFoundation(_)
                | TorresAction::StartKnight(_)
                | TorresAction::StartKing(_)
                | TorresAction::ChooseStack(_)
                | TorresAction::Spread(_)
                | TorresAction::ReturnRest
                | TorresAction::MoveKing(_) => 0,
                TorresAction::Step { from, to } | TorresAction::Through { from, to } => {
                    let (hf, ht) = (self.h[from as usize], self.h[to as usize]);
                    let c = self.castles.id[to as usize];
                    let new_high = c == super::board::NONE || ht > highest[c as usize];
                    if ht > hf && new_high {
                        1
                    } else {
                        7
                    }
                }
                TorresAction::PlaceBlock(sq) => {
                    let c = castle_of_block(sq);
                    if !has_knight(c) {
                        7
                    } else if neighbors(bit(sq)) & mine != 0 {
                        2
                    } else {
                        4
                    }
                }
                TorresAction::AddKnight(_) => 3,
                TorresAction::AdvanceScore => 5,
                TorresAction::EndTurn => 6,
                _ => 7,
            }
        };
        let mut best: Option<(u8, usize)> = None;
        for (i, &a) in actions.iter().enumerate() {
            let r = rank(a);
            if best.is_none_or(|(b, _)| r < b) {
                best = Some((r, i));
            }
        }
        best.map(|(_, i)| i)
    }

    /// Each seat's score plus what the phase scoring would give it now.
    pub(crate) fn standing_scores_now(&self) -> Vec<i32> {
        (0..self.n as usize).map(|p| self.standing(p)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::super::board::parse_sq;
    use super::super::{Torres, TorresAction};
    use castellan_bot::BotTuning;
    use castellan_bot::{decide, BotSpec, IsmctsConfig, Level, Search};
    use castellan_core::{legal_vec, Game};

    fn sq(name: &str) -> u8 {
        parse_sq(name).unwrap()
    }

    /// The last turn of the game (phase 3, round 4, second player), 5 action points, seat 1 two
    /// points behind: three castles, knights of both colours on them.
    fn last_turn() -> Torres {
        Torres::from_position_text(
            "torres players=2 cards=off
phase=3 round=4 turn=90 stage=main to_move=1 ap=5 stack=3 start=0 inround=1 supply=20
scores 101 99
8 .  .  .  .  .  .  .  .
7 .  .  .  .  .  .  .  .
6 .  .  2  3a 2  .  .  .
5 .  .  2b 3  2  .  .  .
4 .  .  .  .  .  .  .  .
3 .  1  2  .  .  2K 2  .
2 .  1b 2a .  .  2b 1  .
1 .  .  .  .  .  .  .  .
",
        )
        .unwrap()
    }

    /// The sparring partner's heuristic, on the last turn: blue's knight on c5 (level 2 of the
    /// six-square castle whose top, d5 and d6, is level 3) may climb onto d5, which raises blue's
    /// castle points by the castle's area; stepping off the castle onto c4 loses them.
    #[test]
    fn the_sparring_partner_biases_toward_own_phase_points() {
        let g = last_turn();
        let climb = TorresAction::Step { from: sq("c5"), to: sq("d5") };
        let off = TorresAction::Step { from: sq("c5"), to: sq("c4") };
        let legal = legal_vec(&g);
        assert!(legal.contains(&climb) && legal.contains(&off));
        let actions = [climb, off, TorresAction::AdvanceScore, TorresAction::EndTurn];
        let mut bias = Vec::new();
        g.reference_bias(&actions, &mut bias);
        assert_eq!(bias, vec![20.0 * 6.0, -20.0 * 12.0, 1.0, 1.0]);
        // Its playout step: the climb first; otherwise the score marker before the end of turn.
        assert_eq!(g.reference_first(&actions), Some(0));
        assert_eq!(g.reference_first(&[off, TorresAction::EndTurn, TorresAction::AdvanceScore]), Some(2));
        assert_eq!(g.reference_first(&[off, TorresAction::EndTurn]), Some(1));
        // What it values: each seat's score plus the coming scoring as the board stands.
        assert_eq!(g.standing_scores(), vec![101 + g.phase_points(0), 99 + g.phase_points(1)]);
    }

    fn bot_list(g: &Torres) -> Vec<TorresAction> {
        let mut out = Vec::new();
        g.bot_actions(&mut out);
        out
    }

    #[test]
    fn ending_the_turn_with_points_to_score_is_left_out_for_bots_only() {
        let g = last_turn();
        let legal = legal_vec(&g);
        let bots = bot_list(&g);
        // The rules still offer it (the legal list is a storage format) …
        assert!(legal.contains(&TorresAction::EndTurn) && legal.contains(&TorresAction::AdvanceScore));
        // … the bots' list does not, and keeps the legal order otherwise.
        assert!(!bots.contains(&TorresAction::EndTurn));
        let mut it = legal.iter();
        assert!(bots.iter().all(|b| it.any(|l| l == b)), "not a subsequence of the legal list");
        // With no action point left, ending the turn is all there is.
        let mut spent = g;
        for _ in 0..5 {
            spent.apply(TorresAction::AdvanceScore).unwrap();
        }
        assert_eq!(bot_list(&spent), vec![TorresAction::EndTurn]);
    }

    #[test]
    fn a_walk_through_a_castle_onto_a_step_square_is_left_out_for_bots() {
        let g = last_turn();
        let bots = bot_list(&g);
        for a in &bots {
            if let TorresAction::Through { from, to } = *a {
                assert!(!bots.contains(&TorresAction::Step { from, to }), "{a:?} duplicates a step");
            }
        }
    }

    #[test]
    fn no_level_throws_points_away_on_the_last_turn() {
        let base = last_turn();
        for level in [Level::Easy, Level::Normal, Level::Hard] {
            let spec = match Torres::level_spec_at(level, 2) {
                // The fixed budget would take a while in a test; the choice is about pruning.
                BotSpec::Ismcts(c) => BotSpec::Ismcts(IsmctsConfig { iterations: 300, ..c }),
                other => other,
            };
            for seed in 0..3 {
                let mut g = base;
                let turn = g.turn_number();
                while g.turn_number() == turn && g.to_move().is_some() {
                    let a = decide(&g, 1, &spec, seed).unwrap();
                    assert!(
                        a != TorresAction::EndTurn || g.ap_left() == 0,
                        "{level:?} ended the turn with {} AP left",
                        g.ap_left()
                    );
                    g.apply(a).unwrap();
                }
            }
        }
    }

    #[test]
    fn the_hint_on_the_last_turn_never_leaves_the_game_to_the_other_seat() {
        // Ending the last turn at once leaves Blue 123 to Red's 127 at the final scoring; hinted
        // action by action, Blue's turn wins the game.
        let g = last_turn();
        let mut ended = g;
        while ended.to_move().is_some() {
            let legal = legal_vec(&ended);
            let end = legal.iter().copied().find(|&a| a == TorresAction::EndTurn).unwrap_or(legal[0]);
            ended.apply(end).unwrap();
        }
        assert_eq!(ended.outcome().map(|o| o.winners), Some(vec![0]), "ending at once loses");
        let spec = castellan_bot::decision_spec::<Torres>(g.options(), Level::Normal, true);
        for seed in 0..3 {
            let mut state = g;
            let mut ply = 0;
            while let Some(seat) = state.to_move() {
                let a = decide(&state, seat, &spec, castellan_bot::derive_seed(seed, ply)).unwrap();
                state.apply(a).unwrap();
                ply += 1;
            }
            assert_eq!(state.outcome().map(|o| o.winners), Some(vec![1]), "seed {seed}");
        }
    }

    #[test]
    fn the_search_keeps_its_subtree_within_the_turn() {
        let g = last_turn();
        let BotSpec::Ismcts(config) = Torres::level_spec_at(Level::Hard, 2) else { panic!() };
        let config = IsmctsConfig { iterations: 400, ..config };
        let mut search = Search::new(&g, 1, config, 5);
        search.run(u32::MAX);
        let action = search.best_action().unwrap();
        let mut next = g;
        next.apply(action).unwrap();
        let mut again = search.continue_after(action, &next, 6);
        assert!(again.inherited_visits() > 0);
        again.run(u32::MAX);
        assert_eq!(again.iterations_done(), 400);
        assert!(next.check(again.best_action().unwrap()).is_ok());
    }

    #[test]
    fn normal_thinks_less_on_later_decisions_of_a_turn_but_never_below_its_count() {
        let g = last_turn();
        let BotSpec::Ismcts(config) = Torres::level_spec_at(Level::Normal, 2) else { panic!() };
        assert_eq!(config.later_share, 0.5);
        let config = IsmctsConfig { iterations: 300, min_iterations: 100, time_limit_ms: None, ..config };
        // A clock that moves 1 ms per reading: the thinking time, not the floor, ends the search.
        let ticking = || {
            let t = std::cell::Cell::new(0.0);
            move || {
                t.set(t.get() + 1.0);
                t.get()
            }
        };
        let mut first = Search::new(&g, 1, config.clone(), 5);
        first.run_with_clock(u32::MAX, &ticking());
        let first_iterations = first.iterations_done();
        assert!((380..=420).contains(&first_iterations), "{first_iterations}");
        let action = first.best_action().unwrap();
        let mut next = g;
        next.apply(action).unwrap();
        let mut later = first.continue_after(action, &next, 6);
        later.run_with_clock(u32::MAX, &ticking());
        assert!((180..=220).contains(&later.iterations_done()), "{}", later.iterations_done());
        // Without a clock every decision runs the fixed count.
        let mut counted = first.continue_after(action, &next, 6);
        counted.run(u32::MAX);
        assert_eq!(counted.iterations_done(), 300);
        // A clock that moves 10 ms per reading (a slow device): the floor still holds.
        let fast = std::cell::Cell::new(0.0);
        let mut floored = first.continue_after(action, &next, 6);
        floored.run_with_clock(u32::MAX, &|| {
            fast.set(fast.get() + 10.0);
            fast.get()
        });
        assert_eq!(floored.iterations_done(), 100);
    }

    #[test]
    fn normal_without_a_clock_plays_as_the_normal_the_ladder_measured() {
        // The arena's `normal:eps=0.2` of docs/bots.md's "Ladder" (the earlier Normal with its
        // playouts' random step at 20 %), written out.
        let previous = "mcts:2400:400ms:floor=600:c=1.5:cap=40:turns=1:eps=0.2:pb=0.002:guide=on:reuse=on";
        let previous = BotSpec::parse(previous, |level| Torres::level_spec_at(level, 2)).unwrap();
        let (BotSpec::Ismcts(now), BotSpec::Ismcts(before)) = (Torres::level_spec_at(Level::Normal, 2), previous)
        else {
            panic!()
        };
        // The level checks its choice on top (`bot::safety`), which the arena spec leaves out.
        let unclocked = |c: IsmctsConfig| IsmctsConfig {
            think_ms: None,
            min_iterations: 0,
            time_limit_ms: None,
            later_share: 1.0,
            safety_nodes: 0,
            ..c
        };
        assert_eq!(unclocked(now), unclocked(before));
    }

    #[test]
    fn normal_with_more_players_searches_a_fixed_count_with_noisier_playouts() {
        // With three or four players Normal is the arena's `normal:iter=600:eps=0.5` of
        // docs/bots.md's "Ladder" at two players, without its clock: a slow phone plays it
        // alike (only the safety cap stays), and Hard keeps its own search.
        let measured = "mcts:600:c=1.5:cap=40:turns=1:eps=0.5:pb=0.002:guide=on:reuse=on";
        let BotSpec::Ismcts(measured) = BotSpec::parse(measured, |level| Torres::level_spec_at(level, 2)).unwrap()
        else {
            panic!()
        };
        for players in [3, 4] {
            let BotSpec::Ismcts(normal) = Torres::level_spec_at(Level::Normal, players) else { panic!() };
            assert_eq!(normal.time_limit_ms, Some(castellan_bot::NORMAL_CAP_MS));
            assert_eq!(normal.safety_nodes, castellan_bot::ismcts::LEVEL_SAFETY_NODES);
            assert_eq!(IsmctsConfig { time_limit_ms: None, safety_nodes: 0, ..normal }, measured, "{players} players");
            assert_eq!(Torres::level_spec_at(Level::Hard, players), Torres::level_spec_at(Level::Hard, 2));
        }
    }

    #[test]
    fn priors_prefer_a_climb_to_a_step_down() {
        let g = last_turn();
        // Seat 1's knight on c5 (level 2, castle of area 6) may climb to d5 (level 3) or step
        // down to b5 (bare board).
        let climb = TorresAction::Step { from: sq("c5"), to: sq("d5") };
        let down = TorresAction::Step { from: sq("c5"), to: sq("b5") };
        let actions = [climb, down, TorresAction::AdvanceScore];
        let mut priors = Vec::new();
        g.action_priors(&actions, &mut priors);
        assert!(priors[0] > priors[2] && priors[2] > priors[1], "{priors:?}");
        assert!(priors.iter().all(|p| (0.0..=1.0).contains(p)));
    }

    #[test]
    fn the_evaluation_sees_a_climb_within_reach() {
        let g = last_turn();
        // c5 → d5: from level 2 to 3 on the 6-square castle, +6 points.
        assert_eq!(g.reachable_gain(1), 6);
    }

    #[test]
    fn scorings_count_the_phases_played() {
        let g = last_turn();
        assert_eq!(g.scorings_done(), 2);
        let mut over = g;
        for _ in 0..5 {
            over.apply(TorresAction::AdvanceScore).unwrap();
        }
        over.apply(TorresAction::EndTurn).unwrap();
        while over.to_move().is_some() {
            let a = legal_vec(&over)[0];
            over.apply(a).unwrap();
        }
        assert_eq!(over.scorings_done(), 3);
    }
}
