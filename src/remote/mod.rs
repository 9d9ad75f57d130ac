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
//!   every run of a device's actions that hides something from the other seat travels as a
//!   *stand-in* ([`crate::core::Match::stand_in`]: the visible actions, no hidden one) and a
//!   *commitment*: SHA-256 over the game id, the seat, the run's place, its real action indices
//!   and a random 16-byte salt, which stays in the committing device's save. What a device sends
//!   never depends on what it received: its hidden runs are committed whatever the other device
//!   has committed or shown, and a link that cannot keep them hidden is not written
//!   ([`RemoteError::CannotHide`]).
//! * **Places** of hidden runs are counted in the *stand-in list*: the history with every
//!   committed run as its stand-in. Every device knows every stand-in, so every device counts
//!   alike whatever it has seen revealed (a reveal changes a run's length, never its place).
//!   Links name places in their own action list.
//! * **The action that ends the hidden information** (the second end of deployment) depends on
//!   what is hidden, so the device that chooses it while another device's commitment is open
//!   *holds* it ([`Remote::must_hold`], [`Remote::pending`]) and its link carries it (its
//!   stand-in made as if the held action were part of the run, so that action is as legal after
//!   the stand-in as after the real run). That binds it (any other action in its place
//!   forfeits) and tells the other device that every hidden
//!   run is now fixed: that device *reveals* in its next link (the real actions and the salt),
//!   sent at once ([`Remote::reply_owed`]). The holding device checks the reveal (the hash, and
//!   that the real run stands in as its stand-in did), plays the held action as it opens that
//!   link, and reveals in the link it sends back at once; the other device checks that reveal in
//!   turn. A reveal that does not hold ends the game, forfeited by the seat that committed
//!   ([`Remote::forfeit`]). Fortaleza by link: the first player deploys (stand-in and
//!   commitment); the second deploys (stand-in and commitment) and holds his end of deployment;
//!   the first reveals; the second checks it, starts the battle and reveals; the first checks
//!   that and makes the battle's first move.
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
//! * **Secret decks** ([`AnyMatch::has_secret_decks`]: Torres' personal decks). Each device
//!   has a secret (32 random bytes) and sends a *commitment* to it (a hash) in its first link.
//!   Its seats' decks are shuffled from that secret and the other device's *gift*: a hash of the
//!   other device's secret, which it sends only once it holds this device's commitment. So
//!   neither device can steer a deck (the owner's secret was fixed before the gift was known, and
//!   the giver cannot compute the deck), and only the owner can compute its own. A device's game
//!   counts the other device's cards without seeing them ([`crate::core::Game::set_secret_deck`]);
//!   its links carry every move as a device that sees nobody's cards records it ("a card kept",
//!   "a card put back on top"; [`AnyMatch::unseen_indices`]), each card played is seen as it is
//!   played, and every link commits to the cards the sender has kept and put back so far (a hash
//!   with its secret; the other device keeps each one). A card taken before the gift is in
//!   waits ([`Remote::before_play`], as a roll does): the link goes out and the other device
//!   sends its gift back at once. Once the game is over each device shows its secret and its
//!   choices; the other checks the commitments, deals the decks and replays the whole game with
//!   every card filled in: a card played that was not in its player's hand, or anything that
//!   does not match, forfeits the game for the sender's seats.
//! * **Bots** by link draw their randomness from their device's own secret
//!   ([`Remote::bot_seed`]), never from the game's seed alone, which every link shows: nothing a
//!   bot (or a hint) will do in hidden information can be computed from a link.
//!
//! # A device's turn (what `tests/remote/devices.rs`'s `Device` does, and the screens must do)
//! 0. Setting the game up: [`Remote::new`], then [`Remote::with_bot_secret`] (32 random bytes).
//! 1. While [`Remote::may_act`]: for the action the player chose, or the bot (asked with
//!    [`Remote::bot_seed`], as a hint is), if [`Remote::must_hold`] set [`Remote::pending`] to
//!    it and stop; else if [`Remote::before_play`] says so, play it; else stop (a roll waits
//!    for the other device).
//! 2. Then [`Remote::commit_if_hidden`] (with 16 fresh random bytes) and [`Remote::outgoing`]:
//!    the link to send.
//! 3. Opening a link: [`decode`], then [`Remote::receive`] (or [`Remote::join`] for a first
//!    link, then [`Remote::with_bot_secret`]); keep what it returns. If [`Remote::reply_owed`],
//!    go to 2 at once: the other device waits for this device's reveal, share or moves, and
//!    nothing here is to be played first.
//!
//! # Decisions (not in any rulebook; tested in `tests/remote/`)
//! * A roll chosen freely (Torri's "roll or move by height") needs the other device's share
//!   after the choice, so it costs a link there and back; a roll that is the only thing the
//!   player can do (the colour die at the start of a turn) is settled by the share the other
//!   device sent with its last move, with no extra link.
//! * A game with dice is played between two devices: the device that opens the first link
//!   takes every seat set up for a friend (four seats of Torri: two on each device, or one and
//!   three). A third device would have to add its share to every roll as well.
//! * A device reveals no share before it holds the other device's head, so no device can pick
//!   its secret knowing a share of the other.
//! * The second blind deployment is committed as the first is, at the cost of a link there and
//!   back before the battle (the first player's reveal, then the second's): with it in the
//!   clear, what the second device sent would depend on whether it had received a commitment.
//!   The first player reveals first, the second player's army being fixed by then; the second
//!   sees the first army before showing his, and can change nothing of his own.
//! * Torres' personal decks are played between two devices, as dice are (the device that opens
//!   the first link takes every seat set up for a friend): a deck's gift comes from the one
//!   other device. The common deck is not offered by link
//!   ([`crate::registry::AnyMatch::link_play_limit`], and the new-game dialog says why): one
//!   deck drawn by everyone has no owner to keep its order. The master version is: every hand
//!   is open there and nothing is drawn after the set-up (a master card drawn at random comes
//!   from the inviting device's seed, and the friend sees it before making a first move).
//! * A device shows its deck secret only once the game is over, so a forfeit for a false card
//!   can only be found then: the game's result stands until the check, and the saved game then
//!   says who forfeited.
//! * Undo in a game by link stays within the device's own turn: once the turn has passed to
//!   another device (its link may already be sent) nothing is taken back.
//! * A player resigns on their own turn, as they would move: the link then carries the
//!   resignation (`x=`, the seat to move, of the sender's own seats only) and the game ends on
//!   every device. Out of turn there is nothing to resign with: the other device may be moving,
//!   and the two links would cross.

mod decks;
mod dice;
mod hidden;
mod link;
mod receive;

pub use decks::{Decks, HandCommitment, LinkDecks, MOST_CHOICES};
pub use dice::ChainShares;
pub use hidden::commitment_hash;
pub use link::{decode, is_remote_link, RemoteLink};

use crate::core::codec::{from_base64url, to_base64url};
use crate::core::data::WriteError;
use crate::core::msg::{Localize, Msg};
use crate::core::Seat;
use crate::registry::AnyMatch;
use crate::seats::{PlayerKind, SeatSetup};
use crate::share::{ShareError, MAX_NAME_CHARS};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// The share-link format of a game by link.
pub const REMOTE_LINK_VERSION: u32 = 3;
/// How many rolls a game by link can settle: the length of each device's share chain. More
/// than twice the most that random play rolled in a game of Torri (`docs/play-by-link.md`,
/// "Dice"); a roll past it cannot be settled, and the game waits there. Making a device's
/// chain costs this many hashes.
pub const CHAIN_LENGTH: u32 = 4096;
/// What a bot's seed hashes first (so it can never be taken for a commitment's or a share's).
const BOT_DOMAIN: &[u8] = b"castellan/bot/1";

/// An open commitment of another device: its seat, its place in the stand-in list (module
/// docs), the actions that stand in for it, and the hash its reveal must match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Commitment {
    pub seat: Seat,
    pub start: u32,
    pub stand_in: Vec<u32>,
    pub hash: String,
}

/// This device's own commitment: its place in the stand-in list, how many actions the real run
/// is (in this device's list), what stands in for it, the salt, and whether the reveal has been
/// sent.
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

/// Another device's hidden run whose reveal held: its place in the stand-in list, its stand-in
/// and its real length (this device's list holds the real run).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RevealedRun {
    pub seat: Seat,
    pub start: u32,
    pub stand_in: Vec<u32>,
    pub len: u32,
}

/// An action another device is bound to play next: its place in the history (in the stand-in
/// list) and its index in the legal list there. A roll it asked this device's share of, or the
/// action it holds that ends the hidden information.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoundAction {
    pub ply: u32,
    pub index: u32,
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
    /// Other devices' hidden runs whose reveal held.
    #[serde(default)]
    pub revealed: Vec<RevealedRun>,
    /// This device's commitments.
    #[serde(default)]
    pub secrets: Vec<Secret>,
    /// An action chosen here that ends the hidden information while another device's commitment
    /// is open: played here once that device's reveal holds (see the module docs).
    #[serde(default)]
    pub pending: Option<u32>,
    /// The action another device holds (its [`Remote::pending`]), which it must play next.
    #[serde(default)]
    pub peer_pending: Option<BoundAction>,
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
    /// device's share. Secret decks: a card taken here that waits for the other device's gift.
    #[serde(default)]
    pub rolling: Option<u32>,
    /// Dice: the other device waits for this device's share of the roll it chose, which must
    /// be its next action (checked when its next link comes).
    #[serde(default)]
    pub asked: Option<BoundAction>,
    /// This device's secret for its bots and hints (32 bytes, base64url; [`Remote::bot_seed`]).
    /// It never leaves the device.
    #[serde(default)]
    pub bot_secret: Option<String>,
    /// The link just opened asks for a link back at once, before anything is played here: the
    /// other device waits for this device's reveal, its share of a roll it asked for, or the
    /// moves this device played as it opened the link (its held action, or a roll that waited
    /// for the other's share and left the turn to another device). Cleared once
    /// [`Remote::outgoing`] writes it.
    #[serde(default)]
    pub reply_owed: bool,
    /// Secret decks (Torres' personal decks): this device's secret, what the other device has
    /// committed to and given, and whether each side's reveal is done.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decks: Option<Decks>,
}

/// Why a link of a game by link was refused. The saved game is untouched in every case.
#[derive(Clone, Debug, PartialEq)]
pub enum RemoteError {
    /// The link itself is damaged or not a game by link.
    Link(ShareError),
    /// A game this device holds has the same id but other options, rules, seed or seats.
    DifferentGame,
    /// The link holds fewer moves than this device has received: an older link.
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
    /// them, a damaged record, a second hidden run while the first is open): it writes none
    /// rather than send them in the clear.
    CannotHide,
    /// The link could not be written (a value serde_json cannot represent: a bug).
    Write(WriteError),
}

impl From<WriteError> for RemoteError {
    fn from(e: WriteError) -> RemoteError {
        RemoteError::Write(e)
    }
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
            RemoteError::Write(e) => e.fmt(f),
        }
    }
}

/// A commitment's reveal: where the real run starts in the link's action list, how long it is,
/// and the salt.
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
    /// The plies that are new here (to announce and show): from the first that changed (a
    /// revealed run shows its real actions in place of its stand-in).
    pub new_from: usize,
    /// A commitment that did not hold: that seat forfeits.
    pub forfeit: Option<Seat>,
}

impl Remote {
    /// A new game by link set up here: this device owns the seats played here (humans and
    /// bots); the friends' seats wait for the devices that open the link. A game with dice
    /// needs `chain_secret`, 32 random bytes from the browser (see the module docs). Give it
    /// its bots' secret too ([`Remote::with_bot_secret`]).
    pub fn new(id: u64, me: u64, seats: &[SeatSetup], chain_secret: Option<[u8; 32]>) -> Remote {
        let owners = seats.iter().map(|s| if s.kind == PlayerKind::Remote { 0 } else { me }).collect();
        Remote::record(id, me, owners, 0, chain_secret)
    }

    /// A record with nothing hidden, shown or asked yet.
    fn record(id: u64, me: u64, owners: Vec<u64>, synced: u32, chain_secret: Option<[u8; 32]>) -> Remote {
        Remote {
            id,
            me,
            owners,
            synced,
            commitments: vec![],
            revealed: vec![],
            secrets: vec![],
            pending: None,
            peer_pending: None,
            forfeit: None,
            chain: chain_secret.map(|s| to_base64url(&s)),
            peer_chain: None,
            rolling: None,
            asked: None,
            bot_secret: None,
            reply_owed: false,
            decks: None,
        }
    }

    /// The record with this device's secret for its bots and hints: 32 random bytes from the
    /// browser, made when the device sets up or joins the game ([`Remote::new`],
    /// [`Remote::join`]) and kept in its save.
    pub fn with_bot_secret(mut self, secret: [u8; 32]) -> Remote {
        self.bot_secret = Some(to_base64url(&secret));
        self
    }

    /// The seed this device's bot (or hint) for `seat` draws from, for the worker
    /// (`crate::bot::BotRandomness::Private`): SHA-256 over a domain tag, the game id, the seat
    /// and the device's bot secret. One seed for the whole game, not one per ply: a Fortaleza
    /// bot follows one deployment plan from its first step to its last (the worker derives each
    /// decision's search seed from it and the ply). `None` without a secret: a game by link then
    /// runs no bot and gives no hint, as their choices would follow the game's seed, which
    /// every link shows.
    pub fn bot_seed(&self, seat: Seat) -> Option<u64> {
        let secret = from_base64url(self.bot_secret.as_deref()?).filter(|s| s.len() == 32)?;
        let hash = Sha256::new()
            .chain_update(BOT_DOMAIN)
            .chain_update(self.id.to_le_bytes())
            .chain_update([seat])
            .chain_update(&secret)
            .finalize();
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(&hash[..8]);
        Some(u64::from_le_bytes(bytes))
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

    /// Whether this device holds something the other devices have not seen, so its link is to
    /// be sent: moves played here since the last link came (the last of them may have ended the
    /// game), a move held for another device to play, a roll waiting for the other's share, a
    /// share the other device asked for, a link owed at once ([`Remote::reply_owed`]), or a
    /// game a friend has not joined yet while it is a friend's turn.
    pub fn has_news(&self, game: &AnyMatch) -> bool {
        if self.forfeit.is_some() || self.may_act(game) {
            return false;
        }
        game.ply() > self.synced as usize
            || self.pending.is_some()
            || self.rolling.is_some()
            || self.asked.is_some()
            || self.reply_owed
            || (self.owners.contains(&0) && game.outcome().is_none())
            || self.decks.as_ref().is_some_and(|d| !d.shown && game.outcome().is_some())
            || game.resigned().iter().any(|&s| self.owns(s))
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

    /// The one seat this device owns, when hidden information is at stake.
    fn own_seat(&self) -> Option<Seat> {
        (0..self.owners.len() as Seat).find(|&s| self.owns(s))
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
            RemoteError::Write(e) => e.msg(),
        }
    }
}
