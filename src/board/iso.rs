//! The isometric projection for boards drawn in 3-D, for any board size, in four rotations.
//!
//! Board coordinates: `x` runs along the columns (`0..=cols`), `y` along the rows (`0..=rows`,
//! row 0 at `y` in `0..1`, the row nearest the player in rotation 0), `z` counts levels. A view
//! turned by a quarter shows the board from its next side, so a tall piece in front never hides
//! a square for good. Screen coordinates come out in board units (one square's diagonal is 2
//! wide); boards scale them with their `viewBox`.

/// Which way a face of a drawn solid looks, for shading.
use super::num::Num;

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

    /// A `viewBox` holding the whole board with room for `max_levels` above it, plus `margin`.
    pub fn view_box(&self, max_levels: f64, margin: f64) -> String {
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
        format!(
            "{} {} {} {}",
            Num(min.0 - margin),
            Num(min.1 - margin),
            Num(max.0 - min.0 + 2.0 * margin),
            Num(max.1 - min.1 + 2.0 * margin)
        )
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
    crate::core::sort::sort_by_key(&mut order, |&i| marks[i].0);
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
        let parts: Vec<f64> = iso.view_box(6.0, 0.5).split(' ').map(|p| p.parse().unwrap()).collect();
        let (x, y, w, h) = (parts[0], parts[1], parts[2], parts[3]);
        for (bx, by) in [(0.0, 0.0), (10.0, 0.0), (0.0, 10.0), (10.0, 10.0)] {
            for z in [0.0, 6.0] {
                let (sx, sy) = iso.point(bx, by, z);
                assert!(sx >= x && sx <= x + w && sy >= y && sy <= y + h);
            }
        }
    }
}
