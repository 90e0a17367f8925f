"""The operators' endpoint (METRICS_PORT, off by default): `GET /metrics` in Prometheus's text format, `GET /healthz`
for a process supervisor.

Nothing here counts: the numbers are `bot.metrics.METRICS`'s (every `observe`, `count` and `set` of the bot), named
for Prometheus by `family` below. Served by aiohttp (discord.py's own HTTP library) on the bot's event loop: a scrape
first reads what is read rather than counted (`Gauges`: open games, boards behind, the workers' memory: one query
with a time limit), copies the totals on the loop (`METRICS.snapshot`, well under a millisecond) and formats them in
a thread, so a scrape never holds the loop; `/healthz` asks the database with a time limit.

The endpoint shows counts and timings only: no token, no game's content, no user's name (the labels are game kinds,
button verbs, command names, picture names, pools).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, ProcessCollector, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, HistogramMetricFamily, Metric

from bot.metrics import BUCKETS_MS, METRICS, Totals

log = logging.getLogger(__name__)

PREFIX = "yokai_bot_"
HEALTH_TIMEOUT = 3.0  # seconds the database may take to answer the health check

# name -> (help, label names) of every family shown
FAMILIES: dict[str, tuple[str, tuple[str, ...]]] = {
    "answer_seconds": ("Time to answer an interaction, by game and kind (button verb or /command)", ("game", "kind")),
    "commit_seconds": ("Time to save an action (its count: actions committed)", ()),
    "cpu_decision_seconds": ("Time a CPU seat took to decide (its count: CPU decisions)", ()),
    "event_loop_lag_seconds": ("How late the event loop woke up (sampled every 50 ms)", ()),
    "render_seconds": ("Time to draw a picture in a drawing worker, by picture", ("image",)),
    "draw_seconds": ("Time a picture took, waiting for a worker included, by lane", ("lane",)),
    "database_seconds": ("Database time, by operation", ("op",)),
    "gc_pause_seconds": ("Garbage collector passes, by generation", ("generation",)),
    "timing_seconds": ("Other timings of the bot", ("name",)),
    "keeper_events_total": ("The keeper of public messages: edits, posts, failures", ("event",)),
    "rest_requests_total": ("REST requests to Discord, by method and status", ("method", "status")),
    "rest_429s_total": ("429 answers from Discord, by scope (global, user, shared)", ("scope",)),
    "worker_restarts_total": ("Worker processes that died and were replaced, by pool", ("pool",)),
    "cpu_fallbacks_total": ("CPU turns played at random (past the budget, or a worker lost)", ("reason",)),
    "events_total": ("Other counters of the bot", ("name",)),
    "open_games": ("Open games (lobbies and games in play) of this process's shards", ()),
    "keeper_backlog": ("Games whose public messages are behind their saved state", ()),
    "keeper_lag_seconds": ("Since the stalest game whose public messages are behind last changed", ()),
    "gateway_connected": ("1 when every shard of this process is connected to Discord's gateway", ()),
    "database_up": ("1 when the database answered the last check", ()),
    "worker_resident_bytes": ("Resident memory of the worker processes, by pool", ("pool",)),
    "workers": ("Worker processes running, by pool", ("pool",)),
}


def family(name: str, kind: str) -> tuple[str, tuple[str, ...]] | None:
    """The Prometheus family and label values of one of METRICS' names (None: not shown). `kind` is "timing",
    "counter" or "gauge"."""
    head, _, rest = name.partition(".")
    if kind == "timing":
        if head == "component":  # component.<game>.<verb>
            game, _, verb = rest.partition(".")
            return "answer_seconds", (game, verb)
        if head == "command":  # command.<name>[.<sub>]
            return "answer_seconds", (rest.partition(".")[0], "/" + rest.replace(".", " "))
        if name in ("commit", "cpu_decision", "loop_lag"):
            return {"loop_lag": "event_loop_lag_seconds"}.get(name, f"{name}_seconds"), ()
        if head == "render":
            return "render_seconds", (rest,)
        if head == "render_kb":  # a size, not a time: in the shutdown summary only
            return None
        if head == "draw_wait_and_run":
            return "draw_seconds", (rest or "any",)
        if head.startswith("db_"):
            return "database_seconds", (head.removeprefix("db_"),)
        if head == "gc":
            return "gc_pause_seconds", (rest.removeprefix("gen"),)
        return "timing_seconds", (name,)
    if kind == "counter":
        if head == "keeper":
            return "keeper_events_total", (rest,)
        if head == "rest":  # rest.<method>.<status>
            method, _, status = rest.partition(".")
            return "rest_requests_total", (method, status)
        if head == "rest_429":
            return "rest_429s_total", (rest,)
        if head == "worker_restart":
            return "worker_restarts_total", (rest,)
        if head == "cpu_fallback":
            return "cpu_fallbacks_total", (rest,)
        return "events_total", (name,)
    if head in FAMILIES and len(FAMILIES[head][1]) == (1 if rest else 0):
        return head, ((rest,) if rest else ())
    return None


class Exposition:
    """A Prometheus collector over one snapshot of the totals."""

    def __init__(self, totals: Totals) -> None:
        self.totals = totals

    def collect(self) -> Iterator[Metric]:
        histograms: dict[str, HistogramMetricFamily] = {}
        for name, hist in sorted(self.totals.histograms.items()):
            found = family(name, "timing")
            if found is None:
                continue
            fam, values = found
            if fam not in histograms:
                histograms[fam] = HistogramMetricFamily(PREFIX + fam, FAMILIES[fam][0], labels=FAMILIES[fam][1])
            cumulative, buckets = 0, []
            for bound, n in zip((*BUCKETS_MS, float("inf")), hist.buckets, strict=True):
                cumulative += n
                buckets.append(("+Inf" if bound == float("inf") else repr(bound / 1000), cumulative))
            histograms[fam].add_metric(list(values), buckets, hist.sum / 1000)
        yield from histograms.values()
        others: dict[str, CounterMetricFamily | GaugeMetricFamily] = {}
        kinds = (
            ("counter", self.totals.counters, CounterMetricFamily),
            ("gauge", self.totals.gauges, GaugeMetricFamily),
        )
        for kind, items, make in kinds:
            for name, value in sorted(items.items()):
                found = family(name, kind)
                if found is None:
                    continue
                fam, values = found
                if fam not in others:  # a counter's name is given without its "_total" (the family adds it)
                    others[fam] = make(PREFIX + fam.removesuffix("_total"), FAMILIES[fam][0], labels=FAMILIES[fam][1])
                others[fam].add_metric(list(values), value)
        yield from others.values()


def exposition(totals: Totals) -> bytes:
    """The text a scrape gets: the bot's families and this process's own (CPU, memory, open files)."""
    registry = CollectorRegistry(auto_describe=False)
    registry.register(Exposition(totals))
    ProcessCollector(registry=registry)
    return generate_latest(registry)


def resident_bytes(pid: int) -> int:
    """A process's resident memory (VmRSS), 0 when it is gone."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


@dataclass
class Health:
    """What /healthz asks: is every shard connected, does the database answer (a query that raises or takes longer
    than HEALTH_TIMEOUT: no)."""

    gateway: Callable[[], bool]
    database: Callable[[], Awaitable[object]]

    async def check(self) -> dict[str, bool]:
        database = False
        try:
            await asyncio.wait_for(self.database(), HEALTH_TIMEOUT)
            database = True
        except Exception as exc:  # any failure is "not reachable"; the reason goes to the log, not to the caller
            log.warning("health check: the database did not answer (%s)", type(exc).__name__)
        return {"gateway": self.gateway(), "database": database}


class Gauges:
    """Reads the gauges (at each scrape): `overview` gives (open games, games behind, when the stalest changed),
    `pools` the worker processes by pool."""

    def __init__(
        self,
        overview: Callable[[], Awaitable[tuple[int, int, float | None]]],
        gateway: Callable[[], bool],
        pools: Callable[[], dict[str, list[int]]],
    ) -> None:
        self.overview, self.gateway, self.pools = overview, gateway, pools

    async def refresh(self) -> None:
        METRICS.set("gateway_connected", float(self.gateway()))
        for pool, pids in self.pools().items():
            METRICS.set(f"workers.{pool}", len(pids))
            METRICS.set(f"worker_resident_bytes.{pool}", sum(map(resident_bytes, pids)))
        try:
            opened, behind, oldest = await asyncio.wait_for(self.overview(), HEALTH_TIMEOUT)
        except Exception as exc:
            METRICS.set("database_up", 0.0)
            log.warning("metrics: the database did not answer (%s)", type(exc).__name__)
            return
        METRICS.set("database_up", 1.0)
        METRICS.set("open_games", opened)
        METRICS.set("keeper_backlog", behind)
        METRICS.set("keeper_lag_seconds", 0.0 if oldest is None else max(0.0, time.time() - oldest))


class Endpoint:
    """The HTTP server: `await start(port)`, `await stop()`."""

    def __init__(self, health: Health, gauges: Gauges | None = None, host: str = "127.0.0.1") -> None:
        self.health = health
        self.gauges = gauges
        self.host = host
        self.port = 0
        app = web.Application()
        app.router.add_get("/metrics", self.metrics)
        app.router.add_get("/healthz", self.healthz)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)

    async def start(self, port: int) -> int:
        """Listen on `port` (0: any free port); returns the port."""
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, port, reuse_address=True)
        await site.start()
        self.port = int(self._runner.addresses[0][1])
        log.info("metrics on http://%s:%d/metrics, health on /healthz", self.host, self.port)
        return self.port

    async def stop(self) -> None:
        with contextlib.suppress(Exception):
            await self._runner.cleanup()

    async def metrics(self, request: web.Request) -> web.Response:
        if self.gauges is not None:
            await self.gauges.refresh()
        body = await asyncio.to_thread(exposition, METRICS.snapshot())
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})

    async def healthz(self, request: web.Request) -> web.Response:
        checks = await self.health.check()
        ok = all(checks.values())
        return web.Response(
            status=200 if ok else 503, text=json.dumps({"ok": ok, **checks}), content_type="application/json"
        )
