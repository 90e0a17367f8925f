### English messages of the common catalogue.
### Ids are the code's keys with '-' for '.'.


## session refusals (bot.sessions.SessionError keys)

# $kind: the game's command group, as typed (koikoi, yokai, sketch)
session-no_game = There is no game in this channel. Start one with `/{ $kind } start`.
# $kind: the game's command group, as typed (koikoi, yokai, sketch)
session-channel_busy = This channel already has a game going. Finish it (or `/{ $kind } end` it) first, or start one in another channel or thread.
session-limit_user = You already sit at { $limit ->
        [one] { $limit } open table
       *[other] { $limit } open tables
    }: finish or end one before opening or joining another.
session-limit_guild = This server already { $limit ->
        [one] has { $limit } open table
       *[other] has { $limit } open tables
    }: finish or end one before opening another.
session-unknown_game = I don't know that game any more: it may have been closed long ago.
session-already_seated = You are already seated in this game.
session-full = This game is full ({ $max ->
        [one] { $max } player
       *[other] { $max } players
    }).
session-lobby_closed = This lobby is closed: the game has started or was cancelled.
session-host_cannot_leave = You are the host: use Cancel to close the lobby instead.
session-not_in_lobby = You are not seated in this lobby.
session-host_only = Only the host can do that.
session-invited_only = This table is waiting for the player who was invited.
session-not_enough_players = { $min ->
        [one] At least { $min } player is needed
       *[other] At least { $min } players are needed
    } to start.
session-not_seated = You are not playing in this game, but you are welcome to watch!
session-not_active = This game is over.
session-not_over = This game is not over yet.
session-no_rematch = This game was not played to its end: there is no rematch of it. Start a new one with `/{ $kind } start`.
session-not_your_turn = It is { $player }'s turn. You will be pinged when it is yours.
session-stale = That was out of date: the game has moved on.
session-cannot_resign = This game cannot be resigned: it is played together. `/{ $kind } end` ends it.
session-no_such_cpu = There is no such bot level.
session-daily_seats = Today's deal is for { $seats } players: fill the seats with people or bots.
session-daily_played = Today's deal of this server was already played by { $mentions }: once a day per person.
session-cooldown = Not so fast: try again in { $seconds } s.
session-self_invite = Invite someone else, or leave `opponent` empty to play the bot.
session-bot_invite = Discord bot accounts can't be invited: leave `opponent` empty to play the bot.

## engine refusals shared by every game (IllegalAction keys)

illegal-bad_action = That is not something this game understands.
illegal-game_over = The game is over.

## errors

error-unexpected = Sorry, something went wrong on my side. If you just played, look at the board: what is shown there is what was saved.
error-discord = Discord did not take my answer. If you just played, your move is saved: look at the board.
error-no_permission = Only the host or a member with Manage Server can do that.
error-manage_server = Only members with Manage Server can change the server's settings.
error-forbidden = I can't post here. Please ask an admin to give me View Channel, Send Messages, Send Messages in Threads, Embed Links and Attach Files in this channel.
error-guild_only = Games are played in a server channel or thread, not in direct messages.
error-bad_option = I could not read `{ $value }`: pick a value from the list.
error-unknown_option = This command has no option `{ $name }`: your Discord app may be showing an old version of it.
error-bad_input = I could not read that choice: pick one from the list.
error-unknown_button = I don't recognise that button: it may be from an old version of the bot.
error-wrong_place = That button belongs to a game in another channel.
error-dm_not_seated = Only the players of that game can use its buttons in direct messages.
error-dm_not_member = You are no longer a member of that game's server.

## lobby

lobby-title = { $game }: a new table is open
lobby-title-invite = { $game }: { $host } invites { $guest }
lobby-title-started = { $game }: the game has started
lobby-title-cancelled = { $game }: the table was closed
lobby-players = **Players ({ $count }/{ $max })**
lobby-host = host
# a seat held by a bot (a CPU player): its name
lobby-bot = 🤖 { $name }
lobby-how = Press **Join** to take a seat. { $host } starts the game when { $max ->
        [one] { $min } to { $max } player is seated
       *[other] { $min } to { $max } players are seated
    }.
lobby-how-seats = Press **Join** to take a seat. { $host } starts the game when { $seats } players are seated.
lobby-how-bots = { $host } can fill the empty seats with bots: **{ $button }**.
lobby-add_bot = Add a bot ({ $level })
lobby-how-invite = { $guest }, press **Accept** to play or **Decline**. { $host } can cancel.
lobby-join = Join
lobby-leave = Leave
lobby-start = Start
lobby-cancel = Cancel
lobby-accept = Accept
lobby-decline = Decline
lobby-cancelled = The lobby was cancelled by { $name }.
lobby-declined = { $name } declined the invitation.
lobby-idle = The lobby was closed after { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }.
lobby-started = The game has started with { $names }. The board is below.
lobby-options = **Options**
lobby-daily = **Today's deal** of this server ({ $day }, UTC): the same cards at every table, { $seats } players, once a day per person
lobby-done = Done: the lobby message shows it.
lobby-again-rematch = A rematch of the last game: same players, same options.
lobby-again-next_level = The next level, with the players of the last game.
cpu-easy = easy
cpu-normal = normal
cpu-hard = hard
cpu-teacher = guide
cpu-name = Bot ({ $level })
# one of several CPUs at a table (a Yōkai table with bots), numbered in seat order
cpu-numbered = Bot { $number } ({ $level })

## the table

table-play = Play my turn
table-hand = My hand
table-rules = How to play
rules-this_game = **This table**
rules-button-more = More rules
rules-button-bots = How the bots play
rules-button-bots_more = The bots in detail
table-resign = Resign
table-board_reposted = Here is the board again: { $link }
table-board_moved = The board moved further down the channel.
table-waiting = It is { $name }'s turn.
table-cpu_thinking = { $name } is thinking...
table-your_turn_done = Done. { $name } plays next.
table-over = The game is over.
table-stale = That was out of date; here is the current state of your turn.
table-replaced = This panel was replaced by your newer one (further down): its buttons no longer play.
table-rematch = Rematch
again-waiting = You asked already: the game starts as soon as everyone has accepted.
stats-title = **{ $game }: { $name }**
stats-none = No finished game yet.
stats-people = Against people
stats-cpu = Against the bot ({ $level })
# $against: stats-people or stats-cpu; then game counts, total points and best score
stats-row = { $against }: { $played } played, { $won } won, { $drawn } drawn, { $lost } lost, { $abandoned } abandoned · { $points ->
        [one] { $points } point
       *[other] { $points } points
    } in all, best { $best }
end-confirm = End the game in this channel now? It will be recorded as abandoned; a duel as lost by the player who ends it (ended by a moderator: by the player whose turn it is).
end-kept = The game goes on.
end-done = The game was ended.
resign-confirm = Resign this game? Your opponent wins it.
resign-kept = The game goes on.
resign-done = You resigned.

## reminders and closing

remind-turn = { $mention }, it is your turn in { $game }.
closed-idle = { $game }: closed as abandoned after { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    } without a move.
closed-ended = { $game }: ended by { $name }, recorded as abandoned.
closed-broken = { $game }: this game could not be shown any more and was closed, recorded as abandoned. Sorry!
closed-resigned = { $game }: { $name } resigned.
confirm-yes = Yes
confirm-no = No, go back

## commands every game has

settings-about = Settings: this server's (Manage Server) and your own
cmd-language = The language of the bot's public messages here (boards, lobbies, pings)
arg-language = A language, or auto: the server's own language
language-auto = auto (the server's language)
language-en = English
language-fr = Français
language-it = Italiano
settings-language_set = Public messages in this server will now be in { $language }. Replies follow each person's own Discord language.
name-group = settings
name-cmd-language = language
name-arg-language = language
cmd-bot_games = Whether Yōkai games with bots tick the Level checklist in this server (off by default)
arg-count = On: games with bots tick their people's checklist; off: they are kept apart
settings-bot_games_on = From now on, games with bots tick the Level checklist of the people who play them in this server. Games already played keep what they ticked.
settings-bot_games_off = From now on, games with bots do not tick the Level checklist in this server: `/yokai path` shows them apart. Games already played keep what they ticked.
name-cmd-bot_games = bot_games
name-arg-count = count
name-cmd-turns = turns
name-arg-after = after
name-cmd-board = board
name-cmd-end = end
name-cmd-rules = rules
name-cmd-panel = panel
name-cmd-tutorial = tutorial
name-cmd-resign = resign
name-cmd-stats = stats
name-arg-player = player
cmd-board = Post the board of this channel's game again at the bottom
cmd-end = End this channel's game (host or Manage Server)
cmd-rules = A short summary of the rules and of this bot's decisions
cmd-resign = Give up this channel's game: your opponent wins
cmd-panel = Open your turn panel (only you see it)
cmd-tutorial = A short first game with a bot, coached step by step
cmd-stats = A player's record in this game, by kind of opponent (only you see it)
arg-player = Whose record (default: yours)

## leaderboards (/<game> leaderboard)

name-cmd-leaderboard = leaderboard
name-arg-scope = scope
name-arg-period = period
name-arg-public = public
cmd-leaderboard = The best players (a duel's ratings) or the records per level, as a picture
arg-scope = This server's, or every server's
arg-period = All time, the last 30 days or the last 7 days
arg-public = Show it to the channel (default: only you see it)
scope-server = this server
scope-global = every server
period-all = all time
period-month = last 30 days
period-week = last 7 days
leaderboard-title = { $game }: leaderboard
# $scope: a scope-* message; $period: a period-* message; $counted: leaderboard-players or records-games
leaderboard-subtitle = { $scope } · { $period } · { $counted }
leaderboard-players = { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
records-games = { $count ->
        [one] { $count } game
       *[other] { $count } games
    }
leaderboard-head-rank = #
leaderboard-head-name = Player
leaderboard-head-rating = Rating
leaderboard-head-record = W-D-L
leaderboard-record = { $wins }-{ $draws }-{ $losses }
leaderboard-empty = Nobody is rated here yet.
records-title = { $game }: records
records-head-level = Level
records-head-team = Best team
records-head-best = Best
records-head-fastest = Fastest
records-head-yours = You
records-turns = { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }
former-player = a former player

## a person's data (/privacy)

name-cmd-privacy = privacy
cmd-privacy = What the bot keeps about you, and deleting it
privacy-title = **What this bot keeps about you**
# $games: games you sat in; $open: of them still going; $results: results; $ratings: ratings
privacy-kept = { $games ->
        [one] { $games } game
       *[other] { $games } games
    } you sat in ({ $open } still open), with your name as it was then and what you played; { $results ->
        [one] { $results } result
       *[other] { $results } results
    }; { $ratings ->
        [one] { $ratings } rating
       *[other] { $ratings } ratings
    } (per game, per server and across servers).
privacy-how = They are kept as long as the bot runs, to replay games and to count results, stats and ratings. Deleting removes your name and id from every game and result (you become "a former player"), deletes your ratings, and ends your open games as abandoned. It cannot be undone.
privacy-delete = Delete my data
privacy-confirm = Delete your data now? Your open games end as abandoned, your ratings go, and your name and id are removed from every game. This cannot be undone.
privacy-done = Your data is deleted: { $games ->
        [one] { $games } game
       *[other] { $games } games
    } no longer name you.
privacy-finished = Your data is deleted. (The bot restarted while deleting it, and finished once it was back.)
privacy-expired = This confirmation is no longer valid: ask again with /privacy.
privacy-kept_back = Nothing was deleted.
closed-deleted = { $game } ended: a player asked the bot to forget them.

## history and replays (/<game> history)

cmd-history = Your last finished games here, or a member's, and their replays (only you see it)
arg-history_player = Whose games (default: yours)
name-cmd-history = history
# $name: a mention of the player
history-title = { $game }: { $name }'s last games here
history-none = No finished game yet.
history-page = Page { $page }
history-pick = Replay a game…
history-pick_option = Replay game #{ $id }
# $points: the final points, e.g. "7–3"
history-won = { $name } won { $points }
history-draw = Draw { $points }
history-resigned = { $name } resigned
replay-button = Replay
replay-title = Replay of { $game } #{ $id }: step { $step } of { $last }
replay-face_up = Every card face up
replay-as_seen = As the table saw it
replay-face_up_note = Every card is face up: the game is over.
replay-animate = Post as animation
replay-posted = { $name } shares the replay of { $game } #{ $id }.
replay-alt = The boards of { $game } #{ $id }, step by step
replay-not_finished = Only a finished game can be replayed.
replay-hand_alt = { $name }'s hand at this step

## the live board (the Activity: a web page inside Discord, bot/activity/)

activity-open = Open the live board
activity-no_game = There is no game in this channel yet. Start one with a slash command (`/yokai start`), then open the live board from its message.
# $count: players seated so far
activity-lobby = A table is gathering ({ $count ->
        [one] { $count } player seated
       *[other] { $count } players seated
    }): join it with the buttons in the channel. The board appears here when the game starts.
activity-wrong_game = That move was for another game: here is the one this board shows.
activity-off = The live board is not set up on this bot: play with the buttons in the channel.
activity-launch_failed = Discord did not open the live board (the bot's owner must turn Activities on in the Developer Portal): play with the buttons in the channel.
activity-connecting = Joining the table…
activity-reconnecting = Connection lost: joining the table again…
activity-signin_failed = Discord could not confirm who you are in this Activity. Close it and open it again from the game's message.
activity-outside = This is the live board of a Discord bot: open it in Discord, from a game's message (Open the live board).
activity-you = you
activity-watchers = { $count ->
        [one] { $count } watching
       *[other] { $count } watching
    }
activity-replay = Replay this game
activity-replay-play = Play
activity-replay-pause = Pause
activity-replay-back = One action back
activity-replay-forward = One action on
activity-replay-turn_back = One turn back
activity-replay-turn_forward = One turn on
activity-replay-face_up = Every card face up
# {name}: put in by the page (who moves the replay)
activity-replay-together = Watching together: { $name } moves the replay.
activity-replay-alone = You are stepping through it on your own.
activity-replay-follow = Watch together again
# {step}, {last}: put in by the page
activity-replay-step = Step { $step } of { $last }

## your own settings (`/settings turns`) and the turn letters (bot/table/letters.py)

cmd-turns = Your own: a direct message when your turn has waited (off by default)
arg-after = How long your turn waits before I write to you
turns-now = Right away
turns-5 = After 5 minutes
turns-30 = After 30 minutes
turns-never = Never
settings-turns_on = Done: when your turn has waited { $after ->
        [0] a moment
       *[other] { $after } minutes
    }, I will send you a direct message to play your turn from there (one a turn, none while you have the game open on the live board). Turn it off with `/settings turns after:Never`.
settings-turns_off = Done: no direct message about your turns.
letters-turn = It is your turn in **{ $game }** in { $channel }: the table is waiting for you.
letters-board = Go to the board

## the live board's home: the channel's tables (bot/activity/hub.py)

activity-home = Tables in this channel
activity-home-empty = No table here today yet.
activity-home-new = Open a new table
activity-home-more = More options: the rulebooks' variants
activity-home-open = Open
activity-home-back = Tables
activity-status-lobby = gathering players
activity-status-active = being played
activity-status-finished = finished
activity-status-abandoned = ended before its end
activity-status-cancelled = cancelled
