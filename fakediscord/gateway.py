"""The fake gateway: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats, RESUME, dispatches and dropped connections.

Frames are plain JSON text (discord.py asks for zlib-stream but reads text frames as they are). Every dispatch of a
session is kept with its sequence number, so a client that RESUMEs after a dropped connection receives what it
missed, then RESUMED. Interactions are dispatched to the most recently identified session that is still alive.

Sharding: with `shard_count` > 1 (also what `GET /gateway/bot` recommends), each session IDENTIFYs with
`shard: [id, count]`; its READY and GUILD_CREATEs name only the servers of its shard (`(guild_id >> 22) % count`,
Discord's rule) and every event of a server (interactions included) goes to the live session of that server's shard;
events outside a server go to shard 0.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

if TYPE_CHECKING:
    from fakediscord.fake import FakeDiscordServer

DISPATCH, HEARTBEAT, IDENTIFY, RESUME, REQUEST_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 0, 1, 2, 6, 8, 9, 10, 11
HEARTBEAT_INTERVAL_MS = 41_250
GUILDS, GUILD_MEMBERS, GUILD_MESSAGES = 1 << 0, 1 << 1, 1 << 9
EVENT_INTENTS = {
    "GUILD_CREATE": GUILDS,
    "GUILD_DELETE": GUILDS,
    "CHANNEL_CREATE": GUILDS,
    "THREAD_CREATE": GUILDS,
    "GUILD_ROLE_CREATE": GUILDS,
    "GUILD_MEMBER_ADD": GUILD_MEMBERS,
    "MESSAGE_CREATE": GUILD_MESSAGES,
    "MESSAGE_UPDATE": GUILD_MESSAGES,
    "MESSAGE_DELETE": GUILD_MESSAGES,
}


@dataclass(eq=False)
class GatewaySession:
    """One IDENTIFYed session: its dispatch history (index = seq - 1) and the socket currently attached."""

    id: str
    intents: int
    shard: list[int] | None
    history: list[dict[str, Any]] = field(default_factory=list)
    on_sent: dict[int, Callable[[], None]] = field(default_factory=dict)
    connection: _Connection | None = None
    ended: bool = False

    def append(self, event: str, data: Any, on_sent: Callable[[], None] | None = None) -> int:
        seq = len(self.history) + 1
        self.history.append({"op": DISPATCH, "t": event, "s": seq, "d": data})
        if on_sent is not None:
            self.on_sent[seq] = on_sent
        if self.connection is not None:
            self.connection.wakeup.set()
        return seq


@dataclass(eq=False)
class _Connection:
    """One websocket; a single writer task sends the session's dispatches in order."""

    ws: web.WebSocketResponse
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    wakeup: asyncio.Event = field(default_factory=asyncio.Event)
    session: GatewaySession | None = None
    cursor: int = 0
    writer: asyncio.Task[None] | None = None

    async def send(self, frame: dict[str, Any]) -> None:
        async with self.lock:
            await self.ws.send_str(json.dumps(frame))

    async def write_loop(self) -> None:
        while True:
            await self.wakeup.wait()
            self.wakeup.clear()
            session = self.session
            while session is not None and session.connection is self and self.cursor < len(session.history):
                frame = session.history[self.cursor]
                self.cursor += 1
                await self.send(frame)
                callback = session.on_sent.pop(frame["s"], None)
                if callback is not None:
                    callback()


class GatewayHub:
    """All gateway sessions of the fake, with counters tests can assert on."""

    def __init__(self, fake: FakeDiscordServer) -> None:
        self.fake = fake
        self.sessions: dict[str, GatewaySession] = {}
        self.active: GatewaySession | None = None  # the most recently identified or resumed session
        self.shard_count = 1
        self.by_shard: dict[int, GatewaySession] = {}  # with shard_count > 1: the live session of each shard
        self.connections: set[_Connection] = set()
        self.identifies = 0
        self.ready_at: float | None = None
        self.resumes = 0
        self.heartbeats = 0

    @property
    def connected(self) -> bool:
        return self.active is not None and self.active.connection is not None

    def shard_of(self, guild_id: int | None) -> int:
        """The shard a server's events go to (Discord's rule); events outside a server go to shard 0."""
        return ((guild_id or 0) >> 22) % self.shard_count

    def shard_connected(self, shard_id: int) -> bool:
        session = self.by_shard.get(shard_id)
        return session is not None and not session.ended and session.connection is not None

    def _session_for(self, event: str, data: Any) -> GatewaySession | None:
        if self.shard_count == 1:
            return self.active
        guild_id: Any = None
        if isinstance(data, dict):
            guild_id = data.get("guild_id") or (data.get("id") if event.startswith("GUILD_") else None)
        return self.by_shard.get(self.shard_of(int(guild_id) if guild_id else None))

    def dispatch(
        self, event: str, data: Any, *, on_sent: Callable[[], None] | None = None, required: bool = True
    ) -> int:
        """Queue a dispatch on the live session of the event's shard (sent at once, or replayed after a RESUME).
        Returns its `s`."""
        session = self._session_for(event, data)
        if session is None:
            if required:
                raise RuntimeError(f"cannot dispatch {event}: no bot is connected to the fake gateway")
            return 0
        intent = EVENT_INTENTS.get(event)
        if intent is not None and not session.intents & intent:
            return 0
        return session.append(event, data, on_sent)

    async def drop(self, code: int = 4000) -> None:
        """Close the live socket from the server side, as a network blip or a Discord restart would."""
        session = self.active
        if session is None or session.connection is None:
            raise RuntimeError("no live gateway connection to drop")
        connection = session.connection
        session.connection = None
        await connection.ws.close(code=code, message=b"fake gateway dropped the connection")

    async def close_all(self) -> None:
        for connection in list(self.connections):
            with contextlib.suppress(Exception):
                await connection.ws.close(code=1001, message=b"fake discord shutting down")
        self.active = None

    # ----- the websocket endpoint
    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True, max_msg_size=0)
        await ws.prepare(request)
        connection = _Connection(ws)
        self.connections.add(connection)
        try:
            await connection.send({"op": HELLO, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}})
            async for message in ws:
                if message.type is not WSMsgType.TEXT:
                    continue
                await self._receive(connection, json.loads(message.data))
        finally:
            self.connections.discard(connection)
            if connection.writer is not None:
                connection.writer.cancel()
            session = connection.session
            if session is not None and session.connection is connection:
                session.connection = None
                if ws.close_code == 1000:  # the client closed on purpose: the session is over
                    session.ended = True
                    if self.active is session:
                        self.active = None
                    for shard_id, owner in list(self.by_shard.items()):
                        if owner is session:
                            del self.by_shard[shard_id]
            self.fake.notify()
        return ws

    async def _receive(self, connection: _Connection, frame: dict[str, Any]) -> None:
        op, data = frame.get("op"), frame.get("d")
        if op == HEARTBEAT:
            self.heartbeats += 1
            await connection.send({"op": HEARTBEAT_ACK})
        elif op == IDENTIFY:
            self._identify(connection, data)
        elif op == RESUME:
            await self._resume(connection, data)
        elif op == REQUEST_MEMBERS:
            self._request_members(connection, data)

    def _attach(self, connection: _Connection, session: GatewaySession, cursor: int) -> None:
        if session.connection is not None and session.connection is not connection:
            old = session.connection
            asyncio.get_running_loop().create_task(old.ws.close(code=4000))
        connection.session = session
        connection.cursor = cursor
        session.connection = connection
        connection.writer = asyncio.get_running_loop().create_task(connection.write_loop())
        connection.wakeup.set()

    def _identify(self, connection: _Connection, data: dict[str, Any]) -> None:
        world = self.fake.world
        session = GatewaySession(secrets.token_hex(16), int(data.get("intents", 0)), data.get("shard"))
        self.sessions[session.id] = session
        self.identifies += 1
        self.ready_at = self.fake.now()  # when READY was sent (benchmarks measure start-up against it)
        shard_id, count = (session.shard or [0, 1])[:2]
        guilds = [g for g in world.guilds if count <= 1 or ((g.id >> 22) % count) == shard_id]
        ready: dict[str, Any] = {
            "v": 10,
            "user": {**world.bot.payload(), "verified": True, "mfa_enabled": False, "flags": 0},
            "guilds": [{"id": str(guild.id), "unavailable": True} for guild in guilds],
            "session_id": session.id,
            "resume_gateway_url": self.fake.gateway_url,
            "session_type": "normal",
            "application": {"id": str(world.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "_trace": ["fake-discord"],
        }
        if session.shard is not None:
            ready["shard"] = session.shard
        session.append("READY", ready)
        for guild in guilds:
            session.append("GUILD_CREATE", guild.payload())
        self.active = session
        self.by_shard[int(shard_id)] = session
        self._attach(connection, session, 0)
        self.fake.notify()

    async def _resume(self, connection: _Connection, data: dict[str, Any]) -> None:
        session = self.sessions.get(str(data.get("session_id")))
        if session is None or session.ended:
            await connection.send({"op": INVALID_SESSION, "d": False})
            return
        self.resumes += 1
        seq = int(data.get("seq") or 0)
        session.append("RESUMED", {"_trace": ["fake-discord"]})
        self.active = session
        self.by_shard[int((session.shard or [0, 1])[0])] = session
        self._attach(connection, session, min(seq, len(session.history) - 1))
        self.fake.notify()

    def _request_members(self, connection: _Connection, data: dict[str, Any]) -> None:
        session = connection.session
        guild = self.fake.world.guild(int(data.get("guild_id", 0)))
        if session is None or guild is None:
            return
        members = guild.members
        if data.get("user_ids"):
            wanted = {int(u) for u in data["user_ids"]}
            members = [m for m in members if m.id in wanted]
        elif data.get("query"):
            members = [m for m in members if m.name.startswith(str(data["query"]).lower())]
        chunk = {
            "guild_id": str(guild.id),
            "members": [m.payload() for m in members[: int(data.get("limit") or 0) or None]],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
        }
        if data.get("nonce"):
            chunk["nonce"] = data["nonce"]
        session.append("GUILD_MEMBERS_CHUNK", chunk)
