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
//!
//! Screen readers: the game hands the kit its [`Targets`] (the engine's targets of the current
//! step, from the same marks the picture draws). Each target cell's accessible name says so and
//! what acting there would do; a new list is said in the page's polite live region through the
//! [`Announcer`] the game screen provides; the A key (`KeyA`) says it again.

use crate::board::grid::{Grid, Step};
use crate::board::iso::svg_points;
use crate::board::marks::Marks;
pub use crate::board::marks::Targets;
use crate::i18n::Msg;
use crate::ui::i18n::{use_i18n, I18n};
use leptos::prelude::*;

/// Lists more squares than this are counted, not read out.
const MAX_LISTED: usize = 8;

/// What screen readers are told about [`Targets`] (the data and how it is built from the marks
/// are in `crate::board::marks`, tested natively).
impl Targets {
    /// A cell's accessible name: its description, and whether and how the player can act there.
    fn cell_label(&self, i18n: I18n, sq: u16, cell: String) -> String {
        if let Some((_, action)) = self.act.iter().find(|(t, _)| *t == sq) {
            return i18n.msg(&match action {
                Some(action) => Msg::new("board-cell-action").arg("cell", cell).arg("action", action.as_str()),
                None => Msg::new("board-cell-target").arg("cell", cell),
            });
        }
        if self.pick.contains(&sq) {
            return i18n.msg(&Msg::new("board-cell-pick").arg("cell", cell));
        }
        cell
    }

    /// What the live region says: how many squares to act on and to choose from, listed when
    /// few.
    pub fn announcement(&self, i18n: I18n, name: fn(u16) -> String) -> String {
        if self.is_empty() {
            return i18n.t("board-targets-none");
        }
        let counted = |msg: Msg, squares: &[String]| {
            i18n.msg(&msg.arg("count", squares.len()).arg("squares", squares.join(", ")))
        };
        let act: Vec<String> = self.act.iter().map(|(sq, _)| name(*sq)).collect();
        let pick: Vec<String> = self.pick.iter().map(|sq| name(*sq)).collect();
        let mut sentences = Vec::new();
        if !act.is_empty() {
            let few = act.len() <= MAX_LISTED;
            sentences.push(counted(Msg::new(if few { "board-targets" } else { "board-targets-many" }), &act));
        }
        if !pick.is_empty() {
            let few = pick.len() <= MAX_LISTED;
            sentences.push(counted(Msg::new(if few { "board-picks" } else { "board-picks-many" }), &pick));
        }
        sentences.join(" ")
    }
}

/// The page's polite live region for the board's announcements (provided by the game screen).
/// The flag flips on every announcement, so the same words said again are a change too.
#[derive(Clone, Copy)]
pub struct Announcer(pub RwSignal<(Option<String>, bool)>);

impl Announcer {
    pub fn new() -> Announcer {
        Announcer(RwSignal::new((None, false)))
    }

    pub fn say(self, text: Option<String>) {
        self.0.update(|(said, flip)| {
            *said = text;
            *flip = !*flip;
        });
    }

    /// The text to put in the live region (a trailing no-break space alternates, so a screen
    /// reader hears a repeated sentence again).
    pub fn text(self) -> Option<String> {
        self.0.with(|(said, flip)| said.as_ref().map(|s| if *flip { format!("{s}\u{a0}") } else { s.clone() }))
    }
}

impl Default for Announcer {
    fn default() -> Self {
        Announcer::new()
    }
}

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
    /// Where the player can act now (empty when it is not a human's turn on this device).
    #[prop(optional, into)]
    targets: Signal<Targets>,
) -> impl IntoView {
    let BoardGeometry { grid, outline, name, describe, depth, hit_area } = geometry;
    let i18n = use_i18n();
    let announcer = use_context::<Announcer>();
    let announce = move |targets: &Targets| {
        if let Some(announcer) = announcer {
            announcer.say((!targets.is_empty()).then(|| targets.announcement(i18n, name)));
        }
    };
    // A selection or a new step changes the targets: say the new ones (nothing while the
    // player cannot act).
    Effect::new(move |previous: Option<Targets>| {
        let now = targets.get();
        if previous.as_ref() != Some(&now) {
            announce(&now);
        }
        now
    });
    let on_key = move |ev: web_sys::KeyboardEvent| {
        if ev.code() == "KeyA" && !(ev.ctrl_key() || ev.meta_key() || ev.alt_key()) {
            ev.prevent_default();
            ev.stop_propagation();
            // Asked for, the answer may be "nothing to do on the board".
            if let Some(announcer) = announcer {
                announcer.say(Some(targets.with_untracked(|t| t.announcement(i18n, name))));
            }
            return;
        }
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
                        let label = move || targets.with(|t| t.cell_label(i18n, sq, describe.run(sq)));
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
    let mut chars = message.chars();
    match chars.next() {
        Some(first) => {
            let mut s: String = first.to_uppercase().chain(chars).collect();
            if !s.ends_with('.') {
                s.push('.');
            }
            s
        }
        None => String::new(),
    }
}
