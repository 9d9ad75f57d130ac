//! Torres and Torri in every language: each log line and each rule error formats to words of the
//! language (never a message key, never English left in another language), with the notation's
//! squares and numbers kept.

use castellan::core::{legal_vec, Game, Rng};
use castellan::games::torres::{CardMode, Torres, TorresError, TorresOptions};
use castellan::games::torri::{ColourDie, Torri, TorriError, TorriOptions};
use castellan::i18n::{Catalog, Lang, Msg, FILES};
use castellan::registry::RegisteredGame;
use std::path::PathBuf;

/// Every language that has the games' files; the other files fall back to English here.
fn catalog() -> Catalog {
    let mut catalog = Catalog::new();
    for lang in Lang::ALL {
        let files: Vec<(&str, String)> = FILES
            .iter()
            .filter(|f| ["torres", "torri"].contains(f))
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
    // The squares named outside parentheses (inside them: heights and counts, such as `(h2)`).
    let squares = |t: &str| -> Vec<String> {
        let mut depth = 0;
        let outside: String = t
            .chars()
            .map(|c| {
                match c {
                    '(' => depth += 1,
                    ')' => depth -= 1,
                    _ => {}
                }
                if depth > 0 || c == ')' {
                    ' '
                } else {
                    c
                }
            })
            .collect();
        outside
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| {
                w.len() >= 2 && w.as_bytes()[0].is_ascii_lowercase() && w[1..].chars().all(|c| c.is_ascii_digit())
            })
            .map(String::from)
            .collect()
    };
    for (notation, msg) in log {
        let english = catalog.format(Lang::En, msg);
        assert_eq!(&english, notation, "the English log line is the notation");
        for lang in Lang::ALL {
            let text = catalog.format(lang, msg);
            assert!(!text.contains(prefix) && !text.contains('{'), "{}: {text}", lang.code());
            assert_eq!(squares(&text), squares(notation), "{}: {text} names the squares of {notation}", lang.code());
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
    for (seed, cards) in [(1, CardMode::PersonalDeck), (2, CardMode::CommonDeck), (3, CardMode::Off)] {
        let options = TorresOptions { players: 3, cards, master: false, master_card: None };
        let log = random_log(Torres::new_game(&options, seed).unwrap(), 600, seed);
        check_log(&catalog, "torres-", &log);
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
    }
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
