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

## Lektionen
# „Spielen lernen“ (crates/voldetour/src/lessons): der Lernende spielt Schwarz gegen die Teile von Weiß.
# $square, $target: Feldnamen; $top, $height, $first, $second: Höhen in Würfeln; $squares, $best: Anzahlen;
# $direction, $wanted: north, east, south oder west; $route: die Felder, über die ein Gutsherr geht, mit Strichen verbunden („e3–d3–c3“).

voldetour-lesson-goal-title = Das Ziel
voldetour-lesson-goal-summary = Führe deinen Gutsherrn auf den gegnerischen Turm, nachdem er deinen eigenen verlassen hat.
voldetour-lesson-goal-win-task = Du spielst Schwarz und gewinnst, wenn dein Gutsherr auf dem Turm von Weiß auf h8 stehen bleibt. Ein Gutsherr geht pro Zug 1 bis 3 Schritte, jeden auf ein Nachbarfeld von seiner eigenen Höhe. Deiner steht auf einer Straße in Höhe 3, so hoch wie die Türme: Führe ihn auf h8.
voldetour-lesson-goal-win-done = Gewonnen! Jede Partie Voldétour ist ein Wettlauf darum, so eine Straße zum gegnerischen Turm zu bauen.
voldetour-lesson-goal-leave-task = Jeder Gutsherr beginnt auf seinem eigenen Turm, 3 Würfel hoch, und muss ihn bis zum Ende seines dritten Zuges verlassen, sonst verliert sein Spieler. In einem Zug darfst du einen Block und eine Treppe setzen und dann deinen Gutsherrn ziehen. Setze einen 3 hohen Block neben deinen Turm (c3) und geh dann mit dem Gutsherrn darauf.
voldetour-lesson-goal-leave-done = Dein Gutsherr hat seinen Turm verlassen. Später darf er darüber gehen, aber nie wieder darauf stehen bleiben.
voldetour-lesson-goal-third-task = Dein dritter Zug: Dein Gutsherr muss seinen Turm jetzt verlassen, sonst verlierst du. Die Felder ringsum sind schon 1 hoch, und ein Teil liegt auf dem, was darunter ist. Finde einen Block, der ihm ein Feld der Höhe 3 gibt, und steig hinunter.
voldetour-lesson-goal-third-done = Gerade noch rechtzeitig. Höhen addieren sich: Ein 2 hoher Block auf einem Feld der Höhe 1 ergibt ein Feld der Höhe 3.
voldetour-lesson-blocks-title = Blöcke
voldetour-lesson-blocks-summary = Setze Blöcke stehend oder liegend, auf das Brett oder auf andere Teile, und versetze deine eigenen.
voldetour-lesson-blocks-stack-task = Du darfst auf jedes Teil bauen, deines oder das von Weiß: Ein Block liegt obenauf, und die Höhen addieren sich, aber nichts darf höher als 3 werden. Stelle deinen 1×1×2-Block auf den Block von Weiß auf e3 und geh dann mit dem Gutsherrn darauf.
voldetour-lesson-blocks-stack-done = e3 ist jetzt 1 + 2 = 3 hoch, so hoch wie d3, also konnte dein Gutsherr hinübergehen.
voldetour-lesson-blocks-move-task = Statt eines neuen Teils darfst du eines deiner Teile vom Brett nehmen und woanders hinsetzen, außer es steckt fest: Etwas liegt darauf, oder jede seiner Seiten ist verdeckt. Die Blöcke in deinem Vorrat sind zu niedrig: Versetze deinen 1×2×3 von a8 neben deinen Gutsherrn und geh dann darauf.
voldetour-lesson-blocks-move-done = Das Versetzen war deine Block-Aktion für diesen Zug. Dein 1×2×2 auf f5 hätte sich nicht versetzen lassen: Der Block von Weiß liegt darauf.
voldetour-lesson-blocks-pair-task = Bring deinen Gutsherrn in diesem Zug mit einem einzigen Block nach f3. Ein Block darf in jeder Richtung stehen oder liegen, aber jeder seiner Würfel muss auf derselben Ebene aufliegen, ohne Lücke darunter.
voldetour-lesson-blocks-pair-done = Dein 1×2×2-Block, aufrecht über e3 und f3, hat beide Felder auf einmal von 1 auf 3 gehoben.
voldetour-lesson-stairs-title = Treppen
voldetour-lesson-stairs-summary = Steige über Treppen, setze sie richtig herum und stecke zwei zu einem Würfel zusammen.
voldetour-lesson-stairs-climb-task = Eine Treppe ist ein Keil von einem Würfel, der zwei Felder mit einem Würfel Höhenunterschied verbindet. Dein Gutsherr geht entlang der Schräge hinauf oder hinunter bis auf das Feld dahinter, in einem einzigen Schritt; nie über ihre Seiten, und er bleibt nie auf ihr stehen. Steig die Treppe auf d5 hinauf nach e5.
voldetour-lesson-stairs-climb-done = Eine Ebene höher in einem Schritt. Nur über Treppen ändert ein Gutsherr seine Höhe.
voldetour-lesson-stairs-place-task = Setze jetzt selbst eine Treppe: auf d5, die Schräge nach Osten ansteigend, zu e5 hin. Dann steig mit deinem Gutsherrn hinauf nach e5.
voldetour-lesson-stairs-place-done = Die niedrige Seite zeigt zur Höhe deines Gutsherrn, die hohe zum Feld, das einen Würfel höher ist: So muss eine Treppe gedreht sein.
voldetour-lesson-stairs-nest-task = Die Treppe auf e5 steigt nach Norden an, also kann dein Gutsherr sie nicht nach Osten überqueren, und auf einer offenen Schräge kann nichts gebaut werden. Stecke eine Treppe kopfüber hinein: Zusammen ergeben sie einen vollen Würfel, so hoch wie dein Gutsherr. Dann geh nach f5.
voldetour-lesson-stairs-nest-done = Ein gestecktes Paar ist ein voller Würfel: Gutsherren gehen darüber, und man kann darauf bauen.
voldetour-lesson-stairs-run-task = Treppen, die in einer geraden Linie hintereinander stehen, werden zusammen überquert, in einem einzigen Schritt. Setze eine Treppe so, dass dein Gutsherr auf f5 (2 Würfel hoch) kommt, und geh dorthin.
voldetour-lesson-stairs-run-done = Zwei Treppen hintereinander: zwei Ebenen höher in einem einzigen Schritt.
voldetour-lesson-walk-title = Der Weg des Gutsherrn
voldetour-lesson-walk-summary = Ein bis drei Schritte pro Zug, Treppen unterwegs überquert, Türme überschritten.
voldetour-lesson-walk-free-task = Jeder Schritt führt auf das nächste Feld vor, hinter, links oder rechts, nie diagonal, und zwischen den Schritten darf dein Gutsherr abbiegen. Ein Schritt über eine Treppe endet auf dem Feld dahinter. Führe deinen Gutsherrn in einem Zug nach g6.
voldetour-lesson-walk-free-done = c5 nach e5, e5 nach g5, g5 nach g6: drei Schritte für fünf Felder, dank der Treppen.
voldetour-lesson-walk-tower-task = Hat er ihn einmal verlassen, darf dein Gutsherr über seinen eigenen Turm gehen, aber nie darauf stehen bleiben. Kein Gutsherr darf ein Feld mit einem anderen teilen oder über ihn hinweggehen. Geh von b3 über deinen Turm nach e3.
voldetour-lesson-walk-tower-done = b3, c3, d3, e3: Einen Turm zu überqueren ist ein Schritt wie jeder andere.
voldetour-lesson-walk-near-task = Führe deinen Gutsherrn in diesem Zug so nah wie möglich an den Turm von Weiß (h8) heran; gezählt werden die Felder entlang der Reihen und Spalten.
voldetour-lesson-walk-near-done = h7 ist ein Feld von h8 entfernt: die Treppe auf d7 hinauf, über den Block und die Treppe auf g7 hinunter. Der Gutsherr von Weiß auf h6 versperrte den Weg hinunter über g6.
voldetour-lesson-reach-title = Den Turm erreichen
voldetour-lesson-reach-summary = Komm in Höhe 3 oder über eine Treppe an, und finde einen Weg um einen anderen Gutsherrn herum.
voldetour-lesson-reach-stair-task = Der letzte Aufstieg auf einen Turm darf eine Treppe sein. Dein Gutsherr steht in Höhe 2: Setze eine Treppe auf g8, nach Osten zu h8 hin ansteigend, und steig dann auf den Turm von Weiß.
voldetour-lesson-reach-stair-done = Gewonnen! Eine Treppe auf einem Feld der Höhe 2 neben dem Turm führt direkt auf ihn.
voldetour-lesson-reach-block-task = Gewinne in diesem Zug mit einem einzigen Block: Dein Gutsherr braucht Felder der Höhe 3 bis nach h8, höchstens drei Schritte weit.
voldetour-lesson-reach-block-done = Gewonnen! Dein 1×2×3-Block, aufrecht auf f8 und g8, gab deinem Gutsherrn die zwei Felder, die ihm fehlten.
voldetour-lesson-reach-round-task = Gewinne in diesem Zug mit einem einzigen Teil. Der Gutsherr von Weiß steht auf g8 vor seinem Turm, und kein Gutsherr darf über einen anderen gehen: Finde einen anderen Weg hinein.
voldetour-lesson-reach-round-done = Gewonnen! Um den Gutsherrn von Weiß herum über g7 und h7, und von Süden auf h8.
voldetour-lesson-defend-title = Den Weg versperren
voldetour-lesson-defend-summary = Halte einen gegnerischen Gutsherrn auf, der einen Zug von deinem Turm entfernt ist.
voldetour-lesson-defend-lift-task = Der Gutsherr von Weiß auf e3 könnte im nächsten Zug über deinen Block auf d3 auf deinen Turm gehen. Deine eigenen Teile kannst du versetzen: Nimm diesen Block von d3 weg.
voldetour-lesson-defend-lift-done = Da d3 nicht mehr 3 hoch ist, hat der Gutsherr von Weiß keinen Weg auf deinen Turm, außer er baut sich zuerst einen neuen.
voldetour-lesson-defend-stand-task = Weiß bedroht deinen Turm wieder, aber der Block auf d3 gehört ihm: Du kannst ihn nicht versetzen, und obendrauf passt nichts. Gutsherren teilen nie ein Feld und gehen nie übereinander hinweg: Stell deinen Gutsherrn auf d3.
voldetour-lesson-defend-stand-done = Dein Gutsherr steht im Weg, und der Gutsherr von Weiß kommt nicht an ihm vorbei.
voldetour-lesson-defend-choose-task = Der Gutsherr von Weiß auf f3 könnte im nächsten Zug deine Treppe auf e3 hinauf und auf deinen Turm gehen. Halte ihn mit einer einzigen Aktion auf; es gibt mehr als einen Weg.
voldetour-lesson-defend-choose-done = Aufgehalten. Dein Gutsherr im Weg, deine Treppe versetzt oder gedreht, oder eine Treppe hineingesteckt, die einen vollen Würfel ergibt: Jedes davon sperrt die Straße.
voldetour-lesson-stop-on = Dein Gutsherr würde auf { $square } stehen bleiben, aber { $target } ist in diesem Zug in seiner Reichweite: Geh bis dorthin.
voldetour-lesson-build-first = Sobald dein Gutsherr zieht, endet dein Zug, und er kann { $target } noch nicht erreichen: Bau ihm zuerst den Weg.
voldetour-lesson-no-end-turn = Beende deinen Zug noch nicht: Dein Gutsherr muss noch ziehen.
voldetour-lesson-no-build = Du musst nichts mehr bauen: Dein Gutsherr kann { $target } schon erreichen. Zieh ihn dorthin.
voldetour-lesson-walk-now = Der Weg ist offen, du musst nichts mehr bauen: Zieh deinen Gutsherrn.
voldetour-lesson-use-block = Hier braucht es einen Block: Dein Gutsherr braucht ein Feld in seiner eigenen Höhe zum Stehen, und auf einer Treppe bleibt er nie stehen.
voldetour-lesson-use-stair = Hier braucht es eine Treppe: Nur über eine Treppe kann dein Gutsherr hinauf- oder hinabsteigen.
voldetour-lesson-block-top = Die Oberseite dieses Blocks läge in Höhe { $top }, aber dein Gutsherr steht in Höhe { $height }: Er geht nur zwischen Feldern gleicher Höhe.
voldetour-lesson-not-beside = Dieser Block ist so hoch wie dein Gutsherr, aber außer seiner Reichweite: Er geht nur auf Nachbarfelder.
voldetour-lesson-no-way = Auch damit kann dein Gutsherr { $target } in diesem Zug nicht erreichen.
voldetour-lesson-stair-square = Setze die Treppe auf { $square }, zwischen deinen Gutsherrn und { $target }.
voldetour-lesson-stair-dir = Diese Treppe würde nach { $direction ->
        [north] Norden
        [east] Osten
        [south] Süden
       *[west] Westen
    } ansteigen: Um zu { $target } hinaufzusteigen, muss ihre Schräge nach { $wanted ->
        [north] Norden
        [east] Osten
        [south] Süden
       *[west] Westen
    } ansteigen.
voldetour-lesson-nest-here = Nur eine Treppe, kopfüber in die offene Treppe auf { $square } gesteckt, ergibt einen vollen Würfel, über den dein Gutsherr gehen kann.
voldetour-lesson-build-on = Bau auf { $square }, oben auf das Teil dort: Die Höhen addieren sich.
voldetour-lesson-pair-heights = Danach läge e3 in Höhe { $first } und f3 in Höhe { $second }: Beide müssen auf 3 sein, der Höhe deines Gutsherrn.
voldetour-lesson-nearer = Auf { $square } wäre dein Gutsherr { $squares ->
        [one] { $squares } Feld
       *[other] { $squares } Felder
    } vom Turm von Weiß entfernt, aber in diesem Zug kann er bis auf { $best ->
        [one] { $best } Feld
       *[other] { $best } Felder
    } herankommen.
voldetour-lesson-walk-only = Diese Aufgabe ist ein Gang: Zieh deinen Gutsherrn und baue nichts.
voldetour-lesson-threat-lord = Auf { $square } steht dein Gutsherr nicht im Weg: Der Gutsherr von Weiß könnte immer noch über { $route } gehen und auf deinem Turm stehen bleiben.
voldetour-lesson-threat-piece = Damit bleibt der Weg offen: Der Gutsherr von Weiß könnte immer noch über { $route } gehen und auf deinem Turm stehen bleiben.
