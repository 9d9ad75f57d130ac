//! One table-driven test per unit: from a position, the exact set of its moves and shots,
//! with blocked paths, water, Mountains, Fortresses, allies and enemies.
//!
//! Every position has the first seat's Fortress on `b2` (covering `b2 c2 b3 c3`) and the
//! second's on `j10` (`j10 k10 j11 k11`); the water is fixed (`a6 b6 e6 f6 g7 h7 k7 l7 i3 j3
//! c10 d10`). Unless a case places it, a King waits in his Reserve (and so limits nothing).

use super::super::*;
use super::{battle, sq};

/// One position and what the unit on `from` (the first seat's) may do there.
struct Case {
    name: &'static str,
    /// `(letter, square)`: upper case the first seat's units, lower case the second's, `^` a Mountain.
    pieces: &'static [(&'static str, &'static str)],
    from: &'static str,
    moves: &'static [&'static str],
    /// `xSQ` a shot at SQ, `xxSQ` a Skewer whose second target is SQ.
    shots: &'static [&'static str],
}

fn run(cases: &[Case]) {
    for case in cases {
        let g = battle(case.pieces, 0);
        let from = sq(case.from);
        let mut moves = Vec::new();
        let mut shots = Vec::new();
        for a in g.actions_from(from) {
            match a {
                FortalezaAction::Move { to, .. } => moves.push(square_name(to)),
                FortalezaAction::Shoot { at, .. } => shots.push(format!("x{}", square_name(at))),
                FortalezaAction::Skewer { at, .. } => shots.push(format!("xx{}", square_name(at))),
                other => panic!("{}: unexpected {other:?}", case.name),
            }
        }
        moves.sort();
        shots.sort();
        let mut want_moves: Vec<String> = case.moves.iter().map(|s| s.to_string()).collect();
        let mut want_shots: Vec<String> = case.shots.iter().map(|s| s.to_string()).collect();
        want_moves.sort();
        want_shots.sort();
        assert_eq!(moves, want_moves, "{}: moves\n{}", case.name, g.position_text());
        assert_eq!(shots, want_shots, "{}: shots\n{}", case.name, g.position_text());
        // `check` agrees with the list, square by square.
        for to in 0..SQUARES as Square {
            let listed = moves.contains(&square_name(to));
            assert_eq!(
                g.check(FortalezaAction::Move { from, to }).is_ok(),
                listed,
                "{}: {}",
                case.name,
                square_name(to)
            );
        }
    }
}

#[test]
fn king_moves_one_square_never_onto_allies_terrain_or_threatened_squares() {
    run(&[
        Case {
            name: "open ground",
            pieces: &[("K", "e4")],
            from: "e4",
            moves: &["d3", "e3", "f3", "d4", "f4", "d5", "e5", "f5"],
            shots: &[],
        },
        Case {
            // e6 f6 water, d6 a Mountain, d4 an ally; the enemy Rabble on f4 threatens e4 and
            // f5, and may itself be taken (nothing guards it).
            name: "crowded",
            pieces: &[("K", "e5"), ("R", "d4"), ("^", "d6"), ("r", "f4")],
            from: "e5",
            moves: &["d5", "f4"],
            shots: &[],
        },
        Case {
            // The Rabble on f4 is guarded by the Lancer on g4: taking it would leave the King threatened.
            name: "guarded enemy",
            pieces: &[("K", "e5"), ("r", "f4"), ("l", "g4")],
            from: "e5",
            moves: &["d4", "d5", "d6"],
            shots: &[],
        },
    ]);
}

#[test]
fn rabble_moves_one_square_orthogonally() {
    run(&[
        Case { name: "open", pieces: &[("R", "e4")], from: "e4", moves: &["d4", "e3", "e5", "f4"], shots: &[] },
        Case {
            // North e6 is water, west d5 a Mountain, east f5 an ally; the enemy south may be taken.
            name: "hemmed in",
            pieces: &[("R", "e5"), ("A", "f5"), ("l", "e4"), ("^", "d5")],
            from: "e5",
            moves: &["e4"],
            shots: &[],
        },
        Case {
            // West of d3 is the Fortress square c3.
            name: "next to a Fortress",
            pieces: &[("R", "d3")],
            from: "d3",
            moves: &["d2", "d4", "e3"],
            shots: &[],
        },
    ]);
}

#[test]
fn lancer_moves_one_square_orthogonally_and_relays_with_allies() {
    run(&[
        Case { name: "open", pieces: &[("L", "e4")], from: "e4", moves: &["d4", "e3", "e5", "f4"], shots: &[] },
        Case {
            // c3 is the Fortress; d4 an ally (Relay); e3 a lone-attacked Elephant (Thick Skin).
            name: "relay, fortress and thick skin",
            pieces: &[("L", "d3"), ("R", "d4"), ("e", "e3")],
            from: "d3",
            moves: &["d2", "d4"],
            shots: &[],
        },
        Case {
            // Relay with the King too; water north.
            name: "relay with any ally",
            pieces: &[("L", "e5"), ("D", "d5"), ("K", "f5")],
            from: "e5",
            moves: &["d5", "e4", "f5"],
            shots: &[],
        },
        Case {
            // Swapping would put the King on e5, next to the enemy Rabble on e4.
            name: "relay with the King only where he is safe",
            pieces: &[("L", "e5"), ("D", "d5"), ("K", "f5"), ("r", "e4")],
            from: "e5",
            moves: &["d5", "e4"],
            shots: &[],
        },
    ]);
}

#[test]
fn archer_moves_one_diagonal_and_two_only_to_capture_over_empty_land() {
    run(&[
        Case { name: "open", pieces: &[("A", "e4")], from: "e4", moves: &["d3", "d5", "f3", "f5"], shots: &[] },
        Case {
            // Long Range to g6 over empty f5; to c6 blocked by the ally on d5; to g2 blocked by
            // the Mountain on f3.
            name: "long range",
            pieces: &[("A", "e4"), ("r", "g6"), ("R", "d5"), ("r", "c6"), ("^", "f3"), ("r", "g2")],
            from: "e4",
            moves: &["d3", "f5", "g6"],
            shots: &[],
        },
        Case {
            // The middle square e6 is water: no Long Range to f7.
            name: "long range never over water",
            pieces: &[("A", "d5"), ("r", "f7")],
            from: "d5",
            moves: &["c4", "c6", "e4"],
            shots: &[],
        },
        Case {
            // A lone Archer cannot take an Elephant, near or far.
            name: "thick skin",
            pieces: &[("A", "e4"), ("e", "f5"), ("e", "c6")],
            from: "e4",
            moves: &["d3", "d5", "f3"],
            shots: &[],
        },
    ]);
}

#[test]
fn light_cavalry_leaps_three_by_one_over_units_but_not_over_terrain() {
    run(&[
        Case {
            // The paths to b3 and d1 cross the Fortress square c2 (and b3 is Fortress).
            name: "open",
            pieces: &[("C", "e4")],
            from: "e4",
            moves: &["b5", "d7", "f1", "f7", "h3", "h5"],
            shots: &[],
        },
        Case {
            name: "jumps allies and enemies",
            pieces: &[("C", "e4"), ("R", "f5"), ("r", "g6"), ("r", "d5"), ("r", "h5"), ("R", "f7")],
            from: "e4",
            moves: &["b5", "d7", "f1", "h3", "h5"],
            shots: &[],
        },
        Case {
            // Paths through f6 and b6 (water) and c3 (Fortress) are closed.
            name: "water and fortress in the way",
            pieces: &[("C", "d4")],
            from: "d4",
            moves: &["e1", "g3"],
            shots: &[],
        },
        Case {
            // The path f3–g2 crosses a Mountain.
            name: "mountain in the way",
            pieces: &[("C", "e4"), ("^", "g2")],
            from: "e4",
            moves: &["b5", "d7", "f7", "h5"],
            shots: &[],
        },
    ]);
}

#[test]
fn heavy_cavalry_leaps_two_by_one_through_allies_not_enemies() {
    run(&[
        Case {
            // North crosses the water on e6; c3 is Fortress.
            name: "open",
            pieces: &[("H", "e4")],
            from: "e4",
            moves: &["c5", "d2", "f2", "g3", "g5"],
            shots: &[],
        },
        Case {
            // The ally on f4 is passed; the enemy on e3 closes the way south.
            name: "allies pass, enemies block",
            pieces: &[("H", "e4"), ("R", "f4"), ("r", "e3")],
            from: "e4",
            moves: &["c5", "g3", "g5"],
            shots: &[],
        },
        Case {
            name: "captures at the end of a clear path",
            pieces: &[("H", "e4"), ("r", "g5"), ("R", "g3")],
            from: "e4",
            moves: &["c5", "d2", "f2", "g5"],
            shots: &[],
        },
    ]);
}

#[test]
fn elephant_slides_orthogonally_stopped_by_everything() {
    run(&[
        Case {
            name: "open",
            pieces: &[("E", "e4")],
            from: "e4",
            moves: &["a4", "b4", "c4", "d4", "e1", "e2", "e3", "e5", "f4", "g4", "h4", "i4", "j4", "k4", "l4"],
            shots: &[],
        },
        Case {
            // An enemy Rabble on g4 (taken), an ally on e2, a Mountain on c4, water on e6.
            name: "blocked",
            pieces: &[("E", "e4"), ("r", "g4"), ("R", "e2"), ("^", "c4")],
            from: "e4",
            moves: &["d4", "e3", "e5", "f4", "g4"],
            shots: &[],
        },
    ]);
}

#[test]
fn dragon_slides_any_direction_flying_over_water_and_mountains() {
    run(&[
        Case {
            // North flies over the water on e6; north-east over h7 and stops before the Fortress
            // on k10; south-west stops before the Fortress on c2.
            name: "open",
            pieces: &[("D", "e4")],
            from: "e4",
            moves: &[
                "e5", "e7", "e8", "e9", "e10", "e11", "e12", "f5", "g6", "i8", "j9", "f4", "g4", "h4", "i4", "j4",
                "k4", "l4", "f3", "g2", "h1", "e3", "e2", "e1", "d3", "d4", "c4", "b4", "a4", "d5", "c6", "b7", "a8",
            ],
            shots: &[],
        },
        Case {
            // Over the Mountain on e5 and the water on e6 to the enemy on e9; the enemy Elephant
            // on f5 falls to the Dragon alone; the ally on f4 closes the east.
            name: "flight and elephants",
            pieces: &[("D", "e4"), ("^", "e5"), ("r", "e9"), ("e", "f5"), ("R", "f4")],
            from: "e4",
            moves: &[
                "e7", "e8", "e9", "f5", "f3", "g2", "h1", "e3", "e2", "e1", "d3", "d4", "c4", "b4", "a4", "d5", "c6",
                "b7", "a8",
            ],
            shots: &[],
        },
    ]);
}

#[test]
fn trebuchet_steps_diagonally_onto_empty_squares_and_shoots_along_rows_and_columns() {
    run(&[
        Case {
            // Shoots north over the water on e6, east at either enemy over the other, south over
            // its own Rabble; the Mountain on c4 stops the shot west. The enemy on f5 cannot be
            // taken by moving.
            name: "moves and shots",
            pieces: &[
                ("T", "e4"),
                ("a", "e8"),
                ("l", "h4"),
                ("r", "k4"),
                ("R", "e2"),
                ("r", "e1"),
                ("^", "c4"),
                ("c", "a4"),
                ("r", "f5"),
            ],
            from: "e4",
            moves: &["d3", "d5", "f3"],
            shots: &["xe8", "xh4", "xk4", "xe1"],
        },
        Case {
            // The shot west along row 2 stops at the Fortress on c2; j3 is water.
            name: "fortress stops the shot",
            pieces: &[("T", "i2"), ("r", "a2"), ("r", "e2")],
            from: "i2",
            moves: &["h1", "h3", "j1"],
            shots: &["xe2"],
        },
    ]);
}

#[test]
fn scorpion_steps_orthogonally_and_shoots_the_first_enemy_on_a_diagonal_or_skewers_two() {
    run(&[
        Case {
            // North-east: over empty f5 to g6, and a Skewer over the water on h7 to i8.
            // South-east: its own Rabble on f3 stops the shot. South-west: the Fortress on c2.
            // North-west: d5, c6 empty, b7 hit, a8 right behind it: Skewer.
            name: "shots and skewers",
            pieces: &[("S", "e4"), ("r", "g6"), ("l", "i8"), ("R", "f3"), ("r", "b7"), ("a", "a8")],
            from: "e4",
            moves: &["d4", "e3", "e5", "f4"],
            shots: &["xg6", "xxi8", "xb7", "xxa8"],
        },
        Case {
            // A Mountain between the two enemies, or an ally, closes the Skewer.
            name: "no skewer through a mountain or an ally",
            pieces: &[("S", "e4"), ("r", "f3"), ("^", "g2"), ("r", "h1"), ("r", "d5"), ("R", "c6"), ("r", "b7")],
            from: "e4",
            moves: &["d4", "e3", "e5", "f4"],
            shots: &["xf3", "xd5"],
        },
        Case {
            // Two squares behind, over empty land, is still a Skewer.
            name: "skewer two behind",
            pieces: &[("S", "e4"), ("r", "f3"), ("r", "h1")],
            from: "e4",
            moves: &["d4", "e3", "e5", "f4"],
            shots: &["xf3", "xxh1"],
        },
        Case {
            // Three behind is too far.
            name: "skewer reach",
            pieces: &[("S", "a8"), ("r", "b7"), ("r", "e4")],
            from: "a8",
            moves: &["a7", "a9", "b8"],
            shots: &["xb7"],
        },
    ]);
}
