"""Discord's Activity side, as the fake plays it: what an Activity (a web page in the Discord client) needs of Discord.

- `enable()`: the owner turns Activities on in the Developer Portal. Discord then adds a global command of type 4
  (PRIMARY_ENTRY_POINT, named "launch", handler 2: Discord launches the Activity itself) to the application, and
  refuses a bulk overwrite of the global commands that would drop it (400, code 50240): `CommandRegistry` asks
  `entry_point_kept`.
- OAuth2 for the page: the Embedded App SDK's `authorize` gives the page a code (`authorize(user)` here, what the
  stub parent page answers); `POST /oauth2/token` exchanges it once, with the client id and secret, for a bearer token;
  `GET /users/@me` with that token says who it is.
- Instances: answering an interaction with LAUNCH_ACTIVITY (callback type 12) launches the Activity in that channel or
  joins the one already running there (`launch`); `GET /applications/{app}/activity-instances/{id}` (bot token) says
  who is in it, and answers 404 for `hidden_for` seconds after a launch, as Discord can just after one.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import web

from fakediscord.accounts import FakeMember, FakeUser
from fakediscord.http_util import JSON, error, json_response
from fakediscord.world import FakeChannel

if TYPE_CHECKING:
    from fakediscord.fake import FakeDiscordServer

API = "/api/v10"
PRIMARY_ENTRY_POINT = 4
DISCORD_LAUNCH_ACTIVITY = 2
ENTRY_POINT_REMOVED = 50240  # Discord: a bulk overwrite may not remove the Entry Point command
CODE_LIFETIME = 600.0  # an authorization code is good for ten minutes, once
TOKEN_LIFETIME = 604_800  # a bearer token: seven days


@dataclass
class Grant:
    """An authorization code the SDK's `authorize` gave a page."""

    user: FakeUser
    scopes: tuple[str, ...]
    created: float
    used: bool = False


@dataclass
class Instance:
    """An Activity running in one channel, and who is in it."""

    id: str
    launch_id: int
    channel: FakeChannel
    users: list[int] = field(default_factory=list)
    launched_at: float = 0.0

    def payload(self, application_id: int) -> dict[str, Any]:
        guild = self.channel.guild
        location = f"gc-{guild.id}-{self.channel.id}"
        return {
            "application_id": str(application_id),
            "instance_id": self.id,
            "launch_id": str(self.launch_id),
            "location": {"id": location, "kind": "gc", "channel_id": str(self.channel.id), "guild_id": str(guild.id)},
            "users": [str(u) for u in self.users],
        }


class Activities:
    """The Activity's state on the fake's side (see the module doc)."""

    def __init__(self, fake: FakeDiscordServer, clock: Callable[[], float] = time.monotonic) -> None:
        self.fake = fake
        self.clock = clock
        self.enabled = False
        self.client_secret = "fake-client-secret-" + secrets.token_hex(8)
        self.codes: dict[str, Grant] = {}
        self.tokens: dict[str, FakeUser] = {}
        self.instances: dict[str, Instance] = {}
        self.hidden_for = 0.0  # an instance is unknown to the instance route this long after its launch
        self.instance_lookups = 0
        self.exchanges = 0

    # ----- the Developer Portal
    def enable(self, *, entry_point: bool = True) -> None:
        """Activities on: Discord adds its default Entry Point command ("Launch") to the global commands."""
        self.enabled = True
        if entry_point and not self.fake.commands.entry_points():
            self.fake.commands.add_entry_point(
                {"name": "launch", "description": "Launch an Activity", "type": PRIMARY_ENTRY_POINT, "handler": 2}
            )

    # ----- the page's OAuth2
    def authorize(self, user: FakeUser | FakeMember, scopes: tuple[str, ...] = ("identify",)) -> str:
        """What the SDK's `authorize` command answers the page of `user`: a fresh code."""
        code = secrets.token_urlsafe(18)
        account = user.user if isinstance(user, FakeMember) else user
        self.codes[code] = Grant(account, scopes, self.clock())
        return code

    # ----- instances
    def launch(self, channel: FakeChannel, user: FakeUser | FakeMember) -> Instance:
        """The Activity launched in `channel` (or joined, when one runs there already) by `user`."""
        account = user.user if isinstance(user, FakeMember) else user
        instance = next((i for i in self.instances.values() if i.channel is channel), None)
        if instance is None:
            launch_id = self.fake.world.ids.next()
            guild = channel.guild
            instance = Instance(f"i-{launch_id}-gc-{guild.id}-{channel.id}", launch_id, channel, [], self.clock())
            self.instances[instance.id] = instance
        if account.id not in instance.users:
            instance.users.append(account.id)
        return instance

    def leave(self, instance: Instance, user: FakeUser | FakeMember) -> None:
        account = user.user if isinstance(user, FakeMember) else user
        if account.id in instance.users:
            instance.users.remove(account.id)
        if not instance.users:
            del self.instances[instance.id]

    # ----- routes
    def register(self, app: web.Application) -> None:
        r = app.router
        r.add_post(f"{API}/oauth2/token", self.exchange)
        r.add_get(f"{API}/applications/{{app_id}}/activity-instances/{{instance_id}}", self.get_instance)

    def bearer_user(self, request: web.Request) -> FakeUser | None:
        """The user a `Bearer` token stands for (None: not a token the fake gave)."""
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            return None
        return self.tokens.get(header.removeprefix("Bearer ").strip())

    async def exchange(self, request: web.Request) -> web.Response:
        """`POST /oauth2/token`, form-encoded: the authorization_code grant with the client's id and secret."""
        self.exchanges += 1
        if request.content_type != "application/x-www-form-urlencoded":
            return _oauth_error(400, "invalid_request", "the body must be form-encoded")
        form = await request.post()
        client_id, client_secret = str(form.get("client_id", "")), str(form.get("client_secret", ""))
        if client_id != str(self.fake.application_id) or client_secret != self.client_secret:
            return _oauth_error(401, "invalid_client", "")
        if form.get("grant_type") != "authorization_code":
            return _oauth_error(400, "unsupported_grant_type", "")
        grant = self.codes.get(str(form.get("code", "")))
        if grant is None or grant.used or self.clock() - grant.created > CODE_LIFETIME:
            return _oauth_error(400, "invalid_grant", 'Invalid "code" in request.')
        grant.used = True
        token = secrets.token_urlsafe(24)
        self.tokens[token] = grant.user
        body = {
            "access_token": token,
            "token_type": "Bearer",
            "expires_in": TOKEN_LIFETIME,
            "refresh_token": secrets.token_urlsafe(24),
            "scope": " ".join(grant.scopes),
        }
        return json_response(body)

    async def get_instance(self, request: web.Request) -> web.Response:
        if not request.headers.get("Authorization", "").startswith("Bot "):
            return error(401, 0, "401: Unauthorized")
        if request.match_info["app_id"] != str(self.fake.application_id):
            return error(404, 10002, "Unknown Application")
        self.instance_lookups += 1
        instance = self.instances.get(request.match_info["instance_id"])
        if instance is None or self.clock() - instance.launched_at < self.hidden_for:
            return error(404, 0, "404: Not Found")
        return json_response(instance.payload(self.fake.application_id))


def _oauth_error(status: int, code: str, description: str) -> web.Response:
    body = {"error": code, "error_description": description} if description else {"error": code}
    response = json_response(body, status)
    response.headers["Content-Type"] = JSON
    return response
