# Voldétour: todas las palabras de este juego. Las claves empiezan por «voldetour-».

voldetour-seat-black = Negro
voldetour-seat-white = Blanco
voldetour-seat-red = Rojo
voldetour-seat-green = Verde

## Opciones de la nueva partida

voldetour-opt-note = Voldétour no tiene variantes. Elige 2 jugadores, o 4 para la expansión: las Torres están en b2, b9, i9 e i2, y cada Señor corre hacia la Torre diagonalmente opuesta a la suya.

## El tablero y sus paneles

voldetour-board-label = Tablero de Voldétour
# Las letras de las piezas y del Señor de cada color, y la que precede a la letra de una Torre (TN: Torre de Negro).
voldetour-letter-black = N
voldetour-letter-white = B
voldetour-letter-red = R
voldetour-letter-green = V
voldetour-letter-tower = T
voldetour-piece-block = Bloque { $number } de { $seat } ({ $size })
voldetour-piece-stair = Escalera de { $seat }
voldetour-tower-of = Torre de { $seat }
voldetour-lord-of = Señor de { $seat }
voldetour-stair-nested = boca abajo, encajada en una Escalera abierta
voldetour-stair-rising = subiendo hacia el { $direction ->
        [north] norte
        [east] este
        [south] sur
       *[west] oeste
    }
voldetour-block-orientation = { $size } { $lying ->
        [standing] de pie
        [upright] erguido
        [east-west] tumbado este–oeste
        [north-south] tumbado norte–sur
       *[flat] plano
    } (columnas × filas × altura)
voldetour-not-yours = { $piece } pertenece a otro jugador.
voldetour-piece-refused = { $piece }: { $reason }
voldetour-no-place = { $piece } no tiene ahora ningún lugar legal.
voldetour-square = { $square }: altura { $height }
voldetour-square-block = { $piece }, niveles { $from }–{ $to }
voldetour-square-stair = { $piece }, { $orientation }
voldetour-inspect-stuck = { $piece } no puede moverse: { $reason }
voldetour-end-tower = El Señor de { $winner } se detuvo en la Torre de { $loser }: gana { $winner }.
voldetour-end-others-out = Todos los demás Señores siguieron en su Torre después del turno { $turn }: gana { $winner }.
voldetour-end-repetition = La misma posición se repitió por tercera vez: tablas.
voldetour-end-turn-limit = Se alcanzó el límite de turnos: tablas.
voldetour-end-over = La partida ha terminado.
voldetour-prompt-pick = { $left ->
    [bs] { $player }: toma un Bloque o una Escalera.
    [b] { $player }: toma un Bloque.
    [s] { $player }: toma una Escalera.
    [be] { $player }: toma un Bloque o termina tu turno.
    [se] { $player }: toma una Escalera o termina tu turno.
    [e] { $player }: termina tu turno.
    [bl] { $input ->
        [touch] { $player }: toma un Bloque o toca tu Señor.
       *[mouse] { $player }: toma un Bloque o haz clic en tu Señor.
    }
    [sl] { $input ->
        [touch] { $player }: toma una Escalera o toca tu Señor.
       *[mouse] { $player }: toma una Escalera o haz clic en tu Señor.
    }
    [l] { $input ->
        [touch] { $player }: toca tu Señor.
       *[mouse] { $player }: haz clic en tu Señor.
    }
    [ble] { $input ->
        [touch] { $player }: toma un Bloque, toca tu Señor o termina tu turno.
       *[mouse] { $player }: toma un Bloque, haz clic en tu Señor o termina tu turno.
    }
    [sle] { $input ->
        [touch] { $player }: toma una Escalera, toca tu Señor o termina tu turno.
       *[mouse] { $player }: toma una Escalera, haz clic en tu Señor o termina tu turno.
    }
    [le] { $input ->
        [touch] { $player }: toca tu Señor o termina tu turno.
       *[mouse] { $player }: haz clic en tu Señor o termina tu turno.
    }
   *[bsl] { $input ->
        [touch] { $player }: toma un Bloque o una Escalera, o toca tu Señor.
       *[mouse] { $player }: toma un Bloque o una Escalera, o haz clic en tu Señor.
    }
}
voldetour-prompt = { $you ->
    [yes] Te toca.
   *[no] Le toca a { $player }.
}
voldetour-chip-block = Bloque
voldetour-chip-stair = Escalera
voldetour-chip-lord = Señor
voldetour-tower-warning = Tu Señor debe dejar la Torre antes del final de tu turno { $limit } (este es tu turno { $turn }).
voldetour-holding = { $piece }: { $orientation }
voldetour-holding-lord = { $input ->
    [touch] Señor: toca una casilla marcada (de 1 a 3 pasos).
   *[mouse] Señor: haz clic en una casilla marcada (de 1 a 3 pasos).
}
voldetour-rotate-title = { $input ->
    [touch] Girar la pieza
   *[mouse] Girar la pieza (R, Mayús+R hacia atrás)
}
voldetour-cancel = { $input ->
    [touch] Cancelar
   *[mouse] Cancelar (Esc)
}
voldetour-tap-again = { $what ->
    [lord] Toca { $square } otra vez para mover allí a tu Señor, o toca otra casilla marcada.
   *[piece] Toca { $square } otra vez para colocar allí la pieza, o toca otra casilla marcada.
}
voldetour-place = { $what ->
    [lord] Mover aquí
   *[piece] Colocar aquí
}
voldetour-end-turn = Terminar el turno
voldetour-end-turn-loses = Si terminas el turno ahora pierdes la partida en el acto: tu Señor se ha quedado demasiado tiempo en tu Torre.
voldetour-end-turn-anyway = Terminar el turno y perder
voldetour-keep-playing = Seguir jugando
voldetour-pass = Pasar (nada es legal)
voldetour-turn-view = { $input ->
    [touch] Girar la vista
   *[mouse] Girar la vista (V)
}
voldetour-turn-view-title = { $input ->
    [touch] Girar el tablero un cuarto de vuelta
   *[mouse] Girar el tablero un cuarto de vuelta (V)
}
voldetour-view-toggle-title = { $input ->
    [touch] Cambiar entre 3D y vista cenital
   *[mouse] Cambiar entre 3D y vista cenital (T)
}
voldetour-view-top-down = { $input ->
    [touch] Vista cenital
   *[mouse] Vista cenital (T)
}
voldetour-view-3d = { $input ->
    [touch] Vista 3D
   *[mouse] Vista 3D (T)
}
voldetour-piece-placed-title = En el tablero: tómala para moverla
voldetour-piece-reserve-title = En la reserva
voldetour-reserve-stairs = Escalera ×{ $count }
voldetour-reserve-heading = { $seat } · { $player }
voldetour-reserve-heading-out = { $seat } · { $player } — eliminado
voldetour-piece-on-board = { $piece } en { $square }
voldetour-orient-short = { $direction ->
        [north] N
        [east] E
        [south] S
        [west] O
       *[nest] encajada
    }
voldetour-legend-3d = En el tablero, { $block } es el Bloque { $number } de { $seat } (los Bloques van numerados del 1 al 5 por tamaño, como en los botones de la reserva) y { $tower } es la Torre de { $seat }; una Escalera lleva la letra de su dueño, y un par encajado las de ambos.
voldetour-legend-top-down = En el tablero, { $block } es el Bloque { $number } de { $seat } (los Bloques van numerados del 1 al 5 por tamaño, como en los botones de la reserva) y { $tower } es la Torre de { $seat }; una Escalera lleva la letra de su dueño, y un par encajado las de ambos. El número en la esquina de una casilla es su altura en cubos (½: a media altura de la pendiente de una Escalera).

## El registro

voldetour-log-block = { $moved ->
        [yes] Bloque { $number } { $from }>{ $to } { $size }
       *[no] +Bloque { $number } { $to } { $size }
    }
voldetour-log-stair = { $moved ->
        [yes] Escalera { $from }>{ $to } { $direction ->
            [north] N
            [east] E
            [south] S
            [west] O
           *[nest] encajada
        }
       *[no] +Escalera { $to } { $direction ->
            [north] N
            [east] E
            [south] S
            [west] O
           *[nest] encajada
        }
    }
voldetour-log-lord = Señor { $from }-{ $to }
voldetour-log-end-turn = fin del turno
voldetour-log-pass = pasa

## El registro en palabras, para pistas y avisos (cada gemelo `-words` toma los valores de su línea)

voldetour-log-block-words = { $moved ->
        [yes] Bloque { $number } ({ $size }) movido de { $from } a { $to }
       *[no] Bloque { $number } ({ $size }) en { $to }
    }
voldetour-log-stair-words = { $moved ->
        [yes] Escalera movida de { $from } a { $to }, { $direction ->
            [north] subiendo hacia el norte
            [east] subiendo hacia el este
            [south] subiendo hacia el sur
            [west] subiendo hacia el oeste
           *[nest] boca abajo, encajada en una Escalera abierta
        }
       *[no] Escalera en { $to }, { $direction ->
            [north] subiendo hacia el norte
            [east] subiendo hacia el este
            [south] subiendo hacia el sur
            [west] subiendo hacia el oeste
           *[nest] boca abajo, encajada en una Escalera abierta
        }
    }
voldetour-log-lord-words = Señor de { $from } a { $to }

## Errores de reglas (siguen a dos puntos: en minúscula)

voldetour-error-game-over = la partida ha terminado
voldetour-error-no-such-square = esa casilla no existe en el tablero
voldetour-error-no-such-piece = no tienes esa pieza, o no puede colocarse así
voldetour-error-block-used = ya has colocado o movido un Bloque en este turno
voldetour-error-stair-used = ya has colocado o movido una Escalera en este turno
voldetour-error-lord-moved = no se puede colocar ninguna pieza después de mover al Señor
voldetour-error-piece-blocked = esa pieza está bloqueada: algo descansa sobre ella, o todos sus lados están cubiertos
voldetour-error-off-board = la pieza sobresaldría del tablero
voldetour-error-too-high = nada puede superar la altura de una Torre
voldetour-error-not-level = todos los cubos de una pieza deben apoyarse al mismo nivel: no puede quedar hueco debajo
voldetour-error-not-on-full-cube = las piezas se apoyan solo en el tablero o en cubos llenos, nunca en una rampa abierta
voldetour-error-over-lord-or-tower = no se puede construir sobre un Señor ni sobre una Torre
voldetour-error-nothing-to-nest = una Escalera solo va boca abajo dentro de la rampa de una Escalera abierta
voldetour-error-same-place = devolver una pieza exactamente a su sitio no es una jugada
voldetour-error-next-stair-first = las Escaleras de la reserva se toman en orden: usa la siguiente
voldetour-error-lord-cannot-reach = tu Señor no puede llegar a esa casilla en 1 a 3 pasos
voldetour-error-cannot-stop-there = tu Señor puede pasar sobre esa Torre, pero no detenerse en ella
voldetour-error-nothing-done-yet = haz al menos una cosa antes de terminar el turno
voldetour-error-must-play = aún tienes una acción legal: todavía no puedes terminar el turno
voldetour-error-cannot-pass = solo puedes pasar cuando nada es legal

## La página de reglas

voldetour-diagram-blocks = Bloques: el Bloque 5 de Negro (1×2×3) de pie en e5–e6, el Bloque 4 de Blanco (1×2×2) tumbado en f5–g6. Cada cubo se apoya en el tablero o en cubos llenos, nunca por encima de la altura 3.
voldetour-diagram-stairs = Escaleras: una Escalera en e5 que sube hacia el norte (el chevrón apunta cuesta arriba), y otra sobre un Bloque de altura 2 en f5 que sube hacia el oeste: su lado alto está a altura 3.
voldetour-diagram-nested = Una pareja encajada en e5: la Escalera de Blanco, puesta boca abajo dentro de la de Negro, forma un cubo lleno (la junta muestra dónde se unen) sobre el que se puede construir y estar, como el Bloque blanco de al lado.
voldetour-diagram-road = El Señor de Negro deja su Torre en c3 por tres Escaleras puestas una tras otra (niveles 2, 1 y 0): cruzarlas cuenta como un solo paso, y llega a g3.
voldetour-keys = En el tablero: las flechas mueven el cursor e Intro toma o coloca; 1–5 toman un Bloque, S una Escalera, L tu Señor; R gira la pieza (Mayús+R hacia atrás); Esc la suelta; V gira la vista un cuarto de vuelta; T cambia entre 3D y vista cenital.

voldetour-rules-help =
    VOLDÉTOUR — construye un camino por el aire y lleva a tu Señor a la Torre enemiga.

    OBJETIVO
    Ser el primero en detener a tu Señor en lo alto de la Torre enemiga.

    TU TURNO (al menos una de estas acciones, con estos límites)
    • Una acción de Bloque: toma un Bloque de tu reserva y colócalo, o levanta uno de tus Bloques
      del tablero y ponlo en otro sitio (o gíralo).
    • Una acción de Escalera: igual, con una Escalera. Bloque y Escalera pueden ir en
      cualquier orden.
    • Después, si quieres, mueve a tu Señor 1, 2 o 3 pasos. Después de mover al Señor no se
      construye nada.
    Si no mueves al Señor, termina tú mismo el turno.

    EL TABLERO
    Un tablero de 10×10, columnas a–j, filas 1–10. Con dos jugadores las Torres están en c3 (Negro)
    y h8 (Blanco); con cuatro, en b2, b9, i9 e i2, y tu enemiga es la Torre situada en diagonal
    frente a la tuya. Cada Torre mide tres cubos de alto, y nunca se puede construir más alto.
    Cada Señor empieza en lo alto de su propia Torre.

    TUS PIEZAS
    Cinco Bloques (de 1×1×1, 1×1×2, 1×1×3, 1×2×2 y 1×2×3 cubos, que se usan tumbados o de pie en
    cualquier dirección) y cinco Escaleras (una cuña de un cubo). Una Escalera se coloca con la
    rampa hacia arriba, o boca abajo dentro de la rampa de otra Escalera: la pareja forma un cubo
    lleno sobre el que se puede estar y construir.
    @blocks
    @stairs

    CONSTRUIR
    Una pieza se apoya en el tablero o en cubos llenos, sin ningún hueco bajo ninguna de sus
    partes; puedes construir sobre las piezas de cualquiera. Nunca se construye sobre un Señor ni
    sobre una Torre. Las piezas nunca vuelven a la reserva. Una pieza del tablero está bloqueada
    cuando algo descansa sobre ella (una pieza o un Señor) o cuando cada uno de sus lados está
    cubierto, en toda su altura, por piezas vecinas o por una Torre; una Escalera solo cubre un
    lado con su extremo alto, y un lado junto al borde del tablero nunca está cubierto. Una pieza
    bloqueada no se puede mover. Devolver una pieza exactamente a su sitio no cuenta como jugada.
    @nested

    EL SEÑOR
    Un paso lleva a la casilla vecina, hacia delante, atrás, izquierda o derecha, a la misma
    altura. La altura solo cambia por las Escaleras: frente al lado bajo o alto de una rampa, a la
    altura adecuada, el Señor la cruza (y las Escaleras alineadas tras ella) hasta la casilla
    siguiente, y eso sigue contando como un paso. El Señor nunca se detiene en una rampa, nunca
    comparte casilla con otro Señor ni pasa por encima de él. Puede cruzar las Torres, pero solo
    puede detenerse en la Torre enemiga.
    Debe haber dejado su propia Torre al final de tu tercer turno, o pierdes (con cuatro
    jugadores quedas eliminado: tu Señor sale del tablero, tus piezas se quedan y la partida
    sigue sin ti); nunca puede volver a detenerse en ella. Un Señor que sigue en su propia Torre
    la bloquea para todos.
    @road

    FIN DE LA PARTIDA
    Llegar a la Torre enemiga gana al instante. Si no puedes hacer nada, pasas. La misma posición
    tres veces con el mismo jugador en turno, o 200 turnos en total, es tablas.

## Por qué una jugada es buena
# Una oración que sigue a la jugada tras una raya («Pista: Señor c3-e3 — así tu Señor deja su Torre»).
# $owner, $seat: el color de un jugador; $yours: yes cuando la Torre nombrada es la del jugador; $steps, $squares: números.

voldetour-reason-win = así ganas: tu Señor se detiene en la Torre de { $owner }
voldetour-reason-reach-now = así tu Señor puede llegar a la Torre de { $owner } en este mismo turno
voldetour-reason-leave-in-time = así tu Señor deja su Torre, como debe hacer antes del final de este turno
voldetour-reason-exit-in-time = así tu Señor puede dejar su Torre, como debe hacer antes del final de este turno
voldetour-reason-stops-threat = { $yours ->
        [yes] así bloqueas al Señor de { $seat }, que podía llegar a tu Torre en un movimiento
       *[no] así bloqueas al Señor de { $seat }, que podía llegar a la Torre de { $owner } en un movimiento
    }
voldetour-reason-one-move = así tu Señor queda a un movimiento de la Torre de { $owner }
voldetour-reason-road-complete = así completas un camino de tu Señor hasta la Torre de { $owner }, de { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    }
voldetour-reason-road-cut = { $yours ->
        [yes] así cortas el camino de { $seat } hasta tu Torre
       *[no] así cortas el camino de { $seat } hasta la Torre de { $owner }
    }
voldetour-reason-road-shorter = así el camino de tu Señor hasta la Torre de { $owner } se acorta { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    }
voldetour-reason-road-longer = { $yours ->
        [yes] así el camino de { $seat } hasta tu Torre se alarga { $steps ->
            [one] { $steps } paso
           *[other] { $steps } pasos
        }
       *[no] así el camino de { $seat } hasta la Torre de { $owner } se alarga { $steps ->
            [one] { $steps } paso
           *[other] { $steps } pasos
        }
    }
voldetour-reason-steps-closer = así tu Señor avanza { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    } por su camino hacia la Torre de { $owner }
voldetour-reason-off-tower = así tu Señor deja su Torre
voldetour-reason-off-tower-exit = así tu Señor puede dejar su Torre
voldetour-reason-way-nearer = así el camino de tu Señor llega { $squares ->
        [one] { $squares } casilla
       *[other] { $squares } casillas
    } más cerca de la Torre de { $owner }
voldetour-reason-squares-nearer = así tu Señor queda { $squares ->
        [one] { $squares } casilla
       *[other] { $squares } casillas
    } más cerca de la Torre de { $owner }
voldetour-reason-locks = { $kind ->
        [stair] así la Escalera de { $seat } en { $square } queda bloqueada
       *[block] así el Bloque { $number } de { $seat } en { $square } queda bloqueado
    }
voldetour-reason-builds = así construyes parte del camino de tu Señor hacia la Torre de { $owner }
voldetour-reason-hinders = { $yours ->
        [yes] así pones un obstáculo en el camino de { $seat } hacia tu Torre
       *[no] así pones un obstáculo en el camino de { $seat } hacia la Torre de { $owner }
    }

## Lecciones
# «Aprende a jugar» (crates/voldetour/src/lessons): el alumno juega como Negro contra las piezas de Blanco.
# $square, $target: nombres de casillas; $top, $height, $first, $second: alturas en cubos; $squares, $best: números;
# $direction, $wanted: north, east, south o west; $route: las casillas que recorre un Señor, unidas por rayas («e3–d3–c3»).

voldetour-lesson-goal-title = El objetivo
voldetour-lesson-goal-summary = Lleva a tu Señor a la Torre enemiga, después de bajarlo de la tuya.
voldetour-lesson-goal-win-task = Juegas como Negro, y ganas si detienes a tu Señor en la Torre de Blanco, en h8. Un Señor avanza de 1 a 3 pasos por movimiento, cada uno a una casilla vecina tan alta como la suya. El tuyo está en un camino a altura 3, la altura de las Torres: llévalo a h8.
voldetour-lesson-goal-win-done = ¡Has ganado! Cada partida de Voldétour es una carrera por construir un camino así hasta la Torre enemiga.
voldetour-lesson-goal-leave-task = Cada Señor empieza en su propia Torre, de 3 cubos de alto, y debe dejarla antes del final de su tercer turno, o su jugador pierde. En un turno puedes colocar un Bloque y una Escalera, y después mover a tu Señor. Coloca un Bloque de 3 de alto junto a tu Torre (c3) y luego lleva a tu Señor encima.
voldetour-lesson-goal-leave-done = Tu Señor ha dejado su Torre. Más adelante podrá pasar por encima, pero nunca volver a detenerse en ella.
voldetour-lesson-goal-third-task = Tu tercer turno: tu Señor debe dejar su Torre ahora, o pierdes. Las casillas de alrededor ya tienen 1 de alto, y una pieza se apoya sobre lo que tenga debajo. Encuentra un Bloque que le dé una casilla de 3 de alto a la que pasar, y baja de la Torre.
voldetour-lesson-goal-third-done = Justo a tiempo. Las alturas se suman: un Bloque de 2 de alto sobre una casilla de 1 da una casilla de 3.
voldetour-lesson-blocks-title = Los Bloques
voldetour-lesson-blocks-summary = Coloca Bloques de pie o tumbados, en el tablero o sobre otras piezas, y mueve los tuyos.
voldetour-lesson-blocks-stack-task = Puedes construir sobre cualquier pieza, tuya o de Blanco: el Bloque se apoya encima y las alturas se suman, pero nada puede pasar de 3. Pon tu Bloque 1×1×2 de pie sobre el Bloque de Blanco en e3 y luego lleva a tu Señor encima.
voldetour-lesson-blocks-stack-done = e3 mide ahora 1 + 2 = 3, igual que d3, así que tu Señor ha podido pasar.
voldetour-lesson-blocks-move-task = En lugar de una pieza nueva, puedes levantar una de las tuyas del tablero y ponerla en otro sitio, salvo que esté bloqueada: algo descansa sobre ella, o todos sus lados están cubiertos. Los Bloques que te quedan en la reserva son demasiado bajos: mueve tu 1×2×3 de a8 junto a tu Señor y después camina hasta él.
voldetour-lesson-blocks-move-done = Mover esa pieza ha sido tu acción de Bloque de este turno. Tu 1×2×2 en f5 no se habría podido mover: el Bloque de Blanco descansa sobre él.
voldetour-lesson-blocks-pair-task = Lleva a tu Señor a f3 en este turno con un solo Bloque. Un Bloque puede ir de pie o tumbado en cualquier dirección, pero todos sus cubos deben apoyarse al mismo nivel, sin hueco debajo.
voldetour-lesson-blocks-pair-done = Tu Bloque 1×2×2, de pie sobre e3 y f3, ha subido las dos casillas de 1 a 3 a la vez.
voldetour-lesson-stairs-title = Las Escaleras
voldetour-lesson-stairs-summary = Sube por las Escaleras, colócalas en el sentido correcto y encaja dos para formar un cubo.
voldetour-lesson-stairs-climb-task = Una Escalera es una cuña de un cubo que une dos casillas con un cubo de diferencia de altura. Tu Señor la cruza a lo largo de la rampa, subiendo o bajando, hasta la casilla siguiente, en un solo paso; nunca por sus lados, y nunca se detiene en ella. Sube por la Escalera de d5 hasta e5.
voldetour-lesson-stairs-climb-done = Un nivel más arriba en un paso. Las Escaleras son la única forma de que un Señor cambie de altura.
voldetour-lesson-stairs-place-task = Ahora coloca tú una Escalera: en d5, con la rampa subiendo hacia el este, hacia e5. Después sube con tu Señor hasta e5.
voldetour-lesson-stairs-place-done = Su lado bajo da a la altura de tu Señor y su lado alto a la casilla un cubo más alta: así hay que girar una Escalera.
voldetour-lesson-stairs-nest-task = La Escalera de e5 sube hacia el norte, así que tu Señor no puede cruzarla hacia el este, y sobre una rampa abierta no se puede construir. Encaja en ella una Escalera boca abajo: juntas forman un cubo lleno, a la altura de tu Señor. Después ve a f5.
voldetour-lesson-stairs-nest-done = Una pareja encajada es un cubo lleno: los Señores caminan por encima y se puede construir sobre ella.
voldetour-lesson-stairs-run-task = Las Escaleras alineadas en línea recta se cruzan juntas, en un solo paso. Con una sola Escalera, lleva a tu Señor a f5, de 2 cubos de alto.
voldetour-lesson-stairs-run-done = Dos Escaleras seguidas: dos niveles más arriba en un solo paso.
voldetour-lesson-walk-title = La marcha del Señor
voldetour-lesson-walk-summary = De uno a tres pasos por movimiento, Escaleras cruzadas por el camino, Torres atravesadas.
voldetour-lesson-walk-free-task = Cada paso va a la casilla siguiente hacia delante, atrás, a la izquierda o a la derecha, nunca en diagonal, y tu Señor puede girar entre un paso y otro. Un paso por encima de una Escalera termina en la casilla que hay detrás. Lleva a tu Señor a g6 en un solo movimiento.
voldetour-lesson-walk-free-done = De c5 a e5, de e5 a g5, de g5 a g6: tres pasos para cinco casillas, gracias a las Escaleras.
voldetour-lesson-walk-tower-task = Una vez fuera, tu Señor puede pasar por encima de su propia Torre, pero nunca detenerse en ella. Ningún Señor comparte casilla con otro ni pasa por encima de él. Ve de b3 a e3 cruzando tu Torre.
voldetour-lesson-walk-tower-done = b3, c3, d3, e3: cruzar una Torre es un paso como cualquier otro.
voldetour-lesson-walk-near-task = Lleva a tu Señor lo más cerca posible de la Torre de Blanco (h8) en este movimiento, contando las casillas a lo largo de filas y columnas.
voldetour-lesson-walk-near-done = h7 está a una casilla de h8: subiendo la Escalera de d7, cruzando el Bloque y bajando la Escalera de g7. El Señor de Blanco en h6 cerraba la bajada por g6.
voldetour-lesson-reach-title = Llegar a la Torre
voldetour-lesson-reach-summary = Llega a altura 3 o por una Escalera, y encuentra un camino alrededor de otro Señor.
voldetour-lesson-reach-stair-task = La última subida a una Torre puede ser una Escalera. Tu Señor está a altura 2: coloca una Escalera en g8 subiendo hacia el este, hacia h8, y después sube a la Torre de Blanco.
voldetour-lesson-reach-stair-done = ¡Has ganado! Una Escalera sobre una casilla de 2 de alto junto a la Torre lleva directamente a ella.
voldetour-lesson-reach-block-task = Gana en este turno con un solo Bloque: tu Señor necesita casillas a altura 3 hasta h8, a tres pasos como mucho.
voldetour-lesson-reach-block-done = ¡Has ganado! Tu Bloque 1×2×3, de pie sobre f8 y g8, le dio a tu Señor las dos casillas que le faltaban.
voldetour-lesson-reach-round-task = Gana en este turno con una sola pieza. El Señor de Blanco está en g8, delante de su Torre, y ningún Señor pasa por encima de otro: busca otro camino.
voldetour-lesson-reach-round-done = ¡Has ganado! Rodeando al Señor de Blanco por g7 y h7, y a h8 desde el sur.
voldetour-lesson-defend-title = Cerrar el paso
voldetour-lesson-defend-summary = Detén a un Señor rival que está a un movimiento de tu Torre.
voldetour-lesson-defend-lift-task = El Señor de Blanco en e3 podría pasar en su próximo turno por tu Bloque de d3 hasta tu Torre. Tus propias piezas se pueden mover: quita ese Bloque de d3.
voldetour-lesson-defend-lift-done = Ahora que d3 ya no mide 3, el Señor de Blanco no tiene camino hasta tu Torre, a menos que antes construya uno nuevo.
voldetour-lesson-defend-stand-task = Blanco amenaza otra vez tu Torre, pero el Bloque de d3 es suyo: no puedes moverlo, y encima no cabe nada. Dos Señores nunca comparten casilla ni pasan uno por encima del otro: pon a tu Señor en d3.
voldetour-lesson-defend-stand-done = Tu Señor cierra el paso, y el de Blanco no puede pasar.
voldetour-lesson-defend-choose-task = El Señor de Blanco en f3 podría, en su próximo turno, subir por tu Escalera de e3 y llegar a tu Torre. Detenlo con una sola acción; hay más de una forma.
voldetour-lesson-defend-choose-done = Detenido. Tu Señor en medio, tu Escalera movida o girada, o una Escalera encajada en ella para formar un cubo lleno: cualquiera de ellas corta el camino.
voldetour-lesson-stop-on = Tu Señor se detendría en { $square }, pero { $target } está a su alcance en este movimiento: llega hasta allí.
voldetour-lesson-build-first = Mover a tu Señor termina tu turno, y todavía no puede llegar a { $target }: construye antes su camino.
voldetour-lesson-no-end-turn = No termines el turno todavía: tu Señor aún tiene que moverse.
voldetour-lesson-no-build = No hace falta construir más: tu Señor ya puede llegar a { $target }. Llévalo allí.
voldetour-lesson-walk-now = El camino está abierto y no hace falta construir más: mueve a tu Señor.
voldetour-lesson-use-block = Aquí hace falta un Bloque: tu Señor necesita una casilla a su propia altura donde detenerse, y nunca se detiene en una Escalera.
voldetour-lesson-use-stair = Aquí hace falta una Escalera: solo una Escalera permite a tu Señor subir o bajar.
voldetour-lesson-block-top = La parte de arriba de ese Bloque quedaría a altura { $top }, pero tu Señor está a altura { $height }: solo camina entre casillas de la misma altura.
voldetour-lesson-not-beside = Ese Bloque está a la altura de tu Señor, pero fuera de su alcance: solo camina hacia casillas vecinas.
voldetour-lesson-no-way = Aun así, tu Señor no puede llegar a { $target } en este movimiento.
voldetour-lesson-stair-square = Coloca la Escalera en { $square }, entre tu Señor y { $target }.
voldetour-lesson-stair-dir = Esa Escalera subiría hacia el { $direction ->
        [north] norte
        [east] este
        [south] sur
       *[west] oeste
    }: para subir hacia { $target }, su rampa debe subir hacia el { $wanted ->
        [north] norte
        [east] este
        [south] sur
       *[west] oeste
    }.
voldetour-lesson-nest-here = Solo una Escalera encajada boca abajo en la Escalera abierta de { $square } forma un cubo lleno por el que tu Señor puede caminar.
voldetour-lesson-build-on = Construye en { $square }, encima de la pieza que hay allí: las alturas se suman.
voldetour-lesson-pair-heights = Después, e3 quedaría a altura { $first } y f3 a altura { $second }: las dos deben estar a 3, la altura de tu Señor.
voldetour-lesson-nearer = En { $square }, tu Señor quedaría a { $squares ->
        [one] { $squares } casilla
       *[other] { $squares } casillas
    } de la Torre de Blanco, pero en este movimiento puede acercarse hasta { $best ->
        [one] { $best } casilla
       *[other] { $best } casillas
    }.
voldetour-lesson-walk-only = Aquí solo hay que caminar: mueve a tu Señor sin construir nada.
voldetour-lesson-threat-lord = En { $square }, tu Señor no cierra el paso: el de Blanco aún podría recorrer { $route } y detenerse en tu Torre.
voldetour-lesson-threat-piece = Así el camino sigue abierto: el Señor de Blanco aún podría recorrer { $route } y detenerse en tu Torre.
