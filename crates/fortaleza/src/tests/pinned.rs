//! The engine's observable behaviour, pinned: seeded games are replayed and everything the rest
//! of the app can see of every position (the legal list and its order, notation, `check`'s
//! answers and errors, threats, views, re-sampling, the ending, and the bots' first evaluation,
//! kept here as a frozen copy) is hashed and compared with digests recorded from the engine
//! before its speed work. Any change of behaviour, however small, fails here; a deliberate one
//! needs a new `RULES_VERSION` and new digests.

use super::super::*;
use castellan_core::{legal_vec, Rng};
use FortalezaAction as A;

/// Games replayed, and how many of them each recorded digest covers.
const GAMES: u64 = 300;
const GAMES_PER_DIGEST: u64 = 20;

/// Digests recorded from the engine as of commit b3f954d (before the speed work), one per
/// group of [`GAMES_PER_DIGEST`] games, and the number of actions played in all games.
const EXPECTED_DIGESTS: [u64; (GAMES / GAMES_PER_DIGEST) as usize] = [
    0x04CF_C5D3_4D39_0EF8,
    0xDFCA_9CE3_5EEF_D858,
    0xF6BF_A988_42E5_11B1,
    0x75EC_AADC_75DD_8A0D,
    0x7D49_ADA9_0F1E_96DA,
    0xDA02_E1E8_6BA4_46F9,
    0x2FE2_A5ED_B613_A8D4,
    0x8D67_20EC_762D_847D,
    0x6E43_02F5_7E7E_BFD7,
    0x1A88_7A3D_65D6_F7E6,
    0x8CD9_F71F_02B2_2C62,
    0x3FEB_8492_B839_E2D2,
    0xF53D_9B63_0308_E5FC,
    0x63AE_9F1F_8EAE_9EE2,
    0x8D1E_CB5A_CBED_9FBB,
];
const EXPECTED_ACTIONS: u64 = 128_424;

/// FNV-1a, 64 bits: stable across Rust versions and platforms (unlike `DefaultHasher`).
struct Digest(u64);

impl Digest {
    fn new() -> Digest {
        Digest(0xCBF2_9CE4_8422_2325)
    }
    fn bytes(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(0x0100_0000_01B3);
        }
        // A separator, so that "ab" + "c" and "a" + "bc" differ.
        self.0 ^= 0xFF;
        self.0 = self.0.wrapping_mul(0x0100_0000_01B3);
    }
    fn text(&mut self, text: &str) {
        self.bytes(text.as_bytes());
    }
    fn debug(&mut self, value: &impl std::fmt::Debug) {
        self.text(&format!("{value:?}"));
    }
    fn check(&mut self, g: &Fortaleza, action: FortalezaAction) {
        match g.check(action) {
            Ok(()) => self.text("ok"),
            Err(e) => self.text(&format!("{e:?}: {e}")),
        }
    }
}

/// An arbitrary action value: any square (on the board or not), any unit, any kind of action.
fn arbitrary_action(rng: &mut Rng) -> FortalezaAction {
    let square = |rng: &mut Rng| if rng.below(8) == 0 { rng.below(256) as Square } else { rng.below(144) as Square };
    let unit = Unit::ALL[rng.below(UNIT_KINDS as u32) as usize];
    match rng.below(14) {
        0 => {
            A::Choose { territory: Territory::ALL[rng.below(2) as usize], colours: Colours::ALL[rng.below(2) as usize] }
        }
        1 => A::PlaceFortress { at: square(rng) },
        2 => A::LiftFortress,
        3 => A::PlaceMountain { at: square(rng) },
        4 => A::Deploy { unit, to: square(rng) },
        5 => A::TakeBack { from: square(rng) },
        6 => A::EndDeployment,
        7 => A::Move { from: square(rng), to: square(rng) },
        8 => A::Shoot { from: square(rng), at: square(rng) },
        9 => A::Skewer { from: square(rng), at: square(rng) },
        10 => A::EndMarch,
        11 => A::ExecuteSiege,
        12 => A::Rescue { unit },
        _ => A::Save { unit, to: (rng.below(2) == 0).then(|| square(rng)) },
    }
}

/// Everything observable about `g` (the expensive parts only every few plies).
fn digest_position(d: &mut Digest, g: &Fortaleza, legal: &[FortalezaAction], ply: u32, rng: &mut Rng) {
    d.debug(&(g.to_move(), g.turn_number(), g.phase(), g.ending(), g.has_hidden_information()));
    d.text(&g.position_text());
    for &a in legal {
        d.debug(&a);
        d.text(&g.notation(a));
        for viewer in [None, Some(0), Some(1)] {
            d.text(&g.notation_for(a, viewer));
        }
    }
    for seat in 0..2 {
        d.debug(&(g.king_threatened(seat), g.siege_stands(seat)));
    }
    d.debug(&recorded_evaluation(g).map(f32::to_bits));
    d.debug(&g.scores());
    // `check` on arbitrary values, and on every move and shot of one unit to every square (the
    // errors that say which rule stands in the way).
    for _ in 0..12 {
        let a = arbitrary_action(rng);
        d.check(g, a);
    }
    if ply % 3 == 0 {
        let from = rng.below(144) as Square;
        let from = (0..144).map(|i| ((from as u32 + i) % 144) as Square).find(|&s| g.unit_at(s).is_some()).unwrap_or(0);
        for to in 0..144 {
            d.check(g, A::Move { from, to });
            d.check(g, A::Shoot { from, at: to });
            d.check(g, A::Skewer { from, at: to });
        }
        d.debug(&g.actions_from(from));
    }
    if ply % 5 == 0 {
        for by in 0..2 {
            let threatened: Vec<bool> = (0..=144).map(|s| g.threatens(by, s)).collect();
            d.debug(&threatened);
        }
    }
    if g.has_hidden_information() {
        for viewer in [None, Some(0), Some(1)] {
            d.text(&g.redacted(viewer).position_text());
        }
        for seat in 0..2 {
            let mut sampler = Rng::new(ply as u64 * 31 + seat as u64);
            let sample = g.determinize(seat, &mut sampler);
            d.text(&sample.position_text());
            d.debug(&legal_vec(&sample));
        }
    } else if ply % 16 == 0 && matches!(g.phase(), Phase::Battle) {
        // The position text read back starts the same battle turn.
        match Fortaleza::from_position_text(&g.position_text()) {
            Ok(copy) => d.debug(&legal_vec(&copy)),
            Err(e) => d.text(&e.to_string()),
        }
    }
}

/// Which rules the pinned games exercised, so the digests are known to cover them.
#[derive(Debug, Default)]
struct Seen {
    skewers: u32,
    shots: u32,
    relays: u32,
    marches: u32,
    battle_deploys: u32,
    sieges_executed: u32,
    rescues: u32,
    saves_placed: u32,
    saves_kept: u32,
    endings: [u32; 5],
}

impl Seen {
    fn note(&mut self, g: &Fortaleza, a: FortalezaAction) {
        match a {
            A::Skewer { .. } => self.skewers += 1,
            A::Shoot { .. } => self.shots += 1,
            A::Move { to, .. } if g.unit_at(to).is_some_and(|(s, _)| Some(s) == g.to_move()) => self.relays += 1,
            A::Move { .. } if matches!(g.phase(), Phase::March { .. }) => self.marches += 1,
            A::Deploy { .. } if !g.has_hidden_information() => self.battle_deploys += 1,
            A::ExecuteSiege => self.sieges_executed += 1,
            A::Rescue { .. } => self.rescues += 1,
            A::Save { to: Some(_), .. } => self.saves_placed += 1,
            A::Save { to: None, .. } => self.saves_kept += 1,
            _ => {}
        }
    }
}

/// Plays game `seed` to its end, hashing every position. Half the choices prefer a capture or a
/// siege execution when one is legal, so that battles reach sieges, rescues and saves often.
fn replay(seed: u64, d: &mut Digest, seen: &mut Seen) -> u64 {
    let mut g = Fortaleza::new_game(&FortalezaOptions::default(), seed).unwrap();
    let mut rng = Rng::new(seed.wrapping_mul(0x9E37_79B9) ^ 0x51ED);
    let mut probe_rng = Rng::new(seed ^ 0xC4EC);
    let mut legal = Vec::new();
    let mut ply = 0u32;
    loop {
        g.legal_actions(&mut legal);
        digest_position(d, &g, &legal, ply, &mut probe_rng);
        if legal.is_empty() {
            break;
        }
        let forceful: Vec<FortalezaAction> = legal
            .iter()
            .copied()
            .filter(|&a| match a {
                A::Shoot { .. } | A::Skewer { .. } | A::ExecuteSiege => true,
                A::Move { to, .. } => g.unit_at(to).is_some_and(|(s, _)| Some(s) != g.to_move()),
                _ => false,
            })
            .collect();
        let a = if !forceful.is_empty() && rng.below(2) == 0 {
            forceful[rng.below(forceful.len() as u32) as usize]
        } else {
            legal[rng.below(legal.len() as u32) as usize]
        };
        seen.note(&g, a);
        let effect = g.play_unchecked(a);
        // Fortaleza shows nothing to one seat alone; the digests were recorded while an
        // effect was only whether it revealed, and are kept in that form.
        assert!(!effect.private);
        d.debug(&(a, recorded::Effect { revealed: effect.revealed }));
        ply += 1;
    }
    d.debug(&g.outcome());
    if let Some(ending) = g.ending() {
        seen.endings[ending.reason as usize] += 1;
    }
    ply as u64
}

/// The bots' evaluation as it was when the digests were recorded (material, a threatened King,
/// siege pressure). The evaluation is a bot heuristic that is tuned on its own (`eval.rs`, with
/// its own tests); the digests keep hashing this frozen copy, computed from the same engine
/// queries, so that they go on pinning the rules, the legal list and the views.
fn recorded_evaluation(g: &Fortaleza) -> [f32; castellan_core::MAX_SEATS] {
    const VALUES: [f32; UNIT_KINDS] = [0.0, 1.0, 1.5, 2.0, 3.0, 3.0, 4.0, 6.0, 3.5, 3.5];
    let seat_score = |seat: Seat| {
        let s = seat as usize;
        let mut score = 0.0f32;
        for sq in g.field.occupied[s].iter() {
            if let Some((_, unit)) = g.field.unit_at(sq) {
                score += VALUES[unit.index()];
            }
        }
        for unit in Unit::ALL {
            score += g.reserve[s][unit.index()] as f32 * VALUES[unit.index()] * 0.85;
        }
        if g.king_threatened(seat) {
            score -= 2.0;
        }
        score += g.besiegers(seat) as f32 * 0.75;
        if g.siege_laid[s] {
            score += 1.5;
        }
        let leverage = g.dungeon[s].iter().any(|&n| n > 0);
        if g.reserve[s][Unit::King.index()] > 0 && g.besiegers(1 - seat) >= SIEGE_UNITS && !leverage {
            score -= 3.0;
        }
        score
    };
    let mut out = [0.0f32; castellan_core::MAX_SEATS];
    if let Some(ending) = g.ending {
        match ending.winner {
            Some(w) => out[w as usize] = 1.0,
            None => out[..2].fill(0.5),
        }
        return out;
    }
    if g.before_battle() {
        out[..2].fill(0.5);
        return out;
    }
    let v = 1.0 / (1.0 + (-(seat_score(0) - seat_score(1)) / 6.0).exp());
    out[0] = if v.is_finite() { v.clamp(0.0, 1.0) } else { 0.5 };
    out[1] = 1.0 - out[0];
    out
}

/// An action's effect as the digests recorded it (`Debug` prints it exactly as it was then).
mod recorded {
    #[derive(Debug)]
    pub struct Effect {
        #[allow(dead_code)] // read through `Debug` alone
        pub revealed: bool,
    }
}

/// Replays the pinned games and returns one digest per group, and the actions played.
fn digests(seen: &mut Seen) -> (Vec<u64>, u64) {
    let mut out = Vec::new();
    let mut actions = 0;
    for group in 0..GAMES / GAMES_PER_DIGEST {
        let mut d = Digest::new();
        for seed in group * GAMES_PER_DIGEST..(group + 1) * GAMES_PER_DIGEST {
            actions += replay(seed, &mut d, seen);
        }
        out.push(d.0);
    }
    (out, actions)
}

#[test]
fn behaviour_matches_the_recorded_digests() {
    let mut seen = Seen::default();
    let (found, actions) = digests(&mut seen);
    eprintln!("{seen:?}");
    let printed: Vec<String> = found.iter().map(|h| format!("0x{h:016X}")).collect();
    eprintln!("digests: [{}]\nactions: {actions}", printed.join(", "));
    assert_eq!(actions, EXPECTED_ACTIONS, "the pinned games changed length");
    for (group, (&got, &want)) in found.iter().zip(EXPECTED_DIGESTS.iter()).enumerate() {
        let games = group as u64 * GAMES_PER_DIGEST..(group as u64 + 1) * GAMES_PER_DIGEST;
        assert_eq!(got, want, "behaviour changed in games {games:?}");
    }
    // The digests cover the rare rules too (a kept save is the only one random play misses).
    let rare = [seen.skewers, seen.relays, seen.marches, seen.battle_deploys, seen.sieges_executed, seen.rescues];
    assert!(rare.iter().all(|&n| n > 0) && seen.saves_placed > 0, "{seen:?}");
    assert!(seen.endings.iter().all(|&n| n > 0), "every kind of ending: {seen:?}");
}

/// The one-pass threat map around the King ([`Field::threats_in`]) answers, on every square,
/// what the per-square test ([`Field::attacks`]) answers with a unit of the other seat put
/// there and the King's square emptied: battle positions along seeded random games.
#[test]
fn threat_map_matches_the_per_square_threat_test() {
    use super::super::board::{cell, EMPTY};
    let mut rng = Rng::new(0x7412);
    let mut legal = Vec::new();
    let mut compared = 0u32;
    for seed in 0..40u64 {
        let mut g = Fortaleza::new_game(&FortalezaOptions::default(), seed).unwrap();
        let mut ply = 0u32;
        while g.to_move().is_some() {
            if !g.has_hidden_information() && ply % 3 == 0 {
                for by in 0..2 {
                    let defender = 1 - by;
                    for absent in [NO_SQUARE, g.field.kings[defender as usize]] {
                        let map = g.field.threats_in(by, Bits([u64::MAX; 3]), (0, 11), (0, 11), absent);
                        let mut board = g.field;
                        if absent != NO_SQUARE {
                            board.take(absent);
                        }
                        for t in (0..SQUARES as Square).filter(|&t| !board.is_terrain(t)) {
                            let mut probe = board;
                            let there = probe.at(t);
                            if there == EMPTY || board.occupied[by as usize].has(t) {
                                probe.take(t);
                                probe.put(t, cell(defender, Unit::Rabble));
                            }
                            assert_eq!(
                                map.has(t),
                                probe.attacks(t, by, NO_SQUARE),
                                "seat {by} on {} (absent {absent}):\n{}",
                                square_name(t),
                                g.position_text()
                            );
                            compared += 1;
                        }
                    }
                }
            }
            g.legal_actions(&mut legal);
            g.play_unchecked(legal[rng.below(legal.len() as u32) as usize]);
            ply += 1;
        }
    }
    assert!(compared > 100_000, "{compared}");
}
