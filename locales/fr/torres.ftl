# Torres : tous les mots de ce jeu. Les clés commencent par « torres- ».

## Options de la nouvelle partie

torres-opt-cards = Cartes action
torres-opt-cards-personal = Pioche personnelle (voir 3, garder 1)
torres-opt-cards-common = Pioche commune (carte du dessus)
torres-opt-cards-off = Sans cartes (partie d’initiation)
torres-opt-master = Version maître (les joueurs placent les fondations, main complète, une carte maître)
torres-opt-master-card = Carte maître
torres-opt-master-card-random = Tirée au hasard

## Plateau et cases

torres-board = Plateau de Torres
torres-inspect-ground = { $square } : sol nu
torres-inspect-ground-knight = { $square } : sol nu, { $colour ->
    [red] un chevalier rouge
    [blue] un chevalier bleu
    [yellow] un chevalier jaune
   *[green] un chevalier vert
} au niveau { $height }
torres-inspect-ground-king = { $square } : sol nu, le roi
torres-inspect-castle = { $square } : hauteur { $height }, château de surface { $area } et de hauteur { $castle_height }
torres-inspect-castle-knight = { $square } : hauteur { $height }, château de surface { $area } et de hauteur { $castle_height }, { $colour ->
    [red] un chevalier rouge
    [blue] un chevalier bleu
    [yellow] un chevalier jaune
   *[green] un chevalier vert
} au niveau { $height }
torres-inspect-castle-king = { $square } : hauteur { $height }, château de surface { $area } et de hauteur { $castle_height }, le roi

## Choisir entre les sens d’un clic

torres-choice-new-knight = Nouveau chevalier (2 PA)
torres-choice-block = Poser un bloc (1 PA)
torres-choice-step = Pas (1 PA)
torres-choice-through = À travers le château (1 PA)
torres-choice-under-from-turn = Bloc de la pile de ce tour
torres-choice-under-from-stack = Bloc d’une pile de { $size }
torres-choice-cancel = Fermer
torres-target-ask = { $input ->
    [touch] { $actions } : touchez une fois pour le voir, une deuxième fois pour le jouer
   *[mouse] { $actions } : un premier clic ou Entrée le montre, un second le joue
}
torres-target-choose = { $input ->
    [touch] { $actions } : touchez pour choisir
   *[mouse] { $actions } : cliquez ou appuyez sur Entrée pour choisir
}
torres-prompt-confirm = { $input ->
    [touch] { $action } en { $square } : touchez de nouveau { $square } pour le jouer, ou ailleurs pour annuler.
   *[mouse] { $action } en { $square } : cliquez de nouveau sur { $square } ou appuyez sur Entrée pour le jouer, sur Échap pour annuler.
}
torres-prompt-choose = { $input ->
    [touch] { $square } : choisissez quoi y faire, ou touchez ailleurs pour annuler.
   *[mouse] { $square } : choisissez quoi y faire, ou appuyez sur Échap pour annuler.
}
torres-refused = Rien à faire en { $square } : { $reason }.
torres-refused-block-or-knight = Pas de bloc en { $square } : { $block }. Pas de nouveau chevalier non plus : { $knight }.
torres-refused-knight = Le chevalier en { $square } ne peut pas bouger : { $reason }.

## Ligne d’état et consignes

torres-handover-text = Le plateau reste caché pour que personne d’autre ne voie vos cartes action.
torres-prompt-over = La partie est terminée.
torres-end-reason = Les châteaux ont été comptés après la troisième phase : le plus haut total l’emporte.
torres-prompt-foundation = { $player } : placez une fondation de château (à 3 pas ou plus des autres).
torres-prompt-start-knight = { $player } : posez un chevalier sur une fondation vide.
torres-prompt-start-king = { $player } : posez le roi sur une fondation vide.
torres-prompt-choose-stack = { $player } : choisissez la pile de blocs de ce tour.
torres-prompt-pick = { $player } : gardez une des cartes que vous regardez.
torres-prompt-put-back = { $player } : remettez chaque autre carte sur ou sous votre pioche.
torres-prompt-spread = { $blocks ->
    [one] { $player } : { $blocks } bloc non posé — mettez-le sur une autre de vos piles ou rendez-le à la réserve.
   *[other] { $player } : { $blocks } blocs non posés — mettez-les sur vos autres piles ou rendez-les à la réserve.
}
torres-prompt-king-move = { $player } : vous avez le moins de points ; vous pouvez déplacer le roi sur une case en surbrillance, ou le laisser.
torres-prompt-playing = { $you ->
    [yes] À vous de jouer.
   *[no] À { $player } de jouer.
}
torres-prompt-card-from = { $card } : où aller depuis { $square } ?
torres-prompt-move-block = { $input ->
    [touch] { $card } : touchez le bloc à soulever, puis sa destination.
   *[mouse] { $card } : cliquez sur le bloc à soulever, puis sur sa destination.
}
torres-prompt-card = { $input ->
    [touch] { $card } : touchez un chevalier ou une case en surbrillance.
   *[mouse] { $card } : cliquez sur un chevalier ou une case en surbrillance.
}
torres-prompt-knight-selected = { $input ->
    [touch] Chevalier en { $square } : touchez une destination (le nombre est son coût en PA).
   *[mouse] Chevalier en { $square } : cliquez sur une destination (le nombre est son coût en PA).
}
torres-prompt-main = { $input ->
    [touch] { $player } : touchez un chevalier pour le déplacer, ou une case en surbrillance pour bâtir ou ajouter un chevalier.
   *[mouse] { $player } : cliquez sur un chevalier pour le déplacer, ou sur une case en surbrillance pour bâtir ou ajouter un chevalier.
}
torres-prompt-only-end-turn = { $player } : plus de points d’action — terminez votre tour.
torres-final-position = Position finale
torres-phase-round = Phase { $phase } · manche { $round }
torres-ap-left = PA { $points }
torres-blocks-left = Blocs { $blocks }

## Boutons

torres-choose-stack = Pile de { $size }
torres-spread-onto = Un sur une pile de { $size }
torres-return-rest = Rendre le reste
torres-keep-king = Laisser le roi
torres-one-ap = 1 PA
torres-take-card = Prendre une carte (1)
torres-advance-score = Score +1 (1)
torres-cancel-card = Annuler { $card }
torres-end-turn = Finir le tour
torres-view-toggle-title = Passer de la vue de dessus à la vue 3D et inversement
torres-view-flat = Vue de dessus
torres-view-3d = Vue 3D

## Cartes

torres-card-climb2 = Escalade 2
torres-card-block-under = Bloc sous le chevalier
torres-card-extra-block = Bloc supplémentaire
torres-card-secret-passage = Passage secret
torres-card-diagonal = Diagonale
torres-card-ap6 = 6 PA
torres-card-ap7 = 7 PA
torres-card-move-block = Déplacer un bloc
torres-card-reposition = Repositionner
torres-card-jump = Saut
torres-card-climb2-text = Un chevalier monte sur une case voisine jusqu’à 2 niveaux plus haut.
torres-card-block-under-text = Glissez un bloc d’une de vos piles sous un de vos chevaliers.
torres-card-extra-block-text = Posez un bloc de la réserve commune.
torres-card-secret-passage-text = À travers un château, en montant à l’intérieur ; sortez sur une case plus basse à côté.
torres-card-diagonal-text = Un chevalier avance d’une case en diagonale (1 niveau plus haut au maximum).
torres-card-ap6-text = Un point d’action de plus ce tour-ci.
torres-card-ap7-text = Deux points d’action de plus ce tour-ci.
torres-card-move-block-text = Déplacez le bloc du dessus d’une case libre ailleurs, même pour fonder un château.
torres-card-reposition-text = Déplacez un chevalier là où un nouveau chevalier pourrait rejoindre un des vôtres.
torres-card-jump-text = Sautez tout droit par-dessus un chevalier voisin sur la case vide derrière.
torres-keep = Garder
torres-put-top = Dessus
torres-put-bottom = Dessous
torres-keep-card = Garder : { $card }
torres-put-top-card = Dessus : { $card }
torres-put-bottom-card = Dessous : { $card }
torres-pick-keep = Gardez une carte
torres-pick-put-back = Remettez les autres
torres-card-fresh = Prise ce tour-ci : jouable à partir de votre prochain tour
torres-your-cards = Vos cartes ({ $colour })
torres-no-cards = Aucune carte en main.

## Cartes maître

torres-master-card = Carte maître { $number } : { $text }
torres-master-1 = Les six chevaliers sur des niveaux différents après la phase 3 : 40
torres-master-2 = Les six chevaliers au même niveau après la phase 3 : 50
torres-master-3 = Les six chevaliers sur une même ligne ou colonne après la phase 3 : 50
torres-master-4 = Quatre chevaliers aux coins d’un carré après la phase 3 : 50
torres-master-5 = Par chevalier sur une case du bord 2/5/10 après la phase 1/2/3, +2/5/10 pour le plus grand nombre (sans égalité)
torres-master-6 = Chevaliers sur exactement 4/5/6 châteaux après la phase 1/2/3 : 5/15/30
torres-master-7 = Par chevalier sur une grande diagonale 2/5/10 après la phase 1/2/3, +2/5/10 pour le plus grand nombre (sans égalité)
torres-master-8 = Les six chevaliers reliés orthogonalement après la phase 3 : 40

## Joueurs, réserve, piste de score

torres-player-cards = cartes { $hand } · pioche { $deck } · jouées { $played }
torres-player-cards-yours = cartes { $hand } (les vôtres) · pioche { $deck } · jouées { $played }
torres-player-stacks = piles { $stacks }
torres-player-knights = chevaliers : { $board } sur le plateau, { $reserve } en réserve
torres-supply = { $blocks ->
    [one] Réserve : { $blocks } bloc · châteaux : { $castles }
   *[other] Réserve : { $blocks } blocs · châteaux : { $castles }
}
torres-score-track = Piste de score

## Résumé du décompte

torres-summary-title = Décompte après la phase { $phase }
torres-summary-castle = Château
torres-summary-castle-row = { $square }… ({ $area } cases)
torres-summary-king = Bonus du roi
torres-summary-master = Carte maître
torres-summary-total = Total de la phase
torres-summary-after = Score ensuite

## Le journal (les symboles de la notation, les mots de la langue)

torres-log-foundation = fondation { $square }
torres-log-start-knight = C { $square }
torres-log-start-king = roi { $square }
torres-log-stack = pile { $size }
torres-log-new-knight = +C { $square }
torres-log-step = C { $from }-{ $to }
torres-log-through = C { $from }⇒{ $to } (château)
torres-log-block = B { $square } (h{ $height })
torres-log-take-card = prend une carte
torres-log-keep-card = garde une carte
torres-log-put-back = { $end ->
    [top] carte dessus
   *[bottom] carte dessous
}
torres-log-keep-card-named = garde { $card }
torres-log-put-back-named = { $end ->
    [top] { $card } dessus
   *[bottom] { $card } dessous
}
torres-log-card = carte : { $card }
torres-log-card-knight = carte : { $card } C { $from }-{ $to }
torres-log-card-passage = carte : { $card } C { $from }⇒{ $to }
torres-log-card-reposition = carte : { $card } C { $from }→{ $to }
torres-log-card-move-block = carte : { $card } { $from }→{ $to }
torres-log-card-block = carte : { $card } B { $square } (h{ $height })
torres-log-card-under-from-turn = carte : { $card } C { $square } (de la pile de ce tour)
torres-log-card-under-from-stack = carte : { $card } C { $square } (d’une pile de { $size })
torres-log-score = points +{ $points }
torres-log-end-turn = fin du tour
torres-log-spread = répartit → { $size }
torres-log-return = rend { $blocks }
torres-log-king = roi { $square }
torres-log-king-stays = le roi reste

## Le journal en toutes lettres, pour les conseils et les annonces (chaque jumeau `-words` prend les valeurs de sa ligne)

torres-log-foundation-words = fondation de château en { $square }
torres-log-start-knight-words = chevalier en { $square }
torres-log-start-king-words = le roi en { $square }
torres-log-stack-words = la pile de { $size } pour ce tour
torres-log-new-knight-words = nouveau chevalier en { $square }
torres-log-step-words = chevalier de { $from } à { $to }
torres-log-through-words = chevalier de { $from } à { $to }, à travers le château
torres-log-block-words = bloc en { $square }, niveau { $height }
torres-log-take-card-words = une carte action de la pioche
torres-log-keep-card-words = une carte gardée
torres-log-put-back-words = { $end ->
    [top] l’autre carte remise sur le dessus de la pioche
   *[bottom] l’autre carte remise sous la pioche
}
torres-log-keep-card-named-words = carte action { $card } gardée
torres-log-put-back-named-words = { $end ->
    [top] carte action { $card } remise sur le dessus de la pioche
   *[bottom] carte action { $card } remise sous la pioche
}
torres-log-card-words = carte action { $card }
torres-log-card-knight-words = carte action { $card } : chevalier de { $from } à { $to }
torres-log-card-passage-words = carte action { $card } : chevalier de { $from } à { $to }, à travers le château
torres-log-card-reposition-words = carte action { $card } : chevalier de { $from } à { $to }
torres-log-card-move-block-words = carte action { $card } : bloc de { $from } à { $to }
torres-log-card-block-words = carte action { $card } : bloc en { $square }, niveau { $height }
torres-log-card-under-from-turn-words = carte action { $card } : un bloc de la pile de ce tour sous le chevalier en { $square }
torres-log-card-under-from-stack-words = carte action { $card } : un bloc d’une pile de { $size } sous le chevalier en { $square }
torres-log-score-words = marqueur de score avancé, +{ $points }
torres-log-end-turn-words = fin du tour
torres-log-spread-words = un bloc non posé mis sur une pile de { $size }
torres-log-return-words = les blocs non posés rendus à la réserve ({ $blocks })
torres-log-king-words = le roi déplacé en { $square }
torres-log-king-stays-words = le roi laissé à sa place

## Erreurs de règle (elles suivent un deux-points : en minuscules)

torres-error-game-over = la partie est terminée
torres-error-wrong-time = ce n’est pas possible à ce moment du tour
torres-error-no-such-square = cette case n’existe pas
torres-error-not-your-knight = vous n’avez pas de chevalier sur cette case
torres-error-square-occupied = cette case est occupée par un chevalier ou par le roi
torres-error-not-adjacent = les chevaliers se déplacent et se rejoignent orthogonalement, case par case
torres-error-not-diagonal = cette case n’est pas en diagonale à côté du chevalier
torres-error-climb-too-high = un chevalier ne peut pas monter d’autant de niveaux
torres-error-not-enough-ap = pas assez de points d’action
torres-error-no-knights-left = vos six chevaliers sont déjà sur le plateau
torres-error-new-knight-too-high = un nouveau chevalier doit être à côté d’un des vôtres, au même niveau ou plus bas
torres-error-castle-too-tall = un château ne peut pas être plus haut que sa surface
torres-error-joins-castles = ce bloc relierait deux châteaux
torres-error-new-castle = un bloc doit agrandir un château existant
torres-error-block-under-piece = un bloc ne peut pas aller sous un chevalier ni sous le roi
torres-error-stack-empty = il ne reste aucun bloc dans cette pile
torres-error-no-such-stack = vous n’avez pas de telle pile
torres-error-stack-full = une pile ne peut pas contenir plus de trois blocs
torres-error-no-through-path = aucun chemin à travers un château ne mène à cette case
torres-error-not-a-foundation = les pièces de départ vont sur une fondation de château vide
torres-error-foundation-too-close = une fondation doit être à au moins 3 cases de toutes les autres
torres-error-not-a-castle-square = le roi doit se tenir sur une case de château vide
torres-error-two-cards-per-turn = on peut prendre au plus deux cartes par tour
torres-error-deck-empty = la pioche est vide
torres-error-no-draw-in-master = on ne prend pas de cartes dans la version maître
torres-error-cards-off = cette partie se joue sans cartes action
torres-error-card-not-held = vous n’avez pas cette carte
torres-error-card-taken-this-turn = une carte ne peut pas être jouée le tour où elle a été prise
torres-error-one-card-per-turn = on ne peut jouer qu’une carte par tour
torres-error-card-not-shown = cette carte ne fait pas partie de celles que vous regardez
torres-error-supply-empty = la réserve commune est vide
torres-error-no-knight-to-jump = un saut demande un chevalier voisin par-dessus lequel sauter
torres-error-splits-castle = un château ne peut pas être coupé en deux
torres-error-too-few-castles = il doit rester au moins 6 châteaux
torres-error-no-block-to-move = seul le bloc du dessus d’une case sans pièce peut être déplacé
torres-error-nothing-to-return = il n’y a aucun bloc à répartir
torres-error-same-square = la pièce doit aller sur une autre case

## Schémas de la page des règles

torres-diagram-castle = Un château : 5 cases reliées par leurs côtés, donc sa surface est 5 ; sa case la plus haute a 3 blocs, donc sa hauteur est 3. Un château ne peut jamais être plus haut que sa surface.
torres-diagram-through = À travers un château (1 PA) : le chevalier au sol entre dans une case plus haute, marche à l’intérieur sans monter (les nombres sont des hauteurs) et ressort de l’autre côté à un niveau qu’il peut atteindre.
torres-diagram-scoring = Décompte : ce château a une surface de 5. Le plus haut chevalier de Rouge est au niveau 3 → 5 × 3 = 15 ; celui de Bleu au niveau 2 → 5 × 2 = 10.

## Aide des règles (avec nos mots ; format dans docs/i18n.md)

torres-rules-help =
    TORRES — bâtir les châteaux ensemble, les gravir seul.

    BUT
    Pendant trois phases, vous marquez des points pour chaque château où se tient un de vos
    chevaliers : la surface du château (le nombre de cases qu’il couvre) multipliée par le niveau
    de votre plus haut chevalier sur ce château. Le plus de points après le troisième décompte
    l’emporte.

    DÉROULEMENT D’UN TOUR
    Vous avez 5 points d’action pour vos chevaliers (un nouveau chevalier, des pas, des passages à
    travers les châteaux), pour les blocs de la pile de ce tour, pour les cartes et pour avancer
    votre marqueur. Chaque tour consomme une de vos piles de blocs. Après la dernière manche de
    chaque phase, chaque château est décompté.

    LE PLATEAU
    Un terrain à bâtir de 8×8 cases, nommées comme sur un échiquier (a1 en bas à gauche). La
    hauteur d’une case est le nombre de blocs posés dessus ; une pièce qui s’y trouve est à ce
    niveau (0 = sol nu). Un château est un groupe de cases bâties reliées par leurs côtés. Les
    châteaux ne peuvent se toucher que par les coins, et un château ne peut jamais être plus haut
    que sa surface.
    @castle

    MISE EN PLACE
    Huit blocs isolés servent de fondations aux châteaux (d8 c6 f6 h5 a4 c3 f3 e1). Dans l’ordre
    des places, chaque joueur pose un chevalier sur une fondation vide ; puis le dernier joueur
    pose le roi sur une autre.

    PHASES ET BLOCS
    La phase 1 dure 4 manches, les phases 2 et 3 en durent 3 (4 chacune à deux joueurs). Au début
    de chaque phase, vous recevez des piles de blocs : à 2 joueurs 4 piles de 3 ; à 3 joueurs
    3,3,2,2 puis 3,3,2 ; à quatre joueurs 2,2,2,2 puis 2,2,2. Chaque tour consomme une pile de
    votre choix, même si vous ne bâtissez rien. Les blocs non posés peuvent aller sur vos autres
    piles (3 au plus par pile) ; le reste retourne à la réserve, comme tout ce qui reste à la fin
    de la phase.

    VOTRE TOUR : 5 POINTS D’ACTION (dans n’importe quel ordre et mélange)
    • Nouveau chevalier (2) : sur une case vide voisine d’un de vos chevaliers, pas plus haute que
      lui.
    • Pas (1) : une case par un côté sur une case vide, un niveau plus haut au maximum, autant
      qu’on veut vers le bas.
    • À travers un château (1) : entrez dans une case voisine plus haute du château et avancez à
      l’intérieur (sans jamais monter, descendre est libre), puis sortez sur une case vide voisine
      d’une case traversée, pas plus haute que le niveau où vous marchez. Les pièces sur les toits
      ne gênent pas.
    • Bloc (1, de la pile de ce tour) : sur le sol nu à côté d’exactement un château, ou au-dessus
      d’une case de château vide. Ne jamais relier deux châteaux, ne jamais en fonder un nouveau,
      ne jamais couvrir une pièce, et ne jamais rendre un château plus haut que sa surface.
    • Prendre une carte (1, deux au plus par tour).
    • Jouer une carte (gratuit, une au plus par tour, pas une prise ce tour-ci).
    • Marquer (1) : avancez votre marqueur d’une case. S’il tombe sur un autre marqueur, il saute
      à la case libre suivante (cela vaut aussi après chaque décompte) ; plusieurs marqueurs
      peuvent partager le 0.
    Vous pouvez vous arrêter avec des points inutilisés.
    @through

    CARTES (option)
    Sans cartes, Pioche personnelle (par défaut : vous possédez dix cartes ; en prendre une vous
    montre les trois du dessus, vous en gardez une et remettez chacune des autres dessus ou
    dessous, à votre gré) ou Pioche commune (quarante cartes mélangées ensemble ; en prendre une
    tire celle du dessus). Les mains sont secrètes.
     1. Escalade 2 — un chevalier monte sur une case voisine vide jusqu’à deux niveaux plus haut.
     2. Bloc sous le chevalier — prenez un bloc d’une de vos piles et glissez-le sous un de vos
       chevaliers (il peut même fonder un nouveau château sur le sol nu ; il ne relie jamais deux
       châteaux et ne rend jamais un château plus haut que sa surface).
     3. Bloc supplémentaire — posez un bloc de la réserve commune selon les règles normales.
     4. Passage secret — comme un passage à travers le château, mais on peut monter à l’intérieur :
       sortez de n’importe quelle case du château sur une case voisine vide plus basse qu’elle.
     5. Diagonale — un chevalier avance d’une case en diagonale (un niveau plus haut au maximum).
     6. 6 PA — un point d’action de plus ce tour-ci.
     7. 7 PA — deux points d’action de plus ce tour-ci.
     8. Déplacer un bloc — déplacez le bloc du dessus d’une case sans pièce là où un bloc normal
       pourrait aller, ou sur le sol nu loin de tout château (un nouveau château). Sans couper de
       château, sans château plus haut que sa surface ensuite, et jamais moins de 6 châteaux.
     9. Repositionner — déplacez un chevalier partout où un nouveau chevalier pourrait être ajouté à
       côté d’un autre des vôtres.
    10. Saut — sautez tout droit par-dessus un chevalier voisin sur la case vide derrière lui (un
       niveau plus haut au maximum).

    DÉCOMPTE (après chaque phase)
    Chaque joueur, dans l’ordre du tour : pour chaque château, surface × niveau de son plus haut
    chevalier sur place. Une fois que tous ont compté leurs châteaux viennent les bonus du roi, de
    nouveau dans l’ordre du tour : un chevalier exactement au niveau 1 / 2 / 3 du château du roi
    après la phase 1 / 2 / 3 rapporte 5 / 10 / 15 (une fois). Les points de la carte maître
    viennent en dernier. Chaque ajout est un pas distinct sur la piste, donc un marqueur qui tombe
    sur un autre saute chaque fois à la case libre suivante. Ensuite, le joueur qui a le moins de
    points (égalité : le premier dans l’ordre du tour) peut déplacer le roi sur n’importe quelle
    case de château vide et commence la phase suivante.
    Si plusieurs joueurs partagent le meilleur score final, ils partagent la victoire.
    @scoring

    VERSION MAÎTRE (option)
    Les joueurs placent eux-mêmes les 8 fondations, chacune à au moins 3 pas (par les côtés) des
    autres. Chacun a ses dix cartes en main dès le début ; on ne prend pas de cartes. Une carte
    maître (tirée ou choisie) offre des points en plus. À partir de la deuxième manche d’une phase,
    le joueur en tête commence chaque manche.
    Les cartes maître (« fin » = comptée après la phase 3) :
     1. Six chevaliers sur six niveaux différents (fin) : 40.
     2. Les six au même niveau (fin) : 50.
     3. Les six sur une même ligne ou colonne (fin) : 50.
     4. Quatre chevaliers aux coins d’un carré (fin) : 50.
     5. Chevaliers sur le bord : 2/5/10 chacun après la phase 1/2/3, plus autant pour le plus grand
       nombre (sans égalité).
     6. Chevaliers sur exactement 4/5/6 châteaux après la phase 1/2/3 : 5/15/30.
     7. Chevaliers sur une grande diagonale : comme la carte 5.
     8. Les six chevaliers reliés par leurs côtés (fin) : 40.

## Pourquoi un coup est bon : une proposition après « Conseil : <coup> — », en minuscules ; les points comme si la phase était décomptée maintenant

torres-reason-score = cela augmente votre prochain décompte de { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
torres-reason-score-king = cela augmente votre prochain décompte de { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, bonus du roi compris
torres-reason-score-master = cela augmente votre prochain décompte de { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, bonus de la carte maître compris
torres-reason-king-bonus = cela vous donne le bonus du roi de { $points ->
        [one] { $points } point
       *[other] { $points } points
    } au prochain décompte
torres-reason-takes = cela retire { $points ->
        [one] { $points } point
       *[other] { $points } points
    } au prochain décompte de { $colour ->
        [red] Rouge
        [blue] Bleu
        [yellow] Jaune
       *[green] Vert
    }
torres-reason-takes-king = cela prive { $colour ->
        [red] Rouge
        [blue] Bleu
        [yellow] Jaune
       *[green] Vert
    } du bonus du roi de { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
torres-reason-blocks = cela bloque un pas qui aurait augmenté de { $points ->
        [one] { $points } point
       *[other] { $points } points
    } le prochain décompte de { $colour ->
        [red] Rouge
        [blue] Bleu
        [yellow] Jaune
       *[green] Vert
    }
torres-reason-prepares = cela prépare un pas qui augmenterait votre prochain décompte de { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
torres-reason-hop = cela rapporte { $points ->
        [one] { $points } point
       *[other] { $points } points
    } : votre marqueur saute par-dessus un autre
torres-reason-lead = cela vous met en tête, et le joueur en tête commence la manche suivante
torres-reason-keeps-king = cela vous garde le bonus du roi de { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
