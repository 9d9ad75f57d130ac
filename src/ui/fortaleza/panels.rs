//! The help line above the board (the rulebook's notification line), the status line under it
//! (whose turn, what is still required, the siege, the engine's reason for a refused click, the
//! turn's buttons), the two armies' panels (Reserve, Mountains, Dungeon) and the text describing
//! a square.

use super::draw::{self, seat_look};
use super::Selection;
use crate::core::Game;
use crate::games::fortaleza::{
    square_name, Colours, EndReason, Fortaleza, FortalezaAction as A, Phase, Square, Territory, Unit, UNIT_HELP,
};
use crate::ui::board::StatusLine;
use crate::ui::AppState;
use leptos::prelude::*;

fn plural(n: u8, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// "e4: Red & Gold Lancer" and what else stands there.
pub(crate) fn describe_square(g: &Fortaleza, sq: Square) -> String {
    let name = square_name(sq);
    let chosen = g.phase() != Phase::Choose;
    let mut parts = Vec::new();
    if let Some((seat, unit)) = g.unit_at(sq) {
        let mut text = format!("{} {}", seat_look(g, seat).name, unit.name());
        if chosen && g.exit_ring(1 - seat).has(sq) {
            text += " (on the enemy Exit Ring)";
        }
        parts.push(text);
    } else if g.is_water(sq) {
        parts.push("water".to_string());
    } else if g.is_mountain(sq) {
        parts.push("Mountain".to_string());
    } else if let Some(owner) = g.fortress_owner(sq) {
        parts.push(format!("{} Fortress", seat_look(g, owner).name));
    } else {
        parts.push("empty land".to_string());
    }
    if chosen {
        for seat in 0..2u8 {
            if g.exit_ring(seat).has(sq) {
                parts.push(format!("{} Exit Ring", seat_look(g, seat).name));
            }
        }
        if let Some(seat) = (0..2u8).find(|&s| g.territory(s).contains(sq)) {
            parts.push(format!("{} territory", seat_look(g, seat).name));
        }
    }
    format!("{name}: {}", parts.join(" · "))
}

/// The seats' names from the session.
fn seat_names() -> Vec<String> {
    let app = expect_context::<AppState>();
    app.session.with(|s| s.as_ref().map(|s| s.seats.iter().map(|x| x.name.clone()).collect()).unwrap_or_default())
}

fn who(g: &Fortaleza, names: &[String], seat: u8) -> String {
    let name = names.get(seat as usize).cloned().unwrap_or_else(|| format!("Player {}", seat + 1));
    if g.phase() == Phase::Choose {
        name
    } else {
        format!("{name} ({})", seat_look(g, seat).name)
    }
}

fn end_text(g: &Fortaleza, names: &[String]) -> String {
    let Some(ending) = g.ending() else { return "The game is over.".to_string() };
    let winner = ending.winner.map(|w| who(g, names, w)).unwrap_or_default();
    let loser = ending.winner.map(|w| who(g, names, 1 - w)).unwrap_or_default();
    // The first seat's default name is "You".
    let wins = if winner.starts_with("You") { "win" } else { "wins" };
    match ending.reason {
        EndReason::Checkmate => format!("Checkmate: {loser} cannot escape. {winner} {wins}."),
        EndReason::KingCaptured => format!("{loser}'s King is taken. {winner} {wins}."),
        EndReason::Stalemate => "The player to act has no legal action and his King is safe: a draw.".to_string(),
        EndReason::Repetition => "The same position came up a third time: a draw.".to_string(),
        EndReason::NoProgress => "100 actions without a capture, deployment or siege: a draw.".to_string(),
    }
}

/// What the deployment still needs, for the status line.
fn deployment_prompt(g: &Fortaleza, seat: u8, legal: &[A], sel: Selection) -> String {
    if g.fortress(seat).is_none() {
        let side = g.territory(seat).name();
        return format!(
            "Build your Fortress: click a marked square (its lower-left corner). It and its Exit Ring must lie in the {side}."
        );
    }
    let mut needs = Vec::new();
    let mountains = g.mountains_left(seat);
    if mountains > 0 {
        needs.push(format!("place {}", plural(mountains, "more Mountain", "more Mountains")));
    }
    if g.units_on_board(seat) == 0 {
        needs.push("deploy at least one unit onto your Exit Ring".to_string());
    }
    let holding = match sel {
        Selection::Mountain => " Placing a Mountain: click a marked square of your territory.".to_string(),
        Selection::Reserve(unit) => format!(" Deploying a {}: click a marked square of your Exit Ring.", unit.name()),
        _ => String::new(),
    };
    let finish = if legal.contains(&A::EndDeployment) {
        " Click your Fortress to end your deployment (units left in the Reserve stay inside it)."
    } else if legal.contains(&A::LiftFortress) {
        " Clicking your Fortress now lifts it, to build it elsewhere."
    } else {
        ""
    };
    let still = if needs.is_empty() { String::new() } else { format!("Still to do: {}.", needs.join("; ")) };
    let take_back = if g.units_on_board(seat) > 0 { " Click a deployed unit to take it back." } else { "" };
    format!("{still}{holding}{finish}{take_back}").trim().to_string()
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
    let line = move || {
        let g = state.get()?;
        let names = seat_names();
        let Some(seat) = g.to_move() else {
            return Some(view! { <span class="who" data-testid="prompt">{end_text(&g, &names)}</span> }.into_any());
        };
        let live = interactive.get();
        let l = legal.get();
        let sel = selection.get();
        let look = seat_look(&g, seat);
        let me = who(&g, &names, seat);
        let prompt = match g.phase() {
            Phase::Choose => format!("{me}: choose your territory and your colours."),
            Phase::Deploy if live => format!("{me}: {}", deployment_prompt(&g, seat, &l, sel)),
            Phase::Deploy => format!("{me} deploys in the fog of war."),
            Phase::March { .. } => format!("{me}: Forced March — move another Rabble, or end the march."),
            Phase::Rescue => format!("{me}: the siege is executed. Free one of your units from the enemy Dungeon."),
            Phase::Save => {
                format!("{me}: save one unit from your Reserve — pick it, then a marked square of your ring.")
            }
            _ => match sel {
                Selection::Unit(from) if live => match g.unit_at(from) {
                    Some((_, unit)) => {
                        format!("{me}: {} on {} — click a marked square.", unit.name(), square_name(from))
                    }
                    None => format!("{me} to play."),
                },
                _ if live => format!("{me} to play: click a unit, or deploy from your Reserve."),
                _ => format!("{me} to play."),
            },
        };
        let battle = matches!(g.phase(), Phase::Battle | Phase::March { .. });
        let check = (battle && g.king_threatened(seat)).then(|| {
            view! { <span class="fortaleza-warning" data-testid="check">"Your King is threatened!"</span> }
        });
        let siege = battle.then(|| siege_text(&g, &names, seat)).flatten().map(|t| {
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
                        let testid = format!(
                            "choose-{}-{}",
                            territory.name().to_lowercase(),
                            if colours == Colours::RedAndGold { "red" } else { "black" }
                        );
                        let rows = if territory == Territory::South { "rows 1–6" } else { "rows 7–12" };
                        view! {
                            <button class="fortaleza-choice" data-testid=testid on:click=move |_| act.run(a)>
                                <span class="fortaleza-chip" style=format!("background:{};border-color:{}", l.body, l.rim)></span>
                                {format!("{} ({rows}), {}", territory.name(), l.name)}
                            </button>
                        }
                    })
                    .collect_view()
            });
            let end_march = l.contains(&A::EndMarch).then(|| view! {
                <button class="primary" data-testid="end-march" on:click=move |_| act.run(A::EndMarch)>"End march"</button>
            });
            let execute = l.contains(&A::ExecuteSiege).then(|| view! {
                <button class="primary" data-testid="execute-siege" on:click=move |_| act.run(A::ExecuteSiege)>"Execute siege"</button>
            });
            let end_deploy = l.contains(&A::EndDeployment).then(|| view! {
                <button class="primary" data-testid="end-deployment" on:click=move |_| act.run(A::EndDeployment)>"End deployment"</button>
            });
            let rescue = l
                .iter()
                .filter_map(|a| match *a {
                    A::Rescue { unit } => Some((*a, unit)),
                    _ => None,
                })
                .map(|(a, unit)| view! {
                    <button class="primary" data-testid=format!("rescue-{}", unit.letter()) on:click=move |_| act.run(a)>
                        {format!("Free the {}", unit.name())}
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
                                {format!("Keep the {} (no free square)", unit.name())}
                            </button>
                        }
                        .into_any()
                    } else {
                        let held = sel == Selection::Reserve(unit);
                        view! {
                            <button class:primary=held data-testid=format!("save-{}", unit.letter()) on:click=move |_| pick.run(Selection::Reserve(unit))>
                                {format!("Save the {}", unit.name())}
                            </button>
                        }
                        .into_any()
                    }
                })
                .collect_view();
            view! { {choose}{end_deploy}{end_march}{execute}{rescue}{save} }
        });
        Some(view! {
            <span class="swatch fortaleza-swatch" style=format!("background:{};border-color:{}", look.body, look.rim)></span>
            <span class="who" data-testid="prompt">{prompt}</span>
            {check}{siege}
            {notice.get().map(|r| view! { <span class="fortaleza-reason" data-testid="reason">{r}</span> })}
            {buttons}
        }.into_any())
    };
    view! { <StatusLine class="fortaleza-status">{line}</StatusLine> }
}

/// The siege as the seat to act sees it.
fn siege_text(g: &Fortaleza, names: &[String], seat: u8) -> Option<String> {
    let theirs = 1 - seat;
    if g.siege_stands(seat) {
        let n = g.besieging_squares(seat).len();
        return Some(format!(
            "Your siege stands ({n} units on the enemy Exit Ring): click the enemy Fortress or Execute siege."
        ));
    }
    if g.siege_stands(theirs) {
        let on: Vec<String> = g.besieging_squares(theirs).into_iter().map(square_name).collect();
        return Some(format!(
            "{} besieges your Fortress from {}: break the siege this turn (leave fewer than 2 of them on your ring).",
            who(g, names, theirs),
            on.join(", ")
        ));
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
    let content = move || {
        let at = hover.get();
        let shown = level.get();
        let unit = at.and_then(|sq| state.with(|s| s.as_ref().and_then(|g| g.unit_at(sq).map(|u| (g.clone(), u)))));
        match (unit, shown) {
            (Some((g, (seat, unit))), 1..) => {
                let help = UNIT_HELP[unit.index()];
                let look = seat_look(&g, seat);
                let title = format!("{} {}", look.name, unit.name());
                let token = draw::token_svg(unit, look, 24, &title);
                let more = if shown >= 2 {
                    "Green: where it can go (red edge: a capture or shot); crossed red: what stops it."
                } else {
                    "Keep still 3 s (or press H again) to see its squares."
                };
                view! {
                    <div class="fortaleza-help" data-testid="unit-help" data-unit=unit.letter().to_string() data-level=shown.to_string()>
                        <span class="fortaleza-help-token" inner_html=token></span>
                        <strong>{title}</strong>
                        <span class="fortaleza-help-more">{more}</span>
                        <span class="fortaleza-help-part" data-part="moves"><span inner_html=draw::icon("moves")></span>{help.moves}</span>
                        <span class="fortaleza-help-part" data-part="blocked"><span inner_html=draw::icon("blocked")></span>{help.blocked_by}</span>
                        <span class="fortaleza-help-part" data-part="special"><span inner_html=draw::icon("special")></span>{help.special}</span>
                    </div>
                }
                .into_any()
            }
            _ => view! {
                <div class="fortaleza-help idle" data-testid="help-idle">
                    "Rest the pointer on a unit for 1 s (long press on touch, H on the keyboard cursor) for its help; 3 s shows its squares."
                </div>
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
    move || {
        let g = state.get()?;
        let names = seat_names();
        let live = interactive.get();
        let l = legal.get();
        let sel = selection.get();
        let hidden = g.has_hidden_information();
        let chosen = g.phase() != Phase::Choose;
        let panels = (0..2u8)
            .map(|seat| {
                let look = seat_look(&g, seat);
                let acting = live && g.to_move() == Some(seat);
                let secret = hidden && viewer.get() != Some(seat);
                let reserve = if secret {
                    view! { <p class="fortaleza-fog" data-testid=format!("reserve-hidden-{seat}")>"hidden in the fog of war"</p> }.into_any()
                } else {
                    let items = Unit::ALL
                        .iter()
                        .filter(|u| g.reserve(seat, **u) > 0)
                        .map(|&unit| {
                            let n = g.reserve(seat, unit);
                            let usable = acting && l.iter().any(|a| super::reserve_unit(*a) == Some(unit));
                            let held = acting && sel == Selection::Reserve(unit);
                            let title = format!("{} {}", look.name, unit.name());
                            let token = draw::token_svg(unit, look, 26, &title);
                            let testid = if acting { format!("reserve-{}", unit.letter()) } else { String::new() };
                            view! {
                                <button class="fortaleza-unit" class:held=held prop:disabled=!usable data-testid=testid
                                    title=format!("{} in the Reserve (key {})", unit.name(), (unit.index() + 1) % 10)
                                    on:click=move |_| pick.run(Selection::Reserve(unit))>
                                    <span inner_html=token></span>{format!("{} ×{n}", unit.name())}
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
                            title="Mountains to place (key M)" on:click=move |_| pick.run(Selection::Mountain)>
                            {format!("Mountain ×{}", g.mountains_left(seat))}
                        </button>
                    }
                });
                let prisoners: Vec<(Unit, u8)> =
                    Unit::ALL.iter().map(|&u| (u, g.dungeon(seat, u))).filter(|(_, n)| *n > 0).collect();
                let enemy = seat_look(&g, 1 - seat);
                let dungeon = if prisoners.is_empty() {
                    view! { <span class="fortaleza-empty">"empty"</span> }.into_any()
                } else {
                    prisoners
                        .into_iter()
                        .map(|(unit, n)| {
                            let rescue = A::Rescue { unit };
                            // The prisoners the seat to act may free are his own, in the other seat's Dungeon.
                            let can = live && g.to_move() == Some(1 - seat) && l.contains(&rescue);
                            let token = draw::token_svg(unit, enemy, 22, &format!("{} {}", enemy.name, unit.name()));
                            view! {
                                <button class="fortaleza-unit prisoner" prop:disabled=!can data-testid=format!("dungeon-{seat}-{}", unit.letter())
                                    title=if can { "Free this prisoner" } else { "Held in the Dungeon" } on:click=move |_| act.run(rescue)>
                                    <span inner_html=token></span>{format!("{} ×{n}", unit.name())}
                                </button>
                            }
                        })
                        .collect_view()
                        .into_any()
                };
                let territory = if chosen { format!(" · {}", g.territory(seat).name()) } else { String::new() };
                view! {
                    <div class="fortaleza-army" class:active=g.to_move() == Some(seat) data-seat=seat data-testid=format!("army-{seat}")>
                        <h3>
                            <span class="fortaleza-chip" style=format!("background:{};border-color:{}", look.body, look.rim)></span>
                            {format!("{}{}", who(&g, &names, seat), territory)}
                        </h3>
                        <div class="fortaleza-row"><span class="label">"Reserve"</span>{reserve}{mountains}</div>
                        <div class="fortaleza-row"><span class="label">"Dungeon"</span><div class="fortaleza-units" data-testid=format!("dungeon-{seat}")>{dungeon}</div></div>
                    </div>
                }
            })
            .collect_view();
        Some(view! { <div class="fortaleza-armies" data-testid="armies">{panels}</div> })
    }
}
