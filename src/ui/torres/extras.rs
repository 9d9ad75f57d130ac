//! The small diagrams of the rules page.

use crate::board::num::{svg_num, Num};
use crate::ui::i18n::use_i18n;
use crate::ui::SEAT_COLOURS;
use leptos::prelude::*;

/// One square's side on screen, in pixels: big enough that a height digit (0.3 of a square) is
/// 14 px, legible on a phone.
const CELL_PX: usize = 48;

/// The path arrow's red, for its dashed line and its head. A named value rather than a literal
/// also keeps the `<defs>` off Leptos's inert-markup path, which would mount it wrapped in a
/// stray `<g>` (leptos-rs/leptos#4556).
const ARROW_RED: &str = "#b3261e";

/// A small top-down board for the diagrams: heights per square (row 0 at the top), pieces
/// (square, colour) and an optional path drawn as an arrow through square centres. A static
/// picture: plain values, no reactive nodes.
fn mini(
    cols: usize,
    rows: usize,
    heights: &[u8],
    pieces: &[(usize, &'static str)],
    path: &[usize],
    caption: String,
) -> impl IntoView {
    let centre = |i: usize, dy: f64| ((i % cols) as f64 + 0.5, (i / cols) as f64 + dy);
    let height = |i: usize| heights.get(i).copied().unwrap_or(0);
    let squares = (0..cols * rows)
        .map(|i| {
            let (x, y) = (i % cols, i / cols);
            let h = height(i);
            let fill = if h == 0 { "#cfd9b8".to_string() } else { format!("hsl(34,24%,{}%)", 82 - 6 * h as i32) };
            let digit = (h > 0).then(|| {
                view! {
                    <text x=svg_num(x as f64 + 0.08) y=svg_num(y as f64 + 0.3) font-size="0.3" fill="#3a2e20" font-weight="700">
                        {h}
                    </text>
                }
            });
            view! {
                <rect x=x y=y width="1" height="1" fill=fill stroke="#8a7a60" stroke-width="0.02"/>
                {digit}
            }
        })
        .collect_view();
    let pieces = pieces
        .iter()
        .map(|&(i, colour)| {
            let (x, y) = centre(i, 0.55);
            let (_, ty) = centre(i, 0.65);
            view! {
                <circle cx=svg_num(x) cy=svg_num(y) r="0.28" fill=colour stroke="#222" stroke-width="0.04"/>
                <text x=svg_num(x) y=svg_num(ty) font-size="0.3" text-anchor="middle" fill="#fff" font-weight="700">
                    {height(i)}
                </text>
            }
        })
        .collect_view();
    let arrow = (!path.is_empty()).then(|| {
        let d: String = path
            .iter()
            .enumerate()
            .map(|(k, &i)| {
                let (x, y) = centre(i, 0.5);
                format!("{}{},{}", if k == 0 { "M" } else { "L" }, Num(x), Num(y))
            })
            .collect();
        view! {
            <path d=d fill="none" stroke=ARROW_RED stroke-width="0.08" stroke-dasharray="0.15 0.08" marker-end="url(#torres-arrow)"/>
        }
    });
    view! {
        <figure class="torres-diagram">
            <svg viewBox=format!("-0.1 -0.1 {} {}", Num(cols as f64 + 0.2), Num(rows as f64 + 0.2)) width=cols * CELL_PX height=rows * CELL_PX
                role="img" aria-label=caption.clone()>
                <defs>
                    <marker id="torres-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto">
                        <path d="M0,0L10,5L0,10z" fill=ARROW_RED/>
                    </marker>
                </defs>
                {squares}
                {pieces}
                {arrow}
            </svg>
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
