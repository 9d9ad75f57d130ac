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

## Lezioni

torres-lesson-goal-title = L'obiettivo
torres-lesson-goal-summary = I tuoi cavalieri fanno punti con i castelli su cui stanno: superficie per livello.
torres-lesson-goal-up-task = Un castello dà punti ai cavalieri che ci stanno sopra: la sua superficie (quanti spazi occupa) per il livello del cavaliere (su quanti pezzi di torre sta). Il tuo cavaliere in { $from } è al livello { $level } di un castello di superficie { $area }. Fallo salire in { $to }: un passo costa 1 dei tuoi 5 punti azione e sale al massimo di un livello.
torres-lesson-goal-up-done = Livello { $level } su un castello di superficie { $area }: { $area } × { $level } = { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    } al prossimo conteggio.
torres-lesson-goal-grow-task = Un pezzo di torre sul terreno accanto a un castello lo allarga di uno spazio, e ogni cavaliere che ci sta sopra fa più punti. Posiziona un pezzo (1 punto azione) sul terreno accanto al castello del tuo cavaliere.
torres-lesson-goal-grow-done = Ora il castello ha superficie { $area }, quindi il tuo cavaliere al livello { $level } vale { $area } × { $level } = { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }.
torres-lesson-goal-pick-task = Un cavaliere sul terreno (livello 0) non fa punti. Fai salire il tuo cavaliere sul castello dove farà più punti.
torres-lesson-goal-pick-done = { $area } × 1 = { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }: allo stesso livello, il castello più grande rende di più.
torres-lesson-ap-title = Punti azione
torres-lesson-ap-summary = A ogni turno hai 5 punti azione per nuovi cavalieri, passi e pezzi di torre.
torres-lesson-ap-knight-task = Un nuovo cavaliere costa 2 punti azione. Va su uno spazio vuoto adiacente a uno dei tuoi cavalieri, allo stesso livello o più in basso. Aggiungi un nuovo cavaliere il più in alto possibile.
torres-lesson-ap-knight-done = Il tuo nuovo cavaliere è al livello { $level }, in alto quanto il cavaliere a cui si unisce. È costato 2 punti azione, quindi in questo turno te ne { $left ->
        [one] resta { $left }
       *[other] restano { $left }
    }.
torres-lesson-ap-stack-task = Ogni turno consuma una delle tue pile di pezzi, e ogni pezzo costa 1 punto azione. Ti restano 1 punto azione e 2 pezzi: posiziona un pezzo sul terreno accanto al tuo castello, termina il turno, poi metti il pezzo non usato sulla tua pila da 2 (una pila ne tiene al massimo 3).
torres-lesson-ap-stack-done = La tua pila da 2 ora ha 3 pezzi per un turno successivo di questa fase. Un pezzo che non trova posto sulle tue pile torna nella riserva.
torres-lesson-ap-stairs-task = Un pezzo può anche andare in cima a uno spazio di castello vuoto, che diventa più alto. Hai 5 punti azione e 3 pezzi: porta il tuo cavaliere al livello { $level } prima della fine del turno.
torres-lesson-ap-stairs-done = Il livello { $level } in un solo turno: tre pezzi hanno costruito la scala e due passi l'hanno salita, tutti e 5 i punti azione.
torres-lesson-building-title = Costruire
torres-lesson-building-summary = I pezzi rendono i castelli più grandi o più alti, mai più alti della loro superficie, e non uniscono mai due castelli.
torres-lesson-building-tall-task = Un castello non può mai essere più alto della sua superficie. Questo ha superficie { $area } e { $square } ha già altezza { $area }, quindi per ora non può ricevere un altro pezzo. Prima posiziona un pezzo sul terreno accanto al castello, poi uno in cima a { $square }.
torres-lesson-building-tall-done = Ora { $square } ha altezza { $height }, su un castello di superficie { $area }: alto quanto può essere finché il castello non si allarga di nuovo.
torres-lesson-building-join-task = I castelli possono toccarsi solo negli angoli: un pezzo non può mai unire due castelli, né fondarne uno nuovo. Allarga di uno spazio il castello del tuo cavaliere.
torres-lesson-building-join-done = Il tuo castello si è allargato senza toccarne un altro. Un pezzo in { $first } o in { $second } lo avrebbe unito al castello di { $castle }, perciò quegli spazi erano chiusi.
torres-lesson-building-best-task = Ti restano 1 punto azione e 1 pezzo. Posiziona il pezzo dove rende di più al prossimo conteggio: ogni castello paga la sua superficie per il livello del tuo cavaliere più alto lì.
torres-lesson-building-best-done = Ora il castello del tuo cavaliere ha superficie { $area }: con il cavaliere al livello { $level }, quel solo pezzo rende { $gain ->
        [one] { $gain } punto
       *[other] { $gain } punti
    }, più che in qualsiasi altro posto.
torres-lesson-climbing-title = Salire
torres-lesson-climbing-summary = I cavalieri salgono di un livello per passo, scendono di qualsiasi altezza e attraversano i castelli.
torres-lesson-climbing-steps-task = Un passo porta un cavaliere su uno spazio vicino vuoto lungo un lato, mai in diagonale. Sale al massimo di un livello, ma può scendere di quanti livelli vuole. Sali in { $to } (altezza { $height }) in due passi.
torres-lesson-climbing-steps-done = Livello { $level }, un livello per passo. Scendere non ha mai limiti: da lassù un solo passo può riportare il cavaliere dritto a terra.
torres-lesson-climbing-through-task = Per 1 punto azione un cavaliere può anche attraversare un castello: entra da uno spazio vicino del castello più alto del suo livello, cammina all'interno senza salire ed esce su uno spazio vuoto accanto a uno spazio attraversato, non più alto del livello a cui camminava. Attraversa il castello fino a { $target } in una sola mossa.
torres-lesson-climbing-through-done = Tutto il tragitto per 1 punto azione: girando intorno al castello ci sarebbero voluti { $steps ->
        [one] { $steps } passo
       *[other] { $steps } passi
    }.
torres-lesson-climbing-trip-task = Ti restano 2 punti azione. Porta il tuo cavaliere sul castello di { $castle } prima della fine del turno.
torres-lesson-climbing-trip-done = Attraverso il castello fino all'altro lato, poi un livello più su: tutto il tragitto è costato 2 punti azione.
torres-lesson-scoring-title = Il conteggio
torres-lesson-scoring-summary = Dopo ogni fase ogni castello paga la sua superficie per il livello del tuo cavaliere più alto lì.
torres-lesson-scoring-once-task = Un castello conta una sola volta per te: vale solo il tuo cavaliere più alto lì. Il tuo cavaliere in { $square } non aggiunge nulla, perché l'altro tuo cavaliere sta più in alto sullo stesso castello. Con i tuoi 2 punti azione portalo sul castello di { $castle }.
torres-lesson-scoring-once-done = Ora fanno punti entrambi i cavalieri: { $area } × { $level } = { $points } sul primo castello e { $area2 } × { $level2 } = { $points2 } sull'altro.
torres-lesson-scoring-end-task = Ogni castello viene conteggiato quando una fase finisce, dopo il suo ultimo turno. Questo è l'ultimo turno della fase 2: fai salire il tuo cavaliere da { $from } a { $to }, poi termina il turno.
torres-lesson-scoring-end-done = La fase 2 è conteggiata: il tuo cavaliere al livello { $level } di un castello di superficie { $area } ha guadagnato { $area } × { $level } = { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }. Dopo la fase 3 arriva l'ultimo conteggio, e vince chi ha più punti.
torres-lesson-scoring-best-task = Resta un punto azione: quale cavaliere deve salire? Un livello vale tanti punti quanta è la superficie del suo castello. Fai il passo che rende di più al prossimo conteggio.
torres-lesson-scoring-best-done = Un livello in più sul castello di superficie { $area } rende { $area ->
        [one] { $area } punto
       *[other] { $area } punti
    }; sul castello di superficie { $small } renderebbe solo { $small }. Sali dove i castelli sono grandi.
torres-lesson-king-title = Il bonus del re
torres-lesson-king-summary = Un cavaliere esattamente al livello 1, 2 o 3 del castello del re guadagna un bonus dopo la fase 1, 2 o 3.
torres-lesson-king-add-task = Il castello su cui sta il re paga un bonus: dopo la fase 1, { $bonus ->
        [one] { $bonus } punto
       *[other] { $bonus } punti
    } a ogni giocatore con un cavaliere esattamente al suo livello 1. Il tuo cavaliere lì è al livello 2 e fa punti con il castello. Con i tuoi 2 punti azione ottieni anche il bonus.
torres-lesson-king-add-done = Due cavalieri, due premi: quello al livello { $level } fa punti con il castello ({ $area } × { $level } = { $points }), quello al livello 1 ottiene il bonus del re di { $bonus }.
torres-lesson-king-move-task = Dopo ogni conteggio, il giocatore con meno punti può spostare il re su qualsiasi spazio di castello vuoto, oppure lasciarlo dov'è. Ora tocca a te. Sta per cominciare la fase 2, e il suo bonus del re vale { $bonus ->
        [one] { $bonus } punto
       *[other] { $bonus } punti
    } per un cavaliere esattamente al livello { $level } del castello del re. Metti il re dove ti aiuta.
torres-lesson-king-move-done = Ora il re sta sul castello del tuo cavaliere: se quel cavaliere è ancora al livello { $level } alla fine della fase 2, guadagni { $bonus ->
        [one] { $bonus } punto
       *[other] { $bonus } punti
    } in più.
torres-lesson-king-best-task = La fase 3 finisce dopo questo round, e il suo bonus del re vale { $bonus ->
        [one] { $bonus } punto
       *[other] { $bonus } punti
    } per un cavaliere esattamente al livello { $level } del castello del re. Con il tuo ultimo punto azione, fai la mossa che rende di più al conteggio finale.
torres-lesson-king-best-done = Un livello più in basso, eppure { $gain ->
        [one] { $gain } punto
       *[other] { $gain } punti
    } in più: ora il castello paga { $area } × { $to } invece di { $area } × { $from }, e il bonus del re aggiunge { $bonus }.
torres-lesson-cards-title = Carte azione
torres-lesson-cards-summary = Acquista una carta per 1 punto azione e giocane una per turno gratis.
torres-lesson-cards-take-task = Le carte azione piegano le regole. Acquistarne una costa 1 punto azione, al massimo due per turno: guardi le tre carte in cima al tuo mazzo, ne tieni una e rimetti ognuna delle altre in cima o in fondo, come preferisci. Acquista una carta.
torres-lesson-cards-take-done = La carta che hai tenuto è nella tua mano, nascosta agli altri. Puoi giocarla dal tuo prossimo turno, mai nel turno in cui l'hai acquistata.
torres-lesson-cards-climb-task = Giocare una carta non costa punti azione, ma puoi giocare una sola carta per turno. Sali di 2 porta un cavaliere su uno spazio vicino fino a 2 livelli più in alto. Giocala per portare il tuo cavaliere da { $from } a { $to } (altezza { $height }).
torres-lesson-cards-climb-done = Dal livello 1 al livello 3 in una sola mossa, e hai ancora tutti i tuoi punti azione.
torres-lesson-cards-diagonal-task = Non ti restano punti azione, ma hai due carte in mano. Porta il tuo cavaliere sul castello di { $castle }, che tocca il tuo solo in un angolo.
torres-lesson-cards-diagonal-done = Diagonale attraversa l'angolo dove si toccano due castelli: ora il tuo cavaliere è al livello { $level } del castello di { $castle }.
torres-lesson-why-end-turn = Non ancora: appena termini il turno tocca all'altro giocatore, e questo compito resta da fare.
torres-lesson-why-score = Far avanzare il segnapunti costa 1 punto azione per spazio; questo passo chiede altro.
torres-lesson-why-take-card = Una nuova carta costa 1 punto azione e non si può giocare in questo turno; a questo passo non serve.
torres-lesson-to-ground = In { $square } il tuo cavaliere starebbe sul terreno, al livello 0, dove non fa punti.
torres-lesson-down = In { $square } il tuo cavaliere scenderebbe al livello { $level }.
torres-lesson-same-level = In { $square } il tuo cavaliere resterebbe al livello { $level }, non più in alto di adesso.
torres-lesson-gain-less = Così guadagni { $gain ->
        [one] { $gain } punto
       *[other] { $gain } punti
    } al prossimo conteggio, ma un'altra mossa ne dà { $best }.
torres-lesson-gain-none = Così non guadagni nulla al prossimo conteggio, ma un'altra mossa dà { $best ->
        [one] { $best } punto
       *[other] { $best } punti
    }.
torres-lesson-gain-loss = Così perdi { $loss ->
        [one] { $loss } punto
       *[other] { $loss } punti
    } al prossimo conteggio, mentre un'altra mossa ne dà { $best }.
torres-lesson-else-step-up = Così il tuo cavaliere non si muove: fallo salire da { $from } a { $to }.
torres-lesson-block-taller = Quel pezzo rende { $square } più alto, ma il castello del tuo cavaliere mantiene la sua superficie di { $area }, quindi il tuo cavaliere non fa più punti. Posiziona il pezzo sul terreno accanto al castello.
torres-lesson-block-other-castle = Quel pezzo allarga il castello di { $square }, non quello su cui sta il tuo cavaliere.
torres-lesson-else-block = Così non costruisci: posiziona un pezzo sul terreno accanto al castello del tuo cavaliere.
torres-lesson-new-knight-lower = In { $square } il nuovo cavaliere starebbe al livello { $level }; { $best }, anch'esso accanto al tuo cavaliere, è più in alto.
torres-lesson-else-new-knight = Questo non è un nuovo cavaliere: aggiungine uno (2 punti azione) accanto al tuo cavaliere.
torres-lesson-why-return = Così il pezzo torna nella riserva; sulla tua pila da 2 resta tuo per un turno successivo.
torres-lesson-stairs-stuck = Dopo questo il tuo cavaliere non può più arrivare al livello { $level } in questo turno: servono tre pezzi sul suo castello e due passi, tutti e 5 i punti azione.
torres-lesson-else-grow-first = Prima allarga il castello: posiziona un pezzo sul terreno accanto.
torres-lesson-now-tower = Ora il tuo castello ha superficie { $area }, quindi { $square } può salire fino ad altezza { $height }: posiziona lì il pezzo.
torres-lesson-else-climb = Così il tuo cavaliere non si muove: sali in { $to } un passo alla volta.
torres-lesson-through-elsewhere = Quell'attraversamento del castello finisce in { $square }; il compito è { $target }, dall'altro lato.
torres-lesson-through-not-step = Un passo avanza di un solo spazio; attraversando il castello arrivi in { $target } con lo stesso punto azione.
torres-lesson-else-through = Così il tuo cavaliere non si muove: fagli attraversare il castello fino a { $target }.
torres-lesson-cannot-reach = Dopo questo il tuo cavaliere non può più arrivare al castello di { $castle } con i punti azione rimasti.
torres-lesson-keep-high = Il tuo cavaliere in { $square } è quello che fa punti con questo castello: muovi l'altro.
torres-lesson-end-now = Ora termina il turno: così finisce la fase e i castelli vengono conteggiati.
torres-lesson-step-before-scoring = Non ancora: prima sali. Il conteggio guarda i livelli su cui stanno i tuoi cavalieri alla fine della fase.
torres-lesson-king-theirs = Con il re lì, il bonus andrebbe al cavaliere del tuo avversario al livello { $level }, non a te.
torres-lesson-king-none = Nessuno dei tuoi cavalieri è al livello { $level } del castello di { $square }: con il re lì non ottieni alcun bonus.
torres-lesson-take-a-card = Questo passo riguarda le carte: acquistane una, per 1 punto azione.
torres-lesson-card-not-step = Un passo sale al massimo di un livello; Sali di 2 porta il tuo cavaliere in { $to } senza spendere punti azione.
torres-lesson-else-card = Così il tuo cavaliere non arriva in { $to }: gioca Sali di 2.
torres-lesson-climb2-edge = Sali di 2 si muove solo lungo un lato, e il castello di { $castle } tocca il tuo solo in un angolo.
