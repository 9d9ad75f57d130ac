//! The small diagrams of the rules page.

use crate::board::num::Num;
use crate::ui::i18n::use_i18n;
use crate::ui::SEAT_COLOURS;
use leptos::prelude::*;

/// One square's side on screen, in pixels: big enough that a height digit (0.3 of a square) is
/// 14 px, legible on a phone.
const CELL_PX: usize = 48;

/// A small top-down board for the diagrams: heights per square (row 0 at the top), pieces
/// (square, colour) and an optional path drawn as an arrow through square centres. Written as
/// markup text, like the other games' diagrams: a static picture needs no reactive nodes.
fn mini(
    cols: usize,
    rows: usize,
    heights: &[u8],
    pieces: &[(usize, &'static str)],
    path: &[usize],
    caption: String,
) -> impl IntoView {
    let centre = |i: usize, dy: f64| (Num((i % cols) as f64 + 0.5), Num((i / cols) as f64 + dy));
    let mut markup = String::from(concat!(
        r##"<defs><marker id="torres-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" "##,
        r##"markerHeight="4" orient="auto"><path d="M0,0L10,5L0,10z" fill="#b3261e"/></marker></defs>"##
    ));
    for i in 0..cols * rows {
        let (x, y) = (i % cols, i / cols);
        let h = heights.get(i).copied().unwrap_or(0);
        let fill = if h == 0 { "#cfd9b8".to_string() } else { format!("hsl(34,24%,{}%)", 82 - 6 * h as i32) };
        markup += &format!(
            r##"<rect x="{x}" y="{y}" width="1" height="1" fill="{fill}" stroke="#8a7a60" stroke-width="0.02"/>"##
        );
        if h > 0 {
            let (tx, ty) = (Num(x as f64 + 0.08), Num(y as f64 + 0.3));
            markup +=
                &format!(r##"<text x="{tx}" y="{ty}" font-size="0.3" fill="#3a2e20" font-weight="700">{h}</text>"##);
        }
    }
    for &(i, colour) in pieces {
        let (x, y) = centre(i, 0.55);
        let (_, ty) = centre(i, 0.65);
        let level = heights.get(i).copied().unwrap_or(0);
        markup += &format!(
            r##"<circle cx="{x}" cy="{y}" r="0.28" fill="{colour}" stroke="#222" stroke-width="0.04"/><text x="{x}" y="{ty}" font-size="0.3" text-anchor="middle" fill="#fff" font-weight="700">{level}</text>"##
        );
    }
    if !path.is_empty() {
        let d: String = path
            .iter()
            .enumerate()
            .map(|(k, &i)| {
                let (x, y) = centre(i, 0.5);
                format!("{}{x},{y}", if k == 0 { "M" } else { "L" })
            })
            .collect();
        markup += &format!(
            r##"<path d="{d}" fill="none" stroke="#b3261e" stroke-width="0.08" stroke-dasharray="0.15 0.08" marker-end="url(#torres-arrow)"/>"##
        );
    }
    view! {
        <figure class="torres-diagram">
            <svg viewBox=format!("-0.1 -0.1 {} {}", Num(cols as f64 + 0.2), Num(rows as f64 + 0.2)) width=cols * CELL_PX height=rows * CELL_PX
                role="img" aria-label=caption.clone() inner_html=markup></svg>
            <figcaption>{caption}</figcaption>
        </figure>
    }
}

#[rustfmt::skip]
const CASTLE: [u8; 16] = [
    0, 0, 0, 0,
    0, 1, 2, 0,
    0, 3, 1, 1,
    0, 0, 0, 0,
];
#[rustfmt::skip]
const THROUGH: [u8; 20] = [
    0, 0, 0, 0, 0,
    0, 2, 3, 2, 0,
    0, 3, 3, 1, 0,
    0, 0, 0, 0, 0,
];
#[rustfmt::skip]
const SCORING: [u8; 16] = [
    0, 0, 0, 0,
    2, 2, 1, 0,
    1, 3, 0, 0,
    0, 0, 0, 0,
];

/// The rules page's diagram `name`: a castle's area and height (`castle`), a move through a
/// castle (`through`), and scoring as area × level (`scoring`).
pub fn rules_figure(name: &str) -> Option<AnyView> {
    let i18n = use_i18n();
    let red = SEAT_COLOURS[0];
    let blue = SEAT_COLOURS[1];
    let figure = match name {
        "castle" => mini(4, 4, &CASTLE, &[], &[], i18n.t("torres-diagram-castle")).into_any(),
        "through" => {
            mini(5, 4, &THROUGH, &[(10, red)], &[10, 11, 12, 13, 14], i18n.t("torres-diagram-through")).into_any()
        }
        "scoring" => mini(4, 4, &SCORING, &[(9, red), (4, blue)], &[], i18n.t("torres-diagram-scoring")).into_any(),
        _ => return None,
    };
    Some(figure)
}
