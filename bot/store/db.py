"""The SQLite database: one connection owned by one thread, whole transactions run there, and schema migrations.

Why a thread of our own: a transaction is one Python function (`write(fn)` / `read(fn)`) that runs from BEGIN to
COMMIT on the database thread, in one hop. The event loop awaits one future per transaction and no lock is ever
held across event-loop awaits, so commits do not queue behind each other's round trips (with a per-statement
async driver, a transaction of five statements held a lock for five trips through a busy event loop). The single
thread also serialises every transaction of the process, so nothing else is needed to keep them whole.

Durability: WAL with `synchronous=FULL`. The bot answers a player only after the action's COMMIT returned, and in
WAL mode FULL syncs the log at every commit, so an answered action survives a process kill *and* a power loss.

Cancellation: a caller cancelled while its transaction waits in the queue writes nothing; one cancelled while the
transaction runs does not stop it (it commits or rolls back as a whole). Either way nothing is left half done.
"""

from __future__ import annotations

import asyncio
import importlib.resources
import json
import logging
import re
import sqlite3
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from bot.metrics import Timer
from bot.store.errors import SchemaError
from bot.store.sql import SQLITE, Dialect, Tx, drive

log = logging.getLogger(__name__)

T = TypeVar("T")
MIGRATION_FILE = re.compile(r"^(\d{4})_(\w+)\.sql$")
BUSY_TIMEOUT_MS = 5000
SYNCHRONOUS = "FULL"
Conn = sqlite3.Connection


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


def rows(conn: Conn, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
    """Run one query and return every row."""
    return conn.execute(sql, params).fetchall()


def value(conn: Conn, sql: str, params: Sequence[Any] = ()) -> Any:
    """The first column of the first row of a query (None when there is no row)."""
    row = conn.execute(sql, params).fetchone()
    return None if row is None else row[0]


def _connect(path: Path | None) -> Conn:
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(":memory:" if path is None else path, isolation_level=None, check_same_thread=False)
    try:
        conn.row_factory = sqlite3.Row
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS:d}")
        mode = str(value(conn, "PRAGMA journal_mode = WAL")).lower()
        if path is not None and mode != "wal":
            raise SchemaError(f"could not switch the database to WAL mode (journal_mode={mode})")
        conn.execute(f"PRAGMA synchronous = {SYNCHRONOUS}")
        conn.execute("PRAGMA foreign_keys = ON")
        if value(conn, "PRAGMA foreign_keys") != 1:
            raise SchemaError("this SQLite build cannot enforce foreign keys")
    except BaseException:
        conn.close()
        raise
    return conn


class Database:
    """The connection and the one thread that uses it. Build it with `await Database.open(path)`."""

    def __init__(self, executor: ThreadPoolExecutor, conn: Conn) -> None:
        self._executor = executor
        self.conn = conn  # touched only on the database thread (tests read it there through `call`)
        self._closed = False

    @classmethod
    async def open(cls, path: Path | None) -> Database:
        """Open the file (creating its folder) or a private in-memory database, with its pragmas set."""
        executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite")
        try:
            conn = await asyncio.wrap_future(executor.submit(_connect, path))
        except BaseException:
            executor.shutdown(wait=False)
            raise
        return cls(executor, conn)

    async def call(self, fn: Callable[[Conn], T]) -> T:
        """Run `fn(conn)` on the database thread, outside any transaction (pragmas, tests)."""
        if self._closed:
            raise RuntimeError("the database is closed")
        return await asyncio.wrap_future(self._executor.submit(fn, self.conn))

    async def write(self, make: Callable[[Dialect], Tx[T]]) -> T:
        """Run the transaction `make(SQLITE)` on the database thread: BEGIN IMMEDIATE ... COMMIT, or ROLLBACK if it
        raises. BEGIN IMMEDIATE takes SQLite's write lock up front, so no transaction fails half-way with
        SQLITE_BUSY (another process holding it makes this one wait up to the busy timeout)."""
        with Timer("db_write"):
            return await self.call(lambda conn: _timed(conn, "BEGIN IMMEDIATE", lambda c: drive(c, make(SQLITE))))

    async def read(self, make: Callable[[Dialect], Tx[T]]) -> T:
        """Run the transaction `make(SQLITE)` as one read transaction: a consistent snapshot of committed data."""
        return await self.call(lambda conn: _transaction(conn, "BEGIN", lambda c: drive(c, make(SQLITE))))

    async def write_raw(self, fn: Callable[[Conn], T]) -> T:
        """Run `fn(conn)` in one write transaction (migrations, tests that write what the store never would)."""
        with Timer("db_write"):
            return await self.call(lambda conn: _timed(conn, "BEGIN IMMEDIATE", fn))

    async def close(self) -> None:
        """Let the queued transactions finish, then close the connection and stop the thread. Safe twice."""
        if self._closed:
            return
        await self.call(lambda conn: conn.close())
        self._closed = True
        self._executor.shutdown(wait=True)

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

        def apply(conn: Conn) -> list[int]:
            current = int(value(conn, "PRAGMA user_version"))  # under the write lock
            if current > latest:
                raise SchemaError(f"the database is at schema version {current}, newer than this bot's {latest}")
            pending = [m for m in migrations if m.version > current]
            for migration in pending:
                for statement in split_statements(migration.sql):
                    conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {migration.version:d}")
            if rows(conn, "PRAGMA foreign_key_check"):
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


def _timed(conn: Conn, begin: str, fn: Callable[[Conn], T]) -> T:
    with Timer("db_write_run"):
        return _transaction(conn, begin, fn)


def _transaction(conn: Conn, begin: str, fn: Callable[[Conn], T]) -> T:
    conn.execute(begin)
    try:
        result = fn(conn)
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    return result
