//! Torres in the app's registry: what the shell, the bots and the arena need to know about it.

use super::{CardMode, Torres, TorresOptions, RULES_HELP};
use crate::bot::options::{ArenaGame, OptionPairs};
use crate::bot::{levels, BotSpec, IsmctsConfig, Level, PlayoutPolicy};
use crate::games::{GameInfo, RegisteredGame};

impl RegisteredGame for Torres {
    const INFO: GameInfo = GameInfo {
        tagline: "Raise castles, climb them with your knights, and score the heights — 2 to 4 players.",
        player_counts: &[2, 3, 4],
        seat_colours: &[],
        picture: "pictures/torres.svg",
        rules_help: RULES_HELP,
    };

    fn options_for_players(players: u8) -> TorresOptions {
        TorresOptions { players, ..TorresOptions::default() }
    }

    fn with_players(options: &TorresOptions, players: u8) -> TorresOptions {
        TorresOptions { players, ..*options }
    }

    /// A turn is ~5–8 atomic actions, and a half-played turn is hard to judge, so a playout
    /// finishes the turn in progress greedily (one-ply `evaluate()`) and scores the position
    /// there. More exploration than the default suits its flat values. Beyond a few hundred
    /// iterations the search gains little; Hard owes its edge to noise-free greedy playouts,
    /// Normal slips (random playout steps) 30 % of the time.
    fn level_spec(level: Level) -> BotSpec {
        let torres = IsmctsConfig { exploration: 1.5, playout_cap: 40, playout_turns: 1, ..IsmctsConfig::default() };
        levels(
            level,
            IsmctsConfig { iterations: 600, playout: PlayoutPolicy::EpsilonGreedy { epsilon: 0.3 }, ..torres.clone() },
            IsmctsConfig { iterations: 2000, playout: PlayoutPolicy::EpsilonGreedy { epsilon: 0.0 }, ..torres },
        )
    }
}

impl ArenaGame for Torres {
    /// Keys: `cards=off|personal|common`, `master=true`, `master_card=1..8`.
    fn arena_options(players: usize, pairs: &mut OptionPairs) -> Result<TorresOptions, String> {
        let mut o = TorresOptions { players: players as u8, ..TorresOptions::default() };
        o.cards = match pairs.take::<String>("cards")?.as_deref() {
            None | Some("personal") => CardMode::PersonalDeck,
            Some("off") => CardMode::Off,
            Some("common") => CardMode::CommonDeck,
            Some(other) => return Err(format!("bad cards '{other}' (off, personal or common)")),
        };
        o.master = pairs.take_bool("master")?.unwrap_or(false);
        o.master_card = pairs.take::<u8>("master_card")?;
        Ok(o)
    }
}
