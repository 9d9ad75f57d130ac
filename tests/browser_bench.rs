//! Figures measured in wasm inside headless Chromium (printed, not asserted: speed targets are
//! tracked in docs/performance.md and docs/bots.md, not by timed tests).
//! Run: `CHROMEDRIVER=/usr/bin/chromedriver CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
//!       WASM_BINDGEN_TEST_TIMEOUT=600
//!       cargo test --release --target wasm32-unknown-unknown --test browser_bench -- --nocapture`
#![cfg(target_arch = "wasm32")]

use castellan::bot::{decide, derive_seed, BotSpec, BotTuning, Level, Search, NORMAL_CAP_MS};
use castellan::core::{legal_vec, Game, Rng, Seat};
use castellan::games::torres::Torres;
use castellan::registry::AnyOptions;
use castellan::registry::{AnyMatch, GameKind, GameVisitor, InAnyMatch, RegisteredGame};
use castellan::settings::Settings;
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
    let mut seed = 11;
    positions_played_by(options, count, every, |g: &G, legal: &[G::Action]| {
        seed += 1;
        let spec = G::level_spec_at(Level::Easy, g.seat_count());
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
        let mut search = Search::from_spec(s, seat, &G::level_spec_at(level, s.seat_count()), 5);
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

/// The previous Normal (before turns were planned): 0.4 s per decision, floor 600, cap 480 ms;
/// 2,400 iterations without a clock.
fn previous_torres_normal() -> BotSpec {
    let spec = "mcts:2400:400ms:floor=600:c=1.5:cap=40:turns=1:eps=0:pb=0.002:guide=on:reuse=on";
    let Ok(BotSpec::Ismcts(config)) = BotSpec::parse(spec, |level| Torres::level_spec_at(level, 2)) else {
        panic!("{spec}")
    };
    BotSpec::Ismcts(castellan::bot::IsmctsConfig { time_limit_ms: Some(NORMAL_CAP_MS), ..config })
}

/// One bot turn as the worker runs it.
#[derive(Default)]
struct TurnTime {
    decisions: u32,
    /// Decisions that needed a search (not a lone action).
    searched: u32,
    iterations: u64,
    /// The worker's own work per decision: the page writes the link, the worker replays it and
    /// compares positions (ms, summed over the turn).
    replay_ms: f64,
    search_ms: f64,
    /// The turn at the default bot speed if the page's own drawing took no time: each action is
    /// shown once its pause has passed since it was asked or its answer came, whichever is later;
    /// a later decision's search starts when the previous one answered (the worker searches it
    /// ahead while the page pauses).
    paced_ms: f64,
    /// The virtual timeline of `paced_ms`: when the last action was shown, when its answer came.
    shown_at: f64,
    answered_at: f64,
    /// The same as the page paced it before: the search, then the whole pause, for every action.
    paced_before_ms: f64,
}

/// Plays a 2-player Torres game between two `spec` bots, decision by decision as the page and
/// the worker do (link, replay, the kept search continued, the search in 40 ms slices with a
/// yield between them), and times the first `turns` bot turns.
async fn torres_turn_times(spec: &BotSpec, seed: u64, turns: usize) -> Vec<TurnTime> {
    let options = r#"{"players":2,"cards":"PersonalDeck","master":false,"master_card":null}"#;
    let settings = Settings::default();
    let mut game =
        AnyMatch::new(&AnyOptions::from_json(GameKind::Torres, options).expect("options JSON"), seed).unwrap();
    let mut last: Option<(Search<Torres>, castellan::games::torres::TorresAction)> = None;
    let mut out: Vec<TurnTime> = Vec::new();
    let mut turn_of: Option<(Seat, u32)> = None;
    loop {
        let t0 = now();
        let link = castellan::share::encode(&game, None).expect("written");
        let shared = castellan::share::decode(&link).unwrap();
        let m = Torres::get(&shared.game).unwrap();
        let state = *m.current();
        let Some(seat) = state.to_move() else { break };
        let seed = derive_seed(m.seed(), m.ply() as u64);
        let _ = state.position_text();
        let replay_ms = now() - t0;
        let key = (seat, state.turn_number());
        if turn_of != Some(key) {
            if out.len() == turns {
                break;
            }
            out.push(TurnTime::default());
            turn_of = Some(key);
        }
        let t1 = now();
        let mut search = match last.take() {
            Some((previous, action)) if previous.seat() == seat => previous.continue_after(action, &state, seed),
            _ => Search::from_spec(&state, seat, spec, seed),
        };
        while !search.is_done() {
            search.run_for(40.0, &now);
            yield_to_browser().await;
        }
        let action = search.best_action().unwrap();
        let index = legal_vec(&state).iter().position(|a| *a == action).unwrap();
        let mut after = state;
        after.play_unchecked(action);
        let _ = after.position_text();
        let search_ms = now() - t1;
        let t = out.last_mut().unwrap();
        let later = t.decisions > 0;
        let pause = settings.bot_pause_ms(later) as f64;
        let asked = t.shown_at;
        let started = if later { t.answered_at } else { asked };
        t.answered_at = (started + search_ms).max(asked) + replay_ms;
        t.shown_at = (asked + pause).max(t.answered_at);
        t.paced_ms = t.shown_at;
        t.paced_before_ms += settings.bot_delay_ms as f64 + replay_ms + search_ms;
        t.decisions += 1;
        t.searched += (search.iterations_done() > 0) as u32;
        t.iterations += search.iterations_done() as u64;
        t.replay_ms += replay_ms;
        t.search_ms += search_ms;
        last = Some((search, action));
        game.play_index(index).unwrap();
        yield_to_browser().await;
    }
    out
}

/// Whole Normal turns (2 players, personal decks), the level now against the previous one.
#[wasm_bindgen_test]
async fn torres_turns() {
    for (name, spec) in
        [("Normal", Torres::level_spec_at(Level::Normal, 2)), ("previous Normal", previous_torres_normal())]
    {
        let mut all = Vec::new();
        for seed in [3, 4] {
            all.extend(torres_turn_times(&spec, seed, 12).await);
        }
        let n = all.len() as f64;
        let mean = |f: &dyn Fn(&TurnTime) -> f64| all.iter().map(f).sum::<f64>() / n;
        let mut busy: Vec<f64> = all.iter().map(|t| t.replay_ms + t.search_ms).collect();
        busy.sort_by(f64::total_cmp);
        let p95 = busy[((n * 0.95).ceil() as usize).saturating_sub(1).min(busy.len() - 1)];
        console_log!(
            "wasm: Torres 2p {name} turn ({} turns): {:.1} decisions ({:.1} searched), {:.0} iterations; \
             worker busy {:.0} ms mean, {p95:.0} ms p95 (search {:.0}, link replay {:.1}); \
             at the default speed paced {:.0} ms (as the page paced before: {:.0} ms)",
            all.len(),
            mean(&|t| t.decisions as f64),
            mean(&|t| t.searched as f64),
            mean(&|t| t.iterations as f64),
            mean(&|t| t.replay_ms + t.search_ms),
            mean(&|t| t.search_ms),
            mean(&|t| t.replay_ms),
            mean(&|t| t.paced_ms),
            mean(&|t| t.paced_before_ms),
        );
    }
}
