# Castellan – le schermate dell'app. Le parole di ogni gioco sono in <gioco>.ftl.

## Barra in alto, lingua, avvisi

app-home = Home
app-language = Lingua
app-dismiss = Chiudi
app-language-failed = Impossibile caricare { $language }, quindi Castellan resta in italiano. Controlla la connessione e scegli di nuovo la lingua.
app-texts-failed = Non è stato possibile caricare alcuni testi di Castellan, quindi parti dello schermo mostrano i loro nomi interni. Controlla la connessione e ricarica la pagina.
app-link-opened = Partita condivisa aperta. Ora è una partita locale che puoi continuare.
app-link-opened-existing = Questo link è una partita che hai già qui: si apre dove punta il link e continua nella stessa partita salvata.
app-shared-title = { $title } · condivisa
app-player = Giocatore { $number }

## Colori dei posti

colour-red = Rosso
colour-blue = Blu
colour-yellow = Giallo
colour-green = Verde

## Livelli dei bot

level-easy = Facile
level-normal = Medio
level-hard = Difficile

## Home

home-title = Gioca
home-saved-games = Partite salvate
home-continue = Continua: { $title }
home-review = Rivedi: { $title }
home-picture = Tavoliere di { $game }
home-tagline-torres = Innalzate castelli insieme, scalateli con i vostri cavalieri e segnate punti con l'altezza: da 2 a 4 giocatori.
home-tagline-torri = Salta, cattura e impila torri, poi porta a casa i tuoi prigionieri: da 2 a 4 giocatori.
home-tagline-voldetour = Costruisci una strada di Blocchi e Scale nell'aria e porta il tuo Signore sulla Torre nemica: 2 o 4 giocatori.
home-tagline-fortaleza = Scacchi d'assedio per due: costruisci una Fortezza, schiera il tuo esercito nella nebbia di guerra, poi dai scacco matto al Re o prendi per fame la sua Fortezza.
home-new-game = Nuova partita
home-how-to-play = Come si gioca
home-new-game-of = Nuova partita a { $game }
home-how-to-play-of = Come si gioca a { $game }
home-learn = Impara a giocare
home-learn-of = Impara a giocare a { $game }
home-footnote = Tutto funziona nel tuo browser, anche offline. Le partite sono salvate su questo dispositivo.

## Nuova partita

new-game-title = Nuova partita a { $game }
new-game-back = Indietro
new-game-players = Giocatori
new-game-player-count = Numero di giocatori
new-game-seat-name = Nome del posto { $seat }
new-game-seat-kind = Chi gioca al posto { $seat }
new-game-human = Persona
new-game-bot-easy = Bot · Facile
new-game-bot-normal = Bot · Medio
new-game-bot-hard = Bot · Difficile
new-game-you = Tu
new-game-bot-name = Bot ({ $colour })
new-game-variants = Varianti
new-game-seed = Seme
new-game-seed-random = casuale
new-game-seed-help-cards = Lo stesso seme e le stesse mosse distribuiscono sempre le stesse carte.
new-game-seed-help-dice = Lo stesso seme e le stesse mosse danno sempre gli stessi lanci di dado.
new-game-seed-help-bots = In questo gioco nulla dipende dalla fortuna: il seme decide solo quale tra più scelte ugualmente buone fanno i bot.
new-game-start = Inizia
new-game-game-title = { $game } · { $players }
new-game-versus = contro

## Schermata di gioco

play-no-game = Nessuna partita in corso.
play-share = Condividi
play-share-title = Copia un link a questa partita
play-rules = Regole
play-rules-title = { $input ->
    [touch] Regole
   *[mouse] Regole (?)
}

play-thinking = Sto pensando…
play-first = Posizione iniziale
play-first-title = { $input ->
    [touch] Posizione iniziale
   *[mouse] Posizione iniziale (Home)
}
play-back = Indietro
play-back-title = { $input ->
    [touch] Indietro
   *[mouse] Indietro (←)
}
play-forward = Avanti
play-forward-title = { $input ->
    [touch] Avanti
   *[mouse] Avanti (→)
}
play-live = Posizione attuale
play-live-title = { $input ->
    [touch] Posizione attuale
   *[mouse] Posizione attuale (Fine)
}
play-undo = Annulla mossa
play-undo-title = { $input ->
    [touch] Annulla mossa
   *[mouse] Annulla mossa (Ctrl+Z)
}
play-redo = Ripeti
play-redo-title = { $input ->
    [touch] Ripeti
   *[mouse] Ripeti (Ctrl+Y)
}
play-undo-title-many = { $count ->
    [one] Annulla: torna al tuo turno annullando { $count } azione
   *[other] Annulla: torna al tuo turno annullando { $count } azioni
}
play-undo-refused-history = Stai guardando una posizione precedente: torna a quella attuale per annullare una mossa.
play-undo-refused-nothing = Non hai ancora niente da annullare.
play-undo-refused-over = La partita è finita: le mosse restano come sono state giocate.
play-undo-refused-bot-revealed = La risposta al tuo turno ha mostrato a tutti un tiro o pezzi nascosti, quindi il tuo turno resta.
play-undo-refused-seen = Quello che hai tirato o pescato resta: l’hai già visto.
play-undo-refused-turn-passed = Quel turno è finito: tocca al giocatore successivo.
play-undo-refused-bot-turn = Annullare ora lascerebbe subito muovere di nuovo un bot.
play-redo-title-many = { $count ->
    [one] Ripeti: rigioca { $count } azione annullata
   *[other] Ripeti: rigioca le { $count } azioni annullate
}
play-hint = Consiglio
play-hint-title = Suggerisci una mossa
play-hint-text = Consiglio: { $move }
# The hint with why its move is good ($reason: a clause of the game's file, "it captures the red tower of 3").
play-hint-text-why = Consiglio: { $move } — { $reason }
play-resign = Abbandona
play-resign-title = Abbandona questa partita
play-resign-heading = { $you ->
    [yes] Abbandonare questa partita?
   *[no] Abbandonare la partita per { $name }?
}
play-resign-text-two = La partita finisce ora e vince { $name }.
play-resign-text-ranked = La partita finisce ora: gli altri giocatori sono classificati in base al punteggio attuale e vince il migliore.
play-resign-text-shared = La partita finisce ora e gli altri giocatori si dividono la vittoria.
play-resign-confirm = Abbandona
play-resign-cancel = Continua a giocare
play-pause = Pausa
play-resume = Riprendi
play-bot-speed = Velocità dei bot
play-speed-slow = Lenta
play-speed-normal = Normale
play-speed-fast = Veloce
play-speed-instant = Immediata
play-animations = Animazioni
play-log = Mosse giocate
play-announce = { $player }: { $move }
# Before the actions of a turn of several, listed one by one.
play-turn-by = { $player }:
play-no-moves-yet = Ancora nessuna mossa.
play-announce-undone = { $you ->
    [yes] { $count ->
            [one] { $count } azione annullata. Tocca a te.
           *[other] { $count } azioni annullate. Tocca a te.
        }
   *[no] { $count ->
            [one] { $count } azione annullata. Tocca a { $player }.
           *[other] { $count } azioni annullate. Tocca a { $player }.
        }
}
play-announce-redone = { $count ->
    [one] { $count } azione ripetuta.
   *[other] { $count } azioni ripetute.
}
play-share-heading = Condividi questa partita
play-share-link = Link a questa partita
play-share-text = Chi apre questo link vede esattamente questa partita e può continuarla da qui. Il link è stato copiato negli appunti.
play-share-done = Fatto
play-handover-title = { $you ->
    [yes] Tocca a te: prendi il dispositivo
   *[no] Passa il dispositivo a { $name }
}
play-handover-text = Il tavoliere resta nascosto finché il prossimo giocatore non ha il dispositivo.
play-handover-ready = { $you ->
    [yes] Sono io: mostra il mio turno
   *[no] Sono { $name }: mostra il mio turno
}

## Fine della partita

end-draw = La partita è patta.
end-you-win = Hai vinto!
end-winner = Vince { $name }!
end-shared-win = Vittoria condivisa: { $names }
end-resigned = { $you ->
    [yes] Hai abbandonato.
   *[no] { $name } ha abbandonato.
}
end-resigned-many = Hanno abbandonato: { $names }.
end-bots-resigned = I bot hanno abbandonato: non potevano più vincere.
end-review = Guarda il tavoliere
end-review-bot = Analizza con il bot
end-new-game = Nuova partita
end-home = Home
end-kept = La partita finita resta tra le partite salvate.
chart-label = Punteggi durante la partita
chart-moves = mosse

## Analizzare una partita finita con il bot

review-heading = Analisi con il bot
review-intro = Il bot riesamina ogni decisione di un giocatore, sapendo solo quello che quel giocatore sapeva allora, e segnala quelle che gli sono costate di più in probabilità di vittoria.
review-player = Giocatore
review-start = Trova gli errori
review-again = Analizza di nuovo
review-progress = Decisione { $done } di { $total }
review-cancel = Ferma
review-stopped = Analisi interrotta dopo { $done } decisioni su { $total }.
review-none = Questo giocatore non ha avuto decisioni da analizzare.
review-clean = Nessuna imprecisione, errore o errore grave: ben giocato!
review-count-blunder = { $count ->
    [one] 1 errore grave
   *[other] { $count } errori gravi
}
review-count-mistake = { $count ->
    [one] 1 errore
   *[other] { $count } errori
}
review-count-inaccuracy = { $count ->
    [one] 1 imprecisione
   *[other] { $count } imprecisioni
}
review-blunder = Errore grave
review-mistake = Errore
review-inaccuracy = Imprecisione
review-marked = Decisioni segnalate
review-chart = { $name }: probabilità di vittoria dopo ogni decisione
review-percent = { $value }%
review-cost-blunder = Errore grave: probabilità di vittoria { $after }% dopo questa mossa, contro { $before }% con la mossa migliore.
review-cost-mistake = Errore: probabilità di vittoria { $after }% dopo questa mossa, contro { $before }% con la mossa migliore.
review-cost-inaccuracy = Imprecisione: probabilità di vittoria { $after }% dopo questa mossa, contro { $before }% con la mossa migliore.
review-better = Mossa migliore: { $move }.
review-better-why = Mossa migliore: { $move } — { $reason }.
review-fine = Una buona decisione: il bot non ha trovato niente di chiaramente migliore ({ $value }% di probabilità di vittoria).

## Partite salvate

saves-title = Partite salvate
saves-back = Indietro
saves-empty = Ancora nessuna partita salvata. Ogni partita che giochi viene salvata qui automaticamente.
saves-summary = { $moves ->
    [one] { $game } · { $moves } mossa · { $players }
   *[other] { $game } · { $moves } mosse · { $players }
}
saves-last-played = Ultima giocata: { $date }
# A saved game as its buttons name it: its title and when it was last played (titles repeat).
saves-entry-name = { $title } ({ $date })
saves-resume = Riprendi
saves-review = Rivedi
saves-new-name = Nuovo nome
saves-rename = Rinomina
saves-delete = Elimina
saves-other-version = Creata da un'altra versione
saves-damaged = Salvataggio danneggiato
saves-damaged-game = Salvataggio danneggiato: { $game }
saves-other-version-text = Questa partita non si può rigiocare qui: { $reason }.
saves-damaged-text = Questa voce non è leggibile: { $reason }.
saves-kept = I suoi dati restano come sono; puoi esportarli.
saves-export = Esporta
saves-resume-named = Riprendi «{ $title }»
saves-review-named = Rivedi «{ $title }»
saves-rename-named = Rinomina «{ $title }»
saves-delete-named = Elimina «{ $title }»
saves-export-named = Esporta «{ $title }»
# How a finished game ended, in the saved-games list and on the home screen.
result-you-won = Finita: hai vinto.
result-winner = Finita: ha vinto { $name }.
result-winners = Finita: { $names } condividono la vittoria.
result-draw = Finita: patta.
result-score = Punteggio finale: { $scores }.
result-score-entry = { $name } { $score }

## Regole (intorno al testo di ogni gioco)

rules-title = Come si gioca a { $game }
rules-back = Indietro
rules-keys = COMANDI
rules-keys-history = ← / → scorrono la partita, Home / Fine vanno all'inizio o alla posizione attuale.
rules-keys-undo = Ctrl+Z annulla la tua ultima azione di questo turno (mai un tiro di dado o una carta vista); contro i bot, finito il tuo turno, annulla quel turno insieme alle risposte dei bot in un colpo solo. Ctrl+Y ripete.
rules-keys-help = ? apre queste regole.
board-zoom = Zoom
board-zoom-in = { $input ->
    [touch] Ingrandisci
   *[mouse] Ingrandisci (+)
}
board-zoom-out = { $input ->
    [touch] Riduci
   *[mouse] Riduci (−)
}
board-zoom-reset = { $input ->
    [touch] Tabellone intero
   *[mouse] Tabellone intero (0)
}
rules-keys-zoom = In una vista 3D, + e − ingrandiscono e riducono, 0 mostra di nuovo il tabellone intero.
rules-keys-targets = Su un tabellone, A dice dove puoi agire ora (con un lettore di schermo: le caselle su cui agire, elencate quando sono poche).
rules-keys-touch = Su uno schermo tattile: tocca un pezzo, poi dove deve andare; tieni un dito su una casella per vedere cosa c'è senza giocare; avvicina due dita su una vista 3D per lo zoom e, ingrandita, trascinala con un dito per spostarti.
rules-keys-touch-flat = Su uno schermo tattile: tocca un pezzo, poi dove deve andare; tieni un dito su una casella per vedere cosa c'è senza giocare.

## Problemi segnalati al giocatore

app-error-bot-move = La mossa del bot è stata rifiutata: { $reason }.
app-error-nothing-to-undo = Niente da annullare in questo turno.
app-error-nothing-to-redo = Niente da ripetere.
app-error-game-changed = Nel frattempo la partita è cambiata; non è stato giocato nulla.
app-error-resume = Non è stato possibile riprendere la tua ultima partita. { $reason } Resta tra le partite salvate, da dove puoi esportarla.
app-error-rename = Non è stato possibile rinominare la partita. { $reason }
app-error-link = { $reason } Le tue partite salvate non sono state toccate.
app-error-bad-seed = Il seme deve essere un numero intero (oppure vuoto per una partita casuale).
app-error-options = Con queste opzioni non si può iniziare una partita: { $reason }.
app-error-export = Il browser non è riuscito a preparare il file da scaricare.
app-error-crashed = L'ultima volta Castellan si è fermato per un errore, quindi la tua partita non è stata ripresa. Resta tra le partite salvate.
app-error-bot-unavailable = Non è stato possibile avviare i bot, quindi ora nessun bot può muovere né dare un suggerimento. Controlla la connessione e ricarica la pagina; la partita resta salvata.

storage-full = La memoria del browser è piena, quindi questa partita non viene salvata. Il gioco continua; elimina vecchie partite per liberare spazio.
storage-unavailable = Questo browser non permette di salvare le partite, quindi i progressi non vengono conservati.
storage-missing = Questa partita salvata non esiste più.
storage-damaged = Questa partita salvata non si può aprire: { $reason }.

# Regole, riproduzioni e salvataggi: questi testi seguono i due punti e iniziano in minuscolo.
error-game-over = la partita è già finita
error-no-such-choice = non esiste un'azione consentita numero { $number } (solo { $choices })
error-wrong-game = questa azione appartiene a un altro gioco
replay-past-the-end = le mosse continuano dopo la fine della partita
replay-illegal = una mossa viola le regole ({ $rule })
replay-bad-index = le mosse non corrispondono più alla partita (mossa { $move })
replay-truncated = le mosse si interrompono (mossa { $move })
replay-trailing-data = dopo l'ultima mossa c'è dell'altro
replay-bad-resignation = l'abbandono registrato non è possibile
replay-unsettled = il tiro non è stabilito (mossa { $move })
replay-not-dealt = le carte di questa partita non si possono distribuire come indica la sua registrazione
load-unreadable-options = le opzioni della partita non sono leggibili ({ $problem })
load-options = opzioni della partita non valide: { $reason }
load-older-rules = è stata creata con una versione più vecchia delle regole di { $game } (versione { $made }; questa app gioca la versione { $current }), quindi non si può rigiocare esattamente
load-newer-rules = è stata creata con una versione più recente delle regole di { $game } (versione { $made }; questa app gioca la versione { $current }): aggiorna l'app per aprirla
save-unreadable = i dati salvati sono danneggiati ({ $problem })
save-unreadable-game = i dati salvati sono danneggiati ({ $game }: { $problem })
data-garbled = il testo è alterato alla riga { $line }, carattere { $column }
data-cut-short = il testo si interrompe alla riga { $line }, carattere { $column }
data-wrong-content = manca qualcosa o c'è un valore sbagliato alla riga { $line }, carattere { $column }
data-write-failed = Non è stato possibile scrivere la partita, quindi questo non si è potuto fare (un errore interno). La partita continua come prima.
options-player-count = il gioco è per { $needed } giocatori, non per { $players }
options-player-range = il gioco è per { $min }-{ $max } giocatori, non per { $players }
options-player-choice = il gioco è per { $one } o { $other } giocatori, non per { $players }
options-height-limit-too-low = il limite di altezza deve essere almeno { $min } (non { $limit })
options-free-carry-too-low = l'altezza per riportare i pezzi a casa deve essere almeno { $min } (non { $height })
options-master-needs-own-decks = la versione master si gioca con le dieci carte proprie di ogni giocatore
options-master-card-without-master = una carta master richiede la versione master
options-master-card-range = le carte master sono numerate da { $min } a { $max } (non { $card })
options-rules-version = la versione { $version } delle regole non è supportata
save-unknown-format = salvata con una versione di formato sconosciuta, { $version }
save-unknown-game = gioco sconosciuto «{ $game }»
save-seat-count = { $recorded ->
    [one] { $recorded } posto registrato per una partita a { $needed } giocatori
   *[other] { $recorded } posti registrati per una partita a { $needed } giocatori
}

## Link condivisi

link-not-a-game = Questo link non contiene una partita.
link-missing = Questo link di partita è incompleto (manca: { $field }).
link-unknown-game = Questo link è per un gioco che non conosciamo («{ $game }»).
link-other-version = Questo link è stato creato da un'altra versione di Castellan (formato del link { $version }).
link-damaged-field = Questo link di partita è danneggiato ({ $field }: { $problem }).
link-altered = Questo link di partita è stato troncato o alterato, quindi non è affidabile.
link-other-rules = Questo link di partita non si può aprire: { $reason }.
link-illegal-moves = Questo link di partita non si può aprire: { $reason }.
link-damaged = Questo link di partita è danneggiato: { $reason }.
link-field-game = nome del gioco
link-field-format = versione del formato
link-field-rules = versione delle regole
link-field-seed = seme
link-field-options = opzioni della partita
link-field-count = numero di mosse
link-field-actions = elenco delle mosse
link-field-check = codice di controllo
link-field-ply = numero della posizione
link-field-seats = giocatori
link-field-id = identificativo della partita
link-field-owners = dispositivi
link-field-commitments = impegni
link-field-reveals = rivelazioni
link-field-pending = mossa lasciata all'altro dispositivo
link-field-dice = quote dei tiri
link-field-roll = richiesta di tiro
link-field-decks = mazzi di carte
link-field-resigned = abbandono
link-field-sender = dispositivo che lo invia
link-problem-not-a-number = non è un numero
link-problem-not-base64 = base64 non valido
link-problem-not-text = non è testo
link-problem-too-large = troppo grande per essere vero
link-problem-past-the-end = oltre l'ultima mossa
link-problem-not-players = non è un elenco di giocatori
link-problem-player-count = non c'è un giocatore per posto
link-problem-player-name = un nome è vuoto, troppo lungo o non è testo semplice
link-problem-player-kind = un tipo di giocatore sconosciuto

## The page outside the app (tab title, description)

app-page-title-home = Castellan — giochi di torri e castelli
app-page-title = { $screen } — Castellan
app-page-description = Giochi da tavolo di torri e castelli nel browser: gioca con gli amici sullo stesso dispositivo o contro un bot locale, completamente offline.

## Boards, for screen readers: a cell's name and the targets said in the live region

board-cell-action = { $cell } — { $action }
board-cell-target = { $cell } — puoi giocare qui
board-cell-pick = { $cell } — puoi selezionarlo
board-targets = { $count ->
    [one] { $count } casella dove giocare: { $squares }.
   *[other] { $count } caselle dove giocare: { $squares }.
}
board-targets-many = { $count ->
    [one] { $count } casella dove giocare; sposta il cursore per sentirla.
   *[other] { $count } caselle dove giocare; sposta il cursore per sentirle.
}
board-picks = { $count ->
    [one] { $count } casella da selezionare: { $squares }.
   *[other] { $count } caselle da selezionare: { $squares }.
}
board-picks-many = { $count ->
    [one] { $count } casella da selezionare; sposta il cursore per sentirla.
   *[other] { $count } caselle da selezionare; sposta il cursore per sentirle.
}
board-targets-none = Per ora non c’è niente da fare sul tavoliere.

## Giocare con un amico via link (ogni dispositivo gioca i propri posti; i link portano le mosse)

remote-limit-cards = Torres con un mazzo comune non si può giocare via link: quel mazzo non è di nessuno, quindi nessuno potrebbe tenerne segreto l’ordine. Scegli un mazzo per ogni giocatore, nessuna carta azione o la versione master per giocare via link.
remote-different-game = Questo link è di una partita diversa da quella che questo dispositivo gioca con lo stesso identificativo.
remote-older = Questo è un link più vecchio di questa partita: questo dispositivo ha già tutte le sue mosse.
remote-nothing-new = Questo dispositivo ha già tutte le mosse di questo link.
remote-rewritten = Le mosse di questo link sono diverse da quelle che questo dispositivo ha già: la storia di una partita non si può cambiare.
remote-foreign-moves = Questo link contiene mosse per il posto { $seat }, che si gioca su questo dispositivo.
remote-seat-taken = Il posto { $seat } di questa partita si gioca già su un altro dispositivo.
remote-not-offered = Questa partita non si può giocare via link.
remote-unsettled = Questo link contiene un tiro di dado senza le quote che lo stabiliscono: chiedi il link più recente di questa partita.
remote-own-link = Questo è il link inviato da questo dispositivo: non porta nulla dal tuo amico. Aspetta il suo link.
remote-unknown-sender = Questo link viene da un dispositivo che non gioca nessun posto in questa partita, quindi non viene usato.
remote-bad-commitment = Questo link nasconde mosse che non ha il diritto di nascondere, quindi non viene usato.
remote-cannot-hide = Non si può scrivere un link che tenga nascoste le tue mosse nascoste, quindi non ne viene inviato nessuno.

## Play a friend by link

# A seat's kind in the new-game dialog: a friend who plays on their own device, by links.
new-game-friend = Amico · via link
# Beside a friend's name among the players: that seat is played on another device.
play-by-link = via link
app-error-not-your-turn-by-link = Non tocca a te: questa partita aspetta il link del tuo amico.
app-error-no-secure-random = Questo browser non riesce a generare i numeri segreti che servono a una partita via link, quindi non ci si possono giocare partite via link.
app-error-by-link-needs-you = Una partita via link ha bisogno di un giocatore su questo dispositivo: imposta un posto su «Persona».
play-undo-refused-by-link = Il dispositivo del tuo amico potrebbe avere già quella mossa: in una partita via link si può annullare solo il turno che stai giocando.
link-your-turn = Tocca a te. Quando il tuo turno è finito, questa partita ti dà un link da inviare a { $name }.
link-send-move = Il tuo turno è finito. Invia questo link a { $name }.
link-send-invite = Invia questo link a { $name } come invito a questa partita.
link-send-end = La partita è finita. Invia quest'ultimo link perché { $name } veda la fine.
link-send-roll = Il tuo tiro ha bisogno della quota dei dadi di { $name }: invia questo link, poi, per tirare, apri quello che torna indietro.
link-send-share = { $name } sta tirando: rimanda indietro questo link perché i dadi possano essere lanciati.
link-send-card = La tua carta ha bisogno della quota del tuo mazzo di { $name }: invia questo link, poi, per prenderla, apri quello che torna indietro.
link-send-deck = { $name } sta prendendo una carta: rimanda indietro questo link perché il suo mazzo possa essere mescolato.
link-send-complete = Invia questo link a { $name }: il suo dispositivo completa la tua mossa, che dipende da ciò che si può vedere solo lì.
link-waiting = In attesa della mossa di { $name }. Quando arriva il suo link, aprilo: toccalo o incollalo qui.
link-forfeited = Il link di { $name } non ha rispettato una mossa promessa: { $name } perde a tavolino e la partita è finita.
link-ended = La partita è finita e il suo ultimo link è stato inviato a { $name }.
link-forfeit = Il link di { $name } ha violato le regole di una partita via link (una mossa nascosta o un dado che non corrisponde a quanto promesso): { $name } perde a tavolino.
link-received = { $count ->
    [0] È arrivato il link di { $name }.
    [one] È arrivato il link di { $name }: una mossa nuova.
   *[other] È arrivato il link di { $name }: { $count } mosse nuove.
}
link-send = Invia il link
link-send-again = Invia di nuovo il link
link-copied = Il link è copiato: incollalo in un messaggio al tuo amico.
link-url = Link da inviare
link-paste = Link del tuo amico
link-open = Apri
link-join-heading = { $name } ti invita a giocare a { $game }
link-join-you = Tu
link-join-open = Posto libero
link-join-bot = { $name } · bot, { $level }
link-join-text = Si gioca inviando link: dopo ogni tuo turno la partita ti dà un link da inviare al tuo amico, e per continuare apri il link che ti rimanda. La partita resta salvata su questo dispositivo.
link-join-name = Il tuo nome
link-join = Partecipa alla partita
link-join-later = Non ora
saves-link-your-turn = Tocca a te
saves-link-send = Il tuo link è ancora da inviare
saves-link-waiting = In attesa del link di { $name }
saves-link-forfeited = { $name } ha perso a tavolino
saves-link-ended = Il suo ultimo link è stato inviato

## Lessons ("Learn to play")

lessons-title = Impara { $game }
lessons-intro = Brevi lezioni sulla vera plancia. Fai la mossa che ogni passo chiede: una sbagliata non viene giocata e ti si spiega perché, e «Mostramelo» mostra quella giusta. Ogni lezione finisce con un piccolo esercizio.
lessons-done = Fatta
lesson-title = Lezione { $number }: { $title }
lesson-step = Passo { $step } di { $steps }
lesson-final-task = Il tuo esercizio
lesson-show = Mostramelo
lesson-again = Ricomincia il passo
lesson-next-step = Passo successivo
lesson-next = Lezione successiva
lesson-all = Tutte le lezioni
lesson-complete = Lezione completata. È segnata come fatta su questo dispositivo.
