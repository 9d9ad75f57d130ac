//! Figures measured in wasm inside headless Chromium (printed, not asserted: speed targets are
//! tracked in docs/performance.md and docs/bots.md, not by timed tests).
//! Run: `CHROMEDRIVER=/usr/bin/chromedriver CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
//!       cargo test --release --target wasm32-unknown-unknown --test browser_bench -- --nocapture`
#![allow(clippy::disallowed_methods)] // a test: std sorts never reach the wasm (clippy.toml)
#![cfg(target_arch = "wasm32")]

use castellan::bot::{decide, Level, Search};
use castellan::core::{Game, Rng};
use castellan::games::{GameKind, GameVisitor, RegisteredGame};
use std::future::Future;
use std::pin::Pin;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn now() -> f64 {
    web_sys::window().unwrap().performance().unwrap().now()
}

/// Complete uniformly random games per second for `ms` milliseconds.
fn random_games_per_second<G: Game>(options: &G::Options, ms: f64) -> (f64, f64) {
    let start = now();
    let (mut games, mut actions) = (0u64, 0u64);
    let mut rng = Rng::new(1);
    let mut legal = Vec::new();
    while now() - start < ms {
        let mut g = G::new_game(options, rng.next_u64()).unwrap();
        while g.to_move().is_some() {
            g.legal_actions(&mut legal);
            let a = legal[rng.below(legal.len() as u32) as usize];
            g.play_unchecked(a);
            actions += 1;
        }
        games += 1;
    }
    let secs = (now() - start) / 1000.0;
    (games as f64 / secs, actions as f64 / secs)
}

/// Positions along a game between Easy bots (noisy greedy), so the timed positions look like the
/// ones a player meets.
fn positions_easy<G: RegisteredGame>(options: &G::Options, count: usize, every: usize) -> Vec<G> {
    let spec = G::level_spec(Level::Easy);
    let mut seed = 11;
    positions_played_by(options, count, every, |g: &G, legal: &[G::Action]| {
        seed += 1;
        g.to_move().and_then(|seat| decide(g, seat, &spec, seed)).unwrap_or(legal[0])
    })
}

fn positions_played_by<G: Game>(
    options: &G::Options,
    count: usize,
    every: usize,
    mut choose: impl FnMut(&G, &[G::Action]) -> G::Action,
) -> Vec<G> {
    let mut g = G::new_game(options, 99).unwrap();
    let mut out = Vec::new();
    let mut legal = Vec::new();
    let mut ply = 0;
    while g.to_move().is_some() && out.len() < count {
        g.legal_actions(&mut legal);
        if ply % every == 0 && legal.len() > 1 {
            out.push(g.clone());
        }
        let a = choose(&g, &legal);
        g.play_unchecked(a);
        ply += 1;
    }
    out
}

/// Lets the browser breathe between measurements: the test runner polls the page, and a page
/// busy for more than 20 s fails the run.
async fn yield_to_browser() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window().unwrap().set_timeout_with_callback(&resolve).unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

/// A level's decisions on `states`: mean and p95 time in ms, mean iterations searched, and how
/// many decisions the safety cap cut short.
async fn decision_times<G: RegisteredGame>(states: &[G], level: Level) -> (f64, f64, f64, usize) {
    let mut times = Vec::new();
    let (mut iterations, mut cut) = (0u64, 0);
    for s in states {
        let seat = s.to_move().unwrap();
        let mut search = Search::from_spec(s, seat, &G::level_spec(level), 5);
        let t = now();
        search.run_with_clock(u32::MAX, &now);
        let _ = search.best_action();
        times.push(now() - t);
        iterations += search.iterations_done() as u64;
        cut += search.timed_out() as usize;
        yield_to_browser().await;
    }
    times.sort_by(f64::total_cmp);
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    let p95 = times[((times.len() as f64 * 0.95).ceil() as usize).saturating_sub(1).min(times.len() - 1)];
    (mean, p95, iterations as f64 / states.len() as f64, cut)
}

/// Every registered game at every player count it offers, in each of its rule variants.
#[wasm_bindgen_test]
async fn random_play_speed() {
    for &kind in GameKind::ALL {
        for &players in kind.player_counts() {
            kind.visit(RandomPlaySpeed(players)).await;
        }
    }
}

struct RandomPlaySpeed(u8);

impl GameVisitor for RandomPlaySpeed {
    type Output = Pin<Box<dyn Future<Output = ()>>>;
    fn visit<G: RegisteredGame>(self) -> Self::Output {
        Box::pin(async move {
            for options in G::rule_variants(self.0) {
                let (g, a) = random_games_per_second::<G>(&options, 1000.0);
                console_log!("wasm: {} {options:?}: {g:.0} random games/s ({:.2} M actions/s)", G::NAME, a / 1e6);
                yield_to_browser().await;
            }
        })
    }
}

/// Every registered game at every player count it offers: Normal and Hard decisions on positions
/// from a game between Easy bots (uniformly random games end early in Voldétour and never reach
/// a real battle in Fortaleza, so Easy's play gives the positions a player meets in every game).
#[wasm_bindgen_test]
async fn decisions() {
    for &kind in GameKind::ALL {
        for &players in kind.player_counts() {
            kind.visit(DecisionTimes(players)).await;
        }
    }
}

struct DecisionTimes(u8);

impl GameVisitor for DecisionTimes {
    type Output = Pin<Box<dyn Future<Output = ()>>>;
    fn visit<G: RegisteredGame>(self) -> Self::Output {
        let players = self.0;
        Box::pin(async move {
            let states = positions_easy::<G>(&G::options_for_players(players), 16, 5);
            print_decision_times(&format!("{} {players}p", G::NAME), &states).await;
        })
    }
}

async fn print_decision_times<G: RegisteredGame>(name: &str, states: &[G]) {
    for level in [Level::Normal, Level::Hard] {
        let (mean, p95, iterations, cut) = decision_times(states, level).await;
        console_log!(
            "wasm: {name} {} decision: mean {mean:.0} ms, p95 {p95:.0} ms, {iterations:.0} iterations on average, \
             {cut} of {} cut by the time cap",
            level.label(),
            states.len()
        );
    }
}
