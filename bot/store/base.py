"""What the store's method groups share: the database they run transactions on, the clock, and reading games.

Every operation of the store is one transaction written as a generator of queries (`bot.store.sql`), driven by the
database: SQLite whole on its aiosqlite connection's thread, PostgreSQL on a pooled connection on a loop of the
store's own.
The readers here (`read_games`, `read_game`, `require_game`) are sub-generators, used with `yield from`. The SQL is
the subset both databases speak; `d` (the Dialect) gives the rest.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from bot.store.db import load_json
from bot.store.errors import GameNotFound
from bot.store.ratings import RatingRules
from bot.store.records import ActionRecord, GameRecord, GameStatus, PlayerRecord, SavedGame
from bot.store.sql import Dialect, Row, Tx, fetch, value

GAME_COLUMNS = (
    "id, kind, guild_id, channel_id, host_id, lobby_message_id, board_message_id, options, status, "
    "version, created_at, updated_at, last_action_at, reminded_version, rev, shown_rev, to_move, turn_version, "
    "ping_turn, ping_message_id, reveal_message_id, notice_message_id, close_reason, closed_by, ping_posting"
)
OPEN_SQL = "('lobby', 'active')"

T = TypeVar("T")


class Database(Protocol):
    """What the store needs of a database: run one transaction (see `bot.store.sql`)."""

    async def write(self, make: Callable[[Dialect], Tx[T]]) -> T: ...

    async def read(self, make: Callable[[Dialect], Tx[T]]) -> T: ...

    async def schema_version(self) -> int: ...

    async def migrate(self) -> list[int]: ...

    async def close(self) -> None: ...

    async def notify(self, channel: str, payload: str) -> None: ...

    async def listen(self, channel: str, callback: Callable[[str], None]) -> None: ...


def game_from_row(row: Row, players: tuple[PlayerRecord, ...]) -> GameRecord:
    """Build the record of one `games` row."""
    return GameRecord(
        id=row["id"],
        kind=row["kind"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        host_id=row["host_id"],
        lobby_message_id=row["lobby_message_id"],
        board_message_id=row["board_message_id"],
        options=load_json(row["options"]),
        status=GameStatus(row["status"]),
        version=row["version"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        last_action_at=row["last_action_at"],
        reminded_version=row["reminded_version"],
        players=players,
        rev=row["rev"],
        shown_rev=row["shown_rev"],
        to_move=row["to_move"],
        turn_version=row["turn_version"],
        ping_turn=row["ping_turn"],
        ping_message_id=row["ping_message_id"],
        ping_posting=row["ping_posting"],
        reveal_message_id=row["reveal_message_id"],
        notice_message_id=row["notice_message_id"],
        close_reason=row["close_reason"],
        closed_by=row["closed_by"],
    )


def read_games(
    where: str,
    params: Sequence[Any] = (),
    *,
    order: str = "id",
    limit: int | None = None,
    lock: str = "",
    alone: bool = False,
) -> Tx[list[GameRecord]]:
    """The games matching `where` (a fixed SQL fragment on `games`, values go in `params`) with their seats, by
    `order` (columns of `games`), at most `limit`. One statement (a row per seat), which can run `alone`; with a `lock`
    (PostgreSQL's FOR UPDATE, which cannot lock through an outer join), the games, locked, then their seats."""
    limited = "" if limit is None else f" LIMIT {int(limit)}"
    if not lock:
        outer = ", ".join(f"g.{column.strip()}" for column in order.split(","))
        joined = yield from fetch(
            "SELECT g.*, p.seat AS p_seat, p.user_id AS p_user_id, p.display_name AS p_display_name, p.cpu AS p_cpu "
            f"FROM (SELECT {GAME_COLUMNS} FROM games WHERE {where} ORDER BY {order}{limited}) g "
            f"LEFT JOIN game_players p ON p.game_id = g.id ORDER BY {outer}, p.seat",
            *params,
            alone=alone,
        )
        rows: dict[int, tuple[Row, list[PlayerRecord]]] = {}
        for r in joined:
            _, players = rows.setdefault(r["id"], (r, []))
            if r["p_seat"] is not None:
                players.append(PlayerRecord(r["p_seat"], r["p_user_id"], r["p_display_name"], r["p_cpu"]))
        return [game_from_row(row, tuple(players)) for row, players in rows.values()]
    games = yield from fetch(
        f"SELECT {GAME_COLUMNS} FROM games WHERE {where} ORDER BY {order}{limited}{lock}", *params, alone=alone
    )
    if not games:
        return []
    ids = [g["id"] for g in games]
    seats = yield from fetch(
        "SELECT game_id, seat, user_id, display_name, cpu FROM game_players "
        f"WHERE game_id IN ({','.join('?' * len(ids))}) ORDER BY game_id, seat",
        *ids,
    )
    by_game: dict[int, list[PlayerRecord]] = {}
    for s in seats:
        by_game.setdefault(s["game_id"], []).append(PlayerRecord(s["seat"], s["user_id"], s["display_name"], s["cpu"]))
    return [game_from_row(g, tuple(by_game.get(g["id"], ()))) for g in games]


def read_game(
    game_id: int, *, with_actions: bool = False, lock: str = "", alone: bool = False
) -> Tx[GameRecord | None]:
    """One game with its seats (and its whole action log when asked), or None. `lock` (the dialect's row lock)
    when the transaction goes on to change it; `alone` when it is the transaction's only statement."""
    found = yield from read_games("id = ?", (game_id,), lock=lock, alone=alone)
    if not found:
        return None
    game = found[0]
    if not with_actions:
        return game
    logged = yield from fetch(
        "SELECT seq, seat, user_id, action, created_at FROM game_actions WHERE game_id = ? ORDER BY seq", game_id
    )
    actions = tuple(
        ActionRecord(r["seq"], r["seat"], r["user_id"], load_json(r["action"]), r["created_at"]) for r in logged
    )
    seed = yield from value("SELECT seed FROM games WHERE id = ?", game_id)
    fields = {f.name: getattr(game, f.name) for f in dataclasses.fields(GameRecord)}
    return SavedGame(**fields, seed=seed, actions=actions)


def require_game(d: Dialect, game_id: int) -> Tx[GameRecord]:
    """One game with its seats, locked for the rest of the transaction; GameNotFound when there is none."""
    game = yield from read_game(game_id, lock=d.lock)
    if game is None:
        raise GameNotFound(game_id)
    return game


class StoreBase:
    """What the method groups of `Store` share: the database and the clock."""

    def __init__(self, db: Database, clock: Callable[[], float]) -> None:
        self._db = db
        self._clock = clock
        self.rating_rules = RatingRules()  # the bot sets its own (the daily cap is a setting)
