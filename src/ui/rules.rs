//! Rules help, written in our own words and kept beside each engine (`RULES_HELP`).
//! The text is light markdown: `# ` headings, `- ` bullets, blank lines between paragraphs.
use super::{AppState, Screen, TopBar};
use crate::games::GameKind;
use leptos::prelude::*;

fn help_text(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Torres => crate::games::torres::RULES_HELP,
        GameKind::Torri => crate::games::torri::RULES_HELP,
    }
}

/// Renders the light markdown of the help texts.
fn render(text: &'static str) -> impl IntoView {
    let mut blocks = Vec::new();
    let mut bullets: Vec<String> = Vec::new();
    let flush = |bullets: &mut Vec<String>, blocks: &mut Vec<AnyView>| {
        if !bullets.is_empty() {
            let items = std::mem::take(bullets).into_iter().map(|b| view! { <li>{b}</li> }).collect_view();
            blocks.push(view! { <ul>{items}</ul> }.into_any());
        }
    };
    for line in text.lines() {
        let line = line.trim_end();
        if let Some(item) = line.trim_start().strip_prefix("- ") {
            bullets.push(item.to_string());
            continue;
        }
        flush(&mut bullets, &mut blocks);
        if let Some(h) = line.strip_prefix("## ") {
            blocks.push(view! { <h3>{h.to_string()}</h3> }.into_any());
        } else if let Some(h) = line.strip_prefix("# ") {
            blocks.push(view! { <h2>{h.to_string()}</h2> }.into_any());
        } else if !line.trim().is_empty() {
            blocks.push(view! { <p>{line.to_string()}</p> }.into_any());
        }
    }
    flush(&mut bullets, &mut blocks);
    blocks
}

#[component]
pub fn Rules(kind: GameKind) -> impl IntoView {
    let app = expect_context::<AppState>();
    let back = move |_| {
        let playing = app.session.with_untracked(|s| s.as_ref().is_some_and(|s| s.game.kind() == kind));
        app.screen.set(if playing { Screen::Play } else { Screen::Home });
    };
    view! {
        <TopBar title=format!("How to play {}", kind.name())>
            <button on:click=back data-testid="rules-back">"Back"</button>
        </TopBar>
        <main class="rules">
            <article class="panel rules-text">
                {(kind == GameKind::Torres).then(|| view! { <super::torres::RulesDiagrams/> })}
                {render(help_text(kind))}
                <h3>"Keys"</h3>
                <ul>
                    <li>"← / → step through the game, Home / End jump to the start or the live position."</li>
                    <li>"Ctrl+Z undoes your last action this turn (never a die roll or a card you saw); Ctrl+Y redoes."</li>
                    <li>"? opens these rules."</li>
                </ul>
            </article>
        </main>
    }
}
