"""`/<game> leaderboard [scope] [period] [public]`, once for every game: a picture of the top ten and the asker's own
row. A duel's leaderboard ranks its ratings (`rating_lines`); a cooperative game's shows its records per level
(`record_lines`). The store reads (`bot/store/boards.py`), the picture is drawn off the event loop
(`render/leaderboard.py`), the words come from the catalogues in the asker's language."""

from __future__ import annotations

import time
from collections.abc import Callable

from bot.store.boards import LevelRecord, Standing, Standings
from bot.store.privacy import FORMER
from bot.text.common import cpu_name
from bot.text.common import text as common_text
from render.leaderboard import Line

SCOPES = ("server", "global")
PERIOD_DAYS: dict[str, int | None] = {"all": None, "month": 30, "week": 7}
DAY = 86_400


def since(period: str, now: float | None = None) -> float | None:
    """The start of a period (rolling: the last 30 days for a month, 7 for a week), None for all time."""
    days = PERIOD_DAYS[period]
    return None if days is None else (time.time() if now is None else now) - days * DAY


def person(name: str, locale: str) -> str:
    """A name as a leaderboard shows it: a forgotten person is "a former player", a CPU seat its level's name."""
    if name == FORMER:
        return common_text("former.player", locale)
    if name.startswith("cpu:"):
        return cpu_name(name[4:], locale)
    return name


def subtitle(scope: str, period: str, counted: str, locale: str) -> str:
    """Which leaderboard: its scope, its period, and what it counts (`counted`: "14 players", "3 games")."""
    return common_text(
        "leaderboard.subtitle",
        locale,
        scope=common_text(f"scope.{scope}", locale),
        period=common_text(f"period.{period}", locale),
        counted=counted,
    )


def rating_lines(board: Standings, locale: str) -> tuple[list[str], list[Line]]:
    """The header and rows of a rating leaderboard: the top ten, then the asker's row when it is not among them."""
    header = [common_text(f"leaderboard.head.{c}", locale) for c in ("rank", "name", "rating", "record")]

    def line(s: Standing, mine: bool, gap: bool) -> Line:
        record = common_text("leaderboard.record", locale, wins=s.wins, draws=s.draws, losses=s.losses)
        return Line((str(s.rank), person(s.name, locale), str(s.rating), record), mine=mine, gap_before=gap)

    mine = board.mine.user_id if board.mine is not None else None
    lines = [line(s, s.user_id == mine, False) for s in board.top]
    if board.mine is not None and all(s.user_id != mine for s in board.top):
        lines.append(line(board.mine, True, True))
    return header, lines


def record_lines(
    records: list[LevelRecord], locale: str, *, level: Callable[[LevelRecord], str], tier: Callable[[LevelRecord], str]
) -> tuple[list[str], list[Line]]:
    """The header and rows of a cooperative game's records: per level, the best score and its tier, the team that
    made it, the fewest turns of a win, and the asker's own best."""
    header = [common_text(f"records.head.{c}", locale) for c in ("level", "team", "best", "fastest", "yours")]
    lines = []
    for r in records:
        best = "-" if r.best is None else f"{r.best} {tier(r)}".strip()
        team = ", ".join(person(name, locale) for name in r.team) or "-"
        fastest = "-" if r.fastest is None else common_text("records.turns", locale, turns=r.fastest)
        yours = "-" if r.my_best is None else str(r.my_best)
        if r.my_fastest is not None:
            yours += " · " + common_text("records.turns", locale, turns=r.my_fastest)
        lines.append(Line((level(r), team, best, fastest, yours)))
    return header, lines
