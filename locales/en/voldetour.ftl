# Voldétour: every word of this game. Keys start with "voldetour-". See docs/i18n.md.

voldetour-seat-black = Black
voldetour-seat-white = White
voldetour-seat-red = Red
voldetour-seat-green = Green

## New-game options

voldetour-opt-note = Voldétour has no variants. Choose 2 players, or 4 for the extension: the Towers stand on b2, b9, i9 and i2, and each Lord races to the Tower diagonally opposite his own.

## The board and its panels

voldetour-board-label = Voldétour board
# The letters drawn on each seat's pieces and Lord, and before a Tower's letter (TB: Black's Tower).
voldetour-letter-black = B
voldetour-letter-white = W
voldetour-letter-red = R
voldetour-letter-green = G
voldetour-letter-tower = T
voldetour-piece-block = { $seat }'s Block { $number } ({ $size })
voldetour-piece-stair = { $seat }'s Stair
voldetour-tower-of = { $seat }'s Tower
voldetour-lord-of = { $seat }'s Lord
voldetour-stair-nested = upside down, nested into an open Stair
voldetour-stair-rising = rising { $direction ->
        [north] north
        [east] east
        [south] south
       *[west] west
    }
voldetour-block-orientation = { $size } { $lying ->
        [standing] standing
        [upright] upright
        [east-west] lying east–west
        [north-south] lying north–south
       *[flat] flat
    } (columns × rows × height)
voldetour-not-yours = { $piece } belongs to another player.
voldetour-piece-refused = { $piece }: { $reason }
voldetour-no-place = { $piece } has no legal place right now.
voldetour-square = { $square }: height { $height }
voldetour-square-block = { $piece }, levels { $from }–{ $to }
voldetour-square-stair = { $piece }, { $orientation }
voldetour-inspect-stuck = { $piece } cannot move: { $reason }
voldetour-end-tower = { $winner }'s Lord stopped on { $loser }'s Tower: { $winner } wins.
voldetour-end-others-out = Every other Lord stayed on his Tower past turn { $turn }: { $winner } wins.
voldetour-end-repetition = The same position came up a third time: a draw.
voldetour-end-turn-limit = The turn limit was reached: a draw.
voldetour-end-over = The game is over.
voldetour-prompt-pick = { $left ->
    [bs] { $player }: pick a Block or a Stair.
    [b] { $player }: pick a Block.
    [s] { $player }: pick a Stair.
    [be] { $player }: pick a Block, or end your turn.
    [se] { $player }: pick a Stair, or end your turn.
    [e] { $player }: end your turn.
    [bl] { $input ->
        [touch] { $player }: pick a Block, or tap your Lord.
       *[mouse] { $player }: pick a Block, or click your Lord.
    }
    [sl] { $input ->
        [touch] { $player }: pick a Stair, or tap your Lord.
       *[mouse] { $player }: pick a Stair, or click your Lord.
    }
    [l] { $input ->
        [touch] { $player }: tap your Lord.
       *[mouse] { $player }: click your Lord.
    }
    [ble] { $input ->
        [touch] { $player }: pick a Block, tap your Lord, or end your turn.
       *[mouse] { $player }: pick a Block, click your Lord, or end your turn.
    }
    [sle] { $input ->
        [touch] { $player }: pick a Stair, tap your Lord, or end your turn.
       *[mouse] { $player }: pick a Stair, click your Lord, or end your turn.
    }
    [le] { $input ->
        [touch] { $player }: tap your Lord, or end your turn.
       *[mouse] { $player }: click your Lord, or end your turn.
    }
   *[bsl] { $input ->
        [touch] { $player }: pick a Block or a Stair, or tap your Lord.
       *[mouse] { $player }: pick a Block or a Stair, or click your Lord.
    }
}
voldetour-prompt = { $you ->
    [yes] Your turn.
   *[no] { $player } to play.
}
voldetour-chip-block = Block
voldetour-chip-stair = Stair
voldetour-chip-lord = Lord
voldetour-tower-warning = Your Lord must leave the Tower by the end of your turn { $limit } (this is your turn { $turn }).
voldetour-holding = { $piece }: { $orientation }
voldetour-holding-lord = { $input ->
    [touch] Lord: tap a marked square (1 to 3 steps).
   *[mouse] Lord: click a marked square (1 to 3 steps).
}
voldetour-rotate-title = { $input ->
    [touch] Turn the piece
   *[mouse] Turn the piece (R, Shift+R back)
}
voldetour-cancel = { $input ->
    [touch] Cancel
   *[mouse] Cancel (Esc)
}
voldetour-tap-again = { $what ->
    [lord] Tap { $square } again to move your Lord there, or tap another marked square.
   *[piece] Tap { $square } again to place the piece there, or tap another marked square.
}
voldetour-place = { $what ->
    [lord] Move here
   *[piece] Place here
}
voldetour-end-turn = End turn
voldetour-end-turn-loses = Ending your turn now loses the game at once: your Lord has stayed on your Tower too long.
voldetour-end-turn-anyway = End turn and lose
voldetour-keep-playing = Keep playing
voldetour-pass = Pass (nothing is legal)
voldetour-turn-view = { $input ->
    [touch] Turn view
   *[mouse] Turn view (V)
}
voldetour-turn-view-title = { $input ->
    [touch] Turn the board a quarter
   *[mouse] Turn the board a quarter (V)
}
voldetour-view-toggle-title = { $input ->
    [touch] Switch between 3-D and top-down
   *[mouse] Switch between 3-D and top-down (T)
}
voldetour-view-top-down = { $input ->
    [touch] Top-down view
   *[mouse] Top-down view (T)
}
voldetour-view-3d = { $input ->
    [touch] 3-D view
   *[mouse] 3-D view (T)
}
voldetour-piece-placed-title = On the board: pick it to move it
voldetour-piece-reserve-title = In the reserve
voldetour-reserve-stairs = Stair ×{ $count }
voldetour-reserve-heading = { $seat } · { $player }
voldetour-reserve-heading-out = { $seat } · { $player } — out
voldetour-piece-on-board = { $piece } on { $square }
voldetour-orient-short = { $direction ->
        [north] N
        [east] E
        [south] S
        [west] W
       *[nest] nested
    }
voldetour-legend-3d = On the board, { $block } is { $seat }'s Block { $number } (the Blocks are numbered 1 to 5 by size, as on the reserve's buttons) and { $tower } is { $seat }'s Tower; a Stair bears its owner's letter, a nested pair the letters of both.
voldetour-legend-top-down = On the board, { $block } is { $seat }'s Block { $number } (the Blocks are numbered 1 to 5 by size, as on the reserve's buttons) and { $tower } is { $seat }'s Tower; a Stair bears its owner's letter, a nested pair the letters of both. The number in a square's corner is its height in cubes (½: halfway up a Stair's slope).

## The log

voldetour-log-block = { $moved ->
        [yes] Block { $number } { $from }>{ $to } { $size }
       *[no] +Block { $number } { $to } { $size }
    }
voldetour-log-stair = { $moved ->
        [yes] Stair { $from }>{ $to } { $direction ->
            [north] N
            [east] E
            [south] S
            [west] W
           *[nest] nested
        }
       *[no] +Stair { $to } { $direction ->
            [north] N
            [east] E
            [south] S
            [west] W
           *[nest] nested
        }
    }
voldetour-log-lord = Lord { $from }-{ $to }
voldetour-log-end-turn = end of turn
voldetour-log-pass = pass

## The log spelled out, for hints and announcements (each `-words` twin takes its line's values)

voldetour-log-block-words = { $moved ->
        [yes] Block { $number } ({ $size }) moved from { $from } to { $to }
       *[no] Block { $number } ({ $size }) on { $to }
    }
voldetour-log-stair-words = { $moved ->
        [yes] Stair moved from { $from } to { $to }, { $direction ->
            [north] rising north
            [east] rising east
            [south] rising south
            [west] rising west
           *[nest] upside down in an open Stair
        }
       *[no] Stair on { $to }, { $direction ->
            [north] rising north
            [east] rising east
            [south] rising south
            [west] rising west
           *[nest] upside down in an open Stair
        }
    }
voldetour-log-lord-words = Lord from { $from } to { $to }

## Rule errors (they follow a colon: lower case)

voldetour-error-game-over = the game is over
voldetour-error-no-such-square = there is no such square on the board
voldetour-error-no-such-piece = you have no such piece, or it cannot be set down that way
voldetour-error-block-used = you have already placed or moved a Block this turn
voldetour-error-stair-used = you have already placed or moved a Stair this turn
voldetour-error-lord-moved = no piece may be placed after the Lord has moved
voldetour-error-piece-blocked = that piece is stuck: something rests on it, or all its sides are covered
voldetour-error-off-board = the piece would stick out of the board
voldetour-error-too-high = nothing may rise above the height of a Tower
voldetour-error-not-level = every cube of a piece must rest on the same level: no gap may be left under it
voldetour-error-not-on-full-cube = pieces rest only on the board or on full cubes, never on an open slope
voldetour-error-over-lord-or-tower = nothing may be built over a Lord or a Tower
voldetour-error-nothing-to-nest = a Stair goes upside down only into the slope of an open Stair
voldetour-error-same-place = putting a piece back exactly where it was is not a move
voldetour-error-next-stair-first = stairs from the reserve are taken in order: use your next one
voldetour-error-lord-cannot-reach = your Lord cannot reach that square in 1 to 3 steps
voldetour-error-cannot-stop-there = your Lord may pass over that Tower but not stop on it
voldetour-error-nothing-done-yet = do at least one thing before ending your turn
voldetour-error-must-play = you still have a legal action, so you cannot end the turn yet
voldetour-error-cannot-pass = you may pass only when nothing at all is legal

## The rules page

voldetour-diagram-blocks = Blocks: Black's Block 5 (1×2×3) standing on e5–e6, White's Block 4 (1×2×2) laid flat on f5–g6. Every cube rests on the board or on full cubes, never above height 3.
voldetour-diagram-stairs = Stairs: a Stair on e5 rising north (the chevron points uphill), and one on a 2-high Block on f5 rising west: its high side is at height 3.
voldetour-diagram-nested = A nested pair on e5: White's Stair set upside down into Black's makes a full cube (the joint shows where they meet), which can be built and stood on, like the White Block beside it.
voldetour-diagram-road = Black's Lord leaves his Tower on c3 over three Stairs laid end to end (levels 2, 1 and 0): crossing them counts as one step, landing on g3.
voldetour-keys = On the board: the arrows move the cursor and Enter picks or places; 1–5 pick a Block, S a Stair, L your Lord; R turns the piece (Shift+R back); Esc puts it down; V turns the view a quarter; T switches between 3-D and top-down.

voldetour-rules-help =
    VOLDÉTOUR — build a road through the air and walk your Lord onto the enemy Tower.

    GOAL
    Be the first to stop your Lord on top of the enemy Tower.

    YOUR TURN (at least one of these, within these limits)
    • One Block action: take a Block from your reserve and place it, or pick up one of your Blocks
      on the board and put it somewhere else (or turn it).
    • One Stair action: the same, with a Stair. Block and Stair may come in either order.
    • Then, if you like, move your Lord 1, 2 or 3 steps. Nothing may be built after the Lord moved.
    If you do not move the Lord, end the turn yourself.

    THE BOARD
    A 10×10 board, columns a–j, rows 1–10. With two players the Towers stand on c3 (Black) and h8
    (White); with four, on b2, b9, i9 and i2, and your enemy is the Tower diagonally opposite yours.
    Each Tower is three cubes tall, and nothing may ever be built higher than that. Every Lord starts
    on top of his own Tower.

    YOUR PIECES
    Five Blocks (1×1×1, 1×1×2, 1×1×3, 1×2×2 and 1×2×3 cubes, usable lying or standing in any
    direction) and five Stairs (a one-cube wedge). A Stair is put slope up, or upside down into
    another Stair's slope, which makes a full cube you can stand and build on.
    @blocks
    @stairs

    BUILDING
    A piece rests either on the board or on full cubes, with no gap below any part of it; you may
    build on anyone's pieces. Never build over a Lord or a Tower. Pieces never go back to the
    reserve. A piece on the board is stuck when something lies on it (a piece or a Lord) or when
    every side of it is covered by neighbouring pieces or a Tower, all the way up; a Stair covers a
    side only with its tall end, and a side along the edge of the board is never covered. A stuck
    piece cannot be moved. Putting a piece back exactly where it was does not count as a move.
    @nested

    THE LORD
    A step goes to the next square forward, back, left or right, at the same height. Height changes
    only through Stairs: facing a slope's low or high side at the right height, the Lord walks over
    it (and over any Stairs lined up after it) to the square beyond, and that still counts as one
    step. The Lord never stops on a slope, never shares a square with another Lord and never walks
    over one. He may walk across Towers, but may stop only on the enemy Tower.
    He must have left his own Tower by the end of your third turn, or you lose (with four players,
    you are out: your Lord leaves the board, your pieces stay, and play goes on without you); he may
    never stop on it again. A Lord still on his own Tower blocks it for everyone.
    @road

    END OF THE GAME
    Reaching the enemy Tower wins at once. If you can do nothing at all, you pass. The same
    position three times with the same player to move, or 200 turns in total, is a draw.

## Why a move is good
# A clause that follows the move after a dash ("Hint: Lord c3-e3 — it takes your Lord off his Tower").
# $owner, $seat: a seat's colour; $yours: yes when the Tower named is the player's own; $steps, $squares: counts.

voldetour-reason-win = it wins: your Lord stops on { $owner }'s Tower
voldetour-reason-reach-now = it lets your Lord reach { $owner }'s Tower this turn
voldetour-reason-leave-in-time = it takes your Lord off his Tower, as he must by the end of this turn
voldetour-reason-exit-in-time = it lets your Lord leave his Tower, as he must by the end of this turn
voldetour-reason-stops-threat = { $yours ->
        [yes] it blocks { $seat }'s Lord, who could reach your Tower in one move
       *[no] it blocks { $seat }'s Lord, who could reach { $owner }'s Tower in one move
    }
voldetour-reason-one-move = it brings your Lord within one move of { $owner }'s Tower
voldetour-reason-road-complete = it completes a road for your Lord to { $owner }'s Tower, { $steps ->
        [one] { $steps } step long
       *[other] { $steps } steps long
    }
voldetour-reason-road-cut = { $yours ->
        [yes] it cuts { $seat }'s road to your Tower
       *[no] it cuts { $seat }'s road to { $owner }'s Tower
    }
voldetour-reason-road-shorter = it makes your Lord's road to { $owner }'s Tower { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    } shorter
voldetour-reason-road-longer = { $yours ->
        [yes] it makes { $seat }'s road to your Tower { $steps ->
            [one] { $steps } step
           *[other] { $steps } steps
        } longer
       *[no] it makes { $seat }'s road to { $owner }'s Tower { $steps ->
            [one] { $steps } step
           *[other] { $steps } steps
        } longer
    }
voldetour-reason-steps-closer = it brings your Lord { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    } closer to { $owner }'s Tower along his road
voldetour-reason-off-tower = it takes your Lord off his Tower
voldetour-reason-off-tower-exit = it lets your Lord leave his Tower
voldetour-reason-way-nearer = it extends the way your Lord can walk { $squares ->
        [one] { $squares } square
       *[other] { $squares } squares
    } nearer to { $owner }'s Tower
voldetour-reason-squares-nearer = it brings your Lord { $squares ->
        [one] { $squares } square
       *[other] { $squares } squares
    } nearer to { $owner }'s Tower
voldetour-reason-locks = { $kind ->
        [stair] it locks { $seat }'s Stair on { $square } in place
       *[block] it locks { $seat }'s Block { $number } on { $square } in place
    }
voldetour-reason-builds = it builds part of your Lord's way to { $owner }'s Tower
voldetour-reason-hinders = { $yours ->
        [yes] it puts an obstacle in { $seat }'s way to your Tower
       *[no] it puts an obstacle in { $seat }'s way to { $owner }'s Tower
    }

## Lessons
# "Learn to play" (crates/voldetour/src/lessons): the learner plays Black against White's pieces.
# $square, $target: square names; $top, $height, $first, $second: heights in cubes; $squares, $best: counts;
# $direction, $wanted: north, east, south or west; $route: the squares a Lord walks over, joined by dashes ("e3–d3–c3").

voldetour-lesson-goal-title = The goal
voldetour-lesson-goal-summary = Walk your Lord onto the enemy Tower, once you have got him off your own.
voldetour-lesson-goal-win-task = You play Black, and you win by stopping your Lord on White's Tower, on h8. A Lord walks 1 to 3 steps a move, each onto a neighbouring square as high as his own. Yours stands on a road at height 3, the height of the Towers: walk him onto h8.
voldetour-lesson-goal-win-done = You win! Every game of Voldétour is a race to build a road like this one to the enemy Tower.
voldetour-lesson-goal-leave-task = Every Lord starts on his own Tower, 3 cubes high, and must leave it by the end of his third turn, or his player loses. In a turn you may place one Block and one Stair, then move your Lord. Place a Block 3 high beside your Tower (c3), then walk your Lord onto it.
voldetour-lesson-goal-leave-done = Your Lord is off his Tower. He may walk over it later, but he may never stop on it again.
voldetour-lesson-goal-third-task = Your third turn: your Lord must leave his Tower now, or you lose. The squares around it are already 1 high, and a piece rests on whatever is under it. Find a Block that gives him a square 3 high to step onto, then step off.
voldetour-lesson-goal-third-done = Just in time. Heights add up: a Block 2 high on a square 1 high makes a square 3 high.
voldetour-lesson-blocks-title = Blocks
voldetour-lesson-blocks-summary = Set Blocks standing or lying, on the board or on other pieces, and move your own.
voldetour-lesson-blocks-stack-task = You may build on any piece, yours or White's: a Block rests on top and the heights add up, but nothing may rise above 3. Stand your 1×1×2 Block on White's Block on e3, then walk your Lord onto it.
voldetour-lesson-blocks-stack-done = e3 is now 1 + 2 = 3 high, level with d3, so your Lord could step across.
voldetour-lesson-blocks-move-task = Instead of a new piece, you may pick up one of yours on the board and set it down elsewhere, unless it is stuck: something rests on it, or every side of it is covered. The Blocks left in your reserve are too low: move your 1×2×3 from a8 beside your Lord, then walk onto it.
voldetour-lesson-blocks-move-done = Moving a piece was your Block action for this turn. Your 1×2×2 on f5 could not have moved: White's Block rests on it.
voldetour-lesson-blocks-pair-task = Get your Lord to f3 this move with one Block. A Block may stand or lie in any direction, but every cube of it must rest at the same level, with no gap below.
voldetour-lesson-blocks-pair-done = Your 1×2×2 Block, upright across e3 and f3, lifted both squares from 1 to 3 at once.
voldetour-lesson-stairs-title = Stairs
voldetour-lesson-stairs-summary = Climb with Stairs, set them the right way round, and nest two into a cube.
voldetour-lesson-stairs-climb-task = A Stair is a one-cube wedge joining two squares one cube apart in height. Your Lord crosses it along its slope, up or down, to the square beyond, in a single step; never over its sides, and he never stops on it. Walk up the Stair on d5 onto e5.
voldetour-lesson-stairs-climb-done = Up one level in one step. Stairs are the only way a Lord changes height.
voldetour-lesson-stairs-place-task = Now set a Stair yourself: on d5, with its slope rising east, toward e5. Then walk your Lord up onto e5.
voldetour-lesson-stairs-place-done = Its low side faces your Lord's height and its high side the square one cube higher: that is how a Stair must be turned.
voldetour-lesson-stairs-nest-task = The Stair on e5 rises north, so your Lord cannot cross it eastward, and nothing can be built on an open slope. Set a Stair upside down into it: together they make a full cube, level with your Lord. Then walk to f5.
voldetour-lesson-stairs-nest-done = A nested pair is a full cube: Lords walk over it, and pieces can be built on it.
voldetour-lesson-stairs-run-task = Stairs lined up in one straight line are crossed together, in a single step. Get your Lord onto f5, 2 cubes high, with one Stair, and walk there.
voldetour-lesson-stairs-run-done = Two Stairs in a row: up two levels in a single step.
voldetour-lesson-walk-title = The Lord's walk
voldetour-lesson-walk-summary = One to three steps a move, Stairs crossed on the way, Towers walked over.
voldetour-lesson-walk-free-task = Each step goes to the next square ahead, behind, left or right, never diagonally, and your Lord may turn between steps. A step over a Stair lands on the square beyond it. Walk your Lord to g6 in one move.
voldetour-lesson-walk-free-done = c5 to e5, e5 to g5, g5 to g6: three steps for five squares, thanks to the Stairs.
voldetour-lesson-walk-tower-task = Once off it, your Lord may walk over his own Tower, but never stop on it. No Lord may share a square with another or walk over him. Walk from b3 over your Tower to e3.
voldetour-lesson-walk-tower-done = b3, c3, d3, e3: crossing a Tower is a step like any other.
voldetour-lesson-walk-near-task = Walk your Lord as near to White's Tower (h8) as he can get this move, counting the squares along rows and columns.
voldetour-lesson-walk-near-done = h7 is one square from h8: up the Stair on d7, across the Block and down the Stair on g7. White's Lord on h6 closed the way down by g6.
voldetour-lesson-reach-title = Reaching the Tower
voldetour-lesson-reach-summary = Arrive at height 3 or up a Stair, and find a way round another Lord.
voldetour-lesson-reach-stair-task = The last climb onto a Tower may be a Stair. Your Lord stands at height 2: set a Stair on g8 rising east, toward h8, then walk up onto White's Tower.
voldetour-lesson-reach-stair-done = You win! A Stair on a square 2 high beside the Tower leads straight onto it.
voldetour-lesson-reach-block-task = Win this turn with one Block: your Lord needs squares at height 3 all the way to h8, no more than three steps away.
voldetour-lesson-reach-block-done = You win! Your 1×2×3 Block, upright on f8 and g8, gave your Lord the two squares he lacked.
voldetour-lesson-reach-round-task = Win this turn with one piece. White's Lord stands on g8, in front of his Tower, and no Lord may walk over another: find another way in.
voldetour-lesson-reach-round-done = You win! Round White's Lord by g7 and h7, and onto h8 from the south.
voldetour-lesson-defend-title = Blocking the way
voldetour-lesson-defend-summary = Stop a rival's Lord who is one move from your Tower.
voldetour-lesson-defend-lift-task = White's Lord on e3 could walk over your Block on d3 onto your Tower next turn. Your own pieces can be moved: take that Block away from d3.
voldetour-lesson-defend-lift-done = With d3 no longer 3 high, White's Lord has no way onto your Tower, unless he builds a new one first.
voldetour-lesson-defend-stand-task = White threatens your Tower again, but the Block on d3 is his: you cannot move it, and nothing fits on top. Lords never share a square or walk over each other: stand your Lord on d3.
voldetour-lesson-defend-stand-done = Your Lord stands in the way, and White's Lord cannot pass him.
voldetour-lesson-defend-choose-task = White's Lord on f3 could go up your Stair on e3 and onto your Tower next turn. Stop him with a single action; there is more than one way.
voldetour-lesson-defend-choose-done = Stopped. Your Lord in the way, your Stair moved or turned, or a Stair nested into it to make a full cube: each of them closes the road.
voldetour-lesson-stop-on = Your Lord would stop on { $square }, but { $target } is within his reach this move: go all the way.
voldetour-lesson-build-first = Moving your Lord ends your turn, and he cannot reach { $target } yet: build his way first.
voldetour-lesson-no-end-turn = Don't end your turn yet: your Lord still has to move.
voldetour-lesson-no-build = No more building is needed: your Lord can already reach { $target }. Move him there.
voldetour-lesson-walk-now = The way is open, so no more building is needed: move your Lord.
voldetour-lesson-use-block = This needs a Block: your Lord needs a square at his own height to stand on, and he never stops on a Stair.
voldetour-lesson-use-stair = This needs a Stair: only a Stair lets your Lord climb or go down.
voldetour-lesson-block-top = That Block's top would be at height { $top }, but your Lord stands at height { $height }: he only steps between squares of the same height.
voldetour-lesson-not-beside = That Block is level with your Lord, but out of his reach: he only steps onto neighbouring squares.
voldetour-lesson-no-way = With that, your Lord still cannot reach { $target } this move.
voldetour-lesson-stair-square = Set the Stair on { $square }, between your Lord and { $target }.
voldetour-lesson-stair-dir = That Stair would rise { $direction ->
        [north] north
        [east] east
        [south] south
       *[west] west
    }: to climb toward { $target }, its slope must rise { $wanted ->
        [north] north
        [east] east
        [south] south
       *[west] west
    }.
voldetour-lesson-nest-here = Only a Stair set upside down into the open Stair on { $square } makes a full cube your Lord can walk over.
voldetour-lesson-build-on = Build on { $square }, on top of the piece there: the heights add up.
voldetour-lesson-pair-heights = After that, e3 would be at height { $first } and f3 at height { $second }: both must be at 3, your Lord's height.
voldetour-lesson-nearer = From { $square } your Lord would be { $squares ->
        [one] { $squares } square
       *[other] { $squares } squares
    } from White's Tower, but he can get within { $best ->
        [one] { $best } square
       *[other] { $best } squares
    } of it this move.
voldetour-lesson-walk-only = This task is a walk: move your Lord and build nothing.
voldetour-lesson-threat-lord = From { $square } your Lord is not in the way: White's Lord could still walk { $route } and stop on your Tower.
voldetour-lesson-threat-piece = That leaves the way open: White's Lord could still walk { $route } and stop on your Tower.
