# Torri: alle Wörter dieses Spiels. Schlüssel beginnen mit „torri-“.

## Optionen für eine neue Partie

torri-opt-height-limit = Höhengrenze
torri-opt-height = { $pieces ->
    [one] { $pieces } Stein
   *[other] { $pieces } Steine
}
torri-opt-no-limit = Keine Grenze
torri-opt-dice-only = Nur Würfel (keine Züge nach Turmhöhe)
torri-opt-two-dice = Zwei Würfel (Differenz eines 1–6- und eines 1–3-Würfels ziehen)
torri-opt-free-carry = Freies Heimtragen oberhalb der Höhe
torri-opt-off = Aus
torri-opt-on = An
torri-opt-colour-die = Farbwürfel (Farbe eines anderen Spielers: du setzt aus)
torri-opt-colour-again = An, eigene Farbe würfelt noch einmal
torri-opt-no-progress = Ende nach { $rounds } Runden ohne Schlagen, Teilen, Tragen oder einen Stapel, der nach Hause kommt

## Brett und Felder

torri-board = Torri-Spielbrett
torri-square-empty = { $square }: leer
torri-square-stack = { $square }: { $pieces } (unten → oben): { $colours }
torri-square-stack-home = { $square }: { $pieces } (unten → oben): { $colours } – für immer sicher zu Hause

## Statuszeile und Aufforderungen

torri-prompt-over = Die Partie ist zu Ende.
torri-prompt-playing = { $you ->
    [yes] Du bist am Zug.
   *[no] { $player } ist am Zug.
}
torri-end-stuck = Ein Spieler hatte keinen Turm mehr zum Ziehen, daher endete die Partie mit dieser Runde: Wer die meisten Steine besitzt, gewinnt.
torri-end-stuck-player = { $you ->
        [yes] Du hattest keinen Turm mehr zum Ziehen, daher endete die Partie mit dieser Runde: Wer die meisten Steine besitzt, gewinnt.
       *[no] { $player } hatte keinen Turm mehr zum Ziehen, daher endete die Partie mit dieser Runde: Wer die meisten Steine besitzt, gewinnt.
    }
torri-end-no-progress = { $rounds ->
    [one] { $rounds } Runde verging ohne Schlagen, Teilen, Heimtragen oder einen Turm, der sein Ziel erreicht, daher ist die Partie beendet: Wer die meisten Steine besitzt, gewinnt.
   *[other] { $rounds } Runden in Folge vergingen ohne Schlagen, Teilen, Heimtragen oder einen Turm, der sein Ziel erreicht, daher ist die Partie beendet: Wer die meisten Steine besitzt, gewinnt.
}
torri-prompt-colour-die = { $player }: Wirf den Farbwürfel.
torri-prompt-roll = { $player }: Wirf den Würfel.
torri-prompt-choose = { $input ->
    [touch] { $player }: Wirf den Würfel oder ziehe einen Turm so weit, wie er hoch ist (antippen).
   *[mouse] { $player }: Wirf den Würfel oder ziehe einen Turm so weit, wie er hoch ist (anklicken).
}
torri-prompt-choose-after-six = { $input ->
    [touch] { $player }: Sechs! Wirf noch einmal oder ziehe einen Turm so weit, wie er hoch ist (antippen).
   *[mouse] { $player }: Sechs! Wirf noch einmal oder ziehe einen Turm so weit, wie er hoch ist (anklicken).
}
torri-prompt-move = { $squares ->
    [one] { $player }: Ziehe einen Turm genau 1 Feld.
   *[other] { $player }: Ziehe einen Turm genau { $squares } Felder.
}
torri-prompt-split = { $player }: Der Turm auf { $square } ist zu hoch und muss geteilt werden.
torri-prompt-bonus-roll = { $player }: Deine eigene Farbe – du darfst noch einmal würfeln oder hier aufhören.
torri-colour-die-blank = Farbwürfel: leer
torri-colour-die-shows = Farbwürfel: { $colour }
torri-last-round = Letzte Runde!
torri-quiet-last-round = Kein Schlagen, Teilen, Tragen und kein Turm, der nach Hause kommt, in dieser Runde: Mit ihr endet die Partie.
torri-quiet-rounds-left = { $rounds ->
    [one] Noch 1 Runde, wenn niemand schlägt, teilt, trägt oder einen Turm nach Hause bringt.
   *[other] Noch { $rounds } Runden, wenn niemand schlägt, teilt, trägt oder einen Turm nach Hause bringt.
}

## Schaltflächen

torri-roll-colour-die = Farbwürfel werfen
torri-roll = Würfeln
torri-stop-here = Hier aufhören
torri-pass = Passen (kein erlaubter Zug)
torri-free-carry = Oberteil nach Hause tragen
torri-split-question = Wie viele bleiben unten?
torri-split-cut = { $keep } ({ $moves } ziehen)
torri-split-then = { $input ->
    [touch] Dann tippe auf ein markiertes Feld daneben.
   *[mouse] Dann klicke ein markiertes Feld daneben an.
}

## Das Protokoll (die Zeichen der Notation, die Wörter der Sprache)

torri-log-pass = passt
torri-log-no-extra-roll = kein Extrawurf
torri-log-roll = Wurf { $distance }
torri-log-roll-two = Wurf { $big }−{ $small } = { $distance }
torri-log-roll-nothing = Wurf
torri-hint-roll = würfeln
torri-hint-roll-two = würfeln
torri-hint-roll-colour = Farbwürfel
torri-log-colour-skip = Farbwürfel: { $colour ->
    [red] Rot
    [blue] Blau
    [yellow] Gelb
   *[green] Grün
} (aussetzen)
torri-log-colour-own = Farbwürfel: { $colour ->
    [red] Rot
    [blue] Blau
    [yellow] Gelb
   *[green] Grün
} (eigene)
torri-log-colour-blank = Farbwürfel: leer
torri-log-move = { $from }-{ $to }
torri-log-capture = { $from }x{ $to } (schlägt { $pieces })
torri-log-split = teilt { $pieces } auf { $from } → { $to }
torri-log-carry = trägt { $pieces } von { $from } nach Hause

## Das Protokoll in Worten, für Tipps und Ansagen (jeder `-words`-Zwilling bekommt die Werte seiner Zeile)

torri-log-pass-words = kein erlaubter Zug: passen
torri-log-roll-words = ein Würfelwurf: { $distance }
torri-log-roll-two-words = ein Wurf mit beiden Würfeln: { $big } minus { $small } gleich { $distance }
torri-log-roll-nothing-words = ein Würfelwurf
torri-hint-roll-words = würfeln
torri-hint-roll-two-words = mit beiden Würfeln würfeln
torri-hint-roll-colour-words = den Farbwürfel werfen
torri-log-colour-skip-words = { $colour ->
    [red] Rot
    [blue] Blau
    [yellow] Gelb
   *[green] Grün
} auf dem Farbwürfel: Farbe eines anderen Spielers, der Zug verfällt
torri-log-colour-own-words = { $colour ->
    [red] Rot
    [blue] Blau
    [yellow] Gelb
   *[green] Grün
} auf dem Farbwürfel: die eigene Farbe
torri-log-move-words = Turm von { $from } nach { $to }
torri-log-capture-words = Turm von { $from } auf { $to }, geschlagene Steine: { $pieces }
torri-log-split-words = Oberteil von { $from } nach { $to } abgeteilt, Steine: { $pieces }
torri-log-carry-words = Oberteil von { $from } nach Hause getragen, Steine: { $pieces }

## Regelverstöße (sie folgen einem Doppelpunkt: klein geschrieben)

torri-error-game-over = die Partie ist zu Ende
torri-error-must-roll-colour-die = wirf zuerst den Farbwürfel
torri-error-colour-die-not-now = der Farbwürfel wird nur zu Beginn eines Zuges geworfen
torri-error-must-split = der Turm über der Höhengrenze muss zuerst geteilt werden
torri-error-already-rolled = { $distance ->
    [one] du hast schon gewürfelt: ziehe einen Turm genau 1 Feld
   *[other] du hast schon gewürfelt: ziehe einen Turm genau { $distance } Felder
}
torri-error-not-rolled-now = du kannst jetzt nicht würfeln
torri-error-must-roll-bonus = du hast deine eigene Farbe gewürfelt: würfle noch einmal oder hör hier auf
torri-error-no-bonus-roll-to-decline = es gibt jetzt keinen Extrawurf abzulehnen
torri-error-height-moves-disabled = Züge nach Turmhöhe sind im Nur-Würfel-Spiel nicht erlaubt
torri-error-off-board = dieses Feld liegt außerhalb des Bretts
torri-error-empty-square = auf diesem Feld steht kein Turm
torri-error-not-your-stack = du darfst nur einen Turm mit deiner Farbe oben ziehen
torri-error-frozen-in-home = ein Turm aus zwei oder mehr Steinen im eigenen Haus darf nicht mehr ziehen
torri-error-captured-this-turn = ein Turm, der geschlagen hat, darf in diesem Zug nicht mehr ziehen
torri-error-not-straight = ein Zug geht geradeaus entlang einer Reihe oder Spalte
torri-error-wrong-distance = { $squares ->
    [one] dieser Zug muss genau 1 Feld weit gehen
   *[other] dieser Zug muss genau { $squares } Felder weit gehen
}
torri-error-own-stack = du darfst nicht auf deinem eigenen Turm landen
torri-error-other-home = dieses Feld gehört zum Haus eines anderen Spielers
torri-error-pass-not-allowed = passen darfst du nur, wenn du keinen erlaubten Zug hast
torri-error-nothing-to-move = du hast keinen Turm, der ziehen kann: passe
torri-error-no-split-now = jetzt gibt es keinen Turm zu teilen
torri-error-bad-cut = beide Teile müssen deine Farbe oben haben und dürfen höchstens { $limit } Steine haben
torri-error-not-adjacent = der abgeteilte Teil kommt auf ein Feld neben dem Turm
torri-error-free-carry-disabled = freies Heimtragen gehört nicht zu dieser Partie
torri-error-free-carry-not-now = freies Heimtragen ersetzt den ganzen Zug zu Beginn eines Zuges
torri-error-already-home = dieser Turm ist schon in deinem Haus
torri-error-too-low-to-carry = nur ein Turm, der höher als { $height } ist, darf Steine nach Hause tragen

## Regelhilfe (in eigenen Worten; Format siehe docs/i18n.md)

torri-rules-help =
    TORRI

    ZIEL
    Beende die Partie mit den meisten Steinen in deinem Haus. Steine jeder Farbe zählen: Jeder
    Turm, der dir am Ende gehört, wird für dich gezählt.

    SO LÄUFT EIN ZUG
    Würfle und zieh einen deiner Türme genau so viele Felder geradeaus, oder zieh ohne zu würfeln
    einen Turm so viele Felder weit, wie er Steine hat. Landest du auf dem Turm eines anderen
    Spielers, schlägst du ihn. Nach einer gewürfelten 6 geht es weiter.

    BRETT
    10 × 10 Felder. Jeder Spieler hat ein Haus, das zu Beginn mit seinen einzelnen Steinen
    gefüllt ist.
    • 2 Spieler: Süd besitzt die Reihen 1–2, Nord die Reihen 9–10 (je 20 Steine).
    • 3–4 Spieler: Jedes Haus ist der 2 × 6 Felder große Block in der Mitte einer Seite (je 12
      Steine); die vier Eckblöcke gehören niemandem. Bei 3 Spielern ist das Haus im Osten
      gewöhnliches freies Feld.

    TÜRME
    Steine auf einem Feld bilden einen Turm. Wessen Farbe oben liegt, dem gehört er, und er
    zieht immer als Ganzes.

    DEIN ZUG
    Entweder
      - würfle und ziehe einen deiner Türme genau so viele Felder, oder
      - ziehe einen deiner Türme genau so viele Felder, wie er Steine hat (ein einzelner Stein 1,
        ein Turm aus drei Steinen 3), ohne zu würfeln.
    Nach dem Würfeln kannst du nicht mehr zu einem Zug nach Turmhöhe wechseln. Züge gehen geradeaus
    entlang einer Reihe oder Spalte und springen über alles dazwischen. Du darfst auf einem leeren
    Feld landen oder auf einem Turm, der einem anderen gehört: Du schlägst ihn, indem du deinen Turm
    obendrauf setzt. Du darfst nie auf deinem eigenen Turm landen, das Brett verlassen oder das Haus
    eines anderen Spielers betreten. Hast du einen erlaubten Zug, musst du ziehen; lässt dir der Wurf
    keinen, passt du.

    SCHLAGEN
    Ein Turm, der gerade geschlagen hat, bleibt für den Rest deines Zuges stehen.

    SECHSEN
    Nach einem gewürfelten 6er-Zug geht es weiter: Würfle noch einmal oder mache einen Zug
    nach Turmhöhe mit einem beliebigen deiner Türme. Das wiederholt sich nach jeder gewürfelten 6.
    (Ein Zug nach Turmhöhe über 6 Felder zählt nicht als Sechs.) Eine Sechs, die du nicht nutzen
    kannst, verfällt einfach: Du passt, und dein Zug ist vorbei.

    HÄUSER
    Dein Haus ist sicher, niemand sonst darf es betreten. Ein einzelner Stein darf in dein
    Haus hinein und hinaus und darin umherziehen. Ein Turm aus zwei oder mehr Steinen, der in deinem
    Haus ankommt, bleibt für immer dort.

    HÖHENGRENZE (normalerweise 12)
    Ein Turm über der Grenze wird sofort von seinem Besitzer geteilt.
    Wähle die Teilung so, dass beide Teile deine Farbe oben haben und keiner über der Grenze liegt;
    der untere Teil bleibt, der obere kommt auf ein Nachbarfeld (oben, unten, links oder rechts),
    das leer ist oder einem Gegner gehört, nie in das Haus eines anderen Spielers. Wird dadurch ein
    anderer Turm zu hoch, wird er seinerseits geteilt. Passt keine Teilung oder kein Feld, bleibt
    der Turm, wie er ist.

    ENDE
    Sobald ein Spieler keinen Turm mehr besitzt, der noch ziehen kann (alle seine Türme stecken
    in seinem Haus fest, oder ihm gehört nichts), wird die laufende Runde zu Ende gespielt (bis zum
    letzten Spieler der Sitzreihenfolge). Dann werden alle Türme für ihre Besitzer gezählt, dazu die
    nach Hause getragenen Steine. Die meisten Steine gewinnen; gleich viele an der Spitze teilen sich
    den Sieg.

    ENDE OHNE FORTSCHRITT (an, wenn es beim Start nicht abgeschaltet wird)
    Vergehen viele volle Runden nacheinander ohne Schlagen, Teilen, freies Heimtragen oder einen
    Turm aus zwei oder mehr
    Steinen, der im Haus seines Besitzers ankommt, endet die Partie nach dieser Runde und wird wie
    üblich gezählt. Das Brett zeigt, wie viele Runden bleiben, sobald es weniger als fünf sind.

    VARIANTEN (vor der Partie vereinbart)
      - Höhengrenze: eine andere Zahl oder gar keine Grenze.
      - Nur Würfel: keine Züge nach Turmhöhe; nach einer Sechs würfelst du einfach noch einmal.
      - Freies Heimtragen: Sobald einer deiner Türme außerhalb deines Hauses höher ist als die
        vereinbarte Höhe, darfst du statt des Zuges die Steine über dieser Höhe direkt in dein Haus
        heben. Sie sind sicher, zählen für dich und bleiben für immer dort (auch ein einzelner
        Stein). Der zurückgelassene Teil gehört dem, dessen Farbe jetzt oben liegt.
      - Zwei Würfel (1–6 und 1–3): Ziehe die Differenz der beiden. Eine Differenz von 0 heißt kein
        Zug. Die Differenz ist nie 6, also gibt es keine Sechser-Boni.
      - Farbwürfel: Jeder Zug beginnt mit dem Farbwürfel (eine Seite je Spieler, die übrigen leer).
        Die Farbe eines anderen Spielers: Du setzt diesen Zug aus. Leer oder deine eigene Farbe: Du
        spielst wie gewohnt. Mit „eigene Farbe würfelt noch einmal“ erlaubt dir deine eigene Farbe
        außerdem, am Ende deines Zuges noch einmal den Zahlenwürfel zu werfen, wenn du willst; du
        darfst auch dort aufhören.

## Warum ein Zug gut ist (ein Satzteil nach dem Namen des Zuges im Tipp und in der Rückschau: klein geschrieben)

torri-reason-capture-piece = damit schlägst du einen { $colour ->
    [red] roten
    [blue] blauen
    [yellow] gelben
   *[green] grünen
} Stein, der jetzt für dich zählt
torri-reason-capture = damit schlägst du den { $colour ->
    [red] roten
    [blue] blauen
    [yellow] gelben
   *[green] grünen
} Turm aus { $pieces } Steinen, und alle seine Steine zählen jetzt für dich
torri-reason-home = damit kommt dein Turm aus { $pieces } Steinen nach Hause, wo er für immer sicher ist
torri-reason-split-home = damit kommen die oberen { $pieces } Steine in dein Haus, für immer sicher
torri-reason-carry = { $pieces ->
    [one] damit ist { $pieces } Stein für immer sicher in deinem Haus
   *[other] damit sind { $pieces } Steine für immer sicher in deinem Haus
}
torri-reason-threat-piece = damit bedrohst du einen { $colour ->
    [red] roten
    [blue] blauen
    [yellow] gelben
   *[green] grünen
} Stein: Ein Zug nach Turmhöhe kann ihn schlagen
torri-reason-threat = damit bedrohst du den { $colour ->
    [red] roten
    [blue] blauen
    [yellow] gelben
   *[green] grünen
} Turm aus { $pieces } Steinen: Ein Zug nach Turmhöhe kann ihn schlagen
torri-reason-single-home = damit kommt dein Stein nach Hause, wo ihn niemand schlagen kann
