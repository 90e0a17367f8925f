"""A person's finished games in a server, newest first, a page at a time (`/<game> history`).

A game is listed once it is finished (played to its end, or resigned): its record with its seats (names as they were
stored, CPU seats marked by their level), its options and its result row (outcome, score, tier, details, and who
won). Abandoned and cancelled games are not history: nothing was decided in them. The search goes from the person's
result rows (`result_players_by_user`) to the results of that server and game (`results` by primary key).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.store.base import StoreBase, read_games
from bot.store.db import load_json
from bot.store.records import GameRecord, JSONObject, check_kind
from bot.store.sql import Dialect, Tx, fetch, value


@dataclass(frozen=True)
class HistoryEntry:
    """One finished game as its history line shows it: the game (seats, options) and its result."""

    game: GameRecord
    outcome: str  # 'won', 'lost', 'draw', 'resigned'
    won: bool  # the table's result (co-op games: everyone's)
    score: int | None
    tier: str | None
    details: JSONObject
    finished_at: float
    winners: tuple[int, ...] = field(default=())  # the seats whose result row says they won


@dataclass(frozen=True)
class HistoryPage:
    """A page of a person's history: its entries, newest first, and whether an older page exists."""

    entries: tuple[HistoryEntry, ...]
    page: int
    more: bool


class HistoryMethods(StoreBase):
    """Reading a person's finished games."""

    async def history(self, kind: str, *, guild_id: int, user_id: int, page: int = 0, size: int = 5) -> HistoryPage:
        """Page `page` (0: the newest) of the finished games of `kind` that `user_id` played in `guild_id`, `size` to
        a page, newest first (ties: the later game first). A page past the last (a forged or stale page number) is
        the last page: the returned `page` says which."""
        kind = check_kind(kind)
        page = max(0, page)
        mine = (
            "FROM result_players me JOIN results r ON r.game_id = me.game_id "
            "WHERE me.user_id = ? AND r.kind = ? AND r.guild_id = ? AND r.status = 'finished'"
        )

        def page_rows(page: int) -> Tx[list[Any]]:
            found = yield from fetch(
                f"SELECT r.game_id, r.outcome, r.won, r.score, r.tier, r.details, r.finished_at {mine} "
                f"ORDER BY r.finished_at DESC, r.game_id DESC LIMIT {int(size) + 1} OFFSET {int(page * size)}",
                user_id,
                kind,
                guild_id,
            )
            return found

        def read(d: Dialect) -> Tx[HistoryPage]:
            at = page
            rows = yield from page_rows(at)
            if not rows and at > 0:  # past the last page: the last one
                total = yield from value(f"SELECT COUNT(*) {mine}", user_id, kind, guild_id)
                at = max(0, (int(total or 0) - 1) // size)
                rows = yield from page_rows(at)
            more = len(rows) > size
            rows = rows[:size]
            if not rows:
                return HistoryPage((), at, False)
            ids = [r["game_id"] for r in rows]
            marks = ",".join("?" * len(ids))
            games = yield from read_games(f"id IN ({marks})", ids)
            by_id = {g.id: g for g in games}
            won = yield from fetch(
                f"SELECT game_id, seat FROM result_players WHERE game_id IN ({marks}) AND won = 1 ORDER BY seat", *ids
            )
            winners: dict[int, list[int]] = {}
            for w in won:
                winners.setdefault(w["game_id"], []).append(w["seat"])
            entries = tuple(
                HistoryEntry(
                    game=by_id[r["game_id"]],
                    outcome=r["outcome"],
                    won=bool(r["won"]),
                    score=r["score"],
                    tier=r["tier"],
                    details=load_json(r["details"]),
                    finished_at=r["finished_at"],
                    winners=tuple(winners.get(r["game_id"], ())),
                )
                for r in rows
                if r["game_id"] in by_id
            )
            return HistoryPage(entries, at, more)

        return await self._db.read(read)
