# Castellan – die eigenen Bildschirme der App. Die Wörter jedes Spiels stehen in <spiel>.ftl.

## Kopfleiste, Sprache, Hinweise

app-home = Startseite
app-language = Sprache
app-dismiss = Schließen
app-language-failed = { $language } konnte nicht geladen werden, daher bleibt Castellan auf Deutsch. Prüfe die Verbindung und wähle die Sprache erneut.
app-texts-failed = Einige Texte von Castellan konnten nicht geladen werden, daher zeigen Teile des Bildschirms ihre internen Namen. Prüfe die Verbindung und lade die Seite neu.
app-link-opened = Geteilte Partie geöffnet. Sie ist jetzt eine Partie auf diesem Gerät, die du fortsetzen kannst.
app-link-opened-existing = Dieser Link ist eine Partie, die du hier schon hast: Sie öffnet sich an der Stelle des Links und geht im selben Spielstand weiter.
app-shared-title = { $title } · geteilt
app-player = Spieler { $number }

## Sitzfarben

colour-red = Rot
colour-blue = Blau
colour-yellow = Gelb
colour-green = Grün

## Bot-Stufen

level-easy = Leicht
level-normal = Mittel
level-hard = Schwer

## Startseite

home-title = Spielen
home-saved-games = Gespeicherte Partien
home-continue = Weiterspielen: { $title }
home-review = Nachspielen: { $title }
home-picture = Spielbrett von { $game }
home-tagline-torres = Baut gemeinsam Burgen, erklimmt sie mit euren Rittern und punktet mit der Höhe – 2 bis 4 Spieler.
home-tagline-torri = Springen, schlagen, Türme stapeln und die Gefangenen nach Hause bringen – 2 bis 4 Spieler.
home-tagline-voldetour = Baut eine Straße aus Blöcken und Treppen durch die Luft und führt euren Gutsherrn auf den gegnerischen Turm – 2 oder 4 Spieler.
home-tagline-fortaleza = Belagerungsschach zu zweit: Baue eine Festung, stelle deine Armee im Nebel des Krieges auf und setze den König matt oder hungere seine Festung aus.
home-new-game = Neue Partie
home-how-to-play = Spielregeln
home-new-game-of = Neue Partie: { $game }
home-how-to-play-of = Spielregeln: { $game }
home-learn = Spielen lernen
home-learn-of = { $game } spielen lernen
home-footnote = Alles läuft in deinem Browser und funktioniert auch offline. Partien werden auf diesem Gerät gespeichert.

## Neue Partie

new-game-title = Neue Partie: { $game }
new-game-back = Zurück
new-game-players = Spieler
new-game-player-count = Anzahl der Spieler
new-game-seat-name = Name auf Platz { $seat }
new-game-seat-kind = Wer spielt auf Platz { $seat }
new-game-human = Mensch
new-game-bot-easy = Bot · Leicht
new-game-bot-normal = Bot · Mittel
new-game-bot-hard = Bot · Schwer
new-game-you = Du
new-game-bot-name = Bot ({ $colour })
new-game-variants = Varianten
new-game-seed = Startwert
new-game-seed-random = zufällig
new-game-seed-help-cards = Derselbe Startwert und dieselben Züge ergeben immer dieselben Karten.
new-game-seed-help-dice = Derselbe Startwert und dieselben Züge ergeben immer dieselben Würfe.
new-game-seed-help-bots = In diesem Spiel entscheidet kein Glück: Der Startwert bestimmt nur, welche von mehreren gleich guten Möglichkeiten die Bots wählen.
new-game-start = Los geht’s
new-game-game-title = { $game } · { $players }
new-game-versus = gegen

## Spielbildschirm

play-no-game = Keine Partie im Gang.
play-share = Teilen
play-share-title = Einen Link zu dieser Partie kopieren
play-rules = Regeln
play-rules-title = { $input ->
    [touch] Regeln
   *[mouse] Regeln (?)
}

play-thinking = Denkt nach…
play-first = Ausgangsstellung
play-first-title = { $input ->
    [touch] Ausgangsstellung
   *[mouse] Ausgangsstellung (Pos1)
}
play-back = Zurück
play-back-title = { $input ->
    [touch] Zurück
   *[mouse] Zurück (←)
}
play-forward = Vor
play-forward-title = { $input ->
    [touch] Vor
   *[mouse] Vor (→)
}
play-live = Aktuelle Stellung
play-live-title = { $input ->
    [touch] Aktuelle Stellung
   *[mouse] Aktuelle Stellung (Ende)
}
play-undo = Rückgängig
play-undo-title = { $input ->
    [touch] Rückgängig
   *[mouse] Rückgängig (Strg+Z)
}
play-redo = Wiederholen
play-redo-title = { $input ->
    [touch] Wiederholen
   *[mouse] Wiederholen (Strg+Y)
}
play-undo-title-many = { $count ->
    [one] Rückgängig: zurück zu deinem Zug, { $count } Aktion wird zurückgenommen
   *[other] Rückgängig: zurück zu deinem Zug, { $count } Aktionen werden zurückgenommen
}
play-undo-refused-history = Du siehst eine frühere Stellung: Geh zur aktuellen, um einen Zug zurückzunehmen.
play-undo-refused-nothing = Es gibt noch nichts von dir zurückzunehmen.
play-undo-refused-over = Die Partie ist vorbei: Ihre Züge bleiben, wie sie gespielt wurden.
play-undo-refused-bot-revealed = Die Antwort auf deinen Zug hat allen einen Wurf oder verdeckte Steine gezeigt, darum bleibt dein Zug.
play-undo-refused-seen = Was du gewürfelt oder gezogen hast, bleibt: Du hast es gesehen.
play-undo-refused-turn-passed = Dieser Zug ist vorbei: Der nächste Spieler ist dran.
play-undo-refused-bot-turn = Eine Rücknahme jetzt ließe sofort wieder einen Bot ziehen.
play-redo-title-many = { $count ->
    [one] Wiederholen: spielt { $count } zurückgenommene Aktion erneut
   *[other] Wiederholen: spielt die { $count } zurückgenommenen Aktionen erneut
}
play-hint = Tipp
play-hint-title = Einen Zug vorschlagen
play-hint-text = Tipp: { $move }
# The hint with why its move is good ($reason: a clause of the game's file, "it captures the red tower of 3").
play-hint-text-why = Tipp: { $move } — { $reason }
play-resign = Aufgeben
play-resign-title = Diese Partie aufgeben
play-resign-heading = { $you ->
    [yes] Diese Partie aufgeben?
   *[no] Die Partie für { $name } aufgeben?
}
play-resign-text-two = Die Partie endet sofort, und { $name } gewinnt.
play-resign-text-ranked = Die Partie endet sofort: Die anderen Spieler werden nach ihrem jetzigen Punktestand gewertet, der beste gewinnt.
play-resign-text-shared = Die Partie endet sofort, und die anderen Spieler teilen sich den Sieg.
play-resign-confirm = Aufgeben
play-resign-cancel = Weiterspielen
play-pause = Pause
play-resume = Weiter
play-bot-speed = Bot-Tempo
play-speed-slow = Langsam
play-speed-normal = Normal
play-speed-fast = Schnell
play-speed-instant = Sofort
play-animations = Animationen
play-log = Gespielte Züge
play-announce = { $player }: { $move }
# Before the actions of a turn of several, listed one by one.
play-turn-by = { $player }:
play-no-moves-yet = Noch keine Züge.
play-announce-undone = { $you ->
    [yes] { $count ->
            [one] { $count } Aktion zurückgenommen. Du bist am Zug.
           *[other] { $count } Aktionen zurückgenommen. Du bist am Zug.
        }
   *[no] { $count ->
            [one] { $count } Aktion zurückgenommen. { $player } ist am Zug.
           *[other] { $count } Aktionen zurückgenommen. { $player } ist am Zug.
        }
}
play-announce-redone = { $count ->
    [one] { $count } Aktion erneut gespielt.
   *[other] { $count } Aktionen erneut gespielt.
}
play-share-heading = Diese Partie teilen
play-share-link = Link zu dieser Partie
play-share-text = Wer diesen Link öffnet, sieht genau diese Partie und kann sie von hier aus weiterspielen. Er wurde in die Zwischenablage kopiert.
play-share-done = Fertig
play-handover-title = { $you ->
    [yes] Du bist dran: Nimm das Gerät
   *[no] Gib das Gerät an { $name } weiter
}
play-handover-text = Das Spielbrett bleibt verdeckt, bis der nächste Spieler das Gerät hat.
play-handover-ready = { $you ->
    [yes] Ich bin es: meinen Zug zeigen
   *[no] Ich bin { $name }: meinen Zug zeigen
}

## Spielende

end-draw = Die Partie endet unentschieden.
end-you-win = Du hast gewonnen!
end-winner = { $name } gewinnt!
end-shared-win = Geteilter Sieg: { $names }
end-resigned = { $you ->
    [yes] Du hast aufgegeben.
   *[no] { $name } hat aufgegeben.
}
end-resigned-many = Aufgegeben: { $names }.
end-bots-resigned = Die Bots haben aufgegeben: Sie konnten nicht mehr gewinnen.
end-review = Brett ansehen
end-review-bot = Mit dem Bot analysieren
end-new-game = Neue Partie
end-home = Startseite
end-kept = Die beendete Partie bleibt unter „Gespeicherte Partien“.
chart-label = Punktestand im Lauf der Partie
chart-moves = Züge

## Eine beendete Partie mit dem Bot analysieren

review-heading = Analyse mit dem Bot
review-intro = Der Bot prüft jede Entscheidung eines Spielers noch einmal, nur mit dem Wissen, das dieser Spieler damals hatte, und markiert die, mit denen er am meisten von seiner Gewinnchance verschenkt hat.
review-player = Spieler
review-start = Fehler finden
review-again = Erneut analysieren
review-progress = Entscheidung { $done } von { $total }
review-cancel = Anhalten
review-stopped = Angehalten nach { $done } von { $total } Entscheidungen.
review-none = Dieser Spieler hatte keine Entscheidung, die sich analysieren ließe.
review-clean = Keine Ungenauigkeit, kein Fehler, kein Patzer: gut gespielt!
review-count-blunder = { $count ->
    [one] 1 Patzer
   *[other] { $count } Patzer
}
review-count-mistake = { $count ->
    [one] 1 Fehler
   *[other] { $count } Fehler
}
review-count-inaccuracy = { $count ->
    [one] 1 Ungenauigkeit
   *[other] { $count } Ungenauigkeiten
}
review-blunder = Patzer
review-mistake = Fehler
review-inaccuracy = Ungenauigkeit
review-marked = Markierte Entscheidungen
review-chart = { $name }: Gewinnchance nach jeder Entscheidung
review-percent = { $value } %
review-cost-blunder = Patzer: Danach blieb eine Gewinnchance von { $after } %, der bessere Zug hätte { $before } % bewahrt.
review-cost-mistake = Fehler: Danach blieb eine Gewinnchance von { $after } %, der bessere Zug hätte { $before } % bewahrt.
review-cost-inaccuracy = Ungenauigkeit: Danach blieb eine Gewinnchance von { $after } %, der bessere Zug hätte { $before } % bewahrt.
review-better = Besser: { $move }.
review-better-why = Besser: { $move } — { $reason }.
review-fine = Eine gute Entscheidung: Der Bot fand nichts deutlich Besseres ({ $value } % Gewinnchance).

## Gespeicherte Partien

saves-title = Gespeicherte Partien
saves-back = Zurück
saves-empty = Noch keine gespeicherten Partien. Jede Partie, die du spielst, wird hier automatisch gespeichert.
saves-summary = { $moves ->
    [one] { $game } · { $moves } Zug · { $players }
   *[other] { $game } · { $moves } Züge · { $players }
}
saves-last-played = Zuletzt gespielt am { $date }
# A saved game as its buttons name it: its title and when it was last played (titles repeat).
saves-entry-name = { $title } ({ $date })
saves-resume = Fortsetzen
saves-review = Nachspielen
saves-new-name = Neuer Name
saves-rename = Umbenennen
saves-delete = Löschen
saves-other-version = Aus einer anderen Version
saves-damaged = Beschädigter Spielstand
saves-damaged-game = Beschädigter Spielstand: { $game }
saves-other-version-text = Diese Partie kann hier nicht nachgespielt werden: { $reason }.
saves-damaged-text = Dieser Eintrag ist nicht lesbar: { $reason }.
saves-kept = Seine Daten bleiben unverändert erhalten; du kannst sie exportieren.
saves-export = Exportieren
saves-resume-named = Fortsetzen: „{ $title }“
saves-review-named = Nachspielen: „{ $title }“
saves-rename-named = Umbenennen: „{ $title }“
saves-delete-named = Löschen: „{ $title }“
saves-export-named = Exportieren: „{ $title }“
# How a finished game ended, in the saved-games list and on the home screen.
result-you-won = Beendet: Du hast gewonnen.
result-winner = Beendet: Gewonnen hat { $name }.
result-winners = Beendet: { $names } teilen sich den Sieg.
result-draw = Beendet: unentschieden.
result-score = Endstand: { $scores }.
result-score-entry = { $name } { $score }

## Spielregeln (rund um den Text jedes Spiels)

rules-title = So spielt man { $game }
rules-back = Zurück
rules-keys = STEUERUNG
rules-keys-history = ← / → gehen durch die Partie, Pos1 / Ende springen zum Anfang oder zur aktuellen Stellung.
rules-keys-undo = Strg+Z nimmt deine letzte Aktion in diesem Zug zurück (nie einen Würfelwurf oder eine gesehene Karte); gegen Bots nimmt es nach deinem Zug diesen Zug samt den Antworten der Bots in einem Schritt zurück. Strg+Y stellt wieder her.
rules-keys-help = ? öffnet diese Regeln.
board-zoom = Zoom
board-zoom-in = { $input ->
    [touch] Vergrößern
   *[mouse] Vergrößern (+)
}
board-zoom-out = { $input ->
    [touch] Verkleinern
   *[mouse] Verkleinern (−)
}
board-zoom-reset = { $input ->
    [touch] Ganzes Spielbrett
   *[mouse] Ganzes Spielbrett (0)
}
rules-keys-zoom = In einer 3-D-Ansicht vergrößern und verkleinern + und −, 0 zeigt wieder das ganze Spielbrett.
rules-keys-targets = Auf einem Spielbrett sagt A, wo du gerade handeln kannst (mit einem Screenreader: die Felder, auf denen du handeln kannst, aufgezählt, wenn es wenige sind).
rules-keys-touch = Auf einem Touchscreen: Tippe auf eine Figur, dann dorthin, wo sie hin soll; halte einen Finger auf einem Feld, um zu sehen, was dort steht, ohne zu ziehen; zoome eine 3-D-Ansicht mit zwei Fingern und verschiebe sie vergrößert mit einem Finger.
rules-keys-touch-flat = Auf einem Touchscreen: Tippe auf eine Figur, dann dorthin, wo sie hin soll; halte einen Finger auf einem Feld, um zu sehen, was dort steht, ohne zu ziehen.

## Probleme, die dem Spieler gemeldet werden

app-error-bot-move = Der Zug des Bots wurde abgelehnt: { $reason }.
app-error-nothing-to-undo = In diesem Zug gibt es nichts rückgängig zu machen.
app-error-nothing-to-redo = Es gibt nichts zu wiederholen.
app-error-game-changed = Die Partie hat sich inzwischen geändert; es wurde nichts gespielt.
app-error-resume = Deine letzte Partie konnte nicht fortgesetzt werden. { $reason } Sie bleibt unter „Gespeicherte Partien“, wo du sie exportieren kannst.
app-error-rename = Die Partie konnte nicht umbenannt werden. { $reason }
app-error-link = { $reason } Deine gespeicherten Partien bleiben unberührt.
app-error-bad-seed = Der Startwert muss eine ganze Zahl sein (oder leer bleiben für eine zufällige Partie).
app-error-options = Mit diesen Optionen kann keine Partie beginnen: { $reason }.
app-error-export = Der Browser konnte die Datei nicht zum Herunterladen vorbereiten.
app-error-crashed = Castellan ist beim letzten Mal mit einem Fehler stehen geblieben, deshalb wurde deine Partie nicht fortgesetzt. Sie bleibt unter „Gespeicherte Partien“.
app-error-bot-unavailable = Die Bots konnten nicht gestartet werden, deshalb kann gerade kein Bot ziehen oder einen Tipp geben. Prüfe die Verbindung und lade die Seite neu; die Partie bleibt erhalten.

storage-full = Der Browserspeicher ist voll, diese Partie wird daher nicht gespeichert. Das Spiel geht weiter; lösche alte Partien, um Platz zu schaffen.
storage-unavailable = Dieser Browser erlaubt kein Speichern von Partien, der Spielstand wird nicht behalten.
storage-missing = Diese gespeicherte Partie gibt es nicht mehr.
storage-damaged = Diese gespeicherte Partie kann nicht geöffnet werden: { $reason }.

# Regeln, Wiederholungen und Spielstände: Diese Texte folgen einem Doppelpunkt und beginnen klein.
error-game-over = die Partie ist bereits zu Ende
error-no-such-choice = es gibt keine erlaubte Aktion Nummer { $number } (nur { $choices })
error-wrong-game = diese Aktion gehört zu einem anderen Spiel
replay-past-the-end = die Züge gehen nach dem Ende der Partie weiter
replay-illegal = ein Zug verstößt gegen die Regeln ({ $rule })
replay-bad-index = die Züge passen nicht mehr zur Partie (Zug { $move })
replay-truncated = die Züge brechen ab (Zug { $move })
replay-trailing-data = nach dem letzten Zug folgt noch etwas
replay-bad-resignation = die gespeicherte Aufgabe ist nicht möglich
replay-unsettled = der Wurf steht nicht fest (Zug { $move })
replay-not-dealt = die Karten dieser Partie lassen sich nicht so austeilen, wie sie gespeichert ist
load-unreadable-options = die Spieloptionen sind nicht lesbar ({ $problem })
load-options = ungültige Spieloptionen: { $reason }
load-older-rules = sie stammt aus einer älteren Version der Regeln von { $game } (Version { $made }; diese App spielt Version { $current }) und kann daher nicht genau nachgespielt werden
load-newer-rules = sie stammt aus einer neueren Version der Regeln von { $game } (Version { $made }; diese App spielt Version { $current }): aktualisiere die App, um sie zu öffnen
save-unreadable = die gespeicherten Daten sind beschädigt ({ $problem })
save-unreadable-game = die gespeicherten Daten sind beschädigt ({ $game }: { $problem })
data-garbled = der Text ist in Zeile { $line }, Zeichen { $column } verstümmelt
data-cut-short = der Text bricht in Zeile { $line }, Zeichen { $column } ab
data-wrong-content = in Zeile { $line }, Zeichen { $column } fehlt etwas oder ist falsch
data-write-failed = Das Spiel konnte nicht aufgeschrieben werden, deshalb ging das nicht (ein interner Fehler). Das Spiel geht weiter wie bisher.
options-player-count = das Spiel ist für { $needed } Spieler, nicht für { $players }
options-player-range = das Spiel ist für { $min } bis { $max } Spieler, nicht für { $players }
options-player-choice = das Spiel ist für { $one } oder { $other } Spieler, nicht für { $players }
options-height-limit-too-low = die Höhengrenze muss mindestens { $min } sein (nicht { $limit })
options-free-carry-too-low = die Höhe für das freie Heimtragen muss mindestens { $min } sein (nicht { $height })
options-master-needs-own-decks = die Meisterversion wird mit den eigenen zehn Karten jeder Person gespielt
options-master-card-without-master = eine Meisterkarte gibt es nur in der Meisterversion
options-master-card-range = Meisterkarten sind von { $min } bis { $max } nummeriert (nicht { $card })
options-rules-version = die Regelversion { $version } wird nicht unterstützt
save-unknown-format = mit einer unbekannten Formatversion { $version } gespeichert
save-unknown-game = unbekanntes Spiel „{ $game }“
save-seat-count = { $recorded ->
    [one] { $recorded } Platz gespeichert für ein Spiel mit { $needed } Spielern
   *[other] { $recorded } Plätze gespeichert für ein Spiel mit { $needed } Spielern
}

## Geteilte Links

link-not-a-game = Dieser Link enthält keine Partie.
link-missing = Dieser Partie-Link ist unvollständig (es fehlt: { $field }).
link-unknown-game = Dieser Link ist für ein Spiel, das wir nicht kennen („{ $game }“).
link-other-version = Dieser Link stammt aus einer anderen Version von Castellan (Linkformat { $version }).
link-damaged-field = Dieser Partie-Link ist beschädigt ({ $field }: { $problem }).
link-altered = Dieser Partie-Link wurde gekürzt oder verändert und ist daher nicht vertrauenswürdig.
link-other-rules = Dieser Partie-Link kann nicht geöffnet werden: { $reason }.
link-illegal-moves = Dieser Partie-Link kann nicht geöffnet werden: { $reason }.
link-damaged = Dieser Partie-Link ist beschädigt: { $reason }.
link-field-game = Spielname
link-field-format = Formatversion
link-field-rules = Regelversion
link-field-seed = Startwert
link-field-options = Spieloptionen
link-field-count = Zugzahl
link-field-actions = Zugliste
link-field-check = Prüfcode
link-field-ply = Stellungsnummer
link-field-seats = Spieler
link-field-id = Partie-ID
link-field-owners = Geräte
link-field-commitments = Zusagen
link-field-reveals = Aufdeckungen
link-field-pending = dem anderen Gerät überlassener Zug
link-field-dice = Würfelanteile
link-field-roll = Wurfanfrage
link-field-decks = Kartenstapel
link-field-resigned = Aufgabe
link-field-sender = sendendes Gerät
link-problem-not-a-number = keine Zahl
link-problem-not-base64 = kein gültiges Base64
link-problem-not-text = kein Text
link-problem-too-large = unglaubwürdig groß
link-problem-past-the-end = zeigt hinter den letzten Zug
link-problem-not-players = keine Liste von Spielern
link-problem-player-count = nicht ein Spieler je Platz
link-problem-player-name = ein Name ist leer, zu lang oder kein einfacher Text
link-problem-player-kind = eine unbekannte Art von Spieler

## The page outside the app (tab title, description)

app-page-title-home = Castellan — Turm- und Burgenspiele
app-page-title = { $screen } — Castellan
app-page-description = Turm- und Burgen-Brettspiele im Browser: gegen Freunde an einem Gerät oder gegen einen Bot, ganz ohne Internet.

## Boards, for screen readers: a cell's name and the targets said in the live region

board-cell-action = { $cell } — { $action }
board-cell-target = { $cell } — hier kannst du ziehen
board-cell-pick = { $cell } — kann ausgewählt werden
board-targets = { $count ->
    [one] { $count } Feld für deinen Zug: { $squares }.
   *[other] { $count } Felder für deinen Zug: { $squares }.
}
board-targets-many = { $count ->
    [one] { $count } Feld für deinen Zug; bewege den Cursor, um es zu hören.
   *[other] { $count } Felder für deinen Zug; bewege den Cursor, um sie zu hören.
}
board-picks = { $count ->
    [one] { $count } Feld zur Auswahl: { $squares }.
   *[other] { $count } Felder zur Auswahl: { $squares }.
}
board-picks-many = { $count ->
    [one] { $count } Feld zur Auswahl; bewege den Cursor, um es zu hören.
   *[other] { $count } Felder zur Auswahl; bewege den Cursor, um sie zu hören.
}
board-targets-none = Auf dem Spielbrett ist gerade nichts zu tun.

## Gegen einen Freund per Link (jedes Gerät spielt seine eigenen Plätze; die Links bringen die Züge)

remote-limit-cards = Torres mit einem gemeinsamen Stapel kann nicht per Link gespielt werden: Der Stapel gehört niemandem, also könnte niemand seine Reihenfolge geheim halten. Wähle einen eigenen Stapel für jeden Spieler, keine Aktionskarten oder die Meisterversion, um per Link zu spielen.
remote-different-game = Dieser Link gehört zu einer anderen Partie als der, die dieses Gerät unter derselben ID spielt.
remote-older = Das ist ein älterer Link dieser Partie: Dieses Gerät hat schon alle Züge daraus.
remote-nothing-new = Dieses Gerät hat schon alle Züge aus diesem Link.
remote-rewritten = Die Züge in diesem Link weichen von denen ab, die dieses Gerät schon hat: Der Verlauf einer Partie lässt sich nicht ändern.
remote-foreign-moves = Dieser Link enthält Züge für Platz { $seat }, der auf diesem Gerät gespielt wird.
remote-seat-taken = Platz { $seat } dieser Partie wird schon auf einem anderen Gerät gespielt.
remote-not-offered = Diese Partie kann nicht per Link gespielt werden.
remote-unsettled = Dieser Link enthält einen Würfelwurf ohne die Anteile, die ihn festlegen: Bitte um den neuesten Link dieser Partie.
remote-own-link = Das ist der Link, den dieses Gerät verschickt hat: Er bringt nichts von deinem Gegenüber. Warte auf dessen Link.
remote-unknown-sender = Dieser Link kommt von einem Gerät, das in dieser Partie keinen Platz spielt, darum wird er nicht verwendet.
remote-bad-commitment = Dieser Link verdeckt Züge, die er nicht verdecken darf, darum wird er nicht verwendet.
remote-cannot-hide = Es lässt sich kein Link schreiben, der deine verdeckten Züge verdeckt hält, darum wird keiner verschickt.

## Play a friend by link

# A seat's kind in the new-game dialog: a friend who plays on their own device, by links.
new-game-friend = Freund · per Link
# Beside a friend's name among the players: that seat is played on another device.
play-by-link = per Link
app-error-not-your-turn-by-link = Du bist nicht am Zug: Diese Partie wartet auf den Link deines Gegenübers.
app-error-no-secure-random = Dieser Browser kann die geheimen Zahlen nicht erzeugen, die eine Partie per Link braucht, daher lassen sich darin keine Partien per Link spielen.
app-error-by-link-needs-you = Eine Partie per Link braucht einen Spieler an diesem Gerät: Setze einen Platz auf „Mensch“.
play-undo-refused-by-link = Das Gerät deines Gegenübers hat diesen Zug vielleicht schon: In einer Partie per Link lässt sich nur der Zug zurücknehmen, den du gerade spielst.
link-your-turn = Du bist am Zug. Wenn dein Zug vorbei ist, gibt dir diese Partie einen Link, den du an { $name } schickst.
link-send-move = Dein Zug ist fertig. Schick diesen Link an { $name }.
link-send-invite = Schick diesen Link an { $name }, um zu dieser Partie einzuladen.
link-send-end = Die Partie ist vorbei. Schick diesen letzten Link, damit { $name } das Ende sieht.
link-send-roll = Dein Wurf braucht den Würfelanteil von { $name }: Schick diesen Link und öffne dann den, der zurückkommt, um zu würfeln.
link-send-share = { $name } würfelt: Schick diesen Link zurück, damit die Würfel fallen können.
link-send-card = Deine Karte braucht den Anteil von { $name } an deinem Stapel: Schick diesen Link und öffne dann den, der zurückkommt, um sie zu nehmen.
link-send-deck = { $name } nimmt eine Karte: Schick diesen Link zurück, damit der Stapel gemischt werden kann.
link-send-complete = Schick diesen Link an { $name }: Das Gerät dort vollendet deinen Zug, denn er hängt von etwas ab, das nur dort zu sehen ist.
link-waiting = Warten auf den Zug von { $name }. Wenn der Link kommt, öffne ihn: Tippe darauf oder füge ihn hier ein.
link-forfeited = Der Link von { $name } hielt sich nicht an einen zugesagten Zug: Die Partie wird für { $name } als verloren gewertet und ist vorbei.
link-ended = Die Partie ist vorbei, und ihr letzter Link ist an { $name } gegangen.
link-forfeit = Der Link von { $name } hat gegen die Regeln einer Partie per Link verstoßen (ein verdeckter Zug oder ein Würfel, der nicht zum Zugesagten passt): Die Partie wird für { $name } als verloren gewertet.
link-received = { $count ->
    [0] Der Link von { $name } ist da.
    [one] Der Link von { $name } ist da: ein neuer Zug.
   *[other] Der Link von { $name } ist da: { $count } neue Züge.
}
link-send = Link senden
link-send-again = Link erneut senden
link-copied = Der Link ist kopiert: Füge ihn in eine Nachricht an dein Gegenüber ein.
link-url = Zu sendender Link
link-paste = Link deines Gegenübers
link-open = Öffnen
link-join-heading = { $name } lädt dich zu einer Partie { $game } ein
link-join-you = Du
link-join-open = Freier Platz
link-join-bot = { $name } · Bot, { $level }
link-join-text = Ihr spielt, indem ihr euch Links schickt: Nach jedem deiner Züge gibt dir die Partie einen Link, den du deinem Gegenüber schickst, und du öffnest den Link, den du zurückbekommst, um weiterzuspielen. Die Partie bleibt auf diesem Gerät gespeichert.
link-join-name = Dein Name
link-join = Mitspielen
link-join-later = Nicht jetzt
saves-link-your-turn = Du bist am Zug
saves-link-send = Dein Link muss noch verschickt werden
saves-link-waiting = Warten auf den Link von { $name }
saves-link-forfeited = Für { $name } als verloren gewertet
saves-link-ended = Ihr letzter Link ist verschickt

## Lessons ("Learn to play")

lessons-title = { $game } lernen
lessons-intro = Kurze Lektionen auf dem echten Spielbrett. Mach in jedem Schritt den verlangten Zug: Ein falscher wird nicht ausgeführt, und du erfährst, warum; „Zeig es mir“ zeigt den richtigen. Jede Lektion endet mit einer kleinen Aufgabe.
lessons-done = Erledigt
lesson-title = Lektion { $number }: { $title }
lesson-step = Schritt { $step } von { $steps }
lesson-final-task = Deine Aufgabe
lesson-show = Zeig es mir
lesson-again = Schritt neu beginnen
lesson-next-step = Nächster Schritt
lesson-next = Nächste Lektion
lesson-all = Alle Lektionen
lesson-complete = Lektion geschafft. Sie ist auf diesem Gerät als erledigt markiert.
