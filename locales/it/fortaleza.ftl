# Fortaleza: tutte le parole di questo gioco. Le chiavi iniziano con «fortaleza-».

fortaleza-seat-first = Primo giocatore
fortaleza-seat-second = Secondo giocatore

## Opzioni della nuova partita

fortaleza-opt-note = Fortaleza non ha varianti: due giocatori. Il primo giocatore sceglie territorio e colori durante la partita, poi costruisce e schiera in segreto; il secondo schiera alla cieca.

## Le parole del gioco

fortaleza-unit = { $unit ->
        [king] Re
        [rabble] Plebaglia
        [lancer] Lanciere
        [archer] Arciere
        [light-cavalry] Cavalleria leggera
        [heavy-cavalry] Cavalleria pesante
        [elephant] Elefante
        [dragon] Drago
        [trebuchet] Trabucco
       *[scorpion] Scorpione
    }
# La lettera sulla pedina di ogni unità, unica in un esercito (i tasti 1–9, 0 scelgono per posizione, qualunque sia la lettera).
fortaleza-letter = { $unit ->
        [king] R
        [rabble] P
        [lancer] L
        [archer] A
        [light-cavalry] G
        [heavy-cavalry] C
        [elephant] E
        [dragon] D
        [trebuchet] T
       *[scorpion] S
    }
# Il segno dei colori di ogni esercito nell'elenco dei giocatori, nel registro e nel risultato (R: Rosso e Oro, N: Nero e Argento).
fortaleza-army-letter = { $colours ->
        [red-gold] R
       *[black-silver] N
    }
fortaleza-colours = { $colours ->
        [red-gold] Rosso e Oro
       *[black-silver] Nero e Argento
    }
fortaleza-territory = { $territory ->
        [south] Sud
       *[north] Nord
    }
fortaleza-unit-of = { $unit } ({ $colours })
fortaleza-player = Giocatore { $number }
fortaleza-army-title = { $player } · { $colours } · { $territory }

## Il tavoliere e i suoi pannelli

fortaleza-board-label = Tavoliere di Fortaleza
fortaleza-square-unit = { $unit }
fortaleza-square-unit-on-enemy-ring = { $unit } (sull’Anello d’uscita nemico)
fortaleza-square-water = acqua
fortaleza-square-mountain = Montagna
fortaleza-square-fortress = Fortezza ({ $colours })
fortaleza-square-land = terra vuota
fortaleza-square-ring = Anello d’uscita ({ $colours })
fortaleza-square-territory = Territorio ({ $colours })
fortaleza-handover-text = Il tavoliere resta nascosto perché nessun altro veda dove si schiera il tuo esercito.
fortaleza-end-over = La partita è finita.
fortaleza-end-checkmate = Scacco matto: { $loser } non può sfuggire. { $you ->
        [yes] Hai vinto.
       *[no] Vince { $winner }.
    }
fortaleza-end-king-taken = Il Re di { $loser } è stato catturato. { $you ->
        [yes] Hai vinto.
       *[no] Vince { $winner }.
    }
fortaleza-end-stalemate = Il giocatore di turno non ha azioni legali e il suo Re è al sicuro: patta.
fortaleza-end-stalemate-player = { $you ->
        [yes] Non hai azioni legali e il tuo Re è al sicuro: patta.
       *[no] { $player } non ha azioni legali e il suo Re è al sicuro: patta.
    }
fortaleza-end-repetition = La stessa posizione si è ripetuta per la terza volta: patta.
fortaleza-end-no-progress = 100 azioni senza catture, schieramenti o assedi: patta.
fortaleza-prompt-build = { $input ->
    [touch] Costruisci la tua Fortezza: tocca una casella segnata (il suo angolo in basso a sinistra). La Fortezza e il suo Anello d’uscita devono stare nel { $territory }.
   *[mouse] Costruisci la tua Fortezza: clicca su una casella segnata (il suo angolo in basso a sinistra). La Fortezza e il suo Anello d’uscita devono stare nel { $territory }.
}
fortaleza-still-mountains = Resta da fare: posare ancora { $count ->
        [one] 1 Montagna
       *[other] { $count } Montagne
    }.
fortaleza-still-unit = Resta da fare: schierare almeno un’unità sul tuo Anello d’uscita.
fortaleza-still-mountains-and-unit = Resta da fare: posare ancora { $count ->
        [one] 1 Montagna
       *[other] { $count } Montagne
    }; schierare almeno un’unità sul tuo Anello d’uscita.
fortaleza-placing-mountain = { $input ->
    [touch] Posa di una Montagna: tocca una casella segnata del tuo territorio.
   *[mouse] Posa di una Montagna: clicca su una casella segnata del tuo territorio.
}
fortaleza-deploying = { $input ->
    [touch] Schieramento: { $unit }. Tocca una casella segnata del tuo Anello d’uscita.
   *[mouse] Schieramento: { $unit }. Clicca su una casella segnata del tuo Anello d’uscita.
}
fortaleza-click-to-end-deployment = { $input ->
    [touch] Tocca la tua Fortezza per finire lo schieramento (le unità rimaste nella Riserva restano al suo interno).
   *[mouse] Clicca sulla tua Fortezza per finire lo schieramento (le unità rimaste nella Riserva restano al suo interno).
}
fortaleza-click-to-lift = { $input ->
    [touch] Ora un tocco sulla tua Fortezza la solleva, per costruirla altrove.
   *[mouse] Ora un clic sulla tua Fortezza la solleva, per costruirla altrove.
}
fortaleza-click-to-take-back = { $input ->
    [touch] Tocca un’unità schierata per riprenderla.
   *[mouse] Clicca su un’unità schierata per riprenderla.
}
# The deployment's sentences (what is still to do) after the seat's name.
fortaleza-prompt-deploy = { $player }: { $todo }
fortaleza-prompt-choose = { $player }: scegli il tuo territorio e i tuoi colori.
fortaleza-prompt-deploys = { $you ->
    [yes] Ti schieri nella nebbia di guerra.
   *[no] { $player } si schiera nella nebbia di guerra.
}
fortaleza-prompt-march = { $player }: Marcia forzata — muovi un’altra Plebaglia o termina la marcia.
fortaleza-prompt-rescue = { $player }: l’assedio è eseguito. Libera una delle tue unità dalla Segreta nemica.
fortaleza-prompt-save = { $player }: salva un’unità dalla tua Riserva — sceglila, poi una casella segnata del tuo anello.
fortaleza-prompt-unit = { $input ->
    [touch] { $player }: { $unit } in { $square } — tocca una casella segnata.
   *[mouse] { $player }: { $unit } in { $square } — clicca su una casella segnata.
}
fortaleza-prompt-to-play = { $you ->
    [yes] Tocca a te.
   *[no] Tocca a { $player }.
}
fortaleza-prompt-to-play-live = { $input ->
    [touch] { $player }: tocca un’unità o schiera dalla tua Riserva.
   *[mouse] { $player }: clicca su un’unità o schiera dalla tua Riserva.
}
fortaleza-king-threatened = Il tuo Re è minacciato!
fortaleza-choice = { $territory } (righe { $rows }), { $colours }
fortaleza-end-march = Termina la marcia
fortaleza-execute-siege = Esegui l’assedio
fortaleza-end-deployment = Termina lo schieramento
fortaleza-free = Libera: { $unit }
fortaleza-save-kept = Tieni: { $unit } (nessuna casella libera)
fortaleza-save = Salva: { $unit }
fortaleza-siege-yours = { $input ->
    [touch] Il tuo assedio regge ({ $count ->
            [one] 1 unità
           *[other] { $count } unità
        } sull’Anello d’uscita nemico): tocca la Fortezza nemica o Esegui l’assedio.
   *[mouse] Il tuo assedio regge ({ $count ->
            [one] 1 unità
           *[other] { $count } unità
        } sull’Anello d’uscita nemico): clicca sulla Fortezza nemica o su Esegui l’assedio.
}
fortaleza-siege-theirs = { $you ->
    [yes] Assedi la Fortezza nemica da { $squares }.
   *[no] { $player } assedia la tua Fortezza da { $squares }: rompi l’assedio in questo turno (lasciane meno di 2 sul tuo anello).
}
fortaleza-help-squares-shown = Verde: dove può andare (bordo rosso: una cattura o un tiro); rosso barrato: ciò che la ferma.
fortaleza-help-keep-still = { $input ->
    [touch] Tieni il dito fermo 3 s per vedere le sue caselle.
   *[mouse] Resta fermo 3 s (o premi di nuovo H) per vedere le sue caselle.
}
fortaleza-help-idle = { $input ->
    [touch] Tieni un dito su un’unità per il suo aiuto; dopo 3 s compaiono le sue caselle.
   *[mouse] Tieni il puntatore 1 s su un’unità (pressione lunga sul touch, H sul cursore della tastiera) per il suo aiuto; dopo 3 s compaiono le sue caselle.
}
fortaleza-reserve = Riserva
fortaleza-dungeon = Segreta
fortaleza-reserve-hidden = nascosta nella nebbia di guerra
fortaleza-reserve-unit-title = { $input ->
    [touch] { $unit } nella Riserva
   *[mouse] { $unit } nella Riserva (tasto { $key })
}
fortaleza-mountains-title = { $input ->
    [touch] Montagne da posare
   *[mouse] Montagne da posare (tasto M)
}
fortaleza-mountains = Montagna ×{ $count }
fortaleza-dungeon-empty = vuota
fortaleza-prisoner-free-title = Libera questo prigioniero
fortaleza-prisoner-held-title = Rinchiuso nella Segreta
fortaleza-unit-stuck = Questa unità ({ $unit }) ora non ha mosse né tiri legali.

## L’aiuto di ogni unità

fortaleza-help-moves = { $unit ->
        [king] Una casella in una qualsiasi delle otto direzioni.
        [rabble] Una casella lungo una riga o una colonna.
        [lancer] Una casella lungo una riga o una colonna.
        [archer] Una casella in diagonale.
        [light-cavalry] Due passi in diagonale, poi un passo in diagonale girando di lato (tre caselle in un senso, una nell’altro).
        [heavy-cavalry] Due passi lungo una riga o una colonna, poi un passo di lato.
        [elephant] Qualsiasi distanza lungo una riga o una colonna.
        [dragon] Qualsiasi distanza in linea retta, in una qualsiasi delle otto direzioni.
        [trebuchet] Una casella in diagonale, su una casella vuota. Muove o tira, mai entrambe le cose.
       *[scorpion] Una casella lungo una riga o una colonna, su una casella vuota. Muove o tira, mai entrambe le cose.
    }
fortaleza-help-blocked = { $unit ->
        [king] Non può andare sulle proprie unità, sull’acqua, sulle Montagne, sulle Fortezze o su una casella minacciata.
        [rabble] Non può andare sulle proprie unità, sull’acqua, sulle Montagne o sulle Fortezze.
        [lancer] Non può andare sull’acqua, sulle Montagne o sulle Fortezze.
        [archer] Non può andare sulle proprie unità, sull’acqua, sulle Montagne o sulle Fortezze.
        [light-cavalry] Il suo percorso non può attraversare acqua, Montagne o Fortezze.
        [heavy-cavalry] Il suo percorso non può attraversare nemici, acqua, Montagne o Fortezze.
        [elephant] Si ferma davanti a qualsiasi unità, acqua, Montagna o Fortezza (può catturare il nemico davanti a cui si ferma).
        [dragon] Si ferma davanti a qualsiasi unità o Fortezza.
        [trebuchet] Il suo tiro è fermato da Montagne e Fortezze.
       *[scorpion] Il suo tiro è fermato dalle tue unità, dalle Montagne e dalle Fortezze.
    }
fortaleza-help-special = { $unit ->
        [king] Il pezzo chiave: se lo perdi, perdi la partita.
        [rabble] Marcia forzata: dopo che una Plebaglia si è mossa, un’altra Plebaglia può muoversi nello stesso turno (o ti fermi lì).
        [lancer] Staffetta: andando su una delle proprie unità, si scambia di posto con essa.
        [archer] Lunga gittata: due caselle in diagonale per catturare un nemico, sopra una casella di terra vuota.
        [light-cavalry] Salto: salta sopra le unità di entrambe le parti.
        [heavy-cavalry] Diritto di passaggio: attraversa le proprie unità.
        [elephant] Pelle dura: solo un Drago, o un attaccante sostenuto da una seconda unità che attacca anch’essa la sua casella, può catturarlo — tiri compresi.
        [dragon] Volo: sorvola acqua e Montagne (senza mai posarvisi) e cattura un Elefante da solo.
        [trebuchet] Tiro a parabola: tira lungo la sua riga o colonna a qualsiasi distanza, sopra unità e acqua, colpendo il nemico che scegli.
       *[scorpion] Tira in diagonale a qualsiasi distanza sopra l’acqua, colpendo il primo nemico. Spiedo: se un secondo nemico sta una o due caselle dietro (con terra vuota o acqua in mezzo), può catturarli entrambi.
    }

## Il registro

fortaleza-log-hidden = truppe in movimento nella nebbia
fortaleza-log-deploy = { $unit }@{ $square }
fortaleza-log-unit = { $unit } { $move }
fortaleza-log-choose = { $territory ->
        [south] Sud
       *[north] Nord
    }, { $colours ->
        [red-gold] Rosso e Oro
       *[black-silver] Nero e Argento
    }
fortaleza-log-fortress = Fortezza { $square }
fortaleza-log-lift = Fortezza sollevata
fortaleza-log-mountain = Montagna { $square }
fortaleza-log-take-back = { $unit } { $square } ripresa
fortaleza-log-end-deployment = fine dello schieramento
fortaleza-log-end-march = fine della marcia
fortaleza-log-siege = assedio eseguito
fortaleza-log-free = libera { $unit }
fortaleza-log-save = salva { $unit }@{ $square }
fortaleza-log-save-kept = salva { $unit } (tenuta)

## Il registro a parole, per i suggerimenti e gli annunci (ogni gemello `-words` riceve i valori della sua riga;
## la lettera di un’unità è scritta per esteso con il suo nome)

fortaleza-letter-words = { $unit ->
        [king] Re
        [rabble] Plebaglia
        [lancer] Lanciere
        [archer] Arciere
        [light-cavalry] Cavalleria leggera
        [heavy-cavalry] Cavalleria pesante
        [elephant] Elefante
        [dragon] Drago
        [trebuchet] Trabucco
       *[scorpion] Scorpione
    }
fortaleza-log-deploy-words = schieramento: { $unit } in { $square }
fortaleza-log-take-back-words = { $unit } da { $square } di nuovo nella Riserva
fortaleza-log-lift-words = la Fortezza sollevata, per costruirla altrove
fortaleza-log-save-words = salvataggio: { $unit } dalla Riserva in { $square }
fortaleza-log-save-kept-words = salvataggio: { $unit }, che resta nella Riserva (nessuna casella libera)
fortaleza-log-free-words = liberazione: { $unit } dalla Segreta nemica
fortaleza-log-unit-words = { $kind ->
        [move] { $unit } da { $from } a { $to }
        [capture] { $unit } da { $from } cattura in { $to }
        [relay] { $unit } in { $from } si scambia con l’alleato in { $to }
        [shoot] { $unit } in { $from } tira su { $to }
       *[skewer] { $unit } in { $from } fa Spiedo su { $first } e { $to }
    }

## Errori di regola (seguono i due punti: minuscolo)

fortaleza-move-rule = { $unit ->
        [king] si muove di una casella in qualsiasi direzione
        [rabble] si muove di una casella lungo una riga o una colonna
        [lancer] si muove di una casella lungo una riga o una colonna, o si scambia con un alleato che si trova lì
        [archer] si muove di una casella in diagonale, o di due in diagonale per catturare
        [light-cavalry] salta di tre caselle in un senso e di una nell’altro, con due passi diagonali e una svolta
        [heavy-cavalry] salta di due caselle lungo una riga o una colonna e di una di lato
        [elephant] si muove di qualsiasi distanza lungo una riga o una colonna
        [dragon] si muove di qualsiasi distanza in linea retta, in una qualsiasi delle otto direzioni
        [trebuchet] si muove di una casella in diagonale su una casella vuota
       *[scorpion] si muove di una casella lungo una riga o una colonna su una casella vuota
    }
fortaleza-error-not-in-reserve = nella tua Riserva non c’è nessuna unità «{ $unit }»
fortaleza-error-cannot-reach = l’unità «{ $unit }» non può andare lì: { $rule }
fortaleza-error-path-blocked = la strada dell’unità «{ $unit }» fin lì è bloccata
fortaleza-error-no-such-prisoner = la Segreta nemica non tiene nessuna delle tue unità «{ $unit }»
fortaleza-error-out-of-line-trebuchet = il Trabucco tira lungo la sua riga o colonna
fortaleza-error-out-of-line-scorpion = lo Scorpione tira lungo le sue diagonali
fortaleza-error-game-over = la partita è finita
fortaleza-error-off-board = quella casella è fuori dal tavoliere
fortaleza-error-choose-first = prima scegli il tuo territorio e i tuoi colori
fortaleza-error-already-chosen = territorio e colori sono già scelti
fortaleza-error-deployment-only = è possibile solo durante lo schieramento
fortaleza-error-battle-only = è possibile solo dopo l’inizio della battaglia
fortaleza-error-build-fortress-first = prima costruisci la tua Fortezza
fortaleza-error-fortress-built = la tua Fortezza è già costruita; sollevala prima per costruirla altrove
fortaleza-error-fortress-outside = la Fortezza e le dodici caselle intorno devono stare nel tuo territorio
fortaleza-error-fortress-over-mountain = la Fortezza non si può costruire su una Montagna
fortaleza-error-cannot-lift = la Fortezza si può sollevare solo finché nessuna tua unità è schierata
fortaleza-error-no-mountains-left = tutte le tue Montagne sono già posate
fortaleza-error-mountain-outside = le Montagne vanno nel tuo territorio
fortaleza-error-mountain-not-free = una Montagna richiede una casella di terra libera: né acqua, né Fortezza, né altra Montagna, né un’unità
fortaleza-error-not-on-ring = le unità entrano sul tavoliere solo dalle dodici caselle intorno alla tua Fortezza
fortaleza-error-square-taken = quella casella non è terra libera
fortaleza-error-nothing-to-take-back = lì non c’è nessuna tua unità da riprendere
fortaleza-error-cannot-end-deployment = per finire lo schieramento, posa tutte le Montagne e schiera almeno un’unità
fortaleza-error-no-unit-there = su quella casella non c’è nessuna unità
fortaleza-error-not-your-unit = quell’unità non è tua
fortaleza-error-own-unit-there = lì c’è una delle tue unità
fortaleza-error-terrain-there = nessuna unità può stare sull’acqua, su una Montagna o su una Fortezza
fortaleza-error-siege-weapon-moves = le armi d’assedio si muovono solo su caselle vuote; catturano tirando
fortaleza-error-long-range = l’Arciere avanza di due caselle solo per catturare, sopra una casella di terra vuota
fortaleza-error-thick-skin = un Elefante può essere catturato solo da un Drago, o quando un’altra tua unità attacca anche la sua casella
fortaleza-error-not-a-siege-weapon = solo un Trabucco o uno Scorpione possono tirare
fortaleza-error-no-enemy-there = lì non c’è nessuna unità nemica da colpire
fortaleza-error-shot-blocked = il tiro non può arrivare lì: lo fermano Montagne e Fortezze, e il tiro dello Scorpione si ferma anche alle tue unità e al primo nemico
fortaleza-error-no-skewer = uno Spiedo richiede un secondo nemico una o due caselle dietro il primo, con terra vuota o acqua in mezzo
fortaleza-error-king-threatened = così il tuo Re resterebbe minacciato
fortaleza-error-finish-march = completa la Marcia forzata: muovi un’altra Plebaglia, o fermati
fortaleza-error-no-march = non c’è nessuna Marcia forzata da fermare
fortaleza-error-same-rabble = la Marcia forzata muove una Plebaglia diversa
fortaleza-error-no-siege = non hai nessun assedio in corso da eseguire
fortaleza-error-choose-rescue = scegli il prigioniero da liberare dalla Segreta nemica
fortaleza-error-no-rescue = ora non c’è nessun prigioniero da liberare
fortaleza-error-choose-save = è il difensore a scegliere l’unità che salva dalla sua Riserva
fortaleza-error-no-save = ora non c’è nessuna unità da salvare
fortaleza-error-save-must-be-placed = quell’unità può essere posata sul tuo anello: un’unità salvata resta nella Riserva solo quando non può

## La pagina delle regole

fortaleza-diagram = { $unit }: { $moves }
fortaleza-keys = Sul tavoliere: le frecce muovono il cursore, Invio agisce, Esc annulla la selezione, H mostra l’aiuto dell’unità sotto il cursore, M prende una Montagna e 1–9, 0 un’unità della Riserva.

fortaleza-rules-help =
    FORTALEZA

    SCOPO
    Catturare il Re nemico. O lo intrappoli sul tavoliere senza via di fuga (scacco matto), o
    assedi la sua Fortezza finché non perde tutto ciò che vi custodisce.

    UN TURNO
    Un’azione. Muovere un’unità, tirare con un’arma d’assedio, portare un’unità dalla tua
    Riserva su una casella di terra libera del tuo anello, o eseguire un assedio. Un’unità cattura
    andando su un nemico; le unità catturate finiscono nella Segreta di chi le cattura.
    Prima del primo turno entrambi i giocatori schierano i loro eserciti (SCHIERAMENTO, più sotto).

    TAVOLIERE
    12 × 12 caselle. Il territorio Sud sono le righe 1–6, il Nord le righe 7–12. Alcune
    caselle sono acqua. Nessuna unità sta mai sull’acqua, su una Montagna o su una Fortezza.

    ESERCITI
    Ogni giocatore ha un Re, 4 Plebaglie, 2 Lancieri, 2 Arcieri, una Cavalleria leggera,
    una Cavalleria pesante, 2 Elefanti, un Drago, un Trabucco e uno Scorpione (16 unità),
    più 3 Montagne e una Fortezza.

    SCHIERAMENTO
    Il primo giocatore sceglie il suo territorio e i suoi colori (Rosso e Oro o Nero e
    Argento); l’altro giocatore prende il resto. Poi costruisce la sua Fortezza, un blocco di 2 × 2
    che può stare sull’acqua; lei e le dodici caselle intorno (il suo Anello d’uscita) devono stare
    nel suo territorio. Finché nessuna sua unità è uscita, può sollevarla e costruirla di nuovo.
    Poi posa le sue 3 Montagne ovunque su terra libera del suo territorio (anche sulle caselle
    dell’anello) e porta unità dalla Riserva sulle caselle di terra libere del suo anello; le unità
    si possono riprendere. Quelle che non escono aspettano nella Riserva, dentro la Fortezza.
    Termina selezionando la sua Fortezza, cosa che richiede tutte le Montagne posate e almeno
    un’unità fuori. Il suo esercito viene allora nascosto e il secondo giocatore si schiera allo
    stesso modo, senza vederlo. Quando entrambi hanno finito, tutto viene mostrato e il primo
    giocatore muove per primo.

    LE UNITÀ
    In ogni diagramma l’unità sta in e4 accanto a una Plebaglia amica (c4), due Plebaglie nemiche
    (g4, g6), una Montagna (e2) e l’acqua di e6, f6 e g7. Caselle verdi: dove può andare (bordo
    rosso: una cattura o un tiro). Caselle rosse barrate: ciò che la ferma.
      - Re: una casella in qualsiasi direzione. Mai su una casella minacciata.
    @king
      - Plebaglia: una casella lungo una riga o una colonna. Marcia forzata: dopo che una Plebaglia
        si è mossa, un’altra Plebaglia può muoversi nello stesso turno, oppure ti fermi lì.
    @rabble
      - Lanciere: una casella lungo una riga o una colonna. Staffetta: andando su una tua unità, si
        scambia di posto con essa.
    @lancer
      - Arciere: una casella in diagonale; due in diagonale per catturare, sopra una casella di terra
        vuota.
    @archer
      - Cavalleria leggera: due passi in diagonale e un passo in diagonale di lato; salta sopra
        qualsiasi unità, ma non sopra acqua, Montagne o Fortezze.
    @light-cavalry
      - Cavalleria pesante: due passi lungo una riga o una colonna e uno di lato; attraversa le
        proprie unità, ma non nemici, acqua, Montagne o Fortezze.
    @heavy-cavalry
      - Elefante: qualsiasi distanza lungo una riga o una colonna, fermato da tutto. Pelle dura: può
        essere catturato solo da un Drago, o da un attaccante quando un’altra unità della stessa
        parte attacca anche la sua casella. Vale anche contro i tiri.
    @elephant
      - Drago: qualsiasi distanza in una qualsiasi delle otto direzioni, sorvolando acqua e Montagne
        (senza mai posarvisi); fermato da unità e Fortezze. Cattura gli Elefanti da solo.
    @dragon
      - Trabucco: si muove di una casella in diagonale su una casella vuota, oppure tira lungo la sua
        riga o colonna a qualsiasi distanza, sopra unità e acqua, su qualsiasi nemico prima della
        prima Montagna o Fortezza.
    @trebuchet
      - Scorpione: si muove di una casella lungo una riga o una colonna su una casella vuota, oppure
        tira in diagonale a qualsiasi distanza sopra l’acqua, fermato dalle tue unità, dalle Montagne
        e dalle Fortezze, colpendo il primo nemico. Spiedo: se un secondo nemico sta una o due
        caselle dietro il primo (con solo terra vuota o acqua in mezzo), può catturarli entrambi
        insieme.
    @scorpion
    Le armi d’assedio non catturano mai muovendosi, e un turno è o una mossa o un tiro.

    MINACCE
    Una casella è minacciata quando un’unità nemica potrebbe catturarvi con la sua
    prossima azione. Nessuna azione può lasciare minacciato il tuo Re (in una Marcia forzata, dopo
    ogni Plebaglia). Se non puoi agire affatto, perdi se il tuo Re è minacciato (scacco matto),
    altrimenti la partita è patta. Un Re tenuto nella Riserva non può essere minacciato, ma gli
    assedi lo mettono in pericolo.

    ASSEDI
      1. Se il tuo turno finisce con due o più delle tue unità sull’Anello d’uscita nemico, hai posto
         un assedio.
      2. Il difensore ha un turno per romperlo: dopo, devono restarne lì meno di due.
      3. Se regge ancora, puoi usare la tua azione successiva per eseguirlo selezionando la sua
         Fortezza.
      4. Le tue unità sul suo anello tornano nella tua Riserva. Se la sua Segreta tiene qualcuna
         delle tue unità, ne liberi una a scelta, e lui poi salva un’unità a sua scelta dalla sua
         Riserva su una casella libera del suo anello (un Re non su una casella minacciata; se non
         c’è posto, resta nella Riserva); il resto della sua Riserva va nella tua Segreta. Se la sua
         Segreta era vuota, tutta la sua Riserva va nella tua Segreta. Un Re perso così fa perdere
         la partita. Poi il difensore gioca il suo turno.

    PATTA
    La stessa posizione per la terza volta, o 100 azioni di fila senza catture,
    schieramenti o esecuzioni d’assedio.

    NEBBIA DI GUERRA
    Il secondo giocatore si schiera alla cieca, quindi un Re può cominciare la
    battaglia esposto alla prima cattura del primo giocatore.
## What acting on a target does (a board cell's name for screen readers)

fortaleza-target-fortress = costruire qui la Fortezza
fortaleza-target-mountain = posare qui una Montagna
fortaleza-target-deploy = schierare qui
fortaleza-target-move = muovere qui
fortaleza-target-capture = catturare qui
fortaleza-target-relay = scambiarsi con questa unità
fortaleza-target-shoot = tirare qui

## Perché una mossa è buona (il motivo del consiglio e dell’analisi: una frase dopo un trattino, in minuscolo)

# Un’unità come complemento oggetto di un motivo («così catturi il Drago in e7»).
fortaleza-reason-unit = { $unit ->
        [king] il Re
        [rabble] la Plebaglia
        [lancer] il Lanciere
        [archer] l’Arciere
        [light-cavalry] la Cavalleria leggera
        [heavy-cavalry] la Cavalleria pesante
        [elephant] l’Elefante
        [dragon] il Drago
        [trebuchet] il Trabucco
       *[scorpion] lo Scorpione
    }
fortaleza-reason-checkmate = così dai scacco matto al Re nemico
fortaleza-reason-king-captured = così catturi il Re nemico e vinci
fortaleza-reason-siege-wins = così vinci: il Re nemico è perduto con la sua Riserva
fortaleza-reason-siege-takes = così prendi tutta la Riserva nemica: { $count ->
        [one] { $count } unità
       *[other] { $count } unità
    }
fortaleza-reason-siege-rescue = così liberi una delle tue unità, e il nemico perde { $count ->
        [one] { $count } unità
       *[other] { $count } unità
    } della sua Riserva
fortaleza-reason-siege-rescue-only = così liberi una delle tue unità dalla Segreta nemica
fortaleza-reason-break-siege = così rompi l’assedio nemico alla tua Fortezza
fortaleza-reason-capture = così catturi { $unit }
fortaleza-reason-skewer = così catturi { $unit } in { $square } e { $other } in { $behind }
fortaleza-reason-check = così dai scacco al Re nemico
fortaleza-reason-out-of-check = così togli il tuo Re dalla minaccia
fortaleza-reason-lay-siege = così assedi la Fortezza nemica: { $count } delle tue unità sul suo Anello d’uscita
fortaleza-reason-escape = così metti in salvo { $unit }
fortaleza-reason-threat = così minacci { $unit } in { $square }
fortaleza-reason-ring = così raggiungi l’Anello d’uscita nemico: con un’altra unità lì, è assedio
fortaleza-reason-rescue-best = così liberi il più prezioso dei tuoi prigionieri
fortaleza-reason-save-king = così salvi il tuo Re: rimasto nella Riserva, andrebbe perduto con essa
fortaleza-reason-save-best = così salvi l’unità più preziosa della tua Riserva

## Lessons (the "Learn to play" steps: a task, why a wrong move is refused, what the right one showed)

fortaleza-lesson-why-deploy = Così porti fuori un’unità dalla tua Riserva, e questo occupa tutto il tuo turno; questo passo chiede altro.
fortaleza-lesson-why-other-unit = Questo passo non riguarda l’unità in { $square }: usa quella in { $wanted }.
fortaleza-lesson-why-other-target = Così catturi l’unità in { $square }; quella da catturare qui sta in { $target }.
fortaleza-lesson-why-empty-square = Così finisci su una casella vuota: per catturare, termina la mossa sul nemico in { $target }.
fortaleza-lesson-why-not-asked = Non è l’azione richiesta: cerca quella che cattura il nemico in { $target }.

fortaleza-lesson-goal-title = Lo scopo
fortaleza-lesson-goal-summary = Vinci catturando il Re nemico, con un’azione per turno.
fortaleza-lesson-goal-capture-task = Vinci catturando il Re nemico, e a ogni turno fai esattamente un’azione. Un’unità cattura andando su un’unità nemica; l’Elefante si muove di qualsiasi distanza lungo una riga o una colonna. Cattura la Plebaglia nemica in { $to } con il tuo Elefante in { $from }.
fortaleza-lesson-goal-capture-done = Catturata: la Plebaglia finisce nella tua Segreta. Quella mossa era tutto il tuo turno; ora tocca all’altro giocatore.
fortaleza-lesson-goal-deploy-task = Invece di muovere, un turno può servire a portare un’unità dalla tua Riserva, che aspetta dentro la tua Fortezza, su una casella di terra libera del tuo Anello d’uscita: le dodici caselle intorno alla Fortezza. Porta fuori il tuo Drago.
fortaleza-lesson-goal-deploy-why-kind = Questo non è il Drago: scegli il Drago nella tua Riserva, poi una casella libera del tuo anello.
fortaleza-lesson-goal-deploy-why-move = Così muovi un’unità già sul tavoliere; questa volta porta fuori il Drago dalla tua Riserva.
fortaleza-lesson-goal-deploy-done = Il Drago è sul tuo anello, pronto a combattere. Le unità rimaste nella Riserva non possono essere catturate, ma un assedio può prenderle tutte.
fortaleza-lesson-goal-king-task = Catturare il Re nemico vince subito la partita. Il suo Re sta in { $king }, alla portata di uno dei tuoi Elefanti: trova quale, e cattura il Re.
fortaleza-lesson-goal-king-why-capture = Così catturi l’unità in { $square }, ma il Re in { $king } resta, e catturarlo ti avrebbe dato la vittoria.
fortaleza-lesson-goal-king-why-quiet = Così non catturi nulla, e il Re in { $king } è ancora lì da prendere: segui la riga e la colonna di ogni Elefante.
fortaleza-lesson-goal-king-done = Hai vinto: il Re nemico è catturato. Un giocatore prudente tiene il suo Re fuori portata, perciò la maggior parte delle partite si vince con lo scacco matto o con un assedio.

fortaleza-lesson-foot-title = La fanteria
fortaleza-lesson-foot-summary = La Plebaglia, il Lanciere e l’Arciere: passi brevi, ognuno con il suo trucco.
fortaleza-lesson-foot-march-task = Una Plebaglia si muove di una casella lungo una riga o una colonna. Marcia forzata: dopo che una Plebaglia si è mossa, un’altra Plebaglia può muoversi nello stesso turno. Fai avanzare di una casella entrambe le tue Plebaglie, verso il nemico.
fortaleza-lesson-foot-march-why-way = Questo passo non va in avanti: fai avanzare ogni Plebaglia di una casella verso l’alto del tavoliere.
fortaleza-lesson-foot-march-why-stop = Se ti fermi qui, il turno finisce con una sola Plebaglia mossa; la Marcia forzata permette di muovere anche l’altra.
fortaleza-lesson-foot-march-why-unit = Solo le Plebaglie marciano insieme: muovi le tue due Plebaglie.
fortaleza-lesson-foot-march-done = Due Plebaglie mosse in un solo turno. Solo la Plebaglia può farlo, e la seconda è sempre un’altra.
fortaleza-lesson-foot-relay-task = Anche un Lanciere si muove di una casella lungo una riga o una colonna. Staffetta: quando va su una tua unità, le due si scambiano di posto. Muovi il tuo Lanciere in { $from } sul tuo Arciere in { $to }.
fortaleza-lesson-foot-relay-why-empty = Questo è un semplice passo su una casella vuota; per una Staffetta, vai sul tuo Arciere in { $to }.
fortaleza-lesson-foot-relay-done = Si sono scambiati di posto: il Lanciere è avanzato e l’Arciere è arretrato. Una Staffetta può togliere un alleato dal pericolo o portarne uno avanti.
fortaleza-lesson-foot-archer-task = Un Arciere si muove di una casella in diagonale. Lunga gittata: per catturare, può arrivare a due caselle in diagonale, sopra una casella di terra vuota. Cattura il Lanciere nemico in { $to } con il tuo Arciere.
fortaleza-lesson-foot-archer-why-step = Questo è un passo di una casella su una casella vuota; il Lanciere in { $to } è a due caselle, una distanza che l’Arciere copre solo per catturare.
fortaleza-lesson-foot-archer-done = Catturato da due caselle di distanza. Acqua, una Montagna o qualsiasi unità sulla casella in mezzo avrebbero fermato l’Arciere.
fortaleza-lesson-foot-task = Metti in pratica ciò che hai imparato: cattura due unità nemiche in questo solo turno.
fortaleza-lesson-foot-task-why-one = Così catturi un’unità e chiudi il turno; due Plebaglie possono catturarne una ciascuna nello stesso turno.
fortaleza-lesson-foot-task-why-step = Quella Plebaglia va su una casella vuota: cattura solo andando su un nemico.
fortaleza-lesson-foot-task-why-stop = Se ti fermi ora guadagni una sola unità: l’altra tua Plebaglia può ancora catturare.
fortaleza-lesson-foot-task-why-else = Così non catturi nulla: cerca due Plebaglie che abbiano ciascuna un nemico accanto.
fortaleza-lesson-foot-task-done = Due unità catturate in un turno: la Marcia forzata ha fatto colpire entrambe le Plebaglie.

fortaleza-lesson-riders-title = Cavalieri e bestie
fortaleza-lesson-riders-summary = La Cavalleria che salta, il Drago che vola e la Pelle dura dell’Elefante.
fortaleza-lesson-riders-light-task = La Cavalleria leggera salta: due caselle in diagonale, poi un altro passo in diagonale, girato di lato. Salta sopra qualsiasi unità, ma non sopra acqua, Montagne o Fortezze. Cattura il Trabucco nemico in { $to } con la tua Cavalleria leggera in { $from }.
fortaleza-lesson-riders-light-done = Ha saltato la tua stessa Plebaglia. Solo acqua, una Montagna o una Fortezza sul suo percorso avrebbero potuto fermarla.
fortaleza-lesson-riders-heavy-task = La Cavalleria pesante va di due caselle lungo una riga o una colonna, poi di una di lato. Attraversa le tue unità, ma non nemici, acqua, Montagne o Fortezze. Cattura lo Scorpione nemico in { $to } con la tua Cavalleria pesante in { $from }.
fortaleza-lesson-riders-heavy-done = È passata dritta attraverso il tuo Lanciere. Un nemico al suo posto le avrebbe sbarrato la strada.
fortaleza-lesson-riders-dragon-task = Il Drago si muove di qualsiasi distanza in una delle otto direzioni e sorvola acqua e Montagne, senza mai posarvisi. L’Elefante ha la Pelle dura, ma un Drago lo cattura da solo. Cattura l’Elefante nemico in { $to } con il tuo Drago.
fortaleza-lesson-riders-dragon-done = Il Drago ha sorvolato l’acqua e ha preso l’Elefante. Qualsiasi altra unità ha bisogno di aiuto contro un Elefante, come mostra il compito.
fortaleza-lesson-riders-task = Pelle dura: a parte un Drago, un’unità può catturare un Elefante solo se un’altra tua unità attacca anch’essa la casella dell’Elefante. Il tuo Drago è nella Riserva: cattura comunque un Elefante nemico.
fortaleza-lesson-riders-task-why-quiet = Così non catturi nulla: trova l’Elefante la cui casella è attaccata da due tue unità, e prendilo con una delle due.
fortaleza-lesson-riders-task-done = Catturato, con il sostegno della seconda unità. Contro un Elefante, porta due unità, o il Drago.

fortaleza-lesson-shooters-title = Armi d’assedio
fortaleza-lesson-shooters-summary = Il Trabucco e lo Scorpione non catturano mai muovendosi: tirano da lontano.
fortaleza-lesson-shooters-trebuchet-task = Le armi d’assedio catturano solo tirando, e in un turno o si muovono o tirano. Il Trabucco tira lungo la sua riga o colonna a qualsiasi distanza, sopra unità e acqua, sul nemico che scegli; solo Montagne e Fortezze lo fermano. Tira sul Drago nemico in { $to }.
fortaleza-lesson-shooters-why-move = Così muovi soltanto l’arma, e un’arma che si muove non può tirare nello stesso turno: tira, invece.
fortaleza-lesson-shooters-trebuchet-done = Il Drago è colpito, e il Trabucco è rimasto dov’era. Il suo tiro è passato sopra la Plebaglia fino al bersaglio che hai scelto.
fortaleza-lesson-shooters-scorpion-task = Lo Scorpione tira in diagonale a qualsiasi distanza, sopra l’acqua, e colpisce il primo nemico sulla sua linea; le tue unità bloccano il tiro. Tira sulla Cavalleria pesante nemica in { $to }.
fortaleza-lesson-shooters-scorpion-done = Colpita al di là dell’acqua. La Plebaglia in { $safe } era fuori portata: la tua Plebaglia bloccava quella linea.
fortaleza-lesson-shooters-task = Spiedo: se un secondo nemico sta una o due caselle dietro il primo sulla linea dello Scorpione, con solo terra vuota o acqua in mezzo, lo Scorpione può catturarli entrambi; mira al secondo. Conquista due unità nemiche con un solo tiro.
fortaleza-lesson-shooters-why-one = Quel tiro prende solo l’unità in { $square }; lo Scorpione può prenderne due in una volta.
fortaleza-lesson-shooters-task-done = Due unità con un solo tiro. Nemici vicini sulla diagonale di uno Scorpione sono un regalo.

fortaleza-lesson-fog-title = Schieramento nella nebbia
fortaleza-lesson-fog-summary = Costruisci la tua Fortezza, posa le tue Montagne e schiera un esercito che il nemico non vede.
fortaleza-lesson-fog-build-task = Prima della battaglia ogni giocatore costruisce una Fortezza: un blocco di 2 × 2 caselle. Lei e le dodici caselle intorno, il suo Anello d’uscita, devono stare nel tuo territorio, il Sud (righe da 1 a 6). Costruiscila su una qualsiasi casella segnata.
fortaleza-lesson-fog-build-why = Prima costruisci la tua Fortezza: scegli una delle caselle segnate.
fortaleza-lesson-fog-build-done = La tua Fortezza è in piedi. Le tue unità usciranno sul suo Anello d’uscita; quelle che trattieni aspettano dentro, nella Riserva.
fortaleza-lesson-fog-mountains-task = Ora posa le tue tre Montagne su terra libera, ovunque nel tuo territorio. Nessuna unità può stare su una Montagna e solo il Drago la sorvola, quindi le Montagne chiudono linee d’attacco. Posale tutte e tre.
fortaleza-lesson-fog-why-lift = Così sollevi la tua Fortezza per costruirla altrove; lasciala dov’è.
fortaleza-lesson-fog-mountains-why-deploy = Le unità vengono dopo: posa prima le tue tre Montagne.
fortaleza-lesson-fog-mountains-done = Le tue Montagne restano per tutta la partita: niente può spostarle.
fortaleza-lesson-fog-units-task = Porta unità dalla tua Riserva su caselle libere del tuo Anello d’uscita; durante lo schieramento puoi riprenderle. L’altro giocatore non le vedrà. Appena almeno un’unità è fuori, seleziona la tua Fortezza per terminare lo schieramento.
fortaleza-lesson-fog-units-done = Ora il tuo esercito è nascosto. Il secondo giocatore si schiera senza vederlo; poi tutto viene mostrato, e muovi per primo.
fortaleza-lesson-fog-task = Ora sei il secondo giocatore, e l’esercito nemico è nascosto. Lo schieramento non tiene conto delle minacce, quindi un Re lasciato allo scoperto può essere preso già al primo turno. Metti il tuo Re su una casella del tuo anello subito dietro la tua Fortezza, con le sue mura tra lui e il nemico, poi termina lo schieramento.
fortaleza-lesson-fog-why-open = In { $square } nessun muro della tua Fortezza sta tra il tuo Re e il lato nemico: unità nascoste potrebbero raggiungerlo da lì.
fortaleza-lesson-fog-why-king-first = Schiera prima il tuo Re; le altre unità possono seguire.
fortaleza-lesson-fog-why-king-back = Così riporti il tuo Re nella Riserva; lascialo dietro la Fortezza e termina lo schieramento.
fortaleza-lesson-fog-task-done = Entrambi gli eserciti sono mostrati e la battaglia comincia. Dietro le mura, con le tue Montagne a chiudere la riga di fondo, il tuo Re è molto più difficile da raggiungere che davanti.

fortaleza-lesson-checkmate-title = Scacco e scacco matto
fortaleza-lesson-checkmate-summary = Un Re minacciato va salvato subito; un Re che non si può più salvare ha subito scacco matto.
fortaleza-lesson-checkmate-escape-task = Una casella è minacciata quando un’unità nemica potrebbe catturarvi con la sua prossima azione. L’Elefante in { $attacker } minaccia il tuo Re, e nessuna azione può lasciarlo minacciato. Salvalo: spostalo di lato, blocca la linea o cattura l’attaccante.
fortaleza-lesson-checkmate-escape-done = Il tuo Re è al sicuro. Il gioco non permette mai di lasciare il tuo Re minacciato, né di portarlo su una casella minacciata.
fortaleza-lesson-checkmate-check-task = Minacciare il Re nemico si chiama dare scacco: deve rispondere subito. Dai scacco al Re nemico con il tuo Elefante.
fortaleza-lesson-checkmate-check-why = Dopo questa mossa il Re nemico non è minacciato: termina la mossa dell’Elefante su una riga o colonna che porti fino a lui senza nulla in mezzo.
fortaleza-lesson-checkmate-check-done = Scacco! Deve uscire dalla linea, bloccarla o catturare l’attaccante. Se non può, è scacco matto.
fortaleza-lesson-checkmate-task = Lo scacco matto è uno scacco a cui il nemico non può rispondere: non gli resta nessuna azione permessa, e perde. Il suo Re è solo. Trova la mossa che gli dà scacco matto.
fortaleza-lesson-checkmate-why-escape = È scacco, ma il suo Re può ancora andare in { $square }.
fortaleza-lesson-checkmate-why-answer = È scacco, ma può ancora rispondere.
fortaleza-lesson-checkmate-why-stalemate = Così non gli resta nessuna azione permessa, ma il suo Re non è minacciato: è patta, non una vittoria.
fortaleza-lesson-checkmate-why-no-check = Questa mossa non minaccia il Re nemico, e uno scacco matto comincia con uno scacco.
fortaleza-lesson-checkmate-task-done = Scacco matto: il suo Re non può fuggire, e vinci la partita.

fortaleza-lesson-siege-title = L’assedio
fortaleza-lesson-siege-summary = Due unità sull’Anello d’uscita nemico minacciano di prendere tutto ciò che sta nella sua Fortezza.
fortaleza-lesson-siege-lay-task = Se il tuo turno finisce con due o più tue unità sull’Anello d’uscita nemico, le dodici caselle intorno alla sua Fortezza, poni un assedio. Il tuo Lanciere sta già sul suo anello: portaci una seconda unità.
fortaleza-lesson-siege-lay-why = Dopo questa mossa meno di due tue unità stanno sul suo anello: niente assedio.
fortaleza-lesson-siege-lay-done = Assedio posto. Il difensore ha un turno per romperlo; se regge ancora, potrai eseguirlo al tuo prossimo turno.
fortaleza-lesson-siege-break-task = Due unità nemiche stanno sul tuo Anello d’uscita: ha posto un assedio. Hai solo questo turno per lasciarne lì meno di due, altrimenti potrà eseguirlo e prendere tutta la tua Riserva, con dentro il tuo Re. Rompi l’assedio.
fortaleza-lesson-siege-break-why = Dopo questa mossa { $count } sue unità stanno ancora sul tuo anello, e al suo turno potrà eseguire l’assedio: perderesti la tua Riserva, Re compreso.
fortaleza-lesson-siege-break-done = Assedio rotto: con meno di due sue unità sul tuo anello, non può eseguirlo.
fortaleza-lesson-siege-execute-task = Hai posto l’assedio il turno scorso, e il difensore non l’ha rotto. Eseguilo: seleziona la Fortezza nemica. Le tue unità sul suo anello tornano nella tua Riserva, e tutto ciò che è nella sua Riserva va nella tua Segreta.
fortaleza-lesson-siege-execute-why = Il tuo assedio ora regge: seleziona la Fortezza nemica per eseguirlo. Qualsiasi altra cosa gli dà il tempo di romperlo.
fortaleza-lesson-siege-execute-done = Tutta la sua Riserva è finita nella tua Segreta, e il suo Re era lì: hai vinto. Se la sua Segreta avesse tenuto qualcuna delle tue unità, prima ne avresti liberata una, e lui avrebbe salvato un’unità.
fortaleza-lesson-siege-task = Tre unità nemiche stanno sul tuo Anello d’uscita. Una cattura non basta: quando il tuo turno finisce, ne devono restare meno di due. Rompi l’assedio.
fortaleza-lesson-siege-task-done = Due catture in un turno, grazie alla Marcia forzata: sul tuo anello resta una sola unità nemica, e l’assedio è rotto.
