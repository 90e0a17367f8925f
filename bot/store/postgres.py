"""The PostgreSQL database: a pool of asyncpg connections, each transaction driven on one of them, and migrations.

For a bot that outgrows one process (several shards on several machines sharing one database). The transactions
are the very ones SQLite runs (`bot.store.sql`): the store does not know which database it talks to.

- Every transaction runs at READ COMMITTED with the rows it changes locked first (`SELECT ... FOR UPDATE`, the
  Dialect's `lock`), and the version checks live in the UPDATEs themselves (`... WHERE version = ?`), so two
  processes acting on one game cannot both win. A transaction that PostgreSQL aborts for a conflict it could not
  order (serialization failure, deadlock) or that lost a race to a unique index (two lobbies opened in one channel
  at once) is run again from the start, a few times: the second run sees the winner and answers as SQLite would
  (ChannelBusy, VersionConflict...).
- Reads run in a REPEATABLE READ read-only transaction: one snapshot, like SQLite's.
- Durability is the server's (`synchronous_commit` on by default): a committed action is on disk.
- Migrations: `migrations/postgres/NNNN_name.sql`, applied in one transaction under an advisory lock (two
  processes starting at once apply them once), the version kept in table `schema_version`.
- The pool lives on an event loop of its own, in a thread of its own (`bot.store.loop`; SQLite runs a whole
  transaction on aiosqlite's thread instead): a transaction's round trips (BEGIN, each statement, COMMIT) do not
  each wait for a turn of the bot's busy event loop; the bot awaits one future per transaction. (On the bot's loop,
  20 games played flat out made a transaction take 29 ms at the median, 128 ms at p99.)
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import asyncpg

from bot.metrics import Timer
from bot.store.db import Migration, load_migrations
from bot.store.errors import SchemaError
from bot.store.loop import LoopThread
from bot.store.sql import POSTGRES, Dialect, Query, Tx, drive_async, numbered, start

log = logging.getLogger(__name__)

T = TypeVar("T")
RETRIES = 5
MIGRATION_LOCK = 0x596F6B6169  # pg_advisory_xact_lock key: "Yokai"
RETRYABLE = (
    asyncpg.exceptions.SerializationError,
    asyncpg.exceptions.DeadlockDetectedError,
    asyncpg.exceptions.UniqueViolationError,
)


def is_postgres_url(url: str) -> bool:
    return url.startswith(("postgresql://", "postgres://"))


class PostgresDatabase:
    """A connection pool on its own event loop and thread. Build it with `await PostgresDatabase.open(url)`."""

    def __init__(self, pool: asyncpg.Pool, thread: LoopThread, url: str = "") -> None:
        self._pool = pool
        self._thread = thread
        self._url = url
        self._closed = False
        self._listener: asyncpg.Connection | None = None
        self._listening: dict[str, Callable[[str], None]] = {}

    @classmethod
    async def open(cls, url: str, *, min_size: int = 1, max_size: int = 10) -> PostgresDatabase:
        thread = LoopThread("postgres")
        try:
            pool = await thread.run(_create_pool(url, min_size, max_size))
        except BaseException:
            thread.stop()
            raise
        return cls(pool, thread, url)

    # ------------------------------------------------------------------ notifications between processes
    async def notify(self, channel: str, payload: str) -> None:
        """PostgreSQL's NOTIFY: every process listening on `channel` gets `payload` (at most 8000 bytes)."""
        await self._thread.run(self._fetch("SELECT pg_notify($1, $2)", channel, payload))

    async def listen(self, channel: str, callback: Callable[[str], None]) -> None:
        """Call `callback(payload)` on the caller's event loop for every NOTIFY on `channel`, on a connection of its
        own (LISTEN holds a connection), opened again after it is lost (a notification sent meanwhile is lost: the
        callers look again now and then)."""
        caller = asyncio.get_running_loop()

        def deliver(payload: str) -> None:
            caller.call_soon_threadsafe(callback, payload)

        self._listening[channel] = deliver
        await self._thread.run(self._listen())

    async def _listen(self) -> None:
        if self._listener is not None and not self._listener.is_closed():
            await self._listener.close()
        conn = await asyncpg.connect(self._url)
        for channel, deliver in self._listening.items():
            await conn.add_listener(channel, lambda _c, _pid, _ch, payload, d=deliver: d(payload))
        conn.add_termination_listener(lambda _c: None if self._closed else asyncio.ensure_future(self._relisten()))
        self._listener = conn

    async def _relisten(self) -> None:
        """The listening connection was lost: open it again, trying every few seconds."""
        while not self._closed:
            try:
                await self._listen()
                log.info("listening to the other processes' changes again")
                return
            except (OSError, asyncpg.PostgresError) as exc:
                log.warning("cannot listen to the other processes' changes (%s): trying again", type(exc).__name__)
                await asyncio.sleep(2.0)

    async def _run(self, make: Callable[[Dialect], Tx[T]], **transaction: Any) -> T:
        """On the database's loop: the transaction, run again from the start after a retryable conflict."""
        for attempt in range(RETRIES):
            try:
                tx = make(POSTGRES)
                query = start(tx)
                async with self._pool.acquire() as conn:

                    def fetch(sql: str, params: tuple[Any, ...]) -> Any:
                        return conn.fetch(numbered(sql), *params)

                    def many(sql: str, many: Sequence[tuple[Any, ...]]) -> Any:
                        return conn.executemany(numbered(sql), many)

                    if isinstance(query, Query) and query.alone:  # each statement a transaction by itself
                        return await drive_async(tx, query, fetch, many)
                    async with conn.transaction(**transaction):
                        return await drive_async(tx, query, fetch, many)
            except RETRYABLE:
                if attempt == RETRIES - 1:
                    raise
                await asyncio.sleep(0.005 * (attempt + 1))
        raise AssertionError("unreachable")

    async def _timed_write(self, make: Callable[[Dialect], Tx[T]]) -> T:
        with Timer("db_write_run"):
            return await self._run(make)

    async def write(self, make: Callable[[Dialect], Tx[T]]) -> T:
        """Run the transaction `make(POSTGRES)` on a pooled connection, committed when this returns."""
        with Timer("db_write"):
            return await self._thread.run(self._timed_write(make))

    async def read(self, make: Callable[[Dialect], Tx[T]]) -> T:
        """Run the transaction `make(POSTGRES)` read-only, on one snapshot."""
        return await self._thread.run(self._run(make, isolation="repeatable_read", readonly=True))

    async def fetch(self, sql: str, *params: Any) -> list[Any]:
        """One statement outside the store's transactions (tests, tools)."""
        return await self._thread.run(self._fetch(sql, *params))

    async def _fetch(self, sql: str, *params: Any) -> list[Any]:
        async with self._pool.acquire() as conn:
            return list(await conn.fetch(sql, *params))

    async def schema_version(self) -> int:
        return await self._thread.run(self._schema_version())

    async def _schema_version(self) -> int:
        async with self._pool.acquire() as conn:
            exists = await conn.fetchval("SELECT to_regclass('schema_version') IS NOT NULL")
            if not exists:
                return 0
            return int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version"))

    async def migrate(self, migrations: Sequence[Migration] | None = None) -> list[int]:
        """Apply every pending migration in ONE transaction and return their numbers ([] when up to date); a
        database newer than this bot is refused."""
        return await self._thread.run(self._migrate(migrations))

    async def _migrate(self, migrations: Sequence[Migration] | None) -> list[int]:
        migrations = load_migrations("postgres") if migrations is None else list(migrations)
        latest = len(migrations)
        async with self._pool.acquire() as conn, conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            current = int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version"))
            if current > latest:
                raise SchemaError(f"the database is at schema version {current}, newer than this bot's {latest}")
            pending = [m for m in migrations if m.version > current]
            for migration in pending:
                await conn.execute(migration.sql)
                await conn.execute("INSERT INTO schema_version (version) VALUES ($1)", migration.version)
        if pending:
            log.info("applied schema migrations %s", [m.version for m in pending])
        return [m.version for m in pending]

    async def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        try:
            if self._listener is not None:
                await self._thread.run(self._listener.close())
            await self._thread.run(self._pool.close())
        finally:
            self._thread.stop()


async def _create_pool(url: str, min_size: int, max_size: int) -> asyncpg.Pool:
    return await asyncpg.create_pool(url, min_size=min_size, max_size=max_size)
