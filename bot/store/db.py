"""The SQLite database: one aiosqlite connection, its transactions driven on an event loop of the store's own, and
schema migrations.

aiosqlite runs each statement on the connection's thread and hands the rows back to the event loop that awaited
them. A transaction is a generator of statements (`bot.store.sql`), so driven by the bot's busy event loop, every
statement of it would also wait for a turn of that loop while the transaction holds SQLite's write lock (an
earlier store did that: five trips through the busy loop per commit, commits queued for 4.8 s). Here the
transactions are driven on a quiet loop in a thread of its own (`bot.store.loop`), which does nothing else: between
two statements a transaction waits for aiosqlite's thread and that loop only, and the bot's loop awaits one future
per transaction (as with PostgreSQL). One worker on that loop runs the transactions one after another on the one
connection, so nothing else is needed to keep them whole.

Each statement, BEGIN and COMMIT is one trip to aiosqlite's thread and back, so the hot transactions are one statement
run alone, without BEGIN and COMMIT (`Query.alone` in `sql.py`; a statement is atomic by itself and takes the write
lock as it starts): an action's commit (one INSERT whose trigger moves the game's row, migration 0003), the
bookkeeping of public messages, reading a game with its seats. Each is one trip, as a whole transaction was one hop
to the database thread of the store before aiosqlite.

Durability: WAL with `synchronous=FULL`. The bot answers a player only after the action's transaction committed, and
in WAL mode FULL syncs the log at every commit (a statement run alone commits as it ends), so an answered action
survives a process kill *and* a power loss.

Cancellation: a caller cancelled while its transaction waits in the queue writes nothing; one cancelled while the
transaction runs does not stop it (it commits or rolls back as a whole). Either way nothing is left half done.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import importlib.resources
import json
import logging
import re
import sqlite3
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from bot.metrics import Timer
from bot.store.errors import SchemaError
from bot.store.loop import LoopThread
from bot.store.sql import SQLITE, Dialect, Query, Tx, drive_async, start

log = logging.getLogger(__name__)

T = TypeVar("T")
MIGRATION_FILE = re.compile(r"^(\d{4})_(\w+)\.sql$")
BUSY_TIMEOUT_MS = 5000
SYNCHRONOUS = "FULL"
Conn = aiosqlite.Connection
Job = Callable[[Conn], Awaitable[T]]


@dataclass(frozen=True)
class Migration:
    """One numbered schema change: `bot/store/migrations/<database>/NNNN_name.sql` brings the schema to version NNNN
    (SQLite keeps it in `PRAGMA user_version`, PostgreSQL in a `schema_version` table)."""

    version: int
    name: str
    sql: str


def load_migrations(database: str = "sqlite") -> list[Migration]:
    """Read the packaged migration files of a database in order; they must be numbered 1..n without gaps."""
    folder = importlib.resources.files("bot.store").joinpath("migrations", database)
    found: list[Migration] = []
    for entry in folder.iterdir():
        if not entry.name.endswith(".sql"):
            continue
        match = MIGRATION_FILE.match(entry.name)
        if match is None:
            raise SchemaError(f"migration file {entry.name!r} is not named NNNN_name.sql")
        found.append(Migration(int(match[1]), match[2], entry.read_text(encoding="utf-8")))
    found.sort(key=lambda m: m.version)
    versions = [m.version for m in found]
    if versions != list(range(1, len(found) + 1)):
        raise SchemaError(f"migrations must be numbered 1..n without gaps or duplicates, found {versions}")
    return found


def split_statements(script: str) -> list[str]:
    """Cut a SQL script into statements, respecting strings, comments and trigger bodies.

    `executescript` cannot be used: it COMMITs any open transaction first, and all migrations share one.
    """
    statements: list[str] = []
    buffer = ""
    pieces = script.split(";")
    for index, piece in enumerate(pieces):
        buffer += piece
        if index < len(pieces) - 1:
            buffer += ";"
        if sqlite3.complete_statement(buffer):
            statements.append(buffer.strip())
            buffer = ""
    if buffer.strip():
        statements.append(buffer.strip())
    return statements


def dump_json(value: dict[str, Any], what: str) -> str:
    """Encode a JSON object column (options, action, details); refuse anything but a dict of JSON values."""
    if not isinstance(value, dict):
        raise TypeError(f"{what} must be a dict (a JSON object), got {type(value).__name__}")
    return json.dumps(value, ensure_ascii=False, allow_nan=False, sort_keys=True, separators=(",", ":"))


def load_json(text: str) -> dict[str, Any]:
    """Decode a JSON object column."""
    value = json.loads(text)
    if not isinstance(value, dict):
        raise SchemaError("a JSON column does not hold an object")
    return value


async def value(conn: Conn, sql: str, params: Sequence[Any] = ()) -> Any:
    """The first column of the first row of a query (None when there is no row)."""
    found = list(await conn.execute_fetchall(sql, params))
    return found[0][0] if found else None


async def _connect(path: Path | None) -> Conn:
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
    conn = await aiosqlite.connect(":memory:" if path is None else path, isolation_level=None)
    try:
        conn.row_factory = sqlite3.Row
        await conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS:d}")
        mode = str(await value(conn, "PRAGMA journal_mode = WAL")).lower()
        if path is not None and mode != "wal":
            raise SchemaError(f"could not switch the database to WAL mode (journal_mode={mode})")
        await conn.execute(f"PRAGMA synchronous = {SYNCHRONOUS}")
        await conn.execute("PRAGMA foreign_keys = ON")
        if await value(conn, "PRAGMA foreign_keys") != 1:
            raise SchemaError("this SQLite build cannot enforce foreign keys")
    except BaseException:
        await conn.close()
        raise
    return conn


async def _run(conn: Conn, make: Callable[[Dialect], Tx[T]], begin: str) -> T:
    """Drive the transaction `make(SQLITE)`: between `begin` and COMMIT, or without them when its first query is
    `alone` (each statement a transaction by itself)."""
    tx = make(SQLITE)
    query = start(tx)
    if isinstance(query, Query) and query.alone:
        return await drive_async(tx, query, conn.execute_fetchall, conn.executemany)
    return await _transaction(conn, begin, lambda c: drive_async(tx, query, c.execute_fetchall, c.executemany))


async def _transaction(conn: Conn, begin: str, body: Job[T]) -> T:
    """`begin` ... COMMIT around `body(conn)`, or ROLLBACK if anything (the COMMIT too) raises."""
    await conn.execute(begin)
    try:
        result = await body(conn)
        await conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            await conn.execute("ROLLBACK")
        raise
    return result


async def _write(conn: Conn, make: Callable[[Dialect], Tx[T]]) -> T:
    """A write transaction. BEGIN IMMEDIATE takes SQLite's write lock up front, so no transaction fails half-way with
    SQLITE_BUSY (another process holding it makes this one wait up to the busy timeout); a statement run alone takes
    it as it starts, the same way."""
    with Timer("db_write_run"):
        return await _run(conn, make, "BEGIN IMMEDIATE")


async def _write_raw(conn: Conn, body: Job[T]) -> T:
    with Timer("db_write_run"):
        return await _transaction(conn, "BEGIN IMMEDIATE", body)


class Database:
    """The connection, the loop that drives it and the queue of its transactions. Build it with
    `await Database.open(path)`."""

    def __init__(self, conn: Conn, thread: LoopThread) -> None:
        self.conn = conn  # used only on the store's loop, by the job running there
        self._thread = thread
        self._jobs: asyncio.Queue[tuple[concurrent.futures.Future[Any], Job[Any] | None]] = asyncio.Queue()
        self._worker = asyncio.run_coroutine_threadsafe(self._work(), thread.loop)
        self._closed = False

    @classmethod
    async def open(cls, path: Path | None) -> Database:
        """Open the file (creating its folder) or a private in-memory database, with its pragmas set."""
        thread = LoopThread("sqlite")
        try:
            conn = await thread.run(_connect(path))
        except BaseException:
            thread.stop()
            raise
        return cls(conn, thread)

    async def _work(self) -> None:
        """On the store's loop: run the queued jobs one at a time, skipping those cancelled while they waited."""
        while True:
            future, job = await self._jobs.get()
            if job is None:
                future.set_result(None)
                return
            if not future.set_running_or_notify_cancel():
                continue
            try:
                result = await job(self.conn)
            except BaseException as error:
                future.set_exception(error)
                if isinstance(error, asyncio.CancelledError):
                    raise
            else:
                future.set_result(result)

    def _submit(self, job: Job[T] | None) -> concurrent.futures.Future[T]:
        if self._closed:
            raise RuntimeError("the database is closed")
        future: concurrent.futures.Future[T] = concurrent.futures.Future()
        self._thread.loop.call_soon_threadsafe(self._jobs.put_nowait, (future, job))
        return future

    async def call(self, job: Job[T]) -> T:
        """Run `await job(conn)` on the store's loop, in the queue, outside any transaction (pragmas, tests)."""
        return await asyncio.wrap_future(self._submit(job))

    async def write(self, make: Callable[[Dialect], Tx[T]]) -> T:
        """Run the transaction `make(SQLITE)` as one write transaction, committed (and synced) when this returns."""
        with Timer("db_write"):
            return await self.call(lambda conn: _write(conn, make))

    async def read(self, make: Callable[[Dialect], Tx[T]]) -> T:
        """Run the transaction `make(SQLITE)` as one read transaction: a consistent snapshot of committed data."""
        return await self.call(lambda conn: _run(conn, make, "BEGIN"))

    async def write_raw(self, body: Job[T]) -> T:
        """Run `await body(conn)` in one write transaction (migrations, tests that write what the store never would)."""
        with Timer("db_write"):
            return await self.call(lambda conn: _write_raw(conn, body))

    async def fetch(self, sql: str, *params: Any) -> list[Any]:
        """One statement outside the store's transactions (tests, tools)."""
        return await self.call(lambda conn: _fetch(conn, sql, params))

    async def in_transaction(self) -> bool:
        """Whether a transaction is open between two jobs (never, unless something is broken)."""
        return await self.call(_in_transaction)

    async def close(self) -> None:
        """Let the queued transactions finish, then close the connection and stop the loop. Safe twice."""
        if self._closed:
            return
        try:
            await self.call(lambda conn: conn.close())
            stopped: concurrent.futures.Future[None] = self._submit(None)
            self._closed = True
            await asyncio.wrap_future(stopped)
        finally:
            self._closed = True
            self._thread.stop()

    async def user_version(self) -> int:
        """The schema version stored in the database header."""
        return int(await self.call(lambda conn: value(conn, "PRAGMA user_version")))

    async def schema_version(self) -> int:
        """The schema version of the database (`PRAGMA user_version`)."""
        return await self.user_version()

    async def migrate(self, migrations: Sequence[Migration] | None = None) -> list[int]:
        """Apply every pending migration in ONE transaction and return their numbers ([] when up to date).

        A failure rolls back all of them: schema and `user_version` stay as they were. A database whose version is
        newer than the newest migration (written by a newer bot) is refused.
        """
        migrations = load_migrations() if migrations is None else list(migrations)
        latest = len(migrations)

        async def apply(conn: Conn) -> list[int]:
            current = int(await value(conn, "PRAGMA user_version"))  # under the write lock
            if current > latest:
                raise SchemaError(f"the database is at schema version {current}, newer than this bot's {latest}")
            pending = [m for m in migrations if m.version > current]
            for migration in pending:
                for statement in split_statements(migration.sql):
                    await conn.execute(statement)
                await conn.execute(f"PRAGMA user_version = {migration.version:d}")
            if list(await conn.execute_fetchall("PRAGMA foreign_key_check")):
                raise SchemaError("migrations left rows breaking foreign keys")
            return [m.version for m in pending]

        current = await self.user_version()
        if current > latest:
            raise SchemaError(f"the database is at schema version {current}, newer than this bot's {latest}")
        if current == latest:
            return []
        applied = await self.write_raw(apply)
        log.info("applied schema migrations %s", applied)
        return applied


async def _fetch(conn: Conn, sql: str, params: Sequence[Any]) -> list[Any]:
    return list(await conn.execute_fetchall(sql, params))


async def _in_transaction(conn: Conn) -> bool:
    return conn.in_transaction
