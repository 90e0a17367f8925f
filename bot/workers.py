"""Worker processes of the bot (CPU decisions, drawing): started lean, driven from the event loop, gone with the bot.

`WorkerPool` is a process pool without a thread in the bot's process: each worker has a socket pair of its own, a
call is pickled and written to a worker's socket from the event loop, and answers are read by an asyncio stream
(never a blocking read on the loop: a large answer arrives in parts, and reading it with a blocking call stalled
the loop for as long as the worker took to write the rest). The standard `ProcessPoolExecutor` moves every call
through two threads of the bot's process (its manager thread and its queue's feeder thread), which fight the event
loop for Python's global lock on every call: under load the profile showed the loop spending a sixth of its time
waiting in the executor's wake-up write.

A worker is a fresh interpreter running `bot.worker` (not multiprocessing's "spawn", which imports the bot's main
module again in every worker, pydantic's settings and all, and starts a resource tracker: a fourth process of 40
MB that the bot never needed). It imports only what its calls need. A worker exits by itself when the bot dies,
even by kill -9: its socket reaches end-of-file.

Calls have a priority (`run_at`): the waiting calls go out most urgent first, and a call below the first priority
is only sent to an idle worker, so a worker never holds a background call queued ahead of an answer: an answer
waits at most for the call being run.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import logging
import pickle
import socket
import struct
import subprocess
import sys
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from bot.metrics import METRICS
from bot.worker import frame

log = logging.getLogger(__name__)

T = TypeVar("T")
RESPAWN_PAUSE = 1.0  # seconds: a worker that died younger than this is replaced only after this long


class WorkerLost(RuntimeError):
    """The worker process running a call died before answering (the call is not retried)."""


@dataclass(eq=False)
class _Worker:
    process: subprocess.Popen[bytes]
    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter
    pending: deque[asyncio.Future[Any]] = field(default_factory=deque)  # in order sent
    reserved: int = 0  # calls given this worker that are not written yet
    listener: asyncio.Task[None] | None = None
    started: float = field(default_factory=time.monotonic)
    idle_since: float = field(default_factory=time.monotonic)
    low: int = 0  # calls of a priority below the first given this worker and not answered yet

    @property
    def load(self) -> int:
        return len(self.pending) + self.reserved

    def fail(self, error: BaseException) -> None:
        while self.pending:
            future = self.pending.popleft()
            if not future.done():
                future.set_exception(error)


def message(func: Callable[..., Any], *args: Any, **kwargs: Any) -> bytes:
    """A call as a worker receives it, pickled (an unpicklable call raises here)."""
    return pickle.dumps((func, args, kwargs), pickle.HIGHEST_PROTOCOL)


def _bootstrap(fd: int, name: str) -> str:
    """The worker's command: this interpreter's module path (so it imports the bot's own copy), then `serve`."""
    return f"import sys; sys.path[:] = {sys.path!r}; from bot.worker import serve; serve({fd}, {name!r})"


@dataclass(eq=False)
class WorkerPool:
    """`await pool.run(func, *args)` in one of `size` worker processes (started on first use).

    Calls are pipelined: a worker is sent up to `depth` calls of the first priority and runs them one after the other,
    answering in order, so that it starts the next one as soon as it is done instead of waiting for a busy event loop
    to read its answer and send another (with one call at a time, the renderer idled half the time under load while
    answers queued for a second). Calls of a lower priority (`run_at`) wait for an idle worker, except those of a
    priority up to `beside` (e.g. one person's look-up): one at a time per worker, they go beside its calls of the
    first priority, so that a look-up does not wait for a moment when no player's picture is being drawn, and a
    player's picture waits for at most one of them.

    Elastic up to `most` workers: when a call of the first priority has waited `grow_after` seconds for a worker
    (every worker has `depth` calls: the pool is saturated, e.g. flat out), one more is started; a look-up waiting for
    an idle worker is no reason (at the paced load it kept a second process for good). A worker beyond `size` idle for
    `shrink_after` seconds is stopped (the memory comes back). The least busy worker takes each call, the first ones
    on a tie, so that the extra ones fall idle when the load drops."""

    size: int
    name: str = "worker"
    depth: int = 4
    most: int = 0  # 0: `size`, never more
    grow_after: float = 0.25
    shrink_after: float = 30.0
    beside: int = 0  # priorities 1..beside may go beside the first priority's calls, one a worker
    _workers: list[_Worker] = field(default_factory=list)
    _waiting: list[tuple[int, int, asyncio.Future[_Worker], float]] = field(default_factory=list)  # a heap
    _growing: bool = False
    _order: itertools.count[int] = field(default_factory=itertools.count)
    _starting: asyncio.Lock = field(default_factory=asyncio.Lock)
    _closed: bool = False

    async def run(self, func: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run `func(*args, **kwargs)` in a worker, at the first priority: its arguments and result are pickled.
        Cancelling the caller does not stop the worker; its answer is dropped when it comes."""
        return await self.run_at(0, func, *args, **kwargs)

    async def run_at(self, priority: int, func: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """`run` at a priority: 0 first, then 1, 2... (waiting calls of one priority go in the order they came)."""
        return await self.run_message(priority, message(func, *args, **kwargs))  # type: ignore[no-any-return]

    async def run_message(self, priority: int, data: bytes) -> Any:
        """`run_at` for a call already pickled by `message` (a caller that also keys something on those bytes)."""
        worker = await self._take(priority)
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Any] = loop.create_future()
        worker.reserved -= 1
        worker.pending.append(future)
        if priority > 0:  # answered, failed or dropped: the worker may take another call below the first priority
            future.add_done_callback(lambda _: self._answered_low(worker))
        worker.writer.write(frame(data))
        try:
            ok, value = await asyncio.shield(future)
        except asyncio.CancelledError:  # the answer, or the worker's loss, is dropped when it comes
            future.add_done_callback(lambda done: done.cancelled() or done.exception())
            raise
        if not ok:
            raise value
        return value

    def _answered_low(self, worker: _Worker) -> None:
        worker.low -= 1
        self._dispatch()

    def _fits(self, priority: int) -> _Worker | None:
        """The least busy worker that may take a call of `priority` now (the first ones on a tie)."""
        for worker in sorted(self._workers, key=lambda w: w.load):
            if priority == 0:
                fits = worker.load < self.depth
            elif priority <= self.beside:
                fits = worker.load < self.depth and worker.low == 0
            else:
                fits = worker.load == 0
            if fits:
                return worker
            if priority == 0:  # the least busy one is full: they all are
                return None
        return None

    async def _take(self, priority: int) -> _Worker:
        """A worker for a call of `priority`, reserved for it (waiting behind more urgent calls if need be)."""
        if not self._workers:
            async with self._starting:
                while len(self._workers) < max(1, self.size) and not self._closed:
                    await self._spawn()
        if self._closed:
            raise RuntimeError(f"the {self.name} pool is closed")
        waiter: asyncio.Future[_Worker] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._waiting, (priority, next(self._order), waiter, time.monotonic()))
        self._dispatch()
        try:
            return await waiter
        except asyncio.CancelledError:
            if waiter.done() and not waiter.cancelled():  # given a worker just as it was cancelled: give it back
                waiter.result().reserved -= 1
                if priority > 0:
                    waiter.result().low -= 1
                self._dispatch()
            raise

    def _dispatch(self) -> None:
        """Give workers to the waiting calls, most urgent first, while they fit."""
        now = time.monotonic()
        self._shrink(now)
        while self._waiting:
            priority, _, waiter, since = self._waiting[0]
            if waiter.done():  # cancelled while waiting
                heapq.heappop(self._waiting)
                continue
            worker = self._fits(priority)
            if worker is None:  # nothing less urgent fits either (it needs an idle worker)
                if priority == 0 and now - since >= self.grow_after:
                    self._grow()
                return
            heapq.heappop(self._waiting)
            worker.reserved += 1
            if priority > 0:
                worker.low += 1
            waiter.set_result(worker)

    def _grow(self) -> None:
        """Start one more worker in the background, if the pool may have more."""
        if self._growing or self._closed or len(self._workers) >= max(self.most, self.size, 1):
            return
        self._growing = True

        async def grow() -> None:
            try:
                async with self._starting:
                    if not self._closed and len(self._workers) < max(self.most, self.size, 1):
                        await self._spawn()
                        METRICS.count(f"worker_grow.{self.name}")
                        log.info("the %s pool is saturated: %d processes now", self.name, len(self._workers))
            finally:
                self._growing = False

        asyncio.get_running_loop().create_task(grow(), name=f"{self.name}-grow")

    def _shrink(self, now: float) -> None:
        """Stop a worker beyond `size` that has been idle for `shrink_after` seconds (one at a time)."""
        for worker in self._workers[max(1, self.size) :]:
            if worker.load == 0 and now - worker.idle_since >= self.shrink_after:
                self._workers.remove(worker)
                if worker.listener is not None:
                    worker.listener.cancel()
                worker.writer.close()  # the worker reads end-of-file and exits
                asyncio.get_running_loop().run_in_executor(None, _reap, worker.process, 5)
                log.info("the %s pool is idle again: %d processes now", self.name, len(self._workers))
                return

    async def _spawn(self) -> None:
        ours, theirs = socket.socketpair()
        name = f"{self.name}-{len(self._workers)}"
        try:
            process = subprocess.Popen(  # vfork and exec: quick, even from a large process
                [sys.executable, "-c", _bootstrap(theirs.fileno(), name)],
                pass_fds=(theirs.fileno(),),
                stdin=subprocess.DEVNULL,
            )
        finally:
            theirs.close()  # the worker holds the only other end: when the bot dies, the worker reads end-of-file
        reader, writer = await asyncio.open_unix_connection(sock=ours, limit=1 << 24)
        worker = _Worker(process, reader, writer)
        self._workers.append(worker)
        worker.listener = asyncio.create_task(self._listen(worker), name=f"{self.name}-answers")
        log.debug("started %s (pid %d)", name, process.pid)
        self._dispatch()

    async def _listen(self, worker: _Worker) -> None:
        """Read the worker's answers as they come; at end-of-file the worker is gone."""
        try:
            while True:
                (size,) = struct.unpack("!i", await worker.reader.readexactly(4))
                if size == -1:
                    (size,) = struct.unpack("!Q", await worker.reader.readexactly(8))
                answer = pickle.loads(await worker.reader.readexactly(size))
                future = worker.pending.popleft()
                if not future.done():
                    future.set_result(answer)
                if worker.load == 0:
                    worker.idle_since = time.monotonic()
                self._dispatch()
        except (asyncio.IncompleteReadError, ConnectionError, OSError):
            if not self._closed:
                await self._lost(worker)

    async def _lost(self, worker: _Worker) -> None:
        """A worker died: its calls fail, a new worker takes its place."""
        worker.writer.close()
        code = await asyncio.to_thread(_reap, worker.process, 5)
        self._workers.remove(worker)
        worker.fail(WorkerLost(f"a {self.name} process died (exit code {code})"))
        if not self._closed:
            METRICS.count(f"worker_restart.{self.name}")
            log.warning("a %s process died (exit code %s); starting another", self.name, code)
            if time.monotonic() - worker.started < RESPAWN_PAUSE:  # one that cannot even start is not started in a loop
                await asyncio.sleep(RESPAWN_PAUSE)
            async with self._starting:  # a call may have started one meanwhile
                if not self._closed and len(self._workers) < max(1, self.size):
                    await self._spawn()

    @property
    def pids(self) -> list[int]:
        return [w.process.pid for w in self._workers]

    async def close(self) -> None:
        """Stop the workers (pending calls fail)."""
        self._closed = True
        for worker in self._workers:
            if worker.listener is not None:
                worker.listener.cancel()
            worker.writer.close()  # the worker reads end-of-file and exits
            worker.fail(WorkerLost(f"the {self.name} pool closed"))
        for _, _, waiter, _ in self._waiting:
            if not waiter.done():
                waiter.cancel()
        self._waiting.clear()
        for worker in self._workers:
            await asyncio.to_thread(_reap, worker.process, 5)
        self._workers.clear()


def _reap(process: subprocess.Popen[bytes], timeout: float) -> int | None:
    """Wait for a worker to end (killed past `timeout`): its exit code, reaped (no zombie left behind)."""
    try:
        return process.wait(timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        return process.wait()
