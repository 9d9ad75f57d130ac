//! Bot arena command line: plays seeded series of games between bots and prints win rates with
//! confidence intervals and decision times.
//!
//! ```text
//! arena --game <id> --players 2 --games 200 --bots normal,random [--seed 1] [--option k=v]...
//!       [--max-plies 5000] [--bench] [--budget iterations|time] [--ladder] [--resign]
//! ```
//!
//! `--budget iterations` (the default) runs every search for its fixed iteration count, so a
//! series gives the same games on any machine, however loaded; `--budget time` runs bots that
//! have a thinking time (the levels, `ref:1s`) by the clock. `--resign` notes when each seat
//! would concede by the game's rule (`bot::concede`), plays on, and reports how those games
//! ended for it and how many plies resigning would have saved. `--ladder` plays a 2-player round
//! robin of `--games` games per pair and fits ratings with confidence intervals.
//!
//! Every game in the registry (`castellan::games`) can be run: its `ArenaGame` implementation,
//! next to the game, turns `--option key=value` pairs into its options.
//! Run it optimised: `cargo run --profile bench-native --no-default-features --bin arena -- …`.

// A native tool: it times with std::time::Instant and has no use in the browser build.
#[cfg(not(target_arch = "wasm32"))]
mod native {

    use castellan::bot::arena::{self, ArenaConfig, OptionPairs};
    use castellan::bot::BotSpec;
    use castellan::registry::{GameKind, GameVisitor, RegisteredGame};
    use std::process::ExitCode;

    const USAGE: &str = "usage: arena --game <id> [--players N] [--games N] --bots a,b[,c…] [--seed N]
             [--option key=value]... [--max-plies N] [--bench] [--quiet]
             [--budget iterations|time] [--ladder] [--resign]
bots: random, greedy, noisy[:eps], easy, normal, hard, ref[:budget], mcts[:budget][:cap=N][:turns=N][:phase=N]
      [:c=F][:eps=F][:peps=F][:pb=F][:lead=F][:prune=on|off][:reuse=on|off][:floor=N][:later=F][:var=F][:vturns=N]
      (budget: iterations, e.g. 1100 or 5k, or a time, e.g. 1s or 400ms); a searching level takes
      the same tweaks, e.g. normal:var=0 (the Normal bot without variety)";

    #[derive(Debug)]
    struct Args {
        game: String,
        players: usize,
        games: u32,
        bots: Vec<String>,
        seed: u64,
        options: Vec<String>,
        max_plies: u32,
        bench: bool,
        quiet: bool,
        timed: bool,
        ladder: bool,
        resign: bool,
    }

    fn parse_args(mut it: impl Iterator<Item = String>) -> Result<Args, String> {
        let mut args = Args {
            game: String::new(),
            players: 2,
            games: 100,
            bots: Vec::new(),
            seed: 1,
            options: Vec::new(),
            max_plies: ArenaConfig::default().max_plies,
            bench: false,
            quiet: false,
            timed: false,
            ladder: false,
            resign: false,
        };
        fn number<T: std::str::FromStr>(flag: &str, v: Option<String>) -> Result<T, String> {
            let v = v.ok_or_else(|| format!("{flag} needs a value"))?;
            v.parse().map_err(|_| format!("{flag}: '{v}' is not a valid number"))
        }
        while let Some(arg) = it.next() {
            // Accept both `--flag value` and `--flag=value`.
            let (flag, inline) = match arg.split_once('=') {
                Some((f, v)) if f.starts_with("--") => (f.to_string(), Some(v.to_string())),
                _ => (arg.clone(), None),
            };
            let mut value = || inline.clone().or_else(|| it.next());
            match flag.as_str() {
                "--game" | "-g" => args.game = value().ok_or("--game needs a value")?,
                "--players" | "-p" => args.players = number("--players", value())?,
                "--games" | "-n" => args.games = number("--games", value())?,
                "--bots" | "-b" => {
                    let v = value().ok_or("--bots needs a value")?;
                    args.bots = v.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect();
                }
                "--seed" | "-s" => args.seed = number("--seed", value())?,
                "--option" | "-o" => args.options.push(value().ok_or("--option needs key=value")?),
                "--max-plies" => args.max_plies = number("--max-plies", value())?,
                "--bench" => args.bench = true,
                "--quiet" | "-q" => args.quiet = true,
                "--budget" => {
                    args.timed = match value().as_deref() {
                        Some("time") => true,
                        Some("iterations") => false,
                        other => return Err(format!("--budget: expected 'iterations' or 'time', got {other:?}")),
                    }
                }
                "--ladder" => args.ladder = true,
                "--resign" => args.resign = true,
                "--help" | "-h" => return Err(String::new()),
                other => return Err(format!("unknown argument '{other}'")),
            }
        }
        if args.game.is_empty() {
            return Err("--game is required".into());
        }
        if args.bots.is_empty() {
            return Err("--bots is required (e.g. --bots normal,random)".into());
        }
        if !(1..=castellan::core::MAX_SEATS).contains(&args.players) {
            return Err(format!("--players must be 1..={}", castellan::core::MAX_SEATS));
        }
        Ok(args)
    }

    /// Runs the series for game `G` and prints the report.
    /// Runs the series for the visited game.
    struct RunGame<'a>(&'a Args);

    impl GameVisitor for RunGame<'_> {
        type Output = Result<(), String>;
        fn visit<G: RegisteredGame>(self) -> Result<(), String> {
            run_game::<G>(self.0)
        }
    }

    fn run_game<G: RegisteredGame>(args: &Args) -> Result<(), String> {
        let options = arena::options_from_pairs::<G>(args.players, OptionPairs::parse(&args.options)?)?;
        // The levels as the app's worker resolves them: at these players and options.
        let specs = args
            .bots
            .iter()
            .map(|b| BotSpec::parse(b, |level| G::level_spec(level, &options)))
            .collect::<Result<Vec<_>, _>>()?;
        let config = ArenaConfig {
            specs,
            players: args.players,
            games: args.games,
            seed: args.seed,
            max_plies: args.max_plies,
            bench: args.bench,
            timed: args.timed,
            resign_watch: args.resign.then_some(G::CONCEDE),
        };
        let quiet = args.quiet;
        let unit = if args.ladder { "pairs" } else { "games" };
        let mut progress = |done: u32, total: u32| {
            if !quiet {
                eprint!("\r{done}/{total} {unit}");
            }
        };
        let report = if args.ladder {
            arena::run_ladder::<G>(&options, &config, args.games, &mut progress)?.to_string()
        } else {
            arena::run_with_progress::<G>(&options, &config, &mut progress)?.to_string()
        };
        if !quiet {
            eprintln!();
        }
        print!("{report}");
        Ok(())
    }

    fn dispatch(args: &Args) -> Result<(), String> {
        match GameKind::from_id(&args.game) {
            Some(kind) => kind.visit(RunGame(args)),
            None => {
                let known: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
                Err(format!("unknown game '{}' (known games: {})", args.game, known.join(", ")))
            }
        }
    }

    pub fn main() -> ExitCode {
        let args = match parse_args(std::env::args().skip(1)) {
            Ok(a) => a,
            Err(e) => {
                if e.is_empty() {
                    println!("{USAGE}");
                    return ExitCode::SUCCESS;
                }
                eprintln!("arena: {e}\n{USAGE}");
                return ExitCode::from(2);
            }
        };
        match dispatch(&args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("arena: {e}");
                ExitCode::FAILURE
            }
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    native::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
