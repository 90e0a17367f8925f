"""The commands every game's table has beside its turn: `/<game> board` (the board posted again at the bottom of the
channel), `/<game> rules` (and the panels' How to play button), and `/<game> end` with its confirmation."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.sessions import SessionError
from bot.store import GameRecord, GameStatus
from bot.table.commands import common_str
from bot.table.confirm import confirmation
from bot.table.cooldowns import Cooldowns
from bot.table.layout import Image, Layout, pages
from bot.table.replies import locale_of, update_private
from bot.table.router import Click
from bot.text.common import text as common_text
from cogs.part import TablePart


class TableCommands(TablePart):
    """/board, /rules, /end for a `GameCog` (see the module doc)."""

    if TYPE_CHECKING:
        board_cooldowns: Cooldowns

        async def channel_game(self, interaction: discord.Interaction) -> GameRecord: ...
        def may_end(self, interaction: discord.Interaction, record: GameRecord) -> bool: ...
        def rules_blocks(self, locale: str) -> list[str]: ...
        def rules_more(self, locale: str) -> list[str]: ...
        async def rules_more_images(self, locale: str) -> list[Image]: ...

    @app_commands.command(name="board", description=common_str("cmd.board"))  # type: ignore[type-var]
    async def board_command(self, interaction: discord.Interaction) -> None:
        record = await self.channel_game(interaction)
        if record.status is not GameStatus.ACTIVE:
            raise SessionError("session.not_active")
        self.board_cooldowns.check(record.id)
        async with self.bot.answers.deferred(interaction, "board", {}, ephemeral=True):  # (a kill: removed at start)
            moved = common_text("table.board_moved", await self.public_locale(interaction.guild_id))
            board_id = await self.bot.keeper.repost(record.id, moved)
            link = f"https://discord.com/channels/{interaction.guild_id}/{record.channel_id}/{board_id}"
            await interaction.edit_original_response(
                content=common_text("table.board_reposted", locale_of(interaction), link=link)
            )

    async def rules_layout(self, locale: str, record: GameRecord | None) -> Layout:
        blocks = self.rules_blocks(locale)
        if record is not None and record.kind == self.kind:
            lines = self.option_lines(self.host.config(record), locale)
            if lines:
                blocks.append(common_text("rules.this_game", locale) + "\n" + "\n".join(f"• {x}" for x in lines))
        return Layout(blocks)

    async def send_rules(self, interaction: discord.Interaction, record: GameRecord | None) -> None:
        """The rules, privately, then the game's further sections (`rules_more`), in as many messages as the text
        needs (one message holds at most 4,000 characters of text: a French Feli-Fuda rules text is longer)."""
        locale = locale_of(interaction)
        first, *rest = pages((await self.rules_layout(locale, record)).text)
        await interaction.response.send_message(ephemeral=True, **Layout(first).send_kwargs())
        for blocks in rest:
            await interaction.followup.send(ephemeral=True, **Layout(blocks).send_kwargs())
        more = pages(self.rules_more(locale))
        if more[0]:
            images = await self.rules_more_images(locale)
            for n, blocks in enumerate(more):  # the pictures with the last
                layout = Layout(blocks, images=images if n == len(more) - 1 else [])
                await interaction.followup.send(ephemeral=True, **layout.send_kwargs())

    @app_commands.command(name="rules", description=common_str("cmd.rules"))  # type: ignore[type-var]
    async def rules_command(self, interaction: discord.Interaction) -> None:
        await self.send_rules(interaction, await self.bot.sessions.in_channel(interaction.channel_id or 0))

    async def on_rules(self, interaction: discord.Interaction, click: Click) -> None:
        await self.send_rules(interaction, await self.bot.sessions.record(click.game_id))

    @app_commands.command(name="end", description=common_str("cmd.end"))  # type: ignore[type-var]
    async def end_command(self, interaction: discord.Interaction) -> None:
        record = await self.channel_game(interaction)
        locale = locale_of(interaction)
        if not self.may_end(interaction, record):
            raise SessionError("error.no_permission")
        await self.ask(interaction, record, "end", locale)

    async def ask(self, interaction: discord.Interaction, record: GameRecord, verb: str, locale: str) -> None:
        """An "are you sure?" of this game, privately: the common catalogue's `<verb>.confirm`, answered by the
        `<verb>_yes` and `<verb>_no` components (drawn at the game's version: a stale answer is refused)."""
        question = common_text(f"{verb}.confirm", locale)
        layout = confirmation(
            self.kind, record.id, record.version, question, yes=f"{verb}_yes", no=f"{verb}_no", locale=locale
        )
        await interaction.response.send_message(ephemeral=True, **layout.send_kwargs())

    async def on_end_yes(self, interaction: discord.Interaction, click: Click) -> None:
        record = await self.bot.sessions.record(click.game_id)
        if not self.may_end(interaction, record):
            raise SessionError("error.no_permission")
        await self.bot.sessions.abandon(click.game_id, reason="ended", closed_by=interaction.user.id)
        await update_private(interaction, Layout([common_text("end.done", locale_of(interaction))]))

    async def on_end_no(self, interaction: discord.Interaction, click: Click) -> None:
        await update_private(interaction, Layout([common_text("end.kept", locale_of(interaction))]))
