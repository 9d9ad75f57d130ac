//! Voldétour's board interaction, kept free of the web so it is tested natively: what the player
//! has in hand (a piece in an orientation, or the Lord), which squares are marked for it (the
//! kit's [`Marks`] over the engine's legal actions and its answers about pieces), and what a
//! click on a square means. The board component stores the selection and carries out the
//! [`Outcome`].

use super::marks::{Click, Marks};
use crate::core::{legal_vec, Game};
use crate::games::voldetour::{VAction, Voldetour, BLOCKS_PER_SEAT, BLOCK_ORIENTATIONS, NEST, PIECES_PER_SEAT};

/// What the player has in hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selection {
    Nothing,
    /// A piece (from the reserve or lifted from the board) in an orientation: for a Block an
    /// index into its orientations, for a Stair a direction 0..4 or [`NEST`].
    Piece {
        id: u8,
        orient: u8,
    },
    Lord,
}

/// Everything the board needs from the legal list, computed once per position.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LegalView {
    pub actions: Vec<VAction>,
    /// Pieces some legal action places or moves.
    pub pieces: Vec<u8>,
    /// The Lord's destinations.
    pub lord_targets: Vec<u8>,
}

impl LegalView {
    pub fn of(g: &Voldetour) -> LegalView {
        let actions = legal_vec(g);
        let mut pieces = Vec::new();
        let mut lord_targets = Vec::new();
        for a in &actions {
            if let Some(id) = g.action_piece(*a) {
                if !pieces.contains(&id) {
                    pieces.push(id);
                }
            }
            if let VAction::Lord { to } = a {
                lord_targets.push(*to);
            }
        }
        LegalView { actions, pieces, lord_targets }
    }

    pub fn has(&self, a: VAction) -> bool {
        self.actions.contains(&a)
    }
}

/// The orientations a piece may be turned through: a Block's own list; a Stair's four
/// directions, and "nested" when the engine lists a nesting for it.
pub fn orientations(id: u8, legal: &[VAction], g: &Voldetour) -> Vec<u8> {
    if Voldetour::is_stair(id) {
        let nest =
            legal.iter().any(|a| matches!(a, VAction::Stair { dir: NEST, .. }) && g.action_piece(*a) == Some(id));
        (0..4).chain(nest.then_some(NEST)).collect()
    } else {
        (0..BLOCK_ORIENTATIONS[(id % PIECES_PER_SEAT) as usize].len() as u8).collect()
    }
}

/// The orientation `step` turns away from `orient` among `choices` (wrapping round).
pub fn turned(choices: &[u8], orient: u8, step: i8) -> Option<u8> {
    if choices.is_empty() {
        return None;
    }
    let at = choices.iter().position(|&o| o == orient).unwrap_or(0) as i32;
    choices.get((at + step as i32).rem_euclid(choices.len() as i32) as usize).copied()
}

/// Picking a piece up: on the board it keeps its orientation, from the reserve it starts in the
/// first.
pub fn pick_piece(g: &Voldetour, id: u8) -> Selection {
    let spot = g.piece(id);
    Selection::Piece { id, orient: if spot.on_board() { spot.orient } else { 0 } }
}

/// How each seat last turned each kind of piece (a Block kind, or its Stairs), so a piece taken
/// from the reserve again comes turned the way the player chose before instead of the first way.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Turned([[u8; PIECES_PER_SEAT as usize]; 4]);

impl Turned {
    fn slot(id: u8) -> (usize, usize) {
        let kind = if Voldetour::is_stair(id) { BLOCKS_PER_SEAT } else { id % PIECES_PER_SEAT };
        (Voldetour::owner_of(id) as usize % 4, kind as usize)
    }

    /// The player turned piece `id` to `orient`.
    pub fn remember(&mut self, id: u8, orient: u8) {
        let (seat, kind) = Turned::slot(id);
        self.0[seat][kind] = orient;
    }

    /// Picking piece `id` up: on the board it keeps its orientation; from the reserve it comes
    /// turned as its kind was last, when it can be turned that way now (a Stair is nested only
    /// where an open Stair takes it), else the first way.
    pub fn pick(&self, g: &Voldetour, legal: &[VAction], id: u8) -> Selection {
        let spot = g.piece(id);
        if spot.on_board() {
            return Selection::Piece { id, orient: spot.orient };
        }
        let (seat, kind) = Turned::slot(id);
        let wanted = self.0[seat][kind];
        let orient = if orientations(id, legal, g).contains(&wanted) { wanted } else { 0 };
        Selection::Piece { id, orient }
    }
}

/// The squares of the pieces the player may pick up on the board (every square a piece covers),
/// and the own Lord's square when he can move.
pub fn origin_cells(g: &Voldetour, l: &LegalView) -> Vec<u8> {
    let mut cells = Vec::new();
    for &id in &l.pieces {
        let spot = g.piece(id);
        if spot.on_board() {
            if let Some((covered, _, _)) = Voldetour::piece_footprint(id, spot) {
                cells.extend(covered);
            }
        }
    }
    if let Some(seat) = g.to_move().filter(|_| !l.lord_targets.is_empty()) {
        cells.push(g.lord(seat));
    }
    cells.sort();
    cells.dedup();
    cells
}

/// The kit's marks for a selection: the origins are the squares a piece or the Lord can be
/// picked up from; the targets, the squares a click acts on (the anchors of the piece in hand
/// in its orientation, the Lord's destinations), each with its one action.
pub fn marks(g: &Voldetour, l: &LegalView, sel: Selection) -> Marks<VAction> {
    let mine = |a: &VAction| match sel {
        Selection::Nothing => false,
        Selection::Lord => matches!(a, VAction::Lord { .. }),
        Selection::Piece { id, orient } => {
            g.action_piece(*a) == Some(id)
                && Voldetour::action_square(*a).is_some_and(|c| Voldetour::placement(id, orient, c) == *a)
        }
    };
    let own: Vec<VAction> = l.actions.iter().copied().filter(|a| mine(a)).collect();
    Marks {
        origins: origin_cells(g, l).into_iter().map(u16::from).collect(),
        targets: Marks::compute(&own, None, |_| None, |a| Voldetour::action_square(*a).map(u16::from)).targets,
    }
}

/// The squares of the marked targets, as the engine numbers them.
pub fn target_cells(marks: &Marks<VAction>) -> Vec<u8> {
    marks.targets.iter().map(|(c, _)| *c as u8).collect()
}

/// The squares the piece in hand covers where it stands, or the Lord's square: drawn selected.
pub fn selected_cells(g: &Voldetour, sel: Selection) -> Vec<u8> {
    let Some(seat) = g.to_move() else { return Vec::new() };
    match sel {
        Selection::Lord => vec![g.lord(seat)],
        Selection::Piece { id, .. } if g.piece(id).on_board() => {
            Voldetour::piece_footprint(id, g.piece(id)).map(|(cells, _, _)| cells).unwrap_or_default()
        }
        _ => Vec::new(),
    }
}

/// The squares an action marks when it is suggested.
pub fn action_squares(g: &Voldetour, a: VAction) -> Vec<u8> {
    match a {
        VAction::Lord { to } => vec![to],
        _ => {
            let (Some(id), Some(spot)) = (g.action_piece(a), g.action_spot(a)) else { return Vec::new() };
            Voldetour::piece_footprint(id, spot).map(|(cells, _, _)| cells).unwrap_or_default()
        }
    }
}

/// The squares one action of a turn left and reached, for the last turn's marks: where a piece
/// stood before it was moved and every square it covers now; the Lord's square and where he
/// stopped. Ending the turn or passing marks nothing.
pub fn last_move_squares(g: &Voldetour, a: VAction) -> (Vec<u8>, Vec<u8>) {
    match a {
        VAction::Lord { to } => (g.to_move().map(|seat| g.lord(seat)).into_iter().collect(), vec![to]),
        VAction::EndTurn | VAction::Pass => (Vec::new(), Vec::new()),
        _ => {
            let lifted = g.action_piece(a).map(|id| (id, g.piece(id))).filter(|(_, spot)| spot.on_board());
            let left = lifted.and_then(|(id, spot)| Voldetour::piece_footprint(id, spot)).map(|f| f.0);
            (left.unwrap_or_default(), action_squares(g, a))
        }
    }
}

/// What a click on a square does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Play this legal action.
    Play(VAction),
    /// Hold this instead.
    Select(Selection),
    /// Nothing legal here: show why the engine refuses this action, and hold the selection
    /// given (a piece stays in hand; the Lord is put down).
    Refuse(VAction, Selection),
    /// The player's own piece cannot move now: say why.
    NotMovable(u8),
    /// Nothing to do or say.
    Nothing,
}

/// What a click on square `c` means with `sel` in hand and the kit's `marks` of it.
pub fn click(g: &Voldetour, l: &LegalView, marks: &Marks<VAction>, sel: Selection, c: u8) -> Outcome {
    let Some(seat) = g.to_move() else { return Outcome::Nothing };
    match marks.click(u16::from(c), None) {
        Click::Play(a) => return Outcome::Play(a),
        Click::Choose(actions) => {
            if let Some(&a) = actions.first() {
                return Outcome::Play(a);
            }
        }
        _ => {}
    }
    let own_lord = g.lord(seat) == c && !l.lord_targets.is_empty();
    let here = g.pieces_at(c);
    let pickable = here.iter().copied().find(|id| l.pieces.contains(id));
    match sel {
        Selection::Piece { id, orient } => match pickable {
            Some(p) if p != id => Outcome::Select(pick_piece(g, p)),
            _ if own_lord => Outcome::Select(Selection::Lord),
            _ if here.contains(&id) => Outcome::Select(Selection::Nothing),
            _ => Outcome::Refuse(Voldetour::placement(id, orient, c), sel),
        },
        Selection::Lord => match pickable {
            Some(p) => Outcome::Select(pick_piece(g, p)),
            // A click on the Lord himself puts him down; anywhere else the engine says why not.
            None if g.lord(seat) == c => Outcome::Select(Selection::Nothing),
            None => Outcome::Refuse(VAction::Lord { to: c }, Selection::Nothing),
        },
        Selection::Nothing => match pickable {
            _ if own_lord => Outcome::Select(Selection::Lord),
            Some(p) => Outcome::Select(pick_piece(g, p)),
            None => match here.into_iter().find(|id| Voldetour::owner_of(*id) == seat) {
                Some(mine) => Outcome::NotMovable(mine),
                None => Outcome::Nothing,
            },
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::voldetour::{parse_cell, VoldetourOptions};

    fn sq(s: &str) -> u8 {
        parse_cell(s).unwrap_or_else(|| panic!("no square {s}"))
    }

    fn new2() -> Voldetour {
        Voldetour::new_with(&VoldetourOptions { players: 2 }, 1).unwrap_or_else(|e| panic!("{e:?}"))
    }

    fn click_on(g: &Voldetour, sel: Selection, c: &str) -> Outcome {
        let l = LegalView::of(g);
        click(g, &l, &marks(g, &l, sel), sel, sq(c))
    }

    /// Black's road down from his Tower (the rules page's diagram): three Stairs in a row east of
    /// c3, Black to move with his Lord free to go.
    fn road() -> Voldetour {
        let mut g = new2();
        for a in crate::games::voldetour::ui_queries::road_diagram_actions() {
            if let Err(e) = g.apply(a) {
                panic!("{a:?} refused: {e}");
            }
        }
        g
    }

    #[test]
    fn the_lord_is_picked_on_his_tower_and_moves_to_a_marked_square() {
        let g = road();
        let l = LegalView::of(&g);
        assert!(l.lord_targets.contains(&sq("g3")));
        let m = marks(&g, &l, Selection::Nothing);
        assert!(m.is_origin(u16::from(sq("c3"))), "the Lord on his Tower can be picked up");
        assert!(m.targets.is_empty(), "nothing in hand, nothing to act on");
        assert_eq!(click_on(&g, Selection::Nothing, "c3"), Outcome::Select(Selection::Lord));
        let m = marks(&g, &l, Selection::Lord);
        assert_eq!(target_cells(&m).len(), l.lord_targets.len());
        assert_eq!(click(&g, &l, &m, Selection::Lord, sq("g3")), Outcome::Play(VAction::Lord { to: sq("g3") }));
        assert_eq!(click_on(&g, Selection::Lord, "c3"), Outcome::Select(Selection::Nothing), "put down again");
        assert_eq!(
            click_on(&g, Selection::Lord, "j1"),
            Outcome::Refuse(VAction::Lord { to: sq("j1") }, Selection::Nothing),
            "out of reach: the engine says why, and the Lord is put down"
        );
        assert_eq!(selected_cells(&g, Selection::Lord), vec![sq("c3")]);
        let sel = pick_piece(&g, 0);
        assert_eq!(click_on(&g, sel, "c3"), Outcome::Select(Selection::Lord), "a piece in hand, the own Lord");
    }

    #[test]
    fn a_piece_in_hand_marks_its_anchors_in_its_orientation_and_plays_or_is_refused() {
        let g = new2();
        let l = LegalView::of(&g);
        let sel = pick_piece(&g, 0);
        assert_eq!(sel, Selection::Piece { id: 0, orient: 0 }, "from the reserve, the first orientation");
        let m = marks(&g, &l, sel);
        assert!(!m.targets.is_empty());
        for (c, actions) in &m.targets {
            assert_eq!(actions.as_slice(), [Voldetour::placement(0, 0, *c as u8)]);
            assert!(l.has(actions[0]));
        }
        let (c, actions) = &m.targets[0];
        assert_eq!(click(&g, &l, &m, sel, *c as u8), Outcome::Play(actions[0]));
        // The own Tower is no place for a Block: the engine's reason is shown.
        assert_eq!(click(&g, &l, &m, sel, sq("h8")), Outcome::Refuse(Voldetour::placement(0, 0, sq("h8")), sel));
        assert_eq!(
            click(&g, &l, &m, sel, sq("c3")),
            Outcome::Refuse(Voldetour::placement(0, 0, sq("c3")), sel),
            "a Lord who cannot move is not picked up"
        );
    }

    #[test]
    fn the_last_turn_marks_where_pieces_and_the_lord_left_and_arrived() {
        let g = road();
        // The Lord walks down the road: his Tower is left, g3 reached.
        assert_eq!(last_move_squares(&g, VAction::Lord { to: sq("g3") }), (vec![sq("c3")], vec![sq("g3")]));
        assert_eq!(last_move_squares(&g, VAction::EndTurn), (vec![], vec![]));
        // A Block from the reserve: every square it covers, nothing left.
        let fresh = new2();
        let place = VAction::Block { kind: 4, cell: sq("e5"), orient: 0 };
        fresh.check(place).unwrap_or_else(|e| panic!("{e}"));
        let (left, mut reached) = last_move_squares(&fresh, place);
        reached.sort();
        assert!(left.is_empty());
        assert_eq!(reached, [sq("e5"), sq("e6")], "a 1×2×3 Block standing covers two squares");
        // Moved on the board: the squares it stood on are left.
        let mut g = fresh;
        g.apply(place).unwrap_or_else(|e| panic!("{e}"));
        g.apply(VAction::EndTurn).unwrap_or_else(|e| panic!("{e}"));
        g.apply(VAction::Block { kind: 0, cell: sq("a1"), orient: 0 }).unwrap_or_else(|e| panic!("{e}"));
        g.apply(VAction::EndTurn).unwrap_or_else(|e| panic!("{e}"));
        let moved = LegalView::of(&g)
            .actions
            .into_iter()
            .find(|a| g.action_piece(*a) == Some(4) && Voldetour::action_square(*a) == Some(sq("b5")))
            .unwrap_or_else(|| panic!("Black's Block 5 can move to b5"));
        let (mut left, _) = last_move_squares(&g, moved);
        left.sort();
        assert_eq!(left, [sq("e5"), sq("e6")]);
    }

    #[test]
    fn a_piece_from_the_reserve_comes_turned_as_its_kind_was_last() {
        let g = new2();
        let l = LegalView::of(&g);
        let mut turned = Turned::default();
        assert_eq!(turned.pick(&g, &l.actions, 2), Selection::Piece { id: 2, orient: 0 }, "at first the first way");
        turned.remember(2, 1);
        assert_eq!(turned.pick(&g, &l.actions, 2), Selection::Piece { id: 2, orient: 1 }, "then as last turned");
        assert_eq!(turned.pick(&g, &l.actions, 1), Selection::Piece { id: 1, orient: 0 }, "another kind keeps its own");
        // Every Stair of the seat shares its direction; another seat's are its own.
        let stair = BLOCKS_PER_SEAT;
        turned.remember(stair, 3);
        assert_eq!(turned.pick(&g, &l.actions, stair + 1), Selection::Piece { id: stair + 1, orient: 3 });
        assert_eq!(
            turned.pick(&g, &l.actions, PIECES_PER_SEAT + stair),
            Selection::Piece { id: PIECES_PER_SEAT + stair, orient: 0 }
        );
        // Nested only where an open Stair takes it: none on an empty board.
        turned.remember(stair, NEST);
        assert_eq!(turned.pick(&g, &l.actions, stair), Selection::Piece { id: stair, orient: 0 });
    }

    #[test]
    fn a_placed_piece_is_picked_up_again_and_turning_wraps() {
        let mut g = new2();
        let l = LegalView::of(&g);
        let m = marks(&g, &l, pick_piece(&g, 0));
        let (c, actions) = m.targets[0].clone();
        if let Err(e) = g.apply(actions[0]) {
            panic!("{e}");
        }
        let l = LegalView::of(&g);
        if l.pieces.contains(&0) {
            let at = c as u8;
            assert_eq!(
                click_on(&g, Selection::Nothing, &crate::games::voldetour::cell_name(at)),
                Outcome::Select(pick_piece(&g, 0))
            );
            assert_eq!(
                selected_cells(&g, pick_piece(&g, 0)).len(),
                Voldetour::piece_footprint(0, g.piece(0)).map_or(0, |f| f.0.len())
            );
        }
        assert_eq!(turned(&[0, 1, 2], 2, 1), Some(0));
        assert_eq!(turned(&[0, 1, 2], 0, -1), Some(2));
        assert_eq!(turned(&[], 0, 1), None);
        let stair = crate::games::voldetour::BLOCKS_PER_SEAT;
        assert_eq!(orientations(stair, &l.actions, &g)[..4], [0, 1, 2, 3]);
    }
}
