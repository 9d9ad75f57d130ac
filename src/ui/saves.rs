//! The saved-games list: resume, rename, delete; a finished game shows how it ended and opens
//! for review; damaged entries say what is wrong in a player's words, name their game when its
//! text still does, and can be exported or deleted.
use super::i18n::{use_i18n, I18n};
use super::registry::ui_facts;
use super::{AppError, AppState, Screen, Session, TopBar};
use crate::core::{Outcome, Seat};
use crate::i18n::Lang;
use crate::i18n::{Localize, Msg};
use crate::registry::GameKind;
use crate::session::{LinkStatus, SaveEntry, SeatSetup};
use crate::storage;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// How a finished game ended, as whole sentences: who won (or that it was drawn), then the final
/// score, best first, where the game keeps one (Voldétour is a race: only its winner). The one
/// human at a table of bots is addressed directly, as the end-of-game dialog does.
pub(super) fn result_lines(
    i18n: I18n,
    kind: GameKind,
    seats: &[SeatSetup],
    outcome: &Outcome,
    resigned: &[Seat],
) -> Vec<String> {
    let name = |seat: Seat| seats.get(seat as usize).map(|s| s.name.clone()).unwrap_or_default();
    let humans: Vec<Seat> = seats.iter().enumerate().filter(|(_, s)| s.is_human()).map(|(i, _)| i as Seat).collect();
    let headline = match outcome.winners.as_slice() {
        [] => Msg::new("result-draw"),
        [seat] if humans.as_slice() == [*seat] => Msg::new("result-you-won"),
        [seat] => Msg::new("result-winner").arg("name", name(*seat)),
        many => Msg::new("result-winners").arg("names", many.iter().map(|s| name(*s)).collect::<Vec<_>>().join(", ")),
    };
    let mut lines = vec![i18n.msg(&headline)];
    lines.extend(resignation_msg(i18n, seats, resigned).map(|msg| i18n.msg(&msg)));
    if ui_facts(kind).has_score {
        let mut order: Vec<usize> = (0..seats.len()).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(outcome.scores.get(i).copied().unwrap_or(0)));
        let scores: Vec<String> = order
            .into_iter()
            .map(|i| {
                i18n.msg(
                    &Msg::new("result-score-entry")
                        .arg("name", name(i as Seat))
                        .arg("score", outcome.scores.get(i).copied().unwrap_or(0)),
                )
            })
            .collect();
        lines.push(i18n.msg(&Msg::new("result-score").arg("scores", scores.join(", "))));
    }
    lines
}

/// Who resigned, as a sentence ("Anna resigned.", "You resigned.", "The bots resigned: they
/// could no longer win."), or `None` when nobody did.
pub(super) fn resignation_msg(i18n: I18n, seats: &[SeatSetup], resigned: &[Seat]) -> Option<Msg> {
    let name = |seat: Seat| seats.get(seat as usize).map(|s| s.name.clone()).unwrap_or_default();
    match resigned {
        [] => None,
        [seat] => Some(
            Msg::new("end-resigned")
                .arg("name", name(*seat))
                .arg("you", super::you_arg(seats, *seat as usize, &i18n.t("new-game-you"))),
        ),
        many if many.iter().all(|&s| seats.get(s as usize).is_some_and(|x| !x.is_human())) => {
            Some(Msg::new("end-bots-resigned"))
        }
        many => Some(
            Msg::new("end-resigned-many").arg("names", many.iter().map(|&s| name(s)).collect::<Vec<_>>().join(", ")),
        ),
    }
}

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

/// A date and time as the current language writes them.
fn describe_date(i18n: I18n, ms: f64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    String::from(d.to_locale_string(i18n.lang.get_untracked().code(), &wasm_bindgen::JsValue::UNDEFINED))
}

#[component]
pub fn Saves() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let entries = RwSignal::new(storage::list());
    let refresh = move || entries.set(storage::list());

    let resume = move |id: String| match storage::load(&id) {
        Ok((saved, game)) => {
            app.start(Session::resumed(i18n, id, saved, game), None);
        }
        Err(problem) => app.fail(AppError::OpenSave(problem)),
    };

    view! {
        <TopBar title=i18n.t("saves-title")>
            <button data-testid="back" on:click=move |_| super::routing::back(app, Screen::Home)>{i18n.t("saves-back")}</button>
        </TopBar>
        <main class="saves">
            // What this screen is, in sight on every screen size (the top bar's title is hidden
            // on phones), as on the new-game screen.
            <h2 class="screen-title" data-testid="saves-heading">{i18n.t("saves-title")}</h2>
            <Show when=move || entries.with(|e| e.is_empty())>
                <p class="empty">{i18n.t("saves-empty")}</p>
            </Show>
            <ul class="save-list" data-testid="save-list">
                // A keyed list: an entry is drawn again only when what it shows changed (its
                // title, its moves, whose move it is, how it ended) or the language did.
                <For each=move || {
                        let shown = (i18n.lang.get(), i18n.ready.get());
                        entries.get().into_iter().map(|entry| (shown, entry)).collect::<Vec<_>>()
                    }
                    key=|(shown, entry)| entry_key(*shown, entry)
                    children=move |(_, entry)| {
                        let id = entry.id.clone();
                        let outcome = entry.outcome;
                        let link = entry.link;
                        match entry.content {
                            Ok(mut saved) => {
                                // The names the app gave, in the language shown.
                                if let Some(kind) = GameKind::from_id(&saved.game).filter(|_| i18n.ready.get_untracked()) {
                                    super::new_game::word_defaults(i18n, kind, &mut saved.seats, &mut saved.title, saved.defaults);
                                }
                                let kind_name = GameKind::from_id(&saved.game).map(|k| k.name()).unwrap_or("?");
                                let players = saved.seats.iter().map(|s| s.name.clone()).collect::<Vec<_>>().join(", ");
                                let (id_resume, id_rename, id_delete) = (id.clone(), id.clone(), id.clone());
                                let title = saved.title.clone();
                                // Each entry's buttons name the game they act on: a list of "Delete" tells nothing
                                // apart, and two games between the same players have the same title.
                                let entry = i18n.msg(
                                    &Msg::new("saves-entry-name").arg("title", saved.title.clone()).arg("date", describe_date(i18n, saved.updated)),
                                );
                                let named = |msg: Msg| i18n.msg(&msg.arg("title", entry.clone()));
                                // A finished game says how it ended and opens for review, not to go on.
                                let result = outcome.as_ref().zip(GameKind::from_id(&saved.game))
                                    .map(|(outcome, kind)| result_lines(i18n, kind, &saved.seats, outcome, &saved.resigned));
                                let finished = result.is_some();
                                view! {
                                    <li class="save" class:finished=finished data-testid="save-entry" data-finished=finished.to_string()>
                                        <div class="save-text">
                                            <strong>{saved.title.clone()}</strong>
                                            <span>{i18n.msg(&Msg::new("saves-summary").arg("game", kind_name).arg("moves", saved.actions.len()).arg("players", players))}</span>
                                            // A game by link says whose move it is, as this device sees it.
                                            {link.map(|status| view! {
                                                <span class="save-link" data-testid="save-link">{i18n.msg(&super::by_link::status_msg(status, &saved.seats))}</span>
                                            })}
                                            {result.map(|lines| view! {
                                                <span class="save-result" data-testid="save-result">
                                                    {lines.into_iter().map(|line| view! { <span>{line}</span> }).collect_view()}
                                                </span>
                                            })}
                                            <small>{i18n.msg(&Msg::new("saves-last-played").arg("date", describe_date(i18n, saved.updated)))}</small>
                                        </div>
                                        <div class="row">
                                            <button class="primary" data-testid=if finished { "review-save" } else { "resume-save" }
                                                aria-label=named(Msg::new(if finished { "saves-review-named" } else { "saves-resume-named" }))
                                                on:click=move |_| resume(id_resume.clone())>{i18n.t(if finished { "saves-review" } else { "saves-resume" })}</button>
                                            <button aria-label=named(Msg::new("saves-rename-named")) on:click=move |_| {
                                                let name = web_sys::window()
                                                    .and_then(|w| w.prompt_with_message_and_default(&i18n.t("saves-new-name"), &title).ok().flatten());
                                                if let Some(name) = name.filter(|n| !n.trim().is_empty()) {
                                                    if let Err(e) = storage::rename(&id_rename, &name) {
                                                        app.fail(AppError::Rename(e));
                                                    }
                                                    app.session.update(|s| if let Some(s) = s.as_mut().filter(|s| s.save_id == id_rename) {
                                                        s.title = name.trim().to_string();
                                                        s.defaults.title = crate::session::DefaultTitle::Typed;
                                                    });
                                                    refresh();
                                                }
                                            }>{i18n.t("saves-rename")}</button>
                                            <button class="danger" aria-label=named(Msg::new("saves-delete-named")) on:click=move |_| {
                                                storage::delete(&id_delete);
                                                if app.session.with_untracked(|s| s.as_ref().is_some_and(|s| s.save_id == id_delete)) {
                                                    app.session.set(None);
                                                }
                                                refresh();
                                            }>{i18n.t("saves-delete")}</button>
                                        </div>
                                    </li>
                                }.into_any()
                            }
                            Err(damaged) => {
                                let raw = damaged.raw.clone();
                                let (id_export, id_delete) = (id.clone(), id.clone());
                                // A game made under other rules is not damaged: say so plainly.
                                let older = damaged.problem.is_other_rules_version();
                                // Which game it was, when its text still says.
                                let heading = match (older, damaged.game) {
                                    (true, _) => Msg::new("saves-other-version"),
                                    (false, Some(game)) => Msg::new("saves-damaged-game").arg("game", game.name()),
                                    (false, None) => Msg::new("saves-damaged"),
                                };
                                let entry = i18n.msg(&heading);
                                let named = |msg: Msg| i18n.msg(&msg.arg("title", entry.clone()));
                                view! {
                                    <li class="save damaged" data-testid=if older { "older-save" } else { "damaged-save" }>
                                        <div class="save-text">
                                            <strong>{entry.clone()}</strong>
                                            <span>{i18n.msg(&Msg::new(if older { "saves-other-version-text" } else { "saves-damaged-text" })
                                                .arg("reason", damaged.problem.msg()))}</span>
                                            <small>{i18n.t("saves-kept")}</small>
                                        </div>
                                        <div class="row">
                                            <button aria-label=named(Msg::new("saves-export-named")) on:click=move |_| {
                                                if let Err(e) = download(&format!("castellan-{id_export}.json"), &raw) {
                                                    app.fail(e);
                                                }
                                            }>{i18n.t("saves-export")}</button>
                                            <button class="danger" aria-label=named(Msg::new("saves-delete-named")) on:click=move |_| { storage::delete(&id_delete); refresh(); }>{i18n.t("saves-delete")}</button>
                                        </div>
                                    </li>
                                }.into_any()
                            }
                        }
                    }
                />
            </ul>
        </main>
    }
}

/// What a row of the saved games shows, as a key: the same key, the same row. The time is kept
/// as its bits (a float is no key).
type EntryKey = ((Lang, bool), String, Option<(u64, String, usize, Option<LinkStatus>, bool)>);

fn entry_key(shown: (Lang, bool), entry: &SaveEntry) -> EntryKey {
    let seen = entry.content.as_ref().ok().map(|saved| {
        (saved.updated.to_bits(), saved.title.clone(), saved.actions.len(), entry.link, entry.outcome.is_some())
    });
    (shown, entry.id.clone(), seen)
}
