//! Voldétour's board and controls, built on the board kit. The board draws the engine's view of
//! the position and reports clicks; every mark, ghost colour and button comes from the engine's
//! legal actions, its `check` (whose message the status line shows) and its answers about pieces
//! (`action_piece`, `action_spot`, `piece_footprint`, `lord_path`) — nothing here re-derives a
//! rule.
//!
//! * `draw`   — the 3-D and top-down drawings, the ghost and the Lord's path (SVG markup)
//! * `panels` — status line, reserves, the inspect text
//! * `extras` — the new-game options form and the rules-page diagrams
//!
//! Picking: a piece from the reserve panel (keys 1–5 for Blocks, S for a Stair) or one of yours
//! on the board (click it), then turn it (R), see its ghost under the pointer or the cursor
//! (green where the engine lists the placement, a red outline and the engine's reason where
//! not), and click a marked square. Click your Lord (or L) for his destinations and his path.
//!
//! On a touch screen there is no pointer to show the ghost before acting, so a tap on a marked
//! square only shows the piece (or the Lord's path) there and the status line asks for a second
//! tap (or the Place button); a tap on another marked square moves the preview. A mouse click and
//! Enter still act at once.
//!
//! Words come from `locales/<lang>/voldetour.ftl`, in the French rulebook's terms (Seigneur, Bloc,
//! Escalier; its extension's Gutsherr and Señor in German and Spanish). The letters drawn on the
//! pieces follow the colour names of the language (`draw::use_letters`); a seat's name stands as a
//! possessor ("Tour de Noir") so no language has to agree an adjective with a piece.

mod draw;
mod entry;
mod extras;
mod panels;

pub use extras::rules_figure;

use super::board::{BoardGeometry, BoardSvg, InspectLine, Shape, Targets};
use super::i18n::use_i18n;
use super::registry::GameView;
use super::AppState;
use crate::board::grid::Grid;
use crate::core::sort::sort_by_key;
use crate::core::{legal_vec, Game};
use crate::games::voldetour::{
    cell_name, Spot, VAction, Voldetour, BLOCKS_PER_SEAT, BLOCK_ORIENTATIONS, CELLS, NEST, PIECES_PER_SEAT, SIZE,
};
use draw::ViewKind;
use leptos::prelude::*;

/// What the player has in hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Selection {
    Nothing,
    /// A piece (from the reserve or lifted from the board) in an orientation: for a Block an
    /// index into its orientations, for a Stair a direction 0..4 or [`NEST`].
    Piece {
        id: u8,
        orient: u8,
    },
    Lord,
}

/// The action that puts the selected piece's anchor on `cell`.
pub(crate) fn placement(id: u8, orient: u8, cell: u8) -> VAction {
    let index = id % PIECES_PER_SEAT;
    if Voldetour::is_stair(id) {
        VAction::Stair { index: index - BLOCKS_PER_SEAT, cell, dir: orient }
    } else {
        VAction::Block { kind: index, cell, orient }
    }
}

/// The orientations a piece may be turned through: a Block's own list; a Stair's four
/// directions, and "nested" when the engine lists a nesting for it.
pub(crate) fn orientations(id: u8, legal: &[VAction], g: &Voldetour) -> Vec<u8> {
    if Voldetour::is_stair(id) {
        let nest =
            legal.iter().any(|a| matches!(a, VAction::Stair { dir: NEST, .. }) && g.action_piece(*a) == Some(id));
        (0..4).chain(nest.then_some(NEST)).collect()
    } else {
        (0..BLOCK_ORIENTATIONS[(id % PIECES_PER_SEAT) as usize].len() as u8).collect()
    }
}

/// Everything the board needs from the legal list, computed once per position.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct LegalView {
    pub actions: Vec<VAction>,
    /// Pieces some legal action places or moves.
    pub pieces: Vec<u8>,
    /// The Lord's destinations.
    pub lord_targets: Vec<u8>,
}

impl LegalView {
    fn of(g: &Voldetour) -> LegalView {
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

/// Own pieces on a square, from the top down.
fn pieces_on(g: &Voldetour, c: u8) -> Vec<u8> {
    let col = g.column(c);
    let mut out = Vec::new();
    if col.stair != 0 {
        out.push(col.stair - 1);
    }
    for z in (0..col.full.min(3) as usize).rev() {
        for v in [col.upper[z], col.occ[z]] {
            if v != 0 && ((v - 1) as usize) < PIECES_PER_SEAT as usize * 4 && !out.contains(&(v - 1)) {
                out.push(v - 1);
            }
        }
    }
    out.retain(|&id| g.piece(id).on_board());
    out
}

fn voldetour_grid() -> Grid {
    Grid { cols: SIZE as u16, rows: SIZE as u16, square_at: |c, r| r * 10 + c, coords_of: |sq| (sq % 10, sq / 10) }
}

fn kit_name(sq: u16) -> String {
    cell_name(sq as u8)
}

/// The squares an action marks when it is suggested.
fn action_squares(g: &Voldetour, a: VAction) -> Vec<u8> {
    match a {
        VAction::Lord { to } => vec![to],
        _ => {
            let (Some(id), Some(spot)) = (g.action_piece(a), g.action_spot(a)) else { return Vec::new() };
            Voldetour::piece_footprint(id, spot).map(|(cells, _, _)| cells).unwrap_or_default()
        }
    }
}

#[component]
pub fn VoldetourBoard(view: GameView<Voldetour>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    draw::use_letters(i18n);
    let GameView { state, interactive, hint, play, .. } = view;
    // One copy of the position per change (the shell's signal clones it on every read).
    let state: Signal<Option<Voldetour>> = Memo::new(move |_| state.get()).into();
    let selection = RwSignal::new(Selection::Nothing);
    let hover = RwSignal::new(None::<u8>);
    let cursor = RwSignal::new(None::<u16>);
    let rotation = RwSignal::new(0u8);
    // A refused click: the engine's reason, until the next action or selection.
    let notice = RwSignal::new(None::<String>);
    // The marked square a first tap previews the piece or the Lord's move on (touch only).
    let preview = RwSignal::new(None::<u8>);
    // A new position clears every half-made choice.
    Effect::new(move |_| {
        state.track();
        selection.set(Selection::Nothing);
        notice.set(None);
    });

    let three_d = move || app.settings.get().three_d;
    let view_kind = Memo::new(move |_| if three_d() { ViewKind::Iso(rotation.get()) } else { ViewKind::Flat });
    let legal = Memo::new(move |_| {
        if !interactive.get() {
            return LegalView::default();
        }
        state.with(|s| s.as_ref().map(LegalView::of).unwrap_or_default())
    });
    // The squares a click acts on for the selection: computed once per selection, not per
    // pointer move.
    let targets = Memo::new(move |_| match selection.get() {
        Selection::Nothing => Vec::new(),
        Selection::Lord => legal.with(|l| l.lord_targets.clone()),
        Selection::Piece { id, orient } => state.with(|s| {
            let Some(g) = s.as_ref() else { return Vec::new() };
            legal.with(|l| {
                let mut cells: Vec<u8> = l
                    .actions
                    .iter()
                    .filter(|a| g.action_piece(**a) == Some(id) && placement(id, orient, action_cell(**a)) == **a)
                    .map(|a| action_cell(*a))
                    .collect();
                cells.dedup();
                cells
            })
        }),
    });

    // A preview lasts while the same piece (turned or not) or the Lord is in hand and the square
    // is still marked for it.
    let held = Memo::new(move |_| match selection.get() {
        Selection::Piece { id, .. } => Some(id),
        Selection::Lord => Some(u8::MAX),
        Selection::Nothing => None,
    });
    Effect::new(move |_| {
        held.track();
        preview.set(None);
    });
    let previewed = Memo::new(move |_| preview.get().filter(|c| targets.with(|t| t.contains(c))));
    // Where the ghost or the Lord's path is drawn: the preview, else the pointer or the cursor.
    let pointed = Signal::derive(move || previewed.get().or_else(|| hover.get()));
    // For screen readers: the selection's targets, or what can be picked up on the board.
    let reader_targets = Memo::new(move |_| {
        // A piece's target says the placement a click makes, as the log writes it.
        let act = match selection.get() {
            Selection::Piece { id, orient } => state.with(|s| {
                targets
                    .get()
                    .into_iter()
                    .map(|c| {
                        let said = s.as_ref().map(|g| i18n.msg(&g.notation_msg(placement(id, orient, c), None)));
                        (u16::from(c), said)
                    })
                    .collect()
            }),
            _ => targets.get().into_iter().map(|c| (u16::from(c), None)).collect(),
        };
        let pick = match selection.get() {
            Selection::Nothing => state.with(|s| {
                let mut cells: Vec<u16> = s
                    .as_ref()
                    .map(|g| legal.with(|l| origin_cells(g, l)))
                    .unwrap_or_default()
                    .into_iter()
                    .map(u16::from)
                    .collect();
                sort_by_key(&mut cells, |&c| c);
                cells.dedup();
                cells
            }),
            _ => Vec::new(),
        };
        Targets { act, pick }
    });

    let act = Callback::new(move |a: VAction| {
        selection.set(Selection::Nothing);
        notice.set(None);
        play.run(a);
    });

    let select_piece = move |g: &Voldetour, id: u8| {
        let spot = g.piece(id);
        let orient = if spot.on_board() { spot.orient } else { 0 };
        selection.set(Selection::Piece { id, orient });
        notice.set(None);
    };
    let pick = Callback::new(move |id: u8| {
        state.with_untracked(|s| {
            if let Some(g) = s.as_ref() {
                if legal.with_untracked(|l| l.pieces.contains(&id)) {
                    select_piece(g, id);
                } else {
                    notice.set(Some(panels::why_not_movable(i18n, g, id)));
                }
            }
        })
    });
    let select_lord = Callback::new(move |()| {
        if legal.with_untracked(|l| !l.lord_targets.is_empty()) {
            selection.set(Selection::Lord);
            notice.set(None);
        }
    });
    let turn_piece = Callback::new(move |step: i8| {
        let Selection::Piece { id, orient } = selection.get_untracked() else { return };
        let choices = state.with_untracked(|s| {
            s.as_ref().map(|g| legal.with_untracked(|l| orientations(id, &l.actions, g))).unwrap_or_default()
        });
        if choices.is_empty() {
            return;
        }
        let at = choices.iter().position(|&o| o == orient).unwrap_or(0) as i32;
        let next = (at + step as i32).rem_euclid(choices.len() as i32) as usize;
        selection.set(Selection::Piece { id, orient: choices[next] });
        notice.set(None);
    });

    let on_square = Callback::new(move |sq: u16| {
        let c = sq as u8;
        hover.set(Some(c));
        if !interactive.get_untracked() {
            return;
        }
        state.with_untracked(|s| {
            let Some(g) = s.as_ref() else { return };
            let Some(seat) = g.to_move() else { return };
            let l = legal.get_untracked();
            let own_lord = g.lord(seat) == c;
            let own_pickable = pieces_on(g, c).into_iter().find(|id| l.pieces.contains(id));
            match selection.get_untracked() {
                Selection::Piece { id, orient } => {
                    let a = placement(id, orient, c);
                    if l.has(a) {
                        act.run(a);
                    } else if own_pickable.is_some_and(|p| p != id) {
                        select_piece(g, own_pickable.unwrap_or(id));
                    } else if own_lord && !l.lord_targets.is_empty() {
                        selection.set(Selection::Lord);
                    } else if pieces_on(g, c).contains(&id) {
                        selection.set(Selection::Nothing);
                    } else {
                        notice.set(g.check(a).err().map(|e| panels::reason(i18n, &e)));
                    }
                }
                Selection::Lord => {
                    if l.lord_targets.contains(&c) {
                        act.run(VAction::Lord { to: c });
                    } else if let Some(p) = own_pickable {
                        select_piece(g, p);
                    } else {
                        selection.set(Selection::Nothing);
                        if !own_lord {
                            notice.set(g.check(VAction::Lord { to: c }).err().map(|e| panels::reason(i18n, &e)));
                        }
                    }
                }
                Selection::Nothing => {
                    if own_lord && !l.lord_targets.is_empty() {
                        selection.set(Selection::Lord);
                    } else if let Some(p) = own_pickable {
                        select_piece(g, p);
                    } else if let Some(mine) = pieces_on(g, c).into_iter().find(|id| id / PIECES_PER_SEAT == seat) {
                        notice.set(Some(panels::why_not_movable(i18n, g, mine)));
                    }
                }
            }
        })
    });

    // A tap: the first on a marked square previews, a second on it acts (through `on_square`).
    let on_tap = Callback::new(move |sq: u16| {
        let c = sq as u8;
        if targets.with_untracked(|t| t.contains(&c)) && previewed.get_untracked() != Some(c) {
            hover.set(Some(c));
            preview.set(Some(c));
            notice.set(None);
            return;
        }
        preview.set(None);
        on_square.run(sq);
    });
    let place_preview = Callback::new(move |()| {
        if let Some(c) = previewed.get_untracked() {
            on_square.run(c as u16);
        }
    });

    let geometry = BoardGeometry {
        grid: voldetour_grid(),
        outline: Callback::new(move |sq: u16| {
            let view = view_kind.get();
            let z = state.with(|s| s.as_ref().map(|g| draw::surface(&g.column(sq as u8))).unwrap_or(0.0));
            Shape::Poly(draw::outline(view, sq as u8, z))
        }),
        name: kit_name,
        describe: Callback::new(move |sq: u16| {
            state.with(|s| {
                s.as_ref().map(|g| panels::describe_square(i18n, g, sq as u8)).unwrap_or_else(|| kit_name(sq))
            })
        }),
        depth: Some(Callback::new(move |sq: u16| draw::depth(view_kind.get(), sq as u8))),
        hit_area: Some(Callback::new(move |sq: u16| {
            let view = view_kind.get();
            let z = state.with(|s| s.as_ref().map(|g| draw::surface(&g.column(sq as u8))).unwrap_or(0.0));
            Shape::Poly(draw::hit_area(view, sq as u8, z))
        })),
    };

    // The picture: redrawn for a new position, view, selection or hint — never for a pointer move.
    let picture = move || {
        let view = view_kind.get();
        let sel = selection.get();
        let hinted = hint.get();
        state.with(|s| {
            let g = s.as_ref()?;
            let l = legal.get();
            let seat = g.to_move();
            let mut marks =
                draw::Marks { targets: targets.get(), origins: origin_cells(g, &l), ..draw::Marks::default() };
            if let Some(seat) = seat {
                match sel {
                    Selection::Lord => marks.selected.push(g.lord(seat)),
                    Selection::Piece { id, .. } if g.piece(id).on_board() => {
                        marks.lifted = Some(id);
                        if let Some((cells, _, _)) = Voldetour::piece_footprint(id, g.piece(id)) {
                            marks.selected.extend(cells);
                        }
                    }
                    _ => {}
                }
            }
            if let Some(a) = hinted {
                marks.hinted = action_squares(g, a);
            }
            Some(match view {
                ViewKind::Iso(r) => draw::iso_svg(g, r, &marks),
                ViewKind::Flat => draw::flat_svg(g, &marks),
            })
        })
    };
    // The ghost and the Lord's path follow the pointer or the cursor.
    let ghost = Memo::new(move |_| {
        let Selection::Piece { id, orient } = selection.get() else { return None };
        let c = pointed.get()?;
        state.with(|s| {
            let g = s.as_ref()?;
            let a = placement(id, orient, c);
            if targets.with(|t| t.contains(&c)) {
                let spot = g.action_spot(a)?;
                Some((id, spot, true, None))
            } else {
                let base = g.column(c).full;
                let reason = g.check(a).err().map(|e| panels::reason(i18n, &e));
                Some((id, Spot { cell: c, orient, base }, false, reason))
            }
        })
    });
    let overlay = move || {
        let view = view_kind.get();
        if let Some((id, spot, ok, _)) = ghost.get() {
            return draw::ghost_svg(view, id, spot, ok);
        }
        if selection.get() != Selection::Lord {
            return String::new();
        }
        let Some(c) = pointed.get() else { return String::new() };
        if !targets.with(|t| t.contains(&c)) {
            return String::new();
        }
        state.with(|s| {
            let Some(g) = s.as_ref() else { return String::new() };
            let (Some(seat), Some(path)) = (g.to_move(), g.lord_path(c)) else { return String::new() };
            draw::path_svg(g, view, g.lord(seat), &path)
        })
    };
    let ghost_reason = Signal::derive(move || ghost.get().and_then(|(_, _, _, reason)| reason));

    let escape = Callback::new(move |()| {
        selection.set(Selection::Nothing);
        notice.set(None);
    });
    let turn_view = Callback::new(move |step: u8| rotation.update(|r| *r = (*r + step) % 4));
    let toggle_flat = Callback::new(move |()| app.settings.update(|s| s.three_d = !s.three_d));
    let on_key = move |ev: web_sys::KeyboardEvent| {
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        // Keys by their position (`code`), so they work on any keyboard layout; Shift turns the
        // other way. The view keys work at any time; the others only on the player's turn.
        let code = ev.code();
        let back = ev.shift_key();
        let view_key = matches!(code.as_str(), "KeyV" | "KeyT");
        if !view_key && !interactive.get_untracked() {
            return;
        }
        let handled = match code.as_str() {
            "KeyR" => {
                turn_piece.run(if back { -1 } else { 1 });
                true
            }
            "KeyV" => {
                turn_view.run(if back { 3 } else { 1 });
                true
            }
            "KeyT" => {
                toggle_flat.run(());
                true
            }
            "KeyL" => {
                select_lord.run(());
                true
            }
            "KeyS" => panels::reserve_stair(state, legal).map(|id| pick.run(id)).is_some(),
            c @ ("Digit1" | "Digit2" | "Digit3" | "Digit4" | "Digit5") => {
                let kind = c.as_bytes()[5] - b'1';
                state
                    .with_untracked(|s| s.as_ref().and_then(|g| g.to_move()))
                    .map(|seat| pick.run(seat * PIECES_PER_SEAT + kind))
                    .is_some()
            }
            _ => false,
        };
        if handled {
            ev.prevent_default();
        }
    };

    view! {
        <div class="board-wrap voldetour-board-wrap" on:keydown=on_key>
            <BoardSvg class=Signal::derive(move || if three_d() { "voldetour iso".to_string() } else { "voldetour flat".to_string() })
                view_box=Signal::derive(move || draw::view_box(view_kind.get())) label=i18n.t("voldetour-board-label") geometry=geometry
                cursor=cursor on_activate=on_square on_tap=on_tap zoomable=Signal::derive(three_d) targets=reader_targets
                view_name=Signal::derive(move || match view_kind.get() { ViewKind::Iso(r) => format!("3d-{r}"), ViewKind::Flat => "2d".to_string() })
                on_hover=Callback::new(move |sq: u16| hover.set(Some(sq as u8))) on_escape=escape
                on_handover=Callback::new(move |()| { hover.set(None); preview.set(None); })>
                <g class="picture" inner_html=picture></g>
                <g class="overlay" inner_html=overlay></g>
            </BoardSvg>
        </div>
        // The piece keys work from the panel too: after a click on a reserve piece the focus is
        // on its button, and R must still turn it.
        <div class="game-panel" on:keydown=on_key>
        <panels::Controls state=state interactive=interactive legal=legal selection=selection act=act
            turn_piece=turn_piece turn_view=turn_view toggle_flat=toggle_flat three_d=Signal::derive(three_d)
            notice=notice.into() ghost_reason=ghost_reason preview=previewed.into() place_preview=place_preview/>
        <InspectLine text=Signal::derive(move || {
            let c = hover.get()?;
            state.with(|s| s.as_ref().map(|g| panels::inspect_text(i18n, g, c)))
        })/>
        <panels::Reserves state=state interactive=interactive legal=legal selection=selection pick=pick/>
        </div>
    }
}

/// The squares of the pieces the player may pick up on the board (every square a piece covers),
/// and the own Lord's square when he can move.
fn origin_cells(g: &Voldetour, l: &LegalView) -> Vec<u8> {
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
    cells
}

/// The anchor square of a Block or Stair action (the destination of a Lord move).
fn action_cell(a: VAction) -> u8 {
    match a {
        VAction::Block { cell, .. } | VAction::Stair { cell, .. } => cell,
        VAction::Lord { to } => to,
        VAction::EndTurn | VAction::Pass => CELLS as u8,
    }
}
