"""The bot's worker processes (`bot.workers.WorkerPool`): calls run in other processes and answer through the
event loop; errors come back to the caller; calls queued on a worker answer their own callers; a worker that dies
fails its calls and is replaced; cancelled calls do not block the pool; urgent calls go first; a worker imports only
what its calls need; workers exit when the bot's process dies, even by kill -9."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from bot.cpu import CpuRunner
from bot.workers import WorkerLost, WorkerPool

ROOT = Path(__file__).resolve().parents[2]


def double(x: int) -> int:
    return 2 * x


def fail(message: str) -> None:
    raise ValueError(message)


def pid() -> int:
    return os.getpid()


def die() -> None:
    os._exit(3)


def nap(seconds: float) -> float:
    time.sleep(seconds)
    return seconds


async def test_calls_run_in_other_processes_and_errors_come_back() -> None:
    pool = WorkerPool(2, "test")
    try:
        assert await asyncio.gather(*(pool.run(double, n) for n in range(20))) == [2 * n for n in range(20)]
        pids = set(await asyncio.gather(*(pool.run(nap_then_pid, 0.05) for _ in range(4))))
        assert len(pids) == 2 and os.getpid() not in pids
        with pytest.raises(ValueError, match="no such card"):
            await pool.run(fail, "no such card")
        assert await pool.run(double, 21) == 42  # the worker that raised serves again
    finally:
        await pool.close()


def nap_then_pid(seconds: float) -> int:
    time.sleep(seconds)
    return os.getpid()


async def test_a_dead_worker_fails_its_call_and_is_replaced() -> None:
    pool = WorkerPool(1, "test")
    try:
        first = await pool.run(pid)
        with pytest.raises(WorkerLost):
            await pool.run(die)
        assert await pool.run(pid) != first
    finally:
        await pool.close()


async def test_a_cancelled_call_does_not_block_the_pool() -> None:
    pool = WorkerPool(1, "test")
    try:
        with pytest.raises(TimeoutError):
            await asyncio.wait_for(pool.run(nap, 0.5), 0.05)
        assert await pool.run(double, 4) == 8  # queued behind the nap, then served
    finally:
        await pool.close()
    with pytest.raises(RuntimeError, match="closed"):
        await pool.run(double, 1)


async def test_calls_queued_on_one_worker_answer_their_own_callers() -> None:
    """A worker is sent several calls at once (`depth`) and answers them in order; more wait for room."""
    pool = WorkerPool(1, "test", depth=3)
    try:
        calls = [pool.run(nap, 0.02 * (n % 3)) if n % 2 else pool.run(double, n) for n in range(12)]
        assert await asyncio.gather(*calls) == [0.02 * (n % 3) if n % 2 else 2 * n for n in range(12)]
        queued = [asyncio.create_task(pool.run(nap, 0.2)), asyncio.create_task(pool.run(die))]
        queued.append(asyncio.create_task(pool.run(double, 5)))  # behind the death: lost with it
        results = await asyncio.gather(*queued, return_exceptions=True)
        assert results[0] == 0.2 and isinstance(results[1], WorkerLost) and isinstance(results[2], WorkerLost)
        assert await pool.run(double, 6) == 12  # a new worker took its place
    finally:
        await pool.close()


async def test_a_saturated_pool_grows_and_shrinks_back() -> None:
    """Calls that wait for a worker past `grow_after` start one more (up to `most`); the extra one, idle for
    `shrink_after`, is stopped; the first one stays."""
    pool = WorkerPool(1, "test", depth=1, most=2, grow_after=0.05, shrink_after=0.5)
    try:
        first = await pool.run(pid)
        assert pool.pids == [first]
        pids = set(await asyncio.gather(*(pool.run(nap_then_pid, 0.1) for _ in range(12))))
        assert len(pool.pids) == 2 and pids == set(pool.pids), (pids, pool.pids)
        extra = pool.pids[1]
        await asyncio.sleep(0.7)
        assert await pool.run(pid) == first  # the first one is preferred when both are idle; the call shrinks the pool
        assert pool.pids == [first]
        await asyncio.to_thread(lambda: wait_until(lambda: not alive(extra), 5.0))
        assert not alive(extra), "the extra worker exited"
    finally:
        await pool.close()


def wait_until(done: object, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and not done():  # type: ignore[operator]
        time.sleep(0.02)


def clock() -> float:
    return time.monotonic()  # one clock for every process of the machine


async def test_urgent_calls_go_first() -> None:
    """While the worker is busy, a player's answer (0) is sent behind the running call, a look-up (1) waits for an idle
    worker but goes before the keeper's refreshes (2), whatever the order they came in."""
    pool = WorkerPool(1, "test")
    try:
        await pool.run(double, 1)  # started
        busy = asyncio.create_task(pool.run(nap, 0.3))
        await asyncio.sleep(0.05)
        board = asyncio.create_task(pool.run_at(2, clock))
        lookup = asyncio.create_task(pool.run_at(1, clock))
        await asyncio.sleep(0.01)
        answer = asyncio.create_task(pool.run_at(0, clock))
        await busy
        assert await answer < await lookup < await board
    finally:
        await pool.close()


async def test_a_look_up_goes_beside_the_players_pictures_one_at_a_time() -> None:
    """With `beside=1` (the drawing's look-up lane), a look-up does not wait for an idle worker: it is sent behind the
    call being drawn, like a player's answer, but only one at a time per worker (a player's picture waits for at most
    one); the keeper's refreshes (2) still wait for an idle worker."""
    pool = WorkerPool(1, "test", beside=1)
    try:
        await pool.run(double, 1)  # started
        busy = asyncio.create_task(pool.run(nap, 0.3))
        await asyncio.sleep(0.05)
        board = asyncio.create_task(pool.run_at(2, clock))
        first = asyncio.create_task(pool.run_at(1, nap, 0.2))
        second = asyncio.create_task(pool.run_at(1, clock))
        await asyncio.sleep(0.05)
        answer = asyncio.create_task(pool.run_at(0, clock))
        started = time.monotonic()
        await busy
        await first  # sent behind the busy call at once, not after it
        assert time.monotonic() - started < 0.55
        # the second look-up waited for the first; the answer came after the first (sent behind it), the board last
        assert await answer < await second < await board
    finally:
        await pool.close()


async def test_a_drawing_worker_imports_only_what_it_draws_with() -> None:
    """Not the bot's settings (pydantic), discord.py, the store or the sessions: a worker is a fresh interpreter that
    imports its calls' modules, not the bot's main module (multiprocessing's "spawn" imported it again)."""
    import render
    from tests.table.lean_probe import modules  # this module imports the bot: a call from it would too

    pool = WorkerPool(1, "test")
    try:
        await pool.run(render.warm_up)
        loaded = await pool.run(modules)
    finally:
        await pool.close()
    assert "render.common" in loaded and "PIL.Image" in loaded
    for heavy in ("discord", "pydantic", "pydantic_settings", "aiosqlite", "asyncpg", "bot.store", "bot.sessions"):
        assert heavy not in loaded, heavy


def dying_policy(view: object, legal: list[int], rng: object) -> int:
    os._exit(3)


async def test_a_cpu_whose_worker_dies_plays_a_random_legal_action() -> None:
    """The CPU's worker dies mid-decision: the turn is not left hanging (a random legal action, as past the budget),
    and the next decision has a new worker."""
    cpu = CpuRunner(SimpleNamespace(listeners=[]), budget=10, workers=1)  # type: ignore[arg-type]  # decides only
    try:
        assert await cpu._decide(1, dying_policy, None, [4, 5, 6], random.Random(1)) in (4, 5, 6)
        assert await cpu._decide(1, first_legal, None, [7, 8], random.Random(1)) == 7
    finally:
        await cpu.close()


def first_legal(view: object, legal: list[int], rng: object) -> int:
    return legal[0]


PARENT = """
import asyncio, sys
from bot.workers import WorkerPool
from tests.table.test_workers import pid

async def main():
    pool = WorkerPool(2, "orphan")
    pids = await asyncio.gather(pool.run(pid), pool.run(pid))
    print(*pids, flush=True)
    await asyncio.sleep(60)

asyncio.run(main())
"""


def test_workers_exit_when_the_bot_is_killed() -> None:
    parent = subprocess.Popen(
        [sys.executable, "-c", PARENT],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert parent.stdout is not None
    children = [int(p) for p in parent.stdout.readline().split()]
    assert len(set(children)) == 2
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + 10
    while any(alive(p) for p in children):
        assert time.monotonic() < deadline, "a worker outlived the bot"
        time.sleep(0.05)


def alive(process_id: int) -> bool:
    try:
        os.kill(process_id, 0)
    except ProcessLookupError:
        return False
    try:
        with open(f"/proc/{process_id}/stat") as stat:  # a zombie (reaped by init later) is gone too
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except (FileNotFoundError, ProcessLookupError):  # (reading a process's stat as it goes: ESRCH)
        return False


READY: list[int] = []  # the processes where `get_ready` ran


def get_ready() -> None:
    READY.append(os.getpid())


def ready_here(view: object, legal: list[int], rng: object) -> int:
    """A policy that answers whether the CPU was readied in the process that decides."""
    return legal[1] if os.getpid() in READY else legal[0]


def cannot_get_ready() -> None:
    raise RuntimeError("no compiler")


@pytest.mark.parametrize("workers", [0, 1])
async def test_a_cpu_level_is_readied_once_where_it_decides(workers: int) -> None:
    """A level's warm-up (EngineSpec.cpu_warm_ups: a compiled search loaded) runs once, before that level's first
    turn (a bot whose games never meet the level never pays it), where the CPU decides: its worker process, or (no
    workers) this one; one that fails is logged and the CPU still plays."""
    READY.clear()
    cpu = CpuRunner(SimpleNamespace(listeners=[]), budget=10, workers=workers)  # type: ignore[arg-type]  # decides only
    try:
        await cpu.ready(cannot_get_ready)
        await cpu.ready(get_ready)
        assert await cpu._decide(1, ready_here, None, [0, 1], random.Random(1)) == 1
        assert (os.getpid() in READY) == (workers == 0)
        await cpu.ready(get_ready)  # every turn of the level asks: readied once
        assert len(READY) == (1 if workers == 0 else 0)
    finally:
        await cpu.close()
