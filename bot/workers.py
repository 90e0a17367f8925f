"""Worker processes of the bot (CPU decisions, drawing): spawned, driven from the event loop, gone with the bot.

`WorkerPool` is a process pool without a thread in the bot's process: each worker has a socket pair of its own, a
call is pickled and written to an idle worker's socket from the event loop, and answers are read by an asyncio
stream (never a blocking read on the loop: a large answer arrives in parts, and reading it with a blocking call
stalled the loop for as long as the worker took to write the rest). The standard `ProcessPoolExecutor` moves
every call through two threads of the bot's process (its manager thread and its queue's feeder thread), which
fight the event loop for Python's global lock on every call: under load the profile showed the loop spending a
sixth of its time waiting in the executor's wake-up write. A worker exits by itself when the bot dies, even by
kill -9: its socket reaches end-of-file.
"""

from __future__ import annotations

import asyncio
import collections
import logging
import multiprocessing
import multiprocessing.connection
import os
import pickle
import socket
import struct
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
    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter
    pending: collections.deque[asyncio.Future[Any]] = field(default_factory=collections.deque)  # in order sent
    listener: asyncio.Task[None] | None = None

    def fail(self, error: BaseException) -> None:
        while self.pending:
            future = self.pending.popleft()
            if not future.done():
                future.set_exception(error)


@dataclass(eq=False)
class WorkerPool:
    """`await pool.run(func, *args)` in one of `size` spawned worker processes (started on first use).

    Calls are pipelined: a worker is sent up to `depth` calls and runs them one after the other, answering in order,
    so that it starts the next one as soon as it is done instead of waiting for a busy event loop to read its
    answer and send another (with one call at a time, the renderer idled half the time under load while answers
    queued for a second)."""

    size: int
    name: str = "worker"
    depth: int = 4
    _workers: list[_Worker] = field(default_factory=list)
    _waiting: collections.deque[asyncio.Future[None]] = field(default_factory=collections.deque)
    _starting: asyncio.Lock = field(default_factory=asyncio.Lock)
    _closed: bool = False

    async def run(self, func: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run `func(*args, **kwargs)` in a worker: its arguments and result are pickled. Cancelling the caller
        does not stop the worker; its answer is dropped when it comes."""
        loop = asyncio.get_running_loop()
        worker = await self._take(loop)
        future: asyncio.Future[Any] = loop.create_future()
        data = pickle.dumps((func, args, kwargs), pickle.HIGHEST_PROTOCOL)  # an unpicklable call raises here
        worker.pending.append(future)
        worker.writer.write(struct.pack("!i", len(data)) + data)  # multiprocessing's framing: the worker's recv()
        try:
            ok, value = await asyncio.shield(future)
        except asyncio.CancelledError:  # the answer, or the worker's loss, is dropped when it comes
            future.add_done_callback(lambda done: done.cancelled() or done.exception())
            raise
        if not ok:
            raise value
        return value  # type: ignore[no-any-return]

    async def _take(self, loop: asyncio.AbstractEventLoop) -> _Worker:
        """The least busy worker with room for another call (waiting for one if none has)."""
        if not self._workers:
            async with self._starting:
                while len(self._workers) < max(1, self.size) and not self._closed:
                    await self._spawn()
        while True:
            if self._closed:
                raise RuntimeError(f"the {self.name} pool is closed")
            worker = min(self._workers, key=lambda w: len(w.pending), default=None)
            if worker is not None and len(worker.pending) < self.depth:
                return worker
            waiter: asyncio.Future[None] = loop.create_future()
            self._waiting.append(waiter)
            await waiter

    def _room(self) -> None:
        """A call ended or a worker started: wake the first caller waiting for room."""
        while self._waiting:
            waiter = self._waiting.popleft()
            if not waiter.done():
                waiter.set_result(None)
                return

    async def _spawn(self) -> None:
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe(duplex=True)  # a socket pair
        process = context.Process(target=_serve, args=(theirs,), name=f"{self.name}-{len(self._workers)}", daemon=True)
        process.start()
        theirs.close()  # the worker holds the only other end: when the bot dies, the worker reads end-of-file
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM, fileno=os.dup(ours.fileno()))
        ours.close()
        reader, writer = await asyncio.open_unix_connection(sock=sock, limit=1 << 24)
        worker = _Worker(process, reader, writer)
        self._workers.append(worker)
        worker.listener = asyncio.create_task(self._listen(worker), name=f"{self.name}-answers")
        self._room()

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
                self._room()
        except (asyncio.IncompleteReadError, ConnectionError, OSError):
            if not self._closed:
                await self._lost(worker)

    async def _lost(self, worker: _Worker) -> None:
        """A worker died: its call fails, a new worker takes its place."""
        worker.writer.close()
        await asyncio.to_thread(worker.process.join, 5)
        self._workers.remove(worker)
        worker.fail(WorkerLost(f"a {self.name} process died (exit code {worker.process.exitcode})"))
        if not self._closed:
            log.warning("a %s process died (exit code %s); starting another", self.name, worker.process.exitcode)
            await self._spawn()

    async def close(self) -> None:
        """Stop the workers (pending calls fail)."""
        self._closed = True
        for worker in self._workers:
            if worker.listener is not None:
                worker.listener.cancel()
            worker.writer.close()  # the worker reads end-of-file and exits
            worker.fail(WorkerLost(f"the {self.name} pool closed"))
        for waiter in self._waiting:
            if not waiter.done():
                waiter.cancel()
        for worker in self._workers:
            await asyncio.to_thread(worker.process.join, 5)
            if worker.process.is_alive():
                worker.process.kill()
        self._workers.clear()
