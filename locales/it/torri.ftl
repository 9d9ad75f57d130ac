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

## Lezioni («Impara a giocare»: il compito e l'esito di ogni passo, poi perché una mossa sbagliata è rifiutata)

torri-lesson-goal-title = Lo scopo
torri-lesson-goal-summary = Possiedi più pedine di tutti a fine partita; una torre appartiene al colore in cima.
torri-lesson-goal-start = Giochi con il rosso, e le tue pedine partono dalla tua casa, le due file in basso. Vince chi possiede più pedine alla fine. A ogni turno muovi una delle tue torri, e una pedina sola può spostarsi di una casella senza tirare il dado: porta una pedina fuori dalla tua casa.
torri-lesson-goal-start-done = La tua pedina è sul campo aperto, dove si gioca la partita: lì può catturare torri blu, ed essere catturata.
torri-lesson-goal-owner = Le pedine su una stessa casella formano una torre, che appartiene con tutte le sue pedine al colore in cima. La tua torre in { $square } ha il rosso in cima; quella in { $theirs } ha il blu in cima. Una torre si muove sempre intera, di tante caselle quanto è alta: muovi la tua.
torri-lesson-goal-owner-done = Tutte le { $pieces } pedine si sono mosse insieme, anche quelle blu: contano per te finché il rosso resta in cima.
torri-lesson-goal-task = Diverse torri contengono pedine rosse. Trova la torre che è tua e ha più pedine, e muovila.
torri-lesson-goal-task-done = Giusto: con il rosso in cima, tutte le { $pieces } pedine sono tue. La torre in { $theirs } è piena di pedine rosse, ma in cima c'è il blu, quindi è del Blu.

torri-lesson-moving-title = Muovere
torri-lesson-moving-summary = Una torre si muove in linea retta, esattamente di tante caselle quanto è alta, scavalcando tutto ciò che sta in mezzo.
torri-lesson-moving-single = Una pedina sola si muove di una casella: avanti, indietro, a sinistra o a destra, mai in diagonale. Muovi la tua pedina da { $from } a { $target }.
torri-lesson-moving-single-done = Le mosse seguono sempre una riga o una colonna, e si può anche tornare indietro o andare di lato.
torri-lesson-moving-jump = Senza tirare il dado, una torre si muove esattamente di tante caselle quante pedine ha, e scavalca tutto ciò che sta in mezzo. Muovi la tua torre di { $pieces } pedine da { $from } a { $target }, scavalcando le pedine blu.
torri-lesson-moving-jump-done = Ha scavalcato entrambe le pedine blu: ciò che sta in mezzo non blocca mai una mossa. Conta solo la casella dove arrivi.
torri-lesson-moving-task = Non puoi arrivare su una tua torre, uscire dal tavoliere o entrare nella casa del Blu, le due file in alto. Fai arrivare una delle tue torri esattamente in { $target }.
torri-lesson-moving-task-done = La tua torre di { $pieces } pedine ha scavalcato una tua pedina e una blu ed è arrivata esattamente in { $target }.

torri-lesson-capture-title = Catturare
torri-lesson-capture-summary = Arriva esattamente su una torre blu per catturarla: tutte le sue pedine diventano tue.
torri-lesson-capture-first = Per catturare, arriva esattamente su una torre che non è tua: la tua torre ci sale sopra, e l'intera torre diventa tua. Cattura la pedina blu in { $target }.
torri-lesson-capture-first-done = Ora in cima c'è il rosso, quindi entrambe le pedine contano per te. Una torre che ha catturato resta ferma per il resto del tuo turno.
torri-lesson-capture-tall = L'altezza non protegge una torre: chi ci arriva sopra la prende tutta. Cattura la torre blu di { $pieces } pedine in { $target } con la tua torre in { $from }.
torri-lesson-capture-tall-done = La tua piccola torre ha preso intera quella alta: tutte le { $pieces } pedine ora sono tue. Il Blu può riprenderle solo arrivandoci sopra.
torri-lesson-capture-task = Qui puoi catturare in diversi modi. Trova la cattura che vince più pedine.
torri-lesson-capture-task-done = Il bottino più grande: tutte le { $pieces } pedine di quella torre ora contano per te.

torri-lesson-towers-title = Torri
torri-lesson-towers-summary = Le catture fanno crescere le torri: appartengono al colore in cima, e una torre troppo alta va divisa.
torri-lesson-towers-back = Una torre appartiene al colore in cima, quindi una sola pedina può riprendersi un'intera torre. In { $target } il Blu sta sopra { $pieces } tue pedine: arriva su quella torre con la tua pedina.
torri-lesson-towers-back-done = Tutte le { $pieces } pedine sono di nuovo tue. Le torri cambiano padrone di continuo; conta chi sta in cima alla fine.
torri-lesson-towers-far = Più una torre è alta, più lontano arriva la sua mossa secondo l'altezza: la tua torre di { $pieces } pedine si muove di { $pieces } caselle. Usala per catturare la torre blu in { $target }.
torri-lesson-towers-far-done = Una torre alta colpisce da lontano, ma è anche un grande bottino: tutte le sue pedine vanno a chi ci arriva sopra.
torri-lesson-towers-task = Una torre può avere al massimo { $limit } pedine (salvo accordi diversi prima della partita). Una più alta si divide subito: scegli quante pedine restano in basso e metti il resto su una casella vicina, con il rosso in cima a entrambe le parti. Cattura in { $target }, poi dividi sulla pedina blu in { $blue }.
torri-lesson-towers-task-done = La tua parte superiore è arrivata sulla pedina blu e ha catturato anche quella: due catture in un turno, ed entrambe le torri sono tue.

torri-lesson-dice-title = Il dado
torri-lesson-dice-summary = Tira il dado e muovi esattamente del numero uscito; dopo un 6 continui.
torri-lesson-dice-roll = Invece di una mossa secondo l'altezza puoi tirare il dado: allora una delle tue torri, qualunque sia la sua altezza, si muove esattamente del numero uscito. Una volta tirato, non puoi più cambiare idea. Tira con il pulsante «Tira», poi muovi, e cattura se il numero lo permette.
torri-lesson-dice-roll-done = Il dado ha deciso quanto lontano, non l'altezza della torre, e il numero uscito era giusto per una cattura.
torri-lesson-dice-any = Il dado mostra { $roll }. Ora ognuna delle tue torri si muove esattamente di { $roll } caselle, qualunque sia la sua altezza. Cattura con una di loro.
torri-lesson-dice-any-done = La tua pedina sola si è mossa di { $roll } caselle: dopo un tiro, una torre piccola arriva lontano quanto una alta.
torri-lesson-dice-task = Hai tirato un 6. Dopo aver mosso un 6 uscito al dado continui: tira di nuovo, oppure fai una mossa secondo l'altezza con qualsiasi torre. Una torre che ha catturato resta ferma per il resto del turno. Cattura due volte in questo turno.
torri-lesson-dice-task-done = Due catture in un turno: il 6 ti ha dato una seconda mossa. Ogni 6 uscito al dado te ne dà un'altra.

torri-lesson-home-title = La casa
torri-lesson-home-summary = Nessun altro può entrare nella tua casa: una torre che ci arriva è al sicuro per sempre.
torri-lesson-home-stack = La tua casa, le due file in basso, è sicura: nessun altro può entrarci. Una torre di due o più pedine che vi termina la mossa ci resta per sempre: nessuno può catturarla, e non si muove più. Porta a casa la tua torre in { $from }.
torri-lesson-home-stack-done = Al sicuro per sempre: il contrassegno mostra che non si muoverà più. Entrambe le sue pedine, anche quella blu, contano per te alla fine.
torri-lesson-home-single = Una pedina sola può entrare nella tua casa, muoversi al suo interno e uscirne di nuovo. Esci con la tua pedina in { $from } e cattura la pedina blu in { $target }.
torri-lesson-home-single-done = È uscita e ha catturato. Ora è una torre di due pedine: se torna a casa, ci resta per sempre.
torri-lesson-home-task = Porta a casa più pedine che puoi con una sola mossa. Una torre ci arriva solo se la sua mossa finisce esattamente nella tua casa.
torri-lesson-home-task-done = Ecco { $pieces } pedine al sicuro per sempre. La torre in { $short } non poteva farcela: la sua mossa secondo l'altezza si ferma una casella prima della tua casa.

torri-lesson-end-title = La fine
torri-lesson-end-summary = Quando un giocatore non ha più torri da muovere, si finisce il giro e si contano tutte le torri.
torri-lesson-end-last = La partita finisce quando un giocatore non ha più torri che possano muoversi: si gioca il giro fino in fondo, poi ogni torre conta per il colore in cima. Sei in vantaggio { $yours } a { $theirs }. Porta a casa la tua ultima torre libera, dove niente può prenderla prima del conteggio.
torri-lesson-end-last-done = Non puoi più muovere niente, quindi questo è l'ultimo giro: il Blu gioca ancora una volta, poi si conta, e vinci { $yours } a { $theirs }.
torri-lesson-end-task = Al Blu resta una sola torre che può muoversi; tutte le altre sono a casa per sempre. Tu hai { $yours } pedine, il Blu { $theirs }. Vinci la partita con una sola mossa.
torri-lesson-end-task-done = Il Blu non ha più niente da muovere, quindi la partita finisce con questo giro: vinci { $yours } a { $theirs }.

torri-lesson-why-roll = Così tireresti il dado, e il numero non lo scegli tu: qui basta una mossa secondo l'altezza.
torri-lesson-why-height = Questa è una mossa secondo l'altezza, di tante caselle quanto è alta la torre. Questo passo riguarda il dado: prima tira, con il pulsante «Tira».
torri-lesson-why-other-stack = Anche questa è tua, ma il passo riguarda la tua torre in { $square }.
torri-lesson-why-smaller = Quella torre è tua, ma ha { $pieces ->
    [one] solo 1 pedina
   *[other] solo { $pieces } pedine
}; un'altra delle tue ne ha { $best }.
torri-lesson-why-elsewhere = { $pieces ->
    [one] Una pedina sola si muove esattamente di 1 casella: questa arriva in { $to }, non in { $target }.
   *[other] Una torre di { $pieces } pedine si muove esattamente di { $pieces } caselle: questa arriva in { $to }, non in { $target }.
}
torri-lesson-why-empty = Così arrivi in { $to }, una casella vuota: per catturare, arriva esattamente su una torre blu.
torri-lesson-why-fewer = Così catturi { $pieces ->
    [one] solo 1 pedina
   *[other] solo { $pieces } pedine
}; un'altra cattura ne prende { $best }.
torri-lesson-why-split-empty = Così la parte superiore va in { $to }, una casella vuota: mettila sulla pedina blu in { $target } per catturare anche quella.
torri-lesson-why-roll-elsewhere = Dopo un { $roll } al dado, ogni torre si muove esattamente di { $roll } caselle, qualunque sia la sua altezza: questa arriva in { $to }, una casella vuota.
torri-lesson-why-gamble = Un nuovo tiro può dare qualsiasi numero, mentre una mossa secondo l'altezza può catturare subito.
torri-lesson-why-field = Così la tua torre finisce in { $to }, fuori nel campo aperto, dove può ancora essere catturata. La tua casa sono le due file in basso.
torri-lesson-why-fewer-home = Così porti a casa { $pieces ->
    [one] 1 pedina
   *[other] { $pieces } pedine
}; la tua torre in { $square } ne può portare { $best }.
torri-lesson-why-not-last = Così la tua torre resta nel campo aperto ({ $to }), dove può ancora essere catturata, e la partita continua.
torri-lesson-why-end-behind = Allora non puoi più muovere niente: il Blu gioca un ultimo turno, e il conteggio dà { $theirs } al Blu e { $yours } a te.
torri-lesson-why-blue-free = La torre blu in { $square } può ancora muoversi, quindi la partita continua, e il Blu è in vantaggio { $theirs } a { $yours }.
torri-lesson-why-other = Non è la mossa richiesta: rileggi il compito, oppure usa «Mostramelo».
