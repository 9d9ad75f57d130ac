//! Voldétour in the UI registry.

use super::{rules_figure, VoldetourBoard};
use crate::games::voldetour::{Voldetour, VoldetourOptions};
use crate::i18n::Msg;
use crate::ui::i18n::I18n;
use crate::ui::new_game::OptionsNote;
use crate::ui::registry::GameUi;
use crate::ui::registry::GameView;
use crate::ui::seat_mark::SeatMark;
use leptos::prelude::*;

impl GameUi for Voldetour {
    const HAS_3D_VIEW: bool = true;
    /// A race: the first Lord on the enemy Tower wins; there are no points.
    const HAS_SCORE: bool = false;
    const TURN_END_LINE: Option<&'static str> = Some("voldetour-log-end-turn");

    fn board(view: GameView<Voldetour>) -> AnyView {
        view! { <VoldetourBoard view=view/> }.into_any()
    }
    fn options_form(_options: RwSignal<VoldetourOptions>) -> AnyView {
        view! { <OptionsNote testid="voldetour-options" text=Msg::new("voldetour-opt-note")/> }.into_any()
    }
    fn rules_figure(name: &str) -> Option<AnyView> {
        rules_figure(name)
    }
    const RULES_KEYS: Option<&'static str> = Some("voldetour-keys");
    fn end_reason(i18n: I18n, game: &Voldetour, _names: &[String]) -> String {
        i18n.msg(&super::panels::end_text(game))
    }
    /// The letter its pieces carry (the colour's initial in the language shown).
    fn seat_mark(i18n: I18n, seat: usize) -> SeatMark {
        super::draw::use_letters(i18n);
        SeatMark::Letter(super::draw::letter(seat as u8), super::draw::look(seat as u8).ink)
    }
}
