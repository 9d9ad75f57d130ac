//! Reading stored text (saves, settings, the options in links) with serde_json, and what can be
//! wrong with it in a player's terms.

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
