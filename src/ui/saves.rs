//! The saved-games list: resume, rename, delete; damaged entries can be exported or deleted.
use super::{AppError, AppState, Screen, Session, TopBar};
use crate::games::GameKind;
use crate::storage::{self, SaveEntry};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Offers `text` as a file download (used to rescue the raw text of a damaged save).
fn download(filename: &str, text: &str) -> Result<(), AppError> {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(|_| AppError::Export)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| AppError::Export)?;
    let document = web_sys::window().and_then(|w| w.document()).ok_or(AppError::Export)?;
    let anchor: web_sys::HtmlAnchorElement =
        document.create_element("a").map_err(|_| AppError::Export)?.dyn_into().map_err(|_| AppError::Export)?;
    anchor.set_href(&url);
    anchor.set_download(filename);
    anchor.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

fn describe_date(ms: f64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    String::from(d.to_locale_string("default", &wasm_bindgen::JsValue::UNDEFINED))
}

#[component]
pub fn Saves() -> impl IntoView {
    let app = expect_context::<AppState>();
    let entries = RwSignal::new(storage::list());
    let refresh = move || entries.set(storage::list());

    let resume = move |id: String| match storage::load(&id) {
        Ok((saved, game)) => {
            let session = Session { save_id: id, title: saved.title, seats: saved.seats, game, created: saved.created };
            app.start(session, None);
        }
        Err(problem) => app.fail(AppError::OpenSave(problem)),
    };

    view! {
        <TopBar title="Saved games".to_string()>
            <button on:click=move |_| app.screen.set(Screen::Home)>"Back"</button>
        </TopBar>
        <main class="saves">
            <Show when=move || entries.with(|e| e.is_empty())>
                <p class="empty">"No saved games yet. Every game you play is saved here automatically."</p>
            </Show>
            <ul class="save-list" data-testid="save-list">
                <For each=move || entries.get() key=|e: &SaveEntry| (e.id.clone(), e.content.as_ref().map(|s| (s.title.clone(), s.updated.to_bits())).ok()) let:entry>
                    {
                        let id = entry.id.clone();
                        match entry.content {
                            Ok(saved) => {
                                let kind_name = GameKind::from_id(&saved.game).map(|k| k.name()).unwrap_or("?");
                                let players = saved.seats.iter().map(|s| s.name.clone()).collect::<Vec<_>>().join(", ");
                                let (id_resume, id_rename, id_delete) = (id.clone(), id.clone(), id.clone());
                                let title = saved.title.clone();
                                view! {
                                    <li class="save" data-testid="save-entry">
                                        <div class="save-text">
                                            <strong>{saved.title.clone()}</strong>
                                            <span>{format!("{kind_name} · {} moves · {players}", saved.actions.len())}</span>
                                            <small>{format!("Last played {}", describe_date(saved.updated))}</small>
                                        </div>
                                        <div class="row">
                                            <button class="primary" on:click=move |_| resume(id_resume.clone())>"Resume"</button>
                                            <button on:click=move |_| {
                                                let name = web_sys::window()
                                                    .and_then(|w| w.prompt_with_message_and_default("New name", &title).ok().flatten());
                                                if let Some(name) = name.filter(|n| !n.trim().is_empty()) {
                                                    if let Err(e) = storage::rename(&id_rename, &name) {
                                                        app.fail(AppError::Rename(e));
                                                    }
                                                    app.session.update(|s| if let Some(s) = s.as_mut().filter(|s| s.save_id == id_rename) { s.title = name.trim().to_string(); });
                                                    refresh();
                                                }
                                            }>"Rename"</button>
                                            <button class="danger" on:click=move |_| {
                                                storage::delete(&id_delete);
                                                if app.session.with_untracked(|s| s.as_ref().is_some_and(|s| s.save_id == id_delete)) {
                                                    app.session.set(None);
                                                }
                                                refresh();
                                            }>"Delete"</button>
                                        </div>
                                    </li>
                                }.into_any()
                            }
                            Err(damaged) => {
                                let raw = damaged.raw.clone();
                                let (id_export, id_delete) = (id.clone(), id.clone());
                                // A game made under other rules is not damaged: say so plainly.
                                let older = damaged.problem.is_other_rules_version();
                                view! {
                                    <li class="save damaged" data-testid=if older { "older-save" } else { "damaged-save" }>
                                        <div class="save-text">
                                            <strong>{if older { "Made by another version" } else { "Damaged save" }}</strong>
                                            <span>{if older {
                                                format!("This game was {}.", damaged.problem)
                                            } else {
                                                format!("This entry cannot be read: {}.", damaged.problem)
                                            }}</span>
                                            <small>"Its data is kept as it is; you can export it."</small>
                                        </div>
                                        <div class="row">
                                            <button on:click=move |_| {
                                                if let Err(e) = download(&format!("castellan-{id_export}.json"), &raw) {
                                                    app.fail(e);
                                                }
                                            }>"Export"</button>
                                            <button class="danger" on:click=move |_| { storage::delete(&id_delete); refresh(); }>"Delete"</button>
                                        </div>
                                    </li>
                                }.into_any()
                            }
                        }
                    }
                </For>
            </ul>
        </main>
    }
}
