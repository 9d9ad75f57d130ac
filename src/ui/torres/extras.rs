//! The small diagrams of the rules page.

use crate::board::num::{svg_num, Num};
use crate::ui::i18n::use_i18n;
use crate::ui::SEAT_COLOURS;
use leptos::prelude::*;

/// A small top-down board for the diagrams: heights per square (row 0 at the top), pieces
/// (square, colour) and an optional path drawn as an arrow through square centres.
fn mini(
    cols: usize,
    rows: usize,
    heights: &[u8],
    pieces: &[(usize, &'static str)],
    path: &[usize],
    caption: String,
) -> impl IntoView {
    let cells = (0..cols * rows)
        .map(|i| {
            let (x, y) = ((i % cols) as f64, (i / cols) as f64);
            let h = heights.get(i).copied().unwrap_or(0);
            let fill = if h == 0 { "#cfd9b8".to_string() } else { format!("hsl(34,24%,{}%)", 82 - 6 * h as i32) };
            view! {
                <rect x=svg_num(x) y=svg_num(y) width="1" height="1" fill=fill stroke="#8a7a60" stroke-width="0.02"/>
                {(h > 0).then(|| view! { <text x=svg_num(x + 0.08) y=svg_num(y + 0.3) font-size="0.26" fill="#3a2e20">{h}</text> })}
            }
        })
        .collect_view();
    let pieces = pieces
        .iter()
        .map(|&(i, colour)| {
            let (x, y) = ((i % cols) as f64 + 0.5, (i / cols) as f64 + 0.55);
            let level = heights.get(i).copied().unwrap_or(0);
            view! {
                <circle cx=svg_num(x) cy=svg_num(y) r="0.28" fill=colour stroke="#222" stroke-width="0.04"/>
                <text x=svg_num(x) y=svg_num(y + 0.1) font-size="0.28" text-anchor="middle" fill="#fff" font-weight="700">{level}</text>
            }
        })
        .collect_view();
    let d: String = path
        .iter()
        .enumerate()
        .map(|(k, &i)| {
            format!(
                "{}{},{}",
                if k == 0 { "M" } else { "L" },
                Num((i % cols) as f64 + 0.5),
                Num((i / cols) as f64 + 0.5)
            )
        })
        .collect();
    view! {
        <figure class="torres-diagram">
            <svg viewBox=format!("-0.1 -0.1 {} {}", Num(cols as f64 + 0.2), Num(rows as f64 + 0.2)) width=cols * 34 height=rows * 34>
                <defs>
                    <marker id="torres-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto">
                        <path d="M0,0L10,5L0,10z" fill="#b3261e"/>
                    </marker>
                </defs>
                {cells}{pieces}
                {(!path.is_empty()).then(|| view! { <path d=d fill="none" stroke="#b3261e" stroke-width="0.08" stroke-dasharray="0.15 0.08" marker-end="url(#torres-arrow)"/> })}
            </svg>
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
