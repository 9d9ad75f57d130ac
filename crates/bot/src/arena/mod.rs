//! The bot arena: seeded series of games between bot specs, run natively, with win rates,
//! confidence intervals and decision times. Used to check that a level is stronger than the one
//! below it and to tune per-game budgets (`src/bin/arena.rs` is its command line).
//!
//! Fairness: seats rotate across games so that every spec plays every seat equally often (given
//! a number of games that is a multiple of the number of specs), and all games of one rotation
//! share a seed, so each spec meets the same deal from every seat ("duplicate" play), which takes
//! much of the luck of the deal out of the comparison.
//!
//! Timing uses `std::time::Instant`, which is fine here: the arena never runs in the browser.

use super::concede::{cannot_win, ConcedeRule, Hope};
pub use super::options::{options_from_pairs, ArenaGame, OptionPairs};
use super::{derive_seed, BotSpec, Search};
use castellan_core::{Game, Rng};
use std::fmt;
use std::time::Instant;

mod ladder;
pub use ladder::{bradley_terry, run_ladder, LadderReport};

#[derive(Clone, Debug)]
pub struct ArenaConfig {
    /// Bots taking part, at least one. With fewer specs than seats a spec fills several seats
    /// in one game; with more, each game seats a rotating subset.
    pub specs: Vec<BotSpec>,
    /// Seats per game; must match what the game's options set up.
    pub players: usize,
    pub games: u32,
    pub seed: u64,
    /// Safety stop for games that do not end; such a game counts as a draw (see `unfinished`).
    pub max_plies: u32,
    /// Also measure raw random-playout speed.
    pub bench: bool,
    /// Run searches by the clock: a bot with a thinking time (`ref:1s`, the levels) thinks that
    /// long. Otherwise every search runs its fixed iteration count, which gives the same games on
    /// any machine, however loaded.
    pub timed: bool,
    /// Watch resignations with this rule ([`crate::concede`]): note the first decision at
    /// which each seat would concede (it cannot win any more), play the game on, and count how
    /// those games ended for it ([`SpecReport::resigned`]).
    pub resign_watch: Option<ConcedeRule>,
}

impl Default for ArenaConfig {
    fn default() -> Self {
        ArenaConfig {
            specs: Vec::new(),
            players: 2,
            games: 100,
            seed: 1,
            max_plies: 5000,
            bench: false,
            timed: false,
            resign_watch: None,
        }
    }
}

/// Results of one spec over the series, counted per seat played ("seat-games").
#[derive(Clone, Debug)]
pub struct SpecReport {
    pub spec: BotSpec,
    pub label: String,
    /// Seats this spec occupied, summed over all games.
    pub seat_games: u32,
    /// Wins; a win shared by k seats counts 1/k, a draw 1/players to every seat.
    pub wins: f64,
    /// `wins / seat_games`; 1/players is the level of an equal opponent.
    pub win_rate: f64,
    /// 95 % Wilson score interval of `win_rate`.
    pub win_ci95: (f64, f64),
    /// Seat-games in which this seat was among the winners (a shared win counts in full).
    pub firsts: u32,
    pub first_rate: f64,
    pub mean_score: f64,
    /// Decisions taken and their wall-clock time in ms.
    pub decisions: u32,
    pub mean_ms: f64,
    pub p95_ms: f64,
    pub max_ms: f64,
    /// Search iterations (= simulations) run, and how many per second of decision time.
    pub iterations: u64,
    pub iterations_per_sec: Option<f64>,
    /// Decisions that chose an action the game calls dominated (not in [`Game::bot_actions`]),
    /// e.g. a Torres turn ended with action points left while the score marker could advance.
    pub dominated: u32,
    /// How often this spec chose each kind of action the game names ([`Game::action_kind`]),
    /// by name.
    pub action_kinds: Vec<(String, u32)>,
    /// Decisions the safety checks ([`crate::safety`]) changed: a win at once taken, a loss
    /// at once avoided, a refuted action avoided.
    pub safety: [u32; 3],
    /// With [`ArenaConfig::resign_watch`]: the seat-games in which this spec would have resigned.
    pub resigned: ResignTally,
}

/// How the games a seat would have resigned went on ([`ArenaConfig::resign_watch`]).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ResignTally {
    /// Seat-games in which the seat would have resigned.
    pub games: u32,
    /// Of those, the games it went on to win (the rule must make this 0), and to draw (or leave
    /// unfinished).
    pub won: u32,
    pub drawn: u32,
    /// Plies played after the would-be resignation, summed over those games: what resigning saved.
    pub plies_saved: u64,
    /// Resignations by the rules' exact bound alone (the others by the searches' value).
    pub exact: u32,
}

/// Raw speed of the game's own random playouts from the start position.
#[derive(Clone, Debug)]
pub struct BenchReport {
    pub playouts: u32,
    pub plies: u64,
    pub seconds: f64,
    pub playouts_per_sec: f64,
    pub plies_per_sec: f64,
}

#[derive(Clone, Debug)]
pub struct ArenaReport {
    pub game_id: &'static str,
    pub players: usize,
    pub games: u32,
    /// Games stopped at `max_plies` (counted as draws).
    pub unfinished: u32,
    pub draws: u32,
    pub mean_plies: f64,
    pub specs: Vec<SpecReport>,
    pub bench: Option<BenchReport>,
}

/// Which spec (index into `specs`) sits at each seat in game number `game`: seat `s` gets spec
/// `(s + game) % specs`, so over any `specs` consecutive games every spec has every seat once.
pub fn seat_assignment(game: u32, players: usize, specs: usize) -> Vec<usize> {
    (0..players).map(|s| (s + game as usize) % specs.max(1)).collect()
}

/// 95 % Wilson score interval for `successes` out of `n` (successes may be fractional).
pub fn wilson(successes: f64, n: f64) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964f64;
    let p = (successes / n).clamp(0.0, 1.0);
    let z2 = z * z;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The `q` quantile (nearest rank) of `values`, sorted in place.
fn quantile(values: &mut [f64], q: f64) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    values.sort_by(|a, b| a.total_cmp(b));
    let rank = ((q * values.len() as f64).ceil() as usize).clamp(1, values.len());
    values[rank - 1]
}

#[derive(Default)]
struct Tally {
    seat_games: u32,
    wins: f64,
    firsts: u32,
    score_sum: f64,
    times_ms: Vec<f64>,
    iterations: u64,
    search_secs: f64,
    dominated: u32,
    kinds: std::collections::BTreeMap<String, u32>,
    safety: [u32; 3],
    resigned: ResignTally,
}

/// Plays the series. `options` must set up `config.players` seats.
pub fn run<G: Game>(options: &G::Options, config: &ArenaConfig) -> Result<ArenaReport, String> {
    run_with_progress::<G>(options, config, &mut |_, _| {})
}

/// [`run`], calling `progress(games_done, games_total)` after each game.
pub fn run_with_progress<G: Game>(
    options: &G::Options,
    config: &ArenaConfig,
    progress: &mut dyn FnMut(u32, u32),
) -> Result<ArenaReport, String> {
    if config.specs.is_empty() {
        return Err("no bots given".into());
    }
    let probe = G::new_game(options, config.seed).map_err(|e| e.to_string())?;
    if probe.seat_count() != config.players {
        return Err(format!(
            "the options set up {} seats but {} players were asked for",
            probe.seat_count(),
            config.players
        ));
    }
    let k = config.specs.len();
    let mut tallies: Vec<Tally> = (0..k).map(|_| Tally::default()).collect();
    let (mut unfinished, mut draws, mut total_plies) = (0u32, 0u32, 0u64);
    let mut scratch = Vec::new();

    for g in 0..config.games {
        // One seed per rotation: every spec meets the same deal from each seat.
        let game_seed = derive_seed(config.seed, (g / k as u32) as u64);
        let seats = seat_assignment(g, config.players, k);
        let mut state = G::new_game(options, game_seed).map_err(|e| e.to_string())?;
        let mut plies = 0u32;
        // Each seat's last search and the action it chose, for subtree reuse within a turn.
        let mut last: Vec<Option<(Search<G>, G::Action)>> = (0..config.players).map(|_| None).collect();
        // With `resign_watch`: what each seat's searches said, and the ply (and whether by the
        // exact bound) at which it would have resigned.
        let mut hope = Hope::default();
        let mut would_resign: Vec<Option<(u32, bool)>> = vec![None; config.players];
        while let Some(mover) = state.to_move() {
            if plies >= config.max_plies {
                break;
            }
            // The rules' exact bound is read before the seat searches, as the bots' worker does.
            if config.resign_watch.is_some() && would_resign[mover as usize].is_none() && state.cannot_win(mover) {
                would_resign[mover as usize] = Some((plies, true));
            }
            let spec_index = seats[mover as usize];
            let seed = derive_seed(game_seed, 0x5EED_0000 + plies as u64);
            let started = Instant::now();
            let mut search = match last[mover as usize].take() {
                Some((previous, action)) => previous.continue_after(action, &state, seed),
                None => Search::from_spec(&state, mover, &config.specs[spec_index], seed),
            };
            if config.timed {
                let clock = || started.elapsed().as_secs_f64() * 1000.0;
                search.run_with_clock(u32::MAX, &clock);
            } else {
                search.run(u32::MAX);
            }
            let (action, note) = search.checked_action();
            let secs = started.elapsed().as_secs_f64();
            if let Some(rule) = config.resign_watch {
                hope.note(mover, state.turn_number(), search.value(), rule);
                if would_resign[mover as usize].is_none() && cannot_win(&state, mover, &hope, rule) {
                    would_resign[mover as usize] = Some((plies, false));
                }
            }
            let t = &mut tallies[spec_index];
            for (count, changed) in t.safety.iter_mut().zip([note.took_win, note.avoided_loss, note.avoided_refutation])
            {
                *count += u32::from(changed);
            }
            t.times_ms.push(secs * 1000.0);
            if search.iterations_done() > 0 {
                t.iterations += search.iterations_done() as u64;
                t.search_secs += secs;
            }
            let Some(action) = action else {
                return Err(format!(
                    "bot {} found no action for seat {mover} although it is to move",
                    config.specs[spec_index].label()
                ));
            };
            state.bot_actions(&mut scratch);
            if !scratch.contains(&action) {
                t.dominated += 1;
            }
            if let Some(kind) = state.action_kind(action) {
                *t.kinds.entry(kind).or_insert(0) += 1;
            }
            state.play_unchecked(action);
            // Other seats' searches are stale now; this one may go on within the turn.
            for l in last.iter_mut() {
                *l = None;
            }
            if search.config().reuse_subtree {
                last[mover as usize] = Some((search, action));
            }
            plies += 1;
        }
        total_plies += plies as u64;
        let scores = state.scores();
        let outcome = state.outcome();
        if outcome.is_none() {
            unfinished += 1;
        }
        let rewards = match &outcome {
            Some(o) => {
                if o.is_draw() {
                    draws += 1;
                }
                super::outcome_rewards(o, config.players)
            }
            None => super::outcome_rewards(
                &castellan_core::Outcome { winners: vec![], scores: scores.clone() },
                config.players,
            ),
        };
        for (seat, &spec_index) in seats.iter().enumerate() {
            let t = &mut tallies[spec_index];
            if let Some((at, exact)) = would_resign[seat] {
                let r = &mut t.resigned;
                r.games += 1;
                r.exact += u32::from(exact);
                r.plies_saved += u64::from(plies - at);
                match &outcome {
                    Some(o) if o.winners.contains(&(seat as u8)) => r.won += 1,
                    Some(o) if !o.is_draw() => {}
                    _ => r.drawn += 1,
                }
            }
            t.seat_games += 1;
            t.wins += rewards[seat] as f64;
            t.score_sum += scores.get(seat).copied().unwrap_or(0) as f64;
            if outcome.as_ref().is_some_and(|o| o.winners.contains(&(seat as u8))) {
                t.firsts += 1;
            }
        }
        progress(g + 1, config.games);
    }

    let specs = tallies
        .into_iter()
        .zip(&config.specs)
        .map(|(mut t, spec)| {
            let n = t.seat_games.max(1) as f64;
            let decisions = t.times_ms.len() as u32;
            let mean_ms = if decisions > 0 { t.times_ms.iter().sum::<f64>() / decisions as f64 } else { 0.0 };
            let max_ms = t.times_ms.iter().copied().fold(0.0, f64::max);
            SpecReport {
                spec: spec.clone(),
                label: spec.label(),
                seat_games: t.seat_games,
                wins: t.wins,
                win_rate: t.wins / n,
                win_ci95: wilson(t.wins, t.seat_games as f64),
                firsts: t.firsts,
                first_rate: t.firsts as f64 / n,
                mean_score: t.score_sum / n,
                decisions,
                mean_ms,
                p95_ms: quantile(&mut t.times_ms, 0.95),
                max_ms,
                iterations: t.iterations,
                iterations_per_sec: (t.search_secs > 0.0).then(|| t.iterations as f64 / t.search_secs),
                dominated: t.dominated,
                action_kinds: std::mem::take(&mut t.kinds).into_iter().collect(),
                safety: t.safety,
                resigned: t.resigned,
            }
        })
        .collect();

    let bench = config.bench.then(|| bench_playouts::<G>(options, config.seed, 1.0, config.max_plies)).transpose()?;
    Ok(ArenaReport {
        game_id: G::ID,
        players: config.players,
        games: config.games,
        unfinished,
        draws,
        mean_plies: total_plies as f64 / config.games.max(1) as f64,
        specs,
        bench,
    })
}

/// Random playouts from fresh start positions for about `seconds`: the raw simulation speed that
/// bounds how many search iterations fit in a budget.
pub fn bench_playouts<G: Game>(
    options: &G::Options,
    seed: u64,
    seconds: f64,
    max_plies: u32,
) -> Result<BenchReport, String> {
    let mut rng = Rng::new(seed);
    let mut scratch = Vec::new();
    let started = Instant::now();
    let (mut playouts, mut plies) = (0u32, 0u64);
    while playouts == 0 || started.elapsed().as_secs_f64() < seconds {
        let mut state = G::new_game(options, rng.next_u64()).map_err(|e| e.to_string())?;
        let mut n = 0;
        while n < max_plies {
            if state.to_move().is_none() {
                break;
            }
            let Some(action) = super::random::choose(&state, &mut rng, &mut scratch) else { break };
            state.play_unchecked(action);
            n += 1;
        }
        plies += n as u64;
        playouts += 1;
    }
    let secs = started.elapsed().as_secs_f64().max(1e-9);
    Ok(BenchReport {
        playouts,
        plies,
        seconds: secs,
        playouts_per_sec: playouts as f64 / secs,
        plies_per_sec: plies as f64 / secs,
    })
}

impl fmt::Display for ArenaReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{}: {} games, {} players, {:.1} plies/game, {} draws, {} unfinished (even = {:.1} %)",
            self.game_id,
            self.games,
            self.players,
            self.mean_plies,
            self.draws,
            self.unfinished,
            100.0 / self.players.max(1) as f64
        )?;
        writeln!(
            f,
            "{:<24} {:>6} {:>8} {:>7} {:>15} {:>7} {:>9} {:>9} {:>9} {:>11} {:>6}",
            "bot", "seats", "wins", "win%", "95% CI", "first%", "score", "mean ms", "p95 ms", "iter/s", "domin"
        )?;
        for s in &self.specs {
            writeln!(
                f,
                "{:<24} {:>6} {:>8.1} {:>6.1}% {:>6.1}%–{:>5.1}% {:>6.1}% {:>9.1} {:>9.2} {:>9.2} {:>11} {:>6}",
                s.label,
                s.seat_games,
                s.wins,
                100.0 * s.win_rate,
                100.0 * s.win_ci95.0,
                100.0 * s.win_ci95.1,
                100.0 * s.first_rate,
                s.mean_score,
                s.mean_ms,
                s.p95_ms,
                s.iterations_per_sec.map(|r| format!("{r:.0}")).unwrap_or_else(|| "-".into()),
                s.dominated
            )?;
        }
        for s in self.specs.iter().filter(|s| !s.action_kinds.is_empty()) {
            let kinds: Vec<String> = s.action_kinds.iter().map(|(k, v)| format!("{k} {v}")).collect();
            writeln!(f, "  {} chose: {}", s.label, kinds.join(", "))?;
        }
        for s in self.specs.iter().filter(|s| s.safety.iter().any(|&n| n > 0)) {
            let [win, loss, refuted] = s.safety;
            writeln!(
                f,
                "  {} safety checks: took a win at once {win}, avoided a loss at once {loss}, avoided a refuted action {refuted} (of {} decisions)",
                s.label, s.decisions
            )?;
        }
        for s in self.specs.iter().filter(|s| s.resigned.games > 0) {
            let r = s.resigned;
            writeln!(
                f,
                "  {} would resign in {} of {} seat-games ({} by the exact bound): won {} and drew {} of them afterwards; {:.1} plies saved a game",
                s.label,
                r.games,
                s.seat_games,
                r.exact,
                r.won,
                r.drawn,
                r.plies_saved as f64 / r.games as f64
            )?;
        }
        if let Some(b) = &self.bench {
            writeln!(
                f,
                "bench: {} random playouts to the end in {:.2} s: {:.0} playouts/s, {:.0} plies/s",
                b.playouts, b.seconds, b.playouts_per_sec, b.plies_per_sec
            )?;
        }
        Ok(())
    }
}
