//! The rules page's diagrams: one small board
//! per unit, a real position drawn by the board's own drawing, with the engine's answer for
//! where the unit can go and what stops it.

use super::draw;
use crate::games::fortaleza::ui_queries::{rules_diagram, DIAGRAM_AT};
use crate::games::fortaleza::{parse_square, unit_help, unit_msg, Square, Unit};
use crate::i18n::Msg;
use crate::ui::i18n::use_i18n;
use leptos::prelude::*;

/// A diagram's side on screen, in pixels: 45 px a square, so a unit's two-letter name (Hungarian
/// Cs, Russian ЛК, the smallest text) renders at 12 px or more, and it fits a 390 px phone.
const DIAGRAM_PX: u32 = 320;

/// The squares each diagram shows (columns b–h, rows 1–7).
const WINDOW: (usize, usize, usize, usize) = (1, 0, 7, 6);

/// The diagram of a unit's moves as an SVG view, with its view box.
pub(crate) fn unit_diagram(unit: Unit) -> Option<(String, AnyView)> {
    let g = rules_diagram(unit)?;
    let at: Square = parse_square(DIAGRAM_AT)?;
    let (c0, r0, c1, r1) = WINDOW;
    Some((draw::crop(c0, r0, c1, r1), draw::diagram(&g, at)))
}

/// The name of a unit's diagram in the help text: its English name in lower case, hyphenated
/// (`@light-cavalry`).
fn figure_name(unit: Unit) -> String {
    unit.name().to_ascii_lowercase().replace(' ', "-")
}

/// The rules page's diagram of one unit's moves, named after the unit (`@rabble`), placed beside
/// the unit's line in the help text; the caption names the unit, the picture's label says it all.
pub fn rules_figure(name: &str) -> Option<AnyView> {
    let unit = Unit::ALL.into_iter().find(|&u| figure_name(u) == name)?;
    let i18n = use_i18n();
    draw::use_letters(i18n);
    let (view_box, markup) = unit_diagram(unit)?;
    let label =
        i18n.msg(&Msg::new("fortaleza-diagram").arg("unit", unit_msg(unit)).arg("moves", unit_help(unit).moves));
    Some(
        view! {
            <figure class="fortaleza-diagram" data-unit=unit.letter().to_string()>
                <svg class="board fortaleza" viewBox=view_box width=DIAGRAM_PX height=DIAGRAM_PX role="img" aria-label=label>{markup}</svg>
                <figcaption>{i18n.msg(&unit_msg(unit))}</figcaption>
            </figure>
        }
        .into_any(),
    )
}
