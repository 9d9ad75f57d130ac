//! Our own reader and formatter for the message files: the part of the
//! [Fluent](https://projectfluent.org) syntax they use, with Fluent's meaning, in a few kilobytes
//! of wasm instead of the Fluent runtime's ~55 KB (README, "Languages").
//!
//! What a file may hold (anything else makes the whole file [`SyntaxError`], as with Fluent, and the
//! app keeps English):
//! * comments (`#`, `##`, `###`) and blank lines;
//! * messages `key = pattern`, the pattern on one line or on indented lines below (Fluent's rules:
//!   the common indentation is removed, blank lines inside are kept, trailing blanks dropped);
//! * placeables `{ $name }`;
//! * select expressions `{ $name -> [key] pattern … *[default] pattern }`, whose keys are plural
//!   categories (`one`, `few`, …, chosen by the number's CLDR cardinal rule), other names (equal to
//!   a text argument) or whole numbers (equal to a number argument).
//!
//! Not supported, because no file uses them: terms (`-name`), attributes (`.name`), message
//! references, string and number literals in placeables, functions, and decimal variant keys. The
//! test against fluent-bundle (below) formats every message of every language both ways, so a file
//! that starts using one fails there and not in the browser.
//!
//! Numbers are whole (`i64`, what [`super::Arg::Number`] holds), so the plural rules need only the
//! integer operands: no floating-point parsing or formatting reaches the wasm. They print exactly;
//! fluent-bundle goes through `f64`, so the two would differ only beyond 2^53, which no message
//! counts to.
//!
//! Two choices stricter than Fluent, both refused like a damaged file so the language falls back
//! to English: a construct outside the subset above, and a file with no message at all (Fluent
//! accepts a file of comments only; the app's check for a page served in a file's place used to
//! count comments as entries).

use super::Lang;
use std::fmt;

/// A message's text: literal pieces, arguments and choices, in order.
pub(crate) type Pattern = Vec<Element>;

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Element {
    Text(String),
    Variable(String),
    Select { selector: String, variants: Vec<Variant> },
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Variant {
    key: VariantKey,
    default: bool,
    value: Pattern,
}

#[derive(Debug, Clone, PartialEq)]
enum VariantKey {
    Name(String),
    Number(i64),
}

/// Where and why a message file could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyntaxError {
    /// 1-based line of the file.
    pub line: usize,
    pub problem: &'static str,
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.problem)
    }
}

/// The messages of one language, sorted by key (looked up by halving: a language has several
/// hundred messages, and a screen formats dozens).
#[derive(Debug, Default)]
pub(crate) struct Messages {
    entries: Vec<(String, Pattern)>,
}

impl Messages {
    /// Adds the messages of one file. A key defined twice (here or in an earlier file) is an error,
    /// as in Fluent.
    pub(crate) fn add_file(&mut self, text: &str) -> Result<usize, SyntaxError> {
        let parsed = Parser { bytes: text.as_bytes(), text, pos: 0 }.file()?;
        let count = parsed.len();
        for (at, key, pattern) in parsed {
            match self.entries.binary_search_by(|(k, _)| k.as_str().cmp(&key)) {
                Ok(_) => {
                    return Err(SyntaxError { line: line_at(text, at), problem: "a message key is defined twice" })
                }
                Err(place) => self.entries.insert(place, (key, pattern)),
            }
        }
        Ok(count)
    }

    pub(crate) fn get(&self, key: &str) -> Option<&Pattern> {
        let found = self.entries.binary_search_by(|(k, _)| k.as_str().cmp(key)).ok()?;
        self.entries.get(found).map(|(_, p)| p)
    }
}

/// The 1-based line of byte `at` of `text` (for errors only: counting lines for every message made
/// reading a file quadratic).
fn line_at(text: &str, at: usize) -> usize {
    1 + text.as_bytes()[..at.min(text.len())].iter().filter(|&&b| b == b'\n').count()
}

/// An argument's value while formatting.
pub(crate) enum Value<'a> {
    Text(&'a str),
    Number(i64),
}

/// Writes `pattern` into `out`, as fluent-bundle does without Unicode isolation marks: a missing
/// argument shows as `{$name}` (and a choice on it takes the default). Of two arguments with one
/// name the last counts, as in Fluent.
pub(crate) fn write(out: &mut String, lang: Lang, pattern: &[Element], args: &[(&str, Value<'_>)]) {
    let arg = |name: &str| args.iter().rev().find(|(n, _)| *n == name).map(|(_, v)| v);
    for element in pattern {
        match element {
            Element::Text(text) => out.push_str(text),
            Element::Variable(name) => match arg(name) {
                Some(Value::Text(text)) => out.push_str(text),
                Some(Value::Number(n)) => out.push_str(&n.to_string()),
                None => {
                    out.push_str("{$");
                    out.push_str(name);
                    out.push('}');
                }
            },
            Element::Select { selector, variants } => {
                let value = arg(selector);
                let chosen = variants
                    .iter()
                    .find(|v| match (&v.key, &value) {
                        (VariantKey::Name(key), Some(Value::Text(text))) => key == text,
                        (VariantKey::Name(key), Some(Value::Number(n))) => key == plural_category(lang, *n),
                        (VariantKey::Number(key), Some(Value::Number(n))) => key == n,
                        _ => false,
                    })
                    .or_else(|| variants.iter().find(|v| v.default));
                if let Some(variant) = chosen {
                    write(out, lang, &variant.value, args);
                }
            }
        }
    }
}

/// The CLDR cardinal plural category of a whole number (the rules fluent-bundle uses, from
/// intl_pluralrules 7; for whole numbers the visible fraction digits `v` are 0). Negative numbers
/// take their absolute value's category, as in CLDR.
pub(crate) fn plural_category(lang: Lang, n: i64) -> &'static str {
    let n = n.unsigned_abs();
    match lang {
        Lang::Fr if n <= 1 => "one",
        Lang::Ru => {
            let (last, last_two) = (n % 10, n % 100);
            if last == 1 && last_two != 11 {
                "one"
            } else if (2..=4).contains(&last) && !(12..=14).contains(&last_two) {
                "few"
            } else {
                "many"
            }
        }
        Lang::De | Lang::En | Lang::Es | Lang::It | Lang::Hu if n == 1 => "one",
        _ => "other",
    }
}

/// A recursive-descent reader following fluent-syntax's parser step by step (same blank handling,
/// same indentation rule), over bytes: every byte it tests is ASCII, so slices stay on character
/// boundaries.
struct Parser<'t> {
    text: &'t str,
    bytes: &'t [u8],
    pos: usize,
}

/// Where a piece of text starts: right after `key =` on the first line, at the start of a later
/// line (its indentation is removed), or after a placeable.
#[derive(Clone, Copy, PartialEq)]
enum TextStart {
    FirstLine,
    LineStart,
    Continuation,
}

struct TextPiece {
    start: usize,
    end: usize,
    indent: usize,
    at: TextStart,
}

enum Piece {
    Text(TextPiece),
    Placeable(Element),
}

impl Parser<'_> {
    fn line(&self) -> usize {
        line_at(self.text, self.pos)
    }

    fn error<T>(&self, problem: &'static str) -> Result<T, SyntaxError> {
        Err(SyntaxError { line: self.line(), problem })
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn take(&mut self, byte: u8) -> bool {
        let found = self.peek() == Some(byte);
        if found {
            self.pos += 1;
        }
        found
    }

    fn expect(&mut self, byte: u8, problem: &'static str) -> Result<(), SyntaxError> {
        if self.take(byte) {
            Ok(())
        } else {
            self.error(problem)
        }
    }

    fn skip_blank_inline(&mut self) -> usize {
        let start = self.pos;
        while self.take(b' ') {}
        self.pos - start
    }

    fn skip_eol(&mut self) -> bool {
        if self.take(b'\n') {
            return true;
        }
        if self.bytes[self.pos..].starts_with(b"\r\n") {
            self.pos += 2;
            return true;
        }
        false
    }

    /// Spaces and line ends.
    fn skip_blank(&mut self) {
        while self.skip_blank_inline() > 0 || self.skip_eol() {}
    }

    /// Whole blank lines; stops at the start of the first line with something on it.
    fn skip_blank_block(&mut self) {
        loop {
            let line_start = self.pos;
            self.skip_blank_inline();
            if !self.skip_eol() {
                self.pos = line_start;
                return;
            }
        }
    }

    /// The messages of a file, each with the byte it starts at.
    fn file(mut self) -> Result<Vec<(usize, String, Pattern)>, SyntaxError> {
        let mut messages = Vec::new();
        self.skip_blank_block();
        while let Some(byte) = self.peek() {
            if byte == b'#' {
                self.comment()?;
            } else {
                let at = self.pos;
                let (key, pattern) = self.message()?;
                messages.push((at, key, pattern));
            }
            self.skip_blank_block();
        }
        Ok(messages)
    }

    fn comment(&mut self) -> Result<(), SyntaxError> {
        let mut level = 0;
        while self.take(b'#') {
            level += 1;
        }
        if level > 3 {
            return self.error("a comment starts with more than three #");
        }
        if self.take(b' ') {
            while !matches!(self.peek(), None | Some(b'\n')) {
                self.pos += 1;
            }
        } else if !matches!(self.peek(), None | Some(b'\n' | b'\r')) {
            return self.error("a # must be followed by a space");
        }
        self.skip_eol();
        Ok(())
    }

    fn identifier(&mut self) -> Result<String, SyntaxError> {
        let start = self.pos;
        if !self.peek().is_some_and(|b| b.is_ascii_alphabetic()) {
            return self.error("expected a name (a letter, then letters, digits, - or _)");
        }
        while self.peek().is_some_and(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') {
            self.pos += 1;
        }
        Ok(self.text[start..self.pos].to_string())
    }

    fn message(&mut self) -> Result<(String, Pattern), SyntaxError> {
        if self.peek() == Some(b'-') {
            return self.error("terms (-name) are not supported");
        }
        let key = self.identifier()?;
        self.skip_blank_inline();
        self.expect(b'=', "expected = after the message key")?;
        let Some(pattern) = self.pattern()? else {
            return self.error("a message has no text");
        };
        let line_start = self.pos;
        self.skip_blank_inline();
        if self.peek() == Some(b'.') {
            return self.error("attributes (.name) are not supported");
        }
        self.pos = line_start;
        Ok((key, pattern))
    }

    /// fluent-syntax's `get_pattern`.
    fn pattern(&mut self) -> Result<Option<Pattern>, SyntaxError> {
        let mut pieces: Vec<Piece> = Vec::new();
        let mut last_non_blank = None;
        let mut common_indent: Option<usize> = None;
        self.skip_blank_inline();
        let mut at = if self.skip_eol() {
            self.skip_blank_block();
            TextStart::LineStart
        } else {
            TextStart::FirstLine
        };
        while self.pos < self.bytes.len() {
            if self.take(b'{') {
                if at == TextStart::LineStart {
                    common_indent = Some(0);
                }
                let placeable = self.placeable()?;
                last_non_blank = Some(pieces.len());
                pieces.push(Piece::Placeable(placeable));
                at = TextStart::Continuation;
                continue;
            }
            let line_start = self.pos;
            let mut indent = 0;
            if at == TextStart::LineStart {
                indent = self.skip_blank_inline();
                match self.peek() {
                    None => break,
                    Some(b) if indent == 0 && b != b'\r' && b != b'\n' => break,
                    Some(b'.' | b'}' | b'[' | b'*') if indent > 0 => {
                        self.pos = line_start;
                        break;
                    }
                    Some(_) => {}
                }
            }
            let start = self.pos;
            let mut non_blank = false;
            let mut ended_line = false;
            let end = loop {
                match self.peek() {
                    None | Some(b'{') => break self.pos,
                    Some(b'\n') => {
                        self.pos += 1;
                        ended_line = true;
                        break self.pos;
                    }
                    Some(b'\r') if self.bytes.get(self.pos + 1) == Some(&b'\n') => {
                        // As fluent-syntax: the text stops before "\r"; the "\n" comes next as a
                        // blank line of its own.
                        self.pos += 1;
                        break self.pos - 1;
                    }
                    Some(b'}') => return self.error("a } without its {"),
                    Some(b' ') => self.pos += 1,
                    Some(_) => {
                        non_blank = true;
                        self.pos += 1;
                    }
                }
            };
            if start != end {
                if at == TextStart::LineStart && non_blank {
                    common_indent = Some(common_indent.map_or(indent, |common| common.min(indent)));
                }
                if at != TextStart::LineStart || non_blank || ended_line {
                    if non_blank {
                        last_non_blank = Some(pieces.len());
                    }
                    pieces.push(Piece::Text(TextPiece { start: line_start, end, indent, at }));
                }
            }
            at = if ended_line || self.bytes.get(end) == Some(&b'\r') {
                TextStart::LineStart
            } else {
                TextStart::Continuation
            };
        }
        let Some(last_non_blank) = last_non_blank else {
            return Ok(None);
        };
        pieces.truncate(last_non_blank + 1);
        let mut pattern = Vec::with_capacity(pieces.len());
        for (i, piece) in pieces.into_iter().enumerate() {
            pattern.push(match piece {
                Piece::Placeable(element) => element,
                Piece::Text(TextPiece { start, end, indent, at }) => {
                    let start = match at {
                        TextStart::LineStart => start + common_indent.map_or(indent, |common| common.min(indent)),
                        TextStart::FirstLine | TextStart::Continuation => start,
                    };
                    let text = &self.text[start..end];
                    Element::Text(if i == last_non_blank { text.trim_end() } else { text }.to_string())
                }
            });
        }
        Ok(Some(pattern))
    }

    /// After `{`: a variable, or a choice on one.
    fn placeable(&mut self) -> Result<Element, SyntaxError> {
        self.skip_blank();
        if !self.take(b'$') {
            return self.error("only { $name } and choices on $name are supported in placeables");
        }
        let name = self.identifier()?;
        self.skip_blank();
        let element = if self.bytes[self.pos..].starts_with(b"->") {
            self.pos += 2;
            self.skip_blank_inline();
            if !self.skip_eol() {
                return self.error("a choice's variants start on the next line");
            }
            self.skip_blank();
            Element::Select { selector: name, variants: self.variants()? }
        } else {
            Element::Variable(name)
        };
        self.skip_blank();
        self.expect(b'}', "expected } to close the placeable")?;
        Ok(element)
    }

    fn variants(&mut self) -> Result<Vec<Variant>, SyntaxError> {
        let mut variants = Vec::new();
        let mut has_default = false;
        while matches!(self.peek(), Some(b'*' | b'[')) {
            let default = self.take(b'*');
            if default && has_default {
                return self.error("a choice has two default variants (*)");
            }
            has_default |= default;
            self.expect(b'[', "expected [ before a variant key")?;
            self.skip_blank();
            let key = self.variant_key()?;
            self.skip_blank();
            self.expect(b']', "expected ] after a variant key")?;
            let Some(value) = self.pattern()? else {
                return self.error("a variant has no text");
            };
            variants.push(Variant { key, default, value });
            self.skip_blank();
        }
        if !has_default {
            return self.error("a choice needs a default variant (*[...])");
        }
        Ok(variants)
    }

    fn variant_key(&mut self) -> Result<VariantKey, SyntaxError> {
        if !matches!(self.peek(), Some(b'-' | b'0'..=b'9')) {
            return self.identifier().map(VariantKey::Name);
        }
        let start = self.pos;
        self.take(b'-');
        while self.peek().is_some_and(|b| b.is_ascii_digit()) {
            self.pos += 1;
        }
        match self.text[start..self.pos].parse() {
            Ok(n) if self.peek() != Some(b'.') => Ok(VariantKey::Number(n)),
            _ => self.error("only whole numbers are supported as variant keys"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Messages, SyntaxError> {
        let mut messages = Messages::default();
        messages.add_file(text).map(|_| messages)
    }

    fn format(lang: Lang, text: &str, args: &[(&str, Value)]) -> String {
        let messages = parse(text).unwrap();
        let mut out = String::new();
        write(&mut out, lang, messages.get("m").unwrap(), args);
        out
    }

    #[test]
    fn a_multi_line_message_loses_its_common_indentation_and_keeps_its_blank_lines() {
        let text = "m =\n    First line\n      indented more\n\n    after a blank line   \n\n\nnext = x\n";
        assert_eq!(format(Lang::En, text, &[]), "First line\n  indented more\n\nafter a blank line");
    }

    #[test]
    fn choices_select_on_plural_categories_texts_and_whole_numbers() {
        let text = "m = { $n ->\n    [0] none\n    [one] { $n } item\n   *[other] { $n } items\n} ({ $who ->\n    [me] mine\n   *[other] { $who }'s\n})\n";
        let with = |n: i64, who: &str| format(Lang::En, text, &[("n", Value::Number(n)), ("who", Value::Text(who))]);
        assert_eq!(with(0, "me"), "none (mine)");
        assert_eq!(with(1, "Ann"), "1 item (Ann's)");
        assert_eq!(with(7, "Ann"), "7 items (Ann's)");
        // A missing argument shows its name and its choices take the default.
        assert_eq!(format(Lang::En, text, &[]), "{$n} items ({$who}'s)");
    }

    #[test]
    fn russian_french_and_english_plural_categories() {
        let ru: Vec<_> = [1, 2, 5, 11, 12, 21, 22, 25, 101, 111, 112, 0].map(|n| plural_category(Lang::Ru, n)).into();
        assert_eq!(ru, ["one", "few", "many", "many", "many", "one", "few", "many", "one", "many", "many", "many"]);
        assert_eq!([0, 1, 2].map(|n| plural_category(Lang::Fr, n)), ["one", "one", "other"]);
        assert_eq!([0, 1, 2, -1].map(|n| plural_category(Lang::Hu, n)), ["other", "one", "other", "one"]);
        assert_eq!(plural_category(Lang::Ru, i64::MIN), "many");
    }

    #[test]
    fn each_damage_is_refused_with_its_line_and_a_reason() {
        let cases = [
            ("ok = fine\nbroken = { $x\n", 3, "expected } to close the placeable"),
            ("m = a } b\n", 1, "a } without its {"),
            ("m =\n", 2, "a message has no text"),
            ("-term = x\n", 1, "terms (-name) are not supported"),
            ("m = x\n    .title = y\n", 2, "attributes (.name) are not supported"),
            ("m = { $x ->\n    [one] a\n}\n", 3, "a choice needs a default variant (*[...])"),
            ("m = { $x ->\n   *[one] a\n   *[other] b\n}\n", 3, "a choice has two default variants (*)"),
            ("m = { message-reference }\n", 1, "only { $name } and choices on $name are supported in placeables"),
            (
                "<!doctype html><html><body>offline</body></html>",
                1,
                "expected a name (a letter, then letters, digits, - or _)",
            ),
            ("  indented = x\n", 1, "expected a name (a letter, then letters, digits, - or _)"),
            ("#comment\n", 1, "a # must be followed by a space"),
            ("m = { $x ->\n   *[1.5] a\n}\n", 2, "only whole numbers are supported as variant keys"),
        ];
        for (text, line, problem) in cases {
            assert_eq!(parse(text).err(), Some(SyntaxError { line, problem }), "{text:?}");
        }
        let twice = SyntaxError { line: 3, problem: "a message key is defined twice" };
        assert_eq!(parse("m = a\n\nm = b\n").err(), Some(twice));
        assert_eq!(
            parse("m = x\n").map(|_| ()).and_then(|_| parse("# only a comment\n\n").map(|m| m.entries.len())),
            Ok(0)
        );
    }
}
