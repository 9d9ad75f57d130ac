# Fortaleza: every word of this game. Keys start with "fortaleza-". See docs/i18n.md.

fortaleza-tagline = Siege chess for two: build a Fortress, deploy your army in the fog of war, then checkmate the King or starve his Fortress.
fortaleza-seat-first = First player
fortaleza-seat-second = Second player

## New-game options

fortaleza-opt-note = Fortaleza has no variants: two players. The first player chooses his territory and colours in the game, then builds and deploys in secret; the second deploys blind.
