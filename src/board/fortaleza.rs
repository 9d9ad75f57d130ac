//! Fortaleza's board interaction, kept free of the web so it is tested natively: what the player
//! has in hand, which squares are marked for it (the kit's [`Marks`] over the engine's legal
//! actions), and what a click on a square means. The board component only stores the selection
//! and carries out the [`Outcome`].

use super::marks::{Click, Marks};
use crate::core::Game;
use crate::games::fortaleza::{fortress_squares, Fortaleza, FortalezaAction as A, Phase, Square, Unit};

/// What the player has in hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selection {
    Nothing,
    /// A unit on the board (its moves and shots are marked).
    Unit(Square),
    /// A unit kind from the Reserve (to deploy, or to save after a siege).
    Reserve(Unit),
    /// A Mountain (deployment).
    Mountain,
}

/// The unit kind an action takes from the Reserve, if any.
pub fn reserve_unit(a: A) -> Option<Unit> {
    match a {
        A::Deploy { unit, .. } | A::Save { unit, to: Some(_) } => Some(unit),
        _ => None,
    }
}

/// Whether `a` is one of the actions a selection makes clickable on the board.
pub fn belongs_to(a: A, sel: Selection) -> bool {
    match sel {
        Selection::Nothing => matches!(a, A::PlaceFortress { .. }),
        Selection::Unit(from) => {
            matches!(a, A::Move { .. } | A::Shoot { .. } | A::Skewer { .. }) && a.origin_square() == Some(from)
        }
        Selection::Reserve(unit) => reserve_unit(a) == Some(unit),
        Selection::Mountain => matches!(a, A::PlaceMountain { .. }),
    }
}

/// The selection in force: with nothing picked during the deployment, the Mountains come first.
pub fn effective(sel: Selection, legal: &[A]) -> Selection {
    if sel == Selection::Nothing && legal.iter().any(|a| matches!(a, A::PlaceMountain { .. })) {
        Selection::Mountain
    } else {
        sel
    }
}

/// Whether a selection still means something in a new position (a Reserve or Mountain pick is
/// kept from one placement to the next; a unit on the board is not).
pub fn still_valid(sel: Selection, legal: &[A]) -> bool {
    match sel {
        Selection::Reserve(_) | Selection::Mountain => legal.iter().any(|a| belongs_to(*a, sel)),
        _ => false,
    }
}

/// The kit's marks for the selection in force: every square a legal action starts from is an
/// origin (units that move or shoot, deployed units that can be taken back); the targets are the
/// squares of the actions the selection makes clickable.
pub fn marks(legal: &[A], sel: Selection) -> Marks<A> {
    let origin = |a: &A| a.origin_square().map(u16::from);
    let target = |a: &A| a.target_square().map(u16::from);
    let own: Vec<A> = legal.iter().copied().filter(|a| belongs_to(*a, sel)).collect();
    Marks {
        origins: Marks::compute(legal, None, origin, |_| None).origins,
        targets: Marks::compute(&own, None, |_| None, target).targets,
    }
}

/// The legal action a click on a Fortress means, if any: ending or lifting one's own, executing
/// a siege on the other (the engine says whose Fortress each of those actions selects).
pub fn fortress_click(g: &Fortaleza, legal: &[A], sq: Square) -> Option<A> {
    let owner = g.fortress_owner(sq)?;
    legal.iter().copied().find(|a| g.fortress_of_action(*a) == Some(owner))
}

/// The squares a suggested action marks (a Fortress action marks the Fortress it selects).
pub fn action_squares(g: &Fortaleza, a: A) -> Vec<Square> {
    let mut out: Vec<Square> = a.origin_square().into_iter().chain(a.target_square()).collect();
    if let Some(anchor) = g.fortress_of_action(a).and_then(|seat| g.fortress(seat)) {
        out.push(anchor);
    }
    out
}

/// The squares one action of a turn left and reached, for the last turn's marks: a unit's move,
/// a shot from the shooter to its target, a Fortress (all its squares) or a Mountain built, a
/// unit deployed or taken back, a Fortress lifted, the enemy Fortress a siege was executed on, a
/// unit saved onto the ring. Choices and ends of a phase mark nothing.
pub fn last_move_squares(before: &Fortaleza, a: A) -> (Vec<Square>, Vec<Square>) {
    let fortress = |seat: Option<crate::core::Seat>| -> Vec<Square> {
        seat.and_then(|s| before.fortress(s)).map(|at| fortress_squares(at).iter().collect()).unwrap_or_default()
    };
    match a {
        A::PlaceFortress { at } => (Vec::new(), fortress_squares(at).iter().collect()),
        A::LiftFortress => (fortress(before.fortress_of_action(a)), Vec::new()),
        A::ExecuteSiege => (Vec::new(), fortress(before.fortress_of_action(a))),
        _ => (a.origin_square().into_iter().collect(), a.target_square().into_iter().collect()),
    }
}

/// What a click on a square does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Play this legal action.
    Play(A),
    /// Hold this instead (a second click on the selected unit puts it down).
    Select(Selection),
    /// Nothing legal here: show why the engine refuses this action.
    Refuse(A),
    /// The player's own unit has nothing to do.
    Stuck(Unit),
    /// Nothing to do or say.
    Nothing,
}

/// What a click on `sq` means with `sel` in force and the kit's `marks` of it: a marked target
/// plays its action, a Fortress its action, a deployed unit goes back, an own unit with actions
/// is picked up (or put down again); anything else is refused in the engine's words.
pub fn click(g: &Fortaleza, legal: &[A], marks: &Marks<A>, sel: Selection, sq: Square) -> Outcome {
    let selected = match sel {
        Selection::Unit(from) => Some(u16::from(from)),
        _ => None,
    };
    match marks.click(u16::from(sq), selected) {
        Click::Play(a) => return Outcome::Play(a),
        // Several actions onto one square (a save of one unit kind) do the same: take the first.
        Click::Choose(actions) => {
            if let Some(&a) = actions.first() {
                return Outcome::Play(a);
            }
        }
        _ => {}
    }
    if let Some(a) = fortress_click(g, legal, sq) {
        return Outcome::Play(a);
    }
    if legal.contains(&A::TakeBack { from: sq }) {
        return Outcome::Play(A::TakeBack { from: sq });
    }
    let mover = g.to_move();
    let mine = g.unit_at(sq).is_some_and(|(seat, _)| Some(seat) == mover);
    if mine && marks.is_origin(u16::from(sq)) {
        let again = sel == Selection::Unit(sq);
        return Outcome::Select(if again { Selection::Nothing } else { Selection::Unit(sq) });
    }
    match sel {
        Selection::Unit(from) if from == sq => Outcome::Select(Selection::Nothing),
        Selection::Unit(from) => {
            let siege_weapon = g.unit_at(from).is_some_and(|(_, u)| u.is_siege_weapon());
            let enemy = g.unit_at(sq).is_some_and(|(seat, _)| Some(seat) != mover);
            Outcome::Refuse(if siege_weapon && enemy { A::Shoot { from, at: sq } } else { A::Move { from, to: sq } })
        }
        Selection::Reserve(unit) if g.phase() == Phase::Save => Outcome::Refuse(A::Save { unit, to: Some(sq) }),
        Selection::Reserve(unit) => Outcome::Refuse(A::Deploy { unit, to: sq }),
        Selection::Mountain => Outcome::Refuse(A::PlaceMountain { at: sq }),
        Selection::Nothing if g.phase() == Phase::Deploy && mover.and_then(|s| g.fortress(s)).is_none() => {
            Outcome::Refuse(A::PlaceFortress { at: sq })
        }
        Selection::Nothing => match g.unit_at(sq) {
            Some((_, unit)) if mine => Outcome::Stuck(unit),
            _ => Outcome::Nothing,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::legal_vec;
    use crate::games::fortaleza::{parse_square, Colours, FortalezaOptions, Territory};

    fn sq(name: &str) -> Square {
        parse_square(name).unwrap_or_else(|| panic!("no square {name}"))
    }

    fn play(g: &mut Fortaleza, actions: &[A]) {
        for &a in actions {
            if let Err(e) = g.apply(a) {
                panic!("{a:?} refused: {e}");
            }
        }
    }

    /// The first player has chosen the South (Red & Gold).
    fn deployment() -> Fortaleza {
        let mut g = Fortaleza::new(&FortalezaOptions::default()).unwrap_or_else(|e| panic!("{e:?}"));
        play(&mut g, &[A::Choose { territory: Territory::South, colours: Colours::RedAndGold }]);
        g
    }

    /// A battle position from the engine's position text: `pieces` as (letter, square), the
    /// Fortresses on b2 (first seat) and j10.
    fn battle(pieces: &[(&str, &str)], to_move: u8) -> Fortaleza {
        let board = deployment();
        let mut layout = Vec::new();
        for row in (0..12).rev() {
            let mut cells = Vec::new();
            for col in 0..12 {
                let s = crate::games::fortaleza::square_at(col, row);
                let name = crate::games::fortaleza::square_name(s);
                let cell = if let Some((letter, _)) = pieces.iter().find(|(_, at)| *at == name) {
                    letter.to_string()
                } else if board.is_water(s) {
                    "~".into()
                } else if ["b2", "c2", "b3", "c3"].contains(&name.as_str()) {
                    "F".into()
                } else if ["j10", "k10", "j11", "k11"].contains(&name.as_str()) {
                    "f".into()
                } else {
                    ".".into()
                };
                cells.push(cell);
            }
            layout.push(format!("{} {}", row + 1, cells.join(" ")));
        }
        let text = format!("{}\nto move: {to_move}\n\n", layout.join("\n"));
        Fortaleza::from_position_text(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
    }

    fn click_on(g: &Fortaleza, sel: Selection, name: &str) -> Outcome {
        let legal = legal_vec(g);
        let sel = effective(sel, &legal);
        click(g, &legal, &marks(&legal, sel), sel, sq(name))
    }

    #[test]
    fn before_the_fortress_stands_its_anchors_are_the_targets_and_a_click_builds_it() {
        let g = deployment();
        let legal = legal_vec(&g);
        let m = marks(&legal, effective(Selection::Nothing, &legal));
        assert!(m.target(u16::from(sq("e2"))).is_some());
        assert_eq!(click_on(&g, Selection::Nothing, "e2"), Outcome::Play(A::PlaceFortress { at: sq("e2") }));
        assert_eq!(
            click_on(&g, Selection::Nothing, "e6"),
            Outcome::Refuse(A::PlaceFortress { at: sq("e6") }),
            "its ring would leave the South: the engine says why"
        );
    }

    #[test]
    fn with_nothing_picked_the_mountains_come_first_and_a_pick_stays_while_it_can_be_placed() {
        let mut g = deployment();
        play(&mut g, &[A::PlaceFortress { at: sq("e2") }]);
        let legal = legal_vec(&g);
        assert_eq!(effective(Selection::Nothing, &legal), Selection::Mountain);
        assert!(still_valid(Selection::Mountain, &legal));
        assert!(!still_valid(Selection::Unit(sq("e2")), &legal), "a unit on the board is never kept");
        let m = marks(&legal, Selection::Mountain);
        assert!(m.targets.iter().all(|(_, a)| matches!(a[0], A::PlaceMountain { .. })));
        assert_eq!(click_on(&g, Selection::Nothing, "a1"), Outcome::Play(A::PlaceMountain { at: sq("a1") }));
        // A click on the Fortress lifts it while no unit is out; on water the engine says why not.
        assert_eq!(click_on(&g, Selection::Nothing, "e2"), Outcome::Play(A::LiftFortress));
        assert_eq!(click_on(&g, Selection::Nothing, "i3"), Outcome::Refuse(A::PlaceMountain { at: sq("i3") }));
    }

    #[test]
    fn a_unit_is_picked_up_put_down_and_its_targets_played_or_refused() {
        let g = battle(&[("K", "e4"), ("R", "e5"), ("k", "h9"), ("r", "f5")], 0);
        let legal = legal_vec(&g);
        let m = marks(&legal, Selection::Nothing);
        assert!(m.is_origin(u16::from(sq("e5"))) && m.targets.is_empty());
        assert_eq!(click_on(&g, Selection::Nothing, "e5"), Outcome::Select(Selection::Unit(sq("e5"))));
        let held = Selection::Unit(sq("e5"));
        assert_eq!(click_on(&g, held, "e5"), Outcome::Select(Selection::Nothing), "a second click puts it down");
        assert_eq!(click_on(&g, held, "f5"), Outcome::Play(A::Move { from: sq("e5"), to: sq("f5") }));
        assert_eq!(
            g.action_kind(A::Move { from: sq("e5"), to: sq("f5") }),
            crate::games::fortaleza::ui_queries::ActionKind::Capture
        );
        assert_eq!(click_on(&g, held, "g8"), Outcome::Refuse(A::Move { from: sq("e5"), to: sq("g8") }));
        assert_eq!(click_on(&g, held, "e4"), Outcome::Select(Selection::Unit(sq("e4"))), "another own unit");
        assert_eq!(click_on(&g, Selection::Nothing, "h9"), Outcome::Nothing, "an enemy, nothing held");
    }

    #[test]
    fn the_last_turn_marks_a_move_a_shot_and_the_works_built() {
        let names =
            |squares: Vec<Square>| squares.into_iter().map(crate::games::fortaleza::square_name).collect::<Vec<_>>();
        let marked = |g: &Fortaleza, a: A| {
            let (left, reached) = last_move_squares(g, a);
            (names(left), names(reached))
        };
        let g = deployment();
        let (left, mut fortress) = marked(&g, A::PlaceFortress { at: sq("e2") });
        fortress.sort();
        assert_eq!((left, fortress), (vec![], vec!["e2", "e3", "f2", "f3"].into_iter().map(String::from).collect()));
        let mut built = g.clone();
        play(&mut built, &[A::PlaceFortress { at: sq("e2") }]);
        assert_eq!(marked(&built, A::PlaceMountain { at: sq("a1") }), (vec![], vec!["a1".to_string()]));
        assert_eq!(marked(&built, A::LiftFortress).0.len(), 4, "a Fortress lifted leaves its four squares");
        assert_eq!(marked(&built, A::EndDeployment), (vec![], vec![]));
        let g = battle(&[("K", "e4"), ("R", "e5"), ("k", "h9"), ("r", "f5")], 0);
        assert_eq!(
            marked(&g, A::Move { from: sq("e5"), to: sq("f5") }),
            (vec!["e5".to_string()], vec!["f5".to_string()])
        );
    }
}
