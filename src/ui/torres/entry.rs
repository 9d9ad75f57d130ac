//! Torres in the UI registry.

use super::{RulesDiagrams, TorresBoard, TorresOptionsForm};
use crate::games::torres::{Torres, TorresOptions};
use crate::ui::play::GameView;
use crate::ui::registry::GameUi;
use leptos::prelude::*;

impl GameUi for Torres {
    fn board(view: GameView<Torres>) -> AnyView {
        view! { <TorresBoard view=view/> }.into_any()
    }
    fn options_form(options: RwSignal<TorresOptions>) -> AnyView {
        view! { <TorresOptionsForm options=options/> }.into_any()
    }
    fn rules_diagrams() -> Option<AnyView> {
        Some(view! { <RulesDiagrams/> }.into_any())
    }
}
