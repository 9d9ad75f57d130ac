//! JSON for saves, game options and settings: a [`Value`], a strict parser ([`parse`]) and a
//! compact writer (`Value`'s `Display`), with [`ToJson`]/[`FromJson`] for the few types stored.
//!
//! Why not serde: serde, serde_json and the derived code were about 16 KB of the gzipped wasm for
//! a few small documents (see `docs/performance.md`, "Release size"). Saves are a storage format, so this
//! module reads every text serde_json wrote and writes byte-identical text for the same values
//! (tests cross-check both against serde_json, which stays a dev-dependency):
//! * the grammar is RFC 8259 as serde_json reads it: whitespace is space, tab, CR, LF; no trailing
//!   commas, leading zeros or bare control characters; `\uXXXX` surrogates must pair; nesting
//!   deeper than [`MAX_DEPTH`] is refused (serde_json's recursion limit);
//! * numbers are kept as serde_json's `Value` keeps them: an integer that fits a `u64` or `i64`
//!   exactly, anything else as an `f64` (`-0` is a float, as there);
//! * strings are escaped as serde_json escapes them (`"`, `\`, and control characters only;
//!   `\b \f \n \r \t` by name, the others as lowercase `\u00xx`).
//!
//! Floats without core's float formatting or `str::parse::<f64>` (their tables cost ~10–14 KB of
//! wasm), with integer arithmetic instead:
//! * the reader is exact for integers (`u64`/`i64`, and as `f64` up to 2^53: `1732435200000`,
//!   `1732435200000.0` and `1.7324352e12` are the same timestamp) and correctly rounded for any
//!   decimal of up to 19 significant digits from 10^-38 to 2^128; beyond that range it scales by
//!   inexact powers of ten and may be a few units in the last place off;
//! * the writer writes a whole number below 2^53 as `N.0`, exactly as serde_json does — every
//!   stored float is such a millisecond timestamp in practice — and any other finite float with
//!   the fewest significant digits (at most 17) that read back to it, laid out as serde_json lays
//!   them out (`0.001`, `12.5`, `1.5e+16`): serde_json's very text whenever the shortest digits
//!   are unique; non-finite floats are written `null`, as serde_json does.
//!
//! Where this reader differs from serde's, on texts no version of the app wrote:
//! * serde skipped the members of a struct it did not know without reading them as values: a
//!   nesting deeper than [`MAX_DEPTH`], a lone surrogate (`"\ud800"`) or a number beyond an f64's
//!   range inside such a member passed there, and is refused here (the whole text is parsed
//!   first; a refused save is kept and can be exported);
//! * error details have serde_json's wording for parse errors but no line and column for a wrong
//!   or missing field, and of several problems the first in declaration order is named;
//! * floats outside the exact range above may differ in their last bits.

use std::fmt;

/// The deepest nesting of arrays and objects read (serde_json refuses its 128th level).
pub const MAX_DEPTH: usize = 127;

/// A JSON number as serde_json's `Value` holds it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Number {
    PosInt(u64),
    /// Always negative.
    NegInt(i64),
    Float(f64),
}

/// A JSON document. Object members keep their order (repeated keys included, as read).
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    Number(Number),
    String(String),
    Array(Vec<Value>),
    Object(Vec<(String, Value)>),
}

/// Why a text is not JSON, or not the JSON a type expects: a short English detail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError(String);

impl JsonError {
    pub fn new(detail: impl Into<String>) -> JsonError {
        JsonError(detail.into())
    }

    /// The value is not of the kind `expected` names.
    pub fn invalid_type(found: &Value, expected: &str) -> JsonError {
        JsonError(format!("invalid type: {}, expected {expected}", found.kind()))
    }
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for JsonError {}

impl Value {
    /// What kind of value this is, for error messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "boolean",
            Value::Number(Number::Float(_)) => "floating point",
            Value::Number(_) => "integer",
            Value::String(_) => "string",
            Value::Array(_) => "sequence",
            Value::Object(_) => "map",
        }
    }

    /// An object from its members, in order.
    pub fn object<const N: usize>(members: [(&str, Value); N]) -> Value {
        Value::Object(members.into_iter().map(|(key, value)| (key.to_string(), value)).collect())
    }

    /// The same value as serde_json's `Value` (a `BTreeMap` per object) holds it: members sorted
    /// by key, and of repeated keys only the last. Saves stored their options that way, so a
    /// save's options are kept in this form to be written back byte-identically.
    pub fn normalized(self) -> Value {
        match self {
            Value::Array(items) => Value::Array(items.into_iter().map(Value::normalized).collect()),
            Value::Object(members) => {
                // Stable: of repeated keys, the last read stays last, and is the one kept.
                let mut sorted: Vec<(String, Value)> = members.into_iter().map(|(k, v)| (k, v.normalized())).collect();
                crate::core::sort::sort_by(&mut sorted, |a, b| a.0.cmp(&b.0));
                let mut kept: Vec<(String, Value)> = Vec::with_capacity(sorted.len());
                for member in sorted {
                    match kept.last_mut() {
                        Some(last) if last.0 == member.0 => *last = member,
                        _ => kept.push(member),
                    }
                }
                Value::Object(kept)
            }
            other => other,
        }
    }

    /// Appends the compact text of this value to `out`.
    pub fn write_to(&self, out: &mut String) {
        match self {
            Value::Null => out.push_str("null"),
            Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Value::Number(Number::PosInt(n)) => push_u64(out, *n),
            Value::Number(Number::NegInt(n)) => {
                out.push('-');
                push_u64(out, n.unsigned_abs());
            }
            Value::Number(Number::Float(x)) => write_f64(*x, out),
            Value::String(s) => write_str(s, out),
            Value::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write_to(out);
                }
                out.push(']');
            }
            Value::Object(members) => {
                out.push('{');
                for (i, (key, value)) in members.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_str(key, out);
                    out.push(':');
                    value.write_to(out);
                }
                out.push('}');
            }
        }
    }
}

/// Compact JSON, as `serde_json::to_string` writes it.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        self.write_to(&mut out);
        f.write_str(&out)
    }
}

// ------------------------------------------------------------------ writing ------------------------

fn push_u64(out: &mut String, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in &digits[start..] {
        out.push(char::from(d));
    }
}

fn write_str(s: &str, out: &mut String) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                out.push_str("\\u00");
                out.push(char::from(HEX[(c as usize) >> 4]));
                out.push(char::from(HEX[(c as usize) & 0xf]));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// 2^53: below it every whole number is an exact `f64` (and an exact `u64` cast).
const EXACT_INTEGERS: f64 = 9_007_199_254_740_992.0;

/// Exact powers of ten as `f64` (10^22 is the last one exact).
const POW10: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20,
    1e21, 1e22,
];

fn write_f64(x: f64, out: &mut String) {
    if !x.is_finite() {
        out.push_str("null");
        return;
    }
    if x.is_sign_negative() {
        out.push('-');
    }
    let x = x.abs();
    if x < EXACT_INTEGERS && (x as u64) as f64 == x {
        // The common case (timestamps): serde_json writes these the same way.
        push_u64(out, x as u64);
        out.push_str(".0");
        return;
    }
    let (digits, exponent) = shortest_decimal(x);
    let mut text = String::new();
    push_u64(&mut text, digits);
    // As serde_json lays out its digits: plain decimals while the leading digit's power of ten
    // is in -5..=15, otherwise one digit before the point and a signed exponent.
    let lead = text.len() as i32 - 1 + exponent;
    if (-5..=15).contains(&lead) {
        if exponent >= 0 {
            out.push_str(&text);
            (0..exponent).for_each(|_| out.push('0'));
            out.push_str(".0");
        } else if lead >= 0 {
            let (whole, fraction) = text.split_at(lead as usize + 1);
            out.push_str(whole);
            out.push('.');
            out.push_str(fraction);
        } else {
            out.push_str("0.");
            (0..-lead - 1).for_each(|_| out.push('0'));
            out.push_str(&text);
        }
    } else {
        let (first, rest) = text.split_at(1);
        out.push_str(first);
        if !rest.is_empty() {
            out.push('.');
            out.push_str(rest);
        }
        out.push_str(if lead < 0 { "e-" } else { "e+" });
        push_u64(out, u64::from(lead.unsigned_abs()));
    }
}

/// `x` (finite, positive, not zero) as `digits × 10^exponent` with the fewest digits that
/// [`decimal_to_f64`] reads back as `x` — serde_json's digits whenever that reading is exact (at
/// most 15 digits and a power of ten up to 22) — or, where none is found among up to 17 digits
/// (extreme magnitudes), the closest 17-digit one.
fn shortest_decimal(x: f64) -> (u64, i32) {
    let mut lead = 0_i32;
    let mut scaled = x;
    while scaled >= 10.0 {
        scaled /= 10.0;
        lead += 1;
    }
    while scaled < 1.0 {
        scaled *= 10.0;
        lead -= 1;
    }
    let mut closest = (0, 0, f64::INFINITY);
    for precision in 1..=17 {
        let exponent = lead - (precision - 1);
        let nearest = (decimal_to_f64_scaled(x, -exponent) + 0.5) as u64;
        for candidate in [nearest, nearest + 1, nearest.saturating_sub(1), nearest + 2, nearest.saturating_sub(2)] {
            let (mut digits, mut e) = (candidate, exponent);
            if digits == 0 {
                continue;
            }
            while digits % 10 == 0 {
                digits /= 10;
                e += 1;
            }
            let miss = (decimal_to_f64(digits, e) - x).abs();
            if miss == 0.0 {
                return (digits, e);
            }
            if miss < closest.2 {
                closest = (digits, e, miss);
            }
        }
    }
    (closest.0, closest.1)
}

/// `x × 10^exponent`, one correctly rounded operation when `|exponent| ≤ 22`.
fn decimal_to_f64_scaled(mut x: f64, exponent: i32) -> f64 {
    let mut e = exponent;
    while e > 22 {
        x *= POW10[22];
        e -= 22;
    }
    while e < -22 {
        x /= POW10[22];
        e += 22;
    }
    if e >= 0 {
        x * POW10[e as usize]
    } else {
        x / POW10[e.unsigned_abs() as usize]
    }
}

/// `mantissa × 10^exponent` as the nearest `f64` when the exponent is in -38..=22 and the value
/// below 2^128 (exact integer arithmetic), and within a few units in the last place beyond.
fn decimal_to_f64(mantissa: u64, exponent: i32) -> f64 {
    if mantissa == 0 {
        return 0.0;
    }
    if (0..=22).contains(&exponent) {
        if let Some(exact) = u128::from(mantissa).checked_mul(10_u128.pow(exponent as u32)) {
            return exact as f64;
        }
    } else if (-38..0).contains(&exponent) {
        return divided_by_power_of_ten(mantissa, exponent.unsigned_abs());
    }
    decimal_to_f64_scaled(mantissa as f64, exponent)
}

/// `mantissa / 10^k` (`k ≤ 38`, so 10^k fits a u128; `mantissa > 0`) correctly rounded: the
/// quotient is computed to 55 bits or more by long division, with a sticky bit for the
/// remainder, and rounded once by the cast.
fn divided_by_power_of_ten(mantissa: u64, k: u32) -> f64 {
    let divisor = 10_u128.pow(k);
    let mut shift = u128::from(mantissa).leading_zeros();
    let numerator = u128::from(mantissa) << shift;
    let (mut quotient, mut remainder) = (numerator / divisor, numerator % divisor);
    while quotient < 1 << 55 {
        quotient = quotient * 2 + u128::from(remainder * 2 >= divisor);
        remainder = if remainder * 2 >= divisor { remainder * 2 - divisor } else { remainder * 2 };
        shift += 1;
    }
    let rounded = (quotient | u128::from(remainder != 0)) as f64;
    // × 2^-shift, exact: `shift` stays below 250, so the power of two and the result are normal.
    rounded * f64::from_bits(u64::from(1023 - shift) << 52)
}

// ------------------------------------------------------------------ reading ------------------------

/// Reads one JSON document (surrounding whitespace allowed, nothing else).
pub fn parse(text: &str) -> Result<Value, JsonError> {
    let mut parser = Parser { bytes: text.as_bytes(), pos: 0, depth: 0 };
    let value = parser.value()?;
    parser.skip_whitespace();
    if parser.pos < parser.bytes.len() {
        parser.pos += 1;
        return Err(parser.error("trailing characters"));
    }
    Ok(value)
}

/// Reads a document as a `T`.
pub fn from_str<T: FromJson>(text: &str) -> Result<T, JsonError> {
    T::from_json(&parse(text)?)
}

struct Parser<'a> {
    bytes: &'a [u8],
    pos: usize,
    depth: usize,
}

impl Parser<'_> {
    /// `what` at the line and column of the last byte read (serde_json's convention).
    fn error(&self, what: &str) -> JsonError {
        let read = &self.bytes[..self.pos.min(self.bytes.len())];
        let line = 1 + read.iter().filter(|&&b| b == b'\n').count();
        let line_start = read.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        // Columns count characters: UTF-8 continuation bytes do not start one.
        let column = read[line_start..].iter().filter(|&&b| b & 0xC0 != 0x80).count();
        JsonError(format!("{what} at line {line} column {column}"))
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn next(&mut self) -> Option<u8> {
        let b = self.peek()?;
        self.pos += 1;
        Some(b)
    }

    fn skip_whitespace(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.pos += 1;
        }
    }

    fn value(&mut self) -> Result<Value, JsonError> {
        self.skip_whitespace();
        match self.peek() {
            None => Err(self.error("EOF while parsing a value")),
            Some(b'n') => self.literal("null", Value::Null),
            Some(b't') => self.literal("true", Value::Bool(true)),
            Some(b'f') => self.literal("false", Value::Bool(false)),
            Some(b'"') => {
                self.pos += 1;
                Ok(Value::String(self.string()?))
            }
            Some(b'-' | b'0'..=b'9') => Ok(Value::Number(self.number()?)),
            Some(b'[') => self.nested(Parser::array_rest),
            Some(b'{') => self.nested(Parser::object_rest),
            Some(_) => {
                self.pos += 1;
                Err(self.error("expected value"))
            }
        }
    }

    fn literal(&mut self, word: &str, value: Value) -> Result<Value, JsonError> {
        for &expected in word.as_bytes() {
            match self.next() {
                Some(b) if b == expected => {}
                Some(_) => return Err(self.error("expected ident")),
                None => return Err(self.error("EOF while parsing a value")),
            }
        }
        Ok(value)
    }

    /// Reads an array or object after its opening bracket, one level deeper.
    fn nested(&mut self, rest: fn(&mut Self) -> Result<Value, JsonError>) -> Result<Value, JsonError> {
        self.pos += 1;
        if self.depth >= MAX_DEPTH {
            return Err(self.error("recursion limit exceeded"));
        }
        self.depth += 1;
        let value = rest(self);
        self.depth -= 1;
        value
    }

    fn array_rest(&mut self) -> Result<Value, JsonError> {
        let mut items = Vec::new();
        self.skip_whitespace();
        if self.peek() == Some(b']') {
            self.pos += 1;
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value()?);
            self.skip_whitespace();
            match self.next() {
                Some(b']') => return Ok(Value::Array(items)),
                Some(b',') => {
                    self.skip_whitespace();
                    if self.peek() == Some(b']') {
                        self.pos += 1;
                        return Err(self.error("trailing comma"));
                    }
                }
                Some(_) => return Err(self.error("expected `,` or `]`")),
                None => return Err(self.error("EOF while parsing a list")),
            }
        }
    }

    fn object_rest(&mut self) -> Result<Value, JsonError> {
        let mut members = Vec::new();
        self.skip_whitespace();
        if self.peek() == Some(b'}') {
            self.pos += 1;
            return Ok(Value::Object(members));
        }
        loop {
            self.skip_whitespace();
            match self.next() {
                Some(b'"') => {}
                Some(b'}') => return Err(self.error("trailing comma")),
                Some(_) => return Err(self.error("key must be a string")),
                None => return Err(self.error("EOF while parsing an object")),
            }
            let key = self.string()?;
            self.skip_whitespace();
            match self.next() {
                Some(b':') => {}
                Some(_) => return Err(self.error("expected `:`")),
                None => return Err(self.error("EOF while parsing an object")),
            }
            members.push((key, self.value()?));
            self.skip_whitespace();
            match self.next() {
                Some(b'}') => return Ok(Value::Object(members)),
                Some(b',') => {}
                Some(_) => return Err(self.error("expected `,` or `}`")),
                None => return Err(self.error("EOF while parsing an object")),
            }
        }
    }

    /// A string's contents after its opening quote, through its closing quote.
    fn string(&mut self) -> Result<String, JsonError> {
        let mut out: Vec<u8> = Vec::new();
        loop {
            let run_start = self.pos;
            while let Some(b) = self.peek() {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.pos += 1;
            }
            out.extend_from_slice(&self.bytes[run_start..self.pos]);
            match self.next() {
                Some(b'"') => break,
                Some(b'\\') => self.escape(&mut out)?,
                Some(_) => return Err(self.error("control character (\\u0000-\\u001F) found while parsing a string")),
                None => return Err(self.error("EOF while parsing a string")),
            }
        }
        // Runs are copied whole from a `&str` and escapes push whole characters: always UTF-8.
        String::from_utf8(out).map_err(|_| self.error("invalid unicode code point"))
    }

    fn escape(&mut self, out: &mut Vec<u8>) -> Result<(), JsonError> {
        let simple = match self.next() {
            Some(b'"') => b'"',
            Some(b'\\') => b'\\',
            Some(b'/') => b'/',
            Some(b'b') => 0x08,
            Some(b'f') => 0x0C,
            Some(b'n') => b'\n',
            Some(b'r') => b'\r',
            Some(b't') => b'\t',
            Some(b'u') => {
                let first = self.hex4()?;
                let code = match first {
                    0xD800..=0xDBFF => {
                        if self.next() != Some(b'\\') || self.next() != Some(b'u') {
                            return Err(self.error("unexpected end of hex escape"));
                        }
                        let second = self.hex4()?;
                        if !(0xDC00..=0xDFFF).contains(&second) {
                            return Err(self.error("lone leading surrogate in hex escape"));
                        }
                        0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                    }
                    0xDC00..=0xDFFF => return Err(self.error("lone leading surrogate in hex escape")),
                    code => code,
                };
                let c = char::from_u32(code).ok_or_else(|| self.error("invalid unicode code point"))?;
                out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
                return Ok(());
            }
            Some(_) => return Err(self.error("invalid escape")),
            None => return Err(self.error("EOF while parsing a string")),
        };
        out.push(simple);
        Ok(())
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let mut code = 0;
        for _ in 0..4 {
            let digit = match self.next() {
                Some(b @ b'0'..=b'9') => b - b'0',
                Some(b @ b'a'..=b'f') => b - b'a' + 10,
                Some(b @ b'A'..=b'F') => b - b'A' + 10,
                Some(_) => return Err(self.error("invalid escape")),
                None => return Err(self.error("EOF while parsing a string")),
            };
            code = code * 16 + u32::from(digit);
        }
        Ok(code)
    }

    fn digits(&mut self) -> usize {
        let start = self.pos;
        while let Some(b'0'..=b'9') = self.peek() {
            self.pos += 1;
        }
        self.pos - start
    }

    fn number(&mut self) -> Result<Number, JsonError> {
        let negative = self.peek() == Some(b'-');
        if negative {
            self.pos += 1;
        }
        let int_start = self.pos;
        match self.next() {
            Some(b'0') => {
                if let Some(b'0'..=b'9') = self.peek() {
                    self.pos += 1;
                    return Err(self.error("invalid number"));
                }
            }
            Some(b'1'..=b'9') => {
                self.digits();
            }
            Some(_) => return Err(self.error("invalid number")),
            None => return Err(self.error("EOF while parsing a value")),
        }
        let int_end = self.pos;
        let mut fraction = (int_end, int_end);
        if self.peek() == Some(b'.') {
            self.pos += 1;
            let start = self.pos;
            if self.digits() == 0 {
                self.pos += usize::from(self.pos < self.bytes.len());
                return Err(self.error("invalid number"));
            }
            fraction = (start, self.pos);
        }
        let mut exponent: i64 = 0;
        let has_exponent = matches!(self.peek(), Some(b'e' | b'E'));
        if has_exponent {
            self.pos += 1;
            let exponent_negative = match self.peek() {
                Some(b'-') => {
                    self.pos += 1;
                    true
                }
                Some(b'+') => {
                    self.pos += 1;
                    false
                }
                _ => false,
            };
            let start = self.pos;
            if self.digits() == 0 {
                self.pos += usize::from(self.pos < self.bytes.len());
                return Err(self.error("invalid number"));
            }
            for &b in &self.bytes[start..self.pos] {
                // Saturates far beyond any f64's range: the value is then 0 or out of range.
                exponent = (exponent * 10 + i64::from(b - b'0')).min(1_000_000);
            }
            if exponent_negative {
                exponent = -exponent;
            }
        }
        let integer_digits = &self.bytes[int_start..int_end];
        let fraction_digits = &self.bytes[fraction.0..fraction.1];
        if fraction.0 == fraction.1 && !has_exponent {
            if let Some(n) = exact_u64(integer_digits) {
                return Ok(if !negative {
                    Number::PosInt(n)
                } else {
                    // serde_json's rule: what fits an i64 below zero is one, the rest (-0 too) a float.
                    let negated = (n as i64).wrapping_neg();
                    if negated < 0 {
                        Number::NegInt(negated)
                    } else {
                        Number::Float(-(n as f64))
                    }
                });
            }
        }
        // Up to 19 significant digits kept (they fit a u64); the rest only scale the value.
        let (mut mantissa, mut kept) = (0_u64, 0);
        let mut scale = exponent;
        for (i, &b) in integer_digits.iter().chain(fraction_digits).enumerate() {
            let after_point = i >= integer_digits.len();
            if kept < 19 {
                mantissa = mantissa * 10 + u64::from(b - b'0');
                if mantissa > 0 {
                    kept += 1;
                }
                if after_point {
                    scale -= 1;
                }
            } else if !after_point {
                scale += 1;
            }
        }
        // Trailing zeros only scale (so `N.0` reads exactly, as `N` does).
        while mantissa != 0 && mantissa % 10 == 0 {
            mantissa /= 10;
            scale += 1;
        }
        let value = decimal_to_f64(mantissa, scale.clamp(-100_000, 100_000) as i32);
        if value.is_infinite() {
            return Err(self.error("number out of range"));
        }
        Ok(Number::Float(if negative { -value } else { value }))
    }
}

/// Decimal digits as a `u64`, if they fit.
fn exact_u64(digits: &[u8]) -> Option<u64> {
    digits.iter().try_fold(0_u64, |n, &b| n.checked_mul(10)?.checked_add(u64::from(b - b'0')))
}

// ------------------------------------------------------------------ typed ---------------------------

/// A type stored as JSON.
pub trait ToJson {
    fn to_json(&self) -> Value;

    /// The compact text (serde_json's, for the types stored).
    fn to_json_string(&self) -> String {
        self.to_json().to_string()
    }
}

/// A type read back from JSON, with serde's rules: wrong kinds and out-of-range integers are
/// errors; see [`Fields`] for structs.
pub trait FromJson: Sized {
    fn from_json(value: &Value) -> Result<Self, JsonError>;
}

impl ToJson for Value {
    fn to_json(&self) -> Value {
        self.clone()
    }
}

impl FromJson for Value {
    fn from_json(value: &Value) -> Result<Self, JsonError> {
        Ok(value.clone())
    }
}

impl ToJson for bool {
    fn to_json(&self) -> Value {
        Value::Bool(*self)
    }
}

impl FromJson for bool {
    fn from_json(value: &Value) -> Result<Self, JsonError> {
        match value {
            Value::Bool(b) => Ok(*b),
            other => Err(JsonError::invalid_type(other, "a boolean")),
        }
    }
}

/// Unsigned integers: only JSON integers in the type's range (as serde reads them).
macro_rules! unsigned_json {
    ($($ty:ty),*) => {$(
        impl ToJson for $ty {
            fn to_json(&self) -> Value {
                Value::Number(Number::PosInt(u64::from(*self)))
            }
        }

        impl FromJson for $ty {
            fn from_json(value: &Value) -> Result<Self, JsonError> {
                match value {
                    Value::Number(Number::PosInt(n)) => <$ty>::try_from(*n).map_err(|_| {
                        JsonError(format!("invalid value: integer `{n}`, expected {}", stringify!($ty)))
                    }),
                    Value::Number(Number::NegInt(n)) => {
                        Err(JsonError(format!("invalid value: integer `{n}`, expected {}", stringify!($ty))))
                    }
                    other => Err(JsonError::invalid_type(other, stringify!($ty))),
                }
            }
        }
    )*};
}
unsigned_json!(u8, u32, u64);

impl ToJson for f64 {
    fn to_json(&self) -> Value {
        Value::Number(Number::Float(*self))
    }
}

impl FromJson for f64 {
    fn from_json(value: &Value) -> Result<Self, JsonError> {
        match value {
            Value::Number(Number::PosInt(n)) => Ok(*n as f64),
            Value::Number(Number::NegInt(n)) => Ok(*n as f64),
            Value::Number(Number::Float(x)) => Ok(*x),
            other => Err(JsonError::invalid_type(other, "f64")),
        }
    }
}

impl ToJson for String {
    fn to_json(&self) -> Value {
        Value::String(self.clone())
    }
}

impl FromJson for String {
    fn from_json(value: &Value) -> Result<Self, JsonError> {
        match value {
            Value::String(s) => Ok(s.clone()),
            other => Err(JsonError::invalid_type(other, "a string")),
        }
    }
}

impl<T: ToJson> ToJson for Option<T> {
    fn to_json(&self) -> Value {
        self.as_ref().map_or(Value::Null, T::to_json)
    }
}

impl<T: FromJson> FromJson for Option<T> {
    fn from_json(value: &Value) -> Result<Self, JsonError> {
        match value {
            Value::Null => Ok(None),
            other => T::from_json(other).map(Some),
        }
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn to_json(&self) -> Value {
        Value::Array(self.iter().map(T::to_json).collect())
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(value: &Value) -> Result<Self, JsonError> {
        match value {
            Value::Array(items) => items.iter().map(T::from_json).collect(),
            other => Err(JsonError::invalid_type(other, "a sequence")),
        }
    }
}

/// A JSON object read as a struct's fields, the way serde's derive reads them without
/// `deny_unknown_fields`: unknown members are ignored, a field given twice is an error, a missing
/// field is an error unless it has a default. As serde does, an array is read too, as the fields
/// in declaration order (no stored text has one; it costs little to stay exact).
pub struct Fields<'a> {
    members: Vec<(&'a str, &'a Value)>,
}

impl<'a> Fields<'a> {
    /// The fields of `value`; `name` names the struct for errors and `declared` lists its fields
    /// in order.
    pub fn of(value: &'a Value, name: &str, declared: &[&'a str]) -> Result<Fields<'a>, JsonError> {
        match value {
            Value::Object(members) => Ok(Fields { members: members.iter().map(|(k, v)| (k.as_str(), v)).collect() }),
            Value::Array(items) if items.len() <= declared.len() => {
                Ok(Fields { members: declared.iter().copied().zip(items).collect() })
            }
            Value::Array(items) => Err(JsonError(format!(
                "invalid length {}, expected struct {name} with {} elements",
                items.len(),
                declared.len()
            ))),
            other => Err(JsonError::invalid_type(other, &format!("struct {name}"))),
        }
    }

    fn get(&self, field: &str) -> Result<Option<&'a Value>, JsonError> {
        let mut found = self.members.iter().filter(|(key, _)| *key == field).map(|&(_, value)| value);
        let first = found.next();
        if found.next().is_some() {
            return Err(JsonError(format!("duplicate field `{field}`")));
        }
        Ok(first)
    }

    /// A field that must be present.
    pub fn required<T: FromJson>(&self, field: &str) -> Result<T, JsonError> {
        match self.get(field)? {
            Some(value) => T::from_json(value),
            None => Err(JsonError(format!("missing field `{field}`"))),
        }
    }

    /// A field that takes `default` when absent.
    pub fn or<T: FromJson>(&self, field: &str, default: T) -> Result<T, JsonError> {
        match self.get(field)? {
            Some(value) => T::from_json(value),
            None => Ok(default),
        }
    }
}

/// An enum variant as serde writes it (externally tagged): the name of a unit variant as a
/// string, or `{"Name": content}` for a variant with content. Returns the name and the content.
pub fn variant(value: &Value) -> Result<(&str, Option<&Value>), JsonError> {
    match value {
        Value::String(name) => Ok((name, None)),
        Value::Object(members) if members.len() == 1 => Ok((&members[0].0, Some(&members[0].1))),
        other => Err(JsonError::invalid_type(other, "an enum")),
    }
}

/// A unit-only enum from its variants' stored names (`{"Name": null}` is read too, as serde does).
pub fn unit_variant<T: Copy>(value: &Value, names: &[(&str, T)]) -> Result<T, JsonError> {
    let (name, content) = variant(value)?;
    if let Some(content) = content.filter(|c| **c != Value::Null) {
        return Err(JsonError::invalid_type(content, "unit variant"));
    }
    names.iter().find(|(n, _)| *n == name).map(|&(_, v)| v).ok_or_else(|| unknown_variant(name, names))
}

/// A unit-only enum's stored name.
pub fn unit_variant_name<T: Copy + PartialEq>(value: T, names: &[(&'static str, T)]) -> Value {
    let name = names.iter().find(|(_, v)| *v == value).map_or("", |(n, _)| n);
    Value::String(name.to_string())
}

/// The error for a variant name that is not one of `names`.
pub fn unknown_variant<T>(name: &str, names: &[(&str, T)]) -> JsonError {
    let expected: Vec<String> = names.iter().map(|(n, _)| format!("`{n}`")).collect();
    JsonError(format!(
        "unknown variant `{}`, expected one of {}",
        name.chars().take(40).collect::<String>(),
        expected.join(", ")
    ))
}

#[cfg(test)]
mod tests;
