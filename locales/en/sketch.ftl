### English messages of the sketch catalogue.
### Ids are the code's keys with '-' for '.'.


## rule refusals (IllegalAction keys)

illegal-bad_action = That action could not be read. Please use the buttons or the command options.
illegal-game_over = The game is over.
illegal-ability_pending = First decide about the ability of the card you just played: use it or skip it.
illegal-no_ability = There is no ability to use right now: abilities are used right after their card is played.
illegal-no_such_card = There is no Sketch card { $card }: they are numbered 1 to { $count }.
illegal-not_in_hand = Card { $card } is not in your hand.
# $first, $second, $colour: colour names
illegal-wrong_colour = Card { $card } shows { $first } and { $second }: play it as one of those, not { $colour }.
illegal-must_play = You hold { $hand ->
        [one] { $hand } card
       *[other] { $hand } cards
    }: play at least one before ending your turn.
illegal-call_needs_pile = Call a Yokai: choose the pile whose top Yokai you take.
illegal-call_same_pile = Call a Yokai takes the top Yokai of another pile, not of the { $pile } pile itself.
illegal-call_last_card = The { $pile } pile has only one Yokai left: its last card cannot be called.
illegal-distract_no_pile = Distract a Yokai has no target to choose: it always moves your opponent's latest card at the pile where you played it.

## names

game-name = Yokai Sketch
colour-blue = Blue
colour-red = Red
colour-green = Green
colour-yellow = Yellow
element-water = Water
element-fire = Fire
element-earth = Earth
element-wind = Wind
colour-blue-long = Blue (water)
colour-red-long = Red (fire)
colour-green-long = Green (earth)
colour-yellow-long = Yellow (wind)
ability-call = Call a Yokai
ability-distract = Distract a Yokai
ability-call-help = Take the top Yokai of another pile (never a pile's last card) and put it on top of the pile where you played this card; it counts as that pile's colour.
ability-distract-help = Your opponent's latest card at this pile is turned to its other sketch and moves to that colour's pile, still on their side. Its own ability is ignored.
decided_by-score = the higher score
decided_by-colours = more different colours (scores tied)
decided_by-draw = a draw (scores and colours tied)

## terms

term-yokai = Yokai
term-sketch = Sketch card
term-sketches = Sketch cards
term-pile = { $colour } pile
term-side = { $name }'s side
term-notebook = Notebook
term-hand = Hand
term-draw_pile = Draw pile
term-discard = Discard pile
term-score = Score
term-colours = Colours
term-cards_left = { $n } left
term-under = { $n } face down
term-needed = { $count } of { $needed ->
        [one] { $needed } sketch
       *[other] { $needed } sketches
    }
term-won = { $name } won { $yokai }
term-fled = { $yokai } fled to the bottom of its pile
term-reshuffled = The discard pile was shuffled into a new draw pile.
term-no_draw = No card to draw: the draw and discard piles are empty.
term-plays = Cards played: { $played } of { $max }
term-must_play = You hold 4 cards: play at least one.
term-yokai_card = { $colour } { $value }
# $first, $second: the card's two colours
term-sketch_card = { $first }/{ $second }

## Discord: commands (cogs/sketch)

game-about = Yokai Sketch: race a friend or the CPU to sketch Yokai (2 players)
cmd-start = Start a game of Yokai Sketch: challenge a member, or play the CPU
config-bad = These are not Yokai Sketch options.
config-players = Yokai Sketch is a game for exactly { $count ->
        [one] { $count } player
       *[other] { $count } players
    }, not { $players }.
name-group = sketch
name-cmd-start = start
name-arg-opponent = opponent
name-arg-level = level
cmd-resign = Give up this channel's Yokai Sketch game: your opponent wins
arg-opponent = The member you challenge (they accept or decline); leave empty to play the CPU
arg-level = The CPU's level, when you play without an opponent
choice-easy = easy
choice-normal = normal
choice-hard = hard
rules-discord = **On Discord**: press **My hand** on the board (any time: only you see it). On your turn, choose a card and the colour to play it as; after a card with an ability, use it (Call: choose the pile to take from) or skip it; **End my turn** when you are done. The CPU (easy, normal or hard) plays on its own; the board marks the plays of this turn (orange) and of the turn before (grey).

## Discord: the board, the ping, the end

board-summary = **{ $game }** · turn { $turn } · **{ $name }** plays ({ $played }/{ $max ->
        [one] { $max } card
       *[other] { $max } cards
    }) · { $scores } · { $piles } · draw pile { $draw }, discard { $discard }
board-summary-over = **{ $game }** is over after { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }: { $result }
board-summary-ended = **{ $game }** was ended at turn { $turn }: { $scores }
board-summary-resigned = **{ $game }**: { $name } resigned at turn { $turn }: { $scores }
board-score = { $name } { $score } pts
board-pile = { $colour } { $value } ({ $count }/{ $needed }, { $left } left)
board-pile-called = { $colour } pile: called { $yokai } ({ $count }/{ $needed }, { $left } left)
board-pile-empty = { $colour } pile empty
board-turn = { $name }, turn { $turn }: { $plays }
board-play = card { $card } as { $colour }
board-no_plays = no card played yet
board-alt = The Yokai Sketch table at turn { $turn }: the four Yokai piles, both sides' sketches, the notebooks and scores.
turn-ping = { $mention }, your turn in Yokai Sketch (turn { $turn }): press **My hand** on the board.
result-title = ### { $game }: the game is over
result-won = 🏆 **{ $name }** wins with { $score ->
        [one] { $score } point
       *[other] { $score } points
    } to { $other }.
result-won_colours = 🏆 **{ $name }** wins on the tie-break: { $score ->
        [one] { $score } point
       *[other] { $score } points
    } each, but { $colours ->
        [one] { $colours } different colour
       *[other] { $colours } different colours
    } to { $other_colours }.
result-draw = A draw: { $score ->
        [one] { $score } point
       *[other] { $score } points
    } each and { $colours ->
        [one] { $colours } colour
       *[other] { $colours } colours
    } each (this bot's decision: no further tie-break).
result-notebook = **{ $name }**: { $score ->
        [one] { $score } point
       *[other] { $score } points
    }, { $colours ->
        [one] { $colours } colour
       *[other] { $colours } colours
    }: { $yokai }
result-notebook-empty = **{ $name }**: no Yokai won.
# $piles: the colour of the pile(s) that ran out
result-ended_by = The game ended when the { $piles } pile ran out of Yokai.
result-alt = The notebooks of both players at the end of the game, with their totals.

## Discord: the hand panel

panel-your_turn = **Your turn** (turn { $turn }) · cards played: { $played } of { $max }
panel-must_play = You hold 4 cards: play at least one before ending your turn.
panel-may_play = Play up to { $left ->
        [one] { $left } more card
       *[other] { $left } more cards
    }, or end your turn.
panel-waiting = It is { $name }'s turn (turn { $turn }). You will be pinged when it is yours.
panel-hand = **Your hand**: { $cards }
panel-hand-empty = **Your hand** is empty.
panel-card = card { $card } ({ $first }/{ $second })
panel-card-ability = card { $card } ({ $first }/{ $second }, { $ability })
panel-select_play = Play a card as one of its colours...
panel-option = Card { $card } as { $colour }
# $more: a further note or nothing; $count of $needed: sketches in the pile
panel-option-desc = { $pile }: { $yokai }, { $count } of { $needed ->
        [one] { $needed } sketch
       *[other] { $needed } sketches
    }{ $more }
panel-option-completes = {" "}(this card completes it)
panel-option-ability = ; then { $ability }
panel-pending = **Card { $card } has { $ability }**: { $help }
panel-call_from = Call { $yokai } (from the { $pile } pile)
# $pile, $target: colour names of the piles
panel-distract_what = It moves { $name }'s card { $card } from the { $pile } pile to the { $target } pile.
panel-use = Use { $ability }
panel-alt = Your hand: only you see this picture.
confirm-played = You played card { $card } as { $colour }.
confirm-won_you = { $yokai } is complete: you won it.
confirm-won_other = { $yokai } is complete: { $name } won it.
confirm-fled = { $yokai } is complete but tied: it fled to the bottom of its pile.
confirm-pending = Card { $card } has { $ability }: use it or skip it below.
confirm-called = Call a Yokai: { $yokai } came to the { $pile } pile.
confirm-distracted = Distract a Yokai: { $name }'s card { $card } moved to the { $pile } pile.
confirm-distract_nothing = Distract a Yokai: there was nothing to distract.
confirm-skipped = You did not use { $ability }.
confirm-turn_over = Your turn is over: { $name } plays.
confirm-game_over = That ended the game: see the result on the board.

## images (render/sketch*.py)

render-seat = Player { $n }
render-you = { $name } (you)
render-turn = Turn { $turn }
render-piles = Draw pile { $draw } · Discard { $discard }
render-to_move = { $name } plays · { $played } of { $max ->
        [one] { $max } card played
       *[other] { $max } cards played
    }
render-pending = deciding about { $ability }
render-must_play = must play a card (4 in hand)
render-won = { $name } wins, { $score ->
        [one] { $score } point
       *[other] { $score } points
    } to { $other }
render-won_colours = { $name } wins on colours: { $score ->
        [one] { $score } point
       *[other] { $score } points
    } each, { $colours ->
        [one] { $colours } colour
       *[other] { $colours } colours
    } to { $other_colours }
render-draw = A draw: { $score ->
        [one] { $score } point
       *[other] { $score } points
    } each, and as many colours
render-ended = The game was ended before its end.
render-resigned = { $name } resigned.
render-stats = { $score ->
        [one] { $score } point
       *[other] { $score } points
    } · { $colours ->
        [one] { $colours } colour
       *[other] { $colours } colours
    } · { $hand } in hand
render-notebook_empty = no Yokai won yet
render-empty = empty
render-called = called
render-count = { $count } of { $needed ->
        [one] { $needed } sketch
       *[other] { $needed } sketches
    }
render-card = Card { $card }
render-fled = { $yokai } fled
render-won_by = { $name } won { $yokai }
render-skipped = { $ability } skipped
render-called_from = Call: { $yokai } from the { $pile } pile
render-distracted = Distract: card { $card } moved to { $pile }
render-distract_nothing = Distract: nothing to move
render-turn_of = { $name }, turn { $turn }:
render-reshuffled = discard pile reshuffled
render-no_plays = no card played
render-chip_key = a placed card: its number; below, its other sketch
render-hand_title = { $name }: your hand, turn { $turn }
render-private = only you see this
render-hand_empty = Your hand is empty.
render-winner = { $name } wins
render-total = { $score ->
        [one] { $score } point
       *[other] { $score } points
    } · { $colours ->
        [one] { $colours } colour
       *[other] { $colours } colours
    }
render-decided = Decided by { $how }.

## actions (button labels)

action-play = Play as { $colour }
action-use = Use { $ability }
action-call_from = Call the { $colour } pile's Yokai
action-skip = Skip the ability
action-end_turn = End my turn

## rules summary (/sketch rules)

rules-title = Yokai Sketch: how to play
rules-goal = **Goal** (2 players): complete sketches of Yokai and win them. Four piles of Yokai (blue water, red fire, green earth, yellow wind; values 3 to 7) lie in a row, top card face up; each pile has one side per player.
# The first panel a person opens in their first game of this kind: a heading and three lines on a turn.
intro = **Your first game of Yokai Sketch?** A turn, in short:
    1. You **draw** a card.
    2. **Play** up to 3 cards, each as one of its two colours, on your side of that colour's pile.
    3. When a pile's cards reach its Yokai's value, the side with more cards there wins it.
tutorial-play = Tutorial: each option of the list is a card as one of its two colours, with that pile's Yokai and the sketches it still needs. When a pile is complete, the side with more cards there wins its Yokai. Play up to 3 cards, then **{ action-end_turn }**.
tutorial-ability = Tutorial: this card has an ability: use it (the buttons say what it does) or skip it.
tutorial-done = **End of the tutorial.** A tutorial is practice: nothing of it is recorded, and its piles were short (a game has 5 Yokai a pile). Next: `/sketch start` plays a real game (against the bot, or a friend you name), `/sketch rules` has the whole rules. The other games have a tutorial too: `/yokai tutorial`, `/koikoi tutorial`.
intro-tutorial = New to the game? `/sketch tutorial` is a short game against the bot, coached step by step.
option-pile_size = Tutorial: { $count } Yokai a pile (a game has 5)
rules-turn = **Your turn**: draw a card (the discard pile is shuffled into a new draw pile when needed), then play up to 3 Sketch cards one at a time, each as one of its two colours, on your side of that colour's pile. Holding 4 cards after the draw, you must play at least one.
rules-complete = **Completing a Yokai**: when the Sketch cards on both sides of a pile reach the top Yokai's value, the side with more cards there wins it (whoever played) and discards its own cards there; the other side's cards stay for the next Yokai. On a tie the Yokai flees to the bottom of its pile and both sides are discarded.
rules-abilities = **Abilities** (used right after the card, or skipped): *Call a Yokai* brings the top Yokai of another pile (not its last card) onto this pile; *Distract a Yokai* turns your opponent's latest card at this pile to its other sketch and moves it to that pile, still on their side.
rules-end = **End**: as soon as a Yokai pile is empty. The higher total of won Yokai values wins; tied, the player with more different colours wins.
rules-decisions = **This bot's decisions** (where the rulebook is silent): each of the 6 colour pairs has 6 cards, one with Call, one with Distract; the first player draws too; completions are checked after every change until no pile is complete, the pile just played first, then blue, red, green, yellow; an ability can be used after its own card was discarded by a completion, but not once the game is over; Distract with no card to move does nothing (no choice is offered), and the moved card counts as its owner's latest there; a chain of completions under way is finished before the game ends; a called Yokai scores its printed value and counts as its printed colour; scores and colours tied is a draw; the turn ends by itself after the third card or when the hand is empty.

## The CPU levels, in /sketch rules
rules-cpu = The CPU levels
rules-cpu-easy = **Easy**: a beginner: mostly a random card and colour; one move in three is the normal level's.
rules-cpu-normal = **Normal**: plays the card and colour that look best right now: the points, who leads at each pile and how near it is to completion, the cards it keeps.
rules-cpu-hard = **Hard**: thinks ahead: tries each move on 16 ways your hand, the draw pile and the hidden Yokai could lie, plays out the rest of its turn, your reply and one more turn each, and picks the move that does best on average (well under a second a move). The CPU never sees your hand or the hidden cards: it decides from what its seat may see.
rules-cpu-odds = **How strong**: hard wins about 87 games in 100 against normal and 97 against easy; normal wins about 85 against easy.

## the live board (the Activity, cogs/sketch/live.py): a turn by touch

live-pick_card = Tap a card of your hand, then the lit pile of the colour to play it as (or drag it there).
live-pick_pile = Tap one of the two lit piles to play the card there, or the card again to keep it.
live-call = Tap the pile whose top Yokai comes here (lit), or skip.
live-distract = Tap the lit card to move it, or skip.
live-watching = You are watching: the hands stay hidden from you.
# A lit pile's label: the select option's words ($choice: "Card 12 as Blue (water)") and what it does ($what)
live-choice = { $choice }: { $what }
live-completes = completes it
live-hand = Your hand
# $pile: a colour name; $count: the Sketch cards on that side
live-side = { $name }'s side of the { $pile } pile: { $count ->
        [one] { $count } sketch
       *[other] { $count } sketches
    }
