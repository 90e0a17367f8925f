"""`/<game> leaderboard` for a `GameCog`: a picture of the server's (or everyone's) standings over a period, private
unless asked public. A cooperative game ranks its records per level; a duel ranks its ratings (`DuelCog` supplies
`leaderboard_lines`)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.sessions import SessionError
from bot.table import leaderboard as boards
from bot.table.commands import common_str
from bot.table.layout import Image, Layout
from bot.table.replies import locale_of
from bot.text.common import text as common_text
from cogs.part import TablePart
from render.leaderboard import Line, leaderboard


class LeaderboardTable(TablePart):
    """The leaderboard command of a game's table (see the module doc)."""

    @app_commands.command(name="leaderboard", description=common_str("cmd.leaderboard"))  # type: ignore[type-var]
    @app_commands.describe(
        scope=common_str("arg.scope"), period=common_str("arg.period"), public=common_str("arg.public")
    )
    @app_commands.choices(
        scope=[app_commands.Choice(name=common_str(f"scope.{s}"), value=s) for s in boards.SCOPES],
        period=[app_commands.Choice(name=common_str(f"period.{p}"), value=p) for p in boards.PERIOD_DAYS],
    )
    async def leaderboard_command(
        self, interaction: discord.Interaction, scope: str = "server", period: str = "all", public: bool = False
    ) -> None:
        """`/<game> leaderboard`: a picture, private unless asked public (then in the server's language)."""
        if scope not in boards.SCOPES or period not in boards.PERIOD_DAYS:
            raise SessionError("error.bad_input")
        if interaction.guild_id is None:
            scope = "global"
        async with self.bot.answers.deferred(interaction, "leaderboard", {}, ephemeral=not public):
            locale = await self.public_locale(interaction.guild_id) if public else locale_of(interaction)
            guild = None if scope == "global" else interaction.guild_id
            title, counted, header, lines = await self.leaderboard_lines(
                guild, boards.since(period), interaction.user.id, locale
            )
            sub = boards.subtitle(scope, period, counted, locale)
            empty = common_text("leaderboard.empty", locale)
            with self.bot.drawing.looking_up():
                png = await self.bot.drawing.now(leaderboard, title, sub, header, lines, empty=empty)
            alt = "\n".join([title, sub, *(" · ".join(line.cells) for line in lines)])
            layout = Layout([f"**{title}** · {sub}"], images=[Image(png, "leaderboard.png", alt)])
            await interaction.followup.send(ephemeral=not public, **layout.send_kwargs())

    async def leaderboard_lines(
        self, guild_id: int | None, since: float | None, user_id: int, locale: str
    ) -> tuple[str, str, list[str], list[Line]]:
        """(title, what it counts, header, rows) of this game's leaderboard. A cooperative game's: its records per
        level (a duel ranks its ratings: `DuelCog`)."""
        records = await self.bot.store.level_records(self.kind, guild_id=guild_id, since=since, user_id=user_id)

        def level(r: Any) -> str:  # a second edition's levels say which edition they are
            edition = f"render.edition.{r.mode}"
            if r.mode == records[0].mode or edition not in self.text:
                return str(r.level)
            return f"{r.level} ({self.text(edition, locale)})"

        def tier(r: Any) -> str:
            key = f"tier.{r.mode}.{r.tier}"
            return self.text(key, locale) if r.tier and key in self.text else ""

        header, lines = boards.record_lines(records, locale, level=level, tier=tier)
        title = common_text("records.title", locale, game=self.name(locale))
        return title, common_text("records.games", locale, count=sum(r.games for r in records)), header, lines
