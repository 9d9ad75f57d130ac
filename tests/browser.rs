//! Component tests in a real browser (headless Chromium through wasm-bindgen-test):
//! the app mounts, resumes a saved game into a drawn board, and the score chart draws.
#![cfg(target_arch = "wasm32")]

use castellan::registry::AnyOptions;
use castellan::registry::{AnyMatch, GameKind};
use castellan::session::{PlayerKind, SavedGame, SeatSetup};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// Waits for the browser's next task: what the app draws a task after its first screen (the log).
async fn next_task() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window().unwrap().set_timeout_with_callback(&resolve).unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

fn count(selector: &str) -> u32 {
    document().query_selector_all(selector).map(|l| l.length()).unwrap_or(0)
}

/// English, installed as the app would fetch it: the test runner serves no `locales` folder, and
/// in the browser only the shell's English is compiled in.
fn install_english() {
    let files = vec![
        ("shell", include_str!("../locales/en/shell.ftl").to_string()),
        ("torres", include_str!("../locales/en/torres.ftl").to_string()),
        ("torri", include_str!("../locales/en/torri.ftl").to_string()),
        ("voldetour", include_str!("../locales/en/voldetour.ftl").to_string()),
        ("fortaleza", include_str!("../locales/en/fortaleza.ftl").to_string()),
    ];
    castellan::ui::i18n::install(castellan::i18n::Lang::En, files).unwrap();
}

/// A fresh container for one test (the runner keeps its own output in the body), an empty
/// localStorage, English loaded, and a history entry that names no screen: as a first visit.
fn fresh_root() -> web_sys::HtmlElement {
    install_english();
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    web_sys::window().unwrap().history().unwrap().replace_state(&wasm_bindgen::JsValue::NULL, "").unwrap();
    if let Some(old) = document().get_element_by_id("test-root") {
        old.remove();
    }
    let root = document().create_element("div").unwrap();
    root.set_id("test-root");
    document().body().unwrap().append_child(&root).unwrap();
    root.unchecked_into()
}

#[wasm_bindgen_test]
async fn home_screen_lists_every_game() {
    let root = fresh_root();
    let _handle = leptos::mount::mount_to(root, castellan::ui::App);
    leptos::task::tick().await;
    assert_eq!(count(".game-card") as usize, GameKind::ALL.len());
    assert_eq!(count("[data-testid=new-torri]"), 1);
}

#[wasm_bindgen_test]
async fn a_saved_game_resumes_into_its_board() {
    let root = fresh_root();
    let options = r#"{"players":2}"#;
    let mut game = AnyMatch::new(&AnyOptions::from_json(GameKind::Torri, options).expect("options JSON"), 42).unwrap();
    game.play_index(0).unwrap();
    let seats: Vec<SeatSetup> = (0..2).map(|i| SeatSetup { name: format!("P{i}"), kind: PlayerKind::Human }).collect();
    let saved = SavedGame::capture(&game, &seats, "Resumed", 0.0, 0.0).expect("written");
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.set_item("castellan/save/t1", &serde_json::to_string(&saved).unwrap()).unwrap();
    storage.set_item("castellan/current", "t1").unwrap();

    let _handle = leptos::mount::mount_to(root, castellan::ui::App);
    leptos::task::tick().await;
    assert_eq!(count("[data-testid=board]"), 1, "the board is drawn");
    assert_eq!(count("rect.target[data-square]"), 100, "one hit target per square");
    // The log comes a task after the board (a long game's first screen shows its board first).
    next_task().await;
    leptos::task::tick().await;
    assert_eq!(count("[data-testid=log] li"), 1, "the saved move is in the log");
    assert!(count("[data-origin]") > 0, "the player to move sees their movable stacks");
}

#[wasm_bindgen_test]
async fn score_chart_draws_a_line_per_player() {
    let root = fresh_root();
    let history = vec![vec![0, 0, 0], vec![3, 1, 0], vec![5, 4, 9]];
    let names = vec!["A".to_string(), "B".to_string(), "C".to_string()];
    let _handle = leptos::mount::mount_to(root, move || {
        let marks = (0..3).map(castellan::ui::seat_mark::SeatMark::shape).collect();
        view! { <castellan::ui::chart::ScoreChart history=history.clone() names=names.clone() colours=vec!["#d94b3f", "#3d7fd9", "#e9b93b"] marks=marks/> }
    });
    leptos::task::tick().await;
    assert_eq!(count("[data-testid=score-chart] polyline"), 3);
    // Each line's end and legend entry carries its seat's shape, not only its colour.
    assert_eq!(count("[data-testid=score-chart] [data-seat-mark=triangle]"), 2);
}

/// Hidden information is the engine's business: the screen of a seat holds nothing that seat
/// may not see. A Torres game between two humans at one device (personal decks), seat 1 to
/// move, seat 0 holding a card that seat 1 neither holds nor has seen played: after the hand-
/// over, that card's name is nowhere in the page (board, panels, log), and under the hand-over
/// cover no hand at all is shown.
#[wasm_bindgen_test]
async fn a_seat_sees_nothing_of_an_opponents_hand() {
    use castellan::core::{legal_vec, Game, Rng};
    use castellan::games::torres::{Card, Stage, Torres};
    use castellan::registry::InAnyMatch;

    let options = r#"{"players":2,"cards":"PersonalDeck","master":false,"master_card":null}"#;
    // Random play until seat 1 is to move in its main stage while seat 0 holds a card type
    // seat 1 does not hold and nobody has played.
    let mut found = None;
    'search: for seed in 0..400u64 {
        let mut game =
            AnyMatch::new(&AnyOptions::from_json(GameKind::Torres, options).expect("options JSON"), seed).unwrap();
        let mut rng = Rng::new(seed + 17);
        for _ in 0..300 {
            let state: Torres = *Torres::get(&game).unwrap().current();
            if state.to_move() == Some(1) && state.stage() == Stage::Main {
                let (mine, theirs) = (state.hand(1), state.hand(0));
                let played: Vec<[u8; 10]> = (0..2).map(|p| state.played(p)).collect();
                if let Some(t) = (0..10).find(|&t| theirs[t] > 0 && mine[t] == 0 && played.iter().all(|p| p[t] == 0)) {
                    found = Some((game.clone(), Card::ALL[t]));
                    break 'search;
                }
            }
            if state.outcome().is_some() {
                break;
            }
            let n = legal_vec(&state).len() as u32;
            game.play_index(rng.below(n) as usize).unwrap();
        }
    }
    let (game, secret) = found.expect("a position with a secret card");

    let root = fresh_root();
    let seats: Vec<SeatSetup> = (0..2).map(|i| SeatSetup { name: format!("P{i}"), kind: PlayerKind::Human }).collect();
    let saved = SavedGame::capture(&game, &seats, "Secret", 0.0, 0.0).expect("written");
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.set_item("castellan/save/h1", &serde_json::to_string(&saved).unwrap()).unwrap();
    storage.set_item("castellan/current", "h1").unwrap();
    let _handle = leptos::mount::mount_to(root.clone(), castellan::ui::App);
    leptos::task::tick().await;

    let page_text = || root.inner_html();
    // Under the hand-over cover: no hand is drawn at all.
    assert_eq!(count("[data-testid=handover-ready]"), 1, "two humans at one device: the hand-over screen first");
    assert!(!page_text().contains(secret.name()), "the cover shows no card");
    // Seat 1 takes the device.
    let ready: web_sys::HtmlElement =
        document().query_selector("[data-testid=handover-ready]").unwrap().unwrap().unchecked_into();
    ready.click();
    leptos::task::tick().await;
    assert_eq!(count("[data-testid=handover-ready]"), 0);
    assert_eq!(count("[data-testid=board]"), 1);
    assert!(!page_text().contains(secret.name()), "seat 1's screen names seat 0's secret card \"{}\"", secret.name());
}
