//! Torres's board and controls. The board draws the position (top-down or isometric 3-D) and
//! reports clicks; every highlight and every button comes from the engine's legal actions —
//! nothing here re-derives a rule.
//!
//! * `draw`    — the two board drawings (shared hit targets, marks and pieces)
//! * `panels`  — status line and buttons, hand and card pick, players, score track, scoring summary
//! * `extras`  — the new-game options form and the rules-page diagrams

mod draw;
mod entry;
mod extras;
mod panels;

pub use extras::rules_figure;

use super::board::{BoardGeometry, BoardSvg, InspectLine, Targets};
use super::registry::GameView;
use super::AppState;
use crate::board::grid::Grid;
use crate::board::marks::{Click, Marks};
use crate::core::legal_vec;
use crate::games::torres::text::card_name_msg;
use crate::games::torres::{distinct_choices, sq_name, Card, CardPlay, Torres, TorresAction};
use crate::i18n::Msg;
use crate::ui::i18n::use_i18n;
use leptos::prelude::*;

/// What the board's clicks mean right now: ordinary actions, or the targets of one card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
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
pub(crate) fn compute_marks(legal: &[TorresAction], mode: Mode, selected: Option<u8>) -> Marks<TorresAction> {
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

/// The short label of an action that shares its square with others (a new knight, a block, a
/// step, a move through, a card), which is also what a click there does for screen readers; the
/// other actions have none (a start square or a foundation is just a target).
fn label(a: &TorresAction) -> Option<Msg> {
    use TorresAction as A;
    Some(match *a {
        A::AddKnight(_) => Msg::new("torres-choice-new-knight"),
        A::PlaceBlock(_) => Msg::new("torres-choice-block"),
        A::Step { .. } => Msg::new("torres-choice-step"),
        A::Through { .. } => Msg::new("torres-choice-through"),
        A::Play(CardPlay::BlockUnder { source: 0, .. }) => Msg::new("torres-choice-under-from-turn"),
        A::Play(CardPlay::BlockUnder { source, .. }) => Msg::new("torres-choice-under-from-stack").arg("size", source),
        A::Play(p) => card_name_msg(p.card()),
        _ => return None,
    })
}

/// A choice's button text: its label, or for an action without one its log line in `game`.
pub(crate) fn describe(game: &Torres, a: &TorresAction) -> Msg {
    label(a).unwrap_or_else(|| game.notation_msg_of(*a))
}

/// The squares a hint points at.
fn hint_squares(a: Option<TorresAction>) -> Vec<u8> {
    let Some(a) = a else { return Vec::new() };
    a.origin_square().into_iter().chain(a.target_square()).collect()
}

/// Where the box of choices for `sq` stands: just under the square as drawn (in either view),
/// inside the board's box, so the finger or pointer that chose the square is next to it. Falls
/// back to the top of the board (the stylesheet's place) when the square cannot be measured.
fn choice_position(sq: u8) -> String {
    let measure = || {
        let document = web_sys::window()?.document()?;
        let wrap = document.query_selector(".torres-board-wrap").ok()??;
        let selector = format!(".torres-board-wrap .hits .target[data-square=\"{}\"]", sq_name(sq));
        let square = document.query_selector(&selector).ok()??;
        let (w, s) = (wrap.get_bounding_client_rect(), square.get_bounding_client_rect());
        // `max` then `min` rather than `f64::clamp`, whose panic message (bounds the wrong way
        // round) would link core's float formatting into the page (docs/performance.md).
        let x = (s.left() + s.width() / 2.0 - w.left()).max(90.0).min((w.width() - 90.0).max(90.0));
        // Under the square, or above it when there is no room left below.
        let below = s.bottom() - w.top() + 6.0;
        let y = if below + 56.0 > w.height() { (s.top() - w.top() - 56.0).max(0.0) } else { below };
        // Whole pixels as integers: `{:.0}` on a float would link core's exact float formatting.
        Some(format!("left:{}px;top:{}px", x.round() as i32, y.round() as i32))
    };
    measure().unwrap_or_default()
}

fn kit_name(sq: u16) -> String {
    sq_name(sq as u8)
}

fn torres_grid() -> Grid {
    Grid { cols: 8, rows: 8, square_at: |c, r| r * 8 + c, coords_of: |sq| (sq % 8, sq / 8) }
}

#[component]
pub fn TorresBoard(view: GameView<Torres>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let GameView { state, interactive, viewer, hint, play, .. } = view;
    let mode = RwSignal::new(Mode::Normal);
    let selected = RwSignal::new(None::<u8>);
    let choice = RwSignal::new(None::<(u8, Vec<TorresAction>)>);
    let cursor = RwSignal::new(None::<u16>);
    let inspected = RwSignal::new(None::<u8>);
    // A new position clears every half-made choice. Only a choice still made is cleared: a
    // signal set to the value it has still wakes what reads it, and the picture would be drawn
    // again after every move.
    Effect::new(move |_| {
        state.track();
        selected.maybe_update(|s| s.take().is_some());
        choice.maybe_update(|c| c.take().is_some());
        mode.maybe_update(|m| std::mem::replace(m, Mode::Normal) != Mode::Normal);
    });

    let legal = Memo::new(move |_| {
        if !interactive.get() {
            return Vec::new();
        }
        state.with(|s| s.as_ref().map(legal_vec).unwrap_or_default())
    });
    let marks = Memo::new(move |_| legal.with(|l| compute_marks(l, mode.get(), selected.get())));

    let act = Callback::new(move |a: TorresAction| {
        selected.set(None);
        choice.set(None);
        mode.set(Mode::Normal);
        play.run(a);
    });

    let on_square = Callback::new(move |sq: u16| {
        inspected.set(Some(sq as u8));
        if !interactive.get_untracked() {
            return;
        }
        choice.set(None);
        match marks.get_untracked().click(sq, selected.get_untracked().map(u16::from)) {
            Click::Play(a) => act.run(a),
            Click::Choose(actions) => choice.set(Some((sq as u8, actions))),
            Click::Select(origin) => selected.set(origin.map(|o| o as u8)),
            Click::Nothing => selected.set(None),
        }
    });

    // For screen readers: each target with what a click there does (the choice labels).
    let targets = Memo::new(move |_| {
        marks.with(|m| {
            Targets::from_marks(m, selected.get().map(u16::from), |actions| {
                let notes: Vec<String> = actions.iter().filter_map(|a| label(a).map(|m| i18n.msg(&m))).collect();
                (!notes.is_empty()).then(|| notes.join(", "))
            })
        })
    });
    let three_d = move || app.settings.get().three_d;
    let view_box = Signal::derive(move || {
        if three_d() {
            state.with(|s| draw::iso_view_box(s.as_ref()))
        } else {
            draw::FLAT_VIEW_BOX.to_string()
        }
    });
    // The targets' marks in 3-D, placed the same way for the picture and the kit's tap handles.
    let placed_marks = move || {
        if !three_d() {
            return Vec::new();
        }
        state.with(|s| s.as_ref().map(|s| marks.with(|m| draw::place_target_marks(s, m))).unwrap_or_default())
    };
    let geometry = BoardGeometry {
        grid: torres_grid(),
        outline: Callback::new(move |sq: u16| {
            let height = state.with(|s| s.as_ref().map(|s| s.height(sq as u8)).unwrap_or(0));
            draw::outline(sq as u8, height, three_d())
        }),
        name: kit_name,
        describe: Callback::new(move |sq: u16| {
            state.with(|s| {
                s.as_ref().map(|s| i18n.msg(&panels::inspect_text(s, sq as u8))).unwrap_or_else(|| sq_name(sq as u8))
            })
        }),
        depth: Some(Callback::new(move |sq: u16| draw::depth(sq as u8, three_d()))),
        hit_area: Some(Callback::new(move |sq: u16| {
            let height = state.with(|s| s.as_ref().map(|s| s.height(sq as u8)).unwrap_or(0));
            draw::hit_area(sq as u8, height, three_d())
        })),
        mark_areas: Some(Callback::new(move |()| {
            placed_marks().iter().map(|m| (u16::from(m.sq), draw::mark_area(m))).collect()
        })),
    };
    let picture = move || {
        let s = state.get()?;
        let m = marks.get();
        let sel = selected.get();
        let hinted = hint_squares(hint.get());
        let placed = placed_marks();
        let ctx = draw::Ctx { marks: &m, placed: &placed, selected: sel, hinted: &hinted };
        Some(if three_d() { draw::iso(&s, &ctx) } else { draw::flat(&s, &ctx) })
    };
    let escape = Callback::new(move |()| {
        selected.set(None);
        choice.set(None);
        mode.set(Mode::Normal);
    });

    view! {
        <div class="board-wrap torres-board-wrap">
            <BoardSvg class=Signal::derive(move || if three_d() { "torres iso".to_string() } else { "torres".to_string() })
                view_box=view_box label=i18n.t("torres-board") geometry=geometry cursor=cursor on_activate=on_square targets=targets
                zoomable=Signal::derive(three_d)
                view_name=Signal::derive(move || if three_d() { "3d".to_string() } else { "2d".to_string() })
                on_hover=Callback::new(move |sq: u16| inspected.set(Some(sq as u8))) on_escape=escape
                on_handover=Callback::new(move |()| inspected.set(None))>
                {picture}
            </BoardSvg>
            {move || choice.get().map(|(sq, actions)| view! {
                <div class="torres-choice" data-testid="choice" style=choice_position(sq)>
                    <span>{format!("{}:", sq_name(sq))}</span>
                    {actions.into_iter().enumerate().map(|(i, a)| view! {
                        <button data-testid=format!("choice-{i}") on:click=move |_| act.run(a)>{state.with_untracked(|s| s.as_ref().map(|s| i18n.msg(&describe(s, &a))))}</button>
                    }).collect_view()}
                    <button class="ghost" data-testid="choice-cancel" on:click=move |_| choice.set(None)>{i18n.t("torres-choice-cancel")}</button>
                </div>
            })}
        </div>
        <div class="game-panel">
        <panels::Controls turn=panels::TurnUi { state, interactive, viewer, legal, mode, selected, act }/>
        <InspectLine text=Signal::derive(move || state.with(|s| Some(i18n.msg(&panels::inspect_text(s.as_ref()?, inspected.get()?)))))/>
        <panels::Summary state=state/>
        <panels::Players state=state viewer=viewer/>
        </div>
    }
}
