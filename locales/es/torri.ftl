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
