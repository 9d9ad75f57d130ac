//! Everything around the board: the status line and its buttons, the hand and the card pick,
//! the players with their stacks and cards, the score track and the phase-scoring summary.

use super::Mode;
use crate::core::{Game, Seat};
use crate::games::torres::master::MASTER_CARDS;
use crate::games::torres::{sq_name, Card, CardMode, CardPlay, Stage, Torres, TorresAction};
use crate::session::InAnyMatch;
use crate::ui::board::StatusLine;
use crate::ui::{AppState, SEAT_COLOURS, SEAT_COLOUR_NAMES};
use leptos::prelude::*;

/// A card's effect in a few words (the rules page has the full text).
pub(crate) fn card_text(c: Card) -> &'static str {
    match c {
        Card::Climb2 => "A knight steps onto a neighbouring square up to 2 levels higher.",
        Card::BlockUnder => "Slide a block from one of your stacks under one of your knights.",
        Card::ExtraBlock => "Place one block from the common supply.",
        Card::SecretPassage => "Through a castle, climbing allowed inside; leave onto a lower square beside it.",
        Card::Diagonal => "A knight moves one square diagonally (1 level up at most).",
        Card::Ap6 => "One extra action point this turn.",
        Card::Ap7 => "Two extra action points this turn.",
        Card::MoveBlock => "Move the top block of a free square elsewhere, even to start a castle.",
        Card::Reposition => "Move a knight to where a new knight could join another of yours.",
        Card::Jump => "Leap straight over an adjacent knight onto the empty square behind.",
    }
}

fn seat_names(app: AppState) -> Vec<String> {
    app.session.with(|s| s.as_ref().map(|s| s.seats.iter().map(|x| x.name.clone()).collect()).unwrap_or_default())
}

fn name_of(names: &[String], seat: Seat) -> String {
    names.get(seat as usize).cloned().unwrap_or_else(|| SEAT_COLOUR_NAMES[seat as usize % 4].to_string())
}

pub(crate) fn inspect_text(s: &Torres, sq: u8) -> String {
    let mut t = format!("{}: height {}", sq_name(sq), s.height(sq));
    if let Some(c) = s.castle_of(sq) {
        t += &format!(", castle of area {} and height {}", s.castle_area(c), s.castle_height(c));
    }
    if let Some(p) = s.knight_at(sq) {
        t += &format!(", {} knight on level {}", SEAT_COLOUR_NAMES[p as usize % 4], s.height(sq));
    } else if s.king_square() == Some(sq) {
        t += ", the king";
    }
    t
}

fn prompt(s: &Torres, who: &str, mode: Mode, selected: Option<u8>, live: bool) -> String {
    match s.stage() {
        Stage::Over => "The game is over.".into(),
        Stage::Foundations => format!("{who}: place a castle foundation (3 or more steps from the others)."),
        Stage::StartKnights => format!("{who}: put a knight on an empty foundation."),
        Stage::StartKing => format!("{who}: put the king on an empty foundation."),
        Stage::ChooseStack => format!("{who}: choose this turn's stack of blocks."),
        Stage::Pick => format!("{who}: keep one of the cards you look at."),
        Stage::PutBack => format!("{who}: put each other card back on top of your deck or at the bottom."),
        Stage::Redistribute => format!(
            "{who}: {} unplaced block(s) — put them on your other stacks or return them to the supply.",
            s.current_stack()
        ),
        Stage::KingMove => {
            format!("{who}: fewest points, so you may move the king to a highlighted square, or leave it.")
        }
        Stage::Main if !live => format!("{who} is playing."),
        Stage::Main => match (mode, selected) {
            (Mode::Card(c), Some(from)) => format!("{}: where to from {}?", c.name(), sq_name(from)),
            (Mode::Card(Card::MoveBlock), None) => "Move block: click the block to lift, then where it goes.".into(),
            (Mode::Card(c), None) => format!("{}: click a highlighted knight or square.", c.name()),
            (Mode::Normal, Some(from)) => {
                format!("Knight on {}: click a destination (the number is its AP cost).", sq_name(from))
            }
            (Mode::Normal, None) => {
                format!("{who}: click a knight to move it, or a highlighted square to build or add a knight.")
            }
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
    pub act: Callback<TorresAction>,
}

#[component]
pub(crate) fn Controls(turn: TurnUi) -> impl IntoView {
    let TurnUi { state, interactive, viewer: _, legal, mode, selected, act } = turn;
    let app = expect_context::<AppState>();
    let toggle = move |_| app.settings.update(|s| s.three_d = !s.three_d);
    let status = move || {
        let s = state.get()?;
        let live = interactive.get();
        let names = seat_names(app);
        let seat = s.to_move();
        let who = seat.map(|x| name_of(&names, x)).unwrap_or_default();
        let text = prompt(&s, &who, mode.get(), selected.get(), live);
        let playing = matches!(s.stage(), Stage::Main | Stage::Pick | Stage::PutBack | Stage::Redistribute);
        Some(view! {
            <span class="swatch" style=format!("background:{}", seat.map(|x| SEAT_COLOURS[x as usize % 4]).unwrap_or("transparent"))></span>
            <span class="who" data-testid="prompt">{text}</span>
            <span class="torres-phase" data-testid="phase">{if s.stage() == Stage::Over {
                "Final position".to_string()
            } else {
                format!("Phase {} · round {}", s.phase(), s.round())
            }}</span>
            {playing.then(|| view! {
                <span class="torres-ap" data-testid="ap">{format!("AP {}", s.ap_left())}</span>
                <span class="torres-stack" data-testid="stack-left">{format!("Blocks {}", s.current_stack())}</span>
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
                    view! { <button class="primary" data-testid=format!("choose-stack-{n}") on:click=move |_| act.run(a)>{format!("Stack of {n}")}</button> }.into_any(),
                ),
                TorresAction::Spread(n) => v.push(
                    view! { <button data-testid=format!("spread-{n}") on:click=move |_| act.run(a)>{format!("One onto a stack of {n}")}</button> }.into_any(),
                ),
                _ => {}
            }
        }
        if has(TorresAction::ReturnRest) {
            v.push(view! { <button data-testid="return-rest" on:click=move |_| act.run(TorresAction::ReturnRest)>"Return the rest"</button> }.into_any());
        }
        if has(TorresAction::KeepKing) {
            v.push(view! { <button data-testid="keep-king" on:click=move |_| act.run(TorresAction::KeepKing)>"Leave the king"</button> }.into_any());
        }
        if has(TorresAction::TakeCard) {
            v.push(view! { <button data-testid="take-card" title="1 AP" on:click=move |_| act.run(TorresAction::TakeCard)>"Take a card (1)"</button> }.into_any());
        }
        if has(TorresAction::AdvanceScore) {
            v.push(view! { <button data-testid="advance-score" title="1 AP" on:click=move |_| act.run(TorresAction::AdvanceScore)>"Score +1 (1)"</button> }.into_any());
        }
        if let Mode::Card(c) = mode.get() {
            v.push(view! { <button data-testid="cancel-card" on:click=move |_| { mode.set(Mode::Normal); selected.set(None); }>{format!("Cancel {}", c.name())}</button> }.into_any());
        }
        if has(TorresAction::EndTurn) {
            v.push(view! { <button class="primary" data-testid="end-turn" on:click=move |_| act.run(TorresAction::EndTurn)>"End turn"</button> }.into_any());
        }
        let _ = s;
        Some(v)
    };
    view! {
        <StatusLine class="torres-status">
            {status}
            <button class="ghost view-toggle" data-testid="view-toggle" on:click=toggle
                title="Switch between the top-down and the 3-D view">
                {move || if app.settings.get().three_d { "Top-down view" } else { "3-D view" }}
            </button>
        </StatusLine>
        <div class="row torres-actions" data-testid="actions">{buttons}</div>
        <Pick state=state interactive=interactive act=act/>
        <Hand turn=turn/>
    }
}

/// The cards looked at when taking one (personal deck): keep one, then put the others back.
#[component]
fn Pick(state: Signal<Option<Torres>>, interactive: Signal<bool>, act: Callback<TorresAction>) -> impl IntoView {
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
                let buttons = if keeping {
                    view! { <button class="primary" data-testid="keep-card" data-card=c.name() on:click=move |_| act.run(TorresAction::Keep(c))>"Keep"</button> }.into_any()
                } else {
                    view! {
                        <button data-testid="put-top" data-card=c.name() on:click=move |_| act.run(TorresAction::PutBack { card: c, top: true })>"On top"</button>
                        <button data-testid="put-bottom" data-card=c.name() on:click=move |_| act.run(TorresAction::PutBack { card: c, top: false })>"At the bottom"</button>
                    }
                    .into_any()
                };
                view! {
                    <div class="torres-card">
                        <strong>{c.name()}</strong>
                        <small>{card_text(c)}</small>
                        <div class="row">{buttons}</div>
                    </div>
                }
            })
            .collect_view();
        Some(view! {
            <div class="torres-pick" data-testid="card-pick">
                <h3>{if keeping { "Keep one card" } else { "Put the others back" }}</h3>
                <div class="torres-cards">{cards}</div>
            </div>
        })
    }
}

/// The viewer's own hand. Clicking a playable card shows its targets on the board; a card with
/// no target (6 AP, 7 AP) is played at once.
#[component]
fn Hand(turn: TurnUi) -> impl IntoView {
    let TurnUi { state, interactive, viewer, legal, mode, selected, act } = turn;
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
                        title=if fresh { "Taken this turn: playable from your next turn" } else { "" }>
                        <strong>{c.name()}{(count > 1).then(|| format!(" ×{count}"))}</strong>
                        <small>{card_text(c)}</small>
                    </button>
                }
            })
            .collect_view();
        let empty = hand.iter().all(|&n| n == 0);
        Some(view! {
            <div class="torres-hand" data-testid="hand">
                <h3>{format!("Your cards ({})", SEAT_COLOUR_NAMES[seat as usize % 4])}</h3>
                {empty.then(|| view! { <p class="muted">"No cards in hand."</p> })}
                <div class="torres-cards">{cards}</div>
            </div>
        })
    }
}

/// Per player: score, stacks, knights, cards (others' hands only as counts), and the score track.
#[component]
pub(crate) fn Players(state: Signal<Option<Torres>>, viewer: Signal<Option<Seat>>) -> impl IntoView {
    let app = expect_context::<AppState>();
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
                    format!(
                        "cards {}{} · deck {} · played {played}",
                        s.hand_size(p),
                        if mine { " (yours)" } else { "" },
                        s.deck_size(p)
                    )
                });
                view! {
                    <tr class:active=s.to_move() == Some(p) data-testid="torres-player">
                        <td><span class="swatch" style=format!("background:{}", SEAT_COLOURS[p as usize % 4])></span>{name_of(&names, p)}</td>
                        <td class="num">{scores.get(p as usize).copied().unwrap_or(0)}</td>
                        <td>{format!("stacks {stacks_text}")}</td>
                        <td>{format!("knights {} on board, {} left", s.knights_of(p).len(), s.reserve(p))}</td>
                        <td>{cards}</td>
                    </tr>
                }
            })
            .collect_view();
        let master = s.master_card().map(|m| {
            view! { <p class="torres-master" data-testid="master-card">{format!("Master card {m}: {}", MASTER_CARDS[(m as usize).clamp(1, 8) - 1])}</p> }
        });
        Some(view! {
            <div class="torres-info">
                <p class="torres-supply">{format!("Supply: {} blocks · castles: {}", s.supply(), s.castle_count())}</p>
                {master}
                <table class="torres-players"><tbody>{rows}</tbody></table>
                <ScoreTrack scores=scores/>
            </div>
        })
    }
}

/// The score track: 0..100 (longer if someone passes 100), one marker per player.
#[component]
fn ScoreTrack(scores: Vec<i32>) -> impl IntoView {
    let top = scores.iter().copied().max().unwrap_or(0).max(100);
    let len = ((top + 9) / 10 * 10) as f64;
    let ticks = (0..=(len as i32 / 10))
        .map(|i| {
            let x = i as f64 * 10.0 / len * 100.0;
            view! {
                <line x1=x y1="4" x2=x y2="10" stroke="#8a7a60" stroke-width="0.3"/>
                <text x=x y="15" font-size="3.2" text-anchor="middle" fill="#6b5c45">{i * 10}</text>
            }
        })
        .collect_view();
    let markers = scores
        .iter()
        .enumerate()
        .map(|(p, &sc)| {
            let x = sc.max(0) as f64 / len * 100.0;
            // Markers may share 0: stagger them so each stays visible.
            let y = 7.0 - if sc == 0 { p as f64 * 2.6 } else { 0.0 };
            view! { <circle cx=x cy=y r="1.8" fill=SEAT_COLOURS[p % 4] stroke="#222" stroke-width="0.3"><title>{sc}</title></circle> }
        })
        .collect_view();
    view! {
        <svg class="torres-track" viewBox="-3 0 106 17" data-testid="score-track" aria-label="Score track">
            <line x1="0" y1="7" x2="100" y2="7" stroke="#8a7a60" stroke-width="0.8"/>
            {ticks}{markers}
        </svg>
    }
}

/// The last phase scoring seen from the position shown, as the engine breaks it down
/// ([`Torres::scoring_breakdown`] of the position just before the scoring, from the history);
/// the view only renders it.
#[component]
pub(crate) fn Summary(state: Signal<Option<Torres>>) -> impl IntoView {
    let app = expect_context::<AppState>();
    // The reader's own open/closed choice for one scoring (keyed by the ply that scored), so a
    // summary closed by hand stays closed, and one reopened by hand stays open, as play goes on.
    let choice = RwSignal::new(None::<(usize, bool)>);
    let before = move || {
        state.track();
        let ply = app.view_ply.get();
        app.session.with(|s| {
            let m = <Torres as InAnyMatch>::get(&s.as_ref()?.game)?;
            let cur = ply.unwrap_or(m.ply()).min(m.ply());
            (1..=cur).rev().find_map(|k| {
                let (a, b) = (m.state_at(k - 1), m.state_at(k));
                let scored = b.phase() > a.phase() || (b.stage() == Stage::Over && a.stage() != Stage::Over);
                scored.then(|| (*a, *b, k, cur - k))
            })
        })
    };
    move || {
        let (a, b, scored_at, ago) = before()?;
        let names = seat_names(app);
        let n = a.seat_count();
        let breakdown = a.scoring_breakdown();
        let phase = breakdown.phase;
        let head = (0..n)
            .map(|p| view! { <th><span class="swatch" style=format!("background:{}", SEAT_COLOURS[p % 4])></span>{name_of(&names, p as Seat)}</th> })
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
                view! { <tr><td>{format!("{first}… ({} sq.)", c.squares.len())}</td>{cells}</tr> }
            })
            .collect_view();
        let king = breakdown.king_bonus.iter().map(|b| view! { <td class="num">{*b}</td> }).collect_view();
        let master = a.master_card().map(|_| {
            let cells = breakdown.master_bonus.iter().map(|b| view! { <td class="num">{*b}</td> }).collect_view();
            view! { <tr><td>"Master card"</td>{cells}</tr> }
        });
        let totals =
            breakdown.total.iter().map(|t| view! { <td class="num"><strong>{*t}</strong></td> }).collect_view();
        let after = b.scores();
        let after_cells =
            (0..n).map(|p| view! { <td class="num">{after.get(p).copied().unwrap_or(0)}</td> }).collect_view();
        // Open while the scoring is fresh (king decision or first moves of the next phase).
        let fresh = ago <= 3 || b.stage() == Stage::KingMove;
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
                <summary on:click=toggle>{format!("Scoring after phase {phase}")}</summary>
                <table>
                    <thead><tr><th>"Castle"</th>{head}</tr></thead>
                    <tbody>
                        {rows}
                        <tr><td>"King's bonus"</td>{king}</tr>
                        {master}
                        <tr class="total"><td>"Phase total"</td>{totals}</tr>
                        <tr><td>"Score after"</td>{after_cells}</tr>
                    </tbody>
                </table>
            </details>
        })
    }
}
