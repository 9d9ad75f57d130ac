//! The status line (whose turn, what is left this turn, the Tower warning, the engine's reason for
//! a refused placement, the turn's buttons and the view controls), the reserves, and the text
//! describing a square.

use super::draw::{self, look, owner, DIR_WORDS};
use super::{orientations, LegalView, Selection};
use crate::core::Game;
use crate::games::voldetour::{
    cell_name, EndReason, VAction, Voldetour, VoldetourError, BLOCKS_PER_SEAT, BLOCK_ORIENTATIONS, LEAVE_TOWER_BY_TURN,
    NEST, PIECES_PER_SEAT, STAIRS_PER_SEAT,
};
use crate::ui::board::StatusLine;
use crate::ui::AppState;
use leptos::prelude::*;

/// An engine message as a sentence (the board kit's).
pub(crate) use crate::ui::board::sentence;

fn size_text((dx, dy, dz): (u8, u8, u8)) -> String {
    format!("{dx}×{dy}×{dz}")
}

/// "Black Block 3 (1×1×3)" or "White Stair".
pub(crate) fn piece_name(id: u8) -> String {
    let kind = id % PIECES_PER_SEAT;
    let who = look(owner(id)).name;
    if Voldetour::is_stair(id) {
        format!("{who} Stair")
    } else {
        format!("{who} Block {} ({})", kind + 1, size_text(BLOCK_ORIENTATIONS[kind as usize][0]))
    }
}

/// How a piece is turned, in words.
pub(crate) fn orientation_text(id: u8, orient: u8) -> String {
    if Voldetour::is_stair(id) {
        match orient {
            NEST => "upside down, nested into an open Stair".to_string(),
            d => format!("rising {}", DIR_WORDS[d as usize % 4]),
        }
    } else {
        match BLOCK_ORIENTATIONS[(id % PIECES_PER_SEAT) as usize].get(orient as usize) {
            Some(&(dx, dy, dz)) => {
                let how = if dz > 1 && dx == 1 && dy == 1 {
                    "standing"
                } else if dz >= dx.max(dy) {
                    "upright"
                } else if dx > dy {
                    "lying east–west"
                } else if dy > dx {
                    "lying north–south"
                } else {
                    "flat"
                };
                format!("{} {how} (columns × rows × height)", size_text((dx, dy, dz)))
            }
            None => String::new(),
        }
    }
}

/// Why the player cannot pick piece `id` up now, in the engine's words.
pub(crate) fn why_not_movable(g: &Voldetour, id: u8) -> String {
    use VoldetourError::*;
    if g.to_move() != Some(owner(id)) {
        return format!("{} belongs to another player.", piece_name(id));
    }
    let spot = g.piece(id);
    let a = super::placement(id, spot.orient, if spot.on_board() { spot.cell } else { 0 });
    match g.check(a) {
        Err(
            e @ (GameOver
            | BlockAlreadyUsed
            | StairAlreadyUsed
            | LordAlreadyMoved
            | PieceBlocked
            | NextReserveStairFirst),
        ) => {
            format!("{}: {}", piece_name(id), sentence(&e.to_string()))
        }
        _ => format!("{} has no legal place right now.", piece_name(id)),
    }
}

fn tower_of(g: &Voldetour, c: u8) -> Option<u8> {
    (0..g.seat_count() as u8).find(|&s| g.tower(s) == c)
}

/// A square's accessible name: its name, height and what stands there.
pub(crate) fn describe_square(g: &Voldetour, c: u8) -> String {
    let col = g.column(c);
    let mut parts = vec![format!("{}: height {}", cell_name(c), col.full)];
    if let Some(s) = tower_of(g, c) {
        parts.push(format!("{}'s Tower", look(s).name));
    }
    for id in super::pieces_on(g, c) {
        let spot = g.piece(id);
        let detail = if Voldetour::is_stair(id) {
            orientation_text(id, spot.orient)
        } else {
            format!("levels {}–{}", spot.base, Voldetour::piece_footprint(id, spot).map(|f| f.2).unwrap_or(spot.base))
        };
        parts.push(format!("{} {detail}", piece_name(id)));
    }
    if let Some(s) = draw::lord_at(g, c) {
        parts.push(format!("{}'s Lord", look(s).name));
    }
    parts.join(" · ")
}

/// The inspect line: the square, and why its pieces cannot move when they are blocked.
pub(crate) fn inspect_text(g: &Voldetour, c: u8) -> String {
    let mut text = describe_square(g, c);
    for id in super::pieces_on(g, c) {
        if g.is_blocked(id) {
            text += &format!(" — {} cannot move: {}", piece_name(id), VoldetourError::PieceBlocked);
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

fn end_text(g: &Voldetour) -> String {
    match g.end_reason() {
        Some(EndReason::ReachedTower(s)) => {
            format!("{}'s Lord stopped on {}'s Tower: {} wins.", look(s).name, look(g.enemy(s)).name, look(s).name)
        }
        Some(EndReason::OthersOut(s)) => {
            format!("Every other Lord stayed on his Tower past turn {LEAVE_TOWER_BY_TURN}: {} wins.", look(s).name)
        }
        Some(EndReason::Repetition) => "The same position came up a third time: a draw.".to_string(),
        Some(EndReason::TurnLimit) => "The turn limit was reached: a draw.".to_string(),
        None => "The game is over.".to_string(),
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
) -> impl IntoView {
    let line = move || {
        let g = state.get()?;
        let Some(seat) = g.to_move() else {
            return Some(view! { <span class="who" data-testid="prompt">{end_text(&g)}</span> }.into_any());
        };
        let l = look(seat);
        let live = interactive.get();
        let lv = legal.get();
        let chip = |label: &'static str, done: bool| {
            view! { <span class="voldetour-chip" class:done=done>{if done { format!("{label} ✓") } else { label.to_string() }}</span> }
        };
        let warning = (g.lord(seat) == g.tower(seat)).then(|| {
            let this_turn = g.turns_played(seat) + 1;
            view! { <span class="voldetour-warning" data-testid="tower-warning">
                {format!("Your Lord must leave the Tower by the end of your turn {LEAVE_TOWER_BY_TURN} (this is your turn {this_turn}).")}
            </span> }
        });
        let sel = selection.get();
        let holding = match sel {
            Selection::Piece { id, orient } => {
                let choices = orientations(id, &lv.actions, &g).len();
                Some(view! {
                    <span class="voldetour-holding" data-testid="holding">
                        {format!("{}: {}", piece_name(id), orientation_text(id, orient))}
                    </span>
                    {(choices > 1).then(|| view! {
                        <button data-testid="rotate" title="Turn the piece (R, Shift+R back)" on:click=move |_| turn_piece.run(1)>"Turn (R)"</button>
                    })}
                    <button class="ghost" data-testid="cancel" on:click=move |_| selection.set(Selection::Nothing)>"Cancel (Esc)"</button>
                }.into_any())
            }
            Selection::Lord => Some(view! {
                <span class="voldetour-holding" data-testid="holding">"Lord: click a marked square (1 to 3 steps)."</span>
                <button class="ghost" data-testid="cancel" on:click=move |_| selection.set(Selection::Nothing)>"Cancel (Esc)"</button>
            }.into_any()),
            Selection::Nothing => None,
        };
        let reason = notice.get().or_else(|| ghost_reason.get());
        let end_turn = (live && lv.has(VAction::EndTurn)).then(|| view! {
            <button class="primary" data-testid="end-turn" on:click=move |_| act.run(VAction::EndTurn)>"End turn"</button>
        });
        let pass = (live && lv.actions == [VAction::Pass]).then(|| view! {
            <button class="primary" data-testid="pass" on:click=move |_| act.run(VAction::Pass)>"Pass (nothing is legal)"</button>
        });
        let prompt = if live {
            match sel {
                Selection::Nothing => format!("{} to play: pick a Block or a Stair, or click your Lord.", l.name),
                _ => format!("{} to play.", l.name),
            }
        } else {
            format!("{} to play.", l.name)
        };
        Some(view! {
            <span class="swatch voldetour-swatch" style=format!("background:{};color:{}", l.top, l.ink)>{l.letter}</span>
            <span class="who" data-testid="prompt">{prompt}</span>
            {chip("Block", g.block_used())}{chip("Stair", g.stair_used())}{chip("Lord", false)}
            {warning}{holding}
            {reason.map(|r| view! { <span class="voldetour-reason" data-testid="reason">{r}</span> })}
            {end_turn}{pass}
        }.into_any())
    };
    view! {
        <StatusLine class="voldetour-status">
            {line}
            <span class="voldetour-views">
                <button class="ghost" data-testid="turn-view" title="Turn the board a quarter (V)" prop:disabled=move || !three_d.get()
                    on:click=move |_| turn_view.run(1)>"⟳ Turn view (V)"</button>
                <button class="ghost view-toggle" data-testid="view-toggle" title="Switch between 3-D and top-down (T)"
                    on:click=move |_| toggle_flat.run(())>{move || if three_d.get() { "Top-down view (T)" } else { "3-D view (T)" }}</button>
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
    legal: Memo<LegalView>,
    selection: RwSignal<Selection>,
    pick: Callback<u8>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    move || {
        let g = state.get()?;
        let live = interactive.get();
        let lv = legal.get();
        let sel = selection.get();
        let names: Vec<String> = app
            .session
            .with(|s| s.as_ref().map(|s| s.seats.iter().map(|x| x.name.clone()).collect()).unwrap_or_default());
        let seats = (0..g.seat_count() as u8)
            .map(|seat| {
                let l = look(seat);
                let mine = live && g.to_move() == Some(seat);
                let button = |id: u8, label: String, testid: String| {
                    let held = matches!(sel, Selection::Piece { id: h, .. } if h == id);
                    let can = mine && lv.pieces.contains(&id);
                    let placed = g.piece(id).on_board();
                    view! {
                        <button class="voldetour-piece" class:placed=placed class:held=held data-testid=testid
                            prop:disabled=!can title=if placed { "On the board: pick it to move it" } else { "In the reserve" }
                            on:click=move |_| pick.run(id)>
                            <span class="voldetour-piece-swatch" style=format!("background:{};color:{}", l.top, l.ink)>{l.letter}</span>
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
                        button(id, format!("Stair · {}", cell_name(g.piece(id).cell)), testid)
                    })
                    .collect_view();
                let reserve = next.map(|id| button(id, format!("Stair ×{left}"), if mine { "pick-stair".into() } else { String::new() }));
                view! {
                    <div class="voldetour-reserve" class:active=g.to_move() == Some(seat) class:out=g.is_out(seat) data-seat=seat>
                        <h3>
                            <span class="voldetour-piece-swatch" style=format!("background:{};color:{}", l.top, l.ink)>{l.letter}</span>
                            {format!("{} · {}", l.name, names.get(seat as usize).cloned().unwrap_or_default())}
                            {g.is_out(seat).then_some(" — out")}
                        </h3>
                        <div class="voldetour-pieces">{blocks}</div>
                        <div class="voldetour-pieces">{reserve}{stairs_on_board}</div>
                    </div>
                }
            })
            .collect_view();
        Some(view! { <div class="voldetour-reserves" data-testid="reserves">{seats}</div> })
    }
}
