//! The status line (whose turn, what is left this turn, the Tower warning, the engine's reason for
//! a refused placement, the turn's buttons and the view controls), the reserves, and the text
//! describing a square.

use super::draw::{self, look};
use crate::board::voldetour::{orientations, LegalView, Selection};
use crate::core::Game;
use crate::games::voldetour::{
    cell_name, direction_key, EndReason, VAction, Voldetour, VoldetourError, BLOCKS_PER_SEAT, BLOCK_ORIENTATIONS,
    LEAVE_TOWER_BY_TURN, NEST, PIECES_PER_SEAT, STAIRS_PER_SEAT,
};
use crate::i18n::Msg;
use crate::ui::board::StatusLine;
use crate::ui::i18n::{use_i18n, I18n};
use crate::ui::AppState;
use leptos::prelude::*;

/// An engine message as a sentence (the board kit's).
pub(crate) use crate::ui::board::sentence;

fn size_text((dx, dy, dz): (u8, u8, u8)) -> String {
    format!("{dx}×{dy}×{dz}")
}

/// A seat's colour name (the game's seat names, in the player's language).
pub(crate) fn seat_name(seat: u8) -> Msg {
    crate::ui::seat_colour_name(crate::registry::GameKind::Voldetour, seat as usize)
}

/// "Black's Block 3 (1×1×3)" or "White's Stair".
pub(crate) fn piece_name(id: u8) -> Msg {
    let kind = id % PIECES_PER_SEAT;
    let seat = seat_name(Voldetour::owner_of(id));
    if Voldetour::is_stair(id) {
        Msg::new("voldetour-piece-stair").arg("seat", seat)
    } else {
        Msg::new("voldetour-piece-block")
            .arg("seat", seat)
            .arg("number", kind + 1)
            .arg("size", size_text(BLOCK_ORIENTATIONS[kind as usize][0]))
    }
}

/// How a piece is turned, in words.
pub(crate) fn orientation_text(id: u8, orient: u8) -> Msg {
    if Voldetour::is_stair(id) {
        match orient {
            NEST => Msg::new("voldetour-stair-nested"),
            d => Msg::new("voldetour-stair-rising").arg("direction", direction_key(d % 4)),
        }
    } else {
        match BLOCK_ORIENTATIONS[(id % PIECES_PER_SEAT) as usize].get(orient as usize) {
            Some(&(dx, dy, dz)) => {
                let how = if dz > 1 && dx == 1 && dy == 1 {
                    "standing"
                } else if dz >= dx.max(dy) {
                    "upright"
                } else if dx > dy {
                    "east-west"
                } else if dy > dx {
                    "north-south"
                } else {
                    "flat"
                };
                Msg::new("voldetour-block-orientation").arg("size", size_text((dx, dy, dz))).arg("lying", how)
            }
            None => Msg::text(""),
        }
    }
}

/// A refused action's reason, as a sentence of the player's language.
pub(crate) fn reason(i18n: I18n, error: &VoldetourError) -> String {
    sentence(&i18n.msg(&error.msg().capitalised()))
}

/// Why the player cannot pick piece `id` up now, in the engine's words.
pub(crate) fn why_not_movable(i18n: I18n, g: &Voldetour, id: u8) -> String {
    use VoldetourError::*;
    if g.to_move() != Some(Voldetour::owner_of(id)) {
        return i18n.msg(&Msg::new("voldetour-not-yours").arg("piece", piece_name(id)));
    }
    let spot = g.piece(id);
    let a = Voldetour::placement(id, spot.orient, if spot.on_board() { spot.cell } else { 0 });
    match g.check(a) {
        Err(
            e @ (GameOver
            | BlockAlreadyUsed
            | StairAlreadyUsed
            | LordAlreadyMoved
            | PieceBlocked
            | NextReserveStairFirst),
        ) => {
            i18n.msg(&Msg::new("voldetour-piece-refused").arg("piece", piece_name(id)).arg("reason", reason(i18n, &e)))
        }
        _ => i18n.msg(&Msg::new("voldetour-no-place").arg("piece", piece_name(id))),
    }
}

fn tower_of(g: &Voldetour, c: u8) -> Option<u8> {
    (0..g.seat_count() as u8).find(|&s| g.tower(s) == c)
}

/// A square's accessible name: its name, height and what stands there.
pub(crate) fn describe_square(i18n: I18n, g: &Voldetour, c: u8) -> String {
    let col = g.column(c);
    let mut parts = vec![Msg::new("voldetour-square").arg("square", cell_name(c)).arg("height", col.full)];
    if let Some(s) = tower_of(g, c) {
        parts.push(Msg::new("voldetour-tower-of").arg("seat", seat_name(s)));
    }
    for id in g.pieces_at(c) {
        let spot = g.piece(id);
        parts.push(if Voldetour::is_stair(id) {
            Msg::new("voldetour-square-stair")
                .arg("piece", piece_name(id))
                .arg("orientation", orientation_text(id, spot.orient))
        } else {
            let top = Voldetour::piece_footprint(id, spot).map(|f| f.2).unwrap_or(spot.base);
            Msg::new("voldetour-square-block").arg("piece", piece_name(id)).arg("from", spot.base).arg("to", top)
        });
    }
    if let Some(s) = g.lord_seat_at(c) {
        parts.push(Msg::new("voldetour-lord-of").arg("seat", seat_name(s)));
    }
    parts.iter().map(|p| i18n.msg(p)).collect::<Vec<_>>().join(" · ")
}

/// The inspect line: the square, and why its pieces cannot move when they are blocked.
pub(crate) fn inspect_text(i18n: I18n, g: &Voldetour, c: u8) -> String {
    let mut text = describe_square(i18n, g, c);
    for id in g.pieces_at(c) {
        if g.is_blocked(id) {
            let stuck = Msg::new("voldetour-inspect-stuck")
                .arg("piece", piece_name(id))
                .arg("reason", VoldetourError::PieceBlocked.msg());
            text += &format!(" — {}", i18n.msg(&stuck));
        }
    }
    text
}

/// The Stair of the seat to move that the reserve offers (the engine lists one at a time).
pub(crate) fn reserve_stair(state: Signal<Option<Voldetour>>, legal: Memo<LegalView>) -> Option<u8> {
    state.with_untracked(|s| {
        let g = s.as_ref()?;
        let seat = g.to_move()?;
        let first = seat * PIECES_PER_SEAT + BLOCKS_PER_SEAT;
        legal.with_untracked(|l| {
            (first..first + STAIRS_PER_SEAT).find(|id| !g.piece(*id).on_board() && l.pieces.contains(id))
        })
    })
}

pub(crate) fn end_text(g: &Voldetour) -> Msg {
    match g.end_reason() {
        Some(EndReason::ReachedTower(s)) => {
            Msg::new("voldetour-end-tower").arg("winner", seat_name(s)).arg("loser", seat_name(g.enemy(s)))
        }
        Some(EndReason::OthersOut(s)) => {
            Msg::new("voldetour-end-others-out").arg("winner", seat_name(s)).arg("turn", LEAVE_TOWER_BY_TURN)
        }
        Some(EndReason::Repetition) => Msg::new("voldetour-end-repetition"),
        Some(EndReason::TurnLimit) => Msg::new("voldetour-end-turn-limit"),
        None => Msg::new("voldetour-end-over"),
    }
}

#[component]
pub(crate) fn Controls(
    state: Signal<Option<Voldetour>>,
    interactive: Signal<bool>,
    legal: Memo<LegalView>,
    selection: RwSignal<Selection>,
    act: Callback<VAction>,
    turn_piece: Callback<i8>,
    turn_view: Callback<u8>,
    toggle_flat: Callback<()>,
    three_d: Signal<bool>,
    notice: Signal<Option<String>>,
    ghost_reason: Signal<Option<String>>,
    /// The square a first tap previews the move on (touch): a second tap or Place confirms.
    preview: Signal<Option<u8>>,
    place_preview: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    // Asked before an End turn that would lose the game at once (the Lord still on his Tower
    // after the last turn he may stay there): the position it was asked in.
    let confirm_end = RwSignal::new(None::<Voldetour>);
    let line = move || {
        let g = state.get()?;
        if let Some(text) = crate::ui::resigned_prompt(expect_context::<AppState>(), i18n) {
            return Some(view! { <span class="who" data-testid="prompt">{text}</span> }.into_any());
        }
        let Some(seat) = g.to_move() else {
            return Some(view! { <span class="who" data-testid="prompt">{i18n.msg(&end_text(&g))}</span> }.into_any());
        };
        let l = look(seat);
        let letter = draw::letter(seat);
        let live = interactive.get();
        let lv = legal.get();
        let chip = |label: String, done: bool| {
            view! { <span class="voldetour-chip" class:done=done>{if done { format!("{label} ✓") } else { label }}</span> }
        };
        let warning = (g.lord(seat) == g.tower(seat)).then(|| {
            let this_turn = g.turns_played(seat) + 1;
            view! { <span class="voldetour-warning" data-testid="tower-warning">
                {i18n.msg(&Msg::new("voldetour-tower-warning").arg("limit", LEAVE_TOWER_BY_TURN).arg("turn", this_turn))}
            </span> }
        });
        let sel = selection.get();
        let holding = match sel {
            Selection::Piece { id, orient } => {
                let choices = orientations(id, &lv.actions, &g).len();
                Some(view! {
                    <span class="voldetour-holding" data-testid="holding">
                        {i18n.msg(&Msg::new("voldetour-holding").arg("piece", piece_name(id)).arg("orientation", orientation_text(id, orient)))}
                    </span>
                    {(choices > 1).then(|| view! {
                        <button data-testid="rotate" title=i18n.t("voldetour-rotate-title") on:click=move |_| turn_piece.run(1)>{i18n.t("voldetour-rotate")}</button>
                    })}
                    <button class="ghost" data-testid="cancel" on:click=move |_| selection.set(Selection::Nothing)>{i18n.t("voldetour-cancel")}</button>
                }.into_any())
            }
            Selection::Lord => Some(view! {
                <span class="voldetour-holding" data-testid="holding">{i18n.t("voldetour-holding-lord")}</span>
                <button class="ghost" data-testid="cancel" on:click=move |_| selection.set(Selection::Nothing)>{i18n.t("voldetour-cancel")}</button>
            }.into_any()),
            Selection::Nothing => None,
        };
        let confirm = preview.get().map(|c| {
            let what = if sel == Selection::Lord { "lord" } else { "piece" };
            view! {
                <span class="voldetour-preview" data-testid="preview-prompt">
                    {i18n.msg(&Msg::new("voldetour-tap-again").arg("square", cell_name(c)).arg("what", what))}
                </span>
                <button class="primary" data-testid="place" on:click=move |_| place_preview.run(())>
                    {i18n.msg(&Msg::new("voldetour-place").arg("what", what))}
                </button>
            }
        });
        let reason = notice.get().or_else(|| ghost_reason.get());
        // The engine says what ending the turn now would do: a loss at once is asked first.
        let loses_now = {
            let mut after = g;
            after.apply(VAction::EndTurn).is_ok()
                && after.outcome().is_some_and(|o| !o.winners.is_empty() && !o.winners.contains(&seat))
        };
        let asking = confirm_end.with(|c| c.as_ref() == Some(&g));
        let end_turn = (live && lv.has(VAction::EndTurn) && !asking).then(|| {
            let here = g;
            view! {
                <button class="primary" data-testid="end-turn" on:click=move |_| {
                    if loses_now { confirm_end.set(Some(here)) } else { act.run(VAction::EndTurn) }
                }>{i18n.t("voldetour-end-turn")}</button>
            }
        });
        let ask = (live && asking).then(|| view! {
            <span class="voldetour-warning" data-testid="end-turn-loses" role="alert">{i18n.t("voldetour-end-turn-loses")}</span>
            <button class="danger" data-testid="end-turn-anyway" on:click=move |_| { confirm_end.set(None); act.run(VAction::EndTurn) }>
                {i18n.t("voldetour-end-turn-anyway")}</button>
            <button class="primary" data-testid="keep-playing" on:click=move |_| confirm_end.set(None)>{i18n.t("voldetour-keep-playing")}</button>
        });
        let pass = (live && lv.actions == [VAction::Pass]).then(|| view! {
            <button class="primary" data-testid="pass" on:click=move |_| act.run(VAction::Pass)>{i18n.t("voldetour-pass")}</button>
        });
        // The seat's name, as every game's prompt says it (its colour only if it has none).
        let app = expect_context::<AppState>();
        let name = app.session.with(|s| s.as_ref().and_then(|s| s.seats.get(seat as usize)).map(|p| p.name.clone()));
        let name = name.unwrap_or_else(|| i18n.msg(&seat_name(seat)));
        // What the engine still allows this turn (b Block, s Stair, l Lord, e End turn): the
        // prompt names only that, so it never asks for a piece kind already used.
        const LEFT: [&str; 16] =
            ["", "b", "s", "bs", "l", "bl", "sl", "bsl", "e", "be", "se", "bse", "le", "ble", "sle", "bsle"];
        let kinds = lv.actions.iter().fold(0, |k, a| {
            k | match a {
                VAction::Block { .. } => 1,
                VAction::Stair { .. } => 2,
                VAction::Lord { .. } => 4,
                VAction::EndTurn => 8,
                VAction::Pass => 0,
            }
        });
        let left = LEFT[kinds];
        let pick = live && sel == Selection::Nothing && !left.is_empty();
        let prompt = i18n.msg(
            &Msg::new(if pick { "voldetour-prompt-pick" } else { "voldetour-prompt" })
                .arg("left", left)
                .arg("player", name.as_str())
                .arg("you", crate::ui::you_in_session(app, i18n, seat as usize)),
        );
        Some(view! {
            <span class="swatch voldetour-swatch" style=format!("background:{};color:{}", l.top, l.ink)>{letter}</span>
            <span class="who" data-testid="prompt">{prompt}</span>
            {chip(i18n.t("voldetour-chip-block"), g.block_used())}{chip(i18n.t("voldetour-chip-stair"), g.stair_used())}{chip(i18n.t("voldetour-chip-lord"), false)}
            {warning}{holding}{confirm}
            {reason.map(|r| view! { <span class="voldetour-reason" data-testid="reason">{r}</span> })}
            {end_turn}{ask}{pass}
        }.into_any())
    };
    view! {
        <StatusLine class="voldetour-status">
            {line}
            <span class="voldetour-views">
                <button class="view-toggle" data-testid="turn-view" title=i18n.t("voldetour-turn-view-title") prop:disabled=move || !three_d.get()
                    on:click=move |_| turn_view.run(1)>{i18n.t("voldetour-turn-view")}</button>
                <button class="view-toggle" data-testid="view-toggle" title=i18n.t("voldetour-view-toggle-title")
                    on:click=move |_| toggle_flat.run(())>{move || i18n.t(if three_d.get() { "voldetour-view-top-down" } else { "voldetour-view-3d" })}</button>
            </span>
        </StatusLine>
    }
}

/// Each seat's reserve: Blocks by size (placed ones marked), Stairs left. The seat to move picks
/// from it; a piece already on the board can be picked here too (to move it).
#[component]
pub(crate) fn Reserves(
    state: Signal<Option<Voldetour>>,
    interactive: Signal<bool>,
    viewer: Signal<Option<u8>>,
    legal: Memo<LegalView>,
    selection: RwSignal<Selection>,
    pick: Callback<u8>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    move || {
        let g = state.get()?;
        let live = interactive.get();
        let lv = legal.get();
        let sel = selection.get();
        let names: Vec<String> = app
            .session
            .with(|s| s.as_ref().map(|s| s.seats.iter().map(|x| x.name.clone()).collect()).unwrap_or_default());
        // The player's own reserve first (the lone human's, or the human to move's), the others
        // after it in turn order: on a phone the pieces to play from sit right under the prompt,
        // not below the other seats' reserves. Seat order while no human is to act, so a game
        // between bots does not reorder the panels at every turn.
        let n = g.seat_count() as u8;
        let first = viewer.get().unwrap_or(0);
        let seats = (0..n)
            .map(|i| (first + i) % n)
            .map(|seat| {
                let l = look(seat);
                let letter = draw::letter(seat);
                let mine = live && g.to_move() == Some(seat);
                let button = |id: u8, label: String, testid: String| {
                    let held = matches!(sel, Selection::Piece { id: h, .. } if h == id);
                    let can = mine && lv.pieces.contains(&id);
                    let placed = g.piece(id).on_board();
                    view! {
                        <button class="voldetour-piece" class:placed=placed class:held=held data-testid=testid
                            prop:disabled=!can title=i18n.t(if placed { "voldetour-piece-placed-title" } else { "voldetour-piece-reserve-title" })
                            on:click=move |_| pick.run(id)>
                            <span class="voldetour-piece-swatch" style=format!("background:{};color:{}", l.top, l.ink)>{letter.clone()}</span>
                            {label}
                        </button>
                    }
                };
                let blocks = (0..BLOCKS_PER_SEAT)
                    .map(|kind| {
                        let id = seat * PIECES_PER_SEAT + kind;
                        let spot = g.piece(id);
                        let label = format!(
                            "{} {}{}",
                            kind + 1,
                            size_text(BLOCK_ORIENTATIONS[kind as usize][0]),
                            if spot.on_board() { format!(" · {}", cell_name(spot.cell)) } else { String::new() }
                        );
                        let testid = if mine { format!("pick-block-{kind}") } else { String::new() };
                        button(id, label, testid)
                    })
                    .collect_view();
                let first = seat * PIECES_PER_SEAT + BLOCKS_PER_SEAT;
                let left = (first..first + STAIRS_PER_SEAT).filter(|id| !g.piece(*id).on_board()).count();
                let next = (first..first + STAIRS_PER_SEAT).find(|id| !g.piece(*id).on_board());
                let stairs_on_board = (first..first + STAIRS_PER_SEAT)
                    .filter(|id| g.piece(*id).on_board())
                    .map(|id| {
                        let testid = if mine { format!("pick-stair-{}", cell_name(g.piece(id).cell)) } else { String::new() };
                        let label = i18n.msg(&Msg::new("voldetour-reserve-stair-placed").arg("square", cell_name(g.piece(id).cell)));
                        button(id, label, testid)
                    })
                    .collect_view();
                let label = i18n.msg(&Msg::new("voldetour-reserve-stairs").arg("count", left));
                let reserve = next.map(|id| button(id, label, if mine { "pick-stair".into() } else { String::new() }));
                view! {
                    <div class="voldetour-reserve" class:active=g.to_move() == Some(seat) class:out=g.is_out(seat) data-seat=seat>
                        <h2>
                            <span class="voldetour-piece-swatch" style=format!("background:{};color:{}", l.top, l.ink)>{letter.clone()}</span>
                            {i18n.msg(&Msg::new(if g.is_out(seat) { "voldetour-reserve-heading-out" } else { "voldetour-reserve-heading" })
                                .arg("seat", seat_name(seat))
                                .arg("player", names.get(seat as usize).cloned().unwrap_or_default()))}
                        </h2>
                        <div class="voldetour-pieces">{blocks}</div>
                        <div class="voldetour-pieces">{reserve}{stairs_on_board}</div>
                    </div>
                }
            })
            .collect_view();
        Some(view! { <div class="voldetour-reserves" data-testid="reserves">{seats}</div> })
    }
}
