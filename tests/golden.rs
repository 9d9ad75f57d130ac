//! The determinism contract, locked: saves and links store each action as its index in the
//! legal-action list, so legal-action order, the RNG's stream and every rule are a storage format.
//!
//! `tests/golden/*.json` holds, per game and variant, a save text, a share link, and what they
//! must replay to: the notation of every action and the final position text. Any change to
//! legal-action order, RNG use or a rule makes one of these fail loudly. Such a change must bump
//! the game's rules version and add new fixtures; the old fixtures stay and must keep replaying
//! exactly (the engine plays old versions) or be reported as made by an older version.
//!
//! To (re)write fixtures for the current rules versions after a deliberate change:
//! `CASTELLAN_WRITE_GOLDEN=1 cargo test --no-default-features --release --test golden`
//! (existing files are never overwritten; delete one on purpose to regenerate it).

use castellan::bot::greedy;
use castellan::core::{legal_vec, Rng};
use castellan::registry::AnyOptions;
use castellan::registry::{AnyMatch, GameKind, GameVisitor, RegisteredGame};
use castellan::session::{PlayerKind, SavedGame, SeatSetup};
use castellan::share;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

#[derive(Serialize, Deserialize)]
struct Fixture {
    game: String,
    /// The rules version the fixture was made under.
    rules_version: u32,
    save: String,
    link: String,
    notations: Vec<String>,
    final_position: String,
}

/// The variants every game is pinned in: (file stem, game, options JSON, seed).
fn variants() -> Vec<(&'static str, GameKind, &'static str, u64)> {
    vec![
        (
            "torres_cards_off_2p",
            GameKind::Torres,
            r#"{"players":2,"cards":"Off","master":false,"master_card":null}"#,
            101,
        ),
        (
            "torres_personal_3p",
            GameKind::Torres,
            r#"{"players":3,"cards":"PersonalDeck","master":false,"master_card":null}"#,
            102,
        ),
        (
            "torres_common_4p",
            GameKind::Torres,
            r#"{"players":4,"cards":"CommonDeck","master":false,"master_card":null}"#,
            103,
        ),
        (
            "torres_master_2p",
            GameKind::Torres,
            r#"{"players":2,"cards":"PersonalDeck","master":true,"master_card":null}"#,
            104,
        ),
        (
            "torres_master_card5_3p",
            GameKind::Torres,
            r#"{"players":3,"cards":"PersonalDeck","master":true,"master_card":5}"#,
            105,
        ),
        (
            "torri_2p",
            GameKind::Torri,
            r#"{"players":2,"height_limit":12,"dice_only":false,"free_carry":null,"two_dice":false,"colour_die":"Off"}"#,
            201,
        ),
        (
            "torri_3p_no_limit",
            GameKind::Torri,
            r#"{"players":3,"height_limit":null,"dice_only":false,"free_carry":null,"two_dice":false,"colour_die":"Off"}"#,
            202,
        ),
        (
            "torri_4p_dice_only",
            GameKind::Torri,
            r#"{"players":4,"height_limit":12,"dice_only":true,"free_carry":null,"two_dice":false,"colour_die":"Off"}"#,
            203,
        ),
        (
            "torri_2p_free_carry",
            GameKind::Torri,
            r#"{"players":2,"height_limit":8,"dice_only":false,"free_carry":3,"two_dice":false,"colour_die":"Off"}"#,
            204,
        ),
        (
            "torri_3p_two_dice",
            GameKind::Torri,
            r#"{"players":3,"height_limit":12,"dice_only":false,"free_carry":null,"two_dice":true,"colour_die":"Off"}"#,
            205,
        ),
        (
            "torri_4p_colour_die",
            GameKind::Torri,
            r#"{"players":4,"height_limit":12,"dice_only":false,"free_carry":null,"two_dice":false,"colour_die":"On"}"#,
            206,
        ),
        (
            "torri_3p_own_colour_again",
            GameKind::Torri,
            r#"{"players":3,"height_limit":12,"dice_only":false,"free_carry":null,"two_dice":false,"colour_die":"OwnColourRollsAgain"}"#,
            207,
        ),
        // The same variants with the no-progress ending, as the app starts every Torri game
        // since that ending exists (the fixtures above, made before it, read as without it).
        (
            "torri_no_progress_2p",
            GameKind::Torri,
            r#"{"players":2,"height_limit":12,"dice_only":false,"free_carry":null,"two_dice":false,"colour_die":"Off","no_progress":true}"#,
            208,
        ),
        (
            "torri_no_progress_3p_no_limit",
            GameKind::Torri,
            r#"{"players":3,"height_limit":null,"dice_only":false,"free_carry":null,"two_dice":false,"colour_die":"Off","no_progress":true}"#,
            209,
        ),
        (
            "torri_no_progress_4p_dice_only",
            GameKind::Torri,
            r#"{"players":4,"height_limit":12,"dice_only":true,"free_carry":null,"two_dice":false,"colour_die":"Off","no_progress":true}"#,
            210,
        ),
        (
            "torri_no_progress_2p_free_carry",
            GameKind::Torri,
            r#"{"players":2,"height_limit":8,"dice_only":false,"free_carry":3,"two_dice":false,"colour_die":"Off","no_progress":true}"#,
            211,
        ),
        (
            "torri_no_progress_3p_two_dice",
            GameKind::Torri,
            r#"{"players":3,"height_limit":12,"dice_only":false,"free_carry":null,"two_dice":true,"colour_die":"Off","no_progress":true}"#,
            212,
        ),
        (
            "torri_no_progress_4p_colour_die",
            GameKind::Torri,
            r#"{"players":4,"height_limit":12,"dice_only":false,"free_carry":null,"two_dice":false,"colour_die":"On","no_progress":true}"#,
            213,
        ),
        (
            "torri_no_progress_3p_own_colour_again",
            GameKind::Torri,
            r#"{"players":3,"height_limit":12,"dice_only":false,"free_carry":null,"two_dice":false,"colour_die":"OwnColourRollsAgain","no_progress":true}"#,
            214,
        ),
        ("voldetour_2p", GameKind::Voldetour, r#"{"players":2}"#, 301),
        ("voldetour_4p", GameKind::Voldetour, r#"{"players":4}"#, 302),
        ("fortaleza_2p", GameKind::Fortaleza, r#"{"players":2}"#, 401),
        ("fortaleza_2p_b", GameKind::Fortaleza, r#"{"players":2}"#, 402),
    ]
}

/// Games whose uniformly random games end before they show much (a random Voldétour Lord rarely
/// leaves his Tower by his third turn) are played by a noisy greedy player instead, so the
/// fixture crosses building, moving pieces and Lord walks. Only the generation differs: the
/// fixture stores the action list, and replaying it involves no bot.
fn played_greedily(kind: GameKind) -> bool {
    kind == GameKind::Voldetour
}

/// At most this many actions per fixture: long enough to cross phases, scorings and many rolls.
const MAX_PLIES: usize = 600;

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// A seeded random game, as a player clicking legal moves would make it.
fn play_random(kind: GameKind, options: &str, seed: u64) -> AnyMatch {
    let mut game = AnyMatch::new(&AnyOptions::from_json(kind, options).expect("options JSON"), seed)
        .unwrap_or_else(|e| panic!("{kind:?} options: {e}"));
    let mut rng = Rng::new(seed.wrapping_mul(31).wrapping_add(7));
    for _ in 0..MAX_PLIES {
        if game.outcome().is_some() {
            break;
        }
        let index = if played_greedily(kind) {
            kind.visit(NoisyGreedyChoice { game: &game, rng: &mut rng })
        } else {
            rng.below(game.legal_count() as u32) as usize
        };
        game.play_index(index).unwrap_or_else(|e| panic!("{kind:?}: {e}"));
    }
    game
}

/// The index, in the legal list, of a noisy greedy player's choice (a random action one time in
/// five, otherwise the best position after one action).
struct NoisyGreedyChoice<'a> {
    game: &'a AnyMatch,
    rng: &'a mut Rng,
}

impl GameVisitor for NoisyGreedyChoice<'_> {
    type Output = usize;
    fn visit<G: RegisteredGame>(self) -> usize {
        let state = G::get(self.game).expect("the match is of this game").current();
        let legal = legal_vec(state);
        let seat = state.to_move().expect("the game is not over");
        let choice = greedy::choose(state, seat, 0.2, self.rng);
        choice.and_then(|a| legal.iter().position(|&b| b == a)).unwrap_or(0)
    }
}

fn notations(game: &AnyMatch) -> Vec<String> {
    game.log().into_iter().map(|(seat, text, _)| format!("{seat}: {text}")).collect()
}

fn make_fixture(kind: GameKind, options: &str, seed: u64) -> Fixture {
    let game = play_random(kind, options, seed);
    let seats: Vec<SeatSetup> =
        (0..game.seat_count()).map(|i| SeatSetup { name: format!("P{}", i + 1), kind: PlayerKind::Human }).collect();
    let save = SavedGame::capture(&game, &seats, "golden", 0.0, 0.0).expect("written");
    Fixture {
        game: kind.id().to_string(),
        rules_version: game.rules_version(),
        save: serde_json::to_string(&save).unwrap(),
        link: share::encode(&game, None).expect("written"),
        notations: notations(&game),
        final_position: game.position_text(),
    }
}

#[test]
fn golden_fixtures_replay_exactly() {
    let dir = golden_dir();
    let write = std::env::var_os("CASTELLAN_WRITE_GOLDEN").is_some();
    if write {
        std::fs::create_dir_all(&dir).expect("create tests/golden");
        for (stem, kind, options, seed) in variants() {
            let fixture = make_fixture(kind, options, seed);
            let path = dir.join(format!("{stem}_r{}.json", fixture.rules_version));
            if !path.exists() {
                let text = serde_json::to_string_pretty(&fixture).expect("fixture serialises");
                std::fs::write(&path, text + "\n").expect("write fixture");
            }
        }
    }
    let mut checked = 0;
    let mut entries: Vec<_> = std::fs::read_dir(&dir).expect("tests/golden exists").flatten().collect();
    entries.sort_by_key(|e| e.path());
    for entry in entries {
        let path = entry.path();
        if path.extension().and_then(|e| e.to_str()) != Some("json") {
            continue;
        }
        let name = path.display().to_string();
        let fixture: Fixture =
            serde_json::from_str(&std::fs::read_to_string(&path).expect("read")).expect("fixture parses");
        // The save replays to the same game…
        let (saved, from_save) =
            SavedGame::restore(&fixture.save).unwrap_or_else(|e| panic!("{name}: save does not replay: {e}"));
        assert_eq!(from_save.kind().id(), fixture.game, "{name}");
        assert_eq!(from_save.rules_version(), fixture.rules_version, "{name}: rules version");
        assert_eq!(notations(&from_save), fixture.notations, "{name}: the save replays to different moves");
        assert_eq!(
            from_save.position_text(),
            fixture.final_position,
            "{name}: the save replays to a different position"
        );
        // Read and written again, the save is the very text serde_json stored (a save from before
        // rules versions were recorded gains the version it was read with, as serde wrote it).
        let stored = if fixture.save.contains("\"rules\":") {
            fixture.save.clone()
        } else {
            fixture.save.replacen(",\"options\":", ",\"rules\":1,\"options\":", 1)
        };
        assert_eq!(
            serde_json::to_string(&saved).unwrap(),
            stored,
            "{name}: the save is not written back as it was stored"
        );
        // …and so does the link.
        let shared = share::decode(&fixture.link).unwrap_or_else(|e| panic!("{name}: link does not replay: {e}"));
        assert_eq!(notations(&shared.game), fixture.notations, "{name}: the link replays to different moves");
        assert_eq!(
            shared.game.position_text(),
            fixture.final_position,
            "{name}: the link replays to a different position"
        );
        checked += 1;
    }
    // Every variant has a fixture for the current rules version of its game.
    for (stem, kind, options, _) in variants() {
        let current = AnyMatch::new(&AnyOptions::from_json(kind, options).expect("options JSON"), 1)
            .expect("options")
            .rules_version();
        assert!(dir.join(format!("{stem}_r{current}.json")).exists(), "no golden fixture {stem}_r{current}.json");
    }
    assert!(checked >= variants().len(), "only {checked} fixtures checked");
}

/// Every registered game is pinned: each player count it offers has a fixture, and so has each
/// of its rule variants (`RegisteredGame::rule_variants`) at some player count. The walk comes
/// from the registry, so a new game, a new player count or a new variant without a fixture
/// fails here.
#[test]
fn every_game_player_count_and_rule_variant_has_a_fixture() {
    for &kind in GameKind::ALL {
        kind.visit(Pinned(kind));
    }
}

struct Pinned(GameKind);

impl GameVisitor for Pinned {
    type Output = ();
    fn visit<G: RegisteredGame>(self) {
        let name = G::NAME;
        let how = "add it to `variants()` in tests/golden.rs, then write its fixture with \
                   CASTELLAN_WRITE_GOLDEN=1 cargo test --no-default-features --test golden";
        // The options of this game's fixtures, with the player count each is for.
        let pinned: Vec<(G::Options, u8)> = variants()
            .into_iter()
            .filter(|(_, kind, _, _)| *kind == self.0)
            .map(|(stem, _, options, _)| {
                let options: G::Options =
                    serde_json::from_str(options).unwrap_or_else(|e| panic!("{stem}: options do not read: {e}"));
                let seats = G::new_game(&options, 1).unwrap_or_else(|e| panic!("{stem}: {e}")).seat_count();
                (options, seats as u8)
            })
            .collect();
        for &players in G::INFO.player_counts {
            assert!(
                pinned.iter().any(|(_, seats)| *seats == players),
                "{name} has no golden fixture for {players} players: {how}"
            );
            for variant in G::rule_variants(players) {
                assert!(
                    pinned.iter().any(|(options, seats)| G::with_players(&variant, *seats) == *options),
                    "{name}'s rule variant {variant:?} has no golden fixture at any player count: {how}"
                );
            }
        }
    }
}

/// A fixture made today, replayed today, gives the same moves (guards the generator itself).
#[test]
fn a_fresh_fixture_matches_itself() {
    let (_, kind, options, seed) = variants()[0];
    let a = make_fixture(kind, options, seed);
    let b = make_fixture(kind, options, seed);
    assert_eq!(a.notations, b.notations);
    assert_eq!(a.final_position, b.final_position);
}
