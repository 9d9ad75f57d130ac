//! Opening a link: a first one ([`Remote::join`]) or one of a game this device holds
//! ([`Remote::receive`]), checked before anything is taken from it.

use super::hidden::{fold, place, place_of, unfold, Span};
use super::link::RemoteLink;
use super::{local_seats, BoundAction, Commitment, Received, Remote, RemoteError};
use crate::core::Seat;
use crate::registry::AnyMatch;
use crate::seats::{PlayerKind, SeatSetup};
use crate::share::{LinkField, ShareError};

impl Remote {
    /// A first link of a game, opened on a device that does not have it: this device takes
    /// the seat to move, named `name`. Returns the record, the seats as this device sees them
    /// and the game. Give the record this device's bots' secret ([`Remote::with_bot_secret`]).
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
        let decks = link.decks.is_some();
        // Dice and secret decks are played between two devices: the second takes every seat
        // still free.
        let two_devices = dice || decks;
        if two_devices && link.owners.iter().all(|&o| o != 0) {
            // Both devices are in: a third cannot take part in the rolls or the decks.
            return Err(RemoteError::SeatTaken { seat: 0 });
        }
        if decks {
            // A first link can have nothing of the decks but its sender's commitment: no gift
            // without this device's commitment, so no card taken, and nothing shown.
            let first = link
                .decks
                .as_ref()
                .is_some_and(|d| d.gift.is_none() && d.hand.is_none() && d.secret.is_none() && d.choices.is_none());
            if !first {
                return Err(RemoteError::Rewritten);
            }
            if chain_secret.is_none() {
                return Err(RemoteError::NotOffered);
            }
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
            Some(_) if two_devices => link.owners.iter().position(|&o| o == 0).map(|s| s as Seat),
            _ => Some(to_move),
        }
        .ok_or(RemoteError::SeatTaken { seat: to_move })?;
        if link.owners.get(seat as usize).is_some_and(|&o| o != 0) {
            return Err(RemoteError::SeatTaken { seat });
        }
        // Only a device that already holds the game can be left a held move or shown a reveal.
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
        // Its commitments cover runs of its own seats, one open per seat. Nothing is revealed
        // in a first link, so their positions in it are their places in the stand-in list.
        for (i, c) in link.commitments.iter().enumerate() {
            let start = c.start as usize;
            let end = start.checked_add(c.stand_in.len()).ok_or(RemoteError::BadCommitment)?;
            let own_run = senders(c.seat)
                && start < end
                && end <= game.ply()
                && (start..end).all(|ply| game.to_move_at(ply) == Some(c.seat))
                && !link.commitments[..i].iter().any(|other| other.seat == c.seat);
            if !own_run {
                return Err(RemoteError::BadCommitment);
            }
        }
        let mut owners = link.owners.clone();
        owners[seat as usize] = me;
        if two_devices {
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
        // A game its sender resigned before anyone joined: this device sees its end.
        apply_resignation(&mut game, &link.resigned, &senders)?;
        let mut remote = Remote::record(link.id, me, owners, game.ply() as u32, chain_secret.filter(|_| dice));
        remote.commitments = link.commitments.clone();
        if dice {
            remote.peer_chain = link.chain.clone();
            remote.asked = remote.check_request(&game, link.roll_request)?;
            remote.reply_owed = remote.asked.is_some();
            game.settle_chance(vec![]);
        }
        if let (Some(secret), Some(theirs)) = (chain_secret.filter(|_| decks), &link.decks) {
            remote = remote.with_secret_decks(secret);
            if let Some(d) = remote.decks.as_mut() {
                d.peer_commitment = Some(theirs.commitment.clone());
            }
            // The sender waits for this device's gift to take a card.
            remote.reply_owed = remote.check_draw_request(&game, link.roll_request)?;
        }
        Ok((remote, seats, game))
    }

    /// Opens a link of a game this device holds (`game`, played as `self`): checks it and
    /// returns the record, seats and game to keep, or why it is refused (then nothing changes).
    ///
    /// What a link may do is bounded by who sent it ([`RemoteLink::from`]): it brings moves only
    /// for its sender's seats, commitments only for its sender's own new runs, and a forfeit only
    /// of its sender's seats, decided once the history it brings has passed every check (a
    /// device that receives its own link is told so and changes nothing). A held action of this
    /// device is played here once no other device's commitment is open; then, as when a reveal
    /// or a share is owed, [`Remote::reply_owed`] says to send a link back at once.
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
            && link.options == game.options()
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
            next.peer_pending = None;
            next.rolling = None;
            next.asked = None;
            next.reply_owed = false;
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
        // Both histories as stand-in lists (module docs), where they compare whatever each side
        // has seen revealed; a held action of the sender is not part of its history yet. With
        // secret decks, both as nobody's cards are seen.
        let local = game.action_indices();
        let spans = self.real_spans(true);
        let local_public = match self.decks {
            Some(_) => game.unseen_indices().ok_or(RemoteError::CannotHide)?,
            None => local.clone(),
        };
        let local_stand_ins = fold(&local_public, &spans).ok_or(RemoteError::CannotHide)?;
        let synced = place_of(&spans, self.synced as usize).ok_or(RemoteError::CannotHide)?;
        let mut theirs = link.actions.clone();
        let their_pending = if link.pending { theirs.pop() } else { None };
        let read = self.read_runs(link, &theirs, &local, &spans)?;
        let stand_ins = &read.stand_ins;
        let shares_grew = next.peer_chain.as_ref().map(|p| p.count) > self.peer_chain.as_ref().map(|p| p.count);
        let asks = link.roll_request.is_some() && self.asked.is_none();
        let holds_anew = their_pending.is_some() && self.peer_pending.is_none();
        let resigns = !link.resigned.is_empty() && game.resigned().is_empty();
        let news = !read.resolved.is_empty() || holds_anew || shares_grew || asks || resigns || self.deck_news(link);
        if stand_ins.len() <= local_stand_ins.len() {
            if !local_stand_ins.starts_with(stand_ins) {
                return Err(RemoteError::Rewritten);
            }
            // An older link than the last one opened here; that one opened again (this device
            // may have played its held action since); one that misses moves made here.
            if stand_ins.len() < synced {
                return Err(RemoteError::Older);
            }
            if !news {
                return Err(RemoteError::NothingNew);
            }
            if stand_ins.len() < local_stand_ins.len() {
                return Err(RemoteError::Older);
            }
        } else if !stand_ins.starts_with(&local_stand_ins) {
            return Err(RemoteError::Rewritten);
        }
        // The history to keep: this device's list with what the link brings, each run real
        // where this device may know it.
        let mut runs: Vec<(Span, &[u32])> = Vec::new();
        for span in &spans {
            let start = place(&spans, span.at).ok_or(RemoteError::CannotHide)?;
            let real = start.checked_add(span.len).and_then(|end| local.get(start..end));
            runs.push((*span, real.ok_or(RemoteError::CannotHide)?));
        }
        for (run, real) in &read.shown {
            runs.push((Span { at: run.start as usize, stand_in: &run.stand_in, len: real.len() }, real));
        }
        runs.sort_by_key(|(span, _)| span.at);
        let new_list = match self.decks {
            // This device's list, real for its own seats, and the sender's new moves (its seats
            // unseen here, as in the link).
            Some(_) => {
                let new = stand_ins.get(local_stand_ins.len()..).ok_or(RemoteError::Rewritten)?;
                [local.as_slice(), new].concat()
            }
            None => unfold(stand_ins, &runs).ok_or(RemoteError::Rewritten)?,
        };
        let mut replayed = link.replay_dealt(&new_list, self.deck_seeds().as_deref())?;
        let new_spans: Vec<Span> = runs.iter().map(|(span, _)| *span).collect();
        // New moves only for the sender's seats: never for this device's, nor a third device's.
        let old_end = place(&new_spans, local_stand_ins.len()).ok_or(RemoteError::Rewritten)?;
        for ply in old_end..replayed.ply() {
            if let Some(seat) = replayed.to_move_at(ply).filter(|&s| !by_sender(s)) {
                return Err(RemoteError::ForeignMoves { seat });
            }
        }
        // Commitments: those the link reveals are closed; the sender's new ones must each cover
        // a run of its own seat that is new here, one open per seat; one it sent before (still
        // open) comes again unchanged.
        next.commitments.retain(|c| !read.resolved.contains(&c));
        for c in &link.commitments {
            let again = |&(pos, open): &(usize, &Commitment)| {
                pos == c.start as usize && open.seat == c.seat && open.hash == c.hash && open.stand_in == c.stand_in
            };
            if read.still_open.iter().any(again) {
                continue;
            }
            let (tail_pos, tail_at) = read.tail;
            let at = (c.start as usize).checked_sub(tail_pos).and_then(|d| d.checked_add(tail_at));
            let at = at.ok_or(RemoteError::BadCommitment)?;
            let end = at.checked_add(c.stand_in.len()).ok_or(RemoteError::BadCommitment)?;
            let from = place(&new_spans, at).ok_or(RemoteError::BadCommitment)?;
            let own_new_run = by_sender(c.seat)
                && at >= local_stand_ins.len()
                && at < end
                && end <= stand_ins.len()
                && (from..from + c.stand_in.len()).all(|ply| replayed.to_move_at(ply) == Some(c.seat))
                && !next.commitments.iter().any(|open| open.seat == c.seat);
            if !own_new_run {
                return Err(RemoteError::BadCommitment);
            }
            next.commitments.push(Commitment { start: at as u32, ..c.clone() });
        }
        // Every check of the history has passed: now the forfeits. A reveal that does not hold;
        // an action the sender was bound to (a roll it asked this device's share of, an action it
        // held) and then did not play, having seen what came of it; a commitment kept closed
        // once nothing is hidden any more.
        let next_action = |ply: usize| stand_ins.get(ply).or(their_pending.as_ref().filter(|_| ply == stand_ins.len()));
        let broke = |bound: &Option<BoundAction>| {
            bound.as_ref().is_some_and(|b| next_action(b.ply as usize).is_some_and(|&i| i != b.index))
        };
        // A resignation, of the sender's own seat on its own turn, ends the game here too; one
        // this device made or took in before stays (nothing is played after it).
        if game.resigned().is_empty() {
            apply_resignation(&mut replayed, &link.resigned, &by_sender)?;
        } else if replayed.ply() != game.ply() || replayed.resign(game.resigned()).is_err() {
            return Err(RemoteError::Rewritten);
        }
        let kept_closed = !replayed.has_hidden_information() && next.commitments.iter().any(|c| by_sender(c.seat));
        let (_, false_cards) = self.read_decks(&mut next, link, &replayed, &by_sender)?;
        if read.broken || broke(&self.asked) || broke(&self.peer_pending) || kept_closed || false_cards {
            return forfeited(next);
        }
        next.revealed.extend(read.shown.into_iter().map(|(run, _)| run));
        next.peer_pending = match (their_pending, &self.peer_pending) {
            // The sender holds the action that ends the hidden information: it is bound to it,
            // and this device now owes its reveal.
            (Some(index), _) => {
                let holds =
                    replayed.to_move().is_some_and(by_sender) && replayed.index_ends_hidden_information(index as usize);
                if !holds {
                    return Err(RemoteError::Rewritten);
                }
                Some(BoundAction { ply: stand_ins.len() as u32, index })
            }
            (None, Some(bound)) if (bound.ply as usize) < stand_ins.len() => None,
            (None, bound) => bound.clone(),
        };
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
        if !self.decks_dealt() && next.decks_dealt() {
            // The gift is in: this device's decks are dealt (nothing was drawn from them yet),
            // and a card that waited for it is taken.
            replayed = next.redeal(&replayed)?;
            if let Some(index) = self.rolling {
                replayed.play_index(index as usize).map_err(|_| RemoteError::Rewritten)?;
                next.rolling = None;
            }
        }
        let new_from = local.iter().zip(&new_list).position(|(a, b)| a != b).unwrap_or(local.len().min(new_list.len()));
        // The action held here is played once every other device's run is shown.
        if let Some(index) = self.pending.filter(|_| next.commitments.is_empty()) {
            replayed.play_index(index as usize).map_err(|_| RemoteError::Rewritten)?;
            next.pending = None;
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
        // Owed at once: this device's moves played here (a held action, a roll that waited),
        // its reveal, or its share of a roll asked for.
        let played_here = replayed.ply() > next.synced as usize;
        // Secret decks: the sender waits for this device's gift, or the game is over and this
        // device has not shown its cards.
        let owes_decks = next.check_draw_request(&replayed, link.roll_request)?
            || next.decks.as_ref().is_some_and(|d| !d.shown && replayed.outcome().is_some());
        let owes = played_here || next.reveal_due(&replayed) || next.asked.is_some() || owes_decks;
        next.reply_owed = owes && !next.may_act(&replayed);
        Ok((next, new_seats, Received { game: replayed, new_from, forfeit: None }))
    }
}

/// Ends `game` by the resignation a link brings (none: nothing changes): only seats of its
/// sender, the seat to move among them (a device resigns on its own turn, as it moves).
fn apply_resignation(game: &mut AnyMatch, resigned: &[Seat], sender: &dyn Fn(Seat) -> bool) -> Result<(), RemoteError> {
    if resigned.is_empty() {
        return Ok(());
    }
    if let Some(&seat) = resigned.iter().find(|&&s| !sender(s)) {
        return Err(RemoteError::ForeignMoves { seat });
    }
    if !game.to_move().is_some_and(|s| resigned.contains(&s)) {
        return Err(RemoteError::Rewritten);
    }
    game.resign(resigned).map_err(|_| RemoteError::Rewritten)
}
