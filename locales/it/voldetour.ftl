# Voldétour: tutte le parole di questo gioco. Le chiavi iniziano con «voldetour-».

voldetour-seat-black = Nero
voldetour-seat-white = Bianco
voldetour-seat-red = Rosso
voldetour-seat-green = Verde

## Opzioni della nuova partita

voldetour-opt-note = Voldétour non ha varianti. Scegli 2 giocatori, o 4 per l'espansione: le Torri sono in b2, b9, i9 e i2, e ogni Signore corre verso la Torre diagonalmente opposta alla propria.

## Il tavoliere e i suoi pannelli

voldetour-board-label = Tavoliere di Voldétour
# Le lettere sui pezzi e sul Signore di ogni colore, e quella che precede la lettera di una Torre (TN: Torre di Nero).
voldetour-letter-black = N
voldetour-letter-white = B
voldetour-letter-red = R
voldetour-letter-green = V
voldetour-letter-tower = T
voldetour-piece-block = Blocco { $number } di { $seat } ({ $size })
voldetour-piece-stair = Scala di { $seat }
voldetour-tower-of = Torre di { $seat }
voldetour-lord-of = Signore di { $seat }
voldetour-stair-nested = capovolta, incastrata in una Scala aperta
voldetour-stair-rising = in salita verso { $direction ->
        [north] nord
        [east] est
        [south] sud
       *[west] ovest
    }
voldetour-block-orientation = { $size } { $lying ->
        [standing] in piedi
        [upright] dritto
        [east-west] sdraiato est–ovest
        [north-south] sdraiato nord–sud
       *[flat] piatto
    } (colonne × righe × altezza)
voldetour-not-yours = { $piece } appartiene a un altro giocatore.
voldetour-piece-refused = { $piece }: { $reason }
voldetour-no-place = { $piece } ora non ha nessun posto legale.
voldetour-square = { $square }: altezza { $height }
voldetour-square-block = { $piece }, livelli { $from }–{ $to }
voldetour-square-stair = { $piece }, { $orientation }
voldetour-inspect-stuck = { $piece } non può muoversi: { $reason }
voldetour-end-tower = Il Signore di { $winner } si è fermato sulla Torre di { $loser }: vince { $winner }.
voldetour-end-others-out = Tutti gli altri Signori sono rimasti sulla loro Torre oltre il turno { $turn }: vince { $winner }.
voldetour-end-repetition = La stessa posizione si è ripetuta per la terza volta: patta.
voldetour-end-turn-limit = È stato raggiunto il limite di turni: patta.
voldetour-end-over = La partita è finita.
voldetour-prompt-pick = { $left ->
    [bs] { $player }: prendi un Blocco o una Scala.
    [b] { $player }: prendi un Blocco.
    [s] { $player }: prendi una Scala.
    [be] { $player }: prendi un Blocco o termina il tuo turno.
    [se] { $player }: prendi una Scala o termina il tuo turno.
    [e] { $player }: termina il tuo turno.
    [bl] { $input ->
        [touch] { $player }: prendi un Blocco o tocca il tuo Signore.
       *[mouse] { $player }: prendi un Blocco o clicca sul tuo Signore.
    }
    [sl] { $input ->
        [touch] { $player }: prendi una Scala o tocca il tuo Signore.
       *[mouse] { $player }: prendi una Scala o clicca sul tuo Signore.
    }
    [l] { $input ->
        [touch] { $player }: tocca il tuo Signore.
       *[mouse] { $player }: clicca sul tuo Signore.
    }
    [ble] { $input ->
        [touch] { $player }: prendi un Blocco, tocca il tuo Signore o termina il tuo turno.
       *[mouse] { $player }: prendi un Blocco, clicca sul tuo Signore o termina il tuo turno.
    }
    [sle] { $input ->
        [touch] { $player }: prendi una Scala, tocca il tuo Signore o termina il tuo turno.
       *[mouse] { $player }: prendi una Scala, clicca sul tuo Signore o termina il tuo turno.
    }
    [le] { $input ->
        [touch] { $player }: tocca il tuo Signore o termina il tuo turno.
       *[mouse] { $player }: clicca sul tuo Signore o termina il tuo turno.
    }
   *[bsl] { $input ->
        [touch] { $player }: prendi un Blocco o una Scala, o tocca il tuo Signore.
       *[mouse] { $player }: prendi un Blocco o una Scala, o clicca sul tuo Signore.
    }
}
voldetour-prompt = { $you ->
    [yes] Tocca a te.
   *[no] Tocca a { $player }.
}
voldetour-chip-block = Blocco
voldetour-chip-stair = Scala
voldetour-chip-lord = Signore
voldetour-tower-warning = Il tuo Signore deve lasciare la Torre entro la fine del tuo turno { $limit } (questo è il tuo turno { $turn }).
voldetour-holding = { $piece }: { $orientation }
voldetour-holding-lord = { $input ->
    [touch] Signore: tocca una casella segnata (da 1 a 3 passi).
   *[mouse] Signore: clicca su una casella segnata (da 1 a 3 passi).
}
voldetour-rotate-title = { $input ->
    [touch] Ruota il pezzo
   *[mouse] Ruota il pezzo (R, Maiusc+R all’indietro)
}
voldetour-cancel = { $input ->
    [touch] Lascia
   *[mouse] Lascia (Esc)
}
voldetour-tap-again = { $what ->
    [lord] Tocca di nuovo { $square } per muovere lì il tuo Signore, o tocca un'altra casella segnata.
   *[piece] Tocca di nuovo { $square } per posare lì il pezzo, o tocca un'altra casella segnata.
}
voldetour-place = { $what ->
    [lord] Muovi qui
   *[piece] Posa qui
}
voldetour-end-turn = Fine turno
voldetour-end-turn-loses = Se termini il turno ora perdi subito la partita: il tuo Signore è rimasto troppo a lungo sulla tua Torre.
voldetour-end-turn-anyway = Termina il turno e perdi
voldetour-keep-playing = Continua a giocare
voldetour-pass = Passa (niente è legale)
voldetour-turn-view = { $input ->
    [touch] Ruota la vista
   *[mouse] Ruota la vista (V)
}
voldetour-turn-view-title = { $input ->
    [touch] Ruota il tavoliere di un quarto
   *[mouse] Ruota il tavoliere di un quarto (V)
}
voldetour-view-toggle-title = { $input ->
    [touch] Passa dalla vista 3D a quella dall’alto
   *[mouse] Passa dalla vista 3D a quella dall’alto (T)
}
voldetour-view-top-down = { $input ->
    [touch] Vista dall’alto
   *[mouse] Vista dall’alto (T)
}
voldetour-view-3d = { $input ->
    [touch] Vista 3D
   *[mouse] Vista 3D (T)
}
voldetour-piece-placed-title = Sul tavoliere: prendilo per spostarlo
voldetour-piece-reserve-title = Nella riserva
voldetour-reserve-stairs = Scala ×{ $count }
voldetour-reserve-heading = { $seat } · { $player }
voldetour-reserve-heading-out = { $seat } · { $player } — eliminato
voldetour-piece-on-board = { $piece } in { $square }
voldetour-orient-short = { $direction ->
        [north] N
        [east] E
        [south] S
        [west] O
       *[nest] incastrata
    }
voldetour-legend-3d = Sul tabellone, { $block } è il Blocco { $number } di { $seat } (i Blocchi sono numerati da 1 a 5 per grandezza, come sui pulsanti della riserva) e { $tower } è la Torre di { $seat }; una Scala porta la lettera del suo proprietario, una coppia incastrata quelle di entrambi.
voldetour-legend-top-down = Sul tabellone, { $block } è il Blocco { $number } di { $seat } (i Blocchi sono numerati da 1 a 5 per grandezza, come sui pulsanti della riserva) e { $tower } è la Torre di { $seat }; una Scala porta la lettera del suo proprietario, una coppia incastrata quelle di entrambi. Il numero nell’angolo di una casella è la sua altezza in cubi (½: a metà del pendio di una Scala).

## Il registro

voldetour-log-block = { $moved ->
        [yes] Blocco { $number } { $from }>{ $to } { $size }
       *[no] +Blocco { $number } { $to } { $size }
    }
voldetour-log-stair = { $moved ->
        [yes] Scala { $from }>{ $to } { $direction ->
            [north] N
            [east] E
            [south] S
            [west] O
           *[nest] incastrata
        }
       *[no] +Scala { $to } { $direction ->
            [north] N
            [east] E
            [south] S
            [west] O
           *[nest] incastrata
        }
    }
voldetour-log-lord = Signore { $from }-{ $to }
voldetour-log-end-turn = fine turno
voldetour-log-pass = passa

## Il registro a parole, per i suggerimenti e gli annunci (ogni gemello `-words` riceve i valori della sua riga)

voldetour-log-block-words = { $moved ->
        [yes] Blocco { $number } ({ $size }) spostato da { $from } a { $to }
       *[no] Blocco { $number } ({ $size }) su { $to }
    }
voldetour-log-stair-words = { $moved ->
        [yes] Scala spostata da { $from } a { $to }, { $direction ->
            [north] in salita verso nord
            [east] in salita verso est
            [south] in salita verso sud
            [west] in salita verso ovest
           *[nest] capovolta dentro una Scala aperta
        }
       *[no] Scala su { $to }, { $direction ->
            [north] in salita verso nord
            [east] in salita verso est
            [south] in salita verso sud
            [west] in salita verso ovest
           *[nest] capovolta dentro una Scala aperta
        }
    }
voldetour-log-lord-words = Signore da { $from } a { $to }

## Errori di regola (seguono i due punti: minuscolo)

voldetour-error-game-over = la partita è finita
voldetour-error-no-such-square = questa casella non esiste sul tavoliere
voldetour-error-no-such-piece = non hai questo pezzo, oppure non si può posare così
voldetour-error-block-used = in questo turno hai già posato o spostato un Blocco
voldetour-error-stair-used = in questo turno hai già posato o spostato una Scala
voldetour-error-lord-moved = dopo la mossa del Signore non si può posare nessun pezzo
voldetour-error-piece-blocked = questo pezzo è bloccato: qualcosa vi poggia sopra, oppure tutti i suoi lati sono coperti
voldetour-error-off-board = il pezzo sporgerebbe dal tavoliere
voldetour-error-too-high = niente può superare l’altezza di una Torre
voldetour-error-not-level = ogni cubo di un pezzo deve poggiare allo stesso livello: sotto non deve restare alcun vuoto
voldetour-error-not-on-full-cube = i pezzi poggiano solo sul tavoliere o su cubi pieni, mai su una rampa aperta
voldetour-error-over-lord-or-tower = non si può costruire sopra un Signore o una Torre
voldetour-error-nothing-to-nest = una Scala va capovolta solo dentro la rampa di una Scala aperta
voldetour-error-same-place = rimettere un pezzo esattamente dov’era non è una mossa
voldetour-error-next-stair-first = le Scale della riserva si prendono in ordine: usa la prossima
voldetour-error-lord-cannot-reach = il tuo Signore non può raggiungere questa casella in 1–3 passi
voldetour-error-cannot-stop-there = il tuo Signore può passare su questa Torre ma non fermarvisi
voldetour-error-nothing-done-yet = fai almeno una cosa prima di finire il turno
voldetour-error-must-play = hai ancora un’azione legale, quindi non puoi ancora finire il turno
voldetour-error-cannot-pass = puoi passare solo quando niente è legale

## La pagina delle regole

voldetour-diagram-blocks = Blocchi: il Blocco 5 di Nero (1×2×3) in piedi su e5–e6, il Blocco 4 di Bianco (1×2×2) steso piatto su f5–g6. Ogni cubo poggia sul tavoliere o su cubi pieni, mai sopra l’altezza 3.
voldetour-diagram-stairs = Scale: una Scala su e5 in salita verso nord (la freccia punta in salita) e una su un Blocco alto 2 in f5 in salita verso ovest: il suo lato alto è all’altezza 3.
voldetour-diagram-nested = Una coppia incastrata su e5: la Scala di Bianco, capovolta dentro quella di Nero, forma un cubo pieno (la giuntura mostra dove si incontrano) su cui si può costruire e stare, come sul Blocco bianco accanto.
voldetour-diagram-road = Il Signore di Nero lascia la sua Torre in c3 su tre Scale messe una dopo l’altra (livelli 2, 1 e 0): attraversarle conta come un solo passo, e arriva in g3.
voldetour-keys = Sul tavoliere: le frecce muovono il cursore e Invio prende o posa; 1–5 prendono un Blocco, S una Scala, L il tuo Signore; R ruota il pezzo (Maiusc+R all’indietro); Esc lo lascia; V ruota la vista di un quarto; T passa dalla vista 3D a quella dall’alto.

voldetour-rules-help =
    VOLDÉTOUR — costruisci una strada nell’aria e porta il tuo Signore sulla Torre nemica.

    SCOPO DEL GIOCO
    Essere il primo a fermare il proprio Signore in cima alla Torre nemica.

    IL TUO TURNO (almeno una di queste azioni, con questi limiti)
    • Un’azione di Blocco: prendi un Blocco dalla riserva e posalo, oppure solleva uno dei tuoi
      Blocchi dal tavoliere e posalo altrove (o ruotalo).
    • Un’azione di Scala: allo stesso modo, con una Scala. Blocco e Scala in qualsiasi ordine.
    • Poi, se vuoi, muovi il tuo Signore di 1, 2 o 3 passi. Dopo la mossa del Signore non si
      costruisce più.
    Se non muovi il Signore, dichiara tu la fine del turno.

    IL TAVOLIERE
    Un tavoliere di 10×10 caselle, colonne a–j, righe 1–10. In due le Torri stanno in c3 (Nero) e
    h8 (Bianco); in quattro, in b2, b9, i9 e i2, e la tua nemica è la Torre diagonalmente opposta
    alla tua. Ogni Torre è alta tre cubi, e niente può mai essere costruito più in alto. Ogni
    Signore comincia in cima alla propria Torre.

    I TUOI PEZZI
    Cinque Blocchi (da 1×1×1, 1×1×2, 1×1×3, 1×2×2 e 1×2×3 cubi, da usare stesi o in piedi in ogni
    direzione) e cinque Scale (un cuneo di un cubo). Una Scala si posa con la rampa verso l’alto,
    oppure capovolta dentro la rampa di un’altra Scala: la coppia forma un cubo pieno su cui si può
    stare e costruire.
    @blocks
    @stairs

    COSTRUIRE
    Un pezzo poggia sul tavoliere o su cubi pieni, senza vuoti sotto nessuna sua parte; puoi
    costruire sui pezzi di chiunque. Non si costruisce mai sopra un Signore o una Torre. I pezzi
    non tornano mai nella riserva. Un pezzo sul tavoliere è bloccato quando qualcosa vi poggia
    sopra (un pezzo o un Signore) o quando ognuno dei suoi lati è coperto per tutta l’altezza da
    pezzi vicini o da una Torre; una Scala copre un lato solo con la sua estremità alta, e un lato
    lungo il bordo del tavoliere non è mai coperto. Un pezzo bloccato non si può spostare.
    Rimettere un pezzo esattamente dov’era non conta come mossa.
    @nested

    IL SIGNORE
    Un passo porta alla casella vicina, avanti, indietro, a sinistra o a destra, alla stessa
    altezza. L’altezza cambia solo grazie alle Scale: davanti al lato basso o alto di una rampa,
    all’altezza giusta, il Signore la attraversa (insieme alle Scale allineate dopo di essa) fino
    alla casella successiva, e conta comunque come un passo. Il Signore non si ferma mai su una
    rampa, non divide mai una casella con un altro Signore e non gli passa mai sopra. Può
    attraversare le Torri, ma può fermarsi solo sulla Torre nemica.
    Deve aver lasciato la propria Torre entro la fine del tuo terzo turno, altrimenti perdi (in
    quattro sei eliminato: il tuo Signore lascia il tavoliere, i tuoi pezzi restano e la partita
    continua senza di te); non potrà mai più fermarsi lì. Un Signore ancora sulla propria Torre la
    blocca per tutti.
    @road

    FINE DELLA PARTITA
    Raggiungere la Torre nemica fa vincere subito. Se non puoi fare nulla, passi. La stessa
    posizione tre volte con lo stesso giocatore di turno, o 200 turni in tutto, è patta.

## Perché una mossa è buona
# Una frase che segue la mossa dopo un trattino («Consiglio: Signore c3-e3 — così il tuo Signore lascia la sua Torre»).
# $owner, $seat: il colore di un giocatore; $yours: yes quando la Torre nominata è quella del giocatore; $steps, $squares: numeri.

voldetour-reason-win = così vinci: il tuo Signore si ferma sulla Torre di { $owner }
voldetour-reason-reach-now = così il tuo Signore può raggiungere la Torre di { $owner } già in questo turno
voldetour-reason-leave-in-time = così il tuo Signore lascia la sua Torre, come deve fare entro la fine di questo turno
voldetour-reason-exit-in-time = così il tuo Signore può lasciare la sua Torre, come deve fare entro la fine di questo turno
voldetour-reason-stops-threat = { $yours ->
        [yes] così blocchi il Signore di { $seat }, che poteva raggiungere la tua Torre in una mossa
       *[no] così blocchi il Signore di { $seat }, che poteva raggiungere la Torre di { $owner } in una mossa
    }
voldetour-reason-one-move = così il tuo Signore è a una mossa dalla Torre di { $owner }
voldetour-reason-road-complete = così completi una strada del tuo Signore fino alla Torre di { $owner }, lunga { $steps ->
        [one] { $steps } passo
       *[other] { $steps } passi
    }
voldetour-reason-road-cut = { $yours ->
        [yes] così interrompi la strada di { $seat } verso la tua Torre
       *[no] così interrompi la strada di { $seat } verso la Torre di { $owner }
    }
voldetour-reason-road-shorter = così la strada del tuo Signore verso la Torre di { $owner } si accorcia di { $steps ->
        [one] { $steps } passo
       *[other] { $steps } passi
    }
voldetour-reason-road-longer = { $yours ->
        [yes] così la strada di { $seat } verso la tua Torre si allunga di { $steps ->
            [one] { $steps } passo
           *[other] { $steps } passi
        }
       *[no] così la strada di { $seat } verso la Torre di { $owner } si allunga di { $steps ->
            [one] { $steps } passo
           *[other] { $steps } passi
        }
    }
voldetour-reason-steps-closer = così il tuo Signore avanza di { $steps ->
        [one] { $steps } passo
       *[other] { $steps } passi
    } sulla sua strada verso la Torre di { $owner }
voldetour-reason-off-tower = così il tuo Signore lascia la sua Torre
voldetour-reason-off-tower-exit = così il tuo Signore può lasciare la sua Torre
voldetour-reason-way-nearer = così la strada percorribile dal tuo Signore arriva { $squares ->
        [one] { $squares } casella
       *[other] { $squares } caselle
    } più vicino alla Torre di { $owner }
voldetour-reason-squares-nearer = così il tuo Signore si avvicina di { $squares ->
        [one] { $squares } casella
       *[other] { $squares } caselle
    } alla Torre di { $owner }
voldetour-reason-locks = { $kind ->
        [stair] così la Scala di { $seat } in { $square } resta bloccata
       *[block] così il Blocco { $number } di { $seat } in { $square } resta bloccato
    }
voldetour-reason-builds = così costruisci parte della strada del tuo Signore verso la Torre di { $owner }
voldetour-reason-hinders = { $yours ->
        [yes] così metti un ostacolo sulla strada di { $seat } verso la tua Torre
       *[no] così metti un ostacolo sulla strada di { $seat } verso la Torre di { $owner }
    }

## Lezioni
# «Impara a giocare» (crates/voldetour/src/lessons): l’allievo gioca con il Nero contro i pezzi del Bianco.
# $square, $target: nomi di caselle; $top, $height, $first, $second: altezze in cubi; $squares, $best: numeri;
# $direction, $wanted: north, east, south o west; $route: le caselle che un Signore percorre, unite da trattini («e3–d3–c3»).

voldetour-lesson-goal-title = Lo scopo
voldetour-lesson-goal-summary = Porta il tuo Signore sulla Torre nemica, dopo averlo fatto scendere dalla tua.
voldetour-lesson-goal-win-task = Giochi con il Nero, e vinci fermando il tuo Signore sulla Torre del Bianco, in h8. Un Signore fa da 1 a 3 passi per mossa, ognuno verso una casella vicina alta quanto la sua. Il tuo sta su una strada ad altezza 3, l’altezza delle Torri: portalo in h8.
voldetour-lesson-goal-win-done = Hai vinto! Ogni partita di Voldétour è una corsa a costruire una strada così fino alla Torre nemica.
voldetour-lesson-goal-leave-task = Ogni Signore parte dalla propria Torre, alta 3 cubi, e deve lasciarla entro la fine del suo terzo turno, altrimenti il suo giocatore perde. In un turno puoi posare un Blocco e una Scala, poi muovere il tuo Signore. Posa un Blocco alto 3 accanto alla tua Torre (c3), poi porta il tuo Signore sopra.
voldetour-lesson-goal-leave-done = Il tuo Signore ha lasciato la sua Torre. Più avanti potrà passarci sopra, ma non fermarvisi mai più.
voldetour-lesson-goal-third-task = Il tuo terzo turno: il tuo Signore deve lasciare la Torre adesso, altrimenti perdi. Le caselle intorno sono già alte 1, e un pezzo poggia su ciò che ha sotto. Trova un Blocco che gli dia una casella alta 3 su cui scendere, poi scendi dalla Torre.
voldetour-lesson-goal-third-done = Appena in tempo. Le altezze si sommano: un Blocco alto 2 su una casella alta 1 fa una casella alta 3.
voldetour-lesson-blocks-title = I Blocchi
voldetour-lesson-blocks-summary = Posa i Blocchi in piedi o sdraiati, sul tavoliere o su altri pezzi, e sposta i tuoi.
voldetour-lesson-blocks-stack-task = Puoi costruire su qualsiasi pezzo, tuo o del Bianco: il Blocco poggia sopra e le altezze si sommano, ma niente può superare 3. Metti in piedi il tuo Blocco 1×1×2 sul Blocco del Bianco in e3, poi porta il tuo Signore sopra.
voldetour-lesson-blocks-stack-done = Ora e3 è alta 1 + 2 = 3, come d3, così il tuo Signore è potuto passare.
voldetour-lesson-blocks-move-task = Invece di un pezzo nuovo, puoi sollevare uno dei tuoi dal tavoliere e posarlo altrove, a meno che sia bloccato: qualcosa vi poggia sopra, oppure ogni suo lato è coperto. I Blocchi rimasti nella tua riserva sono troppo bassi: sposta il tuo 1×2×3 da a8 accanto al tuo Signore, poi cammina fin lì.
voldetour-lesson-blocks-move-done = Spostare quel pezzo è stata la tua azione di Blocco per questo turno. Il tuo 1×2×2 in f5 non si sarebbe potuto spostare: sopra c’è il Blocco del Bianco.
voldetour-lesson-blocks-pair-task = Porta il tuo Signore in f3 in questo turno con un solo Blocco. Un Blocco può stare in piedi o sdraiato in ogni direzione, ma tutti i suoi cubi devono poggiare allo stesso livello, senza vuoti sotto.
voldetour-lesson-blocks-pair-done = Il tuo Blocco 1×2×2, in piedi su e3 e f3, ha alzato tutte e due le caselle da 1 a 3 in un colpo.
voldetour-lesson-stairs-title = Le Scale
voldetour-lesson-stairs-summary = Sali con le Scale, posale nel verso giusto e incastrane due per fare un cubo.
voldetour-lesson-stairs-climb-task = Una Scala è un cuneo di un cubo che unisce due caselle con un cubo di differenza di altezza. Il tuo Signore la attraversa lungo la rampa, in salita o in discesa, fino alla casella successiva, in un solo passo; mai dai lati, e non vi si ferma mai. Sali la Scala in d5 fino in e5.
voldetour-lesson-stairs-climb-done = Un livello più su in un passo. Solo le Scale fanno cambiare altezza a un Signore.
voldetour-lesson-stairs-place-task = Ora posa tu una Scala: in d5, con la rampa in salita verso est, verso e5. Poi fai salire il tuo Signore in e5.
voldetour-lesson-stairs-place-done = Il lato basso è rivolto all’altezza del tuo Signore, il lato alto alla casella più alta di un cubo: così va girata una Scala.
voldetour-lesson-stairs-nest-task = La Scala in e5 sale verso nord, quindi il tuo Signore non può attraversarla verso est, e su una rampa aperta non si costruisce. Incastraci dentro una Scala capovolta: insieme formano un cubo pieno, all’altezza del tuo Signore. Poi vai in f5.
voldetour-lesson-stairs-nest-done = Una coppia incastrata è un cubo pieno: i Signori ci camminano sopra e ci si può costruire.
voldetour-lesson-stairs-run-task = Le Scale allineate in linea retta si attraversano insieme, in un solo passo. Con una sola Scala, porta il tuo Signore in f5, alta 2 cubi.
voldetour-lesson-stairs-run-done = Due Scale di fila: due livelli più su in un solo passo.
voldetour-lesson-walk-title = Il cammino del Signore
voldetour-lesson-walk-summary = Da uno a tre passi per mossa, Scale attraversate lungo la via, Torri scavalcate.
voldetour-lesson-walk-free-task = Ogni passo va alla casella vicina, avanti, indietro, a sinistra o a destra, mai in diagonale, e il tuo Signore può girare tra un passo e l’altro. Un passo sopra una Scala finisce sulla casella che la segue. Porta il tuo Signore in g6 con una sola mossa.
voldetour-lesson-walk-free-done = Da c5 a e5, da e5 a g5, da g5 a g6: tre passi per cinque caselle, grazie alle Scale.
voldetour-lesson-walk-tower-task = Una volta sceso, il tuo Signore può passare sopra la propria Torre, ma mai fermarvisi. Nessun Signore divide una casella con un altro né gli passa sopra. Vai da b3 a e3 passando sulla tua Torre.
voldetour-lesson-walk-tower-done = b3, c3, d3, e3: attraversare una Torre è un passo come un altro.
voldetour-lesson-walk-near-task = Porta il tuo Signore il più vicino possibile alla Torre del Bianco (h8) con questa mossa, contando le caselle lungo righe e colonne.
voldetour-lesson-walk-near-done = h7 è a una casella da h8: su per la Scala in d7, attraverso il Blocco e giù per la Scala in g7. Il Signore del Bianco in h6 chiudeva la discesa da g6.
voldetour-lesson-reach-title = Raggiungere la Torre
voldetour-lesson-reach-summary = Arriva ad altezza 3 o da una Scala, e trova una via attorno a un altro Signore.
voldetour-lesson-reach-stair-task = L’ultima salita su una Torre può essere una Scala. Il tuo Signore è ad altezza 2: posa una Scala in g8 in salita verso est, verso h8, poi sali sulla Torre del Bianco.
voldetour-lesson-reach-stair-done = Hai vinto! Una Scala su una casella alta 2 accanto alla Torre porta dritta in cima.
voldetour-lesson-reach-block-task = Vinci in questo turno con un solo Blocco: il tuo Signore ha bisogno di caselle ad altezza 3 fino a h8, al massimo a tre passi.
voldetour-lesson-reach-block-done = Hai vinto! Il tuo Blocco 1×2×3, in piedi su f8 e g8, ha dato al tuo Signore le due caselle che gli mancavano.
voldetour-lesson-reach-round-task = Vinci in questo turno con un solo pezzo. Il Signore del Bianco sta in g8, davanti alla sua Torre, e nessun Signore passa sopra un altro: trova un’altra via.
voldetour-lesson-reach-round-done = Hai vinto! Aggirando il Signore del Bianco da g7 e h7, e su h8 da sud.
voldetour-lesson-defend-title = Sbarrare la strada
voldetour-lesson-defend-summary = Ferma un Signore avversario che è a una mossa dalla tua Torre.
voldetour-lesson-defend-lift-task = Il Signore del Bianco in e3 al prossimo turno potrebbe passare sul tuo Blocco in d3 e arrivare sulla tua Torre. I tuoi pezzi si possono spostare: togli quel Blocco da d3.
voldetour-lesson-defend-lift-done = Ora che d3 non è più alta 3, il Signore del Bianco non ha una via fino alla tua Torre, a meno di costruirne prima una nuova.
voldetour-lesson-defend-stand-task = Il Bianco minaccia di nuovo la tua Torre, ma il Blocco in d3 è suo: non puoi spostarlo, e sopra non ci sta niente. Due Signori non dividono mai una casella e non si passano mai sopra: metti il tuo Signore in d3.
voldetour-lesson-defend-stand-done = Il tuo Signore sbarra la strada, e quello del Bianco non può passare.
voldetour-lesson-defend-choose-task = Il Signore del Bianco in f3 al prossimo turno potrebbe salire per la tua Scala in e3 e arrivare sulla tua Torre. Fermalo con una sola azione; c’è più di un modo.
voldetour-lesson-defend-choose-done = Fermato. Il tuo Signore in mezzo, la tua Scala spostata o girata, oppure una Scala incastrata dentro per fare un cubo pieno: ognuna di queste chiude la strada.
voldetour-lesson-stop-on = Il tuo Signore si fermerebbe in { $square }, ma { $target } è alla sua portata con questa mossa: arriva fin lì.
voldetour-lesson-build-first = Muovere il tuo Signore chiude il tuo turno, e lui non può ancora raggiungere { $target }: costruiscigli prima la via.
voldetour-lesson-no-end-turn = Non chiudere ancora il turno: il tuo Signore deve ancora muoversi.
voldetour-lesson-no-build = Non serve costruire altro: il tuo Signore può già raggiungere { $target }. Portalo lì.
voldetour-lesson-walk-now = La via è aperta e non serve costruire altro: muovi il tuo Signore.
voldetour-lesson-use-block = Qui serve un Blocco: il tuo Signore ha bisogno di una casella alla sua altezza su cui fermarsi, e non si ferma mai su una Scala.
voldetour-lesson-use-stair = Qui serve una Scala: solo una Scala permette al tuo Signore di salire o scendere.
voldetour-lesson-block-top = La cima di quel Blocco sarebbe ad altezza { $top }, ma il tuo Signore sta ad altezza { $height }: cammina solo tra caselle della stessa altezza.
voldetour-lesson-not-beside = Quel Blocco è all’altezza del tuo Signore, ma fuori dalla sua portata: cammina solo verso caselle vicine.
voldetour-lesson-no-way = Anche così, il tuo Signore non può raggiungere { $target } con questa mossa.
voldetour-lesson-stair-square = Posa la Scala in { $square }, tra il tuo Signore e { $target }.
voldetour-lesson-stair-dir = Quella Scala salirebbe verso { $direction ->
        [north] nord
        [east] est
        [south] sud
       *[west] ovest
    }: per salire verso { $target }, la sua rampa deve salire verso { $wanted ->
        [north] nord
        [east] est
        [south] sud
       *[west] ovest
    }.
voldetour-lesson-nest-here = Solo una Scala incastrata capovolta nella Scala aperta in { $square } forma un cubo pieno su cui il tuo Signore può camminare.
voldetour-lesson-build-on = Costruisci in { $square }, sopra il pezzo che c’è lì: le altezze si sommano.
voldetour-lesson-pair-heights = Dopo, e3 sarebbe ad altezza { $first } e f3 ad altezza { $second }: tutte e due devono essere a 3, l’altezza del tuo Signore.
voldetour-lesson-nearer = In { $square } il tuo Signore sarebbe a { $squares ->
        [one] { $squares } casella
       *[other] { $squares } caselle
    } dalla Torre del Bianco, ma con questa mossa può arrivare a { $best ->
        [one] { $best } casella
       *[other] { $best } caselle
    }.
voldetour-lesson-walk-only = Qui si tratta solo di camminare: muovi il tuo Signore senza costruire niente.
voldetour-lesson-threat-lord = In { $square } il tuo Signore non sbarra la strada: quello del Bianco potrebbe ancora percorrere { $route } e fermarsi sulla tua Torre.
voldetour-lesson-threat-piece = Così la strada resta aperta: il Signore del Bianco potrebbe ancora percorrere { $route } e fermarsi sulla tua Torre.
