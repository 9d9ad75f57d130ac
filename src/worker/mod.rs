//! The bots' web worker: the messages between the page and the worker ([`protocol`], used by
//! both), and the worker itself ([`run`], built only into the worker's own wasm).

pub mod protocol;
#[cfg(feature = "worker")]
mod run;
#[cfg(feature = "worker")]
pub use run::run;
