//! Each game's bots as the app runs them (`BotTuning::level_spec_at`, the hint's
//! spec): the levels order their budgets, the hint always checks its choice, and the search and
//! the arena run on the real engines. The search itself is tested on small games of its own in
//! `crates/bot`.

use castellan::bot::arena::{self, ArenaConfig};
use castellan::bot::BotTuning;
use castellan::bot::{decide, generic_level_spec, BotSpec, Level};
use castellan::core::Game;
use castellan::games::torres::{Torres, TorresOptions};
use castellan::games::torri::Torri;
use castellan::games::voldetour::Voldetour;
use castellan::registry::RegisteredGame;

#[test]
fn torris_levels_parse_by_name() {
    assert_eq!(
        BotSpec::parse("normal", |level| Torri::level_spec_at(level, 2)),
        Ok(Torri::level_spec_at(Level::Normal, 2))
    );
    assert_eq!(
        BotSpec::parse("hard", |level| Torri::level_spec_at(level, 2)),
        Ok(Torri::level_spec_at(Level::Hard, 2))
    );
}

#[test]
fn level_mapping_orders_budgets() {
    type LevelSpec = fn(Level, usize) -> BotSpec;
    let games: [(&str, LevelSpec); 3] = [
        ("any", |level, _| generic_level_spec(level)),
        ("torres", Torres::level_spec_at),
        ("torri", Torri::level_spec_at),
    ];
    for (game, level_spec) in games {
        for players in 2..=4 {
            let iters = |l| match level_spec(l, players) {
                BotSpec::Ismcts(c) => c.iterations,
                _ => 0,
            };
            assert!(matches!(level_spec(Level::Easy, players), BotSpec::GreedyNoisy { .. }));
            assert!(iters(Level::Hard) > iters(Level::Normal) && iters(Level::Normal) > 0, "{game}, {players} players");
        }
    }
}

#[test]
fn voldetour_levels_differ_by_kind_at_four_players() {
    // At two players Easy is the noisy greedy bot and Normal and Hard search; at four, Easy runs
    // its own race and Normal is the greedy bot (docs/bots.md, "Voldétour's four-player ladder").
    let search = |spec| matches!(spec, BotSpec::Ismcts(_));
    assert!(matches!(Voldetour::level_spec_at(Level::Easy, 2), BotSpec::GreedyNoisy { .. }));
    assert!(search(Voldetour::level_spec_at(Level::Normal, 2)) && search(Voldetour::level_spec_at(Level::Hard, 2)));
    assert!(matches!(Voldetour::level_spec_at(Level::Easy, 4), BotSpec::Selfish { epsilon } if epsilon > 0.0));
    assert!(matches!(Voldetour::level_spec_at(Level::Normal, 4), BotSpec::GreedyNoisy { epsilon } if epsilon > 0.0));
    assert!(search(Voldetour::level_spec_at(Level::Hard, 4)));
}

#[test]
fn turn_limited_playouts_pick_legal_torres_actions() {
    let mut g = Torres::new_game(&TorresOptions::default(), 3).unwrap();
    let spec = Torres::level_spec_at(Level::Normal, 2);
    let BotSpec::Ismcts(mut config) = spec else { panic!() };
    config.iterations = 60;
    let spec = BotSpec::Ismcts(config);
    for ply in 0..30u64 {
        let Some(seat) = g.to_move() else { break };
        let a = decide(&g, seat, &spec, ply).expect("an action");
        assert!(g.check(a).is_ok(), "illegal {a:?}");
        g.play_unchecked(a);
    }
}

/// The arena counts the kinds of action a game names: in Torres with action cards, the
/// card actions and score steps each bot chose, every count within its decisions.
#[test]
fn the_arena_counts_torres_card_actions() {
    let config = ArenaConfig {
        specs: vec![BotSpec::GreedyNoisy { epsilon: 0.3 }, BotSpec::Random],
        players: 2,
        games: 2,
        seed: 5,
        ..ArenaConfig::default()
    };
    let options = TorresOptions::default();
    let report = arena::run::<Torres>(&options, &config).unwrap();
    let random = &report.specs[1];
    let took = random.action_kinds.iter().find(|(k, _)| *k == "take card").map_or(0, |&(_, v)| v);
    assert!(took > 0, "random play takes a card now and then: {report}");
    for s in &report.specs {
        let counted: u32 = s.action_kinds.iter().map(|&(_, v)| v).sum();
        assert!(counted <= s.decisions);
        assert!(s
            .action_kinds
            .iter()
            .all(|(k, _)| *k == "take card" || *k == "score step" || k.starts_with("keep ") || k.starts_with("play ")));
    }
    assert!(report.to_string().contains("chose: "));
}

#[test]
fn a_hint_never_slips() {
    // The hint button asks Normal, at `HINT_PLAYERS` where a game names it (the worker): a
    // search that checks its choice (`bot::safety`) at every player count and in every variant,
    // also where Normal is a slipping greedy bot (Voldétour with four players).
    use castellan::registry::{GameKind, GameVisitor};
    struct Hints;
    impl GameVisitor for Hints {
        type Output = ();
        fn visit<G: RegisteredGame>(self) {
            for &players in G::INFO.player_counts {
                for options in G::rule_variants(players) {
                    let hint = castellan::registry::decision_spec::<G>(&options, Level::Normal, true);
                    let checked = matches!(hint, BotSpec::Ismcts(ref c) if c.safety_nodes > 0);
                    assert!(checked, "{}, {players} players, {options:?}: {hint:?}", G::NAME);
                }
            }
        }
    }
    for &kind in GameKind::ALL {
        kind.visit(Hints);
    }
    assert_eq!(Voldetour::HINT_PLAYERS, Some(2));
}
