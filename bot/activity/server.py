"""The Activity's web server (aiohttp.web): the page, its code exchange and its websocket.

- `GET /` the page (one page that never reloads: the Embedded App SDK's handshake would break), its scripts and styles
  under `/assets/` with hashed names (cached for good), built from `web/` by esbuild (`make web`), never edited here.
- `POST /api/token` `{code, instance}`: Discord says who the person is and that they are in that Activity instance
  (`identity.py`); the answer is the server's own signed pass (`tokens.py`). At most `token_rate` a second in all
  (each costs requests to Discord).
- `GET /ws`: the page's websocket. Its first message must be `{"t": "auth", "pass": ...}` within `auth_timeout`
  seconds; then the hub sends the frames of the person's seat (a spectator: the public view) and takes their moves.
  Per connection: frames of at most `frame_limit` bytes, at most `rate` a second (a burst of `burst`), else it is
  closed; at most `per_user` connections a person, `max_viewers` in all.

Off unless the bot is given ACTIVITY_PORT and DISCORD_CLIENT_SECRET (`bot.config`). No Discord library here: the
requests to Discord are plain HTTP (`identity.py`), the game goes through the sessions.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from bot.activity.hub import Hub, Viewer
from bot.activity.identity import Identity, Refused
from bot.activity.tokens import Passes
from bot.metrics import METRICS
from bot.text.common import text as common

log = logging.getLogger(__name__)

STATIC = Path(__file__).resolve().parent / "static"
# The page's words before it is signed in (`activity-*` in locales/<lang>/common.ftl).
PAGE_WORDS = (
    "activity.connecting",
    "activity.reconnecting",
    "activity.signin_failed",
    "activity.outside",
    "activity.you",
    "activity.replay",
    "activity.replay.play",
    "activity.replay.pause",
    "activity.replay.back",
    "activity.replay.forward",
    "activity.replay.turn_back",
    "activity.replay.turn_forward",
    "activity.replay.face_up",
    "activity.replay.together",
    "activity.replay.alone",
    "activity.replay.follow",
    "activity.replay.step",
    "activity.home.back",
    "lobby.join",
    "lobby.leave",
    "lobby.start",
    "lobby.cancel",
    "lobby.host",
)
INSTANCE_ID = re.compile(r"[A-Za-z0-9_-]{1,128}")
CODE = re.compile(r"[A-Za-z0-9_.~-]{1,256}")
LAUNCHED_FOR = re.compile(r"game-([0-9]{1,18})")  # a turn letter's link: the game it is about
SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    # The page runs in Discord's iframe; everything it loads or talks to is this server (or Discord's proxy of it).
    "Content-Security-Policy": (
        "default-src 'self'; connect-src 'self' wss: ws:; img-src 'self' data:; style-src 'self'; "
        "script-src 'self'; frame-ancestors https://discord.com https://*.discord.com https://*.discordsays.com 'self'"
    ),
}


@dataclass(frozen=True)
class Limits:
    """The server's limits (see the module doc)."""

    auth_timeout: float = 5.0
    frame_limit: int = 4096
    rate: float = 8.0
    burst: int = 16
    per_user: int = 6
    max_viewers: int = 10_000
    token_rate: float = 20.0
    token_burst: int = 40


class Bucket:
    """A token bucket: `take()` is False once more than `burst` came faster than `rate` a second."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class ActivityServer:
    """The web server (see the module doc). `start(host, port)` serves; `close()` stops."""

    def __init__(
        self,
        *,
        hub: Hub,
        identity: Identity,
        passes: Passes,
        application_id: int,
        limits: Limits | None = None,
        static: Path = STATIC,
    ) -> None:
        self.hub = hub
        self.identity = identity
        self.passes = passes
        self.application_id = application_id
        self.limits = limits or Limits()
        self.static = static
        self._tokens = Bucket(self.limits.token_rate, self.limits.token_burst)
        self._runner: web.AppRunner | None = None
        self._index = self._page()
        self.port: int | None = None

    # ------------------------------------------------------------------ lifecycle
    def app(self) -> web.Application:
        app = web.Application(client_max_size=16 * 1024, middlewares=[self._headers])
        app.router.add_get("/", self.page)
        app.router.add_get("/index.html", self.page)
        app.router.add_get("/assets/{name}", self.asset)
        app.router.add_post("/api/token", self.token)
        app.router.add_get("/ws", self.websocket)
        return app

    async def start(self, host: str, port: int) -> None:
        self._runner = web.AppRunner(self.app(), access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, host, port, backlog=1024)
        await site.start()
        sockets = getattr(site._server, "sockets", None) or []  # the port actually bound (0: a free one)
        self.port = sockets[0].getsockname()[1] if sockets else port
        log.info("the Activity (live board) is served on http://%s:%d", host, self.port)

    async def close(self) -> None:
        await self.hub.close()
        for viewer in list(self.hub.viewers):
            with contextlib.suppress(Exception):
                await viewer.ws.close(code=1001, message=b"restarting")
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        await self.identity.close()

    @web.middleware
    async def _headers(self, request: web.Request, handler: Any) -> web.StreamResponse:
        response: web.StreamResponse = await handler(request)
        if not response.prepared:
            response.headers.update(SECURITY_HEADERS)
        return response

    # ------------------------------------------------------------------ the page
    def _page(self) -> bytes:
        """index.html with the application's id (the SDK needs it) and the words the page shows before it knows
        its person's language (it picks the browser's), in every language of the catalogues."""
        path = self.static / "index.html"
        if not path.exists():
            return b"<!doctype html><p>The Activity's page is not built: run make web.</p>"
        # The page puts in "{name}", "{step}"... itself (a name or a number: no grammar depends on them).
        slots = {"name": "{name}", "step": "{step}", "last": "{last}"}
        words = {
            locale: {key: common(key, locale, **slots) for key in PAGE_WORDS}
            for locale in common.locales()
            if len(locale) == 2
        }
        data = json.dumps(words, ensure_ascii=False).replace("<", "\\u003c").replace("&", "\\u0026")
        page = path.read_bytes().replace(b"%CLIENT_ID%", str(self.application_id).encode())
        return page.replace(b"%WORDS%", data.encode())

    async def page(self, request: web.Request) -> web.Response:
        return web.Response(body=self._index, content_type="text/html", headers={"Cache-Control": "no-cache"})

    async def asset(self, request: web.Request) -> web.StreamResponse:
        name = request.match_info["name"]
        if not re.fullmatch(r"[A-Za-z0-9_-]+\.[0-9a-f]{8,}\.(js|css)", name):
            raise web.HTTPNotFound()
        path = self.static / "assets" / name
        if not path.is_file():
            raise web.HTTPNotFound()
        return web.FileResponse(path, headers={"Cache-Control": "public, max-age=31536000, immutable"})

    # ------------------------------------------------------------------ sign-in
    async def token(self, request: web.Request) -> web.Response:
        """`{code, instance}` -> the server's pass, once Discord has vouched for the person (see the module doc)."""
        if not self._tokens.take():
            METRICS.count("activity.token_throttled")
            return web.json_response({"error": "busy"}, status=429, headers={"Retry-After": "1"})
        try:
            body = await request.json()
        except (ValueError, UnicodeDecodeError):
            return web.json_response({"error": "bad_request"}, status=400)
        code = body.get("code") if isinstance(body, dict) else None
        instance = body.get("instance") if isinstance(body, dict) else None
        if not isinstance(code, str) or not CODE.fullmatch(code):
            return web.json_response({"error": "code"}, status=400)
        if not isinstance(instance, str) or not INSTANCE_ID.fullmatch(instance):
            return web.json_response({"error": "instance"}, status=400)
        custom = body.get("custom")
        launched = LAUNCHED_FOR.fullmatch(custom) if isinstance(custom, str) else None
        try:
            person = await self.identity.person(code, instance)
        except Refused as exc:
            METRICS.count(f"activity.refused.{exc.reason}")
            log.info("activity: sign-in refused (%s)", exc.reason)
            return web.json_response({"error": exc.reason}, status=403)
        grant = self.passes.issue(
            user=person.user,
            name=person.name,
            instance=instance,
            channel=person.channel,
            guild=person.guild,
            locale=person.locale,
            wants=int(launched[1]) if launched else None,
        )
        return web.json_response({"pass": grant, "user": {"id": str(person.user), "name": person.name}})

    # ------------------------------------------------------------------ the websocket
    async def websocket(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(heartbeat=25.0, max_msg_size=self.limits.frame_limit)
        await ws.prepare(request)
        viewer = await self._sign_in(ws)
        if viewer is None:
            return ws
        bucket = Bucket(self.limits.rate, self.limits.burst)
        try:
            await self.hub.attach(viewer)
            async for message in ws:
                if message.type is not WSMsgType.TEXT:
                    if message.type in (WSMsgType.BINARY,):
                        await ws.close(code=4003, message=b"text frames only")
                    break
                if not bucket.take():
                    METRICS.count("activity.flood")
                    await ws.close(code=4008, message=b"too many messages")
                    break
                await self._receive(viewer, message.data)
        finally:
            self.hub.detach(viewer)
        return ws

    async def _sign_in(self, ws: web.WebSocketResponse) -> Viewer | None:
        """The first message: the pass, within `auth_timeout` seconds; else the connection is closed."""
        try:
            first = await asyncio.wait_for(ws.receive(), self.limits.auth_timeout)
        except TimeoutError:
            await ws.close(code=4001, message=b"sign in first")
            return None
        grant = None
        if first.type is WSMsgType.TEXT:
            with contextlib.suppress(ValueError):
                message = json.loads(first.data)
                if isinstance(message, dict) and message.get("t") == "auth":
                    grant = self.passes.check(message.get("pass"))
        if grant is None:
            METRICS.count("activity.bad_pass")
            await ws.close(code=4001, message=b"not signed in")
            return None
        mine = sum(1 for v in self.hub.viewers if v.user == grant.user)
        if mine >= self.limits.per_user or len(self.hub.viewers) >= self.limits.max_viewers:
            await ws.close(code=4009, message=b"too many pages open")
            return None
        return Viewer(ws, grant)

    async def _receive(self, viewer: Viewer, data: str) -> None:
        try:
            message = json.loads(data)
        except ValueError:
            message = None
        if not isinstance(message, dict):
            await viewer.ws.send_str(json.dumps({"t": "refused", "req": None, "key": "error.bad_input", "text": ""}))
            return
        if message.get("t") == "act":
            answer = await self.hub.act(viewer, message)
            await viewer.ws.send_str(json.dumps(answer, ensure_ascii=False))
        elif message.get("t") in ("home", "open", "lobby", "new"):
            answer = await self.hub.table(viewer, message)
            request = message.get("req")
            answer["req"] = request if isinstance(request, int) and not isinstance(request, bool) else None
            await viewer.ws.send_str(json.dumps(answer, ensure_ascii=False))
        elif message.get("t") in ("replay", "follow"):
            refused = await self.hub.replay(viewer, message)
            if refused is not None:
                await viewer.ws.send_str(json.dumps(refused, ensure_ascii=False))
        elif message.get("t") == "ping":
            await viewer.ws.send_str('{"t":"pong"}')
