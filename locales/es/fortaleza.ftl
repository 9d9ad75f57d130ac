# Fortaleza: todas las palabras de este juego, con los términos del reglamento en español. Las claves empiezan por «fortaleza-».

fortaleza-tagline = Ajedrez de asedio para dos: construye una Fortaleza, despliega tu ejército en la Niebla de Guerra y da jaque mate al Rey o asedia su Fortaleza hasta rendirla.
fortaleza-seat-first = Jugador 1
fortaleza-seat-second = Jugador 2

## Opciones de la nueva partida

fortaleza-opt-note = Fortaleza no tiene variantes: dos jugadores. El Jugador 1 elige su Territorio y sus colores en la partida, y luego construye y despliega en secreto; el Jugador 2 despliega a ciegas.
