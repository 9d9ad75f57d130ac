//! Torri in the UI registry.

use super::{TorriBoard, TorriOptionsForm};
use crate::games::torri::{Torri, TorriOptions};
use crate::ui::play::GameView;
use crate::ui::registry::GameUi;
use leptos::prelude::*;

impl GameUi for Torri {
    fn board(view: GameView<Torri>) -> AnyView {
        view! { <TorriBoard view=view/> }.into_any()
    }
    fn options_form(options: RwSignal<TorriOptions>) -> AnyView {
        view! { <TorriOptionsForm options=options/> }.into_any()
    }
}
