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
//! Touch, for every board: a finger resting on a square for [`LONG_PRESS_MS`] inspects it (the
//! board's hover callback, so the inspect line says what stands there) and the release does not
//! count as a tap; the browser's long-press menu, callout and text selection are kept off the
//! board. A board may be zoomable (the 3-D views): zoom buttons, + / - / 0 on the keyboard, a
//! two-finger pinch and a one-finger pan once zoomed change only the `viewBox`, so the hit
//! targets, drawn in board units, keep working at any zoom. The zoom goes back to the whole
//! board when the view changes.
//!
//! Screen readers: the game hands the kit its [`Targets`] (the engine's targets of the current
//! step, from the same marks the picture draws). Each target cell's accessible name says so and
//! what acting there would do; a new list is said in the page's polite live region through the
//! [`Announcer`] the game screen provides; the A key (`KeyA`) says it again.
//!
//! A shared screen: the cursor and every mark a player's pointing leaves are that player's.
//! When the seat the screen is for changes ([`SeatOnScreen`], provided by the game screen: a
//! hand-over cover, the next human's turn), the kit drops its cursor (and so `data-cursor`,
//! `aria-activedescendant` and the focus mark), its inspected square and any press in progress,
//! and runs the board's `on_escape` and `on_handover`, so no square the previous player clicked,
//! hovered or picked shows to the next.

use super::AppState;
use crate::board::grid::{Grid, Step};
use crate::board::iso::svg_points;
use crate::board::last_move::LastMove;
use crate::board::marks::Marks;
pub use crate::board::marks::Targets;
use crate::board::num::svg_num;
use crate::board::zoom::{Fit, ViewBox, ZOOM_STEP};
use crate::i18n::Msg;
use crate::ui::i18n::{use_i18n, I18n};
use leptos::prelude::*;
use std::time::Duration;
use wasm_bindgen::JsCast;

/// How long a finger rests on a square before it inspects the square instead of tapping it.
pub const LONG_PRESS_MS: u64 = 500;
/// How far (CSS pixels) a finger may drift and still be pressing, not dragging.
const PRESS_SLOP_PX: f64 = 10.0;
/// Frames of an animated zoom step (none when motion is reduced).
const ZOOM_FRAMES: u32 = 8;

/// The seat the screen is showing its private information to now (`None`: nobody's, as while
/// the device is handed over); provided by the game screen. The board kit forgets everything a
/// player pointed at when it changes.
#[derive(Clone, Copy)]
pub struct SeatOnScreen(pub Signal<Option<crate::core::Seat>>);

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

    /// Whether the point (`x`, `y`) lies inside the shape (even-odd rule for polygons).
    pub fn contains(&self, x: f64, y: f64) -> bool {
        match self {
            Shape::Rect { x: rx, y: ry, w, h } => x >= *rx && x <= rx + w && y >= *ry && y <= ry + h,
            Shape::Poly(p) => crate::board::iso::polygon_contains(p, x, y),
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
            view! { <rect class=class x=svg_num(*x) y=svg_num(*y) width=svg_num(*w) height=svg_num(*h) rx="0.08" pointer-events="none"/> }.into_any()
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
    /// What the game draws over every column that acts on a square (a 3-D view's target marks,
    /// raised where a square is hidden, `crate::board::iso::place_marks`; the outline of a piece
    /// a nearer tower hides): each one's square and the area a tap on it covers, in the order
    /// drawn (the last on top). `None`, or a target left out: the kit's handle on the square's
    /// top face.
    pub mark_areas: Option<Callback<(), Vec<(u16, Shape)>>>,
}

/// The persistent board `<svg>`.
#[component]
pub fn BoardSvg(
    /// Extra classes after `board` (the game's name, the view).
    #[prop(into)]
    class: Signal<String>,
    #[prop(into)] view_box: Signal<ViewBox>,
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
    /// Whether the view can be zoomed (buttons, keys, pinch); off by default.
    #[prop(optional, into)]
    zoomable: Option<Signal<bool>>,
    /// A tap with a finger or pen, where it should do something else than a click (preview
    /// first); by default it is `on_activate`.
    #[prop(optional)]
    on_tap: Option<Callback<u16>>,
    /// A long press on a square; by default it is `on_hover` (the inspect line follows it).
    #[prop(optional)]
    on_inspect: Option<Callback<u16>>,
    /// Where the player can act now (empty when it is not a human's turn on this device).
    #[prop(optional, into)]
    targets: Signal<Targets>,
    /// The screen passes to another seat ([`SeatOnScreen`]): forget what the previous one
    /// pointed at (hover and inspect lines, help); the kit has already dropped its cursor and
    /// run `on_escape`.
    #[prop(optional)]
    on_handover: Option<Callback<()>>,
) -> impl IntoView {
    let BoardGeometry { grid, outline, name, describe, depth, hit_area, mark_areas } = geometry;
    let i18n = use_i18n();
    let zoomable_now = move || zoomable.is_some_and(|z| z.get_untracked());
    let zoomable = move || zoomable.is_some_and(|z| z.get());
    let zoom = BoardZoom::new(view_box, view_name);
    let press = StoredValue::new(Press::default());
    // The square a long press is showing, marked on the board until the next press.
    let inspected = RwSignal::new(None::<u16>);
    let on_inspect = on_inspect.unwrap_or(on_hover);
    let on_tap = on_tap.unwrap_or(on_activate);
    // Another seat at the screen: nothing the previous player pointed at stays.
    if let Some(SeatOnScreen(seat)) = use_context::<SeatOnScreen>() {
        Effect::watch(
            move || seat.get(),
            move |now, before, _| {
                if before.is_some_and(|before| before == now) {
                    return;
                }
                press.update_value(|p| {
                    p.generation += 1;
                    p.pressing = None;
                    p.swallow_click = false;
                });
                cursor.set(None);
                inspected.set(None);
                on_escape.run(());
                if let Some(handover) = on_handover {
                    handover.run(());
                }
            },
            false,
        );
    }

    let press_start = move |sq: u16, ev: &web_sys::PointerEvent| {
        let touch = ev.pointer_type() != "mouse";
        let mut generation = 0;
        press.update_value(|p| {
            if p.fingers > 1 {
                return;
            }
            p.generation += 1;
            generation = p.generation;
            p.swallow_click = false;
            p.touch = touch;
            p.pressing = touch.then_some((sq, ev.client_x() as f64, ev.client_y() as f64));
        });
        if !touch || generation == 0 {
            return;
        }
        set_timeout(
            move || {
                let due = press.try_with_value(|p| p.generation == generation && p.pressing.is_some());
                if due == Some(true) {
                    press.update_value(|p| {
                        p.pressing = None;
                        p.swallow_click = true;
                    });
                    inspected.set(Some(sq));
                    on_inspect.run(sq);
                }
            },
            Duration::from_millis(LONG_PRESS_MS),
        );
    };
    // A finger that drifts is scrolling or panning, not pressing.
    let pointer_move = move |ev: web_sys::PointerEvent| {
        let (x, y) = (ev.client_x() as f64, ev.client_y() as f64);
        press.update_value(|p| {
            if p.pressing.is_some_and(|(_, x0, y0)| (x - x0).hypot(y - y0) > PRESS_SLOP_PX) {
                p.pressing = None;
            }
        });
    };
    let pointer_end = move |_| press.update_value(|p| p.pressing = None);
    let click = move |sq: u16| {
        let (swallow, touch) = press.with_value(|p| (p.swallow_click, p.touch));
        if swallow {
            // The release after a long press, a pinch or a pan is not a tap.
            press.update_value(|p| p.swallow_click = false);
            return;
        }
        inspected.set(None);
        cursor.set(Some(sq));
        if touch {
            on_tap.run(sq)
        } else {
            on_activate.run(sq)
        }
    };
    let touch_start = move |ev: web_sys::TouchEvent| {
        let fingers = ev.touches().length();
        press.update_value(|p| {
            p.fingers = fingers;
            if fingers > 1 {
                // A second finger: a pinch, never a press or a tap.
                p.pressing = None;
                p.swallow_click = true;
            }
        });
        if zoomable_now() {
            zoom.touch_start(&ev);
        }
    };
    let touch_move = move |ev: web_sys::TouchEvent| {
        if zoomable_now() && zoom.touch_move(&ev) {
            press.update_value(|p| {
                p.pressing = None;
                p.swallow_click = true;
            });
        }
    };
    let touch_end = move |ev: web_sys::TouchEvent| {
        let fingers = ev.touches().length();
        press.update_value(|p| p.fingers = fingers);
        if zoomable_now() {
            zoom.touch_end(&ev);
        }
    };

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
        if zoomable_now() && !(ev.ctrl_key() || ev.meta_key() || ev.alt_key()) {
            // By key position, as the boards' other keys: + (= beside it), -, 0.
            let handled = match ev.code().as_str() {
                "Equal" | "NumpadAdd" => {
                    zoom.step(ZOOM_STEP);
                    true
                }
                "Minus" | "NumpadSubtract" => {
                    zoom.step(1.0 / ZOOM_STEP);
                    true
                }
                "Digit0" | "Numpad0" => {
                    zoom.reset();
                    true
                }
                _ => false,
            };
            if handled {
                ev.prevent_default();
                ev.stop_propagation();
                return;
            }
        }
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
                row.sort_by_key(|sq| depth.run(*sq));
            }
            rows.sort_by_key(|row| row.first().map(|sq| depth.run(*sq)));
        }
        rows.into_iter()
            .map(|row| {
                let cells = row
                    .into_iter()
                    .map(|sq| {
                        let shape = hit_area.unwrap_or(outline).run(sq);
                        let label = move || targets.with(|t| t.cell_label(i18n, sq, describe.run(sq)));
                        let down = move |ev: web_sys::PointerEvent| press_start(sq, &ev);
                        match shape {
                            Shape::Rect { x, y, w, h } => view! {
                                <rect class="target" role="gridcell" id=cell_id(name, sq) aria-label=label x=svg_num(x) y=svg_num(y) width=svg_num(w) height=svg_num(h) fill="transparent"
                                    data-square=name(sq) on:click=move |_| click(sq) on:pointerdown=down on:pointerenter=move |_| on_hover.run(sq)/>
                            }
                            .into_any(),
                            Shape::Poly(points) => view! {
                                <polygon class="target" role="gridcell" id=cell_id(name, sq) aria-label=label points=svg_points(&points) fill="transparent"
                                    data-square=name(sq) on:click=move |_| click(sq) on:pointerdown=down on:pointerenter=move |_| on_hover.run(sq)/>
                            }
                            .into_any(),
                        }
                    })
                    .collect_view();
                view! { <g role="row">{cells}</g> }
            })
            .collect_view()
    };
    // In 3-D a nearer, taller tower can cover a square the player may act on. Where the game
    // draws a target's mark over every column (`mark_areas`), the mark gets a handle over
    // everything, exactly its size: what the player sees is what a tap reaches. Any other such
    // square (a target or something to select) whose middle is covered gets a handle on the
    // middle of its top face, where the game draws its mark on top too. The grid stays the
    // one the keyboard and screen readers use.
    let handles = move || {
        let depth = depth?;
        let handle = move |sq: u16, shape: Shape| {
            let down = move |ev: web_sys::PointerEvent| press_start(sq, &ev);
            let points = match shape {
                Shape::Poly(points) => points,
                Shape::Rect { x, y, w, h } => vec![(x, y), (x + w, y), (x + w, y + h), (x, y + h)],
            };
            view! {
                <polygon class="handle" points=svg_points(&points) fill="transparent" data-square=name(sq)
                    on:click=move |_| click(sq) on:pointerdown=down on:pointerenter=move |_| on_hover.run(sq)/>
            }
        };
        let marked: Vec<(u16, Shape)> = mark_areas.map(|areas| areas.run(())).unwrap_or_default();
        let mut squares: Vec<u16> = targets.with(|t| {
            t.act
                .iter()
                .map(|(sq, _)| *sq)
                .chain(t.pick.iter().copied())
                .filter(|sq| !marked.iter().any(|(m, _)| m == sq))
                .collect()
        });
        if squares.is_empty() && marked.is_empty() {
            return None;
        }
        // Every square's depth and hit area, worked out once for all the tests below.
        let area = hit_area.unwrap_or(outline);
        let all: Vec<(u16, i32, Shape)> = (0..grid.rows)
            .flat_map(|r| (0..grid.cols).map(move |c| (grid.square_at)(c, r)))
            .map(|sq| (sq, depth.run(sq), area.run(sq)))
            .collect();
        // The middle is the centre and the points a twelfth of the way to each corner: a game
        // draws its mark a little off the exact centre, and a tap on any of the mark must still
        // reach the square.
        let covered = |sq: u16| {
            let face = outline.run(sq);
            let (cx, cy) = face.centre();
            let mut middle = vec![(cx, cy)];
            match face.inset(0.92) {
                Shape::Poly(points) => middle.extend(points),
                Shape::Rect { x, y, w, h } => middle.extend([(x, y), (x + w, y), (x + w, y + h), (x, y + h)]),
            }
            let d = depth.run(sq);
            all.iter()
                .any(|(other, od, shape)| *other != sq && *od > d && middle.iter().any(|&(x, y)| shape.contains(x, y)))
        };
        squares.retain(|&sq| covered(sq));
        squares.sort_by_key(|sq| depth.run(*sq));
        let on_faces = squares.into_iter().map(|sq| handle(sq, outline.run(sq).inset(0.45)));
        // The marks' handles last, in the order the game draws them: a mark is drawn over
        // everything, so its handle is too.
        Some(on_faces.chain(marked.into_iter().map(|(sq, shape)| handle(sq, shape))).collect_view())
    };
    let cursor_mark = move || cursor.get().map(|sq| shape_view(&outline.run(sq).inset(0.02), "focus-mark"));
    let inspect_mark = move || inspected.get().map(|sq| shape_view(&outline.run(sq).inset(0.02), "inspect-mark"));
    let classes = move || {
        let zoom_class = match (zoomable(), zoom.zoomed()) {
            (false, _) => "",
            (true, false) => " zoomable",
            (true, true) => " zoomable zoomed",
        };
        format!("board {}{zoom_class}", class.get())
    };
    let zoom_buttons = move || {
        zoomable().then(|| {
            let zoomed = move || zoom.zoomed();
            view! {
                <div class="board-zoom" role="group" aria-label=i18n.t("board-zoom")>
                    <button data-testid="zoom-in" aria-label=i18n.t("board-zoom-in") title=i18n.t("board-zoom-in")
                        prop:disabled=move || !zoom.can_zoom_in() on:click=move |_| { zoom.step(ZOOM_STEP); }>"+"</button>
                    <button data-testid="zoom-out" aria-label=i18n.t("board-zoom-out") title=i18n.t("board-zoom-out")
                        prop:disabled=move || !zoomed() on:click=move |_| { zoom.step(1.0 / ZOOM_STEP); }>"−"</button>
                    <button data-testid="zoom-reset" aria-label=i18n.t("board-zoom-reset") title=i18n.t("board-zoom-reset")
                        prop:disabled=move || !zoomed() on:click=move |_| { zoom.reset(); }>
                        // The whole board: four corners, a picture every language reads.
                        <svg class="icon" viewBox="0 0 16 16" width="18" height="18" aria-hidden="true">
                            <path d="M1 5.5V1h4.5M10.5 1H15v4.5M15 10.5V15h-4.5M5.5 15H1v-4.5" fill="none" stroke="currentColor" stroke-width="2"/>
                        </svg>
                    </button>
                </div>
            }
        })
    };
    view! {
        {zoom_buttons}
        <svg class=classes viewBox=move || zoom.view_box_attr() role="grid" aria-label=label
            data-testid="board" data-cursor=move || cursor.get().map(name) data-view=move || view_name.map(|v| v.get())
            data-inspect=move || inspected.get().map(name)
            aria-activedescendant=move || cursor.get().map(|sq| cell_id(name, sq))
            tabindex="0" on:keydown=on_key on:pointermove=pointer_move on:pointerup=pointer_end on:pointercancel=pointer_end
            on:touchstart=touch_start on:touchmove=touch_move on:touchend=touch_end on:touchcancel=touch_end
            on:contextmenu=|ev: web_sys::MouseEvent| ev.prevent_default()>
            <g aria-hidden="true">{children()}{cursor_mark}{inspect_mark}</g>
            <g class="hits" role="rowgroup">{hits}</g>
            <g class="handles" aria-hidden="true">{handles}</g>
        </svg>
    }
}

/// A finger on the board, between touching it and lifting it.
#[derive(Default)]
struct Press {
    /// Bumped by every press, so a timer started for an earlier press does nothing.
    generation: u64,
    /// The square pressed and where the finger came down, until it lifts, drifts or a second
    /// finger comes.
    pressing: Option<(u16, f64, f64)>,
    /// The next click ends a long press, a pinch or a pan: it is not a tap.
    swallow_click: bool,
    /// The last press was a finger or a pen (its click is a tap).
    touch: bool,
    /// Fingers on the board now.
    fingers: u32,
}

/// A pinch or a pan in progress: the view box and the finger positions it started from.
#[derive(Clone, Copy)]
enum Gesture {
    Pinch { from: ViewBox, fit: Fit, rect: (f64, f64), spread: f64, anchor: (f64, f64) },
    Pan { from: ViewBox, fit: Fit, start: (f64, f64), moved: bool },
}

/// The zoom of one board: the part of the drawing shown, and the gesture moving it.
#[derive(Clone, Copy)]
struct BoardZoom {
    /// The game's whole view box for the view shown.
    full: Signal<ViewBox>,
    /// The part shown when zoomed in; `None`: the whole board.
    shown: RwSignal<Option<ViewBox>>,
    gesture: StoredValue<Option<Gesture>>,
    /// Bumped by every zoom change, so an earlier animation stops.
    animation: StoredValue<u64>,
    /// The player's animations setting (on where the app's settings are absent).
    animations_on: Signal<bool>,
}

impl BoardZoom {
    fn new(full: Signal<ViewBox>, view_name: Option<Signal<String>>) -> BoardZoom {
        let app = use_context::<AppState>();
        let zoom = BoardZoom {
            full,
            shown: RwSignal::new(None),
            gesture: StoredValue::new(None),
            animation: StoredValue::new(0),
            animations_on: Signal::derive(move || app.is_none_or(|app| app.settings.with(|s| s.animate))),
        };
        // Another view (turned, flat, another game's drawing) starts whole.
        Effect::watch(
            move || (full.get(), view_name.map(|v| v.get())),
            move |_, _, _| {
                zoom.animation.update_value(|a| *a += 1);
                zoom.gesture.set_value(None);
                zoom.shown.set(None);
            },
            false,
        );
        zoom
    }

    /// The `viewBox` attribute now.
    fn view_box_attr(&self) -> String {
        self.shown.get().unwrap_or_else(|| self.full.get()).to_string()
    }

    fn zoomed(&self) -> bool {
        self.shown.with(|s| s.is_some())
    }

    fn can_zoom_in(&self) -> bool {
        let full = self.full.get();
        self.shown.get().is_none_or(|vb| vb.zoom_of(&full) < crate::board::zoom::MAX_ZOOM - 1e-6)
    }

    /// One step in (`factor` > 1) or out, about the centre of what is shown; animated unless
    /// motion is reduced.
    fn step(&self, factor: f64) {
        let full = self.full.get_untracked();
        let from = self.shown.get_untracked().unwrap_or(full);
        let to = from.zoomed(&full, from.zoom_of(&full) * factor, from.centre());
        self.go(full, from, to);
    }

    /// The whole board again.
    fn reset(&self) {
        let full = self.full.get_untracked();
        let from = self.shown.get_untracked().unwrap_or(full);
        self.go(full, from, None);
    }

    fn go(&self, full: ViewBox, from: ViewBox, to: Option<ViewBox>) {
        self.animation.update_value(|a| *a += 1);
        if !self.animations_on.get_untracked() || system_reduces_motion() {
            self.shown.set(to);
        } else {
            animate(*self, self.animation.get_value(), full, from, to, 1);
        }
    }

    fn touch_start(&self, ev: &web_sys::TouchEvent) {
        let full = self.full.get_untracked();
        let from = self.shown.get_untracked().unwrap_or(full);
        let Some((rect, fit)) = element_fit(ev, &from) else { return };
        let touches = ev.touches();
        let gesture = match (touches.get(0), touches.get(1)) {
            (Some(a), Some(b)) => {
                let (mid, spread) = midpoint_and_spread(&a, &b);
                let anchor = fit.to_drawing(&from, mid.0 - rect.0, mid.1 - rect.1);
                Some(Gesture::Pinch { from, fit, rect, spread, anchor })
            }
            (Some(a), None) if self.shown.get_untracked().is_some() => {
                Some(Gesture::Pan { from, fit, start: (a.client_x() as f64, a.client_y() as f64), moved: false })
            }
            _ => None,
        };
        if gesture.is_some() {
            self.animation.update_value(|a| *a += 1);
        }
        self.gesture.set_value(gesture);
    }

    /// Follows the fingers; true when they are pinching or panning (so no press or tap).
    fn touch_move(&self, ev: &web_sys::TouchEvent) -> bool {
        let full = self.full.get_untracked();
        let touches = ev.touches();
        match (self.gesture.get_value(), touches.get(0), touches.get(1)) {
            (Some(Gesture::Pinch { from, fit, rect, spread, anchor }), Some(a), Some(b)) => {
                ev.prevent_default();
                let (mid, now) = midpoint_and_spread(&a, &b);
                if spread > 0.0 {
                    let zoom = from.zoom_of(&full) * now / spread;
                    let at = fit.fraction(&from, mid.0 - rect.0, mid.1 - rect.1);
                    self.shown.set(ViewBox::pinned(&full, zoom, anchor, at));
                }
                true
            }
            (Some(Gesture::Pan { from, fit, start, moved }), Some(a), None) => {
                let (dx, dy) = (a.client_x() as f64 - start.0, a.client_y() as f64 - start.1);
                let moved = moved || dx.hypot(dy) > PRESS_SLOP_PX;
                if moved {
                    ev.prevent_default();
                    self.gesture.set_value(Some(Gesture::Pan { from, fit, start, moved }));
                    self.shown.set(Some(from.moved(&full, -dx / fit.scale, -dy / fit.scale)));
                }
                moved
            }
            _ => false,
        }
    }

    /// The gesture ends with the last finger; a pinch that leaves one finger down goes on as a
    /// pan (the page does not scroll under it).
    fn touch_end(&self, ev: &web_sys::TouchEvent) {
        let touches = ev.touches();
        let gesture = match (touches.get(0), touches.get(1), self.shown.get_untracked()) {
            (Some(a), None, Some(from)) => element_fit(ev, &from).map(|(_, fit)| Gesture::Pan {
                from,
                fit,
                start: (a.client_x() as f64, a.client_y() as f64),
                moved: true,
            }),
            _ => None,
        };
        self.gesture.set_value(gesture);
    }
}

/// One frame of an animated zoom from `from` to `to` (`None`: the whole board).
fn animate(zoom: BoardZoom, animation: u64, full: ViewBox, from: ViewBox, to: Option<ViewBox>, frame: u32) {
    request_animation_frame(move || {
        if zoom.animation.try_get_value() != Some(animation) {
            return;
        }
        if frame >= ZOOM_FRAMES {
            zoom.shown.try_set(to);
            return;
        }
        let t = frame as f64 / ZOOM_FRAMES as f64;
        let eased = 1.0 - (1.0 - t) * (1.0 - t);
        zoom.shown.try_set(Some(from.towards(&to.unwrap_or(full), eased)));
        animate(zoom, animation, full, from, to, frame + 1);
    });
}

/// The coordinates around a top-down board of `size` × `size` squares, one unit each, `a1` at
/// the bottom left: the letters under the board on the line `letters_y`, the numbers left of it
/// at `numbers_x`, each `numbers_lift` above its row's bottom edge. Every top-down board draws
/// its coordinates with this, each at its own margins.
pub fn edge_coordinates(size: usize, letters_y: f64, numbers_x: f64, numbers_lift: f64) -> AnyView {
    (0..size)
        .map(|i| {
            view! {
                <text class="coord" x=svg_num(i as f64 + 0.5) y=svg_num(letters_y) text-anchor="middle">{((b'a' + i as u8) as char).to_string()}</text>
                <text class="coord" x=svg_num(numbers_x) y=svg_num((size - i) as f64 - numbers_lift) text-anchor="middle">{(i + 1).to_string()}</text>
            }
        })
        .collect_view()
        .into_any()
}

/// Whether a flat board of `columns` squares across would draw them under 44 px on this screen
/// (a phone): such a board offers the zoom the 3-D views have, so every square can be hit. The
/// screen's shorter side counts: a phone held sideways fits the board to its height.
pub fn cells_too_small(columns: u32) -> bool {
    let below = (columns * 44).saturating_sub(1);
    media_matches(&format!("(max-width: {below}px), (max-height: {below}px)"))
}

/// Whether this is a phone: a touch screen whose shorter side is under 600 px. A board with a
/// 3-D view opens top-down there until the player chooses (`Settings::shows_3d`): its 3-D
/// squares, a tenth of the screen's width across a diagonal, are too small to tap.
pub fn touch_phone() -> bool {
    media_matches("(pointer: coarse) and (max-width: 599px), (pointer: coarse) and (max-height: 599px)")
}

/// Whether the page matches the CSS media `query` now (false where it cannot be asked).
pub fn media_matches(query: &str) -> bool {
    web_sys::window().and_then(|w| w.match_media(query).ok().flatten()).is_some_and(|m| m.matches())
}

/// The system asks for reduced motion.
fn system_reduces_motion() -> bool {
    media_matches("(prefers-reduced-motion: reduce)")
}

/// The board element's top-left corner on the screen and how its view box `vb` fits in it.
fn element_fit(ev: &web_sys::TouchEvent, vb: &ViewBox) -> Option<((f64, f64), Fit)> {
    let element = ev.current_target()?.dyn_into::<web_sys::Element>().ok()?;
    let rect = element.get_bounding_client_rect();
    Some(((rect.left(), rect.top()), Fit::of(vb, rect.width(), rect.height())?))
}

fn midpoint_and_spread(a: &web_sys::Touch, b: &web_sys::Touch) -> ((f64, f64), f64) {
    let (ax, ay, bx, by) = (a.client_x() as f64, a.client_y() as f64, b.client_x() as f64, b.client_y() as f64);
    (((ax + bx) / 2.0, (ay + by) / 2.0), (ax - bx).hypot(ay - by))
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
                    <circle cx=svg_num(cx) cy=svg_num(cy) r="0.22"/>
                    {label.map(|t| view! { <text x=svg_num(cx) y=svg_num(cy + 0.1) font-size="0.3" text-anchor="middle">{t}</text> })}
                </g>
            }
        })
        .collect_view();
    let hints = hints.iter().map(|&sq| shape_view(&outline(sq).inset(0.08), "hint-mark")).collect_view();
    view! { <g class="marks">{origins}{targets}{hints}</g> }.into_any()
}

/// One square's mark of the last turn (the look every board shares): a tint of the mover's
/// colour (`fill`) with a dashed outline (`stroke`), stronger where the turn ended than where it
/// left; `at` names the square (`data-at`). A colour that may vanish on the board (Voldétour's
/// Black on a Black piece) gives its dashes a solid `underlay` line of a contrasting colour. Boards
/// draw it under their other marks.
pub fn last_move_mark(
    shape: &Shape,
    class: &'static str,
    (fill, stroke): (&'static str, &'static str),
    underlay: Option<&'static str>,
    at: String,
) -> AnyView {
    let points = match shape {
        Shape::Rect { x, y, w, h } => vec![(*x, *y), (x + w, *y), (x + w, y + h), (*x, y + h)],
        Shape::Poly(points) => points.clone(),
    };
    let points = svg_points(&points);
    view! {
        {underlay.map(|colour| view! { <polygon class="last-move-underlay" points=points.clone() stroke=colour pointer-events="none"/> })}
        <polygon class=class data-at=at points=points fill=fill stroke=stroke pointer-events="none"/>
    }
    .into_any()
}

/// The last turn's marks on a board whose squares are drawn by `outline` (flat boards): every
/// square the turn left and reached, in the mover's `colour` (tint and outline).
pub fn last_move_layer(
    last: &LastMove,
    colour: &'static str,
    outline: impl Fn(u16) -> Shape,
    name: fn(u16) -> String,
) -> AnyView {
    let marks = last
        .from
        .iter()
        .chain(&last.to)
        .filter_map(|&sq| Some((sq, last.class(sq)?)))
        .map(|(sq, class)| last_move_mark(&outline(sq).inset(0.04), class, (colour, colour), None, name(sq)))
        .collect_view();
    view! { <g class="last-move">{marks}</g> }.into_any()
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
