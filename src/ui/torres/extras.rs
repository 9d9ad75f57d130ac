//! The small diagrams of the rules page.

use crate::board::num::Num;
use crate::ui::i18n::use_i18n;
use crate::ui::SEAT_COLOURS;
use leptos::prelude::*;

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
            markup += &format!(r##"<text x="{tx}" y="{ty}" font-size="0.26" fill="#3a2e20">{h}</text>"##);
        }
    }
    for &(i, colour) in pieces {
        let (x, y) = centre(i, 0.55);
        let (_, ty) = centre(i, 0.65);
        let level = heights.get(i).copied().unwrap_or(0);
        markup += &format!(
            r##"<circle cx="{x}" cy="{y}" r="0.28" fill="{colour}" stroke="#222" stroke-width="0.04"/><text x="{x}" y="{ty}" font-size="0.28" text-anchor="middle" fill="#fff" font-weight="700">{level}</text>"##
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
            <svg viewBox=format!("-0.1 -0.1 {} {}", Num(cols as f64 + 0.2), Num(rows as f64 + 0.2)) width=cols * 34 height=rows * 34
                role="img" aria-label=caption.clone() inner_html=markup></svg>
            <figcaption>{caption}</figcaption>
        </figure>
    }
}

/// Three diagrams for the rules page: a castle's area and height, a move through a castle,
/// and scoring as area × level.
#[component]
pub fn RulesDiagrams() -> impl IntoView {
    let i18n = use_i18n();
    let red = SEAT_COLOURS[0];
    let blue = SEAT_COLOURS[1];
    #[rustfmt::skip]
    let castle = [
        0, 0, 0, 0,
        0, 1, 2, 0,
        0, 3, 1, 1,
        0, 0, 0, 0,
    ];
    #[rustfmt::skip]
    let through = [
        0, 0, 0, 0, 0,
        0, 2, 3, 2, 0,
        0, 3, 3, 1, 0,
        0, 0, 0, 0, 0,
    ];
    #[rustfmt::skip]
    let scoring = [
        0, 0, 0, 0,
        2, 2, 1, 0,
        1, 3, 0, 0,
        0, 0, 0, 0,
    ];
    view! {
        <div class="torres-diagrams" data-testid="rules-diagrams">
            {mini(4, 4, &castle, &[], &[], i18n.t("torres-diagram-castle"))}
            {mini(5, 4, &through, &[(10, red)], &[10, 11, 12, 13, 14], i18n.t("torres-diagram-through"))}
            {mini(4, 4, &scoring, &[(9, red), (4, blue)], &[], i18n.t("torres-diagram-scoring"))}
        </div>
    }
}
