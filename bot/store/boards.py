"""Leaderboards: the duels' ratings (a scope's standings, over all time or a period) and Yōkai's records per level.

A period's standings are each person's rating as it stood after their last rated game of the period, among the
people who played one in it, with that period's games counted. Ties share a rank (1, 2, 2, 4), ranked on the shown
rating; within a tie, more games first, then the name.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.store.base import StoreBase
from bot.store.db import load_json
from bot.store.ratings import GLOBAL, shown
from bot.store.records import check_kind
from bot.store.sql import fetch

TOP = 10


@dataclass(frozen=True)
class Standing:
    """One person's row of a rating leaderboard."""

    rank: int
    user_id: int
    name: str
    rating: int
    games: int
    wins: int
    draws: int
    losses: int


@dataclass(frozen=True)
class Standings:
    """The top rows of a leaderboard, the asker's own row (None: not rated there), and how many are ranked."""

    top: tuple[Standing, ...]
    mine: Standing | None
    total: int


def ranked(rows: Sequence[tuple[int, str, float, float, int, int, int, int]], user_id: int | None) -> Standings:
    """(user, name, mu, sigma, games, wins, draws, losses) rows as standings: competition ranking on the shown
    rating, ties broken for the order (not the rank) by games, then name, then id."""
    scored = sorted(
        (
            (shown(mu, sigma), user, name, games, wins, draws, losses)
            for user, name, mu, sigma, games, wins, draws, losses in rows
        ),
        key=lambda r: (-r[0], -r[3], r[2], r[1]),
    )
    standings: list[Standing] = []
    for index, (rating, user, name, games, wins, draws, losses) in enumerate(scored):
        rank = standings[-1].rank if standings and standings[-1].rating == rating else index + 1
        standings.append(Standing(rank, user, name, rating, games, wins, draws, losses))
    mine = next((s for s in standings if s.user_id == user_id), None)
    return Standings(tuple(standings[:TOP]), mine, len(standings))


@dataclass(frozen=True)
class LevelRecord:
    """Yōkai's records at one level (of one edition) in a scope: the best score with its tier and team, the fewest
    turns of a win, the games played and won; and the asker's own best and fastest there."""

    mode: str
    level: int
    games: int
    wins: int
    best: int | None
    tier: str | None
    team: tuple[str, ...]
    fastest: int | None
    my_best: int | None = None
    my_tier: str | None = None
    my_fastest: int | None = None


def _better(score: int | None, turns: int | None, than: tuple[int | None, int | None] | None) -> bool:
    """A higher score is better; at an equal score, fewer turns; at both equal the earlier game stays."""
    if score is None:
        return False
    if than is None or than[0] is None:
        return True
    return score > than[0] or (score == than[0] and turns is not None and (than[1] is None or turns < than[1]))


class BoardMethods(StoreBase):
    """The leaderboards' reads."""

    async def standings(
        self, kind: str, *, guild_id: int | None, since: float | None, user_id: int | None
    ) -> Standings:
        """The rating leaderboard of `kind` in a server (`guild_id`) or across servers (None), over all time or since
        `since` (unix seconds), with the row of `user_id`."""
        kind = check_kind(kind)
        scope = GLOBAL if guild_id is None else guild_id
        if since is None:
            sql = (
                "SELECT user_id, display_name, mu, sigma, games, wins, draws, losses FROM ratings "
                "WHERE kind = ? AND scope = ? AND games > 0"
            )
            params: tuple[Any, ...] = (kind, scope)
        else:
            sql = (
                "SELECT c.user_id, c.display_name, c.mu, c.sigma, p.games, p.wins, p.draws, p.losses, c.game_id "
                "FROM rating_changes c JOIN (SELECT user_id, COUNT(*) AS games, "
                "SUM(CASE WHEN score = 1 THEN 1 ELSE 0 END) AS wins, "
                "SUM(CASE WHEN score = 0.5 THEN 1 ELSE 0 END) AS draws, "
                "SUM(CASE WHEN score = 0 THEN 1 ELSE 0 END) AS losses, MAX(at) AS last "
                "FROM rating_changes WHERE kind = ? AND scope = ? AND at >= ? GROUP BY user_id) p "
                "ON p.user_id = c.user_id AND c.at = p.last WHERE c.kind = ? AND c.scope = ? ORDER BY c.game_id"
            )
            params = (kind, scope, since, kind, scope)
        found = await self._db.read(lambda d: fetch(sql, *params, alone=True))
        latest = {r["user_id"]: r for r in found}  # two games at one instant: the later one (rows by game id)
        rows = [
            (
                int(r["user_id"]),
                str(r["display_name"]),
                float(r["mu"]),
                float(r["sigma"]),
                int(r["games"]),
                int(r["wins"]),
                int(r["draws"]),
                int(r["losses"]),
            )
            for r in latest.values()
        ]
        return ranked(rows, user_id)

    async def level_records(
        self, kind: str, *, guild_id: int | None, since: float | None, user_id: int | None
    ) -> list[LevelRecord]:
        """A cooperative game's records per (edition, level) in a server or across servers, over all time or since
        `since`: finished games only, the records from won games (a lost game counts as played). The team of a best
        score is its players' names, in seat order."""
        kind = check_kind(kind)
        sql = (
            "SELECT r.game_id, r.mode, r.level, r.won, r.score, r.tier, r.details, "
            "(SELECT COUNT(*) FROM result_players me WHERE me.game_id = r.game_id AND me.user_id = ?) AS mine "
            "FROM results r WHERE r.kind = ? AND r.status = 'finished' AND r.level IS NOT NULL"
        )
        params: list[Any] = [user_id if user_id is not None else 0, kind]
        if guild_id is not None:
            sql += " AND r.guild_id = ?"
            params.append(guild_id)
        if since is not None:
            sql += " AND r.finished_at >= ?"
            params.append(since)
        sql += " ORDER BY r.game_id"
        found = await self._db.read(lambda d: fetch(sql, *params, alone=True))
        levels: dict[tuple[str, int], dict[str, Any]] = {}
        for r in found:
            entry = levels.setdefault(
                (r["mode"], r["level"]),
                {
                    "games": 0,
                    "wins": 0,
                    "best": None,
                    "best_game": None,
                    "fastest": None,
                    "mine": None,
                    "my_fast": None,
                },
            )
            turns = load_json(r["details"]).get("turns")
            turns = turns if isinstance(turns, int) else None
            entry["games"] += 1
            entry["wins"] += int(bool(r["won"]))
            if not r["won"]:  # a lost game is played at the level, never its record (its score is 0)
                continue
            if _better(r["score"], turns, entry["best"]):
                entry["best"], entry["best_game"] = (r["score"], turns), (r["game_id"], r["tier"])
            if turns is not None and (entry["fastest"] is None or turns < entry["fastest"]):
                entry["fastest"] = turns
            if r["mine"]:
                if _better(r["score"], turns, entry["mine"] and entry["mine"][:2]):
                    entry["mine"] = (r["score"], turns, r["tier"])
                if turns is not None and (entry["my_fast"] is None or turns < entry["my_fast"]):
                    entry["my_fast"] = turns
        best_games = [e["best_game"][0] for e in levels.values() if e["best_game"] is not None]
        teams: dict[int, list[str]] = {}
        if best_games:
            marks = ", ".join("?" * len(best_games))
            seats = await self._db.read(
                lambda d: fetch(
                    "SELECT game_id, seat, display_name, cpu FROM game_players "
                    f"WHERE game_id IN ({marks}) ORDER BY game_id, seat",
                    *best_games,
                    alone=True,
                )
            )
            for s in seats:
                teams.setdefault(s["game_id"], []).append(s["display_name"] if s["cpu"] is None else f"cpu:{s['cpu']}")
        records = []
        for (mode, level), e in sorted(levels.items()):
            game, tier = e["best_game"] if e["best_game"] is not None else (None, None)
            mine = e["mine"]
            records.append(
                LevelRecord(
                    mode,
                    level,
                    e["games"],
                    e["wins"],
                    e["best"][0] if e["best"] else None,
                    tier,
                    tuple(teams.get(game, ())) if game is not None else (),
                    e["fastest"],
                    mine[0] if mine else None,
                    mine[2] if mine else None,
                    e["my_fast"],
                )
            )
        return records
