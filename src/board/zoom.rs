//! Zooming a board's drawing: the part of the full view box shown, moved by the zoom buttons,
//! the keyboard, a two-finger pinch and a one-finger pan. Pure arithmetic on view boxes, so the
//! component only turns pointer positions into drawing coordinates and back.
//!
//! A zoomed view box keeps the full view's proportions and always lies inside it: the board can
//! be enlarged up to [`MAX_ZOOM`] times and moved about, never shrunk below its full size or
//! pushed off the screen.

use super::num::Num;
use std::fmt;

/// The largest enlargement: a quarter of the board's width fills the screen.
pub const MAX_ZOOM: f64 = 4.0;
/// One press of a zoom button or key.
pub const ZOOM_STEP: f64 = 1.5;

/// An SVG view box: the drawing's rectangle shown in the element.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ViewBox {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl ViewBox {
    /// How many times larger than `full` this box shows the board.
    pub fn zoom_of(&self, full: &ViewBox) -> f64 {
        full.w / self.w
    }

    /// The box `zoom` times enlarged from `full` that shows the drawing point `at` at the same
    /// fraction of the screen as `self` does (so the point under the fingers or the centre stays
    /// put), kept inside `full`. `None` when that is the full view.
    pub fn zoomed(&self, full: &ViewBox, zoom: f64, at: (f64, f64)) -> Option<ViewBox> {
        ViewBox::pinned(full, zoom, at, ((at.0 - self.x) / self.w, (at.1 - self.y) / self.h))
    }

    /// The box `zoom` times enlarged from `full` that shows the drawing point `at` at the
    /// fraction `(fx, fy)` across and down the screen (a pinch: the point first under the
    /// fingers follows them), kept inside `full`. `None` when that is the full view.
    pub fn pinned(full: &ViewBox, zoom: f64, at: (f64, f64), (fx, fy): (f64, f64)) -> Option<ViewBox> {
        let zoom = if zoom.is_finite() { zoom.clamp(1.0, MAX_ZOOM) } else { 1.0 };
        if zoom <= 1.0 + 1e-9 {
            return None;
        }
        let (w, h) = (full.w / zoom, full.h / zoom);
        let (fx, fy) = (if fx.is_finite() { fx } else { 0.5 }, if fy.is_finite() { fy } else { 0.5 });
        Some(ViewBox { x: at.0 - fx * w, y: at.1 - fy * h, w, h }.inside(full))
    }

    /// The box moved by `(dx, dy)` drawing units, kept inside `full`.
    pub fn moved(&self, full: &ViewBox, dx: f64, dy: f64) -> ViewBox {
        let (dx, dy) = (if dx.is_finite() { dx } else { 0.0 }, if dy.is_finite() { dy } else { 0.0 });
        ViewBox { x: self.x + dx, y: self.y + dy, ..*self }.inside(full)
    }

    /// The centre of the box.
    pub fn centre(&self) -> (f64, f64) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// Part of the way (`t` from 0 to 1) from `self` to `to`, for an animated zoom.
    pub fn towards(&self, to: &ViewBox, t: f64) -> ViewBox {
        let t = t.clamp(0.0, 1.0);
        let mix = |a: f64, b: f64| a + (b - a) * t;
        ViewBox { x: mix(self.x, to.x), y: mix(self.y, to.y), w: mix(self.w, to.w), h: mix(self.h, to.h) }
    }

    fn inside(self, full: &ViewBox) -> ViewBox {
        let w = self.w.min(full.w);
        let h = self.h.min(full.h);
        // Not `f64::clamp`: its bounds here come from arithmetic, and it panics when rounding
        // puts them the wrong way round (and its panic message brings float formatting to the
        // wasm). `min` then `max` keeps the box's left or top edge inside in that case.
        let within = |v: f64, lo: f64, hi: f64| v.min(hi).max(lo);
        ViewBox { x: within(self.x, full.x, full.x + full.w - w), y: within(self.y, full.y, full.y + full.h - h), w, h }
    }
}

impl fmt::Display for ViewBox {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {} {}", Num(self.x), Num(self.y), Num(self.w), Num(self.h))
    }
}

/// Where a view box lands in an element of `width × height` pixels, as SVG draws it by default
/// (`preserveAspectRatio="xMidYMid meet"`: scaled to fit, centred): the pixels per drawing unit
/// and the pixel offset of the box's corner.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    pub scale: f64,
    pub left: f64,
    pub top: f64,
}

impl Fit {
    pub fn of(vb: &ViewBox, width: f64, height: f64) -> Option<Fit> {
        let scale = (width / vb.w).min(height / vb.h);
        (scale.is_finite() && scale > 0.0).then(|| Fit {
            scale,
            left: (width - vb.w * scale) / 2.0,
            top: (height - vb.h * scale) / 2.0,
        })
    }

    /// The drawing point under the element's pixel `(px, py)`.
    pub fn to_drawing(&self, vb: &ViewBox, px: f64, py: f64) -> (f64, f64) {
        (vb.x + (px - self.left) / self.scale, vb.y + (py - self.top) / self.scale)
    }

    /// How far across and down the drawn box the element's pixel `(px, py)` is (0 to 1 inside
    /// it). The same for every box of the same proportions, so for every zoom of one view.
    pub fn fraction(&self, vb: &ViewBox, px: f64, py: f64) -> (f64, f64) {
        ((px - self.left) / (vb.w * self.scale), (py - self.top) / (vb.h * self.scale))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FULL: ViewBox = ViewBox { x: -8.0, y: -4.0, w: 16.0, h: 8.0 };

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn a_view_box_is_written_as_svg_reads_it() {
        assert_eq!(FULL.to_string(), "-8 -4 16 8");
        assert_eq!(ViewBox { x: -0.75, y: 0.125, w: 13.1, h: 1.0 / 3.0 }.to_string(), "-0.75 0.125 13.1 0.333");
    }

    #[test]
    fn zooming_in_keeps_the_point_under_the_fingers_in_place() {
        let at = (2.0, 1.0);
        let z = FULL.zoomed(&FULL, 2.0, at).unwrap();
        assert!(close(z.w, 8.0) && close(z.h, 4.0), "twice as large: half the box");
        assert!(close((at.0 - z.x) / z.w, (at.0 - FULL.x) / FULL.w), "same fraction across");
        assert!(close((at.1 - z.y) / z.h, (at.1 - FULL.y) / FULL.h), "same fraction down");
        assert!(close(z.zoom_of(&FULL), 2.0));
    }

    #[test]
    fn zoom_stays_between_the_full_view_and_the_largest_enlargement() {
        assert_eq!(FULL.zoomed(&FULL, 1.0, (0.0, 0.0)), None, "1×: the full view");
        assert_eq!(FULL.zoomed(&FULL, 0.5, (0.0, 0.0)), None, "never smaller than the full view");
        assert_eq!(FULL.zoomed(&FULL, f64::NAN, (0.0, 0.0)), None);
        let most = FULL.zoomed(&FULL, 100.0, (0.0, 0.0)).unwrap();
        assert!(close(most.zoom_of(&FULL), MAX_ZOOM));
    }

    #[test]
    fn a_zoomed_box_never_leaves_the_board() {
        // Zooming at a corner and panning far away both stop at the edge.
        let z = FULL.zoomed(&FULL, 2.0, (-8.0, -4.0)).unwrap();
        assert!(close(z.x, -8.0) && close(z.y, -4.0));
        let moved = z.moved(&FULL, 100.0, 100.0);
        assert!(close(moved.x + moved.w, FULL.x + FULL.w) && close(moved.y + moved.h, FULL.y + FULL.h));
        let back = moved.moved(&FULL, -1.0, f64::INFINITY);
        assert!(close(back.x, moved.x - 1.0) && close(back.y, moved.y), "a broken delta does not move it");
    }

    #[test]
    fn a_box_as_large_as_the_board_stays_put_where_rounding_inverts_the_bounds() {
        // 0.1 + 0.7 - 0.7 is just below 0.1: the box's leftmost and rightmost places cross.
        let full = ViewBox { x: 0.1, y: 0.1, w: 0.7, h: 0.7 };
        assert!(full.x + full.w - full.w < full.x);
        let moved = full.moved(&full, 0.5, -0.5);
        assert_eq!((moved.x, moved.y, moved.w, moved.h), (0.1, 0.1, 0.7, 0.7));
    }

    #[test]
    fn the_fit_maps_pixels_to_drawing_points_as_svg_does() {
        // 16×8 units in a 320×320 px element: 20 px a unit, centred vertically (80 px bands).
        let fit = Fit::of(&FULL, 320.0, 320.0).unwrap();
        assert!(close(fit.scale, 20.0) && close(fit.left, 0.0) && close(fit.top, 80.0));
        assert_eq!(fit.to_drawing(&FULL, 160.0, 160.0), (0.0, 0.0));
        assert_eq!(fit.to_drawing(&FULL, 0.0, 80.0), (-8.0, -4.0));
        assert_eq!(fit.fraction(&FULL, 160.0, 160.0), (0.5, 0.5));
        assert_eq!(Fit::of(&FULL, 0.0, 320.0), None, "a hidden element has no fit");
    }

    #[test]
    fn a_pinch_keeps_the_point_first_under_the_fingers_under_them() {
        // The fingers start over (0, 0) in the middle and move to a quarter across and down.
        let z = ViewBox::pinned(&FULL, 2.0, (0.0, 0.0), (0.25, 0.25)).unwrap();
        assert!(close(z.x + 0.25 * z.w, 0.0) && close(z.y + 0.25 * z.h, 0.0));
        assert_eq!(ViewBox::pinned(&FULL, 1.0, (0.0, 0.0), (0.25, 0.25)), None);
    }

    #[test]
    fn an_animated_zoom_goes_from_one_box_to_the_other() {
        let z = FULL.zoomed(&FULL, 2.0, FULL.centre()).unwrap();
        assert_eq!(FULL.towards(&z, 0.0), FULL);
        assert_eq!(FULL.towards(&z, 1.0), z);
        assert!(close(FULL.towards(&z, 0.5).w, 12.0));
    }
}
