"""Every click of every game goes through here: component custom_ids, their parsing, and the router.

Every button and select the bot sends has a custom_id `<kind>:<game>:<version>:<verb>[:<arg>]`; no game state lives on a
View (views are stopped before they are sent). One listener (`Router.on_interaction`) receives every component
interaction, parses its custom_id, checks that the game exists, is of that kind and belongs to the interaction's server
and channel, and calls the handler registered for (kind, verb). A handler may be registered for a wider `scope`: "guild"
(the game must belong to the interaction's server, any channel: a replay opened from a history list) or "free" (not
bound to a game: the id field is then 0 and the handler checks what it reads itself). A channel-scoped verb may also be
allowed `from_dm`: a person's turn panel opened from the turn letter in their direct messages with the bot (issue 33)
plays from there, but only for a person seated at that game (a person, not a CPU's seat), in a server's game, who is
still a member of that server (`bot/table/members.py`). Anything
else (an unknown or forged custom_id, a game of another channel, a DM click on another verb or by anyone else) gets a
clear ephemeral answer and one INFO log line: discord.py's own dispatch silently drops a click whose custom_id is not on
its message, which users see as "This interaction failed".
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import discord

from bot.metrics import Timer
from bot.sessions import SessionError, Sessions
from bot.table.members import Members
from bot.table.replies import answer_error, guarded

CUSTOM_ID = re.compile(
    r"(?P<kind>[a-z]{1,16}):(?P<game>[0-9]{1,18}):(?P<version>[0-9]{1,9}):(?P<verb>[a-z_]{1,24})"
    r"(?::(?P<arg>[A-Za-z0-9_,.-]{1,40}))?"
)
MAX_CUSTOM_ID = 100
MAX_VALUE = 100  # Discord: a select option value is at most 100 characters


def custom_id(kind: str, game: int, version: int, verb: str, arg: str | int | None = None) -> str:
    """`<kind>:<game>:<version>:<verb>[:<arg>]`, at most 100 characters."""
    value = f"{kind}:{game}:{version}:{verb}" + ("" if arg is None else f":{arg}")
    if len(value) > MAX_CUSTOM_ID or not CUSTOM_ID.fullmatch(value):
        raise ValueError(f"bad custom_id {value!r}")
    return value


@dataclass(frozen=True)
class Click:
    """A parsed component interaction: which game, drawn at which version, which verb, and select values."""

    kind: str
    game_id: int
    version: int
    verb: str
    arg: str | None
    values: tuple[str, ...] = ()

    def value(self) -> str:
        """The one chosen value of a select; a refusal when there is none."""
        if len(self.values) != 1:
            raise SessionError("error.bad_input")
        return self.values[0]

    def int_value(self, source: str | None = None) -> int:
        """The chosen value (or `source`) as an integer; a refusal when it is not one."""
        number = ascii_int(self.value() if source is None else source)
        if number is None:
            raise SessionError("error.bad_input")
        return number


ASCII_INT = re.compile(r"-?[0-9]{1,9}")  # ASCII digits only: str.isdigit and int() also take "٣", "９" (and "①")


def ascii_int(raw: object) -> int | None:
    """A component value as an integer when it is one written in plain ASCII digits (at most 9 of them), else None.
    Every game parses its component values with this: Python's own int() reads digits of every script."""
    if not isinstance(raw, str) or not ASCII_INT.fullmatch(raw):
        return None
    return int(raw)


def parse_click(data: dict[str, Any]) -> Click | None:
    """The click a component interaction's data describes, or None when its custom_id is not one of ours."""
    raw = data.get("custom_id")
    match = CUSTOM_ID.fullmatch(raw) if isinstance(raw, str) else None
    if match is None:
        return None
    values = data.get("values") or ()
    if not isinstance(values, list | tuple) or not all(isinstance(v, str) and len(v) <= MAX_VALUE for v in values):
        return None
    return Click(
        kind=match["kind"],
        game_id=int(match["game"]),
        version=int(match["version"]),
        verb=match["verb"],
        arg=match["arg"],
        values=tuple(values[:25]),
    )


Handler = Callable[[discord.Interaction, Click], Awaitable[None]]
SCOPES = ("channel", "guild", "free")


class Router:
    """(kind, verb) -> handler, for every component of every game; registered as the bot's `on_interaction`."""

    def __init__(self, sessions: Sessions, in_flight: Any = None, members: Members | None = None) -> None:
        self.sessions = sessions
        self.in_flight = in_flight
        self.members = members  # (from a DM: whether the person is still a member of the game's server)
        self.handlers: dict[tuple[str, str], Handler] = {}
        self.scopes: dict[tuple[str, str], str] = {}
        self.from_dm: set[tuple[str, str]] = set()

    def add(self, kind: str, verb: str, handler: Handler, scope: str = "channel", *, from_dm: bool = False) -> None:
        """Route (kind, verb) to `handler`. `scope` says where its game must be: in the interaction's channel (the
        default), anywhere in its server ("guild"), or nowhere ("free": the click names no game). `from_dm`: a click in
        the person's direct messages with the bot is taken too when that person is seated at the game (a panel's)."""
        if scope not in SCOPES:
            raise ValueError(f"unknown scope {scope!r}")
        if from_dm and scope != "channel":
            raise ValueError("only a channel's verb is taken from direct messages")
        self.handlers[(kind, verb)] = handler
        self.scopes[(kind, verb)] = scope
        if from_dm:
            self.from_dm.add((kind, verb))
        else:
            self.from_dm.discard((kind, verb))

    def remove(self, kind: str) -> None:
        """Forget every handler of a game (its cog is unloaded)."""
        for key in [key for key in self.handlers if key[0] == kind]:
            del self.handlers[key]
            self.scopes.pop(key, None)
            self.from_dm.discard(key)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        # A modal submitted: the table opens none, so it is forged (a game's custom_id, anything). discord.py drops a
        # modal it does not know without an answer: it is refused here like an unknown button.
        modal = interaction.type is discord.InteractionType.modal_submit
        if not modal and interaction.type is not discord.InteractionType.component:
            return
        if self.in_flight is not None:
            self.in_flight.enter()
        try:
            click = None if modal else parse_click(dict(interaction.data or {}))
            if click is None:
                where = "modal" if modal else "component"
                await answer_error(interaction, SessionError("error.unknown_button"), where=where, kind=None)
                return
            where = f"{click.kind} game {click.game_id} {click.verb}"
            with Timer(f"component.{click.kind}.{click.verb}"):
                await guarded(interaction, self.dispatch(interaction, click), where=where, kind=click.kind)
        finally:
            if self.in_flight is not None:
                self.in_flight.leave()

    async def dispatch(self, interaction: discord.Interaction, click: Click) -> None:
        handler = self.handlers.get((click.kind, click.verb))
        if handler is None:
            raise SessionError("error.unknown_button")
        scope = self.scopes.get((click.kind, click.verb), "channel")
        if scope == "free":  # a component of no game (a history page, a person's privacy answer): its handler checks
            if click.game_id != 0:
                raise SessionError("error.unknown_button")
            await handler(interaction, click)
            return
        record = await self.sessions.record(click.game_id)
        if record.kind != click.kind:
            raise SessionError("session.unknown_game")
        if interaction.guild_id is None and (click.kind, click.verb) in self.from_dm:
            if not isinstance(interaction.channel, discord.DMChannel) or record.guild_id is None:
                raise SessionError("error.wrong_place")  # (a group DM; a game of no server)
            if not any(p.user_id == interaction.user.id for p in record.humans):  # (a CPU's seat is nobody's)
                raise SessionError("error.dm_not_seated")
            if self.members is not None and not await self.members.of(record.guild_id, interaction.user.id):
                raise SessionError("error.dm_not_member")  # they left the server, or were removed from it
            await handler(interaction, click)
            return
        if record.guild_id != interaction.guild_id or (scope == "guild" and interaction.guild_id is None):
            raise SessionError("error.wrong_place")
        if scope == "channel" and record.channel_id != interaction.channel_id:
            raise SessionError("error.wrong_place")
        await handler(interaction, click)
