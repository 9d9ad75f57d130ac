//! One folder per game, each a complete rules engine implementing [`crate::core::Game`].
pub mod torres;
