# Castellan – les écrans de l'application. Les mots de chaque jeu sont dans <jeu>.ftl.

## Barre du haut, langue, avis

app-home = Accueil
app-language = Langue
app-dismiss = Fermer
app-language-failed = Impossible de charger { $language } : Castellan reste donc en français. Vérifiez la connexion et choisissez de nouveau la langue.
app-texts-failed = Certains textes de Castellan n'ont pas pu être chargés : des parties de l'écran affichent leurs noms internes. Vérifiez la connexion et rechargez la page.
app-link-opened = Partie partagée ouverte. C’est maintenant une partie locale que vous pouvez poursuivre.
app-link-opened-existing = Ce lien est une partie que vous avez déjà ici : elle s’ouvre là où pointe le lien et continue dans la même partie sauvegardée.
app-shared-title = { $title } · partagée
app-player = Joueur { $number }

## Couleurs des places

colour-red = Rouge
colour-blue = Bleu
colour-yellow = Jaune
colour-green = Vert

## Niveaux des bots

level-easy = Facile
level-normal = Moyen
level-hard = Difficile

## Accueil

home-title = Jouer
home-saved-games = Parties sauvegardées
home-continue = Reprendre : { $title }
home-review = Revoir : { $title }
home-picture = Plateau de { $game }
home-tagline-torres = Élevez ensemble des châteaux, gravissez-les avec vos chevaliers et marquez des points en hauteur – de 2 à 4 joueurs.
home-tagline-torri = Sautez, capturez, empilez des tours, puis ramenez vos prisonniers à la maison – de 2 à 4 joueurs.
home-tagline-voldetour = Construisez une route de Blocs et d’Escaliers dans les airs et menez votre Seigneur jusqu’à la Tour adverse – 2 ou 4 joueurs.
home-tagline-fortaleza = Échecs de siège à deux : bâtissez une Forteresse, déployez votre armée dans le brouillard de guerre, puis matez le Roi ou affamez sa Forteresse.
home-new-game = Nouvelle partie
home-how-to-play = Règles du jeu
home-new-game-of = Nouvelle partie de { $game }
home-how-to-play-of = Règles du jeu : { $game }
home-learn = Apprendre à jouer
home-learn-of = Apprendre à jouer à { $game }
home-footnote = Tout fonctionne dans votre navigateur, même hors ligne. Les parties sont sauvegardées sur cet appareil.

## Nouvelle partie

new-game-title = Nouvelle partie de { $game }
new-game-back = Retour
new-game-players = Joueurs
new-game-player-count = Nombre de joueurs
new-game-seat-name = Nom de la place { $seat }
new-game-seat-kind = Qui joue à la place { $seat }
new-game-human = Humain
new-game-bot-easy = Bot · Facile
new-game-bot-normal = Bot · Moyen
new-game-bot-hard = Bot · Difficile
new-game-you = Vous
new-game-bot-name = Bot ({ $colour })
new-game-variants = Variantes
new-game-seed = Graine
new-game-seed-random = aléatoire
new-game-seed-help-cards = La même graine et les mêmes coups distribuent toujours les mêmes cartes.
new-game-seed-help-dice = La même graine et les mêmes coups donnent toujours les mêmes lancers de dés.
new-game-seed-help-bots = Dans ce jeu, rien ne dépend du hasard : la graine décide seulement laquelle de plusieurs options également bonnes les bots choisissent.
new-game-start = Commencer
new-game-game-title = { $game } · { $players }
new-game-versus = contre

## Écran de jeu

play-no-game = Aucune partie en cours.
play-share = Partager
play-share-title = Copier un lien vers cette partie
play-rules = Règles
play-rules-title = { $input ->
    [touch] Règles
   *[mouse] Règles (?)
}

play-thinking = Réflexion…
play-first = Position de départ
play-first-title = { $input ->
    [touch] Position de départ
   *[mouse] Position de départ (Début)
}
play-back = Reculer
play-back-title = { $input ->
    [touch] Reculer
   *[mouse] Reculer (←)
}
play-forward = Avancer
play-forward-title = { $input ->
    [touch] Avancer
   *[mouse] Avancer (→)
}
play-live = Position actuelle
play-live-title = { $input ->
    [touch] Position actuelle
   *[mouse] Position actuelle (Fin)
}
play-undo = Annuler
play-undo-title = { $input ->
    [touch] Annuler
   *[mouse] Annuler (Ctrl+Z)
}
play-redo = Rétablir
play-redo-title = { $input ->
    [touch] Rétablir
   *[mouse] Rétablir (Ctrl+Y)
}
play-undo-title-many = { $count ->
    [one] Annuler : retour à votre tour, { $count } action annulée
   *[other] Annuler : retour à votre tour, { $count } actions annulées
}
play-undo-refused-history = Vous regardez une position antérieure : revenez à la position actuelle pour reprendre un coup.
play-undo-refused-nothing = Vous n’avez encore rien à reprendre.
play-undo-refused-over = La partie est finie : ses coups restent tels qu’ils ont été joués.
play-undo-refused-bot-revealed = La réponse à votre tour a montré à tous un lancer ou des pièces cachées : votre tour reste joué.
play-undo-refused-seen = Ce que vous avez lancé ou pioché reste : vous l’avez vu.
play-undo-refused-turn-passed = Ce tour est terminé : c’est au joueur suivant.
play-undo-refused-bot-turn = Reprendre maintenant laisserait un bot rejouer aussitôt.
play-redo-title-many = { $count ->
    [one] Rétablir : rejoue { $count } action annulée
   *[other] Rétablir : rejoue les { $count } actions annulées
}
play-hint = Conseil
play-hint-title = Suggérer un coup
play-hint-text = Conseil : { $move }
# The hint with why its move is good ($reason: a clause of the game's file, "it captures the red tower of 3").
play-hint-text-why = Conseil : { $move } — { $reason }
play-resign = Abandonner
play-resign-title = Abandonner cette partie
play-resign-heading = { $you ->
    [yes] Abandonner cette partie ?
   *[no] Abandonner la partie pour { $name } ?
}
play-resign-text-two = La partie s’arrête maintenant, et { $name } gagne.
play-resign-text-ranked = La partie s’arrête maintenant : les autres joueurs sont classés selon leur score actuel, et le meilleur gagne.
play-resign-text-shared = La partie s’arrête maintenant, et les autres joueurs se partagent la victoire.
play-resign-confirm = Abandonner
play-resign-cancel = Continuer à jouer
play-pause = Pause
play-resume = Reprendre
play-bot-speed = Vitesse des bots
play-speed-slow = Lente
play-speed-normal = Normale
play-speed-fast = Rapide
play-speed-instant = Immédiate
play-animations = Animations
play-log = Coups joués
play-announce = { $player } : { $move }
# Before the actions of a turn of several, listed one by one.
play-turn-by = { $player } :
play-no-moves-yet = Aucun coup pour l’instant.
play-announce-undone = { $you ->
    [yes] { $count ->
            [one] { $count } action annulée. À vous de jouer.
           *[other] { $count } actions annulées. À vous de jouer.
        }
   *[no] { $count ->
            [one] { $count } action annulée. À { $player } de jouer.
           *[other] { $count } actions annulées. À { $player } de jouer.
        }
}
play-announce-redone = { $count ->
    [one] { $count } action rétablie.
   *[other] { $count } actions rétablies.
}
play-share-heading = Partager cette partie
play-share-link = Lien vers cette partie
play-share-text = Quiconque ouvre ce lien voit exactement cette partie et peut la poursuivre à partir d’ici. Il a été copié dans le presse-papiers.
play-share-done = Terminé
play-handover-title = { $you ->
    [yes] À vous : prenez l’appareil
   *[no] Passez l’appareil à { $name }
}
play-handover-text = Le plateau reste caché jusqu’à ce que le joueur suivant ait l’appareil en main.
play-handover-ready = { $you ->
    [yes] C’est moi : montrer mon tour
   *[no] Je suis { $name } : montrer mon tour
}

## Fin de partie

end-draw = La partie est nulle.
end-you-win = Vous avez gagné !
end-winner = { $name } gagne !
end-shared-win = Victoire partagée : { $names }
end-resigned = { $you ->
    [yes] Vous avez abandonné.
   *[no] { $name } a abandonné.
}
end-resigned-many = Abandon : { $names }.
end-bots-resigned = Les bots ont abandonné : ils ne pouvaient plus gagner.
end-review = Voir le plateau
end-review-bot = Analyser avec le bot
end-new-game = Nouvelle partie
end-home = Accueil
end-kept = La partie terminée reste dans les parties sauvegardées.
chart-label = Scores au fil de la partie
chart-moves = coups

## Analyser une partie terminée avec le bot

review-heading = Analyse avec le bot
review-intro = Le bot réexamine chaque décision d’un joueur, en ne sachant que ce que ce joueur savait alors, et signale celles qui lui ont fait perdre le plus de chances de gagner.
review-player = Joueur
review-start = Trouver les erreurs
review-again = Relancer l’analyse
review-progress = Décision { $done } sur { $total }
review-cancel = Arrêter
review-stopped = Analyse arrêtée après { $done } décisions sur { $total }.
review-none = Ce joueur n’a eu aucune décision à analyser.
review-clean = Aucune imprécision, erreur ou gaffe : bien joué !
review-count-blunder = { $count ->
    [one] 1 gaffe
   *[other] { $count } gaffes
}
review-count-mistake = { $count ->
    [one] 1 erreur
   *[other] { $count } erreurs
}
review-count-inaccuracy = { $count ->
    [one] 1 imprécision
   *[other] { $count } imprécisions
}
review-blunder = Gaffe
review-mistake = Erreur
review-inaccuracy = Imprécision
review-marked = Décisions signalées
review-chart = { $name } : chances de gagner après chaque décision
review-percent = { $value } %
review-cost-blunder = Gaffe : ce coup laissait { $after } % de chances de gagner, là où le meilleur coup en gardait { $before } %.
review-cost-mistake = Erreur : ce coup laissait { $after } % de chances de gagner, là où le meilleur coup en gardait { $before } %.
review-cost-inaccuracy = Imprécision : ce coup laissait { $after } % de chances de gagner, là où le meilleur coup en gardait { $before } %.
review-better = Meilleur coup : { $move }.
review-better-why = Meilleur coup : { $move } — { $reason }.
review-fine = Une bonne décision : le bot n’a rien trouvé de nettement meilleur ({ $value } % de chances de gagner).

## Parties sauvegardées

saves-title = Parties sauvegardées
saves-back = Retour
saves-empty = Aucune partie sauvegardée pour l’instant. Chaque partie que vous jouez est sauvegardée ici automatiquement.
saves-summary = { $moves ->
    [one] { $game } · { $moves } coup · { $players }
   *[other] { $game } · { $moves } coups · { $players }
}
saves-last-played = Jouée le { $date }
# A saved game as its buttons name it: its title and when it was last played (titles repeat).
saves-entry-name = { $title } ({ $date })
saves-resume = Reprendre
saves-review = Revoir
saves-new-name = Nouveau nom
saves-rename = Renommer
saves-delete = Supprimer
saves-other-version = Créée par une autre version
saves-damaged = Sauvegarde endommagée
saves-damaged-game = Sauvegarde endommagée : { $game }
saves-other-version-text = Cette partie ne peut pas être rejouée ici : { $reason }.
saves-damaged-text = Cette entrée est illisible : { $reason }.
saves-kept = Ses données sont conservées telles quelles ; vous pouvez les exporter.
saves-export = Exporter
saves-resume-named = Reprendre « { $title } »
saves-review-named = Revoir « { $title } »
saves-rename-named = Renommer « { $title } »
saves-delete-named = Supprimer « { $title } »
saves-export-named = Exporter « { $title } »
# How a finished game ended, in the saved-games list and on the home screen.
result-you-won = Terminée : vous avez gagné.
result-winner = Terminée : { $name } a gagné.
result-winners = Terminée : { $names } partagent la victoire.
result-draw = Terminée : partie nulle.
result-score = Score final : { $scores }.
result-score-entry = { $name } { $score }

## Règles (autour du texte de chaque jeu)

rules-title = Comment jouer à { $game }
rules-back = Retour
rules-keys = COMMANDES
rules-keys-history = ← / → parcourent la partie, Début / Fin vont au départ ou à la position actuelle.
rules-keys-undo = Ctrl+Z annule votre dernière action de ce tour (jamais un lancer de dé ni une carte vue) ; contre des bots, une fois votre tour fini, il annule ce tour avec les réponses des bots en une fois. Ctrl+Y rétablit.
rules-keys-help = ? ouvre ces règles.
board-zoom = Zoom
board-zoom-in = { $input ->
    [touch] Zoom avant
   *[mouse] Zoom avant (+)
}
board-zoom-out = { $input ->
    [touch] Zoom arrière
   *[mouse] Zoom arrière (−)
}
board-zoom-reset = { $input ->
    [touch] Plateau entier
   *[mouse] Plateau entier (0)
}
rules-keys-zoom = Dans une vue 3D, + et − zooment en avant et en arrière, 0 remontre le plateau entier.
rules-keys-targets = Sur un plateau, A indique où vous pouvez agir maintenant (avec un lecteur d’écran : les cases où agir, énumérées quand elles sont peu nombreuses).
rules-keys-touch = Sur un écran tactile : touchez une pièce, puis là où elle va ; gardez le doigt sur une case pour voir ce qui s'y trouve sans jouer ; pincez une vue 3D pour zoomer et, une fois zoomée, faites-la glisser d'un doigt pour vous déplacer.
rules-keys-touch-flat = Sur un écran tactile : touchez une pièce, puis là où elle va ; gardez le doigt sur une case pour voir ce qui s'y trouve sans jouer.

## Problèmes signalés au joueur

app-error-bot-move = Le coup du bot a été refusé : { $reason }.
app-error-nothing-to-undo = Rien à annuler dans ce tour.
app-error-nothing-to-redo = Rien à rétablir.
app-error-game-changed = La partie a changé entre-temps ; rien n’a été joué.
app-error-resume = Votre dernière partie n’a pas pu être reprise. { $reason } Elle reste dans les parties sauvegardées, d’où vous pouvez l’exporter.
app-error-rename = La partie n’a pas pu être renommée. { $reason }
app-error-link = { $reason } Vos parties sauvegardées ne sont pas touchées.
app-error-bad-seed = La graine doit être un nombre entier (ou rester vide pour une partie aléatoire).
app-error-options = Ces options ne permettent pas de commencer une partie : { $reason }.
app-error-export = Le navigateur n’a pas pu préparer le fichier à télécharger.
app-error-crashed = Castellan s’est arrêté sur une erreur la dernière fois, votre partie n’a donc pas été reprise. Elle reste dans les parties sauvegardées.
app-error-bot-unavailable = Les bots n’ont pas pu démarrer : aucun bot ne peut jouer ni donner d’indice pour l’instant. Vérifiez la connexion et rechargez la page ; la partie est conservée.

storage-full = Le stockage du navigateur est plein : cette partie n’est plus sauvegardée. Le jeu continue ; supprimez d’anciennes parties pour libérer de la place.
storage-unavailable = Ce navigateur ne permet pas de sauvegarder les parties : la progression n’est pas conservée.
storage-missing = Cette partie sauvegardée n’existe plus.
storage-damaged = Cette partie sauvegardée ne peut pas être ouverte : { $reason }.

# Règles, relectures et sauvegardes : ces textes suivent un deux-points et commencent par une minuscule.
error-game-over = la partie est déjà terminée
error-no-such-choice = il n’y a pas d’action légale numéro { $number } (seulement { $choices })
error-wrong-game = cette action appartient à un autre jeu
replay-past-the-end = les coups continuent après la fin de la partie
replay-illegal = un coup enfreint les règles ({ $rule })
replay-bad-index = les coups ne correspondent plus à la partie (coup { $move })
replay-truncated = les coups s’interrompent (coup { $move })
replay-trailing-data = quelque chose suit le dernier coup
replay-bad-resignation = l’abandon enregistré est impossible
replay-unsettled = le lancer n’est pas fixé (coup { $move })
replay-not-dealt = les cartes de cette partie ne peuvent pas être distribuées comme l’indique son enregistrement
load-unreadable-options = les options de la partie sont illisibles ({ $problem })
load-options = options de partie non valables : { $reason }
load-older-rules = elle a été créée avec une version plus ancienne des règles de { $game } (version { $made } ; cette application joue la version { $current }), elle ne peut donc pas être rejouée à l’identique
load-newer-rules = elle a été créée avec une version plus récente des règles de { $game } (version { $made } ; cette application joue la version { $current }) : mettez l’application à jour pour l’ouvrir
save-unreadable = les données sauvegardées sont endommagées ({ $problem })
save-unreadable-game = les données sauvegardées sont endommagées ({ $game } : { $problem })
data-garbled = le texte est altéré à la ligne { $line }, caractère { $column }
data-cut-short = le texte s’interrompt à la ligne { $line }, caractère { $column }
data-wrong-content = il manque quelque chose ou une valeur est fausse à la ligne { $line }, caractère { $column }
data-write-failed = La partie n’a pas pu être écrite, donc ceci n’a pas pu se faire (une erreur interne). La partie continue comme avant.
options-player-count = le jeu se joue à { $needed } joueurs, pas à { $players }
options-player-range = le jeu se joue de { $min } à { $max } joueurs, pas à { $players }
options-player-choice = le jeu se joue à { $one } ou { $other } joueurs, pas à { $players }
options-height-limit-too-low = la hauteur maximale doit être d’au moins { $min } (et non { $limit })
options-free-carry-too-low = la hauteur du retour libre doit être d’au moins { $min } (et non { $height })
options-master-needs-own-decks = la version maître se joue avec les dix cartes propres à chaque joueur
options-master-card-without-master = une carte maître exige la version maître
options-master-card-range = les cartes maîtres sont numérotées de { $min } à { $max } (et non { $card })
options-rules-version = la version { $version } des règles n’est pas prise en charge
save-unknown-format = sauvegardée dans un format inconnu, version { $version }
save-unknown-game = jeu inconnu « { $game } »
save-seat-count = { $recorded ->
    [one] { $recorded } place enregistrée pour une partie à { $needed } joueurs
   *[other] { $recorded } places enregistrées pour une partie à { $needed } joueurs
}

## Liens partagés

link-not-a-game = Ce lien ne contient pas de partie.
link-missing = Ce lien de partie est incomplet (manque : { $field }).
link-unknown-game = Ce lien concerne un jeu que nous ne connaissons pas (« { $game } »).
link-other-version = Ce lien a été créé par une autre version de Castellan (format de lien { $version }).
link-damaged-field = Ce lien de partie est endommagé ({ $field } : { $problem }).
link-altered = Ce lien de partie a été tronqué ou modifié : on ne peut pas s’y fier.
link-other-rules = Ce lien de partie ne peut pas être ouvert : { $reason }.
link-illegal-moves = Ce lien de partie ne peut pas être ouvert : { $reason }.
link-damaged = Ce lien de partie est endommagé : { $reason }.
link-field-game = nom du jeu
link-field-format = version du format
link-field-rules = version des règles
link-field-seed = graine
link-field-options = options de la partie
link-field-count = nombre de coups
link-field-actions = liste des coups
link-field-check = code de contrôle
link-field-ply = numéro de position
link-field-seats = joueurs
link-field-id = identifiant de la partie
link-field-owners = appareils
link-field-commitments = engagements
link-field-reveals = révélations
link-field-pending = coup laissé à l’autre appareil
link-field-dice = parts des lancers
link-field-roll = demande de lancer
link-field-decks = pioches de cartes
link-field-resigned = abandon
link-field-sender = appareil d’envoi
link-problem-not-a-number = pas un nombre
link-problem-not-base64 = base64 non valable
link-problem-too-large = invraisemblablement grand
link-problem-not-text = pas du texte
link-problem-past-the-end = au-delà du dernier coup
link-problem-not-players = pas une liste de joueurs
link-problem-player-count = pas un joueur par place
link-problem-player-name = un nom est vide, trop long ou pas du texte simple
link-problem-player-kind = un type de joueur inconnu

## The page outside the app (tab title, description)

app-page-title-home = Castellan — jeux de tours et de châteaux
app-page-title = { $screen } — Castellan
app-page-description = Jeux de plateau de tours et de châteaux dans votre navigateur : jouez entre amis sur un même appareil ou contre un bot local, entièrement hors ligne.

## Boards, for screen readers: a cell's name and the targets said in the live region

board-cell-action = { $cell } — { $action }
board-cell-target = { $cell } — vous pouvez jouer ici
board-cell-pick = { $cell } — vous pouvez le sélectionner
board-targets = { $count ->
    [one] { $count } case où jouer : { $squares }.
   *[other] { $count } cases où jouer : { $squares }.
}
board-targets-many = { $count ->
    [one] { $count } case où jouer ; déplacez le curseur pour l’entendre.
   *[other] { $count } cases où jouer ; déplacez le curseur pour les entendre.
}
board-picks = { $count ->
    [one] { $count } case à sélectionner : { $squares }.
   *[other] { $count } cases à sélectionner : { $squares }.
}
board-picks-many = { $count ->
    [one] { $count } case à sélectionner ; déplacez le curseur pour l’entendre.
   *[other] { $count } cases à sélectionner ; déplacez le curseur pour les entendre.
}
board-targets-none = Rien à faire sur le plateau pour l’instant.

## Jouer avec un ami par lien (chaque appareil joue ses propres places ; les liens transportent les coups)

remote-limit-cards = Torres avec une pioche commune ne peut pas se jouer par lien : cette pioche n’appartient à personne, donc personne ne pourrait garder son ordre secret. Choisissez une pioche par joueur, sans cartes action ou la version maître pour jouer par lien.
remote-different-game = Ce lien concerne une autre partie que celle que cet appareil joue sous le même identifiant.
remote-older = C’est un ancien lien de cette partie : cet appareil a déjà tous les coups qu’il contient.
remote-nothing-new = Cet appareil a déjà tous les coups de ce lien.
remote-rewritten = Les coups de ce lien diffèrent de ceux que cet appareil a déjà : l’historique d’une partie ne peut pas être modifié.
remote-foreign-moves = Ce lien contient des coups pour la place { $seat }, qui est jouée sur cet appareil.
remote-seat-taken = La place { $seat } de cette partie est déjà jouée sur un autre appareil.
remote-not-offered = Cette partie ne peut pas se jouer par lien.
remote-unsettled = Ce lien contient un lancer de dé sans les parts qui le fixent : demandez le dernier lien de cette partie.
remote-own-link = C’est le lien que cet appareil a envoyé : il n’apporte rien de votre ami. Attendez son lien.
remote-unknown-sender = Ce lien vient d’un appareil qui ne joue aucune place dans cette partie : il n’est pas utilisé.
remote-bad-commitment = Ce lien cache des coups qu’il n’a pas le droit de cacher : il n’est pas utilisé.
remote-cannot-hide = Aucun lien ne peut garder vos coups cachés, donc aucun n’est envoyé.

## Play a friend by link

# A seat's kind in the new-game dialog: a friend who plays on their own device, by links.
new-game-friend = Ami · par lien
# Beside a friend's name among the players: that seat is played on another device.
play-by-link = par lien
app-error-not-your-turn-by-link = Ce n’est pas à vous de jouer : cette partie attend le lien de votre ami.
app-error-no-secure-random = Ce navigateur ne peut pas produire les nombres secrets dont une partie par lien a besoin : il ne permet donc pas de jouer par lien.
app-error-by-link-needs-you = Une partie par lien a besoin d’un joueur sur cet appareil : choisissez « Humain » pour une place.
play-undo-refused-by-link = L’appareil de votre ami a peut-être déjà ce coup : dans une partie par lien, seul le tour que vous êtes en train de jouer peut être repris.
link-your-turn = À vous de jouer. Quand votre tour sera fini, cette partie vous donnera un lien à envoyer à { $name }.
link-send-move = Votre tour est terminé. Envoyez ce lien à { $name }.
link-send-invite = Envoyez ce lien à { $name } en guise d’invitation à cette partie.
link-send-end = La partie est finie. Envoyez ce dernier lien à { $name } pour lui montrer la fin.
link-send-roll = Votre lancer a besoin de la part des dés que détient { $name } : envoyez ce lien, puis ouvrez celui qui reviendra pour lancer.
link-send-share = { $name } lance les dés : renvoyez ce lien pour que les dés puissent être jetés.
link-send-card = Votre carte a besoin de la part de votre pioche que détient { $name } : envoyez ce lien, puis ouvrez celui qui reviendra pour la prendre.
link-send-deck = { $name } prend une carte : renvoyez ce lien pour que sa pioche puisse être mélangée.
link-send-complete = Envoyez ce lien à { $name } : son appareil complétera votre coup, qui dépend de ce qui n’est visible que là-bas.
link-waiting = À { $name } de jouer. Quand son lien arrive, ouvrez-le : touchez-le ou collez-le ici.
link-forfeited = Le lien envoyé par { $name } n’a pas respecté un coup promis : { $name } perd par forfait, et la partie est finie.
link-ended = La partie est terminée, et son dernier lien a été envoyé à { $name }.
link-forfeit = Le lien envoyé par { $name } a enfreint les règles d’une partie par lien (un coup caché ou un dé qui ne correspond pas à ce qui était promis) : { $name } perd par forfait.
link-received = { $count ->
    [0] Le lien envoyé par { $name } est arrivé.
    [one] Le lien envoyé par { $name } est arrivé : un nouveau coup.
   *[other] Le lien envoyé par { $name } est arrivé : { $count } nouveaux coups.
}
link-send = Envoyer le lien
link-send-again = Renvoyer le lien
link-copied = Le lien est copié : collez-le dans un message à votre ami.
link-url = Lien à envoyer
link-paste = Lien de votre ami
link-open = Ouvrir
link-join-heading = { $name } vous invite à jouer à { $game }
link-join-you = Vous
link-join-open = Place libre
link-join-bot = { $name } · bot, { $level }
link-join-text = Vous jouez en échangeant des liens : après chacun de vos tours, la partie vous donne un lien à envoyer à votre ami, et vous ouvrez le lien qu’il vous renvoie pour continuer. La partie est conservée sur cet appareil.
link-join-name = Votre nom
link-join = Rejoindre la partie
link-join-later = Pas maintenant
saves-link-your-turn = À vous de jouer
saves-link-send = Votre lien reste à envoyer
saves-link-waiting = En attente du lien envoyé par { $name }
saves-link-forfeited = { $name } a perdu par forfait
saves-link-ended = Son dernier lien a été envoyé

## Lessons ("Learn to play")

lessons-title = Apprendre { $game }
lessons-intro = De courtes leçons sur le vrai plateau. Jouez le coup que chaque étape demande : un mauvais coup n’est pas joué et on vous dit pourquoi, et « Montrez-moi » montre le bon. Chaque leçon se termine par un petit exercice.
lessons-done = Terminée
lesson-title = Leçon { $number } : { $title }
lesson-step = Étape { $step } sur { $steps }
lesson-final-task = Votre exercice
lesson-show = Montrez-moi
lesson-again = Recommencer l’étape
lesson-next-step = Étape suivante
lesson-next = Leçon suivante
lesson-all = Toutes les leçons
lesson-complete = Leçon terminée. Elle est marquée comme faite sur cet appareil.
