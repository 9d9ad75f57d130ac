//! Bots by link: a bot (and a hint) draws its randomness from its device's own secret
//! (`Remote::bot_seed`, `BotRandomness::Private`), never from the game's seed alone, which every
//! link shows; without a private seed a bot plays exactly as it always has.

use super::devices::{bot_secret, create, join, seat, Device};
use castellan::bot::{decide, derive_seed, BotRandomness, Level};
use castellan::core::{legal_vec, Game, Rng};
use castellan::games::fortaleza::{Fortaleza, FortalezaOptions};
use castellan::registry::AnyOptions;
use castellan::registry::{decision_spec, GameKind, InAnyMatch};
use castellan::remote::{self, Remote};
use castellan::session::PlayerKind;

/// The index of `seat`'s next action on `device` as the bots' worker decides it (`hint`: a hint
/// rather than a move), drawing from `private` when given.
fn worker_choice(device: &Device, seat: u8, hint: bool, private: Option<u64>) -> usize {
    let m = Fortaleza::get(&device.game).expect("Fortaleza");
    let spec = decision_spec::<Fortaleza>(m.options(), Level::Normal, hint);
    let randomness = BotRandomness::new(m.seed(), private);
    let mut state = m.current().clone();
    randomness.prepare(&mut state);
    let action = decide(&state, seat, &spec, randomness.decision_seed(m.ply())).expect("a decision");
    legal_vec(m.current()).iter().position(|&a| a == action).expect("a legal action")
}

/// The first player's blind deployment, made by its bot on the device that set the game up
/// (`private`: that device's seed for the seat, `None`: the game's seed alone). Returns the device
/// and the link it sends.
fn bot_deploys(private: Option<u64>) -> (Device, String) {
    let kinds = [PlayerKind::Bot(Level::Normal), PlayerKind::Remote];
    let mut d = create(GameKind::Fortaleza, r#"{"players":2}"#, &kinds);
    while d.remote.may_act(&d.game) {
        let index = worker_choice(&d, 0, false, private);
        d.game.play_index(index).expect("plays");
    }
    let link = d.send(&mut Rng::new(1));
    (d, link)
}

/// Devices' bot seeds for seat `seat` of the game `create` sets up, one per secret.
fn private_seeds(seat: u8) -> Vec<u64> {
    let seats = [seat_setup(), seat_setup()];
    (1..=6)
        .map(|me| Remote::new(0xC0FFEE, me, &seats, None).with_bot_secret(bot_secret(me)))
        .map(|r| r.bot_seed(seat).expect("a seed from the secret"))
        .collect()
}

fn seat_setup() -> castellan::session::SeatSetup {
    seat("P", PlayerKind::Human)
}

#[test]
fn a_bot_by_link_deploys_from_its_devices_secret_not_from_the_link() {
    let (public, link) = bot_deploys(None);
    let public = public.game.action_indices();
    // Without a private seed the bot plays as it always has: from the game's seed, as in every
    // game not by link (the arena, the saves, the golden fixtures).
    let mut old_way = create(GameKind::Fortaleza, r#"{"players":2}"#, &[PlayerKind::Human, PlayerKind::Remote]);
    while old_way.remote.may_act(&old_way.game) {
        let m = Fortaleza::get(&old_way.game).expect("Fortaleza");
        let spec = decision_spec::<Fortaleza>(m.options(), Level::Normal, false);
        let action = decide(m.current(), 0, &spec, derive_seed(m.seed(), m.ply() as u64)).expect("a move");
        let index = legal_vec(m.current()).iter().position(|&a| a == action).expect("legal");
        old_way.game.play_index(index).expect("plays");
    }
    assert_eq!(old_way.game.action_indices(), public, "no secret: the same deployment as ever");
    // The link shows the game's seed: what the bot would deploy from it alone, anyone holding the
    // link can compute (that is `public`).
    assert_eq!(remote::decode(&link).expect("decodes").seed, 7);
    let by_secret: Vec<Vec<u32>> =
        private_seeds(0).into_iter().map(|s| bot_deploys(Some(s)).0.game.action_indices()).collect();
    let mut distinct = by_secret.clone();
    distinct.sort();
    distinct.dedup();
    assert!(distinct.len() >= 3, "each device's secret gives its own deployment ({} of 6)", distinct.len());
    let not_public = by_secret.iter().filter(|d| **d != public).count();
    assert!(not_public >= 4, "the deployment by secret is what the link's seed gives ({not_public} of 6 differ)");
    // On its own device a bot's choice is reproducible: the same secret, the same deployment.
    assert_eq!(bot_deploys(Some(private_seeds(0)[0])).0.game.action_indices(), by_secret[0]);
    // And the link it sends holds its stand-in, not its real deployment.
    let (d, link) = bot_deploys(Some(private_seeds(0)[1]));
    let actions = remote::decode(&link).expect("decodes").actions;
    assert_eq!(actions, d.remote.secrets[0].stand_in);
    assert_ne!(actions, d.game.action_indices());
}

#[test]
fn a_hint_by_link_draws_from_its_devices_secret() {
    // The friend's device asks a hint for its first deployment step (the Fortress): the device
    // that set the game up, holding the same link, cannot compute it.
    let mut rng = Rng::new(5);
    let mut a = create(GameKind::Fortaleza, r#"{"players":2}"#, &[PlayerKind::Human, PlayerKind::Remote]);
    let b = join(&a.play_turn(&mut rng), 22, "Bea").expect("joins");
    let public = worker_choice(&b, 1, true, None);
    let hints: Vec<usize> = private_seeds(1).into_iter().map(|s| worker_choice(&b, 1, true, Some(s))).collect();
    assert!(hints.iter().any(|&h| h != public), "hints by secret: {hints:?}, by the link's seed: {public}");
    assert_eq!(worker_choice(&b, 1, true, Some(private_seeds(1)[2])), hints[2], "reproducible on its device");
}

#[test]
fn without_a_private_seed_nothing_changes() {
    let game = Fortaleza::new_game(&FortalezaOptions { players: 2 }, 7).expect("a game");
    for ply in [0, 1, 17] {
        assert_eq!(BotRandomness::new(7, None).decision_seed(ply), derive_seed(7, ply as u64));
    }
    let mut state = game.clone();
    BotRandomness::new(7, None).prepare(&mut state);
    assert_eq!(state, game, "the game's own seed: the state is left as the game made it");
    // A private seed changes the bots' plans only: the position is the same game.
    BotRandomness::new(7, Some(12345)).prepare(&mut state);
    assert_eq!(state.position_text(), game.position_text());
}

#[test]
fn a_devices_bot_seed_is_its_own_and_never_in_a_link() {
    let seats = [seat("A", PlayerKind::Bot(Level::Normal)), seat("B", PlayerKind::Remote)];
    let bare = Remote::new(5, 11, &seats, None);
    assert_eq!(bare.bot_seed(0), None, "no secret, no seed: no bot runs by link without one");
    let one = bare.clone().with_bot_secret(bot_secret(1));
    let two = bare.clone().with_bot_secret(bot_secret(2));
    assert!(one.bot_seed(0).is_some());
    assert_ne!(one.bot_seed(0), two.bot_seed(0), "another device");
    assert_ne!(one.bot_seed(0), one.bot_seed(1), "another seat");
    let mut other_game = one.clone();
    other_game.id = 6;
    assert_ne!(one.bot_seed(0), other_game.bot_seed(0), "another game");
    // Kept in the save (a record saved before the field reads as one without it) ...
    let saved: Remote = serde_json::from_str(&serde_json::to_string(&one).expect("json")).expect("reads");
    assert_eq!(saved.bot_seed(0), one.bot_seed(0));
    let mut old = serde_json::to_value(&bare).expect("json");
    old.as_object_mut().expect("object").remove("bot_secret");
    assert_eq!(serde_json::from_value::<Remote>(old).expect("reads").bot_seed(0), None);
    // ... and never in a link.
    let game = castellan::registry::AnyMatch::new(
        &AnyOptions::from_json(GameKind::Fortaleza, r#"{"players":2}"#).expect("options JSON"),
        7,
    )
    .expect("a game");
    let link = one.clone().outgoing(&game, &seats).expect("a link");
    assert!(!link.contains(one.bot_secret.as_deref().expect("a secret")));
}
