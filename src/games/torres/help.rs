//! Player-facing rules summary, written in our own words.

pub const RULES_HELP: &str = r#"TORRES — build castles together, climb them alone.

GOAL
Over three phases you earn points for every castle one of your knights stands on: the castle's
area (how many squares it covers) times the level of your highest knight on it. Most points
after the third scoring wins.

THE BOARD
An 8×8 building ground named like a chess board (a1 bottom left). A square's height is the
number of blocks on it; a piece standing there is at that level (0 = bare ground). A castle is a
group of block-covered squares joined along edges. Castles may touch only at corners, and a
castle may never be taller than its area.

SET-UP
Eight single blocks start as castle foundations (d8 c6 f6 h5 a4 c3 f3 e1). In seat order each
player puts one knight on an empty foundation; then the last player puts the king on another.

PHASES AND BLOCKS
Phase 1 lasts 4 rounds, phases 2 and 3 last 3 (4 each with two players). At the start of each
phase you receive stacks of blocks: 2 players 4 stacks of 3; 3 players 3,3,2,2 then 3,3,2; four
players 2,2,2,2 then 2,2,2. Each turn uses up one stack of your choice, even if you build
nothing. Blocks you did not place may be moved onto your other stacks (at most 3 per stack);
the rest goes back to the supply, as does everything left when the phase ends.

YOUR TURN: 5 ACTION POINTS (any order, any mix)
• New knight (2): on an empty square next to one of your knights, not higher than it.
• Step (1): one square along an edge onto an empty square, at most one level up, any way down.
• Through a castle (1): walk into a taller neighbouring castle square and along the inside of
  the castle (never climbing, free to drop), then out onto an empty square next to a square you
  crossed, no higher than the level you are walking at. Pieces on the roofs do not hinder you.
• Block (1, from this turn's stack): on bare ground next to exactly one castle, or on top of an
  empty castle square. Never join two castles, never start a new one, never cover a piece, and
  never make a castle taller than its area.
• Take a card (1, at most two per turn).
• Play a card (free, at most one per turn, not one you took this turn).
• Score (1): move your marker one space. If it lands on another marker it hops on to the next
  free space (this also happens after each scoring); markers may share 0.
You may stop with points unused.

CARDS (option)
Off, Personal deck (default: you own ten cards; taking one shows you your top
three, you keep one and put each other back on top or bottom as you like) or Common deck (forty
cards shuffled together; taking one draws the top card). Hands are secret.
 1 Climb 2 — a knight steps to a neighbouring empty square up to two levels higher.
 2 Block under knight — take a block from one of your stacks and slide it under one of your
   knights (may even found a new castle on bare ground; never joins two castles, never makes a
   castle taller than its area).
 3 Extra block — place a block from the common supply by the normal rules.
 4 Secret passage — like a through-castle move, but you may climb inside: leave from any square
   of the castle onto an empty neighbouring square lower than it.
 5 Diagonal — a knight moves one square diagonally (one level up at most).
 6 6 AP — one more action point this turn.
 7 7 AP — two more action points this turn.
 8 Move block — move the top block of a square without a piece to any spot a normal block could
   go, or to bare ground away from all castles (a new castle). No splitting a castle, no castle
   taller than its area afterwards, never fewer than 6 castles.
 9 Reposition — move a knight anywhere a new knight could be added next to another of yours.
10 Jump — leap in a straight line over one adjacent knight onto the empty square behind it
   (one level up at most).

SCORING (after each phase)
Each player, in turn order: for every castle, area × the level of his highest knight there.
Only when everybody has scored castles come the king's bonuses, again in turn order: a knight
on exactly level 1 / 2 / 3 of the king's castle after phase 1 / 2 / 3 adds 5 / 10 / 15 (once).
Master-card points come last. Every addition is its own step on the track, so a marker landing
on another one moves on to the next free space each time. Then the player with the fewest points (ties: earliest in turn order)
may move the king to any empty castle square and starts the next phase.
If several players share the highest final score they share the win.

MASTER VERSION (option)
Players place the 8 foundations themselves, each at least 3 steps (along edges) from the
others. Everyone holds his ten cards from the start; no taking cards. One master card (drawn or
chosen) offers extra points. From the second round of a phase on, the leader starts each round.
The master cards ("end" = scored after phase 3):
 1 Six knights on six different levels (end): 40.
 2 All six on one level (end): 50.
 3 All six in one row or column (end): 50.
 4 Four knights on the corners of a square (end): 50.
 5 Knights on the border: 2/5/10 each after phase 1/2/3, plus the same again for strictly the
   most.
 6 Knights on exactly 4/5/6 castles after phase 1/2/3: 5/15/30.
 7 Knights on a long diagonal: like card 5.
 8 All six knights connected along edges (end): 40.
"#;
