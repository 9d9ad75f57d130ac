//! `docs/adding-a-game.md`, walked: its "At a glance" lists what a game brings, its own files
//! and its lines in a few shared files. Every game of the list must have each, so the guide
//! stays true to the code; and nothing else in the app declares a game by hand, so the guide's
//! "its files and one line in the list" stays true too.

use castellan::i18n::Lang;
use castellan::registry::GameKind;
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The lines of the first fenced block after the heading `heading` in the guide.
fn block(heading: &str) -> Vec<String> {
    let guide = read("docs/adding-a-game.md");
    let after = guide.split_once(&format!("\n{heading}\n")).unwrap_or_else(|| panic!("the guide has no `{heading}`")).1;
    let fenced = after.split_once("```text\n").unwrap_or_else(|| panic!("no block under `{heading}`")).1;
    let body = fenced.split_once("```").unwrap_or_else(|| panic!("the block under `{heading}` is not closed")).0;
    body.lines().filter(|l| !l.trim().is_empty()).map(str::to_string).collect()
}

/// Each placeholder filled in for `game`: `<game>` with its id, `<lang>` with every language.
fn for_game(pattern: &str, game: &str) -> Vec<String> {
    let pattern = pattern.replace("<game>", game);
    if pattern.contains("<lang>") {
        Lang::ALL.iter().map(|lang| pattern.replace("<lang>", lang.code())).collect()
    } else {
        vec![pattern]
    }
}

/// Whether a path exists; a `*` in its file name matches any text.
fn exists(path: &str) -> bool {
    let Some((prefix, suffix)) = path.split_once('*') else { return root().join(path).exists() };
    let (dir, start) = prefix.rsplit_once('/').unwrap_or((".", prefix));
    fs::read_dir(root().join(dir)).is_ok_and(|entries| {
        entries.flatten().any(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.starts_with(start) && name.ends_with(suffix) && name.len() >= start.len() + suffix.len()
        })
    })
}

#[test]
fn every_game_has_the_files_the_guide_lists() {
    let files = block("### Its files");
    assert!(files.len() >= 10, "the guide's list of files looks cut: {files:?}");
    let mut missing = Vec::new();
    for kind in GameKind::ALL {
        for line in &files {
            let pattern = line.split_whitespace().next().unwrap_or_default();
            missing.extend(for_game(pattern, kind.id()).into_iter().filter(|p| !exists(p)));
        }
        // The picture the registry names is the one the guide lists.
        assert_eq!(kind.picture(), format!("pictures/{}.svg", kind.id()), "{}", kind.name());
    }
    assert!(missing.is_empty(), "missing (docs/adding-a-game.md, \"Its files\"):\n  {}", missing.join("\n  "));
}

#[test]
fn every_game_has_the_lines_the_guide_lists() {
    let lines = block("### Its lines elsewhere");
    assert!(lines.len() >= 3, "the guide's list of lines looks cut: {lines:?}");
    let mut missing = Vec::new();
    for line in &lines {
        let (file, needle) = line.split_once(": ").unwrap_or_else(|| panic!("not `file: text`: {line}"));
        let text = read(file);
        for kind in GameKind::ALL {
            let needle = needle.replace("<game>", kind.id());
            if !text.contains(&needle) {
                missing.push(format!("{file}: {needle}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "missing (docs/adding-a-game.md, \"Its lines elsewhere\"):\n  {}",
        missing.join("\n  ")
    );
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The list of games in `src/games.rs` is the only place that declares one: no module of a
/// game is declared by hand, no engine crate named elsewhere, and the page names no game
/// outside its card (a link's game is recognised by its card, not by a list of ids).
#[test]
fn nothing_else_declares_a_game_by_hand() {
    let mut files = Vec::new();
    rust_files(&root().join("src"), &mut files);
    let mut found = Vec::new();
    for path in &files {
        let name = path.strip_prefix(root()).unwrap_or(path).display().to_string();
        let text = fs::read_to_string(path).unwrap_or_default();
        for kind in GameKind::ALL {
            let id = kind.id();
            for (n, line) in text.lines().enumerate() {
                let code = line.trim();
                let declares = code == format!("mod {id};") || code == format!("pub mod {id};");
                let names_crate = name != "src/games.rs" && code.contains(&format!("castellan_{id}"));
                if declares || names_crate {
                    found.push(format!("{name}:{}: {code}", n + 1));
                }
            }
        }
    }
    let page = read("index.html");
    let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
    if page.contains(&ids.join("|")) {
        found.push(format!("index.html: the list {}", ids.join("|")));
    }
    assert!(found.is_empty(), "declared by hand, not from the list of games (src/games.rs):\n  {}", found.join("\n  "));
}
