//! The isometric projection for boards drawn in 3-D, for any board size, in four rotations.
//!
//! Board coordinates: `x` runs along the columns (`0..=cols`), `y` along the rows (`0..=rows`,
//! row 0 at `y` in `0..1`, the row nearest the player in rotation 0), `z` counts levels. A view
//! turned by a quarter shows the board from its next side, so a tall piece in front never hides
//! a square for good. Screen coordinates come out in board units (one square's diagonal is 2
//! wide); boards scale them with their `viewBox`.

/// Which way a face of a drawn solid looks, for shading.
use super::zoom::ViewBox;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaceKind {
    Top,
    /// The side facing the viewer's lower left.
    Left,
    /// The side facing the viewer's lower right.
    Right,
}

/// One polygon to draw, in screen coordinates.
#[derive(Clone, Debug, PartialEq)]
pub struct Face {
    pub kind: FaceKind,
    pub points: Vec<(f64, f64)>,
}

impl Face {
    /// The `points` attribute of an SVG polygon.
    pub fn svg_points(&self) -> String {
        svg_points(&self.points)
    }
}

pub use super::num::svg_points;

/// The squares a piece covers: `w × d` squares from `(col, row)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Footprint {
    pub col: u16,
    pub row: u16,
    pub w: u16,
    pub d: u16,
}

impl Footprint {
    pub fn square(col: u16, row: u16) -> Footprint {
        Footprint { col, row, w: 1, d: 1 }
    }
    fn bounds(self) -> (f64, f64, f64, f64) {
        (self.col as f64, self.row as f64, (self.col + self.w) as f64, (self.row + self.d) as f64)
    }
}

/// A compass side of the board, in board coordinates (north = towards higher rows).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    North,
    East,
    South,
    West,
}

/// The projection of one board in one rotation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Iso {
    pub cols: u16,
    pub rows: u16,
    /// Quarter turns, `0..4`.
    pub rotation: u8,
    /// Screen height of one level.
    pub level: f64,
}

impl Iso {
    pub fn new(cols: u16, rows: u16, rotation: u8, level: f64) -> Iso {
        Iso { cols, rows, rotation: rotation % 4, level }
    }

    /// The same board turned a quarter further.
    pub fn turned(self) -> Iso {
        Iso { rotation: (self.rotation + 1) % 4, ..self }
    }

    /// Board point → the (u, v) plane the viewer sees: u grows to the lower right, v to the
    /// lower left; the nearest corner has the largest u + v.
    fn uv(&self, x: f64, y: f64) -> (f64, f64) {
        let (w, h) = (self.cols as f64, self.rows as f64);
        match self.rotation {
            0 => (x, h - y),
            1 => (h - y, w - x),
            2 => (w - x, y),
            _ => (y, x),
        }
    }

    /// The screen point of a board point at height `z` (in levels).
    pub fn point(&self, x: f64, y: f64, z: f64) -> (f64, f64) {
        let (u, v) = self.uv(x, y);
        (u - v, (u + v) * 0.5 - z * self.level)
    }

    /// Painter's order key of a footprint: draw smaller keys first. Nearer things (larger
    /// u + v of their nearest corner) come later and cover what is behind them.
    pub fn depth(&self, at: Footprint) -> i32 {
        let Footprint { col, row, w, d } = at;
        let corners = [(col, row), (col + w, row), (col, row + d), (col + w, row + d)];
        let near = corners
            .iter()
            .map(|&(x, y)| {
                let (u, v) = self.uv(x as f64, y as f64);
                u + v
            })
            .fold(f64::MIN, f64::max);
        (near * 2.0).round() as i32
    }

    /// The top face of a square at height `z`.
    pub fn top(&self, col: u16, row: u16, z: f64) -> Vec<(f64, f64)> {
        self.rect_at(col as f64, row as f64, 1.0, 1.0, z)
    }

    /// The outline on screen of a square's column from the ground up to height `z`: its top
    /// face and the two sides facing the viewer, as one hexagon (the top face alone when
    /// `z` is 0). A board uses it as the square's hit area, so a click on a tall column's side
    /// picks the column, as a player expects.
    pub fn column(&self, col: u16, row: u16, z: f64) -> Vec<(f64, f64)> {
        let top = self.top(col, row, z);
        if z <= 0.0 {
            return top;
        }
        let drop = z * self.level;
        let pick = |better: fn((f64, f64), (f64, f64)) -> bool| {
            top.iter().copied().reduce(|a, b| if better(b, a) { b } else { a }).unwrap_or((0.0, 0.0))
        };
        let highest = pick(|a, b| a.1 < b.1);
        let right = pick(|a, b| a.0 > b.0);
        let lowest = pick(|a, b| a.1 > b.1);
        let left = pick(|a, b| a.0 < b.0);
        let ground = |(x, y): (f64, f64)| (x, y + drop);
        vec![highest, right, ground(right), ground(lowest), ground(left), left]
    }

    /// The outline on screen of a square's column up to height `z` (as [`Iso::column`]) joined
    /// with a figure standing on the middle of its top face: `figure` is the figure's outline
    /// around the point it stands on (screen offsets, up is negative), listed from its foot on
    /// the left over its head to its foot on the right, both feet inside the top face. A board
    /// uses it as the hit area of a square a piece stands on, so a tap on the piece's head, which
    /// rises over the squares behind, picks the piece. Where the figure does not leave the
    /// column, the column's outline.
    pub fn column_with_figure(&self, col: u16, row: u16, z: f64, figure: &[(f64, f64)]) -> Vec<(f64, f64)> {
        let mut hex = self.column(col, row, z);
        let (cx, cy) = self.point(col as f64 + 0.5, row as f64 + 0.5, z);
        let fig: Vec<(f64, f64)> = figure.iter().map(|&(dx, dy)| (cx + dx, cy + dy)).collect();
        // The column's outline the way round the figure goes (left, over the top, right).
        if signed_area(&hex) * signed_area(&fig) < 0.0 {
            hex.reverse();
        }
        let n = hex.len();
        // Where the segment a→b crosses one of the column's edges: the edge's index and the point.
        let crossing = |a: (f64, f64), b: (f64, f64)| {
            (0..n).find_map(|e| segment_crossing(a, b, hex[e], hex[(e + 1) % n]).map(|p| (e, p)))
        };
        let out_at = (0..fig.len().saturating_sub(1)).find_map(|i| crossing(fig[i], fig[i + 1]).map(|c| (i, c)));
        let back_at = (0..fig.len().saturating_sub(1)).rev().find_map(|j| crossing(fig[j], fig[j + 1]).map(|c| (j, c)));
        let (Some((i, (e1, p))), Some((j, (e2, q)))) = (out_at, back_at) else { return hex };
        if j <= i {
            return hex;
        }
        // Round the column from the edge the figure comes back over to the edge it leaves by,
        // then over the figure.
        let rounds = match (e1 + n - e2) % n {
            0 => n,
            k => k,
        };
        let mut out: Vec<(f64, f64)> = (1..=rounds).map(|k| hex[(e2 + k) % n]).collect();
        out.push(p);
        out.extend_from_slice(&fig[i + 1..=j]);
        out.push(q);
        out
    }

    fn rect_at(&self, x: f64, y: f64, w: f64, d: f64, z: f64) -> Vec<(f64, f64)> {
        vec![self.point(x, y, z), self.point(x + w, y, z), self.point(x + w, y + d, z), self.point(x, y + d, z)]
    }

    /// The visible faces of a box standing on footprint `at`, from level `z0` up to `z1`: its
    /// top and the two sides facing the viewer.
    pub fn block(&self, at: Footprint, z0: f64, z1: f64) -> Vec<Face> {
        let (x0, y0, x1, y1) = at.bounds();
        let mut faces = vec![Face { kind: FaceKind::Top, points: self.rect_at(x0, y0, x1 - x0, y1 - y0, z1) }];
        faces.extend(self.front_sides(x0, y0, x1, y1, |_| z0, |_| z1));
        faces
    }

    /// A ramp (a stair seen as a solid) on footprint `at`, rising from `z0` on the edge
    /// opposite `high_side` to `z1` on `high_side`.
    pub fn ramp(&self, at: Footprint, z0: f64, z1: f64, high_side: Side) -> Vec<Face> {
        let (x0, y0, x1, y1) = at.bounds();
        // Height of the slope at a board point.
        let height = move |(x, y): (f64, f64)| -> f64 {
            let t = match high_side {
                Side::North => (y - y0) / (y1 - y0),
                Side::South => (y1 - y) / (y1 - y0),
                Side::East => (x - x0) / (x1 - x0),
                Side::West => (x1 - x) / (x1 - x0),
            };
            z0 + (z1 - z0) * t
        };
        let corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)];
        let top: Vec<(f64, f64)> = corners.iter().map(|&(x, y)| self.point(x, y, height((x, y)))).collect();
        let mut faces = vec![Face { kind: FaceKind::Top, points: top }];
        faces.extend(self.front_sides(x0, y0, x1, y1, |_| z0.min(z1), height));
        faces
    }

    /// The two sides of a footprint that face the viewer, from `bottom(p)` to `top(p)` at each
    /// corner `p`.
    fn front_sides(
        &self,
        x0: f64,
        y0: f64,
        x1: f64,
        y1: f64,
        bottom: impl Fn((f64, f64)) -> f64,
        top: impl Fn((f64, f64)) -> f64,
    ) -> Vec<Face> {
        let edges = [((x0, y0), (x1, y0)), ((x1, y0), (x1, y1)), ((x1, y1), (x0, y1)), ((x0, y1), (x0, y0))];
        let mut faces = Vec::new();
        for (a, b) in edges {
            // An edge faces the viewer when the footprint's centre lies behind it, i.e. the
            // edge's midpoint is nearer (larger u + v) than the centre.
            let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
            let centre = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
            let (mu, mv) = self.uv(mid.0, mid.1);
            let (cu, cv) = self.uv(centre.0, centre.1);
            if mu + mv <= cu + cv + 1e-9 {
                continue;
            }
            // Left sides run along u (v is constant and large), right sides along v.
            let kind = if (mu - cu).abs() < (mv - cv).abs() { FaceKind::Left } else { FaceKind::Right };
            let points = vec![
                self.point(a.0, a.1, top(a)),
                self.point(b.0, b.1, top(b)),
                self.point(b.0, b.1, bottom(b)),
                self.point(a.0, a.1, bottom(a)),
            ];
            faces.push(Face { kind, points });
        }
        faces
    }

    /// A view box holding the whole board with room for `max_levels` above it, plus `margin`.
    pub fn view_box(&self, max_levels: f64, margin: f64) -> ViewBox {
        let (w, h) = (self.cols as f64, self.rows as f64);
        let corners = [(0.0, 0.0), (w, 0.0), (0.0, h), (w, h)];
        let mut min = (f64::MAX, f64::MAX);
        let mut max = (f64::MIN, f64::MIN);
        for (x, y) in corners {
            for z in [0.0, max_levels] {
                let (sx, sy) = self.point(x, y, z);
                min = (min.0.min(sx), min.1.min(sy));
                max = (max.0.max(sx), max.1.max(sy));
            }
        }
        ViewBox {
            x: min.0 - margin,
            y: min.1 - margin,
            w: max.0 - min.0 + 2.0 * margin,
            h: max.1 - min.1 + 2.0 * margin,
        }
    }
}

/// Whether the point (`x`, `y`) lies inside the polygon `points` (even-odd rule).
pub fn polygon_contains(points: &[(f64, f64)], x: f64, y: f64) -> bool {
    let mut inside = false;
    let mut j = points.len().wrapping_sub(1);
    for i in 0..points.len() {
        let ((xi, yi), (xj, yj)) = (points[i], points[j]);
        if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
            inside = !inside;
        }
        j = i;
    }
    inside
}

/// Twice the signed area of a polygon: its sign tells which way round it goes.
fn signed_area(points: &[(f64, f64)]) -> f64 {
    let n = points.len();
    (0..n)
        .map(|i| {
            let (a, b) = (points[i], points[(i + 1) % n]);
            a.0 * b.1 - b.0 * a.1
        })
        .sum()
}

/// Where the segment `a`–`b` crosses the segment `c`–`d`, if it does (not where they only touch
/// at `a` or run along each other).
fn segment_crossing(a: (f64, f64), b: (f64, f64), c: (f64, f64), d: (f64, f64)) -> Option<(f64, f64)> {
    let (r, s) = ((b.0 - a.0, b.1 - a.1), (d.0 - c.0, d.1 - c.1));
    let denom = r.0 * s.1 - r.1 * s.0;
    if denom.abs() < 1e-12 {
        return None;
    }
    let (qp0, qp1) = (c.0 - a.0, c.1 - a.1);
    let t = (qp0 * s.1 - qp1 * s.0) / denom;
    let u = (qp0 * r.1 - qp1 * r.0) / denom;
    ((1e-9..=1.0).contains(&t) && (0.0..=1.0).contains(&u)).then_some((a.0 + t * r.0, a.1 + t * r.1))
}

/// Points spread over the inside of `outline`: of a grid of `cols` × `rows` over its box, those
/// inside it (to judge how much of a shape something covers).
pub fn points_inside(outline: &[(f64, f64)], cols: usize, rows: usize) -> Vec<(f64, f64)> {
    let (l, t, r, b) = outline.iter().fold((f64::MAX, f64::MAX, f64::MIN, f64::MIN), |(l, t, r, b), &(x, y)| {
        (l.min(x), t.min(y), r.max(x), b.max(y))
    });
    let mut out = Vec::new();
    for i in 0..cols {
        for j in 0..rows {
            let x = l + (r - l) * (i as f64 + 0.5) / cols as f64;
            let y = t + (b - t) * (j as f64 + 0.5) / rows as f64;
            if polygon_contains(outline, x, y) {
                out.push((x, y));
            }
        }
    }
    out
}

/// How many of `points` (on a piece standing on a square of painter's depth `depth`) lie under a
/// nearer silhouette of `columns` (each a painter's depth and an outline on screen): a board
/// marks a piece mostly hidden over everything.
pub fn covered(columns: &[(i32, Vec<(f64, f64)>)], depth: i32, points: &[(f64, f64)]) -> usize {
    points
        .iter()
        .filter(|&&(x, y)| columns.iter().any(|(d, outline)| *d > depth && polygon_contains(outline, x, y)))
        .count()
}

/// A piece standing in a 3-D view, for [`pin_hidden`]: its square's painter's depth, its outline
/// on screen and the top of its head.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    pub depth: i32,
    pub outline: Vec<(f64, f64)>,
    pub head: (f64, f64),
}

/// Which of the `pieces` standing among `columns` (each a painter's depth and an outline on
/// screen) a 3-D board marks over everything, and where: a piece is marked when nearer columns
/// and pieces cover more than half of it (of points spread over its outline; one seen in its
/// greater part is tapped on what shows of it). Its mark is a pin whose round head, `pin_r` in
/// radius, stands `rise` above the piece's head, raised by whole `step`s until it is clear of
/// every nearer column, of every piece (it must not read as another piece's) and of the other
/// pins. Returns, in the order given, each marked piece's pin head.
pub fn pin_hidden(
    columns: &[(i32, Vec<(f64, f64)>)],
    pieces: &[Figure],
    pin_r: f64,
    rise: f64,
    step: f64,
) -> Vec<Option<(f64, f64)>> {
    let occluders: Vec<(i32, Vec<(f64, f64)>)> =
        columns.iter().cloned().chain(pieces.iter().map(|p| (p.depth, p.outline.clone()))).collect();
    let hidden: Vec<usize> = (0..pieces.len())
        .filter(|&i| {
            let points = points_inside(&pieces[i].outline, 7, 9);
            2 * covered(&occluders, pieces[i].depth, &points) > points.len()
        })
        .collect();
    let clear_of: Vec<(i32, Vec<(f64, f64)>)> =
        pieces.iter().map(|p| (i32::MAX, p.outline.clone())).chain(columns.iter().cloned()).collect();
    let spots: Vec<(i32, (f64, f64))> = hidden
        .iter()
        .map(|&i| {
            let (x, y) = pieces[i].head;
            (pieces[i].depth, (x, y - rise - pin_r))
        })
        .collect();
    let mut out = vec![None; pieces.len()];
    for (i, pin) in hidden.into_iter().zip(place_marks(&clear_of, &spots, (pin_r, pin_r), step)) {
        out[i] = Some(pin);
    }
    out
}

/// How many `step`s a mark may be raised at most (far more than any board's tallest column).
const MAX_LIFT_STEPS: usize = 80;

/// Where a 3-D board draws its target marks, drawn over every column, so that each can be seen
/// and tapped: a mark whose square's middle is hidden by a nearer column would otherwise sit on
/// that column's face, on or next to the column's own mark, and read as the wrong square.
///
/// `columns` are every square's painter's depth and silhouette (its hit area); `marks` each
/// mark's square's depth and the point the mark belongs at, its half width and half height
/// `half`. Returns each mark's centre, in the order given: its own point where no nearer
/// column covers that point and no other mark overlaps the mark, otherwise the point raised
/// straight up by whole `step`s until both hold (the board then joins it to its square with a
/// pin). A mark only partly over a nearer column stays: it is drawn over the column and its
/// square's middle is in view. Marks are placed far to near, so a raised mark never lands on a
/// nearer column's own mark.
pub fn place_marks(
    columns: &[(i32, Vec<(f64, f64)>)],
    marks: &[(i32, (f64, f64))],
    half: (f64, f64),
    step: f64,
) -> Vec<(f64, f64)> {
    let (rx, ry) = half;
    let mut order: Vec<usize> = (0..marks.len()).collect();
    order.sort_by_key(|&i| marks[i].0);
    let mut spots: Vec<(f64, f64)> = marks.iter().map(|&(_, at)| at).collect();
    let mut placed: Vec<(f64, f64)> = Vec::with_capacity(marks.len());
    for i in order {
        let (depth, (x, y)) = marks[i];
        let clear = |(px, py): (f64, f64)| {
            let hidden = columns.iter().any(|(cd, silhouette)| *cd > depth && polygon_contains(silhouette, px, py));
            let crowded = placed.iter().any(|(qx, qy)| (px - qx).abs() < 2.0 * rx && (py - qy).abs() < 2.0 * ry);
            !hidden && !crowded
        };
        let spot = (0..=MAX_LIFT_STEPS).map(|k| (x, y - k as f64 * step)).find(|&p| clear(p)).unwrap_or((x, y));
        spots[i] = spot;
        placed.push(spot);
    }
    spots
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Torres' board: 8 × 8, level 0.46; squares by (file, rank) from 0.
    fn torres_columns(iso: Iso, heights: &dyn Fn(u16, u16) -> f64) -> Vec<(i32, Vec<(f64, f64)>)> {
        (0..8u16)
            .flat_map(|c| (0..8u16).map(move |r| (c, r)))
            .map(|(c, r)| (iso.depth(Footprint::square(c, r)), iso.column(c, r, heights(c, r))))
            .collect()
    }

    #[test]
    fn a_mark_hidden_by_a_nearer_column_is_raised_clear_of_it_and_of_the_columns_own_mark() {
        // The game that found it: a6 at height 1 behind b5 at height 3, both targets. a6's top
        // lies behind b5's column, its mark 0.08 above b5's.
        let iso = Iso::new(8, 8, 0, 0.46);
        let (a6, b5) = ((0u16, 5u16), (1u16, 4u16));
        let heights = move |c: u16, r: u16| match (c, r) {
            x if x == a6 => 1.0,
            x if x == b5 => 3.0,
            _ => 0.0,
        };
        let columns = torres_columns(iso, &heights);
        let mark = |(c, r): (u16, u16)| {
            (iso.depth(Footprint::square(c, r)), iso.point(c as f64 + 0.5, r as f64 + 0.5, heights(c, r)))
        };
        let marks = [mark(a6), mark(b5)];
        assert!((marks[0].1 .1 - marks[1].1 .1).abs() < 0.1, "the two marks' own points nearly coincide");
        let placed = place_marks(&columns, &marks, (0.3, 0.16), 0.23);
        assert_eq!(placed[1], marks[1].1, "b5's top is in view: its mark stays");
        assert_eq!(placed[0].0, marks[0].1 .0, "a raised mark goes straight up");
        assert!(placed[0].1 < marks[0].1 .1, "a6's mark is raised");
        let b5_column = iso.column(b5.0, b5.1, 3.0);
        assert!(!polygon_contains(&b5_column, placed[0].0, placed[0].1), "clear of b5's column");
        assert!((placed[0].1 - placed[1].1).abs() >= 0.32, "clear of b5's mark");
    }

    #[test]
    fn a_mark_whose_middle_is_in_view_stays_on_its_square() {
        // The ground square straight behind a one-level block: the block's top reaches just
        // under its middle, which the player still sees.
        let iso = Iso::new(8, 8, 0, 0.46);
        let heights = |c: u16, r: u16| if (c, r) == (3, 3) { 1.0 } else { 0.0 };
        let columns = torres_columns(iso, &heights);
        let behind = (2u16, 4u16);
        let own = iso.point(behind.0 as f64 + 0.5, behind.1 as f64 + 0.5, 0.0);
        let placed =
            place_marks(&columns, &[(iso.depth(Footprint::square(behind.0, behind.1)), own)], (0.3, 0.16), 0.23);
        assert_eq!(placed, vec![own]);
    }

    #[test]
    fn on_any_board_placed_marks_are_never_covered_by_a_nearer_column_nor_by_each_other() {
        let iso = Iso::new(8, 8, 0, 0.46);
        // Heights from a simple generator: every square a target.
        let mut seed = 7u32;
        for _ in 0..50 {
            let mut h = [[0.0; 8]; 8];
            for row in h.iter_mut() {
                for cell in row.iter_mut() {
                    seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                    *cell = ((seed >> 16) % 8) as f64;
                }
            }
            let heights = |c: u16, r: u16| h[c as usize][r as usize];
            let columns = torres_columns(iso, &heights);
            let marks: Vec<(i32, (f64, f64))> = (0..8u16)
                .flat_map(|c| (0..8u16).map(move |r| (c, r)))
                .map(|(c, r)| {
                    (iso.depth(Footprint::square(c, r)), iso.point(c as f64 + 0.5, r as f64 + 0.5, heights(c, r)))
                })
                .collect();
            let placed = place_marks(&columns, &marks, (0.3, 0.16), 0.23);
            for (i, &(x, y)) in placed.iter().enumerate() {
                for (cd, silhouette) in &columns {
                    assert!(
                        !(*cd > marks[i].0 && polygon_contains(silhouette, x, y)),
                        "a mark's centre under a nearer column"
                    );
                }
                for (j, &(qx, qy)) in placed.iter().enumerate() {
                    assert!(i == j || (x - qx).abs() >= 0.6 || (y - qy).abs() >= 0.32, "two marks overlap");
                }
            }
        }
    }

    /// A knight's outline around its foot: a body narrowing upwards, a head above it.
    const KNIGHT: [(f64, f64); 10] = [
        (-0.3, 0.0),
        (-0.12, -0.62),
        (-0.22, -0.69),
        (-0.22, -0.87),
        (-0.09, -1.0),
        (0.09, -1.0),
        (0.22, -0.87),
        (0.22, -0.69),
        (0.12, -0.62),
        (0.3, 0.0),
    ];

    #[test]
    fn a_column_with_a_figure_reaches_up_to_the_figures_head_and_keeps_the_column() {
        for rotation in 0..4 {
            let iso = Iso::new(8, 8, rotation, 0.46);
            for z in [0.0, 2.0] {
                let outline = iso.column_with_figure(3, 4, z, &KNIGHT);
                let (cx, cy) = iso.point(3.5, 4.5, z);
                // The head, well above the top face's highest corner (half a unit above the middle).
                assert!(polygon_contains(&outline, cx, cy - 0.9), "rotation {rotation}, z {z}: the head");
                assert!(polygon_contains(&outline, cx + 0.15, cy - 0.5), "the body");
                // The rest of the column as before: its corners' surroundings and its foot.
                for &(x, y) in &iso.column(3, 4, z) {
                    let (mx, my) = (cx + (x - cx) * 0.95, cy + (y - cy) * 0.95);
                    assert!(polygon_contains(&outline, mx, my), "near the column's corner {x},{y}");
                }
                // Nothing beside the head or the narrow top of the body.
                for (x, y) in
                    [(cx - 0.3, cy - 0.8), (cx + 0.3, cy - 0.8), (cx + 0.26, cy - 0.58), (cx - 0.26, cy - 0.58)]
                {
                    assert!(!polygon_contains(&outline, x, y), "{x},{y} beside the figure");
                }
            }
        }
    }

    #[test]
    fn points_inside_a_shape_stay_inside_and_spread_over_it() {
        // A triangle: half of its box.
        let triangle = [(0.0, 0.0), (2.0, 0.0), (0.0, 2.0)];
        let points = points_inside(&triangle, 10, 10);
        assert!(points.iter().all(|&(x, y)| polygon_contains(&triangle, x, y)));
        assert!((40..=60).contains(&points.len()), "{} of 100", points.len());
    }

    #[test]
    fn the_points_of_a_piece_a_nearer_column_covers_are_counted() {
        let iso = Iso::new(8, 8, 0, 0.46);
        // A knight on the ground on a6, a castle 4 high on b5 right in front of it.
        let heights = |c: u16, r: u16| if (c, r) == (1, 4) { 4.0 } else { 0.0 };
        let columns = torres_columns(iso, &heights);
        let (cx, cy) = iso.point(0.5, 5.5, 0.0);
        let knight = [(cx, cy - 0.05), (cx, cy - 0.3), (cx, cy - 0.78)];
        let depth = iso.depth(Footprint::square(0, 5));
        assert_eq!(covered(&columns, depth, &knight), 3);
        // The same knight with the castle gone is in view; so is one standing on the castle.
        assert_eq!(covered(&torres_columns(iso, &|_, _| 0.0), depth, &knight), 0);
        let (tx, ty) = iso.point(1.5, 4.5, 4.0);
        assert_eq!(covered(&columns, iso.depth(Footprint::square(1, 4)), &[(tx, ty - 0.05), (tx, ty - 0.78)]), 0);
        // A castle 2 high in front covers the knight's feet and body, not its head.
        let low = |c: u16, r: u16| if (c, r) == (1, 4) { 2.0 } else { 0.0 };
        assert_eq!(covered(&torres_columns(iso, &low), depth, &knight), 2);
    }

    /// A knight of `KNIGHT` on square (`c`, `r`) at height `z`, as [`pin_hidden`] takes it.
    fn knight(iso: Iso, c: u16, r: u16, z: f64) -> Figure {
        let (cx, cy) = iso.point(c as f64 + 0.5, r as f64 + 0.5, z);
        Figure {
            depth: iso.depth(Footprint::square(c, r)),
            outline: KNIGHT.iter().map(|&(dx, dy)| (cx + dx, cy + dy)).collect(),
            head: (cx, cy - 1.0),
        }
    }

    #[test]
    fn a_knight_behind_a_tall_castle_is_pinned_clear_above_it_and_one_in_view_is_not() {
        let iso = Iso::new(8, 8, 0, 0.46);
        // A castle 4 high on b5; knights on the ground on a6 (right behind it), on top of the
        // castle, on d2 in the open, and on c6, whose feet alone a 1-level block on c5 hides.
        let heights = |c: u16, r: u16| match (c, r) {
            (1, 4) => 4.0,
            (2, 4) => 1.0,
            _ => 0.0,
        };
        let columns = torres_columns(iso, &heights);
        let pieces = [knight(iso, 0, 5, 0.0), knight(iso, 1, 4, 4.0), knight(iso, 3, 1, 0.0), knight(iso, 2, 5, 0.0)];
        let pins = pin_hidden(&columns, &pieces, 0.2, 0.3, 0.23);
        assert!(pins[0].is_some(), "the knight behind the castle is marked");
        assert_eq!(&pins[1..], &[None, None, None], "the others are in view for the most part");
        let (px, py) = pins[0].unwrap_or_default();
        assert_eq!(px, pieces[0].head.0, "the pin stands straight above its knight");
        assert!(py < pieces[0].head.1 - 0.3, "above its head");
        for (d, outline) in &columns {
            assert!(!(*d > pieces[0].depth && polygon_contains(outline, px, py)), "clear of the castle in front");
        }
        for p in &pieces {
            assert!(!polygon_contains(&p.outline, px, py), "clear of every knight");
        }
    }

    #[test]
    fn the_pins_of_two_hidden_knights_side_by_side_do_not_overlap() {
        let iso = Iso::new(8, 8, 0, 0.46);
        // A wall 5 high along rank 5 (b5-d5), knights on the ground behind it on a6, b6, c6.
        let heights = |c: u16, r: u16| if r == 4 && (1..=3).contains(&c) { 5.0 } else { 0.0 };
        let columns = torres_columns(iso, &heights);
        let pieces = [knight(iso, 0, 5, 0.0), knight(iso, 1, 5, 0.0), knight(iso, 2, 5, 0.0)];
        let pins: Vec<(f64, f64)> = pin_hidden(&columns, &pieces, 0.2, 0.3, 0.23).into_iter().flatten().collect();
        assert_eq!(pins.len(), 3);
        for (i, a) in pins.iter().enumerate() {
            for b in &pins[i + 1..] {
                assert!((a.0 - b.0).abs() >= 0.4 || (a.1 - b.1).abs() >= 0.4, "{a:?} and {b:?} overlap");
            }
        }
    }

    #[test]
    fn a_column_outline_spans_its_top_face_down_to_the_ground_in_every_rotation() {
        let mut iso = Iso::new(10, 10, 0, 0.5);
        for _ in 0..4 {
            let hex = iso.column(3, 4, 4.0);
            assert_eq!(hex.len(), 6);
            let min_y = hex.iter().map(|p| p.1).fold(f64::MAX, f64::min);
            let max_y = hex.iter().map(|p| p.1).fold(f64::MIN, f64::max);
            let top = iso.top(3, 4, 4.0);
            let ground = iso.top(3, 4, 0.0);
            // From the highest corner of the top face to the lowest corner on the ground.
            assert_eq!(min_y, top.iter().map(|p| p.1).fold(f64::MAX, f64::min));
            assert_eq!(max_y, ground.iter().map(|p| p.1).fold(f64::MIN, f64::max));
            // As wide as the square, no wider.
            let width = |pts: &[(f64, f64)]| {
                pts.iter().map(|p| p.0).fold(f64::MIN, f64::max) - pts.iter().map(|p| p.0).fold(f64::MAX, f64::min)
            };
            assert_eq!(width(&hex), width(&top));
            assert_eq!(iso.column(3, 4, 0.0), ground);
            iso = iso.turned();
        }
    }

    #[test]
    fn four_quarter_turns_come_back_to_the_start() {
        let iso = Iso::new(10, 10, 0, 0.5);
        let back = iso.turned().turned().turned().turned();
        assert_eq!(back, iso);
        for (x, y) in [(0.0, 0.0), (3.0, 7.0), (10.0, 10.0)] {
            assert_eq!(back.point(x, y, 2.0), iso.point(x, y, 2.0));
        }
    }

    #[test]
    fn each_rotation_brings_another_corner_to_the_front() {
        // The front corner is the lowest on screen (largest y) at z = 0.
        let front = |iso: Iso| {
            let corners = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)];
            corners
                .into_iter()
                .max_by(|a, b| iso.point(a.0, a.1, 0.0).1.total_cmp(&iso.point(b.0, b.1, 0.0).1))
                .unwrap()
        };
        let mut iso = Iso::new(10, 10, 0, 0.5);
        let mut seen = Vec::new();
        for _ in 0..4 {
            seen.push(front(iso));
            iso = iso.turned();
        }
        seen.sort_by(|a, b| a.partial_cmp(b).unwrap());
        seen.dedup();
        assert_eq!(seen.len(), 4, "every corner comes to the front once: {seen:?}");
    }

    #[test]
    fn nearer_squares_are_drawn_later_in_every_rotation() {
        for rotation in 0..4 {
            let iso = Iso::new(8, 8, rotation, 0.46);
            // The square nearest the viewer has the largest depth of all.
            let nearest = (0..8u16)
                .flat_map(|c| (0..8u16).map(move |r| (c, r)))
                .max_by_key(|&(c, r)| iso.depth(Footprint::square(c, r)))
                .unwrap();
            let (x, y) = iso.point(nearest.0 as f64 + 0.5, nearest.1 as f64 + 0.5, 0.0);
            for c in 0..8u16 {
                for r in 0..8u16 {
                    assert!(iso.point(c as f64 + 0.5, r as f64 + 0.5, 0.0).1 <= y + 1e-9, "rotation {rotation}");
                }
            }
            let _ = x;
        }
    }

    #[test]
    fn a_block_shows_its_top_and_two_sides_and_rises_with_height() {
        let iso = Iso::new(10, 10, 1, 0.5);
        let faces = iso.block(Footprint { col: 2, row: 3, w: 3, d: 1 }, 0.0, 2.0);
        assert_eq!(faces.len(), 3);
        assert_eq!(faces.iter().filter(|f| f.kind == FaceKind::Top).count(), 1);
        assert_eq!(faces.iter().filter(|f| f.kind == FaceKind::Left).count(), 1);
        assert_eq!(faces.iter().filter(|f| f.kind == FaceKind::Right).count(), 1);
        let top = &faces[0].points;
        let ground = iso.top(2, 3, 0.0);
        assert!((ground[0].1 - top[0].1 - 1.0).abs() < 1e-9, "two levels of 0.5 raise the top by 1");
    }

    #[test]
    fn a_ramp_is_high_on_its_high_side() {
        let iso = Iso::new(10, 10, 0, 0.5);
        let faces = iso.ramp(Footprint { col: 4, row: 4, w: 1, d: 2 }, 0.0, 2.0, Side::North);
        let top = &faces[0].points;
        // Corners in order (x0,y0) (x1,y0) (x1,y1) (x0,y1): the y1 (north) corners are 2 levels up.
        let flat = iso.rect_at(4.0, 4.0, 1.0, 2.0, 0.0);
        assert!((flat[0].1 - top[0].1).abs() < 1e-9 && (flat[1].1 - top[1].1).abs() < 1e-9);
        assert!((flat[2].1 - top[2].1 - 1.0).abs() < 1e-9 && (flat[3].1 - top[3].1 - 1.0).abs() < 1e-9);
    }

    #[test]
    fn the_view_box_holds_the_whole_board() {
        let iso = Iso::new(10, 10, 2, 0.5);
        let ViewBox { x, y, w, h } = iso.view_box(6.0, 0.5);
        for (bx, by) in [(0.0, 0.0), (10.0, 0.0), (0.0, 10.0), (10.0, 10.0)] {
            for z in [0.0, 6.0] {
                let (sx, sy) = iso.point(bx, by, z);
                assert!(sx >= x && sx <= x + w && sy >= y && sy <= y + h);
            }
        }
    }
}
