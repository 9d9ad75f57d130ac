//! Random-playout benchmark: plays complete uniform-random games from seeded states and prints
//! games/second and actions/second. Generic over [`Game`], so every engine is measured alike.
//!
//! `cargo run --profile bench-native --no-default-features --bin bench -- torres --option cards=off --players 4 --seconds 5`
//! `cargo run --profile bench-native --no-default-features --bin bench -- --all --seconds 2`
//! Options are the arena's `key=value` pairs (each game's `ArenaGame` implementation).

// A native tool: it times with std::time::Instant and has no use in the browser build.
#[cfg(not(target_arch = "wasm32"))]
mod native {

    use castellan::bot::arena::{options_from_pairs, OptionPairs};
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

    /// Benchmarks the visited game with options built from the command line.
    struct Bench {
        players: usize,
        pairs: Vec<String>,
        seconds: f64,
    }

    impl GameVisitor for Bench {
        type Output = Result<(), String>;
        fn visit<G: RegisteredGame>(self) -> Result<(), String> {
            let options = options_from_pairs::<G>(self.players, OptionPairs::parse(&self.pairs)?)?;
            run::<G>(&options, self.seconds);
            Ok(())
        }
    }

    const USAGE: &str = "usage: bench <game> [--players N] [--option key=value]... [--seconds S]
       bench --all [--seconds S]   (every game, at its smallest player count, default options)";

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
        for (kind, players) in kinds {
            if let Err(e) = kind.visit(Bench { players, pairs: pairs.clone(), seconds }) {
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
