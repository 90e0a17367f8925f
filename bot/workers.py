"""Worker processes of the bot (CPU decisions, drawing): spawned, driven from the event loop, gone with the bot.

`WorkerPool` is a process pool without a thread in the bot's process: each worker has a pipe of its own, a call is
pickled and written to an idle worker's pipe from the event loop, and the answer is read when the loop sees the
pipe readable (`add_reader`). The standard `ProcessPoolExecutor` moves every call through two threads of the
bot's process (its manager thread and its queue's feeder thread), which fight the event loop for Python's global
lock on every call: under load the profile showed the loop spending a sixth of its time waiting in the executor's
wake-up write. A worker exits by itself when the bot dies, even by kill -9: its pipe reaches end-of-file.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import logging
import multiprocessing
import multiprocessing.connection
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.process import BaseProcess
from typing import Any, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")


class WorkerLost(RuntimeError):
    """The worker process running a call died before answering (the call is not retried)."""


def _serve(conn: multiprocessing.connection.Connection) -> None:
    """A worker's life: run each call it receives and send back (True, result) or (False, error)."""
    while True:
        try:
            func, args, kwargs = conn.recv()
        except (EOFError, OSError):  # the bot is gone
            os._exit(0)
        try:
            answer: tuple[bool, Any] = (True, func(*args, **kwargs))
        except Exception as exc:
            answer = (False, exc)
        try:
            conn.send(answer)
        except (EOFError, OSError):
            os._exit(0)
        except Exception as exc:
            conn.send((False, RuntimeError(f"unpicklable answer: {type(exc).__name__}")))


@dataclass(eq=False)
class _Worker:
    process: BaseProcess
    conn: multiprocessing.connection.Connection
    pending: asyncio.Future[Any] | None = None


@dataclass(eq=False)
class WorkerPool:
    """`await pool.run(func, *args)` in one of `size` spawned worker processes (started on first use)."""

    size: int
    name: str = "worker"
    _workers: list[_Worker] = field(default_factory=list)
    _idle: collections.deque[_Worker] = field(default_factory=collections.deque)
    _waiting: collections.deque[asyncio.Future[_Worker]] = field(default_factory=collections.deque)
    _closed: bool = False

    async def run(self, func: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run `func(*args, **kwargs)` in a worker: its arguments and result are pickled. Cancelling the caller
        does not stop the worker; its answer is dropped when it comes."""
        if self._closed:
            raise RuntimeError(f"the {self.name} pool is closed")
        loop = asyncio.get_running_loop()
        worker = await self._take(loop)
        future: asyncio.Future[Any] = loop.create_future()
        worker.pending = future
        try:
            worker.conn.send((func, args, kwargs))
        except BaseException:
            worker.pending = None
            self._give_back(worker)
            raise
        try:
            ok, value = await asyncio.shield(future)
        except asyncio.CancelledError:  # the answer, or the worker's loss, is dropped when it comes
            future.add_done_callback(lambda done: done.cancelled() or done.exception())
            raise
        if not ok:
            raise value
        return value  # type: ignore[no-any-return]

    async def _take(self, loop: asyncio.AbstractEventLoop) -> _Worker:
        if not self._workers:
            for _ in range(max(1, self.size)):
                self._spawn(loop)
        if self._idle:
            return self._idle.popleft()
        waiter: asyncio.Future[_Worker] = loop.create_future()
        self._waiting.append(waiter)
        return await waiter

    def _give_back(self, worker: _Worker) -> None:
        while self._waiting:
            waiter = self._waiting.popleft()
            if not waiter.done():
                waiter.set_result(worker)
                return
        self._idle.append(worker)

    def _spawn(self, loop: asyncio.AbstractEventLoop) -> None:
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe(duplex=True)
        process = context.Process(target=_serve, args=(theirs,), name=f"{self.name}-{len(self._workers)}", daemon=True)
        process.start()
        theirs.close()  # the worker holds the only other end: when the bot dies, the worker reads end-of-file
        worker = _Worker(process, ours)
        self._workers.append(worker)
        loop.add_reader(ours.fileno(), self._answered, worker)
        self._give_back(worker)

    def _answered(self, worker: _Worker) -> None:
        try:
            answer = worker.conn.recv()
        except (EOFError, OSError):
            self._lost(worker)
            return
        future, worker.pending = worker.pending, None
        if future is not None and not future.done():
            future.set_result(answer)
        self._give_back(worker)

    def _lost(self, worker: _Worker) -> None:
        """A worker died: its call fails, a new worker takes its place."""
        loop = asyncio.get_running_loop()
        loop.remove_reader(worker.conn.fileno())
        with contextlib.suppress(OSError):
            worker.conn.close()
        self._workers.remove(worker)
        with contextlib.suppress(ValueError):
            self._idle.remove(worker)
        if worker.pending is not None and not worker.pending.done():
            worker.pending.set_exception(
                WorkerLost(f"a {self.name} process died (exit code {worker.process.exitcode})")
            )
        if not self._closed:
            log.warning("a %s process died (exit code %s); starting another", self.name, worker.process.exitcode)
            self._spawn(loop)

    async def close(self) -> None:
        """Stop the workers (pending calls fail)."""
        self._closed = True
        loop = asyncio.get_running_loop()
        for worker in self._workers:
            with contextlib.suppress(Exception):
                loop.remove_reader(worker.conn.fileno())
            with contextlib.suppress(OSError):
                worker.conn.close()  # the worker reads end-of-file and exits
            if worker.pending is not None and not worker.pending.done():
                worker.pending.set_exception(WorkerLost(f"the {self.name} pool closed"))
        for waiter in self._waiting:
            if not waiter.done():
                waiter.cancel()
        for worker in self._workers:
            await asyncio.to_thread(worker.process.join, 5)
            if worker.process.is_alive():
                worker.process.kill()
        self._workers.clear()
        self._idle.clear()
