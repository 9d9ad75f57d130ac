# Torres: every word of this game. Keys start with "torres-". See docs/i18n.md.

## New-game options

torres-opt-cards = Action cards
torres-opt-cards-personal = Personal deck (see 3, keep 1)
torres-opt-cards-common = Common deck (draw the top card)
torres-opt-cards-off = Off (introductory game)
torres-opt-master = Master version (players place the foundations, full hands, a master card)
torres-opt-master-card = Master card
torres-opt-master-card-random = Drawn at random

## Board and squares

torres-board = Torres board
torres-inspect-ground = { $square }: bare ground
torres-inspect-ground-knight = { $square }: bare ground, { $colour ->
    [red] a red knight
    [blue] a blue knight
    [yellow] a yellow knight
   *[green] a green knight
} on level { $height }
torres-inspect-ground-king = { $square }: bare ground, the king
torres-inspect-castle = { $square }: height { $height }, castle of area { $area } and height { $castle_height }
torres-inspect-castle-knight = { $square }: height { $height }, castle of area { $area } and height { $castle_height }, { $colour ->
    [red] a red knight
    [blue] a blue knight
    [yellow] a yellow knight
   *[green] a green knight
} on level { $height }
torres-inspect-castle-king = { $square }: height { $height }, castle of area { $area } and height { $castle_height }, the king

## Choosing between the meanings of one click

torres-choice-new-knight = New knight (2 AP)
torres-choice-block = Place a block (1 AP)
torres-choice-step = Step (1 AP)
torres-choice-through = Through the castle (1 AP)
torres-choice-under-from-turn = Block from this turn's stack
torres-choice-under-from-stack = Block from a stack of { $size }
torres-choice-cancel = Cancel
torres-target-ask = { $input ->
    [touch] { $actions }: a first tap shows it, a second tap plays it
   *[mouse] { $actions }: a first click or Enter shows it, a second one plays it
}
torres-target-choose = { $input ->
    [touch] { $actions }: tap to choose
   *[mouse] { $actions }: click or press Enter to choose
}
torres-prompt-confirm = { $input ->
    [touch] { $action } on { $square }: tap { $square } again to play it, or anywhere else to cancel.
   *[mouse] { $action } on { $square }: click { $square } again or press Enter to play it, Escape to cancel.
}
torres-prompt-choose = { $input ->
    [touch] { $square }: choose what to do there, or tap anywhere else to cancel.
   *[mouse] { $square }: choose what to do there, or press Escape to cancel.
}
torres-refused = Nothing to do on { $square }: { $reason }.
torres-refused-block-or-knight = No block on { $square }: { $block }. No new knight there either: { $knight }.
torres-refused-knight = The knight on { $square } cannot move: { $reason }.

## Status line and prompts

torres-handover-text = The board stays hidden so nobody else sees your action cards.
torres-prompt-over = The game is over.
torres-end-reason = The castles were scored after the third phase: the highest total wins.
torres-prompt-foundation = { $player }: place a castle foundation (3 or more steps from the others).
torres-prompt-start-knight = { $player }: put a knight on an empty foundation.
torres-prompt-start-king = { $player }: put the king on an empty foundation.
torres-prompt-choose-stack = { $player }: choose this turn's stack of blocks.
torres-prompt-pick = { $player }: keep one of the cards you look at.
torres-prompt-put-back = { $player }: put each other card back on top of your deck or at the bottom.
torres-prompt-spread = { $blocks ->
    [one] { $player }: 1 unplaced block — put it on one of your other stacks or return it to the supply.
   *[other] { $player }: { $blocks } unplaced blocks — put them on your other stacks or return them to the supply.
}
torres-prompt-king-move = { $player }: fewest points, so you may move the king to a highlighted square, or leave it.
torres-prompt-playing = { $you ->
    [yes] Your turn.
   *[no] { $player } to play.
}
torres-prompt-card-from = { $card }: where to from { $square }?
torres-prompt-move-block = { $input ->
    [touch] { $card }: tap the block to lift, then where it goes.
   *[mouse] { $card }: click the block to lift, then where it goes.
}
torres-prompt-card = { $input ->
    [touch] { $card }: tap a highlighted knight or square.
   *[mouse] { $card }: click a highlighted knight or square.
}
torres-prompt-knight-selected = { $input ->
    [touch] Knight on { $square }: tap a destination (the number is its AP cost).
   *[mouse] Knight on { $square }: click a destination (the number is its AP cost).
}
torres-prompt-main = { $input ->
    [touch] { $player }: tap a knight to move it, or a highlighted square to build or add a knight.
   *[mouse] { $player }: click a knight to move it, or a highlighted square to build or add a knight.
}
torres-prompt-only-end-turn = { $player }: no action points left — end your turn.
torres-final-position = Final position
torres-phase-round = Phase { $phase } · round { $round }
torres-ap-left = AP { $points }
torres-blocks-left = Blocks { $blocks }

## Buttons

torres-choose-stack = Stack of { $size }
torres-spread-onto = One onto a stack of { $size }
torres-return-rest = Return the rest
torres-keep-king = Leave the king
torres-one-ap = 1 AP
torres-take-card = Take a card (1)
torres-advance-score = Score +1 (1)
torres-cancel-card = Cancel { $card }
torres-end-turn = End turn
torres-view-toggle-title = Switch between the top-down and the 3-D view
torres-view-flat = Top-down view
torres-view-3d = 3-D view

## Cards

torres-card-climb2 = Climb 2
torres-card-block-under = Block under knight
torres-card-extra-block = Extra block
torres-card-secret-passage = Secret passage
torres-card-diagonal = Diagonal
torres-card-ap6 = 6 AP
torres-card-ap7 = 7 AP
torres-card-move-block = Move block
torres-card-reposition = Reposition
torres-card-jump = Jump
torres-card-climb2-text = A knight steps onto a neighbouring square up to 2 levels higher.
torres-card-block-under-text = Slide a block from one of your stacks under one of your knights.
torres-card-extra-block-text = Place one block from the common supply.
torres-card-secret-passage-text = Through a castle, climbing allowed inside; leave onto a lower square beside it.
torres-card-diagonal-text = A knight moves one square diagonally (1 level up at most).
torres-card-ap6-text = One extra action point this turn.
torres-card-ap7-text = Two extra action points this turn.
torres-card-move-block-text = Move the top block of a free square elsewhere, even to start a castle.
torres-card-reposition-text = Move a knight to where a new knight could join another of yours.
torres-card-jump-text = Leap straight over an adjacent knight onto the empty square behind.
torres-keep = Keep
torres-put-top = On top
torres-put-bottom = At the bottom
torres-keep-card = Keep { $card }
torres-put-top-card = On top: { $card }
torres-put-bottom-card = At the bottom: { $card }
torres-pick-keep = Keep one card
torres-pick-put-back = Put the others back
torres-card-fresh = Taken this turn: playable from your next turn
torres-your-cards = Your cards ({ $colour })
torres-no-cards = No cards in hand.

## Master cards

torres-master-card = Master card { $number }: { $text }
torres-master-1 = All six knights on different levels after phase 3: 40
torres-master-2 = All six knights on the same level after phase 3: 50
torres-master-3 = All six knights in one row or one column after phase 3: 50
torres-master-4 = Four knights on the corners of a square after phase 3: 50
torres-master-5 = Per knight on a border square 2/5/10 after phase 1/2/3, +2/5/10 for strictly the most
torres-master-6 = Knights on exactly 4/5/6 castles after phase 1/2/3: 5/15/30
torres-master-7 = Per knight on a main diagonal 2/5/10 after phase 1/2/3, +2/5/10 for strictly the most
torres-master-8 = All six knights orthogonally connected after phase 3: 40

## Players, supply, score track

torres-player-cards = cards { $hand } · deck { $deck } · played { $played }
torres-player-cards-yours = cards { $hand } (yours) · deck { $deck } · played { $played }
torres-player-stacks = stacks { $stacks }
torres-player-knights = knights { $board } on board, { $reserve } left
torres-supply = { $blocks ->
    [one] Supply: 1 block · castles: { $castles }
   *[other] Supply: { $blocks } blocks · castles: { $castles }
}
torres-score-track = Score track

## Scoring summary

torres-summary-title = Scoring after phase { $phase }
torres-summary-castle = Castle
torres-summary-castle-row = { $square }… ({ $area } sq.)
torres-summary-king = King's bonus
torres-summary-master = Master card
torres-summary-total = Phase total
torres-summary-after = Score after

## The log (the notation's symbols, the language's words)

torres-log-foundation = foundation { $square }
torres-log-start-knight = K { $square }
torres-log-start-king = king { $square }
torres-log-stack = stack { $size }
torres-log-new-knight = +K { $square }
torres-log-step = K { $from }-{ $to }
torres-log-through = K { $from }⇒{ $to } (castle)
torres-log-block = B { $square } (h{ $height })
torres-log-take-card = take card
torres-log-keep-card = keep a card
torres-log-put-back = { $end ->
    [top] card to top
   *[bottom] card to bottom
}
torres-log-keep-card-named = keep { $card }
torres-log-put-back-named = { $end ->
    [top] { $card } to top
   *[bottom] { $card } to bottom
}
torres-log-card = card: { $card }
torres-log-card-knight = card: { $card } K { $from }-{ $to }
torres-log-card-passage = card: { $card } K { $from }⇒{ $to }
torres-log-card-reposition = card: { $card } K { $from }→{ $to }
torres-log-card-move-block = card: { $card } { $from }→{ $to }
torres-log-card-block = card: { $card } B { $square } (h{ $height })
torres-log-card-under-from-turn = card: { $card } K { $square } (from this turn's stack)
torres-log-card-under-from-stack = card: { $card } K { $square } (from a stack of { $size })
torres-log-score = score +{ $points }
torres-log-end-turn = end turn
torres-log-spread = spread → { $size }
torres-log-return = return { $blocks }
torres-log-king = king { $square }
torres-log-king-stays = king stays

## The log spelled out, for hints and announcements (each `-words` twin takes its line's values)

torres-log-foundation-words = castle foundation on { $square }
torres-log-start-knight-words = knight on { $square }
torres-log-start-king-words = the king on { $square }
torres-log-stack-words = the stack of { $size } for this turn
torres-log-new-knight-words = new knight on { $square }
torres-log-step-words = knight from { $from } to { $to }
torres-log-through-words = knight from { $from } through the castle to { $to }
torres-log-block-words = block on { $square }, level { $height }
torres-log-take-card-words = an action card from the deck
torres-log-keep-card-words = one card kept
torres-log-put-back-words = { $end ->
    [top] the other card on top of the deck
   *[bottom] the other card under the deck
}
torres-log-keep-card-named-words = action card { $card } kept
torres-log-put-back-named-words = { $end ->
    [top] action card { $card } back on top of the deck
   *[bottom] action card { $card } back under the deck
}
torres-log-card-words = action card { $card }
torres-log-card-knight-words = action card { $card }: knight from { $from } to { $to }
torres-log-card-passage-words = action card { $card }: knight from { $from } through the castle to { $to }
torres-log-card-reposition-words = action card { $card }: knight from { $from } to { $to }
torres-log-card-move-block-words = action card { $card }: block from { $from } to { $to }
torres-log-card-block-words = action card { $card }: block on { $square }, level { $height }
torres-log-card-under-from-turn-words = action card { $card }: a block of this turn's stack under the knight on { $square }
torres-log-card-under-from-stack-words = action card { $card }: a block of a stack of { $size } under the knight on { $square }
torres-log-score-words = score marker forward, +{ $points }
torres-log-end-turn-words = end of the turn
torres-log-spread-words = an unplaced block onto a stack of { $size }
torres-log-return-words = the unplaced blocks back to the supply ({ $blocks })
torres-log-king-words = the king to { $square }
torres-log-king-stays-words = the king stays where he is

## Rule errors (they follow a colon: lower case)

torres-error-game-over = the game is over
torres-error-wrong-time = that is not possible at this moment of the turn
torres-error-no-such-square = there is no such square
torres-error-not-your-knight = you have no knight on that square
torres-error-square-occupied = that square is taken by a knight or the king
torres-error-not-adjacent = knights move and join orthogonally, one square at a time
torres-error-not-diagonal = that square is not diagonally next to the knight
torres-error-climb-too-high = a knight may not climb that many levels
torres-error-not-enough-ap = not enough action points
torres-error-no-knights-left = all six of your knights are already on the board
torres-error-new-knight-too-high = a new knight must stand next to one of yours at the same level or lower
torres-error-castle-too-tall = a castle may not be taller than its area
torres-error-joins-castles = that block would join two castles
torres-error-new-castle = a block must extend an existing castle
torres-error-block-under-piece = a block may not go under a knight or the king
torres-error-stack-empty = no blocks left in that stack
torres-error-no-such-stack = you have no such stack
torres-error-stack-full = a stack may not hold more than three blocks
torres-error-no-through-path = there is no way through a castle to that square
torres-error-not-a-foundation = start pieces go on an empty castle foundation
torres-error-foundation-too-close = a foundation must be at least 3 squares from every other one
torres-error-not-a-castle-square = the king must stand on an empty castle square
torres-error-two-cards-per-turn = at most two cards may be taken per turn
torres-error-deck-empty = the deck is empty
torres-error-no-draw-in-master = cards are not taken in the master version
torres-error-cards-off = this game is played without action cards
torres-error-card-not-held = you do not hold that card
torres-error-card-taken-this-turn = a card may not be played in the turn it was taken
torres-error-one-card-per-turn = only one card may be played per turn
torres-error-card-not-shown = that card is not among the ones you are looking at
torres-error-supply-empty = the common supply is empty
torres-error-no-knight-to-jump = a jump needs an adjacent knight to jump over
torres-error-splits-castle = a castle may not be split
torres-error-too-few-castles = there must remain at least 6 castles
torres-error-no-block-to-move = only the top block of a square without a piece may be moved
torres-error-nothing-to-return = there are no blocks to spread
torres-error-same-square = the piece must go to another square

## Rules page diagrams

torres-diagram-castle = A castle: 5 squares joined along edges, so its area is 5; its tallest square has 3 blocks, so its height is 3. A castle may never be taller than its area.
torres-diagram-through = Through a castle (1 AP): the knight on the ground enters a taller square, walks inside without climbing (the numbers are heights) and comes out on the far side at a level it may reach.
torres-diagram-scoring = Scoring: this castle has area 5. Red's highest knight stands on level 3 → 5 × 3 = 15; Blue's on level 2 → 5 × 2 = 10.

## Rules help (our own words; see docs/i18n.md for the format)

torres-rules-help =
    TORRES — build castles together, climb them alone.

    GOAL
    Over three phases you earn points for every castle one of your knights stands on: the castle's
    area (how many squares it covers) times the level of your highest knight on it. Most points
    after the third scoring wins.

    HOW A TURN GOES
    You have 5 action points for your knights (a new knight, steps, walks through castles), for the
    blocks of this turn's stack, for cards and for moving your score marker. Each turn uses up one
    of your stacks of blocks. After the last round of each phase every castle is scored.

    THE BOARD
    An 8×8 building ground named like a chess board (a1 bottom left). A square's height is the
    number of blocks on it; a piece standing there is at that level (0 = bare ground). A castle is a
    group of block-covered squares joined along edges. Castles may touch only at corners, and a
    castle may never be taller than its area.
    @castle

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
    @through

    CARDS (option)
    Off, Personal deck (default: you own ten cards; taking one shows you your top
    three, you keep one and put each other back on top or bottom as you like) or Common deck (forty
    cards shuffled together; taking one draws the top card). Hands are secret.
     1. Climb 2 — a knight steps to a neighbouring empty square up to two levels higher.
     2. Block under knight — take a block from one of your stacks and slide it under one of your
       knights (may even found a new castle on bare ground; never joins two castles, never makes a
       castle taller than its area).
     3. Extra block — place a block from the common supply by the normal rules.
     4. Secret passage — like a through-castle move, but you may climb inside: leave from any square
       of the castle onto an empty neighbouring square lower than it.
     5. Diagonal — a knight moves one square diagonally (one level up at most).
     6. 6 AP — one more action point this turn.
     7. 7 AP — two more action points this turn.
     8. Move block — move the top block of a square without a piece to any spot a normal block could
       go, or to bare ground away from all castles (a new castle). No splitting a castle, no castle
       taller than its area afterwards, never fewer than 6 castles.
     9. Reposition — move a knight anywhere a new knight could be added next to another of yours.
    10. Jump — leap in a straight line over one adjacent knight onto the empty square behind it
       (one level up at most).

    SCORING (after each phase)
    Each player, in turn order: for every castle, area × the level of his highest knight there.
    Only when everybody has scored castles come the king's bonuses, again in turn order: a knight
    on exactly level 1 / 2 / 3 of the king's castle after phase 1 / 2 / 3 adds 5 / 10 / 15 (once).
    Master-card points come last. Every addition is its own step on the track, so a marker landing
    on another one moves on to the next free space each time. Then the player with the fewest points
    (ties: earliest in turn order)
    may move the king to any empty castle square and starts the next phase.
    If several players share the highest final score they share the win.
    @scoring

    MASTER VERSION (option)
    Players place the 8 foundations themselves, each at least 3 steps (along edges) from the
    others. Everyone holds his ten cards from the start; no taking cards. One master card (drawn or
    chosen) offers extra points. From the second round of a phase on, the leader starts each round.
    The master cards ("end" = scored after phase 3):
     1. Six knights on six different levels (end): 40.
     2. All six on one level (end): 50.
     3. All six in one row or column (end): 50.
     4. Four knights on the corners of a square (end): 50.
     5. Knights on the border: 2/5/10 each after phase 1/2/3, plus the same again for strictly the
       most.
     6. Knights on exactly 4/5/6 castles after phase 1/2/3: 5/15/30.
     7. Knights on a long diagonal: like card 5.
     8. All six knights connected along edges (end): 40.

## Why a move is good: a clause after "Hint: <move> — ", lower case; points as if the phase were scored now

torres-reason-score = it raises your next scoring by { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
torres-reason-score-king = it raises your next scoring by { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, the king's bonus included
torres-reason-score-master = it raises your next scoring by { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, the master card's bonus included
torres-reason-king-bonus = it earns you the king's bonus of { $points ->
        [one] { $points } point
       *[other] { $points } points
    } at the next scoring
torres-reason-takes = it takes { $points ->
        [one] { $points } point
       *[other] { $points } points
    } from { $colour ->
        [red] Red's
        [blue] Blue's
        [yellow] Yellow's
       *[green] Green's
    } next scoring
torres-reason-takes-king = it takes the king's bonus of { $points ->
        [one] { $points } point
       *[other] { $points } points
    } from { $colour ->
        [red] Red
        [blue] Blue
        [yellow] Yellow
       *[green] Green
    }
torres-reason-blocks = it blocks a step that would have raised { $colour ->
        [red] Red's
        [blue] Blue's
        [yellow] Yellow's
       *[green] Green's
    } next scoring by { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
torres-reason-prepares = it sets up a step that would raise your next scoring by { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
torres-reason-hop = it gains { $points ->
        [one] { $points } point
       *[other] { $points } points
    }: your marker hops past another one
torres-reason-lead = it puts you in the lead, and the leader starts the next round
torres-reason-keeps-king = it keeps your king's bonus of { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
