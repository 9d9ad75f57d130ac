# Voldétour: todas las palabras de este juego. Las claves empiezan por «voldetour-».

voldetour-tagline = Construye un camino de Bloques y Escaleras por el aire y lleva a tu Señor hasta la Torre enemiga: 2 o 4 jugadores.
voldetour-seat-black = Negro
voldetour-seat-white = Blanco
voldetour-seat-red = Rojo
voldetour-seat-green = Verde

## Opciones de la nueva partida

voldetour-opt-note = Voldétour no tiene variantes. Elige 2 jugadores, o 4 para la expansión: las Torres están en b2, b9, i9 e i2, y cada Señor corre hacia la Torre diagonalmente opuesta a la suya.
