# Torres: todas las palabras de este juego. Las claves empiezan por «torres-».

torres-tagline = Levantad castillos entre todos, subid a ellos con vuestros caballeros y puntuad la altura: de 2 a 4 jugadores.

## Opciones de la nueva partida

torres-opt-cards = Cartas de acción
torres-opt-cards-personal = Mazo propio (mira 3 y quédate 1)
torres-opt-cards-common = Mazo común (roba la carta de arriba)
torres-opt-cards-off = Sin cartas (partida de introducción)
torres-opt-master = Versión maestra (los jugadores colocan los cimientos, mano completa, una carta maestra)
torres-opt-master-card = Carta maestra
torres-opt-master-card-random = Al azar
