//! The ladder: a round robin between bots, every pair in its own seeded series through the
//! arena, with all results fitted together into Elo-scale ratings (Bradley–Terry).

use super::{run, ArenaConfig};
use crate::derive_seed;
use castellan_core::Game;
use std::fmt;

/// A round robin between bots: every pair plays its own seeded series (2 players), then all
/// results are fitted together into ratings.
#[derive(Clone, Debug)]
pub struct LadderReport {
    pub game_id: &'static str,
    pub labels: Vec<String>,
    /// `wins[i][j]`: games `i` won against `j` (a draw counts half to each).
    pub wins: Vec<Vec<f64>>,
    /// `games[i][j]`: games between `i` and `j`.
    pub games: Vec<Vec<u32>>,
    /// Elo-scale ratings (400 × log10 of the Bradley–Terry strength), the first bot at 0.
    pub ratings: Vec<f64>,
    /// 95 % half-width of each rating relative to the first bot (normal approximation from the
    /// fit's information matrix; 0 for the first bot, the anchor).
    pub ci95: Vec<f64>,
    /// Per bot over the whole round robin: mean / p95 decision time (ms) and dominated choices.
    pub mean_ms: Vec<f64>,
    pub p95_ms: Vec<f64>,
    pub dominated: Vec<u32>,
}

/// Plays `games_per_pair` games (2 players, seats alternating) between every pair of `specs`
/// and fits ratings. `progress(pairs_done, pairs_total)` is called after each pair.
pub fn run_ladder<G: Game>(
    options: &G::Options,
    config: &ArenaConfig,
    games_per_pair: u32,
    progress: &mut dyn FnMut(u32, u32),
) -> Result<LadderReport, String> {
    let k = config.specs.len();
    if k < 2 {
        return Err("a ladder needs at least two bots".into());
    }
    let mut wins = vec![vec![0.0; k]; k];
    let mut games = vec![vec![0u32; k]; k];
    let mut times: Vec<Vec<(f64, f64, u32)>> = vec![Vec::new(); k];
    let mut dominated = vec![0u32; k];
    let pairs = (k * (k - 1) / 2) as u32;
    let mut done = 0;
    for i in 0..k {
        for j in i + 1..k {
            let pair = ArenaConfig {
                specs: vec![config.specs[i].clone(), config.specs[j].clone()],
                players: 2,
                games: games_per_pair,
                seed: derive_seed(config.seed, (i * k + j) as u64),
                bench: false,
                ..config.clone()
            };
            let report = run::<G>(options, &pair)?;
            let (a, b) = (&report.specs[0], &report.specs[1]);
            wins[i][j] += a.wins;
            wins[j][i] += b.wins;
            games[i][j] += games_per_pair;
            games[j][i] += games_per_pair;
            for (idx, r) in [(i, a), (j, b)] {
                times[idx].push((r.mean_ms, r.p95_ms, r.decisions));
                dominated[idx] += r.dominated;
            }
            done += 1;
            progress(done, pairs);
        }
    }
    let (ratings, ci95) = bradley_terry(&wins, &games);
    let mean_ms = times
        .iter()
        .map(|t| {
            let n: u32 = t.iter().map(|x| x.2).sum();
            t.iter().map(|x| x.0 * x.2 as f64).sum::<f64>() / n.max(1) as f64
        })
        .collect();
    let p95_ms = times.iter().map(|t| t.iter().map(|x| x.1).fold(0.0, f64::max)).collect();
    Ok(LadderReport {
        game_id: G::ID,
        labels: config.specs.iter().map(|s| s.label()).collect(),
        wins,
        games,
        ratings,
        ci95,
        mean_ms,
        p95_ms,
        dominated,
    })
}

/// Bradley–Terry fit by minorisation–maximisation, with one virtual draw between every pair
/// that met (so a bot that won every game still gets a finite rating). Returns Elo-scale ratings
/// with the first bot at 0 and their 95 % half-widths relative to it.
pub fn bradley_terry(wins: &[Vec<f64>], games: &[Vec<u32>]) -> (Vec<f64>, Vec<f64>) {
    let k = wins.len();
    let w = |i: usize, j: usize| if games[i][j] > 0 { wins[i][j] + 0.5 } else { 0.0 };
    let n = |i: usize, j: usize| if games[i][j] > 0 { games[i][j] as f64 + 1.0 } else { 0.0 };
    let mut gamma = vec![1.0f64; k];
    for _ in 0..10_000 {
        let mut next = gamma.clone();
        for i in 0..k {
            let total_wins: f64 = (0..k).filter(|&j| j != i).map(|j| w(i, j)).sum();
            let denom: f64 = (0..k).filter(|&j| j != i).map(|j| n(i, j) / (gamma[i] + gamma[j])).sum();
            if denom > 0.0 {
                next[i] = total_wins / denom;
            }
        }
        let anchor = next[0].max(1e-300);
        let change = next.iter().zip(&gamma).map(|(a, b)| (a / anchor - b).abs()).fold(0.0, f64::max);
        gamma = next.iter().map(|g| g / anchor).collect();
        if change < 1e-12 {
            break;
        }
    }
    let elo = 400.0 / std::f64::consts::LN_10;
    let ratings: Vec<f64> = gamma.iter().map(|g| elo * g.max(1e-300).ln()).collect();
    // Information matrix of the log-strengths, the anchor's row and column removed.
    let m = k - 1;
    let mut info = vec![vec![0.0f64; m]; m];
    for i in 1..k {
        for j in 0..k {
            if i == j {
                continue;
            }
            let p = gamma[i] / (gamma[i] + gamma[j]);
            let v = n(i, j) * p * (1.0 - p);
            info[i - 1][i - 1] += v;
            if j > 0 {
                info[i - 1][j - 1] -= v;
            }
        }
    }
    let inverse = invert(info);
    let mut ci95 = vec![0.0; k];
    for i in 1..k {
        ci95[i] = inverse.as_ref().map_or(f64::INFINITY, |inv| 1.959_964 * elo * inv[i - 1][i - 1].max(0.0).sqrt());
    }
    (ratings, ci95)
}

/// Gauss–Jordan inverse of a small matrix; `None` if it is singular.
fn invert(mut a: Vec<Vec<f64>>) -> Option<Vec<Vec<f64>>> {
    let m = a.len();
    let mut inv: Vec<Vec<f64>> = (0..m).map(|i| (0..m).map(|j| if i == j { 1.0 } else { 0.0 }).collect()).collect();
    for col in 0..m {
        let pivot = (col..m).max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        inv.swap(col, pivot);
        let d = a[col][col];
        for j in 0..m {
            a[col][j] /= d;
            inv[col][j] /= d;
        }
        for r in 0..m {
            if r != col {
                let f = a[r][col];
                if f != 0.0 {
                    for j in 0..m {
                        a[r][j] -= f * a[col][j];
                        inv[r][j] -= f * inv[col][j];
                    }
                }
            }
        }
    }
    Some(inv)
}

impl fmt::Display for LadderReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let k = self.labels.len();
        writeln!(f, "{} ladder: {} bots, round robin, 2 players, seats alternating", self.game_id, k)?;
        let w = self.labels.iter().map(|l| l.chars().count()).max().unwrap_or(3);
        writeln!(
            f,
            "{:<4} {:<w$} {:>7} {:>9} {:>9} {:>9} {:>6}",
            "#", "bot", "Elo", "95% ±", "mean ms", "p95 ms", "domin"
        )?;
        let mut order: Vec<usize> = (0..k).collect();
        order.sort_by(|&a, &b| self.ratings[b].total_cmp(&self.ratings[a]));
        for (rank, &i) in order.iter().enumerate() {
            let ci = if i == 0 { "anchor".to_string() } else { format!("{:.0}", self.ci95[i]) };
            writeln!(
                f,
                "{:<4} {:<w$} {:>7.0} {:>9} {:>9.1} {:>9.1} {:>6}",
                rank + 1,
                self.labels[i],
                self.ratings[i],
                ci,
                self.mean_ms[i],
                self.p95_ms[i],
                self.dominated[i]
            )?;
        }
        writeln!(f, "pairs (row's wins / games against the column):")?;
        for i in 0..k {
            write!(f, "  {:<2}", i + 1)?;
            for j in 0..k {
                if i == j {
                    write!(f, " {:>9}", "-")?;
                } else {
                    write!(f, " {:>9}", format!("{}/{}", self.wins[i][j], self.games[i][j]))?;
                }
            }
            writeln!(f, "   {}", self.labels[i])?;
        }
        Ok(())
    }
}
