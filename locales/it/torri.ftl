# Torri: tutte le parole di questo gioco. Le chiavi iniziano con «torri-».

torri-tagline = Salta, cattura e impila torri, poi porta a casa i tuoi prigionieri: da 2 a 4 giocatori.

## Opzioni della nuova partita

torri-opt-height-limit = Altezza massima
torri-opt-height = { $pieces ->
    [one] { $pieces } pedina
   *[other] { $pieces } pedine
}
torri-opt-no-limit = Nessun limite
torri-opt-dice-only = Solo dado (niente mosse secondo l'altezza)
torri-opt-two-dice = Due dadi (muovi della differenza tra un dado 1–6 e uno 1–3)
torri-opt-free-carry = Porta a casa libero sopra l'altezza
torri-opt-off = No
torri-opt-on = Sì
torri-opt-colour-die = Dado dei colori (il colore di un altro giocatore: salti il turno)
torri-opt-colour-again = Sì, il proprio colore ritira
torri-opt-no-progress = Fine dopo { $rounds } giri senza catture, divisioni, trasporti o pile che arrivano a casa
