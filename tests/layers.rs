//! The app's layers, checked: a module imports only from layers below its own (tests aside),
//! so there is no import circle between layers and no engine or search reaching up into the
//! app. The layers are the README's ("Architecture"); this test is what keeps them true.
//!
//! The rules and the bots are crates of their own (`crates/`), below the whole app: Cargo keeps
//! a crate from naming anything it does not depend on, and `crates_depend_only_downwards` keeps
//! their dependencies in order (core, then the search, then each game on those two alone).

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The app's names for the workspace's library crates (`pub use castellan_core as core;` at the
/// root, and `games` re-exporting one crate per game): layer 0, under every module of the app.
const CRATES: &[&str] = &["core", "bot", "games"];

/// Each top-level module of the app and its layer, lowest first. A module may use its own
/// layer's module (itself) and any module of a lower layer, never one of its own layer or above.
const LAYERS: &[(&str, u8)] = &[
    // Message formatting in seven languages, on the crates alone.
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

/// Crate-root items that belong to a layer: `each_game!`, the list of games, names the games'
/// crates alone (`src/games.rs`).
fn module_of(root_item: &str) -> &str {
    match root_item {
        "each_game" => "games",
        other => other,
    }
}

fn layer(module: &str) -> Option<u8> {
    if CRATES.contains(&module) {
        return Some(0);
    }
    LAYERS.iter().find(|(m, _)| *m == module).map(|&(_, l)| l)
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The source folders of the workspace's library crates (`crates/<name>/src`).
fn crate_sources() -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = fs::read_dir(root().join("crates"))
        .map(|entries| entries.flatten().map(|e| e.path().join("src")).filter(|p| p.is_dir()).collect())
        .unwrap_or_default();
    found.sort();
    found
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

/// Every `crate::<item>` the code names, grouped imports (`crate::{a, b::c}`) included.
fn crate_paths(code: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut rest = code;
    while let Some(i) = rest.find("crate::") {
        let after = &rest[i + "crate::".len()..];
        match after.strip_prefix('{') {
            Some(group) => found.extend(group_items(group).into_iter().filter_map(leading_name)),
            None => found.extend(leading_name(after)),
        }
        rest = after;
    }
    found
}

/// The items of a `{…}` group (its text after the `{`), split at its own commas: `a, b::{c, d}`
/// gives `a` and `b::{c, d}`.
fn group_items(group: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    for (at, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                items.push(&group[start..at]);
                return items;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&group[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    items
}

fn leading_name(path: &str) -> Option<String> {
    let name: String = path.trim_start().chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
    (!name.is_empty()).then_some(name)
}

#[test]
fn grouped_imports_name_each_of_their_modules() {
    let found = crate_paths("use crate::{board::Mark, core::{Game, Msg}, share};\nuse crate::ui::App;");
    let want: BTreeSet<String> = ["board", "core", "share", "ui"].map(String::from).into();
    assert_eq!(found, want);
}

#[test]
fn every_module_imports_only_from_layers_below() {
    let src = root().join("src");
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

/// Every top-level module of the app has a layer, so a new one cannot slip past the check; the
/// crates' names at the root are the ones `CRATES` lists.
#[test]
fn every_top_level_module_has_a_layer() {
    let lib = fs::read_to_string(root().join("src/lib.rs")).unwrap_or_default();
    let modules: Vec<&str> = lib
        .lines()
        .filter_map(|l| {
            let l = l.trim().trim_end_matches(';');
            l.strip_prefix("pub mod ").or_else(|| l.strip_prefix("pub use castellan_")?.split(" as ").nth(1))
        })
        .collect();
    assert!(modules.len() >= 10, "lib.rs lists too few modules: {modules:?}");
    for m in &modules {
        assert!(layer(m).is_some(), "module `{m}` has no layer in tests/layers.rs");
    }
    for m in CRATES {
        assert!(modules.contains(m), "`{m}` is in CRATES but not at the root of src/lib.rs");
    }
}

/// The crates' dependencies on each other, lowest first: `core` on none of them, the search on
/// `core`, each game on `core` and the search alone (one game never on another).
#[test]
fn crates_depend_only_downwards() {
    let allowed = |name: &str| -> &[&str] {
        match name {
            "castellan-core" => &[],
            "castellan-bot" => &["castellan-core"],
            _ => &["castellan-core", "castellan-bot"],
        }
    };
    let sources = crate_sources();
    assert!(sources.len() >= 6, "core, the search and four games are crates: {sources:?}");
    for src in sources {
        let Some(dir) = src.parent() else { continue };
        let manifest = fs::read_to_string(dir.join("Cargo.toml")).unwrap_or_default();
        let name = manifest
            .lines()
            .find_map(|l| l.trim().strip_prefix("name = "))
            .map(|n| n.trim_matches('"').to_string())
            .unwrap_or_default();
        assert!(name.starts_with("castellan-"), "{} names no castellan crate", dir.display());
        let mut section = "";
        for line in manifest.lines().map(str::trim) {
            if line.starts_with('[') {
                section = line;
            } else if section == "[dependencies]" && line.starts_with("castellan-") {
                let dependency = line.split(['.', ' ', '=']).next().unwrap_or_default();
                assert!(
                    allowed(&name).contains(&dependency),
                    "{name} depends on {dependency}: the crates depend only on those below them"
                );
            } else if section == "[dependencies]"
                && ["leptos", "web-sys", "wasm-bindgen", "gloo"].iter().any(|w| line.starts_with(w))
            {
                panic!("{name} depends on {line}: the rules and the bots have no web dependency");
            }
        }
    }
}

/// Lines of non-test code a file of the crates (the engines, the search, `core`) or of the
/// registry may hold:
/// about 600, so each file holds one concern a newcomer can read at once (a larger one is split
/// by concern, as Fortaleza's `rules/` and Torres' `rules/` are).
const MOST_LINES: usize = 620;

#[test]
fn no_engine_or_search_file_is_over_about_600_lines() {
    let mut files = Vec::new();
    for src in crate_sources() {
        rust_files(&src, &mut files);
    }
    rust_files(&root().join("src/registry"), &mut files);
    assert!(files.len() > 50, "only {} files were read: is the source tree where the test looks?", files.len());
    let too_long: Vec<String> = files
        .iter()
        .filter_map(|file| {
            let lines = code_of(file).lines().count();
            (lines > MOST_LINES).then(|| format!("{} has {lines} lines of non-test code", file.display()))
        })
        .collect();
    assert!(too_long.is_empty(), "split these by concern (at most {MOST_LINES} lines):\n{}", too_long.join("\n"));
}

/// The page's code converts case without core's Unicode tables: `str::to_lowercase` (and its
/// kin) link ~12 KB of case-mapping tables into the wasm, 6.9 KB gzipped (docs/performance.md,
/// "Release size"). Capitals go through `i18n::capitalised`; ASCII names through
/// `to_ascii_lowercase`. The engines and the search are in the page too, so they are read as
/// well; native tools (`src/bin`, the search's `arena`) may use anything.
#[test]
fn no_app_code_uses_unicode_case_conversion() {
    let src = root().join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    for crate_src in crate_sources() {
        rust_files(&crate_src, &mut files);
    }
    let native = [src.join("bin"), root().join("crates/bot/src/arena")];
    let found: Vec<String> = files
        .iter()
        .filter(|file| !native.iter().any(|dir| file.starts_with(dir)))
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
