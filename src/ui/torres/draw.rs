//! The two drawings of the board: top-down (`flat`) and isometric (`iso`, through the kit's
//! projection). Both mark pickable pieces with `data-origin` and highlighted destinations with
//! `data-target`. In 3-D the target marks are drawn over every column, and a mark whose
//! square's middle a nearer tower or piece hides stands raised above it on a pin
//! ([`place_target_marks`]), so no mark sits on another square's tower; the kit puts a tap
//! handle on each mark. A knight or the king that a nearer tower or piece hides, even in part, is
//! outlined over everything ([`xray`]), and a square a piece stands on is picked by a
//! tap on the piece too ([`hit_area`]; on its outline, by the kit's handle over it). Both views
//! mark the squares of the last turn (`last-move-from` / `last-move-to`, in its player's colour,
//! under the other marks) and draw the piece a first tap asks about, with its cost
//! ([`Ctx::preview`]). The hit targets, the cursor and the click meaning belong to the board kit
//! and `mod.rs` (over `crate::board::torres`).

use crate::board::iso::{pin_hidden, place_marks, FaceKind, Figure, Footprint, Iso};
use crate::board::last_move::LastMove;
use crate::board::marks::Marks;
use crate::board::num::{svg_num, svg_points, Num};
use crate::board::zoom::ViewBox;
use crate::core::Game;
use crate::games::torres::{sq_name, Torres, TorresAction};
use crate::ui::board::Shape;
use crate::ui::seat_mark::{shape_svg, MARK_INK};
use crate::ui::SEAT_COLOURS;
use leptos::prelude::*;

pub(crate) struct Ctx<'a> {
    pub marks: &'a Marks<TorresAction>,
    /// The targets' marks in 3-D, placed by [`place_target_marks`] (empty top-down).
    pub placed: &'a [PlacedMark],
    pub selected: Option<u8>,
    pub hinted: &'a [u8],
    /// The squares of the turn that led to the position shown, and whose turn it was.
    pub last: Option<&'a LastMove>,
    /// The square a first tap asks about, and the meaning whose piece is drawn there (if it
    /// places one: a new knight or a block).
    pub preview: Option<(u8, Option<TorresAction>)>,
    /// The pieces hidden, at least in part, behind nearer towers or pieces, and those drawn
    /// again over their outlines (3-D only).
    pub xray: &'a Xray,
}

/// The class of a last-move mark on `sq`, if the last turn acted there.
fn last_class(ctx: &Ctx, sq: u8) -> Option<(&'static str, &'static str)> {
    last_mark(ctx.last, sq)
}

/// The last move's mark on `sq` (its class and colour), if it is one of the move's squares.
fn last_mark(last: Option<&LastMove>, sq: u8) -> Option<(&'static str, &'static str)> {
    let last = last?;
    let colour = SEAT_COLOURS[last.seat as usize % 4];
    match last.at(u16::from(sq))? {
        true => Some(("last-move-to", colour)),
        false => Some(("last-move-from", colour)),
    }
}

/// Painter's order of a square in the view shown (hit targets of nearer squares lie on top).
pub(crate) fn depth(sq: u8, three_d: bool) -> i32 {
    if three_d {
        ISO.depth(Footprint::square((sq % 8) as u16, (sq / 8) as u16))
    } else {
        0
    }
}

/// A square's outline in the view shown: its cell top-down, its top face at its height in 3-D.
pub(crate) fn outline(sq: u8, height: u8, three_d: bool) -> Shape {
    if three_d {
        Shape::Poly(ISO.top((sq % 8) as u16, (sq / 8) as u16, height as f64))
    } else {
        let (x, y) = flat_xy(sq);
        Shape::Rect { x, y, w: 1.0, h: 1.0 }
    }
}

/// What stands on a square, for its hit area in 3-D.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Standing {
    Nothing,
    Knight,
    King,
}

impl Standing {
    pub(crate) fn on(s: &Torres, sq: u8) -> Standing {
        if s.knight_at(sq).is_some() {
            Standing::Knight
        } else if s.king_square() == Some(sq) {
            Standing::King
        } else {
            Standing::Nothing
        }
    }

    /// The piece's outline in 3-D around the point it stands on, as [`iso`] draws it (a little
    /// wider than its strokes), from its left foot over its head to its right foot.
    fn figure(self) -> &'static [(f64, f64)] {
        match self {
            Standing::Nothing => &[],
            Standing::Knight => &KNIGHT_FIGURE,
            Standing::King => &KING_FIGURE,
        }
    }
}

/// A knight in 3-D: its body (0.3 either side at the foot, 0.12 at 0.62 up) and its head (a
/// circle of 0.2 at 0.78 up), stroked, with the head as an octagon around it.
const KNIGHT_FIGURE: [(f64, f64); 10] = [
    (-0.33, 0.0),
    (-0.15, -0.6),
    (-0.23, -0.69),
    (-0.23, -0.875),
    (-0.095, -1.01),
    (0.095, -1.01),
    (0.23, -0.875),
    (0.23, -0.69),
    (0.15, -0.6),
    (0.33, 0.0),
];

/// The king's crown in 3-D ([`crown`] 0.62 wide, stroked).
const KING_FIGURE: [(f64, f64); 7] =
    [(-0.34, 0.0), (-0.34, -0.53), (-0.155, -0.31), (0.0, -0.56), (0.155, -0.31), (0.34, -0.53), (0.34, 0.0)];

/// Where a click picks a square: in 3-D its whole tower (top and sides) and the piece standing
/// on it, top-down its cell.
pub(crate) fn hit_area(sq: u8, height: u8, standing: Standing, three_d: bool) -> Shape {
    let (col, row) = ((sq % 8) as u16, (sq / 8) as u16);
    match (three_d, standing) {
        (false, _) => outline(sq, height, false),
        (true, Standing::Nothing) => Shape::Poly(ISO.column(col, row, height as f64)),
        (true, piece) => Shape::Poly(ISO.column_with_figure(col, row, height as f64, piece.figure())),
    }
}

pub(crate) const FLAT_VIEW_BOX: ViewBox = ViewBox { x: -0.5, y: -0.1, w: 8.7, h: 8.75 };

/// Stone colours by height (top, left side, right side): the taller, the darker, so heights
/// read at a glance.
fn stone(h: u8) -> (String, String, String) {
    let l = 82i32 - 6 * h as i32;
    let l = l.max(34);
    (format!("hsl(34,24%,{l}%)"), format!("hsl(30,22%,{}%)", l - 14), format!("hsl(28,20%,{}%)", l - 24))
}

fn ground(sq: u8) -> &'static str {
    if (sq % 8 + sq / 8) % 2 == 0 {
        "#cfd9b8"
    } else {
        "#c3cfaa"
    }
}

/// The cheapest AP cost among a click's meanings, for the label on its mark.
fn cost_label(actions: &[TorresAction]) -> String {
    let cost = actions.iter().map(|a| a.ap_cost()).min().unwrap_or(0);
    if cost == 0 {
        "★".into()
    } else {
        cost.to_string()
    }
}

fn crown(cx: f64, base: f64, w: f64) -> String {
    let h = w * 0.8;
    svg_points(&[
        (cx - w / 2.0, base),
        (cx + w / 2.0, base),
        (cx + w / 2.0, base - h),
        (cx + w / 4.0, base - h * 0.55),
        (cx, base - h * 1.05),
        (cx - w / 4.0, base - h * 0.55),
        (cx - w / 2.0, base - h),
    ])
}

// ---------- top-down ----------

fn flat_xy(sq: u8) -> (f64, f64) {
    ((sq % 8) as f64, (7 - sq / 8) as f64)
}

pub(crate) fn flat(s: &Torres, ctx: &Ctx) -> AnyView {
    let cells = (0..64u8)
        .map(|sq| {
            let (x, y) = flat_xy(sq);
            let h = s.height(sq);
            let fill = if h == 0 { ground(sq).to_string() } else { stone(h).0 };
            let label = (h > 0).then(|| {
                let colour = if h >= 5 { "#fff" } else { "#3a2e20" };
                view! { <text class="height" x=svg_num(x + 0.07) y=svg_num(y + 0.27) font-size="0.24" fill=colour>{h}</text> }
            });
            view! { <rect x=svg_num(x) y=svg_num(y) width="1" height="1" fill=fill/>{label} }
        })
        .collect_view();
    // Castle outlines: an edge between a castle square and anything not of the same castle.
    let mut edges = String::new();
    for sq in 0..64u8 {
        let Some(c) = s.castle_of(sq) else { continue };
        let (x, y) = flat_xy(sq);
        let (col, row) = (sq % 8, sq / 8);
        let same = |dc: i8, dr: i8| -> bool {
            let (nc, nr) = (col as i8 + dc, row as i8 + dr);
            (0..8).contains(&nc) && (0..8).contains(&nr) && s.castle_of((nr * 8 + nc) as u8) == Some(c)
        };
        if !same(0, 1) {
            edges += &format!("M{x},{y}h1", x = Num(x), y = Num(y));
        }
        if !same(0, -1) {
            edges += &format!("M{x},{}h1", Num(y + 1.0), x = Num(x));
        }
        if !same(-1, 0) {
            edges += &format!("M{x},{y}v1", x = Num(x), y = Num(y));
        }
        if !same(1, 0) {
            edges += &format!("M{},{y}v1", Num(x + 1.0), y = Num(y));
        }
    }
    let coords = crate::ui::board::edge_coordinates(8, 8.42, -0.25, 0.4);
    let last = (0..64u8)
        .filter_map(|sq| {
            let (class, colour) = last_class(ctx, sq)?;
            let (x, y) = flat_xy(sq);
            Some(view! { <rect class=class data-last=sq_name(sq) x=svg_num(x + 0.04) y=svg_num(y + 0.04) width="0.92" height="0.92" fill=colour stroke=colour pointer-events="none"/> })
        })
        .collect_view();
    let pieces = (0..64u8)
        .filter_map(|sq| {
            let (x, y) = flat_xy(sq);
            let (cx, cy) = (x + 0.5, y + 0.55);
            if let Some(p) = s.knight_at(sq) {
                let level = s.height(sq);
                Some(view! {
                    <g class="knight" data-piece=sq_name(sq) pointer-events="none">
                        <circle cx=svg_num(cx) cy=svg_num(cy) r="0.32" fill=SEAT_COLOURS[p as usize % 4] stroke="#222" stroke-width="0.04"/>
                        {shape_svg(p as usize, cx, cy - 0.12, 0.1)}
                        <text x=svg_num(cx) y=svg_num(cy + 0.24) font-size="0.22" text-anchor="middle" fill=MARK_INK font-weight="700">{level}</text>
                    </g>
                }
                .into_any())
            } else if s.king_square() == Some(sq) {
                Some(view! {
                    <g class="king" data-piece=sq_name(sq) pointer-events="none">
                        <polygon points=crown(cx, cy + 0.22, 0.56) fill="#f4c430" stroke="#6b4e00" stroke-width="0.04"/>
                    </g>
                }
                .into_any())
            } else {
                None
            }
        })
        .collect_view();
    let origins = ctx
        .marks
        .origins
        .iter()
        .map(|&sq| {
            let sq = sq as u8;
            let (x, y) = flat_xy(sq);
            let sel = ctx.selected == Some(sq);
            view! { <rect class=if sel { "selected-mark" } else { "origin-mark" } data-origin=sq_name(sq)
            x=svg_num(x + 0.05) y=svg_num(y + 0.05) width="0.9" height="0.9" rx="0.1" pointer-events="none"/> }
        })
        .collect_view();
    let targets = ctx
        .marks
        .targets
        .iter()
        .map(|(sq, actions)| {
            let sq = &(*sq as u8);
            let (x, y) = flat_xy(*sq);
            let occupied = s.knight_at(*sq).is_some() || s.king_square() == Some(*sq);
            // On an occupied square (a card aimed at a knight) the mark sits in a corner.
            let (cx, cy) = if occupied { (x + 0.8, y + 0.2) } else { (x + 0.5, y + 0.55) };
            view! {
                <g class="target-mark" data-target=sq_name(*sq) pointer-events="none">
                    <circle cx=svg_num(cx) cy=svg_num(cy) r="0.19"/>
                    <text x=svg_num(cx) y=svg_num(cy + 0.08) font-size="0.22" text-anchor="middle">{cost_label(actions)}</text>
                </g>
            }
        })
        .collect_view();
    let hints = ctx
        .hinted
        .iter()
        .map(|&sq| {
            let (x, y) = flat_xy(sq);
            view! { <rect class="hint-mark" x=svg_num(x + 0.08) y=svg_num(y + 0.08) width="0.84" height="0.84" rx="0.12" pointer-events="none"/> }
        })
        .collect_view();
    let preview = ctx.preview.map(|(sq, a)| {
        let (x, y) = flat_xy(sq);
        let asked = view! { <rect class="asked-mark" x=svg_num(x + 0.03) y=svg_num(y + 0.03) width="0.94" height="0.94" rx="0.06" pointer-events="none"/> };
        view! { {asked}{a.and_then(|a| flat_ghost(s, sq, a))} }
    });
    view! {
        <g class="flat">
            {cells}{last}
            <path d=edges class="castle-edge" fill="none"/>
            {coords}{pieces}{origins}{targets}{preview}{hints}
        </g>
    }
    .into_any()
}

/// The piece a first tap asks about, top-down: a new knight or a block, drawn faded on its
/// square with the action points it costs in a corner.
fn flat_ghost(s: &Torres, sq: u8, a: TorresAction) -> Option<AnyView> {
    let (x, y) = flat_xy(sq);
    let (cx, cy) = (x + 0.5, y + 0.55);
    let seat = s.to_move()? as usize;
    let piece = match a {
        TorresAction::AddKnight(_) => view! {
            <circle cx=svg_num(cx) cy=svg_num(cy) r="0.32" fill=SEAT_COLOURS[seat % 4]/>
            {shape_svg(seat, cx, cy - 0.12, 0.1)}
        }
        .into_any(),
        TorresAction::PlaceBlock(_) => {
            let h = s.height(sq) + 1;
            view! {
                <rect x=svg_num(x + 0.1) y=svg_num(y + 0.1) width="0.8" height="0.8" fill=stone(h).0/>
                <text class="height" x=svg_num(x + 0.5) y=svg_num(y + 0.66) font-size="0.36" text-anchor="middle" fill="#3a2e20">{h}</text>
            }
            .into_any()
        }
        _ => return None,
    };
    Some(
        view! {
            <g class="ghost" data-ghost=sq_name(sq) data-kind=ghost_kind(a) pointer-events="none">
                {piece}{cost_badge(x + 0.8, y + 0.2, a.ap_cost())}
            </g>
        }
        .into_any(),
    )
}

fn ghost_kind(a: TorresAction) -> &'static str {
    if matches!(a, TorresAction::AddKnight(_)) {
        "knight"
    } else {
        "block"
    }
}

/// The action points a previewed action costs, in a badge like the targets' marks.
fn cost_badge(cx: f64, cy: f64, cost: u8) -> AnyView {
    view! {
        <g class="target-mark ghost-cost">
            <circle cx=svg_num(cx) cy=svg_num(cy) r="0.19"/>
            <text x=svg_num(cx) y=svg_num(cy + 0.08) font-size="0.22" text-anchor="middle">{cost}</text>
        </g>
    }
    .into_any()
}

// ---------- isometric ----------

/// Height of one block on screen (a tile is 2 wide and 1 deep).
const Z: f64 = 0.46;

/// The kit's projection of the 8×8 board: a diamond with a8 at the back, h1 at the front, a1
/// left, h8 right.
const ISO: Iso = Iso { cols: 8, rows: 8, rotation: 0, level: Z };

/// Screen point of board point (`u` along the files, `v` from rank 8 towards rank 1, `z` levels).
fn iso_p(u: f64, v: f64, z: f64) -> (f64, f64) {
    ISO.point(u, 8.0 - v, z)
}

fn uv(sq: u8) -> (f64, f64) {
    ((sq % 8) as f64, (7 - sq / 8) as f64)
}

fn top_face(sq: u8, h: f64) -> String {
    let (u, v) = uv(sq);
    svg_points(&[iso_p(u, v, h), iso_p(u + 1.0, v, h), iso_p(u + 1.0, v + 1.0, h), iso_p(u, v + 1.0, h)])
}

/// Half the width and height of a target's mark in 3-D.
const MARK_HALF: (f64, f64) = (0.3, 0.16);

/// The box a standing knight or the king fills above its square's middle, as [`iso`] draws
/// them: half its width and its height.
const PIECE_HALF_WIDTH: f64 = 0.34;
const PIECE_HEIGHT: f64 = 1.0;

/// A target's mark in 3-D: where it is drawn, and the point on its square's top it belongs
/// at. The two differ when a nearer tower hides that point: the mark is then raised above the
/// tower, on a pin from its square.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct PlacedMark {
    pub sq: u8,
    pub at: (f64, f64),
    pub base: (f64, f64),
}

impl PlacedMark {
    fn raised(&self) -> bool {
        self.at != self.base
    }
}

/// Whether a knight or the king stands on `sq`.
fn has_piece(s: &Torres, sq: u8) -> bool {
    s.knight_at(sq).is_some() || s.king_square() == Some(sq)
}

/// The box a piece standing on `sq` fills in 3-D, reaching `above` higher than its head.
fn piece_box(s: &Torres, sq: u8, above: f64) -> Vec<(f64, f64)> {
    let (u, v) = uv(sq);
    let (cx, cy) = iso_p(u + 0.5, v + 0.5, f64::from(s.height(sq)));
    let (l, r, top) = (cx - PIECE_HALF_WIDTH, cx + PIECE_HALF_WIDTH, cy - PIECE_HEIGHT - above);
    vec![(l, cy), (l, top), (r, top), (r, cy)]
}

/// What can stand in front of a target's mark in 3-D: each column, and each knight and the king
/// standing on one (its box, reaching `above` higher than its head), with its painter's depth.
fn occluders(s: &Torres, above: f64) -> Vec<(i32, Vec<(f64, f64)>)> {
    let mut columns: Vec<(i32, Vec<(f64, f64)>)> = Vec::new();
    for sq in 0..64u8 {
        let h = f64::from(s.height(sq));
        columns.push((depth(sq, true), ISO.column((sq % 8) as u16, (sq / 8) as u16, h)));
        if has_piece(s, sq) {
            columns.push((depth(sq, true), piece_box(s, sq, above)));
        }
    }
    columns
}

/// The pieces a nearer tower or piece hides in 3-D for the most part
/// (`crate::board::iso::pin_hidden`), in painter's order, each with the pin that marks it: the view draws their outlines over
/// everything, faded (which a tap goes through), and over them a pin in the piece's colour,
/// standing clear above its head and anything in front, which a tap on acts on its square.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Xray {
    pub hidden: Vec<HiddenPiece>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct HiddenPiece {
    pub sq: u8,
    /// The pin's head, and the top of the piece's head it stands on.
    pub pin: (f64, f64),
    pub head: (f64, f64),
}

/// The radius of a hidden piece's pin head, and how high above the piece's head it stands at
/// least.
const PIN_R: f64 = 0.2;
const PIN_RISE: f64 = 0.3;

/// Which pieces the 3-D view marks over everything, and where their pins stand
/// (`crate::board::iso::pin_hidden`).
pub(crate) fn xray(s: &Torres) -> Xray {
    let columns: Vec<(i32, Vec<(f64, f64)>)> = (0..64u8)
        .map(|sq| (depth(sq, true), ISO.column((sq % 8) as u16, (sq / 8) as u16, f64::from(s.height(sq)))))
        .collect();
    let squares: Vec<u8> = (0..64u8).filter(|&sq| has_piece(s, sq)).collect();
    let figures: Vec<Figure> = squares
        .iter()
        .map(|&sq| {
            let (cx, _) = iso_middle(s, sq);
            let outline = match piece_area(s, sq) {
                Shape::Poly(points) => points,
                Shape::Rect { .. } => Vec::new(),
            };
            let top = outline.iter().map(|p| p.1).fold(f64::MAX, f64::min);
            Figure { depth: depth(sq, true), outline, head: (cx, top) }
        })
        .collect();
    let mut hidden: Vec<HiddenPiece> = pin_hidden(&columns, &figures, PIN_R, PIN_RISE, Z / 2.0)
        .into_iter()
        .zip(squares.into_iter().zip(&figures))
        .filter_map(|(pin, (sq, figure))| Some(HiddenPiece { sq, pin: pin?, head: figure.head }))
        .collect();
    hidden.sort_by_key(|h| depth(h.sq, true));
    Xray { hidden }
}

/// The area a tap on a hidden piece's pin covers.
pub(crate) fn pin_area(pin: &HiddenPiece) -> Shape {
    let (x, y) = pin.pin;
    Shape::Rect { x: x - PIN_R, y: y - PIN_R, w: 2.0 * PIN_R, h: 2.0 * PIN_R }
}

/// The outline on screen of the piece standing on `sq` in 3-D.
pub(crate) fn piece_area(s: &Torres, sq: u8) -> Shape {
    let (cx, cy) = iso_middle(s, sq);
    Shape::Poly(Standing::on(s, sq).figure().iter().map(|&(dx, dy)| (cx + dx, cy + dy)).collect())
}

/// The targets' marks of the 3-D view, placed so that each is seen and none lies on another
/// (`crate::board::iso::place_marks`), in the order of `marks.targets`.
pub(crate) fn place_target_marks(s: &Torres, marks: &Marks<TorresAction>) -> Vec<PlacedMark> {
    // Each column, and each knight and the king standing on one: a mark raised from behind a
    // piece goes over its head, not onto its body, where it would read as that square's. Up to
    // a mark's half height above the head, so a mark raised past it sits clear.
    let columns = occluders(s, MARK_HALF.1);
    let own: Vec<(u8, i32, (f64, f64))> = marks
        .targets
        .iter()
        .map(|(sq, _)| {
            let sq = *sq as u8;
            let (u, v) = uv(sq);
            let (cx, cy) = iso_p(u + 0.5, v + 0.5, f64::from(s.height(sq)));
            // A little right of and above the middle, to leave the height label readable.
            (sq, depth(sq, true), (cx + 0.05, cy - 0.03))
        })
        .collect();
    let spots: Vec<(i32, (f64, f64))> = own.iter().map(|&(_, d, at)| (d, at)).collect();
    place_marks(&columns, &spots, MARK_HALF, Z / 2.0)
        .into_iter()
        .zip(own)
        .map(|(at, (sq, _, base))| PlacedMark { sq, at, base })
        .collect()
}

/// The area a tap on a placed mark covers: the mark's own box.
pub(crate) fn mark_area(mark: &PlacedMark) -> Shape {
    let ((x, y), (rx, ry)) = (mark.at, MARK_HALF);
    Shape::Rect { x: x - rx, y: y - ry, w: 2.0 * rx, h: 2.0 * ry }
}

/// A knight standing on the point (`cx`, `cy`) in 3-D, in `seat`'s colour.
fn iso_knight(cx: f64, cy: f64, seat: usize) -> AnyView {
    let body = svg_points(&[(cx - 0.3, cy), (cx + 0.3, cy), (cx + 0.12, cy - 0.62), (cx - 0.12, cy - 0.62)]);
    let colour = SEAT_COLOURS[seat % 4];
    view! {
        <polygon points=body fill=colour stroke="#222" stroke-width="0.04"/>
        <circle cx=svg_num(cx) cy=svg_num(cy - 0.78) r="0.2" fill=colour stroke="#222" stroke-width="0.04"/>
        {shape_svg(seat, cx, cy - 0.3, 0.15)}
    }
    .into_any()
}

fn iso_king(cx: f64, cy: f64) -> AnyView {
    view! { <polygon points=crown(cx, cy, 0.62) fill="#f4c430" stroke="#6b4e00" stroke-width="0.04"/> }.into_any()
}

/// The middle of `sq`'s top face in 3-D, where a piece stands.
fn iso_middle(s: &Torres, sq: u8) -> (f64, f64) {
    let (u, v) = uv(sq);
    iso_p(u + 0.5, v + 0.5, f64::from(s.height(sq)))
}

pub(crate) fn iso_view_box(s: Option<&Torres>) -> ViewBox {
    // Room above the board grows with the tallest square (at least 4 levels so the view does
    // not jump about in the early game).
    let tallest = s.map(|s| s.heights().iter().copied().max().unwrap_or(0)).unwrap_or(0).max(4) as f64;
    let top = -(tallest * Z + 1.3);
    ViewBox { x: -8.6, y: top, w: 17.2, h: 8.9 - top }
}

/// What one column shows in 3-D: its height, what stands on it, whether it is a choice's origin
/// (and the one selected), and its mark as a square of the last move. Each column is a slot of
/// its own fed by this, so a move draws again only the columns it changed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct ColumnLook {
    height: u8,
    /// A knight and its seat, or the king.
    piece: Option<Option<usize>>,
    /// Some: a choice starts here (true: the one selected).
    origin: Option<bool>,
    last: Option<(&'static str, &'static str)>,
}

impl ColumnLook {
    pub(crate) fn of(
        s: &Torres,
        sq: u8,
        marks: &Marks<TorresAction>,
        selected: Option<u8>,
        last: Option<&LastMove>,
    ) -> ColumnLook {
        let piece = match s.knight_at(sq) {
            Some(p) => Some(Some(p as usize)),
            None => (s.king_square() == Some(sq)).then_some(None),
        };
        ColumnLook {
            height: s.height(sq),
            piece,
            origin: marks.is_origin(sq.into()).then_some(selected == Some(sq)),
            last: last_mark(last, sq),
        }
    }
}

/// The squares far to near: the order the 3-D columns are drawn in, so nearer ones cover others.
pub(crate) fn painter_order() -> Vec<u8> {
    let mut order: Vec<u8> = (0..64).collect();
    order.sort_by_key(|&sq| {
        let (u, v) = uv(sq);
        (u + v) as i32
    });
    order
}

/// One column in 3-D, with its marks and what stands on it.
pub(crate) fn iso_column(sq: u8, look: ColumnLook) -> impl IntoView {
    let (u, v) = uv(sq);
    let hh = look.height;
    let h = hh as f64;
    let (top, left, right) = if hh == 0 { (ground(sq).to_string(), String::new(), String::new()) } else { stone(hh) };
    let sides = (hh > 0).then(|| {
        let lf = svg_points(&[
            iso_p(u, v + 1.0, h),
            iso_p(u + 1.0, v + 1.0, h),
            iso_p(u + 1.0, v + 1.0, 0.0),
            iso_p(u, v + 1.0, 0.0),
        ]);
        let rf = svg_points(&[
            iso_p(u + 1.0, v, h),
            iso_p(u + 1.0, v + 1.0, h),
            iso_p(u + 1.0, v + 1.0, 0.0),
            iso_p(u + 1.0, v, 0.0),
        ]);
        // One line per block, so a column reads as stacked cubes.
        let seams = (1..hh)
            .map(|k| {
                let k = k as f64;
                let line = svg_points(&[iso_p(u, v + 1.0, k), iso_p(u + 1.0, v + 1.0, k), iso_p(u + 1.0, v, k)]);
                view! { <polyline points=line fill="none" class="seam"/> }
            })
            .collect_view();
        let edge = svg_points(&[iso_p(u + 1.0, v + 1.0, h), iso_p(u + 1.0, v + 1.0, 0.0)]);
        view! {
            <polygon points=lf fill=left class="side"/>
            <polygon points=rf fill=right class="side"/>
            {seams}
            <polyline points=edge fill="none" class="seam"/>
        }
    });
    let (cx, cy) = iso_p(u + 0.5, v + 0.5, h);
    let label = (hh > 0).then(|| {
        let (lx, ly) = iso_p(u + 0.22, v + 0.78, h);
        let colour = if hh >= 5 { "#fff" } else { "#3a2e20" };
        view! { <text class="height" x=svg_num(lx) y=svg_num(ly + 0.1) font-size="0.3" text-anchor="middle" fill=colour>{hh}</text> }
    });
    let origin = look.origin.map(|sel| {
        view! { <polygon class=if sel { "selected-mark" } else { "origin-mark" } data-origin=sq_name(sq) points=top_face(sq, h) pointer-events="none"/> }
    });
    let piece = if let Some(Some(p)) = look.piece {
        Some(
            view! {
                <g class="knight" data-piece=sq_name(sq) pointer-events="none">
                    <ellipse cx=svg_num(cx) cy=svg_num(cy) rx="0.34" ry="0.15" fill="#0005"/>
                    {iso_knight(cx, cy, p)}
                </g>
            }
            .into_any(),
        )
    } else if look.piece.is_some() {
        Some(
            view! {
                <g class="king" data-piece=sq_name(sq) pointer-events="none">
                    <ellipse cx=svg_num(cx) cy=svg_num(cy) rx="0.34" ry="0.15" fill="#0005"/>
                    {iso_king(cx, cy)}
                </g>
            }
            .into_any(),
        )
    } else {
        None
    };
    let last = look.last.map(|(class, colour)| {
        view! { <polygon class=class data-last=sq_name(sq) points=top_face(sq, h) fill=colour stroke=colour pointer-events="none"/> }
    });
    view! {
        <g class="column">
            {sides}
            <polygon points=top_face(sq, h) fill=top class="top"/>
            {last}{label}{origin}{piece}
        </g>
    }
}

/// The files and ranks along the board's front edges in 3-D (drawn once: they never change).
pub(crate) fn iso_coords() -> impl IntoView {
    (0..8)
        .map(|i| {
            let f = i as f64;
            // Files along the front-left edge (rank 1), ranks along the front-right edge (file h).
            let (fx, fy) = iso_p(f + 0.5, 8.35, 0.0);
            let (rx, ry) = iso_p(8.35, 7.0 - f + 0.5, 0.0);
            view! {
                <text class="coord" x=svg_num(fx) y=svg_num(fy + 0.1) text-anchor="middle">{((b'a' + i as u8) as char).to_string()}</text>
                <text class="coord" x=svg_num(rx) y=svg_num(ry + 0.1) text-anchor="middle">{(i + 1).to_string()}</text>
            }
        })
        .collect_view()
}

/// Everything the 3-D picture draws over its columns ([`iso_column`], each a slot of its own) and
/// coordinates ([`iso_coords`]): hidden pieces' outlines and pins, the targets, a first tap's
/// preview, a hint.
pub(crate) fn iso_overlay(s: &Torres, ctx: &Ctx) -> AnyView {
    let order = painter_order();
    // The targets' marks over every column (in painter's order), where a nearer tower cannot
    // hide them; one whose square's top is hidden stands raised on a pin above the tower in
    // front. The board kit puts a tap handle on each.
    let targets = order
        .iter()
        .filter_map(|&sq| {
            let m = ctx.placed.iter().find(|m| m.sq == sq)?;
            let actions = ctx.marks.target(sq.into())?;
            let ((x, y), (bx, by)) = (m.at, m.base);
            // The pin: a line from the square's top up to the mark, and a dot (two arcs of
            // radius 0.07) at its foot.
            let pin = m.raised().then(|| {
                format!(
                    "M{} {}V{}M{} {}a.07 .07 0 1 0 .14 0a.07 .07 0 1 0 -.14 0",
                    Num(bx),
                    Num(by),
                    Num(y + MARK_HALF.1),
                    Num(bx - 0.07),
                    Num(by)
                )
            });
            Some(view! {
                <path class="target-pin" d=pin pointer-events="none"/>
                <g class="target-mark" data-target=sq_name(sq) pointer-events="none">
                    // Small enough to leave the height label in the front corner readable.
                    <ellipse cx=svg_num(x) cy=svg_num(y) rx=svg_num(MARK_HALF.0) ry=svg_num(MARK_HALF.1)/>
                    <text x=svg_num(x) y=svg_num(y + 0.08) font-size="0.22" text-anchor="middle">{cost_label(actions)}</text>
                </g>
            })
        })
        .collect_view();
    // A knight or the king a nearer tower hides is outlined over everything, faded, so the
    // player sees it is there (a tap on the outline acts on its square: the kit's handle).
    let figure = |sq: u8| {
        let (cx, cy) = iso_middle(s, sq);
        match s.knight_at(sq) {
            Some(p) => iso_knight(cx, cy, p as usize),
            None => iso_king(cx, cy),
        }
    };
    let xray = ctx
        .xray
        .hidden
        .iter()
        .map(|h| view! { <g class="xray" data-xray=sq_name(h.sq) pointer-events="none">{figure(h.sq)}</g> })
        .collect_view();
    // Their pins, over the outlines, in the piece's colour and with its seat's shape.
    let pins = ctx
        .xray
        .hidden
        .iter()
        .map(|h| {
            let ((px, py), (hx, hy)) = (h.pin, h.head);
            let seat = s.knight_at(h.sq).map(|p| p as usize);
            let fill = seat.map_or("#f4c430", |p| SEAT_COLOURS[p % 4]);
            view! {
                <g class="piece-pin" data-pin=sq_name(h.sq) pointer-events="none">
                    <line x1=svg_num(hx) y1=svg_num(hy) x2=svg_num(px) y2=svg_num(py + PIN_R)/>
                    <circle cx=svg_num(px) cy=svg_num(py) r=svg_num(PIN_R) fill=fill/>
                    {match seat {
                        Some(p) => shape_svg(p, px, py, 0.11),
                        None => view! { <polygon points=crown(px, py + 0.09, 0.22) fill="#6b4e00"/> }.into_any(),
                    }}
                </g>
            }
        })
        .collect_view();
    // The piece a first tap asks about, over everything, with its cost above it.
    let preview = ctx.preview.map(|(sq, a)| {
        let h = f64::from(s.height(sq));
        let (cx, cy) = iso_middle(s, sq);
        let asked = view! { <polygon class="asked-mark" points=top_face(sq, h) pointer-events="none"/> };
        let ghost = a.and_then(|a| {
            let seat = s.to_move()? as usize;
            let (piece, top) = match a {
                TorresAction::AddKnight(_) => (iso_knight(cx, cy, seat), cy - 1.2),
                TorresAction::PlaceBlock(_) => {
                    let (col, row) = ((sq % 8) as u16, (sq / 8) as u16);
                    let (t, l, r) = stone(s.height(sq) + 1);
                    let faces = ISO
                        .block(Footprint::square(col, row), h, h + 1.0)
                        .into_iter()
                        .map(|f| {
                            let fill = match f.kind {
                                FaceKind::Top => t.clone(),
                                FaceKind::Left => l.clone(),
                                FaceKind::Right => r.clone(),
                            };
                            view! { <polygon points=f.svg_points() fill=fill class="side"/> }
                        })
                        .collect_view();
                    (faces.into_any(), cy - Z - 0.75)
                }
                _ => return None,
            };
            Some(view! {
                <g class="ghost" data-ghost=sq_name(sq) data-kind=ghost_kind(a) pointer-events="none">
                    {piece}{cost_badge(cx, top, a.ap_cost())}
                </g>
            })
        });
        view! { {asked}{ghost} }
    });
    // The hint is drawn over every column, with a pin standing above its square, so a taller
    // tower in front can never hide it.
    let hints = ctx
        .hinted
        .iter()
        .map(|&sq| {
            let (u, v) = uv(sq);
            let h = f64::from(s.height(sq));
            let (cx, cy) = iso_p(u + 0.5, v + 0.5, h);
            view! {
                <g class="hint-pin" data-hint=sq_name(sq) pointer-events="none">
                    <polygon class="hint-mark" points=top_face(sq, h)/>
                    <line x1=svg_num(cx) y1=svg_num(cy) x2=svg_num(cx) y2=svg_num(cy - 1.1)/>
                    <circle cx=svg_num(cx) cy=svg_num(cy - 1.25) r="0.17"/>
                </g>
            }
        })
        .collect_view();
    view! { {xray}{pins}{targets}{preview}{hints} }.into_any()
}
