"""`Store`: the persistence interface the sessions layer talks to, and `open_store`, which builds it.

The store's methods come in groups, one module each: lobbies and seats (`seats.py`), the action log and the end of
games (`games.py`), the bookkeeping of public messages (`messages.py`), the scans of start-up and the background
(`scans.py`), results, the checklist, stats and server settings (`results.py`), the daily deal (`daily.py`),
leaderboards (`boards.py`; the ratings themselves are written with each result, `ratings.py`), a person's data
(`privacy.py`), a person's finished games (`history.py`), the budget of Discord requests every process shares
(`budget.py`), the Activity's instances (`activity.py`), the changes every process hears of (`changes.py`), the turn
letters (`letters.py`), the deferred answers a kill must not leave unanswered (`answers.py`). Each method is one
transaction written once (`sql.py`) and run by either database: SQLite through aiosqlite (`db.py`, the embedded
default: a whole transaction in one trip to aiosqlite's thread, and the durability rules) or PostgreSQL through
asyncpg (`postgres.py`). The store does not know which one it talks to.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from types import TracebackType

from bot.config import sqlite_path
from bot.store.activity import ActivityMethods
from bot.store.answers import AnswerMethods
from bot.store.base import Database as StoreDatabase
from bot.store.boards import BoardMethods
from bot.store.budget import BudgetMethods
from bot.store.changes import ChangeMethods
from bot.store.daily import DailyMethods
from bot.store.db import Database
from bot.store.discard import DiscardMethods
from bot.store.games import GameMethods
from bot.store.history import HistoryMethods
from bot.store.letters import LetterMethods
from bot.store.messages import MessageMethods
from bot.store.postgres import PostgresDatabase, is_postgres_url
from bot.store.privacy import PrivacyMethods
from bot.store.results import ResultMethods
from bot.store.scans import ScanMethods
from bot.store.seats import SeatMethods

log = logging.getLogger(__name__)


class Store(
    SeatMethods,
    GameMethods,
    DiscardMethods,
    MessageMethods,
    ScanMethods,
    ResultMethods,
    DailyMethods,
    BoardMethods,
    PrivacyMethods,
    HistoryMethods,
    BudgetMethods,
    ActivityMethods,
    ChangeMethods,
    LetterMethods,
    AnswerMethods,
):
    """Games, seats, the action log, results and stats. Build it with `open_store`; close it, or use `async with`.

    Every method runs in its own transaction (on SQLite one after another on the one connection; on PostgreSQL on
    a pool, with row locks and version checks keeping concurrent ones apart); a method that returns has committed.
    Times come from the `clock` given to `open_store` (unix seconds).
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

    @property
    def shared(self) -> bool:
        """Whether other processes may share this database (PostgreSQL), and so the budget of Discord requests."""
        return isinstance(self._db, PostgresDatabase)

    async def schema_version(self) -> int:
        """The schema version of the open database (SQLite's `PRAGMA user_version`, PostgreSQL's `schema_version`)."""
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
