//! The app formats messages with its own reader (`i18n::ftl`), not the Fluent runtime. This test
//! proves the two agree: every message of every language is formatted by both, with numbers that
//! cover every plural category of the seven languages, with every text a choice selects on, with
//! other text, and with arguments missing, each with `$input` (the catalog's own variable: how the
//! player points) set to `touch` and to `mouse`; and damaged files are refused by ours without a
//! panic.

use castellan::i18n::{upper_first, Arg, Catalog, Input, Lang, Msg, FILES};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast;
use std::collections::BTreeMap;
use std::path::PathBuf;

const NUMBERS: [i64; 13] = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 111, 1_000_000, -1];
const TEXTS: [&str; 3] = ["Anna", "Ёжик Ő", ""];

fn read(lang: Lang, file: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("locales").join(lang.code()).join(format!("{file}.ftl"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The Fluent runtime as the app used it: one bundle per language, no isolation marks.
fn fluent_bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new(vec![lang.code().parse().expect("a language code")]);
    bundle.set_use_isolating(false);
    for file in FILES {
        let resource = FluentResource::try_new(read(lang, file)).expect("Fluent parses the file");
        bundle.add_resource(resource).expect("no key twice");
    }
    bundle
}

/// Each variable of a message, with the variant keys of the choices made on it.
fn variables(pattern: &ast::Pattern<&str>, out: &mut BTreeMap<String, Vec<String>>) {
    for element in &pattern.elements {
        let ast::PatternElement::Placeable { expression } = element else { continue };
        match expression {
            ast::Expression::Inline(ast::InlineExpression::VariableReference { id }) => {
                out.entry(id.name.to_string()).or_default();
            }
            ast::Expression::Select { selector, variants } => {
                if let ast::InlineExpression::VariableReference { id } = selector {
                    let keys = out.entry(id.name.to_string()).or_default();
                    for variant in variants {
                        if let ast::VariantKey::Identifier { name } = variant.key {
                            keys.push(name.to_string());
                        }
                    }
                }
                for variant in variants {
                    variables(&variant.value, out);
                }
            }
            other => panic!("a construct the app's formatter does not read: {other:?}"),
        }
    }
}

#[derive(Clone, Debug)]
enum Value {
    Number(i64),
    Text(String),
}

/// The argument sets to try: none; all text; and each variable in turn set to every number, every
/// key its choices name and other texts, the others staying text.
fn argument_sets(vars: &BTreeMap<String, Vec<String>>) -> Vec<Vec<(String, Value)>> {
    let base: Vec<(String, Value)> = vars.keys().map(|name| (name.clone(), Value::Text("Anna".into()))).collect();
    let mut sets = vec![Vec::new(), base.clone()];
    for n in NUMBERS {
        sets.push(vars.keys().map(|name| (name.clone(), Value::Number(n))).collect());
    }
    for (i, (_, keys)) in vars.iter().enumerate() {
        let texts = keys.iter().map(String::as_str).chain(TEXTS);
        let values = NUMBERS.iter().map(|n| Value::Number(*n)).chain(texts.map(|t| Value::Text(t.to_string())));
        for value in values {
            let mut set = base.clone();
            set[i].1 = value;
            sets.push(set);
        }
    }
    sets
}

fn leak(s: &str) -> &'static str {
    Box::leak(s.to_string().into_boxed_str())
}

#[test]
fn every_message_of_every_language_formats_as_fluent_formats_it() {
    let mut catalog = Catalog::new();
    let mut compared = 0;
    for lang in Lang::ALL {
        catalog.add(lang, FILES.iter().map(|f| (*f, read(lang, f))).collect()).expect("the app reads the files");
        let bundle = fluent_bundle(lang);
        for file in FILES {
            let text = read(lang, file);
            let resource = fluent_syntax::parser::parse(text.as_str()).expect("Fluent parses the file");
            for entry in &resource.body {
                let ast::Entry::Message(message) = entry else { continue };
                let pattern = message.value.as_ref().expect("every message has a value");
                let mut vars = BTreeMap::new();
                variables(pattern, &mut vars);
                // The catalog gives `$input` to every message; the code never does.
                let chooses_on_input = vars.remove("input").is_some();
                let key = leak(message.id.name);
                let fluent_pattern = bundle.get_message(key).and_then(|m| m.value()).expect("in the bundle");
                let sets = argument_sets(&vars);
                for (input, set) in Input::ALL.into_iter().flat_map(|i| sets.iter().map(move |set| (i, set))) {
                    if !chooses_on_input && input == Input::Touch {
                        continue; // the same text: no need to compare it twice
                    }
                    catalog.set_input(input);
                    let mut fluent_args = FluentArgs::new();
                    fluent_args.set("input", input.code());
                    let mut msg = Msg::new(key);
                    for (name, value) in set {
                        let (fluent_value, arg) = match value {
                            Value::Number(n) => (FluentValue::from(*n), Arg::Number(*n)),
                            Value::Text(t) => (FluentValue::from(t.as_str()), Arg::Text(t.clone())),
                        };
                        fluent_args.set(name.clone(), fluent_value);
                        msg = msg.arg(leak(name), arg);
                    }
                    let mut errors = Vec::new();
                    let expected = bundle.format_pattern(fluent_pattern, Some(&fluent_args), &mut errors);
                    let ours = catalog.format(lang, &msg);
                    assert_eq!(ours, expected, "{} {key} with {set:?}, input {}", lang.code(), input.code());
                    compared += 1;
                }
            }
        }
    }
    assert!(compared > 20_000, "{compared} formattings compared");
}

#[test]
fn a_message_given_as_an_argument_is_formatted_in_the_same_language_first() {
    let mut catalog = Catalog::new();
    catalog.add(Lang::Ru, FILES.iter().map(|f| (*f, read(Lang::Ru, f))).collect()).expect("Russian");
    let unit = Msg::new("fortaleza-unit").arg("unit", "king");
    let text = catalog.format(Lang::Ru, &Msg::new("fortaleza-unit-of").arg("colours", "Красные").arg("unit", unit));
    assert_eq!(text, "Король (Красные)");
}

/// Files cut short or with a byte changed: ours refuses some, never panics, and whatever it
/// accepts Fluent accepts too.
#[test]
fn damaged_files_are_refused_without_a_panic() {
    for lang in [Lang::En, Lang::Ru, Lang::Hu] {
        let text = read(lang, "fortaleza");
        let boundaries: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
        let step = boundaries.len() / 300;
        let mut refused = 0;
        for &cut in boundaries.iter().step_by(step) {
            let short = &text[..cut];
            let mut damaged = text.clone();
            damaged.replace_range(cut..cut + text[cut..].chars().next().map_or(0, char::len_utf8), "}");
            for candidate in [short.to_string(), damaged] {
                let mut catalog = Catalog::new();
                match catalog.add(lang, vec![("fortaleza", candidate.clone())]) {
                    Ok(()) => {
                        assert!(
                            FluentResource::try_new(candidate).is_ok(),
                            "{}: accepted what Fluent refuses",
                            lang.code()
                        );
                    }
                    Err(_) => refused += 1,
                }
            }
        }
        assert!(refused > 250, "{} refused {refused}", lang.code());
    }
}

/// `upper_first` (the app's capitals, without Unicode's case table) capitalises the first letter of
/// every message of every language, and of every word in them, as `char::to_uppercase` does.
#[test]
fn every_first_letter_of_every_message_capitalises_as_unicode_does() {
    let mut catalog = Catalog::new();
    let mut letters = std::collections::BTreeSet::new();
    for lang in Lang::ALL {
        catalog.add(lang, FILES.iter().map(|f| (*f, read(lang, f))).collect()).expect("the app reads the files");
        for file in FILES {
            let text = read(lang, file);
            let resource = fluent_syntax::parser::parse(text.as_str()).expect("Fluent parses the file");
            for entry in &resource.body {
                let ast::Entry::Message(message) = entry else { continue };
                let mut vars = BTreeMap::new();
                variables(message.value.as_ref().expect("a value"), &mut vars);
                let mut msg = Msg::new(leak(message.id.name));
                for name in vars.keys() {
                    msg = msg.arg(leak(name), "x");
                }
                let formatted = catalog.format(lang, &msg);
                let words = std::iter::once(formatted.as_str()).chain(formatted.split_whitespace());
                for word in words.filter(|w| !w.is_empty()) {
                    let mut chars = word.chars();
                    let first = chars.next().expect("not empty");
                    let unicode: String = first.to_uppercase().chain(chars).collect();
                    assert_eq!(upper_first(word), unicode, "{} {}", lang.code(), message.id.name);
                    letters.insert(first);
                }
            }
        }
    }
    for expected in ['ő', 'ö', 'ü', 'é', 'ä', 'я', 'Ч', 'щ'] {
        assert!(letters.contains(&expected), "some word starts with {expected}");
    }
}
