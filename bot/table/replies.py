"""Answering an interaction: the person's language, private answers, and one way to turn whatever a handler raised
into an answer (`guarded`, `answer_error`): a refusal is answered with its sentence, anything unexpected is logged
with context and answered with an apology, never "This interaction failed"."""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import Any

import discord

from bot.engine.common import IllegalAction
from bot.sessions import SessionError
from bot.table.layout import Layout
from bot.text.common import say
from bot.text.common import text as common_text

log = logging.getLogger(__name__)


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


async def update_private(interaction: discord.Interaction, layout: Layout) -> int | None:
    """Answer a component of a private (ephemeral) message by editing that message to `layout`. When the component
    comes from a public message instead (a forged click on the board), the answer is a new ephemeral message: what
    is meant for one player can never replace a public message. Returns the id of the message that shows `layout`
    (None: not known)."""
    message = interaction.message
    if message is not None and message.flags.ephemeral:
        await interaction.response.edit_message(**layout.edit_kwargs())
        return message.id
    callback = await interaction.response.send_message(ephemeral=True, **layout.send_kwargs())
    return callback.message_id


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
