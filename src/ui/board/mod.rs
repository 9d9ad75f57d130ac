//! The board kit's component half: what every board shares, knowing no rules.
//!
//! [`BoardSvg`] is a persistent `<svg>`: the element is created once and only its contents
//! follow the position, so keyboard focus survives every redraw. It owns the keyboard cursor
//! (arrows move it over the board's [`Grid`] without reaching the page's history keys; Enter or
//! Space act on the square; Escape drops the selection), one hit target per square with a
//! readable name, and the cursor mark. The game draws its picture as the children, and marks
//! squares with [`mark_layer`] from the kit's [`Marks`](crate::board::marks::Marks), which are
//! computed from the engine's legal actions and their origin and target squares.
//! [`StatusLine`] and [`InspectLine`] are the two text lines under every board.

use crate::board::grid::{Grid, Step};
use crate::board::iso::svg_points;
use crate::board::marks::Marks;
use leptos::prelude::*;

/// The outline of a square in the current drawing: a rectangle (flat boards) or a polygon (a
/// square's top face in 3-D).
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    Rect { x: f64, y: f64, w: f64, h: f64 },
    Poly(Vec<(f64, f64)>),
}

impl Shape {
    /// The centre, for round marks.
    pub fn centre(&self) -> (f64, f64) {
        match self {
            Shape::Rect { x, y, w, h } => (x + w / 2.0, y + h / 2.0),
            Shape::Poly(p) if !p.is_empty() => {
                let n = p.len() as f64;
                (p.iter().map(|q| q.0).sum::<f64>() / n, p.iter().map(|q| q.1).sum::<f64>() / n)
            }
            Shape::Poly(_) => (0.0, 0.0),
        }
    }

    /// The shape shrunk towards its centre by `inset` (a fraction for polygons, board units
    /// for rectangles), so marks sit inside their square.
    pub fn inset(&self, inset: f64) -> Shape {
        match self {
            Shape::Rect { x, y, w, h } => {
                Shape::Rect { x: x + inset, y: y + inset, w: w - 2.0 * inset, h: h - 2.0 * inset }
            }
            Shape::Poly(p) => {
                let (cx, cy) = self.centre();
                let k = 1.0 - inset.clamp(0.0, 0.9);
                Shape::Poly(p.iter().map(|(x, y)| (cx + (x - cx) * k, cy + (y - cy) * k)).collect())
            }
        }
    }
}

/// Draws a shape as an SVG element with the given class.
pub fn shape_view(shape: &Shape, class: &'static str) -> AnyView {
    match shape {
        Shape::Rect { x, y, w, h } => {
            view! { <rect class=class x=*x y=*y width=*w height=*h rx="0.08" pointer-events="none"/> }.into_any()
        }
        Shape::Poly(points) => {
            view! { <polygon class=class points=svg_points(points) pointer-events="none"/> }.into_any()
        }
    }
}

/// What a board tells the kit about its squares.
#[derive(Clone, Copy)]
pub struct BoardGeometry {
    pub grid: Grid,
    /// The outline of a square in the drawing shown now (may depend on heights and the view).
    pub outline: Callback<u16, Shape>,
    /// The square's name (`e4`), used in `data-square`.
    pub name: fn(u16) -> String,
    /// The square's accessible name: its name and what stands there.
    pub describe: Callback<u16, String>,
    /// Painter's order of a square's hit target (3-D views: nearer squares on top); `None`
    /// for flat boards, where targets do not overlap.
    pub depth: Option<Callback<u16, i32>>,
    /// The area a click picks the square in, where it is larger than the outline (in a 3-D view,
    /// a column's sides as well as its top face); `None`: the outline.
    pub hit_area: Option<Callback<u16, Shape>>,
}

/// The persistent board `<svg>`.
#[component]
pub fn BoardSvg(
    /// Extra classes after `board` (the game's name, the view).
    #[prop(into)]
    class: Signal<String>,
    #[prop(into)] view_box: Signal<String>,
    /// The board's accessible name (in the player's language).
    #[prop(into)]
    label: String,
    geometry: BoardGeometry,
    /// The keyboard cursor (also moved by clicks).
    cursor: RwSignal<Option<u16>>,
    /// A click, or Enter/Space on the cursor.
    on_activate: Callback<u16>,
    /// The pointer or the cursor is over a square (the inspect line follows it).
    on_hover: Callback<u16>,
    /// Escape: drop any half-made choice.
    on_escape: Callback<()>,
    /// The game's picture (reactive children keep the same `<svg>`).
    children: Children,
    /// The name of the view shown (`2d`, `3d`…), as `data-view`, if the board has several.
    #[prop(optional, into)]
    view_name: Option<Signal<String>>,
) -> impl IntoView {
    let BoardGeometry { grid, outline, name, describe, depth, hit_area } = geometry;
    let on_key = move |ev: web_sys::KeyboardEvent| {
        let key = ev.key();
        if let Some(step) = Step::from_key(&key) {
            // The page uses the arrows to step through history; on the board they move the
            // cursor, and stop at the edge rather than falling through to the history.
            ev.prevent_default();
            ev.stop_propagation();
            if let Some(next) = grid.step(cursor.get_untracked(), step) {
                cursor.set(Some(next));
                on_hover.run(next);
            }
            return;
        }
        match key.as_str() {
            "Enter" | " " => {
                ev.prevent_default();
                ev.stop_propagation();
                let square = cursor.get_untracked().unwrap_or_else(|| (grid.square_at)(0, 0));
                cursor.set(Some(square));
                on_activate.run(square);
            }
            "Escape" => {
                ev.stop_propagation();
                on_escape.run(());
            }
            _ => {}
        }
    };
    // The hit targets as the grid's rows and cells. In 3-D they overlap, and the nearer must be
    // on top: each row's cells go in painter's order and the rows by their farthest cell, which
    // keeps every overlapping pair in order (two cells overlap only when they are neighbours
    // across at most one row, and then the nearer one is the later row or later in its row).
    // Flat boards list the rows farthest first, as the board is read.
    let hits = move || {
        let mut rows: Vec<Vec<u16>> =
            (0..grid.rows).rev().map(|r| (0..grid.cols).map(|c| (grid.square_at)(c, r)).collect()).collect();
        if let Some(depth) = depth {
            for row in &mut rows {
                row.sort_by_cached_key(|sq| depth.run(*sq));
            }
            rows.sort_by_cached_key(|row| row.first().map(|sq| depth.run(*sq)));
        }
        rows.into_iter()
            .map(|row| {
                let cells = row
                    .into_iter()
                    .map(|sq| {
                        let shape = hit_area.unwrap_or(outline).run(sq);
                        let label = describe.run(sq);
                        let click = move |_| {
                            cursor.set(Some(sq));
                            on_activate.run(sq);
                        };
                        match shape {
                            Shape::Rect { x, y, w, h } => view! {
                                <rect class="target" role="gridcell" id=cell_id(name, sq) aria-label=label x=x y=y width=w height=h fill="transparent"
                                    data-square=name(sq) on:click=click on:pointerenter=move |_| on_hover.run(sq)/>
                            }
                            .into_any(),
                            Shape::Poly(points) => view! {
                                <polygon class="target" role="gridcell" id=cell_id(name, sq) aria-label=label points=svg_points(&points) fill="transparent"
                                    data-square=name(sq) on:click=click on:pointerenter=move |_| on_hover.run(sq)/>
                            }
                            .into_any(),
                        }
                    })
                    .collect_view();
                view! { <g role="row">{cells}</g> }
            })
            .collect_view()
    };
    let cursor_mark = move || cursor.get().map(|sq| shape_view(&outline.run(sq).inset(0.02), "focus-mark"));
    view! {
        <svg class=move || format!("board {}", class.get()) viewBox=move || view_box.get() role="grid" aria-label=label
            data-testid="board" data-cursor=move || cursor.get().map(name) data-view=move || view_name.map(|v| v.get())
            aria-activedescendant=move || cursor.get().map(|sq| cell_id(name, sq))
            tabindex="0" on:keydown=on_key>
            <g aria-hidden="true">{children()}{cursor_mark}</g>
            <g class="hits" role="rowgroup">{hits}</g>
        </svg>
    }
}

/// The id of a square's cell (one board is shown at a time).
fn cell_id(name: fn(u16) -> String, sq: u16) -> String {
    format!("cell-{}", name(sq))
}

/// The origin, selection, target and hint marks of a position, drawn over the picture.
/// `target_label` may put a short text (a cost) on a target mark.
pub fn mark_layer<A: Copy + PartialEq>(
    marks: &Marks<A>,
    selected: Option<u16>,
    hints: &[u16],
    outline: impl Fn(u16) -> Shape,
    name: fn(u16) -> String,
    target_label: impl Fn(&[A]) -> Option<String>,
) -> AnyView {
    let origins = marks
        .origins
        .iter()
        .map(|&sq| {
            let class = if selected == Some(sq) { "selected-mark" } else { "origin-mark" };
            view! { <g data-origin=name(sq)>{shape_view(&outline(sq).inset(0.05), class)}</g> }
        })
        .collect_view();
    let targets = marks
        .targets
        .iter()
        .map(|(sq, actions)| {
            let (cx, cy) = outline(*sq).centre();
            let label = target_label(actions);
            view! {
                <g class="target-mark" data-target=name(*sq) pointer-events="none">
                    <circle cx=cx cy=cy r="0.22"/>
                    {label.map(|t| view! { <text x=cx y=cy + 0.1 font-size="0.3" text-anchor="middle">{t}</text> })}
                </g>
            }
        })
        .collect_view();
    let hints = hints.iter().map(|&sq| shape_view(&outline(sq).inset(0.08), "hint-mark")).collect_view();
    view! { <g class="marks">{origins}{targets}{hints}</g> }.into_any()
}

/// The line under a board that says what is going on (whose turn, what to do, the dice, rounds
/// left) and holds the turn's buttons; screen readers hear its changes.
#[component]
pub fn StatusLine(
    /// Extra classes after `status-line`.
    #[prop(optional)]
    class: &'static str,
    children: Children,
) -> impl IntoView {
    view! { <div class=format!("status-line {class}") data-testid="status" aria-live="polite">{children()}</div> }
}

/// The line under a board that describes the square under the pointer or cursor.
#[component]
pub fn InspectLine(#[prop(into)] text: Signal<Option<String>>) -> impl IntoView {
    view! { <p class="inspect" data-testid="inspect">{move || text.get()}</p> }
}

/// An engine message as a sentence for the status line: capital first letter, full stop.
pub fn sentence(message: &str) -> String {
    if message.is_empty() {
        return String::new();
    }
    let mut s = crate::i18n::upper_first(message);
    if !s.ends_with('.') {
        s.push('.');
    }
    s
}
