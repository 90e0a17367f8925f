"""The daily deal's week: one level and player count per UTC day, the same for every table of every server."""

from __future__ import annotations

import datetime as dt

# Monday to Sunday: (level of the current edition, players). Every level comes once or twice a week, every player
# count two or three times.
WEEK: tuple[tuple[int, int], ...] = ((1, 2), (2, 3), (3, 4), (4, 2), (5, 3), (1, 4), (3, 2))


def today() -> dt.date:
    """The daily deal's day: the UTC date."""
    return dt.datetime.now(dt.UTC).date()


def daily_setup(day: dt.date) -> tuple[int, int]:
    """The level and player count of `day`'s deal."""
    return WEEK[day.weekday()]
