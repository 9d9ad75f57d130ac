//! Voldétour in the UI registry.

use super::{RulesDiagrams, VoldetourBoard, VoldetourOptionsForm};
use crate::games::voldetour::{Voldetour, VoldetourOptions};
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
