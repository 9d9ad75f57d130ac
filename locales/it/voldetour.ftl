# Voldétour: tutte le parole di questo gioco. Le chiavi iniziano con «voldetour-».

voldetour-tagline = Costruisci una strada di Blocchi e Scale nell'aria e porta il tuo Signore sulla Torre nemica: 2 o 4 giocatori.
voldetour-seat-black = Nero
voldetour-seat-white = Bianco
voldetour-seat-red = Rosso
voldetour-seat-green = Verde

## Opzioni della nuova partita

voldetour-opt-note = Voldétour non ha varianti. Scegli 2 giocatori, o 4 per l'espansione: le Torri sono in b2, b9, i9 e i2, e ogni Signore corre verso la Torre diagonalmente opposta alla propria.
