//! Reading stored text (saves, settings, the options in links) with serde_json, and what can be
//! wrong with it in a player's terms; writing it, where a failure is an error too, never an
//! empty field.

use super::msg::{Localize, Msg};

/// What is wrong with a stored text that cannot be read (a save, or the options in a save or a
/// link), in a player's terms; where it goes wrong is kept for diagnosis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DataError {
    pub problem: DataProblem,
    /// Where the reader gave up, counting from 1 (0 when unknown).
    pub line: usize,
    pub column: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataProblem {
    /// The text is not data at all (not JSON): garbled or altered.
    Garbled,
    /// The text breaks off before its end.
    CutShort,
    /// The text is well formed, but something is missing or has the wrong kind of value.
    WrongContent,
}

impl From<serde_json::Error> for DataError {
    fn from(e: serde_json::Error) -> DataError {
        let problem = match e.classify() {
            serde_json::error::Category::Eof => DataProblem::CutShort,
            serde_json::error::Category::Data => DataProblem::WrongContent,
            serde_json::error::Category::Syntax | serde_json::error::Category::Io => DataProblem::Garbled,
        };
        DataError { problem, line: e.line(), column: e.column() }
    }
}

impl std::fmt::Display for DataError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let what = match self.problem {
            DataProblem::Garbled => "the text is garbled",
            DataProblem::CutShort => "the text breaks off",
            DataProblem::WrongContent => "something is missing or has the wrong kind of value",
        };
        write!(f, "{what} (line {}, column {})", self.line, self.column)
    }
}

impl std::error::Error for DataError {}

/// A value that could not be written as JSON (a link's field, a save's options). serde_json
/// fails only on a value it cannot represent — a map whose keys are not text, a `Serialize`
/// that fails — which none of the stored types has: so this is a bug, reported to the player
/// and never written as an empty field. The reason (serde_json's, in English) is for logs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WriteError {
    pub reason: String,
}

impl From<serde_json::Error> for WriteError {
    fn from(e: serde_json::Error) -> WriteError {
        WriteError { reason: e.to_string() }
    }
}

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the data could not be written: {}", self.reason)
    }
}

impl std::error::Error for WriteError {}

impl Localize for WriteError {
    fn msg(&self) -> Msg {
        Msg::new("data-write-failed")
    }
}

/// Writes a value as JSON text.
pub fn write_json<T: serde::Serialize + ?Sized>(value: &T) -> Result<String, WriteError> {
    serde_json::to_string(value).map_err(WriteError::from)
}

/// Writes a value as a JSON value (objects with their members sorted by key).
pub fn write_value<T: serde::Serialize + ?Sized>(value: &T) -> Result<serde_json::Value, WriteError> {
    serde_json::to_value(value).map_err(WriteError::from)
}

/// Reads stored JSON as a `T`; what is wrong with it as a [`DataError`].
pub fn read_json<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, DataError> {
    serde_json::from_str(text).map_err(DataError::from)
}

impl Localize for DataError {
    fn msg(&self) -> Msg {
        Msg::new(match self.problem {
            DataProblem::Garbled => "data-garbled",
            DataProblem::CutShort => "data-cut-short",
            DataProblem::WrongContent => "data-wrong-content",
        })
        .arg("line", self.line)
        .arg("column", self.column)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    #[test]
    fn a_value_json_cannot_hold_is_an_error_with_a_message_not_an_empty_text() {
        // Map keys JSON cannot hold: the one way serde_json's writing fails on plain data.
        let map: BTreeMap<(u8, u8), u8> = [((1, 2), 3)].into();
        let e = write_json(&map).expect_err("a map with pair keys cannot be JSON");
        assert!(!e.reason.is_empty());
        assert_eq!(e.msg(), Msg::new("data-write-failed"));
        assert!(write_value(&map).is_err());
        assert_eq!(write_json(&[1, 2]).as_deref(), Ok("[1,2]"));
    }
}
