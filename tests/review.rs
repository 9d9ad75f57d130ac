//! A game review (`castellan::bot::review`) on every game of the registry: in a real position
//! where the seat to move can win at once (or with one more action of its own turn) and also
//! has an action that loses at once (the game then over without it among the winners, or the
//! next seat able to win with its first action), the
//! winning action is not marked and the losing one is a blunder with the win as the better move;
//! and what a review says of a seat's decision never depends on what that seat could not see.
//!
//! Positions come from greedy games with a little noise (the walk starts at each seed until it
//! finds one), and each claim is checked in several worlds the seat cannot tell apart, so that
//! neither the win nor the loss hangs on a hidden card or a future roll.

use castellan::bot::greedy;
use castellan::bot::review::{review_decision, Judgement, ReviewConfig};
use castellan::core::{legal_vec, Game, Rng, Seat};
use castellan::registry::{GameKind, GameVisitor, RegisteredGame};

/// Seeds tried per game before giving up; positions tried per game.
const SEEDS: u64 = 400;
const MAX_PLIES: usize = 1_500;
/// Worlds the seat cannot tell apart, in which a claim must hold.
const WORLDS: u64 = 16;

/// How the position looks to `seat` in a few worlds consistent with what it sees.
fn worlds<G: Game>(state: &G, seat: Seat) -> Vec<G> {
    (0..WORLDS).map(|k| state.determinize(seat, &mut Rng::new(0xC0FFEE + k))).collect()
}

fn after<G: Game>(state: &G, action: G::Action) -> G {
    let mut next = state.clone();
    next.play_unchecked(action);
    next
}

/// Whether `action` wins for `seat` at once in every world: the game is over with it the only
/// winner, or its turn goes on and one more action of its own wins (a Torres turn is several
/// actions: the last castle climbed, then the turn ended before the final scoring).
fn wins_at_once<G: Game>(worlds: &[G], seat: Seat, action: G::Action) -> bool {
    let won = |g: &G| g.outcome().is_some_and(|o| o.winners == [seat]);
    worlds.iter().all(|w| {
        let next = after(w, action);
        won(&next) || (next.to_move() == Some(seat) && legal_vec(&next).into_iter().any(|b| won(&after(&next, b))))
    })
}

/// Whether `action` loses for `seat` at once in every world: the game is over without it among
/// the winners, or another seat moves next and one of its actions wins for it at once.
fn loses_at_once<G: Game>(worlds: &[G], seat: Seat, action: G::Action) -> bool {
    worlds.iter().all(|w| {
        let next = after(w, action);
        if let Some(outcome) = next.outcome() {
            return !outcome.winners.contains(&seat);
        }
        match next.to_move() {
            Some(mover) if mover != seat => {
                legal_vec(&next).into_iter().any(|b| after(&next, b).outcome().is_some_and(|o| o.winners == [mover]))
            }
            _ => false,
        }
    })
}

/// A winning and a losing action of the seat to move, if the position has both.
fn decisive_pair<G: Game>(state: &G) -> Option<(G::Action, G::Action)> {
    let seat = state.to_move()?;
    let legal = legal_vec(state);
    // Only near an end: some action ends the game at once.
    if !legal.iter().any(|&a| after(state, a).outcome().is_some()) {
        return None;
    }
    let worlds = worlds(state, seat);
    let lose = legal.iter().copied().find(|&a| loses_at_once(&worlds, seat, a))?;
    let win = legal.iter().copied().find(|&a| a != lose && wins_at_once(&worlds, seat, a))?;
    Some((win, lose))
}

struct FindsTheBlunder;

impl GameVisitor for FindsTheBlunder {
    type Output = String;
    fn visit<G: RegisteredGame>(self) -> String {
        let config = ReviewConfig::with_iterations(1_000);
        for &players in G::INFO.player_counts {
            let Some(options) = G::rule_variants(players).into_iter().next() else { continue };
            for seed in 0..SEEDS {
                let Ok(mut state) = G::new_game(&options, seed) else { continue };
                let mut rng = Rng::new(seed ^ 0x5EED);
                for _ in 0..MAX_PLIES {
                    let Some(seat) = state.to_move() else { break };
                    if let Some((win, lose)) = decisive_pair(&state) {
                        let where_ = format!("{} {players}p seed {seed}: {}", G::NAME, state.position_text());
                        let good = review_decision(&state, win, &config, seed).expect("a choice to judge");
                        assert_eq!(good.judgement, None, "{where_}\nthe win is not a mistake: {good:?}");
                        let bad = review_decision(&state, lose, &config, seed).expect("a choice to judge");
                        assert_eq!(bad.judgement, Some(Judgement::Blunder), "{where_}\nthe loss is a blunder: {bad:?}");
                        assert!(
                            wins_at_once(&worlds(&state, seat), seat, bad.best),
                            "{where_}\nthe better move wins: {bad:?}"
                        );
                        return format!("{} {players}p seed {seed}: found", G::NAME);
                    }
                    let Some(action) = greedy::choose(&state, seat, 0.3, &mut rng) else { break };
                    state.play_unchecked(action);
                }
            }
        }
        panic!("{}: no position with a win and a loss at once in {SEEDS} greedy games", G::NAME);
    }
}

#[test]
fn a_review_marks_a_losing_move_as_a_blunder_and_not_the_win_in_every_game() {
    // One thread per game; every game's failure is reported, not only the first.
    let results: Vec<Result<String, String>> = std::thread::scope(|scope| {
        let walks: Vec<_> = GameKind::ALL.iter().map(|kind| scope.spawn(move || kind.visit(FindsTheBlunder))).collect();
        walks
            .into_iter()
            .map(|walk| {
                walk.join().map_err(|e| {
                    e.downcast_ref::<String>()
                        .cloned()
                        .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                        .unwrap_or_default()
                })
            })
            .collect()
    });
    let failed: Vec<&String> = results.iter().filter_map(|r| r.as_ref().err()).collect();
    assert!(failed.is_empty(), "{failed:#?}\n{results:#?}");
}

struct SeesOnlyItsOwn;

impl GameVisitor for SeesOnlyItsOwn {
    type Output = ();
    fn visit<G: RegisteredGame>(self) {
        let config = ReviewConfig::with_iterations(150);
        for &players in G::INFO.player_counts {
            for (i, options) in G::rule_variants(players).into_iter().enumerate().take(2) {
                let seed = 40 + 10 * players as u64 + i as u64;
                let Ok(mut state) = G::new_game(&options, seed) else { continue };
                let mut rng = Rng::new(seed);
                // Some way into the game, where there are cards in hands and pieces in the fog.
                for _ in 0..25 {
                    let Some(seat) = state.to_move() else { break };
                    let Some(action) = greedy::choose(&state, seat, 0.5, &mut rng) else { break };
                    state.play_unchecked(action);
                }
                let Some(seat) = state.to_move() else { continue };
                let worlds = worlds(&state, seat);
                for (k, &played) in legal_vec(&state).iter().enumerate().take(3) {
                    let reviews: Vec<_> =
                        worlds.iter().map(|w| review_decision(w, played, &config, 9 + k as u64)).collect();
                    let first = &reviews[0];
                    assert!(
                        reviews.iter().all(|r| r == first),
                        "{} {players}p variant {i}: a review of seat {seat}'s {played:?} changed with what it could not see",
                        G::NAME
                    );
                }
            }
        }
    }
}

#[test]
fn a_review_of_a_decision_depends_only_on_what_its_seat_saw() {
    for kind in GameKind::ALL {
        kind.visit(SeesOnlyItsOwn);
    }
}

struct JudgesWhatTheBotsPrune;

impl GameVisitor for JudgesWhatTheBotsPrune {
    /// Whether the game's bots leave some legal action out somewhere in the walk.
    type Output = bool;
    fn visit<G: RegisteredGame>(self) -> bool {
        let config = castellan::bot::review_config::<G>(&G::options_for_players(G::INFO.player_counts[0]));
        let config = ReviewConfig::of_search(castellan::bot::IsmctsConfig { iterations: 200, ..config.search });
        let players = G::INFO.player_counts[0];
        let Some(options) = G::rule_variants(players).into_iter().next() else { return false };
        let Ok(mut state) = G::new_game(&options, 3) else { return false };
        let mut rng = Rng::new(3);
        for _ in 0..60 {
            let Some(seat) = state.to_move() else { break };
            let mut considered = Vec::new();
            state.bot_actions(&mut considered);
            let left_out = legal_vec(&state).into_iter().find(|a| !considered.contains(a));
            if let Some(played) = left_out {
                let review = review_decision(&state, played, &config, 5)
                    .unwrap_or_else(|| panic!("{}: an action the bots leave out is judged too", G::NAME));
                assert_eq!(review.played, played);
                assert!(review.best_value >= review.played_value);
                return true;
            }
            let Some(action) = greedy::choose(&state, seat, 0.3, &mut rng) else { break };
            state.play_unchecked(action);
        }
        false
    }
}

#[test]
fn a_review_judges_actions_the_bots_never_consider() {
    let pruned: Vec<&str> = GameKind::ALL.iter().filter(|k| k.visit(JudgesWhatTheBotsPrune)).map(|k| k.id()).collect();
    // Voldétour's bots search a short list of its many placements; Torres' leave out dominated moves.
    assert!(pruned.contains(&"voldetour"), "{pruned:?}");
}
