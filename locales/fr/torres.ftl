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

## Leçons

torres-lesson-goal-title = Le but
torres-lesson-goal-summary = Vos chevaliers marquent les châteaux où ils se tiennent : surface fois niveau.
torres-lesson-goal-up-task = Un château rapporte des points aux chevaliers qui s’y tiennent : sa surface (le nombre de cases qu’il couvre) fois le niveau du chevalier (le nombre de blocs sous lui). Votre chevalier en { $from } est au niveau { $level } d’un château de surface { $area }. Faites-le monter en { $to } : un pas coûte 1 de vos 5 points d’action et monte d’un niveau au plus.
torres-lesson-goal-up-done = Niveau { $level } sur un château de surface { $area } : { $area } × { $level } = { $points ->
        [one] { $points } point
       *[other] { $points } points
    } au prochain décompte.
torres-lesson-goal-grow-task = Un bloc posé sur le sol nu à côté d’un château l’agrandit d’une case, et chaque chevalier qui s’y tient marque alors davantage. Posez un bloc (1 point d’action) sur le sol nu à côté du château de votre chevalier.
torres-lesson-goal-grow-done = Le château a maintenant une surface de { $area } : votre chevalier au niveau { $level } vaut { $area } × { $level } = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
torres-lesson-goal-pick-task = Un chevalier sur le sol nu (niveau 0) ne marque rien. Faites monter votre chevalier sur le château où il marquera le plus.
torres-lesson-goal-pick-done = { $area } × 1 = { $points ->
        [one] { $points } point
       *[other] { $points } points
    } : au même niveau, le plus grand château rapporte plus.
torres-lesson-ap-title = Points d’action
torres-lesson-ap-summary = À chaque tour, vous avez 5 points d’action pour de nouveaux chevaliers, des pas et des blocs.
torres-lesson-ap-knight-task = Un nouveau chevalier coûte 2 points d’action. Il se place sur une case vide voisine d’un de vos chevaliers, au même niveau ou plus bas. Ajoutez un nouveau chevalier aussi haut que possible.
torres-lesson-ap-knight-done = Votre nouveau chevalier est au niveau { $level }, aussi haut que le chevalier qu’il rejoint. Il a coûté 2 points d’action : il vous en reste { $left } pour ce tour.
torres-lesson-ap-stack-task = Chaque tour consomme une de vos piles de blocs, et chaque bloc coûte 1 point d’action. Il vous reste 1 point d’action et 2 blocs : posez un bloc sur le sol nu à côté de votre château, terminez votre tour, puis mettez le bloc inutilisé sur votre pile de 2 (une pile contient 3 blocs au plus).
torres-lesson-ap-stack-done = Votre pile de 2 contient maintenant 3 blocs pour un tour suivant de cette phase. Un bloc qui ne trouve pas de place sur vos piles retourne à la réserve.
torres-lesson-ap-stairs-task = Un bloc peut aussi se poser au-dessus d’une case de château vide, qui devient plus haute. Vous avez 5 points d’action et 3 blocs : amenez votre chevalier au niveau { $level } avant la fin de votre tour.
torres-lesson-ap-stairs-done = Le niveau { $level } en un seul tour : trois blocs ont bâti l’escalier et deux pas l’ont gravi, soit les 5 points d’action.
torres-lesson-building-title = Bâtir
torres-lesson-building-summary = Les blocs agrandissent ou surélèvent les châteaux, jamais plus haut que leur surface, et ne relient jamais deux châteaux.
torres-lesson-building-tall-task = Un château ne peut jamais être plus haut que sa surface. Celui-ci a une surface de { $area } et { $square } a déjà une hauteur de { $area } : il ne peut pas encore recevoir de bloc. Posez d’abord un bloc sur le sol nu à côté du château, puis un bloc au-dessus de { $square }.
torres-lesson-building-tall-done = { $square } a maintenant une hauteur de { $height }, sur un château de surface { $area } : aussi haut que permis, jusqu’à ce que le château s’agrandisse encore.
torres-lesson-building-join-task = Les châteaux ne peuvent se toucher que par les coins : un bloc ne doit jamais relier deux châteaux, ni fonder un nouveau château. Agrandissez d’une case le château de votre chevalier.
torres-lesson-building-join-done = Votre château s’est agrandi sans en toucher un autre. Un bloc en { $first } ou en { $second } l’aurait relié au château de { $castle } : ces cases étaient donc fermées.
torres-lesson-building-best-task = Il vous reste 1 point d’action et 1 bloc. Posez le bloc là où il rapporte le plus au prochain décompte : chaque château paie sa surface fois le niveau de votre plus haut chevalier dessus.
torres-lesson-building-best-done = Le château de votre chevalier a maintenant une surface de { $area } : avec le chevalier au niveau { $level }, ce seul bloc rapporte { $gain ->
        [one] { $gain } point
       *[other] { $gain } points
    }, plus que partout ailleurs.
torres-lesson-climbing-title = Grimper
torres-lesson-climbing-summary = Les chevaliers montent d’un niveau par pas, descendent de n’importe quelle hauteur et traversent les châteaux.
torres-lesson-climbing-steps-task = Un pas mène un chevalier sur une case voisine vide par un côté, jamais en diagonale. Il monte d’un niveau au plus, mais peut descendre d’autant de niveaux qu’il veut. Montez en { $to } (hauteur { $height }) en deux pas.
torres-lesson-climbing-steps-done = Niveau { $level }, un niveau par pas. Descendre n’est jamais limité : de là-haut, un seul pas peut ramener le chevalier droit au sol.
torres-lesson-climbing-through-task = Pour 1 point d’action, un chevalier peut aussi traverser un château : il y entre par une case voisine du château plus haute que son niveau, avance à l’intérieur sans monter, et ressort sur une case vide voisine d’une case traversée, pas plus haute que le niveau où il marchait. Traversez le château jusqu’en { $target } en un seul coup.
torres-lesson-climbing-through-done = Tout le trajet pour 1 point d’action : en contournant le château, il aurait fallu { $steps ->
        [one] { $steps } pas
       *[other] { $steps } pas
    }.
torres-lesson-climbing-trip-task = Il vous reste 2 points d’action. Amenez votre chevalier sur le château de { $castle } avant la fin de votre tour.
torres-lesson-climbing-trip-done = À travers le château jusqu’à l’autre côté, puis un niveau plus haut : tout le trajet a coûté 2 points d’action.
torres-lesson-scoring-title = Le décompte
torres-lesson-scoring-summary = Après chaque phase, chaque château paie sa surface fois le niveau de votre plus haut chevalier dessus.
torres-lesson-scoring-once-task = Un château ne compte qu’une fois pour vous : seul votre plus haut chevalier dessus compte. Votre chevalier en { $square } ne rapporte rien, car votre autre chevalier est plus haut sur le même château. Avec vos 2 points d’action, amenez-le sur le château de { $castle }.
torres-lesson-scoring-once-done = Vos deux chevaliers marquent maintenant : { $area } × { $level } = { $points } sur le premier château et { $area2 } × { $level2 } = { $points2 } sur l’autre.
torres-lesson-scoring-end-task = Chaque château est décompté quand une phase se termine, après son dernier tour. C’est le dernier tour de la phase 2 : faites monter votre chevalier de { $from } en { $to }, puis terminez votre tour.
torres-lesson-scoring-end-done = La phase 2 est décomptée : votre chevalier au niveau { $level } d’un château de surface { $area } a rapporté { $area } × { $level } = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }. Après la phase 3 vient le dernier décompte, et le plus de points l’emporte.
torres-lesson-scoring-best-task = Plus qu’un point d’action : quel chevalier doit monter ? Un niveau vaut autant de points que la surface de son château. Faites le pas qui rapporte le plus au prochain décompte.
torres-lesson-scoring-best-done = Un niveau de plus sur le château de surface { $area } rapporte { $area ->
        [one] { $area } point
       *[other] { $area } points
    } ; sur le château de surface { $small }, seulement { $small }. Grimpez là où les châteaux sont grands.
torres-lesson-king-title = Le bonus du roi
torres-lesson-king-summary = Un chevalier exactement au niveau 1, 2 ou 3 du château du roi rapporte un bonus après la phase 1, 2 ou 3.
torres-lesson-king-add-task = Le château où se tient le roi paie un bonus : après la phase 1, { $bonus ->
        [one] { $bonus } point
       *[other] { $bonus } points
    } pour chaque joueur ayant un chevalier exactement à son niveau 1. Votre chevalier y est au niveau 2 et marque le château. Avec vos 2 points d’action, gagnez aussi le bonus.
torres-lesson-king-add-done = Deux chevaliers, deux récompenses : celui du niveau { $level } marque le château ({ $area } × { $level } = { $points }), celui du niveau 1 gagne le bonus du roi de { $bonus }.
torres-lesson-king-move-task = Après chaque décompte, le joueur qui a le moins de points peut déplacer le roi sur n’importe quelle case de château vide, ou le laisser où il est. C’est vous. La phase 2 arrive, et son bonus du roi vaut { $bonus ->
        [one] { $bonus } point
       *[other] { $bonus } points
    } pour un chevalier exactement au niveau { $level } du château du roi. Placez le roi là où il vous aide.
torres-lesson-king-move-done = Le roi se tient maintenant sur le château de votre chevalier : si ce chevalier est encore au niveau { $level } à la fin de la phase 2, vous gagnez { $bonus ->
        [one] { $bonus } point
       *[other] { $bonus } points
    } de plus.
torres-lesson-king-best-task = La phase 3 se termine après cette manche, et son bonus du roi vaut { $bonus ->
        [one] { $bonus } point
       *[other] { $bonus } points
    } pour un chevalier exactement au niveau { $level } du château du roi. Avec votre dernier point d’action, jouez le coup qui rapporte le plus au décompte final.
torres-lesson-king-best-done = Un niveau plus bas, et pourtant { $gain ->
        [one] { $gain } point
       *[other] { $gain } points
    } de plus : le château paie maintenant { $area } × { $to } au lieu de { $area } × { $from }, et le bonus du roi ajoute { $bonus }.
torres-lesson-cards-title = Cartes action
torres-lesson-cards-summary = Prenez une carte pour 1 point d’action, et jouez-en une par tour gratuitement.
torres-lesson-cards-take-task = Les cartes action tordent les règles. En prendre une coûte 1 point d’action, deux par tour au plus : vous regardez les trois cartes du dessus de votre pioche, en gardez une et remettez chacune des autres dessus ou dessous, à votre gré. Prenez une carte.
torres-lesson-cards-take-done = La carte gardée est dans votre main, cachée aux autres. Vous pourrez la jouer à partir de votre prochain tour, jamais dans le tour où vous l’avez prise.
torres-lesson-cards-climb-task = Jouer une carte ne coûte aucun point d’action, mais vous ne pouvez jouer qu’une carte par tour. Escalade 2 mène un chevalier sur une case voisine jusqu’à 2 niveaux plus haut. Jouez-la pour amener votre chevalier de { $from } en { $to } (hauteur { $height }).
torres-lesson-cards-climb-done = Du niveau 1 au niveau 3 en un seul coup, et il vous reste tous vos points d’action.
torres-lesson-cards-diagonal-task = Il ne vous reste aucun point d’action, mais vous avez deux cartes en main. Amenez votre chevalier sur le château de { $castle }, qui ne touche le vôtre que par un coin.
torres-lesson-cards-diagonal-done = Diagonale franchit le coin où deux châteaux se touchent : votre chevalier est maintenant au niveau { $level } du château de { $castle }.
torres-lesson-why-end-turn = Pas encore : dès que vous terminez votre tour, l’autre joueur joue, et cette tâche reste à faire.
torres-lesson-why-score = Avancer votre marqueur coûte 1 point d’action par case ; cette étape demande autre chose.
torres-lesson-why-take-card = Une nouvelle carte coûte 1 point d’action et ne se joue pas ce tour-ci ; cette étape n’en a pas besoin.
torres-lesson-to-ground = En { $square }, votre chevalier serait sur le sol nu, au niveau 0, où il ne marque rien.
torres-lesson-down = En { $square }, votre chevalier descendrait au niveau { $level }.
torres-lesson-same-level = En { $square }, votre chevalier serait toujours au niveau { $level }, pas plus haut qu’avant.
torres-lesson-gain-less = Cela rapporte { $gain ->
        [one] { $gain } point
       *[other] { $gain } points
    } au prochain décompte, mais un autre coup rapporte { $best }.
torres-lesson-gain-none = Cela ne rapporte rien au prochain décompte, mais un autre coup rapporte { $best ->
        [one] { $best } point
       *[other] { $best } points
    }.
torres-lesson-gain-loss = Cela vous coûte { $loss ->
        [one] { $loss } point
       *[other] { $loss } points
    } au prochain décompte, alors qu’un autre coup rapporte { $best }.
torres-lesson-else-step-up = Cela ne déplace pas votre chevalier : faites-le monter de { $from } en { $to }.
torres-lesson-block-taller = Ce bloc rend { $square } plus haute, mais le château de votre chevalier garde sa surface de { $area } : votre chevalier ne marque pas plus. Posez le bloc sur le sol nu à côté du château.
torres-lesson-block-other-castle = Ce bloc agrandit le château de { $square }, pas celui où se tient votre chevalier.
torres-lesson-else-block = Cela ne bâtit rien : posez un bloc sur le sol nu à côté du château de votre chevalier.
torres-lesson-new-knight-lower = En { $square }, le nouveau chevalier serait au niveau { $level } ; { $best }, aussi voisine de votre chevalier, est plus haute.
torres-lesson-else-new-knight = Ce n’est pas un nouveau chevalier : ajoutez-en un (2 points d’action) à côté de votre chevalier.
torres-lesson-why-return = Le bloc retournerait à la réserve ; sur votre pile de 2, il reste à vous pour un tour suivant.
torres-lesson-stairs-stuck = Après cela, votre chevalier ne peut plus atteindre le niveau { $level } ce tour-ci : il faut trois blocs sur son château et deux pas, soit les 5 points d’action.
torres-lesson-else-grow-first = Agrandissez d’abord le château : posez un bloc sur le sol nu à côté.
torres-lesson-now-tower = Votre château a maintenant une surface de { $area } : { $square } peut donc monter jusqu’à la hauteur { $height }. Posez-y le bloc.
torres-lesson-else-climb = Cela ne déplace pas votre chevalier : montez en { $to } pas à pas.
torres-lesson-through-elsewhere = Ce passage à travers le château mène en { $square } ; la tâche est { $target }, de l’autre côté.
torres-lesson-through-not-step = Un pas ne fait avancer que d’une case ; un passage à travers le château atteint { $target } pour le même point d’action.
torres-lesson-else-through = Cela ne déplace pas votre chevalier : faites-lui traverser le château jusqu’en { $target }.
torres-lesson-cannot-reach = Après cela, votre chevalier ne peut plus atteindre le château de { $castle } avec les points d’action qui restent.
torres-lesson-keep-high = Votre chevalier en { $square } est celui qui marque ce château : déplacez l’autre.
torres-lesson-end-now = Terminez maintenant votre tour : la phase se termine avec lui, et les châteaux sont décomptés.
torres-lesson-step-before-scoring = Pas encore : montez d’abord. Le décompte compte les niveaux où se tiennent vos chevaliers à la fin de la phase.
torres-lesson-king-theirs = Avec le roi placé là, c’est le chevalier de votre adversaire au niveau { $level } qui gagnerait le bonus, pas vous.
torres-lesson-king-none = Aucun de vos chevaliers n’est au niveau { $level } du château de { $square } : placé là, le roi ne vous donne aucun bonus.
torres-lesson-take-a-card = Cette étape porte sur les cartes : prenez-en une, pour 1 point d’action.
torres-lesson-card-not-step = Un pas monte d’un niveau au plus ; Escalade 2 mène votre chevalier en { $to } sans dépenser de point d’action.
torres-lesson-else-card = Cela n’amène pas votre chevalier en { $to } : jouez Escalade 2.
torres-lesson-climb2-edge = Escalade 2 ne passe que par un côté, et le château de { $castle } ne touche le vôtre que par un coin.
