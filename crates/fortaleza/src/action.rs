//! The actions: one decision of the seat to move.

use super::board::{Colours, Square, Territory, Unit};

/// One decision of the seat to move. Small and `Copy`; saves and links store an action as its
/// index in the legal list, whose order is documented in the module docs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FortalezaAction {
    /// The first builder's opening decision: his territory and his colours (the other player
    /// gets the rest).
    Choose {
        territory: Territory,
        colours: Colours,
    },
    /// Build the Fortress with its lowest, leftmost square on `at`.
    PlaceFortress {
        at: Square,
    },
    /// Take the Fortress back to build it elsewhere (only while no unit is deployed).
    LiftFortress,
    PlaceMountain {
        at: Square,
    },
    /// Put a unit from the Reserve on an empty land square of the own Exit Ring (deployment,
    /// and a whole turn during the battle).
    Deploy {
        unit: Unit,
        to: Square,
    },
    /// Deployment only: a deployed unit goes back to the Reserve.
    TakeBack {
        from: Square,
    },
    /// Selecting the own Fortress to end the deployment.
    EndDeployment,
    /// Move the unit on `from` (a capture if an enemy stands on `to`, a Relay if a Lancer moves
    /// onto an ally).
    Move {
        from: Square,
        to: Square,
    },
    /// A Trebuchet or Scorpion on `from` shoots the enemy on `at`.
    Shoot {
        from: Square,
        at: Square,
    },
    /// A Scorpion on `from` shoots through the first enemy on its diagonal and also hits the
    /// enemy on `at` behind it.
    Skewer {
        from: Square,
        at: Square,
    },
    /// After a Rabble's move: no second Rabble this turn.
    EndMarch,
    /// Selecting the enemy Fortress to execute a standing siege.
    ExecuteSiege,
    /// Siege execution, the attacker's choice: the prisoner freed from the enemy Dungeon.
    Rescue {
        unit: Unit,
    },
    /// Siege execution, the defender's choice: the unit saved from his Reserve and the ring
    /// square it goes to (`None`: no square may take it, it stays in the Reserve).
    Save {
        unit: Unit,
        to: Option<Square>,
    },
}

impl FortalezaAction {
    /// The square the action starts from (for the board's highlights).
    pub fn origin_square(&self) -> Option<Square> {
        match *self {
            FortalezaAction::Move { from, .. }
            | FortalezaAction::Shoot { from, .. }
            | FortalezaAction::Skewer { from, .. }
            | FortalezaAction::TakeBack { from } => Some(from),
            _ => None,
        }
    }

    /// The square the action ends on or aims at.
    pub fn target_square(&self) -> Option<Square> {
        match *self {
            FortalezaAction::Move { to, .. } | FortalezaAction::Deploy { to, .. } => Some(to),
            FortalezaAction::Shoot { at, .. }
            | FortalezaAction::Skewer { at, .. }
            | FortalezaAction::PlaceFortress { at }
            | FortalezaAction::PlaceMountain { at } => Some(at),
            FortalezaAction::Save { to, .. } => to,
            _ => None,
        }
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The first builder picks territory and colours.
    Choose,
    /// The seat to move deploys (the second deploys blind).
    Deploy,
    /// A normal battle turn.
    Battle,
    /// A Rabble moved this turn from elsewhere to `moved`: another Rabble may follow.
    March {
        moved: Square,
    },
    /// A siege was executed: the attacker frees a prisoner.
    Rescue,
    /// A siege was executed: the defender saves a unit.
    Save,
    Over,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The loser had no legal action and his King was threatened.
    Checkmate,
    /// A King went to the enemy Dungeon (a siege, or a King left exposed by the blind deployment).
    KingCaptured,
    /// The player to act had no legal action and his King was not threatened: a draw.
    Stalemate,
    /// The same position for the third time: a draw.
    Repetition,
    /// 100 actions in a row without a capture, deployment or siege execution: a draw.
    NoProgress,
}

/// The end of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ending {
    pub winner: Option<castellan_core::Seat>,
    pub reason: EndReason,
}
