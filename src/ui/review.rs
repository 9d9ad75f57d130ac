//! The review of a finished game: the bot looks again at every decision of one player, knowing
//! only what that player knew then ([`crate::bot::review`], run in the bots' worker, one decision
//! at a time), and marks the ones that gave away the most of their chance of winning.
//!
//! The panel sits beside the board once the game is over: a choice of player, a progress bar
//! that can be stopped, then a chart of that player's chance of winning after each decision
//! (a click goes to the decision) and the list of marked decisions. On a reviewed decision the
//! board shows the position before it with the better move drawn as a hint is drawn
//! ([`GameReview::better_at`]), and the line by the board says what was played, how much it cost
//! and what was better ([`line_at`]); the screen is then shown as that player saw it.

use super::i18n::{use_i18n, I18n};
use super::registry::{visit_ui, GameUi, UiVisitor};
use super::{bot_runner, AppState};
use crate::board::num::{svg_num, Num};
use crate::bot::review::Judgement;
use crate::core::{legal_vec, Seat};
use crate::i18n::Msg;
use crate::registry::GameKind;
use crate::session::PlayerKind;
use crate::worker::protocol::ReviewedMove;
use leptos::prelude::*;

/// A review of the game on screen, as far as it has gone.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReview {
    /// Tells this review's answers from an older one's.
    pub number: u32,
    /// The player reviewed.
    pub seat: Seat,
    /// Decisions gone through, of the player's `total`.
    pub done: u32,
    pub total: u32,
    /// Whether the worker is still at it.
    pub running: bool,
    /// What it said of each decision judged, in the order of the game.
    pub moves: Vec<ReviewedMove>,
}

impl GameReview {
    /// What the review said of the decision taken after `ply` actions, if it judged one there.
    pub fn at(&self, ply: usize) -> Option<&ReviewedMove> {
        self.moves.iter().find(|m| m.ply as usize == ply)
    }

    /// The better action (its index in the legal list) at the decision after `ply` actions, if
    /// the review marked that decision.
    pub fn better_at(&self, ply: usize) -> Option<usize> {
        self.at(ply).filter(|m| m.judgement.is_some()).map(|m| m.best as usize)
    }

    /// How many decisions it marked so.
    fn count(&self, judgement: Judgement) -> usize {
        self.moves.iter().filter(|m| m.judgement == Some(judgement)).count()
    }
}

/// The judgements, from the worst.
const JUDGEMENTS: [Judgement; 3] = [Judgement::Blunder, Judgement::Mistake, Judgement::Inaccuracy];

/// A judgement's name.
fn judgement_name(judgement: Judgement) -> Msg {
    match judgement {
        Judgement::Blunder => Msg::new("review-blunder"),
        Judgement::Mistake => Msg::new("review-mistake"),
        Judgement::Inaccuracy => Msg::new("review-inaccuracy"),
    }
}

/// What a decision so judged cost: the chance of winning it left, `after`, where the better move
/// kept `before` (whole percentages).
fn judgement_cost(judgement: Judgement, after: i64, before: i64) -> Msg {
    match judgement {
        Judgement::Blunder => Msg::new("review-cost-blunder"),
        Judgement::Mistake => Msg::new("review-cost-mistake"),
        Judgement::Inaccuracy => Msg::new("review-cost-inaccuracy"),
    }
    .arg("after", after)
    .arg("before", before)
}

/// How many decisions were so judged, in words.
fn judgement_count(judgement: Judgement, count: usize) -> Msg {
    match judgement {
        Judgement::Blunder => Msg::new("review-count-blunder"),
        Judgement::Mistake => Msg::new("review-count-mistake"),
        Judgement::Inaccuracy => Msg::new("review-count-inaccuracy"),
    }
    .arg("count", count as i64)
}

/// A judgement's class on the screen (its colour).
fn judgement_class(judgement: Judgement) -> &'static str {
    match judgement {
        Judgement::Blunder => "judged blunder",
        Judgement::Mistake => "judged mistake",
        Judgement::Inaccuracy => "judged inaccuracy",
    }
}

/// A share of the win in thousandths as a whole percentage.
fn percent(per_mille: u16) -> i64 {
    (i64::from(per_mille.min(1000)) + 5) / 10
}

/// The seats a review may be asked for: every seat played on this device (a friend's seat in a
/// game by link is played elsewhere, and this device holds less than it saw).
fn reviewable_seats(app: AppState) -> Vec<(Seat, String)> {
    app.session.with(|s| {
        let Some(s) = s.as_ref() else { return Vec::new() };
        s.seats
            .iter()
            .enumerate()
            .filter(|(_, x)| x.kind != PlayerKind::Remote)
            .map(|(i, x)| (i as Seat, x.name.clone()))
            .collect()
    })
}

/// The player a review is for unless another is chosen: the one human at the table, else the
/// first human, else the first seat.
fn default_seat(app: AppState) -> Option<Seat> {
    let humans: Vec<Seat> = app.session.with_untracked(|s| {
        s.as_ref()
            .map(|s| s.seats.iter().enumerate().filter(|(_, x)| x.is_human()).map(|(i, _)| i as Seat).collect())
            .unwrap_or_default()
    });
    humans.first().copied().or_else(|| reviewable_seats(app).first().map(|(seat, _)| *seat))
}

/// Starts reviewing `seat`'s decisions (dropping any review before).
pub fn start(app: AppState, seat: Seat) {
    let number = app.review.with_untracked(|r| r.as_ref().map_or(1, |r| r.number.wrapping_add(1)));
    app.review.set(Some(GameReview { number, seat, done: 0, total: 0, running: true, moves: Vec::new() }));
    let is_current = move || {
        app.review.try_with_untracked(|r| r.as_ref().is_some_and(|r| r.number == number && r.running)) == Some(true)
    };
    bot_runner::start_review(app, seat, is_current, move |news| {
        app.review.try_update(|r| {
            let Some(r) = r.as_mut().filter(|r| r.number == number) else { return };
            match news {
                Some(news) => {
                    r.done = news.done;
                    r.total = news.total;
                    r.moves.extend(news.decision);
                    r.running = news.done < news.total;
                }
                None => r.running = false,
            }
        });
    });
}

/// Starts a review of the default player (the result dialog's button).
pub fn start_default(app: AppState) {
    if let Some(seat) = default_seat(app) {
        start(app, seat);
    }
}

/// Stops the review under way; what it found so far stays (a review stopped before its first
/// decision is as if never asked).
fn stop(app: AppState) {
    bot_runner::stop();
    app.review.update(|r| match r {
        Some(review) if review.done > 0 => review.running = false,
        _ => *r = None,
    });
}

/// What the line by the board says on the decision after `ply` actions, if the review judged
/// it: what it cost, and the better move; or that nothing was clearly better.
pub fn line_at(app: AppState, i18n: I18n, kind: GameKind, ply: usize) -> Option<String> {
    let reviewed = app.review.with(|r| r.as_ref().and_then(|r| Some((r.seat, r.at(ply)?.clone()))))?;
    let (seat, reviewed) = reviewed;
    let (best, why) = visit_ui(kind, MoveWords { app, ply, seat, index: reviewed.best })?;
    let (played_value, best_value) = (percent(reviewed.played_value), percent(reviewed.best_value));
    Some(match reviewed.judgement {
        Some(judgement) => {
            let cost = judgement_cost(judgement, played_value, best_value);
            let better = match why {
                Some(reason) => Msg::new("review-better-why").arg("move", best).arg("reason", reason),
                None => Msg::new("review-better").arg("move", best),
            };
            format!("{} {}", i18n.msg(&cost), i18n.words(&better))
        }
        None => i18n.msg(&Msg::new("review-fine").arg("value", played_value)),
    })
}

/// An action of a decision (by its index in the legal list then), in words as it could be
/// named before it was played ([`crate::core::Game::preview_msg`], for the reviewed seat), and
/// why it is good where the game can tell ([`crate::core::Game::reason_msg`]).
struct MoveWords {
    app: AppState,
    ply: usize,
    seat: Seat,
    index: u32,
}

impl UiVisitor for MoveWords {
    type Output = Option<(Msg, Option<Msg>)>;
    fn visit<G: GameUi>(self) -> Option<(Msg, Option<Msg>)>
    where
        G::Action: Send + Sync,
        G::Options: Send + Sync,
    {
        self.app.session.with(|s| {
            let m = G::get(&s.as_ref()?.game)?;
            let before = m.state_at(self.ply);
            let action = *legal_vec(before).get(self.index as usize)?;
            Some((before.preview_msg(action, Some(self.seat)), before.reason_msg(action)))
        })
    }
}

/// Whether `element` lies whole within the window, below the top bar (what lies under it is out
/// of view).
fn in_view(shown: &web_sys::Element) -> bool {
    let height = web_sys::window().and_then(|w| w.inner_height().ok()).and_then(|h| h.as_f64()).unwrap_or(0.0);
    let top = element(".topbar").map_or(0.0, |bar| bar.get_bounding_client_rect().bottom());
    let rect = shown.get_bounding_client_rect();
    rect.top() >= top && rect.bottom() <= height
}

fn element(selector: &str) -> Option<web_sys::Element> {
    web_sys::window()?.document()?.query_selector(selector).ok().flatten()
}

/// Scrolls `element` to the middle of the window if it is not in view.
fn reveal(shown: &web_sys::Element) {
    if !in_view(shown) {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_block(web_sys::ScrollLogicalPosition::Center);
        shown.scroll_into_view_with_scroll_into_view_options(&options);
    }
}

/// After a decision is picked in the panel: what it cost and the board in view, once the line
/// says it (the next frame: the line's height changes with its words). Where the panel lies below
/// the board (a phone held upright), the page is scrolled so that the line sits just under the
/// top bar with the board below it; where the board stays beside the column (a phone held
/// sideways, a wide screen), the line is brought to the middle of the column if it is not in view.
fn bring_board_into_view() {
    request_animation_frame(|| {
        let (Some(line), Some(board)) = (element("[data-testid=\"last-move\"]"), element("[data-testid=\"board\"]"))
        else {
            return;
        };
        if board.get_bounding_client_rect().top() < 0.0 {
            let bar = element(".topbar").map_or(0.0, |bar| bar.get_bounding_client_rect().bottom());
            if let Some(window) = web_sys::window() {
                window.scroll_by_with_x_and_y(0.0, line.get_bounding_client_rect().top() - bar - 8.0);
            }
        } else {
            reveal(&line);
        }
    });
}

/// Brings the review panel into view once drawn, if it is not (the result dialog's button: on a
/// phone the panel is below the board).
pub fn bring_panel_into_view() {
    request_animation_frame(|| {
        if let Some(heading) = element("#review-heading") {
            reveal(&heading);
        }
    });
}

/// The review panel beside the board of a finished game. `go_to(ply)` shows the position after
/// `ply` actions; `number_of(ply)` is the number the history gives the move played there.
#[component]
pub fn ReviewPanel(go_to: Callback<usize>, number_of: Callback<usize, usize>, shown: Signal<usize>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let go_to = Callback::new(move |ply: usize| {
        go_to.run(ply);
        bring_board_into_view();
    });
    // Leaving the game stops its review: it is not kept with the game.
    on_cleanup(move || {
        if app.review.try_with_untracked(|r| r.as_ref().is_some_and(|r| r.running)) == Some(true) {
            stop(app);
        }
    });
    let kind = app.session.with_untracked(|s| s.as_ref().map(|s| s.game.kind()));
    let chosen = RwSignal::new(default_seat(app));
    let seats = StoredValue::new(reviewable_seats(app));
    let several = seats.with_value(|s| s.len() > 1);
    let running = move || app.review.with(|r| r.as_ref().is_some_and(|r| r.running));
    let choose = move || {
        view! {
            <div class="row review-start">
                {several.then(|| view! {
                    <label>{i18n.t("review-player")}" "
                        <select data-testid="review-seat" on:change=move |ev| chosen.set(event_target_value(&ev).parse().ok())
                            prop:value=move || chosen.get().map(|s| s.to_string()).unwrap_or_default()>
                            {seats.with_value(|seats| seats.iter().map(|(seat, name)| view! { <option value=seat.to_string()>{name.clone()}</option> }).collect_view())}
                        </select>
                    </label>
                })}
                <button class="primary" data-testid="review-start" disabled=move || chosen.get().is_none()
                    on:click=move |_| if let Some(seat) = chosen.get_untracked() { start(app, seat) }>
                    {move || i18n.t(if app.review.with(Option::is_some) { "review-again" } else { "review-start" })}
                </button>
            </div>
        }
    };
    let progress = move || {
        app.review.with(|r| r.as_ref().filter(|r| r.running).map(|r| (r.done, r.total))).map(|(done, total)| {
            let value = if total == 0 { 0.0 } else { f64::from(done) / f64::from(total) };
            view! {
                <div class="review-progress" data-testid="review-progress">
                    <span>{i18n.msg(&Msg::new("review-progress").arg("done", done as i64).arg("total", total as i64))}</span>
                    <progress max="1" value=svg_num(value)></progress>
                    <button data-testid="review-cancel" on:click=move |_| stop(app)>{i18n.t("review-cancel")}</button>
                </div>
            }
        })
    };
    let summary = move || {
        let review = app.review.get().filter(|r| !r.running)?;
        let stopped = (review.done < review.total)
            .then(|| view! { <p>{i18n.msg(&Msg::new("review-stopped").arg("done", review.done as i64).arg("total", review.total as i64))}</p> });
        let counts: Vec<(Judgement, usize)> =
            JUDGEMENTS.into_iter().map(|j| (j, review.count(j))).filter(|c| c.1 > 0).collect();
        let said = if review.total == 0 {
            view! { <p>{i18n.t("review-none")}</p> }.into_any()
        } else if counts.is_empty() {
            view! { <p data-testid="review-summary">{i18n.t("review-clean")}</p> }.into_any()
        } else {
            view! {
                <ul class="review-counts" data-testid="review-summary">
                    {counts.into_iter().map(|(judgement, n)| view! {
                        <li class=judgement_class(judgement)>{i18n.msg(&judgement_count(judgement, n))}</li>
                    }).collect_view()}
                </ul>
            }
            .into_any()
        };
        Some(view! { {stopped}{said} })
    };
    let chart = move || {
        let review = app.review.get().filter(|r| !r.moves.is_empty())?;
        let name =
            app.session.with_untracked(|s| s.as_ref()?.seats.get(review.seat as usize).map(|x| x.name.clone()))?;
        Some(view! { <ReviewChart moves=review.moves name=name go_to=go_to shown=shown/> })
    };
    let marked = move || {
        let review = app.review.get()?;
        let kind = kind?;
        let rows = review
            .moves
            .iter()
            .filter_map(|m| Some((m.ply as usize, m.judgement?, m.played)))
            .filter_map(|(ply, judgement, played)| {
                let (played_words, _) = visit_ui(kind, MoveWords { app, ply, seat: review.seat, index: played })?;
                Some((ply, judgement, i18n.words(&played_words)))
            })
            .collect::<Vec<_>>();
        (!rows.is_empty()).then(|| {
            view! {
                <ol class="review-moves" data-testid="review-moves" aria-label=i18n.t("review-marked")>
                    {rows.into_iter().map(|(ply, judgement, words)| view! {
                        <li>
                            <button class=judgement_class(judgement) data-testid="review-move" aria-current=move || (shown.get() == ply).then_some("step")
                                on:click=move |_| go_to.run(ply)>
                                <span class="number">{number_of.run(ply)}"."</span>
                                <span class="judgement">{i18n.msg(&judgement_name(judgement))}</span>
                                <span class="words">{words}</span>
                            </button>
                        </li>
                    }).collect_view()}
                </ol>
            }
        })
    };
    view! {
        <section class="review" data-testid="review-panel" aria-labelledby="review-heading">
            <h2 id="review-heading">{i18n.t("review-heading")}</h2>
            <Show when=move || app.review.with(Option::is_none)>
                <p>{i18n.t("review-intro")}</p>
            </Show>
            <Show when=move || !running()>{choose()}</Show>
            {progress}
            {summary}
            {chart}
            {marked}
        </section>
    }
}

const WIDTH: f64 = 320.0;
const HEIGHT: f64 = 120.0;
const LEFT: f64 = 40.0;
const RIGHT: f64 = 8.0;
const TOP: f64 = 8.0;
const BOTTOM: f64 = 8.0;

/// The reviewed player's chance of winning after each decision judged, left to right; the
/// marked ones as dots in their judgement's colour. A click on a decision's column goes to it.
#[component]
fn ReviewChart(moves: Vec<ReviewedMove>, name: String, go_to: Callback<usize>, shown: Signal<usize>) -> impl IntoView {
    let i18n = use_i18n();
    let n = moves.len();
    let step = (WIDTH - LEFT - RIGHT) / n.max(1) as f64;
    let x = move |i: usize| LEFT + step * (i as f64 + 0.5);
    let y = move |per_mille: u16| TOP + (HEIGHT - TOP - BOTTOM) * (1.0 - f64::from(per_mille.min(1000)) / 1000.0);
    let points = moves
        .iter()
        .enumerate()
        .map(|(i, m)| format!("{},{}", Num(x(i)), Num(y(m.played_value))))
        .collect::<Vec<_>>()
        .join(" ");
    let columns = moves
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let ply = m.ply as usize;
            let dot = m.judgement.map(|j| {
                view! { <circle class=judgement_class(j) cx=svg_num(x(i)) cy=svg_num(y(m.played_value)) r="4"/> }
            });
            view! {
                <g class="decision" class:current=move || shown.get() == ply on:click=move |_| go_to.run(ply)>
                    <rect x=svg_num(x(i) - step / 2.0) y=svg_num(TOP) width=svg_num(step) height=svg_num(HEIGHT - TOP - BOTTOM)/>
                    {dot}
                </g>
            }
        })
        .collect_view();
    let label = i18n.msg(&Msg::new("review-chart").arg("name", name.as_str()));
    let per_cent = |v: i64| i18n.msg(&Msg::new("review-percent").arg("value", v));
    view! {
        <figure class="review-chart" data-testid="review-chart">
            <svg viewBox=format!("0 0 {} {}", Num(WIDTH), Num(HEIGHT)) role="img" aria-label=label>
                <line class="even" x1=svg_num(LEFT) y1=svg_num(y(500)) x2=svg_num(WIDTH - RIGHT) y2=svg_num(y(500))/>
                <text x=svg_num(LEFT - 4.0) y=svg_num(TOP + 9.0) font-size="11" text-anchor="end" fill="currentColor">{per_cent(100)}</text>
                <text x=svg_num(LEFT - 4.0) y=svg_num(HEIGHT - BOTTOM) font-size="11" text-anchor="end" fill="currentColor">{per_cent(0)}</text>
                {columns}
                <polyline points=points fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round" pointer-events="none"/>
            </svg>
        </figure>
    }
}
