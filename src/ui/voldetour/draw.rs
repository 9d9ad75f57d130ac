//! The two drawings of Voldétour's board, as SVG markup: isometric 3-D (through the kit's
//! projection, in four rotations) and top-down. Both mark pickable pieces with `data-origin`,
//! legal squares with `data-target` and draw those marks in painter's order, so a nearer column
//! covers them in 3-D. The ghost of the piece being placed and the Lord's path are separate
//! layers, so moving the pointer redraws only them. Nothing here knows a rule: what is marked
//! comes from the engine's legal actions (`mod.rs`).
//!
//! The markup is built as text and set as the inner HTML of a `<g>`: a full 3-D board is up to
//! a thousand polygons, and one DOM update per redraw keeps the page responsive.

use crate::board::iso::{Face, FaceKind, Footprint, Iso, Side};
use crate::board::num::{svg_points, Num};
use crate::core::sort::sort_by_key;
use crate::core::Game;
use crate::games::voldetour::{cell_name, Column, Spot, Voldetour, CELLS, NEST, SIZE, TOWER_HEIGHT};
use crate::registry::RegisteredGame;
use crate::ui::i18n::I18n;
use std::cell::RefCell;
use std::fmt::Write;

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
fn tower_label(seat: u8) -> String {
    LETTERS.with(|l| format!("{}{}", l.borrow().tower, l.borrow().seats[seat as usize % 4]))
}

pub(crate) fn owner(id: u8) -> u8 {
    id / 10
}

/// What the board shows: the view (3-D turned a number of quarters, or top-down).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

pub(crate) fn view_box(view: ViewKind) -> String {
    match view {
        ViewKind::Iso(r) => iso(r).view_box(TOWER_HEIGHT as f64 + 1.4, 0.7),
        ViewKind::Flat => "-0.7 -0.3 11 11.1".to_string(),
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

fn faces(out: &mut String, faces: &[Face], look: &Look, class: &str) {
    for f in faces {
        let _ =
            write!(out, r#"<polygon class="{class}" points="{}" fill="{}"/>"#, f.svg_points(), face_fill(look, f.kind));
    }
}

/// Stone of the Towers: grey sides, the owner's colour on top.
const STONE: Look = Look { top: "#b9b1a2", left: "#9b9283", right: "#7f7768", ink: "#222" };

/// The marks a drawing carries, all computed by the board from the engine's legal actions.
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
}

/// One unit of a square's column, from the board up.
enum Unit {
    Tower(u8),
    Cube(u8),
    Pair { lower: u8, upper: u8 },
    Open(u8),
}

fn tower_seat(g: &Voldetour, c: u8) -> Option<u8> {
    (0..g.seat_count() as u8).find(|&s| g.tower(s) == c)
}

pub(crate) fn lord_at(g: &Voldetour, c: u8) -> Option<u8> {
    (0..g.seat_count() as u8).find(|&s| !g.is_out(s) && g.lord(s) == c)
}

fn units(g: &Voldetour, c: u8) -> Vec<(u8, Unit)> {
    if let Some(s) = tower_seat(g, c) {
        return vec![(0, Unit::Tower(s))];
    }
    let col = g.column(c);
    let mut out = Vec::new();
    for z in 0..col.full.min(TOWER_HEIGHT) {
        let occ = col.occ[z as usize];
        if occ == 0 {
            continue;
        }
        let upper = col.upper[z as usize];
        out.push((z, if upper != 0 { Unit::Pair { lower: occ - 1, upper: upper - 1 } } else { Unit::Cube(occ - 1) }));
    }
    if col.stair != 0 {
        out.push((col.full, Unit::Open(col.stair - 1)));
    }
    out
}

/// The label on a Block's top: owner letter and Block number (`B3`).
fn block_label(id: u8) -> String {
    format!("{}{}", letter(owner(id)), id % 10 + 1)
}

fn text(out: &mut String, (x, y): (f64, f64), size: f64, fill: &str, t: &str) {
    let _ = write!(
        out,
        r#"<text x="{x}" y="{}" font-size="{size}" text-anchor="middle" fill="{fill}" class="label">{t}</text>"#,
        Num(y + size * 0.35),
        x = Num(x),
        size = Num(size)
    );
}

/// The chevron up a Stair's slope (pointing uphill) and its owner's letter.
fn stair_marks(out: &mut String, iso: &Iso, col: u16, row: u16, z: f64, dir: u8, seat: u8) {
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
    let _ = write!(out, r#"<polyline class="chevron" points="{}" stroke="{}"/>"#, svg_points(&chevron), look.ink);
    text(out, at(-0.24, 0.0), 0.26, look.ink, &letter(seat));
}

fn draw_unit(out: &mut String, g: &Voldetour, iso: &Iso, c: u8, z: u8, unit: &Unit) {
    let (col, row) = col_row(c);
    let sq = Footprint::square(col, row);
    let zf = z as f64;
    match *unit {
        Unit::Tower(s) => {
            let top = TOWER_HEIGHT as f64;
            faces(out, &iso.block(sq, 0.0, top - 0.22), &STONE, "stone");
            faces(out, &iso.block(sq, top - 0.22, top), look(s), "band");
            // Stone courses, so the three levels read.
            for k in 1..TOWER_HEIGHT {
                let k = k as f64;
                let (x0, y0, x1, y1) = (col as f64, row as f64, col as f64 + 1.0, row as f64 + 1.0);
                let line = [iso.point(x0, y0, k), iso.point(x1, y0, k), iso.point(x1, y1, k), iso.point(x0, y1, k)];
                let _ = write!(out, r#"<polygon class="course" points="{}"/>"#, svg_points(&line));
            }
            let (x, y) = iso.point(col as f64 + 0.5, row as f64 + 0.5, top);
            if lord_at(g, c).is_none() {
                text(out, (x, y), 0.34, look(s).ink, &tower_label(s));
            }
        }
        Unit::Cube(id) => {
            faces(out, &iso.block(sq, zf, zf + 1.0), look(owner(id)), "cube");
            if let Some((cells, _, top)) = Voldetour::piece_footprint(id, g.piece(id)) {
                if cells.first() == Some(&c) && top == z + 1 {
                    text(
                        out,
                        iso.point(col as f64 + 0.5, row as f64 + 0.5, zf + 1.0),
                        0.3,
                        look(owner(id)).ink,
                        &block_label(id),
                    );
                }
            }
        }
        Unit::Pair { lower, upper } => {
            let dir = g.piece(lower).orient;
            faces(out, &iso.block(sq, zf, zf + 1.0), look(owner(upper)), "cube");
            let ramp = iso.ramp(sq, zf, zf + 1.0, side_of(dir));
            let low = look(owner(lower));
            for f in ramp.iter().filter(|f| f.kind != FaceKind::Top) {
                let _ = write!(
                    out,
                    r#"<polygon class="cube" points="{}" fill="{}"/>"#,
                    f.svg_points(),
                    face_fill(low, f.kind)
                );
                // The joint: where the upper Stair's slope meets the lower's.
                let _ = write!(out, r#"<polyline class="joint" points="{}"/>"#, svg_points(&f.points[..2]));
            }
            let (x, y) = iso.point(col as f64 + 0.5, row as f64 + 0.5, zf + 1.0);
            text(
                out,
                (x, y),
                0.26,
                look(owner(upper)).ink,
                &format!("{}{}", letter(owner(lower)), letter(owner(upper))),
            );
        }
        Unit::Open(id) => {
            let dir = g.piece(id).orient.min(3);
            faces(out, &iso.ramp(sq, zf, zf + 1.0, side_of(dir)), look(owner(id)), "stair");
            stair_marks(out, iso, col, row, zf, dir, owner(id));
        }
    }
}

fn lord_figure(out: &mut String, (cx, cy): (f64, f64), seat: u8, scale: f64) {
    let l = look(seat);
    let s = scale;
    let body =
        [(cx - 0.26 * s, cy), (cx + 0.26 * s, cy), (cx + 0.13 * s, cy - 0.72 * s), (cx - 0.13 * s, cy - 0.72 * s)];
    let _ = write!(
        out,
        r##"<g class="lord" data-lord="{seat}"><ellipse cx="{cx}" cy="{cy}" rx="{}" ry="{}" fill="#0006"/><polygon points="{}" fill="{}" class="lord-body"/><circle cx="{cx}" cy="{}" r="{}" fill="{}" class="lord-body"/>"##,
        Num(0.32 * s),
        Num(0.15 * s),
        svg_points(&body),
        l.left,
        Num(cy - 0.88 * s),
        Num(0.19 * s),
        l.top,
        cx = Num(cx),
        cy = Num(cy),
    );
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
    let _ = write!(
        out,
        r##"<polygon points="{}" fill="#f4c430" stroke="#6b4e00" stroke-width="0.02"/>"##,
        svg_points(&crown)
    );
    text(out, (cx, cy - 0.34 * s), 0.3 * s, l.ink, &letter(seat));
    out.push_str("</g>");
}

fn mark_polygon(out: &mut String, class: &str, attr: &str, c: u8, points: &[(f64, f64)]) {
    let _ = write!(out, r#"<polygon class="{class}" {attr}="{}" points="{}"/>"#, cell_name(c), svg_points(points));
}

fn shrink(points: &[(f64, f64)], k: f64) -> Vec<(f64, f64)> {
    let n = points.len() as f64;
    let (cx, cy) = (points.iter().map(|p| p.0).sum::<f64>() / n, points.iter().map(|p| p.1).sum::<f64>() / n);
    points.iter().map(|(x, y)| (cx + (x - cx) * k, cy + (y - cy) * k)).collect()
}

/// The marks of one square, drawn right after its column.
fn square_marks(out: &mut String, view: ViewKind, c: u8, z: f64, marks: &Marks) {
    let face = outline(view, c, z);
    if marks.selected.contains(&c) {
        mark_polygon(out, "selected-mark", "data-selected", c, &shrink(&face, 0.9));
    } else if marks.origins.contains(&c) {
        mark_polygon(out, "origin-mark", "data-origin", c, &shrink(&face, 0.86));
    }
    if marks.hinted.contains(&c) {
        mark_polygon(out, "hint-mark", "data-hint", c, &shrink(&face, 0.78));
    }
    if marks.targets.contains(&c) {
        let (x, y) = centre(view, c, z);
        let (rx, ry) = if matches!(view, ViewKind::Flat) { (0.2, 0.2) } else { (0.36, 0.18) };
        let _ = write!(
            out,
            r#"<ellipse class="target-mark" data-target="{}" cx="{x}" cy="{y}" rx="{rx}" ry="{ry}"/>"#,
            cell_name(c),
            x = Num(x),
            y = Num(y),
            rx = Num(rx),
            ry = Num(ry)
        );
    }
}

/// The isometric board turned `rotation` quarters.
pub(crate) fn iso_svg(g: &Voldetour, rotation: u8, marks: &Marks) -> String {
    let iso = iso(rotation);
    let view = ViewKind::Iso(rotation);
    let mut out = String::with_capacity(64 * 1024);
    // The board's slab and its ground squares.
    let slab = iso.block(Footprint { col: 0, row: 0, w: SIZE as u16, d: SIZE as u16 }, -0.25, 0.0);
    for f in &slab {
        let fill = match f.kind {
            FaceKind::Top => "#c9b48a",
            FaceKind::Left => "#8a6f45",
            FaceKind::Right => "#6f5834",
        };
        let _ = write!(out, r#"<polygon class="slab" points="{}" fill="{fill}"/>"#, f.svg_points());
    }
    for c in 0..CELLS as u8 {
        let (col, row) = col_row(c);
        let fill = if (col + row) % 2 == 0 { "#d8c7a0" } else { "#cdb98f" };
        let _ =
            write!(out, r#"<polygon class="ground" points="{}" fill="{fill}"/>"#, svg_points(&iso.top(col, row, 0.0)));
    }
    // Coordinates on all four edges, so every rotation can be read.
    for i in 0..SIZE {
        let f = i as f64 + 0.5;
        let letter = ((b'a' + i as u8) as char).to_string();
        let number = (i + 1).to_string();
        for (x, y, t) in [
            (f, -0.45, &letter),
            (f, SIZE as f64 + 0.45, &letter),
            (-0.45, f, &number),
            (SIZE as f64 + 0.45, f, &number),
        ] {
            let (sx, sy) = iso.point(x, y, 0.0);
            let _ = write!(
                out,
                r#"<text class="coord" x="{sx}" y="{}" text-anchor="middle">{t}</text>"#,
                Num(sy + 0.12),
                sx = Num(sx)
            );
        }
    }
    let mut order: Vec<u8> = (0..CELLS as u8).collect();
    sort_by_key(&mut order, |&c| {
        let (col, row) = col_row(c);
        iso.depth(Footprint::square(col, row))
    });
    for c in order {
        let col = g.column(c);
        for (z, unit) in units(g, c) {
            let id = match unit {
                Unit::Cube(id) | Unit::Open(id) => Some(id),
                Unit::Pair { upper, .. } => Some(upper),
                Unit::Tower(_) => None,
            };
            let faded = id.is_some() && id == marks.lifted;
            if faded {
                out.push_str(r#"<g class="lifted" opacity="0.35">"#);
            }
            draw_unit(&mut out, g, &iso, c, z, &unit);
            if faded {
                out.push_str("</g>");
            }
        }
        let z = surface(&col);
        square_marks(&mut out, view, c, z, marks);
        if let Some(s) = lord_at(g, c) {
            lord_figure(&mut out, iso.point((c % 10) as f64 + 0.5, (c / 10) as f64 + 0.5, z), s, 1.0);
        }
    }
    out
}

fn flat_xy(c: u8) -> (f64, f64) {
    ((c % 10) as f64, (SIZE - 1 - (c / 10) as usize) as f64)
}

/// The piece seen from above on a square: the open Stair, else the highest cube's piece.
fn top_piece(col: &Column) -> Option<u8> {
    if col.stair != 0 {
        return Some(col.stair - 1);
    }
    let z = col.full.checked_sub(1)? as usize;
    let upper = col.upper[z];
    let occ = col.occ[z];
    if upper != 0 {
        Some(upper - 1)
    } else if occ != 0 {
        Some(occ - 1)
    } else {
        None
    }
}

/// What a square shows from above, to outline pieces: a Tower (100 + seat) or the top piece.
fn flat_top(g: &Voldetour, c: u8) -> Option<u16> {
    match tower_seat(g, c) {
        Some(s) => Some(100 + s as u16),
        None => top_piece(&g.column(c)).map(u16::from),
    }
}

/// The top-down board: squares coloured by the piece on top with their surface height written,
/// Stairs as arrows pointing uphill, Towers and Lords marked.
pub(crate) fn flat_svg(g: &Voldetour, marks: &Marks) -> String {
    let mut out = String::with_capacity(32 * 1024);
    for c in 0..CELLS as u8 {
        let (x, y) = flat_xy(c);
        let col = g.column(c);
        let tower = tower_seat(g, c);
        let piece = if tower.is_some() { None } else { top_piece(&col) };
        let fill = match (tower, piece) {
            (Some(_), _) => STONE.top,
            (None, Some(id)) => look(owner(id)).top,
            _ if (c % 10 + c / 10) % 2 == 0 => "#d8c7a0",
            _ => "#cdb98f",
        };
        let faded = piece.is_some() && piece == marks.lifted;
        let _ = write!(
            out,
            r#"<rect class="cell" x="{x}" y="{y}" width="1" height="1" fill="{fill}"{}/>"#,
            if faded { r#" opacity="0.4""# } else { "" },
            x = Num(x),
            y = Num(y)
        );
        let ink = piece.map(|id| look(owner(id)).ink).unwrap_or("#3a2e20");
        if let Some(s) = tower {
            let _ = write!(
                out,
                r#"<rect class="tower" x="{}" y="{}" width="0.84" height="0.84" stroke="{}"/>"#,
                Num(x + 0.08),
                Num(y + 0.08),
                look(s).left
            );
            text(&mut out, (x + 0.5, y + 0.78), 0.22, "#222", &tower_label(s));
        }
        if col.full > 0 || col.stair != 0 {
            let h = if col.stair != 0 { format!("{}½", col.full) } else { col.full.to_string() };
            let _ = write!(
                out,
                r#"<text class="height" x="{}" y="{}" font-size="0.24" fill="{ink}">{h}</text>"#,
                Num(x + 0.07),
                Num(y + 0.27)
            );
        }
        if let Some(id) = piece {
            let l = look(owner(id));
            if col.stair != 0 {
                let dir = g.piece(id).orient.min(3);
                let (dx, dy) = dir_vec(dir);
                let (cx, cy) = (x + 0.5, y + 0.5);
                // Screen y grows downwards: north is up.
                let tip = (cx + dx * 0.36, cy - dy * 0.36);
                let tail = (cx - dx * 0.3, cy + dy * 0.3);
                let (px, py) = (-dy * 0.18, -dx * 0.18);
                let base = (cx + dx * 0.1, cy - dy * 0.1);
                let _ = write!(
                    out,
                    r#"<polyline class="arrow" points="{}" stroke="{}"/><polygon points="{}" fill="{}"/>"#,
                    svg_points(&[tail, base]),
                    l.ink,
                    svg_points(&[tip, (base.0 + px, base.1 + py), (base.0 - px, base.1 - py)]),
                    l.ink
                );
                text(&mut out, (x + 0.84, y + 0.84), 0.2, l.ink, &letter(owner(id)));
            } else if Voldetour::piece_footprint(id, g.piece(id)).is_some_and(|(cells, _, _)| cells.first() == Some(&c))
            {
                text(&mut out, (x + 0.5, y + 0.62), 0.26, l.ink, &block_label(id));
            }
        }
        // Outline each piece seen from above: an edge wherever the neighbour shows another one.
        let seen = flat_top(g, c);
        if seen.is_some() {
            let (col, row) = ((c % 10) as i8, (c / 10) as i8);
            let sides = [
                (0i8, 1i8, (x, y), (x + 1.0, y)),
                (1, 0, (x + 1.0, y), (x + 1.0, y + 1.0)),
                (0, -1, (x, y + 1.0), (x + 1.0, y + 1.0)),
                (-1, 0, (x, y), (x, y + 1.0)),
            ];
            for (dc, dr, a, b) in sides {
                let (nc, nr) = (col + dc, row + dr);
                let other = ((0..10).contains(&nc) && (0..10).contains(&nr))
                    .then(|| flat_top(g, (nr * 10 + nc) as u8))
                    .flatten();
                if other != seen {
                    let _ = write!(
                        out,
                        r#"<line class="edge" x1="{}" y1="{}" x2="{}" y2="{}"/>"#,
                        Num(a.0),
                        Num(a.1),
                        Num(b.0),
                        Num(b.1)
                    );
                }
            }
        }
        square_marks(&mut out, ViewKind::Flat, c, 0.0, marks);
        if let Some(s) = lord_at(g, c) {
            lord_figure(&mut out, (x + 0.5, y + 0.86), s, 0.62);
        }
    }
    for i in 0..SIZE {
        let _ = write!(
            out,
            r#"<text class="coord" x="{}" y="10.42" text-anchor="middle">{}</text><text class="coord" x="-0.3" y="{}" text-anchor="middle">{}</text>"#,
            Num(i as f64 + 0.5),
            (b'a' + i as u8) as char,
            Num((SIZE - i) as f64 - 0.4),
            i + 1
        );
    }
    out
}

/// The ghost of piece `id` at `spot`: green and solid where it may go, a red outline where not.
pub(crate) fn ghost_svg(view: ViewKind, id: u8, spot: Spot, legal: bool) -> String {
    let class = if legal { "ghost legal" } else { "ghost illegal" };
    let mut out = format!(r#"<g class="{class}" data-ghost="{}" data-legal="{legal}">"#, cell_name(spot.cell));
    let footprint = Voldetour::piece_footprint(id, spot);
    let (cells, base, top) = footprint.unwrap_or((vec![spot.cell], spot.base, spot.base + 1));
    let (c0, r0) = col_row(*cells.iter().min().unwrap_or(&spot.cell));
    let (c1, r1) = cells.iter().fold((c0, r0), |(a, b), &c| {
        let (x, y) = col_row(c);
        (a.max(x), b.max(y))
    });
    match view {
        ViewKind::Iso(r) => {
            let iso = iso(r);
            let fp = Footprint { col: c0, row: r0, w: c1 - c0 + 1, d: r1 - r0 + 1 };
            let (z0, z1) = (base as f64, top as f64);
            let shape = if Voldetour::is_stair(id) && spot.orient < NEST {
                iso.ramp(fp, z0, z1, side_of(spot.orient))
            } else {
                iso.block(fp, z0, z1)
            };
            for f in &shape {
                let _ = write!(out, r#"<polygon points="{}"/>"#, f.svg_points());
            }
            if Voldetour::is_stair(id) && spot.orient < NEST {
                stair_marks(&mut out, &iso, c0, r0, z0, spot.orient, owner(id));
            }
        }
        ViewKind::Flat => {
            let (x, y) = flat_xy((c0 + r1 * 10) as u8);
            let _ = write!(
                out,
                r#"<rect x="{x}" y="{y}" width="{}" height="{}"/>"#,
                c1 - c0 + 1,
                r1 - r0 + 1,
                x = Num(x),
                y = Num(y)
            );
            if Voldetour::is_stair(id) && spot.orient < NEST {
                let (dx, dy) = dir_vec(spot.orient);
                let (cx, cy) = (x + 0.5, y + 0.5);
                let _ = write!(
                    out,
                    r#"<polyline class="arrow" points="{}"/>"#,
                    svg_points(&[(cx - dx * 0.3, cy + dy * 0.3), (cx + dx * 0.34, cy - dy * 0.34)])
                );
            }
        }
    }
    out.push_str("</g>");
    out
}

/// The Lord's route: from his square over every square he passes, Stairs included.
pub(crate) fn path_svg(g: &Voldetour, view: ViewKind, from: u8, path: &[u8]) -> String {
    let point = |c: u8| {
        let col = g.column(c);
        centre(view, c, if matches!(view, ViewKind::Flat) { 0.0 } else { surface(&col) })
    };
    let mut points = vec![point(from)];
    points.extend(path.iter().map(|&c| point(c)));
    let mut out = format!(
        r#"<g class="lord-path" data-path="{}">"#,
        path.iter().map(|&c| cell_name(c)).collect::<Vec<_>>().join(" ")
    );
    let _ = write!(out, r#"<polyline points="{}"/>"#, svg_points(&points));
    if let Some(&(x, y)) = points.last() {
        let _ = write!(out, r#"<circle cx="{x}" cy="{y}" r="0.14"/>"#, x = Num(x), y = Num(y));
    }
    out.push_str("</g>");
    out
}
