//! The help line above the board (the rulebook's notification line), the status line under it
//! (whose turn, what is still required, the siege, the engine's reason for a refused click, the
//! turn's buttons), the two armies' panels (Reserve, Mountains, Dungeon) and the text describing
//! a square.

use super::draw::{self, seat_look};
use super::Selection;
use crate::core::Game;
use crate::games::fortaleza::{
    colours_msg, square_name, territory_msg, unit_help, unit_msg, Colours, EndReason, Fortaleza, FortalezaAction as A,
    Phase, Square, Territory, Unit,
};
use crate::i18n::Msg;
use crate::registry::GameKind;
use crate::ui::board::StatusLine;
use crate::ui::i18n::{use_i18n, I18n};
use crate::ui::registry::SeatSwatch;
use crate::ui::{you_by_name, AppState};
use leptos::prelude::*;

/// A seat's army colours, once chosen.
pub(crate) fn seat_colours(g: &Fortaleza, seat: u8) -> Msg {
    colours_msg(g.colours(seat))
}

/// "Red & Gold Lancer": a unit of a seat's army.
pub(crate) fn unit_of(g: &Fortaleza, seat: u8, unit: Unit) -> Msg {
    Msg::new("fortaleza-unit-of").arg("colours", seat_colours(g, seat)).arg("unit", unit_msg(unit))
}

/// "e4: Red & Gold Lancer" and what else stands there.
pub(crate) fn describe_square(i18n: I18n, g: &Fortaleza, sq: Square) -> String {
    let name = square_name(sq);
    let chosen = g.phase() != Phase::Choose;
    let mut parts = Vec::new();
    if let Some((seat, unit)) = g.unit_at(sq) {
        let besieging = chosen && g.exit_ring(1 - seat).has(sq);
        let key = Msg::new(if besieging { "fortaleza-square-unit-on-enemy-ring" } else { "fortaleza-square-unit" });
        parts.push(key.arg("unit", unit_of(g, seat, unit)));
    } else if g.is_water(sq) {
        parts.push(Msg::new("fortaleza-square-water"));
    } else if g.is_mountain(sq) {
        parts.push(Msg::new("fortaleza-square-mountain"));
    } else if let Some(owner) = g.fortress_owner(sq) {
        parts.push(Msg::new("fortaleza-square-fortress").arg("colours", seat_colours(g, owner)));
    } else {
        parts.push(Msg::new("fortaleza-square-land"));
    }
    if chosen {
        for seat in 0..2u8 {
            if g.exit_ring(seat).has(sq) {
                parts.push(Msg::new("fortaleza-square-ring").arg("colours", seat_colours(g, seat)));
            }
        }
        if let Some(seat) = (0..2u8).find(|&s| g.territory(s).contains(sq)) {
            parts.push(Msg::new("fortaleza-square-territory").arg("colours", seat_colours(g, seat)));
        }
    }
    let parts: Vec<String> = parts.iter().map(|p| i18n.msg(p)).collect();
    format!("{name}: {}", parts.join(" · "))
}

/// The seats' names from the session.
fn seat_names() -> Vec<String> {
    let app = expect_context::<AppState>();
    app.session.with(|s| s.as_ref().map(|s| s.seats.iter().map(|x| x.name.clone()).collect()).unwrap_or_default())
}

/// A seat's player by name. Sentences name the player alone: the colour chip beside every
/// prompt, result row and army panel already says which army is theirs, and a default bot name
/// ("Bot (First player)") followed by the colours in parentheses read as a pile of brackets. The
/// army panel's title adds the colours and the territory once chosen.
fn who(i18n: I18n, names: &[String], seat: u8) -> String {
    names.get(seat as usize).cloned().unwrap_or_else(|| i18n.msg(&Msg::new("fortaleza-player").arg("number", seat + 1)))
}

pub(crate) fn end_text(i18n: I18n, g: &Fortaleza, names: &[String]) -> String {
    let Some(ending) = g.ending() else { return i18n.t("fortaleza-end-over") };
    let winner = ending.winner.map(|w| who(i18n, names, w)).unwrap_or_default();
    let loser = ending.winner.map(|w| who(i18n, names, 1 - w)).unwrap_or_default();
    let you = ending.winner.map_or("no", |w| you_by_name(i18n, names, w as usize));
    let won = |msg: Msg| i18n.msg(&msg.arg("winner", winner.as_str()).arg("loser", loser.as_str()).arg("you", you));
    match ending.reason {
        EndReason::Checkmate => won(Msg::new("fortaleza-end-checkmate")),
        EndReason::KingCaptured => won(Msg::new("fortaleza-end-king-taken")),
        EndReason::Stalemate => match g.stalemated() {
            Some(seat) => i18n.msg(
                &Msg::new("fortaleza-end-stalemate-player")
                    .arg("player", who(i18n, names, seat).as_str())
                    .arg("you", you_by_name(i18n, names, seat as usize)),
            ),
            None => i18n.t("fortaleza-end-stalemate"),
        },
        EndReason::Repetition => i18n.t("fortaleza-end-repetition"),
        EndReason::NoProgress => i18n.t("fortaleza-end-no-progress"),
    }
}

/// What the deployment still needs, for the status line: whole sentences, one after the other.
fn deployment_prompt(i18n: I18n, g: &Fortaleza, seat: u8, legal: &[A], sel: Selection) -> String {
    if g.fortress(seat).is_none() {
        let side = territory_msg(g.territory(seat));
        return i18n.msg(&Msg::new("fortaleza-prompt-build").arg("territory", side));
    }
    let mut sentences = Vec::new();
    let mountains = g.mountains_left(seat);
    let no_unit = g.units_on_board(seat) == 0;
    if mountains > 0 || no_unit {
        let still = Msg::new(match (mountains > 0, no_unit) {
            (true, true) => "fortaleza-still-mountains-and-unit",
            (true, false) => "fortaleza-still-mountains",
            _ => "fortaleza-still-unit",
        });
        sentences.push(still.arg("count", mountains));
    }
    match sel {
        Selection::Mountain => sentences.push(Msg::new("fortaleza-placing-mountain")),
        Selection::Reserve(unit) => sentences.push(Msg::new("fortaleza-deploying").arg("unit", unit_msg(unit))),
        _ => {}
    }
    if legal.contains(&A::EndDeployment) {
        sentences.push(Msg::new("fortaleza-click-to-end-deployment"));
    } else if legal.contains(&A::LiftFortress) {
        sentences.push(Msg::new("fortaleza-click-to-lift"));
    }
    if g.units_on_board(seat) > 0 {
        sentences.push(Msg::new("fortaleza-click-to-take-back"));
    }
    sentences.iter().map(|m| i18n.msg(m)).collect::<Vec<_>>().join(" ")
}

/// The status line: the prompt, the siege, the engine's reason, and the turn's buttons.
#[component]
pub(crate) fn Controls(
    state: Signal<Option<Fortaleza>>,
    interactive: Signal<bool>,
    legal: Memo<Vec<A>>,
    selection: Signal<Selection>,
    act: Callback<A>,
    pick: Callback<Selection>,
    notice: Signal<Option<String>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let line = move || {
        let g = state.get()?;
        let names = seat_names();
        if let Some(text) = crate::ui::resigned_prompt(expect_context::<AppState>(), i18n) {
            return Some(view! { <span class="who" data-testid="prompt">{text}</span> }.into_any());
        }
        let Some(seat) = g.to_move() else {
            return Some(
                view! { <span class="who" data-testid="prompt">{end_text(i18n, &g, &names)}</span> }.into_any(),
            );
        };
        let live = interactive.get();
        let l = legal.get();
        let sel = selection.get();
        let me = who(i18n, &names, seat);
        let you = crate::ui::you_in_session(expect_context::<AppState>(), i18n, seat as usize);
        let said = |msg: Msg| i18n.msg(&msg.arg("player", me.as_str()).arg("you", you));
        let prompt = match g.phase() {
            Phase::Choose => said(Msg::new("fortaleza-prompt-choose")),
            Phase::Deploy if live => {
                let todo = deployment_prompt(i18n, &g, seat, &l, sel);
                i18n.msg(&Msg::new("fortaleza-prompt-deploy").arg("player", me.as_str()).arg("todo", todo))
            }
            Phase::Deploy => said(Msg::new("fortaleza-prompt-deploys")),
            Phase::March { .. } => said(Msg::new("fortaleza-prompt-march")),
            Phase::Rescue => said(Msg::new("fortaleza-prompt-rescue")),
            Phase::Save => said(Msg::new("fortaleza-prompt-save")),
            _ => match sel {
                Selection::Unit(from) if live => match g.unit_at(from) {
                    Some((_, unit)) => i18n.msg(
                        &Msg::new("fortaleza-prompt-unit")
                            .arg("player", me.as_str())
                            .arg("you", you)
                            .arg("unit", unit_msg(unit))
                            .arg("square", square_name(from)),
                    ),
                    None => said(Msg::new("fortaleza-prompt-to-play")),
                },
                _ if live => said(Msg::new("fortaleza-prompt-to-play-live")),
                _ => said(Msg::new("fortaleza-prompt-to-play")),
            },
        };
        let battle = matches!(g.phase(), Phase::Battle | Phase::March { .. });
        let check = (battle && g.king_threatened(seat)).then(|| {
            view! { <span class="fortaleza-warning" data-testid="check">{i18n.t("fortaleza-king-threatened")}</span> }
        });
        let siege = battle.then(|| siege_text(i18n, &g, &names, seat)).flatten().map(|t| {
            view! { <span class="fortaleza-siege" data-testid="siege">{t}</span> }
        });
        let buttons = live.then(|| {
            let choose = (g.phase() == Phase::Choose).then(|| {
                l.iter()
                    .filter_map(|a| match *a {
                        A::Choose { territory, colours } => Some((*a, territory, colours)),
                        _ => None,
                    })
                    .map(|(a, territory, colours)| {
                        let l = draw::look(colours);
                        let rows = if territory == Territory::South { "1–6" } else { "7–12" };
                        let label = Msg::new("fortaleza-choice")
                            .arg("territory", territory_msg(territory))
                            .arg("rows", rows)
                            .arg("colours", colours_msg(colours));
                        let testid = format!(
                            "choose-{}-{}",
                            territory.name().to_ascii_lowercase(),
                            if colours == Colours::RedAndGold { "red" } else { "black" }
                        );
                        view! {
                            <button class="fortaleza-choice" data-testid=testid on:click=move |_| act.run(a)>
                                <span class="fortaleza-chip" style=format!("background:{};border-color:{}", l.body, l.rim)></span>
                                {i18n.msg(&label)}
                            </button>
                        }
                    })
                    .collect_view()
            });
            let end_march = l.contains(&A::EndMarch).then(|| view! {
                <button class="primary" data-testid="end-march" on:click=move |_| act.run(A::EndMarch)>{i18n.t("fortaleza-end-march")}</button>
            });
            let execute = l.contains(&A::ExecuteSiege).then(|| view! {
                <button class="primary" data-testid="execute-siege" on:click=move |_| act.run(A::ExecuteSiege)>{i18n.t("fortaleza-execute-siege")}</button>
            });
            let end_deploy = l.contains(&A::EndDeployment).then(|| view! {
                <button class="primary" data-testid="end-deployment" on:click=move |_| act.run(A::EndDeployment)>{i18n.t("fortaleza-end-deployment")}</button>
            });
            let rescue = l
                .iter()
                .filter_map(|a| match *a {
                    A::Rescue { unit } => Some((*a, unit)),
                    _ => None,
                })
                .map(|(a, unit)| view! {
                    <button class="primary" data-testid=format!("rescue-{}", unit.letter()) on:click=move |_| act.run(a)>
                        {i18n.msg(&Msg::new("fortaleza-free").arg("unit", unit_msg(unit)))}
                    </button>
                })
                .collect_view();
            let mut saves: Vec<Unit> = l.iter().filter_map(|a| match a { A::Save { unit, .. } => Some(*unit), _ => None }).collect();
            saves.dedup();
            let save = saves
                .into_iter()
                .map(|unit| {
                    let kept = A::Save { unit, to: None };
                    if l.contains(&kept) {
                        view! {
                            <button data-testid=format!("save-kept-{}", unit.letter()) on:click=move |_| act.run(kept)>
                                {i18n.msg(&Msg::new("fortaleza-save-kept").arg("unit", unit_msg(unit)))}
                            </button>
                        }
                        .into_any()
                    } else {
                        let held = sel == Selection::Reserve(unit);
                        view! {
                            <button class:primary=held data-testid=format!("save-{}", unit.letter()) on:click=move |_| pick.run(Selection::Reserve(unit))>
                                {i18n.msg(&Msg::new("fortaleza-save").arg("unit", unit_msg(unit)))}
                            </button>
                        }
                        .into_any()
                    }
                })
                .collect_view();
            view! { {choose}{end_deploy}{end_march}{execute}{rescue}{save} }
        });
        Some(
            view! {
                // The seat's chip as the players list and the log draw it: its army's letter too.
                <SeatSwatch kind=GameKind::Fortaleza seat=seat as usize/>
                <span class="who" data-testid="prompt">{prompt}</span>
                {check}{siege}
                {notice.get().map(|r| view! { <span class="fortaleza-reason" data-testid="reason">{r}</span> })}
                {buttons}
            }
            .into_any(),
        )
    };
    view! { <StatusLine class="fortaleza-status">{line}</StatusLine> }
}

/// The siege as the seat to act sees it.
fn siege_text(i18n: I18n, g: &Fortaleza, names: &[String], seat: u8) -> Option<String> {
    let theirs = 1 - seat;
    if g.siege_stands(seat) {
        let n = g.besieging_squares(seat).len();
        return Some(i18n.msg(&Msg::new("fortaleza-siege-yours").arg("count", n)));
    }
    if g.siege_stands(theirs) {
        let on: Vec<String> = g.besieging_squares(theirs).into_iter().map(square_name).collect();
        let you = crate::ui::you_in_session(expect_context::<AppState>(), i18n, theirs as usize);
        let msg = Msg::new("fortaleza-siege-theirs")
            .arg("player", who(i18n, names, theirs))
            .arg("you", you)
            .arg("squares", on.join(", "));
        return Some(i18n.msg(&msg));
    }
    None
}

/// The rulebook's notification line: a unit's help after the pointer rests on it for 1 s.
#[component]
pub(crate) fn HelpLine(
    state: Signal<Option<Fortaleza>>,
    hover: Signal<Option<Square>>,
    level: Signal<u8>,
) -> impl IntoView {
    let i18n = use_i18n();
    let content = move || {
        let at = hover.get();
        let shown = level.get();
        let unit = at.and_then(|sq| state.with(|s| s.as_ref().and_then(|g| g.unit_at(sq).map(|u| (g.clone(), u)))));
        match (unit, shown) {
            (Some((g, (seat, unit))), 1..) => {
                let help = unit_help(unit);
                let look = seat_look(&g, seat);
                let title = i18n.msg(&unit_of(&g, seat, unit));
                let token = draw::token_svg(unit, look, 24, title.clone());
                let more =
                    i18n.t(if shown >= 2 { "fortaleza-help-squares-shown" } else { "fortaleza-help-keep-still" });
                view! {
                    <div class="fortaleza-help" data-testid="unit-help" data-unit=unit.letter().to_string() data-level=shown.to_string()>
                        <span class="fortaleza-help-token">{token}</span>
                        <strong>{title}</strong>
                        <span class="fortaleza-help-more">{more}</span>
                        <span class="fortaleza-help-part" data-part="moves"><span>{draw::icon(draw::Icon::Moves)}</span>{i18n.msg(&help.moves)}</span>
                        <span class="fortaleza-help-part" data-part="blocked"><span>{draw::icon(draw::Icon::Blocked)}</span>{i18n.msg(&help.blocked_by)}</span>
                        <span class="fortaleza-help-part" data-part="special"><span>{draw::icon(draw::Icon::Special)}</span>{i18n.msg(&help.special)}</span>
                    </div>
                }
                .into_any()
            }
            _ => view! {
                <div class="fortaleza-help idle" data-testid="help-idle">{i18n.t("fortaleza-help-idle")}</div>
            }
            .into_any(),
        }
    };
    view! { <div class="fortaleza-notify" aria-live="polite">{content}</div> }
}

/// Each army's panel: its colours and territory, its Reserve (the seat to act deploys or saves
/// from it), its Mountains to place, and its Dungeon (the enemy units it holds). Before the battle
/// another seat's Reserve is not shown: it would tell how many of its units are deployed.
#[component]
pub(crate) fn Armies(
    state: Signal<Option<Fortaleza>>,
    interactive: Signal<bool>,
    viewer: Signal<Option<u8>>,
    legal: Memo<Vec<A>>,
    selection: Signal<Selection>,
    pick: Callback<Selection>,
    act: Callback<A>,
) -> impl IntoView {
    let i18n = use_i18n();
    move || {
        let g = state.get()?;
        let names = seat_names();
        let live = interactive.get();
        let l = legal.get();
        let sel = selection.get();
        let hidden = g.has_hidden_information();
        let chosen = g.phase() != Phase::Choose;
        // The player's own army first (the lone human's, or the human to move's): on a phone its
        // Reserve, to deploy from, sits right under the prompt. Seat order while no human is to
        // act, so a game between bots does not swap the panels at every move.
        let first = viewer.get().unwrap_or(0);
        let panels = (0..2u8)
            .map(|i| i ^ first)
            .map(|seat| {
                let look = seat_look(&g, seat);
                let acting = live && g.to_move() == Some(seat);
                let secret = hidden && viewer.get() != Some(seat);
                let reserve = if secret {
                    view! { <p class="fortaleza-fog" data-testid=format!("reserve-hidden-{seat}")>{i18n.t("fortaleza-reserve-hidden")}</p> }.into_any()
                } else {
                    let items = Unit::ALL
                        .iter()
                        .filter(|u| g.reserve(seat, **u) > 0)
                        .map(|&unit| {
                            let n = g.reserve(seat, unit);
                            let usable = acting && l.iter().any(|a| crate::board::fortaleza::reserve_unit(*a) == Some(unit));
                            let held = acting && sel == Selection::Reserve(unit);
                            let title = i18n.msg(&unit_of(&g, seat, unit));
                            let token = draw::token_svg(unit, look, 26, title);
                            let name = i18n.msg(&unit_msg(unit));
                            let hint = Msg::new("fortaleza-reserve-unit-title")
                                .arg("unit", name.as_str())
                                .arg("key", (unit.index() + 1) % 10);
                            let testid = if acting { format!("reserve-{}", unit.letter()) } else { String::new() };
                            view! {
                                <button class="fortaleza-unit" class:held=held prop:disabled=!usable data-testid=testid
                                    title=i18n.msg(&hint)
                                    on:click=move |_| pick.run(Selection::Reserve(unit))>
                                    <span>{token}</span>{format!("{name} ×{n}")}
                                </button>
                            }
                        })
                        .collect_view();
                    view! { <div class="fortaleza-units" data-testid=format!("reserve-{seat}")>{items}</div> }.into_any()
                };
                let mountains = (g.phase() == Phase::Deploy && g.mountains_left(seat) > 0 && !secret).then(|| {
                    let usable = acting && l.iter().any(|a| matches!(a, A::PlaceMountain { .. }));
                    let held = acting && sel == Selection::Mountain;
                    view! {
                        <button class="fortaleza-unit" class:held=held prop:disabled=!usable data-testid=if acting { "pick-mountain" } else { "" }
                            title=i18n.t("fortaleza-mountains-title") on:click=move |_| pick.run(Selection::Mountain)>
                            {i18n.msg(&Msg::new("fortaleza-mountains").arg("count", g.mountains_left(seat)))}
                        </button>
                    }
                });
                let prisoners: Vec<(Unit, u8)> =
                    Unit::ALL.iter().map(|&u| (u, g.dungeon(seat, u))).filter(|(_, n)| *n > 0).collect();
                let enemy = seat_look(&g, 1 - seat);
                let dungeon = if prisoners.is_empty() {
                    view! { <span class="fortaleza-empty">{i18n.t("fortaleza-dungeon-empty")}</span> }.into_any()
                } else {
                    prisoners
                        .into_iter()
                        .map(|(unit, n)| {
                            let rescue = A::Rescue { unit };
                            // The prisoners the seat to act may free are his own, in the other seat's Dungeon.
                            let can = live && g.to_move() == Some(1 - seat) && l.contains(&rescue);
                            let token = draw::token_svg(unit, enemy, 22, i18n.msg(&unit_of(&g, 1 - seat, unit)));
                            let name = i18n.msg(&unit_msg(unit));
                            view! {
                                <button class="fortaleza-unit prisoner" prop:disabled=!can data-testid=format!("dungeon-{seat}-{}", unit.letter())
                                    title=i18n.t(if can { "fortaleza-prisoner-free-title" } else { "fortaleza-prisoner-held-title" }) on:click=move |_| act.run(rescue)>
                                    <span>{token}</span>{format!("{name} ×{n}")}
                                </button>
                            }
                        })
                        .collect_view()
                        .into_any()
                };
                let name = who(i18n, &names, seat);
                let title = if chosen {
                    i18n.msg(
                        &Msg::new("fortaleza-army-title")
                            .arg("player", name.as_str())
                            .arg("colours", seat_colours(&g, seat))
                            .arg("territory", territory_msg(g.territory(seat))),
                    )
                } else {
                    name
                };
                view! {
                    <div class="fortaleza-army" class:active=g.to_move() == Some(seat) data-seat=seat data-testid=format!("army-{seat}")>
                        <h2>
                            <SeatSwatch kind=GameKind::Fortaleza seat=seat as usize/>
                            {title}
                        </h2>
                        <div class="fortaleza-row"><span class="label">{i18n.t("fortaleza-reserve")}</span>{reserve}{mountains}</div>
                        <div class="fortaleza-row"><span class="label">{i18n.t("fortaleza-dungeon")}</span><div class="fortaleza-units" data-testid=format!("dungeon-{seat}")>{dungeon}</div></div>
                    </div>
                }
            })
            .collect_view();
        Some(view! { <div class="fortaleza-armies" data-testid="armies">{panels}</div> })
    }
}
