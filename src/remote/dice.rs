//! Dice by link: each device's share chain, the rolls' seeds made of both devices' shares, and
//! when a device reveals a share (module docs of [`crate::remote`], "Dice").

use super::{BoundAction, Remote, RemoteError, CHAIN_LENGTH};
use crate::core::codec::{from_base64url, to_base64url};
use crate::registry::AnyMatch;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// What the start of a device's share chain hashes first.
const CHAIN_DOMAIN: &[u8] = b"castellan/chain/1";
/// What a roll's seed hashes first.
const ROLL_DOMAIN: &[u8] = b"castellan/roll/1";

/// One link of a share chain.
type Share = [u8; 32];

/// What a device's links carry of its share chain: its head, how many shares it has revealed,
/// and the latest of them (that of roll `count - 1`; empty while none is).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChainShares {
    #[serde(rename = "h")]
    pub head: String,
    #[serde(rename = "n")]
    pub count: u32,
    #[serde(rename = "v")]
    pub latest: String,
}

/// The first link of a device's share chain, from its secret (tied to the game's id).
fn chain_start(id: u64, secret: &[u8]) -> Share {
    Sha256::new().chain_update(CHAIN_DOMAIN).chain_update(id.to_le_bytes()).chain_update(secret).finalize().into()
}

/// `share` hashed `times` times.
fn hash_times(share: Share, times: u32) -> Share {
    (0..times).fold(share, |s, _| Sha256::digest(s).into())
}

fn read_share(text: &str) -> Option<Share> {
    from_base64url(text)?.try_into().ok()
}

/// The seed of roll `k` from its two shares, the lower device tag's first.
fn roll_seed(id: u64, k: usize, first: &Share, second: &Share) -> u64 {
    let hash = Sha256::new()
        .chain_update(ROLL_DOMAIN)
        .chain_update(id.to_le_bytes())
        .chain_update((k as u64).to_le_bytes())
        .chain_update(first)
        .chain_update(second)
        .finalize();
    let mut bytes = [0u8; 8];
    bytes.copy_from_slice(&hash[..8]);
    u64::from_le_bytes(bytes)
}

impl ChainShares {
    /// Whether the latest share hashes to the head in `count` steps (and `count` is possible).
    pub(super) fn holds(&self) -> bool {
        let Some(head) = read_share(&self.head) else { return false };
        match self.count {
            0 => self.latest.is_empty(),
            n if n > CHAIN_LENGTH => false,
            n => read_share(&self.latest).is_some_and(|latest| hash_times(latest, n) == head),
        }
    }

    /// The shares of rolls `0..count`, from the latest back (each the hash of the next).
    pub(super) fn shares(&self) -> Option<Vec<Share>> {
        if self.count == 0 {
            return Some(vec![]);
        }
        let mut share = read_share(&self.latest)?;
        let mut out = vec![share; self.count as usize];
        for slot in out.iter_mut().rev().skip(1) {
            share = Sha256::digest(share).into();
            *slot = share;
        }
        Some(out)
    }
}

impl Remote {
    /// This device's share chain, first link to head (`CHAIN_LENGTH + 1` links).
    fn own_chain(&self) -> Option<Vec<Share>> {
        let secret = from_base64url(self.chain.as_deref()?)?;
        let mut link = chain_start(self.id, &secret);
        let mut chain = Vec::with_capacity(CHAIN_LENGTH as usize + 1);
        chain.push(link);
        for _ in 0..CHAIN_LENGTH {
            link = Sha256::digest(link).into();
            chain.push(link);
        }
        Some(chain)
    }

    /// The other device's tag (a game with dice has two devices).
    fn peer_tag(&self) -> Option<u64> {
        self.owners.iter().copied().find(|&o| o != 0 && o != self.me)
    }

    /// The seeds of rolls `0..count`, when both devices' shares of each are known here.
    pub fn seeds(&self, count: usize) -> Option<Vec<u64>> {
        let peer = self.peer_chain.as_ref().filter(|p| p.count as usize >= count)?;
        let peer_tag = self.peer_tag()?;
        let own = self.own_chain()?;
        let theirs = peer.shares()?;
        (0..count)
            .map(|k| {
                let mine = own.get((CHAIN_LENGTH as usize).checked_sub(k + 1)?)?;
                let other = theirs.get(k)?;
                Some(if self.me < peer_tag {
                    roll_seed(self.id, k, mine, other)
                } else {
                    roll_seed(self.id, k, other, mine)
                })
            })
            .collect()
    }

    /// The seeds of every roll whose shares are known here: what a saved game by link with
    /// dice replays with ([`AnyMatch::from_indices_settled`]).
    pub fn known_seeds(&self) -> Vec<u64> {
        let known = self.peer_chain.as_ref().map_or(0, |p| p.count as usize);
        self.seeds(known).unwrap_or_default()
    }

    /// Before this device plays the action at `index`: whether to play it now. A roll whose
    /// shares are both known here is settled first; a roll that still needs the other
    /// device's share, or a card taken before this device's decks are dealt (secret decks), is
    /// held ([`Remote::rolling`]) and the turn's link goes out.
    pub fn before_play(&mut self, game: &mut AnyMatch, index: usize) -> bool {
        if game.index_draws_secret(index) && !self.decks_dealt() {
            // A card taken from a deck not dealt yet: it waits for the other device's gift.
            self.rolling = Some(index as u32);
            return false;
        }
        if !game.index_is_chance(index) {
            return true;
        }
        match self.seeds(game.chance_count() + 1) {
            Some(seeds) => {
                game.settle_chance(seeds);
                true
            }
            None => {
                self.rolling = Some(index as u32);
                false
            }
        }
    }

    /// How many of its shares this device's link reveals: those of the rolls played, and of
    /// the next roll once it is decided (asked for, or all the other device can do next), but
    /// none before the other device's head is known.
    fn shares_to_reveal(&self, game: &AnyMatch) -> u32 {
        if self.chain.is_none() || self.peer_chain.is_none() {
            return 0;
        }
        let decided = self.asked.is_some()
            || (game.outcome().is_none() && game.chance_is_forced() && game.to_move().is_some_and(|s| !self.owns(s)));
        ((game.chance_count() + usize::from(decided)) as u32).min(CHAIN_LENGTH)
    }

    /// What this device's link carries of its chain.
    pub(super) fn chain_shares(&self, game: &AnyMatch) -> Option<ChainShares> {
        let chain = self.own_chain()?;
        let count = self.shares_to_reveal(game);
        let latest = match count {
            0 => String::new(),
            n => to_base64url(&chain[(CHAIN_LENGTH - n) as usize]),
        };
        Some(ChainShares { head: to_base64url(&chain[CHAIN_LENGTH as usize]), count, latest })
    }

    /// The roll a link asks this device's share of, if any: it must be the next action of a
    /// seat the other device plays.
    pub(super) fn check_request(
        &self,
        game: &AnyMatch,
        request: Option<u32>,
    ) -> Result<Option<BoundAction>, RemoteError> {
        let Some(index) = request else { return Ok(None) };
        let theirs = game.to_move().is_some_and(|s| !self.owns(s));
        if theirs && game.index_is_chance(index as usize) {
            Ok(Some(BoundAction { ply: game.ply() as u32, index }))
        } else {
            Err(RemoteError::Rewritten)
        }
    }
}
