### French messages of the koikoi catalogue.
### Ids are the code's keys with '-' for '.'.

## Terms: the rulebook's words, used by the messages below (translate them once here)

# the call to play on, and the game Feli-Fuda is made from
-koikoi = Koi-Koi
# the call to stop and score
-shobu = Shobu
# the dealer, who plays first
-oya = Oya

game-name = Feli-Fuda
game-about = Feli-Fuda, un { -koikoi } à deux avec des Yokai et des idoles
# why the commands are /koikoi: said once where the game is introduced (/koikoi rules, the tutorial's first tip)
game-command = Feli-Fuda est une variante du { -koikoi }, d'où `/koikoi` : le nom du jeu, et l'annonce pour continuer.
tutorial-first = { game-command }

## card properties

kind-light = Carte à 20 points
kind-ten = Animal ou objet (10 points)
kind-ribbon = Ruban (5 points)
kind-plain = Simple (1 point)
ribbon-poetry = Ruban à poésie
ribbon-red = Ruban rouge
ribbon-blue = Ruban bleu
tag-instrument = Instrument
tag-panorama = Panorama
tag-microphone = Micro
tag-osaka_castle = Château d'Osaka
tag-sake_cup = Coupe de Saké
tag-white_moon = Lune blanche
tag-curtain = Rideau
tag-umbrella = Parapluie

## Yaku (names of the French rulebook)

yaku-sekai_no_suta = Sekai no sutā
yaku-screaming_cats = Screaming Cats
yaku-nihon_isshu = Nihon'isshū
yaku-ongaku_no_joou = Ongaku no joou
yaku-kasu = Kasu
yaku-tan = Tan
yaku-akatan = Akatan
yaku-aotan = Aotan
yaku-chofuku = Akatan, Aotan no Chōfuku
yaku-tane = Tane
yaku-tsukimi_zake = Tsukimi-zake
yaku-hanami_zake = Hanami-zake
yaku-sanko = Sanko
yaku-ame_shiko = Ame shiko
yaku-shiko = Shiko
yaku-goko = Goko
yaku-teshi = Teshi
yaku-kuttsuki = Kuttsuki
yaku-sekai_no_suta-rule = les 4 cartes Felicya super star : 20 points, et la manche est gagnée aussitôt
yaku-screaming_cats-rule = les 5 cartes Instrument : 10 points
yaku-nihon_isshu-rule = les 3 cartes Panorama : 8 points
yaku-ongaku_no_joou-rule = Micro + Château d'Osaka : 5 points
yaku-kasu-rule = 10 cartes simples : 1 point, +1 par simple en plus (la Coupe de Saké n'est pas une simple)
yaku-tan-rule = 5 rubans de n'importe quelle couleur : 1 point, +1 par ruban en plus
yaku-akatan-rule = les 3 Rubans à poésie : 5 points, +1 par autre ruban
yaku-aotan-rule = les 3 Rubans bleus : 5 points, +1 par autre ruban
yaku-chofuku-rule = les 3 Rubans à poésie et les 3 Rubans bleus : 10 points, +1 par Ruban rouge (remplace Akatan et Aotan)
yaku-tane-rule = 5 cartes à 10 points : 1 point, +1 par carte en plus (la Coupe de Saké compte)
yaku-tsukimi_zake-rule = Coupe de Saké + Lune blanche : 5 points
yaku-hanami_zake-rule = Rideau + Coupe de Saké : 5 points
yaku-sanko-rule = 3 cartes à 20 points, sauf le Parapluie : 5 points
yaku-ame_shiko-rule = 4 cartes à 20 points dont le Parapluie : 7 points
yaku-shiko-rule = 4 cartes à 20 points sans le Parapluie : 8 points
yaku-goko-rule = les 5 cartes à 20 points : 10 points
yaku-teshi-rule = une main de départ avec les 4 cartes d'un personnage : 6 points, sans multiplicateur
yaku-kuttsuki-rule = une main de départ de 4 paires : 6 points, sans multiplicateur
yaku-progress = { $yaku } { $have }/{ $need }
yaku-points = { $yaku } ({ $points })

## multipliers ("Multipliers", each doubles)

multiplier-lucky_seven = Sept de la Chance (score de base de 7 ou plus) ×2
multiplier-koikoi = { -koikoi } annoncé ×2
multiplier-counter_lucky_seven = Contrer un Sept de la Chance (les Yakus de l'adversaire totalisent 7 ou plus) ×2
multiplier-counter_koikoi = Contrer un { -koikoi } (l'adversaire a annoncé { -koikoi }) ×2

## round ends (history)

round_end-shobu = { $winner } a annoncé { -shobu }
round_end-sekai_no_suta = { $winner } a capturé les 4 cartes Felicya super star (Sekai no sutā)
round_end-last_koikoi = Les mains sont vides : { $winner } a annoncé le dernier { -koikoi } et remporte la manche
round_end-hands_empty = Les mains sont vides sans { -koikoi } gagnant : manche nulle
round_end-teshi = { $winner } a reçu un Teshi (4 cartes d'un personnage) : 6 points
round_end-kuttsuki = { $winner } a reçu un Kuttsuki (4 paires) : 6 points
round_end-river_void = La rivière a reçu 4 cartes d'un personnage ou 4 paires : manche nulle, nouvelle distribution

## what the player to move does

step-play = jouer une carte de sa main
step-take_drawn = choisir la carte de la rivière que capture la carte piochée
step-decide = annoncer { -shobu } (s'arrêter et marquer) ou { -koikoi } (continuer)
step-over = la partie est terminée
action-shobu = { -shobu } !
action-koikoi = { -koikoi } !

## refused actions (IllegalAction keys)

illegal-bad_action = Cette action n'est pas un coup de Feli-Fuda.
config-players = Feli-Fuda se joue à exactement { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }, pas { $players }.
# $options: the allowed lengths, "1, 3, 6, 12"
config-rounds = Une partie de Feli-Fuda dure { $options } manches, pas { $rounds }.
illegal-game_over = La partie est terminée.
illegal-not_in_hand = Cette carte n'est pas dans votre main.
illegal-choose_capture = Deux cartes de la rivière correspondent à cette carte : choisissez celle qu'elle capture.
illegal-capture_not_matching = Cette carte de la rivière n'est pas du même personnage : choisissez l'une des cartes de la rivière qui correspondent.
illegal-nothing_to_capture = Aucune carte de la rivière ne correspond à cette carte : elle va simplement dans la rivière, il n'y a rien à choisir.
illegal-single_match = Une seule carte de la rivière correspond à cette carte : elle est capturée, il n'y a rien à choisir.
illegal-takes_all = Trois cartes de la rivière correspondent à cette carte : elle les capture toutes, il n'y a rien à choisir.
illegal-no_drawn_choice = Aucune carte piochée n'attend de choix : jouez une carte de votre main.
illegal-no_yaku_to_call = Vous ne pouvez annoncer { -shobu } ou { -koikoi } que juste après avoir formé ou amélioré un Yaku : jouez une carte de votre main.
illegal-take_drawn_first = Choisissez d'abord laquelle des deux cartes de la rivière la carte piochée capture.
illegal-call_shobu_or_koikoi = Vous avez formé ou amélioré un Yaku : annoncez d'abord { -shobu } ou { -koikoi }.

## Discord: commands (cogs/koikoi)

name-group = koikoi
name-cmd-start = commencer
name-cmd-yaku = yaku
name-arg-opponent = adversaire
name-arg-level = niveau
name-arg-rounds = manches

## Discord: commands (cogs/koikoi)

cmd-start = Commencer une partie de Feli-Fuda : défier un membre ou jouer contre le bot
cmd-yaku = La liste des Yakus en image : leurs cartes et leurs points (visible par vous seul)
arg-opponent = Le membre que vous défiez (il accepte ou refuse) ; laissez vide pour jouer contre le bot
arg-level = Le niveau du bot, quand vous jouez sans adversaire
arg-rounds = Le nombre de manches de la partie (12 par défaut, une par personnage)
choice-easy = facile
choice-normal = normal
choice-hard = difficile
choice-rounds-1 = 1 manche
choice-rounds-3 = 3 manches
choice-rounds-6 = 6 manches
choice-rounds-12 = 12 manches
option-rounds = Durée de la partie : { $rounds ->
        [one] { $rounds } manche
       *[other] { $rounds } manches
    }
yaku-title = ### Feli-Fuda : les Yakus
yaku-alt = Tous les Yakus de Feli-Fuda avec leurs points, leur condition et les cartes qu'ils demandent.
yaku-after = Les cartes montrent le numéro de leur personnage (1 à 12) et leur valeur : 20 pour une carte à 20 points (étoile), 10 (losange), 5 pour un ruban (P poésie, R rouge, B bleu), 1 pour une simple.

## Discord: /koikoi rules

rules-title = Feli-Fuda : les règles en bref
rules-deck = **Cartes** : 48, 12 personnages × 4. Chaque personnage a 2 simples (1 point) et 2 cartes spéciales : cartes à 20, cartes à 10, rubans (5 : poésie, rouge, bleu).
rules-match = **Partie** : 2 joueurs, 1, 3, 6 ou 12 manches. Le premier { -oya } (donneur, joue en premier) est tiré au sort : la carte de plus forte valeur commence.
rules-deal = **Distribution** : 8 cartes dans chaque main et 8 face visible dans la rivière ; le reste forme la pioche. Une main avec un **Teshi** (4 cartes d'un personnage) ou un **Kuttsuki** (4 paires) gagne aussitôt la manche : 6 points. La même chose dans la rivière rend la manche nulle.
# The first panel a person opens in their first game of this kind: a heading and three lines on a turn.
intro = **Votre premier match de Feli-Fuda ?** Un tour, en bref :
    1. **Jouez** une carte de votre main : elle capture une carte de la rivière du même personnage, ou va dans la rivière.
    2. La carte du dessus de la pioche est **piochée** et fait de même.
    3. Un Yaku formé ou amélioré ? Arrêtez-vous et marquez (**{ -shobu }**) ou continuez pour plus (**{ -koikoi }**).
tutorial-play = Tutoriel : chaque choix de la liste dit ce que la carte prend (même personnage) ou qu'elle va dans la rivière. Les captures forment vos Yakus (`/koikoi yaku`) : les lumières (20) et les cartes à 10 valent le plus.
tutorial-take_drawn = Tutoriel : après votre carte, celle du dessus de la pioche est retournée et capture de la même façon ; ici deux cartes de la rivière lui correspondent : vous choisissez celle qu'elle prend.
tutorial-decide = Tutoriel : vous avez formé un Yaku. { -shobu } termine la manche maintenant et la marque ; { -koikoi } continue pour plus, mais si votre adversaire forme alors un Yaku avant vous, c'est lui qui marque, doublé.
tutorial-done = **Fin du tutoriel.** Un tutoriel est un entraînement : rien n'en est enregistré. Ensuite : `/koikoi commencer` lance un vrai match (contre le bot, ou un ami que vous nommez ; 12 manches sauf si vous en choisissez moins), `/koikoi règles` donne toutes les règles. Les autres jeux ont aussi leur tutoriel : `/yokai tutoriel`, `/sketch tutoriel`.
intro-tutorial = Vous découvrez le jeu ? `/koikoi tutoriel` est une manche contre le bot, guidée pas à pas.
rules-turn = **Un tour** : jouez une carte ; si une carte de la rivière a son personnage, capturez les deux (deux correspondent : choisissez ; trois : prenez les quatre) ; sinon elle va dans la rivière. Une carte qui correspond doit capturer. Puis piochez la carte du dessus et faites de même. Une rivière vide se remplit depuis la pioche.
rules-end = **{ -shobu } ou { -koikoi }** : après avoir formé ou amélioré un Yaku, arrêtez-vous et marquez (**{ -shobu }**) ou continuez (**{ -koikoi }**). Au dernier tour, pas de choix : un Yaku formé ou amélioré termine la manche par { -shobu }. **Sekai no sutā** gagne aussitôt. Quand les mains sont vides, le dernier à avoir annoncé { -koikoi } gagne s'il n'est pas l'{ -oya } ; sinon la manche est nulle.
rules-yaku = **Yakus** : `/koikoi yaku` les montre tous avec leurs cartes.
rules-scoring = **Points** : seul le gagnant marque la somme de ses Yakus, doublée pour chaque cas : une base de 7 ou plus ; son propre { -koikoi } ; des Yakus adverses à 7 ou plus ; un { -koikoi } adverse. Le plus grand total gagne.
rules-decisions = Les décisions de ce bot (là où la règle ne dit rien)
decision-values = Cartes à 20 points : Micro, Rideau, Lune blanche, Parapluie, Château d'Osaka. À 10 : les autres instruments, les panoramas, Coupe de Saké, Pont, Lune jaune. Rubans 5, simples 1. Partie : 1, 3, 6 ou 12 manches (12 par défaut).
decision-deal = Teshi ou Kuttsuki dans les deux mains : l'{ -oya } gagne ; pas de multiplicateur sur ces 6 points. Les mains sont vérifiées avant la rivière. Le Teshi est vérifié avant le Kuttsuki ; 4 cartes d'un personnage font 2 paires.
decision-turn = Pioche vide : la pioche ou le réapprovisionnement est sauté. Une rivière vidée est réapprovisionnée aussitôt (après la carte jouée, avant la pioche ; après la pioche). Sekai no sutā termine la manche dès sa capture : depuis la main, sans pioche.
decision-end = Au dernier tour de la manche (après lui les deux mains sont vides ; ce n'est pas le dernier tour de l'{ -oya }, l'adversaire a encore une carte), aucun choix { -shobu } / { -koikoi } : un Yaku formé ou amélioré à ce tour termine la manche par { -shobu }, avec les multiplicateurs d'un { -koikoi } annoncé plus tôt. Sinon les mains vides sont vérifiées après ce tour. Sekai no sutā et une victoire par le dernier { -koikoi } comptent comme un { -shobu }, avec les multiplicateurs. Le prochain { -oya } est le gagnant de la manche ; après une manche nulle, l'{ -oya } passe. Totaux égaux : match nul.
decision-yaku = Seul le meilleur Yaku de cartes à 20 points (Goko > Shiko > Ame shiko > Sanko) et de couleurs de rubans (Chōfuku remplace Akatan et Aotan) compte ; les autres Yakus s'additionnent. La Coupe de Saké compte pour Tane, pas pour Kasu. Un « ruban supplémentaire » d'Akatan, Aotan ou Chōfuku est n'importe quel autre ruban ; les Rubans rouges ne comptent que pour Tan.
rules-discord = **Sur Discord** : appuyez sur **Ma main** sur le plateau (à tout moment : elle n'est visible que par vous). À votre tour, choisissez la carte à jouer (et la carte de la rivière qu'elle prend quand deux correspondent) ; choisissez la capture d'une carte piochée quand deux correspondent ; puis { -shobu } ou { -koikoi }, avec les points que { -shobu } marquerait maintenant. Le bot (facile, normal, difficile) joue seul ; le plateau entoure le dernier coup en orange.

## Discord: the board, the ping

# $doing: what the player to move does (a step-* message); $scores: "Ana 3 · Bo 5"; $river, $pile: card counts
board-summary = **{ $game }** · manche { $round } sur { $rounds } · { -oya } : { $oya } · à **{ $name }** de jouer : { $doing } · { $scores } · rivière { $river }, pioche { $pile }
board-calls = { -koikoi } annoncé : { $names }
board-summary-over = La partie de **{ $game }** est terminée après { $rounds ->
        [one] { $rounds } manche
       *[other] { $rounds } manches
    } : { $result }
board-summary-ended = La partie de **{ $game }** a été arrêtée à la manche { $round } : { $scores }
board-summary-resigned = **{ $game }** : { $name } a abandonné à la manche { $round } : { $scores }
board-score = { $name } { $score }
board-last = Dernier coup : { $play }.
board-yaku = { $yaku } = { $base }
board-no_yaku = aucun Yaku pour l'instant
board-close = {" "}; proches : { $yaku }
# $formed: "Tan 2, Tane 1" or board-no_yaku; $close: board-close or nothing
board-player_yaku = { $name } : { $formed }{ $close }.
board-river_empty = vide
board-alt = La table de Feli-Fuda, manche { $round } sur { $rounds }. Rivière : { $river }.
board-yaku_button = Liste des Yakus
# $taken: the captured cards' names, joined
play-took = { $name } a joué { $card } et a pris { $taken }
play-joined = { $name } a joué { $card }, qui va dans la rivière
play-drew_took = a pioché { $card } et a pris { $taken }
# $choices: the two matching river cards' names
play-drew_choosing = a pioché { $card }, qui correspond à { $choices } : choix en cours
play-drew_joined = a pioché { $card }, qui va dans la rivière
play-refilled = la rivière vide a été réapprovisionnée avec { $cards }
turn-ping = { $mention }, à vous de jouer à Feli-Fuda (manche { $round } sur { $rounds }).
# what the ping asks when the person has no open hand showing their turn
turn-ping-press = Appuyez sur **Ma main** sur le plateau.

## Discord: round results, the end

post-title-won = Manche { $n } sur { $rounds } : { $name } marque { $points }
post-title-void = Manche { $n } sur { $rounds } : nulle
post-hand_shown = Main de { $name } : { $cards }.
post-river_shown = La rivière : { $cards }.
post-yaku = Yakus : { $yaku }
post-base = Score de base : { $base }
post-no_multiplier = Pas de multiplicateur sur un Yaku de main : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
post-multipliers-none = Aucun multiplicateur.
post-counter_lucky_seven = Contrer un Sept de la Chance (les Yakus de l'adversaire totalisent { $base }, 7 ou plus) ×2
# $base: the Yaku total; $doubles: " × 2" once per multiplier (or nothing); $points: the result
post-total = **Total : { $base }{ $doubles } = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }**
post-calls = { -koikoi } annoncé par : { $names }
post-match = Partie : { $scores }
post-alt = Le résultat de la manche { $n } : comment elle s'est terminée, chaque Yaku avec ses cartes, le score de base, les multiplicateurs et le total.
end-shobu = { -shobu }
end-sekai_no_suta = Sekai no sutā
end-last_koikoi = dernier { -koikoi }
end-hands_empty = mains vides
end-teshi = Teshi
end-kuttsuki = Kuttsuki
end-river_void = rivière nulle
result-title = ### { $game } : la partie est terminée
result-won = 🏆 **{ $name }** remporte la partie, { $score ->
        [one] { $score } point
       *[other] { $score } points
    } contre { $other }.
result-draw = Match nul : { $score ->
        [one] { $score } point
       *[other] { $score } points
    } chacun (décision de ce bot : des totaux égaux font match nul).
result-won_short = { $name } gagne, { $score } contre { $other }
result-draw_short = match nul, { $score } chacun
result-totals = Totaux : { $scores }
# $how: how the round ended (an end-* message)
result-round-won = Manche { $n } : { $name } +{ $points } ({ $how })
# $how: how the round ended (an end-* message)
result-round-void = Manche { $n } : nulle ({ $how })
render-resigned = { $name } a abandonné.
render-ended = La partie a été arrêtée avant sa fin.

## Discord: the hand panel

panel-your_turn = **À vous de jouer** (manche { $round } sur { $rounds }) : jouez une carte de votre main.
panel-select = Jouer une carte...
panel-option-takes = prend { $taken }
panel-option-joins = ne correspond à rien : va dans la rivière
panel-option-choice = { $card } → { $taken }
panel-option-leaves = prend { $taken } (laisse { $left })
panel-take = Vous avez pioché **{ $card }** : deux cartes de la rivière lui correspondent. Laquelle capture-t-elle ?
panel-take_button = Prendre { $card }
panel-decide = Vous avez formé ou amélioré **{ $yaku }**.
panel-your_yaku = Vos Yakus : { $yaku } = base { $base }.
panel-shobu_now = **{ -shobu }** marque maintenant { $score }.
# $base: the Yaku total; $doubles: " × 2" once per multiplier; $names: the multipliers' short names
panel-score = { $base }{ $doubles } = **{ $points ->
        [one] { $points } point
       *[other] { $points } points
    }** ({ $names })
panel-score-plain = **{ $points ->
        [one] { $points } point
       *[other] { $points } points
    }**
panel-koikoi_on = **{ -koikoi }** : continuez en espérant plus ; vous ne pourrez vous arrêter à nouveau qu'après avoir formé ou amélioré un Yaku.
panel-koikoi_wins = Les deux mains sont vides : **{ -koikoi }** termine maintenant la manche et vous la remportez en tant que dernier à avoir annoncé { -koikoi } : { $score }.
panel-koikoi_void = Les deux mains sont vides et vous êtes l'{ -oya } : **{ -koikoi }** rend maintenant la manche nulle.
panel-shobu_button = { -shobu } ! ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
panel-koikoi_button = { -koikoi } ! (continuer)
panel-koikoi_button-wins = { -koikoi } ! ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
panel-koikoi_button-void = { -koikoi } ! (manche nulle)
# $doing: what the player to move does (a step-* message)
panel-waiting = C'est à **{ $name }** de jouer : { $doing } (manche { $round } sur { $rounds }). Une mention vous préviendra quand ce sera votre tour.
panel-hand = **Votre main** : { $cards }
panel-hand-empty = **Votre main** est vide.
panel-alt = Votre main et la rivière : cette image n'est visible que par vous.
multiplier-short-lucky_seven = Sept de la Chance
multiplier-short-koikoi = votre { -koikoi }
multiplier-short-counter_lucky_seven = contrer un Sept de la Chance
multiplier-short-counter_koikoi = contrer un { -koikoi }
confirm-played = Vous avez joué { $card }.
confirm-played_took = Vous avez joué { $card } et capturé { $taken }.
confirm-played_joined = Vous avez joué { $card } : elle va dans la rivière.
confirm-drew_took = Vous avez pioché { $card } et capturé { $taken }.
confirm-drew_joined = Vous avez pioché { $card } : elle va dans la rivière.
confirm-drew_choose = Vous avez pioché { $card } : elle correspond à deux cartes de la rivière.
confirm-took_drawn = Votre carte piochée a capturé { $card }.
confirm-shobu = Vous avez annoncé { -shobu } !
confirm-koikoi = Vous avez annoncé { -koikoi } !
confirm-round_won = La manche { $n } est terminée : vous avez marqué { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
confirm-round_lost = La manche { $n } est terminée : { $name } a marqué { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
confirm-round_void = La manche { $n } est terminée : nulle, personne ne marque.
confirm-decide = Vous avez formé ou amélioré un Yaku : { -shobu } ou { -koikoi } ?
confirm-turn_over = Votre tour est terminé : c'est à { $name } de jouer.
confirm-match_over = La partie est terminée : consultez le résultat dans le salon.

## images (render/koikoi*.py)

render-seat = Joueur { $n }
render-you = { $name } (vous)
render-title = { $game } · Manche { $round } sur { $rounds }
render-pile = Pioche { $n }
render-to_play = { $name } joue une carte de sa main
render-to_take = { $name } a pioché { $card } : laquelle des deux cartes (?) capture-t-elle ?
render-to_decide = { $name } a formé ou amélioré { $yaku } : { -shobu } ou { -koikoi } ?
render-won = { $name } remporte la partie, { $score ->
        [one] { $score } point
       *[other] { $score } points
    } contre { $other }
render-draw = Match nul : { $score ->
        [one] { $score } point
       *[other] { $score } points
    } chacun
render-oya = { -oya }
render-koikoi = { -koikoi } !
render-stats = { $score ->
        [one] { $score } point
       *[other] { $score } points
    } · { $hand } en main
render-group-light = 20 points : { $n }
render-group-ten = 10 points : { $n }
render-group-ribbon = Rubans : { $n }
render-group-plain = Simples : { $n }
render-yaku = Yakus : { $yaku } = { $base }
render-no_yaku = Aucun Yaku
render-close = Proches : { $yaku }
render-river = Rivière ({ $n })
render-river_empty = (vide)
render-drawn = Piochée :
render-last_play = Tour de { $name } :
render-played = a joué
render-took = a pris
render-drew = a pioché
render-ended_by = Le tour de { $name } qui a terminé la manche :
render-completed-played = { $card }, jouée, a pris { $taken } : cela a complété { $yaku }
render-completed-drawn = { $card }, piochée, a pris { $taken } : cela a complété { $yaku }
render-hand_shown = La main gagnante :
render-river_shown = La rivière distribuée :
render-total = Total : { $base }{ $doubles } = { $points }
render-joined = va dans la rivière
render-choosing = 2 correspondent : choix
render-refilled = rivière remplie avec
render-rounds = Manches :
render-round_won = { $n }. { $name } +{ $points }
render-round_void = { $n }. nulle
render-key-light = 20 points
render-key-ten = 10 points
render-key-ribbon = ruban, 5
render-key-plain = simple, 1
render-key-ribbons = rubans : P poésie, R rouge, B bleu
render-key-last = dernier coup
render-key-choice = peut être capturée
render-hand_title = { $name } : votre main · Manche { $round } sur { $rounds }
render-private = visible par vous seul
render-hand_empty = Votre main est vide.
render-matches-0 = aucune
render-matches-1 = prend 1
render-matches-2 = 2 : choisir
render-matches-3 = prend les 3
render-sheet-title = Feli-Fuda : les Yakus (les points s'additionnent)
render-sheet-points = { $points }
render-sheet-of = { $need } sur { $count } :
render-sheet-example = ex.
render-sheet-note-best = Seul le meilleur Yaku à 20 points compte (Goko > Shiko > Ame shiko > Sanko), et Chōfuku remplace Akatan et Aotan ; tous les autres Yakus s'additionnent.
render-sheet-note-multipliers = Chacun double le score : une base de 7 ou plus ; votre { -koikoi } ; des Yakus adverses à 7 ou plus ; un { -koikoi } adverse.
character-1 = Felicya super star
character-2 = Felicya
character-3 = Clémentine
character-4 = Amélya
character-5 = Ashanty
character-6 = Kitsune
character-7 = Kirin
character-8 = Komainu
character-9 = Hoo
character-10 = Yatagarasu
character-11 = Ryu
character-12 = Odokuro
character-short-1 = Super star
character-short-2 = Felicya
character-short-3 = Clémentine
character-short-4 = Amélya
character-short-5 = Ashanty
character-short-6 = Kitsune
character-short-7 = Kirin
character-short-8 = Komainu
character-short-9 = Hoo
character-short-10 = Yatagarasu
character-short-11 = Ryu
character-short-12 = Odokuro
short-poetry_ribbon = Poésie
short-red_ribbon = Rouge
short-blue_ribbon = Bleu
short-microphone = Micro
short-guitar = Guitare
short-bass_guitar = Basse
short-drum = Tambour
short-synthesizer = Synthé
short-curtain = Rideau
short-tokyo_panorama = Tokyo
short-white_moon = Lune blanche
short-sake_cup = Saké
short-bridge = Pont
short-kyoto_panorama = Kyoto
short-umbrella = Parapluie
short-osaka_panorama = Osaka
short-yellow_moon = Lune jaune
short-osaka_castle = Château
short-plain = simple
special-poetry_ribbon = Ruban à poésie
special-red_ribbon = Ruban rouge
special-blue_ribbon = Ruban bleu
special-microphone = Micro
special-guitar = Guitare
special-bass_guitar = Guitare basse
special-drum = Tambour
special-synthesizer = Synthé
special-curtain = Rideau
special-tokyo_panorama = Panorama Tokyo
special-white_moon = Lune blanche
special-sake_cup = Coupe de Saké
special-bridge = Pont
special-kyoto_panorama = Panorama Kyoto
special-umbrella = Parapluie
special-osaka_panorama = Panorama Osaka
special-yellow_moon = Lune jaune
special-osaka_castle = Château d'Osaka
special-plain = Simple
card-0 = Ruban à poésie (Felicya super star)
card-1 = Micro (Felicya super star)
card-2 = Simple (Felicya super star)
card-3 = Simple (Felicya super star)
card-4 = Ruban rouge (Felicya)
card-5 = Guitare (Felicya)
card-6 = Simple (Felicya)
card-7 = Simple (Felicya)
card-8 = Ruban rouge (Clémentine)
card-9 = Guitare basse (Clémentine)
card-10 = Simple (Clémentine)
card-11 = Simple (Clémentine)
card-12 = Ruban à poésie (Amélya)
card-13 = Tambour (Amélya)
card-14 = Simple (Amélya)
card-15 = Simple (Amélya)
card-16 = Ruban bleu (Ashanty)
card-17 = Synthé (Ashanty)
card-18 = Simple (Ashanty)
card-19 = Simple (Ashanty)
card-20 = Ruban à poésie (Kitsune)
card-21 = Rideau (Kitsune)
card-22 = Simple (Kitsune)
card-23 = Simple (Kitsune)
card-24 = Panorama Tokyo (Kirin)
card-25 = Lune blanche (Kirin)
card-26 = Simple (Kirin)
card-27 = Simple (Kirin)
card-28 = Ruban bleu (Komainu)
card-29 = Coupe de Saké (Komainu)
card-30 = Simple (Komainu)
card-31 = Simple (Komainu)
card-32 = Ruban rouge (Hoo)
card-33 = Pont (Hoo)
card-34 = Simple (Hoo)
card-35 = Simple (Hoo)
card-36 = Panorama Kyoto (Yatagarasu)
card-37 = Parapluie (Yatagarasu)
card-38 = Simple (Yatagarasu)
card-39 = Simple (Yatagarasu)
card-40 = Ruban bleu (Ryu)
card-41 = Panorama Osaka (Ryu)
card-42 = Simple (Ryu)
card-43 = Simple (Ryu)
card-44 = Lune jaune (Odokuro)
card-45 = Château d'Osaka (Odokuro)
card-46 = Simple (Odokuro)
card-47 = Simple (Odokuro)

## Issue 22 : pas de choix Shobu / Koi-Koi au dernier tour de la manche
panel-last_turn = Dernier tour de la manche : un Yaku formé ou amélioré maintenant termine la manche par { -shobu } (pas de { -koikoi }).
round_end-shobu_last_turn = { $winner } a formé un Yaku au dernier tour de la manche : { -shobu } (dernier tour)
end-shobu_last_turn = { -shobu } (dernier tour)
option-old_rules = Ce match suit les règles d'avant le 25 novembre 2026 : { -shobu } ou { -koikoi } est aussi proposé au dernier tour.
## Les niveaux du bot, dans /koikoi règles
rules-cpu-easy = **Facile** : un débutant : joue une carte au hasard (une carte qui correspond capture quand même) et annonce { -shobu } ou { -koikoi } au hasard.
rules-cpu-normal = **Normal** : un joueur solide qui regarde un peu plus loin : pour chaque choix, il joue la manche jusqu'au bout environ mille fois en tout sur les donnes possibles de vos cartes cachées (la méthode de difficile, avec vingt-quatre fois moins d'essais), et choisit ce qui augmente le plus ses chances de gagner le match.
rules-cpu-hard = **Difficile** : réfléchit à l'avance : pour chaque choix, il joue la manche jusqu'au bout des milliers de fois sur les donnes possibles de vos cartes cachées, et choisit ce qui augmente le plus ses chances de gagner le match (une fraction de seconde par coup). Le bot ne voit jamais votre main ni la pioche : il décide d'après ce que sa place lui montre.
rules-cpu-odds = **Sa force** (matchs en 6 manches) : difficile gagne environ 57 matchs sur 100 contre normal et 93 contre facile ; normal en gagne environ 92 contre facile.

## the live board (the Activity, cogs/koikoi/live.py): a turn by touch
live-your_turn = À vous de jouer
live-play = Touchez une carte de votre main : les cartes de la rivière qu'elle peut prendre s'allument. (Une carte qui ne prend rien va aussitôt dans la rivière.)
live-play_picked = Touchez maintenant une carte allumée de la rivière (ou une autre carte de votre main).
live-take = Vous avez pioché **{ $card }** : deux cartes de la rivière lui correspondent. Touchez celle qu'elle capture.
live-watching = Vous regardez : les mains vous restent cachées.
live-hand = Votre main
# $name: a player; $count: the cards in their hand (face down)
live-hand_count = Main de { $name } : { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }, face cachée
live-captures_of = Cartes capturées par { $name }
# $doing: what the player to move does (a step-* message)
live-turn = C'est à **{ $name }** de jouer : { $doing }.
live-can_take = peut être prise
live-next_round = Manche suivante
live-to_table = Retour à la table
live-rounds = Manches jouées
