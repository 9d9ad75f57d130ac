//! Fortaleza's board and controls, built on the board kit. The board draws the engine's view of
//! the position for the viewer (before the battle the other army is simply not in it) and
//! reports clicks; every mark and button comes from the engine's legal actions, its `check`
//! (whose message the status line shows when a click is refused) and its answers about units
//! (`unit_reach`, `besieging_squares`, `threatens`, `action_kind`, `fortress_of_action`) —
//! nothing here re-derives a rule. What a click means and what is marked for the selection is
//! decided in `crate::board::fortaleza` (over the kit's marks, tested natively).
//!
//! * `draw`   — the board as SVG views in layers (terrain, units keyed one by one, marks, the
//!   help's highlights)
//! * `panels` — the help line, the status line with the turn's buttons, the armies' panels
//! * `extras` — the new-game note and the rules-page diagrams
//!
//! Clicks: the opening choice is four buttons. In the deployment a click on a marked square builds
//! the Fortress there; then the Reserve panel picks a Mountain or a unit (keys M and 1–9, 0) and a
//! click on a marked square places it, a click on a deployed unit takes it back, and a click on
//! the Fortress ends the deployment (or lifts the Fortress while no unit is out). In the battle a
//! click on a unit shows its moves, captures and shots, a second click acts; a click on the enemy
//! Fortress executes a standing siege. Hovering a unit 1 s (a long press, or H on the cursor)
//! shows its help in the line above the board; 3 s (H again) marks where it can go and what stops
//! it.
//!
//! # Decisions the rulebook and spec leave to the board
//! * **Clicks, not drags.** The rulebook drags units from the Reserve and out of the ring; here a
//!   Reserve pick then a click deploys, and a click on a deployed unit takes it back (the engine
//!   has no other use for that click during the deployment). A Reserve or Mountain pick stays in
//!   hand from one placement to the next; with nothing picked, the Mountains come first.
//! * **Seats** are named "First player" / "Second player" and shown in two neutral stone colours
//!   until the first player chooses the armies' colours inside the game; from then on the shell
//!   (players list, log, hand-over card, result table and chart) shows each seat in its army's
//!   Red & Gold / Black & Silver with the colours' letter, as the board, the status line and the
//!   panels do (`GameUi::seat_look`).
//! * **Before the battle another seat's Reserve is not shown** (its count would tell how many of
//!   its units are deployed); a spectator sees neither.
//! * **The help's "squares that block it"**: the terrain, unit or threatened square that ends a
//!   line or a step, the square that breaks a leap's path (or its refused landing square), and an
//!   enemy it may not take (`unit_reach`). For the side to act these follow its legal actions; for
//!   the other side, the unit's own rules on the board as it stands.
//! * **The help line has a fixed height**, so the board never moves under a resting pointer.
//! * **Words** come from `locales/<lang>/fortaleza.ftl`, in the Spanish and Russian rulebook's terms
//!   (Chusma, Mazmorra, Anillo de Salida; Чернь, Темница, Кольцо Выхода) and established ones
//!   elsewhere. A unit's name stands alone (in parentheses or quotes) where a language would have
//!   to decline it. The units' letters on the tokens and in the log are the language's
//!   (`fortaleza-letter`: the initial of the unit's name there, or another letter of it where two
//!   would clash, Hungarian's Cs a digraph); the compact notation (golden fixtures, position
//!   text) and the test hooks (`data-unit`, `reserve-K`) keep the notation's symbols, and the
//!   keys 1–9, 0 pick units by position in every language.

mod draw;
mod entry;
mod extras;
mod panels;

pub use extras::rules_figure;

use super::board::{cells_too_small, last_move_layer, sentence, BoardGeometry, BoardSvg, InspectLine, Shape, Targets};
use super::i18n::use_i18n;
use super::registry::GameView;
use crate::board::fortaleza::{self as select, Outcome, Selection};
use crate::board::grid::Grid;
use crate::board::last_move::LastMove;
use crate::core::{legal_vec, Game};
use crate::games::fortaleza::ui_queries::ActionKind;
use crate::games::fortaleza::{square_name, Fortaleza, FortalezaAction as A, Square, Unit, SIZE};
use crate::i18n::Msg;
use draw::{HelpMarks, Marks};
use leptos::prelude::*;
use std::time::Duration;

/// How long the pointer rests on a unit before its help shows, and before its squares are marked.
const HELP_TEXT_AFTER: Duration = Duration::from_millis(1000);
const HELP_BOARD_AFTER: Duration = Duration::from_millis(3000);

/// What acting on a target does, for its accessible name (the same kinds the marks draw).
fn target_msg(g: &Fortaleza, a: A) -> Msg {
    Msg::new(match g.action_kind(a) {
        ActionKind::Fortress => "fortaleza-target-fortress",
        ActionKind::Mountain => "fortaleza-target-mountain",
        ActionKind::Deploy => "fortaleza-target-deploy",
        ActionKind::Capture => "fortaleza-target-capture",
        ActionKind::Relay => "fortaleza-target-relay",
        ActionKind::Shot | ActionKind::Skewer => "fortaleza-target-shoot",
        ActionKind::Move | ActionKind::Other => "fortaleza-target-move",
    })
}

fn kit_name(sq: u16) -> String {
    square_name(sq as Square)
}

fn outline(sq: u16) -> Shape {
    let (x, y) = draw::xy(sq as Square);
    Shape::Rect { x, y, w: 1.0, h: 1.0 }
}

#[component]
pub fn FortalezaBoard(view: GameView<Fortaleza>) -> impl IntoView {
    let GameView { state, interactive, viewer, hint, last_turn, play } = view;
    let i18n = use_i18n();
    draw::use_letters(i18n);
    // One copy of the position per change (the shell's signal clones it on every read).
    let state: Signal<Option<Fortaleza>> = Memo::new(move |_| state.get()).into();
    let selection = RwSignal::new(Selection::Nothing);
    let cursor = RwSignal::new(None::<u16>);
    let hover = RwSignal::new(None::<Square>);
    // The help for the square under the pointer: 0 none, 1 the text, 2 the text and the squares.
    let help_level = RwSignal::new(0u8);
    // Bumped on every hover change, so a timer started for an earlier square does nothing.
    let hover_generation = StoredValue::new(0u64);
    // A refused click: the engine's reason, until the next action or selection.
    let notice = RwSignal::new(None::<String>);

    let legal = Memo::new(move |_| {
        if !interactive.get() {
            return Vec::new();
        }
        state.with(|s| s.as_ref().map(legal_vec).unwrap_or_default())
    });
    // A new position clears the half-made choices (a Reserve or Mountain pick stays while the same
    // player can still place it).
    let picked_by = StoredValue::new(None::<u8>);
    Effect::new(move |_| {
        legal.track();
        // A pick never passes to the other player.
        let seat = state.with_untracked(|s| s.as_ref().and_then(|g| g.to_move()));
        let same_seat = picked_by.get_value() == seat;
        picked_by.set_value(seat);
        let keep = same_seat && legal.with_untracked(|l| select::still_valid(selection.get_untracked(), l));
        if !keep {
            selection.set(Selection::Nothing);
        }
        notice.set(None);
    });
    let in_force = Memo::new(move |_| legal.with(|l| select::effective(selection.get(), l)));
    // The kit's marks of the selection in force (origins, and targets with their actions).
    let kit_marks = Memo::new(move |_| legal.with(|l| select::marks(l, in_force.get())));

    // For screen readers: the targets of the selection in force, each with what it does, or
    // the units that can be picked.
    let reader_targets = Memo::new(move |_| {
        state.with(|s| {
            let Some(g) = s.as_ref() else { return Targets::default() };
            kit_marks.with(|m| {
                let picking = in_force.get() == Selection::Nothing;
                let mut targets =
                    Targets::from_marks(m, None, |actions| actions.first().map(|a| i18n.msg(&target_msg(g, *a))));
                if !picking {
                    targets.pick.clear();
                }
                targets
            })
        })
    });

    let act = Callback::new(move |a: A| {
        notice.set(None);
        if !matches!(a, A::Deploy { .. } | A::PlaceMountain { .. }) {
            selection.set(Selection::Nothing);
        }
        play.run(a);
    });
    let pick = Callback::new(move |sel: Selection| {
        notice.set(None);
        // A second click on the selected unit puts it down; a Reserve or Mountain pick stays.
        let again = matches!(sel, Selection::Unit(_)) && selection.get_untracked() == sel;
        selection.set(if again { Selection::Nothing } else { sel });
    });

    let on_square = Callback::new(move |sq: u16| {
        if !interactive.get_untracked() {
            return;
        }
        state.with_untracked(|s| {
            let Some(g) = s.as_ref() else { return };
            let outcome = legal.with_untracked(|l| {
                kit_marks.with_untracked(|m| select::click(g, l, m, in_force.get_untracked(), sq as Square))
            });
            match outcome {
                Outcome::Play(a) => act.run(a),
                Outcome::Select(sel) => {
                    notice.set(None);
                    selection.set(sel);
                }
                // Nothing to do here: say why, in the engine's words.
                Outcome::Refuse(a) => notice.set(g.check(a).err().map(|e| sentence(&i18n.msg(&e.msg().capitalised())))),
                Outcome::Stuck(unit) => {
                    let stuck = Msg::new("fortaleza-unit-stuck").arg("unit", crate::games::fortaleza::unit_msg(unit));
                    notice.set(Some(i18n.msg(&stuck)));
                }
                Outcome::Nothing => {}
            }
        })
    });

    // The help follows the pointer (or the cursor): after 1 s the text, after 3 s the squares.
    let on_hover = Callback::new(move |sq: u16| {
        let sq = sq as Square;
        if hover.get_untracked() == Some(sq) {
            return;
        }
        hover.set(Some(sq));
        help_level.set(0);
        let generation = hover_generation.get_value() + 1;
        hover_generation.set_value(generation);
        let has_unit = state.with_untracked(|s| s.as_ref().is_some_and(|g| g.unit_at(sq).is_some()));
        if !has_unit {
            return;
        }
        for (after, level) in [(HELP_TEXT_AFTER, 1u8), (HELP_BOARD_AFTER, 2u8)] {
            set_timeout(
                move || {
                    if hover_generation.try_get_value() == Some(generation) {
                        help_level.try_update(|l| *l = (*l).max(level));
                    }
                },
                after,
            );
        }
    });
    // A long press (the board kit's) asks for the unit's help at once, as H does.
    let on_inspect = Callback::new(move |sq: u16| {
        on_hover.run(sq);
        if state.with_untracked(|s| s.as_ref().is_some_and(|g| g.unit_at(sq as Square).is_some())) {
            help_level.update(|l| *l = (*l).max(1));
        }
    });
    let leave_board = move |_: ()| {
        hover_generation.set_value(hover_generation.get_value() + 1);
        hover.set(None);
        help_level.set(0);
    };

    let geometry = BoardGeometry {
        grid: Grid::row_major::<{ SIZE as u16 }, { SIZE as u16 }>(),
        outline: Callback::new(outline),
        name: kit_name,
        describe: Callback::new(move |sq: u16| {
            state.with(|s| {
                s.as_ref().map(|g| panels::describe_square(i18n, g, sq as Square)).unwrap_or_else(|| kit_name(sq))
            })
        }),
        depth: None,
        hit_area: None,
        mark_areas: None,
    };

    // The picture, in layers that each redraw only when what they show changes: the ground
    // when the colours are chosen, the Fortresses and Mountains when one is built or besieged,
    // a unit when it moves (keyed), the marks for a new selection, hint or help — never for a
    // pointer move.
    let ghost = Memo::new(move |_| {
        let at = hover.get()?;
        (in_force.get() == Selection::Nothing && kit_marks.with(|m| m.target(u16::from(at)).is_some())).then_some(at)
    });
    let help = Memo::new(move |_| {
        let at = hover.get()?;
        (help_level.get() >= 2).then_some(())?;
        state.with(|s| s.as_ref().map(|g| HelpMarks { at, reach: g.unit_reach(at) }))
    });
    let frame = Memo::new(move |_| {
        let live = interactive.get();
        state.with(|s| {
            let g = s.as_ref()?;
            g.to_move()
                .filter(|_| g.phase() != crate::games::fortaleza::Phase::Choose || live)
                .map(|seat| g.colours(seat))
        })
    });
    let ground_key = Memo::new(move |_| {
        state.with(|s| {
            s.as_ref().map(|g| (g.phase() != crate::games::fortaleza::Phase::Choose, g.colours(0), g.territory(0)))
        })
    });
    let works_key = Memo::new(move |_| {
        state.with(|s| {
            s.as_ref().map(|g| {
                let mountains: Vec<Square> =
                    (0..crate::games::fortaleza::SQUARES as Square).filter(|&q| g.is_mountain(q)).collect();
                ([g.fortress(0), g.fortress(1)], [g.siege_stands(0), g.siege_stands(1)], g.colours(0), mountains)
            })
        })
    });
    // Read, not only tracked: a memo that was never read has not subscribed to the position.
    let ground = move || {
        ground_key.with(|_| ());
        state.with_untracked(|s| s.as_ref().map(draw::ground))
    };
    let works = move || {
        works_key.with(|_| ());
        state.with_untracked(|s| s.as_ref().map(|g| view! { {draw::fortresses(g)}{draw::mountains(g)} }))
    };
    let placed = Memo::new(move |_| state.with(|s| s.as_ref().map(draw::placed_units).unwrap_or_default()));
    // One slot per square, each redrawn only when its own unit changes.
    let units = (0..crate::games::fortaleza::SQUARES as Square)
        .map(|at| {
            let slot = Memo::new(move |_| placed.with(|p| p.iter().find(|u| u.at == at).copied()));
            move || slot.get().map(draw::unit_view)
        })
        .collect_view();
    let mark_view = move || {
        let sel = in_force.get();
        let hinted = hint.get();
        state.with(|s| {
            let g = s.as_ref()?;
            let mut marks = Marks { ghost: ghost.get(), ..Marks::default() };
            kit_marks.with(|m| {
                for (sq, actions) in &m.targets {
                    let Some(&a) = actions.first() else { continue };
                    match g.action_kind(a) {
                        ActionKind::Fortress => marks.anchors.push(*sq as Square),
                        kind => marks.targets.push((*sq as Square, kind)),
                    }
                }
                marks.origins = m.origins.iter().map(|&o| o as Square).collect();
            });
            if let Selection::Unit(from) = sel {
                marks.selected = Some(from);
            }
            marks.fortress_action = legal.with(|l| l.iter().find_map(|a| g.fortress_of_action(*a)));
            if let Some(a) = hinted {
                marks.hinted = select::action_squares(g, a);
            }
            Some(draw::marks(g, &marks))
        })
    };
    let help_view = move || help.get().map(|h| draw::help_marks(&h));
    // The last turn's squares (only what the viewer may see of it), over the terrain and the
    // works, under the units, in its player's army colour.
    let last_move =
        Memo::new(move |_| last_turn.with(|t| t.as_ref().map(|t| LastMove::of(t, select::last_move_squares))));
    let last_move_view = move || {
        let colour = |seat| state.with(|s| s.as_ref().map_or("#888", |g| draw::seat_look(g, seat).body));
        last_move.with(|l| l.as_ref().map(|l| last_move_layer(l, colour(l.seat), outline, kit_name)))
    };

    let escape = Callback::new(move |()| {
        selection.set(Selection::Nothing);
        notice.set(None);
        help_level.set(0);
    });
    let on_key = move |ev: web_sys::KeyboardEvent| {
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        // Keys by their position (`code`), so they work on any keyboard layout.
        let code = ev.code();
        let handled = match code.as_str() {
            // Help for the unit under the cursor: the text, then the squares too, then off.
            "KeyH" => {
                let at = cursor.get_untracked().map(|c| c as Square);
                if at.is_some() && at != hover.get_untracked() {
                    hover_generation.set_value(hover_generation.get_value() + 1);
                    hover.set(at);
                    help_level.set(1);
                } else {
                    help_level.update(|l| *l = (*l + 1) % 3);
                }
                true
            }
            "KeyM" if interactive.get_untracked() => {
                pick.run(Selection::Mountain);
                true
            }
            c if interactive.get_untracked() && c.len() == 6 && c.starts_with("Digit") => {
                let digit = (c.as_bytes()[5] - b'0') as usize;
                let index = if digit == 0 { 9 } else { digit - 1 };
                match Unit::from_index(index) {
                    Some(unit) => {
                        pick.run(Selection::Reserve(unit));
                        true
                    }
                    None => false,
                }
            }
            _ => false,
        };
        if handled {
            ev.prevent_default();
            ev.stop_propagation();
        }
    };

    // Asked once: the board's touch handlers read it at every move.
    let small_squares = cells_too_small(12);

    view! {
        <div class="board-wrap fortaleza-board-wrap" on:keydown=on_key on:pointerleave=move |_| leave_board(())
            data-help-level=move || help_level.get().to_string()>
            <BoardSvg class="fortaleza" view_box=draw::VIEW_BOX label=i18n.t("fortaleza-board-label") geometry=geometry
                cursor=cursor on_activate=on_square on_hover=on_hover on_inspect=on_inspect on_escape=escape targets=reader_targets
                on_handover=Callback::new(move |()| leave_board(()))
                zoomable=small_squares>
                <g class="picture">
                    {move || frame.get().map(|c| draw::frame(draw::look(c)))}
                    <g class="ground">{ground}</g>
                    <g class="works">{works}</g>
                    {last_move_view}
                    {draw::coordinates()}
                    <g class="units">{units}</g>
                    <g class="marks">{mark_view}{help_view}</g>
                </g>
            </BoardSvg>
        </div>
        <div class="game-panel">
        <panels::Controls state=state interactive=interactive legal=legal selection=in_force.into() act=act
            pick=pick notice=notice.into()/>
        <panels::DeployHowto state=state interactive=interactive legal=legal selection=in_force.into()/>
        <panels::HelpLine state=state hover=hover.into() level=help_level.into()/>
        <InspectLine text=Signal::derive(move || {
            let sq = hover.get()?;
            state.with(|s| s.as_ref().map(|g| panels::describe_square(i18n, g, sq)))
        })/>
        <panels::Armies state=state interactive=interactive viewer=viewer legal=legal selection=in_force.into() pick=pick act=act/>
        </div>
    }
}
