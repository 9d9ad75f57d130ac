//! Torres' board interaction, kept free of the web so it is tested natively: the mode the board
//! is in (ordinary actions, or the targets of one card), the kit's marks over the engine's legal
//! actions, what a tap, a click or Enter on a square means ([`click`]), why nothing can be done
//! on a square ([`Refusal`], in the engine's words), and the squares the last turn acted on
//! ([`last_move_squares`], for `crate::board::last_move`). The board component stores the selection and carries out the [`Outcome`].
//!
//! # Which taps play at once
//! A tap (a click, Enter or Space on the cursor: all three go through [`click`]) plays an action
//! at once only where the player has already said what it is:
//! * a destination of the knight they selected — a step or a move through a castle (1 AP);
//! * a target of the card they picked from their hand (the card was the choice);
//! * a square in the set-up (a foundation, a start knight, the king) or of the king's move after a
//!   scoring: nothing else can be done then, and it costs no action points.
//!
//! Everything else asks first ([`asks_first`], [`Outcome::Ask`]): a square where a new knight
//! (2 AP) or a block (1 AP) could go — a tap there could mean either, or a knight's move the
//! player did not select first — and any square a tap could mean several things on. The first tap
//! shows the piece there with its cost, and a box of one button per meaning; a second tap on the
//! same square plays it when it is the only meaning, a button plays the one it names; Escape,
//! Cancel or a tap on any other square drops the question (a tap on another such square asks
//! about that one instead, a tap on a knight selects it).
//!
//! A tap on a square where nothing can be done says why ([`Outcome::Refuse`]): the engine's own
//! error for what the tap most plausibly meant there ([`refusal`]).

use super::marks::{Click, Marks};
use crate::core::Game;
use crate::games::torres::{distinct_choices, Card, CardPlay, Stage, Torres, TorresAction, TorresError};

/// What the board's clicks mean right now: ordinary actions, or the targets of one card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Normal,
    Card(Card),
}

/// Whether an action belongs to the current mode (cards only in their own mode).
fn in_mode(a: &TorresAction, mode: Mode) -> bool {
    match (a, mode) {
        (TorresAction::Play(p), Mode::Card(c)) => p.card() == c,
        (TorresAction::Play(_), Mode::Normal) => false,
        (_, Mode::Card(_)) => false,
        _ => true,
    }
}

/// The highlights for the mode and selection: the kit's marks over the engine's origin and
/// target squares, with the choices on each square reduced to the ones the engine says differ.
pub fn marks(legal: &[TorresAction], mode: Mode, selected: Option<u8>) -> Marks<TorresAction> {
    let relevant: Vec<TorresAction> = legal.iter().copied().filter(|a| in_mode(a, mode)).collect();
    let mut marks = Marks::compute(
        &relevant,
        selected.map(u16::from),
        |a| a.origin_square().map(u16::from),
        |a| a.target_square().map(u16::from),
    );
    for (_, actions) in marks.targets.iter_mut() {
        *actions = distinct_choices(actions);
    }
    marks
}

/// Whether a tap meaning `a` asks before playing it: an action that costs action points and that
/// the player has not chosen by selecting something first (a new knight, a block).
pub fn asks_first(a: TorresAction) -> bool {
    a.ap_cost() > 0 && a.origin_square().is_none()
}

/// Whether a tap on a target with these meanings asks first (see the module docs).
pub fn target_asks_first(actions: &[TorresAction]) -> bool {
    actions.len() != 1 || actions.iter().any(|a| asks_first(*a))
}

/// Why nothing can be done on a square, as the engine says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// One reason for everything the tap could have meant there.
    Square { square: u8, reason: TorresError },
    /// An empty square: a block and a new knight are each refused, for different reasons.
    BlockOrKnight { square: u8, block: TorresError, knight: TorresError },
    /// The player's own knight, which has no move: the reason its steps are refused (the one
    /// most of its neighbours give).
    Knight { square: u8, reason: TorresError },
}

/// What a tap on a square means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Play this legal action now.
    Play(TorresAction),
    /// Show what a tap on `square` would do, with its cost, and ask: the legal actions there.
    Ask { square: u8, actions: Vec<TorresAction> },
    /// Select this knight (or block, for *Move block*), or put the selected one down (`None`).
    Select(Option<u8>),
    /// Nothing legal here: say why (and drop the selection).
    Refuse(Refusal),
    /// Drop whatever is pending (a question, a selection) and do nothing else.
    Drop,
}

/// What a tap on square `sq` means, given the position `g` (as the viewer sees it), the kit's
/// `marks` for the `mode` and `selected` knight, and the square `asked` about, if any.
pub fn click(
    g: &Torres,
    marks: &Marks<TorresAction>,
    mode: Mode,
    selected: Option<u8>,
    asked: Option<u8>,
    sq: u8,
) -> Outcome {
    match marks.click(u16::from(sq), selected.map(u16::from)) {
        Click::Play(a) if asked == Some(sq) || !asks_first(a) => Outcome::Play(a),
        Click::Play(a) => Outcome::Ask { square: sq, actions: vec![a] },
        Click::Choose(actions) => Outcome::Ask { square: sq, actions },
        Click::Select(origin) => Outcome::Select(origin.map(|o| o as u8)),
        // A tap elsewhere while a question is open only drops it.
        Click::Nothing if asked.is_some() => Outcome::Drop,
        Click::Nothing => refusal(g, mode, selected, sq).map_or(Outcome::Drop, Outcome::Refuse),
    }
}

/// The engine's reason why what a tap on `sq` most plausibly meant is not legal: the set-up's or
/// the king's placement there, the selected knight's step (or move through a castle) there, the
/// chosen card's play there, a block and a new knight there; on the player's own knight, its
/// steps. `None` where the engine has nothing to object to, or the tap has no plausible meaning
/// (a card that needs a knight picked first).
pub fn refusal(g: &Torres, mode: Mode, selected: Option<u8>, sq: u8) -> Option<Refusal> {
    use TorresAction as A;
    if sq >= 64 {
        return None;
    }
    let why = |a: TorresAction| g.check(a).err();
    let square = |a: TorresAction| why(a).map(|reason| Refusal::Square { square: sq, reason });
    let own_knight = g.to_move().is_some_and(|seat| g.knight_at(sq) == Some(seat));
    match (g.stage(), mode) {
        (Stage::Foundations, _) => square(A::PlaceFoundation(sq)),
        (Stage::StartKnights, _) => square(A::StartKnight(sq)),
        (Stage::StartKing, _) => square(A::StartKing(sq)),
        (Stage::KingMove, _) => square(A::MoveKing(sq)),
        (Stage::Main, Mode::Card(card)) => square(A::Play(card_play(card, selected, sq)?)),
        (Stage::Main, Mode::Normal) if own_knight => knight_refusal(g, sq),
        (Stage::Main, Mode::Normal) if selected.is_some() => {
            let from = selected?;
            square(if orthogonal_neighbours(from).contains(&sq) {
                A::Step { from, to: sq }
            } else {
                A::Through { from, to: sq }
            })
        }
        // Any other moment (a stack, a card or a spread to choose, the end): a block and a new
        // knight, which the engine refuses for the moment it is.
        _ => match (why(A::PlaceBlock(sq)), why(A::AddKnight(sq))) {
            (Some(block), Some(knight)) if block == knight => Some(Refusal::Square { square: sq, reason: block }),
            (Some(block), Some(knight)) => Some(Refusal::BlockOrKnight { square: sq, block, knight }),
            _ => None,
        },
    }
}

/// The play of `card` a tap on `sq` means, from the `selected` knight (or block) where the card
/// moves one; `None` when the card needs a selection first or is played without a square.
fn card_play(card: Card, selected: Option<u8>, sq: u8) -> Option<CardPlay> {
    let to = sq;
    Some(match card {
        Card::ExtraBlock => CardPlay::ExtraBlock(sq),
        Card::BlockUnder => CardPlay::BlockUnder { knight: sq, source: 0 },
        Card::Climb2 => CardPlay::Climb2 { from: selected?, to },
        Card::SecretPassage => CardPlay::SecretPassage { from: selected?, to },
        Card::Diagonal => CardPlay::Diagonal { from: selected?, to },
        Card::MoveBlock => CardPlay::MoveBlock { from: selected?, to },
        Card::Reposition => CardPlay::Reposition { from: selected?, to },
        Card::Jump => CardPlay::Jump { from: selected?, to },
        Card::Ap6 | Card::Ap7 => return None,
    })
}

fn orthogonal_neighbours(sq: u8) -> Vec<u8> {
    let (col, row) = (sq % 8, sq / 8);
    let mut out = Vec::with_capacity(4);
    if row < 7 {
        out.push(sq + 8);
    }
    if col < 7 {
        out.push(sq + 1);
    }
    if row > 0 {
        out.push(sq - 8);
    }
    if col > 0 {
        out.push(sq - 1);
    }
    out
}

/// Why the knight on `sq` cannot step anywhere: the reason most of its neighbours give (the first
/// of them on a tie).
fn knight_refusal(g: &Torres, sq: u8) -> Option<Refusal> {
    let reasons: Vec<TorresError> = orthogonal_neighbours(sq)
        .into_iter()
        .filter_map(|to| g.check(TorresAction::Step { from: sq, to }).err())
        .collect();
    let count = |r: &TorresError| reasons.iter().filter(|x| *x == r).count();
    let mut best: Option<TorresError> = None;
    for r in &reasons {
        if best.is_none_or(|b| count(r) > count(&b)) {
            best = Some(*r);
        }
    }
    Some(Refusal::Knight { square: sq, reason: best? })
}

/// The squares action `a`, played in position `before`, left and reached, for the board's
/// last-move marks (`crate::board::last_move`): a knight's or the king's square (the king's move:
/// its square there) and the square aimed at.
pub fn last_move_squares(before: &Torres, a: TorresAction) -> (Vec<u8>, Vec<u8>) {
    let origin = match a {
        TorresAction::MoveKing(_) => before.king_square(),
        other => other.origin_square(),
    };
    (origin.into_iter().collect(), a.target_square().into_iter().collect())
}

/// The score track's scale: how far it runs and every how many points a number is written, so
/// the numbers never crowd whatever the scores (at most eleven numbers, ten or more points apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrackScale {
    /// The track runs from 0 to this.
    pub end: i64,
    /// A number every this many points.
    pub step: i64,
}

impl TrackScale {
    pub fn for_scores(scores: &[i32]) -> TrackScale {
        let top = i64::from(scores.iter().copied().max().unwrap_or(0).max(100));
        let step = [10, 20, 25, 50, 100, 200, 250, 500, 1000]
            .into_iter()
            .find(|step| top <= step * 10)
            .unwrap_or((top / 10 / 1000 + 1) * 1000);
        TrackScale { end: (top + step - 1) / step * step, step }
    }

    /// The numbers written along the track.
    pub fn ticks(&self) -> Vec<i64> {
        (0..=self.end / self.step).map(|i| i * self.step).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::last_move::LastMove;
    use crate::core::{legal_vec, SeenTurn};
    use crate::games::torres::{parse_sq, TorresOptions};

    fn sq(name: &str) -> u8 {
        parse_sq(name).unwrap_or_else(|| panic!("no square {name}"))
    }

    /// A two-player game in the main part of a turn: red on c3 (height 1, a castle of area 2)
    /// and on a6 (the ground), blue on f6; red to move with 5 AP and a stack of 3 blocks.
    fn main_turn() -> Torres {
        main_turn_with_ap(5)
    }

    /// [`main_turn`] with `ap` action points left.
    fn main_turn_with_ap(ap: u8) -> Torres {
        let text = format!(
            "torres players=2 cards=off master=0 mcard=0
phase=1 round=1 turn=3 stage=main to_move=0 ap={ap} stack=3 supply=60 king=e1
scores 0 0
stacks 0: 0 0 0 3 | 1: 0 0 0 4
8 .  .  .  1  .  .  .  .
7 .  .  .  .  .  .  .  .
6 0a .  1  .  .  1b .  .
5 .  .  .  .  .  .  .  1
4 1  .  .  .  .  .  .  .
3 .  .  1a 1  .  1  .  .
2 .  .  .  .  .  .  .  .
1 .  .  .  .  1K .  .  .
"
        );
        Torres::from_position_text(&text).unwrap_or_else(|e| panic!("{e:?}"))
    }

    fn click_on(g: &Torres, mode: Mode, selected: Option<u8>, asked: Option<u8>, name: &str) -> Outcome {
        let legal = legal_vec(g);
        click(g, &marks(&legal, mode, selected), mode, selected, asked, sq(name))
    }

    #[test]
    fn a_new_knight_or_a_block_asks_first_and_a_second_tap_on_the_same_square_plays_it() {
        let g = main_turn();
        // c2 is next to red's knight on the ground and to the castle c3-d3: a knight or a block.
        let Outcome::Ask { square, actions } = click_on(&g, Mode::Normal, None, None, "c2") else {
            panic!("c2 should ask: {:?}", click_on(&g, Mode::Normal, None, None, "c2"))
        };
        assert_eq!(square, sq("c2"));
        assert!(actions.contains(&TorresAction::AddKnight(sq("c2"))), "{actions:?}");
        assert!(actions.contains(&TorresAction::PlaceBlock(sq("c2"))), "{actions:?}");
        assert_eq!(
            click_on(&g, Mode::Normal, None, Some(sq("c2")), "c2"),
            Outcome::Ask { square: sq("c2"), actions },
            "two meanings: a second tap still asks (the box's buttons choose)"
        );
        // a7: a knight only (no castle next to it); asked once, then played by the second tap.
        let knight = TorresAction::AddKnight(sq("a7"));
        assert_eq!(
            click_on(&g, Mode::Normal, None, None, "a7"),
            Outcome::Ask { square: sq("a7"), actions: vec![knight] },
            "one costly meaning still asks first"
        );
        assert_eq!(click_on(&g, Mode::Normal, None, Some(sq("a7")), "a7"), Outcome::Play(knight));
        // A question open on a7: a tap on another such square asks about that one instead.
        assert!(matches!(click_on(&g, Mode::Normal, None, Some(sq("a7")), "c2"), Outcome::Ask { .. }));
        // ... a tap where nothing can be done drops it, without a reason.
        assert_eq!(click_on(&g, Mode::Normal, None, Some(sq("a7")), "h1"), Outcome::Drop);
        // ... and a tap on a knight selects it.
        assert_eq!(click_on(&g, Mode::Normal, None, Some(sq("a7")), "c3"), Outcome::Select(Some(sq("c3"))));
    }

    #[test]
    fn a_selected_knights_destination_plays_at_once() {
        let g = main_turn();
        assert_eq!(click_on(&g, Mode::Normal, None, None, "c3"), Outcome::Select(Some(sq("c3"))));
        let from = Some(sq("c3"));
        assert_eq!(
            click_on(&g, Mode::Normal, from, None, "c4"),
            Outcome::Play(TorresAction::Step { from: sq("c3"), to: sq("c4") })
        );
        assert_eq!(click_on(&g, Mode::Normal, from, None, "c3"), Outcome::Select(None), "put down again");
    }

    #[test]
    fn every_main_stage_target_without_a_selection_asks_and_every_knight_move_does_not() {
        // Over a whole game by the first legal actions: the rule holds in every position.
        let mut g = Torres::new_game(&TorresOptions { players: 2, ..TorresOptions::default() }, 5)
            .unwrap_or_else(|e| panic!("{e:?}"));
        for _ in 0..400 {
            let legal = legal_vec(&g);
            let Some(&first) = legal.first() else { break };
            let m = marks(&legal, Mode::Normal, None);
            for (t, actions) in &m.targets {
                let asks = matches!(click(&g, &m, Mode::Normal, None, None, *t as u8), Outcome::Ask { .. });
                let costly =
                    actions.iter().any(|a| matches!(a, TorresAction::AddKnight(_) | TorresAction::PlaceBlock(_)));
                assert_eq!(asks, costly || actions.len() > 1, "{actions:?} in stage {:?}", g.stage());
            }
            for o in &m.origins {
                let m = marks(&legal, Mode::Normal, Some(*o as u8));
                for (t, actions) in &m.targets {
                    assert_eq!(
                        click(&g, &m, Mode::Normal, Some(*o as u8), None, *t as u8),
                        Outcome::Play(actions[0]),
                        "a selected knight's destination plays at once"
                    );
                }
            }
            g.apply(first).unwrap_or_else(|e| panic!("{e:?}"));
        }
    }

    #[test]
    fn set_up_squares_play_at_once() {
        let g = Torres::new_game(&TorresOptions { players: 2, ..TorresOptions::default() }, 5)
            .unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(g.stage(), Stage::StartKnights);
        let legal = legal_vec(&g);
        let m = marks(&legal, Mode::Normal, None);
        let (t, actions) = &m.targets[0];
        assert_eq!(click(&g, &m, Mode::Normal, None, None, *t as u8), Outcome::Play(actions[0]));
        // Off a foundation: the engine says start pieces go on an empty foundation.
        assert_eq!(
            click(&g, &m, Mode::Normal, None, None, sq("a1")),
            Outcome::Refuse(Refusal::Square { square: sq("a1"), reason: TorresError::NotAFoundation })
        );
    }

    #[test]
    fn a_tap_where_nothing_is_legal_gets_the_engines_reason() {
        let g = main_turn();
        // h1: far from red's knights and from any castle.
        assert_eq!(
            click_on(&g, Mode::Normal, None, None, "h1"),
            Outcome::Refuse(Refusal::BlockOrKnight {
                square: sq("h1"),
                block: TorresError::NewCastle,
                knight: TorresError::NotAdjacent,
            })
        );
        // Blue's knight: no block under it, no new knight on it.
        assert!(matches!(
            click_on(&g, Mode::Normal, None, None, "f6"),
            Outcome::Refuse(Refusal::BlockOrKnight { block: TorresError::BlockUnderPiece, .. })
        ));
        // The selected knight, two squares away with no castle between: no way through.
        let from = Some(sq("c3"));
        assert_eq!(
            click_on(&g, Mode::Normal, from, None, "a3"),
            Outcome::Refuse(Refusal::Square { square: sq("a3"), reason: TorresError::NoThroughPath })
        );
    }

    #[test]
    fn a_knight_that_cannot_move_says_why() {
        let g = main_turn_with_ap(0);
        assert_eq!(
            click_on(&g, Mode::Normal, None, None, "c3"),
            Outcome::Refuse(Refusal::Knight { square: sq("c3"), reason: TorresError::NotEnoughAp })
        );
        // Every other square: not enough action points either, said once.
        assert_eq!(
            click_on(&g, Mode::Normal, None, None, "c2"),
            Outcome::Refuse(Refusal::Square { square: sq("c2"), reason: TorresError::NotEnoughAp })
        );
    }

    #[test]
    fn the_last_move_marks_where_pieces_left_from_and_arrived() {
        let g = main_turn();
        let (c3, c4, c5) = (sq("c3"), sq("c4"), sq("c5"));
        let step1 = TorresAction::Step { from: c3, to: c4 };
        let mut after = g;
        after.apply(step1).unwrap_or_else(|e| panic!("{e:?}"));
        let step2 = TorresAction::Step { from: c4, to: c5 };
        let block = TorresAction::PlaceBlock(sq("d2"));
        let of = |actions: Vec<(Torres, TorresAction)>| LastMove::of(&SeenTurn { seat: 1, actions }, last_move_squares);
        let u = |squares: &[u8]| squares.iter().map(|&s| u16::from(s)).collect::<Vec<u16>>();
        let turn = vec![(g, step1), (after, step2), (after, block), (after, TorresAction::EndTurn)];
        let last = of(turn);
        assert_eq!(last.seat, 1);
        assert_eq!(last.from, u(&[c3, c4]), "left, and passed through");
        assert_eq!(last.to, u(&[c5, sq("d2")]));
        // Back where it started: left c4, arrived on c3.
        let back = TorresAction::Step { from: c4, to: c3 };
        let last = of(vec![(g, step1), (after, back)]);
        assert_eq!((last.from, last.to), (u(&[c4]), u(&[c3])));
        // The king's move: from the king's square in the position it was played in.
        let king = TorresAction::MoveKing(sq("d3"));
        let last = of(vec![(g, king)]);
        assert_eq!((last.from, last.to), (u(&[sq("e1")]), u(&[sq("d3")])));
        assert_eq!(last_move_squares(&g, TorresAction::TakeCard), (vec![], vec![]));
    }

    #[test]
    fn the_score_track_writes_few_numbers_at_any_score() {
        assert_eq!(TrackScale::for_scores(&[0, 0]), TrackScale { end: 100, step: 10 });
        assert_eq!(TrackScale::for_scores(&[37, 100]), TrackScale { end: 100, step: 10 });
        assert_eq!(TrackScale::for_scores(&[101, 80]), TrackScale { end: 120, step: 20 });
        assert_eq!(TrackScale::for_scores(&[163, 212]), TrackScale { end: 225, step: 25 });
        for top in [0, 99, 100, 101, 150, 199, 200, 201, 250, 499, 999, 1000, 1001, 12_345, i32::MAX] {
            let scale = TrackScale::for_scores(&[top, 3]);
            let ticks = scale.ticks();
            assert!(scale.end >= i64::from(top), "{top}: the track reaches the top score");
            assert!(ticks.len() <= 11, "{top}: {} numbers", ticks.len());
            assert!(scale.step >= 10);
            assert_eq!(ticks.last(), Some(&scale.end));
        }
    }
}
