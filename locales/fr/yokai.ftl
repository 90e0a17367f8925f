### French messages of the yokai catalogue.
### Ids are the code's keys with '-' for '.'.

## Terms: the rulebook's words, used by the messages below (translate them once here)

# the game and its creatures (the rulebook's spelling)
-yokai = Yōkai
# the rulebook's hint tokens: { -hint } or { -hint(number: "other") }
-hint = { $number ->
   *[one] Indice
    [other] Indices
    }
# the rulebook's Affinity cards
-affinity = Affinité
# the rulebook's Level checklist
-path = Votre chemin
# score tier
-tier-honorable = Honorable
# score tier
-tier-glorious = Glorieuse
# score tier (current edition)
-tier-legendary = Légendaire


## names (shared by images and messages)

family-kitsune = Kitsune
family-kappa = Kappa
family-rokurokubi = Rokurokubi
family-oni = Oni
family-kitsune-gloss = renards
family-kappa-gloss = garçons de la rivière
family-rokurokubi-gloss = femmes au long cou
family-oni-gloss = démons
objective-band = Bande (2 × 8)
objective-frame = Cadre (5 × 5 creux)
objective-stairs = Escalier (8 marches de 2)
edition-current = Édition actuelle (5 niveaux)
edition-first = Première édition (4 niveaux)

## tier names per edition (the first edition's French "Totale" is its top tier)

tier-current-honorable = { -tier-honorable }
tier-current-glorious = { -tier-glorious }
tier-current-legendary = { -tier-legendary }
tier-first-honorable = { -tier-honorable }
tier-first-glorious = { -tier-glorious }
tier-first-legendary = Totale

## render (text drawn inside images)

render-turn = tour { $turn }
# $step: what the player to move is doing (a step-* message)
render-to_move = { $name } { $step }
render-over = La partie est finie
render-ended = Partie arrêtée avant la fin (abandon)
render-level = { $edition } · niveau { $level }
render-edition-current = édition actuelle
render-edition-first = première édition
render-pile_count = { $n } dans la pile
render-revealed = { -hint(number: "other") } visibles (encadrés : utilisables maintenant)
render-set_aside = { -hint(number: "other") } mis de côté face cachée (encadré : le prochain)
render-stack = empilés du plus ancien au dernier : seul le dessus peut être posé
render-top = dessus
render-none = aucun
render-new = nouveau
render-new_hint = un { -hint } révélé ou posé récemment
render-turned = La disposition est dessinée tournée d'un quart de tour, pour tenir sur un écran de téléphone.
# the legend of the eye drawn on a card lifted (peeked at) in the last turn
render-peeked_last = regardée au dernier tour
render-objective = Placement
render-objective_is = { render-objective } : { $shape }
render-fate_count = { $fate } : { $count } ({ $points })
render-affinity = { -affinity }
render-mine = Votre { -affinity } secrète
render-public = publique
render-badge-secret = a une carte d'{ -affinity } secrète
render-seat = Joueur { $n }
render-you = { $name } (vous)
render-private = vous seul le voyez
render-held_by = détenue par { $name }
render-move_card = Déplacer la carte { $card } : choisissez l'une des cases marquées d'une lettre
# $tier: a tier-* message (the score's tier)
render-won = Apaisés ! Score { $score } : victoire { $tier }
render-lost = La partie est perdue
render-ended-declared = Les { -yokai } ont été déclarés apaisés.
render-ended-hints_used = Le dernier { -hint } a été posé.
render-fate-placed_right = bien placé
render-fate-placed_wrong = mal placé
render-fate-revealed = retourné, non utilisé
render-fate-hidden = resté face cachée
render-total = total { $points }
render-lost_scores_nothing = partie perdue : aucun point
render-path-level = Niveau { $level }
render-level-current-1 = règles de base
render-level-current-2 = { -affinity } secrète
render-level-current-3 = { -hint(number: "other") } empilés
render-level-current-4 = { -hint(number: "other") } incolores
render-level-current-5 = Placement
render-level-first-1 = règles de base
render-level-first-2 = { -affinity } publique
render-level-first-3 = { -affinity } secrète
render-level-first-4 = Placement
render-path-won = Gagnées/jouées
render-path-best = Record

## cog (messages, buttons)

game-name = { -yokai }
game-about = { -yokai }, le jeu de mémoire coopératif

## levels and options (lobby, board, /yokai rules)

level-current-1 = règles de base
level-current-2 = une carte d'{ -affinity } secrète, vue seulement par le premier joueur
level-current-3 = les { -hint(number: "other") } retournés sont empilés : seul celui du dessus peut être utilisé
level-current-4 = les { -hint(number: "other") } ne sont jamais retournés : mis de côté face cachée, puis utilisés à l'aveugle
level-current-5 = une forme de Placement, choisie par les joueurs (au hasard sinon)
level-first-1 = règles de base
level-first-2 = une carte d'{ -affinity }, visible de tous
level-first-3 = une carte d'{ -affinity } secrète, donnée au premier joueur
level-first-4 = une forme de Placement tirée au hasard, visible de tous
opt-level = **{ $edition }**, niveau { $level } : { $description }
opt-hints-rulebook = { -hint(number: "other") } : la répartition de la règle selon le nombre de joueurs
opt-hints-custom = { -hint(number: "other") } : { $one } d'une couleur, { $two } de deux couleurs, { $three } de trois couleurs
opt-hints-easier = { -hint(number: "other") } de trois couleurs remplacés par des { -hint(number: "other") } d'une couleur : { $n } (plus facile)
opt-hints-harder = { -hint(number: "other") } d'une couleur remplacés par des { -hint(number: "other") } de trois couleurs : { $n } (plus difficile)
opt-colourless = Variante : { -hint(number: "other") } incolores (jamais retournés, utilisés à l'aveugle)
opt-stacked = Variante : { -hint(number: "other") } empilés (seul le dernier retourné peut être utilisé)
opt-secret = Cartes d'{ -affinity } secrètes : { $n } (le premier joueur, puis dans l'ordre des places)
opt-public = Cartes d'{ -affinity } publiques : { $n }
opt-objective = Placement : { $name }
opt-objective-random = Placement : tiré au hasard au début de la partie
opt-with_objective = Variante : un Placement en plus des règles du niveau

## the board message

step-peek0 = observe une première carte
step-peek1 = observe une deuxième carte
step-move = déplace une carte
step-hint = prépare ou utilise un { -hint }
# $step: what the player to move is doing (a step-* message); $pile, $revealed, $placed: hint counts
board-summary = **{ $game }** · tour { $turn } · **{ $name }** { $step } · { -hint(number: "other") } : { $pile } dans la pile, { $revealed ->
        [one] { $revealed } visible
       *[other] { $revealed } visibles
    }, { $placed ->
        [one] { $placed } placé
       *[other] { $placed } placés
    }
board-summary-ended = **{ $game }** · arrêtée au tour { $turn }, avant sa fin : enregistrée comme abandonnée.
board-summary-over = **{ $game }** · la partie est finie après { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }.
# $cards: the numbers of the cards peeked at ("3, 7"); $count: how many
board-peeks = { $count ->
        [one] Carte observée
       *[other] Cartes observées
    } par { $name } : { $cards }.
board-last_move = Dernier déplacement : { $name } a déplacé la carte { $card }.
# $a, $b: two family names
board-public_affinity = { -affinity } : { $a } et { $b } doivent se toucher à la fin.
board-holders = { -affinity } secrète détenue par { $names }.
board-objective = Placement : les 16 cartes doivent prendre la forme { $name } (tournée dans n'importe quel sens).
board-play = Jouer mon tour
board-secrets = Mes secrets
board-help = Comment jouer
board-moved = Le plateau est maintenant plus bas dans le salon.
board-alt = Le plateau de { -yokai }, tour { $turn } : 16 cartes face cachée numérotées de 1 à 16 ; { $pile ->
        [one] { $pile } { -hint }
       *[other] { $pile } { -hint(number: "other") }
    } dans la pile.
turn-ping = { $mention }, c'est votre tour (tour { $turn }).
# what the ping asks when the person has no open panel showing their turn
turn-ping-press = Appuyez sur **Jouer mon tour** sur le plateau, ou utilisez `/yokai observer`.

## the turn panel (ephemeral: only the player to move sees it)

panel-header = **Tour { $turn }** : à vous de jouer, { $name }.
panel-peek0 = Étape 1 sur 3 : observez deux cartes : les deux d'un coup, ou l'une puis l'autre après l'avoir vue. Vous seul les voyez ; retenez-les !
panel-peek1 = Étape 1 sur 3 : observez maintenant une deuxième carte.
panel-peeked = Vous avez observé : { $cards }.
panel-peeked_card = la carte { $card } est **{ $family }**
panel-move = Étape 2 sur 3 : déplacez une carte (n'importe quelle carte non immobilisée, observée ou non). Elle doit arriver à côté d'une autre carte, et les 16 cartes doivent rester reliées.
panel-move_pick = Où va la carte { $card } ? Les cases marquées d'une lettre sur l'image sont celles où elle peut aller.
panel-hint = Étape 3 sur 3 : retournez l'{ -hint } du dessus de la pile, ou utilisez un { -hint } visible en le posant sur une carte (cette carte est alors immobilisée).
panel-hint-colourless = Étape 3 sur 3 : mettez de côté, face cachée, l'{ -hint } du dessus de la pile, ou posez sur une carte le plus ancien { -hint } face cachée (cette carte est alors immobilisée).
panel-hint-pile_empty = La pile est vide : vous devez utiliser un { -hint }.
panel-hint-none_revealed = Aucun { -hint } n'est encore visible : vous devez en retourner un.
# $families: the hint's family names, joined
panel-hint_pick_card = Sur quelle carte poser l'{ -hint } { $hint } ({ $families }) ?
panel-declare_confirm = Déclarer que les { -yokai } sont apaisés ? La partie s'arrête immédiatement et toutes les cartes sont retournées. Vous gagnez si chaque famille forme un seul groupe (et si les conditions du niveau sont remplies).
panel-done = C'est fait ! { $next } joue ensuite.
panel-over = La partie est finie : voyez les cartes retournées dans le salon.
panel-stale = Ce n'était plus à jour ; voici où en est votre tour.
panel-not_your_turn = C'est le tour de { $player }. Vous recevrez une mention quand ce sera le vôtre.
panel-select_peek = Observer une carte…
panel-select_peeks = Observer deux cartes (ou une)…
panel-select_move = Déplacer quelle carte…
panel-select_dest = La déplacer vers…
panel-select_dest_more = …ou vers (autres cases)
panel-select_hint = Utiliser quel { -hint }…
panel-select_card = Sur quelle carte…
panel-reveal = Retourner l'{ -hint } du dessus
panel-reveal-colourless = Mettre de côté l'{ -hint } du dessus
panel-declare = Déclarer les { -yokai } apaisés
panel-declare_yes = Oui, ils sont apaisés
panel-back = Retour
panel-card = Carte { $card }
panel-card_peeked = vous l'avez observée : { $family }
panel-card_hint = observée ce tour-ci
panel-slot = Case { $label }
panel-slot_desc = à côté de la carte { $cards }
panel-slot_choice = Case { $label } : à côté de la carte { $cards }
# $families: the hint's family names, joined
panel-hint_option = { -hint } { $hint } : { $families }
panel-face_down = face cachée
panel-moved = Vous avez déplacé la carte { $card }.
panel-revealed = Vous avez retourné l'{ -hint } { $hint } : { $families }.
panel-set_aside = Vous avez mis l'{ -hint } { $hint } de côté, face cachée.
panel-placed = Vous avez posé l'{ -hint } { $hint } sur la carte { $card }.
panel-alt_peek = Le plateau tel que vous le voyez : les cartes observées ce tour-ci sont face visible.

## secrets

secrets-none = Vous n'avez aucune carte secrète dans cette partie.
secrets-affinity = Votre carte d'{ -affinity } secrète : **{ $a }** et **{ $b }** doivent se toucher à la fin (une carte de l'une à côté d'une carte de l'autre). Ne le dites pas aux autres !
# $mentions: the mentions of the players holding one
secrets-notice = { $mentions } : vous avez une carte d'{ -affinity } secrète. Appuyez sur **Mes secrets** sur le plateau pour la lire (vous seul la verrez).
secrets-not_seated = Vous ne jouez pas dans cette partie : vous n'avez donc aucun secret.

## the end

# $tier: a tier-* message (the score's tier); $edition: an edition-* message
result-won = 🎉 **Les { -yokai } sont apaisés !** Score **{ $score }** : une victoire **{ $tier }** ({ $edition }, niveau { $level }).
# $reasons: why, the reason-* messages joined
result-lost = Les { -yokai } ne sont **pas** apaisés : { $reasons }. Une partie perdue ne rapporte aucun point.
reason-not_appeased = { $families } pas en un seul groupe
reason-affinity_failed = une carte d'{ -affinity } n'est pas respectée
reason-objective_failed = les cartes n'ont pas la forme du Placement
# the families are all grouped: only the Objective's shape failed
reason-objective_only = chaque famille forme un seul groupe, mais ensemble les cartes n'ont pas la forme du Placement ({ $shape })
result-declared = { $name } a déclaré les { -yokai } apaisés.
result-hints_used = Le dernier { -hint } a été posé.
result-breakdown = { -hint(number: "other") } : { $right ->
        [one] { $right } bien placé
       *[other] { $right } bien placés
    } (+1 chacun), { $wrong ->
        [one] { $wrong } mal placé
       *[other] { $wrong } mal placés
    } (−1 chacun), { $revealed ->
        [one] { $revealed } retourné mais pas utilisé
       *[other] { $revealed } retournés mais pas utilisés
    } (+2 chacun), { $hidden ->
        [one] { $hidden } resté face cachée
       *[other] { $hidden } restés face cachée
    } (+5 chacun) : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
result-breakdown-lost = { -hint(number: "other") } : { $right ->
        [one] { $right } bien placé
       *[other] { $right } bien placés
    }, { $wrong ->
        [one] { $wrong } mal placé
       *[other] { $wrong } mal placés
    }, { $revealed ->
        [one] { $revealed } retourné mais pas utilisé
       *[other] { $revealed } retournés mais pas utilisés
    }, { $hidden ->
        [one] { $hidden } resté face cachée
       *[other] { $hidden } restés face cachée
    }.
result-path = Coché dans « { -path } », celui de ce serveur et celui de chaque joueur : voir `/yokai chemin`.
result-next_level = Niveau suivant ({ $level })
result-alt = Les cartes retournées : toutes face visible, le groupe de chaque famille entouré.

## /yokai path

path-title-guild = { $name } : votre chemin
path-title-player = Le chemin de { $name }
path-alt = { -path } : les niveaux × { -tier-honorable }, { -tier-glorious }, { -tier-legendary }.
path-summary = { $won ->
        [one] { $won } partie gagnée
       *[other] { $won } parties gagnées
    } sur { $played ->
        [one] { $played } jouée
       *[other] { $played } jouées
    } ({ $abandoned ->
        [one] { $abandoned } abandonnée
       *[other] { $abandoned } abandonnées
    }).
# /yokai path when some games had bots: the games among people, then the games with bots, kept apart
path-people = **Entre joueurs** : { $summary }
path-bots = **Avec des bots** (à part) : { $summary } Elles ne cochent « { -path } » que dans un serveur qui les compte (`/paramètres parties_avec_bots` ; ce serveur : { $counted ->
        [yes] les compte
       *[no] ne les compte pas
    }).

## configurations that cannot be played (ConfigError keys)

config-levels-current = L'édition actuelle a les niveaux 1 à { $top } ; niveau demandé : { $level }.
config-levels-first = La première édition a les niveaux 1 à { $top } ; niveau demandé : { $level }.
config-split_three = Une répartition des { -hint(number: "other") } donne trois nombres : { -hint(number: "other") } d'une, de deux et de trois couleurs.
config-split_all_three = Pour une répartition libre des { -hint(number: "other") }, donnez les trois nombres : une_couleur, deux_couleurs, trois_couleurs.
config-split_kind_one = Il y a { $limit ->
        [one] { $limit } { -hint } d'une couleur
       *[other] { $limit } { -hint(number: "other") } d'une couleur
    } ; vous en demandez { $count }.
config-split_kind_two = Il y a { $limit ->
        [one] { $limit } { -hint } de deux couleurs
       *[other] { $limit } { -hint(number: "other") } de deux couleurs
    } ; vous en demandez { $count }.
config-split_kind_three = Il y a { $limit ->
        [one] { $limit } { -hint } de trois couleurs
       *[other] { $limit } { -hint(number: "other") } de trois couleurs
    } ; vous en demandez { $count }.
config-split_empty = Une partie a besoin d'au moins une carte { -hint }.
config-public_min = Le niveau { $level } prévoit déjà des cartes d'{ -affinity } publiques : { $count }.
config-secret_min = Le niveau { $level } prévoit déjà des cartes d'{ -affinity } secrètes : { $count }.
config-affinities_max = Il n'y a que { $count ->
        [one] { $count } carte d'{ -affinity }
       *[other] { $count } cartes d'{ -affinity }
    } en tout.
config-secret_max = Au plus une carte d'{ -affinity } secrète par joueur ({ $count }).
config-holders_count = Indiquez un détenteur par carte d'{ -affinity } secrète.
config-holders_twice = Un joueur détient au plus une carte d'{ -affinity } secrète.
config-holders_seats = Les détenteurs d'{ -affinity } sont les places 0 à { $last }.
config-no_objective-current = Le niveau { $level } de l'édition actuelle n'a pas de carte de Placement.
config-no_objective-first = Le niveau { $level } de la première édition n'a pas de carte de Placement.
config-objective_random = La première édition tire sa carte de Placement au hasard.
config-players = { -yokai } se joue de { $high ->
        [one] { $low } à { $high } joueur
       *[other] { $low } à { $high } joueurs
    } ; ici : { $players }.
config-secret_players = { $count ->
        [one] { $count } carte d'{ -affinity } secrète demande
       *[other] { $count } cartes d'{ -affinity } secrètes demandent
    } autant de joueurs.
config-shift_easier = { $players ->
        [one] À { $players } joueur
       *[other] À { $players } joueurs
    }, impossible de faire { $steps ->
        [one] { $steps } échange
       *[other] { $steps } échanges
    } pour faciliter les { -hint(number: "other") } : il y a { $one ->
        [one] { $one } { -hint } d'une couleur
       *[other] { $one } { -hint(number: "other") } d'une couleur
    } et { $three } de trois couleurs.
config-shift_harder = { $players ->
        [one] À { $players } joueur
       *[other] À { $players } joueurs
    }, impossible de faire { $steps ->
        [one] { $steps } échange
       *[other] { $steps } échanges
    } pour durcir les { -hint(number: "other") } : il y a { $one ->
        [one] { $one } { -hint } d'une couleur
       *[other] { $one } { -hint(number: "other") } d'une couleur
    } et { $three } de trois couleurs.

## engine refusals (IllegalAction keys)

illegal-no_card = Il n'y a pas de carte { $card } : les cartes sont numérotées de 1 à { $max }.
illegal-peek_first = Observez d'abord deux cartes.
illegal-peek_second = Observez d'abord une deuxième carte.
illegal-move_now = Déplacez maintenant une carte.
illegal-hint_now = Retournez ou utilisez maintenant un { -hint }.
illegal-declare_at_start = Vous ne pouvez déclarer les { -yokai } apaisés qu'au début de votre tour, au lieu de le jouer.
illegal-peeked_twice_move = Vous avez déjà observé deux cartes ce tour-ci. Déplacez maintenant une carte.
illegal-peeked_twice_hint = Vous avez déjà observé deux cartes ce tour-ci. Retournez ou utilisez maintenant un { -hint }.
illegal-locked_peek = La carte { $card } est immobilisée par un { -hint } : elle ne peut plus être observée.
illegal-peeked_already = Vous avez déjà observé la carte { $card } : choisissez-en une autre.
illegal-locked_move = La carte { $card } est immobilisée par un { -hint } : elle ne peut plus être déplacée.
illegal-bad_cell = Une case s'écrit (x, y).
illegal-move_compulsory = Le déplacement est obligatoire : choisissez une autre case.
illegal-cell_taken = Cette case est occupée : choisissez une case vide.
illegal-not_connected = Une carte doit arriver à côté d'une autre carte, et les 16 cartes doivent rester reliées par leurs côtés.
illegal-pile_empty = Il ne reste aucun { -hint } face cachée : utilisez un { -hint } visible.
illegal-none_revealed = Aucun { -hint } n'a encore été retourné : retournez-en un.
illegal-hint_not_revealed = L'{ -hint } { $hint } ne fait pas partie des { -hint(number: "other") } visibles que vous pouvez utiliser.
illegal-stack_top = Les { -hint(number: "other") } visibles sont empilés : seul celui du dessus (le dernier retourné) peut être utilisé.
illegal-oldest_first = Les { -hint(number: "other") } face cachée s'utilisent du plus ancien au plus récent.
illegal-card_has_hint = La carte { $card } a déjà un { -hint } : un seul { -hint } par carte.

## /yokai end, board, errors

end-confirm = Arrêter maintenant la partie de ce salon ? Elle sera enregistrée comme abandonnée.
end-cancelled = La partie continue.
board-reposted = Voici à nouveau le plateau : { $link }
error-bad_destination = Choisissez une case dans la liste (elle montre les cases possibles de cette carte).
error-no_card = Choisissez une carte dans la liste.
error-hint_needs = Pour utiliser un { -hint }, indiquez à la fois l'{ -hint } et la carte.

## slash command descriptions

cmd-start = Ouvrir une table de { -yokai } dans ce salon
name-group = yokai
name-cmd-start = commencer
name-cmd-peek = observer
name-cmd-move = déplacer
name-cmd-hint = indice
name-cmd-declare = déclarer
name-cmd-secrets = secrets
name-cmd-path = chemin
name-arg-edition = édition
name-arg-level = niveau
name-arg-hints = indices
name-arg-one_family = une_couleur
name-arg-two_family = deux_couleurs
name-arg-three_family = trois_couleurs
name-arg-colourless = incolores
name-arg-stacked = empilés
name-arg-secret_affinities = affinités_secrètes
name-arg-public_affinities = affinités_publiques
name-arg-objective = placement
name-arg-extra_objective = placement_en_plus
name-arg-card = carte
name-arg-to = case
name-arg-action = action
name-arg-hint = indice
cmd-peek = Observer une carte (vous seul la voyez)
cmd-move = Déplacer une carte vers une case possible
cmd-hint = Retourner l'{ -hint } du dessus, ou poser un { -hint } visible sur une carte
cmd-declare = Déclarer les { -yokai } apaisés (termine la partie)
cmd-panel = Ouvrir votre panneau de tour
cmd-secrets = Revoir vos cartes secrètes (vous seul les voyez)
cmd-board = Reposter le plateau en bas du salon
cmd-rules = Un court résumé des règles et des choix de ce bot
cmd-end = Arrêter la partie de ce salon (hôte ou Gérer le serveur)
cmd-path = « { -path } » : celui de ce serveur, ou celui d'un joueur
arg-edition = Quelle règle : édition actuelle (5 niveaux) ou première édition (4 niveaux)
arg-level = Niveau de difficulté (1-5 édition actuelle, 1-4 première édition)
arg-hints = Difficulté des { -hint(number: "other") } : la répartition de la règle, ou plus facile/difficile à total égal
arg-one_family = Répartition libre : { -hint(number: "other") } d'une couleur (donnez les trois nombres)
arg-two_family = Répartition libre : { -hint(number: "other") } de deux couleurs
arg-three_family = Répartition libre : { -hint(number: "other") } de trois couleurs
arg-colourless = Variante : les { -hint(number: "other") } ne sont jamais retournés (règle du niveau 4 à tout niveau)
arg-stacked = Variante : les { -hint(number: "other") } retournés sont empilés (règle du niveau 3 à tout niveau)
arg-secret_affinities = Cartes d'{ -affinity } secrètes, une par joueur à partir du premier
arg-public_affinities = Cartes d'{ -affinity } visibles de tous
arg-objective = La forme de Placement (niveau 5, ou avec placement_en_plus)
arg-extra_objective = Variante : ajouter un Placement à n'importe quel niveau
arg-card = Numéro de la carte (1-16)
arg-to = La case où la déplacer (les cases possibles de cette carte)
arg-action = Retourner l'{ -hint } du dessus, ou utiliser un { -hint } visible
arg-hint = L'{ -hint } visible à utiliser
arg-player = Le chemin de qui (par défaut : celui de ce serveur)
choice-current = Édition actuelle (5 niveaux)
choice-first = Première édition (4 niveaux)
choice-standard = Répartition de la règle
choice-easier = Plus facile (un { -hint } d'une couleur en plus)
choice-harder = Plus difficile (un { -hint } de trois couleurs en plus)
choice-band = Bande (2 × 8)
choice-frame = Cadre (5 × 5 creux)
choice-stairs = Escalier (8 marches de 2)
choice-random = Au hasard
choice-reveal = Retourner l'{ -hint } du dessus
choice-place = Utiliser un { -hint } visible
rules-title = { -yokai } : comment jouer
rules-goal = **But du jeu** (coopératif, 2 à 4 joueurs) : regroupez par famille les 16 { -yokai } face cachée (Kitsune, Kappa, Rokurokubi, Oni), de sorte que les 4 cartes de chaque famille se touchent par leurs côtés. Vous ne pouvez jamais dire aux autres ce qu'est une carte ni où elle se trouve : ce sont les { -hint(number: "other") } qui parlent.
# The first panel a person opens in their first game of this kind: a heading and three lines on a turn.
intro = **Votre première partie de { -yokai } ?** Un tour, en bref :
    1. **Observez** deux cartes : vous seul les voyez.
    2. **Déplacez** une carte à côté d'une autre : les 16 doivent rester reliées.
    3. **Préparez** le { -hint } du dessus ou **utilisez** un { -hint } visible sur une carte. Quand chaque famille semble regroupée, déclarez plutôt les { -yokai } apaisés.
tutorial-peek = Tutoriel : observer des cartes, c'est apprendre où est chaque famille. Vous seul voyez ces cartes : retenez leurs familles.
tutorial-move = Tutoriel : déplacez une carte observée à côté d'une carte de la même famille : c'est ainsi que se forment les quatre groupes, et votre coéquipier y lit un signe.
tutorial-hint = Tutoriel : les { -hint(number: "other") } sont le seul moyen de dire une famille aux autres. **Retourner l'{ -hint } du dessus** montre ses familles à tous ; un { -hint } révélé posé sur une carte (la liste) dit que cette carte est de l'une d'elles, et l'immobilise. Votre coéquipier vous laisse poser les { -hint(number: "other") } qu'il révèle.
tutorial-done = **Fin du tutoriel.** Un tutoriel est un entraînement : rien n'en est enregistré. Ensuite : `/yokai solo` lance une vraie partie avec des bots coéquipiers, `/yokai commencer` ouvre une table pour vos amis, `/yokai règles` donne toutes les règles. Les autres jeux ont aussi leur tutoriel : `/koikoi tutoriel`, `/sketch tutoriel`.
intro-tutorial = Vous découvrez le jeu ? `/yokai tutoriel` est une courte partie avec un bot coéquipier, guidée pas à pas.
rules-turn = **Votre tour** : soit vous déclarez que les { -yokai } sont apaisés (la partie s'arrête immédiatement), soit :
    1. **Observez** deux cartes différentes non immobilisées, l'une après l'autre (vous seul les voyez, ici sur Discord) ;
    2. **Déplacez** une carte non immobilisée vers une case vide à côté d'une autre carte ; les 16 cartes doivent rester reliées (la disposition peut dépasser le 4 × 4) ;
    3. **Préparez** un { -hint } (retournez celui du dessus de la pile) ou **utilisez** un { -hint } visible en le posant sur une carte non immobilisée : cette carte est immobilisée (elle ne peut plus être observée ni déplacée). Un { -hint } mal placé est permis : il coûte seulement un point.
rules-end = **Fin de la partie** : quand quelqu'un déclare, ou juste après la pose du dernier { -hint }. Toutes les cartes sont retournées. Vous gagnez si chaque famille forme un seul groupe (et si l'{ -affinity } / le Placement du niveau est respecté). Score, parties gagnées seulement : +1 par { -hint } bien placé, −1 mal placé, +2 retourné mais pas utilisé, +5 resté face cachée.
rules-levels = **Niveaux** : édition actuelle 1 base, 2 { -affinity } secrète pour le premier joueur, 3 { -hint(number: "other") } empilés, 4 { -hint(number: "other") } incolores, 5 forme de Placement ; première édition 1 base, 2 { -affinity } publique, 3 { -affinity } secrète, 4 Placement au hasard. Une carte d'{ -affinity } est respectée quand une carte d'une famille touche une carte de l'autre ; un Placement est respecté quand les 16 cartes prennent sa forme, tournée dans n'importe quel sens (pas en miroir).
rules-decisions = **Les choix de ce bot** (là où les règles ne disent rien) : les 14 { -hint(number: "other") } sont 4 d'une couleur, 6 de deux couleurs et 4 de trois couleurs ; un joueur assis tiré au hasard commence, puis on suit l'ordre des places ; un déplacement doit changer la case de la carte, et l'étape du déplacement est sautée si aucune carte ne peut bouger ; les { -hint(number: "other") } incolores s'utilisent du plus ancien au plus récent ; une victoire avec un score négatif est { -tier-honorable } ; les formes de Placement sont Bande (2 × 8), Cadre (5 × 5 creux) et Escalier (8 marches de 2).
rules-bot = **Sur Discord** : appuyez sur **Jouer mon tour** sur le plateau (ou utilisez `/yokai observer`, `/yokai déplacer`, `/yokai indice`, `/yokai déclarer`). Les cartes que vous observez et vos secrets n'apparaissent que dans des messages que vous seul pouvez voir. `/yokai chemin` affiche « { -path } ».
# /yokai rules, second message: what the bot teammates do (bot/engine/yokai/ai.py, its module doc), for people
rules-bots = ### Les bots
    Les bots coéquipiers (`/yokai solo`, ou `bots:` dans `/yokai commencer`) jouent leur tour seuls après une courte pause ; personne n'est mentionné pour le tour d'un bot. Un bot ne sait que ce que sa place peut savoir (ses propres cartes observées, les déplacements, les indices), jamais les cartes cachées. Il suit ces conventions, que vous pouvez suivre aussi :
    • **Un déplacement contre de nouvelles cartes veut dire « même famille ».** Un bot ne place une carte contre des cartes qu'elle ne touchait pas que s'il sait (il les a observées) qu'elle va avec l'une de ses nouvelles voisines.
    • **Un glissement qui ne touche aucune nouvelle carte ne dit rien.** Quand un bot ne connaît aucun tel déplacement, il glisse une carte le long du bord pour qu'elle ne touche que des cartes qu'elle touchait déjà.
    • **Les indices :** il ne pose un indice révélé que sur une carte qu'il sait être d'une des familles de l'indice et qui est déjà avec sa famille : un indice posé par un bot marque une carte à sa place. Jamais là où le verrou couperait la carte des autres cartes verrouillées de sa famille (les cartes verrouillées d'une famille doivent encore tenir dans un groupe de quatre), et ses déplacements amènent les cartes aux cartes verrouillées d'une famille, sans jamais les en éloigner. Il pose plutôt que de révéler quand il le peut (1 point perdu au lieu de 3), et révèle sinon. Quand la pioche est vide et qu'aucune carte n'est sûre, il pose l'indice sur la carte la plus probable.
    • **Déclarer :** il déclare les { -yokai } apaisés quand ce qu'il sait rend chaque famille d'un seul tenant (et toute { -affinity } et tout placement qu'il connaît respectés) 9 fois sur 10, ou 1 fois sur 2 quand son tour finirait la partie de toute façon.
    • **Il vous lit :** il lit vos déplacements et vos indices avec les mêmes conventions, mais seulement autant que vos coups passés les ont suivies sur les cartes qu'il connaît : jouez à votre façon et il cesse vite de vous lire.
rules-bots_more = ### Bots : les détails et les chiffres
    • **Ce qu'il observe :** d'abord une carte qu'un partenaire vient de déplacer (ses nouvelles voisines en disent autant), sinon la carte qui lui en apprend le plus sur les autres (une carte d'un groupe bâti par ses partenaires renseigne sur tout le groupe).
    • **Niveau 5 (Objectif) : « même famille » seulement entre cartes observées.** Pour bâtir la forme, un déplacement touche beaucoup de cartes : là, un déplacement ne dit quelque chose que des cartes que son auteur a observées (chacun voit quelles cartes sont observées, pas ce qu'elles montrent) : une carte que l'auteur a observée, placée contre des cartes qu'il a observées, est de la même famille que l'une d'elles (ainsi les bots *normaux* lisent un déplacement au niveau 5 ; les bots *difficiles* suivent le point suivant).
    • **Niveau 5, bots difficiles : chaque famille a sa pièce de l'Objectif.** Les bots *difficiles* bâtissent l'Objectif sur la grille de départ, coupé en quatre pièces de quatre cases, celles des Kitsune, des Kappa, des Rokurokubi et des Oni dans l'ordre de lecture (Bande : les deux colonnes du milieu de la grille prolongées de deux cases vers le haut et vers le bas, Kitsune en haut à gauche, Rokurokubi en haut à droite, Kappa en bas à gauche, Oni en bas à droite ; Cadre : l'anneau autour du carré 3 × 3 en haut à gauche de la grille, chaque pièce faisant quatre cases dans le sens des aiguilles d'une montre depuis un coin, Kitsune depuis celui en haut à gauche, Oni en haut à droite, Rokurokubi en bas à droite, Kappa en bas à gauche ; Escalier : l'escalier qui descend vers la droite et dont la marche sur la rangée du haut de la grille est sa carte en haut à gauche et la case à sa gauche, deux marches par pièce, Kitsune en haut, puis Kappa, Rokurokubi, Oni). Un bot ne place un { -yokai } dans une pièce que s'il a observé qu'il est de la famille de cette pièce : une carte placée dans une pièce dit donc sa famille ; un déplacement dans une pièce, hors d'une pièce ou hors de la forme ne dit rien. Quand des bots *difficiles* sont à la table, le plateau et votre panneau teintent chaque pièce de la couleur de sa famille.
    • **Niveaux :** *facile* joue comme un débutant (des déplacements au hasard, mais il rapproche deux cartes qu'il vient de voir de la même famille, et ne déclare qu'à son dernier tour) ; *normal* suit les conventions ; *difficile* les suit et essaie ses déplacements sur des dispositions conformes à ce qu'il sait, en un quart de seconde ; au niveau 5 il prévoit la forme de l'Objectif coupée en quatre groupes de quatre, un par famille selon ce qu'il en sait (les pièces ci-dessus), déplace la carte qui rapproche le plus la disposition d'un tel plan, et ne pose d'indice que sur une carte qui y reste à sa place.
    • **Ce que gagnent les bots** (une table de bots *difficiles*, 1 000 parties chacune) : au niveau 1, 94 % des parties à deux places, 98 % à trois, 97 % à quatre ; au niveau 3, 94, 98 et 93 % ; au niveau 5, 22 % à deux places, 80 % à trois, 86 % à quatre. À deux, le niveau 5 laisse trop peu de tours pour bâtir la forme famille par famille : ajoutez un bot (`bots:`) pour avoir plus de chances.
    • Les parties avec des bots ne cochent « { -path } » que dans un serveur qui les compte (`/paramètres parties_avec_bots`) ; `/yokai chemin` les montre à part.

## Le journal public : le résumé du dernier tour sur le plateau et /yokai journal
log-title = **La partie jusqu'ici** ({ $shown ->
        [one] le dernier tour
       *[other] les { $shown } derniers tours
    } sur { $turns })
log-empty = Personne n'a encore joué.
log-last = Dernier tour : { $line }
# $steps : ce que le joueur a fait, p. ex. « a regardé les cartes 1 & 2, a déplacé la carte 3 à droite de la carte 7 »
log-turn = tour { $turn }, { $name } { $steps }
log-peeked = a regardé { $count ->
        [one] la carte
       *[other] les cartes
    } { $cards }
log-moved = a déplacé la carte { $card } { $where }
log-right_of = à droite de la carte { $card }
log-left_of = à gauche de la carte { $card }
log-below = sous la carte { $card }
log-above = au-dessus de la carte { $card }
log-somewhere = vers une nouvelle case
log-revealed = a révélé l'{ -hint } { $hint } ({ $families })
log-placed = a posé l'{ -hint } { $hint } sur la carte { $card }
log-declared = a déclaré les { -yokai } apaisés
cmd-log = Tous les coups de la partie de ce salon, tels que la table les a vus
name-cmd-log = journal
cmd-solo = Jouer tout de suite avec des bots coéquipiers : une table avec vous et 1 à 3 bots, lancée aussitôt
name-cmd-solo = solo
arg-bots = Bots coéquipiers assis d'emblée (0-3) ; des joueurs prennent les autres places
arg-solo_bots = Combien de bots coéquipiers (1-3)
arg-bot_level = Le niveau des bots : facile, normal ou difficile
name-arg-bots = bots
name-arg-bot_level = niveau_bots
cmd-daily = La donne du jour de ce serveur : les mêmes cartes à chaque table, une fois par jour et par personne
name-cmd-daily = du_jour
arg-daily_bots = Bots coéquipiers assis d'emblée ; s'ils prennent les autres places, la partie commence aussitôt
cmd-daily_group = La donne du jour du serveur : la jouer, ou voir son tableau
cmd-daily_board = Le tableau du jour de ce serveur : scores, victoires, tours, tables, séries, gagnants d'hier
name-cmd-play = jouer
# /yokai daily board (the picture and its message); $day is YYYY-MM-DD (UTC)
daily-title = La donne du jour, { $day }
daily-subtitle = Niveau { $level }, à { $seats }. Les mêmes cartes à chaque table ; une fois par jour et par personne.
daily-alt = Le tableau du jour : { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    } et leurs scores.
daily-member = { $name } ({ $days ->
        [one] { $days } jour
       *[other] { $days } jours d'affilée
    })
daily-bots = { $count ->
        [one] { $count } bot
       *[other] { $count } bots
    }
daily-lost = perdue
daily-playing = en cours
daily-abandoned = abandonnée
daily-alt_table = { $rank }. { $members } : { $result }
daily-alt_points = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
daily-yesterday = Gagnants d'hier : { $names } ({ $score ->
        [one] { $score } point
       *[other] { $score } points
    }).
daily-yesterday_none = La donne d'hier n'a pas eu de gagnant.
render-daily-turns = { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }
render-daily-none = Personne n'a encore joué la donne du jour : /yokai du_jour jouer.

## history (/yokai history)
history-options = { $edition }, niveau { $level }
history-won = gagnée, { $score ->
        [one] { $score } point
       *[other] { $score } points
    } ({ $tier })
history-lost = perdue
render-targets = Niveau 5 : où les bots difficiles bâtissent chaque Objectif (la grille de départ en pointillés) et à quelle famille est chaque pièce. Une carte placée dans une pièce est de cette famille.

## the live board (the Activity, cogs/yokai/live.py): a turn by touch

live-peek0 = Touchez une carte pour l'observer : vous seul la voyez. Puis une deuxième.
live-peek1 = Touchez une deuxième carte pour l'observer.
live-move = Touchez une carte à déplacer, puis l'une des cases éclairées (ou faites-la glisser).
live-hint = Touchez la pile pour retourner l'{ -hint } du dessus, ou touchez un { -hint } visible puis la carte sur laquelle le poser.
live-hint-colourless = Touchez la pile pour mettre de côté, face cachée, l'{ -hint } du dessus, ou touchez l'{ -hint } face cachée puis la carte sur laquelle le poser.
# $count: face-down hints left
live-pile = { -hint(number: "other") } restants : { $count }
live-reveal = Retourner l'{ -hint } du dessus
live-reveal-colourless = Mettre de côté l'{ -hint } du dessus
live-declare = Déclarer les { -yokai } apaisés
live-declare_confirm = Déclarer que les { -yokai } sont apaisés ? La partie s'arrête immédiatement et toutes les cartes sont retournées. Vous gagnez si chaque famille forme un seul groupe (et si les conditions du niveau sont remplies).
live-declare_yes = Oui, ils sont apaisés
live-cancel = Pas encore
live-watching = Vous regardez la partie : ce que les joueurs observent vous reste caché.
live-peeked_before = observée au tour précédent
live-your_turn = À vous de jouer
live-objective_formed = Les 16 cartes ont la forme du Placement.
live-objective_not_formed = Les 16 cartes n'ont pas encore la forme du Placement : déclarer maintenant fait perdre la partie.
# $a, $b: family names
live-secret = Votre { -affinity } secrète : { $a } et { $b } doivent se toucher à la fin.
# $card: the card being moved; $where: "to the right of card 7"...
live-cell = Déplacer la carte { $card } ici : { $where }
