//! The home screen: the games, with a picture and a line each; continue; saved games.
use super::{AppState, Screen, TopBar};
use crate::games::GameKind;
use leptos::prelude::*;

#[component]
pub fn Home() -> impl IntoView {
    let app = expect_context::<AppState>();
    let has_current = move || app.session.with(|s| s.is_some());
    view! {
        <TopBar title="Play".to_string()>
            <button on:click=move |_| app.screen.set(Screen::Saves) data-testid="open-saves">"Saved games"</button>
        </TopBar>
        <main class="home">
            <Show when=has_current>
                <section class="continue">
                    <button class="primary" data-testid="continue" on:click=move |_| app.screen.set(Screen::Play)>
                        {move || app.session.with(|s| s.as_ref().map(|s| format!("Continue: {}", s.title)).unwrap_or_default())}
                    </button>
                </section>
            </Show>
            <section class="game-list">
                {GameKind::ALL
                    .iter()
                    .copied()
                    .map(|kind| {
                        view! {
                            <article class="game-card" data-game=kind.id()>
                                <img src=kind.picture() alt=format!("{} board", kind.name()) width="320" height="200"/>
                                <div class="game-card-body">
                                    <h2>{kind.name()}</h2>
                                    <p>{kind.tagline()}</p>
                                    <div class="row">
                                        <button class="primary" data-testid=format!("new-{}", kind.id())
                                            on:click=move |_| app.screen.set(Screen::NewGame(kind))>"New game"</button>
                                        <button on:click=move |_| app.screen.set(Screen::Rules(kind))>"How to play"</button>
                                    </div>
                                </div>
                            </article>
                        }
                    })
                    .collect_view()}
            </section>
            <p class="footnote">"Everything runs in your browser and keeps working offline. Games are saved on this device."</p>
        </main>
    }
}
