//! "Learn to play" ([`Game::lessons`]): seven short lessons, each a few steps from set positions
//! on the real board, the last step a small task. The learner is always red (south, seat 0) in a
//! two-player game with the usual options; every word is a `torri-lesson-…` message.
//!
//! 1. **The goal** (`torri-goal`): step a piece out of the opening position; a stack belongs to
//!    the colour on top (move yours); task: find your stack with the most pieces.
//! 2. **Moving** (`torri-moving`): a single piece steps one square, any straight direction; a
//!    stack moves exactly its height and jumps over what is between; task: land exactly on a
//!    square with the one stack whose height reaches it.
//! 3. **Capturing** (`torri-capture`): land on a blue piece; a small stack takes a tall one;
//!    task: choose the capture that wins the most pieces.
//! 4. **Towers** (`torri-towers`): one piece wins a whole tower back; a tall tower strikes from
//!    far; task: a capture over the height limit of 12, split so the top part captures again.
//! 5. **The die** (`torri-dice`): roll, then move the number thrown (capture if it allows);
//!    after a roll every stack moves that far, whatever its height; task: a rolled 6, then a
//!    second capture with a height move (the stack that captured stays put).
//! 6. **Home** (`torri-home`): a stack of two or more brought home is safe for good; a single
//!    walks out of its home and captures; task: bring the most pieces home in one move.
//! 7. **The end** (`torri-end`): bring your last free stack home while ahead (the last round
//!    starts); task: capture blue's last free stack, which ends the game in your favour.
//!
//! **Positions** are built with the engine's own means: the position text
//! ([`Torri::from_position_text`]) with the given stacks on an otherwise empty board and red to
//! move (the first step starts from [`Game::new_game`]'s opening position). A step about the die
//! reseeds the state's random source ([`Game::reseed_chance`]) with a fixed seed and, when it
//! starts after the roll, plays the roll: the throw is the same every time, a seed the tests
//! check. Squares are named with `sq!`, which works them out when compiling. A position the
//! engine refused, or a seed that threw another number, leaves its lesson out rather than
//! panicking in the browser; the tests prove that every lesson is built.
//!
//! **Judges**: one right move (or one right sequence in a turn) follows [`Step::follow`]; where
//! several moves are right (any piece out of the home, any move of the stack asked for, any cut of
//! a split onto the blue piece, whatever capture the roll allows) a judge of its own. Every wrong
//! legal move is refused with a reason worked out from the move and the position: a roll where no
//! roll is needed, a height move where the die was asked for, a landing on an empty square, a
//! smaller capture, a stack that lands short of or past the square, a stack left on the open
//! field, what ending the game now would score; the last resort (`torri-lesson-why-other`) is
//! never reached by the lessons as they are (a test walks every wrong move).

use super::*;
use castellan_core::lesson::{Judge, Lesson, Step, Verdict};
use castellan_core::{legal_vec, Msg};
use std::sync::Arc;

/// `sq!("e5")`: the square named, worked out when compiling (a misspelt name does not compile).
macro_rules! sq {
    ($name:literal) => {{
        const SQUARE: Square = $crate::lessons::square($name);
        SQUARE
    }};
}

mod first;
mod later;

/// Red, the learner's seat, and blue.
const RED: Seat = 0;
const BLUE: Seat = 1;

/// The game's lessons, in teaching order.
pub(crate) fn lessons() -> Vec<Lesson<Torri>> {
    [first::goal(), first::moving(), first::capturing(), later::towers(), later::dice(), later::home(), later::end()]
        .into_iter()
        .flatten()
        .collect()
}

/// The square named `name` (`"e5"`, `"j10"`); only called through `sq!`, in a constant, so a
/// bad name stops the build.
pub(crate) const fn square(name: &str) -> Square {
    let b = name.as_bytes();
    assert!(b.len() == 2 || b.len() == 3, "a square is named like e5 or j10");
    let col = b[0].wrapping_sub(b'a');
    let row = if b.len() == 3 {
        assert!(b[1] == b'1' && b[2] == b'0', "the rows are 1 to 10");
        9
    } else {
        b[1].wrapping_sub(b'1')
    };
    assert!(col < SIZE as u8 && row < SIZE as u8, "no such square");
    row * SIZE as u8 + col
}

/// A lesson position: `stacks` (bottom to top, in the position text's letters) on an otherwise
/// empty board, two players with the usual options, red to move. `None` if the engine refused
/// the text (the tests prove it never does).
fn position(stacks: &[(Square, &str)]) -> Option<Torri> {
    let mut cells = [["."; SIZE]; SIZE];
    for &(at, stack) in stacks {
        *cells.get_mut(row_of(at))?.get_mut(col_of(at))? = stack;
    }
    let mut text = String::new();
    for row in (0..SIZE).rev() {
        text.push_str(&format!("{} {}\n", row + 1, cells[row].join(" ")));
    }
    text.push_str("to move: R\n");
    Torri::from_position_text(&text, TorriOptions::default()).ok()
}

/// [`position`] with the die's next throws fixed by `seed`.
fn seeded(stacks: &[(Square, &str)], seed: u64) -> Option<Torri> {
    let mut g = position(stacks)?;
    g.reseed_chance(seed);
    Some(g)
}

/// [`seeded`] after red rolled: `None` unless the die threw `roll`.
fn rolled(stacks: &[(Square, &str)], seed: u64, roll: u8) -> Option<Torri> {
    let mut g = seeded(stacks, seed)?;
    g.check(TorriAction::Roll).ok()?;
    g.play_unchecked(TorriAction::Roll);
    (g.last_roll()?.distance == roll).then_some(g)
}

fn mv(from: Square, to: Square) -> TorriAction {
    TorriAction::Move { from, to }
}

/// Pieces owned by red and by blue.
fn counts(g: &Torri) -> (usize, usize) {
    let owned = g.owned_counts();
    (owned[RED as usize], owned[BLUE as usize])
}

/// A lesson, if all its steps were built.
fn lesson(id: &'static str, title: Msg, summary: Msg, steps: Option<Vec<Step<Torri>>>) -> Option<Lesson<Torri>> {
    Some(Lesson { id, title, summary, steps: steps? })
}

/// A step of one move in which every move `right` accepts is right; any other is refused with
/// `why_not`.
fn one_of(
    start: Torri,
    task: Msg,
    solution: TorriAction,
    right: impl Fn(&Torri, TorriAction) -> bool + Send + Sync + 'static,
    why_not: impl Fn(&Torri, TorriAction) -> Msg + Send + Sync + 'static,
    done: Msg,
) -> Step<Torri> {
    let judge: Judge<Torri> =
        Arc::new(
            move |g, _, action| {
                if right(g, action) {
                    Verdict::Done
                } else {
                    Verdict::Refused(why_not(g, action))
                }
            },
        );
    Step { start, task, solution: vec![solution], judge, done }
}

// ----- why a move is refused -----

/// A roll where a height move does the job.
fn why_roll() -> Msg {
    Msg::new("torri-lesson-why-roll")
}

/// The last resort, after every specific reason (the lessons as they are never reach it).
fn why_other() -> Msg {
    Msg::new("torri-lesson-why-other")
}

fn why_empty(to: Square) -> Msg {
    Msg::new("torri-lesson-why-empty").arg("to", square_name(to))
}

/// A stack that lands somewhere else than on `target`.
fn why_elsewhere(g: &Torri, action: TorriAction, target: Square) -> Msg {
    match action {
        TorriAction::Roll => why_roll(),
        TorriAction::Move { from, to } => Msg::new("torri-lesson-why-elsewhere")
            .arg("pieces", g.stack(from).len())
            .arg("to", square_name(to))
            .arg("target", square_name(target)),
        _ => why_other(),
    }
}

/// Not the capture asked for, which takes `best` pieces: a roll, a landing on an empty square,
/// or a smaller capture.
fn why_not_capture(g: &Torri, action: TorriAction, best: usize) -> Msg {
    match action {
        TorriAction::Roll => why_roll(),
        TorriAction::Move { to, .. } if g.stack(to).is_empty() => why_empty(to),
        TorriAction::Move { to, .. } if g.stack(to).len() < best => {
            Msg::new("torri-lesson-why-fewer").arg("pieces", g.stack(to).len()).arg("best", best)
        }
        _ => why_other(),
    }
}

/// A stack left outside red's home where bringing it home was asked for.
fn why_field(g: &Torri, action: TorriAction) -> Msg {
    match action {
        TorriAction::Roll => why_roll(),
        TorriAction::Move { to, .. } if g.home_owner(to) != Some(RED) => {
            Msg::new("torri-lesson-why-field").arg("to", square_name(to))
        }
        _ => why_other(),
    }
}

#[cfg(test)]
mod tests;
