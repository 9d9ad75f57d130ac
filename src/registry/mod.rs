//! The **registry**: the one place that lists the games, above the engines ([`crate::games`])
//! and the search ([`crate::bot`]), below the app (session, saves, links, screens).
//!
//! A game is declared once, in [`crate::each_game!`] (`src/games.rs`). Everything that dispatches over games expands that
//! list: [`GameKind`] and [`GameKind::visit`] here, [`AnyMatch`] and its typed errors in
//! [`any_match`], the UI's per-game screens in `ui::registry`. Everything a game brings to the
//! app — name, player counts, picture, rules help, rule variants, error messages — is its
//! [`RegisteredGame`] implementation, one file per game here (`registry/<game>.rs`), on top of
//! its bots' tuning ([`BotTuning`]: default options, levels, arena options), which lives in the
//! game's own crate beside its engine so the game's tests play the real levels. The
//! registry test (`tests/registry.rs`) walks every game and fails if a piece is missing or ids
//! disagree. `docs/adding-a-game.md` is the checklist for a new game.

pub mod any_match;
mod errors;

pub use any_match::{AnyMatch, AnyOptions, InAnyMatch, RuleError};
pub use errors::{LoadError, PlayError, ReplayError};

pub use crate::bot::{decision_spec, BotTuning};
use crate::core::Msg;

/// Each game's registry entry, `registry/<game>.rs`.
macro_rules! declare_entries {
    ($d:tt $($game:ident: $krate:ident::$variant:ident),* $(,)?) => {
        $(mod $game;)*
    };
}
crate::each_game!(declare_entries);

/// What a game tells the shell about itself, next to its engine.
#[derive(Clone, Copy, Debug)]
pub struct GameInfo {
    /// The message key of the one-line description on the home screen, `home-tagline-<game>`.
    /// It lives in the shell's message file (`locales/<lang>/shell.ftl`), not the game's own: the
    /// home screen is drawn with the shell's words alone, before any game's file is loaded.
    pub tagline: &'static str,
    /// The player counts the game is played with, in increasing order (Voldétour: 2 or 4, never
    /// 3). The new-game dialog offers exactly these, and the registry test walks them.
    pub player_counts: &'static [u8],
    /// Each seat's colour as (name, CSS colour) when the game has its own (Voldétour's Black and
    /// White); empty for the app's standard seat colours.
    pub seat_colours: &'static [(&'static str, &'static str)],
    /// The message keys of those seats' names, in the game's message file (the shell shows
    /// these); empty with the app's standard colours.
    pub seat_names: &'static [&'static str],
    /// The home-screen picture, relative to the site root (a file under `style/`).
    pub picture: &'static str,
    /// Rules help in our own words (light markdown, see `ui::rules`).
    pub rules_help: &'static str,
    /// The message key (shell) of what the seed decides in this game, under the new-game
    /// dialog's seed: the cards dealt, the dice rolled, or, in a game without chance, only the
    /// bots' choice among equally good moves.
    pub seed_help: &'static str,
}

/// Everything a game must provide to be offered by the app. Implemented in the game's folder.
pub trait RegisteredGame: InAnyMatch + BotTuning {
    const INFO: GameInfo;
    /// The rule variants every game-wide check covers at `players` (one of
    /// `INFO.player_counts`): the dialog's default options first, then one options set for each
    /// rule an option switches (changed alone, or with what it needs). The contract harness
    /// (`tests/contract.rs`) and the link and save fuzz (`tests/fuzz_links_and_saves.rs`) play
    /// every one at every player count, and `tests/golden.rs` fails unless each is pinned by a
    /// golden fixture at some player count.
    fn rule_variants(players: u8) -> Vec<Self::Options>;
    /// A rule error in the player's language: each variant's message key, in the game's own
    /// message file (`locales/<lang>/<game>.ftl`, every language). Required, so a new game cannot
    /// fall back to showing its English `Display` inside a translated screen.
    fn rule_error_msg(error: &Self::Error) -> Msg;
    /// Why these options cannot be played by link ([`crate::remote`]), as a message of the
    /// shell's file, or `None` when they can: dice and card decks cannot yet be dealt fairly
    /// between devices without a server.
    fn link_play_limit(_options: &Self::Options) -> Option<Msg> {
        None
    }
}

/// Code that works on any registered game, given its type: `kind.visit(visitor)`.
pub trait GameVisitor {
    type Output;
    fn visit<G: RegisteredGame>(self) -> Self::Output;
}

/// Whether two texts are equal, at compile time (the list's check below).
const fn same_text(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

macro_rules! declare_kinds {
    ($d:tt $($game:ident: $krate:ident::$variant:ident),* $(,)?) => {
        $(const _: () = assert!(
            same_text(stringify!($game), <$krate::$variant as crate::core::Game>::ID),
            concat!("each_game!: `", stringify!($game), "` must be the id (`Game::ID`) of ", stringify!($krate::$variant)),
        );)*

        /// The games of the app, in the order the home screen shows them.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum GameKind {
            $($variant),*
        }

        impl GameKind {
            /// Every game the app offers.
            pub const ALL: &'static [GameKind] = &[$(GameKind::$variant),*];

            /// Runs `visitor` with this game's engine type.
            pub fn visit<V: GameVisitor>(self, visitor: V) -> V::Output {
                match self {
                    $(GameKind::$variant => visitor.visit::<$krate::$variant>(),)*
                }
            }

            /// Stable identifier used in saves and links: the engine's `Game::ID`.
            pub fn id(self) -> &'static str {
                match self {
                    $(GameKind::$variant => <$krate::$variant as crate::core::Game>::ID,)*
                }
            }

            pub fn name(self) -> &'static str {
                match self {
                    $(GameKind::$variant => <$krate::$variant as crate::core::Game>::NAME,)*
                }
            }

            pub fn info(self) -> GameInfo {
                match self {
                    $(GameKind::$variant => <$krate::$variant as RegisteredGame>::INFO,)*
                }
            }
        }
    };
}
crate::each_game!(declare_kinds);

impl GameKind {
    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.iter().copied().find(|k| k.id() == id)
    }

    /// The message key of the one-line description on the home screen.
    pub fn tagline(self) -> &'static str {
        self.info().tagline
    }
    /// The player counts the new-game dialog offers, in increasing order.
    pub fn player_counts(self) -> &'static [u8] {
        self.info().player_counts
    }
    pub fn min_players(self) -> usize {
        self.player_counts().first().copied().unwrap_or(1) as usize
    }
    pub fn max_players(self) -> usize {
        self.player_counts().last().copied().unwrap_or(1) as usize
    }
    pub fn rules_help(self) -> &'static str {
        self.info().rules_help
    }
    pub fn picture(self) -> &'static str {
        self.info().picture
    }
    pub fn seed_help(self) -> &'static str {
        self.info().seed_help
    }
}
