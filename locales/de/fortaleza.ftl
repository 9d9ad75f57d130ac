# Fortaleza: alle Wörter dieses Spiels. Schlüssel beginnen mit „fortaleza-“.

fortaleza-tagline = Belagerungsschach zu zweit: Baue eine Festung, stelle deine Armee im Nebel des Krieges auf und setze den König matt oder hungere seine Festung aus.
fortaleza-seat-first = Erster Spieler
fortaleza-seat-second = Zweiter Spieler

## Optionen für eine neue Partie

fortaleza-opt-note = Fortaleza hat keine Varianten: zwei Spieler. Der erste Spieler wählt im Spiel sein Gebiet und seine Farben, baut dann und stellt verdeckt auf; der zweite stellt blind auf.
