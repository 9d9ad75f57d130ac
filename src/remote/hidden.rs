//! Hidden runs by link: commitments, stand-ins and reveals, and the stand-in list in which every
//! device counts their places alike (module docs of [`crate::remote`], "Hidden information").
//!
//! A list of actions shows each hidden run either real or as its stand-in. The stand-in list
//! shows every one as its stand-in; [`fold`] turns a list into it, [`unfold`] back, and
//! [`place`] and [`place_of`] translate places between the two.

use super::link::{LinkCommitment, RemoteLink};
use super::{Commitment, Remote, RemoteError, Reveal, RevealedRun, Secret};
use crate::core::codec::{from_base64url, to_base64url};
use crate::core::Seat;
use crate::registry::AnyMatch;
use sha2::{Digest, Sha256};
use std::ops::Range;

/// What a commitment hashes before anything else (so a hash can never be taken for another's).
const COMMIT_DOMAIN: &[u8] = b"castellan/commit/1";

/// The commitment hash of a real run at place `start` of the stand-in list.
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

/// A hidden run that a list shows real: its place in the stand-in list, its stand-in, and how
/// many actions it really is.
#[derive(Clone, Copy, Debug)]
pub(super) struct Span<'a> {
    pub at: usize,
    pub stand_in: &'a [u32],
    pub len: usize,
}

/// `list`, which shows `spans` (in order of place) real, with each of them as its stand-in: the
/// stand-in list. `None` where a span does not fit the list.
pub(super) fn fold(list: &[u32], spans: &[Span]) -> Option<Vec<u32>> {
    let mut out = Vec::with_capacity(list.len());
    let mut from: usize = 0;
    for span in spans {
        let start = from.checked_add(span.at.checked_sub(out.len())?)?;
        let end = start.checked_add(span.len)?;
        list.get(start..end)?;
        out.extend_from_slice(list.get(from..start)?);
        out.extend_from_slice(span.stand_in);
        from = end;
    }
    out.extend_from_slice(list.get(from..)?);
    Some(out)
}

/// `stand_ins`, a stand-in list, with each of `runs` (in order of place) shown real. `None`
/// where a run's stand-in is not at its place.
pub(super) fn unfold(stand_ins: &[u32], runs: &[(Span, &[u32])]) -> Option<Vec<u32>> {
    let mut out = Vec::with_capacity(stand_ins.len());
    let mut from: usize = 0;
    for (span, real) in runs {
        let end = span.at.checked_add(span.stand_in.len())?;
        if stand_ins.get(span.at..end)? != span.stand_in {
            return None;
        }
        out.extend_from_slice(stand_ins.get(from..span.at)?);
        out.extend_from_slice(real);
        from = end;
    }
    out.extend_from_slice(stand_ins.get(from..)?);
    Some(out)
}

/// Where place `at` of the stand-in list (not inside a run) is in a list that shows `spans`
/// real.
pub(super) fn place(spans: &[Span], at: usize) -> Option<usize> {
    spans.iter().filter(|s| s.at < at).try_fold(at, |p, s| p.checked_add(s.len)?.checked_sub(s.stand_in.len()))
}

/// The place in the stand-in list of position `pos` of a list that shows `spans` real; `None`
/// inside one of them.
pub(super) fn place_of(spans: &[Span], pos: usize) -> Option<usize> {
    let mut at = pos;
    for span in spans {
        let start = place(spans, span.at)?;
        if start >= pos {
            break;
        }
        if start.checked_add(span.len)? > pos {
            return None;
        }
        at = at.checked_add(span.stand_in.len())?.checked_sub(span.len)?;
    }
    Some(at)
}

/// The stand-in of `plies`, one device's run at the end of `game`, for `viewer`; with `held`
/// (the action that device holds to follow the run, ending the hidden information) made as if
/// the held action were part of the run, and without it: so the held action is as legal after
/// the stand-in as after the real run (Fortaleza's end of deployment needs a unit deployed).
fn stand_in_before(game: &AnyMatch, plies: Range<usize>, viewer: Seat, held: Option<u32>) -> Option<Vec<u32>> {
    let Some(index) = held else { return game.stand_in(plies, viewer) };
    let mut after = game.clone();
    after.play_index(index as usize).ok()?;
    let mut stand_in = after.stand_in(plies.start..plies.end.checked_add(1)?, viewer)?;
    // The held action itself (visible: it ends what is hidden).
    stand_in.pop();
    Some(stand_in)
}

/// A hidden run this device knows of.
enum Known<'a, 'l> {
    /// Its own, with its real actions.
    Own(&'a Secret, &'l [u32]),
    /// Another device's open commitment.
    Open(&'a Commitment),
    /// Another device's run whose reveal held, with its real actions.
    Shown(&'a RevealedRun, &'l [u32]),
}

impl Known<'_, '_> {
    fn at(&self) -> usize {
        match self {
            Known::Own(s, _) => s.start as usize,
            Known::Open(c) => c.start as usize,
            Known::Shown(r, _) => r.start as usize,
        }
    }
    fn stand_in(&self) -> &[u32] {
        match self {
            Known::Own(s, _) => &s.stand_in,
            Known::Open(c) => &c.stand_in,
            Known::Shown(r, _) => &r.stand_in,
        }
    }
}

/// A link's action list read against the hidden runs this device knows of.
pub(super) struct ReadRuns<'a> {
    /// The link's list as the stand-in list.
    pub stand_ins: Vec<u32>,
    /// Runs of the sender that the link reveals and whose reveal holds, with their real actions.
    pub shown: Vec<(RevealedRun, Vec<u32>)>,
    /// The open commitments the link reveals (whether their reveal holds or not).
    pub resolved: Vec<&'a Commitment>,
    /// A reveal that does not hold: its seat forfeits (decided after every other check).
    pub broken: bool,
    /// Open commitments the link shows as stand-ins, each with its position in the link's list
    /// (the sender names them again, unchanged).
    pub still_open: Vec<(usize, &'a Commitment)>,
    /// Where the link's list goes on past the last run this device knows of: that position in
    /// the link's list, and in the stand-in list. New runs start at or after it.
    pub tail: (usize, usize),
}

/// What a link of a game by link carries of this device's outgoing list.
pub(super) struct PublicList {
    pub actions: Vec<u32>,
    pub commitments: Vec<LinkCommitment>,
    pub reveals: Vec<Reveal>,
}

impl Remote {
    /// The runs this device's list shows real, in order of place: its own (the open ones only
    /// with `open`), and the others' whose reveal held.
    pub(super) fn real_spans(&self, open: bool) -> Vec<Span<'_>> {
        let own = self.secrets.iter().filter(|s| open || s.revealed);
        let mut spans: Vec<Span> = own
            .map(|s| Span { at: s.start as usize, stand_in: &s.stand_in, len: s.len as usize })
            .chain(self.revealed.iter().map(|r| Span {
                at: r.start as usize,
                stand_in: &r.stand_in,
                len: r.len as usize,
            }))
            .collect();
        spans.sort_by_key(|s| s.at);
        spans
    }

    /// The real actions of the run at place `at` (`len` of them) in `list`, which shows `spans`
    /// real.
    fn real_in<'l>(list: &'l [u32], spans: &[Span], at: u32, len: u32) -> Option<&'l [u32]> {
        let start = place(spans, at as usize)?;
        list.get(start..start.checked_add(len as usize)?)
    }

    /// Commits this device's latest run when it hides something from the other seat, whatever
    /// the other device has committed or shown. `salt` comes from the caller (the browser's
    /// random source). Fails closed: a run that hides something but has no stand-in, or a second
    /// hidden run of a seat whose first is still open, cannot go out at all
    /// ([`RemoteError::CannotHide`]). Committing the same run again changes nothing.
    pub fn commit_if_hidden(&mut self, game: &AnyMatch, salt: [u8; 16]) -> Result<(), RemoteError> {
        let start = self.synced as usize;
        let end = game.ply();
        if start >= end || !game.has_hidden_information() {
            return Ok(());
        }
        let Some(viewer) = self.other_seat() else { return Ok(()) };
        if !game.hides_any(start..end, viewer) {
            return Ok(());
        }
        let seat = game.to_move_at(start).ok_or(RemoteError::CannotHide)?;
        let at = place_of(&self.real_spans(true), start).ok_or(RemoteError::CannotHide)?;
        let len = (end - start) as u32;
        if let Some(open) = self.secrets.iter().find(|s| s.seat == seat && !s.revealed) {
            let same_run = open.start as usize == at && open.len == len;
            return if same_run { Ok(()) } else { Err(RemoteError::CannotHide) };
        }
        let stand_in = stand_in_before(game, start..end, viewer, self.pending).ok_or(RemoteError::CannotHide)?;
        let real = &game.action_indices()[start..end];
        let hash = commitment_hash(self.id, seat, at as u32, real, &salt);
        self.secrets.push(Secret {
            seat,
            start: at as u32,
            len,
            stand_in,
            salt: to_base64url(&salt),
            hash,
            revealed: false,
        });
        Ok(())
    }

    /// Whether this device's hidden runs may be shown now: nothing is hidden any more (or the
    /// game is over), or another device holds the action that ends the hidden information, its
    /// own hidden runs fixed by then (its commitments, or its list).
    pub(super) fn reveals_now(&self, game: &AnyMatch) -> bool {
        !game.has_hidden_information() || game.outcome().is_some() || self.peer_pending.is_some()
    }

    /// Whether this device owes the other devices a reveal it has not sent.
    pub(super) fn reveal_due(&self, game: &AnyMatch) -> bool {
        self.secrets.iter().any(|s| !s.revealed) && self.reveals_now(game)
    }

    /// The actions as the other devices may know them (each open own run as its stand-in, the
    /// others' as this device holds them), with this device's open commitments and its reveals
    /// at their positions in that list. Reveals every own run once [`Remote::reveals_now`].
    pub(super) fn public_list(&mut self, game: &AnyMatch) -> Result<PublicList, RemoteError> {
        if self.reveals_now(game) {
            for secret in &mut self.secrets {
                secret.revealed = true;
            }
        }
        let local = game.action_indices();
        let all = self.real_spans(true);
        let stand_ins = fold(&local, &all).ok_or(RemoteError::CannotHide)?;
        let public = self.real_spans(false);
        let reals = public
            .iter()
            .map(|s| Self::real_in(&local, &all, s.at as u32, s.len as u32).map(|real| (*s, real)))
            .collect::<Option<Vec<_>>>()
            .ok_or(RemoteError::CannotHide)?;
        let actions = unfold(&stand_ins, &reals).ok_or(RemoteError::CannotHide)?;
        let at = |secret: &Secret| place(&public, secret.start as usize).map(|p| p as u32);
        let mut commitments = Vec::new();
        let mut reveals = Vec::new();
        for s in &self.secrets {
            let start = at(s).ok_or(RemoteError::CannotHide)?;
            if s.revealed {
                reveals.push(Reveal { seat: s.seat, start, len: s.len, salt: s.salt.clone() });
            } else {
                let len = s.stand_in.len() as u32;
                commitments.push(LinkCommitment { seat: s.seat, start, len, hash: s.hash.clone() });
            }
        }
        Ok(PublicList { actions, commitments, reveals })
    }

    /// Reads `theirs`, the action list of `link` (without a held action), against the hidden
    /// runs this device knows of: which the link shows real, which as stand-ins, and whether each
    /// run it reveals holds. `local` is this device's list, which shows `spans` real. A run the
    /// link shows neither as its stand-in nor as its known real actions is a rewritten history.
    pub(super) fn read_runs(
        &self,
        link: &RemoteLink,
        theirs: &[u32],
        local: &[u32],
        spans: &[Span],
    ) -> Result<ReadRuns<'_>, RemoteError> {
        let real = |at, len| Self::real_in(local, spans, at, len).ok_or(RemoteError::CannotHide);
        let mut known = Vec::new();
        for s in &self.secrets {
            known.push(Known::Own(s, real(s.start, s.len)?));
        }
        known.extend(self.commitments.iter().map(Known::Open));
        for r in &self.revealed {
            known.push(Known::Shown(r, real(r.start, r.len)?));
        }
        known.sort_by_key(Known::at);
        let mut read = ReadRuns {
            stand_ins: Vec::with_capacity(theirs.len()),
            shown: vec![],
            resolved: vec![],
            broken: false,
            still_open: vec![],
            tail: (0, 0),
        };
        let mut from: usize = 0;
        for run in &known {
            let gap = run.at().checked_sub(read.stand_ins.len()).ok_or(RemoteError::Rewritten)?;
            let pos = from.checked_add(gap).ok_or(RemoteError::Rewritten)?;
            if pos >= theirs.len() {
                // An older link, which ends before this run.
                break;
            }
            read.stand_ins.extend_from_slice(&theirs[from..pos]);
            let shows =
                |actions: &[u32]| pos.checked_add(actions.len()).and_then(|e| theirs.get(pos..e)) == Some(actions);
            let seat = match run {
                Known::Own(s, _) => s.seat,
                Known::Open(c) => c.seat,
                Known::Shown(r, _) => r.seat,
            };
            let reveal = link.reveals.iter().find(|r| r.seat == seat && r.start as usize == pos);
            let len = match (run, reveal) {
                (Known::Own(s, _), _) if shows(&s.stand_in) => s.stand_in.len(),
                (Known::Own(s, real), _) if s.revealed && shows(real) => real.len(),
                (Known::Open(c), Some(reveal)) => {
                    let end = pos.checked_add(reveal.len as usize).ok_or(RemoteError::Rewritten)?;
                    let actions = theirs.get(pos..end).ok_or(RemoteError::Rewritten)?;
                    if self.reveal_holds(link, c, &theirs[..end], pos, &reveal.salt) {
                        let run = RevealedRun { seat, start: c.start, stand_in: c.stand_in.clone(), len: reveal.len };
                        read.shown.push((run, actions.to_vec()));
                    } else {
                        read.broken = true;
                    }
                    read.resolved.push(c);
                    actions.len()
                }
                (Known::Open(c), None) if shows(&c.stand_in) => {
                    read.still_open.push((pos, c));
                    c.stand_in.len()
                }
                (Known::Shown(r, real), Some(reveal)) if reveal.len == r.len && shows(real) => real.len(),
                (Known::Shown(r, _), None) if shows(&r.stand_in) => r.stand_in.len(),
                _ => return Err(RemoteError::Rewritten),
            };
            read.stand_ins.extend_from_slice(run.stand_in());
            from = pos + len;
        }
        read.tail = (from, read.stand_ins.len());
        read.stand_ins.extend_from_slice(&theirs[from..]);
        Ok(read)
    }

    /// Whether the real run at the end of `prefix` (from `start`) is what `commitment` promised:
    /// its hash, with the salt, and the stand-in it makes for this device's seat (with the action
    /// its device held to follow it, as that device made it: [`stand_in_before`]).
    fn reveal_holds(
        &self,
        link: &RemoteLink,
        commitment: &Commitment,
        prefix: &[u32],
        start: usize,
        salt: &str,
    ) -> bool {
        let real = &prefix[start..];
        let salt = from_base64url(salt).unwrap_or_default();
        let run_end = commitment.start as usize + commitment.stand_in.len();
        let held = self.peer_pending.as_ref().filter(|b| b.ply as usize == run_end).map(|b| b.index);
        let stand_in = || stand_in_before(&link.replay(prefix).ok()?, start..prefix.len(), self.own_seat()?, held);
        commitment_hash(self.id, commitment.seat, commitment.start, real, &salt) == commitment.hash
            && stand_in() == Some(commitment.stand_in.clone())
    }
}
