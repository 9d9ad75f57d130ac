//! One named test per rule decision (see the module docs), plus formats and the `Game` contract.

use super::*;
use castellan_core::{legal_vec, Match};

const R: Seat = 0;
const B: Seat = 1;
const Y: Seat = 2;

pub(crate) fn sq(name: &str) -> Square {
    parse_square(name).unwrap()
}

/// A position from `(square, stack bottom-to-top)` pairs, built through the text parser.
pub(crate) fn setup(options: TorriOptions, stacks: &[(&str, &str)], to_move: Seat) -> Torri {
    let mut cells = vec![vec![".".to_string(); SIZE]; SIZE];
    for (name, stack) in stacks {
        let s = sq(name);
        cells[s as usize / SIZE][s as usize % SIZE] = stack.to_string();
    }
    let mut text = String::new();
    for row in (0..SIZE).rev() {
        text.push_str(&format!("{} {}\n", row + 1, cells[row].join(" ")));
    }
    text.push_str(&format!("to move: {}\n", COLOUR_LETTERS[to_move as usize]));
    Torri::from_position_text(&text, options).unwrap()
}

pub(crate) fn two() -> TorriOptions {
    TorriOptions::default()
}
fn four() -> TorriOptions {
    TorriOptions { players: 4, ..TorriOptions::default() }
}

/// Pretends the dice showed `distance` (tests pick the roll instead of hunting for seeds).
fn rolled(g: &mut Torri, distance: u8) {
    g.phase = TurnPhase::AwaitMove { distance };
}

fn mv(from: &str, to: &str) -> TorriAction {
    TorriAction::Move { from: sq(from), to: sq(to) }
}

fn stack_text(g: &Torri, name: &str) -> String {
    format!("{:?}", g.stack(sq(name)))
}

fn destinations(g: &Torri, from: &str) -> Vec<String> {
    let mut v: Vec<String> = g
        .actions_from(sq(from))
        .into_iter()
        .filter_map(|a| match a {
            TorriAction::Move { to, .. } => Some(square_name(to)),
            _ => None,
        })
        .collect();
    v.sort();
    v
}

/// Finds an rng seed whose next colour-die roll shows `face` for a game of `players`.
fn seed_for_colour(players: usize, face: ColourFace) -> Rng {
    for seed in 0..10_000 {
        let mut r = Rng::new(seed);
        let v = r.below(COLOUR_DIE_SIDES);
        let f = if (v as usize) < players { ColourFace::Colour(v as Seat) } else { ColourFace::Blank };
        if f == face {
            return Rng::new(seed);
        }
    }
    unreachable!()
}

// ----- options -----

#[test]
fn default_options_are_two_players_limit_twelve() {
    let o = TorriOptions::default();
    assert_eq!(o.players, 2);
    assert_eq!(o.height_limit, Some(12));
    assert!(o.validate().is_ok());
}

#[test]
fn invalid_options_are_rejected() {
    for bad in [
        TorriOptions { players: 1, ..two() },
        TorriOptions { players: 5, ..two() },
        TorriOptions { height_limit: Some(1), ..two() },
        TorriOptions { height_limit: Some(0), ..two() },
        TorriOptions { free_carry: Some(0), ..two() },
    ] {
        assert!(Torri::new_game(&bad, 1).is_err(), "{bad:?} accepted");
    }
    assert!(Torri::new_game(&TorriOptions { height_limit: None, ..four() }, 1).is_ok());
}

#[test]
fn options_round_trip_through_json() {
    let o = TorriOptions {
        players: 3,
        height_limit: None,
        dice_only: true,
        free_carry: Some(4),
        two_dice: true,
        colour_die: ColourDie::OwnColourRollsAgain,
        no_progress: true,
    };
    let json = serde_json::to_string(&o).unwrap();
    assert_eq!(
        json,
        r#"{"players":3,"height_limit":null,"dice_only":true,"free_carry":4,"two_dice":true,"colour_die":"OwnColourRollsAgain","no_progress":true}"#
    );
    assert_eq!(serde_json::from_str::<TorriOptions>(&json).unwrap(), o);
    // Missing fields fall back to the defaults, except the no-progress ending: options stored
    // before it existed read as "off", so those games replay unchanged.
    assert_eq!(
        serde_json::from_str::<TorriOptions>("{\"players\":4}").unwrap(),
        TorriOptions { no_progress: false, ..four() }
    );
    assert!(TorriOptions::default().no_progress, "on for new games");
}

// ----- set-up -----

#[test]
fn two_player_setup_fills_full_rows() {
    let g = Torri::new_game(&two(), 1).unwrap();
    for s in 0..SQUARES as Square {
        let expected = match s as usize / SIZE {
            0 | 1 => Some(R),
            8 | 9 => Some(B),
            _ => None,
        };
        assert_eq!(g.stack(s).top(), expected, "{}", square_name(s));
        assert_eq!(g.home_owner(s), expected);
    }
    assert_eq!(g.scores(), vec![20, 20]);
}

#[test]
fn four_player_homes_are_middle_of_each_side_and_corners_neutral() {
    let g = Torri::new_game(&four(), 1).unwrap();
    assert_eq!(g.home_owner(sq("c1")), Some(0));
    assert_eq!(g.home_owner(sq("h2")), Some(0));
    assert_eq!(g.home_owner(sq("a3")), Some(1));
    assert_eq!(g.home_owner(sq("b8")), Some(1));
    assert_eq!(g.home_owner(sq("c9")), Some(2));
    assert_eq!(g.home_owner(sq("h10")), Some(2));
    assert_eq!(g.home_owner(sq("i3")), Some(3));
    assert_eq!(g.home_owner(sq("j8")), Some(3));
    for corner in ["a1", "b2", "i1", "j2", "a9", "b10", "i10", "j9"] {
        assert_eq!(g.home_owner(sq(corner)), None, "{corner}");
        assert!(g.stack(sq(corner)).is_empty());
    }
    assert_eq!(g.scores(), vec![12, 12, 12, 12]);
}

#[test]
fn three_players_leave_the_east_home_open() {
    let g = Torri::new_game(&TorriOptions { players: 3, ..two() }, 1).unwrap();
    assert_eq!(g.home_owner(sq("i3")), None);
    assert!(g.stack(sq("j5")).is_empty());
    assert_eq!(g.scores(), vec![12, 12, 12]);
}

// ----- moves -----

#[test]
fn turn_starts_with_roll_or_any_height_move() {
    let g = Torri::new_game(&two(), 1).unwrap();
    let legal = legal_vec(&g);
    assert_eq!(legal[0], TorriAction::Roll);
    // Only the front row can step forward by its height (1); everything else is blocked by own pieces.
    let moves: Vec<_> = legal[1..].to_vec();
    assert_eq!(moves.len(), SIZE);
    assert!(moves.contains(&mv("a2", "a3")));
}

#[test]
fn height_move_uses_stack_height() {
    let g = setup(two(), &[("c3", "BRR"), ("e5", "R"), ("j10", "B")], R);
    assert_eq!(destinations(&g, "c3"), vec!["c6", "f3"]);
    assert_eq!(destinations(&g, "e5"), vec!["d5", "e4", "e6", "f5"]);
    assert_eq!(g.check(mv("c3", "c5")), Err(TorriError::WrongDistance { required: 3 }));
}

#[test]
fn rolled_move_goes_exactly_the_roll() {
    let mut g = setup(two(), &[("e5", "R"), ("j10", "B")], R);
    rolled(&mut g, 4);
    // e1 is in red's own home (allowed), e9 in blue's (refused).
    assert_eq!(destinations(&g, "e5"), vec!["a5", "e1", "i5"]);
    assert_eq!(g.check(mv("e5", "e6")), Err(TorriError::WrongDistance { required: 4 }));
}

#[test]
fn cannot_switch_to_height_move_after_rolling() {
    let mut g = setup(two(), &[("e5", "R"), ("j10", "B")], R);
    g.apply(TorriAction::Roll).unwrap();
    let d = g.last_roll().unwrap().distance;
    if d != 1 {
        assert_eq!(g.check(mv("e5", "e6")), Err(TorriError::WrongDistance { required: d }));
    }
    assert_eq!(g.check(TorriAction::Roll), Err(TorriError::AlreadyRolled { distance: d }));
}

#[test]
fn moves_are_straight_and_jump_over_stacks() {
    let mut g = setup(two(), &[("c3", "R"), ("c4", "B"), ("c5", "BB"), ("j10", "B")], R);
    rolled(&mut g, 3);
    assert!(g.check(mv("c3", "c6")).is_ok());
    assert_eq!(g.check(mv("c3", "e4")), Err(TorriError::NotStraight));
    assert_eq!(g.check(mv("c3", "c3")), Err(TorriError::NotStraight));
    assert_eq!(g.check(TorriAction::Move { from: sq("c3"), to: 200 }), Err(TorriError::OffBoard));
}

#[test]
fn capture_puts_the_mover_on_top_and_changes_owner() {
    let mut g = setup(two(), &[("c3", "R"), ("c6", "BB"), ("j10", "B")], R);
    rolled(&mut g, 3);
    assert_eq!(g.notation(mv("c3", "c6")), "c3xc6 (captures 2)");
    g.apply(mv("c3", "c6")).unwrap();
    assert_eq!(stack_text(&g, "c6"), "BBR");
    assert!(g.stack(sq("c3")).is_empty());
    assert_eq!(g.scores(), vec![3, 1]);
}

#[test]
fn may_not_land_on_own_stack() {
    let mut g = setup(two(), &[("c3", "R"), ("c6", "BR"), ("j10", "B")], R);
    rolled(&mut g, 3);
    let e = g.check(mv("c3", "c6")).unwrap_err();
    assert_eq!(e, TorriError::OwnStack);
    assert_eq!(e.to_string(), "you may not land on your own stack");
}

#[test]
fn may_not_enter_another_players_home() {
    let mut g = setup(two(), &[("c6", "R"), ("j10", "B")], R);
    rolled(&mut g, 3);
    let e = g.check(mv("c6", "c9")).unwrap_err();
    assert_eq!(e, TorriError::OtherHome);
    assert_eq!(e.to_string(), "that square is in another player's home");
    // Even when the home square is empty.
    assert!(g.stack(sq("c9")).is_empty());
}

#[test]
fn only_own_unfrozen_stacks_move() {
    let mut g = setup(two(), &[("c3", "RB"), ("e5", "R"), ("j10", "B")], R);
    rolled(&mut g, 2);
    assert_eq!(g.check(mv("c3", "c5")), Err(TorriError::NotYourStack));
    assert_eq!(g.check(mv("d4", "d6")), Err(TorriError::EmptySquare));
}

#[test]
fn captured_stack_cannot_move_again_this_turn() {
    let mut g = setup(two(), &[("c3", "R"), ("c9", "B"), ("i3", "B"), ("e5", "R")], R);
    rolled(&mut g, 6);
    g.apply(mv("c3", "i3")).unwrap();
    assert!(g.is_locked(sq("i3")));
    assert_eq!(g.phase(), TurnPhase::AwaitChoice { after_six: true });
    // Height move of the capturing stack (2) is refused; the other stack may still move.
    assert_eq!(g.check(mv("i3", "i5")), Err(TorriError::CapturedThisTurn));
    assert!(g.check(mv("e5", "e6")).is_ok());
    assert!(destinations(&g, "i3").is_empty());
    // Next roll: still locked.
    rolled(&mut g, 2);
    assert_eq!(g.check(mv("i3", "i5")), Err(TorriError::CapturedThisTurn));
}

#[test]
fn six_offers_roll_again_or_height_move() {
    let mut g = setup(two(), &[("a3", "R"), ("e5", "RR"), ("j10", "B")], R);
    rolled(&mut g, 6);
    g.apply(mv("a3", "a9")).unwrap_err(); // a9 is blue's home
    g.apply(mv("a3", "g3")).unwrap();
    assert_eq!(g.phase(), TurnPhase::AwaitChoice { after_six: true });
    assert_eq!(g.to_move(), Some(R));
    let legal = legal_vec(&g);
    assert_eq!(legal[0], TorriAction::Roll);
    // Any stack, not only the one that moved, may make the height move.
    assert!(legal.contains(&mv("e5", "e7")));
    assert!(legal.contains(&mv("g3", "g4")));
    assert!(!legal.contains(&TorriAction::Pass));
}

#[test]
fn six_bonus_repeats_on_every_rolled_six() {
    let mut g = setup(two(), &[("a3", "R"), ("j10", "B")], R);
    let turn = g.turn_number();
    rolled(&mut g, 6);
    g.apply(mv("a3", "g3")).unwrap();
    rolled(&mut g, 6); // as if "roll again" showed another six
    g.apply(mv("g3", "a3")).unwrap();
    assert_eq!(g.phase(), TurnPhase::AwaitChoice { after_six: true });
    assert_eq!(g.turn_number(), turn);
    // A height move ends the bonus chain.
    g.apply(mv("a3", "a4")).unwrap();
    assert_eq!(g.to_move(), Some(B));
    assert_ne!(g.turn_number(), turn);
}

#[test]
fn height_move_of_six_gives_no_bonus() {
    let mut g = setup(two(), &[("a3", "RRRRRR"), ("j10", "B")], R);
    g.apply(mv("a3", "g3")).unwrap();
    assert_eq!(g.to_move(), Some(B));
}

#[test]
fn pass_is_the_only_action_when_the_roll_cannot_be_used() {
    // From e5 every direction runs off the board after 9 squares.
    let mut g = setup(two(), &[("e5", "R"), ("j10", "B")], R);
    rolled(&mut g, 9); // not a die face, but the simplest "nowhere to go"
    assert_eq!(legal_vec(&g), vec![TorriAction::Pass]);
    assert_eq!(g.notation(TorriAction::Pass), "pass");
    g.apply(TorriAction::Pass).unwrap();
    assert_eq!(g.to_move(), Some(B));
    // And a pass is refused while a move exists.
    let mut g = setup(two(), &[("a5", "R"), ("j10", "B")], R);
    rolled(&mut g, 2);
    assert_eq!(g.check(TorriAction::Pass), Err(TorriError::PassNotAllowed));
}

// ----- homes -----

#[test]
fn single_moves_in_out_and_inside_own_home() {
    let mut g = setup(two(), &[("c3", "R"), ("j10", "B")], R);
    rolled(&mut g, 2);
    g.apply(mv("c3", "c1")).unwrap(); // in
    g.seat = R;
    g.phase = TurnPhase::AwaitMove { distance: 3 };
    g.apply(mv("c1", "f1")).unwrap(); // inside
    g.seat = R;
    g.phase = TurnPhase::AwaitMove { distance: 4 };
    g.apply(mv("f1", "f5")).unwrap(); // out again
    assert_eq!(stack_text(&g, "f5"), "R");
}

#[test]
fn frozen_stack_in_own_home() {
    let mut g = setup(two(), &[("c3", "BR"), ("e5", "R"), ("j10", "B")], R);
    rolled(&mut g, 2);
    g.apply(mv("c3", "c1")).unwrap();
    assert!(g.is_frozen(sq("c1")));
    g.seat = R;
    g.phase = TurnPhase::AwaitChoice { after_six: false };
    assert_eq!(g.check(mv("c1", "c3")), Err(TorriError::FrozenInHome));
    assert!(destinations(&g, "c1").is_empty());
    // A single at home is not frozen.
    let g = Torri::new_game(&two(), 1).unwrap();
    assert!(!g.is_frozen(sq("c2")));
}

#[test]
fn nobody_may_capture_inside_a_home() {
    // Red singles at home are unreachable for blue whatever the distance.
    let mut g = setup(two(), &[("c2", "R"), ("c5", "B"), ("j10", "B"), ("a5", "R")], B);
    rolled(&mut g, 3);
    assert_eq!(g.check(mv("c5", "c2")), Err(TorriError::OtherHome));
}

// ----- height limit -----

fn thirteen_capture(options: TorriOptions, extra: &[(&str, &str)]) -> Torri {
    // Red single on e3 captures a 12-high blue-topped stack on e5 (roll 2): 13 pieces.
    let mut stacks = vec![("e3", "R"), ("e5", "RRRRRRRRRRRB"), ("j10", "B")];
    stacks.extend_from_slice(extra);
    let mut g = setup(options, &stacks, R);
    rolled(&mut g, 2);
    g.apply(mv("e3", "e5")).unwrap();
    g
}

#[test]
fn split_over_limit_is_required_at_once() {
    let g = thirteen_capture(two(), &[]);
    assert_eq!(g.phase(), TurnPhase::AwaitSplit { at: sq("e5"), six: false });
    assert_eq!(g.check(TorriAction::Roll), Err(TorriError::MustSplit));
    let legal = legal_vec(&g);
    assert!(!legal.is_empty());
    for a in &legal {
        let TorriAction::Split { cut, to } = *a else { panic!("{a:?}") };
        // Lower part: red on top (cuts 1..=11; 12 would leave blue on top), both parts ≤ 12.
        assert!((1..=11).contains(&cut), "{a:?}");
        assert!([sq("e4"), sq("e6"), sq("d5"), sq("f5")].contains(&to));
    }
    assert!(legal.contains(&TorriAction::Split { cut: 11, to: sq("e6") }));
    assert_eq!(g.check(TorriAction::Split { cut: 12, to: sq("e6") }), Err(TorriError::BadCut { limit: 12 }));
    assert_eq!(g.check(TorriAction::Split { cut: 5, to: sq("e7") }), Err(TorriError::NotAdjacent));
    assert_eq!(g.notation(TorriAction::Split { cut: 5, to: sq("e6") }), "split 8 at e5 → e6");
    let mut g2 = g.clone();
    g2.apply(TorriAction::Split { cut: 5, to: sq("e6") }).unwrap();
    assert_eq!(stack_text(&g2, "e5"), "RRRRR");
    assert_eq!(stack_text(&g2, "e6"), "RRRRRRBR");
    assert_eq!(g2.to_move(), Some(B));
}

#[test]
fn split_over_limit_cascades() {
    // The split-off part lands on a blue stack of 10 on e6: that stack is now over the limit too.
    let mut g = thirteen_capture(two(), &[("e6", "RRRRRRRRRB"), ("d5", "R"), ("f5", "R"), ("e4", "R")]);
    assert_eq!(g.phase(), TurnPhase::AwaitSplit { at: sq("e5"), six: false });
    g.apply(TorriAction::Split { cut: 5, to: sq("e6") }).unwrap();
    assert_eq!(g.stack(sq("e6")).len(), 18);
    assert_eq!(g.phase(), TurnPhase::AwaitSplit { at: sq("e6"), six: false });
    assert_eq!(g.to_move(), Some(R));
    g.apply(TorriAction::Split { cut: 9, to: sq("e7") }).unwrap();
    assert_eq!(g.stack(sq("e6")).len(), 9);
    assert_eq!(g.stack(sq("e7")).len(), 9);
    assert_eq!(g.to_move(), Some(B));
}

#[test]
fn split_is_never_into_another_home_or_onto_own_stack() {
    // The capture happens on e8, next to blue's home (e9); e7, d8 and f8 are red.
    let mut g =
        setup(two(), &[("e6", "R"), ("e8", "RRRRRRRRRRRB"), ("e7", "R"), ("d8", "R"), ("f8", "R"), ("j10", "B")], R);
    rolled(&mut g, 2);
    g.apply(mv("e6", "e8")).unwrap();
    // Only e7/d8/f8 (own) and e9 (blue home) are adjacent: no target, the stack stays at 13.
    assert_eq!(g.stack(sq("e8")).len(), 13);
    assert_eq!(g.to_move(), Some(B));
}

#[test]
fn no_split_target_leaves_stack() {
    // Every adjacent square red-owned: the 13-stack stays as it is.
    let g = thirteen_capture(two(), &[("d5", "R"), ("f5", "R"), ("e4", "R"), ("e6", "R")]);
    assert_eq!(g.stack(sq("e5")).len(), 13);
    assert_eq!(g.to_move(), Some(B));
}

#[test]
fn no_valid_cut_leaves_stack() {
    // 13 pieces with only one red piece (the top): no cut gives both parts a red top.
    let mut g = setup(two(), &[("e3", "R"), ("e5", "BBBBBBBBBBBB"), ("j10", "B")], R);
    rolled(&mut g, 2);
    g.apply(mv("e3", "e5")).unwrap();
    assert_eq!(g.stack(sq("e5")).len(), 13);
    assert_eq!(g.to_move(), Some(B));
}

#[test]
fn variant_custom_height_limit() {
    let opts = TorriOptions { height_limit: Some(3), ..two() };
    let mut g = setup(opts, &[("e3", "RR"), ("e5", "RB"), ("j10", "B")], R);
    rolled(&mut g, 2);
    g.apply(mv("e3", "e5")).unwrap();
    assert_eq!(g.phase(), TurnPhase::AwaitSplit { at: sq("e5"), six: false });
    // RBRR: cut 1 (R | BRR) and cut 3 (RBR | R) work; cut 2 would leave blue on top of the lower part.
    assert_eq!(stack_text(&g, "e5"), "RBRR");
    assert!(g.check(TorriAction::Split { cut: 1, to: sq("f5") }).is_ok());
    assert!(g.check(TorriAction::Split { cut: 3, to: sq("f5") }).is_ok());
    assert!(g.check(TorriAction::Split { cut: 2, to: sq("f5") }).is_err());
}

#[test]
fn variant_no_height_limit_never_splits() {
    let opts = TorriOptions { height_limit: None, ..two() };
    let g = thirteen_capture(opts, &[]);
    assert_eq!(g.stack(sq("e5")).len(), 13);
    assert_eq!(g.to_move(), Some(B));
}

#[test]
fn split_after_a_six_keeps_the_six_bonus() {
    let mut g = setup(two(), &[("a5", "R"), ("g5", "RRRRRRRRRRRB"), ("j10", "B")], R);
    rolled(&mut g, 6);
    g.apply(mv("a5", "g5")).unwrap();
    assert_eq!(g.phase(), TurnPhase::AwaitSplit { at: sq("g5"), six: true });
    g.apply(TorriAction::Split { cut: 6, to: sq("h5") }).unwrap();
    assert_eq!(g.phase(), TurnPhase::AwaitChoice { after_six: true });
    // Both parts of the capturing stack stay put for the rest of the turn.
    assert!(g.is_locked(sq("g5")) && g.is_locked(sq("h5")));
    assert_eq!(g.check(mv("h5", "h2")), Err(TorriError::CapturedThisTurn));
}

#[test]
fn split_part_into_own_home_freezes() {
    // Capture on e3, right above red's home: the split-off part may go down into e2 (red's own
    // home, empty) and, being 2+ pieces, is frozen there.
    let mut g =
        setup(two(), &[("e5", "R"), ("e3", "RRRRRRRRRRRB"), ("d3", "R"), ("f3", "R"), ("e4", "R"), ("j10", "B")], R);
    rolled(&mut g, 2);
    g.apply(mv("e5", "e3")).unwrap();
    assert_eq!(
        legal_vec(&g).iter().filter(|a| matches!(a, TorriAction::Split { to, .. } if *to == sq("e2"))).count(),
        11
    );
    g.apply(TorriAction::Split { cut: 10, to: sq("e2") }).unwrap();
    assert_eq!(stack_text(&g, "e2"), "RBR");
    assert!(g.is_frozen(sq("e2")));
}

#[test]
fn unsplittable_stack_is_split_when_it_next_lands() {
    // The 13-stack could not be split where it stood; after a move to open space it must be.
    let mut g =
        setup(two(), &[("e5", "RRRRRRRRRRRBR"), ("d5", "R"), ("f5", "R"), ("e4", "R"), ("e6", "R"), ("j10", "B")], R);
    assert_eq!(g.stack(sq("e5")).len(), 13);
    rolled(&mut g, 3);
    g.apply(mv("e5", "h5")).unwrap();
    assert_eq!(g.phase(), TurnPhase::AwaitSplit { at: sq("h5"), six: false });
}

// ----- variants -----

#[test]
fn variant_dice_only_has_no_height_moves() {
    let opts = TorriOptions { dice_only: true, ..two() };
    let mut g = setup(opts, &[("a3", "R"), ("j10", "B")], R);
    assert_eq!(legal_vec(&g), vec![TorriAction::Roll]);
    assert_eq!(g.check(mv("a3", "a4")), Err(TorriError::HeightMovesDisabled));
    rolled(&mut g, 6);
    g.apply(mv("a3", "g3")).unwrap();
    assert_eq!(legal_vec(&g), vec![TorriAction::Roll]);
}

#[test]
fn variant_free_carry_moves_top_pieces_to_reserve() {
    let opts = TorriOptions { free_carry: Some(3), ..two() };
    let g0 = setup(opts, &[("e5", "BRBRR"), ("f6", "RRR"), ("c1", "RRRRR"), ("j10", "B")], R);
    let legal = legal_vec(&g0);
    assert!(legal.contains(&TorriAction::FreeCarry { from: sq("e5") }));
    assert!(!legal.contains(&TorriAction::FreeCarry { from: sq("f6") })); // not taller than 3
    assert!(!legal.contains(&TorriAction::FreeCarry { from: sq("c1") })); // already home
    assert_eq!(g0.check(TorriAction::FreeCarry { from: sq("f6") }), Err(TorriError::TooLowToCarry { height: 3 }));
    assert_eq!(g0.check(TorriAction::FreeCarry { from: sq("c1") }), Err(TorriError::AlreadyHome));
    assert_eq!(g0.notation(TorriAction::FreeCarry { from: sq("e5") }), "carry 2 home from e5");
    let mut g = g0.clone();
    g.apply(TorriAction::FreeCarry { from: sq("e5") }).unwrap();
    assert_eq!(stack_text(&g, "e5"), "BRB"); // now blue's
    assert_eq!(g.reserve(R), 2);
    assert_eq!(g.scores(), vec![2 + 3 + 5, 3 + 1]);
    assert_eq!(g.to_move(), Some(B));
    // Not after rolling, not after a six.
    let mut g = g0.clone();
    rolled(&mut g, 2);
    assert!(g.check(TorriAction::FreeCarry { from: sq("e5") }).is_err());
    g.phase = TurnPhase::AwaitChoice { after_six: true };
    assert_eq!(g.check(TorriAction::FreeCarry { from: sq("e5") }), Err(TorriError::FreeCarryNotNow));
    // Without the variant it is refused.
    let g = setup(two(), &[("e5", "BRBRR"), ("j10", "B")], R);
    assert_eq!(g.check(TorriAction::FreeCarry { from: sq("e5") }), Err(TorriError::FreeCarryDisabled));
}

#[test]
fn variant_two_dice_moves_the_difference() {
    let opts = TorriOptions { two_dice: true, ..two() };
    let mut seen_zero = false;
    for seed in 0..200 {
        let mut g = setup(opts, &[("e5", "R"), ("j10", "B")], R);
        g.rng = Rng::new(seed);
        g.apply(TorriAction::Roll).unwrap();
        let r = g.last_roll().unwrap();
        let d3 = r.d3.unwrap();
        assert!((1..=6).contains(&r.d6) && (1..=3).contains(&d3));
        assert_eq!(r.distance, r.d6.abs_diff(d3));
        assert_eq!(g.phase(), TurnPhase::AwaitMove { distance: r.distance });
        if r.distance == 0 {
            seen_zero = true;
            assert_eq!(legal_vec(&g), vec![TorriAction::Pass]);
        }
    }
    assert!(seen_zero);
}

#[test]
fn variant_two_dice_notation_shows_both_dice() {
    let opts = TorriOptions { two_dice: true, ..two() };
    let g = Torri::new_game(&opts, 5).unwrap();
    let text = g.notation(TorriAction::Roll);
    let mut after = g.clone();
    after.apply(TorriAction::Roll).unwrap();
    let r = after.last_roll().unwrap();
    assert_eq!(text, format!("roll {}−{} = {}", r.d6, r.d3.unwrap(), r.distance));
}

#[test]
fn variant_colour_die_other_colour_skips_the_turn() {
    let opts = TorriOptions { colour_die: ColourDie::On, ..two() };
    let mut g = Torri::new_game(&opts, 1).unwrap();
    assert_eq!(legal_vec(&g), vec![TorriAction::RollColourDie]);
    assert_eq!(g.check(TorriAction::Roll), Err(TorriError::MustRollColourDie));
    g.rng = seed_for_colour(2, ColourFace::Colour(B));
    let turn = g.turn_number();
    assert_eq!(g.notation(TorriAction::RollColourDie), "colour die: blue (skip)");
    let e = g.apply(TorriAction::RollColourDie).unwrap();
    assert!(e.revealed);
    assert_eq!(g.to_move(), Some(B));
    assert_ne!(g.turn_number(), turn);
    assert_eq!(g.phase(), TurnPhase::AwaitColourDie);
}

#[test]
fn variant_colour_die_blank_or_own_colour_plays_normally() {
    let opts = TorriOptions { colour_die: ColourDie::On, ..two() };
    for face in [ColourFace::Blank, ColourFace::Colour(R)] {
        let mut g = Torri::new_game(&opts, 1).unwrap();
        g.rng = seed_for_colour(2, face);
        g.apply(TorriAction::RollColourDie).unwrap();
        assert_eq!(g.last_colour_die(), Some(face));
        assert_eq!(g.phase(), TurnPhase::AwaitChoice { after_six: false });
        // Without the roll-again option, the turn ends after the move.
        g.apply(mv("a2", "a3")).unwrap();
        assert_eq!(g.to_move(), Some(B));
    }
}

#[test]
fn variant_own_colour_rolls_again() {
    let opts = TorriOptions { colour_die: ColourDie::OwnColourRollsAgain, ..two() };
    let mut g = Torri::new_game(&opts, 1).unwrap();
    g.rng = seed_for_colour(2, ColourFace::Colour(R));
    let turn = g.turn_number();
    g.apply(TorriAction::RollColourDie).unwrap();
    g.apply(mv("a2", "a3")).unwrap();
    assert_eq!(g.phase(), TurnPhase::AwaitBonusRoll);
    assert_eq!(g.to_move(), Some(R));
    assert_eq!(g.turn_number(), turn);
    assert_eq!(legal_vec(&g), vec![TorriAction::Roll, TorriAction::DeclineBonusRoll], "the extra roll may be declined");
    assert_eq!(g.check(mv("a3", "a4")), Err(TorriError::MustRollBonus));
    g.apply(TorriAction::Roll).unwrap();
    assert!(matches!(g.phase(), TurnPhase::AwaitMove { .. }));
    let a = legal_vec(&g)[0];
    g.apply(a).unwrap();
    if g.phase() != (TurnPhase::AwaitChoice { after_six: true }) {
        assert_eq!(g.to_move(), Some(B), "the extra roll is granted only once");
    }
}

#[test]
fn own_colour_bonus_survives_an_unusable_roll() {
    let opts = TorriOptions { colour_die: ColourDie::OwnColourRollsAgain, ..two() };
    let mut g = setup(opts, &[("e5", "R"), ("j10", "B")], R);
    g.rng = seed_for_colour(2, ColourFace::Colour(R));
    g.apply(TorriAction::RollColourDie).unwrap();
    rolled(&mut g, 9);
    g.apply(TorriAction::Pass).unwrap();
    assert_eq!(g.phase(), TurnPhase::AwaitBonusRoll);
}

// ----- end of game -----

#[test]
fn player_with_nothing_movable_may_only_pass() {
    // Blue owns only a frozen stack at home.
    let g = setup(two(), &[("a5", "R"), ("j10", "RB")], B);
    assert_eq!(legal_vec(&g), vec![TorriAction::Pass]);
    assert_eq!(g.check(TorriAction::Roll), Err(TorriError::NothingToMove));
}

#[test]
fn round_is_finished_after_end_condition() {
    // Four players; yellow (seat 2) owns only a frozen stack. Red's move triggers nothing new,
    // but the game still runs to the end of the round: blue, yellow (pass), green play first.
    let opts = four();
    let mut g = setup(opts, &[("e5", "R"), ("f5", "B"), ("e9", "BY"), ("e6", "G")], R);
    assert!(g.is_last_round());
    g.apply(mv("e5", "e4")).unwrap();
    assert_eq!(g.to_move(), Some(B));
    g.apply(mv("f5", "f4")).unwrap();
    assert_eq!(g.to_move(), Some(Y));
    assert_eq!(legal_vec(&g), vec![TorriAction::Pass]);
    g.apply(TorriAction::Pass).unwrap();
    assert_eq!(g.to_move(), Some(3));
    assert!(g.outcome().is_none());
    g.apply(mv("e6", "e7")).unwrap();
    assert_eq!(g.to_move(), None);
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, vec![1, 1, 2, 1]);
    assert_eq!(o.winners, vec![Y]);
    // The end screen names the player who had nothing to move.
    assert_eq!(g.stuck_seats(), vec![Y]);
}

#[test]
fn end_condition_met_mid_round_waits_for_the_last_seat() {
    // Two players: red captures blue's last movable stack on red's turn; blue still plays
    // (passes) before the game ends.
    let mut g = setup(two(), &[("e3", "R"), ("e5", "B"), ("a5", "R")], R);
    assert!(!g.is_last_round());
    assert!(g.stuck_seats().is_empty());
    rolled(&mut g, 2);
    g.apply(mv("e3", "e5")).unwrap();
    assert!(g.is_last_round());
    assert_eq!(g.stuck_seats(), vec![B], "blue, left without a stack, is the one named");
    assert_eq!(g.to_move(), Some(B));
    assert_eq!(legal_vec(&g), vec![TorriAction::Pass]);
    g.apply(TorriAction::Pass).unwrap();
    assert_eq!(g.to_move(), None);
    assert_eq!(g.outcome().unwrap().winners, vec![R]);
    assert_eq!(g.stuck_seats(), vec![B]);
    assert_eq!(g.check(TorriAction::Pass), Err(TorriError::GameOver));
}

#[test]
fn open_field_stacks_count_for_their_owner() {
    let g = setup(two(), &[("e5", "BBR"), ("c1", "R"), ("e9", "RB"), ("f6", "B")], R);
    assert_eq!(g.scores(), vec![4, 3]);
}

#[test]
fn shared_win_on_equal_counts() {
    // Red captures blue's last open-field piece: 2 there + 2 frozen at home = 4; blue keeps a
    // frozen 4 at home. Blue may only pass, the round ends, and both share the win.
    let mut g = setup(two(), &[("e3", "R"), ("e5", "B"), ("c1", "RR"), ("e10", "BBBB")], R);
    rolled(&mut g, 2);
    g.apply(mv("e3", "e5")).unwrap();
    assert!(g.is_last_round());
    assert_eq!(legal_vec(&g), vec![TorriAction::Pass]);
    g.apply(TorriAction::Pass).unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, vec![4, 4]);
    assert_eq!(o.winners, vec![R, B]);
    assert!(!o.is_draw());
    assert_eq!(g.evaluate()[..2], [0.5, 0.5]);
}

// ----- turn bookkeeping and the Game contract -----

#[test]
fn turn_number_changes_only_when_a_new_turn_begins() {
    let mut g = setup(two(), &[("a3", "R"), ("e5", "B"), ("j10", "B")], R);
    let t0 = g.turn_number();
    rolled(&mut g, 6);
    g.apply(mv("a3", "g3")).unwrap();
    assert_eq!(g.turn_number(), t0, "roll again after a six is the same turn");
    g.apply(TorriAction::Roll).unwrap();
    assert_eq!(g.turn_number(), t0);
    let a = legal_vec(&g)[0];
    g.apply(a).unwrap();
    if g.to_move() == Some(B) {
        assert_eq!(g.turn_number(), t0 + 1);
    }
}

#[test]
fn rolls_are_revealed_and_height_moves_are_quiet() {
    let mut g = Torri::new_game(&two(), 3).unwrap();
    assert!(g.clone().apply(TorriAction::Roll).unwrap().revealed);
    assert!(!g.apply(mv("a2", "a3")).unwrap().revealed);
}

#[test]
fn determinize_reseeds_future_dice() {
    let g = Torri::new_game(&two(), 3).unwrap();
    let mut r = Rng::new(99);
    let rolls: Vec<u8> = (0..8)
        .map(|_| {
            let mut d = g.determinize(0, &mut r);
            d.apply(TorriAction::Roll).unwrap();
            d.last_roll().unwrap().distance
        })
        .collect();
    assert!(rolls.iter().any(|&x| x != rolls[0]), "{rolls:?}");
    assert!(!g.has_hidden_information());
}

#[test]
fn evaluate_is_a_share_in_range() {
    let g = setup(two(), &[("e5", "BBR"), ("c1", "RR"), ("f6", "B")], R);
    let e = g.evaluate();
    assert!(e.iter().all(|v| (0.0..=1.0).contains(v)));
    assert!(e[0] > e[1]);
    assert!((e[0] + e[1] - 1.0).abs() < 1e-5);
    assert_eq!(e[2], 0.0);
}

#[test]
fn rejected_actions_leave_the_state_unchanged() {
    let g = Torri::new_game(&four(), 7).unwrap();
    for a in [
        TorriAction::Pass,
        TorriAction::RollColourDie,
        TorriAction::Split { cut: 1, to: 3 },
        TorriAction::FreeCarry { from: 4 },
        TorriAction::Move { from: 250, to: 251 },
        mv("c2", "c4"),
    ] {
        let mut c = g.clone();
        let e = c.apply(a).unwrap_err();
        assert!(!e.to_string().is_empty());
        assert_eq!(c, g);
    }
}

#[test]
fn match_replays_from_action_indices() {
    let opts = TorriOptions { players: 3, colour_die: ColourDie::OwnColourRollsAgain, free_carry: Some(2), ..two() };
    let mut m: Match<Torri> = Match::new(&opts, 11).unwrap();
    let mut r = Rng::new(5);
    for _ in 0..300 {
        let legal = legal_vec(m.current());
        if legal.is_empty() {
            break;
        }
        m.play(legal[r.below(legal.len() as u32) as usize]).unwrap();
    }
    let replay = Match::<Torri>::from_indices(&opts, 11, &m.action_indices()).unwrap();
    assert_eq!(replay.current(), m.current());
    let bytes = m.encode_actions();
    let decoded = Match::<Torri>::decode_actions(&opts, 11, m.ply(), &bytes).unwrap();
    assert_eq!(decoded.current(), m.current());
}

#[test]
fn undo_stops_at_rolls_and_turn_ends() {
    let mut m: Match<Torri> = Match::new(&two(), 21).unwrap();
    m.play(TorriAction::Roll).unwrap();
    assert!(!m.can_undo(), "a roll can never be taken back");
    let a = legal_vec(m.current())[0];
    m.play(a).unwrap();
    if m.current().to_move() == Some(R) {
        // A rolled six: the move itself may be taken back within the turn.
        assert!(m.can_undo());
    } else {
        assert!(!m.can_undo(), "the turn is over");
    }
}

// ----- text formats -----

#[test]
fn position_text_round_trips() {
    let g = setup(four(), &[("e5", "BBR"), ("c1", "RR"), ("a4", "B"), ("j5", "GY"), ("c10", "Y")], B);
    let text = g.position_text();
    assert!(text.starts_with("10 . . Y . . . . . . ."), "{text}");
    assert!(text.contains(" 5 . . . . BBR . . . . GY\n"), "{text}");
    assert!(text.contains("to move: B (roll or height move)"));
    let back = Torri::from_position_text(&text, four()).unwrap();
    assert_eq!(back, g);
}

#[test]
fn position_text_rejects_bad_input() {
    let ok = Torri::new_game(&two(), 1).unwrap().position_text();
    assert!(Torri::from_position_text(&ok, two()).is_ok());
    // Yellow is not in a 2-player game.
    assert_eq!(
        Torri::from_position_text(&ok.replace("10 B", "10 Y"), two()).err(),
        Some(PositionError::NoSuchSeat { seat: "Y".into(), players: 2 })
    );
    assert_eq!(
        Torri::from_position_text(&ok.replace(" 5 . . . . . . . . . .\n", ""), two()).err(),
        Some(PositionError::MissingRows { needed: SIZE })
    );
    assert_eq!(
        Torri::from_position_text(&ok.replace(" 5 . . . . . . . . . .", " 5 . . ."), two()).err(),
        Some(PositionError::RowLength { row: 5, cells: 3, needed: SIZE })
    );
    assert_eq!(
        Torri::from_position_text("hello", two()).err(),
        Some(PositionError::UnreadableLine { line: "hello".into() })
    );
    assert!(matches!(
        Torri::from_position_text(&ok, TorriOptions { players: 9, ..two() }),
        Err(PositionError::Options(OptionsError::PlayerRange { players: 9, .. }))
    ));
}

#[test]
fn notation_examples() {
    let mut g = setup(two(), &[("c3", "R"), ("c7", "BBB"), ("e5", "R"), ("j10", "B")], R);
    rolled(&mut g, 4);
    assert_eq!(g.notation(mv("c3", "c7")), "c3xc7 (captures 3)");
    assert_eq!(g.notation(mv("e5", "e9")), "e5-e9");
    let g = Torri::new_game(&two(), 1).unwrap();
    let n = g.notation(TorriAction::Roll);
    let mut after = g.clone();
    after.apply(TorriAction::Roll).unwrap();
    assert_eq!(n, format!("roll {}", after.last_roll().unwrap().distance));
}

#[test]
fn square_names_parse_both_ways() {
    for s in 0..SQUARES as Square {
        assert_eq!(parse_square(&square_name(s)), Some(s));
    }
    assert_eq!(square_name(0), "a1");
    assert_eq!(square_name(99), "j10");
    assert_eq!(parse_square("k1"), None);
    assert_eq!(parse_square("a11"), None);
}

#[test]
fn stacks_pack_and_split() {
    let s = Stack::from_colours(&[0, 1, 2, 3, 0]);
    assert_eq!(s.len(), 5);
    assert_eq!(s.top(), Some(0));
    assert_eq!(s.colours(), vec![0, 1, 2, 3, 0]);
    assert_eq!(s.colour_counts(), [2, 1, 1, 1]);
    let (lo, hi) = s.split(2);
    assert_eq!(lo.colours(), vec![0, 1]);
    assert_eq!(hi.colours(), vec![2, 3, 0]);
    assert_eq!(hi.placed_on(lo), s);
    let big = Stack::from_colours(&[3; MAX_STACK]);
    assert_eq!(big.len(), MAX_STACK);
    assert_eq!(big.colour_counts()[3], MAX_STACK);
}

#[test]
fn clone_is_cheap() {
    // Fixed arrays only: the whole state is a flat value.
    assert!(std::mem::size_of::<Torri>() < 2048, "{}", std::mem::size_of::<Torri>());
}

#[test]
fn changed_squares_marks_exactly_the_differences() {
    let g = Torri::new_game(&two(), 1).unwrap();
    let mut h = g.clone();
    assert_eq!(changed_squares(g.board(), h.board()), 0);
    h.apply(mv("a2", "a3")).unwrap();
    assert_eq!(changed_squares(g.board(), h.board()), (1u128 << sq("a2")) | (1u128 << sq("a3")));
}

/// The rulebook: rolling your own colour, the player *may* roll again ("dobhat"). Declining
/// ends the turn; under rules version 1 the extra roll was compulsory, and it still is for games
/// made under it.
#[test]
fn own_colour_extra_roll_may_be_declined() {
    let opts = TorriOptions { colour_die: ColourDie::OwnColourRollsAgain, ..two() };
    let start = |version: u8| {
        let mut g = setup(opts, &[("a2", "R"), ("j10", "B")], R);
        g.rules_version = version;
        g.rng = seed_for_colour(2, ColourFace::Colour(R));
        g.apply(TorriAction::RollColourDie).unwrap();
        g.apply(mv("a2", "a3")).unwrap();
        assert_eq!(g.phase(), TurnPhase::AwaitBonusRoll);
        g
    };
    let mut g = start(RULES_VERSION as u8);
    let turn = g.turn_number();
    g.apply(TorriAction::DeclineBonusRoll).unwrap();
    assert_eq!(g.to_move(), Some(B), "declining ends the turn");
    assert!(g.turn_number() > turn);
    assert!(g.check(TorriAction::DeclineBonusRoll).is_err(), "nothing to decline on the next turn");

    let old = start(1);
    assert_eq!(legal_vec(&old), vec![TorriAction::Roll], "rules version 1: the extra roll is compulsory");
    assert_eq!(old.check(TorriAction::DeclineBonusRoll), Err(TorriError::MustRollBonus));
}

/// An unusable rolled six loses its bonus: with no legal move for the six, the player passes and
/// the turn ends; the bonus roll is not kept for later.
#[test]
fn an_unusable_rolled_six_loses_its_bonus() {
    // Red's only stack is boxed in: six squares away is off the board or Blue's home in every
    // direction, so a rolled 6 cannot be used.
    let mut g = setup(two(), &[("e5", "R"), ("j10", "B")], R);
    rolled(&mut g, 6);
    assert_eq!(legal_vec(&g), vec![TorriAction::Pass], "no square six away is open");
    let turn = g.turn_number();
    g.apply(TorriAction::Pass).unwrap();
    assert_eq!(g.to_move(), Some(B), "the six's bonus is lost with the unusable roll");
    assert!(g.turn_number() > turn);
}

/// A free carry of a single piece (carry height 0) sends it to the reserve for good: it counts
/// for its owner at the end and never moves again.
#[test]
fn a_free_carry_of_a_single_piece_sends_it_to_the_reserve_for_good() {
    let opts = TorriOptions { free_carry: Some(MIN_FREE_CARRY), ..two() };
    let mut g = setup(opts, &[("e5", "RR"), ("j10", "B")], R);
    let before = g.scores()[R as usize];
    g.apply(TorriAction::FreeCarry { from: sq("e5") }).unwrap();
    assert_eq!(g.reserve(R), 1, "the top piece is in the reserve");
    assert_eq!(g.stack(sq("e5")).len(), 1, "one piece stays on the board");
    assert_eq!(g.scores()[R as usize], before, "it still counts for its owner");
    // Nothing can bring it back: no action names the reserve.
    assert!(legal_vec(&g).iter().all(|a| a.origin_square() != Some(sq("e5")) || g.to_move() != Some(R)));
}

// ----- rulebook examples (figures A and B are missing; the text's examples) -----

/// "A two-high tower moves exactly two squares": a height move of a 2-stack reaches only the
/// squares two away in a straight line.
#[test]
fn rulebook_a_two_high_tower_moves_exactly_two() {
    let g = setup(two(), &[("e5", "BR"), ("j10", "B")], R);
    assert_eq!(destinations(&g, "e5"), vec!["c5", "e3", "e7", "g5"]);
    assert_eq!(g.check(mv("e5", "e6")), Err(TorriError::WrongDistance { required: 2 }));
    assert_eq!(g.check(mv("e5", "e8")), Err(TorriError::WrongDistance { required: 2 }));
}

/// Moves go in a straight orthogonal line: a diagonal move is refused, whatever the distance.
#[test]
fn rulebook_a_diagonal_move_is_refused() {
    let mut g = setup(two(), &[("e5", "R"), ("j10", "B")], R);
    assert_eq!(g.check(mv("e5", "f6")), Err(TorriError::NotStraight));
    rolled(&mut g, 2);
    assert_eq!(g.check(mv("e5", "g7")), Err(TorriError::NotStraight));
    assert!(!destinations(&g, "e5").contains(&"g7".to_string()));
}

/// A tower just captured can be taken at once by a third player (the capture lock binds only
/// the capturing player, and only in his own turn).
#[test]
fn rulebook_a_just_captured_tower_is_retaken_by_a_third_player() {
    let three = TorriOptions { players: 3, ..two() };
    // Red captures Blue's e6 with a height move of 1; then Blue passes its turn over to Yellow
    // by a quiet move; Yellow lands a 3-high tower on the captured stack.
    let mut g = setup(three, &[("e5", "R"), ("e6", "B"), ("e3", "YYY"), ("j10", "B"), ("a10", "Y")], R);
    g.apply(mv("e5", "e6")).unwrap();
    assert_eq!(stack_text(&g, "e6"), "BR", "Red on top: Red's tower now");
    assert_eq!(g.to_move(), Some(B));
    g.apply(mv("j10", "j9")).unwrap();
    assert_eq!(g.to_move(), Some(Y));
    assert!(!g.is_locked(sq("e6")), "a capture lock never outlives the capturing turn");
    g.apply(mv("e3", "e6")).unwrap();
    assert_eq!(stack_text(&g, "e6"), "BRYYY", "Yellow took the tower back from Red");
    assert_eq!(g.stack(sq("e6")).top(), Some(Y));
}

/// A split part goes to an orthogonally adjacent square: a diagonal target is refused.
#[test]
fn rulebook_a_diagonal_split_target_is_refused() {
    let g = thirteen_capture(two(), &[]);
    assert_eq!(g.phase(), TurnPhase::AwaitSplit { at: sq("e5"), six: false });
    for diagonal in ["d4", "d6", "f4", "f6"] {
        assert_eq!(
            g.check(TorriAction::Split { cut: 5, to: sq(diagonal) }),
            Err(TorriError::NotAdjacent),
            "{diagonal}"
        );
    }
    assert!(g.check(TorriAction::Split { cut: 5, to: sq("e6") }).is_ok());
}

/// Homes by player count: with 3 and 4 players each home is 2 rows × 6 squares in the middle of
/// a side (south c1..h2, west a3..b8, north c9..h10, east i3..j8), corners belong to nobody; with
/// 3 players the east home is open field; with 2 players the homes are the full back two rows.
#[test]
fn rulebook_side_homes_by_player_count() {
    let four_players = Torri::new_game(&four(), 1).unwrap();
    for (squares, owner) in [(["c1", "h2"], 0), (["a3", "b8"], 1), (["c9", "h10"], 2), (["i3", "j8"], 3)] {
        for s in squares {
            assert_eq!(four_players.home_owner(sq(s)), Some(owner), "4 players: {s}");
        }
    }
    for corner in ["a1", "b2", "j1", "a10", "j10", "i9"] {
        assert_eq!(four_players.home_owner(sq(corner)), None, "4 players: corner {corner}");
    }
    let three_players = Torri::new_game(&TorriOptions { players: 3, ..two() }, 1).unwrap();
    assert_eq!(three_players.home_owner(sq("a3")), Some(1));
    assert_eq!(three_players.home_owner(sq("c10")), Some(2));
    assert_eq!(three_players.home_owner(sq("j5")), None, "3 players: the east side is open field");
    let two_players = Torri::new_game(&two(), 1).unwrap();
    assert_eq!(two_players.home_owner(sq("a1")), Some(0));
    assert_eq!(two_players.home_owner(sq("j2")), Some(0));
    assert_eq!(two_players.home_owner(sq("a9")), Some(1));
    assert_eq!(two_players.home_owner(sq("a5")), None);
}

/// The hint for `seat` in `g`, as the bots' worker computes it (Normal's search, checked),
/// seeded as the worker seeds it.
fn hint(g: &Torri, seat: Seat, seed: u64) -> TorriAction {
    let spec = castellan_bot::decision_spec::<Torri>(g.options(), castellan_bot::Level::Normal, true);
    castellan_bot::decide(g, seat, &spec, castellan_bot::derive_seed(seed, 0)).unwrap()
}

#[test]
fn the_hint_never_ends_a_lost_game_at_once() {
    // Red's last stack that may move is the pair on e4; a height move of two takes it home to
    // e2, where it stays for good: Red then owns nothing that moves, the round ends, and Blue,
    // owning 30 pieces to Red's 10, wins. Any other move plays on.
    let g = setup(
        two(),
        &[
            ("c1", "RRRR"),
            ("d1", "RRRR"),
            ("e4", "RR"),
            ("h6", "RRRRRBB"),
            ("h7", "RRRRRBB"),
            ("a9", "BBBB"),
            ("b9", "BBBB"),
            ("c9", "BBBB"),
            ("d9", "BBBB"),
        ],
        0,
    );
    let home = TorriAction::Move { from: sq("e4"), to: sq("e2") };
    let mut ended = g.clone();
    ended.apply(home).unwrap();
    assert!(!ended.has_movable(0, false));
    while ended.outcome().is_none() {
        let a = legal_vec(&ended)[0];
        ended.apply(a).unwrap();
    }
    assert_eq!(ended.outcome().map(|o| o.winners), Some(vec![1]), "going home ends the game lost");
    for seed in 0..6 {
        // Red's whole turn by hints: the roll (if it rolls) and the move.
        let mut state = g.clone();
        let turn = state.turn_number();
        let mut ply = seed * 10;
        while state.to_move() == Some(0) && state.turn_number() == turn {
            let a = hint(&state, 0, ply);
            state.apply(a).unwrap();
            ply += 1;
        }
        assert!(state.has_movable(0, false), "seed {seed}: Red's last stack went home:\n{}", state.position_text());
    }
}

#[test]
fn a_seat_cannot_win_once_another_holds_more_pieces_safe_than_it_could_still_own() {
    // Blue holds 35 pieces frozen at home: Red can own at most the other 5 and cannot win,
    // while Blue can. Red's last piece walks about its home, as in a decided game that would
    // otherwise drag on.
    let decided = setup(
        two(),
        &[
            ("a10", "RRRBBB"),
            ("b10", "RRRBBB"),
            ("c10", "RRRBBB"),
            ("d10", "RRRBBB"),
            ("e1", "R"),
            ("f5", "RRBB"),
            ("g9", "BBBB"),
            ("h9", "BBB"),
            ("i9", "RRBB"),
        ],
        0,
    );
    assert!(decided.cannot_win(0));
    assert!(!decided.cannot_win(1));
    // With 10 held safe it is still open for both.
    let open = setup(two(), &[("a10", "RRRBBB"), ("e1", "R"), ("f5", "RRBB"), ("g9", "BBBB")], 0);
    assert!(!open.cannot_win(0) && !open.cannot_win(1));
    assert!(!decided.cannot_win(7), "a seat not at the table");
}
