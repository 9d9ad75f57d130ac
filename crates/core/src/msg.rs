//! A message to show the player: a key of the message files and its arguments, or text shown as
//! it is. Engines describe their actions and errors with it and never format words themselves;
//! the app's `i18n` formats it in the player's language. It lives in `core` so that engines depend
//! on `core` alone.

/// A value given to a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text shown as it is (a name, a notation).
    Text(String),
    /// A count or a number; plural choices select on it.
    Number(i64),
    /// Another message, formatted in the same language first.
    Msg(Box<Msg>),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}
impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}
impl From<Msg> for Arg {
    fn from(msg: Msg) -> Arg {
        Arg::Msg(Box::new(msg))
    }
}
macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(i32, i64, u8, u16, u32, u64, usize);

/// Something to show the player, formatted in the current language when it is shown (so a notice
/// raised in English re-reads in Russian after the switch).
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// A message of the message files, by key, with its arguments.
    Key(&'static str, Vec<(&'static str, Arg)>),
    /// Text shown as it is: what players typed, and engine texts not yet in message files.
    Text(String),
    /// Another message with its first letter in capitals (rule errors are written to follow a
    /// colon; alone, they start a sentence).
    Capitalised(Box<Msg>),
}

impl Msg {
    /// The message `key` (write keys as literals: the key test finds them in the code).
    pub fn new(key: &'static str) -> Msg {
        Msg::Key(key, Vec::new())
    }

    /// Text shown as it is.
    pub fn text(text: impl Into<String>) -> Msg {
        Msg::Text(text.into())
    }

    /// The same message as the start of a sentence.
    pub fn capitalised(self) -> Msg {
        Msg::Capitalised(Box::new(self))
    }

    /// The same message with one more argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        if let Msg::Key(_, args) = &mut self {
            args.push((name, value.into()));
        }
        self
    }
}

/// A value the player can be told about, in any language: typed errors turn into a [`Msg`] here,
/// next to their type, never into finished English text. Their `Display` (English) stays for
/// logs and native tools. A nested error becomes an argument that is itself a message, so each
/// language writes whole sentences around it.
pub trait Localize {
    fn msg(&self) -> Msg;
}

/// Counting from one. Forged numbers must not overflow.
pub fn ordinal(zero_based: usize) -> u64 {
    (zero_based as u64).saturating_add(1)
}
