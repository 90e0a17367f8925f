"""Every user-facing string of Yokai Sketch's engine (rule refusals, names of colours, elements, abilities and other
terms), keyed by message id, in English, French and Italian (the French words are the French rulebook's: carte
Esquisse, pioche, défausse, carnet, Appeler un Yokai, Distraire un Yokai); add a locale by adding a dict to MESSAGES
(missing keys fall back to English). Colour and pile placeholders hold colour ids (`blue`, `red`, `green`, `yellow`)."""

from __future__ import annotations

from bot.text import Catalogue

EN: dict[str, str] = {
    # ---------------------------------------------------------------- rule refusals (IllegalAction keys)
    "illegal.bad_action": "That action could not be read. Please use the buttons or the command options.",
    "illegal.game_over": "The game is over.",
    "illegal.ability_pending": "First decide about the ability of the card you just played: use it or skip it.",
    "illegal.no_ability": "There is no ability to use right now: abilities are used right after their card is played.",
    "illegal.no_such_card": "There is no Sketch card {card}: they are numbered 1 to {count}.",
    "illegal.not_in_hand": "Card {card} is not in your hand.",
    "illegal.wrong_colour": "Card {card} shows {first} and {second}: play it as one of those, not {colour}.",
    "illegal.must_play": "You hold {hand} cards: play at least one before ending your turn.",
    "illegal.call_needs_pile": "Call a Yokai: choose the pile whose top Yokai you take.",
    "illegal.call_same_pile": "Call a Yokai takes the top Yokai of another pile, not of the {pile} pile itself.",
    "illegal.call_last_card": "The {pile} pile has only one Yokai left: its last card cannot be called.",
    "illegal.distract_no_pile": "Distract a Yokai has no target to choose: it always moves your opponent's latest card "
    "at the pile where you played it.",
    # ---------------------------------------------------------------- names
    "game.name": "Yokai Sketch",
    "colour.blue": "Blue",
    "colour.red": "Red",
    "colour.green": "Green",
    "colour.yellow": "Yellow",
    "element.water": "Water",
    "element.fire": "Fire",
    "element.earth": "Earth",
    "element.wind": "Wind",
    "colour.blue.long": "Blue (water)",
    "colour.red.long": "Red (fire)",
    "colour.green.long": "Green (earth)",
    "colour.yellow.long": "Yellow (wind)",
    "ability.call": "Call a Yokai",
    "ability.distract": "Distract a Yokai",
    "ability.call.help": "Take the top Yokai of another pile (never a pile's last card) and put it on top of the pile "
    "where you played this card; it counts as that pile's colour.",
    "ability.distract.help": "Your opponent's latest card at this pile is turned to its other sketch and moves to that "
    "colour's pile, still on their side. Its own ability is ignored.",
    "decided_by.score": "the higher score",
    "decided_by.colours": "more different colours (scores tied)",
    "decided_by.draw": "a draw (scores and colours tied)",
    # ---------------------------------------------------------------- terms
    "term.yokai": "Yokai",
    "term.sketch": "Sketch card",
    "term.sketches": "Sketch cards",
    "term.pile": "{colour} pile",
    "term.side": "{name}'s side",
    "term.notebook": "Notebook",
    "term.hand": "Hand",
    "term.draw_pile": "Draw pile",
    "term.discard": "Discard pile",
    "term.score": "Score",
    "term.colours": "Colours",
    "term.cards_left": "{n} left",
    "term.under": "{n} face down",
    "term.needed": "{count} of {needed} sketches",
    "term.won": "{name} won {yokai}",
    "term.fled": "{yokai} fled to the bottom of its pile",
    "term.reshuffled": "The discard pile was shuffled into a new draw pile.",
    "term.no_draw": "No card to draw: the draw and discard piles are empty.",
    "term.plays": "Cards played: {played} of {max}",
    "term.must_play": "You hold 4 cards: play at least one.",
    "term.yokai_card": "{colour} {value}",
    "term.sketch_card": "{first}/{second}",
    # ---------------------------------------------------------------- Discord: commands (cogs/sketch)
    "game.about": "Yokai Sketch: race a friend or the CPU to sketch Yokai (2 players)",
    "cmd.start": "Start a game of Yokai Sketch: challenge a member, or play the CPU",
    "config.bad": "These are not Yokai Sketch options.",
    "config.players": "Yokai Sketch is a game for exactly {count} players, not {players}.",
    "name.group": "sketch",
    "name.cmd.start": "start",
    "name.arg.opponent": "opponent",
    "name.arg.level": "level",
    "cmd.resign": "Give up this channel's Yokai Sketch game: your opponent wins",
    "arg.opponent": "The member you challenge (they accept or decline); leave empty to play the CPU",
    "arg.level": "The CPU's level, when you play without an opponent",
    "choice.easy": "easy",
    "choice.normal": "normal",
    "choice.hard": "hard",
    "rules.discord": "**On Discord**: press **My hand** on the board (any time: only you see it). On your turn, "
    "choose a card and the colour to play it as; after a card with an ability, use it (Call: choose the pile to "
    "take from) or skip it; **End my turn** when you are done. The CPU (easy, normal or hard) plays on its own; the "
    "board marks the plays of this turn (orange) and of the turn before (grey).",
    # ---------------------------------------------------------------- Discord: the board, the ping, the end
    "board.summary": "**{game}** · turn {turn} · **{name}** plays ({played}/{max} cards) · {scores} · {piles} · "
    "draw pile {draw}, discard {discard}",
    "board.summary.over": "**{game}** is over after {turns} turns: {result}",
    "board.summary.ended": "**{game}** was ended at turn {turn}: {scores}",
    "board.summary.resigned": "**{game}**: {name} resigned at turn {turn}: {scores}",
    "board.score": "{name} {score} pts",
    "board.pile": "{colour} {value} ({count}/{needed}, {left} left)",
    "board.pile.called": "{colour} pile: called {yokai} ({count}/{needed}, {left} left)",
    "board.pile.empty": "{colour} pile empty",
    "board.turn": "{name}, turn {turn}: {plays}",
    "board.play": "card {card} as {colour}",
    "board.no_plays": "no card played yet",
    "board.alt": "The Yokai Sketch table at turn {turn}: the four Yokai piles, both sides' sketches, the notebooks "
    "and scores.",
    "turn.ping": "{mention}, your turn in Yokai Sketch (turn {turn}): press **My hand** on the board.",
    "result.title": "### {game}: the game is over",
    "result.won": "🏆 **{name}** wins with {score} points to {other}.",
    "result.won_colours": "🏆 **{name}** wins on the tie-break: {score} points each, but {colours} different colours "
    "to {other_colours}.",
    "result.draw": "A draw: {score} points each and {colours} colours each (this bot's decision: no further "
    "tie-break).",
    "result.notebook": "**{name}**: {score} points, {colours} colours: {yokai}",
    "result.notebook.empty": "**{name}**: no Yokai won.",
    "result.ended_by": "The game ended when the {piles} pile ran out of Yokai.",
    "result.alt": "The notebooks of both players at the end of the game, with their totals.",
    # ---------------------------------------------------------------- Discord: the hand panel
    "panel.your_turn": "**Your turn** (turn {turn}) · cards played: {played} of {max}",
    "panel.must_play": "You hold 4 cards: play at least one before ending your turn.",
    "panel.may_play": "Play up to {left} more card(s), or end your turn.",
    "panel.waiting": "It is {name}'s turn (turn {turn}). You will be pinged when it is yours.",
    "panel.hand": "**Your hand**: {cards}",
    "panel.hand.empty": "**Your hand** is empty.",
    "panel.card": "card {card} ({first}/{second})",
    "panel.card.ability": "card {card} ({first}/{second}, {ability})",
    "panel.select_play": "Play a card as one of its colours...",
    "panel.option": "Card {card} as {colour}",
    "panel.option.desc": "{pile}: {yokai}, {count} of {needed} sketches{more}",
    "panel.option.completes": " (this card completes it)",
    "panel.option.ability": "; then {ability}",
    "panel.pending": "**Card {card} has {ability}**: {help}",
    "panel.call_from": "Call {yokai} (from the {pile} pile)",
    "panel.distract_what": "It moves {name}'s card {card} from the {pile} pile to the {target} pile.",
    "panel.use": "Use {ability}",
    "panel.alt": "Your hand: only you see this picture.",
    "confirm.played": "You played card {card} as {colour}.",
    "confirm.won_you": "{yokai} is complete: you won it.",
    "confirm.won_other": "{yokai} is complete: {name} won it.",
    "confirm.fled": "{yokai} is complete but tied: it fled to the bottom of its pile.",
    "confirm.pending": "Card {card} has {ability}: use it or skip it below.",
    "confirm.called": "Call a Yokai: {yokai} came to the {pile} pile.",
    "confirm.distracted": "Distract a Yokai: {name}'s card {card} moved to the {pile} pile.",
    "confirm.distract_nothing": "Distract a Yokai: there was nothing to distract.",
    "confirm.skipped": "You did not use {ability}.",
    "confirm.turn_over": "Your turn is over: {name} plays.",
    "confirm.game_over": "That ended the game: see the result on the board.",
    # ---------------------------------------------------------------- images (render/sketch*.py)
    "render.seat": "Player {n}",
    "render.you": "{name} (you)",
    "render.turn": "Turn {turn}",
    "render.piles": "Draw pile {draw} · Discard {discard}",
    "render.to_move": "{name} plays · {played} of {max} cards played",
    "render.pending": "deciding about {ability}",
    "render.must_play": "must play a card (4 in hand)",
    "render.won": "{name} wins, {score} points to {other}",
    "render.won_colours": "{name} wins on colours: {score} points each, {colours} colours to {other_colours}",
    "render.draw": "A draw: {score} points each, and as many colours",
    "render.ended": "The game was ended before its end.",
    "render.resigned": "{name} resigned.",
    "render.stats": "{score} points · {colours} colours · {hand} in hand",
    "render.notebook_empty": "no Yokai won yet",
    "render.empty": "empty",
    "render.called": "called",
    "render.count": "{count} of {needed} sketches",
    "render.card": "Card {card}",
    "render.fled": "{yokai} fled",
    "render.won_by": "{name} won {yokai}",
    "render.skipped": "{ability} skipped",
    "render.called_from": "Call: {yokai} from the {pile} pile",
    "render.distracted": "Distract: card {card} moved to {pile}",
    "render.distract_nothing": "Distract: nothing to move",
    "render.turn_of": "{name}, turn {turn}:",
    "render.reshuffled": "discard pile reshuffled",
    "render.no_plays": "no card played",
    "render.chip_key": "a placed card: its number; below, its other sketch",
    "render.hand_title": "{name}: your hand, turn {turn}",
    "render.private": "only you see this",
    "render.hand_empty": "Your hand is empty.",
    "render.winner": "{name} wins",
    "render.total": "{score} points · {colours} colours",
    "render.decided": "Decided by {how}.",
    # ---------------------------------------------------------------- actions (button labels)
    "action.play": "Play as {colour}",
    "action.use": "Use {ability}",
    "action.call_from": "Call the {colour} pile's Yokai",
    "action.skip": "Skip the ability",
    "action.end_turn": "End my turn",
    # ---------------------------------------------------------------- rules summary (/sketch rules)
    "rules.title": "Yokai Sketch: how to play",
    "rules.goal": "**Goal** (2 players): complete sketches of Yokai and win them. Four piles of Yokai (blue water, "
    "red fire, green earth, yellow wind; values 3 to 7) lie in a row, top card face up; each pile has one side per "
    "player.",
    "rules.turn": "**Your turn**: draw a card (the discard pile is shuffled into a new draw pile when needed), then "
    "play up to 3 Sketch cards one at a time, each as one of its two colours, on your side of that colour's pile. "
    "Holding 4 cards after the draw, you must play at least one.",
    "rules.complete": "**Completing a Yokai**: when the Sketch cards on both sides of a pile reach the top Yokai's "
    "value, the side with more cards there wins it (whoever played) and discards its own cards there; the other "
    "side's cards stay for the next Yokai. On a tie the Yokai flees to the bottom of its pile and both sides are "
    "discarded.",
    "rules.abilities": "**Abilities** (used right after the card, or skipped): *Call a Yokai* brings the top Yokai of "
    "another pile (not its last card) onto this pile; *Distract a Yokai* turns your opponent's latest card at this "
    "pile to its other sketch and moves it to that pile, still on their side.",
    "rules.end": "**End**: as soon as a Yokai pile is empty. The higher total of won Yokai values wins; tied, the "
    "player with more different colours wins.",
    "rules.decisions": "**This bot's decisions** (where the rulebook is silent): each of the 6 colour pairs has 6 "
    "cards, one with Call, one with Distract; the first player draws too; completions are checked after every "
    "change until no pile is complete, the pile just played first, then blue, red, green, yellow; an ability can be "
    "used after its own card was discarded by a completion, but not once the game is over; Distract with no card "
    "to move does nothing (no choice is offered), and the moved card counts as its owner's latest there; a chain of "
    "completions under way is finished before the game ends; a called Yokai scores its printed value and counts as "
    "its printed colour; scores and colours tied is a draw; the turn ends by itself after the third card or when "
    "the hand is empty.",
}

FR: dict[str, str] = {
    # ---------------------------------------------------------------- rule refusals (IllegalAction keys)
    "illegal.bad_action": "Cette action n'a pas pu être lue. Utilisez les boutons ou les options de la commande.",
    "illegal.game_over": "La partie est terminée.",
    "illegal.ability_pending": "Décidez d'abord de la capacité de la carte que vous venez de jouer : utilisez-la ou "
    "passez-la.",
    "illegal.no_ability": "Aucune capacité à utiliser pour l'instant : une capacité s'utilise juste après avoir joué "
    "sa carte.",
    "illegal.no_such_card": "Il n'y a pas de carte Esquisse {card} : elles sont numérotées de 1 à {count}.",
    "illegal.not_in_hand": "La carte {card} n'est pas dans votre main.",
    "illegal.wrong_colour": "La carte {card} montre {first} et {second} : jouez-la dans l'une de ces deux couleurs, "
    "pas en {colour}.",
    "illegal.must_play": "Vous avez {hand} cartes en main : jouez-en au moins une avant de finir votre tour.",
    "illegal.call_needs_pile": "Appeler un Yokai : choisissez la pile dont vous prenez le Yokai du dessus.",
    "illegal.call_same_pile": "Appeler un Yokai : prenez le Yokai du dessus d'une autre pile, pas celui de la pile du "
    "{pile}.",
    "illegal.call_last_card": "Il ne reste qu'un Yokai dans la pile du {pile} : la dernière carte d'une pile ne peut "
    "pas être appelée.",
    "illegal.distract_no_pile": "Distraire un Yokai : pas de cible à choisir. Cette capacité déplace toujours la "
    "dernière carte jouée par votre adversaire sur la pile où vous avez joué cette carte.",
    # ---------------------------------------------------------------- names
    "game.name": "Yokai Sketch",
    "colour.blue": "Bleu",
    "colour.red": "Rouge",
    "colour.green": "Vert",
    "colour.yellow": "Jaune",
    "element.water": "Eau",
    "element.fire": "Feu",
    "element.earth": "Terre",
    "element.wind": "Vent",
    "colour.blue.long": "Bleu (eau)",
    "colour.red.long": "Rouge (feu)",
    "colour.green.long": "Vert (terre)",
    "colour.yellow.long": "Jaune (vent)",
    "ability.call": "Appeler un Yokai",
    "ability.distract": "Distraire un Yokai",
    "ability.call.help": "Prenez le Yokai du dessus d'une autre pile (jamais la dernière carte d'une pile) et "
    "placez-le sur le dessus de la pile où vous avez joué cette carte ; il compte alors comme étant de la couleur de "
    "cette pile.",
    "ability.distract.help": "La dernière carte jouée par votre adversaire sur cette pile est retournée pour montrer "
    "son autre esquisse et déplacée sur la pile de cette couleur, toujours de son côté. Sa propre capacité est "
    "ignorée.",
    "decided_by.score": "le score le plus élevé",
    "decided_by.colours": "plus de couleurs différentes (scores à égalité)",
    "decided_by.draw": "match nul (scores et couleurs à égalité)",
    # ---------------------------------------------------------------- terms
    "term.yokai": "Yokai",
    "term.sketch": "Carte Esquisse",
    "term.sketches": "Cartes Esquisse",
    "term.pile": "Pile du {colour}",
    "term.side": "Côté de {name}",
    "term.notebook": "Carnet",
    "term.hand": "Main",
    "term.draw_pile": "Pioche",
    "term.discard": "Défausse",
    "term.score": "Score",
    "term.colours": "Couleurs",
    "term.cards_left": "{n} dans la pile",
    "term.under": "{n} face cachée",
    "term.needed": "{count} sur {needed} esquisses",
    "term.won": "{name} a remporté {yokai}",
    "term.fled": "{yokai} s'est enfui tout en bas de sa pile",
    "term.reshuffled": "La défausse a été mélangée pour former une nouvelle pioche.",
    "term.no_draw": "Aucune carte à piocher : la pioche et la défausse sont vides.",
    "term.plays": "Cartes jouées : {played} sur {max}",
    "term.must_play": "Vous avez 4 cartes : jouez-en au moins une.",
    "term.yokai_card": "{colour} {value}",
    "term.sketch_card": "{first}/{second}",
    # ---------------------------------------------------------------- Discord: commands (cogs/sketch)
    "game.about": "Yokai Sketch : esquissez des Yokai plus vite qu'un ami ou que l'ordinateur (2 personnes)",
    "cmd.start": "Commencer une partie de Yokai Sketch : défier un membre ou jouer contre l'ordinateur",
    "config.bad": "Ce ne sont pas des options de Yokai Sketch.",
    "config.players": "Yokai Sketch se joue à exactement {count} personnes, pas {players}.",
    "name.group": "sketch",
    "name.cmd.start": "commencer",
    "name.arg.opponent": "adversaire",
    "name.arg.level": "niveau",
    "cmd.resign": "Abandonner la partie de Yokai Sketch de ce salon : votre adversaire gagne",
    "arg.opponent": "Le membre que vous défiez (il accepte ou refuse) ; laissez vide pour jouer contre l'ordinateur",
    "arg.level": "Le niveau de l'ordinateur, quand vous jouez sans adversaire",
    "choice.easy": "facile",
    "choice.normal": "normal",
    "choice.hard": "difficile",
    "rules.discord": "**Sur Discord** : appuyez sur **Ma main** sur le plateau (à tout moment : elle n'est visible que "
    "par vous). À votre tour, choisissez une carte et la couleur dans laquelle la jouer ; après une carte avec une "
    "capacité, utilisez-la (Appeler : choisissez la pile où prendre le Yokai) ou passez-la ; **Finir mon tour** quand "
    "vous avez terminé. L'ordinateur (facile, normal ou difficile) joue seul ; le plateau marque les cartes jouées à "
    "ce tour (orange) et au tour précédent (gris).",
    # ---------------------------------------------------------------- Discord: the board, the ping, the end
    "board.summary": "**{game}** · tour {turn} · **{name}** joue ({played}/{max} cartes) · {scores} · {piles} · pioche "
    "{draw}, défausse {discard}",
    "board.summary.over": "La partie de **{game}** est terminée après {turns} tours : {result}",
    "board.summary.ended": "La partie de **{game}** a été arrêtée au tour {turn} : {scores}",
    "board.summary.resigned": "**{game}** : {name} a abandonné au tour {turn} : {scores}",
    "board.score": "{name} {score} pts",
    "board.pile": "{colour} {value} ({count}/{needed}, {left} dans la pile)",
    "board.pile.called": "pile du {colour} : {yokai} appelé ({count}/{needed}, {left} dans la pile)",
    "board.pile.empty": "pile du {colour} vide",
    "board.turn": "{name}, tour {turn} : {plays}",
    "board.play": "carte {card} en {colour}",
    "board.no_plays": "aucune carte jouée pour l'instant",
    "board.alt": "La table de Yokai Sketch au tour {turn} : les quatre piles de Yokai, les esquisses des deux côtés, "
    "les carnets et les scores.",
    "turn.ping": "{mention}, à vous de jouer à Yokai Sketch (tour {turn}) : appuyez sur **Ma main** sur le plateau.",
    "result.title": "### {game} : la partie est terminée",
    "result.won": "🏆 **{name}** gagne avec {score} points contre {other}.",
    "result.won_colours": "🏆 **{name}** gagne au départage : {score} points partout, mais {colours} couleurs "
    "différentes contre {other_colours}.",
    "result.draw": "Match nul : {score} points et {colours} couleurs de chaque côté (décision de ce bot : pas d'autre "
    "départage).",
    "result.notebook": "**{name}** : {score} points, {colours} couleurs : {yokai}",
    "result.notebook.empty": "**{name}** : aucun Yokai remporté.",
    "result.ended_by": "La partie s'est terminée lorsque la pile du {piles} s'est vidée de ses Yokai.",
    "result.alt": "Les carnets des deux adversaires à la fin de la partie, avec leurs totaux.",
    # ---------------------------------------------------------------- Discord: the hand panel
    "panel.your_turn": "**À vous de jouer** (tour {turn}) · cartes jouées : {played} sur {max}",
    "panel.must_play": "Vous avez 4 cartes : jouez-en au moins une avant de finir votre tour.",
    "panel.may_play": "Jouez encore jusqu'à {left} carte(s), ou finissez votre tour.",
    "panel.waiting": "C'est à {name} de jouer (tour {turn}). Une mention vous préviendra quand ce sera votre tour.",
    "panel.hand": "**Votre main** : {cards}",
    "panel.hand.empty": "**Votre main** est vide.",
    "panel.card": "carte {card} ({first}/{second})",
    "panel.card.ability": "carte {card} ({first}/{second}, {ability})",
    "panel.select_play": "Jouer une carte dans l'une de ses couleurs...",
    "panel.option": "Carte {card} en {colour}",
    "panel.option.desc": "{pile} : {yokai}, {count} sur {needed} esquisses{more}",
    "panel.option.completes": " (cette carte le complète)",
    "panel.option.ability": " ; puis {ability}",
    "panel.pending": "**La carte {card} a la capacité {ability}** : {help}",
    "panel.call_from": "Appeler {yokai} (de la pile du {pile})",
    "panel.distract_what": "Elle déplace la carte {card} de {name} de la pile du {pile} vers la pile du {target}.",
    "panel.use": "Utiliser « {ability} »",
    "panel.alt": "Votre main : cette image n'est visible que par vous.",
    "confirm.played": "Vous avez joué la carte {card} en {colour}.",
    "confirm.won_you": "{yokai} est complet : vous le remportez.",
    "confirm.won_other": "{yokai} est complet : {name} le remporte.",
    "confirm.fled": "{yokai} est complet, mais il y a égalité : effrayé, il s'enfuit tout en bas de sa pile.",
    "confirm.pending": "La carte {card} a la capacité {ability} : utilisez-la ou passez-la ci-dessous.",
    "confirm.called": "Appeler un Yokai : {yokai} est venu sur la pile du {pile}.",
    "confirm.distracted": "Distraire un Yokai : la carte {card} de {name} est passée sur la pile du {pile}.",
    "confirm.distract_nothing": "Distraire un Yokai : il n'y avait rien à distraire.",
    "confirm.skipped": "Vous n'avez pas utilisé « {ability} ».",
    "confirm.turn_over": "Votre tour est terminé : c'est à {name} de jouer.",
    "confirm.game_over": "La partie est terminée : consultez le résultat sur le plateau.",
    # ---------------------------------------------------------------- images (render/sketch*.py)
    "render.seat": "Personne {n}",
    "render.you": "{name} (vous)",
    "render.turn": "Tour {turn}",
    "render.piles": "Pioche {draw} · Défausse {discard}",
    "render.to_move": "{name} joue · {played} sur {max} cartes jouées",
    "render.pending": "à décider : {ability}",
    "render.must_play": "doit jouer une carte (4 en main)",
    "render.won": "{name} gagne, {score} points contre {other}",
    "render.won_colours": "{name} gagne aux couleurs : {score} points partout, {colours} couleurs contre "
    "{other_colours}",
    "render.draw": "Match nul : {score} points partout, et autant de couleurs",
    "render.ended": "La partie a été arrêtée avant sa fin.",
    "render.resigned": "{name} a abandonné.",
    "render.stats": "{score} points · {colours} couleurs · {hand} en main",
    "render.notebook_empty": "aucun Yokai remporté",
    "render.empty": "vide",
    "render.called": "appelé",
    "render.count": "{count} sur {needed} esquisses",
    "render.card": "Carte {card}",
    "render.fled": "{yokai} s'enfuit",
    "render.won_by": "{name} remporte {yokai}",
    "render.skipped": "sans {ability}",
    "render.called_from": "Appeler : {yokai} venu du {pile}",
    "render.distracted": "Distraire : carte {card} vers le {pile}",
    "render.distract_nothing": "Distraire : rien à déplacer",
    "render.turn_of": "{name}, tour {turn} :",
    "render.reshuffled": "défausse remélangée",
    "render.no_plays": "aucune carte jouée",
    "render.chip_key": "une carte posée : son numéro ; dessous, son autre esquisse",
    "render.hand_title": "{name} : votre main, tour {turn}",
    "render.private": "rien que pour vous",
    "render.hand_empty": "Votre main est vide.",
    "render.winner": "{name} gagne",
    "render.total": "{score} points · {colours} couleurs",
    "render.decided": "Verdict : {how}.",
    # ---------------------------------------------------------------- actions (button labels)
    "action.play": "Jouer en {colour}",
    "action.use": "Utiliser « {ability} »",
    "action.call_from": "Appeler le Yokai de la pile du {colour}",
    "action.skip": "Passer la capacité",
    "action.end_turn": "Finir mon tour",
    # ---------------------------------------------------------------- rules summary (/sketch rules)
    "rules.title": "Yokai Sketch : comment jouer",
    "rules.goal": "**But du jeu** (2 personnes) : complétez des croquis de Yokai pour les remporter. Quatre piles de "
    "Yokai (bleue pour l'eau, rouge pour le feu, verte pour la terre, jaune pour le vent ; valeurs de 3 à 7) forment "
    "une rangée, carte du dessus face visible ; chaque pile a un côté par personne.",
    "rules.turn": "**Votre tour** : piochez une carte (la défausse est mélangée pour reformer une nouvelle pioche si "
    "besoin), puis posez jusqu'à 3 cartes Esquisse, une à la fois, chacune dans l'une de ses deux couleurs, de votre "
    "côté de la pile de cette couleur. Si vous avez 4 cartes en main après la pioche, vous devez en poser au moins "
    "une.",
    "rules.complete": "**Compléter un croquis de Yokai** : quand les cartes Esquisse des deux côtés d'une pile "
    "atteignent la valeur du Yokai du dessus, la personne qui a le plus de cartes de son côté remporte ce Yokai (peu "
    "importe qui a joué) et défausse ses cartes de cette pile ; celles de l'autre personne restent pour le Yokai "
    "suivant. En cas d'égalité, le Yokai est effrayé et s'enfuit tout en bas de sa pile, et les deux personnes "
    "défaussent leurs cartes de cette pile.",
    "rules.abilities": "**Capacités spéciales** (utilisées juste après la carte, ou non) : *Appeler un Yokai* place le "
    "Yokai du dessus d'une autre pile (jamais sa dernière carte) sur cette pile ; *Distraire un Yokai* retourne la "
    "dernière carte de votre adversaire sur cette pile pour montrer son autre esquisse et la déplace sur la pile de "
    "cette couleur, toujours de son côté.",
    "rules.end": "**Fin de partie** : dès qu'une pile de Yokai est vide. La personne avec le plus haut total de "
    "valeurs de Yokai remportés gagne ; en cas d'égalité, celle qui a le plus de couleurs différentes remporte la "
    "partie.",
    "rules.decisions": "**Décisions de ce bot** (là où le livret de règles ne dit rien) : chacune des 6 paires de "
    "couleurs compte 6 cartes, dont une avec Appeler un Yokai et une avec Distraire un Yokai ; la première personne "
    "pioche aussi ; les Yokai complets sont vérifiés après chaque changement jusqu'à ce qu'aucune pile ne soit "
    "complète, la pile qui vient d'être jouée d'abord, puis bleu, rouge, vert, jaune ; une capacité peut être utilisée "
    "après que sa propre carte a été défaussée par un Yokai complété, mais plus une fois la partie terminée ; « "
    "Distraire un Yokai » sans carte à déplacer ne fait rien (aucun choix n'est proposé), et la carte déplacée compte "
    "comme la dernière jouée par son propriétaire à cette pile ; une série de Yokai complétés en cours est menée à son "
    "terme avant la fin de la partie ; un Yokai appelé rapporte sa valeur imprimée et compte pour sa couleur imprimée "
    "; scores et couleurs à égalité donnent un match nul ; le tour se termine seul après la troisième carte ou quand "
    "la main est vide.",
}

IT: dict[str, str] = {
    # ---------------------------------------------------------------- rule refusals (IllegalAction keys)
    "illegal.bad_action": "Impossibile leggere questa azione. Usa i pulsanti o le opzioni del comando.",
    "illegal.game_over": "La partita è finita.",
    "illegal.ability_pending": "Prima decidi cosa fare con l'abilità della carta che hai appena giocato: usala o "
    "saltala.",
    "illegal.no_ability": "Non c'è nessuna abilità da usare adesso: le abilità si usano subito dopo aver giocato la "
    "loro carta.",
    "illegal.no_such_card": "Non esiste la carta Schizzo {card}: sono numerate da 1 a {count}.",
    "illegal.not_in_hand": "La carta {card} non è nella tua mano.",
    "illegal.wrong_colour": "La carta {card} mostra {first} e {second}: giocala in uno di questi due colori, non in "
    "{colour}.",
    "illegal.must_play": "Hai {hand} carte in mano: giocane almeno una prima di terminare il turno.",
    "illegal.call_needs_pile": "Chiama uno Yokai: scegli la pila da cui prendere lo Yokai in cima.",
    "illegal.call_same_pile": "Chiama uno Yokai: prendi lo Yokai in cima a un'altra pila, non quello della pila del "
    "{pile}.",
    "illegal.call_last_card": "Nella pila del {pile} resta un solo Yokai: l'ultima carta di una pila non può essere "
    "chiamata.",
    "illegal.distract_no_pile": "Distrai uno Yokai: nessun bersaglio da scegliere. Questa abilità sposta sempre "
    "l'ultima carta giocata dal tuo avversario nella pila dove hai giocato questa carta.",
    # ---------------------------------------------------------------- names
    "game.name": "Yokai Sketch",
    "colour.blue": "Blu",
    "colour.red": "Rosso",
    "colour.green": "Verde",
    "colour.yellow": "Giallo",
    "element.water": "Acqua",
    "element.fire": "Fuoco",
    "element.earth": "Terra",
    "element.wind": "Vento",
    "colour.blue.long": "Blu (acqua)",
    "colour.red.long": "Rosso (fuoco)",
    "colour.green.long": "Verde (terra)",
    "colour.yellow.long": "Giallo (vento)",
    "ability.call": "Chiama uno Yokai",
    "ability.distract": "Distrai uno Yokai",
    "ability.call.help": "Prendi lo Yokai in cima a un'altra pila (mai l'ultima carta di una pila) e mettilo in cima "
    "alla pila dove hai giocato questa carta; da quel momento conta come del colore di quella pila.",
    "ability.distract.help": "L'ultima carta giocata dal tuo avversario in questa pila viene girata per mostrare "
    "l'altro schizzo e spostata nella pila di quel colore, sempre dalla sua parte. La sua abilità viene ignorata.",
    "decided_by.score": "il punteggio più alto",
    "decided_by.colours": "più colori diversi (punteggi in parità)",
    "decided_by.draw": "pareggio (punteggi e colori in parità)",
    # ---------------------------------------------------------------- terms
    "term.yokai": "Yokai",
    "term.sketch": "Carta Schizzo",
    "term.sketches": "Carte Schizzo",
    "term.pile": "Pila del {colour}",
    "term.side": "Lato di {name}",
    "term.notebook": "Taccuino",
    "term.hand": "Mano",
    "term.draw_pile": "Mazzo di pesca",
    "term.discard": "Pila degli scarti",
    "term.score": "Punteggio",
    "term.colours": "Colori",
    "term.cards_left": "{n} nella pila",
    "term.under": "coperti: {n}",
    "term.needed": "{count} su {needed} schizzi",
    "term.won": "{name} ha vinto {yokai}",
    "term.fled": "{yokai} è fuggito in fondo alla sua pila",
    "term.reshuffled": "La pila degli scarti è stata mescolata per formare un nuovo mazzo di pesca.",
    "term.no_draw": "Nessuna carta da pescare: il mazzo di pesca e la pila degli scarti sono vuoti.",
    "term.plays": "Carte giocate: {played} su {max}",
    "term.must_play": "Hai 4 carte: giocane almeno una.",
    "term.yokai_card": "{colour} {value}",
    "term.sketch_card": "{first}/{second}",
    # ---------------------------------------------------------------- Discord: commands (cogs/sketch)
    "game.about": "Yokai Sketch: sfida un amico o il computer a chi schizza prima gli Yokai (2 giocatori)",
    "cmd.start": "Inizia una partita a Yokai Sketch: sfida un membro o gioca contro il computer",
    "config.bad": "Queste non sono opzioni di Yokai Sketch.",
    "config.players": "Yokai Sketch è un gioco per esattamente {count} giocatori, non {players}.",
    "name.group": "sketch",
    "name.cmd.start": "inizia",
    "name.arg.opponent": "avversario",
    "name.arg.level": "livello",
    "cmd.resign": "Abbandona la partita di Yokai Sketch di questo canale: vince il tuo avversario",
    "arg.opponent": "Il membro che sfidi (accetta o rifiuta); lascia vuoto per giocare contro il computer",
    "arg.level": "Il livello del computer, quando giochi senza avversario",
    "choice.easy": "facile",
    "choice.normal": "normale",
    "choice.hard": "difficile",
    "rules.discord": "**Su Discord**: premi **La mia mano** sul tabellone (in qualsiasi momento: la vedi solo tu). Al "
    "tuo turno scegli una carta e il colore in cui giocarla; dopo una carta con un'abilità, usala (Chiama: scegli la "
    "pila da cui prendere) o saltala; premi **Termina il mio turno** quando hai finito. Il computer (facile, normale o "
    "difficile) gioca da solo; il tabellone segna le giocate di questo turno (arancione) e del turno precedente "
    "(grigio).",
    # ---------------------------------------------------------------- Discord: the board, the ping, the end
    "board.summary": "**{game}** · turno {turn} · tocca a **{name}** ({played}/{max} carte) · {scores} · {piles} · "
    "mazzo {draw}, scarti {discard}",
    "board.summary.over": "La partita di **{game}** è finita dopo {turns} turni: {result}",
    "board.summary.ended": "La partita di **{game}** è stata interrotta al turno {turn}: {scores}",
    "board.summary.resigned": "**{game}**: {name} ha abbandonato al turno {turn}: {scores}",
    "board.score": "{name} {score} punti",
    "board.pile": "{colour} {value} ({count}/{needed}, {left} nella pila)",
    "board.pile.called": "pila del {colour}: chiamato {yokai} ({count}/{needed}, {left} nella pila)",
    "board.pile.empty": "pila del {colour} vuota",
    "board.turn": "{name}, turno {turn}: {plays}",
    "board.play": "carta {card} in {colour}",
    "board.no_plays": "ancora nessuna carta giocata",
    "board.alt": "Il tavolo di Yokai Sketch al turno {turn}: le quattro pile di Yokai, gli schizzi di entrambi i lati, "
    "i taccuini e i punteggi.",
    "turn.ping": "{mention}, tocca a te in Yokai Sketch (turno {turn}): premi **La mia mano** sul tabellone.",
    "result.title": "### {game}: la partita è finita",
    "result.won": "🏆 **{name}** vince con {score} punti a {other}.",
    "result.won_colours": "🏆 **{name}** vince allo spareggio: {score} punti a testa, ma {colours} colori diversi "
    "contro {other_colours}.",
    "result.draw": "Pareggio: {score} punti e {colours} colori a testa (decisione di questo bot: nessun altro "
    "spareggio).",
    "result.notebook": "**{name}**: {score} punti, {colours} colori: {yokai}",
    "result.notebook.empty": "**{name}**: nessuno Yokai vinto.",
    "result.ended_by": "La partita è finita quando la pila del {piles} è rimasta senza Yokai.",
    "result.alt": "I taccuini dei due giocatori alla fine della partita, con i loro totali.",
    # ---------------------------------------------------------------- Discord: the hand panel
    "panel.your_turn": "**Tocca a te** (turno {turn}) · carte giocate: {played} su {max}",
    "panel.must_play": "Hai 4 carte: giocane almeno una prima di terminare il turno.",
    "panel.may_play": "Gioca ancora fino a {left} carta/e, o termina il turno.",
    "panel.waiting": "Tocca a {name} (turno {turn}). Riceverai una menzione quando toccherà a te.",
    "panel.hand": "**La tua mano**: {cards}",
    "panel.hand.empty": "**La tua mano** è vuota.",
    "panel.card": "carta {card} ({first}/{second})",
    "panel.card.ability": "carta {card} ({first}/{second}, {ability})",
    "panel.select_play": "Gioca una carta in uno dei suoi colori...",
    "panel.option": "Carta {card} in {colour}",
    "panel.option.desc": "{pile}: {yokai}, {count} su {needed} schizzi{more}",
    "panel.option.completes": " (questa carta lo completa)",
    "panel.option.ability": "; poi {ability}",
    "panel.pending": "**La carta {card} ha l'abilità {ability}**: {help}",
    "panel.call_from": "Chiama {yokai} (dalla pila del {pile})",
    "panel.distract_what": "Sposta la carta {card} di {name} dalla pila del {pile} alla pila del {target}.",
    "panel.use": "Usa «{ability}»",
    "panel.alt": "La tua mano: questa immagine la vedi solo tu.",
    "confirm.played": "Hai giocato la carta {card} in {colour}.",
    "confirm.won_you": "{yokai} è completo: l'hai vinto tu.",
    "confirm.won_other": "{yokai} è completo: l'ha vinto {name}.",
    "confirm.fled": "{yokai} è completo ma in parità: spaventato, è fuggito in fondo alla sua pila.",
    "confirm.pending": "La carta {card} ha l'abilità {ability}: usala o saltala qui sotto.",
    "confirm.called": "Chiama uno Yokai: {yokai} è arrivato nella pila del {pile}.",
    "confirm.distracted": "Distrai uno Yokai: la carta {card} di {name} è passata nella pila del {pile}.",
    "confirm.distract_nothing": "Distrai uno Yokai: non c'era niente da distrarre.",
    "confirm.skipped": "Non hai usato «{ability}».",
    "confirm.turn_over": "Il tuo turno è finito: tocca a {name}.",
    "confirm.game_over": "La partita è finita: guarda il risultato sul tabellone.",
    # ---------------------------------------------------------------- images (render/sketch*.py)
    "render.seat": "Giocatore {n}",
    "render.you": "{name} (tu)",
    "render.turn": "Turno {turn}",
    "render.piles": "Mazzo {draw} · Scarti {discard}",
    "render.to_move": "{name} gioca · {played} su {max} carte giocate",
    "render.pending": "da decidere: {ability}",
    "render.must_play": "deve giocare una carta (4 in mano)",
    "render.won": "{name} vince, {score} punti a {other}",
    "render.won_colours": "{name} vince ai colori: {score} punti a testa, {colours} colori a {other_colours}",
    "render.draw": "Pareggio: {score} punti a testa, e pari nei colori",
    "render.ended": "Partita interrotta prima della fine.",
    "render.resigned": "{name} abbandona.",
    "render.stats": "{score} punti · {colours} colori · {hand} in mano",
    "render.notebook_empty": "nessuno Yokai vinto",
    "render.empty": "vuota",
    "render.called": "chiamato",
    "render.count": "{count} su {needed} schizzi",
    "render.card": "Carta {card}",
    "render.fled": "{yokai} fugge",
    "render.won_by": "{name} vince {yokai}",
    "render.skipped": "{ability}: saltata",
    "render.called_from": "Chiama: {yokai} dal {pile}",
    "render.distracted": "Distrai: carta {card} sul {pile}",
    "render.distract_nothing": "Distrai: niente da spostare",
    "render.turn_of": "{name}, turno {turn}:",
    "render.reshuffled": "scarti rimescolati",
    "render.no_plays": "nessuna giocata",
    "render.chip_key": "una carta piazzata: il suo numero; sotto, l'altro schizzo",
    "render.hand_title": "{name}: la tua mano, turno {turn}",
    "render.private": "la vedi solo tu",
    "render.hand_empty": "La tua mano è vuota.",
    "render.winner": "{name} vince",
    "render.total": "{score} punti · {colours} colori",
    "render.decided": "Esito: {how}.",
    # ---------------------------------------------------------------- actions (button labels)
    "action.play": "Gioca in {colour}",
    "action.use": "Usa «{ability}»",
    "action.call_from": "Chiama lo Yokai della pila del {colour}",
    "action.skip": "Salta l'abilità",
    "action.end_turn": "Termina il mio turno",
    # ---------------------------------------------------------------- rules summary (/sketch rules)
    "rules.title": "Yokai Sketch: come si gioca",
    "rules.goal": "**Obiettivo** (2 giocatori): completa gli schizzi degli Yokai per vincerli. Quattro pile di Yokai "
    "(blu per l'acqua, rossa per il fuoco, verde per la terra, gialla per il vento; valori da 3 a 7) sono disposte in "
    "fila, con la carta in cima scoperta; ogni pila ha un lato per giocatore.",
    "rules.turn": "**Il tuo turno**: pesca una carta (se serve, la pila degli scarti viene mescolata per formare un "
    "nuovo mazzo di pesca), poi gioca fino a 3 carte Schizzo una alla volta, ciascuna in uno dei suoi due colori, dal "
    "tuo lato della pila di quel colore. Se dopo la pesca hai 4 carte in mano, devi giocarne almeno una.",
    "rules.complete": "**Completare uno Yokai**: quando le carte Schizzo dei due lati di una pila raggiungono il "
    "valore dello Yokai in cima, chi ha più carte dal proprio lato vince lo Yokai (chiunque abbia giocato) e scarta le "
    "proprie carte di quella pila; quelle dell'altro giocatore restano per lo Yokai successivo. In caso di parità lo "
    "Yokai, spaventato, fugge in fondo alla sua pila ed entrambi i giocatori scartano le loro carte di quella pila.",
    "rules.abilities": "**Abilità speciali** (da usare subito dopo la carta, oppure no): *Chiama uno Yokai* porta lo "
    "Yokai in cima a un'altra pila (mai la sua ultima carta) su questa pila; *Distrai uno Yokai* gira l'ultima carta "
    "del tuo avversario in questa pila per mostrarne l'altro schizzo e la sposta nella pila di quel colore, sempre "
    "dalla sua parte.",
    "rules.end": "**Fine della partita**: appena una pila di Yokai è vuota. Vince il totale più alto dei valori degli "
    "Yokai vinti; in caso di parità, vince chi ha più colori diversi.",
    "rules.decisions": "**Decisioni di questo bot** (dove il regolamento tace): ciascuna delle 6 coppie di colori ha 6 "
    "carte, una con Chiama uno Yokai e una con Distrai uno Yokai; anche il primo giocatore pesca; i completamenti "
    "vengono controllati dopo ogni cambiamento finché nessuna pila è completa, prima la pila appena giocata, poi blu, "
    "rosso, verde, giallo; un'abilità si può usare anche se la sua carta è stata scartata da un completamento, ma non "
    "a partita finita; «Distrai uno Yokai» senza carte da spostare non fa nulla (non viene offerta alcuna scelta) e la "
    "carta spostata conta come l'ultima giocata lì dal suo proprietario; una catena di completamenti in corso viene "
    "conclusa prima della fine della partita; uno Yokai chiamato vale il suo valore stampato e conta come il suo "
    "colore stampato; punteggi e colori in parità danno un pareggio; il turno finisce da solo dopo la terza carta o "
    "quando la mano è vuota.",
}

MESSAGES = {"en": EN, "fr": FR, "it": IT}

text = Catalogue("sketch", MESSAGES)
