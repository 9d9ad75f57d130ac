//! The message files, checked the way a compiler would if Fluent had compile-time keys:
//! every language has exactly English's keys, file by file; each message has the same
//! placeholders as in English; a plural choice covers its language's categories and uses no
//! category the language does not have; every key the code names exists in English; no key is
//! unused; each game's keys start with its id. `$input` (how the player points, `touch` or
//! `mouse`) is the catalog's own variable: any message may use it, the code never gives it, and a
//! choice on it offers `[touch]` and `*[mouse]`. Plus formatting checks that need real files:
//! Russian plurals, errors in every language, the damaged-file fallback, "tap" and "click".

use castellan::i18n::{is_rules_heading, Catalog, Input, Lang, Localize, Msg, FILES};
use castellan::registry::{GameKind, LoadError, ReplayError};
use castellan::session::SaveError;
use castellan::share::{FieldProblem, LinkField, ShareError};
use fluent_syntax::ast;
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(lang: Lang, file: &str) -> String {
    let path = root().join("locales").join(lang.code()).join(format!("{file}.ftl"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// What the test knows of one message: its placeholders and its plural choices' variant keys.
#[derive(Default, Debug)]
struct Shape {
    variables: BTreeSet<String>,
    /// The variant keys of each choice, when the choice is on a variable other than `$input`.
    choices: Vec<BTreeSet<String>>,
    /// The variant keys of each choice on `$input`, and its default's.
    input_choices: Vec<(BTreeSet<String>, String)>,
    /// Other messages it refers to.
    references: BTreeSet<String>,
}

fn walk_pattern(pattern: &ast::Pattern<&str>, shape: &mut Shape) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(expression, shape);
        }
    }
}

fn walk_expression(expression: &ast::Expression<&str>, shape: &mut Shape) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, shape);
            if let ast::InlineExpression::VariableReference { id } = selector {
                let key = |v: &ast::Variant<&str>| match &v.key {
                    ast::VariantKey::Identifier { name } => name.to_string(),
                    ast::VariantKey::NumberLiteral { value } => value.to_string(),
                };
                let keys = variants.iter().map(key).collect();
                if id.name == INPUT {
                    let default = variants.iter().find(|v| v.default).map(key).unwrap_or_default();
                    shape.input_choices.push((keys, default));
                } else {
                    shape.choices.push(keys);
                }
            }
            for variant in variants {
                walk_pattern(&variant.value, shape);
            }
        }
        ast::Expression::Inline(inline) => walk_inline(inline, shape),
    }
}

fn walk_inline(inline: &ast::InlineExpression<&str>, shape: &mut Shape) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            shape.variables.insert(id.name.to_string());
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            shape.references.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for arg in &arguments.positional {
                walk_inline(arg, shape);
            }
            for arg in &arguments.named {
                walk_inline(&arg.value, shape);
            }
        }
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, shape),
        _ => {}
    }
}

/// Every message of one file, by key. Panics on any syntax error.
fn messages(lang: Lang, file: &str) -> BTreeMap<String, Shape> {
    let text = read(lang, file);
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{}/{file}.ftl does not parse: {errors:?}", lang.code()));
    let mut out = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(m) => {
                let mut shape = Shape::default();
                let value = m.value.as_ref().unwrap_or_else(|| panic!("{}: {} has no value", lang.code(), m.id.name));
                walk_pattern(value, &mut shape);
                let key = m.id.name.to_string();
                assert!(out.insert(key.clone(), shape).is_none(), "{}/{file}.ftl: {key} twice", lang.code());
            }
            ast::Entry::Junk { content } => panic!("{}/{file}.ftl: junk {content:?}", lang.code()),
            _ => {}
        }
    }
    out
}

/// The plural categories whole numbers up to 10 000 fall into in `lang` (French, Italian and
/// Spanish have a `many` only for millions, which no count here reaches).
fn categories(lang: Lang) -> BTreeSet<String> {
    let rules =
        PluralRules::create(lang.code().parse::<unic_langid::LanguageIdentifier>().unwrap(), PluralRuleType::CARDINAL)
            .unwrap();
    (0..=10_000u32)
        .map(|n| match rules.select(n).unwrap() {
            PluralCategory::ZERO => "zero",
            PluralCategory::ONE => "one",
            PluralCategory::TWO => "two",
            PluralCategory::FEW => "few",
            PluralCategory::MANY => "many",
            PluralCategory::OTHER => "other",
        })
        .map(String::from)
        .collect()
}

/// The catalog's own variable: how the player points (`castellan::i18n::Input`).
const INPUT: &str = "input";

const ALL_CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

#[test]
fn every_language_has_exactly_english_s_keys_and_placeholders() {
    for &file in FILES {
        let english = messages(Lang::En, file);
        for lang in Lang::ALL {
            let theirs = messages(lang, file);
            let missing: Vec<_> = english.keys().filter(|k| !theirs.contains_key(*k)).collect();
            let extra: Vec<_> = theirs.keys().filter(|k| !english.contains_key(*k)).collect();
            assert!(missing.is_empty(), "{}/{file}.ftl lacks {missing:?}", lang.code());
            assert!(extra.is_empty(), "{}/{file}.ftl has keys English lacks: {extra:?}", lang.code());
            // `$input` comes from the catalog, not the caller: a language may choose on it or not.
            let given =
                |shape: &Shape| shape.variables.iter().filter(|v| *v != INPUT).cloned().collect::<BTreeSet<_>>();
            for (key, shape) in &theirs {
                assert_eq!(
                    given(shape),
                    given(&english[key]),
                    "{}/{file}.ftl: {key} has other placeholders than English",
                    lang.code()
                );
            }
        }
    }
}

#[test]
fn plural_choices_cover_each_language_s_categories() {
    for lang in Lang::ALL {
        let needed = categories(lang);
        for &file in FILES {
            for (key, shape) in messages(lang, file) {
                for keys in &shape.choices {
                    if !keys.iter().any(|k| ALL_CATEGORIES.contains(&k.as_str())) {
                        continue; // a choice on a word, not a number
                    }
                    let unknown: Vec<_> = keys
                        .iter()
                        // `other` is always allowed: Fluent wants a default, and it takes fractions.
                        .filter(|k| ALL_CATEGORIES.contains(&k.as_str()) && *k != "other" && !needed.contains(*k))
                        .collect();
                    assert!(unknown.is_empty(), "{}: {key} uses categories {unknown:?} it does not have", lang.code());
                    let missing: Vec<_> = needed.iter().filter(|c| !keys.contains(*c)).collect();
                    assert!(missing.is_empty(), "{}: {key} lacks plural categories {missing:?}", lang.code());
                }
            }
        }
    }
    assert_eq!(categories(Lang::Ru), ["few", "many", "one"].map(String::from).into());
    assert_eq!(categories(Lang::Fr), ["one", "other"].map(String::from).into());
}

#[test]
fn a_choice_on_input_offers_touch_and_defaults_to_mouse() {
    let mut choices = 0;
    for lang in Lang::ALL {
        for &file in FILES {
            for (key, shape) in messages(lang, file) {
                for (keys, default) in &shape.input_choices {
                    let expected: BTreeSet<String> = Input::ALL.iter().map(|i| i.code().to_string()).collect();
                    assert_eq!(keys, &expected, "{}: {key}: a choice on $input is [touch] / *[mouse]", lang.code());
                    assert_eq!(
                        default,
                        Input::Mouse.code(),
                        "{}: {key}: the mouse's words are the default",
                        lang.code()
                    );
                    choices += 1;
                }
            }
        }
    }
    assert!(choices >= 7 * 40, "{choices} choices on $input");
}

/// The stems of the verb for a finger and of the verb for a mouse, in lower case.
fn pointing_verbs(lang: Lang) -> (&'static [&'static str], &'static [&'static str]) {
    match lang {
        Lang::En => (&["tap"], &["click"]),
        Lang::De => (&["tipp"], &["klick"]),
        Lang::Es => (&["toca", "tóca", "toque"], &["clic"]),
        Lang::Fr => (&["touchez", "toucher"], &["cliqu", "clic"]),
        Lang::It => (&["tocc"], &["clic"]),
        Lang::Hu => (&["koppint"], &["kattint"]),
        // «Нажмите H» is a key and «долгое нажатие» a long press: neither is a click.
        Lang::Ru => (&["коснит", "касани"], &["щёлкн", "нажмите на", "нажатие на крепость"]),
    }
}

/// Words that name a key of the keyboard in some language's controls and hints, `|` between them.
const KEY_NAMES: &str = "Ctrl|Strg|Shift|Umschalt|Mayús|Maj+|Maiusc|(Esc)|(Échap)|(?)|(←)|(→)|(+)|(−)|(0)|Home)|End)|\
    Pos1)|Ende)|Inicio)|Fin)|Début)|Fine)|(R|(V)|(T)|H |H-|H)|(key|(Taste|(tecla|(touche |(tasto|billentyű|клавиш";

/// With a finger a message says "tap" (never "click") and names no key; with a mouse it says
/// "click": in every language, for every message whose English chooses on `$input`.
#[test]
fn touch_says_tap_and_names_no_key_mouse_says_click_in_every_language() {
    let mut english = BTreeMap::new();
    for &file in FILES {
        english.extend(messages(Lang::En, file));
    }
    let chosen: Vec<(&String, &Shape)> = english.iter().filter(|(_, s)| !s.input_choices.is_empty()).collect();
    let mut catalog = catalog_with_every_language();
    for lang in Lang::ALL {
        let (tap, click) = pointing_verbs(lang);
        let says = |text: &str, stems: &[&str]| stems.iter().any(|s| text.to_lowercase().contains(s));
        let mut prompts = 0;
        for (key, shape) in &chosen {
            let key: &'static str = Box::leak(key.to_string().into_boxed_str());
            let mut msg = Msg::new(key);
            for name in shape.variables.iter().filter(|v| *v != INPUT) {
                msg = msg.arg(Box::leak(name.clone().into_boxed_str()), 2);
            }
            catalog.set_input(Input::Touch);
            let touch = catalog.format(lang, &msg);
            catalog.set_input(Input::Mouse);
            let mouse = catalog.format(lang, &msg);
            assert_ne!(touch, mouse, "{}: {key} reads the same with a finger and a mouse", lang.code());
            assert!(!says(&touch, click), "{}: {key} says click to a finger: {touch}", lang.code());
            let named = KEY_NAMES.split('|').find(|k| touch.contains(k));
            assert!(named.is_none(), "{}: {key} names a key ({named:?}) to a finger: {touch}", lang.code());
            if says(&mouse, click) {
                assert!(says(&touch, tap), "{}: {key} says click with a mouse but not tap: {touch}", lang.code());
                prompts += 1;
            }
        }
        assert!(prompts >= 18, "{}: {prompts} prompts say click with a mouse and tap with a finger", lang.code());
        let main = Msg::new("torres-prompt-main").arg("player", "Anna");
        catalog.set_input(Input::Touch);
        assert!(says(&catalog.format(lang, &main), tap), "{}", lang.code());
        catalog.set_input(Input::Mouse);
        assert!(says(&catalog.format(lang, &main), click), "{}", lang.code());
    }
}

#[test]
fn each_game_s_keys_start_with_its_id_and_the_shell_uses_no_game_s_prefix() {
    for &file in FILES {
        for key in messages(Lang::En, file).keys() {
            if file == "shell" {
                assert!(
                    !GameKind::ALL.iter().any(|g| key.starts_with(&format!("{}-", g.id()))),
                    "shell.ftl: {key} belongs in its game's file"
                );
            } else {
                assert!(key.starts_with(&format!("{file}-")), "{file}.ftl: {key} must start with {file}-");
            }
        }
    }
    let game_files: BTreeSet<_> = FILES.iter().filter(|f| **f != "shell").copied().collect();
    let games: BTreeSet<_> = GameKind::ALL.iter().map(|g| g.id()).collect();
    assert_eq!(game_files, games, "one message file per game");
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The string literals in `text` (escapes skipped; raw strings are not used for keys).
fn literals(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '"' {
            let mut literal = String::new();
            while let Some(c) = chars.next() {
                match c {
                    '\\' => {
                        chars.next();
                    }
                    '"' => break,
                    c => literal.push(c),
                }
            }
            out.push(literal);
        }
    }
    out
}

/// The text inside the parentheses opened just before `text` starts.
fn inside_parentheses(text: &str) -> &str {
    let mut depth = 1;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return &text[..i];
                }
            }
            _ => {}
        }
    }
    text
}

fn looks_like_key(s: &str) -> bool {
    s.contains('-')
        && s.starts_with(|c: char| c.is_ascii_lowercase())
        && s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// Every key the code names: the literals inside `t(…)` and `Msg::new(…)` (a key, or the arms of
/// an `if` or a `match` that pick one), and the registry's `tagline`, `seat_names`, `rules_help`, the shell's
/// seat colour keys and bot speed names, each game's hand-over text (`GameUi::HANDOVER_TEXT`) and its own keys on the
/// rules page (`GameUi::RULES_KEYS`).
fn keys_in_code() -> BTreeMap<String, String> {
    // The app (`src/`) and the rules and bots (`crates/`): an engine names its messages' keys.
    let mut files = Vec::new();
    rust_files(&root().join("src"), &mut files);
    rust_files(&root().join("crates"), &mut files);
    let mut keys = BTreeMap::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        // Unit tests name keys that do not exist on purpose.
        let text = text.split("#[cfg(test)]\nmod tests").next().unwrap_or_default();
        let name = path.strip_prefix(root()).unwrap().display().to_string();
        let mut found = Vec::new();
        for call in ["t(", "Msg::new("] {
            for (at, _) in text.match_indices(call) {
                let before = text[..at].chars().next_back();
                if call == "t(" && before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                found.extend(literals(inside_parentheses(&text[at + call.len()..])));
            }
        }
        for line in text.lines() {
            let line = line.trim_start();
            if line.starts_with("tagline:")
                || line.starts_with("seat_names:")
                || line.starts_with("rules_help:")
                || line.starts_with("seed_help:")
                || line.contains("SEAT_COLOUR_KEYS: [")
                || line.contains("BOT_SPEED_KEYS: [")
                || line.contains("HANDOVER_TEXT: &'static str =")
                || line.contains("RULES_KEYS: Option<&'static str> =")
            {
                found.extend(literals(line));
            }
        }
        for key in found.into_iter().filter(|k| looks_like_key(k)) {
            keys.entry(key).or_insert_with(|| name.clone());
        }
    }
    keys
}

#[test]
fn every_key_the_code_names_exists_in_english_and_every_key_is_used() {
    let mut english = BTreeMap::new();
    for &file in FILES {
        english.extend(messages(Lang::En, file));
    }
    let used = keys_in_code();
    assert!(used.len() > 150, "the scan finds the keys ({} found)", used.len());
    for (key, file) in &used {
        assert!(english.contains_key(key), "{file} uses {key}, which locales/en lacks");
    }
    let referenced: BTreeSet<String> = english.values().flat_map(|s| s.references.iter().cloned()).collect();
    // A `-words` twin is used wherever the message it spells out is (`Catalog::format_words`).
    let twin_used = |k: &str| k.strip_suffix("-words").is_some_and(|base| used.contains_key(base));
    let unused: Vec<_> =
        english.keys().filter(|k| !used.contains_key(*k) && !referenced.contains(*k) && !twin_used(k)).collect();
    assert!(unused.is_empty(), "keys no code uses: {unused:?}");
}

/// Values a log line is given only for its twin: Fortaleza's move line writes its squares as one
/// notation (`$move`: "e4xh7"), and is given them one by one with what the move does
/// (`fortaleza::notation`).
const TWIN_ONLY_VALUES: [(&str, &[&str]); 1] = [("fortaleza-log-unit-words", &["kind", "from", "to", "first"])];

#[test]
fn a_words_twin_spells_out_its_message_with_the_same_values() {
    let mut english = BTreeMap::new();
    for &file in FILES {
        english.extend(messages(Lang::En, file));
    }
    let twins: Vec<_> = english.keys().filter_map(|k| Some((k, k.strip_suffix("-words")?))).collect();
    assert!(twins.len() > 40, "every game's log lines have twins ({} found)", twins.len());
    for (twin, base) in twins {
        let base = english.get(base).unwrap_or_else(|| panic!("{twin} spells out {base}, which is not a message"));
        // The twin is formatted with the values given to its message: it may leave one out,
        // never need one the message is not given. A line whose notation joins several values
        // into one is given them apart too, for its twin (`TWIN_ONLY_VALUES`).
        let apart = TWIN_ONLY_VALUES.iter().find(|(k, _)| k == twin).map_or(&[][..], |(_, v)| *v);
        let extra: Vec<_> = english[twin]
            .variables
            .difference(&base.variables)
            .filter(|v| *v != INPUT && !apart.contains(&v.as_str()))
            .collect();
        assert!(extra.is_empty(), "{twin} needs {extra:?}, which its message is not given");
    }
}

fn catalog_with_every_language() -> Catalog {
    let mut catalog = Catalog::new();
    for lang in Lang::ALL {
        let files = FILES.iter().map(|f| (*f, read(lang, f))).collect();
        catalog.add(lang, files).unwrap_or_else(|e| panic!("{}: {e}", lang.code()));
    }
    catalog
}

#[test]
fn russian_counts_take_the_right_plural_form() {
    let catalog = catalog_with_every_language();
    let summary = |n: u32| {
        catalog.format(Lang::Ru, &Msg::new("saves-summary").arg("game", "Torri").arg("moves", n).arg("players", "А, Б"))
    };
    assert_eq!(summary(1), "Torri · 1 ход · А, Б");
    assert_eq!(summary(3), "Torri · 3 хода · А, Б");
    assert_eq!(summary(5), "Torri · 5 ходов · А, Б");
    assert_eq!(summary(21), "Torri · 21 ход · А, Б");
    assert_eq!(summary(112), "Torri · 112 ходов · А, Б");
    let english = |n: u32| catalog.format(Lang::En, &Msg::new("torri-opt-height").arg("pieces", n));
    assert_eq!((english(1).as_str(), english(12).as_str()), ("1 piece", "12 pieces"));
}

#[test]
fn nested_errors_read_as_whole_sentences_in_every_language() {
    let catalog = catalog_with_every_language();
    let errors = [
        ShareError::Malformed { field: LinkField::Actions, problem: FieldProblem::NotBase64 },
        ShareError::Missing(LinkField::Seed),
        ShareError::Load(LoadError::Replay(ReplayError::BadIndex { ply: usize::MAX, index: u32::MAX, choices: 3 })),
        ShareError::Load(LoadError::RulesVersion { game: GameKind::Torres, made: 1, current: 2 }),
        ShareError::Malformed { field: LinkField::Seats, problem: FieldProblem::BadPlayerName },
        ShareError::Malformed { field: LinkField::Seats, problem: FieldProblem::NotAPlayerList },
        ShareError::Malformed { field: LinkField::Seats, problem: FieldProblem::WrongPlayerCount },
        ShareError::Malformed { field: LinkField::Seats, problem: FieldProblem::UnknownPlayerKind },
        ShareError::Missing(LinkField::Seats),
    ];
    for lang in Lang::ALL {
        for error in &errors {
            let text = catalog.format(lang, &error.msg());
            assert!(!text.contains('{') && !text.contains("link-"), "{}: {text}", lang.code());
        }
        let damaged = catalog.format(lang, &SaveError::SeatCount { recorded: 5, needed: 4 }.msg());
        assert!(damaged.contains('5') && damaged.contains('4'), "{}: {damaged}", lang.code());
    }
    let text = catalog.format(Lang::En, &errors[0].msg());
    assert_eq!(text, "This game link is damaged (move list: not valid base64).");
    // A replay that no longer fits is said in a player's words, where it stops fitting, without
    // the list's internal numbers; forged numbers never overflow: beyond what a message can count
    // they are capped.
    let bad_index = |ply| SaveError::Load(LoadError::Replay(ReplayError::BadIndex { ply, index: 784, choices: 8 }));
    assert_eq!(
        catalog.format(Lang::En, &Msg::new("storage-damaged").arg("reason", bad_index(11).msg())),
        "This saved game cannot be opened: the moves no longer fit the game (move 12)."
    );
    for lang in Lang::ALL {
        let text = catalog.format(lang, &bad_index(11).msg());
        assert!(text.contains("12") && !text.contains("785") && !text.contains('{'), "{}: {text}", lang.code());
    }
    let text = catalog.format(Lang::De, &errors[2].msg());
    assert!(text.contains("Zug 9") && !text.contains("4294967296"), "{text}");
    let text = catalog.format(Lang::En, &errors[4].msg());
    assert_eq!(text, "This game link is damaged (players: a name is empty, too long or not plain text).");
}

#[test]
fn a_damaged_language_file_is_refused_and_english_stays() {
    let mut catalog = Catalog::new();
    let mut files: Vec<(&str, String)> = FILES.iter().map(|f| (*f, read(Lang::Ru, f))).collect();
    let half = files[0].1.len() / 2;
    let cut = files[0].1.char_indices().map(|(i, _)| i).take_while(|i| *i <= half).last().unwrap_or(0);
    files[0].1.truncate(cut);
    files[0].1.push_str("\nbroken = { $\n");
    assert!(catalog.add(Lang::Ru, files).is_err());
    assert!(!catalog.has(Lang::Ru));
    assert_eq!(catalog.format(Lang::Ru, &Msg::new("home-new-game")), "New game");
}

#[test]
fn fortaleza_s_unit_letters_are_short_and_unique_within_an_army_in_every_language() {
    use castellan::games::fortaleza::{army_letter_msg, unit_id, Colours, Unit};
    let catalog = catalog_with_every_language();
    for lang in Lang::ALL {
        let letters: Vec<String> = Unit::ALL
            .iter()
            .map(|&u| catalog.format(lang, &Msg::new("fortaleza-letter").arg("unit", unit_id(u))))
            .collect();
        let distinct: BTreeSet<&String> = letters.iter().collect();
        assert_eq!(distinct.len(), letters.len(), "{}: {letters:?}", lang.code());
        for letter in &letters {
            let n = letter.chars().count();
            assert!((1..=2).contains(&n) && letter.chars().all(char::is_alphabetic), "{}: {letter:?}", lang.code());
        }
        let armies: Vec<String> = [Colours::RedAndGold, Colours::BlackAndSilver]
            .iter()
            .map(|&c| catalog.format(lang, &army_letter_msg(c)))
            .collect();
        assert_ne!(armies[0], armies[1], "{}: the armies' letters differ", lang.code());
    }
}

#[test]
fn fortaleza_s_log_names_units_by_the_language_s_letters() {
    use castellan::core::{Game, Match};
    use castellan::games::fortaleza::{
        parse_square, Colours, Fortaleza, FortalezaAction as A, FortalezaOptions, Territory, Unit,
    };
    let sq = |name: &str| parse_square(name).unwrap_or_else(|| panic!("{name}"));
    let mut m = Match::<Fortaleza>::new(&FortalezaOptions::default(), 1).unwrap();
    for a in [
        A::Choose { territory: Territory::South, colours: Colours::RedAndGold },
        A::PlaceFortress { at: sq("e2") },
        A::Deploy { unit: Unit::Rabble, to: sq("f1") },
        A::TakeBack { from: sq("f1") },
    ] {
        m.play(a).unwrap();
    }
    let catalog = catalog_with_every_language();
    let lines = |lang: Lang| -> Vec<String> {
        m.log_for(Some(0), |state, action| catalog.format(lang, &state.notation_msg(action, Some(0))))
            .into_iter()
            .map(|e| e.line)
            .collect()
    };
    assert_eq!(lines(Lang::En)[2..], ["R@f1", "R f1 back"]);
    assert_eq!(lines(Lang::De)[2..], ["P@f1", "P f1 zurück"], "the German letter of the Rabble (Pöbel)");
    assert_eq!(lines(Lang::Ru)[2], "Ч@f1", "the Russian letter of the Rabble (Чернь)");
}

/// The buttons (and a select's options) that stand together on one screen, by message key, from
/// `src/ui/**`: a player must never see two different actions under one label. `key what=lord`
/// gives a word argument; other placeholders get the number 2.
fn screens() -> Vec<(&'static str, Vec<&'static str>)> {
    // The game screen's top bar, history and turn buttons (`ui/play.rs`, `ui/board`).
    let shell = [
        "app-home",
        "play-share",
        "play-rules",
        "play-first",
        "play-back",
        "play-forward",
        "play-live",
        "play-undo",
        "play-redo",
        "play-hint",
        "play-pause",
        "board-zoom-in",
        "board-zoom-out",
        "board-zoom-reset",
    ];
    let game = |name: &'static str, own: &[&'static str]| {
        let mut keys = shell.to_vec();
        keys.extend_from_slice(own);
        (name, keys)
    };
    vec![
        game(
            "Torres",
            &[
                "torres-end-turn",
                "torres-cancel-card",
                "torres-take-card",
                "torres-advance-score",
                "torres-keep",
                "torres-keep-king",
                "torres-put-top",
                "torres-put-bottom",
                "torres-return-rest",
                "torres-choose-stack",
                "torres-spread-onto",
                "torres-view-3d",
                "torres-choice-new-knight",
                "torres-choice-block",
                "torres-choice-step",
                "torres-choice-through",
                "torres-choice-under-from-turn",
                "torres-choice-cancel",
            ],
        ),
        game(
            "Torri",
            &[
                "torri-roll",
                "torri-roll-colour-die",
                "torri-stop-here",
                "torri-pass",
                "torri-free-carry",
                "torri-split-cut",
            ],
        ),
        game(
            "Voldétour",
            &[
                "voldetour-end-turn",
                "voldetour-end-turn-anyway",
                "voldetour-keep-playing",
                "voldetour-pass",
                "voldetour-cancel",
                "voldetour-orient-short direction=north",
                "voldetour-orient-short direction=east",
                "voldetour-orient-short direction=south",
                "voldetour-orient-short direction=west",
                "voldetour-orient-short direction=nest",
                "voldetour-turn-view",
                "voldetour-view-3d",
                "voldetour-place what=lord",
                "voldetour-place what=piece",
            ],
        ),
        game(
            "Fortaleza",
            &[
                "fortaleza-end-deployment",
                "fortaleza-end-march",
                "fortaleza-execute-siege",
                "fortaleza-free",
                "fortaleza-save",
                "fortaleza-mountains",
            ],
        ),
        ("the game screen's history at the end", [&shell[..], &["play-resume"]].concat()),
        ("the end of the game", vec!["end-review-bot", "end-review", "end-new-game", "end-home"]),
        ("sharing", vec!["play-share-done"]),
        ("the hand-over", vec!["app-home", "play-handover-ready"]),
        ("the split dialog", vec!["torri-split-cut", "play-undo"]),
        ("the Torres choice dialog", vec!["torres-choice-step", "torres-choice-cancel", "play-undo"]),
        ("home", vec!["home-new-game", "home-saved-games", "home-how-to-play", "home-continue"]),
        (
            "the new-game screen",
            vec![
                "app-home",
                "new-game-back",
                "new-game-start",
                "new-game-human",
                "new-game-bot-easy",
                "new-game-bot-normal",
                "new-game-bot-hard",
            ],
        ),
        ("saved games", vec!["app-home", "saves-back", "saves-resume", "saves-rename", "saves-delete", "saves-export"]),
        ("the rules", vec!["app-home", "rules-back"]),
        ("the bot speed", vec!["play-speed-slow", "play-speed-normal", "play-speed-fast", "play-speed-instant"]),
    ]
}

/// A label as a player tells it from another: without a key in parentheses, in lower case.
fn label_core(text: &str) -> String {
    let core = match text.rfind(" (") {
        Some(at) if text.ends_with(')') => &text[..at],
        _ => text,
    };
    core.trim().to_lowercase()
}

#[test]
fn different_actions_on_one_screen_have_different_labels_in_every_language() {
    let mut english = BTreeMap::new();
    for &file in FILES {
        english.extend(messages(Lang::En, file));
    }
    let mut catalog = catalog_with_every_language();
    let mut clashes = Vec::new();
    for lang in Lang::ALL {
        for input in Input::ALL {
            catalog.set_input(input);
            for (screen, keys) in screens() {
                let labels: Vec<(&str, String)> = keys
                    .iter()
                    .map(|spec| {
                        let mut parts = spec.split(' ');
                        let key: &'static str = parts.next().unwrap();
                        let shape = english.get(key).unwrap_or_else(|| panic!("{key} is not in English"));
                        let mut msg = Msg::new(key);
                        let given: Vec<(&'static str, &'static str)> =
                            parts.map(|p| p.split_once('=').unwrap()).collect();
                        for name in shape.variables.iter().filter(|v| *v != INPUT) {
                            let name: &'static str = Box::leak(name.clone().into_boxed_str());
                            msg = match given.iter().find(|(n, _)| *n == name) {
                                Some((_, value)) => msg.arg(name, *value),
                                None => msg.arg(name, 2),
                            };
                        }
                        (*spec, catalog.format(lang, &msg))
                    })
                    .collect();
                for (i, (a, text_a)) in labels.iter().enumerate() {
                    for (b, text_b) in &labels[i + 1..] {
                        let (x, y) = (label_core(text_a), label_core(text_b));
                        // One word each, mostly the same letters ("Отменить" / "Отмена"), reads alike.
                        let one_word = |s: &str| !s.contains(' ');
                        let common = x.chars().zip(y.chars()).take_while(|(p, q)| p == q).count();
                        let longer = x.chars().count().max(y.chars().count());
                        if x == y || (one_word(&x) && one_word(&y) && common * 5 >= longer * 3) {
                            clashes.push(format!(
                                "{} ({input:?}), {screen}: {a} ({text_a:?}) and {b} ({text_b:?})",
                                lang.code()
                            ));
                        }
                    }
                }
            }
        }
    }
    clashes.dedup();
    assert!(clashes.is_empty(), "different actions read (nearly) alike:\n{}", clashes.join("\n"));
}

/// Buttons repeated once per game, saved game or card: (visible label, accessible name, the
/// item's placeholder). A screen reader's list of buttons or a voice command needs each one to
/// say what it acts on ("Delete “Evening game”"), and the name starts from what the button shows.
const NAMED_PER_ITEM: [(&str, &str, &str); 10] = [
    ("home-new-game", "home-new-game-of", "game"),
    ("home-how-to-play", "home-how-to-play-of", "game"),
    ("saves-resume", "saves-resume-named", "title"),
    ("saves-review", "saves-review-named", "title"),
    ("saves-rename", "saves-rename-named", "title"),
    ("saves-delete", "saves-delete-named", "title"),
    ("saves-export", "saves-export-named", "title"),
    ("torres-keep", "torres-keep-card", "card"),
    ("torres-put-top", "torres-put-top-card", "card"),
    ("torres-put-bottom", "torres-put-bottom-card", "card"),
];

#[test]
fn buttons_repeated_per_item_name_their_item_and_show_their_label_in_every_language() {
    let catalog = catalog_with_every_language();
    let mut wrong = Vec::new();
    for lang in Lang::ALL {
        for (visible, named, item) in NAMED_PER_ITEM {
            let label = label_core(&catalog.format(lang, &Msg::new(visible)));
            let one = catalog.format(lang, &Msg::new(named).arg(item, "Torres"));
            let other = catalog.format(lang, &Msg::new(named).arg(item, "Torri"));
            if one == other || !one.contains("Torres") || !one.to_lowercase().contains(&label) {
                wrong.push(format!("{}: {named} reads {one:?} (shown: {label:?})", lang.code()));
            }
        }
    }
    assert!(wrong.is_empty(), "a repeated button does not name its item, or hides its label:\n{}", wrong.join("\n"));
}

/// Every game's rules help, in every language: the title, then the goal and how a turn goes as
/// the first two headed sections, no text before the first heading, and the same number of
/// sections and the same diagrams (`@name` lines, placed by the rules page beside the text
/// before them) in the same order as English.
#[test]
fn rules_help_opens_with_goal_and_turn_and_keeps_english_s_sections_and_diagrams() {
    let catalog = catalog_with_every_language();
    let shape = |lang: Lang, kind: GameKind| {
        let text = catalog.format(lang, &Msg::new(kind.rules_help()));
        let paragraphs: Vec<&str> = text.split("\n\n").map(str::trim).filter(|p| !p.is_empty()).collect();
        let headings: Vec<String> = paragraphs[1..]
            .iter()
            .filter_map(|p| p.lines().next().filter(|l| is_rules_heading(l)).map(str::to_string))
            .collect();
        let figures: Vec<String> =
            text.lines().map(str::trim).filter(|l| l.starts_with('@')).map(str::to_string).collect();
        let headed_first = paragraphs.get(1).and_then(|p| p.lines().next()).is_some_and(is_rules_heading);
        (headings, figures, headed_first)
    };
    for &kind in GameKind::ALL {
        let (english_headings, english_figures, _) = shape(Lang::En, kind);
        assert!(english_headings[0].contains("GOAL"), "{kind:?}: {english_headings:?}");
        assert!(english_headings[1].contains("TURN"), "{kind:?}: {english_headings:?}");
        for lang in Lang::ALL {
            let (headings, figures, headed_first) = shape(lang, kind);
            let at = format!("{kind:?} in {}", lang.code());
            assert!(headed_first, "{at}: a heading right after the title");
            assert_eq!(headings.len(), english_headings.len(), "{at}: {headings:?}");
            assert_eq!(figures, english_figures, "{at}: the diagrams");
        }
    }
}

/// A seat's name before a verb: the one human at the device is "You" (`new-game-you`), which takes
/// the second person, so these messages choose on `$you` (`ui::you_arg`) in every language.
#[test]
fn the_human_at_the_device_is_spoken_to_in_the_second_person() {
    let catalog = catalog_with_every_language();
    let keys = [
        "torres-prompt-playing",
        "torri-prompt-playing",
        "voldetour-prompt",
        "fortaleza-prompt-to-play",
        "fortaleza-prompt-deploys",
        "play-announce-undone",
        "fortaleza-siege-theirs",
        "play-handover-title",
        "play-handover-ready",
    ];
    for lang in Lang::ALL {
        let you = catalog.format(lang, &Msg::new("new-game-you"));
        for key in keys {
            let said = |answer: &'static str| {
                let msg = Msg::new(key)
                    .arg("player", you.as_str())
                    .arg("name", you.as_str())
                    .arg("you", answer)
                    .arg("count", 1)
                    .arg("squares", "e5");
                catalog.format(lang, &msg)
            };
            assert_ne!(said("yes"), said("no"), "{}: {key} reads the same to the human at the device", lang.code());
        }
    }
    let playing = |name: &'static str, answer: &'static str| {
        catalog.format(Lang::En, &Msg::new("torres-prompt-playing").arg("player", name).arg("you", answer))
    };
    assert_eq!(playing("You", "yes"), "Your turn.");
    assert_eq!(playing("Anna", "no"), "Anna to play.");
}

/// Hungarian's article before a number goes by how the number is read: `az` before a vowel
/// (1 egy, 5 öt, 50 ötven), `a` before a consonant; never the lazy "a(z)".
#[test]
fn hungarian_articles_before_numbers_follow_the_sound() {
    for &file in FILES {
        assert!(!read(Lang::Hu, file).contains("a(z)"), "hu/{file}.ftl writes a(z)");
    }
    let catalog = catalog_with_every_language();
    let warning =
        |turn: u32| catalog.format(Lang::Hu, &Msg::new("voldetour-tower-warning").arg("limit", 3).arg("turn", turn));
    for (turn, said) in
        [(1, "az 1."), (2, "a 2."), (5, "az 5."), (10, "a 10."), (15, "a 15."), (50, "az 50."), (57, "az 57.")]
    {
        assert!(warning(turn).contains(&format!("ez {said} köröd")), "{}", warning(turn));
    }
    let seat = |n: u32| catalog.format(Lang::Hu, &Msg::new("new-game-seat-kind").arg("seat", n));
    assert_eq!((seat(1).as_str(), seat(2).as_str()), ("Ki játszik az 1. helyen", "Ki játszik a 2. helyen"));
}
