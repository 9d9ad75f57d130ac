//! Simulated devices of a game by link, as the screens will drive `castellan::remote` (module
//! docs of `remote`, "A device's turn"), and the tools a hostile friend uses on a link.

use castellan::core::Rng;
use castellan::registry::AnyOptions;
use castellan::registry::{AnyMatch, GameKind};
use castellan::remote::{self, Remote, RemoteError};
use castellan::session::{PlayerKind, SeatSetup};

/// One device's copy of a game by link.
#[derive(Clone)]
pub struct Device {
    pub remote: Remote,
    pub seats: Vec<SeatSetup>,
    pub game: AnyMatch,
}

pub fn seat(name: &str, kind: PlayerKind) -> SeatSetup {
    SeatSetup { name: name.into(), kind }
}

/// A device's chain secret for a game with dice (the browser's random bytes in the app).
pub fn chain_secret(me: u64) -> Option<[u8; 32]> {
    Some(std::array::from_fn(|i| (me as u8).wrapping_mul(31).wrapping_add(i as u8)))
}

/// A device's secret for its bots and hints (the browser's random bytes in the app).
pub fn bot_secret(me: u64) -> [u8; 32] {
    std::array::from_fn(|i| (me as u8).wrapping_mul(17).wrapping_add(3 * i as u8))
}

/// The device that sets the game up: `kinds` as its dialog had them (`Remote` for a friend).
pub fn create(kind: GameKind, options: &str, kinds: &[PlayerKind]) -> Device {
    let seats: Vec<SeatSetup> = kinds.iter().enumerate().map(|(i, &k)| seat(&format!("P{}", i + 1), k)).collect();
    let mut game = AnyMatch::new(&AnyOptions::from_json(kind, options).expect("options JSON"), 7).expect("options");
    let secret = if game.has_chance() { chain_secret(11) } else { None };
    let mut remote = Remote::new(0xC0FFEE, 11, &seats, secret).with_bot_secret(bot_secret(11));
    if game.has_chance() {
        game.settle_chance(remote.known_seeds());
    }
    if game.has_secret_decks() {
        remote = remote.with_secret_decks(chain_secret(11).expect("a secret"));
        game.deal_secret_decks(&remote.deck_seeds().expect("decks")).expect("dealt");
    }
    Device { remote, seats, game }
}

impl Device {
    /// Plays random legal moves while this device may act; holds a move the protocol says only
    /// the other device can play. Returns the link to send once the turn has passed.
    pub fn play_turn(&mut self, rng: &mut Rng) -> String {
        let mut guard = 0;
        while self.remote.may_act(&self.game) {
            guard += 1;
            assert!(guard < 10_000, "a turn that never ends");
            let count = self.game.legal_count();
            // With secret decks, take a card every other time it can be: random play alone
            // rarely does.
            let draw = (0..count).find(|&i| self.game.index_draws_secret(i));
            let index = match draw {
                Some(i) if rng.below(2) == 0 => i,
                _ => rng.below(count as u32) as usize,
            };
            if self.remote.must_hold(&self.game, index) {
                self.remote.pending = Some(index as u32);
                break;
            }
            if !self.remote.before_play(&mut self.game, index) {
                // A roll that waits for the other device's share: nobody can know it yet. (Or a
                // card that waits for the other device's gift: this device's decks are not dealt.)
                let k = self.game.chance_count();
                assert!(self.remote.seeds(k + 1).is_none());
                assert!(self.remote.deck_seeds().is_none_or(|seeds| seeds.iter().all(Option::is_none)));
                break;
            }
            self.game.play_index(index).expect("a legal move");
        }
        self.send(rng)
    }

    /// Commits what it hides and writes its link (what a device does once it may not act, or at
    /// once after opening a link that asks for a reply).
    pub fn send(&mut self, rng: &mut Rng) -> String {
        let salt: [u8; 16] = std::array::from_fn(|i| (rng.below(256) as u8) ^ i as u8);
        self.remote.commit_if_hidden(&self.game, salt).expect("a commitment");
        self.remote.outgoing(&self.game, &self.seats).expect("a link")
    }

    pub fn open(&self, link: &str) -> Result<Device, RemoteError> {
        let link = remote::decode(link)?;
        let (remote, seats, received) = self.remote.receive(&self.game, &self.seats, &link)?;
        Ok(Device { remote, seats, game: received.game })
    }
}

pub fn join(link: &str, me: u64, name: &str) -> Result<Device, RemoteError> {
    let link = remote::decode(link)?;
    let (remote, seats, game) = Remote::join(&link, me, name, chain_secret(me))?;
    Ok(Device { remote: remote.with_bot_secret(bot_secret(me)), seats, game })
}

/// Plays a whole game between devices (one per seat; with dice, two), passing links; checks at
/// every step that each device holds the same public history, that no device can foresee the
/// next roll, and that the device to go on may act or is asked to reply at once; and at the end
/// that every device holds the same game. Returns the devices, every link in order and the
/// longest. Each link goes to every other device, as a group chat shares it: a link brings only
/// its sender's moves, so with three or four devices each device hears each move from the
/// device that made it.
pub fn play_by_link(kind: GameKind, options: &str, players: usize, seed: u64) -> (Vec<Device>, Vec<String>) {
    let mut rng = Rng::new(seed);
    let kinds: Vec<PlayerKind> =
        (0..players).map(|i| if i == 0 { PlayerKind::Human } else { PlayerKind::Remote }).collect();
    let mut devices: Vec<Device> = vec![create(kind, options, &kinds)];
    let mut links = Vec::new();
    let mut at = 0usize;
    for _ in 0..20_000 {
        let link = devices[at].play_turn(&mut rng);
        links.push(link.clone());
        let current = &devices[at];
        if current.game.outcome().is_some() && current.remote.pending.is_none() {
            // The last link shows the end to everyone; a device that still owes its cards (secret
            // decks) shows them to the others.
            for (i, d) in devices.iter_mut().enumerate() {
                if i != at {
                    *d = d.open(&link).unwrap_or_else(|e| panic!("{kind:?}: final link refused: {e}"));
                }
            }
            for i in 0..devices.len() {
                if devices[i].remote.reply_owed {
                    let last = devices[i].send(&mut rng);
                    links.push(last.clone());
                    for (j, d) in devices.iter_mut().enumerate() {
                        if j != i {
                            *d = d.open(&last).unwrap_or_else(|e| panic!("{kind:?}: last reveal refused: {e}"));
                        }
                    }
                }
            }
            break;
        }
        let probe = remote::decode(&link).expect("own link decodes");
        let next = if probe.roll_request.is_some() {
            // A roll to settle: the other device sends its share back.
            (0..devices.len()).find(|&i| i != at)
        } else {
            // The seat to move now (or once the held move is played) opens it.
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
        let d = &devices[at];
        assert!(
            d.remote.may_act(&d.game) || d.remote.reply_owed || d.remote.forfeit.is_some(),
            "{kind:?}: the device to go on neither may act nor is asked to reply: {:?} {:?} {:?}",
            d.remote,
            d.game.to_move(),
            remote::decode(&link).map(|l| l.roll_request)
        );
    }
    (devices, links)
}

pub fn offered_variants() -> Vec<(GameKind, String, usize)> {
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
    variants.extend(deck_variants());
    variants
}

/// Torres with personal decks by link (secret decks), at two, three and four players.
pub fn deck_variants() -> Vec<(GameKind, String, usize)> {
    let decks = |players: usize| {
        let options = format!(r#"{{"players":{players},"cards":"PersonalDeck","master":false,"master_card":null}}"#);
        (GameKind::Torres, options, players)
    };
    vec![decks(2), decks(3), decks(4)]
}

/// Torri by link: with the number die, two dice, the colour die, at two and four players.
pub fn dice_variants() -> Vec<(GameKind, String, usize)> {
    vec![
        (GameKind::Torri, r#"{"players":2}"#.into(), 2),
        (GameKind::Torri, r#"{"players":2,"two_dice":true,"colour_die":"OwnColourRollsAgain"}"#.into(), 2),
        (GameKind::Torri, r#"{"players":4,"dice_only":true,"colour_die":"On"}"#.into(), 4),
    ]
}

/// A 2-player game by link of `kind` until the device that joined has opened a link on which
/// it may act (at least three links): the two devices and every link.
pub fn two_devices(kind: GameKind, options: &str, seed: u64) -> (Device, Device, Vec<String>) {
    let mut rng = Rng::new(seed);
    let mut a = create(kind, options, &[PlayerKind::Human, PlayerKind::Remote]);
    let l1 = a.play_turn(&mut rng);
    let mut b = join(&l1, 22, "Bea").expect("joins");
    let mut links = vec![l1];
    loop {
        let from_b = b.play_turn(&mut rng);
        a = a.open(&from_b).expect("a opens");
        let from_a = a.play_turn(&mut rng);
        b = b.open(&from_a).expect("b opens");
        links.extend([from_b, from_a]);
        if b.remote.may_act(&b.game) {
            return (a, b, links);
        }
        assert!(links.len() < 20, "{kind:?}: the joining device never came to act");
    }
}

/// Replaces one field of a link and recomputes its check code, as a cheater would.
pub fn forge(link: &str, key: &str, value: &str) -> String {
    let body = link.split("&c=").next().expect("body");
    let body: Vec<String> = body
        .split('&')
        .map(|pair| if pair.starts_with(&format!("{key}=")) { format!("{key}={value}") } else { pair.to_string() })
        .collect();
    let body = body.join("&");
    format!("{body}&c={}", castellan::share::checksum(&body))
}

pub fn field<'a>(link: &'a str, key: &str) -> Option<&'a str> {
    link.split('&').find_map(|p| p.strip_prefix(key).and_then(|r| r.strip_prefix('=')))
}

/// A link's field as JSON (the commitments `k`, the reveals `e`).
pub fn json_of(link: &str, key: &str) -> serde_json::Value {
    let text = castellan::core::codec::from_base64url(field(link, key).expect("field")).expect("base64url");
    serde_json::from_slice(&text).expect("json")
}

/// The link with one JSON field set (added if it is not there), its check code recomputed.
pub fn with_json(link: &str, key: &str, value: &serde_json::Value) -> String {
    let text = castellan::core::codec::to_base64url(value.to_string().as_bytes());
    if field(link, key).is_some() {
        forge(link, key, &text)
    } else {
        let body = link.split("&c=").next().expect("body");
        let body = format!("{body}&{key}={text}");
        format!("{body}&c={}", castellan::share::checksum(&body))
    }
}

/// Each link cut short and with single characters changed (every `step`-th place), its check
/// code recomputed as a cheater would, opened by a new device and by both devices: a typed
/// error or a game, never a panic.
pub fn open_mangled(links: &[String], step: usize, a: &Device, b: &Device) {
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
