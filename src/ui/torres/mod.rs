//! Torres's board and controls. The board draws the position (top-down or isometric 3-D) and
//! reports clicks; every highlight and every button comes from the engine's legal actions —
//! nothing here re-derives a rule.
//!
//! * `draw`    — the two board drawings (shared hit targets, marks and pieces)
//! * `panels`  — status line and buttons, hand and card pick, players, score track, scoring summary
//! * `extras`  — the new-game options form and the rules-page diagrams

mod draw;
mod extras;
mod panels;
mod entry;

pub use extras::{RulesDiagrams, TorresOptionsForm};

use super::play::GameView;
use super::AppState;
use crate::core::legal_vec;
use crate::games::torres::{sq_name, Card, CardPlay, Torres, TorresAction};
use leptos::prelude::*;

/// What the board's clicks mean right now: ordinary actions, or the targets of one card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    Normal,
    Card(Card),
}

/// The highlights derived from the legal list for the current mode and selection.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Marks {
    /// Squares whose piece (or top block) can be picked up first.
    pub origins: Vec<u8>,
    /// Squares a click acts on, each with every legal action that click could mean.
    pub targets: Vec<(u8, Vec<TorresAction>)>,
}

impl Marks {
    pub fn target(&self, sq: u8) -> Option<&Vec<TorresAction>> {
        self.targets.iter().find(|(t, _)| *t == sq).map(|(_, a)| a)
    }
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

/// The square a two-click action starts from (a knight, or the block a card moves).
fn origin_of(a: &TorresAction) -> Option<u8> {
    match a {
        TorresAction::Play(CardPlay::MoveBlock { from, .. }) => Some(*from),
        _ => a.from_square(),
    }
}

/// The square an action is aimed at, if it has one.
pub(crate) fn target_of(a: &TorresAction) -> Option<u8> {
    use TorresAction as A;
    match *a {
        A::PlaceFoundation(s) | A::StartKnight(s) | A::StartKing(s) | A::AddKnight(s) | A::PlaceBlock(s) | A::MoveKing(s) => Some(s),
        A::Step { to, .. } | A::Through { to, .. } => Some(to),
        A::Play(p) => match p {
            CardPlay::Climb2 { to, .. }
            | CardPlay::SecretPassage { to, .. }
            | CardPlay::Diagonal { to, .. }
            | CardPlay::MoveBlock { to, .. }
            | CardPlay::Reposition { to, .. }
            | CardPlay::Jump { to, .. } => Some(to),
            CardPlay::BlockUnder { knight, .. } => Some(knight),
            CardPlay::ExtraBlock(s) => Some(s),
            CardPlay::Ap6 | CardPlay::Ap7 => None,
        },
        _ => None,
    }
}

pub(crate) fn compute_marks(legal: &[TorresAction], mode: Mode, selected: Option<u8>) -> Marks {
    let relevant: Vec<&TorresAction> = legal.iter().filter(|a| in_mode(a, mode)).collect();
    let mut origins: Vec<u8> = relevant.iter().filter_map(|a| origin_of(a)).collect();
    origins.sort_unstable();
    origins.dedup();
    let mut targets: Vec<(u8, Vec<TorresAction>)> = Vec::new();
    for a in relevant {
        let wanted = match selected {
            Some(from) => origin_of(a) == Some(from),
            None => origin_of(a).is_none(),
        };
        if !wanted {
            continue;
        }
        let Some(sq) = target_of(a) else { continue };
        match targets.iter_mut().find(|(t, _)| *t == sq) {
            Some((_, v)) => v.push(*a),
            None => targets.push((sq, vec![*a])),
        }
    }
    // A step and a through-castle move to the same square cost the same and end the same way:
    // offering both would be a choice without a difference.
    for (_, v) in targets.iter_mut() {
        if v.iter().any(|a| matches!(a, TorresAction::Step { .. })) {
            v.retain(|a| !matches!(a, TorresAction::Through { .. }));
        }
    }
    Marks { origins, targets }
}

/// A short label for a choice between several meanings of one click.
pub(crate) fn describe(a: &TorresAction) -> String {
    use TorresAction as A;
    match *a {
        A::AddKnight(_) => "New knight (2 AP)".into(),
        A::PlaceBlock(_) => "Place a block (1 AP)".into(),
        A::Step { .. } => "Step (1 AP)".into(),
        A::Through { .. } => "Through the castle (1 AP)".into(),
        A::Play(CardPlay::BlockUnder { source: 0, .. }) => "Block from this turn's stack".into(),
        A::Play(CardPlay::BlockUnder { source, .. }) => format!("Block from a stack of {source}"),
        A::Play(p) => p.card().name().to_string(),
        other => format!("{other:?}"),
    }
}

/// The squares a hint points at.
fn hint_squares(a: Option<TorresAction>) -> Vec<u8> {
    let Some(a) = a else { return Vec::new() };
    origin_of(&a).into_iter().chain(target_of(&a)).collect()
}

#[component]
pub fn TorresBoard(view: GameView<Torres>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let GameView { state, interactive, viewer, hint, play } = view;
    let mode = RwSignal::new(Mode::Normal);
    let selected = RwSignal::new(None::<u8>);
    let choice = RwSignal::new(None::<(u8, Vec<TorresAction>)>);
    let focus = RwSignal::new(None::<u8>);
    let inspected = RwSignal::new(None::<u8>);
    // A new position clears every half-made choice.
    Effect::new(move |_| {
        state.track();
        selected.set(None);
        choice.set(None);
        mode.set(Mode::Normal);
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

    let on_square = Callback::new(move |sq: u8| {
        inspected.set(Some(sq));
        focus.set(Some(sq));
        if !interactive.get_untracked() {
            return;
        }
        choice.set(None);
        let m = marks.get_untracked();
        if let Some(actions) = m.target(sq) {
            if actions.len() == 1 {
                act.run(actions[0]);
            } else {
                choice.set(Some((sq, actions.clone())));
            }
        } else if m.origins.contains(&sq) {
            selected.set(if selected.get_untracked() == Some(sq) { None } else { Some(sq) });
        } else {
            selected.set(None);
        }
    });

    let on_key = Callback::new(move |ev: web_sys::KeyboardEvent| {
        let cur = focus.get_untracked().unwrap_or(0);
        let (c, r) = ((cur % 8) as i32, (cur / 8) as i32);
        // Arrows follow the board's ranks and files in both views (up = towards rank 8).
        let d = match ev.key().as_str() {
            "ArrowUp" => (0, 1),
            "ArrowDown" => (0, -1),
            "ArrowLeft" => (-1, 0),
            "ArrowRight" => (1, 0),
            "Enter" | " " => {
                ev.prevent_default();
                ev.stop_propagation();
                on_square.run(cur);
                return;
            }
            "Escape" => {
                selected.set(None);
                choice.set(None);
                mode.set(Mode::Normal);
                return;
            }
            _ => return,
        };
        // The page uses arrows to step through history; on the board they move the cursor.
        ev.prevent_default();
        ev.stop_propagation();
        let (nc, nr) = (c + d.0, r + d.1);
        if (0..8).contains(&nc) && (0..8).contains(&nr) {
            focus.set(Some((nr * 8 + nc) as u8));
            inspected.set(Some((nr * 8 + nc) as u8));
        }
    });

    let three_d = move || app.settings.get().three_d;
    let view_box = move || {
        if three_d() {
            state.with(|s| draw::iso_view_box(s.as_ref()))
        } else {
            draw::FLAT_VIEW_BOX.to_string()
        }
    };
    let picture = move || {
        let s = state.get()?;
        let m = marks.get();
        let sel = selected.get();
        let hinted = hint_squares(hint.get());
        let ctx = draw::Ctx { marks: &m, selected: sel, hinted: &hinted, on_square };
        Some(if three_d() { draw::iso(&s, &ctx) } else { draw::flat(&s, &ctx) })
    };
    let focus_mark = move || {
        let sq = focus.get()?;
        Some(if three_d() { draw::iso_focus(&state.get()?, sq) } else { draw::flat_focus(sq) })
    };

    view! {
        <div class="torres-board-wrap">
            // The svg element stays while its contents change, so keyboard focus survives a redraw.
            <svg class="board torres" class:iso=three_d viewBox=view_box role="grid" aria-label="Torres board" data-testid="board"
                data-view=move || if three_d() { "3d" } else { "2d" }
                tabindex="0" on:keydown=move |ev| on_key.run(ev)>
                {picture}
                {focus_mark}
            </svg>
            {move || choice.get().map(|(sq, actions)| view! {
                <div class="torres-choice" data-testid="choice">
                    <span>{format!("{}:", sq_name(sq))}</span>
                    {actions.into_iter().enumerate().map(|(i, a)| view! {
                        <button data-testid=format!("choice-{i}") on:click=move |_| act.run(a)>{describe(&a)}</button>
                    }).collect_view()}
                    <button class="ghost" data-testid="choice-cancel" on:click=move |_| choice.set(None)>"Cancel"</button>
                </div>
            })}
        </div>
        <panels::Controls turn=panels::TurnUi { state, interactive, viewer, legal, mode, selected, act }/>
        <p class="inspect" data-testid="inspect">{move || state.with(|s| Some(panels::inspect_text(s.as_ref()?, inspected.get()?)))}</p>
        <panels::Summary state=state/>
        <panels::Players state=state viewer=viewer/>
    }
}
