//! Random-playout benchmark: plays complete uniform-random games from seeded states and prints
//! games/second and actions/second. Generic over [`Game`], so every engine is measured alike.
//!
//! `cargo run --profile bench-native --no-default-features --bin bench -- torres --option cards=off --players 4 --seconds 5`
//! `cargo run --profile bench-native --no-default-features --bin bench -- --all --seconds 2`
//! Options are the arena's `key=value` pairs (each game's `ArenaGame` implementation).
//!
//! `--review` times a game review instead: a game of noisy greedy bots (seeded), then every
//! decision of its first seat reviewed as the app's worker reviews it (`review_config`, or
//! `--iterations N` a decision), one line with the decisions, the marked ones, the deeper
//! passes and the time per decision.
//! `cargo run --profile bench-native --no-default-features --bin bench -- --all --review`

// A native tool: it times with std::time::Instant and has no use in the browser build.
#[cfg(not(target_arch = "wasm32"))]
mod native {

    use castellan::bot::arena::{options_from_pairs, OptionPairs};
    use castellan::bot::greedy;
    use castellan::bot::review::{review_game, ReviewConfig};
    use castellan::bot::{review_config, IsmctsConfig};
    use castellan::core::{Game, Rng};
    use castellan::registry::{GameKind, GameVisitor, RegisteredGame};
    use std::process::ExitCode;
    use std::time::{Duration, Instant};

    fn run<G: Game>(options: &G::Options, seconds: f64) {
        let start = Instant::now();
        let limit = Duration::from_secs_f64(seconds);
        let mut rng = Rng::new(0x5eed);
        let mut legal = Vec::new();
        let (mut games, mut actions) = (0u64, 0u64);
        let mut seed = 1u64;
        while start.elapsed() < limit {
            for _ in 0..16 {
                let mut g = match G::new_game(options, seed) {
                    Ok(g) => g,
                    Err(e) => {
                        eprintln!("{e}");
                        std::process::exit(2);
                    }
                };
                seed += 1;
                while g.to_move().is_some() {
                    g.legal_actions(&mut legal);
                    if legal.is_empty() {
                        eprintln!("no legal action in a running game:\n{}", g.position_text());
                        std::process::exit(1);
                    }
                    let a = legal[rng.below(legal.len() as u32) as usize];
                    g.play_unchecked(a);
                    actions += 1;
                }
                games += 1;
            }
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{}: {} games in {:.2}s = {:.0} games/s, {:.0} actions/s ({:.0} actions/game)",
            G::NAME,
            games,
            secs,
            games as f64 / secs,
            actions as f64 / secs,
            actions as f64 / games as f64
        );
    }

    /// Reviews the first seat's decisions in a noisy greedy game (module docs).
    fn review<G: RegisteredGame>(options: &G::Options, players: usize, iterations: Option<u32>) -> Result<(), String> {
        let mut config = review_config::<G>(options);
        if let Some(n) = iterations {
            config = ReviewConfig::of_search(IsmctsConfig { iterations: n, ..config.search });
        }
        let start = G::new_game(options, 7).map_err(|e| e.to_string())?;
        let mut state = start.clone();
        let mut rng = Rng::new(0x5eed);
        let mut actions = Vec::new();
        while let Some(seat) = state.to_move() {
            let Some(action) = greedy::choose(&state, seat, 0.3, &mut rng) else { break };
            actions.push(action);
            state.play_unchecked(action);
            if actions.len() >= 3_000 {
                break;
            }
        }
        let clock = Instant::now();
        let mut total = 0;
        let reviewed = review_game(&start, &actions, 0, &config, 11, |_, all| {
            total = all;
            true
        });
        let secs = clock.elapsed().as_secs_f64();
        let marked = reviewed.iter().filter(|d| d.review.judgement.is_some()).count();
        let deep = reviewed.iter().filter(|d| d.review.deep).count();
        println!(
            "{} {players}p review at {} iterations: {total} decisions ({} judged, {marked} marked, {deep} searched deeper) in {secs:.1}s = {:.0} ms a decision",
            G::NAME,
            config.search.iterations,
            reviewed.len(),
            1000.0 * secs / total.max(1) as f64
        );
        Ok(())
    }

    /// Benchmarks the visited game with options built from the command line.
    struct Bench {
        players: usize,
        pairs: Vec<String>,
        seconds: f64,
        /// Time a review instead (`Some`), at the game's review iterations or these.
        review: Option<Option<u32>>,
    }

    impl GameVisitor for Bench {
        type Output = Result<(), String>;
        fn visit<G: RegisteredGame>(self) -> Result<(), String> {
            let options = options_from_pairs::<G>(self.players, OptionPairs::parse(&self.pairs)?)?;
            match self.review {
                Some(iterations) => review::<G>(&options, self.players, iterations)?,
                None => run::<G>(&options, self.seconds),
            }
            Ok(())
        }
    }

    const USAGE: &str = "usage: bench <game> [--players N] [--option key=value]... [--seconds S] [--review [--iterations N]]
       bench --all [--seconds S] [--review [--iterations N]]   (every game, at its smallest player count, default options)";

    pub fn main() -> ExitCode {
        let args: Vec<String> = std::env::args().skip(1).collect();
        let get = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
        let seconds: f64 = get("--seconds").and_then(|s| s.parse().ok()).unwrap_or(5.0);
        let pairs: Vec<String> = args
            .iter()
            .enumerate()
            .filter(|(i, _)| *i > 0 && args[i - 1] == "--option")
            .map(|(_, a)| a.clone())
            .collect();
        let kinds: Vec<(GameKind, usize)> = if args.iter().any(|a| a == "--all") {
            GameKind::ALL.iter().map(|k| (*k, k.min_players())).collect()
        } else {
            let Some(kind) = args.first().and_then(|id| GameKind::from_id(id)) else {
                let known: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
                eprintln!("{USAGE}\nknown games: {}", known.join(", "));
                return ExitCode::from(2);
            };
            let players = get("--players").and_then(|s| s.parse().ok()).unwrap_or(kind.min_players());
            vec![(kind, players)]
        };
        let review = args.iter().any(|a| a == "--review").then(|| get("--iterations").and_then(|s| s.parse().ok()));
        for (kind, players) in kinds {
            if let Err(e) = kind.visit(Bench { players, pairs: pairs.clone(), seconds, review }) {
                eprintln!("bench: {e}");
                return ExitCode::from(2);
            }
        }
        ExitCode::SUCCESS
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    native::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
