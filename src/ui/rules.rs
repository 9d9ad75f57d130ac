//! The rules page: each game's rules help, in our own words, from its message (`<game>-rules-help`).
//! The text is light markup: a line in capitals is a section heading
//! ([`crate::i18n::is_rules_heading`]), `- ` starts a bullet, blank lines part paragraphs, and a
//! line `@name` places the game's diagram `name` beside the text before it.

use super::i18n::use_i18n;
use super::registry::{ui_facts, visit_ui, GameUi, UiVisitor};
use super::{AppState, Screen, TopBar};
use crate::i18n::{is_rules_heading, Msg};
use crate::registry::GameKind;
use leptos::prelude::*;

/// The visited game's diagram named `name` in its help text (`@name`), if it has one.
struct Figure<'a>(&'a str);

impl UiVisitor for Figure<'_> {
    type Output = Option<AnyView>;
    fn visit<G: GameUi>(self) -> Option<AnyView>
    where
        G::Action: Send + Sync,
        G::Options: Send + Sync,
    {
        G::rules_figure(self.0)
    }
}

/// The visited game's own keys (a message key), if it has any beyond the shell's.
struct Keys;

impl UiVisitor for Keys {
    type Output = Option<&'static str>;
    fn visit<G: GameUi>(self) -> Option<&'static str>
    where
        G::Action: Send + Sync,
        G::Options: Send + Sync,
    {
        G::RULES_KEYS
    }
}

/// One block of the help text.
enum Block {
    Title(String),
    Heading(String),
    Paragraph(String),
    List(Vec<String>),
    /// A line `@name`: the game's diagram of that name, shown beside the text before it.
    Figure(String),
}

/// Parses the help texts' light format: the first line is the title; a line in capitals is a
/// heading; `@name` alone on a line places a diagram; `- ` or `• ` starts a bullet whose indented lines continue it; a numbered
/// line (`2. The defender…`, `10. Jump…`) starts a paragraph of its own; other lines are
/// paragraph text, wrapped lines joined; a blank line ends a paragraph or list.
fn parse(text: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut para = String::new();
    let mut list: Vec<String> = Vec::new();
    let flush = |para: &mut String, list: &mut Vec<String>, blocks: &mut Vec<Block>| {
        if !para.is_empty() {
            blocks.push(Block::Paragraph(std::mem::take(para)));
        }
        if !list.is_empty() {
            blocks.push(Block::List(std::mem::take(list)));
        }
    };
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim_end();
        let trimmed = line.trim_start();
        if trimmed.is_empty() {
            flush(&mut para, &mut list, &mut blocks);
        } else if i == 0 {
            blocks.push(Block::Title(trimmed.to_string()));
        } else if let Some(name) = figure_name(trimmed) {
            flush(&mut para, &mut list, &mut blocks);
            blocks.push(Block::Figure(name.to_string()));
        } else if let Some(item) = bullet(trimmed) {
            if !para.is_empty() {
                blocks.push(Block::Paragraph(std::mem::take(&mut para)));
            }
            list.push(item.to_string());
        } else if let Some(step) = numbered(line) {
            // A numbered step or card carries its own number: a paragraph of its own, as a
            // bullet beside it would read "• 1.". Its wrapped lines join it as paragraph text.
            flush(&mut para, &mut list, &mut blocks);
            para.push_str(step);
        } else if line.starts_with(' ') && !list.is_empty() {
            if let Some(last) = list.last_mut() {
                last.push(' ');
                last.push_str(trimmed);
            }
        } else if is_rules_heading(trimmed) {
            flush(&mut para, &mut list, &mut blocks);
            blocks.push(Block::Heading(trimmed.to_string()));
        } else {
            if !list.is_empty() {
                blocks.push(Block::List(std::mem::take(&mut list)));
            }
            if !para.is_empty() {
                para.push(' ');
            }
            para.push_str(trimmed);
        }
    }
    flush(&mut para, &mut list, &mut blocks);
    blocks
}

/// `@name` (lower-case letters and hyphens): the place of a diagram.
fn figure_name(line: &str) -> Option<&str> {
    line.strip_prefix('@').filter(|name| !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '-'))
}

/// A bullet (`- item`, `• item`): the item. `trimmed` is the line without its indentation.
fn bullet(trimmed: &str) -> Option<&str> {
    trimmed.strip_prefix("- ").or_else(|| trimmed.strip_prefix("• "))
}

/// A numbered line (`1 Climb…`, `10. Jump…`, `2. The defender…`) indented by at most one space,
/// or two with a full stop (continuation lines are indented further): the whole line, number
/// included. The number must be followed by a capital or a digit, so a paragraph opening
/// "12 × 12 squares" or a wrapped "5 / 10 / 15" stays text.
fn numbered(line: &str) -> Option<&str> {
    let trimmed = line.trim_start();
    let indent = line.len() - trimmed.len();
    let is_step = trimmed.split_once(' ').is_some_and(|(n, rest)| {
        // `2.` may sit deeper than a bare `2` (a wrapped "  2 players: …" is text).
        let (n, deepest) = n.strip_suffix('.').map_or((n, 1), |n| (n, 2));
        indent <= deepest
            && !n.is_empty()
            && n.chars().all(|c| c.is_ascii_digit())
            && rest.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit())
    });
    is_step.then_some(trimmed)
}

/// A list item with a leading "Label:" shown in bold.
fn labelled(text: String) -> impl IntoView {
    match text.split_once(": ") {
        Some((label, rest))
            if label.len() <= 40
                && !label.contains('.')
                && !label.starts_with(|c: char| c.is_ascii_digit())
                && label.matches('(').count() == label.matches(')').count() =>
        {
            view! { <strong>{format!("{label}: ")}</strong>{rest.to_string()} }.into_any()
        }
        _ => text.into_any(),
    }
}

fn text_block(block: Block) -> AnyView {
    match block {
        Block::Title(t) => view! { <h2>{t}</h2> }.into_any(),
        Block::Heading(h) => view! { <h3>{h}</h3> }.into_any(),
        // Only a list item opens with a label ("Step (1): …"); a paragraph's opening words
        // before a colon are a sentence ("After moving a rolled 6, you go on: …"), the sections'
        // names being headings now.
        Block::Paragraph(p) => view! { <p>{p}</p> }.into_any(),
        Block::List(items) => {
            view! { <ul>{items.into_iter().map(|i| view! { <li>{labelled(i)}</li> }).collect_view()}</ul> }.into_any()
        }
        Block::Figure(_) => ().into_any(),
    }
}

/// A run of text and the diagrams placed right after it, which illustrate it.
#[derive(Default)]
struct Row {
    text: Vec<Block>,
    figures: Vec<String>,
}

/// A heading and what follows it up to the next heading.
struct Section {
    heading: Option<String>,
    rows: Vec<Row>,
}

/// The title, then the sections with their rows.
fn sections(blocks: Vec<Block>) -> (Option<String>, Vec<Section>) {
    let mut title = None;
    let mut out: Vec<Section> = Vec::new();
    for block in blocks {
        match block {
            Block::Title(t) => title = Some(t),
            Block::Heading(h) => out.push(Section { heading: Some(h), rows: vec![Row::default()] }),
            block => {
                if out.is_empty() {
                    out.push(Section { heading: None, rows: vec![Row::default()] });
                }
                let Some(section) = out.last_mut() else { continue };
                // Text after a diagram starts a new row.
                if section.rows.last().is_none_or(|row| !row.figures.is_empty() && !matches!(block, Block::Figure(_))) {
                    section.rows.push(Row::default());
                }
                let Some(row) = section.rows.last_mut() else { continue };
                match block {
                    Block::Figure(name) => row.figures.push(name),
                    block => row.text.push(block),
                }
            }
        }
    }
    (title, out)
}

fn render(kind: GameKind, text: &str) -> impl IntoView {
    let (title, sections) = sections(parse(text));
    let sections = sections
        .into_iter()
        .map(|section| {
            let rows = section
                .rows
                .into_iter()
                .map(|row| {
                    let text = row.text.into_iter().map(text_block).collect_view();
                    if row.figures.is_empty() {
                        return text.into_any();
                    }
                    let figures = row.figures.iter().filter_map(|name| visit_ui(kind, Figure(name))).collect_view();
                    view! {
                        <div class="rules-row">
                            <div class="rules-row-text">{text}</div>
                            <div class="rules-figures" data-testid="rules-diagrams">{figures}</div>
                        </div>
                    }
                    .into_any()
                })
                .collect_view();
            view! {
                <section class="rules-section">
                    {section.heading.map(|h| view! { <h3>{h}</h3> })}
                    {rows}
                </section>
            }
        })
        .collect_view();
    view! {
        {title.map(|t| view! { <h2>{t}</h2> })}
        {sections}
    }
}

#[component]
pub fn Rules(kind: GameKind) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    // A game whose help is in its message file names the message; until then its English text.
    let help = kind.rules_help();
    let help = if help.contains(char::is_whitespace) { help.to_string() } else { i18n.msg(&Msg::new(help)) };
    let three_d = ui_facts(kind).has_3d_view;
    let back = move |_| {
        let playing = app.session.with_untracked(|s| s.as_ref().is_some_and(|s| s.game.kind() == kind));
        super::routing::back(app, if playing { Screen::Play } else { Screen::Home });
    };
    view! {
        <TopBar title=i18n.msg(&Msg::new("rules-title").arg("game", kind.name()))>
            <button on:click=back data-testid="rules-back">{i18n.t("rules-back")}</button>
            {super::lessons::has_lessons(kind).then(|| view! {
                <button on:click=move |_| app.screen.set(Screen::Learn(kind)) data-testid="rules-learn">{i18n.t("home-learn")}</button>
            })}
        </TopBar>
        <main class="rules">
            <article class="panel rules-text">
                {render(kind, &help)}
                <section class="rules-section">
                <h3>{i18n.t("rules-keys")}</h3>
                {visit_ui(kind, Keys).map(|key| view! { <p data-testid="game-keys">{i18n.t(key)}</p> })}
                <ul>
                    <li>{i18n.t("rules-keys-history")}</li>
                    <li>{i18n.t("rules-keys-undo")}</li>
                    <li>{i18n.t("rules-keys-help")}</li>
                    {three_d.then(|| view! { <li>{i18n.t("rules-keys-zoom")}</li> })}
                    <li>{i18n.t("rules-keys-targets")}</li>
                    <li>{if three_d { i18n.t("rules-keys-touch") } else { i18n.t("rules-keys-touch-flat") }}</li>
                </ul>
                </section>
            </article>
        </main>
    }
}
