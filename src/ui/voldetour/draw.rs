//! The two drawings of Voldétour's board, as SVG views: isometric 3-D (through the kit's
//! projection, in four rotations) and top-down. Both mark pickable pieces with `data-origin`,
//! legal squares with `data-target` and draw those marks in painter's order, so a nearer column
//! covers them in 3-D. The ghost of the piece being placed and the Lord's path are separate
//! layers, so moving the pointer redraws only them. A Lord that a nearer column hides in 3-D is
//! outlined over everything ([`hidden_lords`]), and a tap on a Lord (his head rises over the
//! squares behind) picks his square ([`hit_area_with_lord`]). Nothing here knows a rule: what is
//! marked comes from the engine's legal actions (`mod.rs`).
//!
//! A full 3-D board is up to a thousand polygons, so each square is drawn on its own, keyed by
//! everything its drawing shows ([`IsoSquare`], [`FlatSquare`]): a move or a new selection
//! redraws only the squares it changed, in painter's order.

use crate::board::iso::{pin_hidden, Face, FaceKind, Figure, Footprint, Iso, Side};
use crate::board::last_move::LastMove;
use crate::board::num::{svg_num, svg_points};
use crate::board::zoom::ViewBox;
use crate::games::voldetour::ui_queries::Stacked;
use crate::games::voldetour::{cell_name, Column, Spot, Voldetour, CELLS, NEST, SIZE, TOWER_HEIGHT};
use crate::registry::RegisteredGame;
use crate::ui::board::{last_move_mark, Shape};
use crate::ui::i18n::I18n;
use leptos::prelude::*;
use std::cell::RefCell;

/// Screen height of one level (a square's diagonal is 2 wide): a unit cube looks like a cube.
pub(crate) const LEVEL: f64 = 0.82;

/// How a seat's pieces look: colours of the three visible faces and the ink drawn on them (with
/// the [`letter`] that names the owner, so colour is never the only signal).
pub(crate) struct Look {
    pub top: &'static str,
    pub left: &'static str,
    pub right: &'static str,
    pub ink: &'static str,
}

/// The seat colours the shell shows (players, log, end screen): the pieces' top faces wear them.
const SHELL: &[(&str, &str)] = <Voldetour as RegisteredGame>::INFO.seat_colours;

/// Seat 1 is Black and seat 2 White (the rulebook's colours); with four players, Red and Green.
pub(crate) const LOOKS: [Look; 4] = [
    Look { top: SHELL[0].1, left: "#3c3834", right: "#2b2825", ink: "#f3efe4" },
    Look { top: SHELL[1].1, left: "#ddd6c8", right: "#c3bba9", ink: "#2b2825" },
    Look { top: SHELL[2].1, left: "#bd4d40", right: "#9a3a30", ink: "#fff8f0" },
    Look { top: SHELL[3].1, left: "#4a9a5a", right: "#367a45", ink: "#102414" },
];

pub(crate) fn look(seat: u8) -> &'static Look {
    &LOOKS[seat as usize % 4]
}

/// The letters drawn on the pieces, in the player's language: each seat's colour, and the prefix
/// of a Tower's label.
pub(crate) struct Letters {
    pub seats: [String; 4],
    pub tower: String,
}

thread_local! {
    /// Set by the board and the rules page when they are built (the screens are rebuilt when the
    /// language changes); the drawings read it, so they stay plain functions of the position.
    static LETTERS: RefCell<Letters> = RefCell::new(Letters {
        seats: ["B", "W", "R", "G"].map(String::from),
        tower: "T".to_string(),
    });
}

/// Uses the current language's letters for the drawings that follow.
pub(crate) fn use_letters(i18n: I18n) {
    let seats = [
        i18n.t("voldetour-letter-black"),
        i18n.t("voldetour-letter-white"),
        i18n.t("voldetour-letter-red"),
        i18n.t("voldetour-letter-green"),
    ];
    let letters = Letters { seats, tower: i18n.t("voldetour-letter-tower") };
    LETTERS.with(|l| *l.borrow_mut() = letters);
}

/// The letter that names `seat`'s pieces and Lord.
pub(crate) fn letter(seat: u8) -> String {
    LETTERS.with(|l| l.borrow().seats[seat as usize % 4].clone())
}

/// The label of `seat`'s Tower (`TB`: Tower of Black).
pub(crate) fn tower_label(seat: u8) -> String {
    LETTERS.with(|l| format!("{}{}", l.borrow().tower, l.borrow().seats[seat as usize % 4]))
}

fn owner(id: u8) -> u8 {
    Voldetour::owner_of(id)
}

/// What the board shows: the view (3-D turned a number of quarters, or top-down).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum ViewKind {
    Iso(u8),
    Flat,
}

pub(crate) fn iso(rotation: u8) -> Iso {
    Iso::new(SIZE as u16, SIZE as u16, rotation, LEVEL)
}

fn col_row(c: u8) -> (u16, u16) {
    ((c % 10) as u16, (c / 10) as u16)
}

/// The height a mark or a Lord sits at on a square: the top of its full cubes, or the middle of
/// an open Stair's slope.
pub(crate) fn surface(col: &Column) -> f64 {
    col.full as f64 + if col.stair != 0 { 0.5 } else { 0.0 }
}

/// A square's outline for hit targets and marks: its top face at its surface in 3-D (flat, at
/// the middle of a slope), its cell top-down.
pub(crate) fn outline(view: ViewKind, c: u8, z: f64) -> Vec<(f64, f64)> {
    let (col, row) = col_row(c);
    match view {
        ViewKind::Iso(r) => iso(r).top(col, row, z),
        ViewKind::Flat => {
            let (x, y) = flat_xy(c);
            vec![(x, y), (x + 1.0, y), (x + 1.0, y + 1.0), (x, y + 1.0)]
        }
    }
}

/// Where a click picks a square: in 3-D its whole column (top and sides), top-down its cell.
pub(crate) fn hit_area(view: ViewKind, c: u8, z: f64) -> Vec<(f64, f64)> {
    let (col, row) = col_row(c);
    match view {
        ViewKind::Iso(r) => iso(r).column(col, row, z),
        ViewKind::Flat => outline(view, c, z),
    }
}

/// The centre of a square's outline.
pub(crate) fn centre(view: ViewKind, c: u8, z: f64) -> (f64, f64) {
    let (col, row) = col_row(c);
    match view {
        ViewKind::Iso(r) => iso(r).point(col as f64 + 0.5, row as f64 + 0.5, z),
        ViewKind::Flat => {
            let (x, y) = flat_xy(c);
            (x + 0.5, y + 0.5)
        }
    }
}

pub(crate) fn view_box(view: ViewKind) -> ViewBox {
    match view {
        ViewKind::Iso(r) => iso(r).view_box(TOWER_HEIGHT as f64 + 1.4, 0.7),
        // Tight around the squares and their coordinates: each square as large as the screen allows.
        ViewKind::Flat => ViewBox { x: -0.55, y: -0.1, w: 10.65, h: 10.75 },
    }
}

/// Painter's order of a square's hit target: nearer squares on top.
pub(crate) fn depth(view: ViewKind, c: u8) -> i32 {
    match view {
        ViewKind::Iso(r) => {
            let (col, row) = col_row(c);
            iso(r).depth(Footprint::square(col, row))
        }
        ViewKind::Flat => 0,
    }
}

fn side_of(dir: u8) -> Side {
    match dir {
        0 => Side::North,
        1 => Side::East,
        2 => Side::South,
        _ => Side::West,
    }
}

/// Board-plane step of a Stair direction (N, E, S, W).
fn dir_vec(dir: u8) -> (f64, f64) {
    match dir {
        0 => (0.0, 1.0),
        1 => (1.0, 0.0),
        2 => (0.0, -1.0),
        _ => (-1.0, 0.0),
    }
}

fn face_fill(look: &Look, kind: FaceKind) -> &'static str {
    match kind {
        FaceKind::Top => look.top,
        FaceKind::Left => look.left,
        FaceKind::Right => look.right,
    }
}

fn faces(faces: &[Face], look: &Look, class: &'static str) -> AnyView {
    faces
        .iter()
        .map(|f| view! { <polygon class=class points=f.svg_points() fill=face_fill(look, f.kind)/> })
        .collect_view()
        .into_any()
}

/// Stone of the Towers: grey sides, the owner's colour on top.
const STONE: Look = Look { top: "#b9b1a2", left: "#9b9283", right: "#7f7768", ink: "#222" };

/// The marks a drawing carries, all computed by the board from the kit's marks of the engine's
/// legal actions.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Marks {
    /// Squares of pieces (and the Lord) the player may pick up.
    pub origins: Vec<u8>,
    /// Squares of the picked piece or Lord.
    pub selected: Vec<u8>,
    /// Squares a click would act on: legal anchors of the picked piece, the Lord's destinations.
    pub targets: Vec<u8>,
    /// Squares of a suggested action.
    pub hinted: Vec<u8>,
    /// A piece lifted to be moved: drawn faded where it stands.
    pub lifted: Option<u8>,
    /// The last turn's squares, marked in its player's colour.
    pub last: Option<LastMove>,
}

/// The marks of one square.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct SquareMarks {
    selected: bool,
    origin: bool,
    hinted: bool,
    target: bool,
    /// The last turn reached (`true`) or left (`false`) this square, and whose turn it was.
    last: Option<(bool, u8)>,
}

impl Marks {
    fn of(&self, c: u8) -> SquareMarks {
        SquareMarks {
            selected: self.selected.contains(&c),
            origin: self.origins.contains(&c),
            hinted: self.hinted.contains(&c),
            target: self.targets.contains(&c),
            last: self.last.as_ref().and_then(|l| Some((l.at(u16::from(c))?, l.seat))),
        }
    }
}

/// The label on a Block's top: owner letter and Block number (`B3`).
pub(crate) fn block_label(id: u8) -> String {
    format!("{}{}", letter(owner(id)), id % 10 + 1)
}

fn text((x, y): (f64, f64), size: f64, fill: &'static str, t: String) -> AnyView {
    view! { <text x=svg_num(x) y=svg_num(y + size * 0.35) font-size=svg_num(size) text-anchor="middle" fill=fill class="label">{t}</text> }
        .into_any()
}

/// The chevron up a Stair's slope (pointing uphill) and its owner's letter.
fn stair_marks(iso: &Iso, col: u16, row: u16, z: f64, dir: u8, seat: u8) -> AnyView {
    let look = self::look(seat);
    let (dx, dy) = dir_vec(dir);
    let (px, py) = (-dy, dx);
    let (cx, cy) = (col as f64 + 0.5, row as f64 + 0.5);
    let at = |along: f64, across: f64| {
        let (x, y) = (cx + dx * along + px * across, cy + dy * along + py * across);
        // Height on the slope: z at the low edge (along = -0.5), z + 1 at the high edge.
        iso.point(x, y, z + 0.5 + along)
    };
    let chevron = [at(0.02, -0.24), at(0.32, 0.0), at(0.02, 0.24)];
    view! {
        <polyline class="chevron" points=svg_points(&chevron) stroke=look.ink/>
        {text(at(-0.24, 0.0), 0.26, look.ink, letter(seat))}
    }
    .into_any()
}

/// One part of a square's column as the 3-D view draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct IsoPart {
    /// The level it stands on.
    z: u8,
    what: Stacked,
    /// A Stair's direction (the lower one's, for a pair).
    dir: u8,
    /// The Block's label is written on this cube (its anchor's top), or the Tower's (no Lord on it).
    label: bool,
    /// Part of the piece lifted to be moved.
    faded: bool,
}

/// Everything one square shows in 3-D: its column, its marks and its Lord; the key of its
/// drawing.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct IsoSquare {
    rotation: u8,
    c: u8,
    parts: Vec<IsoPart>,
    /// Twice the height marks and the Lord stand at (a half level on an open Stair).
    surface2: u8,
    marks: SquareMarks,
    lord: Option<u8>,
}

/// The squares of the 3-D board in painter's order.
pub(crate) fn iso_squares(g: &Voldetour, rotation: u8, marks: &Marks) -> Vec<IsoSquare> {
    let iso = iso(rotation);
    let mut order: Vec<u8> = (0..CELLS as u8).collect();
    order.sort_by_key(|&c| {
        let (col, row) = col_row(c);
        iso.depth(Footprint::square(col, row))
    });
    order
        .into_iter()
        .map(|c| {
            let col = g.column(c);
            let lord = g.lord_seat_at(c);
            let parts = g
                .stack_at(c)
                .into_iter()
                .map(|(z, what)| {
                    let (id, dir, label) = match what {
                        Stacked::Tower(_) => (None, 0, lord.is_none()),
                        Stacked::Cube(id) => {
                            let anchor_top = Voldetour::piece_footprint(id, g.piece(id))
                                .is_some_and(|(cells, _, top)| cells.first() == Some(&c) && top == z + 1);
                            (Some(id), 0, anchor_top)
                        }
                        Stacked::Pair { lower, upper } => (Some(upper), g.piece(lower).orient, true),
                        Stacked::Open(id) => (Some(id), g.piece(id).orient.min(3), true),
                    };
                    IsoPart { z, what, dir, label, faded: id.is_some() && id == marks.lifted }
                })
                .collect();
            IsoSquare {
                rotation,
                c,
                parts,
                surface2: col.full * 2 + u8::from(col.stair != 0),
                marks: marks.of(c),
                lord,
            }
        })
        .collect()
}

fn iso_part(iso: &Iso, c: u8, part: IsoPart) -> AnyView {
    let (col, row) = col_row(c);
    let sq = Footprint::square(col, row);
    let zf = part.z as f64;
    match part.what {
        Stacked::Tower(s) => {
            let top = TOWER_HEIGHT as f64;
            // Stone courses, so the three levels read.
            let courses = (1..TOWER_HEIGHT)
                .map(|k| {
                    let k = k as f64;
                    let (x0, y0, x1, y1) = (col as f64, row as f64, col as f64 + 1.0, row as f64 + 1.0);
                    let line = [iso.point(x0, y0, k), iso.point(x1, y0, k), iso.point(x1, y1, k), iso.point(x0, y1, k)];
                    view! { <polygon class="course" points=svg_points(&line)/> }
                })
                .collect_view();
            let centre = iso.point(col as f64 + 0.5, row as f64 + 0.5, top);
            view! {
                {faces(&iso.block(sq, 0.0, top - 0.22), &STONE, "stone")}
                {faces(&iso.block(sq, top - 0.22, top), look(s), "band")}
                {courses}
                {part.label.then(|| text(centre, 0.34, look(s).ink, tower_label(s)))}
            }
            .into_any()
        }
        Stacked::Cube(id) => {
            let label = part.label.then(|| {
                text(iso.point(col as f64 + 0.5, row as f64 + 0.5, zf + 1.0), 0.3, look(owner(id)).ink, block_label(id))
            });
            view! { {faces(&iso.block(sq, zf, zf + 1.0), look(owner(id)), "cube")}{label} }.into_any()
        }
        Stacked::Pair { lower, upper } => {
            let ramp = iso.ramp(sq, zf, zf + 1.0, side_of(part.dir));
            let low = look(owner(lower));
            let sides = ramp
                .iter()
                .filter(|f| f.kind != FaceKind::Top)
                .map(|f| {
                    // The joint: where the upper Stair's slope meets the lower's.
                    view! {
                        <polygon class="cube" points=f.svg_points() fill=face_fill(low, f.kind)/>
                        <polyline class="joint" points=svg_points(&f.points[..2.min(f.points.len())])/>
                    }
                })
                .collect_view();
            let centre = iso.point(col as f64 + 0.5, row as f64 + 0.5, zf + 1.0);
            view! {
                {faces(&iso.block(sq, zf, zf + 1.0), look(owner(upper)), "cube")}
                {sides}
                {text(centre, 0.26, look(owner(upper)).ink, format!("{}{}", letter(owner(lower)), letter(owner(upper))))}
            }
            .into_any()
        }
        Stacked::Open(id) => view! {
            {faces(&iso.ramp(sq, zf, zf + 1.0, side_of(part.dir)), look(owner(id)), "stair")}
            {stair_marks(iso, col, row, zf, part.dir, owner(id))}
        }
        .into_any(),
    }
}

/// One square of the 3-D board: its column, its marks, its Lord.
pub(crate) fn iso_square(s: IsoSquare) -> AnyView {
    let iso = iso(s.rotation);
    let c = s.c;
    let parts = s
        .parts
        .iter()
        .map(|&part| {
            let drawn = iso_part(&iso, c, part);
            if part.faded {
                view! { <g class="lifted" opacity="0.35">{drawn}</g> }.into_any()
            } else {
                drawn
            }
        })
        .collect_view();
    let z = s.surface2 as f64 / 2.0;
    let view = ViewKind::Iso(s.rotation);
    let lord = s.lord.map(|seat| {
        let figure = lord_figure(iso.point((c % 10) as f64 + 0.5, (c / 10) as f64 + 0.5, z), seat, 1.0);
        view! { <g data-piece=cell_name(c)>{figure}</g> }
    });
    view! { <g class="square">{parts}{square_marks(view, c, z, s.marks, true)}{lord}</g> }.into_any()
}

fn lord_figure((cx, cy): (f64, f64), seat: u8, scale: f64) -> AnyView {
    let l = look(seat);
    let s = scale;
    let body =
        [(cx - 0.26 * s, cy), (cx + 0.26 * s, cy), (cx + 0.13 * s, cy - 0.72 * s), (cx - 0.13 * s, cy - 0.72 * s)];
    // A crown on the head, and the owner's letter on the body.
    let crown = [
        (cx - 0.15 * s, cy - 1.0 * s),
        (cx - 0.15 * s, cy - 1.16 * s),
        (cx - 0.05 * s, cy - 1.07 * s),
        (cx, cy - 1.2 * s),
        (cx + 0.05 * s, cy - 1.07 * s),
        (cx + 0.15 * s, cy - 1.16 * s),
        (cx + 0.15 * s, cy - 1.0 * s),
    ];
    view! {
        <g class="lord" data-lord=seat.to_string()>
            <ellipse cx=svg_num(cx) cy=svg_num(cy) rx=svg_num(0.32 * s) ry=svg_num(0.15 * s) fill="#0006"/>
            <polygon points=svg_points(&body) fill=l.left class="lord-body"/>
            <circle cx=svg_num(cx) cy=svg_num(cy - 0.88 * s) r=svg_num(0.19 * s) fill=l.top class="lord-body"/>
            <polygon points=svg_points(&crown) fill="#f4c430" stroke="#6b4e00" stroke-width="0.02"/>
            {text((cx, cy - 0.34 * s), 0.3 * s, l.ink, letter(seat))}
        </g>
    }
    .into_any()
}

/// A Lord's outline in 3-D around the point he stands on ([`lord_figure`] at full size: his body,
/// head and crown, a little wider than their strokes), from his left foot over his crown.
const LORD_FIGURE: [(f64, f64); 15] = [
    (-0.29, 0.0),
    (-0.15, -0.7),
    (-0.21, -0.78),
    (-0.21, -0.97),
    (-0.165, -1.0),
    (-0.165, -1.175),
    (-0.05, -1.085),
    (0.0, -1.22),
    (0.05, -1.085),
    (0.165, -1.175),
    (0.165, -1.0),
    (0.21, -0.97),
    (0.21, -0.78),
    (0.15, -0.7),
    (0.29, 0.0),
];

/// The point a Lord on square `c` stands on in 3-D.
fn lord_foot(g: &Voldetour, rotation: u8, c: u8) -> (f64, f64) {
    let (col, row) = col_row(c);
    iso(rotation).point(col as f64 + 0.5, row as f64 + 0.5, surface(&g.column(c)))
}

/// A Lord a nearer column or Lord hides in 3-D for the most part:
/// the view draws his outline over everything, faded (a tap goes through it), and over it a pin
/// with his letter, standing clear above his crown and anything in front, which a tap on acts on
/// his square.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct HiddenLord {
    pub c: u8,
    pub seat: u8,
    /// The pin's head, and the top of the Lord's crown it stands on.
    pub pin: (f64, f64),
    pub crown: (f64, f64),
}

/// The radius of a hidden Lord's pin head, and how high above his crown it stands at least.
const PIN_R: f64 = 0.22;
const PIN_RISE: f64 = 0.3;

/// The Lords a nearer column or Lord hides in the 3-D view turned `rotation`, in painter's order
/// (`crate::board::iso::pin_hidden`).
pub(crate) fn hidden_lords(g: &Voldetour, rotation: u8) -> Vec<HiddenLord> {
    let iso = iso(rotation);
    let depth = |c: u8| {
        let (col, row) = col_row(c);
        iso.depth(Footprint::square(col, row))
    };
    // Every column up to the top of what stands on it (an open Stair's high edge).
    let columns: Vec<(i32, Vec<(f64, f64)>)> = (0..CELLS as u8)
        .map(|c| {
            let col = g.column(c);
            let top = col.full as f64 + if col.stair != 0 { 1.0 } else { 0.0 };
            let (x, y) = col_row(c);
            (depth(c), iso.column(x, y, top))
        })
        .collect();
    let lords: Vec<(u8, u8)> = (0..CELLS as u8).filter_map(|c| g.lord_seat_at(c).map(|seat| (c, seat))).collect();
    let figures: Vec<Figure> = lords
        .iter()
        .map(|&(c, _)| {
            let (cx, cy) = lord_foot(g, rotation, c);
            Figure { depth: depth(c), outline: lord_area(g, rotation, c), head: (cx, cy - 1.22) }
        })
        .collect();
    let mut hidden: Vec<HiddenLord> = pin_hidden(&columns, &figures, PIN_R, PIN_RISE, LEVEL / 2.0)
        .into_iter()
        .zip(lords.into_iter().zip(&figures))
        .filter_map(|(pin, ((c, seat), figure))| Some(HiddenLord { c, seat, pin: pin?, crown: figure.head }))
        .collect();
    hidden.sort_by_key(|l| depth(l.c));
    hidden
}

/// A hidden Lord's outline, drawn over everything (faded, dashed), and his pin over it.
pub(crate) fn lord_xray(g: &Voldetour, rotation: u8, lord: &HiddenLord) -> AnyView {
    let HiddenLord { c, seat, pin: (px, py), crown: (hx, hy) } = *lord;
    let l = look(seat);
    view! {
        <g class="xray" data-xray=cell_name(c)>{lord_figure(lord_foot(g, rotation, c), seat, 1.0)}</g>
        <g class="piece-pin" data-pin=cell_name(c)>
            <line x1=svg_num(hx) y1=svg_num(hy) x2=svg_num(px) y2=svg_num(py + PIN_R)/>
            <circle cx=svg_num(px) cy=svg_num(py) r=svg_num(PIN_R) fill=l.top/>
            {text((px, py), 0.26, l.ink, letter(seat))}
        </g>
    }
    .into_any()
}

/// The area a tap on a hidden Lord's pin covers.
pub(crate) fn pin_area(lord: &HiddenLord) -> Vec<(f64, f64)> {
    let (x, y) = lord.pin;
    vec![(x - PIN_R, y - PIN_R), (x + PIN_R, y - PIN_R), (x + PIN_R, y + PIN_R), (x - PIN_R, y + PIN_R)]
}

/// A Lord's outline on square `c` in 3-D: what of the squares behind him he covers.
pub(crate) fn lord_area(g: &Voldetour, rotation: u8, c: u8) -> Vec<(f64, f64)> {
    let (cx, cy) = lord_foot(g, rotation, c);
    LORD_FIGURE.iter().map(|&(dx, dy)| (cx + dx, cy + dy)).collect()
}

/// Where a click picks a square a Lord stands on in 3-D: its column and the Lord, so a tap on his
/// head, which rises over the squares behind, picks him (top-down: the cell).
pub(crate) fn hit_area_with_lord(view: ViewKind, c: u8, z: f64) -> Vec<(f64, f64)> {
    let (col, row) = col_row(c);
    match view {
        ViewKind::Iso(r) => iso(r).column_with_figure(col, row, z, &LORD_FIGURE),
        ViewKind::Flat => outline(view, c, z),
    }
}

fn shrink(points: &[(f64, f64)], k: f64) -> Vec<(f64, f64)> {
    let n = points.len() as f64;
    let (cx, cy) = (points.iter().map(|p| p.0).sum::<f64>() / n, points.iter().map(|p| p.1).sum::<f64>() / n);
    points.iter().map(|(x, y)| (cx + (x - cx) * k, cy + (y - cy) * k)).collect()
}

/// The last turn's mark of one square: a tint of its player's top colour, its dashes in that
/// colour over a solid line of the ink drawn on his pieces, so it shows on the ground and on his
/// own pieces alike (and never reads as the plain white dashes of a piece that can be picked up).
/// Drawn under the square's other marks (top-down, under its height and labels too).
fn last_move_of(view: ViewKind, c: u8, z: f64, marks: SquareMarks) -> Option<AnyView> {
    let (reached, seat) = marks.last?;
    let class = if reached { "last-move-to" } else { "last-move-from" };
    let shape = Shape::Poly(shrink(&outline(view, c, z), 0.94));
    let look = look(seat);
    Some(last_move_mark(&shape, class, (look.top, look.top), Some(look.ink), cell_name(c)))
}

/// The marks of one square, drawn right after its column (the hint over the others); `last`:
/// with the last turn's mark (3-D), or without it (top-down draws it under the labels).
fn square_marks(view: ViewKind, c: u8, z: f64, marks: SquareMarks, last: bool) -> AnyView {
    if marks == SquareMarks::default() {
        return ().into_any();
    }
    let face = outline(view, c, z);
    let name = cell_name(c);
    let last = last.then(|| last_move_of(view, c, z, marks));
    let pick = if marks.selected {
        Some(view! { <polygon class="selected-mark" data-selected=name.clone() points=svg_points(&shrink(&face, 0.9))/> }.into_any())
    } else if marks.origin {
        Some(
            view! { <polygon class="origin-mark" data-origin=name.clone() points=svg_points(&shrink(&face, 0.86))/> }
                .into_any(),
        )
    } else {
        None
    };
    let hint = marks
        .hinted
        .then(|| view! { <polygon class="hint-mark" data-hint=name.clone() points=svg_points(&shrink(&face, 0.78))/> });
    let target = marks.target.then(|| {
        let (x, y) = centre(view, c, z);
        let (rx, ry) = if matches!(view, ViewKind::Flat) { (0.2, 0.2) } else { (0.36, 0.18) };
        view! { <ellipse class="target-mark" data-target=name.clone() cx=svg_num(x) cy=svg_num(y) rx=svg_num(rx) ry=svg_num(ry)/> }
    });
    view! { {last}{pick}{hint}{target} }.into_any()
}

/// What does not change with the position in 3-D: the board's slab, its ground squares and the
/// coordinates on all four edges (so every rotation can be read).
pub(crate) fn iso_ground(rotation: u8) -> AnyView {
    let iso = iso(rotation);
    let slab = iso
        .block(Footprint { col: 0, row: 0, w: SIZE as u16, d: SIZE as u16 }, -0.25, 0.0)
        .into_iter()
        .map(|f| {
            let fill = match f.kind {
                FaceKind::Top => "#c9b48a",
                FaceKind::Left => "#8a6f45",
                FaceKind::Right => "#6f5834",
            };
            view! { <polygon class="slab" points=f.svg_points() fill=fill/> }
        })
        .collect_view();
    let ground = (0..CELLS as u8)
        .map(|c| {
            let (col, row) = col_row(c);
            let fill = if (col + row) % 2 == 0 { "#d8c7a0" } else { "#cdb98f" };
            view! { <polygon class="ground" points=svg_points(&iso.top(col, row, 0.0)) fill=fill/> }
        })
        .collect_view();
    let coordinates = (0..SIZE)
        .flat_map(|i| {
            let f = i as f64 + 0.5;
            let letter = ((b'a' + i as u8) as char).to_string();
            let number = (i + 1).to_string();
            [
                (f, -0.45, letter.clone()),
                (f, SIZE as f64 + 0.45, letter),
                (-0.45, f, number.clone()),
                (SIZE as f64 + 0.45, f, number),
            ]
        })
        .map(|(x, y, t)| {
            let (sx, sy) = iso.point(x, y, 0.0);
            view! { <text class="coord" x=svg_num(sx) y=svg_num(sy + 0.12) text-anchor="middle">{t}</text> }
        })
        .collect_view();
    view! { {slab}{ground}{coordinates} }.into_any()
}

/// One square's drawing in the view shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum SquareDrawing {
    Iso(IsoSquare),
    Flat(FlatSquare),
}

pub(crate) fn square_view(drawing: SquareDrawing) -> AnyView {
    match drawing {
        SquareDrawing::Iso(s) => iso_square(s),
        SquareDrawing::Flat(s) => flat_square(s),
    }
}

/// The whole 3-D board with no marks (the rules page's diagrams).
pub(crate) fn iso_picture(g: &Voldetour, rotation: u8) -> AnyView {
    let squares = iso_squares(g, rotation, &Marks::default()).into_iter().map(iso_square).collect_view();
    view! { {iso_ground(rotation)}{squares} }.into_any()
}

fn flat_xy(c: u8) -> (f64, f64) {
    ((c % 10) as f64, (SIZE - 1 - (c / 10) as usize) as f64)
}

/// What a square shows from above, to outline pieces: a Tower (100 + seat) or the top piece.
fn flat_top(g: &Voldetour, c: u8) -> Option<u16> {
    match g.tower_seat_at(c) {
        Some(s) => Some(100 + s as u16),
        None => g.top_piece_at(c).map(u16::from),
    }
}

/// The piece seen from above on a square, as the top-down view writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum FlatPiece {
    /// An open Stair, rising towards `dir`.
    Stair { seat: u8, dir: u8 },
    /// A nested pair: the upper Stair's seat, and the lower's (both letters are written, as in
    /// 3-D).
    Pair { upper: u8, lower: u8 },
    /// The anchor square of a Block (its label is written there).
    Labelled(u8),
    /// Another square of a Block.
    Plain(u8),
}

/// Everything one square shows top-down; the key of its drawing.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct FlatSquare {
    c: u8,
    tower: Option<u8>,
    piece: Option<FlatPiece>,
    faded: bool,
    /// Full cubes and whether an open Stair adds half a level.
    height: (u8, bool),
    /// North, east, south, west: where the neighbour shows another piece (an edge is drawn).
    edges: [bool; 4],
    marks: SquareMarks,
    lord: Option<u8>,
}

/// The squares of the top-down board.
pub(crate) fn flat_squares(g: &Voldetour, marks: &Marks) -> Vec<FlatSquare> {
    (0..CELLS as u8)
        .map(|c| {
            let col = g.column(c);
            let tower = g.tower_seat_at(c);
            let top = if tower.is_some() { None } else { g.top_piece_at(c) };
            let pair = match g.stack_at(c).last() {
                Some(&(_, Stacked::Pair { lower, upper })) if col.stair == 0 => Some((lower, upper)),
                _ => None,
            };
            let piece = top.map(|id| {
                if col.stair != 0 {
                    FlatPiece::Stair { seat: owner(id), dir: g.piece(id).orient.min(3) }
                } else if let Some((lower, upper)) = pair {
                    FlatPiece::Pair { upper: owner(upper), lower: owner(lower) }
                } else if Voldetour::piece_footprint(id, g.piece(id))
                    .is_some_and(|(cells, _, _)| cells.first() == Some(&c))
                {
                    FlatPiece::Labelled(id)
                } else {
                    FlatPiece::Plain(id)
                }
            });
            let seen = flat_top(g, c);
            let (x, y) = ((c % 10) as i8, (c / 10) as i8);
            let edges = [(0i8, 1i8), (1, 0), (0, -1), (-1, 0)].map(|(dx, dy)| {
                let (nx, ny) = (x + dx, y + dy);
                let other = ((0..10).contains(&nx) && (0..10).contains(&ny))
                    .then(|| flat_top(g, (ny * 10 + nx) as u8))
                    .flatten();
                seen.is_some() && other != seen
            });
            FlatSquare {
                c,
                tower,
                piece,
                faded: top.is_some() && top == marks.lifted,
                height: (col.full, col.stair != 0),
                edges,
                marks: marks.of(c),
                lord: g.lord_seat_at(c),
            }
        })
        .collect()
}

/// The height of a square top-down: a number in a light badge in its top-left corner, readable
/// on any piece's colour (0.36 of a square: 12 px on a phone, whose squares are about 34 px).
fn height_badge(x: f64, y: f64, (full, slope): (u8, bool)) -> Option<AnyView> {
    if full == 0 && !slope {
        return None;
    }
    let text = match (full, slope) {
        (0, _) => "½".to_string(),
        (_, true) => format!("{full}½"),
        _ => full.to_string(),
    };
    let width = if slope && full > 0 { 0.46 } else { 0.3 };
    Some(
        view! {
            <g class="height">
                <rect x=svg_num(x + 0.04) y=svg_num(y + 0.04) width=svg_num(width) height="0.38" rx="0.07"/>
                <text x=svg_num(x + 0.04 + width / 2.0) y=svg_num(y + 0.36) font-size="0.36" text-anchor="middle">{text}</text>
            </g>
        }
        .into_any(),
    )
}

/// A label written top-down in a square's bottom-right corner (a Block's, a nested pair's).
fn corner_label(x: f64, y: f64, fill: &'static str, t: String) -> AnyView {
    view! { <text class="label" x=svg_num(x + 0.95) y=svg_num(y + 0.92) font-size="0.34" text-anchor="end" fill=fill>{t}</text> }
        .into_any()
}

/// One square of the top-down board: coloured by the piece on top with its surface height
/// written, a Stair as an arrow pointing uphill, a Tower and a Lord marked.
pub(crate) fn flat_square(s: FlatSquare) -> AnyView {
    let c = s.c;
    let (x, y) = flat_xy(c);
    let top_id = match s.piece {
        Some(FlatPiece::Labelled(id) | FlatPiece::Plain(id)) => Some(id),
        _ => None,
    };
    let seat = match s.piece {
        Some(FlatPiece::Stair { seat, .. } | FlatPiece::Pair { upper: seat, .. }) => Some(seat),
        _ => top_id.map(owner),
    };
    let fill = match (s.tower, seat) {
        (Some(_), _) => STONE.top,
        (None, Some(seat)) => look(seat).top,
        _ if (c % 10 + c / 10) % 2 == 0 => "#d8c7a0",
        _ => "#cdb98f",
    };
    // The Tower's label where no Lord stands on it (as in 3-D): his crown takes its place.
    let tower = s.tower.map(|t| {
        view! {
            <rect class="tower" x=svg_num(x + 0.08) y=svg_num(y + 0.08) width="0.84" height="0.84" stroke=look(t).left/>
            {s.lord.is_none().then(|| view! {
                <text class="label" x=svg_num(x + 0.5) y=svg_num(y + 0.86) font-size="0.34" text-anchor="middle" fill="#222">{tower_label(t)}</text>
            })}
        }
    });
    let height = height_badge(x, y, s.height);
    let piece = match s.piece {
        Some(FlatPiece::Stair { seat, dir }) => {
            let l = look(seat);
            let (dx, dy) = dir_vec(dir);
            // Right of the height badge; the owner's letter in the bottom-left corner.
            let (cx, cy) = (x + 0.66, y + 0.58);
            // Screen y grows downwards: north is up.
            let tip = (cx + dx * 0.28, cy - dy * 0.28);
            let tail = (cx - dx * 0.26, cy + dy * 0.26);
            let (px, py) = (-dy * 0.15, -dx * 0.15);
            let base = (cx + dx * 0.06, cy - dy * 0.06);
            Some(
                view! {
                    <polyline class="arrow" points=svg_points(&[tail, base]) stroke=l.ink/>
                    <polygon points=svg_points(&[tip, (base.0 + px, base.1 + py), (base.0 - px, base.1 - py)]) fill=l.ink/>
                    <text class="label" x=svg_num(x + 0.06) y=svg_num(y + 0.92) font-size="0.34" fill=l.ink>{letter(seat)}</text>
                }
                .into_any(),
            )
        }
        Some(FlatPiece::Pair { upper, lower }) => {
            Some(corner_label(x, y, look(upper).ink, format!("{}{}", letter(lower), letter(upper))))
        }
        Some(FlatPiece::Labelled(id)) => Some(corner_label(x, y, look(owner(id)).ink, block_label(id))),
        _ => None,
    };
    let sides = [
        ((x, y), (x + 1.0, y)),
        ((x + 1.0, y), (x + 1.0, y + 1.0)),
        ((x, y + 1.0), (x + 1.0, y + 1.0)),
        ((x, y), (x, y + 1.0)),
    ];
    let edges = sides
        .into_iter()
        .zip(s.edges)
        .filter(|(_, edge)| *edge)
        .map(|((a, b), _)| {
            view! { <line class="edge" x1=svg_num(a.0) y1=svg_num(a.1) x2=svg_num(b.0) y2=svg_num(b.1)/> }
        })
        .collect_view();
    let lord = s.lord.map(|seat| lord_figure((x + 0.5, y + 0.86), seat, 0.62));
    view! {
        <g class="square">
            <rect class="cell" x=svg_num(x) y=svg_num(y) width="1" height="1" fill=fill opacity=s.faded.then_some("0.4")/>
            {last_move_of(ViewKind::Flat, c, 0.0, s.marks)}
            {tower}{height}{piece}{edges}
            {square_marks(ViewKind::Flat, c, 0.0, s.marks, false)}
            {lord}
        </g>
    }
    .into_any()
}

/// The coordinates around the top-down board.
pub(crate) fn flat_coordinates() -> AnyView {
    crate::ui::board::edge_coordinates(SIZE, 10.42, -0.3, 0.4)
}

/// The ghost of piece `id` at `spot`: green and solid where it may go, a red outline where not.
pub(crate) fn ghost(view: ViewKind, id: u8, spot: Spot, legal: bool) -> AnyView {
    let class = if legal { "ghost legal" } else { "ghost illegal" };
    let footprint = Voldetour::piece_footprint(id, spot);
    let (cells, base, top) = footprint.unwrap_or((vec![spot.cell], spot.base, spot.base + 1));
    let (c0, r0) = col_row(*cells.iter().min().unwrap_or(&spot.cell));
    let (c1, r1) = cells.iter().fold((c0, r0), |(a, b), &c| {
        let (x, y) = col_row(c);
        (a.max(x), b.max(y))
    });
    let stair = Voldetour::is_stair(id) && spot.orient < NEST;
    let shape = match view {
        ViewKind::Iso(r) => {
            let iso = iso(r);
            let fp = Footprint { col: c0, row: r0, w: c1 - c0 + 1, d: r1 - r0 + 1 };
            let (z0, z1) = (base as f64, top as f64);
            let faces = if stair { iso.ramp(fp, z0, z1, side_of(spot.orient)) } else { iso.block(fp, z0, z1) };
            let polygons = faces.iter().map(|f| view! { <polygon points=f.svg_points()/> }).collect_view();
            let chevron = stair.then(|| stair_marks(&iso, c0, r0, z0, spot.orient, owner(id)));
            view! { {polygons}{chevron} }.into_any()
        }
        ViewKind::Flat => {
            let (x, y) = flat_xy((c0 + r1 * 10) as u8);
            let arrow = stair.then(|| {
                let (dx, dy) = dir_vec(spot.orient);
                let (cx, cy) = (x + 0.5, y + 0.5);
                view! { <polyline class="arrow" points=svg_points(&[(cx - dx * 0.3, cy + dy * 0.3), (cx + dx * 0.34, cy - dy * 0.34)])/> }
            });
            view! {
                <rect x=svg_num(x) y=svg_num(y) width=(c1 - c0 + 1).to_string() height=(r1 - r0 + 1).to_string()/>
                {arrow}
            }
            .into_any()
        }
    };
    view! { <g class=class data-ghost=cell_name(spot.cell) data-legal=legal.to_string()>{shape}</g> }.into_any()
}

/// The Lord's route: from his square over every square he passes, Stairs included.
pub(crate) fn path(g: &Voldetour, view: ViewKind, from: u8, path: &[u8]) -> AnyView {
    let point = |c: u8| {
        let col = g.column(c);
        centre(view, c, if matches!(view, ViewKind::Flat) { 0.0 } else { surface(&col) })
    };
    let mut points = vec![point(from)];
    points.extend(path.iter().map(|&c| point(c)));
    let end = points.last().map(|&(x, y)| view! { <circle cx=svg_num(x) cy=svg_num(y) r="0.14"/> });
    let names = path.iter().map(|&c| cell_name(c)).collect::<Vec<_>>().join(" ");
    view! {
        <g class="lord-path" data-path=names>
            <polyline points=svg_points(&points)/>
            {end}
        </g>
    }
    .into_any()
}
