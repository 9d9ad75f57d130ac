//! The small diagrams of the rules page. They are real positions played on the engine and drawn by the board's own 3-D drawing,
//! cropped to the squares that matter.

use super::draw;
use crate::board::num::Num;
use crate::core::Game;
use crate::games::voldetour::ui_queries::road_diagram_actions;
use crate::games::voldetour::{parse_cell, VAction, Voldetour, VoldetourOptions, NEST};
use crate::ui::i18n::use_i18n;
use leptos::prelude::*;

fn cell(name: &str) -> u8 {
    parse_cell(name).unwrap_or(0)
}

/// A position reached by playing `actions` from the start of a 2-player game.
fn position(actions: &[VAction]) -> Option<Voldetour> {
    let mut g = Voldetour::new_with(&VoldetourOptions { players: 2 }, 1).ok()?;
    for &a in actions {
        g.check(a).ok()?;
        g.play_unchecked(a);
    }
    Some(g)
}

/// Screen pixels per board unit: a Block's label (0.26 to 0.3 units, drawn at 0.36 on the rules
/// page by its stylesheet) renders at 13 px or more, legible on a phone, and the widest diagram
/// (the road) still fits a 390 px screen.
const PX_PER_UNIT: f64 = 36.0;

/// The view box around squares `from`..=`to` (column, row), from the board up to the Tower
/// height, and the picture's size on screen at [`PX_PER_UNIT`].
fn crop(from: (u16, u16), to: (u16, u16)) -> (String, u32, u32) {
    let iso = draw::iso(0);
    let mut min = (f64::MAX, f64::MAX);
    let mut max = (f64::MIN, f64::MIN);
    for x in [from.0, to.0 + 1] {
        for y in [from.1, to.1 + 1] {
            for z in [0.0, 4.4] {
                let (sx, sy) = iso.point(x as f64, y as f64, z);
                min = (min.0.min(sx), min.1.min(sy));
                max = (max.0.max(sx), max.1.max(sy));
            }
        }
    }
    let (w, h) = (max.0 - min.0 + 0.6, max.1 - min.1 + 0.6);
    let view_box = format!("{} {} {} {}", Num(min.0 - 0.3), Num(min.1 - 0.3), Num(w), Num(h));
    (view_box, (w * PX_PER_UNIT).round() as u32, (h * PX_PER_UNIT).round() as u32)
}

fn figure(
    g: Option<Voldetour>,
    from: (u16, u16),
    to: (u16, u16),
    overlay: Option<AnyView>,
    caption: String,
) -> impl IntoView {
    let picture = g.map(|g| draw::iso_picture(&g, 0));
    let (view_box, width, height) = crop(from, to);
    view! {
        <figure class="voldetour-diagram">
            <svg class="board voldetour iso" viewBox=view_box width=width height=height role="img" aria-label=caption.clone()>{picture}{overlay}</svg>
            <figcaption>{caption}</figcaption>
        </figure>
    }
}

/// The rules page's diagram `name`: Blocks (`blocks`), Stairs (`stairs`), a nested pair
/// (`nested`), and a Lord crossing a run of Stairs (`road`).
pub fn rules_figure(name: &str) -> Option<AnyView> {
    let i18n = use_i18n();
    draw::use_letters(i18n);
    let block = |kind, at, orient| VAction::Block { kind, cell: cell(at), orient };
    let stair = |index, at, dir| VAction::Stair { index, cell: cell(at), dir };
    let figure = match name {
        "blocks" => {
            let g = position(&[block(4, "e5", 0), VAction::EndTurn, block(3, "f5", 2), VAction::EndTurn]);
            figure(g, (4, 4), (6, 5), None, i18n.t("voldetour-diagram-blocks")).into_any()
        }
        "stairs" => {
            let g = position(&[
                stair(0, "e5", 0),
                VAction::EndTurn,
                block(1, "f5", 0),
                stair(0, "f5", 3),
                VAction::EndTurn,
            ]);
            figure(g, (4, 4), (6, 5), None, i18n.t("voldetour-diagram-stairs")).into_any()
        }
        "nested" => {
            let g = position(&[
                stair(0, "e5", 1),
                VAction::EndTurn,
                stair(0, "e5", NEST),
                VAction::EndTurn,
                block(0, "f5", 0),
            ]);
            figure(g, (4, 4), (6, 5), None, i18n.t("voldetour-diagram-nested")).into_any()
        }
        "road" => {
            // Black's road down from his Tower: three Stairs in a row, crossed in one step.
            let road = position(&road_diagram_actions());
            let path = road.as_ref().and_then(|g| {
                let to = cell("g3");
                Some(draw::path(g, draw::ViewKind::Iso(0), g.lord(0), &g.lord_path(to)?))
            });
            figure(road, (2, 1), (6, 3), path, i18n.t("voldetour-diagram-road")).into_any()
        }
        _ => return None,
    };
    Some(figure)
}
