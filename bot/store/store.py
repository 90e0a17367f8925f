"""`Store`: the persistence interface the sessions layer talks to, and `open_store`, which builds it.

The SQL lives in `games.py` and `results.py` behind this interface, so another backend (PostgreSQL) can offer
the same methods later. Every method is one transaction run on the database thread; see `db.py` for why, and for
the durability rules.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from types import TracebackType

from bot.config import sqlite_path
from bot.store.db import Database
from bot.store.discard import DiscardMethods
from bot.store.games import Database as StoreDatabase
from bot.store.games import GameMethods
from bot.store.postgres import PostgresDatabase, is_postgres_url
from bot.store.results import ResultMethods

log = logging.getLogger(__name__)


class Store(GameMethods, DiscardMethods, ResultMethods):
    """Games, seats, the action log, results and stats. Build it with `open_store`; close it, or use `async with`.

    Every method runs in its own transaction, serialised with every other one on the database thread; a method
    that returns has committed. Times come from the `clock` given to `open_store` (unix seconds).
    """

    def __init__(self, db: StoreDatabase, clock: Callable[[], float]) -> None:
        super().__init__(db, clock)
        self._closed = False

    async def close(self) -> None:
        """Wait for the running transaction and close the connection. Safe to call twice."""
        if self._closed:
            return
        self._closed = True
        await self._db.close()

    async def schema_version(self) -> int:
        """The schema version of the open database (`PRAGMA user_version`)."""
        return await self._db.schema_version()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.close()


async def open_store(url: str, *, clock: Callable[[], float] = time.time) -> Store:
    """Open the database named by `DATABASE_URL` (creating its folder), migrate it, and return the store.

    `sqlite:///path` (the embedded default; `sqlite:///:memory:` gives a private in-memory database) or
    `postgresql://user:password@host:port/database` (several bot processes sharing one database). Raises
    ValueError for any other URL and SchemaError for a database newer than this bot.
    """
    db: StoreDatabase
    if is_postgres_url(url):
        db = await PostgresDatabase.open(url)
        where = "PostgreSQL"
    else:
        path = sqlite_path(url)
        db = await Database.open(path)
        where = "in memory" if path is None else path.name
    try:
        await db.migrate()
    except BaseException:
        await db.close()
        raise
    log.info("store open (%s)", where)
    return Store(db, clock)
