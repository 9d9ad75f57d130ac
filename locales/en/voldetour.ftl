# Voldétour: every word of this game. Keys start with "voldetour-". See docs/i18n.md.

voldetour-tagline = Build a road of Blocks and Stairs through the air and walk your Lord onto the enemy Tower — 2 or 4 players.
voldetour-seat-black = Black
voldetour-seat-white = White
voldetour-seat-red = Red
voldetour-seat-green = Green

## New-game options

voldetour-opt-note = Voldétour has no variants. Choose 2 players, or 4 for the extension: the Towers stand on b2, b9, i9 and i2, and each Lord races to the Tower diagonally opposite his own.
