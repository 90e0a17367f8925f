"""The hub's core: the open pages (`Viewer`s) and what they are sent: the hub follows every saved change of a game
and sends each page of that game the frame of its own seat.

Which game a page shows: the game it was launched for by a turn letter's link (its players only), else the game its
Activity instance was bound to (someone opened the live board from that game's message), or else the channel's open
game, or else the channel's last game. A page follows its table: when the game
it shows is closed and a new one opens in the channel (a rematch, the next level), it moves to the new one; a new
binding of its instance moves it at once.

Pushing: a change of a game (a sessions listener, in the process that saved it; from another process through the
store's notifications) asks for one push of that game; pushes are coalesced per game (one running, at most one more
queued), and each builds one frame per (seat, language) among that game's pages, serialised once and sent to each of
them at once. A page that does not take its frame within `SEND_TIMEOUT` is closed (it reconnects and gets the current
frame). A frame is a seat's whole picture, with the game's revision (`rev`): a page never applies an older one.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from bot.activity.tokens import Pass
from bot.activity.ui import LiveTable
from bot.engine.common import IllegalAction
from bot.metrics import METRICS, Timer
from bot.sessions import Live, SessionError, Sessions, player_name
from bot.store import GameRecord, GameStatus
from bot.text import Localized
from bot.text.common import say
from bot.text.common import text as common

log = logging.getLogger(__name__)

SEND_TIMEOUT = 5.0
WATCH_SECONDS = 15.0  # how often the shown games' saved revisions are looked at (`Hub.watch`)
DAY = 86_400.0  # the home lists the channel's games closed within this many seconds
OPEN = (GameStatus.LOBBY, GameStatus.ACTIVE)


@dataclass(eq=False)
class Viewer:
    """One open page: its websocket, who it is (a checked `Pass`) and the game it shows."""

    ws: web.WebSocketResponse
    grant: Pass
    game: int | None = None
    kind: str | None = None
    sent_rev: int = -1
    kinds_told: set[str] = field(default_factory=set)  # games whose words this page has
    alone: bool = False  # stepping through a replay on its own (not following its instance's leader)

    @property
    def user(self) -> int:
        return self.grant.user

    @property
    def locale(self) -> str:
        return self.grant.locale


class HubCore:
    """Every open page of this process, by game, instance and channel (see the module doc)."""

    def __init__(
        self,
        sessions: Sessions,
        uis: Mapping[str, LiveTable],
        *,
        instance_game: Callable[[str], Any],
        last_game: Callable[[int, tuple[str, ...]], Any],
        revisions: Callable[[list[int]], Any] | None = None,
        channel_games: Callable[[int, tuple[str, ...], float], Any] | None = None,
    ) -> None:
        self.sessions = sessions
        self.uis = uis
        self._instance_game = instance_game
        self._last_game = last_game
        self._revisions = revisions
        self._channel_games = channel_games
        self.viewers: set[Viewer] = set()
        self.by_game: dict[int, set[Viewer]] = {}
        self._pushing: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()
        self._closed = False
        self.pushed_at: dict[int, float] = {}  # game -> when its last frames were sent (the bench)

    # ------------------------------------------------------------------ which game a page shows
    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(self.uis)

    async def resolve(self, grant: Pass) -> GameRecord | None:
        """The game the page of `grant` shows (see the module doc). A page launched for a game (a turn letter's link)
        shows it wherever it runs, to one of its players only."""
        if grant.wants is not None:
            with contextlib.suppress(SessionError):
                wanted = await self.sessions.record(grant.wants)
                if wanted.kind in self.uis and wanted.seat_of(grant.user) is not None:
                    return wanted
        bound = await self._instance_game(grant.instance)
        record = None
        if bound is not None:
            with contextlib.suppress(SessionError):
                record = await self.sessions.record(bound)
        if record is not None and (record.channel_id != grant.channel or record.kind not in self.uis):
            record = None  # a binding from elsewhere: never show another channel's game
        if record is not None and record.status not in OPEN:
            current = await self.sessions.in_channel(grant.channel)
            if current is not None and current.kind in self.uis:
                return current
        return record  # None: not launched for a game (the App Launcher): the channel's tables to pick from

    async def attach(self, viewer: Viewer) -> None:
        """A page signed in: show it its game."""
        self.viewers.add(viewer)
        record = await self.resolve(viewer.grant)
        await self._show(viewer, record)

    def detach(self, viewer: Viewer) -> None:
        self.viewers.discard(viewer)
        if viewer.game is not None:
            group = self.by_game.get(viewer.game)
            if group is not None:
                group.discard(viewer)
                if not group:
                    del self.by_game[viewer.game]
                else:
                    self._spawn(self._tell_watchers(viewer.game), f"activity-watchers-{viewer.game}")

    async def _tell_watchers(self, game_id: int) -> None:
        """Every page of the game is told how many people without a seat watch it (in its own words)."""
        group = [v for v in self.by_game.get(game_id, ()) if not v.ws.closed]
        if not group:
            return
        record = await self.sessions.record(game_id)
        count = sum(1 for v in group if record.seat_of(v.user) is None)
        words: dict[str, str] = {}
        for viewer in group:
            if viewer.locale not in words:
                text = common("activity.watchers", viewer.locale, count=count) if count else ""
                words[viewer.locale] = json.dumps({"t": "watchers", "game": game_id, "count": count, "text": text})
            await self._send(viewer, words[viewer.locale])

    async def _show(self, viewer: Viewer, record: GameRecord | None) -> None:
        """Point the page at `record` (None: no game) and send it its frame now."""
        if viewer.game is not None and (record is None or record.id != viewer.game):
            self.detach(viewer)
            self.viewers.add(viewer)
        if record is None:
            viewer.game, viewer.kind, viewer.sent_rev = None, None, -1
            await self._send(viewer, await self.home(viewer))
            return
        if viewer.game != record.id:
            viewer.sent_rev = -1
        viewer.game, viewer.kind = record.id, record.kind
        self.by_game.setdefault(record.id, set()).add(viewer)
        live = await self.sessions.live(record.id)
        frames = self._frames(live, [viewer])
        for key in self._keys(viewer, live):
            await self._send(viewer, frames[key])
        viewer.sent_rev = live.record.rev
        await self._tell_watchers(record.id)

    async def home(self, viewer: Viewer) -> str:
        """The page's home frame (`tables.py`)."""
        raise NotImplementedError

    def bound(self, instance: str, game_id: int) -> None:
        """Instance `instance` was bound to a game: its pages move to it."""
        for viewer in [v for v in self.viewers if v.grant.instance == instance and v.game != game_id]:
            self._spawn(self._rebind(viewer), f"activity-bind-{game_id}")

    async def _rebind(self, viewer: Viewer) -> None:
        with contextlib.suppress(SessionError):
            await self._show(viewer, await self.resolve(viewer.grant))

    def watching(self, game_id: int, user_id: int) -> bool:
        """Whether `user_id` has game `game_id` open on a page of this process."""
        return any(v.user == user_id and not v.ws.closed for v in self.by_game.get(game_id, ()))

    # ------------------------------------------------------------------ following saved changes
    def on_change(self, record: GameRecord) -> None:
        """A sessions listener: the game changed (saved). Its pages get their frames soon; pages of the same channel
        showing a closed game move to this one when it is open."""
        if self._closed:
            return
        if record.id in self.by_game:
            self.push(record.id)
        if record.status in OPEN and record.kind in self.uis:
            for viewer in [v for v in self.viewers if v.grant.channel == record.channel_id and v.game != record.id]:
                self._spawn(self._follow(viewer, record), f"activity-follow-{record.id}")

    async def _follow(self, viewer: Viewer, record: GameRecord) -> None:
        if viewer.game is not None:
            shown = await self.sessions.record(viewer.game)
            if shown.status in OPEN:
                return  # it shows a game still being played: it stays
        await self._show(viewer, record)

    def push(self, game_id: int) -> None:
        """Send the game's pages their frames soon (coalesced: see the module doc)."""
        if game_id in self._pushing:
            self._again.add(game_id)
            return
        self._pushing[game_id] = asyncio.create_task(self._push_loop(game_id), name=f"activity-push-{game_id}")

    async def _push_loop(self, game_id: int) -> None:
        try:
            while True:
                self._again.discard(game_id)
                await self._push(game_id)
                if game_id not in self._again:
                    break
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("activity: game %d: its pages could not be brought up to date", game_id)
        finally:
            self._pushing.pop(game_id, None)

    async def _push(self, game_id: int) -> None:
        viewers = [v for v in self.by_game.get(game_id, ()) if not v.ws.closed]
        if not viewers:
            return
        with Timer("activity.push"):
            live = await self.sessions.live(game_id)
            fresh = [v for v in viewers if v.sent_rev < live.record.rev or v.game != game_id]
            if not fresh:
                return
            frames = self._frames(live, fresh)
            sends = []
            for viewer in fresh:
                for key in self._keys(viewer, live):
                    sends.append(self._send(viewer, frames[key]))
                viewer.sent_rev = live.record.rev
            await asyncio.gather(*sends)
        self.pushed_at[game_id] = time.perf_counter()
        METRICS.count("activity.frames", len(sends))

    async def watch(self, every: float = WATCH_SECONDS) -> None:
        """Now and then, the saved revision of every game shown: a page whose game moved on without this process
        hearing of it (a change of another process whose notification was lost) is brought up to date."""
        while not self._closed:
            await asyncio.sleep(every)
            if self._revisions is None or not self.by_game:
                continue
            try:
                saved: dict[int, int] = await self._revisions(list(self.by_game))
            except Exception as exc:
                log.warning("activity: the saved revisions could not be read (%s)", type(exc).__name__)
                continue
            for game_id, rev in saved.items():
                behind = [v for v in self.by_game.get(game_id, ()) if v.sent_rev < rev]
                if behind:
                    cached = self.sessions.cached(game_id)
                    if cached is not None and cached.record.rev < rev:
                        self.sessions.forget(game_id)
                    self.push(game_id)

    async def settle(self, game_id: int) -> None:
        """Wait until the game's pages have been sent its latest frames."""
        while (task := self._pushing.get(game_id)) is not None:
            await asyncio.shield(task)

    # ------------------------------------------------------------------ frames
    def _keys(self, viewer: Viewer, live: Live[Any]) -> list[tuple[str, int | None, str]]:
        seat = live.record.seat_of(viewer.user)
        keys: list[tuple[str, int | None, str]] = []
        if live.record.kind not in viewer.kinds_told:
            keys.append(("words", None, viewer.locale))
            viewer.kinds_told.add(live.record.kind)
        keys.append(("state", seat, viewer.locale))
        return keys

    def _frames(self, live: Live[Any], viewers: list[Viewer]) -> dict[tuple[str, int | None, str], str]:
        """The frames these pages need, each made and serialised once: (what, seat, language) -> JSON text."""
        ui = self.uis[live.record.kind]
        wanted: dict[tuple[str, int | None, str], str] = {}
        for viewer in viewers:
            seat = live.record.seat_of(viewer.user)
            if live.record.kind not in viewer.kinds_told:
                wanted[("words", None, viewer.locale)] = ""
            wanted[("state", seat, viewer.locale)] = ""
        for what, seat, locale in list(wanted):
            if what == "words":
                frame: dict[str, Any] = {
                    "t": "words",
                    "kind": live.record.kind,
                    "words": ui.live_words(locale),
                    "look": ui.live_look(),
                }
            else:
                frame = self.state_frame(live, seat, locale, ui)
            wanted[(what, seat, locale)] = json.dumps(frame, ensure_ascii=False, separators=(",", ":"))
        return wanted

    def state_frame(self, live: Live[Any], seat: int | None, locale: str, ui: LiveTable) -> dict[str, Any]:
        """A seat's whole picture of the game: the table's part (who sits where, status, revision) and the game's."""
        record = live.record
        players = record.players
        names = [said(player_name(p, players), locale) for p in players]
        seen = self.sessions.seen(live, seat)
        frame: dict[str, Any] = {
            "t": "state",
            "game": record.id,
            "kind": record.kind,
            "rev": record.rev,
            "version": record.version,
            "status": record.status.value,
            "seat": seat,
            "players": [{"name": n, "cpu": p.is_cpu} for n, p in zip(names, players, strict=True)],
            "view": None,
        }
        if record.status is GameStatus.LOBBY or live.state is None:
            gamedef = self.sessions.games[record.kind]
            frame["text"] = common("activity.lobby", locale, count=len(players))
            frame["lobby"] = {
                "name": ui.live_name(locale),
                "host": record.seat_of(record.host_id),
                "min": gamedef.min_players,
                "max": gamedef.max_players,
                "invited": bool(record.options.get("invite") or record.options.get("invites")),
                "open": record.status is GameStatus.LOBBY,
            }
            return frame
        frame["view"] = ui.live_frame(seen, locale)
        return frame

    # ------------------------------------------------------------------ acting
    async def act(self, viewer: Viewer, message: Mapping[str, Any]) -> dict[str, Any]:
        """A move sent by a page: through the sessions exactly like a button (seat, turn, version, the same
        refusals), then the steps with one choice played for the player. The answer for the page ("ok", or
        "refused" with the reason in its language); the new frames come from the change itself."""
        request = message.get("req")
        answer: dict[str, Any] = {"t": "ok", "req": request if isinstance(request, int) else None}
        game_id, version = message.get("game"), message.get("version")
        try:
            ui = self.uis.get(viewer.kind or "")
            if viewer.game is None or game_id != viewer.game or ui is None:
                raise SessionError("activity.wrong_game")
            if not isinstance(version, int) or isinstance(version, bool):
                raise SessionError("error.bad_input")
            data = message.get("action")
            if not isinstance(data, dict):
                raise SessionError("error.bad_input")
            try:
                action = ui.live_action(data)
            except (ValueError, TypeError, KeyError) as exc:
                raise SessionError("error.bad_input") from exc
            with Timer(f"activity.act.{viewer.kind}"):
                await self.sessions.act(viewer.game, viewer.user, action, version=version)
                await self.sessions.play_forced(viewer.game, viewer.user)
            await self.settle(viewer.game)  # the frames of the move go out before its answer
        except (SessionError, IllegalAction) as exc:
            kind = viewer.kind or "yokai"
            answer = {
                "t": "refused",
                "req": answer["req"],
                "key": exc.key,
                "text": say(kind, exc.key, viewer.locale, **{"kind": kind, **exc.values}),
            }
            if viewer.game is not None:
                viewer.sent_rev = -1  # the page gets the current frame again (it may be behind)
                self.push(viewer.game)
        return answer

    # ------------------------------------------------------------------ plumbing
    async def _send(self, viewer: Viewer, payload: str) -> None:
        if viewer.ws.closed:
            return
        try:
            await asyncio.wait_for(viewer.ws.send_str(payload), SEND_TIMEOUT)
        except (TimeoutError, ConnectionError, RuntimeError):
            METRICS.count("activity.send_failed")
            self.detach(viewer)
            with contextlib.suppress(Exception):
                await viewer.ws.close(code=4002, message=b"too slow")

    def _spawn(self, work: Any, name: str) -> None:
        task = asyncio.create_task(work, name=name)
        task.add_done_callback(_log_failure)

    async def close(self) -> None:
        self._closed = True
        tasks = list(self._pushing.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


def said(name: str, locale: str) -> str:
    """A name as the reader of `locale` says it (a CPU's name is said in each reader's language)."""
    return name.said_in(locale) if isinstance(name, Localized) else str(name)


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("activity: %s failed", task.get_name(), exc_info=task.exception())
