//! Fortaleza in the UI registry, and its part of the new-game dialog.

use super::{FortalezaBoard, RulesDiagrams};
use crate::games::fortaleza::{Fortaleza, FortalezaOptions};
use crate::ui::i18n::use_i18n;
use crate::ui::play::GameView;
use crate::ui::registry::GameUi;
use leptos::prelude::*;

impl GameUi for Fortaleza {
    fn board(view: GameView<Fortaleza>) -> AnyView {
        view! { <FortalezaBoard view=view/> }.into_any()
    }
    fn options_form(options: RwSignal<FortalezaOptions>) -> AnyView {
        view! { <FortalezaOptionsForm options=options/> }.into_any()
    }
    fn rules_diagrams() -> Option<AnyView> {
        Some(view! { <RulesDiagrams/> }.into_any())
    }
}

#[component]
pub fn FortalezaOptionsForm(options: RwSignal<FortalezaOptions>) -> impl IntoView {
    let _ = options;
    let i18n = use_i18n();
    view! {
        <p class="option-note" data-testid="fortaleza-options">{i18n.t("fortaleza-opt-note")}</p>
    }
}
