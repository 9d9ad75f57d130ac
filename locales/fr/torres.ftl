# Torres : tous les mots de ce jeu. Les clés commencent par « torres- ».

torres-tagline = Élevez ensemble des châteaux, gravissez-les avec vos chevaliers et marquez des points en hauteur – de 2 à 4 joueurs.

## Options de la nouvelle partie

torres-opt-cards = Cartes action
torres-opt-cards-personal = Pioche personnelle (regarder 3 cartes, en garder 1)
torres-opt-cards-common = Pioche commune (prendre la carte du dessus)
torres-opt-cards-off = Sans cartes (partie d’initiation)
torres-opt-master = Version maître (les joueurs placent les fondations, main complète, une carte maître)
torres-opt-master-card = Carte maître
torres-opt-master-card-random = Tirée au hasard
