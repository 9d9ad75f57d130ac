//! Which squares a board highlights, computed from the engine's legal actions and what the
//! engine says each action's origin and target squares are. Nothing here knows a rule: a
//! square is an origin because some legal action starts there, a target because some legal
//! action (from the selected origin, or needing no origin) aims there.

/// The highlights for one position and selection.
#[derive(Clone, Debug, PartialEq)]
pub struct Marks<A> {
    /// Squares some legal action starts from (pieces that can be picked up).
    pub origins: Vec<u16>,
    /// Squares a click would act on, with the actions that click could mean (several when the
    /// engine offers different actions onto one square).
    pub targets: Vec<(u16, Vec<A>)>,
}

impl<A> Default for Marks<A> {
    fn default() -> Self {
        Marks { origins: Vec::new(), targets: Vec::new() }
    }
}

impl<A: Copy + PartialEq> Marks<A> {
    /// `origin` and `target` are the engine's answers for one action. With a selection, the
    /// targets are the actions from that origin; without one, the actions that need no origin.
    pub fn compute(
        legal: &[A],
        selected: Option<u16>,
        origin: impl Fn(&A) -> Option<u16>,
        target: impl Fn(&A) -> Option<u16>,
    ) -> Marks<A> {
        let mut marks = Marks::default();
        for a in legal {
            let from = origin(a);
            if let Some(o) = from {
                if !marks.origins.contains(&o) {
                    marks.origins.push(o);
                }
            }
            if from != selected {
                continue;
            }
            let Some(t) = target(a) else { continue };
            match marks.targets.iter_mut().find(|(sq, _)| *sq == t) {
                Some((_, actions)) => actions.push(*a),
                None => marks.targets.push((t, vec![*a])),
            }
        }
        // Distinct squares: the app's one sort gives `sort_unstable`'s order with less wasm.
        marks.origins.sort();
        marks
    }

    /// The actions a click on `square` could mean, if it is a target.
    pub fn target(&self, square: u16) -> Option<&Vec<A>> {
        self.targets.iter().find(|(sq, _)| *sq == square).map(|(_, a)| a)
    }

    pub fn is_origin(&self, square: u16) -> bool {
        self.origins.contains(&square)
    }
}

/// What a click on a square means, given the marks and the selection.
#[derive(Clone, Debug, PartialEq)]
pub enum Click<A> {
    /// Exactly one action: play it.
    Play(A),
    /// Several actions onto this square: let the player choose.
    Choose(Vec<A>),
    /// Pick this origin up (or put it down again when it was selected).
    Select(Option<u16>),
    /// Nothing to do here: clear the selection.
    Nothing,
}

impl<A: Copy + PartialEq> Marks<A> {
    pub fn click(&self, square: u16, selected: Option<u16>) -> Click<A> {
        if let Some(actions) = self.target(square) {
            return match actions.as_slice() {
                [one] => Click::Play(*one),
                many => Click::Choose(many.to_vec()),
            };
        }
        if self.is_origin(square) {
            return Click::Select(if selected == Some(square) { None } else { Some(square) });
        }
        Click::Nothing
    }
}

/// Where the player can act on the board now, for screen readers: the same squares the marks
/// highlight, so they too come from the engine's legal actions.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Targets {
    /// Squares a click acts on, each with a short description of the action when the game has
    /// one ("Step (1 AP)").
    pub act: Vec<(u16, Option<String>)>,
    /// Squares holding something the player may select first (a piece, a stack, a unit).
    pub pick: Vec<u16>,
}

impl Targets {
    /// The targets of the marks (with `action` describing the actions onto one square) and,
    /// while nothing is selected, the origins that are not targets themselves.
    pub fn from_marks<A>(marks: &Marks<A>, selected: Option<u16>, action: impl Fn(&[A]) -> Option<String>) -> Targets {
        let act: Vec<(u16, Option<String>)> = marks.targets.iter().map(|(sq, a)| (*sq, action(a))).collect();
        let pick = match selected {
            Some(_) => Vec::new(),
            None => marks.origins.iter().copied().filter(|o| !act.iter().any(|(t, _)| t == o)).collect(),
        };
        Targets { act, pick }
    }

    pub fn is_empty(&self) -> bool {
        self.act.is_empty() && self.pick.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (origin, target) pairs standing for actions.
    type A = (Option<u16>, Option<u16>);

    fn marks(legal: &[A], selected: Option<u16>) -> Marks<A> {
        Marks::compute(legal, selected, |a| a.0, |a| a.1)
    }

    #[test]
    fn origins_are_where_actions_start_and_targets_follow_the_selection() {
        let legal = [(Some(3), Some(4)), (Some(3), Some(5)), (Some(7), Some(4)), (None, Some(9))];
        let m = marks(&legal, None);
        assert_eq!(m.origins, vec![3, 7]);
        assert_eq!(m.targets, vec![(9, vec![(None, Some(9))])], "without a selection: actions needing no origin");
        let m = marks(&legal, Some(3));
        assert_eq!(m.targets.iter().map(|t| t.0).collect::<Vec<_>>(), vec![4, 5]);
        assert_eq!(m.click(4, Some(3)), Click::Play((Some(3), Some(4))));
        assert_eq!(m.click(7, Some(3)), Click::Select(Some(7)));
        assert_eq!(m.click(3, Some(3)), Click::Select(None), "clicking the selection puts it down");
        assert_eq!(m.click(60, Some(3)), Click::Nothing);
    }

    #[test]
    fn several_actions_onto_one_square_ask_the_player() {
        let legal = [(Some(1), Some(2)), (Some(1), Some(2))];
        let m = marks(&legal, Some(1));
        assert_eq!(m.click(2, Some(1)), Click::Choose(legal.to_vec()));
    }

    #[test]
    fn screen_readers_hear_the_marked_targets_and_before_a_selection_what_can_be_picked() {
        let legal = [(Some(3), Some(4)), (Some(3), Some(5)), (Some(7), Some(4)), (None, Some(9)), (None, Some(7))];
        let describe = |actions: &[A]| Some(format!("{} ways", actions.len()));
        let t = Targets::from_marks(&marks(&legal, None), None, describe);
        assert_eq!(t.act, vec![(9, Some("1 ways".into())), (7, Some("1 ways".into()))]);
        assert_eq!(t.pick, vec![3], "a square that is a target is said once, as a target");
        let t = Targets::from_marks(&marks(&legal, Some(3)), Some(3), |_| None);
        assert_eq!(t.act, vec![(4, None), (5, None)]);
        assert!(t.pick.is_empty(), "with something in hand, only its targets");
        assert!(Targets::from_marks(&marks(&[], None), None, describe).is_empty());
    }
}
