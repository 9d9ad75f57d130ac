//! The game's options: players, action cards, master version. Stored in saves and links
//! (serde), so a field's name and default are a storage format.

/// How action cards are used. Stored (saves, links) by its variant's name: `"PersonalDeck"`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum CardMode {
    /// Introductory game: no action cards.
    Off,
    /// Each player draws from his own shuffled ten (look at 3, keep 1).
    #[default]
    PersonalDeck,
    /// All forty cards in one deck; a draw takes the top card.
    CommonDeck,
}

/// Stored as `{"players":2,"cards":"PersonalDeck","master":false,"master_card":null}`; every field
/// is optional and takes its default when absent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct TorresOptions {
    /// 2..=4. Seat 0 starts (the caller chooses who sits where).
    pub players: u8,
    pub cards: CardMode,
    /// Master version: foundations placed by players, full hands, a master card.
    pub master: bool,
    /// Master card 1..=8, or `None` to draw one at random.
    pub master_card: Option<u8>,
}

impl Default for TorresOptions {
    fn default() -> Self {
        TorresOptions { players: 2, cards: CardMode::PersonalDeck, master: false, master_card: None }
    }
}
