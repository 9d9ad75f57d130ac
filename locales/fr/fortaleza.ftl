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
fortaleza-reason-capture = cela prend { $unit } en { $square }
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
