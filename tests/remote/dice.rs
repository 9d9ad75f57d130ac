//! Dice by link (Torri): every roll from both devices' shares, a roll chosen freely costs a link
//! there and back, and a forged share, a changed head, a roll without its shares or a roll asked
//! for and then not played are refused or forfeit the game.

use super::devices::{create, dice_variants, field, forge, join, open_mangled, play_by_link, Device};
use castellan::core::Rng;
use castellan::registry::{AnyMatch, GameKind};
use castellan::remote::{self, RemoteError};
use castellan::session::PlayerKind;

/// Two devices playing Torri by link until `stop` says so about the link just written by a
/// device (that device, the link, and the other device before opening it); returns the
/// writer's index, the link and both devices.
pub fn torri_until(
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
        let (opts, seed, rules) = (d.game.options(), d.game.seed(), d.game.rules_version());
        let indices = d.game.action_indices();
        let settled = AnyMatch::from_indices_settled(&opts, seed, rules, &indices, d.remote.known_seeds())
            .expect("replays with the shares");
        assert_eq!(settled.position_text(), d.game.position_text());
        // ... and not what the game's seed (which the link shows) would have rolled.
        let by_seed = AnyMatch::from_indices(&opts, seed, rules, &indices);
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
    assert!(helper.remote.reply_owed, "the share is sent back at once");
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
