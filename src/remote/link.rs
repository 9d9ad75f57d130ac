//! Links of a game by link: writing one ([`Remote::outgoing`]) and reading one ([`decode`]),
//! format 3 of the share links (`docs/play-by-link.md`, "A link").

use super::{ChainShares, Commitment, LinkDecks, Remote, RemoteError, Reveal, REMOTE_LINK_VERSION};
use crate::core::codec::{from_base64url, to_base64url};
use crate::core::data::{write_json, WriteError};
use crate::core::Seat;
use crate::registry::{AnyMatch, AnyOptions, GameKind, LoadError, ReplayError};
use crate::seats::SeatSetup;
use crate::share::{self, Envelope, FieldProblem, LinkField, LinkText, ShareError};
use serde::{Deserialize, Serialize};

/// A decoded link of a game by link, not yet checked against what this device holds.
#[derive(Clone, Debug)]
pub struct RemoteLink {
    pub id: u64,
    /// The device that wrote it (its tag).
    pub from: u64,
    pub kind: GameKind,
    pub rules: u32,
    pub seed: u64,
    pub options: AnyOptions,
    /// Every action, public (stand-ins for the sender's open commitments), the held one last
    /// if any.
    pub actions: Vec<u32>,
    /// The last action is one the sender holds (module docs of [`crate::remote`]).
    pub pending: bool,
    pub seats: Vec<SeatSetup>,
    pub owners: Vec<u64>,
    /// The sender's open commitments, each at its position in `actions`.
    pub commitments: Vec<Commitment>,
    /// The sender's reveals, each at its position in `actions`.
    pub reveals: Vec<Reveal>,
    /// Dice: the sender's share chain.
    pub chain: Option<ChainShares>,
    /// Dice: the roll the sender waits to have settled (its index in the legal list).
    pub roll_request: Option<u32>,
    /// Dice: the moves as the link packs them (count, bytes), until [`RemoteLink::settle`]
    /// reads them with the rolls' seeds; `actions` is empty until then.
    pub(super) packed: Option<(usize, Vec<u8>)>,
    /// Dice: the seeds of the rolls, once settled.
    seeds: Option<Vec<u64>>,
    /// Secret decks: what the link carries of them.
    pub decks: Option<LinkDecks>,
    /// The sender's seats that resigned (on the sender's own turn), which ends the game.
    pub resigned: Vec<Seat>,
    /// Secret decks: every seat's unseen, as the link's moves are written.
    unseen: Option<Vec<Option<u64>>>,
}

impl Remote {
    /// The link (fragment without `#`) to send when the turn passes to another device, or at
    /// once when [`Remote::reply_owed`]. Fails closed: where the link cannot keep this
    /// device's hidden moves hidden, none is written ([`RemoteError::CannotHide`]), never one
    /// with them in the clear.
    pub fn outgoing(&mut self, game: &AnyMatch, seats: &[SeatSetup]) -> Result<String, RemoteError> {
        let public = self.public_list(game)?;
        let mut actions = public.actions;
        let pending = self.pending.is_some();
        actions.extend(self.pending);
        let (options, seed, rules) = (game.options(), game.seed(), game.rules_version());
        // The public list is a real game (stand-ins are legal): replayed to bit-pack it. A game
        // with nothing hidden is its own public list (and a game with dice replays only settled).
        // With secret decks it is the game as nobody's cards are seen.
        let listed = if self.decks.is_some() {
            let unseen = vec![None; game.seat_count()];
            let actions = game.unseen_indices().ok_or(RemoteError::CannotHide)?;
            AnyMatch::from_indices_dealt(&options, seed, rules, &unseen, &actions)
                .map_err(|_| RemoteError::CannotHide)?
        } else if actions == game.action_indices() {
            game.clone()
        } else {
            AnyMatch::from_indices(&options, seed, rules, &actions).map_err(|_| RemoteError::CannotHide)?
        };
        // Structured fields as JSON in base64url, as the seats are.
        // This device's own resignation (one it took in from another device is that device's to
        // send).
        let resigned = game.resigned().iter().any(|&seat| self.owns(seat));
        let envelope = Envelope {
            id: Some(share::to_base36(self.id)),
            sender: Some(share::to_base36(self.me)),
            seats: Some(share::encode_seats(seats)?),
            owners: Some(json_field(&self.owners)?),
            commitments: (!public.commitments.is_empty()).then(|| json_field(&public.commitments)).transpose()?,
            reveals: (!public.reveals.is_empty()).then(|| json_field(&public.reveals)).transpose()?,
            pending: pending.then(|| "1".to_string()),
            dice: self.chain_shares(game).map(|chain| json_field(&chain)).transpose()?,
            roll: self.rolling.map(|roll| roll.to_string()),
            decks: self.link_decks(game).map(|decks| json_field(&decks)).transpose()?,
            resigned: resigned.then(|| share::encode_resigned(game.resigned())),
            ..Envelope::of_game(&listed, REMOTE_LINK_VERSION)?
        };
        let link = envelope.write(None)?;
        self.reply_owed = false;
        Ok(link)
    }
}

/// A value as a link field: JSON in base64url, so it passes through a URL untouched.
fn json_field<T: Serialize>(value: &T) -> Result<String, WriteError> {
    Ok(to_base64url(write_json(value)?.as_bytes()))
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
pub(super) struct LinkCommitment {
    pub seat: Seat,
    pub start: u32,
    pub len: u32,
    pub hash: String,
}

impl RemoteLink {
    /// The game after `actions`, replayed (and so validated) under the link's options; with
    /// dice, with the rolls' seeds.
    pub fn replay(&self, actions: &[u32]) -> Result<AnyMatch, RemoteError> {
        self.replay_dealt(actions, self.unseen.as_deref())
    }

    /// [`RemoteLink::replay`] with secret decks dealt as `decks` says (a device's own game:
    /// [`Remote::deck_seeds`]).
    pub(super) fn replay_dealt(&self, actions: &[u32], decks: Option<&[Option<u64>]>) -> Result<AnyMatch, RemoteError> {
        let (options, seed, rules) = (&self.options, self.seed, self.rules);
        match (&self.seeds, decks) {
            (Some(seeds), _) => AnyMatch::from_indices_settled(options, seed, rules, actions, seeds.clone()),
            (None, Some(decks)) => AnyMatch::from_indices_dealt(options, seed, rules, decks, actions),
            (None, None) => AnyMatch::from_indices(options, seed, rules, actions),
        }
        .map_err(|e| RemoteError::Link(ShareError::Load(e)))
    }

    /// Dice: reads the link's moves with the rolls' seeds (`seeds[k]` for roll `k`). A link
    /// that holds a roll past the seeds is refused ([`RemoteError::Unsettled`]).
    pub(super) fn settle(&mut self, seeds: Vec<u64>) -> Result<(), RemoteError> {
        let Some((count, bytes)) = self.packed.take() else { return Ok(()) };
        let game = AnyMatch::decode_settled(&self.options, self.seed, self.rules, count, &bytes, seeds.clone())
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
    share::is_game_link(fragment) && LinkText::read(fragment).is_ok_and(|link| link.get(LinkField::Format) == Some("3"))
}

/// Reads a link of a game by link, checking everything that can be checked without the game
/// this device holds (the moves are replayed, so they are legal). Never panics.
pub fn decode(fragment: &str) -> Result<RemoteLink, RemoteError> {
    let fragment = fragment.trim().trim_start_matches('#');
    let link = LinkText::read(fragment).map_err(RemoteError::Link)?;
    let get = |field: LinkField| link.require(field).map_err(RemoteError::Link);
    let malformed =
        |field: LinkField, problem: FieldProblem| RemoteError::Link(ShareError::Malformed { field, problem });
    let id = get(LinkField::Game)?;
    let kind = GameKind::from_id(id)
        .ok_or_else(|| RemoteError::Link(ShareError::UnknownGame(id.chars().take(20).collect())))?;
    if get(LinkField::Format)? != "3" {
        return Err(RemoteError::Link(ShareError::NotAGameLink));
    }
    link.verify().map_err(RemoteError::Link)?;
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
    fn optional_list<T: serde::de::DeserializeOwned>(link: &LinkText, field: LinkField) -> Result<Vec<T>, RemoteError> {
        match link.get(field) {
            Some(f) => read_json_field(f)
                .ok_or(RemoteError::Link(ShareError::Malformed { field, problem: FieldProblem::NotAPlayerList })),
            None => Ok(vec![]),
        }
    }
    let commitments: Vec<LinkCommitment> = optional_list(&link, LinkField::Commitments)?;
    let reveals: Vec<Reveal> = optional_list(&link, LinkField::Reveals)?;
    let pending = link.get(LinkField::Pending) == Some("1");
    let resigned = match link.get(LinkField::Resigned) {
        Some(x) => share::decode_resigned(x).map_err(|problem| malformed(LinkField::Resigned, problem))?,
        None => vec![],
    };
    let load = |e| RemoteError::Link(ShareError::Load(e));
    let options = AnyOptions::from_json_under(kind, &options_json, rules).map_err(load)?;
    let start = AnyMatch::from_indices(&options, seed, rules, &[]).map_err(load)?;
    let roll_request = link
        .get(LinkField::Roll)
        .map(|t| t.parse::<u32>().map_err(|_| malformed(LinkField::Roll, FieldProblem::NotANumber)))
        .transpose()?;
    if start.has_chance() {
        // With dice the moves can only be read with the rolls' seeds, which need this device's
        // own shares: `receive` or `join` reads them (`RemoteLink::settle`).
        let chain = link
            .get(LinkField::Dice)
            .map(|f| read_json_field::<ChainShares>(f).ok_or(malformed(LinkField::Dice, FieldProblem::NotAPlayerList)))
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
            options,
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
            decks: None,
            unseen: None,
            resigned,
        });
    }
    // With secret decks the moves are written as nobody's cards are seen.
    let unseen = start.has_secret_decks().then(|| vec![None; start.seat_count()]);
    let game = match &unseen {
        Some(decks) => AnyMatch::decode_dealt(&options, seed, rules, decks, count, &bytes),
        None => AnyMatch::decode(&options, seed, rules, count, &bytes),
    }
    .map_err(load)?;
    if unseen.is_none() && roll_request.is_some() {
        // Only dice and secret decks wait for the other device.
        return Err(malformed(LinkField::Roll, FieldProblem::PastTheLastMove));
    }
    let decks = match link.get(LinkField::Decks) {
        Some(f) if unseen.is_some() => {
            Some(read_json_field::<LinkDecks>(f).ok_or(malformed(LinkField::Decks, FieldProblem::NotAPlayerList))?)
        }
        Some(_) => return Err(malformed(LinkField::Decks, FieldProblem::PastTheLastMove)),
        None if unseen.is_some() => return Err(RemoteError::Link(ShareError::Missing(LinkField::Decks))),
        None => None,
    };
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
        options,
        actions,
        pending,
        seats,
        owners,
        commitments,
        reveals,
        chain: None,
        roll_request,
        packed: None,
        seeds: None,
        decks,
        unseen,
        resigned,
    })
}
