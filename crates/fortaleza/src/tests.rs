//! One named test per rulebook sentence, spec row and decision of the module docs, plus the
//! formats and the hidden-information guarantees. (Per-unit move tables: `tests/units.rs`;
//! the contract and random games: `tests/random.rs`.)

use super::*;
use castellan_core::{legal_vec, Match};
use FortalezaAction as A;

mod pinned;
mod random;
mod units;

pub(super) fn sq(name: &str) -> Square {
    parse_square(name).unwrap_or_else(|| panic!("bad square {name}"))
}

/// A battle position: the first seat's Fortress on `b2`, the second's on `j10`, the fixed water,
/// and `pieces` as `(letter, square)` (upper case: first seat, lower case: second, `^` a
/// Mountain). `extra` holds further position-text lines (`dungeon 1: D1`, `quiet: 98`…).
pub(super) fn position(pieces: &[(&str, &str)], to_move: Seat, extra: &str) -> Fortaleza {
    let mut cells = [['.'; SIZE]; SIZE];
    for s in WATER.iter() {
        cells[row_of(s)][col_of(s)] = '~';
    }
    for s in fortress_squares(sq("b2")).iter() {
        cells[row_of(s)][col_of(s)] = 'F';
    }
    for s in fortress_squares(sq("j10")).iter() {
        cells[row_of(s)][col_of(s)] = 'f';
    }
    for (letter, name) in pieces {
        let s = sq(name);
        cells[row_of(s)][col_of(s)] = letter.chars().next().unwrap_or('?');
    }
    let mut text = String::new();
    for row in (0..SIZE).rev() {
        let line: Vec<String> = cells[row].iter().map(|c| c.to_string()).collect();
        text.push_str(&format!("{} {}\n", row + 1, line.join(" ")));
    }
    text.push_str(&format!("to move: {to_move}\n{extra}\n"));
    Fortaleza::from_position_text(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

pub(super) fn battle(pieces: &[(&str, &str)], to_move: Seat) -> Fortaleza {
    position(pieces, to_move, "")
}

fn mv(from: &str, to: &str) -> FortalezaAction {
    A::Move { from: sq(from), to: sq(to) }
}

fn play(g: &mut Fortaleza, actions: &[FortalezaAction]) {
    for &a in actions {
        if let Err(e) = g.apply(a) {
            panic!("{a:?} refused: {e}\n{}", g.position_text());
        }
    }
}

/// A new game whose first player has chosen the South (Red & Gold) and played `actions`.
fn south(actions: &[FortalezaAction]) -> Fortaleza {
    let mut g = Fortaleza::new(&FortalezaOptions::default()).unwrap();
    play(&mut g, &[A::Choose { territory: Territory::South, colours: Colours::RedAndGold }]);
    play(&mut g, actions);
    g
}

/// Both deployments played: the first seat South with its Fortress on `e2` and Mountains on
/// `a1 b1 c1`, the second North with its Fortress on `f10` and Mountains on `a12 b12 c12`.
fn deployed(first: &[(Unit, &str)], second: &[(Unit, &str)]) -> Fortaleza {
    let mut g = first_deployment(first);
    play(&mut g, &[A::EndDeployment]);
    second_deployment(&mut g, second);
    play(&mut g, &[A::EndDeployment]);
    g
}

fn first_deployment(units: &[(Unit, &str)]) -> Fortaleza {
    let mut g = south(&[
        A::PlaceFortress { at: sq("e2") },
        A::PlaceMountain { at: sq("a1") },
        A::PlaceMountain { at: sq("b1") },
        A::PlaceMountain { at: sq("c1") },
    ]);
    for &(unit, to) in units {
        play(&mut g, &[A::Deploy { unit, to: sq(to) }]);
    }
    g
}

fn second_deployment(g: &mut Fortaleza, units: &[(Unit, &str)]) {
    play(
        g,
        &[
            A::PlaceFortress { at: sq("f10") },
            A::PlaceMountain { at: sq("a12") },
            A::PlaceMountain { at: sq("b12") },
            A::PlaceMountain { at: sq("c12") },
        ],
    );
    for &(unit, to) in units {
        play(g, &[A::Deploy { unit, to: sq(to) }]);
    }
}

/// Every seat-1 unit but the King, as prisoners of seat 0 (for positions where seat 1 must
/// have nothing in his Reserve).
const ALL_BUT_THE_KING: &str = "dungeon 0: r4 l2 a2 c1 h1 e2 d1 t1 s1";

// ----- board and armies -----

#[test]
fn board_is_twelve_by_twelve_with_the_spec_water_symmetric_under_a_half_turn() {
    assert_eq!(SQUARES, 144);
    let names: Vec<String> = WATER.iter().map(square_name).collect();
    let mut want: Vec<&str> = vec!["a6", "b6", "e6", "f6", "g7", "h7", "k7", "l7", "i3", "j3", "c10", "d10"];
    want.sort_by_key(|n| sq(n));
    assert_eq!(names, want);
    for s in WATER.iter() {
        assert!(WATER.has((SQUARES - 1) as Square - s), "{} has no mirror", square_name(s));
    }
}

#[test]
fn territories_are_rows_one_to_six_and_seven_to_twelve() {
    assert!(Territory::South.contains(sq("l6")) && !Territory::South.contains(sq("a7")));
    assert!(Territory::North.contains(sq("a7")) && !Territory::North.contains(sq("l6")));
}

#[test]
fn each_army_has_sixteen_units_three_mountains_and_a_fortress() {
    assert_eq!(ARMY.iter().map(|&n| n as u32).sum::<u32>(), 16);
    assert_eq!(ARMY, [1, 4, 2, 2, 1, 1, 2, 1, 1, 1]);
    let g = Fortaleza::new(&FortalezaOptions::default()).unwrap();
    for seat in 0..2 {
        assert_eq!(g.mountains_left(seat), 3);
        for unit in Unit::ALL {
            assert_eq!(g.reserve(seat, unit), ARMY[unit.index()]);
        }
    }
}

#[test]
fn only_two_players() {
    assert!(Fortaleza::new(&FortalezaOptions { players: 3 }).is_err());
    assert!(Fortaleza::new(&FortalezaOptions::default()).is_ok());
}

// ----- deployment -----

#[test]
fn the_first_builder_chooses_territory_and_colours_as_his_first_action() {
    let g = Fortaleza::new(&FortalezaOptions::default()).unwrap();
    assert_eq!(g.to_move(), Some(0));
    assert_eq!(
        legal_vec(&g),
        vec![
            A::Choose { territory: Territory::South, colours: Colours::RedAndGold },
            A::Choose { territory: Territory::South, colours: Colours::BlackAndSilver },
            A::Choose { territory: Territory::North, colours: Colours::RedAndGold },
            A::Choose { territory: Territory::North, colours: Colours::BlackAndSilver },
        ]
    );
    assert_eq!(g.check(A::PlaceFortress { at: sq("e2") }), Err(FortalezaError::ChooseFirst));
    let mut g = g;
    play(&mut g, &[A::Choose { territory: Territory::North, colours: Colours::BlackAndSilver }]);
    assert_eq!((g.territory(0), g.territory(1)), (Territory::North, Territory::South));
    assert_eq!((g.colours(0), g.colours(1)), (Colours::BlackAndSilver, Colours::RedAndGold));
    assert_eq!(g.to_move(), Some(0), "he goes on to build");
    assert_eq!(g.turn_number(), 0, "still his first turn: the choice can be undone with the rest");
}

#[test]
fn the_fortress_is_built_first_with_its_ring_inside_the_territory() {
    let g = south(&[]);
    let legal = legal_vec(&g);
    assert_eq!(legal.len(), 27, "columns b–j, rows 2–4");
    assert!(legal.iter().all(|a| matches!(a, A::PlaceFortress { .. })));
    assert_eq!(g.check(A::PlaceMountain { at: sq("e5") }), Err(FortalezaError::BuildFortressFirst));
    assert_eq!(g.check(A::Deploy { unit: Unit::King, to: sq("e5") }), Err(FortalezaError::BuildFortressFirst));
    for bad in ["a1", "a3", "k3", "b5", "e1"] {
        assert_eq!(g.check(A::PlaceFortress { at: sq(bad) }), Err(FortalezaError::FortressOutsideTerritory), "{bad}");
    }
    assert!(g.check(A::PlaceFortress { at: sq("b4") }).is_ok(), "its ring reaches row 6, still South");
    assert_eq!(g.check(A::PlaceFortress { at: 200 }), Err(FortalezaError::OffBoard));
}

#[test]
fn the_fortress_may_cover_water() {
    let mut g = south(&[]);
    play(&mut g, &[A::PlaceFortress { at: sq("i2") }]);
    assert_eq!(g.fortress_owner(sq("i3")), Some(0), "i3 is water under the Fortress");
    assert_eq!(g.exit_ring(0).count(), 12);
}

#[test]
fn the_fortress_can_be_lifted_until_a_unit_is_deployed_and_again_once_all_are_back() {
    let mut g = south(&[]);
    play(&mut g, &[A::PlaceFortress { at: sq("e2") }]);
    assert_eq!(g.check(A::PlaceFortress { at: sq("g2") }), Err(FortalezaError::FortressAlreadyBuilt));
    play(&mut g, &[A::LiftFortress, A::PlaceFortress { at: sq("g2") }]);
    assert_eq!(g.fortress(0), Some(sq("g2")));
    play(&mut g, &[A::Deploy { unit: Unit::Rabble, to: sq("f1") }]);
    assert_eq!(g.check(A::LiftFortress), Err(FortalezaError::CannotLiftFortress));
    play(&mut g, &[A::TakeBack { from: sq("f1") }]);
    assert!(g.check(A::LiftFortress).is_ok(), "every unit is back: the Fortress may move again");
}

#[test]
fn a_rebuilt_fortress_keeps_the_mountains_and_may_not_cover_them() {
    let g = south(&[A::PlaceFortress { at: sq("e2") }, A::PlaceMountain { at: sq("h3") }, A::LiftFortress]);
    assert!(g.is_mountain(sq("h3")));
    assert_eq!(g.mountains_left(0), 2);
    assert_eq!(g.check(A::PlaceFortress { at: sq("h2") }), Err(FortalezaError::FortressOverMountain));
    assert!(!legal_vec(&g).contains(&A::PlaceFortress { at: sq("g3") }));
}

#[test]
fn mountains_go_on_free_land_anywhere_in_the_territory_ring_included() {
    let mut g = south(&[A::PlaceFortress { at: sq("e2") }]);
    assert_eq!(g.check(A::PlaceMountain { at: sq("e7") }), Err(FortalezaError::MountainOutsideTerritory));
    assert_eq!(g.check(A::PlaceMountain { at: sq("e6") }), Err(FortalezaError::MountainNotOnFreeLand), "water");
    assert_eq!(g.check(A::PlaceMountain { at: sq("e2") }), Err(FortalezaError::MountainNotOnFreeLand), "Fortress");
    play(&mut g, &[A::PlaceMountain { at: sq("d1") }]);
    assert!(g.exit_ring(0).has(sq("d1")), "a ring square");
    assert_eq!(g.check(A::PlaceMountain { at: sq("d1") }), Err(FortalezaError::MountainNotOnFreeLand));
    play(&mut g, &[A::Deploy { unit: Unit::King, to: sq("d2") }]);
    assert_eq!(g.check(A::PlaceMountain { at: sq("d2") }), Err(FortalezaError::MountainNotOnFreeLand), "a unit");
    play(&mut g, &[A::PlaceMountain { at: sq("l6") }, A::PlaceMountain { at: sq("a1") }]);
    assert_eq!(g.check(A::PlaceMountain { at: sq("a2") }), Err(FortalezaError::NoMountainsLeft));
}

#[test]
fn units_enter_on_the_empty_land_of_their_own_exit_ring() {
    let mut g = south(&[A::PlaceFortress { at: sq("e2") }, A::PlaceMountain { at: sq("d4") }]);
    assert_eq!(g.check(A::Deploy { unit: Unit::Dragon, to: sq("e5") }), Err(FortalezaError::NotOnExitRing));
    assert_eq!(g.check(A::Deploy { unit: Unit::Dragon, to: sq("d4") }), Err(FortalezaError::SquareTaken));
    play(&mut g, &[A::Deploy { unit: Unit::Dragon, to: sq("g4") }]);
    assert_eq!(
        g.check(A::Deploy { unit: Unit::Dragon, to: sq("g3") }),
        Err(FortalezaError::NotInReserve { unit: Unit::Dragon })
    );
    assert_eq!(g.check(A::Deploy { unit: Unit::Rabble, to: sq("g4") }), Err(FortalezaError::SquareTaken));
    let deploys = legal_vec(&g).iter().filter(|a| matches!(a, A::Deploy { unit: Unit::Rabble, .. })).count();
    assert_eq!(deploys, 10, "12 ring squares less the Mountain and the Dragon");
}

#[test]
fn units_can_be_taken_back_during_deployment_only() {
    let mut g = first_deployment(&[(Unit::Lancer, "d1"), (Unit::Lancer, "d2")]);
    assert_eq!(g.reserve(0, Unit::Lancer), 0);
    play(&mut g, &[A::TakeBack { from: sq("d1") }]);
    assert_eq!(g.reserve(0, Unit::Lancer), 1);
    assert_eq!(g.check(A::TakeBack { from: sq("d1") }), Err(FortalezaError::NoUnitToTakeBack));
    let g = deployed(&[(Unit::Lancer, "d1")], &[(Unit::Lancer, "e9")]);
    assert_eq!(g.check(A::TakeBack { from: sq("d1") }), Err(FortalezaError::DeploymentOnly));
}

#[test]
fn deployment_ends_by_selecting_the_fortress_with_every_mountain_and_a_unit_placed() {
    let mut g = south(&[
        A::PlaceFortress { at: sq("e2") },
        A::PlaceMountain { at: sq("a1") },
        A::PlaceMountain { at: sq("b1") },
    ]);
    play(&mut g, &[A::Deploy { unit: Unit::King, to: sq("d1") }]);
    assert_eq!(g.check(A::EndDeployment), Err(FortalezaError::CannotEndDeployment), "a Mountain is missing");
    play(&mut g, &[A::PlaceMountain { at: sq("c1") }, A::TakeBack { from: sq("d1") }]);
    assert_eq!(g.check(A::EndDeployment), Err(FortalezaError::CannotEndDeployment), "no unit deployed");
    // Selecting the Fortress means one thing at a time: lift (no unit out) or end (units out).
    let legal = legal_vec(&g);
    assert!(legal.contains(&A::LiftFortress) && !legal.contains(&A::EndDeployment));
    play(&mut g, &[A::Deploy { unit: Unit::Rabble, to: sq("d1") }]);
    let legal = legal_vec(&g);
    assert!(!legal.contains(&A::LiftFortress) && legal.contains(&A::EndDeployment));
    assert_eq!(legal[0], A::EndDeployment, "first in the documented order");
    let turn = g.turn_number();
    assert_eq!(g.apply(A::EndDeployment), Ok(Effect::QUIET));
    assert_eq!(g.to_move(), Some(1));
    assert!(g.turn_number() > turn);
    assert_eq!(g.reserve(0, Unit::King), 1, "units not deployed stay in the Reserve");
}

#[test]
fn the_second_player_deploys_in_the_other_territory() {
    let mut g = first_deployment(&[(Unit::King, "d1")]);
    play(&mut g, &[A::EndDeployment]);
    assert_eq!(g.check(A::PlaceFortress { at: sq("e2") }), Err(FortalezaError::FortressOutsideTerritory));
    assert!(legal_vec(&g).iter().all(|a| matches!(a, A::PlaceFortress { at } if Territory::North.contains(*at))));
}

// ----- fog of war -----

#[test]
fn the_second_player_deploys_blind() {
    let mut g = first_deployment(&[(Unit::King, "d1"), (Unit::Dragon, "e4"), (Unit::Rabble, "g4")]);
    play(&mut g, &[A::EndDeployment]);
    second_deployment(&mut g, &[(Unit::King, "e9")]);
    assert!(g.has_hidden_information());
    for viewer in [Some(1), None] {
        let view = g.redacted(viewer);
        for s in 0..SQUARES as Square {
            assert!(view.unit_at(s).is_none_or(|(seat, _)| seat == 1), "{viewer:?} sees {}", square_name(s));
        }
        for unit in Unit::ALL {
            assert_eq!(view.reserve(0, unit), ARMY[unit.index()], "{viewer:?} can count {unit:?}");
        }
        assert_eq!(view.fortress(0), Some(sq("e2")), "the Fortress stays visible");
        assert!(view.is_mountain(sq("a1")), "Mountains stay visible");
        let text = view.position_text();
        let board: String = text.lines().take(SIZE).collect();
        assert!(!board.contains('K') && !board.contains('D') && !board.contains('R'), "{text}");
    }
    // The first player sees his own army, but not the second's deployment.
    let own = g.redacted(Some(0));
    assert_eq!(own.unit_at(sq("e4")), Some((0, Unit::Dragon)));
    assert_eq!(own.unit_at(sq("e9")), None);
    assert_eq!(g.redacted(Some(1)).unit_at(sq("e9")), Some((1, Unit::King)));
}

#[test]
fn the_first_deployment_is_hidden_from_the_second_player_while_it_happens() {
    let g = first_deployment(&[(Unit::Dragon, "e4")]);
    assert!(g.has_hidden_information());
    assert_eq!(g.redacted(Some(1)).unit_at(sq("e4")), None);
    assert_eq!(g.redacted(Some(0)).unit_at(sq("e4")), Some((0, Unit::Dragon)));
    assert!(Fortaleza::new(&FortalezaOptions::default()).unwrap().has_hidden_information(), "from the start");
}

#[test]
fn notation_for_others_hides_deployment_squares_and_counts() {
    let g = first_deployment(&[(Unit::Dragon, "e4")]);
    let deploy = A::Deploy { unit: Unit::Archer, to: sq("d1") };
    let back = A::TakeBack { from: sq("e4") };
    for viewer in [Some(1), None] {
        assert_eq!(g.notation_for(deploy, viewer), HIDDEN_STEP);
        assert_eq!(g.notation_for(back, viewer), HIDDEN_STEP, "placing and taking back read alike");
    }
    assert_eq!(g.notation_for(deploy, Some(0)), "A@d1");
    assert_eq!(g.notation_for(back, Some(0)), "D e4 back");
    assert_eq!(g.notation_for(A::PlaceMountain { at: sq("h5") }, Some(1)), "Mountain h5", "Mountains are public");
    assert_eq!(g.notation_for(A::EndDeployment, Some(1)), "end deployment");
}

#[test]
fn no_log_line_or_view_shows_the_hidden_army_during_the_second_deployment() {
    let mut m = Match::<Fortaleza>::new(&FortalezaOptions::default(), 1).unwrap();
    let mut steps = vec![
        A::Choose { territory: Territory::South, colours: Colours::RedAndGold },
        A::PlaceFortress { at: sq("e2") },
        A::PlaceMountain { at: sq("a1") },
        A::PlaceMountain { at: sq("b1") },
        A::PlaceMountain { at: sq("c1") },
        A::Deploy { unit: Unit::King, to: sq("d1") },
        A::Deploy { unit: Unit::Dragon, to: sq("e4") },
        A::TakeBack { from: sq("e4") },
        A::Deploy { unit: Unit::Dragon, to: sq("f4") },
        A::EndDeployment,
        A::PlaceFortress { at: sq("f10") },
    ];
    steps.push(A::PlaceMountain { at: sq("a12") });
    for a in steps {
        m.play(a).unwrap();
    }
    let hidden_squares = ["d1", "e4", "f4"];
    let names_hidden = |line: &str| line.split(|c: char| !c.is_alphanumeric()).any(|w| hidden_squares.contains(&w));
    for (ply, r) in m.records().iter().enumerate() {
        let line = m.state_at(ply).notation_for(r.action, Some(1));
        assert!(!names_hidden(&line), "log line {ply}: {line}");
    }
    let g = m.current().clone();
    let view = g.redacted(Some(1));
    for a in legal_vec(&g) {
        for viewer in [Some(1), None] {
            let line = g.notation_for(a, viewer);
            assert!(!names_hidden(&line), "{a:?}: {line}");
            assert_eq!(view.notation_for(a, viewer), line, "the view writes the same log");
        }
    }
    assert_eq!(legal_vec(&view), legal_vec(&g), "the second player's choices do not depend on the hidden army");
}

/// The log of two blind deployments as `viewer` reads it: one `seat: line` per entry, with the
/// plies each covers.
fn deployment_log(viewer: Option<Seat>) -> (Match<Fortaleza>, Vec<(String, std::ops::Range<usize>)>) {
    let mut m = Match::<Fortaleza>::new(&FortalezaOptions::default(), 1).unwrap();
    let steps = [
        A::Choose { territory: Territory::South, colours: Colours::RedAndGold },
        A::PlaceFortress { at: sq("e2") },
        A::PlaceMountain { at: sq("a1") },
        A::Deploy { unit: Unit::King, to: sq("d1") },
        A::PlaceMountain { at: sq("b1") },
        A::Deploy { unit: Unit::Dragon, to: sq("e4") },
        A::TakeBack { from: sq("e4") },
        A::Deploy { unit: Unit::Dragon, to: sq("f4") },
        A::PlaceMountain { at: sq("c1") },
        A::EndDeployment,
        A::PlaceFortress { at: sq("f10") },
        A::PlaceMountain { at: sq("a12") },
        A::PlaceMountain { at: sq("b12") },
        A::PlaceMountain { at: sq("c12") },
        A::Deploy { unit: Unit::King, to: sq("e9") },
        A::Deploy { unit: Unit::Lancer, to: sq("f9") },
    ];
    for a in steps {
        m.play(a).unwrap();
    }
    let log = m
        .log_for(viewer, |state, action| state.notation_for(action, viewer))
        .into_iter()
        .map(|e| (format!("{}: {}", e.seat, e.line), e.plies))
        .collect();
    (m, log)
}

#[test]
fn the_log_gives_another_seat_a_blind_deployment_as_one_step() {
    let (m, log) = deployment_log(Some(1));
    let lines: Vec<&str> = log.iter().map(|(l, _)| l.as_str()).collect();
    let fog = format!("0: {HIDDEN_STEP}");
    assert_eq!(
        lines,
        [
            "0: South, Red & Gold",
            "0: Fortress e2",
            "0: Mountain a1",
            "0: Mountain b1",
            fog.as_str(),
            "0: Mountain c1",
            "0: end deployment",
            "1: Fortress f10",
            "1: Mountain a12",
            "1: Mountain b12",
            "1: Mountain c12",
            "1: K@e9",
            "1: L@f9",
        ],
        "the first player's four placements and take-backs are one line; the viewer's own are not"
    );
    // The entries cover every ply once, in order: stepping lands only between them.
    let mut end = 0;
    for (line, plies) in &log {
        assert_eq!(plies.start, end, "{line}");
        assert!(plies.end > plies.start, "{line}");
        end = plies.end;
    }
    assert_eq!(end, m.ply());
    // The hidden entry stands after the last hidden action; the Mountain between took over the
    // first one's ply, so no step shows a position between two hidden actions.
    assert_eq!(log[3].1, 3..5, "Mountain b1 covers the King's placement before it");
    assert_eq!(log[4].1, 5..8, "one step for the Dragon placed, taken back and placed again");
    // A spectator reads both deployments in the fog; the first player reads his own in full.
    let (_, spectator) = deployment_log(None);
    assert_eq!(spectator.len(), 12, "{spectator:?}");
    assert_eq!(spectator.last().map(|(l, _)| l.clone()), Some(format!("1: {HIDDEN_STEP}")));
    let (_, own) = deployment_log(Some(0));
    assert_eq!(own.len(), m.ply() - 1, "the first player's own placements one by one, the second's as one");
}

#[test]
fn the_turn_a_board_marks_leaves_out_what_the_viewer_may_not_see() {
    let (m, _) = deployment_log(Some(1));
    let actions = |viewer, ply| {
        let turn = m.seen_turn(viewer, ply).unwrap();
        (turn.seat, turn.actions.iter().map(|(_, a)| *a).collect::<Vec<_>>())
    };
    // The first player's deployment, seen by the second: the Fortress and the Mountains, never a
    // unit placed or taken back.
    let (seat, seen) = actions(Some(1), 10);
    assert_eq!(seat, 0);
    assert_eq!(
        seen,
        [
            A::Choose { territory: Territory::South, colours: Colours::RedAndGold },
            A::PlaceFortress { at: sq("e2") },
            A::PlaceMountain { at: sq("a1") },
            A::PlaceMountain { at: sq("b1") },
            A::PlaceMountain { at: sq("c1") },
            A::EndDeployment,
        ]
    );
    // Each is given with the position it was played in, as the viewer sees it: no hidden unit.
    let turn = m.seen_turn(Some(1), 10).unwrap();
    for (before, _) in &turn.actions {
        assert_eq!(before.unit_at(sq("d1")), None, "the King placed on d1 stays hidden");
    }
    // The first player sees his own deployment whole.
    assert_eq!(actions(Some(0), 10).1.len(), 10);
    // The second player's turn so far, as the first sees it: the Fortress and the Mountains.
    let (seat, seen) = actions(Some(0), m.ply());
    assert_eq!(seat, 1);
    assert_eq!(
        seen,
        [
            A::PlaceFortress { at: sq("f10") },
            A::PlaceMountain { at: sq("a12") },
            A::PlaceMountain { at: sq("b12") },
            A::PlaceMountain { at: sq("c12") },
        ]
    );
    // A step back in the history shows that step's turn so far; nothing before the first action.
    assert_eq!(actions(Some(1), 12).1, [A::PlaceFortress { at: sq("f10") }, A::PlaceMountain { at: sq("a12") }]);
    assert!(m.seen_turn(Some(1), 0).is_none());
}

#[test]
fn the_end_of_the_blind_deployment_reveals_everything_and_player_one_moves_first() {
    let mut g = first_deployment(&[(Unit::King, "d1"), (Unit::Dragon, "e4")]);
    play(&mut g, &[A::EndDeployment]);
    second_deployment(&mut g, &[(Unit::King, "e9")]);
    assert_eq!(g.apply(A::EndDeployment), Ok(Effect::REVEALED));
    assert!(!g.has_hidden_information());
    assert_eq!(g.phase(), Phase::Battle);
    assert_eq!(g.to_move(), Some(0));
    assert_eq!(g.redacted(Some(1)).unit_at(sq("e4")), Some((0, Unit::Dragon)));
    assert_eq!(g.redacted(None), g, "nothing left to hide");
}

#[test]
fn undo_works_inside_a_deployment_but_never_crosses_the_reveal() {
    let mut m = Match::<Fortaleza>::new(&FortalezaOptions::default(), 1).unwrap();
    for a in [
        A::Choose { territory: Territory::South, colours: Colours::RedAndGold },
        A::PlaceFortress { at: sq("e2") },
        A::Deploy { unit: Unit::King, to: sq("d1") },
    ] {
        m.play(a).unwrap();
    }
    assert!(m.can_undo(), "a slip in one's own deployment can be taken back");
    for a in [
        A::PlaceMountain { at: sq("a1") },
        A::PlaceMountain { at: sq("b1") },
        A::PlaceMountain { at: sq("c1") },
        A::EndDeployment,
        A::PlaceFortress { at: sq("f10") },
        A::PlaceMountain { at: sq("a12") },
        A::PlaceMountain { at: sq("b12") },
        A::PlaceMountain { at: sq("c12") },
        A::Deploy { unit: Unit::King, to: sq("e9") },
        A::EndDeployment,
    ] {
        m.play(a).unwrap();
    }
    assert!(!m.can_undo(), "the reveal cannot be undone");
}

#[test]
fn determinize_resamples_the_hidden_deployment_plausibly() {
    let mut g = first_deployment(&[(Unit::King, "d1"), (Unit::Dragon, "e4"), (Unit::Rabble, "g4")]);
    play(&mut g, &[A::EndDeployment]);
    second_deployment(&mut g, &[(Unit::King, "e9")]);
    let mut rng = Rng::new(5);
    let mut differs = false;
    for _ in 0..50 {
        let d = g.determinize(1, &mut rng);
        assert_eq!(format!("{:?}", d.redacted(Some(1))), format!("{:?}", g.redacted(Some(1))));
        assert_eq!(legal_vec(&d), legal_vec(&g));
        let units: Vec<Square> =
            (0..SQUARES as Square).filter(|&s| d.unit_at(s).is_some_and(|(p, _)| p == 0)).collect();
        assert!(!units.is_empty(), "the first player deployed at least one unit");
        assert!(units.iter().all(|&s| d.exit_ring(0).has(s) && !d.is_water(s) && !d.is_mountain(s)));
        for unit in Unit::ALL {
            let on_board = units.iter().filter(|&&s| d.unit_at(s) == Some((0, unit))).count() as u8;
            assert_eq!(on_board + d.reserve(0, unit), ARMY[unit.index()]);
        }
        differs |= d.unit_at(sq("e4")) != Some((0, Unit::Dragon)) || units.len() != 3;
        assert_eq!(d.unit_at(sq("e9")), Some((1, Unit::King)), "its own army is untouched");
    }
    assert!(differs, "the hidden army is really re-sampled");
    let battle = deployed(&[(Unit::King, "d1")], &[(Unit::King, "e9")]);
    assert_eq!(battle.determinize(1, &mut rng), battle, "after the reveal nothing is hidden");
}

#[test]
fn a_king_exposed_by_the_blind_deployment_can_be_taken_by_the_first_action() {
    // The second player builds on e8 and puts his King on e7, where the first player's hidden
    // Dragon on e4 sees him over the water on e6. He could not know: deployment ignores threats.
    let mut g = first_deployment(&[(Unit::King, "d1"), (Unit::Dragon, "e4")]);
    play(&mut g, &[A::EndDeployment]);
    play(
        &mut g,
        &[
            A::PlaceFortress { at: sq("e8") },
            A::PlaceMountain { at: sq("a12") },
            A::PlaceMountain { at: sq("b12") },
            A::PlaceMountain { at: sq("c12") },
            A::Deploy { unit: Unit::King, to: sq("e7") },
            A::EndDeployment,
        ],
    );
    assert!(g.king_threatened(1));
    play(&mut g, &[mv("e4", "e7")]);
    assert_eq!(g.ending(), Some(Ending { winner: Some(0), reason: EndReason::KingCaptured }));
    assert_eq!(g.outcome().map(|o| o.winners), Some(vec![0]));
}

// ----- a turn -----

#[test]
fn a_turn_is_one_action_move_shoot_or_deploy() {
    let mut g = battle(&[("K", "e1"), ("k", "e12"), ("T", "a5"), ("r", "h5")], 0);
    play(&mut g, &[A::Shoot { from: sq("a5"), at: sq("h5") }]);
    assert_eq!(g.to_move(), Some(1));
    play(&mut g, &[mv("e12", "d12")]);
    play(&mut g, &[A::Deploy { unit: Unit::Dragon, to: sq("d4") }]);
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(g.unit_at(sq("d4")), Some((0, Unit::Dragon)));
}

#[test]
fn captured_units_go_to_the_captors_dungeon() {
    let mut g = battle(&[("R", "e4"), ("l", "e5")], 0);
    play(&mut g, &[mv("e4", "e5")]);
    assert_eq!(g.to_move(), Some(1), "a lone Rabble's march ends by itself");
    assert_eq!(g.dungeon(0, Unit::Lancer), 1);
    assert_eq!(g.scores(), vec![16, 15]);
}

#[test]
fn deploying_from_the_reserve_during_the_battle_is_a_whole_turn_onto_the_own_ring() {
    let g = battle(&[("K", "e1"), ("k", "e12")], 0);
    let deploys: Vec<FortalezaAction> = legal_vec(&g).into_iter().filter(|a| matches!(a, A::Deploy { .. })).collect();
    assert_eq!(deploys.len(), 9 * 12, "nine kinds left in the Reserve, twelve free ring squares");
    assert!(deploys.iter().all(|a| matches!(a, A::Deploy { to, .. } if g.exit_ring(0).has(*to))));
    assert_eq!(g.check(A::Deploy { unit: Unit::Rabble, to: sq("e4") }), Err(FortalezaError::NotOnExitRing));
    assert_eq!(
        g.check(A::Deploy { unit: Unit::King, to: sq("a1") }),
        Err(FortalezaError::NotInReserve { unit: Unit::King })
    );
}

#[test]
fn siege_weapons_capture_only_by_shooting_and_never_move_and_shoot() {
    let g = battle(&[("T", "e4"), ("r", "f5"), ("S", "h4"), ("r", "h5")], 0);
    assert_eq!(g.check(mv("e4", "f5")), Err(FortalezaError::SiegeWeaponCapturesByShooting));
    assert_eq!(g.check(mv("h4", "h5")), Err(FortalezaError::SiegeWeaponCapturesByShooting));
    let mut after = g.clone();
    play(&mut after, &[mv("e4", "d5")]);
    assert_eq!(after.to_move(), Some(1), "a move ends the turn: no shot after it");
    assert_eq!(g.check(A::Shoot { from: sq("e4"), at: sq("h4") }), Err(FortalezaError::NoEnemyThere));
    assert_eq!(g.check(A::Shoot { from: sq("f5"), at: sq("e4") }), Err(FortalezaError::NotYourUnit));
    let g2 = battle(&[("R", "e4"), ("r", "e5")], 0);
    assert_eq!(g2.check(A::Shoot { from: sq("e4"), at: sq("e5") }), Err(FortalezaError::NotASiegeWeapon));
}

#[test]
fn no_unit_stands_on_water_a_mountain_or_a_fortress() {
    let g = battle(&[("D", "e5"), ("^", "d5")], 0);
    for (to, why) in [("e6", "water"), ("d5", "Mountain")] {
        assert_eq!(g.check(mv("e5", to)), Err(FortalezaError::TerrainThere), "{why}");
    }
    let g = battle(&[("D", "d4")], 0);
    assert_eq!(g.check(mv("d4", "c3")), Err(FortalezaError::TerrainThere), "Fortress");
}

#[test]
fn errors_name_the_rule_in_a_sentence() {
    let g = battle(&[("L", "e4"), ("A", "h4"), ("r", "l1")], 0);
    assert_eq!(g.check(mv("e4", "e7")), Err(FortalezaError::CannotReach { unit: Unit::Lancer }));
    assert_eq!(
        g.check(mv("e4", "e7")).unwrap_err().to_string(),
        "a Lancer cannot go there: it moves one square along a row or column, or swaps with an ally there"
    );
    assert_eq!(g.check(mv("h4", "j6")), Err(FortalezaError::LongRangeOnlyToCapture));
    assert_eq!(g.check(mv("e5", "e6")), Err(FortalezaError::NoUnitThere));
    assert_eq!(g.check(mv("l1", "l2")), Err(FortalezaError::NotYourUnit));
    assert_eq!(g.check(A::Move { from: sq("e4"), to: 200 }), Err(FortalezaError::OffBoard));
    let errors = [
        FortalezaError::GameOver,
        FortalezaError::ThickSkin,
        FortalezaError::KingLeftThreatened,
        FortalezaError::FinishMarch,
        FortalezaError::NoSiege,
        FortalezaError::SaveMustBePlaced,
        FortalezaError::NoSkewer,
        FortalezaError::ShotBlocked,
    ];
    for e in errors {
        let text = e.to_string();
        assert!(text.len() > 15 && !text.contains('{'), "{text}");
    }
}

// ----- specials -----

#[test]
fn forced_march_moves_a_second_different_rabble_in_the_same_turn() {
    let mut g = battle(&[("R", "e4"), ("R", "g4"), ("r", "a12")], 0);
    let turn = g.turn_number();
    play(&mut g, &[mv("e4", "e5")]);
    assert_eq!(g.phase(), Phase::March { moved: sq("e5") });
    assert_eq!(g.to_move(), Some(0));
    assert_eq!(g.turn_number(), turn, "the same turn");
    let legal = legal_vec(&g);
    assert_eq!(legal[0], A::EndMarch);
    assert!(legal.iter().all(|a| matches!(a, A::EndMarch) || a.origin_square() == Some(sq("g4"))));
    assert_eq!(g.check(mv("e5", "e4")), Err(FortalezaError::SameRabble));
    assert_eq!(g.check(A::Deploy { unit: Unit::Dragon, to: sq("d4") }), Err(FortalezaError::FinishMarch));
    play(&mut g, &[mv("g4", "g5")]);
    assert_eq!(g.to_move(), Some(1));
    assert!(g.turn_number() > turn);
}

#[test]
fn forced_march_can_be_waived() {
    let mut g = battle(&[("R", "e4"), ("R", "g4"), ("r", "a12")], 0);
    play(&mut g, &[mv("e4", "e5"), A::EndMarch]);
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(g.unit_at(sq("g4")), Some((0, Unit::Rabble)));
    assert_eq!(g.check(A::EndMarch), Err(FortalezaError::NoMarch));
}

#[test]
fn forced_march_ends_by_itself_when_no_other_rabble_can_move() {
    let mut g = battle(&[("R", "e4"), ("L", "g4"), ("r", "a12")], 0);
    play(&mut g, &[mv("e4", "e5")]);
    assert_eq!(g.to_move(), Some(1), "nothing left to decide");
    // A second Rabble boxed in (water north, Mountains around) cannot march either.
    let mut g = battle(&[("R", "g4"), ("R", "e5"), ("L", "e4"), ("^", "d5"), ("A", "f5"), ("r", "a12")], 0);
    play(&mut g, &[mv("g4", "g5")]);
    assert_eq!(g.to_move(), Some(1));
}

#[test]
fn forced_march_checks_king_safety_after_each_rabble() {
    // The Rabble on b4 shields the King on a4 from the Elephant on h4.
    let g = battle(&[("K", "a4"), ("R", "b4"), ("R", "c5"), ("e", "h4"), ("k", "l12")], 0);
    assert_eq!(g.check(mv("b4", "b5")), Err(FortalezaError::KingLeftThreatened), "as the first Rabble");
    let mut g = g;
    play(&mut g, &[mv("c5", "c6")]);
    assert_eq!(g.check(mv("b4", "b5")), Err(FortalezaError::KingLeftThreatened), "as the second Rabble");
    assert_eq!(legal_vec(&g), vec![A::EndMarch, mv("b4", "c4")], "only along the line it shields");
}

#[test]
fn forced_march_counts_once_for_the_hundred_action_rule() {
    let mut g = position(&[("R", "e4"), ("R", "g4"), ("r", "a11"), ("K", "l1"), ("k", "a12")], 0, "quiet: 98");
    play(&mut g, &[mv("e4", "e5"), mv("g4", "g5")]);
    assert_eq!(g.quiet_turns(), 99);
    assert!(g.outcome().is_none());
    play(&mut g, &[mv("a11", "b11")]);
    assert_eq!(g.ending(), Some(Ending { winner: None, reason: EndReason::NoProgress }));
}

#[test]
fn relay_swaps_the_lancer_with_the_ally_it_moves_onto() {
    let mut g = battle(&[("L", "e4"), ("A", "e5"), ("r", "a12")], 0);
    assert_eq!(g.notation(mv("e4", "e5")), "L e4~e5");
    play(&mut g, &[mv("e4", "e5")]);
    assert_eq!(g.unit_at(sq("e5")), Some((0, Unit::Lancer)));
    assert_eq!(g.unit_at(sq("e4")), Some((0, Unit::Archer)));
    let g = battle(&[("R", "e4"), ("A", "e5")], 0);
    assert_eq!(g.check(mv("e4", "e5")), Err(FortalezaError::OwnUnitThere), "only a Lancer relays");
}

#[test]
fn thick_skin_turns_away_a_lone_attacker_but_not_a_supported_one() {
    let lone = battle(&[("R", "e4"), ("e", "e5")], 0);
    assert_eq!(lone.check(mv("e4", "e5")), Err(FortalezaError::ThickSkin));
    let supported = battle(&[("R", "e4"), ("L", "d5"), ("e", "e5")], 0);
    assert!(supported.check(mv("e4", "e5")).is_ok(), "the Lancer on d5 also attacks e5");
    // Support is another unit: the attacker itself does not count twice.
    let archer = battle(&[("A", "d4"), ("e", "e5")], 0);
    assert_eq!(archer.check(mv("d4", "e5")), Err(FortalezaError::ThickSkin));
}

#[test]
fn the_dragon_takes_an_elephant_alone() {
    let mut g = battle(&[("D", "e1"), ("e", "e5")], 0);
    play(&mut g, &[mv("e1", "e5")]);
    assert_eq!(g.dungeon(0, Unit::Elephant), 1);
}

#[test]
fn thick_skin_holds_against_shots_too() {
    let lone = battle(&[("T", "a5"), ("e", "h5")], 0);
    assert_eq!(lone.check(A::Shoot { from: sq("a5"), at: sq("h5") }), Err(FortalezaError::ThickSkin));
    let supported = battle(&[("T", "a5"), ("R", "h4"), ("e", "h5")], 0);
    assert!(supported.check(A::Shoot { from: sq("a5"), at: sq("h5") }).is_ok());
    // The Scorpion does not support its own shot.
    let scorpion = battle(&[("S", "d4"), ("e", "e5")], 0);
    assert_eq!(scorpion.check(A::Shoot { from: sq("d4"), at: sq("e5") }), Err(FortalezaError::ThickSkin));
}

#[test]
fn a_skewer_needs_both_targets_capturable() {
    // Second target an Elephant with no other attacker: only the plain shot.
    let g = battle(&[("S", "e4"), ("r", "f3"), ("e", "g2")], 0);
    assert!(g.check(A::Shoot { from: sq("e4"), at: sq("f3") }).is_ok());
    assert_eq!(g.check(A::Skewer { from: sq("e4"), at: sq("g2") }), Err(FortalezaError::ThickSkin));
    let supported = battle(&[("S", "e4"), ("r", "f3"), ("e", "g2"), ("R", "g1")], 0);
    assert!(supported.check(A::Skewer { from: sq("e4"), at: sq("g2") }).is_ok());
}

#[test]
fn skewer_captures_both_as_its_own_action() {
    let mut g = battle(&[("S", "e4"), ("r", "f5"), ("l", "g6"), ("k", "a12")], 0);
    let legal = legal_vec(&g);
    assert!(legal.contains(&A::Shoot { from: sq("e4"), at: sq("f5") }));
    assert!(legal.contains(&A::Skewer { from: sq("e4"), at: sq("g6") }));
    assert_eq!(g.check(A::Shoot { from: sq("e4"), at: sq("g6") }), Err(FortalezaError::ShotBlocked));
    assert_eq!(g.notation(A::Skewer { from: sq("e4"), at: sq("g6") }), "S e4xf5xg6");
    play(&mut g, &[A::Skewer { from: sq("e4"), at: sq("g6") }]);
    assert_eq!(g.unit_at(sq("f5")), None);
    assert_eq!(g.unit_at(sq("g6")), None);
    assert_eq!(g.unit_at(sq("e4")), Some((0, Unit::Scorpion)), "the shooter stays");
    assert_eq!((g.dungeon(0, Unit::Rabble), g.dungeon(0, Unit::Lancer)), (1, 1));
}

#[test]
fn the_trebuchet_picks_any_enemy_on_its_line() {
    let mut g = battle(&[("T", "a5"), ("r", "c5"), ("l", "h5"), ("k", "a12")], 0);
    play(&mut g, &[A::Shoot { from: sq("a5"), at: sq("h5") }]);
    assert_eq!(g.unit_at(sq("c5")), Some((1, Unit::Rabble)), "the nearer enemy is shot over");
    assert_eq!(g.dungeon(0, Unit::Lancer), 1);
}

// ----- threats and the end -----

#[test]
fn the_king_may_not_move_onto_a_threatened_square() {
    let g = battle(&[("K", "e1"), ("t", "f12")], 0);
    assert_eq!(g.check(mv("e1", "f1")), Err(FortalezaError::KingLeftThreatened), "the Trebuchet shoots down column f");
    assert!(g.check(mv("e1", "d1")).is_ok());
    assert!(g.threatens(1, sq("f2")));
}

#[test]
fn no_action_may_leave_the_own_king_threatened() {
    // The Lancer on e2 shields the King on e1 from the Elephant on e5.
    let g = battle(&[("K", "e1"), ("L", "e2"), ("e", "e5"), ("k", "l12")], 0);
    assert_eq!(g.check(mv("e2", "d2")), Err(FortalezaError::KingLeftThreatened));
    assert!(g.check(mv("e2", "e3")).is_ok(), "along the line it still shields");
    // In check, only answers are legal.
    let g = battle(&[("K", "e1"), ("e", "e5"), ("R", "a12"), ("k", "l12")], 0);
    assert!(g.king_threatened(0));
    let answers = legal_vec(&g);
    assert!(!answers.is_empty() && answers.iter().all(|a| a.origin_square() == Some(sq("e1"))), "{answers:?}");
}

#[test]
fn a_threat_counts_even_from_a_unit_pinned_to_its_own_king() {
    // The enemy Rabble on e3 may not move (it shields its King on e9 from our Dragon on e1),
    // yet it still threatens e2.
    let g = battle(&[("K", "d2"), ("r", "e3"), ("k", "e9"), ("D", "e1")], 0);
    assert!(g.threatens(1, sq("e2")));
    assert_eq!(g.check(mv("d2", "e2")), Err(FortalezaError::KingLeftThreatened));
}

#[test]
fn checkmate_loses() {
    let mut g = battle(&[("k", "a12"), ("E", "h11"), ("D", "e8"), ("K", "l1")], 0);
    play(&mut g, &[mv("e8", "e12")]);
    assert_eq!(g.ending(), Some(Ending { winner: Some(0), reason: EndReason::Checkmate }));
    assert_eq!(g.to_move(), None);
    assert!(legal_vec(&g).is_empty());
    assert_eq!(g.outcome().map(|o| o.winners), Some(vec![0]));
}

#[test]
fn stalemate_is_a_draw() {
    // The move is also the 100th quiet one: stalemate is judged first.
    let mut g = position(
        &[("k", "a12"), ("E", "h11"), ("R", "d12"), ("K", "l1")],
        0,
        &format!("{ALL_BUT_THE_KING}\nquiet: 99"),
    );
    play(&mut g, &[mv("d12", "c12")]);
    assert_eq!(g.ending(), Some(Ending { winner: None, reason: EndReason::Stalemate }));
    assert_eq!(g.stalemated(), Some(1), "the second player, to act, is the one named");
    assert!(g.outcome().is_some_and(|o| o.is_draw()));
}

#[test]
fn a_king_in_the_reserve_cannot_be_threatened() {
    // The second player has only his King, in the Reserve, and every square of his ring is
    // taken: he cannot act, yet he is not checkmated: a draw.
    let ring = [
        ("R", "i9"),
        ("R", "j9"),
        ("R", "k9"),
        ("R", "l9"),
        ("L", "i10"),
        ("L", "l10"),
        ("A", "i11"),
        ("A", "l11"),
        ("C", "i12"),
        ("H", "j12"),
        ("E", "k12"),
        ("E", "l12"),
        ("K", "e1"),
    ];
    let g = position(&ring, 1, ALL_BUT_THE_KING);
    assert!(!g.king_threatened(1));
    assert_eq!(g.reserve(1, Unit::King), 1);
    assert_eq!(g.ending(), Some(Ending { winner: None, reason: EndReason::Stalemate }));
    assert_eq!(g.stalemated(), Some(1));
}

#[test]
fn threefold_repetition_is_a_draw() {
    let mut g = battle(&[("K", "e1"), ("k", "e12")], 0);
    let shuffle = [mv("e1", "f1"), mv("e12", "f12"), mv("f1", "e1"), mv("f12", "e12")];
    play(&mut g, &shuffle);
    play(&mut g, &shuffle[..3]);
    assert!(g.outcome().is_none(), "twice is not enough");
    play(&mut g, &shuffle[3..]);
    assert_eq!(g.ending(), Some(Ending { winner: None, reason: EndReason::Repetition }));
}

#[test]
fn a_hundred_actions_without_capture_or_deployment_draw() {
    let mut g = position(&[("K", "e1"), ("k", "e12"), ("R", "h4")], 0, "quiet: 99");
    play(&mut g, &[mv("e1", "f1")]);
    assert_eq!(g.ending(), Some(Ending { winner: None, reason: EndReason::NoProgress }));
}

#[test]
fn a_capture_or_a_deployment_resets_the_count() {
    let mut g = position(&[("K", "e1"), ("k", "e12"), ("R", "h4"), ("r", "h5")], 0, "quiet: 98");
    play(&mut g, &[mv("h4", "h5")]);
    assert_eq!(g.quiet_turns(), 0);
    let mut g = position(&[("K", "e1"), ("k", "e12")], 0, "quiet: 98");
    play(&mut g, &[A::Deploy { unit: Unit::Lancer, to: sq("d4") }]);
    assert_eq!(g.quiet_turns(), 0);
}

// ----- sieges -----

/// The first player's Rabbles on i9 and j9 stand on the second player's Exit Ring (around his
/// Fortress on j10).
fn siege_position(extra: &str, more: &[(&str, &str)]) -> Fortaleza {
    let mut pieces = vec![("K", "e1"), ("R", "i9"), ("R", "j9")];
    pieces.extend_from_slice(more);
    position(&pieces, 1, &format!("siege laid: 0\n{extra}"))
}

#[test]
fn a_siege_is_laid_by_two_units_on_the_enemy_ring_at_the_end_of_a_turn() {
    let mut g = battle(&[("K", "e1"), ("R", "i8"), ("L", "j8"), ("k", "a12")], 0);
    play(&mut g, &[mv("i8", "i9")]);
    assert!(!g.siege_stands(0), "one unit is not a siege");
    play(&mut g, &[mv("a12", "a11"), mv("j8", "j9")]);
    assert!(g.siege_stands(0), "two units on the ring at the end of the turn");
    assert_eq!(g.to_move(), Some(1), "the defender's turn to break it");
}

#[test]
fn the_defender_has_one_turn_to_break_the_siege() {
    let mut g = siege_position("", &[("l", "i10"), ("r", "a11")]);
    assert!(g.siege_stands(0));
    play(&mut g, &[mv("i10", "i9")]);
    assert!(!g.siege_stands(0), "one attacker taken: broken");
    assert_eq!(g.check(A::ExecuteSiege), Err(FortalezaError::NoSiege));
}

#[test]
fn a_standing_siege_may_be_executed_on_the_next_action() {
    let mut g = siege_position("", &[("r", "a11")]);
    play(&mut g, &[mv("a11", "a10")]);
    assert!(g.siege_stands(0));
    assert_eq!(legal_vec(&g)[0], A::ExecuteSiege, "first in the documented order");
    // Not executing keeps the siege laid anew; the defender then gets another turn.
    let mut waited = g.clone();
    play(&mut waited, &[mv("e1", "f1"), mv("a10", "a9")]);
    assert!(waited.siege_stands(0));
}

#[test]
fn an_execution_with_an_empty_dungeon_takes_the_whole_reserve_and_a_king_in_it_loses() {
    let mut g = siege_position("", &[("r", "a11")]);
    play(&mut g, &[mv("a11", "a10")]);
    assert_eq!(g.reserve(1, Unit::King), 1, "the defender's King waits in his Reserve");
    play(&mut g, &[A::ExecuteSiege]);
    assert_eq!(g.ending(), Some(Ending { winner: Some(0), reason: EndReason::KingCaptured }));
    assert_eq!(g.dungeon(0, Unit::King), 1);
    assert_eq!(g.dungeon(0, Unit::Dragon), 1, "everything in the Reserve is lost");
    assert_eq!(g.reserve(0, Unit::Rabble), 4, "the attackers went back to their Reserve");
    assert_eq!(g.unit_at(sq("i9")), None);
}

#[test]
fn an_execution_with_an_empty_dungeon_and_the_king_outside_costs_the_reserve_only() {
    let mut g = siege_position("", &[("k", "a12"), ("r", "a11")]);
    play(&mut g, &[mv("a11", "b11")]);
    play(&mut g, &[A::ExecuteSiege]);
    assert!(g.outcome().is_none());
    assert_eq!(g.to_move(), Some(1), "the defender plays his normal turn");
    assert_eq!(g.dungeon(0, Unit::Dragon), 1);
    for unit in Unit::ALL {
        assert_eq!(g.reserve(1, unit), 0);
    }
    assert_eq!(g.quiet_turns(), 0, "an execution resets the 100-action count");
}

#[test]
fn executing_is_legal_even_when_it_gains_nothing() {
    let mut g = siege_position(ALL_BUT_THE_KING, &[("k", "a12")]);
    play(&mut g, &[mv("a12", "b12")]);
    assert!(g.check(A::ExecuteSiege).is_ok());
    play(&mut g, &[A::ExecuteSiege]);
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(g.reserve(0, Unit::Rabble), 4);
}

#[test]
fn an_execution_frees_a_prisoner_then_the_defender_saves_one_unit_and_loses_the_rest() {
    let mut g = siege_position("dungeon 1: D1 L1", &[("k", "a12"), ("r", "a11")]);
    play(&mut g, &[mv("a11", "b11")]);
    let turn = g.turn_number();
    play(&mut g, &[A::ExecuteSiege]);
    assert_eq!(g.phase(), Phase::Rescue);
    assert_eq!(g.to_move(), Some(0), "the attacker chooses the prisoner");
    assert_eq!(legal_vec(&g), vec![A::Rescue { unit: Unit::Lancer }, A::Rescue { unit: Unit::Dragon }]);
    assert_eq!(g.check(A::Rescue { unit: Unit::Archer }), Err(FortalezaError::NoSuchPrisoner { unit: Unit::Archer }));
    assert_eq!(g.check(mv("e1", "f1")), Err(FortalezaError::ChooseRescue));
    play(&mut g, &[A::Rescue { unit: Unit::Dragon }]);
    assert_eq!(g.reserve(0, Unit::Dragon), 1);
    assert_eq!(g.dungeon(1, Unit::Dragon), 0);
    assert_eq!(g.phase(), Phase::Save);
    assert_eq!(g.to_move(), Some(1), "the defender chooses what he saves");
    assert!(g.turn_number() > turn, "another seat decides");
    let saves = legal_vec(&g);
    assert!(
        saves.contains(&A::Save { unit: Unit::Elephant, to: Some(sq("i9")) }),
        "the attackers' squares are free again"
    );
    assert!(saves.iter().all(|a| matches!(a, A::Save { to: Some(_), .. })), "every kind has a square");
    assert_eq!(g.check(A::Save { unit: Unit::Dragon, to: None }), Err(FortalezaError::SaveMustBePlaced));
    play(&mut g, &[A::Save { unit: Unit::Dragon, to: Some(sq("l12")) }]);
    assert_eq!(g.unit_at(sq("l12")), Some((1, Unit::Dragon)));
    assert_eq!(g.dungeon(0, Unit::Elephant), 2, "the rest of his Reserve is lost");
    assert_eq!(g.dungeon(0, Unit::King), 0, "his King was on the board");
    assert_eq!(g.to_move(), Some(1), "then he plays his normal turn");
    assert_eq!(g.phase(), Phase::Battle);
}

#[test]
fn a_saved_king_never_lands_on_a_threatened_square_and_otherwise_stays_in_the_reserve() {
    // The Trebuchet on a9 shoots along row 9: the squares the attackers leave, and the one the
    // defender's Rabble leaves, are threatened; the rest of the ring holds the defender's units.
    let others = [("r", "k9"), ("r", "l9"), ("r", "i10"), ("r", "l10"), ("l", "i11"), ("l", "l11")];
    let top = [("a", "i12"), ("a", "j12"), ("e", "k12"), ("e", "l12")];
    let mut more: Vec<(&str, &str)> = vec![("T", "a9")];
    more.extend_from_slice(&others);
    more.extend_from_slice(&top);
    let mut g = siege_position("dungeon 1: D1", &more);
    play(&mut g, &[mv("l9", "l8"), A::EndMarch]);
    play(&mut g, &[A::ExecuteSiege, A::Rescue { unit: Unit::Dragon }]);
    let saves = legal_vec(&g);
    assert!(saves.contains(&A::Save { unit: Unit::King, to: None }), "no safe square: kept in the Reserve");
    assert!(!saves.iter().any(|a| matches!(a, A::Save { unit: Unit::King, to: Some(_) })));
    assert!(saves.contains(&A::Save { unit: Unit::Dragon, to: Some(sq("i9")) }));
    play(&mut g, &[A::Save { unit: Unit::King, to: None }]);
    assert_eq!(g.reserve(1, Unit::King), 1, "kept, not lost");
    assert!(g.outcome().is_none());
    assert_eq!(g.dungeon(0, Unit::Dragon), 1, "everything else is lost");
}

#[test]
fn a_king_lost_in_the_hostage_exchange_loses_the_game() {
    let mut g = siege_position("dungeon 1: D1", &[("r", "a11")]);
    play(&mut g, &[mv("a11", "a10"), A::ExecuteSiege, A::Rescue { unit: Unit::Dragon }]);
    play(&mut g, &[A::Save { unit: Unit::Dragon, to: Some(sq("i9")) }]);
    assert_eq!(g.ending(), Some(Ending { winner: Some(0), reason: EndReason::KingCaptured }));
}

#[test]
fn an_execution_that_would_uncover_the_attackers_king_is_refused() {
    // The attackers on i9 and j9 stand between their King on h9 and the enemy Elephant on l9.
    let mut g = position(&[("K", "h9"), ("R", "i9"), ("R", "j9"), ("e", "l9"), ("r", "a11")], 1, "siege laid: 0");
    play(&mut g, &[mv("a11", "a10")]);
    assert!(g.siege_stands(0));
    assert_eq!(g.check(A::ExecuteSiege), Err(FortalezaError::KingLeftThreatened));
    assert!(!legal_vec(&g).contains(&A::ExecuteSiege));
    // With a third unit of his own still shielding the King, the execution is fine.
    let mut g =
        position(&[("K", "g9"), ("R", "h9"), ("R", "i9"), ("R", "j9"), ("e", "l9"), ("r", "a11")], 1, "siege laid: 0");
    play(&mut g, &[mv("a11", "a10")]);
    assert!(g.check(A::ExecuteSiege).is_ok());
}

// ----- formats, evaluation, help -----

#[test]
fn position_text_round_trips() {
    let g = position(
        &[("K", "e1"), ("k", "e12"), ("D", "g5"), ("e", "h8"), ("^", "d5"), ("^", "i9")],
        1,
        "dungeon 0: r2\ndungeon 1: A1\nsiege laid: 1\nquiet: 7",
    );
    let text = g.position_text();
    let back = Fortaleza::from_position_text(&text).unwrap();
    assert_eq!(back.position_text(), text);
    assert!(text.contains("dungeon 0: r2") && text.contains("quiet: 7"), "{text}");
}

#[test]
fn position_text_refuses_bad_input() {
    assert!(Fortaleza::from_position_text("").is_err());
    let good = battle(&[], 0).position_text();
    assert!(Fortaleza::from_position_text(&good).is_ok());
    let dry = good.replacen('~', ".", 1);
    assert!(
        matches!(Fortaleza::from_position_text(&dry), Err(PositionError::FixedWater { .. })),
        "the water map is fixed"
    );
    let on_water = good.replacen('~', "K", 1);
    assert!(matches!(Fortaleza::from_position_text(&on_water), Err(PositionError::NoStandingThere { .. })));
    let too_many = position(&[("R", "e4"), ("R", "f4"), ("R", "g4"), ("R", "h4")], 0, "").position_text();
    assert!(matches!(
        Fortaleza::from_position_text(&too_many.replace("dungeon 1: -", "dungeon 1: R1")),
        Err(PositionError::TooManyUnits { .. })
    ));
}

/// The rules page's diagrams are built without the text parser: the same positions as their
/// position text gives, for every unit.
#[test]
fn rules_diagrams_are_the_positions_their_text_describes() {
    for unit in Unit::ALL {
        let mut cells = [['.'; SIZE]; SIZE];
        for s in WATER.iter() {
            cells[row_of(s)][col_of(s)] = '~';
        }
        for (anchor, c) in [("j2", 'F'), ("j10", 'f')] {
            for s in fortress_squares(sq(anchor)).iter() {
                cells[row_of(s)][col_of(s)] = c;
            }
        }
        for (name, c) in [(ui_queries::DIAGRAM_AT, unit.letter()), ("c4", 'R'), ("g4", 'r'), ("g6", 'r'), ("e2", '^')] {
            cells[row_of(sq(name))][col_of(sq(name))] = c;
        }
        let mut text = String::new();
        for row in (0..SIZE).rev() {
            let line: Vec<String> = cells[row].iter().map(|c| c.to_string()).collect();
            text.push_str(&format!("{} {}\n", row + 1, line.join(" ")));
        }
        let from_text = Fortaleza::from_position_text(&text).unwrap_or_else(|e| panic!("{unit:?}: {e}"));
        let built = ui_queries::rules_diagram(unit).unwrap_or_else(|| panic!("no diagram for {unit:?}"));
        assert_eq!(built.position_text(), from_text.position_text(), "{unit:?}");
        assert_eq!(legal_vec(&built), legal_vec(&from_text), "{unit:?}");
    }
}

/// A layout with a unit on the water or on a Mountain is refused, not set up.
#[test]
fn battle_position_refuses_units_off_the_land() {
    let fortress = [fortress_squares(sq("b2")), fortress_squares(sq("j10"))];
    let water = WATER.iter().next().unwrap_or_else(|| panic!("the board has water"));
    let on_water = Layout { fortress, units: vec![(water, 0, Unit::Rabble)], ..Layout::default() };
    assert!(Fortaleza::battle_position(&on_water).is_err());
    let mut on_mountain = Layout { fortress, units: vec![(sq("e5"), 0, Unit::Rabble)], ..Layout::default() };
    on_mountain.mountains.set(sq("e5"));
    assert!(Fortaleza::battle_position(&on_mountain).is_err());
    let fine = Layout { fortress, units: vec![(sq("e5"), 0, Unit::Rabble)], ..Layout::default() };
    assert!(Fortaleza::battle_position(&fine).is_ok());
}

#[test]
fn notation_examples() {
    let g = battle(&[("E", "e2"), ("r", "e5"), ("T", "a5"), ("l", "h5"), ("R", "k4")], 0);
    assert_eq!(g.notation(mv("e2", "e4")), "E e2-e4");
    assert_eq!(g.notation(mv("e2", "e5")), "E e2xe5");
    assert_eq!(g.notation(A::Shoot { from: sq("a5"), at: sq("h5") }), "T a5xh5");
    assert_eq!(g.notation(A::Deploy { unit: Unit::Dragon, to: sq("d4") }), "D@d4");
    assert_eq!(g.notation(A::ExecuteSiege), "execute siege");
    assert_eq!(g.notation(A::Save { unit: Unit::King, to: None }), "save K (kept)");
    assert_eq!(
        g.notation(A::Choose { territory: Territory::North, colours: Colours::RedAndGold }),
        "North, Red & Gold"
    );
}

#[test]
fn evaluate_is_in_range_and_favours_material() {
    let even = battle(&[("K", "e1"), ("k", "e12")], 0);
    let v = even.evaluate();
    assert!((v[0] - 0.5).abs() < 0.05 && (v[0] + v[1] - 1.0).abs() < 1e-6);
    let ahead = position(&[("K", "e1"), ("k", "e12")], 0, "dungeon 0: d1 e2");
    assert!(ahead.evaluate()[0] > 0.6);
    let pressing = battle(&[("K", "e1"), ("k", "e12"), ("R", "i9"), ("R", "j9")], 1);
    assert!(pressing.evaluate()[0] > even.evaluate()[0], "siege pressure counts");
    let new = Fortaleza::new(&FortalezaOptions::default()).unwrap();
    assert_eq!(new.evaluate()[..2], [0.5, 0.5]);
}

#[test]
fn the_state_is_compact() {
    assert!(std::mem::size_of::<Fortaleza>() < 2048, "{}", std::mem::size_of::<Fortaleza>());
    assert!(std::mem::size_of::<FortalezaAction>() <= 4);
}

#[test]
fn a_match_replays_from_action_indices() {
    let mut m = Match::<Fortaleza>::new(&FortalezaOptions::default(), 3).unwrap();
    let mut rng = Rng::new(9);
    for _ in 0..400 {
        let Some(_) = m.current().to_move() else { break };
        let legal = legal_vec(m.current());
        m.play(legal[rng.below(legal.len() as u32) as usize]).unwrap();
    }
    let replay = Match::<Fortaleza>::from_indices(&FortalezaOptions::default(), 3, &m.action_indices()).unwrap();
    assert_eq!(replay.current(), m.current());
}

#[test]
fn mountains_cannot_be_taken_back() {
    let mut g = south(&[A::PlaceFortress { at: sq("e2") }, A::PlaceMountain { at: sq("h3") }]);
    assert_eq!(g.check(A::TakeBack { from: sq("h3") }), Err(FortalezaError::NoUnitToTakeBack));
    assert!(legal_vec(&g).iter().all(|a| a.origin_square() != Some(sq("h3"))));
    play(&mut g, &[A::LiftFortress]);
    assert!(g.is_mountain(sq("h3")), "not even by lifting the Fortress");
}

#[test]
fn capturing_a_king_wins_even_with_the_own_king_threatened() {
    // The first player's King on h1 is threatened by the Trebuchet on h12; his Rabble can take
    // the enemy King on f5 instead of answering.
    let mut g = battle(&[("K", "h1"), ("t", "h12"), ("k", "f5"), ("R", "f4")], 0);
    assert!(g.king_threatened(0));
    assert!(g.check(mv("f4", "f5")).is_ok());
    play(&mut g, &[mv("f4", "f5")]);
    assert_eq!(g.ending(), Some(Ending { winner: Some(0), reason: EndReason::KingCaptured }));
}

#[test]
fn threats_ignore_thick_skin() {
    // The enemy Scorpion on c6 could Skewer our Elephant on f3 and the King right behind it on
    // g2 — if the Elephant could be taken, which it cannot alone. The King counts as threatened
    // all the same: Thick Skin is ignored in threats.
    let g = battle(&[("K", "g2"), ("E", "f3"), ("s", "c6"), ("k", "l12")], 1);
    assert!(g.king_threatened(0));
    assert_eq!(g.check(A::Skewer { from: sq("c6"), at: sq("g2") }), Err(FortalezaError::ThickSkin));
}

#[test]
fn the_game_has_no_chance_and_ignores_the_seed() {
    // The seed picks only the bots' deployment plans, which the rules never read.
    let options = FortalezaOptions::default();
    let (mut a, b) = (Fortaleza::new_game(&options, 1).unwrap(), Fortaleza::new_game(&options, 99).unwrap());
    a.bot_plans = b.bot_plans;
    assert_eq!(a, b);
    let g = battle(&[("K", "e1"), ("k", "e12")], 0);
    let mut rng = Rng::new(3);
    assert_eq!(g.determinize(0, &mut rng), g);
}

#[test]
fn a_king_left_alone_cannot_win() {
    // The first seat's whole army but the King is in the second seat's Dungeon.
    let all_taken = "dungeon 1: R4 L2 A2 C1 H1 E2 D1 T1 S1";
    let alone = position(&[("K", "b1"), ("k", "k12"), ("r", "e5"), ("d", "h8")], 0, all_taken);
    assert!(alone.cannot_win(0) && !alone.cannot_win(1));
    // One unit left, on the board or in the Reserve, can still lay a siege or help mate.
    let one_left = "dungeon 1: R3 L2 A2 C1 H1 E2 D1 T1 S1";
    assert!(!position(&[("K", "b1"), ("R", "c1"), ("k", "k12")], 0, one_left).cannot_win(0));
    assert!(!position(&[("K", "b1"), ("k", "k12")], 0, one_left).cannot_win(0));
    assert!(!alone.cannot_win(5), "a seat not at the table");
}
