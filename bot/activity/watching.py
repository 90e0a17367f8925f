"""A finished game's replay on the live board, watched together: the first page of an Activity instance to open it
leads (its steps move every page of the instance that follows); any other page may step alone and follow again. The
steps are the sessions' replays (the public view, or every card face up as today's replays decide)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.activity.core import HubCore, Viewer, said
from bot.sessions import SessionError, player_name
from bot.store import GameRecord, GameStatus
from bot.text.common import say


@dataclass
class Shared:
    """A finished game's replay watched together in one Activity instance: the step its leader (who opened it) is
    at; the instance's other pages on that game follow it unless they step alone."""

    game: int
    leader: int
    step: int
    face_up: bool


class ReplaysPart(HubCore):
    """Replays watched together (see the module doc)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.shared: dict[str, Shared] = {}  # instance -> the replay its pages watch together
        self._turns: dict[int, list[int]] = {}  # game -> its replay's turn marks

    async def replay(self, viewer: Viewer, message: Mapping[str, Any]) -> dict[str, Any] | None:
        """A page moves through its finished game's replay (`step`, `faceUp`): the instance's leader (the first to
        open it) moves every page of the instance that follows; anyone else steps alone. `{"t": "follow"}` joins the
        leader again. Refused (the answer) when the page shows no finished game of its server."""
        try:
            record = await self._replayable(viewer, message.get("game"))
            shared = self.shared.get(viewer.grant.instance)
            if message.get("t") == "follow":
                viewer.alone = False
                if shared is None or shared.game != record.id:
                    return None
                await self._send_replay([viewer], record, shared.step, shared.face_up, shared.leader)
                return None
            step, face_up = message.get("step"), message.get("faceUp", False)
            if not isinstance(step, int) or isinstance(step, bool) or not isinstance(face_up, bool):
                raise SessionError("error.bad_input")
            if shared is None or shared.game != record.id:
                shared = self.shared[viewer.grant.instance] = Shared(record.id, viewer.user, step, face_up)
            if viewer.user == shared.leader and not viewer.alone:
                shared.step, shared.face_up = step, face_up
                group = [
                    v
                    for v in self.by_game.get(record.id, ())
                    if v.grant.instance == viewer.grant.instance and (not v.alone or v is viewer)
                ]
            else:
                viewer.alone = True
                group = [viewer]
            await self._send_replay(group, record, step, face_up, shared.leader)
        except SessionError as exc:
            return {"t": "refused", "req": None, "key": exc.key, "text": say(None, exc.key, viewer.locale)}
        return None

    async def _turn_marks(self, record: GameRecord, guild: int | None, last: int) -> list[int]:
        """The versions at which a turn began (the seat to move changed), and the last: the slider's marks."""
        marks, before = [0], None
        for version in range(last + 1):
            step = await self.sessions.replay_step(record.id, version, kind=record.kind, guild_id=guild)
            if version and step.public.to_move != before and step.public.to_move is not None:
                marks.append(version)
            before = step.public.to_move
        return [*marks, last] if marks[-1] != last else marks

    async def _replayable(self, viewer: Viewer, game_id: object) -> GameRecord:
        if viewer.game is None or game_id != viewer.game or viewer.kind not in self.uis:
            raise SessionError("activity.wrong_game")
        record = await self.sessions.record(viewer.game)
        if record.status is not GameStatus.FINISHED:
            raise SessionError("replay.not_finished")
        return record

    async def _send_replay(
        self, viewers: list[Viewer], record: GameRecord, step: int, face_up: bool, leader: int
    ) -> None:
        ui = self.uis[record.kind]
        guild = viewers[0].grant.guild
        at = await self.sessions.replay_step(record.id, step, kind=record.kind, guild_id=guild, face_up=face_up)
        if record.id not in self._turns:
            self._turns[record.id] = await self._turn_marks(record, guild, at.last)
        players = record.players
        names = {p.user_id: player_name(p, players) for p in players if not p.is_cpu}
        frames: dict[str, dict[str, Any]] = {}
        for viewer in viewers:
            if viewer.locale not in frames:
                frames[viewer.locale] = {
                    "t": "replay",
                    "game": record.id,
                    "kind": record.kind,
                    "step": at.version,
                    "last": at.last,
                    "turns": self._turns[record.id],
                    "faceUp": at.face_up,
                    "leader": said(names.get(leader, ""), viewer.locale),
                    "players": [
                        {"name": said(player_name(p, players), viewer.locale), "cpu": p.is_cpu} for p in players
                    ],
                    "view": ui.live_replay(at, viewer.locale),
                }
            frame = frames[viewer.locale] | {"alone": viewer.alone, "leads": viewer.user == leader}
            await self._send(viewer, json.dumps(frame, ensure_ascii=False, separators=(",", ":")))
