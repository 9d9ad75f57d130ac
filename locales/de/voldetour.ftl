# Voldétour: alle Wörter dieses Spiels. Schlüssel beginnen mit „voldetour-“.

voldetour-seat-black = Schwarz
voldetour-seat-white = Weiß
voldetour-seat-red = Rot
voldetour-seat-green = Grün

## Optionen für eine neue Partie

voldetour-opt-note = Voldétour hat keine Varianten. Wählt 2 Spieler oder 4 für die Erweiterung: Die Türme stehen auf b2, b9, i9 und i2, und jeder Gutsherr eilt zum Turm, der seinem eigenen diagonal gegenüberliegt.

## Das Brett und seine Felder

voldetour-board-label = Voldétour-Brett
# Die Buchstaben auf den Teilen und dem Gutsherrn jeder Farbe, und der vor dem Buchstaben eines Turms (TS: Turm von Schwarz).
voldetour-letter-black = S
voldetour-letter-white = W
voldetour-letter-red = R
voldetour-letter-green = G
voldetour-letter-tower = T
voldetour-piece-block = Block { $number } von { $seat } ({ $size })
voldetour-piece-stair = Treppe von { $seat }
voldetour-tower-of = Turm von { $seat }
voldetour-lord-of = Gutsherr von { $seat }
voldetour-stair-nested = kopfüber, in eine offene Treppe gesteckt
voldetour-stair-rising = nach { $direction ->
        [north] Norden
        [east] Osten
        [south] Süden
       *[west] Westen
    } ansteigend
voldetour-block-orientation = { $size } { $lying ->
        [standing] stehend
        [upright] aufrecht
        [east-west] liegend Ost–West
        [north-south] liegend Nord–Süd
       *[flat] flach
    } (Spalten × Reihen × Höhe)
voldetour-not-yours = { $piece } gehört einem anderen Spieler.
voldetour-piece-refused = { $piece }: { $reason }
voldetour-no-place = { $piece } hat gerade keinen erlaubten Platz.
voldetour-square = { $square }: Höhe { $height }
voldetour-square-block = { $piece }, Ebenen { $from }–{ $to }
voldetour-square-stair = { $piece }, { $orientation }
voldetour-inspect-stuck = { $piece } kann nicht bewegt werden: { $reason }
voldetour-end-tower = Der Gutsherr von { $winner } steht auf dem Turm von { $loser }: { $winner } gewinnt.
voldetour-end-others-out = Alle anderen Gutsherren blieben nach Zug { $turn } auf ihrem Turm: { $winner } gewinnt.
voldetour-end-repetition = Dieselbe Stellung kam zum dritten Mal vor: unentschieden.
voldetour-end-turn-limit = Die Zuggrenze ist erreicht: unentschieden.
voldetour-end-over = Die Partie ist vorbei.
voldetour-prompt-pick = { $left ->
    [bs] { $player }: Nimm einen Block oder eine Treppe.
    [b] { $player }: Nimm einen Block.
    [s] { $player }: Nimm eine Treppe.
    [be] { $player }: Nimm einen Block oder beende deinen Zug.
    [se] { $player }: Nimm eine Treppe oder beende deinen Zug.
    [e] { $player }: Beende deinen Zug.
    [bl] { $input ->
        [touch] { $player }: Nimm einen Block oder tippe auf deinen Gutsherrn.
       *[mouse] { $player }: Nimm einen Block oder klicke auf deinen Gutsherrn.
    }
    [sl] { $input ->
        [touch] { $player }: Nimm eine Treppe oder tippe auf deinen Gutsherrn.
       *[mouse] { $player }: Nimm eine Treppe oder klicke auf deinen Gutsherrn.
    }
    [l] { $input ->
        [touch] { $player }: Tippe auf deinen Gutsherrn.
       *[mouse] { $player }: Klicke auf deinen Gutsherrn.
    }
    [ble] { $input ->
        [touch] { $player }: Nimm einen Block, tippe auf deinen Gutsherrn oder beende deinen Zug.
       *[mouse] { $player }: Nimm einen Block, klicke auf deinen Gutsherrn oder beende deinen Zug.
    }
    [sle] { $input ->
        [touch] { $player }: Nimm eine Treppe, tippe auf deinen Gutsherrn oder beende deinen Zug.
       *[mouse] { $player }: Nimm eine Treppe, klicke auf deinen Gutsherrn oder beende deinen Zug.
    }
    [le] { $input ->
        [touch] { $player }: Tippe auf deinen Gutsherrn oder beende deinen Zug.
       *[mouse] { $player }: Klicke auf deinen Gutsherrn oder beende deinen Zug.
    }
   *[bsl] { $input ->
        [touch] { $player }: Nimm einen Block oder eine Treppe, oder tippe auf deinen Gutsherrn.
       *[mouse] { $player }: Nimm einen Block oder eine Treppe, oder klicke auf deinen Gutsherrn.
    }
}
voldetour-prompt = { $you ->
    [yes] Du bist am Zug.
   *[no] { $player } ist am Zug.
}
voldetour-chip-block = Block
voldetour-chip-stair = Treppe
voldetour-chip-lord = Gutsherr
voldetour-tower-warning = Dein Gutsherr muss den Turm bis zum Ende deines Zuges { $limit } verlassen (dies ist dein Zug { $turn }).
voldetour-holding = { $piece }: { $orientation }
voldetour-holding-lord = { $input ->
    [touch] Gutsherr: Tippe auf ein markiertes Feld (1 bis 3 Schritte).
   *[mouse] Gutsherr: Klicke auf ein markiertes Feld (1 bis 3 Schritte).
}
voldetour-rotate-title = { $input ->
    [touch] Das Teil drehen
   *[mouse] Das Teil drehen (R, Umschalt+R zurück)
}
voldetour-cancel = { $input ->
    [touch] Abbrechen
   *[mouse] Abbrechen (Esc)
}
voldetour-tap-again = { $what ->
    [lord] Tippe noch einmal auf { $square }, um deinen Gutsherrn dorthin zu ziehen, oder tippe auf ein anderes markiertes Feld.
   *[piece] Tippe noch einmal auf { $square }, um das Teil dort zu setzen, oder tippe auf ein anderes markiertes Feld.
}
voldetour-place = { $what ->
    [lord] Hierhin ziehen
   *[piece] Hier setzen
}
voldetour-end-turn = Zug beenden
voldetour-end-turn-loses = Wenn du den Zug jetzt beendest, verlierst du sofort: Dein Gutsherr stand zu lange auf deinem Turm.
voldetour-end-turn-anyway = Zug beenden und verlieren
voldetour-keep-playing = Weiterspielen
voldetour-pass = Passen (nichts ist erlaubt)
voldetour-turn-view = { $input ->
    [touch] Ansicht drehen
   *[mouse] Ansicht drehen (V)
}
voldetour-turn-view-title = { $input ->
    [touch] Das Brett um eine Vierteldrehung drehen
   *[mouse] Das Brett um eine Vierteldrehung drehen (V)
}
voldetour-view-toggle-title = { $input ->
    [touch] Zwischen 3-D und Draufsicht wechseln
   *[mouse] Zwischen 3-D und Draufsicht wechseln (T)
}
voldetour-view-top-down = { $input ->
    [touch] Draufsicht
   *[mouse] Draufsicht (T)
}
voldetour-view-3d = { $input ->
    [touch] 3-D-Ansicht
   *[mouse] 3-D-Ansicht (T)
}
voldetour-piece-placed-title = Auf dem Brett: nimm es, um es zu versetzen
voldetour-piece-reserve-title = Im Vorrat
voldetour-reserve-stairs = Treppe ×{ $count }
voldetour-reserve-heading = { $seat } · { $player }
voldetour-reserve-heading-out = { $seat } · { $player } — ausgeschieden
voldetour-piece-on-board = { $piece } auf { $square }
voldetour-orient-short = { $direction ->
        [north] N
        [east] O
        [south] S
        [west] W
       *[nest] gesteckt
    }
voldetour-legend-3d = Auf dem Brett steht { $block } für Block { $number } von { $seat } (die Blöcke sind nach Größe von 1 bis 5 nummeriert, wie auf den Knöpfen der Reserve) und { $tower } für den Turm von { $seat }; eine Treppe trägt den Buchstaben ihres Besitzers, ein gestecktes Paar die Buchstaben beider.
voldetour-legend-top-down = Auf dem Brett steht { $block } für Block { $number } von { $seat } (die Blöcke sind nach Größe von 1 bis 5 nummeriert, wie auf den Knöpfen der Reserve) und { $tower } für den Turm von { $seat }; eine Treppe trägt den Buchstaben ihres Besitzers, ein gestecktes Paar die Buchstaben beider. Die Zahl in der Ecke eines Feldes ist seine Höhe in Würfeln (½: auf halber Höhe des Hangs einer Treppe).

## Das Protokoll

voldetour-log-block = { $moved ->
        [yes] Block { $number } { $from }>{ $to } { $size }
       *[no] +Block { $number } { $to } { $size }
    }
voldetour-log-stair = { $moved ->
        [yes] Treppe { $from }>{ $to } { $direction ->
            [north] N
            [east] O
            [south] S
            [west] W
           *[nest] gesteckt
        }
       *[no] +Treppe { $to } { $direction ->
            [north] N
            [east] O
            [south] S
            [west] W
           *[nest] gesteckt
        }
    }
voldetour-log-lord = Gutsherr { $from }-{ $to }
voldetour-log-end-turn = Zugende
voldetour-log-pass = passt

## Das Protokoll in Worten, für Tipps und Ansagen (jeder `-words`-Zwilling bekommt die Werte seiner Zeile)

voldetour-log-block-words = { $moved ->
        [yes] Block { $number } ({ $size }) von { $from } nach { $to } versetzt
       *[no] Block { $number } ({ $size }) auf { $to }
    }
voldetour-log-stair-words = { $moved ->
        [yes] Treppe von { $from } nach { $to } versetzt, { $direction ->
            [north] nach Norden ansteigend
            [east] nach Osten ansteigend
            [south] nach Süden ansteigend
            [west] nach Westen ansteigend
           *[nest] kopfüber in eine offene Treppe gesteckt
        }
       *[no] Treppe auf { $to }, { $direction ->
            [north] nach Norden ansteigend
            [east] nach Osten ansteigend
            [south] nach Süden ansteigend
            [west] nach Westen ansteigend
           *[nest] kopfüber in eine offene Treppe gesteckt
        }
    }
voldetour-log-lord-words = Gutsherr von { $from } nach { $to }

## Regelfehler (sie folgen auf einen Doppelpunkt: klein geschrieben)

voldetour-error-game-over = die Partie ist vorbei
voldetour-error-no-such-square = dieses Feld gibt es auf dem Brett nicht
voldetour-error-no-such-piece = du hast dieses Teil nicht, oder es kann so nicht gesetzt werden
voldetour-error-block-used = du hast in diesem Zug schon einen Block gesetzt oder versetzt
voldetour-error-stair-used = du hast in diesem Zug schon eine Treppe gesetzt oder versetzt
voldetour-error-lord-moved = nachdem der Gutsherr gezogen ist, darf kein Teil mehr gesetzt werden
voldetour-error-piece-blocked = dieses Teil steckt fest: Etwas liegt darauf, oder alle Seiten sind verdeckt
voldetour-error-off-board = das Teil würde über das Brett hinausragen
voldetour-error-too-high = nichts darf höher als ein Turm werden
voldetour-error-not-level = jeder Würfel eines Teils muss auf derselben Ebene aufliegen: Darunter darf keine Lücke bleiben
voldetour-error-not-on-full-cube = Teile liegen nur auf dem Brett oder auf vollen Würfeln, nie auf einer offenen Schräge
voldetour-error-over-lord-or-tower = über einem Gutsherrn oder einem Turm darf nichts gebaut werden
voldetour-error-nothing-to-nest = eine Treppe kommt kopfüber nur in die Schräge einer offenen Treppe
voldetour-error-same-place = ein Teil genau dorthin zurückzusetzen, wo es war, ist kein Zug
voldetour-error-next-stair-first = Treppen aus dem Vorrat werden der Reihe nach genommen: Nimm die nächste
voldetour-error-lord-cannot-reach = dein Gutsherr erreicht dieses Feld nicht in 1 bis 3 Schritten
voldetour-error-cannot-stop-there = dein Gutsherr darf über diesen Turm gehen, aber nicht darauf stehen bleiben
voldetour-error-nothing-done-yet = tu mindestens eine Sache, bevor du deinen Zug beendest
voldetour-error-must-play = du hast noch eine erlaubte Aktion und kannst den Zug noch nicht beenden
voldetour-error-cannot-pass = passen darfst du nur, wenn gar nichts erlaubt ist

## Die Regelseite

voldetour-diagram-blocks = Blöcke: Block 5 von Schwarz (1×2×3) stehend auf e5–e6, Block 4 von Weiß (1×2×2) flach liegend auf f5–g6. Jeder Würfel liegt auf dem Brett oder auf vollen Würfeln, nie über Höhe 3.
voldetour-diagram-stairs = Treppen: eine Treppe auf e5, nach Norden ansteigend (der Winkel zeigt bergauf), und eine auf einem 2 hohen Block auf f5, nach Westen ansteigend: Ihre hohe Seite liegt auf Höhe 3.
voldetour-diagram-nested = Ein gestecktes Paar auf e5: Die Treppe von Weiß, kopfüber in die von Schwarz gesteckt, ergibt einen vollen Würfel (die Fuge zeigt, wo sie sich treffen), auf dem man bauen und stehen kann, wie auf dem weißen Block daneben.
voldetour-diagram-road = Der Gutsherr von Schwarz verlässt seinen Turm auf c3 über drei hintereinander gelegte Treppen (Ebenen 2, 1 und 0): Sie zu überqueren zählt als ein Schritt, er landet auf g3.
voldetour-keys = Auf dem Brett: Die Pfeiltasten bewegen den Cursor, Enter nimmt oder setzt; 1–5 nehmen einen Block, S eine Treppe, L deinen Gutsherrn; R dreht das Teil (Umschalt+R zurück); Esc legt es ab; V dreht die Ansicht um eine Vierteldrehung; T wechselt zwischen 3-D und Draufsicht.

voldetour-rules-help =
    VOLDÉTOUR — baue eine Straße durch die Luft und führe deinen Gutsherrn auf den gegnerischen Turm.

    ZIEL
    Als Erster deinen Gutsherrn oben auf dem gegnerischen Turm anhalten.

    DEIN ZUG (mindestens eine dieser Aktionen, mit diesen Grenzen)
    • Eine Block-Aktion: Nimm einen Block aus deinem Vorrat und setze ihn, oder nimm einen deiner
      Blöcke vom Brett und setze ihn woanders hin (oder drehe ihn).
    • Eine Treppen-Aktion: genauso, mit einer Treppe. Block und Treppe in beliebiger Reihenfolge.
    • Danach, wenn du willst, ziehe deinen Gutsherrn 1, 2 oder 3 Schritte. Nach dem Zug des
      Gutsherrn wird nichts mehr gebaut.
    Ziehst du den Gutsherrn nicht, beende den Zug selbst.

    DAS BRETT
    Ein Brett mit 10×10 Feldern, Spalten a–j, Reihen 1–10. Zu zweit stehen die Türme auf c3
    (Schwarz) und h8 (Weiß); zu viert auf b2, b9, i9 und i2, und dein Gegner ist der Turm, der
    deinem diagonal gegenübersteht. Jeder Turm ist drei Würfel hoch, und nichts darf je höher
    gebaut werden. Jeder Gutsherr beginnt oben auf seinem eigenen Turm.

    DEINE TEILE
    Fünf Blöcke (aus 1×1×1, 1×1×2, 1×1×3, 1×2×2 und 1×2×3 Würfeln, liegend oder stehend in jeder
    Richtung verwendbar) und fünf Treppen (ein Keil von einem Würfel). Eine Treppe wird mit der
    Schräge nach oben gesetzt, oder kopfüber in die Schräge einer anderen Treppe: Das Paar ergibt
    einen vollen Würfel, auf dem man stehen und bauen kann.
    @blocks
    @stairs

    BAUEN
    Ein Teil liegt auf dem Brett oder auf vollen Würfeln, ohne Lücke unter irgendeinem seiner
    Teile; du darfst auf den Teilen aller Spieler bauen. Über einem Gutsherrn oder einem Turm wird
    nie gebaut. Teile kehren nie in den Vorrat zurück. Ein Teil auf dem Brett steckt fest, wenn
    etwas darauf liegt (ein Teil oder ein Gutsherr) oder wenn jede seiner Seiten auf ganzer Höhe
    von benachbarten Teilen oder einem Turm verdeckt ist; eine Treppe verdeckt eine Seite nur mit
    ihrem hohen Ende, und eine Seite am Brettrand ist nie verdeckt. Ein festsitzendes Teil kann
    nicht versetzt werden. Ein Teil genau an seinen Platz zurückzusetzen, zählt nicht als Zug.
    @nested

    DER GUTSHERR
    Ein Schritt führt auf das Nachbarfeld, vor, zurück, nach links oder rechts, auf gleicher
    Höhe. Die Höhe ändert sich nur über Treppen: Steht der Gutsherr in der richtigen Höhe vor der
    niedrigen oder hohen Seite einer Schräge, geht er darüber (und über dahinter aufgereihte
    Treppen) bis auf das Feld danach, und das zählt trotzdem als ein Schritt. Der Gutsherr hält nie
    auf einer Schräge, teilt nie ein Feld mit einem anderen Gutsherrn und geht nie über ihn
    hinweg. Er darf über Türme gehen, aber nur auf dem gegnerischen Turm stehen bleiben.
    Bis zum Ende deines dritten Zuges muss er seinen eigenen Turm verlassen haben, sonst verlierst
    du (zu viert scheidest du aus: Dein Gutsherr verlässt das Brett, deine Teile bleiben, und das
    Spiel geht ohne dich weiter); er darf dort nie wieder stehen bleiben. Ein Gutsherr, der noch
    auf seinem eigenen Turm steht, sperrt ihn für alle.
    @road

    SPIELENDE
    Wer den gegnerischen Turm erreicht, gewinnt sofort. Kannst du gar nichts tun, passt du.
    Dieselbe Stellung dreimal mit demselben Spieler am Zug, oder insgesamt 200 Züge, ist
    unentschieden.

## Warum ein Zug gut ist
# Ein Satzteil nach einem Gedankenstrich („Tipp: Gutsherr c3-e3 — damit verlässt dein Gutsherr seinen Turm“).
# $owner, $seat: die Farbe eines Spielers; $yours: yes, wenn der genannte Turm der eigene ist; $steps, $squares: Anzahlen.

voldetour-reason-win = damit gewinnst du: dein Gutsherr bleibt auf dem Turm von { $owner } stehen
voldetour-reason-reach-now = damit kann dein Gutsherr noch in diesem Zug den Turm von { $owner } erreichen
voldetour-reason-leave-in-time = damit verlässt dein Gutsherr seinen Turm, wie er es bis zum Ende dieses Zuges muss
voldetour-reason-exit-in-time = damit kann dein Gutsherr seinen Turm verlassen, wie er es bis zum Ende dieses Zuges muss
voldetour-reason-stops-threat = { $yours ->
        [yes] damit blockierst du den Gutsherrn von { $seat }, der deinen Turm in einem Zug erreichen könnte
       *[no] damit blockierst du den Gutsherrn von { $seat }, der den Turm von { $owner } in einem Zug erreichen könnte
    }
voldetour-reason-one-move = damit ist dein Gutsherr nur noch einen Zug vom Turm von { $owner } entfernt
voldetour-reason-road-complete = damit ist eine Straße deines Gutsherrn zum Turm von { $owner } fertig, { $steps ->
        [one] { $steps } Schritt lang
       *[other] { $steps } Schritte lang
    }
voldetour-reason-road-cut = { $yours ->
        [yes] damit ist die Straße von { $seat } zu deinem Turm unterbrochen
       *[no] damit ist die Straße von { $seat } zum Turm von { $owner } unterbrochen
    }
voldetour-reason-road-shorter = damit wird die Straße deines Gutsherrn zum Turm von { $owner } um { $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritte
    } kürzer
voldetour-reason-road-longer = { $yours ->
        [yes] damit wird die Straße von { $seat } zu deinem Turm um { $steps ->
            [one] { $steps } Schritt
           *[other] { $steps } Schritte
        } länger
       *[no] damit wird die Straße von { $seat } zum Turm von { $owner } um { $steps ->
            [one] { $steps } Schritt
           *[other] { $steps } Schritte
        } länger
    }
voldetour-reason-steps-closer = damit kommt dein Gutsherr auf seiner Straße dem Turm von { $owner } { $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritte
    } näher
voldetour-reason-off-tower = damit verlässt dein Gutsherr seinen Turm
voldetour-reason-off-tower-exit = damit kann dein Gutsherr seinen Turm verlassen
voldetour-reason-way-nearer = damit reicht der Weg, den dein Gutsherr gehen kann, { $squares ->
        [one] { $squares } Feld
       *[other] { $squares } Felder
    } näher an den Turm von { $owner } heran
voldetour-reason-squares-nearer = damit kommt dein Gutsherr dem Turm von { $owner } { $squares ->
        [one] { $squares } Feld
       *[other] { $squares } Felder
    } näher
voldetour-reason-locks = { $kind ->
        [stair] damit steckt die Treppe von { $seat } auf { $square } fest
       *[block] damit steckt Block { $number } von { $seat } auf { $square } fest
    }
voldetour-reason-builds = damit baust du am Weg deines Gutsherrn zum Turm von { $owner }
voldetour-reason-hinders = { $yours ->
        [yes] damit stellst du dem Gutsherrn von { $seat } ein Hindernis auf den Weg zu deinem Turm
       *[no] damit stellst du dem Gutsherrn von { $seat } ein Hindernis auf den Weg zum Turm von { $owner }
    }
