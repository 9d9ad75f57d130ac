# Torres: todas las palabras de este juego. Las claves empiezan por «torres-».

## Opciones de la nueva partida

torres-opt-cards = Cartas de acción
torres-opt-cards-personal = Mazo propio (mira 3 y quédate 1)
torres-opt-cards-common = Mazo común (roba la carta de arriba)
torres-opt-cards-off = Sin cartas (partida de introducción)
torres-opt-master = Versión maestra (los jugadores colocan los cimientos, mano completa, una carta maestra)
torres-opt-master-card = Carta maestra
torres-opt-master-card-random = Al azar

## Tablero y casillas

torres-board = Tablero de Torres
torres-inspect-ground = { $square }: suelo libre
torres-inspect-ground-knight = { $square }: suelo libre, { $colour ->
    [red] un caballero rojo
    [blue] un caballero azul
    [yellow] un caballero amarillo
   *[green] un caballero verde
} en el nivel { $height }
torres-inspect-ground-king = { $square }: suelo libre, el rey
torres-inspect-castle = { $square }: altura { $height }, castillo de superficie { $area } y altura { $castle_height }
torres-inspect-castle-knight = { $square }: altura { $height }, castillo de superficie { $area } y altura { $castle_height }, { $colour ->
    [red] un caballero rojo
    [blue] un caballero azul
    [yellow] un caballero amarillo
   *[green] un caballero verde
} en el nivel { $height }
torres-inspect-castle-king = { $square }: altura { $height }, castillo de superficie { $area } y altura { $castle_height }, el rey

## Elegir entre los significados de un clic

torres-choice-new-knight = Nuevo caballero (2 PA)
torres-choice-block = Colocar un bloque (1 PA)
torres-choice-step = Paso (1 PA)
torres-choice-through = A través del castillo (1 PA)
torres-choice-under-from-turn = Bloque de la pila de este turno
torres-choice-under-from-stack = Bloque de una pila de { $size }
torres-choice-cancel = Cancelar
torres-target-ask = { $input ->
    [touch] { $actions }: un primer toque lo muestra, un segundo lo juega
   *[mouse] { $actions }: un primer clic o Intro lo muestra, un segundo lo juega
}
torres-target-choose = { $input ->
    [touch] { $actions }: toca para elegir
   *[mouse] { $actions }: haz clic o pulsa Intro para elegir
}
torres-prompt-confirm = { $input ->
    [touch] { $action } en { $square }: toca { $square } otra vez para jugarlo, o en cualquier otro sitio para cancelar.
   *[mouse] { $action } en { $square }: haz clic otra vez en { $square } o pulsa Intro para jugarlo; Escape lo cancela.
}
torres-prompt-choose = { $input ->
    [touch] { $square }: elige qué hacer ahí, o toca en cualquier otro sitio para cancelar.
   *[mouse] { $square }: elige qué hacer ahí, o pulsa Escape para cancelar.
}
torres-refused = Nada que hacer en { $square }: { $reason }.
torres-refused-block-or-knight = Ningún bloque en { $square }: { $block }. Tampoco un caballero nuevo: { $knight }.
torres-refused-knight = El caballero de { $square } no puede moverse: { $reason }.

## Línea de estado e indicaciones

torres-handover-text = El tablero queda oculto para que nadie más vea tus cartas de acción.
torres-prompt-over = La partida ha terminado.
torres-end-reason = Los castillos se puntuaron tras la tercera fase: gana el total más alto.
torres-prompt-foundation = { $player }: coloca unos cimientos de castillo (a 3 pasos o más de los demás).
torres-prompt-start-knight = { $player }: pon un caballero sobre unos cimientos vacíos.
torres-prompt-start-king = { $player }: pon al rey sobre unos cimientos vacíos.
torres-prompt-choose-stack = { $player }: elige la pila de bloques de este turno.
torres-prompt-pick = { $player }: quédate una de las cartas que estás mirando.
torres-prompt-put-back = { $player }: devuelve cada una de las otras cartas arriba o abajo de tu mazo.
torres-prompt-spread = { $blocks ->
    [one] { $player }: 1 bloque sin colocar: ponlo en otra de tus pilas o devuélvelo a la reserva.
   *[other] { $player }: { $blocks } bloques sin colocar: ponlos en tus otras pilas o devuélvelos a la reserva.
}
torres-prompt-king-move = { $player }: tienes menos puntos, así que puedes mover al rey a una casilla resaltada o dejarlo.
torres-prompt-playing = { $you ->
    [yes] Te toca.
   *[no] Le toca a { $player }.
}
torres-prompt-card-from = { $card }: ¿adónde desde { $square }?
torres-prompt-move-block = { $input ->
    [touch] { $card }: toca el bloque que levantas y luego su destino.
   *[mouse] { $card }: haz clic en el bloque que levantas y luego en su destino.
}
torres-prompt-card = { $input ->
    [touch] { $card }: toca un caballero o una casilla resaltados.
   *[mouse] { $card }: haz clic en un caballero o una casilla resaltados.
}
torres-prompt-knight-selected = { $input ->
    [touch] Caballero en { $square }: toca un destino (el número es su coste en PA).
   *[mouse] Caballero en { $square }: haz clic en un destino (el número es su coste en PA).
}
torres-prompt-main = { $input ->
    [touch] { $player }: toca un caballero para moverlo, o una casilla resaltada para construir o añadir un caballero.
   *[mouse] { $player }: haz clic en un caballero para moverlo, o en una casilla resaltada para construir o añadir un caballero.
}
torres-prompt-only-end-turn = { $player }: no te quedan puntos de acción; termina tu turno.
torres-final-position = Posición final
torres-phase-round = Fase { $phase } · ronda { $round }
torres-ap-left = PA { $points }
torres-blocks-left = Bloques { $blocks }

## Botones

torres-choose-stack = Pila de { $size }
torres-spread-onto = Uno a una pila de { $size }
torres-return-rest = Devolver el resto
torres-keep-king = Dejar al rey
torres-one-ap = 1 PA
torres-take-card = Tomar una carta (1)
torres-advance-score = Puntos +1 (1)
torres-cancel-card = Cancelar { $card }
torres-end-turn = Terminar turno
torres-view-toggle-title = Cambiar entre la vista cenital y la vista 3D
torres-view-flat = Vista cenital
torres-view-3d = Vista 3D

## Cartas

torres-card-climb2 = Escalar 2
torres-card-block-under = Bloque bajo caballero
torres-card-extra-block = Bloque extra
torres-card-secret-passage = Pasadizo secreto
torres-card-diagonal = Diagonal
torres-card-ap6 = 6 PA
torres-card-ap7 = 7 PA
torres-card-move-block = Mover bloque
torres-card-reposition = Recolocar
torres-card-jump = Salto
torres-card-climb2-text = Un caballero sube a una casilla vecina hasta 2 niveles más alta.
torres-card-block-under-text = Desliza un bloque de una de tus pilas bajo uno de tus caballeros.
torres-card-extra-block-text = Coloca un bloque de la reserva común.
torres-card-secret-passage-text = A través de un castillo, se puede subir dentro; sal a una casilla más baja junto a él.
torres-card-diagonal-text = Un caballero se mueve una casilla en diagonal (como mucho 1 nivel hacia arriba).
torres-card-ap6-text = Un punto de acción más en este turno.
torres-card-ap7-text = Dos puntos de acción más en este turno.
torres-card-move-block-text = Mueve el bloque superior de una casilla libre a otro sitio, incluso para fundar un castillo.
torres-card-reposition-text = Mueve un caballero adonde un caballero nuevo podría unirse a otro tuyo.
torres-card-jump-text = Salta en línea recta sobre un caballero vecino a la casilla vacía de detrás.
torres-keep = Quedársela
torres-put-top = Arriba
torres-put-bottom = Abajo
torres-keep-card = Quedársela: { $card }
torres-put-top-card = Arriba: { $card }
torres-put-bottom-card = Abajo: { $card }
torres-pick-keep = Quédate una carta
torres-pick-put-back = Devuelve las demás
torres-card-fresh = Tomada en este turno: se puede jugar desde tu próximo turno
torres-your-cards = Tus cartas ({ $colour })
torres-no-cards = No tienes cartas en la mano.

## Cartas maestras

torres-master-card = Carta maestra { $number }: { $text }
torres-master-1 = Los seis caballeros en niveles distintos tras la fase 3: 40
torres-master-2 = Los seis caballeros en el mismo nivel tras la fase 3: 50
torres-master-3 = Los seis caballeros en una misma fila o columna tras la fase 3: 50
torres-master-4 = Cuatro caballeros en las esquinas de un cuadrado tras la fase 3: 50
torres-master-5 = Por caballero en una casilla del borde 2/5/10 tras la fase 1/2/3, +2/5/10 por tener estrictamente más
torres-master-6 = Caballeros en exactamente 4/5/6 castillos tras la fase 1/2/3: 5/15/30
torres-master-7 = Por caballero en una diagonal principal 2/5/10 tras la fase 1/2/3, +2/5/10 por tener estrictamente más
torres-master-8 = Los seis caballeros unidos ortogonalmente tras la fase 3: 40

## Jugadores, reserva, marcador

torres-player-cards = cartas { $hand } · mazo { $deck } · jugadas { $played }
torres-player-cards-yours = cartas { $hand } (tuyas) · mazo { $deck } · jugadas { $played }
torres-player-stacks = pilas { $stacks }
torres-player-knights = caballeros: { $board } en el tablero, { $reserve } en reserva
torres-supply = { $blocks ->
    [one] Reserva: 1 bloque · castillos: { $castles }
   *[other] Reserva: { $blocks } bloques · castillos: { $castles }
}
torres-score-track = Marcador de puntos

## Resumen de la puntuación

torres-summary-title = Puntuación tras la fase { $phase }
torres-summary-castle = Castillo
torres-summary-castle-row = { $square }… ({ $area } cas.)
torres-summary-king = Bonificación del rey
torres-summary-master = Carta maestra
torres-summary-total = Total de la fase
torres-summary-after = Puntos después

## El registro (los símbolos de la notación, las palabras del idioma)

torres-log-foundation = cimientos { $square }
torres-log-start-knight = C { $square }
torres-log-start-king = rey { $square }
torres-log-stack = pila { $size }
torres-log-new-knight = +C { $square }
torres-log-step = C { $from }-{ $to }
torres-log-through = C { $from }⇒{ $to } (castillo)
torres-log-block = B { $square } (a{ $height })
torres-log-take-card = toma carta
torres-log-keep-card = se queda una carta
torres-log-put-back = { $end ->
    [top] carta arriba
   *[bottom] carta abajo
}
torres-log-keep-card-named = se queda { $card }
torres-log-put-back-named = { $end ->
    [top] { $card } arriba
   *[bottom] { $card } abajo
}
torres-log-card = carta: { $card }
torres-log-card-knight = carta: { $card } C { $from }-{ $to }
torres-log-card-passage = carta: { $card } C { $from }⇒{ $to }
torres-log-card-reposition = carta: { $card } C { $from }→{ $to }
torres-log-card-move-block = carta: { $card } { $from }→{ $to }
torres-log-card-block = carta: { $card } B { $square } (a{ $height })
torres-log-card-under-from-turn = carta: { $card } C { $square } (de la pila de este turno)
torres-log-card-under-from-stack = carta: { $card } C { $square } (de una pila de { $size })
torres-log-score = puntos +{ $points }
torres-log-end-turn = fin del turno
torres-log-spread = reparte → { $size }
torres-log-return = devuelve { $blocks }
torres-log-king = rey { $square }
torres-log-king-stays = el rey se queda

## El registro en palabras, para pistas y avisos (cada gemelo `-words` toma los valores de su línea)

torres-log-foundation-words = cimientos de castillo en { $square }
torres-log-start-knight-words = caballero en { $square }
torres-log-start-king-words = el rey en { $square }
torres-log-stack-words = la pila de { $size } para este turno
torres-log-new-knight-words = caballero nuevo en { $square }
torres-log-step-words = caballero de { $from } a { $to }
torres-log-through-words = caballero de { $from } a { $to } a través del castillo
torres-log-block-words = bloque en { $square }, altura { $height }
torres-log-take-card-words = una carta de acción del mazo
torres-log-keep-card-words = una carta elegida para quedársela
torres-log-put-back-words = { $end ->
    [top] la otra carta, encima del mazo
   *[bottom] la otra carta, debajo del mazo
}
torres-log-keep-card-named-words = carta de acción { $card }, para quedársela
torres-log-put-back-named-words = { $end ->
    [top] carta de acción { $card }, de vuelta encima del mazo
   *[bottom] carta de acción { $card }, de vuelta debajo del mazo
}
torres-log-card-words = carta de acción { $card }
torres-log-card-knight-words = carta de acción { $card }: caballero de { $from } a { $to }
torres-log-card-passage-words = carta de acción { $card }: caballero de { $from } a { $to } a través del castillo
torres-log-card-reposition-words = carta de acción { $card }: caballero de { $from } a { $to }
torres-log-card-move-block-words = carta de acción { $card }: bloque de { $from } a { $to }
torres-log-card-block-words = carta de acción { $card }: bloque en { $square }, altura { $height }
torres-log-card-under-from-turn-words = carta de acción { $card }: un bloque de la pila de este turno bajo el caballero de { $square }
torres-log-card-under-from-stack-words = carta de acción { $card }: un bloque de una pila de { $size } bajo el caballero de { $square }
torres-log-score-words = avance del marcador de puntos, +{ $points }
torres-log-end-turn-words = fin del turno
torres-log-spread-words = un bloque sin colocar a una pila de { $size }
torres-log-return-words = los bloques sin colocar, de vuelta a la reserva ({ $blocks })
torres-log-king-words = el rey a { $square }
torres-log-king-stays-words = el rey se queda donde está

## Errores de reglas (siguen a dos puntos: en minúscula)

torres-error-game-over = la partida ha terminado
torres-error-wrong-time = eso no es posible en este momento del turno
torres-error-no-such-square = esa casilla no existe
torres-error-not-your-knight = no tienes ningún caballero en esa casilla
torres-error-square-occupied = esa casilla está ocupada por un caballero o por el rey
torres-error-not-adjacent = los caballeros se mueven y se unen ortogonalmente, casilla a casilla
torres-error-not-diagonal = esa casilla no está en diagonal junto al caballero
torres-error-climb-too-high = un caballero no puede subir tantos niveles
torres-error-not-enough-ap = no quedan suficientes puntos de acción
torres-error-no-knights-left = tus seis caballeros ya están en el tablero
torres-error-new-knight-too-high = un caballero nuevo debe ir junto a uno tuyo, al mismo nivel o más bajo
torres-error-castle-too-tall = un castillo no puede ser más alto que su superficie
torres-error-joins-castles = ese bloque uniría dos castillos
torres-error-new-castle = un bloque debe ampliar un castillo existente
torres-error-block-under-piece = un bloque no puede ir debajo de un caballero ni del rey
torres-error-stack-empty = no quedan bloques en esa pila
torres-error-no-such-stack = no tienes esa pila
torres-error-stack-full = una pila no puede tener más de tres bloques
torres-error-no-through-path = no hay camino a través de un castillo hasta esa casilla
torres-error-not-a-foundation = las piezas iniciales van sobre unos cimientos de castillo vacíos
torres-error-foundation-too-close = unos cimientos deben estar al menos a 3 casillas de todos los demás
torres-error-not-a-castle-square = el rey debe estar en una casilla de castillo vacía
torres-error-two-cards-per-turn = se pueden tomar como mucho dos cartas por turno
torres-error-deck-empty = el mazo está vacío
torres-error-no-draw-in-master = en la versión maestra no se toman cartas
torres-error-cards-off = esta partida se juega sin cartas de acción
torres-error-card-not-held = no tienes esa carta
torres-error-card-taken-this-turn = una carta no se puede jugar en el turno en que se tomó
torres-error-one-card-per-turn = solo se puede jugar una carta por turno
torres-error-card-not-shown = esa carta no está entre las que estás mirando
torres-error-supply-empty = la reserva común está vacía
torres-error-no-knight-to-jump = un salto necesita un caballero vecino por encima del que saltar
torres-error-splits-castle = un castillo no se puede dividir
torres-error-too-few-castles = deben quedar al menos 6 castillos
torres-error-no-block-to-move = solo se puede mover el bloque superior de una casilla sin pieza
torres-error-nothing-to-return = no hay bloques que repartir
torres-error-same-square = la pieza debe ir a otra casilla

## Diagramas de la página de reglas

torres-diagram-castle = Un castillo: 5 casillas unidas por sus lados, así que su superficie es 5; su casilla más alta tiene 3 bloques, así que su altura es 3. Un castillo nunca puede ser más alto que su superficie.
torres-diagram-through = A través de un castillo (1 PA): el caballero del suelo entra en una casilla más alta, camina por dentro sin subir (los números son alturas) y sale por el otro lado a un nivel al que puede llegar.
torres-diagram-scoring = Puntuación: este castillo tiene superficie 5. El caballero más alto de Rojo está en el nivel 3 → 5 × 3 = 15; el de Azul en el nivel 2 → 5 × 2 = 10.

## Ayuda de reglas (con nuestras palabras; formato en docs/i18n.md)

torres-rules-help =
    TORRES — construid castillos juntos, escaladlos solos.

    OBJETIVO
    A lo largo de tres fases ganas puntos por cada castillo en el que esté uno de tus caballeros: la
    superficie del castillo (cuántas casillas cubre) por el nivel de tu caballero más alto en él.
    Gana quien tenga más puntos tras la tercera puntuación.

    CÓMO VA UN TURNO
    Tienes 5 puntos de acción para tus caballeros (un caballero nuevo, pasos, recorridos a través de
    castillos), para los bloques de la pila de este turno, para las cartas y para avanzar tu
    marcador. Cada turno gasta una de tus pilas de bloques. Tras la última ronda de cada fase se
    puntúa cada castillo.

    EL TABLERO
    Un solar de 8×8 casillas con nombres como en el ajedrez (a1 abajo a la izquierda). La altura de
    una casilla es el número de bloques que tiene; una pieza allí está en ese nivel (0 = suelo). Un
    castillo es un grupo de casillas con bloques unidas por sus lados. Los castillos solo pueden
    tocarse por las esquinas, y un castillo nunca puede ser más alto que su superficie.
    @castle

    PREPARACIÓN
    Ocho bloques sueltos son los cimientos de los castillos (d8 c6 f6 h5 a4 c3 f3 e1). Por orden de
    asiento, cada jugador pone un caballero sobre unos cimientos vacíos; después el último jugador
    pone al rey sobre otros.

    FASES Y BLOQUES
    La fase 1 dura 4 rondas; las fases 2 y 3, 3 rondas (4 cada una con dos jugadores). Al empezar
    cada fase recibes pilas de bloques: 2 jugadores, 4 pilas de 3; 3 jugadores, 3,3,2,2 y luego
    3,3,2; cuatro jugadores, 2,2,2,2 y luego 2,2,2. Cada turno gasta una pila a tu elección, aunque
    no construyas nada. Los bloques que no coloques puedes pasarlos a tus otras pilas (como mucho 3
    por pila); el resto vuelve a la reserva, igual que todo lo que quede al acabar la fase.

    TU TURNO: 5 PUNTOS DE ACCIÓN (en cualquier orden y combinación)
    • Caballero nuevo (2): en una casilla vacía junto a uno de tus caballeros, no más alta que él.
    • Paso (1): una casilla por un lado a una casilla vacía, como mucho un nivel hacia arriba,
      cualquiera hacia abajo.
    • A través de un castillo (1): entra en una casilla vecina más alta del castillo y recorre su
      interior (sin subir nunca, bajar es libre); luego sal a una casilla vacía junto a una casilla
      que hayas cruzado, no más alta que el nivel por el que caminas. Las piezas de los tejados no
      estorban.
    • Bloque (1, de la pila de este turno): en suelo libre junto a exactamente un castillo, o encima
      de una casilla de castillo vacía. Nunca unas dos castillos, nunca empieces uno nuevo, nunca
      cubras una pieza y nunca hagas un castillo más alto que su superficie.
    • Tomar una carta (1, como mucho dos por turno).
    • Jugar una carta (gratis, como mucho una por turno, y no una tomada en este turno).
    • Puntuar (1): avanza tu marcador una casilla. Si cae sobre otro marcador, salta a la siguiente
      casilla libre (también después de cada puntuación); en el 0 pueden coincidir.
    Puedes parar con puntos sin usar.
    @through

    CARTAS (opción)
    Sin cartas, Mazo propio (por defecto: tienes diez cartas; al tomar una ves las tres de arriba,
    te quedas una y devuelves cada una de las otras arriba o abajo, como quieras) o Mazo común
    (cuarenta cartas barajadas juntas; al tomar una robas la de arriba). Las manos son secretas.
     1. Escalar 2 — un caballero sube a una casilla vecina vacía hasta dos niveles más alta.
     2. Bloque bajo caballero — toma un bloque de una de tus pilas y deslízalo bajo uno de tus
       caballeros (puede incluso fundar un castillo nuevo en suelo libre; nunca une dos castillos
       ni hace un castillo más alto que su superficie).
     3. Bloque extra — coloca un bloque de la reserva común según las reglas normales.
     4. Pasadizo secreto — como un movimiento a través del castillo, pero dentro puedes subir: sal
       desde cualquier casilla del castillo a una casilla vecina vacía más baja que ella.
     5. Diagonal — un caballero se mueve una casilla en diagonal (como mucho un nivel hacia arriba).
     6. 6 PA — un punto de acción más en este turno.
     7. 7 PA — dos puntos de acción más en este turno.
     8. Mover bloque — mueve el bloque superior de una casilla sin pieza a cualquier sitio al que
       podría ir un bloque normal, o a suelo libre lejos de todo castillo (un castillo nuevo). Sin
       dividir ningún castillo, sin castillos más altos que su superficie después, y nunca menos
       de 6 castillos.
     9. Recolocar — mueve un caballero a cualquier casilla donde podría añadirse un caballero nuevo
       junto a otro tuyo.
    10. Salto — salta en línea recta sobre un caballero vecino a la casilla vacía de detrás (como
       mucho un nivel hacia arriba).

    PUNTUACIÓN (tras cada fase)
    Cada jugador, por orden de turno: por cada castillo, superficie × nivel de su caballero más alto
    allí. Solo cuando todos han puntuado sus castillos llegan las bonificaciones del rey, de nuevo
    por orden de turno: un caballero exactamente en el nivel 1 / 2 / 3 del castillo del rey tras la
    fase 1 / 2 / 3 suma 5 / 10 / 15 (una vez). Los puntos de la carta maestra van al final. Cada suma
    es un paso propio en el marcador, así que un marcador que cae sobre otro salta cada vez a la
    siguiente casilla libre. Después, el jugador con menos puntos (empate: el primero en el orden de
    turno) puede mover al rey a cualquier casilla de castillo vacía y empieza la fase siguiente.
    Si varios jugadores comparten la puntuación final más alta, comparten la victoria.
    @scoring

    VERSIÓN MAESTRA (opción)
    Los jugadores colocan ellos mismos los 8 cimientos, cada uno a 3 pasos como mínimo (por los
    lados) de los demás. Cada uno tiene sus diez cartas desde el principio; no se toman cartas. Una
    carta maestra (robada o elegida) ofrece puntos extra. Desde la segunda ronda de una fase, quien
    va en cabeza empieza cada ronda.
    Las cartas maestras («final» = se puntúa tras la fase 3):
     1. Seis caballeros en seis niveles distintos (final): 40.
     2. Los seis en un mismo nivel (final): 50.
     3. Los seis en una misma fila o columna (final): 50.
     4. Cuatro caballeros en las esquinas de un cuadrado (final): 50.
     5. Caballeros en el borde: 2/5/10 cada uno tras la fase 1/2/3, y otro tanto por tener
       estrictamente más que nadie.
     6. Caballeros en exactamente 4/5/6 castillos tras la fase 1/2/3: 5/15/30.
     7. Caballeros en una diagonal larga: como la carta 5.
     8. Los seis caballeros unidos por sus lados (final): 40.

## Por qué una jugada es buena: una frase tras «Pista: <jugada> — », en minúscula; puntos como si la fase se puntuara ahora

torres-reason-score = con esto tu próxima puntuación sube { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
torres-reason-score-king = con esto tu próxima puntuación sube { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }, bonificación del rey incluida
torres-reason-score-master = con esto tu próxima puntuación sube { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }, bonificación de la carta maestra incluida
torres-reason-king-bonus = con esto ganas la bonificación del rey de { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } en la próxima puntuación
torres-reason-takes = con esto { $colour ->
        [red] Rojo
        [blue] Azul
        [yellow] Amarillo
       *[green] Verde
    } pierde { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } en la próxima puntuación
torres-reason-takes-king = con esto { $colour ->
        [red] Rojo
        [blue] Azul
        [yellow] Amarillo
       *[green] Verde
    } pierde la bonificación del rey de { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
torres-reason-blocks = con esto bloqueas un paso que habría subido { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } la próxima puntuación de { $colour ->
        [red] Rojo
        [blue] Azul
        [yellow] Amarillo
       *[green] Verde
    }
torres-reason-prepares = con esto preparas un paso que subiría { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } tu próxima puntuación
torres-reason-hop = con esto ganas { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }: tu marcador salta por encima de otro
torres-reason-lead = con esto te pones en cabeza, y quien va en cabeza empieza la siguiente ronda
torres-reason-keeps-king = con esto conservas la bonificación del rey de { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }

## Lecciones

torres-lesson-goal-title = El objetivo
torres-lesson-goal-summary = Tus caballeros puntúan los castillos en los que están: superficie por nivel.
torres-lesson-goal-up-task = Un castillo da puntos a los caballeros que están en él: su superficie (cuántas casillas cubre) por el nivel del caballero (sobre cuántos bloques está). Tu caballero en { $from } está en el nivel { $level } de un castillo de superficie { $area }. Súbelo a { $to }: un paso cuesta 1 de tus 5 puntos de acción y sube como mucho un nivel.
torres-lesson-goal-up-done = Nivel { $level } en un castillo de superficie { $area }: { $area } × { $level } = { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } en la próxima puntuación.
torres-lesson-goal-grow-task = Un bloque en suelo libre junto a un castillo lo agranda una casilla, y así cada caballero que esté en él puntúa más. Coloca un bloque (1 punto de acción) en suelo libre junto al castillo de tu caballero.
torres-lesson-goal-grow-done = El castillo tiene ahora superficie { $area }, así que tu caballero en el nivel { $level } vale { $area } × { $level } = { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
torres-lesson-goal-pick-task = Un caballero en suelo libre (nivel 0) no puntúa nada. Sube tu caballero al castillo donde puntuará más.
torres-lesson-goal-pick-done = { $area } × 1 = { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }: en el mismo nivel, el castillo más grande da más.
torres-lesson-ap-title = Puntos de acción
torres-lesson-ap-summary = En cada turno tienes 5 puntos de acción para caballeros nuevos, pasos y bloques.
torres-lesson-ap-knight-task = Un caballero nuevo cuesta 2 puntos de acción. Va en una casilla vacía junto a uno de tus caballeros, en el mismo nivel o más abajo. Añade un caballero nuevo lo más alto que puedas.
torres-lesson-ap-knight-done = Tu caballero nuevo está en el nivel { $level }, tan alto como el caballero al que se une. Ha costado 2 puntos de acción, así que te { $left ->
        [one] queda { $left }
       *[other] quedan { $left }
    } en este turno.
torres-lesson-ap-stack-task = Cada turno gasta una de tus pilas de bloques, y cada bloque cuesta 1 punto de acción. Te quedan 1 punto de acción y 2 bloques: coloca un bloque en suelo libre junto a tu castillo, termina tu turno y luego pasa el bloque sin usar a tu pila de 2 (una pila tiene como mucho 3).
torres-lesson-ap-stack-done = Tu pila de 2 tiene ahora 3 bloques para un turno posterior de esta fase. Un bloque que no cabe en tus pilas vuelve a la reserva.
torres-lesson-ap-stairs-task = Un bloque también puede ir encima de una casilla de castillo vacía, que así sube. Tienes 5 puntos de acción y 3 bloques: lleva a tu caballero al nivel { $level } antes de que acabe tu turno.
torres-lesson-ap-stairs-done = El nivel { $level } en un solo turno: tres bloques construyeron la escalera y dos pasos la subieron, los 5 puntos de acción.
torres-lesson-building-title = Construir
torres-lesson-building-summary = Los bloques hacen los castillos más grandes o más altos, nunca más altos que su superficie, y nunca unen dos castillos.
torres-lesson-building-tall-task = Un castillo nunca puede ser más alto que su superficie. Este tiene superficie { $area } y { $square } ya tiene altura { $area }, así que todavía no admite otro bloque. Coloca primero un bloque en suelo libre junto al castillo y después uno encima de { $square }.
torres-lesson-building-tall-done = { $square } tiene ahora altura { $height }, en un castillo de superficie { $area }: tan alto como puede ser hasta que el castillo vuelva a crecer.
torres-lesson-building-join-task = Los castillos solo pueden tocarse por las esquinas: un bloque nunca puede unir dos castillos, ni empezar un castillo nuevo. Agranda en una casilla el castillo de tu caballero.
torres-lesson-building-join-done = Tu castillo ha crecido sin tocar otro. Un bloque en { $first } o { $second } lo habría unido al castillo de { $castle }, por eso esas casillas estaban cerradas.
torres-lesson-building-best-task = Te quedan 1 punto de acción y 1 bloque. Coloca el bloque donde más sume a tu próxima puntuación: cada castillo da su superficie por el nivel de tu caballero más alto en él.
torres-lesson-building-best-done = El castillo de tu caballero tiene ahora superficie { $area }: con el caballero en el nivel { $level }, ese único bloque suma { $gain ->
        [one] { $gain } punto
       *[other] { $gain } puntos
    }, más que en cualquier otro sitio.
torres-lesson-climbing-title = Escalar
torres-lesson-climbing-summary = Los caballeros suben un nivel por paso, bajan cualquier altura y cruzan castillos.
torres-lesson-climbing-steps-task = Un paso lleva a un caballero a una casilla vecina vacía por un lado, nunca en diagonal. Sube como mucho un nivel, pero puede bajar los que quiera. Sube a { $to } (altura { $height }) en dos pasos.
torres-lesson-climbing-steps-done = Nivel { $level }, un nivel por paso. Bajar nunca está limitado: desde ahí arriba, un solo paso puede llevar al caballero directamente al suelo.
torres-lesson-climbing-through-task = Por 1 punto de acción un caballero también puede cruzar un castillo: entra por una casilla vecina del castillo más alta que su nivel, avanza por dentro sin subir y sale a una casilla vacía junto a una casilla que haya cruzado, no más alta que el nivel por el que caminaba. Cruza el castillo hasta { $target } en un solo movimiento.
torres-lesson-climbing-through-done = Todo el camino por 1 punto de acción: rodeando el castillo habrían hecho falta { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    }.
torres-lesson-climbing-trip-task = Te quedan 2 puntos de acción. Lleva a tu caballero al castillo de { $castle } antes de que acabe tu turno.
torres-lesson-climbing-trip-done = A través del castillo hasta el otro lado y luego un nivel arriba: todo el viaje costó 2 puntos de acción.
torres-lesson-scoring-title = La puntuación
torres-lesson-scoring-summary = Tras cada fase, cada castillo da su superficie por el nivel de tu caballero más alto en él.
torres-lesson-scoring-once-task = Un castillo puntúa una sola vez para ti: solo cuenta tu caballero más alto en él. Tu caballero en { $square } no suma nada, porque tu otro caballero está más alto en el mismo castillo. Con tus 2 puntos de acción, llévalo al castillo de { $castle }.
torres-lesson-scoring-once-done = Ahora puntúan los dos caballeros: { $area } × { $level } = { $points } en el primer castillo y { $area2 } × { $level2 } = { $points2 } en el otro.
torres-lesson-scoring-end-task = Cada castillo se puntúa cuando termina una fase, tras su último turno. Este es el último turno de la fase 2: sube tu caballero de { $from } a { $to } y luego termina tu turno.
torres-lesson-scoring-end-done = La fase 2 está puntuada: tu caballero en el nivel { $level } de un castillo de superficie { $area } ha ganado { $area } × { $level } = { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }. Tras la fase 3 llega la última puntuación, y gana quien tenga más puntos.
torres-lesson-scoring-best-task = Queda un punto de acción: ¿qué caballero debe subir? Un nivel vale tantos puntos como la superficie de su castillo. Da el paso que más sume a tu próxima puntuación.
torres-lesson-scoring-best-done = Un nivel más en el castillo de superficie { $area } suma { $area ->
        [one] { $area } punto
       *[other] { $area } puntos
    }; en el castillo de superficie { $small } sumaría solo { $small }. Sube donde los castillos son grandes.
torres-lesson-king-title = El bonus del rey
torres-lesson-king-summary = Un caballero exactamente en el nivel 1, 2 o 3 del castillo del rey gana un bonus tras la fase 1, 2 o 3.
torres-lesson-king-add-task = El castillo en el que está el rey paga un bonus: tras la fase 1, { $bonus ->
        [one] { $bonus } punto
       *[other] { $bonus } puntos
    } para cada jugador con un caballero exactamente en su nivel 1. Tu caballero allí está en el nivel 2 y puntúa el castillo. Con tus 2 puntos de acción, consigue también el bonus.
torres-lesson-king-add-done = Dos caballeros, dos premios: el del nivel { $level } puntúa el castillo ({ $area } × { $level } = { $points }), el del nivel 1 gana el bonus del rey de { $bonus }.
torres-lesson-king-move-task = Tras cada puntuación, el jugador con menos puntos puede mover al rey a cualquier casilla de castillo vacía, o dejarlo donde está. Ese eres tú. Ahora viene la fase 2, y su bonus del rey es de { $bonus ->
        [one] { $bonus } punto
       *[other] { $bonus } puntos
    } para un caballero exactamente en el nivel { $level } del castillo del rey. Pon al rey donde te ayude.
torres-lesson-king-move-done = El rey está ahora en el castillo de tu caballero: si ese caballero sigue en el nivel { $level } al acabar la fase 2, ganas { $bonus ->
        [one] { $bonus } punto
       *[other] { $bonus } puntos
    } más.
torres-lesson-king-best-task = La fase 3 termina tras esta ronda, y su bonus del rey es de { $bonus ->
        [one] { $bonus } punto
       *[other] { $bonus } puntos
    } para un caballero exactamente en el nivel { $level } del castillo del rey. Con tu último punto de acción, haz el movimiento que más sume a la puntuación final.
torres-lesson-king-best-done = Un nivel más abajo y, aun así, { $gain ->
        [one] { $gain } punto
       *[other] { $gain } puntos
    } más: el castillo da ahora { $area } × { $to } en vez de { $area } × { $from }, y el bonus del rey suma { $bonus }.
torres-lesson-cards-title = Cartas de acción
torres-lesson-cards-summary = Toma una carta por 1 punto de acción y juega una por turno gratis.
torres-lesson-cards-take-task = Las cartas de acción tuercen las reglas. Tomar una cuesta 1 punto de acción, como mucho dos por turno: miras las tres cartas de arriba de tu mazo, te quedas una y devuelves cada una de las otras arriba o abajo, como quieras. Toma una carta.
torres-lesson-cards-take-done = La carta que te has quedado está en tu mano, oculta a los demás. Puedes jugarla a partir de tu próximo turno, nunca en el turno en que la tomaste.
torres-lesson-cards-climb-task = Jugar una carta no cuesta puntos de acción, pero solo puedes jugar una carta por turno. Escalar 2 lleva a un caballero a una casilla vecina hasta 2 niveles más alta. Juégala para llevar a tu caballero de { $from } a { $to } (altura { $height }).
torres-lesson-cards-climb-done = Del nivel 1 al nivel 3 en un solo movimiento, y aún tienes todos tus puntos de acción.
torres-lesson-cards-diagonal-task = No te quedan puntos de acción, pero tienes dos cartas. Lleva a tu caballero al castillo de { $castle }, que solo toca el tuyo por una esquina.
torres-lesson-cards-diagonal-done = Diagonal cruza la esquina donde se tocan dos castillos: tu caballero está ahora en el nivel { $level } del castillo de { $castle }.
torres-lesson-why-end-turn = Todavía no: en cuanto termines tu turno juega el otro jugador, y esta tarea queda sin hacer.
torres-lesson-why-score = Avanzar tu marcador cuesta 1 punto de acción por casilla; este paso pide otra cosa.
torres-lesson-why-take-card = Una carta nueva cuesta 1 punto de acción y no se puede jugar en este turno; este paso no necesita ninguna.
torres-lesson-to-ground = En { $square } tu caballero estaría en suelo libre, nivel 0, donde no puntúa nada.
torres-lesson-down = En { $square } tu caballero bajaría al nivel { $level }.
torres-lesson-same-level = En { $square } tu caballero seguiría en el nivel { $level }, no más alto que ahora.
torres-lesson-gain-less = Eso suma { $gain ->
        [one] { $gain } punto
       *[other] { $gain } puntos
    } a tu próxima puntuación, pero otro movimiento suma { $best }.
torres-lesson-gain-none = Eso no suma nada a tu próxima puntuación, pero otro movimiento suma { $best ->
        [one] { $best } punto
       *[other] { $best } puntos
    }.
torres-lesson-gain-loss = Eso te cuesta { $loss ->
        [one] { $loss } punto
       *[other] { $loss } puntos
    } en la próxima puntuación, mientras que otro movimiento suma { $best }.
torres-lesson-else-step-up = Eso no mueve a tu caballero: súbelo de { $from } a { $to }.
torres-lesson-block-taller = Ese bloque hace { $square } más alta, pero el castillo de tu caballero conserva su superficie de { $area }, así que tu caballero no puntúa más. Coloca el bloque en suelo libre junto al castillo.
torres-lesson-block-other-castle = Ese bloque agranda el castillo de { $square }, no aquel en el que está tu caballero.
torres-lesson-else-block = Eso no construye nada: coloca un bloque en suelo libre junto al castillo de tu caballero.
torres-lesson-new-knight-lower = En { $square } el caballero nuevo estaría en el nivel { $level }; { $best }, también junto a tu caballero, es más alta.
torres-lesson-else-new-knight = Eso no es un caballero nuevo: añade uno (2 puntos de acción) junto a tu caballero.
torres-lesson-why-return = Así el bloque vuelve a la reserva; en tu pila de 2 sigue siendo tuyo para un turno posterior.
torres-lesson-stairs-stuck = Después de eso tu caballero ya no puede llegar al nivel { $level } en este turno: hacen falta tres bloques en su castillo y dos pasos, los 5 puntos de acción.
torres-lesson-else-grow-first = Primero agranda el castillo: coloca un bloque en suelo libre a su lado.
torres-lesson-now-tower = Tu castillo tiene ahora superficie { $area }, así que { $square } puede llegar a altura { $height }: coloca el bloque ahí.
torres-lesson-else-climb = Eso no mueve a tu caballero: sube a { $to } paso a paso.
torres-lesson-through-elsewhere = Ese recorrido a través del castillo termina en { $square }; la tarea es { $target }, al otro lado.
torres-lesson-through-not-step = Un paso avanza solo una casilla; el recorrido a través del castillo llega a { $target } por el mismo punto de acción.
torres-lesson-else-through = Eso no mueve a tu caballero: llévalo a través del castillo hasta { $target }.
torres-lesson-cannot-reach = Después de eso tu caballero ya no puede llegar al castillo de { $castle } con los puntos de acción que quedan.
torres-lesson-keep-high = Tu caballero en { $square } es el que puntúa este castillo: mueve el otro.
torres-lesson-end-now = Termina ahora tu turno: con él acaba la fase y se puntúan los castillos.
torres-lesson-step-before-scoring = Todavía no: sube primero. La puntuación cuenta los niveles en los que están tus caballeros al acabar la fase.
torres-lesson-king-theirs = Con el rey ahí, el bonus lo ganaría el caballero de tu rival en el nivel { $level }, no tú.
torres-lesson-king-none = Ninguno de tus caballeros está en el nivel { $level } del castillo de { $square }: con el rey ahí no ganas ningún bonus.
torres-lesson-take-a-card = Este paso va de cartas: toma una, por 1 punto de acción.
torres-lesson-card-not-step = Un paso sube como mucho un nivel; Escalar 2 lleva a tu caballero a { $to } sin gastar puntos de acción.
torres-lesson-else-card = Eso no lleva a tu caballero a { $to }: juega Escalar 2.
torres-lesson-climb2-edge = Escalar 2 solo se mueve por un lado, y el castillo de { $castle } solo toca el tuyo por una esquina.
