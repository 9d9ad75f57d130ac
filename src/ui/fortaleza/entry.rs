//! Fortaleza in the UI registry.

use super::{rules_figure, FortalezaBoard};
use crate::games::fortaleza::{army_letter_msg, Fortaleza, FortalezaOptions, Phase};
use crate::i18n::Msg;
use crate::registry::GameKind;
use crate::ui::i18n::I18n;
use crate::ui::new_game::OptionsNote;
use crate::ui::registry::GameUi;
use crate::ui::registry::GameView;
use crate::ui::seat_colour;
use crate::ui::seat_mark::SeatMark;
use leptos::prelude::*;

impl GameUi for Fortaleza {
    const HANDOVER_TEXT: &'static str = "fortaleza-handover-text";
    fn board(view: GameView<Fortaleza>) -> AnyView {
        view! { <FortalezaBoard view=view/> }.into_any()
    }
    fn options_form(_options: RwSignal<FortalezaOptions>) -> AnyView {
        view! { <OptionsNote testid="fortaleza-options" text=Msg::new("fortaleza-opt-note")/> }.into_any()
    }
    fn rules_figure(name: &str) -> Option<AnyView> {
        rules_figure(name)
    }
    const RULES_KEYS: Option<&'static str> = Some("fortaleza-keys");
    fn end_reason(i18n: I18n, game: &Fortaleza, names: &[String]) -> String {
        super::panels::end_text(i18n, game, names)
    }
    /// The army's chosen colours (its token's body, and the colours' letter in its rim), once
    /// the first player has chosen; before that the seats' neutral stones and shapes.
    fn seat_look(i18n: I18n, game: &Fortaleza, seat: usize) -> (&'static str, SeatMark) {
        if game.phase() == Phase::Choose {
            return (seat_colour(GameKind::Fortaleza, seat), SeatMark::shape(seat));
        }
        let colours = game.colours(seat as u8);
        let look = super::draw::look(colours);
        (look.body, SeatMark::Letter(i18n.msg(&army_letter_msg(colours)), look.rim))
    }
}
