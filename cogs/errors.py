"""One error handler for every slash command: refusals are answered ephemerally with their sentence, anything
unexpected is logged with context and answered with an apology (never "The application did not respond")."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.text.common import text
from cogs.ui import answer_error, locale_of, reply

log = logging.getLogger(__name__)


class Errors(commands.Cog):
    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self._previous = bot.tree.on_error
        bot.tree.on_error = self.on_app_command_error

    async def cog_unload(self) -> None:
        self.bot.tree.on_error = self._previous

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        command = interaction.command.qualified_name if interaction.command else "?"
        where = f"{command.split(' ')[0]} /{command}"
        if isinstance(error, app_commands.NoPrivateMessage):
            await reply(interaction, text("error.guild_only", locale_of(interaction)))
            return
        if isinstance(error, app_commands.TransformerError):
            await reply(interaction, text("error.bad_option", locale_of(interaction), value=str(error.value)[:50]))
            return
        await answer_error(interaction, getattr(error, "original", error), where=where)


async def setup(bot: Any) -> None:
    await bot.add_cog(Errors(bot))
