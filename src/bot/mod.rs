//! Bots written once against [`crate::core::Game`].
