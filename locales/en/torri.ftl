# Torri: every word of this game. Keys start with "torri-". See docs/i18n.md.

torri-tagline = Jump, capture and stack towers, then bring your prisoners home — 2 to 4 players.

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
