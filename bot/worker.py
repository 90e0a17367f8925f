"""A worker process's life (see `bot.workers`): run each call read from its socket, write back the answer.

Started as a fresh interpreter (`python -c ...`) that imports this module and nothing else of the bot's: a call's
function is pickled by reference, so a drawing worker imports `render` (Pillow, the fonts, the palettes) and a CPU
worker the engines, never discord.py, the store or the settings (pydantic). Kept to the standard library's
smallest modules for the same reason. Its socket's other end is held by the bot alone: when the bot dies, even by
kill -9, the worker reads end-of-file and exits.

The framing is multiprocessing's: a 4-byte big-endian signed length (-1 then an 8-byte length for a message of
2 GiB or more), then the pickle.
"""

from __future__ import annotations

import os
import pickle
import signal
import socket
import struct
import sys
import time
from collections.abc import Callable
from typing import Any


def _read(sock: socket.socket, size: int) -> bytes:
    parts, left = [], size
    while left:
        part = sock.recv(min(left, 1 << 20))
        if not part:
            raise EOFError
        parts.append(part)
        left -= len(part)
    return b"".join(parts)


def _receive(sock: socket.socket) -> bytes:
    (size,) = struct.unpack("!i", _read(sock, 4))
    if size == -1:
        (size,) = struct.unpack("!Q", _read(sock, 8))
    return _read(sock, size)


def timed(func: Callable[..., Any], *args: Any, **kwargs: Any) -> tuple[Any, float]:
    """`func(*args, **kwargs)` and the milliseconds it took in the worker (without the wait for it)."""
    start = time.perf_counter()
    result = func(*args, **kwargs)
    return result, (time.perf_counter() - start) * 1000


def frame(data: bytes) -> bytes:
    """`data` with its length in front, as the other end reads it."""
    if len(data) > 0x7FFFFFFF:
        return struct.pack("!iQ", -1, len(data)) + data
    return struct.pack("!i", len(data)) + data


def name_process(name: str) -> None:
    """Show `name` as the process's name (`ps`, `top`, /proc/<pid>/comm: at most 15 bytes) where Linux allows."""
    try:
        with open("/proc/self/comm", "w") as comm:
            comm.write(name[:15])
    except OSError:
        pass


def serve(fd: int, name: str) -> None:
    """Answer calls on the socket `fd`: (True, result) or (False, error) for each, in order, until end-of-file."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C in a terminal is the bot's to handle: it closes the socket
    name_process(name)
    sock = socket.socket(fileno=fd)
    while True:
        try:
            call = _receive(sock)
        except (EOFError, OSError):  # the bot is gone
            os._exit(0)
        try:
            func, args, kwargs = pickle.loads(call)  # a function this process cannot import fails this call only
            answer: tuple[bool, Any] = (True, func(*args, **kwargs))
        except Exception as exc:
            answer = (False, exc)
        try:
            data = pickle.dumps(answer, pickle.HIGHEST_PROTOCOL)
        except Exception as exc:
            data = pickle.dumps((False, RuntimeError(f"unpicklable answer: {type(exc).__name__}")))
        try:
            sock.sendall(frame(data))
        except OSError:
            os._exit(0)


if __name__ == "__main__":  # pragma: no cover - `bot.workers` starts it with -c, this is for a look by hand
    serve(int(sys.argv[1]), sys.argv[2])
