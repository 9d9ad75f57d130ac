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

## Lessons

torres-lesson-goal-title = The goal
torres-lesson-goal-summary = Your knights score the castles they stand on: area times level.
torres-lesson-goal-up-task = A castle scores for the knights on it: its area (how many squares it covers) times the knight's level (how many blocks it stands on). Your knight on { $from } stands on level { $level } of a castle of area { $area }. Step it up onto { $to }: a step costs 1 of your 5 action points and climbs one level at most.
torres-lesson-goal-up-done = Level { $level } on a castle of area { $area }: { $area } × { $level } = { $points ->
        [one] { $points } point
       *[other] { $points } points
    } at the next scoring.
torres-lesson-goal-grow-task = A block on bare ground next to a castle makes the castle one square bigger, and every knight on it then scores more. Put a block (1 action point) on bare ground beside your knight's castle.
torres-lesson-goal-grow-done = The castle's area is { $area } now, so your knight on level { $level } is worth { $area } × { $level } = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
torres-lesson-goal-pick-task = A knight on bare ground (level 0) scores nothing. Step your knight onto the castle where it will score more.
torres-lesson-goal-pick-done = { $area } × 1 = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }: on the same level, the bigger castle pays more.
torres-lesson-ap-title = Action points
torres-lesson-ap-summary = Every turn you have 5 action points for new knights, steps and blocks.
torres-lesson-ap-knight-task = A new knight costs 2 action points. It goes on an empty square next to one of your knights, on the same level or lower. Add a new knight as high as you can.
torres-lesson-ap-knight-done = Your new knight stands on level { $level }, as high as the knight it joined. It cost 2 action points, so { $left ->
        [one] { $left } is
       *[other] { $left } are
    } left for this turn.
torres-lesson-ap-stack-task = Each turn uses up one of your stacks of blocks, and each block costs 1 action point. You have 1 action point and 2 blocks left: put a block on bare ground beside your castle, end your turn, then put the unused block onto your stack of 2 (a stack holds 3 at most).
torres-lesson-ap-stack-done = Your stack of 2 now holds 3 blocks for a later turn of this phase. A block that finds no room on your stacks goes back to the supply.
torres-lesson-ap-stairs-task = A block may also go on top of an empty castle square, making it taller. You have 5 action points and 3 blocks: get your knight onto level { $level } before your turn ends.
torres-lesson-ap-stairs-done = Level { $level } in a single turn: three blocks built the stairs and two steps climbed them, all 5 action points.
torres-lesson-building-title = Building
torres-lesson-building-summary = Blocks make castles bigger or taller, never taller than their area, and never join two castles.
torres-lesson-building-tall-task = A castle may never be taller than its area. This one has area { $area } and { $square } is already { $area } high, so it cannot take another block yet. First put a block on bare ground beside the castle, then one on top of { $square }.
torres-lesson-building-tall-done = { $square } is { $height } high now, on a castle of area { $area }: as tall as it may be until the castle grows again.
torres-lesson-building-join-task = Castles may touch only at their corners: a block may never join two castles, and it may not start a new castle either. Make your knight's castle one square bigger.
torres-lesson-building-join-done = Your castle grew without touching another one. A block on { $first } or { $second } would have joined it to the castle at { $castle }, so those squares were closed.
torres-lesson-building-best-task = You have 1 action point and 1 block left. Put the block where it adds the most to your next scoring: each castle pays its area times the level of your highest knight on it.
torres-lesson-building-best-done = Your knight's castle has area { $area } now: with the knight on level { $level }, that one block adds { $gain ->
        [one] { $gain } point
       *[other] { $gain } points
    }, more than anywhere else.
torres-lesson-climbing-title = Climbing
torres-lesson-climbing-summary = Knights climb one level per step, drop any height, and walk through castles.
torres-lesson-climbing-steps-task = A step takes a knight onto an empty neighbouring square along an edge, never diagonally. It climbs one level at most but may drop any number. Climb onto { $to } (height { $height }) in two steps.
torres-lesson-climbing-steps-done = Level { $level }, one level per step. Going down is never limited: from up there a single step may take the knight straight to the ground.
torres-lesson-climbing-through-task = For 1 action point a knight may also walk through a castle: it goes in by a neighbouring castle square higher than its own level, walks inside without climbing, and comes out onto an empty square beside a square it crossed, no higher than the level it walked at. Cross the castle to { $target } in one move.
torres-lesson-climbing-through-done = The whole way for 1 action point: walking round the castle would have taken { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }.
torres-lesson-climbing-trip-task = You have 2 action points left. Get your knight onto the castle at { $castle } before your turn ends.
torres-lesson-climbing-trip-done = Through the castle to its far side, then one level up: the whole trip cost 2 action points.
torres-lesson-scoring-title = Scoring
torres-lesson-scoring-summary = After each phase every castle pays its area times the level of your highest knight on it.
torres-lesson-scoring-once-task = A castle scores once for you: only your highest knight on it counts. Your knight on { $square } adds nothing, because your other knight stands higher on the same castle. Use your 2 action points to bring it onto the castle at { $castle }.
torres-lesson-scoring-once-done = Now both knights score: { $area } × { $level } = { $points } on the first castle and { $area2 } × { $level2 } = { $points2 } on the other.
torres-lesson-scoring-end-task = Every castle is scored when a phase ends, after its last turn. This is the last turn of phase 2: step your knight from { $from } up onto { $to }, then end your turn.
torres-lesson-scoring-end-done = Phase 2 is scored: your knight on level { $level } of a castle of area { $area } earned { $area } × { $level } = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }. After phase 3 comes the last scoring, and the most points win.
torres-lesson-scoring-best-task = One action point left: which knight should step up? A level is worth as many points as its castle's area. Make the step that adds the most to your next scoring.
torres-lesson-scoring-best-done = One level up on the castle of area { $area } adds { $area ->
        [one] { $area } point
       *[other] { $area } points
    }; on the castle of area { $small } it would add only { $small }. Climb where the castles are big.
torres-lesson-king-title = The king's bonus
torres-lesson-king-summary = A knight on exactly level 1, 2 or 3 of the king's castle earns a bonus after phase 1, 2 or 3.
torres-lesson-king-add-task = The castle the king stands on pays a bonus: after phase 1, { $bonus ->
        [one] { $bonus } point
       *[other] { $bonus } points
    } to each player with a knight on exactly level 1 of it. Your knight there stands on level 2 and scores the castle. Use your 2 action points to earn the bonus as well.
torres-lesson-king-add-done = Two knights, two rewards: the one on level { $level } scores the castle ({ $area } × { $level } = { $points }), the one on level 1 earns the king's bonus of { $bonus }.
torres-lesson-king-move-task = After each scoring, the player with the fewest points may move the king onto any empty castle square, or leave him where he is. That is you now. Phase 2 comes next, and its king's bonus is { $bonus ->
        [one] { $bonus } point
       *[other] { $bonus } points
    } for a knight on exactly level { $level } of the king's castle. Move the king where he helps you.
torres-lesson-king-move-done = The king now stands on your knight's castle: if that knight is still on level { $level } when phase 2 ends, you earn { $bonus ->
        [one] { $bonus } more point
       *[other] { $bonus } more points
    }.
torres-lesson-king-best-task = Phase 3 ends after this round, and its king's bonus is { $bonus ->
        [one] { $bonus } point
       *[other] { $bonus } points
    } for a knight on exactly level { $level } of the king's castle. With your last action point, make the move that adds the most to the final scoring.
torres-lesson-king-best-done = One level down, yet { $gain ->
        [one] { $gain } point
       *[other] { $gain } points
    } more: the castle now pays { $area } × { $to } instead of { $area } × { $from }, and the king's bonus adds { $bonus }.
torres-lesson-cards-title = Action cards
torres-lesson-cards-summary = Take a card for 1 action point, and play one a turn for free.
torres-lesson-cards-take-task = Action cards bend the rules. Taking one costs 1 action point, two a turn at most: you look at the top three cards of your deck, keep one, and put each of the others back on top or at the bottom, as you like. Take a card.
torres-lesson-cards-take-done = The card you kept is in your hand, hidden from the others. You may play it from your next turn on, never in the turn you took it.
torres-lesson-cards-climb-task = Playing a card costs no action point, but you may play only one card a turn. Climb 2 moves a knight onto a neighbouring square up to 2 levels higher. Play it to take your knight from { $from } onto { $to } (height { $height }).
torres-lesson-cards-climb-done = From level 1 to level 3 in one move, and you still have all your action points.
torres-lesson-cards-diagonal-task = No action points are left, but you hold two cards. Get your knight onto the castle at { $castle }, which touches yours only at a corner.
torres-lesson-cards-diagonal-done = Diagonal crosses the corner where two castles meet: your knight now stands on level { $level } of the castle at { $castle }.
torres-lesson-why-end-turn = Not yet: once you end your turn the other player moves, and this task stays undone.
torres-lesson-why-score = Moving your score marker costs 1 action point a space; this step asks for something else.
torres-lesson-why-take-card = A new card costs 1 action point and cannot be played this turn; this step needs none.
torres-lesson-to-ground = On { $square } your knight would stand on bare ground, level 0, where it scores nothing.
torres-lesson-down = On { $square } your knight would drop to level { $level }.
torres-lesson-same-level = On { $square } your knight would still be on level { $level }, no higher than now.
torres-lesson-gain-less = That adds { $gain ->
        [one] { $gain } point
       *[other] { $gain } points
    } to your next scoring, but another move adds { $best }.
torres-lesson-gain-none = That adds nothing to your next scoring, but another move adds { $best ->
        [one] { $best } point
       *[other] { $best } points
    }.
torres-lesson-gain-loss = That costs you { $loss ->
        [one] { $loss } point
       *[other] { $loss } points
    } at the next scoring, while another move adds { $best }.
torres-lesson-else-step-up = That does not move your knight: step it from { $from } up onto { $to }.
torres-lesson-block-taller = That block makes { $square } taller, but your knight's castle keeps its area of { $area }, so your knight scores no more. Put the block on bare ground beside the castle.
torres-lesson-block-other-castle = That block grows the castle at { $square }, not the one your knight stands on.
torres-lesson-else-block = That does not build: put a block on bare ground beside your knight's castle.
torres-lesson-new-knight-lower = On { $square } the new knight would stand on level { $level }; { $best }, also next to your knight, is higher.
torres-lesson-else-new-knight = That is not a new knight: add one (2 action points) next to your knight.
torres-lesson-why-return = That sends the block back to the supply; on your stack of 2 it stays yours for a later turn.
torres-lesson-stairs-stuck = After that your knight can no longer reach level { $level } this turn: that takes three blocks on its castle and two steps, all 5 action points.
torres-lesson-else-grow-first = First make the castle bigger: put a block on bare ground beside it.
torres-lesson-now-tower = Your castle has area { $area } now, so { $square } may rise to height { $height }: put the block there.
torres-lesson-else-climb = That does not move your knight: climb onto { $to } step by step.
torres-lesson-through-elsewhere = That walk through the castle ends on { $square }; the task is { $target }, on the far side.
torres-lesson-through-not-step = A step moves one square only; a walk through the castle reaches { $target } for the same 1 action point.
torres-lesson-else-through = That does not move your knight: walk it through the castle to { $target }.
torres-lesson-cannot-reach = After that your knight can no longer reach the castle at { $castle } with the action points left.
torres-lesson-keep-high = Your knight on { $square } is the one that scores this castle: move the other one.
torres-lesson-end-now = Now end your turn: the phase ends with it, and the castles are scored.
torres-lesson-step-before-scoring = Not yet: step up first. The scoring counts the levels your knights stand on when the phase ends.
torres-lesson-king-theirs = With the king there, your opponent's knight on level { $level } would earn the bonus, not you.
torres-lesson-king-none = None of your knights stands on level { $level } of the castle at { $square }: the king there gives you no bonus.
torres-lesson-take-a-card = This step is about cards: take one, for 1 action point.
torres-lesson-card-not-step = A step climbs one level at most; Climb 2 takes your knight onto { $to } without spending an action point.
torres-lesson-else-card = That does not move your knight onto { $to }: play Climb 2.
torres-lesson-climb2-edge = Climb 2 moves along an edge only, and the castle at { $castle } touches yours only at a corner.
