# Torres: tutte le parole di questo gioco, con i termini del regolamento italiano. Le chiavi iniziano con «torres-».

## Opzioni della nuova partita

torres-opt-cards = Carte azione
torres-opt-cards-personal = Mazzo proprio (guardi 3, ne tieni 1)
torres-opt-cards-common = Mazzo comune (pesca dalla cima)
torres-opt-cards-off = Senza carte (partita introduttiva)
torres-opt-master = Versione avanzata (i giocatori piazzano le fondamenta, mano completa, una carta master)
torres-opt-master-card = Carta master
torres-opt-master-card-random = Pescata a caso

## Tavoliere e spazi

torres-board = Tavoliere di Torres
torres-inspect-ground = { $square }: terreno libero
torres-inspect-ground-knight = { $square }: terreno libero, { $colour ->
    [red] un cavaliere rosso
    [blue] un cavaliere blu
    [yellow] un cavaliere giallo
   *[green] un cavaliere verde
} a livello { $height }
torres-inspect-ground-king = { $square }: terreno libero, il re
torres-inspect-castle = { $square }: altezza { $height }, castello di superficie { $area } e altezza { $castle_height }
torres-inspect-castle-knight = { $square }: altezza { $height }, castello di superficie { $area } e altezza { $castle_height }, { $colour ->
    [red] un cavaliere rosso
    [blue] un cavaliere blu
    [yellow] un cavaliere giallo
   *[green] un cavaliere verde
} a livello { $height }
torres-inspect-castle-king = { $square }: altezza { $height }, castello di superficie { $area } e altezza { $castle_height }, il re

## Scegliere tra i significati di un clic

torres-choice-new-knight = Nuovo cavaliere (2 PA)
torres-choice-block = Posiziona un pezzo di torre (1 PA)
torres-choice-step = Passo (1 PA)
torres-choice-through = Attraverso il castello (1 PA)
torres-choice-under-from-turn = Pezzo dalla pila di questo turno
torres-choice-under-from-stack = Pezzo da una pila di { $size }
torres-choice-cancel = Lascia stare
torres-target-ask = { $input ->
    [touch] { $actions }: un primo tocco lo mostra, un secondo lo gioca
   *[mouse] { $actions }: un primo clic o Invio lo mostra, un secondo lo gioca
}
torres-target-choose = { $input ->
    [touch] { $actions }: tocca per scegliere
   *[mouse] { $actions }: clicca o premi Invio per scegliere
}
torres-prompt-confirm = { $input ->
    [touch] { $action } in { $square }: tocca di nuovo { $square } per giocarlo, o altrove per annullare.
   *[mouse] { $action } in { $square }: clicca di nuovo { $square } o premi Invio per giocarlo, Esc per annullare.
}
torres-prompt-choose = { $input ->
    [touch] { $square }: scegli cosa fare lì, o tocca altrove per annullare.
   *[mouse] { $square }: scegli cosa fare lì, o premi Esc per annullare.
}
torres-refused = Niente da fare in { $square }: { $reason }.
torres-refused-block-or-knight = Nessun pezzo di torre in { $square }: { $block }. Nemmeno un nuovo cavaliere: { $knight }.
torres-refused-knight = Il cavaliere in { $square } non può muoversi: { $reason }.

## Riga di stato e indicazioni

torres-handover-text = Il tavoliere resta nascosto perché nessun altro veda le tue carte azione.
torres-prompt-over = La partita è finita.
torres-end-reason = I castelli sono stati contati dopo la terza fase: vince il punteggio totale più alto.
torres-prompt-foundation = { $player }: posiziona le fondamenta di un castello (ad almeno 3 passi dalle altre).
torres-prompt-start-knight = { $player }: metti un cavaliere su fondamenta vuote.
torres-prompt-start-king = { $player }: metti il re su fondamenta vuote.
torres-prompt-choose-stack = { $player }: scegli la pila di pezzi di torre di questo turno.
torres-prompt-pick = { $player }: tieni una delle carte che stai guardando.
torres-prompt-put-back = { $player }: rimetti ogni altra carta in cima o in fondo al tuo mazzo.
torres-prompt-spread = { $blocks ->
    [one] { $player }: 1 pezzo non posizionato — mettilo su un'altra tua pila o rimettilo nella riserva.
   *[other] { $player }: { $blocks } pezzi non posizionati — mettili sulle tue altre pile o rimettili nella riserva.
}
torres-prompt-king-move = { $player }: hai meno punti, quindi puoi spostare il re su uno spazio evidenziato, oppure lasciarlo.
torres-prompt-playing = { $you ->
    [yes] Tocca a te.
   *[no] Tocca a { $player }.
}
torres-prompt-card-from = { $card }: dove, partendo da { $square }?
torres-prompt-move-block = { $input ->
    [touch] { $card }: tocca il pezzo da sollevare, poi dove va.
   *[mouse] { $card }: clicca il pezzo da sollevare, poi dove va.
}
torres-prompt-card = { $input ->
    [touch] { $card }: tocca un cavaliere o uno spazio evidenziato.
   *[mouse] { $card }: clicca un cavaliere o uno spazio evidenziato.
}
torres-prompt-knight-selected = { $input ->
    [touch] Cavaliere in { $square }: tocca una destinazione (il numero è il suo costo in PA).
   *[mouse] Cavaliere in { $square }: clicca una destinazione (il numero è il suo costo in PA).
}
torres-prompt-main = { $input ->
    [touch] { $player }: tocca un cavaliere per muoverlo, o uno spazio evidenziato per costruire o aggiungere un cavaliere.
   *[mouse] { $player }: clicca un cavaliere per muoverlo, o uno spazio evidenziato per costruire o aggiungere un cavaliere.
}
torres-prompt-only-end-turn = { $player }: non restano punti azione, termina il turno.
torres-final-position = Posizione finale
torres-phase-round = Fase { $phase } · round { $round }
torres-ap-left = PA { $points }
torres-blocks-left = Pezzi { $blocks }

## Pulsanti

torres-choose-stack = Pila da { $size }
torres-spread-onto = Uno su una pila da { $size }
torres-return-rest = Rimetti il resto
torres-keep-king = Lascia il re
torres-one-ap = 1 PA
torres-take-card = Acquista una carta (1)
torres-advance-score = Punti +1 (1)
torres-cancel-card = Annulla { $card }
torres-end-turn = Fine turno
torres-view-toggle-title = Passa dalla vista dall'alto alla vista 3D e viceversa
torres-view-flat = Vista dall'alto
torres-view-3d = Vista 3D

## Carte

torres-card-climb2 = Sali di 2
torres-card-block-under = Pezzo sotto il cavaliere
torres-card-extra-block = Pezzo extra
torres-card-secret-passage = Passaggio segreto
torres-card-diagonal = Diagonale
torres-card-ap6 = 6 PA
torres-card-ap7 = 7 PA
torres-card-move-block = Sposta un pezzo
torres-card-reposition = Riposiziona
torres-card-jump = Salto
torres-card-climb2-text = Un cavaliere sale su uno spazio vicino fino a 2 livelli più in alto.
torres-card-block-under-text = Fai scivolare un pezzo di una tua pila sotto uno dei tuoi cavalieri.
torres-card-extra-block-text = Posiziona un pezzo preso dalla riserva comune.
torres-card-secret-passage-text = Attraverso un castello, salendo anche all'interno; esci su uno spazio più basso accanto.
torres-card-diagonal-text = Un cavaliere si muove di uno spazio in diagonale (al massimo 1 livello più in alto).
torres-card-ap6-text = Un Punto Azione in più in questo turno.
torres-card-ap7-text = Due Punti Azione in più in questo turno.
torres-card-move-block-text = Sposta altrove il pezzo in cima a uno spazio libero, anche per creare un castello.
torres-card-reposition-text = Sposta un cavaliere dove un nuovo cavaliere potrebbe affiancarne un altro tuo.
torres-card-jump-text = Salta in linea retta oltre un cavaliere adiacente sullo spazio vuoto dietro.
torres-keep = Tieni
torres-put-top = In cima
torres-put-bottom = In fondo
torres-keep-card = Tieni: { $card }
torres-put-top-card = In cima: { $card }
torres-put-bottom-card = In fondo: { $card }
torres-pick-keep = Tieni una carta
torres-pick-put-back = Rimetti le altre
torres-card-fresh = Acquistata in questo turno: giocabile dal tuo prossimo turno
torres-your-cards = Le tue carte ({ $colour })
torres-no-cards = Nessuna carta in mano.

## Carte master

torres-master-card = Carta master { $number }: { $text }
torres-master-1 = Tutti e sei i cavalieri su livelli diversi dopo la fase 3: 40
torres-master-2 = Tutti e sei i cavalieri sullo stesso livello dopo la fase 3: 50
torres-master-3 = Tutti e sei i cavalieri in una riga o colonna dopo la fase 3: 50
torres-master-4 = Quattro cavalieri agli angoli di un quadrato dopo la fase 3: 50
torres-master-5 = Per cavaliere sul bordo 2/5/10 dopo la fase 1/2/3, +2/5/10 a chi ne ha di più (senza pareggi)
torres-master-6 = Cavalieri su esattamente 4/5/6 castelli dopo la fase 1/2/3: 5/15/30
torres-master-7 = Per cavaliere su una diagonale principale 2/5/10 dopo la fase 1/2/3, +2/5/10 a chi ne ha di più (senza pareggi)
torres-master-8 = Tutti e sei i cavalieri collegati ortogonalmente dopo la fase 3: 40

## Giocatori, riserva, pista segnapunti

torres-player-cards = carte { $hand } · mazzo { $deck } · giocate { $played }
torres-player-cards-yours = carte { $hand } (tue) · mazzo { $deck } · giocate { $played }
torres-player-stacks = pile { $stacks }
torres-player-knights = cavalieri: { $board } sul tavoliere, { $reserve } da piazzare
torres-supply = { $blocks ->
    [one] Riserva: 1 pezzo · castelli: { $castles }
   *[other] Riserva: { $blocks } pezzi · castelli: { $castles }
}
torres-score-track = Pista segnapunti

## Riepilogo del conteggio

torres-summary-title = Conteggio dopo la fase { $phase }
torres-summary-castle = Castello
torres-summary-castle-row = { $square }… ({ $area } spazi)
torres-summary-king = Bonus del re
torres-summary-master = Carta master
torres-summary-total = Totale della fase
torres-summary-after = Punti dopo

## Il registro (i simboli della notazione, le parole della lingua)

torres-log-foundation = fondamenta { $square }
torres-log-start-knight = C { $square }
torres-log-start-king = re { $square }
torres-log-stack = pila { $size }
torres-log-new-knight = +C { $square }
torres-log-step = C { $from }-{ $to }
torres-log-through = C { $from }⇒{ $to } (castello)
torres-log-block = P { $square } (l{ $height })
torres-log-take-card = acquista una carta
torres-log-keep-card = tiene una carta
torres-log-put-back = { $end ->
    [top] carta in cima
   *[bottom] carta in fondo
}
torres-log-keep-card-named = tiene { $card }
torres-log-put-back-named = { $end ->
    [top] { $card } in cima
   *[bottom] { $card } in fondo
}
torres-log-card = carta: { $card }
torres-log-card-knight = carta: { $card } C { $from }-{ $to }
torres-log-card-passage = carta: { $card } C { $from }⇒{ $to }
torres-log-card-reposition = carta: { $card } C { $from }→{ $to }
torres-log-card-move-block = carta: { $card } { $from }→{ $to }
torres-log-card-block = carta: { $card } P { $square } (l{ $height })
torres-log-card-under-from-turn = carta: { $card } C { $square } (dalla pila di questo turno)
torres-log-card-under-from-stack = carta: { $card } C { $square } (da una pila da { $size })
torres-log-score = punti +{ $points }
torres-log-end-turn = fine turno
torres-log-spread = distribuisce → { $size }
torres-log-return = rimette { $blocks }
torres-log-king = re { $square }
torres-log-king-stays = il re resta

## Il registro a parole, per i suggerimenti e gli annunci (ogni gemello `-words` riceve i valori della sua riga)

torres-log-foundation-words = fondamenta di un castello in { $square }
torres-log-start-knight-words = cavaliere in { $square }
torres-log-start-king-words = il re in { $square }
torres-log-stack-words = la pila da { $size } per questo turno
torres-log-new-knight-words = nuovo cavaliere in { $square }
torres-log-step-words = cavaliere da { $from } a { $to }
torres-log-through-words = cavaliere da { $from } a { $to } attraverso il castello
torres-log-block-words = pezzo di torre in { $square }, livello { $height }
torres-log-take-card-words = una carta azione dal mazzo
torres-log-keep-card-words = una carta tenuta
torres-log-put-back-words = { $end ->
    [top] l'altra carta in cima al mazzo
   *[bottom] l'altra carta in fondo al mazzo
}
torres-log-keep-card-named-words = carta azione «{ $card }» tenuta
torres-log-put-back-named-words = { $end ->
    [top] carta azione «{ $card }» di nuovo in cima al mazzo
   *[bottom] carta azione «{ $card }» di nuovo in fondo al mazzo
}
torres-log-card-words = carta azione «{ $card }»
torres-log-card-knight-words = carta azione «{ $card }»: cavaliere da { $from } a { $to }
torres-log-card-passage-words = carta azione «{ $card }»: cavaliere da { $from } a { $to } attraverso il castello
torres-log-card-reposition-words = carta azione «{ $card }»: cavaliere da { $from } a { $to }
torres-log-card-move-block-words = carta azione «{ $card }»: pezzo da { $from } a { $to }
torres-log-card-block-words = carta azione «{ $card }»: pezzo di torre in { $square }, livello { $height }
torres-log-card-under-from-turn-words = carta azione «{ $card }»: un pezzo della pila di questo turno sotto il cavaliere in { $square }
torres-log-card-under-from-stack-words = carta azione «{ $card }»: un pezzo di una pila da { $size } sotto il cavaliere in { $square }
torres-log-score-words = segnapunti in avanti, +{ $points }
torres-log-end-turn-words = fine del turno
torres-log-spread-words = un pezzo non posizionato su una pila da { $size }
torres-log-return-words = i pezzi non posizionati rimessi nella riserva ({ $blocks })
torres-log-king-words = il re spostato in { $square }
torres-log-king-stays-words = il re resta dov'è

## Errori di regola (seguono i due punti: in minuscolo)

torres-error-game-over = la partita è finita
torres-error-wrong-time = non è possibile in questo momento del turno
torres-error-no-such-square = questo spazio non esiste
torres-error-not-your-knight = non hai nessun cavaliere su questo spazio
torres-error-square-occupied = questo spazio è occupato da un cavaliere o dal re
torres-error-not-adjacent = i cavalieri si muovono e si affiancano ortogonalmente, uno spazio alla volta
torres-error-not-diagonal = questo spazio non è in diagonale accanto al cavaliere
torres-error-climb-too-high = un cavaliere non può salire di tanti livelli
torres-error-not-enough-ap = Punti Azione insufficienti
torres-error-no-knights-left = tutti e sei i tuoi cavalieri sono già sul tavoliere
torres-error-new-knight-too-high = un nuovo cavaliere deve stare accanto a uno dei tuoi, allo stesso livello o più in basso
torres-error-castle-too-tall = un castello non può essere più alto della sua superficie
torres-error-joins-castles = questo pezzo unirebbe due castelli
torres-error-new-castle = un pezzo deve ampliare un castello esistente
torres-error-block-under-piece = un pezzo non può andare sotto un cavaliere o sotto il re
torres-error-stack-empty = non restano pezzi in questa pila
torres-error-no-such-stack = non hai una pila così
torres-error-stack-full = una pila non può avere più di tre pezzi
torres-error-no-through-path = nessun percorso attraverso un castello porta a questo spazio
torres-error-not-a-foundation = i pezzi iniziali vanno su fondamenta di castello vuote
torres-error-foundation-too-close = le fondamenta devono distare almeno 3 spazi da tutte le altre
torres-error-not-a-castle-square = il re deve stare su uno spazio di castello vuoto
torres-error-two-cards-per-turn = si possono acquistare al massimo due carte per turno
torres-error-deck-empty = il mazzo è vuoto
torres-error-no-draw-in-master = nella versione avanzata non si acquistano carte
torres-error-cards-off = questa partita si gioca senza carte azione
torres-error-card-not-held = non hai questa carta
torres-error-card-taken-this-turn = una carta non può essere giocata nel turno in cui è stata acquistata
torres-error-one-card-per-turn = si può giocare una sola carta per turno
torres-error-card-not-shown = questa carta non è tra quelle che stai guardando
torres-error-supply-empty = la riserva comune è vuota
torres-error-no-knight-to-jump = un salto richiede un cavaliere adiacente da saltare
torres-error-splits-castle = un castello non può essere diviso
torres-error-too-few-castles = devono restare almeno 6 castelli
torres-error-no-block-to-move = si può spostare solo il pezzo in cima a uno spazio senza pedine
torres-error-nothing-to-return = non ci sono pezzi da distribuire
torres-error-same-square = il pezzo deve andare su un altro spazio

## Diagrammi della pagina delle regole

torres-diagram-castle = Un castello: 5 spazi uniti lungo i lati, quindi la sua superficie è 5; il suo spazio più alto ha 3 pezzi, quindi la sua altezza è 3. Un castello non può mai essere più alto della sua superficie.
torres-diagram-through = Attraverso un castello (1 PA): il cavaliere a terra entra in uno spazio più alto, cammina all'interno senza salire (i numeri sono altezze) ed esce dall'altra parte a un livello che può raggiungere.
torres-diagram-scoring = Conteggio: questo castello ha superficie 5. Il cavaliere più alto di Rosso è a livello 3 → 5 × 3 = 15; quello di Blu a livello 2 → 5 × 2 = 10.

## Aiuto sulle regole (con parole nostre; formato in docs/i18n.md)

torres-rules-help =
    TORRES — costruire i castelli insieme, scalarli da soli.

    OBIETTIVO
    In tre fasi guadagni punti per ogni castello su cui si trova uno dei tuoi cavalieri: la
    superficie del castello (quanti spazi occupa) per il livello del tuo cavaliere più alto lì.
    Vince chi ha più punti dopo il terzo conteggio.

    COME SI SVOLGE UN TURNO
    Hai 5 punti azione per i tuoi cavalieri (un nuovo cavaliere, passi, attraversamenti di
    castelli), per i pezzi della pila di questo turno, per le carte e per far avanzare il
    segnapunti. Ogni turno consuma una delle tue pile di pezzi. Dopo l'ultimo round di ogni fase si
    conteggia ogni castello.

    IL TAVOLIERE
    Un'area di costruzione di 8×8 spazi, con i nomi di una scacchiera (a1 in basso a sinistra).
    L'altezza di uno spazio è il numero di pezzi di torre che contiene; una pedina lì si trova a
    quel livello (0 = terreno). Un castello è un gruppo di spazi costruiti uniti lungo i lati. I
    castelli possono toccarsi solo diagonalmente, e un castello non può mai essere più alto della
    sua superficie.
    @castle

    PREPARAZIONE
    Otto pezzi singoli sono le fondamenta dei castelli (d8 c6 f6 h5 a4 c3 f3 e1). Nell'ordine dei
    posti, ogni giocatore mette un cavaliere su fondamenta vuote; poi l'ultimo giocatore mette il
    re su altre.

    FASI E PEZZI DI TORRE
    La fase 1 dura 4 round, le fasi 2 e 3 ne durano 3 (4 ciascuna con due giocatori). All'inizio di
    ogni fase ricevi pile di pezzi: 2 giocatori 4 pile da 3; 3 giocatori 3,3,2,2 poi 3,3,2;
    quattro giocatori 2,2,2,2 poi 2,2,2. Ogni turno consuma una pila a tua scelta, anche se non
    costruisci nulla. I pezzi non usati si possono distribuire sulle tue altre pile (al massimo 3
    per pila); il resto torna nella riserva, come tutto ciò che avanza alla fine della fase.

    IL TUO TURNO: 5 PUNTI AZIONE (in qualunque ordine e combinazione)
    • Nuovo cavaliere (2): su uno spazio vuoto adiacente a un tuo cavaliere, non più in alto di
      lui.
    • Passo (1): uno spazio lungo un lato su uno spazio vuoto, al massimo un livello più su,
      quanti livelli vuoi più giù.
    • Attraverso un castello (1): entra in uno spazio vicino più alto del castello e percorrine
      l'interno (mai salire, scendere è libero), poi esci su uno spazio vuoto accanto a uno spazio
      attraversato, non più alto del livello a cui cammini. Le pedine sui tetti non ostacolano.
    • Pezzo di torre (1, dalla pila di questo turno): sul terreno accanto a esattamente un
      castello, o in cima a uno spazio di castello vuoto. Mai unire due castelli, mai fondarne uno
      nuovo, mai coprire una pedina e mai rendere un castello più alto della sua superficie.
    • Acquistare una carta (1, al massimo due per turno).
    • Giocare una carta (gratis, al massimo una per turno, non una acquistata in questo turno).
    • Segnare (1): avanza il segnapunti di uno spazio. Se finisce su un altro segnapunti, salta al
      primo spazio libero successivo (anche dopo ogni conteggio); sullo 0 possono stare insieme.
    Puoi fermarti con punti non usati.
    @through

    CARTE (opzione)
    Senza carte, Mazzo personale (predefinito: possiedi dieci carte; acquistandone una guardi le
    prime tre, ne tieni una e rimetti ciascuna delle altre in cima o in fondo, come preferisci) o
    Mazzo comune (quaranta carte mescolate insieme; acquistandone una peschi la prima). Le mani
    sono segrete.
     1. Sali di 2 — un cavaliere sale su uno spazio vicino vuoto fino a due livelli più in alto.
     2. Pezzo sotto il cavaliere — prendi un pezzo da una tua pila e fallo scivolare sotto uno dei
       tuoi cavalieri (può anche fondare un nuovo castello sul terreno; non unisce mai due castelli
       e non rende mai un castello più alto della sua superficie).
     3. Pezzo extra — posiziona un pezzo della riserva comune con le regole normali.
     4. Passaggio segreto — come un movimento attraverso il castello, ma dentro puoi salire: esci
       da qualunque spazio del castello su uno spazio vicino vuoto più basso.
     5. Diagonale — un cavaliere si muove di uno spazio in diagonale (al massimo un livello più su).
     6. 6 PA — un Punto Azione in più in questo turno.
     7. 7 PA — due Punti Azione in più in questo turno.
     8. Sposta un pezzo — sposta il pezzo in cima a uno spazio senza pedine dovunque potrebbe andare
       un pezzo normale, o sul terreno lontano da tutti i castelli (un nuovo castello). Senza
       dividere castelli, senza castelli più alti della loro superficie dopo, e mai meno di 6
       castelli.
     9. Riposiziona — sposta un cavaliere dovunque si potrebbe aggiungere un nuovo cavaliere
       accanto a un altro tuo.
    10. Salto — salta in linea retta oltre un cavaliere adiacente sullo spazio vuoto dietro (al
       massimo un livello più su).

    CONTEGGIO (dopo ogni fase)
    Ogni giocatore, in ordine di turno: per ogni castello, superficie × livello del suo cavaliere
    più alto lì. Solo quando tutti hanno contato i loro castelli arrivano i bonus del re, di nuovo
    in ordine di turno: un cavaliere esattamente al livello 1 / 2 / 3 del castello del re dopo la
    fase 1 / 2 / 3 vale 5 / 10 / 15 (una volta). I punti della carta master vengono per ultimi. Ogni
    aggiunta è un passo a sé sulla pista, quindi un segnapunti che finisce su un altro salta ogni
    volta al primo spazio libero. Poi il giocatore con meno punti (a parità: il primo nell'ordine
    di turno) può spostare il re su qualunque spazio di castello vuoto e inizia la fase seguente.
    Se più giocatori condividono il punteggio finale più alto, condividono la vittoria.
    @scoring

    VERSIONE AVANZATA (opzione)
    I giocatori posizionano da sé le 8 fondamenta, ciascuna ad almeno 3 passi (lungo i lati) dalle
    altre. Ognuno ha in mano le sue dieci carte fin dall'inizio; non si acquistano carte. Una carta
    master (pescata o scelta) offre punti extra. Dal secondo round di una fase, chi è in testa
    inizia ogni round.
    Le carte master («fine» = contata dopo la fase 3):
     1. Sei cavalieri su sei livelli diversi (fine): 40.
     2. Tutti e sei sullo stesso livello (fine): 50.
     3. Tutti e sei in una riga o colonna (fine): 50.
     4. Quattro cavalieri agli angoli di un quadrato (fine): 50.
     5. Cavalieri sul bordo: 2/5/10 ciascuno dopo la fase 1/2/3, più altrettanto a chi ne ha di più
       (senza pareggi).
     6. Cavalieri su esattamente 4/5/6 castelli dopo la fase 1/2/3: 5/15/30.
     7. Cavalieri su una diagonale lunga: come la carta 5.
     8. Tutti e sei i cavalieri collegati lungo i lati (fine): 40.

## Perché una mossa è buona: una frase dopo «Consiglio: <mossa> — », in minuscolo; punti come se la fase fosse conteggiata adesso

torres-reason-score = così il tuo prossimo conteggio sale di { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }
torres-reason-score-king = così il tuo prossimo conteggio sale di { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }, bonus del re compreso
torres-reason-score-master = così il tuo prossimo conteggio sale di { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }, bonus della carta master compreso
torres-reason-king-bonus = così ottieni il bonus del re di { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    } al prossimo conteggio
torres-reason-takes = così { $colour ->
        [red] Rosso
        [blue] Blu
        [yellow] Giallo
       *[green] Verde
    } perde { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    } al prossimo conteggio
torres-reason-takes-king = così { $colour ->
        [red] Rosso
        [blue] Blu
        [yellow] Giallo
       *[green] Verde
    } perde il bonus del re di { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }
torres-reason-blocks = così blocchi un passo che avrebbe fatto salire di { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    } il prossimo conteggio di { $colour ->
        [red] Rosso
        [blue] Blu
        [yellow] Giallo
       *[green] Verde
    }
torres-reason-prepares = così prepari un passo che farebbe salire di { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    } il tuo prossimo conteggio
torres-reason-hop = così guadagni { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }: il tuo segnapunti scavalca un altro segnapunti
torres-reason-lead = così passi in testa, e chi è in testa inizia il prossimo round
torres-reason-keeps-king = così mantieni il bonus del re di { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }
