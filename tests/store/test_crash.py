"""Crash safety: a writer killed with SIGKILL loses no committed action and leaves no half transaction."""

from __future__ import annotations

import asyncio
import signal
import sys
from pathlib import Path

import pytest

from bot.store import open_store

ROOT = Path(__file__).resolve().parents[2]
LINE_GUARD_SECONDS = 60  # only guards against a hung child; nothing is asserted about time

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs SIGKILL")


async def run_child(url: str, *args: str) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.store.crash_writer",
        url,
        *args,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        cwd=ROOT,
    )


async def read_line(child: asyncio.subprocess.Process) -> str:
    assert child.stdout is not None
    line = await asyncio.wait_for(child.stdout.readline(), LINE_GUARD_SECONDS)
    if not line:
        assert child.stderr is not None
        error = await child.stderr.read()
        raise AssertionError(f"the child stopped early: {error.decode(errors='replace')}")
    return line.decode().strip()


async def test_sigkill_loses_no_committed_action(db_url: str) -> None:
    child = await run_child(db_url, "loop")
    printed: list[int] = []
    try:
        game_id = int((await read_line(child)).removeprefix("game "))
        while len(printed) < 40:
            printed.append(int(await read_line(child)))
    finally:
        child.kill()  # SIGKILL, wherever the child is: often inside a transaction
        await child.wait()
    assert child.returncode == -signal.SIGKILL
    assert printed == list(range(1, 41))
    async with await open_store(db_url) as store:
        game = await store.load_game(game_id)
    assert game.version >= printed[-1]  # the child may have committed one more before printing it
    assert game.version == len(game.actions)
    assert [a.seq for a in game.actions] == list(range(1, game.version + 1))
    assert [a.action for a in game.actions] == [{"n": n} for n in range(game.version)]


async def test_a_kill_inside_a_transaction_leaves_nothing_behind(db_url: str) -> None:
    child = await run_child(db_url, "midway", "5")
    lines = [await read_line(child) for _ in range(7)]
    await child.wait()
    assert lines[1:] == ["1", "2", "3", "4", "5", "midway"]
    assert child.returncode == -signal.SIGKILL
    game_id = int(lines[0].removeprefix("game "))
    async with await open_store(db_url) as store:
        game = await store.load_game(game_id)
        assert game.version == 5 and len(game.actions) == 5
        assert await store.append_action(game_id, expected_version=5, seat=0, user_id=1, action={}) == 6
