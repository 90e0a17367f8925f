"""One error handler for every slash command and autocomplete: refusals are answered ephemerally with their
sentence, anything unexpected is logged with context and answered with an apology (never "The application did not
respond")."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.sessions import SessionError
from cogs.ui import answer_error

if TYPE_CHECKING:
    from bot.client import GameBot


class Errors(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self._previous = bot.tree.on_error
        bot.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]

    async def cog_unload(self) -> None:
        self.bot.tree.on_error = self._previous  # type: ignore[method-assign]

    async def on_app_command_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        command = interaction.command.qualified_name if interaction.command else "?"
        kind = command.split(" ")[0]
        where = f"{kind} /{command}"
        if isinstance(error, app_commands.NoPrivateMessage):
            error = app_commands.CommandInvokeError(interaction.command, SessionError("error.guild_only"))  # type: ignore[arg-type]
        elif isinstance(error, app_commands.TransformerError):
            original: Exception = SessionError("error.bad_option", value=str(error.value)[:50])
            error = app_commands.CommandInvokeError(interaction.command, original)  # type: ignore[arg-type]
        elif isinstance(error, app_commands.CommandSignatureMismatch | app_commands.CommandNotFound):
            # Options Discord would not send for the synced command (missing or unknown): a stale client or a forgery.
            error = app_commands.CommandInvokeError(interaction.command, SessionError("error.bad_input"))  # type: ignore[arg-type]
        await answer_error(interaction, getattr(error, "original", error), where=where, kind=kind)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Errors(bot))
