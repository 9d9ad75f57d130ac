//! The new-game dialog: player count, each seat human or bot (with level) and named, the game's
//! variants, and an optional seed for a reproducible game.
use super::i18n::{use_i18n, I18n};
use super::registry::SeatSwatch;
use super::registry::{visit_ui, GameUi, UiVisitor};
use super::{new_save_id, now_ms, random_seed, seat_colour_name, AppError, AppState, Screen, Session, TopBar};
use crate::bot::Level;
use crate::i18n::Msg;
use crate::registry::{AnyMatch, AnyOptions, GameKind};
use crate::session::{DefaultNames, DefaultTitle, PlayerKind, SeatSetup};
use leptos::prelude::*;

fn kind_value(kind: PlayerKind) -> &'static str {
    match kind {
        PlayerKind::Human => "human",
        // A friend playing by link, on another device.
        PlayerKind::Remote => "friend",
        PlayerKind::Bot(Level::Easy) => "easy",
        PlayerKind::Bot(Level::Normal) => "normal",
        PlayerKind::Bot(Level::Hard) => "hard",
    }
}

fn kind_from_value(value: &str) -> PlayerKind {
    match value {
        "easy" => PlayerKind::Bot(Level::Easy),
        "normal" => PlayerKind::Bot(Level::Normal),
        "hard" => PlayerKind::Bot(Level::Hard),
        "friend" => PlayerKind::Remote,
        _ => PlayerKind::Human,
    }
}

/// A game's title from its players ("Torri · Anna vs Blue bot"), as the new-game screen and an
/// opened share link name it.
pub(crate) fn game_title(i18n: I18n, kind: GameKind, seats: &[SeatSetup]) -> String {
    let names: Vec<&str> = seats.iter().map(|s| s.name.as_str()).collect();
    let versus = format!(" {} ", i18n.t("new-game-versus"));
    i18n.msg(&Msg::new("new-game-game-title").arg("game", kind.name()).arg("players", names.join(&versus)))
}

/// The name the app gives seat `i` at a table of `seats` once the game starts: "You" for the one
/// human at the table, "Player n" for a human among several, "Bot (colour)" for a bot. A seat
/// still called so is worded again in the language shown ([`word_defaults`]).
pub(crate) fn seat_default_name(i18n: I18n, game: GameKind, seats: &[SeatSetup], i: usize) -> String {
    let lone = seats.iter().filter(|s| s.kind == PlayerKind::Human).count() == 1;
    match seats.get(i).map(|s| s.kind) {
        Some(PlayerKind::Human) if lone => i18n.t("new-game-you"),
        Some(PlayerKind::Bot(_)) => i18n.msg(&Msg::new("new-game-bot-name").arg("colour", seat_colour_name(game, i))),
        _ => i18n.msg(&Msg::new("app-player").arg("number", i + 1)),
    }
}

/// Which of `seats`' names are the ones the app gives (see [`seat_default_name`]).
pub(crate) fn default_seats(i18n: I18n, game: GameKind, seats: &[SeatSetup]) -> u8 {
    (0..seats.len().min(8))
        .filter(|&i| seats[i].name == seat_default_name(i18n, game, seats, i))
        .fold(0, |bits, i| bits | 1 << i)
}

/// Words the names the app gave (`defaults`) in the language shown: each such seat's name, and
/// the title made of them. Says whether anything changed.
pub(crate) fn word_defaults(
    i18n: I18n,
    game: GameKind,
    seats: &mut [SeatSetup],
    title: &mut String,
    defaults: DefaultNames,
) -> bool {
    let mut changed = false;
    for i in 0..seats.len() {
        if defaults.seat(i) {
            let name = seat_default_name(i18n, game, seats, i);
            changed |= seats[i].name != name;
            seats[i].name = name;
        }
    }
    let worded = match defaults.title {
        DefaultTitle::Typed => return changed,
        DefaultTitle::Players => game_title(i18n, game, seats),
        DefaultTitle::FromLink => i18n.msg(&Msg::new("app-shared-title").arg("title", game_title(i18n, game, seats))),
    };
    changed |= *title != worded;
    *title = worded;
    changed
}

fn default_name(i18n: I18n, game: GameKind, seat: usize, kind: PlayerKind) -> String {
    i18n.msg(&match kind {
        PlayerKind::Human if seat == 0 => Msg::new("new-game-you"),
        PlayerKind::Human | PlayerKind::Remote => Msg::new("app-player").arg("number", seat + 1),
        PlayerKind::Bot(_) => Msg::new("new-game-bot-name").arg("colour", seat_colour_name(game, seat)),
    })
}

#[component]
pub fn NewGame(kind: GameKind) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let players = RwSignal::new(kind.min_players());
    let seats: Vec<RwSignal<SeatSetup>> = (0..kind.max_players())
        .map(|i| {
            RwSignal::new(SeatSetup {
                name: default_name(
                    i18n,
                    kind,
                    i,
                    if i == 0 { PlayerKind::Human } else { PlayerKind::Bot(Level::Normal) },
                ),
                kind: if i == 0 { PlayerKind::Human } else { PlayerKind::Bot(Level::Normal) },
            })
        })
        .collect();
    let seed_text = RwSignal::new(String::new());
    // A friend's seat, played on another device by link: only where the browser has the
    // cryptographic randomness the protocol's secrets need.
    let offer_friends = super::by_link::available();
    // The game's own form edits its typed options; the game starts from them as they are.
    let (variants_form, options_for) = visit_ui(kind, OptionsSection);

    let seats_for_start = seats.clone();
    let start = move |_| {
        let n = players.get_untracked();
        let seed = match seed_text.get_untracked().trim() {
            "" => random_seed(),
            text => match text.parse::<u64>() {
                Ok(seed) => seed,
                Err(_) => {
                    app.fail(AppError::BadSeed);
                    return;
                }
            },
        };
        match AnyMatch::new(&options_for(n as u8), seed) {
            Ok(mut game) => {
                let seats: Vec<SeatSetup> = seats_for_start[..n]
                    .iter()
                    .enumerate()
                    .map(|(i, s)| {
                        let mut s = s.get_untracked();
                        s.name = s.name.trim().chars().take(24).collect();
                        if s.name.is_empty() {
                            s.name = i18n.msg(&Msg::new("app-player").arg("number", i + 1));
                        }
                        s
                    })
                    .collect();
                // "You" means something only with one human at the device: in a hot-seat game
                // the first seat's untouched default name becomes "Player 1" like the others',
                // and a lone human's untouched "Player 4" (bots sitting first) becomes "You".
                let mut seats = seats;
                let by_link = seats.iter().any(|s| s.kind == PlayerKind::Remote);
                // In a game by link the names travel to the friends' devices, where "You" would
                // name the wrong player: a lone human's untouched name is "Player n" there.
                let lone = !by_link && seats.iter().filter(|s| s.kind == PlayerKind::Human).count() == 1;
                let you = default_name(i18n, kind, 0, PlayerKind::Human);
                for (i, s) in seats.iter_mut().enumerate().filter(|(_, s)| s.kind == PlayerKind::Human) {
                    let player = i18n.msg(&Msg::new("app-player").arg("number", i + 1));
                    let (from, to) = if lone { (player, you.clone()) } else { (you.clone(), player) };
                    if s.name == from {
                        s.name = to;
                    }
                }
                let remote = if by_link {
                    if let Some(why) = game.link_play_limit() {
                        app.notify(super::NoticeKind::Error, why);
                        return;
                    }
                    if !seats.iter().any(|s| s.kind == PlayerKind::Human) {
                        app.fail(AppError::ByLinkNeedsYou);
                        return;
                    }
                    match super::by_link::set_up(&mut game, &seats) {
                        Some(remote) => Some(remote),
                        None => {
                            app.fail(AppError::NoSecureRandom);
                            return;
                        }
                    }
                } else {
                    None
                };
                let title = game_title(i18n, kind, &seats);
                let defaults = DefaultNames { seats: default_seats(i18n, kind, &seats), title: DefaultTitle::Players };
                app.start(
                    Session {
                        save_id: new_save_id(),
                        title,
                        seats,
                        game,
                        created: now_ms(),
                        defaults,
                        remote,
                        link_sent: None,
                    },
                    None,
                );
            }
            Err(e) => app.fail(AppError::Options(e)),
        }
    };

    let seat_rows = seats
        .iter()
        .enumerate()
        .map(|(i, seat)| {
            let seat = *seat;
            view! {
                <Show when=move || i < players.get()>
                    <div class="seat-row" data-testid="seat-row">
                        <SeatSwatch kind=kind seat=i/>
                        <input type="text" maxlength="24" aria-label=i18n.msg(&Msg::new("new-game-seat-name").arg("seat", i + 1))
                            prop:value=move || seat.get().name
                            on:input=move |ev| seat.update(|s| s.name = event_target_value(&ev))/>
                        <select aria-label=i18n.msg(&Msg::new("new-game-seat-kind").arg("seat", i + 1)) data-testid=format!("seat-kind-{i}")
                            prop:value=move || kind_value(seat.get().kind)
                            on:change=move |ev| seat.update(|s| {
                                let new_kind = kind_from_value(&event_target_value(&ev));
                                // A name the player never edited follows the change of player.
                                if s.name == default_name(i18n, kind, i, s.kind) {
                                    s.name = default_name(i18n, kind, i, new_kind);
                                }
                                s.kind = new_kind;
                            })>
                            <option value="human">{i18n.t("new-game-human")}</option>
                            <option value="easy">{i18n.t("new-game-bot-easy")}</option>
                            <option value="normal">{i18n.t("new-game-bot-normal")}</option>
                            <option value="hard">{i18n.t("new-game-bot-hard")}</option>
                            {offer_friends.then(|| view! { <option value="friend">{i18n.t("new-game-friend")}</option> })}
                        </select>
                    </div>
                </Show>
            }
        })
        .collect_view();

    view! {
        <TopBar title=i18n.msg(&Msg::new("new-game-title").arg("game", kind.name()))>
            <button data-testid="back" on:click=move |_| super::routing::back(app, Screen::Home)>{i18n.t("new-game-back")}</button>
        </TopBar>
        <main class="new-game">
            // Which game is being set up, in sight on every screen size (the top bar's title is
            // hidden on phones).
            <h2 class="screen-title" data-testid="new-game-heading">{i18n.msg(&Msg::new("new-game-title").arg("game", kind.name()))}</h2>
            <form class="panel" on:submit=|ev| ev.prevent_default()>
                <fieldset>
                    <legend>{i18n.t("new-game-players")}</legend>
                    <div class="segmented" role="radiogroup" aria-label=i18n.t("new-game-player-count")>
                        {kind.player_counts().iter().map(|&n| n as usize).map(|n| view! {
                            <button type="button" role="radio" data-testid=format!("players-{n}")
                                class:selected=move || players.get() == n
                                aria-checked=move || (players.get() == n).to_string()
                                on:click=move |_| players.set(n)>{n}</button>
                        }).collect_view()}
                    </div>
                    {seat_rows}
                </fieldset>
                <fieldset>
                    <legend>{i18n.t("new-game-variants")}</legend>
                    {variants_form}
                </fieldset>
                <fieldset>
                    <legend>{i18n.t("new-game-seed")}</legend>
                    <input type="text" inputmode="numeric" placeholder=i18n.t("new-game-seed-random") data-testid="seed"
                        prop:value=move || seed_text.get() on:input=move |ev| seed_text.set(event_target_value(&ev))/>
                    <small>{i18n.t(kind.seed_help())}</small>
                </fieldset>
                <div class="row">
                    <button type="button" class="primary big" data-testid="start" on:click=start>{i18n.t("new-game-start")}</button>
                </div>
            </form>
        </main>
    }
}

/// The visited game's variants form, and a function giving its options for a player count.
struct OptionsSection;

impl UiVisitor for OptionsSection {
    type Output = (AnyView, Box<dyn Fn(u8) -> AnyOptions>);
    fn visit<G: GameUi>(self) -> Self::Output
    where
        G::Action: Send + Sync,
        G::Options: Send + Sync,
    {
        let info = G::INFO;
        let options = RwSignal::new(G::options_for_players(info.player_counts.first().copied().unwrap_or(1)));
        let options_for = move |players: u8| G::wrap_options(G::with_players(&options.get_untracked(), players));
        (G::options_form(options), Box::new(options_for))
    }
}

/// The options part of a game without variants: a note saying so (and what to choose instead).
#[component]
pub fn OptionsNote(testid: &'static str, text: Msg) -> impl IntoView {
    let i18n = use_i18n();
    view! { <p class="option-note" data-testid=testid>{i18n.msg(&text)}</p> }
}
