"""The bot's own metrics: the garbage collector's passes are timed once per process, however many bots it builds."""

from __future__ import annotations

import gc

from bot.metrics import METRICS, watch_gc


def test_the_gc_watch_is_installed_once_and_times_passes() -> None:
    before = len(gc.callbacks)
    watch_gc()
    installed = len(gc.callbacks)
    watch_gc()
    watch_gc()
    assert len(gc.callbacks) == installed <= before + 1
    METRICS.reset()
    gc.collect()
    assert METRICS.summary()["gc.gen2"]["count"] == 1
