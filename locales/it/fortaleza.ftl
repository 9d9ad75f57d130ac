# Fortaleza: tutte le parole di questo gioco. Le chiavi iniziano con «fortaleza-».

fortaleza-tagline = Scacchi d'assedio per due: costruisci una Fortezza, schiera il tuo esercito nella nebbia di guerra, poi dai scacco matto al Re o prendi per fame la sua Fortezza.
fortaleza-seat-first = Primo giocatore
fortaleza-seat-second = Secondo giocatore

## Opzioni della nuova partita

fortaleza-opt-note = Fortaleza non ha varianti: due giocatori. Il primo giocatore sceglie territorio e colori durante la partita, poi costruisce e schiera in segreto; il secondo schiera alla cieca.
