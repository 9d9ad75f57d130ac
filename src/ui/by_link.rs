//! Play a friend by link, on the screens: setting a game up with friends' seats, the moves this
//! device plays (a move another device must complete is held, a roll waits for the other
//! device's share of the dice), the link to send once the turn has passed, opening a friend's
//! link (a first link invites: [`Invitation`]), and where each game stands. The protocol itself
//! is [`crate::remote`]; this module only asks it.
//!
//! Secrets (the game's id, this device's tag, salts and dice secrets) come from the browser's
//! cryptographic random source alone ([`secure_bytes`]); where there is none, play by link is
//! not offered.

use super::i18n::{use_i18n, I18n};
use super::new_game::game_title;
use super::registry::SeatSwatch;
use super::{new_save_id, now_ms, AppError, AppState, NoticeKind, Screen, Session};
use crate::core::Seat;
use crate::i18n::Msg;
use crate::registry::{AnyMatch, PlayError};
use crate::remote::{self, Remote, RemoteError, RemoteLink};
use crate::seats::{PlayerKind, SeatSetup};
use crate::session::{DefaultNames, DefaultTitle, LinkSent, LinkStatus};
use crate::storage;
use leptos::prelude::*;

/// `N` bytes from the browser's cryptographic random source; `None` where it has none (never a
/// weaker fallback: a guessable salt or share would let a friend see hidden moves or dice).
pub fn secure_bytes<const N: usize>() -> Option<[u8; N]> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).ok()?;
    Some(bytes)
}

/// Whether this browser can play by link.
pub fn available() -> bool {
    secure_bytes::<1>().is_some()
}

/// A random non-zero 64-bit number (a game's id, a device's tag: 0 means "nobody").
fn secure_tag() -> Option<u64> {
    Some(u64::from_le_bytes(secure_bytes()?).max(1))
}

/// This device's record of a new game by link set up with `seats` (friends' seats are
/// [`PlayerKind::Remote`]); a game with dice gets this device's secret for its shares, one with
/// secret decks its secret for them (and its decks dealt as that record says: nobody's yet).
/// `None` without a cryptographic random source.
pub fn set_up(game: &mut AnyMatch, seats: &[SeatSetup]) -> Option<Remote> {
    let chain = if game.has_chance() { Some(secure_bytes::<32>()?) } else { None };
    let mut remote = Remote::new(secure_tag()?, secure_tag()?, seats, chain).with_bot_secret(secure_bytes()?);
    if game.has_chance() {
        game.settle_chance(remote.known_seeds());
    }
    if game.has_secret_decks() {
        remote = remote.with_secret_decks(secure_bytes()?);
        game.deal_secret_decks(&remote.deck_seeds()?).ok()?;
    }
    Some(remote)
}

/// Whether the game in play is a game by link.
pub fn in_game_by_link(app: AppState) -> bool {
    app.session.with(|s| s.as_ref().is_some_and(|s| s.remote.is_some()))
}

/// Whether this device may act in the game in play (reactive): always in a game not by link.
pub fn may_act(app: AppState) -> bool {
    app.session.with(|s| s.as_ref().is_none_or(|s| s.remote.as_ref().is_none_or(|r| r.may_act(&s.game))))
}

/// The seed a bot (or a hint) for `seat` draws from in a game by link: this device's secret,
/// never the game's seed, which every link shows. `None` in a game not by link (the bot draws
/// as it always has).
pub fn bot_seed_for(app: AppState, seat: Seat) -> Option<u64> {
    app.session.with_untracked(|s| s.as_ref()?.remote.as_ref()?.bot_seed(seat))
}

/// [`bot_seed_for`] the seat to move: what a hint draws from.
pub fn bot_seed(app: AppState) -> Option<u64> {
    let seat = app.session.with_untracked(|s| s.as_ref()?.game.to_move())?;
    bot_seed_for(app, seat)
}

/// Whether a bot or a hint may search now: always in a game not by link; in a game by link
/// only with this device's private seed for it (a search drawing from the public seed would let
/// anyone holding a link foresee it).
pub fn search_allowed(app: AppState, seat: Seat) -> bool {
    !in_game_by_link(app) || bot_seed_for(app, seat).is_some()
}

/// Where the game in play stands, when it is a game by link (reactive).
pub fn status(app: AppState) -> Option<LinkStatus> {
    app.session.with(|s| {
        let s = s.as_ref()?;
        LinkStatus::of(s.remote.as_ref()?, &s.game, s.link_sent)
    })
}

/// Plays the action at `index` of the legal list for a seat of this device, as the protocol
/// allows: in a game by link a move only another device can complete is held for it, and a
/// roll waits for the other device's share of the dice. `refused` words a refusal.
pub fn play_index(app: AppState, index: usize, refused: fn(PlayError) -> AppError) {
    app.update_session(|s| {
        let Some(remote) = s.remote.as_mut() else {
            return s.game.play_index(index).map_err(refused);
        };
        if !remote.may_act(&s.game) {
            return Err(AppError::NotYourTurnByLink);
        }
        if remote.must_hold(&s.game, index) {
            remote.pending = Some(index as u32);
            return Ok(());
        }
        if !remote.before_play(&mut s.game, index) {
            // Held as `rolling` until the other device's share comes back.
            return Ok(());
        }
        s.game.play_index(index).map_err(refused)
    });
}

/// The link this device is to send now, written (and this device's hidden moves committed to)
/// on the game in play; `None` when there is nothing to send.
fn outgoing(app: AppState) -> Option<Result<String, RemoteError>> {
    let (mut remote, game, seats) = app.session.with_untracked(|s| {
        let s = s.as_ref()?;
        Some((s.remote.clone()?, s.game.clone(), s.seats.clone()))
    })?;
    if !remote.has_news(&game) && !remote.waiting(&game) {
        return None;
    }
    let before = remote.clone();
    let link = match secure_bytes::<16>() {
        Some(salt) => remote.commit_if_hidden(&game, salt).and_then(|()| remote.outgoing(&game, &seats)),
        None => Err(RemoteError::CannotHide),
    };
    // A link owed at once stays owed until it is sent: written is not sent.
    remote.reply_owed = before.reply_owed;
    // A new commitment keeps its salt: saved before the link can go out.
    if remote != before {
        app.session.update_untracked(|s| {
            if let Some(s) = s.as_mut() {
                s.remote = Some(remote);
            }
        });
        app.autosave();
    }
    Some(link)
}

/// The address of a link's fragment on this page.
fn page_url(fragment: &str) -> String {
    let Some(window) = web_sys::window() else { return format!("#{fragment}") };
    let loc = window.location();
    format!("{}{}#{fragment}", loc.origin().unwrap_or_default(), loc.pathname().unwrap_or_default())
}

/// Offers `url` by the system share sheet where the browser has one, else (or when it refuses)
/// copies it; `copied` gets the address once it was copied, to show it.
pub fn offer_url(url: String, title: String, copied: impl Fn(String) + 'static) {
    let Some(window) = web_sys::window() else { return };
    let navigator = window.navigator();
    let copy = move |navigator: &web_sys::Navigator, url: String| {
        let _ = navigator.clipboard().write_text(&url);
        copied(url);
    };
    // Asked first: calling a missing `share` would throw in browsers without the sheet.
    let has_sheet = js_sys::Reflect::has(&navigator, &wasm_bindgen::JsValue::from_str("share")).unwrap_or(false);
    if !has_sheet {
        copy(&navigator, url);
        return;
    }
    let data = web_sys::ShareData::new();
    data.set_url(&url);
    data.set_title(&title);
    let shared = wasm_bindgen_futures::JsFuture::from(navigator.share_with_data(&data));
    wasm_bindgen_futures::spawn_local(async move {
        let Err(why) = shared.await else { return };
        let name =
            js_sys::Reflect::get(&why, &wasm_bindgen::JsValue::from_str("name")).ok().and_then(|n| n.as_string());
        // The player closed the sheet: nothing went wrong. Any other refusal (the browser would
        // not share this, or not now): copy the link instead, as without a sheet.
        if name.as_deref() != Some("AbortError") {
            copy(&navigator, url);
        }
    });
}

/// The names of the seats whose owner `keep` accepts, as a list ("Anna, Ben").
fn names_of(seats: &[SeatSetup], owners: &[u64], keep: impl Fn(u64) -> bool) -> String {
    let names: Vec<&str> = seats.iter().zip(owners).filter(|(_, &o)| keep(o)).map(|(s, _)| s.name.as_str()).collect();
    names.join(", ")
}

/// Opens a link of a game by link: continues the game it belongs to, or offers to join a game
/// this device does not have yet. A refused link changes nothing: the game it names opens as it
/// was, with the reason.
pub fn open(app: AppState, i18n: I18n, fragment: &str) {
    let link = match remote::decode(fragment) {
        Ok(link) => link,
        // Which game a damaged link was of cannot be known: the screen stays as it is.
        Err(e) => {
            app.fail(AppError::ByLink(e));
            return;
        }
    };
    let here = app.session.with_untracked(|s| s.clone().filter(|s| s.remote.as_ref().is_some_and(|r| r.id == link.id)));
    let held = here.or_else(|| {
        let (id, saved, game) = storage::find_by_link(link.id)?;
        Some(Session::resumed(i18n, id, saved, game))
    });
    let Some(mut session) = held else {
        app.screen.set(Screen::Home);
        app.invitation.set(Some(link));
        return;
    };
    let Some(remote) = session.remote.clone() else { return };
    match remote.receive(&session.game, &session.seats, &link) {
        Ok((next, seats, received)) => {
            let sender = names_of(&seats, &next.owners, |o| o == link.from);
            let new_moves = received.game.ply().saturating_sub(received.new_from);
            // A name the app gave stays the app's only for the seats played here: the others'
            // are their players' own.
            let own: u8 = (0..seats.len().min(8)).filter(|&i| next.owns(i as Seat)).fold(0, |b, i| b | 1 << i);
            session.defaults.seats &= own;
            session.seats = seats;
            session.game = received.game;
            if let Some(seat) = received.forfeit {
                // The sender's seats forfeit: the game ends there, as by a resignation.
                let owner = next.owners.get(seat as usize).copied();
                let theirs: Vec<Seat> =
                    (0..next.owners.len() as Seat).filter(|&s| Some(next.owners[s as usize]) == owner).collect();
                let _ = session.game.resign(&theirs);
            }
            let forfeit = next.forfeit;
            session.remote = Some(next);
            session.word_defaults(i18n);
            app.start(session, None);
            let msg = match forfeit {
                Some(_) => Msg::new("link-forfeit").arg("name", sender),
                None => Msg::new("link-received").arg("name", sender).arg("count", new_moves),
            };
            let kind = if forfeit.is_some() { NoticeKind::Warning } else { NoticeKind::Info };
            app.notify(kind, msg);
        }
        Err(e) => {
            app.start(session, None);
            app.fail(AppError::ByLink(e));
        }
    }
}

/// The panel of a game by link on the game screen: whose move it is, the link to send, and a
/// field to paste the friend's link into when it opened elsewhere.
#[component]
pub fn LinkPanel() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let link = RwSignal::new(None::<Result<String, RemoteError>>);
    let copied = RwSignal::new(None::<String>);
    let pasted = RwSignal::new(String::new());
    // Written again whenever the game changes (a move, a link opened).
    Effect::new(move |_| {
        app.session.track();
        let next = outgoing(app);
        if link.with_untracked(|now| *now != next) {
            link.set(next);
            copied.set(None);
        }
    });
    let names = move |keep: &dyn Fn(u64, u64) -> bool| {
        app.session.with(|s| {
            let s = s.as_ref()?;
            let r = s.remote.as_ref()?;
            Some(names_of(&s.seats, &r.owners, |o| keep(o, r.me)))
        })
    };
    let others = move || names(&|o, me| o != me).unwrap_or_default();
    let text = move || {
        let status = status(app)?;
        let (pending, rolling, asked, joined, decks) = app.session.with(|s| {
            let r = s.as_ref()?.remote.as_ref()?;
            let decks = r.decks.is_some();
            Some((r.pending.is_some(), r.rolling.is_some(), r.asked.is_some(), !r.owners.contains(&0), decks))
        })?;
        // Secret decks: a link owed at once before the end answers a friend waiting to take a card.
        let gift_owed = decks && app.session.with(|s| s.as_ref()?.remote.as_ref().map(|r| r.reply_owed)) == Some(true);
        let over = app.session.with(|s| s.as_ref().is_some_and(|s| s.game.outcome().is_some()));
        let msg = match status {
            LinkStatus::YourTurn => Msg::new("link-your-turn").arg("name", others()),
            LinkStatus::SendLink if over => Msg::new("link-send-end").arg("name", others()),
            LinkStatus::Ended => Msg::new("link-ended").arg("name", others()),
            LinkStatus::SendLink if rolling && decks => Msg::new("link-send-card").arg("name", others()),
            LinkStatus::SendLink if rolling => Msg::new("link-send-roll").arg("name", others()),
            LinkStatus::SendLink if gift_owed => Msg::new("link-send-deck").arg("name", others()),
            LinkStatus::SendLink if asked => Msg::new("link-send-share").arg("name", others()),
            LinkStatus::SendLink if pending => Msg::new("link-send-complete").arg("name", others()),
            LinkStatus::SendLink if !joined => Msg::new("link-send-invite").arg("name", others()),
            LinkStatus::SendLink => Msg::new("link-send-move").arg("name", others()),
            LinkStatus::Waiting { seat } => {
                let name = app.session.with(|s| s.as_ref()?.seats.get(seat as usize).map(|x| x.name.clone()));
                Msg::new("link-waiting").arg("name", name.unwrap_or_default())
            }
            LinkStatus::Forfeited { seat } => {
                let name = app.session.with(|s| s.as_ref()?.seats.get(seat as usize).map(|x| x.name.clone()));
                Msg::new("link-forfeited").arg("name", name.unwrap_or_default())
            }
        };
        Some((status, i18n.msg(&msg)))
    };
    let send = move |_| {
        let Some(Ok(fragment)) = link.get_untracked() else { return };
        let title = app.session.with_untracked(|s| s.as_ref().map(|s| s.title.clone())).unwrap_or_default();
        // Sent: the panel now waits for the friend's link (and offers this one again).
        app.session.update(|s| {
            if let Some(s) = s.as_mut() {
                s.link_sent = s.remote.as_ref().map(|r| LinkSent::of(r, &s.game));
            }
        });
        app.autosave();
        offer_url(page_url(&fragment), title, move |url| copied.set(Some(url)));
    };
    let open_pasted = move |_| {
        let text = pasted.get_untracked();
        let fragment = text.split_once('#').map_or(text.as_str(), |(_, f)| f).trim().to_string();
        pasted.set(String::new());
        open(app, i18n, &fragment);
    };
    view! {
        {move || text().map(|(status, said)| {
            let sending = matches!(status, LinkStatus::SendLink);
            let waiting = matches!(status, LinkStatus::SendLink | LinkStatus::Waiting { .. });
            // A link can be sent again whenever one is out (a friend may have lost it).
            let resend = waiting || status == LinkStatus::Ended;
            view! {
                <section class="link-panel" class:sending=sending data-testid="link-panel" data-status=status_name(status) aria-live="polite">
                    <p data-testid="link-status">{said}</p>
                    {move || match link.get() {
                        Some(Err(e)) if resend => Some(view! { <p class="link-refused" role="alert">{i18n.msg(&crate::i18n::Localize::msg(&e))}</p> }.into_any()),
                        Some(Ok(_)) if resend => Some(view! {
                            <div class="row">
                                <button class:primary=sending data-testid="send-link" on:click=send>
                                    {i18n.t(if sending { "link-send" } else { "link-send-again" })}
                                </button>
                            </div>
                        }.into_any()),
                        _ => None,
                    }}
                    {move || copied.get().map(|url| view! {
                        <p class="link-copied">{i18n.t("link-copied")}</p>
                        <input class="share-url" data-testid="link-url" readonly aria-label=i18n.t("link-url") prop:value=url/>
                    })}
                    {waiting.then(|| view! {
                        <form class="link-paste" on:submit=move |ev| { ev.prevent_default(); open_pasted(()); }>
                            <label>
                                <span>{i18n.t("link-paste")}</span>
                                <input type="url" data-testid="paste-link" prop:value=move || pasted.get()
                                    on:input=move |ev| pasted.set(event_target_value(&ev))/>
                            </label>
                            <button type="submit" data-testid="open-pasted" disabled=move || pasted.get().trim().is_empty()>{i18n.t("link-open")}</button>
                        </form>
                    })}
                </section>
            }
        })}
    }
}

/// A status as the page marks it (for styles and tests).
fn status_name(status: LinkStatus) -> &'static str {
    match status {
        LinkStatus::YourTurn => "your-turn",
        LinkStatus::SendLink => "send",
        LinkStatus::Waiting { .. } => "waiting",
        LinkStatus::Forfeited { .. } => "forfeited",
        LinkStatus::Ended => "ended",
    }
}

/// Where a saved game by link stands, in the saves list's words.
pub fn status_msg(status: LinkStatus, seats: &[SeatSetup]) -> Msg {
    let name = |seat: Seat| seats.get(seat as usize).map(|s| s.name.clone()).unwrap_or_default();
    match status {
        LinkStatus::YourTurn => Msg::new("saves-link-your-turn"),
        LinkStatus::SendLink => Msg::new("saves-link-send"),
        LinkStatus::Waiting { seat } => Msg::new("saves-link-waiting").arg("name", name(seat)),
        LinkStatus::Forfeited { seat } => Msg::new("saves-link-forfeited").arg("name", name(seat)),
        LinkStatus::Ended => Msg::new("saves-link-ended"),
    }
}

/// A first link of a game by link, opened here: who invites, to what, which seat this device
/// would take, and the name to play under. Joining makes the game this device's; "Not now"
/// changes nothing (the link can be opened again). A page of its own, drawn where the page's
/// "opening a game link" card stood, with the same picture: what a friend sees first comes at
/// once, and stays.
#[component]
pub fn Invitation(link: RemoteLink) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let tag = secure_tag();
    let chain = secure_bytes::<32>();
    // What joining would give, worked out once: the seats this device takes, or why it cannot.
    let preview = match tag {
        Some(me) => Remote::join(&link, me, "", chain).map(|(remote, _, _)| remote),
        None => Err(RemoteError::CannotHide),
    };
    let close = move || app.invitation.set(None);
    let preview = match preview {
        Ok(remote) => remote,
        Err(e) => {
            // Said on the home screen, where the dialog would have been.
            request_animation_frame(move || {
                app.invitation.set(None);
                app.fail(AppError::ByLink(e));
            });
            return ().into_any();
        }
    };
    let kind = link.kind;
    let sender = names_of(&link.seats, &link.owners, |o| o == link.from);
    let mine: Vec<usize> = (0..preview.owners.len()).filter(|&i| preview.owns(i as Seat)).collect();
    let first = mine.first().copied().unwrap_or(0);
    let name = RwSignal::new(i18n.msg(&Msg::new("app-player").arg("number", first + 1)));
    let seats_list = link
        .seats
        .iter()
        .zip(&link.owners)
        .enumerate()
        .map(|(i, (seat, &owner))| {
            let yours = mine.contains(&i);
            let who = if yours { i18n.t("link-join-you") } else { seat_line(i18n, seat, owner) };
            view! { <li class:yours=yours><SeatSwatch kind=kind seat=i/>" "{who}</li> }
        })
        .collect_view();
    let join = move |_| {
        let (Some(me), Some(bots)) = (tag, secure_bytes::<32>()) else {
            app.fail(AppError::NoSecureRandom);
            return;
        };
        match Remote::join(&link, me, &name.get_untracked(), chain) {
            Ok((remote, seats, game)) => {
                let remote = remote.with_bot_secret(bots);
                let title = game_title(i18n, kind, &seats);
                app.invitation.set(None);
                app.start(
                    Session {
                        save_id: new_save_id(),
                        title,
                        seats,
                        game,
                        created: now_ms(),
                        defaults: DefaultNames { seats: 0, title: DefaultTitle::Players },
                        remote: Some(remote),
                        link_sent: None,
                    },
                    None,
                );
            }
            Err(e) => {
                close();
                app.fail(AppError::ByLink(e));
            }
        }
    };
    let heading = i18n.msg(&Msg::new("link-join-heading").arg("name", sender).arg("game", kind.name()));
    view! {
        <super::TopBar title=kind.name().to_string()>""</super::TopBar>
        <main class="opening-link-card invitation" data-testid="invitation" aria-labelledby="invitation-heading">
            <img src=kind.picture() alt="" width="320" height="200"/>
            <section class="panel">
            <h2 id="invitation-heading">{heading}</h2>
            <ul class="invitation-seats">{seats_list}</ul>
            <p>{i18n.t("link-join-text")}</p>
            <label class="invitation-name">
                <span>{i18n.t("link-join-name")}</span>
                <input type="text" maxlength="24" data-testid="join-name" prop:value=move || name.get()
                    on:input=move |ev| name.set(event_target_value(&ev))/>
            </label>
            <div class="row">
                <button class="primary" data-testid="join" on:click=join>{i18n.t("link-join")}</button>
                <button data-testid="join-later" on:click=move |_| close()>{i18n.t("link-join-later")}</button>
            </div>
            </section>
        </main>
    }
    .into_any()
}

/// A seat of an invitation: its player's name, a bot's level, or that nobody has taken it yet
/// (`owner` 0).
fn seat_line(i18n: I18n, seat: &SeatSetup, owner: u64) -> String {
    match seat.kind {
        PlayerKind::Bot(level) => {
            let level = super::play::level_msg(level);
            i18n.msg(&Msg::new("link-join-bot").arg("name", seat.name.as_str()).arg("level", level))
        }
        PlayerKind::Remote if owner == 0 => i18n.t("link-join-open"),
        PlayerKind::Remote | PlayerKind::Human => seat.name.clone(),
    }
}
