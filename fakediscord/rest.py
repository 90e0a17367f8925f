"""REST routes of the fake (under /api/v10): login, gateway discovery, command sync, channels, guilds, users.

Interaction callbacks and webhook routes are in `webhooks.py`. Any other path is answered 404 by the middleware in
`fake.py` and recorded as an `unknown_route` violation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aiohttp import web

from fakediscord import store
from fakediscord.commands import CommandRefused
from fakediscord.http_util import error, json_response, no_content, read_body
from fakediscord.messages import FakeMessage
from fakediscord.webhooks import InteractionRoutes
from fakediscord.world import FakeChannel

if TYPE_CHECKING:
    from fakediscord.fake import FakeDiscordServer

API = "/api/v10"
NONCE_WINDOW = 300.0


class RestRoutes:
    """Handlers for the bot-token REST API."""

    def __init__(self, fake: FakeDiscordServer) -> None:
        self.fake = fake
        self.world = fake.world

    def register(self, app: web.Application) -> None:
        r = app.router
        r.add_get(f"{API}/users/@me", self.get_me)
        r.add_get(f"{API}/users/{{user_id:\\d+}}", self.get_user)
        r.add_get(f"{API}/oauth2/applications/@me", self.get_application)
        r.add_get(f"{API}/applications/@me", self.get_application)
        r.add_get(f"{API}/gateway", self.get_gateway)
        r.add_get(f"{API}/gateway/bot", self.get_gateway)
        for prefix in (f"{API}/applications/{{app_id}}", f"{API}/applications/{{app_id}}/guilds/{{guild_id}}"):
            r.add_put(f"{prefix}/commands", self.put_commands)
            r.add_get(f"{prefix}/commands", self.get_commands)
            r.add_post(f"{prefix}/commands", self.post_command)
            r.add_delete(f"{prefix}/commands/{{command_id}}", self.delete_command)
        channel = f"{API}/channels/{{channel_id}}"
        r.add_get(channel, self.get_channel)
        r.add_get(f"{channel}/messages", self.get_messages)
        r.add_post(f"{channel}/messages", self.post_message)
        r.add_get(f"{channel}/messages/{{message_id}}", self.get_message)
        r.add_patch(f"{channel}/messages/{{message_id}}", self.patch_message)
        r.add_delete(f"{channel}/messages/{{message_id}}", self.delete_message)
        r.add_post(f"{channel}/messages/{{message_id}}/threads", self.post_thread)
        r.add_post(f"{channel}/threads", self.post_thread)
        r.add_post(f"{channel}/typing", self.typing)
        r.add_get(f"{API}/guilds/{{guild_id}}", self.get_guild)
        r.add_get(f"{API}/guilds/{{guild_id}}/channels", self.get_guild_channels)
        r.add_get(f"{API}/guilds/{{guild_id}}/members/{{user_id}}", self.get_member)
        r.add_get("/attachments/{channel_id}/{attachment_id}/{filename}", self.get_attachment)

    # ----- login and discovery
    async def get_me(self, request: web.Request) -> web.Response:
        """The bot (bot token), or the person a bearer token from `POST /oauth2/token` stands for (an Activity's page:
        `fakediscord/activities.py`)."""
        person = self.fake.activities.bearer_user(request)
        if person is not None:
            return json_response(person.payload() | {"locale": person.locale, "mfa_enabled": False, "flags": 0})
        if not request.headers.get("Authorization", "").startswith("Bot "):
            return error(401, 0, "401: Unauthorized")
        return json_response({**self.world.bot.payload(), "verified": True, "mfa_enabled": False, "flags": 0})

    async def get_user(self, request: web.Request) -> web.Response:
        user = self.world.users.get(int(request.match_info["user_id"]))
        return json_response(user.payload()) if user else error(404, 10013, "Unknown User")

    async def get_application(self, request: web.Request) -> web.Response:
        return json_response(self.world.application_payload())

    async def get_gateway(self, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        return json_response(
            {"url": self.fake.gateway_url, "shards": self.fake.gateway.shard_count, "session_start_limit": limit}
        )

    # ----- application commands
    def _command_scope(self, request: web.Request) -> int | web.Response | None:
        if request.match_info["app_id"] != str(self.fake.application_id):
            return error(404, 10002, "Unknown Application")
        guild_id = request.match_info.get("guild_id")
        return int(guild_id) if guild_id else None

    async def put_commands(self, request: web.Request) -> web.Response:
        scope = self._command_scope(request)
        if isinstance(scope, web.Response):
            return scope
        body, _ = await read_body(request)
        try:
            return json_response(self.fake.commands.bulk_overwrite(body, scope))
        except CommandRefused as exc:
            return error(400, exc.code, exc.message)

    async def get_commands(self, request: web.Request) -> web.Response:
        scope = self._command_scope(request)
        return scope if isinstance(scope, web.Response) else json_response(self.fake.commands.listing(scope))

    async def post_command(self, request: web.Request) -> web.Response:
        scope = self._command_scope(request)
        if isinstance(scope, web.Response):
            return scope
        body, _ = await read_body(request)
        return json_response(self.fake.commands.upsert(body, scope), 201)

    async def delete_command(self, request: web.Request) -> web.Response:
        scope = self._command_scope(request)
        if isinstance(scope, web.Response):
            return scope
        found = self.fake.commands.delete(request.match_info["command_id"], scope)
        return no_content() if found else error(404, 10063, "Unknown application command")

    # ----- channels and messages
    def _channel(self, request: web.Request) -> FakeChannel | None:
        return self.world.channel(int(request.match_info["channel_id"]))

    def _message(self, request: web.Request) -> FakeMessage | None:
        channel = self._channel(request)
        message = self.fake.messages.get(int(request.match_info["message_id"]))
        if channel is None or message is None or message.channel is not channel or message.deleted:
            return None
        return None if message.ephemeral else message

    def _no_message(self, request: web.Request) -> web.Response:
        """Discord looks the channel up first: a message route in a deleted channel answers Unknown Channel."""
        if self._channel(request) is None:
            return error(404, 10003, "Unknown Channel")
        return error(404, 10008, "Unknown Message")

    async def get_channel(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        return json_response(channel.payload()) if channel else error(404, 10003, "Unknown Channel")

    async def get_messages(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        if channel is None:
            return error(404, 10003, "Unknown Channel")
        query = request.query
        found = [
            m for m in self.fake.messages.values() if m.channel is channel and store.visible(m) and not m.ephemeral
        ]
        if "before" in query:
            found = [m for m in found if m.id < int(query["before"])]
        if "after" in query:
            found = [m for m in found if m.id > int(query["after"])]
        limit = int(query.get("limit", 50))
        newest_first = sorted(found, key=lambda m: m.id, reverse=True)
        if "after" in query:  # Discord returns the messages right after `after`
            newest_first = newest_first[-limit:]
        return json_response([m.payload() for m in newest_first[:limit]])

    async def post_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        if channel is None:
            direct = await self.fake.dms.post(int(request.match_info["channel_id"]), request)
            return direct if direct is not None else error(404, 10003, "Unknown Channel")
        body, files = await read_body(request)
        nonce = body.get("nonce")
        if nonce is not None and body.get("enforce_nonce"):
            key = f"{channel.id}:{nonce}"
            seen = self.fake.nonces.get(key)
            if seen is not None and self.fake.now() - seen[0] < NONCE_WINDOW:
                # Discord: the message created with that nonce is returned and nothing new is created.
                earlier = self.fake.messages.get(seen[1])
                if earlier is not None and earlier.deleted:
                    return error(404, 10008, "Unknown Message")  # a nonce of a deleted message
                if earlier is not None:
                    self.fake.duplicate_nonces += 1
                    return json_response(earlier.payload())
        message_type = 19 if body.get("message_reference") else 0
        result = store.create(self.fake, channel, body, files, author=self.world.bot, message_type=message_type)
        if isinstance(result, web.Response):
            return result
        if nonce is not None and body.get("enforce_nonce"):
            self.fake.nonces[f"{channel.id}:{nonce}"] = (self.fake.now(), result.id)
        return json_response(result.payload())

    async def get_message(self, request: web.Request) -> web.Response:
        message = self._message(request)
        return json_response(message.payload()) if message else self._no_message(request)

    async def patch_message(self, request: web.Request) -> web.Response:
        message = self._message(request)
        if message is None:
            return self._no_message(request)
        if message.author is not self.world.bot:
            self.fake.violate("forbidden", f"the bot tried to edit message {message.id} written by someone else")
            return error(403, 50005, "Cannot edit a message authored by another user")
        body, files = await read_body(request)
        rejected = store.edit(self.fake, message, body, files)
        return rejected or json_response(message.payload())

    async def delete_message(self, request: web.Request) -> web.Response:
        message = self._message(request)
        if message is None:
            return self._no_message(request)
        store.delete(self.fake, message)
        return no_content()

    async def post_thread(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        if channel is None:
            return error(404, 10003, "Unknown Channel")
        body, _ = await read_body(request)
        message_id = request.match_info.get("message_id")
        thread_id = int(message_id) if message_id else None
        thread = self.world.create_thread(
            channel, body.get("name") or "thread", owner_id=self.world.bot.id, thread_id=thread_id
        )
        return json_response(thread.payload(), 201)

    async def typing(self, request: web.Request) -> web.Response:
        return no_content() if self._channel(request) else error(404, 10003, "Unknown Channel")

    # ----- guilds
    async def get_guild(self, request: web.Request) -> web.Response:
        guild = self.world.guild(int(request.match_info["guild_id"]))
        if guild is None:
            return error(404, 10004, "Unknown Guild")
        payload: dict[str, Any] = guild.payload()
        for key in ("members", "channels", "threads", "voice_states", "presences"):
            payload.pop(key)
        return json_response(payload)

    async def get_guild_channels(self, request: web.Request) -> web.Response:
        guild = self.world.guild(int(request.match_info["guild_id"]))
        if guild is None:
            return error(404, 10004, "Unknown Guild")
        return json_response([c.payload() for c in guild.text_channels])

    async def get_member(self, request: web.Request) -> web.Response:
        guild = self.world.guild(int(request.match_info["guild_id"]))
        if guild is None:
            return error(404, 10004, "Unknown Guild")
        try:
            return json_response(guild.member(int(request.match_info["user_id"])).payload())
        except KeyError:
            return error(404, 10007, "Unknown Member")

    async def get_attachment(self, request: web.Request) -> web.Response:
        attachment_id = int(request.match_info["attachment_id"])
        for message in self.fake.messages.values():
            for attachment in message.attachments:
                if attachment.id == attachment_id:
                    return web.Response(body=attachment.data, content_type=attachment.content_type)
        return error(404, 0, "404: Not Found")


def setup_routes(app: web.Application, fake: FakeDiscordServer) -> None:
    """Register every REST route and the gateway endpoint on the app."""
    RestRoutes(fake).register(app)
    InteractionRoutes(fake).register(app)
    fake.activities.register(app)
    fake.dms.register(app)
    app.router.add_get("/gateway", fake.gateway.handle)
