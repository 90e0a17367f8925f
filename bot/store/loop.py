"""An event loop of the store's own, in a thread of its own, where PostgreSQL's round trips are awaited.

PostgreSQL's transactions are driven here rather than on the bot's event loop (SQLite's run whole on aiosqlite's
thread, `db.py`). A transaction is several round
trips (BEGIN, each statement, COMMIT); on the bot's loop, busy with Discord and the players, each of them would also
wait for a turn of that loop while the transaction holds its locks (an earlier SQLite store, per statement on the
bot's loop, held the write lock across five such trips: commits queued for 4.8 s; PostgreSQL on the bot's loop took
29 ms per transaction at the median). This loop does nothing but run transactions, so between two statements a
transaction waits only for the database; the bot's loop awaits one future per transaction.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


class LoopThread:
    """A running event loop in a daemon thread. `await run(coro)` runs `coro` there and waits for it from the
    caller's loop (cancelling the caller cancels `coro`); `stop()` ends the loop and joins the thread."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._serve, name=name, daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_forever()
        finally:
            self.loop.close()

    async def run(self, coro: Coroutine[Any, Any, T]) -> T:
        return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(coro, self.loop))

    def stop(self) -> None:
        if self.loop.is_closed():
            return
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(10)
