//! The stylesheet's blocks are closed where they are meant to be: a rule or `@media` block left
//! open swallows every rule after it into its condition (a merge once left the phone's Fortaleza
//! and Voldétour rules inside a block for small phones held sideways), which no browser reports.

/// Each `@media` block at the top level, with the line it opens on, and the depth at the end.
fn top_level_media(css: &str) -> (Vec<(usize, String)>, i32) {
    let mut depth = 0i32;
    let mut found = Vec::new();
    let mut rest = css;
    let mut line = 1usize;
    while let Some(c) = rest.chars().next() {
        if rest.starts_with("/*") {
            let end = rest.find("*/").map_or(rest.len(), |e| e + 2);
            line += rest[..end].matches('\n').count();
            rest = &rest[end..];
            continue;
        }
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            '\n' => line += 1,
            '@' if depth == 0 && rest.starts_with("@media") => {
                found.push((line, rest.lines().next().unwrap_or_default().to_string()));
            }
            '@' if depth > 0 && rest.starts_with("@media") => {
                found.push((line, format!("NESTED at depth {depth}: {}", rest.lines().next().unwrap_or_default())));
            }
            _ => {}
        }
        rest = &rest[c.len_utf8()..];
    }
    (found, depth)
}

#[test]
fn every_block_of_the_stylesheet_is_closed_and_no_media_query_hides_inside_another() {
    let css = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/style/main.css")).unwrap();
    let (media, depth) = top_level_media(&css);
    assert_eq!(depth, 0, "style/main.css: every '{{' is closed");
    let nested: Vec<_> = media.iter().filter(|(_, m)| m.starts_with("NESTED")).collect();
    assert!(
        nested.is_empty(),
        "style/main.css: a @media block inside another (an unclosed block above it?): {nested:?}"
    );
    assert!(media.len() > 5, "the phone layouts are @media blocks");
}
