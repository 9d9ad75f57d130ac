# Fortaleza : tous les mots de ce jeu. Les clés commencent par « fortaleza- ».

fortaleza-seat-first = Premier joueur
fortaleza-seat-second = Second joueur

## Options de la nouvelle partie

fortaleza-opt-note = Fortaleza n’a pas de variante : deux joueurs. Le premier joueur choisit son territoire et ses couleurs en cours de partie, puis construit et déploie en secret ; le second déploie à l’aveugle.

## Les mots du jeu

fortaleza-unit = { $unit ->
        [king] Roi
        [rabble] Piétaille
        [lancer] Lancier
        [archer] Archer
        [light-cavalry] Cavalerie légère
        [heavy-cavalry] Cavalerie lourde
        [elephant] Éléphant
        [dragon] Dragon
        [trebuchet] Trébuchet
       *[scorpion] Scorpion
    }
# La lettre du jeton de chaque unité, unique dans une armée (les touches 1–9, 0 choisissent par position, quelle que soit la lettre).
fortaleza-letter = { $unit ->
        [king] R
        [rabble] P
        [lancer] L
        [archer] A
        [light-cavalry] G
        [heavy-cavalry] C
        [elephant] E
        [dragon] D
        [trebuchet] T
       *[scorpion] S
    }
# La marque des couleurs de chaque armée dans la liste des joueurs, le journal et le résultat (R : Rouge et Or, N : Noir et Argent).
fortaleza-army-letter = { $colours ->
        [red-gold] R
       *[black-silver] N
    }
fortaleza-colours = { $colours ->
        [red-gold] Rouge et Or
       *[black-silver] Noir et Argent
    }
fortaleza-territory = { $territory ->
        [south] Sud
       *[north] Nord
    }
fortaleza-unit-of = { $unit } ({ $colours })
fortaleza-player = Joueur { $number }
fortaleza-army-title = { $player } · { $colours } · { $territory }

## Le plateau et ses panneaux

fortaleza-board-label = Plateau de Fortaleza
fortaleza-square-unit = { $unit }
fortaleza-square-unit-on-enemy-ring = { $unit } (sur l’Anneau de sortie ennemi)
fortaleza-square-water = eau
fortaleza-square-mountain = Montagne
fortaleza-square-fortress = Forteresse ({ $colours })
fortaleza-square-land = terre vide
fortaleza-square-ring = Anneau de sortie ({ $colours })
fortaleza-square-territory = Territoire ({ $colours })
fortaleza-handover-text = Le plateau reste caché pour que personne d’autre ne voie où votre armée se déploie.
fortaleza-end-over = La partie est terminée.
fortaleza-end-checkmate = Échec et mat : { $loser } ne peut pas s’échapper. { $you ->
        [yes] Vous gagnez.
       *[no] { $winner } gagne.
    }
fortaleza-end-king-taken = Le Roi de { $loser } est pris. { $you ->
        [yes] Vous gagnez.
       *[no] { $winner } gagne.
    }
fortaleza-end-stalemate = Le joueur au trait n’a aucune action légale et son Roi est en sécurité : partie nulle.
fortaleza-end-stalemate-player = { $you ->
        [yes] Vous n’avez aucune action légale et votre Roi est en sécurité : partie nulle.
       *[no] { $player } n’a aucune action légale et son Roi est en sécurité : partie nulle.
    }
fortaleza-end-repetition = La même position est revenue une troisième fois : partie nulle.
fortaleza-end-no-progress = 100 actions sans prise, déploiement ni siège : partie nulle.
fortaleza-prompt-build = { $input ->
    [touch] Bâtissez votre Forteresse : touchez une case marquée (son coin inférieur gauche). Elle et son Anneau de sortie doivent se trouver dans le { $territory }.
   *[mouse] Bâtissez votre Forteresse : cliquez sur une case marquée (son coin inférieur gauche). Elle et son Anneau de sortie doivent se trouver dans le { $territory }.
}
fortaleza-still-mountains = Reste à faire : placer encore { $count ->
        [one] 1 Montagne
       *[other] { $count } Montagnes
    }.
fortaleza-still-unit = Reste à faire : déployer au moins une unité sur votre Anneau de sortie.
fortaleza-still-mountains-and-unit = Reste à faire : placer encore { $count ->
        [one] 1 Montagne
       *[other] { $count } Montagnes
    } ; déployer au moins une unité sur votre Anneau de sortie.
fortaleza-placing-mountain = { $input ->
    [touch] Placement d’une Montagne : touchez une case marquée de votre territoire.
   *[mouse] Placement d’une Montagne : cliquez sur une case marquée de votre territoire.
}
fortaleza-deploying = { $input ->
    [touch] Déploiement : { $unit }. Touchez une case marquée de votre Anneau de sortie.
   *[mouse] Déploiement : { $unit }. Cliquez sur une case marquée de votre Anneau de sortie.
}
fortaleza-click-to-end-deployment = { $input ->
    [touch] Touchez votre Forteresse pour finir votre déploiement (les unités restées en Réserve y demeurent).
   *[mouse] Cliquez sur votre Forteresse pour finir votre déploiement (les unités restées en Réserve y demeurent).
}
fortaleza-click-to-lift = { $input ->
    [touch] Toucher votre Forteresse la soulève maintenant, pour la bâtir ailleurs.
   *[mouse] Un clic sur votre Forteresse la soulève maintenant, pour la bâtir ailleurs.
}
fortaleza-click-to-take-back = { $input ->
    [touch] Touchez une unité déployée pour la reprendre.
   *[mouse] Cliquez sur une unité déployée pour la reprendre.
}
# The deployment's sentences (what is still to do) after the seat's name.
fortaleza-prompt-deploy = { $player } : { $todo }
fortaleza-prompt-choose = { $player } : choisissez votre territoire et vos couleurs.
fortaleza-prompt-deploys = { $you ->
    [yes] Vous déployez dans le brouillard de guerre.
   *[no] { $player } déploie dans le brouillard de guerre.
}
fortaleza-prompt-march = { $player } : Marche forcée — déplacez une autre Piétaille ou finissez la marche.
fortaleza-prompt-rescue = { $player } : le siège est exécuté. Libérez une de vos unités du Cachot ennemi.
fortaleza-prompt-save = { $player } : sauvez une unité de votre Réserve — choisissez-la, puis une case marquée de votre anneau.
fortaleza-prompt-unit = { $input ->
    [touch] { $player } : { $unit } en { $square } — touchez une case marquée.
   *[mouse] { $player } : { $unit } en { $square } — cliquez sur une case marquée.
}
fortaleza-prompt-to-play = { $you ->
    [yes] À vous de jouer.
   *[no] À { $player } de jouer.
}
fortaleza-prompt-to-play-live = { $input ->
    [touch] { $player } : touchez une unité ou déployez depuis votre Réserve.
   *[mouse] { $player } : cliquez sur une unité ou déployez depuis votre Réserve.
}
fortaleza-king-threatened = Votre Roi est menacé !
fortaleza-choice = { $territory } (rangées { $rows }), { $colours }
fortaleza-end-march = Finir la marche
fortaleza-execute-siege = Exécuter le siège
fortaleza-end-deployment = Finir le déploiement
fortaleza-free = Libérer : { $unit }
fortaleza-save-kept = Garder : { $unit } (aucune case libre)
fortaleza-save = Sauver : { $unit }
fortaleza-siege-yours = { $input ->
    [touch] Votre siège tient ({ $count ->
            [one] 1 unité
           *[other] { $count } unités
        } sur l’Anneau de sortie ennemi) : touchez la Forteresse ennemie ou Exécuter le siège.
   *[mouse] Votre siège tient ({ $count ->
            [one] 1 unité
           *[other] { $count } unités
        } sur l’Anneau de sortie ennemi) : cliquez sur la Forteresse ennemie ou sur Exécuter le siège.
}
fortaleza-siege-theirs = { $you ->
    [yes] Vous assiégez la Forteresse ennemie depuis { $squares }.
   *[no] { $player } assiège votre Forteresse depuis { $squares } : brisez le siège ce tour-ci (laissez-en moins de 2 sur votre anneau).
}
fortaleza-help-squares-shown = Vert : où elle peut aller (bord rouge : une prise ou un tir) ; rouge barré : ce qui l’arrête.
fortaleza-help-keep-still = { $input ->
    [touch] Gardez le doigt dessus 3 s pour voir ses cases.
   *[mouse] Restez immobile 3 s (ou appuyez encore sur H) pour voir ses cases.
}
fortaleza-help-idle = { $input ->
    [touch] Gardez le doigt sur une unité pour son aide ; à 3 s, ses cases s’affichent.
   *[mouse] Laissez le pointeur 1 s sur une unité (appui long sur écran tactile, H sur le curseur du clavier) pour son aide ; à 3 s, ses cases s’affichent.
}
fortaleza-reserve = Réserve
fortaleza-dungeon = Cachot
fortaleza-reserve-hidden = cachée dans le brouillard de guerre
fortaleza-reserve-unit-title = { $input ->
    [touch] { $unit } en Réserve
   *[mouse] { $unit } en Réserve (touche { $key })
}
fortaleza-mountains-title = { $input ->
    [touch] Montagnes à placer
   *[mouse] Montagnes à placer (touche M)
}
fortaleza-mountains = Montagne ×{ $count }
fortaleza-dungeon-empty = vide
fortaleza-prisoner-free-title = Libérer ce prisonnier
fortaleza-prisoner-held-title = Enfermé au Cachot
fortaleza-unit-stuck = Cette unité ({ $unit }) n’a pour l’instant aucun déplacement ni tir légal.

## L’aide de chaque unité

fortaleza-help-moves = { $unit ->
        [king] Une case dans l’une des huit directions.
        [rabble] Une case le long d’une rangée ou d’une colonne.
        [lancer] Une case le long d’une rangée ou d’une colonne.
        [archer] Une case en diagonale.
        [light-cavalry] Deux pas en diagonale, puis un pas en diagonale tourné sur le côté (trois cases dans un sens, une dans l’autre).
        [heavy-cavalry] Deux pas le long d’une rangée ou d’une colonne, puis un pas sur le côté.
        [elephant] N’importe quelle distance le long d’une rangée ou d’une colonne.
        [dragon] N’importe quelle distance en ligne droite, dans l’une des huit directions.
        [trebuchet] Une case en diagonale, vers une case vide. Il se déplace ou tire, jamais les deux.
       *[scorpion] Une case le long d’une rangée ou d’une colonne, vers une case vide. Il se déplace ou tire, jamais les deux.
    }
fortaleza-help-blocked = { $unit ->
        [king] Ne peut aller ni sur ses propres unités, ni sur l’eau, les Montagnes, les Forteresses, ni sur une case menacée.
        [rabble] Ne peut aller ni sur ses propres unités, ni sur l’eau, les Montagnes ou les Forteresses.
        [lancer] Ne peut aller ni sur l’eau, ni sur les Montagnes ou les Forteresses.
        [archer] Ne peut aller ni sur ses propres unités, ni sur l’eau, les Montagnes ou les Forteresses.
        [light-cavalry] Son chemin ne peut traverser ni l’eau, ni les Montagnes, ni les Forteresses.
        [heavy-cavalry] Son chemin ne peut traverser ni ennemis, ni eau, ni Montagnes, ni Forteresses.
        [elephant] S’arrête à toute unité, eau, Montagne ou Forteresse (il peut prendre l’ennemi où il s’arrête).
        [dragon] S’arrête à toute unité ou Forteresse.
        [trebuchet] Son tir est arrêté par les Montagnes et les Forteresses.
       *[scorpion] Son tir est arrêté par vos propres unités, les Montagnes et les Forteresses.
    }
fortaleza-help-special = { $unit ->
        [king] La pièce maîtresse : le perdre, c’est perdre la partie.
        [rabble] Marche forcée : après le déplacement d’une Piétaille, une autre Piétaille peut se déplacer dans le même tour (ou vous vous arrêtez là).
        [lancer] Relais : en allant sur une de ses propres unités, il échange sa place avec elle.
        [archer] Longue portée : deux cases en diagonale pour prendre un ennemi, par-dessus une case de terre vide.
        [light-cavalry] Saut : saute par-dessus les unités des deux camps.
        [heavy-cavalry] Droit de passage : traverse ses propres unités.
        [elephant] Peau épaisse : seul un Dragon, ou un attaquant soutenu par une seconde unité qui attaque aussi sa case, peut le prendre — tirs compris.
        [dragon] Vol : survole l’eau et les Montagnes (sans jamais s’y poser) et prend un Éléphant à lui seul.
        [trebuchet] Tir en cloche : tire le long de sa rangée ou de sa colonne à toute distance, par-dessus unités et eau, sur l’ennemi de votre choix.
       *[scorpion] Tire en diagonale à toute distance par-dessus l’eau et touche le premier ennemi. Brochette : si un second ennemi se tient une ou deux cases derrière (avec de la terre vide ou de l’eau entre eux), il peut prendre les deux.
    }

## Le journal

fortaleza-log-hidden = des troupes bougent dans le brouillard
fortaleza-log-deploy = { $unit }@{ $square }
fortaleza-log-unit = { $unit } { $move }
fortaleza-log-choose = { $territory ->
        [south] Sud
       *[north] Nord
    }, { $colours ->
        [red-gold] Rouge et Or
       *[black-silver] Noir et Argent
    }
fortaleza-log-fortress = Forteresse { $square }
fortaleza-log-lift = Forteresse soulevée
fortaleza-log-mountain = Montagne { $square }
fortaleza-log-take-back = { $unit } { $square } reprise
fortaleza-log-end-deployment = fin du déploiement
fortaleza-log-end-march = fin de la marche
fortaleza-log-siege = siège exécuté
fortaleza-log-free = libère { $unit }
fortaleza-log-save = sauve { $unit }@{ $square }
fortaleza-log-save-kept = sauve { $unit } (gardée)

## Le journal en toutes lettres, pour les conseils et les annonces (chaque jumeau `-words` prend les valeurs de sa ligne ;
## la lettre d’une unité s’y lit comme son nom)

fortaleza-letter-words = { $unit ->
        [king] Roi
        [rabble] Piétaille
        [lancer] Lancier
        [archer] Archer
        [light-cavalry] Cavalerie légère
        [heavy-cavalry] Cavalerie lourde
        [elephant] Éléphant
        [dragon] Dragon
        [trebuchet] Trébuchet
       *[scorpion] Scorpion
    }
fortaleza-log-deploy-words = { $unit } en { $square }, depuis la Réserve
fortaleza-log-take-back-words = { $unit } de { $square } de retour en Réserve
fortaleza-log-lift-words = la Forteresse soulevée pour être bâtie ailleurs
fortaleza-log-save-words = { $unit } hors de la Réserve, à l’abri en { $square }
fortaleza-log-save-kept-words = { $unit } à l’abri, mais toujours en Réserve (aucune case libre)
fortaleza-log-free-words = { $unit } hors du Cachot ennemi
fortaleza-log-unit-words = { $kind ->
        [move] { $unit } de { $from } à { $to }
        [capture] { $unit } de { $from } prend en { $to }
        [relay] { $unit } en { $from } échange sa place avec l’allié en { $to }
        [shoot] { $unit } en { $from } tire sur { $to }
       *[skewer] { $unit } en { $from } fait Brochette sur { $first } et { $to }
    }

## Erreurs de règle (après deux-points : en minuscules)

fortaleza-move-rule = { $unit ->
        [king] il se déplace d’une case dans n’importe quelle direction
        [rabble] elle se déplace d’une case le long d’une rangée ou d’une colonne
        [lancer] il se déplace d’une case le long d’une rangée ou d’une colonne, ou échange sa place avec un allié qui s’y trouve
        [archer] il se déplace d’une case en diagonale, ou de deux en diagonale pour prendre
        [light-cavalry] elle bondit de trois cases dans un sens et d’une dans l’autre, en deux pas diagonaux et un virage
        [heavy-cavalry] elle bondit de deux cases le long d’une rangée ou d’une colonne et d’une sur le côté
        [elephant] il se déplace de n’importe quelle distance le long d’une rangée ou d’une colonne
        [dragon] il se déplace de n’importe quelle distance en ligne droite, dans l’une des huit directions
        [trebuchet] il se déplace d’une case en diagonale vers une case vide
       *[scorpion] il se déplace d’une case le long d’une rangée ou d’une colonne vers une case vide
    }
fortaleza-error-not-in-reserve = il n’y a aucune unité « { $unit } » dans votre Réserve
fortaleza-error-cannot-reach = l’unité « { $unit } » ne peut pas aller là : { $rule }
fortaleza-error-path-blocked = le chemin de l’unité « { $unit } » jusque-là est bloqué
fortaleza-error-no-such-prisoner = le Cachot ennemi ne détient aucune de vos unités « { $unit } »
fortaleza-error-out-of-line-trebuchet = un Trébuchet tire le long de sa rangée ou de sa colonne
fortaleza-error-out-of-line-scorpion = un Scorpion tire le long de ses diagonales
fortaleza-error-game-over = la partie est terminée
fortaleza-error-off-board = cette case est hors du plateau
fortaleza-error-choose-first = choisissez d’abord votre territoire et vos couleurs
fortaleza-error-already-chosen = le territoire et les couleurs sont déjà choisis
fortaleza-error-deployment-only = ce n’est possible que pendant le déploiement
fortaleza-error-battle-only = ce n’est possible qu’une fois la bataille commencée
fortaleza-error-build-fortress-first = bâtissez d’abord votre Forteresse
fortaleza-error-fortress-built = votre Forteresse est déjà bâtie ; soulevez-la d’abord pour la bâtir ailleurs
fortaleza-error-fortress-outside = la Forteresse et les douze cases qui l’entourent doivent se trouver dans votre territoire
fortaleza-error-fortress-over-mountain = la Forteresse ne peut pas être bâtie sur une Montagne
fortaleza-error-cannot-lift = la Forteresse ne peut être soulevée que tant qu’aucune de vos unités n’est déployée
fortaleza-error-no-mountains-left = toutes vos Montagnes sont déjà placées
fortaleza-error-mountain-outside = les Montagnes se placent dans votre propre territoire
fortaleza-error-mountain-not-free = une Montagne demande une case de terre libre : ni eau, ni Forteresse, ni autre Montagne, ni unité
fortaleza-error-not-on-ring = les unités n’entrent sur le plateau que par les douze cases autour de votre Forteresse
fortaleza-error-square-taken = cette case n’est pas de la terre libre
fortaleza-error-nothing-to-take-back = aucune de vos unités ne se trouve là pour être reprise
fortaleza-error-cannot-end-deployment = pour finir le déploiement, placez toutes vos Montagnes et déployez au moins une unité
fortaleza-error-no-unit-there = il n’y a aucune unité sur cette case
fortaleza-error-not-your-unit = cette unité n’est pas à vous
fortaleza-error-own-unit-there = une de vos propres unités se trouve là
fortaleza-error-terrain-there = aucune unité ne peut se tenir sur l’eau, une Montagne ou une Forteresse
fortaleza-error-siege-weapon-moves = les armes de siège ne vont que sur des cases vides ; elles prennent en tirant
fortaleza-error-long-range = un Archer n’avance de deux cases que pour prendre, par-dessus une case de terre vide
fortaleza-error-thick-skin = un Éléphant ne peut être pris que par un Dragon, ou quand une autre de vos unités attaque aussi sa case
fortaleza-error-not-a-siege-weapon = seuls un Trébuchet ou un Scorpion peuvent tirer
fortaleza-error-no-enemy-there = il n’y a là aucune unité ennemie à toucher
fortaleza-error-shot-blocked = le tir ne peut pas arriver là : les Montagnes et les Forteresses l’arrêtent, et le tir d’un Scorpion s’arrête aussi à vos propres unités et au premier ennemi
fortaleza-error-no-skewer = une Brochette demande un second ennemi une ou deux cases derrière le premier, avec de la terre vide ou de l’eau entre eux
fortaleza-error-king-threatened = cela laisserait votre Roi menacé
fortaleza-error-finish-march = finissez la Marche forcée : déplacez une autre Piétaille, ou arrêtez-vous
fortaleza-error-no-march = il n’y a aucune Marche forcée à arrêter
fortaleza-error-same-rabble = la Marche forcée déplace une autre Piétaille
fortaleza-error-no-siege = vous n’avez aucun siège en place à exécuter
fortaleza-error-choose-rescue = choisissez le prisonnier à libérer du Cachot ennemi
fortaleza-error-no-rescue = il n’y a aucun prisonnier à libérer maintenant
fortaleza-error-choose-save = c’est le défenseur qui choisit l’unité qu’il sauve de sa Réserve
fortaleza-error-no-save = il n’y a aucune unité à sauver maintenant
fortaleza-error-save-must-be-placed = cette unité peut être placée sur votre anneau : une unité sauvée ne reste en Réserve que si c’est impossible

## La page des règles

fortaleza-diagram = { $unit } : { $moves }
fortaleza-keys = Sur le plateau : les flèches déplacent le curseur, Entrée agit, Échap abandonne la sélection, H affiche l’aide de l’unité sous le curseur, M prend une Montagne et 1–9, 0 une unité de la Réserve.

fortaleza-rules-help =
    FORTALEZA

    BUT
    Prendre le Roi ennemi. Soit vous l’enfermez sur le plateau sans issue (échec et mat), soit
    vous assiégez sa Forteresse jusqu’à ce qu’il perde tout ce qu’elle abrite.

    UN TOUR
    Une action. Déplacer une unité, tirer avec une arme de siège, sortir une unité de
    votre Réserve sur une case de terre libre de votre anneau, ou exécuter un siège. Une unité prend
    en allant sur un ennemi ; les unités prises vont au Cachot de celui qui les prend.
    Avant le premier tour, les deux joueurs déploient leurs armées (DÉPLOIEMENT, plus bas).

    PLATEAU
    12 × 12 cases. Le territoire Sud occupe les rangées 1–6, le Nord les rangées 7–12.
    Certaines cases sont de l’eau. Aucune unité ne se tient jamais sur l’eau, une Montagne ou une
    Forteresse.

    ARMÉES
    Chaque joueur a un Roi, 4 Piétailles, 2 Lanciers, 2 Archers, une Cavalerie légère, une
    Cavalerie lourde, 2 Éléphants, un Dragon, un Trébuchet et un Scorpion (16 unités),
    plus 3 Montagnes et une Forteresse.

    DÉPLOIEMENT
    Le premier joueur choisit son territoire et ses couleurs (Rouge et Or ou Noir et
    Argent) ; l’autre joueur reçoit le reste. Il bâtit ensuite sa Forteresse, un bloc de 2 × 2 qui
    peut se trouver sur l’eau ; elle et les douze cases qui l’entourent (son Anneau de sortie)
    doivent tenir dans son territoire. Tant qu’aucune de ses unités n’est sortie, il peut la
    soulever et la bâtir de nouveau. Il place ensuite ses 3 Montagnes n’importe où sur de la terre
    libre de son territoire (cases de l’anneau comprises) et sort des unités de sa Réserve sur les
    cases de terre libres de son anneau ; les unités peuvent être reprises. Celles qui ne sortent
    pas attendent en Réserve, dans la Forteresse. Il termine en sélectionnant sa Forteresse, ce qui
    exige toutes les Montagnes placées et au moins une unité sortie. Son armée est alors cachée et
    le second joueur déploie de la même façon, sans la voir. Quand les deux ont fini, tout est
    révélé et le premier joueur joue en premier.

    LES UNITÉS
    Dans chaque diagramme, l’unité se tient en e4 à côté d’une Piétaille amie (c4), de deux
    Piétailles ennemies (g4, g6), d’une Montagne (e2) et de l’eau de e6, f6 et g7. Cases vertes : où
    elle peut aller (bord rouge : une prise ou un tir). Cases rouges barrées : ce qui l’arrête.
      - Roi : une case dans n’importe quel sens. Jamais sur une case menacée.
    @king
      - Piétaille : une case le long d’une rangée ou d’une colonne. Marche forcée : après le
        déplacement d’une Piétaille, une autre Piétaille peut se déplacer dans le même tour, ou vous
        vous arrêtez là.
    @rabble
      - Lancier : une case le long d’une rangée ou d’une colonne. Relais : en allant sur une de vos
        unités, il échange sa place avec elle.
    @lancer
      - Archer : une case en diagonale ; deux en diagonale pour prendre, par-dessus une case de
        terre vide.
    @archer
      - Cavalerie légère : deux pas en diagonale et un pas en diagonale sur le côté ; saute
        par-dessus toute unité, mais pas par-dessus l’eau, les Montagnes ou les Forteresses.
    @light-cavalry
      - Cavalerie lourde : deux pas le long d’une rangée ou d’une colonne et un sur le côté ;
        traverse ses propres unités, mais ni les ennemis, ni l’eau, ni les Montagnes, ni les
        Forteresses.
    @heavy-cavalry
      - Éléphant : n’importe quelle distance le long d’une rangée ou d’une colonne, arrêté par tout.
        Peau épaisse : il ne peut être pris que par un Dragon, ou par un attaquant quand une autre
        unité du même camp attaque aussi sa case. Cela vaut aussi contre les tirs.
    @elephant
      - Dragon : n’importe quelle distance dans l’une des huit directions, en survolant l’eau et les
        Montagnes (sans jamais s’y poser) ; arrêté par les unités et les Forteresses. Il prend les
        Éléphants à lui seul.
    @dragon
      - Trébuchet : se déplace d’une case en diagonale vers une case vide, ou tire le long de sa
        rangée ou de sa colonne à toute distance, par-dessus unités et eau, sur n’importe quel
        ennemi situé avant la première Montagne ou Forteresse.
    @trebuchet
      - Scorpion : se déplace d’une case le long d’une rangée ou d’une colonne vers une case vide,
        ou tire en diagonale à toute distance par-dessus l’eau, arrêté par vos propres unités, les
        Montagnes et les Forteresses, et touche le premier ennemi. Brochette : si un second ennemi
        se tient une ou deux cases derrière le premier (avec seulement de la terre vide ou de l’eau
        entre eux), il peut prendre les deux à la fois.
    @scorpion
    Les armes de siège ne prennent jamais en se déplaçant, et un tour est soit un déplacement, soit
    un tir.

    MENACES
    Une case est menacée quand une unité ennemie pourrait y prendre à sa prochaine action.
    Aucune action ne peut laisser votre propre Roi menacé (dans une Marche forcée, après chaque
    Piétaille). Si vous ne pouvez plus agir du tout, vous perdez si votre Roi est menacé (échec et
    mat) et la partie est nulle sinon. Un Roi gardé en Réserve ne peut pas être menacé, mais les
    sièges le mettent en danger.

    SIÈGES
      1. Si votre tour se termine avec au moins deux de vos unités sur l’Anneau de sortie ennemi,
         vous avez mis le siège.
      2. Le défenseur a un tour pour le briser : ensuite, il doit en rester moins de deux.
      3. S’il tient encore, vous pouvez consacrer votre action suivante à l’exécuter en
         sélectionnant sa Forteresse.
      4. Vos unités sur son anneau retournent dans votre Réserve. Si son Cachot détient certaines de
         vos unités, vous en libérez une de votre choix, puis il sauve une unité de son choix de sa
         Réserve sur une case libre de son anneau (un Roi pas sur une case menacée ; faute de case,
         elle reste en Réserve) ; le reste de sa Réserve va dans votre Cachot. Si son Cachot était
         vide, toute sa Réserve va dans votre Cachot. Un Roi perdu ainsi fait perdre la partie. Le
         défenseur joue ensuite son tour.

    PARTIES NULLES
    La même position pour la troisième fois, ou 100 actions d’affilée sans prise,
    déploiement ni exécution de siège.

    BROUILLARD DE GUERRE
    Le second joueur déploie à l’aveugle, si bien qu’un Roi peut commencer
    la bataille exposé à la première prise du premier joueur.
## What acting on a target does (a board cell's name for screen readers)

fortaleza-target-fortress = bâtir la Forteresse ici
fortaleza-target-mountain = placer une Montagne ici
fortaleza-target-deploy = déployer ici
fortaleza-target-move = se déplacer ici
fortaleza-target-capture = capturer ici
fortaleza-target-relay = échanger avec cette unité
fortaleza-target-shoot = tirer ici

## Pourquoi un coup est bon (la raison du conseil et de l’analyse : une proposition après un tiret, en minuscules)

# Une unité comme complément d’objet d’une raison (« cela prend le Dragon en e7 »).
fortaleza-reason-unit = { $unit ->
        [king] le Roi
        [rabble] la Piétaille
        [lancer] le Lancier
        [archer] l’Archer
        [light-cavalry] la Cavalerie légère
        [heavy-cavalry] la Cavalerie lourde
        [elephant] l’Éléphant
        [dragon] le Dragon
        [trebuchet] le Trébuchet
       *[scorpion] le Scorpion
    }
fortaleza-reason-checkmate = cela met le Roi ennemi échec et mat
fortaleza-reason-king-captured = cela prend le Roi ennemi et gagne la partie
fortaleza-reason-siege-wins = cela gagne la partie : le Roi ennemi est perdu avec sa Réserve
fortaleza-reason-siege-takes = cela prend toute la Réserve ennemie : { $count ->
        [one] { $count } unité
       *[other] { $count } unités
    }
fortaleza-reason-siege-rescue = cela libère une de vos unités, et l’ennemi perd { $count ->
        [one] { $count } unité
       *[other] { $count } unités
    } de sa Réserve
fortaleza-reason-siege-rescue-only = cela libère une de vos unités du Cachot ennemi
fortaleza-reason-break-siege = cela brise le siège ennemi de votre Forteresse
fortaleza-reason-capture = cela prend { $unit }
fortaleza-reason-skewer = cela prend { $unit } en { $square } et { $other } en { $behind }
fortaleza-reason-check = cela met le Roi ennemi en échec
fortaleza-reason-out-of-check = cela met votre Roi hors de menace
fortaleza-reason-lay-siege = cela assiège la Forteresse ennemie : { $count } de vos unités sur son Anneau de sortie
fortaleza-reason-escape = cela met { $unit } hors de danger
fortaleza-reason-threat = cela menace { $unit } en { $square }
fortaleza-reason-ring = cela atteint l’Anneau de sortie ennemi : une unité de plus là-bas, et c’est un siège
fortaleza-reason-rescue-best = cela libère le plus précieux de vos prisonniers
fortaleza-reason-save-king = cela sauve votre Roi : resté en Réserve, il serait perdu avec elle
fortaleza-reason-save-best = cela sauve l’unité la plus précieuse de votre Réserve

## Lessons (the "Learn to play" steps: a task, why a wrong move is refused, what the right one showed)

fortaleza-lesson-why-deploy = Cela sort une unité de votre Réserve, ce qui prend tout votre tour ; cette étape demande autre chose.
fortaleza-lesson-why-other-unit = Cette étape ne porte pas sur l’unité en { $square } : utilisez celle en { $wanted }.
fortaleza-lesson-why-other-target = Cela prend l’unité en { $square } ; celle à prendre ici se tient en { $target }.
fortaleza-lesson-why-empty-square = Cela mène sur une case vide : pour prendre, terminez le déplacement sur l’ennemi en { $target }.
fortaleza-lesson-why-not-asked = Ce n’est pas l’action demandée : cherchez celle qui prend l’ennemi en { $target }.

fortaleza-lesson-goal-title = Le but
fortaleza-lesson-goal-summary = Gagnez en prenant le Roi ennemi, une action par tour.
fortaleza-lesson-goal-capture-task = Vous gagnez en prenant le Roi ennemi, et à chaque tour vous faites exactement une action. Une unité prend en allant sur une unité ennemie ; l’Éléphant se déplace de n’importe quelle distance le long d’une rangée ou d’une colonne. Prenez la Piétaille ennemie en { $to } avec votre Éléphant en { $from }.
fortaleza-lesson-goal-capture-done = Prise : la Piétaille part dans votre Cachot. Ce déplacement était tout votre tour ; c’est maintenant à l’autre joueur d’agir.
fortaleza-lesson-goal-deploy-task = Au lieu de déplacer une unité, un tour peut servir à sortir une unité de votre Réserve, qui attend dans votre Forteresse, sur une case de terre libre de votre Anneau de sortie : les douze cases autour de la Forteresse. Sortez votre Dragon.
fortaleza-lesson-goal-deploy-why-kind = Ce n’est pas le Dragon : choisissez le Dragon dans votre Réserve, puis une case libre de votre anneau.
fortaleza-lesson-goal-deploy-why-move = Cela déplace une unité déjà sur le plateau ; cette fois, sortez le Dragon de votre Réserve.
fortaleza-lesson-goal-deploy-done = Le Dragon est sur votre anneau, prêt à combattre. Les unités restées en Réserve ne peuvent pas être prises, mais un siège peut les emporter toutes.
fortaleza-lesson-goal-king-task = Prendre le Roi ennemi gagne la partie sur-le-champ. Son Roi se tient en { $king }, à portée de l’un de vos Éléphants : trouvez lequel, et prenez le Roi.
fortaleza-lesson-goal-king-why-capture = Cela prend l’unité en { $square }, mais le Roi en { $king } reste, et le prendre aurait gagné la partie.
fortaleza-lesson-goal-king-why-quiet = Cela ne prend rien, et le Roi en { $king } est toujours là, à prendre : suivez la rangée et la colonne de chaque Éléphant.
fortaleza-lesson-goal-king-done = Vous gagnez : le Roi ennemi est pris. Un joueur prudent garde son Roi hors de portée ; la plupart des parties se gagnent donc par échec et mat ou par un siège.

fortaleza-lesson-foot-title = Les fantassins
fortaleza-lesson-foot-summary = La Piétaille, le Lancier et l’Archer : de petits pas, chacun avec son astuce.
fortaleza-lesson-foot-march-task = Une Piétaille se déplace d’une case le long d’une rangée ou d’une colonne. Marche forcée : après le déplacement d’une Piétaille, une autre Piétaille peut se déplacer dans le même tour. Avancez vos deux Piétailles d’une case, vers l’ennemi.
fortaleza-lesson-foot-march-why-way = Ce pas ne va pas vers l’avant : avancez chaque Piétaille d’une case vers le haut du plateau.
fortaleza-lesson-foot-march-why-stop = Vous arrêter ici finit votre tour avec une seule Piétaille déplacée ; la Marche forcée permet à l’autre d’avancer aussi.
fortaleza-lesson-foot-march-why-unit = Seules les Piétailles marchent ensemble : déplacez vos deux Piétailles.
fortaleza-lesson-foot-march-done = Deux Piétailles déplacées en un seul tour. Seule la Piétaille peut le faire, et la seconde est toujours une autre.
fortaleza-lesson-foot-relay-task = Un Lancier se déplace lui aussi d’une case le long d’une rangée ou d’une colonne. Relais : quand il va sur une de vos unités, les deux échangent leurs places. Amenez votre Lancier en { $from } sur votre Archer en { $to }.
fortaleza-lesson-foot-relay-why-empty = C’est un simple pas vers une case vide ; pour un Relais, allez sur votre Archer en { $to }.
fortaleza-lesson-foot-relay-done = Ils ont échangé leurs places : le Lancier est passé devant et l’Archer derrière. Un Relais peut tirer un allié du danger ou en amener un vers l’avant.
fortaleza-lesson-foot-archer-task = Un Archer se déplace d’une case en diagonale. Longue portée : pour prendre, il peut aller à deux cases en diagonale, par-dessus une case de terre vide. Prenez le Lancier ennemi en { $to } avec votre Archer.
fortaleza-lesson-foot-archer-why-step = C’est un pas d’une case vers une case vide ; le Lancier en { $to } est à deux cases, une distance que l’Archer ne franchit que pour prendre.
fortaleza-lesson-foot-archer-done = Pris à deux cases de distance. De l’eau, une Montagne ou n’importe quelle unité sur la case intermédiaire aurait arrêté l’Archer.
fortaleza-lesson-foot-task = Mettez en pratique ce que vous avez appris : prenez deux unités ennemies en ce seul tour.
fortaleza-lesson-foot-task-why-one = Cela prend une unité et termine votre tour ; deux Piétailles peuvent en prendre une chacune dans le même tour.
fortaleza-lesson-foot-task-why-step = Cette Piétaille va sur une case vide : elle ne prend qu’en allant sur un ennemi.
fortaleza-lesson-foot-task-why-stop = Vous arrêter maintenant ne gagne qu’une unité : votre autre Piétaille peut encore prendre.
fortaleza-lesson-foot-task-why-else = Cela ne prend rien : cherchez deux Piétailles qui ont chacune un ennemi juste à côté.
fortaleza-lesson-foot-task-done = Deux unités prises en un tour : la Marche forcée a permis aux deux Piétailles de frapper.

fortaleza-lesson-riders-title = Cavaliers et bêtes
fortaleza-lesson-riders-summary = La Cavalerie qui saute, le Dragon qui vole et la Peau épaisse de l’Éléphant.
fortaleza-lesson-riders-light-task = La Cavalerie légère saute : deux cases en diagonale, puis encore un pas en diagonale, tourné sur le côté. Elle saute par-dessus toute unité, mais pas par-dessus l’eau, les Montagnes ou les Forteresses. Prenez le Trébuchet ennemi en { $to } avec votre Cavalerie légère en { $from }.
fortaleza-lesson-riders-light-done = Elle a sauté par-dessus votre propre Piétaille. Seules de l’eau, une Montagne ou une Forteresse sur son chemin auraient pu l’arrêter.
fortaleza-lesson-riders-heavy-task = La Cavalerie lourde fait deux cases le long d’une rangée ou d’une colonne, puis une sur le côté. Elle traverse vos propres unités, mais ni les ennemis, ni l’eau, ni les Montagnes, ni les Forteresses. Prenez le Scorpion ennemi en { $to } avec votre Cavalerie lourde en { $from }.
fortaleza-lesson-riders-heavy-done = Elle a traversé votre Lancier sans s’arrêter. Un ennemi à sa place l’aurait bloquée.
fortaleza-lesson-riders-dragon-task = Le Dragon se déplace de n’importe quelle distance dans l’une des huit directions et survole l’eau et les Montagnes, sans jamais s’y poser. L’Éléphant a la Peau épaisse, mais un Dragon le prend à lui seul. Prenez l’Éléphant ennemi en { $to } avec votre Dragon.
fortaleza-lesson-riders-dragon-done = Le Dragon a survolé l’eau et pris l’Éléphant. Toute autre unité a besoin d’aide contre un Éléphant, comme le montre la tâche.
fortaleza-lesson-riders-task = Peau épaisse : hormis un Dragon, une unité ne peut prendre un Éléphant que si une autre de vos unités attaque aussi la case de l’Éléphant. Votre Dragon est en Réserve : prenez quand même un Éléphant ennemi.
fortaleza-lesson-riders-task-why-quiet = Cela ne prend rien : trouvez l’Éléphant dont deux de vos unités attaquent la case, et prenez-le avec l’une ou l’autre.
fortaleza-lesson-riders-task-done = Pris, grâce au soutien de la seconde unité. Contre un Éléphant, venez à deux, ou avec le Dragon.

fortaleza-lesson-shooters-title = Les armes de siège
fortaleza-lesson-shooters-summary = Le Trébuchet et le Scorpion ne prennent jamais en se déplaçant : ils tirent de loin.
fortaleza-lesson-shooters-trebuchet-task = Les armes de siège ne prennent qu’en tirant, et dans un tour elles se déplacent ou tirent. Le Trébuchet tire le long de sa rangée ou de sa colonne à toute distance, par-dessus unités et eau, sur l’ennemi de votre choix ; seules les Montagnes et les Forteresses l’arrêtent. Tirez sur le Dragon ennemi en { $to }.
fortaleza-lesson-shooters-why-move = Cela ne fait que déplacer l’arme, et une arme qui se déplace ne peut pas tirer dans le même tour : tirez plutôt.
fortaleza-lesson-shooters-trebuchet-done = Le Dragon est touché, et le Trébuchet n’a pas bougé. Son tir est passé par-dessus la Piétaille jusqu’à la cible de votre choix.
fortaleza-lesson-shooters-scorpion-task = Le Scorpion tire en diagonale à toute distance, par-dessus l’eau, et touche le premier ennemi sur sa ligne ; vos propres unités bloquent le tir. Tirez sur la Cavalerie lourde ennemie en { $to }.
fortaleza-lesson-shooters-scorpion-done = Touchée par-dessus l’eau. La Piétaille en { $safe } était hors de portée : votre propre Piétaille bloquait cette ligne.
fortaleza-lesson-shooters-task = Brochette : si un second ennemi se tient une ou deux cases derrière le premier sur la ligne du Scorpion, avec seulement de la terre vide ou de l’eau entre eux, le Scorpion peut prendre les deux ; visez le second. Gagnez deux unités ennemies d’un seul tir.
fortaleza-lesson-shooters-why-one = Ce tir ne prend que l’unité en { $square } ; le Scorpion peut en prendre deux à la fois.
fortaleza-lesson-shooters-task-done = Deux unités d’un seul tir. Des ennemis serrés sur la diagonale d’un Scorpion sont un cadeau.

fortaleza-lesson-fog-title = Le déploiement dans le brouillard
fortaleza-lesson-fog-summary = Bâtissez votre Forteresse, dressez vos Montagnes et déployez une armée que l’ennemi ne voit pas.
fortaleza-lesson-fog-build-task = Avant la bataille, chaque joueur bâtit une Forteresse : un bloc de 2 × 2 cases. Elle et les douze cases qui l’entourent, son Anneau de sortie, doivent se trouver dans votre territoire, le Sud (rangées 1 à 6). Bâtissez-la sur n’importe quelle case marquée.
fortaleza-lesson-fog-build-why = Bâtissez d’abord votre Forteresse : choisissez l’une des cases marquées.
fortaleza-lesson-fog-build-done = Votre Forteresse est debout. Vos unités sortiront sur son Anneau de sortie ; celles que vous gardez attendent à l’intérieur, en Réserve.
fortaleza-lesson-fog-mountains-task = Placez maintenant vos trois Montagnes sur de la terre libre, n’importe où dans votre territoire. Aucune unité ne peut se tenir sur une Montagne et seul le Dragon la survole : elles ferment des lignes d’attaque. Placez les trois.
fortaleza-lesson-fog-why-lift = Cela soulève votre Forteresse pour la bâtir ailleurs ; laissez-la où elle est.
fortaleza-lesson-fog-mountains-why-deploy = Les unités viennent ensuite : placez d’abord vos trois Montagnes.
fortaleza-lesson-fog-mountains-done = Vos Montagnes restent là toute la partie : rien ne peut les déplacer.
fortaleza-lesson-fog-units-task = Sortez des unités de votre Réserve sur des cases libres de votre Anneau de sortie ; pendant le déploiement, vous pouvez les reprendre. L’autre joueur ne les verra pas. Dès qu’au moins une unité est sortie, sélectionnez votre Forteresse pour finir votre déploiement.
fortaleza-lesson-fog-units-done = Votre armée est désormais cachée. Le second joueur déploie sans la voir ; puis tout est révélé, et vous jouez en premier.
fortaleza-lesson-fog-task = Vous êtes maintenant le second joueur, et l’armée ennemie est cachée. Le déploiement ne tient pas compte des menaces : un Roi laissé à découvert peut être pris dès le premier tour. Placez votre Roi sur une case de votre anneau juste derrière votre Forteresse, ses murs entre lui et l’ennemi, puis finissez votre déploiement.
fortaleza-lesson-fog-why-open = En { $square }, aucun mur de votre Forteresse ne se dresse entre votre Roi et le côté ennemi : des unités cachées pourraient l’atteindre par là.
fortaleza-lesson-fog-why-king-first = Déployez d’abord votre Roi ; les autres unités peuvent suivre.
fortaleza-lesson-fog-why-king-back = Cela remet votre Roi en Réserve ; laissez-le derrière la Forteresse et finissez votre déploiement.
fortaleza-lesson-fog-task-done = Les deux armées sont révélées et la bataille commence. Derrière les murs, avec vos Montagnes qui ferment la rangée du fond, votre Roi est bien plus difficile à atteindre que devant.

fortaleza-lesson-checkmate-title = Échec et mat
fortaleza-lesson-checkmate-summary = Un Roi menacé doit être sauvé aussitôt ; un Roi qu’on ne peut plus sauver est échec et mat.
fortaleza-lesson-checkmate-escape-task = Une case est menacée quand une unité ennemie pourrait y prendre à sa prochaine action. L’Éléphant en { $attacker } menace votre Roi, et aucune action ne peut le laisser menacé. Sauvez-le : écartez-le, bloquez la ligne ou prenez l’attaquant.
fortaleza-lesson-checkmate-escape-done = Votre Roi est sauf. Le jeu ne permet jamais de laisser votre Roi menacé, ni de l’amener sur une case menacée.
fortaleza-lesson-checkmate-check-task = Menacer le Roi ennemi, c’est lui faire échec : il doit y répondre aussitôt. Mettez le Roi ennemi en échec avec votre Éléphant.
fortaleza-lesson-checkmate-check-why = Après cela, le Roi ennemi n’est pas menacé : terminez le déplacement de l’Éléphant sur une rangée ou une colonne qui mène à lui sans obstacle.
fortaleza-lesson-checkmate-check-done = Échec ! Il doit sortir de la ligne, la bloquer ou prendre l’attaquant. S’il ne le peut pas, c’est échec et mat.
fortaleza-lesson-checkmate-task = L’échec et mat est un échec auquel l’ennemi ne peut pas répondre : il n’a plus aucune action permise, et il perd. Son Roi est seul. Trouvez le coup qui le met échec et mat.
fortaleza-lesson-checkmate-why-escape = C’est échec, mais son Roi peut encore aller en { $square }.
fortaleza-lesson-checkmate-why-answer = C’est échec, mais il peut encore y répondre.
fortaleza-lesson-checkmate-why-stalemate = Il n’a plus aucune action permise, mais son Roi n’est pas menacé : c’est une partie nulle, pas une victoire.
fortaleza-lesson-checkmate-why-no-check = Cela ne menace pas le Roi ennemi, et un échec et mat commence par un échec.
fortaleza-lesson-checkmate-task-done = Échec et mat : son Roi ne peut pas s’échapper, et vous gagnez la partie.

fortaleza-lesson-siege-title = Le siège
fortaleza-lesson-siege-summary = Deux unités sur l’Anneau de sortie ennemi menacent d’emporter tout ce que contient sa Forteresse.
fortaleza-lesson-siege-lay-task = Si votre tour se termine avec au moins deux de vos unités sur l’Anneau de sortie ennemi, les douze cases autour de sa Forteresse, vous mettez le siège. Votre Lancier se tient déjà sur son anneau : amenez-y une seconde unité.
fortaleza-lesson-siege-lay-why = Après cela, moins de deux de vos unités se tiennent sur son anneau : pas de siège.
fortaleza-lesson-siege-lay-done = Le siège est mis. Le défenseur a un tour pour le briser ; s’il tient encore, vous pourrez l’exécuter à votre prochain tour.
fortaleza-lesson-siege-break-task = Deux unités ennemies se tiennent sur votre Anneau de sortie : il a mis le siège. Vous avez ce seul tour pour qu’il en reste moins de deux, sinon il pourra l’exécuter et emporter toute votre Réserve, votre Roi avec. Brisez le siège.
fortaleza-lesson-siege-break-why = Après cela, { $count } de ses unités se tiennent encore sur votre anneau, et à son tour il pourra exécuter le siège : votre Réserve, Roi compris, serait perdue.
fortaleza-lesson-siege-break-done = Siège brisé : avec moins de deux de ses unités sur votre anneau, il ne peut pas l’exécuter.
fortaleza-lesson-siege-execute-task = Vous avez mis le siège au tour précédent, et le défenseur ne l’a pas brisé. Exécutez-le : sélectionnez la Forteresse ennemie. Vos unités sur son anneau retournent dans votre Réserve, et tout ce qui est dans sa Réserve va dans votre Cachot.
fortaleza-lesson-siege-execute-why = Votre siège tient en ce moment : sélectionnez la Forteresse ennemie pour l’exécuter. Toute autre action lui laisse le temps de le briser.
fortaleza-lesson-siege-execute-done = Toute sa Réserve est partie dans votre Cachot, et son Roi s’y trouvait : vous gagnez. Si son Cachot avait détenu certaines de vos unités, vous en auriez d’abord libéré une, et il aurait sauvé une unité.
fortaleza-lesson-siege-task = Trois unités ennemies se tiennent sur votre Anneau de sortie. Une seule prise ne suffit pas : il doit en rester moins de deux à la fin de votre tour. Brisez le siège.
fortaleza-lesson-siege-task-done = Deux prises en un tour, grâce à la Marche forcée : il ne reste qu’une unité ennemie sur votre anneau, et le siège est brisé.
