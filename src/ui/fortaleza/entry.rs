//! Fortaleza in the UI registry.

use super::{FortalezaBoard, FortalezaOptionsForm, RulesDiagrams};
use crate::games::fortaleza::{Fortaleza, FortalezaOptions};
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
