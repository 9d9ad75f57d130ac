//! Secret decks by link (Torres' personal decks): each device deals its own seats' decks from a
//! secret of its own and the other device's contribution, commits to every card it keeps and
//! puts back, and shows it all once the game is over (module docs of [`crate::remote`],
//! "Secret decks").

use super::link::RemoteLink;
use super::{Remote, RemoteError};
use crate::core::codec::{from_base64url, to_base64url};
use crate::core::Seat;
use crate::registry::AnyMatch;
use crate::share::{LinkField, ShareError};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// What a device's commitment to its secret hashes first.
const COMMIT_DOMAIN: &[u8] = b"castellan/deck-commit/1";
/// What a device's contribution to the other device's decks hashes first.
const GIFT_DOMAIN: &[u8] = b"castellan/deck-gift/1";
/// What a deck's seed hashes first.
const DECK_DOMAIN: &[u8] = b"castellan/deck/1";
/// What a commitment to hidden choices hashes first.
const HAND_DOMAIN: &[u8] = b"castellan/hand/1";
/// The most hidden choices one device makes in a game: each of at most four seats keeps one card
/// and puts back two at each of its ten draws at most. Bounds what a link can add to a record.
pub const MOST_CHOICES: usize = 120;

/// What a device keeps of the secret decks, saved with the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decks {
    /// This device's secret (32 bytes, base64url): its seats' decks and its contribution to the
    /// other device's come from it. It leaves the device only once the game is over.
    pub secret: String,
    /// The other device's commitment to its secret, from its first link.
    #[serde(default)]
    pub peer_commitment: Option<String>,
    /// The other device's contribution to this device's decks: its first link after it held
    /// this device's commitment brings it, and this device's decks are dealt then.
    #[serde(default)]
    pub gift: Option<String>,
    /// The other device's commitments to its hidden choices, in the order they came: how many
    /// choices each covers, and its hash.
    #[serde(default)]
    pub peer_hands: Vec<HandCommitment>,
    /// This device has shown its secret and its choices (the game is over).
    #[serde(default)]
    pub shown: bool,
    /// The other device's secret and choices held: its decks and every card it kept and put
    /// back replay the game its links showed.
    #[serde(default)]
    pub peer_checked: bool,
}

/// A commitment to a device's first `count` hidden choices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandCommitment {
    pub count: u32,
    pub hash: String,
}

/// What a link carries of the secret decks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LinkDecks {
    /// The sender's commitment to its secret.
    #[serde(rename = "c")]
    pub commitment: String,
    /// The sender's contribution to the receiver's decks, once it holds the receiver's
    /// commitment (never before: the receiver could otherwise pick its secret to steer its own
    /// deck).
    #[serde(rename = "g", default, skip_serializing_if = "Option::is_none")]
    pub gift: Option<String>,
    /// The sender's commitment to its hidden choices so far, once it has made one.
    #[serde(rename = "k", default, skip_serializing_if = "Option::is_none")]
    pub hand: Option<String>,
    /// Once the game is over: the sender's secret...
    #[serde(rename = "s", default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<String>,
    /// ...and its hidden choices in order, a digit each.
    #[serde(rename = "r", default, skip_serializing_if = "Option::is_none")]
    pub choices: Option<String>,
}

fn hash(parts: &[&[u8]]) -> [u8; 32] {
    parts.iter().fold(Sha256::new(), |h, part| h.chain_update(part)).finalize().into()
}

/// A device's commitment to its secret, tied to the game and the device.
fn commitment(id: u64, device: u64, secret: &[u8]) -> String {
    to_base64url(&hash(&[COMMIT_DOMAIN, &id.to_le_bytes(), &device.to_le_bytes(), secret]))
}

/// A device's contribution to the other device's decks: fixed by its secret, so fixed by its
/// commitment before the other device's commitment exists.
fn gift(id: u64, secret: &[u8]) -> String {
    to_base64url(&hash(&[GIFT_DOMAIN, &id.to_le_bytes(), secret]))
}

/// The seed `seat`'s deck is shuffled from: its owner's secret and the other device's gift.
fn deck_seed(id: u64, seat: Seat, secret: &[u8], gift: &str) -> u64 {
    let digest = hash(&[DECK_DOMAIN, &id.to_le_bytes(), &[seat], secret, gift.as_bytes()]);
    let mut bytes = [0u8; 8];
    bytes.copy_from_slice(&digest[..8]);
    u64::from_le_bytes(bytes)
}

/// A commitment to hidden choices; the secret keeps it from telling them.
fn hand_hash(id: u64, secret: &[u8], choices: &[u8]) -> String {
    to_base64url(&hash(&[HAND_DOMAIN, &id.to_le_bytes(), secret, choices]))
}

fn read_secret(text: &str) -> Option<Vec<u8>> {
    from_base64url(text).filter(|s| s.len() == 32)
}

/// Hidden choices as a link writes them: a digit each.
fn write_choices(choices: &[u8]) -> String {
    choices.iter().map(|&c| char::from(b'0' + c.min(9))).collect()
}

fn read_choices(text: &str) -> Option<Vec<u8>> {
    if text.len() > MOST_CHOICES {
        return None;
    }
    text.bytes().map(|b| b.is_ascii_digit().then(|| b - b'0')).collect()
}

impl Decks {
    fn new(secret: [u8; 32]) -> Decks {
        Decks {
            secret: to_base64url(&secret),
            peer_commitment: None,
            gift: None,
            peer_hands: vec![],
            shown: false,
            peer_checked: false,
        }
    }
}

impl Remote {
    /// The record of a game with secret decks ([`AnyMatch::has_secret_decks`]): `secret` is 32
    /// random bytes from the browser, made when the device sets up or joins the game.
    pub fn with_secret_decks(mut self, secret: [u8; 32]) -> Remote {
        self.decks = Some(Decks::new(secret));
        self
    }

    fn deck_secret(&self) -> Option<Vec<u8>> {
        read_secret(&self.decks.as_ref()?.secret)
    }

    /// How this device's game deals the decks ([`AnyMatch::deal_secret_decks`]): its own seats'
    /// from its secret once the other device's gift is in, every other seat unseen. `None` for
    /// a game without secret decks.
    pub fn deck_seeds(&self) -> Option<Vec<Option<u64>>> {
        let decks = self.decks.as_ref()?;
        let secret = self.deck_secret()?;
        let seeds = (0..self.owners.len() as Seat)
            .map(|seat| {
                let gift = decks.gift.as_deref().filter(|_| self.owns(seat))?;
                Some(deck_seed(self.id, seat, &secret, gift))
            })
            .collect();
        Some(seeds)
    }

    /// Whether this device's decks are dealt (the other device's gift is in).
    pub(super) fn decks_dealt(&self) -> bool {
        self.decks.as_ref().is_none_or(|d| d.gift.is_some())
    }

    /// `game` replayed from its actions with the decks dealt as [`Remote::deck_seeds`] says now.
    pub(super) fn redeal(&self, game: &AnyMatch) -> Result<AnyMatch, RemoteError> {
        let Some(seeds) = self.deck_seeds() else { return Ok(game.clone()) };
        let (options, seed, rules) = (game.options(), game.seed(), game.rules_version());
        AnyMatch::from_indices_dealt(&options, seed, rules, &seeds, &game.action_indices())
            .map_err(|e| RemoteError::Link(ShareError::Load(e)))
    }

    /// What this device's link carries of the decks: its commitment; its gift once it holds the
    /// other device's commitment; its commitment to its hidden choices once it has made one;
    /// and once the game is over, its secret and choices (then marked shown).
    pub(super) fn link_decks(&mut self, game: &AnyMatch) -> Option<LinkDecks> {
        let secret = self.deck_secret()?;
        let mine = |seat: Seat| self.owns(seat);
        let choices = game.unseen_choices(&mine);
        let over = game.outcome().is_some();
        let decks = self.decks.as_mut()?;
        decks.shown |= over;
        Some(LinkDecks {
            commitment: commitment(self.id, self.me, &secret),
            gift: decks.peer_commitment.as_ref().map(|_| gift(self.id, &secret)),
            hand: (!choices.is_empty()).then(|| hand_hash(self.id, &secret, &choices)),
            secret: over.then(|| decks.secret.clone()),
            choices: over.then(|| write_choices(&choices)),
        })
    }

    /// Takes in what `link` carries of the decks into `next` (this device's record as the link
    /// leaves it), `game` being the game with the link's moves (as this device holds it). The
    /// sender's commitment and gift never change; its commitment to its hidden choices is kept
    /// for each count of them and may never change for one; its secret and choices are shown
    /// only once the game is over. Returns whether the link brought anything new, and whether
    /// the sender's reveal failed (its seats then forfeit, once every other check has passed).
    pub(super) fn read_decks(
        &self,
        next: &mut Remote,
        link: &RemoteLink,
        game: &AnyMatch,
        sender: &dyn Fn(Seat) -> bool,
    ) -> Result<(bool, bool), RemoteError> {
        let Some(mine) = self.decks.as_ref() else { return Ok((false, false)) };
        let theirs = link.decks.as_ref().ok_or(RemoteError::Link(ShareError::Missing(LinkField::Decks)))?;
        let mut decks = mine.clone();
        let mut news = false;
        match &decks.peer_commitment {
            Some(known) if *known != theirs.commitment => return Err(RemoteError::Rewritten),
            Some(_) => {}
            None => {
                decks.peer_commitment = Some(theirs.commitment.clone());
                news = true;
            }
        }
        match (&decks.gift, &theirs.gift) {
            (Some(known), Some(gift)) if known != gift => return Err(RemoteError::Rewritten),
            (None, Some(gift)) => {
                read_secret(gift).ok_or(RemoteError::BadCommitment)?;
                decks.gift = Some(gift.clone());
                news = true;
            }
            _ => {}
        }
        let count = game.unseen_choice_count(sender);
        if count > MOST_CHOICES {
            return Err(RemoteError::BadCommitment);
        }
        match (&theirs.hand, decks.peer_hands.iter().find(|h| h.count as usize == count)) {
            (None, _) if count > 0 => return Err(RemoteError::BadCommitment),
            (Some(hash), Some(known)) if known.hash != *hash => return Err(RemoteError::BadCommitment),
            (Some(hash), None) if count > 0 => {
                decks.peer_hands.push(HandCommitment { count: count as u32, hash: hash.clone() })
            }
            _ => {}
        }
        let mut broken = false;
        match (&theirs.secret, &theirs.choices) {
            (None, None) => {}
            (Some(secret), Some(choices)) if game.outcome().is_some() => {
                if !decks.peer_checked {
                    broken = !self.deck_reveal_holds(&decks, game, sender, link.from, secret, choices);
                    decks.peer_checked = !broken;
                    news = true;
                }
            }
            _ => return Err(RemoteError::Rewritten),
        }
        next.decks = Some(decks);
        Ok((news, broken))
    }

    /// Whether `link` brings anything of the decks this device has not taken in: the sender's
    /// commitment or gift, its reveal, or a card it waits to take.
    pub(super) fn deck_news(&self, link: &RemoteLink) -> bool {
        let (Some(mine), Some(theirs)) = (&self.decks, &link.decks) else { return false };
        mine.peer_commitment.is_none()
            || (mine.gift.is_none() && theirs.gift.is_some())
            || (!mine.peer_checked && theirs.secret.is_some())
            || link.roll_request.is_some()
    }

    /// Secret decks: whether a link's request (`t`) is a card its sender waits to take, so this
    /// device owes its gift at once. It must be the next action of a seat the sender plays, and
    /// one that draws.
    pub(super) fn check_draw_request(&self, game: &AnyMatch, request: Option<u32>) -> Result<bool, RemoteError> {
        let (Some(_), Some(index)) = (&self.decks, request) else { return Ok(false) };
        let theirs = game.to_move().is_some_and(|s| !self.owns(s));
        if theirs && game.index_draws_secret(index as usize) {
            Ok(true)
        } else {
            Err(RemoteError::Rewritten)
        }
    }

    /// Whether the other device's secret and choices hold: its secret is the one it committed
    /// to, its gift came from it, every commitment to its choices covers them, and the game
    /// replays with its decks dealt from its secret and its choices filled in (every card it
    /// played was in its hand, every card it kept was among those it looked at).
    fn deck_reveal_holds(
        &self,
        decks: &Decks,
        game: &AnyMatch,
        sender: &dyn Fn(Seat) -> bool,
        from: u64,
        secret: &str,
        choices: &str,
    ) -> bool {
        let (Some(secret), Some(choices), Some(own)) = (read_secret(secret), read_choices(choices), self.deck_secret())
        else {
            return false;
        };
        let committed = decks.peer_commitment.as_ref() == Some(&commitment(self.id, from, &secret));
        let gift_holds = decks.gift.as_ref().is_none_or(|g| *g == gift(self.id, &secret));
        let hands_hold = decks
            .peer_hands
            .iter()
            .all(|h| choices.get(..h.count as usize).is_some_and(|made| hand_hash(self.id, &secret, made) == h.hash));
        if !(committed && gift_holds && hands_hold) {
            return false;
        }
        // Every deck as it really was: this device's own as it deals them, the sender's from its
        // secret and this device's gift.
        let Some(mut seeds) = self.deck_seeds() else { return false };
        let given = gift(self.id, &own);
        for (seat, slot) in seeds.iter_mut().enumerate() {
            if sender(seat as Seat) {
                *slot = Some(deck_seed(self.id, seat as Seat, &secret, &given));
            }
        }
        game.realized(&seeds, sender, &choices).is_ok()
    }
}
