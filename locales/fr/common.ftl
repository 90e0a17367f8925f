### French messages of the common catalogue.
### Ids are the code's keys with '-' for '.'.


## session refusals (bot.sessions.SessionError keys)

# $kind: the game's command group, as typed (koikoi, yokai, sketch)
session-no_game = Il n'y a pas de partie dans ce salon. Lancez-en une avec `/{ $kind } commencer`.
# $kind: the game's command group, as typed (koikoi, yokai, sketch)
session-channel_busy = Ce salon a déjà une partie en cours. Terminez-la d'abord (ou arrêtez-la avec `/{ $kind } fin`), ou lancez-en une dans un autre salon ou fil.
session-limit_user = Vous êtes déjà à { $limit ->
        [one] { $limit } table ouverte
       *[other] { $limit } tables ouvertes
    } : terminez-en ou arrêtez-en une avant d'en ouvrir ou d'en rejoindre une autre.
session-limit_guild = Ce serveur a déjà { $limit ->
        [one] { $limit } table ouverte
       *[other] { $limit } tables ouvertes
    } : terminez-en ou arrêtez-en une avant d'en ouvrir une autre.
session-unknown_game = Je ne connais plus cette partie : elle a peut-être été fermée il y a longtemps.
session-already_seated = Vous avez déjà une place dans cette partie.
session-full = Cette partie est complète ({ $max ->
        [one] { $max } joueur
       *[other] { $max } joueurs
    }).
session-lobby_closed = Cette table est fermée : la partie a commencé ou a été annulée.
session-host_cannot_leave = Vous êtes l'hôte : utilisez plutôt Annuler pour fermer la table.
session-not_in_lobby = Vous n'avez pas de place à cette table.
session-host_only = Seul l'hôte peut faire cela.
session-invited_only = Cette table attend la personne qui a été invitée.
session-not_enough_players = Il faut au moins { $min ->
        [one] { $min } joueur
       *[other] { $min } joueurs
    } pour commencer.
session-not_seated = Vous ne jouez pas dans cette partie, mais vous pouvez la regarder !
session-not_active = Cette partie est terminée.
session-not_over = Cette partie n'est pas encore terminée.
session-no_rematch = Cette partie n'a pas été jouée jusqu'au bout : pas de revanche. Lancez-en une nouvelle avec `/{ $kind } commencer`.
session-not_your_turn = C'est le tour de { $player }. Vous recevrez une mention quand ce sera le vôtre.
session-stale = Ce n'était plus à jour : la partie a avancé.
session-cannot_resign = On ne peut pas abandonner cette partie : elle se joue ensemble. `/{ $kind } fin` l'arrête.
session-no_such_cpu = Ce niveau de bot n'existe pas.
session-daily_seats = La donne du jour se joue à { $seats } : complétez les places avec des joueurs ou des bots.
session-daily_played = La donne du jour de ce serveur a déjà été jouée par { $mentions } : une fois par jour et par personne.
session-cooldown = Pas si vite : réessayez dans { $seconds } s.
session-self_invite = Invitez quelqu'un d'autre, ou laissez `adversaire` vide pour jouer contre le bot.
session-bot_invite = Les comptes de bot Discord ne peuvent pas être invités : laissez `adversaire` vide pour jouer contre le bot.

## engine refusals shared by every game (IllegalAction keys)

illegal-bad_action = Ce jeu ne comprend pas cette action.
illegal-game_over = La partie est terminée.

## errors

error-unexpected = Désolé, quelque chose s'est mal passé de mon côté. Si vous venez de jouer, regardez le plateau : ce qui y est affiché est ce qui a été enregistré.
error-discord = Discord n'a pas accepté ma réponse. Si vous venez de jouer, votre coup est enregistré : regardez le plateau.
error-no_permission = Seul l'hôte ou un membre ayant la permission Gérer le serveur peut faire cela.
error-manage_server = Seuls les membres ayant la permission Gérer le serveur peuvent modifier les paramètres du serveur.
error-forbidden = Je ne peux pas écrire ici. Demandez à un admin de me donner dans ce salon les permissions Voir le salon, Envoyer des messages, Envoyer des messages dans les fils, Intégrer des liens et Joindre des fichiers.
error-guild_only = Les parties se jouent dans un salon ou un fil d'un serveur, pas en messages privés.
error-bad_option = Je n'ai pas pu lire `{ $value }` : choisissez une valeur dans la liste.
error-unknown_option = Cette commande n'a pas d'option `{ $name }` : votre application Discord en montre peut-être une ancienne version.
error-bad_input = Je n'ai pas pu lire ce choix : choisissez-en un dans la liste.
error-unknown_button = Je ne reconnais pas ce bouton : il vient peut-être d'une ancienne version du bot.
error-wrong_place = Ce bouton appartient à une partie d'un autre salon.
error-dm_not_seated = Seuls les joueurs de cette partie peuvent utiliser ses boutons en message privé.
error-dm_not_member = Vous n'êtes plus membre du serveur de cette partie.

## lobby

lobby-title = { $game } : une nouvelle table est ouverte
lobby-title-invite = { $game } : { $host } invite { $guest }
lobby-title-started = { $game } : la partie a commencé
lobby-title-cancelled = { $game } : la table a été fermée
lobby-players = **Joueurs ({ $count }/{ $max })**
lobby-host = hôte
# a seat held by a bot (a CPU player): its name
lobby-bot = 🤖 { $name }
lobby-how = Appuyez sur **Rejoindre** pour prendre place. { $host } lance la partie quand { $max ->
        [one] { $min } à { $max } joueur est installé
       *[other] { $min } à { $max } joueurs sont installés
    }.
lobby-how-seats = Appuyez sur **Rejoindre** pour prendre place. { $host } lance la partie quand { $seats } joueurs sont installés.
lobby-how-bots = { $host } peut compléter les places libres avec des bots : **{ $button }**.
lobby-add_bot = Ajouter un bot ({ $level })
lobby-how-invite = { $guest }, appuyez sur **Accepter** pour jouer, ou sur **Refuser**. { $host } peut annuler.
lobby-join = Rejoindre
lobby-leave = Quitter
lobby-start = Commencer
lobby-cancel = Annuler
lobby-accept = Accepter
lobby-decline = Refuser
lobby-cancelled = La table a été annulée par { $name }.
lobby-declined = { $name } a refusé l'invitation.
lobby-idle = La table a été fermée après { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }.
lobby-started = La partie a commencé avec { $names }. Le plateau est ci-dessous.
lobby-options = **Options**
lobby-daily = **La donne du jour** de ce serveur ({ $day }, UTC) : les mêmes cartes à chaque table, à { $seats }, une fois par jour et par personne
lobby-done = C'est fait : le message de la table l'indique.
lobby-again-rematch = La revanche de la dernière partie : mêmes joueurs, mêmes options.
lobby-again-next_level = Le niveau suivant, avec les joueurs de la dernière partie.
cpu-easy = facile
cpu-normal = normal
cpu-hard = difficile
cpu-teacher = guide
cpu-name = Bot ({ $level })
# one of several CPUs at a table (a Yōkai table with bots), numbered in seat order
cpu-numbered = Bot { $number } ({ $level })

## the table

table-play = Jouer mon tour
table-hand = Ma main
table-rules = Comment jouer
rules-this_game = **Cette table**
rules-button-more = Plus de règles
rules-button-bots = Comment jouent les bots
rules-button-bots_more = Les bots en détail
table-resign = Abandonner
table-board_reposted = Voici à nouveau le plateau : { $link }
table-board_moved = Le plateau est maintenant plus bas dans le salon.
table-waiting = C'est le tour de { $name }.
table-cpu_thinking = { $name } réfléchit...
table-your_turn_done = C'est fait. { $name } joue ensuite.
table-over = La partie est terminée.
table-stale = Ce n'était plus à jour ; voici où en est votre tour.
table-replaced = Ce panneau a été remplacé par votre panneau plus récent (plus bas) : ses boutons ne jouent plus.
table-rematch = Revanche
again-waiting = Vous l'avez déjà demandé : la partie commence dès que tout le monde a accepté.
stats-title = **{ $game } : { $name }**
stats-none = Aucune partie terminée pour l'instant.
stats-people = Contre des personnes
stats-cpu = Contre le bot ({ $level })
# $against: stats-people or stats-cpu; then game counts, total points and best score
stats-row = { $against } : { $played ->
        [one] { $played } jouée
       *[other] { $played } jouées
    }, { $won ->
        [one] { $won } gagnée
       *[other] { $won } gagnées
    }, { $drawn ->
        [one] { $drawn } nulle
       *[other] { $drawn } nulles
    }, { $lost ->
        [one] { $lost } perdue
       *[other] { $lost } perdues
    }, { $abandoned ->
        [one] { $abandoned } abandonnée
       *[other] { $abandoned } abandonnées
    } · { $points ->
        [one] { $points } point
       *[other] { $points } points
    } au total, record { $best }
end-confirm = Arrêter maintenant la partie de ce salon ? Elle sera enregistrée comme abandonnée ; un duel, comme perdu par le joueur qui l'arrête (arrêté par un modérateur : par le joueur dont c'est le tour).
end-kept = La partie continue.
end-done = La partie a été arrêtée.
resign-confirm = Abandonner cette partie ? Votre adversaire la gagne.
resign-kept = La partie continue.
resign-done = Vous avez abandonné.

## reminders and closing

remind-turn = { $mention }, c'est à vous de jouer à { $game }.
closed-idle = { $game } : fermée comme abandonnée après { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    } sans aucun coup.
closed-ended = { $game } : arrêtée par { $name }, enregistrée comme abandonnée.
closed-broken = { $game } : cette partie ne pouvait plus être affichée et a été fermée, enregistrée comme abandonnée. Désolé !
closed-resigned = { $game } : { $name } a abandonné.
confirm-yes = Oui
confirm-no = Non, revenir

## commands every game has

settings-about = Réglages : ceux du serveur (Gérer le serveur) et les vôtres
cmd-language = La langue des messages publics du bot ici (plateaux, tables, mentions)
arg-language = Une langue, ou auto : la langue du serveur
language-auto = auto (la langue du serveur)
language-en = English
language-fr = Français
language-it = Italiano
settings-language_set = Les messages publics de ce serveur seront désormais dans cette langue : { $language }. Les réponses suivent la langue Discord de chaque personne.
name-group = paramètres
name-cmd-language = langue
name-arg-language = langue
cmd-bot_games = Si les parties de Yōkai avec des bots cochent « Votre chemin » dans ce serveur (non par défaut)
arg-count = Oui : les parties avec des bots cochent le chemin de leurs joueurs ; non : elles restent à part
settings-bot_games_on = Désormais, les parties avec des bots cochent « Votre chemin » des joueurs qui les jouent dans ce serveur. Les parties déjà jouées gardent ce qu'elles ont coché.
settings-bot_games_off = Désormais, les parties avec des bots ne cochent pas « Votre chemin » dans ce serveur : `/yokai chemin` les montre à part. Les parties déjà jouées gardent ce qu'elles ont coché.
name-cmd-bot_games = parties_avec_bots
name-arg-count = compter
name-cmd-turns = tours
name-arg-after = après
name-cmd-board = plateau
name-cmd-end = fin
name-cmd-rules = règles
name-cmd-panel = panneau
name-cmd-tutorial = tutoriel
name-cmd-resign = abandonner
name-cmd-stats = statistiques
name-arg-player = joueur
cmd-board = Reposter tout en bas le plateau de la partie de ce salon
cmd-end = Arrêter la partie de ce salon (hôte ou Gérer le serveur)
cmd-rules = Un court résumé des règles et des choix de ce bot
cmd-resign = Abandonner la partie de ce salon : votre adversaire gagne
cmd-panel = Ouvrir votre panneau de tour (vous seul le voyez)
cmd-tutorial = Une courte première partie avec un bot, guidée pas à pas
cmd-stats = Le bilan d'un joueur à ce jeu, par type d'adversaire (vous seul le voyez)
arg-player = Le bilan de qui (par défaut : le vôtre)

## leaderboards (/<game> leaderboard)

name-cmd-leaderboard = classement
name-arg-scope = portée
name-arg-period = période
name-arg-public = public
cmd-leaderboard = Les meilleurs joueurs (le classement d'un duel) ou les records par niveau, en image
arg-scope = Ce serveur, ou tous les serveurs
arg-period = Depuis toujours, les 30 derniers jours ou les 7 derniers jours
arg-public = Le montrer au salon (par défaut : vous seul le voyez)
scope-server = ce serveur
scope-global = tous les serveurs
period-all = depuis toujours
period-month = 30 derniers jours
period-week = 7 derniers jours
leaderboard-title = { $game } : classement
# $scope: a scope-* message; $period: a period-* message; $counted: leaderboard-players or records-games
leaderboard-subtitle = { $scope } · { $period } · { $counted }
leaderboard-players = { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }
records-games = { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }
leaderboard-head-rank = #
leaderboard-head-name = Joueur
leaderboard-head-rating = Cote
leaderboard-head-record = V-N-D
leaderboard-record = { $wins }-{ $draws }-{ $losses }
leaderboard-empty = Personne n'est encore classé ici.
records-title = { $game } : records
records-head-level = Niveau
records-head-team = Meilleure équipe
records-head-best = Record
records-head-fastest = Plus rapide
records-head-yours = Vous
records-turns = { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }
former-player = un ancien joueur

## a person's data (/privacy)

name-cmd-privacy = confidentialite
cmd-privacy = Ce que le bot garde de vous, et l'effacer
privacy-title = **Ce que ce bot garde de vous**
# $games: games you sat in; $open: of them still going; $results: results; $ratings: ratings
privacy-kept = { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } où vous étiez assis ({ $open } encore ouvertes), avec votre nom d'alors et ce que vous avez joué ; { $results ->
        [one] { $results } résultat
       *[other] { $results } résultats
    } ; { $ratings ->
        [one] { $ratings } cote
       *[other] { $ratings } cotes
    } (par jeu, par serveur et tous serveurs confondus).
privacy-how = Ils sont gardés tant que le bot tourne, pour rejouer les parties et compter résultats, statistiques et cotes. Effacer retire votre nom et votre identifiant de chaque partie et de chaque résultat (vous devenez « un ancien joueur »), supprime vos cotes et termine vos parties ouvertes comme abandonnées. C'est définitif.
privacy-delete = Effacer mes données
privacy-confirm = Effacer vos données maintenant ? Vos parties ouvertes se terminent comme abandonnées, vos cotes disparaissent, et votre nom et votre identifiant sont retirés de chaque partie. C'est définitif.
privacy-done = Vos données sont effacées : { $games ->
        [one] { $games } partie ne vous nomme
       *[other] { $games } parties ne vous nomment
    } plus.
privacy-finished = Vos données sont effacées. (Le bot a redémarré pendant l'effacement, et l'a terminé à son retour.)
privacy-expired = Cette confirmation n'est plus valable : redemandez avec /privacy.
privacy-kept_back = Rien n'a été effacé.
closed-deleted = { $game } terminée : un joueur a demandé au bot de l'oublier.

## history and replays (/<game> history)

cmd-history = Vos dernières parties terminées ici, ou celles d'un membre, et leur replay (vous seul le voyez)
arg-history_player = Les parties de qui (par défaut : les vôtres)
name-cmd-history = historique
# $name: a mention of the player
history-title = { $game } : les dernières parties de { $name } ici
history-none = Aucune partie terminée pour l'instant.
history-page = Page { $page }
history-pick = Revoir une partie…
history-pick_option = Revoir la partie n° { $id }
# $points: the final points, e.g. "7–3"
history-won = { $name } a gagné { $points }
history-draw = Égalité { $points }
history-resigned = { $name } a abandonné
replay-button = Revoir
replay-title = Replay de { $game } n° { $id } : étape { $step } sur { $last }
replay-face_up = Toutes les cartes face visible
replay-as_seen = Comme la table l'a vue
replay-face_up_note = Toutes les cartes sont face visible : la partie est terminée.
replay-animate = Publier en animation
replay-posted = { $name } partage le replay de { $game } n° { $id }.
replay-alt = Les plateaux de { $game } n° { $id }, étape par étape
replay-not_finished = Seule une partie terminée peut être revue.
replay-hand_alt = La main de { $name } à cette étape

## the live board (the Activity: a web page inside Discord, bot/activity/)

activity-open = Ouvrir le plateau en direct
activity-no_game = Il n'y a pas encore de partie dans ce salon. Lancez-en une avec une commande (`/yokai start`), puis ouvrez le plateau en direct depuis son message.
# $count: players seated so far
activity-lobby = Une table se forme ({ $count ->
        [one] { $count } joueur assis
       *[other] { $count } joueurs assis
    }) : rejoignez-la avec les boutons du salon. Le plateau s'affiche ici dès que la partie commence.
activity-wrong_game = Ce coup visait une autre partie : voici celle que ce plateau montre.
activity-off = Le plateau en direct n'est pas installé sur ce bot : jouez avec les boutons du salon.
activity-launch_failed = Discord n'a pas ouvert le plateau en direct (le propriétaire du bot doit activer les Activités dans le Developer Portal) : jouez avec les boutons du salon.
activity-connecting = Connexion à la table…
activity-reconnecting = Connexion perdue : retour à la table…
activity-signin_failed = Discord n'a pas pu confirmer qui vous êtes dans cette Activité. Fermez-la et rouvrez-la depuis le message de la partie.
activity-outside = Ceci est le plateau en direct d'un bot Discord : ouvrez-le dans Discord, depuis le message d'une partie (Ouvrir le plateau en direct).
activity-you = vous
activity-watchers = { $count ->
        [one] { $count } spectateur
       *[other] { $count } spectateurs
    }
activity-replay = Revoir cette partie
activity-replay-play = Lecture
activity-replay-pause = Pause
activity-replay-back = Une action en arrière
activity-replay-forward = Une action en avant
activity-replay-turn_back = Un tour en arrière
activity-replay-turn_forward = Un tour en avant
activity-replay-face_up = Toutes les cartes face visible
# {name}: put in by the page (who moves the replay)
activity-replay-together = Vous regardez ensemble : { $name } fait avancer la partie.
activity-replay-alone = Vous la parcourez seul.
activity-replay-follow = Regarder de nouveau ensemble
# {step}, {last}: put in by the page
activity-replay-step = Étape { $step } sur { $last }

## your own settings (`/settings turns`) and the turn letters (bot/table/letters.py)

cmd-turns = Les vôtres : un message privé quand votre tour attend (désactivé par défaut)
arg-after = Combien de temps votre tour attend avant que je vous écrive
turns-now = Tout de suite
turns-5 = Au bout de 5 minutes
turns-30 = Au bout de 30 minutes
turns-never = Jamais
settings-turns_on = C'est noté : quand votre tour aura attendu { $after ->
        [0] un instant
       *[other] { $after } minutes
    }, je vous enverrai un message privé pour jouer votre tour de là (un par tour, aucun tant que la partie est ouverte sur votre plateau en direct). Pour l'arrêter : `/paramètres tours après:Jamais`.
settings-turns_off = C'est noté : plus de message privé pour vos tours.
letters-turn = C'est votre tour dans **{ $game }**, dans { $channel } : la table vous attend.
letters-board = Aller au plateau

## the live board's home: the channel's tables (bot/activity/hub.py)

activity-home = Tables de ce salon
activity-home-empty = Pas encore de table ici aujourd'hui.
activity-home-new = Ouvrir une nouvelle table
activity-home-more = Plus d'options : les variantes des règles
activity-home-open = Ouvrir
activity-home-back = Tables
activity-status-lobby = en attente de joueurs
activity-status-active = en cours
activity-status-finished = terminée
activity-status-abandoned = arrêtée avant la fin
activity-status-cancelled = annulée
