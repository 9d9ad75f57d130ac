//! The rules of play: what is legal, in which order the legal actions are listed, and what each
//! does. One file per concern; all of them are methods of [`super::Torres`].

mod apply;
mod generate;
mod legality;
mod moves;
