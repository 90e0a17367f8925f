"""Who a page's person is, asked of Discord, never of the page.

The page gets an OAuth2 code from the Embedded App SDK (`authorize`, scope `identify`) and posts it with the id of its
Activity instance. Here: the code is exchanged once (`POST /oauth2/token` with the application's client id and
secret) for the person's bearer token; `GET /users/@me` with that token says who they are; `GET
/applications/{app}/activity-instances/{instance}` with the bot's token (a slot of the bot's shared request budget)
says where the instance runs and who is in it: the person must be. Discord can answer 404 for an instance just
launched: it is asked again for a few seconds. The bearer token is used for these two questions and dropped: neither
the page nor a log line ever sees it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import aiohttp

log = logging.getLogger(__name__)

INSTANCE_RETRIES = (0.2, 0.4, 0.6, 0.8)  # waits before asking again about an instance Discord does not know yet
TIMEOUT = aiohttp.ClientTimeout(total=10)


class Refused(Exception):
    """Discord did not vouch for the page: `reason` is a key of the page's messages (`activity.refused.<reason>`)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Person:
    """A person Discord vouched for, and the instance (channel, server) they are in."""

    user: int
    name: str
    locale: str
    channel: int
    guild: int | None


class Identity:
    """Asks Discord who a page's person is (see the module doc). `slot` waits for a slot of the bot's request budget
    before each request made with the bot's token."""

    def __init__(
        self,
        *,
        api: str,
        application_id: int,
        client_secret: str,
        bot_token: str,
        slot: Callable[[], Awaitable[Any]],
        retries: tuple[float, ...] = INSTANCE_RETRIES,
    ) -> None:
        self.api = api.rstrip("/")
        self.application_id = application_id
        self._secret = client_secret
        self._bot = bot_token
        self._slot = slot
        self._retries = retries
        self._http: aiohttp.ClientSession | None = None

    async def close(self) -> None:
        if self._http is not None:
            await self._http.close()
            self._http = None

    @property
    def http(self) -> aiohttp.ClientSession:
        if self._http is None:
            self._http = aiohttp.ClientSession(timeout=TIMEOUT)
        return self._http

    async def person(self, code: str, instance_id: str) -> Person:
        """The person whose page got `code`, if they are in instance `instance_id`; Refused otherwise."""
        token = await self._exchange(code)
        user = await self._me(token)
        instance = await self._instance(instance_id)
        if str(user["id"]) not in {str(u) for u in instance.get("users") or ()}:
            raise Refused("not_in_instance")
        location = instance.get("location") or {}
        try:
            channel = int(location["channel_id"])
            guild = int(location["guild_id"]) if location.get("guild_id") else None
            user_id = int(user["id"])
        except (KeyError, TypeError, ValueError) as exc:
            raise Refused("discord") from exc
        name = str(user.get("global_name") or user.get("username") or "?")
        return Person(user_id, name, str(user.get("locale") or "en-US"), channel, guild)

    async def _exchange(self, code: str) -> str:
        form = {
            "client_id": str(self.application_id),
            "client_secret": self._secret,
            "grant_type": "authorization_code",
            "code": code,
        }
        try:
            async with self.http.post(f"{self.api}/oauth2/token", data=form) as response:
                body = await response.json(content_type=None)
                status = response.status
        except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
            log.warning("activity: the code exchange failed (%s)", type(exc).__name__)
            raise Refused("discord") from exc
        if status == 401:
            log.error("activity: Discord refused the client secret (DISCORD_CLIENT_SECRET): pages cannot sign in")
            raise Refused("discord")
        if status != 200 or not isinstance(body, dict) or not isinstance(body.get("access_token"), str):
            raise Refused("code")  # a forged, expired or replayed code
        token: str = body["access_token"]
        return token

    async def _me(self, token: str) -> dict[str, Any]:
        try:
            async with self.http.get(f"{self.api}/users/@me", headers={"Authorization": f"Bearer {token}"}) as response:
                body = await response.json(content_type=None)
                status = response.status
        except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
            raise Refused("discord") from exc
        if status != 200 or not isinstance(body, dict) or "id" not in body:
            raise Refused("code")
        return body

    async def _instance(self, instance_id: str) -> dict[str, Any]:
        url = f"{self.api}/applications/{self.application_id}/activity-instances/{instance_id}"
        headers = {"Authorization": f"Bot {self._bot}"}
        for wait in (*self._retries, None):
            await self._slot()
            try:
                async with self.http.get(url, headers=headers) as response:
                    body = await response.json(content_type=None)
                    status = response.status
            except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
                raise Refused("discord") from exc
            if status == 200 and isinstance(body, dict):
                return body
            if status != 404 or wait is None:
                break
            await asyncio.sleep(wait)  # Discord may not know an instance launched a moment ago yet
        raise Refused("instance")
