//! Notation of actions, the text picture of a position and its parser (see the module docs).

use super::board::{bit, parse_sq, sq_name as sq, NONE};
use super::cards::Card;
use super::{CardMode, CardPlay, Stage, Torres, TorresAction as A, TorresOptions};
use castellan_core::{Game, Msg, PositionError, Seat};

/// A card's name in the player's language (`Card::name` stays the notation's English name).
pub fn card_name_msg(card: Card) -> Msg {
    Msg::new(match card {
        Card::Climb2 => "torres-card-climb2",
        Card::BlockUnder => "torres-card-block-under",
        Card::ExtraBlock => "torres-card-extra-block",
        Card::SecretPassage => "torres-card-secret-passage",
        Card::Diagonal => "torres-card-diagonal",
        Card::Ap6 => "torres-card-ap6",
        Card::Ap7 => "torres-card-ap7",
        Card::MoveBlock => "torres-card-move-block",
        Card::Reposition => "torres-card-reposition",
        Card::Jump => "torres-card-jump",
    })
}

fn stage_name(s: Stage) -> &'static str {
    match s {
        Stage::Foundations => "foundations",
        Stage::StartKnights => "knights",
        Stage::StartKing => "king",
        Stage::ChooseStack => "stack",
        Stage::Main => "main",
        Stage::Pick => "pick",
        Stage::PutBack => "putback",
        Stage::Redistribute => "spread",
        Stage::KingMove => "kingmove",
        Stage::Over => "over",
    }
}

fn stage_from(s: &str) -> Option<Stage> {
    [
        Stage::Foundations,
        Stage::StartKnights,
        Stage::StartKing,
        Stage::ChooseStack,
        Stage::Main,
        Stage::Pick,
        Stage::PutBack,
        Stage::Redistribute,
        Stage::KingMove,
        Stage::Over,
    ]
    .into_iter()
    .find(|&x| stage_name(x) == s)
}

impl Torres {
    pub(crate) fn notation_of(&self, a: A) -> String {
        let block = |s: u8| format!("B {} (h{})", sq(s), self.h.get(s as usize).copied().unwrap_or(0) + 1);
        match a {
            A::PlaceFoundation(s) => format!("foundation {}", sq(s)),
            A::StartKnight(s) => format!("K {}", sq(s)),
            A::StartKing(s) => format!("king {}", sq(s)),
            A::ChooseStack(s) => format!("stack {s}"),
            A::AddKnight(s) => format!("+K {}", sq(s)),
            A::Step { from, to } => format!("K {}-{}", sq(from), sq(to)),
            A::Through { from, to } => format!("K {}⇒{} (castle)", sq(from), sq(to)),
            A::PlaceBlock(s) => block(s),
            A::TakeCard => "take card".into(),
            A::Keep(_) | A::KeepUnseen => "keep a card".into(),
            A::PutBack { top, .. } | A::PutBackUnseen { top } => {
                format!("card to {}", if top { "top" } else { "bottom" })
            }
            A::Play(c) => {
                let what = match c {
                    CardPlay::Climb2 { from, to } | CardPlay::Diagonal { from, to } | CardPlay::Jump { from, to } => {
                        format!(" K {}-{}", sq(from), sq(to))
                    }
                    CardPlay::SecretPassage { from, to } => format!(" K {}⇒{}", sq(from), sq(to)),
                    CardPlay::Reposition { from, to } => format!(" K {}→{}", sq(from), sq(to)),
                    CardPlay::MoveBlock { from, to } => format!(" {}→{}", sq(from), sq(to)),
                    CardPlay::ExtraBlock(s) => format!(" {}", block(s)),
                    CardPlay::BlockUnder { knight, source } => format!(
                        " K {} (from {})",
                        sq(knight),
                        if source == 0 { "this turn's stack".to_string() } else { format!("a stack of {source}") }
                    ),
                    CardPlay::Ap6 | CardPlay::Ap7 => String::new(),
                };
                format!("card: {}{}", c.card().name(), what)
            }
            A::AdvanceScore => {
                let mut g = *self;
                let p = self.to_move as usize;
                g.gain(p, 1);
                format!("score +{}", g.score[p] - self.score[p])
            }
            A::EndTurn => "end turn".into(),
            A::Spread(s) => format!("spread → {s}"),
            A::ReturnRest => format!("return {}", self.cur_stack),
            A::MoveKing(s) => format!("king {}", sq(s)),
            A::KeepKing => "king stays".into(),
        }
    }

    /// The log line of `a` as `viewer` may read it: [`Torres::notation_msg_of`], except that the
    /// player keeping a card or putting one back reads which card (everyone else, a bot's
    /// opponent, a shared screen after the hand-over, only that a card was kept).
    pub(crate) fn notation_msg_for(&self, a: A, viewer: Option<Seat>) -> Msg {
        let own = viewer == Some(self.to_move);
        match a {
            A::Keep(card) if own => Msg::new("torres-log-keep-card-named").arg("card", card_name_msg(card)),
            A::PutBack { card, top } if own => Msg::new("torres-log-put-back-named")
                .arg("card", card_name_msg(card))
                .arg("end", if top { "top" } else { "bottom" }),
            _ => self.notation_msg_of(a),
        }
    }

    /// The log line of `a` in the player's language: the same facts as [`Torres::notation_of`]
    /// (which stays the stable English notation), with the words of the language's rulebook.
    pub fn notation_msg_of(&self, a: A) -> Msg {
        let height_after = |s: u8| self.h.get(s as usize).copied().unwrap_or(0) + 1;
        let squares = |msg: Msg, from: u8, to: u8| msg.arg("from", sq(from)).arg("to", sq(to));
        match a {
            A::PlaceFoundation(s) => Msg::new("torres-log-foundation").arg("square", sq(s)),
            A::StartKnight(s) => Msg::new("torres-log-start-knight").arg("square", sq(s)),
            A::StartKing(s) => Msg::new("torres-log-start-king").arg("square", sq(s)),
            A::ChooseStack(n) => Msg::new("torres-log-stack").arg("size", n),
            A::AddKnight(s) => Msg::new("torres-log-new-knight").arg("square", sq(s)),
            A::Step { from, to } => squares(Msg::new("torres-log-step"), from, to),
            A::Through { from, to } => squares(Msg::new("torres-log-through"), from, to),
            A::PlaceBlock(s) => Msg::new("torres-log-block").arg("square", sq(s)).arg("height", height_after(s)),
            A::TakeCard => Msg::new("torres-log-take-card"),
            A::Keep(_) | A::KeepUnseen => Msg::new("torres-log-keep-card"),
            A::PutBack { top, .. } | A::PutBackUnseen { top } => {
                Msg::new("torres-log-put-back").arg("end", if top { "top" } else { "bottom" })
            }
            A::Play(c) => {
                let played = match c {
                    CardPlay::Climb2 { from, to } | CardPlay::Diagonal { from, to } | CardPlay::Jump { from, to } => {
                        squares(Msg::new("torres-log-card-knight"), from, to)
                    }
                    CardPlay::SecretPassage { from, to } => squares(Msg::new("torres-log-card-passage"), from, to),
                    CardPlay::Reposition { from, to } => squares(Msg::new("torres-log-card-reposition"), from, to),
                    CardPlay::MoveBlock { from, to } => squares(Msg::new("torres-log-card-move-block"), from, to),
                    CardPlay::ExtraBlock(s) => {
                        Msg::new("torres-log-card-block").arg("square", sq(s)).arg("height", height_after(s))
                    }
                    CardPlay::BlockUnder { knight, source: 0 } => {
                        Msg::new("torres-log-card-under-from-turn").arg("square", sq(knight))
                    }
                    CardPlay::BlockUnder { knight, source } => {
                        Msg::new("torres-log-card-under-from-stack").arg("square", sq(knight)).arg("size", source)
                    }
                    CardPlay::Ap6 | CardPlay::Ap7 => Msg::new("torres-log-card"),
                };
                played.arg("card", card_name_msg(c.card()))
            }
            A::AdvanceScore => {
                let mut g = *self;
                let p = self.to_move as usize;
                g.gain(p, 1);
                Msg::new("torres-log-score").arg("points", g.score[p] - self.score[p])
            }
            A::EndTurn => Msg::new("torres-log-end-turn"),
            A::Spread(s) => Msg::new("torres-log-spread").arg("size", s),
            A::ReturnRest => Msg::new("torres-log-return").arg("blocks", self.cur_stack),
            A::MoveKing(s) => Msg::new("torres-log-king").arg("square", sq(s)),
            A::KeepKing => Msg::new("torres-log-king-stays"),
        }
    }

    pub(crate) fn text(&self) -> String {
        let o = &self.opts;
        let n = self.n as usize;
        let mut t = format!(
            "torres players={} cards={} master={} mcard={}\n",
            o.players,
            match o.cards {
                CardMode::Off => "off",
                CardMode::PersonalDeck => "personal",
                CardMode::CommonDeck => "common",
            },
            o.master as u8,
            self.master_card
        );
        t += &format!(
            "phase={} round={} turn={} stage={} to_move={} ap={} stack={} supply={} king={} start={} inround={} taken={} played={}\n",
            self.phase,
            self.round,
            self.turn,
            stage_name(self.stage),
            self.to_move,
            self.ap,
            self.cur_stack,
            self.supply,
            if self.king < 64 { sq(self.king) } else { "-".into() },
            self.round_start,
            self.turn_in_round,
            self.cards_taken,
            self.card_played as u8
        );
        t += "scores";
        for p in 0..n {
            t += &format!(" {}", self.score[p]);
        }
        t += "\nstacks";
        for p in 0..n {
            let s = self.stacks[p];
            t += &format!("{} {}: {} {} {} {}", if p > 0 { " |" } else { "" }, p, s[0], s[1], s[2], s[3]);
        }
        t += "\n";
        for row in (0..8u8).rev() {
            t += &format!("{}", row + 1);
            for col in 0..8u8 {
                let s = row * 8 + col;
                let h = self.h[s as usize];
                let who = match self.knight_at(s) {
                    Some(p) => Some((b'a' + p) as char),
                    None if self.king == s => Some('K'),
                    None => None,
                };
                let cell = match (h, who) {
                    (0, None) => ".".to_string(),
                    (h, None) => h.to_string(),
                    (h, Some(c)) => format!("{h}{c}"),
                };
                t += &format!(" {cell:<3}");
            }
            t += "\n";
        }
        t += "  a   b   c   d   e   f   g   h\n";
        if o.cards != CardMode::Off {
            for p in 0..n {
                t += &format!("hand {p}:");
                for c in self.hands[p] {
                    t += &format!(" {c}");
                }
                t += "\n";
            }
        }
        t
    }
}

/// Parses [`Torres::text`] output. Deck order is not part of the text: decks are rebuilt in a
/// fixed order from the cards not in hands.
pub(crate) fn parse_position(text: &str) -> Result<Torres, PositionError> {
    let mut opts = TorresOptions { players: 2, cards: CardMode::Off, master: false, master_card: None };
    let mut kv = std::collections::HashMap::new();
    let mut lines = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with("torres") || line.starts_with("phase=") {
            for tok in line.split_whitespace() {
                if let Some((k, v)) = tok.split_once('=') {
                    kv.insert(k.to_string(), v.to_string());
                }
            }
        } else {
            lines.push(line);
        }
    }
    let num = |key: &'static str, d: u32| -> Result<u32, PositionError> {
        kv.get(key).map_or(Ok(d), |v| v.parse().map_err(|_| PositionError::BadValue { key, value: v.clone() }))
    };
    opts.players = num("players", 2)? as u8;
    opts.cards = match kv.get("cards").map(|s| s.as_str()) {
        Some("personal") => CardMode::PersonalDeck,
        Some("common") => CardMode::CommonDeck,
        _ => CardMode::Off,
    };
    opts.master = num("master", 0)? == 1;
    let mcard = num("mcard", 0)? as u8;
    if opts.master {
        opts.master_card = Some(mcard.max(1));
    }
    let mut g = Torres::new_game(&opts, 0)?;
    g.h = [0; 64];
    g.knight_bb = [0; 4];
    g.king = NONE;
    g.phase = num("phase", 1)? as u8;
    g.round = num("round", 1)? as u8;
    g.turn = num("turn", 1)?;
    g.stage = match kv.get("stage") {
        Some(s) => stage_from(s).ok_or_else(|| PositionError::BadValue { key: "stage", value: s.clone() })?,
        None => Stage::Main,
    };
    g.to_move = num("to_move", 0)? as u8;
    g.ap = num("ap", 5)? as u8;
    g.cur_stack = num("stack", 0)? as u8;
    g.round_start = num("start", 0)? as u8;
    g.turn_in_round = num("inround", 0)? as u8;
    g.cards_taken = num("taken", 0)? as u8;
    g.card_played = num("played", 0)? == 1;
    let n = g.n as usize;
    let mut supply_given = None;
    if let Some(s) = kv.get("supply") {
        supply_given = Some(s.parse::<u8>().map_err(|_| PositionError::BadValue { key: "supply", value: s.clone() })?);
    }
    for line in lines {
        let mut toks = line.split_whitespace();
        let Some(first) = toks.next() else { continue };
        if first == "scores" {
            for (p, v) in toks.enumerate().take(n) {
                g.score[p] = v.parse().map_err(|_| PositionError::BadValue { key: "scores", value: v.to_string() })?;
            }
        } else if first == "stacks" {
            let rest: String = toks.collect::<Vec<_>>().join(" ");
            for part in rest.split('|') {
                let bad_stacks = || PositionError::BadValue { key: "stacks", value: part.trim().to_string() };
                let (p, counts) = part.split_once(':').ok_or_else(bad_stacks)?;
                let p: usize = p.trim().parse().map_err(|_| bad_stacks())?;
                for (i, c) in counts.split_whitespace().enumerate().take(4) {
                    if p < 4 {
                        g.stacks[p][i] = c.parse().map_err(|_| bad_stacks())?;
                    }
                }
            }
        } else if first == "hand" {
            let bad_hand = || PositionError::UnreadableLine { line: line.to_string() };
            let p: usize = toks.next().and_then(|s| s.trim_end_matches(':').parse().ok()).ok_or_else(bad_hand)?;
            for (i, c) in toks.enumerate().take(10) {
                if p < 4 {
                    g.hands[p][i] = c.parse().map_err(|_| bad_hand())?;
                }
            }
        } else if let Ok(row) = first.parse::<u8>() {
            if !(1..=8).contains(&row) {
                return Err(PositionError::UnreadableLine { line: line.to_string() });
            }
            for (col, cell) in toks.enumerate().take(8) {
                let s = (row - 1) * 8 + col as u8;
                if cell == "." {
                    continue;
                }
                let digits: String = cell.chars().take_while(|c| c.is_ascii_digit()).collect();
                let rest = &cell[digits.len()..];
                g.h[s as usize] = digits.parse().map_err(|_| PositionError::BadCell { cell: cell.to_string() })?;
                match rest {
                    "" => {}
                    "K" => g.king = s,
                    w if w.len() == 1 && (b'a'..b'a' + n as u8).contains(&w.as_bytes()[0]) => {
                        g.knight_bb[(w.as_bytes()[0] - b'a') as usize] |= bit(s);
                    }
                    _ => return Err(PositionError::BadCell { cell: cell.to_string() }),
                }
            }
        }
    }
    if let Some(k) = kv.get("king") {
        if let Some(s) = parse_sq(k) {
            g.king = s;
        }
    }
    g.relabel();
    // Decks: what is neither in a hand nor played, in a fixed order.
    match opts.cards {
        CardMode::PersonalDeck if !opts.master => {
            for p in 0..n {
                let mut len = 0;
                for c in Card::ALL {
                    if g.hands[p][c as usize] == 0 {
                        g.pdeck[p][len] = c;
                        len += 1;
                    }
                }
                g.pdeck_len[p] = len as u8;
            }
        }
        CardMode::CommonDeck => {
            let mut len = 0;
            for c in Card::ALL {
                let held: u8 = (0..n).map(|p| g.hands[p][c as usize]).sum();
                for _ in held..4 {
                    g.cdeck[len] = c;
                    len += 1;
                }
            }
            g.cdeck_len = len as u8;
        }
        _ => {}
    }
    g.supply = match supply_given {
        Some(s) => s,
        None => {
            let used = g.block_total() - g.supply as u32;
            92u32.saturating_sub(used) as u8
        }
    };
    Ok(g)
}
