"""The live board's home and lobbies, the same for every game: the channel's tables to pick from (its open table,
its games of the last day), a new table opened with `/<game> start`'s options, and a lobby's Join / Leave / Start /
Cancel, through the game's table (`LiveTable`: the same lobby as the channel's buttons)."""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from typing import Any

from bot.activity.core import DAY, HubCore, Viewer, said
from bot.engine.common import IllegalAction
from bot.sessions import SessionError, player_name
from bot.store import GameRecord
from bot.text.common import say
from bot.text.common import text as common


class TablesPart(HubCore):
    """The channel's tables, on a page (see the module doc)."""

    async def home(self, viewer: Viewer) -> str:
        """The page's home (opened from the App Launcher, or asked for): the channel's open table and its games of
        the last day to pick from, and the tables that can be opened (each game's `/<game> start` options)."""
        locale = viewer.locale
        games: list[GameRecord] = []
        if self._channel_games is not None:
            games = await self._channel_games(viewer.grant.channel, self.kinds, time.time() - DAY)
        entries = []
        for record in games:
            players = record.players
            entries.append(
                {
                    "game": record.id,
                    "kind": record.kind,
                    "name": self.uis[record.kind].live_name(locale),
                    "status": record.status.value,
                    "state": common(f"activity.status.{record.status.value}", locale),
                    "players": [said(player_name(p, players), locale) for p in players],
                }
            )
        tables = [
            {"kind": kind, "name": ui.live_name(locale), "options": ui.live_options(locale)}
            for kind, ui in self.uis.items()
        ]
        frame = {
            "t": "home",
            "games": entries,
            "tables": tables if viewer.grant.guild is not None else [],
            "text": {
                "title": common("activity.home", locale),
                "empty": common("activity.home.empty", locale),
                "new": common("activity.home.new", locale),
                "open": common("activity.home.open", locale),
                "more": common("activity.home.more", locale),
            },
        }
        return json.dumps(frame, ensure_ascii=False, separators=(",", ":"))

    async def table(self, viewer: Viewer, message: Mapping[str, Any]) -> dict[str, Any]:
        """A page's `home` (back to the channel's tables), `open` (one of them), `lobby` (Join, Leave, Start,
        Cancel: as the lobby's buttons) or `new` (a new table in the channel, with `/<game> start`'s options)."""
        what = message.get("t")
        answer: dict[str, Any] = {"t": "ok", "req": None}
        try:
            if what == "home":
                self.detach(viewer)
                self.viewers.add(viewer)
                viewer.game, viewer.kind, viewer.sent_rev = None, None, -1
                await self._send(viewer, await self.home(viewer))
            elif what == "open":
                await self._show(viewer, await self._pick(viewer, message.get("game")))
            elif what == "lobby":
                verb, ui = message.get("verb"), self.uis.get(viewer.kind or "")
                if viewer.game is None or message.get("game") != viewer.game or ui is None or not isinstance(verb, str):
                    raise SessionError("activity.wrong_game")
                await ui.live_lobby(verb, viewer.game, viewer.user, viewer.grant.name)
            elif what == "new":
                ui, options = self.uis.get(str(message.get("kind"))), message.get("options") or {}
                if ui is None or viewer.grant.guild is None or not isinstance(options, dict):
                    raise SessionError("error.bad_input")
                game = await ui.live_new(
                    options,
                    user_id=viewer.user,
                    name=viewer.grant.name,
                    guild_id=viewer.grant.guild,
                    channel_id=viewer.grant.channel,
                )
                await self._show(viewer, await self.sessions.record(game))
        except (SessionError, IllegalAction) as exc:
            kind = viewer.kind or "yokai"
            text = say(kind, exc.key, viewer.locale, **{"kind": kind, **exc.values})
            answer = {"t": "refused", "req": None, "key": exc.key, "text": text}
        return answer

    async def _pick(self, viewer: Viewer, game_id: object) -> GameRecord:
        """A game of the page's channel (or one of the person's own), of a kind shown here."""
        if not isinstance(game_id, int) or isinstance(game_id, bool):
            raise SessionError("error.bad_input")
        record = await self.sessions.record(game_id)
        mine = record.seat_of(viewer.user) is not None
        if record.kind not in self.uis or (record.channel_id != viewer.grant.channel and not mine):
            raise SessionError("error.wrong_place")
        return record
