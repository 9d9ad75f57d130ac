# Torri: todas las palabras de este juego. Las claves empiezan por «torri-».

torri-tagline = Salta, captura y apila torres, y luego lleva tus prisioneros a casa: de 2 a 4 jugadores.

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
