"""The SQLite database: one aiosqlite connection, its transactions, and schema migrations.

aiosqlite runs the connection on a thread of its own and hands results back to the event loop that awaited them. A
transaction of the store is a generator of statements (`bot.store.sql`); the whole of it (BEGIN, its statements,
COMMIT) runs on aiosqlite's thread in one trip, so the bot's event loop awaits one future per transaction and a
transaction never waits for that busy loop while it holds SQLite's write lock. (Two earlier designs, measured: the
statements driven one by one from the bot's loop held the write lock across five busy-loop turns per commit, commits
queued for 4.8 s; driven from an event loop of the store's own in a third thread, every trip woke two threads and
the bot's loop lost a quarter of its throughput to handing the GIL around.) aiosqlite's thread runs the
transactions one after another in the order they were asked for, so nothing else is needed to keep them whole.

Group commit: with `synchronous=FULL` every commit waits for the disk (a sync of the log, 4-8 ms on this project's
VM), so flat out one commit after another kept aiosqlite's thread busy and the next actions queued behind it. Write
transactions asked for while one runs are therefore run together in one transaction with one sync: each statement
run alone as itself (a failing statement undoes only itself), each transaction of several statements inside a
SAVEPOINT of its own (it raises: it is rolled back to it, the others stay), then COMMIT; each caller hears its own
result after that COMMIT, and if the COMMIT fails (or an error ended the whole transaction) every caller of the
group hears it. A write alone in the queue runs as before. (Flat out on 26 November 2026, quiet, in turns with the
code before: groups of 3-4 at the median, up to 64; an action's commit as the loop sees it 303-348 -> 62-91 ms at
p99, the same throughput; each transaction itself takes longer, 29-41 ms at p99 instead of 25, its statements each
waiting for the GIL.)

The hot transactions are one statement run alone, without BEGIN and COMMIT when alone in the queue (`Query.alone`
in `sql.py`; a statement is atomic by itself and takes the write lock as it starts): an action's commit (one INSERT
whose trigger moves the game's row, migration 0003), the bookkeeping of public messages, reading a game with its
seats.

Durability: WAL with `synchronous=FULL`. The bot answers a player only after the action's transaction committed, and
in WAL mode FULL syncs the log at every commit (a statement run alone commits as it ends), so an answered action
survives a process kill *and* a power loss.

Cancellation: a caller cancelled before its transaction started writes nothing (the transaction is dropped); one
cancelled while the transaction runs does not stop it (it commits or rolls back as a whole). Either way nothing is
left half done.
"""

from __future__ import annotations

import asyncio
import importlib.resources
import json
import logging
import re
import sqlite3
import threading
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from bot.metrics import METRICS, Timer
from bot.store.errors import SchemaError
from bot.store.sql import SQLITE, Dialect, Query, Tx, start

log = logging.getLogger(__name__)

T = TypeVar("T")
MIGRATION_FILE = re.compile(r"^(\d{4})_(\w+)\.sql$")
BUSY_TIMEOUT_MS = 5000
SYNCHRONOUS = "FULL"
WRITE = "BEGIN IMMEDIATE"
GROUP_MAX = 64  # write transactions committed together at most
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


class Dropped(Exception):
    """A transaction whose caller was cancelled before it started: it was not run."""


@dataclass
class _Ticket:
    """Shared by a caller and its transaction on aiosqlite's thread: set when the caller gave up waiting."""

    cancelled: bool = False


def _drive(tx: Tx[T], query: Query | StopIteration, conn: sqlite3.Connection) -> T:
    """Run a transaction's queries one after another on the connection's own thread (see `drive_async`)."""
    if isinstance(query, StopIteration):
        return query.value  # type: ignore[no-any-return]
    try:
        while True:
            if query.many is not None:
                conn.executemany(query.sql, query.many)
                found: list[Any] = []
            else:
                found = conn.execute(query.sql, query.params).fetchall()
            query = tx.send(found)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]


def _whole(conn: sqlite3.Connection, make: Callable[[Dialect], Tx[T]], begin: str, ticket: _Ticket) -> T:
    """On aiosqlite's thread, in one go: the transaction `make(SQLITE)` between `begin` and COMMIT (ROLLBACK if
    anything raises), or without them when its first query is `alone` (each statement a transaction by itself)."""
    if ticket.cancelled:
        raise Dropped
    with Timer("db_write_run" if begin == WRITE else "db_read_run"):
        tx = make(SQLITE)
        query = start(tx)
        if isinstance(query, Query) and query.alone:
            return _drive(tx, query, conn)
        conn.execute(begin)
        try:
            result = _drive(tx, query, conn)
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        return result


@dataclass
class _Write:
    """A write transaction waiting for its group (see the module doc), and where its outcome goes."""

    make: Callable[[Dialect], Tx[Any]]
    ticket: _Ticket
    future: asyncio.Future[Any]


def _in_group(conn: sqlite3.Connection, make: Callable[[Dialect], Tx[Any]]) -> tuple[bool, Any]:
    """One transaction of a group, inside the group's own: (True, its result) or (False, what it raised), its writes
    undone when it raised (a statement run alone undoes itself; several statements go back to their savepoint)."""
    tx = make(SQLITE)
    query = start(tx)
    if isinstance(query, StopIteration):
        return True, query.value
    if query.alone:
        try:
            return True, _drive(tx, query, conn)
        except Exception as exc:
            return False, exc
    conn.execute("SAVEPOINT grouped")
    try:
        result = _drive(tx, query, conn)
    except Exception as exc:
        if conn.in_transaction:
            conn.execute("ROLLBACK TO grouped")
            conn.execute("RELEASE grouped")
        return False, exc
    conn.execute("RELEASE grouped")
    return True, result


def _group(conn: sqlite3.Connection, writes: list[_Write]) -> list[tuple[bool, Any]]:
    """On aiosqlite's thread: `writes` in one write transaction, one COMMIT (one sync of the log) for all."""
    started = time.perf_counter()
    outcomes: list[tuple[bool, Any]] = []
    try:
        conn.execute(WRITE)  # (another process holding the write lock past the busy timeout: every caller hears it)
        for write in writes:
            outcomes.append(_in_group(conn, write.make))
            if not conn.in_transaction:  # SQLite ended the whole transaction (an I/O error, a full disk)
                ok, error = outcomes[-1]
                raise error if not ok else sqlite3.OperationalError("the group's transaction ended by itself")
        conn.execute("COMMIT")
    except BaseException as exc:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        outcomes = [(False, exc)] * len(writes)
    took = (time.perf_counter() - started) * 1000
    for _ in writes:
        METRICS.observe("db_write_run", took)
    METRICS.observe("db_group", len(writes))
    return outcomes


def _settle(writes: list[_Write], outcomes: list[tuple[bool, Any]]) -> None:
    """On the bot's loop: each caller of a group hears its outcome (unless it gave up waiting)."""
    for write, (ok, result) in zip(writes, outcomes, strict=True):
        if write.future.done():
            continue
        if ok:
            write.future.set_result(result)
        else:
            write.future.set_exception(result)


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


class Database:
    """The connection and its transactions. Build it with `await Database.open(path)`.

    A transaction of the store is one trip to aiosqlite's thread: the whole of it (BEGIN, its statements, COMMIT)
    runs there in one go, so it never waits for the bot's busy event loop while it holds SQLite's write lock, and
    aiosqlite's thread runs the transactions one after another, in the order they were asked for. A job written as
    several awaited statements (`call`, `write_raw`: migrations, tests) runs alone: it waits for the transactions
    in flight and holds new ones back until it ends.
    """

    def __init__(self, conn: Conn) -> None:
        self.conn = conn
        self._in_flight = 0
        self._drained: asyncio.Event = asyncio.Event()
        self._drained.set()
        self._exclusive = asyncio.Lock()  # held by a job of several trips
        self._closed = False
        self._writes: list[_Write] = []  # waiting for their group (the lock: aiosqlite's thread takes them)
        self._writes_lock = threading.Lock()
        self._group_queued = False
        if not callable(getattr(conn, "_execute", None)) or not callable(getattr(conn._tx, "put_nowait", None)):
            raise SchemaError("this aiosqlite cannot run a function on its thread (Connection._execute, _tx)")

    @classmethod
    async def open(cls, path: Path | None) -> Database:
        """Open the file (creating its folder) or a private in-memory database, with its pragmas set."""
        return cls(await _connect(path))

    async def _whole(self, make: Callable[[Dialect], Tx[T]], begin: str) -> T:
        if self._closed:
            raise RuntimeError("the database is closed")
        while self._exclusive.locked():
            async with self._exclusive:
                pass
        ticket = _Ticket()
        self._in_flight += 1
        self._drained.clear()
        try:
            if begin == WRITE:
                return await self._grouped(make, ticket)  # type: ignore[no-any-return]
            # aiosqlite's own queue to its thread (the one way to run a function there; pinned in pyproject.toml).
            return await self.conn._execute(_whole, self.conn._conn, make, begin, ticket)  # type: ignore[no-untyped-call,no-any-return]
        except asyncio.CancelledError:
            ticket.cancelled = True  # not started yet: it will not be; started: it commits or rolls back whole
            raise
        finally:
            self._in_flight -= 1
            if self._in_flight == 0:
                self._drained.set()

    def _grouped(self, make: Callable[[Dialect], Tx[Any]], ticket: _Ticket) -> asyncio.Future[Any]:
        """Queue a write transaction for the next group (see the module doc); its future has the outcome."""
        loop = asyncio.get_running_loop()
        write = _Write(make, ticket, loop.create_future())
        with self._writes_lock:
            self._writes.append(write)
            queue = not self._group_queued
            self._group_queued = True
        if queue:
            self.conn._tx.put_nowait((None, self._run_group))
        return write.future

    def _run_group(self) -> None:
        """On aiosqlite's thread: the writes waiting now (GROUP_MAX at most; the rest in the next group), together;
        their outcomes handed to the bot's loop in one call. Never raises (aiosqlite has no one to tell)."""
        with self._writes_lock:
            writes, self._writes = self._writes[:GROUP_MAX], self._writes[GROUP_MAX:]
            more = self._group_queued = bool(self._writes)
        if more:
            self.conn._tx.put_nowait((None, self._run_group))  # the next group, after what is queued now
        live = [write for write in writes if not write.ticket.cancelled]  # given up before it started: not run
        if not live:
            return
        conn = self.conn._conn
        outcomes: list[tuple[bool, Any]]
        try:
            if len(live) == 1:
                outcomes = [(True, _whole(conn, live[0].make, WRITE, live[0].ticket))]
            else:
                outcomes = _group(conn, live)
        except BaseException as exc:
            outcomes = [(False, exc)] * len(live)
        live[0].future.get_loop().call_soon_threadsafe(_settle, live, outcomes)

    async def call(self, job: Job[T]) -> T:
        """Run `await job(conn)` alone, outside any transaction of the store (pragmas, tests)."""
        if self._closed:
            raise RuntimeError("the database is closed")
        async with self._exclusive:
            await self._drained.wait()
            return await job(self.conn)

    async def write(self, make: Callable[[Dialect], Tx[T]]) -> T:
        """Run the transaction `make(SQLITE)` as one write transaction, committed (and synced) when this returns.
        BEGIN IMMEDIATE takes SQLite's write lock up front, so no transaction fails half-way with SQLITE_BUSY
        (another process holding it makes this one wait up to the busy timeout); a statement run alone takes it as
        it starts, the same way."""
        with Timer("db_write"):
            return await self._whole(make, WRITE)

    async def read(self, make: Callable[[Dialect], Tx[T]]) -> T:
        """Run the transaction `make(SQLITE)` as one read transaction: a consistent snapshot of committed data."""
        return await self._whole(make, "BEGIN")

    async def write_raw(self, body: Job[T]) -> T:
        """Run `await body(conn)` in one write transaction (migrations, tests that write what the store never would)."""
        with Timer("db_write"):
            return await self.call(lambda conn: _transaction(conn, WRITE, body))

    async def fetch(self, sql: str, *params: Any) -> list[Any]:
        """One statement outside the store's transactions (tests, tools)."""
        return await self.call(lambda conn: _fetch(conn, sql, params))

    async def in_transaction(self) -> bool:
        """Whether a transaction is open between two jobs (never, unless something is broken)."""
        return await self.call(_in_transaction)

    async def close(self) -> None:
        """Let the transactions in flight finish, then close the connection. Safe twice."""
        if self._closed:
            return
        async with self._exclusive:
            await self._drained.wait()
            self._closed = True
            await self.conn.close()

    async def notify(self, channel: str, payload: str) -> None:
        """One process uses a SQLite database: there is nobody else to tell."""

    async def listen(self, channel: str, callback: Callable[[str], None]) -> None:
        """One process uses a SQLite database: nobody else makes changes."""

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
