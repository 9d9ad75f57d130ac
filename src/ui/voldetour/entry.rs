//! Voldétour in the UI registry, and its part of the new-game dialog.

use super::{RulesDiagrams, VoldetourBoard};
use crate::games::voldetour::{Voldetour, VoldetourOptions};
use crate::ui::i18n::use_i18n;
use crate::ui::play::GameView;
use crate::ui::registry::GameUi;
use leptos::prelude::*;

impl GameUi for Voldetour {
    fn board(view: GameView<Voldetour>) -> AnyView {
        view! { <VoldetourBoard view=view/> }.into_any()
    }
    fn options_form(options: RwSignal<VoldetourOptions>) -> AnyView {
        view! { <VoldetourOptionsForm options=options/> }.into_any()
    }
    fn rules_diagrams() -> Option<AnyView> {
        Some(view! { <RulesDiagrams/> }.into_any())
    }
}

#[component]
pub fn VoldetourOptionsForm(options: RwSignal<VoldetourOptions>) -> impl IntoView {
    let _ = options;
    let i18n = use_i18n();
    view! {
        <p class="option-note" data-testid="voldetour-options">{i18n.t("voldetour-opt-note")}</p>
    }
}
