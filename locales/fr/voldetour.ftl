# Voldétour : tous les mots de ce jeu, avec les termes de la règle française. Les clés commencent par « voldetour- ».

voldetour-tagline = Construisez une route de Blocs et d’Escaliers dans les airs et menez votre Seigneur jusqu’à la Tour adverse – 2 ou 4 joueurs.
voldetour-seat-black = Noir
voldetour-seat-white = Blanc
voldetour-seat-red = Rouge
voldetour-seat-green = Vert

## Options de la nouvelle partie

voldetour-opt-note = Voldétour n’a pas de variante. Choisissez 2 joueurs, ou 4 pour l’extension : les Tours sont en b2, b9, i9 et i2, et chaque Seigneur court vers la Tour diagonalement opposée à la sienne.
