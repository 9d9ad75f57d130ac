//! Torres in the UI registry, and its part of the new-game dialog.

use super::{rules_figure, TorresBoard};
use crate::games::torres::master::MASTER_CARDS;
use crate::games::torres::{CardMode, Torres, TorresOptions};
use crate::ui::i18n::{use_i18n, I18n};
use crate::ui::registry::GameUi;
use crate::ui::registry::GameView;
use leptos::prelude::*;

impl GameUi for Torres {
    const HAS_3D_VIEW: bool = true;
    const HANDOVER_TEXT: &'static str = "torres-handover-text";
    const TURN_END_LINE: Option<&'static str> = Some("torres-log-end-turn");

    fn board(view: GameView<Torres>) -> AnyView {
        view! { <TorresBoard view=view/> }.into_any()
    }
    fn options_form(options: RwSignal<TorresOptions>) -> AnyView {
        view! { <TorresOptionsForm options=options/> }.into_any()
    }
    fn rules_figure(name: &str) -> Option<AnyView> {
        rules_figure(name)
    }
    fn end_reason(i18n: I18n, _game: &Torres, _names: &[String]) -> String {
        i18n.t("torres-end-reason")
    }
}

#[component]
pub fn TorresOptionsForm(options: RwSignal<TorresOptions>) -> impl IntoView {
    let i18n = use_i18n();
    let cards_value = move || match options.get().cards {
        CardMode::Off => "off",
        CardMode::PersonalDeck => "personal",
        CardMode::CommonDeck => "common",
    };
    let master_value = move || options.get().master_card.map(|c| c.to_string()).unwrap_or_else(|| "random".into());
    view! {
        <label class="option">{i18n.t("torres-opt-cards")}
            <select data-testid="opt-cards" prop:value=cards_value prop:disabled=move || options.get().master on:change=move |ev| {
                let v = event_target_value(&ev);
                options.update(|o| o.cards = match v.as_str() { "off" => CardMode::Off, "common" => CardMode::CommonDeck, _ => CardMode::PersonalDeck });
            }>
                <option value="personal">{i18n.t("torres-opt-cards-personal")}</option>
                <option value="common">{i18n.t("torres-opt-cards-common")}</option>
                <option value="off">{i18n.t("torres-opt-cards-off")}</option>
            </select>
        </label>
        <label class="option">{i18n.t("torres-opt-master")}
            <input type="checkbox" data-testid="opt-master" prop:checked=move || options.get().master
                on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    // The master version is played with each player's own ten cards.
                    options.update(|o| {
                        o.master = on;
                        if on { o.cards = CardMode::PersonalDeck } else { o.master_card = None }
                    });
                }/>
        </label>
        <Show when=move || options.get().master>
            <label class="option">{i18n.t("torres-opt-master-card")}
                <select data-testid="opt-master-card" prop:value=master_value on:change=move |ev| {
                    let v = event_target_value(&ev);
                    options.update(|o| o.master_card = v.parse().ok());
                }>
                    <option value="random">{i18n.t("torres-opt-master-card-random")}</option>
                    {MASTER_CARDS.iter().enumerate().map(|(i, text)| view! {
                        <option value=(i + 1).to_string()>{format!("{}: {text}", i + 1)}</option>
                    }).collect_view()}
                </select>
            </label>
        </Show>
    }
}
