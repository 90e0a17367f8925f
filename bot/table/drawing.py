"""Where images are drawn: never on the event loop, and in two separate bounded pools.

Interactive renders (what answers a player: a turn panel, a peek) and background renders (the boards and reveals
the keeper refreshes) have separate pools, so a burst of board refreshes never makes a player's answer wait.

Pillow's drawing holds the GIL, so renders in threads of the bot's process slow its event loop down as much as
they run: with `processes` > 0 both pools are worker processes of their own (`processes` for the answers, one for
the keeper; a render's arguments are engine views, small and picklable, and its result is PNG bytes), driven from
the event loop without a thread (`bot.workers.WorkerPool`). With 0 (tests), threads.

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
import functools
import hashlib
import pickle
import time
from collections.abc import Callable, Iterator
from typing import Any

import render
from bot.metrics import METRICS, Timer
from bot.workers import WorkerPool

# Set while a public picture is drawn again as an answer to one person (a replay step): `later` then draws on the
# answers' pool, so the keeper's refreshes never make that person wait (a context variable: per task).
_ANSWERING: contextvars.ContextVar[bool] = contextvars.ContextVar("drawing_answering", default=False)
RECENT = 64  # pictures kept (~20 KB each)


def _timed(func: Callable[..., bytes], *args: Any, **kwargs: Any) -> tuple[bytes, float]:
    start = time.perf_counter()
    data = func(*args, **kwargs)
    return data, (time.perf_counter() - start) * 1000


def _digest(func: Callable[..., bytes], args: tuple[Any, ...], kwargs: dict[str, Any]) -> bytes | None:
    """What names a picture: a digest of its renderer and arguments, pickled (None when they cannot be pickled)."""
    try:
        data = pickle.dumps((func, args, kwargs), pickle.HIGHEST_PROTOCOL)
    except Exception:
        return None
    return hashlib.blake2b(data, digest_size=16).digest()


class Drawing:
    """`await drawing.now(func, ...)` for answers, `await drawing.later(func, ...)` for public refreshes."""

    def __init__(self, *, processes: int = 0, interactive: int = 2, background: int = 1) -> None:
        self._recent: collections.OrderedDict[bytes, bytes] = collections.OrderedDict()
        self._interactive: concurrent.futures.Executor | WorkerPool
        self._background: concurrent.futures.Executor | WorkerPool
        if processes > 0:
            self._interactive = WorkerPool(processes, "draw-now")
            # One call at a time for the keeper's renders: pipelined, the background renderer took a CPU core from
            # the players' answers in bursts (paced p99 37 -> 68 ms); a board can wait, an answer cannot.
            self._background = WorkerPool(background, "draw-later", depth=1)
        else:
            self._interactive = concurrent.futures.ThreadPoolExecutor(interactive, thread_name_prefix="draw-now")
            self._background = concurrent.futures.ThreadPoolExecutor(background, thread_name_prefix="draw-later")

    async def warm_up(self) -> None:
        """Build the palettes in both pools before the first player needs an image (see `render.warm_up`)."""
        await asyncio.gather(
            self._call(self._interactive, render.warm_up), self._call(self._background, render.warm_up)
        )

    async def now(self, func: Callable[..., bytes], *args: Any, **kwargs: Any) -> bytes:
        """Draw for an answer to a player."""
        return await self._run(self._interactive, func, args, kwargs)

    async def later(self, func: Callable[..., bytes], *args: Any, **kwargs: Any) -> bytes:
        """Draw for a public message the keeper refreshes (within `answering()`: for an answer)."""
        pool = self._interactive if _ANSWERING.get() else self._background
        return await self._run(pool, func, args, kwargs)

    @staticmethod
    @contextlib.contextmanager
    def answering() -> Iterator[None]:
        """Draw a public message's pictures as an answer to one person (the same pictures, on the answers' pool)."""
        token = _ANSWERING.set(True)
        try:
            yield
        finally:
            _ANSWERING.reset(token)

    @staticmethod
    async def _call(pool: concurrent.futures.Executor | WorkerPool, func: Callable[..., Any], *args: Any) -> Any:
        if isinstance(pool, WorkerPool):
            return await pool.run(func, *args)
        return await asyncio.get_running_loop().run_in_executor(pool, func, *args)

    async def _run(
        self,
        pool: concurrent.futures.Executor | WorkerPool,
        func: Callable[..., bytes],
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
    ) -> bytes:
        name = getattr(func, "__name__", "image")
        key = _digest(func, args, kwargs)
        if key is not None and (kept := self._recent.get(key)) is not None:
            self._recent.move_to_end(key)
            METRICS.count(f"render_kept.{name}")
            return kept
        with Timer("draw_wait_and_run"):
            timed: tuple[bytes, float] = await self._call(pool, functools.partial(_timed, func, *args, **kwargs))
        data, ms = timed
        METRICS.observe(f"render.{name}", ms)
        METRICS.observe(f"render_kb.{name}", len(data) / 1024)
        if key is not None:
            self._recent[key] = data
            if len(self._recent) > RECENT:
                self._recent.popitem(last=False)
        return data

    async def close(self) -> None:
        """Stop the pools (the worker processes exit; pending renders are dropped)."""
        for pool in (self._interactive, self._background):
            if isinstance(pool, WorkerPool):
                await pool.close()
            else:
                await asyncio.to_thread(pool.shutdown, True, cancel_futures=True)
