# Fortaleza: alle Wörter dieses Spiels. Schlüssel beginnen mit „fortaleza-“.

fortaleza-seat-first = Erster Spieler
fortaleza-seat-second = Zweiter Spieler

## Optionen für eine neue Partie

fortaleza-opt-note = Fortaleza hat keine Varianten: zwei Spieler. Der erste Spieler wählt im Spiel sein Gebiet und seine Farben, baut dann und stellt verdeckt auf; der zweite stellt blind auf.

## Die Wörter des Spiels

fortaleza-unit = { $unit ->
        [king] König
        [rabble] Pöbel
        [lancer] Lanzenträger
        [archer] Bogenschütze
        [light-cavalry] Leichte Kavallerie
        [heavy-cavalry] Schwere Kavallerie
        [elephant] Elefant
        [dragon] Drache
        [trebuchet] Tribock
       *[scorpion] Skorpion
    }
# Der Buchstabe auf der Marke jeder Einheit, innerhalb einer Armee eindeutig (die Tasten 1–9, 0 wählen nach Position, welcher Buchstabe es auch ist).
fortaleza-letter = { $unit ->
        [king] K
        [rabble] P
        [lancer] L
        [archer] B
        [light-cavalry] C
        [heavy-cavalry] H
        [elephant] E
        [dragon] D
        [trebuchet] T
       *[scorpion] S
    }
# Das Zeichen der Farben jeder Armee in der Spielerliste, im Protokoll und im Ergebnis (R: Rot & Gold, S: Schwarz & Silber).
fortaleza-army-letter = { $colours ->
        [red-gold] R
       *[black-silver] S
    }
fortaleza-colours = { $colours ->
        [red-gold] Rot & Gold
       *[black-silver] Schwarz & Silber
    }
fortaleza-territory = { $territory ->
        [south] Süden
       *[north] Norden
    }
fortaleza-unit-of = { $unit } ({ $colours })
fortaleza-player = Spieler { $number }
fortaleza-army-title = { $player } · { $colours } · { $territory }

## Das Brett und seine Felder

fortaleza-board-label = Fortaleza-Brett
fortaleza-square-unit = { $unit }
fortaleza-square-unit-on-enemy-ring = { $unit } (auf dem gegnerischen Ausgangsring)
fortaleza-square-water = Wasser
fortaleza-square-mountain = Berg
fortaleza-square-fortress = Festung ({ $colours })
fortaleza-square-land = leeres Land
fortaleza-square-ring = Ausgangsring ({ $colours })
fortaleza-square-territory = Gebiet ({ $colours })
fortaleza-handover-text = Das Spielbrett bleibt verdeckt, damit niemand sonst sieht, wie sich deine Armee aufstellt.
fortaleza-end-over = Die Partie ist vorbei.
fortaleza-end-checkmate = Schachmatt: { $loser } kann nicht entkommen. { $you ->
        [yes] Du gewinnst.
       *[no] { $winner } gewinnt.
    }
fortaleza-end-king-taken = Der König von { $loser } ist geschlagen. { $you ->
        [yes] Du gewinnst.
       *[no] { $winner } gewinnt.
    }
fortaleza-end-stalemate = Der Spieler am Zug hat keine erlaubte Aktion und sein König ist sicher: unentschieden.
fortaleza-end-stalemate-player = { $you ->
        [yes] Du hast keine erlaubte Aktion und dein König ist sicher: unentschieden.
       *[no] { $player } hat keine erlaubte Aktion und sein König ist sicher: unentschieden.
    }
fortaleza-end-repetition = Dieselbe Stellung kam zum dritten Mal vor: unentschieden.
fortaleza-end-no-progress = 100 Aktionen ohne Schlagen, Aufstellen oder Belagerung: unentschieden.
fortaleza-prompt-build = { $input ->
    [touch] Baue deine Festung: Tippe auf ein markiertes Feld (ihre linke untere Ecke). Sie und ihr Ausgangsring müssen im { $territory } liegen.
   *[mouse] Baue deine Festung: Klicke auf ein markiertes Feld (ihre linke untere Ecke). Sie und ihr Ausgangsring müssen im { $territory } liegen.
}
fortaleza-still-mountains = Noch zu tun: { $count ->
        [one] 1 weiteren Berg
       *[other] { $count } weitere Berge
    } setzen.
fortaleza-still-unit = Noch zu tun: mindestens eine Einheit auf deinen Ausgangsring stellen.
fortaleza-still-mountains-and-unit = Noch zu tun: { $count ->
        [one] 1 weiteren Berg
       *[other] { $count } weitere Berge
    } setzen; mindestens eine Einheit auf deinen Ausgangsring stellen.
fortaleza-placing-mountain = { $input ->
    [touch] Berg setzen: Tippe auf ein markiertes Feld deines Gebiets.
   *[mouse] Berg setzen: Klicke auf ein markiertes Feld deines Gebiets.
}
fortaleza-deploying = { $input ->
    [touch] Aufstellen: { $unit }. Tippe auf ein markiertes Feld deines Ausgangsrings.
   *[mouse] Aufstellen: { $unit }. Klicke auf ein markiertes Feld deines Ausgangsrings.
}
fortaleza-click-to-end-deployment = { $input ->
    [touch] Tippe auf deine Festung, um das Aufstellen zu beenden (Einheiten in der Reserve bleiben darin).
   *[mouse] Klicke auf deine Festung, um das Aufstellen zu beenden (Einheiten in der Reserve bleiben darin).
}
fortaleza-click-to-lift = { $input ->
    [touch] Ein Tippen auf deine Festung hebt sie jetzt an, um sie woanders zu bauen.
   *[mouse] Ein Klick auf deine Festung hebt sie jetzt an, um sie woanders zu bauen.
}
fortaleza-click-to-take-back = { $input ->
    [touch] Tippe auf eine aufgestellte Einheit, um sie zurückzunehmen.
   *[mouse] Klicke auf eine aufgestellte Einheit, um sie zurückzunehmen.
}
# The deployment's sentences (what is still to do) after the seat's name.
fortaleza-prompt-deploy = { $player }: { $todo }
fortaleza-prompt-choose = { $player }: Wähle dein Gebiet und deine Farben.
fortaleza-prompt-deploys = { $you ->
    [yes] Du stellst im Nebel des Krieges auf.
   *[no] { $player } stellt im Nebel des Krieges auf.
}
fortaleza-prompt-march = { $player }: Gewaltmarsch — ziehe einen anderen Pöbel oder beende den Marsch.
fortaleza-prompt-rescue = { $player }: Die Belagerung ist vollstreckt. Befreie eine deiner Einheiten aus dem gegnerischen Kerker.
fortaleza-prompt-save = { $player }: Rette eine Einheit aus deiner Reserve — wähle sie, dann ein markiertes Feld deines Rings.
fortaleza-prompt-unit = { $input ->
    [touch] { $player }: { $unit } auf { $square } — tippe auf ein markiertes Feld.
   *[mouse] { $player }: { $unit } auf { $square } — klicke auf ein markiertes Feld.
}
fortaleza-prompt-to-play = { $you ->
    [yes] Du bist am Zug.
   *[no] { $player } ist am Zug.
}
fortaleza-prompt-to-play-live = { $input ->
    [touch] { $player }: Tippe auf eine Einheit oder stelle aus deiner Reserve auf.
   *[mouse] { $player }: Klicke auf eine Einheit oder stelle aus deiner Reserve auf.
}
fortaleza-king-threatened = Dein König ist bedroht!
fortaleza-choice = { $territory } (Reihen { $rows }), { $colours }
fortaleza-end-march = Marsch beenden
fortaleza-execute-siege = Belagerung vollstrecken
fortaleza-end-deployment = Aufstellung beenden
fortaleza-free = Befreien: { $unit }
fortaleza-save-kept = Behalten: { $unit } (kein freies Feld)
fortaleza-save = Retten: { $unit }
fortaleza-siege-yours = { $input ->
    [touch] Deine Belagerung steht ({ $count ->
            [one] 1 Einheit
           *[other] { $count } Einheiten
        } auf dem gegnerischen Ausgangsring): Tippe auf die gegnerische Festung oder auf „Belagerung vollstrecken“.
   *[mouse] Deine Belagerung steht ({ $count ->
            [one] 1 Einheit
           *[other] { $count } Einheiten
        } auf dem gegnerischen Ausgangsring): Klicke auf die gegnerische Festung oder auf „Belagerung vollstrecken“.
}
fortaleza-siege-theirs = { $you ->
    [yes] Du belagerst die gegnerische Festung von { $squares } aus.
   *[no] { $player } belagert deine Festung von { $squares } aus: Brich die Belagerung in diesem Zug (lass weniger als 2 davon auf deinem Ring).
}
fortaleza-help-squares-shown = Grün: wohin sie kann (roter Rand: Schlagen oder Schuss); rot durchgestrichen: was sie aufhält.
fortaleza-help-keep-still = { $input ->
    [touch] Lass den Finger 3 s darauf, um ihre Felder zu sehen.
   *[mouse] 3 s stillhalten (oder nochmals H drücken), um ihre Felder zu sehen.
}
fortaleza-help-idle = { $input ->
    [touch] Halte einen Finger auf einer Einheit für ihre Hilfe; nach 3 s erscheinen ihre Felder.
   *[mouse] Lass den Zeiger 1 s auf einer Einheit ruhen (langes Drücken auf dem Touchscreen, H am Tastatur-Cursor) für ihre Hilfe; nach 3 s erscheinen ihre Felder.
}
fortaleza-reserve = Reserve
fortaleza-dungeon = Kerker
fortaleza-reserve-hidden = verborgen im Nebel des Krieges
fortaleza-reserve-unit-title = { $input ->
    [touch] { $unit } in der Reserve
   *[mouse] { $unit } in der Reserve (Taste { $key })
}
fortaleza-mountains-title = { $input ->
    [touch] Zu setzende Berge
   *[mouse] Zu setzende Berge (Taste M)
}
fortaleza-mountains = Berg ×{ $count }
fortaleza-dungeon-empty = leer
fortaleza-prisoner-free-title = Diesen Gefangenen befreien
fortaleza-prisoner-held-title = Im Kerker gefangen
fortaleza-unit-stuck = Diese Einheit ({ $unit }) hat gerade keinen erlaubten Zug und keinen Schuss.

## Die Hilfe zu jeder Einheit

fortaleza-help-moves = { $unit ->
        [king] Ein Feld in eine der acht Richtungen.
        [rabble] Ein Feld entlang einer Reihe oder Spalte.
        [lancer] Ein Feld entlang einer Reihe oder Spalte.
        [archer] Ein Feld diagonal.
        [light-cavalry] Zwei diagonale Schritte, dann ein diagonaler Schritt zur Seite gedreht (drei Felder in die eine, eins in die andere Richtung).
        [heavy-cavalry] Zwei Schritte entlang einer Reihe oder Spalte, dann ein Schritt zur Seite.
        [elephant] Beliebig weit entlang einer Reihe oder Spalte.
        [dragon] Beliebig weit in gerader Linie, in eine der acht Richtungen.
        [trebuchet] Ein Feld diagonal auf ein leeres Feld. Er zieht oder schießt, nie beides.
       *[scorpion] Ein Feld entlang einer Reihe oder Spalte auf ein leeres Feld. Er zieht oder schießt, nie beides.
    }
fortaleza-help-blocked = { $unit ->
        [king] Darf nicht auf eigene Einheiten, Wasser, Berge, Festungen oder ein bedrohtes Feld.
        [rabble] Darf nicht auf eigene Einheiten, Wasser, Berge oder Festungen.
        [lancer] Darf nicht auf Wasser, Berge oder Festungen.
        [archer] Darf nicht auf eigene Einheiten, Wasser, Berge oder Festungen.
        [light-cavalry] Ihr Weg darf kein Wasser, keine Berge und keine Festungen kreuzen.
        [heavy-cavalry] Ihr Weg darf keine Gegner, kein Wasser, keine Berge und keine Festungen kreuzen.
        [elephant] Hält an jeder Einheit, jedem Wasser, Berg oder jeder Festung (den Gegner, an dem er hält, darf er schlagen).
        [dragon] Hält an jeder Einheit oder Festung.
        [trebuchet] Sein Schuss wird von Bergen und Festungen aufgehalten.
       *[scorpion] Sein Schuss wird von deinen eigenen Einheiten, Bergen und Festungen aufgehalten.
    }
fortaleza-help-special = { $unit ->
        [king] Die Schlüsselfigur: Verlierst du ihn, verlierst du die Partie.
        [rabble] Gewaltmarsch: Nachdem ein Pöbel gezogen ist, darf ein anderer Pöbel im selben Zug ziehen (oder du hörst auf).
        [lancer] Ablösung: Zieht er auf eine eigene Einheit, tauschen die beiden die Plätze.
        [archer] Große Reichweite: zwei Felder diagonal, um einen Gegner zu schlagen, über ein leeres Landfeld hinweg.
        [light-cavalry] Sprung: springt über Einheiten beider Seiten.
        [heavy-cavalry] Vorfahrt: zieht durch eigene Einheiten hindurch.
        [elephant] Dickes Fell: Nur ein Drache, oder ein Angreifer, dessen Zielfeld eine zweite Einheit ebenfalls angreift, kann ihn schlagen — auch mit Schüssen.
        [dragon] Flug: fliegt über Wasser und Berge (landet nie darauf) und schlägt einen Elefanten allein.
        [trebuchet] Steilfeuer: schießt entlang seiner Reihe oder Spalte beliebig weit, über Einheiten und Wasser hinweg, auf den Gegner deiner Wahl.
       *[scorpion] Schießt diagonal beliebig weit über Wasser und trifft den ersten Gegner. Spieß: Steht ein zweiter Gegner ein oder zwei Felder dahinter (mit leerem Land oder Wasser dazwischen), kann er beide schlagen.
    }

## Das Protokoll

fortaleza-log-hidden = Truppen bewegen sich im Nebel
fortaleza-log-deploy = { $unit }@{ $square }
fortaleza-log-unit = { $unit } { $move }
fortaleza-log-choose = { $territory ->
        [south] Süden
       *[north] Norden
    }, { $colours ->
        [red-gold] Rot & Gold
       *[black-silver] Schwarz & Silber
    }
fortaleza-log-fortress = Festung { $square }
fortaleza-log-lift = Festung angehoben
fortaleza-log-mountain = Berg { $square }
fortaleza-log-take-back = { $unit } { $square } zurück
fortaleza-log-end-deployment = Aufstellung beendet
fortaleza-log-end-march = Marsch beendet
fortaleza-log-siege = Belagerung vollstreckt
fortaleza-log-free = befreit { $unit }
fortaleza-log-save = rettet { $unit }@{ $square }
fortaleza-log-save-kept = rettet { $unit } (behalten)

## Das Protokoll in Worten, für Tipps und Ansagen (jeder `-words`-Zwilling bekommt die Werte seiner Zeile;
## der Buchstabe einer Einheit wird als ihr Name ausgeschrieben)

fortaleza-letter-words = { $unit ->
        [king] König
        [rabble] Pöbel
        [lancer] Lanzenträger
        [archer] Bogenschütze
        [light-cavalry] Leichte Kavallerie
        [heavy-cavalry] Schwere Kavallerie
        [elephant] Elefant
        [dragon] Drache
        [trebuchet] Tribock
       *[scorpion] Skorpion
    }
fortaleza-log-deploy-words = { $unit } auf { $square } aufgestellt
fortaleza-log-take-back-words = { $unit } von { $square } zurück in die Reserve
fortaleza-log-lift-words = die Festung aufgehoben, um sie anderswo zu bauen
fortaleza-log-save-words = { $unit } aus der Reserve auf { $square } gerettet
fortaleza-log-save-kept-words = { $unit } gerettet, aber in der Reserve behalten (kein freies Feld)
fortaleza-log-free-words = { $unit } aus dem gegnerischen Kerker befreit
fortaleza-log-unit-words = { $kind ->
        [move] { $unit } von { $from } nach { $to }
        [capture] { $unit } von { $from } schlägt auf { $to }
        [relay] { $unit } auf { $from } tauscht den Platz mit dem Verbündeten auf { $to }
        [shoot] { $unit } auf { $from } schießt auf { $to }
       *[skewer] { $unit } auf { $from } schlägt mit einem Spieß { $first } und { $to }
    }

## Regelfehler (sie folgen auf einen Doppelpunkt: klein geschrieben)

fortaleza-move-rule = { $unit ->
        [king] er zieht ein Feld in jede Richtung
        [rabble] er zieht ein Feld entlang einer Reihe oder Spalte
        [lancer] er zieht ein Feld entlang einer Reihe oder Spalte oder tauscht mit einem Verbündeten dort
        [archer] er zieht ein Feld diagonal, oder zwei diagonal, um zu schlagen
        [light-cavalry] sie springt drei Felder in die eine und eins in die andere Richtung, in zwei diagonalen Schritten und einer Drehung
        [heavy-cavalry] sie springt zwei Felder entlang einer Reihe oder Spalte und eins zur Seite
        [elephant] er zieht beliebig weit entlang einer Reihe oder Spalte
        [dragon] er zieht beliebig weit in gerader Linie, in eine der acht Richtungen
        [trebuchet] er zieht ein Feld diagonal auf ein leeres Feld
       *[scorpion] er zieht ein Feld entlang einer Reihe oder Spalte auf ein leeres Feld
    }
fortaleza-error-not-in-reserve = in deiner Reserve ist keine Einheit „{ $unit }“
fortaleza-error-cannot-reach = die Einheit „{ $unit }“ kann nicht dorthin: { $rule }
fortaleza-error-path-blocked = der Weg der Einheit „{ $unit }“ dorthin ist versperrt
fortaleza-error-no-such-prisoner = der gegnerische Kerker hält keine deiner Einheiten „{ $unit }“
fortaleza-error-out-of-line-trebuchet = ein Tribock schießt entlang seiner Reihe oder Spalte
fortaleza-error-out-of-line-scorpion = ein Skorpion schießt entlang seiner Diagonalen
fortaleza-error-game-over = die Partie ist vorbei
fortaleza-error-off-board = dieses Feld liegt außerhalb des Bretts
fortaleza-error-choose-first = wähle zuerst dein Gebiet und deine Farben
fortaleza-error-already-chosen = Gebiet und Farben sind schon gewählt
fortaleza-error-deployment-only = das geht nur während der Aufstellung
fortaleza-error-battle-only = das geht erst, wenn die Schlacht begonnen hat
fortaleza-error-build-fortress-first = baue zuerst deine Festung
fortaleza-error-fortress-built = deine Festung steht schon; hebe sie erst an, um sie woanders zu bauen
fortaleza-error-fortress-outside = die Festung und die zwölf Felder um sie herum müssen in deinem Gebiet liegen
fortaleza-error-fortress-over-mountain = die Festung kann nicht auf einem Berg gebaut werden
fortaleza-error-cannot-lift = die Festung kann nur angehoben werden, solange keine deiner Einheiten aufgestellt ist
fortaleza-error-no-mountains-left = alle deine Berge sind schon gesetzt
fortaleza-error-mountain-outside = Berge kommen in dein eigenes Gebiet
fortaleza-error-mountain-not-free = ein Berg braucht ein freies Landfeld: kein Wasser, keine Festung, keinen anderen Berg und keine Einheit
fortaleza-error-not-on-ring = Einheiten betreten das Brett nur auf den zwölf Feldern um deine Festung
fortaleza-error-square-taken = dieses Feld ist kein freies Land
fortaleza-error-nothing-to-take-back = dort steht keine deiner Einheiten, die du zurücknehmen könntest
fortaleza-error-cannot-end-deployment = um die Aufstellung zu beenden, setze alle deine Berge und stelle mindestens eine Einheit auf
fortaleza-error-no-unit-there = auf diesem Feld steht keine Einheit
fortaleza-error-not-your-unit = diese Einheit gehört dir nicht
fortaleza-error-own-unit-there = dort steht eine deiner eigenen Einheiten
fortaleza-error-terrain-there = keine Einheit kann auf Wasser, einem Berg oder einer Festung stehen
fortaleza-error-siege-weapon-moves = Belagerungswaffen ziehen nur auf leere Felder; sie schlagen durch Schießen
fortaleza-error-long-range = ein Bogenschütze zieht zwei Felder nur zum Schlagen, über ein leeres Landfeld hinweg
fortaleza-error-thick-skin = ein Elefant kann nur von einem Drachen geschlagen werden, oder wenn eine weitere deiner Einheiten sein Feld ebenfalls angreift
fortaleza-error-not-a-siege-weapon = nur ein Tribock oder ein Skorpion kann schießen
fortaleza-error-no-enemy-there = dort steht keine gegnerische Einheit, die getroffen werden kann
fortaleza-error-shot-blocked = der Schuss kommt dort nicht hin: Berge und Festungen halten ihn auf, und der Schuss eines Skorpions hält auch an deinen eigenen Einheiten und am ersten Gegner
fortaleza-error-no-skewer = ein Spieß braucht einen zweiten Gegner ein oder zwei Felder hinter dem ersten, mit leerem Land oder Wasser dazwischen
fortaleza-error-king-threatened = damit bliebe dein König bedroht
fortaleza-error-finish-march = beende den Gewaltmarsch: Ziehe einen anderen Pöbel oder hör auf
fortaleza-error-no-march = es gibt keinen Gewaltmarsch zu beenden
fortaleza-error-same-rabble = der Gewaltmarsch zieht einen anderen Pöbel
fortaleza-error-no-siege = du hast keine stehende Belagerung zu vollstrecken
fortaleza-error-choose-rescue = wähle den Gefangenen, den du aus dem gegnerischen Kerker befreist
fortaleza-error-no-rescue = es gibt jetzt keinen Gefangenen zu befreien
fortaleza-error-choose-save = der Verteidiger wählt selbst die Einheit, die er aus seiner Reserve rettet
fortaleza-error-no-save = es gibt jetzt keine Einheit zu retten
fortaleza-error-save-must-be-placed = diese Einheit kann auf deinen Ring gestellt werden: Eine gerettete Einheit bleibt nur in der Reserve, wenn das nicht geht

## Die Regelseite

fortaleza-diagram = { $unit }: { $moves }
fortaleza-keys = Auf dem Brett: Die Pfeiltasten bewegen den Cursor, Enter handelt, Esc hebt eine Auswahl auf, H zeigt die Hilfe der Einheit unter dem Cursor, M wählt einen Berg und 1–9, 0 eine Einheit aus der Reserve.

fortaleza-rules-help =
    FORTALEZA

    ZIEL
    Den gegnerischen König schlagen. Entweder du sperrst ihn auf dem Brett ein, sodass er
    nicht entkommen kann (Schachmatt), oder du belagerst seine Festung, bis er alles verliert, was
    darin verwahrt ist.

    EIN ZUG
    Eine Aktion. Eine Einheit ziehen, mit einer Belagerungswaffe schießen, eine Einheit aus
    deiner Reserve auf ein freies Landfeld deines Rings holen oder eine Belagerung vollstrecken.
    Eine Einheit schlägt, indem sie auf einen Gegner zieht; geschlagene Einheiten kommen in den
    Kerker dessen, der sie geschlagen hat.
    Vor dem ersten Zug stellen beide Spieler ihre Armeen auf (AUFSTELLUNG, unten).

    BRETT
    12 × 12 Felder. Das Gebiet Süden sind die Reihen 1–6, der Norden die Reihen 7–12. Einige
    Felder sind Wasser. Keine Einheit steht je auf Wasser, einem Berg oder einer Festung.

    ARMEEN
    Jeder Spieler hat einen König, 4 Pöbel, 2 Lanzenträger, 2 Bogenschützen, eine Leichte
    Kavallerie, eine Schwere Kavallerie, 2 Elefanten, einen Drachen, einen Tribock und einen
    Skorpion (16 Einheiten), dazu 3 Berge und eine Festung.

    AUFSTELLUNG
    Der erste Spieler wählt sein Gebiet und seine Farben (Rot & Gold oder Schwarz &
    Silber); der andere Spieler bekommt den Rest. Dann baut er seine Festung, einen 2 × 2 großen
    Block, der auf Wasser stehen darf; sie und die zwölf Felder um sie herum (ihr Ausgangsring)
    müssen in sein Gebiet passen. Solange keine seiner Einheiten draußen ist, darf er sie anheben
    und neu bauen. Dann setzt er seine 3 Berge beliebig auf freies Land seines Gebiets (auch auf
    Ringfelder) und holt Einheiten aus seiner Reserve auf die freien Landfelder seines Rings;
    Einheiten dürfen zurückgenommen werden. Einheiten, die nicht herauskommen, warten in der
    Reserve, in der Festung. Er beendet die Aufstellung, indem er seine Festung wählt; dazu müssen
    alle Berge gesetzt und mindestens eine Einheit draußen sein. Dann wird seine Armee verborgen,
    und der zweite Spieler stellt genauso auf, ohne sie zu sehen. Sind beide fertig, wird alles
    aufgedeckt, und der erste Spieler zieht zuerst.

    DIE EINHEITEN
    In jedem Diagramm steht die Einheit auf e4 neben einem verbündeten Pöbel (c4), zwei gegnerischen
    Pöbeln (g4, g6), einem Berg (e2) und dem Wasser von e6, f6 und g7. Grüne Felder: wohin sie kann
    (roter Rand: Schlagen oder Schuss). Rot durchgestrichene Felder: was sie aufhält.
      - König: ein Feld in jede Richtung. Nie auf ein bedrohtes Feld.
    @king
      - Pöbel: ein Feld entlang einer Reihe oder Spalte. Gewaltmarsch: Nachdem ein Pöbel gezogen
        ist, darf ein anderer Pöbel im selben Zug ziehen, oder du hörst auf.
    @rabble
      - Lanzenträger: ein Feld entlang einer Reihe oder Spalte. Ablösung: Zieht er auf eine deiner
        Einheiten, tauschen sie die Plätze.
    @lancer
      - Bogenschütze: ein Feld diagonal; zwei diagonal zum Schlagen, über ein leeres Landfeld
        hinweg.
    @archer
      - Leichte Kavallerie: zwei diagonale Schritte und ein diagonaler Schritt zur Seite; springt
        über jede Einheit, aber nicht über Wasser, Berge oder Festungen.
    @light-cavalry
      - Schwere Kavallerie: zwei Schritte entlang einer Reihe oder Spalte und einer zur Seite; zieht
        durch eigene Einheiten, aber nicht durch Gegner, Wasser, Berge oder Festungen.
    @heavy-cavalry
      - Elefant: beliebig weit entlang einer Reihe oder Spalte, von allem aufgehalten. Dickes Fell:
        Er kann nur von einem Drachen geschlagen werden, oder von einem Angreifer, wenn eine andere
        Einheit derselben Seite sein Feld ebenfalls angreift. Das gilt auch gegen Schüsse.
    @elephant
      - Drache: beliebig weit in eine der acht Richtungen, über Wasser und Berge fliegend (er
        landet nie darauf); von Einheiten und Festungen aufgehalten. Er schlägt Elefanten allein.
    @dragon
      - Tribock: zieht ein Feld diagonal auf ein leeres Feld oder schießt entlang seiner Reihe oder
        Spalte beliebig weit, über Einheiten und Wasser hinweg, auf jeden Gegner vor dem ersten Berg
        oder der ersten Festung.
    @trebuchet
      - Skorpion: zieht ein Feld entlang einer Reihe oder Spalte auf ein leeres Feld oder schießt
        diagonal beliebig weit über Wasser, aufgehalten von deinen eigenen Einheiten, Bergen und
        Festungen, und trifft den ersten Gegner. Spieß: Steht ein zweiter Gegner ein oder zwei
        Felder hinter dem ersten (mit nur leerem Land oder Wasser dazwischen), darf er beide
        zugleich schlagen.
    @scorpion
    Belagerungswaffen schlagen nie durch Ziehen, und ein Zug ist entweder ein Zug oder ein Schuss.

    BEDROHUNG
    Ein Feld ist bedroht, wenn eine gegnerische Einheit dort mit ihrer nächsten Aktion
    schlagen könnte. Keine Aktion darf deinen eigenen König bedroht lassen (im Gewaltmarsch nach
    jedem Pöbel). Kannst du gar nicht handeln, verlierst du, wenn dein König bedroht ist
    (Schachmatt), sonst ist die Partie unentschieden. Ein König in der Reserve kann nicht bedroht
    werden, aber Belagerungen bringen ihn in Gefahr.

    BELAGERUNGEN
      1. Endet dein Zug mit zwei oder mehr deiner Einheiten auf dem gegnerischen Ausgangsring, hast
         du eine Belagerung begonnen.
      2. Der Verteidiger hat einen Zug, um sie zu brechen: Danach müssen dort weniger als zwei
         stehen.
      3. Steht sie noch, darfst du deine nächste Aktion darauf verwenden, sie zu vollstrecken,
         indem du seine Festung wählst.
      4. Deine Einheiten auf seinem Ring kehren in deine Reserve zurück. Hält sein Kerker Einheiten
         von dir, befreist du eine nach Wahl, und er rettet dann eine Einheit seiner Wahl aus seiner
         Reserve auf ein freies Feld seines Rings (einen König nicht auf ein bedrohtes Feld; gibt es
         kein Feld, bleibt sie in der Reserve); der Rest seiner Reserve kommt in deinen Kerker. War
         sein Kerker leer, kommt seine ganze Reserve in deinen Kerker. Ein so verlorener König
         verliert die Partie. Dann spielt der Verteidiger seinen Zug.

    UNENTSCHIEDEN
    Dieselbe Stellung zum dritten Mal, oder 100 Aktionen in Folge ohne Schlagen,
    Aufstellen oder Vollstrecken einer Belagerung.

    NEBEL DES KRIEGES
    Der zweite Spieler stellt blind auf, daher kann ein König die Schlacht
    ungeschützt vor dem ersten Schlag des ersten Spielers beginnen.
## What acting on a target does (a board cell's name for screen readers)

fortaleza-target-fortress = die Festung hier bauen
fortaleza-target-mountain = einen Berg hierher setzen
fortaleza-target-deploy = hier aufstellen
fortaleza-target-move = hierher ziehen
fortaleza-target-capture = hier schlagen
fortaleza-target-relay = mit dieser Einheit tauschen
fortaleza-target-shoot = hierher schießen

## Warum ein Zug gut ist (der Grund im Tipp und in der Analyse: ein Satzteil nach einem Gedankenstrich, klein geschrieben)

# Eine Einheit als Objekt im Grund („damit schlägst du den Drachen auf e7“), im Akkusativ.
fortaleza-reason-unit = { $unit ->
        [king] den König
        [rabble] den Pöbel
        [lancer] den Lanzenträger
        [archer] den Bogenschützen
        [light-cavalry] die Leichte Kavallerie
        [heavy-cavalry] die Schwere Kavallerie
        [elephant] den Elefanten
        [dragon] den Drachen
        [trebuchet] den Tribock
       *[scorpion] den Skorpion
    }
fortaleza-reason-checkmate = damit setzt du den gegnerischen König schachmatt
fortaleza-reason-king-captured = damit schlägst du den gegnerischen König und gewinnst
fortaleza-reason-siege-wins = damit gewinnst du: der gegnerische König geht mit seiner Reserve verloren
fortaleza-reason-siege-takes = damit nimmst du die ganze gegnerische Reserve: { $count ->
        [one] { $count } Einheit
       *[other] { $count } Einheiten
    }
fortaleza-reason-siege-rescue = damit befreist du eine deiner Einheiten, und der Gegner verliert { $count ->
        [one] { $count } Einheit
       *[other] { $count } Einheiten
    } seiner Reserve
fortaleza-reason-siege-rescue-only = damit befreist du eine deiner Einheiten aus dem gegnerischen Kerker
fortaleza-reason-break-siege = damit brichst du die gegnerische Belagerung deiner Festung
fortaleza-reason-capture = damit schlägst du { $unit }
fortaleza-reason-skewer = damit schlägst du { $unit } auf { $square } und { $other } auf { $behind }
fortaleza-reason-check = damit bietest du dem gegnerischen König Schach
fortaleza-reason-out-of-check = damit bringst du deinen König aus der Bedrohung
fortaleza-reason-lay-siege = damit belagerst du die gegnerische Festung: { $count } deiner Einheiten auf ihrem Ausgangsring
fortaleza-reason-escape = damit bringst du { $unit } in Sicherheit
fortaleza-reason-threat = damit bedrohst du { $unit } auf { $square }
fortaleza-reason-ring = damit erreichst du den gegnerischen Ausgangsring: mit einer Einheit mehr dort steht eine Belagerung
fortaleza-reason-rescue-best = damit befreist du den wertvollsten deiner Gefangenen
fortaleza-reason-save-king = damit rettest du deinen König: in der Reserve ginge er mit ihr verloren
fortaleza-reason-save-best = damit rettest du die wertvollste Einheit deiner Reserve

## Lessons (the "Learn to play" steps: a task, why a wrong move is refused, what the right one showed)

fortaleza-lesson-why-deploy = Damit holst du eine Einheit aus deiner Reserve, und das kostet deinen ganzen Zug; dieser Schritt verlangt etwas anderes.
fortaleza-lesson-why-other-unit = Um die Einheit auf { $square } geht es in diesem Schritt nicht: Nimm die auf { $wanted }.
fortaleza-lesson-why-other-target = Damit schlägst du die Einheit auf { $square }; zu schlagen ist hier die auf { $target }.
fortaleza-lesson-why-empty-square = Damit landest du auf einem leeren Feld: Um zu schlagen, beende den Zug auf dem Gegner auf { $target }.
fortaleza-lesson-why-not-asked = Das ist nicht die verlangte Aktion: Such die, die den Gegner auf { $target } schlägt.

fortaleza-lesson-goal-title = Das Ziel
fortaleza-lesson-goal-summary = Gewinne, indem du den gegnerischen König schlägst – eine Aktion pro Zug.
fortaleza-lesson-goal-capture-task = Du gewinnst, indem du den gegnerischen König schlägst, und in jedem Zug machst du genau eine Aktion. Eine Einheit schlägt, indem sie auf einen Gegner zieht; der Elefant zieht beliebig weit entlang einer Reihe oder Spalte. Schlag den gegnerischen Pöbel auf { $to } mit deinem Elefanten auf { $from }.
fortaleza-lesson-goal-capture-done = Geschlagen: Der Pöbel kommt in deinen Kerker. Das war deine ganze Aktion in diesem Zug; jetzt ist der andere Spieler dran.
fortaleza-lesson-goal-deploy-task = Statt zu ziehen, kannst du in einem Zug eine Einheit aus deiner Reserve, die in deiner Festung wartet, auf ein freies Landfeld deines Ausgangsrings holen: die zwölf Felder um die Festung. Hol deinen Drachen heraus.
fortaleza-lesson-goal-deploy-why-kind = Das ist nicht der Drache: Wähle den Drachen in deiner Reserve, dann ein freies Feld deines Rings.
fortaleza-lesson-goal-deploy-why-move = Damit ziehst du eine Einheit, die schon auf dem Brett steht; hol diesmal den Drachen aus deiner Reserve.
fortaleza-lesson-goal-deploy-done = Der Drache steht auf deinem Ring, bereit zum Kampf. Einheiten in der Reserve können nicht geschlagen werden, aber eine Belagerung kann sie alle nehmen.
fortaleza-lesson-goal-king-task = Wer den gegnerischen König schlägt, gewinnt sofort. Sein König steht auf { $king }, in Reichweite eines deiner Elefanten: Finde heraus, welcher es ist, und schlag den König.
fortaleza-lesson-goal-king-why-capture = Damit schlägst du die Einheit auf { $square }, aber der König auf { $king } bleibt stehen – ihn zu schlagen hätte die Partie gewonnen.
fortaleza-lesson-goal-king-why-quiet = Damit schlägst du nichts, und der König auf { $king } steht noch zum Schlagen bereit: Folge der Reihe und der Spalte jedes Elefanten.
fortaleza-lesson-goal-king-done = Du gewinnst: Der gegnerische König ist geschlagen. Ein umsichtiger Spieler hält seinen König außer Reichweite, daher werden die meisten Partien durch Schachmatt oder eine Belagerung gewonnen.

fortaleza-lesson-foot-title = Fußvolk
fortaleza-lesson-foot-summary = Pöbel, Lanzenträger und Bogenschütze: kurze Schritte, jeder mit einem eigenen Kniff.
fortaleza-lesson-foot-march-task = Ein Pöbel zieht ein Feld entlang einer Reihe oder Spalte. Gewaltmarsch: Nachdem ein Pöbel gezogen ist, darf ein anderer Pöbel im selben Zug ziehen. Zieh beide Pöbel je ein Feld vorwärts, dem Gegner entgegen.
fortaleza-lesson-foot-march-why-way = Dieser Schritt geht nicht nach vorn: Zieh jeden Pöbel ein Feld auf dem Brett nach oben.
fortaleza-lesson-foot-march-why-stop = Hörst du hier auf, endet dein Zug mit nur einem gezogenen Pöbel; der Gewaltmarsch erlaubt auch dem anderen einen Schritt.
fortaleza-lesson-foot-march-why-unit = Nur Pöbel marschieren gemeinsam: Zieh deine beiden Pöbel.
fortaleza-lesson-foot-march-done = Zwei Pöbel in einem Zug gezogen. Das kann nur der Pöbel, und der zweite ist immer ein anderer.
fortaleza-lesson-foot-relay-task = Auch ein Lanzenträger zieht ein Feld entlang einer Reihe oder Spalte. Ablösung: Zieht er auf eine deiner Einheiten, tauschen die beiden die Plätze. Zieh deinen Lanzenträger von { $from } auf deinen Bogenschützen auf { $to }.
fortaleza-lesson-foot-relay-why-empty = Das ist ein einfacher Schritt auf ein leeres Feld; für eine Ablösung zieh auf deinen Bogenschützen auf { $to }.
fortaleza-lesson-foot-relay-done = Sie haben die Plätze getauscht: Der Lanzenträger ist vorgerückt, der Bogenschütze zurück. Mit einer Ablösung holst du einen Verbündeten aus der Gefahr oder bringst einen nach vorn.
fortaleza-lesson-foot-archer-task = Ein Bogenschütze zieht ein Feld diagonal. Große Reichweite: Zum Schlagen darf er zwei Felder diagonal gehen, über ein leeres Landfeld hinweg. Schlag den gegnerischen Lanzenträger auf { $to } mit deinem Bogenschützen.
fortaleza-lesson-foot-archer-why-step = Das ist ein Schritt um ein Feld auf ein leeres Feld; der Lanzenträger auf { $to } steht zwei Felder entfernt, und so weit geht der Bogenschütze nur zum Schlagen.
fortaleza-lesson-foot-archer-done = Aus zwei Feldern Entfernung geschlagen. Wasser, ein Berg oder irgendeine Einheit auf dem Feld dazwischen hätte den Bogenschützen aufgehalten.
fortaleza-lesson-foot-task = Nutze, was du gelernt hast: Schlag in diesem einen Zug zwei gegnerische Einheiten.
fortaleza-lesson-foot-task-why-one = Damit schlägst du eine Einheit und beendest deinen Zug; zwei Pöbel können im selben Zug je eine schlagen.
fortaleza-lesson-foot-task-why-step = Dieser Pöbel zieht auf ein leeres Feld: Er schlägt nur, indem er auf einen Gegner zieht.
fortaleza-lesson-foot-task-why-stop = Hörst du jetzt auf, gewinnst du nur eine Einheit: Dein anderer Pöbel kann noch schlagen.
fortaleza-lesson-foot-task-why-else = Damit schlägst du nichts: Such zwei Pöbel, neben denen jeweils ein Gegner steht.
fortaleza-lesson-foot-task-done = Zwei Einheiten in einem Zug geschlagen: Dank des Gewaltmarschs haben beide Pöbel zugeschlagen.

fortaleza-lesson-riders-title = Reiter und Bestien
fortaleza-lesson-riders-summary = Die springende Kavallerie, der fliegende Drache und das Dicke Fell des Elefanten.
fortaleza-lesson-riders-light-task = Die Leichte Kavallerie springt: zwei Felder diagonal, dann ein weiterer diagonaler Schritt, zur Seite gedreht. Sie springt über jede Einheit, aber nicht über Wasser, Berge oder Festungen. Schlag den gegnerischen Tribock auf { $to } mit deiner Leichten Kavallerie auf { $from }.
fortaleza-lesson-riders-light-done = Sie ist über deinen eigenen Pöbel gesprungen. Nur Wasser, ein Berg oder eine Festung auf ihrem Weg hätte sie aufhalten können.
fortaleza-lesson-riders-heavy-task = Die Schwere Kavallerie geht zwei Felder entlang einer Reihe oder Spalte, dann eines zur Seite. Sie zieht durch deine eigenen Einheiten, aber nicht durch Gegner, Wasser, Berge oder Festungen. Schlag den gegnerischen Skorpion auf { $to } mit deiner Schweren Kavallerie auf { $from }.
fortaleza-lesson-riders-heavy-done = Sie ist glatt durch deinen Lanzenträger gezogen. Ein Gegner an seiner Stelle hätte ihr den Weg versperrt.
fortaleza-lesson-riders-dragon-task = Der Drache zieht beliebig weit in jede der acht Richtungen und fliegt über Wasser und Berge, ohne je darauf zu landen. Der Elefant hat ein Dickes Fell, aber ein Drache schlägt ihn allein. Schlag den gegnerischen Elefanten auf { $to } mit deinem Drachen.
fortaleza-lesson-riders-dragon-done = Der Drache ist über das Wasser geflogen und hat den Elefanten geschlagen. Jede andere Einheit braucht gegen einen Elefanten Hilfe, wie die Aufgabe zeigt.
fortaleza-lesson-riders-task = Dickes Fell: Außer einem Drachen darf eine Einheit einen Elefanten nur schlagen, wenn eine andere deiner Einheiten sein Feld ebenfalls angreift. Dein Drache ist in der Reserve: Schlag trotzdem einen gegnerischen Elefanten.
fortaleza-lesson-riders-task-why-quiet = Damit schlägst du nichts: Finde den Elefanten, dessen Feld zwei deiner Einheiten angreifen, und schlag ihn mit einer von beiden.
fortaleza-lesson-riders-task-done = Geschlagen, mit der Unterstützung der zweiten Einheit. Gegen einen Elefanten bring zwei Einheiten mit – oder den Drachen.

fortaleza-lesson-shooters-title = Belagerungswaffen
fortaleza-lesson-shooters-summary = Tribock und Skorpion schlagen nie durch Ziehen: Sie schießen aus der Ferne.
fortaleza-lesson-shooters-trebuchet-task = Belagerungswaffen schlagen nur durch Schießen, und in einem Zug ziehen sie entweder oder schießen. Der Tribock schießt entlang seiner Reihe oder Spalte beliebig weit, über Einheiten und Wasser hinweg, auf den Gegner deiner Wahl; nur Berge und Festungen halten ihn auf. Schieß auf den gegnerischen Drachen auf { $to }.
fortaleza-lesson-shooters-why-move = Damit ziehst du die Waffe nur, und eine Waffe, die zieht, kann im selben Zug nicht schießen: Schieß stattdessen.
fortaleza-lesson-shooters-trebuchet-done = Der Drache ist getroffen, und der Tribock steht noch, wo er war. Sein Schuss flog über den Pöbel hinweg auf das Ziel deiner Wahl.
fortaleza-lesson-shooters-scorpion-task = Der Skorpion schießt diagonal beliebig weit, über Wasser hinweg, und trifft den ersten Gegner auf seiner Linie; deine eigenen Einheiten blockieren den Schuss. Schieß auf die gegnerische Schwere Kavallerie auf { $to }.
fortaleza-lesson-shooters-scorpion-done = Über das Wasser hinweg getroffen. Der Pöbel auf { $safe } war außer Reichweite: Dein eigener Pöbel versperrte diese Linie.
fortaleza-lesson-shooters-task = Spieß: Steht ein zweiter Gegner ein oder zwei Felder hinter dem ersten auf der Linie des Skorpions, mit nur leerem Land oder Wasser dazwischen, darf der Skorpion beide schlagen; ziele auf den zweiten. Gewinne zwei gegnerische Einheiten mit einem Schuss.
fortaleza-lesson-shooters-why-one = Dieser Schuss trifft nur die Einheit auf { $square }; der Skorpion kann zwei auf einmal schlagen.
fortaleza-lesson-shooters-task-done = Zwei Einheiten mit einem Schuss. Gegner, die dicht hintereinander auf der Diagonale eines Skorpions stehen, sind ein Geschenk.

fortaleza-lesson-fog-title = Aufstellung im Nebel
fortaleza-lesson-fog-summary = Bau deine Festung, setz deine Berge und stell eine Armee auf, die der Gegner nicht sieht.
fortaleza-lesson-fog-build-task = Vor der Schlacht baut jeder Spieler eine Festung: einen Block von 2 × 2 Feldern. Sie und die zwölf Felder um sie herum, ihr Ausgangsring, müssen in deinem Gebiet liegen, dem Süden (Reihen 1 bis 6). Bau sie auf einem beliebigen markierten Feld.
fortaleza-lesson-fog-build-why = Bau zuerst deine Festung: Wähle eines der markierten Felder.
fortaleza-lesson-fog-build-done = Deine Festung steht. Deine Einheiten kommen auf ihren Ausgangsring heraus; die du zurückhältst, warten drinnen, in der Reserve.
fortaleza-lesson-fog-mountains-task = Setz jetzt deine drei Berge auf freies Land irgendwo in deinem Gebiet. Keine Einheit kann auf einem Berg stehen, und nur der Drache fliegt darüber, also versperren Berge Angriffslinien. Setz alle drei.
fortaleza-lesson-fog-why-lift = Damit hebst du deine Festung an, um sie anderswo zu bauen; lass sie, wo sie steht.
fortaleza-lesson-fog-mountains-why-deploy = Die Einheiten kommen als Nächstes: Setz zuerst deine drei Berge.
fortaleza-lesson-fog-mountains-done = Deine Berge bleiben die ganze Partie über stehen: Nichts kann sie bewegen.
fortaleza-lesson-fog-units-task = Hol Einheiten aus deiner Reserve auf freie Felder deines Ausgangsrings; während der Aufstellung darfst du sie zurücknehmen. Der andere Spieler sieht sie nicht. Sobald mindestens eine Einheit draußen ist, wähle deine Festung, um deine Aufstellung zu beenden.
fortaleza-lesson-fog-units-done = Deine Armee ist jetzt verborgen. Der zweite Spieler stellt auf, ohne sie zu sehen; dann wird alles aufgedeckt, und du ziehst zuerst.
fortaleza-lesson-fog-task = Jetzt bist du der zweite Spieler, und die gegnerische Armee ist verborgen. Bei der Aufstellung zählen Bedrohungen nicht, daher kann ein ungeschützter König gleich im ersten Zug geschlagen werden. Stell deinen König auf ein Feld deines Rings direkt hinter deiner Festung, mit ihren Mauern zwischen ihm und dem Gegner, und beende dann deine Aufstellung.
fortaleza-lesson-fog-why-open = Auf { $square } steht keine Mauer deiner Festung zwischen deinem König und der Seite des Gegners: Verborgene Einheiten können ihn von dort erreichen.
fortaleza-lesson-fog-why-king-first = Stell zuerst deinen König auf; die anderen Einheiten können folgen.
fortaleza-lesson-fog-why-king-back = Damit nimmst du deinen König in die Reserve zurück; lass ihn hinter der Festung und beende deine Aufstellung.
fortaleza-lesson-fog-task-done = Beide Armeen sind aufgedeckt, und die Schlacht beginnt. Hinter den Mauern, während deine Berge die hintere Reihe versperren, ist dein König viel schwerer zu erreichen als davor.

fortaleza-lesson-checkmate-title = Schach und Schachmatt
fortaleza-lesson-checkmate-summary = Ein bedrohter König muss sofort gerettet werden; ein König, der nicht mehr zu retten ist, ist schachmatt.
fortaleza-lesson-checkmate-escape-task = Ein Feld ist bedroht, wenn eine gegnerische Einheit dort mit ihrer nächsten Aktion schlagen könnte. Der Elefant auf { $attacker } bedroht deinen König, und keine Aktion darf ihn bedroht lassen. Rette ihn: Geh zur Seite, versperr die Linie oder schlag den Angreifer.
fortaleza-lesson-checkmate-escape-done = Dein König ist in Sicherheit. Das Spiel lässt deinen König nie bedroht stehen und nie auf ein bedrohtes Feld ziehen.
fortaleza-lesson-checkmate-check-task = Den gegnerischen König zu bedrohen heißt Schach bieten: Er muss sofort darauf antworten. Biete dem gegnerischen König mit deinem Elefanten Schach.
fortaleza-lesson-checkmate-check-why = Damit bleibt der gegnerische König unbedroht: Beende den Zug des Elefanten auf einer Reihe oder Spalte, die ohne Hindernis zu ihm führt.
fortaleza-lesson-checkmate-check-done = Schach! Er muss aus der Linie gehen, sie versperren oder den Angreifer schlagen. Kann er das nicht, ist er schachmatt.
fortaleza-lesson-checkmate-task = Schachmatt ist ein Schach, auf das der Gegner nicht antworten kann: Ihm bleibt keine erlaubte Aktion, und er verliert. Sein König ist allein. Finde den Zug, der ihn schachmatt setzt.
fortaleza-lesson-checkmate-why-escape = Das ist Schach, aber sein König kann noch nach { $square } gehen.
fortaleza-lesson-checkmate-why-answer = Das ist Schach, aber er kann noch darauf antworten.
fortaleza-lesson-checkmate-why-stalemate = Damit bleibt ihm keine erlaubte Aktion, aber sein König ist nicht bedroht: Das ist ein Unentschieden, kein Sieg.
fortaleza-lesson-checkmate-why-no-check = Damit bedrohst du den gegnerischen König nicht, und ein Schachmatt beginnt mit einem Schach.
fortaleza-lesson-checkmate-task-done = Schachmatt: Sein König kann nicht entkommen, und du gewinnst die Partie.

fortaleza-lesson-siege-title = Die Belagerung
fortaleza-lesson-siege-summary = Zwei Einheiten auf dem gegnerischen Ausgangsring drohen, alles in seiner Festung zu nehmen.
fortaleza-lesson-siege-lay-task = Endet dein Zug mit zwei oder mehr deiner Einheiten auf dem gegnerischen Ausgangsring, den zwölf Feldern um seine Festung, beginnst du eine Belagerung. Dein Lanzenträger steht schon auf seinem Ring: Bring eine zweite Einheit dorthin.
fortaleza-lesson-siege-lay-why = Danach stehen weniger als zwei deiner Einheiten auf seinem Ring: keine Belagerung.
fortaleza-lesson-siege-lay-done = Die Belagerung hat begonnen. Der Verteidiger hat einen Zug, um sie zu brechen; steht sie dann noch, darfst du sie in deinem nächsten Zug vollstrecken.
fortaleza-lesson-siege-break-task = Zwei gegnerische Einheiten stehen auf deinem Ausgangsring: Er hat eine Belagerung begonnen. Du hast diesen einen Zug, um dort weniger als zwei übrig zu lassen, sonst darf er sie vollstrecken und deine ganze Reserve nehmen, mit deinem König darin. Brich die Belagerung.
fortaleza-lesson-siege-break-why = Danach stehen noch { $count } seiner Einheiten auf deinem Ring, und in seinem Zug darf er die Belagerung vollstrecken: Deine Reserve samt König wäre verloren.
fortaleza-lesson-siege-break-done = Belagerung gebrochen: Mit weniger als zwei seiner Einheiten auf deinem Ring kann er sie nicht vollstrecken.
fortaleza-lesson-siege-execute-task = Du hast deine Belagerung im letzten Zug begonnen, und der Verteidiger hat sie nicht gebrochen. Vollstrecke sie: Wähle die gegnerische Festung. Deine Einheiten auf seinem Ring kehren in deine Reserve zurück, und alles in seiner Reserve kommt in deinen Kerker.
fortaleza-lesson-siege-execute-why = Deine Belagerung steht jetzt: Wähle die gegnerische Festung, um sie zu vollstrecken. Alles andere gibt ihm Zeit, sie zu brechen.
fortaleza-lesson-siege-execute-done = Seine ganze Reserve ist in deinem Kerker, und sein König war darin: Du gewinnst. Hätte sein Kerker Einheiten von dir gehalten, hättest du zuerst eine befreit, und er hätte eine Einheit gerettet.
fortaleza-lesson-siege-task = Drei gegnerische Einheiten stehen auf deinem Ausgangsring. Ein Schlag reicht nicht: Wenn dein Zug endet, müssen weniger als zwei übrig sein. Brich die Belagerung.
fortaleza-lesson-siege-task-done = Zwei Schläge in einem Zug, dank des Gewaltmarschs: Nur eine gegnerische Einheit bleibt auf deinem Ring, und die Belagerung ist gebrochen.
