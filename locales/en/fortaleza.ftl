# Fortaleza: every word of this game. Keys start with "fortaleza-". See docs/i18n.md.

fortaleza-seat-first = First player
fortaleza-seat-second = Second player

## New-game options

fortaleza-opt-note = Fortaleza has no variants: two players. The first player chooses his territory and colours in the game, then builds and deploys in secret; the second deploys blind.

## Words of the game

fortaleza-unit = { $unit ->
        [king] King
        [rabble] Rabble
        [lancer] Lancer
        [archer] Archer
        [light-cavalry] Light Cavalry
        [heavy-cavalry] Heavy Cavalry
        [elephant] Elephant
        [dragon] Dragon
        [trebuchet] Trebuchet
       *[scorpion] Scorpion
    }
# The letter on each unit's token, unique within an army (the keys 1–9, 0 pick them by position, whatever the letter).
fortaleza-letter = { $unit ->
        [king] K
        [rabble] R
        [lancer] L
        [archer] A
        [light-cavalry] C
        [heavy-cavalry] H
        [elephant] E
        [dragon] D
        [trebuchet] T
       *[scorpion] S
    }
# The mark of each army's colours in the players list, the log and the result (R: Red & Gold, B: Black & Silver).
fortaleza-army-letter = { $colours ->
        [red-gold] R
       *[black-silver] B
    }
fortaleza-colours = { $colours ->
        [red-gold] Red & Gold
       *[black-silver] Black & Silver
    }
fortaleza-territory = { $territory ->
        [south] South
       *[north] North
    }
fortaleza-unit-of = { $colours } { $unit }
fortaleza-player = Player { $number }
# The title of a seat's army panel once the armies are chosen: the player, the colours, the territory.
fortaleza-army-title = { $player } · { $colours } · { $territory }

## The board and its panels

fortaleza-board-label = Fortaleza board
fortaleza-square-unit = { $unit }
fortaleza-square-unit-on-enemy-ring = { $unit } (on the enemy Exit Ring)
fortaleza-square-water = water
fortaleza-square-mountain = Mountain
fortaleza-square-fortress = { $colours } Fortress
fortaleza-square-land = empty land
fortaleza-square-ring = { $colours } Exit Ring
fortaleza-square-territory = { $colours } territory
fortaleza-handover-text = The board stays hidden so nobody else sees where your army deploys.
fortaleza-end-over = The game is over.
fortaleza-end-checkmate = Checkmate: { $loser } cannot escape. { $winner } { $you ->
        [yes] win
       *[no] wins
    }.
fortaleza-end-king-taken = { $loser }'s King is taken. { $winner } { $you ->
        [yes] win
       *[no] wins
    }.
fortaleza-end-stalemate = The player to act has no legal action and his King is safe: a draw.
fortaleza-end-stalemate-player = { $you ->
        [yes] You have no legal action and your King is safe: a draw.
       *[no] { $player } has no legal action and his King is safe: a draw.
    }
fortaleza-end-repetition = The same position came up a third time: a draw.
fortaleza-end-no-progress = 100 actions without a capture, deployment or siege: a draw.
fortaleza-prompt-build = { $input ->
    [touch] Build your Fortress: tap a marked square (its lower-left corner). It and its Exit Ring must lie in the { $territory }.
   *[mouse] Build your Fortress: click a marked square (its lower-left corner). It and its Exit Ring must lie in the { $territory }.
}
fortaleza-still-mountains = Still to do: place { $count ->
        [one] 1 more Mountain
       *[other] { $count } more Mountains
    }.
fortaleza-still-unit = Still to do: deploy at least one unit onto your Exit Ring.
fortaleza-still-mountains-and-unit = Still to do: place { $count ->
        [one] 1 more Mountain
       *[other] { $count } more Mountains
    }; deploy at least one unit onto your Exit Ring.
fortaleza-placing-mountain = { $input ->
    [touch] Placing a Mountain: tap a marked square of your territory.
   *[mouse] Placing a Mountain: click a marked square of your territory.
}
fortaleza-deploying = { $input ->
    [touch] Deploying: { $unit }. Tap a marked square of your Exit Ring.
   *[mouse] Deploying: { $unit }. Click a marked square of your Exit Ring.
}
fortaleza-click-to-end-deployment = { $input ->
    [touch] Tap your Fortress to end your deployment (units left in the Reserve stay inside it).
   *[mouse] Click your Fortress to end your deployment (units left in the Reserve stay inside it).
}
fortaleza-click-to-lift = { $input ->
    [touch] Tapping your Fortress now lifts it, to build it elsewhere.
   *[mouse] Clicking your Fortress now lifts it, to build it elsewhere.
}
fortaleza-click-to-take-back = { $input ->
    [touch] Tap a deployed unit to take it back.
   *[mouse] Click a deployed unit to take it back.
}
# The deployment's sentences (what is still to do) after the seat's name.
fortaleza-prompt-deploy = { $player }: { $todo }
fortaleza-prompt-choose = { $player }: choose your territory and your colours.
fortaleza-prompt-deploys = { $you ->
    [yes] You deploy in the fog of war.
   *[no] { $player } deploys in the fog of war.
}
fortaleza-prompt-march = { $player }: Forced March — move another Rabble, or end the march.
fortaleza-prompt-rescue = { $player }: the siege is executed. Free one of your units from the enemy Dungeon.
fortaleza-prompt-save = { $player }: save one unit from your Reserve — pick it, then a marked square of your ring.
fortaleza-prompt-unit = { $input ->
    [touch] { $player }: { $unit } on { $square } — tap a marked square.
   *[mouse] { $player }: { $unit } on { $square } — click a marked square.
}
fortaleza-prompt-to-play = { $you ->
    [yes] Your turn.
   *[no] { $player } to play.
}
fortaleza-prompt-to-play-live = { $input ->
    [touch] { $player }: tap a unit, or deploy from your Reserve.
   *[mouse] { $player }: click a unit, or deploy from your Reserve.
}
fortaleza-king-threatened = Your King is threatened!
fortaleza-choice = { $territory } (rows { $rows }), { $colours }
fortaleza-end-march = End march
fortaleza-execute-siege = Execute siege
fortaleza-end-deployment = End deployment
fortaleza-free = Free the { $unit }
fortaleza-save-kept = Keep the { $unit } (no free square)
fortaleza-save = Save the { $unit }
fortaleza-siege-yours = { $input ->
    [touch] Your siege stands ({ $count ->
            [one] 1 unit
           *[other] { $count } units
        } on the enemy Exit Ring): tap the enemy Fortress or Execute siege.
   *[mouse] Your siege stands ({ $count ->
            [one] 1 unit
           *[other] { $count } units
        } on the enemy Exit Ring): click the enemy Fortress or Execute siege.
}
fortaleza-siege-theirs = { $you ->
    [yes] You besiege the enemy Fortress from { $squares }.
   *[no] { $player } besieges your Fortress from { $squares }: break the siege this turn (leave fewer than 2 of them on your ring).
}
fortaleza-help-squares-shown = Green: where it can go (red edge: a capture or shot); crossed red: what stops it.
fortaleza-help-keep-still = { $input ->
    [touch] Keep your finger on it 3 s to see its squares.
   *[mouse] Keep still 3 s (or press H again) to see its squares.
}
fortaleza-help-idle = { $input ->
    [touch] Hold a finger on a unit for its help; 3 s shows its squares.
   *[mouse] Rest the pointer on a unit for 1 s (long press on touch, H on the keyboard cursor) for its help; 3 s shows its squares.
}
fortaleza-reserve = Reserve
fortaleza-dungeon = Dungeon
fortaleza-reserve-hidden = hidden in the fog of war
fortaleza-reserve-unit-title = { $input ->
    [touch] { $unit } in the Reserve
   *[mouse] { $unit } in the Reserve (key { $key })
}
fortaleza-mountains-title = { $input ->
    [touch] Mountains to place
   *[mouse] Mountains to place (key M)
}
fortaleza-mountains = Mountain ×{ $count }
fortaleza-dungeon-empty = empty
fortaleza-prisoner-free-title = Free this prisoner
fortaleza-prisoner-held-title = Held in the Dungeon
fortaleza-unit-stuck = This { $unit } has no legal move or shot now.

## The hover help of each unit

fortaleza-help-moves = { $unit ->
        [king] One square in any of the eight directions.
        [rabble] One square along a row or column.
        [lancer] One square along a row or column.
        [archer] One square diagonally.
        [light-cavalry] Two diagonal steps, then one diagonal step turned to the side (three squares one way, one the other).
        [heavy-cavalry] Two steps along a row or column, then one step to the side.
        [elephant] Any distance along a row or column.
        [dragon] Any distance in a straight line, in any of the eight directions.
        [trebuchet] One square diagonally, onto an empty square. It moves or shoots, never both.
       *[scorpion] One square along a row or column, onto an empty square. It moves or shoots, never both.
    }
fortaleza-help-blocked = { $unit ->
        [king] Cannot step onto its own units, water, Mountains, Fortresses, or a threatened square.
        [rabble] Cannot step onto its own units, water, Mountains or Fortresses.
        [lancer] Cannot step onto water, Mountains or Fortresses.
        [archer] Cannot step onto its own units, water, Mountains or Fortresses.
        [light-cavalry] Its way may not cross water, Mountains or Fortresses.
        [heavy-cavalry] Its way may not cross enemies, water, Mountains or Fortresses.
        [elephant] Stops at any unit, water, Mountain or Fortress (it may capture the enemy it stops at).
        [dragon] Stops at any unit or Fortress.
        [trebuchet] Its shot is stopped by Mountains and Fortresses.
       *[scorpion] Its shot is stopped by your own units, Mountains and Fortresses.
    }
fortaleza-help-special = { $unit ->
        [king] The key piece: lose him and you lose the game.
        [rabble] Forced March: after one Rabble moves, another Rabble may move in the same turn (or stop there).
        [lancer] Relay: stepping onto one of its own units swaps the two.
        [archer] Long Range: two squares diagonally to capture an enemy, over an empty land square.
        [light-cavalry] Jump: leaps over units of both sides.
        [heavy-cavalry] Right of Way: passes through its own units.
        [elephant] Thick Skin: only a Dragon, or an attacker backed by a second unit that also attacks its square, can take it — shots included.
        [dragon] Flight: flies over water and Mountains (never lands on them) and takes an Elephant on its own.
        [trebuchet] Lobbed Shot: shoots along its row or column at any range, over units and water, hitting the enemy of your choice.
       *[scorpion] Shoots diagonally at any range over water, hitting the first enemy. Skewer: if a second enemy stands one or two squares behind (with empty land or water between), it can take both.
    }

## The log

fortaleza-log-hidden = troops move in the fog
fortaleza-log-deploy = { $unit }@{ $square }
fortaleza-log-unit = { $unit } { $move }
fortaleza-log-choose = { $territory ->
        [south] South
       *[north] North
    }, { $colours ->
        [red-gold] Red & Gold
       *[black-silver] Black & Silver
    }
fortaleza-log-fortress = Fortress { $square }
fortaleza-log-lift = lift Fortress
fortaleza-log-mountain = Mountain { $square }
fortaleza-log-take-back = { $unit } { $square } back
fortaleza-log-end-deployment = end deployment
fortaleza-log-end-march = end march
fortaleza-log-siege = execute siege
fortaleza-log-free = free { $unit }
fortaleza-log-save = save { $unit }@{ $square }
fortaleza-log-save-kept = save { $unit } (kept)

## The log spelled out, for hints and announcements (each `-words` twin takes its line's values;
## a unit's letter is spelled out as its name)

fortaleza-letter-words = { $unit ->
        [king] King
        [rabble] Rabble
        [lancer] Lancer
        [archer] Archer
        [light-cavalry] Light Cavalry
        [heavy-cavalry] Heavy Cavalry
        [elephant] Elephant
        [dragon] Dragon
        [trebuchet] Trebuchet
       *[scorpion] Scorpion
    }
fortaleza-log-deploy-words = { $unit } deployed on { $square }
fortaleza-log-take-back-words = { $unit } from { $square } back to the Reserve
fortaleza-log-lift-words = the Fortress picked up, to be built elsewhere
fortaleza-log-save-words = { $unit } saved from the Reserve onto { $square }
fortaleza-log-save-kept-words = { $unit } saved, kept in the Reserve (no free square)
fortaleza-log-free-words = { $unit } freed from the enemy Dungeon
fortaleza-log-unit-words = { $kind ->
        [move] { $unit } from { $from } to { $to }
        [capture] { $unit } from { $from } captures on { $to }
        [relay] { $unit } on { $from } swaps places with the ally on { $to }
        [shoot] { $unit } on { $from } shoots at { $to }
       *[skewer] { $unit } on { $from } skewers { $first } and { $to }
    }

## Rule errors (they follow a colon: lower case)

fortaleza-move-rule = { $unit ->
        [king] it moves one square in any direction
        [rabble] it moves one square along a row or column
        [lancer] it moves one square along a row or column, or swaps with an ally there
        [archer] it moves one square diagonally, or two diagonally to capture
        [light-cavalry] it leaps three squares one way and one the other, along two diagonal steps and a turn
        [heavy-cavalry] it leaps two squares along a row or column and one to the side
        [elephant] it moves any distance along a row or column
        [dragon] it moves any distance in a straight line, in any of eight directions
        [trebuchet] it moves one square diagonally onto an empty square
       *[scorpion] it moves one square along a row or column onto an empty square
    }
fortaleza-error-not-in-reserve = there is no { $unit } in your Reserve
fortaleza-error-cannot-reach = a { $unit } cannot go there: { $rule }
fortaleza-error-path-blocked = the { $unit }'s way there is blocked
fortaleza-error-no-such-prisoner = the enemy Dungeon holds none of your { $unit } units
fortaleza-error-out-of-line-trebuchet = a Trebuchet shoots along its row or column
fortaleza-error-out-of-line-scorpion = a Scorpion shoots along its diagonals
fortaleza-error-game-over = the game is over
fortaleza-error-off-board = that square is off the board
fortaleza-error-choose-first = first choose your territory and your colours
fortaleza-error-already-chosen = territory and colours are already chosen
fortaleza-error-deployment-only = that is only possible while deploying
fortaleza-error-battle-only = that is only possible once the battle has begun
fortaleza-error-build-fortress-first = build your Fortress first
fortaleza-error-fortress-built = your Fortress is already built; lift it first to build it elsewhere
fortaleza-error-fortress-outside = the Fortress and the twelve squares around it must lie inside your territory
fortaleza-error-fortress-over-mountain = the Fortress cannot be built over a Mountain
fortaleza-error-cannot-lift = the Fortress can be lifted only while none of your units is deployed
fortaleza-error-no-mountains-left = all your Mountains are already placed
fortaleza-error-mountain-outside = Mountains go inside your own territory
fortaleza-error-mountain-not-free = a Mountain needs a free land square: not water, a Fortress, another Mountain or a unit
fortaleza-error-not-on-ring = units enter the board only on the twelve squares around your Fortress
fortaleza-error-square-taken = that square is not free land
fortaleza-error-nothing-to-take-back = none of your units stands there to take back
fortaleza-error-cannot-end-deployment = to end the deployment, place all your Mountains and deploy at least one unit
fortaleza-error-no-unit-there = there is no unit on that square
fortaleza-error-not-your-unit = that unit is not yours
fortaleza-error-own-unit-there = one of your own units stands there
fortaleza-error-terrain-there = no unit can stand on water, a Mountain or a Fortress
fortaleza-error-siege-weapon-moves = siege weapons move only onto empty squares; they capture by shooting
fortaleza-error-long-range = an Archer moves two squares only to capture, over an empty land square
fortaleza-error-thick-skin = an Elephant can be taken only by a Dragon, or when another of your units also attacks its square
fortaleza-error-not-a-siege-weapon = only a Trebuchet or a Scorpion can shoot
fortaleza-error-no-enemy-there = there is no enemy unit there to hit
fortaleza-error-shot-blocked = the shot cannot get there: Mountains and Fortresses stop it, and a Scorpion's shot also stops at your own units and at the first enemy
fortaleza-error-no-skewer = a Skewer needs a second enemy one or two squares behind the first, with empty land or water between
fortaleza-error-king-threatened = that would leave your King threatened
fortaleza-error-finish-march = finish the Forced March: move another Rabble, or stop
fortaleza-error-no-march = there is no Forced March to stop
fortaleza-error-same-rabble = the Forced March moves a different Rabble
fortaleza-error-no-siege = you have no standing siege to execute
fortaleza-error-choose-rescue = choose the prisoner to free from the enemy Dungeon
fortaleza-error-no-rescue = there is no prisoner to free now
fortaleza-error-choose-save = the defender chooses the unit he saves from his Reserve
fortaleza-error-no-save = there is no unit to save now
fortaleza-error-save-must-be-placed = that unit can be placed on your ring: a saved unit stays in the Reserve only when it cannot

## The rules page

fortaleza-diagram = { $unit }: { $moves }
fortaleza-keys = On the board: the arrows move the cursor, Enter acts, Esc drops a selection, H shows the help of the unit under the cursor, M picks a Mountain and 1–9, 0 a unit from the Reserve.

fortaleza-rules-help =
    FORTALEZA

    GOAL
    Take the enemy King. Either trap him on the board so that he cannot escape (checkmate), or
    besiege his Fortress until he loses everything kept inside it.

    A TURN
    One action. Move a unit, shoot with a siege weapon, bring one unit from your Reserve onto
    a free land square of your ring, or execute a siege. A unit captures by moving onto an enemy;
    captured units go to the captor's Dungeon.
    Before the first turn both players deploy their armies (DEPLOYMENT, below).

    BOARD
    12 × 12 squares. The South territory is rows 1–6, the North rows 7–12. Some squares are
    water. No unit ever stands on water, a Mountain or a Fortress.

    ARMIES
    Each player has a King, 4 Rabble, 2 Lancers, 2 Archers, a Light Cavalry, a Heavy
    Cavalry, 2 Elephants, a Dragon, a Trebuchet and a Scorpion (16 units), plus 3 Mountains and a
    Fortress.

    DEPLOYMENT
    The first player chooses his territory and his colours (Red & Gold or Black &
    Silver); the other player gets the rest. He then builds his Fortress, a 2 × 2 block that may
    stand on water; it and the twelve squares around it (its Exit Ring) must fit inside his
    territory. While none of his units is out he may lift it and build it again. Then he places
    his 3 Mountains anywhere on free land in his territory (ring squares too) and brings units from
    his Reserve onto the free land squares of his ring; units may be taken back. Units that do not
    come out wait in the Reserve, inside the Fortress. He finishes by selecting his Fortress, which
    needs every Mountain placed and at least one unit out. His army is then hidden and the second
    player deploys the same way, without seeing it. When both are done, everything is shown and the
    first player moves first.

    THE UNITS
    In each diagram the unit stands on e4 beside a friendly Rabble (c4), two enemy Rabbles (g4, g6),
    a Mountain (e2) and the water of e6, f6 and g7. Green squares: where it can go (a red edge: a
    capture or a shot). Crossed red squares: what stops it.
      - King: one square any way. Never onto a threatened square.
    @king
      - Rabble: one square along a row or column. Forced March: after a Rabble moves, another Rabble
        may move in the same turn, or you stop there.
    @rabble
      - Lancer: one square along a row or column. Relay: moving onto one of your units swaps them.
    @lancer
      - Archer: one square diagonally; two diagonally to capture, over an empty land square.
    @archer
      - Light Cavalry: two diagonal steps and one diagonal step to the side; jumps over any unit but
        not over water, Mountains or Fortresses.
    @light-cavalry
      - Heavy Cavalry: two steps along a row or column and one to the side; passes through its own
        units but not enemies, water, Mountains or Fortresses.
    @heavy-cavalry
      - Elephant: any distance along a row or column, stopped by everything. Thick Skin: it can only
        be taken by a Dragon, or by an attacker when another unit of the same side also attacks its
        square. This holds against shots too.
    @elephant
      - Dragon: any distance in any of the eight directions, flying over water and Mountains (it
        never lands on them); stopped by units and Fortresses. It takes Elephants on its own.
    @dragon
      - Trebuchet: moves one square diagonally onto an empty square, or shoots along its row or
        column at any range, over units and water, at any enemy before the first Mountain or
        Fortress.
    @trebuchet
      - Scorpion: moves one square along a row or column onto an empty square, or shoots diagonally
        at any range over water, stopped by your own units, Mountains and Fortresses, hitting the
        first enemy. Skewer: if a second enemy stands one or two squares behind the first (with only
        empty land or water between), it may take both at once.
    @scorpion
    Siege weapons never capture by moving, and a turn is either a move or a shot.

    THREATS
    A square is threatened when an enemy unit could capture there with its next action.
    No action may leave your own King threatened (in a Forced March, after each Rabble). If you
    cannot act at all, you lose when your King is threatened (checkmate) and the game is drawn
    otherwise. A King kept in the Reserve cannot be threatened, but sieges put him at risk.

    SIEGES
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

    DRAWS
    The same position for the third time, or 100 actions in a row without a capture, a
    deployment or a siege execution.

    FOG OF WAR
    The second player deploys blind, so a King may start the battle exposed to the
    first player's opening capture.
## What acting on a target does (a board cell's name for screen readers)

fortaleza-target-fortress = build the Fortress here
fortaleza-target-mountain = place a Mountain here
fortaleza-target-deploy = deploy here
fortaleza-target-move = move here
fortaleza-target-capture = capture here
fortaleza-target-relay = swap with this unit
fortaleza-target-shoot = shoot here

## Why a move is good (the hint's and the review's reason: a clause after a dash, lower case)

# A unit as the object of a reason's verb ("it captures the Dragon on e7").
fortaleza-reason-unit = { $unit ->
        [king] the King
        [rabble] the Rabble
        [lancer] the Lancer
        [archer] the Archer
        [light-cavalry] the Light Cavalry
        [heavy-cavalry] the Heavy Cavalry
        [elephant] the Elephant
        [dragon] the Dragon
        [trebuchet] the Trebuchet
       *[scorpion] the Scorpion
    }
fortaleza-reason-checkmate = it checkmates the enemy King
fortaleza-reason-king-captured = it captures the enemy King and wins
fortaleza-reason-siege-wins = it wins: the enemy King is lost with his Reserve
fortaleza-reason-siege-takes = it takes the enemy's whole Reserve: { $count ->
        [one] { $count } unit
       *[other] { $count } units
    }
fortaleza-reason-siege-rescue = it frees one of your units, and the enemy loses { $count ->
        [one] { $count } unit
       *[other] { $count } units
    } of his Reserve
fortaleza-reason-siege-rescue-only = it frees one of your units from the enemy Dungeon
fortaleza-reason-break-siege = it breaks the enemy's siege of your Fortress
fortaleza-reason-capture = it captures { $unit }
fortaleza-reason-skewer = it captures { $unit } on { $square } and { $other } on { $behind }
fortaleza-reason-check = it puts the enemy King in check
fortaleza-reason-out-of-check = it takes your King out of the threat
fortaleza-reason-lay-siege = it lays a siege: { $count } of your units on the enemy Exit Ring
fortaleza-reason-escape = it takes { $unit } out of danger
fortaleza-reason-threat = it threatens { $unit } on { $square }
fortaleza-reason-ring = it reaches the enemy Exit Ring: one more unit there lays a siege
fortaleza-reason-rescue-best = it frees the most valuable of your prisoners
fortaleza-reason-save-king = it saves your King: left in the Reserve, he would be lost with it
fortaleza-reason-save-best = it saves the most valuable unit of your Reserve

## Lessons (the "Learn to play" steps: a task, why a wrong move is refused, what the right one showed)

fortaleza-lesson-why-deploy = That brings a unit out of your Reserve, which takes your whole turn; this step asks for something else.
fortaleza-lesson-why-other-unit = The unit on { $square } is not the one this step is about: use the one on { $wanted }.
fortaleza-lesson-why-other-target = That takes the unit on { $square }; the one to take here stands on { $target }.
fortaleza-lesson-why-empty-square = That lands on an empty square: to capture, end the move on the enemy on { $target }.
fortaleza-lesson-why-not-asked = That is not the action asked for: look for the one that takes the enemy on { $target }.

fortaleza-lesson-goal-title = The goal
fortaleza-lesson-goal-summary = Win by capturing the enemy King, one action per turn.
fortaleza-lesson-goal-capture-task = You win by capturing the enemy King, and each turn you take exactly one action. A unit captures by moving onto an enemy; the Elephant moves any distance along a row or column. Capture the enemy Rabble on { $to } with your Elephant on { $from }.
fortaleza-lesson-goal-capture-done = Captured: the Rabble goes to your Dungeon. That move was your whole turn; now the other player acts.
fortaleza-lesson-goal-deploy-task = Instead of moving, a turn can bring one unit out of your Reserve, which waits inside your Fortress, onto a free land square of your Exit Ring: the twelve squares around the Fortress. Bring your Dragon out.
fortaleza-lesson-goal-deploy-why-kind = That is not the Dragon: pick the Dragon in your Reserve, then a free square of your ring.
fortaleza-lesson-goal-deploy-why-move = That moves a unit already on the board; this time bring the Dragon out of your Reserve.
fortaleza-lesson-goal-deploy-done = The Dragon is on your ring, ready to fight. Units left in the Reserve cannot be captured, but a siege can take them all.
fortaleza-lesson-goal-king-task = Capturing the enemy King wins the game at once. His King stands on { $king }, within reach of one of your Elephants: find which one, and capture him.
fortaleza-lesson-goal-king-why-capture = That captures the unit on { $square }, but the King on { $king } stays, and taking him would have won.
fortaleza-lesson-goal-king-why-quiet = That captures nothing, and the King on { $king } is still there to take: follow each Elephant's row and column.
fortaleza-lesson-goal-king-done = You win: the enemy King is captured. A careful player keeps his King out of reach, so most games are won by checkmate or by a siege.

fortaleza-lesson-foot-title = Foot soldiers
fortaleza-lesson-foot-summary = The Rabble, the Lancer and the Archer: short steps, each with a trick of its own.
fortaleza-lesson-foot-march-task = A Rabble moves one square along a row or column. Forced March: after one Rabble moves, a different Rabble may move in the same turn. Move both of your Rabbles one square forward, towards the enemy.
fortaleza-lesson-foot-march-why-way = That step does not go forward: move each Rabble one square up the board.
fortaleza-lesson-foot-march-why-stop = Stopping here ends your turn with one Rabble moved; the Forced March lets the other one move too.
fortaleza-lesson-foot-march-why-unit = Only Rabbles march together: move your two Rabbles.
fortaleza-lesson-foot-march-done = Two Rabbles moved in one turn. Only Rabbles can do this, and the second is always a different one.
fortaleza-lesson-foot-relay-task = A Lancer also moves one square along a row or column. Relay: when it steps onto one of your own units, the two swap places. Move your Lancer on { $from } onto your Archer on { $to }.
fortaleza-lesson-foot-relay-why-empty = That is a plain step onto an empty square; for a Relay, step onto your Archer on { $to }.
fortaleza-lesson-foot-relay-done = They swapped places: the Lancer went forward and the Archer back. A Relay can pull a friend out of danger or bring one forward.
fortaleza-lesson-foot-archer-task = An Archer moves one square diagonally. Long Range: to capture, it may go two squares diagonally, over an empty land square. Capture the enemy Lancer on { $to } with your Archer.
fortaleza-lesson-foot-archer-why-step = That is a one-square step onto an empty square; the Lancer on { $to } is two squares away, a distance the Archer covers only to capture.
fortaleza-lesson-foot-archer-done = Captured from two squares away. Water, a Mountain or any unit on the square in between would have stopped the Archer.
fortaleza-lesson-foot-task = Use what you have learned: capture two enemy units in this single turn.
fortaleza-lesson-foot-task-why-one = That captures one unit and ends your turn; two Rabbles can capture one each in the same turn.
fortaleza-lesson-foot-task-why-step = That Rabble steps onto an empty square: it captures only by moving onto an enemy.
fortaleza-lesson-foot-task-why-stop = Stopping now wins just one unit: your other Rabble can still capture.
fortaleza-lesson-foot-task-why-else = That captures nothing: look for two Rabbles that each stand next to an enemy.
fortaleza-lesson-foot-task-done = Two units captured in one turn: the Forced March let both Rabbles strike.

fortaleza-lesson-riders-title = Cavalry and beasts
fortaleza-lesson-riders-summary = The leaping Cavalry, the flying Dragon and the Elephant's Thick Skin.
fortaleza-lesson-riders-light-task = The Light Cavalry leaps: two squares diagonally, then one more diagonal step turned to the side. It jumps over any unit, but not over water, Mountains or Fortresses. Capture the enemy Trebuchet on { $to } with your Light Cavalry on { $from }.
fortaleza-lesson-riders-light-done = It jumped over your own Rabble. Only water, a Mountain or a Fortress on its way could have stopped it.
fortaleza-lesson-riders-heavy-task = The Heavy Cavalry goes two squares along a row or column, then one to the side. It passes through your own units, but not through enemies, water, Mountains or Fortresses. Capture the enemy Scorpion on { $to } with your Heavy Cavalry on { $from }.
fortaleza-lesson-riders-heavy-done = It passed straight through your Lancer. An enemy standing there would have blocked it.
fortaleza-lesson-riders-dragon-task = The Dragon moves any distance in any of the eight directions and flies over water and Mountains, though it never lands on them. The Elephant has Thick Skin, but a Dragon captures it on its own. Capture the enemy Elephant on { $to } with your Dragon.
fortaleza-lesson-riders-dragon-done = The Dragon flew over the water and took the Elephant. Any other unit needs help against an Elephant, as the task shows.
fortaleza-lesson-riders-task = Thick Skin: apart from a Dragon, a unit may capture an Elephant only if another of your units also attacks the Elephant's square. Your Dragon is in the Reserve: capture an enemy Elephant anyway.
fortaleza-lesson-riders-task-why-quiet = That captures nothing: find the Elephant whose square two of your units attack, and take it with either of them.
fortaleza-lesson-riders-task-done = Captured, with the second unit's support. Against an Elephant, bring two units, or the Dragon.

fortaleza-lesson-shooters-title = Siege weapons
fortaleza-lesson-shooters-summary = The Trebuchet and the Scorpion never capture by moving: they shoot from afar.
fortaleza-lesson-shooters-trebuchet-task = Siege weapons capture only by shooting, and in a turn they either move or shoot. The Trebuchet shoots along its row or column at any range, over units and water, at the enemy of your choice; only Mountains and Fortresses stop it. Shoot the enemy Dragon on { $to }.
fortaleza-lesson-shooters-why-move = That only moves the weapon, and a weapon that moves cannot shoot in the same turn: shoot instead.
fortaleza-lesson-shooters-trebuchet-done = The Dragon is hit, and the Trebuchet stays where it was. Its shot flew over the Rabble to the target you chose.
fortaleza-lesson-shooters-scorpion-task = The Scorpion shoots diagonally at any range, over water, and hits the first enemy on its line; your own units block the shot. Shoot the enemy Heavy Cavalry on { $to }.
fortaleza-lesson-shooters-scorpion-done = Hit across the water. The Rabble on { $safe } was out of reach: your own Rabble blocked that line.
fortaleza-lesson-shooters-task = Skewer: if a second enemy stands one or two squares behind the first on the Scorpion's line, with only empty land or water between them, the Scorpion may take both; aim at the second one. Win two enemy units with one shot.
fortaleza-lesson-shooters-why-one = That shot takes only the unit on { $square }; the Scorpion can take two at once.
fortaleza-lesson-shooters-task-done = Two units with one shot. Enemies standing close together on a Scorpion's diagonal are a gift.

fortaleza-lesson-fog-title = Deployment in the fog
fortaleza-lesson-fog-summary = Build your Fortress, raise your Mountains and deploy an army the enemy cannot see.
fortaleza-lesson-fog-build-task = Before the battle each player builds a Fortress: a block of 2 × 2 squares. It and the twelve squares around it, its Exit Ring, must lie in your territory, the South (rows 1 to 6). Build it on any marked square.
fortaleza-lesson-fog-build-why = Build your Fortress first: pick one of the marked squares.
fortaleza-lesson-fog-build-done = Your Fortress stands. Your units will come out onto its Exit Ring; those you keep back wait inside, in the Reserve.
fortaleza-lesson-fog-mountains-task = Now place your three Mountains on free land anywhere in your territory. No unit can stand on a Mountain and only the Dragon flies over one, so they close lines of attack. Place all three.
fortaleza-lesson-fog-why-lift = That lifts your Fortress to build it elsewhere; keep it where it stands.
fortaleza-lesson-fog-mountains-why-deploy = Units come next: place your three Mountains first.
fortaleza-lesson-fog-mountains-done = Your Mountains stay for the whole game: nothing can move them.
fortaleza-lesson-fog-units-task = Bring units out of your Reserve onto free squares of your Exit Ring; while you deploy, you may take them back. The other player will not see them. Once at least one unit is out, select your Fortress to end your deployment.
fortaleza-lesson-fog-units-done = Your army is hidden now. The second player deploys without seeing it; then everything is revealed, and you move first.
fortaleza-lesson-fog-task = Now you are the second player, and the enemy army is hidden. Deploying ignores threats, so a King left in the open may be taken on the very first turn. Put your King on a square of your ring right behind your Fortress, with its walls between him and the enemy, then end your deployment.
fortaleza-lesson-fog-why-open = On { $square } no wall of your Fortress stands between your King and the enemy's side: hidden units may reach him from there.
fortaleza-lesson-fog-why-king-first = Deploy your King first; the other units can follow.
fortaleza-lesson-fog-why-king-back = That takes your King back into the Reserve; leave him behind the Fortress and end your deployment.
fortaleza-lesson-fog-task-done = Both armies are revealed and the battle begins. Behind the walls, with your Mountains closing the back row, your King is far harder to reach than in front of them.

fortaleza-lesson-checkmate-title = Check and checkmate
fortaleza-lesson-checkmate-summary = A threatened King must be saved at once; a King that cannot be saved is checkmated.
fortaleza-lesson-checkmate-escape-task = A square is threatened when an enemy unit could capture there with its next action. The Elephant on { $attacker } threatens your King, and no action may leave him threatened. Save him: step aside, block the line, or capture the attacker.
fortaleza-lesson-checkmate-escape-done = Your King is safe. The board never lets you leave your King threatened, nor step him onto a threatened square.
fortaleza-lesson-checkmate-check-task = Threatening the enemy King is called check: he must answer it at once. Put the enemy King in check with your Elephant.
fortaleza-lesson-checkmate-check-why = That leaves the enemy King unthreatened: end the Elephant's move on a row or column that leads to him with nothing in between.
fortaleza-lesson-checkmate-check-done = Check! He must step out of the line, block it or capture the attacker. If he cannot, it is checkmate.
fortaleza-lesson-checkmate-task = Checkmate is a check the enemy cannot answer: he has no legal action left, and he loses. His King is alone. Find the move that checkmates him.
fortaleza-lesson-checkmate-why-escape = That is check, but his King can still go to { $square }.
fortaleza-lesson-checkmate-why-answer = That is check, but he can still answer it.
fortaleza-lesson-checkmate-why-stalemate = That leaves him no legal action, but his King is not threatened: that is a draw, not a win.
fortaleza-lesson-checkmate-why-no-check = That does not threaten the enemy King, and a checkmate starts with a check.
fortaleza-lesson-checkmate-task-done = Checkmate: his King cannot escape, and you win the game.

fortaleza-lesson-siege-title = The siege
fortaleza-lesson-siege-summary = Two units on the enemy's Exit Ring threaten to take everything inside his Fortress.
fortaleza-lesson-siege-lay-task = If your turn ends with two or more of your units on the enemy's Exit Ring, the twelve squares around his Fortress, you lay a siege. Your Lancer already stands on his ring: bring a second unit there.
fortaleza-lesson-siege-lay-why = After that fewer than two of your units stand on his ring: no siege.
fortaleza-lesson-siege-lay-done = Siege laid. The defender has one turn to break it; if it still stands, you may execute it on your next turn.
fortaleza-lesson-siege-break-task = Two enemy units stand on your Exit Ring: his siege is laid. You have this one turn to leave fewer than two of them there, or he may execute it and take your whole Reserve, with your King inside. Break the siege.
fortaleza-lesson-siege-break-why = After that { $count } of his units still stand on your ring, and on his turn he may execute the siege: your Reserve, King and all, would be lost.
fortaleza-lesson-siege-break-done = Siege broken: with fewer than two of his units on your ring, he cannot execute it.
fortaleza-lesson-siege-execute-task = Your siege was laid last turn, and the defender did not break it. Execute it: select the enemy Fortress. Your units on his ring return to your Reserve, and everything in his Reserve goes to your Dungeon.
fortaleza-lesson-siege-execute-why = Your siege stands now: select the enemy Fortress to execute it. Anything else gives him time to break it.
fortaleza-lesson-siege-execute-done = His whole Reserve went to your Dungeon, and his King was in it: you win. Had his Dungeon held any of your units, you would first have freed one, and he would have saved one unit.
fortaleza-lesson-siege-task = Three enemy units stand on your Exit Ring. One capture is not enough: fewer than two must remain when your turn ends. Break the siege.
fortaleza-lesson-siege-task-done = Two captures in one turn, thanks to the Forced March: one enemy unit is left on your ring, and the siege is broken.
