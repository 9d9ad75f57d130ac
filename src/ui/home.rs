//! The home screen: the games, with a picture and a line each; continue (or review a finished
//! game, with how it ended); saved games.
use super::i18n::use_i18n;
use super::saves::result_lines;
use super::{AppState, Screen, TopBar};
use crate::i18n::Msg;
use crate::registry::GameKind;
use leptos::prelude::*;

#[component]
pub fn Home() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    // A game's result is in its own words, loaded after the home screen's (`I18n::complete`).
    let has_current = move || app.session.with(|s| s.is_some()) && i18n.complete.get();
    view! {
        <TopBar title=i18n.t("home-title")>
            <button on:click=move |_| app.screen.set(Screen::Saves) data-testid="open-saves">{i18n.t("home-saved-games")}</button>
        </TopBar>
        <main class="home">
            <Show when=has_current>
                // A finished game is not continued: it opens for review, with how it ended.
                {move || app.session.with(|s| s.as_ref().map(|s| match s.game.outcome() {
                    None => view! {
                        <section class="continue">
                            <button class="primary" data-testid="continue" on:click=move |_| app.screen.set(Screen::Play)>
                                {i18n.msg(&Msg::new("home-continue").arg("title", s.title.as_str()))}
                            </button>
                        </section>
                    }.into_any(),
                    Some(outcome) => view! {
                        <section class="continue finished">
                            <button data-testid="review-current" on:click=move |_| app.screen.set(Screen::Play)>
                                {i18n.msg(&Msg::new("home-review").arg("title", s.title.as_str()))}
                            </button>
                            <p class="save-result" data-testid="current-result">
                                {result_lines(i18n, s.game.kind(), &s.seats, &outcome, s.game.resigned()).into_iter().map(|line| view! { <span>{line}</span> }).collect_view()}
                            </p>
                        </section>
                    }.into_any(),
                }))}
            </Show>
            <section class="game-list">
                {GameKind::ALL
                    .iter()
                    .copied()
                    .map(|kind| {
                        view! {
                            <article class="game-card" data-game=kind.id()>
                                <img src=kind.picture() alt=i18n.msg(&Msg::new("home-picture").arg("game", kind.name())) width="320" height="200"/>
                                <div class="game-card-body">
                                    <h2>{kind.name()}</h2>
                                    <p>{i18n.msg(&Msg::new(kind.tagline()))}</p>
                                    <div class="row">
                                        <button class="primary" data-testid=format!("new-{}", kind.id())
                                            aria-label=i18n.msg(&Msg::new("home-new-game-of").arg("game", kind.name()))
                                            on:click=move |_| app.screen.set(Screen::NewGame(kind))>{i18n.t("home-new-game")}</button>
                                        <button data-testid=format!("rules-{}", kind.id())
                                            aria-label=i18n.msg(&Msg::new("home-how-to-play-of").arg("game", kind.name()))
                                            on:click=move |_| app.screen.set(Screen::Rules(kind))>{i18n.t("home-how-to-play")}</button>
                                        {super::lessons::has_lessons(kind).then(|| view! {
                                            <button data-testid=format!("learn-{}", kind.id())
                                                aria-label=i18n.msg(&Msg::new("home-learn-of").arg("game", kind.name()))
                                                on:click=move |_| app.screen.set(Screen::Learn(kind))>{i18n.t("home-learn")}</button>
                                        })}
                                    </div>
                                </div>
                            </article>
                        }
                    })
                    .collect_view()}
            </section>
            <p class="footnote">{i18n.t("home-footnote")}</p>
        </main>
    }
}
