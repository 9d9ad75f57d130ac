# Torres: alle Wörter dieses Spiels. Schlüssel beginnen mit „torres-“.

torres-tagline = Baut gemeinsam Burgen, erklimmt sie mit euren Rittern und punktet mit der Höhe – 2 bis 4 Spieler.

## Optionen für eine neue Partie

torres-opt-cards = Aktionskarten
torres-opt-cards-personal = Eigener Stapel (3 ansehen, 1 behalten)
torres-opt-cards-common = Gemeinsamer Stapel (oberste Karte ziehen)
torres-opt-cards-off = Ohne (Einführungsspiel)
torres-opt-master = Meister-Version (Spieler setzen die Fundamente, volle Kartenhand, eine Meisterkarte)
torres-opt-master-card = Meisterkarte
torres-opt-master-card-random = Zufällig gezogen
