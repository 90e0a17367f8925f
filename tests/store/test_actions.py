"""The action log: appends, replay order, version conflicts, concurrent coroutines and cancellation."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
import time

import aiosqlite
import pytest

from bot.config import sqlite_path
from bot.store import GameNotActive, GameNotFound, GameStatus, ResultInput, Store, VersionConflict, open_store
from tests.store.conftest import FakeClock, active, lobby, sql


async def test_append_and_load_round_trip(store: Store, clock: FakeClock) -> None:
    game = await active(store)
    times = []
    for version in range(3):
        times.append(clock.advance(5))
        new = await store.append_action(
            game.id, expected_version=version, seat=version % 2, user_id=1 + version % 2, action={"n": version}
        )
        assert new == version + 1
    await store.append_action(game.id, expected_version=3, seat=None, user_id=None, action={"type": "Timeout"})
    loaded = await store.load_game(game.id)
    assert loaded.version == 4
    assert [a.seq for a in loaded.actions] == [1, 2, 3, 4]
    assert [a.action for a in loaded.actions] == [{"n": 0}, {"n": 1}, {"n": 2}, {"type": "Timeout"}]
    assert [(a.seat, a.user_id) for a in loaded.actions] == [(0, 1), (1, 2), (0, 1), (None, None)]
    assert [a.created_at for a in loaded.actions][:3] == times
    assert loaded.last_action_at == loaded.updated_at == clock.now
    assert loaded.seed == 42 and loaded.user_ids == (1, 2)
    assert not hasattr(await store.get_game(game.id), "actions")  # nor the seed: they come with load_game only


async def test_stale_version_is_a_conflict(store: Store) -> None:
    game = await active(store)
    await store.append_action(game.id, expected_version=0, seat=0, user_id=1, action={"a": 1})
    with pytest.raises(VersionConflict) as conflict:
        await store.append_action(game.id, expected_version=0, seat=1, user_id=2, action={"b": 2})
    assert (conflict.value.expected, conflict.value.actual) == (0, 1)
    with pytest.raises(VersionConflict):
        await store.append_action(game.id, expected_version=5, seat=1, user_id=2, action={"b": 2})
    loaded = await store.load_game(game.id)
    assert loaded.version == 1 and [a.action for a in loaded.actions] == [{"a": 1}]


async def test_two_concurrent_appends_with_one_version(store: Store) -> None:
    game = await active(store)
    outcomes = await asyncio.gather(
        store.append_action(game.id, expected_version=0, seat=0, user_id=1, action={"who": "first"}),
        store.append_action(game.id, expected_version=0, seat=1, user_id=2, action={"who": "second"}),
        return_exceptions=True,
    )
    assert sorted(type(o).__name__ for o in outcomes) == ["VersionConflict", "int"]
    assert 1 in outcomes
    loaded = await store.load_game(game.id)
    assert loaded.version == 1 and len(loaded.actions) == 1
    rows = await sql(store, "SELECT COUNT(*) FROM game_actions WHERE game_id = ?", (game.id,))
    assert rows[0][0] == 1


async def test_many_coroutines_share_the_connection(store: Store) -> None:
    """Interleaved transactions of many games: the lock keeps each BEGIN..COMMIT whole."""
    games = await asyncio.gather(*(active(store, channel_id=c, host_id=c, guests=[]) for c in range(1, 13)))

    async def play(game_id: int, moves: int) -> None:
        for version in range(moves):
            await store.append_action(game_id, expected_version=version, seat=0, user_id=1, action={"v": version})

    await asyncio.gather(*(play(g.id, 8) for g in games), *(store.active_games() for _ in range(5)))
    for g in games:
        loaded = await store.load_game(g.id)
        assert loaded.version == 8 and [a.seq for a in loaded.actions] == list(range(1, 9))


async def test_append_refused_unless_active(store: Store) -> None:
    game = await lobby(store)
    with pytest.raises(GameNotActive):
        await store.append_action(game.id, expected_version=0, seat=0, user_id=1, action={})
    with pytest.raises(GameNotFound):
        await store.append_action(999, expected_version=0, seat=0, user_id=1, action={})
    await store.start_game(game.id, seed=3, options={})
    await store.finish_game(game.id, status="cancelled", result=None)
    with pytest.raises(GameNotActive):
        await store.append_action(game.id, expected_version=0, seat=0, user_id=1, action={})
    assert (await store.load_game(game.id)).actions == ()


async def test_append_refuses_what_is_not_a_json_object(store: Store) -> None:
    game = await active(store)
    with pytest.raises(TypeError):
        await store.append_action(game.id, expected_version=0, seat=0, user_id=1, action={"x": {1, 2}})
    with pytest.raises(ValueError):
        await store.append_action(game.id, expected_version=0, seat=0, user_id=1, action={"x": float("nan")})
    assert (await store.load_game(game.id)).version == 0


@pytest.mark.parametrize("store_url", ["sqlite:///:memory:"])  # SQLite's queue of transactions
async def test_cancelled_writers_leave_a_consistent_log(store: Store) -> None:
    """Cancelling a caller at any point never leaves a half transaction or an open one behind."""
    game = await active(store)
    for steps in range(12):
        version = (await store.get_game(game.id)).version  # type: ignore[union-attr]
        task = asyncio.create_task(
            store.append_action(game.id, expected_version=version, seat=0, user_id=1, action={"s": steps})
        )
        for _ in range(steps):
            await asyncio.sleep(0)
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        loaded = await store.load_game(game.id)
        assert loaded.version == len(loaded.actions)
        assert [a.seq for a in loaded.actions] == list(range(1, loaded.version + 1))
    assert not await store._db.in_transaction()  # type: ignore[attr-defined]
    final = await store.load_game(game.id)
    assert await store.append_action(game.id, expected_version=final.version, seat=0, user_id=1, action={}) == (
        final.version + 1
    )


@pytest.mark.parametrize("store_url", ["sqlite:///:memory:"])  # SQLite's queue of transactions
async def test_reads_wait_for_a_running_transaction(store: Store) -> None:
    """A read never sees another transaction's uncommitted write: it waits for it, then sees the outcome."""
    game = await active(store)
    written, release = threading.Event(), threading.Event()

    async def doomed_writer(conn: aiosqlite.Connection) -> None:
        await conn.execute("UPDATE games SET version = 99 WHERE id = ?", (game.id,))
        written.set()
        await asyncio.to_thread(release.wait, 10)
        raise RuntimeError("changed my mind")

    writer = asyncio.create_task(store._db.write_raw(doomed_writer))
    await asyncio.to_thread(written.wait, 10)
    reader = asyncio.create_task(store.get_game(game.id))
    for _ in range(5):
        await asyncio.sleep(0.01)
    assert not reader.done()
    release.set()
    with pytest.raises(RuntimeError):
        await writer
    seen = await reader
    assert seen is not None and seen.version == 0


async def test_a_transaction_holds_no_lock_across_event_loop_awaits(store: Store) -> None:
    """One append is one future awaited by the caller's event loop (its statements are driven on the store's own
    loop): the caller's loop is free while it runs, and many appends of many games go through one after another."""
    games = [await active(store, channel_id=c, host_id=c, guests=[]) for c in range(1, 41)]
    await asyncio.gather(*(store.append_action(g.id, expected_version=0, seat=0, user_id=1, action={}) for g in games))
    assert [(await store.get_game(g.id)).version for g in games] == [1] * 40  # type: ignore[union-attr]


async def test_the_turn_version_moves_when_the_seat_to_move_changes(store: Store) -> None:
    """`turn_version` is the version at which the seat to move got its turn: several actions of one turn keep it, a
    new turn (even of the same seat after another's) moves it. The keeper pings once per turn by it."""
    game = await active(store)  # started with to_move unknown (None), turn_version 0
    seats = [0, 0, 1, 1, 0]
    for version, to_move in enumerate(seats):
        await store.append_action(game.id, expected_version=version, seat=0, user_id=1, action={}, to_move=to_move)
    record = await store.get_game(game.id)
    assert record is not None and (record.to_move, record.turn_version) == (0, 5)
    await store.append_action(game.id, expected_version=5, seat=0, user_id=1, action={}, to_move=0)
    record = await store.get_game(game.id)
    assert record is not None and record.turn_version == 5


@pytest.mark.parametrize("store_url", ["sqlite:///:memory:"])  # SQLite: one trip to aiosqlite's thread
async def test_an_action_commits_in_one_statement(store: Store) -> None:
    """No BEGIN, no COMMIT: the INSERT checks the game's status and version, and the log's trigger moves the game."""
    game = await active(store)
    seen: list[str] = []
    await store._db.call(lambda conn: conn.set_trace_callback(seen.append))  # type: ignore[attr-defined]
    await store.append_action(game.id, expected_version=0, seat=0, user_id=1, action={"a": 1}, to_move=1)
    await store._db.call(lambda conn: conn.set_trace_callback(None))  # type: ignore[attr-defined]
    statements = set(seen)  # the statement is traced again for each trigger program it runs
    assert len(statements) == 1 and statements.pop().startswith("INSERT INTO game_actions"), seen
    record = await store.get_game(game.id)
    assert record is not None
    assert (record.version, record.rev, record.to_move, record.turn_version) == (1, game.rev + 1, 1, 1)
    assert await sql(store, "SELECT seq, to_move FROM game_actions WHERE game_id = ?", (game.id,)) == [(1, 1)]


async def test_the_move_that_ends_a_game_is_one_revision(store: Store) -> None:
    """A move and the game's end it brings are one change: one revision, the one the players' own copy of the game
    (`Sessions`) and the live pages carry. (Two would leave every page one revision behind the saved game, caught up
    only by the hub's slow watch.) Closing a game without a move (cancelled, abandoned) is its own revision."""
    game = await active(store)
    result = ResultInput(mode="r1", outcome="won", won=True, winners=(0,))
    await store.append_action(game.id, expected_version=0, seat=0, user_id=1, action={}, to_move=None, finish=result)
    record = await store.get_game(game.id)
    assert record is not None and (record.status, record.version, record.rev) == (GameStatus.FINISHED, 1, game.rev + 1)
    other = await active(store)
    await store.finish_game(other.id, status="cancelled", result=None)
    closed = await store.get_game(other.id)
    assert closed is not None and (closed.status, closed.rev) == (GameStatus.CANCELLED, other.rev + 1)


async def test_a_transaction_commits_while_the_callers_event_loop_is_blocked(db_url: str) -> None:
    """The statements of a transaction are driven on the store's own loop: one submitted by a loop that then stays
    busy (blocked here) commits all the same. (Driven by the caller's loop, it would wait for that loop between its
    statements, holding SQLite's write lock.)"""
    path = sqlite_path(db_url)
    assert path is not None
    async with await open_store(db_url) as store:
        game = await lobby(store)
        joining = asyncio.create_task(store.add_player(game.id, 2, "user2"))  # BEGIN, 5 statements, COMMIT
        await asyncio.sleep(0)  # the task submits its transaction, then this loop blocks
        seated = 0
        with sqlite3.connect(path) as other:
            deadline = time.monotonic() + 10
            while seated < 2 and time.monotonic() < deadline:
                time.sleep(0.005)
                seated = other.execute("SELECT COUNT(*) FROM game_players WHERE game_id = ?", (game.id,)).fetchone()[0]
        assert seated == 2
        assert (await joining).user_ids == (1, 2)
