//! Moves spelled out in words (hints, the last-move line, the live region), in every game and
//! language: each log line of random games reads in words with no value missing, no message key
//! shown, and the squares of its notation; a line with a `-words` twin reads otherwise than its
//! notation.

use castellan::core::{legal_vec, Game, Msg, Rng};
use castellan::games::fortaleza::{Fortaleza, FortalezaOptions};
use castellan::games::torres::{CardMode, Torres, TorresOptions};
use castellan::games::torri::{ColourDie, Torri, TorriOptions};
use castellan::games::voldetour::{Voldetour, VoldetourOptions};
use castellan::i18n::{Catalog, Lang, FILES};
use std::path::PathBuf;

fn catalog() -> Catalog {
    let mut catalog = Catalog::new();
    for lang in Lang::ALL {
        let files: Vec<(&str, String)> = FILES
            .iter()
            .map(|f| {
                let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("locales/{}/{f}.ftl", lang.code()));
                (*f, std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display())))
            })
            .collect();
        catalog.add(lang, files).unwrap_or_else(|e| panic!("{}: {e}", lang.code()));
    }
    catalog
}

/// The log of `plies` random legal actions from `game`, as every seat may read it.
fn random_log<G: Game>(mut game: G, plies: usize, seed: u64) -> Vec<Msg> {
    let mut rng = Rng::new(seed);
    let mut log = Vec::new();
    for _ in 0..plies {
        let legal = legal_vec(&game);
        if legal.is_empty() {
            break;
        }
        let action = legal[rng.below(legal.len() as u32) as usize];
        log.push(game.notation_msg(action, None));
        game.play_unchecked(action);
    }
    log
}

/// The squares a text names (a letter and a number: "c4", "l12"; "k4xl5" names two), sorted (a
/// language may name them in another order), outside parentheses (the notation's "(h2)" is a
/// height).
fn squares(text: &str) -> Vec<String> {
    let mut depth = 0;
    let outside: String = text
        .chars()
        .map(|c| {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
            // "x" between two squares is a capture's mark, not a letter of a word.
            if depth > 0 || c == ')' || c == 'x' {
                ' '
            } else {
                c
            }
        })
        .collect();
    let mut out: Vec<String> = outside
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| w.len() >= 2 && w.as_bytes()[0].is_ascii_lowercase() && w[1..].chars().all(|c| c.is_ascii_digit()))
        .map(String::from)
        .collect();
    castellan::core::sort::sort_by(&mut out, |a, b| a.cmp(b));
    out
}

/// Checks every line of `log`; returns how many have a twin.
fn check(catalog: &Catalog, prefix: &str, log: &[Msg]) -> usize {
    let mut twins = 0;
    for msg in log {
        let notation = catalog.format(Lang::En, msg);
        let english_words = catalog.format_words(Lang::En, msg);
        let Msg::Key(key, _) = msg else { panic!("{prefix}: a log line is a message: {msg:?}") };
        if catalog.has_key(&format!("{key}-words")) {
            twins += 1;
            assert_ne!(english_words, notation, "{key}: its twin spells it out");
        }
        for lang in Lang::ALL {
            let words = catalog.format_words(lang, msg);
            assert!(!words.contains('{') && !words.contains(prefix), "{}: {key} reads {words:?}", lang.code());
            assert_eq!(
                squares(&words),
                squares(&notation),
                "{}: {words:?} names the squares of {notation:?}",
                lang.code()
            );
        }
    }
    twins
}

#[test]
fn torres_moves_read_in_words_in_every_language() {
    let catalog = catalog();
    for (seed, cards, master) in
        [(1, CardMode::PersonalDeck, true), (2, CardMode::CommonDeck, false), (3, CardMode::Off, false)]
    {
        let options = TorresOptions { players: 3, cards, master, master_card: None };
        let twins = check(&catalog, "torres-", &random_log(Torres::new_game(&options, seed).unwrap(), 500, seed));
        assert!(twins > 100, "a Torres game's lines are spelled out ({twins})");
    }
}

#[test]
fn torri_moves_read_in_words_in_every_language() {
    let catalog = catalog();
    let variants = [
        TorriOptions { players: 2, ..TorriOptions::default() },
        TorriOptions {
            players: 4,
            colour_die: ColourDie::OwnColourRollsAgain,
            free_carry: Some(3),
            ..TorriOptions::default()
        },
        TorriOptions { players: 3, two_dice: true, height_limit: Some(6), ..TorriOptions::default() },
    ];
    for (seed, options) in variants.iter().enumerate() {
        let twins =
            check(&catalog, "torri-", &random_log(Torri::new_game(options, seed as u64).unwrap(), 800, seed as u64));
        assert!(twins > 50, "a Torri game's lines are spelled out ({twins})");
    }
}

#[test]
fn voldetour_moves_read_in_words_in_every_language() {
    let catalog = catalog();
    // Random play ends soon (a Lord left on his Tower loses): many short games.
    let mut twins = 0;
    for seed in 1..=20 {
        let options = VoldetourOptions { players: if seed % 2 == 0 { 4 } else { 2 } };
        twins += check(&catalog, "voldetour-", &random_log(Voldetour::new_game(&options, seed).unwrap(), 300, seed));
    }
    assert!(twins > 40, "Voldétour's placements and Lord moves are spelled out ({twins})");
}

#[test]
fn fortaleza_moves_read_in_words_in_every_language() {
    let catalog = catalog();
    let mut kinds = std::collections::BTreeSet::new();
    for seed in 1..=6 {
        let log = random_log(Fortaleza::new_game(&FortalezaOptions::default(), seed).unwrap(), 400, seed);
        for msg in &log {
            if let Msg::Key("fortaleza-log-unit", args) = msg {
                kinds.insert(format!("{:?}", args.iter().find(|(n, _)| *n == "kind").map(|(_, v)| v)));
            }
        }
        check(&catalog, "fortaleza-", &log);
    }
    assert!(kinds.len() >= 3, "moves, captures and shots are among them: {kinds:?}");
}
