"""`/settings`: a server's choices, for members with Manage Server, and each person's own. `/settings language`: the
language of the bot's public messages in this server (boards, lobbies, pings, reveals); replies always speak the
language of the person they answer. `/settings bot_games`: whether games with bots tick the Level checklist of their
people (off by default: they are kept apart). `/settings turns` (anyone, for themselves): a direct message when their
turn has waited (right away, after 5 or 30 minutes, never: `bot/table/letters.py`).

The group is visible to every member (Discord sets who sees a command on the group as a whole): the server's settings
refuse members without Manage Server (`check_manager`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.sessions import SessionError
from bot.table.commands import common_str
from bot.table.languages import SUPPORTED
from bot.table.replies import locale_of, reply
from bot.text.common import text

if TYPE_CHECKING:
    from bot.client import GameBot


@app_commands.guild_only()
class SettingsCog(commands.GroupCog, group_name="settings", group_description=common_str("settings.about")):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="language", description=common_str("cmd.language"))
    @app_commands.describe(language=common_str("arg.language"))
    @app_commands.choices(
        language=[
            app_commands.Choice(name=common_str("language.auto"), value="auto"),
            *(app_commands.Choice(name=common_str(f"language.{lang}"), value=lang) for lang in SUPPORTED),
        ]
    )
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        check_manager(interaction)
        if language != "auto" and language not in SUPPORTED:
            raise SessionError("error.bad_input")
        guild_id = interaction.guild_id or 0
        await self.bot.languages.choose(guild_id, None if language == "auto" else language)
        public = await self.bot.languages.public(guild_id)
        await reply(
            interaction,
            text(
                "settings.language_set",
                locale_of(interaction),
                language=text(f"language.{public}", locale_of(interaction)),
            ),
        )
        for record in await self.bot.store.active_games():  # open tables redraw in the new language
            if record.guild_id == guild_id:
                self.bot.keeper.request(record.id, debounce=False)

    @app_commands.command(name="bot_games", description=common_str("cmd.bot_games"))
    @app_commands.describe(count=common_str("arg.count"))
    async def count_bot_games(self, interaction: discord.Interaction, count: bool) -> None:
        check_manager(interaction)
        await self.bot.store.set_guild_counts_bot_games(interaction.guild_id or 0, count)
        await reply(
            interaction, text("settings.bot_games_on" if count else "settings.bot_games_off", locale_of(interaction))
        )

    @app_commands.command(name="turns", description=common_str("cmd.turns"))
    @app_commands.describe(after=common_str("arg.after"))
    @app_commands.choices(
        after=[
            app_commands.Choice(name=common_str(f"turns.{choice}"), value=choice)
            for choice in ("now", "5", "30", "never")
        ]
    )
    async def turns(self, interaction: discord.Interaction, after: str) -> None:
        """For oneself: a direct message when one's turn has waited that long (in one's own language)."""
        if after not in TURN_LETTERS:
            raise SessionError("error.bad_input")
        minutes = TURN_LETTERS[after]
        locale = locale_of(interaction)
        await self.bot.store.set_turn_letters(interaction.user.id, minutes, locale)
        if minutes is None:
            await reply(interaction, text("settings.turns_off", locale))
        else:
            await reply(interaction, text("settings.turns_on", locale, after=minutes))


TURN_LETTERS: dict[str, int | None] = {"now": 0, "5": 5, "30": 30, "never": None}  # `/settings turns after:` -> minutes


def check_manager(interaction: discord.Interaction) -> None:
    """Only members with Manage Server change a server's settings (the command is hidden from the others, but a
    server may show it to anyone)."""
    perms = interaction.permissions
    if not (perms.manage_guild or perms.administrator):
        raise SessionError("error.manage_server")


async def setup(bot: GameBot) -> None:
    await bot.add_cog(SettingsCog(bot))
