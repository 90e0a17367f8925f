"""Worker processes of the bot (CPU decisions, drawing): spawned, and gone when the bot is gone.

A worker started by `process_pool` exits by itself when its parent process dies, even by kill -9: a pool worker
blocked on its task queue would otherwise outlive the bot (holding its output pipes open).
"""

from __future__ import annotations

import concurrent.futures
import multiprocessing
import os
import threading
import time


def _exit_with_parent(parent: int) -> None:
    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def process_pool(workers: int) -> concurrent.futures.ProcessPoolExecutor:
    """A pool of `workers` spawned processes that exit with the bot."""
    return concurrent.futures.ProcessPoolExecutor(
        max_workers=workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_exit_with_parent,
        initargs=(os.getpid(),),
    )
