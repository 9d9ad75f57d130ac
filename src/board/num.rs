//! Numbers for SVG attributes, written without core's float formatting.
//!
//! `<f64 as Display>` and `{:.3}` bring core's shortest (Grisu, Dragon) and exact-precision float
//! formatting into the wasm, about 12 KB (docs/performance.md, "Release size"). Drawings need
//! neither: a thousandth of a drawing unit is far below a pixel at any zoom the boards allow, so
//! every number the UI draws goes through [`Num`], a fixed-point writer built on integer
//! formatting alone. Likewise the regular polygons' vertices are constants ([`HEXAGON`]), not
//! `sin`/`cos`, which would bring libm's argument reduction and kernels (~6 KB).

use std::fmt::{self, Write};

/// Thousandths: the digits after the point that [`Num`] keeps.
const SCALE: f64 = 1000.0;

/// `x` written with at most three decimals and no trailing zeros (`1.5`, `-0.25`, `3`), rounded
/// half away from zero; `-0` and anything that rounds to it is written `0`. NaN and the
/// infinities, which no drawing produces, are written `0` too (a broken number must not break
/// the page), and magnitudes beyond 2⁶⁴ thousandths are capped.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Num(pub f64);

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let x = if self.0.is_finite() { self.0 } else { 0.0 };
        // `floor` and the saturating `as` are single wasm instructions; `round` would be a call.
        let thousandths = (x.abs() * SCALE + 0.5).floor() as u64;
        if thousandths == 0 {
            return f.write_char('0');
        }
        if x < 0.0 {
            f.write_char('-')?;
        }
        write!(f, "{}", thousandths / 1000)?;
        let mut fraction = thousandths % 1000;
        if fraction == 0 {
            return Ok(());
        }
        f.write_char('.')?;
        let mut digits = 3;
        while fraction % 10 == 0 {
            fraction /= 10;
            digits -= 1;
        }
        // Leading zeros of the fraction (`0.05` has `5` in two digits), then its digits.
        let mut width = 10;
        for _ in 1..digits {
            if fraction < width {
                f.write_char('0')?;
            }
            width *= 10;
        }
        write!(f, "{fraction}")
    }
}

/// [`Num`] as a string, for an attribute set from a view.
pub fn svg_num(x: f64) -> String {
    Num(x).to_string()
}

/// `points` as the text of an SVG `points` attribute: `x,y x,y …`.
pub fn svg_points(points: &[(f64, f64)]) -> String {
    let mut out = String::new();
    for (i, (x, y)) in points.iter().enumerate() {
        let _ = write!(out, "{}{},{}", if i == 0 { "" } else { " " }, Num(*x), Num(*y));
    }
    out
}

/// sin 60°, √3/2.
const SIN_60: f64 = 0.866_025_403_784_438_6;

/// The vertices of the regular hexagon of radius 1 centred on the origin, from angle 0 in steps
/// of 60° toward +y (down on screen): `(cos 60°·k, sin 60°·k)` for k = 0…5.
pub const HEXAGON: [(f64, f64); 6] =
    [(1.0, 0.0), (0.5, SIN_60), (-0.5, SIN_60), (-1.0, 0.0), (-0.5, -SIN_60), (0.5, -SIN_60)];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typical_drawing_numbers() {
        let cases = [
            (0.0, "0"),
            (1.0, "1"),
            (10.0, "10"),
            (1.5, "1.5"),
            (0.25, "0.25"),
            (0.125, "0.125"),
            (0.05, "0.05"),
            (0.005, "0.005"),
            (0.0625, "0.063"),
            (-0.45, "-0.45"),
            (-8.6, "-8.6"),
            (17.2, "17.2"),
            (1.23456, "1.235"),
            (2.9999, "3"),
            (-2.9996, "-3"),
            (123456.789, "123456.789"),
            (1.0 / 3.0, "0.333"),
            (2.0 / 3.0, "0.667"),
            (100.01, "100.01"),
            (7.0001, "7"),
        ];
        for (x, want) in cases {
            assert_eq!(svg_num(x), want, "{x}");
        }
    }

    #[test]
    fn agrees_with_three_decimal_formatting_once_trailing_zeros_go() {
        // The numbers boards draw: coordinates from -20 to 20 in steps that are not round in binary.
        for i in -20_000..=20_000 {
            let x = i as f64 * 0.001 + 0.0002;
            let std = format!("{x:.3}");
            let std = if std.contains('.') { std.trim_end_matches('0').trim_end_matches('.') } else { &std };
            let std = if std == "-0" { "0" } else { std };
            assert_eq!(svg_num(x), std, "{x}");
        }
    }

    #[test]
    fn negative_zero_and_tiny_negatives_are_zero() {
        assert_eq!(svg_num(-0.0), "0");
        assert_eq!(svg_num(-0.0004), "0");
        assert_eq!(svg_num(0.0004), "0");
        assert_eq!(svg_num(-0.0005), "-0.001");
    }

    #[test]
    fn broken_numbers_do_not_panic() {
        assert_eq!(svg_num(f64::NAN), "0");
        assert_eq!(svg_num(f64::INFINITY), "0");
        assert_eq!(svg_num(f64::NEG_INFINITY), "0");
        assert_eq!(svg_num(f64::MAX), "18446744073709551.615");
        assert_eq!(svg_num(-f64::MAX), "-18446744073709551.615");
        assert_eq!(svg_num(f64::MIN_POSITIVE), "0");
    }

    #[test]
    fn the_hexagon_table_is_the_trigonometry_it_replaces() {
        for (k, &(x, y)) in HEXAGON.iter().enumerate() {
            let a = std::f64::consts::PI / 3.0 * k as f64;
            assert!((x - a.cos()).abs() < 1e-15 && (y - a.sin()).abs() < 1e-15, "vertex {k}: {x}, {y}");
            // As Fortaleza draws its tokens (on each of the 12 × 12 squares, and the panels'
            // icon): the same attribute text as the trigonometry gave.
            let on_squares = (0..144).map(|sq| ((sq % 12) as f64 + 0.5, (sq / 12) as f64 + 0.53, 0.34));
            for (cx, cy, r) in on_squares.chain([(0.5, 0.55, 0.36)]) {
                assert_eq!(svg_num(cx + r * x), svg_num(cx + r * a.cos()));
                assert_eq!(svg_num(cy + r * y), svg_num(cy + r * a.sin()));
            }
        }
    }

    #[test]
    fn points_are_pairs_separated_by_spaces() {
        assert_eq!(svg_points(&[(0.0, 1.5), (-2.25, 0.1)]), "0,1.5 -2.25,0.1");
        assert_eq!(svg_points(&[]), "");
    }
}
