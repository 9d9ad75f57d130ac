# Torres: every word of this game. Keys start with "torres-". See docs/i18n.md.

torres-tagline = Raise castles, climb them with your knights, and score the heights — 2 to 4 players.

## New-game options

torres-opt-cards = Action cards
torres-opt-cards-personal = Personal deck (look at 3, keep 1)
torres-opt-cards-common = Common deck (draw the top card)
torres-opt-cards-off = Off (introductory game)
torres-opt-master = Master version (players place the foundations, full hands, a master card)
torres-opt-master-card = Master card
torres-opt-master-card-random = Drawn at random
