//! Torres in the app's registry: what the shell needs to know about it.

use crate::bot::BotTuning;
use crate::core::Msg;
use crate::games::torres::{CardMode, Torres, TorresError, TorresOptions};
use crate::registry::{GameInfo, RegisteredGame};

impl RegisteredGame for Torres {
    const INFO: GameInfo = GameInfo {
        tagline: "home-tagline-torres",
        player_counts: &[2, 3, 4],
        seat_colours: &[],
        seat_names: &[],
        picture: "pictures/torres.svg",
        rules_help: "torres-rules-help",
        seed_help: "new-game-seed-help-cards",
    };

    /// Each deck mode, the master version, and the master version with a fixed master card.
    fn rule_variants(players: u8) -> Vec<TorresOptions> {
        let default = Self::options_for_players(players);
        vec![
            default,
            TorresOptions { cards: CardMode::Off, ..default },
            TorresOptions { cards: CardMode::CommonDeck, ..default },
            TorresOptions { cards: CardMode::PersonalDeck, master: true, ..default },
            TorresOptions { cards: CardMode::PersonalDeck, master: true, master_card: Some(5), ..default },
        ]
    }

    /// The common deck is not offered by link: one deck drawn by everyone has no owner whose
    /// secret could keep its order (see `crate::remote`, "Secret decks"). Personal decks are
    /// (each deck from its owner's secret and the other device's gift), and so are the
    /// introductory game (no cards) and the master version: every hand is open there (all ten
    /// cards from the start, less those played) and nothing is drawn after the set-up. Its master
    /// card, when drawn at random, is drawn by the inviting device from the game's seed; the
    /// friend sees it before making a first move, as openly as a card chosen in the dialog.
    fn link_play_limit(options: &TorresOptions) -> Option<Msg> {
        (options.cards == CardMode::CommonDeck).then(|| Msg::new("remote-limit-cards"))
    }

    /// Each rule error as its message (`torres-error-…`); the English `Display` stays for logs.
    fn rule_error_msg(error: &TorresError) -> Msg {
        use TorresError as E;
        Msg::new(match error {
            E::GameOver => "torres-error-game-over",
            E::WrongTime => "torres-error-wrong-time",
            E::NoSuchSquare => "torres-error-no-such-square",
            E::NotYourKnight => "torres-error-not-your-knight",
            E::SquareOccupied => "torres-error-square-occupied",
            E::NotAdjacent => "torres-error-not-adjacent",
            E::NotDiagonal => "torres-error-not-diagonal",
            E::ClimbTooHigh => "torres-error-climb-too-high",
            E::NotEnoughAp => "torres-error-not-enough-ap",
            E::NoKnightsLeft => "torres-error-no-knights-left",
            E::NewKnightTooHigh => "torres-error-new-knight-too-high",
            E::CastleTooTall => "torres-error-castle-too-tall",
            E::JoinsCastles => "torres-error-joins-castles",
            E::NewCastle => "torres-error-new-castle",
            E::BlockUnderPiece => "torres-error-block-under-piece",
            E::StackEmpty => "torres-error-stack-empty",
            E::NoSuchStack => "torres-error-no-such-stack",
            E::StackFull => "torres-error-stack-full",
            E::NoThroughPath => "torres-error-no-through-path",
            E::NotAFoundation => "torres-error-not-a-foundation",
            E::FoundationTooClose => "torres-error-foundation-too-close",
            E::NotACastleSquare => "torres-error-not-a-castle-square",
            E::TwoCardsPerTurn => "torres-error-two-cards-per-turn",
            E::DeckEmpty => "torres-error-deck-empty",
            E::NoDrawInMaster => "torres-error-no-draw-in-master",
            E::CardsOff => "torres-error-cards-off",
            E::CardNotHeld => "torres-error-card-not-held",
            E::CardTakenThisTurn => "torres-error-card-taken-this-turn",
            E::OneCardPerTurn => "torres-error-one-card-per-turn",
            E::CardNotShown => "torres-error-card-not-shown",
            E::SupplyEmpty => "torres-error-supply-empty",
            E::NoKnightToJump => "torres-error-no-knight-to-jump",
            E::SplitsCastle => "torres-error-splits-castle",
            E::TooFewCastles => "torres-error-too-few-castles",
            E::NoBlockToMove => "torres-error-no-block-to-move",
            E::NothingToReturn => "torres-error-nothing-to-return",
            E::SameSquare => "torres-error-same-square",
        })
    }
}
