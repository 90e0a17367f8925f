"""One error handler for every slash command and autocomplete: refusals are answered ephemerally with their
sentence, anything unexpected is logged with context and answered with an apology (never "The application did not
respond")."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.sessions import SessionError
from bot.table.replies import answer_error

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
        # A refusal is answered as itself (not wrapped in CommandInvokeError: an unknown command has no command).
        original: BaseException = getattr(error, "original", error)
        if isinstance(error, app_commands.NoPrivateMessage):
            original = SessionError("error.guild_only")
        elif isinstance(error, app_commands.TransformerError):
            original = SessionError("error.bad_option", value=str(error.value)[:50])
        elif isinstance(error, app_commands.CommandSignatureMismatch | app_commands.CommandNotFound):
            # Options Discord would not send for the synced command (missing or unknown): a stale client or a forgery.
            original = SessionError("error.bad_input")
        await answer_error(interaction, original, where=where, kind=kind)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Errors(bot))
