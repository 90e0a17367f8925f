"""The keeper's request budget, pure: which request goes next, when, and when to reserve more slots of the budget
every process of the bot shares. No asyncio, no Discord, no database: every method is told the time (`now`, unix
seconds: the store's clock), so that it is tested on a fake clock (`tests/table/test_pacing.py`); the effects (the
store's reservations, the waiting requests) are `bot/table/budget.py`'s.

- **Slots**: Discord allows a bot about 50 requests a second in all its processes. A request goes out in a *slot*;
  the slots of the whole bot follow one another 1/rate apart (`Slots`, the rule the store's row applies for every
  process, `bot/store/budget.py`: at most `rate` in any one second, no burst). A process reserves a few at a time.
- **Priorities**: `BOARD` (boards, lobbies, one-time posts, reveals, closing notices) before `PING` (the turn pings)
  before `LETTER` (a direct message to a person whose turn has waited) before `TIDY` (deleting an old ping), whatever
  the order they asked in: when the budget is behind, the boards catch up first. A `TIDY` request only reserves a
  slot when the whole bot's budget is free (`idle_only`), and only when nothing else waits here: an old ping goes in a
  quiet moment.
- **Late slots**: a slot whose time passed more than `late` seconds ago (the event loop was busy) is dropped rather
  than spent next to the following ones: a stalled process never sends a burst, and no one second, wherever it
  starts, holds more than rate x (1 + late) + 1 of the bot's requests.
- **A busy machine**: while a process's requests leave late (its event loop wakes them late: `Lag`), it reserves
  its slots further apart (`busy_rate`), so that what it sends late still fits the margin to Discord's limit.
- **Local cap**: a process never sends more than `cap` requests in any one second (`Window`, the setting
  `KEEPER_RATE`), whatever the shared budget would give it.
- **Pauses**: a global 429 (`pause`) stops the process's requests until Discord's Retry-After, and drops the slots
  it holds; the effects also write the pause to the shared budget, so that every other process stops as well.
- **Fair share**: a process that cannot reach the shared budget (the database is down) spends its own share of the
  global figure (`fair_share`: its shards of all shards) on a budget of its own (`Slots` in memory), and tries the
  store again later.
"""

from __future__ import annotations

import collections
from dataclasses import dataclass

from bot.store.budget import MAX_AHEAD  # the store's row and the memory hold one rule
from bot.table.schedule import Window

BOARD, PING, LETTER, TIDY = 0, 1, 2, 3  # priorities: lower first
# A slot older than this is given up, not spent (25 ms: at 45 a second, about one slot): a request leaves at most this
# long after its slot, so that a busy event loop never sends more than rate x (1 + LATE) + 1 in any one second.
LATE = 0.025


MAX_LAG = 0.5  # the most lateness the reservations make room for (beyond, the late slots are given up anyway)
LAG_WINDOW = 2.0  # seconds over which the requests' lateness is remembered


def busy_rate(rate: float, lag: float, late: float = LATE) -> float:
    """The rate to reserve slots at while this process's requests leave up to `lag` seconds after their slots (a busy
    machine: its event loop wakes them late). Slots spaced so that, `lag` late, a second holds no more than it would
    with every request on time (`rate` x (1 + `late`)): the margin to Discord's limit holds on a busy machine too."""
    return rate * (1 + late) / (1 + late + max(0.0, min(lag, MAX_LAG)))


class Lag:
    """How late (seconds after their slots) this process's requests have been leaving, over the last `window`
    seconds: the largest."""

    def __init__(self, window: float = LAG_WINDOW) -> None:
        self.window = window
        self._seen: collections.deque[tuple[float, float]] = collections.deque()

    def observe(self, now: float, late: float) -> None:
        self._seen.append((now, late))

    def recent(self, now: float) -> float:
        while self._seen and self._seen[0][0] < now - self.window:
            self._seen.popleft()
        return max((late for _, late in self._seen), default=0.0)


class Slots:
    """The budget's slots in memory, the rule of the store's row (bot/store/budget.py): `tat` is the time from which
    the next slot is free; slots are `1/rate` apart, with no burst saved up while the budget is quiet."""

    def __init__(self, rate: float) -> None:
        self.rate = rate
        self.tat = float("-inf")

    def reserve(self, now: float, count: int, *, idle_only: bool = False, rate: float | None = None) -> float | None:
        """The time of the first of `count` slots reserved (the others follow 1/rate apart, `rate` when given: a busy
        process's); None when `idle_only` and the budget is behind (more than the next slot spoken for)."""
        rate = self.rate if rate is None else rate
        if idle_only and self.tat > now + 1 / rate:  # more than the next slot is spoken for
            return None
        start = max(min(self.tat, now + MAX_AHEAD), now)
        self.tat = start + count / rate
        return start

    def pause(self, until: float) -> None:
        self.tat = max(self.tat, until)


def fair_share(rate: float, shards_here: int | None, shards_all: int | None) -> float:
    """A process's share of the global `rate` when it cannot reach the shared budget: its shards of all shards (all
    of it when it runs every shard, or when the counts are unknown)."""
    if not shards_here or not shards_all or shards_here >= shards_all:
        return rate
    return rate * shards_here / shards_all


@dataclass(frozen=True)
class Grant:
    """Send one request of this priority now, in the slot starting at `slot`."""

    priority: int
    slot: float


@dataclass(frozen=True)
class Wait:
    """Nothing to send before `seconds` from now (a request arriving meanwhile may change that)."""

    seconds: float


@dataclass(frozen=True)
class Reserve:
    """No slot in hand: reserve `count` from the budget (`idle_only`: only if the whole bot's budget is free now)."""

    count: int
    idle_only: bool


Decision = Grant | Wait | Reserve | None


class Pacer:
    """The requests waiting in one process and the slots it holds (see the module doc). `decide(now)` says what to do
    next; the effects do it and report back (`reserved`, `pause`), and hand a `Grant` to their oldest waiting request
    of that priority."""

    def __init__(self, cap: float, *, batch: int = 4, late: float = LATE, retry: float = 0.1) -> None:
        self.window = Window(cap)
        self.batch = batch
        self.late = late
        self.retry = retry  # how long a quiet-moment request waits before asking the budget again
        self.waiting = [0] * (TIDY + 1)  # requests waiting, by priority
        self._slots: collections.deque[float] = collections.deque()
        self.paused_until = float("-inf")
        self.dropped = 0  # late slots dropped
        self._busy_until = float("-inf")  # a quiet-moment reservation was refused: not asked again before

    def want(self, priority: int) -> None:
        """A request of `priority` waits for a slot."""
        self.waiting[priority] += 1

    def gone(self, priority: int) -> None:
        """A waiting request was given up (cancelled)."""
        self.waiting[priority] -= 1

    @property
    def held(self) -> int:
        """Slots reserved and not spent yet."""
        return len(self._slots)

    def reserved(self, start: float | None, count: int, rate: float, now: float) -> None:
        """The budget answered a `Reserve`: `count` slots from `start`, 1/rate apart (None: refused, not idle)."""
        if start is None:
            self._busy_until = now + self.retry
            return
        self._slots.extend(start + i / rate for i in range(count))

    def pause(self, until: float) -> None:
        """Discord said to stop until `until` (a global 429): the slots held go too (they start before it)."""
        self.paused_until = max(self.paused_until, until)
        self._slots.clear()

    def decide(self, now: float) -> Decision:
        best = next((p for p, n in enumerate(self.waiting) if n > 0), None)
        if best is None:
            return None
        if now < self.paused_until:
            return Wait(self.paused_until - now)
        while self._slots and self._slots[0] < now - self.late:
            self._slots.popleft()
            self.dropped += 1
        if not self._slots:
            if best == TIDY and now < self._busy_until:
                return Wait(self._busy_until - now)
            wanted = sum(self.waiting[:TIDY]) or 1
            return Reserve(min(self.batch, wanted), idle_only=best == TIDY)
        if self._slots[0] > now:
            return Wait(self._slots[0] - now)
        if (wait := self.window.wait(now)) > 0:
            return Wait(wait)
        slot = self._slots.popleft()
        self.window.spend(now)
        self.waiting[best] -= 1
        return Grant(best, slot)
