//! A game of any kind: [`AnyMatch`] wraps a [`Match`] of each registered game (the way
//! shakmaty's `VariantPosition` wraps its variants), so everything game-independent — history,
//! undo, saves, links, charts — is written once; the typed errors of playing and replaying any
//! game ([`RuleError`], [`PlayError`], [`ReplayError`], [`LoadError`]) come with it. A game
//! starts from [`AnyOptions`], any game's typed options; JSON text is read only where a link or
//! a save stores them ([`AnyOptions::from_json_under`]).

use super::errors::{LoadError, PlayError, ReplayError};
use super::{GameKind, GameVisitor, RegisteredGame};
use crate::core::data::{read_json, write_json, write_value, WriteError};
use crate::core::{Effect, Game, LogEntry, Match, Msg, Outcome, Seat};

/// Defines, from the registry's list of games ([`crate::each_game!`]): [`AnyMatch`], with one
/// variant per game; [`AnyOptions`], every game's typed options; [`RuleError`], every game's
/// typed rule error; the `each_match!` dispatch; and [`InAnyMatch`] for every engine.
macro_rules! define_any_match {
    ($d:tt $($game:ident: $krate:ident::$variant:ident),* $(,)?) => {
        /// A match of any game.
        #[derive(Clone, Debug)]
        pub enum AnyMatch {
            $($variant(Match<$krate::$variant>)),*
        }

        /// The options of a game of any kind, typed: what a new game starts from (the new-game
        /// dialog's choice). Links and saves store them as JSON ([`AnyOptions::from_json`]).
        #[derive(Clone, Debug, PartialEq)]
        pub enum AnyOptions {
            $($variant(<$krate::$variant as Game>::Options)),*
        }

        impl AnyOptions {
            /// The game these options are for.
            pub fn kind(&self) -> GameKind {
                match self {
                    $(AnyOptions::$variant(_) => GameKind::$variant,)*
                }
            }
        }

        impl AnyMatch {
            /// A new game under the current rules, with these options.
            pub fn new(options: &AnyOptions, seed: u64) -> Result<AnyMatch, LoadError> {
                match options {
                    $(AnyOptions::$variant(o) => {
                        Match::<$krate::$variant>::new(o, seed).map(AnyMatch::$variant).map_err(LoadError::Options)
                    })*
                }
            }

            /// The game's options, typed.
            pub fn options(&self) -> AnyOptions {
                match self {
                    $(AnyMatch::$variant(m) => AnyOptions::$variant(m.options().clone()),)*
                }
            }
        }

        /// A rule an action breaks, in whichever game: the game's own typed error.
        #[derive(Clone, Debug, PartialEq)]
        pub enum RuleError {
            $($variant(<$krate::$variant as Game>::Error)),*
        }

        impl std::fmt::Display for RuleError {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                match self {
                    $(RuleError::$variant(e) => e.fmt(f),)*
                }
            }
        }

        /// Runs `$body` with `$o` bound to the typed options and `$g` naming the game's engine
        /// type, whatever the game.
        macro_rules! each_options {
            ($d value:expr, $d o:ident, $d g:ident => $d body:expr) => {
                match $d value {
                    $(AnyOptions::$variant($d o) => {
                        type $d g = $krate::$variant;
                        $d body
                    })*
                }
            };
        }

        /// Runs `$body` with `$m` bound to the typed match, whatever the game.
        macro_rules! each_match {
            ($d value:expr, $d m:ident => $d body:expr) => {
                match $d value {
                    $(AnyMatch::$variant($d m) => $d body,)*
                }
            };
        }

        $(
            impl InAnyMatch for $krate::$variant {
                const KIND: GameKind = GameKind::$variant;
                fn get(any: &AnyMatch) -> Option<&Match<Self>> {
                    #[allow(unreachable_patterns)]
                    match any {
                        AnyMatch::$variant(m) => Some(m),
                        _ => None,
                    }
                }
                fn get_mut(any: &mut AnyMatch) -> Option<&mut Match<Self>> {
                    #[allow(unreachable_patterns)]
                    match any {
                        AnyMatch::$variant(m) => Some(m),
                        _ => None,
                    }
                }
                fn wrap(m: Match<Self>) -> AnyMatch {
                    AnyMatch::$variant(m)
                }
                fn wrap_options(options: Self::Options) -> AnyOptions {
                    AnyOptions::$variant(options)
                }
                fn rule_error(e: Self::Error) -> RuleError {
                    RuleError::$variant(e)
                }
            }
        )*
    };
}
crate::each_game!(define_any_match);

/// Reaching the typed match of one game inside an [`AnyMatch`]: lets generic UI and bot code
/// work on `Match<G>` without a match statement per game. Implemented for every registered game.
pub trait InAnyMatch: Game {
    /// This game in the registry.
    const KIND: GameKind;
    fn get(any: &AnyMatch) -> Option<&Match<Self>>;
    fn get_mut(any: &mut AnyMatch) -> Option<&mut Match<Self>>;
    fn wrap(m: Match<Self>) -> AnyMatch;
    fn wrap_options(options: Self::Options) -> AnyOptions;
    fn rule_error(e: Self::Error) -> RuleError;
}

/// Whether the game plays the rules version a stored game was made under: checked before
/// anything else is read, so a game from a newer version says so instead of failing on what it
/// cannot read.
fn check_rules<G: InAnyMatch>(rules_version: u32) -> Result<(), LoadError> {
    if G::supports_rules_version(rules_version) {
        Ok(())
    } else {
        Err(LoadError::RulesVersion { game: G::KIND, made: rules_version, current: G::RULES_VERSION })
    }
}

/// Reads the visited game's options from JSON, once its rules version is known to be played.
struct ReadOptions<'a> {
    json: &'a str,
    rules_version: u32,
}

impl GameVisitor for ReadOptions<'_> {
    type Output = Result<AnyOptions, LoadError>;
    fn visit<G: RegisteredGame>(self) -> Self::Output {
        check_rules::<G>(self.rules_version)?;
        read_json(self.json).map(G::wrap_options).map_err(LoadError::UnreadableOptions)
    }
}

/// The current rules version of the visited game.
struct CurrentRules;
impl GameVisitor for CurrentRules {
    type Output = u32;
    fn visit<G: RegisteredGame>(self) -> u32 {
        G::RULES_VERSION
    }
}

impl GameKind {
    /// The version of this game's rules the app plays now.
    pub fn rules_version(self) -> u32 {
        self.visit(CurrentRules)
    }
}

impl AnyOptions {
    /// A game's options from JSON, as links and saves store them (every field optional), for a
    /// game under the current rules.
    pub fn from_json(kind: GameKind, json: &str) -> Result<AnyOptions, LoadError> {
        Self::from_json_under(kind, json, kind.rules_version())
    }

    /// [`AnyOptions::from_json`] for a stored game made under `rules_version`: a version this
    /// app does not play is refused first ([`LoadError::RulesVersion`]).
    pub fn from_json_under(kind: GameKind, json: &str, rules_version: u32) -> Result<AnyOptions, LoadError> {
        kind.visit(ReadOptions { json, rules_version })
    }
}

impl AnyMatch {
    /// Replays stored action indices (a save) under the rules version they were made with.
    pub fn from_indices(
        options: &AnyOptions,
        seed: u64,
        rules_version: u32,
        indices: &[u32],
    ) -> Result<AnyMatch, LoadError> {
        each_options!(options, o, G => {
            check_rules::<G>(rules_version)?;
            Match::<G>::from_indices_under(o, seed, rules_version, indices)
                .map(G::wrap)
                .map_err(LoadError::from_match::<G>)
        })
    }

    /// [`AnyMatch::from_indices`] for a game by link with dice: the `k`-th chance action draws
    /// from `seeds[k]` (see [`Match::settle_chance`]).
    pub fn from_indices_settled(
        options: &AnyOptions,
        seed: u64,
        rules_version: u32,
        indices: &[u32],
        seeds: Vec<u64>,
    ) -> Result<AnyMatch, LoadError> {
        each_options!(options, o, G => {
            check_rules::<G>(rules_version)?;
            Match::<G>::from_indices_settled(o, seed, rules_version, indices, seeds)
                .map(G::wrap)
                .map_err(LoadError::from_match::<G>)
        })
    }

    /// [`AnyMatch::from_indices`] for a game by link with secret decks, dealt first as `decks`
    /// says ([`Match::deal_secret_decks`]).
    pub fn from_indices_dealt(
        options: &AnyOptions,
        seed: u64,
        rules_version: u32,
        decks: &[Option<u64>],
        indices: &[u32],
    ) -> Result<AnyMatch, LoadError> {
        each_options!(options, o, G => {
            check_rules::<G>(rules_version)?;
            Match::<G>::from_indices_dealt(o, seed, rules_version, decks, indices)
                .map(G::wrap)
                .map_err(LoadError::from_match::<G>)
        })
    }

    /// Replays `count` bit-packed actions (a link) under the rules version they were made with.
    pub fn decode(
        options: &AnyOptions,
        seed: u64,
        rules_version: u32,
        count: usize,
        bytes: &[u8],
    ) -> Result<AnyMatch, LoadError> {
        Self::decode_as(options, seed, rules_version, count, bytes, None, None)
    }

    /// [`AnyMatch::decode`] for a game by link with dice: the `k`-th roll draws from `seeds[k]`.
    pub fn decode_settled(
        options: &AnyOptions,
        seed: u64,
        rules_version: u32,
        count: usize,
        bytes: &[u8],
        seeds: Vec<u64>,
    ) -> Result<AnyMatch, LoadError> {
        Self::decode_as(options, seed, rules_version, count, bytes, Some(seeds), None)
    }

    /// [`AnyMatch::decode`] for a game by link with secret decks, dealt first as `decks` says
    /// (a link's moves are read with every deck unseen: [`Match::unseen_indices`]).
    pub fn decode_dealt(
        options: &AnyOptions,
        seed: u64,
        rules_version: u32,
        decks: &[Option<u64>],
        count: usize,
        bytes: &[u8],
    ) -> Result<AnyMatch, LoadError> {
        Self::decode_as(options, seed, rules_version, count, bytes, None, Some(decks))
    }

    fn decode_as(
        options: &AnyOptions,
        seed: u64,
        rules_version: u32,
        count: usize,
        bytes: &[u8],
        seeds: Option<Vec<u64>>,
        decks: Option<&[Option<u64>]>,
    ) -> Result<AnyMatch, LoadError> {
        each_options!(options, o, G => {
            check_rules::<G>(rules_version)?;
            Match::<G>::decode_actions_as(o, seed, rules_version, count, bytes, seeds, decks)
                .map(G::wrap)
                .map_err(LoadError::from_match::<G>)
        })
    }

    pub fn kind(&self) -> GameKind {
        fn kind_of<G: InAnyMatch>(_: &Match<G>) -> GameKind {
            G::KIND
        }
        each_match!(self, m => kind_of(m))
    }
    pub fn seed(&self) -> u64 {
        each_match!(self, m => m.seed())
    }
    /// The game's options as links write them (fields in declaration order).
    pub fn options_json(&self) -> Result<String, WriteError> {
        each_match!(self, m => write_json(m.options()))
    }
    /// The options as a save stores them: a `serde_json::Value`, whose objects keep their
    /// members sorted by key (serde_json without `preserve_order`, as saves always had them).
    pub fn options_value(&self) -> Result<serde_json::Value, WriteError> {
        each_match!(self, m => write_value(m.options()))
    }
    pub fn ply(&self) -> usize {
        each_match!(self, m => m.ply())
    }
    /// The rules version this game is played under (see `Game::RULES_VERSION`).
    pub fn rules_version(&self) -> u32 {
        each_match!(self, m => m.current().rules_version())
    }
    /// How many legal actions the seat to move has now.
    pub fn legal_count(&self) -> usize {
        each_match!(self, m => crate::core::legal_vec(m.current()).len())
    }
    /// A text picture of the current position (tests, fixtures, debugging).
    pub fn position_text(&self) -> String {
        each_match!(self, m => m.current().position_text())
    }
    /// [`AnyMatch::position_text`] of the current position as `viewer` may see it.
    pub fn position_text_for(&self, viewer: Option<Seat>) -> String {
        each_match!(self, m => m.current().redacted(viewer).position_text())
    }
    pub fn seat_count(&self) -> usize {
        each_match!(self, m => m.current().seat_count())
    }
    /// The seat that decides next; `None` once the game is over or somebody resigned.
    pub fn to_move(&self) -> Option<Seat> {
        each_match!(self, m => m.to_move())
    }
    /// Who is to move after `ply` actions (nobody at the last one once somebody resigned).
    pub fn to_move_at(&self, ply: usize) -> Option<Seat> {
        if ply >= self.ply() && !self.resigned().is_empty() {
            return None;
        }
        each_match!(self, m => m.state_at(ply).to_move())
    }
    pub fn turn_number(&self) -> u32 {
        each_match!(self, m => m.current().turn_number())
    }
    /// How the game ended: by its rules or by a resignation ([`Match::outcome`]).
    pub fn outcome(&self) -> Option<Outcome> {
        each_match!(self, m => m.outcome())
    }
    /// The seats that resigned (empty: nobody has).
    pub fn resigned(&self) -> &[Seat] {
        each_match!(self, m => m.resigned())
    }
    /// `seats` resign together, ending the game ([`Match::resign`]); refused, with the game
    /// unchanged, when it is already over or the seats cannot resign.
    pub fn resign(&mut self, seats: &[Seat]) -> Result<(), PlayError> {
        each_match!(self, m => m.resign(seats).map_err(|_| PlayError::GameOver))
    }
    /// [`AnyMatch::resign`] for stored games (a save or a link): a resignation that cannot be is
    /// a replay error, like a move that does not fit.
    pub fn restore_resignation(&mut self, seats: &[Seat]) -> Result<(), LoadError> {
        if seats.is_empty() {
            return Ok(());
        }
        each_match!(self, m => m.resign(seats).map_err(|_| LoadError::Replay(ReplayError::BadResignation)))
    }
    pub fn scores_at(&self, ply: usize) -> Vec<i32> {
        each_match!(self, m => m.state_at(ply).scores())
    }
    pub fn has_hidden_information(&self) -> bool {
        each_match!(self, m => m.current().has_hidden_information())
    }
    pub fn can_undo(&self) -> bool {
        each_match!(self, m => m.can_undo())
    }
    pub fn undo(&mut self) -> bool {
        each_match!(self, m => m.undo())
    }
    /// How many actions one undo step takes back with `is_human` telling the human seats from the
    /// bots (see the undo policy in [`crate::core::game_match`]), if any may go.
    pub fn take_back_len(&self, is_human: impl Fn(Seat) -> bool) -> Option<usize> {
        each_match!(self, m => m.take_back_len(is_human))
    }
    /// Why nothing may be taken back now, if so ([`Match::take_back_refusal`]).
    pub fn take_back_refusal(&self, is_human: impl Fn(Seat) -> bool) -> Option<crate::core::TakeBackRefusal> {
        each_match!(self, m => m.take_back_refusal(is_human))
    }
    /// Takes back [`AnyMatch::take_back_len`] actions as one step and says how many.
    pub fn take_back(&mut self, is_human: impl Fn(Seat) -> bool) -> Option<usize> {
        each_match!(self, m => m.take_back(is_human))
    }
    pub fn can_redo(&self) -> bool {
        each_match!(self, m => m.can_redo())
    }
    /// How many actions the next redo replays (0: none).
    pub fn redo_len(&self) -> usize {
        each_match!(self, m => m.redo_len())
    }
    pub fn redo(&mut self) -> bool {
        each_match!(self, m => m.redo())
    }
    pub fn action_indices(&self) -> Vec<u32> {
        each_match!(self, m => m.action_indices())
    }
    /// Play by link: whether each seat's deck may be its owner's secret ([`Game::has_secret_decks`]).
    pub fn has_secret_decks(&self) -> bool {
        each_match!(self, m => m.state_at(0).has_secret_decks())
    }
    /// Play by link, before anything is played: deals the secret decks ([`Match::deal_secret_decks`]).
    pub fn deal_secret_decks(&mut self, decks: &[Option<u64>]) -> Result<(), LoadError> {
        fn deal<G: InAnyMatch>(m: &mut Match<G>, decks: &[Option<u64>]) -> Result<(), LoadError> {
            m.deal_secret_decks(decks).map_err(LoadError::from_match::<G>)
        }
        each_match!(self, m => deal(m, decks))
    }
    /// Play by link: whether the action at `index` of the current legal list draws from the
    /// mover's secret deck ([`Game::draws_secret`]).
    pub fn index_draws_secret(&self, index: usize) -> bool {
        fn draws<G: InAnyMatch>(m: &Match<G>, index: usize) -> bool {
            crate::core::legal_vec(m.current()).get(index).is_some_and(|&a| m.current().draws_secret(a))
        }
        each_match!(self, m => draws(m, index))
    }
    /// Play by link: the hidden choices of the seats `of` picks ([`Match::unseen_choices`]).
    pub fn unseen_choices(&self, of: &dyn Fn(Seat) -> bool) -> Vec<u8> {
        each_match!(self, m => m.unseen_choices(of))
    }
    /// Play by link: how many hidden choices of the seats `of` picks are held unseen here
    /// ([`Match::unseen_choice_count`]).
    pub fn unseen_choice_count(&self, of: &dyn Fn(Seat) -> bool) -> usize {
        each_match!(self, m => m.unseen_choice_count(of))
    }
    /// Play by link: the game as it really was ([`Match::realized`]).
    pub fn realized(
        &self,
        decks: &[Option<u64>],
        of: &dyn Fn(Seat) -> bool,
        choices: &[u8],
    ) -> Result<AnyMatch, LoadError> {
        fn real<G: InAnyMatch>(
            m: &Match<G>,
            decks: &[Option<u64>],
            of: &dyn Fn(Seat) -> bool,
            choices: &[u8],
        ) -> Result<AnyMatch, LoadError> {
            m.realized(decks, of, choices).map(G::wrap).map_err(LoadError::from_match::<G>)
        }
        each_match!(self, m => real(m, decks, of, choices))
    }
    /// Play by link: the action list as a device that sees nobody's cards records it
    /// ([`Match::unseen_indices`]); `None` for a game without secret decks.
    pub fn unseen_indices(&self) -> Option<Vec<u32>> {
        each_match!(self, m => m.unseen_indices())
    }
    pub fn encode_actions(&self) -> Vec<u8> {
        each_match!(self, m => m.encode_actions())
    }
    /// The log: who played what, in notation.
    pub fn log(&self) -> Vec<(Seat, String, Effect)> {
        each_match!(self, m => m.records().iter().map(|r| (r.seat, r.notation.clone(), r.effect)).collect())
    }
    /// The log as `viewer` may read it, as messages in the player's language (see
    /// `Game::notation_msg`), one entry per step of history the viewer may take (see
    /// [`Match::log_for`]: a seat's hidden actions are one entry).
    pub fn log_for(&self, viewer: Option<Seat>) -> Vec<LogEntry<Msg>> {
        each_match!(self, m => m.log_for(viewer, |state, action| state.notation_msg(action, viewer)))
    }
    pub fn score_history(&self) -> Vec<Vec<i32>> {
        each_match!(self, m => m.score_history())
    }
    /// Why this game cannot be played by link, or `None` when it can.
    pub fn link_play_limit(&self) -> Option<Msg> {
        fn limit<G: RegisteredGame>(m: &Match<G>) -> Option<Msg> {
            G::link_play_limit(m.options())
        }
        each_match!(self, m => limit(m))
    }
    /// Play by link: whether an action of `plies` is hidden from `viewer` (see [`Match::hides_any`]).
    pub fn hides_any(&self, plies: std::ops::Range<usize>, viewer: Seat) -> bool {
        each_match!(self, m => m.hides_any(plies, viewer))
    }
    /// Play by link: what stands in for the actions `plies` on `viewer`'s device (see
    /// [`Match::stand_in`]).
    pub fn stand_in(&self, plies: std::ops::Range<usize>, viewer: Seat) -> Option<Vec<u32>> {
        each_match!(self, m => m.stand_in(plies, viewer))
    }
    /// Play by link: whether playing the action at `index` now ends the game's hidden
    /// information (Fortaleza's second end of deployment starts the battle).
    pub fn index_ends_hidden_information(&self, index: usize) -> bool {
        fn ends<G: InAnyMatch>(m: &Match<G>, index: usize) -> bool {
            // Only a game that hides actions ever holds a move back (see `crate::remote`).
            if !G::HIDES_ACTIONS {
                return false;
            }
            let now = m.current();
            let legal = crate::core::legal_vec(now);
            let Some(&action) = legal.get(index) else { return false };
            let mut next = now.clone();
            next.play_unchecked(action);
            now.has_hidden_information() && !next.has_hidden_information()
        }
        each_match!(self, m => ends(m, index))
    }
    /// Play by link: whether the game ever throws chance ([`Game::HAS_CHANCE`]).
    pub fn has_chance(&self) -> bool {
        fn chance<G: InAnyMatch>(_: &Match<G>) -> bool {
            G::HAS_CHANCE
        }
        each_match!(self, m => chance(m))
    }
    /// Play by link: how many chance actions have been played.
    pub fn chance_count(&self) -> usize {
        each_match!(self, m => m.chance_count())
    }
    /// Play by link: whether the action at `index` of the current legal list throws chance.
    pub fn index_is_chance(&self, index: usize) -> bool {
        fn chance<G: InAnyMatch>(m: &Match<G>, index: usize) -> bool {
            G::HAS_CHANCE && crate::core::legal_vec(m.current()).get(index).is_some_and(|&a| m.current().is_chance(a))
        }
        each_match!(self, m => chance(m, index))
    }
    /// Play by link: whether the seat to move has nothing to do but throw chance (the only
    /// legal action is a roll), so the roll is decided before anyone could choose otherwise.
    pub fn chance_is_forced(&self) -> bool {
        self.legal_count() == 1 && self.index_is_chance(0)
    }
    /// Play by link: the `k`-th chance action draws from `seeds[k]` from now on.
    pub fn settle_chance(&mut self, seeds: Vec<u64>) {
        each_match!(self, m => m.settle_chance(seeds))
    }
    /// Plays the action at `index` of the current legal list (how bots' and stored moves arrive).
    pub fn play_index(&mut self, index: usize) -> Result<(), PlayError> {
        fn play<G: InAnyMatch>(m: &mut Match<G>, index: usize) -> Result<(), PlayError> {
            let legal = crate::core::legal_vec(m.current());
            let action = *legal.get(index).ok_or(PlayError::NoSuchChoice { index, choices: legal.len() })?;
            m.play(action).map(|_| ()).map_err(PlayError::from_match::<G>)
        }
        each_match!(self, m => play(m, index))
    }
}
