//! Bot specs as text, for the arena, the bench and the command line (`normal`, `mcts:5000:cap=30`,
//! `ref:1s`…): [`BotSpec::parse`] and [`BotSpec::label`], which parse back to the same bot.

use super::ismcts::{IsmctsConfig, LeafValue, PlayoutPolicy};
use super::level::{BotSpec, Level, EASY_EPSILON, SELFISH_EPSILON};
use super::reference::{reference_config, REFERENCE_ITERATIONS_PER_SEC};

impl BotSpec {
    /// Parses `random`, `greedy`, `noisy[:eps]` / `greedy-noisy[:eps]`, `selfish[:eps]`, `easy`,
    /// `normal`, `hard`, `mcts[:budget]` / `ismcts[:budget]` and `ref[:budget]` (the sparring partner,
    /// [`reference_config`]). A budget is an iteration count (`5000`, `5k`) or a thinking time
    /// (`1s`, `400ms`; run by iteration count, `ref` counts 1,100 iterations per second and `mcts`
    /// keeps its iterations). Further `:`-separated tweaks: `iter=N`, `cap=N` (playout length),
    /// `turns=N` (playout stops after N turn ends), `phase=N` (after N scorings), `c=F`
    /// (exploration), `eps=F` (epsilon-greedy playouts on `evaluate()`), `peps=F` (epsilon-greedy
    /// on the move-ordering guess), `pb=F` (progressive bias), `lead=F` (value the leaf by score
    /// lead with this scale), `prune=on|off`, `reuse=on|off`, `floor=N` (iterations of a timed
    /// search), `later=F` (a later decision of a turn thinks this share of the time:
    /// [`IsmctsConfig::later_share`]), `var=F` (variety margin, [`IsmctsConfig::variety`]),
    /// `vturns=N` (the draw only in the first N turns, [`IsmctsConfig::variety_turns`]), e.g.
    /// `mcts:5000:cap=30:eps=0.2`. Levels resolve through `level_spec` (the game's, at the
    /// series' player count), and a searching level takes the same tweaks (`hard:var=0`).
    pub fn parse(s: &str, level_spec: impl Fn(Level) -> BotSpec) -> Result<BotSpec, String> {
        let s = s.trim().to_ascii_lowercase();
        let mut parts = s.split(':');
        let head = parts.next().unwrap_or("");
        let rest: Vec<&str> = parts.collect();
        let no_args = |spec: BotSpec| {
            if rest.is_empty() {
                Ok(spec)
            } else {
                Err(format!("bot '{head}' takes no parameters (got '{s}')"))
            }
        };
        if let Some(level) = Level::from_name(head) {
            // A level's search takes tweaks (`normal:var=0`: the Normal bot without variety).
            return match level_spec(level) {
                BotSpec::Ismcts(config) if !rest.is_empty() => {
                    Ok(BotSpec::Ismcts(parse_search(&s, &rest, config, None)?))
                }
                spec => no_args(spec),
            };
        }
        match head {
            "random" => no_args(BotSpec::Random),
            "greedy" => no_args(BotSpec::Greedy),
            "noisy" | "greedy-noisy" | "selfish" => {
                let selfish = head == "selfish";
                let epsilon = match rest.as_slice() {
                    [] if selfish => SELFISH_EPSILON,
                    [] => EASY_EPSILON,
                    [e] => parse_unit(e).ok_or_else(|| format!("bad epsilon '{e}' in '{s}' (expected 0..1)"))?,
                    _ => return Err(format!("too many parameters in '{s}'")),
                };
                Ok(if selfish { BotSpec::Selfish { epsilon } } else { BotSpec::GreedyNoisy { epsilon } })
            }
            "mcts" | "ismcts" => Ok(BotSpec::Ismcts(parse_search(&s, &rest, IsmctsConfig::default(), None)?)),
            "ref" | "reference" => {
                let base = reference_config(1100, None);
                let per_sec = Some(REFERENCE_ITERATIONS_PER_SEC);
                Ok(BotSpec::Ismcts(parse_search(&s, &rest, base, per_sec)?))
            }
            _ => Err(format!(
                "unknown bot '{s}' (expected random, greedy, noisy[:eps], selfish[:eps], easy, normal, hard, mcts:<budget> or ref:<budget>)"
            )),
        }
    }

    /// Short readable name for reports (`mcts:5000`, `greedy`, `ref:1s`…): the spec string that
    /// parses back to this bot.
    pub fn label(&self) -> String {
        match self {
            BotSpec::Random => "random".into(),
            BotSpec::Greedy => "greedy".into(),
            BotSpec::GreedyNoisy { epsilon } => format!("noisy:{epsilon}"),
            BotSpec::Selfish { epsilon } => format!("selfish:{epsilon}"),
            BotSpec::Ismcts(c) => search_label(c),
        }
    }
}

/// The spec string of a search configuration: `ref:…` for the sparring partner, else `mcts:…`
/// with every setting that differs from the default.
fn search_label(c: &IsmctsConfig) -> String {
    if *c == reference_config(c.iterations, c.think_ms) {
        return match c.think_ms {
            Some(ms) if c.iterations as f64 == (ms / 1000.0 * REFERENCE_ITERATIONS_PER_SEC).round() => {
                format!("ref:{}", time_label(ms))
            }
            Some(ms) => format!("ref:{}:iter={}", time_label(ms), c.iterations),
            None => format!("ref:{}", c.iterations),
        };
    }
    let d = IsmctsConfig::default();
    let mut s = format!("mcts:{}", c.iterations);
    if let Some(ms) = c.think_ms {
        s += &format!(":{}", time_label(ms));
    }
    if c.min_iterations != d.min_iterations {
        s += &format!(":floor={}", c.min_iterations);
    }
    if c.exploration != d.exploration {
        s += &format!(":c={}", c.exploration);
    }
    if c.playout_cap != d.playout_cap {
        s += &format!(":cap={}", c.playout_cap);
    }
    if c.playout_turns != d.playout_turns {
        s += &format!(":turns={}", c.playout_turns);
    }
    if c.playout_scorings != d.playout_scorings {
        s += &format!(":phase={}", c.playout_scorings);
    }
    match c.playout {
        PlayoutPolicy::Random => {}
        PlayoutPolicy::EpsilonGreedy { epsilon } => s += &format!(":eps={epsilon}"),
        PlayoutPolicy::PriorGreedy { epsilon } => s += &format!(":peps={epsilon}"),
    }
    if c.progressive_bias != d.progressive_bias {
        s += &format!(":pb={}", c.progressive_bias);
    }
    match c.leaf_value {
        LeafValue::Evaluate => {}
        LeafValue::ScoreLead { scale } => s += &format!(":lead={scale}"),
        LeafValue::StandingLead => s += ":lead=points",
    }
    if c.reference_guide != d.reference_guide {
        s += &format!(":guide={}", on_off(c.reference_guide));
    }
    if c.prune_dominated != d.prune_dominated {
        s += &format!(":prune={}", on_off(c.prune_dominated));
    }
    if c.reuse_subtree != d.reuse_subtree {
        s += &format!(":reuse={}", on_off(c.reuse_subtree));
    }
    if c.later_share != d.later_share {
        s += &format!(":later={}", c.later_share);
    }
    if c.variety != d.variety {
        s += &format!(":var={}", c.variety);
    }
    if c.variety_turns != d.variety_turns {
        s += &format!(":vturns={}", c.variety_turns);
    }
    if c.safety_nodes != d.safety_nodes {
        s += &format!(":safe={}", c.safety_nodes);
    }
    if c.refutation_margin != d.refutation_margin {
        s += &format!(":refute={}", c.refutation_margin);
    }
    s
}

fn on_off(b: bool) -> &'static str {
    if b {
        "on"
    } else {
        "off"
    }
}

fn time_label(ms: f64) -> String {
    if ms >= 1000.0 && (ms / 1000.0).fract() == 0.0 {
        format!("{}s", ms / 1000.0)
    } else {
        format!("{ms}ms")
    }
}

/// A thinking time: `1s`, `0.5s`, `400ms`.
fn parse_time_ms(s: &str) -> Option<f64> {
    let (digits, scale) = if let Some(d) = s.strip_suffix("ms") { (d, 1.0) } else { (s.strip_suffix('s')?, 1000.0) };
    digits.parse::<f64>().ok().map(|v| v * scale).filter(|ms| ms.is_finite() && *ms > 0.0)
}

/// Applies the `:`-separated budget and tweaks of a search spec to `config`. A thinking time
/// also sets the iteration count to `per_sec` × seconds when the bot has such a rate.
fn parse_search(
    spec: &str,
    params: &[&str],
    mut config: IsmctsConfig,
    per_sec: Option<f64>,
) -> Result<IsmctsConfig, String> {
    let on = |v: &str| match v {
        "on" | "true" | "1" | "yes" => Ok(true),
        "off" | "false" | "0" | "no" => Ok(false),
        _ => Err(format!("bad switch '{v}' (expected on or off)")),
    };
    let number = |what: &str, v: &str| v.parse::<f32>().ok().filter(|x| *x >= 0.0).ok_or(format!("bad {what} '{v}'"));
    for (i, p) in params.iter().enumerate() {
        if let Some((k, v)) = p.split_once('=') {
            match k {
                "cap" => config.playout_cap = v.parse().map_err(|_| format!("bad playout cap '{v}'"))?,
                "turns" => config.playout_turns = v.parse().map_err(|_| format!("bad playout turns '{v}'"))?,
                "phase" => config.playout_scorings = v.parse().map_err(|_| format!("bad playout scorings '{v}'"))?,
                "c" => config.exploration = number("exploration", v)?,
                "eps" => {
                    let e = parse_unit(v).ok_or_else(|| format!("bad playout epsilon '{v}'"))?;
                    config.playout = PlayoutPolicy::EpsilonGreedy { epsilon: e };
                }
                "peps" => {
                    let e = parse_unit(v).ok_or_else(|| format!("bad playout epsilon '{v}'"))?;
                    config.playout = PlayoutPolicy::PriorGreedy { epsilon: e };
                }
                "pb" => config.progressive_bias = number("progressive bias", v)?,
                "lead" if v == "points" => config.leaf_value = LeafValue::StandingLead,
                "lead" => config.leaf_value = LeafValue::ScoreLead { scale: number("lead scale", v)?.max(0.1) },
                "guide" => config.reference_guide = on(v)?,
                "prune" => config.prune_dominated = on(v)?,
                "reuse" => config.reuse_subtree = on(v)?,
                "floor" => config.min_iterations = v.parse().map_err(|_| format!("bad iteration floor '{v}'"))?,
                "later" => config.later_share = parse_unit(v).ok_or_else(|| format!("bad later share '{v}' (expected 0..1)"))?,
                "var" => config.variety = parse_unit(v).ok_or_else(|| format!("bad variety margin '{v}' (expected 0..1)"))?,
                "vturns" => config.variety_turns = v.parse().map_err(|_| format!("bad variety turns '{v}'"))?,
                "safe" => config.safety_nodes = v.parse().map_err(|_| format!("bad safety nodes '{v}'"))?,
                "refute" => config.refutation_margin = number("refutation margin", v)?,
                "iter" | "iterations" => config.iterations = parse_iterations(v)?,
                _ => {
                    return Err(format!(
                        "unknown search parameter '{k}' (expected iter, cap, turns, phase, c, eps, peps, pb, lead, guide, prune, reuse, floor, later, var, vturns, safe, refute)"
                    ))
                }
            }
        } else if let Some(ms) = parse_time_ms(p) {
            config.think_ms = Some(ms);
            if let Some(rate) = per_sec {
                config.iterations = ((ms / 1000.0 * rate).round() as u32).max(1);
            }
        } else if i <= 1 {
            config.iterations = parse_iterations(p)?;
        } else {
            return Err(format!("unexpected '{p}' in '{spec}'"));
        }
    }
    Ok(config)
}

fn parse_unit(s: &str) -> Option<f32> {
    s.parse::<f32>().ok().filter(|e| (0.0..=1.0).contains(e))
}

fn parse_iterations(s: &str) -> Result<u32, String> {
    // Accept `5k` as a convenience on the command line.
    let (digits, mult) = match s.strip_suffix('k') {
        Some(d) => (d, 1000),
        None => (s, 1),
    };
    digits
        .parse::<u32>()
        .ok()
        .and_then(|n| n.checked_mul(mult))
        .filter(|n| *n > 0)
        .ok_or_else(|| format!("bad iteration count '{s}' (expected a positive number)"))
}
