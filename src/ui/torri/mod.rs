//! Torri's board and controls. It draws the position and reports clicks; every highlight comes
//! from the engine's legal actions. Which squares are marked, what a click on a square means and
//! the last turn's squares are decided in `crate::board::torri` (over the kit's marks, tested
//! natively).

mod entry;

use super::board::{
    cells_too_small, edge_coordinates, last_move_layer, mark_layer, BoardGeometry, BoardSvg, InspectLine, Shape,
    StatusLine, Targets,
};
use super::i18n::{use_i18n, I18n};
use super::registry::GameView;
use super::registry::SeatSwatch;
use super::seat_mark::shape_svg;
use super::{seat_colour_name, AppState, SEAT_COLOURS};
use crate::board::grid::Grid;
use crate::board::last_move::LastMove;
use crate::board::marks::Marks;
use crate::board::num::svg_num;
use crate::board::torri::{self as select, Outcome};
use crate::board::zoom::ViewBox;
use crate::core::{legal_vec, Game};
use crate::games::torri::{
    col_of, home_owner, row_of, square_name, ColourFace, Square, Stack, Torri, TorriAction, TurnPhase, SIZE, SQUARES,
};
use crate::i18n::Msg;
use crate::registry::GameKind;
use leptos::prelude::*;

/// Layers drawn per stack before the drawing is compressed (the count label gives the height).
const MAX_DRAWN_LAYERS: usize = 12;

/// The board's drawing: the ten by ten squares with their coordinates beside them.
const VIEW_BOX: ViewBox = ViewBox { x: -0.5, y: -0.1, w: 10.6, h: 10.7 };

fn square_xy(sq: Square) -> (f64, f64) {
    (col_of(sq) as f64, (SIZE - 1 - row_of(sq)) as f64)
}

/// A seat's colour name in the player's language.
fn colour_name(i18n: I18n, seat: usize) -> String {
    i18n.msg(&seat_colour_name(GameKind::Torri, seat))
}

/// The colours of a stack from the bottom up, as a list.
fn stack_colours(i18n: I18n, stack: Stack) -> String {
    stack.iter().map(|c| colour_name(i18n, c as usize)).collect::<Vec<_>>().join(", ")
}

/// The kit's view of Torri's squares: names and outlines (the grid is the kit's row-major one).
fn kit_name(sq: u16) -> String {
    square_name(sq as Square)
}

fn outline(sq: u16) -> Shape {
    let (x, y) = square_xy(sq as Square);
    Shape::Rect { x, y, w: 1.0, h: 1.0 }
}

fn describe_square(i18n: I18n, s: Option<&Torri>, sq: Square) -> String {
    let Some(s) = s else { return square_name(sq) };
    let stack = s.stack(sq);
    let msg = if stack.is_empty() {
        Msg::new("torri-square-empty")
    } else {
        Msg::new(if s.is_frozen(sq) { "torri-square-stack-home" } else { "torri-square-stack" })
            .arg("pieces", stack.len())
            .arg("colours", stack_colours(i18n, stack))
    };
    i18n.msg(&msg.arg("square", square_name(sq)))
}

/// One stack, bottom to top (the highest layers when it is tall), the top piece's owner also by
/// shape, its height when more than one, and a badge when it is home for good.
fn stack_view(sq: Square, stack: Stack, frozen: bool) -> impl IntoView {
    let (x, y) = square_xy(sq);
    let n = stack.len();
    let drawn = n.min(MAX_DRAWN_LAYERS);
    let step = if n > 6 { 0.34 / drawn as f64 } else { 0.075 };
    let base_y = y + 0.68;
    let layers = stack
        .iter()
        .skip(n - drawn)
        .enumerate()
        .map(|(i, colour)| {
            let cy = base_y - i as f64 * step;
            let fill = SEAT_COLOURS[colour as usize % 4];
            view! {
                <ellipse cx=svg_num(x + 0.5) cy=svg_num(cy + 0.05) rx="0.36" ry="0.15" fill="#00000055"/>
                <ellipse cx=svg_num(x + 0.5) cy=svg_num(cy) rx="0.36" ry="0.15" fill=fill stroke="#0008" stroke-width="0.025"/>
            }
        })
        .collect_view();
    // The top piece's owner also by shape, not by colour alone.
    let top =
        stack.iter().last().map(|colour| shape_svg(colour as usize, x + 0.5, base_y - (drawn - 1) as f64 * step, 0.09));
    // The height in a light badge of its own, readable over any pile of pieces.
    let label = (n > 1).then(|| {
        view! {
            <g class="stack-count">
                <circle cx=svg_num(x + 0.8) cy=svg_num(y + 0.2) r="0.17"/>
                <text x=svg_num(x + 0.8) y=svg_num(y + 0.3) font-size="0.26" text-anchor="middle">{n}</text>
            </g>
        }
    });
    view! {
        <g class="stack" data-square=square_name(sq)>
            {layers}
            {top}
            {label}
            // Safe at home for good: a solid green corner badge, unlike the
            // dashed outline of a stack that can be selected.
            {frozen.then(|| view! {
                <g class="home-badge" pointer-events="none">
                    <rect x=svg_num(x + 0.05) y=svg_num(y + 0.05) width="0.9" height="0.9" rx="0.08"/>
                    <path d=format!("M{} {}l0.14 -0.12l0.14 0.12v0.14h-0.28z", svg_num(x + 0.09), svg_num(y + 0.26))/>
                </g>
            })}
        </g>
    }
}

#[component]
pub fn TorriBoard(view: GameView<Torri>) -> impl IntoView {
    let i18n = use_i18n();
    let GameView { state, interactive, hint, last_turn, play, .. } = view;
    let selected = RwSignal::new(None::<Square>);
    let split_cut = RwSignal::new(None::<u8>);
    let inspected = RwSignal::new(None::<Square>);
    let cursor = RwSignal::new(None::<u16>);
    // A new position clears the selection.
    Effect::new(move |_| {
        state.track();
        selected.set(None);
        split_cut.set(None);
    });

    let act = move |action: TorriAction| {
        selected.set(None);
        split_cut.set(None);
        play.run(action);
    };
    let marks = Memo::new(move |_| {
        if !interactive.get() {
            return Marks::default();
        }
        state.with(|s| s.as_ref().map(|s| select::marks(s, selected.get(), split_cut.get())).unwrap_or_default())
    });

    let on_square = Callback::new(move |sq: u16| {
        let sq = sq as Square;
        inspected.set(Some(sq));
        if !interactive.get_untracked() {
            return;
        }
        match marks.with_untracked(|m| select::click(m, selected.get_untracked(), sq)) {
            Outcome::Play(action) => act(action),
            Outcome::Select(choice) => selected.set(choice),
        }
    });
    // A memo: every cell's accessible name reads it, so it is computed once per change. A
    // target says the move a click makes, in the log's notation ("e1-d1", "j9xi9 (captures 1)").
    let targets = Memo::new(move |_| {
        marks.with(|m| {
            state.with(|s| {
                Targets::from_marks(m, selected.get().map(u16::from), |actions| match (s.as_ref(), actions) {
                    (Some(g), [a]) => Some(i18n.msg(&g.preview_msg(*a, None))),
                    _ => None,
                })
            })
        })
    });
    let geometry = BoardGeometry {
        grid: Grid::row_major::<{ SIZE as u16 }, { SIZE as u16 }>(),
        outline: Callback::new(outline),
        name: kit_name,
        describe: Callback::new(move |sq: u16| state.with(|s| describe_square(i18n, s.as_ref(), sq as Square))),
        depth: None,
        hit_area: None,
        mark_areas: None,
    };

    // The squares change only with the number of players (the home squares), not at every move:
    // a redrawn view sets each of its elements' attributes again. Without a game (the board is
    // not shown then) the fewest players, two.
    let players = Memo::new(move |_| state.with(|s| s.as_ref().map_or(2, |s| s.players())));
    let cells = move || {
        let players = players.get();
        (0..SQUARES as Square)
            .map(|sq| {
                let (x, y) = square_xy(sq);
                let light = (col_of(sq) + row_of(sq)) % 2 == 0;
                let base = if light { "#efe3c8" } else { "#e3d3b1" };
                // A home square is tinted with its owner's colour.
                let tint = home_owner(players, sq).map_or("none", |o| SEAT_COLOURS[o as usize % 4]);
                view! {
                    <rect class="cell" x=svg_num(x) y=svg_num(y) width="1" height="1" fill=base/>
                    <rect x=svg_num(x) y=svg_num(y) width="1" height="1" fill=tint fill-opacity="0.32" pointer-events="none"/>
                }
            })
            .collect_view()
    };
    // One slot per square, each fed by a memo of its own stack: a move changes two or three
    // squares, and only their stacks are drawn again (a redrawn view sets every attribute of its
    // elements again, and redrawing all of them made each move a long task on a phone).
    let stacks = (0..SQUARES as Square)
        .map(|sq| {
            let square = Memo::new(move |_| {
                state
                    .with(|s| s.as_ref().map(|s| (s.stack(sq), s.is_frozen(sq))).filter(|(stack, _)| !stack.is_empty()))
            });
            move || square.get().map(|(stack, frozen)| stack_view(sq, stack, frozen))
        })
        .collect_view();
    let mark_view = move || {
        let hinted: Vec<u16> = hint.get().map(select::hint_squares).unwrap_or_default();
        marks.with(|m| mark_layer(m, selected.get().map(u16::from), &hinted, outline, kit_name, |_| None))
    };
    // The last turn's squares, under the stacks, in its player's colour.
    let last_move =
        Memo::new(move |_| last_turn.with(|t| t.as_ref().map(|t| LastMove::of(t, select::last_move_squares))));
    let last_move_view = move || {
        last_move.with(|l| l.as_ref().map(|l| last_move_layer(l, SEAT_COLOURS[l.seat as usize % 4], outline, kit_name)))
    };
    let coords = edge_coordinates(SIZE, 10.42, -0.22, 0.4);
    // Asked once: the board's touch handlers read it at every move.
    let small_squares = cells_too_small(SIZE as u32);

    view! {
        <div class="board-wrap">
        <BoardSvg class="torri" view_box=VIEW_BOX label=i18n.t("torri-board") geometry=geometry cursor=cursor
            on_activate=on_square targets=targets zoomable=small_squares
            on_hover=Callback::new(move |sq: u16| inspected.set(Some(sq as Square)))
            on_escape=Callback::new(move |()| { selected.set(None); split_cut.set(None); })
            on_handover=Callback::new(move |()| inspected.set(None))>
            {cells}{coords}{last_move_view}{stacks}{mark_view}
        </BoardSvg>
        </div>
        <div class="game-panel">
        <TorriControls state=state interactive=interactive selected=selected split_cut=split_cut act=Callback::new(act)/>
        <InspectLine text=Signal::derive(move || {
            let sq = inspected.get()?;
            state.with(|s| s.as_ref().map(|s| describe_square(i18n, Some(s), sq)))
        })/>
        </div>
    }
}

/// The choice of roll or height move, the dice, the split dialog and the pass button.
#[component]
fn TorriControls(
    state: Signal<Option<Torri>>,
    interactive: Signal<bool>,
    selected: RwSignal<Option<Square>>,
    split_cut: RwSignal<Option<u8>>,
    act: Callback<TorriAction>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    move || {
        let s = state.get()?;
        let live = interactive.get();
        let legal = if live { legal_vec(&s) } else { Vec::new() };
        let seat = s.to_move();
        // The seat's name, as every game's prompt says it (its colour only if it has none).
        let who = seat
            .map(|x| {
                app.session
                    .with(|s| s.as_ref().and_then(|s| s.seats.get(x as usize)).map(|p| p.name.clone()))
                    .unwrap_or_else(|| colour_name(i18n, x as usize))
            })
            .unwrap_or_default();
        let you = seat.map_or("no", |x| crate::ui::you_in_session(app, i18n, x as usize));
        let to_player = |msg: Msg| msg.arg("player", who.as_str()).arg("you", you);
        let animate = app.settings.get().animate;
        // The dice of this turn only: before the player to move has rolled, the last roll was
        // somebody else's (or an earlier turn's) and would read as theirs.
        let rolled_this_turn = !matches!(
            s.phase(),
            TurnPhase::GameOver | TurnPhase::AwaitColourDie | TurnPhase::AwaitChoice { after_six: false }
        );
        let over = s.phase() == TurnPhase::GameOver;
        let dice = s.last_roll().filter(|_| rolled_this_turn).map(|r| {
            let class = if animate { "die rolling" } else { "die" };
            view! {
                <span class="dice" data-testid="dice">
                    <span class=class>{r.d6}</span>
                    {r.d3.map(|d3| view! { <span class=class>{d3}</span> })}
                    {r.d3.map(|_| format!(" → {}", r.distance))}
                </span>
            }
        });
        let colour = s.last_colour_die().map(|f| match f {
            ColourFace::Blank => i18n.t("torri-colour-die-blank"),
            ColourFace::Colour(c) => {
                i18n.msg(&Msg::new("torri-colour-die-shows").arg("colour", colour_name(i18n, c as usize)))
            }
        });
        let prompt = crate::ui::resigned_prompt(app, i18n).unwrap_or_else(|| {
            i18n.msg(&match s.phase() {
                TurnPhase::GameOver => Msg::new("torri-prompt-over"),
                // Not the viewer's move (a bot's turn, or a position in the history): no order.
                _ if !live => to_player(Msg::new("torri-prompt-playing")),
                TurnPhase::AwaitColourDie => to_player(Msg::new("torri-prompt-colour-die")),
                TurnPhase::AwaitChoice { .. } if s.options().dice_only => to_player(Msg::new("torri-prompt-roll")),
                TurnPhase::AwaitChoice { after_six: false } => to_player(Msg::new("torri-prompt-choose")),
                TurnPhase::AwaitChoice { after_six: true } => to_player(Msg::new("torri-prompt-choose-after-six")),
                TurnPhase::AwaitMove { distance } => to_player(Msg::new("torri-prompt-move")).arg("squares", distance),
                TurnPhase::AwaitSplit { at, .. } => {
                    to_player(Msg::new("torri-prompt-split")).arg("square", square_name(at))
                }
                TurnPhase::AwaitBonusRoll => to_player(Msg::new("torri-prompt-bonus-roll")),
            })
        });
        let can = |a: TorriAction| legal.contains(&a);
        let buttons = live.then(|| {
            let roll = (can(TorriAction::Roll) || can(TorriAction::RollColourDie)).then(|| {
                let action = if can(TorriAction::RollColourDie) { TorriAction::RollColourDie } else { TorriAction::Roll };
                view! { <button class="primary" data-testid="roll" on:click=move |_| act.run(action)>
                    {if action == TorriAction::RollColourDie { i18n.t("torri-roll-colour-die") } else { i18n.t("torri-roll") }}</button> }
            });
            let decline = can(TorriAction::DeclineBonusRoll).then(|| view! {
                <button data-testid="decline-roll" on:click=move |_| act.run(TorriAction::DeclineBonusRoll)>{i18n.t("torri-stop-here")}</button>
            });
            let pass = can(TorriAction::Pass).then(|| view! {
                <button data-testid="pass" on:click=move |_| act.run(TorriAction::Pass)>{i18n.t("torri-pass")}</button>
            });
            let carry = selected.get().and_then(|from| {
                let action = TorriAction::FreeCarry { from };
                can(action).then(|| view! { <button data-testid="free-carry" on:click=move |_| act.run(action)>{i18n.t("torri-free-carry")}</button> })
            });
            let split = match s.phase() {
                TurnPhase::AwaitSplit { at, .. } => {
                    let mut cuts: Vec<u8> = legal.iter().filter_map(|a| match a { TorriAction::Split { cut, .. } => Some(*cut), _ => None }).collect();
                    cuts.dedup();
                    let height = s.stack(at).len();
                    Some(view! {
                        <div class="split-dialog" data-testid="split-dialog">
                            <span>{i18n.t("torri-split-question")}" "</span>
                            {cuts.into_iter().map(|cut| view! {
                                <button class:primary=move || split_cut.get() == Some(cut) on:click=move |_| split_cut.set(Some(cut))>
                                    {i18n.msg(&Msg::new("torri-split-cut").arg("keep", cut).arg("moves", height - cut as usize))}
                                </button>
                            }).collect_view()}
                            <span>{move || split_cut.get().map(|_| format!(" {}", i18n.t("torri-split-then")))}</span>
                        </div>
                    })
                }
                _ => None,
            };
            view! { {roll}{decline}{carry}{pass}{split} }
        });
        Some(view! {
            <StatusLine>
                {seat.map(|x| view! { <SeatSwatch kind=GameKind::Torri seat=x as usize/> })}
                <span class="who" data-testid="prompt">{prompt}</span>
                {dice}
                {colour.map(|c| view! { <span class="colour-die">{c}</span> })}
                {(s.is_last_round() && !over).then(|| view! { <span class="last-round">{i18n.t("torri-last-round")}</span> })}
                {s.rounds_without_progress_left().filter(|left| *left < 5 && !over).map(|left| view! {
                    <span class="last-round" data-testid="quiet-rounds">{match left {
                        0 | 1 => i18n.t("torri-quiet-last-round"),
                        n => i18n.msg(&Msg::new("torri-quiet-rounds-left").arg("rounds", n)),
                    }}</span>
                })}
                {buttons}
            </StatusLine>
        })
    }
}
