//! The registry walk: every game the app offers has every piece the shell, the bots, the arena
//! and the bench need, and its ids agree. (The UI pieces — board, options form — are required
//! by the `GameUi` bound of the UI dispatch, so a game without them does not compile.)

use castellan::bot::arena::{self, options_from_pairs, ArenaConfig, OptionPairs};
use castellan::bot::BotTuning;
use castellan::bot::{BotSpec, Level};
use castellan::core::MAX_SEATS;
use castellan::registry::AnyOptions;
use castellan::registry::{AnyMatch, GameKind, GameVisitor, RegisteredGame};
use std::path::Path;

struct Walk(GameKind);

/// What every seat sees along a game played by a fixed rule (the action at a fixed place in
/// each legal list) from `seed`: each position and its legal actions, for 300 actions.
fn same_moves_trace<G: RegisteredGame>(options: &G::Options, seed: u64) -> Vec<String> {
    let Ok(mut game) = G::new_game(options, seed) else { return vec!["refused".into()] };
    let mut trace = Vec::new();
    let mut legal = Vec::new();
    for ply in 0..300usize {
        game.legal_actions(&mut legal);
        trace.push(format!("{}\n{legal:?}", game.position_text()));
        if legal.is_empty() {
            break;
        }
        game.play_unchecked(legal[ply * 7 % legal.len()]);
    }
    trace
}

impl GameVisitor for Walk {
    type Output = ();
    fn visit<G: RegisteredGame>(self) {
        let kind = self.0;
        let name = G::NAME;
        // Ids agree everywhere.
        assert_eq!(G::KIND, kind, "{name}: KIND");
        assert_eq!(kind.id(), G::ID, "{name}: id");
        assert_eq!(GameKind::from_id(G::ID), Some(kind), "{name}: from_id");
        assert_eq!(kind.name(), G::NAME);
        assert!(
            !G::ID.is_empty() && G::ID.chars().all(|c| c.is_ascii_lowercase()),
            "{name}: id must be lowercase letters"
        );

        // Home card: tagline and a picture that exists in the site.
        let info = G::INFO;
        let english = castellan::i18n::Catalog::new();
        assert!(english.has_key(info.tagline), "{name}: tagline {} is not an English message", info.tagline);
        let tagline = english.format(castellan::i18n::Lang::En, &castellan::i18n::Msg::new(info.tagline));
        assert!(tagline.len() > 20, "{name}: tagline");
        assert_eq!(info.seat_names.len(), info.seat_colours.len(), "{name}: a name key per own seat colour");
        for key in info.seat_names {
            assert!(key.starts_with(G::ID) && english.has_key(key), "{name}: seat name {key}");
        }
        let picture = Path::new(env!("CARGO_MANIFEST_DIR")).join("style").join(info.picture);
        assert!(picture.is_file(), "{name}: picture {} is missing", picture.display());
        // Rules help in our own words, with some substance.
        // (A help in the game's message file is named by its key: its English text is checked.)
        let help = if info.rules_help.contains(char::is_whitespace) {
            info.rules_help.to_string()
        } else {
            english.format(castellan::i18n::Lang::En, &castellan::i18n::Msg::new(info.rules_help))
        };
        assert!(help.len() > 500, "{name}: rules help is missing or too short");

        // What the new-game dialog says the seed decides is true of the game: dice where there
        // are dice; "only the bots' choices" only where every seed starts the same position and
        // nothing is rolled.
        let seed_keys = ["new-game-seed-help-cards", "new-game-seed-help-dice", "new-game-seed-help-bots"];
        assert!(seed_keys.contains(&info.seed_help), "{name}: seed help {}", info.seed_help);
        assert!(english.has_key(info.seed_help), "{name}: seed help {} is not an English message", info.seed_help);
        assert_eq!(kind.seed_help(), info.seed_help);
        if G::HAS_CHANCE {
            assert_eq!(info.seed_help, "new-game-seed-help-dice", "{name} rolls dice");
        }
        if info.seed_help == "new-game-seed-help-bots" {
            assert!(!G::HAS_CHANCE, "{name}: a game with chance is not decided by the bots alone");
            for &players in info.player_counts {
                let options = G::options_for_players(players);
                let first = same_moves_trace::<G>(&options, 1);
                for seed in 2..6 {
                    assert!(
                        first == same_moves_trace::<G>(&options, seed),
                        "{name}: the same moves after another seed give another game, so the seed is not only the bots'"
                    );
                }
            }
        }

        // Player counts, default options and the dialog's player change.
        let counts = info.player_counts;
        assert!(!counts.is_empty(), "{name}: no player count");
        assert!(counts.windows(2).all(|w| w[0] < w[1]), "{name}: player counts must increase");
        assert!(counts[0] >= 1 && counts[counts.len() - 1] as usize <= MAX_SEATS, "{name}: player counts");
        assert_eq!(kind.player_counts(), counts);
        // A count between the smallest and the largest that the game does not list is refused.
        for players in counts[0]..=counts[counts.len() - 1] {
            if !counts.contains(&players) {
                assert!(
                    G::new_game(&G::options_for_players(players), 7).is_err(),
                    "{name}: {players} players is not offered, so the engine must refuse it"
                );
            }
        }
        for &players in counts {
            let options = G::options_for_players(players);
            let game = G::new_game(&options, 7).unwrap_or_else(|e| panic!("{name} with {players} players: {e}"));
            assert_eq!(game.seat_count(), players as usize, "{name}: seats");
            let back = G::with_players(&G::options_for_players(counts[0]), players);
            assert_eq!(back, options, "{name}: with_players keeps the default variants");
            // The rule variants the game-wide checks walk: the default first, each one distinct
            // and playable at this player count.
            let variants = G::rule_variants(players);
            assert_eq!(variants.first(), Some(&options), "{name}: rule_variants({players}) starts with the default");
            for (i, variant) in variants.iter().enumerate() {
                assert!(!variants[..i].contains(variant), "{name}: rule variant {variant:?} listed twice");
                let game = G::new_game(variant, 7).unwrap_or_else(|e| panic!("{name}: rule variant {variant:?}: {e}"));
                assert_eq!(game.seat_count(), players as usize, "{name}: rule variant {variant:?} seats");
            }
            // The match enum wraps it, and saves/links can name it: the options as they start a
            // game and as links and saves store them are the same.
            let typed = G::wrap_options(options.clone());
            assert_eq!(typed.kind(), kind);
            let stored = serde_json::to_string(&options).unwrap();
            assert_eq!(AnyOptions::from_json(kind, &stored).expect("options JSON"), typed);
            let any = AnyMatch::new(&typed, 7).expect("AnyMatch");
            assert_eq!(any.options(), typed);
            assert_eq!(any.kind(), kind);
            assert!(G::get(&any).is_some());
            assert_eq!(any.rules_version(), G::RULES_VERSION);

            // Arena and bench: options from (no) command-line pairs, a short series runs.
            let arena_options = options_from_pairs::<G>(players as usize, OptionPairs::parse::<&str>(&[]).unwrap())
                .unwrap_or_else(|e| panic!("{name}: arena options: {e}"));
            assert_eq!(arena_options, options, "{name}: the arena's default options are the dialog's");
            let config = ArenaConfig {
                specs: vec![BotSpec::Random],
                players: players as usize,
                games: 1,
                seed: 3,
                max_plies: 300,
                bench: false,
                timed: false,
                resign_watch: Some(G::CONCEDE),
            };
            arena::run::<G>(&arena_options, &config).unwrap_or_else(|e| panic!("{name}: arena: {e}"));
            let bench = arena::bench_playouts::<G>(&arena_options, 5, 0.02, 300)
                .unwrap_or_else(|e| panic!("{name}: bench: {e}"));
            assert!(bench.playouts > 0, "{name}: bench ran nothing");
        }

        // Bot levels: Easy < Normal < Hard, each a working bot, at every player count.
        for &players in counts {
            let players = usize::from(players);
            // Levels of different kinds rank by kind (the selfish greedy bot under the greedy
            // one, both under any search), searches by their iterations.
            let budget = |l| match G::level_spec_at(l, players) {
                BotSpec::Ismcts(c) => 2 + c.iterations,
                BotSpec::GreedyNoisy { .. } => 2,
                BotSpec::Selfish { .. } => 1,
                _ => 0,
            };
            assert!(budget(Level::Easy) > 0, "{name}: Easy");
            assert!(
                budget(Level::Normal) > budget(Level::Easy) && budget(Level::Hard) > budget(Level::Normal),
                "{name}, {players} players: level budgets"
            );
            for level in Level::ALL {
                let parsed = BotSpec::parse(level.name(), |level| G::level_spec_at(level, players)).unwrap();
                assert_eq!(parsed, G::level_spec_at(level, players));
            }
        }
    }
}

#[test]
fn every_registered_game_has_every_piece() {
    assert!(!GameKind::ALL.is_empty());
    for (i, kind) in GameKind::ALL.iter().enumerate() {
        assert!(!GameKind::ALL[..i].contains(kind), "{kind:?} listed twice");
        kind.visit(Walk(*kind));
    }
}

#[test]
fn game_ids_are_unique() {
    let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
    for (i, id) in ids.iter().enumerate() {
        assert!(!ids[..i].contains(id), "id {id} used twice");
    }
}

/// Fortaleza's ladder: Hard checks each candidate against the opponent's best reply and Normal
/// does not (with the check in both, Hard won only half the games against Normal), while a hint,
/// asked of Normal, always checks: it never walks into a unit lost for nothing.
#[test]
fn fortalezas_hard_and_hints_check_the_best_reply_and_normal_does_not() {
    use castellan::games::fortaleza::Fortaleza;
    use castellan::registry::decision_spec;
    let options = Fortaleza::options_for_players(2);
    let margin = |level, hint| match decision_spec::<Fortaleza>(&options, level, hint) {
        BotSpec::Ismcts(config) => config.refutation_margin,
        other => panic!("{level:?} is a search: {other:?}"),
    };
    assert_eq!(margin(Level::Normal, false), 0.0, "Normal plays without the check");
    assert!(margin(Level::Hard, false) > 0.0, "Hard checks");
    assert_eq!(margin(Level::Normal, true), margin(Level::Hard, false), "a hint checks as Hard does");
}
