//! Fortaleza's board as SVG markup: terrain (land by territory, water, Mountains, the Fortresses
//! with their Exit Rings), the units as lettered tokens in their army's colours, the siege, the
//! marks of the legal actions and the help's highlights. Nothing here knows a rule: what is marked
//! comes from the engine's legal actions and its answers (`mod.rs`, `ui_queries`).
//!
//! The markup is built as text and set as the inner HTML of a `<g>` (one DOM update per redraw),
//! one unit per square: `x` = column, `y` = 11 − row, so row 1 is at the bottom.

use crate::board::num::{svg_points, Num, HEXAGON};
use crate::games::fortaleza::letter_msg;
use crate::games::fortaleza::ui_queries::Reach;
use crate::games::fortaleza::{
    col_of, row_of, square_at, square_name, Bits, Colours, Fortaleza, Phase, Square, Unit, SIZE, SQUARES,
};
use crate::ui::i18n::I18n;
use std::cell::RefCell;
use std::fmt::Write;

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

pub(crate) const VIEW_BOX: &str = "-0.75 -0.35 13.1 13.1";

/// How a mark looks: what a click on the square would do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MarkKind {
    /// A move onto an empty square (or a deployment, a Mountain, a Fortress, a save).
    Move,
    /// A move that captures.
    Capture,
    /// A Lancer's swap with an ally.
    Relay,
    /// A shot.
    Shot,
    /// A Skewer's second target.
    Skewer,
}

impl MarkKind {
    pub(crate) fn name(self) -> &'static str {
        match self {
            MarkKind::Move => "move",
            MarkKind::Capture => "capture",
            MarkKind::Relay => "relay",
            MarkKind::Shot => "shot",
            MarkKind::Skewer => "skewer",
        }
    }
}

/// Everything marked on the board besides the position.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Marks {
    /// Squares whose unit has a legal action (or may be taken back).
    pub origins: Vec<Square>,
    pub selected: Option<Square>,
    pub targets: Vec<(Square, MarkKind)>,
    /// Fortress anchors a click builds on (drawn as the 2×2 they would cover).
    pub anchors: Vec<Square>,
    /// The suggested action's squares.
    pub hinted: Vec<Square>,
    /// A Fortress the player may select (to end the deployment, lift it, or execute a siege).
    pub fortress_action: Option<u8>,
    /// The squares of the Fortress under the pointer where it would be built.
    pub ghost: Option<Square>,
}

/// The help's highlights on the board: the unit hovered, where it can go and what stops it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct HelpMarks {
    pub at: Square,
    pub reach: Reach,
}

fn rect(out: &mut String, sq: Square, class: &str, fill: &str, extra: &str) {
    let (x, y) = xy(sq);
    let _ = write!(
        out,
        r#"<rect class="{class}" x="{x}" y="{y}" width="1" height="1" fill="{fill}" {extra}/>"#,
        x = Num(x),
        y = Num(y)
    );
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('"', "&quot;")
}

/// The terrain: land tinted by territory (once chosen), water, the centre line, the Exit Rings,
/// the Fortresses and the Mountains.
pub(crate) fn terrain(g: &Fortaleza, out: &mut String) {
    let chosen = g.phase() != Phase::Choose;
    for sq in 0..SQUARES as Square {
        let light = (col_of(sq) + row_of(sq)) % 2 == 1;
        if g.is_water(sq) {
            rect(out, sq, "water", "#79aed3", "");
            let (x, y) = xy(sq);
            let _ = write!(
                out,
                r#"<path class="wave" d="M{} {}q.12 -.1 .24 0t.24 0t.24 0M{} {}q.12 -.1 .24 0t.24 0t.24 0" />"#,
                Num(x + 0.14),
                Num(y + 0.4),
                Num(x + 0.14),
                Num(y + 0.68)
            );
            continue;
        }
        let owner = (0..2u8).find(|&s| g.territory(s).contains(sq));
        let fill = match owner {
            Some(s) if chosen => seat_look(g, s).tint,
            _ => "#ece3cc",
        };
        rect(out, sq, "cell", fill, "");
        if light {
            rect(out, sq, "shade", "#ffffff", r#"fill-opacity="0.22" pointer-events="none""#);
        }
    }
    // The border between the territories, between rows 6 and 7.
    let _ = write!(out, r#"<path class="frontier" d="M0 6H{SIZE}"/>"#);
    for seat in 0..2u8 {
        let Some(anchor) = g.fortress(seat) else { continue };
        let l = seat_look(g, seat);
        let (x, y) = xy(anchor);
        // The ring: the 4×4 block around the 2×2 Fortress (the anchor is its lower-left square).
        let _ = write!(
            out,
            r#"<rect class="ring" data-ring="{seat}" x="{}" y="{}" width="4" height="4" stroke="{}"/>"#,
            Num(x - 1.0),
            Num(y - 2.0),
            l.body
        );
    }
    for seat in 0..2u8 {
        let Some(anchor) = g.fortress(seat) else { continue };
        fortress(g, seat, anchor, out);
    }
    for sq in 0..SQUARES as Square {
        if g.is_mountain(sq) {
            let (x, y) = xy(sq);
            let _ = write!(
                out,
                r##"<g class="mountain" data-mountain="{n}"><path d="M{a} {b}L{c} {d}L{e} {b}Z" fill="#8b7d6b"/><path d="M{f} {g}L{c} {d}L{h} {g}Z" fill="#f4f1ea"/><path d="M{i} {b}L{j} {k}L{l} {b}Z" fill="#6f634f"/></g>"##,
                n = square_name(sq),
                a = Num(x + 0.1),
                b = Num(y + 0.86),
                c = Num(x + 0.42),
                d = Num(y + 0.18),
                e = Num(x + 0.76),
                f = Num(x + 0.33),
                g = Num(y + 0.37),
                h = Num(x + 0.51),
                i = Num(x + 0.5),
                j = Num(x + 0.7),
                k = Num(y + 0.45),
                l = Num(x + 0.92),
            );
        }
    }
}

/// A Fortress: a walled 2×2 block with battlements, its Reserve count on it (when the viewer may
/// know it) and the siege around it.
fn fortress(g: &Fortaleza, seat: u8, anchor: Square, out: &mut String) {
    let l = seat_look(g, seat);
    let (x, y) = xy(anchor);
    let (x, y) = (x + 0.06, y - 1.0 + 0.06);
    let besieged = g.siege_stands(1 - seat);
    let _ = write!(
        out,
        r#"<g class="fortress" data-fortress="{seat}" data-anchor="{}" data-besieged="{besieged}"><rect x="{x}" y="{y}" width="1.88" height="1.88" rx="0.06" fill="{}" stroke="{}" stroke-width="0.08"/>"#,
        square_name(anchor),
        l.fortress,
        l.wall,
        x = Num(x),
        y = Num(y)
    );
    // Battlements along the top wall and a keep.
    for i in 0..5 {
        let _ = write!(
            out,
            r#"<rect x="{}" y="{}" width="0.22" height="0.2" fill="{}"/>"#,
            Num(x + 0.1 + i as f64 * 0.36),
            Num(y + 0.1),
            l.wall
        );
    }
    let _ = write!(
        out,
        r#"<rect x="{}" y="{}" width="0.7" height="0.8" rx="0.05" fill="{}" stroke="{}" stroke-width="0.05"/><path d="M{} {}v-0.45l0.32 0.12l-0.32 0.12" fill="{}" stroke="{}" stroke-width="0.04"/>"#,
        Num(x + 0.59),
        Num(y + 0.75),
        l.rim,
        l.wall,
        Num(x + 0.94),
        Num(y + 0.75),
        l.body,
        l.wall
    );
    if besieged {
        let _ = write!(
            out,
            r#"<rect class="siege-mark" x="{}" y="{}" width="2.2" height="2.2" rx="0.1"/>"#,
            Num(x - 0.16),
            Num(y - 0.16)
        );
    }
    out.push_str("</g>");
}

fn unit_shape(unit: Unit) -> &'static str {
    match unit {
        Unit::King => "king",
        Unit::Rabble | Unit::Lancer | Unit::Archer => "foot",
        Unit::LightCavalry | Unit::HeavyCavalry | Unit::Elephant | Unit::Dragon => "beast",
        Unit::Trebuchet | Unit::Scorpion => "engine",
    }
}

/// One unit token centred on (`cx`, `cy`), `r` its radius: a shape by class of unit (round foot
/// soldiers, square cavalry and beasts, hexagonal siege weapons, a crowned King) and its letter,
/// so neither colour nor shape is the only signal.
pub(crate) fn token(out: &mut String, unit: Unit, l: &Look, cx: f64, cy: f64, r: f64) {
    let stroke = r * 0.16;
    let text = letter(unit);
    match unit_shape(unit) {
        "beast" => {
            let _ = write!(
                out,
                r#"<rect x="{}" y="{}" width="{}" height="{}" rx="{}" fill="{}" stroke="{}" stroke-width="{stroke}"/>"#,
                Num(cx - r * 0.92),
                Num(cy - r * 0.92),
                Num(r * 1.84),
                Num(r * 1.84),
                Num(r * 0.3),
                l.body,
                l.rim,
                stroke = Num(stroke)
            );
        }
        "engine" => {
            let pts: Vec<(f64, f64)> = HEXAGON.iter().map(|(x, y)| (cx + r * x, cy + r * y)).collect();
            let _ = write!(
                out,
                r#"<polygon points="{}" fill="{}" stroke="{}" stroke-width="{stroke}"/>"#,
                svg_points(&pts),
                l.body,
                l.rim,
                stroke = Num(stroke)
            );
        }
        shape => {
            let _ = write!(
                out,
                r#"<circle cx="{cx}" cy="{cy}" r="{r}" fill="{}" stroke="{}" stroke-width="{stroke}"/>"#,
                l.body,
                l.rim,
                cx = Num(cx),
                cy = Num(cy),
                r = Num(r),
                stroke = Num(stroke)
            );
            if shape == "king" {
                let (w, top) = (r * 0.62, cy - r * 1.22);
                let _ = write!(
                    out,
                    r#"<path d="M{} {}L{} {}L{} {}L{} {}L{} {}L{} {}L{} {}Z" fill="{}" stroke="{}" stroke-width="{}"/>"#,
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
                    l.rim,
                    l.body,
                    Num(stroke * 0.5)
                );
            }
        }
    }
    let _ = write!(
        out,
        r#"<text x="{cx}" y="{}" font-size="{}" text-anchor="middle" fill="{}" class="unit-letter">{}</text>"#,
        Num(cy + r * 0.4),
        // Two letters (Hungarian Cs, Russian ЛК) a little smaller, inside the token.
        Num(if text.chars().count() > 1 { r * 0.8 } else { r * 1.15 }),
        l.rim,
        escape(&text),
        cx = Num(cx)
    );
    if l.underline {
        let _ = write!(
            out,
            r#"<rect class="army-underline" x="{}" y="{}" width="{}" height="{}" fill="{}"/>"#,
            Num(cx - r * 0.4),
            Num(cy + r * 0.55),
            Num(r * 0.8),
            Num(r * 0.14),
            l.rim
        );
    }
}

/// The units on the board (only those the engine's view holds: hidden ones are not there at all).
pub(crate) fn units(g: &Fortaleza, out: &mut String) {
    for sq in 0..SQUARES as Square {
        let Some((seat, unit)) = g.unit_at(sq) else { continue };
        let (x, y) = xy(sq);
        let besieging = g.fortress(1 - seat).is_some() && g.exit_ring(1 - seat).has(sq);
        let _ = write!(
            out,
            r#"<g class="unit" data-at="{}" data-unit="{}" data-seat="{seat}" data-besieging="{besieging}">"#,
            square_name(sq),
            unit.letter()
        );
        token(out, unit, seat_look(g, seat), x + 0.5, y + 0.53, 0.34);
        out.push_str("</g>");
    }
}

/// The marks of the legal actions.
pub(crate) fn marks(g: &Fortaleza, m: &Marks, out: &mut String) {
    for &a in &m.anchors {
        let (x, y) = xy(a);
        let _ = write!(
            out,
            r#"<g class="anchor-mark" data-target="{}" data-kind="fortress"><circle cx="{}" cy="{}" r="0.16"/></g>"#,
            square_name(a),
            Num(x + 0.5),
            Num(y + 0.5)
        );
    }
    if let Some(a) = m.ghost {
        let (x, y) = xy(a);
        let _ = write!(
            out,
            r#"<rect class="fortress-ghost" data-ghost="{}" x="{}" y="{}" width="1.9" height="1.9" rx="0.06"/><rect class="ring-ghost" x="{}" y="{}" width="4" height="4"/>"#,
            square_name(a),
            Num(x + 0.05),
            Num(y - 0.95),
            Num(x - 1.0),
            Num(y - 2.0)
        );
    }
    if let Some(seat) = m.fortress_action {
        if let Some(anchor) = g.fortress(seat) {
            let (x, y) = xy(anchor);
            let _ = write!(
                out,
                r#"<rect class="fortress-action" data-fortress-action="{seat}" x="{}" y="{}" width="2" height="2" rx="0.08"/>"#,
                Num(x),
                Num(y - 1.0)
            );
        }
    }
    for &o in &m.origins {
        let (x, y) = xy(o);
        let class = if m.selected == Some(o) { "selected-mark" } else { "origin-mark" };
        let attr = if m.selected == Some(o) { "data-selected" } else { "data-origin" };
        let _ = write!(
            out,
            r#"<rect class="{class}" {attr}="{}" x="{}" y="{}" width="0.9" height="0.9" rx="0.1"/>"#,
            square_name(o),
            Num(x + 0.05),
            Num(y + 0.05)
        );
    }
    for &(t, kind) in &m.targets {
        let (x, y) = xy(t);
        let (cx, cy) = (x + 0.5, y + 0.5);
        let _ = write!(
            out,
            r#"<g class="mark {}" data-target="{}" data-kind="{}">"#,
            kind.name(),
            square_name(t),
            kind.name()
        );
        match kind {
            MarkKind::Move => {
                let _ = write!(out, r#"<circle cx="{cx}" cy="{cy}" r="0.17"/>"#, cx = Num(cx), cy = Num(cy));
            }
            MarkKind::Capture => {
                let _ = write!(
                    out,
                    r#"<rect x="{}" y="{}" width="0.86" height="0.86" rx="0.12"/>"#,
                    Num(x + 0.07),
                    Num(y + 0.07)
                );
            }
            MarkKind::Relay => {
                let _ = write!(
                    out,
                    r#"<path d="M{} {}h0.5l-0.12 -0.12M{} {}h-0.5l0.12 0.12"/>"#,
                    Num(cx - 0.25),
                    Num(cy - 0.08),
                    Num(cx + 0.25),
                    Num(cy + 0.08)
                );
            }
            MarkKind::Shot | MarkKind::Skewer => {
                let _ = write!(
                    out,
                    r#"<circle cx="{cx}" cy="{cy}" r="0.4"/><path d="M{} {cy}h0.9M{cx} {}v0.9"/>"#,
                    Num(cx - 0.45),
                    Num(cy - 0.45),
                    cx = Num(cx),
                    cy = Num(cy)
                );
                if kind == MarkKind::Skewer {
                    let _ = write!(out, r#"<circle cx="{cx}" cy="{cy}" r="0.26"/>"#, cx = Num(cx), cy = Num(cy));
                }
            }
        }
        out.push_str("</g>");
    }
    for &h in &m.hinted {
        let (x, y) = xy(h);
        let _ = write!(
            out,
            r#"<rect class="hint-mark" x="{}" y="{}" width="0.84" height="0.84"/>"#,
            Num(x + 0.08),
            Num(y + 0.08)
        );
    }
}

/// The help's highlights: where the hovered unit can go, and the squares that stop it.
pub(crate) fn help_marks(h: &HelpMarks, out: &mut String) {
    let (x, y) = xy(h.at);
    let _ = write!(out, r#"<rect class="help-unit" x="{x}" y="{y}" width="1" height="1"/>"#, x = Num(x), y = Num(y));
    let mark = |out: &mut String, bits: Bits, class: &str, attr: &str| {
        for sq in bits.iter() {
            let (x, y) = xy(sq);
            let _ = write!(
                out,
                r#"<rect class="{class}" {attr}="{}" x="{}" y="{}" width="0.9" height="0.9" rx="0.08"/>"#,
                square_name(sq),
                Num(x + 0.05),
                Num(y + 0.05)
            );
        }
    };
    mark(out, h.reach.moves, "help-reach", "data-reach");
    mark(out, h.reach.captures.or(h.reach.shots), "help-reach help-hit", "data-reach");
    for sq in h.reach.blocked.iter() {
        let (x, y) = xy(sq);
        let _ = write!(
            out,
            r#"<g class="help-blocked" data-blocked="{}"><rect x="{}" y="{}" width="0.9" height="0.9" rx="0.08"/><path d="M{} {}l0.5 0.5M{} {}l-0.5 0.5"/></g>"#,
            square_name(sq),
            Num(x + 0.05),
            Num(y + 0.05),
            Num(x + 0.25),
            Num(y + 0.25),
            Num(x + 0.75),
            Num(y + 0.25)
        );
    }
}

/// The coordinates around the board.
pub(crate) fn coordinates(out: &mut String) {
    for i in 0..SIZE {
        let _ = write!(
            out,
            r#"<text class="coord" x="{}" y="12.38" text-anchor="middle">{}</text><text class="coord" x="-0.35" y="{}" text-anchor="middle">{}</text>"#,
            Num(i as f64 + 0.5),
            (b'a' + i as u8) as char,
            Num((SIZE - i) as f64 - 0.38),
            i + 1
        );
    }
}

/// The whole board picture (terrain, units, marks, help).
pub(crate) fn board_svg(g: &Fortaleza, m: &Marks, help: Option<&HelpMarks>, frame: Option<&Look>) -> String {
    let mut out = String::with_capacity(40_000);
    if let Some(l) = frame {
        // The frame shows the colour of the army to act (as the rulebook's board does).
        let _ = write!(
            out,
            r#"<rect class="frame" x="-0.12" y="-0.12" width="{}" height="{}" rx="0.12" fill="{}" stroke="{}" stroke-width="0.06"/>"#,
            Num(SIZE as f64 + 0.24),
            Num(SIZE as f64 + 0.24),
            l.body,
            l.rim
        );
    }
    terrain(g, &mut out);
    coordinates(&mut out);
    units(g, &mut out);
    marks(g, m, &mut out);
    if let Some(h) = help {
        help_marks(h, &mut out);
    }
    out
}

/// A cropped drawing of a few squares of a position (the rules diagrams and the help's icon):
/// terrain, units and the reach of the unit on `at`.
pub(crate) fn diagram_svg(g: &Fortaleza, at: Square) -> String {
    let mut out = String::new();
    terrain(g, &mut out);
    units(g, &mut out);
    help_marks(&HelpMarks { at, reach: g.unit_reach(at) }, &mut out);
    out
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

/// A small inline icon: a move arrow, a no-entry sign or a lightning bolt.
pub(crate) fn icon(kind: &str) -> String {
    let body = match kind {
        "moves" => {
            r##"<path d="M2 14L14 2M14 2H7M14 2V9" fill="none" stroke="#2d6a3e" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>"##
        }
        "blocked" => {
            r##"<circle cx="8" cy="8" r="6.5" fill="#c0392b"/><rect x="3.5" y="6.6" width="9" height="2.8" fill="#fff"/>"##
        }
        _ => {
            r##"<path d="M9.5 1L3 9.5h4.5L6 15l7-9H8.5z" fill="#e0a800" stroke="#7a5b00" stroke-width="0.8" stroke-linejoin="round"/>"##
        }
    };
    format!(r#"<svg class="help-icon" viewBox="0 0 16 16" width="18" height="18" aria-hidden="true">{body}</svg>"#)
}

/// A unit token alone, as an inline SVG (panels, help line).
pub(crate) fn token_svg(unit: Unit, l: &Look, size: u32, title: &str) -> String {
    let mut out = String::new();
    token(&mut out, unit, l, 0.5, 0.55, 0.36);
    format!(
        r#"<svg class="token" viewBox="0 0 1 1.05" width="{size}" height="{size}" role="img" aria-label="{}">{out}</svg>"#,
        escape(title)
    )
}
