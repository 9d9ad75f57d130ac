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

## Lektionen

torres-lesson-goal-title = Das Ziel
torres-lesson-goal-summary = Deine Ritter werten die Burgen, auf denen sie stehen: Grundfläche mal Ebene.
torres-lesson-goal-up-task = Eine Burg bringt ihren Rittern Punkte: ihre Grundfläche (wie viele Felder sie bedeckt) mal die Ebene des Ritters (auf wie vielen Bausteinen er steht). Dein Ritter auf { $from } steht auf Ebene { $level } einer Burg mit Grundfläche { $area }. Lass ihn auf { $to } hinaufsteigen: Ein Schritt kostet 1 deiner 5 Aktionspunkte und führt höchstens eine Ebene hinauf.
torres-lesson-goal-up-done = Ebene { $level } auf einer Burg mit Grundfläche { $area }: { $area } × { $level } = { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } bei der nächsten Wertung.
torres-lesson-goal-grow-task = Ein Baustein auf bloßem Boden neben einer Burg macht sie um ein Feld größer, und jeder Ritter darauf bekommt dann mehr Punkte. Setze einen Baustein (1 Aktionspunkt) auf bloßen Boden neben die Burg deines Ritters.
torres-lesson-goal-grow-done = Die Burg hat jetzt Grundfläche { $area }, dein Ritter auf Ebene { $level } ist also { $area } × { $level } = { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } wert.
torres-lesson-goal-pick-task = Ein Ritter auf bloßem Boden (Ebene 0) bekommt keine Punkte. Lass deinen Ritter auf die Burg steigen, auf der er mehr Punkte bringt.
torres-lesson-goal-pick-done = { $area } × 1 = { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }: Auf derselben Ebene bringt die größere Burg mehr.
torres-lesson-ap-title = Aktionspunkte
torres-lesson-ap-summary = In jedem Zug hast du 5 Aktionspunkte für neue Ritter, Schritte und Bausteine.
torres-lesson-ap-knight-task = Ein neuer Ritter kostet 2 Aktionspunkte. Er kommt auf ein leeres Feld neben einem deiner Ritter, auf dieselbe Ebene oder tiefer. Setze einen neuen Ritter so hoch ein, wie es geht.
torres-lesson-ap-knight-done = Dein neuer Ritter steht auf Ebene { $level }, so hoch wie der Ritter, an den er anschließt. Er hat 2 Aktionspunkte gekostet, in diesem Zug { $left ->
        [one] bleibt dir noch { $left }
       *[other] bleiben dir noch { $left }
    }.
torres-lesson-ap-stack-task = Jeder Zug verbraucht einen deiner Bausteinstapel, und jeder Baustein kostet 1 Aktionspunkt. Du hast noch 1 Aktionspunkt und 2 Bausteine: Setze einen Baustein auf bloßen Boden neben deine Burg, beende deinen Zug und lege dann den übrigen Baustein auf deinen 2er-Stapel (ein Stapel fasst höchstens 3).
torres-lesson-ap-stack-done = Dein 2er-Stapel hat jetzt 3 Bausteine für einen späteren Zug dieser Phase. Ein Baustein, für den auf deinen Stapeln kein Platz ist, geht zurück in den Vorrat.
torres-lesson-ap-stairs-task = Ein Baustein darf auch oben auf ein leeres Burgfeld, das macht es höher. Du hast 5 Aktionspunkte und 3 Bausteine: Bring deinen Ritter noch in diesem Zug auf Ebene { $level }.
torres-lesson-ap-stairs-done = Ebene { $level } in einem einzigen Zug: Drei Bausteine haben die Treppe gebaut, zwei Schritte sind sie hinaufgestiegen, alle 5 Aktionspunkte.
torres-lesson-building-title = Bauen
torres-lesson-building-summary = Bausteine machen Burgen größer oder höher, nie höher als ihre Grundfläche, und verbinden nie zwei Burgen.
torres-lesson-building-tall-task = Eine Burg darf nie höher sein als ihre Grundfläche. Diese hat Grundfläche { $area }, und { $square } ist schon { $area } hoch, also passt dort noch kein Baustein drauf. Setze zuerst einen Baustein auf bloßen Boden neben die Burg, dann einen oben auf { $square }.
torres-lesson-building-tall-done = { $square } ist jetzt { $height } hoch, auf einer Burg mit Grundfläche { $area }: so hoch, wie es geht, bis die Burg wieder wächst.
torres-lesson-building-join-task = Burgen dürfen sich nur an den Ecken berühren: Ein Baustein darf nie zwei Burgen verbinden und auch keine neue Burg gründen. Mach die Burg deines Ritters um ein Feld größer.
torres-lesson-building-join-done = Deine Burg ist gewachsen, ohne eine andere zu berühren. Ein Baustein auf { $first } oder { $second } hätte sie mit der Burg bei { $castle } verbunden, darum waren diese Felder gesperrt.
torres-lesson-building-best-task = Du hast noch 1 Aktionspunkt und 1 Baustein. Setze den Baustein dorthin, wo er dir bei der nächsten Wertung am meisten bringt: Jede Burg zählt Grundfläche mal Ebene deines höchsten Ritters darauf.
torres-lesson-building-best-done = Die Burg deines Ritters hat jetzt Grundfläche { $area }: Mit dem Ritter auf Ebene { $level } bringt dieser eine Baustein { $gain ->
        [one] { $gain } Punkt
       *[other] { $gain } Punkte
    }, mehr als an jeder anderen Stelle.
torres-lesson-climbing-title = Klettern
torres-lesson-climbing-summary = Ritter steigen eine Ebene pro Schritt, springen beliebig tief und gehen durch Burgen.
torres-lesson-climbing-steps-task = Ein Schritt bringt einen Ritter auf ein leeres Nachbarfeld über eine Kante, nie diagonal. Er steigt höchstens eine Ebene hinauf, darf aber beliebig weit hinab. Steig in zwei Schritten auf { $to } (Höhe { $height }).
torres-lesson-climbing-steps-done = Ebene { $level }, eine Ebene pro Schritt. Hinab ist nie begrenzt: Von dort oben darf ein einziger Schritt den Ritter direkt auf den Boden bringen.
torres-lesson-climbing-through-task = Für 1 Aktionspunkt darf ein Ritter auch durch eine Burg gehen: Er betritt sie über ein benachbartes Burgfeld, das höher ist als seine Ebene, geht im Inneren ohne zu steigen und kommt auf ein leeres Feld neben einem durchquerten Feld heraus, das nicht höher ist als die Ebene, auf der er ging. Durchquere die Burg bis { $target } in einem Zug.
torres-lesson-climbing-through-done = Der ganze Weg für 1 Aktionspunkt: Um die Burg herum wären es { $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritte
    } gewesen.
torres-lesson-climbing-trip-task = Du hast noch 2 Aktionspunkte. Bring deinen Ritter vor dem Ende deines Zuges auf die Burg bei { $castle }.
torres-lesson-climbing-trip-done = Durch die Burg auf ihre andere Seite, dann eine Ebene hinauf: Die ganze Reise hat 2 Aktionspunkte gekostet.
torres-lesson-scoring-title = Wertung
torres-lesson-scoring-summary = Nach jeder Phase zählt jede Burg Grundfläche mal Ebene deines höchsten Ritters darauf.
torres-lesson-scoring-once-task = Eine Burg wird für dich nur einmal gewertet: Nur dein höchster Ritter darauf zählt. Dein Ritter auf { $square } bringt nichts, weil dein anderer Ritter auf derselben Burg höher steht. Bring ihn mit deinen 2 Aktionspunkten auf die Burg bei { $castle }.
torres-lesson-scoring-once-done = Jetzt punkten beide Ritter: { $area } × { $level } = { $points } auf der ersten Burg und { $area2 } × { $level2 } = { $points2 } auf der anderen.
torres-lesson-scoring-end-task = Wenn eine Phase nach ihrem letzten Zug endet, wird jede Burg gewertet. Dies ist der letzte Zug der Phase 2: Lass deinen Ritter von { $from } auf { $to } hinaufsteigen und beende dann deinen Zug.
torres-lesson-scoring-end-done = Phase 2 ist gewertet: Dein Ritter auf Ebene { $level } einer Burg mit Grundfläche { $area } hat { $area } × { $level } = { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } gebracht. Nach Phase 3 kommt die letzte Wertung, und die meisten Punkte gewinnen.
torres-lesson-scoring-best-task = Noch ein Aktionspunkt: Welcher Ritter soll hinaufsteigen? Eine Ebene ist so viele Punkte wert, wie die Grundfläche ihrer Burg beträgt. Mach den Schritt, der dir bei der nächsten Wertung am meisten bringt.
torres-lesson-scoring-best-done = Eine Ebene höher auf der Burg mit Grundfläche { $area } bringt { $area ->
        [one] { $area } Punkt
       *[other] { $area } Punkte
    }; auf der Burg mit Grundfläche { $small } wären es nur { $small }. Steig dort, wo die Burgen groß sind.
torres-lesson-king-title = Der Königsbonus
torres-lesson-king-summary = Ein Ritter auf genau Ebene 1, 2 oder 3 der Königsburg bringt nach Phase 1, 2 oder 3 einen Bonus.
torres-lesson-king-add-task = Die Burg, auf der der König steht, zahlt einen Bonus: nach Phase 1 { $bonus ->
        [one] { $bonus } Punkt
       *[other] { $bonus } Punkte
    } für jeden Spieler mit einem Ritter auf genau Ebene 1 dieser Burg. Dein Ritter dort steht auf Ebene 2 und wertet die Burg. Hol dir mit deinen 2 Aktionspunkten auch den Bonus.
torres-lesson-king-add-done = Zwei Ritter, zwei Belohnungen: Der auf Ebene { $level } wertet die Burg ({ $area } × { $level } = { $points }), der auf Ebene 1 holt den Königsbonus von { $bonus }.
torres-lesson-king-move-task = Nach jeder Wertung darf der Spieler mit den wenigsten Punkten den König auf ein beliebiges leeres Burgfeld versetzen oder ihn stehen lassen. Das bist jetzt du. Als Nächstes kommt Phase 2, ihr Königsbonus beträgt { $bonus ->
        [one] { $bonus } Punkt
       *[other] { $bonus } Punkte
    } für einen Ritter auf genau Ebene { $level } der Königsburg. Stell den König dorthin, wo er dir hilft.
torres-lesson-king-move-done = Der König steht jetzt auf der Burg deines Ritters: Steht dieser Ritter am Ende der Phase 2 noch auf Ebene { $level }, bekommst du { $bonus ->
        [one] { $bonus } Punkt
       *[other] { $bonus } Punkte
    } mehr.
torres-lesson-king-best-task = Phase 3 endet nach dieser Runde, ihr Königsbonus beträgt { $bonus ->
        [one] { $bonus } Punkt
       *[other] { $bonus } Punkte
    } für einen Ritter auf genau Ebene { $level } der Königsburg. Mach mit deinem letzten Aktionspunkt den Zug, der dir bei der Schlusswertung am meisten bringt.
torres-lesson-king-best-done = Eine Ebene tiefer und trotzdem { $gain ->
        [one] { $gain } Punkt
       *[other] { $gain } Punkte
    } mehr: Die Burg zählt jetzt { $area } × { $to } statt { $area } × { $from }, und der Königsbonus bringt { $bonus } dazu.
torres-lesson-cards-title = Aktionskarten
torres-lesson-cards-summary = Nimm eine Karte für 1 Aktionspunkt und spiele eine pro Zug kostenlos.
torres-lesson-cards-take-task = Aktionskarten biegen die Regeln. Eine zu nehmen kostet 1 Aktionspunkt, höchstens zwei pro Zug: Du siehst dir die obersten drei Karten deines Stapels an, behältst eine und legst jede andere nach Belieben oben oder unten zurück. Nimm eine Karte.
torres-lesson-cards-take-done = Die behaltene Karte ist auf deiner Hand, vor den anderen verborgen. Du darfst sie ab deinem nächsten Zug spielen, nie in dem Zug, in dem du sie genommen hast.
torres-lesson-cards-climb-task = Eine Karte zu spielen kostet keinen Aktionspunkt, aber du darfst nur eine Karte pro Zug spielen. Klettern 2 bringt einen Ritter auf ein Nachbarfeld bis zu 2 Ebenen höher. Spiel sie, um deinen Ritter von { $from } auf { $to } (Höhe { $height }) zu bringen.
torres-lesson-cards-climb-done = Von Ebene 1 auf Ebene 3 in einem Zug, und du hast noch alle deine Aktionspunkte.
torres-lesson-cards-diagonal-task = Du hast keine Aktionspunkte mehr, aber zwei Karten auf der Hand. Bring deinen Ritter auf die Burg bei { $castle }, die deine nur an einer Ecke berührt.
torres-lesson-cards-diagonal-done = Diagonal überquert die Ecke, an der sich zwei Burgen treffen: Dein Ritter steht jetzt auf Ebene { $level } der Burg bei { $castle }.
torres-lesson-why-end-turn = Noch nicht: Sobald du deinen Zug beendest, ist der andere Spieler dran, und diese Aufgabe bleibt ungelöst.
torres-lesson-why-score = Den Zählstein vorzurücken kostet 1 Aktionspunkt pro Feld; dieser Schritt verlangt etwas anderes.
torres-lesson-why-take-card = Eine neue Karte kostet 1 Aktionspunkt und ist in diesem Zug nicht spielbar; dieser Schritt braucht keine.
torres-lesson-to-ground = Auf { $square } stünde dein Ritter auf bloßem Boden, Ebene 0, wo er keine Punkte bringt.
torres-lesson-down = Auf { $square } fiele dein Ritter auf Ebene { $level }.
torres-lesson-same-level = Auf { $square } stünde dein Ritter weiter auf Ebene { $level }, nicht höher als jetzt.
torres-lesson-gain-less = Das bringt dir bei der nächsten Wertung { $gain ->
        [one] { $gain } Punkt
       *[other] { $gain } Punkte
    }, ein anderer Zug aber { $best }.
torres-lesson-gain-none = Das bringt dir bei der nächsten Wertung nichts, ein anderer Zug aber { $best ->
        [one] { $best } Punkt
       *[other] { $best } Punkte
    }.
torres-lesson-gain-loss = Das kostet dich bei der nächsten Wertung { $loss ->
        [one] { $loss } Punkt
       *[other] { $loss } Punkte
    }, während ein anderer Zug { $best } bringt.
torres-lesson-else-step-up = Das bewegt deinen Ritter nicht: Lass ihn von { $from } auf { $to } hinaufsteigen.
torres-lesson-block-taller = Dieser Baustein macht { $square } höher, aber die Burg deines Ritters behält ihre Grundfläche { $area }, also bringt dein Ritter nicht mehr. Setze den Baustein auf bloßen Boden neben die Burg.
torres-lesson-block-other-castle = Dieser Baustein vergrößert die Burg bei { $square }, nicht die, auf der dein Ritter steht.
torres-lesson-else-block = Das baut nichts: Setze einen Baustein auf bloßen Boden neben die Burg deines Ritters.
torres-lesson-new-knight-lower = Auf { $square } stünde der neue Ritter auf Ebene { $level }; { $best }, ebenfalls neben deinem Ritter, ist höher.
torres-lesson-else-new-knight = Das ist kein neuer Ritter: Setze einen (2 Aktionspunkte) neben deinen Ritter ein.
torres-lesson-why-return = Damit geht der Baustein zurück in den Vorrat; auf deinem 2er-Stapel bleibt er dir für einen späteren Zug.
torres-lesson-stairs-stuck = Danach erreicht dein Ritter Ebene { $level } in diesem Zug nicht mehr: Dafür braucht es drei Bausteine auf seiner Burg und zwei Schritte, alle 5 Aktionspunkte.
torres-lesson-else-grow-first = Mach die Burg zuerst größer: Setze einen Baustein auf bloßen Boden daneben.
torres-lesson-now-tower = Deine Burg hat jetzt Grundfläche { $area }, also darf { $square } bis Höhe { $height } wachsen: Setze den Baustein dorthin.
torres-lesson-else-climb = Das bewegt deinen Ritter nicht: Steig Schritt für Schritt auf { $to }.
torres-lesson-through-elsewhere = Dieser Weg durch die Burg endet auf { $square }; die Aufgabe ist { $target } auf der anderen Seite.
torres-lesson-through-not-step = Ein Schritt geht nur ein Feld weit; der Weg durch die Burg erreicht { $target } für denselben 1 Aktionspunkt.
torres-lesson-else-through = Das bewegt deinen Ritter nicht: Lass ihn durch die Burg nach { $target } gehen.
torres-lesson-cannot-reach = Danach erreicht dein Ritter die Burg bei { $castle } mit den übrigen Aktionspunkten nicht mehr.
torres-lesson-keep-high = Dein Ritter auf { $square } ist der, der diese Burg wertet: Bewege den anderen.
torres-lesson-end-now = Beende jetzt deinen Zug: Damit endet die Phase, und die Burgen werden gewertet.
torres-lesson-step-before-scoring = Noch nicht: Steig zuerst hinauf. Die Wertung zählt die Ebenen, auf denen deine Ritter am Ende der Phase stehen.
torres-lesson-king-theirs = Mit dem König dort bekäme der Ritter deines Gegners auf Ebene { $level } den Bonus, nicht du.
torres-lesson-king-none = Keiner deiner Ritter steht auf Ebene { $level } der Burg bei { $square }: Der König dort bringt dir keinen Bonus.
torres-lesson-take-a-card = In diesem Schritt geht es um Karten: Nimm eine, für 1 Aktionspunkt.
torres-lesson-card-not-step = Ein Schritt steigt höchstens eine Ebene; Klettern 2 bringt deinen Ritter auf { $to }, ohne einen Aktionspunkt zu kosten.
torres-lesson-else-card = Das bringt deinen Ritter nicht auf { $to }: Spiel Klettern 2.
torres-lesson-climb2-edge = Klettern 2 geht nur über eine Kante, und die Burg bei { $castle } berührt deine nur an einer Ecke.
