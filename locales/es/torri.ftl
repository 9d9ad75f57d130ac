# Torri: todas las palabras de este juego. Las claves empiezan por «torri-».

## Opciones de la nueva partida

torri-opt-height-limit = Altura máxima
torri-opt-height = { $pieces ->
    [one] { $pieces } pieza
   *[other] { $pieces } piezas
}
torri-opt-no-limit = Sin límite
torri-opt-dice-only = Solo dados (sin movimientos por altura)
torri-opt-two-dice = Dos dados (mueve la diferencia entre un dado 1–6 y uno 1–3)
torri-opt-free-carry = Llevar a casa libremente por encima de la altura
torri-opt-off = No
torri-opt-on = Sí
torri-opt-colour-die = Dado de colores (el color de otro jugador: pierdes el turno)
torri-opt-colour-again = Sí, tu propio color vuelve a tirar
torri-opt-no-progress = Terminar tras { $rounds } rondas sin captura, división, transporte ni pila que llegue a casa

## Tablero y casillas

torri-board = Tablero de Torri
torri-square-empty = { $square }: vacía
torri-square-stack = { $square }: { $pieces } (de abajo → arriba): { $colours }
torri-square-stack-home = { $square }: { $pieces } (de abajo → arriba): { $colours }; a salvo en casa para siempre

## Línea de estado e indicaciones

torri-prompt-over = La partida ha terminado.
torri-prompt-playing = { $you ->
    [yes] Te toca.
   *[no] Le toca a { $player }.
}
torri-end-stuck = Un jugador se quedó sin torres que mover, así que la partida terminó con esa ronda: gana quien posea más piezas.
torri-end-stuck-player = { $you ->
        [yes] Te quedaste sin torres que mover, así que la partida terminó con esa ronda: gana quien posea más piezas.
       *[no] { $player } se quedó sin torres que mover, así que la partida terminó con esa ronda: gana quien posea más piezas.
    }
torri-end-no-progress = { $rounds ->
    [one] Pasó { $rounds } ronda sin captura, división, acarreo ni torre que llegara a casa, así que la partida terminó: gana quien posea más piezas.
   *[other] Pasaron { $rounds } rondas seguidas sin captura, división, acarreo ni torre que llegara a casa, así que la partida terminó: gana quien posea más piezas.
}
torri-prompt-colour-die = { $player }: tira el dado de colores.
torri-prompt-roll = { $player }: tira el dado.
torri-prompt-choose = { $input ->
    [touch] { $player }: tira el dado o mueve una torre tantas casillas como piezas tiene (tócala).
   *[mouse] { $player }: tira el dado o mueve una torre tantas casillas como piezas tiene (haz clic en ella).
}
torri-prompt-choose-after-six = { $input ->
    [touch] { $player }: ¡un seis! Vuelve a tirar o mueve una torre tantas casillas como piezas tiene (tócala).
   *[mouse] { $player }: ¡un seis! Vuelve a tirar o mueve una torre tantas casillas como piezas tiene (haz clic en ella).
}
torri-prompt-move = { $squares ->
    [one] { $player }: mueve una torre exactamente 1 casilla.
   *[other] { $player }: mueve una torre exactamente { $squares } casillas.
}
torri-prompt-split = { $player }: la torre de { $square } es demasiado alta y hay que dividirla.
torri-prompt-bonus-roll = { $player }: tu propio color; puedes volver a tirar o parar aquí.
torri-colour-die-blank = dado de colores: en blanco
torri-colour-die-shows = dado de colores: { $colour }
torri-last-round = ¡Última ronda!
torri-quiet-last-round = Sin captura, división, transporte ni torre que llegue a casa en esta ronda: con ella termina la partida.
torri-quiet-rounds-left = { $rounds ->
    [one] Queda 1 ronda si nadie captura, divide, lleva piezas a casa ni mete una torre en casa.
   *[other] Quedan { $rounds } rondas si nadie captura, divide, lleva piezas a casa ni mete una torre en casa.
}

## Botones

torri-roll-colour-die = Tirar el dado de colores
torri-roll = Tirar
torri-stop-here = Parar aquí
torri-pass = Pasar (sin movimiento legal)
torri-free-carry = Llevar la parte de arriba a casa
torri-split-question = ¿Cuántas se quedan abajo?
torri-split-cut = { $keep } (se mueven { $moves })
torri-split-then = { $input ->
    [touch] Luego toca una casilla resaltada junto a ella.
   *[mouse] Luego haz clic en una casilla resaltada junto a ella.
}

## El registro (los símbolos de la notación, las palabras del idioma)

torri-log-pass = pasa
torri-log-no-extra-roll = sin tirada extra
torri-log-roll = tirada { $distance }
torri-log-roll-two = tirada { $big }−{ $small } = { $distance }
torri-log-roll-nothing = tirada
torri-hint-roll = tirar
torri-hint-roll-two = tirar
torri-hint-roll-colour = dado de colores
torri-log-colour-skip = dado de colores: { $colour ->
    [red] rojo
    [blue] azul
    [yellow] amarillo
   *[green] verde
} (pierde el turno)
torri-log-colour-own = dado de colores: { $colour ->
    [red] rojo
    [blue] azul
    [yellow] amarillo
   *[green] verde
} (propio)
torri-log-colour-blank = dado de colores: en blanco
torri-log-move = { $from }-{ $to }
torri-log-capture = { $from }x{ $to } (captura { $pieces })
torri-log-split = divide { $pieces } en { $from } → { $to }
torri-log-carry = lleva { $pieces } a casa desde { $from }

## El registro en palabras, para pistas y avisos (cada gemelo `-words` toma los valores de su línea)

torri-log-pass-words = ningún movimiento legal: se pasa el turno
torri-log-roll-words = tirada del dado: { $distance }
torri-log-roll-two-words = tirada de los dados: { $big } menos { $small } da { $distance }
torri-log-roll-nothing-words = tirada del dado
torri-hint-roll-words = tirar el dado
torri-hint-roll-two-words = tirar los dados
torri-hint-roll-colour-words = tirar el dado de colores
torri-log-colour-skip-words = { $colour ->
    [red] rojo
    [blue] azul
    [yellow] amarillo
   *[green] verde
} en el dado de colores: color de otro jugador, se pierde el turno
torri-log-colour-own-words = { $colour ->
    [red] rojo
    [blue] azul
    [yellow] amarillo
   *[green] verde
} en el dado de colores: el color propio del jugador
torri-log-move-words = torre de { $from } a { $to }
torri-log-capture-words = torre de { $from } sobre { $to }, capturando { $pieces }
torri-log-split-words = la parte de arriba de { $from } ({ $pieces }), separada hacia { $to }
torri-log-carry-words = la parte de arriba de { $from } ({ $pieces }), llevada a casa

## Errores de reglas (siguen a dos puntos: en minúscula)

torri-error-game-over = la partida ha terminado
torri-error-must-roll-colour-die = primero tira el dado de colores
torri-error-colour-die-not-now = el dado de colores solo se tira al empezar el turno
torri-error-must-split = primero hay que dividir la torre que supera la altura máxima
torri-error-already-rolled = { $distance ->
    [one] ya has tirado: mueve una torre exactamente 1 casilla
   *[other] ya has tirado: mueve una torre exactamente { $distance } casillas
}
torri-error-not-rolled-now = ahora no puedes tirar
torri-error-must-roll-bonus = has sacado tu propio color: vuelve a tirar el dado o para aquí
torri-error-no-bonus-roll-to-decline = ahora no hay ninguna tirada extra que rechazar
torri-error-height-moves-disabled = en la partida de solo dados no se permiten movimientos por altura
torri-error-off-board = esa casilla está fuera del tablero
torri-error-empty-square = no hay ninguna torre en esa casilla
torri-error-not-your-stack = solo puedes mover una torre con tu color arriba
torri-error-frozen-in-home = una torre de dos o más piezas en su propia casa ya no puede moverse
torri-error-captured-this-turn = una torre que ha capturado no puede volver a moverse en este turno
torri-error-not-straight = un movimiento va en línea recta por una fila o una columna
torri-error-wrong-distance = { $squares ->
    [one] este movimiento debe ser exactamente de 1 casilla
   *[other] este movimiento debe ser exactamente de { $squares } casillas
}
torri-error-own-stack = no puedes caer sobre tu propia torre
torri-error-other-home = esa casilla está en la casa de otro jugador
torri-error-pass-not-allowed = solo puedes pasar cuando no tienes ningún movimiento legal
torri-error-nothing-to-move = no tienes ninguna torre que pueda moverse: pasa
torri-error-no-split-now = ahora no hay ninguna torre que dividir
torri-error-bad-cut = las dos partes de una división deben tener tu color arriba y como mucho { $limit } piezas
torri-error-not-adjacent = la parte separada va a una casilla junto a la torre
torri-error-free-carry-disabled = llevar piezas a casa libremente no forma parte de esta partida
torri-error-free-carry-not-now = llevar piezas a casa sustituye todo el movimiento al empezar el turno
torri-error-already-home = esa torre ya está en tu casa
torri-error-too-low-to-carry = solo una torre más alta que { $height } puede llevar piezas a casa

## Ayuda de reglas (con nuestras palabras; formato en docs/i18n.md)

torri-rules-help =
    TORRI

    OBJETIVO
    Terminar la partida con más piezas en tu casa. Cuentan las piezas de cualquier color:
    cada torre que sea tuya al final cuenta para ti.

    CÓMO VA UN TURNO
    Tira el dado y mueve una de tus torres exactamente esas casillas en línea recta o, sin tirar,
    mueve una torre tantas casillas como piezas tenga. Si caes sobre la torre de otro jugador, la
    capturas. Tras sacar un 6, sigues.

    TABLERO
    10 × 10 casillas. Cada jugador tiene una casa, que al empezar está llena de sus piezas
    sueltas.
    • 2 jugadores: el sur ocupa las filas 1–2 y el norte las filas 9–10 (20 piezas cada uno).
    • 3–4 jugadores: cada casa es el bloque de 2 × 6 del centro de un lado (12 piezas cada uno);
      los cuatro bloques de las esquinas no son de nadie. Con 3 jugadores, la casa del este es
      campo abierto normal.

    TORRES
    Las piezas de una casilla forman una torre. Es de quien tiene su color arriba, y
    siempre se mueve entera.

    TU TURNO
    O bien
      - tira el dado y mueve una de tus torres exactamente ese número de casillas, o
      - mueve una de tus torres exactamente tantas casillas como piezas tiene (una pieza suelta 1,
        una torre de tres 3), sin tirar.
    Una vez que has tirado, ya no puedes cambiar a un movimiento por altura. Los movimientos van en
    línea recta por una fila o una columna y saltan por encima de todo lo que haya en medio. Puedes
    caer en una casilla vacía o sobre una torre de otro jugador: la capturas poniendo tu torre
    encima. Nunca puedes caer sobre tu propia torre, salir del tablero ni entrar en la casa de otro
    jugador. Si tienes un movimiento legal, debes hacerlo; si la tirada no te deja ninguno, pasas.

    CAPTURAS
    Una torre que acaba de capturar se queda quieta el resto de tu turno.

    SEISES
    Después de mover un 6 sacado con el dado, sigues: vuelve a tirar o haz un movimiento por
    altura con cualquiera de tus torres. Esto se repite tras cada 6 sacado. (Un movimiento por
    altura de 6 no cuenta como seis.) Un seis que no puedes usar simplemente se pierde: pasas y tu
    turno termina.

    CASAS
    Tu casa es segura, nadie más puede entrar. Una pieza suelta puede entrar y salir de tu
    casa y moverse dentro. Una torre de dos o más piezas que acaba en tu casa se queda allí para
    siempre.

    ALTURA MÁXIMA (normalmente 12)
    Su dueño divide en el acto una torre más alta que el límite.
    Elige un corte para que las dos partes tengan tu color arriba y ninguna pase del límite; la
    parte de abajo se queda y la de arriba va a una casilla vecina (arriba, abajo, izquierda o
    derecha) vacía o de un rival, nunca a la casa de otro jugador. Si eso deja otra torre demasiado
    alta, se divide a su vez. Si no sirve ningún corte ni ninguna casilla, la torre se queda como
    está.

    FINAL
    En cuanto un jugador no tiene ninguna torre que aún pueda moverse (todas sus torres están
    atascadas en su casa, o no tiene nada), se juega la ronda en curso hasta el final (hasta el
    último jugador por orden de asiento). Después se cuentan todas las torres para sus dueños, más
    las piezas llevadas a casa. Gana quien tiene más piezas; los empatados en cabeza comparten la
    victoria.

    FINAL SIN PROGRESO (activo salvo que se desactive al empezar)
    Si pasan muchas rondas completas
    seguidas sin ninguna captura, división, transporte libre ni torre de dos o más piezas que se
    asiente en la casa de su dueño, la partida termina tras esa ronda y se cuenta como siempre. El
    tablero indica cuántas rondas quedan cuando faltan menos de cinco.

    VARIANTES (acordadas antes de la partida)
      - Altura máxima: otro número, o ningún límite.
      - Solo dados: sin movimientos por altura; tras un seis simplemente vuelves a tirar.
      - Llevar a casa libremente: en cuanto una de tus torres fuera de tu casa supera la altura
        acordada, puedes, en lugar del movimiento de tu turno, levantar las piezas por encima de esa
        altura y meterlas directamente en tu casa. Están a salvo, cuentan para ti y se quedan allí
        para siempre (incluso una pieza suelta). La parte que queda es de quien tenga ahora su color
        arriba.
      - Dos dados (1–6 y 1–3): mueve la diferencia entre los dos. Una diferencia de 0 significa que
        no hay movimiento. La diferencia nunca es 6, así que no hay bonificaciones por seis.
      - Dado de colores: cada turno empieza con el dado de colores (una cara por jugador, el resto en
        blanco). El color de otro jugador: pierdes este turno. En blanco o tu propio color: juegas
        como siempre. Con «tu propio color vuelve a tirar», tu propio color te deja además tirar el
        dado de números una vez más al final de tu turno, si quieres; también puedes parar ahí.

## Por qué una jugada es buena (una frase tras el nombre de la jugada en la pista y en la revisión: en minúscula)

torri-reason-capture-piece = así capturas una pieza { $colour ->
    [red] roja
    [blue] azul
    [yellow] amarilla
   *[green] verde
}, que ahora cuenta para ti
torri-reason-capture = así capturas la torre { $colour ->
    [red] roja
    [blue] azul
    [yellow] amarilla
   *[green] verde
} de { $pieces } piezas, que ahora cuentan todas para ti
torri-reason-home = así llevas a casa tu torre de { $pieces } piezas, donde queda a salvo para siempre
torri-reason-split-home = así las { $pieces } piezas de arriba quedan a salvo en tu casa para siempre
torri-reason-carry = { $pieces ->
    [one] así pones { $pieces } pieza a salvo en tu casa para siempre
   *[other] así pones { $pieces } piezas a salvo en tu casa para siempre
}
torri-reason-threat-piece = así amenazas una pieza { $colour ->
    [red] roja
    [blue] azul
    [yellow] amarilla
   *[green] verde
}: un movimiento por altura puede capturarla
torri-reason-threat = así amenazas la torre { $colour ->
    [red] roja
    [blue] azul
    [yellow] amarilla
   *[green] verde
} de { $pieces } piezas: un movimiento por altura puede capturarla
torri-reason-single-home = así llevas tu pieza a casa, donde nadie puede capturarla

## Lecciones («Aprender a jugar»: la tarea y el resultado de cada paso, y por qué se rechaza una jugada equivocada)

torri-lesson-goal-title = El objetivo
torri-lesson-goal-summary = Ten más piezas que nadie al acabar la partida; una torre es del color que está arriba.
torri-lesson-goal-start = Juegas con las rojas, y tus piezas empiezan en tu casa, las dos filas de abajo. Gana quien posea más piezas al final. En cada turno mueves una de tus torres, y una pieza sola puede avanzar una casilla sin tirar el dado: saca una pieza de tu casa.
torri-lesson-goal-start-done = Tu pieza está en el campo abierto, donde se juega la partida: allí puede capturar torres azules, y también ser capturada.
torri-lesson-goal-owner = Las piezas de una misma casilla forman una torre, que pertenece con todas sus piezas al color de arriba. Tu torre de { $square } tiene rojo arriba; la de { $theirs } tiene azul arriba. Una torre siempre se mueve entera, tantas casillas como piezas tiene: mueve la tuya.
torri-lesson-goal-owner-done = Las { $pieces } piezas se movieron juntas, también las azules: cuentan para ti mientras el rojo siga arriba.
torri-lesson-goal-task = Varias torres tienen piezas rojas. Encuentra la torre que es tuya y tiene más piezas, y muévela.
torri-lesson-goal-task-done = Correcto: con rojo arriba, las { $pieces } piezas son tuyas. La torre de { $theirs } está llena de piezas rojas, pero arriba está el azul, así que es de Azul.

torri-lesson-moving-title = Mover
torri-lesson-moving-summary = Una torre avanza en línea recta exactamente tantas casillas como piezas tiene, saltando todo lo que haya en medio.
torri-lesson-moving-single = Una pieza sola se mueve una casilla: adelante, atrás, a la izquierda o a la derecha, nunca en diagonal. Mueve tu pieza de { $from } a { $target }.
torri-lesson-moving-single-done = Los movimientos siempre siguen una fila o una columna, y también se puede ir hacia atrás o de lado.
torri-lesson-moving-jump = Sin tirar el dado, una torre avanza exactamente tantas casillas como piezas tiene, y salta todo lo que haya en medio. Mueve tu torre de { $pieces } piezas de { $from } a { $target }, por encima de las piezas azules.
torri-lesson-moving-jump-done = Saltó por encima de las dos piezas azules: lo que hay en medio nunca bloquea un movimiento. Solo importa la casilla donde caes.
torri-lesson-moving-task = No puedes caer en tu propia torre, salir del tablero ni entrar en la casa de Azul, las dos filas de arriba. Haz que una de tus torres caiga justo en { $target }.
torri-lesson-moving-task-done = Tu torre de { $pieces } piezas saltó por encima de tu propia pieza y de una azul, y cayó justo en { $target }.

torri-lesson-capture-title = Capturar
torri-lesson-capture-summary = Cae justo en una torre azul para capturarla: todas sus piezas pasan a ser tuyas.
torri-lesson-capture-first = Para capturar, cae justo en una torre que no sea tuya: tu torre se pone encima, y toda la torre pasa a ser tuya. Captura la pieza azul de { $target }.
torri-lesson-capture-first-done = Ahora el rojo está arriba, así que las dos piezas cuentan para ti. Una torre que ha capturado se queda quieta el resto de tu turno.
torri-lesson-capture-tall = La altura no protege a una torre: lo que cae encima se la lleva entera. Captura la torre azul de { $pieces } piezas en { $target } con tu torre de { $from }.
torri-lesson-capture-tall-done = Tu torre pequeña se llevó entera la alta: las { $pieces } piezas son tuyas ahora. Azul solo puede recuperarlas cayendo encima.
torri-lesson-capture-task = Aquí puedes hacer varias capturas. Encuentra la que gana más piezas.
torri-lesson-capture-task-done = El mejor botín: las { $pieces } piezas de esa torre cuentan ahora para ti.

torri-lesson-towers-title = Torres
torri-lesson-towers-summary = Las capturas levantan torres: son del color de arriba, y una torre demasiado alta se divide.
torri-lesson-towers-back = Una torre es del color de arriba, así que una sola pieza puede recuperar una torre entera. En { $target }, Azul está encima de { $pieces } piezas tuyas: cae en esa torre con tu pieza.
torri-lesson-towers-back-done = Las { $pieces } piezas vuelven a ser tuyas. Las torres cambian de dueño una y otra vez; lo que cuenta es quién está arriba al final.
torri-lesson-towers-far = Cuanto más alta es una torre, más lejos llega su movimiento por altura: tu torre de { $pieces } piezas avanza { $pieces } casillas. Captura con ella la torre azul de { $target }.
torri-lesson-towers-far-done = Una torre alta golpea desde lejos, pero también es un gran botín: todas sus piezas son para quien caiga encima.
torri-lesson-towers-task = Una torre puede tener como mucho { $limit } piezas (salvo que los jugadores acordaran otra cosa antes de la partida). Una más alta se divide en el acto: eliges cuántas piezas se quedan abajo y pones el resto en una casilla vecina, con rojo arriba en las dos partes. Captura en { $target } y luego divide sobre la pieza azul de { $blue }.
torri-lesson-towers-task-done = Tu parte de arriba cayó sobre la pieza azul y también la capturó: dos capturas en un turno, y las dos torres son tuyas.

torri-lesson-dice-title = El dado
torri-lesson-dice-summary = Tira el dado y avanza exactamente lo que salga; tras un 6, sigues jugando.
torri-lesson-dice-roll = En lugar de un movimiento por altura puedes tirar el dado: entonces una de tus torres, sea cual sea su altura, avanza exactamente lo que salga. Una vez tirado, ya no puedes cambiar de idea. Tira con el botón «Tirar», luego mueve, y captura si el número lo permite.
torri-lesson-dice-roll-done = El dado decidió la distancia, no la altura de la torre, y el número salió justo para una captura.
torri-lesson-dice-any = El dado muestra { $roll }. Ahora cada una de tus torres avanza exactamente { $roll } casillas, sea cual sea su altura. Captura con una de ellas.
torri-lesson-dice-any-done = Tu pieza sola avanzó { $roll } casillas: tras una tirada, una torre pequeña llega tan lejos como una alta.
torri-lesson-dice-task = Has sacado un 6. Después de mover un 6 del dado sigues jugando: vuelve a tirar o haz un movimiento por altura con cualquier torre. Una torre que ha capturado se queda quieta el resto del turno. Captura dos veces en este turno.
torri-lesson-dice-task-done = Dos capturas en un turno: el 6 te dio un segundo movimiento. Cada 6 que saques con el dado te da uno más.

torri-lesson-home-title = La casa
torri-lesson-home-summary = Nadie más puede entrar en tu casa: una torre que llega a ella queda a salvo para siempre.
torri-lesson-home-stack = Tu casa, las dos filas de abajo, es segura: nadie más puede entrar en ella. Una torre de dos o más piezas que termina allí su movimiento se queda para siempre: nadie puede capturarla y ya no vuelve a moverse. Lleva a casa tu torre de { $from }.
torri-lesson-home-stack-done = A salvo para siempre: la insignia muestra que ya no se moverá. Sus dos piezas, también la azul, cuentan para ti al final.
torri-lesson-home-single = Una pieza sola puede entrar en tu casa, moverse dentro y volver a salir. Sal con tu pieza de { $from } y captura la pieza azul de { $target }.
torri-lesson-home-single-done = Salió y capturó. Ahora es una torre de dos piezas: si vuelve a casa, se queda allí para siempre.
torri-lesson-home-task = Lleva a casa tantas piezas como puedas con un solo movimiento. Una torre solo llega si su movimiento termina exactamente en tu casa.
torri-lesson-home-task-done = Son { $pieces } piezas a salvo para siempre. La torre de { $short } no podía llegar: su movimiento por altura se queda a una casilla de tu casa.

torri-lesson-end-title = El final
torri-lesson-end-summary = Cuando un jugador se queda sin torres que mover, se termina la ronda y se cuentan todas las torres.
torri-lesson-end-last = La partida termina cuando un jugador ya no tiene ninguna torre que pueda moverse: se juega la ronda hasta el final y luego cada torre cuenta para el color de arriba. Vas ganando { $yours } a { $theirs }. Lleva a casa tu última torre libre, donde nada podrá capturarla antes del recuento.
torri-lesson-end-last-done = Ya no puedes mover nada, así que esta es la última ronda: Azul juega una vez más, luego se cuenta, y ganas { $yours } a { $theirs }.
torri-lesson-end-task = A Azul solo le queda una torre que pueda moverse; todas las demás están en casa para siempre. Tienes { $yours } piezas y Azul { $theirs }. Gana la partida con un solo movimiento.
torri-lesson-end-task-done = Azul ya no puede mover nada, así que la partida termina con esta ronda: ganas { $yours } a { $theirs }.

torri-lesson-why-roll = Eso tiraría el dado, y el número no lo eliges tú: aquí basta un movimiento por altura.
torri-lesson-why-height = Eso es un movimiento por altura, tantas casillas como piezas tiene la torre. Este paso trata del dado: tira primero con el botón «Tirar».
torri-lesson-why-other-stack = Eso también es tuyo, pero el paso trata de tu torre de { $square }.
torri-lesson-why-smaller = Esa torre es tuya, pero tiene { $pieces ->
    [one] solo 1 pieza
   *[other] solo { $pieces } piezas
}; otra tuya tiene { $best }.
torri-lesson-why-elsewhere = { $pieces ->
    [one] Una pieza sola avanza exactamente 1 casilla: esta cae en { $to }, no en { $target }.
   *[other] Una torre de { $pieces } piezas avanza exactamente { $pieces } casillas: esta cae en { $to }, no en { $target }.
}
torri-lesson-why-empty = Eso cae en { $to }, una casilla vacía: para capturar, cae justo en una torre azul.
torri-lesson-why-fewer = Eso captura { $pieces ->
    [one] solo 1 pieza
   *[other] solo { $pieces } piezas
}; otra captura se lleva { $best }.
torri-lesson-why-split-empty = Eso pone la parte de arriba en { $to }, una casilla vacía: ponla sobre la pieza azul de { $target } para capturarla también.
torri-lesson-why-roll-elsewhere = Tras sacar un { $roll }, cada torre avanza exactamente { $roll } casillas, sea cual sea su altura: esta cae en { $to }, una casilla vacía.
torri-lesson-why-gamble = Una nueva tirada puede dar cualquier número, mientras que un movimiento por altura puede capturar ahora mismo.
torri-lesson-why-field = Así tu torre termina en { $to }, en el campo abierto, donde aún pueden capturarla. Tu casa son las dos filas de abajo.
torri-lesson-why-fewer-home = Eso lleva a casa { $pieces ->
    [one] 1 pieza
   *[other] { $pieces } piezas
}; tu torre de { $square } puede llevar { $best }.
torri-lesson-why-not-last = Así tu torre se queda en el campo abierto ({ $to }), donde aún pueden capturarla, y la partida sigue.
torri-lesson-why-end-behind = Entonces ya no puedes mover nada: Azul juega un último turno, y el recuento queda { $theirs } para Azul y { $yours } para ti.
torri-lesson-why-blue-free = La torre azul de { $square } aún puede moverse, así que la partida sigue, y Azul va ganando { $theirs } a { $yours }.
torri-lesson-why-other = Esa no es la jugada pedida: vuelve a leer la tarea o usa «Muéstramelo».
