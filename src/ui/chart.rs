//! The end-of-game chart: every player's score over the game, as SVG polylines.
use super::i18n::use_i18n;
use super::seat_mark::{seat_mark_svg, SeatMark};
use crate::board::num::{svg_num, Num};
use leptos::prelude::*;

const WIDTH: f64 = 480.0;
const HEIGHT: f64 = 220.0;
const PAD: f64 = 28.0;

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
    let x = move |ply: usize| PAD + (WIDTH - 2.0 * PAD) * ply as f64 / plies as f64;
    let y = move |score: i32| HEIGHT - PAD - (HEIGHT - 2.0 * PAD) * (score.max(0) as f64) / max;
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
    // The legend shares the chart's width between the seats: two long names (Fortaleza's "Bot
    // (First player)") overlapped at a fixed spacing.
    let spacing = (WIDTH - 2.0 * PAD) / names.len() as f64;
    let legend = names
        .into_iter()
        .enumerate()
        .map(|(seat, name)| {
            let colour = colours.get(seat).copied().unwrap_or("currentColor");
            view! {
                <g transform=format!("translate({}, 14)", Num(PAD + seat as f64 * spacing))>
                    {marks.get(seat).map(|mark| chip(colour, mark, 5.0, -4.0))}
                    <text x="14" font-size="12" fill="currentColor">{name}</text>
                </g>
            }
        })
        .collect_view();
    view! {
        <svg class="score-chart" viewBox=format!("0 0 {WIDTH} {HEIGHT}", WIDTH = Num(WIDTH), HEIGHT = Num(HEIGHT)) role="img" aria-label=i18n.t("chart-label") data-testid="score-chart">
            <line x1=svg_num(PAD) y1=svg_num(HEIGHT - PAD) x2=svg_num(WIDTH - PAD) y2=svg_num(HEIGHT - PAD) stroke="currentColor" stroke-opacity="0.4"/>
            <line x1=svg_num(PAD) y1=svg_num(PAD) x2=svg_num(PAD) y2=svg_num(HEIGHT - PAD) stroke="currentColor" stroke-opacity="0.4"/>
            <text x=svg_num(PAD - 6.0) y=svg_num(PAD + 4.0) font-size="11" text-anchor="end" fill="currentColor">{max as i32}</text>
            <text x=svg_num(PAD - 6.0) y=svg_num(HEIGHT - PAD + 4.0) font-size="11" text-anchor="end" fill="currentColor">"0"</text>
            <text x=svg_num(WIDTH / 2.0) y=svg_num(HEIGHT - 6.0) font-size="11" text-anchor="middle" fill="currentColor">{i18n.t("chart-moves")}</text>
            {lines}
            {legend}
        </svg>
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
