//! Rulebook examples, one named test per spec decision, and seeded random play with invariants.
#![allow(clippy::needless_range_loop)] // index loops over seats and card types read clearest here

use super::board::{bit, parse_sq, Castles};
use super::*;
use castellan_core::{Game, Match, Rng};
use TorresAction as A;

pub(crate) fn s(name: &str) -> u8 {
    parse_sq(name).unwrap()
}

/// A position from a header and the 8 board rows (row 8 first).
pub(crate) fn pos(opts: &str, header: &str, rows: [&str; 8]) -> Torres {
    let mut t = format!("torres {opts}\n{header}\n");
    for (i, r) in rows.iter().enumerate() {
        t += &format!("{} {}\n", 8 - i, r);
    }
    Torres::from_position_text(&t).unwrap()
}

pub(crate) const EMPTY: &str = ". . . . . . . .";

fn board(rows: [&str; 8]) -> Torres {
    pos("players=2 cards=off", "phase=1 round=1 stage=main to_move=0 ap=5 stack=3", rows)
}

fn legal(g: &Torres) -> Vec<TorresAction> {
    castellan_core::legal_vec(g)
}

// ---------------------------------------------------------------- rulebook examples

#[test]
fn example_anna_three_times_five() {
    let g = board([EMPTY, EMPTY, EMPTY, EMPTY, ". . 1 2a . . . .", ". . 1 3a 1 . . .", EMPTY, EMPTY]);
    assert_eq!(g.castle_area(g.castle_of(s("d3")).unwrap()), 5);
    // Her level-2 knight adds nothing: only the highest counts.
    assert_eq!(g.castle_points(0), 15);
}

fn king_castle(cells: [&str; 4], phase: u8) -> Torres {
    let [c4, d4, c3, d3] = cells;
    pos(
        "players=2 cards=off",
        &format!("phase={phase} round=1 stage=main to_move=0 ap=5"),
        [
            EMPTY,
            EMPTY,
            EMPTY,
            EMPTY,
            &format!(". . {c4} {d4} . . . ."),
            &format!(". . {c3} {d3} . . . ."),
            EMPTY,
            EMPTY,
        ],
    )
}

#[test]
fn example_e_no_level_one_knight_no_bonus() {
    let g = king_castle(["1K", "3", "4a", "2a"], 1);
    assert_eq!(g.phase_points(0), 16);
    let g2 = king_castle(["1K", "3", "4a", "2a"], 2);
    assert_eq!(g2.phase_points(0), 26, "in phase 2 the level-2 knight earns the 10 bonus");
}

#[test]
fn example_f_bonus_and_higher_knight() {
    let g = king_castle(["1K", "1", "1a", "2a"], 1);
    assert_eq!(g.castle_points(0), 8);
    assert_eq!(g.king_bonus(0, 1), 5);
    assert_eq!(g.phase_points(0), 13);
}

#[test]
fn king_bonus_counted_once_per_player() {
    let g = king_castle(["1K", "1a", "1a", "2"], 1);
    assert_eq!(g.king_bonus(0, 1), 5);
    assert_eq!(g.phase_points(0), 4 + 5);
}

#[test]
fn area_five_castle_limit() {
    // A 5-square castle boxed in by castles touching its neighbours diagonally-only.
    let g = board([
        EMPTY,
        EMPTY,
        ". . . . . . . .",
        ". 1 . . . . 1 .",
        ". . . 2 5 . . .",
        ". . . 1 4 3 . .",
        ". . 1 . . . 1 .",
        EMPTY,
    ]);
    let c = g.castle_of(s("e4")).unwrap();
    assert_eq!(g.castle_area(c), 5);
    assert_eq!(g.check(A::PlaceBlock(s("e4"))), Err(TorresError::CastleTooTall));
    assert_eq!(g.check(A::PlaceBlock(s("e3"))), Ok(()), "4 -> 5 is still fine");
    assert_eq!(g.check(A::PlaceBlock(s("c3"))), Err(TorresError::JoinsCastles));
    assert_eq!(g.check(A::PlaceBlock(s("c4"))), Ok(()), "touching one castle grows it");
    assert_eq!(TorresError::CastleTooTall.to_string(), "a castle may not be taller than its area");
}

// ---------------------------------------------------------------- set-up and options

#[test]
fn options_are_validated() {
    let bad = |o: TorresOptions| Torres::new_game(&o, 1).is_err();
    let d = TorresOptions::default();
    assert!(bad(TorresOptions { players: 1, ..d }));
    assert!(bad(TorresOptions { players: 5, ..d }));
    assert!(bad(TorresOptions { master_card: Some(3), ..d }));
    assert!(bad(TorresOptions { master: true, master_card: Some(9), ..d }));
    assert!(bad(TorresOptions { master: true, cards: CardMode::Off, ..d }));
    assert!(!bad(TorresOptions { master: true, master_card: Some(8), ..d }));
}

#[test]
fn basic_setup_foundations_knights_king() {
    let mut g = Torres::new_game(&TorresOptions { players: 3, cards: CardMode::Off, ..Default::default() }, 5).unwrap();
    for f in ["d8", "c6", "f6", "h5", "a4", "c3", "f3", "e1"] {
        assert_eq!(g.height(s(f)), 1);
    }
    assert_eq!(g.castle_count(), 8);
    assert_eq!(g.supply(), 84);
    assert_eq!(g.to_move(), Some(0));
    g.apply(A::StartKnight(s("d8"))).unwrap();
    assert_eq!(g.apply(A::StartKnight(s("d8"))), Err(TorresError::SquareOccupied));
    assert_eq!(g.apply(A::StartKnight(s("d5"))), Err(TorresError::NotAFoundation));
    g.apply(A::StartKnight(s("c6"))).unwrap();
    g.apply(A::StartKnight(s("f6"))).unwrap();
    assert_eq!(g.to_move(), Some(2), "the last player places the king");
    let t = g.turn_number();
    g.apply(A::StartKing(s("c3"))).unwrap();
    assert_ne!(g.turn_number(), t);
    assert_eq!(g.to_move(), Some(0));
    // 3 players, phase 1: stacks 3,3,2,2 — seat 0 must choose.
    assert_eq!(g.stage(), Stage::ChooseStack);
    assert_eq!(legal(&g), vec![A::ChooseStack(2), A::ChooseStack(3)]);
    assert_eq!(g.supply(), 84 - 30);
    assert_eq!(g.block_total(), 92);
}

#[test]
fn stack_table_per_player_count() {
    assert_eq!((rounds(2, 1), rounds(2, 2), rounds(2, 3)), (4, 4, 4));
    assert_eq!((rounds(3, 1), rounds(3, 2), rounds(3, 3)), (4, 3, 3));
    assert_eq!((rounds(4, 1), rounds(4, 2), rounds(4, 3)), (4, 3, 3));
    assert_eq!(stack_sizes(2, 3), &[3, 3, 3, 3]);
    assert_eq!(stack_sizes(3, 1), &[3, 3, 2, 2]);
    assert_eq!(stack_sizes(3, 2), &[3, 3, 2]);
    assert_eq!(stack_sizes(4, 1), &[2, 2, 2, 2]);
    assert_eq!(stack_sizes(4, 3), &[2, 2, 2]);
    for p in 2..=4u8 {
        for ph in 1..=3 {
            assert_eq!(stack_sizes(p, ph).len(), rounds(p, ph) as usize);
        }
    }
}

#[test]
fn decision_stack_choice_is_automatic_when_all_stacks_match() {
    let mut g = Torres::new_game(&TorresOptions { players: 4, cards: CardMode::Off, ..Default::default() }, 1).unwrap();
    for f in ["d8", "c6", "f6", "h5"] {
        g.apply(A::StartKnight(s(f))).unwrap();
    }
    g.apply(A::StartKing(s("a4"))).unwrap();
    assert_eq!(g.stage(), Stage::Main);
    assert_eq!(g.current_stack(), 2);
    assert_eq!(g.stack_sizes_of(0), vec![2, 2, 2]);
}

// ---------------------------------------------------------------- knights

#[test]
fn step_up_one_down_any() {
    let g = board([EMPTY, EMPTY, EMPTY, ". . . 3 . . . .", ". . 1 3a 2 . . .", ". . . 1 . . . .", EMPTY, EMPTY]);
    assert_eq!(g.check(A::Step { from: s("d4"), to: s("c4") }), Ok(()));
    assert_eq!(g.check(A::Step { from: s("d4"), to: s("d5") }), Ok(()));
    // Example B: down any number of levels; example C: never onto a knight or the king.
    let down = board([EMPTY, EMPTY, EMPTY, EMPTY, ". . . . 0b . . .", ". . . 1K 3a . . .", ". . . . . . . .", EMPTY]);
    assert_eq!(down.check(A::Step { from: s("e3"), to: s("e2") }), Ok(()));
    assert_eq!(down.check(A::Step { from: s("e3"), to: s("e4") }), Err(TorresError::SquareOccupied));
    assert_eq!(down.check(A::Step { from: s("e3"), to: s("d3") }), Err(TorresError::SquareOccupied));
    let g2 = board([EMPTY, EMPTY, EMPTY, ". . . 3 . . . .", ". . 0a 2 . . . .", EMPTY, EMPTY, EMPTY]);
    assert_eq!(g2.check(A::Step { from: s("c4"), to: s("d4") }), Err(TorresError::ClimbTooHigh));
    assert_eq!(g2.check(A::Step { from: s("c4"), to: s("e4") }), Err(TorresError::NotAdjacent));
    assert_eq!(g2.check(A::Step { from: s("c4"), to: s("c3") }), Ok(()));
}

#[test]
fn add_knight_costs_two_and_not_higher() {
    let g = board([EMPTY, EMPTY, EMPTY, EMPTY, ". . 3 2a 1 . . .", EMPTY, EMPTY, EMPTY]);
    assert_eq!(g.check(A::AddKnight(s("c4"))), Err(TorresError::NewKnightTooHigh));
    assert_eq!(g.check(A::AddKnight(s("e4"))), Ok(()));
    assert_eq!(g.check(A::AddKnight(s("d3"))), Ok(()));
    assert_eq!(g.check(A::AddKnight(s("f4"))), Err(TorresError::NotAdjacent));
    let mut g1 = g;
    g1.ap = 1;
    assert_eq!(g1.check(A::AddKnight(s("e4"))), Err(TorresError::NotEnoughAp));
    let mut g2 = g;
    g2.apply(A::AddKnight(s("e4"))).unwrap();
    assert_eq!(g2.ap_left(), 3);
    let six = board([EMPTY, EMPTY, EMPTY, EMPTY, "0a 0a 0a 0a 0a 0a . .", EMPTY, EMPTY, EMPTY]);
    assert_eq!(six.check(A::AddKnight(s("g4"))), Err(TorresError::NoKnightsLeft));
}

#[test]
fn through_castle_exact_definition() {
    // Castle b2..e2 with heights 3 3 2 1; knight at a2 on level 1 (a castle of its own below).
    let g = board([EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, "1a 3 3 2 1 . . .", EMPTY]);
    // a2 is part of the castle itself (touching b2): the knight is on level 1 of it.
    let t = |to: &str| g.check(A::Through { from: s("a2"), to: s(to) });
    // Entering b2 (3 > 1) at travel level 1: squares passed must be taller than the travel level.
    assert_eq!(t("b1"), Ok(()), "exit at level 0 next to b2");
    assert_eq!(t("d1"), Ok(()), "travel on to d2 (2 > 1), exit down");
    assert_eq!(t("e1"), Ok(()), "drop to travel level 0 to pass e2 (1 > 0)");
    assert_eq!(t("f2"), Ok(()), "leave the castle beyond e2");
    assert_eq!(t("b3"), Ok(()));
    assert_eq!(t("e2"), Ok(()), "exit onto a lower square of the same castle (height 1 ≤ 1)");
    assert_eq!(t("g2"), Err(TorresError::NoThroughPath));
    // Exits higher than the travel level are not allowed.
    let g2 = board([EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, ". . . 2 . . . .", "1a 3 3 3 . . . .", EMPTY]);
    assert_eq!(g2.check(A::Through { from: s("a2"), to: s("d3") }), Err(TorresError::NoThroughPath));
    // No door: the neighbour is not taller.
    let g3 = board([EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, "2a 2 3 . . . . .", EMPTY]);
    assert_eq!(g3.check(A::Through { from: s("a2"), to: s("d2") }), Err(TorresError::NoThroughPath));
    // Knights on the roofs do not block travel inside.
    let g4 = board([EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, "0a 2b 2b 2b . . . .", EMPTY]);
    assert_eq!(g4.check(A::Through { from: s("a2"), to: s("e2") }), Ok(()));
    assert_eq!(g4.check(A::Through { from: s("a2"), to: s("a2") }), Err(TorresError::SameSquare));
    assert_eq!(g4.notation(A::Through { from: s("a2"), to: s("e2") }), "K a2⇒e2 (castle)");
}

// ---------------------------------------------------------------- blocks and stacks

#[test]
fn block_placement_rules() {
    let g = board([EMPTY, EMPTY, EMPTY, ". . . . . . . .", ". . 1 1a . . 1 .", EMPTY, EMPTY, EMPTY]);
    assert_eq!(g.check(A::PlaceBlock(s("d4"))), Err(TorresError::BlockUnderPiece));
    assert_eq!(g.check(A::PlaceBlock(s("c4"))), Ok(()));
    assert_eq!(g.check(A::PlaceBlock(s("e4"))), Ok(()));
    assert_eq!(g.check(A::PlaceBlock(s("f5"))), Err(TorresError::NewCastle));
    let two = board([EMPTY, EMPTY, EMPTY, EMPTY, ". . 1 . 1 . . .", EMPTY, EMPTY, EMPTY]);
    assert_eq!(two.check(A::PlaceBlock(s("d4"))), Err(TorresError::JoinsCastles));
    assert_eq!(two.check(A::PlaceBlock(s("c4"))), Err(TorresError::CastleTooTall));
    let mut g2 = g;
    g2.cur_stack = 0;
    assert_eq!(g2.check(A::PlaceBlock(s("c4"))), Err(TorresError::StackEmpty));
    assert_eq!(g.notation(A::PlaceBlock(s("c4"))), "B c4 (h2)");
}

#[test]
fn leftovers_spread_at_most_three_rest_to_supply() {
    let mut g = pos(
        "players=2 cards=off",
        "phase=1 round=1 stage=main to_move=0 ap=5 stack=3 supply=50",
        [EMPTY, EMPTY, EMPTY, EMPTY, ". . 1 0a . . . .", EMPTY, EMPTY, EMPTY],
    );
    g.stacks[0] = [0, 0, 1, 2]; // stacks 3,3,2 remain
    g.stacks[1] = [0, 0, 0, 4];
    g.supply = (92 - g.block_total() + g.supply as u32) as u8;
    assert_eq!(g.block_total(), 92);
    let supply = g.supply();
    g.apply(A::EndTurn).unwrap();
    assert_eq!(g.stage(), Stage::Redistribute);
    assert_eq!(legal(&g), vec![A::Spread(2), A::ReturnRest]);
    assert_eq!(g.check(A::Spread(3)), Err(TorresError::StackFull));
    g.apply(A::Spread(2)).unwrap();
    // No stack below 3 remains: the other 2 blocks go back automatically.
    assert_eq!(g.stage(), Stage::Main, "next player, stack chosen automatically");
    assert_eq!(g.stack_sizes_of(0), vec![3, 3, 3]);
    assert_eq!(g.supply(), supply + 2);
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(g.block_total(), 92);
}

// ---------------------------------------------------------------- score track

#[test]
fn score_marker_bump_rule() {
    let mut g = board([EMPTY, EMPTY, EMPTY, EMPTY, ". . 1 0a . . . .", EMPTY, EMPTY, EMPTY]);
    g.score = [4, 5, 0, 0];
    assert_eq!(g.notation(A::AdvanceScore), "score +2");
    g.apply(A::AdvanceScore).unwrap();
    assert_eq!(g.scores(), vec![6, 5]);
    assert_eq!(g.ap_left(), 4);
    // Markers may share 0.
    let mut z = g;
    z.score = [0, 0, 0, 0];
    z.gain(1, 0);
    assert_eq!(z.scores(), vec![0, 0]);
}

#[test]
fn decision_track_is_unbounded() {
    let mut g = board([EMPTY, EMPTY, EMPTY, EMPTY, ". . 1 0a . . . .", EMPTY, EMPTY, EMPTY]);
    g.score = [99, 100, 0, 0];
    g.apply(A::AdvanceScore).unwrap();
    assert_eq!(g.scores(), vec![101, 100]);
}

// ---------------------------------------------------------------- phase scoring, king, game end

fn last_turn_of_phase(phase: u8, scores: [i32; 2], rows: [&str; 8]) -> Torres {
    let round = rounds(2, phase);
    let mut g = pos(
        "players=2 cards=off",
        &format!("phase={phase} round={round} stage=main to_move=1 ap=5 stack=0 start=0 inround=1"),
        rows,
    );
    g.score[0] = scores[0];
    g.score[1] = scores[1];
    g
}

#[test]
fn phase_scoring_then_lowest_moves_king_and_starts() {
    let rows = [EMPTY, EMPTY, EMPTY, EMPTY, ". . 1 2a . . 1b .", ". . 1 1K . . . .", EMPTY, EMPTY];
    let mut g = last_turn_of_phase(1, [10, 3], rows);
    let t = g.turn_number();
    g.apply(A::EndTurn).unwrap();
    // Seat 0: area 4 × 2 = 8 (no level-1 knight on the king's castle); seat 1: 1 × 1.
    assert_eq!(g.scores(), vec![18, 4]);
    assert_eq!(g.stage(), Stage::KingMove);
    assert_eq!(g.to_move(), Some(1));
    assert_ne!(g.turn_number(), t);
    assert_eq!(g.phase(), 2);
    assert_eq!(g.check(A::MoveKing(s("d4"))), Err(TorresError::NotACastleSquare));
    g.apply(A::MoveKing(s("c4"))).unwrap();
    assert_eq!(g.king_square(), Some(s("c4")));
    assert_eq!(g.to_move(), Some(1), "the king mover starts the phase");
    assert_eq!(g.stage(), Stage::Main);
    assert_eq!(g.block_total(), 92);
}

#[test]
fn scoring_bump_in_turn_order() {
    // Both would land on 8: the first in turn order takes 8, the second is bumped to 9.
    let rows =
        [EMPTY, EMPTY, EMPTY, EMPTY, ". . 1 2a . . . .", ". . 1 1 . . . .", ". . . . . 1 1 2b", ". . . . . . . 1K"];
    let mut g = last_turn_of_phase(1, [0, 0], rows);
    g.apply(A::EndTurn).unwrap();
    // Seat 1's castle f2 g2 h2 h1 has area 4, knight level 2 = 8; the king there but no level-1 knight.
    assert_eq!(g.scores(), vec![8, 9]);
}

#[test]
fn decision_lowest_tie_goes_to_earliest_in_turn_order() {
    let rows = [EMPTY, EMPTY, EMPTY, EMPTY, ". . 1 0a . . 0b .", ". . . . . . . .", EMPTY, "1K . . . . . . ."];
    let mut g = last_turn_of_phase(1, [0, 0], rows);
    g.round_start = 1; // seat 1 started the last round
    g.turn_in_round = 1;
    g.to_move = 0;
    g.apply(A::EndTurn).unwrap();
    assert_eq!(g.scores(), vec![0, 0]);
    assert_eq!(g.to_move(), Some(1));
}

#[test]
fn king_not_moved_when_no_empty_castle_square() {
    let rows = [EMPTY, EMPTY, EMPTY, EMPTY, ". . . 1a . . . .", ". . . . . . 1K .", EMPTY, EMPTY];
    let mut g = last_turn_of_phase(1, [5, 3], rows);
    g.apply(A::EndTurn).unwrap();
    assert_eq!(g.stage(), Stage::Main);
    assert_eq!(g.to_move(), Some(1));
}

#[test]
fn game_ends_after_phase_three_highest_wins() {
    let rows = [EMPTY, EMPTY, EMPTY, EMPTY, ". . 1 3a . . 1b .", ". . 1 1K . . . .", EMPTY, EMPTY];
    let mut g = last_turn_of_phase(3, [10, 30], rows);
    g.apply(A::EndTurn).unwrap();
    assert_eq!(g.to_move(), None);
    let o = g.outcome().unwrap();
    // Seat 0: 4 × 3 = 12 plus the phase-3 king's bonus 15 (level 3 of the king's castle).
    assert_eq!(o.scores, vec![37, 31]);
    assert_eq!(o.winners, vec![0]);
    assert!(g.apply(A::EndTurn).is_err());
}

#[test]
fn decision_shared_win_on_equal_top_score() {
    let rows = [EMPTY, EMPTY, EMPTY, EMPTY, ". . . 0a . . 0b .", EMPTY, EMPTY, "1K . . . . . . ."];
    let mut g = last_turn_of_phase(3, [0, 0], rows);
    g.apply(A::EndTurn).unwrap();
    assert_eq!(g.outcome().unwrap().winners, vec![0, 1]);
}

// ---------------------------------------------------------------- cards

fn with_cards(mode: &str, rows: [&str; 8]) -> Torres {
    let mut g = pos(&format!("players=2 cards={mode}"), "phase=1 round=1 stage=main to_move=0 ap=5 stack=3", rows);
    g.stacks[0] = [0, 0, 0, 3];
    g.stacks[1] = [0, 0, 0, 4];
    g.supply = (92 - (g.block_total() - g.supply as u32)) as u8;
    g
}

fn give(g: &mut Torres, c: Card) {
    g.hands[0][c as usize] += 1;
    if g.opts.cards == CardMode::PersonalDeck {
        let len = g.pdeck_len[0] as usize;
        if let Some(i) = g.pdeck[0][..len].iter().position(|&x| x == c) {
            g.pdeck[0].copy_within(i + 1..len, i);
            g.pdeck_len[0] -= 1;
        }
    }
}

const ROWS: [&str; 8] = [EMPTY, EMPTY, EMPTY, ". . . . . . . .", ". . 1 1a 3 . . .", ". . . 1 . . 1 .", EMPTY, EMPTY];

#[test]
fn take_card_personal_pick_one_put_back_top_or_bottom() {
    let mut g = with_cards("personal", ROWS);
    assert_eq!(g.deck_size(0), 10);
    let e = g.apply(A::TakeCard).unwrap();
    assert!(e.revealed);
    assert_eq!(g.stage(), Stage::Pick);
    assert_eq!(g.pending_pick().len(), 3);
    let seen: Vec<Card> = g.pending_pick().to_vec();
    g.apply(A::Keep(seen[1])).unwrap();
    assert_eq!(g.stage(), Stage::PutBack);
    assert_eq!(legal(&g).len(), 4);
    g.apply(A::PutBack { card: seen[0], top: false }).unwrap();
    g.apply(A::PutBack { card: seen[2], top: true }).unwrap();
    assert_eq!(g.stage(), Stage::Main);
    assert_eq!(g.pdeck[0][0], seen[2]);
    assert_eq!(g.pdeck[0][8], seen[0]);
    assert_eq!(g.hand_size(0), 1);
    assert_eq!(g.ap_left(), 4);
    // Not playable this turn.
    let p = legal(&g).into_iter().filter(|a| matches!(a, A::Play(_))).count();
    assert_eq!(p, 0);
    g.apply(A::TakeCard).unwrap();
    let c = g.pending_pick()[0];
    g.apply(A::Keep(c)).unwrap();
    while g.stage() == Stage::PutBack {
        let a = legal(&g)[0];
        g.apply(a).unwrap();
    }
    assert_eq!(g.check(A::TakeCard), Err(TorresError::TwoCardsPerTurn));
}

#[test]
fn take_card_common_deck_draws_top() {
    let mut g = with_cards("common", ROWS);
    let top = g.cdeck[0];
    assert!(g.apply(A::TakeCard).unwrap().revealed);
    assert_eq!(g.hand(0)[top as usize], 1);
    assert_eq!(g.deck_size(0), 39);
    assert!(g.check(A::Play(CardPlay::Ap6)).is_err(), "not in the turn it was taken");
}

#[test]
fn card_play_limits() {
    let mut g = with_cards("personal", ROWS);
    give(&mut g, Card::Ap6);
    give(&mut g, Card::Ap7);
    g.apply(A::Play(CardPlay::Ap7)).unwrap();
    assert_eq!(g.ap_left(), 7);
    assert_eq!(g.check(A::Play(CardPlay::Ap6)), Err(TorresError::OneCardPerTurn));
    assert_eq!(g.check(A::Play(CardPlay::Jump { from: 0, to: 1 })), Err(TorresError::CardNotHeld));
    let off = board(ROWS);
    assert_eq!(off.check(A::Play(CardPlay::Ap6)), Err(TorresError::CardsOff));
    assert_eq!(off.check(A::TakeCard), Err(TorresError::CardsOff));
}

#[test]
fn decision_six_and_seven_ap_add_to_what_is_left() {
    let mut g = with_cards("personal", ROWS);
    give(&mut g, Card::Ap6);
    g.apply(A::AdvanceScore).unwrap();
    g.apply(A::AdvanceScore).unwrap();
    g.apply(A::Play(CardPlay::Ap6)).unwrap();
    assert_eq!(g.ap_left(), 4, "a 6-point turn with 2 spent");
}

#[test]
fn card_climb_two() {
    let mut g = with_cards("personal", ROWS);
    give(&mut g, Card::Climb2);
    assert_eq!(g.check(A::Play(CardPlay::Climb2 { from: s("d4"), to: s("e4") })), Ok(()));
    let mut g2 = g;
    g2.h[s("e4") as usize] = 4;
    g2.relabel();
    assert_eq!(g2.check(A::Play(CardPlay::Climb2 { from: s("d4"), to: s("e4") })), Err(TorresError::ClimbTooHigh));
    g.apply(A::Play(CardPlay::Climb2 { from: s("d4"), to: s("e4") })).unwrap();
    assert_eq!(g.knight_at(s("e4")), Some(0));
    assert_eq!(g.ap_left(), 5, "cards cost no AP");
}

#[test]
fn card_block_under_knight() {
    let mut g = with_cards("personal", ROWS);
    give(&mut g, Card::BlockUnder);
    // d4 is level 1 of the castle c4 d4 e4 d3 (area 4): rises to 2.
    let a = A::Play(CardPlay::BlockUnder { knight: s("d4"), source: 3 });
    assert!(legal(&g).contains(&a));
    let mut g1 = g;
    g1.apply(a).unwrap();
    assert_eq!(g1.height(s("d4")), 2);
    assert_eq!(g1.stack_sizes_of(0), vec![3, 3, 2]);
    assert_eq!(g1.block_total(), 92);
    // On bare ground touching no castle: a new castle.
    let mut g2 =
        with_cards("personal", [EMPTY, EMPTY, EMPTY, EMPTY, "0a . . . . . . .", EMPTY, EMPTY, "1 . . 1 . 1 . 1"]);
    give(&mut g2, Card::BlockUnder);
    let n = g2.castle_count();
    g2.apply(A::Play(CardPlay::BlockUnder { knight: s("a4"), source: 0 })).unwrap();
    assert_eq!(g2.castle_count(), n + 1);
    assert_eq!(g2.current_stack(), 2);
    // Touching two castles is illegal.
    let mut g3 = with_cards("personal", [EMPTY, EMPTY, EMPTY, EMPTY, "1 0a 1 . . . . .", EMPTY, EMPTY, EMPTY]);
    give(&mut g3, Card::BlockUnder);
    assert_eq!(g3.check(A::Play(CardPlay::BlockUnder { knight: s("b4"), source: 0 })), Err(TorresError::JoinsCastles));
}

#[test]
fn card_extra_block_from_supply() {
    let mut g = with_cards("personal", ROWS);
    give(&mut g, Card::ExtraBlock);
    let supply = g.supply();
    give(&mut g, Card::Ap6);
    assert_eq!(g.check(A::Play(CardPlay::ExtraBlock(s("a1")))), Err(TorresError::NewCastle));
    g.apply(A::Play(CardPlay::ExtraBlock(s("c4")))).unwrap();
    assert_eq!(g.supply(), supply - 1);
    assert_eq!(g.current_stack(), 3, "not from the stack");
    assert_eq!(g.check(A::Play(CardPlay::Ap6)), Err(TorresError::OneCardPerTurn));
}

#[test]
fn card_secret_passage_may_climb() {
    let mut g = with_cards(
        "personal",
        [EMPTY, EMPTY, EMPTY, ". . . . . . . .", "0a 1 4 . . . . .", ". . 3 . . . . .", EMPTY, EMPTY],
    );
    give(&mut g, Card::SecretPassage);
    // Exit next to c4 (height 4) onto d4 (0 < 4) or onto b4's roof? b4 (1) < c4 (4): allowed.
    let ok = |g: &Torres, to: &str| g.check(A::Play(CardPlay::SecretPassage { from: s("a4"), to: s(to) }));
    assert_eq!(ok(&g, "d4"), Ok(()));
    assert_eq!(ok(&g, "b4"), Ok(()));
    assert_eq!(ok(&g, "d3"), Ok(()));
    assert_eq!(ok(&g, "h8"), Err(TorresError::NoThroughPath));
}

#[test]
fn decision_secret_passage_needs_a_door_at_the_knights_level() {
    let mut g =
        with_cards("personal", [EMPTY, EMPTY, EMPTY, EMPTY, "3a . . . . . . .", "2 1 . . . . . .", EMPTY, EMPTY]);
    give(&mut g, Card::SecretPassage);
    // a4 is on a castle (a4 a3 b3) but no neighbour is taller than level 3: no door.
    assert_eq!(
        g.check(A::Play(CardPlay::SecretPassage { from: s("a4"), to: s("c3") })),
        Err(TorresError::NoThroughPath)
    );
    // A normal through-move cannot reach d4: b4 (1) is not taller than level... entry needs > 0
    // and c4 is reached at travel level 0, so d4 (0) is fine there too; but d3 beyond c3 at 0 is.
}

#[test]
fn card_diagonal_jump_reposition() {
    let mut g =
        with_cards("personal", [EMPTY, EMPTY, EMPTY, EMPTY, ". . 1 1a 0b . . .", ". . . 1 . 2 . .", EMPTY, EMPTY]);
    give(&mut g, Card::Diagonal);
    give(&mut g, Card::Jump);
    give(&mut g, Card::Reposition);
    assert_eq!(g.check(A::Play(CardPlay::Diagonal { from: s("d4"), to: s("c3") })), Ok(()));
    assert_eq!(g.check(A::Play(CardPlay::Diagonal { from: s("d4"), to: s("e3") })), Ok(()));
    assert_eq!(g.check(A::Play(CardPlay::Diagonal { from: s("d4"), to: s("d5") })), Err(TorresError::NotDiagonal));
    assert_eq!(g.check(A::Play(CardPlay::Jump { from: s("d4"), to: s("f4") })), Ok(()));
    assert_eq!(g.check(A::Play(CardPlay::Jump { from: s("d4"), to: s("b4") })), Err(TorresError::NoKnightToJump));
    // Reposition needs another own knight to stand next to.
    assert_eq!(
        g.check(A::Play(CardPlay::Reposition { from: s("d4"), to: s("c4") })),
        Err(TorresError::NewKnightTooHigh)
    );
    let mut g2 = g;
    g2.knight_bb[0] |= bit(s("a8"));
    assert_eq!(g2.check(A::Play(CardPlay::Reposition { from: s("d4"), to: s("b8") })), Ok(()));
    assert_eq!(g.notation(A::Play(CardPlay::Diagonal { from: s("d4"), to: s("c3") })), "card: Diagonal K d4-c3");
}

#[test]
fn card_move_block_rules() {
    // Eight castles: a 3-square castle c4 d4 e4 plus seven singles.
    let rows = [
        "1 . . . . . . 1",
        EMPTY,
        "1 . . . . . . 1",
        EMPTY,
        ". . 1 2 1 . . .",
        EMPTY,
        ". . . . 1 . . .",
        "1 . . . . . . 1",
    ];
    let mut g = with_cards("personal", rows);
    give(&mut g, Card::MoveBlock);
    let mv = |g: &Torres, f: &str, t: &str| g.check(A::Play(CardPlay::MoveBlock { from: s(f), to: s(t) }));
    assert_eq!(g.castle_count(), 8);
    // d4 has 2 blocks: its top block may go elsewhere; lifting e4 would leave area 2 with height 2.
    assert_eq!(mv(&g, "d4", "f6"), Ok(()), "new castle on bare ground");
    assert_eq!(mv(&g, "e4", "f6"), Ok(()), "area 2, height 2 still fine");
    let mut tall = g;
    tall.h[s("d4") as usize] = 3;
    tall.relabel();
    assert_eq!(mv(&tall, "e4", "f6"), Err(TorresError::CastleTooTall));
    // Removing the single a1 and stacking it elsewhere: 8 -> 7 castles, allowed (≥ 6).
    assert_eq!(mv(&g, "a1", "c4"), Ok(()));
    let mut few = g;
    few.h[s("a1") as usize] = 0;
    few.h[s("h1") as usize] = 0;
    few.relabel();
    assert_eq!(few.castle_count(), 6);
    assert_eq!(mv(&few, "a8", "c4"), Err(TorresError::TooFewCastles));
    // Splitting: lift the middle of a 3-in-a-row bare castle.
    let mut line = g;
    line.h[s("d4") as usize] = 1;
    line.relabel();
    assert_eq!(mv(&line, "d4", "f6"), Err(TorresError::SplitsCastle));
    assert_eq!(mv(&g, "d4", "d4"), Err(TorresError::SameSquare));
    let mut g2 = g;
    g2.apply(A::Play(CardPlay::MoveBlock { from: s("d4"), to: s("f6") })).unwrap();
    assert_eq!(g2.castle_count(), 9);
    assert_eq!(g2.block_total(), 92);
}

#[test]
fn card_hands_are_hidden_and_determinized() {
    let o = TorresOptions { players: 3, cards: CardMode::PersonalDeck, ..Default::default() };
    let mut g = Torres::new_game(&o, 9).unwrap();
    assert!(g.has_hidden_information());
    let mut rng = Rng::new(4);
    let mut legal_list = Vec::new();
    let mut steps = 0;
    while g.to_move().is_some() && steps < 400 {
        g.legal_actions(&mut legal_list);
        let take = legal_list.iter().find(|a| matches!(a, A::TakeCard | A::Keep(_)));
        let a = *take.unwrap_or(&legal_list[rng.below(legal_list.len() as u32) as usize]);
        g.play_unchecked(a);
        steps += 1;
    }
    for seat in 0..3u8 {
        let d = g.determinize(seat, &mut rng);
        assert_eq!(d.hand(seat), g.hand(seat), "own hand is kept");
        for p in 0..3u8 {
            assert_eq!(d.hand_size(p), g.hand_size(p));
            assert_eq!(d.deck_size(p), g.deck_size(p));
            assert_eq!(d.played(p), g.played(p));
            let mut all = [0u8; 10];
            for t in 0..10 {
                all[t] = d.hands[p as usize][t] + d.played[p as usize][t];
            }
            for i in 0..d.pdeck_len[p as usize] as usize {
                all[d.pdeck[p as usize][i] as usize] += 1;
            }
            assert!(all.iter().all(|&c| c == 1), "each player still owns one of each card");
        }
        assert_eq!(d.heights(), g.heights());
    }
    let master = Torres::new_game(&TorresOptions { master: true, ..Default::default() }, 1).unwrap();
    assert!(!master.has_hidden_information());
}

// ---------------------------------------------------------------- master version

#[test]
fn master_foundations_distance_three() {
    let o = TorresOptions { players: 2, master: true, master_card: Some(5), ..Default::default() };
    let mut g = Torres::new_game(&o, 1).unwrap();
    assert_eq!(g.stage(), Stage::Foundations);
    assert_eq!(g.master_card(), Some(5));
    assert_eq!(g.hand(0), [1; 10]);
    g.apply(A::PlaceFoundation(s("d4"))).unwrap();
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(g.check(A::PlaceFoundation(s("d6"))), Err(TorresError::FoundationTooClose));
    assert_eq!(g.check(A::PlaceFoundation(s("e5"))), Err(TorresError::FoundationTooClose));
    assert_eq!(g.check(A::PlaceFoundation(s("d7"))), Ok(()));
    assert_eq!(g.check(A::PlaceFoundation(s("f5"))), Ok(()));
    assert_eq!(g.check(A::TakeCard), Err(TorresError::WrongTime));
}

#[test]
fn master_random_card_is_drawn_and_no_card_taking() {
    let o = TorresOptions { players: 2, master: true, ..Default::default() };
    let mut seen = [false; 9];
    for seed in 0..200 {
        let g = Torres::new_game(&o, seed).unwrap();
        seen[g.master_card().unwrap() as usize] = true;
    }
    assert!(seen[1..].iter().all(|&x| x));
    let mut g = pos("players=2 cards=personal master=1 mcard=1", "phase=1 stage=main to_move=0 ap=5 stack=3", ROWS);
    g.hands[0] = [1; 10];
    assert_eq!(g.check(A::TakeCard), Err(TorresError::NoDrawInMaster));
}

#[test]
fn master_turn_order_leader_starts_rounds() {
    let mut g = pos(
        "players=3 cards=personal master=1 mcard=1",
        "phase=1 round=1 stage=main to_move=2 ap=5 stack=0 start=0 inround=2",
        [EMPTY, EMPTY, EMPTY, EMPTY, ". . 1 0a . . 0b .", ". . . . . . 0c .", EMPTY, "1K . . . . . . ."],
    );
    g.stacks = [[0, 0, 1, 2]; 4];
    g.score = [3, 7, 0, 0];
    g.apply(A::EndTurn).unwrap();
    assert_eq!(g.round(), 2);
    assert_eq!(g.to_move(), Some(1), "the leader starts round 2");
    // All tied at 0: order unchanged.
    let mut z = g;
    z.score = [0; 4];
    z.round_start = 2;
    z.turn_in_round = 2;
    z.to_move = 1;
    z.stage = Stage::Main;
    z.apply(A::EndTurn).unwrap();
    assert_eq!(z.to_move(), Some(2));
}

fn master_board(card: u8, phase: u8, rows: [&str; 8]) -> Torres {
    pos(
        &format!("players=2 cards=personal master=1 mcard={card}"),
        &format!("phase={phase} stage=main to_move=0 ap=5"),
        rows,
    )
}

#[test]
fn master_cards_bonuses() {
    let row6 = [EMPTY, EMPTY, EMPTY, EMPTY, "0a 0a 0a 0a 0a 0a . .", EMPTY, EMPTY, "1K . . . . . . ."];
    assert_eq!(master_board(2, 3, row6).master_bonus(0, 3), 50, "all same level");
    assert_eq!(master_board(3, 3, row6).master_bonus(0, 3), 50, "one row");
    assert_eq!(master_board(8, 3, row6).master_bonus(0, 3), 40, "connected");
    assert_eq!(master_board(1, 3, row6).master_bonus(0, 3), 0);
    assert_eq!(master_board(2, 2, row6).master_bonus(0, 2), 0, "only after phase 3");
    let levels =
        [EMPTY, EMPTY, EMPTY, EMPTY, "0a 1a 2a 3a 4a 5a . .", ". . . . 5 6 . .", ". . . . 5 6 . .", "1K . . . . . . ."];
    assert_eq!(master_board(1, 3, levels).master_bonus(0, 3), 40, "six different levels");
    let five = [EMPTY, EMPTY, EMPTY, EMPTY, "0a 0a 0a 0a 0a . . .", EMPTY, EMPTY, "1K . . . . . . ."];
    assert_eq!(master_board(2, 3, five).master_bonus(0, 3), 0, "a knight in reserve fails");
    let square = [EMPTY, EMPTY, "0a . . 0a . . . .", EMPTY, EMPTY, "0a . . 0a . . . .", EMPTY, "1K . . . . . . ."];
    assert_eq!(master_board(4, 3, square).master_bonus(0, 3), 50);
    let border = ["0a 0a . . . . . .", EMPTY, EMPTY, EMPTY, ". . . 0b . . . 0b", EMPTY, EMPTY, "1K . . . . . . ."];
    assert_eq!(master_board(5, 1, border).master_bonus(0, 1), 2 * 2 + 2, "2 each, plus strictly the most");
    assert_eq!(master_board(5, 2, border).master_bonus(1, 2), 5, "b has 1 on the border");
    let border2 = ["0a 0a 0a . . . . .", EMPTY, EMPTY, EMPTY, ". . . 0b . . . 0b", EMPTY, EMPTY, "1K . . . . . . ."];
    assert_eq!(master_board(5, 3, border2).master_bonus(0, 3), 30 + 10, "strictly the most");
    let diag =
        ["0a . . . . . . .", ". 0a . . . . . .", ". . . . . . . .", EMPTY, EMPTY, EMPTY, EMPTY, "1K . . . . . . 0b"];
    assert_eq!(master_board(7, 1, diag).master_bonus(0, 1), 2 * 2 + 2);
    let castles = [EMPTY, "1a . 1a . 1a . 1a .", EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, "1K . . . . . . ."];
    assert_eq!(master_board(6, 1, castles).master_bonus(0, 1), 5);
    assert_eq!(master_board(6, 2, castles).master_bonus(0, 2), 0);
}

// ---------------------------------------------------------------- notation, text, helpers

#[test]
fn notation_examples() {
    let g = board(ROWS);
    assert_eq!(g.notation(A::Step { from: s("d4"), to: s("d5") }), "K d4-d5");
    assert_eq!(g.notation(A::AddKnight(s("e5"))), "+K e5");
    assert_eq!(g.notation(A::EndTurn), "end turn");
    assert_eq!(g.notation(A::Play(CardPlay::Ap6)), "card: 6 AP");
    assert_eq!(g.notation(A::Keep(Card::Jump)), "keep a card", "hidden from the shared log");
}

#[test]
fn position_text_round_trip() {
    let mut g = Torres::new_game(&TorresOptions { players: 3, cards: CardMode::Off, ..Default::default() }, 3).unwrap();
    let mut rng = Rng::new(1);
    let mut v = Vec::new();
    for _ in 0..60 {
        g.legal_actions(&mut v);
        g.play_unchecked(v[rng.below(v.len() as u32) as usize]);
    }
    let t = g.position_text();
    let back = Torres::from_position_text(&t).unwrap();
    assert_eq!(back.position_text(), t);
    assert_eq!(back.heights(), g.heights());
    assert_eq!(back.block_total(), 92);
}

#[test]
fn position_text_refusals_say_what_is_wrong() {
    assert!(Torres::from_position_text("torres players=2 cards=off\nphase=1 turn=3").is_ok());
    assert_eq!(
        Torres::from_position_text("torres players=2 cards=off\nphase=1 turn=x").err(),
        Some(PositionError::BadValue { key: "turn", value: "x".into() })
    );
    assert!(matches!(
        Torres::from_position_text("torres players=9 cards=off"),
        Err(PositionError::Options(OptionsError::PlayerRange { players: 9, .. }))
    ));
    assert_eq!(Torres::from_position_text("9 1").err(), Some(PositionError::UnreadableLine { line: "9 1".into() }));
}

#[test]
fn ui_targets_of_knight() {
    let g = board(ROWS);
    let t = g.targets_of(s("d4"));
    assert!(t.contains(&(A::Step { from: s("d4"), to: s("d5") }, 1)));
    assert!(t.iter().all(|(a, _)| a.from_square() == Some(s("d4"))));
}

#[test]
fn illegal_actions_leave_state_unchanged() {
    let g = board(ROWS);
    let mut h = g;
    assert!(h.apply(A::PlaceBlock(s("h8"))).is_err());
    assert!(h.apply(A::Step { from: 99, to: 100 }).is_err());
    assert!(h.apply(A::Spread(1)).is_err());
    assert_eq!(h, g);
}

#[test]
fn match_replay_and_undo_stops_at_revealed() {
    let o = TorresOptions { players: 2, cards: CardMode::PersonalDeck, ..Default::default() };
    let mut m = Match::<Torres>::new(&o, 77).unwrap();
    let mut rng = Rng::new(2);
    for _ in 0..300 {
        let Some(_) = m.current().to_move() else { break };
        let v = legal(m.current());
        m.play(v[rng.below(v.len() as u32) as usize]).unwrap();
    }
    let again = Match::<Torres>::from_indices(&o, 77, &m.action_indices()).unwrap();
    assert_eq!(again.current(), m.current());
    let mut m2 = Match::<Torres>::new(&o, 5).unwrap();
    for a in [A::StartKnight(s("d8")), A::StartKnight(s("c6")), A::StartKing(s("f6"))] {
        m2.play(a).unwrap();
    }
    m2.play(A::TakeCard).unwrap();
    assert!(!m2.can_undo(), "a card draw is never undone");
}

#[test]
fn the_card_kept_or_put_back_is_named_to_its_player_only() {
    use castellan_core::Msg;
    let o = TorresOptions { players: 2, cards: CardMode::PersonalDeck, ..Default::default() };
    let mut m = Match::<Torres>::new(&o, 5).unwrap();
    for a in [A::StartKnight(s("d8")), A::StartKnight(s("c6")), A::StartKing(s("f6")), A::TakeCard] {
        m.play(a).unwrap();
    }
    let key = |msg: Msg| match msg {
        Msg::Key(key, _) => key,
        other => panic!("{other:?}"),
    };
    let g = *m.current();
    let mover = g.to_move;
    let keep = legal(&g).into_iter().find(|a| matches!(a, A::Keep(_))).unwrap();
    assert_eq!(key(g.notation_msg(keep, Some(mover))), "torres-log-keep-card-named");
    assert_eq!(key(g.notation_msg(keep, Some(1 - mover))), "torres-log-keep-card", "the other player");
    assert_eq!(key(g.notation_msg(keep, None)), "torres-log-keep-card", "a shared screen between players");
    m.play(keep).unwrap();
    let g = *m.current();
    let back = legal(&g).into_iter().find(|a| matches!(a, A::PutBack { .. })).unwrap();
    assert_eq!(key(g.notation_msg(back, Some(mover))), "torres-log-put-back-named");
    assert_eq!(key(g.notation_msg(back, Some(1 - mover))), "torres-log-put-back");
    // The log each seat reads: the keeper's names the card, the other's does not.
    let lines = |viewer| m.log_for(Some(viewer), |state, action| key(state.notation_msg(action, Some(viewer))));
    assert!(lines(mover).iter().any(|e| e.line == "torres-log-keep-card-named"));
    assert!(lines(1 - mover).iter().all(|e| !e.line.ends_with("-named")));
}

// ---------------------------------------------------------------- random play

fn check_invariants(before: &Torres, a: TorresAction, after: &Torres) {
    let fresh = Castles::compute(&after.h);
    // Ids may differ after incremental updates; the partition, areas and heights may not.
    let canon = |c: &Castles| -> Vec<(u64, u8, u8)> {
        (0..64u8)
            .filter(|&q| c.id[q as usize] != NONE)
            .map(|q| {
                let i = c.id[q as usize];
                (c.squares(i), c.area[i as usize], c.tallest[i as usize])
            })
            .collect()
    };
    assert_eq!(canon(&after.castles), canon(&fresh), "castle data out of date after {a:?}");
    assert_eq!((after.castles.count, after.castles.mask), (fresh.count, fresh.mask));
    for c in 0..fresh.count as usize {
        assert!(
            fresh.tallest[c] <= fresh.area[c],
            "castle taller than its area after {a:?}\n{}",
            after.position_text()
        );
    }
    let is_move_block = matches!(a, A::Play(CardPlay::MoveBlock { .. }));
    if !is_move_block {
        assert!(fresh.count >= before.castles.count, "castles joined by {a:?}");
    }
    let mut all = 0u64;
    for p in 0..4 {
        assert!(after.knight_bb[p].count_ones() <= 6);
        assert_eq!(all & after.knight_bb[p], 0);
        all |= after.knight_bb[p];
    }
    if after.king < 64 {
        assert_eq!(all & bit(after.king), 0);
        assert!(after.h[after.king as usize] >= 1, "the king stands on a castle");
    }
    assert_eq!(after.block_total(), 92, "blocks not conserved after {a:?}");
    let covered = match a {
        A::PlaceBlock(sq) | A::Play(CardPlay::ExtraBlock(sq)) | A::Play(CardPlay::MoveBlock { to: sq, .. }) => Some(sq),
        _ => None,
    };
    if let Some(sq) = covered {
        assert_eq!(before.occupied() & bit(sq), 0, "block placed under a piece");
    }
    let n = after.n as usize;
    for p in 0..n {
        assert!(after.score[p] >= before.score[p]);
        if after.score[p] > 0 {
            assert!((0..n).all(|q| q == p || after.score[q] != after.score[p]), "markers share a space");
        }
    }
    check_cards(after, a);
    let turn_changed = after.turn_number() != before.turn_number();
    if after.to_move() == before.to_move() && !turn_changed {
        assert!(matches!(after.stage, Stage::Main | Stage::Pick | Stage::PutBack | Stage::Redistribute));
    }
}

/// Every card is in exactly one place: a hand, a deck, the pick in progress or played.
fn check_cards(after: &Torres, a: TorresAction) {
    let n = after.n as usize;
    if after.opts.cards != CardMode::Off && !after.opts.master {
        let mut total = [0u32; 10];
        for p in 0..n {
            for t in 0..10 {
                total[t] += (after.hands[p][t] + after.played[p][t]) as u32;
            }
            for i in 0..after.pdeck_len[p] as usize {
                total[after.pdeck[p][i] as usize] += 1;
            }
        }
        for i in 0..after.cdeck_len as usize {
            total[after.cdeck[i] as usize] += 1;
        }
        for &c in after.pending_pick() {
            total[c as usize] += 1;
        }
        let each = if after.opts.cards == CardMode::CommonDeck { 4 } else { n as u32 };
        assert!(total.iter().all(|&c| c == each), "cards not conserved after {a:?}");
    }
}

/// Every action a player could try, legal or not (for the check ⇔ legal_actions cross-check).
fn universe(g: &Torres) -> Vec<TorresAction> {
    let mut v = vec![A::TakeCard, A::EndTurn, A::AdvanceScore, A::ReturnRest, A::KeepKing];
    for sq in 0..64u8 {
        v.extend([
            A::PlaceFoundation(sq),
            A::StartKnight(sq),
            A::StartKing(sq),
            A::AddKnight(sq),
            A::PlaceBlock(sq),
            A::MoveKing(sq),
        ]);
        v.push(A::Play(CardPlay::ExtraBlock(sq)));
        for source in 0..5 {
            v.push(A::Play(CardPlay::BlockUnder { knight: sq, source }));
        }
    }
    for i in 0..5 {
        v.push(A::ChooseStack(i));
        v.push(A::Spread(i));
    }
    for c in Card::ALL {
        v.push(A::Keep(c));
        v.push(A::PutBack { card: c, top: true });
        v.push(A::PutBack { card: c, top: false });
    }
    v.extend([A::Play(CardPlay::Ap6), A::Play(CardPlay::Ap7)]);
    let p = g.to_move as usize;
    let froms: Vec<u8> = super::board::Bits(g.knight_bb[p] | 1 | (1 << 63)).collect();
    for &from in &froms {
        for to in 0..64u8 {
            v.extend([
                A::Step { from, to },
                A::Through { from, to },
                A::Play(CardPlay::Climb2 { from, to }),
                A::Play(CardPlay::SecretPassage { from, to }),
                A::Play(CardPlay::Diagonal { from, to }),
                A::Play(CardPlay::Reposition { from, to }),
                A::Play(CardPlay::Jump { from, to }),
            ]);
        }
    }
    if g.hands[p][Card::MoveBlock as usize] > 0 {
        for from in 0..64u8 {
            for to in 0..64u8 {
                v.push(A::Play(CardPlay::MoveBlock { from, to }));
            }
        }
    }
    v
}

fn random_games(options: TorresOptions, games: u64, seed0: u64) {
    let mut rng = Rng::new(seed0);
    let mut list = Vec::new();
    for gi in 0..games {
        let mut g = Torres::new_game(&options, seed0 * 100_000 + gi).unwrap();
        let full_check = true;
        let universe_check = gi % 25 == 0;
        let mut plies = 0;
        while g.to_move().is_some() {
            g.legal_actions(&mut list);
            assert!(!list.is_empty(), "no legal action:\n{}", g.position_text());
            if full_check {
                for &a in &list {
                    assert_eq!(g.check(a), Ok(()), "listed but rejected: {a:?}\n{}", g.position_text());
                }
                if gi % 16 == 0 {
                    let set: std::collections::HashSet<_> = list.iter().collect();
                    assert_eq!(set.len(), list.len(), "duplicate legal actions");
                }
            }
            if universe_check && plies % 3 == 0 {
                for a in universe(&g) {
                    if g.check(a).is_ok() {
                        assert!(list.contains(&a), "accepted but not listed: {a:?}\n{}", g.position_text());
                    } else {
                        let mut h = g;
                        assert!(h.apply(a).is_err());
                        assert_eq!(h, g);
                    }
                }
            }
            if g.has_hidden_information() && plies % 29 == 0 {
                let seat = rng.below(g.n as u32) as u8;
                let d = g.determinize(seat, &mut rng);
                check_cards(&d, A::EndTurn);
                assert_eq!(d.hand(seat), g.hand(seat));
                assert_eq!(d.heights(), g.heights());
                for p in 0..g.n {
                    assert_eq!(d.hand_size(p), g.hand_size(p));
                    assert_eq!(d.deck_size(p), g.deck_size(p));
                }
                if gi % 20 == 0 {
                    // The determinized copy must play on to the end like any game.
                    let mut d = d;
                    let mut l = Vec::new();
                    while d.to_move().is_some() {
                        d.legal_actions(&mut l);
                        d.play_unchecked(l[rng.below(l.len() as u32) as usize]);
                    }
                }
            }
            let a = list[rng.below(list.len() as u32) as usize];
            let before = g;
            g.play_unchecked(a);
            let _ = before.notation(a);
            check_invariants(&before, a, &g);
            plies += 1;
            assert!(plies < 20_000, "game does not end");
        }
        let o = g.outcome().unwrap();
        assert!(!o.winners.is_empty());
        let e = g.evaluate();
        assert!(e.iter().all(|v| (0.0..=1.0).contains(v)));
    }
}

#[test]
fn random_play_cards_off() {
    for players in 2..=4 {
        random_games(
            TorresOptions { players, cards: CardMode::Off, master: false, master_card: None },
            1500,
            players as u64,
        );
    }
}

#[test]
fn random_play_personal_deck() {
    for players in 2..=4 {
        random_games(
            TorresOptions { players, cards: CardMode::PersonalDeck, master: false, master_card: None },
            700,
            10 + players as u64,
        );
    }
}

#[test]
fn random_play_common_deck() {
    for players in 2..=4 {
        random_games(
            TorresOptions { players, cards: CardMode::CommonDeck, master: false, master_card: None },
            700,
            20 + players as u64,
        );
    }
}

#[test]
fn random_play_master() {
    for players in 2..=4 {
        for card in 1..=8u8 {
            random_games(
                TorresOptions { players, cards: CardMode::PersonalDeck, master: true, master_card: Some(card) },
                50,
                30 + players as u64 * 10 + card as u64,
            );
        }
        random_games(
            TorresOptions { players, cards: CardMode::PersonalDeck, master: true, master_card: None },
            34,
            99 + players as u64,
        );
    }
}

#[test]
fn evaluation_prefers_the_leader() {
    let mut g = board(ROWS);
    g.score = [40, 10, 0, 0];
    let e = g.evaluate();
    assert!(e[0] > 0.5 && e[1] < 0.5);
}

/// The rulebook scores the king's bonus "after all players have scored their castle
/// positions": castle points for everybody first, then the bonuses, each with its own bump.
/// Two players, end of phase 1, scores 0 and 5; seat 0 has 8 castle points and the 5-point
/// king's bonus, seat 1 has 8 castle points. Seat 0: 0 → 8; seat 1: 5 → 13; seat 0's bonus:
/// 8 → 13, taken, so 14. Final 14 and 13. (Rules version 1 added 13 at once for seat 0 and
/// ended 13 and 14; it still does for games made under it.)
#[test]
fn kings_bonus_is_scored_after_all_castle_points_each_step_bumping() {
    let rows = [EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, "1b 1 1 1 1 1 1 1", EMPTY, "1a 1K 1 1 1 1 1 1"];
    for (version, expected) in [(RULES_VERSION as u8, [14, 13]), (1, [13, 14])] {
        let mut g = pos("players=2 cards=off", "phase=1 round=4 stage=main to_move=1 ap=0 stack=0", rows);
        g.rules_version = version;
        g.score = [0, 5, 0, 0];
        assert_eq!((g.castle_points(0), g.castle_points(1)), (8, 8));
        assert_eq!((g.king_bonus(0, 1), g.king_bonus(1, 1)), (5, 0));
        g.score_phase();
        assert_eq!(&g.score[..2], &expected, "rules version {version}");
    }
}

/// Master bonuses come after every king's bonus, in their own pass (spec: scoring passes).
#[test]
fn master_bonuses_are_a_third_pass_after_the_kings_bonuses() {
    // Master card 5: per knight on a border square, 2 after phase 1, +2 for strictly the most.
    // Seat 0: a1 (border) on castle A with the king: castle 8, king 5, master 2 + 2 = 4.
    // Seat 1: b3 inside castle B (not border): castle 8, nothing else. Scores start 0 and 5.
    // Pass 1: seat 0 → 8, seat 1 → 13. Pass 2: seat 0 → 13, taken → 14. Pass 3: seat 0 → 18.
    let rows = [EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, "1 1b 1 1 1 1 1 1", EMPTY, "1a 1K 1 1 1 1 1 1"];
    let mut g = pos("players=2 cards=off", "phase=1 round=4 stage=main to_move=1 ap=0 stack=0", rows);
    g.opts.master = true;
    g.master_card = 5;
    g.score = [0, 5, 0, 0];
    assert_eq!((g.master_bonus(0, 1), g.master_bonus(1, 1)), (4, 0));
    g.score_phase();
    assert_eq!(&g.score[..2], &[18, 13]);
}

/// The scoring summary comes from the engine: per castle area × highest level per player, the
/// king's bonus, and totals that agree with what the phase scoring adds.
#[test]
fn scoring_breakdown_lists_castles_bonuses_and_totals() {
    let rows = [EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, "1 1b 1 1 1 1 1 1", EMPTY, "1a 1K 1 1 1 1 1 1"];
    let g = pos("players=2 cards=off", "phase=1 round=4 stage=main to_move=1 ap=0 stack=0", rows);
    let b = g.scoring_breakdown();
    assert_eq!(b.phase, 1);
    assert_eq!(b.castles.len(), 2);
    for c in &b.castles {
        assert_eq!(c.area, 8);
        assert_eq!(c.squares.len(), 8);
        assert_eq!(c.points, c.levels.iter().map(|&l| 8 * l as i32).collect::<Vec<_>>());
    }
    assert_eq!(b.king_bonus, vec![5, 0]);
    assert_eq!(b.master_bonus, vec![0, 0]);
    assert_eq!(b.total, vec![13, 8]);
    assert_eq!(b.total, (0..2).map(|p| g.phase_points(p)).collect::<Vec<_>>());
}

// ---------------------------------------------------------------- rulebook examples

/// Example A: a knight may step up one level (here from level 1 onto level 2).
#[test]
fn rulebook_example_a_one_level_step_up_is_accepted() {
    let g = board([EMPTY, EMPTY, EMPTY, EMPTY, ". . 1a 2 . . . .", ". . 1 1 . . . .", EMPTY, EMPTY]);
    assert_eq!(g.check(A::Step { from: s("c4"), to: s("d4") }), Ok(()));
    let mut after = g;
    after.apply(A::Step { from: s("c4"), to: s("d4") }).unwrap();
    assert_eq!(after.knight_at(s("d4")), Some(0));
}

/// The phases card for four players: 4 stacks of 2 blocks in phase 1, 3 stacks of 2 in phases
/// 2 and 3.
#[test]
fn rulebook_four_player_stacks_by_phase() {
    assert_eq!(stack_sizes(4, 1), &[2, 2, 2, 2]);
    assert_eq!(stack_sizes(4, 2), &[2, 2, 2]);
    assert_eq!(stack_sizes(4, 3), &[2, 2, 2]);
}

/// Diagonal card: from one castle to another, and from level 0 up onto level 1 of a castle.
#[test]
fn rulebook_diagonal_card_castle_to_castle_and_ground_to_level_one() {
    // Castle c4-c3… and castle d5: diagonal neighbours, both level 1.
    let mut g = with_cards(
        "personal",
        [EMPTY, EMPTY, EMPTY, ". . . 1 . . . .", ". . 1a . . . . .", ". . 1 . . . . .", EMPTY, EMPTY],
    );
    give(&mut g, Card::Diagonal);
    assert_ne!(g.castle_of(s("c4")), g.castle_of(s("d5")), "two castles");
    assert_eq!(g.check(A::Play(CardPlay::Diagonal { from: s("c4"), to: s("d5") })), Ok(()), "castle to castle");
    let mut ground =
        with_cards("personal", [EMPTY, EMPTY, EMPTY, ". . . 1 . . . .", ". . 0a . . . . .", EMPTY, EMPTY, EMPTY]);
    give(&mut ground, Card::Diagonal);
    assert_eq!(ground.check(A::Play(CardPlay::Diagonal { from: s("c4"), to: s("d5") })), Ok(()), "level 0 to 1");
    let mut two_up =
        with_cards("personal", [EMPTY, EMPTY, EMPTY, ". . . 2 . . . .", ". . 0a . . . . .", EMPTY, EMPTY, EMPTY]);
    give(&mut two_up, Card::Diagonal);
    assert_eq!(
        two_up.check(A::Play(CardPlay::Diagonal { from: s("c4"), to: s("d5") })),
        Err(TorresError::ClimbTooHigh),
        "never more than one level up"
    );
}

/// Jump card: over a knight on any level, landing at most one level higher; two levels up is
/// refused.
#[test]
fn rulebook_jump_over_a_higher_knight_one_level_up_only() {
    let rows = [EMPTY, EMPTY, EMPTY, EMPTY, ". . 1a 4b 2 3 . .", ". . 1 1 1 1 . .", EMPTY, EMPTY];
    let mut g = with_cards("personal", rows);
    give(&mut g, Card::Jump);
    assert_eq!(g.check(A::Play(CardPlay::Jump { from: s("c4"), to: s("e4") })), Ok(()), "over a higher knight, one up");
    let rows2 = [EMPTY, EMPTY, EMPTY, EMPTY, ". . 1a 4b 3 . . .", ". . 1 1 1 . . .", EMPTY, EMPTY];
    let mut g2 = with_cards("personal", rows2);
    give(&mut g2, Card::Jump);
    assert!(g2.check(A::Play(CardPlay::Jump { from: s("c4"), to: s("e4") })).is_err(), "two levels up is refused");
    assert!(!legal(&g2).contains(&A::Play(CardPlay::Jump { from: s("c4"), to: s("e4") })));
}

/// Reposition: like adding a knight, so never onto a square higher than the own knight it is
/// placed next to.
#[test]
fn rulebook_reposition_refused_higher_than_its_anchor() {
    let rows = [EMPTY, EMPTY, EMPTY, EMPTY, ". . 1a 2 . . . 0a", ". . 1 2 . . . .", EMPTY, EMPTY];
    let mut g = with_cards("personal", rows);
    give(&mut g, Card::Reposition);
    // Next to c4 (level 1): d4 is level 2, higher than its anchor.
    assert_eq!(
        g.check(A::Play(CardPlay::Reposition { from: s("h4"), to: s("d4") })),
        Err(TorresError::NewKnightTooHigh)
    );
    assert_eq!(g.check(A::Play(CardPlay::Reposition { from: s("h4"), to: s("b4") })), Ok(()), "lower is fine");
}

/// Master card 3: all knights in one row, gaps allowed.
#[test]
fn rulebook_master_card_3_row_with_gaps() {
    let gaps = [EMPTY, EMPTY, EMPTY, EMPTY, "0a . 0a 0a . 0a 0a 0a", EMPTY, EMPTY, "1K . . . . . . ."];
    assert_eq!(master_board(3, 3, gaps).master_bonus(0, 3), 50);
    let column = [
        "0a . . . . . . .",
        "0a . . . . . . .",
        EMPTY,
        "0a . . . . . . .",
        "0a . . . . . . .",
        "0a . . . . . . .",
        "0a . . . . . . .",
        ". . . . . . . 1K",
    ];
    assert_eq!(master_board(3, 3, column).master_bonus(0, 3), 50, "a column, with a gap");
}

/// Master card 4: two squares still score 50 once, never 100.
#[test]
fn rulebook_master_card_4_never_scores_twice() {
    // a6 b6 c6 / a5 b5 c5: two unit squares side by side.
    let two_squares =
        [EMPTY, EMPTY, "0a 0a 0a . . . . .", "0a 0a 0a . . . . .", EMPTY, EMPTY, EMPTY, "1K . . . . . . ."];
    assert_eq!(master_board(4, 3, two_squares).master_bonus(0, 3), 50);
}

/// Master cards 5 and 7: per knight 2 / 5 / 10 after phases 1 / 2 / 3, and the extra only for
/// strictly the most (a tie gives it to nobody).
#[test]
fn rulebook_master_cards_5_and_7_ties_and_later_phases() {
    // Border: each player has two knights on border squares: tied, no extra.
    let tie = ["0a 0b . . . . . .", EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, "1K 0a 0b . . . . ."];
    for (phase, per) in [(2u8, 5), (3, 10)] {
        let g = master_board(5, phase, tie);
        assert_eq!((g.master_bonus(0, phase), g.master_bonus(1, phase)), (2 * per, 2 * per), "border, phase {phase}");
    }
    // Diagonals: a has two on a main diagonal, b has two: tied.
    let diag_tie = ["0a . . . . . . 0b", ". 0a . . . . 0b .", EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, ". . . . . . . 1K"];
    for (phase, per) in [(2u8, 5), (3, 10)] {
        let g = master_board(7, phase, diag_tie);
        assert_eq!((g.master_bonus(0, phase), g.master_bonus(1, phase)), (2 * per, 2 * per), "diagonal, phase {phase}");
    }
}

/// Master card 6: knights on exactly 5 castles after phase 2 (15), on 6 after phase 3 (30).
#[test]
fn rulebook_master_card_6_after_phases_2_and_3() {
    let five = [EMPTY, "1a . 1a . 1a . 1a .", EMPTY, "1a . . . . . . .", EMPTY, EMPTY, EMPTY, "1K . . . . . . ."];
    assert_eq!(master_board(6, 2, five).master_bonus(0, 2), 15);
    assert_eq!(master_board(6, 3, five).master_bonus(0, 3), 0, "after phase 3 it takes six");
    let six = [EMPTY, "1a . 1a . 1a . 1a .", EMPTY, "1a . 1a . . . . .", EMPTY, EMPTY, EMPTY, "1K . . . . . . ."];
    assert_eq!(master_board(6, 3, six).master_bonus(0, 3), 30);
}

/// Block under knight on a level-0 knight founds a new castle even diagonally next to another
/// castle (only orthogonal contact is forbidden).
#[test]
fn rulebook_block_under_knight_placed_diagonally_to_a_castle() {
    let mut g =
        with_cards("personal", [EMPTY, EMPTY, EMPTY, ". . 1 . . . . .", ". 0a . . . . . .", EMPTY, EMPTY, EMPTY]);
    give(&mut g, Card::BlockUnder);
    let castles = g.castle_count();
    let a = A::Play(CardPlay::BlockUnder { knight: s("b4"), source: 3 });
    assert_eq!(g.check(a), Ok(()), "c5 touches b4 only diagonally");
    g.apply(a).unwrap();
    assert_eq!(g.castle_count(), castles + 1, "a new castle");
    assert_eq!(g.height(s("b4")), 1);
}

/// Secret passage: the knight must leave the castle onto a square orthogonally next to it (a
/// door); a square touching the castle only diagonally is no exit.
#[test]
fn rulebook_secret_passage_refuses_a_non_door_exit() {
    let mut g = with_cards(
        "personal",
        [EMPTY, EMPTY, EMPTY, ". . . . . . . .", "0a 1 4 . . . . .", ". . 3 . . . . .", EMPTY, EMPTY],
    );
    give(&mut g, Card::SecretPassage);
    let exit = |to: &str| g.check(A::Play(CardPlay::SecretPassage { from: s("a4"), to: s(to) }));
    assert_eq!(exit("d4"), Ok(()), "next to c4");
    assert!(exit("d5").is_err(), "d5 touches the castle only at a corner");
    assert!(exit("b2").is_err(), "b2 touches the castle only at a corner");
}
