# Torri : tous les mots de ce jeu. Les clés commencent par « torri- ».

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

## Plateau et cases

torri-board = Plateau de Torri
torri-square-empty = { $square } : vide
torri-square-stack = { $square } : { $pieces } (de bas → en haut) : { $colours }
torri-square-stack-home = { $square } : { $pieces } (de bas → en haut) : { $colours } — à l’abri à la maison pour de bon

## Ligne d’état et consignes

torri-prompt-over = La partie est terminée.
torri-prompt-playing = { $you ->
    [yes] À vous de jouer.
   *[no] À { $player } de jouer.
}
torri-end-stuck = Un joueur n’avait plus de tour à déplacer : la partie s’est terminée avec ce tour de table. Celui qui possède le plus de pions gagne.
torri-end-stuck-player = { $you ->
        [yes] Vous n’aviez plus de tour à déplacer : la partie s’est terminée avec ce tour de table. Celui qui possède le plus de pions gagne.
       *[no] { $player } n’avait plus de tour à déplacer : la partie s’est terminée avec ce tour de table. Celui qui possède le plus de pions gagne.
    }
torri-end-no-progress = { $rounds ->
    [one] { $rounds } tour de table s’est écoulé sans prise, partage, transport ni tour rentrée : la partie est terminée. Celui qui possède le plus de pions gagne.
   *[other] { $rounds } tours de table d’affilée se sont écoulés sans prise, partage, transport ni tour rentrée : la partie est terminée. Celui qui possède le plus de pions gagne.
}
torri-prompt-colour-die = { $player } : lancez le dé des couleurs.
torri-prompt-roll = { $player } : lancez le dé.
torri-prompt-choose = { $input ->
    [touch] { $player } : lancez le dé, ou déplacez une tour d’autant de cases qu’elle est haute (touchez-la).
   *[mouse] { $player } : lancez le dé, ou déplacez une tour d’autant de cases qu’elle est haute (cliquez dessus).
}
torri-prompt-choose-after-six = { $input ->
    [touch] { $player } : six ! Relancez, ou déplacez une tour d’autant de cases qu’elle est haute (touchez-la).
   *[mouse] { $player } : six ! Relancez, ou déplacez une tour d’autant de cases qu’elle est haute (cliquez dessus).
}
torri-prompt-move = { $squares ->
    [one] { $player } : déplacez une tour d’exactement { $squares } case.
   *[other] { $player } : déplacez une tour d’exactement { $squares } cases.
}
torri-prompt-split = { $player } : la tour en { $square } est trop haute et doit être partagée.
torri-prompt-bonus-roll = { $player } : votre propre couleur — vous pouvez relancer, ou vous arrêter là.
torri-colour-die-blank = dé des couleurs : blanc
torri-colour-die-shows = dé des couleurs : { $colour }
torri-last-round = Dernier tour !
torri-quiet-last-round = Ni prise, ni partage, ni transport, ni tour rentrée à la maison ce tour-ci : la partie se termine avec lui.
torri-quiet-rounds-left = { $rounds ->
    [one] Encore { $rounds } tour, sauf si quelqu’un prend, partage, transporte ou rentre une tour à la maison.
   *[other] Encore { $rounds } tours, sauf si quelqu’un prend, partage, transporte ou rentre une tour à la maison.
}

## Boutons

torri-roll-colour-die = Lancer le dé des couleurs
torri-roll = Lancer
torri-stop-here = S’arrêter là
torri-pass = Passer (aucun coup permis)
torri-free-carry = Rentrer le haut à la maison
torri-split-question = Combien en garder en bas ?
torri-split-cut = { $keep } ({ $moves } partent)
torri-split-then = { $input ->
    [touch] Puis touchez une case en surbrillance à côté.
   *[mouse] Puis cliquez sur une case en surbrillance à côté.
}

## Le journal (les symboles de la notation, les mots de la langue)

torri-log-pass = passe
torri-log-no-extra-roll = pas de lancer en plus
torri-log-roll = lancer { $distance }
torri-log-roll-two = lancer { $big }−{ $small } = { $distance }
torri-log-roll-nothing = lancer
torri-hint-roll = lancer
torri-hint-roll-two = lancer
torri-hint-roll-colour = dé des couleurs
torri-log-colour-skip = dé des couleurs : { $colour ->
    [red] rouge
    [blue] bleu
    [yellow] jaune
   *[green] vert
} (passe son tour)
torri-log-colour-own = dé des couleurs : { $colour ->
    [red] rouge
    [blue] bleu
    [yellow] jaune
   *[green] vert
} (la sienne)
torri-log-colour-blank = dé des couleurs : blanc
torri-log-move = { $from }-{ $to }
torri-log-capture = { $from }x{ $to } (prend { $pieces })
torri-log-split = partage { $pieces } en { $from } → { $to }
torri-log-carry = rentre { $pieces } à la maison depuis { $from }

## Le journal en toutes lettres, pour les conseils et les annonces (chaque jumeau `-words` prend les valeurs de sa ligne)

torri-log-pass-words = aucun coup permis, tour passé
torri-log-roll-words = un lancer de dé : { $distance }
torri-log-roll-two-words = un lancer des dés : { $big } moins { $small } égale { $distance }
torri-log-roll-nothing-words = un lancer de dé
torri-hint-roll-words = lancer le dé
torri-hint-roll-two-words = lancer les dés
torri-hint-roll-colour-words = lancer le dé des couleurs
torri-log-colour-skip-words = dé des couleurs sur { $colour ->
    [red] rouge
    [blue] bleu
    [yellow] jaune
   *[green] vert
} : la couleur d’un autre joueur, tour perdu
torri-log-colour-own-words = dé des couleurs sur { $colour ->
    [red] rouge
    [blue] bleu
    [yellow] jaune
   *[green] vert
} : sa propre couleur
torri-log-move-words = tour de { $from } à { $to }
torri-log-capture-words = tour de { $from } sur { $to }, pions pris : { $pieces }
torri-log-split-words = le haut de la tour en { $from } ({ $pieces }) détaché vers { $to }
torri-log-carry-words = le haut de la tour en { $from } ({ $pieces }) rentré à la maison

## Erreurs de règle (elles suivent un deux-points : en minuscules)

torri-error-game-over = la partie est terminée
torri-error-must-roll-colour-die = lancez d’abord le dé des couleurs
torri-error-colour-die-not-now = le dé des couleurs ne se lance qu’au début d’un tour
torri-error-must-split = la tour qui dépasse la hauteur maximale doit d’abord être partagée
torri-error-already-rolled = { $distance ->
    [one] vous avez déjà lancé : déplacez une tour d’exactement { $distance } case
   *[other] vous avez déjà lancé : déplacez une tour d’exactement { $distance } cases
}
torri-error-not-rolled-now = vous ne pouvez pas lancer maintenant
torri-error-must-roll-bonus = vous avez tiré votre propre couleur : relancez le dé, ou arrêtez-vous là
torri-error-no-bonus-roll-to-decline = il n’y a pas de lancer en plus à refuser maintenant
torri-error-height-moves-disabled = les déplacements selon la hauteur sont interdits dans la partie aux dés seulement
torri-error-off-board = cette case est hors du plateau
torri-error-empty-square = il n’y a pas de tour sur cette case
torri-error-not-your-stack = vous ne pouvez déplacer qu’une tour coiffée de votre couleur
torri-error-frozen-in-home = une tour de deux pions ou plus dans sa propre maison ne peut plus bouger
torri-error-captured-this-turn = une tour qui a pris ne peut plus bouger ce tour-ci
torri-error-not-straight = un déplacement va en ligne droite le long d’une ligne ou d’une colonne
torri-error-wrong-distance = { $squares ->
    [one] ce déplacement doit être d’exactement { $squares } case
   *[other] ce déplacement doit être d’exactement { $squares } cases
}
torri-error-own-stack = vous ne pouvez pas vous arrêter sur votre propre tour
torri-error-other-home = cette case est dans la maison d’un autre joueur
torri-error-pass-not-allowed = vous ne pouvez passer que si vous n’avez aucun coup permis
torri-error-nothing-to-move = vous n’avez aucune tour qui puisse bouger : passez
torri-error-no-split-now = il n’y a pas de tour à partager maintenant
torri-error-bad-cut = les deux parties d’un partage doivent être coiffées de votre couleur et compter au plus { $limit } pions
torri-error-not-adjacent = la partie détachée va sur une case voisine de la tour
torri-error-free-carry-disabled = le retour libre à la maison ne fait pas partie de cette partie
torri-error-free-carry-not-now = un retour libre remplace tout le déplacement au début d’un tour
torri-error-already-home = cette tour est déjà dans votre maison
torri-error-too-low-to-carry = seule une tour plus haute que { $height } peut rentrer des pions à la maison

## Aide des règles (avec nos mots ; format dans docs/i18n.md)

torri-rules-help =
    TORRI

    BUT
    Finir la partie avec le plus de pions dans votre maison. Les pions de toutes les couleurs
    comptent : chaque tour qui vous appartient à la fin compte pour vous.

    DÉROULEMENT D’UN TOUR
    Lancez le dé et déplacez une de vos tours d’exactement autant de cases en ligne droite, ou, sans
    lancer, déplacez une tour d’autant de cases qu’elle a de pions. En vous arrêtant sur la tour
    d’un autre joueur, vous la prenez. Après un 6 au dé, vous continuez.

    PLATEAU
    10 × 10 cases. Chaque joueur a une maison, remplie au départ de ses pions isolés.
    • 2 joueurs : le sud possède les lignes 1–2, le nord les lignes 9–10 (20 pions chacun).
    • 3–4 joueurs : chaque maison est le bloc de 2 × 6 au milieu d’un côté (12 pions chacun) ; les
      quatre blocs des coins n’appartiennent à personne. À 3 joueurs, la maison de l’est est du
      terrain ouvert ordinaire.

    TOURS
    Les pions d’une case forment une tour. Elle appartient à celui dont la couleur est au
    sommet, et elle se déplace toujours en entier.

    VOTRE TOUR
    Soit
      - lancez le dé et déplacez une de vos tours d’exactement autant de cases, soit
      - déplacez une de vos tours d’exactement autant de cases qu’elle a de pions (un pion seul 1,
        une tour de trois 3), sans lancer.
    Une fois le dé lancé, vous ne pouvez plus passer à un déplacement selon la hauteur. Les
    déplacements vont en ligne droite le long d’une ligne ou d’une colonne et sautent par-dessus
    tout ce qui se trouve entre deux. Vous pouvez vous arrêter sur une case vide ou sur une tour
    d’un autre joueur : vous la prenez en posant votre tour dessus. Vous ne pouvez jamais vous
    arrêter sur votre propre tour, sortir du plateau ni entrer dans la maison d’un autre joueur. Si
    vous avez un coup permis, vous devez le jouer ; si le dé ne vous en laisse aucun, vous passez.

    PRISES
    Une tour qui vient de prendre reste sur place jusqu’à la fin de votre tour.

    SIX
    Après avoir joué un 6 au dé, vous continuez : relancez, ou faites un déplacement selon la
    hauteur avec n’importe laquelle de vos tours. Cela se répète après chaque 6 au dé. (Un
    déplacement de 6 selon la hauteur ne compte pas comme un six.) Un six inutilisable est
    simplement perdu : vous passez et votre tour est fini.

    MAISONS
    Votre maison est sûre, personne d’autre ne peut y entrer. Un pion seul peut entrer
    dans votre maison, en sortir et s’y déplacer. Une tour de deux pions ou plus qui finit dans
    votre maison y reste pour de bon.

    HAUTEUR MAXIMALE (12 d’ordinaire)
    Une tour plus haute que la limite est aussitôt partagée par
    son propriétaire. Choisissez la coupe pour que les deux parties soient coiffées de votre couleur
    et qu’aucune ne dépasse la limite ; la partie du bas reste, celle du haut va sur une case
    voisine (en haut, en bas, à gauche ou à droite) vide ou à un adversaire, jamais dans la maison
    d’un autre joueur. Si une autre tour devient alors trop haute, elle est partagée à son tour. Si
    aucune coupe ni aucune case ne convient, la tour reste telle quelle.

    FIN
    Dès qu’un joueur ne possède plus aucune tour qui puisse encore bouger (toutes ses tours
    sont bloquées dans sa maison, ou il ne possède rien), le tour de table en cours est joué
    jusqu’au bout (jusqu’au dernier joueur dans l’ordre des places). Puis toutes les tours sont
    comptées pour leurs propriétaires, plus les pions rentrés à la maison. Le plus de pions gagne ;
    les meilleurs à égalité partagent la victoire.

    FIN SANS PROGRÈS (active sauf si on la désactive au départ)
    Si de nombreux tours complets se
    suivent sans prise, partage, retour libre ni tour de deux pions ou plus installée dans la
    maison de son propriétaire, la partie se termine après ce tour et se compte comme d’habitude.
    Le plateau indique combien de tours il reste dès qu’il en reste moins de cinq.

    VARIANTES (convenues avant la partie)
      - Hauteur maximale : un autre nombre, ou aucune limite.
      - Dés seulement : pas de déplacement selon la hauteur ; après un six, vous relancez
        simplement.
      - Retour libre : dès qu’une de vos tours hors de votre maison dépasse la hauteur convenue,
        vous pouvez, au lieu du déplacement de votre tour, soulever les pions au-dessus de cette
        hauteur et les mettre directement dans votre maison. Ils sont à l’abri, comptent pour vous
        et y restent pour de bon (même un pion seul). La partie laissée sur place appartient à
        celui dont la couleur est maintenant au sommet.
      - Deux dés (1–6 et 1–3) : avancez de la différence des deux. Une différence de 0 signifie
        aucun déplacement. La différence n’est jamais 6, donc il n’y a pas de bonus de six.
      - Dé des couleurs : chaque tour commence par le dé des couleurs (une face par joueur, les
        autres blanches). La couleur d’un autre joueur : vous passez ce tour. Blanc ou votre propre
        couleur : vous jouez normalement. Avec « sa propre couleur rejoue », votre propre couleur
        vous permet en plus de relancer le dé des nombres une fois à la fin de votre tour, si vous
        le voulez ; vous pouvez aussi vous arrêter là.

## Pourquoi un coup est bon (une proposition après le nom du coup dans le conseil et la revue : en minuscules)

torri-reason-capture-piece = cela prend un pion { $colour ->
    [red] rouge
    [blue] bleu
    [yellow] jaune
   *[green] vert
}, qui compte désormais pour vous
torri-reason-capture = cela prend la tour { $colour ->
    [red] rouge
    [blue] bleue
    [yellow] jaune
   *[green] verte
} de { $pieces } pions, qui comptent désormais tous pour vous
torri-reason-home = cela rentre votre tour de { $pieces } pions à la maison, où elle est à l’abri pour de bon
torri-reason-split-home = cela met les { $pieces } pions du haut à l’abri dans votre maison pour de bon
torri-reason-carry = { $pieces ->
    [one] cela met { $pieces } pion à l’abri dans votre maison pour de bon
   *[other] cela met { $pieces } pions à l’abri dans votre maison pour de bon
}
torri-reason-threat-piece = cela menace un pion { $colour ->
    [red] rouge
    [blue] bleu
    [yellow] jaune
   *[green] vert
} : un déplacement selon la hauteur peut le prendre
torri-reason-threat = cela menace la tour { $colour ->
    [red] rouge
    [blue] bleue
    [yellow] jaune
   *[green] verte
} de { $pieces } pions : un déplacement selon la hauteur peut la prendre
torri-reason-single-home = cela rentre votre pion à la maison, où personne ne peut le prendre

## Leçons (« Apprendre à jouer » : la consigne et le bilan de chaque étape, puis pourquoi un mauvais coup est refusé)

torri-lesson-goal-title = Le but
torri-lesson-goal-summary = Possédez le plus de pions à la fin de la partie ; une tour appartient à la couleur du sommet.
torri-lesson-goal-start = Vous avez les rouges, et vos pions commencent dans votre maison, les deux rangées du bas. Celui qui possède le plus de pions à la fin gagne. À votre tour, vous déplacez une de vos tours, et un pion seul peut avancer d’une case sans lancer le dé : sortez un pion de votre maison.
torri-lesson-goal-start-done = Votre pion est sur le terrain libre, là où se joue la partie : il peut y prendre des tours bleues, et s’y faire prendre.
torri-lesson-goal-owner = Les pions d’une même case forment une tour, qui appartient à la couleur du sommet avec tous ses pions. Votre tour en { $square } a du rouge au sommet ; celle en { $theirs } a du bleu au sommet. Une tour se déplace toujours entière, d’autant de cases qu’elle est haute : déplacez la vôtre.
torri-lesson-goal-owner-done = Les { $pieces } pions ont bougé ensemble, les bleus aussi : ils comptent pour vous tant que le rouge reste au sommet.
torri-lesson-goal-task = Plusieurs tours contiennent des pions rouges. Trouvez la tour qui est à vous et qui a le plus de pions, et déplacez-la.
torri-lesson-goal-task-done = Exact : avec le rouge au sommet, les { $pieces } pions sont à vous. La tour en { $theirs } est pleine de pions rouges, mais le bleu est au sommet : elle est à Bleu.

torri-lesson-moving-title = Se déplacer
torri-lesson-moving-summary = Une tour va en ligne droite, d’exactement autant de cases qu’elle est haute, en sautant par-dessus tout ce qui se trouve entre.
torri-lesson-moving-single = Un pion seul avance d’une case : en avant, en arrière, à gauche ou à droite, jamais en diagonale. Déplacez votre pion de { $from } en { $target }.
torri-lesson-moving-single-done = Un déplacement suit toujours une rangée ou une colonne, et reculer ou aller de côté est permis aussi.
torri-lesson-moving-jump = Sans lancer le dé, une tour avance d’exactement autant de cases qu’elle a de pions, et saute par-dessus tout ce qui se trouve entre. Déplacez votre tour de { $pieces } pions de { $from } en { $target }, par-dessus les pions bleus.
torri-lesson-moving-jump-done = Elle a sauté par-dessus les deux pions bleus : rien de ce qui se trouve entre ne bloque un déplacement. Seule compte la case où vous arrivez.
torri-lesson-moving-task = Vous ne pouvez ni arriver sur votre propre tour, ni sortir du plateau, ni entrer dans la maison de Bleu, les deux rangées du haut. Faites arriver une de vos tours exactement en { $target }.
torri-lesson-moving-task-done = Votre tour de { $pieces } pions a sauté par-dessus votre propre pion et un pion bleu, et elle est arrivée exactement en { $target }.

torri-lesson-capture-title = Prendre
torri-lesson-capture-summary = Arrivez exactement sur une tour bleue pour la prendre : tous ses pions deviennent les vôtres.
torri-lesson-capture-first = Pour prendre, arrivez exactement sur une tour qui n’est pas à vous : votre tour se pose dessus, et toute la tour est désormais à vous. Prenez le pion bleu en { $target }.
torri-lesson-capture-first-done = Le rouge est au sommet maintenant, donc les deux pions comptent pour vous. Une tour qui vient de prendre reste sur place jusqu’à la fin de votre tour de jeu.
torri-lesson-capture-tall = La hauteur ne protège pas une tour : ce qui arrive dessus la prend tout entière. Prenez la tour bleue de { $pieces } pions en { $target } avec votre tour en { $from }.
torri-lesson-capture-tall-done = Votre petite tour a pris la grande tout entière : les { $pieces } pions sont à vous maintenant. Bleu ne peut les reprendre qu’en arrivant dessus.
torri-lesson-capture-task = Ici, plusieurs prises sont possibles. Trouvez celle qui gagne le plus de pions.
torri-lesson-capture-task-done = La plus belle prise : les { $pieces } pions de cette tour comptent maintenant pour vous.

torri-lesson-towers-title = Les tours
torri-lesson-towers-summary = Les prises font grandir les tours : elles appartiennent à la couleur du sommet, et une tour trop haute est partagée.
torri-lesson-towers-back = Une tour appartient à la couleur du sommet, donc un seul pion peut reprendre une tour entière. En { $target }, Bleu est posé sur { $pieces } de vos pions : arrivez sur cette tour avec votre pion.
torri-lesson-towers-back-done = Les { $pieces } pions sont de nouveau à vous. Les tours changent sans cesse de main ; ce qui compte, c’est qui est au sommet à la fin.
torri-lesson-towers-far = Plus une tour est haute, plus son déplacement selon la hauteur va loin : votre tour de { $pieces } pions avance de { $pieces } cases. Prenez avec elle la tour bleue en { $target }.
torri-lesson-towers-far-done = Une haute tour frappe de loin, mais c’est aussi une grosse prise : tous ses pions vont à celui qui arrive dessus.
torri-lesson-towers-task = Une tour compte au plus { $limit } pions (sauf accord contraire avant la partie). Une tour plus haute est partagée aussitôt : vous choisissez combien de pions restent en bas et posez le reste sur une case voisine, avec du rouge au sommet des deux parties. Prenez en { $target }, puis partagez sur le pion bleu en { $blue }.
torri-lesson-towers-task-done = Votre partie du haut est arrivée sur le pion bleu et l’a pris aussi : deux prises en un seul tour de jeu, et les deux tours sont à vous.

torri-lesson-dice-title = Le dé
torri-lesson-dice-summary = Lancez le dé et avancez exactement du nombre obtenu ; après un 6, vous continuez.
torri-lesson-dice-roll = Au lieu d’un déplacement selon la hauteur, vous pouvez lancer le dé : une de vos tours, quelle que soit sa hauteur, avance alors exactement du nombre obtenu. Une fois le dé lancé, vous ne pouvez plus changer d’avis. Lancez avec le bouton « Lancer », puis déplacez, et prenez si le nombre le permet.
torri-lesson-dice-roll-done = C’est le dé qui a décidé de la distance, pas la hauteur de la tour, et le nombre obtenu tombait juste pour une prise.
torri-lesson-dice-any = Le dé indique { $roll }. Chacune de vos tours avance maintenant d’exactement { $roll } cases, quelle que soit sa hauteur. Prenez avec l’une d’elles.
torri-lesson-dice-any-done = Votre pion seul a avancé de { $roll } cases : après un lancer, une petite tour va aussi loin qu’une grande.
torri-lesson-dice-task = Vous avez fait 6. Après avoir joué un 6 obtenu au dé, vous continuez : relancez, ou faites un déplacement selon la hauteur avec n’importe quelle tour. Une tour qui a pris reste sur place jusqu’à la fin du tour de jeu. Prenez deux fois pendant ce tour de jeu.
torri-lesson-dice-task-done = Deux prises en un seul tour de jeu : le 6 vous a donné un second déplacement. Chaque 6 obtenu au dé vous en donne un de plus.

torri-lesson-home-title = La maison
torri-lesson-home-summary = Personne d’autre ne peut entrer dans votre maison : une tour qui l’atteint est à l’abri pour de bon.
torri-lesson-home-stack = Votre maison, les deux rangées du bas, est sûre : personne d’autre ne peut y entrer. Une tour de deux pions ou plus qui y termine son déplacement y reste pour de bon : personne ne peut la prendre, et elle ne bouge plus jamais. Rentrez à la maison votre tour en { $from }.
torri-lesson-home-stack-done = À l’abri pour de bon : l’insigne montre qu’elle ne bougera plus. Ses deux pions, le bleu aussi, comptent pour vous à la fin.
torri-lesson-home-single = Un pion seul peut entrer dans votre maison, y circuler et en ressortir. Sortez avec votre pion en { $from } et prenez le pion bleu en { $target }.
torri-lesson-home-single-done = Il est sorti, et il a pris. C’est maintenant une tour de deux pions : si elle rentre à la maison, elle y reste pour de bon.
torri-lesson-home-task = Rentrez à la maison autant de pions que possible en un seul déplacement. Une tour n’y arrive que si son déplacement se termine exactement dans votre maison.
torri-lesson-home-task-done = Voilà { $pieces } pions à l’abri pour de bon. La tour en { $short } ne pouvait pas y arriver : son déplacement selon la hauteur s’arrête une case avant votre maison.

torri-lesson-end-title = La fin
torri-lesson-end-summary = Quand un joueur n’a plus de tour à déplacer, le tour de table s’achève et chaque tour est comptée.
torri-lesson-end-last = La partie se termine quand un joueur n’a plus aucune tour qui puisse se déplacer : le tour de table est joué jusqu’au bout, puis chaque tour compte pour la couleur du sommet. Vous menez { $yours } à { $theirs }. Rentrez à la maison votre dernière tour libre : là, rien ne peut plus la prendre avant le décompte.
torri-lesson-end-last-done = Plus rien ne peut bouger chez vous, c’est donc le dernier tour de table : Bleu joue encore une fois, puis on compte, et vous gagnez { $yours } à { $theirs }.
torri-lesson-end-task = Bleu n’a plus qu’une tour qui puisse se déplacer ; toutes les autres sont rentrées pour de bon. Vous avez { $yours } pions, Bleu en a { $theirs }. Gagnez la partie en un seul déplacement.
torri-lesson-end-task-done = Bleu n’a plus rien à déplacer, donc la partie se termine avec ce tour de table : vous gagnez { $yours } à { $theirs }.

torri-lesson-why-roll = Cela lancerait le dé, et le nombre ne se choisit pas : ici, un déplacement selon la hauteur fait l’affaire.
torri-lesson-why-height = C’est un déplacement selon la hauteur, d’autant de cases que la tour est haute. Cette étape porte sur le dé : lancez d’abord, avec le bouton « Lancer ».
torri-lesson-why-other-stack = C’est à vous aussi, mais l’étape porte sur votre tour en { $square }.
torri-lesson-why-smaller = Cette tour est à vous, mais elle ne compte { $pieces ->
    [one] qu’un pion
   *[other] que { $pieces } pions
} ; une autre des vôtres en compte { $best }.
torri-lesson-why-elsewhere = { $pieces ->
    [one] Un pion seul avance d’exactement 1 case : celui-ci arrive en { $to }, pas en { $target }.
   *[other] Une tour de { $pieces } pions avance d’exactement { $pieces } cases : celle-ci arrive en { $to }, pas en { $target }.
}
torri-lesson-why-empty = Cela arrive en { $to }, une case vide : pour prendre, arrivez exactement sur une tour bleue.
torri-lesson-why-fewer = Cela ne prend { $pieces ->
    [one] qu’un pion
   *[other] que { $pieces } pions
} ; une autre prise en rapporte { $best }.
torri-lesson-why-split-empty = Cela pose la partie du haut en { $to }, une case vide : posez-la sur le pion bleu en { $target } pour le prendre aussi.
torri-lesson-why-roll-elsewhere = Après un { $roll } au dé, chaque tour avance d’exactement { $roll } cases, quelle que soit sa hauteur : celle-ci arrive en { $to }, une case vide.
torri-lesson-why-gamble = Un nouveau lancer peut donner n’importe quel nombre, alors qu’un déplacement selon la hauteur peut prendre tout de suite.
torri-lesson-why-field = Votre tour s’arrête alors en { $to }, sur le terrain libre, où elle peut encore être prise. Votre maison, ce sont les deux rangées du bas.
torri-lesson-why-fewer-home = Cela rentre { $pieces ->
    [one] 1 pion
   *[other] { $pieces } pions
} à la maison ; votre tour en { $square } peut en rentrer { $best }.
torri-lesson-why-not-last = Votre tour reste alors sur le terrain libre ({ $to }), où elle peut encore être prise, et la partie continue.
torri-lesson-why-end-behind = Alors plus rien ne peut bouger chez vous : Bleu joue un dernier tour, et le décompte donne { $theirs } pour Bleu, { $yours } pour vous.
torri-lesson-why-blue-free = La tour bleue en { $square } peut encore se déplacer, donc la partie continue, et Bleu mène { $theirs } à { $yours }.
torri-lesson-why-other = Ce n’est pas le coup demandé : relisez la consigne, ou utilisez « Montrez-moi ».
