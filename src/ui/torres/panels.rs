//! Everything around the board: the status line and its buttons, the hand and the card pick,
//! the players with their stacks and cards, the score track and the phase-scoring summary.

use super::Mode;
use crate::board::num::svg_num;
use crate::board::torres::TrackScale;
use crate::core::{Game, Seat};
use crate::games::torres::text::card_name_msg;
use crate::games::torres::{sq_name, Card, CardMode, CardPlay, Stage, Torres, TorresAction};
use crate::i18n::Msg;
use crate::registry::{GameKind, InAnyMatch};
use crate::ui::board::StatusLine;
use crate::ui::i18n::{use_i18n, I18n};
use crate::ui::registry::SeatSwatch;
use crate::ui::seat_mark::shape_svg;
use crate::ui::{seat_colour_name, you_in_session, AppState, SEAT_COLOURS};
use leptos::prelude::*;

/// A card's effect in a few words (the rules page has the full text).
pub(crate) fn card_text(c: Card) -> Msg {
    Msg::new(match c {
        Card::Climb2 => "torres-card-climb2-text",
        Card::BlockUnder => "torres-card-block-under-text",
        Card::ExtraBlock => "torres-card-extra-block-text",
        Card::SecretPassage => "torres-card-secret-passage-text",
        Card::Diagonal => "torres-card-diagonal-text",
        Card::Ap6 => "torres-card-ap6-text",
        Card::Ap7 => "torres-card-ap7-text",
        Card::MoveBlock => "torres-card-move-block-text",
        Card::Reposition => "torres-card-reposition-text",
        Card::Jump => "torres-card-jump-text",
    })
}

/// A master card's condition and points in a few words (`card` is 1..=8).
pub(crate) fn master_card_text(card: u8) -> Msg {
    Msg::new(match card {
        1 => "torres-master-1",
        2 => "torres-master-2",
        3 => "torres-master-3",
        4 => "torres-master-4",
        5 => "torres-master-5",
        6 => "torres-master-6",
        7 => "torres-master-7",
        _ => "torres-master-8",
    })
}

/// The seats' colours as the messages select on them (`{ $colour -> [red] … }`), so each
/// language agrees the colour with the noun it describes.
const COLOUR_IDS: [&str; 4] = ["red", "blue", "yellow", "green"];

fn seat_names(app: AppState) -> Vec<String> {
    app.session.with(|s| s.as_ref().map(|s| s.seats.iter().map(|x| x.name.clone()).collect()).unwrap_or_default())
}

fn name_of(i18n: I18n, names: &[String], seat: Seat) -> String {
    names.get(seat as usize).cloned().unwrap_or_else(|| i18n.msg(&seat_colour_name(GameKind::Torres, seat as usize)))
}

/// What stands on a square, as one whole sentence per case.
pub(crate) fn inspect_text(s: &Torres, sq: u8) -> Msg {
    let castle = s.castle_of(sq);
    let msg = Msg::new(match (castle.is_some(), s.knight_at(sq), s.king_square() == Some(sq)) {
        (false, None, false) => "torres-inspect-ground",
        (false, Some(_), _) => "torres-inspect-ground-knight",
        (false, None, true) => "torres-inspect-ground-king",
        (true, None, false) => "torres-inspect-castle",
        (true, Some(_), _) => "torres-inspect-castle-knight",
        (true, None, true) => "torres-inspect-castle-king",
    });
    let mut msg = msg.arg("square", sq_name(sq)).arg("height", s.height(sq));
    if let Some(c) = castle {
        msg = msg.arg("area", s.castle_area(c)).arg("castle_height", s.castle_height(c));
    }
    if let Some(p) = s.knight_at(sq) {
        msg = msg.arg("colour", COLOUR_IDS[p as usize % 4]);
    }
    msg
}

/// The prompt for the position; `only_end_turn`: the engine offers nothing but ending the turn
/// (no action points left), so the prompt says that instead of listing what is no longer possible.
/// `you`: `$you`, whether the seat to move is the one human at this device (`ui::you_arg`).
/// `asked`: the square a first tap asks about, and what a tap there could mean.
#[allow(clippy::too_many_arguments)]
fn prompt(
    s: &Torres,
    who: &str,
    you: &'static str,
    mode: Mode,
    selected: Option<u8>,
    asked: Option<&(u8, Vec<TorresAction>)>,
    live: bool,
    only_end_turn: bool,
) -> Msg {
    let to_player = |msg: Msg| msg.arg("player", who).arg("you", you);
    if let (true, Some((sq, actions))) = (live && s.stage() != Stage::Over, asked) {
        return super::asked_prompt(s, *sq, actions);
    }
    match s.stage() {
        Stage::Over => Msg::new("torres-prompt-over"),
        // Not the viewer's move (a bot's turn, another seat's behind a hand-over, a position in
        // the history): whose turn it is, no order addressed to someone else.
        _ if !live => to_player(Msg::new("torres-prompt-playing")),
        Stage::Foundations => to_player(Msg::new("torres-prompt-foundation")),
        Stage::StartKnights => to_player(Msg::new("torres-prompt-start-knight")),
        Stage::StartKing => to_player(Msg::new("torres-prompt-start-king")),
        Stage::ChooseStack => to_player(Msg::new("torres-prompt-choose-stack")),
        Stage::Pick => to_player(Msg::new("torres-prompt-pick")),
        Stage::PutBack => to_player(Msg::new("torres-prompt-put-back")),
        Stage::Redistribute => to_player(Msg::new("torres-prompt-spread")).arg("blocks", s.current_stack()),
        Stage::KingMove => to_player(Msg::new("torres-prompt-king-move")),
        Stage::Main => match (mode, selected) {
            (Mode::Card(c), Some(from)) => {
                Msg::new("torres-prompt-card-from").arg("card", card_name_msg(c)).arg("square", sq_name(from))
            }
            (Mode::Card(Card::MoveBlock), None) => {
                Msg::new("torres-prompt-move-block").arg("card", card_name_msg(Card::MoveBlock))
            }
            (Mode::Card(c), None) => Msg::new("torres-prompt-card").arg("card", card_name_msg(c)),
            (Mode::Normal, Some(from)) => Msg::new("torres-prompt-knight-selected").arg("square", sq_name(from)),
            (Mode::Normal, None) if only_end_turn => to_player(Msg::new("torres-prompt-only-end-turn")),
            (Mode::Normal, None) => to_player(Msg::new("torres-prompt-main")),
        },
    }
}

/// What the board hands to the panels that take part in a turn: the position shown, whether the
/// viewer may act now, the engine's legal actions, the board's selection mode, and the way to act.
#[derive(Clone, Copy)]
pub(crate) struct TurnUi {
    pub state: Signal<Option<Torres>>,
    pub interactive: Signal<bool>,
    pub viewer: Signal<Option<Seat>>,
    pub legal: Memo<Vec<TorresAction>>,
    pub mode: RwSignal<Mode>,
    pub selected: RwSignal<Option<u8>>,
    /// The square a first tap asks about, and what a tap there could mean.
    pub asked: RwSignal<Option<(u8, Vec<TorresAction>)>>,
    pub act: Callback<TorresAction>,
    /// Whether this is a phone (`crate::ui::board::touch_phone`), for the view it opens in.
    pub phone: bool,
}

#[component]
pub(crate) fn Controls(turn: TurnUi) -> impl IntoView {
    let TurnUi { state, interactive, viewer: _, legal, mode, selected, asked, act, phone } = turn;
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    // The player's choice of view, kept: Torres opens in it from now on.
    let toggle = move |_| {
        app.settings.update(|s| s.switch_view(phone));
    };
    let status = move || {
        let s = state.get()?;
        let live = interactive.get();
        let names = seat_names(app);
        let seat = s.to_move();
        let who = seat.map(|x| name_of(i18n, &names, x)).unwrap_or_default();
        let only_end_turn = legal.with(|l| l.as_slice() == [TorresAction::EndTurn]);
        let you = seat.map_or("no", |x| you_in_session(app, i18n, x as usize));
        let text = crate::ui::resigned_prompt(app, i18n).unwrap_or_else(|| {
            asked
                .with(|a| i18n.msg(&prompt(&s, &who, you, mode.get(), selected.get(), a.as_ref(), live, only_end_turn)))
        });
        let playing = matches!(s.stage(), Stage::Main | Stage::Pick | Stage::PutBack | Stage::Redistribute);
        Some(view! {
            {seat.map(|x| view! { <SeatSwatch kind=GameKind::Torres seat=x as usize/> })}
            <span class="who" data-testid="prompt">{text}</span>
            <span class="torres-phase" data-testid="phase">{if s.stage() == Stage::Over {
                i18n.t("torres-final-position")
            } else {
                i18n.msg(&Msg::new("torres-phase-round").arg("phase", s.phase()).arg("round", s.round()))
            }}</span>
            {playing.then(|| view! {
                <span class="torres-ap" data-testid="ap">{i18n.msg(&Msg::new("torres-ap-left").arg("points", s.ap_left()))}</span>
                <span class="torres-stack" data-testid="stack-left">{i18n.msg(&Msg::new("torres-blocks-left").arg("blocks", s.current_stack()))}</span>
            })}
        })
    };
    let buttons = move || {
        let s = state.get()?;
        if !interactive.get() {
            return None;
        }
        let legal = legal.get();
        let has = |a: TorresAction| legal.contains(&a);
        let mut v: Vec<AnyView> = Vec::new();
        for a in legal.iter().copied() {
            match a {
                TorresAction::ChooseStack(n) => v.push(
                    view! { <button class="primary" data-testid=format!("choose-stack-{n}") on:click=move |_| act.run(a)>{i18n.msg(&Msg::new("torres-choose-stack").arg("size", n))}</button> }.into_any(),
                ),
                TorresAction::Spread(n) => v.push(
                    view! { <button data-testid=format!("spread-{n}") on:click=move |_| act.run(a)>{i18n.msg(&Msg::new("torres-spread-onto").arg("size", n))}</button> }.into_any(),
                ),
                _ => {}
            }
        }
        if has(TorresAction::ReturnRest) {
            v.push(view! { <button data-testid="return-rest" on:click=move |_| act.run(TorresAction::ReturnRest)>{i18n.t("torres-return-rest")}</button> }.into_any());
        }
        if has(TorresAction::KeepKing) {
            v.push(view! { <button data-testid="keep-king" on:click=move |_| act.run(TorresAction::KeepKing)>{i18n.t("torres-keep-king")}</button> }.into_any());
        }
        if has(TorresAction::TakeCard) {
            v.push(view! { <button data-testid="take-card" title=i18n.t("torres-one-ap") on:click=move |_| act.run(TorresAction::TakeCard)>{i18n.t("torres-take-card")}</button> }.into_any());
        }
        if has(TorresAction::AdvanceScore) {
            v.push(view! { <button data-testid="advance-score" title=i18n.t("torres-one-ap") on:click=move |_| act.run(TorresAction::AdvanceScore)>{i18n.t("torres-advance-score")}</button> }.into_any());
        }
        if let Mode::Card(c) = mode.get() {
            v.push(view! { <button data-testid="cancel-card" on:click=move |_| { mode.set(Mode::Normal); selected.set(None); }>{i18n.msg(&Msg::new("torres-cancel-card").arg("card", card_name_msg(c)))}</button> }.into_any());
        }
        if has(TorresAction::EndTurn) {
            v.push(view! { <button class="primary" data-testid="end-turn" on:click=move |_| act.run(TorresAction::EndTurn)>{i18n.t("torres-end-turn")}</button> }.into_any());
        }
        let _ = s;
        Some(v)
    };
    view! {
        <StatusLine class="torres-status">
            {status}
        </StatusLine>
        <div class="row torres-actions" data-testid="actions">{buttons}</div>
        <Pick state=state interactive=interactive act=act/>
        <Hand turn=turn/>
        // A preference, not an action: after what the turn asks for (in 3-D on a phone, in the
        // board's empty top corner).
        <div class="torres-view">
            <button class="view-toggle" data-testid="view-toggle" on:click=toggle
                title=i18n.t("torres-view-toggle-title")>
                {move || if super::three_d(app, phone) { i18n.t("torres-view-flat") } else { i18n.t("torres-view-3d") }}
            </button>
        </div>
    }
}

/// The cards looked at when taking one (personal deck): keep one, then put the others back.
#[component]
fn Pick(state: Signal<Option<Torres>>, interactive: Signal<bool>, act: Callback<TorresAction>) -> impl IntoView {
    let i18n = use_i18n();
    move || {
        let s = state.get()?;
        // Only the player to move may see these cards, and only on his own turn.
        if !interactive.get() || !matches!(s.stage(), Stage::Pick | Stage::PutBack) {
            return None;
        }
        let keeping = s.stage() == Stage::Pick;
        let cards = s
            .pending_pick()
            .iter()
            .map(|&c| {
                // Each card's buttons name the card: three "Keep" buttons tell nothing apart.
                let named = |msg: Msg| i18n.msg(&msg.arg("card", card_name_msg(c)));
                let face = view! {
                    <strong>{i18n.msg(&card_name_msg(c))}</strong>
                    <small>{i18n.msg(&card_text(c))}</small>
                };
                if keeping {
                    // The whole card is the button: the largest target, and no row of its own.
                    return view! {
                        <button class="torres-card keep" data-testid="keep-card" data-card=c.name() aria-label=named(Msg::new("torres-keep-card"))
                            on:click=move |_| act.run(TorresAction::Keep(c))>
                            {face}<span class="keep-word" aria-hidden="true">{i18n.t("torres-keep")}</span>
                        </button>
                    }
                    .into_any();
                }
                view! {
                    <div class="torres-card">
                        {face}
                        <div class="row">
                            <button data-testid="put-top" data-card=c.name() aria-label=named(Msg::new("torres-put-top-card")) on:click=move |_| act.run(TorresAction::PutBack { card: c, top: true })>{i18n.t("torres-put-top")}</button>
                            <button data-testid="put-bottom" data-card=c.name() aria-label=named(Msg::new("torres-put-bottom-card")) on:click=move |_| act.run(TorresAction::PutBack { card: c, top: false })>{i18n.t("torres-put-bottom")}</button>
                        </div>
                    </div>
                }
                .into_any()
            })
            .collect_view();
        Some(view! {
            <div class="torres-pick" data-testid="card-pick">
                <h2>{if keeping { i18n.t("torres-pick-keep") } else { i18n.t("torres-pick-put-back") }}</h2>
                <div class="torres-cards">{cards}</div>
            </div>
        })
    }
}

/// The viewer's own hand. Clicking a playable card shows its targets on the board; a card with
/// no target (6 AP, 7 AP) is played at once.
#[component]
fn Hand(turn: TurnUi) -> impl IntoView {
    let TurnUi { state, interactive, viewer, legal, mode, selected, act, .. } = turn;
    let i18n = use_i18n();
    move || {
        let s = state.get()?;
        if s.options().cards == CardMode::Off {
            return None;
        }
        let seat = viewer.get()?;
        let hand = s.hand(seat);
        let taken = if s.to_move() == Some(seat) { s.taken_this_turn() } else { [0; 10] };
        let live = interactive.get() && s.to_move() == Some(seat);
        let legal = legal.get();
        let cards = Card::ALL
            .iter()
            .copied()
            .filter(|c| hand[*c as usize] > 0)
            .map(|c| {
                let plays: Vec<TorresAction> =
                    legal.iter().copied().filter(|a| matches!(a, TorresAction::Play(p) if p.card() == c)).collect();
                let playable = live && !plays.is_empty();
                let count = hand[c as usize];
                let fresh = taken[c as usize] >= count;
                let active = move || mode.get() == Mode::Card(c);
                let on_click = move |_| {
                    if !playable {
                        return;
                    }
                    if let [one @ TorresAction::Play(CardPlay::Ap6 | CardPlay::Ap7)] = plays.as_slice() {
                        act.run(*one);
                        return;
                    }
                    selected.set(None);
                    mode.update(|m| *m = if *m == Mode::Card(c) { Mode::Normal } else { Mode::Card(c) });
                };
                view! {
                    <button class="torres-card" class:playable=playable class:active=active disabled=!playable
                        data-testid=format!("card-{}", c as u8) data-card=c.name() on:click=on_click
                        title=if fresh { i18n.t("torres-card-fresh") } else { String::new() }>
                        <strong>{i18n.msg(&card_name_msg(c))}{(count > 1).then(|| format!(" ×{count}"))}</strong>
                        <small>{i18n.msg(&card_text(c))}</small>
                    </button>
                }
            })
            .collect_view();
        let empty = hand.iter().all(|&n| n == 0);
        Some(view! {
            <div class="torres-hand" data-testid="hand">
                <h2>{i18n.msg(&Msg::new("torres-your-cards").arg("colour", seat_colour_name(GameKind::Torres, seat as usize)))}</h2>
                {empty.then(|| view! { <p class="muted">{i18n.t("torres-no-cards")}</p> })}
                <div class="torres-cards">{cards}</div>
            </div>
        })
    }
}

/// Per player: score, stacks, knights, cards (others' hands only as counts), and the score track.
#[component]
pub(crate) fn Players(state: Signal<Option<Torres>>, viewer: Signal<Option<Seat>>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    move || {
        let s = state.get()?;
        let names = seat_names(app);
        let n = s.seat_count();
        let scores = s.scores();
        let cards_on = s.options().cards != CardMode::Off;
        let rows = (0..n as Seat)
            .map(|p| {
                let stacks = s.stack_sizes_of(p);
                let stacks_text = if stacks.is_empty() { "—".to_string() } else { stacks.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" ") };
                let played: u8 = s.played(p).iter().sum();
                let cards = cards_on.then(|| {
                    let mine = viewer.get() == Some(p);
                    i18n.msg(
                        &Msg::new(if mine { "torres-player-cards-yours" } else { "torres-player-cards" })
                            .arg("hand", s.hand_size(p))
                            .arg("deck", s.deck_size(p))
                            .arg("played", played),
                    )
                });
                view! {
                    <tr class:active=s.to_move() == Some(p) data-testid="torres-player">
                        <td><SeatSwatch kind=GameKind::Torres seat=p as usize/>{name_of(i18n, &names, p)}</td>
                        <td class="num">{scores.get(p as usize).copied().unwrap_or(0)}</td>
                        <td>{i18n.msg(&Msg::new("torres-player-stacks").arg("stacks", stacks_text))}</td>
                        <td>{i18n.msg(&Msg::new("torres-player-knights").arg("board", s.knights_of(p).len()).arg("reserve", s.reserve(p)))}</td>
                        <td>{cards}</td>
                    </tr>
                }
            })
            .collect_view();
        let master = s.master_card().map(|m| {
            view! { <p class="torres-master" data-testid="master-card">{i18n.msg(&Msg::new("torres-master-card").arg("number", m).arg("text", master_card_text(m)))}</p> }
        });
        Some(view! {
            <div class="torres-info">
                <p class="torres-supply">{i18n.msg(&Msg::new("torres-supply").arg("blocks", s.supply()).arg("castles", s.castle_count()))}</p>
                {master}
                <table class="torres-players"><tbody>{rows}</tbody></table>
                <ScoreTrack scores=scores/>
            </div>
        })
    }
}

/// The score track: from 0 to 100, or further in round steps once someone passes 100, with a
/// number every tenth of the way at most (`crate::board::torres::TrackScale`), so the numbers
/// never crowd; one marker per player, markers too close to read apart stacked above each other.
#[component]
fn ScoreTrack(scores: Vec<i32>) -> impl IntoView {
    let i18n = use_i18n();
    let scale = TrackScale::for_scores(&scores);
    let x_of = |score: i64| score.clamp(0, scale.end) as f64 / scale.end as f64 * 100.0;
    let ticks = scale
        .ticks()
        .into_iter()
        .map(|t| {
            let x = x_of(t);
            view! {
                <line x1=svg_num(x) y1=svg_num(TRACK_Y) x2=svg_num(x) y2=svg_num(TRACK_Y + 3.5) stroke="#8a7a60" stroke-width="0.4"/>
                <text x=svg_num(x) y=svg_num(TRACK_Y + 9.0) font-size="4.6" text-anchor="middle" fill="#cfc3ad">{t}</text>
            }
        })
        .collect_view();
    // Lowest scores first; each marker takes the lowest lane clear of the markers already there.
    let mut order: Vec<usize> = (0..scores.len()).collect();
    order.sort_by_key(|&p| scores[p]);
    let mut lanes: Vec<(usize, f64, usize)> = Vec::new();
    for p in order {
        let x = x_of(i64::from(scores[p]));
        let lane = (0..)
            .find(|&l| !lanes.iter().any(|&(_, ox, ol)| ol == l && (ox - x).abs() < 2.0 * MARKER_R + 0.6))
            .unwrap_or(0);
        lanes.push((p, x, lane));
    }
    let markers = lanes
        .into_iter()
        .map(|(p, x, lane)| {
            let y = TRACK_Y - lane as f64 * (2.0 * MARKER_R + 0.5);
            view! {
                <g data-seat=p><circle cx=svg_num(x) cy=svg_num(y) r=svg_num(MARKER_R) fill=SEAT_COLOURS[p % 4] stroke="#111" stroke-width="0.4"><title>{scores[p]}</title></circle>
                {shape_svg(p, x, y, 1.3)}</g>
            }
        })
        .collect_view();
    view! {
        <svg class="torres-track" viewBox="-4 -9 108 28" data-testid="score-track" data-end=scale.end aria-label=i18n.t("torres-score-track")>
            <line x1="0" y1=svg_num(TRACK_Y) x2="100" y2=svg_num(TRACK_Y) stroke="#8a7a60" stroke-width="0.9"/>
            {ticks}{markers}
        </svg>
    }
}

/// Where the score track's line runs, and its markers' radius (in the track's units: 100 = the
/// track's end; the lanes above the line hold four markers).
const TRACK_Y: f64 = 9.0;
const MARKER_R: f64 = 2.4;

/// The last phase scoring seen from the position shown, as the engine breaks it down
/// ([`Torres::scoring_breakdown`] of the position just before the scoring, from the history);
/// the view only renders it.
#[component]
pub(crate) fn Summary(state: Signal<Option<Torres>>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    // The reader's own open/closed choice for one scoring (keyed by the ply that scored), so a
    // summary closed by hand stays closed, and one reopened by hand stays open, as play goes on.
    let choice = RwSignal::new(None::<(usize, bool)>);
    let before = move || {
        state.track();
        let ply = app.view_ply.get();
        app.session.with(|s| {
            let m = <Torres as InAnyMatch>::get(&s.as_ref()?.game)?;
            let cur = ply.unwrap_or(m.ply()).min(m.ply());
            // The king's move after the scoring is still to be decided in the position shown.
            let deciding_king = m.state_at(cur).stage() == Stage::KingMove;
            (1..=cur).rev().find_map(|k| {
                let (a, b) = (m.state_at(k - 1), m.state_at(k));
                let scored = b.phase() > a.phase() || (b.stage() == Stage::Over && a.stage() != Stage::Over);
                scored.then(|| (*a, *b, k, cur - k, deciding_king))
            })
        })
    };
    move || {
        let (a, b, scored_at, ago, deciding_king) = before()?;
        let names = seat_names(app);
        let n = a.seat_count();
        let breakdown = a.scoring_breakdown();
        let phase = breakdown.phase;
        let head = (0..n)
            .map(|p| view! { <th><SeatSwatch kind=GameKind::Torres seat=p/>{name_of(i18n, &names, p as Seat)}</th> })
            .collect_view();
        let rows = breakdown
            .castles
            .iter()
            .map(|c| {
                let first = c.squares.first().map(|&q| sq_name(q)).unwrap_or_default();
                let cells = c
                    .levels
                    .iter()
                    .zip(&c.points)
                    .map(|(&lv, &pts)| {
                        let text = if lv == 0 { "—".to_string() } else { format!("{}×{} = {}", c.area, lv, pts) };
                        view! { <td class="num">{text}</td> }
                    })
                    .collect_view();
                view! { <tr><td>{i18n.msg(&Msg::new("torres-summary-castle-row").arg("square", first).arg("area", c.squares.len()))}</td>{cells}</tr> }
            })
            .collect_view();
        let king = breakdown.king_bonus.iter().map(|b| view! { <td class="num">{*b}</td> }).collect_view();
        let master = a.master_card().map(|_| {
            let cells = breakdown.master_bonus.iter().map(|b| view! { <td class="num">{*b}</td> }).collect_view();
            view! { <tr><td>{i18n.t("torres-summary-master")}</td>{cells}</tr> }
        });
        let totals =
            breakdown.total.iter().map(|t| view! { <td class="num"><strong>{*t}</strong></td> }).collect_view();
        let after = b.scores();
        let after_cells =
            (0..n).map(|p| view! { <td class="num">{after.get(p).copied().unwrap_or(0)}</td> }).collect_view();
        // Open while the scoring is fresh (king decision or first moves of the next phase).
        let fresh = ago <= 3 || deciding_king;
        let open = match choice.get() {
            Some((at, open)) if at == scored_at => open,
            _ => fresh,
        };
        // The signal alone decides `open`: the browser's own toggle on <summary> (click, Enter,
        // Space all arrive as a click) is cancelled so the two can never disagree.
        let toggle = move |ev: leptos::ev::MouseEvent| {
            ev.prevent_default();
            choice.set(Some((scored_at, !open)));
        };
        Some(view! {
            <details class="torres-summary" data-testid="scoring-summary" open=open>
                <summary on:click=toggle>{i18n.msg(&Msg::new("torres-summary-title").arg("phase", phase))}</summary>
                <table>
                    <thead><tr><th>{i18n.t("torres-summary-castle")}</th>{head}</tr></thead>
                    <tbody>
                        {rows}
                        <tr><td>{i18n.t("torres-summary-king")}</td>{king}</tr>
                        {master}
                        <tr class="total"><td>{i18n.t("torres-summary-total")}</td>{totals}</tr>
                        <tr><td>{i18n.t("torres-summary-after")}</td>{after_cells}</tr>
                    </tbody>
                </table>
            </details>
        })
    }
}
