"""The fake Discord server: an aiohttp app on 127.0.0.1 serving REST and the gateway, plus its bookkeeping.

`FakeDiscordServer` owns the world (guilds, members...), the synced commands, every message and interaction, the
rule violations, the injected faults and the watch on ERROR logs. While it runs, discord.py's `Route.BASE` and
`DiscordWebSocket.DEFAULT_GATEWAY` point at it (restored on stop). The user-story API lives in `harness.py`.
"""

from __future__ import annotations

import asyncio
import fnmatch
import logging
import socket
import threading
import traceback
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Any, TypeVar

import discord
import discord.gateway
import discord.http
import yarl
from aiohttp import web

from fakediscord.activities import Activities
from fakediscord.commands import CommandRegistry
from fakediscord.dms import DirectMessages
from fakediscord.gateway import GatewayHub
from fakediscord.http_util import error, json_response, rate_limited, ratelimit_headers
from fakediscord.interactions import FakeInteraction
from fakediscord.messages import FakeMessage
from fakediscord.rest import setup_routes
from fakediscord.world import World

T = TypeVar("T")
DEFAULT_WATCHED_LOGGERS = ("discord", "bot", "cogs")
GLOBAL_LIMIT = 50  # Discord: requests per second per bot, interaction callbacks and webhooks excepted


class RateLimits:
    """Discord's limits as the fake enforces them: the global 50 requests per second of a bot (interaction
    callbacks and interaction webhooks do not count), and, when `per_channel` is set, a bucket of
    `per_channel` message creates/edits/deletes per `window` seconds in each channel, announced in the
    X-RateLimit headers as Discord does."""

    def __init__(self) -> None:
        self.global_limit = GLOBAL_LIMIT
        self.per_channel: int | None = None
        self.window = 5.0
        self._recent: list[float] = []
        self._channels: dict[str, list[float]] = {}
        self.global_429s = 0
        self.channel_429s = 0
        self.counted = 0
        self.peak_per_second = 0
        self.arrivals: list[float] = []  # every request that counts, allowed or refused (its arrival, fake's clock)

    def global_check(self, now: float) -> float | None:
        """Count one request; the seconds to wait when it is over the global limit (None: allowed)."""
        self.arrivals.append(now)
        cut = now - 1.0
        while self._recent and self._recent[0] <= cut:
            self._recent.pop(0)
        if len(self._recent) >= self.global_limit:
            self.global_429s += 1
            return max(0.01, self._recent[0] + 1.0 - now)
        self._recent.append(now)
        self.counted += 1
        self.peak_per_second = max(self.peak_per_second, len(self._recent))
        return None

    def sliding_peak(self, window: float = 1.0, *, since: float = float("-inf")) -> int:
        """The most requests that arrived (allowed or refused) in any `window` seconds, wherever the window starts:
        what Discord's global limit sees (a calendar second can hide a burst across its edge)."""
        times = [t for t in self.arrivals if t >= since]
        most, first = 0, 0
        for last, at in enumerate(times):
            while times[first] <= at - window:
                first += 1
            most = max(most, last - first + 1)
        return most

    def busiest_rate(self, span: float = 10.0, *, since: float = float("-inf")) -> float:
        """Requests a second over the busiest `span` seconds (sliding), allowed or refused."""
        return self.sliding_peak(span, since=since) / span

    def channel_check(self, channel: str, now: float) -> tuple[float | None, int, float]:
        """(seconds to wait or None, remaining, reset after) for one message write in `channel`."""
        assert self.per_channel is not None
        stamps = [t for t in self._channels.get(channel, []) if t > now - self.window]
        if len(stamps) >= self.per_channel:
            self._channels[channel] = stamps
            self.channel_429s += 1
            return max(0.01, stamps[0] + self.window - now), 0, max(0.01, stamps[0] + self.window - now)
        stamps.append(now)
        self._channels[channel] = stamps
        return None, self.per_channel - len(stamps), stamps[0] + self.window - now


@dataclass
class Violation:
    """A broken Discord rule or a logged error; any left at teardown fails the test."""

    kind: str
    detail: str
    interaction: FakeInteraction | None = None

    def __str__(self) -> str:
        where = f" [{self.interaction.describe()}]" if self.interaction else ""
        return f"{self.kind}: {self.detail}{where}"


@dataclass
class Fault:
    """Answer the next `times` requests matching `method` + `path` (fnmatch on the path after /api/v10)."""

    method: str
    path: str
    status: int
    times: int
    retry_after: float = 0.05
    served: int = 0
    via: bool = True  # without the Via header discord.py takes a 429 for a proxy's and does not retry

    def matches(self, method: str, path: str) -> bool:
        return self.served < self.times and self.method in ("*", method) and fnmatch.fnmatchcase(path, self.path)

    def response(self) -> web.Response:
        self.served += 1
        if self.status == 429:
            headers = {"X-RateLimit-Scope": "user", "Retry-After": str(self.retry_after)}
            if self.via:
                headers["Via"] = "1.1 google"
            headers |= ratelimit_headers("fault", remaining=0, reset_after=self.retry_after)
            body = {"message": "You are being rate limited.", "retry_after": self.retry_after, "global": False}
            return json_response(body, 429, headers)
        return error(self.status, 0, f"{self.status}: injected server error")


@dataclass
class Hold:
    """Hold the next request matching `method` + `path` (fnmatch after /api/v10): with `after`, Discord does the work
    and only the answer is held back (the bot never learns the message id); otherwise the request waits unprocessed.
    `arrived` is set when one is held; `release()` lets it go. For killing a bot at an exact point."""

    method: str
    path: str
    after: bool
    arrived: asyncio.Event
    released: asyncio.Event
    taken: bool = False
    held: tuple[str, str] | None = None
    body: bytes | None = None  # held only when the request's body holds these bytes (e.g. b'"nonce":"p')

    def matches(self, method: str, path: str) -> bool:
        return not self.taken and self.method in ("*", method) and fnmatch.fnmatchcase(path, self.path)

    def holds_body(self, body: bytes) -> bool:
        return self.body is None or self.body in body

    def release(self) -> None:
        self.released.set()


class _ErrorLogWatcher(logging.Handler):
    """Turns ERROR records of the watched loggers into violations (discord.py only logs handler exceptions)."""

    def __init__(self, fake: FakeDiscordServer) -> None:
        super().__init__(logging.ERROR)
        self.fake = fake
        self.seen: set[int] = set()

    def emit(self, record: logging.LogRecord) -> None:
        if id(record) in self.seen:
            return
        self.seen.add(id(record))
        detail = f"{record.name}: {record.getMessage()}"
        if record.exc_info and record.exc_info[1] is not None:
            exc = record.exc_info[1]
            detail += f"\n{''.join(traceback.format_exception(exc)).rstrip()}"
        self.fake.violate("log", detail)


TICK = 0.05  # how often waiters look again without a change


def _wake(waiter: asyncio.Future[None]) -> None:
    if not waiter.done():
        waiter.set_result(None)


class FakeDiscordServer:
    """The server half of the fake: lifecycle, state, waiting, violations and faults."""

    def __init__(
        self,
        *,
        app_name: str = "Yokai Test Bot",
        ack_deadline: float = 3.0,
        watched_loggers: Iterable[str] = DEFAULT_WATCHED_LOGGERS,
    ) -> None:
        self.world = World(app_name=app_name)
        self.commands = CommandRegistry(self.world.application_id, self.world.ids)
        self.activities = Activities(self)
        self.dms = DirectMessages(self)
        self.gateway = GatewayHub(self)
        self.messages: dict[int, FakeMessage] = {}
        self.messages_by_channel: dict[int, list[FakeMessage]] = {}  # each channel's, oldest first
        self.interactions: dict[int, FakeInteraction] = {}
        self.by_token: dict[str, FakeInteraction] = {}
        self.violations: list[Violation] = []
        self.faults: list[Fault] = []
        self.requests: list[tuple[str, str, int]] = []
        self.limits = RateLimits()
        self.holds: list[Hold] = []
        self.nonces: dict[str, tuple[float, int]] = {}  # nonce -> (time, message id) of enforce_nonce creates
        self.duplicate_nonces = 0  # creates answered with the earlier message of the same nonce
        self.ack_deadline = ack_deadline
        self.watched_loggers = tuple(watched_loggers)
        self.port = 0
        self._runner: web.AppRunner | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._waiters: set[asyncio.Future[None]] = set()  # woken by every change
        self._keyed: dict[str, set[asyncio.Future[None]]] = {}  # by interaction token: woken by its own requests too
        self._ticker: asyncio.TimerHandle | None = None
        self._watcher = _ErrorLogWatcher(self)
        self._saved: tuple[str, yarl.URL] | None = None
        self._loop_thread: int | None = None
        self.world.emit = lambda event, data: self.gateway.dispatch(event, data, required=False)

    # ----- addresses
    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_url(self) -> str:
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    @property
    def application_id(self) -> int:
        return self.world.application_id

    # ----- lifecycle
    async def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._loop_thread = threading.get_ident()
        self._waiters = set()
        self._keyed = {}
        self._ticker = None
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        setup_routes(app, self)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))  # a random free port, known before the site starts
        self.port = sock.getsockname()[1]
        await web.SockSite(self._runner, sock, backlog=1024).start()
        self._saved = (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)
        discord.http.Route.BASE = self.api_url
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)
        for name in self.watched_loggers:
            logging.getLogger(name).addHandler(self._watcher)

    async def stop(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
            self._ticker = None
        for name in self.watched_loggers:
            logging.getLogger(name).removeHandler(self._watcher)
        await self.gateway.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        if self._saved is not None:
            discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = self._saved
            self._saved = None

    # ----- change notification and waiting
    def _tick(self) -> None:
        """Every TICK seconds while anyone waits: wake the waiters, so that they look again."""
        self._ticker = None
        if self._waiters or self._keyed:
            self.notify()
            self._ticker = asyncio.get_running_loop().call_later(TICK, self._tick)

    def notify(self, token: str | None = None) -> None:
        """Something arrived (a request, a message, a violation...): wake every waiter; with `token`, a request about
        that one interaction (its answer, an edit of it, a followup): wake those who wait for anything, and those who
        wait for that interaction's answer (the others' answers cannot have changed)."""
        waiters, self._waiters = self._waiters, set()
        for waiter in waiters:
            _wake(waiter)
        if token is None:
            keyed, self._keyed = self._keyed, {}
            for group in keyed.values():
                for waiter in group:
                    _wake(waiter)
        else:
            for waiter in self._keyed.pop(token, ()):
                _wake(waiter)

    def now(self) -> float:
        return asyncio.get_running_loop().time()

    async def wait_until(
        self,
        predicate: Callable[[], T | None],
        *,
        timeout: float,
        what: str,
        context: Callable[[], str] = lambda: "",
        token: str | None = None,
    ) -> T:
        """Wait until `predicate()` returns something truthy; on timeout fail with what did arrive. With `token`, the
        predicate depends only on that interaction's requests (and is looked at again on every other change too)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            self._check_alive()
            result = predicate()
            if result:
                return result
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise AssertionError(
                    self._timeout_report(f"Timed out after {timeout:.1f}s waiting for {what}", context)
                )
            # A bare future (no task or timer per wait: hundreds of players wait at once in the benchmark), woken by
            # the next change or the next tick: a client's readiness changes without a request, so waiters also poll.
            waiter: asyncio.Future[None] = loop.create_future()
            group = self._waiters if token is None else self._keyed.setdefault(token, set())
            group.add(waiter)
            if self._ticker is None:
                self._ticker = loop.call_later(TICK, self._tick)
            try:
                await waiter
            finally:
                group.discard(waiter)
                if token is not None and not group and self._keyed.get(token) is group:
                    del self._keyed[token]

    def _check_alive(self) -> None:
        """Overridden by the harness to fail fast when the bot task died."""

    def _timeout_report(self, headline: str, context: Callable[[], str]) -> str:
        lines = [headline]
        extra = context()
        if extra:
            lines.append(extra)
        if self.violations:
            lines.append("Violations so far:")
            lines += [f"  - {v}" for v in self.violations]
        recent = [m.describe() for m in list(self.messages.values())[-8:]]
        lines.append("Last messages: " + ("\n  " + "\n  ".join(recent) if recent else "none"))
        return "\n".join(lines)

    # ----- violations
    def violate(self, kind: str, detail: str, interaction: FakeInteraction | None = None) -> None:
        """Record a broken rule (thread-safe: log records may come from discord.py's heartbeat thread)."""
        self.violations.append(Violation(kind, detail, interaction))
        if self._loop is not None and threading.get_ident() != self._loop_thread:
            self._loop.call_soon_threadsafe(self.notify)
        elif self._loop is not None:
            self.notify()

    def take_violations(self, kind: str | None = None) -> list[Violation]:
        """Remove and return the violations (of one kind): for tests that provoke them on purpose."""
        taken = [v for v in self.violations if kind in (None, v.kind)]
        self.violations = [v for v in self.violations if v not in taken]
        return taken

    async def wait_for_violation(self, kind: str, *, timeout: float = 5.0) -> Violation:
        """Wait until a violation of this kind is recorded (it stays recorded: take it afterwards)."""
        return await self.wait_until(
            lambda: next((v for v in self.violations if v.kind == kind), None),
            timeout=timeout,
            what=f"a {kind!r} violation",
        )

    def unanswered(self) -> list[FakeInteraction]:
        return [i for i in self.interactions.values() if not i.acknowledged and not i.excused]

    async def check_unanswered(self) -> None:
        """Give pending interactions until their deadline, then record the ones never acknowledged."""
        loop = asyncio.get_running_loop()
        pending = self.unanswered()
        if pending:
            last = max(i.dispatched_at or loop.time() for i in pending) + self.ack_deadline
            await self.wait_until(
                lambda: not self.unanswered() or loop.time() >= last,
                timeout=self.ack_deadline + 1,
                what="pending interactions",
            )
        for interaction in self.unanswered():
            interaction.excused = True
            self.violate(
                "unanswered", "the bot never acknowledged it (users see 'This interaction failed')", interaction
            )

    # ----- faults
    def hold(self, method: str, path: str, *, after: bool = False, body: bytes | None = None) -> Hold:
        """Hold back the next matching request (see `Hold`), with `body`: the next whose body holds these bytes."""
        hold = Hold(method.upper(), path, after, asyncio.Event(), asyncio.Event(), body=body)
        self.holds.append(hold)
        return hold

    def release_holds(self) -> None:
        for hold in self.holds:
            hold.release()
        self.holds = []

    def fail_next(
        self,
        method: str,
        path: str,
        *,
        status: int = 429,
        times: int = 1,
        retry_after: float = 0.05,
        via: bool = True,
    ) -> Fault:
        """Answer the next `times` requests like `("POST", "/channels/*/messages")` with 429 (retried) or 5xx.

        `path` is an fnmatch pattern on the path after /api/v10 (`*` also matches `/`); `method` may be "*".
        discord.py retries 429 after `retry_after` and 500/502/504 after 1 s (then 3 s, 5 s...).
        """
        fault = Fault(method.upper(), path, status, times, retry_after, via=via)
        self.faults.append(fault)
        return fault

    async def drop_gateway(self, code: int = 4000) -> None:
        """Close the bot's gateway socket from the server side; the client must RESUME."""
        await self.gateway.drop(code)

    @web.middleware
    async def _middleware(self, request: web.Request, handler: Callable[[web.Request], Awaitable[Any]]) -> Any:
        path = request.path.removeprefix("/api/v10")
        body = await request.read() if any(h.body is not None for h in self.holds) else b""
        hold = next((h for h in self.holds if h.matches(request.method, path) and h.holds_body(body)), None)
        if hold is not None:
            hold.taken, hold.held = True, (request.method, path)
            if hold.after:
                response = await handler(request)
                hold.arrived.set()
                self.notify()
                await hold.released.wait()
                return response
            hold.arrived.set()
            self.notify()
            await hold.released.wait()
            if request.transport is None or request.transport.is_closing():
                return web.Response(status=499)  # the bot is gone (killed while its request was held)
        for fault in self.faults:
            if fault.matches(request.method, path):
                self.requests.append((request.method, path, fault.status))
                self.notify()
                return fault.response()
        if request.match_info.http_exception is not None and path != "/gateway":
            self.violate("unknown_route", f"{request.method} {path} is not a route the fake knows")
            self.requests.append((request.method, path, 404))
            return error(404, 0, "404: Not Found")
        counted = path.startswith("/") and not path.startswith(("/interactions/", "/webhooks/", "/gateway"))
        now = self.now()
        if counted and request.path.startswith("/api/"):
            wait = self.limits.global_check(now)
            if wait is not None:
                self.requests.append((request.method, path, 429))
                return rate_limited(wait, is_global=True)
        channel_bucket = None
        if (
            self.limits.per_channel is not None
            and path.startswith("/channels/")
            and "/messages" in path
            and request.method in ("POST", "PATCH", "DELETE")
        ):
            channel_bucket = "channel." + path.split("/")[2]
            wait, remaining, reset_after = self.limits.channel_check(channel_bucket, now)
            if wait is not None:
                self.requests.append((request.method, path, 429))
                return rate_limited(wait, is_global=False, bucket=channel_bucket)
        response = await handler(request)
        self.requests.append((request.method, path, response.status))
        if isinstance(response, web.Response) and response.status < 300 and path.startswith(("/channels", "/webhooks")):
            if channel_bucket is not None:
                response.headers.update(
                    ratelimit_headers(
                        channel_bucket, remaining=remaining, reset_after=reset_after, limit=self.limits.per_channel or 5
                    )
                )
            else:
                bucket = request.match_info.route.resource.canonical if request.match_info.route.resource else "x"
                response.headers.update(ratelimit_headers(bucket.replace("/", ".")))
        self.notify(request.match_info.get("token"))  # the interaction an answer, followup or edit is about
        return response
