//! Secret decks by link (Torres' personal decks): each deck from its owner's secret and the
//! other device's gift, a card taken before the gift waits for it, every card kept or put back
//! committed to, and at the end every secret and every card checked: a changed choice or a false
//! secret forfeits the sender's seats (a game that does not replay with the decks and cards shown
//! is refused by `Match::realized`, `tests/torres_secret_decks.rs`); a changed commitment, gift
//! or hand commitment, or cards shown before the end, is refused.

use super::devices::{create, deck_variants, join, json_of, open_mangled, with_json, Device};
use castellan::core::Rng;
use castellan::registry::AnyOptions;
use castellan::registry::{AnyMatch, GameKind};
use castellan::remote::{self, RemoteError};
use castellan::session::PlayerKind;

const TWO: &str = r#"{"players":2,"cards":"PersonalDeck","master":false,"master_card":null}"#;

/// A 2-player Torres game by link with personal decks, played at random to its end and its
/// cards shown both ways. `tamper` may change the device about to play (its index, the device).
/// Returns both devices (the setting-up device first), every link in order, and the device that
/// opened the last link as it was before it opened it.
fn decks_game(seed: u64, mut tamper: impl FnMut(usize, &mut Device)) -> ([Device; 2], Vec<String>, Device) {
    let mut rng = Rng::new(seed);
    let mut a = create(GameKind::Torres, TWO, &[PlayerKind::Human, PlayerKind::Remote]);
    tamper(0, &mut a);
    let first = a.play_turn(&mut rng);
    let mut devices = [a, join(&first, 22, "Bea").expect("joins")];
    let mut links = vec![first];
    let mut before = devices[0].clone();
    let mut at = 1;
    for _ in 0..5_000 {
        tamper(at, &mut devices[at]);
        let link = devices[at].play_turn(&mut rng);
        links.push(link.clone());
        let other = 1 - at;
        before = devices[other].clone();
        devices[other] = devices[other].open(&link).expect("opens");
        if devices[other].remote.forfeit.is_some() {
            break;
        }
        let over = devices[other].game.outcome().is_some();
        if over && !devices[other].remote.reply_owed {
            break;
        }
        at = other;
    }
    (devices, links, before)
}

fn decks_of(link: &str) -> remote::LinkDecks {
    serde_json::from_value(json_of(link, "y")).expect("the decks field")
}

fn with_decks(link: &str, decks: &remote::LinkDecks) -> String {
    with_json(link, "y", &serde_json::to_value(decks).expect("json"))
}

#[test]
fn each_deck_comes_from_its_owners_secret_and_the_others_gift_and_is_shown_only_at_the_end() {
    for seed in 1..=4 {
        let ([a, b], links, _) = decks_game(seed, |_, _| {});
        assert!(a.game.outcome().is_some(), "seed {seed}: the game ends");
        assert!(a.remote.forfeit.is_none() && b.remote.forfeit.is_none());
        for d in [&a, &b] {
            let k = d.remote.decks.as_ref().expect("decks");
            assert!(k.shown && k.peer_checked, "seed {seed}: each device checked the other's cards");
            // A device deals its own decks only: the other's stay unseen here.
            let seeds = d.remote.deck_seeds().expect("seeds");
            for (seat, deck) in seeds.iter().enumerate() {
                assert_eq!(deck.is_some(), d.remote.owns(seat as u8), "seed {seed}: seat {seat}");
            }
        }
        // Cards were kept, put back and played.
        let played: u32 = (0..2).map(|p| a.game.unseen_choices(&|s| s == p).len() as u32).sum();
        assert!(played > 0, "seed {seed}: cards were taken");
        // The first link commits and gives nothing; no link shows a secret before the end.
        let first = decks_of(&links[0]);
        assert!(first.gift.is_none() && first.hand.is_none() && first.secret.is_none());
        let (ended, playing): (Vec<&String>, Vec<&String>) = links.iter().partition(|l| {
            remote::decode(l).ok().and_then(|l| l.replay(&l.actions).ok()).is_some_and(|g| g.outcome().is_some())
        });
        assert!(playing.iter().all(|l| decks_of(l).secret.is_none() && decks_of(l).choices.is_none()));
        assert!(ended.iter().all(|l| decks_of(l).secret.is_some()), "seed {seed}: cards shown at the end");
        // Both devices saw the same game, as nobody's cards are seen.
        assert_eq!(a.game.unseen_indices(), b.game.unseen_indices());
    }
}

#[test]
fn a_card_taken_before_the_gift_waits_and_the_other_device_sends_it_at_once() {
    let take = |g: &AnyMatch| (0..g.legal_count()).find(|&i| g.index_draws_secret(i));
    let mut rng = Rng::new(3);
    let mut a = create(GameKind::Torres, TWO, &[PlayerKind::Human, PlayerKind::Remote]);
    // The set-up, each device placing its first choice, until A may take a card.
    let mut b: Option<Device> = None;
    for _ in 0..40 {
        if a.remote.may_act(&a.game) && take(&a.game).is_some() {
            break;
        }
        let a_turn = a.remote.may_act(&a.game) || b.is_none();
        let (mover, other) = if a_turn { (&mut a, b.as_mut()) } else { (b.as_mut().expect("b"), Some(&mut a)) };
        while mover.remote.may_act(&mover.game) {
            mover.game.play_index(0).expect("legal");
        }
        let link = mover.send(&mut rng);
        match other {
            Some(o) => *o = o.open(&link).expect("opens"),
            None => b = Some(join(&link, 22, "Bea").expect("joins")),
        }
    }
    let mut b = b.expect("the friend joined");
    let take = take(&a.game).expect("A may take a card");
    // As it stands before the friend's gift is in (a first link sent during a turn, or the
    // friend's gift still on its way): A's own deck is not dealt yet.
    let decks = a.remote.decks.as_mut().expect("decks");
    assert!(decks.gift.is_some(), "the friend's first link brought it");
    decks.gift = None;
    let (o, seed, rules) = (a.game.options(), a.game.seed(), a.game.rules_version());
    let seeds = a.remote.deck_seeds().expect("seeds");
    assert!(seeds.iter().all(Option::is_none));
    a.game = AnyMatch::from_indices_dealt(&o, seed, rules, &seeds, &a.game.action_indices()).expect("deals");
    assert!(!a.remote.before_play(&mut a.game, take), "the card waits for the friend's gift");
    assert_eq!(a.remote.rolling, Some(take as u32));
    assert!(!a.remote.may_act(&a.game));
    let asks = a.send(&mut rng);
    b = b.open(&asks).expect("b opens");
    assert!(b.remote.reply_owed && !b.remote.may_act(&b.game), "the friend owes its gift at once");
    let gift = b.send(&mut rng);
    assert!(decks_of(&gift).gift.is_some());
    a = a.open(&gift).expect("the gift comes");
    assert_eq!(a.remote.rolling, None);
    assert!(a.remote.may_act(&a.game), "the card is taken and the turn goes on");
    assert_eq!(a.game.log().last().map(|(_, line, _)| line.clone()), Some("take card".to_string()));
    assert!(a.game.legal_count() >= 2, "the cards it looks at are its own: one Keep for each");
}

#[test]
fn changed_choices_or_a_false_secret_at_the_end_forfeit_the_sender_only() {
    let ([a, _], links, before) = decks_game(2, |_, _| {});
    assert!(a.game.outcome().is_some());
    // The last link shows its sender's cards; the device that opened it, as it was before,
    // opens forged copies of it.
    let last = links.last().expect("links");
    let shown = decks_of(last);
    let choices = shown.choices.clone().expect("choices");
    let mut swapped: Vec<char> = choices.chars().collect();
    let other_card = swapped.iter().position(|&c| c != swapped[0]).expect("two different cards");
    swapped.swap(0, other_card);
    let false_secret = castellan::core::codec::to_base64url(&[7u8; 32]);
    let sender_seat = (0..2u8).find(|&s| !before.remote.owns(s)).expect("the sender's seat");
    assert!(before.open(last).expect("the honest link").remote.forfeit.is_none());
    for forged in [
        remote::LinkDecks { choices: Some(swapped.iter().collect()), ..shown.clone() },
        remote::LinkDecks { secret: Some(false_secret), ..shown.clone() },
        remote::LinkDecks { choices: Some(choices[1..].to_string()), ..shown.clone() },
        remote::LinkDecks { choices: Some(format!("{choices}0")), ..shown.clone() },
    ] {
        let opened = before.open(&with_decks(last, &forged)).expect("opened");
        assert_eq!(opened.remote.forfeit, Some(sender_seat), "{forged:?}");
        // Only the sender's seats: the device's own record stays its own.
        assert!(opened.remote.owns(1 - sender_seat));
    }
}

#[test]
fn a_changed_commitment_gift_or_hand_and_cards_shown_early_are_refused() {
    // Mid-game: B has sent several links; take B's latest link to A and forge it.
    let mut rng = Rng::new(8);
    let mut a = create(GameKind::Torres, TWO, &[PlayerKind::Human, PlayerKind::Remote]);
    let first = a.play_turn(&mut rng);
    let mut b = join(&first, 22, "Bea").expect("joins");
    let mut from_b = String::new();
    for _ in 0..200 {
        from_b = b.play_turn(&mut rng);
        let taken = b.game.unseen_choices(&|s| s == 1).len();
        if taken > 0 && !b.remote.reply_owed {
            break;
        }
        a = a.open(&from_b).expect("a opens");
        let from_a = a.play_turn(&mut rng);
        b = b.open(&from_a).expect("b opens");
    }
    let honest = decks_of(&from_b);
    assert!(honest.hand.is_some(), "B has kept a card");
    a.open(&from_b).expect("the honest link opens");
    let other = castellan::core::codec::to_base64url(&[9u8; 32]);
    for (forged, why) in [
        (remote::LinkDecks { commitment: other.clone(), ..honest.clone() }, RemoteError::Rewritten),
        (remote::LinkDecks { gift: Some(other.clone()), ..honest.clone() }, RemoteError::Rewritten),
        (remote::LinkDecks { hand: None, ..honest.clone() }, RemoteError::BadCommitment),
        (
            remote::LinkDecks { secret: Some(other.clone()), choices: Some("012".into()), ..honest.clone() },
            RemoteError::Rewritten,
        ),
    ] {
        assert_eq!(a.open(&with_decks(&from_b, &forged)).err(), Some(why), "{forged:?}");
    }
    // A hand commitment that changes for the same cards, once A has taken it in.
    let mut a2 = a.open(&from_b).expect("opens");
    let from_a = a2.play_turn(&mut rng);
    let b2 = b.open(&from_a).expect("b opens");
    let mut b3 = b2.clone();
    let again = b3.play_turn(&mut rng);
    let same_cards = b3.game.unseen_choices(&|s| s == 1).len() == b.game.unseen_choices(&|s| s == 1).len();
    if same_cards {
        let changed = remote::LinkDecks { hand: Some(other), ..decks_of(&again) };
        assert_eq!(a2.open(&with_decks(&again, &changed)).err(), Some(RemoteError::BadCommitment));
    }
    // A link without its decks field.
    let body = from_b.split("&c=").next().expect("body");
    let bare: String = body.split('&').filter(|p| !p.starts_with("y=")).collect::<Vec<_>>().join("&");
    let bare = format!("{bare}&c={}", castellan::share::checksum(&bare));
    assert!(matches!(a.open(&bare).err(), Some(RemoteError::Link(_))));
}

#[test]
fn mangled_deck_links_are_refused_and_never_panic() {
    let ([a, b], links, _) = decks_game(5, |_, _| {});
    let sample: Vec<String> = links.iter().step_by(7).cloned().collect();
    open_mangled(&sample, 11, &a, &b);
}

#[test]
fn deck_games_are_offered_at_every_player_count() {
    for (kind, options, _) in deck_variants() {
        let game = AnyMatch::new(&AnyOptions::from_json(kind, &options).expect("options JSON"), 1).expect("options");
        assert!(game.has_secret_decks() && game.link_play_limit().is_none(), "{options}");
    }
}
