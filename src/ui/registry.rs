//! The UI side of the game registry: what each game shows (board, options form, rules
//! diagrams), implemented in each game's own `ui/<game>/entry.rs`, and the dispatch from a
//! [`GameKind`] to it, generated from the one list of games ([`crate::each_game!`]); the
//! contract between the shell and a board ([`GameView`]); how each seat looks ([`seat_look`]).

use super::i18n::{use_i18n, I18n};
use super::seat_colour;
use super::seat_mark::{seat_swatch, SeatMark};
use super::AppState;
use crate::core::{Game, Seat, SeenTurn};
use crate::registry::{GameKind, RegisteredGame};
use leptos::prelude::*;

/// What a game's board component needs from the shell, for the typed game `G`.
pub struct GameView<G: Game> {
    /// The position shown: the live one, or the one picked in the history.
    pub state: Signal<Option<G>>,
    /// Whether a human may act on the board now (live position, a human seat to move, no cover).
    pub interactive: Signal<bool>,
    /// Whose private information the screen may show (the human at the device), if anyone's.
    pub viewer: Signal<Option<Seat>>,
    /// A suggested action to highlight.
    pub hint: Signal<Option<G::Action>>,
    /// The turn that led to the position shown, as the viewer may see it (what the last-move
    /// line says): the board marks the squares it moved from and to (COMMON look: the classes
    /// `last-move-from` and `last-move-to`).
    pub last_turn: Signal<Option<SeenTurn<G>>>,
    /// Plays an action for the seat to move.
    pub play: Callback<G::Action>,
}

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
    /// The log line (its message key) of an action that only ends a turn: the last-move line
    /// leaves it out of a turn it lists, where it says nothing the next player's prompt does not.
    const TURN_END_LINE: Option<&'static str> = None;
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
    ($d:tt $($game:ident: $krate:ident::$variant:ident),* $(,)?) => {
        /// Runs `visitor` with the engine type of `kind`.
        pub fn visit_ui<V: UiVisitor>(kind: GameKind, visitor: V) -> V::Output {
            match kind {
                $(GameKind::$variant => visitor.visit::<$krate::$variant>(),)*
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
    /// [`GameUi::TURN_END_LINE`].
    pub turn_end_line: Option<&'static str>,
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
            UiFacts {
                has_score: G::HAS_SCORE,
                has_3d_view: G::HAS_3D_VIEW,
                handover_text: G::HANDOVER_TEXT,
                turn_end_line: G::TURN_END_LINE,
            }
        }
    }
    visit_ui(kind, Facts)
}

/// How `seat` looks in the shell now: its colour and mark from the game in play, where the game
/// decides them in play (Fortaleza's chosen army colours: [`GameUi::seat_look`]); the game's
/// fixed colour and mark when no game of `kind` is in play.
pub fn seat_look(app: Option<AppState>, i18n: I18n, kind: GameKind, seat: usize) -> (&'static str, SeatMark) {
    struct Look(Option<AppState>, I18n, usize);
    impl UiVisitor for Look {
        type Output = (&'static str, SeatMark);
        fn visit<G: GameUi>(self) -> Self::Output
        where
            G::Action: Send + Sync,
            G::Options: Send + Sync,
        {
            let Look(app, i18n, seat) = self;
            let now = app.and_then(|app| {
                app.session.with(|s| G::get(&s.as_ref()?.game).map(|m| G::seat_look(i18n, m.current(), seat)))
            });
            now.unwrap_or_else(|| (seat_colour(G::KIND, seat), G::seat_mark(i18n, seat)))
        }
    }
    visit_ui(kind, Look(app, i18n, seat))
}

/// A seat's colour with its mark, in a line of text (players, log, scores), as the game in play
/// shows it now ([`seat_look`]).
#[component]
pub fn SeatSwatch(
    kind: GameKind,
    seat: usize,
    /// The hand-over card's larger swatch.
    #[prop(optional)]
    big: bool,
) -> impl IntoView {
    let app = use_context::<AppState>();
    let i18n = use_i18n();
    move || {
        let (colour, mark) = seat_look(app, i18n, kind, seat);
        seat_swatch(colour, &mark, big)
    }
}
