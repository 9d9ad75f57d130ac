//! Fortaleza in the UI registry.

use super::{FortalezaBoard, RulesDiagrams};
use crate::games::fortaleza::{Fortaleza, FortalezaOptions};
use crate::i18n::Msg;
use crate::ui::i18n::I18n;
use crate::ui::new_game::OptionsNote;
use crate::ui::play::GameView;
use crate::ui::registry::GameUi;
use leptos::prelude::*;

impl GameUi for Fortaleza {
    const HANDOVER_TEXT: &'static str = "fortaleza-handover-text";
    fn board(view: GameView<Fortaleza>) -> AnyView {
        view! { <FortalezaBoard view=view/> }.into_any()
    }
    fn options_form(_options: RwSignal<FortalezaOptions>) -> AnyView {
        view! { <OptionsNote testid="fortaleza-options" text=Msg::new("fortaleza-opt-note")/> }.into_any()
    }
    fn rules_diagrams() -> Option<AnyView> {
        Some(view! { <RulesDiagrams/> }.into_any())
    }
    fn end_reason(i18n: I18n, game: &Fortaleza, names: &[String]) -> String {
        super::panels::end_text(i18n, game, names)
    }
}
