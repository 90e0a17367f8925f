"""The Activity: the live board inside Discord, a web page the Discord client runs (desktop, browser, phones), opened
from a game's message or the App Launcher, with the person's identity given by Discord.

The saved game stays the only truth: a move from a page goes through the sessions like a click (the same seat, turn,
version checks and refusals); the keeper still brings the channel's messages up to date; the page only shows a seat's
view and sends input. This package imports no Discord library (an import-linter contract): it sits beside the table,
on the sessions.

- `server`: aiohttp.web, the page's files, its sign-in (`POST /api/token`) and its websocket (`/ws`);
- `identity`: asking Discord who a page's person is and whether they are in its Activity instance;
- `tokens`: the server's own short-lived signed passes;
- `hub`: the open pages, which game each shows, and the frames each seat is sent after every saved change;
- `ui`: what a game supplies (`LiveUI`, registered by its cog).

The client is `web/` (TypeScript, the Embedded App SDK), bundled into `static/` by esbuild (`make web`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from bot.activity.hub import Hub, Viewer
from bot.activity.identity import Identity, Person, Refused
from bot.activity.server import ActivityServer, Limits
from bot.activity.tokens import Pass, Passes, session_key
from bot.activity.ui import LiveTable, LiveUI
from bot.sessions import Sessions
from bot.store import Store

log = logging.getLogger(__name__)


class Activity:
    """The Activity of one bot process: its web server, its hub and the games' UIs (`uis`, filled by their cogs)."""

    def __init__(
        self,
        *,
        sessions: Sessions,
        store: Store,
        api: str,
        application_id: int,
        client_secret: str,
        bot_token: str,
        slot: Callable[[], Awaitable[Any]],
        session_seconds: float = 1800.0,
        limits: Limits | None = None,
    ) -> None:
        self.uis: dict[str, LiveTable] = {}
        self.hub = Hub(
            sessions,
            self.uis,
            instance_game=store.instance_game,
            last_game=store.last_game_in_channel,
            revisions=store.revisions,
            channel_games=store.channel_games,
        )
        self._watch: asyncio.Task[None] | None = None
        self.store = store
        identity = Identity(
            api=api, application_id=application_id, client_secret=client_secret, bot_token=bot_token, slot=slot
        )
        passes = Passes(session_key(client_secret), lifetime=session_seconds)
        self.server = ActivityServer(
            hub=self.hub, identity=identity, passes=passes, application_id=application_id, limits=limits
        )
        sessions.listeners.append(self.hub.on_change)
        self._sessions = sessions

    def serves(self, kind: str) -> bool:
        """Whether games of `kind` can be shown in the Activity."""
        return kind in self.uis

    async def bind(self, instance: str, game_id: int, *, guild_id: int | None, channel_id: int) -> None:
        """Instance `instance` shows game `game_id` from now on (someone opened it from that game's message)."""
        await self.store.bind_instance(instance, game_id, guild_id=guild_id, channel_id=channel_id)
        self.hub.bound(instance, game_id)

    async def start(self, host: str, port: int) -> None:
        await self.server.start(host, port)
        self._watch = asyncio.create_task(self.hub.watch(), name="activity-watch")

    async def close(self) -> None:
        if self._watch is not None:
            self._watch.cancel()
        await self.server.close()
        if self.hub.on_change in self._sessions.listeners:
            self._sessions.listeners.remove(self.hub.on_change)


__all__ = [
    "Activity",
    "ActivityServer",
    "Hub",
    "Identity",
    "Limits",
    "LiveTable",
    "LiveUI",
    "Pass",
    "Passes",
    "Person",
    "Refused",
    "Viewer",
]
