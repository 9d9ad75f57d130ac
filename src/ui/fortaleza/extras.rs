//! The rules page's diagrams: one small board
//! per unit, a real position drawn by the board's own drawing, with the engine's answer for
//! where the unit can go and what stops it.

use super::draw;
use crate::games::fortaleza::ui_queries::{rules_diagram, DIAGRAM_AT};
use crate::games::fortaleza::{parse_square, unit_help, unit_msg, Square, Unit};
use crate::i18n::Msg;
use crate::ui::i18n::use_i18n;
use leptos::prelude::*;

/// The squares each diagram shows (columns b–h, rows 1–7).
const WINDOW: (usize, usize, usize, usize) = (1, 0, 7, 6);

/// The diagram of a unit's moves as an SVG view, with its view box.
pub(crate) fn unit_diagram(unit: Unit) -> Option<(String, AnyView)> {
    let g = rules_diagram(unit)?;
    let at: Square = parse_square(DIAGRAM_AT)?;
    let (c0, r0, c1, r1) = WINDOW;
    Some((draw::crop(c0, r0, c1, r1), draw::diagram(&g, at)))
}

/// One diagram per unit for the rules page.
#[component]
pub fn RulesDiagrams() -> impl IntoView {
    let i18n = use_i18n();
    draw::use_letters(i18n);
    let figures = Unit::ALL
        .iter()
        .filter_map(|&unit| {
            let (view_box, markup) = unit_diagram(unit)?;
            let caption =
                i18n.msg(&Msg::new("fortaleza-diagram").arg("unit", unit_msg(unit)).arg("moves", unit_help(unit).moves));
            Some(view! {
                <figure class="fortaleza-diagram" data-unit=unit.letter().to_string()>
                    <svg class="board fortaleza" viewBox=view_box width="168" height="168" role="img" aria-label=caption.clone()>{markup}</svg>
                    <figcaption>{caption}</figcaption>
                </figure>
            })
        })
        .collect_view();
    view! {
        <div class="diagrams fortaleza-diagrams" data-testid="rules-diagrams">{figures}</div>
        <p class="fortaleza-keys" data-testid="fortaleza-keys">{i18n.t("fortaleza-keys")}</p>
    }
}
