# Torri: every word of this game. Keys start with "torri-". See docs/i18n.md.

## New-game options

torri-opt-height-limit = Height limit
torri-opt-height = { $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
}
torri-opt-no-limit = No limit
torri-opt-dice-only = Dice only (no height moves)
torri-opt-two-dice = Two dice (move the difference of a 1–6 and a 1–3 die)
torri-opt-free-carry = Free carry home above height
torri-opt-off = Off
torri-opt-on = On
torri-opt-colour-die = Colour die (another player's colour: skip your turn)
torri-opt-colour-again = On, own colour rolls again
torri-opt-no-progress = End after { $rounds } rounds without a capture, split, carry or stack reaching home

## Board and squares

torri-board = Torri board
torri-square-empty = { $square }: empty
torri-square-stack = { $square }: { $pieces } (bottom → top): { $colours }
torri-square-stack-home = { $square }: { $pieces } (bottom → top): { $colours } — safe at home for good

## Status line and prompts

torri-prompt-over = The game is over.
torri-prompt-playing = { $you ->
    [yes] Your turn.
   *[no] { $player } to play.
}
torri-end-stuck = A player had no stack left to move, so the game ended with that round: whoever owns the most pieces wins.
torri-end-stuck-player = { $you ->
        [yes] You had no stack left to move, so the game ended with that round: whoever owns the most pieces wins.
       *[no] { $player } had no stack left to move, so the game ended with that round: whoever owns the most pieces wins.
    }
torri-end-no-progress = { $rounds ->
    [one] { $rounds } round passed without a capture, split, carry or stack reaching home, so the game ended: whoever owns the most pieces wins.
   *[other] { $rounds } rounds in a row passed without a capture, split, carry or stack reaching home, so the game ended: whoever owns the most pieces wins.
}
torri-prompt-colour-die = { $player }: roll the colour die.
torri-prompt-roll = { $player }: roll the die.
torri-prompt-choose = { $input ->
    [touch] { $player }: roll the die, or move a stack as far as it is tall (tap it).
   *[mouse] { $player }: roll the die, or move a stack as far as it is tall (click it).
}
torri-prompt-choose-after-six = { $input ->
    [touch] { $player }: Six! Roll again, or move a stack as far as it is tall (tap it).
   *[mouse] { $player }: Six! Roll again, or move a stack as far as it is tall (click it).
}
torri-prompt-move = { $squares ->
    [one] { $player }: move a stack exactly 1 square.
   *[other] { $player }: move a stack exactly { $squares } squares.
}
torri-prompt-split = { $player }: the stack on { $square } is too tall and must be split.
torri-prompt-bonus-roll = { $player }: your own colour — you may roll again, or stop here.
torri-colour-die-blank = colour die: blank
torri-colour-die-shows = colour die: { $colour }
torri-last-round = Last round!
torri-quiet-last-round = No capture, split, carry or stack reaching home this round: the game ends with it.
torri-quiet-rounds-left = { $rounds ->
    [one] 1 round left unless someone captures, splits, carries or brings a stack home.
   *[other] { $rounds } rounds left unless someone captures, splits, carries or brings a stack home.
}

## Buttons

torri-roll-colour-die = Roll colour die
torri-roll = Roll
torri-stop-here = Stop here
torri-pass = Pass (no legal move)
torri-free-carry = Carry top home
torri-split-question = Keep how many at the bottom?
torri-split-cut = { $keep } (moves { $moves })
torri-split-then = { $input ->
    [touch] Then tap a highlighted square next to it.
   *[mouse] Then click a highlighted square next to it.
}

## The log (the notation's symbols, the language's words)

torri-log-pass = pass
torri-log-no-extra-roll = no extra roll
torri-log-roll = roll { $distance }
torri-log-roll-two = roll { $big }−{ $small } = { $distance }
torri-log-roll-nothing = roll
torri-hint-roll = roll
torri-hint-roll-two = roll
torri-hint-roll-colour = roll colour die
torri-log-colour-skip = colour die: { $colour ->
    [red] red
    [blue] blue
    [yellow] yellow
   *[green] green
} (skip)
torri-log-colour-own = colour die: { $colour ->
    [red] red
    [blue] blue
    [yellow] yellow
   *[green] green
} (own)
torri-log-colour-blank = colour die: blank
torri-log-move = { $from }-{ $to }
torri-log-capture = { $from }x{ $to } (captures { $pieces })
torri-log-split = split { $pieces } at { $from } → { $to }
torri-log-carry = carry { $pieces } home from { $from }

## The log spelled out, for hints and announcements (each `-words` twin takes its line's values)

torri-log-pass-words = no move: pass
torri-log-roll-words = a roll of the die: { $distance }
torri-log-roll-two-words = a roll of the dice: { $big } minus { $small } is { $distance }
torri-log-roll-nothing-words = a roll of the die
torri-hint-roll-words = roll the die
torri-hint-roll-two-words = roll the dice
torri-hint-roll-colour-words = roll the colour die
torri-log-colour-skip-words = colour die { $colour ->
    [red] red
    [blue] blue
    [yellow] yellow
   *[green] green
}: another player's colour, the turn is lost
torri-log-colour-own-words = colour die { $colour ->
    [red] red
    [blue] blue
    [yellow] yellow
   *[green] green
}: the player's own colour
torri-log-move-words = stack from { $from } to { $to }
torri-log-capture-words = stack from { $from } onto { $to }, capturing { $pieces }
torri-log-split-words = the top { $pieces } of { $from } split off to { $to }
torri-log-carry-words = the top { $pieces } of { $from } carried home

## Rule errors (they follow a colon: lower case)

torri-error-game-over = the game is over
torri-error-must-roll-colour-die = roll the colour die first
torri-error-colour-die-not-now = the colour die is rolled only at the start of a turn
torri-error-must-split = the stack over the height limit must be split first
torri-error-already-rolled = { $distance ->
    [one] you have already rolled: move a stack exactly 1 square
   *[other] you have already rolled: move a stack exactly { $distance } squares
}
torri-error-not-rolled-now = you cannot roll now
torri-error-must-roll-bonus = you rolled your own colour: roll the die again, or stop here
torri-error-no-bonus-roll-to-decline = there is no extra roll to decline now
torri-error-height-moves-disabled = height moves are not allowed in the dice-only game
torri-error-off-board = that square is off the board
torri-error-empty-square = there is no stack on that square
torri-error-not-your-stack = you may only move a stack with your colour on top
torri-error-frozen-in-home = a stack of two or more in its own home may not move any more
torri-error-captured-this-turn = a stack that captured may not move again this turn
torri-error-not-straight = a move goes in a straight line along a row or a column
torri-error-wrong-distance = { $squares ->
    [one] this move must be exactly 1 square
   *[other] this move must be exactly { $squares } squares
}
torri-error-own-stack = you may not land on your own stack
torri-error-other-home = that square is in another player's home
torri-error-pass-not-allowed = you may pass only when you have no legal move
torri-error-nothing-to-move = you have no stack that can move: pass
torri-error-no-split-now = there is no stack to split now
torri-error-bad-cut = both parts of a split must have your colour on top and hold at most { $limit } pieces
torri-error-not-adjacent = the split-off part goes to a square next to the stack
torri-error-free-carry-disabled = free carry is not part of this game
torri-error-free-carry-not-now = a free carry replaces the whole move at the start of a turn
torri-error-already-home = that stack is already in your home
torri-error-too-low-to-carry = only a stack taller than { $height } may carry pieces home

## Rules help (our own words; see docs/i18n.md for the format)

torri-rules-help =
    TORRI

    GOAL
    End the game with the most pieces in your home. Pieces of any colour count: every stack
    you own at the end is counted for you.

    HOW A TURN GOES
    Roll the die and move one of your stacks exactly that many squares in a straight line, or,
    without rolling, move a stack as many squares as it has pieces. Landing on another player's
    stack captures it. After a rolled 6 you go on.

    BOARD
    10 × 10 squares. Each player has a home, which starts filled with his single pieces.
    • 2 players: south owns rows 1–2, north rows 9–10 (20 pieces each).
    • 3–4 players: each home is the 2 × 6 block in the middle of one side (12 pieces each); the four
      corner blocks belong to nobody. With 3 players the east home is ordinary open field.

    STACKS
    Pieces on one square form a stack. Whoever's colour is on top owns it, and it always
    moves as a whole.

    YOUR TURN
    Either
      - roll the die and move one of your stacks exactly that many squares, or
      - move one of your stacks exactly as many squares as it has pieces (a single goes 1, a stack
        of three goes 3), without rolling.
    Once you have rolled you cannot switch to a height move. Moves run in a straight line along a
    row or column and jump over anything in between. You may land on an empty square or on a stack
    owned by someone else: you capture it by putting your stack on top. You may never land on your
    own stack, leave the board, or enter another player's home. If you have a legal move you must
    make one; if the roll gives you none, you pass.

    CAPTURES
    A stack that has just captured stays put for the rest of your turn.

    SIXES
    After moving a rolled 6, you go on: roll again, or make a height move with any of your
    stacks. This repeats after every rolled 6. (A height move of 6 does not count as a six.) A six
    you cannot use is simply lost: you pass and your turn is over.

    HOMES
    Your home is safe, nobody else may enter it. A single piece may walk in and out of your
    home and around inside it. A stack of two or more that ends up in your home stays there for good.

    HEIGHT LIMIT (normally 12)
    A stack taller than the limit is split at once by its owner. Pick a
    cut so that both parts have your colour on top and neither is over the limit; the lower part
    stays, the upper part goes onto a neighbouring square (up, down, left or right) that is empty or
    owned by an opponent, never into another player's home. If that makes another stack too tall, it
    is split in turn. If no cut or no square works, the stack stays as it is.

    END
    As soon as some player owns no stack that can still move (all his stacks are stuck in his
    home, or he owns nothing), the current round is played to its end (up to the last player in
    seat order). Then all stacks are counted for their owners, plus pieces carried home. Most pieces
    wins; equal best counts share the win.

    NO-PROGRESS ENDING (on unless switched off when starting)
    If many complete rounds in a row
    pass without any capture, split, free carry or stack of two or more settling in its owner's home,
    the game ends after that round and is counted as usual. The board says how many rounds are left
    once fewer than five remain.

    VARIANTS (agreed before the game)
      - Height limit: a different number, or no limit at all.
      - Dice only: no height moves; after a six you simply roll again.
      - Free carry: once one of your stacks outside your home is taller than the agreed height, you
        may, instead of your turn's move, lift the pieces above that height straight into your home.
        They are safe and count for you, and they stay there for good (even a single piece). The
        part left behind belongs to whoever is now on top.
      - Two dice (1–6 and 1–3): move the difference of the two. A difference of 0 means no move. The
        difference is never 6, so there are no six bonuses.
      - Colour die: each turn starts with the colour die (one face per player, the rest blank).
        Another player's colour: you miss this turn. Blank or your own colour: play as usual. With
        "own colour rolls again", your own colour also lets you roll the number die once more at
        the end of your turn, if you want to; you may also stop there.

## Why a move is good (a clause after the move's name in the hint and the review: lower case)

torri-reason-capture-piece = it captures a { $colour ->
    [red] red
    [blue] blue
    [yellow] yellow
   *[green] green
} piece, which now counts for you
torri-reason-capture = it captures the { $colour ->
    [red] red
    [blue] blue
    [yellow] yellow
   *[green] green
} stack of { $pieces }, and all its pieces now count for you
torri-reason-home = it brings your stack of { $pieces } home, where it is safe for good
torri-reason-split-home = it puts the top { $pieces } pieces in your home, safe for good
torri-reason-carry = { $pieces ->
    [one] it puts { $pieces } piece safe in your home for good
   *[other] it puts { $pieces } pieces safe in your home for good
}
torri-reason-threat-piece = it threatens a { $colour ->
    [red] red
    [blue] blue
    [yellow] yellow
   *[green] green
} piece: a height move can capture it
torri-reason-threat = it threatens the { $colour ->
    [red] red
    [blue] blue
    [yellow] yellow
   *[green] green
} stack of { $pieces }: a height move can capture it
torri-reason-single-home = it brings your piece home, where nobody can capture it

## Lessons ("Learn to play": each step's task and what it showed, then why a wrong move is refused)

torri-lesson-goal-title = The goal
torri-lesson-goal-summary = Own the most pieces when the game ends; a stack belongs to the colour on top.
torri-lesson-goal-start = You play Red, and your pieces start in your home, the two bottom rows. Whoever owns the most pieces at the end wins. Each turn you move one of your stacks, and a single piece may step one square without rolling: step a piece out of your home.
torri-lesson-goal-start-done = Your piece is out on the open field, where the game is played: there it can capture blue stacks, and be captured.
torri-lesson-goal-owner = Pieces on one square form a stack, and a stack belongs to the colour on top, with all its pieces. Your stack on { $square } has red on top; the one on { $theirs } has blue on top. A stack always moves whole, as many squares as it is tall: move yours.
torri-lesson-goal-owner-done = All { $pieces } pieces moved together, the blue ones too: they count for you as long as red stays on top.
torri-lesson-goal-task = Several stacks hold red pieces. Find the stack that is yours and holds the most pieces, and move it.
torri-lesson-goal-task-done = Right: with red on top, all { $pieces } pieces are yours. The stack on { $theirs } is full of red pieces, but blue is on top, so it is Blue's.

torri-lesson-moving-title = Moving
torri-lesson-moving-summary = A stack moves in a straight line, exactly as many squares as it is tall, jumping over anything in between.
torri-lesson-moving-single = A single piece moves one square: forward, back, left or right, never diagonally. Move your piece from { $from } to { $target }.
torri-lesson-moving-single-done = Moves always run along a row or a column, and going back or sideways is allowed too.
torri-lesson-moving-jump = Without rolling, a stack moves exactly as many squares as it has pieces, and it jumps over whatever stands in between. Move your stack of { $pieces } from { $from } to { $target }, over the blue pieces.
torri-lesson-moving-jump-done = It jumped over both blue pieces: nothing in between ever blocks a move. Only the square where you land matters.
torri-lesson-moving-task = You may not land on your own stack, leave the board or enter Blue's home, the two top rows. Land one of your stacks exactly on { $target }.
torri-lesson-moving-task-done = Your stack of { $pieces } jumped over your own piece and a blue one and landed exactly on { $target }.

torri-lesson-capture-title = Capturing
torri-lesson-capture-summary = Land exactly on a blue stack to capture it: all its pieces become yours.
torri-lesson-capture-first = To capture, land exactly on a stack that is not yours: your stack goes on top, and the whole stack is now yours. Capture the blue piece on { $target }.
torri-lesson-capture-first-done = Red is on top now, so both pieces count for you. A stack that has captured stays where it is for the rest of your turn.
torri-lesson-capture-tall = Height does not protect a stack: whatever lands on it takes all of it. Capture the blue stack of { $pieces } on { $target } with your stack on { $from }.
torri-lesson-capture-tall-done = Your small stack took the tall one whole: all { $pieces } pieces are yours now. Blue can win them back only by landing on them.
torri-lesson-capture-task = You can make several captures here. Find the one that wins the most pieces.
torri-lesson-capture-task-done = The biggest prize: all { $pieces } pieces of that stack count for you now.

torri-lesson-towers-title = Towers
torri-lesson-towers-summary = Captures build towers: the colour on top owns them, and one that grows too tall is split.
torri-lesson-towers-back = A tower belongs to the colour on top, so a single piece can win a whole tower back. On { $target }, blue sits on { $pieces } of your pieces: land on that tower with your piece.
torri-lesson-towers-back-done = All { $pieces } pieces are yours again. Towers change hands again and again; what counts is who is on top at the end.
torri-lesson-towers-far = The taller a tower, the farther its height move goes: your tower of { $pieces } moves { $pieces } squares. Capture the blue stack on { $target } with it.
torri-lesson-towers-far-done = A tall tower strikes from far away, but it is also a big prize: all its pieces go to whoever lands on it.
torri-lesson-towers-task = A tower may hold at most { $limit } pieces (unless the players agreed otherwise before the game). A taller one is split at once: you choose how many pieces stay at the bottom and put the rest on a square next to it, with red on top of both parts. Capture on { $target }, then split onto the blue piece on { $blue }.
torri-lesson-towers-task-done = Your top part landed on the blue piece and captured it too: two captures in one turn, and both towers are yours.

torri-lesson-dice-title = The die
torri-lesson-dice-summary = Roll and move exactly the number thrown; after a 6 you go on.
torri-lesson-dice-roll = Instead of a height move you may roll the die: then one of your stacks, whatever its height, moves exactly the number thrown. Once you have rolled, you cannot change your mind. Roll with the Roll button, then move, and capture if the number lets you.
torri-lesson-dice-roll-done = The die decided how far, not the height of the stack, and the number thrown was just right for a capture.
torri-lesson-dice-any = The die shows { $roll }. Now every one of your stacks moves exactly { $roll } squares, whatever its height. Capture with one of them.
torri-lesson-dice-any-done = Your single piece went { $roll } squares: after a roll, a small stack goes as far as a tall one.
torri-lesson-dice-task = You rolled a 6. After moving a rolled 6 you go on: roll again, or make a height move with any stack. A stack that has captured stays put for the rest of the turn. Capture twice this turn.
torri-lesson-dice-task-done = Two captures in one turn: the 6 gave you a second move. Every rolled 6 gives you one more.

torri-lesson-home-title = Home
torri-lesson-home-summary = Nobody else may enter your home: a stack that reaches it is safe for good.
torri-lesson-home-stack = Your home, the two bottom rows, is safe: nobody else may enter it. A stack of two or more that ends its move there stays for good: nobody can capture it, and it never moves again. Bring your stack on { $from } home.
torri-lesson-home-stack-done = Safe for good: the badge shows it will never move again. Both its pieces, the blue one too, count for you at the end.
torri-lesson-home-single = A single piece may walk into your home, around inside it and out again. Step out with your piece on { $from } and capture the blue piece on { $target }.
torri-lesson-home-single-done = Out it came, and it captured. It is a stack of two now: if it goes home, it stays there for good.
torri-lesson-home-task = Bring as many pieces home as you can with one move. A stack gets there only if its move ends exactly in your home.
torri-lesson-home-task-done = That is { $pieces } pieces safe for good. The stack on { $short } could not make it: its height move ends one square short of your home.

torri-lesson-end-title = The end
torri-lesson-end-summary = When a player has no stack left to move, the round is finished and every stack is counted.
torri-lesson-end-last = The game ends when a player has no stack left that can move: the round is played to its end, then every stack counts for the colour on top. You lead { $yours } to { $theirs }. Bring your last free stack home, where nothing can take it before the count.
torri-lesson-end-last-done = Nothing of yours can move any more, so this is the last round: Blue plays once more, then the pieces are counted, and you win { $yours } to { $theirs }.
torri-lesson-end-task = Blue has only one stack left that can move; all the others are home for good. You have { $yours } pieces, Blue has { $theirs }. Win the game with one move.
torri-lesson-end-task-done = Blue has nothing left to move, so the game ends with this round: you win { $yours } to { $theirs }.

torri-lesson-why-roll = That would roll the die, and the number is not yours to choose: here a height move does the job.
torri-lesson-why-height = That is a height move, as far as the stack is tall. This step is about the die: roll first, with the Roll button.
torri-lesson-why-other-stack = That one is yours too, but the task is about your stack on { $square }.
torri-lesson-why-smaller = That stack is yours, but it holds { $pieces ->
    [one] only 1 piece
   *[other] only { $pieces } pieces
}; another of yours holds { $best }.
torri-lesson-why-elsewhere = { $pieces ->
    [one] A single piece moves exactly 1 square: this one lands on { $to }, not on { $target }.
   *[other] A stack of { $pieces } moves exactly { $pieces } squares: this one lands on { $to }, not on { $target }.
}
torri-lesson-why-empty = That lands on { $to }, an empty square: to capture, land exactly on a blue stack.
torri-lesson-why-fewer = That captures { $pieces ->
    [one] only 1 piece
   *[other] only { $pieces } pieces
}; another capture takes { $best }.
torri-lesson-why-split-empty = That puts the top part on { $to }, an empty square: put it on the blue piece on { $target } to capture that too.
torri-lesson-why-roll-elsewhere = After a roll of { $roll }, every stack moves exactly { $roll } squares, whatever its height: this one lands on { $to }, an empty square.
torri-lesson-why-gamble = A new roll could bring any number, while a height move can capture right now.
torri-lesson-why-field = Then your stack ends on { $to }, out on the open field, where it can still be captured. Your home is the two bottom rows.
torri-lesson-why-fewer-home = That brings { $pieces ->
    [one] 1 piece
   *[other] { $pieces } pieces
} home; your stack on { $square } can bring { $best }.
torri-lesson-why-not-last = That leaves your stack on the open field ({ $to }), where it can still be captured, and the game goes on.
torri-lesson-why-end-behind = Then nothing of yours can move: Blue plays one last turn, and the count is { $theirs } for Blue, { $yours } for you.
torri-lesson-why-blue-free = Blue's stack on { $square } can still move, so the game goes on, and Blue leads { $theirs } to { $yours }.
torri-lesson-why-other = That is not the move asked for: read the task again, or use “Show me”.
