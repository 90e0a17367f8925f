"""Faults aimed at one channel, on top of the fake Discord's own `Hold` and `Fault` (additive: nothing in
`fakediscord/` changes). An interaction callback or an interaction webhook carries no channel in its path; the
fake knows it from the interaction (by id or token), so a hold or a fault can pick the requests of one table while
the other tables play on undisturbed.

Fault kinds (`KINDS`), as Discord and the network give them:
- `429`: a per-route limit with `retry_after` and the `Via` header: discord.py waits and retries;
- `429-global`: the global limit (`global: true`, `X-RateLimit-Global`): discord.py holds every request back;
- `429-bare`: a 429 without `retry_after` (no JSON body, no `Via`: a proxy's or Cloudflare's): discord.py raises;
- `500`: retried by discord.py (after 1 s); `503`: raised at once by the REST client (interaction webhooks retry
  every 5xx).
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from fakediscord.fake import Fault, Hold
from fakediscord.harness import FakeDiscord
from fakediscord.http_util import rate_limited

KINDS = ("429", "429-global", "429-bare", "500", "503")


def channel_of(fake: FakeDiscord, path: str) -> int | None:
    """The channel a request (path after /api/v10) is about: from the path, or from its interaction."""
    parts = path.strip("/").split("/")
    if len(parts) >= 2 and parts[0] == "channels" and parts[1].isdigit():
        return int(parts[1])
    if len(parts) >= 2 and parts[0] == "interactions" and parts[1].isdigit():
        record = fake.interactions.get(int(parts[1]))
        return record.channel.id if record else None
    if len(parts) >= 3 and parts[0] == "webhooks":
        record = fake.by_token.get(parts[2])
        return record.channel.id if record else None
    return None


@dataclass
class ChannelHold(Hold):
    """A `Hold` of the next matching request about one channel."""

    fake: Any = None
    channel_id: int = 0

    def matches(self, method: str, path: str) -> bool:
        return super().matches(method, path) and channel_of(self.fake, path) == self.channel_id


def hold_in(fake: FakeDiscord, channel_id: int, method: str, path: str, *, after: bool = False) -> ChannelHold:
    hold = ChannelHold(method.upper(), path, after, asyncio.Event(), asyncio.Event(), fake=fake, channel_id=channel_id)
    fake.holds.append(hold)
    return hold


@dataclass
class ChannelFault(Fault):
    """A `Fault` of one kind (see `KINDS`) on the next `times` matching requests about one channel."""

    fake: Any = None
    channel_id: int | None = None
    kind: str = "429"

    def matches(self, method: str, path: str) -> bool:
        if not super().matches(method, path):
            return False
        return self.channel_id is None or channel_of(self.fake, path) == self.channel_id

    def response(self) -> web.Response:
        if self.kind == "429-global":
            self.served += 1
            return rate_limited(self.retry_after, is_global=True)
        if self.kind == "429-bare":
            self.served += 1
            return web.Response(status=429, text="error code: 1015", content_type="text/plain")
        return super().response()  # a per-route 429 with retry_after, or a 5xx


def inject(
    fake: FakeDiscord, kind: str, method: str, path: str, *, channel_id: int | None, times: int = 1
) -> ChannelFault:
    status = 429 if kind.startswith("429") else int(kind)
    fault = ChannelFault(method.upper(), path, status, times, 0.05, fake=fake, channel_id=channel_id, kind=kind)
    fake.faults.append(fault)
    return fault


SNOWFLAKE = re.compile(r"/[0-9]{6,}")
TOKEN = re.compile(r"/fake-interaction-token-[0-9a-f]+")


def route_of(path: str) -> str:
    """A request path as its route: ids and tokens replaced (`/channels/{id}/messages/{id}`)."""
    return SNOWFLAKE.sub("/{id}", TOKEN.sub("/{token}", path))


def pattern_of(route: str) -> str:
    """The fnmatch pattern of a route (`*` for every id or token)."""
    return route.replace("{id}", "*").replace("{token}", "*")
