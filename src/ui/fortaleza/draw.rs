//! Fortaleza's board as SVG views: terrain (land by territory, water, Mountains, the Fortresses
//! with their Exit Rings), the units as lettered tokens in their army's colours, the siege, the
//! marks of the legal actions and the help's highlights. Nothing here knows a rule: what is marked
//! comes from the engine's legal actions and its answers (`mod.rs`, `ui_queries`).
//!
//! Each layer is a plain function of the position, so the board redraws only the layer that
//! changed (the units are keyed one by one); one unit per square: `x` = column, `y` = 11 − row,
//! so row 1 is at the bottom.

use crate::board::num::{svg_num, svg_points, Num, HEXAGON};
use crate::board::zoom::ViewBox;
use crate::core::Seat;
use crate::games::fortaleza::letter_msg;
use crate::games::fortaleza::ui_queries::{ActionKind, Reach};
use crate::games::fortaleza::{
    col_of, row_of, square_at, square_name, Bits, Colours, Fortaleza, Phase, Square, Unit, SIZE, SQUARES,
};
use crate::ui::i18n::I18n;
use leptos::prelude::*;
use std::cell::RefCell;

thread_local! {
    /// The units' letters in the player's language (`fortaleza-letter`), set by the board and
    /// the rules page when they are built (the screens are rebuilt when the language changes);
    /// the drawings read it, so they stay plain functions of the position.
    static LETTERS: RefCell<Vec<String>> =
        RefCell::new(Unit::ALL.iter().map(|u| u.letter().to_string()).collect());
}

/// Uses the current language's unit letters for the drawings that follow.
pub(crate) fn use_letters(i18n: I18n) {
    let letters = Unit::ALL.iter().map(|&u| i18n.msg(&letter_msg(u))).collect();
    LETTERS.with(|l| *l.borrow_mut() = letters);
}

/// The letter drawn on `unit`'s token (the notation's letter until [`use_letters`] runs).
pub(crate) fn letter(unit: Unit) -> String {
    LETTERS.with(|l| l.borrow().get(unit.index()).cloned().unwrap_or_else(|| unit.letter().to_string()))
}

/// How an army looks: the token's body, its rim and letter, and the tint of its territory.
pub(crate) struct Look {
    pub body: &'static str,
    pub rim: &'static str,
    /// The letter is underlined: the two armies differ by more than colour (red and black look
    /// alike to many colour-blind players).
    pub underline: bool,
    pub tint: &'static str,
    pub fortress: &'static str,
    pub wall: &'static str,
}

pub(crate) const RED_AND_GOLD: Look =
    Look { body: "#b3262b", rim: "#f3c64f", underline: false, tint: "#f3d9c4", fortress: "#a4583c", wall: "#5a2a18" };
pub(crate) const BLACK_AND_SILVER: Look =
    Look { body: "#26282d", rim: "#d3d8df", underline: true, tint: "#d6dbe1", fortress: "#6c7079", wall: "#26282d" };

pub(crate) fn look(colours: Colours) -> &'static Look {
    match colours {
        Colours::RedAndGold => &RED_AND_GOLD,
        Colours::BlackAndSilver => &BLACK_AND_SILVER,
    }
}

/// The look of a seat's army in this game.
pub(crate) fn seat_look(g: &Fortaleza, seat: u8) -> &'static Look {
    look(g.colours(seat))
}

/// The top-left corner of a square in the drawing.
pub(crate) fn xy(sq: Square) -> (f64, f64) {
    (col_of(sq) as f64, (SIZE - 1 - row_of(sq)) as f64)
}

pub(crate) const VIEW_BOX: ViewBox = ViewBox { x: -0.75, y: -0.35, w: 13.1, h: 13.1 };

/// The name of a target mark's look (its class and `data-kind`): what a click there does.
pub(crate) fn kind_name(kind: ActionKind) -> &'static str {
    match kind {
        ActionKind::Capture => "capture",
        ActionKind::Relay => "relay",
        ActionKind::Shot => "shot",
        ActionKind::Skewer => "skewer",
        ActionKind::Fortress => "fortress",
        // A deployment, a Mountain or a save looks like a move onto an empty square.
        ActionKind::Move | ActionKind::Deploy | ActionKind::Mountain | ActionKind::Other => "move",
    }
}

/// Everything marked on the board besides the position.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Marks {
    /// Squares whose unit has a legal action (or may be taken back).
    pub origins: Vec<Square>,
    pub selected: Option<Square>,
    pub targets: Vec<(Square, ActionKind)>,
    /// Fortress anchors a click builds on (drawn as the 2×2 they would cover).
    pub anchors: Vec<Square>,
    /// The suggested action's squares.
    pub hinted: Vec<Square>,
    /// A Fortress the player may select (to end the deployment, lift it, or execute a siege).
    pub fortress_action: Option<Seat>,
    /// The squares of the Fortress under the pointer where it would be built.
    pub ghost: Option<Square>,
}

/// The help's highlights on the board: the unit hovered, where it can go and what stops it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct HelpMarks {
    pub at: Square,
    pub reach: Reach,
}

fn n(x: f64) -> String {
    svg_num(x)
}

/// The frame in the colour of the army to act (as the rulebook's board does).
pub(crate) fn frame(l: &Look) -> AnyView {
    let side = n(SIZE as f64 + 0.24);
    view! {
        <rect class="frame" x="-0.12" y="-0.12" width=side.clone() height=side rx="0.12" fill=l.body stroke=l.rim stroke-width="0.06"/>
    }
    .into_any()
}

/// The land tinted by territory (once chosen), the water and the border between the
/// territories: what changes only when the armies' colours are chosen.
pub(crate) fn ground(g: &Fortaleza) -> AnyView {
    let chosen = g.phase() != Phase::Choose;
    let squares = (0..SQUARES as Square)
        .map(|sq| {
            let (x, y) = xy(sq);
            if g.is_water(sq) {
                let d = format!(
                    "M{} {}q.12 -.1 .24 0t.24 0t.24 0M{} {}q.12 -.1 .24 0t.24 0t.24 0",
                    Num(x + 0.14),
                    Num(y + 0.4),
                    Num(x + 0.14),
                    Num(y + 0.68)
                );
                return view! {
                    <rect class="water" x=n(x) y=n(y) width="1" height="1" fill="#79aed3"/>
                    <path class="wave" d=d/>
                }
                .into_any();
            }
            let owner = (0..2u8).find(|&s| g.territory(s).contains(sq));
            let fill = match owner {
                Some(s) if chosen => seat_look(g, s).tint,
                _ => "#ece3cc",
            };
            let light = (col_of(sq) + row_of(sq)) % 2 == 1;
            view! {
                <rect class="cell" x=n(x) y=n(y) width="1" height="1" fill=fill/>
                {light.then(|| view! { <rect class="shade" x=n(x) y=n(y) width="1" height="1" fill="#ffffff" fill-opacity="0.22" pointer-events="none"/> })}
            }
            .into_any()
        })
        .collect_view();
    // The border between the territories, between rows 6 and 7.
    view! { {squares}<path class="frontier" d=format!("M0 6H{SIZE}")/> }.into_any()
}

/// The Exit Rings and the Fortresses (with the siege around them).
pub(crate) fn fortresses(g: &Fortaleza) -> AnyView {
    let rings = (0..2u8)
        .filter_map(|seat| {
            let anchor = g.fortress(seat)?;
            let (x, y) = xy(anchor);
            // The ring: the 4×4 block around the 2×2 Fortress (the anchor is its lower-left square).
            Some(view! {
                <rect class="ring" data-ring=seat.to_string() x=n(x - 1.0) y=n(y - 2.0) width="4" height="4" stroke=seat_look(g, seat).body/>
            })
        })
        .collect_view();
    let walls = (0..2u8).filter_map(|seat| g.fortress(seat).map(|anchor| fortress(g, seat, anchor))).collect_view();
    view! { {rings}{walls} }.into_any()
}

/// The Mountains.
pub(crate) fn mountains(g: &Fortaleza) -> AnyView {
    (0..SQUARES as Square)
        .filter(|&sq| g.is_mountain(sq))
        .map(|sq| {
            let (x, y) = xy(sq);
            let peak = format!(
                "M{} {}L{} {}L{} {}Z",
                Num(x + 0.1),
                Num(y + 0.86),
                Num(x + 0.42),
                Num(y + 0.18),
                Num(x + 0.76),
                Num(y + 0.86)
            );
            let snow = format!(
                "M{} {}L{} {}L{} {}Z",
                Num(x + 0.33),
                Num(y + 0.37),
                Num(x + 0.42),
                Num(y + 0.18),
                Num(x + 0.51),
                Num(y + 0.37)
            );
            let small = format!(
                "M{} {}L{} {}L{} {}Z",
                Num(x + 0.5),
                Num(y + 0.86),
                Num(x + 0.7),
                Num(y + 0.45),
                Num(x + 0.92),
                Num(y + 0.86)
            );
            view! {
                <g class="mountain" data-mountain=square_name(sq)>
                    <path d=peak fill="#8b7d6b"/><path d=snow fill="#f4f1ea"/><path d=small fill="#6f634f"/>
                </g>
            }
        })
        .collect_view()
        .into_any()
}

/// A Fortress: a walled 2×2 block with battlements and the siege around it.
fn fortress(g: &Fortaleza, seat: u8, anchor: Square) -> AnyView {
    let l = seat_look(g, seat);
    let (x, y) = xy(anchor);
    let (x, y) = (x + 0.06, y - 1.0 + 0.06);
    let besieged = g.siege_stands(Fortaleza::opponent(seat));
    // Battlements along the top wall and a keep.
    let battlements = (0..5)
        .map(|i| view! { <rect x=n(x + 0.1 + i as f64 * 0.36) y=n(y + 0.1) width="0.22" height="0.2" fill=l.wall/> })
        .collect_view();
    let flag = format!("M{} {}v-0.45l0.32 0.12l-0.32 0.12", Num(x + 0.94), Num(y + 0.75));
    view! {
        <g class="fortress" data-fortress=seat.to_string() data-anchor=square_name(anchor) data-besieged=besieged.to_string()>
            <rect x=n(x) y=n(y) width="1.88" height="1.88" rx="0.06" fill=l.fortress stroke=l.wall stroke-width="0.08"/>
            {battlements}
            <rect x=n(x + 0.59) y=n(y + 0.75) width="0.7" height="0.8" rx="0.05" fill=l.rim stroke=l.wall stroke-width="0.05"/>
            <path d=flag fill=l.body stroke=l.wall stroke-width="0.04"/>
            {besieged.then(|| view! { <rect class="siege-mark" x=n(x - 0.16) y=n(y - 0.16) width="2.2" height="2.2" rx="0.1"/> })}
        </g>
    }
    .into_any()
}

/// One unit token centred on (`cx`, `cy`), `r` its radius: a shape by class of unit (round foot
/// soldiers, square cavalry and beasts, hexagonal siege weapons, a crowned King) and its letter,
/// so neither colour nor shape is the only signal.
pub(crate) fn token(unit: Unit, l: &Look, cx: f64, cy: f64, r: f64) -> AnyView {
    let stroke = n(r * 0.16);
    let text = letter(unit);
    let body = match unit {
        Unit::LightCavalry | Unit::HeavyCavalry | Unit::Elephant | Unit::Dragon => view! {
            <rect x=n(cx - r * 0.92) y=n(cy - r * 0.92) width=n(r * 1.84) height=n(r * 1.84) rx=n(r * 0.3) fill=l.body stroke=l.rim stroke-width=stroke/>
        }
        .into_any(),
        Unit::Trebuchet | Unit::Scorpion => {
            let pts: Vec<(f64, f64)> = HEXAGON.iter().map(|(x, y)| (cx + r * x, cy + r * y)).collect();
            view! { <polygon points=svg_points(&pts) fill=l.body stroke=l.rim stroke-width=stroke/> }.into_any()
        }
        Unit::King => {
            let (w, top) = (r * 0.62, cy - r * 1.22);
            let crown = format!(
                "M{} {}L{} {}L{} {}L{} {}L{} {}L{} {}L{} {}Z",
                Num(cx - w),
                Num(cy - r * 0.72),
                Num(cx - w),
                Num(top),
                Num(cx - w * 0.5),
                Num(top + r * 0.3),
                Num(cx),
                Num(top - r * 0.05),
                Num(cx + w * 0.5),
                Num(top + r * 0.3),
                Num(cx + w),
                Num(top),
                Num(cx + w),
                Num(cy - r * 0.72),
            );
            view! {
                <circle cx=n(cx) cy=n(cy) r=n(r) fill=l.body stroke=l.rim stroke-width=stroke/>
                <path d=crown fill=l.rim stroke=l.body stroke-width=n(r * 0.08)/>
            }
            .into_any()
        }
        Unit::Rabble | Unit::Lancer | Unit::Archer => {
            view! { <circle cx=n(cx) cy=n(cy) r=n(r) fill=l.body stroke=l.rim stroke-width=stroke/> }.into_any()
        }
    };
    // Two letters (Hungarian Cs, Russian ЛК) a little smaller, inside the token.
    let size = if text.chars().count() > 1 { r * 0.8 } else { r * 1.15 };
    let underline = l.underline.then(|| {
        view! { <rect class="army-underline" x=n(cx - r * 0.4) y=n(cy + r * 0.55) width=n(r * 0.8) height=n(r * 0.14) fill=l.rim/> }
    });
    view! {
        {body}
        <text x=n(cx) y=n(cy + r * 0.4) font-size=n(size) text-anchor="middle" fill=l.rim class="unit-letter">{text}</text>
        {underline}
    }
    .into_any()
}

/// A unit on the board as the board draws it; also the key of its drawing, so a move redraws
/// only the units it changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PlacedUnit {
    pub at: Square,
    pub seat: Seat,
    pub unit: Unit,
    pub colours: Colours,
    pub besieging: bool,
}

/// The units on the board (only those the engine's view holds: hidden ones are not there at all).
pub(crate) fn placed_units(g: &Fortaleza) -> Vec<PlacedUnit> {
    (0..SQUARES as Square)
        .filter_map(|at| {
            let (seat, unit) = g.unit_at(at)?;
            Some(PlacedUnit { at, seat, unit, colours: g.colours(seat), besieging: g.is_besieging(at) })
        })
        .collect()
}

pub(crate) fn unit_view(u: PlacedUnit) -> AnyView {
    let (x, y) = xy(u.at);
    view! {
        <g class="unit" data-at=square_name(u.at) data-unit=u.unit.letter().to_string() data-seat=u.seat.to_string()
            data-besieging=u.besieging.to_string()>
            {token(u.unit, look(u.colours), x + 0.5, y + 0.53, 0.34)}
        </g>
    }
    .into_any()
}

/// The marks of the legal actions, the suggested action's last, on top.
pub(crate) fn marks(g: &Fortaleza, m: &Marks) -> AnyView {
    let anchors = m
        .anchors
        .iter()
        .map(|&a| {
            let (x, y) = xy(a);
            view! { <g class="anchor-mark" data-target=square_name(a) data-kind="fortress"><circle cx=n(x + 0.5) cy=n(y + 0.5) r="0.16"/></g> }
        })
        .collect_view();
    let ghost = m.ghost.map(|a| {
        let (x, y) = xy(a);
        view! {
            <rect class="fortress-ghost" data-ghost=square_name(a) x=n(x + 0.05) y=n(y - 0.95) width="1.9" height="1.9" rx="0.06"/>
            <rect class="ring-ghost" x=n(x - 1.0) y=n(y - 2.0) width="4" height="4"/>
        }
    });
    let fortress_action = m.fortress_action.and_then(|seat| {
        let (x, y) = xy(g.fortress(seat)?);
        Some(view! {
            <rect class="fortress-action" data-fortress-action=seat.to_string() x=n(x) y=n(y - 1.0) width="2" height="2" rx="0.08"/>
        })
    });
    let origins = m
        .origins
        .iter()
        .map(|&o| {
            let (x, y) = xy(o);
            let (x, y) = (n(x + 0.05), n(y + 0.05));
            if m.selected == Some(o) {
                view! { <rect class="selected-mark" data-selected=square_name(o) x=x y=y width="0.9" height="0.9" rx="0.1"/> }.into_any()
            } else {
                view! { <rect class="origin-mark" data-origin=square_name(o) x=x y=y width="0.9" height="0.9" rx="0.1"/> }.into_any()
            }
        })
        .collect_view();
    let targets = m.targets.iter().map(|&(t, kind)| target_mark(t, kind)).collect_view();
    let hinted = m
        .hinted
        .iter()
        .map(|&h| {
            let (x, y) = xy(h);
            view! { <rect class="hint-mark" x=n(x + 0.08) y=n(y + 0.08) width="0.84" height="0.84"/> }
        })
        .collect_view();
    view! { {anchors}{ghost}{fortress_action}{origins}{targets}{hinted} }.into_any()
}

fn target_mark(t: Square, kind: ActionKind) -> AnyView {
    let (x, y) = xy(t);
    let (cx, cy) = (x + 0.5, y + 0.5);
    let name = kind_name(kind);
    let shape = match kind {
        ActionKind::Capture => {
            view! { <rect x=n(x + 0.07) y=n(y + 0.07) width="0.86" height="0.86" rx="0.12"/> }.into_any()
        }
        ActionKind::Relay => {
            let d = format!(
                "M{} {}h0.5l-0.12 -0.12M{} {}h-0.5l0.12 0.12",
                Num(cx - 0.25),
                Num(cy - 0.08),
                Num(cx + 0.25),
                Num(cy + 0.08)
            );
            view! { <path d=d/> }.into_any()
        }
        ActionKind::Shot | ActionKind::Skewer => {
            let cross = format!("M{} {}h0.9M{} {}v0.9", Num(cx - 0.45), Num(cy), Num(cx), Num(cy - 0.45));
            view! {
                <circle cx=n(cx) cy=n(cy) r="0.4"/><path d=cross/>
                {(kind == ActionKind::Skewer).then(|| view! { <circle cx=n(cx) cy=n(cy) r="0.26"/> })}
            }
            .into_any()
        }
        _ => view! { <circle cx=n(cx) cy=n(cy) r="0.17"/> }.into_any(),
    };
    view! { <g class=format!("mark {name}") data-target=square_name(t) data-kind=name>{shape}</g> }.into_any()
}

/// The help's highlights: where the hovered unit can go, and the squares that stop it.
pub(crate) fn help_marks(h: &HelpMarks) -> AnyView {
    let (x, y) = xy(h.at);
    let mark = |bits: Bits, class: &'static str| {
        bits.iter()
            .map(|sq| {
                let (x, y) = xy(sq);
                view! { <rect class=class data-reach=square_name(sq) x=n(x + 0.05) y=n(y + 0.05) width="0.9" height="0.9" rx="0.08"/> }
            })
            .collect_view()
    };
    let blocked = h
        .reach
        .blocked
        .iter()
        .map(|sq| {
            let (x, y) = xy(sq);
            let cross =
                format!("M{} {}l0.5 0.5M{} {}l-0.5 0.5", Num(x + 0.25), Num(y + 0.25), Num(x + 0.75), Num(y + 0.25));
            view! {
                <g class="help-blocked" data-blocked=square_name(sq)>
                    <rect x=n(x + 0.05) y=n(y + 0.05) width="0.9" height="0.9" rx="0.08"/><path d=cross/>
                </g>
            }
        })
        .collect_view();
    view! {
        <rect class="help-unit" x=n(x) y=n(y) width="1" height="1"/>
        {mark(h.reach.moves, "help-reach")}
        {mark(h.reach.captures.or(h.reach.shots), "help-reach help-hit")}
        {blocked}
    }
    .into_any()
}

/// The coordinates around the board.
pub(crate) fn coordinates() -> AnyView {
    crate::ui::board::edge_coordinates(SIZE, 12.38, -0.35, 0.38)
}

/// A cropped drawing of a few squares of a position (the rules diagrams): terrain, units and
/// the reach of the unit on `at`.
pub(crate) fn diagram(g: &Fortaleza, at: Square) -> AnyView {
    let units = placed_units(g).into_iter().map(unit_view).collect_view();
    view! {
        {ground(g)}{fortresses(g)}{mountains(g)}{units}
        {help_marks(&HelpMarks { at, reach: g.unit_reach(at) })}
    }
    .into_any()
}

/// The view box around columns `c0..=c1` and rows `r0..=r1` (0-based).
pub(crate) fn crop(c0: usize, r0: usize, c1: usize, r1: usize) -> String {
    let top = xy(square_at(c0, r1)).1;
    format!(
        "{} {} {} {}",
        Num(c0 as f64 - 0.05),
        Num(top - 0.05),
        Num((c1 - c0 + 1) as f64 + 0.1),
        Num((r1 - r0 + 1) as f64 + 0.1)
    )
}

/// The small inline icons of the help line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Icon {
    /// A move arrow.
    Moves,
    /// A no-entry sign.
    Blocked,
    /// A lightning bolt.
    Special,
}

pub(crate) fn icon(kind: Icon) -> AnyView {
    let body = match kind {
        Icon::Moves => view! {
            <path d="M2 14L14 2M14 2H7M14 2V9" fill="none" stroke="#2d6a3e" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>
        }
        .into_any(),
        Icon::Blocked => view! {
            <circle cx="8" cy="8" r="6.5" fill="#c0392b"/><rect x="3.5" y="6.6" width="9" height="2.8" fill="#fff"/>
        }
        .into_any(),
        Icon::Special => view! {
            <path d="M9.5 1L3 9.5h4.5L6 15l7-9H8.5z" fill="#e0a800" stroke="#7a5b00" stroke-width="0.8" stroke-linejoin="round"/>
        }
        .into_any(),
    };
    view! { <svg class="help-icon" viewBox="0 0 16 16" width="18" height="18" aria-hidden="true">{body}</svg> }
        .into_any()
}

/// A unit token alone, as an inline SVG (panels, help line).
pub(crate) fn token_svg(unit: Unit, l: &Look, size: u32, title: String) -> AnyView {
    view! {
        <svg class="token" viewBox="0 0 1 1.05" width=size.to_string() height=size.to_string() role="img" aria-label=title>
            {token(unit, l, 0.5, 0.55, 0.36)}
        </svg>
    }
    .into_any()
}
