"""`/privacy`: what the bot keeps about the person asking, and a **Delete my data** button behind a confirmation.
Deleting closes their open games as abandoned (unrated), removes their name and id from every game and result (they
become "a former player") and deletes their ratings (`Sessions.forget_person`). Everything is answered privately. A
confirmed deletion completes whatever happens: it is saved before the answer is deferred, and start-up finishes one a
kill cut off, then fills its "thinking..." answer (`bot/table/answers.py`).

A server the bot is removed from is remembered with the time (`on_guild_remove`); the sweeper forgets its data once
the grace period (FORGET_SERVER_AFTER_DAYS) has passed, unless the bot was added back first (`on_guild_join`)."""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.sessions import SessionError
from bot.store import OpenAnswer
from bot.table.answers import ORIGINAL
from bot.table.commands import common_str
from bot.table.components import button
from bot.table.confirm import confirmation
from bot.table.layout import Layout
from bot.table.replies import locale_of, update_private
from bot.table.router import Click, custom_id
from bot.text.common import text

if TYPE_CHECKING:
    from bot.client import GameBot

KIND = "privacy"  # the components' kind: they belong to no game (custom_ids name game 0)
VALID_MINUTES = 15  # a confirmation's life (an ephemeral message's token lasts as long)


class PrivacyCog(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        # The confirmation's Yes carries a seal of (who, when) made with this process's secret: a custom_id typed by
        # hand (or a confirmation from before a restart, or someone else's) deletes nothing.
        self._secret = secrets.token_bytes(32)

    def seal(self, user_id: int, minute: int) -> str:
        return hmac.new(self._secret, f"{user_id}:{minute}".encode(), hashlib.sha256).hexdigest()[:32]

    async def cog_load(self) -> None:
        for verb, handler in (
            ("delete", self.on_delete),
            ("delete_yes", self.on_delete_yes),
            ("delete_no", self.on_delete_no),
        ):
            self.bot.router.add(KIND, verb, handler, scope="free")
        self.bot.answers.add(KIND, self.finish_delete)

    async def cog_unload(self) -> None:
        self.bot.router.remove(KIND)

    @app_commands.command(name="privacy", description=common_str("cmd.privacy"))
    async def privacy(self, interaction: discord.Interaction) -> None:
        locale = locale_of(interaction)
        kept = await self.bot.store.person_data(interaction.user.id)
        lines = [
            text("privacy.title", locale),
            text(
                "privacy.kept",
                locale,
                games=kept.games,
                open=kept.open_games,
                results=kept.results,
                ratings=kept.ratings,
            ),
            text("privacy.how", locale),
        ]
        delete = button(
            custom_id(KIND, 0, 0, "delete"), text("privacy.delete", locale), style=discord.ButtonStyle.danger
        )
        await interaction.response.send_message(ephemeral=True, **Layout(lines, rows=[[delete]]).send_kwargs())

    async def on_delete(self, interaction: discord.Interaction, click: Click) -> None:
        locale = locale_of(interaction)
        question = text("privacy.confirm", locale)
        minute = int(time.time() // 60)
        seal = self.seal(interaction.user.id, minute)
        await update_private(
            interaction,
            confirmation(KIND, 0, minute, question, yes="delete_yes", no="delete_no", locale=locale, arg=seal),
        )

    async def on_delete_yes(self, interaction: discord.Interaction, click: Click) -> None:
        fresh = 0 <= time.time() // 60 - click.version <= VALID_MINUTES
        if not fresh or not hmac.compare_digest(click.arg or "", self.seal(interaction.user.id, click.version)):
            raise SessionError("privacy.expired")
        locale = locale_of(interaction)
        # Saved before anything else: from here the deletion completes, a kill notwithstanding (start-up finishes it,
        # then `finish_delete` fills the "thinking..." answer while its token lives).
        await self.bot.sessions.request_forget(interaction.user.id)
        async with self.bot.answers.deferred(interaction, KIND, {"locale": locale}, ephemeral=True):
            games = await self.bot.sessions.forget_person(interaction.user.id)
            await interaction.edit_original_response(content=text("privacy.done", locale, games=games))

    async def finish_delete(self, webhook: discord.Webhook, answer: OpenAnswer) -> None:
        """A deletion's answer cut off by a stop, after the restart finished the deletion (`resume_forgetting`)."""
        locale = str(answer.details.get("locale") or "en")
        await webhook.edit_message(ORIGINAL, content=text("privacy.finished", locale))

    async def on_delete_no(self, interaction: discord.Interaction, click: Click) -> None:
        await update_private(interaction, Layout([text("privacy.kept_back", locale_of(interaction))]))

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        await self.bot.store.guild_left(guild.id)

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        await self.bot.store.guild_back(guild.id)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(PrivacyCog(bot))
