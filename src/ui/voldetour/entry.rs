//! Voldétour in the UI registry.

use super::{RulesDiagrams, VoldetourBoard};
use crate::games::voldetour::{Voldetour, VoldetourOptions};
use crate::i18n::Msg;
use crate::ui::new_game::OptionsNote;
use crate::ui::play::GameView;
use crate::ui::registry::GameUi;
use leptos::prelude::*;

impl GameUi for Voldetour {
    fn board(view: GameView<Voldetour>) -> AnyView {
        view! { <VoldetourBoard view=view/> }.into_any()
    }
    fn options_form(_options: RwSignal<VoldetourOptions>) -> AnyView {
        view! { <OptionsNote testid="voldetour-options" text=Msg::new("voldetour-opt-note")/> }.into_any()
    }
    fn rules_diagrams() -> Option<AnyView> {
        Some(view! { <RulesDiagrams/> }.into_any())
    }
}
