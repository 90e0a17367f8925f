### English messages of the koikoi catalogue.
### Ids are the code's keys with '-' for '.'.

## Terms: the rulebook's words, used by the messages below (translate them once here)

# the call to play on, and the game Feli-Fuda is made from
-koikoi = Koi-Koi
# the call to stop and score
-shobu = Shobu
# the dealer, who plays first
-oya = Oya

game-name = Feli-Fuda
game-about = Feli-Fuda, a two-player { -koikoi } with Yokai and idols
# why the commands are /koikoi: said once where the game is introduced (/koikoi rules, the tutorial's first tip)
game-command = Feli-Fuda is a variant of { -koikoi }, hence `/koikoi`: the name of the game, and the call to play on.
tutorial-first = { game-command }

## card properties

kind-light = Light (20 points)
kind-ten = Animal or object (10 points)
kind-ribbon = Ribbon (5 points)
kind-plain = Plain (1 point)
ribbon-poetry = Poetry ribbon
ribbon-red = Red ribbon
ribbon-blue = Blue ribbon
tag-instrument = Instrument
tag-panorama = Panorama
tag-microphone = Microphone
tag-osaka_castle = Osaka castle
tag-sake_cup = Sake cup
tag-white_moon = White moon
tag-curtain = Curtain
tag-umbrella = Umbrella

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
yaku-sekai_no_suta-rule = the 4 Felicya super star cards: 20 points, and the round is won at once
yaku-screaming_cats-rule = the 5 Instrument cards: 10 points
yaku-nihon_isshu-rule = the 3 Panorama cards: 8 points
yaku-ongaku_no_joou-rule = Microphone + Osaka castle: 5 points
yaku-kasu-rule = 10 plain cards: 1 point, +1 per extra plain (the Sake cup is not a plain)
yaku-tan-rule = 5 ribbons of any colour: 1 point, +1 per extra ribbon
yaku-akatan-rule = the 3 poetry ribbons: 5 points, +1 per other ribbon
yaku-aotan-rule = the 3 blue ribbons: 5 points, +1 per other ribbon
yaku-chofuku-rule = the 3 poetry and the 3 blue ribbons: 10 points, +1 per red ribbon (replaces Akatan and Aotan)
yaku-tane-rule = 5 cards at 10 points: 1 point, +1 per extra one (the Sake cup counts)
yaku-tsukimi_zake-rule = Sake cup + White moon: 5 points
yaku-hanami_zake-rule = Curtain + Sake cup: 5 points
yaku-sanko-rule = 3 lights, not the Umbrella: 5 points
yaku-ame_shiko-rule = 4 lights including the Umbrella: 7 points
yaku-shiko-rule = 4 lights without the Umbrella: 8 points
yaku-goko-rule = the 5 lights: 10 points
yaku-teshi-rule = a starting hand with the 4 cards of one character: 6 points, no multiplier
yaku-kuttsuki-rule = a starting hand of 4 pairs: 6 points, no multiplier
yaku-progress = { $yaku } { $have }/{ $need }
yaku-points = { $yaku } ({ $points })

## multipliers ("Multipliers", each doubles)

multiplier-lucky_seven = Lucky seven (base score 7 or more) ×2
multiplier-koikoi = { -koikoi } called ×2
multiplier-counter_lucky_seven = Countering a lucky seven (the opponent's Yaku total 7 or more) ×2
multiplier-counter_koikoi = Countering a { -koikoi } (the opponent called { -koikoi }) ×2

## round ends (history)

round_end-shobu = { $winner } called { -shobu }
round_end-sekai_no_suta = { $winner } captured the 4 Felicya super star cards (Sekai no sutā)
round_end-last_koikoi = The hands ran out: { $winner } called the last { -koikoi } and wins the round
round_end-hands_empty = The hands ran out with no winning { -koikoi }: void round
round_end-teshi = { $winner } was dealt a Teshi (4 cards of one character): 6 points
round_end-kuttsuki = { $winner } was dealt a Kuttsuki (4 pairs): 6 points
round_end-river_void = The river was dealt 4 cards of a character or 4 pairs: void round, dealt again

## what the player to move does

step-play = play a card from hand
step-take_drawn = choose which river card the drawn card captures
step-decide = call { -shobu } (stop and score) or { -koikoi } (go on)
step-over = the match is over
action-shobu = { -shobu }!
action-koikoi = { -koikoi }!

## refused actions (IllegalAction keys)

illegal-bad_action = That action is not a Feli-Fuda move.
config-players = Feli-Fuda is played by exactly { $count ->
        [one] { $count } player
       *[other] { $count } players
    }; got { $players }.
# $options: the allowed lengths, "1, 3, 6, 12"
config-rounds = A Feli-Fuda match lasts { $options } rounds; got { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }.
illegal-game_over = The match is over.
illegal-not_in_hand = That card is not in your hand.
illegal-choose_capture = Two river cards match that card: choose which one it captures.
illegal-capture_not_matching = That river card is not of the same character: choose one of the matching river cards.
illegal-nothing_to_capture = No river card matches that card: it simply joins the river, there is nothing to choose.
illegal-single_match = Only one river card matches that card: it is captured, there is nothing to choose.
illegal-takes_all = Three river cards match that card: it captures all of them, there is nothing to choose.
illegal-no_drawn_choice = There is no drawn card waiting for a choice: play a card from your hand.
illegal-no_yaku_to_call = You can call { -shobu } or { -koikoi } only right after forming or improving a Yaku: play a card from your hand.
illegal-take_drawn_first = First choose which of the two matching river cards the drawn card captures.
illegal-call_shobu_or_koikoi = You formed or improved a Yaku: call { -shobu } or { -koikoi } first.

## Discord: commands (cogs/koikoi)

cmd-start = Start a Feli-Fuda match: challenge a member, or play the bot
cmd-yaku = The list of Yaku as a picture: their cards and points (only you see it)
arg-opponent = The member you challenge (they accept or decline); leave empty to play the bot
arg-level = The bot's level, when you play without an opponent
arg-rounds = How many rounds the match lasts (12 by default, one per character)
choice-easy = easy
choice-normal = normal
choice-hard = hard
choice-rounds-1 = 1 round
choice-rounds-3 = 3 rounds
choice-rounds-6 = 6 rounds
choice-rounds-12 = 12 rounds
option-rounds = Match length: { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }
yaku-title = ### Feli-Fuda: the Yaku
yaku-alt = Every Yaku of Feli-Fuda with its points, its condition and the cards it asks for.
yaku-after = Cards show their character's number (1 to 12) and their value: 20 for a light (star), 10 (diamond), 5 for a ribbon (P poetry, R red, B blue), 1 for a plain.

## Discord: /koikoi rules

rules-title = Feli-Fuda: the rules in short
rules-deck = **Cards**: 48, 12 characters × 4. Each character has 2 plains (1 point) and 2 special cards: lights (20), cards at 10, ribbons (5: poetry, red, blue).
rules-match = **Match**: 2 players, 1, 3, 6 or 12 rounds. The first { -oya } (dealer, plays first) is drawn: the higher card value starts.
rules-deal = **Deal**: 8 cards to each hand and 8 face up to the river; the rest is the pile. A hand with **Teshi** (4 cards of a character) or **Kuttsuki** (4 pairs) wins the round at once: 6 points. The same in the river makes the round void.
# The first panel a person opens in their first game of this kind: a heading and three lines on a turn.
intro = **Your first match of Feli-Fuda?** A turn, in short:
    1. **Play** a card from your hand: it captures a river card of the same character, or joins the river.
    2. The top card of the pile is **drawn** and does the same.
    3. Formed or improved a Yaku? Stop and score (**{ -shobu }**) or play on for more (**{ -koikoi }**).
tutorial-play = Tutorial: each option of the list says what the card takes (same character) or that it joins the river. Captures make your Yaku (`/koikoi yaku`): lights (20) and cards at 10 are worth the most.
tutorial-take_drawn = Tutorial: after your card, the pile's top card is drawn and captures the same way; here two river cards match it, so you choose which one it takes.
tutorial-decide = Tutorial: you formed a Yaku. { -shobu } ends the round now and scores it; { -koikoi } plays on for more, but if your opponent then forms a Yaku first, they score, doubled.
tutorial-done = **End of the tutorial.** A tutorial is practice: nothing of it is recorded. Next: `/koikoi start` plays a real match (against the bot, or a friend you name; 12 rounds unless you choose fewer), `/koikoi rules` has the whole rules. The other games have a tutorial too: `/yokai tutorial`, `/sketch tutorial`.
intro-tutorial = New to the game? `/koikoi tutorial` is one round against the bot, coached step by step.
rules-turn = **A turn**: play a card; if a river card has its character, capture both (two match: choose; three: take all four); else it joins the river. A matching card must capture. Then draw the pile's top card and do the same. An empty river is refilled from the pile.
rules-end = **{ -shobu } or { -koikoi }**: after forming or improving a Yaku, stop and score (**{ -shobu }**) or go on (**{ -koikoi }**). On the round's last turn there is no choice: a Yaku formed or improved there ends the round by { -shobu }. **Sekai no sutā** wins at once. When the hands run out, the last to call { -koikoi } wins if they are not the { -oya }; otherwise the round is void.
rules-yaku = **Yaku**: `/koikoi yaku` shows them all with their cards.
rules-scoring = **Score**: only the winner scores the sum of their Yaku, doubled for each: a base of 7 or more; their own { -koikoi }; the opponent's Yaku at 7 or more; the opponent's { -koikoi }. Highest total wins.
rules-decisions = This bot's decisions (where the rulebook is silent)
decision-values = Lights (20): Microphone, Curtain, White moon, Umbrella, Osaka castle. At 10: the other instruments, the panoramas, Sake cup, Bridge, Yellow moon. Ribbons 5, plains 1. Match: 1, 3, 6 or 12 rounds (12 by default).
decision-deal = Teshi or Kuttsuki in both hands: the { -oya } wins; no multiplier on those 6 points. Hands are checked before the river. Teshi is checked before Kuttsuki; 4 of a character are 2 pairs.
decision-turn = An empty pile: the draw or refill is skipped. An emptied river is refilled at once (after the card played, before the draw; after the draw). Sekai no sutā ends the round as soon as its capture is made: from the hand, no draw.
decision-end = On the round's last turn (after it both hands are empty; the { -oya }'s own last turn is not, the opponent still holds a card) no { -shobu } / { -koikoi } choice is offered: a Yaku formed or improved there ends the round by { -shobu }, with the multipliers of a { -koikoi } called earlier. Otherwise the empty hands are checked after that turn. Sekai no sutā and a win by the last { -koikoi } are scored like a { -shobu }, with the multipliers. The next { -oya } is the round's winner; after a void round the { -oya } passes. Equal totals: a draw.
decision-yaku = Only the best of the lights (Goko > Shiko > Ame shiko > Sanko) and of the ribbon colours (Chōfuku replaces Akatan and Aotan) counts; other Yaku add up. The Sake cup counts for Tane, not Kasu. An "extra ribbon" of Akatan, Aotan or Chōfuku is any other ribbon; red ribbons count only for Tan.
rules-discord = **On Discord**: press **My hand** on the board (any time: only you see it). On your turn, pick the card to play (and which river card it takes when two match); choose the capture of a drawn card when two match; then { -shobu } or { -koikoi }, with the points { -shobu } would score now. The bot (easy, normal, hard) plays on its own; the board rings the last play in orange.

## Discord: the board, the ping

# $doing: what the player to move does (a step-* message); $scores: "Ana 3 · Bo 5"; $river, $pile: card counts
board-summary = **{ $game }** · round { $round } of { $rounds } · { -oya }: { $oya } · **{ $name }**'s turn: { $doing } · { $scores } · river { $river }, pile { $pile }
board-calls = { -koikoi } called: { $names }
board-summary-over = **{ $game }** is over after { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }: { $result }
board-summary-ended = **{ $game }** was ended in round { $round }: { $scores }
board-summary-resigned = **{ $game }**: { $name } resigned in round { $round }: { $scores }
board-score = { $name } { $score }
board-last = Last play: { $play }.
board-yaku = { $yaku } = { $base }
board-no_yaku = no Yaku yet
board-close = ; close: { $yaku }
# $formed: "Tan 2, Tane 1" or board-no_yaku; $close: board-close or nothing
board-player_yaku = { $name }: { $formed }{ $close }.
board-river_empty = empty
board-alt = The Feli-Fuda table, round { $round } of { $rounds }. River: { $river }.
board-yaku_button = Yaku list
# $taken: the captured cards' names, joined
play-took = { $name } played { $card } and took { $taken }
play-joined = { $name } played { $card }, which joined the river
play-drew_took = drew { $card } and took { $taken }
# $choices: the two matching river cards' names
play-drew_choosing = drew { $card }, which matches { $choices }: choosing
play-drew_joined = drew { $card }, which joined the river
play-refilled = the empty river was refilled with { $cards }
turn-ping = { $mention }, your turn in Feli-Fuda (round { $round } of { $rounds }).
# what the ping asks when the person has no open hand showing their turn
turn-ping-press = Press **My hand** on the board.

## Discord: round results, the end

post-title-won = Round { $n } of { $rounds }: { $name } scores { $points }
post-title-void = Round { $n } of { $rounds }: void
post-hand_shown = { $name }'s hand: { $cards }.
post-river_shown = The river: { $cards }.
post-yaku = Yaku: { $yaku }
post-base = Base score: { $base }
post-no_multiplier = No multiplier on a hand Yaku: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
post-multipliers-none = No multiplier.
post-counter_lucky_seven = Countering a lucky seven (the opponent's Yaku total { $base }, 7 or more) ×2
# $base: the Yaku total; $doubles: " × 2" once per multiplier (or nothing); $points: the result
post-total = **Total: { $base }{ $doubles } = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }**
post-calls = { -koikoi } called by: { $names }
post-match = Match: { $scores }
post-alt = The result of round { $n }: how it ended, each Yaku with its cards, the base score, the multipliers and the total.
end-shobu = { -shobu }
end-sekai_no_suta = Sekai no sutā
end-last_koikoi = last { -koikoi }
end-hands_empty = hands ran out
end-teshi = Teshi
end-kuttsuki = Kuttsuki
end-river_void = void river
result-title = ### { $game }: the match is over
result-won = 🏆 **{ $name }** wins the match, { $score ->
        [one] { $score } point
       *[other] { $score } points
    } to { $other }.
result-draw = The match is a draw: { $score ->
        [one] { $score } point
       *[other] { $score } points
    } each (this bot's decision: equal totals are a draw).
result-won_short = { $name } wins, { $score } to { $other }
result-draw_short = a draw, { $score } each
result-totals = Totals: { $scores }
# $how: how the round ended (an end-* message)
result-round-won = Round { $n }: { $name } +{ $points } ({ $how })
# $how: how the round ended (an end-* message)
result-round-void = Round { $n }: void ({ $how })
render-resigned = { $name } resigned.
render-ended = The match was ended before its end.

## Discord: the hand panel

panel-your_turn = **Your turn** (round { $round } of { $rounds }): play a card from your hand.
panel-select = Play a card...
panel-option-takes = takes { $taken }
panel-option-joins = matches nothing: joins the river
panel-option-choice = { $card } → { $taken }
panel-option-leaves = takes { $taken } (leaves { $left })
panel-take = You drew **{ $card }**: two river cards match it. Which one does it capture?
panel-take_button = Take { $card }
panel-decide = You formed or improved **{ $yaku }**.
panel-your_yaku = Your Yaku: { $yaku } = base { $base }.
panel-shobu_now = **{ -shobu }** now scores { $score }.
# $base: the Yaku total; $doubles: " × 2" once per multiplier; $names: the multipliers' short names
panel-score = { $base }{ $doubles } = **{ $points ->
        [one] { $points } point
       *[other] { $points } points
    }** ({ $names })
panel-score-plain = **{ $points ->
        [one] { $points } point
       *[other] { $points } points
    }**
panel-koikoi_on = **{ -koikoi }**: play on, hoping for more; you may stop again only after forming or improving a Yaku.
panel-koikoi_wins = Both hands are empty: **{ -koikoi }** now ends the round and you win it as the last to call { -koikoi }: { $score }.
panel-koikoi_void = Both hands are empty and you are the { -oya }: **{ -koikoi }** now makes the round void.
panel-shobu_button = { -shobu }! ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
panel-koikoi_button = { -koikoi }! (play on)
panel-koikoi_button-wins = { -koikoi }! ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
panel-koikoi_button-void = { -koikoi }! (void round)
# $doing: what the player to move does (a step-* message)
panel-waiting = It is **{ $name }**'s turn: { $doing } (round { $round } of { $rounds }). You will be pinged when it is yours.
panel-hand = **Your hand**: { $cards }
panel-hand-empty = **Your hand** is empty.
panel-alt = Your hand and the river: only you see this picture.
multiplier-short-lucky_seven = lucky seven
multiplier-short-koikoi = your { -koikoi }
multiplier-short-counter_lucky_seven = countering a lucky seven
multiplier-short-counter_koikoi = countering a { -koikoi }
confirm-played = You played { $card }.
confirm-played_took = You played { $card } and captured { $taken }.
confirm-played_joined = You played { $card }: it joined the river.
confirm-drew_took = You drew { $card } and captured { $taken }.
confirm-drew_joined = You drew { $card }: it joined the river.
confirm-drew_choose = You drew { $card }: it matches two river cards.
confirm-took_drawn = Your drawn card captured { $card }.
confirm-shobu = You called { -shobu }!
confirm-koikoi = You called { -koikoi }!
confirm-round_won = Round { $n } is over: you scored { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
confirm-round_lost = Round { $n } is over: { $name } scored { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
confirm-round_void = Round { $n } is over: void, nobody scores.
confirm-decide = You formed or improved a Yaku: { -shobu } or { -koikoi }?
confirm-turn_over = Your turn is over: { $name } plays.
confirm-match_over = That ended the match: see the result in the channel.

## images (render/koikoi*.py)

render-seat = Player { $n }
render-you = { $name } (you)
render-title = { $game } · Round { $round } of { $rounds }
render-pile = Pile { $n }
render-to_play = { $name } plays a card from hand
render-to_take = { $name } drew { $card }: which of the two river cards (?) does it capture?
render-to_decide = { $name } formed or improved { $yaku }: { -shobu } or { -koikoi }?
render-won = { $name } wins the match, { $score ->
        [one] { $score } point
       *[other] { $score } points
    } to { $other }
render-draw = The match is a draw: { $score ->
        [one] { $score } point
       *[other] { $score } points
    } each
render-oya = { -oya }
render-koikoi = { -koikoi }!
render-stats = { $score ->
        [one] { $score } point
       *[other] { $score } points
    } · { $hand } in hand
render-group-light = Lights: { $n }
render-group-ten = 10 points: { $n }
render-group-ribbon = Ribbons: { $n }
render-group-plain = Plains: { $n }
render-yaku = Yaku: { $yaku } = { $base }
render-no_yaku = No Yaku yet
render-close = Close: { $yaku }
render-river = River ({ $n })
render-river_empty = (empty)
render-drawn = Drawn:
render-last_play = { $name }'s turn:
render-played = played
render-took = took
render-drew = drew
render-ended_by = { $name }'s turn that ended the round:
render-completed-played = { $card }, played, took { $taken }: that completed { $yaku }
render-completed-drawn = { $card }, drawn, took { $taken }: that completed { $yaku }
render-hand_shown = The winning hand:
render-river_shown = The river dealt:
render-total = Total: { $base }{ $doubles } = { $points }
render-joined = joined the river
render-choosing = matches two: choosing
render-refilled = river refilled with
render-rounds = Rounds:
render-round_won = { $n }. { $name } +{ $points }
render-round_void = { $n }. void
render-key-light = light, 20
render-key-ten = 10 points
render-key-ribbon = ribbon, 5
render-key-plain = plain, 1
render-key-ribbons = ribbons: P poetry, R red, B blue
render-key-last = last play
render-key-choice = may be captured
render-hand_title = { $name }: your hand · Round { $round } of { $rounds }
render-private = only you see this
render-hand_empty = Your hand is empty.
render-matches-0 = no match
render-matches-1 = takes 1
render-matches-2 = 2 match: choose
render-matches-3 = takes all 3
render-sheet-title = Feli-Fuda: the Yaku (scores add up)
render-sheet-points = { $points }
render-sheet-of = { $need } of { $count }:
render-sheet-example = e.g.
render-sheet-note-best = Only the best light Yaku counts (Goko > Shiko > Ame shiko > Sanko), and Chōfuku replaces Akatan and Aotan; every other Yaku adds up.
render-sheet-note-multipliers = Each doubles the score: a base of 7 or more; your { -koikoi }; the opponent's Yaku at 7 or more; the opponent's { -koikoi }.

## Discord: commands (cogs/koikoi)

name-group = koikoi
name-cmd-start = start
name-cmd-yaku = yaku
name-arg-opponent = opponent
name-arg-level = level
name-arg-rounds = rounds
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
short-poetry_ribbon = Poetry
short-red_ribbon = Red
short-blue_ribbon = Blue
short-microphone = Microphone
short-guitar = Guitar
short-bass_guitar = Bass
short-drum = Drum
short-synthesizer = Synth
short-curtain = Curtain
short-tokyo_panorama = Tokyo
short-white_moon = White moon
short-sake_cup = Sake cup
short-bridge = Bridge
short-kyoto_panorama = Kyoto
short-umbrella = Umbrella
short-osaka_panorama = Osaka
short-yellow_moon = Yellow moon
short-osaka_castle = Castle
short-plain = plain
special-poetry_ribbon = Poetry ribbon
special-red_ribbon = Red ribbon
special-blue_ribbon = Blue ribbon
special-microphone = Microphone
special-guitar = Guitar
special-bass_guitar = Bass guitar
special-drum = Drum
special-synthesizer = Synthesizer
special-curtain = Curtain
special-tokyo_panorama = Tokyo panorama
special-white_moon = White moon
special-sake_cup = Sake cup
special-bridge = Bridge
special-kyoto_panorama = Kyoto panorama
special-umbrella = Umbrella
special-osaka_panorama = Osaka panorama
special-yellow_moon = Yellow moon
special-osaka_castle = Osaka castle
special-plain = Plain
card-0 = Poetry ribbon (Felicya super star)
card-1 = Microphone (Felicya super star)
card-2 = Plain (Felicya super star)
card-3 = Plain (Felicya super star)
card-4 = Red ribbon (Felicya)
card-5 = Guitar (Felicya)
card-6 = Plain (Felicya)
card-7 = Plain (Felicya)
card-8 = Red ribbon (Clémentine)
card-9 = Bass guitar (Clémentine)
card-10 = Plain (Clémentine)
card-11 = Plain (Clémentine)
card-12 = Poetry ribbon (Amélya)
card-13 = Drum (Amélya)
card-14 = Plain (Amélya)
card-15 = Plain (Amélya)
card-16 = Blue ribbon (Ashanty)
card-17 = Synthesizer (Ashanty)
card-18 = Plain (Ashanty)
card-19 = Plain (Ashanty)
card-20 = Poetry ribbon (Kitsune)
card-21 = Curtain (Kitsune)
card-22 = Plain (Kitsune)
card-23 = Plain (Kitsune)
card-24 = Tokyo panorama (Kirin)
card-25 = White moon (Kirin)
card-26 = Plain (Kirin)
card-27 = Plain (Kirin)
card-28 = Blue ribbon (Komainu)
card-29 = Sake cup (Komainu)
card-30 = Plain (Komainu)
card-31 = Plain (Komainu)
card-32 = Red ribbon (Hoo)
card-33 = Bridge (Hoo)
card-34 = Plain (Hoo)
card-35 = Plain (Hoo)
card-36 = Kyoto panorama (Yatagarasu)
card-37 = Umbrella (Yatagarasu)
card-38 = Plain (Yatagarasu)
card-39 = Plain (Yatagarasu)
card-40 = Blue ribbon (Ryu)
card-41 = Osaka panorama (Ryu)
card-42 = Plain (Ryu)
card-43 = Plain (Ryu)
card-44 = Yellow moon (Odokuro)
card-45 = Osaka castle (Odokuro)
card-46 = Plain (Odokuro)
card-47 = Plain (Odokuro)

## Issue 22: the round's last turn has no Shobu / Koi-Koi choice
panel-last_turn = Last turn of the round: a Yaku formed or improved now ends the round by { -shobu } (no { -koikoi }).
round_end-shobu_last_turn = { $winner } formed a Yaku on the round's last turn: { -shobu } (last turn)
end-shobu_last_turn = { -shobu } (last turn)
option-old_rules = This match follows the rules before 25 November 2026: { -shobu } or { -koikoi } is offered on the last turn too.
## The CPU levels, in /koikoi rules
rules-cpu-easy = **Easy**: a beginner: plays a random card (a matching card still captures) and calls { -shobu } or { -koikoi } on a whim.
rules-cpu-normal = **Normal**: a sound player who looks a little ahead: for each choice it plays the round out about a thousand times in all over the ways your hidden cards could lie (hard's method, with a twenty-fourth of its tries), and picks what most raises its chance of winning the match.
rules-cpu-hard = **Hard**: thinks ahead: for each choice it plays the round out thousands of times over the ways your hidden cards could lie, and picks what most raises its chance of winning the match (a fraction of a second a move). The bot never sees your hand or the pile: it decides from what its seat may see.
rules-cpu-odds = **How strong** (6-round matches): hard wins about 57 matches in 100 against normal and 93 against easy; normal wins about 92 against easy.

## the live board (the Activity, cogs/koikoi/live.py): a turn by touch
live-your_turn = Your turn
live-play = Tap a card of your hand: the river cards it can take light up. (One that takes nothing joins the river at once.)
live-play_picked = Now tap a lit river card (or another card of your hand).
live-take = You drew **{ $card }**: two river cards match it. Tap the one it captures.
live-watching = You are watching: the hands stay hidden from you.
live-hand = Your hand
# $name: a player; $count: the cards in their hand (face down)
live-hand_count = { $name }'s hand: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, face down
live-captures_of = { $name }'s captured cards
# $doing: what the player to move does (a step-* message)
live-turn = It is **{ $name }**'s turn: { $doing }.
live-can_take = can be taken
live-next_round = Next round
live-to_table = Back to the table
live-rounds = Rounds played
