//! Every registered game through the one contract harness (`core::contract`), at every player
//! count it offers and in every rule variant it lists (`RegisteredGame::rule_variants`): legal ⇔
//! check, refusals change nothing, no duplicate actions, games end, `evaluate` in range, and each
//! seat's redacted view unchanged by re-sampling what it cannot see. The walk comes from the
//! registry, so a new game is checked here the day it is registered.
//! (Each engine's own random tests check its game-specific invariants.)

use castellan::core::contract::{check_random_games, ContractConfig};
use castellan::core::Game;
use castellan::games::torri::Torri;
use castellan::registry::{GameKind, GameVisitor, RegisteredGame};

/// Each variant is played for whole random games until at least this many actions (so a game
/// of short matches plays more of them), and at least `MIN_GAMES`, at most `MAX_GAMES` games.
const MIN_ACTIONS: u64 = 6_000;
const MIN_GAMES: u32 = 2;
const MAX_GAMES: u32 = 40;

/// One game's walk: every player count, every rule variant. Returns a line per variant.
struct KeepsTheContract(usize);

impl GameVisitor for KeepsTheContract {
    type Output = Vec<String>;
    fn visit<G: RegisteredGame>(self) -> Vec<String> {
        let name = G::NAME;
        let mut lines = Vec::new();
        for &players in G::INFO.player_counts {
            for (i, options) in G::rule_variants(players).iter().enumerate() {
                // A fixed seed per (game, player count, variant): a failure replays exactly.
                let seed = 10_000 * self.0 as u64 + 100 * players as u64 + i as u64;
                let (mut games, mut finished, mut actions, mut longest) = (0u32, 0u32, 0u64, 0u32);
                while games < MIN_GAMES || (actions < MIN_ACTIONS && games < MAX_GAMES) {
                    let config =
                        ContractConfig { games: 1, seed: seed * 1_000 + games as u64, ..ContractConfig::default() };
                    let report = check_random_games::<G>(options, &config, |_| {});
                    games += report.games;
                    finished += report.finished;
                    actions += report.actions;
                    longest = longest.max(report.longest);
                }
                assert_eq!(finished, games, "{name} {options:?}: every random game must end");
                lines.push(format!("{name} {options:?}: {games} games, {actions} actions, longest {longest}"));
            }
        }
        assert!(!lines.is_empty(), "{name}: no player count or no rule variant to check");
        lines
    }
}

#[test]
fn every_game_keeps_the_contract_at_every_player_count_and_in_every_variant() {
    // One thread per game (the machine's cores share the work); a broken contract panics there
    // with the game, the seed and the position, and fails the test.
    let reports: Vec<Vec<String>> = std::thread::scope(|scope| {
        let walks: Vec<_> = GameKind::ALL
            .iter()
            .enumerate()
            .map(|(i, kind)| scope.spawn(move || kind.visit(KeepsTheContract(i))))
            .collect();
        walks.into_iter().map(|walk| walk.join().unwrap_or_else(|e| std::panic::resume_unwind(e))).collect()
    });
    for line in reports.iter().flatten() {
        println!("{line}");
    }
    assert_eq!(reports.len(), GameKind::ALL.len());
}

/// Torri's own invariant on top of the contract: scores never go negative.
#[test]
fn torri_scores_never_go_negative() {
    for &players in Torri::INFO.player_counts {
        for (i, options) in Torri::rule_variants(players).iter().enumerate() {
            let config =
                ContractConfig { games: 3, seed: 100 + 10 * players as u64 + i as u64, ..ContractConfig::default() };
            check_random_games::<Torri>(options, &config, |state| {
                assert!(state.scores().iter().all(|s| *s >= 0), "{options:?}: a negative score");
            });
        }
    }
}

/// The hint in Torri once said "a roll of the die: 3", and the roll then was 3: what a roll is
/// called before it is thrown must not name its number. (The contract above checks every game
/// and variant for the same by re-sampling; this pins the case players met.)
#[test]
fn a_roll_is_named_before_it_is_thrown_without_its_number() {
    use castellan::core::{legal_vec, Msg};
    use castellan::games::torri::{TorriAction, TorriOptions};
    for two_dice in [false, true] {
        let options = TorriOptions { two_dice, ..TorriOptions::default() };
        let mut names = std::collections::BTreeSet::new();
        for seed in 0..20 {
            let game = Torri::new_game(&options, seed).expect("a new game");
            assert!(legal_vec(&game).contains(&TorriAction::Roll));
            let named = game.preview_msg(TorriAction::Roll, Some(0));
            assert_eq!(named, Msg::new(if two_dice { "torri-hint-roll-two" } else { "torri-hint-roll" }));
            names.insert(format!("{:?}", game.notation_msg(TorriAction::Roll, Some(0))));
        }
        // The log line, written once the die is thrown, does name the number (and differs by seed).
        assert!(names.len() > 1, "the log names the roll: {names:?}");
    }
}
