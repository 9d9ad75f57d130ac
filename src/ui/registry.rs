//! The UI side of the game registry: what each game shows (board, options form, rules
//! diagrams), implemented in each game's own `ui/<game>/entry.rs`, and the dispatch from a
//! [`GameKind`] to it, generated from the one list of games ([`crate::each_game!`]).

use super::i18n::I18n;
use super::play::GameView;
use super::seat_colour;
use super::seat_mark::SeatMark;
use crate::games::{GameKind, RegisteredGame};
use leptos::prelude::*;

/// The screens' pieces one game provides.
pub trait GameUi: RegisteredGame + Send + Sync
where
    Self::Action: Send + Sync,
    Self::Options: Send + Sync,
{
    /// The board: draws the position it is given and reports clicks.
    fn board(view: GameView<Self>) -> AnyView;
    /// The game's variants in the new-game dialog, editing its typed options.
    fn options_form(options: RwSignal<Self::Options>) -> AnyView;
    /// The rules help's diagram `name`, placed in the help text by a line `@name` beside the
    /// text it illustrates; `None` for a name the game does not draw.
    fn rules_figure(_name: &str) -> Option<AnyView> {
        None
    }
    /// The game's own keys on the rules page (a message key), listed before the shell's.
    const RULES_KEYS: Option<&'static str> = None;
    /// What the hand-over cover says it hides (the message key).
    const HANDOVER_TEXT: &'static str = "play-handover-text";
    /// Whether the game keeps a score worth showing beside the players (a race has none).
    const HAS_SCORE: bool = true;
    /// Whether the board has a 3-D view (which zooms: the rules page then lists its keys).
    const HAS_3D_VIEW: bool = false;
    /// Why the finished game `game` ended (checkmate, the Lord on the Tower, the last scoring…),
    /// as a sentence for the result dialog; `names` are the seats' names.
    fn end_reason(i18n: I18n, game: &Self, names: &[String]) -> String;
    /// What tells `seat` apart besides its colour, the same on the board and the panels.
    fn seat_mark(_i18n: I18n, seat: usize) -> SeatMark {
        SeatMark::shape(seat)
    }
    /// How `seat` looks in the shell (players list, log, hand-over card, result table and chart)
    /// in the position `game`: its colour and mark. A game whose seats' colours are chosen in
    /// play (Fortaleza) says so here; the default is the fixed [`seat_colour`] and
    /// [`GameUi::seat_mark`].
    fn seat_look(i18n: I18n, _game: &Self, seat: usize) -> (&'static str, SeatMark) {
        (seat_colour(Self::KIND, seat), Self::seat_mark(i18n, seat))
    }
}

/// Code that works on any game's UI, given its type: `visit_ui(kind, visitor)`.
pub trait UiVisitor {
    type Output;
    fn visit<G: GameUi>(self) -> Self::Output
    where
        G::Action: Send + Sync,
        G::Options: Send + Sync;
}

macro_rules! define_ui_dispatch {
    ($d:tt $($variant:ident => $ty:ty),* $(,)?) => {
        /// Runs `visitor` with the engine type of `kind`.
        pub fn visit_ui<V: UiVisitor>(kind: GameKind, visitor: V) -> V::Output {
            match kind {
                $(GameKind::$variant => visitor.visit::<$ty>(),)*
            }
        }
    };
}
crate::each_game!(define_ui_dispatch);

/// What the shell needs to know of a game's screens without its types: its constants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UiFacts {
    /// [`GameUi::HAS_SCORE`].
    pub has_score: bool,
    /// [`GameUi::HAS_3D_VIEW`].
    pub has_3d_view: bool,
    /// [`GameUi::HANDOVER_TEXT`].
    pub handover_text: &'static str,
}

/// The constants of `kind`'s screens.
pub fn ui_facts(kind: GameKind) -> UiFacts {
    struct Facts;
    impl UiVisitor for Facts {
        type Output = UiFacts;
        fn visit<G: GameUi>(self) -> UiFacts
        where
            G::Action: Send + Sync,
            G::Options: Send + Sync,
        {
            UiFacts { has_score: G::HAS_SCORE, has_3d_view: G::HAS_3D_VIEW, handover_text: G::HANDOVER_TEXT }
        }
    }
    visit_ui(kind, Facts)
}
