//! Colour is never the only sign of a player: every seat also has a mark, drawn the same way on
//! the board's pieces, the players strip, the log, the hand-over card, the final scores and the
//! chart's legend. Torres and Torri (and, by default, any game) give each seat a shape — red a
//! disc, blue a square, yellow a triangle, green a diamond — in near-black, which stands out
//! from every seat colour by more than 4.5:1. Voldétour's pieces already carry their colour's
//! initial, so its seats are marked with that letter. Fortaleza's first player chooses the
//! armies' colours in the game: until then its seats are two neutral stones with the shapes,
//! then each army's colour with its colours' letter in the army's rim colour
//! (`GameUi::seat_look`). This module only draws marks; which mark a seat has is the game's
//! (`ui::registry`).

use crate::board::num::{svg_num, Num};
use leptos::prelude::*;

/// The ink of the shapes: at least 4.5:1 against each of the four seat colours.
pub const MARK_INK: &str = "#111";

/// How a seat is told apart besides its colour.
#[derive(Clone, Debug, PartialEq)]
pub enum SeatMark {
    /// One of four shapes (by seat number).
    Shape(usize),
    /// A letter, in the given ink.
    Letter(String, &'static str),
}

impl SeatMark {
    /// The seat's shape: the default for every game.
    pub fn shape(seat: usize) -> SeatMark {
        SeatMark::Shape(seat % 4)
    }
}

/// The mark drawn in SVG, centred on (`cx`, `cy`), `r` its half-size (shapes only: letters are
/// text, drawn by [`seat_mark_svg`]).
pub fn shape_svg(seat: usize, cx: f64, cy: f64, r: f64) -> AnyView {
    match seat % 4 {
        0 => view! { <circle class="seat-mark" cx=svg_num(cx) cy=svg_num(cy) r=svg_num(r * 0.8) fill=MARK_INK pointer-events="none"/> }.into_any(),
        1 => view! {
            <rect class="seat-mark" x=svg_num(cx - r * 0.75) y=svg_num(cy - r * 0.75) width=svg_num(r * 1.5) height=svg_num(r * 1.5) fill=MARK_INK pointer-events="none"/>
        }
        .into_any(),
        2 => {
            let points = format!("{},{} {},{} {},{}", Num(cx), Num(cy - r), Num(cx + r), Num(cy + r * 0.75), Num(cx - r), Num(cy + r * 0.75));
            view! { <polygon class="seat-mark" points=points fill=MARK_INK pointer-events="none"/> }.into_any()
        }
        _ => {
            let points = format!("{},{} {},{} {},{} {},{}", Num(cx), Num(cy - r), Num(cx + r), Num(cy), Num(cx), Num(cy + r), Num(cx - r), Num(cy));
            view! { <polygon class="seat-mark" points=points fill=MARK_INK pointer-events="none"/> }.into_any()
        }
    }
}

/// Any seat mark in SVG, centred on (`cx`, `cy`) with half-size `r`.
pub fn seat_mark_svg(mark: &SeatMark, cx: f64, cy: f64, r: f64) -> AnyView {
    match mark {
        SeatMark::Shape(seat) => shape_svg(*seat, cx, cy, r),
        SeatMark::Letter(letter, ink) => view! {
            <text class="seat-mark" x=svg_num(cx) y=svg_num(cy + r * 0.7) font-size=svg_num(r * 2.0) font-weight="700" text-anchor="middle" fill=*ink
                pointer-events="none">{letter.clone()}</text>
        }
        .into_any(),
    }
}

/// [`SeatSwatch`] with the mark already known, for long lists (the log): one element with one
/// character, as cheap as the plain colour dot it replaces.
pub fn seat_swatch(colour: &str, mark: &SeatMark, big: bool) -> AnyView {
    let class = if big { "swatch seat-swatch big" } else { "swatch seat-swatch" };
    let (glyph, ink) = match mark {
        SeatMark::Shape(seat) => (["●", "■", "▲", "◆"][seat % 4].to_string(), MARK_INK),
        SeatMark::Letter(letter, ink) => (letter.clone(), *ink),
    };
    view! {
        <span class=class style=format!("background:{colour};color:{ink}") data-seat-mark=mark_name(mark) aria-hidden="true">{glyph}</span>
    }
    .into_any()
}

/// The mark's name for tests and styles (`disc`, `square`, `triangle`, `diamond`, or the letter).
pub fn mark_name(mark: &SeatMark) -> String {
    match mark {
        SeatMark::Shape(seat) => ["disc", "square", "triangle", "diamond"][seat % 4].to_string(),
        SeatMark::Letter(letter, _) => letter.clone(),
    }
}
