# Castellan – las pantallas de la aplicación. Las palabras de cada juego están en <juego>.ftl.

## Barra superior, idioma, avisos

app-home = Inicio
app-language = Idioma
app-dismiss = Cerrar
app-language-failed = No se pudo cargar { $language }, así que Castellan sigue en español. Comprueba la conexión y vuelve a elegir el idioma.
app-texts-failed = No se pudieron cargar algunos textos de Castellan, así que partes de la pantalla muestran sus nombres internos. Comprueba la conexión y vuelve a cargar la página.
app-link-opened = Se abrió una partida compartida. Ahora es una partida local que puedes continuar.
app-link-opened-existing = Este enlace es una partida que ya tienes aquí: se abre donde apunta el enlace y sigue en la misma partida guardada.
app-shared-title = { $title } · compartida
app-player = Jugador { $number }

## Colores de los puestos

colour-red = Rojo
colour-blue = Azul
colour-yellow = Amarillo
colour-green = Verde

## Niveles de los bots

level-easy = Fácil
level-normal = Medio
level-hard = Difícil

## Inicio

home-title = Jugar
home-saved-games = Partidas guardadas
home-continue = Continuar: { $title }
home-review = Repasar: { $title }
home-picture = Tablero de { $game }
home-tagline-torres = Levantad castillos entre todos, subid a ellos con vuestros caballeros y puntuad la altura: de 2 a 4 jugadores.
home-tagline-torri = Salta, captura y apila torres, y luego lleva tus prisioneros a casa: de 2 a 4 jugadores.
home-tagline-voldetour = Construye un camino de Bloques y Escaleras por el aire y lleva a tu Señor hasta la Torre enemiga: 2 o 4 jugadores.
home-tagline-fortaleza = Ajedrez de asedio para dos: construye una Fortaleza, despliega tu ejército en la Niebla de Guerra y da jaque mate al Rey o asedia su Fortaleza hasta rendirla.
home-new-game = Nueva partida
home-how-to-play = Cómo se juega
home-new-game-of = Nueva partida de { $game }
home-how-to-play-of = Cómo se juega a { $game }
home-learn = Aprender a jugar
home-learn-of = Aprender a jugar a { $game }
home-footnote = Todo funciona en tu navegador, también sin conexión. Las partidas se guardan en este dispositivo.

## Nueva partida

new-game-title = Nueva partida de { $game }
new-game-back = Volver
new-game-players = Jugadores
new-game-player-count = Número de jugadores
new-game-seat-name = Nombre del puesto { $seat }
new-game-seat-kind = Quién juega en el puesto { $seat }
new-game-human = Persona
new-game-bot-easy = Bot · Fácil
new-game-bot-normal = Bot · Medio
new-game-bot-hard = Bot · Difícil
new-game-you = Tú
new-game-bot-name = Bot ({ $colour })
new-game-variants = Variantes
new-game-seed = Semilla
new-game-seed-random = aleatoria
new-game-seed-help-cards = La misma semilla y las mismas jugadas reparten siempre las mismas cartas.
new-game-seed-help-dice = La misma semilla y las mismas jugadas dan siempre las mismas tiradas de dados.
new-game-seed-help-bots = En este juego nada depende del azar: la semilla solo decide cuál de varias opciones igual de buenas eligen los bots.
new-game-start = Empezar
new-game-game-title = { $game } · { $players }
new-game-versus = contra

## Pantalla de juego

play-no-game = No hay ninguna partida en curso.
play-share = Compartir
play-share-title = Copiar un enlace a esta partida
play-rules = Reglas
play-rules-title = { $input ->
    [touch] Reglas
   *[mouse] Reglas (?)
}

play-thinking = Pensando…
play-first = Posición inicial
play-first-title = { $input ->
    [touch] Posición inicial
   *[mouse] Posición inicial (Inicio)
}
play-back = Atrás
play-back-title = { $input ->
    [touch] Atrás
   *[mouse] Atrás (←)
}
play-forward = Adelante
play-forward-title = { $input ->
    [touch] Adelante
   *[mouse] Adelante (→)
}
play-live = Posición actual
play-live-title = { $input ->
    [touch] Posición actual
   *[mouse] Posición actual (Fin)
}
play-undo = Deshacer
play-undo-title = { $input ->
    [touch] Deshacer
   *[mouse] Deshacer (Ctrl+Z)
}
play-redo = Rehacer
play-redo-title = { $input ->
    [touch] Rehacer
   *[mouse] Rehacer (Ctrl+Y)
}
play-undo-title-many = { $count ->
    [one] Deshacer: vuelve a tu turno y deshace { $count } acción
   *[other] Deshacer: vuelve a tu turno y deshace { $count } acciones
}
play-undo-refused-history = Estás viendo una posición anterior: vuelve a la actual para deshacer una jugada.
play-undo-refused-nothing = Aún no tienes nada que deshacer.
play-undo-refused-over = La partida ha terminado: sus jugadas quedan como se jugaron.
play-undo-refused-bot-revealed = La respuesta a tu turno mostró a todos una tirada o piezas ocultas, así que tu turno se queda.
play-undo-refused-seen = Lo que has tirado o robado se queda: ya lo has visto.
play-undo-refused-turn-passed = Ese turno ha terminado: ya le toca al siguiente jugador.
play-undo-refused-bot-turn = Deshacer ahora dejaría que un bot volviera a jugar enseguida.
play-redo-title-many = { $count ->
    [one] Rehacer: vuelve a jugar { $count } acción deshecha
   *[other] Rehacer: vuelve a jugar las { $count } acciones deshechas
}
play-hint = Pista
play-hint-title = Sugerir una jugada
play-hint-text = Pista: { $move }
# The hint with why its move is good ($reason: a clause of the game's file, "it captures the red tower of 3").
play-hint-text-why = Pista: { $move } — { $reason }
play-resign = Rendirse
play-resign-title = Abandonar esta partida
play-resign-heading = { $you ->
    [yes] ¿Abandonar esta partida?
   *[no] ¿Abandonar la partida por { $name }?
}
play-resign-text-two = La partida termina ahora y gana { $name }.
play-resign-text-ranked = La partida termina ahora: los demás jugadores se clasifican por su puntuación actual y gana el mejor.
play-resign-text-shared = La partida termina ahora y los demás jugadores comparten la victoria.
play-resign-confirm = Rendirse
play-resign-cancel = Seguir jugando
play-pause = Pausa
play-resume = Reanudar
play-bot-speed = Velocidad de los bots
play-speed-slow = Lenta
play-speed-normal = Normal
play-speed-fast = Rápida
play-speed-instant = Inmediata
play-animations = Animaciones
play-log = Jugadas realizadas
play-announce = { $player }: { $move }
# Before the actions of a turn of several, listed one by one.
play-turn-by = { $player }:
play-no-moves-yet = Aún no hay jugadas.
play-announce-undone = { $you ->
    [yes] { $count ->
            [one] { $count } acción deshecha. Te toca.
           *[other] { $count } acciones deshechas. Te toca.
        }
   *[no] { $count ->
            [one] { $count } acción deshecha. Le toca a { $player }.
           *[other] { $count } acciones deshechas. Le toca a { $player }.
        }
}
play-announce-redone = { $count ->
    [one] { $count } acción rehecha.
   *[other] { $count } acciones rehechas.
}
play-share-heading = Compartir esta partida
play-share-link = Enlace a esta partida
play-share-text = Quien abra este enlace verá exactamente esta partida y podrá continuarla desde aquí. Se ha copiado al portapapeles.
play-share-done = Hecho
play-handover-title = { $you ->
    [yes] Te toca: toma el dispositivo
   *[no] Pasa el dispositivo a { $name }
}
play-handover-text = El tablero queda oculto hasta que el siguiente jugador tenga el dispositivo.
play-handover-ready = { $you ->
    [yes] Soy yo: mostrar mi turno
   *[no] Soy { $name }: mostrar mi turno
}

## Fin de la partida

end-draw = La partida termina en empate.
end-you-win = ¡Has ganado!
end-winner = ¡Gana { $name }!
end-shared-win = Victoria compartida: { $names }
end-resigned = { $you ->
    [yes] Te has rendido.
   *[no] { $name } se ha rendido.
}
end-resigned-many = Se rindieron: { $names }.
end-bots-resigned = Los bots se rindieron: ya no podían ganar.
end-review = Ver el tablero
end-review-bot = Repasar con el bot
end-new-game = Nueva partida
end-home = Inicio
end-kept = La partida terminada queda en Partidas guardadas.
chart-label = Puntuaciones a lo largo de la partida
chart-moves = jugadas

## Repasar una partida terminada con el bot

review-heading = Repaso con el bot
review-intro = El bot vuelve a examinar cada decisión de un jugador, sabiendo solo lo que ese jugador sabía en ese momento, y marca las que más probabilidad de ganar le hicieron perder.
review-player = Jugador
review-start = Buscar los errores
review-again = Repasar de nuevo
review-progress = Decisión { $done } de { $total }
review-cancel = Detener
review-stopped = Repaso detenido tras { $done } de { $total } decisiones.
review-none = Este jugador no tuvo ninguna decisión que repasar.
review-clean = Ni imprecisiones, ni errores, ni errores graves: ¡bien jugado!
review-count-blunder = { $count ->
    [one] 1 error grave
   *[other] { $count } errores graves
}
review-count-mistake = { $count ->
    [one] 1 error
   *[other] { $count } errores
}
review-count-inaccuracy = { $count ->
    [one] 1 imprecisión
   *[other] { $count } imprecisiones
}
review-blunder = Error grave
review-mistake = Error
review-inaccuracy = Imprecisión
review-marked = Decisiones marcadas
review-chart = { $name }: probabilidad de ganar tras cada decisión
review-percent = { $value } %
review-cost-blunder = Error grave: esta jugada dejó la probabilidad de ganar en el { $after } %, mientras que la mejor jugada la mantenía en el { $before } %.
review-cost-mistake = Error: esta jugada dejó la probabilidad de ganar en el { $after } %, mientras que la mejor jugada la mantenía en el { $before } %.
review-cost-inaccuracy = Imprecisión: esta jugada dejó la probabilidad de ganar en el { $after } %, mientras que la mejor jugada la mantenía en el { $before } %.
review-better = Mejor jugada: { $move }.
review-better-why = Mejor jugada: { $move } — { $reason }.
review-fine = Una buena decisión: el bot no encontró nada claramente mejor ({ $value } % de probabilidad de ganar).

## Partidas guardadas

saves-title = Partidas guardadas
saves-back = Volver
saves-empty = Todavía no hay partidas guardadas. Cada partida que juegues se guarda aquí automáticamente.
saves-summary = { $moves ->
    [one] { $game } · { $moves } jugada · { $players }
   *[other] { $game } · { $moves } jugadas · { $players }
}
saves-last-played = Jugada por última vez: { $date }
# A saved game as its buttons name it: its title and when it was last played (titles repeat).
saves-entry-name = { $title } ({ $date })
saves-resume = Continuar
saves-review = Repasar
saves-new-name = Nuevo nombre
saves-rename = Renombrar
saves-delete = Borrar
saves-other-version = De otra versión
saves-damaged = Partida dañada
saves-damaged-game = Partida dañada: { $game }
saves-other-version-text = Esta partida no se puede reproducir aquí: { $reason }.
saves-damaged-text = Esta entrada no se puede leer: { $reason }.
saves-kept = Sus datos se conservan tal cual; puedes exportarlos.
saves-export = Exportar
saves-resume-named = Continuar «{ $title }»
saves-review-named = Repasar «{ $title }»
saves-rename-named = Renombrar «{ $title }»
saves-delete-named = Borrar «{ $title }»
saves-export-named = Exportar «{ $title }»
# How a finished game ended, in the saved-games list and on the home screen.
result-you-won = Terminada: has ganado.
result-winner = Terminada: ha ganado { $name }.
result-winners = Terminada: { $names } comparten la victoria.
result-draw = Terminada: empate.
result-score = Resultado final: { $scores }.
result-score-entry = { $name } { $score }

## Reglas (alrededor del texto de cada juego)

rules-title = Cómo se juega a { $game }
rules-back = Volver
rules-keys = CONTROLES
rules-keys-history = ← / → recorren la partida; Inicio / Fin saltan al principio o a la posición actual.
rules-keys-undo = Ctrl+Z deshace tu última acción de este turno (nunca una tirada de dado ni una carta que hayas visto); contra bots, terminado tu turno, deshace ese turno junto con las respuestas de los bots de una vez. Ctrl+Y lo rehace.
rules-keys-help = ? abre estas reglas.
board-zoom = Zoom
board-zoom-in = { $input ->
    [touch] Acercar
   *[mouse] Acercar (+)
}
board-zoom-out = { $input ->
    [touch] Alejar
   *[mouse] Alejar (−)
}
board-zoom-reset = { $input ->
    [touch] Tablero entero
   *[mouse] Tablero entero (0)
}
rules-keys-zoom = En una vista 3D, + y − acercan y alejan, y 0 vuelve a mostrar el tablero entero.
rules-keys-targets = En un tablero, A dice dónde puedes actuar ahora (con un lector de pantalla: las casillas donde actuar, enumeradas si son pocas).
rules-keys-touch = En una pantalla táctil: toca una pieza y luego donde va; mantén un dedo sobre una casilla para ver qué hay en ella sin jugar; pellizca una vista 3D para hacer zoom y, ampliada, arrástrala con un dedo para moverte.
rules-keys-touch-flat = En una pantalla táctil: toca una pieza y luego donde va; mantén un dedo sobre una casilla para ver qué hay en ella sin jugar.

## Problemas que se comunican al jugador

app-error-bot-move = Se rechazó la jugada del bot: { $reason }.
app-error-nothing-to-undo = No hay nada que deshacer en este turno.
app-error-nothing-to-redo = No hay nada que rehacer.
app-error-game-changed = La partida cambió mientras tanto; no se jugó nada.
app-error-resume = No se pudo reanudar tu última partida. { $reason } Se conserva en Partidas guardadas, desde donde puedes exportarla.
app-error-rename = No se pudo renombrar la partida. { $reason }
app-error-link = { $reason } Tus partidas guardadas no se han tocado.
app-error-bad-seed = La semilla debe ser un número entero (o quedar vacía para una partida aleatoria).
app-error-options = Con estas opciones no se puede empezar una partida: { $reason }.
app-error-export = El navegador no pudo preparar el archivo para descargarlo.
app-error-crashed = La última vez Castellan se detuvo por un error, así que tu partida no se reanudó. Se conserva en Partidas guardadas.
app-error-bot-unavailable = No se pudieron iniciar los bots, así que ahora ningún bot puede mover ni dar una pista. Comprueba la conexión y recarga la página; la partida se conserva.

storage-full = El almacenamiento del navegador está lleno, así que esta partida no se está guardando. El juego sigue; borra partidas antiguas para liberar espacio.
storage-unavailable = Este navegador no permite guardar partidas, así que el progreso no se conserva.
storage-missing = Esta partida guardada ya no existe.
storage-damaged = Esta partida guardada no se puede abrir: { $reason }.

# Reglas, reproducciones y partidas guardadas: estos textos siguen a dos puntos y empiezan en minúscula.
error-game-over = la partida ya ha terminado
error-no-such-choice = no hay ninguna acción legal número { $number } (solo { $choices })
error-wrong-game = esta acción pertenece a otro juego
replay-past-the-end = las jugadas siguen después del final de la partida
replay-illegal = una jugada rompe las reglas ({ $rule })
replay-bad-index = las jugadas ya no encajan con la partida (jugada { $move })
replay-truncated = las jugadas se interrumpen (jugada { $move })
replay-trailing-data = hay algo más después de la última jugada
replay-bad-resignation = el abandono guardado no es posible
replay-unsettled = la tirada no está decidida (jugada { $move })
replay-not-dealt = las cartas de esta partida no se pueden repartir como indica su registro
load-unreadable-options = las opciones de la partida no se pueden leer ({ $problem })
load-options = opciones de partida no válidas: { $reason }
load-older-rules = se creó con una versión anterior de las reglas de { $game } (versión { $made }; esta aplicación juega la versión { $current }), así que no se puede reproducir con exactitud
load-newer-rules = se creó con una versión más reciente de las reglas de { $game } (versión { $made }; esta aplicación juega la versión { $current }): actualiza la aplicación para abrirla
save-unreadable = los datos guardados están dañados ({ $problem })
save-unreadable-game = los datos guardados están dañados ({ $game }: { $problem })
data-garbled = el texto está corrupto en la línea { $line }, carácter { $column }
data-cut-short = el texto se corta en la línea { $line }, carácter { $column }
data-wrong-content = falta algo o hay algo incorrecto en la línea { $line }, carácter { $column }
data-write-failed = No se pudo escribir la partida, así que esto no se ha podido hacer (un error interno). La partida sigue como estaba.
options-player-count = el juego es para { $needed } jugadores, no para { $players }
options-player-range = el juego es para { $min } a { $max } jugadores, no para { $players }
options-player-choice = el juego es para { $one } o { $other } jugadores, no para { $players }
options-height-limit-too-low = el límite de altura debe ser al menos { $min } (no { $limit })
options-free-carry-too-low = la altura para llevar piezas a casa debe ser al menos { $min } (no { $height })
options-master-needs-own-decks = la versión maestra se juega con las diez cartas propias de cada jugador
options-master-card-without-master = una carta maestra requiere la versión maestra
options-master-card-range = las cartas maestras van numeradas del { $min } al { $max } (no { $card })
options-rules-version = la versión { $version } de las reglas no está admitida
save-unknown-format = guardada con una versión de formato desconocida, { $version }
save-unknown-game = juego desconocido «{ $game }»
save-seat-count = { $recorded ->
    [one] { $recorded } puesto registrado para una partida de { $needed } jugadores
   *[other] { $recorded } puestos registrados para una partida de { $needed } jugadores
}

## Enlaces compartidos

link-not-a-game = Este enlace no contiene ninguna partida.
link-missing = Este enlace de partida está incompleto (falta: { $field }).
link-unknown-game = Este enlace es de un juego que no conocemos («{ $game }»).
link-other-version = Este enlace se creó con otra versión de Castellan (formato de enlace { $version }).
link-damaged-field = Este enlace de partida está dañado ({ $field }: { $problem }).
link-altered = Este enlace de partida se ha cortado o alterado, así que no es fiable.
link-other-rules = Este enlace de partida no se puede abrir: { $reason }.
link-illegal-moves = Este enlace de partida no se puede abrir: { $reason }.
link-damaged = Este enlace de partida está dañado: { $reason }.
link-field-game = nombre del juego
link-field-format = versión del formato
link-field-rules = versión de las reglas
link-field-seed = semilla
link-field-options = opciones de la partida
link-field-count = número de jugadas
link-field-actions = lista de jugadas
link-field-check = código de control
link-field-ply = número de posición
link-field-seats = jugadores
link-field-id = identificador de la partida
link-field-owners = dispositivos
link-field-commitments = compromisos
link-field-reveals = revelaciones
link-field-pending = jugada que queda para el otro dispositivo
link-field-dice = partes de las tiradas
link-field-roll = petición de tirada
link-field-decks = mazos de cartas
link-field-resigned = abandono
link-field-sender = dispositivo que la envía
link-problem-not-a-number = no es un número
link-problem-not-base64 = base64 no válido
link-problem-not-text = no es texto
link-problem-too-large = demasiado grande para ser cierto
link-problem-past-the-end = apunta más allá de la última jugada
link-problem-not-players = no es una lista de jugadores
link-problem-player-count = no hay un jugador por puesto
link-problem-player-name = un nombre está vacío, es demasiado largo o no es texto simple
link-problem-player-kind = un tipo de jugador desconocido

## The page outside the app (tab title, description)

app-page-title-home = Castellan — juegos de torres y castillos
app-page-title = { $screen } — Castellan
app-page-description = Juegos de mesa de torres y castillos en tu navegador: juega con amigos en un mismo dispositivo o contra un bot local, sin conexión.

## Boards, for screen readers: a cell's name and the targets said in the live region

board-cell-action = { $cell } — { $action }
board-cell-target = { $cell } — puedes jugar aquí
board-cell-pick = { $cell } — puedes seleccionarlo
board-targets = { $count ->
    [one] { $count } casilla donde jugar: { $squares }.
   *[other] { $count } casillas donde jugar: { $squares }.
}
board-targets-many = { $count ->
    [one] { $count } casilla donde jugar; mueve el cursor para oírla.
   *[other] { $count } casillas donde jugar; mueve el cursor para oírlas.
}
board-picks = { $count ->
    [one] { $count } casilla para seleccionar: { $squares }.
   *[other] { $count } casillas para seleccionar: { $squares }.
}
board-picks-many = { $count ->
    [one] { $count } casilla para seleccionar; mueve el cursor para oírla.
   *[other] { $count } casillas para seleccionar; mueve el cursor para oírlas.
}
board-targets-none = Ahora no hay nada que hacer en el tablero.

## Jugar con un amigo por enlace (cada dispositivo juega sus propios puestos; los enlaces llevan las jugadas)

remote-limit-cards = Torres con un mazo común no se puede jugar por enlace: ese mazo no es de nadie, así que nadie podría mantener su orden en secreto. Elige un mazo propio para cada jugador, sin cartas de acción o la versión maestra para jugar por enlace.
remote-different-game = Este enlace es de una partida distinta de la que este dispositivo juega con el mismo identificador.
remote-older = Este es un enlace antiguo de esta partida: este dispositivo ya tiene todas sus jugadas.
remote-nothing-new = Este dispositivo ya tiene todas las jugadas de este enlace.
remote-rewritten = Las jugadas de este enlace no coinciden con las que este dispositivo ya tiene: la historia de una partida no se puede cambiar.
remote-foreign-moves = Este enlace trae jugadas para el puesto { $seat }, que se juega en este dispositivo.
remote-seat-taken = El puesto { $seat } de esta partida ya se juega en otro dispositivo.
remote-not-offered = Esta partida no se puede jugar por enlace.
remote-unsettled = Este enlace contiene una tirada de dado sin las partes que la deciden: pide el enlace más reciente de esta partida.
remote-own-link = Este es el enlace que envió este dispositivo: no trae nada de tu amigo. Espera su enlace.
remote-unknown-sender = Este enlace viene de un dispositivo que no juega ningún puesto en esta partida, así que no se usa.
remote-bad-commitment = Este enlace oculta jugadas que no tiene derecho a ocultar, así que no se usa.
remote-cannot-hide = No se puede escribir un enlace que mantenga ocultas tus jugadas ocultas, así que no se envía ninguno.

## Play a friend by link

# A seat's kind in the new-game dialog: a friend who plays on their own device, by links.
new-game-friend = Amigo · por enlace
# Beside a friend's name among the players: that seat is played on another device.
play-by-link = por enlace
app-error-not-your-turn-by-link = No te toca: esta partida espera el enlace de tu amigo.
app-error-no-secure-random = Este navegador no puede generar los números secretos que necesita una partida por enlace, así que en él no se puede jugar por enlace.
app-error-by-link-needs-you = Una partida por enlace necesita un jugador en este dispositivo: elige «Persona» para un puesto.
play-undo-refused-by-link = Puede que el dispositivo de tu amigo ya tenga esa jugada: en una partida por enlace solo se puede deshacer el turno que estás jugando.
link-your-turn = Te toca. Cuando termine tu turno, esta partida te dará un enlace para enviar a { $name }.
link-send-move = Tu turno ha terminado. Envía este enlace a { $name }.
link-send-invite = Envía este enlace a { $name } como invitación a esta partida.
link-send-end = La partida ha terminado. Envía este último enlace para que { $name } vea el final.
link-send-roll = Tu tirada necesita la parte de los dados de { $name }: envía este enlace y luego, para tirar, abre el que te devuelvan.
link-send-share = { $name } está tirando: devuelve este enlace para que se puedan lanzar los dados.
link-send-card = Tu carta necesita la parte de { $name } de tu mazo: envía este enlace y luego, para tomarla, abre el que te devuelvan.
link-send-deck = { $name } está tomando una carta: devuelve este enlace para que se pueda barajar su mazo.
link-send-complete = Envía este enlace a { $name }: su dispositivo completará tu jugada, que depende de lo que solo se ve allí.
link-waiting = Esperando la jugada de { $name }. Cuando llegue su enlace, ábrelo: tócalo o pégalo aquí.
link-forfeited = El enlace de { $name } no respetó una jugada prometida: la partida se da por perdida para { $name } y ha terminado.
link-ended = La partida ha terminado y su último enlace ya se envió a { $name }.
link-forfeit = El enlace de { $name } rompió las reglas de una partida por enlace (una jugada oculta o un dado que no coincide con lo prometido): la partida se da por perdida para { $name }.
link-received = { $count ->
    [0] Ha llegado el enlace de { $name }.
    [one] Ha llegado el enlace de { $name }: una jugada nueva.
   *[other] Ha llegado el enlace de { $name }: { $count } jugadas nuevas.
}
link-send = Enviar enlace
link-send-again = Volver a enviar el enlace
link-copied = El enlace está copiado: pégalo en un mensaje para tu amigo.
link-url = Enlace para enviar
link-paste = Enlace de tu amigo
link-open = Abrir
link-join-heading = { $name } te invita a jugar a { $game }
link-join-you = Tú
link-join-open = Puesto libre
link-join-bot = { $name } · bot, { $level }
link-join-text = Se juega enviando enlaces: después de cada uno de tus turnos, la partida te da un enlace para enviar a tu amigo, y para seguir abres el enlace que te devuelva. La partida se guarda en este dispositivo.
link-join-name = Tu nombre
link-join = Unirse a la partida
link-join-later = Ahora no
saves-link-your-turn = Te toca
saves-link-send = Falta enviar tu enlace
saves-link-waiting = Esperando el enlace de { $name }
saves-link-forfeited = Dada por perdida para { $name }
saves-link-ended = Su último enlace ya se envió

## Lessons ("Learn to play")

lessons-title = Aprender { $game }
lessons-intro = Lecciones cortas en el tablero de verdad. Haz la jugada que pide cada paso: una equivocada no se juega y se te explica por qué, y «Muéstramelo» enseña la correcta. Cada lección termina con un pequeño ejercicio.
lessons-done = Hecha
lesson-title = Lección { $number }: { $title }
lesson-step = Paso { $step } de { $steps }
lesson-final-task = Tu ejercicio
lesson-show = Muéstramelo
lesson-again = Empezar el paso de nuevo
lesson-next-step = Siguiente paso
lesson-next = Siguiente lección
lesson-all = Todas las lecciones
lesson-complete = Lección completada. Queda marcada como hecha en este dispositivo.
