//! Torres's board and controls. The board draws the position (top-down or isometric 3-D) and
//! reports clicks; every highlight and every button comes from the engine's legal actions —
//! nothing here re-derives a rule. What a tap, a click or Enter on a square means — which play at
//! once and which ask first, showing the piece and its cost — and why a square refuses are
//! decided in `crate::board::torres` (its module docs give the rule), tested natively; the board
//! keeps the selection, the square asked about and the refusal shown, and carries out the
//! outcome.
//!
//! On a phone (a touch screen whose shorter side is under 600 px) the board opens top-down,
//! where a square is some 45 px wide, unless the player chose the 3-D view, whose squares there
//! are some 23 px tall ([`three_d`]; the choice is kept in the settings).
//!
//! * `draw`    — the two board drawings (shared hit targets, marks and pieces)
//! * `panels`  — status line and buttons, hand and card pick, players, score track, scoring summary
//! * `extras`  — the new-game options form and the rules-page diagrams

mod draw;
mod entry;
mod extras;
mod panels;

pub use extras::rules_figure;

use super::board::{touch_phone, Announcer, BoardGeometry, BoardSvg, InspectLine, Targets};
use super::registry::GameView;
use super::AppState;
use crate::board::grid::Grid;
use crate::board::last_move::LastMove;
pub(crate) use crate::board::torres::Mode;
use crate::board::torres::{self as select, Outcome, Refusal};
use crate::core::legal_vec;
use crate::games::torres::text::card_name_msg;
use crate::games::torres::{sq_name, CardPlay, Torres, TorresAction};
use crate::i18n::Msg;
use crate::registry::RegisteredGame;
use crate::ui::i18n::{use_i18n, I18n};
use leptos::prelude::*;

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

/// What a screen reader hears a click on a target would do: its meanings, and whether the click
/// asks first or lets the player choose (`crate::board::torres`).
fn target_note(i18n: I18n, actions: &[TorresAction]) -> Option<String> {
    let notes: Vec<String> = actions.iter().filter_map(|a| label(a).map(|m| i18n.msg(&m))).collect();
    if notes.is_empty() {
        return None;
    }
    let notes = notes.join(", ");
    Some(match (select::target_asks_first(actions), actions.len()) {
        (false, _) => notes,
        (true, 1) => i18n.msg(&Msg::new("torres-target-ask").arg("actions", notes)),
        (true, _) => i18n.msg(&Msg::new("torres-target-choose").arg("actions", notes)),
    })
}

/// What the prompt says while a square is asked about: confirm its one meaning, or choose.
pub(crate) fn asked_prompt(game: &Torres, sq: u8, actions: &[TorresAction]) -> Msg {
    match actions {
        [one] => Msg::new("torres-prompt-confirm").arg("square", sq_name(sq)).arg("action", describe(game, one)),
        _ => Msg::new("torres-prompt-choose").arg("square", sq_name(sq)),
    }
}

/// Why nothing can be done on a square, in the engine's words.
fn refusal_text(i18n: I18n, refusal: Refusal) -> String {
    let reason = |e| <Torres as RegisteredGame>::rule_error_msg(&e);
    i18n.msg(&match refusal {
        Refusal::Square { square, reason: e } => {
            Msg::new("torres-refused").arg("square", sq_name(square)).arg("reason", reason(e))
        }
        Refusal::BlockOrKnight { square, block, knight } => Msg::new("torres-refused-block-or-knight")
            .arg("square", sq_name(square))
            .arg("block", reason(block))
            .arg("knight", reason(knight)),
        Refusal::Knight { square, reason: e } => {
            Msg::new("torres-refused-knight").arg("square", sq_name(square)).arg("reason", reason(e))
        }
    })
}

/// Whether the board is drawn in 3-D: the player's choice, else top-down on a phone (`phone`:
/// `touch_phone`, asked once per board), where the 3-D view's squares and marks are too small
/// to tap (a square's top is some 23 px tall at 390 px wide, its mark 13 × 7 px).
pub(crate) fn three_d(app: AppState, phone: bool) -> bool {
    app.settings.with(|s| s.shows_3d(phone))
}

/// The squares a hint points at.
fn hint_squares(a: Option<TorresAction>) -> Vec<u8> {
    let Some(a) = a else { return Vec::new() };
    a.origin_square().into_iter().chain(a.target_square()).collect()
}

/// Where the box of choices (or a refusal) for `sq` stands: just under the square as drawn (in
/// either view), or just over it when there is more room above, inside the board's box, so the
/// finger or pointer that chose the square is next to it and the square itself stays in sight
/// (a second tap on it confirms). Falls back to the top of the board (the stylesheet's place)
/// when the square cannot be measured.
/// `half_width`: half the box's width, to keep it inside the board (`None`: as wide as the
/// board allows, centred).
fn choice_position(sq: u8, half_width: Option<f64>, three_d: bool) -> String {
    let measure = || {
        let document = web_sys::window()?.document()?;
        let wrap = document.query_selector(".torres-board-wrap").ok()??;
        let selector = format!(".torres-board-wrap .hits .target[data-square=\"{}\"]", sq_name(sq));
        let square = document.query_selector(&selector).ok()??;
        let (w, s) = (wrap.get_bounding_client_rect(), square.get_bounding_client_rect());
        // In 3-D a square's hit area is its whole column: its top face (half as tall as wide)
        // is the upper part.
        let top = s.top() - w.top();
        let bottom = if three_d { top + s.width() / 2.0 } else { s.bottom() - w.top() };
        // `max` then `min` rather than `f64::clamp`, whose panic message (bounds the wrong way
        // round) would link core's float formatting into the page (docs/performance.md).
        let x = match half_width {
            Some(half) => (s.left() + s.width() / 2.0 - w.left()).max(half).min((w.width() - half).max(half)),
            None => w.width() / 2.0,
        };
        // Whole pixels as integers: `{:.0}` on a float would link core's exact float formatting.
        let x = x.round() as i32;
        Some(if w.height() - bottom >= top {
            format!("left:{x}px;top:{}px", (bottom + 6.0).round() as i32)
        } else {
            format!("left:{x}px;top:auto;bottom:{}px", (w.height() - top + 6.0).round() as i32)
        })
    };
    measure().unwrap_or_default()
}

/// About half the width of the box of choices, in pixels (its longest label and Cancel).
const CHOICE_HALF_WIDTH: f64 = 130.0;

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
    let announcer = use_context::<Announcer>();
    let GameView { state, interactive, viewer, hint, last_turn, play } = view;
    let mode = RwSignal::new(Mode::Normal);
    let selected = RwSignal::new(None::<u8>);
    // The square a first tap asks about, with what a tap there could mean.
    let asked = RwSignal::new(None::<(u8, Vec<TorresAction>)>);
    // Of those, the one whose piece is drawn (a button pointed at or focused).
    let shown = RwSignal::new(None::<TorresAction>);
    // A tap where nothing can be done: its square and the engine's reason.
    let refused = RwSignal::new(None::<(u8, String)>);
    let cursor = RwSignal::new(None::<u16>);
    let inspected = RwSignal::new(None::<u8>);
    // A new position clears every half-made choice. Only a choice still made is cleared: a
    // signal set to the value it has still wakes what reads it, and the picture would be drawn
    // again after every move.
    Effect::new(move |_| {
        state.track();
        selected.maybe_update(|s| s.take().is_some());
        asked.maybe_update(|c| c.take().is_some());
        refused.maybe_update(|r| r.take().is_some());
        mode.maybe_update(|m| std::mem::replace(m, Mode::Normal) != Mode::Normal);
    });
    Effect::new(move |_| {
        asked.track();
        shown.maybe_update(|s| s.take().is_some());
    });

    let legal = Memo::new(move |_| {
        if !interactive.get() {
            return Vec::new();
        }
        state.with(|s| s.as_ref().map(legal_vec).unwrap_or_default())
    });
    let marks = Memo::new(move |_| legal.with(|l| select::marks(l, mode.get(), selected.get())));
    let asked_square = Memo::new(move |_| asked.with(|a| a.as_ref().map(|(sq, _)| *sq)));

    let act = Callback::new(move |a: TorresAction| {
        selected.set(None);
        asked.set(None);
        refused.set(None);
        mode.set(Mode::Normal);
        play.run(a);
    });

    let on_square = Callback::new(move |sq: u16| {
        let sq = sq as u8;
        inspected.set(Some(sq));
        if !interactive.get_untracked() {
            return;
        }
        refused.maybe_update(|r| r.take().is_some());
        let outcome = state.with_untracked(|s| {
            let s = s.as_ref()?;
            let (m, sel) = (mode.get_untracked(), selected.get_untracked());
            Some(marks.with_untracked(|marks| select::click(s, marks, m, sel, asked_square.get_untracked(), sq)))
        });
        match outcome {
            Some(Outcome::Play(a)) => act.run(a),
            Some(Outcome::Ask { square, actions }) => asked.set(Some((square, actions))),
            Some(Outcome::Select(origin)) => {
                asked.set(None);
                selected.set(origin);
            }
            Some(Outcome::Refuse(refusal)) => {
                asked.set(None);
                selected.set(None);
                let text = refusal_text(i18n, refusal);
                if let Some(announcer) = announcer {
                    announcer.say(Some(text.clone()));
                }
                refused.set(Some((sq, text)));
            }
            Some(Outcome::Drop) | None => {
                asked.set(None);
                selected.set(None);
            }
        }
    });

    // For screen readers: each target with what a click there does (the choice labels, and
    // whether it asks first); the square asked about says how to confirm, as the prompt does.
    let targets = Memo::new(move |_| {
        let mut targets =
            marks.with(|m| Targets::from_marks(m, selected.get().map(u16::from), |actions| target_note(i18n, actions)));
        if let (Some((sq, actions)), Some(s)) = (asked.get(), state.get()) {
            if let Some((_, note)) = targets.act.iter_mut().find(|(t, _)| *t == u16::from(sq)) {
                *note = Some(i18n.msg(&asked_prompt(&s, sq, &actions)));
            }
        }
        targets
    });
    // Asked once: the view is read for every square's hit area.
    let phone = touch_phone();
    let three_d = move || three_d(app, phone);
    let view_box =
        Signal::derive(
            move || {
                if three_d() {
                    state.with(|s| draw::iso_view_box(s.as_ref()))
                } else {
                    draw::FLAT_VIEW_BOX
                }
            },
        );
    // The targets' marks in 3-D, placed the same way for the picture and the kit's tap handles.
    let placed_marks = move || {
        if !three_d() {
            return Vec::new();
        }
        state.with(|s| s.as_ref().map(|s| marks.with(|m| draw::place_target_marks(s, m))).unwrap_or_default())
    };
    // The pieces a nearer tower hides in 3-D: outlined over everything, tapped on the outline.
    let xray = Memo::new(move |_| {
        if !three_d() {
            return draw::Xray::default();
        }
        state.with(|s| s.as_ref().map(draw::xray).unwrap_or_default())
    });
    // The squares of the turn that led to the position shown (the turn the last-move line
    // describes): marked on the board in its player's colour.
    let last_move =
        Memo::new(move |_| last_turn.with(|t| t.as_ref().map(|t| LastMove::of(t, select::last_move_squares))));
    // Each square's height and what stands on it, a memo per square: the kit's outlines and hit
    // targets follow them, so a move redraws the targets of the squares it changed, not all 64
    // at every action (a redrawn view sets every attribute of its elements again).
    let squares: [Memo<(u8, draw::Standing)>; 64] = std::array::from_fn(|sq| {
        let sq = sq as u8;
        Memo::new(move |_| {
            state.with(|s| {
                s.as_ref().map_or((0, draw::Standing::Nothing), |s| (s.height(sq), draw::Standing::on(s, sq)))
            })
        })
    });
    let square = move |sq: u16| squares.get(sq as usize).map_or((0, draw::Standing::Nothing), |m| m.get());
    let geometry = BoardGeometry {
        grid: torres_grid(),
        outline: Callback::new(move |sq: u16| draw::outline(sq as u8, square(sq).0, three_d())),
        name: kit_name,
        describe: Callback::new(move |sq: u16| {
            state.with(|s| {
                s.as_ref().map(|s| i18n.msg(&panels::inspect_text(s, sq as u8))).unwrap_or_else(|| sq_name(sq as u8))
            })
        }),
        depth: Some(Callback::new(move |sq: u16| draw::depth(sq as u8, three_d()))),
        hit_area: Some(Callback::new(move |sq: u16| {
            let (height, standing) = square(sq);
            draw::hit_area(sq as u8, height, standing, three_d())
        })),
        // Over everything, in the order drawn: the hidden pieces' pins, then the marks.
        mark_areas: Some(Callback::new(move |()| {
            let pieces: Vec<(u16, super::board::Shape)> =
                xray.with(|x| x.hidden.iter().map(|h| (u16::from(h.sq), draw::pin_area(h))).collect());
            let mut placed = placed_marks();
            placed.sort_by_key(|m| draw::depth(m.sq, true));
            pieces.into_iter().chain(placed.iter().map(|m| (u16::from(m.sq), draw::mark_area(m)))).collect()
        })),
    };
    // The picture of the view shown, drawn by `draw_view` (the 3-D overlay or the top-down board).
    let picture = move |draw_view: fn(&Torres, &draw::Ctx) -> AnyView| {
        let s = state.get()?;
        let m = marks.get();
        let sel = selected.get();
        let hinted = hint_squares(hint.get());
        let placed = placed_marks();
        let xray = xray.get();
        let last = last_move.get();
        // The piece drawn where a first tap asked: the meaning pointed at, or the only one.
        let preview = asked.with(|a| {
            a.as_ref().map(|(sq, actions)| {
                let one = if let [one] = actions.as_slice() { Some(*one) } else { None };
                (*sq, shown.get().filter(|a| actions.contains(a)).or(one))
            })
        });
        let ctx = draw::Ctx {
            marks: &m,
            placed: &placed,
            selected: sel,
            hinted: &hinted,
            last: last.as_ref(),
            preview,
            xray: &xray,
        };
        Some(draw_view(&s, &ctx))
    };
    // The 3-D columns, one slot each in painter's order, fed by a memo of what the column shows:
    // a move or a selection draws again only the columns it changed (a redrawn view sets every
    // attribute of its elements again), where the rest of the picture is drawn whole.
    let columns: [Memo<Option<draw::ColumnLook>>; 64] = std::array::from_fn(|sq| {
        let sq = sq as u8;
        Memo::new(move |_| {
            let sel = selected.get();
            last_move.with(|last| {
                marks.with(|m| state.with(|s| s.as_ref().map(|s| draw::ColumnLook::of(s, sq, m, sel, last.as_ref()))))
            })
        })
    });
    let picture_3d = move || {
        three_d().then(|| {
            let slots = draw::painter_order()
                .into_iter()
                .map(|sq| {
                    let look = columns[sq as usize];
                    move || look.get().map(|look| draw::iso_column(sq, look))
                })
                .collect_view();
            view! { <g class="iso">{slots}{draw::iso_coords()}{move || picture(draw::iso_overlay)}</g> }
        })
    };
    let picture_flat = move || (!three_d()).then_some(move || picture(draw::flat));
    // Escape drops what is newest: a question or a refusal first, then the selection and card.
    let escape = Callback::new(move |()| {
        let question = asked.with_untracked(|a| a.is_some()) || refused.with_untracked(|r| r.is_some());
        asked.set(None);
        refused.set(None);
        if !question {
            selected.set(None);
            mode.set(Mode::Normal);
        }
    });

    view! {
        <div class="board-wrap torres-board-wrap">
            <BoardSvg class=Signal::derive(move || if three_d() { "torres iso".to_string() } else { "torres".to_string() })
                view_box=view_box label=i18n.t("torres-board") geometry=geometry cursor=cursor on_activate=on_square targets=targets
                zoomable=Signal::derive(three_d)
                view_name=Signal::derive(move || if three_d() { "3d".to_string() } else { "2d".to_string() })
                on_hover=Callback::new(move |sq: u16| inspected.set(Some(sq as u8))) on_escape=escape
                on_handover=Callback::new(move |()| inspected.set(None))>
                {picture_3d}{picture_flat}
            </BoardSvg>
            {move || asked.get().map(|(sq, actions)| view! {
                <div class="torres-choice" data-testid="choice" data-square=sq_name(sq) style=choice_position(sq, Some(CHOICE_HALF_WIDTH), three_d())>
                    <span>{format!("{}:", sq_name(sq))}</span>
                    {actions.into_iter().enumerate().map(|(i, a)| view! {
                        <button class="primary" data-testid=format!("choice-{i}") on:click=move |_| act.run(a)
                            on:pointerenter=move |_| shown.set(Some(a)) on:focus=move |_| shown.set(Some(a))>
                            {state.with_untracked(|s| s.as_ref().map(|s| i18n.msg(&describe(s, &a))))}
                        </button>
                    }).collect_view()}
                    <button class="ghost" data-testid="choice-cancel" on:click=move |_| asked.set(None)>{i18n.t("torres-choice-cancel")}</button>
                </div>
            })}
            {move || refused.get().map(|(sq, text)| view! {
                <p class="torres-choice torres-refusal" data-testid="refusal" data-square=sq_name(sq) style=choice_position(sq, None, three_d())>{text}</p>
            })}
        </div>
        <div class="game-panel">
        <panels::Controls turn=panels::TurnUi { state, interactive, viewer, legal, mode, selected, asked, act, phone }/>
        <InspectLine text=Signal::derive(move || state.with(|s| Some(i18n.msg(&panels::inspect_text(s.as_ref()?, inspected.get()?)))))/>
        // The players and the score track before the last scoring's table, so the track stays
        // in view while the table is open.
        <panels::Players state=state viewer=viewer/>
        <panels::Summary state=state/>
        </div>
    }
}
