# Torres: alle Wörter dieses Spiels. Schlüssel beginnen mit „torres-“.

## Optionen für eine neue Partie

torres-opt-cards = Aktionskarten
torres-opt-cards-personal = Eigener Stapel (3 sehen, 1 behalten)
torres-opt-cards-common = Gemeinsamer Stapel (von oben)
torres-opt-cards-off = Ohne (Einführungsspiel)
torres-opt-master = Meister-Version (Spieler setzen die Fundamente, volle Kartenhand, eine Meisterkarte)
torres-opt-master-card = Meisterkarte
torres-opt-master-card-random = Zufällig gezogen

## Brett und Felder

torres-board = Torres-Spielbrett
torres-inspect-ground = { $square }: freier Boden
torres-inspect-ground-knight = { $square }: freier Boden, { $colour ->
    [red] ein roter Ritter
    [blue] ein blauer Ritter
    [yellow] ein gelber Ritter
   *[green] ein grüner Ritter
} auf Ebene { $height }
torres-inspect-ground-king = { $square }: freier Boden, der König
torres-inspect-castle = { $square }: Höhe { $height }, Burg mit Grundfläche { $area } und Höhe { $castle_height }
torres-inspect-castle-knight = { $square }: Höhe { $height }, Burg mit Grundfläche { $area } und Höhe { $castle_height }, { $colour ->
    [red] ein roter Ritter
    [blue] ein blauer Ritter
    [yellow] ein gelber Ritter
   *[green] ein grüner Ritter
} auf Ebene { $height }
torres-inspect-castle-king = { $square }: Höhe { $height }, Burg mit Grundfläche { $area } und Höhe { $castle_height }, der König

## Auswahl zwischen den Bedeutungen eines Klicks

torres-choice-new-knight = Neuer Ritter (2 AP)
torres-choice-block = Baustein setzen (1 AP)
torres-choice-step = Schritt (1 AP)
torres-choice-through = Durch die Burg (1 AP)
torres-choice-under-from-turn = Baustein vom Stapel dieses Zuges
torres-choice-under-from-stack = Baustein von einem { $size }er-Stapel
torres-choice-cancel = Abbrechen
torres-target-ask = { $input ->
    [touch] { $actions }: Einmal tippen zeigt es, ein zweites Mal führt es aus
   *[mouse] { $actions }: Ein erster Klick oder Enter zeigt es, ein zweiter führt es aus
}
torres-target-choose = { $input ->
    [touch] { $actions }: zum Auswählen tippen
   *[mouse] { $actions }: zum Auswählen klicken oder Enter drücken
}
torres-prompt-confirm = { $input ->
    [touch] { $action } auf { $square }: Tippe noch einmal auf { $square }, um es auszuführen, oder woandershin, um abzubrechen.
   *[mouse] { $action } auf { $square }: Klicke noch einmal auf { $square } oder drücke Enter, um es auszuführen, Escape bricht ab.
}
torres-prompt-choose = { $input ->
    [touch] { $square }: Wähle, was du dort tun willst, oder tippe woandershin, um abzubrechen.
   *[mouse] { $square }: Wähle, was du dort tun willst, oder drücke Escape, um abzubrechen.
}
torres-refused = Auf { $square } ist nichts möglich: { $reason }.
torres-refused-block-or-knight = Kein Baustein auf { $square }: { $block }. Auch kein neuer Ritter: { $knight }.
torres-refused-knight = Der Ritter auf { $square } kann nicht ziehen: { $reason }.

## Statuszeile und Aufforderungen

torres-handover-text = Das Spielbrett bleibt verdeckt, damit niemand sonst deine Aktionskarten sieht.
torres-prompt-over = Die Partie ist zu Ende.
torres-end-reason = Nach der dritten Phase wurden die Burgen gewertet: Die höchste Gesamtpunktzahl gewinnt.
torres-prompt-foundation = { $player }: Setze ein Burgfundament (mindestens 3 Schritte von den anderen entfernt).
torres-prompt-start-knight = { $player }: Stelle einen Ritter auf ein leeres Fundament.
torres-prompt-start-king = { $player }: Stelle den König auf ein leeres Fundament.
torres-prompt-choose-stack = { $player }: Wähle den Bausteinstapel für diesen Zug.
torres-prompt-pick = { $player }: Behalte eine der Karten, die du ansiehst.
torres-prompt-put-back = { $player }: Lege jede andere Karte oben oder unten in deinen Kartenstapel zurück.
torres-prompt-spread = { $blocks ->
    [one] { $player }: 1 nicht gesetzter Baustein – lege ihn auf einen deiner anderen Stapel oder gib ihn in den Vorrat zurück.
   *[other] { $player }: { $blocks } nicht gesetzte Bausteine – lege sie auf deine anderen Stapel oder gib sie in den Vorrat zurück.
}
torres-prompt-king-move = { $player }: Du hast die wenigsten Punkte und darfst den König auf ein markiertes Feld versetzen oder stehen lassen.
torres-prompt-playing = { $you ->
    [yes] Du bist am Zug.
   *[no] { $player } ist am Zug.
}
torres-prompt-card-from = { $card }: Wohin von { $square } aus?
torres-prompt-move-block = { $input ->
    [touch] { $card }: Tippe auf den Baustein, der gehoben wird, dann auf sein Ziel.
   *[mouse] { $card }: Klicke den Baustein an, der gehoben wird, dann sein Ziel.
}
torres-prompt-card = { $input ->
    [touch] { $card }: Tippe auf einen markierten Ritter oder ein markiertes Feld.
   *[mouse] { $card }: Klicke einen markierten Ritter oder ein markiertes Feld an.
}
torres-prompt-knight-selected = { $input ->
    [touch] Ritter auf { $square }: Tippe auf ein Ziel (die Zahl sind seine AP-Kosten).
   *[mouse] Ritter auf { $square }: Klicke ein Ziel an (die Zahl sind seine AP-Kosten).
}
torres-prompt-main = { $input ->
    [touch] { $player }: Tippe auf einen Ritter, um ihn zu bewegen, oder auf ein markiertes Feld, um zu bauen oder einen Ritter einzusetzen.
   *[mouse] { $player }: Klicke einen Ritter an, um ihn zu bewegen, oder ein markiertes Feld, um zu bauen oder einen Ritter einzusetzen.
}
torres-prompt-only-end-turn = { $player }: Keine Aktionspunkte mehr – beende deinen Zug.
torres-final-position = Endstellung
torres-phase-round = Phase { $phase } · Runde { $round }
torres-ap-left = AP { $points }
torres-blocks-left = Bausteine { $blocks }

## Schaltflächen

torres-choose-stack = { $size }er-Stapel
torres-spread-onto = Einen auf einen { $size }er-Stapel
torres-return-rest = Rest zurückgeben
torres-keep-king = König stehen lassen
torres-one-ap = 1 AP
torres-take-card = Karte nehmen (1)
torres-advance-score = Punkt +1 (1)
torres-cancel-card = { $card } abbrechen
torres-end-turn = Zug beenden
torres-view-toggle-title = Zwischen Draufsicht und 3-D-Ansicht wechseln
torres-view-flat = Draufsicht
torres-view-3d = 3-D-Ansicht

## Karten

torres-card-climb2 = Klettern 2
torres-card-block-under = Baustein unter Ritter
torres-card-extra-block = Extra-Baustein
torres-card-secret-passage = Geheimgang
torres-card-diagonal = Diagonal
torres-card-ap6 = 6 AP
torres-card-ap7 = 7 AP
torres-card-move-block = Baustein versetzen
torres-card-reposition = Umsetzen
torres-card-jump = Sprung
torres-card-climb2-text = Ein Ritter steigt auf ein Nachbarfeld bis zu 2 Ebenen höher.
torres-card-block-under-text = Schiebe einen Baustein aus einem deiner Stapel unter einen deiner Ritter.
torres-card-extra-block-text = Setze einen Baustein aus dem gemeinsamen Vorrat.
torres-card-secret-passage-text = Durch eine Burg, innen darf geklettert werden; hinaus auf ein niedrigeres Feld daneben.
torres-card-diagonal-text = Ein Ritter zieht ein Feld diagonal (höchstens 1 Ebene aufwärts).
torres-card-ap6-text = Ein zusätzlicher Aktionspunkt in diesem Zug.
torres-card-ap7-text = Zwei zusätzliche Aktionspunkte in diesem Zug.
torres-card-move-block-text = Versetze den obersten Baustein eines freien Feldes, auch um eine Burg zu gründen.
torres-card-reposition-text = Setze einen Ritter dorthin, wo ein neuer Ritter an einen anderen von dir anschließen könnte.
torres-card-jump-text = Springe geradeaus über einen benachbarten Ritter auf das leere Feld dahinter.
torres-keep = Behalten
torres-put-top = Nach oben
torres-put-bottom = Nach unten
torres-keep-card = Behalten: { $card }
torres-put-top-card = Nach oben: { $card }
torres-put-bottom-card = Nach unten: { $card }
torres-pick-keep = Eine Karte behalten
torres-pick-put-back = Die anderen zurücklegen
torres-card-fresh = In diesem Zug genommen: ab deinem nächsten Zug spielbar
torres-your-cards = Deine Karten ({ $colour })
torres-no-cards = Keine Karten auf der Hand.

## Meisterkarten

torres-master-card = Meisterkarte { $number }: { $text }
torres-master-1 = Alle sechs Ritter auf verschiedenen Ebenen nach Phase 3: 40
torres-master-2 = Alle sechs Ritter auf derselben Ebene nach Phase 3: 50
torres-master-3 = Alle sechs Ritter in einer Reihe oder Spalte nach Phase 3: 50
torres-master-4 = Vier Ritter an den Ecken eines Quadrats nach Phase 3: 50
torres-master-5 = Je Ritter auf einem Randfeld 2/5/10 nach Phase 1/2/3, +2/5/10 für die alleinige Mehrheit
torres-master-6 = Ritter auf genau 4/5/6 Burgen nach Phase 1/2/3: 5/15/30
torres-master-7 = Je Ritter auf einer Hauptdiagonale 2/5/10 nach Phase 1/2/3, +2/5/10 für die alleinige Mehrheit
torres-master-8 = Alle sechs Ritter orthogonal verbunden nach Phase 3: 40

## Spieler, Vorrat, Zählleiste

torres-player-cards = Karten { $hand } · Nachziehstapel { $deck } · gespielt { $played }
torres-player-cards-yours = Karten { $hand } (deine) · Nachziehstapel { $deck } · gespielt { $played }
torres-player-stacks = Stapel { $stacks }
torres-player-knights = Ritter: { $board } auf dem Brett, { $reserve } übrig
torres-supply = { $blocks ->
    [one] Vorrat: 1 Baustein · Burgen: { $castles }
   *[other] Vorrat: { $blocks } Bausteine · Burgen: { $castles }
}
torres-score-track = Zählleiste

## Wertungsübersicht

torres-summary-title = Wertung nach Phase { $phase }
torres-summary-castle = Burg
torres-summary-castle-row = { $square }… ({ $area } Felder)
torres-summary-king = Königsbonus
torres-summary-master = Meisterkarte
torres-summary-total = Summe der Phase
torres-summary-after = Punkte danach

## Das Protokoll (die Zeichen der Notation, die Wörter der Sprache)

torres-log-foundation = Fundament { $square }
torres-log-start-knight = R { $square }
torres-log-start-king = König { $square }
torres-log-stack = Stapel { $size }
torres-log-new-knight = +R { $square }
torres-log-step = R { $from }-{ $to }
torres-log-through = R { $from }⇒{ $to } (Burg)
torres-log-block = B { $square } (H{ $height })
torres-log-take-card = Karte genommen
torres-log-keep-card = eine Karte behalten
torres-log-put-back = { $end ->
    [top] Karte nach oben
   *[bottom] Karte nach unten
}
torres-log-keep-card-named = { $card } behalten
torres-log-put-back-named = { $end ->
    [top] { $card } nach oben
   *[bottom] { $card } nach unten
}
torres-log-card = Karte: { $card }
torres-log-card-knight = Karte: { $card } R { $from }-{ $to }
torres-log-card-passage = Karte: { $card } R { $from }⇒{ $to }
torres-log-card-reposition = Karte: { $card } R { $from }→{ $to }
torres-log-card-move-block = Karte: { $card } { $from }→{ $to }
torres-log-card-block = Karte: { $card } B { $square } (H{ $height })
torres-log-card-under-from-turn = Karte: { $card } R { $square } (vom Stapel dieses Zuges)
torres-log-card-under-from-stack = Karte: { $card } R { $square } (von einem { $size }er-Stapel)
torres-log-score = Punkte +{ $points }
torres-log-end-turn = Zug beendet
torres-log-spread = verteilt → { $size }
torres-log-return = { $blocks } zurück
torres-log-king = König { $square }
torres-log-king-stays = König bleibt

## Das Protokoll in Worten, für Tipps und Ansagen (jeder `-words`-Zwilling bekommt die Werte seiner Zeile)

torres-log-foundation-words = Burgfundament auf { $square }
torres-log-start-knight-words = Ritter auf { $square }
torres-log-start-king-words = der König auf { $square }
torres-log-stack-words = der { $size }er-Stapel für diesen Zug
torres-log-new-knight-words = neuer Ritter auf { $square }
torres-log-step-words = Ritter von { $from } nach { $to }
torres-log-through-words = Ritter von { $from } durch die Burg nach { $to }
torres-log-block-words = Baustein auf { $square }, Ebene { $height }
torres-log-take-card-words = eine Aktionskarte vom Nachziehstapel
torres-log-keep-card-words = eine Karte behalten
torres-log-put-back-words = { $end ->
    [top] die andere Karte oben auf den Nachziehstapel
   *[bottom] die andere Karte unter den Nachziehstapel
}
torres-log-keep-card-named-words = Aktionskarte { $card } behalten
torres-log-put-back-named-words = { $end ->
    [top] Aktionskarte { $card } zurück oben auf den Nachziehstapel
   *[bottom] Aktionskarte { $card } zurück unter den Nachziehstapel
}
torres-log-card-words = Aktionskarte { $card }
torres-log-card-knight-words = Aktionskarte { $card }: Ritter von { $from } nach { $to }
torres-log-card-passage-words = Aktionskarte { $card }: Ritter von { $from } durch die Burg nach { $to }
torres-log-card-reposition-words = Aktionskarte { $card }: Ritter von { $from } nach { $to }
torres-log-card-move-block-words = Aktionskarte { $card }: Baustein von { $from } nach { $to }
torres-log-card-block-words = Aktionskarte { $card }: Baustein auf { $square }, Ebene { $height }
torres-log-card-under-from-turn-words = Aktionskarte { $card }: ein Baustein vom Stapel dieses Zuges unter den Ritter auf { $square }
torres-log-card-under-from-stack-words = Aktionskarte { $card }: ein Baustein von einem { $size }er-Stapel unter den Ritter auf { $square }
torres-log-score-words = Zählstein vorgerückt, +{ $points }
torres-log-end-turn-words = Ende des Zuges
torres-log-spread-words = ein nicht gesetzter Baustein auf einen { $size }er-Stapel
torres-log-return-words = die nicht gesetzten Bausteine zurück in den Vorrat ({ $blocks })
torres-log-king-words = der König nach { $square }
torres-log-king-stays-words = der König bleibt stehen

## Regelverstöße (sie folgen einem Doppelpunkt: klein geschrieben)

torres-error-game-over = die Partie ist zu Ende
torres-error-wrong-time = das ist in diesem Moment des Zuges nicht möglich
torres-error-no-such-square = dieses Feld gibt es nicht
torres-error-not-your-knight = auf diesem Feld steht kein Ritter von dir
torres-error-square-occupied = auf diesem Feld steht schon ein Ritter oder der König
torres-error-not-adjacent = Ritter ziehen und schließen orthogonal an, ein Feld nach dem anderen
torres-error-not-diagonal = dieses Feld liegt nicht diagonal neben dem Ritter
torres-error-climb-too-high = so viele Ebenen darf ein Ritter nicht steigen
torres-error-not-enough-ap = nicht genug Aktionspunkte
torres-error-no-knights-left = alle sechs deiner Ritter stehen schon auf dem Brett
torres-error-new-knight-too-high = ein neuer Ritter muss neben einem deiner Ritter auf gleicher oder niedrigerer Ebene stehen
torres-error-castle-too-tall = eine Burg darf nicht höher sein als ihre Grundfläche
torres-error-joins-castles = dieser Baustein würde zwei Burgen verbinden
torres-error-new-castle = ein Baustein muss eine bestehende Burg erweitern
torres-error-block-under-piece = ein Baustein darf nicht unter einen Ritter oder den König
torres-error-stack-empty = in diesem Stapel ist kein Baustein mehr
torres-error-no-such-stack = einen solchen Stapel hast du nicht
torres-error-stack-full = ein Stapel darf höchstens drei Bausteine haben
torres-error-no-through-path = durch keine Burg führt ein Weg zu diesem Feld
torres-error-not-a-foundation = Startfiguren kommen auf ein leeres Burgfundament
torres-error-foundation-too-close = ein Fundament muss mindestens 3 Felder von jedem anderen entfernt sein
torres-error-not-a-castle-square = der König muss auf einem leeren Burgfeld stehen
torres-error-two-cards-per-turn = pro Zug dürfen höchstens zwei Karten genommen werden
torres-error-deck-empty = der Nachziehstapel ist leer
torres-error-no-draw-in-master = in der Meister-Version werden keine Karten genommen
torres-error-cards-off = diese Partie wird ohne Aktionskarten gespielt
torres-error-card-not-held = diese Karte hast du nicht
torres-error-card-taken-this-turn = eine Karte darf nicht in dem Zug gespielt werden, in dem sie genommen wurde
torres-error-one-card-per-turn = pro Zug darf nur eine Karte gespielt werden
torres-error-card-not-shown = diese Karte ist nicht unter denen, die du ansiehst
torres-error-supply-empty = der gemeinsame Vorrat ist leer
torres-error-no-knight-to-jump = ein Sprung braucht einen benachbarten Ritter, über den gesprungen wird
torres-error-splits-castle = eine Burg darf nicht geteilt werden
torres-error-too-few-castles = es müssen mindestens 6 Burgen bleiben
torres-error-no-block-to-move = nur der oberste Baustein eines Feldes ohne Figur darf versetzt werden
torres-error-nothing-to-return = es gibt keine Bausteine zu verteilen
torres-error-same-square = die Figur muss auf ein anderes Feld

## Diagramme der Regelseite

torres-diagram-castle = Eine Burg: 5 Felder, die über Kanten verbunden sind, also Grundfläche 5; ihr höchstes Feld hat 3 Bausteine, also Höhe 3. Eine Burg darf nie höher sein als ihre Grundfläche.
torres-diagram-through = Durch eine Burg (1 AP): Der Ritter am Boden betritt ein höheres Feld, geht innen ohne zu steigen weiter (die Zahlen sind Höhen) und tritt auf der anderen Seite auf einer Ebene heraus, die er erreichen darf.
torres-diagram-scoring = Wertung: Diese Burg hat Grundfläche 5. Rots höchster Ritter steht auf Ebene 3 → 5 × 3 = 15; Blaus auf Ebene 2 → 5 × 2 = 10.

## Regelhilfe (in eigenen Worten; Format siehe docs/i18n.md)

torres-rules-help =
    TORRES — gemeinsam Burgen bauen, allein hinaufsteigen.

    ZIEL
    In drei Phasen bekommst du Punkte für jede Burg, auf der einer deiner Ritter steht: die
    Grundfläche der Burg (wie viele Felder sie bedeckt) mal die Ebene deines höchsten Ritters dort.
    Wer nach der dritten Wertung die meisten Punkte hat, gewinnt.

    SO LÄUFT EIN ZUG
    Du hast 5 Aktionspunkte für deine Ritter (ein neuer Ritter, Schritte, Wege durch Burgen), für
    die Bausteine des Stapels dieses Zuges, für Karten und um deinen Zählstein vorzurücken. Jeder
    Zug verbraucht einen deiner Bausteinstapel. Nach der letzten Runde jeder Phase wird jede Burg
    gewertet.

    DAS BRETT
    Ein Bauplatz von 8×8 Feldern, benannt wie ein Schachbrett (a1 unten links). Die Höhe eines Feldes
    ist die Zahl der Bausteine darauf; eine Figur dort steht auf dieser Ebene (0 = bloßer Boden). Eine
    Burg ist eine Gruppe bebauter Felder, die über Kanten verbunden sind. Burgen dürfen sich nur an
    den Ecken berühren, und eine Burg darf nie höher sein als ihre Grundfläche.
    @castle

    AUFBAU
    Acht einzelne Bausteine sind die Fundamente der Burgen (d8 c6 f6 h5 a4 c3 f3 e1). In
    Sitzreihenfolge stellt jeder Spieler einen Ritter auf ein leeres Fundament; danach stellt der
    letzte Spieler den König auf ein anderes.

    PHASEN UND BAUSTEINE
    Phase 1 dauert 4 Runden, Phase 2 und 3 je 3 (bei zwei Spielern je 4). Zu Beginn jeder Phase
    bekommst du Bausteinstapel: 2 Spieler 4 Stapel zu 3; 3 Spieler 3,3,2,2, danach 3,3,2; vier
    Spieler 2,2,2,2, danach 2,2,2. Jeder Zug verbraucht einen Stapel deiner Wahl, auch wenn du nichts
    baust. Nicht gesetzte Bausteine darfst du auf deine anderen Stapel legen (höchstens 3 je Stapel);
    der Rest geht in den Vorrat zurück, ebenso alles, was am Ende der Phase übrig ist.

    DEIN ZUG: 5 AKTIONSPUNKTE (beliebige Reihenfolge und Mischung)
    • Neuer Ritter (2): auf ein leeres Feld neben einem deiner Ritter, nicht höher als dieser.
    • Schritt (1): ein Feld über eine Kante auf ein leeres Feld, höchstens eine Ebene hinauf,
      beliebig weit hinab.
    • Durch eine Burg (1): betritt ein höheres benachbartes Burgfeld und geh im Inneren der Burg
      weiter (nie steigen, fallen ist frei), dann hinaus auf ein leeres Feld neben einem
      durchquerten Feld, nicht höher als die Ebene, auf der du gehst. Figuren auf den Dächern
      stören nicht.
    • Baustein (1, vom Stapel dieses Zuges): auf bloßen Boden neben genau einer Burg oder oben auf
      ein leeres Burgfeld. Nie zwei Burgen verbinden, nie eine neue gründen, nie eine Figur
      zudecken und nie eine Burg höher machen als ihre Grundfläche.
    • Karte nehmen (1, höchstens zwei pro Zug).
    • Karte spielen (kostenlos, höchstens eine pro Zug, nicht eine in diesem Zug genommene).
    • Punkt (1): Zählstein ein Feld vorrücken. Landet er auf einem anderen Zählstein, springt er
      weiter auf das nächste freie Feld (das gilt auch nach jeder Wertung); auf 0 dürfen sich
      Zählsteine teilen.
    Du darfst mit unverbrauchten Punkten aufhören.
    @through

    KARTEN (Option)
    Ohne, Eigener Stapel (Standard: du besitzt zehn Karten; beim Nehmen siehst du deine obersten
    drei, behältst eine und legst jede andere nach Belieben oben oder unten zurück) oder
    Gemeinsamer Stapel (vierzig gemischte Karten; beim Nehmen ziehst du die oberste). Die
    Kartenhand ist geheim.
     1. Klettern 2 — ein Ritter steigt auf ein benachbartes leeres Feld bis zu zwei Ebenen höher.
     2. Baustein unter Ritter — nimm einen Baustein aus einem deiner Stapel und schiebe ihn unter
       einen deiner Ritter (darf sogar auf bloßem Boden eine neue Burg gründen; verbindet nie zwei
       Burgen, macht nie eine Burg höher als ihre Grundfläche).
     3. Extra-Baustein — setze einen Baustein aus dem gemeinsamen Vorrat nach den normalen Regeln.
     4. Geheimgang — wie ein Zug durch die Burg, aber innen darfst du steigen: verlasse die Burg
       von einem beliebigen ihrer Felder auf ein leeres Nachbarfeld, das niedriger ist.
     5. Diagonal — ein Ritter zieht ein Feld diagonal (höchstens eine Ebene hinauf).
     6. 6 AP — ein Aktionspunkt mehr in diesem Zug.
     7. 7 AP — zwei Aktionspunkte mehr in diesem Zug.
     8. Baustein versetzen — versetze den obersten Baustein eines Feldes ohne Figur an jede Stelle,
       an die ein normaler Baustein dürfte, oder auf bloßen Boden fern aller Burgen (eine neue
       Burg). Keine Burg teilen, danach keine Burg höher als ihre Grundfläche, nie weniger als
       6 Burgen.
     9. Umsetzen — setze einen Ritter dorthin, wo ein neuer Ritter neben einen anderen von dir
       kommen könnte.
    10. Sprung — springe geradeaus über einen benachbarten Ritter auf das leere Feld dahinter
       (höchstens eine Ebene hinauf).

    WERTUNG (nach jeder Phase)
    Jeder Spieler in Zugreihenfolge: für jede Burg Grundfläche × Ebene seines höchsten Ritters
    dort. Erst wenn alle ihre Burgen gewertet haben, folgen die Königsboni, wieder in
    Zugreihenfolge: ein Ritter auf genau Ebene 1 / 2 / 3 der Königsburg nach Phase 1 / 2 / 3 bringt
    5 / 10 / 15 (einmal). Punkte der Meisterkarte kommen zuletzt. Jede Addition ist ein eigener
    Schritt auf der Leiste, ein Zählstein, der auf einem anderen landet, springt also jedes Mal
    weiter auf das nächste freie Feld. Dann darf der Spieler mit den wenigsten Punkten
    (Gleichstand: der früheste in der Zugreihenfolge) den König auf ein beliebiges leeres Burgfeld
    versetzen und beginnt die nächste Phase.
    Teilen sich mehrere Spieler die höchste Endpunktzahl, teilen sie sich den Sieg.
    @scoring

    MEISTER-VERSION (Option)
    Die Spieler setzen die 8 Fundamente selbst, jedes mindestens 3 Schritte (über Kanten) von den
    anderen entfernt. Jeder hält von Anfang an seine zehn Karten; Karten nehmen gibt es nicht.
    Eine Meisterkarte (gezogen oder gewählt) bietet Zusatzpunkte. Ab der zweiten Runde einer Phase
    beginnt der Führende jede Runde.
    Die Meisterkarten („Ende“ = gewertet nach Phase 3):
     1. Sechs Ritter auf sechs verschiedenen Ebenen (Ende): 40.
     2. Alle sechs auf einer Ebene (Ende): 50.
     3. Alle sechs in einer Reihe oder Spalte (Ende): 50.
     4. Vier Ritter an den Ecken eines Quadrats (Ende): 50.
     5. Ritter auf dem Rand: je 2/5/10 nach Phase 1/2/3, dazu noch einmal so viel für die
       alleinige Mehrheit.
     6. Ritter auf genau 4/5/6 Burgen nach Phase 1/2/3: 5/15/30.
     7. Ritter auf einer langen Diagonale: wie Karte 5.
     8. Alle sechs Ritter über Kanten verbunden (Ende): 40.

## Warum ein Zug gut ist: ein Satzteil nach „Tipp: <Zug> — “, klein geschrieben; Punkte, als würde die Phase jetzt gewertet

torres-reason-score = damit bringt dir die nächste Wertung { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } mehr
torres-reason-score-king = damit bringt dir die nächste Wertung { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } mehr, den Königsbonus eingerechnet
torres-reason-score-master = damit bringt dir die nächste Wertung { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } mehr, den Bonus der Meisterkarte eingerechnet
torres-reason-king-bonus = damit bekommst du bei der nächsten Wertung den Königsbonus von { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }
torres-reason-takes = damit verliert { $colour ->
        [red] Rot
        [blue] Blau
        [yellow] Gelb
       *[green] Grün
    } bei der nächsten Wertung { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
torres-reason-takes-king = damit verliert { $colour ->
        [red] Rot
        [blue] Blau
        [yellow] Gelb
       *[green] Grün
    } den Königsbonus von { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }
torres-reason-blocks = damit versperrst du einen Schritt, der { $colour ->
        [red] Rot
        [blue] Blau
        [yellow] Gelb
       *[green] Grün
    } bei der nächsten Wertung { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } mehr gebracht hätte
torres-reason-prepares = damit bereitest du einen Schritt vor, der dir bei der nächsten Wertung { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } mehr brächte
torres-reason-hop = damit gewinnst du { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }: dein Zählstein springt über einen anderen hinweg
torres-reason-lead = damit gehst du in Führung, und der Führende beginnt die nächste Runde
torres-reason-keeps-king = damit behältst du den Königsbonus von { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }
