//! Play a friend by link (`castellan::remote`): whole games passed between simulated devices
//! for every game and variant offered by link, and every refusal: a forged reveal, a rewritten
//! history, an old link opened again, moves for a seat made on the wrong device, another game
//! with the same id, a seat already taken; with dice, a forged share, a changed head, a roll
//! without its shares, and that no device can foresee a roll.

// Tests may sort with std (the app's own code sorts with `core::sort`).
#![allow(clippy::disallowed_methods)]

use castellan::core::Rng;
use castellan::registry::{AnyMatch, GameKind};
use castellan::remote::{self, Remote, RemoteError};
use castellan::session::{PlayerKind, SeatSetup};

/// One device's copy of a game by link.
#[derive(Clone)]
struct Device {
    remote: Remote,
    seats: Vec<SeatSetup>,
    game: AnyMatch,
}

fn seat(name: &str, kind: PlayerKind) -> SeatSetup {
    SeatSetup { name: name.into(), kind }
}

/// A device's chain secret for a game with dice (the browser's random bytes in the app).
fn chain_secret(me: u64) -> Option<[u8; 32]> {
    Some(std::array::from_fn(|i| (me as u8).wrapping_mul(31).wrapping_add(i as u8)))
}

/// The device that sets the game up: `kinds` as its dialog had them (`Remote` for a friend).
fn create(kind: GameKind, options: &str, kinds: &[PlayerKind]) -> Device {
    let seats: Vec<SeatSetup> = kinds.iter().enumerate().map(|(i, &k)| seat(&format!("P{}", i + 1), k)).collect();
    let mut game = AnyMatch::new(kind, options, 7).expect("options");
    let secret = if game.has_chance() { chain_secret(11) } else { None };
    let remote = Remote::new(0xC0FFEE, 11, &seats, secret);
    if game.has_chance() {
        game.settle_chance(remote.known_seeds());
    }
    Device { remote, seats, game }
}

impl Device {
    /// Plays random legal moves while this device may act; holds a move the protocol says only
    /// the other device can play. Returns the link to send once the turn has passed.
    fn play_turn(&mut self, rng: &mut Rng) -> String {
        let mut guard = 0;
        while self.remote.may_act(&self.game) {
            guard += 1;
            assert!(guard < 10_000, "a turn that never ends");
            let index = rng.below(self.game.legal_count() as u32) as usize;
            if self.remote.must_hold(&self.game, index) {
                self.remote.pending = Some(index as u32);
                break;
            }
            if !self.remote.before_play(&mut self.game, index) {
                // A roll that waits for the other device's share: nobody can know it yet.
                let k = self.game.chance_count();
                assert!(self.remote.seeds(k + 1).is_none());
                break;
            }
            self.game.play_index(index).expect("a legal move");
        }
        let salt: [u8; 16] = std::array::from_fn(|i| (rng.below(256) as u8) ^ i as u8);
        self.remote.commit_if_hidden(&self.game, salt).expect("a commitment");
        self.remote.outgoing(&self.game, &self.seats).expect("a link")
    }

    fn open(&self, link: &str) -> Result<Device, RemoteError> {
        let link = remote::decode(link)?;
        let (remote, seats, received) = self.remote.receive(&self.game, &self.seats, &link)?;
        Ok(Device { remote, seats, game: received.game })
    }
}

fn join(link: &str, me: u64, name: &str) -> Result<Device, RemoteError> {
    let link = remote::decode(link)?;
    let (remote, seats, game) = Remote::join(&link, me, name, chain_secret(me))?;
    Ok(Device { remote, seats, game })
}

/// Plays a whole game between devices (one per seat; with dice, two), passing links; checks at
/// every step that each device holds the same public history and that no device can foresee
/// the next roll, and at the end that every device holds the same game. Returns the devices
/// and the longest link. Each link goes to every other device, as a group chat shares it: a link
/// brings only its sender's moves, so with three or four devices each device hears each move
/// from the device that made it.
fn play_by_link(kind: GameKind, options: &str, players: usize, seed: u64) -> (Vec<Device>, usize) {
    let mut rng = Rng::new(seed);
    let kinds: Vec<PlayerKind> =
        (0..players).map(|i| if i == 0 { PlayerKind::Human } else { PlayerKind::Remote }).collect();
    let mut devices: Vec<Device> = vec![create(kind, options, &kinds)];
    let mut at = 0usize;
    let mut longest = 0;
    for _ in 0..20_000 {
        let link = devices[at].play_turn(&mut rng);
        longest = longest.max(link.len());
        let current = &devices[at];
        if current.game.outcome().is_some() && current.remote.pending.is_none() {
            // The last link shows the end to everyone.
            for (i, d) in devices.iter_mut().enumerate() {
                if i != at {
                    *d = d.open(&link).unwrap_or_else(|e| panic!("{kind:?}: final link refused: {e}"));
                }
            }
            break;
        }
        let probe = remote::decode(&link).expect("own link decodes");
        let next = if probe.roll_request.is_some() {
            // A roll to settle: the other device sends its share back.
            (0..devices.len()).find(|&i| i != at)
        } else {
            // The seat to move now (or the device that must play the pending move) opens it.
            let to_move = if current.game.has_chance() {
                current.game.to_move()
            } else {
                probe.replay(&probe.actions).expect("replays").to_move()
            }
            .expect("game goes on");
            devices.iter().position(|d| d.remote.owns(to_move))
        };
        // Before it opens the link, no device can know the next roll.
        for d in &devices {
            assert!(d.remote.seeds(d.game.chance_count() + 1).is_none(), "{kind:?}: a roll foreseen");
        }
        // Every other device that holds the game opens it; a new device joins when the seat to
        // move is nobody's yet.
        for (i, d) in devices.iter_mut().enumerate() {
            if i != at {
                *d = d.open(&link).unwrap_or_else(|e| panic!("{kind:?}: link refused on device {i}: {e}"));
            }
        }
        at = match next {
            Some(i) => i,
            None => {
                let me = 100 + devices.len() as u64;
                devices.push(join(&link, me, &format!("Friend {me}")).expect("first link joins"));
                devices.len() - 1
            }
        };
    }
    (devices, longest)
}

fn offered_variants() -> Vec<(GameKind, String, usize)> {
    let mut variants = vec![
        (GameKind::Voldetour, r#"{"players":2}"#.into(), 2),
        (GameKind::Voldetour, r#"{"players":4}"#.into(), 4),
        (GameKind::Torres, r#"{"players":2,"cards":"Off","master":false,"master_card":null}"#.into(), 2),
        (GameKind::Torres, r#"{"players":4,"cards":"Off","master":false,"master_card":null}"#.into(), 4),
        // The master version: every hand open, nothing drawn after the set-up.
        (GameKind::Torres, r#"{"players":2,"cards":"PersonalDeck","master":true,"master_card":null}"#.into(), 2),
        (GameKind::Torres, r#"{"players":3,"cards":"PersonalDeck","master":true,"master_card":5}"#.into(), 3),
        (GameKind::Fortaleza, r#"{"players":2}"#.into(), 2),
    ];
    variants.extend(dice_variants());
    variants
}

/// Torri by link: with the number die, two dice, the colour die, at two and four players.
fn dice_variants() -> Vec<(GameKind, String, usize)> {
    vec![
        (GameKind::Torri, r#"{"players":2}"#.into(), 2),
        (GameKind::Torri, r#"{"players":2,"two_dice":true,"colour_die":"OwnColourRollsAgain"}"#.into(), 2),
        (GameKind::Torri, r#"{"players":4,"dice_only":true,"colour_die":"On"}"#.into(), 4),
    ]
}

#[test]
fn whole_games_by_link_end_the_same_on_every_device() {
    for (kind, options, players) in offered_variants() {
        for seed in 1..=3 {
            let (devices, _) = play_by_link(kind, &options, players, seed);
            let end = devices[0].game.action_indices();
            assert!(devices[0].game.outcome().is_some(), "{kind:?} seed {seed}: the game ends");
            let dice = devices[0].game.has_chance();
            assert_eq!(devices.len(), if dice { 2 } else { players }, "{kind:?}: devices");
            for d in &devices {
                assert_eq!(d.game.action_indices(), end, "{kind:?} seed {seed}: same history everywhere");
                assert_eq!(d.game.position_text(), devices[0].game.position_text(), "{kind:?}: same rolls");
                assert!(d.remote.forfeit.is_none());
                // Each device plays one seat here, as a human, and sees the others as remote;
                // with dice the friend's device takes every seat set up for a friend.
                let own = d.seats.iter().filter(|s| s.kind == PlayerKind::Human).count();
                let expected = if dice && d.remote.me != 11 { players - 1 } else { 1 };
                assert_eq!(own, expected, "{kind:?}: seats played here");
            }
        }
    }
}

/// `cargo test --release --no-default-features --test remote link_lengths -- --ignored --nocapture`:
/// the longest link of 20 random complete 2-player games per game offered by link (the figures in
/// `docs/play-by-link.md`).
#[test]
#[ignore]
fn link_lengths() {
    for (kind, options, players) in offered_variants().into_iter().filter(|v| v.2 == 2) {
        let mut rolls = 0;
        let mut lengths: Vec<(usize, usize)> = (1..=20)
            .map(|seed| {
                let (d, longest) = play_by_link(kind, &options, players, 1000 + seed);
                rolls = rolls.max(d[0].game.chance_count());
                (longest, d[0].game.ply())
            })
            .collect();
        lengths.sort();
        let median = lengths[10];
        let max = lengths[19];
        println!(
            "{kind:?} {options}: longest link median {} chars ({} moves), max {} chars ({} moves), most rolls {rolls}",
            median.0, median.1, max.0, max.1
        );
    }
}

/// Replaces one field of a link and recomputes its check code, as a cheater would.
fn forge(link: &str, key: &str, value: &str) -> String {
    let body = link.split("&c=").next().expect("body");
    let body: Vec<String> = body
        .split('&')
        .map(|pair| if pair.starts_with(&format!("{key}=")) { format!("{key}={value}") } else { pair.to_string() })
        .collect();
    let body = body.join("&");
    format!("{body}&c={}", castellan::share::checksum(&body))
}

fn field<'a>(link: &'a str, key: &str) -> Option<&'a str> {
    link.split('&').find_map(|p| p.strip_prefix(key).and_then(|r| r.strip_prefix('=')))
}

/// Plays links back and forth until the creator's link reveals its deployment; returns the
/// devices just before that link is opened, and the link.
fn fortaleza_until_reveal(seed: u64) -> (Device, Device, String) {
    let mut rng = Rng::new(seed);
    let mut a = create(GameKind::Fortaleza, r#"{"players":2}"#, &[PlayerKind::Human, PlayerKind::Remote]);
    let first = a.play_turn(&mut rng);
    // The first deployment travels as a stand-in and a commitment: no unit of it is in the link.
    assert!(field(&first, "k").is_some(), "the first deployment is committed");
    assert!(field(&first, "e").is_none());
    let mut b = join(&first, 22, "Bea").expect("joins");
    assert_eq!(b.remote.commitments.len(), 1);
    assert_ne!(b.game.action_indices(), a.game.action_indices(), "the other device holds only the stand-in");
    // Seat 1 sees the same board as in the real game: the stand-in hides nothing it may see.
    assert_eq!(
        b.game.position_text_for(Some(1)),
        a.game.position_text_for(Some(1)),
        "the stand-in shows seat 1 exactly what the real deployment shows it"
    );
    let second = b.play_turn(&mut rng);
    // Ending the second deployment starts the battle, which needs the hidden units: it is left
    // to the device that knows them.
    assert_eq!(field(&second, "q"), Some("1"));
    assert!(b.remote.pending.is_some());
    assert!(!b.remote.may_act(&b.game));
    a = a.open(&second).expect("the creator plays the pending move");
    let third = a.play_turn(&mut rng);
    assert!(field(&third, "e").is_some(), "the battle's first link reveals the deployment");
    (a, b, third)
}

#[test]
fn fortaleza_blind_deployment_is_committed_then_revealed_and_checked() {
    for seed in 1..=5 {
        let (a, b, reveal) = fortaleza_until_reveal(seed);
        let b = b.open(&reveal).expect("a true reveal is accepted");
        assert!(b.remote.commitments.is_empty());
        assert_eq!(b.game.action_indices(), a.game.action_indices(), "both devices now hold the real game");
        assert!(b.remote.forfeit.is_none());
    }
}

#[test]
fn a_forged_reveal_forfeits_the_game() {
    let (_, b, reveal) = fortaleza_until_reveal(3);
    // Another salt: the hash no longer matches.
    let e = field(&reveal, "e").expect("reveal");
    let json = String::from_utf8(castellan::core::codec::from_base64url(e).expect("b64")).expect("text");
    let mut reveals: Vec<remote::Reveal> = serde_json::from_str(&json).expect("json");
    reveals[0].salt = castellan::core::codec::to_base64url(&[0u8; 16]);
    let forged_salt = castellan::core::codec::to_base64url(serde_json::to_string(&reveals).expect("json").as_bytes());
    let forged = forge(&reveal, "e", &forged_salt);
    let after = b.open(&forged).expect("a forged reveal is answered, not ignored");
    assert_eq!(after.remote.forfeit, Some(0), "the seat that committed forfeits");
    assert_eq!(after.game.action_indices(), b.game.action_indices(), "nothing of the forged game is taken");
    assert!(!after.remote.may_act(&after.game) && !after.remote.waiting(&after.game));
}

#[test]
fn a_deployment_changed_after_the_commitment_forfeits_the_game() {
    // The cheater reveals another deployment with its own salt: the hash binds the actions too.
    let (a, b, _) = fortaleza_until_reveal(4);
    let secret = a.remote.secrets[0].clone();
    let (s, e) = (secret.start as usize, (secret.start + secret.len) as usize);
    let real = a.game.action_indices();
    // The game up to the start of the battle (B's end of deployment), with one of A's
    // deployment choices changed to its neighbour in the legal list, where that still replays.
    let battle = b.game.ply() + 1 + (e - s) - secret.stand_in.len();
    let changed = (s + 1..e)
        .flat_map(|i| [(i, real[i].wrapping_sub(1)), (i, real[i] + 1)])
        .find_map(|(i, v)| {
            let mut indices = real[..battle].to_vec();
            indices[i] = v;
            AnyMatch::from_indices(GameKind::Fortaleza, &a.game.options_json(), 7, a.game.rules_version(), &indices)
                .ok()
                .filter(|g| g.ply() == battle && !g.has_hidden_information())
        })
        .expect("some other deployment replays");
    let mut cheat = a.clone();
    cheat.game = changed;
    let link = cheat.remote.outgoing(&cheat.game, &cheat.seats).expect("a link");
    let after = b.open(&link).expect("the reveal is answered");
    assert_eq!(after.remote.forfeit, Some(0), "the seat that committed forfeits");
}

/// A 2-player game by link of `kind` a few links in: the two devices and the last link B opened.
fn two_devices(kind: GameKind, options: &str, seed: u64) -> (Device, Device, Vec<String>) {
    let mut rng = Rng::new(seed);
    let mut a = create(kind, options, &[PlayerKind::Human, PlayerKind::Remote]);
    let l1 = a.play_turn(&mut rng);
    let mut b = join(&l1, 22, "Bea").expect("joins");
    let l2 = b.play_turn(&mut rng);
    a = a.open(&l2).expect("a opens");
    let l3 = a.play_turn(&mut rng);
    b = b.open(&l3).expect("b opens");
    (a, b, vec![l1, l2, l3])
}

#[test]
fn refusals_leave_the_game_untouched_in_every_game() {
    let without_dice = offered_variants().into_iter().filter(|v| v.2 == 2 && v.0 != GameKind::Torri);
    for (kind, options, _) in without_dice {
        let (a, b, links) = two_devices(kind, &options, 5);
        // A link opened again brings nothing new; an older one is older.
        assert_eq!(b.open(&links[2]).err(), Some(RemoteError::NothingNew), "{kind:?}");
        assert_eq!(b.open(&links[0]).err(), Some(RemoteError::Older), "{kind:?}");
        // A rewritten history: the creator takes its last turn back and plays another.
        let fork = a.clone();
        let mut rng = Rng::new(99);
        let mut reference = a.clone();
        let l_ref = reference.play_turn(&mut rng);
        let b_ref = b.open(&l_ref);
        // Find a fork: the same prefix up to B's last link, then a different move of A.
        if let Ok(b2) = b_ref {
            let mut rng = Rng::new(12345);
            let l_other = loop {
                let mut tmp = fork.clone();
                let l = tmp.play_turn(&mut rng);
                if tmp.game.action_indices() != reference.game.action_indices() {
                    break l;
                }
            };
            assert_eq!(b2.open(&l_other).err(), Some(RemoteError::Rewritten), "{kind:?}: a fork is refused");
        }
        // Moves for B's seat made on A's device.
        let mut impostor = a.clone();
        impostor.remote.me = b.remote.me;
        let mut rng = Rng::new(7);
        let _ = impostor.play_turn(&mut rng);
        impostor.remote.me = a.remote.me;
        let l_impostor = impostor.remote.outgoing(&impostor.game, &impostor.seats).expect("a link");
        assert!(
            matches!(b.open(&l_impostor).err(), Some(RemoteError::ForeignMoves { seat: 1 })),
            "{kind:?}: moves for another device's seat"
        );
        // Another game with the same id (another seed).
        let mut stranger = create(kind, &options, &[PlayerKind::Human, PlayerKind::Remote]);
        stranger.game = AnyMatch::new(kind, &options, 8).expect("options");
        let l_stranger = stranger.play_turn(&mut Rng::new(1));
        assert_eq!(b.open(&l_stranger).err(), Some(RemoteError::DifferentGame), "{kind:?}: {}", l_stranger);
        // A third device opening a link whose seat to move is already played elsewhere.
        assert!(matches!(join(&links[1], 33, "Cy").err(), Some(RemoteError::SeatTaken { seat: 0 })), "{kind:?}");
        // A damaged link.
        let damaged = links[2].replace("&a=", "&a=A");
        assert!(matches!(b.open(&damaged).err(), Some(RemoteError::Link(_))), "{kind:?}");
    }
}

#[test]
fn card_games_are_not_offered_by_link() {
    for (kind, options) in [
        (GameKind::Torres, r#"{"players":2,"cards":"PersonalDeck","master":false,"master_card":null}"#),
        (GameKind::Torres, r#"{"players":2,"cards":"CommonDeck","master":false,"master_card":null}"#),
    ] {
        let game = AnyMatch::new(kind, options, 1).expect("options");
        assert!(game.link_play_limit().is_some(), "{kind:?} {options}");
        // Even a hand-made link of one is refused.
        let seats = vec![seat("A", PlayerKind::Human), seat("B", PlayerKind::Remote)];
        let mut remote = Remote::new(1, 2, &seats, None);
        let link = remote.outgoing(&game, &seats).expect("a link");
        assert_eq!(remote::decode(&link).err(), Some(RemoteError::NotOffered));
    }
    for (kind, options, _) in offered_variants() {
        assert_eq!(AnyMatch::new(kind, &options, 1).expect("options").link_play_limit(), None);
    }
}

#[test]
fn mangled_links_are_refused_and_never_panic() {
    // Every link of a Fortaleza game by link (commitment, pending move, reveal), each cut short
    // and with single characters changed, opened by a new device and by the other device: a
    // typed error or a game, never a panic. The check code is recomputed, as a cheater would.
    let mut rng = Rng::new(41);
    let mut a = create(GameKind::Fortaleza, r#"{"players":2}"#, &[PlayerKind::Human, PlayerKind::Remote]);
    let first = a.play_turn(&mut rng);
    let mut b = join(&first, 22, "Bea").expect("joins");
    let second = b.play_turn(&mut rng);
    a = a.open(&second).expect("opens");
    let third = a.play_turn(&mut rng);
    open_mangled(&[first, second, third], 3, &a, &b);
}

/// Each link cut short and with single characters changed (every `step`-th place), its check
/// code recomputed as a cheater would, opened by a new device and by both devices: a typed
/// error or a game, never a panic.
fn open_mangled(links: &[String], step: usize, a: &Device, b: &Device) {
    for link in links {
        let body = link.split("&c=").next().expect("body");
        for i in (0..body.len()).step_by(step) {
            let cut = &body[..i];
            let cut = format!("{cut}&c={}", castellan::share::checksum(cut));
            let mut bytes = body.as_bytes().to_vec();
            bytes[i] = b"A_9.&=~-"[i % 8];
            let Ok(changed) = String::from_utf8(bytes) else { continue };
            let changed = format!("{changed}&c={}", castellan::share::checksum(&changed));
            for mangled in [cut, changed] {
                let _ = join(&mangled, 33, "Cy");
                let _ = b.open(&mangled);
                let _ = a.open(&mangled);
            }
        }
    }
}

/// Two devices playing Torri by link until `stop` says so about the link just written by a
/// device (that device, the link, and the other device before opening it); returns the
/// writer's index, the link and both devices.
fn torri_until(
    options: &str,
    seed: u64,
    mut stop: impl FnMut(&Device, &str, &Device) -> bool,
) -> Option<(usize, String, [Device; 2])> {
    let mut rng = Rng::new(seed);
    let mut a = create(GameKind::Torri, options, &[PlayerKind::Human, PlayerKind::Remote]);
    let first = a.play_turn(&mut rng);
    let mut devices = [a.clone(), join(&first, 22, "Bea").expect("joins")];
    let mut at = 1;
    for _ in 0..5_000 {
        let link = devices[at].play_turn(&mut rng);
        let other = 1 - at;
        if devices[at].game.outcome().is_some() {
            return None;
        }
        if stop(&devices[at], &link, &devices[other]) {
            return Some((at, link, devices));
        }
        devices[other] = devices[other].open(&link).expect("opens");
        at = other;
    }
    None
}

fn chain_of(link: &str) -> remote::ChainShares {
    let json = castellan::core::codec::from_base64url(field(link, "d").expect("d")).expect("b64");
    serde_json::from_slice(&json).expect("json")
}

fn with_chain(link: &str, chain: &remote::ChainShares) -> String {
    let json = serde_json::to_string(chain).expect("json");
    forge(link, "d", &castellan::core::codec::to_base64url(json.as_bytes()))
}

#[test]
fn rolls_by_link_come_from_both_devices_shares() {
    for (_, options, players) in dice_variants() {
        let (devices, _) = play_by_link(GameKind::Torri, &options, players, 4);
        let d = &devices[0];
        let rolls = d.game.chance_count();
        assert!(rolls > 5, "{options}: the game rolled ({rolls})");
        // The game is its moves with the seeds both devices' shares make ...
        let (kind, opts, seed, rules) = (d.game.kind(), d.game.options_json(), d.game.seed(), d.game.rules_version());
        let indices = d.game.action_indices();
        let settled = AnyMatch::from_indices_settled(kind, &opts, seed, rules, &indices, d.remote.known_seeds())
            .expect("replays with the shares");
        assert_eq!(settled.position_text(), d.game.position_text());
        // ... and not what the game's seed (which the link shows) would have rolled.
        let by_seed = AnyMatch::from_indices(kind, &opts, seed, rules, &indices);
        assert!(by_seed.is_err() || by_seed.is_ok_and(|g| g.position_text() != d.game.position_text()), "{options}");
    }
}

#[test]
fn a_free_roll_waits_for_the_other_device_and_a_forced_one_does_not() {
    // A free roll (roll or move by height): the link goes to the other device, which answers.
    let (at, link, [_, b]) =
        torri_until(r#"{"players":2}"#, 3, |_, link, _| field(link, "t").is_some()).expect("a roll is asked for");
    let helper = b.open(&link).expect("the request is opened");
    assert!(helper.remote.asked.is_some() && !helper.remote.may_act(&helper.game));
    let answer = helper.remote.clone().outgoing(&helper.game, &helper.seats).expect("a link");
    assert!(field(&answer, "t").is_none());
    assert_eq!(chain_of(&answer).count as usize, helper.game.chance_count() + 1, "the share of the asked roll");
    assert!(at < 2);
    // A roll that is all the next player can do (the colour die at the start of a turn) is
    // settled by the share sent with the last move: no link there and back.
    let colour = r#"{"players":2,"colour_die":"On"}"#;
    let forced_next = |link: &str, other: &Device| {
        other.open(link).is_ok_and(|next| {
            next.remote.may_act(&next.game) && next.game.chance_is_forced() && next.game.chance_count() > 0
        })
    };
    let (_, link, [_, other]) = torri_until(colour, 5, |_, link, other| forced_next(link, other))
        .expect("a turn passes to a player who can only roll the colour die");
    assert!(field(&link, "t").is_none());
    let mut next = other.open(&link).expect("opens");
    let k = next.game.chance_count();
    assert!(next.remote.seeds(k + 1).is_some(), "the forced roll is settled");
    assert!(next.remote.before_play(&mut next.game, 0), "and played at once");
    next.game.play_index(0).expect("rolls");
}

#[test]
fn a_forged_share_or_a_changed_head_forfeits_the_game() {
    let (at, link, [a, b]) =
        torri_until(r#"{"players":2}"#, 6, |_, link, _| chain_of(link).count >= 2).expect("shares revealed");
    let receiver = if at == 0 { &b } else { &a };
    let sender_seat = at as u8;
    let mut chain = chain_of(&link);
    // Another share: it does not hash to the head.
    chain.latest = castellan::core::codec::to_base64url(&[7u8; 32]);
    let after = receiver.open(&with_chain(&link, &chain)).expect("answered, not ignored");
    assert_eq!(after.remote.forfeit, Some(sender_seat));
    assert_eq!(after.game.action_indices(), receiver.game.action_indices(), "nothing taken from the link");
    // Another chain altogether (a new head with its own shares): the head was already known.
    let mut cheat = if at == 0 { a.clone() } else { b.clone() };
    cheat.remote.chain = Some(castellan::core::codec::to_base64url(&[9u8; 32]));
    let other_chain = chain_of(&cheat.remote.outgoing(&cheat.game, &cheat.seats).expect("a link"));
    let after = receiver.open(&with_chain(&link, &other_chain)).expect("answered");
    assert_eq!(after.remote.forfeit, Some(sender_seat));
}

#[test]
fn a_roll_without_its_shares_is_refused() {
    // A link that reveals a new share with a roll the sender played: sent with the share
    // before it instead (a true share, one step later in the chain), the roll has no seed.
    let found = torri_until(r#"{"players":2}"#, 8, |sender, link, other| {
        let rolls = sender.game.chance_count();
        rolls > other.game.chance_count() && chain_of(link).count as usize == rolls && rolls > 1
    });
    let (at, link, devices) = found.expect("a roll played and revealed");
    let receiver = &devices[1 - at];
    let mut chain = chain_of(&link);
    let latest = castellan::core::codec::from_base64url(&chain.latest).expect("b64");
    use sha2::Digest;
    chain.latest = castellan::core::codec::to_base64url(&sha2::Sha256::digest(&latest));
    chain.count -= 1;
    assert_eq!(receiver.open(&with_chain(&link, &chain)).err(), Some(RemoteError::Unsettled));
    // Without its chain at all the link is damaged.
    let body: Vec<&str> = link.split('&').filter(|p| !p.starts_with("d=") && !p.starts_with("c=")).collect();
    let body = body.join("&");
    let stripped = format!("{body}&c={}", castellan::share::checksum(&body));
    assert!(matches!(receiver.open(&stripped).err(), Some(RemoteError::Link(_))));
}

#[test]
fn a_roll_request_for_the_wrong_seat_and_a_third_device_are_refused() {
    let (at, link, devices) =
        torri_until(r#"{"players":2}"#, 9, |_, link, _| field(link, "t").is_none()).expect("a link");
    let receiver = &devices[1 - at];
    // The sender asks for a roll of the receiver's own seat: not the sender's to ask.
    let body = format!("{}&t=0", link.split("&c=").next().expect("body"));
    let asked = format!("{body}&c={}", castellan::share::checksum(&body));
    let err = receiver.open(&asked).err();
    assert!(matches!(err, Some(RemoteError::Rewritten) | Some(RemoteError::NothingNew)), "{err:?}");
    // Every seat of a game with dice is taken once the friend has joined.
    assert!(matches!(join(&link, 77, "Cy").err(), Some(RemoteError::SeatTaken { .. })));
}

#[test]
fn mangled_dice_links_are_refused_and_never_panic() {
    // The first links of a Torri game by link (a roll asked for, a share sent back, moves and
    // rolls), each cut short and with single characters changed, opened by a new device and by
    // both devices: a typed error or a game, never a panic.
    let mut links = vec![];
    let found = torri_until(r#"{"players":2,"colour_die":"OwnColourRollsAgain"}"#, 12, |_, link, _| {
        links.push(link.to_string());
        links.len() >= 6
    });
    let (_, _, [a, b]) = found.expect("six links");
    open_mangled(&links, 5, &a, &b);
}

#[test]
fn a_roll_asked_for_and_then_not_played_forfeits_the_game() {
    // The roller asks for the other device's share, then (having seen the roll) moves by a
    // tower's height instead: the other device, which answered, holds it to the roll.
    let found = torri_until(r#"{"players":2}"#, 3, |sender, link, _| {
        field(link, "t").is_some() && sender.game.legal_count() > 1
    });
    let (at, request, [a, b]) = found.expect("a free roll asked for");
    let (roller, helper) = if at == 0 { (a, b) } else { (b, a) };
    let helper = helper.open(&request).expect("the request is opened");
    let asked = helper.remote.asked.clone().expect("asked");
    let mut cheat = roller.clone();
    cheat.remote.rolling = None;
    let other = (0..cheat.game.legal_count()).find(|&i| i != asked.index as usize).expect("another action");
    cheat.game.play_index(other).expect("legal");
    let mut rng = Rng::new(1);
    let link = cheat.play_turn(&mut rng);
    let after = helper.open(&link).expect("answered, not ignored");
    assert_eq!(after.remote.forfeit, Some(at as u8), "the roller forfeits");
    assert_eq!(after.game.action_indices(), helper.game.action_indices(), "nothing taken from the link");
}

// ------------------------------------------------------------------------- a hostile friend

/// A link's field as JSON (the commitments `k`, the reveals `e`).
fn json_of(link: &str, key: &str) -> serde_json::Value {
    let text = castellan::core::codec::from_base64url(field(link, key).expect("field")).expect("base64url");
    serde_json::from_slice(&text).expect("json")
}

fn with_json(link: &str, key: &str, value: &serde_json::Value) -> String {
    let text = castellan::core::codec::to_base64url(value.to_string().as_bytes());
    if field(link, key).is_some() {
        forge(link, key, &text)
    } else {
        let body = link.split("&c=").next().expect("body");
        let body = format!("{body}&{key}={text}");
        format!("{body}&c={}", castellan::share::checksum(&body))
    }
}

#[test]
fn a_device_opening_its_own_link_is_told_so_and_nothing_changes() {
    for (kind, options, _) in offered_variants().into_iter().filter(|v| v.2 == 2) {
        let (a, b, links) = two_devices(kind, &options, 8);
        // B's own last link, opened again on B (its friend's device was meant to open it).
        let mut b2 = b.clone();
        let own = b2.play_turn(&mut Rng::new(3));
        assert_eq!(b2.open(&own).err(), Some(RemoteError::OwnLink), "{kind:?}");
        // And A opening the link it sent to B (with dice: the head check no longer runs first,
        // so nobody forfeits).
        assert_eq!(a.open(&links[2]).err(), Some(RemoteError::OwnLink), "{kind:?}");
        assert!(a.remote.forfeit.is_none());
    }
}

#[test]
fn a_commitment_is_taken_only_from_its_senders_own_new_run() {
    let (a, b, _) = fortaleza_until_reveal(2);
    // A's battle link, forged with a made-up commitment on B's own seat (over B's deployment):
    // refused, and B does not record its own forfeit.
    let mut a2 = a.clone();
    let link = a2.remote.outgoing(&a2.game, &a2.seats).expect("a link");
    let fake = serde_json::json!([{ "seat": 1, "start": b.remote.synced.saturating_sub(2), "len": 1, "hash": "AAAA" }]);
    let forged = with_json(&link, "k", &fake);
    let refused = b.open(&forged).err();
    assert!(matches!(refused, Some(RemoteError::BadCommitment | RemoteError::Rewritten)), "{refused:?}");
    // The first link of a new game with a commitment over a run its sender did not play.
    let mut rng = Rng::new(9);
    let mut c = create(GameKind::Fortaleza, r#"{"players":2}"#, &[PlayerKind::Human, PlayerKind::Remote]);
    let first = c.play_turn(&mut rng);
    let mut commitments = json_of(&first, "k");
    commitments[0]["seat"] = serde_json::json!(1);
    assert_eq!(join(&with_json(&first, "k", &commitments), 44, "Dee").err(), Some(RemoteError::BadCommitment));
    // Two open commitments for one seat, and more than a link can hold.
    let doubled = serde_json::json!([commitments[0].clone(), commitments[0].clone()]);
    assert!(join(&with_json(&first, "k", &doubled), 44, "Dee").is_err());
    let many: Vec<serde_json::Value> = (0..5).map(|_| json_of(&first, "k")[0].clone()).collect();
    assert!(matches!(
        remote::decode(&with_json(&first, "k", &serde_json::Value::Array(many))),
        Err(RemoteError::Link(_))
    ));
}

#[test]
fn numbers_from_a_link_never_overflow() {
    let (_, b, reveal) = fortaleza_until_reveal(5);
    for (start, len) in [(u32::MAX, 1), (1, u32::MAX), (u32::MAX, u32::MAX)] {
        let k = serde_json::json!([{ "seat": 0, "start": start, "len": len, "hash": "AAAA" }]);
        assert!(b.open(&with_json(&reveal, "k", &k)).is_err(), "commitment {start}+{len}");
        let e = serde_json::json!([{ "seat": 0, "start": start, "len": len, "salt": "AAAA" }]);
        assert!(b.open(&with_json(&reveal, "e", &e)).is_err(), "reveal {start}+{len}");
    }
    // A reveal at the commitment's own start with a length past the end of the moves.
    let start = b.remote.commitments[0].start;
    for len in [u32::MAX, u32::MAX - start] {
        let e = serde_json::json!([{ "seat": 0, "start": start, "len": len, "salt": "AAAA" }]);
        assert!(b.open(&with_json(&reveal, "e", &e)).is_err(), "reveal {start}+{len}");
    }
}

#[test]
fn a_commitment_kept_closed_once_nothing_is_hidden_forfeits_its_sender_only() {
    let (a, b, _) = fortaleza_until_reveal(6);
    // A cheat plays the battle on its stand-in (its real army never shown) and so never
    // reveals: its link starts the battle from the stand-in and makes a first move there.
    let mut fake = a.clone();
    fake.remote.secrets.clear();
    let mut g = b.game.clone();
    g.play_index(b.remote.pending.expect("B's end of deployment") as usize).expect("legal on the stand-in");
    assert!(!g.has_hidden_information(), "the battle has begun");
    g.play_index(0).expect("a first move");
    fake.game = g;
    let closed = fake.remote.outgoing(&fake.game, &fake.seats).expect("a link");
    let after = b.open(&closed).expect("answered");
    assert_eq!(after.remote.forfeit, Some(0), "the seat that would not reveal forfeits");
}

#[test]
fn with_three_or_four_devices_a_link_brings_only_its_senders_moves() {
    // (A game with dice is played between two devices.)
    for (kind, options, players) in offered_variants().into_iter().filter(|v| v.2 >= 3 && v.0 != GameKind::Torri) {
        let mut rng = Rng::new(21);
        let kinds: Vec<PlayerKind> =
            (0..players).map(|i| if i == 0 { PlayerKind::Human } else { PlayerKind::Remote }).collect();
        let mut devices = vec![create(kind, &options, &kinds)];
        // Until every seat has its device.
        let mut guard = 0;
        while devices.len() < players {
            guard += 1;
            assert!(guard < 50);
            let at = devices.iter().position(|d| d.remote.may_act(&d.game)).unwrap_or_else(|| {
                panic!(
                    "{kind:?} {players}: nobody to move: {:?}",
                    devices
                        .iter()
                        .map(|d| (d.remote.me, d.remote.owners.clone(), d.game.to_move()))
                        .collect::<Vec<_>>()
                )
            });
            let link = devices[at].play_turn(&mut rng);
            for (i, d) in devices.iter_mut().enumerate() {
                if i != at {
                    *d = d.open(&link).expect("opens");
                }
            }
            let to_move = devices[at].game.to_move().expect("goes on");
            if !devices.iter().any(|d| d.remote.owns(to_move)) {
                let me = 200 + devices.len() as u64;
                devices.push(join(&link, me, "Friend").expect("joins"));
            }
        }
        // The device to move plays, and a third device forges a link with that move as its own.
        let at = devices.iter().position(|d| d.remote.may_act(&d.game)).unwrap_or_else(|| {
            panic!(
                "{kind:?} {players}: nobody to move: {:?}",
                devices.iter().map(|d| (d.remote.me, d.remote.owners.clone(), d.game.to_move())).collect::<Vec<_>>()
            )
        });
        let forger = (at + 1) % players;
        let victim = (at + 2) % players;
        let mut mover = devices[at].clone();
        let _ = mover.play_turn(&mut rng);
        let mut impostor = mover.clone();
        impostor.remote.me = devices[forger].remote.me;
        let forged = impostor.remote.outgoing(&impostor.game, &impostor.seats).expect("a link");
        let seat = devices[at].game.to_move().expect("a seat");
        assert_eq!(
            devices[victim].open(&forged).err(),
            Some(RemoteError::ForeignMoves { seat }),
            "{kind:?} {players}: moves for a third device's seat"
        );
    }
}

#[test]
fn a_link_that_cannot_hide_its_senders_moves_is_not_written() {
    let mut rng = Rng::new(4);
    let mut a = create(GameKind::Fortaleza, r#"{"players":2}"#, &[PlayerKind::Human, PlayerKind::Remote]);
    let _ = a.play_turn(&mut rng);
    assert_eq!(a.remote.secrets.len(), 1, "the deployment is committed");
    // Its stand-in lost (a damaged record): no link rather than the deployment in the clear.
    let mut damaged = a.clone();
    damaged.remote.secrets[0].stand_in = vec![9999; 3];
    assert_eq!(damaged.remote.outgoing(&damaged.game, &damaged.seats).err(), Some(RemoteError::CannotHide));
    damaged.remote.secrets[0].start = u32::MAX;
    assert_eq!(damaged.remote.outgoing(&damaged.game, &damaged.seats).err(), Some(RemoteError::CannotHide));
}
