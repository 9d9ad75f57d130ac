# Voldétour : tous les mots de ce jeu, avec les termes de la règle française. Les clés commencent par « voldetour- ».

voldetour-seat-black = Noir
voldetour-seat-white = Blanc
voldetour-seat-red = Rouge
voldetour-seat-green = Vert

## Options de la nouvelle partie

voldetour-opt-note = Voldétour n’a pas de variante. Choisissez 2 joueurs, ou 4 pour l’extension : les Tours sont en b2, b9, i9 et i2, et chaque Seigneur court vers la Tour diagonalement opposée à la sienne.

## Le plateau et ses panneaux

voldetour-board-label = Plateau de Voldétour
# Les lettres des pièces et du Seigneur de chaque couleur, et celle qui précède la lettre d’une Tour (TN : Tour de Noir).
voldetour-letter-black = N
voldetour-letter-white = B
voldetour-letter-red = R
voldetour-letter-green = V
voldetour-letter-tower = T
voldetour-piece-block = Bloc { $number } de { $seat } ({ $size })
voldetour-piece-stair = Escalier de { $seat }
voldetour-tower-of = Tour de { $seat }
voldetour-lord-of = Seigneur de { $seat }
voldetour-stair-nested = à l’envers, emboîté dans un Escalier ouvert
voldetour-stair-rising = pente montant vers { $direction ->
        [north] le nord
        [east] l’est
        [south] le sud
       *[west] l’ouest
    }
voldetour-block-orientation = { $size } { $lying ->
        [standing] debout
        [upright] dressé
        [east-west] couché est–ouest
        [north-south] couché nord–sud
       *[flat] à plat
    } (colonnes × rangées × hauteur)
voldetour-not-yours = { $piece } appartient à un autre joueur.
voldetour-piece-refused = { $piece } : { $reason }
voldetour-no-place = { $piece } n’a aucune place légale pour l’instant.
voldetour-square = { $square } : hauteur { $height }
voldetour-square-block = { $piece }, niveaux { $from }–{ $to }
voldetour-square-stair = { $piece }, { $orientation }
voldetour-inspect-stuck = { $piece } ne peut pas bouger : { $reason }
voldetour-end-tower = Le Seigneur de { $winner } s’est posé sur la Tour de { $loser } : { $winner } gagne.
voldetour-end-others-out = Tous les autres Seigneurs sont restés sur leur Tour après le tour { $turn } : { $winner } gagne.
voldetour-end-repetition = La même position est revenue une troisième fois : partie nulle.
voldetour-end-turn-limit = La limite de tours est atteinte : partie nulle.
voldetour-end-over = La partie est terminée.
voldetour-prompt-pick = { $left ->
    [bs] { $player } : prenez un Bloc ou un Escalier.
    [b] { $player } : prenez un Bloc.
    [s] { $player } : prenez un Escalier.
    [be] { $player } : prenez un Bloc ou finissez votre tour.
    [se] { $player } : prenez un Escalier ou finissez votre tour.
    [e] { $player } : finissez votre tour.
    [bl] { $input ->
        [touch] { $player } : prenez un Bloc ou touchez votre Seigneur.
       *[mouse] { $player } : prenez un Bloc ou cliquez sur votre Seigneur.
    }
    [sl] { $input ->
        [touch] { $player } : prenez un Escalier ou touchez votre Seigneur.
       *[mouse] { $player } : prenez un Escalier ou cliquez sur votre Seigneur.
    }
    [l] { $input ->
        [touch] { $player } : touchez votre Seigneur.
       *[mouse] { $player } : cliquez sur votre Seigneur.
    }
    [ble] { $input ->
        [touch] { $player } : prenez un Bloc, touchez votre Seigneur ou finissez votre tour.
       *[mouse] { $player } : prenez un Bloc, cliquez sur votre Seigneur ou finissez votre tour.
    }
    [sle] { $input ->
        [touch] { $player } : prenez un Escalier, touchez votre Seigneur ou finissez votre tour.
       *[mouse] { $player } : prenez un Escalier, cliquez sur votre Seigneur ou finissez votre tour.
    }
    [le] { $input ->
        [touch] { $player } : touchez votre Seigneur ou finissez votre tour.
       *[mouse] { $player } : cliquez sur votre Seigneur ou finissez votre tour.
    }
   *[bsl] { $input ->
        [touch] { $player } : prenez un Bloc ou un Escalier, ou touchez votre Seigneur.
       *[mouse] { $player } : prenez un Bloc ou un Escalier, ou cliquez sur votre Seigneur.
    }
}
voldetour-prompt = { $you ->
    [yes] À vous de jouer.
   *[no] À { $player } de jouer.
}
voldetour-chip-block = Bloc
voldetour-chip-stair = Escalier
voldetour-chip-lord = Seigneur
voldetour-tower-warning = Votre Seigneur doit quitter sa Tour au plus tard à la fin de votre tour { $limit } (c’est votre tour { $turn }).
voldetour-holding = { $piece } : { $orientation }
voldetour-holding-lord = { $input ->
    [touch] Seigneur : touchez une case marquée (1 à 3 pas).
   *[mouse] Seigneur : cliquez sur une case marquée (1 à 3 pas).
}
voldetour-rotate-title = { $input ->
    [touch] Tourner la pièce
   *[mouse] Tourner la pièce (R, Maj+R en arrière)
}
voldetour-cancel = { $input ->
    [touch] Reposer
   *[mouse] Reposer (Échap)
}
voldetour-tap-again = { $what ->
    [lord] Touchez encore { $square } pour y déplacer votre Seigneur, ou touchez une autre case marquée.
   *[piece] Touchez encore { $square } pour y poser la pièce, ou touchez une autre case marquée.
}
voldetour-place = { $what ->
    [lord] Aller ici
   *[piece] Poser ici
}
voldetour-end-turn = Finir le tour
voldetour-end-turn-loses = Terminer votre tour maintenant vous fait perdre aussitôt : votre Seigneur est resté trop longtemps sur sa Tour.
voldetour-end-turn-anyway = Terminer le tour et perdre
voldetour-keep-playing = Continuer à jouer
voldetour-pass = Passer (rien n’est légal)
voldetour-turn-view = { $input ->
    [touch] Tourner la vue
   *[mouse] Tourner la vue (V)
}
voldetour-turn-view-title = { $input ->
    [touch] Tourner le plateau d’un quart de tour
   *[mouse] Tourner le plateau d’un quart de tour (V)
}
voldetour-view-toggle-title = { $input ->
    [touch] Passer de la vue 3D à la vue de dessus
   *[mouse] Passer de la vue 3D à la vue de dessus (T)
}
voldetour-view-top-down = { $input ->
    [touch] Vue de dessus
   *[mouse] Vue de dessus (T)
}
voldetour-view-3d = { $input ->
    [touch] Vue 3D
   *[mouse] Vue 3D (T)
}
voldetour-piece-placed-title = Sur le plateau : prenez-la pour la déplacer
voldetour-piece-reserve-title = En réserve
voldetour-reserve-stairs = Escalier ×{ $count }
voldetour-reserve-heading = { $seat } · { $player }
voldetour-reserve-heading-out = { $seat } · { $player } — éliminé
voldetour-piece-on-board = { $piece } en { $square }
voldetour-orient-short = { $direction ->
        [north] N
        [east] E
        [south] S
        [west] O
       *[nest] emboîté
    }
voldetour-legend-3d = Sur le plateau, { $block } est le Bloc { $number } de { $seat } (les Blocs sont numérotés de 1 à 5 par taille, comme sur les boutons de la réserve) et { $tower } la Tour de { $seat } ; un Escalier porte la lettre de son propriétaire, une paire emboîtée celles des deux.
voldetour-legend-top-down = Sur le plateau, { $block } est le Bloc { $number } de { $seat } (les Blocs sont numérotés de 1 à 5 par taille, comme sur les boutons de la réserve) et { $tower } la Tour de { $seat } ; un Escalier porte la lettre de son propriétaire, une paire emboîtée celles des deux. Le nombre dans le coin d’une case est sa hauteur en cubes (½ : à mi-pente d’un Escalier).

## Le journal

voldetour-log-block = { $moved ->
        [yes] Bloc { $number } { $from }>{ $to } { $size }
       *[no] +Bloc { $number } { $to } { $size }
    }
voldetour-log-stair = { $moved ->
        [yes] Escalier { $from }>{ $to } { $direction ->
            [north] N
            [east] E
            [south] S
            [west] O
           *[nest] emboîté
        }
       *[no] +Escalier { $to } { $direction ->
            [north] N
            [east] E
            [south] S
            [west] O
           *[nest] emboîté
        }
    }
voldetour-log-lord = Seigneur { $from }-{ $to }
voldetour-log-end-turn = fin du tour
voldetour-log-pass = passe

## Le journal en toutes lettres, pour les conseils et les annonces (chaque jumeau `-words` prend les valeurs de sa ligne)

voldetour-log-block-words = { $moved ->
        [yes] Bloc { $number } ({ $size }) déplacé de { $from } à { $to }
       *[no] Bloc { $number } ({ $size }) posé en { $to }
    }
voldetour-log-stair-words = { $moved ->
        [yes] Escalier déplacé de { $from } à { $to }, { $direction ->
            [north] montant vers le nord
            [east] montant vers l’est
            [south] montant vers le sud
            [west] montant vers l’ouest
           *[nest] à l’envers, emboîté dans un Escalier ouvert
        }
       *[no] Escalier posé en { $to }, { $direction ->
            [north] montant vers le nord
            [east] montant vers l’est
            [south] montant vers le sud
            [west] montant vers l’ouest
           *[nest] à l’envers, emboîté dans un Escalier ouvert
        }
    }
voldetour-log-lord-words = Seigneur de { $from } à { $to }

## Erreurs de règle (après deux-points : en minuscules)

voldetour-error-game-over = la partie est terminée
voldetour-error-no-such-square = cette case n’existe pas sur le plateau
voldetour-error-no-such-piece = vous n’avez pas cette pièce, ou elle ne peut pas être posée ainsi
voldetour-error-block-used = vous avez déjà placé ou déplacé un Bloc ce tour-ci
voldetour-error-stair-used = vous avez déjà placé ou déplacé un Escalier ce tour-ci
voldetour-error-lord-moved = aucune pièce ne peut être placée après le déplacement du Seigneur
voldetour-error-piece-blocked = cette pièce est bloquée : quelque chose repose dessus, ou tous ses côtés sont couverts
voldetour-error-off-board = la pièce dépasserait du plateau
voldetour-error-too-high = rien ne peut dépasser la hauteur d’une Tour
voldetour-error-not-level = chaque cube d’une pièce doit reposer au même niveau : aucun vide ne doit rester dessous
voldetour-error-not-on-full-cube = une pièce repose seulement sur le plateau ou sur des cubes pleins, jamais sur une pente ouverte
voldetour-error-over-lord-or-tower = on ne peut rien construire au-dessus d’un Seigneur ou d’une Tour
voldetour-error-nothing-to-nest = un Escalier ne se pose à l’envers que dans la pente d’un Escalier ouvert
voldetour-error-same-place = remettre une pièce exactement à sa place n’est pas un coup
voldetour-error-next-stair-first = les Escaliers de la réserve se prennent dans l’ordre : utilisez le suivant
voldetour-error-lord-cannot-reach = votre Seigneur ne peut pas atteindre cette case en 1 à 3 pas
voldetour-error-cannot-stop-there = votre Seigneur peut passer sur cette Tour mais pas s’y arrêter
voldetour-error-nothing-done-yet = faites au moins une action avant de finir votre tour
voldetour-error-must-play = vous avez encore une action légale : vous ne pouvez pas encore finir le tour
voldetour-error-cannot-pass = on ne peut passer que lorsque rien n’est légal

## La page des règles

voldetour-diagram-blocks = Blocs : le Bloc 5 de Noir (1×2×3) debout sur e5–e6, le Bloc 4 de Blanc (1×2×2) couché à plat sur f5–g6. Chaque cube repose sur le plateau ou sur des cubes pleins, jamais au-dessus de la hauteur 3.
voldetour-diagram-stairs = Escaliers : un Escalier en e5 montant vers le nord (le chevron pointe vers le haut), et un autre sur un Bloc de hauteur 2 en f5 montant vers l’ouest : son côté haut est à la hauteur 3.
voldetour-diagram-nested = Une paire emboîtée en e5 : l’Escalier de Blanc posé à l’envers dans celui de Noir forme un cube plein (le joint montre où ils se rencontrent), sur lequel on peut construire et se tenir, comme sur le Bloc blanc voisin.
voldetour-diagram-road = Le Seigneur de Noir quitte sa Tour en c3 par trois Escaliers mis bout à bout (niveaux 2, 1 et 0) : les franchir compte pour un seul pas, et il arrive en g3.
voldetour-keys = Sur le plateau : les flèches déplacent le curseur et Entrée prend ou pose ; 1–5 prennent un Bloc, S un Escalier, L votre Seigneur ; R tourne la pièce (Maj+R en arrière) ; Échap la repose ; V tourne la vue d’un quart de tour ; T passe de la 3D à la vue de dessus.

voldetour-rules-help =
    VOLDÉTOUR — construisez une route dans les airs et menez votre Seigneur sur la Tour ennemie.

    BUT DU JEU
    Être le premier à arrêter son Seigneur au sommet de la Tour ennemie.

    VOTRE TOUR (au moins une de ces actions, dans ces limites)
    • Une action de Bloc : prendre un Bloc de votre réserve et le poser, ou reprendre un de vos
      Blocs sur le plateau et le poser ailleurs (ou le tourner).
    • Une action d’Escalier : de la même façon, avec un Escalier. Bloc et Escalier se jouent dans
      l’ordre de votre choix.
    • Ensuite, si vous voulez, déplacez votre Seigneur de 1, 2 ou 3 pas. Plus rien ne se construit
      après le déplacement du Seigneur.
    Si vous ne déplacez pas le Seigneur, annoncez vous-même la fin de votre tour.

    LE PLATEAU
    Un plateau de 10×10 cases, colonnes a–j, rangées 1–10. À deux joueurs, les Tours se dressent en
    c3 (Noir) et h8 (Blanc) ; à quatre, en b2, b9, i9 et i2, et votre ennemie est la Tour
    diagonalement opposée à la vôtre. Chaque Tour fait trois cubes de haut, et rien ne peut jamais
    être construit plus haut. Chaque Seigneur commence au sommet de sa propre Tour.

    VOS PIÈCES
    Cinq Blocs (de 1×1×1, 1×1×2, 1×1×3, 1×2×2 et 1×2×3 cubes, utilisables couchés ou debout dans
    tous les sens) et cinq Escaliers (un coin d’un cube). Un Escalier se pose pente vers le haut,
    ou à l’envers dans la pente d’un autre Escalier : la paire forme alors un cube plein sur lequel
    on peut se tenir et construire.
    @blocks
    @stairs

    CONSTRUIRE
    Une pièce repose soit sur le plateau, soit sur des cubes pleins, sans aucun vide sous aucune de
    ses parties ; vous pouvez construire sur les pièces de n’importe qui. On ne construit jamais
    au-dessus d’un Seigneur ou d’une Tour. Les pièces ne retournent jamais en réserve. Une pièce du
    plateau est bloquée quand quelque chose repose dessus (une pièce ou un Seigneur) ou quand
    chacun de ses côtés est couvert sur toute sa hauteur par des pièces voisines ou une Tour ; un
    Escalier ne couvre un côté que par son bout haut, et un côté le long du bord du plateau n’est
    jamais couvert. Une pièce bloquée ne peut pas être déplacée. Remettre une pièce exactement à
    sa place ne compte pas comme un coup.
    @nested

    LE SEIGNEUR
    Un pas mène à la case voisine, en avant, en arrière, à gauche ou à droite, à la même hauteur.
    On ne change de hauteur que par les Escaliers : face au côté bas ou haut d’une pente, à la
    bonne hauteur, le Seigneur la franchit (ainsi que les Escaliers alignés à sa suite) jusqu’à la
    case suivante, et cela ne compte toujours que pour un pas. Le Seigneur ne s’arrête jamais sur
    une pente, ne partage jamais une case avec un autre Seigneur et ne passe jamais par-dessus. Il
    peut traverser les Tours, mais ne peut s’arrêter que sur la Tour ennemie.
    Il doit avoir quitté sa propre Tour à la fin de votre troisième tour, sinon vous perdez (à
    quatre joueurs, vous êtes éliminé : votre Seigneur quitte le plateau, vos pièces restent, et
    la partie continue sans vous) ; il ne peut plus jamais s’y arrêter. Un Seigneur encore sur sa
    propre Tour la bloque pour tout le monde.
    @road

    FIN DE LA PARTIE
    Atteindre la Tour ennemie fait gagner aussitôt. Si vous ne pouvez rien faire du tout, vous
    passez. La même position trois fois avec le même joueur au trait, ou 200 tours au total, donne
    une partie nulle.

## Pourquoi un coup est bon
# Une proposition qui suit le coup après un tiret (« Conseil : Seigneur c3-e3 — cela fait quitter sa Tour à votre Seigneur »).
# $owner, $seat : la couleur d’un joueur ; $yours : yes quand la Tour nommée est celle du joueur ; $steps, $squares : des nombres.

voldetour-reason-win = cela gagne : votre Seigneur s’arrête sur la Tour de { $owner }
voldetour-reason-reach-now = cela permet à votre Seigneur d’atteindre la Tour de { $owner } dès ce tour
voldetour-reason-leave-in-time = cela fait quitter sa Tour à votre Seigneur, comme il le doit avant la fin de ce tour
voldetour-reason-exit-in-time = cela permet à votre Seigneur de quitter sa Tour, comme il le doit avant la fin de ce tour
voldetour-reason-stops-threat = { $yours ->
        [yes] cela bloque le Seigneur de { $seat }, qui pouvait atteindre votre Tour en un déplacement
       *[no] cela bloque le Seigneur de { $seat }, qui pouvait atteindre la Tour de { $owner } en un déplacement
    }
voldetour-reason-one-move = cela met votre Seigneur à un déplacement de la Tour de { $owner }
voldetour-reason-road-complete = cela achève une route de votre Seigneur jusqu’à la Tour de { $owner }, longue de { $steps } pas
voldetour-reason-road-cut = { $yours ->
        [yes] cela coupe la route de { $seat } vers votre Tour
       *[no] cela coupe la route de { $seat } vers la Tour de { $owner }
    }
voldetour-reason-road-shorter = cela raccourcit de { $steps } pas la route de votre Seigneur vers la Tour de { $owner }
voldetour-reason-road-longer = { $yours ->
        [yes] cela rallonge de { $steps } pas la route de { $seat } vers votre Tour
       *[no] cela rallonge de { $steps } pas la route de { $seat } vers la Tour de { $owner }
    }
voldetour-reason-steps-closer = cela avance votre Seigneur de { $steps } pas sur sa route vers la Tour de { $owner }
voldetour-reason-off-tower = cela fait quitter sa Tour à votre Seigneur
voldetour-reason-off-tower-exit = cela permet à votre Seigneur de quitter sa Tour
voldetour-reason-way-nearer = cela prolonge le chemin de votre Seigneur de { $squares ->
        [one] { $squares } case
       *[other] { $squares } cases
    } vers la Tour de { $owner }
voldetour-reason-squares-nearer = cela rapproche votre Seigneur de la Tour de { $owner } de { $squares ->
        [one] { $squares } case
       *[other] { $squares } cases
    }
voldetour-reason-locks = { $kind ->
        [stair] cela bloque l’Escalier de { $seat } en { $square }
       *[block] cela bloque le Bloc { $number } de { $seat } en { $square }
    }
voldetour-reason-builds = cela construit une partie du chemin de votre Seigneur vers la Tour de { $owner }
voldetour-reason-hinders = { $yours ->
        [yes] cela met un obstacle sur le chemin de { $seat } vers votre Tour
       *[no] cela met un obstacle sur le chemin de { $seat } vers la Tour de { $owner }
    }

## Leçons
# « Apprendre à jouer » (crates/voldetour/src/lessons) : l’élève joue Noir contre les pièces de Blanc.
# $square, $target : noms de cases ; $top, $height, $first, $second : hauteurs en cubes ; $squares, $best : nombres ;
# $direction, $wanted : north, east, south ou west ; $route : les cases que parcourt un Seigneur, reliées par des tirets (« e3–d3–c3 »).

voldetour-lesson-goal-title = Le but
voldetour-lesson-goal-summary = Menez votre Seigneur sur la Tour ennemie, une fois descendu de la vôtre.
voldetour-lesson-goal-win-task = Vous jouez Noir, et vous gagnez en arrêtant votre Seigneur sur la Tour de Blanc, en h8. Un Seigneur fait 1 à 3 pas par déplacement, chacun vers une case voisine aussi haute que la sienne. Le vôtre se tient sur une route à hauteur 3, la hauteur des Tours : menez-le en h8.
voldetour-lesson-goal-win-done = Gagné ! Chaque partie de Voldétour est une course pour bâtir une telle route jusqu’à la Tour ennemie.
voldetour-lesson-goal-leave-task = Chaque Seigneur commence sur sa propre Tour, haute de 3 cubes, et doit la quitter avant la fin de son troisième tour, sinon son joueur perd. Pendant un tour, vous pouvez poser un Bloc et un Escalier, puis déplacer votre Seigneur. Posez un Bloc haut de 3 à côté de votre Tour (c3), puis faites-y marcher votre Seigneur.
voldetour-lesson-goal-leave-done = Votre Seigneur a quitté sa Tour. Il pourra la traverser plus tard, mais plus jamais s’y arrêter.
voldetour-lesson-goal-third-task = Votre troisième tour : votre Seigneur doit quitter sa Tour maintenant, sinon vous perdez. Les cases autour sont déjà hautes de 1, et une pièce repose sur ce qui se trouve dessous. Trouvez un Bloc qui lui donne une case haute de 3 où descendre, puis quittez la Tour.
voldetour-lesson-goal-third-done = Juste à temps. Les hauteurs s’additionnent : un Bloc haut de 2 sur une case haute de 1 fait une case haute de 3.
voldetour-lesson-blocks-title = Les Blocs
voldetour-lesson-blocks-summary = Posez des Blocs debout ou couchés, sur le plateau ou sur d’autres pièces, et déplacez les vôtres.
voldetour-lesson-blocks-stack-task = Vous pouvez construire sur n’importe quelle pièce, à vous ou à Blanc : un Bloc repose dessus et les hauteurs s’additionnent, mais rien ne peut dépasser 3. Dressez votre Bloc 1×1×2 sur le Bloc de Blanc en e3, puis faites-y marcher votre Seigneur.
voldetour-lesson-blocks-stack-done = La case e3 a maintenant une hauteur de 1 + 2 = 3, comme d3 : votre Seigneur a pu passer.
voldetour-lesson-blocks-move-task = Au lieu d’une nouvelle pièce, vous pouvez reprendre une des vôtres sur le plateau et la poser ailleurs, sauf si elle est bloquée : quelque chose repose dessus, ou chacun de ses côtés est couvert. Les Blocs qui restent dans votre réserve sont trop bas : déplacez votre 1×2×3 de a8 à côté de votre Seigneur, puis marchez dessus.
voldetour-lesson-blocks-move-done = Ce déplacement était votre action de Bloc pour ce tour. Votre 1×2×2 en f5 n’aurait pas pu bouger : le Bloc de Blanc repose dessus.
voldetour-lesson-blocks-pair-task = Amenez votre Seigneur en f3 pendant ce tour avec un seul Bloc. Un Bloc peut être debout ou couché dans tous les sens, mais chacun de ses cubes doit reposer au même niveau, sans vide dessous.
voldetour-lesson-blocks-pair-done = Votre Bloc 1×2×2, dressé sur e3 et f3, a élevé les deux cases de 1 à 3 d’un coup.
voldetour-lesson-stairs-title = Les Escaliers
voldetour-lesson-stairs-summary = Montez par les Escaliers, posez-les dans le bon sens, et emboîtez-en deux pour faire un cube.
voldetour-lesson-stairs-climb-task = Un Escalier est un coin d’un cube qui relie deux cases dont la hauteur diffère d’un cube. Votre Seigneur le franchit dans le sens de la pente, en montant ou en descendant, jusqu’à la case suivante, en un seul pas ; jamais par les côtés, et il ne s’y arrête jamais. Montez l’Escalier en d5 jusqu’en e5.
voldetour-lesson-stairs-climb-done = Un niveau plus haut en un pas. Seuls les Escaliers font changer un Seigneur de hauteur.
voldetour-lesson-stairs-place-task = Posez maintenant un Escalier vous-même : en d5, la pente montant vers l’est, vers e5. Puis faites monter votre Seigneur en e5.
voldetour-lesson-stairs-place-done = Son côté bas fait face à la hauteur de votre Seigneur, son côté haut à la case d’un cube plus haute : c’est ainsi qu’il faut tourner un Escalier.
voldetour-lesson-stairs-nest-task = L’Escalier en e5 monte vers le nord : votre Seigneur ne peut pas le franchir vers l’est, et on ne construit rien sur une pente ouverte. Emboîtez-y un Escalier à l’envers : ensemble, ils forment un cube plein, au niveau de votre Seigneur. Puis allez en f5.
voldetour-lesson-stairs-nest-done = Une paire emboîtée est un cube plein : les Seigneurs marchent dessus, et l’on peut construire dessus.
voldetour-lesson-stairs-run-task = Des Escaliers alignés bout à bout en ligne droite se franchissent ensemble, en un seul pas. Avec un seul Escalier, amenez votre Seigneur en f5 (2 cubes de haut).
voldetour-lesson-stairs-run-done = Deux Escaliers à la suite : deux niveaux plus haut en un seul pas.
voldetour-lesson-walk-title = La marche du Seigneur
voldetour-lesson-walk-summary = Un à trois pas par déplacement, Escaliers franchis en chemin, Tours traversées.
voldetour-lesson-walk-free-task = Chaque pas mène à la case voisine, en avant, en arrière, à gauche ou à droite, jamais en diagonale, et votre Seigneur peut tourner entre deux pas. Un pas par-dessus un Escalier s’arrête sur la case qui le suit. Menez votre Seigneur en g6 en un seul déplacement.
voldetour-lesson-walk-free-done = De c5 à e5, de e5 à g5, de g5 à g6 : trois pas pour cinq cases, grâce aux Escaliers.
voldetour-lesson-walk-tower-task = Une fois descendu, votre Seigneur peut traverser sa propre Tour, mais jamais s’y arrêter. Aucun Seigneur ne partage une case avec un autre ni ne passe par-dessus lui. Allez de b3 en e3 en traversant votre Tour.
voldetour-lesson-walk-tower-done = b3, c3, d3, e3 : traverser une Tour est un pas comme un autre.
voldetour-lesson-walk-near-task = Menez votre Seigneur aussi près que possible de la Tour de Blanc (h8) pendant ce déplacement, en comptant les cases le long des rangées et des colonnes.
voldetour-lesson-walk-near-done = h7 est à une case de h8 : en montant l’Escalier en d7, en traversant le Bloc et en descendant l’Escalier en g7. Le Seigneur de Blanc en h6 fermait la descente par g6.
voldetour-lesson-reach-title = Atteindre la Tour
voldetour-lesson-reach-summary = Arrivez à hauteur 3 ou par un Escalier, et trouvez un chemin autour d’un autre Seigneur.
voldetour-lesson-reach-stair-task = La dernière montée sur une Tour peut être un Escalier. Votre Seigneur est à hauteur 2 : posez un Escalier en g8 montant vers l’est, vers h8, puis montez sur la Tour de Blanc.
voldetour-lesson-reach-stair-done = Gagné ! Un Escalier sur une case haute de 2 à côté de la Tour mène droit dessus.
voldetour-lesson-reach-block-task = Gagnez pendant ce tour avec un seul Bloc : votre Seigneur a besoin de cases à hauteur 3 jusqu’en h8, à trois pas au plus.
voldetour-lesson-reach-block-done = Gagné ! Votre Bloc 1×2×3, dressé sur f8 et g8, a donné à votre Seigneur les deux cases qui lui manquaient.
voldetour-lesson-reach-round-task = Gagnez pendant ce tour avec une seule pièce. Le Seigneur de Blanc se tient en g8, devant sa Tour, et aucun Seigneur ne passe par-dessus un autre : trouvez un autre chemin.
voldetour-lesson-reach-round-done = Gagné ! En contournant le Seigneur de Blanc par g7 et h7, puis sur h8 par le sud.
voldetour-lesson-defend-title = Barrer la route
voldetour-lesson-defend-summary = Arrêtez un Seigneur adverse qui est à un déplacement de votre Tour.
voldetour-lesson-defend-lift-task = Le Seigneur de Blanc en e3 pourrait, au prochain tour, passer sur votre Bloc en d3 et arriver sur votre Tour. Vos propres pièces peuvent être déplacées : retirez ce Bloc de d3.
voldetour-lesson-defend-lift-done = Maintenant que d3 n’est plus haute de 3, le Seigneur de Blanc n’a plus de chemin jusqu’à votre Tour, à moins d’en construire d’abord un nouveau.
voldetour-lesson-defend-stand-task = Blanc menace encore votre Tour, mais le Bloc en d3 est à lui : vous ne pouvez pas le déplacer, et rien ne tient dessus. Deux Seigneurs ne partagent jamais une case et ne passent jamais l’un par-dessus l’autre : placez votre Seigneur en d3.
voldetour-lesson-defend-stand-done = Votre Seigneur barre la route, et celui de Blanc ne peut pas passer.
voldetour-lesson-defend-choose-task = Le Seigneur de Blanc en f3 pourrait, au prochain tour, monter votre Escalier en e3 et arriver sur votre Tour. Arrêtez-le en une seule action ; il y a plus d’une façon de faire.
voldetour-lesson-defend-choose-done = Arrêté. Votre Seigneur sur le chemin, votre Escalier déplacé ou tourné, ou un Escalier emboîté dedans pour faire un cube plein : chacun ferme la route.
voldetour-lesson-stop-on = Votre Seigneur s’arrêterait en { $square }, alors que { $target } est à sa portée pendant ce déplacement : allez jusqu’au bout.
voldetour-lesson-build-first = Déplacer votre Seigneur termine votre tour, et il ne peut pas encore atteindre { $target } : construisez d’abord son chemin.
voldetour-lesson-no-end-turn = Ne terminez pas encore votre tour : votre Seigneur doit encore se déplacer.
voldetour-lesson-no-build = Inutile de construire davantage : votre Seigneur peut déjà atteindre { $target }. Menez-le là-bas.
voldetour-lesson-walk-now = Le chemin est ouvert, inutile de construire davantage : déplacez votre Seigneur.
voldetour-lesson-use-block = Il faut ici un Bloc : votre Seigneur a besoin d’une case à sa propre hauteur pour s’arrêter, et il ne s’arrête jamais sur un Escalier.
voldetour-lesson-use-stair = Il faut ici un Escalier : seul un Escalier permet à votre Seigneur de monter ou de descendre.
voldetour-lesson-block-top = Le dessus de ce Bloc serait à hauteur { $top }, mais votre Seigneur se tient à hauteur { $height } : il ne marche qu’entre des cases de même hauteur.
voldetour-lesson-not-beside = Ce Bloc est au niveau de votre Seigneur, mais hors de sa portée : il ne marche que vers des cases voisines.
voldetour-lesson-no-way = Même ainsi, votre Seigneur ne peut pas atteindre { $target } pendant ce déplacement.
voldetour-lesson-stair-square = Posez l’Escalier en { $square }, entre votre Seigneur et { $target }.
voldetour-lesson-stair-dir = Cet Escalier monterait vers { $direction ->
        [north] le nord
        [east] l’est
        [south] le sud
       *[west] l’ouest
    } : pour monter vers { $target }, sa pente doit monter vers { $wanted ->
        [north] le nord
        [east] l’est
        [south] le sud
       *[west] l’ouest
    }.
voldetour-lesson-nest-here = Seul un Escalier emboîté à l’envers dans l’Escalier ouvert en { $square } forme un cube plein sur lequel votre Seigneur peut marcher.
voldetour-lesson-build-on = Construisez en { $square }, sur la pièce qui s’y trouve : les hauteurs s’additionnent.
voldetour-lesson-pair-heights = Ensuite, e3 serait à hauteur { $first } et f3 à hauteur { $second } : les deux doivent être à 3, la hauteur de votre Seigneur.
voldetour-lesson-nearer = En { $square }, votre Seigneur serait à { $squares ->
        [one] { $squares } case
       *[other] { $squares } cases
    } de la Tour de Blanc, mais pendant ce déplacement il peut s’en approcher à { $best ->
        [one] { $best } case
       *[other] { $best } cases
    }.
voldetour-lesson-walk-only = Ici, il s’agit seulement de marcher : déplacez votre Seigneur sans rien construire.
voldetour-lesson-threat-lord = En { $square }, votre Seigneur ne barre pas la route : celui de Blanc pourrait encore passer par { $route } et s’arrêter sur votre Tour.
voldetour-lesson-threat-piece = Cela laisse la route ouverte : le Seigneur de Blanc pourrait encore passer par { $route } et s’arrêter sur votre Tour.
