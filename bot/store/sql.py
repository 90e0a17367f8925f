"""Transactions written once for every database: a transaction is a generator that yields the queries it needs and
receives their rows, and a backend drives it.

    def rename(d: Dialect, game_id: int, name: str) -> Tx[int]:
        row = yield from first("SELECT id FROM games WHERE id = ?" + d.lock, game_id)
        ...
        return game_id

Neither database drives a transaction from the bot's busy event loop: SQLite runs the whole of it on aiosqlite's
thread in one trip (`db.py`), PostgreSQL drives it with `drive_async` on an asyncpg connection from a pool, on an
event loop of the store's own (`loop.py`, `postgres.py`). The SQL is written once, with `?` placeholders, in the
subset both speak; the few places where they differ go through the `Dialect` (row locks, NULL-safe comparison,
reading a number out of a JSON column).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Generator, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol, TypeVar

T = TypeVar("T")


class Row(Protocol):
    """A result row: sqlite3.Row and asyncpg.Record both read by column name and by position."""

    def __getitem__(self, key: str | int, /) -> Any: ...


@dataclass(frozen=True)
class Query:
    """One statement: `params` for it, or `many` parameter tuples to run it once each.

    `alone` (on a transaction's first query only) runs the transaction without BEGIN and COMMIT: each of its
    statements is then a transaction by itself, atomic as every statement is, and the database saves the round trips
    of BEGIN and COMMIT (on PostgreSQL, two round trips to the server). For a transaction of one statement, or one whose
    later statements only read (the details of an error: the first one changed nothing).
    """

    sql: str
    params: tuple[Any, ...] = ()
    many: Sequence[tuple[Any, ...]] | None = None
    alone: bool = False


Tx = Generator[Query, list[Any], T]


def fetch(sql: str, *params: Any, alone: bool = False) -> Generator[Query, list[Any], list[Any]]:
    """Every row of a query."""
    found = yield Query(sql, params, alone=alone)
    return found


def first(sql: str, *params: Any, alone: bool = False) -> Generator[Query, list[Any], Any]:
    """The first row of a query, or None."""
    found = yield Query(sql, params, alone=alone)
    return found[0] if found else None


def value(sql: str, *params: Any, alone: bool = False) -> Generator[Query, list[Any], Any]:
    """The first column of the first row of a query, or None."""
    row = yield from first(sql, *params, alone=alone)
    return None if row is None else row[0]


def execute(sql: str, *params: Any, alone: bool = False) -> Generator[Query, list[Any], None]:
    """A statement whose rows (if any) are not needed."""
    yield Query(sql, params, alone=alone)


def execute_many(sql: str, many: Sequence[tuple[Any, ...]]) -> Generator[Query, list[Any], None]:
    """A statement run once per parameter tuple."""
    if many:
        yield Query(sql, (), many)


@dataclass(frozen=True)
class Dialect:
    """What differs between the databases, as SQL fragments."""

    name: str
    lock: str  # appended to a SELECT of rows the transaction will change: " FOR UPDATE" (PostgreSQL), "" (SQLite)
    log_moves_game: bool  # a trigger moves a game's row when its next action is logged (SQLite's migration 0003)

    def same(self, left: str, right: str) -> str:
        """`left` equals `right`, NULL equal to NULL."""
        return f"{left} IS {right}" if self.name == "sqlite" else f"{left} IS NOT DISTINCT FROM {right}"

    def greatest(self, left: str, right: str) -> str:
        """The larger of two numbers."""
        return f"max({left}, {right})" if self.name == "sqlite" else f"GREATEST({left}, {right})"

    def least(self, left: str, right: str) -> str:
        """The smaller of two numbers."""
        return f"min({left}, {right})" if self.name == "sqlite" else f"LEAST({left}, {right})"

    def json_int(self, column: str, key: str, index: str) -> str:
        """The integer at `column`[key][index] of a JSON text column (NULL when absent)."""
        if self.name == "sqlite":
            return f"json_extract({column}, '$.{key}[' || {index} || ']')"
        return f"(({column})::jsonb -> '{key}' ->> ({index}))::bigint"


SQLITE = Dialect("sqlite", "", log_moves_game=True)
POSTGRES = Dialect("postgres", " FOR UPDATE", log_moves_game=False)

_PLACEHOLDER = re.compile(r"\?")


@lru_cache(maxsize=1024)
def numbered(sql: str) -> str:
    """`?` placeholders as PostgreSQL's `$1, $2...` (our SQL holds no `?` inside string literals)."""
    counter = iter(range(1, 10_000))
    return _PLACEHOLDER.sub(lambda _: f"${next(counter)}", sql)


def start(tx: Tx[T]) -> Query | StopIteration:
    """A transaction's first query (whose `alone` says whether it needs BEGIN and COMMIT), or its end if it has none."""
    try:
        return next(tx)
    except StopIteration as done:
        return done


async def drive_async(
    tx: Tx[T],
    query: Query | StopIteration,
    fetch: Callable[[str, tuple[Any, ...]], Awaitable[Iterable[Any]]],
    many: Callable[[str, Sequence[tuple[Any, ...]]], Awaitable[object]],
) -> T:
    """Run a transaction's queries one after another from `query` (what `start(tx)` gave): `fetch(sql, params)` runs
    one and returns its rows, `many(sql, parameter tuples)` runs one once per tuple. The database gives both
    (aiosqlite's `execute_fetchall` and `executemany`; asyncpg's with `$n` placeholders)."""
    if isinstance(query, StopIteration):
        return query.value  # type: ignore[no-any-return]
    try:
        while True:
            if query.many is not None:
                await many(query.sql, query.many)
                found: list[Any] = []
            else:
                found = list(await fetch(query.sql, query.params))
            query = tx.send(found)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]
