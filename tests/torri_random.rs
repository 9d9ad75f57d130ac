//! Seeded random play of Torri over every player count and variant, checking the rules'
//! invariants and the `Game` contract after every action.

use castellan::core::contract::{play_games_in_parallel, Tally};
use castellan::core::{Game, Rng, Seat};
use castellan::games::torri::*;

const GAMES: u64 = 10_000;
/// Generous: random play is far from purposeful, yet games must still end well before this.
const PLY_CAP: usize = 20_000;
/// Every this many plies, a rejected garbage action is also checked to leave the whole state equal.
const STATE_COMPARE_EVERY: usize = 4;
/// The random player rolls with probability 1/this whenever rolling is an option.
const ROLL_ODDS_DENOMINATOR: u32 = 2;
/// Garbage actions tried per ply.
const GARBAGE_PER_PLY: usize = 3;

fn variants() -> Vec<TorriOptions> {
    let d = TorriOptions::default();
    vec![
        d,
        TorriOptions { height_limit: None, ..d },
        TorriOptions { height_limit: Some(3), ..d },
        TorriOptions { height_limit: Some(2), free_carry: Some(1), ..d },
        TorriOptions { dice_only: true, ..d },
        TorriOptions { free_carry: Some(3), ..d },
        TorriOptions { two_dice: true, ..d },
        TorriOptions { colour_die: ColourDie::On, ..d },
        TorriOptions { colour_die: ColourDie::OwnColourRollsAgain, height_limit: Some(4), ..d },
        TorriOptions {
            dice_only: true,
            two_dice: true,
            colour_die: ColourDie::OwnColourRollsAgain,
            free_carry: Some(2),
            height_limit: Some(5),
            ..d
        },
    ]
}

/// A random action: mostly near misses of a legal one (one square off, one piece more or less),
/// which probe the rule boundaries, plus plain noise including off-board squares.
fn garbage(rng: &mut Rng, legal: &[TorriAction]) -> TorriAction {
    let sq = |rng: &mut Rng| rng.below(SQUARES as u32 + 12) as Square;
    const NUDGES: [i16; 6] = [1, -1, 10, -10, 2, -20];
    let nudge = |rng: &mut Rng, v: u8| (v as i16 + NUDGES[rng.below(NUDGES.len() as u32) as usize]).clamp(0, 255) as u8;
    if rng.below(2) == 0 {
        let base = legal[rng.below(legal.len() as u32) as usize];
        return match base {
            TorriAction::Move { from, to } if rng.below(2) == 0 => TorriAction::Move { from, to: nudge(rng, to) },
            TorriAction::Move { from, to } => TorriAction::Move { from: nudge(rng, from), to },
            TorriAction::Split { cut, to } if rng.below(2) == 0 => TorriAction::Split { cut: nudge(rng, cut), to },
            TorriAction::Split { cut, to } => TorriAction::Split { cut, to: nudge(rng, to) },
            TorriAction::FreeCarry { from } => TorriAction::FreeCarry { from: nudge(rng, from) },
            _ => TorriAction::Move { from: sq(rng), to: sq(rng) },
        };
    }
    match rng.below(6) {
        0 => TorriAction::Roll,
        1 => TorriAction::Pass,
        2 => TorriAction::RollColourDie,
        3 => TorriAction::Move { from: sq(rng), to: sq(rng) },
        4 => TorriAction::Split { cut: rng.below(20) as u8, to: sq(rng) },
        _ => TorriAction::FreeCarry { from: sq(rng) },
    }
}

/// Independent check: can the owner of the stack on `at` split it at all?
fn split_exists(g: &Torri, at: Square, limit: usize) -> bool {
    let s = g.stack(at);
    let owner = s.top().unwrap();
    let n = s.len();
    let cut_ok = (1..n).any(|cut| cut <= limit && n - cut <= limit && s.piece(cut - 1) == owner);
    let (c, r) = (at as i32 % 10, at as i32 / 10);
    let target_ok = [(0, 1), (1, 0), (0, -1), (-1, 0)].iter().any(|(dc, dr)| {
        let (tc, tr) = (c + dc, r + dr);
        if !(0..10).contains(&tc) || !(0..10).contains(&tr) {
            return false;
        }
        let to = (tr * 10 + tc) as Square;
        let home_ok = g.home_owner(to).is_none_or(|h| h == owner);
        home_ok && g.stack(to).top() != Some(owner)
    });
    cut_ok && target_ok
}

/// Pieces of each colour on the board and in the reserves.
fn colour_totals(g: &Torri) -> [usize; 4] {
    let mut counts = [0usize; 4];
    for s in g.board().iter().filter(|s| !s.is_empty()) {
        let k = s.colour_counts();
        for c in 0..4 {
            counts[c] += k[c];
        }
    }
    for p in 0..g.seat_count() as Seat {
        for (c, k) in g.reserve_by_colour(p).iter().enumerate() {
            counts[c] += *k as usize;
        }
    }
    counts
}

/// Checks what `action` changed. Unchanged squares were checked when they last changed (and the
/// start position is checked in full), so looking at the changed ones proves the invariants for
/// the whole board while keeping ten thousand games quick.
fn check_invariants(
    before: &Torri,
    after: &Torri,
    action: TorriAction,
    mover: Seat,
    homes: &[Option<Seat>],
    counts: &mut [usize; 4],
) {
    let limit = after.options().height_limit.map(|l| l as usize);
    let (b_board, a_board) = (before.board(), after.board());
    let mut changed = changed_squares(b_board, a_board);
    while changed != 0 {
        let sq = changed.trailing_zeros() as usize;
        changed &= changed - 1;
        let (b, a) = (b_board[sq], a_board[sq]);
        assert_ne!(a, b);
        let (kb, ka) = (b.colour_counts(), a.colour_counts());
        for c in 0..4 {
            counts[c] = counts[c] + ka[c] - kb[c];
        }
        if let (Some(h), Some(t)) = (homes[sq], a.top()) {
            assert_eq!(h, t, "stack in another's home on {sq}:\n{}", after.position_text());
        }
        if let Some(limit) = limit {
            if a.len() > limit {
                let pending = matches!(after.phase(), TurnPhase::AwaitSplit { at, .. } if at as usize == sq);
                assert!(pending || !split_exists(after, sq as Square, limit), "over-limit stack left unsplit on {sq}");
            }
        }
    }
    for p in 0..after.seat_count() as Seat {
        let (rb, ra) = (before.reserve_by_colour(p), after.reserve_by_colour(p));
        for c in 0..4 {
            counts[c] = counts[c] + ra[c] as usize - rb[c] as usize;
        }
    }
    let per = pieces_per_player(after.seat_count());
    for (c, &k) in counts.iter().enumerate() {
        assert_eq!(k, if c < after.seat_count() { per } else { 0 }, "colour {c} not conserved");
    }
    if let TorriAction::Move { to, .. } | TorriAction::Split { to, .. } = action {
        assert_ne!(before.stack(to).top(), Some(mover), "landed on own stack");
    }
}

/// Plays game `i` to the end, checking everything after every action.
fn play_one(i: u64, variants: &[TorriOptions], tally: &mut Tally) {
    let mut opts = variants[(i as usize) % variants.len()];
    opts.players = 2 + ((i / variants.len() as u64) % 3) as u8;
    let mut g = Torri::new_game(&opts, i).unwrap();
    let homes: Vec<Option<Seat>> = (0..SQUARES as Square).map(|sq| g.home_owner(sq)).collect();
    let mut counts = colour_totals(&g);
    for (sq, s) in g.board().iter().enumerate() {
        if let Some(h) = homes[sq] {
            assert_eq!(s.top(), Some(h), "start: home {sq} not filled by its owner");
        }
    }
    let mut rng = Rng::new(i ^ 0x5eed);
    let mut legal = Vec::new();
    let mut plies = 0;
    while g.to_move().is_some() {
        assert!(plies < PLY_CAP, "game {i} ({opts:?}) did not end:\n{}", g.position_text());
        g.legal_actions(&mut legal);
        assert!(!legal.is_empty(), "no legal action while a seat is to move");
        if legal.contains(&TorriAction::Pass) {
            assert_eq!(legal.len(), 1, "pass offered beside other actions");
        }
        for &a in &legal {
            assert_eq!(g.check(a), Ok(()), "listed {a:?} rejected");
        }
        for k in 0..GARBAGE_PER_PLY {
            let a = garbage(&mut rng, &legal);
            let mut copy = g.clone();
            match copy.apply(a) {
                Ok(_) => assert!(legal.contains(&a), "unlisted {a:?} accepted"),
                Err(e) => {
                    assert!(!legal.contains(&a), "listed {a:?} rejected: {e}");
                    // Comparing whole states is the costliest check here (a rejected action
                    // returns before touching anything), so a regular sample suffices.
                    if k == 0 && plies % STATE_COMPARE_EVERY == 0 {
                        assert_eq!(copy, g, "rejected action changed the state");
                    }
                }
            }
        }
        // Uniform choice alone would almost never roll (one action among dozens of height
        // moves), leaving sixes, two dice and the colour die barely exercised; real players roll
        // about half the time.
        let a = if legal[0] == TorriAction::Roll && rng.below(ROLL_ODDS_DENOMINATOR) == 0 {
            TorriAction::Roll
        } else {
            legal[rng.below(legal.len() as u32) as usize]
        };
        let before = g.clone();
        let mover = g.to_move().unwrap();
        if plies % STATE_COMPARE_EVERY == 0 {
            assert!(!g.notation(a).is_empty());
        }
        let effect = g.apply(a).unwrap();
        if matches!(a, TorriAction::Roll | TorriAction::RollColourDie) {
            assert!(effect.revealed, "a roll must be marked as revealed");
        }
        let same_turn = g.turn_number() == before.turn_number();
        if g.to_move().is_some() && g.to_move() != Some(mover) {
            assert!(!same_turn, "another seat moves without a new turn number");
        }
        if !same_turn {
            assert!(
                matches!(g.phase(), TurnPhase::AwaitColourDie | TurnPhase::AwaitChoice { after_six: false }),
                "a new turn starts with the colour die or the mode choice, not {:?}",
                g.phase()
            );
        }
        if matches!(g.phase(), TurnPhase::AwaitSplit { .. }) {
            assert!(same_turn && g.to_move() == Some(mover), "a split belongs to the mover's turn");
        }
        check_invariants(&before, &g, a, mover, &homes, &mut counts);
        plies += 1;
        match (a, g.phase()) {
            (TorriAction::Split { .. }, _) => tally.count("splits"),
            (TorriAction::FreeCarry { .. }, _) => tally.count("free carries"),
            (TorriAction::Pass, _) => tally.count("passes"),
            (TorriAction::RollColourDie, _) if g.to_move() != Some(mover) => tally.count("colour-die skips"),
            (_, TurnPhase::AwaitChoice { after_six: true }) => tally.count("six bonuses"),
            (_, TurnPhase::AwaitBonusRoll) => tally.count("extra rolls"),
            _ => {}
        }
    }
    assert_eq!(colour_totals(&g), counts, "incremental piece count drifted");
    let o = g.outcome().expect("finished game has an outcome");
    assert!(!o.winners.is_empty());
    let best = o.scores.iter().max().unwrap();
    assert!(o.winners.iter().all(|&w| o.scores[w as usize] == *best));
    assert_eq!(o.winners.len(), o.scores.iter().filter(|&s| s == best).count());
    if o.winners.len() > 1 {
        tally.count("shared wins");
    }
    tally.game(plies as u64);
}

#[test]
fn ten_thousand_random_games_keep_every_invariant() {
    let variants = variants();
    let tally = play_games_in_parallel("Torri", GAMES, |i, tally| play_one(i, &variants, tally));
    tally.assert_seen(&[
        "splits",
        "six bonuses",
        "free carries",
        "colour-die skips",
        "extra rolls",
        "passes",
        "shared wins",
    ]);
}
