//! Bot tests on two small games that live only here:
//! * `Race`: a 2–4 player race with a secret hand of cards, a hidden deck, dice and bumping;
//! * `Nim`: a perfect-information take-away game whose winning moves are known exactly.

use super::arena::{self, ArenaConfig, ArenaGame, OptionPairs};
use super::*;
use crate::ismcts::LEVEL_SAFETY_NODES;
use castellan_core::{legal_vec, Effect, OptionsError, Outcome, MAX_SEATS};

// ---------------------------------------------------------------- Race ---------------------------

const GOAL: u8 = 20;
const HAND: usize = 3;
const PLY_LIMIT: u32 = 300;

#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
struct RaceOptions {
    /// 0 means the default of 2.
    players: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RaceAction {
    /// Play a card of this value from the hand: move that far, then draw.
    Card(u8),
    /// Roll a die 1..=3 and move that far, keeping the hand.
    Roll,
}

/// Landing exactly on a rival (not at the start) sends it back to the start. First to reach
/// `GOAL` wins. Hands and the deck are secret; the positions and played cards are public.
#[derive(Clone, Debug)]
struct Race {
    options: RaceOptions,
    players: usize,
    pos: [u8; MAX_SEATS],
    hands: Vec<Vec<u8>>,
    deck: Vec<u8>,
    to_move: u8,
    plies: u32,
    winner: Option<u8>,
    rng: Rng,
}

impl Race {
    fn step(&mut self, distance: u8) {
        let me = self.to_move as usize;
        self.pos[me] = (self.pos[me] + distance).min(GOAL);
        if self.pos[me] >= GOAL {
            self.winner = Some(me as u8);
            return;
        }
        for other in 0..self.players {
            if other != me && self.pos[other] == self.pos[me] {
                self.pos[other] = 0;
            }
        }
    }
}

impl Game for Race {
    type Options = RaceOptions;
    type Action = RaceAction;
    type Error = String;
    const ID: &'static str = "test-race";
    const NAME: &'static str = "Test race";

    fn new_game(options: &RaceOptions, seed: u64) -> Result<Self, OptionsError> {
        let players = if options.players == 0 { 2 } else { options.players as usize };
        if !(2..=4).contains(&players) {
            return Err(OptionsError::PlayerRange { players: options.players, min: 2, max: 4 });
        }
        let mut rng = Rng::new(seed);
        let mut deck: Vec<u8> = (0..4).flat_map(|_| 1..=6).collect();
        rng.shuffle(&mut deck);
        let hands = (0..players).map(|_| deck.split_off(deck.len() - HAND)).collect();
        Ok(Race {
            options: options.clone(),
            players,
            pos: [0; MAX_SEATS],
            hands,
            deck,
            to_move: 0,
            plies: 0,
            winner: None,
            rng,
        })
    }
    fn options(&self) -> &RaceOptions {
        &self.options
    }
    fn seat_count(&self) -> usize {
        self.players
    }
    fn to_move(&self) -> Option<Seat> {
        (self.winner.is_none() && self.plies < PLY_LIMIT).then_some(self.to_move)
    }
    fn turn_number(&self) -> u32 {
        self.plies
    }
    fn legal_actions(&self, out: &mut Vec<RaceAction>) {
        out.clear();
        if self.to_move().is_none() {
            return;
        }
        let mut values = self.hands[self.to_move as usize].clone();
        values.sort_unstable();
        values.dedup();
        out.extend(values.into_iter().map(RaceAction::Card));
        out.push(RaceAction::Roll);
    }
    fn check(&self, action: RaceAction) -> Result<(), String> {
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        if legal.contains(&action) {
            Ok(())
        } else {
            Err(format!("{action:?} is not legal"))
        }
    }
    fn play_unchecked(&mut self, action: RaceAction) -> Effect {
        let me = self.to_move as usize;
        match action {
            RaceAction::Card(v) => {
                if let Some(i) = self.hands[me].iter().position(|&c| c == v) {
                    self.hands[me].swap_remove(i);
                }
                if let Some(card) = self.deck.pop() {
                    self.hands[me].push(card);
                }
                self.step(v);
            }
            RaceAction::Roll => {
                let d = self.rng.roll(3) as u8;
                self.step(d);
            }
        }
        self.plies += 1;
        self.to_move = ((me + 1) % self.players) as u8;
        Effect::REVEALED
    }
    fn outcome(&self) -> Option<Outcome> {
        if let Some(w) = self.winner {
            return Some(Outcome { winners: vec![w], scores: self.scores() });
        }
        if self.plies >= PLY_LIMIT {
            let best = self.pos[..self.players].iter().copied().max().unwrap_or(0);
            let winners = (0..self.players as u8).filter(|&s| self.pos[s as usize] == best).collect();
            return Some(Outcome { winners, scores: self.scores() });
        }
        None
    }
    fn scores(&self) -> Vec<i32> {
        self.pos[..self.players].iter().map(|&p| p as i32).collect()
    }
    fn has_hidden_information(&self) -> bool {
        true
    }
    /// Everything `seat` cannot see (rivals' hands, deck order, future dice) is pooled in a
    /// canonical (sorted) order before shuffling, so the result depends only on what `seat` sees
    /// and on `rng`: two states that look alike to `seat` give identical copies.
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Self {
        let mut copy = self.clone();
        let mut pool: Vec<u8> = self.deck.clone();
        for (s, hand) in self.hands.iter().enumerate() {
            if s != seat as usize {
                pool.extend(hand);
            }
        }
        pool.sort_unstable();
        rng.shuffle(&mut pool);
        for s in 0..self.players {
            if s != seat as usize {
                let n = self.hands[s].len();
                copy.hands[s] = pool.split_off(pool.len() - n);
            }
        }
        copy.deck = pool;
        copy.rng = rng.fork();
        copy
    }
    fn evaluate(&self) -> [f32; MAX_SEATS] {
        let mut v = [0.0; MAX_SEATS];
        for (s, value) in v.iter_mut().enumerate().take(self.players) {
            let best_other = (0..self.players).filter(|&o| o != s).map(|o| self.pos[o]).max().unwrap_or(0);
            *value = (0.5 + (self.pos[s] as f32 - best_other as f32) / (2.0 * GOAL as f32)).clamp(0.0, 1.0);
        }
        v
    }
    /// Rivals' hands and the deck dealt again from a fixed seed: the view depends only on what
    /// the viewer sees.
    fn redacted(&self, viewer: Option<Seat>) -> Self {
        let mut view = self.determinize(viewer.unwrap_or(Seat::MAX), &mut Rng::new(1));
        view.rng = Rng::new(1);
        view
    }
    fn notation(&self, action: RaceAction) -> String {
        format!("{action:?}")
    }
    fn notation_for(&self, action: RaceAction, _: Option<Seat>) -> String {
        self.notation(action)
    }
    fn position_text(&self) -> String {
        format!("{:?} hands {:?}", &self.pos[..self.players], self.hands)
    }
}

impl ArenaGame for Race {
    fn arena_options(players: usize, pairs: &mut OptionPairs) -> Result<RaceOptions, String> {
        // A demonstration option: `players` may also be given as an option (it must agree).
        if let Some(p) = pairs.take::<usize>("players")? {
            if p != players {
                return Err("players option disagrees with --players".into());
            }
        }
        Ok(RaceOptions { players: players as u8 })
    }
}

fn race(players: u8, seed: u64) -> Race {
    Race::new_game(&RaceOptions { players }, seed).unwrap()
}

/// A mid-game position with seat 0 to move: plays `plies` random actions from a fixed seed.
fn race_midgame(players: u8, plies: u32) -> Race {
    let mut g = race(players, 7);
    let mut rng = Rng::new(99);
    let mut scratch = Vec::new();
    let mut n = 0;
    while n < plies || g.to_move != 0 {
        let a = random::choose(&g, &mut rng, &mut scratch).unwrap();
        g.play_unchecked(a);
        n += 1;
    }
    assert!(g.to_move().is_some(), "the fixed game ended too soon: {}", g.position_text());
    g
}

// ---------------------------------------------------------------- Nim ----------------------------

/// Take 1–3 stones; whoever takes the last stone wins. With two players, leaving a multiple of
/// four wins.
#[derive(Clone, Debug)]
struct Nim {
    pile: u32,
    players: u8,
    to_move: u8,
    last: Option<u8>,
    /// Turns played: every take is a turn.
    turn: u32,
}

fn nim(pile: u32) -> Nim {
    Nim { pile, players: 2, to_move: 0, last: None, turn: 0 }
}

impl Game for Nim {
    type Options = RaceOptions;
    type Action = u32;
    type Error = String;
    const ID: &'static str = "test-nim";
    const NAME: &'static str = "Test nim";
    fn new_game(_: &RaceOptions, seed: u64) -> Result<Self, OptionsError> {
        Ok(nim(10 + (seed % 10) as u32))
    }
    fn options(&self) -> &RaceOptions {
        const O: RaceOptions = RaceOptions { players: 2 };
        &O
    }
    fn seat_count(&self) -> usize {
        self.players as usize
    }
    fn to_move(&self) -> Option<Seat> {
        (self.pile > 0).then_some(self.to_move)
    }
    fn turn_number(&self) -> u32 {
        self.turn
    }
    fn legal_actions(&self, out: &mut Vec<u32>) {
        out.clear();
        out.extend((1..=3).filter(|&t| t <= self.pile));
    }
    fn check(&self, a: u32) -> Result<(), String> {
        if (1..=3).contains(&a) && a <= self.pile {
            Ok(())
        } else {
            Err("no".into())
        }
    }
    fn play_unchecked(&mut self, a: u32) -> Effect {
        self.pile -= a.min(self.pile);
        self.last = Some(self.to_move);
        self.to_move = (self.to_move + 1) % self.players;
        self.turn += 1;
        Effect::QUIET
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.pile == 0).then(|| Outcome { winners: self.last.into_iter().collect(), scores: self.scores() })
    }
    fn scores(&self) -> Vec<i32> {
        vec![0; self.players as usize]
    }
    fn has_hidden_information(&self) -> bool {
        false
    }
    fn determinize(&self, _: Seat, _: &mut Rng) -> Self {
        self.clone()
    }
    fn evaluate(&self) -> [f32; MAX_SEATS] {
        [0.5; MAX_SEATS]
    }
    fn redacted(&self, _: Option<Seat>) -> Self {
        self.clone()
    }
    fn notation(&self, a: u32) -> String {
        format!("take {a}")
    }
    fn notation_for(&self, a: u32, _: Option<Seat>) -> String {
        self.notation(a)
    }
    fn position_text(&self) -> String {
        format!("pile {}", self.pile)
    }
}

fn mcts(iterations: u32) -> BotSpec {
    BotSpec::Ismcts(IsmctsConfig::with_iterations(iterations))
}

// ---------------------------------------------------------------- tests --------------------------

#[test]
fn levels_have_names_labels_and_stored_names() {
    for level in Level::ALL {
        assert_eq!(Level::from_name(level.name()), Some(level));
        assert_eq!(level.name().parse::<Level>(), Ok(level));
        let json = serde_json::to_string(&level).expect("a level serialises");
        assert_eq!(json, format!("\"{}\"", level.name()));
        assert_eq!(serde_json::from_str::<Level>(&json).ok(), Some(level));
    }
    // Stored names are exact, as serde's `rename_all = "lowercase"` read them.
    assert!(serde_json::from_str::<Level>("\"Easy\"").is_err());
    assert_eq!(Level::Hard.label(), "Hard");
    assert!("brutal".parse::<Level>().is_err());
}

#[test]
fn bot_specs_parse() {
    assert_eq!(BotSpec::parse("random", generic_level_spec), Ok(BotSpec::Random));
    assert_eq!(BotSpec::parse(" Greedy ", generic_level_spec), Ok(BotSpec::Greedy));
    assert_eq!(BotSpec::parse("easy", generic_level_spec), Ok(BotSpec::GreedyNoisy { epsilon: EASY_EPSILON }));
    assert_eq!(BotSpec::parse("noisy:0.5", generic_level_spec), Ok(BotSpec::GreedyNoisy { epsilon: 0.5 }));
    assert_eq!(BotSpec::parse("greedy-noisy", generic_level_spec), Ok(BotSpec::GreedyNoisy { epsilon: EASY_EPSILON }));
    assert_eq!(BotSpec::parse("selfish:0.7", generic_level_spec), Ok(BotSpec::Selfish { epsilon: 0.7 }));
    assert_eq!(BotSpec::parse("mcts:5000", generic_level_spec), Ok(mcts(5000)));
    assert_eq!(BotSpec::parse("ismcts:5k", generic_level_spec), Ok(mcts(5000)));
    let BotSpec::Ismcts(c) = BotSpec::parse("mcts:300:cap=20:eps=0.25:c=1.2", generic_level_spec).unwrap() else {
        panic!()
    };
    assert_eq!((c.iterations, c.playout_cap, c.exploration), (300, 20, 1.2));
    assert_eq!(c.playout, PlayoutPolicy::EpsilonGreedy { epsilon: 0.25 });
    for bad in ["", "mcts:0", "mcts:abc", "mcts:10:foo=1", "noisy:2", "selfish:2", "random:3", "minimax"] {
        assert!(BotSpec::parse(bad, generic_level_spec).is_err(), "{bad} should be rejected");
    }
    // Labels parse back to the same spec.
    let BotSpec::Ismcts(c) = BotSpec::parse("mcts:300:turns=1:eps=0", generic_level_spec).unwrap() else { panic!() };
    assert_eq!((c.playout_turns, c.playout), (1, PlayoutPolicy::EpsilonGreedy { epsilon: 0.0 }));
    for s in [
        "random",
        "greedy",
        "noisy:0.5",
        "selfish:0.5",
        "mcts:700",
        "mcts:700:cap=9:eps=0.5",
        "mcts:64:c=1.5",
        "mcts:64:turns=2:eps=0.3",
        "mcts:500:phase=1:peps=0.5:pb=1:lead=20:prune=off:reuse=on",
        "mcts:700:400ms:floor=50",
        "mcts:4800:400ms:floor=4800:reuse=on:later=0.5",
        "ref:1100",
        "ref:1s",
        "ref:0.5s:iter=80",
    ] {
        let spec = BotSpec::parse(s, generic_level_spec).unwrap();
        assert_eq!(BotSpec::parse(&spec.label(), generic_level_spec).unwrap(), spec);
    }
}

#[test]
fn every_bot_returns_a_legal_action_or_none_off_turn() {
    let g = race_midgame(3, 10);
    let legal = legal_vec(&g);
    for spec in ["random", "greedy", "easy", "mcts:50", "mcts:50:eps=0.5:cap=5"] {
        let spec = BotSpec::parse(spec, generic_level_spec).unwrap();
        let a = decide(&g, 0, &spec, 3).unwrap();
        assert!(legal.contains(&a), "{spec:?} chose {a:?}");
        assert_eq!(decide(&g, 1, &spec, 3), None, "seat 1 is not to move");
    }
    let normal = generic_level_spec(Level::Normal);
    assert!(decide(&g, 0, &normal, 5).is_some());
    assert_eq!(decide(&g, 2, &normal, 5), None);
}

#[test]
fn same_seed_same_action_and_same_tree() {
    let g = race_midgame(3, 12);
    let config = IsmctsConfig::with_iterations(400);
    let mut a = Search::new(&g, 0, config.clone(), 42);
    let mut b = Search::new(&g, 0, config, 42);
    a.run(400);
    b.run(400);
    assert_eq!(a.best_action(), b.best_action());
    assert_eq!(a.root_stats(), b.root_stats());
    assert_eq!(decide(&g, 0, &mcts(400), 42), a.best_action());
    for spec in ["random", "greedy", "easy"] {
        let spec = BotSpec::parse(spec, generic_level_spec).unwrap();
        assert_eq!(decide(&g, 0, &spec, 9), decide(&g, 0, &spec, 9));
    }
}

#[test]
fn sliced_search_equals_one_run() {
    let g = race_midgame(2, 8);
    let config = IsmctsConfig::with_iterations(500);
    let mut whole = Search::new(&g, 0, config.clone(), 11);
    whole.run(500);
    let mut sliced = Search::new(&g, 0, config, 11);
    while !sliced.is_done() {
        sliced.run(10);
    }
    assert_eq!(sliced.iterations_done(), 500);
    assert_eq!(whole.iterations_done(), 500);
    assert_eq!(sliced.best_action(), whole.best_action());
    assert_eq!(sliced.root_stats(), whole.root_stats());
    // Running past the budget does nothing.
    sliced.run(10);
    assert_eq!(sliced.iterations_done(), 500);
}

#[test]
fn a_lone_action_is_returned_without_search() {
    let g = nim(1);
    let mut s = Search::new(&g, 0, IsmctsConfig::with_iterations(1000), 1);
    assert!(s.is_done());
    assert_eq!(s.budget(), 0);
    s.run(1000);
    assert_eq!(s.iterations_done(), 0);
    assert_eq!(s.best_action(), Some(1));
}

#[test]
fn mcts_takes_an_immediate_win() {
    // Taking all three stones wins at once.
    assert_eq!(decide(&nim(3), 0, &mcts(200), 1), Some(3));
    // Leaving a multiple of four wins by force (two plies deeper than the immediate win).
    for (pile, take) in [(5, 1), (6, 2), (7, 3), (9, 1)] {
        assert_eq!(decide(&nim(pile), 0, &mcts(3000), 1), Some(take), "pile {pile}");
    }
    // In the race: at 17 with a 3 in hand, the card wins for sure (a roll only one time in three),
    // and waiting is fatal: the next seat is close enough to win with most cards.
    let mut g = race(3, 5);
    g.pos = [17, 16, 15, 0];
    g.hands[0] = vec![1, 3, 2];
    assert_eq!(decide(&g, 0, &mcts(300), 1), Some(RaceAction::Card(3)));
    assert_eq!(decide(&g, 0, &BotSpec::Greedy, 1), Some(RaceAction::Card(3)));
}

/// The same public position of a three-seat race with other secrets, as seat 0 sees it: the
/// rivals' hands and the deck reshuffled among themselves (hand sizes kept), and another future
/// dice stream.
fn with_other_secrets(g: &Race, shuffle_seed: u64, dice_seed: u64) -> Race {
    let mut other = g.clone();
    let mut pool: Vec<u8> = other.deck.clone();
    pool.extend(&other.hands[1]);
    pool.extend(&other.hands[2]);
    pool.reverse();
    Rng::new(shuffle_seed).shuffle(&mut pool);
    let (n1, n2) = (other.hands[1].len(), other.hands[2].len());
    other.hands[1] = pool.split_off(pool.len() - n1);
    other.hands[2] = pool.split_off(pool.len() - n2);
    other.deck = pool;
    other.rng = Rng::new(dice_seed);
    assert!(other.hands[1] != g.hands[1] || other.hands[2] != g.hands[2] || other.deck != g.deck);
    assert_eq!(other.hands[0], g.hands[0]);
    other
}

#[test]
fn no_peeking_hidden_cards_deck_order_and_dice_do_not_matter() {
    let g = race_midgame(3, 9);
    let other = with_other_secrets(&g, 12345, 777);

    // The determinizations the bot searches over are identical…
    let (mut ra, mut rb) = (Rng::new(3), Rng::new(3));
    let (da, db) = (g.determinize(0, &mut ra), other.determinize(0, &mut rb));
    assert_eq!((da.hands.clone(), da.deck.clone(), da.rng), (db.hands.clone(), db.deck.clone(), db.rng));

    // …so every bot decides, and the search's statistics come out, exactly alike.
    for seed in 0..4 {
        let (mut a, mut b) = (
            Search::new(&g, 0, IsmctsConfig::with_iterations(300), seed),
            Search::new(&other, 0, IsmctsConfig::with_iterations(300), seed),
        );
        a.run(300);
        b.run(300);
        assert_eq!(a.root_stats(), b.root_stats());
        assert_eq!(a.best_action(), b.best_action());
        for spec in [BotSpec::Greedy, BotSpec::GreedyNoisy { epsilon: 0.3 }, BotSpec::Random] {
            assert_eq!(decide(&g, 0, &spec, seed), decide(&other, 0, &spec, seed));
        }
    }
}

#[test]
fn mcts_beats_random_in_the_race() {
    let config = ArenaConfig {
        specs: vec![mcts(150), BotSpec::Random],
        players: 2,
        games: 30,
        seed: 3,
        ..ArenaConfig::default()
    };
    let report = arena::run::<Race>(&RaceOptions { players: 2 }, &config).unwrap();
    let (bot, rand) = (&report.specs[0], &report.specs[1]);
    assert_eq!(bot.seat_games, 30);
    assert!((bot.wins + rand.wins - 30.0).abs() < 1e-9);
    assert!(bot.win_rate > 0.75 && bot.win_ci95.0 > 0.5, "{report}");
}

#[test]
fn mcts_beats_random_with_four_players() {
    // Two MCTS seats against two random seats: max^n with four values per node. (With 500
    // iterations MCTS also beats greedy and Easy clearly over 200 games; too slow for a unit test.)
    let config = ArenaConfig {
        specs: vec![mcts(300), BotSpec::Random],
        players: 4,
        games: 16,
        seed: 5,
        ..ArenaConfig::default()
    };
    let report = arena::run::<Race>(&RaceOptions { players: 4 }, &config).unwrap();
    assert_eq!(report.specs[0].seat_games, 32);
    // Per seat an even share is 25 %; each spec holds two seats per game.
    let (bot, rand) = (&report.specs[0], &report.specs[1]);
    assert!(bot.win_rate > 0.3 && bot.wins >= 2.0 * rand.wins, "{report}");
}

#[test]
fn wall_clock_cap_uses_the_callers_clock() {
    let g = race_midgame(2, 6);
    let config = IsmctsConfig { iterations: 100_000, time_limit_ms: Some(50.0), ..IsmctsConfig::default() };
    let mut s = Search::new(&g, 0, config.clone(), 1);
    s.run_with_clock(100_000, &ticking_clock());
    assert!(s.timed_out() && s.is_done());
    assert!(s.iterations_done() > 10 && s.iterations_done() < 60, "{}", s.iterations_done());
    assert!(s.best_action().is_some());

    // Frame-sized slices: each stops after its own slice and the total cap still holds.
    let (s, slices) = run_in_slices(Search::new(&g, 0, config, 1), 8.0);
    assert!(slices >= 5, "{slices}");
    assert!(s.timed_out());
}

#[test]
fn seats_rotate_evenly() {
    let mut count = [[0u32; 4]; 3];
    for g in 0..12 {
        for (seat, spec) in arena::seat_assignment(g, 4, 3).into_iter().enumerate() {
            count[spec][seat] += 1;
        }
    }
    assert!(count.iter().flatten().all(|&c| c == 4), "{count:?}");
    assert_eq!(arena::seat_assignment(1, 2, 2), vec![1, 0]);
}

#[test]
fn wilson_interval_is_sane() {
    let (lo, hi) = arena::wilson(50.0, 100.0);
    assert!((lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3, "{lo} {hi}");
    let (lo, hi) = arena::wilson(0.0, 10.0);
    assert_eq!(lo, 0.0);
    assert!(hi > 0.2 && hi < 0.35);
    assert_eq!(arena::wilson(0.0, 0.0), (0.0, 1.0));
}

#[test]
fn arena_reports_timing_bench_and_rejects_bad_setups() {
    let config = ArenaConfig {
        specs: vec![mcts(30), BotSpec::Greedy, BotSpec::Random],
        players: 3,
        games: 6,
        seed: 1,
        bench: true,
        ..ArenaConfig::default()
    };
    let report = arena::run::<Race>(&RaceOptions { players: 3 }, &config).unwrap();
    assert!(report.specs.iter().all(|s| s.seat_games == 6 && s.decisions > 0 && s.p95_ms >= 0.0));
    let total: f64 = report.specs.iter().map(|s| s.wins).sum();
    assert!((total - 6.0).abs() < 1e-6);
    assert!(report.specs[0].iterations_per_sec.is_some() && report.specs[2].iterations_per_sec.is_none());
    let bench = report.bench.as_ref().unwrap();
    assert!(bench.playouts > 0 && bench.plies_per_sec > 0.0);
    assert!(report.to_string().contains("mcts:30"));

    let wrong_count = ArenaConfig { players: 4, ..config.clone() };
    assert!(arena::run::<Race>(&RaceOptions { players: 3 }, &wrong_count).is_err());
    assert!(arena::run::<Race>(&RaceOptions { players: 3 }, &ArenaConfig { specs: vec![], ..config }).is_err());
}

#[test]
fn option_pairs_build_game_options() {
    let pairs = OptionPairs::parse(&["players=3"]).unwrap();
    assert_eq!(arena::options_from_pairs::<Race>(3, pairs), Ok(RaceOptions { players: 3 }));
    let pairs = OptionPairs::parse(&["colour=red"]).unwrap();
    assert!(arena::options_from_pairs::<Race>(3, pairs).unwrap_err().contains("colour"));
    assert!(OptionPairs::parse(&["novalue"]).is_err());
    let mut pairs = OptionPairs::parse(&["a=yes", "b=7", "b=8"]).unwrap();
    assert_eq!(pairs.take_bool("a"), Ok(Some(true)));
    assert_eq!(pairs.take::<u32>("b"), Ok(Some(8)));
    assert_eq!(pairs.take::<u32>("c"), Ok(None));
    pairs.finish().unwrap();
}

#[test]
fn the_sparring_partner_parses_by_iterations_or_time() {
    let BotSpec::Ismcts(c) = BotSpec::parse("ref:1100", generic_level_spec).unwrap() else { panic!() };
    assert_eq!(c, reference_config(1100, None));
    assert_eq!(
        (c.playout_scorings, c.playout, c.prune_dominated, c.reference_guide, c.leaf_value),
        (1, PlayoutPolicy::PriorGreedy { epsilon: 0.5 }, true, true, LeafValue::StandingLead)
    );
    // Its tweaks print back as they parse.
    let BotSpec::Ismcts(c) = BotSpec::parse("mcts:500:lead=points:guide=on", generic_level_spec).unwrap() else {
        panic!()
    };
    assert_eq!((c.leaf_value, c.reference_guide), (LeafValue::StandingLead, true));
    assert_eq!(BotSpec::Ismcts(c).label(), "mcts:500:lead=points:guide=on");
    let BotSpec::Ismcts(c) = BotSpec::parse("ref:1s", generic_level_spec).unwrap() else { panic!() };
    // By iteration count a second is the outside program's 1,100 iterations.
    assert_eq!((c.iterations, c.think_ms), (1100, Some(1000.0)));
    assert_eq!(BotSpec::Ismcts(c).label(), "ref:1s");
    let BotSpec::Ismcts(c) = BotSpec::parse("ref:400ms", generic_level_spec).unwrap() else { panic!() };
    assert_eq!((c.iterations, c.think_ms), (440, Some(400.0)));
    for bad in ["ref:0s", "ref:-1", "ref:1s:bogus=2", "mcts:10:prune=maybe"] {
        assert!(BotSpec::parse(bad, generic_level_spec).is_err(), "{bad} should be rejected");
    }
    let BotSpec::Ismcts(c) = BotSpec::parse("ref:300", generic_level_spec).unwrap() else { panic!() };
    let g = race_midgame(2, 8);
    let a = decide(&g, 0, &BotSpec::Ismcts(c), 4).unwrap();
    assert!(legal_vec(&g).contains(&a));
}

/// Runs a search to the end in `slice_ms` slices on a [`ticking_clock`]; returns it and the
/// number of slices.
fn run_in_slices<G: Game>(mut s: Search<G>, slice_ms: f64) -> (Search<G>, u32) {
    let clock = ticking_clock();
    let mut slices = 0;
    while !s.is_done() {
        s.run_for(slice_ms, &clock);
        slices += 1;
        assert!(slices < 100);
    }
    (s, slices)
}

/// A fake clock advancing 1 ms per reading.
fn ticking_clock() -> impl Fn() -> f64 {
    let t = std::cell::Cell::new(0.0);
    move || {
        t.set(t.get() + 1.0);
        t.get()
    }
}

#[test]
fn a_timed_search_thinks_for_its_time_and_at_least_its_floor() {
    let g = race_midgame(2, 6);
    let timed = IsmctsConfig { iterations: 10, think_ms: Some(200.0), min_iterations: 5, ..IsmctsConfig::default() };
    // By the clock: the time counts, not `iterations` (one clock reading per iteration).
    let mut s = Search::new(&g, 0, timed.clone(), 1);
    s.run_with_clock(u32::MAX, &ticking_clock());
    assert!(s.is_done() && !s.timed_out());
    assert!((190..=210).contains(&s.iterations_done()), "{}", s.iterations_done());
    // The floor outlasts a short thinking time.
    let floor = IsmctsConfig { think_ms: Some(3.0), min_iterations: 40, ..timed.clone() };
    let mut s = Search::new(&g, 0, floor, 1);
    s.run_with_clock(u32::MAX, &ticking_clock());
    assert_eq!(s.iterations_done(), 40);
    // ... but not the safety cap.
    let capped = IsmctsConfig { think_ms: Some(3.0), min_iterations: 1000, time_limit_ms: Some(30.0), ..timed.clone() };
    let mut s = Search::new(&g, 0, capped, 1);
    s.run_with_clock(u32::MAX, &ticking_clock());
    assert!(s.timed_out() && s.iterations_done() <= 31, "{}", s.iterations_done());
    // Without a clock the fixed iteration count holds, reproducibly.
    let mut s = Search::new(&g, 0, timed.clone(), 1);
    s.run(u32::MAX);
    assert_eq!(s.iterations_done(), 10);
    // Frame-sized slices add up to the same thinking time.
    let (s, slices) = run_in_slices(Search::new(&g, 0, timed, 1), 12.0);
    assert!(slices >= 10 && s.progress() == 1.0, "{slices}");
}

#[test]
fn progressive_bias_and_prior_playouts_stay_deterministic_when_sliced() {
    let g = race_midgame(3, 10);
    let config = IsmctsConfig { iterations: 300, ..reference_config(300, None) };
    let mut whole = Search::new(&g, 0, config.clone(), 8);
    whole.run(u32::MAX);
    let mut sliced = Search::new(&g, 0, config, 8);
    while !sliced.is_done() {
        sliced.run(7);
    }
    assert_eq!(whole.root_stats(), sliced.root_stats());
    assert!(legal_vec(&g).contains(&whole.best_action().unwrap()));
}

#[test]
fn a_new_turn_or_another_seat_starts_a_fresh_tree() {
    // Race turns are one action: the next decision is always a new turn, never reused.
    let g = race_midgame(2, 6);
    let config = IsmctsConfig { reuse_subtree: true, ..IsmctsConfig::with_iterations(200) };
    let mut s = Search::new(&g, 0, config, 3);
    s.run(u32::MAX);
    let a = s.best_action().unwrap();
    let mut next = g.clone();
    next.play_unchecked(a);
    let fresh = s.continue_after(a, &next, 4);
    assert_eq!(fresh.inherited_visits(), 0);
}

#[test]
fn bradley_terry_orders_and_anchors_ratings() {
    // 0 beats 1 in 30 of 40, 1 beats 2 in 30 of 40, 0 beats 2 in 36 of 40.
    let wins = vec![vec![0.0, 30.0, 36.0], vec![10.0, 0.0, 30.0], vec![4.0, 10.0, 0.0]];
    let games = vec![vec![0, 40, 40], vec![40, 0, 40], vec![40, 40, 0]];
    let (ratings, ci) = arena::bradley_terry(&wins, &games);
    assert_eq!(ratings[0], 0.0);
    assert!(ratings[1] < -100.0 && ratings[2] < ratings[1] - 100.0, "{ratings:?}");
    assert_eq!(ci[0], 0.0);
    assert!(ci[1] > 30.0 && ci[1] < 200.0 && ci[2] > ci[1] * 0.8, "{ci:?}");
    // A clean sweep still gives a finite rating.
    let (ratings, _) = arena::bradley_terry(&[vec![0.0, 10.0], vec![0.0, 0.0]], &[vec![0, 10], vec![10, 0]]);
    assert!(ratings[1].is_finite() && ratings[1] < -200.0);
}

#[test]
fn the_ladder_plays_every_pair() {
    let config =
        ArenaConfig { specs: vec![mcts(40), BotSpec::Greedy, BotSpec::Random], games: 4, ..ArenaConfig::default() };
    let report = arena::run_ladder::<Race>(&RaceOptions { players: 2 }, &config, 4, &mut |_, _| {}).unwrap();
    for i in 0..3 {
        for j in 0..3 {
            if i != j {
                assert_eq!(report.games[i][j], 4);
                assert!((report.wins[i][j] + report.wins[j][i] - 4.0).abs() < 1e-9);
            }
        }
    }
    assert!(report.to_string().contains("Elo"));
    let one = ArenaConfig { specs: vec![mcts(40)], ..config };
    assert!(arena::run_ladder::<Race>(&RaceOptions { players: 2 }, &one, 4, &mut |_, _| {}).is_err());
}

#[test]
fn the_arena_runs_by_the_clock_or_by_iterations() {
    let spec = BotSpec::parse("mcts:5:3ms", generic_level_spec).unwrap();
    let config = ArenaConfig { specs: vec![spec, BotSpec::Random], games: 2, ..ArenaConfig::default() };
    let fixed = arena::run::<Race>(&RaceOptions { players: 2 }, &config).unwrap();
    assert_eq!(fixed.specs[0].iterations % 5, 0, "fixed mode runs exactly 5 iterations a decision");
    let timed = arena::run::<Race>(&RaceOptions { players: 2 }, &ArenaConfig { timed: true, ..config }).unwrap();
    // By the clock each search thinks 3 ms, far more than 5 iterations.
    assert!(timed.specs[0].mean_ms >= 1.0, "{timed}");
    assert!(timed.specs[0].iterations > fixed.specs[0].iterations, "{timed}");
}

/// A search too short to see anything (each root action tried about once), with the safety
/// checks or without.
fn blind(safety_nodes: u32) -> BotSpec {
    BotSpec::Ismcts(IsmctsConfig { iterations: 3, safety_nodes, ..IsmctsConfig::default() })
}

#[test]
fn the_safety_check_never_leaves_a_win_at_once_to_the_opponent() {
    // From 5, 6 or 7 stones a take that leaves one to three hands the opponent the last stones;
    // a blind search takes any. Checked, it never leaves 1–3 stones.
    let mut unchecked_losses = 0;
    for pile in [5, 6, 7] {
        for seed in 0..20 {
            let Some(take) = decide(&nim(pile), 0, &blind(LEVEL_SAFETY_NODES), seed) else { panic!() };
            assert!(pile - take >= 4, "pile {pile}, seed {seed}: took {take}");
            let unchecked = decide(&nim(pile), 0, &blind(0), seed).unwrap();
            unchecked_losses += usize::from(pile - unchecked < 4);
        }
    }
    assert!(unchecked_losses > 0, "the blind search alone must sometimes lose at once");
    // Where every take loses (four stones), the search's own choice stands.
    for seed in 0..5 {
        let spec = blind(LEVEL_SAFETY_NODES);
        assert_eq!(decide(&nim(4), 0, &spec, seed), decide(&nim(4), 0, &blind(0), seed));
    }
}

#[test]
fn the_safety_check_takes_a_win_at_once() {
    for pile in 1..=3 {
        for seed in 0..10 {
            assert_eq!(decide(&nim(pile), 0, &blind(LEVEL_SAFETY_NODES), seed), Some(pile));
        }
    }
}

#[test]
fn the_safety_check_is_off_in_plain_searches_and_on_in_every_level() {
    assert_eq!(IsmctsConfig::default().safety_nodes, 0);
    for level in [Level::Normal, Level::Hard] {
        let BotSpec::Ismcts(c) = generic_level_spec(level) else { panic!() };
        assert_eq!(c.safety_nodes, LEVEL_SAFETY_NODES);
    }
    let BotSpec::Ismcts(c) = BotSpec::parse("normal:safe=0:refute=0.2", generic_level_spec).unwrap() else { panic!() };
    assert_eq!((c.safety_nodes, c.refutation_margin), (0, 0.2));
}

#[test]
fn a_seat_is_hopeless_after_hopeless_turns_in_a_row() {
    use super::concede::{ConcedeRule, Hope};
    let rule = ConcedeRule { value: 0.05, turns: 3 };
    let mut hope = Hope::default();
    // Several hopeless decisions in one turn count once.
    for _ in 0..4 {
        hope.note(1, 10, Some(0.01), rule);
    }
    hope.note(1, 12, Some(0.0), rule);
    assert!(!hope.hopeless(1, rule));
    // No search, nothing learnt; another seat's hope is its own.
    hope.note(1, 13, None, rule);
    hope.note(0, 13, Some(0.9), rule);
    hope.note(1, 14, Some(0.04), rule);
    assert!(hope.hopeless(1, rule) && !hope.hopeless(0, rule));
    // One hopeful search starts the count again, and so does a take-back to an earlier turn.
    hope.note(1, 16, Some(0.3), rule);
    assert!(!hope.hopeless(1, rule));
    for turn in [18, 20, 22] {
        hope.note(1, turn, Some(0.0), rule);
    }
    assert!(hope.hopeless(1, rule));
    hope.note(1, 19, Some(0.0), rule);
    assert!(!hope.hopeless(1, rule), "a take-back forgets the turns after it");
    // Out-of-range seats are ignored.
    hope.note(9, 1, Some(0.0), rule);
    assert!(!hope.hopeless(9, rule));
}

#[test]
fn bots_concede_only_at_a_table_of_one_human_when_every_bot_is_hopeless() {
    use super::concede::{table_concedes, ConcedeRule, Hope};
    let rule = ConcedeRule { value: 0.05, turns: 1 };
    let game = race(3, 1);
    let mut hope = Hope::default();
    hope.note(1, 0, Some(0.0), rule);
    // Seat 0 human, seats 1 and 2 bots: only once both are hopeless.
    assert!(!table_concedes(&game, &[1, 2], &hope, rule));
    hope.note(2, 0, Some(0.01), rule);
    assert!(table_concedes(&game, &[1, 2], &hope, rule));
    // Two humans at the table (one bot), or a seat named twice or off the table: never.
    assert!(!table_concedes(&game, &[1], &hope, rule));
    assert!(!table_concedes(&game, &[1, 1], &hope, rule));
    assert!(!table_concedes(&game, &[1, 7], &hope, rule));
    // A finished game is not resigned.
    let mut over = nim(1);
    over.play_unchecked(1);
    let mut both = Hope::default();
    both.note(1, 0, Some(0.0), rule);
    assert!(!table_concedes(&over, &[1], &both, rule));
    assert!(table_concedes(&nim(5), &[1], &both, rule));
}

#[test]
fn the_arena_notes_would_be_resignations_and_plays_on() {
    // A search against a stronger one in the race: with a generous rule the weaker side's
    // searches lose hope in some games; each such game is counted with how it ended.
    use super::concede::ConcedeRule;
    let rule = ConcedeRule { value: 0.3, turns: 1 };
    let config = ArenaConfig {
        specs: vec![mcts(400), mcts(4)],
        players: 2,
        games: 20,
        seed: 5,
        resign_watch: Some(rule),
        ..ArenaConfig::default()
    };
    let report = arena::run::<Race>(&RaceOptions { players: 2 }, &config).unwrap();
    let r: Vec<_> = report.specs.iter().map(|s| s.resigned).collect();
    assert!(r.iter().map(|t| t.games).sum::<u32>() > 0, "{report}");
    for (s, t) in report.specs.iter().zip(&r) {
        assert!(t.won + t.drawn <= t.games && t.games <= s.seat_games);
        assert!(t.games == 0 || t.plies_saved > 0);
    }
    assert!(report.to_string().contains("would resign"));
    // Without the watch nothing is counted.
    let plain = arena::run::<Race>(&RaceOptions { players: 2 }, &ArenaConfig { resign_watch: None, ..config }).unwrap();
    assert!(plain.specs.iter().all(|s| s.resigned.games == 0));
}

// ---------------------------------------------------------------- Review -------------------------

#[test]
fn a_review_marks_a_planted_blunder_and_not_the_best_move() {
    use crate::review::{review_decision, Judgement, ReviewConfig};
    // Five stones: taking one leaves four and wins; taking two leaves three, which the other
    // seat takes and wins.
    let g = nim(5);
    let config = ReviewConfig::with_iterations(400);
    let good = review_decision(&g, 1, &config, 7).expect("a decision with a choice");
    assert_eq!(good.judgement, None, "{good:?}");
    assert_eq!(good.best, 1);
    let blunder = review_decision(&g, 2, &config, 7).expect("a decision with a choice");
    assert_eq!(blunder.judgement, Some(Judgement::Blunder), "{blunder:?}");
    assert_eq!(blunder.best, 1, "the better move is the win");
    assert!(blunder.deep, "a flagged decision is judged by the deeper pass");
    assert!(blunder.drop() >= 0.3 && blunder.best_value > 0.9 && blunder.played_value < 0.1, "{blunder:?}");
    // A lone action is nothing to judge; an action that is not legal neither.
    assert_eq!(review_decision(&nim(1), 1, &config, 7), None);
    assert_eq!(review_decision(&g, 4, &config, 7), None);
}

#[test]
fn judgements_follow_the_drop_in_the_share_of_the_win() {
    use crate::review::Judgement;
    assert_eq!(Judgement::of(0.0), None);
    assert_eq!(Judgement::of(0.099), None);
    assert_eq!(Judgement::of(0.10), Some(Judgement::Inaccuracy));
    assert_eq!(Judgement::of(0.2), Some(Judgement::Mistake));
    assert_eq!(Judgement::of(0.35), Some(Judgement::Blunder));
    assert_eq!(Judgement::of(1.0), Some(Judgement::Blunder));
}

#[test]
fn a_review_sees_only_what_the_seat_saw() {
    use crate::review::{review_decision, ReviewConfig};
    let g = race_midgame(3, 9);
    let other = with_other_secrets(&g, 4242, 99);
    let seat = g.to_move().expect("a seat to move");
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let config = ReviewConfig::with_iterations(200);
    for (k, &played) in legal.iter().enumerate() {
        let a = review_decision(&g, played, &config, k as u64);
        let b = review_decision(&other, played, &config, k as u64);
        assert_eq!(a, b, "seat {seat}, {played:?}");
    }
}

#[test]
fn a_game_review_marks_the_one_blunder_of_the_seat_and_can_be_cancelled() {
    use crate::review::{review_game, Judgement, ReviewConfig};
    // Nine stones. Seat 0 takes 1 (leaving 8: right), seat 1 takes 1, seat 0 takes 1 from 7
    // (leaving 6: the blunder, taking 3 would leave 4), seat 1 takes 2, seat 0 takes 1 from 4
    // (lost whatever it takes), seat 1 takes the last 3.
    let actions = [1, 1, 1, 2, 1, 3];
    let config = ReviewConfig::with_iterations(400);
    let mut calls = Vec::new();
    let reviewed = review_game(&nim(9), &actions, 0, &config, 5, |done, total| {
        calls.push((done, total));
        true
    });
    assert_eq!(calls, [(1, 3), (2, 3), (3, 3)]);
    let marks: Vec<(usize, Option<Judgement>)> = reviewed.iter().map(|d| (d.ply, d.review.judgement)).collect();
    assert_eq!(marks, [(0, None), (2, Some(Judgement::Blunder)), (4, None)], "{reviewed:#?}");
    assert_eq!(reviewed[1].review.best, 3);
    // The other seat's review sees its own decisions only, none of them a mistake.
    let other = review_game(&nim(9), &actions, 1, &config, 5, |_, _| true);
    assert_eq!(other.iter().map(|d| d.ply).collect::<Vec<_>>(), [1, 3, 5]);
    // Cancelled after the first decision: only that one.
    let cancelled = review_game(&nim(9), &actions, 0, &config, 5, |done, _| done < 1);
    assert_eq!(cancelled.len(), 1);
}
