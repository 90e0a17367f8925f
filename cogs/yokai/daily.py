"""The daily deal: its week (one level and player count per UTC day, the same for every server), the lines of its
board, and its commands (`/yokai daily play`, `/yokai daily board`: `DailyCommands`, a part of `YokaiCog`)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.sessions import SessionError
from bot.store import DailyTable
from bot.table.layout import Image, Layout
from bot.table.names import mention
from bot.text.yokai import text
from cogs.duel import CPU_LEVELS
from cogs.part import TablePart
from cogs.yokai.options import BOT_LEVELS, T, config_from_options
from cogs.yokai.panel import BOARD_COLOUR
from render.yokai_daily import DailyLine
from render.yokai_daily import daily_board as draw_daily

if TYPE_CHECKING:
    from bot.table.lobby import Lobby

# Monday to Sunday: (level of the current edition, players). Every level comes once or twice a week, every player
# count two or three times.
WEEK: tuple[tuple[int, int], ...] = ((1, 2), (2, 3), (3, 4), (4, 2), (5, 3), (1, 4), (3, 2))


def today() -> dt.date:
    """The daily deal's day: the UTC date."""
    return dt.datetime.now(dt.UTC).date()


def daily_setup(day: dt.date) -> tuple[int, int]:
    """The level and player count of `day`'s deal."""
    return WEEK[day.weekday()]


def daily_lines(tables: Sequence[DailyTable], days: dict[int, set[str]], day: dt.date, locale: str) -> list[DailyLine]:
    """The day's tables for the board, best first (won by score, then lost, then abandoned, then still playing), each
    member with their streak (consecutive days up to today they played the server's deal, abandoned tables aside)."""

    def streak(user: int) -> int:
        n = 0
        while (day - dt.timedelta(days=n)).isoformat() in days.get(user, set()):
            n += 1
        return n

    def members(t: DailyTable) -> str:
        names = [text("daily.member", locale, name=name, days=streak(user)) for user, name in t.people]
        if t.bots:
            names.append(text("daily.bots", locale, count=t.bots))
        return ", ".join(names)

    def outcome(t: DailyTable) -> str:
        if t.status is None:
            return text("daily.playing", locale)
        if t.status == "abandoned":  # ended before its end: not a loss (and not in the streak: `daily_days`)
            return text("daily.abandoned", locale)
        if t.won and t.tier:
            return text(f"tier.current.{t.tier}", locale)
        return text("daily.lost", locale)

    def rank(t: DailyTable) -> tuple[int, int, int]:
        order = 3 if t.status is None else 2 if t.status == "abandoned" else 0 if t.won else 1
        return (order, -(t.score or 0), t.game_id)

    ranked = sorted(tables, key=rank)
    return [DailyLine(members(t), outcome(t), t.score if t.won else None, t.turns, t.won) for t in ranked]


def daily_alt(lines: Sequence[DailyLine], locale: str) -> str:
    """The board's text alternative: how many tables, then each table's members and result, as the picture ranks
    them (a screen reader hears what the picture shows)."""
    tables = []
    for rank, line in enumerate(lines, start=1):
        points = None if line.score is None else text("daily.alt_points", locale, points=line.score)
        turns = None if line.turns is None else text("render.daily.turns", locale, turns=line.turns)
        result = ", ".join(x for x in (line.outcome, points, turns) if x)
        tables.append(text("daily.alt_table", locale, rank=rank, members=line.members, result=result))
    return "\n".join([text("daily.alt", locale, tables=len(lines)), *tables])


def yesterday_line(tables: Sequence[DailyTable], locale: str) -> str:
    """Yesterday's winners: the tables with yesterday's best winning score."""
    won = [t for t in tables if t.won and t.score is not None]
    if not won:
        return text("daily.yesterday_none", locale)
    best = max(t.score or 0 for t in won)
    names = "; ".join(", ".join(name for _, name in t.people) for t in won if t.score == best)
    return text("daily.yesterday", locale, names=names, score=best)


class DailyCommands(TablePart):
    """`/yokai daily play` and `/yokai daily board`, for `YokaiCog`."""

    if TYPE_CHECKING:
        lobby: Lobby

    daily = app_commands.Group(name="daily", description=T("cmd.daily_group"))

    @daily.command(name="play", description=T("cmd.daily"))  # type: ignore[type-var]
    @app_commands.describe(bots=T("arg.daily_bots"), bot_level=T("arg.bot_level"))
    @app_commands.choices(bot_level=BOT_LEVELS)
    async def daily_play(
        self, interaction: discord.Interaction, bots: app_commands.Range[int, 0, 3] = 0, bot_level: str = "normal"
    ) -> None:
        """The server's deal of the day: the same shuffle, hints and cards at every table of the server that opens
        it today, at the day's level and player count; each person plays it once a day, with people or bots (when
        bots fill every other seat, it starts at once)."""
        if bot_level not in CPU_LEVELS:
            raise SessionError("error.bad_input")
        day = today()
        level, seats = daily_setup(day)
        bots = min(bots, seats - 1)
        user = interaction.user
        if await self.bot.store.daily_played(interaction.guild_id or 0, day.isoformat(), [user.id]):
            raise SessionError("session.daily_played", mentions=mention(user.id))
        await self.lobby.open(
            interaction,
            config_from_options(level=level),
            cpu=bot_level if bots else None,
            cpus=max(bots, 1),
            start=bots == seats - 1,
            extra={"daily": {"day": day.isoformat(), "seats": seats}},
        )

    @daily.command(name="board", description=T("cmd.daily_board"))  # type: ignore[type-var]
    async def daily_board(self, interaction: discord.Interaction) -> None:
        """The day's board of the server, in public: every table's score, tier, turns and members with their
        streaks, and yesterday's winners (scores only, never the deal)."""
        locale = await self.public_locale(interaction.guild_id)
        store, guild, day = self.bot.store, interaction.guild_id or 0, today()
        async with self.bot.answers.deferred(interaction, "daily_board", {}, ephemeral=False):  # (a kill: removed)
            tables = await store.daily_tables(guild, day.isoformat())
            days = await store.daily_days(guild, sorted({user for t in tables for user, _ in t.people}))
            lines = daily_lines(tables, days, day, locale)
            yesterday = await store.daily_tables(guild, (day - dt.timedelta(days=1)).isoformat())
            level, seats = daily_setup(day)
            title = text("daily.title", locale, day=day.isoformat())
            subtitle = text("daily.subtitle", locale, level=level, seats=seats)
            last = yesterday_line(yesterday, locale)
            with self.bot.drawing.looking_up():
                image = await self.bot.drawing.now(draw_daily, title, subtitle, lines, last, locale=locale)
            alt = daily_alt(lines, locale)
            layout = Layout(
                [f"### {title}\n{subtitle}"], images=[Image(image, "yokai-daily.png", alt)], accent=BOARD_COLOUR
            )
            await interaction.followup.send(**layout.send_kwargs())
