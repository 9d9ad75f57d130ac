# Torres: tutte le parole di questo gioco, con i termini del regolamento italiano. Le chiavi iniziano con «torres-».

torres-tagline = Innalzate castelli insieme, scalateli con i vostri cavalieri e segnate punti con l'altezza: da 2 a 4 giocatori.

## Opzioni della nuova partita

torres-opt-cards = Carte azione
torres-opt-cards-personal = Mazzo personale (guarda 3 carte, tienine 1)
torres-opt-cards-common = Mazzo comune (pesca la prima carta)
torres-opt-cards-off = Senza carte (partita introduttiva)
torres-opt-master = Versione avanzata (i giocatori piazzano le fondamenta, mano completa, una carta master)
torres-opt-master-card = Carta master
torres-opt-master-card-random = Pescata a caso
