//! Browser entry point: installs the crash overlay, then mounts the app, which replaces the
//! static home screen of `index.html` (drawn while this code loaded) with its first screen.
fn main() {
    castellan::ui::crash::install_panic_hook();
    // English's shell (compiled in) is read in this task, the app is set up in the next and its
    // first screen drawn in a later one (in English the one after; in another language once its
    // shell file is in), so that on a phone none of them makes one long task with the others
    // (docs/performance.md, "First load").
    castellan::ui::i18n::read_english_shell();
    castellan::ui::i18n::draw_first_screen_in_next_task();
    leptos::prelude::set_timeout(|| leptos::mount::mount_to_body(castellan::ui::App), std::time::Duration::ZERO);
}
