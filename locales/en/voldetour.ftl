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
