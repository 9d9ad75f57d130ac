//! The [`Game`] contract, checked once for every game: each engine's tests call
//! [`check_random_games`] with its options (every variant), so a new game gets the same scrutiny
//! as the old ones for free.
//!
//! On seeded uniform-random games it checks, after every action:
//! * every legal action passes `check`, and `check` accepts nothing outside the legal list
//!   (probed with a pool of actions seen elsewhere in the game, which are plausible but often
//!   illegal here);
//! * a refused action leaves the state unchanged (`apply` returns the error, state identical);
//! * the legal list has no duplicates, and is empty exactly when the game is over;
//! * `evaluate` is within `0..=1` and never NaN for every seat;
//! * `determinize` keeps what the seat can see: the seat's redacted view of a re-sampled copy
//!   equals its redacted view of the real position, so neither the views nor the bots can
//!   depend on hidden information;
//! * the mover's legal actions are the same in a re-sampled copy (it knows its own hand), and so
//!   is what each of them is called before it is played (`preview_msg`: the hint, a board's
//!   labels), so nothing the mover reads before acting depends on hidden information or on a
//!   future roll (a re-sampled copy also draws its future chance afresh); the same holds for
//!   why each is good (`reason_msg`: the hint's and the review's reason);
//! * actions `hides_action` hides from a viewer read alike to it in `notation_for`, and none of
//!   the mover's is hidden from the mover; a game whose `HIDES_ACTIONS` is false hides none;
//! * the game ends within `max_plies` (when asked to).
//!
//! Game-specific invariants (piece counts, no voids…) go in the `per_action` callback.

use super::{legal_vec, Game, Rng, Seat};
use std::collections::BTreeMap;
use std::time::Instant;

/// What a run of random games produced, counted by name (actions, endings, rarer rules), so a
/// test can show its run exercised what it claims to check.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    counts: BTreeMap<&'static str, u64>,
    /// The longest game, in actions.
    pub longest: u64,
}

impl Tally {
    /// One more `what`.
    pub fn count(&mut self, what: &'static str) {
        self.add(what, 1);
    }

    pub fn add(&mut self, what: &'static str, n: u64) {
        *self.counts.entry(what).or_default() += n;
    }

    /// A finished game of `actions` actions.
    pub fn game(&mut self, actions: u64) {
        self.add("games", 1);
        self.add("actions", actions);
        self.longest = self.longest.max(actions);
    }

    pub fn get(&self, what: &str) -> u64 {
        self.counts.get(what).copied().unwrap_or(0)
    }

    fn merge(&mut self, other: Tally) {
        for (what, n) in other.counts {
            self.add(what, n);
        }
        self.longest = self.longest.max(other.longest);
    }

    /// Fails, naming it, if random play never produced one of `names`.
    pub fn assert_seen(&self, names: &[&str]) {
        for name in names {
            assert!(self.get(name) > 0, "random play never produced {name}: {self:?}");
        }
    }
}

/// Plays games `0..games`, each by `play_one(index, tally)` (which seeds the game from its
/// index and asserts what it checks), split over the machine's threads, and returns the tally
/// of all of them. Games are independent and seeded by index, so the split changes nothing but
/// the wall-clock time. Prints the tally and the time under `label`.
pub fn play_games_in_parallel(label: &str, games: u64, play_one: impl Fn(u64, &mut Tally) + Sync) -> Tally {
    let start = Instant::now();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(8) as u64;
    let play_one = &play_one;
    let tallies: Vec<Tally> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut tally = Tally::default();
                    let mut i = t;
                    while i < games {
                        play_one(i, &mut tally);
                        i += threads;
                    }
                    tally
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))).collect()
    });
    let mut all = Tally::default();
    for t in tallies {
        all.merge(t);
    }
    eprintln!("{label}: {games} games on {threads} threads in {:.1?}: {all:?}", start.elapsed());
    all
}

/// How many random games, and what to check.
#[derive(Clone, Debug)]
pub struct ContractConfig {
    pub games: u32,
    pub seed: u64,
    /// A game still running after this many actions fails the check if `must_end`.
    pub max_plies: u32,
    pub must_end: bool,
    /// Probe `check` with this many pooled actions per position (0 = none).
    pub probes: usize,
    /// Check the redaction and determinization properties every this many plies (they clone
    /// and format whole states, so they are the slowest part).
    pub view_every: u32,
}

impl Default for ContractConfig {
    fn default() -> Self {
        ContractConfig { games: 200, seed: 1, max_plies: 20_000, must_end: true, probes: 8, view_every: 7 }
    }
}

/// What a run saw, for the caller's own assertions and for reports.
#[derive(Clone, Debug, Default)]
pub struct ContractReport {
    pub games: u32,
    pub actions: u64,
    pub finished: u32,
    pub longest: u32,
}

/// Plays `config.games` seeded random games of `options` and panics with a description (and
/// the position) at the first broken rule of the contract. `per_action` is called after every
/// action with the new state, for the game's own invariants.
pub fn check_random_games<G: Game>(
    options: &G::Options,
    config: &ContractConfig,
    mut per_action: impl FnMut(&G),
) -> ContractReport {
    let mut report = ContractReport::default();
    let mut rng = Rng::new(config.seed ^ 0xC0_47_2A_C7);
    let mut pool: Vec<G::Action> = Vec::new();
    for game_index in 0..config.games {
        let seed = config.seed.wrapping_mul(1_000_003).wrapping_add(game_index as u64);
        let mut state = G::new_game(options, seed).unwrap_or_else(|e| panic!("{options:?}: {e}"));
        let mut plies = 0u32;
        loop {
            let legal = legal_vec(&state);
            let context = || format!("game seed {seed}, ply {plies}:\n{}", state.position_text());
            check_position(&state, &legal, &pool, config, &mut rng, plies, &context);
            let Some(_) = state.to_move() else {
                report.finished += 1;
                break;
            };
            if plies >= config.max_plies {
                assert!(!config.must_end, "the game did not end within {} actions; {}", config.max_plies, context());
                break;
            }
            let action = legal[rng.below(legal.len() as u32) as usize];
            if pool.len() < 512 {
                pool.push(action);
            } else {
                let slot = rng.below(pool.len() as u32) as usize;
                pool[slot] = action;
            }
            let before = state.clone();
            if let Err(e) = state.apply(action) {
                panic!(
                    "a legal action {action:?} was refused by apply: {e}; game seed {seed}, ply {plies}:\n{}",
                    before.position_text()
                );
            }
            plies += 1;
            report.actions += 1;
            per_action(&state);
        }
        report.games += 1;
        report.longest = report.longest.max(plies);
    }
    report
}

fn check_position<G: Game>(
    state: &G,
    legal: &[G::Action],
    pool: &[G::Action],
    config: &ContractConfig,
    rng: &mut Rng,
    plies: u32,
    context: &dyn Fn() -> String,
) {
    // The legal list: empty exactly when the game is over, no duplicates, all accepted.
    assert_eq!(legal.is_empty(), state.to_move().is_none(), "legal list vs. to_move; {}", context());
    assert_eq!(state.to_move().is_none(), state.outcome().is_some(), "to_move vs. outcome; {}", context());
    for (i, a) in legal.iter().enumerate() {
        assert!(!legal[..i].contains(a), "duplicate legal action {a:?}; {}", context());
        if let Err(e) = state.check(*a) {
            panic!("legal action {a:?} refused by check: {e}; {}", context());
        }
    }
    // Pooled actions: accepted exactly when legal; a refusal changes nothing.
    for _ in 0..config.probes.min(pool.len()) {
        let a = pool[rng.below(pool.len() as u32) as usize];
        let is_legal = legal.contains(&a);
        match state.check(a) {
            Ok(()) => assert!(is_legal, "check accepted {a:?}, which is not in the legal list; {}", context()),
            Err(_) => {
                assert!(!is_legal, "check refused the legal {a:?}; {}", context());
                let mut copy = state.clone();
                assert!(copy.apply(a).is_err(), "apply accepted {a:?} that check refused; {}", context());
                assert_eq!(
                    format!("{copy:?}"),
                    format!("{state:?}"),
                    "a refused {a:?} changed the state; {}",
                    context()
                );
            }
        }
    }
    // Evaluation.
    let values = state.evaluate();
    for (seat, v) in values.iter().take(state.seat_count()).enumerate() {
        assert!(v.is_finite() && (0.0..=1.0).contains(v), "evaluate()[{seat}] = {v}; {}", context());
    }
    // Actions hidden from a viewer (`hides_action`) read alike to it, so their log lines, merged
    // into one, cannot tell them apart; the mover sees its own.
    for viewer in (0..state.seat_count() as Seat).map(Some).chain([None]) {
        let mut hidden =
            legal.iter().filter(|a| state.hides_action(**a, viewer)).map(|a| state.notation_for(*a, viewer));
        if let Some(first) = hidden.next() {
            assert!(G::HIDES_ACTIONS, "an action hidden while Game::HIDES_ACTIONS is false; {}", context());
            assert!(
                viewer.is_none() || viewer != state.to_move(),
                "the mover's own action hidden from it; {}",
                context()
            );
            assert!(hidden.all(|line| line == first), "hidden actions read differently to {viewer:?}; {}", context());
        }
    }
    // Views: what a seat sees does not depend on what it cannot see.
    // (Once the game is over everything may be shown, so there is nothing left to re-sample.)
    if config.view_every > 0 && plies % config.view_every == 0 && state.outcome().is_none() {
        for seat in 0..state.seat_count() as Seat {
            let view = state.redacted(Some(seat));
            let resampled = state.determinize(seat, rng);
            let view_of_resampled = resampled.redacted(Some(seat));
            assert_eq!(
                format!("{view_of_resampled:?}"),
                format!("{view:?}"),
                "seat {seat}'s view changes when hidden information is re-sampled (determinize or redacted leaks); {}",
                context()
            );
            assert_eq!(
                format!("{:?}", view.redacted(Some(seat))),
                format!("{view:?}"),
                "redacting a redacted view changes it; {}",
                context()
            );
            if state.to_move() == Some(seat) {
                // The mover's choices are the same in both (it knows its own hand). (Notation
                // is not compared: a roll's notation rightly names the outcome once played.)
                assert!(legal_vec(&resampled) == legal, "determinize changed the mover's choices; {}", context());
                for a in legal {
                    assert_eq!(
                        resampled.reason_msg(*a),
                        state.reason_msg(*a),
                        "why {a:?} is good depends on hidden information or chance; {}",
                        context()
                    );
                    for viewer in [Some(seat), None] {
                        assert_eq!(
                            resampled.preview_msg(*a, viewer),
                            state.preview_msg(*a, viewer),
                            "what {a:?} is called before it is played depends on hidden information or chance; {}",
                            context()
                        );
                    }
                }
            }
        }
    }
}
