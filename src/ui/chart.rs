//! The end-of-game chart: every player's score over the game, as SVG polylines.
use super::i18n::use_i18n;
use super::seat_mark::{seat_mark_svg, seat_swatch, SeatMark};
use crate::board::num::{svg_num, Num};
use leptos::prelude::*;

// Small enough that its 13-unit words are 12 px and more on a phone, where the chart is some 310
// px wide; the stylesheet caps its width on wider screens.
const WIDTH: f64 = 320.0;
const HEIGHT: f64 = 170.0;
/// Room for the scores at the left (up to three digits), the word "moves" below, a line's end
/// mark at the right and at the top (the legend is above the chart, not in it).
const LEFT: f64 = 34.0;
const RIGHT: f64 = 12.0;
const BOTTOM: f64 = 24.0;
const TOP: f64 = 12.0;

/// `history[ply][seat]` = score of `seat` after `ply` actions; `colours[seat]` its line colour.
#[component]
pub fn ScoreChart(
    history: Vec<Vec<i32>>,
    names: Vec<String>,
    colours: Vec<&'static str>,
    /// Each seat's mark, drawn in the legend and at the end of its line (colour is not enough).
    marks: Vec<SeatMark>,
) -> impl IntoView {
    let i18n = use_i18n();
    let plies = history.len().max(2) - 1;
    let seats = history.first().map(|s| s.len()).unwrap_or(0);
    let max = history.iter().flatten().copied().max().unwrap_or(1).max(1) as f64;
    let x = move |ply: usize| LEFT + (WIDTH - LEFT - RIGHT) * ply as f64 / plies as f64;
    let y = move |score: i32| HEIGHT - BOTTOM - (HEIGHT - BOTTOM - TOP) * (score.max(0) as f64) / max;
    let lines = (0..seats)
        .map(|seat| {
            let points = history
                .iter()
                .enumerate()
                .map(|(ply, scores)| format!("{},{}", Num(x(ply)), Num(y(scores.get(seat).copied().unwrap_or(0)))))
                .collect::<Vec<_>>()
                .join(" ");
            let colour = colours.get(seat).copied().unwrap_or("currentColor");
            let last = history.last().and_then(|scores| scores.get(seat)).copied().unwrap_or(0);
            let end = marks.get(seat).map(|mark| chip(colour, mark, x(plies), y(last)));
            view! { <polyline points=points fill="none" stroke=colour stroke-width="2.5" stroke-linejoin="round"/>{end} }
        })
        .collect_view();
    // The legend in the page's own text, above the chart: long names ("Bot (Second player)") wrap
    // instead of overlapping, and are read at the page's size.
    let legend = names
        .into_iter()
        .enumerate()
        .map(|(seat, name)| {
            let colour = colours.get(seat).copied().unwrap_or("currentColor");
            view! { <li>{marks.get(seat).map(|mark| seat_swatch(colour, mark, false))}{name}</li> }
        })
        .collect_view();
    view! {
        <figure class="score-chart" data-testid="score-chart">
            <ul class="chart-legend">{legend}</ul>
            <svg viewBox=format!("0 0 {WIDTH} {HEIGHT}", WIDTH = Num(WIDTH), HEIGHT = Num(HEIGHT)) role="img" aria-label=i18n.t("chart-label")>
                <line x1=svg_num(LEFT) y1=svg_num(HEIGHT - BOTTOM) x2=svg_num(WIDTH - RIGHT) y2=svg_num(HEIGHT - BOTTOM) stroke="currentColor" stroke-opacity="0.4"/>
                <line x1=svg_num(LEFT) y1=svg_num(TOP) x2=svg_num(LEFT) y2=svg_num(HEIGHT - BOTTOM) stroke="currentColor" stroke-opacity="0.4"/>
                <text x=svg_num(LEFT - 5.0) y=svg_num(TOP + 4.0) font-size="13" text-anchor="end" fill="currentColor">{max as i32}</text>
                <text x=svg_num(LEFT - 5.0) y=svg_num(HEIGHT - BOTTOM + 4.0) font-size="13" text-anchor="end" fill="currentColor">"0"</text>
                <text x=svg_num((LEFT + WIDTH - RIGHT) / 2.0) y=svg_num(HEIGHT - 6.0) font-size="13" text-anchor="middle" fill="currentColor">{i18n.t("chart-moves")}</text>
                {lines}
            </svg>
        </figure>
    }
}

/// A seat's colour with its mark, as in the players strip.
fn chip(colour: &'static str, mark: &SeatMark, cx: f64, cy: f64) -> AnyView {
    view! {
        <g data-seat-mark=super::seat_mark::mark_name(mark)>
            <circle cx=svg_num(cx) cy=svg_num(cy) r="6.5" fill=colour stroke="#0008" stroke-width="1"/>
            {seat_mark_svg(mark, cx, cy, 4.0)}
        </g>
    }
    .into_any()
}
