//! Writes the English words the browser build compiles in: the `app-` and `storage-` messages of
//! `locales/en/shell.ftl` (the app's notices, among them the one saying that texts could not be
//! loaded), to `$OUT_DIR/en_notices.ftl`. Everything else, English's shell included, is fetched
//! like any other language's files: the page preloads the shell file of the language it will
//! show with its code (`index.html`, `Trunk.toml`), and the whole shell compiled in cost 4.8 KB of the
//! page's gzipped wasm (docs/performance.md, "Release size").
//!
//! One source of truth: the notices are cut from the English file itself, so they cannot drift
//! from it; `tests/i18n.rs` checks the cut.

use std::path::Path;

/// The message keys compiled in start with one of these.
const NOTICE_PREFIXES: [&str; 2] = ["app-", "storage-"];

fn main() {
    let source = "locales/en/shell.ftl";
    println!("cargo:rerun-if-changed={source}");
    println!("cargo:rerun-if-changed=build.rs");
    let text = std::fs::read_to_string(source).unwrap_or_else(|e| panic!("{source}: {e}"));
    let out_dir = std::env::var("OUT_DIR").unwrap_or_else(|e| panic!("OUT_DIR: {e}"));
    let notices = notices(&text);
    std::fs::write(Path::new(&out_dir).join("en_notices.ftl"), notices)
        .unwrap_or_else(|e| panic!("writing the notices: {e}"));
}

/// The messages of `text` whose keys start with a notice prefix, each with its continuation
/// lines (indented), comments and the other messages left out.
fn notices(text: &str) -> String {
    let mut out = String::new();
    let mut keep = false;
    for line in text.lines() {
        let continuation = line.starts_with(' ') || line.starts_with('\t');
        if !continuation {
            keep = NOTICE_PREFIXES.iter().any(|p| line.starts_with(p));
        }
        if keep {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}
