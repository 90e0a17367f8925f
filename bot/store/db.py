"""The one SQLite connection: opening it, its pragmas, the transaction lock, and schema migrations.

Durability: WAL with `synchronous=FULL`. The bot answers a player only after the action's COMMIT returned, and
in WAL mode FULL syncs the log at every commit, so an answered action survives a process kill *and* a power
loss or kernel crash. NORMAL would survive a process kill only: after a power loss the last commits could be
gone while their boards are already posted. Actions come at human speed, so one fsync per commit is cheap.

Every statement goes through one aiosqlite connection, shared by all coroutines, so each transaction holds
`Database.lock` from BEGIN to COMMIT/ROLLBACK; reads take it too, so they never see another coroutine's
uncommitted writes. The connection is opened with `isolation_level=None`: the store issues BEGIN itself.
"""

from __future__ import annotations

import asyncio
import importlib.resources
import json
import logging
import re
import sqlite3
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.errors import SchemaError

log = logging.getLogger(__name__)

MIGRATION_FILE = re.compile(r"^(\d{4})_(\w+)\.sql$")
BUSY_TIMEOUT_MS = 5000
SYNCHRONOUS = "FULL"


@dataclass(frozen=True)
class Migration:
    """One numbered schema change: `bot/store/migrations/NNNN_name.sql` sets `PRAGMA user_version` to NNNN."""

    version: int
    name: str
    sql: str


def load_migrations() -> list[Migration]:
    """Read the packaged migration files in order; they must be numbered 1..n without gaps."""
    folder = importlib.resources.files("bot.store").joinpath("migrations")
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


async def fetch_value(conn: aiosqlite.Connection, sql: str) -> Any:
    """The first column of the first row of a parameterless query (pragmas)."""
    rows = list(await conn.execute_fetchall(sql))
    return rows[0][0] if rows else None


async def connect(path: Path | None) -> aiosqlite.Connection:
    """Open the database file (creating its folder) or a private in-memory database, and set the pragmas."""
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
    conn = await aiosqlite.connect(":memory:" if path is None else path, isolation_level=None)
    try:
        conn.row_factory = sqlite3.Row
        await conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS:d}")
        mode = str(await fetch_value(conn, "PRAGMA journal_mode = WAL")).lower()
        if path is not None and mode != "wal":
            raise SchemaError(f"could not switch the database to WAL mode (journal_mode={mode})")
        await conn.execute(f"PRAGMA synchronous = {SYNCHRONOUS}")
        await conn.execute("PRAGMA foreign_keys = ON")
        if await fetch_value(conn, "PRAGMA foreign_keys") != 1:
            raise SchemaError("this SQLite build cannot enforce foreign keys")
    except BaseException:
        await conn.close()
        raise
    return conn


class Database:
    """The connection plus the lock that serialises every transaction on it."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn
        self.lock = asyncio.Lock()

    @asynccontextmanager
    async def transaction(self, *, write: bool = True) -> AsyncIterator[aiosqlite.Connection]:
        """Hold the lock for BEGIN ... COMMIT; any exception (or cancellation) rolls everything back.

        Writes use BEGIN IMMEDIATE, taking SQLite's write lock up front so that a transaction never fails
        half-way with SQLITE_BUSY; reads use a deferred BEGIN, which gives a consistent snapshot.
        """
        async with self.lock:
            try:
                # Inside the try: a caller cancelled while BEGIN is queued must still roll it back.
                await self.conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
                yield self.conn
                await self.conn.execute("COMMIT")
            except BaseException:
                await self._rollback()
                raise

    async def _rollback(self) -> None:
        # Shielded: a second cancellation must not leave the transaction open for the next lock holder (the
        # ROLLBACK is queued on the connection's thread before any later statement).
        try:
            await asyncio.shield(self._rollback_now())
        except sqlite3.OperationalError:
            # No transaction is active: COMMIT already ran (the caller was cancelled while waiting for it) or
            # SQLite rolled back by itself after an error.
            log.debug("nothing to roll back")

    async def _rollback_now(self) -> None:
        await self.conn.execute("ROLLBACK")

    async def close(self) -> None:
        """Wait for the running transaction, then close the connection."""
        async with self.lock:
            await self.conn.close()

    async def user_version(self) -> int:
        """The schema version stored in the database header."""
        return int(await fetch_value(self.conn, "PRAGMA user_version"))

    async def migrate(self, migrations: Sequence[Migration] | None = None) -> list[int]:
        """Apply every pending migration in ONE transaction and return their numbers ([] when up to date).

        A failure rolls back all of them: schema and `user_version` stay as they were. A database whose
        version is newer than the newest migration (written by a newer bot) is refused.
        """
        migrations = load_migrations() if migrations is None else list(migrations)
        latest = len(migrations)
        async with self.lock:
            current = await self.user_version()
            if current > latest:
                raise SchemaError(f"the database is at schema version {current}, newer than this bot's {latest}")
            if current == latest:
                return []
        async with self.transaction() as conn:
            current = await self.user_version()  # again, under the write lock
            pending = [m for m in migrations if m.version > current]
            for migration in pending:
                for statement in split_statements(migration.sql):
                    await conn.execute(statement)
                await conn.execute(f"PRAGMA user_version = {migration.version:d}")
            broken = list(await conn.execute_fetchall("PRAGMA foreign_key_check"))
            if broken:
                raise SchemaError(f"migrations left {len(broken)} rows breaking foreign keys")
        applied = [m.version for m in pending]
        log.info("applied schema migrations %s", applied)
        return applied
