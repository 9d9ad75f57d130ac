//! Rules help, written in our own words and kept beside each engine (`RULES_HELP`).
//! The text is light markdown: `# ` headings, `- ` bullets, blank lines between paragraphs.
use super::i18n::use_i18n;
use super::registry::{ui_facts, visit_ui, GameUi, UiVisitor};
use super::{AppState, Screen, TopBar};
use crate::i18n::Msg;
use crate::registry::GameKind;
use leptos::prelude::*;

/// The visited game's diagrams, if it has any.
struct Diagrams;

impl UiVisitor for Diagrams {
    type Output = Option<AnyView>;
    fn visit<G: GameUi>(self) -> Option<AnyView>
    where
        G::Action: Send + Sync,
        G::Options: Send + Sync,
    {
        G::rules_diagrams()
    }
}

/// One block of the help text.
enum Block {
    Title(String),
    Heading(String),
    Paragraph(String),
    List(Vec<String>),
}

/// Parses the help texts' light format: the first line is the title; a line in capitals is a
/// heading; `- ` or `• ` starts a bullet whose indented lines continue it; other lines are
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
        } else if let Some(item) = bullet(line) {
            if !para.is_empty() {
                blocks.push(Block::Paragraph(std::mem::take(&mut para)));
            }
            list.push(item.to_string());
        } else if line.starts_with(' ') && !list.is_empty() {
            if let Some(last) = list.last_mut() {
                last.push(' ');
                last.push_str(trimmed);
            }
        } else if is_heading(trimmed) {
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

/// A bullet: `- item`, `• item`, or a numbered item (`1 Climb…`, `10 Jump…`) indented by at most
/// one space (continuation lines are indented further).
fn bullet(line: &str) -> Option<&str> {
    let trimmed = line.trim_start();
    if let Some(item) = trimmed.strip_prefix("- ").or_else(|| trimmed.strip_prefix("• ")) {
        return Some(item);
    }
    let numbered = line.len() - trimmed.len() <= 1
        && trimmed
            .split_once(' ')
            .is_some_and(|(n, rest)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()) && !rest.is_empty());
    numbered.then_some(trimmed)
}

/// A heading is in capitals, apart from an optional remark in parentheses: `SCORING (after each phase)`.
fn is_heading(line: &str) -> bool {
    let mut depth = 0;
    let outside: String = line
        .chars()
        .filter(|&c| {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
            depth == 0 && c != ')'
        })
        .collect();
    outside.chars().any(char::is_alphabetic) && !outside.chars().any(char::is_lowercase)
}

/// Text with a leading "Label:" shown in bold.
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

fn render(text: &str) -> impl IntoView {
    parse(text)
        .into_iter()
        .map(|block| match block {
            Block::Title(t) => view! { <h2>{t}</h2> }.into_any(),
            Block::Heading(h) => view! { <h3>{h}</h3> }.into_any(),
            Block::Paragraph(p) => view! { <p>{labelled(p)}</p> }.into_any(),
            Block::List(items) => {
                view! { <ul>{items.into_iter().map(|i| view! { <li>{labelled(i)}</li> }).collect_view()}</ul> }
                    .into_any()
            }
        })
        .collect_view()
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
        </TopBar>
        <main class="rules">
            <article class="panel rules-text">
                {visit_ui(kind, Diagrams)}
                {render(&help)}
                <h3>{i18n.t("rules-keys")}</h3>
                <ul>
                    <li>{i18n.t("rules-keys-history")}</li>
                    <li>{i18n.t("rules-keys-undo")}</li>
                    <li>{i18n.t("rules-keys-help")}</li>
                    {three_d.then(|| view! { <li>{i18n.t("rules-keys-zoom")}</li> })}
                    <li>{i18n.t("rules-keys-targets")}</li>
                    <li>{if three_d { i18n.t("rules-keys-touch") } else { i18n.t("rules-keys-touch-flat") }}</li>
                </ul>
            </article>
        </main>
    }
}
