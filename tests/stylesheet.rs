//! The stylesheet's blocks are closed where they are meant to be: a rule or `@media` block left
//! open swallows every rule after it into its condition (a merge once left the phone's Fortaleza
//! and Voldétour rules inside a block for small phones held sideways), which no browser reports.

/// What a scan of the stylesheet found: the lines of `@media` blocks at the top level and of
/// those opened inside another block, and the depth of braces left open at its end.
#[derive(Debug, Default)]
struct Blocks {
    top_level_media: Vec<usize>,
    nested_media: Vec<usize>,
    open_at_end: i32,
}

fn scan(css: &str) -> Blocks {
    let mut found = Blocks::default();
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
            '{' => found.open_at_end += 1,
            '}' => found.open_at_end -= 1,
            '\n' => line += 1,
            '@' if rest.starts_with("@media") => {
                if found.open_at_end == 0 { &mut found.top_level_media } else { &mut found.nested_media }.push(line)
            }
            _ => {}
        }
        rest = &rest[c.len_utf8()..];
    }
    found
}

#[test]
fn every_block_of_the_stylesheet_is_closed_and_no_media_query_hides_inside_another() {
    let css = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/style/main.css")).unwrap();
    let blocks = scan(&css);
    assert_eq!(blocks.open_at_end, 0, "style/main.css: every '{{' is closed");
    assert!(
        blocks.nested_media.is_empty(),
        "style/main.css: @media inside another block (an unclosed block above?) at lines {:?}",
        blocks.nested_media
    );
    assert!(blocks.top_level_media.len() > 5, "the phone layouts are @media blocks");
}
