//! Game options from `key=value` pairs, as the arena and bench command lines give them. Each
//! game implements [`ArenaGame`] next to its engine. Compiled on every target (the registry
//! requires it), though only the native tools use it.

use castellan_core::Game;

/// `key=value` game options from the command line, consumed by a game's
/// [`ArenaGame::arena_options`]; keys left unread are reported as unknown.
#[derive(Clone, Debug, Default)]
pub struct OptionPairs {
    pairs: Vec<(String, String)>,
}

impl OptionPairs {
    /// Parses `k=v` strings.
    pub fn parse<S: AsRef<str>>(items: &[S]) -> Result<Self, String> {
        let mut pairs = Vec::new();
        for item in items {
            let item = item.as_ref();
            let (k, v) = item.split_once('=').ok_or_else(|| format!("option '{item}' is not of the form key=value"))?;
            pairs.push((k.trim().to_string(), v.trim().to_string()));
        }
        Ok(OptionPairs { pairs })
    }

    /// Removes and parses `key` (the last occurrence wins); `None` if absent.
    pub fn take<T: std::str::FromStr>(&mut self, key: &str) -> Result<Option<T>, String> {
        let mut value = None;
        self.pairs.retain(|(k, v)| {
            if k == key {
                value = Some(v.clone());
                false
            } else {
                true
            }
        });
        match value {
            None => Ok(None),
            Some(v) => v.parse().map(Some).map_err(|_| format!("bad value '{v}' for option '{key}'")),
        }
    }

    /// Removes `key` as a boolean (`true/false`, `yes/no`, `1/0`, `on/off`).
    pub fn take_bool(&mut self, key: &str) -> Result<Option<bool>, String> {
        match self.take::<String>(key)? {
            None => Ok(None),
            Some(v) => match v.to_ascii_lowercase().as_str() {
                "true" | "yes" | "1" | "on" => Ok(Some(true)),
                "false" | "no" | "0" | "off" => Ok(Some(false)),
                _ => Err(format!("bad value '{v}' for option '{key}' (expected true or false)")),
            },
        }
    }

    /// Errors if any option was not consumed (a typo must not silently run the default game).
    pub fn finish(self) -> Result<(), String> {
        if self.pairs.is_empty() {
            Ok(())
        } else {
            let keys: Vec<&str> = self.pairs.iter().map(|(k, _)| k.as_str()).collect();
            Err(format!("unknown option(s): {}", keys.join(", ")))
        }
    }
}

/// A game the arena command line can set up: builds its options for a player count from
/// `--option key=value` pairs (taking what it knows; [`OptionPairs::finish`] rejects the rest).
/// Implement it next to the game (the binary is a separate crate and cannot).
pub trait ArenaGame: Game {
    fn arena_options(players: usize, pairs: &mut OptionPairs) -> Result<Self::Options, String>;
}

/// Builds the options of `G` from the command-line pairs and checks that all were understood.
pub fn options_from_pairs<G: ArenaGame>(players: usize, mut pairs: OptionPairs) -> Result<G::Options, String> {
    let options = G::arena_options(players, &mut pairs)?;
    pairs.finish()?;
    Ok(options)
}
