//! Torri's board interaction, kept free of the web so it is tested natively: which squares are
//! marked ([`marks`]: the kit's [`Marks`] over the engine's legal actions — the stacks that may
//! move, the selected stack's targets, during a split the targets of the chosen cut), what a
//! click on a square means ([`click`]), the squares a suggested action marks ([`hint_squares`])
//! and the squares one action of the last turn left and reached ([`last_move_squares`], for
//! `crate::board::last_move`). The board component stores the selected stack and the split's
//! cut, and carries out the [`Outcome`]; the buttons (roll, pass, free carry, the split's cuts)
//! are its own.

use super::marks::{Click, Marks};
use crate::core::legal_vec;
use crate::games::torri::{Square, Torri, TorriAction, TurnPhase};

/// The highlights: every stack the engine lets the player move is an origin; the targets of the
/// selected stack are the engine's own list of actions from it; during a split, the engine's
/// split targets for the chosen cut (no origins then: the stack to split is the engine's).
pub fn marks(s: &Torri, selected: Option<Square>, split_cut: Option<u8>) -> Marks<TorriAction> {
    let legal = legal_vec(s);
    let origin = |a: &TorriAction| a.origin_square().map(u16::from);
    let target = |a: &TorriAction| a.target_square().map(u16::from);
    if let TurnPhase::AwaitSplit { .. } = s.phase() {
        let splits: Vec<TorriAction> = legal
            .into_iter()
            .filter(|a| matches!(a, TorriAction::Split { cut, .. } if Some(*cut) == split_cut))
            .collect();
        return Marks { origins: Vec::new(), targets: Marks::compute(&splits, None, |_| None, target).targets };
    }
    let mut marks = Marks::compute(&legal, None, origin, |_| None);
    if let Some(from) = selected {
        marks.targets = Marks::compute(&s.actions_from(from), Some(from.into()), origin, target).targets;
    }
    marks
}

/// What a click on a square does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Play this legal action (the selection and the cut are dropped with it).
    Play(TorriAction),
    /// Hold this stack, or nothing.
    Select(Option<Square>),
}

/// What a click on square `sq` means with the kit's `marks` and `selected` in hand: a target
/// plays its action; a stack that may move is picked up (put down again when it was held); any
/// other square drops the selection.
pub fn click(marks: &Marks<TorriAction>, selected: Option<Square>, sq: Square) -> Outcome {
    match marks.click(sq.into(), selected.map(u16::from)) {
        Click::Play(action) => Outcome::Play(action),
        // Two actions onto one square never happen in Torri; take the first. (The kit lists no
        // target without an action: the selection would just stay as it is.)
        Click::Choose(actions) => actions.first().map_or(Outcome::Select(selected), |a| Outcome::Play(*a)),
        Click::Select(choice) => Outcome::Select(choice.map(|s| s as Square)),
        Click::Nothing => Outcome::Select(None),
    }
}

/// The squares a suggested action marks: the stack it moves or carries, and where it lands.
pub fn hint_squares(a: TorriAction) -> Vec<u16> {
    a.origin_square().into_iter().chain(a.target_square()).map(u16::from).collect()
}

/// The squares one action of a turn left and reached, for the last turn's marks: a move's two
/// squares (a capture's too: the stack it landed on is under it now), a split's stack and where
/// its top went, a free carry's stack (its pieces went home). Rolls and passes mark nothing.
pub fn last_move_squares(before: &Torri, a: TorriAction) -> (Vec<u16>, Vec<u16>) {
    let left = match (a, before.phase()) {
        (TorriAction::Split { .. }, TurnPhase::AwaitSplit { at, .. }) => Some(at),
        _ => a.origin_square(),
    };
    (left.map(u16::from).into_iter().collect(), a.target_square().map(u16::from).into_iter().collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;
    use crate::games::torri::{parse_square, TorriOptions};

    fn sq(name: &str) -> Square {
        parse_square(name).unwrap_or_else(|| panic!("no square {name}"))
    }

    fn at(name: &str) -> u16 {
        u16::from(sq(name))
    }

    fn start() -> Torri {
        Torri::new_game(&TorriOptions::default(), 1).unwrap_or_else(|e| panic!("{e:?}"))
    }

    /// A position from `(square, stack bottom-to-top)` pairs, through the engine's position text.
    fn position(options: TorriOptions, stacks: &[(&str, &str)], to_move: char) -> Torri {
        let mut text = String::new();
        for rank in (1..=10).rev() {
            text.push_str(&rank.to_string());
            for file in "abcdefghij".chars() {
                let name = format!("{file}{rank}");
                let stack = stacks.iter().find(|(s, _)| *s == name).map_or(".", |(_, stack)| *stack);
                text.push(' ');
                text.push_str(stack);
            }
            text.push('\n');
        }
        text.push_str(&format!("to move: {to_move}\n"));
        Torri::from_position_text(&text, options).unwrap_or_else(|e| panic!("{e:?}"))
    }

    fn play(g: &mut Torri, a: TorriAction) {
        if let Err(e) = g.apply(a) {
            panic!("{a:?} refused: {e}");
        }
    }

    /// Red's two on e5 can capture blue's two on e7 by a height move; with a height limit of 3
    /// the four pieces (red, blue, red, red from the bottom) must then be split.
    fn before_capture() -> Torri {
        let options = TorriOptions { height_limit: Some(3), ..TorriOptions::default() };
        position(options, &[("e5", "RR"), ("e7", "RB"), ("a10", "B")], 'R')
    }

    #[test]
    fn the_stacks_that_may_move_are_the_engines_legal_origins() {
        let g = start();
        let legal = legal_vec(&g);
        let mut origins: Vec<u16> = legal.iter().filter_map(|a| a.origin_square()).map(u16::from).collect();
        origins.sort();
        origins.dedup();
        let m = marks(&g, None, None);
        assert!(!m.origins.is_empty(), "the start offers height moves");
        assert_eq!(m.origins, origins);
        assert!(m.targets.is_empty(), "nothing held, nothing to land on");
        // Red's back row is blocked by its own front row; the front row may step forward.
        assert!(m.is_origin(at("c2")));
        assert!(!m.is_origin(at("c1")));
        assert!(!m.is_origin(at("c9")), "blue's stacks are not red's to move");
        // The split's cut changes nothing outside a split.
        assert_eq!(marks(&g, None, Some(1)), m);
    }

    #[test]
    fn a_selected_stack_marks_exactly_its_legal_targets_and_a_click_plays_the_engines_action() {
        let g = start();
        let legal = legal_vec(&g);
        let from = sq("c2");
        let m = marks(&g, Some(from), None);
        assert_eq!(m.origins, marks(&g, None, None).origins, "the other stacks may still be picked");
        let expected: Vec<(u16, Vec<TorriAction>)> = g
            .actions_from(from)
            .into_iter()
            .filter_map(|a| a.target_square().map(|t| (u16::from(t), vec![a])))
            .collect();
        assert_eq!(m.targets, expected);
        assert_eq!(m.targets, vec![(at("c3"), vec![TorriAction::Move { from, to: sq("c3") }])]);
        for (t, actions) in &m.targets {
            assert!(legal.contains(&actions[0]));
            assert_eq!(click(&m, Some(from), *t as Square), Outcome::Play(actions[0]));
        }
        // The held stack is put down again, another is picked instead, anything else drops it.
        assert_eq!(click(&m, Some(from), from), Outcome::Select(None));
        assert_eq!(click(&m, Some(from), sq("d2")), Outcome::Select(Some(sq("d2"))));
        assert_eq!(click(&m, Some(from), sq("e6")), Outcome::Select(None));
        assert_eq!(click(&m, Some(from), sq("c1")), Outcome::Select(None), "a stack that cannot move");
        // Nothing held: a stack that may move is picked up.
        let m = marks(&g, None, None);
        assert_eq!(click(&m, None, from), Outcome::Select(Some(from)));
        assert_eq!(click(&m, None, sq("c3")), Outcome::Select(None));
    }

    #[test]
    fn a_rolled_move_marks_the_targets_at_the_rolled_distance() {
        let mut g = start();
        play(&mut g, TorriAction::Roll);
        let TurnPhase::AwaitMove { distance } = g.phase() else { panic!("rolled: {:?}", g.phase()) };
        let legal = legal_vec(&g);
        let m = marks(&g, None, None);
        let from = m.origins.first().map(|o| *o as Square).unwrap_or_else(|| panic!("no move for {distance}"));
        let m = marks(&g, Some(from), None);
        assert!(!m.targets.is_empty());
        for (t, actions) in &m.targets {
            let [a @ TorriAction::Move { from: f, to }] = actions.as_slice() else { panic!("{actions:?}") };
            assert_eq!((*f, u16::from(*to)), (from, *t));
            assert!(legal.contains(a));
            assert_eq!(click(&m, Some(from), *to), Outcome::Play(*a));
        }
    }

    #[test]
    fn a_split_marks_the_targets_of_the_chosen_cut() {
        let mut g = before_capture();
        let capture = TorriAction::Move { from: sq("e5"), to: sq("e7") };
        let m = marks(&g, Some(sq("e5")), None);
        assert_eq!(m.target(at("e7")), Some(&vec![capture]), "the height move captures");
        assert_eq!(click(&m, Some(sq("e5")), sq("e7")), Outcome::Play(capture));
        play(&mut g, capture);
        assert!(matches!(g.phase(), TurnPhase::AwaitSplit { at, .. } if at == sq("e7")), "{:?}", g.phase());
        assert_eq!(marks(&g, None, None), Marks::default(), "no cut chosen, nothing marked");
        assert_eq!(marks(&g, Some(sq("e7")), None), Marks::default());
        let legal = legal_vec(&g);
        let mut cuts: Vec<u8> = legal
            .iter()
            .filter_map(|a| if let TorriAction::Split { cut, .. } = a { Some(*cut) } else { None })
            .collect();
        cuts.dedup();
        assert_eq!(cuts, [1, 3], "the part left behind is topped by red");
        for cut in cuts {
            let m = marks(&g, None, Some(cut));
            assert!(m.origins.is_empty());
            let mut reached: Vec<u16> = m.targets.iter().map(|(t, _)| *t).collect();
            reached.sort();
            let mut around = vec![at("d7"), at("f7"), at("e6"), at("e8")];
            around.sort();
            assert_eq!(reached, around, "the four squares next to the stack");
            for (t, actions) in &m.targets {
                let split = TorriAction::Split { cut, to: *t as Square };
                assert_eq!(actions, &vec![split]);
                assert!(legal.contains(&split));
                assert_eq!(click(&m, None, *t as Square), Outcome::Play(split));
            }
        }
        assert_eq!(click(&marks(&g, None, Some(1)), None, sq("e7")), Outcome::Select(None));
    }

    #[test]
    fn the_last_turn_marks_where_a_move_a_capture_and_a_split_left_and_landed() {
        // A step from the start: its two squares.
        let g = start();
        let step = TorriAction::Move { from: sq("c2"), to: sq("c3") };
        assert_eq!(last_move_squares(&g, step), (vec![at("c2")], vec![at("c3")]));
        assert_eq!(last_move_squares(&g, TorriAction::Roll), (vec![], vec![]));
        assert_eq!(last_move_squares(&g, TorriAction::Pass), (vec![], vec![]));
        // A capture: the square left and the captured stack's, now under the mover.
        let mut g = before_capture();
        let capture = TorriAction::Move { from: sq("e5"), to: sq("e7") };
        assert_eq!(last_move_squares(&g, capture), (vec![at("e5")], vec![at("e7")]));
        play(&mut g, capture);
        // A split: the stack it was split off and where the top part went.
        let split = TorriAction::Split { cut: 3, to: sq("e8") };
        assert_eq!(last_move_squares(&g, split), (vec![at("e7")], vec![at("e8")]));
        // A free carry: the stack carried from (its pieces went home, off the board).
        let options = TorriOptions { free_carry: Some(1), ..TorriOptions::default() };
        let g = position(options, &[("e5", "BRR"), ("a10", "B")], 'R');
        let carry = TorriAction::FreeCarry { from: sq("e5") };
        assert!(legal_vec(&g).contains(&carry), "{:?}", legal_vec(&g));
        assert_eq!(last_move_squares(&g, carry), (vec![at("e5")], vec![]));
        assert!(marks(&g, Some(sq("e5")), None).target(at("e5")).is_none(), "a carry lands nowhere on the board");
    }

    #[test]
    fn a_suggestion_marks_the_stack_and_where_it_lands() {
        assert_eq!(hint_squares(TorriAction::Move { from: sq("c2"), to: sq("c3") }), [at("c2"), at("c3")]);
        assert_eq!(hint_squares(TorriAction::Split { cut: 1, to: sq("e8") }), [at("e8")]);
        assert_eq!(hint_squares(TorriAction::FreeCarry { from: sq("e5") }), [at("e5")]);
        assert!(hint_squares(TorriAction::Roll).is_empty());
    }
}
