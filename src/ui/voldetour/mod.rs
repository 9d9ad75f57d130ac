//! Voldétour's board and controls, built on the board kit. The board draws the engine's view of
//! the position and reports clicks; every mark, ghost colour and button comes from the engine's
//! legal actions, its `check` (whose message the status line shows) and its answers about pieces
//! (`action_piece`, `action_spot`, `piece_footprint`, `lord_path`, `pieces_at`, `stack_at`,
//! `placement`) — nothing here re-derives a rule. What a click means and what is marked for the
//! piece or Lord in hand is decided in `crate::board::voldetour` (over the kit's marks, tested
//! natively).
//!
//! * `draw`   — the 3-D and top-down drawings (one keyed view per square), the ghost and the
//!   Lord's path
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
use crate::board::voldetour::{self as select, LegalView, Outcome, Selection};
use crate::core::Game;
use crate::games::voldetour::{cell_name, Spot, VAction, Voldetour, CELLS, PIECES_PER_SEAT, SIZE};
use draw::ViewKind;
use leptos::prelude::*;

fn voldetour_grid() -> Grid {
    Grid { cols: SIZE as u16, rows: SIZE as u16, square_at: |c, r| r * 10 + c, coords_of: |sq| (sq % 10, sq / 10) }
}

fn kit_name(sq: u16) -> String {
    cell_name(sq as u8)
}

#[component]
pub fn VoldetourBoard(view: GameView<Voldetour>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    draw::use_letters(i18n);
    let GameView { state, interactive, viewer, hint, play } = view;
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
    // The kit's marks for the selection: computed once per selection, not per pointer move.
    let kit_marks = Memo::new(move |_| {
        let sel = selection.get();
        state.with(|s| s.as_ref().map(|g| legal.with(|l| select::marks(g, l, sel))).unwrap_or_default())
    });
    let targets = Memo::new(move |_| kit_marks.with(select::target_cells));

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
    // For screen readers: the selection's targets, or what can be picked up on the board. A
    // piece's target says the placement a click makes, as the log writes it.
    let reader_targets = Memo::new(move |_| {
        let placing = matches!(selection.get(), Selection::Piece { .. });
        let picking = selection.get() == Selection::Nothing;
        state.with(|s| {
            kit_marks.with(|m| {
                let mut targets = Targets::from_marks(m, None, |actions| match (s.as_ref(), actions) {
                    (Some(g), [a]) if placing => Some(i18n.msg(&g.preview_msg(*a, None))),
                    _ => None,
                });
                if !picking {
                    targets.pick.clear();
                }
                targets
            })
        })
    });

    let act = Callback::new(move |a: VAction| {
        selection.set(Selection::Nothing);
        notice.set(None);
        play.run(a);
    });

    let hold = move |sel: Selection| {
        selection.set(sel);
        notice.set(None);
    };
    let pick = Callback::new(move |id: u8| {
        state.with_untracked(|s| {
            if let Some(g) = s.as_ref() {
                if legal.with_untracked(|l| l.pieces.contains(&id)) {
                    hold(select::pick_piece(g, id));
                } else {
                    notice.set(Some(panels::why_not_movable(i18n, g, id)));
                }
            }
        })
    });
    let select_lord = Callback::new(move |()| {
        if legal.with_untracked(|l| !l.lord_targets.is_empty()) {
            hold(Selection::Lord);
        }
    });
    let turn_piece = Callback::new(move |step: i8| {
        let Selection::Piece { id, orient } = selection.get_untracked() else { return };
        let choices = state.with_untracked(|s| {
            s.as_ref().map(|g| legal.with_untracked(|l| select::orientations(id, &l.actions, g))).unwrap_or_default()
        });
        if let Some(orient) = select::turned(&choices, orient, step) {
            hold(Selection::Piece { id, orient });
        }
    });

    let on_square = Callback::new(move |sq: u16| {
        let c = sq as u8;
        hover.set(Some(c));
        if !interactive.get_untracked() {
            return;
        }
        state.with_untracked(|s| {
            let Some(g) = s.as_ref() else { return };
            let outcome = legal
                .with_untracked(|l| kit_marks.with_untracked(|m| select::click(g, l, m, selection.get_untracked(), c)));
            match outcome {
                Outcome::Play(a) => act.run(a),
                Outcome::Select(sel) => hold(sel),
                Outcome::Refuse(a, sel) => {
                    selection.set(sel);
                    notice.set(g.check(a).err().map(|e| panels::reason(i18n, &e)));
                }
                Outcome::NotMovable(id) => notice.set(Some(panels::why_not_movable(i18n, g, id))),
                Outcome::Nothing => {}
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

    // The height of every square's surface: the hit targets follow it, so they are redrawn when
    // a piece changes a height, not for every action.
    let surfaces = Memo::new(move |_| {
        state.with(|s| {
            s.as_ref()
                .map(|g| (0..CELLS as u8).map(|c| draw::surface(&g.column(c))).collect::<Vec<f64>>())
                .unwrap_or_default()
        })
    });
    let surface = move |sq: u16| surfaces.with(|z| z.get(sq as usize).copied().unwrap_or(0.0));
    let geometry = BoardGeometry {
        grid: voldetour_grid(),
        outline: Callback::new(move |sq: u16| Shape::Poly(draw::outline(view_kind.get(), sq as u8, surface(sq)))),
        name: kit_name,
        describe: Callback::new(move |sq: u16| {
            state.with(|s| {
                s.as_ref().map(|g| panels::describe_square(i18n, g, sq as u8)).unwrap_or_else(|| kit_name(sq))
            })
        }),
        depth: Some(Callback::new(move |sq: u16| draw::depth(view_kind.get(), sq as u8))),
        hit_area: Some(Callback::new(move |sq: u16| {
            Shape::Poly(draw::hit_area(view_kind.get(), sq as u8, surface(sq)))
        })),
        mark_areas: None,
    };

    // The picture: one keyed drawing per square, so a new position, selection or hint redraws
    // only the squares it changed (a new view redraws them all) — never for a pointer move.
    let marks = Memo::new(move |_| {
        let sel = selection.get();
        let hinted = hint.get();
        state.with(|s| {
            let g = s.as_ref()?;
            let lifted = match sel {
                Selection::Piece { id, .. } if g.piece(id).on_board() => Some(id),
                _ => None,
            };
            Some(draw::Marks {
                targets: targets.get(),
                origins: kit_marks.with(|m| m.origins.iter().map(|&c| c as u8).collect()),
                selected: select::selected_cells(g, sel),
                hinted: hinted.map(|a| select::action_squares(g, a)).unwrap_or_default(),
                lifted,
            })
        })
    });
    let squares = Memo::new(move |_| {
        let view = view_kind.get();
        marks.with(|m| {
            state.with(|s| {
                let (Some(g), Some(m)) = (s.as_ref(), m.as_ref()) else { return Vec::new() };
                match view {
                    ViewKind::Iso(r) => draw::iso_squares(g, r, m).into_iter().map(draw::SquareDrawing::Iso).collect(),
                    ViewKind::Flat => draw::flat_squares(g, m).into_iter().map(draw::SquareDrawing::Flat).collect(),
                }
            })
        })
    });
    // One slot per square in drawing order, each redrawn only when its own drawing changes.
    let slots = (0..CELLS)
        .map(|i| {
            let slot = Memo::new(move |_| squares.with(|v| v.get(i).cloned()));
            move || slot.get().map(draw::square_view)
        })
        .collect_view();
    let picture = view! {
        {move || match view_kind.get() {
            ViewKind::Iso(r) => Some(draw::iso_ground(r)),
            ViewKind::Flat => None,
        }}
        {slots}
        {move || (view_kind.get() == ViewKind::Flat).then(draw::flat_coordinates)}
    };
    // The ghost and the Lord's path follow the pointer or the cursor.
    let ghost = Memo::new(move |_| {
        let Selection::Piece { id, orient } = selection.get() else { return None };
        let c = pointed.get()?;
        state.with(|s| {
            let g = s.as_ref()?;
            let a = Voldetour::placement(id, orient, c);
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
            return Some(draw::ghost(view, id, spot, ok));
        }
        if selection.get() != Selection::Lord {
            return None;
        }
        let c = pointed.get()?;
        if !targets.with(|t| t.contains(&c)) {
            return None;
        }
        state.with(|s| {
            let g = s.as_ref()?;
            let (Some(seat), Some(path)) = (g.to_move(), g.lord_path(c)) else { return None };
            Some(draw::path(g, view, g.lord(seat), &path))
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
                <g class="picture">{picture}</g>
                <g class="overlay">{overlay}</g>
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
        <panels::Reserves state=state interactive=interactive viewer=viewer legal=legal selection=selection pick=pick/>
        </div>
    }
}
