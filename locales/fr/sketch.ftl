### French messages of the sketch catalogue.
### Ids are the code's keys with '-' for '.'.


## rule refusals (IllegalAction keys)

illegal-bad_action = Cette action n'a pas pu être lue. Utilisez les boutons ou les options de la commande.
illegal-game_over = La partie est terminée.
illegal-ability_pending = Décidez d'abord de la capacité de la carte que vous venez de jouer : utilisez-la ou passez-la.
illegal-no_ability = Aucune capacité à utiliser pour l'instant : une capacité s'utilise juste après avoir joué sa carte.
illegal-no_such_card = Il n'y a pas de carte Esquisse { $card } : elles sont numérotées de 1 à { $count }.
illegal-not_in_hand = La carte { $card } n'est pas dans votre main.
# $first, $second, $colour: colour names
illegal-wrong_colour = La carte { $card } montre { $first } et { $second } : jouez-la dans l'une de ces deux couleurs, pas en { $colour }.
illegal-must_play = Vous avez { $hand ->
        [one] { $hand } carte
       *[other] { $hand } cartes
    } en main : jouez-en au moins une avant de finir votre tour.
illegal-call_needs_pile = Appeler un Yokai : choisissez la pile dont vous prenez le Yokai du dessus.
illegal-call_same_pile = Appeler un Yokai : prenez le Yokai du dessus d'une autre pile, pas celui de la pile du { $pile }.
illegal-call_last_card = Il ne reste qu'un Yokai dans la pile du { $pile } : la dernière carte d'une pile ne peut pas être appelée.
illegal-distract_no_pile = Distraire un Yokai : pas de cible à choisir. Cette capacité déplace toujours la dernière carte jouée par votre adversaire sur la pile où vous avez joué cette carte.

## names

game-name = Yokai Sketch
colour-blue = Bleu
colour-red = Rouge
colour-green = Vert
colour-yellow = Jaune
element-water = Eau
element-fire = Feu
element-earth = Terre
element-wind = Vent
colour-blue-long = Bleu (eau)
colour-red-long = Rouge (feu)
colour-green-long = Vert (terre)
colour-yellow-long = Jaune (vent)
ability-call = Appeler un Yokai
ability-distract = Distraire un Yokai
ability-call-help = Prenez le Yokai du dessus d'une autre pile (jamais la dernière carte d'une pile) et placez-le sur le dessus de la pile où vous avez joué cette carte ; il compte alors comme étant de la couleur de cette pile.
ability-distract-help = La dernière carte jouée par votre adversaire sur cette pile est retournée pour montrer son autre esquisse et déplacée sur la pile de cette couleur, toujours de son côté. Sa propre capacité est ignorée.
decided_by-score = le score le plus élevé
decided_by-colours = plus de couleurs différentes (scores à égalité)
decided_by-draw = match nul (scores et couleurs à égalité)

## terms

term-yokai = Yokai
term-sketch = Carte Esquisse
term-sketches = Cartes Esquisse
term-pile = Pile du { $colour }
term-side = Côté de { $name }
term-notebook = Carnet
term-hand = Main
term-draw_pile = Pioche
term-discard = Défausse
term-score = Score
term-colours = Couleurs
term-cards_left = { $n } dans la pile
term-under = { $n } face cachée
term-needed = { $count } sur { $needed ->
        [one] { $needed } esquisse
       *[other] { $needed } esquisses
    }
term-won = { $name } a remporté { $yokai }
term-fled = { $yokai } s'est enfui tout en bas de sa pile
term-reshuffled = La défausse a été mélangée pour former une nouvelle pioche.
term-no_draw = Aucune carte à piocher : la pioche et la défausse sont vides.
term-plays = Cartes jouées : { $played } sur { $max }
term-must_play = Vous avez 4 cartes : jouez-en au moins une.
term-yokai_card = { $colour } { $value }
# $first, $second: the card's two colours
term-sketch_card = { $first }/{ $second }

## Discord: commands (cogs/sketch)

game-about = Yokai Sketch : esquissez des Yokai plus vite qu'un ami ou que l'ordinateur (2 personnes)
cmd-start = Commencer une partie de Yokai Sketch : défier un membre ou jouer contre l'ordinateur
config-bad = Ce ne sont pas des options de Yokai Sketch.
config-players = Yokai Sketch se joue à exactement { $count ->
        [one] { $count } personne
       *[other] { $count } personnes
    }, pas { $players }.
name-group = sketch
name-cmd-start = commencer
name-arg-opponent = adversaire
name-arg-level = niveau
cmd-resign = Abandonner la partie de Yokai Sketch de ce salon : votre adversaire gagne
arg-opponent = Le membre que vous défiez (il accepte ou refuse) ; laissez vide pour jouer contre l'ordinateur
arg-level = Le niveau de l'ordinateur, quand vous jouez sans adversaire
choice-easy = facile
choice-normal = normal
choice-hard = difficile
rules-discord = **Sur Discord** : appuyez sur **Ma main** sur le plateau (à tout moment : elle n'est visible que par vous). À votre tour, choisissez une carte et la couleur dans laquelle la jouer ; après une carte avec une capacité, utilisez-la (Appeler : choisissez la pile où prendre le Yokai) ou passez-la ; **Finir mon tour** quand vous avez terminé. L'ordinateur (facile, normal ou difficile) joue seul ; le plateau marque les cartes jouées à ce tour (orange) et au tour précédent (gris).

## Discord: the board, the ping, the end

board-summary = **{ $game }** · tour { $turn } · **{ $name }** joue ({ $played }/{ $max ->
        [one] { $max } carte
       *[other] { $max } cartes
    }) · { $scores } · { $piles } · pioche { $draw }, défausse { $discard }
board-summary-over = La partie de **{ $game }** est terminée après { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    } : { $result }
board-summary-ended = La partie de **{ $game }** a été arrêtée au tour { $turn } : { $scores }
board-summary-resigned = **{ $game }** : { $name } a abandonné au tour { $turn } : { $scores }
board-score = { $name } { $score } pts
board-pile = { $colour } { $value } ({ $count }/{ $needed }, { $left } dans la pile)
board-pile-called = pile du { $colour } : { $yokai } appelé ({ $count }/{ $needed }, { $left } dans la pile)
board-pile-empty = pile du { $colour } vide
board-turn = { $name }, tour { $turn } : { $plays }
board-play = carte { $card } en { $colour }
board-no_plays = aucune carte jouée pour l'instant
board-alt = La table de Yokai Sketch au tour { $turn } : les quatre piles de Yokai, les esquisses des deux côtés, les carnets et les scores.
turn-ping = { $mention }, à vous de jouer à Yokai Sketch (tour { $turn }) : appuyez sur **Ma main** sur le plateau.
result-title = ### { $game } : la partie est terminée
result-won = 🏆 **{ $name }** gagne avec { $score ->
        [one] { $score } point
       *[other] { $score } points
    } contre { $other }.
result-won_colours = 🏆 **{ $name }** gagne au départage : { $score ->
        [one] { $score } point
       *[other] { $score } points
    } partout, mais { $colours ->
        [one] { $colours } couleur différente
       *[other] { $colours } couleurs différentes
    } contre { $other_colours }.
result-draw = Match nul : { $score ->
        [one] { $score } point
       *[other] { $score } points
    } et { $colours ->
        [one] { $colours } couleur
       *[other] { $colours } couleurs
    } de chaque côté (décision de ce bot : pas d'autre départage).
result-notebook = **{ $name }** : { $score ->
        [one] { $score } point
       *[other] { $score } points
    }, { $colours ->
        [one] { $colours } couleur
       *[other] { $colours } couleurs
    } : { $yokai }
result-notebook-empty = **{ $name }** : aucun Yokai remporté.
# $piles: the colour of the pile(s) that ran out
result-ended_by = La partie s'est terminée lorsque la pile du { $piles } s'est vidée de ses Yokai.
result-alt = Les carnets des deux adversaires à la fin de la partie, avec leurs totaux.

## Discord: the hand panel

panel-your_turn = **À vous de jouer** (tour { $turn }) · cartes jouées : { $played } sur { $max }
panel-must_play = Vous avez 4 cartes : jouez-en au moins une avant de finir votre tour.
panel-may_play = Jouez encore jusqu'à { $left ->
        [one] { $left } carte
       *[other] { $left } cartes
    }, ou finissez votre tour.
panel-waiting = C'est à { $name } de jouer (tour { $turn }). Une mention vous préviendra quand ce sera votre tour.
panel-hand = **Votre main** : { $cards }
panel-hand-empty = **Votre main** est vide.
panel-card = carte { $card } ({ $first }/{ $second })
panel-card-ability = carte { $card } ({ $first }/{ $second }, { $ability })
panel-select_play = Jouer une carte dans l'une de ses couleurs...
panel-option = Carte { $card } en { $colour }
# $more: a further note or nothing; $count of $needed: sketches in the pile
panel-option-desc = { $pile } : { $yokai }, { $count } sur { $needed ->
        [one] { $needed } esquisse
       *[other] { $needed } esquisses
    }{ $more }
panel-option-completes = {" "}(cette carte le complète)
panel-option-ability = {" "}; puis { $ability }
panel-pending = **La carte { $card } a la capacité { $ability }** : { $help }
panel-call_from = Appeler { $yokai } (de la pile du { $pile })
# $pile, $target: colour names of the piles
panel-distract_what = Elle déplace la carte { $card } de { $name } de la pile du { $pile } vers la pile du { $target }.
panel-use = Utiliser « { $ability } »
panel-alt = Votre main : cette image n'est visible que par vous.
confirm-played = Vous avez joué la carte { $card } en { $colour }.
confirm-won_you = { $yokai } est complet : vous le remportez.
confirm-won_other = { $yokai } est complet : { $name } le remporte.
confirm-fled = { $yokai } est complet, mais il y a égalité : effrayé, il s'enfuit tout en bas de sa pile.
confirm-pending = La carte { $card } a la capacité { $ability } : utilisez-la ou passez-la ci-dessous.
confirm-called = Appeler un Yokai : { $yokai } est venu sur la pile du { $pile }.
confirm-distracted = Distraire un Yokai : la carte { $card } de { $name } est passée sur la pile du { $pile }.
confirm-distract_nothing = Distraire un Yokai : il n'y avait rien à distraire.
confirm-skipped = Vous n'avez pas utilisé « { $ability } ».
confirm-turn_over = Votre tour est terminé : c'est à { $name } de jouer.
confirm-game_over = La partie est terminée : consultez le résultat sur le plateau.

## images (render/sketch*.py)

render-seat = Personne { $n }
render-you = { $name } (vous)
render-turn = Tour { $turn }
render-piles = Pioche { $draw } · Défausse { $discard }
render-to_move = { $name } joue · { $played } sur { $max ->
        [one] { $max } carte jouée
       *[other] { $max } cartes jouées
    }
render-pending = à décider : { $ability }
render-must_play = doit jouer une carte (4 en main)
render-won = { $name } gagne, { $score ->
        [one] { $score } point
       *[other] { $score } points
    } contre { $other }
render-won_colours = { $name } gagne aux couleurs : { $score ->
        [one] { $score } point
       *[other] { $score } points
    } partout, { $colours ->
        [one] { $colours } couleur
       *[other] { $colours } couleurs
    } contre { $other_colours }
render-draw = Match nul : { $score ->
        [one] { $score } point
       *[other] { $score } points
    } partout, et autant de couleurs
render-ended = La partie a été arrêtée avant sa fin.
render-resigned = { $name } a abandonné.
render-stats = { $score ->
        [one] { $score } point
       *[other] { $score } points
    } · { $colours ->
        [one] { $colours } couleur
       *[other] { $colours } couleurs
    } · { $hand } en main
render-notebook_empty = aucun Yokai remporté
render-empty = vide
render-called = appelé
render-count = { $count } sur { $needed ->
        [one] { $needed } esquisse
       *[other] { $needed } esquisses
    }
render-card = Carte { $card }
render-fled = { $yokai } s'enfuit
render-won_by = { $name } remporte { $yokai }
render-skipped = sans { $ability }
render-called_from = Appeler : { $yokai } venu du { $pile }
render-distracted = Distraire : carte { $card } vers le { $pile }
render-distract_nothing = Distraire : rien à déplacer
render-turn_of = { $name }, tour { $turn } :
render-reshuffled = défausse remélangée
render-no_plays = aucune carte jouée
render-chip_key = une carte posée : son numéro ; dessous, son autre esquisse
render-hand_title = { $name } : votre main, tour { $turn }
render-private = rien que pour vous
render-hand_empty = Votre main est vide.
render-winner = { $name } gagne
render-total = { $score ->
        [one] { $score } point
       *[other] { $score } points
    } · { $colours ->
        [one] { $colours } couleur
       *[other] { $colours } couleurs
    }
render-decided = Verdict : { $how }.

## actions (button labels)

action-play = Jouer en { $colour }
action-use = Utiliser « { $ability } »
action-call_from = Appeler le Yokai de la pile du { $colour }
action-skip = Passer la capacité
action-end_turn = Finir mon tour

## rules summary (/sketch rules)

rules-title = Yokai Sketch : comment jouer
rules-goal = **But du jeu** (2 personnes) : complétez des croquis de Yokai pour les remporter. Quatre piles de Yokai (bleue pour l'eau, rouge pour le feu, verte pour la terre, jaune pour le vent ; valeurs de 3 à 7) forment une rangée, carte du dessus face visible ; chaque pile a un côté par personne.
# The first panel a person opens in their first game of this kind: a heading and three lines on a turn.
intro = **Votre première partie de Yokai Sketch ?** Un tour, en bref :
    1. Vous **piochez** une carte.
    2. **Posez** jusqu'à 3 cartes, chacune dans l'une de ses deux couleurs, de votre côté de la pile de cette couleur.
    3. Quand les cartes d'une pile atteignent la valeur de son Yokai, le côté qui en a le plus le gagne.
tutorial-play = Tutoriel : chaque choix de la liste est une carte dans l'une de ses deux couleurs, avec le Yokai de cette pile et les esquisses qu'il lui faut encore. Quand une pile est complète, le côté qui y a le plus de cartes gagne son Yokai. Posez jusqu'à 3 cartes, puis **{ action-end_turn }**.
tutorial-ability = Tutoriel : cette carte a un pouvoir : utilisez-le (les boutons disent ce qu'il fait) ou passez-le.
tutorial-done = **Fin du tutoriel.** Un tutoriel est un entraînement : rien n'en est enregistré, et ses piles étaient courtes (une partie a 5 Yokai par pile). Ensuite : `/sketch commencer` lance une vraie partie (contre le bot, ou un ami que vous nommez), `/sketch règles` donne toutes les règles. Les autres jeux ont aussi leur tutoriel : `/yokai tutoriel`, `/koikoi tutoriel`.
intro-tutorial = Vous découvrez le jeu ? `/sketch tutoriel` est une courte partie contre le bot, guidée pas à pas.
option-pile_size = Tutoriel : { $count } Yokai par pile (une partie en a 5)
rules-turn = **Votre tour** : piochez une carte (la défausse est mélangée pour reformer une nouvelle pioche si besoin), puis posez jusqu'à 3 cartes Esquisse, une à la fois, chacune dans l'une de ses deux couleurs, de votre côté de la pile de cette couleur. Si vous avez 4 cartes en main après la pioche, vous devez en poser au moins une.
rules-complete = **Compléter un croquis de Yokai** : quand les cartes Esquisse des deux côtés d'une pile atteignent la valeur du Yokai du dessus, la personne qui a le plus de cartes de son côté remporte ce Yokai (peu importe qui a joué) et défausse ses cartes de cette pile ; celles de l'autre personne restent pour le Yokai suivant. En cas d'égalité, le Yokai est effrayé et s'enfuit tout en bas de sa pile, et les deux personnes défaussent leurs cartes de cette pile.
rules-abilities = **Capacités spéciales** (utilisées juste après la carte, ou non) : *Appeler un Yokai* place le Yokai du dessus d'une autre pile (jamais sa dernière carte) sur cette pile ; *Distraire un Yokai* retourne la dernière carte de votre adversaire sur cette pile pour montrer son autre esquisse et la déplace sur la pile de cette couleur, toujours de son côté.
rules-end = **Fin de partie** : dès qu'une pile de Yokai est vide. La personne avec le plus haut total de valeurs de Yokai remportés gagne ; en cas d'égalité, celle qui a le plus de couleurs différentes remporte la partie.
rules-decisions = **Décisions de ce bot** (là où le livret de règles ne dit rien) : chacune des 6 paires de couleurs compte 6 cartes, dont une avec Appeler un Yokai et une avec Distraire un Yokai ; la première personne pioche aussi ; les Yokai complets sont vérifiés après chaque changement jusqu'à ce qu'aucune pile ne soit complète, la pile qui vient d'être jouée d'abord, puis bleu, rouge, vert, jaune ; une capacité peut être utilisée après que sa propre carte a été défaussée par un Yokai complété, mais plus une fois la partie terminée ; « Distraire un Yokai » sans carte à déplacer ne fait rien (aucun choix n'est proposé), et la carte déplacée compte comme la dernière jouée par son propriétaire à cette pile ; une série de Yokai complétés en cours est menée à son terme avant la fin de la partie ; un Yokai appelé rapporte sa valeur imprimée et compte pour sa couleur imprimée ; scores et couleurs à égalité donnent un match nul ; le tour se termine seul après la troisième carte ou quand la main est vide.

## The CPU levels, in /sketch rules
rules-cpu = Les niveaux de l'ordinateur
rules-cpu-easy = **Facile** : un débutant : le plus souvent une carte et une couleur au hasard ; un coup sur trois est celui du niveau normal.
rules-cpu-normal = **Normal** : joue la carte et la couleur qui semblent les meilleures sur le moment : les points, qui mène à chaque pile et combien elle est près d'être complétée, les cartes qu'il garde.
rules-cpu-hard = **Difficile** : réfléchit à l'avance : essaie chaque coup sur 16 façons dont votre main, la pioche et les Yokai cachés pourraient se trouver, joue la fin de son tour, votre réponse et encore un tour chacun, et choisit le coup qui réussit le mieux en moyenne (bien moins d'une seconde par coup). L'ordinateur ne voit jamais votre main ni les cartes cachées : il décide d'après ce que sa place peut voir.
rules-cpu-odds = **Sa force** : difficile gagne environ 87 parties sur 100 contre normal et 97 contre facile ; normal en gagne environ 85 contre facile.

## the live board (the Activity, cogs/sketch/live.py): a turn by touch

live-pick_card = Touchez une carte de votre main, puis la pile éclairée de la couleur dans laquelle la jouer (ou faites-la glisser).
live-pick_pile = Touchez l'une des deux piles éclairées pour y jouer la carte, ou de nouveau la carte pour la garder.
live-call = Touchez la pile dont le Yokai du dessus vient ici (éclairée), ou passez.
live-distract = Touchez la carte éclairée pour la déplacer, ou passez.
live-watching = Vous regardez la partie : les mains vous restent cachées.
# A lit pile's label: the select option's words ($choice: "Card 12 as Blue (water)") and what it does ($what)
live-choice = { $choice } : { $what }
live-completes = la complète
live-hand = Votre main
# $pile: a colour name; $count: the Sketch cards on that side
live-side = Côté de { $name } à la pile du { $pile } : { $count ->
        [one] { $count } esquisse
       *[other] { $count } esquisses
    }
