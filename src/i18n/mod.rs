//! Languages: every word the player reads comes from a message file, `locales/<lang>/<file>.ftl`
//! in [Fluent](https://projectfluent.org) syntax (plurals and other choices are written in the
//! message itself, so no sentence is glued together from fragments in code). The files are read
//! and formatted by [`ftl`], our own implementation of the part of Fluent they use (README,
//! "Languages": the Fluent runtime was a tenth of the wasm).
//!
//! * [`Lang`] — the seven languages of the rulebooks we play, and matching a browser's preferences.
//! * [`Msg`] — a message to show: a key and its arguments (numbers, text, or other messages), or a
//!   piece of text shown as it is (a player's name). Typed errors turn into a `Msg` ([`Localize`]),
//!   never into finished English text, so the screen formats them in the current language.
//! * [`Input`] — how the player points (a finger or a mouse): every message gets it as `$input`,
//!   so a prompt says "tap" on a touch screen and "click" with a mouse, and keys are named only
//!   where there is a keyboard.
//! * [`Catalog`] — the parsed messages of the languages loaded so far. In the browser every
//!   language is a set of files fetched when it is first needed (the service worker caches them
//!   for offline use), except English's shell, which is compiled in: the app's own screens and
//!   notices need no fetch in English, and every other language falls back on them. Natively
//!   (tests, arena) all of English is compiled in.
//!
//! One file per owner: `shell.ftl` holds the app's own screens; each game owns `<game>.ftl`, whose
//! keys all start with the game's id. `tests/i18n.rs` checks every language has exactly English's
//! keys with the same placeholders, that plural choices cover the language's categories, and that
//! every key the code names exists and every key is used. This module uses no web crate: it is
//! tested natively.

pub mod ftl;

use ftl::{Messages, Value};
use std::fmt;

pub use crate::core::msg::Localize;

/// The languages of the app, in the order the language picker lists them (by their own names).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    De,
    En,
    Es,
    Fr,
    It,
    Hu,
    Ru,
}

impl Lang {
    pub const ALL: [Lang; 7] = [Lang::De, Lang::En, Lang::Es, Lang::Fr, Lang::It, Lang::Hu, Lang::Ru];

    /// The language's code (ISO 639-1): `<html lang>`, the folder under `locales/`, the setting.
    pub fn code(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Fr => "fr",
            Lang::It => "it",
            Lang::Hu => "hu",
            Lang::Ru => "ru",
        }
    }

    /// The language's name in itself, as the picker shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::De => "Deutsch",
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::Fr => "Français",
            Lang::It => "Italiano",
            Lang::Hu => "Magyar",
            Lang::Ru => "Русский",
        }
    }

    /// The language of a tag such as `ru`, `ru-RU` or `pt_BR` (region and script ignored).
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.trim().to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The best language for a browser's preferences (`navigator.languages`, most wanted first):
    /// the first one we have, English otherwise.
    pub fn negotiate<S: AsRef<str>>(preferences: &[S]) -> Lang {
        preferences.iter().find_map(|tag| Lang::from_tag(tag.as_ref())).unwrap_or(Lang::En)
    }
}

/// How the player points: the catalog gives every message this as `$input` (`touch` or `mouse`),
/// for a message to choose its words on (`{ $input -> [touch] Tap … *[mouse] Click … }`: whole
/// sentences in each variant, the mouse's as the default). The browser sets it from the device and
/// from the page's first pointer event (`ui::i18n`); natively it is [`Input::Mouse`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Input {
    /// A finger or a pen: the words say "tap" and name no key.
    Touch,
    /// A mouse or a trackpad, which comes with a keyboard: "click", and the keys' names.
    #[default]
    Mouse,
}

impl Input {
    pub const ALL: [Input; 2] = [Input::Touch, Input::Mouse];

    /// The value of `$input`.
    pub fn code(self) -> &'static str {
        match self {
            Input::Touch => "touch",
            Input::Mouse => "mouse",
        }
    }
}

macro_rules! message_files {
    ($d:tt $($game:ident: $krate:ident::$variant:ident),* $(,)?) => {
        /// The message files, by owner: the shell, then one per game (its keys start with the
        /// game id), `locales/<lang>/<file>.ftl`: from the registry's list of games
        /// ([`crate::each_game!`]).
        pub const FILES: &[&str] = &["shell", $(stringify!($game)),*];

        /// The English text of every message file, compiled in. Native builds (the tests, the
        /// arena's game logs) read English from here.
        #[cfg(not(target_arch = "wasm32"))]
        pub const ENGLISH: &[(&str, &str)] = &[
            ("shell", include_str!("../../locales/en/shell.ftl")),
            $((stringify!($game), include_str!(concat!("../../locales/en/", stringify!($game), ".ftl")))),*
        ];
    };
}
crate::each_game!(message_files);

/// In the browser English's shell file is compiled in, whole ([`ENGLISH_IN_BROWSER`]).
#[cfg(target_arch = "wasm32")]
pub const ENGLISH: &[(&str, &str)] = ENGLISH_IN_BROWSER;

/// What the browser build compiles in: English's `shell.ftl`, the words of the app's own screens
/// and of its notices. In English the app draws its screens without fetching a message file, and
/// every other language falls back on these words, so the app can always say what went wrong,
/// even when no file can be fetched. The games' files, English's included, are fetched when a
/// screen needs them (the service worker caches them, so this works offline too); they were a
/// sixth of the wasm (docs/performance.md). Defined on every target so that the native tests
/// check exactly what the browser gets.
pub const ENGLISH_IN_BROWSER: &[(&str, &str)] = &[("shell", include_str!("../../locales/en/shell.ftl"))];

pub use crate::core::msg::{Arg, Msg};

/// Why a language's files could not be used (the app then shows English and says so).
#[derive(Clone, Debug, PartialEq)]
pub enum LoadProblem {
    /// A file could not be fetched (offline before it was ever cached, or not on the server).
    Unreachable(String),
    /// A file is there but is not a valid message file (damaged, or a page in its place).
    Damaged(String),
}

impl fmt::Display for LoadProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadProblem::Unreachable(file) => write!(f, "{file} could not be fetched"),
            LoadProblem::Damaged(file) => write!(f, "{file} is damaged"),
        }
    }
}

/// The path of a language's message file, relative to the page.
pub fn file_path(lang: Lang, file: &str) -> String {
    format!("locales/{}/{file}.ftl", lang.code())
}

/// The parsed messages of every language loaded so far, the compiled-in English ([`ENGLISH`])
/// among them: English's files compiled in count as loaded, and English is every other
/// language's fallback.
pub struct Catalog {
    languages: Vec<Loaded>,
    /// How the player points, given to every message as `$input`.
    input: Input,
}

/// A language's messages, from the files of it loaded so far.
#[derive(Debug)]
struct Loaded {
    lang: Lang,
    messages: Messages,
    /// The names of its files in `messages` (of [`FILES`]).
    files: Vec<String>,
}

impl Default for Catalog {
    fn default() -> Self {
        Catalog::new()
    }
}

impl Catalog {
    /// A catalog holding the compiled-in English: the whole language natively, its shell's file
    /// in the browser (English then counts as loaded once its games' files are added).
    pub fn new() -> Catalog {
        Catalog::compiled_in(ENGLISH)
    }

    /// A catalog with English's files `files` loaded, as compiled in: all of them, or some (the
    /// others are then fetched like any language's).
    fn compiled_in(files: &[(&'static str, &'static str)]) -> Catalog {
        let mut catalog = Catalog { languages: Vec::new(), input: Input::default() };
        for (file, text) in files {
            // The compiled-in English is checked by the tests; were it ever broken, the keys show.
            let _ = catalog.add_file(Lang::En, file, text);
        }
        catalog
    }

    /// How the player points, as every message is told (`$input`).
    pub fn input(&self) -> Input {
        self.input
    }

    /// Tells every message from now on how the player points.
    pub fn set_input(&mut self, input: Input) {
        self.input = input;
    }

    /// Whether all of `lang`'s messages are loaded (every one of its [`FILES`]).
    pub fn has(&self, lang: Lang) -> bool {
        FILES.iter().all(|file| self.has_file(lang, file))
    }

    /// Whether `lang`'s message file `file` is loaded: fetched, or compiled in (English's shell
    /// in the browser, which is therefore never fetched; all of English natively).
    pub fn has_file(&self, lang: Lang, file: &str) -> bool {
        self.loaded(lang).is_some_and(|l| l.files.iter().any(|f| f == file))
    }

    fn loaded(&self, lang: Lang) -> Option<&Loaded> {
        self.languages.iter().find(|l| l.lang == lang)
    }

    /// Adds (or replaces) a language from its files' text, `(file name, text)`. A file that does
    /// not parse cleanly, or holds no message, makes the whole language fail: half a language is
    /// worse than English.
    pub fn add(&mut self, lang: Lang, files: Vec<(&str, String)>) -> Result<(), LoadProblem> {
        let mut messages = Messages::default();
        for (file, text) in files {
            match messages.add_file(&text) {
                Ok(count) if count > 0 => {}
                _ => return Err(LoadProblem::Damaged(file_path(lang, file))),
            }
        }
        self.languages.retain(|l| l.lang != lang);
        self.languages.push(Loaded { lang, messages, files: FILES.iter().map(|f| f.to_string()).collect() });
        Ok(())
    }

    /// Adds one more of `lang`'s message files, `(file name, text)`, to those loaded (a language
    /// can be shown with its shell's file alone and get its games' files later). A file already
    /// loaded is not added twice. A file that does not parse cleanly, or holds no message, is not
    /// added, and the language stays incomplete.
    pub fn add_file(&mut self, lang: Lang, file: &str, text: &str) -> Result<(), LoadProblem> {
        if self.has_file(lang, file) {
            return Ok(());
        }
        let index = match self.languages.iter().position(|l| l.lang == lang) {
            Some(index) => index,
            None => {
                self.languages.push(Loaded { lang, messages: Messages::default(), files: Vec::new() });
                self.languages.len() - 1
            }
        };
        let loaded = &mut self.languages[index];
        match loaded.messages.add_file(text) {
            Ok(count) if count > 0 => {
                loaded.files.push(file.to_string());
                Ok(())
            }
            _ => Err(LoadProblem::Damaged(file_path(lang, file))),
        }
    }

    pub(crate) fn messages(&self, lang: Lang) -> Option<&Messages> {
        self.loaded(lang).map(|l| &l.messages)
    }

    /// Whether English has a message `key`.
    pub fn has_key(&self, key: &str) -> bool {
        self.messages(Lang::En).is_some_and(|m| m.get(key).is_some())
    }

    /// `msg` in `lang`; a message missing there comes in English (its shell's words always are
    /// there: they are compiled in), and one missing everywhere shows its key (never a panic).
    /// Every message is also given `$input` ([`Input`]); an argument of that name in `msg` would
    /// win (the last of a name counts).
    pub fn format(&self, lang: Lang, msg: &Msg) -> String {
        self.format_as(lang, msg, Form::Notation)
    }

    /// `msg` spelled out in words: a message with a twin `{key}-words` (a log line's "K c3-d4"
    /// has "knight from c3 to d4") is formatted by its twin, its nested messages likewise; a
    /// message without one as [`Catalog::format`] would. The twin comes from the language the
    /// message itself comes from, so a language without it shows its own notation, never
    /// another language's words.
    pub fn format_words(&self, lang: Lang, msg: &Msg) -> String {
        self.format_as(lang, msg, Form::Words)
    }

    fn format_as(&self, lang: Lang, msg: &Msg, form: Form) -> String {
        let (key, args) = match msg {
            Msg::Text(text) => return text.clone(),
            Msg::Capitalised(inner) => return capitalised(&self.format_as(lang, inner, form)),
            Msg::Key(key, args) => (*key, args),
        };
        // Nested messages are formatted first, in the same language and form.
        let nested: Vec<String> = args
            .iter()
            .filter_map(|(_, value)| match value {
                Arg::Msg(inner) => Some(self.format_as(lang, inner, form)),
                Arg::Text(_) | Arg::Number(_) => None,
            })
            .collect();
        let mut nested = nested.iter();
        let input = ("input", Value::Text(self.input.code()));
        let values: Vec<(&str, Value)> = std::iter::once(input)
            .chain(args.iter().map(|(name, value)| {
                let value = match value {
                    Arg::Text(text) => Value::Text(text),
                    Arg::Number(n) => Value::Number(*n),
                    Arg::Msg(_) => Value::Text(nested.next().map_or("", String::as_str)),
                };
                (*name, value)
            }))
            .collect();
        let fallbacks = [(lang, self.messages(lang)), (Lang::En, self.messages(Lang::En))];
        let twin = match form {
            Form::Words => Some(format!("{key}-words")),
            Form::Notation => None,
        };
        for (in_lang, messages) in fallbacks {
            let Some(messages) = messages else { continue };
            let pattern = twin.as_deref().and_then(|twin| messages.get(twin)).or_else(|| messages.get(key));
            if let Some(pattern) = pattern {
                let mut out = String::new();
                ftl::write(&mut out, in_lang, pattern, &values);
                return out;
            }
        }
        key.to_string()
    }
}

/// How a message is formatted: as written, or by its words twin where it has one.
#[derive(Clone, Copy)]
enum Form {
    Notation,
    Words,
}

/// The first letter in capitals (for engine texts written to follow a colon).
pub fn capitalised(text: &str) -> String {
    upper_first(text)
}

/// `text` with its first character in upper case, for the scripts of our seven languages: ASCII,
/// Latin-1, Latin Extended-A (Hungarian ő, ű) and Cyrillic (ё included). Any other character
/// stays as it is. This replaces `char::to_uppercase`, whose Unicode table would cost the wasm
/// several kilobytes for letters no message starts with (README, "Languages").
pub fn upper_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => {
            let mut out = String::with_capacity(text.len() + 1);
            out.push(upper_letter(first));
            out.push_str(chars.as_str());
            out
        }
        None => String::new(),
    }
}

/// The upper-case form of one letter, where it is a single character in the ranges above (the
/// same as `char::to_uppercase` there; a test compares every one). `ß` and `ŉ`, whose upper case
/// is two letters, stay as they are.
fn upper_letter(c: char) -> char {
    let code = u32::from(c);
    let upper = match code {
        0x61..=0x7A | 0xE0..=0xFE if code != 0xF7 => code - 0x20,
        0xFF => 0x178,
        0xB5 => 0x39C,
        // Latin Extended-A: pairs upper then lower, with the odd member lower in these runs…
        0x100..=0x12F | 0x132..=0x137 | 0x14A..=0x177 if code % 2 == 1 => code - 1,
        // …and the even member lower in these.
        0x139..=0x148 | 0x179..=0x17E if code % 2 == 0 => code - 1,
        0x131 => 0x49,
        0x17F => 0x53,
        // Cyrillic: а–я, then ѐ–џ (ё among them).
        0x430..=0x44F => code - 0x20,
        0x450..=0x45F => code - 0x50,
        _ => code,
    };
    char::from_u32(upper).unwrap_or(c)
}

/// Whether a line of a game's rules help is a section heading: in capitals, apart from an
/// optional remark in parentheses (`SCORING (after each phase)`). The rules page draws these as
/// headings, and `tests/i18n.rs` checks every language's help has English's sections.
pub fn is_rules_heading(line: &str) -> bool {
    let mut depth = 0;
    let outside: String = line
        .chars()
        .filter(|&c| {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
            depth == 0 && c != ')'
        })
        .collect();
    outside.chars().any(char::is_alphabetic) && !outside.chars().any(char::is_lowercase)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_browser_s_first_known_language_wins_and_english_is_the_default() {
        assert_eq!(Lang::negotiate(&["pt-BR", "ru-RU", "de"]), Lang::Ru);
        assert_eq!(Lang::negotiate(&["hu_HU"]), Lang::Hu);
        assert_eq!(Lang::negotiate(&["ja", "zh-CN"]), Lang::En);
        assert_eq!(Lang::negotiate::<&str>(&[]), Lang::En);
        assert_eq!(Lang::from_tag("FR-ca"), Some(Lang::Fr));
        assert_eq!(Lang::from_tag(""), None);
    }

    #[test]
    fn upper_first_agrees_with_unicode_on_every_letter_of_our_scripts() {
        let ranges = [0x20..0x180_u32, 0x400..0x460];
        for c in ranges.into_iter().flatten().filter_map(char::from_u32) {
            let unicode: Vec<char> = c.to_uppercase().collect();
            if let [single] = unicode[..] {
                assert_eq!(upper_letter(c), single, "{c} (U+{:04X})", u32::from(c));
            } else {
                assert_eq!(upper_letter(c), c, "{c}: its upper case is several letters, so it stays");
            }
        }
        assert_eq!(upper_first("őrség"), "Őrség");
        assert_eq!(upper_first("ёлка"), "Ёлка");
        assert_eq!(upper_first("élan"), "Élan");
        assert_eq!(upper_first("3 pieces"), "3 pieces");
        assert_eq!(upper_first(""), "");
    }

    #[test]
    fn a_missing_message_falls_back_to_english_then_to_its_key() {
        let mut catalog = Catalog::new();
        catalog.add(Lang::Ru, vec![("shell", "app-name = Castellan\n".to_string())]).unwrap();
        let english = catalog.format(Lang::En, &Msg::new("home-new-game"));
        assert_eq!(catalog.format(Lang::Ru, &Msg::new("home-new-game")), english);
        assert_eq!(catalog.format(Lang::Ru, &Msg::new("no-such-key")), "no-such-key");
    }

    #[test]
    fn with_english_s_shell_compiled_in_its_words_are_there_before_any_fetch() {
        // As in the browser: the shell's words are there from the start and count as English's
        // shell file (so it is never fetched); the games' files are not, and come like any
        // language's.
        let mut catalog = Catalog::compiled_in(ENGLISH_IN_BROWSER);
        assert!(catalog.has_file(Lang::En, "shell") && !catalog.has(Lang::En));
        for file in &FILES[1..] {
            assert!(!catalog.has_file(Lang::En, file), "{file} is fetched, not compiled in");
        }
        assert_eq!(catalog.format(Lang::En, &Msg::new("home-new-game")), "New game");
        assert_eq!(catalog.format(Lang::En, &Msg::new("torri-opt-height-limit")), "torri-opt-height-limit");
        // The last fallback of every other language, loaded or not.
        assert_eq!(
            catalog.format(Lang::Ru, &Msg::new("app-texts-failed")),
            Catalog::new().format(Lang::En, &Msg::new("app-texts-failed"))
        );
        catalog.add_file(Lang::De, "shell", "home-new-game = Neue Partie\n").unwrap();
        assert_eq!(catalog.format(Lang::De, &Msg::new("home-new-game")), "Neue Partie");
        assert_eq!(catalog.format(Lang::De, &Msg::new("home-saved-games")), "Saved games", "missing in German");
        // A shell file of English's added later (a fetch) is not read: the compiled-in one stays.
        catalog.add_file(Lang::En, "shell", "home-new-game = Something else\n").unwrap();
        assert_eq!(catalog.format(Lang::En, &Msg::new("home-new-game")), "New game");
        // English's games' files, fetched, complete it.
        for (file, text) in &ENGLISH[1..] {
            catalog.add_file(Lang::En, file, text).unwrap();
        }
        assert!(catalog.has(Lang::En));
        let height_limit = catalog.format(Lang::En, &Msg::new("torri-opt-height-limit"));
        assert_eq!(height_limit, Catalog::new().format(Lang::En, &Msg::new("torri-opt-height-limit")));
        assert_ne!(height_limit, "torri-opt-height-limit");
        // A page that installs the whole of English at once (the browser tests) replaces it.
        let mut installed = Catalog::compiled_in(ENGLISH_IN_BROWSER);
        installed.add(Lang::En, ENGLISH.iter().map(|(file, text)| (*file, text.to_string())).collect()).unwrap();
        assert!(installed.has(Lang::En));
        assert_eq!(installed.format(Lang::En, &Msg::new("torri-opt-height-limit")), height_limit);
    }

    #[test]
    fn the_browser_build_compiles_in_english_s_whole_shell_file() {
        // The file itself, not a part of it: every message of locales/en/shell.ftl, word for word.
        assert_eq!(ENGLISH_IN_BROWSER, &ENGLISH[..1]);
        assert_eq!(ENGLISH_IN_BROWSER[0], ("shell", include_str!("../../locales/en/shell.ftl")));
        let text = ENGLISH_IN_BROWSER[0].1;
        let keys: Vec<&str> = text
            .lines()
            .filter(|line| !line.starts_with([' ', '\t', '#']))
            .filter_map(|line| line.split_once(" =").map(|(key, _)| key))
            .collect();
        assert!(
            keys.contains(&"home-new-game") && keys.contains(&"app-texts-failed") && keys.contains(&"storage-full")
        );
        assert_eq!(ftl::Messages::default().add_file(text), Ok(keys.len()));
        let shell_only = Catalog::compiled_in(ENGLISH_IN_BROWSER);
        for key in keys {
            let msg = Msg::new(key).arg("reason", "R").arg("language", "L").arg("game", "G").arg("screen", "S");
            let words = shell_only.format(Lang::En, &msg);
            assert_ne!(words, key);
            assert_eq!(words, Catalog::new().format(Lang::En, &msg), "{key}");
        }
    }

    #[test]
    fn a_language_is_complete_once_each_of_its_files_is_added() {
        // As the browser loads one: the shell's file first (the home screen), the games' later.
        let mut catalog = Catalog::compiled_in(ENGLISH_IN_BROWSER);
        assert!(catalog.has_file(Lang::En, "shell") && !catalog.has(Lang::En), "English's shell is compiled in");
        let german = |file: &str| std::fs::read_to_string(format!("locales/de/{file}.ftl")).unwrap();
        catalog.add_file(Lang::De, "shell", &german("shell")).unwrap();
        assert!(catalog.has_file(Lang::De, "shell") && !catalog.has(Lang::De));
        assert_eq!(catalog.format(Lang::De, &Msg::new("home-new-game")), "Neue Partie");
        for file in &FILES[1..] {
            assert!(!catalog.has_file(Lang::De, file));
            catalog.add_file(Lang::De, file, &german(file)).unwrap();
        }
        assert!(catalog.has(Lang::De));
        // Adding a file again changes nothing (its keys are not defined twice).
        catalog.add_file(Lang::De, "torri", &german("torri")).unwrap();
        assert_eq!(
            catalog.add_file(Lang::Fr, "torri", "not fluent"),
            Err(LoadProblem::Damaged("locales/fr/torri.ftl".into()))
        );
        assert!(!catalog.has_file(Lang::Fr, "torri"));
    }

    #[test]
    fn every_message_is_told_how_the_player_points() {
        let mut catalog = Catalog::new();
        let text = "m = { $input ->\n    [touch] Tap { $what }.\n   *[mouse] Click { $what }.\n}\nplain = { $input }\n";
        catalog.add(Lang::De, vec![("shell", text.to_string())]).unwrap();
        let msg = Msg::new("m").arg("what", Msg::new("plain"));
        assert_eq!(catalog.input(), Input::Mouse);
        assert_eq!(catalog.format(Lang::De, &msg), "Click mouse.");
        catalog.set_input(Input::Touch);
        assert_eq!(catalog.format(Lang::De, &msg), "Tap touch.");
        // An argument of the same name given by the code wins.
        assert_eq!(catalog.format(Lang::De, &Msg::new("plain").arg("input", "pen")), "pen");
    }

    #[test]
    fn words_take_a_message_s_twin_in_its_own_language_nested_messages_too() {
        let mut catalog = Catalog::new();
        let text = "announce = { $who }: { $move }\nlog-step = K { $from }-{ $to }\n\
                    log-step-words = knight from { $from } to { $to }\nlog-card = card: { $card }\n\
                    card-name = Climb 2\ncard-name-words = the Climb 2 card\nlog-pass = pass\n";
        catalog.add(Lang::De, vec![("shell", text.to_string())]).unwrap();
        let step = Msg::new("log-step").arg("from", "c3").arg("to", "d4");
        let announce = Msg::new("announce").arg("who", "Bot").arg("move", step.clone());
        assert_eq!(catalog.format(Lang::De, &announce), "Bot: K c3-d4", "the log keeps its notation");
        assert_eq!(catalog.format_words(Lang::De, &announce), "Bot: knight from c3 to d4");
        // A message without a twin is said as it is written; nested ones still take theirs.
        let card = Msg::new("log-card").arg("card", Msg::new("card-name"));
        assert_eq!(catalog.format_words(Lang::De, &card), "card: the Climb 2 card");
        assert_eq!(catalog.format_words(Lang::De, &Msg::new("log-pass")), "pass");
        // A language without the twin says its own notation, never another language's words.
        catalog.add(Lang::Fr, vec![("shell", "log-step = C { $from }-{ $to }\n".to_string())]).unwrap();
        catalog.add(Lang::En, vec![("shell", text.to_string())]).unwrap();
        assert_eq!(catalog.format_words(Lang::Fr, &step), "C c3-d4");
        assert_eq!(catalog.format_words(Lang::Fr, &Msg::new("log-pass")), "pass", "missing in French: English");
    }

    #[test]
    fn a_damaged_or_empty_file_fails_the_whole_language() {
        let mut catalog = Catalog::new();
        let html = "<!doctype html><html><body>offline</body></html>".to_string();
        assert_eq!(
            catalog.add(Lang::De, vec![("shell", html)]),
            Err(LoadProblem::Damaged("locales/de/shell.ftl".into()))
        );
        assert!(catalog.add(Lang::De, vec![("shell", String::new())]).is_err());
        assert!(!catalog.has(Lang::De));
    }
}
