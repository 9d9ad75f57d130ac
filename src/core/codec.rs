//! Compact encoding of an action list: each action is stored as its index in the ordered list of
//! legal actions at that point, in exactly as many bits as that list needs (`ceil(log2(n))`; a
//! forced action costs nothing). Decoding therefore needs the game to replay the actions, which
//! also validates them.

/// Bits needed to store an index into a list of `n` choices.
pub fn bits_for(n: usize) -> u32 {
    if n <= 1 {
        0
    } else {
        usize::BITS - (n - 1).leading_zeros()
    }
}

#[derive(Default, Debug, Clone)]
pub struct BitWriter {
    bytes: Vec<u8>,
    bit_len: usize,
}

impl BitWriter {
    pub fn new() -> Self {
        Self::default()
    }

    /// Writes the low `bits` bits of `value`, most significant first.
    pub fn write(&mut self, value: u32, bits: u32) {
        for i in (0..bits).rev() {
            let bit = (value >> i) & 1;
            if self.bit_len % 8 == 0 {
                self.bytes.push(0);
            }
            if bit == 1 {
                let last = self.bytes.len() - 1;
                self.bytes[last] |= 0x80 >> (self.bit_len % 8);
            }
            self.bit_len += 1;
        }
    }

    pub fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }
}

#[derive(Debug, Clone)]
pub struct BitReader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> BitReader<'a> {
    pub fn new(bytes: &'a [u8]) -> Self {
        BitReader { bytes, pos: 0 }
    }

    /// Reads `bits` bits, or `None` past the end of the data.
    pub fn read(&mut self, bits: u32) -> Option<u32> {
        let mut value = 0u32;
        for _ in 0..bits {
            let byte = *self.bytes.get(self.pos / 8)?;
            let bit = (byte >> (7 - self.pos % 8)) & 1;
            value = (value << 1) | bit as u32;
            self.pos += 1;
        }
        Some(value)
    }

    /// Bits left unread (padding in the last byte included).
    pub fn remaining(&self) -> usize {
        self.bytes.len() * 8 - self.pos
    }
}

/// The base64url alphabet (RFC 4648 §5).
const BASE64URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Base64url without padding (RFC 4648 §5). Written out here rather than taken from a crate:
/// links need only this one variant, and a general codec costs the app several kilobytes.
pub fn to_base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], chunk.get(1).copied().unwrap_or(0), chunk.get(2).copied().unwrap_or(0)];
        let group = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        // One symbol per 6 bits the chunk actually has: 2, 3 or 4.
        for i in 0..=chunk.len() {
            out.push(BASE64URL[((group >> (18 - 6 * i)) & 63) as usize] as char);
        }
    }
    out
}

/// The value of one base64url symbol.
fn base64url_value(symbol: u8) -> Option<u32> {
    let v = match symbol {
        b'A'..=b'Z' => symbol - b'A',
        b'a'..=b'z' => symbol - b'a' + 26,
        b'0'..=b'9' => symbol - b'0' + 52,
        b'-' => 62,
        b'_' => 63,
        _ => return None,
    };
    Some(u32::from(v))
}

/// Decodes base64url, with or without trailing `=` padding. Strict, as links must be: any other
/// symbol, a length that cannot come from whole bytes (one symbol left over), or set bits
/// after the last whole byte make it `None`, so one byte string has exactly one spelling.
pub fn from_base64url(text: &str) -> Option<Vec<u8>> {
    let symbols = text.trim_end_matches('=').as_bytes();
    let mut out = Vec::with_capacity(symbols.len() / 4 * 3 + 2);
    for chunk in symbols.chunks(4) {
        if chunk.len() == 1 {
            return None;
        }
        let mut group = 0u32;
        for (i, &symbol) in chunk.iter().enumerate() {
            group |= base64url_value(symbol)? << (18 - 6 * i);
        }
        let whole_bytes = chunk.len() - 1;
        // The bits past the last whole byte must be zero.
        if group & (0x00FF_FFFF >> (8 * whole_bytes)) != 0 {
            return None;
        }
        out.extend_from_slice(&group.to_be_bytes()[1..=whole_bytes]);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_for_counts() {
        assert_eq!(bits_for(0), 0);
        assert_eq!(bits_for(1), 0);
        assert_eq!(bits_for(2), 1);
        assert_eq!(bits_for(3), 2);
        assert_eq!(bits_for(4), 2);
        assert_eq!(bits_for(5), 3);
        assert_eq!(bits_for(256), 8);
        assert_eq!(bits_for(257), 9);
    }

    #[test]
    fn round_trip_mixed_widths() {
        let items = [(5u32, 3u32), (0, 0), (1, 1), (300, 9), (0, 2), (65535, 16)];
        let mut w = BitWriter::new();
        for (v, b) in items {
            w.write(v, b);
        }
        let text = to_base64url(&w.into_bytes());
        let bytes = from_base64url(&text).unwrap();
        let mut r = BitReader::new(&bytes);
        for (v, b) in items {
            assert_eq!(r.read(b), Some(v));
        }
        assert!(r.remaining() < 8);
        assert_eq!(r.read(16), None);
    }

    #[test]
    fn garbage_base64_is_rejected() {
        assert!(from_base64url("a$b").is_none());
    }

    #[test]
    fn base64url_examples_from_rfc_4648() {
        // RFC 4648 §10 test vectors (padding dropped), and the two URL-safe symbols.
        for (bytes, text) in [("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"), ("foob", "Zm9vYg")] {
            assert_eq!(to_base64url(bytes.as_bytes()), text);
            assert_eq!(from_base64url(text).as_deref(), Some(bytes.as_bytes()));
        }
        assert_eq!(to_base64url(&[0xFB, 0xFF]), "-_8");
        assert_eq!(from_base64url("Zg=="), Some(b"f".to_vec()), "trailing padding is accepted");
        assert_eq!(from_base64url("Zh"), None, "set bits after the last byte");
        assert_eq!(from_base64url("Zm9vY"), None, "a lone symbol at the end");
        assert_eq!(from_base64url("Zm+v"), None, "standard base64's '+' is not base64url");
    }

    /// Links made before the codec was written out here used the `base64` crate
    /// (`URL_SAFE_NO_PAD`, after trimming `=`): both directions must agree with it on every
    /// input, valid or not, or old links would stop opening (or forged ones start to).
    #[test]
    fn base64url_agrees_with_the_base64_crate() {
        use base64::engine::general_purpose::URL_SAFE_NO_PAD;
        use base64::Engine as _;
        let crate_decode = |t: &str| URL_SAFE_NO_PAD.decode(t.trim_end_matches('=')).ok();
        let mut rng = crate::core::Rng::new(64);
        for len in 0..40usize {
            for _ in 0..200 {
                let bytes: Vec<u8> = (0..len).map(|_| rng.below(256) as u8).collect();
                let text = to_base64url(&bytes);
                assert_eq!(text, URL_SAFE_NO_PAD.encode(&bytes));
                assert_eq!(from_base64url(&text), Some(bytes));
                // Mostly valid symbols, a few others, some padding: every kind of bad input.
                let noisy: String = (0..len)
                    .map(|_| match rng.below(40) {
                        0 => '=',
                        1 => '+',
                        2 => '/',
                        3 => '$',
                        _ => BASE64URL[rng.below(64) as usize] as char,
                    })
                    .collect();
                assert_eq!(from_base64url(&noisy), crate_decode(&noisy), "{noisy:?}");
            }
        }
    }
}
