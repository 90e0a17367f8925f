"""Shared Discord UI plumbing: component custom_ids, the router every click goes through, replies and refusals.

Every button and select the bot sends has a custom_id `<kind>:<game>:<version>:<verb>[:<arg>]`; no game state lives
on a View (views are stopped before they are sent). One listener (`Router.on_interaction`) receives every
component interaction, parses its custom_id, checks that the game exists, is of that kind and belongs to the
interaction's server and channel, and calls the handler registered for (kind, verb). Anything else (an unknown or
forged custom_id, a game of another channel) gets a clear ephemeral answer and one INFO log line: discord.py's own
dispatch silently drops a click whose custom_id is not on its message, which users see as "This interaction
failed". `guarded` turns every refusal into an ephemeral answer and every crash into a logged error plus an
apology.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands

from bot.engine.common import IllegalAction
from bot.metrics import Timer
from bot.sessions import SessionError, Sessions
from bot.text import CATALOGUES, DEFAULT_LOCALE
from bot.text.common import say
from bot.text.common import text as common_text
from cogs.layout import Layout

log = logging.getLogger(__name__)

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
        raw = self.value() if source is None else source
        if not re.fullmatch(r"-?[0-9]{1,9}", raw or ""):
            raise SessionError("error.bad_input")
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


class Router:
    """(kind, verb) -> handler, for every component of every game; registered as the bot's `on_interaction`."""

    def __init__(self, sessions: Sessions, in_flight: Any = None) -> None:
        self.sessions = sessions
        self.in_flight = in_flight
        self.handlers: dict[tuple[str, str], Handler] = {}

    def add(self, kind: str, verb: str, handler: Handler) -> None:
        self.handlers[(kind, verb)] = handler

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type is not discord.InteractionType.component:
            return
        if self.in_flight is not None:
            self.in_flight.enter()
        try:
            click = parse_click(dict(interaction.data or {}))
            if click is None:
                await answer_error(interaction, SessionError("error.unknown_button"), where="component", kind=None)
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
        record = await self.sessions.record(click.game_id)
        if record.kind != click.kind:
            raise SessionError("session.unknown_game")
        if record.channel_id != interaction.channel_id or record.guild_id != interaction.guild_id:
            raise SessionError("error.wrong_place")
        await handler(interaction, click)


def button(
    cid: str,
    label: str,
    *,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    emoji: str | None = None,
    disabled: bool = False,
) -> discord.ui.Button[Any]:
    """A button routed by its custom_id (see the module doc)."""
    return discord.ui.Button(label=label[:80], custom_id=cid, style=style, emoji=emoji, disabled=disabled)


def select(cid: str, placeholder: str, options: Sequence[discord.SelectOption]) -> discord.ui.Select[Any]:
    """A string select routed by its custom_id; at most 25 options (Discord's limit)."""
    return discord.ui.Select(custom_id=cid, placeholder=placeholder[:150], options=list(options)[:25])


def option(label: str, value: str, description: str | None = None, *, default: bool = False) -> discord.SelectOption:
    """A select option with Discord's length limits applied."""
    return discord.SelectOption(
        label=label[:100], value=value[:100], description=(description or "")[:100] or None, default=default
    )


# ---------------------------------------------------------------------------------------------- replies
def locale_of(interaction: discord.Interaction) -> str:
    """The language of the person an interaction comes from (replies to them speak it)."""
    return str(interaction.locale)


async def reply(
    interaction: discord.Interaction, content: str | None = None, *, ephemeral: bool = True, **kwargs: Any
) -> None:
    """Answer an interaction whether or not it was already acknowledged (then as a followup)."""
    if interaction.response.is_done():
        await interaction.followup.send(content or discord.utils.MISSING, ephemeral=ephemeral, **kwargs)
    else:
        await interaction.response.send_message(content, ephemeral=ephemeral, **kwargs)


def refusal_text(exc: SessionError | IllegalAction, kind: str | None, locale: str) -> str:
    """The sentence for a refusal, in `locale`: the game's catalogue first, then the common one."""
    return say(kind, exc.key, locale, **{"kind": kind or "yokai", **exc.values})


async def update_private(interaction: discord.Interaction, layout: Layout) -> None:
    """Answer a component of a private (ephemeral) message by editing that message to `layout`. When the component
    comes from a public message instead (a forged click on the board), the answer is a new ephemeral message: what
    is meant for one player can never replace a public message."""
    message = interaction.message
    if message is not None and message.flags.ephemeral:
        await interaction.response.edit_message(**layout.edit_kwargs())
    else:
        await interaction.response.send_message(ephemeral=True, **layout.send_kwargs())


async def guarded(interaction: discord.Interaction, work: Awaitable[None], *, where: str, kind: str | None) -> None:
    """Run a handler; whatever it raises is answered by `answer_error`."""
    try:
        await work
    except Exception as exc:
        await answer_error(interaction, exc, where=where, kind=kind)


async def answer_error(interaction: discord.Interaction, exc: BaseException, *, where: str, kind: str | None) -> None:
    """A refusal (SessionError, IllegalAction) is answered ephemerally with its sentence and logged in one INFO line;
    anything unexpected is logged with its context (ids only: never a token, never a card) and answered with an
    apology that does not claim what happened to the game."""
    locale = locale_of(interaction)
    if isinstance(exc, SessionError | IllegalAction):
        log.info("%s: refused %s (%s)", where, interaction.user.id, exc.key)
        await _safe_reply(interaction, refusal_text(exc, kind, locale))
    elif isinstance(exc, discord.NotFound):  # the interaction expired (e.g. a restart in between)
        log.warning("%s: interaction for user %s not found (%s)", where, interaction.user.id, exc.code)
    elif isinstance(exc, discord.Forbidden):  # the server did not give the bot what it needs in this channel
        log.warning("%s: missing permissions in channel %s (%s)", where, interaction.channel_id, exc.code)
        await _safe_reply(interaction, common_text("error.forbidden", locale))
    elif isinstance(exc, discord.HTTPException):  # Discord refused or failed our answer: the game is unaffected
        log.warning("%s: Discord answered %s to the reply to user %s", where, exc.status, interaction.user.id)
        await _safe_reply(interaction, common_text("error.discord", locale))
    else:
        log.error("%s failed for user %s", where, interaction.user.id, exc_info=exc)
        await _safe_reply(interaction, common_text("error.unexpected", locale))


async def _safe_reply(interaction: discord.Interaction, message: str) -> None:
    try:
        await reply(interaction, message)
    except discord.HTTPException as exc:
        log.info("could not answer user %s (%s)", interaction.user.id, exc.status)


class CatalogueTranslator(app_commands.Translator):
    """Slash-command names, descriptions and choice names come from the catalogues (`locale_str(..., key=,
    catalogue=)`: the game's catalogue, then the common one), so a language added to the catalogues translates the
    commands too. Discord shows them in each user's client language (French and Italian here; English otherwise)."""

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        key = string.extras.get("key")
        if key is None:
            return None
        lang = locale.value.split("-")[0]
        if lang == DEFAULT_LOCALE:
            return None
        for name in (string.extras.get("catalogue", ""), "common"):
            found = CATALOGUES.get(name)
            if found is not None and found.has(key, lang):
                return found.translation(key, lang)
        return None


def localize_names(tree: app_commands.CommandTree[Any]) -> int:
    """Give every command, group and option name of the tree a catalogue key, so that the translator localizes the
    names as well as the descriptions: `name.group` for a game's command group, `name.cmd.<name>` for a command and
    `name.arg.<name>` for an option, read from the game's catalogue (the root group's name), then the common one.
    One walk at start-up instead of a `locale_str` in every decorator, so that no game can forget one. Returns how
    many names were keyed. (discord.py only asks the translator for names given as `locale_str`.)"""
    keyed = 0
    for command in tree.walk_commands():
        root = command.root_parent or command
        game = root.name
        if isinstance(command, app_commands.Group):
            key = "name.group" if command.parent is None else f"name.cmd.{command.name}"
        else:
            key = f"name.cmd.{command.name}" if command.parent is not None else "name.group"
        command._locale_name = app_commands.locale_str(command.name, key=key, catalogue=game)
        keyed += 1
        if isinstance(command, app_commands.Command):
            for parameter in command._params.values():
                parameter._rename = app_commands.locale_str(
                    parameter.display_name, key=f"name.arg.{parameter.name}", catalogue=game
                )
                keyed += 1
    return keyed
