### English messages of the yokai catalogue.
### Ids are the code's keys with '-' for '.'.

## Terms: the rulebook's words, used by the messages below (translate them once here)

# the game and its creatures (the rulebook's spelling)
-yokai = Yōkai
# the rulebook's Affinity cards
-affinity = Affinity
# score tier
-tier-honorable = Honorable
# score tier
-tier-glorious = Glorious
# score tier (current edition)
-tier-legendary = Legendary


## names (shared by images and messages)

family-kitsune = Kitsune
family-kappa = Kappa
family-rokurokubi = Rokurokubi
family-oni = Oni
family-kitsune-gloss = foxes
family-kappa-gloss = river children
family-rokurokubi-gloss = long-necked women
family-oni-gloss = demons
objective-band = Band (2 × 8)
objective-frame = Frame (hollow 5 × 5)
objective-stairs = Stairs (8 steps of 2)
edition-current = Current edition (5 levels)
edition-first = First edition (4 levels)

## tier names per edition (the first edition's French "Totale" is its top tier)

tier-current-honorable = { -tier-honorable }
tier-current-glorious = { -tier-glorious }
tier-current-legendary = { -tier-legendary }
tier-first-honorable = { -tier-honorable }
tier-first-glorious = { -tier-glorious }
tier-first-legendary = Total

## render (text drawn inside images)

render-turn = turn { $turn }
# $step: what the player to move is doing (a step-* message)
render-to_move = { $name } is { $step }
render-over = The game is over
render-ended = The game was ended early (abandoned)
render-level = { $edition } · level { $level }
render-edition-current = current edition
render-edition-first = first edition
render-pile_count = { $n } in the pile
render-revealed = Revealed hints (outlined: may be placed now)
render-set_aside = Hints set aside face down (outlined: placed next)
render-stack = a stack, oldest first: only the top one may be placed
render-top = top
render-none = none yet
render-new = new
render-new_hint = a hint revealed or placed lately
render-turned = The layout is drawn a quarter turn round, to fit a phone's screen.
# the legend of the eye drawn on a card lifted (peeked at) in the last turn
render-peeked_last = peeked last turn
render-objective = Objective
render-objective_is = { render-objective }: { $shape }
render-fate_count = { $fate }: { $count } ({ $points })
render-affinity = { -affinity }
render-mine = Your secret { -affinity }
render-public = public
render-badge-secret = holds a secret { -affinity } card
render-seat = Player { $n }
render-you = { $name } (you)
render-private = only you see this
render-held_by = held by { $name }
render-move_card = Moving card { $card }: choose one of the lettered spaces
# $tier: a tier-* message (the score's tier)
render-won = Appeased! Score { $score }: { $tier } victory
render-lost = The game is lost
render-ended-declared = The { -yokai } were declared appeased.
render-ended-hints_used = The last hint was placed.
render-fate-placed_right = placed right
render-fate-placed_wrong = placed wrong
render-fate-revealed = revealed, not placed
render-fate-hidden = never revealed
render-total = total { $points }
render-lost_scores_nothing = a lost game scores nothing
render-path-level = Level { $level }
render-level-current-1 = basic rules
render-level-current-2 = secret { -affinity }
render-level-current-3 = stacked hints
render-level-current-4 = colourless hints
render-level-current-5 = Objective
render-level-first-1 = basic rules
render-level-first-2 = public { -affinity }
render-level-first-3 = secret { -affinity }
render-level-first-4 = Objective
render-path-won = Won / played
render-path-best = Best score

## cog (messages, buttons)

game-name = { -yokai }
game-about = { -yokai }, the cooperative memory game

## levels and options (lobby, board, /yokai rules)

level-current-1 = basic rules
level-current-2 = one secret { -affinity } card, seen only by the first player
level-current-3 = revealed hints are stacked: only the top one may be placed
level-current-4 = hints are never revealed: set aside face down and placed blind
level-current-5 = an Objective shape, chosen by the players (random if not chosen)
level-first-1 = basic rules
level-first-2 = one { -affinity } card, visible to all
level-first-3 = one secret { -affinity } card, given to the first player
level-first-4 = one Objective shape drawn at random, visible to all
opt-level = **{ $edition }**, level { $level }: { $description }
opt-hints-rulebook = Hints: the rulebook's split for the number of players
opt-hints-custom = Hints: { $one } one-family, { $two } two-family, { $three } three-family
opt-hints-easier = { $n ->
        [one] { $n } three-family hint swapped for a one-family hint
       *[other] { $n } three-family hints swapped for one-family hints
    } (easier)
opt-hints-harder = { $n ->
        [one] { $n } one-family hint swapped for a three-family hint
       *[other] { $n } one-family hints swapped for three-family hints
    } (harder)
opt-colourless = Variant: colourless hints (never revealed, placed blind)
opt-stacked = Variant: stacked hints (only the last revealed may be placed)
opt-secret = Secret { -affinity } cards: { $n } (the first player, then in seat order)
opt-public = Public { -affinity } cards: { $n }
opt-objective = Objective: { $name }
opt-objective-random = Objective: drawn at random when the game starts
opt-with_objective = Variant: an Objective on top of the level

## the board message

step-peek0 = peeking at a first card
step-peek1 = peeking at a second card
step-move = moving a card
step-hint = revealing or placing a hint
# $step: what the player to move is doing (a step-* message); $pile, $revealed, $placed: hint counts
board-summary = **{ $game }** · turn { $turn } · **{ $name }** is { $step } · hints: { $pile } in the pile, { $revealed } revealed, { $placed } placed
board-summary-ended = **{ $game }** · ended at turn { $turn }, before its end: recorded as abandoned.
board-summary-over = **{ $game }** · the game is over after { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }.
# $cards: the numbers of the cards peeked at ("3, 7"); $count: how many
board-peeks = { $name } peeked at { $count ->
        [one] card
       *[other] cards
    } { $cards }.
board-last_move = Last move: { $name } moved card { $card }.
# $a, $b: two family names
board-public_affinity = { -affinity }: { $a } and { $b } must touch at the end.
board-holders = Secret { -affinity } held by { $names }.
board-objective = Objective: the 16 cards must form the { $name } shape (turned any way).
board-play = Play my turn
board-secrets = My secrets
board-help = How to play
board-moved = The board moved further down the channel.
board-alt = The { -yokai } board, turn { $turn }: 16 face-down cards numbered 1 to 16; { $pile ->
        [one] { $pile } hint
       *[other] { $pile } hints
    } in the pile.
turn-ping = { $mention }, it is your turn (turn { $turn }).
# what the ping asks when the person has no open panel showing their turn
turn-ping-press = Press **Play my turn** on the board, or use `/yokai peek`.

## the turn panel (ephemeral: only the player to move sees it)

panel-header = **Turn { $turn }**: your turn, { $name }.
panel-peek0 = Step 1 of 3: peek at two cards: both at once, or one and then another after seeing it. Only you see them; remember them!
panel-peek1 = Step 1 of 3: now peek at a second card.
panel-peeked = You peeked: { $cards }.
panel-peeked_card = card { $card } is **{ $family }**
panel-move = Step 2 of 3: move one card (any unlocked card, peeked or not). It must land next to another card, and all 16 cards must stay connected.
panel-move_pick = Where should card { $card } go? The lettered spaces on the picture are where it can go.
panel-hint = Step 3 of 3: reveal the top hint, or place a revealed hint on a card (that card is then locked).
panel-hint-colourless = Step 3 of 3: set the top hint aside face down, or place the oldest face-down hint on a card (that card is then locked).
panel-hint-pile_empty = The pile is empty: you must place a hint.
panel-hint-none_revealed = No hint is revealed yet: you must reveal one.
# $families: the hint's family names, joined
panel-hint_pick_card = Place hint { $hint } ({ $families }) on which card?
panel-declare_confirm = Declare that the { -yokai } are appeased? The game ends at once and every card is revealed. You win if every family forms one group (and the level's conditions hold).
panel-done = Done! { $next } plays next.
panel-over = The game is over: see the reveal in the channel.
panel-stale = That was out of date; here is the current state of your turn.
panel-not_your_turn = It is { $player }'s turn. You will be pinged when it is yours.
panel-select_peek = Peek at a card…
panel-select_peeks = Peek at two cards (or one)…
panel-select_move = Move which card…
panel-select_dest = Move it to…
panel-select_dest_more = …or to (more spaces)
panel-select_hint = Place which hint…
panel-select_card = On which card…
panel-reveal = Reveal the top hint
panel-reveal-colourless = Set the top hint aside
panel-declare = Declare the { -yokai } appeased
panel-declare_yes = Yes, they are appeased
panel-back = Back
panel-card = Card { $card }
panel-card_peeked = you peeked: { $family }
panel-card_hint = peeked this turn
panel-slot = Space { $label }
panel-slot_desc = next to card { $cards }
panel-slot_choice = Space { $label }: next to card { $cards }
# $families: the hint's family names, joined
panel-hint_option = Hint { $hint }: { $families }
panel-face_down = face down
panel-moved = You moved card { $card }.
panel-revealed = You revealed hint { $hint }: { $families }.
panel-set_aside = You set hint { $hint } aside face down.
panel-placed = You placed hint { $hint } on card { $card }.
panel-alt_peek = The board as you see it: the cards you peeked this turn are face up.

## secrets

secrets-none = You hold no secret card in this game.
secrets-affinity = Your secret { -affinity } card: **{ $a }** and **{ $b }** must touch at the end (some card of one beside some card of the other). Don't tell the others!
# $mentions: the mentions of the players holding one
secrets-notice = { $mentions }: you hold a secret { -affinity } card. Press **My secrets** on the board to read it (only you will see it).
secrets-not_seated = You are not playing in this game, so you hold no secret.

## the end

# $tier: a tier-* message (the score's tier); $edition: an edition-* message
result-won = 🎉 **The { -yokai } are appeased!** Score **{ $score }**: a **{ $tier }** victory ({ $edition }, level { $level }).
# $reasons: why, the reason-* messages joined
result-lost = The { -yokai } are **not** appeased: { $reasons }. A lost game scores nothing.
reason-not_appeased = { $families } not in one group
reason-affinity_failed = an { -affinity } card does not hold
reason-objective_failed = the cards do not form the Objective shape
# the families are all grouped: only the Objective's shape failed
reason-objective_only = every family is in one group, but together the cards do not form the Objective shape ({ $shape })
result-declared = { $name } declared the { -yokai } appeased.
result-hints_used = The last hint was placed.
result-breakdown = Hints: { $right } placed right (+1 each), { $wrong } placed wrong (−1 each), { $revealed } revealed but unused (+2 each), { $hidden } never revealed (+5 each): { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
result-breakdown-lost = Hints: { $right } placed right, { $wrong } placed wrong, { $revealed } revealed but unused, { $hidden } never revealed.
result-path = Ticked on the Level checklist of this server and of every player: see `/yokai path`.
result-next_level = Next level ({ $level })
result-alt = The reveal: every card face up, each family's group outlined.

## /yokai path

path-title-guild = { $name }: your path
path-title-player = { $name }'s path
path-alt = The Level checklist: levels × { -tier-honorable }, { -tier-glorious }, { -tier-legendary }.
path-summary = { $won ->
        [one] { $won } game won
       *[other] { $won } games won
    } of { $played } played ({ $abandoned } abandoned).
# /yokai path when some games had bots: the games among people, then the games with bots, kept apart
path-people = **Among people**: { $summary }
path-bots = **With bots** (kept apart): { $summary } They tick the checklist only in a server that counts them (`/settings bot_games`; this server: { $counted ->
        [yes] counts them
       *[no] does not
    }).

## configurations that cannot be played (ConfigError keys)

config-levels-current = The current edition has levels 1 to { $top }; got level { $level }.
config-levels-first = The first edition has levels 1 to { $top }; got level { $level }.
config-split_three = A hint split gives three counts: one-, two- and three-family hints.
config-split_all_three = For a custom hint split give all three counts: one_family, two_family, three_family.
config-split_kind_one = { $limit ->
        [one] There is { $limit } one-family hint
       *[other] There are { $limit } one-family hints
    }; asked for { $count }.
config-split_kind_two = { $limit ->
        [one] There is { $limit } two-family hint
       *[other] There are { $limit } two-family hints
    }; asked for { $count }.
config-split_kind_three = { $limit ->
        [one] There is { $limit } three-family hint
       *[other] There are { $limit } three-family hints
    }; asked for { $count }.
config-split_empty = A game needs at least one hint card.
config-public_min = Level { $level } already has { $count ->
        [one] { $count } public { -affinity } card
       *[other] { $count } public { -affinity } cards
    }.
config-secret_min = Level { $level } already has { $count ->
        [one] { $count } secret { -affinity } card
       *[other] { $count } secret { -affinity } cards
    }.
config-affinities_max = { $count ->
        [one] There is only { $count } { -affinity } card
       *[other] There are only { $count } { -affinity } cards
    } in all.
config-secret_max = At most one secret { -affinity } card per player ({ $count }).
config-holders_count = Name one holder per secret { -affinity } card.
config-holders_twice = A player holds at most one secret { -affinity } card.
config-holders_seats = { -affinity } holders are seats 0 to { $last }.
config-no_objective-current = Level { $level } of the current edition has no Objective card.
config-no_objective-first = Level { $level } of the first edition has no Objective card.
config-objective_random = The first edition draws its Objective card at random.
config-players = { -yokai } is played by { $high ->
        [one] { $low } to { $high } player
       *[other] { $low } to { $high } players
    }; got { $players }.
config-secret_players = { $count ->
        [one] { $count } secret { -affinity } card needs
       *[other] { $count } secret { -affinity } cards need
    } as many players.
config-shift_easier = { $players ->
        [one] With { $players } player
       *[other] With { $players } players
    } the hints can't be made { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    } easier: there are { $one } one-family and { $three ->
        [one] { $three } three-family hint
       *[other] { $three } three-family hints
    }.
config-shift_harder = { $players ->
        [one] With { $players } player
       *[other] With { $players } players
    } the hints can't be made { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    } harder: there are { $one } one-family and { $three ->
        [one] { $three } three-family hint
       *[other] { $three } three-family hints
    }.

## engine refusals (IllegalAction keys)

illegal-no_card = There is no card { $card }: cards are numbered 1 to { $max }.
illegal-peek_first = First peek at two cards.
illegal-peek_second = First peek at a second card.
illegal-move_now = Now move one card.
illegal-hint_now = Now reveal or place a hint.
illegal-declare_at_start = You can declare the { -yokai } appeased only at the start of your turn, instead of playing it.
illegal-peeked_twice_move = You have already peeked at two cards this turn. Now move one card.
illegal-peeked_twice_hint = You have already peeked at two cards this turn. Now reveal or place a hint.
illegal-locked_peek = Card { $card } is locked by a hint: it can no longer be peeked at.
illegal-peeked_already = You already peeked at card { $card }: pick a different card.
illegal-locked_move = Card { $card } is locked by a hint: it can no longer move.
illegal-bad_cell = A space is written (x, y).
illegal-move_compulsory = A move is compulsory: choose a different space.
illegal-cell_taken = That space is taken: choose an empty space.
illegal-not_connected = A card must land next to another card, and all 16 cards must stay connected by their sides.
illegal-pile_empty = No face-down hint is left: place a revealed hint.
illegal-none_revealed = No hint has been revealed yet: reveal one.
illegal-hint_not_revealed = Hint { $hint } is not among the revealed hints you can place.
illegal-stack_top = Revealed hints are stacked: only the top one (the last revealed) may be placed.
illegal-oldest_first = Face-down hints are placed oldest first.
illegal-card_has_hint = Card { $card } already has a hint: at most one hint per card.

## /yokai end, board, errors

end-confirm = End the game in this channel now? It will be recorded as abandoned.
end-cancelled = The game goes on.
board-reposted = Here is the board again: { $link }
error-bad_destination = Pick a space from the list (it shows the spaces that card can reach).
error-no_card = Pick a card from the list.
error-hint_needs = To place a hint, give both the hint and the card.

## slash command descriptions

cmd-start = Open a { -yokai } table in this channel
name-group = yokai
name-cmd-start = start
name-cmd-peek = peek
name-cmd-move = move
name-cmd-hint = hint
name-cmd-declare = declare
name-cmd-secrets = secrets
name-cmd-path = path
name-arg-edition = edition
name-arg-level = level
name-arg-hints = hints
name-arg-one_family = one_family
name-arg-two_family = two_family
name-arg-three_family = three_family
name-arg-colourless = colourless
name-arg-stacked = stacked
name-arg-secret_affinities = secret_affinities
name-arg-public_affinities = public_affinities
name-arg-objective = objective
name-arg-extra_objective = extra_objective
name-arg-card = card
name-arg-to = to
name-arg-action = action
name-arg-hint = hint
cmd-peek = Peek at a card (only you see it)
cmd-move = Move a card to a space it can reach
cmd-hint = Reveal the top hint, or place a revealed hint on a card
cmd-declare = Declare the { -yokai } appeased (ends the game)
cmd-panel = Open your turn panel
cmd-secrets = Show your secret cards again (only you see them)
cmd-board = Post the board again at the bottom of the channel
cmd-rules = A short summary of the rules and of this bot's decisions
cmd-end = End the game in this channel (host or Manage Server)
cmd-path = The Level checklist of this server, or of one player
arg-edition = Which rulebook: current (5 levels) or first (4 levels)
arg-level = Difficulty level (1-5 current edition, 1-4 first edition)
arg-hints = Hint difficulty: the rulebook split, or easier/harder with the same total
arg-one_family = Custom split: one-family hints (give all three counts)
arg-two_family = Custom split: two-family hints
arg-three_family = Custom split: three-family hints
arg-colourless = Variant: hints are never revealed (level 4 rules on any level)
arg-stacked = Variant: revealed hints are stacked (level 3 rules on any level)
arg-secret_affinities = Secret { -affinity } cards, one per player from the first
arg-public_affinities = { -affinity } cards visible to all
arg-objective = The Objective shape (level 5, or with extra_objective)
arg-extra_objective = Variant: add an Objective on any level
arg-card = Card number (1-16)
arg-to = The space to move it to (the spaces that card can reach)
arg-action = Reveal the top hint or place a revealed one
arg-hint = The revealed hint to place
arg-player = Whose path (default: this server's)
choice-current = Current edition (5 levels)
choice-first = First edition (4 levels)
choice-standard = Rulebook split
choice-easier = Easier (one more one-family hint)
choice-harder = Harder (one more three-family hint)
choice-band = Band (2 × 8)
choice-frame = Frame (hollow 5 × 5)
choice-stairs = Stairs (8 steps of 2)
choice-random = Random
choice-reveal = Reveal the top hint
choice-place = Place a revealed hint
rules-title = { -yokai }: how to play
rules-goal = **Goal** (cooperative, 2 to 4 players): group the 16 face-down { -yokai } by family (Kitsune, Kappa, Rokurokubi, Oni) so that each family's 4 cards touch by their sides. You may never tell the others what a card is or where one is: hints do the talking.
# The first panel a person opens in their first game of this kind: a heading and three lines on a turn.
intro = **Your first game of { -yokai }?** A turn, in short:
    1. **Peek** at two cards: only you see them.
    2. **Move** one card next to another: all 16 must stay connected.
    3. **Reveal** the top hint or **place** a revealed one on a card. When every family looks grouped, declare the { -yokai } appeased instead.
tutorial-peek = Tutorial: peeking is how you learn where each family is. Only you see these cards: remember their families.
tutorial-move = Tutorial: move a card you peeked next to a card of the same family: that is how the four groups are built, and your teammate reads it as a sign.
tutorial-hint = Tutorial: hints are the only way to tell the others a family. **Reveal the top hint** shows everyone its families; a revealed hint placed on a card (the list) says that card is of one of them, and locks it. Your teammate leaves the hints it reveals for you to place.
tutorial-done = **End of the tutorial.** A tutorial is practice: nothing of it is recorded. Next: `/yokai solo` plays a real game with bot teammates, `/yokai start` opens a table for friends, `/yokai rules` has the whole rules. The other games have a tutorial too: `/koikoi tutorial`, `/sketch tutorial`.
intro-tutorial = New to the game? `/yokai tutorial` is a short game with a bot teammate, coached step by step.
rules-turn = **Your turn**: either declare the { -yokai } appeased (the game ends at once), or:
    1. **Peek** at two different unlocked cards, one after the other (only you see them, here on Discord);
    2. **Move** one unlocked card to an empty space next to another card; all 16 cards must stay connected (the layout can grow beyond the 4 × 4);
    3. **Reveal** the top hint, or **place** a revealed hint on an unlocked card: that card is locked (it can no longer be peeked or moved). A wrong hint is legal: it only costs a point.
rules-end = **End**: when someone declares, or right after the last hint is placed. Every card is revealed. You win if every family is one group (and the level's { -affinity } / Objective holds). Score, won games only: +1 per hint placed right, −1 placed wrong, +2 revealed but unused, +5 never revealed.
rules-levels = **Levels**: current edition 1 basic, 2 secret { -affinity } for the first player, 3 stacked hints, 4 colourless hints, 5 Objective shape; first edition 1 basic, 2 public { -affinity }, 3 secret { -affinity }, 4 random Objective. An { -affinity } card holds when some card of one family touches some card of the other; an Objective holds when the 16 cards form its shape, turned any way (not mirrored).
rules-decisions = **This bot's decisions** (where the rulebooks are silent): the 14 hints are 4 one-family, 6 two-family and 4 three-family; a random seated player starts, then seat order; a move must change the card's space, and the move step is skipped if no card can move; colourless hints are placed oldest first; a win with a negative score is { -tier-honorable }; the Objective shapes are Band (2 × 8), Frame (hollow 5 × 5) and Stairs (8 steps of 2).
rules-bot = **On Discord**: press **Play my turn** on the board (or use `/yokai peek`, `/yokai move`, `/yokai hint`, `/yokai declare`). Your peeks and secrets only ever appear in messages only you can see. `/yokai path` shows the Level checklist.
# /yokai rules, second message: what the bot teammates do (bot/engine/yokai/ai.py, its module doc), for people
rules-bots = ### Bots
    Bot teammates (`/yokai solo`, or `bots:` in `/yokai start`) play their turns on their own after a short pause; nobody is pinged for a bot's turn. A bot knows only what its seat may know (its own peeks, the moves, the hints), never the hidden cards. It follows these conventions, and you can use them too:
    • **A move next to new cards means "same family".** A bot moves a card next to cards it did not touch before only when it knows (it peeked them) that the card belongs with one of its new neighbours.
    • **A slide that touches no new card says nothing.** When a bot knows no such move, it moves a card along the edge so that it touches only cards it already touched.
    • **Hints:** it places a revealed hint only on a card it knows to be of one of the hint's families and that already sits with its family: a hint a bot placed marks a card in its place. Never where the lock would cut the card off from its family's other locked cards (a family's locked cards must still fit in one group of four), and its moves bring cards to a family's locked cards, never take them away. It places rather than reveals when it can (1 point lost instead of 3), and reveals otherwise. When the pile is empty and no card is safe, it places the hint on the likeliest card.
    • **Declaring:** it declares the { -yokai } appeased when what it knows makes every family one group (and every { -affinity } and Objective it knows of hold) 9 times in 10, or 1 time in 2 when its turn would end the game anyway.
    • **Reading you:** it reads your moves and hints by the same conventions, but only as much as your past moves matched them on the cards it knows: play your own way and it soon stops reading you.
rules-bots_more = ### Bots: the details and the figures
    • **What it peeks at:** first a card a partner has just moved (its new neighbours tell something at the same time), else the card that tells it most about the others (one card of a group its partners built tells the whole group).
    • **Level 5 (Objective): "same family" only between peeked cards.** Building the shape, a move touches many cards, so there a move says something only about cards its mover has peeked (everyone sees which cards are peeked, not what they show): a card the mover peeked, moved next to cards the mover peeked, shares its family with one of them (how *normal* bots read a move at level 5; *hard* bots play by the next point).
    • **Level 5, hard bots: each family has its piece of the Objective.** *Hard* bots build the Objective over the starting grid, cut into four pieces of four spaces, Kitsune's, Kappa's, Rokurokubi's and Oni's in reading order (Band: the grid's two middle columns stretched two spaces up and two down, Kitsune upper left, Rokurokubi upper right, Kappa lower left, Oni lower right; Frame: the ring round the grid's upper-left 3 × 3 block, each piece four spaces clockwise from a corner, Kitsune from the top-left one, Oni top-right, Rokurokubi bottom-right, Kappa bottom-left; Stairs: the staircase down to the right whose step in the grid's top row is its top-left card and the space to its left, two steps a piece, Kitsune at the top, then Kappa, Rokurokubi, Oni). A bot moves a { -yokai } into a piece only when it peeked that it is of that piece's family, so a card moved into a piece tells its family; a move within a piece, out of one or outside the shape tells nothing. When hard bots are at the table, the board and your panel tint each piece in its family's colour.
    • **Levels:** *easy* plays like a beginner (random moves, but it joins two cards it has just seen of one family, and declares only on its last turn); *normal* follows the conventions; *hard* follows them and tries its moves on layouts that fit what it knows, within a quarter of a second; at level 5 it plans the Objective's shape cut into four groups of four, one per family as far as it knows them (the pieces above), moves the card that brings the layout nearest to such a plan, and places hints only on cards that stay where they are in it.
    • **How often bots win** (a table of *hard* bots, 1,000 games each): level 1, 94 % of the games with two seats, 98 % with three, 97 % with four; level 3, 94, 98 and 93 %; level 5, 22 % with two seats, 80 % with three, 86 % with four. With two seats level 5 leaves too few turns to build the shape family by family: add a bot (`bots:`) for a fairer chance.
    • Games with bots tick the Level checklist only in a server that counts them (`/settings bot_games`); `/yokai path` shows them apart.

## The public log: the last turn's recap on the board and /yokai log
log-title = **The game so far** ({ $shown ->
        [one] the last turn
       *[other] the last { $shown } turns
    } of { $turns })
log-empty = Nobody has played yet.
log-last = Last turn: { $line }
# $steps: what the player did, e.g. "peeked at cards 1 & 2, moved card 3 to the right of card 7"
log-turn = turn { $turn }, { $name } { $steps }
log-peeked = peeked at { $count ->
        [one] card
       *[other] cards
    } { $cards }
log-moved = moved card { $card } { $where }
log-right_of = to the right of card { $card }
log-left_of = to the left of card { $card }
log-below = below card { $card }
log-above = above card { $card }
log-somewhere = to a new space
log-revealed = revealed hint { $hint } ({ $families })
log-placed = placed hint { $hint } on card { $card }
log-declared = declared the { -yokai } appeased
cmd-log = Every move of this channel's game so far, as the table saw it
name-cmd-log = log
cmd-solo = Play now with bot teammates: a table with you and 1 to 3 bots, started at once
name-cmd-solo = solo
arg-bots = Bot teammates seated at once (0-3); people take the other seats
arg-solo_bots = How many bot teammates (1-3)
arg-bot_level = How well the bots play: easy, normal or hard
name-arg-bots = bots
name-arg-bot_level = bot_level
cmd-daily = Today's deal of this server: the same cards at every table, once a day per person
name-cmd-daily = daily
arg-daily_bots = Bot teammates seated at once; when they fill every other seat, the game starts at once
cmd-daily_group = The server's deal of the day: play it, or see its board
cmd-daily_board = Today's board of this server's deal: scores, tiers, turns, tables, streaks, yesterday's winners
name-cmd-play = play
# /yokai daily board (the picture and its message); $day is YYYY-MM-DD (UTC)
daily-title = Today's deal, { $day }
daily-subtitle = Level { $level }, { $seats } players. The same cards at every table; once a day per person.
daily-alt = The day's board: { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    } with their scores.
daily-member = { $name } ({ $days ->
        [one] { $days } day
       *[other] { $days } days in a row
    })
daily-bots = { $count ->
        [one] { $count } bot
       *[other] { $count } bots
    }
daily-lost = lost
daily-playing = still playing
daily-abandoned = abandoned
daily-alt_table = { $rank }. { $members }: { $result }
daily-alt_points = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
daily-yesterday = Yesterday's winners: { $names } ({ $score ->
        [one] { $score } point
       *[other] { $score } points
    }).
daily-yesterday_none = Yesterday's deal had no winner.
render-daily-turns = { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }
render-daily-none = Nobody has played today's deal yet: /yokai daily play.

## history (/yokai history)
history-options = { $edition }, level { $level }
history-won = won, { $score ->
        [one] { $score } point
       *[other] { $score } points
    } ({ $tier })
history-lost = lost
render-targets = Level 5: where hard bots build each Objective (the starting grid dashed) and whose family each piece is. A card moved into a piece is of that family.

## the live board (the Activity, cogs/yokai/live.py): a turn by touch

live-peek0 = Tap a card to peek at it: only you see it. Then a second one.
live-peek1 = Tap a second card to peek at it.
live-move = Tap a card to move, then one of the lit spaces (or drag it there).
live-hint = Tap the pile to reveal its top hint, or tap a revealed hint and then the card to place it on.
live-hint-colourless = Tap the pile to set its top hint aside face down, or tap the face-down hint and then the card to place it on.
# $count: face-down hints left
live-pile = Hints left: { $count }
live-reveal = Reveal the top hint
live-reveal-colourless = Set the top hint aside
live-declare = Declare the { -yokai } appeased
live-declare_confirm = Declare that the { -yokai } are appeased? The game ends at once and every card is revealed. You win if every family forms one group (and the level's conditions hold).
live-declare_yes = Yes, they are appeased
live-cancel = Not yet
live-watching = You are watching: what the players peek at stays hidden from you.
live-peeked_before = peeked last turn
live-your_turn = Your turn
live-objective_formed = The 16 cards form the Objective's shape.
live-objective_not_formed = The 16 cards do not form the Objective's shape yet: declaring now loses the game.
# $a, $b: family names
live-secret = Your secret { -affinity }: { $a } and { $b } must touch at the end.
# $card: the card being moved; $where: "to the right of card 7"...
live-cell = Move card { $card } here: { $where }
