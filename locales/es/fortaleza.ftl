# Fortaleza: todas las palabras de este juego, con los términos del reglamento en español. Las claves empiezan por «fortaleza-».

fortaleza-seat-first = Jugador 1
fortaleza-seat-second = Jugador 2

## Opciones de la nueva partida

fortaleza-opt-note = Fortaleza no tiene variantes: dos jugadores. El Jugador 1 elige su Territorio y sus colores en la partida, y luego construye y despliega en secreto; el Jugador 2 despliega a ciegas.

## Palabras del juego

fortaleza-unit = { $unit ->
        [king] Rey
        [rabble] Chusma
        [lancer] Lancero
        [archer] Arquero
        [light-cavalry] Caballería Ligera
        [heavy-cavalry] Caballería Pesada
        [elephant] Elefante
        [dragon] Dragón
        [trebuchet] Trabuquete
       *[scorpion] Escorpión
    }
# La letra de la ficha de cada unidad, única dentro de un ejército (las teclas 1–9, 0 eligen por posición, sea cual sea la letra).
fortaleza-letter = { $unit ->
        [king] R
        [rabble] C
        [lancer] L
        [archer] A
        [light-cavalry] G
        [heavy-cavalry] P
        [elephant] E
        [dragon] D
        [trebuchet] T
       *[scorpion] S
    }
# La marca de los colores de cada ejército en la lista de jugadores, el registro y el resultado (R: Rojo y Oro, N: Negro y Plata).
fortaleza-army-letter = { $colours ->
        [red-gold] R
       *[black-silver] N
    }
fortaleza-colours = { $colours ->
        [red-gold] Rojo y Oro
       *[black-silver] Negro y Plata
    }
fortaleza-territory = { $territory ->
        [south] Sur
       *[north] Norte
    }
fortaleza-unit-of = { $unit } ({ $colours })
fortaleza-player = Jugador { $number }
fortaleza-army-title = { $player } · { $colours } · { $territory }

## El tablero y sus paneles

fortaleza-board-label = Tablero de Fortaleza
fortaleza-square-unit = { $unit }
fortaleza-square-unit-on-enemy-ring = { $unit } (en el Anillo de Salida enemigo)
fortaleza-square-water = agua
fortaleza-square-mountain = Montaña
fortaleza-square-fortress = Fortaleza ({ $colours })
fortaleza-square-land = tierra vacía
fortaleza-square-ring = Anillo de Salida ({ $colours })
fortaleza-square-territory = Territorio ({ $colours })
fortaleza-handover-text = El tablero queda oculto para que nadie más vea dónde despliegas tu ejército.
fortaleza-end-over = La partida ha terminado.
fortaleza-end-checkmate = Jaque mate: { $loser } no puede escapar. { $you ->
        [yes] ¡Has ganado!
       *[no] Gana { $winner }.
    }
fortaleza-end-king-taken = El Rey de { $loser } ha sido capturado. { $you ->
        [yes] ¡Has ganado!
       *[no] Gana { $winner }.
    }
fortaleza-end-stalemate = El jugador en turno no tiene ninguna acción legal y su Rey está a salvo: tablas.
fortaleza-end-stalemate-player = { $you ->
        [yes] No tienes ninguna acción legal y tu Rey está a salvo: tablas.
       *[no] { $player } no tiene ninguna acción legal y su Rey está a salvo: tablas.
    }
fortaleza-end-repetition = La misma posición se repitió por tercera vez: tablas.
fortaleza-end-no-progress = 100 acciones sin captura, despliegue ni asedio: tablas.
fortaleza-prompt-build = { $input ->
    [touch] Construye tu Fortaleza: toca una casilla marcada (su esquina inferior izquierda). Ella y su Anillo de Salida deben quedar en el { $territory }.
   *[mouse] Construye tu Fortaleza: haz clic en una casilla marcada (su esquina inferior izquierda). Ella y su Anillo de Salida deben quedar en el { $territory }.
}
fortaleza-still-mountains = Falta: colocar { $count ->
        [one] 1 Montaña más
       *[other] { $count } Montañas más
    }.
fortaleza-still-unit = Falta: desplegar al menos una unidad en tu Anillo de Salida.
fortaleza-still-mountains-and-unit = Falta: colocar { $count ->
        [one] 1 Montaña más
       *[other] { $count } Montañas más
    }; desplegar al menos una unidad en tu Anillo de Salida.
fortaleza-placing-mountain = { $input ->
    [touch] Colocando una Montaña: toca una casilla marcada de tu Territorio.
   *[mouse] Colocando una Montaña: haz clic en una casilla marcada de tu Territorio.
}
fortaleza-deploying = { $input ->
    [touch] Desplegando: { $unit }. Toca una casilla marcada de tu Anillo de Salida.
   *[mouse] Desplegando: { $unit }. Haz clic en una casilla marcada de tu Anillo de Salida.
}
fortaleza-click-to-end-deployment = { $input ->
    [touch] Toca tu Fortaleza para terminar el despliegue (las unidades que queden en la Reserva se quedan dentro).
   *[mouse] Haz clic en tu Fortaleza para terminar el despliegue (las unidades que queden en la Reserva se quedan dentro).
}
fortaleza-click-to-lift = { $input ->
    [touch] Un toque en tu Fortaleza ahora la levanta, para construirla en otro lugar.
   *[mouse] Un clic en tu Fortaleza ahora la levanta, para construirla en otro lugar.
}
fortaleza-click-to-take-back = { $input ->
    [touch] Toca una unidad desplegada para devolverla a la Reserva.
   *[mouse] Haz clic en una unidad desplegada para devolverla a la Reserva.
}
# The deployment's sentences (what is still to do) after the seat's name.
fortaleza-prompt-deploy = { $player }: { $todo }
fortaleza-prompt-choose = { $player }: elige tu Territorio y tus colores.
fortaleza-prompt-deploys = { $you ->
    [yes] Despliegas en la Niebla de Guerra.
   *[no] { $player } despliega en la Niebla de Guerra.
}
fortaleza-prompt-march = { $player }: Marcha Forzada — mueve otra Chusma o termina la marcha.
fortaleza-prompt-rescue = { $player }: el asedio se ha ejecutado. Libera una de tus unidades de la Mazmorra enemiga.
fortaleza-prompt-save = { $player }: salva una unidad de tu Reserva — elígela y luego una casilla marcada de tu anillo.
fortaleza-prompt-unit = { $input ->
    [touch] { $player }: { $unit } en { $square } — toca una casilla marcada.
   *[mouse] { $player }: { $unit } en { $square } — haz clic en una casilla marcada.
}
fortaleza-prompt-to-play = { $you ->
    [yes] Te toca.
   *[no] Le toca a { $player }.
}
fortaleza-prompt-to-play-live = { $input ->
    [touch] { $player }: toca una unidad o despliega desde tu Reserva.
   *[mouse] { $player }: haz clic en una unidad o despliega desde tu Reserva.
}
fortaleza-king-threatened = ¡Tu Rey está amenazado!
fortaleza-choice = { $territory } (filas { $rows }), { $colours }
fortaleza-end-march = Terminar la marcha
fortaleza-execute-siege = Ejecutar el asedio
fortaleza-end-deployment = Terminar el despliegue
fortaleza-free = Liberar: { $unit }
fortaleza-save-kept = Conservar: { $unit } (no hay casilla libre)
fortaleza-save = Salvar: { $unit }
fortaleza-siege-yours = { $input ->
    [touch] Tu asedio sigue en pie ({ $count ->
            [one] 1 unidad
           *[other] { $count } unidades
        } en el Anillo de Salida enemigo): toca la Fortaleza enemiga o Ejecutar el asedio.
   *[mouse] Tu asedio sigue en pie ({ $count ->
            [one] 1 unidad
           *[other] { $count } unidades
        } en el Anillo de Salida enemigo): haz clic en la Fortaleza enemiga o en Ejecutar el asedio.
}
fortaleza-siege-theirs = { $you ->
    [yes] Asedias la Fortaleza enemiga desde { $squares }.
   *[no] { $player } asedia tu Fortaleza desde { $squares }: rompe el cerco en este turno (deja menos de 2 de sus unidades en tu anillo).
}
fortaleza-help-squares-shown = Verde: adónde puede ir (borde rojo: captura o disparo); rojo tachado: lo que la detiene.
fortaleza-help-keep-still = { $input ->
    [touch] Mantén el dedo encima 3 s para ver sus casillas.
   *[mouse] Quédate quieto 3 s (o pulsa H otra vez) para ver sus casillas.
}
fortaleza-help-idle = { $input ->
    [touch] Mantén un dedo sobre una unidad para ver su ayuda; a los 3 s se muestran sus casillas.
   *[mouse] Deja el puntero 1 s sobre una unidad (pulsación larga en pantalla táctil, H en el cursor del teclado) para ver su ayuda; a los 3 s se muestran sus casillas.
}
fortaleza-reserve = Reserva
fortaleza-dungeon = Mazmorra
fortaleza-reserve-hidden = oculta en la Niebla de Guerra
fortaleza-reserve-unit-title = { $input ->
    [touch] { $unit } en la Reserva
   *[mouse] { $unit } en la Reserva (tecla { $key })
}
fortaleza-mountains-title = { $input ->
    [touch] Montañas por colocar
   *[mouse] Montañas por colocar (tecla M)
}
fortaleza-mountains = Montaña ×{ $count }
fortaleza-dungeon-empty = vacía
fortaleza-prisoner-free-title = Liberar a este prisionero
fortaleza-prisoner-held-title = Encerrado en la Mazmorra
fortaleza-unit-stuck = Esta unidad ({ $unit }) no tiene ahora ningún movimiento ni disparo legal.

## La ayuda de cada unidad

fortaleza-help-moves = { $unit ->
        [king] Una casilla en cualquiera de las ocho direcciones.
        [rabble] Una casilla a lo largo de una fila o columna.
        [lancer] Una casilla a lo largo de una fila o columna.
        [archer] Una casilla en diagonal.
        [light-cavalry] Dos pasos en diagonal y luego uno en diagonal girando hacia un lado (tres casillas en un sentido, una en el otro).
        [heavy-cavalry] Dos pasos a lo largo de una fila o columna y luego uno hacia un lado.
        [elephant] Cualquier distancia a lo largo de una fila o columna.
        [dragon] Cualquier distancia en línea recta, en cualquiera de las ocho direcciones.
        [trebuchet] Una casilla en diagonal, a una casilla vacía. Mueve o dispara, nunca ambas cosas.
       *[scorpion] Una casilla a lo largo de una fila o columna, a una casilla vacía. Mueve o dispara, nunca ambas cosas.
    }
fortaleza-help-blocked = { $unit ->
        [king] No puede ir a sus propias unidades, al agua, a Montañas, a Fortalezas ni a una casilla amenazada.
        [rabble] No puede ir a sus propias unidades, al agua, a Montañas ni a Fortalezas.
        [lancer] No puede ir al agua, a Montañas ni a Fortalezas.
        [archer] No puede ir a sus propias unidades, al agua, a Montañas ni a Fortalezas.
        [light-cavalry] Su camino no puede cruzar agua, Montañas ni Fortalezas.
        [heavy-cavalry] Su camino no puede cruzar enemigos, agua, Montañas ni Fortalezas.
        [elephant] Se detiene ante cualquier unidad, agua, Montaña o Fortaleza (puede capturar al enemigo ante el que se detiene).
        [dragon] Se detiene ante cualquier unidad o Fortaleza.
        [trebuchet] Su disparo lo detienen las Montañas y las Fortalezas.
       *[scorpion] Su disparo lo detienen tus propias unidades, las Montañas y las Fortalezas.
    }
fortaleza-help-special = { $unit ->
        [king] La pieza clave: si lo pierdes, pierdes la partida.
        [rabble] Marcha Forzada: después de que se mueva una Chusma, otra Chusma puede moverse en el mismo turno (o puedes parar ahí).
        [lancer] Relevo: al moverse a la casilla de una unidad propia, intercambia su posición con ella.
        [archer] Largo Alcance: dos casillas en diagonal para capturar a un enemigo, por encima de una casilla de tierra vacía.
        [light-cavalry] Salto: salta por encima de unidades de ambos bandos.
        [heavy-cavalry] Paso Preferente: atraviesa sus propias unidades.
        [elephant] Piel Dura: solo puede capturarlo un Dragón, o un atacante apoyado por una segunda unidad que también ataque su casilla — también con disparos.
        [dragon] Vuelo: vuela sobre el agua y las Montañas (nunca se posa en ellas) y captura un Elefante sin apoyo.
        [trebuchet] Tiro Parabólico: dispara a lo largo de su fila o columna a cualquier distancia, por encima de unidades y agua, y alcanza al enemigo que elijas.
       *[scorpion] Dispara en diagonal a cualquier distancia por encima del agua y alcanza al primer enemigo. Brocheta: si un segundo enemigo está una o dos casillas detrás (con tierra vacía o agua en medio), puede capturar a ambos.
    }

## El registro

fortaleza-log-hidden = las tropas se mueven en la niebla
fortaleza-log-deploy = { $unit }@{ $square }
fortaleza-log-unit = { $unit } { $move }
fortaleza-log-choose = { $territory ->
        [south] Sur
       *[north] Norte
    }, { $colours ->
        [red-gold] Rojo y Oro
       *[black-silver] Negro y Plata
    }
fortaleza-log-fortress = Fortaleza { $square }
fortaleza-log-lift = levanta la Fortaleza
fortaleza-log-mountain = Montaña { $square }
fortaleza-log-take-back = { $unit } { $square } a la Reserva
fortaleza-log-end-deployment = fin del despliegue
fortaleza-log-end-march = fin de la marcha
fortaleza-log-siege = ejecuta el asedio
fortaleza-log-free = libera { $unit }
fortaleza-log-save = salva { $unit }@{ $square }
fortaleza-log-save-kept = salva { $unit } (en la Reserva)

## El registro en palabras, para pistas y avisos (cada gemelo `-words` toma los valores de su línea;
## la letra de una unidad se dice con su nombre)

fortaleza-letter-words = { $unit ->
        [king] Rey
        [rabble] Chusma
        [lancer] Lancero
        [archer] Arquero
        [light-cavalry] Caballería Ligera
        [heavy-cavalry] Caballería Pesada
        [elephant] Elefante
        [dragon] Dragón
        [trebuchet] Trabuquete
       *[scorpion] Escorpión
    }
fortaleza-log-deploy-words = { $unit } de la Reserva a { $square }
fortaleza-log-take-back-words = { $unit } de { $square } de vuelta a la Reserva
fortaleza-log-lift-words = la Fortaleza levantada, para construirla en otro lugar
fortaleza-log-save-words = { $unit } a salvo, de la Reserva a { $square }
fortaleza-log-save-kept-words = { $unit } a salvo, pero se queda en la Reserva (no hay casilla libre)
fortaleza-log-free-words = { $unit } en libertad, fuera de la Mazmorra enemiga
fortaleza-log-unit-words = { $kind ->
        [move] { $unit } de { $from } a { $to }
        [capture] { $unit } de { $from } captura en { $to }
        [relay] { $unit } en { $from } se intercambia con el aliado de { $to }
        [shoot] { $unit } en { $from } dispara a { $to }
       *[skewer] { $unit } en { $from } hace Brocheta con { $first } y { $to }
    }

## Errores de reglas (siguen a dos puntos: en minúscula)

fortaleza-move-rule = { $unit ->
        [king] se mueve una casilla en cualquier dirección
        [rabble] se mueve una casilla a lo largo de una fila o columna
        [lancer] se mueve una casilla a lo largo de una fila o columna, o se intercambia con un aliado que esté allí
        [archer] se mueve una casilla en diagonal, o dos en diagonal para capturar
        [light-cavalry] salta tres casillas en un sentido y una en el otro, con dos pasos diagonales y un giro
        [heavy-cavalry] salta dos casillas a lo largo de una fila o columna y una hacia un lado
        [elephant] se mueve cualquier distancia a lo largo de una fila o columna
        [dragon] se mueve cualquier distancia en línea recta, en cualquiera de las ocho direcciones
        [trebuchet] se mueve una casilla en diagonal a una casilla vacía
       *[scorpion] se mueve una casilla a lo largo de una fila o columna a una casilla vacía
    }
fortaleza-error-not-in-reserve = no queda ninguna unidad «{ $unit }» en tu Reserva
fortaleza-error-cannot-reach = la unidad «{ $unit }» no puede ir allí: { $rule }
fortaleza-error-path-blocked = el camino de la unidad «{ $unit }» hasta allí está bloqueado
fortaleza-error-no-such-prisoner = la Mazmorra enemiga no tiene ninguna de tus unidades «{ $unit }»
fortaleza-error-out-of-line-trebuchet = el Trabuquete dispara a lo largo de su fila o columna
fortaleza-error-out-of-line-scorpion = el Escorpión dispara en sus diagonales
fortaleza-error-game-over = la partida ha terminado
fortaleza-error-off-board = esa casilla está fuera del tablero
fortaleza-error-choose-first = primero elige tu Territorio y tus colores
fortaleza-error-already-chosen = el Territorio y los colores ya están elegidos
fortaleza-error-deployment-only = eso solo es posible durante el despliegue
fortaleza-error-battle-only = eso solo es posible una vez empezada la batalla
fortaleza-error-build-fortress-first = primero construye tu Fortaleza
fortaleza-error-fortress-built = tu Fortaleza ya está construida; levántala primero para construirla en otro lugar
fortaleza-error-fortress-outside = la Fortaleza y las doce casillas que la rodean deben estar dentro de tu Territorio
fortaleza-error-fortress-over-mountain = la Fortaleza no se puede construir sobre una Montaña
fortaleza-error-cannot-lift = la Fortaleza solo se puede levantar mientras ninguna de tus unidades esté desplegada
fortaleza-error-no-mountains-left = ya has colocado todas tus Montañas
fortaleza-error-mountain-outside = las Montañas van dentro de tu propio Territorio
fortaleza-error-mountain-not-free = una Montaña necesita una casilla de tierra libre: ni agua, ni Fortaleza, ni otra Montaña, ni una unidad
fortaleza-error-not-on-ring = las unidades entran en el tablero solo por las doce casillas que rodean tu Fortaleza
fortaleza-error-square-taken = esa casilla no es tierra libre
fortaleza-error-nothing-to-take-back = ahí no hay ninguna unidad tuya que devolver
fortaleza-error-cannot-end-deployment = para terminar el despliegue, coloca todas tus Montañas y despliega al menos una unidad
fortaleza-error-no-unit-there = no hay ninguna unidad en esa casilla
fortaleza-error-not-your-unit = esa unidad no es tuya
fortaleza-error-own-unit-there = ahí hay una de tus propias unidades
fortaleza-error-terrain-there = ninguna unidad puede estar en el agua, en una Montaña o en una Fortaleza
fortaleza-error-siege-weapon-moves = las armas de asedio solo se mueven a casillas vacías; capturan disparando
fortaleza-error-long-range = el Arquero avanza dos casillas solo para capturar, por encima de una casilla de tierra vacía
fortaleza-error-thick-skin = un Elefante solo puede ser capturado por un Dragón, o cuando otra de tus unidades también ataca su casilla
fortaleza-error-not-a-siege-weapon = solo un Trabuquete o un Escorpión pueden disparar
fortaleza-error-no-enemy-there = ahí no hay ninguna unidad enemiga a la que alcanzar
fortaleza-error-shot-blocked = el disparo no puede llegar allí: lo detienen las Montañas y las Fortalezas, y el del Escorpión también se detiene en tus propias unidades y en el primer enemigo
fortaleza-error-no-skewer = una Brocheta necesita un segundo enemigo una o dos casillas detrás del primero, con tierra vacía o agua en medio
fortaleza-error-king-threatened = eso dejaría a tu Rey amenazado
fortaleza-error-finish-march = termina la Marcha Forzada: mueve otra Chusma o detente
fortaleza-error-no-march = no hay ninguna Marcha Forzada que detener
fortaleza-error-same-rabble = la Marcha Forzada mueve una Chusma distinta
fortaleza-error-no-siege = no tienes ningún asedio en pie que ejecutar
fortaleza-error-choose-rescue = elige al prisionero que liberas de la Mazmorra enemiga
fortaleza-error-no-rescue = ahora no hay ningún prisionero que liberar
fortaleza-error-choose-save = el defensor elige la unidad que salva de su Reserva
fortaleza-error-no-save = ahora no hay ninguna unidad que salvar
fortaleza-error-save-must-be-placed = esa unidad cabe en tu anillo: una unidad salvada solo se queda en la Reserva cuando no cabe

## La página de reglas

fortaleza-diagram = { $unit }: { $moves }
fortaleza-keys = En el tablero: las flechas mueven el cursor, Intro actúa, Esc suelta la selección, H muestra la ayuda de la unidad bajo el cursor, M toma una Montaña y 1–9, 0 una unidad de la Reserva.

fortaleza-rules-help =
    FORTALEZA

    OBJETIVO
    Capturar al Rey enemigo. O lo atrapas en el tablero sin escapatoria (jaque mate), o
    asedias su Fortaleza hasta que pierda todo lo que guarda dentro.

    UN TURNO
    Una acción. Mover una unidad, disparar con un arma de asedio, sacar una unidad de tu
    Reserva a una casilla de tierra libre de tu anillo, o ejecutar un asedio. Una unidad captura al
    moverse a la casilla de un enemigo; las unidades capturadas van a la Mazmorra de quien las
    captura.
    Antes del primer turno, los dos jugadores despliegan sus ejércitos (DESPLIEGUE, más abajo).

    TABLERO
    12 × 12 casillas. El Territorio Sur son las filas 1–6; el Norte, las filas 7–12. Algunas
    casillas son agua. Ninguna unidad se sitúa nunca en el agua, en una Montaña ni en una Fortaleza.

    EJÉRCITOS
    Cada jugador tiene un Rey, 4 Chusmas, 2 Lanceros, 2 Arqueros, una Caballería Ligera,
    una Caballería Pesada, 2 Elefantes, un Dragón, un Trabuquete y un Escorpión (16 unidades), además
    de 3 Montañas y una Fortaleza.

    DESPLIEGUE
    El primer jugador elige su Territorio y sus colores (Rojo y Oro o Negro y Plata); el
    otro jugador se queda con lo restante. Luego construye su Fortaleza, un bloque de 2 × 2 que puede
    estar sobre el agua; ella y las doce casillas que la rodean (su Anillo de Salida) deben caber en
    su Territorio. Mientras no haya sacado ninguna unidad, puede levantarla y construirla de nuevo.
    Después coloca sus 3 Montañas en cualquier casilla de tierra libre de su Territorio (también en
    el anillo) y saca unidades de su Reserva a las casillas de tierra libres de su anillo; las
    unidades pueden devolverse. Las que no salen esperan en la Reserva, dentro de la Fortaleza.
    Termina seleccionando su Fortaleza, lo que exige todas las Montañas colocadas y al menos una
    unidad fuera. Entonces su ejército se oculta y el segundo jugador despliega del mismo modo, sin
    verlo. Cuando ambos han terminado, todo se muestra y el primer jugador mueve primero.

    LAS UNIDADES
    En cada diagrama la unidad está en e4 junto a una Chusma aliada (c4), dos Chusmas enemigas (g4,
    g6), una Montaña (e2) y el agua de e6, f6 y g7. Casillas verdes: adónde puede ir (borde rojo:
    una captura o un disparo). Casillas rojas tachadas: lo que la detiene.
      - Rey: una casilla en cualquier dirección. Nunca a una casilla amenazada.
    @king
      - Chusma: una casilla a lo largo de una fila o columna. Marcha Forzada: después de que se mueva
        una Chusma, otra Chusma puede moverse en el mismo turno, o te detienes ahí.
    @rabble
      - Lancero: una casilla a lo largo de una fila o columna. Relevo: al moverse a una de tus
        unidades, intercambia su posición con ella.
    @lancer
      - Arquero: una casilla en diagonal; dos en diagonal para capturar, por encima de una casilla de
        tierra vacía.
    @archer
      - Caballería Ligera: dos pasos en diagonal y uno en diagonal hacia un lado; salta por encima de
        cualquier unidad, pero no de agua, Montañas ni Fortalezas.
    @light-cavalry
      - Caballería Pesada: dos pasos a lo largo de una fila o columna y uno hacia un lado; atraviesa
        sus propias unidades, pero no enemigos, agua, Montañas ni Fortalezas.
    @heavy-cavalry
      - Elefante: cualquier distancia a lo largo de una fila o columna; todo lo detiene. Piel Dura:
        solo puede capturarlo un Dragón, o un atacante cuando otra unidad del mismo bando también
        ataca su casilla. Esto vale también contra los disparos.
    @elephant
      - Dragón: cualquier distancia en cualquiera de las ocho direcciones, volando sobre el agua y
        las Montañas (nunca se posa en ellas); lo detienen las unidades y las Fortalezas. Captura
        Elefantes sin apoyo.
    @dragon
      - Trabuquete: se mueve una casilla en diagonal a una casilla vacía, o dispara a lo largo de su
        fila o columna a cualquier distancia, por encima de unidades y agua, a cualquier enemigo
        situado antes de la primera Montaña o Fortaleza.
    @trebuchet
      - Escorpión: se mueve una casilla a lo largo de una fila o columna a una casilla vacía, o
        dispara en diagonal a cualquier distancia por encima del agua, detenido por tus propias
        unidades, las Montañas y las Fortalezas, y alcanza al primer enemigo. Brocheta: si un segundo
        enemigo está una o dos casillas detrás del primero (con solo tierra vacía o agua en medio),
        puede capturar a ambos a la vez.
    @scorpion
    Las armas de asedio nunca capturan al moverse, y un turno es o un movimiento o un disparo.

    AMENAZAS
    Una casilla está amenazada cuando una unidad enemiga podría capturar allí con su
    siguiente acción. Ninguna acción puede dejar amenazado a tu propio Rey (en una Marcha Forzada,
    tras cada Chusma). Si no puedes actuar en absoluto, pierdes si tu Rey está amenazado (jaque
    mate) y, si no, la partida acaba en tablas. Un Rey guardado en la Reserva no puede estar
    amenazado, pero los asedios lo ponen en peligro.

    ASEDIOS
      1. Si tu turno termina con dos o más de tus unidades en el Anillo de Salida enemigo, has puesto
         un asedio.
      2. El defensor tiene un turno para romperlo: después deben quedar allí menos de dos.
      3. Si sigue en pie, puedes gastar tu siguiente acción en ejecutarlo seleccionando su Fortaleza.
      4. Tus unidades de su anillo vuelven a tu Reserva. Si su Mazmorra guarda alguna de tus
         unidades, liberas una a tu elección, y él salva después una unidad a su elección de su
         Reserva a una casilla libre de su anillo (un Rey no a una casilla amenazada; si no hay
         casilla para ella, se queda en la Reserva); el resto de su Reserva va a tu Mazmorra. Si su
         Mazmorra estaba vacía, toda su Reserva va a tu Mazmorra. Un Rey perdido así pierde la
         partida. Después el defensor juega su turno.

    TABLAS
    La misma posición por tercera vez, o 100 acciones seguidas sin captura, despliegue ni
    ejecución de asedio.

    NIEBLA DE GUERRA
    El segundo jugador despliega a ciegas, así que un Rey puede empezar la batalla
    expuesto a la primera captura del primer jugador.
## What acting on a target does (a board cell's name for screen readers)

fortaleza-target-fortress = construir la Fortaleza aquí
fortaleza-target-mountain = colocar una Montaña aquí
fortaleza-target-deploy = desplegar aquí
fortaleza-target-move = moverse aquí
fortaleza-target-capture = capturar aquí
fortaleza-target-relay = intercambiarse con esta unidad
fortaleza-target-shoot = disparar aquí

## Por qué una jugada es buena (el motivo de la pista y del análisis: una oración tras una raya, en minúscula)

# Una unidad como complemento directo de un motivo («con esto capturas el Dragón en e7»).
fortaleza-reason-unit = { $unit ->
        [king] al Rey
        [rabble] la Chusma
        [lancer] el Lancero
        [archer] el Arquero
        [light-cavalry] la Caballería Ligera
        [heavy-cavalry] la Caballería Pesada
        [elephant] el Elefante
        [dragon] el Dragón
        [trebuchet] el Trabuquete
       *[scorpion] el Escorpión
    }
fortaleza-reason-checkmate = con esto das jaque mate al Rey enemigo
fortaleza-reason-king-captured = con esto capturas al Rey enemigo y ganas
fortaleza-reason-siege-wins = con esto ganas: el Rey enemigo se pierde con su Reserva
fortaleza-reason-siege-takes = con esto te llevas toda la Reserva enemiga: { $count ->
        [one] { $count } unidad
       *[other] { $count } unidades
    }
fortaleza-reason-siege-rescue = con esto liberas a una de tus unidades, y el enemigo pierde { $count ->
        [one] { $count } unidad
       *[other] { $count } unidades
    } de su Reserva
fortaleza-reason-siege-rescue-only = con esto liberas a una de tus unidades de la Mazmorra enemiga
fortaleza-reason-break-siege = con esto rompes el asedio enemigo de tu Fortaleza
fortaleza-reason-capture = con esto capturas { $unit }
fortaleza-reason-skewer = con esto capturas { $unit } en { $square } y { $other } en { $behind }
fortaleza-reason-check = con esto das jaque al Rey enemigo
fortaleza-reason-out-of-check = con esto sacas a tu Rey de la amenaza
fortaleza-reason-lay-siege = con esto asedias la Fortaleza enemiga: { $count } de tus unidades en su Anillo de Salida
fortaleza-reason-escape = con esto pones { $unit } a salvo
fortaleza-reason-threat = con esto amenazas { $unit } en { $square }
fortaleza-reason-ring = con esto llegas al Anillo de Salida enemigo: con una unidad más allí, hay asedio
fortaleza-reason-rescue-best = con esto liberas al más valioso de tus prisioneros
fortaleza-reason-save-king = con esto salvas a tu Rey: si se quedara en la Reserva, se perdería con ella
fortaleza-reason-save-best = con esto salvas la unidad más valiosa de tu Reserva

## Lessons (the "Learn to play" steps: a task, why a wrong move is refused, what the right one showed)

fortaleza-lesson-why-deploy = Eso saca una unidad de tu Reserva, lo que ocupa todo tu turno; este paso pide otra cosa.
fortaleza-lesson-why-other-unit = Este paso no trata de la unidad de { $square }: usa la de { $wanted }.
fortaleza-lesson-why-other-target = Eso captura la unidad de { $square }; la que hay que capturar aquí está en { $target }.
fortaleza-lesson-why-empty-square = Eso acaba en una casilla vacía: para capturar, termina el movimiento sobre el enemigo de { $target }.
fortaleza-lesson-why-not-asked = Esa no es la acción pedida: busca la que captura al enemigo de { $target }.

fortaleza-lesson-goal-title = El objetivo
fortaleza-lesson-goal-summary = Gana capturando al Rey enemigo, con una acción por turno.
fortaleza-lesson-goal-capture-task = Ganas capturando al Rey enemigo, y en cada turno haces exactamente una acción. Una unidad captura al moverse a la casilla de un enemigo; el Elefante se mueve cualquier distancia a lo largo de una fila o columna. Captura la Chusma enemiga de { $to } con tu Elefante de { $from }.
fortaleza-lesson-goal-capture-done = Capturada: la Chusma va a tu Mazmorra. Ese movimiento fue todo tu turno; ahora actúa el otro jugador.
fortaleza-lesson-goal-deploy-task = En vez de mover, un turno puede servir para sacar una unidad de tu Reserva, que espera dentro de tu Fortaleza, a una casilla de tierra libre de tu Anillo de Salida: las doce casillas que rodean la Fortaleza. Saca tu Dragón.
fortaleza-lesson-goal-deploy-why-kind = Ese no es el Dragón: elige el Dragón en tu Reserva y luego una casilla libre de tu anillo.
fortaleza-lesson-goal-deploy-why-move = Eso mueve una unidad que ya está en el tablero; esta vez saca el Dragón de tu Reserva.
fortaleza-lesson-goal-deploy-done = El Dragón está en tu anillo, listo para luchar. Las unidades que quedan en la Reserva no pueden ser capturadas, pero un asedio puede llevárselas todas.
fortaleza-lesson-goal-king-task = Capturar al Rey enemigo gana la partida en el acto. Su Rey está en { $king }, al alcance de uno de tus Elefantes: averigua cuál y captura al Rey.
fortaleza-lesson-goal-king-why-capture = Eso captura la unidad de { $square }, pero el Rey de { $king } sigue ahí, y capturarlo te habría dado la victoria.
fortaleza-lesson-goal-king-why-quiet = Eso no captura nada, y el Rey de { $king } sigue ahí para capturarlo: recorre la fila y la columna de cada Elefante.
fortaleza-lesson-goal-king-done = Ganas: el Rey enemigo ha sido capturado. Un jugador prudente mantiene a su Rey fuera de alcance, así que la mayoría de las partidas se ganan por jaque mate o por asedio.

fortaleza-lesson-foot-title = La infantería
fortaleza-lesson-foot-summary = La Chusma, el Lancero y el Arquero: pasos cortos, cada uno con su truco.
fortaleza-lesson-foot-march-task = Una Chusma se mueve una casilla a lo largo de una fila o columna. Marcha Forzada: después de que se mueva una Chusma, otra Chusma distinta puede moverse en el mismo turno. Avanza tus dos Chusmas una casilla, hacia el enemigo.
fortaleza-lesson-foot-march-why-way = Ese paso no va hacia delante: avanza cada Chusma una casilla hacia arriba en el tablero.
fortaleza-lesson-foot-march-why-stop = Si paras aquí, tu turno acaba con una sola Chusma movida; la Marcha Forzada deja que la otra también se mueva.
fortaleza-lesson-foot-march-why-unit = Solo las Chusmas marchan juntas: mueve tus dos Chusmas.
fortaleza-lesson-foot-march-done = Dos Chusmas movidas en un solo turno. Solo la Chusma puede hacerlo, y la segunda es siempre otra distinta.
fortaleza-lesson-foot-relay-task = Un Lancero también se mueve una casilla a lo largo de una fila o columna. Relevo: cuando se mueve a la casilla de una unidad tuya, las dos intercambian su posición. Mueve tu Lancero de { $from } a la casilla de tu Arquero, { $to }.
fortaleza-lesson-foot-relay-why-empty = Eso es un simple paso a una casilla vacía; para un Relevo, muévete a la casilla de tu Arquero, { $to }.
fortaleza-lesson-foot-relay-done = Han intercambiado su posición: el Lancero ha avanzado y el Arquero ha retrocedido. Un Relevo puede sacar a un aliado del peligro o llevar uno hacia delante.
fortaleza-lesson-foot-archer-task = Un Arquero se mueve una casilla en diagonal. Largo Alcance: para capturar, puede ir dos casillas en diagonal, por encima de una casilla de tierra vacía. Captura al Lancero enemigo de { $to } con tu Arquero.
fortaleza-lesson-foot-archer-why-step = Eso es un paso de una casilla a una casilla vacía; el Lancero de { $to } está a dos casillas, una distancia que el Arquero solo recorre para capturar.
fortaleza-lesson-foot-archer-done = Capturado a dos casillas de distancia. Agua, una Montaña o cualquier unidad en la casilla de en medio habría detenido al Arquero.
fortaleza-lesson-foot-task = Aplica lo que has aprendido: captura dos unidades enemigas en este único turno.
fortaleza-lesson-foot-task-why-one = Eso captura una unidad y termina tu turno; dos Chusmas pueden capturar una cada una en el mismo turno.
fortaleza-lesson-foot-task-why-step = Esa Chusma va a una casilla vacía: solo captura moviéndose a la casilla de un enemigo.
fortaleza-lesson-foot-task-why-stop = Si paras ahora, solo ganas una unidad: tu otra Chusma todavía puede capturar.
fortaleza-lesson-foot-task-why-else = Eso no captura nada: busca dos Chusmas que tengan cada una un enemigo al lado.
fortaleza-lesson-foot-task-done = Dos unidades capturadas en un turno: la Marcha Forzada dejó golpear a las dos Chusmas.

fortaleza-lesson-riders-title = Jinetes y bestias
fortaleza-lesson-riders-summary = La Caballería que salta, el Dragón que vuela y la Piel Dura del Elefante.
fortaleza-lesson-riders-light-task = La Caballería Ligera salta: dos casillas en diagonal y luego un paso más en diagonal, girado hacia un lado. Salta por encima de cualquier unidad, pero no de agua, Montañas ni Fortalezas. Captura el Trabuquete enemigo de { $to } con tu Caballería Ligera de { $from }.
fortaleza-lesson-riders-light-done = Ha saltado por encima de tu propia Chusma. Solo agua, una Montaña o una Fortaleza en su camino podrían haberla detenido.
fortaleza-lesson-riders-heavy-task = La Caballería Pesada avanza dos casillas a lo largo de una fila o columna y luego una hacia un lado. Atraviesa tus propias unidades, pero no enemigos, agua, Montañas ni Fortalezas. Captura el Escorpión enemigo de { $to } con tu Caballería Pesada de { $from }.
fortaleza-lesson-riders-heavy-done = Ha pasado justo a través de tu Lancero. Un enemigo en su lugar le habría cerrado el paso.
fortaleza-lesson-riders-dragon-task = El Dragón se mueve cualquier distancia en cualquiera de las ocho direcciones y vuela sobre el agua y las Montañas, aunque nunca se posa en ellas. El Elefante tiene Piel Dura, pero un Dragón lo captura sin ayuda. Captura al Elefante enemigo de { $to } con tu Dragón.
fortaleza-lesson-riders-dragon-done = El Dragón ha volado sobre el agua y ha capturado al Elefante. Cualquier otra unidad necesita ayuda contra un Elefante, como muestra la tarea.
fortaleza-lesson-riders-task = Piel Dura: salvo un Dragón, una unidad solo puede capturar un Elefante si otra de tus unidades también ataca la casilla del Elefante. Tu Dragón está en la Reserva: captura igualmente un Elefante enemigo.
fortaleza-lesson-riders-task-why-quiet = Eso no captura nada: encuentra el Elefante cuya casilla atacan dos de tus unidades, y captúralo con cualquiera de ellas.
fortaleza-lesson-riders-task-done = Capturado, con el apoyo de la segunda unidad. Contra un Elefante, lleva dos unidades, o el Dragón.

fortaleza-lesson-shooters-title = Armas de asedio
fortaleza-lesson-shooters-summary = El Trabuquete y el Escorpión nunca capturan al moverse: disparan desde lejos.
fortaleza-lesson-shooters-trebuchet-task = Las armas de asedio solo capturan disparando, y en un turno o se mueven o disparan. El Trabuquete dispara a lo largo de su fila o columna a cualquier distancia, por encima de unidades y agua, al enemigo que elijas; solo lo detienen las Montañas y las Fortalezas. Dispara al Dragón enemigo de { $to }.
fortaleza-lesson-shooters-why-move = Eso solo mueve el arma, y un arma que se mueve no puede disparar en el mismo turno: dispara en su lugar.
fortaleza-lesson-shooters-trebuchet-done = El Dragón ha caído, y el Trabuquete sigue donde estaba. Su disparo pasó por encima de la Chusma hasta el blanco que elegiste.
fortaleza-lesson-shooters-scorpion-task = El Escorpión dispara en diagonal a cualquier distancia, por encima del agua, y alcanza al primer enemigo de su línea; tus propias unidades bloquean el disparo. Dispara a la Caballería Pesada enemiga de { $to }.
fortaleza-lesson-shooters-scorpion-done = Alcanzada por encima del agua. La Chusma de { $safe } estaba fuera de alcance: tu propia Chusma bloqueaba esa línea.
fortaleza-lesson-shooters-task = Brocheta: si un segundo enemigo está una o dos casillas detrás del primero en la línea del Escorpión, con solo tierra vacía o agua en medio, el Escorpión puede capturar a ambos; apunta al segundo. Gana dos unidades enemigas con un solo disparo.
fortaleza-lesson-shooters-why-one = Ese disparo solo se lleva la unidad de { $square }; el Escorpión puede llevarse dos a la vez.
fortaleza-lesson-shooters-task-done = Dos unidades con un solo disparo. Enemigos juntos en la diagonal de un Escorpión son un regalo.

fortaleza-lesson-fog-title = Despliegue en la niebla
fortaleza-lesson-fog-summary = Construye tu Fortaleza, levanta tus Montañas y despliega un ejército que el enemigo no ve.
fortaleza-lesson-fog-build-task = Antes de la batalla, cada jugador construye una Fortaleza: un bloque de 2 × 2 casillas. Ella y las doce casillas que la rodean, su Anillo de Salida, deben quedar dentro de tu Territorio, el Sur (filas 1 a 6). Constrúyela en cualquier casilla marcada.
fortaleza-lesson-fog-build-why = Primero construye tu Fortaleza: elige una de las casillas marcadas.
fortaleza-lesson-fog-build-done = Tu Fortaleza está en pie. Tus unidades saldrán a su Anillo de Salida; las que guardes esperan dentro, en la Reserva.
fortaleza-lesson-fog-mountains-task = Ahora coloca tus tres Montañas en tierra libre, en cualquier lugar de tu Territorio. Ninguna unidad puede estar en una Montaña y solo el Dragón vuela sobre ellas, así que cierran líneas de ataque. Coloca las tres.
fortaleza-lesson-fog-why-lift = Eso levanta tu Fortaleza para construirla en otro sitio; déjala donde está.
fortaleza-lesson-fog-mountains-why-deploy = Las unidades vienen después: coloca primero tus tres Montañas.
fortaleza-lesson-fog-mountains-done = Tus Montañas se quedan toda la partida: nada puede moverlas.
fortaleza-lesson-fog-units-task = Saca unidades de tu Reserva a casillas libres de tu Anillo de Salida; mientras despliegas, puedes devolverlas. El otro jugador no las verá. En cuanto haya al menos una unidad fuera, selecciona tu Fortaleza para terminar el despliegue.
fortaleza-lesson-fog-units-done = Tu ejército está oculto. El segundo jugador despliega sin verlo; luego todo se muestra, y mueves tú primero.
fortaleza-lesson-fog-task = Ahora eres el segundo jugador, y el ejército enemigo está oculto. El despliegue no tiene en cuenta las amenazas, así que un Rey al descubierto puede caer en el primer turno. Pon a tu Rey en una casilla de tu anillo justo detrás de tu Fortaleza, con sus muros entre él y el enemigo, y luego termina tu despliegue.
fortaleza-lesson-fog-why-open = En { $square } ningún muro de tu Fortaleza se interpone entre tu Rey y el lado enemigo: unidades ocultas podrían alcanzarlo desde allí.
fortaleza-lesson-fog-why-king-first = Despliega primero a tu Rey; las demás unidades pueden seguir.
fortaleza-lesson-fog-why-king-back = Eso devuelve a tu Rey a la Reserva; déjalo detrás de la Fortaleza y termina tu despliegue.
fortaleza-lesson-fog-task-done = Los dos ejércitos se muestran y empieza la batalla. Detrás de los muros, con tus Montañas cerrando la fila del fondo, tu Rey es mucho más difícil de alcanzar que delante de ellos.

fortaleza-lesson-checkmate-title = Jaque y jaque mate
fortaleza-lesson-checkmate-summary = Un Rey amenazado debe salvarse enseguida; un Rey que ya no puede salvarse está en jaque mate.
fortaleza-lesson-checkmate-escape-task = Una casilla está amenazada cuando una unidad enemiga podría capturar allí con su siguiente acción. El Elefante de { $attacker } amenaza a tu Rey, y ninguna acción puede dejarlo amenazado. Sálvalo: apártalo, bloquea la línea o captura al atacante.
fortaleza-lesson-checkmate-escape-done = Tu Rey está a salvo. El juego nunca permite dejar a tu Rey amenazado ni moverlo a una casilla amenazada.
fortaleza-lesson-checkmate-check-task = Amenazar al Rey enemigo se llama dar jaque: debe responder enseguida. Da jaque al Rey enemigo con tu Elefante.
fortaleza-lesson-checkmate-check-why = Después de eso el Rey enemigo no está amenazado: termina el movimiento del Elefante en una fila o columna que lleve hasta él sin nada en medio.
fortaleza-lesson-checkmate-check-done = ¡Jaque! Debe salir de la línea, bloquearla o capturar al atacante. Si no puede, es jaque mate.
fortaleza-lesson-checkmate-task = El jaque mate es un jaque al que el enemigo no puede responder: no le queda ninguna acción legal, y pierde. Su Rey está solo. Encuentra el movimiento que le da jaque mate.
fortaleza-lesson-checkmate-why-escape = Es jaque, pero su Rey todavía puede ir a { $square }.
fortaleza-lesson-checkmate-why-answer = Es jaque, pero todavía puede responder.
fortaleza-lesson-checkmate-why-stalemate = Eso no le deja ninguna acción legal, pero su Rey no está amenazado: son tablas, no una victoria.
fortaleza-lesson-checkmate-why-no-check = Eso no amenaza al Rey enemigo, y un jaque mate empieza con un jaque.
fortaleza-lesson-checkmate-task-done = Jaque mate: su Rey no puede escapar, y ganas la partida.

fortaleza-lesson-siege-title = El asedio
fortaleza-lesson-siege-summary = Dos unidades en el Anillo de Salida enemigo amenazan con llevarse todo lo que guarda su Fortaleza.
fortaleza-lesson-siege-lay-task = Si tu turno termina con dos o más de tus unidades en el Anillo de Salida enemigo, las doce casillas que rodean su Fortaleza, pones un asedio. Tu Lancero ya está en su anillo: lleva allí una segunda unidad.
fortaleza-lesson-siege-lay-why = Después de eso hay menos de dos de tus unidades en su anillo: no hay asedio.
fortaleza-lesson-siege-lay-done = Asedio puesto. El defensor tiene un turno para romperlo; si sigue en pie, podrás ejecutarlo en tu próximo turno.
fortaleza-lesson-siege-break-task = Dos unidades enemigas están en tu Anillo de Salida: ha puesto un asedio. Tienes este único turno para dejar allí menos de dos, o podrá ejecutarlo y llevarse toda tu Reserva, con tu Rey dentro. Rompe el asedio.
fortaleza-lesson-siege-break-why = Después de eso siguen { $count } de sus unidades en tu anillo, y en su turno podrá ejecutar el asedio: perderías tu Reserva, Rey incluido.
fortaleza-lesson-siege-break-done = Asedio roto: con menos de dos de sus unidades en tu anillo, no puede ejecutarlo.
fortaleza-lesson-siege-execute-task = Pusiste tu asedio el turno pasado, y el defensor no lo rompió. Ejecútalo: selecciona la Fortaleza enemiga. Tus unidades de su anillo vuelven a tu Reserva, y todo lo que hay en su Reserva va a tu Mazmorra.
fortaleza-lesson-siege-execute-why = Tu asedio sigue en pie: selecciona la Fortaleza enemiga para ejecutarlo. Cualquier otra cosa le da tiempo para romperlo.
fortaleza-lesson-siege-execute-done = Toda su Reserva ha ido a tu Mazmorra, y su Rey estaba dentro: ganas. Si su Mazmorra hubiera guardado alguna de tus unidades, primero habrías liberado una, y él habría salvado una unidad.
fortaleza-lesson-siege-task = Tres unidades enemigas están en tu Anillo de Salida. Una captura no basta: deben quedar menos de dos cuando termine tu turno. Rompe el asedio.
fortaleza-lesson-siege-task-done = Dos capturas en un turno, gracias a la Marcha Forzada: solo queda una unidad enemiga en tu anillo, y el asedio está roto.
