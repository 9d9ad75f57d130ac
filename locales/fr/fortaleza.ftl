# Fortaleza : tous les mots de ce jeu. Les clés commencent par « fortaleza- ».

fortaleza-tagline = Échecs de siège à deux : bâtissez une Forteresse, déployez votre armée dans le brouillard de guerre, puis matez le Roi ou affamez sa Forteresse.
fortaleza-seat-first = Premier joueur
fortaleza-seat-second = Second joueur

## Options de la nouvelle partie

fortaleza-opt-note = Fortaleza n’a pas de variante : deux joueurs. Le premier joueur choisit son territoire et ses couleurs en cours de partie, puis construit et déploie en secret ; le second déploie à l’aveugle.
