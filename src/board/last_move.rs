//! The squares a board marks for the last turn (the turn the last-move line describes): where
//! its actions moved from and where they moved to or placed on. Each game says which squares one
//! action left and reached, in the position it was played in; this gathers a whole turn.

use crate::core::{Game, Seat, SeenTurn};

/// The last turn's squares, as a board marks them (`last-move-from`, `last-move-to`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LastMove {
    /// Who played the turn (its colour tints the marks).
    pub seat: Seat,
    /// Squares the turn left, where it did not end up.
    pub from: Vec<u16>,
    /// Squares the turn moved to or placed on.
    pub to: Vec<u16>,
}

/// The newest actions of a turn that are marked, as many as the last-move line lists: a long
/// run of one seat's actions (Fortaleza's deployment) marks where it ended, not every square.
pub const MARKED_ACTIONS: usize = 3;

impl LastMove {
    /// The turn's marks, from each action's squares (`squares`: left, reached) in the order they
    /// were played, for its newest [`MARKED_ACTIONS`] actions that have any: a square reached by
    /// one action and left by a later one is a `from`, and the other way round, so the marks say
    /// where things stand after the turn.
    pub fn of<G: Game, S: Into<u16>>(
        turn: &SeenTurn<G>,
        squares: impl Fn(&G, G::Action) -> (Vec<S>, Vec<S>),
    ) -> LastMove {
        let mut marks = LastMove { seat: turn.seat, from: Vec::new(), to: Vec::new() };
        let kit = |squares: Vec<S>| squares.into_iter().map(Into::into).collect::<Vec<u16>>();
        let mut moves: Vec<(Vec<u16>, Vec<u16>)> = turn
            .actions
            .iter()
            .map(|(before, action)| squares(before, *action))
            .map(|(left, reached)| (kit(left), kit(reached)))
            .filter(|(left, reached)| !left.is_empty() || !reached.is_empty())
            .collect();
        let older = moves.len().saturating_sub(MARKED_ACTIONS);
        for (left, reached) in moves.drain(older..) {
            for sq in left {
                marks.to.retain(|t| *t != sq);
                if !marks.from.contains(&sq) {
                    marks.from.push(sq);
                }
            }
            for sq in reached {
                marks.from.retain(|f| *f != sq);
                if !marks.to.contains(&sq) {
                    marks.to.push(sq);
                }
            }
        }
        marks
    }

    /// How square `sq` is marked: `Some(false)` left, `Some(true)` reached, `None` not at all.
    pub fn at(&self, sq: u16) -> Option<bool> {
        if self.to.contains(&sq) {
            Some(true)
        } else if self.from.contains(&sq) {
            Some(false)
        } else {
            None
        }
    }

    /// The CSS class of square `sq`'s mark, if it has one.
    pub fn class(&self, sq: u16) -> Option<&'static str> {
        self.at(sq).map(|reached| if reached { "last-move-to" } else { "last-move-from" })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Match;
    use crate::games::torri::{square_at, Torri, TorriAction, TorriOptions};

    fn sq(col: usize, row: usize) -> u16 {
        u16::from(square_at(col, row))
    }

    fn squares(_: &Torri, a: TorriAction) -> (Vec<u16>, Vec<u16>) {
        (a.origin_square().map(u16::from).into_iter().collect(), a.target_square().map(u16::from).into_iter().collect())
    }

    fn start() -> Torri {
        Torri::new_game(&TorriOptions::default(), 1).unwrap()
    }

    #[test]
    fn a_turn_marks_where_its_moves_left_and_where_they_ended() {
        let turn = SeenTurn::<Torri> {
            seat: 1,
            actions: vec![
                (start(), TorriAction::Roll),
                (start(), TorriAction::Move { from: square_at(0, 0), to: square_at(0, 2) }),
                (start(), TorriAction::Move { from: square_at(0, 2), to: square_at(0, 5) }),
            ],
        };
        let marks = LastMove::of(&turn, squares);
        assert_eq!(marks.seat, 1);
        assert_eq!(marks.from, [sq(0, 0), sq(0, 2)], "a square passed through was left again");
        assert_eq!(marks.to, [sq(0, 5)]);
        assert_eq!(marks.class(sq(0, 5)), Some("last-move-to"));
        assert_eq!(marks.class(sq(0, 0)), Some("last-move-from"));
        assert_eq!(marks.class(sq(3, 3)), None);
        // A stack that comes back where it started ends there: a reached square.
        let back = SeenTurn::<Torri> {
            seat: 0,
            actions: vec![
                (start(), TorriAction::Move { from: square_at(1, 1), to: square_at(1, 2) }),
                (start(), TorriAction::Move { from: square_at(1, 2), to: square_at(1, 1) }),
            ],
        };
        let marks = LastMove::of(&back, squares);
        assert_eq!((marks.from, marks.to), (vec![sq(1, 2)], vec![sq(1, 1)]));
        // A long run marks its newest moves only (rolls, which mark nothing, do not count).
        let run = SeenTurn::<Torri> {
            seat: 0,
            actions: (0..5)
                .flat_map(|i| {
                    [
                        (start(), TorriAction::Roll),
                        (start(), TorriAction::Move { from: square_at(i, 0), to: square_at(i, 1) }),
                    ]
                })
                .collect(),
        };
        let marks = LastMove::of(&run, squares);
        assert_eq!(marks.to, [sq(2, 1), sq(3, 1), sq(4, 1)]);
        assert_eq!(marks.from, [sq(2, 0), sq(3, 0), sq(4, 0)]);
    }

    #[test]
    fn a_match_gives_the_turn_shown_with_its_rolls_and_moves() {
        let mut m = Match::<Torri>::new(&TorriOptions::default(), 5).unwrap();
        // Play until some turn has moved a stack, then mark it.
        let mut legal = Vec::new();
        for _ in 0..40 {
            let g = m.current();
            g.legal_actions(&mut legal);
            let a = legal.iter().copied().find(|a| matches!(a, TorriAction::Move { .. })).unwrap_or(legal[0]);
            m.play(a).unwrap();
        }
        let turn = m.seen_turn(None, m.ply()).unwrap();
        assert_eq!(Some(turn.seat), m.records().last().map(|r| r.seat));
        let marks = LastMove::of(&turn, squares);
        for (_, a) in &turn.actions {
            if let TorriAction::Move { to, .. } = a {
                assert!(marks.at(u16::from(*to)).is_some(), "{a:?} is marked");
            }
        }
    }
}
