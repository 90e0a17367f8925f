"""Direct messages, as the fake plays them: the bot opens a DM channel with a person (`POST /users/@me/channels`) and
sends to it (`POST /channels/{dm}/messages`); a person who closed their direct messages makes Discord answer 403 with
code 50007 ("Cannot send messages to this user"). Tests read what each person received (`to(user)`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import web

from fakediscord.accounts import FakeMember, FakeUser
from fakediscord.http_util import error, json_response, read_body
from fakediscord.rules import message_problems

if TYPE_CHECKING:
    from fakediscord.fake import FakeDiscordServer

API = "/api/v10"
CANNOT_MESSAGE = 50007


@dataclass
class DirectChannel:
    id: int
    user: FakeUser
    messages: list[dict[str, Any]] = field(default_factory=list)

    def payload(self) -> dict[str, Any]:
        return {"id": str(self.id), "type": 1, "recipients": [self.user.payload()], "last_message_id": None, "flags": 0}


class DirectMessages:
    """Every DM channel the bot opened and what it sent there (see the module doc)."""

    def __init__(self, fake: FakeDiscordServer) -> None:
        self.fake = fake
        self.channels: dict[int, DirectChannel] = {}
        self.closed: set[int] = set()  # people who do not take direct messages
        self.refused = 0

    def close(self, user: FakeUser | FakeMember) -> None:
        """`user` turns off direct messages from server members (Discord then refuses the bot's)."""
        self.closed.add(user.id)

    def to(self, user: FakeUser | FakeMember) -> list[dict[str, Any]]:
        """The messages the bot sent to `user`, oldest first."""
        return [m for c in self.channels.values() if c.user.id == user.id for m in c.messages]

    def register(self, app: web.Application) -> None:
        app.router.add_post(f"{API}/users/@me/channels", self.open_channel)

    async def open_channel(self, request: web.Request) -> web.Response:
        if not request.headers.get("Authorization", "").startswith("Bot "):
            return error(401, 0, "401: Unauthorized")
        body, _ = await read_body(request)
        user = self.fake.world.users.get(int(body.get("recipient_id", 0) or 0))
        if user is None:
            return error(400, 50035, "Invalid Form Body")
        found = next((c for c in self.channels.values() if c.user is user), None)
        if found is None:
            found = DirectChannel(self.fake.world.ids.next(), user)
            self.channels[found.id] = found
        return json_response(found.payload())

    async def post(self, channel_id: int, request: web.Request) -> web.Response | None:
        """A message to a DM channel (None: `channel_id` is none of the DM channels)."""
        channel = self.channels.get(channel_id)
        if channel is None:
            return None
        body, _ = await read_body(request)
        if channel.user.id in self.closed:
            self.refused += 1
            return error(403, CANNOT_MESSAGE, "Cannot send messages to this user")
        problems = message_problems(body, files=0)
        if problems:
            self.fake.violate("message_rule", "; ".join(problems))
            return error(400, 50035, "Invalid Form Body")
        message = {
            "id": str(self.fake.world.ids.next()),
            "channel_id": str(channel.id),
            "type": 0,
            "content": body.get("content") or "",
            "components": body.get("components") or [],
            "author": self.fake.world.bot.payload(),
            "attachments": [],
            "embeds": [],
            "mentions": [],
            "mention_roles": [],
            "pinned": False,
            "mention_everyone": False,
            "tts": False,
            "timestamp": "2026-11-28T00:00:00.000000+00:00",
            "edited_timestamp": None,
            "flags": int(body.get("flags") or 0),
        }
        channel.messages.append(message)
        self.fake.notify()
        return json_response(message)
