//! The small diagrams of the rules page. They are real positions played on the engine and drawn by the board's own 3-D drawing,
//! cropped to the squares that matter.

use super::draw;
use crate::board::num::Num;
use crate::core::Game;
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

/// The view box around squares `from`..=`to` (column, row), from the board up to the Tower height.
fn crop(from: (u16, u16), to: (u16, u16)) -> String {
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
    format!("{} {} {} {}", Num(min.0 - 0.3), Num(min.1 - 0.3), Num(max.0 - min.0 + 0.6), Num(max.1 - min.1 + 0.6))
}

fn figure(
    g: Option<Voldetour>,
    from: (u16, u16),
    to: (u16, u16),
    overlay: Option<AnyView>,
    caption: String,
) -> impl IntoView {
    let picture = g.map(|g| draw::iso_picture(&g, 0));
    view! {
        <figure class="voldetour-diagram">
            <svg class="board voldetour iso" viewBox=crop(from, to) width="300" height="210" role="img" aria-label=caption.clone()>{picture}{overlay}</svg>
            <figcaption>{caption}</figcaption>
        </figure>
    }
}

/// Four diagrams for the rules page: a Block, a Stair, a nested pair, and a Lord crossing a run
/// of Stairs.
#[component]
pub fn RulesDiagrams() -> impl IntoView {
    let i18n = use_i18n();
    draw::use_letters(i18n);
    let block = |kind, at, orient| VAction::Block { kind, cell: cell(at), orient };
    let stair = |index, at, dir| VAction::Stair { index, cell: cell(at), dir };
    let blocks = position(&[block(4, "e5", 0), VAction::EndTurn, block(3, "f5", 2), VAction::EndTurn]);
    let stairs =
        position(&[stair(0, "e5", 0), VAction::EndTurn, block(1, "f5", 0), stair(0, "f5", 3), VAction::EndTurn]);
    let nested =
        position(&[stair(0, "e5", 1), VAction::EndTurn, stair(0, "e5", NEST), VAction::EndTurn, block(0, "f5", 0)]);
    // Black's road down from his Tower: three Stairs in a row, crossed in one step.
    let road = position(&[
        block(1, "d3", 0),
        stair(0, "d3", 3),
        VAction::EndTurn,
        block(1, "a10", 1),
        VAction::EndTurn,
        block(0, "e3", 0),
        stair(1, "e3", 3),
        VAction::EndTurn,
        block(0, "a8", 0),
        VAction::EndTurn,
        stair(2, "f3", 3),
    ]);
    let path = road.as_ref().and_then(|g| {
        let to = cell("g3");
        Some(draw::path(g, draw::ViewKind::Iso(0), g.lord(0), &g.lord_path(to)?))
    });
    view! {
        <div class="diagrams voldetour-diagrams" data-testid="rules-diagrams">
            {figure(blocks, (4, 4), (6, 5), None, i18n.t("voldetour-diagram-blocks"))}
            {figure(stairs, (4, 4), (6, 5), None, i18n.t("voldetour-diagram-stairs"))}
            {figure(nested, (4, 4), (6, 5), None, i18n.t("voldetour-diagram-nested"))}
            {figure(road, (2, 1), (6, 3), path, i18n.t("voldetour-diagram-road"))}
        </div>
        <p class="voldetour-keys" data-testid="voldetour-keys">{i18n.t("voldetour-keys")}</p>
    }
}
