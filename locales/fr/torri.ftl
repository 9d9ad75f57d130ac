# Torri : tous les mots de ce jeu. Les clés commencent par « torri- ».

torri-tagline = Sautez, capturez, empilez des tours, puis ramenez vos prisonniers à la maison – de 2 à 4 joueurs.

## Options de la nouvelle partie

torri-opt-height-limit = Hauteur maximale
torri-opt-height = { $pieces ->
    [one] { $pieces } pion
   *[other] { $pieces } pions
}
torri-opt-no-limit = Sans limite
torri-opt-dice-only = Dés seulement (pas de déplacement selon la hauteur)
torri-opt-two-dice = Deux dés (avancer de la différence d’un dé 1–6 et d’un dé 1–3)
torri-opt-free-carry = Rentrer librement au-dessus de la hauteur
torri-opt-off = Non
torri-opt-on = Oui
torri-opt-colour-die = Dé des couleurs (couleur d’un autre joueur : vous passez votre tour)
torri-opt-colour-again = Oui, sa propre couleur rejoue
torri-opt-no-progress = Fin après { $rounds } tours sans prise, partage, transport ni pile rentrée à la maison
