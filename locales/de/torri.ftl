# Torri: alle Wörter dieses Spiels. Schlüssel beginnen mit „torri-“.

torri-tagline = Springen, schlagen, Türme stapeln und die Gefangenen nach Hause bringen – 2 bis 4 Spieler.

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
