# Torri: tutte le parole di questo gioco. Le chiavi iniziano con «torri-».

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

## Tavoliere e caselle

torri-board = Tavoliere di Torri
torri-square-empty = { $square }: vuota
torri-square-stack = { $square }: { $pieces } (dal basso → in alto): { $colours }
torri-square-stack-home = { $square }: { $pieces } (dal basso → in alto): { $colours } — al sicuro a casa per sempre

## Riga di stato e indicazioni

torri-prompt-over = La partita è finita.
torri-prompt-playing = { $you ->
    [yes] Tocca a te.
   *[no] Tocca a { $player }.
}
torri-end-stuck = Un giocatore non aveva più torri da muovere, quindi la partita è finita con quel giro: vince chi possiede più pedine.
torri-end-stuck-player = { $you ->
        [yes] Non avevi più torri da muovere, quindi la partita è finita con quel giro: vince chi possiede più pedine.
       *[no] { $player } non aveva più torri da muovere, quindi la partita è finita con quel giro: vince chi possiede più pedine.
    }
torri-end-no-progress = { $rounds ->
    [one] È passato { $rounds } giro senza catture, divisioni, trasporti né torri arrivate a casa, quindi la partita è finita: vince chi possiede più pedine.
   *[other] Sono passati { $rounds } giri di fila senza catture, divisioni, trasporti né torri arrivate a casa, quindi la partita è finita: vince chi possiede più pedine.
}
torri-prompt-colour-die = { $player }: tira il dado dei colori.
torri-prompt-roll = { $player }: tira il dado.
torri-prompt-choose = { $input ->
    [touch] { $player }: tira il dado, oppure muovi una torre di tante caselle quanto è alta (toccala).
   *[mouse] { $player }: tira il dado, oppure muovi una torre di tante caselle quanto è alta (cliccala).
}
torri-prompt-choose-after-six = { $input ->
    [touch] { $player }: sei! Tira di nuovo, oppure muovi una torre di tante caselle quanto è alta (toccala).
   *[mouse] { $player }: sei! Tira di nuovo, oppure muovi una torre di tante caselle quanto è alta (cliccala).
}
torri-prompt-move = { $squares ->
    [one] { $player }: muovi una torre di esattamente 1 casella.
   *[other] { $player }: muovi una torre di esattamente { $squares } caselle.
}
torri-prompt-split = { $player }: la torre in { $square } è troppo alta e va divisa.
torri-prompt-bonus-roll = { $player }: il tuo colore — puoi tirare di nuovo, oppure fermarti qui.
torri-colour-die-blank = dado dei colori: bianco
torri-colour-die-shows = dado dei colori: { $colour }
torri-last-round = Ultimo giro!
torri-quiet-last-round = Nessuna cattura, divisione, trasporto o torre arrivata a casa in questo giro: la partita finisce con esso.
torri-quiet-rounds-left = { $rounds ->
    [one] Resta 1 giro, a meno che qualcuno catturi, divida, trasporti o porti una torre a casa.
   *[other] Restano { $rounds } giri, a meno che qualcuno catturi, divida, trasporti o porti una torre a casa.
}

## Pulsanti

torri-roll-colour-die = Tira il dado dei colori
torri-roll = Tira
torri-stop-here = Fermati qui
torri-pass = Passa (nessuna mossa valida)
torri-free-carry = Porta a casa la cima
torri-split-question = Quante ne restano in basso?
torri-split-cut = { $keep } (ne spostano { $moves })
torri-split-then = { $input ->
    [touch] Poi tocca una casella evidenziata accanto.
   *[mouse] Poi clicca una casella evidenziata accanto.
}

## Il registro (i simboli della notazione, le parole della lingua)

torri-log-pass = passa
torri-log-no-extra-roll = niente tiro extra
torri-log-roll = tiro { $distance }
torri-log-roll-two = tiro { $big }−{ $small } = { $distance }
torri-log-roll-nothing = tiro
torri-hint-roll = tirare
torri-hint-roll-two = tirare
torri-hint-roll-colour = dado dei colori
torri-log-colour-skip = dado dei colori: { $colour ->
    [red] rosso
    [blue] blu
    [yellow] giallo
   *[green] verde
} (salta il turno)
torri-log-colour-own = dado dei colori: { $colour ->
    [red] rosso
    [blue] blu
    [yellow] giallo
   *[green] verde
} (il proprio)
torri-log-colour-blank = dado dei colori: bianco
torri-log-move = { $from }-{ $to }
torri-log-capture = { $from }x{ $to } (cattura { $pieces })
torri-log-split = divide { $pieces } in { $from } → { $to }
torri-log-carry = porta { $pieces } a casa da { $from }

## Il registro a parole, per i suggerimenti e gli annunci (ogni gemello `-words` riceve i valori della sua riga)

torri-log-pass-words = nessuna mossa valida: si passa
torri-log-roll-words = un tiro del dado: { $distance }
torri-log-roll-two-words = un tiro dei dadi: { $big } meno { $small } fa { $distance }
torri-log-roll-nothing-words = un tiro del dado
torri-hint-roll-words = tirare il dado
torri-hint-roll-two-words = tirare i dadi
torri-hint-roll-colour-words = tirare il dado dei colori
torri-log-colour-skip-words = dado dei colori: { $colour ->
    [red] rosso
    [blue] blu
    [yellow] giallo
   *[green] verde
}, il colore di un altro giocatore, turno perso
torri-log-colour-own-words = dado dei colori: { $colour ->
    [red] rosso
    [blue] blu
    [yellow] giallo
   *[green] verde
}, il proprio colore
torri-log-move-words = torre da { $from } a { $to }
torri-log-capture-words = torre da { $from } su { $to }, pedine catturate: { $pieces }
torri-log-split-words = torre in { $from } divisa: la parte alta ({ $pieces }) in { $to }
torri-log-carry-words = la cima della torre in { $from } ({ $pieces }) portata a casa

## Errori di regola (seguono i due punti: in minuscolo)

torri-error-game-over = la partita è finita
torri-error-must-roll-colour-die = prima tira il dado dei colori
torri-error-colour-die-not-now = il dado dei colori si tira solo all'inizio del turno
torri-error-must-split = prima va divisa la torre oltre l'altezza massima
torri-error-already-rolled = { $distance ->
    [one] hai già tirato: muovi una torre di esattamente 1 casella
   *[other] hai già tirato: muovi una torre di esattamente { $distance } caselle
}
torri-error-not-rolled-now = ora non puoi tirare
torri-error-must-roll-bonus = hai tirato il tuo colore: tira di nuovo il dado, oppure fermati qui
torri-error-no-bonus-roll-to-decline = ora non c'è nessun tiro extra da rifiutare
torri-error-height-moves-disabled = nella partita con solo dado le mosse secondo l'altezza non sono ammesse
torri-error-off-board = questa casella è fuori dal tavoliere
torri-error-empty-square = su questa casella non c'è nessuna torre
torri-error-not-your-stack = puoi muovere solo una torre con il tuo colore in cima
torri-error-frozen-in-home = una torre di due o più pedine nella propria casa non può più muoversi
torri-error-captured-this-turn = una torre che ha catturato non può muoversi di nuovo in questo turno
torri-error-not-straight = una mossa va in linea retta lungo una riga o una colonna
torri-error-wrong-distance = { $squares ->
    [one] questa mossa deve essere di esattamente 1 casella
   *[other] questa mossa deve essere di esattamente { $squares } caselle
}
torri-error-own-stack = non puoi fermarti sulla tua stessa torre
torri-error-other-home = questa casella è nella casa di un altro giocatore
torri-error-pass-not-allowed = puoi passare solo quando non hai mosse valide
torri-error-nothing-to-move = non hai torri che possano muoversi: passa
torri-error-no-split-now = ora non c'è nessuna torre da dividere
torri-error-bad-cut = entrambe le parti di una divisione devono avere il tuo colore in cima e al massimo { $limit } pedine
torri-error-not-adjacent = la parte staccata va su una casella accanto alla torre
torri-error-free-carry-disabled = il trasporto libero a casa non fa parte di questa partita
torri-error-free-carry-not-now = il trasporto libero sostituisce l'intera mossa all'inizio del turno
torri-error-already-home = questa torre è già nella tua casa
torri-error-too-low-to-carry = solo una torre più alta di { $height } può portare pedine a casa

## Aiuto sulle regole (con parole nostre; formato in docs/i18n.md)

torri-rules-help =
    TORRI

    OBIETTIVO
    Finire la partita con più pedine nella tua casa. Contano le pedine di ogni colore:
    ogni torre che possiedi alla fine conta per te.

    COME SI SVOLGE UN TURNO
    Tira il dado e muovi una tua torre di esattamente tante caselle in linea retta, oppure, senza
    tirare, muovi una torre di tante caselle quante pedine ha. Fermandoti sulla torre di un altro
    giocatore la catturi. Dopo un 6 tirato col dado continui.

    TAVOLIERE
    10 × 10 caselle. Ogni giocatore ha una casa, all'inizio piena delle sue pedine
    singole.
    • 2 giocatori: il sud occupa le righe 1–2, il nord le righe 9–10 (20 pedine ciascuno).
    • 3–4 giocatori: ogni casa è il blocco 2 × 6 al centro di un lato (12 pedine ciascuno); i
      quattro blocchi d'angolo non sono di nessuno. Con 3 giocatori la casa a est è normale campo
      aperto.

    TORRI
    Le pedine su una casella formano una torre. Appartiene a chi ha il colore in cima, e si
    muove sempre tutta intera.

    IL TUO TURNO
    Puoi scegliere tra
      - tirare il dado e muovere una tua torre di esattamente quel numero di caselle, oppure
      - muovere una tua torre di esattamente tante caselle quante pedine ha (una pedina singola 1,
        una torre di tre 3), senza tirare.
    Dopo aver tirato non puoi più passare a una mossa secondo l'altezza. Le mosse vanno in linea
    retta lungo una riga o una colonna e saltano tutto ciò che c'è in mezzo. Puoi fermarti su una
    casella vuota o su una torre di un altro giocatore: la catturi mettendoci sopra la tua torre.
    Non puoi mai fermarti sulla tua stessa torre, uscire dal tavoliere o entrare nella casa di un
    altro giocatore. Se hai una mossa valida devi farla; se il tiro non te ne lascia nessuna, passi.

    CATTURE
    Una torre che ha appena catturato resta ferma per il resto del tuo turno.

    SEI
    Dopo aver mosso un 6 tirato col dado, continui: tira di nuovo, oppure fai una mossa secondo
    l'altezza con una qualsiasi delle tue torri. Questo si ripete dopo ogni 6 tirato. (Una mossa
    secondo l'altezza di 6 non conta come sei.) Un sei che non puoi usare è semplicemente perso:
    passi e il tuo turno finisce.

    CASE
    La tua casa è sicura, nessun altro può entrarci. Una pedina singola può entrare e uscire
    dalla tua casa e muoversi al suo interno. Una torre di due o più pedine che finisce nella tua
    casa ci resta per sempre.

    ALTEZZA MASSIMA (di solito 12)
    Una torre più alta del limite viene divisa subito dal suo
    proprietario. Scegli il taglio in modo che entrambe le parti abbiano il tuo colore in cima e
    nessuna superi il limite; la parte bassa resta, quella alta va su una casella vicina (sopra,
    sotto, a sinistra o a destra) vuota o di un avversario, mai nella casa di un altro giocatore. Se
    così un'altra torre diventa troppo alta, viene divisa a sua volta. Se nessun taglio o nessuna
    casella va bene, la torre resta com'è.

    FINE
    Appena un giocatore non possiede più nessuna torre che possa ancora muoversi (tutte le sue
    torri sono bloccate nella sua casa, o non possiede nulla), il giro in corso si gioca fino in
    fondo (fino all'ultimo giocatore nell'ordine dei posti). Poi tutte le torri si contano per i
    loro proprietari, più le pedine portate a casa. Vince chi ha più pedine; i migliori a pari
    merito condividono la vittoria.

    FINE SENZA PROGRESSI (attiva salvo che la si disattivi all'inizio)
    Se passano molti giri
    completi di fila senza catture, divisioni, trasporti liberi o torri di due o più pedine che si
    fermano nella casa del proprietario, la partita finisce dopo quel giro e si conta come sempre. Il
    tavoliere indica quanti giri restano quando ne mancano meno di cinque.

    VARIANTI (concordate prima della partita)
      - Altezza massima: un altro numero, o nessun limite.
      - Solo dado: niente mosse secondo l'altezza; dopo un sei tiri semplicemente di nuovo.
      - Trasporto libero: appena una tua torre fuori dalla tua casa supera l'altezza concordata,
        puoi, invece della mossa del tuo turno, sollevare le pedine sopra quell'altezza e metterle
        direttamente nella tua casa. Sono al sicuro, contano per te e ci restano per sempre (anche
        una pedina singola). La parte lasciata indietro appartiene a chi ora ha il colore in cima.
      - Due dadi (1–6 e 1–3): muovi della differenza tra i due. Una differenza di 0 significa nessuna
        mossa. La differenza non è mai 6, quindi non ci sono bonus del sei.
      - Dado dei colori: ogni turno inizia con il dado dei colori (una faccia per giocatore, le
        altre bianche). Il colore di un altro giocatore: salti questo turno. Bianco o il tuo colore:
        giochi come al solito. Con «il proprio colore ritira», il tuo colore ti permette anche di
        tirare ancora una volta il dado dei numeri alla fine del tuo turno, se vuoi; puoi anche
        fermarti lì.

## Perché una mossa è buona (una frase dopo il nome della mossa nel consiglio e nella revisione: in minuscolo)

torri-reason-capture-piece = così catturi una pedina { $colour ->
    [red] rossa
    [blue] blu
    [yellow] gialla
   *[green] verde
}, che ora conta per te
torri-reason-capture = così catturi la torre { $colour ->
    [red] rossa
    [blue] blu
    [yellow] gialla
   *[green] verde
} di { $pieces } pedine, che ora contano tutte per te
torri-reason-home = così porti a casa la tua torre di { $pieces } pedine, dove resta al sicuro per sempre
torri-reason-split-home = così le { $pieces } pedine in cima restano al sicuro nella tua casa per sempre
torri-reason-carry = { $pieces ->
    [one] così metti { $pieces } pedina al sicuro nella tua casa per sempre
   *[other] così metti { $pieces } pedine al sicuro nella tua casa per sempre
}
torri-reason-threat-piece = così minacci una pedina { $colour ->
    [red] rossa
    [blue] blu
    [yellow] gialla
   *[green] verde
}: una mossa secondo l'altezza può catturarla
torri-reason-threat = così minacci la torre { $colour ->
    [red] rossa
    [blue] blu
    [yellow] gialla
   *[green] verde
} di { $pieces } pedine: una mossa secondo l'altezza può catturarla
torri-reason-single-home = così porti la tua pedina a casa, dove nessuno può catturarla
