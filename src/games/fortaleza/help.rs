//! The rules explained to players in our own words, and the per-unit help the board shows when a
//! unit is hovered.

use super::board::Unit;

/// What the board's hover help says about one unit.
#[derive(Clone, Copy, Debug)]
pub struct UnitHelp {
    pub unit: Unit,
    /// How it moves.
    pub moves: &'static str,
    /// What stops it.
    pub blocked_by: &'static str,
    /// Its special ability.
    pub special: &'static str,
}

/// One entry per unit, in [`Unit::ALL`] order.
pub const UNIT_HELP: [UnitHelp; 10] = [
    UnitHelp {
        unit: Unit::King,
        moves: "One square in any of the eight directions.",
        blocked_by: "Cannot step onto its own units, water, Mountains, Fortresses, or a threatened square.",
        special: "The key piece: lose him and you lose the game.",
    },
    UnitHelp {
        unit: Unit::Rabble,
        moves: "One square along a row or column.",
        blocked_by: "Cannot step onto its own units, water, Mountains or Fortresses.",
        special: "Forced March: after one Rabble moves, another Rabble may move in the same turn (or stop there).",
    },
    UnitHelp {
        unit: Unit::Lancer,
        moves: "One square along a row or column.",
        blocked_by: "Cannot step onto water, Mountains or Fortresses.",
        special: "Relay: stepping onto one of its own units swaps the two.",
    },
    UnitHelp {
        unit: Unit::Archer,
        moves: "One square diagonally.",
        blocked_by: "Cannot step onto its own units, water, Mountains or Fortresses.",
        special: "Long Range: two squares diagonally to capture an enemy, over an empty land square.",
    },
    UnitHelp {
        unit: Unit::LightCavalry,
        moves: "Two diagonal steps, then one diagonal step turned to the side (three squares one way, one the other).",
        blocked_by: "Its way may not cross water, Mountains or Fortresses.",
        special: "Jump: leaps over units of both sides.",
    },
    UnitHelp {
        unit: Unit::HeavyCavalry,
        moves: "Two steps along a row or column, then one step to the side.",
        blocked_by: "Its way may not cross enemies, water, Mountains or Fortresses.",
        special: "Right of Way: passes through its own units.",
    },
    UnitHelp {
        unit: Unit::Elephant,
        moves: "Any distance along a row or column.",
        blocked_by: "Stops at any unit, water, Mountain or Fortress (it may capture the enemy it stops at).",
        special: "Thick Skin: only a Dragon, or an attacker backed by a second unit that also attacks its square, \
                  can take it — shots included.",
    },
    UnitHelp {
        unit: Unit::Dragon,
        moves: "Any distance in a straight line, in any of the eight directions.",
        blocked_by: "Stops at any unit or Fortress.",
        special: "Flight: flies over water and Mountains (never lands on them) and takes an Elephant on its own.",
    },
    UnitHelp {
        unit: Unit::Trebuchet,
        moves: "One square diagonally, onto an empty square. It moves or shoots, never both.",
        blocked_by: "Its shot is stopped by Mountains and Fortresses.",
        special: "Lobbed Shot: shoots along its row or column at any range, over units and water, hitting the enemy \
                  of your choice.",
    },
    UnitHelp {
        unit: Unit::Scorpion,
        moves: "One square along a row or column, onto an empty square. It moves or shoots, never both.",
        blocked_by: "Its shot is stopped by your own units, Mountains and Fortresses.",
        special: "Shoots diagonally at any range over water, hitting the first enemy. Skewer: if a second enemy \
                  stands one or two squares behind (with empty land or water between), it can take both.",
    },
];

/// The rules explained to players.
pub const RULES_HELP: &str = "\
FORTALEZA

Goal: take the enemy King. Either trap him on the board so that he cannot escape (checkmate), or
besiege his Fortress until he loses everything kept inside it.

Board: 12 x 12 squares. The South territory is rows 1-6, the North rows 7-12. Some squares are
water. No unit ever stands on water, a Mountain or a Fortress.

Armies: each player has a King, 4 Rabble, 2 Lancers, 2 Archers, a Light Cavalry, a Heavy
Cavalry, 2 Elephants, a Dragon, a Trebuchet and a Scorpion (16 units), plus 3 Mountains and a
Fortress.

Deployment: the first player chooses his territory and his colours (Red & Gold or Black &
Silver); the other player gets the rest. He then builds his Fortress, a 2 x 2 block that may
stand on water; it and the twelve squares around it (its Exit Ring) must fit inside his
territory. While none of his units is out he may lift it and build it again. Then he places
his 3 Mountains anywhere on free land in his territory (ring squares too) and brings units from
his Reserve onto the free land squares of his ring; units may be taken back. Units that do not
come out wait in the Reserve, inside the Fortress. He finishes by selecting his Fortress, which
needs every Mountain placed and at least one unit out. His army is then hidden and the second
player deploys the same way, without seeing it. When both are done, everything is shown and the
first player moves first.

A turn: one action. Move a unit, shoot with a siege weapon, bring one unit from your Reserve onto
a free land square of your ring, or execute a siege. A unit captures by moving onto an enemy;
captured units go to the captor's Dungeon.

The units:
  - King: one square any way. Never onto a threatened square.
  - Rabble: one square along a row or column. Forced March: after a Rabble moves, another Rabble
    may move in the same turn, or you stop there.
  - Lancer: one square along a row or column. Relay: moving onto one of your units swaps them.
  - Archer: one square diagonally; two diagonally to capture, over an empty land square.
  - Light Cavalry: two diagonal steps and one diagonal step to the side; jumps over any unit but
    not over water, Mountains or Fortresses.
  - Heavy Cavalry: two steps along a row or column and one to the side; passes through its own
    units but not enemies, water, Mountains or Fortresses.
  - Elephant: any distance along a row or column, stopped by everything. Thick Skin: it can only
    be taken by a Dragon, or by an attacker when another unit of the same side also attacks its
    square. This holds against shots too.
  - Dragon: any distance in any of the eight directions, flying over water and Mountains (it
    never lands on them); stopped by units and Fortresses. It takes Elephants on its own.
  - Trebuchet: moves one square diagonally onto an empty square, or shoots along its row or
    column at any range, over units and water, at any enemy before the first Mountain or
    Fortress.
  - Scorpion: moves one square along a row or column onto an empty square, or shoots diagonally
    at any range over water, stopped by your own units, Mountains and Fortresses, hitting the
    first enemy. Skewer: if a second enemy stands one or two squares behind the first (with only
    empty land or water between), it may take both at once.
Siege weapons never capture by moving, and a turn is either a move or a shot.

Threats: a square is threatened when an enemy unit could capture there with its next action.
No action may leave your own King threatened (in a Forced March, after each Rabble). If you
cannot act at all, you lose when your King is threatened (checkmate) and the game is drawn
otherwise. A King kept in the Reserve cannot be threatened, but sieges put him at risk.

Sieges:
  1. If your turn ends with two or more of your units on the enemy's Exit Ring, you have laid a
     siege.
  2. The defender gets one turn to break it: afterwards fewer than two of them must stand there.
  3. If it still stands, you may spend your next action executing it by selecting his Fortress.
  4. Your units on his ring go back to your Reserve. If his Dungeon holds any of your units,
     you free one of your choice, and he then saves one unit of his choice from his Reserve onto
     a free square of his ring (a King not onto a threatened square; with no square for it, it
     stays in the Reserve); the rest of his Reserve goes to your Dungeon. If his Dungeon was
     empty, his whole Reserve goes to your Dungeon. A King lost this way loses the game. Then
     the defender plays his turn.

Draws: the same position for the third time, or 100 actions in a row without a capture, a
deployment or a siege execution.

Fog of war: the second player deploys blind, so a King may start the battle exposed to the
first player's opening capture.
";
