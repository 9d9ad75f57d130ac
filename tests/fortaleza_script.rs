//! The whole hot-seat game the end-to-end test plays by clicking (`tests/e2e/fortaleza.test.mjs`),
//! checked here against the engine first, so the browser script is known to be legal. The first
//! player (South, Red & Gold) builds on e2 and deploys twelve units; the second (North, Black &
//! Silver) builds on h10 and keeps his King in the Reserve. In the battle every kind of unit of
//! the first player moves — a Forced March ended by hand and one that ends by itself, a Skewer,
//! a Relay, leaps, slides, a Trebuchet's move and shot, the King, a deployment from the Reserve —
//! then an Elephant and a Light Cavalry besiege the North Fortress. The siege is not broken, the
//! first player executes it, and with no prisoner to trade the second player loses his Reserve,
//! King included.

use castellan::core::{legal_vec, Game};
use castellan::games::fortaleza::{
    parse_square, Colours, EndReason, Fortaleza, FortalezaAction as A, FortalezaOptions, Phase, Territory, Unit,
};

fn sq(name: &str) -> u8 {
    parse_square(name).unwrap_or_else(|| panic!("bad square {name}"))
}

fn mv(from: &str, to: &str) -> A {
    A::Move { from: sq(from), to: sq(to) }
}

fn deploy(unit: Unit, to: &str) -> A {
    A::Deploy { unit, to: sq(to) }
}

/// The first player's deployment: Fortress e2, Mountains a1 b1 k1, twelve units on the ring.
fn south_deployment() -> Vec<A> {
    let mut out = vec![A::PlaceFortress { at: sq("e2") }];
    out.extend(["a1", "b1", "k1"].map(|m| A::PlaceMountain { at: sq(m) }));
    out.extend([
        deploy(Unit::King, "d1"),
        deploy(Unit::Lancer, "e1"),
        deploy(Unit::Rabble, "f1"),
        deploy(Unit::Trebuchet, "g1"),
        deploy(Unit::Archer, "d2"),
        deploy(Unit::Dragon, "g2"),
        deploy(Unit::HeavyCavalry, "d3"),
        deploy(Unit::LightCavalry, "g3"),
        deploy(Unit::Elephant, "d4"),
        deploy(Unit::Scorpion, "e4"),
        deploy(Unit::Rabble, "f4"),
        deploy(Unit::Rabble, "g4"),
    ]);
    out.push(A::EndDeployment);
    out
}

/// The second player's: Fortress h10, Mountains a12 b12 l12, four units, the King kept inside.
fn north_deployment() -> Vec<A> {
    let mut out = vec![A::PlaceFortress { at: sq("h10") }];
    out.extend(["a12", "b12", "l12"].map(|m| A::PlaceMountain { at: sq(m) }));
    out.extend([
        deploy(Unit::Lancer, "j9"),
        deploy(Unit::Dragon, "j10"),
        deploy(Unit::Rabble, "h9"),
        deploy(Unit::Lancer, "g12"),
    ]);
    out.push(A::EndDeployment);
    out
}

/// The battle, turn by turn: the first player's actions, then the second player's answer.
fn battle() -> Vec<(Vec<A>, Vec<A>)> {
    let shuffle = |i: usize| if i % 2 == 0 { mv("g12", "f12") } else { mv("f12", "g12") };
    let first: Vec<Vec<A>> = vec![
        vec![mv("g4", "g5"), A::EndMarch],
        vec![A::Skewer { from: sq("e4"), at: sq("k10") }],
        vec![mv("e1", "f1")],
        vec![mv("d2", "c3")],
        vec![mv("d3", "c5")],
        vec![mv("g3", "h6")],
        vec![mv("d4", "d9")],
        vec![mv("g2", "j5")],
        vec![mv("g1", "h2")],
        vec![A::Shoot { from: sq("h2"), at: sq("h9") }],
        vec![mv("d1", "d2")],
        vec![mv("g5", "g6"), mv("f4", "f5")],
        vec![deploy(Unit::Archer, "d3")],
        vec![mv("d9", "g9")],
        vec![mv("h6", "i9")],
        vec![A::ExecuteSiege],
    ];
    first
        .into_iter()
        .enumerate()
        .map(|(i, mine)| {
            let answer = match i {
                0 => vec![mv("j10", "k10")],
                15 => vec![],
                _ => vec![shuffle(i - 1)],
            };
            (mine, answer)
        })
        .collect()
}

fn play(g: &mut Fortaleza, a: A, when: &str) {
    let legal = legal_vec(g);
    assert!(legal.contains(&a), "{when}: {} is not legal: {:?}\n{}", g.notation(a), g.check(a), g.position_text());
    g.play_unchecked(a);
}

fn the_game() -> Fortaleza {
    let mut g = Fortaleza::new(&FortalezaOptions::default()).unwrap();
    play(&mut g, A::Choose { territory: Territory::South, colours: Colours::RedAndGold }, "choice");
    for a in south_deployment() {
        play(&mut g, a, "first deployment");
    }
    for a in north_deployment() {
        play(&mut g, a, "second deployment");
    }
    assert_eq!(g.phase(), Phase::Battle);
    for (turn, (mine, answer)) in battle().into_iter().enumerate() {
        for a in mine.into_iter().chain(answer) {
            play(&mut g, a, &format!("turn {}", turn + 1));
        }
    }
    g
}

#[test]
fn the_e2e_game_is_legal_and_ends_with_the_siege_taking_the_hidden_king() {
    let g = the_game();
    let ending = g.ending().expect("the game is over");
    assert_eq!(ending.reason, EndReason::KingCaptured);
    assert_eq!(ending.winner, Some(0));
    assert_eq!(g.dungeon(0, Unit::King), 1, "the North King went to the South Dungeon");
}

#[test]
fn the_second_rabble_of_a_forced_march_ends_the_turn_by_itself() {
    let mut g = Fortaleza::new(&FortalezaOptions::default()).unwrap();
    play(&mut g, A::Choose { territory: Territory::South, colours: Colours::RedAndGold }, "choice");
    for a in south_deployment().into_iter().chain(north_deployment()) {
        play(&mut g, a, "deployment");
    }
    play(&mut g, mv("g4", "g5"), "march");
    assert!(matches!(g.phase(), Phase::March { .. }), "the first Rabble leaves the turn open");
    play(&mut g, mv("f4", "f5"), "march");
    assert_eq!(g.to_move(), Some(1), "after the second Rabble the turn is over");
}

#[test]
fn the_siege_is_laid_after_the_cavalry_lands_and_the_north_cannot_break_it_by_shuffling() {
    let mut g = Fortaleza::new(&FortalezaOptions::default()).unwrap();
    play(&mut g, A::Choose { territory: Territory::South, colours: Colours::RedAndGold }, "choice");
    for a in south_deployment().into_iter().chain(north_deployment()) {
        play(&mut g, a, "deployment");
    }
    let turns = battle();
    for (mine, answer) in &turns[..14] {
        for &a in mine.iter().chain(answer) {
            play(&mut g, a, "battle");
        }
    }
    play(&mut g, mv("h6", "i9"), "the Cavalry lands");
    assert!(g.siege_stands(0));
    assert_eq!(g.besieging_squares(0), vec![sq("g9"), sq("i9")]);
}

/// The second e2e game: the same deployments, then the North Dragon takes the South Elephant at
/// once, so when the South executes its siege there is a prisoner to trade: the South frees its
/// Elephant, the North saves a Rabble onto his ring and loses the rest of his Reserve, King
/// included.
fn trade_battle() -> Vec<A> {
    vec![
        mv("g4", "g5"),
        A::EndMarch,
        mv("j10", "d4"),
        mv("g3", "h6"),
        mv("g12", "f12"),
        mv("h6", "i9"),
        mv("f12", "g12"),
        mv("g2", "j5"),
        mv("g12", "f12"),
        mv("j5", "j9"),
        mv("f12", "g12"),
        A::ExecuteSiege,
        A::Rescue { unit: Unit::Elephant },
        A::Save { unit: Unit::Rabble, to: Some(sq("j10")) },
    ]
}

#[test]
fn the_e2e_trade_game_frees_the_elephant_and_the_north_saves_a_rabble_but_loses_his_king() {
    let mut g = Fortaleza::new(&FortalezaOptions::default()).unwrap();
    play(&mut g, A::Choose { territory: Territory::South, colours: Colours::RedAndGold }, "choice");
    for a in south_deployment().into_iter().chain(north_deployment()) {
        play(&mut g, a, "deployment");
    }
    for (i, a) in trade_battle().into_iter().enumerate() {
        if a == A::ExecuteSiege {
            assert!(g.siege_stands(0));
        }
        if matches!(a, A::Save { .. }) {
            assert_eq!(g.phase(), Phase::Save);
            assert_eq!(g.to_move(), Some(1), "the defender saves");
        }
        play(&mut g, a, &format!("action {}", i + 1));
    }
    let ending = g.ending().expect("the game is over");
    assert_eq!((ending.winner, ending.reason), (Some(0), EndReason::KingCaptured));
    assert_eq!(g.reserve(0, Unit::Elephant), 2, "the freed Elephant is back in the South Reserve");
    assert_eq!(g.unit_at(sq("j10")), Some((1, Unit::Rabble)), "the saved Rabble stands on the ring");
}
