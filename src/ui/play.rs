//! The game screen, the same for every game: the game's own board (which draws the position and
//! reports clicks), the players, whose turn, history stepping, undo/redo, hint, the action log,
//! the hand-over screen between human seats, and the end-of-game summary.

use super::chart::ScoreChart;
use super::dialog::Modal;
use super::i18n::{use_i18n, I18n};
use super::registry::SeatSwatch;
use super::registry::{seat_look, ui_facts, visit_ui, GameUi, GameView, UiVisitor};
use super::seat_mark::{seat_swatch, SeatMark};
use super::{bot_runner, AppError, AppState, NoticeKind, Screen, TopBar};
use crate::board::num::svg_num;
use crate::bot::Level;
use crate::core::{turn_at, LogEntry, Match, Seat};
use crate::i18n::Msg;
use crate::registry::{InAnyMatch, PlayError};
use crate::session::PlayerKind;
use crate::share;
use leptos::prelude::*;

impl<G: InAnyMatch + Send + Sync> GameView<G>
where
    G::Action: Send + Sync,
{
    pub fn new(app: AppState) -> GameView<G> {
        // Nobody's private information is even drawn while the device is being handed over.
        let viewer = Signal::derive(move || if handover_pending(app) { None } else { viewer_seat(app) });
        // The board only ever gets the engine's redacted view: what the viewer may see.
        let state = Signal::derive(move || {
            let ply = app.view_ply.get();
            let viewer = viewer.get();
            app.session.with(|s| {
                let m = G::get(&s.as_ref()?.game)?;
                Some(m.state_at(ply.unwrap_or(m.ply())).redacted(viewer))
            })
        });
        let interactive = Signal::derive(move || human_to_act(app).is_some() && !handover_pending(app));
        let hint = Signal::derive(move || {
            // Looking back at a decision a review marked: the better move there.
            if let Some(ply) = app.view_ply.get() {
                let index = app.review.with(|r| r.as_ref()?.better_at(ply))?;
                return app.session.with(|s| {
                    let m = G::get(&s.as_ref()?.game)?;
                    crate::core::legal_vec(m.state_at(ply)).get(index).copied()
                });
            }
            let (ply, index) = app.hint.get()?;
            app.session.with(|s| {
                let m = G::get(&s.as_ref()?.game)?;
                if m.ply() != ply {
                    return None;
                }
                crate::core::legal_vec(m.current()).get(index).copied()
            })
        });
        // The turn the last-move line describes, for the board to mark: only what the viewer may
        // see of it (their own view of each position, no hidden action).
        let last_turn = Signal::derive(move || {
            let ply = app.view_ply.get();
            let viewer = viewer.get();
            app.session.with(|s| {
                let m = G::get(&s.as_ref()?.game)?;
                m.seen_turn(viewer, ply.unwrap_or(m.ply()))
            })
        });
        let play = Callback::new(move |action: G::Action| {
            if super::by_link::in_game_by_link(app) {
                // A game by link plays by the action's place in the legal list, as its links do.
                let index = app.session.with_untracked(|s| {
                    let m = G::get(&s.as_ref()?.game)?;
                    crate::core::legal_vec(m.current()).iter().position(|a| *a == action)
                });
                if let Some(index) = index {
                    super::by_link::play_index(app, index, AppError::Play);
                    return;
                }
            }
            app.update_game(|game| {
                let m: &mut Match<G> = G::get_mut(game).ok_or(AppError::GameChanged)?;
                m.play(action).map(|_| ()).map_err(|e| AppError::Play(PlayError::from_match::<G>(e)))
            })
        });
        GameView { state, interactive, viewer, hint, last_turn, play }
    }
}

/// The human seat to move in the live position, if any (in a game by link, only while this
/// device may act).
fn human_to_act(app: AppState) -> Option<Seat> {
    if app.view_ply.get().is_some() || !super::by_link::may_act(app) {
        return None;
    }
    app.session.with(|s| {
        let s = s.as_ref()?;
        let seat = s.game.to_move()?;
        s.seats.get(seat as usize).filter(|x| x.is_human()).map(|_| seat)
    })
}

/// The seat Resign gives up, if any: the human to move, or the only human at a table of bots
/// (also while a bot thinks). Nobody's while the game is over or only bots play. In a game by
/// link only on this device's own turn, as a move (its link then carries the resignation).
fn resigning_seat(app: AppState) -> Option<Seat> {
    app.session.with(|s| {
        let s = s.as_ref().filter(|s| s.game.outcome().is_none())?;
        if let Some(remote) = &s.remote {
            return s
                .game
                .to_move()
                .filter(|&seat| remote.may_act(&s.game) && crate::seats::is_human_seat(&s.seats, seat));
        }
        let humans: Vec<Seat> =
            s.seats.iter().enumerate().filter(|(_, x)| x.is_human()).map(|(i, _)| i as Seat).collect();
        match humans.as_slice() {
            [one] => Some(*one),
            _ => s.game.to_move().filter(|seat| humans.contains(seat)),
        }
    })
}

fn human_count(app: AppState) -> usize {
    app.session.with(|s| s.as_ref().map(|s| s.seats.iter().filter(|x| x.is_human()).count()).unwrap_or(0))
}

/// The names of the bot speeds the play screen offers, in the order of
/// [`crate::settings::BOT_SPEEDS_MS`].
const BOT_SPEED_KEYS: [&str; 4] = ["play-speed-slow", "play-speed-normal", "play-speed-fast", "play-speed-instant"];

/// Whose hidden information may be shown: the human to move; with a single human, always them;
/// in the review of a finished game, the player reviewed (the game is seen as they saw it).
fn viewer_seat(app: AppState) -> Option<Seat> {
    if let Some(seat) = app.review.with(|r| r.as_ref().map(|r| r.seat)) {
        return Some(seat);
    }
    app.session.with(|s| {
        let s = s.as_ref()?;
        let humans: Vec<Seat> =
            s.seats.iter().enumerate().filter(|(_, x)| x.is_human()).map(|(i, _)| i as Seat).collect();
        if humans.len() == 1 {
            return Some(humans[0]);
        }
        let seat = s.game.to_move()?;
        humans.contains(&seat).then_some(seat)
    })
}

/// Hot-seat: with hidden information and several humans, the board stays covered at the start of
/// each human's turn until that player confirms they hold the device.
fn handover_pending(app: AppState) -> bool {
    if human_count(app) < 2 {
        return false;
    }
    app.session.with(|s| {
        let Some(s) = s.as_ref() else { return false };
        if !s.game.has_hidden_information() || s.game.outcome().is_some() {
            return false;
        }
        let Some(seat) = s.game.to_move() else { return false };
        if !s.seats.get(seat as usize).is_some_and(|x| x.is_human()) {
            return false;
        }
        // Only when the device changes hands: not for the first player of a new game (nobody
        // has seen anything yet), nor between two turns of the same human.
        match app.revealed_for.get() {
            Some((last, _)) => last != seat,
            None => s.game.ply() > 0,
        }
    })
}

/// Remembers which human the board was last shown to, so the cover comes only when another
/// human's turn begins.
fn remember_viewer(app: AppState) {
    Effect::new(move |_| {
        if human_count(app) < 2 || handover_pending(app) {
            return;
        }
        if let Some(seat) = human_to_act(app) {
            let turn = app.session.with_untracked(|s| s.as_ref().map(|s| s.game.turn_number()).unwrap_or(0));
            if app.revealed_for.get_untracked().map(|(last, _)| last) != Some(seat) {
                app.revealed_for.set(Some((seat, turn)));
            }
        }
    });
}

fn step_history(app: AppState, target: Option<usize>) {
    let total = app.session.with_untracked(|s| s.as_ref().map(|s| s.game.ply()).unwrap_or(0));
    app.view_ply.set(target.filter(|p| *p < total));
}

/// The positions history stepping may show the viewer: the start and the end of each log entry.
/// Stepping goes by entries, not plies, so a seat's hidden actions (one entry) are one step: no
/// step shows a position between two of them, and the counter does not count them.
#[derive(Clone, Debug, Default, PartialEq)]
struct Steps(Vec<usize>);

impl Steps {
    fn of(log: &[LogEntry<Msg>]) -> Steps {
        Steps(log.iter().map(|e| e.plies.end).collect())
    }
    /// The step before the one showing `ply`.
    fn back(&self, ply: usize) -> usize {
        self.0.iter().rev().copied().find(|&end| end < ply).unwrap_or(0)
    }
    /// The step after `ply` (`ply` itself at the end).
    fn forward(&self, ply: usize) -> usize {
        self.0.iter().copied().find(|&end| end > ply).unwrap_or(ply)
    }
    /// The step that shows `ply`: the first entry that has ended by then (a position inside an
    /// entry is shown as its end).
    fn snap(&self, ply: usize) -> usize {
        if ply == 0 {
            return 0;
        }
        self.0.iter().copied().find(|&end| end >= ply).unwrap_or(ply)
    }
    /// How many steps lead to `ply`: the counter's number.
    fn count_to(&self, ply: usize) -> usize {
        self.0.iter().take_while(|&&end| end <= ply).count()
    }
    fn total(&self) -> usize {
        self.0.len()
    }
}

/// The message naming a bot's level.
pub(super) fn level_msg(level: Level) -> Msg {
    Msg::new(match level {
        Level::Easy => "level-easy",
        Level::Normal => "level-normal",
        Level::Hard => "level-hard",
    })
}

fn seat_label(i18n: I18n, kind: PlayerKind) -> String {
    match kind {
        PlayerKind::Human => String::new(),
        // A friend's seat in a game by link: played on another device.
        PlayerKind::Remote => i18n.t("play-by-link"),
        PlayerKind::Bot(level) => i18n.msg(&level_msg(level)),
    }
}

/// One line of the log as the list draws it: the entry and its seat's look. Its key is what
/// makes it this line: the plies it covers (a seat's hidden run grows into a new key), and the
/// look (Fortaleza's armies take their colours early on, and the lines before are drawn again).
#[derive(Clone, PartialEq)]
struct LogLine {
    entry: LogEntry<Msg>,
    look: (&'static str, SeatMark),
}

impl LogLine {
    fn key(&self) -> (usize, usize, &'static str) {
        (self.entry.plies.start, self.entry.plies.end, self.look.0)
    }
}

#[component]
pub fn Play() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    #[cfg(feature = "crash-trigger")]
    super::crash::test_panic_point("play");
    let Some(kind) = app.session.with_untracked(|s| s.as_ref().map(|s| s.game.kind())) else {
        app.screen.set(Screen::Home);
        return view! { <p>{i18n.t("play-no-game")}</p> }.into_any();
    };
    remember_viewer(app);
    // The board's own announcements (its targets), said after the newest move.
    let announcer = super::board::Announcer::new();
    provide_context(announcer);
    // The seat the screen is for (nobody's while the device is handed over): the board kit
    // forgets its cursor and marks when it changes, and the log is written for it.
    let on_screen = Memo::new(move |_| if handover_pending(app) { None } else { viewer_seat(app) });
    provide_context(super::board::SeatOnScreen(on_screen.into()));
    let end_dismissed = RwSignal::new(false);
    let share_url = RwSignal::new(None::<String>);
    // The seat asked "Resign?" for, while the question is open.
    let resign_asked = RwSignal::new(None::<Seat>);
    let bot_token = StoredValue::new(0u64);
    let undo_redo = super::undo::UndoRedo::new(app, bot_token);

    let total = Memo::new(move |_| app.session.with(|s| s.as_ref().map(|s| s.game.ply()).unwrap_or(0)));
    // The log in notation for the viewer: another seat's hidden draw is not named, and another
    // seat's hidden actions are one entry. Worked out once per change: the list, the
    // announcement and history stepping all read it.
    let log = Memo::new(move |_| {
        let viewer = on_screen.get();
        app.session.with(|s| s.as_ref().map(|s| s.game.log_for(viewer)).unwrap_or_default())
    });
    let steps = Memo::new(move |_| log.with(|l| Steps::of(l)));
    // The log's lines with their seats' looks (a look changes only when Fortaleza's armies take
    // their colours).
    let looks = Memo::new(move |_| {
        let seats = app.session.with(|s| s.as_ref().map_or(0, |s| s.seats.len()));
        (0..seats).map(|seat| seat_look(Some(app), i18n, kind, seat)).collect::<Vec<_>>()
    });
    let log_lines = Memo::new(move |_| {
        looks.with(|looks| {
            log.with(|log| {
                log.iter()
                    .map(|entry| LogLine {
                        look: looks
                            .get(entry.seat as usize)
                            .cloned()
                            .unwrap_or_else(|| ("", SeatMark::shape(entry.seat.into()))),
                        entry: entry.clone(),
                    })
                    .collect::<Vec<_>>()
            })
        })
    });
    let log_drawn = RwSignal::new(false);
    set_timeout(
        move || {
            let _ = log_drawn.try_set(true);
        },
        std::time::Duration::ZERO,
    );
    // A position inside an entry (a link's, or another viewer's step) is shown as the entry's end.
    let shown = Memo::new(move |_| steps.with(|st| st.snap(app.view_ply.get().unwrap_or(total.get()))));
    Effect::new(move |_| {
        let (Some(ply), snapped) = (app.view_ply.get(), shown.get()) else { return };
        if snapped != ply {
            step_history(app, Some(snapped));
        }
    });
    let outcome = Memo::new(move |_| app.session.with(|s| s.as_ref().and_then(|s| s.game.outcome())));
    // Followed: a default title is worded again when the language changes.
    let title = Memo::new(move |_| app.session.with(|s| s.as_ref().map(|s| s.title.clone()).unwrap_or_default()));
    let all_bots = move || app.session.with(|s| s.as_ref().is_some_and(|s| s.seats.iter().all(|x| !x.is_human())));

    // Bots move whenever a bot seat is to move in the live position.
    Effect::new(move |_| {
        total.track();
        // In a game by link, only while this device may act (not with a move held for another).
        let live = app.view_ply.get().is_none() && super::by_link::may_act(app);
        let paused = app.paused.get();
        let token = bot_token.get_value() + 1;
        bot_token.set_value(token);
        app.thinking.set(None);
        let bot = app.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let seat = s.game.to_move()?;
            match s.seats.get(seat as usize)?.kind {
                PlayerKind::Bot(level) => Some((seat, level)),
                PlayerKind::Human | PlayerKind::Remote => None,
            }
        });
        // A bot in a game by link draws only from this device's secret.
        let bot = bot.filter(|&(seat, _)| super::by_link::search_allowed(app, seat));
        if let (Some((seat, level)), true, false) = (bot, live, paused) {
            // The search outlives this screen by a slice at most: once the screen is gone (menu,
            // a change of language) its token is too, and the search stops instead of panicking.
            // No private seed: this screen plays no game by link yet (`Remote::bot_seed` then).
            bot_runner::start_bot_turn(app, seat, level, super::by_link::bot_seed_for(app, seat), move || {
                bot_token.try_get_value() == Some(token)
            });
        }
    });

    let on_key = window_event_listener(leptos::ev::keydown, move |ev| {
        if app.screen.get_untracked() != Screen::Play {
            return;
        }
        let cur = shown.get_untracked();
        // Letters by their place on the keyboard (`code`), so Ctrl+Z is the same key on a
        // Russian or a German (QWERTZ: code KeyY) layout; `?` by its character, which every
        // layout has somewhere, or the US key place.
        let command = ev.ctrl_key() || ev.meta_key();
        match (ev.code().as_str(), ev.key().as_str()) {
            (_, "ArrowLeft") => step_history(app, Some(steps.with_untracked(|st| st.back(cur)))),
            (_, "ArrowRight") => step_history(app, Some(steps.with_untracked(|st| st.forward(cur)))),
            (_, "Home") => step_history(app, Some(0)),
            (_, "End") => step_history(app, None),
            ("KeyZ", _) if command => undo_redo.undo(),
            ("KeyY", _) if command => undo_redo.redo(),
            (_, "?") => app.screen.set(Screen::Rules(kind)),
            ("Slash", _) if ev.shift_key() && !command => app.screen.set(Screen::Rules(kind)),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || {
        on_key.remove();
        bot_token.try_update_value(|t| *t += 1);
        app.thinking.set(None);
    });

    // Share: the system share sheet where the browser has one, else the link copied and shown.
    // The link carries the seats (names, humans and bots), so the game opens as it is played here.
    let copy_link = move |_| {
        let link = app.session.with_untracked(|s| {
            s.as_ref()
                .map(|s| (share::encode_with_seats(&s.game, &s.seats, app.view_ply.get_untracked()), s.title.clone()))
        });
        let Some((fragment, title)) = link else { return };
        let fragment = match fragment {
            Ok(fragment) => fragment,
            Err(e) => {
                app.fail(AppError::Write(e));
                return;
            }
        };
        let Some(window) = web_sys::window() else { return };
        let loc = window.location();
        let url = format!("{}{}#{}", loc.origin().unwrap_or_default(), loc.pathname().unwrap_or_default(), fragment);
        super::by_link::offer_url(url, title, move |url| share_url.set(Some(url)));
    };

    let players = move || {
        app.session.with(|s| {
            let Some(s) = s.as_ref() else { return Vec::new() };
            let scores = s.game.scores_at(shown.get());
            let to_move = s.game.to_move_at(shown.get());
            s.seats
                .iter()
                .enumerate()
                .map(|(i, seat)| {
                    (i, seat.name.clone(), seat.kind, scores.get(i).copied().unwrap_or(0), to_move == Some(i as Seat))
                })
                .collect::<Vec<_>>()
        })
    };

    // A log line with its player's name, spelled out ("Bot (Blue): stack from c4 captures 2 on
    // d4", where the log says "c4xd4"), as the live region and the last-move line say it.
    let name_of = move |seat: Seat| app.session.with(|s| s.as_ref()?.seats.get(seat as usize).map(|x| x.name.clone()));
    let said = move |seat: Seat, line: Msg| {
        let player = name_of(seat)?;
        Some(i18n.words(&Msg::new("play-announce").arg("player", player.as_str()).arg("move", line)))
    };
    // The turn that led to the position after `ply` actions, from the viewer's log (so it says no
    // more than the log does): its player, and either one action as a sentence (no list) or the
    // player's name before the actions, in order and in words, without a bare "end of the turn".
    let turn_told = move |ply: usize| {
        let turn_end = ui_facts(kind).turn_end_line;
        let (seat, mut lines) = log.with(|l| {
            let turn = turn_at(l, ply);
            let several = turn.len() > 1;
            let ends_only = |line: &Msg| several && matches!(line, Msg::Key(key, _) if Some(*key) == turn_end);
            Some((
                turn.first()?.seat,
                turn.iter().map(|e| &e.line).filter(|l| !ends_only(l)).cloned().collect::<Vec<_>>(),
            ))
        })?;
        if lines.len() == 1 {
            return Some((seat, said(seat, lines.pop()?)?, Vec::new()));
        }
        let player = name_of(seat)?;
        let label = i18n.msg(&Msg::new("play-turn-by").arg("player", player.as_str()));
        Some((seat, label, lines.iter().map(|line| i18n.words(line)).collect::<Vec<_>>()))
    };
    // The newest move, bots' included, for screen readers (a polite live region says it); once a
    // turn is over, the whole turn, so a bot's instant turn is not said as "end of the turn".
    let last_move = move || {
        if let Some(said) = undo_redo.announcement(i18n) {
            return Some(view! { <span>{said}</span> }.into_any());
        }
        let LogEntry { seat, line, plies, .. } = log.with(|l| l.last().cloned())?;
        let playing = app.session.with(|s| s.as_ref().and_then(|s| s.game.to_move())) == Some(seat);
        let (text, actions) = if playing {
            (said(seat, line)?, Vec::new())
        } else {
            let (_, text, actions) = turn_told(plies.end)?;
            (text, actions)
        };
        Some(view! { <span>{text}" "<ol>{actions.into_iter().map(|a| view! { <li>{a}</li> }).collect_view()}</ol></span> }.into_any())
    };
    // The turn that led to the position on screen, in sight beside the players: on a phone the
    // log is far below the board, and a bot's turn would otherwise change the board unexplained
    // (its last action alone is often just "end of the turn"). It is read from its start, the
    // player's name first: a turn longer than the line's rows is cut at its end, with an ellipsis
    // the browser draws (the stylesheet's line clamp), and said whole to screen readers and in the
    // log. Stepping through the history shows each step's turn so far.
    let shown_move = move || {
        let Some((seat, text, actions)) = turn_told(shown.get()) else {
            return view! { <span class="said">{i18n.t("play-no-moves-yet")}</span> }.into_any();
        };
        let (colour, mark) = seat_look(Some(app), i18n, kind, seat.into());
        if actions.is_empty() {
            let title = text.clone();
            return view! { {seat_swatch(colour, &mark, false)}<span class="said" title=title>{text}</span> }
                .into_any();
        }
        // The whole turn on hover, where the line had to cut it: a list, so its items stand apart.
        let title = format!("{text} {}", actions.join(" · "));
        view! {
            {seat_swatch(colour, &mark, false)}
            <span class="said turn" data-testid="turn-actions" title=title>
                <span>{text}" "<ol>
                    {actions.into_iter().map(|a| view! { <li>{a}</li> }).collect_view()}
                </ol></span>
            </span>
        }
        .into_any()
    };
    // The hint in words, beside the mark the board draws (and said by the live region).
    let hint_text = Memo::new(move |_| {
        let viewer = on_screen.get();
        if outcome.with(Option::is_some) {
            // A finished game under review: what the review says of the decision shown.
            return super::review::line_at(app, i18n, kind, shown.get());
        }
        visit_ui(kind, HintText { app, viewer }).map(|m| i18n.words(&m))
    });
    let go_to = Callback::new(move |ply: usize| step_history(app, Some(ply)));
    let number_of = Callback::new(move |ply: usize| steps.with_untracked(|st| st.count_to(ply)) + 1);
    // Keep the move being shown in sight in the log.
    let log_ref = NodeRef::<leptos::html::Ol>::new();
    Effect::new(move |_| {
        let ply = shown.get();
        total.track();
        log_drawn.track();
        if let Some(list) = log_ref.get() {
            request_animation_frame(move || {
                if let Ok(Some(item)) = list.query_selector("li.current") {
                    let item: web_sys::HtmlElement = wasm_bindgen::JsCast::unchecked_into(item);
                    list.set_scroll_top(item.offset_top() - list.client_height() / 2);
                } else if ply > 0 {
                    list.set_scroll_top(list.scroll_height());
                }
            });
        }
    });

    view! {
        <TopBar title=title>
            // On a phone the labels give way to their icons (still the buttons' names), so the
            // bar stays one row above the board.
            // A game by link is sent by its own link (the panel beside the board): a share link
            // would show this device's hidden moves to whoever opens it.
            <Show when=move || !super::by_link::in_game_by_link(app)>
                <button class="icon-button" on:click=copy_link data-testid="copy-link" title=i18n.t("play-share-title")>
                    <Icon path=ICON_SHARE/><span class="label">{i18n.t("play-share")}</span>
                </button>
            </Show>
            <button class="icon-button" on:click=move |_| app.screen.set(Screen::Rules(kind)) data-testid="rules" title=i18n.t("play-rules-title")>
                <Icon path=ICON_RULES/><span class="label">{i18n.t("play-rules")}</span>
            </button>
            <button class="icon-button" on:click=move |_| app.screen.set(Screen::Home) data-testid="menu">
                <Icon path=ICON_HOME/><span class="label">{i18n.t("app-home")}</span>
            </button>
        </TopBar>
        <main class="play" data-game=kind.id()>
            <section class="board-area">
                {visit_ui(kind, BoardFor(app))}
                <Show when=move || handover_pending(app)>
                    <HandOver/>
                </Show>
            </section>
            <aside class="side">
                <super::by_link::LinkPanel/>
                <ul class="players" data-testid="players">
                    {move || players().into_iter().map(|(i, name, player, score, active)| view! {
                        <li class:active=active data-testid="player">
                            <SeatSwatch kind=kind seat=i/>
                            <span class="name">{name}</span>
                            <span class="level">{seat_label(i18n, player)}</span>
                            {ui_facts(kind).has_score.then(|| view! { <span class="score" data-testid="score">{score}</span> })}
                        </li>
                    }).collect_view()}
                </ul>
                // The hint's words share the last move's box, which keeps its height: a hint
                // moves nothing on the screen and covers nothing (in the bar at the bottom of a
                // phone it covered the game's buttons above it).
                <div class="last-move" data-testid="last-move">
                    {move || hint_text.get().map(|text| view! {
                        <p class="hint-text" class:review-line=move || outcome.with(Option::is_some) data-testid="hint-text" title=text.clone()>{text.clone()}</p>
                    })}
                    <div class="move-said">{shown_move}</div>
                </div>
                <Show when=move || outcome.with(Option::is_some)>
                    <super::review::ReviewPanel go_to=go_to number_of=number_of shown=Signal::from(shown)/>
                </Show>
                {move || app.thinking.get().map(|p| view! {
                    <div class="thinking" data-testid="thinking">
                        <span>{i18n.t("play-thinking")}</span>
                        <progress max="1" value=svg_num(f64::from(p))></progress>
                    </div>
                })}
                <div class="history-controls">
                    <button title=i18n.t("play-first-title") aria-label=i18n.t("play-first") on:click=move |_| step_history(app, Some(0))><Icon path="M3 2h2v12H3zM14 2v12L6 8z"/></button>
                    <button title=i18n.t("play-back-title") aria-label=i18n.t("play-back") data-testid="step-back" on:click=move |_| step_history(app, Some(steps.with_untracked(|st| st.back(shown.get_untracked()))))><Icon path="M12 2v12L4 8z"/></button>
                    <span class="ply" data-testid="ply">{move || steps.with(|st| format!("{} / {}", st.count_to(shown.get()), st.total()))}</span>
                    <button title=i18n.t("play-forward-title") aria-label=i18n.t("play-forward") data-testid="step-forward" on:click=move |_| step_history(app, Some(steps.with_untracked(|st| st.forward(shown.get_untracked()))))><Icon path="M4 2v12l8-6z"/></button>
                    <button title=i18n.t("play-live-title") aria-label=i18n.t("play-live") data-testid="step-live" on:click=move |_| step_history(app, None)><Icon path="M2 2v12l8-6zM11 2h2v12h-2z"/></button>
                </div>
                // Undo and Redo as their arrows (their words are their names, and their titles
                // say more), as in every editor: the words take the room of two more buttons
                // ("Rückgängig", "Visszavonás"), which the others' words need on a phone.
                <div class="row turn-controls">
                    // Not `disabled` when it cannot act: a press says why (a disabled button
                    // cannot be tapped, and its title is never seen on a phone).
                    <button class="icon-button" data-testid="undo" title=move || undo_redo.undo_title(i18n)
                        disabled=move || handover_pending(app)
                        aria-disabled=move || undo_redo.undo_len().is_none().to_string()
                        on:click=move |_| undo_redo.undo()><Icon path=ICON_UNDO/><span class="visually-hidden">{i18n.t("play-undo")}</span></button>
                    <button class="icon-button" data-testid="redo" title=move || undo_redo.redo_title(i18n)
                        disabled=move || undo_redo.redo_len() == 0
                        on:click=move |_| undo_redo.redo()><Icon path=ICON_REDO/><span class="visually-hidden">{i18n.t("play-redo")}</span></button>
                    <button data-testid="hint" title=i18n.t("play-hint-title")
                        disabled=move || human_to_act(app).is_none_or(|seat| !super::by_link::search_allowed(app, seat)) || handover_pending(app) || app.thinking.get().is_some()
                        on:click=move |_| bot_runner::start_hint(app, super::by_link::bot_seed(app), move || bot_token.try_get_value())>{i18n.t("play-hint")}</button>
                    <Show when=move || !all_bots()>
                        <button class="danger" data-testid="resign" title=i18n.t("play-resign-title")
                            disabled=move || handover_pending(app) || resigning_seat(app).is_none()
                            on:click=move |_| resign_asked.set(resigning_seat(app))>{i18n.t("play-resign")}</button>
                    </Show>
                    <Show when=all_bots>
                        <button data-testid="pause" disabled=move || outcome.with(Option::is_some) on:click=move |_| app.paused.update(|p| *p = !*p)>
                            {move || i18n.t(if app.paused.get() { "play-resume" } else { "play-pause" })}
                        </button>
                    </Show>
                </div>
                <label class="speed">
                    {i18n.t("play-bot-speed")}" "
                    <select data-testid="bot-speed" on:change=move |ev| {
                        let ms = event_target_value(&ev).parse().unwrap_or(600);
                        app.settings.update(|s| s.bot_delay_ms = ms);
                    } prop:value=move || app.settings.get().bot_delay_ms.to_string()>
                        {crate::settings::BOT_SPEEDS_MS
                            .into_iter()
                            .zip(BOT_SPEED_KEYS)
                            .map(|(ms, key)| view! { <option value=ms.to_string()>{i18n.t(key)}</option> })
                            .collect_view()}
                    </select>
                </label>
                <label class="speed">
                    <input type="checkbox" data-testid="animate" prop:checked=move || app.settings.get().animate
                        on:change=move |ev| app.settings.update(|s| s.animate = event_target_checked(&ev))/>
                    " "{i18n.t("play-animations")}
                </label>
                <div class="visually-hidden" aria-live="polite" data-testid="announce">
                    <span>{last_move}</span>" "<span>{move || hint_text.get()}</span>" "<span data-testid="announce-targets">{move || announcer.text()}</span>
                </div>
                <ol class="log" data-testid="log" node_ref=log_ref tabindex="0" aria-label=i18n.t("play-log")>
                    // A keyed list: a move adds its line and leaves the others alone, so a long
                    // game stays as quick as a short one. Drawn a task after the rest of the
                    // screen (`log_drawn`): on a phone opening a long game (a friend's link) the
                    // board comes first.
                    <Show when=move || log_drawn.get()>
                        <For each=move || log_lines.get() key=LogLine::key let:line>
                            {
                                let end = line.entry.plies.end;
                                // Each line compares the position shown with its own end, and
                                // changes only when that answer does.
                                let current = Memo::new(move |_| shown.get() == end);
                                let (colour, mark) = line.look;
                                view! {
                                    <li class:current=move || current.get() class:chance=line.entry.effect.revealed
                                        on:click=move |_| step_history(app, Some(end))>
                                        {seat_swatch(colour, &mark, false)}
                                        {i18n.msg(&line.entry.line)}
                                    </li>
                                }
                            }
                        </For>
                    </Show>
                </ol>
            </aside>
            {move || share_url.get().map(|url| view! {
                <Modal labelled_by="share-heading" on_close=Callback::new(move |()| share_url.set(None))>
                    <h2 id="share-heading">{i18n.t("play-share-heading")}</h2>
                    <p>{i18n.t("play-share-text")}</p>
                    <input class="share-url" data-testid="share-url" readonly aria-label=i18n.t("play-share-link") prop:value=url.clone()/>
                    <div class="row"><button class="primary" on:click=move |_| share_url.set(None)>{i18n.t("play-share-done")}</button></div>
                </Modal>
            })}
            {move || resign_asked.get().map(|seat| view! {
                <ResignDialog seat=seat on_answer=Callback::new(move |resign: bool| {
                    resign_asked.set(None);
                    if resign {
                        // Whatever a bot or a hint is thinking about is dropped with the game.
                        bot_runner::stop();
                        bot_token.try_update_value(|t| *t += 1);
                        app.update_game(|game| game.resign(&[seat]).map_err(AppError::Play));
                    }
                })/>
            })}
            {move || (outcome.get().is_some() && app.view_ply.get().is_none() && !end_dismissed.get()).then(|| view! {
                <EndOfGame on_review=Callback::new(move |_| end_dismissed.set(true))/>
            })}
        </main>
    }
    .into_any()
}

/// An arrow turning back to the left: undo.
const ICON_UNDO: &str = "M5.5 1.5v3H9a5 5 0 0 1 0 10H4v-2h5a3 3 0 0 0 0-6H5.5v3L0.8 5.5z";
/// The same arrow going on to the right: redo.
const ICON_REDO: &str = "M10.5 1.5v3H7a5 5 0 0 0 0 10h5v-2H7a3 3 0 0 1 0-6h3.5v3l4.7-4z";
/// An arrow leaving a box: share.
const ICON_SHARE: &str = "M8 1l3.5 3.5-1.1 1.1L8.8 4v6.5H7.2V4L5.6 5.6 4.5 4.5zM2 8h2v5h8V8h2v7H2z";
/// An open book: the rules.
const ICON_RULES: &str =
    "M1 3c2.2-.8 4.6-.6 6.2.6V14c-1.6-1.1-4-1.3-6.2-.6zM15 3c-2.2-.8-4.6-.6-6.2.6V14c1.6-1.1 4-1.3 6.2-.6z";
/// A house: the home screen.
const ICON_HOME: &str = "M8 1.5l7 6-1 1.2-1-.9V14H9.5v-4h-3v4H3V7.8l-1 .9-1-1.2z";

/// A small inline SVG icon (no icon font: it must render offline and identically everywhere).
#[component]
fn Icon(path: &'static str) -> impl IntoView {
    view! { <svg class="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d=path fill="currentColor"/></svg> }
}

/// Covers the board until the next human player confirms they have the device.
#[component]
fn HandOver() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let who = move || {
        app.session.with(|s| {
            let s = s.as_ref()?;
            let seat = s.game.to_move()?;
            Some((seat, s.seats.get(seat as usize)?.name.clone(), s.game.turn_number(), s.game.kind()))
        })
    };
    view! {
        <div class="handover" data-testid="handover">
            {move || who().map(|(seat, name, turn, kind)| {
                // The first seat's default name is "You", which takes the second person.
                let you = if name == i18n.t("new-game-you") { "yes" } else { "no" };
                view! {
                <div class="handover-card">
                    <SeatSwatch kind=kind seat=seat as usize big=true/>
                    <h2>{i18n.msg(&Msg::new("play-handover-title").arg("name", name.as_str()).arg("you", you))}</h2>
                    <p>{i18n.t(ui_facts(kind).handover_text)}</p>
                    <button class="primary" data-testid="handover-ready" on:click=move |_| app.revealed_for.set(Some((seat, turn)))>
                        {i18n.msg(&Msg::new("play-handover-ready").arg("name", name.as_str()).arg("you", you))}
                    </button>
                </div>
                }
            })}
        </div>
    }
}

/// "Resign?": what resigning `seat` does, asked before it is done.
#[component]
fn ResignDialog(seat: Seat, on_answer: Callback<bool>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let (heading, text) = app
        .session
        .with_untracked(|s| {
            let s = s.as_ref()?;
            let you = super::you_arg(&s.seats, seat as usize, &i18n.t("new-game-you"));
            let name = s.seats.get(seat as usize)?.name.clone();
            let heading = Msg::new("play-resign-heading").arg("name", name.as_str()).arg("you", you);
            let others: Vec<usize> = (0..s.seats.len()).filter(|&i| i != seat as usize).collect();
            let text = match others.as_slice() {
                [other] => Msg::new("play-resign-text-two").arg("name", s.seats[*other].name.as_str()),
                _ if ui_facts(s.game.kind()).has_score => Msg::new("play-resign-text-ranked"),
                _ => Msg::new("play-resign-text-shared"),
            };
            Some((i18n.msg(&heading), i18n.msg(&text)))
        })
        .unwrap_or_default();
    view! {
        <Modal labelled_by="resign-heading" testid="resign-dialog" on_close=Callback::new(move |()| on_answer.run(false))>
            <h2 id="resign-heading">{heading}</h2>
            <p>{text}</p>
            <div class="row">
                <button class="danger" data-testid="resign-confirm" on:click=move |_| on_answer.run(true)>{i18n.t("play-resign-confirm")}</button>
                <button class="primary" data-testid="resign-cancel" on:click=move |_| on_answer.run(false)>{i18n.t("play-resign-cancel")}</button>
            </div>
        </Modal>
    }
}

/// Final scores, winners and the score chart.
#[component]
fn EndOfGame(on_review: Callback<()>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let data = app.session.with_untracked(|s| {
        let s = s.as_ref()?;
        let outcome = s.game.outcome()?;
        let names: Vec<String> = s.seats.iter().map(|x| x.name.clone()).collect();
        let humans: Vec<Seat> =
            s.seats.iter().enumerate().filter(|(_, x)| x.is_human()).map(|(i, _)| i as Seat).collect();
        Some((outcome, names, humans, s.game.score_history(), s.game.kind()))
    });
    let Some((outcome, names, humans, history, kind)) = data else { return view! { <div></div> }.into_any() };
    let looks: Vec<(&'static str, SeatMark)> = (0..4).map(|seat| seat_look(Some(app), i18n, kind, seat)).collect();
    let headline = if outcome.is_draw() {
        Msg::new("end-draw")
    } else {
        let winners: Vec<&str> =
            outcome.winners.iter().filter_map(|w| names.get(*w as usize).map(|n| n.as_str())).collect();
        match (winners.as_slice(), outcome.winners.as_slice()) {
            // The one human at the table, against bots, is addressed directly, and so is a seat
            // still called "You" (a hot-seat game's first seat).
            (_, [seat]) if humans.as_slice() == [*seat] => Msg::new("end-you-win"),
            ([one], [seat]) if humans.contains(seat) && *one == i18n.t("new-game-you") => Msg::new("end-you-win"),
            ([one], _) => Msg::new("end-winner").arg("name", *one),
            (many, _) => Msg::new("end-shared-win").arg("names", many.join(", ")),
        }
    };
    let headline = i18n.msg(&headline);
    let reason = visit_ui(kind, EndReasonText { app, i18n, names: names.clone() });
    let mut order: Vec<usize> = (0..names.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(outcome.scores.get(i).copied().unwrap_or(0)));
    let rows = order
        .into_iter()
        .map(|i| {
            let won = outcome.winners.contains(&(i as Seat));
            view! {
                <tr class:winner=won>
                    <td><SeatSwatch kind=kind seat=i/>{names[i].clone()}</td>
                    {ui_facts(kind).has_score.then(|| view! { <td class="num">{outcome.scores.get(i).copied().unwrap_or(0)}</td> })}
                </tr>
            }
        })
        .collect_view();
    view! {
        <Modal labelled_by="end-heading" class="end" testid="end-screen" on_close=on_review>
                <h2 id="end-heading">{headline}</h2>
                <p class="end-reason" data-testid="end-reason">{reason}</p>
                <table class="final-scores"><tbody>{rows}</tbody></table>
                {ui_facts(kind).has_score.then(|| view! { <ScoreChart history=history names=names colours=looks.iter().map(|l| l.0).collect()
                    marks=looks.into_iter().map(|l| l.1).collect()/> })}
                <div class="row">
                    <button data-testid="review-with-bot" on:click=move |_| {
                        on_review.run(());
                        super::review::start_default(app);
                        super::review::bring_panel_into_view();
                    }>{i18n.t("end-review-bot")}</button>
                    <button data-testid="review" on:click=move |_| on_review.run(())>{i18n.t("end-review")}</button>
                    <button class="primary" on:click=move |_| {
                        let kind = app.session.with_untracked(|s| s.as_ref().map(|s| s.game.kind()));
                        if let Some(kind) = kind { app.screen.set(Screen::NewGame(kind)); }
                    }>{i18n.t("end-new-game")}</button>
                    <button on:click=move |_| { app.screen.set(Screen::Home); app.notify(NoticeKind::Info, Msg::new("end-kept")); }>{i18n.t("end-home")}</button>
                </div>
        </Modal>
    }
    .into_any()
}

/// Why the game in play ended, in the game's own words.
struct EndReasonText {
    app: AppState,
    i18n: I18n,
    names: Vec<String>,
}

impl UiVisitor for EndReasonText {
    type Output = Option<String>;
    fn visit<G: GameUi>(self) -> Option<String>
    where
        G::Action: Send + Sync,
        G::Options: Send + Sync,
    {
        self.app.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let m = G::get(&s.game)?;
            // A resigned game ended by the resignation, not by the rules.
            if let Some(resigned) = super::saves::resignation_msg(self.i18n, &s.seats, m.resigned()) {
                return Some(self.i18n.msg(&resigned));
            }
            Some(G::end_reason(self.i18n, m.current(), &self.names))
        })
    }
}

/// The hint shown now, in words: the suggested action as it may be named before it is played
/// (`Game::preview_msg`: a roll is "roll the die", never the number it will throw), and why it
/// is good where the game can tell (`Game::reason_msg`, which never depends on chance either).
struct HintText {
    app: AppState,
    viewer: Option<Seat>,
}

impl UiVisitor for HintText {
    type Output = Option<Msg>;
    fn visit<G: GameUi>(self) -> Option<Msg>
    where
        G::Action: Send + Sync,
        G::Options: Send + Sync,
    {
        let (ply, index) = self.app.hint.get()?;
        self.app.session.with(|s| {
            let m = G::get(&s.as_ref()?.game)?;
            if m.ply() != ply {
                return None;
            }
            let action = crate::core::legal_vec(m.current()).get(index).copied()?;
            let named = m.current().preview_msg(action, self.viewer);
            Some(match m.current().reason_msg(action) {
                Some(reason) => Msg::new("play-hint-text-why").arg("move", named).arg("reason", reason),
                None => Msg::new("play-hint-text").arg("move", named),
            })
        })
    }
}

/// The visited game's board, wired to the shell.
struct BoardFor(AppState);

impl UiVisitor for BoardFor {
    type Output = AnyView;
    fn visit<G: GameUi>(self) -> AnyView
    where
        G::Action: Send + Sync,
        G::Options: Send + Sync,
    {
        G::board(GameView::new(self.0))
    }
}
