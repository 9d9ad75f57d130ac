//! The bots' web worker (built by Trunk beside the app, see `index.html`): loaded the first time a
//! game needs a bot's move or a hint. Everything it does is in `castellan::worker`.
fn main() {
    console_error_panic_hook::set_once();
    castellan::worker::run();
}
