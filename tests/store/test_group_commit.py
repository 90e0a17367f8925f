"""Group commit on SQLite (`bot/store/db.py`): the write transactions asked for while another runs commit together,
in one transaction with one sync of the log, and each caller hears its own outcome after that COMMIT; one that fails
is undone alone (a statement run alone by itself, several statements back to their savepoint)."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import AsyncIterator, Generator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from bot.store import Store, VersionConflict, open_store
from bot.store.db import Database
from bot.store.sql import Dialect, Query, execute
from tests.store.conftest import active, sql

pytestmark = pytest.mark.parametrize("store_url", ["sqlite:///:memory:"])


@asynccontextmanager
async def thread_held(db: Database) -> AsyncIterator[None]:
    """aiosqlite's thread is kept busy inside the block: the writes asked for meanwhile wait for one group."""
    started, release = threading.Event(), threading.Event()

    def hold() -> None:
        started.set()
        release.wait(10)

    db.conn._tx.put_nowait((None, hold))
    await asyncio.to_thread(started.wait, 10)
    try:
        yield
    finally:
        release.set()


async def traced(db: Database) -> list[str]:
    seen: list[str] = []
    await db.call(lambda conn: conn.set_trace_callback(seen.append))  # type: ignore[attr-defined]
    return seen


async def test_writes_asked_for_together_commit_together(store: Store) -> None:
    db: Database = store._db  # type: ignore[attr-defined]
    games = [await active(store, channel_id=c, host_id=c, guests=[]) for c in range(1, 13)]
    seen = await traced(db)
    async with thread_held(db):
        appends = [
            asyncio.create_task(store.append_action(g.id, expected_version=0, seat=0, user_id=1, action={"n": n}))
            for n, g in enumerate(games)
        ]
        await asyncio.sleep(0.05)
        assert not any(task.done() for task in appends)  # nobody hears before the COMMIT
    assert await asyncio.gather(*appends) == [1] * 12
    await db.call(lambda conn: conn.set_trace_callback(None))  # type: ignore[attr-defined]
    assert seen.count("BEGIN IMMEDIATE") == 1 and seen.count("COMMIT") == 1, seen
    assert len({s for s in seen if s.startswith("INSERT INTO game_actions")}) == 12  # (traced with their values)
    assert [(await store.get_game(g.id)).version for g in games] == [1] * 12  # type: ignore[union-attr]


async def test_a_failing_write_leaves_the_rest_of_its_group_whole(store: Store) -> None:
    """In one group: an append that commits, one at a stale version (refused, nothing written), a transaction of
    several statements that raises after writing (back to its savepoint), a statement that breaks a constraint
    (undone by itself), and another append that commits: each caller hears its own outcome."""
    db: Database = store._db  # type: ignore[attr-defined]
    first, second, third = [await active(store, channel_id=c, host_id=c, guests=[]) for c in range(1, 4)]

    def changes_its_mind(d: Dialect) -> Generator[Query, list[Any], None]:
        yield from execute("UPDATE games SET channel_id = 777 WHERE id = ?", second.id)
        yield from execute("UPDATE games SET channel_id = 778 WHERE id = ?", third.id)
        raise RuntimeError("changed my mind")

    def breaks_a_key(d: Dialect) -> Generator[Query, list[Any], None]:
        yield from execute(
            "INSERT INTO game_actions (game_id, seq, seat, user_id, action, created_at) "
            "VALUES (999999, 1, 0, 1, '{}', 0)",
            alone=True,
        )

    async with thread_held(db):
        ok = asyncio.create_task(store.append_action(first.id, expected_version=0, seat=0, user_id=1, action={}))
        stale = asyncio.create_task(store.append_action(second.id, expected_version=5, seat=0, user_id=1, action={}))
        mind = asyncio.create_task(db.write(changes_its_mind))
        key = asyncio.create_task(db.write(breaks_a_key))
        last = asyncio.create_task(store.append_action(third.id, expected_version=0, seat=0, user_id=1, action={}))
        await asyncio.sleep(0.05)
    assert await ok == 1 and await last == 1
    with pytest.raises(VersionConflict):
        await stale
    with pytest.raises(RuntimeError, match="changed my mind"):
        await mind
    with pytest.raises(sqlite3.IntegrityError):
        await key
    rows = await sql(
        store,
        "SELECT id, channel_id, version FROM games WHERE id IN (?, ?, ?) ORDER BY id",
        (first.id, second.id, third.id),
    )
    assert rows == [(first.id, 1, 1), (second.id, 2, 0), (third.id, 3, 1)]
    assert await sql(store, "SELECT COUNT(*) FROM game_actions WHERE game_id = 999999", ()) == [(0,)]
    assert not await db.in_transaction()


async def test_a_caller_gone_before_its_group_started_writes_nothing(store: Store) -> None:
    db: Database = store._db  # type: ignore[attr-defined]
    kept, dropped = [await active(store, channel_id=c, host_id=c, guests=[]) for c in range(1, 3)]
    async with thread_held(db):
        stays = asyncio.create_task(store.append_action(kept.id, expected_version=0, seat=0, user_id=1, action={}))
        goes = asyncio.create_task(store.append_action(dropped.id, expected_version=0, seat=0, user_id=1, action={}))
        await asyncio.sleep(0.05)
        goes.cancel()
        await asyncio.gather(goes, return_exceptions=True)
    assert await stays == 1
    assert goes.cancelled()
    assert (await store.get_game(dropped.id)).version == 0  # type: ignore[union-attr]
    assert await sql(store, "SELECT COUNT(*) FROM game_actions WHERE game_id = ?", (dropped.id,)) == [(0,)]


async def test_a_group_that_cannot_start_tells_every_caller(store: Store, tmp_path: Path) -> None:
    """Another process holds SQLite's write lock past the busy timeout: the group's BEGIN fails, and every caller of
    the group hears it (none waits forever); once the lock is free, writes go through again."""
    async with await open_store(f"sqlite:///{tmp_path / 'locked.db'}") as other_store:
        db: Database = other_store._db  # type: ignore[attr-defined]
        games = [await active(other_store, channel_id=c, host_id=c, guests=[]) for c in range(1, 4)]
        await db.call(lambda conn: conn.execute("PRAGMA busy_timeout = 50"))
        holder = sqlite3.connect(tmp_path / "locked.db", isolation_level=None)
        holder.execute("BEGIN IMMEDIATE")
        try:
            async with thread_held(db):
                appends = [
                    asyncio.create_task(
                        other_store.append_action(g.id, expected_version=0, seat=0, user_id=1, action={})
                    )
                    for g in games
                ]
                await asyncio.sleep(0.05)
            for task in appends:
                with pytest.raises(sqlite3.OperationalError, match="locked"):
                    await asyncio.wait_for(task, 10)
        finally:
            holder.execute("ROLLBACK")
            holder.close()
        assert await other_store.append_action(games[0].id, expected_version=0, seat=0, user_id=1, action={}) == 1
