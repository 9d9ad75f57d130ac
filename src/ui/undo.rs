//! Undo and redo on the game screen: the Undo and Redo buttons and Ctrl+Z / Ctrl+Y.
//!
//! What one step takes back is the engine-independent policy of [`crate::core::game_match`]:
//! within one's own turn one action; against bots, once the turn is over, that turn and the
//! bots' replies together, ending on the human's turn. The screen only says which seats are
//! human, and takes care of the bot: a search still running for the position taken back is
//! stopped, and its answer can no longer be played (see [`super::bot_runner`]). The polite live
//! region says what a step did (until the game moves on), since the last move in the log is then
//! an old one.

use super::i18n::I18n;
use super::{bot_runner, AppError, AppState, NoticeKind};
use crate::core::TakeBackRefusal;
use crate::i18n::Msg;
use crate::session::is_human_seat;
use leptos::prelude::*;

/// Whether a game by link lets `count` actions be taken back: only within this device's own
/// turn, before its link can have gone out (a friend's device already has what came before).
fn by_link_allows(s: &super::Session, count: usize) -> bool {
    s.remote.as_ref().is_none_or(|r| r.may_act(&s.game) && s.game.ply().saturating_sub(count) >= r.synced as usize)
}

/// The last undo or redo, for the live region.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Step {
    /// The number of actions played once it was done.
    ply: usize,
    count: usize,
    redo: bool,
}

/// Undo and redo for one game screen.
#[derive(Clone, Copy)]
pub struct UndoRedo {
    app: AppState,
    /// The screen's bot token: moved on by a step, so nothing asked before it is played after.
    bot_token: StoredValue<u64>,
    last: RwSignal<Option<Step>>,
}

impl UndoRedo {
    pub fn new(app: AppState, bot_token: StoredValue<u64>) -> UndoRedo {
        UndoRedo { app, bot_token, last: RwSignal::new(None) }
    }

    /// How many actions Undo takes back now (reactive), if any: only in the live position.
    pub fn undo_len(&self) -> Option<usize> {
        if self.app.view_ply.get().is_some() {
            return None;
        }
        self.app.session.with(|s| {
            let s = s.as_ref()?;
            let count = s.game.take_back_len(|seat| is_human_seat(&s.seats, seat))?;
            by_link_allows(s, count).then_some(count)
        })
    }

    /// How many actions Redo plays again now (reactive): 0 for none, or away from the live position.
    pub fn redo_len(&self) -> usize {
        if self.app.view_ply.get().is_some() {
            return 0;
        }
        self.app.session.with(|s| {
            s.as_ref().filter(|s| s.remote.as_ref().is_none_or(|r| r.may_act(&s.game))).map_or(0, |s| s.game.redo_len())
        })
    }

    /// Why Undo cannot take anything back now (reactive), in the player's words; `None` when it can.
    pub fn refusal(&self) -> Option<Msg> {
        if self.app.view_ply.get().is_some() {
            return Some(Msg::new("play-undo-refused-history"));
        }
        let by_link = self.app.session.with(|s| {
            s.as_ref().is_some_and(|s| {
                let count = s.game.take_back_len(|seat| is_human_seat(&s.seats, seat));
                s.remote.is_some() && count.is_some_and(|count| !by_link_allows(s, count))
            })
        });
        if by_link {
            return Some(Msg::new("play-undo-refused-by-link"));
        }
        let refusal = self.app.session.with(|s| {
            let s = s.as_ref()?;
            s.game.take_back_refusal(|seat| is_human_seat(&s.seats, seat))
        })?;
        Some(Msg::new(match refusal {
            TakeBackRefusal::NothingPlayed => "play-undo-refused-nothing",
            TakeBackRefusal::GameOver => "play-undo-refused-over",
            TakeBackRefusal::BotRevealed => "play-undo-refused-bot-revealed",
            TakeBackRefusal::YouSawIt => "play-undo-refused-seen",
            TakeBackRefusal::TurnPassed => "play-undo-refused-turn-passed",
            TakeBackRefusal::BotWouldMove => "play-undo-refused-bot-turn",
        }))
    }

    /// The Undo button's title: what it takes back, when that is more than one action, or why
    /// it cannot take anything back.
    pub fn undo_title(&self, i18n: I18n) -> String {
        if let Some(why) = self.refusal() {
            return i18n.msg(&why);
        }
        match self.undo_len() {
            Some(count) if count > 1 => i18n.msg(&Msg::new("play-undo-title-many").arg("count", count)),
            _ => i18n.t("play-undo-title"),
        }
    }

    pub fn redo_title(&self, i18n: I18n) -> String {
        match self.redo_len() {
            count if count > 1 => i18n.msg(&Msg::new("play-redo-title-many").arg("count", count)),
            _ => i18n.t("play-redo-title"),
        }
    }

    /// Takes back one step (the button and Ctrl+Z), or says why nothing can be taken back: the
    /// button stays pressable when it cannot act, so a tap on a phone gets the reason too.
    pub fn undo(&self) {
        if let Some(why) = untrack(|| self.refusal()) {
            self.app.notify(NoticeKind::Info, why);
            return;
        }
        let seats = self.app.session.with_untracked(|s| s.as_ref().map(|s| s.seats.clone())).unwrap_or_default();
        self.step(false, |game| game.take_back(|seat| is_human_seat(&seats, seat)).ok_or(AppError::NothingToUndo));
    }

    /// Plays the last step taken back again (the button and Ctrl+Y).
    pub fn redo(&self) {
        self.step(true, |game| {
            let count = game.redo_len();
            if game.redo() {
                Ok(count)
            } else {
                Err(AppError::NothingToRedo)
            }
        });
    }

    fn step(&self, redo: bool, change: impl FnOnce(&mut crate::registry::AnyMatch) -> Result<usize, AppError>) {
        let mut done = None;
        self.app.update_game(|game| {
            let count = change(game)?;
            done = Some(Step { ply: game.ply(), count, redo });
            Ok(())
        });
        if done.is_some() {
            // A bot (or hint) thinking about the position left stops now, and nothing it answers
            // is played (the screen's bot effect, run once the ply has changed, moves the token on
            // too and asks afresh if a bot is to move). Nothing stops when nothing changed.
            bot_runner::stop();
            self.bot_token.try_update_value(|t| *t += 1);
            self.last.set(done);
        }
    }

    /// What the live region says after an undo or redo, while the game is still where it left it.
    pub fn announcement(&self, i18n: I18n) -> Option<String> {
        let step = self.last.get()?;
        let you_name = i18n.t("new-game-you");
        let (ply, player, you) = self.app.session.with(|s| {
            let s = s.as_ref()?;
            let seat = s.game.to_move()?;
            Some((
                s.game.ply(),
                s.seats.get(seat as usize)?.name.clone(),
                super::you_arg(&s.seats, seat as usize, &you_name),
            ))
        })?;
        if ply != step.ply {
            return None;
        }
        let msg = if step.redo {
            Msg::new("play-announce-redone").arg("count", step.count)
        } else {
            Msg::new("play-announce-undone").arg("count", step.count).arg("player", player.as_str()).arg("you", you)
        };
        Some(i18n.msg(&msg))
    }
}
