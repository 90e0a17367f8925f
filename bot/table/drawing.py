"""Where images are drawn: never on the event loop, and most urgent first.

Three lanes, in this order: a player's turn (`now`: a turn panel, a peek), a look-up one person asked for (within
`looking_up()`: a replay's step or animation, a leaderboard, a daily table, a path), and the public refreshes the
keeper makes (`later`: boards, reveals). A board refresh only goes to an idle worker; a look-up goes beside the
players' pictures, one at a time per worker (it does not wait for a moment when no player's picture is drawn): a
player's answer never waits for more than the picture being drawn and one look-up.

Pillow's drawing holds the GIL, so renders in threads of the bot's process slow its event loop down as much as
they run: with `processes` > 0 the pictures are drawn in that many worker processes (`bot.workers.WorkerPool`, one
by default: a second one costs ~60 MB for little gain at the paced load), shared by the lanes through the pool's
priorities; a render's arguments are engine views, small and picklable, and its result is PNG bytes. With 0
(tests), threads: one pool for the answers and look-ups, one for the refreshes.

Renderers are pure (a view in, PNG bytes out), so the last `RECENT` pictures are kept by a digest of their call: the
same picture asked for again (flat out, a fifth of the boards and a tenth of the hands were drawn twice with the
same arguments: a refresh that changed nothing visible, a panel opened again) is not drawn again.
"""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import contextlib
import contextvars
import enum
import functools
import hashlib
from collections.abc import Callable, Iterator
from typing import Any

import render
from bot.metrics import METRICS, Timer
from bot.worker import timed
from bot.workers import WorkerPool, message


class Lane(enum.IntEnum):
    """How urgent a picture is: the pool's priority (lower first)."""

    TURN = 0  # a player's answer
    LOOKUP = 1  # a replay, a leaderboard...: one person waits, but not on a game
    BOARD = 2  # a public refresh the keeper makes: a board can wait, an answer cannot


# Set while pictures are drawn as an answer to one person's look-up (a replay step draws a public board again):
# both `now` and `later` then draw in the look-up lane (a context variable: per task).
_LOOKING_UP: contextvars.ContextVar[bool] = contextvars.ContextVar("drawing_looking_up", default=False)
RECENT = 64  # pictures kept (~20 KB each)


class Drawing:
    """`await drawing.now(func, ...)` for answers, `await drawing.later(func, ...)` for public refreshes."""

    def __init__(self, *, processes: int = 0, burst: int = 0, interactive: int = 2, background: int = 1) -> None:
        self._recent: collections.OrderedDict[bytes, bytes] = collections.OrderedDict()
        self._pool: WorkerPool | None = None
        self._interactive: concurrent.futures.Executor | None = None
        self._background: concurrent.futures.Executor | None = None
        if processes > 0:
            self._pool = WorkerPool(processes, "draw", most=processes + burst, beside=Lane.LOOKUP)
        else:
            self._interactive = concurrent.futures.ThreadPoolExecutor(interactive, thread_name_prefix="draw-now")
            self._background = concurrent.futures.ThreadPoolExecutor(background, thread_name_prefix="draw-later")

    async def warm_up(self) -> None:
        """Build the palettes before the first player needs an image (see `render.warm_up`)."""
        if self._pool is not None:
            await asyncio.gather(*(self._pool.run(render.warm_up) for _ in range(self._pool.size)))
        else:
            await asyncio.gather(self._call(Lane.TURN, render.warm_up), self._call(Lane.BOARD, render.warm_up))

    async def now(self, func: Callable[..., bytes], *args: Any, **kwargs: Any) -> bytes:
        """Draw for an answer to a player (within `looking_up()`: in the look-up lane)."""
        return await self._run(Lane.LOOKUP if _LOOKING_UP.get() else Lane.TURN, func, args, kwargs)

    async def later(self, func: Callable[..., bytes], *args: Any, **kwargs: Any) -> bytes:
        """Draw for a public message the keeper refreshes (within `looking_up()`: for one person's look-up)."""
        return await self._run(Lane.LOOKUP if _LOOKING_UP.get() else Lane.BOARD, func, args, kwargs)

    @staticmethod
    @contextlib.contextmanager
    def looking_up() -> Iterator[None]:
        """Draw the pictures of one person's look-up (a replay, a leaderboard): after the players' turns, before the
        keeper's refreshes."""
        token = _LOOKING_UP.set(True)
        try:
            yield
        finally:
            _LOOKING_UP.reset(token)

    @property
    def pids(self) -> list[int]:
        """The drawing processes (none with threads)."""
        return self._pool.pids if self._pool is not None else []

    async def _call(self, lane: Lane, func: Callable[..., Any], *args: Any) -> Any:
        if self._pool is not None:
            return await self._pool.run_at(lane, func, *args)
        threads = self._background if lane is Lane.BOARD else self._interactive
        return await asyncio.get_running_loop().run_in_executor(threads, func, *args)

    async def _run(
        self, lane: Lane, func: Callable[..., bytes], args: tuple[Any, ...], kwargs: dict[str, Any]
    ) -> bytes:
        name = getattr(func, "__name__", "image")
        call = functools.partial(timed, func, *args, **kwargs)
        try:  # the bytes a worker is sent name the picture too: pickled once, for both
            sent: bytes | None = message(call)
        except Exception:
            sent = None
        key = None if sent is None else hashlib.blake2b(sent, digest_size=16).digest()
        if key is not None and (kept := self._recent.get(key)) is not None:
            self._recent.move_to_end(key)
            METRICS.count(f"render_kept.{name}")
            return kept
        with Timer(f"draw_wait_and_run.{lane.name.lower()}"):
            done: tuple[bytes, float] = await (
                self._pool.run_message(lane, sent)
                if self._pool is not None and sent is not None
                else self._call(lane, call)
            )
        data, ms = done
        METRICS.observe(f"render.{name}", ms)
        METRICS.observe(f"render_kb.{name}", len(data) / 1024)
        if key is not None:
            self._recent[key] = data
            if len(self._recent) > RECENT:
                self._recent.popitem(last=False)
        return data

    async def close(self) -> None:
        """Stop the pools (the worker processes exit; pending renders are dropped)."""
        if self._pool is not None:
            await self._pool.close()
        for threads in (self._interactive, self._background):
            if threads is not None:
                await asyncio.to_thread(threads.shutdown, True, cancel_futures=True)
