# Castellan's own screens (the shell). Each game's words are in its own file (<game>.ftl).
# Keys are named after the screen they appear on. See docs/i18n.md.

## Top bar, language, notices

app-home = Home
app-language = Language
app-dismiss = Dismiss
app-language-failed = { $language } could not be loaded, so Castellan stays in English. Check the connection and choose the language again.
app-texts-failed = Some of Castellan's texts could not be loaded, so parts of the screen show their internal names. Check the connection and reload the page.
app-link-opened = Opened a shared game. It is now a local game you can continue.
app-link-opened-existing = This link is a game you already have here: it opens where the link points, and goes on in the same saved game.
app-shared-title = { $title } · shared
app-player = Player { $number }

## Seat colours

colour-red = Red
colour-blue = Blue
colour-yellow = Yellow
colour-green = Green

## Bot levels

level-easy = Easy
level-normal = Normal
level-hard = Hard

## Home

home-title = Play
home-saved-games = Saved games
home-continue = Continue: { $title }
home-review = Review: { $title }
home-picture = { $game } board
home-tagline-torres = Raise castles, climb them with your knights, and score the heights — 2 to 4 players.
home-tagline-torri = Jump, capture and stack towers, then bring your prisoners home — 2 to 4 players.
home-tagline-voldetour = Build a road of Blocks and Stairs through the air and walk your Lord onto the enemy Tower — 2 or 4 players.
home-tagline-fortaleza = Siege chess for two: build a Fortress, deploy your army in the fog of war, then checkmate the King or starve his Fortress.
home-new-game = New game
home-how-to-play = How to play
home-new-game-of = New game of { $game }
home-how-to-play-of = How to play { $game }
home-learn = Learn to play
home-learn-of = Learn to play { $game }
home-footnote = Everything runs in your browser and keeps working offline. Games are saved on this device.

## New game

new-game-title = New game of { $game }
new-game-back = Back
new-game-players = Players
new-game-player-count = Number of players
new-game-seat-name = Name of seat { $seat }
new-game-seat-kind = Who plays seat { $seat }
new-game-human = Human
new-game-bot-easy = Bot · Easy
new-game-bot-normal = Bot · Normal
new-game-bot-hard = Bot · Hard
new-game-you = You
new-game-bot-name = Bot ({ $colour })
new-game-variants = Variants
new-game-seed = Seed
new-game-seed-random = random
new-game-seed-help-cards = The same seed and the same moves always deal the same cards.
new-game-seed-help-dice = The same seed and the same moves always roll the same dice.
new-game-seed-help-bots = Nothing in this game is left to luck: the seed only decides which of several equally good choices the bots make.
new-game-start = Start
new-game-game-title = { $game } · { $players }
new-game-versus = vs

## Game screen

play-no-game = No game in progress.
play-share = Share
play-share-title = Copy a link to this game
play-rules = Rules
play-rules-title = { $input ->
    [touch] Rules
   *[mouse] Rules (?)
}

play-thinking = Thinking…
play-first = First position
play-first-title = { $input ->
    [touch] First position
   *[mouse] First position (Home)
}
play-back = Back
play-back-title = { $input ->
    [touch] Back
   *[mouse] Back (←)
}
play-forward = Forward
play-forward-title = { $input ->
    [touch] Forward
   *[mouse] Forward (→)
}
play-live = Live position
play-live-title = { $input ->
    [touch] Live position
   *[mouse] Live position (End)
}
play-undo = Undo
play-undo-title = { $input ->
    [touch] Undo
   *[mouse] Undo (Ctrl+Z)
}
play-redo = Redo
play-redo-title = { $input ->
    [touch] Redo
   *[mouse] Redo (Ctrl+Y)
}
play-undo-title-many = { $count ->
    [one] Undo: back to your turn, taking back { $count } action
   *[other] Undo: back to your turn, taking back { $count } actions
}
play-undo-refused-history = You are looking at an earlier position: go to the current one to take a move back.
play-undo-refused-nothing = There is nothing of yours to take back yet.
play-undo-refused-over = The game is over: its moves stay as they were played.
play-undo-refused-bot-revealed = The reply to your turn showed everyone a roll or hidden pieces, so your turn stays.
play-undo-refused-seen = What you rolled or drew stays: you have seen it.
play-undo-refused-turn-passed = That turn is over: it has passed to the next player.
play-undo-refused-bot-turn = Taking back now would leave a bot to move again at once.
play-redo-title-many = { $count ->
    [one] Redo: replays { $count } action taken back
   *[other] Redo: replays the { $count } actions taken back
}
play-hint = Hint
play-hint-title = Suggest a move
# The suggested action in words (its log line), shown under the turn buttons and read aloud.
play-hint-text = Hint: { $move }
# The hint with why its move is good ($reason: a clause of the game's file, "it captures the red tower of 3").
play-hint-text-why = Hint: { $move } — { $reason }
play-resign = Resign
play-resign-title = Give up this game
play-resign-heading = { $you ->
    [yes] Resign this game?
   *[no] Resign the game for { $name }?
}
play-resign-text-two = The game ends now, and { $name } wins.
play-resign-text-ranked = The game ends now: the other players are ranked by their score as it stands, and the best wins.
play-resign-text-shared = The game ends now, and the other players share the win.
play-resign-confirm = Resign
play-resign-cancel = Keep playing
play-pause = Pause
play-resume = Resume
play-bot-speed = Bot speed
play-speed-slow = Slow
play-speed-normal = Normal
play-speed-fast = Fast
play-speed-instant = Instant
play-animations = Animations
play-log = Moves played
play-announce = { $player }: { $move }
# Before the actions of a turn of several, listed one by one.
play-turn-by = { $player }:
play-no-moves-yet = No moves yet.
play-announce-undone = { $you ->
    [yes] { $count ->
            [one] { $count } action taken back. Your turn.
           *[other] { $count } actions taken back. Your turn.
        }
   *[no] { $count ->
            [one] { $count } action taken back. { $player } to play.
           *[other] { $count } actions taken back. { $player } to play.
        }
}
play-announce-redone = { $count ->
    [one] { $count } action played again.
   *[other] { $count } actions played again.
}
play-share-heading = Share this game
play-share-link = Link to this game
play-share-text = Anyone who opens this link sees exactly this game and can play it on from here. It was copied to your clipboard.
play-share-done = Done
play-handover-title = { $you ->
    [yes] Your turn: take the device
   *[no] Pass the device to { $name }
}
play-handover-text = The board stays hidden until the next player has the device.
play-handover-ready = { $you ->
    [yes] It is me: show my turn
   *[no] I am { $name }: show my turn
}

## End of the game

end-draw = The game is drawn.
end-you-win = You win!
end-winner = { $name } wins!
end-shared-win = Shared win: { $names }
end-resigned = { $you ->
    [yes] You resigned.
   *[no] { $name } resigned.
}
end-resigned-many = Resigned: { $names }.
end-bots-resigned = The bots resigned: they could no longer win.
end-review = See the board
end-review-bot = Review with the bot
end-new-game = New game
end-home = Home
end-kept = The finished game stays in Saved games.
chart-label = Scores over the game
chart-moves = moves

## Reviewing a finished game with the bot

review-heading = Review with the bot
review-intro = The bot looks again at every decision of one player, knowing only what that player knew then, and marks the ones that gave away the most of their chance of winning.
review-player = Player
review-start = Find the mistakes
review-again = Review again
review-progress = Decision { $done } of { $total }
review-cancel = Stop
review-stopped = Stopped after { $done } of { $total } decisions.
review-none = This player had no decision to review.
review-clean = No inaccuracy, mistake or blunder: well played!
review-count-blunder = { $count ->
    [one] 1 blunder
   *[other] { $count } blunders
}
review-count-mistake = { $count ->
    [one] 1 mistake
   *[other] { $count } mistakes
}
review-count-inaccuracy = { $count ->
    [one] 1 inaccuracy
   *[other] { $count } inaccuracies
}
review-blunder = Blunder
review-mistake = Mistake
review-inaccuracy = Inaccuracy
review-marked = Marked decisions
review-chart = { $name }'s chance of winning after each decision
review-percent = { $value }%
review-cost-blunder = Blunder: this left a { $after }% chance of winning, where the better move kept { $before }%.
review-cost-mistake = Mistake: this left a { $after }% chance of winning, where the better move kept { $before }%.
review-cost-inaccuracy = Inaccuracy: this left a { $after }% chance of winning, where the better move kept { $before }%.
review-better = Better: { $move }.
review-better-why = Better: { $move } — { $reason }.
review-fine = A good decision: the bot found nothing clearly better ({ $value }% chance of winning).

## Saved games

saves-title = Saved games
saves-back = Back
saves-empty = No saved games yet. Every game you play is saved here automatically.
saves-summary = { $moves ->
    [one] { $game } · { $moves } move · { $players }
   *[other] { $game } · { $moves } moves · { $players }
}
saves-last-played = Last played { $date }
# A saved game as its buttons name it: its title and when it was last played (titles repeat).
saves-entry-name = { $title } ({ $date })
saves-resume = Resume
saves-review = Review
saves-new-name = New name
saves-rename = Rename
saves-delete = Delete
saves-other-version = Made by another version
saves-damaged = Damaged save
saves-damaged-game = Damaged save: { $game }
saves-other-version-text = This game cannot be replayed here: { $reason }.
saves-damaged-text = This entry cannot be read: { $reason }.
saves-kept = Its data is kept as it is; you can export it.
saves-export = Export
saves-resume-named = Resume “{ $title }”
saves-review-named = Review “{ $title }”
saves-rename-named = Rename “{ $title }”
saves-delete-named = Delete “{ $title }”
saves-export-named = Export “{ $title }”
# How a finished game ended, in the saved-games list and on the home screen.
result-you-won = Finished: you won.
result-winner = Finished: { $name } won.
result-winners = Finished: { $names } shared the win.
result-draw = Finished: a draw.
result-score = Final score: { $scores }.
result-score-entry = { $name } { $score }

## Rules help (around each game's own text)

rules-title = How to play { $game }
rules-back = Back
rules-keys = CONTROLS
rules-keys-history = ← / → step through the game, Home / End jump to the start or the live position.
rules-keys-undo = Ctrl+Z undoes your last action this turn (never a die roll or a card you saw); against bots, once your turn is over, it takes back that turn together with the bots' replies in one step. Ctrl+Y redoes.
rules-keys-help = ? opens these rules.
board-zoom = Zoom
board-zoom-in = { $input ->
    [touch] Zoom in
   *[mouse] Zoom in (+)
}
board-zoom-out = { $input ->
    [touch] Zoom out
   *[mouse] Zoom out (−)
}
board-zoom-reset = { $input ->
    [touch] Whole board
   *[mouse] Whole board (0)
}
rules-keys-zoom = In a 3-D view, + and − zoom in and out, 0 shows the whole board again.
rules-keys-targets = On a board, A says where you can act now (with a screen reader: the squares to act on, listed when there are few).
rules-keys-touch = On a touch screen: tap a piece, then tap where it goes; hold a finger on a square to see what stands there without playing; pinch a 3-D view to zoom, and once zoomed drag with one finger to move about.
rules-keys-touch-flat = On a touch screen: tap a piece, then tap where it goes; hold a finger on a square to see what stands there without playing.

## Problems reported to the player

app-error-bot-move = The bot's move was refused: { $reason }.
app-error-nothing-to-undo = Nothing to undo in this turn.
app-error-nothing-to-redo = Nothing to redo.
app-error-game-changed = The game changed meanwhile; nothing was played.
app-error-resume = Your last game could not be resumed. { $reason } It is kept under Saved games, where you can export it.
app-error-rename = The game could not be renamed. { $reason }
app-error-link = { $reason } Your saved games are untouched.
app-error-bad-seed = The seed must be a whole number (or left empty for a random game).
app-error-options = These options cannot start a game: { $reason }.
app-error-export = The browser would not prepare the file for download.
app-error-crashed = Castellan stopped on an error last time, so your game was not resumed. It is kept under Saved games.
app-error-bot-unavailable = The bots could not be started, so no bot can move or give a hint now. Check the connection and reload the page; the game is kept.

storage-full = Browser storage is full, so this game is not being saved. Play goes on; delete old saved games to free space.
storage-unavailable = This browser does not allow saving games, so progress is not kept.
storage-missing = This saved game no longer exists.
storage-damaged = This saved game cannot be opened: { $reason }.

# Rules, replays and saves: these follow a colon, so they start in lower case.
error-game-over = the game is already over
error-no-such-choice = there is no legal action number { $number } (only { $choices })
error-wrong-game = this action belongs to another game
replay-past-the-end = the moves go on after the end of the game
replay-illegal = a move breaks the rules ({ $rule })
replay-bad-index = the moves no longer fit the game (move { $move })
replay-truncated = the moves break off (move { $move })
replay-trailing-data = something follows the last move
replay-bad-resignation = the recorded resignation is not possible
replay-unsettled = the roll is not settled (move { $move })
replay-not-dealt = the cards of this game cannot be dealt as its record says
load-unreadable-options = the game options cannot be read ({ $problem })
load-options = invalid game options: { $reason }
load-older-rules = it was made under an older version of the { $game } rules (version { $made }; this app plays version { $current }), so it cannot be replayed exactly
load-newer-rules = it was made under a newer version of the { $game } rules (version { $made }; this app plays version { $current }): update the app to open it
save-unreadable = the saved data is damaged ({ $problem })
save-unreadable-game = the saved data is damaged ({ $game }: { $problem })
data-garbled = the text is garbled at line { $line }, character { $column }
data-cut-short = the text breaks off at line { $line }, character { $column }
data-wrong-content = something is missing or wrong at line { $line }, character { $column }
data-write-failed = The game could not be written down, so this could not be done (an internal error). The game goes on as it was.
options-player-count = the game is for { $needed } players, not { $players }
options-player-range = the game is for { $min } to { $max } players, not { $players }
options-player-choice = the game is for { $one } or { $other } players, not { $players }
options-height-limit-too-low = the height limit must be at least { $min } (not { $limit })
options-free-carry-too-low = the free-carry height must be at least { $min } (not { $height })
options-master-needs-own-decks = the master version is played with each player's own ten cards
options-master-card-without-master = a master card needs the master version
options-master-card-range = master cards are numbered { $min } to { $max } (not { $card })
options-rules-version = rules version { $version } is not supported
save-unknown-format = saved by an unknown format version { $version }
save-unknown-game = unknown game “{ $game }”
save-seat-count = { $recorded ->
    [one] { $recorded } seat recorded for a { $needed }-player game
   *[other] { $recorded } seats recorded for a { $needed }-player game
}

## Share links

link-not-a-game = This link does not contain a game.
link-missing = This game link is incomplete (missing: { $field }).
link-unknown-game = This link is for a game we do not know (“{ $game }”).
link-other-version = This link was made by a different version of Castellan (link format { $version }).
link-damaged-field = This game link is damaged ({ $field }: { $problem }).
link-altered = This game link was cut short or altered, so it cannot be trusted.
link-other-rules = This game link cannot be opened: { $reason }.
link-illegal-moves = This game link cannot be opened: { $reason }.
link-damaged = This game link is damaged: { $reason }.
link-field-game = game name
link-field-format = format version
link-field-rules = rules version
link-field-seed = random seed
link-field-options = game options
link-field-count = move count
link-field-actions = move list
link-field-check = check code
link-field-ply = position number
link-field-seats = players
link-field-id = game id
link-field-owners = devices
link-field-commitments = commitments
link-field-reveals = reveals
link-field-pending = move left to the other device
link-field-dice = dice shares
link-field-roll = roll request
link-field-decks = card decks
link-field-resigned = resignation
link-field-sender = sending device
link-problem-not-a-number = not a number
link-problem-not-base64 = not valid base64
link-problem-not-text = not text
link-problem-too-large = implausibly large
link-problem-past-the-end = points past the last move
link-problem-not-players = not a list of players
link-problem-player-count = not one player for each seat
link-problem-player-name = a name is empty, too long or not plain text
link-problem-player-kind = an unknown kind of player

## The page outside the app (tab title, description)

app-page-title-home = Castellan — tower and castle games
app-page-title = { $screen } — Castellan
app-page-description = Tower and castle board games in your browser: play friends on one device or a local bot, fully offline.

## Boards, for screen readers: a cell's name and the targets said in the live region

board-cell-action = { $cell } — { $action }
board-cell-target = { $cell } — you can act here
board-cell-pick = { $cell } — you can select this
board-targets = { $count ->
    [one] { $count } square to act on: { $squares }.
   *[other] { $count } squares to act on: { $squares }.
}
board-targets-many = { $count ->
    [one] { $count } square to act on; move the cursor to hear it.
   *[other] { $count } squares to act on; move the cursor to hear them.
}
board-picks = { $count ->
    [one] { $count } square to select from: { $squares }.
   *[other] { $count } squares to select from: { $squares }.
}
board-picks-many = { $count ->
    [one] { $count } square to select from; move the cursor to hear it.
   *[other] { $count } squares to select from; move the cursor to hear them.
}
board-targets-none = Nothing to do on the board now.

## Play a friend by link (each device plays its own seats; links carry the moves)

remote-limit-cards = Torres with one common deck cannot be played by link: nobody owns that deck, so nobody could keep its order secret. Choose each player’s own deck, no action cards, or the master version to play by link.
remote-different-game = This link is for a game other than the one this device plays under the same id.
remote-older = This is an older link of this game: this device already has every move in it.
remote-nothing-new = This device already has every move in this link.
remote-rewritten = The moves in this link differ from the ones this device already has: a game's history cannot be changed.
remote-foreign-moves = This link holds moves for seat { $seat }, which is played on this device.
remote-seat-taken = Seat { $seat } of this game is already played on another device.
remote-not-offered = This game cannot be played by link.
remote-unsettled = This link holds a die roll without the shares that settle it: ask for the latest link of this game.
remote-own-link = This is the link this device sent: it brings nothing from your friend. Wait for their link.
remote-unknown-sender = This link comes from a device that plays no seat in this game, so it is not used.
remote-bad-commitment = This link hides moves it has no right to hide, so it is not used.
remote-cannot-hide = No link can be written that keeps your hidden moves hidden, so none is sent.

## Play a friend by link

# A seat's kind in the new-game dialog: a friend who plays on their own device, by links.
new-game-friend = Friend · by link
# Beside a friend's name among the players: that seat is played on another device.
play-by-link = by link
app-error-not-your-turn-by-link = It is not your move: this game waits for your friend's link.
app-error-no-secure-random = This browser cannot make the secret numbers a game by link needs, so games by link cannot be played in it.
app-error-by-link-needs-you = A game by link needs a player at this device: make one seat “Human”.
play-undo-refused-by-link = Your friend's device may already have that move: in a game by link only the turn you are playing can be taken back.
link-your-turn = Your move. When your turn is over, this game gives you a link to send to { $name }.
link-send-move = Your turn is done. Send this link to { $name }.
link-send-invite = Send this link to { $name } to invite them to this game.
link-send-end = The game is over. Send this last link so that { $name } sees the end.
link-send-roll = Your roll needs { $name }'s part of the dice: send this link, then open the one that comes back to roll.
link-send-share = { $name } is rolling: send this link back so that the dice can be thrown.
link-send-card = Your card needs { $name }'s part of your deck: send this link, then open the one that comes back to take it.
link-send-deck = { $name } is taking a card: send this link back so that their deck can be dealt.
link-send-complete = Send this link to { $name }: their device completes your move, which depends on what only they can see.
link-waiting = Waiting for { $name }'s move. When their link comes, open it: tap it, or paste it here.
link-forfeited = { $name }'s link did not keep to a move they had promised: { $name } forfeits, and the game is over.
link-ended = The game is over, and its last link has gone to { $name }.
link-forfeit = { $name }'s link broke the rules of a game by link (a hidden move or a die that does not match what was promised): { $name } forfeits.
link-received = { $count ->
    [0] { $name }'s link is in.
    [one] { $name }'s link is in: one new move.
   *[other] { $name }'s link is in: { $count } new moves.
}
link-send = Send link
link-send-again = Send the link again
link-copied = The link is copied: paste it into a message to your friend.
link-url = Link to send
link-paste = Your friend's link
link-open = Open
link-join-heading = { $name } invites you to play { $game }
link-join-you = You
link-join-open = Open seat
link-join-bot = { $name } · bot, { $level }
link-join-text = You play by sending links: after each of your turns the game gives you a link to send to your friend, and you open the link they send back to go on. The game is kept on this device.
link-join-name = Your name
link-join = Join the game
link-join-later = Not now
saves-link-your-turn = Your move
saves-link-send = Your link is still to be sent
saves-link-waiting = Waiting for { $name }'s link
saves-link-forfeited = { $name } forfeited
saves-link-ended = Its last link has been sent

## Lessons ("Learn to play")

lessons-title = Learn { $game }
lessons-intro = Short lessons on the real board. Make the move each step asks for: a wrong one is not played and you are told why, and “Show me” shows the right one. Each lesson ends with a small task.
lessons-done = Done
lesson-title = Lesson { $number }: { $title }
lesson-step = Step { $step } of { $steps }
lesson-final-task = Your task
lesson-show = Show me
lesson-again = Start the step again
lesson-next-step = Next step
lesson-next = Next lesson
lesson-all = All lessons
lesson-complete = Lesson complete. It is marked as done on this device.
