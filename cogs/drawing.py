"""Where images are drawn: two bounded pools of worker threads, never the event loop.

Interactive renders (what answers a player: a turn panel, a peek) and background renders (the boards and reveals
the keeper refreshes) have separate pools, so a burst of board refreshes never makes a player's answer wait.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import functools
import time
from collections.abc import Callable
from typing import Any

from bot.metrics import METRICS, Timer


def _timed(func: Callable[..., bytes], *args: Any, **kwargs: Any) -> bytes:
    start = time.perf_counter()
    data = func(*args, **kwargs)
    METRICS.observe(f"render.{getattr(func, '__name__', 'image')}", (time.perf_counter() - start) * 1000)
    METRICS.observe(f"render_kb.{getattr(func, '__name__', 'image')}", len(data) / 1024)
    return data


class Drawing:
    """`await drawing.now(func, ...)` for answers, `await drawing.later(func, ...)` for public refreshes."""

    def __init__(self, *, interactive: int = 2, background: int = 1) -> None:
        self._interactive = concurrent.futures.ThreadPoolExecutor(interactive, thread_name_prefix="draw-now")
        self._background = concurrent.futures.ThreadPoolExecutor(background, thread_name_prefix="draw-later")

    async def now(self, func: Callable[..., bytes], *args: Any, **kwargs: Any) -> bytes:
        """Draw for an answer to a player."""
        return await self._run(self._interactive, func, args, kwargs)

    async def later(self, func: Callable[..., bytes], *args: Any, **kwargs: Any) -> bytes:
        """Draw for a public message the keeper refreshes."""
        return await self._run(self._background, func, args, kwargs)

    @staticmethod
    async def _run(
        pool: concurrent.futures.Executor, func: Callable[..., bytes], args: tuple[Any, ...], kwargs: dict[str, Any]
    ) -> bytes:
        loop = asyncio.get_running_loop()
        with Timer("draw_wait_and_run"):
            return await loop.run_in_executor(pool, functools.partial(_timed, func, *args, **kwargs))

    def close(self) -> None:
        self._interactive.shutdown(wait=False, cancel_futures=True)
        self._background.shutdown(wait=False, cancel_futures=True)
