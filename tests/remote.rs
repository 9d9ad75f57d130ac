//! Play a friend by link (`castellan::remote`): whole games passed between simulated devices
//! for every game and variant offered by link, and every refusal: a forged reveal, a rewritten
//! history, an old link opened again, moves for a seat made on the wrong device, another game
//! with the same id, a seat already taken.

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

/// The device that sets the game up: `kinds` as its dialog had them (`Remote` for a friend).
fn create(kind: GameKind, options: &str, kinds: &[PlayerKind]) -> Device {
    let seats: Vec<SeatSetup> = kinds.iter().enumerate().map(|(i, &k)| seat(&format!("P{}", i + 1), k)).collect();
    let game = AnyMatch::new(kind, options, 7).expect("options");
    Device { remote: Remote::new(0xC0FFEE, 11, &seats), seats, game }
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
            self.game.play_index(index).expect("a legal move");
        }
        let salt: [u8; 16] = std::array::from_fn(|i| (rng.below(256) as u8) ^ i as u8);
        self.remote.commit_if_hidden(&self.game, salt);
        self.remote.outgoing(&self.game, &self.seats)
    }

    fn open(&self, link: &str) -> Result<Device, RemoteError> {
        let link = remote::decode(link)?;
        let (remote, seats, received) = self.remote.receive(&self.game, &self.seats, &link)?;
        Ok(Device { remote, seats, game: received.game })
    }
}

fn join(link: &str, me: u64, name: &str) -> Result<Device, RemoteError> {
    let link = remote::decode(link)?;
    let (remote, seats, game) = Remote::join(&link, me, name)?;
    Ok(Device { remote, seats, game })
}

/// Plays a whole game between devices (seat `i` on device `owner_of[i]`), passing links; checks
/// at every step that each device holds the same public history, and at the end the same game.
/// Returns the devices and the longest link.
fn play_by_link(kind: GameKind, options: &str, players: usize, seed: u64) -> (Vec<Device>, usize) {
    let mut rng = Rng::new(seed);
    let kinds: Vec<PlayerKind> =
        (0..players).map(|i| if i == 0 { PlayerKind::Human } else { PlayerKind::Remote }).collect();
    let mut devices: Vec<Option<Device>> = vec![Some(create(kind, options, &kinds))];
    devices.resize(players, None);
    let mut at = 0usize;
    let mut longest = 0;
    for _ in 0..5_000 {
        let link = devices[at].as_mut().expect("device").play_turn(&mut rng);
        longest = longest.max(link.len());
        let current = devices[at].as_ref().expect("device");
        if current.game.outcome().is_some() && current.remote.pending.is_none() {
            // The last link shows the end to everyone.
            for (i, d) in devices.iter_mut().enumerate() {
                if i != at {
                    if let Some(d) = d {
                        *d = d.open(&link).unwrap_or_else(|e| panic!("{kind:?}: final link refused: {e}"));
                    }
                }
            }
            break;
        }
        // The seat to move now (or the device that must play the pending move) opens it.
        let probe = remote::decode(&link).expect("own link decodes");
        let to_move = probe.replay(&probe.actions).expect("replays").to_move().expect("game goes on");
        let next = to_move as usize;
        devices[next] = Some(match devices[next].take() {
            None => join(&link, 100 + next as u64, &format!("Friend {next}")).expect("first link joins"),
            Some(d) => d.open(&link).unwrap_or_else(|e| panic!("{kind:?}: link refused: {e}")),
        });
        at = next;
    }
    let devices: Vec<Device> = devices.into_iter().map(|d| d.expect("every seat played")).collect();
    (devices, longest)
}

fn offered_variants() -> Vec<(GameKind, String, usize)> {
    vec![
        (GameKind::Voldetour, r#"{"players":2}"#.into(), 2),
        (GameKind::Voldetour, r#"{"players":4}"#.into(), 4),
        (GameKind::Torres, r#"{"players":2,"cards":"Off","master":false,"master_card":null}"#.into(), 2),
        (GameKind::Torres, r#"{"players":4,"cards":"Off","master":false,"master_card":null}"#.into(), 4),
        (GameKind::Fortaleza, r#"{"players":2}"#.into(), 2),
    ]
}

#[test]
fn whole_games_by_link_end_the_same_on_every_device() {
    for (kind, options, players) in offered_variants() {
        for seed in 1..=3 {
            let (devices, _) = play_by_link(kind, &options, players, seed);
            let end = devices[0].game.action_indices();
            assert!(devices[0].game.outcome().is_some(), "{kind:?} seed {seed}: the game ends");
            for d in &devices {
                assert_eq!(d.game.action_indices(), end, "{kind:?} seed {seed}: same history everywhere");
                assert!(d.remote.forfeit.is_none());
                // Each device plays exactly one seat here, as a human, and sees the others as remote.
                assert_eq!(d.seats.iter().filter(|s| s.kind == PlayerKind::Human).count(), 1);
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
        let mut lengths: Vec<(usize, usize)> = (1..=20)
            .map(|seed| {
                let (d, longest) = play_by_link(kind, &options, players, 1000 + seed);
                (longest, d[0].game.ply())
            })
            .collect();
        lengths.sort();
        let median = lengths[10];
        let max = lengths[19];
        println!(
            "{kind:?}: longest link median {} chars ({} moves), max {} chars ({} moves)",
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
    let link = cheat.remote.outgoing(&cheat.game, &cheat.seats);
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
    for (kind, options, _) in offered_variants().into_iter().filter(|v| v.2 == 2) {
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
        let l_impostor = impostor.remote.outgoing(&impostor.game, &impostor.seats);
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
fn dice_and_card_games_are_not_offered_by_link() {
    for (kind, options) in [
        (GameKind::Torri, r#"{"players":2}"#),
        (GameKind::Torres, r#"{"players":2,"cards":"PersonalDeck","master":false,"master_card":null}"#),
        (GameKind::Torres, r#"{"players":2,"cards":"CommonDeck","master":false,"master_card":null}"#),
    ] {
        let game = AnyMatch::new(kind, options, 1).expect("options");
        assert!(game.link_play_limit().is_some(), "{kind:?} {options}");
        // Even a hand-made link of one is refused.
        let seats = vec![seat("A", PlayerKind::Human), seat("B", PlayerKind::Remote)];
        let mut remote = Remote::new(1, 2, &seats);
        let link = remote.outgoing(&game, &seats);
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
    for link in [&first, &second, &third] {
        let body = link.split("&c=").next().expect("body");
        for i in (0..body.len()).step_by(3) {
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
