"""Operational metrics: timings kept as bounded samples, counters, and an event-loop lag watchdog.

`METRICS.observe("commit", ms)` records a timing; `METRICS.summary()` gives count / p50 / p95 / p99 / max per name.
The bot logs the summary at shutdown (one INFO line, `metrics {...}` as JSON: `make bench` reads it from the bot's
output) and the watchdog warns when the event loop was blocked for long (what discord.py reports as "heartbeat
blocked" only much later).

The same calls keep what an operator scrapes (`bot.exporter`, METRICS_PORT): every timing also counts in a
cumulative histogram (fixed buckets, never reset: Prometheus computes rates and quantiles from them), every counter
has a total since start, and `METRICS.set` holds gauges (open games, boards behind...). The summary's samples are
reset by SIGUSR1; the totals are not.
"""

from __future__ import annotations

import asyncio
import bisect
import gc
import json
import logging
import random
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

log = logging.getLogger(__name__)

MAX_SAMPLES = 20_000
STALL_WARNING_MS = 250.0
# The cumulative histograms' upper bounds, in milliseconds (a last bucket, +Inf, holds the rest): from a quick
# answer (a few ms) to a CPU's decision (its budget is seconds).
BUCKETS_MS = (1.0, 2.5, 5.0, 10.0, 25.0, 50.0, 100.0, 250.0, 500.0, 1000.0, 2500.0, 5000.0, 10000.0)


@dataclass
class Histogram:
    """Every timing of one name since the process started: counts per bucket of BUCKETS_MS (not cumulative; the
    last one past the largest bound), their sum and count."""

    buckets: list[int] = field(default_factory=lambda: [0] * (len(BUCKETS_MS) + 1))
    sum: float = 0.0
    count: int = 0

    def add(self, ms: float) -> None:
        self.buckets[bisect.bisect_left(BUCKETS_MS, ms)] += 1
        self.sum += ms
        self.count += 1

    def copy(self) -> Histogram:
        return Histogram(list(self.buckets), self.sum, self.count)


@dataclass(frozen=True)
class Totals:
    """A copy of the totals (taken on the event loop, read anywhere): histograms, counters, gauges."""

    histograms: dict[str, Histogram]
    counters: dict[str, int]
    gauges: dict[str, float]


class Metrics:
    """Timings (milliseconds), counters and gauges of this process."""

    def __init__(self) -> None:
        self.samples: dict[str, list[float]] = defaultdict(list)
        self.seen: dict[str, int] = defaultdict(int)
        self.counters: dict[str, int] = defaultdict(int)
        self.histograms: dict[str, Histogram] = defaultdict(Histogram)  # never reset
        self.totals: dict[str, int] = defaultdict(int)  # the counters since start, never reset
        self.gauges: dict[str, float] = {}
        self._rng = random.Random(0)

    def observe(self, name: str, ms: float) -> None:
        """One timing; past MAX_SAMPLES a uniform reservoir keeps the percentiles honest."""
        self.histograms[name].add(ms)
        self.seen[name] += 1
        samples = self.samples[name]
        if len(samples) < MAX_SAMPLES:
            samples.append(ms)
        else:
            slot = self._rng.randrange(self.seen[name])
            if slot < MAX_SAMPLES:
                samples[slot] = ms

    def count(self, name: str, n: int = 1) -> None:
        self.counters[name] += n
        self.totals[name] += n

    def set(self, name: str, value: float) -> None:
        """A gauge: the latest value of something that goes up and down (open games, boards behind)."""
        self.gauges[name] = value

    def snapshot(self) -> Totals:
        """The totals as they are now, copied: cheap enough for the event loop, safe to read in another thread."""
        return Totals({name: h.copy() for name, h in self.histograms.items()}, dict(self.totals), dict(self.gauges))

    def summary(self) -> dict[str, Any]:
        out: dict[str, Any] = {"counters": dict(self.counters)}
        for name, samples in self.samples.items():
            ordered = sorted(samples)
            if not ordered:
                continue

            def at(q: float, values: list[float] = ordered) -> float:
                return round(values[min(len(values) - 1, int(q * len(values)))], 3)

            out[name] = {
                "count": self.seen[name],
                "p50": at(0.5),
                "p95": at(0.95),
                "p99": at(0.99),
                "max": round(ordered[-1], 3),
            }
        return out

    def reset(self) -> None:
        """Start the summary afresh (SIGUSR1); the totals an operator scrapes go on."""
        self.samples.clear()
        self.seen.clear()
        self.counters.clear()

    def log_summary(self) -> None:
        log.info("metrics %s", json.dumps(self.summary(), sort_keys=True))


METRICS = Metrics()


class Timer:
    """`with Timer("commit"): ...` records the block's duration."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.start = 0.0

    def __enter__(self) -> Timer:
        self.start = time.perf_counter()
        return self

    def __exit__(self, *exc: object) -> None:
        METRICS.observe(self.name, (time.perf_counter() - self.start) * 1000)


async def watch_loop(interval: float = 0.05) -> None:
    """Measure how late the event loop wakes up (`loop_lag`: a blocked loop delays every answer)."""
    loop = asyncio.get_running_loop()
    while True:
        before = loop.time()
        await asyncio.sleep(interval)
        lag = (loop.time() - before - interval) * 1000
        METRICS.observe("loop_lag", max(0.0, lag))
        if lag > STALL_WARNING_MS:
            log.warning("the event loop was blocked for %.0f ms", lag)


_gc_started: dict[int, float] = {}


def _time_gc(phase: str, info: dict[str, int]) -> None:
    generation = info.get("generation", 0)
    if phase == "start":
        _gc_started[generation] = time.perf_counter()
    elif generation in _gc_started:
        METRICS.observe(f"gc.gen{generation}", (time.perf_counter() - _gc_started.pop(generation)) * 1000)


def watch_gc() -> None:
    """Time the garbage collector's passes (`gc.gen0`..`gc.gen2`, ms): a full pass over a big heap blocks the loop.
    Once per process, however many bots it builds (tests build hundreds)."""
    if _time_gc not in gc.callbacks:
        gc.callbacks.append(_time_gc)
