"""The bot's budget of Discord requests, shared by every process of the bot: the effects of `bot/table/pacing.py`
(which request goes next and when, decided on any clock): the requests waiting, the reservations of slots in the
store every process shares (`bot/store/budget.py`), and Discord's global 429s, which pause every process.

What is counted: every REST request that counts against Discord's global limit of about 50 requests a second per
bot, whoever makes it (`rest_trace` waits for a slot as the request is written, in discord.py's HTTP session): the
keeper's public messages (posts, edits and deletes of boards, lobbies, turn pings, one-time posts, reveals, closing
notices), the sweeper's reminders, and start-up's logging in and syncing of the commands (the process opens the
budget before it logs in). What is not: the answers to interactions (their callbacks, followups and edits of the
original answer, which Discord does not count against that limit) and asking for the gateway. A request's priority
is its caller's (`priority`: BOARD unless said). Per-route buckets (a channel's messages) are discord.py's: it waits
on them per process (before the slot is taken), and a channel's server belongs to one shard, so to one process.

The margin, in any one second wherever it starts (Discord counts a sliding second, issue 36): the slots of every
process follow one another 1/DISCORD_RATE apart, and a slot is spent at most the pacer's `late` (25 ms) after its
time, or given up: at most DISCORD_RATE x (1 + late) + 1 requests leave the bot in any one second (47 at 45). What
is left to Discord's 50 (about 60 ms of requests at 45 a second) absorbs the time between a request's leaving and
its counting (the network, a busy machine's scheduling); and while a process's requests wake up late (a busy
machine), it reserves its slots further apart (`busy_rate`), so that its requests, that late, fit the same margin.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import heapq
import itertools
import logging
import time
from collections.abc import Callable, Iterator, Mapping
from typing import Protocol

import aiohttp
from discord.http import Route

from bot.metrics import METRICS
from bot.table.pacing import BOARD, Grant, Lag, Pacer, Reserve, Slots, Wait, busy_rate

log = logging.getLogger(__name__)

STORE_TIMEOUT = 2.0  # a reservation that takes longer: the store is out of reach
OFFLINE_RETRY = 5.0  # a process on its fair share asks the store again after this long


class SlotStore(Protocol):
    """The store's shared budget (bot/store/budget.py)."""

    async def reserve_slots(
        self, count: int, rate: float, *, idle_only: bool = False
    ) -> tuple[float, float] | None: ...

    async def pause_slots(self, seconds: float) -> None: ...


class RateBudget:
    """`await take(priority)` waits for a slot of the whole bot's budget (see the module doc). With `store` (several
    processes on PostgreSQL) the slots are reserved there at `rate`, falling back to `share` a second of a budget of
    its own while the store is out of reach; without (SQLite: one process), the process's own budget at `rate`.
    Never more than `cap` a second from this process."""

    def __init__(
        self,
        rate: float,
        *,
        cap: float | None = None,
        store: SlotStore | None = None,
        share: float | None = None,
        clock: Callable[[], float] = time.time,
        batch: int = 4,
    ) -> None:
        self.rate = rate
        self.share = rate if share is None else share
        self.store = store
        self.clock = clock
        self.pacer = Pacer(rate if cap is None else min(cap, rate), batch=batch)
        self._own = Slots(rate if store is None else self.share)
        self.lag = Lag()  # how late this process's requests have been leaving (`spend_slot`)
        self._offline_until = float("-inf")
        self._waiters: list[tuple[int, int, asyncio.Future[float]]] = []
        self._seq = itertools.count()
        self._arrived = asyncio.Event()
        self._driver: asyncio.Task[None] | None = None
        self._paused = 0.0

    @property
    def shared(self) -> bool:
        """Spending from the budget every process shares (not its own share, not a budget of its own)."""
        return self.store is not None and self.clock() >= self._offline_until

    async def take(self, priority: int = BOARD) -> float:
        """Wait for a slot for one request of `priority` (bot/table/pacing.py: BOARD, PING, TIDY); the slot's time."""
        future: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._waiters, (priority, next(self._seq), future))
        self.pacer.want(priority)
        self._arrived.set()
        if self._driver is None or self._driver.done():
            self._driver = asyncio.create_task(self._drive(), name="rate-budget")
        try:
            return await future
        except asyncio.CancelledError:
            if not future.done() or future.cancelled():
                self.pacer.gone(priority)
            raise

    def global_limit(self, retry_after: float) -> None:
        """Discord answered a global 429: this process stops at once, and every other one through the store."""
        METRICS.count("keeper.global_pause")
        self.pacer.pause(self.clock() + retry_after)
        self._own.pause(self.clock() + retry_after)
        self._arrived.set()
        if self.store is not None and self.shared:
            task = asyncio.create_task(self._share_pause(retry_after), name="rate-budget-pause")
            task.add_done_callback(lambda t: t.cancelled() or t.exception())

    async def _share_pause(self, retry_after: float) -> None:
        assert self.store is not None
        try:
            await asyncio.wait_for(self.store.pause_slots(retry_after), STORE_TIMEOUT)
        except Exception as exc:  # the store is out of reach: this process pauses all the same
            log.warning("a global rate limit could not be shared with the other processes (%s)", type(exc).__name__)

    async def close(self) -> None:
        if self._driver is not None:
            self._driver.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._driver

    # ------------------------------------------------------------------ the driver
    async def _drive(self) -> None:
        while True:
            decision = self.pacer.decide(self.clock())
            if decision is None:
                return
            if isinstance(decision, Grant):
                self._hand(decision.priority, decision.slot)
            elif isinstance(decision, Reserve):
                await self._reserve(decision)
            elif isinstance(decision, Wait):
                self._arrived.clear()
                with contextlib.suppress(TimeoutError):  # (not wait_for: on 3.11 it can swallow a cancellation)
                    async with asyncio.timeout(decision.seconds + 0.0005):
                        await self._arrived.wait()

    def _hand(self, priority: int, slot: float) -> None:
        """The slot goes to the oldest request waiting at that priority (cancelled ones were counted out)."""
        skipped = []
        while self._waiters:
            entry = heapq.heappop(self._waiters)
            if entry[2].done():
                continue
            if entry[0] != priority:
                skipped.append(entry)
                continue
            entry[2].set_result(slot)
            break
        for entry in skipped:
            heapq.heappush(self._waiters, entry)
        METRICS.count("keeper.request")

    async def _reserve(self, wanted: Reserve) -> None:
        now = self.clock()
        lag = self.lag.recent(now)
        if self.shared:
            assert self.store is not None
            rate = busy_rate(self.rate, lag)
            try:
                answer = await asyncio.wait_for(
                    self.store.reserve_slots(wanted.count, rate, idle_only=wanted.idle_only), STORE_TIMEOUT
                )
            except Exception as exc:
                self._offline_until = self.clock() + OFFLINE_RETRY
                METRICS.count("keeper.budget_offline")
                log.warning(
                    "the shared request budget is out of reach (%s): this process spends its share, %.1f/s",
                    type(exc).__name__,
                    self.share,
                )
            else:
                if answer is None:
                    self.pacer.reserved(None, wanted.count, rate, self.clock())
                    return
                # on the store's clock, which is this process's (unix seconds)
                self.pacer.reserved(answer[1], wanted.count, rate, self.clock())
                return
        own_rate = busy_rate(self._own.rate, lag)
        first = self._own.reserve(now, wanted.count, idle_only=wanted.idle_only, rate=own_rate)
        self.pacer.reserved(first, wanted.count, own_rate, now)


def limit_scope(headers: Mapping[str, str]) -> str:
    """Which of Discord's limits a 429 is about: "global" (the bot's, every process), "user" (a route's bucket) or
    "shared" (a resource's), from `X-RateLimit-Scope`, else `X-RateLimit-Global`."""
    scope = headers.get("X-RateLimit-Scope")
    if scope:
        return scope.lower()
    return "global" if headers.get("X-RateLimit-Global", "").lower() == "true" else "user"


def rest_trace(budget: Callable[[], RateBudget | None]) -> aiohttp.TraceConfig:
    """An aiohttp trace (discord.py's `http_trace`) on every request of the bot's HTTP session. As a request that
    counts against Discord's global limit is about to go (each try of it: discord.py's retries too), it waits for a
    slot of the budget (`spend_slot`), after everything discord.py waits for first (its per-route buckets, a global
    pause), so that nothing stands between the slot and the request: nothing in the bot reaches Discord around the
    budget. (Before the budget exists, nothing waits.) And it sees every answer: counts each request
    (`rest.<method>.<status>`) and each 429 by scope (`rest_429.<scope>`), and a global 429 (with its `Retry-After`)
    pauses the whole bot's budget. discord.py itself waits out each 429 and retries the request (and holds this
    process's other requests during a global one)."""

    async def on_end(session: aiohttp.ClientSession, context: object, params: aiohttp.TraceRequestEndParams) -> None:
        response = params.response
        METRICS.count(f"rest.{params.method}.{response.status}")
        if response.status != 429:
            return
        scope = limit_scope(response.headers)
        METRICS.count(f"rest_429.{scope}")
        if scope != "global":
            return
        try:
            retry_after = float(response.headers.get("Retry-After", "1"))
        except ValueError:
            retry_after = 1.0
        found = budget()
        if found is not None:
            found.global_limit(retry_after)

    async def on_start(
        session: aiohttp.ClientSession, context: object, params: aiohttp.TraceRequestStartParams
    ) -> None:
        found = budget()
        path = rest_path(params.url)
        if found is not None and path is not None and counted(path):
            await spend_slot(found)

    trace = aiohttp.TraceConfig()
    trace.on_request_start.append(on_start)
    trace.on_request_end.append(on_end)
    return trace


_PRIORITY: contextvars.ContextVar[int] = contextvars.ContextVar("request_priority", default=BOARD)


@contextlib.contextmanager
def priority(level: int) -> Iterator[None]:
    """The requests made inside wait for a slot at `level` (bot/table/pacing.py: BOARD, PING, TIDY)."""
    token = _PRIORITY.set(level)
    try:
        yield
    finally:
        _PRIORITY.reset(token)


def counted(path: str) -> bool:
    """A REST route that counts against Discord's global limit: all but interactions' callbacks and webhooks (an
    interaction's followups and the edits of its answer) and asking for the gateway."""
    return not path.startswith(("/interactions/", "/webhooks/", "/gateway"))


RETAKES = 3  # a request whose slot is found too old takes another, this many times at most (never starved)


async def spend_slot(budget: RateBudget) -> None:
    """Wait for a slot of `budget` at the caller's `priority`, as the request is about to be written to Discord. A slot
    found more than the pacer's `late` old when its request wakes up (the event loop was busy) is given up for
    another (at most `RETAKES` times, then the request goes: it is never starved): a request sent long after its slot
    would go next to the following slots, a burst Discord counts in one second."""
    slot = await budget.take(_PRIORITY.get())
    for _ in range(RETAKES - 1):
        late = budget.clock() - slot
        budget.lag.observe(budget.clock(), late)  # (a busy machine: the next reservations further apart)
        if late <= budget.pacer.late:
            break
        METRICS.count("keeper.late_slot")
        slot = await budget.take(_PRIORITY.get())
    METRICS.observe("keeper.slot_late", (budget.clock() - slot) * 1000)


def rest_path(url: object) -> str | None:
    """The path of a request to Discord's REST API (`/channels/...`), None for anything else (the gateway's socket,
    which goes through the same HTTP session)."""
    base = Route.BASE.rstrip("/")
    text = str(url)
    return text[len(base) :] if text.startswith(base + "/") else None
