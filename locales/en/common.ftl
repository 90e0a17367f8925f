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
session-no_such_cpu = There is no such CPU level.
session-cooldown = Not so fast: try again in { $seconds } s.
session-self_invite = Invite someone else, or leave `opponent` empty to play the CPU.
session-bot_invite = Bots can't play: leave `opponent` empty to play the CPU.

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
error-bad_input = I could not read that choice: pick one from the list.
error-unknown_button = I don't recognise that button: it may be from an old version of the bot.
error-wrong_place = That button belongs to a game in another channel.

## lobby

lobby-title = { $game }: a new table is open
lobby-title-invite = { $game }: { $host } invites { $guest }
lobby-title-started = { $game }: the game has started
lobby-title-cancelled = { $game }: the table was closed
lobby-players = **Players ({ $count }/{ $max })**
lobby-host = host
lobby-cpu = CPU, { $level }
lobby-how = Press **Join** to take a seat. { $host } starts the game when { $max ->
        [one] { $min } to { $max } player is seated
       *[other] { $min } to { $max } players are seated
    }.
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
lobby-done = Done: the lobby message shows it.
lobby-again-rematch = A rematch of the last game: same players, same options.
lobby-again-next_level = The next level, with the players of the last game.
cpu-easy = easy
cpu-normal = normal
cpu-hard = hard
cpu-name = CPU ({ $level })

## the table

table-play = Play my turn
table-hand = My hand
table-rules = How to play
rules-this_game = **This table**
table-resign = Resign
table-board_reposted = Here is the board again: { $link }
table-board_moved = The board moved further down the channel.
table-waiting = It is { $name }'s turn.
table-cpu_thinking = { $name } is thinking...
table-your_turn_done = Done. { $name } plays next.
table-over = The game is over.
table-stale = That was out of date; here is the current state of your turn.
table-rematch = Rematch
again-waiting = You asked already: the game starts as soon as everyone has accepted.
stats-title = **{ $game }: { $name }**
stats-none = No finished game yet.
stats-people = Against people
stats-cpu = Against the CPU ({ $level })
# $against: stats-people or stats-cpu; then game counts, total points and best score
stats-row = { $against }: { $played } played, { $won } won, { $drawn } drawn, { $lost } lost, { $abandoned } abandoned · { $points ->
        [one] { $points } point
       *[other] { $points } points
    } in all, best { $best }
end-confirm = End the game in this channel now? It will be recorded as abandoned.
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

settings-about = This server's settings for the game bot
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
cmd-tutorial = A short first game with CPU players, coached step by step
cmd-stats = A player's record in this game, by kind of opponent (only you see it)
arg-player = Whose record (default: yours)
