//! Colour is never the only sign of a player: every seat also has a mark, drawn the same way on
//! the board's pieces, the players strip, the log, the hand-over card, the final scores and the
//! chart's legend. Torres and Torri (and, by default, any game) give each seat a shape — red a
//! disc, blue a square, yellow a triangle, green a diamond — in near-black, which stands out
//! from every seat colour by more than 4.5:1. Voldétour's pieces already carry their colour's
//! initial, so its seats are marked with that letter. Fortaleza's first player chooses the
//! armies' colours in the game: until then its seats are two neutral stones with the shapes,
//! then each army's colour with its colours' letter in the army's rim colour (`seat_look`).

use super::i18n::{use_i18n, I18n};
use super::registry::{visit_ui, GameUi, UiVisitor};
use super::{seat_colour, AppState};
use crate::board::num::{svg_num, Num};
use crate::games::GameKind;
use leptos::prelude::*;

/// The ink of the shapes: at least 4.5:1 against each of the four seat colours.
pub const MARK_INK: &str = "#111";

/// How a seat is told apart besides its colour.
#[derive(Clone, Debug, PartialEq)]
pub enum SeatMark {
    /// One of four shapes (by seat number).
    Shape(usize),
    /// A letter, in the given ink.
    Letter(String, &'static str),
}

impl SeatMark {
    /// The seat's shape: the default for every game.
    pub fn shape(seat: usize) -> SeatMark {
        SeatMark::Shape(seat % 4)
    }
}

/// The mark of `seat` in the game `kind`, in the language shown.
pub fn seat_mark(i18n: I18n, kind: GameKind, seat: usize) -> SeatMark {
    struct Mark(I18n, usize);
    impl UiVisitor for Mark {
        type Output = SeatMark;
        fn visit<G: GameUi>(self) -> SeatMark
        where
            G::Action: Send + Sync,
            G::Options: Send + Sync,
        {
            G::seat_mark(self.0, self.1)
        }
    }
    visit_ui(kind, Mark(i18n, seat))
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

/// The mark drawn in SVG, centred on (`cx`, `cy`), `r` its half-size (shapes only: letters are
/// text, drawn by [`seat_mark_svg`]).
pub fn shape_svg(seat: usize, cx: f64, cy: f64, r: f64) -> AnyView {
    match seat % 4 {
        0 => view! { <circle class="seat-mark" cx=svg_num(cx) cy=svg_num(cy) r=svg_num(r * 0.8) fill=MARK_INK pointer-events="none"/> }.into_any(),
        1 => view! {
            <rect class="seat-mark" x=svg_num(cx - r * 0.75) y=svg_num(cy - r * 0.75) width=svg_num(r * 1.5) height=svg_num(r * 1.5) fill=MARK_INK pointer-events="none"/>
        }
        .into_any(),
        2 => {
            let points = format!("{},{} {},{} {},{}", Num(cx), Num(cy - r), Num(cx + r), Num(cy + r * 0.75), Num(cx - r), Num(cy + r * 0.75));
            view! { <polygon class="seat-mark" points=points fill=MARK_INK pointer-events="none"/> }.into_any()
        }
        _ => {
            let points = format!("{},{} {},{} {},{} {},{}", Num(cx), Num(cy - r), Num(cx + r), Num(cy), Num(cx), Num(cy + r), Num(cx - r), Num(cy));
            view! { <polygon class="seat-mark" points=points fill=MARK_INK pointer-events="none"/> }.into_any()
        }
    }
}

/// Any seat mark in SVG, centred on (`cx`, `cy`) with half-size `r`.
pub fn seat_mark_svg(mark: &SeatMark, cx: f64, cy: f64, r: f64) -> AnyView {
    match mark {
        SeatMark::Shape(seat) => shape_svg(*seat, cx, cy, r),
        SeatMark::Letter(letter, ink) => view! {
            <text class="seat-mark" x=svg_num(cx) y=svg_num(cy + r * 0.7) font-size=svg_num(r * 2.0) font-weight="700" text-anchor="middle" fill=*ink
                pointer-events="none">{letter.clone()}</text>
        }
        .into_any(),
    }
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

/// [`SeatSwatch`] with the mark already known, for long lists (the log): one element with one
/// character, as cheap as the plain colour dot it replaces.
pub fn seat_swatch(colour: &str, mark: &SeatMark, big: bool) -> AnyView {
    let class = if big { "swatch seat-swatch big" } else { "swatch seat-swatch" };
    let (glyph, ink) = match mark {
        SeatMark::Shape(seat) => (["●", "■", "▲", "◆"][seat % 4].to_string(), MARK_INK),
        SeatMark::Letter(letter, ink) => (letter.clone(), *ink),
    };
    view! {
        <span class=class style=format!("background:{colour};color:{ink}") data-seat-mark=mark_name(mark) aria-hidden="true">{glyph}</span>
    }
    .into_any()
}

/// The mark's name for tests and styles (`disc`, `square`, `triangle`, `diamond`, or the letter).
pub fn mark_name(mark: &SeatMark) -> String {
    match mark {
        SeatMark::Shape(seat) => ["disc", "square", "triangle", "diamond"][seat % 4].to_string(),
        SeatMark::Letter(letter, _) => letter.clone(),
    }
}
