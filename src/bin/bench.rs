//! Random-playout benchmark: plays complete uniform-random games from seeded states and prints
//! games/second and actions/second. Generic over [`Game`], so every engine is measured alike.
//!
//! `cargo run --profile bench-native --no-default-features --bin bench -- torres --cards off --players 4 --seconds 5`

// A native tool: it times with std::time::Instant and has no use in the browser build.
#[cfg(not(target_arch = "wasm32"))]
mod native {

use castellan::core::{Game, Rng};
use castellan::games::torres::{CardMode, Torres, TorresOptions};
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

pub fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game = args.first().cloned().unwrap_or_else(|| "torres".into());
    let get = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    let seconds: f64 = get("--seconds").and_then(|s| s.parse().ok()).unwrap_or(5.0);
    match game.as_str() {
        "torres" => {
            let mut o = TorresOptions::default();
            if let Some(p) = get("--players").and_then(|s| s.parse().ok()) {
                o.players = p;
            }
            o.cards = match get("--cards").as_deref() {
                Some("off") => CardMode::Off,
                Some("common") => CardMode::CommonDeck,
                _ => CardMode::PersonalDeck,
            };
            o.master = args.iter().any(|a| a == "--master");
            run::<Torres>(&o, seconds);
        }
        other => {
            eprintln!("unknown game {other}; known: torres");
            std::process::exit(2);
        }
    }
}

}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    native::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
