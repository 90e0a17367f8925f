"""The keeper's scheduler, pure: which games' public messages to bring up to date, in which order and when, and how
many Discord requests a second it may spend. No asyncio, no Discord: every method is told the time (`now`, seconds
on any monotonic clock), so that it is tested on a fake clock (`tests/table/test_schedule.py`); the keeper
(`bot/table/keeper.py`) drives it from the event loop and does the effects.

- **Coalescing**: a game is queued at most once; a request for a game already queued only raises its priority
  (newer changes first), and a request while its refresh runs queues one more refresh after it.
- **Debounce**: a game's first request waits `debounce` seconds (a burst of changes is drawn once), and two
  refreshes of one game are at least `min_interval` apart.
- **Answers**: a game held by an answer that shows its public message itself (`hold` / `release`) is not refreshed
  meanwhile; a request made during the hold is served after it.
- **Back-off**: a failed refresh is tried again after `retry_base` seconds, then twice as long each time, up to
  `retry_cap`. After `give_up_after` failures in a row the scheduler gives up on the game *for now*: `done` says so
  (the keeper logs it and counts it in the metrics), and the game is tried again after `pause` seconds, and so on:
  a game is never dropped silently. A stopping bot waits for the work that can be done now, not for back-offs
  (`only_retries`): the store still says those games are behind, and the next start queues them.
- **Boards before pings**: a game's turn ping waits (`defer_ping`) while another game's refresh could start now; the
  pings waiting are taken (`take_ping`, oldest first) when no refresh is ready, never for a game held by an answer
  or being refreshed (the refresh that left the ping may still run), and one whose game is queued for a refresh
  again is left to that refresh (it decides again); no refresh of a game starts during its ping pass.
- **Budget**: `Window` allows at most `rate` requests in any one second (a sliding window).
"""

from __future__ import annotations

import collections
import heapq
from dataclasses import dataclass

RETRY_PRIORITY = -1e12  # a game tried again after a failure comes after every player's change and the backlog


@dataclass(frozen=True)
class Failed:
    """What `done` decided about a failed refresh: tried again in `retry_in` seconds; `gave_up` when this failure
    ended a run of `failures` in a row and the game now waits the long pause."""

    failures: int
    retry_in: float
    gave_up: bool


class Schedule:
    """The queue of games whose public messages are behind (see the module doc)."""

    def __init__(
        self,
        *,
        min_interval: float = 1.0,
        debounce: float = 0.25,
        retry_base: float = 1.0,
        retry_cap: float = 60.0,
        give_up_after: int = 10,
        pause: float = 600.0,
    ) -> None:
        self.min_interval = min_interval
        self.debounce = debounce
        self.retry_base = retry_base
        self.retry_cap = retry_cap
        self.give_up_after = give_up_after
        self.pause = pause
        self._heap: list[tuple[float, int, int]] = []
        self._seq = 0
        self._dirty: dict[int, float] = {}  # queued games -> priority (higher first)
        self._ready_at: dict[int, float] = {}  # not before this time
        self._running: set[int] = set()
        self._held: dict[int, int] = {}
        self.failures: dict[int, int] = {}
        self._pings: dict[int, None] = {}  # games whose turn ping waits for other refreshes, oldest first
        self._pinging: set[int] = set()  # taken by `take_ping`, not `ping_done` yet

    # ------------------------------------------------------------------ what is queued
    def request(self, game_id: int, now: float, *, priority: float, debounce: bool = True) -> None:
        """The game's public messages are behind: refresh them soon. Higher `priority` goes first."""
        if game_id not in self._dirty and debounce and self.debounce > 0:
            self._ready_at[game_id] = max(self._ready_at.get(game_id, 0.0), now + self.debounce)
        self._dirty[game_id] = max(priority, self._dirty.get(game_id, priority))
        self._push(game_id)

    def _push(self, game_id: int) -> None:
        priority = self._dirty.get(game_id)
        if priority is None:
            return
        self._seq += 1
        heapq.heappush(self._heap, (-priority, self._seq, game_id))

    def pending(self, game_id: int) -> bool:
        """The game is queued or being refreshed, or its turn ping waits or is being sent."""
        return self._refreshing(game_id) or game_id in self._pings or game_id in self._pinging

    def _refreshing(self, game_id: int) -> bool:
        return game_id in self._dirty or game_id in self._running

    @property
    def idle(self) -> bool:
        """Nothing queued, nothing running, no ping waiting."""
        return not self._dirty and not self._running and not self._pings and not self._pinging

    @property
    def only_retries(self) -> bool:
        """Every game still queued failed its last refresh and waits for its back-off, and nothing else is left (what
        a stopping bot need not wait for: the next start finds those games behind in the store)."""
        if self._running or self._pings or self._pinging or not self._dirty:
            return False
        return all(game_id in self.failures for game_id in self._dirty)

    # ------------------------------------------------------------------ turn pings after the boards
    def defer_ping(self, game_id: int, now: float) -> bool:
        """Whether the game's turn ping waits (for `take_ping`) because another game's refresh could start now (queued,
        its debounce or back-off over, neither running nor held); False: it goes now."""
        if any(g != game_id and self._ready(g, now) for g in self._dirty):
            self.queue_ping(game_id)
            return True
        self._pings.pop(game_id, None)
        return False

    def _ready(self, game_id: int, now: float) -> bool:
        return game_id not in self._running and game_id not in self._held and self._ready_at.get(game_id, 0.0) <= now

    def queue_ping(self, game_id: int) -> None:
        """The game's turn ping waits for `take_ping` (a ping owed, found at start-up)."""
        self._pings[game_id] = None

    def take_ping(self) -> int | None:
        """The oldest game whose ping waits, neither held by an answer nor being refreshed (then marked being sent until
        `ping_done`); a game queued for a refresh again (and not running) is dropped from the pings: its refresh
        decides again. A game whose refresh runs keeps its ping: that refresh may be the one that left it."""
        for game_id in list(self._pings):
            if game_id in self._running:
                continue
            if game_id in self._dirty:
                del self._pings[game_id]
            elif game_id not in self._held:
                del self._pings[game_id]
                self._pinging.add(game_id)
                return game_id
        return None

    def ping_done(self, game_id: int) -> None:
        """The game's ping pass ended: a refresh asked for meanwhile may start."""
        self._pinging.discard(game_id)
        self._push(game_id)

    # ------------------------------------------------------------------ taking work
    def take(self, now: float) -> tuple[int | None, float | None]:
        """The game to refresh now (marked running), or None and the time at which one will be ready (None: none
        queued that could run; a `request`, `done` or `release` changes that)."""
        later: list[tuple[float, int, int]] = []
        found: int | None = None
        wake: float | None = None
        while self._heap:
            entry = heapq.heappop(self._heap)
            negative, _, game_id = entry
            if self._dirty.get(game_id) != -negative or game_id in self._running or game_id in self._held:
                continue  # a stale entry, or it is pushed again when its refresh (or the answer holding it) ends
            if game_id in self._pinging:
                continue  # pushed again when its ping pass ends (which holds the game's lock meanwhile)
            ready = self._ready_at.get(game_id, 0.0)
            if ready > now:
                later.append(entry)
                wake = ready if wake is None else min(wake, ready)
                continue
            del self._dirty[game_id]
            self._running.add(game_id)
            found = game_id
            break
        for entry in later:
            heapq.heappush(self._heap, entry)
        return found, (None if found is not None else wake)

    def done(self, game_id: int, now: float, *, ok: bool) -> Failed | None:
        """The game's refresh ended. A failure is queued again after its back-off; the answer says how."""
        self._running.discard(game_id)
        self._ready_at[game_id] = now + self.min_interval
        failed: Failed | None = None
        if ok:
            self.failures.pop(game_id, None)
        else:
            count = self.failures[game_id] = self.failures.get(game_id, 0) + 1
            gave_up = count % self.give_up_after == 0
            step = count % self.give_up_after  # 1, 2, ... in each run of failures
            delay = self.pause if gave_up else min(self.retry_cap, self.retry_base * 2.0 ** (step - 1))
            self._ready_at[game_id] = now + delay
            self._dirty.setdefault(game_id, RETRY_PRIORITY)
            failed = Failed(count, delay, gave_up)
        self._push(game_id)
        if len(self._ready_at) > 20_000:
            self._ready_at = {g: t for g, t in self._ready_at.items() if t > now or g in self._dirty}
        return failed

    def forget(self, game_id: int) -> None:
        """Stop retrying a game (its messages can never be drawn, and it was closed)."""
        self._dirty.pop(game_id, None)
        self.failures.pop(game_id, None)

    # ------------------------------------------------------------------ answers holding a game
    def held(self, game_id: int) -> bool:
        return game_id in self._held

    def hold(self, game_id: int) -> None:
        """An answer shows the game's public message itself: no refresh starts until `release`."""
        self._held[game_id] = self._held.get(game_id, 0) + 1

    def release(self, game_id: int) -> None:
        left = self._held.pop(game_id) - 1
        if left:
            self._held[game_id] = left
        else:
            self._push(game_id)  # a request made meanwhile (none: nothing happens)


class Window:
    """At most `rate` requests in any one second, as a sliding window (so that no burst ever goes over it)."""

    def __init__(self, rate: float) -> None:
        self.rate = max(1, int(rate))
        self._recent: collections.deque[float] = collections.deque()
        self.spent = 0

    def wait(self, now: float) -> float:
        """Seconds until a request may be sent (0: now)."""
        while self._recent and self._recent[0] <= now - 1.0:
            self._recent.popleft()
        if len(self._recent) < self.rate:
            return 0.0
        return self._recent[0] + 1.0 - now

    def spend(self, now: float) -> None:
        self._recent.append(now)
        self.spent += 1
