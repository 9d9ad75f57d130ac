//! Browser entry point: installs the crash overlay, then mounts the app.
fn main() {
    castellan::ui::crash::install_panic_hook();
    leptos::mount::mount_to_body(castellan::ui::App);
}
