//! Compact encoding of an action list: each action is stored as its index in the ordered list of
//! legal actions at that point, in exactly as many bits as that list needs (`ceil(log2(n))`; a
//! forced action costs nothing). Decoding therefore needs the game to replay the actions, which
//! also validates them.

use base64::alphabet;
use base64::engine::general_purpose::{GeneralPurpose, GeneralPurposeConfig};
use base64::engine::DecodePaddingMode;
use base64::Engine as _;

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

/// Base64url as links write it (RFC 4648 §5): no padding written; read with or without it (never
/// more than the last group needs), strict otherwise: any other symbol, a length that cannot come from
/// whole bytes, or set bits after the last whole byte are refused, so one byte string has
/// exactly one spelling.
const BASE64URL: GeneralPurpose = GeneralPurpose::new(
    &alphabet::URL_SAFE,
    GeneralPurposeConfig::new().with_encode_padding(false).with_decode_padding_mode(DecodePaddingMode::Indifferent),
);

/// Base64url without padding.
pub fn to_base64url(bytes: &[u8]) -> String {
    BASE64URL.encode(bytes)
}

/// Decodes base64url, with or without its padding; `None` for anything else.
pub fn from_base64url(text: &str) -> Option<Vec<u8>> {
    BASE64URL.decode(text).ok()
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
        assert_eq!(from_base64url("Zg==="), None, "but never more than a quantum needs");
        assert_eq!(from_base64url("Zm9v=="), None);
        assert_eq!(from_base64url("Zm9v="), None);
        assert_eq!(from_base64url("Z=g="), None);
        assert_eq!(from_base64url("Zh"), None, "set bits after the last byte");
        assert_eq!(from_base64url("Zm9vY"), None, "a lone symbol at the end");
        assert_eq!(from_base64url("Zm+v"), None, "standard base64's '+' is not base64url");
    }
}
