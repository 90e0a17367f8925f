"""The commands every game's table has beside its turn: `/<game> board` (the board posted again at the bottom of the
channel), `/<game> rules` (and the panels' How to play button: the essentials, with a button for each further section),
and `/<game> end` with its confirmation."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.sessions import SessionError
from bot.store import GameRecord, GameStatus
from bot.table.commands import common_str
from bot.table.components import button
from bot.table.confirm import confirmation
from bot.table.cooldowns import Cooldowns
from bot.table.layout import Image, Layout, pages, rows_of
from bot.table.replies import locale_of, update_private
from bot.table.router import Click, custom_id
from bot.text.common import text as common_text
from cogs.part import TablePart


class TableCommands(TablePart):
    """/board, /rules, /end for a `GameCog` (see the module doc)."""

    if TYPE_CHECKING:
        board_cooldowns: Cooldowns

        async def channel_game(self, interaction: discord.Interaction) -> GameRecord: ...
        def may_end(self, interaction: discord.Interaction, record: GameRecord) -> bool: ...
        def rules_blocks(self, locale: str) -> list[str]: ...
        def rules_sections(self, record: GameRecord | None) -> list[str]: ...
        def rules_section(self, name: str, locale: str) -> list[str]: ...
        def rules_section_next(self, name: str) -> list[str]: ...
        async def rules_section_images(self, name: str, locale: str) -> list[Image]: ...

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
        """How to play: the essentials (`rules_blocks`, ~1,500 characters at most), this table's options, and a
        button for each further section (`rules_sections`: the whole rules, the bots where bots sit...)."""
        blocks = self.rules_blocks(locale)
        if record is not None and record.kind == self.kind:
            lines = self.option_lines(self.host.config(record), locale)
            if lines:
                blocks.append(common_text("rules.this_game", locale) + "\n" + "\n".join(f"• {x}" for x in lines))
        return Layout(blocks, rows=rows_of(self.section_buttons(self.rules_sections(record), locale)))

    def section_buttons(self, names: list[str], locale: str) -> list[discord.ui.Item[Any]]:
        """A button opening each of these further sections of the rules (a component of no game: anyone may read)."""
        return [
            button(custom_id(self.kind, 0, 0, "rules_part", name), common_text(f"rules.button.{name}", locale))
            for name in names
        ]

    async def send_rules(self, interaction: discord.Interaction, record: GameRecord | None) -> None:
        """The rules' essentials, privately, with the buttons of the further sections."""
        layout = await self.rules_layout(locale_of(interaction), record)
        await interaction.response.send_message(ephemeral=True, **layout.send_kwargs())

    async def on_rules_part(self, interaction: discord.Interaction, click: Click) -> None:
        """A further section of the rules, privately, in as many messages as its text needs (one holds at most 4,000
        characters), its pictures and its own further sections' buttons with the last."""
        name = click.arg or ""
        locale = locale_of(interaction)
        blocks = self.rules_section(name, locale)
        if not blocks:
            raise SessionError("error.unknown_button")  # a section this game does not have: a forged click
        parts = pages(blocks)
        images = await self.rules_section_images(name, locale)
        rows = rows_of(self.section_buttons(self.rules_section_next(name), locale))
        for n, part in enumerate(parts):
            last = n == len(parts) - 1
            layout = Layout(part, images=images if last else [], rows=rows if last else [])
            if n == 0:
                await interaction.response.send_message(ephemeral=True, **layout.send_kwargs())
            else:
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
