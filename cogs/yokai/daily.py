"""The daily deal: its week (one level and player count per UTC day, the same for every server) and the lines of
its board (`/yokai daily board`), from the store's tables of the day."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from bot.store import DailyTable
from bot.text.yokai import text
from render.yokai_daily import DailyLine

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
    """The day's tables for the board, best first (won by score, then lost, then still playing), each member with
    their streak (consecutive days up to today they played the server's deal)."""

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
        if t.won and t.tier:
            return text(f"tier.current.{t.tier}", locale)
        return text("daily.lost", locale)

    ranked = sorted(tables, key=lambda t: (t.status is None, not t.won, -(t.score or 0), t.game_id))
    return [DailyLine(members(t), outcome(t), t.score if t.won else None, t.turns, t.won) for t in ranked]


def yesterday_line(tables: Sequence[DailyTable], locale: str) -> str:
    """Yesterday's winners: the tables with yesterday's best winning score."""
    won = [t for t in tables if t.won and t.score is not None]
    if not won:
        return text("daily.yesterday_none", locale)
    best = max(t.score or 0 for t in won)
    names = "; ".join(", ".join(name for _, name in t.people) for t in won if t.score == best)
    return text("daily.yesterday", locale, names=names, score=best)
