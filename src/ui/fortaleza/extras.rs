//! The rules page's diagrams: one small board
//! per unit, a real position drawn by the board's own drawing, with the engine's answer for
//! where the unit can go and what stops it.

use super::draw;
use crate::games::fortaleza::{
    col_of, fortress_squares, parse_square, row_of, unit_help, unit_msg, Fortaleza, Square, Unit, SIZE, WATER,
};
use crate::i18n::Msg;
use crate::ui::i18n::use_i18n;
use leptos::prelude::*;

/// Where the diagrams' unit stands, and the squares each diagram shows (columns b–h, rows 1–7).
pub(crate) const DIAGRAM_AT: &str = "e4";
const WINDOW: (usize, usize, usize, usize) = (1, 0, 7, 6);

/// A position showing `unit` (first player) on e4 with an ally on c4, enemies on g4 and g6 and a
/// Mountain on e2, both Fortresses far away (j2, j10). Water is the board's own.
pub(crate) fn diagram_position(unit: Unit) -> Option<Fortaleza> {
    let mut cells = [['.'; SIZE]; SIZE];
    for s in WATER.iter() {
        cells[row_of(s)][col_of(s)] = '~';
    }
    for (anchor, c) in [("j2", 'F'), ("j10", 'f')] {
        for s in fortress_squares(parse_square(anchor)?).iter() {
            cells[row_of(s)][col_of(s)] = c;
        }
    }
    let mut put = |name: &str, c: char| {
        if let Some(s) = parse_square(name) {
            cells[row_of(s)][col_of(s)] = c;
        }
    };
    put(DIAGRAM_AT, unit.letter());
    put("c4", 'R');
    put("g4", 'r');
    put("g6", 'r');
    put("e2", '^');
    let mut text = String::new();
    for row in (0..SIZE).rev() {
        let line: Vec<String> = cells[row].iter().map(|c| c.to_string()).collect();
        text.push_str(&format!("{} {}\n", row + 1, line.join(" ")));
    }
    text.push_str("to move: 0\n");
    Fortaleza::from_position_text(&text).ok()
}

/// The diagram of a unit's moves as SVG markup, with its view box.
pub(crate) fn unit_diagram(unit: Unit) -> Option<(String, String)> {
    let g = diagram_position(unit)?;
    let at: Square = parse_square(DIAGRAM_AT)?;
    let (c0, r0, c1, r1) = WINDOW;
    Some((draw::crop(c0, r0, c1, r1), draw::diagram_svg(&g, at)))
}

/// One diagram per unit for the rules page.
#[component]
pub fn RulesDiagrams() -> impl IntoView {
    let i18n = use_i18n();
    let figures = Unit::ALL
        .iter()
        .filter_map(|&unit| {
            let (view_box, markup) = unit_diagram(unit)?;
            let caption =
                i18n.msg(&Msg::new("fortaleza-diagram").arg("unit", unit_msg(unit)).arg("moves", unit_help(unit).moves));
            Some(view! {
                <figure class="fortaleza-diagram" data-unit=unit.letter().to_string()>
                    <svg class="board fortaleza" viewBox=view_box width="168" height="168" role="img" aria-label=caption.clone() inner_html=markup></svg>
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
