"""A game on the live board, with its table: the game's own `LiveUI` (its frames and moves, `cogs/<game>/live.py`)
and, for the hub, the table's lobby and new tables, through the cog (`bot/activity/ui.py`'s `LiveTable`).

A lobby's Join / Leave / Start / Cancel / Add a bot from a page, and a new table opened from one, take the same path
as the channel's buttons and slash commands: the lobby's own checks (an invitation, the host's rights, the cooldown),
the options of `/<game> start` read and checked as Discord checks a slash command's (choices, ranges, types), the game's
own reading of them (`page_table`). The keeper shows them in the channel (the lobby message, the board)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.activity import LiveUI
from bot.sessions import ReplayStep, Seen, SessionError
from bot.store import GameRecord
from bot.table.commands import said
from bot.table.lobby_message import add_bot_label, invited, seats_of

if TYPE_CHECKING:
    from cogs.game import GameCog

SKIPPED = (discord.AppCommandOptionType.user, discord.AppCommandOptionType.channel)  # members are invited in Discord


class TableLive:
    """A game's `LiveUI` and its table's lobby, for the hub (see the module doc)."""

    def __init__(self, cog: GameCog[Any, Any, Any, Any, Any], ui: LiveUI) -> None:
        self.cog = cog
        self.ui = ui
        self.kind = ui.kind

    # ------------------------------------------------------------------ the game's own
    def live_frame(self, seen: Seen[Any, Any], locale: str) -> dict[str, Any]:
        return self.ui.live_frame(seen, locale)

    def live_action(self, data: Mapping[str, Any]) -> Any:
        return self.ui.live_action(data)

    def live_words(self, locale: str) -> dict[str, str]:
        return self.ui.live_words(locale)

    def live_look(self) -> dict[str, Any]:
        return self.ui.live_look()

    def live_replay(self, step: ReplayStep[Any, Any], locale: str) -> dict[str, Any]:
        return self.ui.live_replay(step, locale)

    def live_name(self, locale: str) -> str:
        return self.cog.name(locale)

    # ------------------------------------------------------------------ the lobby
    async def live_lobby(self, verb: str, game_id: int, user_id: int, name: str) -> None:
        sessions = self.cog.bot.sessions
        record = await sessions.record(game_id)
        if record.kind != self.kind:
            raise SessionError("session.unknown_game")
        if verb == "join":
            guests = invited(record)
            if guests and user_id not in guests:
                raise SessionError("session.invited_only")
            await sessions.join(game_id, user_id, name)
        elif verb == "leave":
            await sessions.leave(game_id, user_id)
        elif verb == "start":
            if record.host_id == user_id:  # CPUs the bot did not seat (it stopped before): seated now
                await self.cog.lobby.seat_cpus(record)
            await sessions.start(game_id, user_id)
        elif verb == "cancel":
            await sessions.cancel(game_id, user_id)
        elif verb == "add_bot":
            await self.cog.lobby.add_bot(game_id, user_id)
        else:
            raise SessionError("error.bad_input")

    def live_seats(self, record: GameRecord, locale: str) -> tuple[int, str | None]:
        """The lobby's seats (the day's count at a daily table) and its **Add a bot** button's words for the host
        (None: the lobby offers no bot seats), as the channel's lobby message shows them."""
        return seats_of(self.cog.lobby, record), add_bot_label(self.cog.lobby, record, locale)

    # ------------------------------------------------------------------ new tables
    def _start(self) -> app_commands.Command[Any, ..., Any]:
        command = self.cog.start_command()
        if command is None:
            raise SessionError("error.bad_input")
        return command

    def live_options(self, locale: str) -> list[dict[str, Any]]:
        """`/<game> start`'s options, in the person's words: what the page's form offers."""
        options = []
        for parameter in self._start().parameters:
            if parameter.type in SKIPPED:
                continue
            option: dict[str, Any] = {
                "name": parameter.name,
                "label": said(parameter.description, locale),
                "type": parameter.type.name,  # string, integer, boolean
                "default": None if parameter.default is discord.utils.MISSING else parameter.default,
            }
            if parameter.choices:
                option["choices"] = [{"value": c.value, "label": said(c.name, locale)} for c in parameter.choices]
            if parameter.min_value is not None:
                option["min"] = parameter.min_value
            if parameter.max_value is not None:
                option["max"] = parameter.max_value
            options.append(option)
        return options

    async def live_new(
        self, options: Mapping[str, Any], *, user_id: int, name: str, guild_id: int | None, channel_id: int
    ) -> int:
        given = checked(self._start(), options)
        table = self.cog.page_table(given)
        record = await self.cog.lobby.open_for(
            user_id,
            name,
            guild_id=guild_id,
            channel_id=channel_id,
            config=table.config,
            cpu=table.cpu,
            cpus=table.cpus,
            start=table.start,
        )
        return record.id


def duel_replay(
    frame: Callable[[Seen[Any, Any], str], dict[str, Any]],
    hand: Callable[[Any], list[Any]],
    step: ReplayStep[Any, Any],
    locale: str,
) -> dict[str, Any]:
    """A duel's replay step on the live board: the public board of that step; face up (as today's replays decide),
    every hand as its seat held it: the first seat's as the page's own `hand`, both in `hands` (`hand(view)`)."""
    if not step.face_up or not step.seats:
        return frame(step.public, locale)
    shown = frame(step.seats[0], locale)
    shown["hands"] = [hand(seat.view) if seat.view is not None else [] for seat in step.seats]
    return shown


def checked(command: app_commands.Command[Any, ..., Any], options: Mapping[str, Any]) -> dict[str, Any]:
    """The options a page sent, checked as Discord checks a slash command's: known names only, the right types,
    inside their choices and ranges; the missing ones take their defaults. SessionError for anything else."""
    parameters = {p.name: p for p in command.parameters if p.type not in SKIPPED}
    if not isinstance(options, Mapping) or set(options) - set(parameters):
        raise SessionError("error.bad_input")
    given: dict[str, Any] = {}
    for name, parameter in parameters.items():
        if name not in options or options[name] is None:
            if parameter.required:
                raise SessionError("error.bad_input")
            given[name] = None if parameter.default is discord.utils.MISSING else parameter.default
            continue
        value = options[name]
        kind = parameter.type
        if kind is discord.AppCommandOptionType.boolean:
            ok = isinstance(value, bool)
        elif kind is discord.AppCommandOptionType.integer:
            ok = isinstance(value, int) and not isinstance(value, bool)
        else:
            ok = isinstance(value, str) and len(value) <= 100
        if ok and parameter.choices:
            ok = value in [c.value for c in parameter.choices]
        if ok and parameter.min_value is not None:
            ok = value >= parameter.min_value
        if ok and parameter.max_value is not None:
            ok = value <= parameter.max_value
        if not ok:
            raise SessionError("error.bad_input")
        given[name] = value
    return given
