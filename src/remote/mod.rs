//! Play a friend by link: one game played on several devices, each playing its own seats, with
//! nothing between them but links (no server). Described for players in the README and in full
//! in `docs/play-by-link.md`.
//!
//! # The protocol
//! * A game by link has an id (random, made by the device that set it up). Each device keeps a
//!   [`Remote`] record in its save: its own tag, which device owns each seat (0: nobody yet), and
//!   what it must keep or check of hidden information.
//! * When the turn passes to a seat this device does not own, the device writes a link
//!   ([`Remote::outgoing`], format 3 of the share links): the game's id, options, seats and
//!   owners, and every action so far as indices into the legal lists, bit-packed.
//! * Opening a link ([`Remote::receive`]) continues the game: it must be the same game (id,
//!   options, rules, seed), extend the history this device holds, and bring no move for a seat
//!   this device owns; then only the new moves are applied. Anything else is refused with a
//!   typed [`RemoteError`] and the saved game is untouched. A first link creates the game here,
//!   and the seat to move becomes this device's ([`Remote::join`]).
//! * **Hidden information** ([`crate::core::Game::hides_action`]: Fortaleza's blind deployment):
//!   a run of a device's actions that hides something from the other seat travels as a
//!   *stand-in* ([`crate::core::Match::stand_in`]: the visible actions, no hidden one) and a
//!   *commitment*: SHA-256 over the game id, the seat, where the run starts, the run's real
//!   action indices and a random 16-byte salt. The salt stays in the committing device's save.
//!   Once the game has no hidden information any more (the battle has begun) that device's next
//!   link *reveals*: the real actions and the salt. The receiver checks the hash and that the
//!   real run shows what the stand-in showed; a mismatch ends the game, forfeited by the seat
//!   that committed ([`Remote::forfeit`]).
//! * **An action that ends the hidden information** on the device that holds only a stand-in
//!   (the second end of deployment) cannot be played there, as its result depends on what is
//!   hidden: it is held *pending* and travels in the link, and the device that knows everything
//!   plays it.
//! * At most one commitment is open at a time: a device that answers an open commitment sends its
//!   own actions in the clear, as the committed side can no longer change its choices.
//!   Fortaleza's first deployment is committed; the second travels in the clear, then the first
//!   is revealed with the first move of the battle.
//!
//! * **Dice** ([`crate::core::Game::is_chance`]: Torri's number and colour dice): each roll
//!   draws from a seed made of both devices' *shares* of it, so neither device alone can foresee
//!   or choose it. Each device draws its shares from a secret of its own: a hash chain
//!   ([`CHAIN_LENGTH`] links) whose last link, the *head*, goes out with the device's first
//!   link. The share of roll `k` hashes to the head in `k + 1` steps, so shares are revealed
//!   backwards and the latest one a link carries vouches for every earlier one (one share per
//!   link, not one per roll). A device reveals a share only once the roll is decided: after the
//!   roll is played, or when the other device has asked for it ([`Remote::rolling`]), or when
//!   the other device's next action can only be that roll. A roll chosen while the other's
//!   share is not in yet waits ([`Remote::before_play`]): the link goes to the other device,
//!   which sends its share back at once, and then the roll is played where it was chosen. A
//!   share that does not hash to its device's head, a head that changes, or a roll asked for
//!   and then not played (the roller saw it and chose otherwise) forfeits the game for that
//!   device's seats.
//!
//! # Decisions (not in any rulebook; tested in `tests/remote.rs`)
//! * A roll chosen freely (Torri's "roll or move by height") needs the other device's share
//!   after the choice, so it costs a link there and back; a roll that is the only thing the
//!   player can do (the colour die at the start of a turn) is settled by the share the other
//!   device sent with its last move, with no extra link.
//! * A game with dice is played between two devices: the device that opens the first link
//!   takes every seat set up for a friend (four seats of Torri: two on each device, or one and
//!   three). A third device would have to add its share to every roll as well.
//! * A device reveals no share before it holds the other device's head, so no device can pick
//!   its secret knowing a share of the other.
//! * Card decks need each player's own secret in the engine: Torres with drawn action cards is
//!   not offered by link ([`crate::registry::AnyMatch::link_play_limit`]), and the new-game
//!   dialog says why. Its master version is: every hand is open there and nothing is drawn
//!   after the set-up (a master card drawn at random comes from the inviting device's seed, and
//!   the friend sees it before making a first move).
//! * Undo in a game by link stays within the device's own turn: once the turn has passed to
//!   another device (its link may already be sent) nothing is taken back.

use crate::core::codec::{from_base64url, to_base64url};
use crate::core::msg::{Localize, Msg};
use crate::core::Seat;
use crate::registry::{AnyMatch, GameKind, LoadError, ReplayError};
use crate::session::{PlayerKind, SeatSetup};
use crate::share::{self, FieldProblem, LinkField, ShareError, MAX_NAME_CHARS};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// The share-link format of a game by link.
pub const REMOTE_LINK_VERSION: u32 = 3;
/// What a commitment hashes before anything else (so a hash can never be taken for another's).
const COMMIT_DOMAIN: &[u8] = b"castellan/commit/1";
/// What the start of a device's share chain hashes first.
const CHAIN_DOMAIN: &[u8] = b"castellan/chain/1";
/// What a roll's seed hashes first.
const ROLL_DOMAIN: &[u8] = b"castellan/roll/1";
/// How many rolls a game by link can settle: the length of each device's share chain. More
/// than twice the most that random play rolled in a game of Torri (`docs/play-by-link.md`,
/// "Dice"); a roll past it cannot be settled, and the game waits there. Making a device's
/// chain costs this many hashes.
pub const CHAIN_LENGTH: u32 = 4096;

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

/// An open commitment of another device: its seat, where its stand-in starts, how many actions
/// stand in, and the hash its reveal must match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Commitment {
    pub seat: Seat,
    pub start: u32,
    pub stand_in: Vec<u32>,
    pub hash: String,
}

/// This device's own commitment: its real run (`start`, `len` actions in this device's list),
/// what stood in for it, the salt, and whether the reveal has been sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Secret {
    pub seat: Seat,
    pub start: u32,
    pub len: u32,
    pub stand_in: Vec<u32>,
    pub salt: String,
    pub hash: String,
    #[serde(default)]
    pub revealed: bool,
}

/// What a device keeps of a game by link (saved with the game, [`crate::session::SavedGame`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Remote {
    /// The game's id, the same on every device.
    pub id: u64,
    /// This device's tag for this game.
    pub me: u64,
    /// The tag of the device that owns each seat; 0 while no device has taken it.
    pub owners: Vec<u64>,
    /// Plies of this device's list that every device has seen (the end of the last link
    /// received, or of the game as it was set up).
    pub synced: u32,
    /// Other devices' open commitments.
    #[serde(default)]
    pub commitments: Vec<Commitment>,
    /// This device's commitments.
    #[serde(default)]
    pub secrets: Vec<Secret>,
    /// An action chosen here that only another device can play (see the module docs).
    #[serde(default)]
    pub pending: Option<u32>,
    /// The seat that forfeited: its reveal did not match its commitment (or its shares their
    /// head).
    #[serde(default)]
    pub forfeit: Option<Seat>,
    /// Dice: this device's chain secret (32 bytes, base64url). It never leaves the device.
    #[serde(default)]
    pub chain: Option<String>,
    /// Dice: the other device's head and latest share, as its links have shown them.
    #[serde(default)]
    pub peer_chain: Option<ChainShares>,
    /// Dice: a roll chosen here (its index in the legal list) that waits for the other
    /// device's share.
    #[serde(default)]
    pub rolling: Option<u32>,
    /// Dice: the other device waits for this device's share of the roll it chose, which must
    /// be its next action (checked when its next link comes).
    #[serde(default)]
    pub asked: Option<AskedRoll>,
}

/// A roll the other device asked this device's share of: where it stands in the history and
/// its index in the legal list there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AskedRoll {
    pub ply: u32,
    pub index: u32,
}

/// Why a link of a game by link was refused. The saved game is untouched in every case.
#[derive(Clone, Debug, PartialEq)]
pub enum RemoteError {
    /// The link itself is damaged or not a game by link.
    Link(ShareError),
    /// A game this device holds has the same id but other options, rules, seed or seats.
    DifferentGame,
    /// The link holds fewer moves than this device has: an older link.
    Older,
    /// The link brings nothing this device does not have.
    NothingNew,
    /// The link's history differs from the one this device holds.
    Rewritten,
    /// The link brings moves for a seat this device owns, made elsewhere.
    ForeignMoves { seat: Seat },
    /// A first link whose seat to move is already another device's.
    SeatTaken { seat: Seat },
    /// The game cannot be played by link (cards; see the module docs).
    NotOffered,
    /// A game with dice: the link holds a roll whose shares it does not carry.
    Unsettled,
    /// The link was written by this device: it brings nothing from the others.
    OwnLink,
    /// The link names a sending device that plays no seat of the game.
    UnknownSender,
    /// A commitment that is not its sender's hidden run: another device's seat, a run its seat
    /// did not play, one not new in this link, or more than one open per seat.
    BadCommitment,
    /// This device cannot write a link that keeps its hidden moves hidden (no stand-in for
    /// them): it writes none rather than send them in the clear.
    CannotHide,
}

impl std::fmt::Display for RemoteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RemoteError::Link(e) => e.fmt(f),
            RemoteError::DifferentGame => f.write_str("another game with the same id"),
            RemoteError::Older => f.write_str("an older link of this game"),
            RemoteError::NothingNew => f.write_str("no new moves"),
            RemoteError::Rewritten => f.write_str("the link rewrites the game's history"),
            RemoteError::ForeignMoves { seat } => write!(f, "moves for seat {seat} made on another device"),
            RemoteError::SeatTaken { seat } => write!(f, "seat {seat} is already played on another device"),
            RemoteError::NotOffered => f.write_str("this game cannot be played by link"),
            RemoteError::Unsettled => f.write_str("a roll in the link is not settled"),
            RemoteError::OwnLink => f.write_str("this device's own link"),
            RemoteError::UnknownSender => f.write_str("a link from a device that plays no seat"),
            RemoteError::BadCommitment => f.write_str("a commitment that is not its sender's hidden run"),
            RemoteError::CannotHide => f.write_str("no link can keep this device's hidden moves hidden"),
        }
    }
}

/// A decoded link of a game by link, not yet checked against what this device holds.
#[derive(Clone, Debug)]
pub struct RemoteLink {
    pub id: u64,
    /// The device that wrote it (its tag).
    pub from: u64,
    pub kind: GameKind,
    pub rules: u32,
    pub seed: u64,
    pub options_json: String,
    /// Every action, public (stand-ins for open commitments), the pending one last if any.
    pub actions: Vec<u32>,
    pub pending: bool,
    pub seats: Vec<SeatSetup>,
    pub owners: Vec<u64>,
    pub commitments: Vec<Commitment>,
    pub reveals: Vec<Reveal>,
    /// Dice: the sender's share chain.
    pub chain: Option<ChainShares>,
    /// Dice: the roll the sender waits to have settled (its index in the legal list).
    pub roll_request: Option<u32>,
    /// Dice: the moves as the link packs them (count, bytes), until [`RemoteLink::settle`]
    /// reads them with the rolls' seeds; `actions` is empty until then.
    packed: Option<(usize, Vec<u8>)>,
    /// Dice: the seeds of the rolls, once settled.
    seeds: Option<Vec<u64>>,
}

/// A commitment's reveal: where the real run starts, how long it is, and the salt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    pub seat: Seat,
    pub start: u32,
    pub len: u32,
    pub salt: String,
}

/// What opening a link did, for the screen to announce.
#[derive(Clone, Debug)]
pub struct Received {
    pub game: AnyMatch,
    /// The plies that are new here (to announce and show).
    pub new_from: usize,
    /// A commitment that did not hold: that seat forfeits.
    pub forfeit: Option<Seat>,
}

/// The commitment hash of a real run.
pub fn commitment_hash(id: u64, seat: Seat, start: u32, actions: &[u32], salt: &[u8]) -> String {
    let mut h = Sha256::new();
    h.update(COMMIT_DOMAIN);
    h.update(id.to_le_bytes());
    h.update([seat]);
    h.update(start.to_le_bytes());
    h.update((actions.len() as u32).to_le_bytes());
    for a in actions {
        h.update(a.to_le_bytes());
    }
    h.update(salt);
    to_base64url(&h.finalize())
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
    fn holds(&self) -> bool {
        let Some(head) = read_share(&self.head) else { return false };
        match self.count {
            0 => self.latest.is_empty(),
            n if n > CHAIN_LENGTH => false,
            n => read_share(&self.latest).is_some_and(|latest| hash_times(latest, n) == head),
        }
    }

    /// The shares of rolls `0..count`, from the latest back (each the hash of the next).
    fn shares(&self) -> Option<Vec<Share>> {
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
    /// A new game by link set up here: this device owns the seats played here (humans and
    /// bots); the friends' seats wait for the devices that open the link. A game with dice
    /// needs `chain_secret`, 32 random bytes from the browser (see the module docs).
    pub fn new(id: u64, me: u64, seats: &[SeatSetup], chain_secret: Option<[u8; 32]>) -> Remote {
        let owners = seats.iter().map(|s| if s.kind == PlayerKind::Remote { 0 } else { me }).collect();
        Remote {
            id,
            me,
            owners,
            synced: 0,
            commitments: vec![],
            secrets: vec![],
            pending: None,
            forfeit: None,
            chain: chain_secret.map(|s| to_base64url(&s)),
            peer_chain: None,
            rolling: None,
            asked: None,
        }
    }

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
    /// device's share is held ([`Remote::rolling`]) and the turn's link goes out.
    pub fn before_play(&mut self, game: &mut AnyMatch, index: usize) -> bool {
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
    fn chain_shares(&self, game: &AnyMatch) -> Option<ChainShares> {
        let chain = self.own_chain()?;
        let count = self.shares_to_reveal(game);
        let latest = match count {
            0 => String::new(),
            n => to_base64url(&chain[(CHAIN_LENGTH - n) as usize]),
        };
        Some(ChainShares { head: to_base64url(&chain[CHAIN_LENGTH as usize]), count, latest })
    }

    pub fn owns(&self, seat: Seat) -> bool {
        self.owners.get(seat as usize) == Some(&self.me)
    }

    /// Whether this device may act now: the game is on, nothing is pending, nobody forfeited,
    /// and the seat to move is this device's.
    pub fn may_act(&self, game: &AnyMatch) -> bool {
        self.pending.is_none()
            && self.rolling.is_none()
            && self.forfeit.is_none()
            && game.to_move().is_some_and(|s| self.owns(s))
    }

    /// Whether this device is waiting for a link: the game goes on and it may not act.
    pub fn waiting(&self, game: &AnyMatch) -> bool {
        self.forfeit.is_none() && game.outcome().is_none() && !self.may_act(game)
    }

    /// Whether playing the action at `index` must be held pending (see the module docs).
    pub fn must_hold(&self, game: &AnyMatch, index: usize) -> bool {
        !self.commitments.is_empty() && game.index_ends_hidden_information(index)
    }

    /// The one seat this device does not own, when hidden information is at stake (the games
    /// that hide actions are for two).
    fn other_seat(&self) -> Option<Seat> {
        let others: Vec<Seat> = (0..self.owners.len() as Seat).filter(|&s| !self.owns(s)).collect();
        (others.len() == 1).then(|| others[0])
    }

    /// Commits this device's latest run when it hides something from the other seat and no
    /// commitment is open. `salt` comes from the caller (the browser's random source).
    /// Fails closed: a run that hides something but has no stand-in cannot go out at all
    /// ([`RemoteError::CannotHide`]).
    pub fn commit_if_hidden(&mut self, game: &AnyMatch, salt: [u8; 16]) -> Result<(), RemoteError> {
        let start = self.synced as usize;
        let end = game.ply();
        let open = !self.commitments.is_empty() || self.secrets.iter().any(|s| !s.revealed);
        if open || start >= end || !game.has_hidden_information() {
            return Ok(());
        }
        let Some(viewer) = self.other_seat() else { return Ok(()) };
        if !game.hides_any(start..end, viewer) {
            return Ok(());
        }
        let stand_in = game.stand_in(start..end, viewer).ok_or(RemoteError::CannotHide)?;
        let seat = game.to_move_at(start).ok_or(RemoteError::CannotHide)?;
        let real = &game.action_indices()[start..end];
        let hash = commitment_hash(self.id, seat, start as u32, real, &salt);
        self.secrets.push(Secret {
            seat,
            start: start as u32,
            len: (end - start) as u32,
            stand_in,
            salt: to_base64url(&salt),
            hash,
            revealed: false,
        });
        Ok(())
    }

    /// The actions as the other devices may know them: each unrevealed own run replaced by its
    /// stand-in; revealed once the game has no hidden information left (or is over).
    fn public_actions(&mut self, game: &AnyMatch) -> Result<Vec<u32>, RemoteError> {
        let mut actions = game.action_indices();
        let reveal_now = !game.has_hidden_information() || game.outcome().is_some();
        for secret in self.secrets.iter_mut().rev() {
            if reveal_now {
                secret.revealed = true;
            }
            if !secret.revealed {
                let start = secret.start as usize;
                let end = start.checked_add(secret.len as usize).filter(|&e| e <= actions.len());
                let end = end.ok_or(RemoteError::CannotHide)?;
                actions.splice(start..end, secret.stand_in.iter().copied());
            }
        }
        Ok(actions)
    }

    /// The link (fragment without `#`) to send when the turn passes to another device. Fails
    /// closed: where the link cannot keep this device's hidden moves hidden, none is written
    /// ([`RemoteError::CannotHide`]), never one with them in the clear.
    pub fn outgoing(&mut self, game: &AnyMatch, seats: &[SeatSetup]) -> Result<String, RemoteError> {
        let mut actions = self.public_actions(game)?;
        let pending = self.pending.is_some();
        actions.extend(self.pending);
        // The public list is a real game (stand-ins are legal): replayed to bit-pack it. A game
        // with nothing hidden is its own public list (and a game with dice replays only settled).
        let public = if actions == game.action_indices() {
            game.clone()
        } else {
            AnyMatch::from_indices(game.kind(), &game.options_json(), game.seed(), game.rules_version(), &actions)
                .map_err(|_| RemoteError::CannotHide)?
        };
        // Structured fields as JSON in base64url, as the seats are.
        let commitments: Vec<LinkCommitment> = self
            .secrets
            .iter()
            .filter(|s| !s.revealed)
            .map(|s| LinkCommitment {
                seat: s.seat,
                start: s.start,
                len: s.stand_in.len() as u32,
                hash: s.hash.clone(),
            })
            .collect();
        let reveals: Vec<Reveal> = self
            .secrets
            .iter()
            .filter(|s| s.revealed)
            .map(|s| Reveal { seat: s.seat, start: s.start, len: s.len, salt: s.salt.clone() })
            .collect();
        let mut body = format!(
            "{}&i={}&f={}&h={}&w={}",
            share::game_fields(&public, REMOTE_LINK_VERSION),
            to_base36(self.id),
            to_base36(self.me),
            share::encode_seats(seats),
            json_field(&self.owners),
        );
        if !commitments.is_empty() {
            body.push_str(&format!("&k={}", json_field(&commitments)));
        }
        if !reveals.is_empty() {
            body.push_str(&format!("&e={}", json_field(&reveals)));
        }
        if pending {
            body.push_str("&q=1");
        }
        if let Some(chain) = self.chain_shares(game) {
            body.push_str(&format!("&d={}", json_field(&chain)));
        }
        if let Some(roll) = self.rolling {
            body.push_str(&format!("&t={roll}"));
        }
        Ok(format!("{body}&c={}", share::checksum(&body)))
    }

    /// A first link of a game, opened on a device that does not have it: this device takes
    /// the seat to move, named `name`. Returns the record, the seats as this device sees them
    /// and the game.
    /// A game with dice needs `chain_secret`, 32 random bytes from the browser; this device
    /// then takes every seat still free (a game with dice is played between two devices).
    pub fn join(
        link: &RemoteLink,
        me: u64,
        name: &str,
        chain_secret: Option<[u8; 32]>,
    ) -> Result<(Remote, Vec<SeatSetup>, AnyMatch), RemoteError> {
        let mut link = link.clone();
        let dice = link.packed.is_some();
        if dice && link.owners.iter().all(|&o| o != 0) {
            // Both devices are in: a third cannot take part in the rolls.
            return Err(RemoteError::SeatTaken { seat: 0 });
        }
        if dice {
            // Nobody may have revealed a share before this device's head existed: no roll yet.
            if link.chain.as_ref().is_none_or(|c| c.count != 0 || !c.holds()) || chain_secret.is_none() {
                return Err(RemoteError::Rewritten);
            }
            link.settle(vec![])?;
        }
        let mut game = link.replay(&link.actions)?;
        let to_move = game.to_move().ok_or(RemoteError::NothingNew)?;
        // The seat to move, or with a roll to settle for the sender, the first free seat.
        let seat = match link.roll_request {
            Some(_) if dice => link.owners.iter().position(|&o| o == 0).map(|s| s as Seat),
            _ => Some(to_move),
        }
        .ok_or(RemoteError::SeatTaken { seat: to_move })?;
        if link.owners.get(seat as usize).is_some_and(|&o| o != 0) {
            return Err(RemoteError::SeatTaken { seat });
        }
        // Only a device that already holds the game can be left a move or shown a reveal.
        if link.pending || !link.reveals.is_empty() {
            return Err(RemoteError::Rewritten);
        }
        // The sender is a device of the game, and every move so far was made by a device that
        // owns its seat (the newcomer has no history of its own to hold the link to).
        let senders = |seat: Seat| link.from != 0 && link.owners.get(seat as usize) == Some(&link.from);
        if !(0..link.owners.len() as Seat).any(senders) || link.from == me {
            return Err(RemoteError::UnknownSender);
        }
        let owned = |seat: Seat| link.owners.get(seat as usize).is_some_and(|&o| o != 0);
        if let Some(seat) = (0..game.ply()).filter_map(|ply| game.to_move_at(ply)).find(|&s| !owned(s)) {
            return Err(RemoteError::ForeignMoves { seat });
        }
        // Its commitments cover runs of its own seats, one open per seat.
        for (i, c) in link.commitments.iter().enumerate() {
            let start = c.start as usize;
            let end = start.checked_add(c.stand_in.len()).ok_or(RemoteError::BadCommitment)?;
            let own_run = senders(c.seat)
                && end <= game.ply()
                && (start..end).all(|ply| game.to_move_at(ply) == Some(c.seat))
                && !link.commitments[..i].iter().any(|other| other.seat == c.seat);
            if !own_run {
                return Err(RemoteError::BadCommitment);
            }
        }
        let mut owners = link.owners.clone();
        owners[seat as usize] = me;
        if dice {
            for owner in owners.iter_mut().filter(|o| **o == 0) {
                *owner = me;
            }
        }
        let mut seats = local_seats(&link.seats, &owners, me, Some((seat, name)));
        // Seats taken with the one to move are played here, by a person.
        for (setup, &owner) in seats.iter_mut().zip(&owners) {
            if owner == me && setup.kind == PlayerKind::Remote {
                setup.kind = PlayerKind::Human;
            }
        }
        let mut remote = Remote {
            id: link.id,
            me,
            owners,
            synced: game.ply() as u32,
            commitments: link.commitments.clone(),
            secrets: vec![],
            pending: None,
            forfeit: None,
            chain: None,
            peer_chain: None,
            rolling: None,
            asked: None,
        };
        if dice {
            remote.chain = chain_secret.map(|s| to_base64url(&s));
            remote.peer_chain = link.chain.clone();
            remote.asked = remote.check_request(&game, link.roll_request)?;
            game.settle_chance(vec![]);
        }
        Ok((remote, seats, game))
    }

    /// The roll a link asks this device's share of, if any: it must be the next action of a
    /// seat the other device plays.
    fn check_request(&self, game: &AnyMatch, request: Option<u32>) -> Result<Option<AskedRoll>, RemoteError> {
        let Some(index) = request else { return Ok(None) };
        let theirs = game.to_move().is_some_and(|s| !self.owns(s));
        if theirs && game.index_is_chance(index as usize) {
            Ok(Some(AskedRoll { ply: game.ply() as u32, index }))
        } else {
            Err(RemoteError::Rewritten)
        }
    }

    /// Opens a link of a game this device holds (`game`, played as `self`): checks it and
    /// returns the record, seats and game to keep, or why it is refused (then nothing changes).
    ///
    /// What a link may do is bounded by who sent it ([`RemoteLink::from`]): it brings moves only
    /// for its sender's seats, commitments only for its sender's own new runs, and a forfeit only
    /// of its sender's seats, decided once the history it brings has passed every check (a
    /// device that receives its own link is told so and changes nothing).
    pub fn receive(
        &self,
        game: &AnyMatch,
        seats: &[SeatSetup],
        link: &RemoteLink,
    ) -> Result<(Remote, Vec<SeatSetup>, Received), RemoteError> {
        let same = link.id == self.id
            && link.kind == game.kind()
            && link.rules == game.rules_version()
            && link.seed == game.seed()
            && same_options(&link.options_json, &game.options_json())
            && link.owners.len() == self.owners.len();
        if !same {
            return Err(RemoteError::DifferentGame);
        }
        if link.from == self.me {
            return Err(RemoteError::OwnLink);
        }
        // Owners: a seat taken on either side stays with its device.
        let mut owners = self.owners.clone();
        for (mine, &theirs) in owners.iter_mut().zip(&link.owners) {
            match (*mine, theirs) {
                (0, t) => *mine = t,
                (m, t) if t != 0 && t != m => return Err(RemoteError::DifferentGame),
                _ => {}
            }
        }
        // The sender's seats: the only ones its link may move, commit for, or forfeit.
        let senders: Vec<Seat> =
            (0..owners.len() as Seat).filter(|&s| link.from != 0 && owners[s as usize] == link.from).collect();
        let Some(&sender_seat) = senders.first() else { return Err(RemoteError::UnknownSender) };
        let by_sender = |seat: Seat| senders.contains(&seat);
        let mut next = self.clone();
        next.owners = owners;
        let mut link = link.clone();
        let forfeited = |mut next: Remote| {
            next.forfeit = Some(sender_seat);
            next.pending = None;
            next.rolling = None;
            next.asked = None;
            let received = Received { game: game.clone(), new_from: game.ply(), forfeit: next.forfeit };
            Ok((next, seats.to_vec(), received))
        };
        if game.has_chance() {
            let shares = link.chain.clone().ok_or(RemoteError::Link(ShareError::Missing(LinkField::Dice)))?;
            let known = self.peer_chain.as_ref();
            if !shares.holds() || known.is_some_and(|k| k.head != shares.head) {
                // The sender's shares are not of the chain its head promised: without them its
                // moves cannot even be read, and it forfeits.
                return forfeited(next);
            }
            if known.is_none_or(|k| shares.count >= k.count) {
                next.peer_chain = Some(shares);
            }
            let count = next.peer_chain.as_ref().map_or(0, |p| p.count as usize);
            link.settle(next.seeds(count).ok_or(RemoteError::Unsettled)?)?;
        }
        let link = &link;
        let mut local = game.action_indices();
        let mut theirs = link.actions.clone();
        // Own runs the link shows as stand-ins: put the real run back.
        for secret in self.secrets.iter().filter(|s| !s.revealed).rev() {
            let (start, k) = (secret.start as usize, secret.stand_in.len());
            let Some(end) = start.checked_add(k) else { continue };
            let real = start.checked_add(secret.len as usize).and_then(|e| local.get(start..e));
            if let Some(real) = real.filter(|_| theirs.get(start..end) == Some(secret.stand_in.as_slice())) {
                theirs.splice(start..end, real.iter().copied());
            }
        }
        // The sender's runs the link reveals: each checked against its commitment. A reveal that
        // holds puts the real run here too; one that does not is compared as its stand-in, and
        // forfeits the sender once the rest of the link has passed every check.
        let mut broken = false;
        for commitment in self.commitments.iter().filter(|c| by_sender(c.seat)) {
            let Some(reveal) = link.reveals.iter().find(|r| r.seat == commitment.seat && r.start == commitment.start)
            else {
                continue;
            };
            let start = reveal.start as usize;
            let end = start.checked_add(reveal.len as usize).ok_or(RemoteError::Rewritten)?;
            let real = theirs.get(start..end).ok_or(RemoteError::Rewritten)?.to_vec();
            let salt = from_base64url(&reveal.salt).unwrap_or_default();
            let holds = commitment_hash(self.id, commitment.seat, reveal.start, &real, &salt) == commitment.hash
                && link.replay(&theirs[..end]).ok().and_then(|g| {
                    let me = (0..self.owners.len() as Seat).find(|&s| self.owns(s))?;
                    g.stand_in(start..end, me)
                }) == Some(commitment.stand_in.clone());
            next.commitments.retain(|c| c != commitment);
            let k = commitment.stand_in.len();
            if holds {
                if local.get(start..start + k) == Some(commitment.stand_in.as_slice()) {
                    local.splice(start..start + k, real);
                }
            } else {
                broken = true;
                theirs.splice(start..end, commitment.stand_in.iter().copied());
            }
        }
        // What this device chose and left to the others comes back played.
        local.extend(self.pending);
        if theirs.len() < local.len() {
            // An old link may still show a run revealed since as its stand-in: compared before it.
            let known = link.commitments.iter().map(|c| c.start as usize).min().unwrap_or(theirs.len());
            let agrees = theirs.get(..known).is_some_and(|t| local.get(..known) == Some(t));
            return Err(if agrees { RemoteError::Older } else { RemoteError::Rewritten });
        }
        if theirs[..local.len()] != local[..] {
            return Err(RemoteError::Rewritten);
        }
        if broken {
            return forfeited(next);
        }
        // A roll the sender asked this device's share of, then did not play: it saw the roll
        // and chose otherwise. That device forfeits.
        if let Some(asked) = &self.asked {
            if theirs.get(asked.ply as usize).is_some_and(|&i| i != asked.index) {
                return forfeited(next);
            }
        }
        let revealed = self.commitments.len() != next.commitments.len();
        let shares_grew = next.peer_chain.as_ref().map(|p| p.count) > self.peer_chain.as_ref().map(|p| p.count);
        let asks = link.roll_request.is_some() && self.asked.is_none();
        if theirs.len() == local.len() && !revealed && self.pending.is_none() && !shares_grew && !asks {
            return Err(RemoteError::NothingNew);
        }
        let mut replayed = link.replay(&theirs)?;
        // New moves only for the sender's seats: never for this device's, nor a third device's.
        for ply in local.len()..theirs.len() {
            if let Some(seat) = replayed.to_move_at(ply).filter(|&s| !by_sender(s)) {
                return Err(RemoteError::ForeignMoves { seat });
            }
        }
        // New commitments of the sender, each over a run of its own seat that is new here; a
        // commitment it sent before (still open) comes again unchanged.
        for c in &link.commitments {
            if next.commitments.contains(c) {
                continue;
            }
            let start = c.start as usize;
            let end = start.checked_add(c.stand_in.len()).ok_or(RemoteError::BadCommitment)?;
            let own_new_run = by_sender(c.seat)
                && start >= game.ply()
                && end <= replayed.ply()
                && (start..end).all(|ply| replayed.to_move_at(ply) == Some(c.seat))
                && !next.commitments.iter().any(|open| open.seat == c.seat);
            if !own_new_run {
                return Err(RemoteError::BadCommitment);
            }
            next.commitments.push(c.clone());
        }
        // Once nothing is hidden any more, the sender must show what it committed to: a
        // commitment it keeps closed is a reveal refused.
        if !replayed.has_hidden_information() && next.commitments.iter().any(|c| by_sender(c.seat)) {
            return forfeited(next);
        }
        next.pending = None;
        next.synced = replayed.ply() as u32;
        if replayed.has_chance() {
            next.asked = next.check_request(&replayed, link.roll_request)?;
            // The roll chosen here is played once the other device's share is in.
            if let Some(index) = self.rolling {
                if let Some(seeds) = next.seeds(replayed.chance_count() + 1) {
                    replayed.settle_chance(seeds);
                    replayed.play_index(index as usize).map_err(|_| RemoteError::Rewritten)?;
                    next.rolling = None;
                }
            }
        }
        let mut new_seats = local_seats(&link.seats, &next.owners, self.me, None);
        // This device's seats keep their names and kinds as set here.
        for (i, seat) in new_seats.iter_mut().enumerate() {
            if self.owns(i as Seat) {
                if let Some(own) = seats.get(i) {
                    *seat = own.clone();
                }
            }
        }
        let new_from = local.len() - usize::from(self.pending.is_some());
        Ok((next, new_seats, Received { game: replayed, new_from, forfeit: None }))
    }
}

/// The seats as a device sees them: its own as the link names them (human or bot), every other
/// device's (and the seats nobody has taken yet) as [`PlayerKind::Remote`]; `claim` renames the
/// seat this device takes.
fn local_seats(linked: &[SeatSetup], owners: &[u64], me: u64, claim: Option<(Seat, &str)>) -> Vec<SeatSetup> {
    linked
        .iter()
        .zip(owners)
        .enumerate()
        .map(|(i, (s, &owner))| match claim {
            Some((seat, name)) if seat as usize == i => {
                SeatSetup { name: clean_name(name).unwrap_or_else(|| s.name.clone()), kind: PlayerKind::Human }
            }
            _ if owner == me => s.clone(),
            _ => SeatSetup { name: s.name.clone(), kind: PlayerKind::Remote },
        })
        .collect()
}

/// A seat name as links carry it: trimmed, without control characters, at most
/// [`MAX_NAME_CHARS`]; `None` when nothing is left.
pub fn clean_name(name: &str) -> Option<String> {
    let plain: String = name.chars().filter(|c| !c.is_control()).collect();
    let cut: String = plain.trim().chars().take(MAX_NAME_CHARS).collect();
    let cut = cut.trim_end().to_string();
    (!cut.is_empty()).then_some(cut)
}

/// Options compare as values: the same options written with members in another order are the
/// same game.
fn same_options(a: &str, b: &str) -> bool {
    let parse = |t: &str| serde_json::from_str::<serde_json::Value>(t).ok();
    parse(a).is_some() && parse(a) == parse(b)
}

/// A value as a link field: JSON in base64url, so it passes through a URL untouched.
fn json_field<T: Serialize>(value: &T) -> String {
    // Lists of numbers, strings and plain structs always serialise.
    to_base64url(serde_json::to_string(value).unwrap_or_default().as_bytes())
}

/// Reads a [`json_field`]; `None` for anything else (or implausibly large).
fn read_json_field<T: serde::de::DeserializeOwned>(field: &str) -> Option<T> {
    if field.len() > 4_000 {
        return None;
    }
    serde_json::from_slice(&from_base64url(field)?).ok()
}

/// An open commitment as a link carries it: the stand-in is the link's own actions from `start`,
/// `len` of them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct LinkCommitment {
    seat: Seat,
    start: u32,
    len: u32,
    hash: String,
}

fn to_base36(n: u64) -> String {
    share::to_base36(n)
}

impl RemoteLink {
    /// The game after `actions`, replayed (and so validated) under the link's options; with
    /// dice, with the rolls' seeds.
    pub fn replay(&self, actions: &[u32]) -> Result<AnyMatch, RemoteError> {
        let (kind, options, seed, rules) = (self.kind, &self.options_json, self.seed, self.rules);
        match &self.seeds {
            Some(seeds) => AnyMatch::from_indices_settled(kind, options, seed, rules, actions, seeds.clone()),
            None => AnyMatch::from_indices(kind, options, seed, rules, actions),
        }
        .map_err(|e| RemoteError::Link(ShareError::Load(e)))
    }

    /// Dice: reads the link's moves with the rolls' seeds (`seeds[k]` for roll `k`). A link
    /// that holds a roll past the seeds is refused ([`RemoteError::Unsettled`]).
    fn settle(&mut self, seeds: Vec<u64>) -> Result<(), RemoteError> {
        let Some((count, bytes)) = self.packed.take() else { return Ok(()) };
        let game = AnyMatch::decode_settled(
            self.kind,
            &self.options_json,
            self.seed,
            self.rules,
            count,
            &bytes,
            seeds.clone(),
        )
        .map_err(|e| match e {
            LoadError::Replay(ReplayError::Unsettled { .. }) => RemoteError::Unsettled,
            e => RemoteError::Link(ShareError::Load(e)),
        })?;
        self.actions = game.action_indices();
        self.seeds = Some(seeds);
        Ok(())
    }
}

/// Whether a fragment is a link of a game by link (format 3).
pub fn is_remote_link(fragment: &str) -> bool {
    let fragment = fragment.trim_start_matches('#');
    share::is_game_link(fragment) && fragment.split('&').any(|p| p == "v=3")
}

/// Reads a link of a game by link, checking everything that can be checked without the game
/// this device holds (the moves are replayed, so they are legal). Never panics.
pub fn decode(fragment: &str) -> Result<RemoteLink, RemoteError> {
    let fragment = fragment.trim().trim_start_matches('#');
    let get = |field: LinkField| -> Result<&str, RemoteError> {
        share::field(fragment, field).ok_or(RemoteError::Link(ShareError::Missing(field)))
    };
    let malformed =
        |field: LinkField, problem: FieldProblem| RemoteError::Link(ShareError::Malformed { field, problem });
    let id = get(LinkField::Game)?;
    let kind = GameKind::from_id(id)
        .ok_or_else(|| RemoteError::Link(ShareError::UnknownGame(id.chars().take(20).collect())))?;
    if get(LinkField::Format)? != "3" {
        return Err(RemoteError::Link(ShareError::NotAGameLink));
    }
    let body_end = fragment.find("&c=").ok_or(RemoteError::Link(ShareError::Missing(LinkField::Check)))?;
    if share::checksum(&fragment[..body_end]) != get(LinkField::Check)? {
        return Err(RemoteError::Link(ShareError::Altered));
    }
    let number = |field: LinkField, radix: u32| -> Result<u64, RemoteError> {
        u64::from_str_radix(get(field)?, radix).map_err(|_| malformed(field, FieldProblem::NotANumber))
    };
    let rules = number(LinkField::Rules, 10)? as u32;
    let seed = number(LinkField::Seed, 36)?;
    let game_id = number(LinkField::Id, 36)?;
    let from = number(LinkField::Sender, 36)?;
    let count = number(LinkField::Count, 10)? as usize;
    if count > 100_000 {
        return Err(malformed(LinkField::Count, FieldProblem::ImplausiblyLarge));
    }
    let options_bytes =
        from_base64url(get(LinkField::Options)?).ok_or(malformed(LinkField::Options, FieldProblem::NotBase64))?;
    let options_json =
        String::from_utf8(options_bytes).map_err(|_| malformed(LinkField::Options, FieldProblem::NotText))?;
    let bytes =
        from_base64url(get(LinkField::Actions)?).ok_or(malformed(LinkField::Actions, FieldProblem::NotBase64))?;
    let seats = share::decode_seats(get(LinkField::Seats)?).map_err(|problem| malformed(LinkField::Seats, problem))?;
    let owners: Vec<u64> =
        read_json_field(get(LinkField::Owners)?).ok_or(malformed(LinkField::Owners, FieldProblem::NotAPlayerList))?;
    // A list field a link may leave out: empty then.
    fn optional_list<T: serde::de::DeserializeOwned>(fragment: &str, field: LinkField) -> Result<Vec<T>, RemoteError> {
        match share::field(fragment, field) {
            Some(f) => read_json_field(f)
                .ok_or(RemoteError::Link(ShareError::Malformed { field, problem: FieldProblem::NotAPlayerList })),
            None => Ok(vec![]),
        }
    }
    let commitments: Vec<LinkCommitment> = optional_list(fragment, LinkField::Commitments)?;
    let reveals: Vec<Reveal> = optional_list(fragment, LinkField::Reveals)?;
    let pending = share::field(fragment, LinkField::Pending) == Some("1");
    let load = |e| RemoteError::Link(ShareError::Load(e));
    let start = AnyMatch::from_indices(kind, &options_json, seed, rules, &[]).map_err(load)?;
    if start.has_chance() {
        // With dice the moves can only be read with the rolls' seeds, which need this device's
        // own shares: `receive` or `join` reads them (`RemoteLink::settle`).
        let chain = share::field(fragment, LinkField::Dice)
            .map(|f| read_json_field::<ChainShares>(f).ok_or(malformed(LinkField::Dice, FieldProblem::NotAPlayerList)))
            .transpose()?;
        let roll_request = share::field(fragment, LinkField::Roll)
            .map(|t| t.parse::<u32>().map_err(|_| malformed(LinkField::Roll, FieldProblem::NotANumber)))
            .transpose()?;
        if seats.len() != start.seat_count() || owners.len() != seats.len() {
            return Err(malformed(LinkField::Seats, FieldProblem::WrongPlayerCount));
        }
        if !commitments.is_empty() || !reveals.is_empty() || pending {
            return Err(malformed(LinkField::Commitments, FieldProblem::PastTheLastMove));
        }
        return Ok(RemoteLink {
            id: game_id,
            from,
            kind,
            rules,
            seed,
            options_json,
            actions: vec![],
            pending,
            seats,
            owners,
            commitments: vec![],
            reveals,
            chain,
            roll_request,
            packed: Some((count, bytes)),
            seeds: None,
        });
    }
    let game = AnyMatch::decode(kind, &options_json, seed, rules, count, &bytes).map_err(load)?;
    if seats.len() != game.seat_count() || owners.len() != seats.len() {
        return Err(malformed(LinkField::Seats, FieldProblem::WrongPlayerCount));
    }
    if game.link_play_limit().is_some() {
        return Err(RemoteError::NotOffered);
    }
    let actions = game.action_indices();
    // At most one open commitment per seat: a link with more is not one any device writes.
    if commitments.len() > seats.len() || reveals.len() > seats.len() {
        return Err(malformed(LinkField::Commitments, FieldProblem::ImplausiblyLarge));
    }
    let commitments = commitments
        .into_iter()
        .map(|LinkCommitment { seat, start, len, hash }| {
            let s = start as usize;
            let stand_in = s.checked_add(len as usize).and_then(|e| actions.get(s..e)).map(<[u32]>::to_vec);
            stand_in.map(|stand_in| Commitment { seat, start, stand_in, hash })
        })
        .collect::<Option<Vec<_>>>()
        .ok_or(malformed(LinkField::Commitments, FieldProblem::PastTheLastMove))?;
    Ok(RemoteLink {
        id: game_id,
        from,
        kind,
        rules,
        seed,
        options_json,
        actions,
        pending,
        seats,
        owners,
        commitments,
        reveals,
        chain: None,
        roll_request: None,
        packed: None,
        seeds: None,
    })
}

impl Localize for RemoteError {
    fn msg(&self) -> Msg {
        match self {
            RemoteError::Link(e) => e.msg(),
            RemoteError::DifferentGame => Msg::new("remote-different-game"),
            RemoteError::Older => Msg::new("remote-older"),
            RemoteError::NothingNew => Msg::new("remote-nothing-new"),
            RemoteError::Rewritten => Msg::new("remote-rewritten"),
            RemoteError::ForeignMoves { seat } => Msg::new("remote-foreign-moves").arg("seat", *seat as usize + 1),
            RemoteError::SeatTaken { seat } => Msg::new("remote-seat-taken").arg("seat", *seat as usize + 1),
            RemoteError::NotOffered => Msg::new("remote-not-offered"),
            RemoteError::Unsettled => Msg::new("remote-unsettled"),
            RemoteError::OwnLink => Msg::new("remote-own-link"),
            RemoteError::UnknownSender => Msg::new("remote-unknown-sender"),
            RemoteError::BadCommitment => Msg::new("remote-bad-commitment"),
            RemoteError::CannotHide => Msg::new("remote-cannot-hide"),
        }
    }
}
