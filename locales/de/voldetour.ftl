# Voldétour: alle Wörter dieses Spiels. Schlüssel beginnen mit „voldetour-“.

voldetour-tagline = Baut eine Straße aus Blöcken und Treppen durch die Luft und führt euren Lord auf den gegnerischen Turm – 2 oder 4 Spieler.
voldetour-seat-black = Schwarz
voldetour-seat-white = Weiß
voldetour-seat-red = Rot
voldetour-seat-green = Grün

## Optionen für eine neue Partie

voldetour-opt-note = Voldétour hat keine Varianten. Wählt 2 Spieler oder 4 für die Erweiterung: Die Türme stehen auf b2, b9, i9 und i2, und jeder Lord eilt zum Turm, der seinem eigenen diagonal gegenüberliegt.
