"""Strings shared by every game's Discord UI: the lobby, session refusals, errors. Keyed by message id."""

from __future__ import annotations

from bot.text import Catalogue

EN: dict[str, str] = {
    # session refusals (bot.sessions.SessionError keys)
    "session.no_game": "There is no game in this channel. Start one with `/{kind} start`.",
    "session.channel_busy": "This channel already has a game going. Finish it (or `/{kind} end` it) first, "
    "or start one in another channel or thread.",
    "session.already_seated": "You are already seated in this game.",
    "session.full": "This game is full ({max} players).",
    "session.lobby_closed": "This lobby is closed: the game has started or was cancelled.",
    "session.host_cannot_leave": "You are the host: use Cancel to close the lobby instead.",
    "session.not_in_lobby": "You are not seated in this lobby.",
    "session.host_only": "Only the host can do that.",
    "session.not_enough_players": "At least {min} players are needed to start.",
    "session.bad_config": "These options can't be played with this table: {reason}",
    "session.not_seated": "You are not playing in this game, but you are welcome to watch!",
    "session.not_active": "This game is over.",
    "session.not_your_turn": "It is {player}'s turn. You will be pinged when it is yours.",
    "session.stale": "That was out of date: the game has moved on.",
    # errors
    "error.unexpected": "Sorry, something went wrong on my side. Nothing was changed; please try again.",
    "error.no_permission": "Only the host or a member with Manage Server can do that.",
    "error.forbidden": "I can't post here. Please ask an admin to give me View Channel, Send Messages, "
    "Send Messages in Threads, Embed Links and Attach Files in this channel.",
    "error.guild_only": "Games are played in a server channel or thread, not in direct messages.",
    "error.bad_option": "I could not read `{value}`: pick a value from the list.",
    # lobby
    "lobby.title": "{game}: a new table is open",
    "lobby.players": "Players ({count}/{max})",
    "lobby.host": "host",
    "lobby.how": "Press **Join** to take a seat. {host} starts the game when {min} to {max} players are seated.",
    "lobby.join": "Join",
    "lobby.leave": "Leave",
    "lobby.start": "Start",
    "lobby.cancel": "Cancel",
    "lobby.joined": "{name} joined.",
    "lobby.cancelled": "{game}: the lobby was cancelled by {name}.",
    "lobby.started": "{game}: the game has started with {names}. The board is below.",
    "lobby.options": "Options",
    # reminders and closing
    "remind.turn": "{mention}, it is your turn in {game} (turn {turn}).",
    "closed.idle": "{game}: closed as abandoned after {hours:g} hours without a move.",
    "closed.lobby_idle": "{game}: the lobby was closed after {hours:g} hours.",
    "closed.ended": "{game}: ended by {name}, recorded as abandoned.",
    "confirm.yes": "Yes",
    "confirm.no": "No, go back",
}

MESSAGES = {"en": EN}

text = Catalogue("common", MESSAGES)
