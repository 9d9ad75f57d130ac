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

## Lektionen („Spielen lernen“: Aufgabe und Ergebnis jedes Schritts, dann warum ein falscher Zug abgelehnt wird)

torri-lesson-goal-title = Das Ziel
torri-lesson-goal-summary = Besitze am Ende die meisten Steine; ein Turm gehört der Farbe, die oben liegt.
torri-lesson-goal-start = Du spielst Rot, und deine Steine beginnen in deinem Haus, den beiden unteren Reihen. Wer am Ende die meisten Steine besitzt, gewinnt. In jedem Zug ziehst du einen deiner Türme, und ein einzelner Stein darf ohne Würfeln ein Feld weit ziehen: Zieh einen Stein aus deinem Haus heraus.
torri-lesson-goal-start-done = Dein Stein steht jetzt auf dem offenen Feld, wo gespielt wird: Dort kann er blaue Türme schlagen – und selbst geschlagen werden.
torri-lesson-goal-owner = Steine auf einem Feld bilden einen Turm, und ein Turm gehört mit allen seinen Steinen der Farbe, die oben liegt. Dein Turm auf { $square } hat Rot oben, der auf { $theirs } hat Blau oben. Ein Turm zieht immer als Ganzes, so viele Felder weit, wie er hoch ist: Zieh deinen.
torri-lesson-goal-owner-done = Alle { $pieces } Steine sind zusammen gezogen, auch die blauen: Sie zählen für dich, solange Rot oben bleibt.
torri-lesson-goal-task = Mehrere Türme enthalten rote Steine. Finde den Turm, der dir gehört und die meisten Steine hat, und zieh ihn.
torri-lesson-goal-task-done = Richtig: Mit Rot oben gehören dir alle { $pieces } Steine. Der Turm auf { $theirs } ist voller roter Steine, aber Blau liegt oben, also gehört er Blau.

torri-lesson-moving-title = Ziehen
torri-lesson-moving-summary = Ein Turm zieht geradeaus, genau so viele Felder weit, wie er hoch ist, und springt über alles dazwischen.
torri-lesson-moving-single = Ein einzelner Stein zieht ein Feld weit: vor, zurück, nach links oder nach rechts, nie schräg. Zieh deinen Stein von { $from } nach { $target }.
torri-lesson-moving-single-done = Züge verlaufen immer entlang einer Reihe oder einer Spalte, und auch zurück oder zur Seite ist erlaubt.
torri-lesson-moving-jump = Ohne Würfeln zieht ein Turm genau so viele Felder weit, wie er Steine hat, und springt über alles, was dazwischen steht. Zieh deinen Turm aus { $pieces } Steinen von { $from } nach { $target }, über die blauen Steine hinweg.
torri-lesson-moving-jump-done = Er ist über beide blauen Steine gesprungen: Was dazwischen steht, hält einen Zug nie auf. Es zählt nur das Feld, auf dem du landest.
torri-lesson-moving-task = Du darfst nicht auf deinem eigenen Turm landen, das Brett verlassen oder das Haus von Blau betreten, die beiden oberen Reihen. Lande mit einem deiner Türme genau auf { $target }.
torri-lesson-moving-task-done = Dein Turm aus { $pieces } Steinen ist über deinen eigenen und einen blauen Stein gesprungen und genau auf { $target } gelandet.

torri-lesson-capture-title = Schlagen
torri-lesson-capture-summary = Lande genau auf einem blauen Turm, um ihn zu schlagen: Alle seine Steine gehören dann dir.
torri-lesson-capture-first = Um zu schlagen, landest du genau auf einem Turm, der nicht dir gehört: Dein Turm kommt obendrauf, und der ganze Turm gehört jetzt dir. Schlag den blauen Stein auf { $target }.
torri-lesson-capture-first-done = Jetzt liegt Rot oben, also zählen beide Steine für dich. Ein Turm, der geschlagen hat, bleibt für den Rest deines Zuges stehen.
torri-lesson-capture-tall = Höhe schützt einen Turm nicht: Wer auf ihm landet, bekommt ihn ganz. Schlag den blauen Turm aus { $pieces } Steinen auf { $target } mit deinem Turm auf { $from }.
torri-lesson-capture-tall-done = Dein kleiner Turm hat den hohen ganz genommen: Alle { $pieces } Steine gehören jetzt dir. Blau bekommt sie nur zurück, wenn es auf ihnen landet.
torri-lesson-capture-task = Hier kannst du auf verschiedene Weise schlagen. Finde den Zug, der die meisten Steine gewinnt.
torri-lesson-capture-task-done = Der größte Fang: Alle { $pieces } Steine dieses Turms zählen jetzt für dich.

torri-lesson-towers-title = Türme
torri-lesson-towers-summary = Durch Schlagen wachsen Türme: Sie gehören der Farbe oben, und ein zu hoher Turm wird geteilt.
torri-lesson-towers-back = Ein Turm gehört der Farbe, die oben liegt, also kann ein einzelner Stein einen ganzen Turm zurückgewinnen. Auf { $target } sitzt Blau auf { $pieces } deiner Steine: Lande mit deinem Stein auf diesem Turm.
torri-lesson-towers-back-done = Alle { $pieces } Steine gehören wieder dir. Türme wechseln immer wieder den Besitzer; es zählt, wer am Ende oben liegt.
torri-lesson-towers-far = Je höher ein Turm, desto weiter reicht sein Zug nach Turmhöhe: Dein Turm aus { $pieces } Steinen zieht { $pieces } Felder weit. Schlag damit den blauen Turm auf { $target }.
torri-lesson-towers-far-done = Ein hoher Turm schlägt aus der Ferne zu, ist aber auch eine große Beute: Alle seine Steine gehen an den, der auf ihm landet.
torri-lesson-towers-task = Ein Turm darf höchstens { $limit } Steine haben (wenn vor der Partie nichts anderes vereinbart wurde). Ein höherer wird sofort geteilt: Du wählst, wie viele Steine unten bleiben, und setzt den Rest auf ein Nachbarfeld; beide Teile brauchen Rot oben. Schlag auf { $target } und teile dann auf den blauen Stein auf { $blue }.
torri-lesson-towers-task-done = Dein oberer Teil ist auf dem blauen Stein gelandet und hat auch ihn geschlagen: zweimal geschlagen in einem Zug, und beide Türme gehören dir.

torri-lesson-dice-title = Der Würfel
torri-lesson-dice-summary = Würfle und ziehe genau die gewürfelte Zahl; nach einer 6 geht es weiter.
torri-lesson-dice-roll = Statt eines Zuges nach Turmhöhe darfst du würfeln: Dann zieht einer deiner Türme, egal wie hoch, genau die gewürfelte Zahl weit. Hast du gewürfelt, kannst du es dir nicht mehr anders überlegen. Würfle mit der Schaltfläche „Würfeln“, zieh dann, und schlag, wenn die Zahl es erlaubt.
torri-lesson-dice-roll-done = Der Würfel hat bestimmt, wie weit es geht, nicht die Höhe des Turms, und die Zahl passte genau zum Schlagen.
torri-lesson-dice-any = Der Würfel zeigt { $roll }. Jetzt zieht jeder deiner Türme genau { $roll } Felder weit, egal wie hoch er ist. Schlag mit einem von ihnen.
torri-lesson-dice-any-done = Dein einzelner Stein ist { $roll } Felder weit gezogen: Nach dem Würfeln kommt ein kleiner Turm so weit wie ein hoher.
torri-lesson-dice-task = Du hast eine 6 gewürfelt. Nachdem du eine gewürfelte 6 gezogen hast, geht es weiter: Würfle noch einmal oder ziehe einen beliebigen Turm nach Turmhöhe. Ein Turm, der geschlagen hat, bleibt für den Rest des Zuges stehen. Schlag in diesem Zug zweimal.
torri-lesson-dice-task-done = Zweimal geschlagen in einem Zug: Die 6 hat dir einen zweiten Zug geschenkt. Jede gewürfelte 6 schenkt dir noch einen.

torri-lesson-home-title = Das Haus
torri-lesson-home-summary = Niemand sonst darf dein Haus betreten: Ein Turm, der es erreicht, ist für immer sicher.
torri-lesson-home-stack = Dein Haus, die beiden unteren Reihen, ist sicher: Niemand sonst darf es betreten. Ein Turm aus zwei oder mehr Steinen, der seinen Zug dort beendet, bleibt für immer: Niemand kann ihn schlagen, und er zieht nie wieder. Bring deinen Turm auf { $from } nach Hause.
torri-lesson-home-stack-done = Für immer sicher: Das Abzeichen zeigt, dass er nie wieder zieht. Beide Steine, auch der blaue, zählen am Ende für dich.
torri-lesson-home-single = Ein einzelner Stein darf in dein Haus hinein, darin herum und wieder hinaus ziehen. Zieh mit deinem Stein auf { $from } hinaus und schlag den blauen Stein auf { $target }.
torri-lesson-home-single-done = Er ist herausgekommen und hat geschlagen. Jetzt ist er ein Turm aus zwei Steinen: Geht er nach Hause, bleibt er dort für immer.
torri-lesson-home-task = Bring mit einem Zug so viele Steine wie möglich nach Hause. Ein Turm kommt nur dorthin, wenn sein Zug genau in deinem Haus endet.
torri-lesson-home-task-done = Das sind { $pieces } Steine, für immer sicher. Der Turm auf { $short } hat es nicht geschafft: Sein Zug nach Turmhöhe endet ein Feld vor deinem Haus.

torri-lesson-end-title = Das Ende
torri-lesson-end-summary = Hat ein Spieler keinen Turm mehr zum Ziehen, wird die Runde beendet und jeder Turm gezählt.
torri-lesson-end-last = Die Partie endet, wenn ein Spieler keinen Turm mehr hat, der ziehen kann: Die Runde wird zu Ende gespielt, dann zählt jeder Turm für die Farbe oben. Du führst { $yours } zu { $theirs }. Bring deinen letzten freien Turm nach Hause, wo ihn vor der Zählung nichts mehr erreicht.
torri-lesson-end-last-done = Nichts von dir kann mehr ziehen, also ist dies die letzte Runde: Blau zieht noch einmal, dann wird gezählt, und du gewinnst { $yours } zu { $theirs }.
torri-lesson-end-task = Blau hat nur noch einen Turm, der ziehen kann; alle anderen sind für immer zu Hause. Du hast { $yours } Steine, Blau hat { $theirs }. Gewinne die Partie mit einem Zug.
torri-lesson-end-task-done = Blau kann nichts mehr ziehen, also endet die Partie mit dieser Runde: Du gewinnst { $yours } zu { $theirs }.

torri-lesson-why-roll = Damit würdest du würfeln, und die Zahl kannst du dir nicht aussuchen: Hier reicht ein Zug nach Turmhöhe.
torri-lesson-why-height = Das ist ein Zug nach Turmhöhe, so weit, wie der Turm hoch ist. In diesem Schritt geht es um den Würfel: Würfle zuerst, mit „Würfeln“.
torri-lesson-why-other-stack = Der gehört auch dir, aber die Aufgabe gilt deinem Turm auf { $square }.
torri-lesson-why-smaller = Dieser Turm gehört dir, hat aber { $pieces ->
    [one] nur 1 Stein
   *[other] nur { $pieces } Steine
}; ein anderer von dir hat { $best }.
torri-lesson-why-elsewhere = { $pieces ->
    [one] Ein einzelner Stein zieht genau 1 Feld weit: Dieser landet auf { $to }, nicht auf { $target }.
   *[other] Ein Turm aus { $pieces } Steinen zieht genau { $pieces } Felder weit: Dieser landet auf { $to }, nicht auf { $target }.
}
torri-lesson-why-empty = Damit landest du auf { $to }, einem leeren Feld: Um zu schlagen, musst du genau auf einem blauen Turm landen.
torri-lesson-why-fewer = Damit schlägst du { $pieces ->
    [one] nur 1 Stein
   *[other] nur { $pieces } Steine
}; ein anderer Zug schlägt { $best }.
torri-lesson-why-split-empty = Damit kommt der obere Teil auf { $to }, ein leeres Feld: Setz ihn auf den blauen Stein auf { $target }, um auch ihn zu schlagen.
torri-lesson-why-roll-elsewhere = Nach einer gewürfelten { $roll } zieht jeder Turm genau { $roll } Felder weit, egal wie hoch er ist: Dieser landet auf { $to }, einem leeren Feld.
torri-lesson-why-gamble = Ein neuer Wurf kann jede Zahl bringen, mit einem Zug nach Turmhöhe kannst du dagegen sofort schlagen.
torri-lesson-why-field = Dann endet dein Turm auf { $to }, draußen auf dem offenen Feld, wo er noch geschlagen werden kann. Dein Haus sind die beiden unteren Reihen.
torri-lesson-why-fewer-home = Damit bringst du { $pieces ->
    [one] 1 Stein
   *[other] { $pieces } Steine
} nach Hause; dein Turm auf { $square } kann { $best } bringen.
torri-lesson-why-not-last = Damit bleibt dein Turm auf dem offenen Feld ({ $to }), wo er noch geschlagen werden kann, und die Partie geht weiter.
torri-lesson-why-end-behind = Dann kann nichts von dir mehr ziehen: Blau zieht ein letztes Mal, und gezählt wird { $theirs } für Blau, { $yours } für dich.
torri-lesson-why-blue-free = Der blaue Turm auf { $square } kann noch ziehen, also geht die Partie weiter, und Blau führt { $theirs } zu { $yours }.
torri-lesson-why-other = Das ist nicht der verlangte Zug: Lies die Aufgabe noch einmal oder nutze „Zeig es mir“.
