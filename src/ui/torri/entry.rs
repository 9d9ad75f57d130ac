//! Torri in the UI registry, and its part of the new-game dialog.

use super::TorriBoard;
use crate::games::torri::{ColourDie, Torri, TorriOptions, NO_PROGRESS_ROUNDS};
use crate::i18n::Msg;
use crate::ui::i18n::{use_i18n, I18n};
use crate::ui::registry::GameUi;
use crate::ui::registry::GameView;
use crate::ui::you_by_name;
use leptos::prelude::*;

impl GameUi for Torri {
    fn board(view: GameView<Torri>) -> AnyView {
        view! { <TorriBoard view=view/> }.into_any()
    }
    fn options_form(options: RwSignal<TorriOptions>) -> AnyView {
        view! { <TorriOptionsForm options=options/> }.into_any()
    }
    fn end_reason(i18n: I18n, game: &Torri, names: &[String]) -> String {
        if game.ended_without_progress() {
            return i18n.msg(&Msg::new("torri-end-no-progress").arg("rounds", NO_PROGRESS_ROUNDS));
        }
        // One player left without a move is named (the usual case); several at once share the
        // general sentence.
        match game.stuck_seats().as_slice() {
            [seat] => match names.get(*seat as usize) {
                Some(name) => i18n.msg(
                    &Msg::new("torri-end-stuck-player")
                        .arg("player", name.as_str())
                        .arg("you", you_by_name(i18n, names, *seat as usize)),
                ),
                None => i18n.t("torri-end-stuck"),
            },
            _ => i18n.t("torri-end-stuck"),
        }
    }
}

/// Torri's variants in the new-game dialog.
#[component]
pub fn TorriOptionsForm(options: RwSignal<TorriOptions>) -> impl IntoView {
    let i18n = use_i18n();
    let limit_value = move || options.get().height_limit.map(|h| h.to_string()).unwrap_or_else(|| "none".into());
    let carry_value = move || options.get().free_carry.map(|h| h.to_string()).unwrap_or_else(|| "off".into());
    let colour_value = move || match options.get().colour_die {
        ColourDie::Off => "off",
        ColourDie::On => "on",
        ColourDie::OwnColourRollsAgain => "again",
    };
    view! {
        <label class="option">{i18n.t("torri-opt-height-limit")}
            <select data-testid="opt-height-limit" prop:value=limit_value on:change=move |ev| {
                let v = event_target_value(&ev);
                options.update(|o| o.height_limit = v.parse().ok());
            }>
                {[6u8, 8, 10, 12, 16, 20].into_iter().map(|h| view! { <option value=h.to_string()>{i18n.msg(&Msg::new("torri-opt-height").arg("pieces", h))}</option> }).collect_view()}
                <option value="none">{i18n.t("torri-opt-no-limit")}</option>
            </select>
        </label>
        <label class="option">{i18n.t("torri-opt-dice-only")}
            <input type="checkbox" data-testid="opt-dice-only" prop:checked=move || options.get().dice_only
                on:change=move |ev| options.update(|o| o.dice_only = event_target_checked(&ev))/>
        </label>
        <label class="option">{i18n.t("torri-opt-two-dice")}
            <input type="checkbox" data-testid="opt-two-dice" prop:checked=move || options.get().two_dice
                on:change=move |ev| options.update(|o| o.two_dice = event_target_checked(&ev))/>
        </label>
        <label class="option">{i18n.t("torri-opt-free-carry")}
            <select data-testid="opt-free-carry" prop:value=carry_value on:change=move |ev| {
                let v = event_target_value(&ev);
                options.update(|o| o.free_carry = v.parse().ok());
            }>
                <option value="off">{i18n.t("torri-opt-off")}</option>
                {[3u8, 4, 5, 6, 8].into_iter().map(|h| view! { <option value=h.to_string()>{h.to_string()}</option> }).collect_view()}
            </select>
        </label>
        <label class="option">{i18n.t("torri-opt-colour-die")}
            <select data-testid="opt-colour-die" prop:value=colour_value on:change=move |ev| {
                let v = event_target_value(&ev);
                options.update(|o| o.colour_die = match v.as_str() { "on" => ColourDie::On, "again" => ColourDie::OwnColourRollsAgain, _ => ColourDie::Off });
            }>
                <option value="off">{i18n.t("torri-opt-off")}</option>
                <option value="on">{i18n.t("torri-opt-on")}</option>
                <option value="again">{i18n.t("torri-opt-colour-again")}</option>
            </select>
        </label>
        <label class="option">{i18n.msg(&Msg::new("torri-opt-no-progress").arg("rounds", NO_PROGRESS_ROUNDS))}
            <input type="checkbox" data-testid="opt-no-progress" prop:checked=move || options.get().no_progress
                on:change=move |ev| options.update(|o| o.no_progress = event_target_checked(&ev))/>
        </label>
    }
}
