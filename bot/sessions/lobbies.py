"""Lobby operations: opening a table, seating people and CPUs, leaving, starting (the seed is drawn here) and
cancelling. Each is one store transaction under the game's lock; a store refusal becomes a `SessionError`."""

from __future__ import annotations

import logging
import secrets
from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine.common import ConfigError
from bot.sessions.core import SessionsCore
from bot.sessions.refusals import LOBBY, refused
from bot.sessions.types import Live, SessionError
from bot.store import GameStatus

log = logging.getLogger(__name__)


def invitees(options: Mapping[str, Any]) -> tuple[int, ...]:
    """The members a lobby waits for (a duel's challenge: one; a rematch: everyone of the last game but its host);
    empty for an open table."""
    one = options.get("invite")
    many = options.get("invites")
    if isinstance(one, int):
        return (one,)
    if isinstance(many, list) and all(isinstance(user, int) for user in many):
        return tuple(many)
    return ()


class LobbyOps(SessionsCore):
    """The lobby's changes (see the module doc)."""

    async def open_lobby(
        self,
        kind: str,
        *,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        config: Any,
        invite: int | None = None,
        cpu: str | None = None,
        cpus: int = 1,
        extra: dict[str, Any] | None = None,
        invites: Sequence[int] = (),
        again_of: int | None = None,
        again: str | None = None,
        tutorial: bool = False,
    ) -> Live[Any]:
        """A new lobby in the channel with the host seated. The options are encoded by the game's config type; with
        `invite`, only that user may take the other seat (a duel's challenge); with `invites` (a rematch of several
        people), only they may take the other seats, and the game starts when they all have; `cpu` records the level
        of the `cpus` CPUs the host asked for (seated at once by the caller; if the bot stopped in between, the
        lobby's Start does it). `extra` options are kept with the table (a daily table's `daily`: its day and seat
        count). `again_of`: the finished game this one is a rematch of (`again`: which button asked for it, e.g.
        "rematch" or "next_level"). `tutorial`: a first game with CPU players whose panels coach the person."""
        engine = self.games[kind].engine
        options: dict[str, Any] = {**(extra or {}), "config": engine.encode_config(config)}
        if invite is not None:
            options["invite"] = invite
        elif len(invites) == 1:
            options["invite"] = invites[0]
        elif invites:
            options["invites"] = list(invites)
        if cpu is not None:
            if cpu not in engine.cpu_policies:
                raise SessionError("session.no_such_cpu")
            if not 0 < cpus < engine.max_players:
                raise SessionError("error.bad_input")
            options["cpu"] = cpu
            if cpus != 1:
                options["cpus"] = cpus
        if again_of is not None:
            options["again_of"] = again_of
            options["again"] = again
        if tutorial:
            options["tutorial"] = True
        with refused(LOBBY):
            record = await self.store.create_game(
                kind,
                guild_id=guild_id,
                channel_id=channel_id,
                host_id=host_id,
                host_name=host_name,
                options=options,
                limits=self.limits,
            )
        return self._remember(Live(record, None))

    async def join(
        self, game_id: int, user_id: int, name: str, *, cpu: str | None = None, notify: bool = True
    ) -> Live[Any]:
        """Seat a user (or, with `cpu`, a CPU player under a negative id) in the lobby. A daily table seats the day's
        count, and only people who have not played the day's deal yet."""
        record = await self.record(game_id)
        seats = self.games[record.kind].max_players
        daily = record.options.get("daily")
        if isinstance(daily, dict):
            seats = int(daily["seats"])
            if cpu is None and await self.store.daily_played(record.guild_id or 0, str(daily["day"]), [user_id]):
                raise SessionError("session.daily_played", mentions=f"<@{user_id}>")
        async with self.lock(game_id):
            with refused(LOBBY):
                await self.store.add_player(game_id, user_id, name, max_players=seats, cpu=cpu, limits=self.limits)
            return await self._reload(game_id, None, notify=notify)

    async def add_cpu(self, game_id: int, level: str, name: str, *, notify: bool = True) -> Live[Any]:
        """Seat a CPU player of `level` (one of the engine's CPU levels)."""
        record = await self.record(game_id)
        if level not in self.games[record.kind].engine.cpu_policies:
            raise SessionError("session.no_such_cpu")
        return await self.join(game_id, min([0, *record.user_ids]) - 1, name, cpu=level, notify=notify)

    async def leave(self, game_id: int, user_id: int, *, notify: bool = True) -> Live[Any]:
        async with self.lock(game_id):
            with refused(LOBBY):
                await self.store.remove_player(game_id, user_id)
            return await self._reload(game_id, None, notify=notify)

    async def _hosted_lobby(self, game_id: int, user_id: int | None) -> Live[Any]:
        """The game, if it is still a lobby and `user_id` hosts it (None: anyone); SessionError otherwise."""
        live = await self.live(game_id)
        if live.status is not GameStatus.LOBBY:
            raise SessionError("session.lobby_closed")
        if user_id is not None and user_id != live.record.host_id:
            raise SessionError("session.host_only")
        return live

    async def start(
        self, game_id: int, user_id: int | None, *, seed: int | None = None, notify: bool = True
    ) -> Live[Any]:
        """The host (or, with `user_id` None, the table itself) starts the game: the seed is drawn and the config
        checked against the player count. `notify` False: the caller tells the listeners (`changed`) once it has
        shown the start (a CPU must not play in a game whose start may still be taken back)."""
        async with self.lock(game_id):
            live = await self._hosted_lobby(game_id, user_id)
            gamedef = self.games[live.record.kind]
            engine = gamedef.engine
            players = len(live.record.players)
            daily = live.record.options.get("daily")
            if isinstance(daily, dict) and players != int(daily["seats"]):  # a daily table seats the day's count
                raise SessionError("session.daily_seats", seats=int(daily["seats"]))
            if players < engine.min_players:
                raise SessionError("session.not_enough_players", min=engine.min_players)
            config = engine.decode_config(live.record.options["config"])
            if isinstance(daily, dict):  # the server's deal of the day: its seed, once per person
                seed = await self._claim_daily(live.record, str(daily["day"]))
            try:
                seed = secrets.randbits(62) if seed is None else seed
                try:
                    state = engine.new_game(config, players, seed)
                except ConfigError as exc:  # the options do not fit the players seated: the game's catalogue says why
                    raise SessionError(exc.key, **exc.values) from exc
                finish = gamedef.result_input(state, live.record) if state.is_over else None  # won at the deal
                await self.store.start_game(
                    game_id,
                    seed=seed,
                    options=live.record.options,
                    min_players=engine.min_players,
                    to_move=state.to_move,
                    finish=finish,
                )
            except BaseException:  # not started: its people may still play the day's deal
                if isinstance(daily, dict):
                    await self.store.release_daily(game_id)
                raise
            log.info("game %d started (%s, %d players)", game_id, live.record.kind, players)
            return await self._reload(game_id, state, seed=seed, notify=notify)

    async def _claim_daily(self, record: Any, day: str) -> int:
        """A daily table starts: each person seated claims the day's deal (refused if one already played it today).
        Returns the day's seed (the same for every table of the server)."""
        guild = record.guild_id or 0
        already = await self.store.claim_daily(guild, day, record.id, [p.user_id for p in record.humans])
        if already:
            raise SessionError("session.daily_played", mentions=", ".join(f"<@{u}>" for u in already))
        return await self.store.daily_seed(guild, day, secrets.randbits(62))

    async def cancel(
        self, game_id: int, user_id: int | None, *, reason: str = "cancelled", notify: bool = True
    ) -> Live[Any]:
        """The host closes the lobby (or, with reason "declined", the invited player turns it down): no result, no
        trace in the stats."""
        async with self.lock(game_id):
            live = await self._hosted_lobby(game_id, None)
            if reason == "declined":
                if user_id is None or user_id not in invitees(live.record.options):
                    raise SessionError("session.invited_only")
            elif user_id is not None and user_id != live.record.host_id:
                raise SessionError("session.host_only")
            with refused(LOBBY):
                await self.store.finish_game(
                    game_id, status=GameStatus.CANCELLED, result=None, reason=reason, closed_by=user_id
                )
            return await self._reload(game_id, None, notify=notify)

    async def discard(self, game_id: int) -> bool:
        """Delete a table whose start failed before anything of it was shown (see `Store.discard_game`)."""
        async with self.lock(game_id):
            discarded = await self.store.discard_game(game_id)
            self.forget(game_id)
        if discarded:
            log.info("game %d discarded: its start failed", game_id)
        return discarded
