"""The Level checklist ("Your path"): the store's result rows, grouped into one line per level of an edition, and
`/yokai path` (`PathCommand`, a part of `YokaiCog`)."""

from __future__ import annotations

from collections.abc import Sequence

import discord
from discord import app_commands

from bot.engine.yokai import LEVELS, Edition, Tier
from bot.sessions import SessionError
from bot.store import PathRow, StatsRecord
from bot.table.layout import Image, Layout
from bot.table.names import member_name
from bot.text.yokai import text
from cogs.part import TablePart
from cogs.yokai.options import T, choice
from cogs.yokai.panel import BOARD_COLOUR, KIND
from render import yokai as draw
from render.yokai import PathLevel


def path_levels(rows: Sequence[PathRow], edition: Edition) -> list[PathLevel]:
    """One entry per level of `edition`: tiers achieved (ticked as on paper: only what was won), games won and
    played, best winning score."""
    out = []
    for level in sorted(LEVELS[edition]):
        mine = [r for r in rows if r.mode == edition.value and r.level == level]
        won = [r for r in mine if r.won]
        best = [r.best_score for r in won if r.best_score is not None]
        out.append(
            PathLevel(
                level=level,
                tiers=frozenset(Tier(r.tier) for r in won if r.tier),
                games_won=sum(r.games for r in won),
                games_played=sum(r.games for r in mine),
                best_score=max(best) if best else None,
            )
        )
    return out


def editions_played(rows: Sequence[PathRow]) -> list[Edition]:
    """The editions with at least one game, current first; the current edition when there is none."""
    found = [e for e in Edition if any(r.mode == e.value for r in rows)]
    return found or [Edition.CURRENT]


def path_summary(stats: StatsRecord, locale: str) -> str:
    return text("path.summary", locale, won=stats.won, played=stats.played, abandoned=stats.abandoned)


class PathCommand(TablePart):
    """`/yokai path`, for `YokaiCog`."""

    @app_commands.command(name="path", description=T("cmd.path"))  # type: ignore[type-var]
    @app_commands.describe(player=T("arg.player"), edition=T("arg.edition"))
    @app_commands.choices(edition=[choice("current", "current"), choice("first", "first")])
    async def path(
        self, interaction: discord.Interaction, player: discord.User | None = None, edition: str | None = None
    ) -> None:
        locale = await self.public_locale(interaction.guild_id)
        store = self.bot.store
        guild_id = interaction.guild_id or 0
        if player is None:
            rows = await store.path_rows(KIND, guild_id=interaction.guild_id)
            people, bots = [await store.guild_stats(KIND, guild_id, bots=b) for b in (False, True)]
            title = text("path.title.guild", locale, name=interaction.guild.name if interaction.guild else "")
        else:
            rows = await store.path_rows(KIND, user_id=player.id)
            people, bots = [await store.player_stats(KIND, player.id, bots=b) for b in (False, True)]
            title = text("path.title.player", locale, name=member_name(player))
        if edition is not None and edition not in {e.value for e in Edition}:
            raise SessionError("error.bad_input")
        editions = [Edition(edition)] if edition else editions_played(rows)
        async with self.bot.answers.deferred(interaction, "path", {}, ephemeral=False):  # (a kill: removed at start)
            with self.bot.drawing.looking_up():
                images = [
                    Image(
                        await self.bot.drawing.now(draw.path, title, ed, path_levels(rows, ed), locale=locale),
                        f"yokai-path-{ed.value}.png",
                        text("path.alt", locale),
                    )
                    for ed in editions
                ]
            summary = path_summary(people, locale)
            if bots.played:  # games with bots are shown apart from the games among people, never mixed in
                counted = "yes" if await store.guild_counts_bot_games(guild_id) else "no"
                summary = "\n".join(
                    (
                        text("path.people", locale, summary=summary),
                        text("path.bots", locale, summary=path_summary(bots, locale), counted=counted),
                    )
                )
            layout = Layout([f"### {title}\n{summary}"], images=images, accent=BOARD_COLOUR)
            await interaction.followup.send(**layout.send_kwargs())
