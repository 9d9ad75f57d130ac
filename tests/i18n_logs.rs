//! The games' logs in every language. Torres and Torri: each log line and each rule error formats
//! to words of the language (never a message key, never English left in another language), with
//! the notation's squares and numbers kept. Every game: each line spelled out in words (hints, the
//! last-move line, the live region) has no value missing, shows no key and names the squares of
//! its notation, and a line with a `-words` twin reads otherwise than its notation.

use castellan::core::{legal_vec, Game, Rng};
use castellan::games::fortaleza::{Fortaleza, FortalezaOptions};
use castellan::games::torres::{CardMode, Torres, TorresError, TorresOptions};
use castellan::games::torri::{ColourDie, Torri, TorriError, TorriOptions};
use castellan::games::voldetour::{Voldetour, VoldetourOptions};
use castellan::i18n::{Catalog, Lang, Msg, FILES};
use castellan::registry::RegisteredGame;
use std::path::PathBuf;

/// Every language, with all its files.
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

/// Plays `plies` random legal actions from `game`, returning the log lines as messages.
fn random_log<G: Game>(mut game: G, plies: usize, seed: u64) -> Vec<(String, Msg)> {
    let mut rng = Rng::new(seed);
    let mut log = Vec::new();
    for _ in 0..plies {
        let legal = legal_vec(&game);
        if legal.is_empty() {
            break;
        }
        let action = legal[rng.below(legal.len() as u32) as usize];
        log.push((game.notation(action), game.notation_msg(action, None)));
        game.play_unchecked(action);
    }
    log
}

/// Every line in every language: no key shown, the notation's squares kept, and, for lines with
/// words, another text than English's.
fn check_log(catalog: &Catalog, prefix: &str, log: &[(String, Msg)]) {
    for (notation, msg) in log {
        let english = catalog.format(Lang::En, msg);
        assert_eq!(&english, notation, "the English log line is the notation");
        for lang in Lang::ALL {
            let text = catalog.format(lang, msg);
            assert!(!text.contains(prefix) && !text.contains('{'), "{}: {text}", lang.code());
            assert_eq!(
                sorted_squares(&text),
                sorted_squares(notation),
                "{}: {text} names the squares of {notation}",
                lang.code()
            );
            let has_words =
                notation.split_whitespace().any(|w| w.len() > 3 && w.chars().all(|c| c.is_ascii_lowercase()));
            if lang != Lang::En && has_words {
                assert_ne!(text, english, "{}: {notation} is still English", lang.code());
            }
        }
    }
}

#[test]
fn the_torres_log_reads_in_every_language() {
    let catalog = catalog();
    let variants = [
        (1, CardMode::PersonalDeck, false),
        (2, CardMode::CommonDeck, false),
        (3, CardMode::Off, false),
        (4, CardMode::PersonalDeck, true),
    ];
    for (seed, cards, master) in variants {
        let options = TorresOptions { players: 3, cards, master, master_card: None };
        let log = random_log(Torres::new_game(&options, seed).unwrap(), 600, seed);
        check_log(&catalog, "torres-", &log);
        let twins = check_words(&catalog, "torres-", &log);
        assert!(twins > 100, "a Torres game's lines are spelled out ({twins})");
    }
}

#[test]
fn the_torri_log_reads_in_every_language() {
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
        let log = random_log(Torri::new_game(options, seed as u64).unwrap(), 1500, seed as u64);
        check_log(&catalog, "torri-", &log);
        let twins = check_words(&catalog, "torri-", &log);
        assert!(twins > 50, "a Torri game's lines are spelled out ({twins})");
    }
}

/// The squares a text names (a letter and a number: "c4", "l12"; "k4xl5" names two), sorted (a
/// language may name them in another order), outside parentheses (the notation's "(h2)" is a
/// height).
fn sorted_squares(text: &str) -> Vec<String> {
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
    out.sort();
    out
}

/// Checks every line of `log`; returns how many have a twin.
fn check_words(catalog: &Catalog, prefix: &str, log: &[(String, Msg)]) -> usize {
    let mut twins = 0;
    for (_, msg) in log {
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
                sorted_squares(&words),
                sorted_squares(&notation),
                "{}: {words:?} names the squares of {notation:?}",
                lang.code()
            );
        }
    }
    twins
}

#[test]
fn voldetour_moves_read_in_words_in_every_language() {
    let catalog = catalog();
    // Random play ends soon (a Lord left on his Tower loses): many short games.
    let mut twins = 0;
    for seed in 1..=20 {
        let options = VoldetourOptions { players: if seed % 2 == 0 { 4 } else { 2 } };
        twins +=
            check_words(&catalog, "voldetour-", &random_log(Voldetour::new_game(&options, seed).unwrap(), 300, seed));
    }
    assert!(twins > 40, "Voldétour's placements and Lord moves are spelled out ({twins})");
}

#[test]
fn fortaleza_moves_read_in_words_in_every_language() {
    let catalog = catalog();
    let mut kinds = std::collections::BTreeSet::new();
    for seed in 1..=6 {
        let log = random_log(Fortaleza::new_game(&FortalezaOptions::default(), seed).unwrap(), 400, seed);
        for (_, msg) in &log {
            if let Msg::Key("fortaleza-log-unit", args) = msg {
                kinds.insert(format!("{:?}", args.iter().find(|(n, _)| *n == "kind").map(|(_, v)| v)));
            }
        }
        check_words(&catalog, "fortaleza-", &log);
    }
    assert!(kinds.len() >= 3, "moves, captures and shots are among them: {kinds:?}");
}

#[test]
fn rule_errors_are_sentences_of_every_language_and_english_keeps_the_display() {
    use TorresError as E;
    let catalog = catalog();
    let torres = [
        E::GameOver,
        E::WrongTime,
        E::NoSuchSquare,
        E::NotYourKnight,
        E::SquareOccupied,
        E::NotAdjacent,
        E::NotDiagonal,
        E::ClimbTooHigh,
        E::NotEnoughAp,
        E::NoKnightsLeft,
        E::NewKnightTooHigh,
        E::CastleTooTall,
        E::JoinsCastles,
        E::NewCastle,
        E::BlockUnderPiece,
        E::StackEmpty,
        E::NoSuchStack,
        E::StackFull,
        E::NoThroughPath,
        E::NotAFoundation,
        E::FoundationTooClose,
        E::NotACastleSquare,
        E::TwoCardsPerTurn,
        E::DeckEmpty,
        E::NoDrawInMaster,
        E::CardsOff,
        E::CardNotHeld,
        E::CardTakenThisTurn,
        E::OneCardPerTurn,
        E::CardNotShown,
        E::SupplyEmpty,
        E::NoKnightToJump,
        E::SplitsCastle,
        E::TooFewCastles,
        E::NoBlockToMove,
        E::NothingToReturn,
        E::SameSquare,
    ];
    let errors: Vec<(String, Msg)> = torres
        .iter()
        .map(|e| (e.to_string(), Torres::rule_error_msg(e)))
        .chain(torri_errors().iter().map(|e| (e.to_string(), Torri::rule_error_msg(e))))
        .collect();
    for (display, msg) in &errors {
        assert_eq!(&catalog.format(Lang::En, msg), display);
        for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
            let text = catalog.format(lang, msg);
            assert!(!text.starts_with("torr") && !text.contains('{') && text != *display, "{}: {text}", lang.code());
        }
    }
}

fn torri_errors() -> Vec<TorriError> {
    use TorriError as E;
    vec![
        E::GameOver,
        E::MustRollColourDie,
        E::ColourDieNotNow,
        E::MustSplit,
        E::AlreadyRolled { distance: 4 },
        E::NotRolledNow,
        E::MustRollBonus,
        E::NoBonusRollToDecline,
        E::HeightMovesDisabled,
        E::OffBoard,
        E::EmptySquare,
        E::NotYourStack,
        E::FrozenInHome,
        E::CapturedThisTurn,
        E::NotStraight,
        E::WrongDistance { required: 3 },
        E::OwnStack,
        E::OtherHome,
        E::PassNotAllowed,
        E::NothingToMove,
        E::NoSplitNow,
        E::BadCut { limit: 12 },
        E::NotAdjacent,
        E::FreeCarryDisabled,
        E::FreeCarryNotNow,
        E::AlreadyHome,
        E::TooLowToCarry { height: 4 },
    ]
}

#[test]
fn russian_counts_take_their_plural_forms() {
    let catalog = catalog();
    let moves = |n: u8| catalog.format(Lang::Ru, &Torri::rule_error_msg(&TorriError::WrongDistance { required: n }));
    assert!(moves(1).ends_with("1 клетку"), "{}", moves(1));
    assert!(moves(3).ends_with("3 клетки"), "{}", moves(3));
    assert!(moves(5).ends_with("5 клеток"), "{}", moves(5));
}
