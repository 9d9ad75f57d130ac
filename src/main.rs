//! Browser entry point: installs the crash overlay, then mounts the app, which replaces the
//! static home screen of `index.html` (drawn while this code loaded).
fn main() {
    castellan::ui::crash::install_panic_hook();
    // The shell's messages are read in this task and the app is drawn in the next, so that on a
    // phone neither makes one long task with the other (docs/performance.md, "First load").
    castellan::ui::i18n::read_built_in_messages();
    leptos::prelude::set_timeout(mount, std::time::Duration::ZERO);
}

fn mount() {
    leptos::mount::mount_to_body(castellan::ui::App);
    // In the same task as the app's first screen, so the page never shows both or neither.
    if let Some(shell) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("static-home")) {
        shell.remove();
    }
}
