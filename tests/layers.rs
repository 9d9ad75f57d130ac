//! The crate's layers, checked: a module imports only from layers below its own (tests aside),
//! so there is no import circle between layers and no engine or search reaching up into the
//! app. The layers are the README's ("Architecture"); this test is what keeps them true.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// Each top-level module and its layer, lowest first. A module may use its own layer's module
/// (itself) and any module of a lower layer, never one of its own layer or above.
const LAYERS: &[(&str, u8)] = &[
    // Game interface, match history, RNG, codec, messages, stored data.
    ("core", 0),
    // Rules engines, the search, message formatting: on `core` alone.
    ("games", 1),
    ("bot", 1),
    ("i18n", 1),
    // The list of games and what each brings to the app; the boards' pure side (geometry, marks,
    // each game's selection and what a click means), asking the engines.
    ("registry", 2),
    ("board", 2),
    // The app: seats and saves, settings, links, storage, the bots' worker, the screens.
    ("seats", 3),
    ("settings", 3),
    ("share", 4),
    ("remote", 5),
    ("worker", 5),
    ("session", 6),
    ("storage", 7),
    ("ui", 8),
];

/// Crate-root items that belong to a layer: `each_game!` is the registry's list.
fn module_of(root_item: &str) -> &str {
    match root_item {
        "each_game" => "registry",
        other => other,
    }
}

fn layer(module: &str) -> Option<u8> {
    LAYERS.iter().find(|(m, _)| *m == module).map(|&(_, l)| l)
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            // Test folders (`games/<game>/tests/`) may use anything.
            if path.file_name().is_some_and(|n| n == "tests") {
                continue;
            }
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The non-test code of a file, without comments: an inline `#[cfg(test)] mod … {` runs to the
/// end of its file (the layout every file here follows), and test-only files are skipped.
fn code_of(path: &Path) -> String {
    if path.file_name().is_some_and(|n| n == "tests.rs") {
        return String::new();
    }
    let text = fs::read_to_string(path).unwrap_or_default();
    let mut out = String::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        if line.trim() == "#[cfg(test)]" {
            let next = lines.peek().map(|l| l.trim()).unwrap_or("");
            if next.starts_with("mod ") && next.ends_with('{') {
                break;
            }
        }
        let code = match line.find("//") {
            Some(i) => &line[..i],
            None => line,
        };
        out.push_str(code);
        out.push('\n');
    }
    out
}

/// Every `crate::<item>` the code names.
fn crate_paths(code: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut rest = code;
    while let Some(i) = rest.find("crate::") {
        let after = &rest[i + "crate::".len()..];
        let name: String = after.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        if !name.is_empty() {
            found.insert(name);
        }
        rest = after;
    }
    found
}

#[test]
fn every_module_imports_only_from_layers_below() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut problems = Vec::new();
    let mut checked = 0;
    for &(module, own) in LAYERS {
        let mut files = Vec::new();
        let single = src.join(format!("{module}.rs"));
        if single.exists() {
            files.push(single);
        }
        rust_files(&src.join(module), &mut files);
        assert!(!files.is_empty(), "the layer table names `{module}`, which has no source file");
        for file in files {
            checked += 1;
            for used in crate_paths(&code_of(&file)) {
                let target = module_of(&used);
                if target == module {
                    continue;
                }
                match layer(target) {
                    Some(l) if l < own => {}
                    Some(l) => problems.push(format!(
                        "{} (layer {own}) uses crate::{used}, of layer {l}: only lower layers may be used",
                        file.strip_prefix(&src).unwrap_or(&file).display()
                    )),
                    None => problems.push(format!(
                        "{} uses crate::{used}, which is in no layer: add it to LAYERS (and the README)",
                        file.strip_prefix(&src).unwrap_or(&file).display()
                    )),
                }
            }
        }
    }
    assert!(checked > 50, "only {checked} files were read: is the source tree where the test looks?");
    assert!(problems.is_empty(), "layer violations:\n{}", problems.join("\n"));
}

/// Every top-level module of the crate has a layer, so a new one cannot slip past the check.
#[test]
fn every_top_level_module_has_a_layer() {
    let lib = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).unwrap_or_default();
    let modules: Vec<&str> =
        lib.lines().filter_map(|l| l.trim().strip_prefix("pub mod ")).map(|m| m.trim_end_matches(';')).collect();
    assert!(modules.len() >= 10, "lib.rs lists too few modules: {modules:?}");
    for m in modules {
        assert!(layer(m).is_some(), "module `{m}` has no layer in tests/layers.rs");
    }
}

/// Lines of non-test code a file of the engines, the search, `core` or the registry may hold:
/// about 600, so each file holds one concern a newcomer can read at once (a larger one is split
/// by concern, as Fortaleza's `rules/` and Torres' `rules/` are).
const MOST_LINES: usize = 620;

#[test]
fn no_engine_or_search_file_is_over_about_600_lines() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut too_long = Vec::new();
    for module in ["core", "games", "bot", "registry"] {
        let mut files = Vec::new();
        rust_files(&src.join(module), &mut files);
        for file in files {
            let lines = code_of(&file).lines().count();
            if lines > MOST_LINES {
                too_long.push(format!("{} has {lines} lines of non-test code", file.display()));
            }
        }
    }
    assert!(too_long.is_empty(), "split these by concern (at most {MOST_LINES} lines):\n{}", too_long.join("\n"));
}

/// The page's code converts case without core's Unicode tables: `str::to_lowercase` (and its
/// kin) link ~12 KB of case-mapping tables into the wasm, 6.9 KB gzipped (docs/performance.md,
/// "Release size"). Capitals go through `i18n::capitalised`; ASCII names through
/// `to_ascii_lowercase`. The arena and other native tools (`src/bin`) may use anything.
#[test]
fn no_app_code_uses_unicode_case_conversion() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let bin = src.join("bin");
    let found: Vec<String> = files
        .iter()
        .filter(|file| !file.starts_with(&bin))
        .flat_map(|file| {
            code_of(file)
                .lines()
                .filter(|line| {
                    [".to_lowercase()", ".to_uppercase()", "char::to_lowercase", "char::to_uppercase"]
                        .iter()
                        .any(|call| line.contains(call))
                })
                .map(|line| format!("{}: {}", file.display(), line.trim()))
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(found.is_empty(), "Unicode case conversion in the app's code:\n{}", found.join("\n"));
}
