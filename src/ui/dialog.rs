//! A modal dialog in the WAI-ARIA pattern: `role="dialog"`, `aria-modal`, named by its heading.
//! When it opens, the focus moves to its first control (so a screen reader says the dialog's name,
//! the result of a game for instance), the dialog staying at its top; Tab and Shift+Tab stay inside it; Escape closes it (when it
//! can be closed); and when it goes, the focus returns to where it was.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// What can take the focus inside a dialog, in document order.
const FOCUSABLE: &str =
    "button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex=\"-1\"])";

#[component]
pub fn Modal(
    /// The id of the element that names the dialog (its heading).
    labelled_by: &'static str,
    /// Escape or a click on the backdrop: `None` for a dialog that must be answered.
    #[prop(optional)]
    on_close: Option<Callback<()>>,
    /// Extra classes for the backdrop (`end` for the result).
    #[prop(optional)]
    class: &'static str,
    #[prop(optional)] testid: Option<&'static str>,
    children: Children,
) -> impl IntoView {
    let dialog = NodeRef::<leptos::html::Div>::new();
    // The element that had the focus before, to give it back.
    let before: Option<web_sys::HtmlElement> =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.active_element()).and_then(|e| e.dyn_into().ok());
    let before = StoredValue::new_local(before);
    Effect::new(move |_| {
        if let Some(el) = dialog.get() {
            let first =
                el.query_selector(FOCUSABLE).ok().flatten().and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            // Without scrolling: a dialog taller than a phone held sideways opens at its heading
            // (the result), not at its buttons.
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = match first {
                Some(first) => first.focus_with_options(&options),
                None => el.focus_with_options(&options),
            };
        }
    });
    on_cleanup(move || {
        if let Some(Some(el)) = before.try_get_value() {
            // Only if it is still in the page (the screen behind may have changed).
            if el.is_connected() {
                let _ = el.focus();
            }
        }
    });
    let on_key = move |ev: web_sys::KeyboardEvent| match ev.key().as_str() {
        "Escape" => {
            if let Some(close) = on_close {
                ev.prevent_default();
                close.run(());
            }
        }
        "Tab" => {
            let Some(el) = dialog.get_untracked() else { return };
            let Ok(list) = el.query_selector_all(FOCUSABLE) else { return };
            let n = list.length();
            if n == 0 {
                ev.prevent_default();
                return;
            }
            let item = |i: u32| list.item(i).and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            let active = web_sys::window().and_then(|w| w.document()).and_then(|d| d.active_element());
            let (first, last) = (item(0), item(n - 1));
            let at = |x: &Option<web_sys::HtmlElement>| {
                x.as_ref().zip(active.as_ref()).is_some_and(|(a, b)| a.unchecked_ref::<web_sys::Element>() == b)
            };
            let inside = active.as_ref().is_some_and(|a| el.contains(Some(a)));
            let target = if ev.shift_key() {
                (at(&first) || !inside).then_some(last)
            } else {
                (at(&last) || !inside).then_some(first)
            };
            if let Some(Some(target)) = target {
                ev.prevent_default();
                let _ = target.focus();
            }
        }
        _ => {}
    };
    view! {
        <div class=format!("modal-backdrop {class}") on:click=move |_| if let Some(close) = on_close { close.run(()) }>
            <div class="modal" role="dialog" aria-modal="true" aria-labelledby=labelled_by tabindex="-1" data-testid=testid
                node_ref=dialog on:keydown=on_key on:click=|ev| ev.stop_propagation()>
                {children()}
            </div>
        </div>
    }
}
