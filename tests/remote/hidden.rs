//! Hidden information by link (Fortaleza's blind deployments): both deployments travel as
//! stand-ins and commitments, whatever each device received; the first player reveals once the
//! second holds his end of deployment, the second once he has checked that and started the
//! battle; a reveal that does not hold, or one kept back once nothing is hidden, forfeits its
//! sender only; a commitment is taken only from its sender's own new run; a link that cannot
//! keep hidden moves hidden is not written.

use super::devices::{create, field, forge, join, json_of, open_mangled, with_json, Device};
use castellan::core::codec::{from_base64url, to_base64url};
use castellan::core::Rng;
use castellan::registry::{AnyMatch, AnyOptions, GameKind};
use castellan::remote::{self, RemoteError};
use castellan::session::PlayerKind;

const FORTALEZA: &str = r#"{"players":2}"#;

fn fortaleza_options() -> AnyOptions {
    AnyOptions::from_json(GameKind::Fortaleza, FORTALEZA).expect("options JSON")
}

/// A Fortaleza game by link through both deployments, with each device as it was just after
/// writing its link (A plays seat 0, B seat 1):
/// 1. `a1` deploys: `links[0]` carries its stand-in and commitment;
/// 2. `b2` joins, deploys and holds its end of deployment: `links[1]` carries its stand-in,
///    commitment and held end;
/// 3. `a3` opens that and reveals at once: `links[2]`;
/// 4. `b4` opens that, checks it, starts the battle and reveals at once: `links[3]`;
/// 5. `a5` opens that: the battle is on, A to move, both devices holding the same game.
pub struct Deployments {
    pub links: Vec<String>,
    pub a1: Device,
    pub b2: Device,
    pub a3: Device,
    pub b4: Device,
    pub a5: Device,
}

pub fn fortaleza_deployments(seed: u64) -> Deployments {
    let mut rng = Rng::new(seed);
    let mut a1 = create(GameKind::Fortaleza, FORTALEZA, &[PlayerKind::Human, PlayerKind::Remote]);
    let l1 = a1.play_turn(&mut rng);
    assert!(field(&l1, "k").is_some() && field(&l1, "e").is_none(), "the first deployment is committed");
    let mut b2 = join(&l1, 22, "Bea").expect("joins");
    assert_eq!(b2.remote.commitments.len(), 1);
    assert_ne!(b2.game.action_indices(), a1.game.action_indices(), "the other device holds only the stand-in");
    // Seat 1 sees the same board as in the real game: the stand-in hides nothing it may see.
    assert_eq!(
        b2.game.position_text_for(Some(1)),
        a1.game.position_text_for(Some(1)),
        "the stand-in shows seat 1 exactly what the real deployment shows it"
    );
    let l2 = b2.play_turn(&mut rng);
    // The second deployment is committed as the first was, though a commitment is open; its end,
    // which starts the battle on the hidden armies, is held and goes with the link.
    assert!(field(&l2, "k").is_some() && field(&l2, "e").is_none(), "the second deployment is committed");
    assert_eq!(field(&l2, "q"), Some("1"));
    assert_eq!(b2.remote.secrets.len(), 1);
    assert!(b2.remote.pending.is_some() && !b2.remote.may_act(&b2.game));
    let mut a3 = a1.open(&l2).expect("A opens B's deployment");
    assert_eq!(a3.remote.commitments.len(), 1, "B's deployment is committed");
    assert!(a3.game.has_hidden_information(), "A cannot start the battle: it holds B's stand-in");
    assert!(a3.remote.reply_owed && !a3.remote.may_act(&a3.game), "A owes its reveal at once");
    let l3 = a3.send(&mut rng);
    assert!(field(&l3, "e").is_some() && field(&l3, "k").is_none() && field(&l3, "q").is_none());
    let mut b4 = b2.open(&l3).expect("B opens A's reveal");
    assert!(b4.remote.commitments.is_empty() && b4.remote.pending.is_none() && b4.remote.forfeit.is_none());
    assert!(!b4.game.has_hidden_information(), "B played its held end: the battle has begun");
    assert!(b4.remote.reply_owed && !b4.remote.may_act(&b4.game), "B owes its reveal at once");
    let l4 = b4.send(&mut rng);
    assert!(field(&l4, "e").is_some() && field(&l4, "k").is_none() && field(&l4, "q").is_none());
    let a5 = a3.open(&l4).expect("A opens B's reveal");
    assert_eq!(a5.game.action_indices(), b4.game.action_indices(), "both devices now hold the real game");
    assert!(a5.remote.may_act(&a5.game) && !a5.remote.reply_owed && a5.remote.forfeit.is_none());
    assert!(a5.remote.commitments.is_empty() && a5.remote.peer_pending.is_none());
    Deployments { links: vec![l1, l2, l3, l4], a1, b2, a3, b4, a5 }
}

/// The real run of `device`'s one hidden run in `game`'s history, and its stand-in: A's run
/// starts the game, B's follows A's.
fn runs(d: &Deployments) -> (Vec<u32>, Vec<u32>, Vec<u32>, Vec<u32>) {
    let real = d.a5.game.action_indices();
    let (a, b) = (&d.a1.remote.secrets[0], &d.b2.remote.secrets[0]);
    let (na, nb) = (a.len as usize, b.len as usize);
    (real[..na].to_vec(), a.stand_in.clone(), real[na..na + nb].to_vec(), b.stand_in.clone())
}

fn holds_run(actions: &[u32], run: &[u32]) -> bool {
    actions.windows(run.len()).any(|w| w == run)
}

#[test]
fn both_blind_deployments_are_committed_then_revealed_and_checked() {
    for seed in 1..=5 {
        let d = fortaleza_deployments(seed);
        assert_eq!(d.a5.remote.revealed.len(), 1, "A holds B's run as revealed");
        assert_eq!(d.b4.remote.revealed.len(), 1, "B holds A's run as revealed");
        // What A saw of B's army before the battle is what B's real deployment showed it.
        let battle = d.a5.game.ply() - 1;
        let real = d.a5.game.action_indices();
        let before = AnyMatch::from_indices(&fortaleza_options(), 7, 1, &real[..battle]).expect("replays");
        assert_eq!(d.a3.game.position_text_for(Some(0)), before.position_text_for(Some(0)), "seed {seed}");
    }
}

#[test]
fn the_second_deployment_never_travels_in_the_clear_before_the_battle() {
    let mut checked = 0;
    for seed in 1..=8 {
        let d = fortaleza_deployments(seed);
        let (a_real, a_stand_in, b_real, b_stand_in) = runs(&d);
        if b_real == b_stand_in {
            // B placed one unit, the very one its stand-in shows: nothing to tell apart.
            continue;
        }
        checked += 1;
        let a_len = a_real.len();
        for (i, link) in d.links[..3].iter().enumerate() {
            // Every link written before the battle began: B's run is its stand-in there, and
            // its real run is nowhere in it.
            let actions = remote::decode(link).expect("decodes").actions;
            assert!(!holds_run(&actions, &b_real), "seed {seed}: link {} shows B's deployment", i + 1);
            if i > 0 {
                let at = if i == 1 { a_stand_in.len() } else { a_len };
                let shown = actions.get(at..at + b_stand_in.len());
                assert_eq!(shown, Some(&b_stand_in[..]), "seed {seed}: link {}", i + 1);
            }
            // A's run is shown only once B's is fixed (A's reveal, the third link).
            if i < 2 && a_real != a_stand_in {
                assert!(!holds_run(&actions, &a_real), "seed {seed}: link {} shows A's deployment", i + 1);
            }
        }
        // Once the battle has begun, both are shown.
        let last = remote::decode(&d.links[3]).expect("decodes").actions;
        assert_eq!(last[..a_len + b_real.len()], [a_real, b_real].concat(), "seed {seed}");
    }
    assert!(checked >= 5, "too few games placed more than one unit ({checked})");
}

/// The link with its first reveal's salt replaced: the hash no longer matches.
fn with_forged_salt(link: &str) -> String {
    let json = String::from_utf8(from_base64url(field(link, "e").expect("reveal")).expect("b64")).expect("text");
    let mut reveals: Vec<remote::Reveal> = serde_json::from_str(&json).expect("json");
    reveals[0].salt = to_base64url(&[0u8; 16]);
    forge(link, "e", &to_base64url(serde_json::to_string(&reveals).expect("json").as_bytes()))
}

#[test]
fn a_forged_reveal_forfeits_its_sender_only() {
    let d = fortaleza_deployments(3);
    // A's reveal forged: B records A's forfeit, takes nothing of the link, and plays nothing.
    let after = d.b2.open(&with_forged_salt(&d.links[2])).expect("a forged reveal is answered, not ignored");
    assert_eq!(after.remote.forfeit, Some(0), "the seat that committed forfeits");
    assert_eq!(after.game.action_indices(), d.b2.game.action_indices(), "nothing of the forged game is taken");
    assert!(!after.remote.may_act(&after.game) && !after.remote.waiting(&after.game) && !after.remote.reply_owed);
    // B's reveal forged: A records B's forfeit.
    let after = d.a3.open(&with_forged_salt(&d.links[3])).expect("answered, not ignored");
    assert_eq!(after.remote.forfeit, Some(1), "the seat that committed forfeits");
    assert_eq!(after.game.action_indices(), d.a3.game.action_indices(), "nothing of the forged game is taken");
    // A link that names the receiver's own run as revealed is not a reveal of it: refused, and
    // nobody forfeits (a device never records its own player's forfeit).
    let (a_real, _, b_real, _) = runs(&d);
    let theirs = serde_json::json!([{ "seat": 1, "start": a_real.len(), "len": b_real.len(), "salt": "AAAA" }]);
    let refused = d.b2.open(&with_json(&d.links[2], "e", &theirs)).err();
    assert_eq!(refused, Some(RemoteError::Rewritten));
}

#[test]
fn a_deployment_changed_after_the_commitment_forfeits_the_game() {
    // The cheater reveals another deployment with its own salt: the hash binds the actions too.
    let d = fortaleza_deployments(4);
    let (a_real, _, b_real, _) = runs(&d);
    // `device`'s list with one action of `run` (plies `from..to`) changed to its neighbour in
    // the legal list, where that still replays to a game as long with the same seat to move.
    let changed = |device: &Device, from: usize, to: usize| {
        let real = device.game.action_indices();
        let options = device.game.options();
        (from + 1..to)
            .flat_map(|i| [(i, real[i].wrapping_sub(1)), (i, real[i] + 1)])
            .find_map(|(i, v)| {
                let mut indices = real.clone();
                indices[i] = v;
                AnyMatch::from_indices(&options, 7, 1, &indices)
                    .ok()
                    .filter(|g| g.ply() == real.len() && g.to_move() == device.game.to_move())
            })
            .expect("some other deployment replays")
    };
    let mut cheat = d.a3.clone();
    cheat.game = changed(&d.a3, 0, a_real.len());
    let link = cheat.remote.outgoing(&cheat.game, &cheat.seats).expect("a link");
    assert_eq!(d.b2.open(&link).expect("the reveal is answered").remote.forfeit, Some(0), "A forfeits");
    let mut cheat = d.b4.clone();
    cheat.game = changed(&d.b4, a_real.len(), a_real.len() + b_real.len());
    let link = cheat.remote.outgoing(&cheat.game, &cheat.seats).expect("a link");
    assert_eq!(d.a3.open(&link).expect("the reveal is answered").remote.forfeit, Some(1), "B forfeits");
}

#[test]
fn a_commitment_is_taken_only_from_its_senders_own_new_run() {
    let d = fortaleza_deployments(2);
    // A's reveal, forged with a made-up commitment on B's own seat (over B's deployment):
    // refused, and B does not record its own forfeit.
    let a_len = d.a1.remote.secrets[0].len;
    let fake = serde_json::json!([{ "seat": 1, "start": a_len, "len": 1, "hash": "AAAA" }]);
    let refused = d.b2.open(&with_json(&d.links[2], "k", &fake)).err();
    assert!(matches!(refused, Some(RemoteError::BadCommitment | RemoteError::Rewritten)), "{refused:?}");
    // B's deployment with its commitment moved onto A's seat and run.
    let mut commitments = json_of(&d.links[1], "k");
    commitments[0]["seat"] = serde_json::json!(0);
    commitments[0]["start"] = serde_json::json!(0);
    assert_eq!(d.a1.open(&with_json(&d.links[1], "k", &commitments)).err(), Some(RemoteError::BadCommitment));
    // The first link of a new game with a commitment over a run its sender did not play.
    let first = &d.links[0];
    let mut commitments = json_of(first, "k");
    commitments[0]["seat"] = serde_json::json!(1);
    assert_eq!(join(&with_json(first, "k", &commitments), 44, "Dee").err(), Some(RemoteError::BadCommitment));
    // Two open commitments for one seat, and more than a link can hold.
    let doubled = serde_json::json!([commitments[0].clone(), commitments[0].clone()]);
    assert!(join(&with_json(first, "k", &doubled), 44, "Dee").is_err());
    let many: Vec<serde_json::Value> = (0..5).map(|_| json_of(first, "k")[0].clone()).collect();
    assert!(matches!(
        remote::decode(&with_json(first, "k", &serde_json::Value::Array(many))),
        Err(RemoteError::Link(_))
    ));
}

#[test]
fn numbers_from_a_link_never_overflow() {
    let d = fortaleza_deployments(5);
    let (b, reveal) = (&d.b2, &d.links[2]);
    for (start, len) in [(u32::MAX, 1), (1, u32::MAX), (u32::MAX, u32::MAX)] {
        let k = serde_json::json!([{ "seat": 0, "start": start, "len": len, "hash": "AAAA" }]);
        assert!(b.open(&with_json(reveal, "k", &k)).is_err(), "commitment {start}+{len}");
        let e = serde_json::json!([{ "seat": 0, "start": start, "len": len, "salt": "AAAA" }]);
        assert!(b.open(&with_json(reveal, "e", &e)).is_err(), "reveal {start}+{len}");
    }
    // A reveal at the commitment's own start with a length past the end of the moves.
    let start = b.remote.commitments[0].start;
    for len in [u32::MAX, u32::MAX - start] {
        let e = serde_json::json!([{ "seat": 0, "start": start, "len": len, "salt": "AAAA" }]);
        assert!(b.open(&with_json(reveal, "e", &e)).is_err(), "reveal {start}+{len}");
    }
}

#[test]
fn a_commitment_kept_closed_once_nothing_is_hidden_forfeits_its_sender_only() {
    let d = fortaleza_deployments(6);
    let (a_real, a_stand_in, b_real, b_stand_in) = runs(&d);
    // B starts the battle on its stand-in (its real army never shown) and so never reveals.
    let mut fake = d.b4.clone();
    fake.remote.secrets.clear();
    let end = d.b2.remote.pending.expect("B's end of deployment");
    let indices = [a_real.clone(), b_stand_in.clone(), vec![end]].concat();
    fake.game = AnyMatch::from_indices(&fortaleza_options(), 7, 1, &indices).expect("legal on the stand-in");
    assert!(!fake.game.has_hidden_information(), "the battle has begun");
    let closed = fake.remote.outgoing(&fake.game, &fake.seats).expect("a link");
    let after = d.a3.open(&closed).expect("answered");
    assert_eq!(after.remote.forfeit, Some(1), "the seat that would not reveal forfeits");
    // B plays something else than the end it held, having seen A's army: it forfeits too.
    let mut other = d.b4.clone();
    let mut indices = [a_real.clone(), b_real].concat();
    let game = AnyMatch::from_indices(&fortaleza_options(), 7, 1, &indices).expect("replays");
    if let Some(i) = (0..game.legal_count() as u32).find(|&i| i != end) {
        indices.push(i);
        other.game = AnyMatch::from_indices(&fortaleza_options(), 7, 1, &indices).expect("legal");
        let link = other.remote.outgoing(&other.game, &other.seats).expect("a link");
        assert_eq!(d.a3.open(&link).expect("answered").remote.forfeit, Some(1), "another action than the held one");
    }
    // A that never reveals (its link shows its stand-in still) changes nothing on B: B keeps
    // holding its end, and the game waits.
    let mut silent = d.a3.clone();
    silent.remote.secrets.clear();
    let stand_ins = [a_stand_in, b_stand_in].concat();
    silent.game = AnyMatch::from_indices(&fortaleza_options(), 7, 1, &stand_ins).expect("replays");
    let link = silent.remote.outgoing(&silent.game, &silent.seats).expect("a link");
    assert_eq!(d.b2.open(&link).err(), Some(RemoteError::NothingNew));
}

#[test]
fn mangled_links_are_refused_and_never_panic() {
    // Every link of a Fortaleza game by link up to the battle (commitments, a held move,
    // reveals), each cut short and with single characters changed, opened by a new device and by
    // both devices: a typed error or a game, never a panic.
    let d = fortaleza_deployments(41);
    open_mangled(&d.links, 3, &d.a3, &d.b2);
}

#[test]
fn a_link_that_cannot_hide_its_senders_moves_is_not_written() {
    let d = fortaleza_deployments(4);
    for device in [&d.a1, &d.b2] {
        assert_eq!(device.remote.secrets.len(), 1, "the deployment is committed");
        // Its stand-in lost (a damaged record): no link rather than the deployment in the clear.
        let mut damaged = device.clone();
        damaged.remote.secrets[0].stand_in = vec![9999; 3];
        assert_eq!(damaged.remote.outgoing(&damaged.game, &damaged.seats).err(), Some(RemoteError::CannotHide));
        damaged.remote.secrets[0].start = u32::MAX;
        assert_eq!(damaged.remote.outgoing(&damaged.game, &damaged.seats).err(), Some(RemoteError::CannotHide));
    }
    // A second hidden run while the first is still open cannot be committed.
    let mut twice = d.b2.clone();
    twice.remote.secrets[0].len -= 1;
    assert_eq!(twice.remote.commit_if_hidden(&twice.game, [1; 16]).err(), Some(RemoteError::CannotHide));
}

#[test]
fn the_device_that_sets_the_game_up_may_deploy_second() {
    // The friend plays the first seat: the first link holds no move, and the device that set
    // the game up commits the second deployment and holds its end.
    for seed in 1..=3 {
        let mut rng = Rng::new(seed);
        let mut host = create(GameKind::Fortaleza, FORTALEZA, &[PlayerKind::Remote, PlayerKind::Human]);
        let invitation = host.play_turn(&mut rng);
        let mut devices = [host, join(&invitation, 22, "Bea").expect("joins")];
        let mut at = 1;
        for _ in 0..5_000 {
            let link = devices[at].play_turn(&mut rng);
            let other = 1 - at;
            devices[other] = devices[other].open(&link).expect("opens");
            if devices[at].game.outcome().is_some() {
                break;
            }
            let next = &devices[other];
            assert!(next.remote.may_act(&next.game) || next.remote.reply_owed, "seed {seed}: the game goes on");
            at = other;
        }
        let [host, friend] = &devices;
        assert!(host.game.outcome().is_some(), "seed {seed}: the game ends");
        assert_eq!(host.game.action_indices(), friend.game.action_indices(), "seed {seed}");
        assert!(host.remote.forfeit.is_none() && friend.remote.forfeit.is_none());
        assert_eq!((host.remote.secrets[0].seat, friend.remote.secrets[0].seat), (1, 0));
    }
}
