"""Shared Discord UI helpers: component custom_ids, the dynamic item that routes every click, replies, files.

Every button and select the bot sends is a `GameComponent` (a `DynamicItem`), whose custom_id is
`<kind>:<game>:<version>:<verb>[:<arg>]`: no game state lives on a View, and after a restart the old messages'
components still reach their handler (the pattern is registered in `setup_hook`). Handlers are registered per
(kind, verb) on the bot's `Router`. `guarded` turns every refusal into an ephemeral answer and every crash into
a logged error plus an ephemeral apology, never "This interaction failed".
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands

from bot.engine.common import IllegalAction
from bot.sessions import SessionError
from bot.text import CATALOGUES, DEFAULT_LOCALE
from bot.text.common import text as common_text

log = logging.getLogger(__name__)

CUSTOM_ID = re.compile(
    r"(?P<kind>[a-z]+):(?P<game>[0-9]+):(?P<version>[0-9]+):(?P<verb>[a-z_]+)(?::(?P<arg>[A-Za-z0-9_,.-]+))?"
)
MAX_CUSTOM_ID = 100


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


Handler = Callable[[discord.Interaction, Click], Awaitable[None]]


class Router:
    """(kind, verb) -> handler, for every component of every game."""

    def __init__(self) -> None:
        self.handlers: dict[tuple[str, str], Handler] = {}

    def add(self, kind: str, verb: str, handler: Handler) -> None:
        self.handlers[(kind, verb)] = handler

    async def dispatch(self, interaction: discord.Interaction, click: Click) -> None:
        handler = self.handlers.get((click.kind, click.verb))
        if handler is None:
            log.warning("no handler for %s:%s (game %d)", click.kind, click.verb, click.game_id)
            await reply(interaction, common_text("session.stale", locale=str(interaction.locale)))
            return
        await handler(interaction, click)


class GameComponent(discord.ui.DynamicItem[discord.ui.Item[Any]], template=CUSTOM_ID.pattern):
    """Any button or select of any game. Wrap a `discord.ui.Button` or `discord.ui.Select` built with a
    `custom_id(...)`; clicks, even on messages sent before a restart, go to the bot's Router."""

    def __init__(self, item: discord.ui.Item[Any]) -> None:
        super().__init__(item)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> GameComponent:
        return cls(item)

    async def callback(self, interaction: discord.Interaction) -> None:
        match = CUSTOM_ID.fullmatch(self.custom_id)
        if match is None:  # cannot happen: the template matched
            return
        click = Click(
            kind=match["kind"],
            game_id=int(match["game"]),
            version=int(match["version"]),
            verb=match["verb"],
            arg=match["arg"],
            values=tuple(getattr(self.item, "values", ()) or ()),
        )
        client: Any = interaction.client
        where = f"{click.kind} game {click.game_id} {click.verb}"
        await guarded(interaction, client.router.dispatch(interaction, click), where=where)


def button(
    cid: str,
    label: str,
    *,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    emoji: str | None = None,
    row: int | None = None,
    disabled: bool = False,
) -> GameComponent:
    return GameComponent(discord.ui.Button(label=label, custom_id=cid, style=style, emoji=emoji, row=row,
                                           disabled=disabled))


def select(
    cid: str, placeholder: str, options: Sequence[discord.SelectOption], *, row: int | None = None
) -> GameComponent:
    return GameComponent(discord.ui.Select(custom_id=cid, placeholder=placeholder, options=list(options)[:25],
                                           row=row))


def view_of(*items: discord.ui.Item[Any]) -> discord.ui.View:
    """A stateless View holding the given components (they route by custom_id, not by this object)."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


# ---------------------------------------------------------------------------------------------- replies
def locale_of(interaction: discord.Interaction) -> str:
    return str(interaction.locale)


async def reply(
    interaction: discord.Interaction,
    content: str | None = None,
    *,
    ephemeral: bool = True,
    **kwargs: Any,
) -> None:
    """Answer an interaction whether or not it was already acknowledged (then as a followup)."""
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=ephemeral, **kwargs)
    else:
        await interaction.response.send_message(content, ephemeral=ephemeral, **kwargs)


async def guarded(interaction: discord.Interaction, work: Awaitable[None], *, where: str) -> None:
    """Run a handler; whatever it raises is answered by `answer_error`."""
    try:
        await work
    except Exception as exc:
        await answer_error(interaction, exc, where=where)


async def answer_error(interaction: discord.Interaction, exc: BaseException, *, where: str) -> None:
    """A refusal (SessionError, IllegalAction) is answered ephemerally with its sentence; anything unexpected is
    logged with its context (ids only: never a token, never a card) and answered with an apology."""
    locale = locale_of(interaction)
    if isinstance(exc, SessionError):
        kind = where.split(" ", 1)[0]
        await _safe_reply(interaction, common_text(exc.key, locale=locale, kind=kind, **exc.values))
    elif isinstance(exc, IllegalAction):
        await _safe_reply(interaction, exc.reason)
    elif isinstance(exc, discord.NotFound):  # the interaction expired (e.g. a restart in between)
        log.warning("%s: interaction for user %s not found (%s)", where, interaction.user.id, exc.code)
    elif isinstance(exc, discord.Forbidden):  # the server did not give the bot what it needs in this channel
        log.warning("%s: missing permissions in channel %s (%s)", where, interaction.channel_id, exc.code)
        await _safe_reply(interaction, common_text("error.forbidden", locale=locale))
    else:
        log.error("%s failed for user %s", where, interaction.user.id, exc_info=exc)
        await _safe_reply(interaction, common_text("error.unexpected", locale=locale))


async def _safe_reply(interaction: discord.Interaction, message: str) -> None:
    try:
        await reply(interaction, message)
    except discord.HTTPException as exc:
        log.warning("could not answer user %s (%s)", interaction.user.id, exc.status)


def png(data: bytes, name: str, description: str | None = None) -> discord.File:
    """A PNG attachment; `description` is its alt text, read by screen readers."""
    return discord.File(io.BytesIO(data), filename=name, description=(description or "")[:1000] or None)


async def off_loop(func: Callable[..., bytes], *args: Any, **kwargs: Any) -> bytes:
    """Run a (Pillow) renderer in a worker thread, never on the event loop."""
    return await asyncio.to_thread(func, *args, **kwargs)


class CatalogueTranslator(app_commands.Translator):
    """Slash-command descriptions and choice names come from the catalogues (`locale_str(..., key=, catalogue=)`),
    so a new locale in a catalogue translates the commands too."""

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        key = string.extras.get("key")
        catalogue = CATALOGUES.get(string.extras.get("catalogue", ""))
        if key is None or catalogue is None:
            return None
        lang = locale.value.split("-")[0]
        if lang == DEFAULT_LOCALE:
            return None
        return catalogue.messages.get(lang, {}).get(key)
