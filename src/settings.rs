//! Player preferences, kept in the browser between visits. Stored values are clamped when read:
//! a hand-edited or corrupted entry can never make bots wait for ever or break a screen.

/// The longest pause between two bot actions the app honours, in milliseconds.
pub const MAX_BOT_DELAY_MS: u32 = 3_000;
/// The bot speeds the play screen offers (slow, normal, fast, instant), in milliseconds.
pub const BOT_SPEEDS_MS: [u32; 4] = [1_500, 600, 150, 0];
/// The pause between the actions of one bot turn is the delay between turns divided by this.
const WITHIN_TURN_DIVISOR: u32 = 3;

/// Stored with the fields in declaration order; every field is optional and takes its default.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Roll the dice with an animation.
    pub animate: bool,
    /// Pause between two bot turns, in milliseconds (at most [`MAX_BOT_DELAY_MS`]); the
    /// actions within one bot turn follow each other faster ([`Settings::bot_pause_ms`]).
    pub bot_delay_ms: u32,
    /// Torres and Voldétour: draw the board in 3-D (otherwise top-down), once the player has
    /// chosen ([`Settings::view_chosen`]; see [`Settings::shows_3d`]).
    pub three_d: bool,
    /// The language the player chose (a code such as `"ru"`); `None` until they choose one, when
    /// the browser's languages decide. Settings saved before languages existed load as `None`.
    pub language: Option<String>,
    /// Whether the player has switched between 3-D and top-down; until then a phone shows
    /// Voldétour top-down, where its squares are largest ([`Settings::shows_3d`]).
    pub view_chosen: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings { animate: true, bot_delay_ms: 600, three_d: true, language: None, view_chosen: false }
    }
}

impl Settings {
    /// The same settings with every value brought into its allowed range. A bot delay the speed
    /// list does not offer (an earlier version's, or a hand-edited one) becomes the nearest speed
    /// it offers, so the list shows what the bots do instead of an empty choice.
    pub fn clamped(self) -> Settings {
        let wanted = self.bot_delay_ms.min(MAX_BOT_DELAY_MS);
        let nearest = BOT_SPEEDS_MS.into_iter().min_by_key(|speed| speed.abs_diff(wanted)).unwrap_or(wanted);
        Settings { bot_delay_ms: nearest, ..self }
    }

    /// How long the position a bot moves from stays in view before its action is shown, counted
    /// from when the bot was asked (its thinking overlaps the pause): the chosen delay before the
    /// first action of its turn, a third of it between the actions of one turn (a Torres turn is
    /// 5–10 actions: at the default speed each stays in view 0.2 s, the whole turn about 2 s).
    pub fn bot_pause_ms(&self, within_turn: bool) -> u32 {
        let delay = self.bot_delay_ms.min(MAX_BOT_DELAY_MS);
        if within_turn {
            delay / WITHIN_TURN_DIVISOR
        } else {
            delay
        }
    }

    /// Whether a board with both views opens in 3-D: as the player chose, or, before any
    /// choice, in 3-D except on a phone (`phone`), whose 3-D squares are too small to tap.
    pub fn shows_3d(&self, phone: bool) -> bool {
        if self.view_chosen || !phone {
            self.three_d
        } else {
            false
        }
    }

    /// The player switches the view from what `phone` showed: the choice is kept from now on.
    pub fn switch_view(&mut self, phone: bool) {
        self.three_d = !self.shows_3d(phone);
        self.view_chosen = true;
    }

    /// The chosen language, if it is one the app has.
    pub fn chosen_language(&self) -> Option<crate::i18n::Lang> {
        self.language.as_deref().and_then(crate::i18n::Lang::from_tag)
    }

    /// Reads stored settings text; anything unreadable gives the defaults.
    pub fn from_stored(text: &str) -> Settings {
        serde_json::from_str::<Settings>(text).unwrap_or_default().clamped()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bot_turn_goes_faster_than_the_pause_between_turns() {
        let s = Settings::default();
        assert_eq!((s.bot_pause_ms(false), s.bot_pause_ms(true)), (600, 200));
        let instant = Settings { bot_delay_ms: 0, ..Settings::default() };
        assert_eq!((instant.bot_pause_ms(false), instant.bot_pause_ms(true)), (0, 0));
        let huge = Settings { bot_delay_ms: u32::MAX, ..Settings::default() };
        assert_eq!(huge.bot_pause_ms(false), MAX_BOT_DELAY_MS);
    }

    #[test]
    fn a_huge_stored_bot_delay_is_the_slowest_speed() {
        let s = Settings::from_stored(r#"{"animate":false,"bot_delay_ms":4294967295,"three_d":true}"#);
        assert_eq!(s.bot_delay_ms, 1_500);
        assert!(!s.animate, "other values are kept");
    }

    #[test]
    fn a_stored_bot_delay_the_list_does_not_offer_becomes_the_nearest_speed() {
        let read = |ms: u32| Settings::from_stored(&format!(r#"{{"bot_delay_ms":{ms}}}"#)).bot_delay_ms;
        for speed in BOT_SPEEDS_MS {
            assert_eq!(read(speed), speed, "an offered speed is kept");
        }
        assert_eq!([read(50), read(300), read(400), read(1_000), read(2_500)], [0, 150, 600, 600, 1_500]);
    }

    #[test]
    fn settings_saved_before_languages_load_without_a_language() {
        let old = Settings::from_stored(r#"{"animate":false,"bot_delay_ms":150,"three_d":false}"#);
        assert_eq!(
            old,
            Settings { animate: false, bot_delay_ms: 150, three_d: false, language: None, view_chosen: false }
        );
        assert_eq!(old.chosen_language(), None);
        let chosen = Settings::from_stored(r#"{"language":"ru"}"#);
        assert_eq!(chosen.chosen_language(), Some(crate::i18n::Lang::Ru));
        assert_eq!(Settings::from_stored(r#"{"language":"xx"}"#).chosen_language(), None);
    }

    /// Whatever a device's storage holds (another version's settings, a hand edit, a broken
    /// write), reading it never fails: a member of the wrong type or an unknown one gives the
    /// defaults, and a bot delay always lands on a speed the list offers.
    #[test]
    fn any_stored_text_reads_as_settings_the_app_can_show() {
        let mut rng = crate::core::Rng::new(3);
        let pieces = [
            r#""animate":false"#,
            r#""bot_delay_ms":150"#,
            r#""bot_delay_ms":-1"#,
            r#""bot_delay_ms":1.5"#,
            r#""bot_delay_ms":99999"#,
            r#""three_d":null"#,
            r#""language":"ru""#,
            r#""language":7"#,
            r#""other":[1]"#,
            r#""view_chosen":true"#,
        ];
        for _ in 0..500 {
            let members: Vec<&str> =
                (0..rng.below(5)).map(|_| pieces[rng.below(pieces.len() as u32) as usize]).collect();
            let text = format!("{{{}}}", members.join(","));
            let read = Settings::from_stored(&text);
            assert!(BOT_SPEEDS_MS.contains(&read.bot_delay_ms), "{text}: {read:?}");
        }
        for broken in ["", "{", "null", "[1,2]", "{\"animate\":", "\u{0}"] {
            assert_eq!(Settings::from_stored(broken), Settings::default(), "{broken:?}");
        }
    }

    #[test]
    fn settings_are_written_in_their_stored_format() {
        let text = serde_json::to_string(&Settings::default()).unwrap();
        assert_eq!(text, r#"{"animate":true,"bot_delay_ms":600,"three_d":true,"language":null,"view_chosen":false}"#);
        let chosen = Settings {
            animate: false,
            bot_delay_ms: 150,
            three_d: false,
            language: Some("ru".into()),
            view_chosen: true,
        };
        let text = serde_json::to_string(&chosen).unwrap();
        assert_eq!(text, r#"{"animate":false,"bot_delay_ms":150,"three_d":false,"language":"ru","view_chosen":true}"#);
        assert_eq!(Settings::from_stored(&text), chosen);
    }

    #[test]
    fn a_phone_shows_top_down_until_the_player_chooses_a_view() {
        let fresh = Settings::default();
        assert!(fresh.shows_3d(false), "3-D on a large screen");
        assert!(!fresh.shows_3d(true), "top-down on a phone");
        // Settings stored before the choice was recorded count as no choice.
        let old = Settings::from_stored(r#"{"three_d":true}"#);
        assert!(!old.shows_3d(true));
        let mut s = fresh;
        s.switch_view(true);
        assert!(s.shows_3d(true) && s.view_chosen, "the phone's player switched to 3-D");
        s.switch_view(true);
        assert!(!s.shows_3d(true) && !s.shows_3d(false), "and back: top-down everywhere");
        let mut desk = Settings::default();
        desk.switch_view(false);
        assert!(!desk.shows_3d(false) && !desk.shows_3d(true));
    }

    #[test]
    fn unreadable_or_partial_settings_fall_back_to_defaults() {
        assert_eq!(Settings::from_stored("not json"), Settings::default());
        assert_eq!(Settings::from_stored(r#"{"bot_delay_ms":-5}"#), Settings::default());
        let partial = Settings::from_stored(r#"{"bot_delay_ms":150}"#);
        assert_eq!(partial, Settings { bot_delay_ms: 150, ..Settings::default() });
    }
}
