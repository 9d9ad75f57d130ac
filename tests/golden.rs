//! The determinism contract, locked: saves and links store each action as its index in the
//! legal-action list, so legal-action order, the RNG's stream and every rule are a storage format.
//!
//! `tests/golden/*.json` holds, per game and variant, a save text, a share link, and what they
//! must replay to: the notation of every action and the final position text. Any change to
//! legal-action order, RNG use or a rule makes one of these fail loudly. Such a change must bump
//! the game's rules version and add new fixtures; the old fixtures stay and must keep replaying
//! exactly (the engine plays old versions) or be reported as made by an older version.
//!
//! Nothing here lists games or fixtures by hand:
//!
//! - **Found**: every `tests/golden/*.json` file is a fixture. Its game, options and seed are
//!   those of its own save; its name only has to end in `_r<rules version>.json`, the version it
//!   was made under (the part before is free: older fixtures are named after what they pin).
//! - **Checked** ([`golden_fixtures_replay_exactly`]): each save and each link replays to the
//!   stored moves and position, and each save is written back as it was stored. A game, options
//!   and seed pinned under an older rules version of its game is pinned under the current one
//!   too, so a rules change cannot quietly drop a variant.
//! - **Covered** ([`every_game_player_count_and_rule_variant_has_a_fixture`]): from the registry
//!   (`GameKind::ALL`, each game's `INFO.player_counts` and `rule_variants`), a fixture of the
//!   game's current rules version is played at each player count, and each rule variant is
//!   pinned at some player count. Whatever is missing is named, with the file that would pin it.
//! - **Written**: `CASTELLAN_WRITE_GOLDEN=1 cargo test --no-default-features --test golden`
//!   writes what the two checks above find missing, and nothing else. First each older fixture
//!   without a current successor gets one under its own name, same options and seed
//!   (`torri_2p_r2.json` after `torri_2p_r1.json`); then each player count or rule variant still
//!   unpinned gets `<game id>_<players>p_v<variant index>_r<rules version>.json` (the variant's
//!   index in `rule_variants(players)`; a missing player count gets its variant 0, the dialog's
//!   default), played from a seed derived from those three ([`derived_seed`]). An existing file
//!   is never overwritten nor deleted: old fixtures are history. So a new game, player count,
//!   rule variant or rules version needs no edit here: run the command and commit the new files.

use castellan::bot::greedy;
use castellan::core::{legal_vec, Rng};
use castellan::registry::AnyOptions;
use castellan::registry::{AnyMatch, GameKind, GameVisitor, RegisteredGame};
use castellan::session::{PlayerKind, SavedGame, SeatSetup};
use castellan::share;
use serde::{Deserialize, Serialize};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

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

/// The command that writes missing fixtures, for failure messages.
const WRITE_COMMAND: &str = "CASTELLAN_WRITE_GOLDEN=1 cargo test --no-default-features --test golden";

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
fn play_random(options: &AnyOptions, seed: u64) -> AnyMatch {
    let kind = options.kind();
    let mut game = AnyMatch::new(options, seed).unwrap_or_else(|e| panic!("{kind:?} options {options:?}: {e}"));
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

fn make_fixture(options: &AnyOptions, seed: u64) -> Fixture {
    let game = play_random(options, seed);
    let seats: Vec<SeatSetup> =
        (0..game.seat_count()).map(|i| SeatSetup { name: format!("P{}", i + 1), kind: PlayerKind::Human }).collect();
    let save = SavedGame::capture(&game, &seats, "golden", 0.0, 0.0).expect("written");
    Fixture {
        game: game.kind().id().to_string(),
        rules_version: game.rules_version(),
        save: serde_json::to_string(&save).expect("a save serialises"),
        link: share::encode(&game, None).expect("written"),
        notations: notations(&game),
        final_position: game.position_text(),
    }
}

/// One fixture file, read: what its save replays (game, options, seed) comes from the save.
struct Stored {
    /// The file's name in `tests/golden/`, e.g. `torri_2p_r2.json`.
    file: String,
    fixture: Fixture,
    kind: GameKind,
    /// The save's options, read under the fixture's rules version.
    options: AnyOptions,
    seed: u64,
}

impl Stored {
    /// Whether the fixture was made under its game's current rules.
    fn is_current(&self) -> bool {
        self.fixture.rules_version == self.kind.rules_version()
    }

    /// The file's name without its `_r<rules version>.json`.
    fn stem(&self) -> &str {
        let suffix = format!("_r{}.json", self.fixture.rules_version);
        self.file.strip_suffix(&suffix).expect("a fixture's name ends in its rules version (checked when read)")
    }
}

/// Every fixture in `tests/golden/`, sorted by file name (after writing the missing ones, once
/// per run, when `CASTELLAN_WRITE_GOLDEN` is set).
fn fixtures() -> Vec<Stored> {
    static WRITTEN: OnceLock<()> = OnceLock::new();
    WRITTEN.get_or_init(|| {
        if std::env::var_os("CASTELLAN_WRITE_GOLDEN").is_some() {
            write_missing();
        }
    });
    read_fixtures()
}

fn read_fixtures() -> Vec<Stored> {
    let dir = golden_dir();
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry of tests/golden").path())
        .filter(|path| path.extension().and_then(|e| e.to_str()) == Some("json"))
        .collect();
    paths.sort();
    paths.iter().map(|path| read_fixture(path)).collect()
}

fn read_fixture(path: &Path) -> Stored {
    let name = path.display();
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{name}: {e}"));
    let fixture: Fixture = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: not a fixture: {e}"));
    let saved: SavedGame =
        serde_json::from_str(&fixture.save).unwrap_or_else(|e| panic!("{name}: the save does not read: {e}"));
    let kind = GameKind::from_id(&saved.game).unwrap_or_else(|| panic!("{name}: no game {:?}", saved.game));
    let options = AnyOptions::from_json_under(kind, &saved.options.to_string(), saved.rules)
        .unwrap_or_else(|e| panic!("{name}: the save's options do not read: {e}"));
    let file = path.file_name().and_then(|f| f.to_str()).expect("a file name in UTF-8").to_string();
    let suffix = format!("_r{}.json", fixture.rules_version);
    assert!(file.ends_with(&suffix), "{name}: the name must end in {suffix}, the rules version it was made under");
    Stored { file, fixture, kind, options, seed: saved.seed }
}

/// A fixture the write command would add: its file name in `tests/golden/`, what it plays and
/// why it is wanted.
struct Wanted {
    file: String,
    options: AnyOptions,
    seed: u64,
    why: String,
}

/// The seed of a fixture written for `players` and rule variant `variant` of the game `id`:
/// FNV-1a of `"<id> <players>p v<variant>"`, kept to six digits like a seed a player types.
fn derived_seed(id: &str, players: u8, variant: usize) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in format!("{id} {players}p v{variant}").bytes() {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
    }
    hash % 1_000_000
}

/// Each game, options and seed that a fixture pins under an older rules version of its game and
/// none under the current one: wanted under the older fixture's name, with the current version.
fn carried_forward(fixtures: &[Stored]) -> Vec<Wanted> {
    let mut wanted: Vec<Wanted> = Vec::new();
    for old in fixtures.iter().filter(|f| f.fixture.rules_version < f.kind.rules_version()) {
        let same = |options: &AnyOptions, seed: u64| *options == old.options && seed == old.seed;
        if fixtures.iter().any(|f| f.is_current() && same(&f.options, f.seed))
            || wanted.iter().any(|w| same(&w.options, w.seed))
        {
            continue;
        }
        let current = old.kind.rules_version();
        wanted.push(Wanted {
            file: format!("{}_r{current}.json", old.stem()),
            options: old.options.clone(),
            seed: old.seed,
            why: format!(
                "{} (rules version {}) has no fixture of {}'s current rules version {current} with the same \
                 options and seed",
                old.file,
                old.fixture.rules_version,
                old.kind.name()
            ),
        });
    }
    wanted
}

/// Each player count and rule variant of every registered game that no fixture of the game's
/// current rules version pins, as the fixtures that would pin them.
fn unpinned(fixtures: &[Stored]) -> Vec<Wanted> {
    GameKind::ALL.iter().flat_map(|&kind| kind.visit(Unpinned { fixtures })).collect()
}

struct Unpinned<'a> {
    fixtures: &'a [Stored],
}

impl GameVisitor for Unpinned<'_> {
    type Output = Vec<Wanted>;
    fn visit<G: RegisteredGame>(self) -> Vec<Wanted> {
        let name = G::NAME;
        // The options of this game's current fixtures, with the player count each is for; what
        // is wanted joins them, so one fixture is wanted for a player count and its variant 0.
        let mut pinned: Vec<(AnyOptions, u8)> = self
            .fixtures
            .iter()
            .filter(|f| f.kind == G::KIND && f.is_current())
            .map(|f| {
                let seats = AnyMatch::new(&f.options, 1).unwrap_or_else(|e| panic!("{}: {e}", f.file)).seat_count();
                (f.options.clone(), seats as u8)
            })
            .collect();
        let mut wanted = Vec::new();
        for &players in G::INFO.player_counts {
            let variants = G::rule_variants(players);
            if !pinned.iter().any(|(_, seats)| *seats == players) {
                let default = variants.first().unwrap_or_else(|| panic!("{name} has no rule variant at {players}"));
                let why = format!("{name} has no golden fixture for {players} players");
                wanted.push(want::<G>(&mut pinned, players, 0, default, why));
            }
            for (index, variant) in variants.iter().enumerate() {
                let is_pinned =
                    |(options, seats): &(AnyOptions, u8)| G::wrap_options(G::with_players(variant, *seats)) == *options;
                if !pinned.iter().any(is_pinned) {
                    let why = format!(
                        "{name}'s rule variant {index} at {players} players ({variant:?}) has no golden fixture at \
                         any player count"
                    );
                    wanted.push(want::<G>(&mut pinned, players, index, variant, why));
                }
            }
        }
        wanted
    }
}

/// The fixture wanted for rule variant `index` of `G` at `players`, which joins `pinned`.
fn want<G: RegisteredGame>(
    pinned: &mut Vec<(AnyOptions, u8)>,
    players: u8,
    index: usize,
    options: &G::Options,
    why: String,
) -> Wanted {
    let options = G::wrap_options(options.clone());
    pinned.push((options.clone(), players));
    Wanted {
        file: format!("{}_{players}p_v{index}_r{}.json", G::ID, G::RULES_VERSION),
        options,
        seed: derived_seed(G::ID, players, index),
        why,
    }
}

/// Writes each wanted fixture: first the older fixtures' successors, then what the registry
/// still finds unpinned. Never overwrites a file.
fn write_missing() {
    let dir = golden_dir();
    std::fs::create_dir_all(&dir).expect("create tests/golden");
    for wanted in carried_forward(&read_fixtures()) {
        write_fixture(&dir, &wanted);
    }
    for wanted in unpinned(&read_fixtures()) {
        write_fixture(&dir, &wanted);
    }
}

fn write_fixture(dir: &Path, wanted: &Wanted) {
    let fixture = make_fixture(&wanted.options, wanted.seed);
    assert!(
        wanted.file.ends_with(&format!("_r{}.json", fixture.rules_version)),
        "{}: made under rules version {}",
        wanted.file,
        fixture.rules_version
    );
    let path = dir.join(&wanted.file);
    let text = serde_json::to_string_pretty(&fixture).expect("a fixture serialises") + "\n";
    let mut file = std::fs::OpenOptions::new().write(true).create_new(true).open(&path).unwrap_or_else(|e| {
        panic!("{}: not written, a fixture is never overwritten ({e}); wanted because {}", path.display(), wanted.why)
    });
    file.write_all(text.as_bytes()).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    eprintln!("wrote {}: {}", path.display(), wanted.why);
}

/// What is wanted, one line each, and how to write it.
fn report(wanted: &[Wanted]) -> String {
    let lines: Vec<String> = wanted.iter().map(|w| format!("  tests/golden/{}: {}", w.file, w.why)).collect();
    format!("missing golden fixtures:\n{}\nwrite them with `{WRITE_COMMAND}` and commit them", lines.join("\n"))
}

#[test]
fn golden_fixtures_replay_exactly() {
    let fixtures = fixtures();
    for Stored { file: name, fixture, .. } in &fixtures {
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
            serde_json::to_string(&saved).expect("a save serialises"),
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
    }
    // Every variant pinned under an older rules version is pinned under the current one too.
    let wanted = carried_forward(&fixtures);
    assert!(wanted.is_empty(), "{}", report(&wanted));
    assert!(!fixtures.is_empty(), "no golden fixture in {}", golden_dir().display());
}

/// Every registered game is pinned: each player count it offers has a fixture, and so has each
/// of its rule variants (`RegisteredGame::rule_variants`) at some player count, under the game's
/// current rules version. The walk comes from the registry, so a new game, a new player count,
/// a new variant or a new rules version without a fixture fails here.
#[test]
fn every_game_player_count_and_rule_variant_has_a_fixture() {
    let wanted = unpinned(&fixtures());
    assert!(wanted.is_empty(), "{}", report(&wanted));
}

/// A game's first rule variant (the dialog's default) at its smallest player count, with the seed
/// a fixture written for it would be played from.
struct DefaultVariant;

impl GameVisitor for DefaultVariant {
    type Output = (AnyOptions, u64);
    fn visit<G: RegisteredGame>(self) -> (AnyOptions, u64) {
        let players = *G::INFO.player_counts.first().expect("a game has a player count");
        let options = G::rule_variants(players).into_iter().next().expect("a game has a rule variant");
        (G::wrap_options(options), derived_seed(G::ID, players, 0))
    }
}

/// A fixture made today, replayed today, gives the same moves (guards the generator itself).
#[test]
fn a_fresh_fixture_matches_itself() {
    let (options, seed) = GameKind::ALL[0].visit(DefaultVariant);
    let a = make_fixture(&options, seed);
    let b = make_fixture(&options, seed);
    assert_eq!(a.notations, b.notations);
    assert_eq!(a.final_position, b.final_position);
}
