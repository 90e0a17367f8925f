"""The session layer: the one path for every action (seat, turn, lock, stale versions, commit, finish)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

import pytest

from bot.engine.common import IllegalAction
from bot.engine.yokai import Declare, Family, Move, Peek, RevealHint, YokaiConfig, legal_actions
from bot.games import GAMES
from bot.sessions import SessionError, Sessions
from bot.store import GameStatus, Store, open_store
from bot.store import games as store_games

ANA, BEN, CY, DEE = 101, 102, 103, 104


@contextmanager
def refused(key: str) -> Iterator[None]:
    """The block raises the SessionError whose catalogue key is `key`."""
    with pytest.raises(SessionError) as caught:
        yield
    assert caught.value.key == key


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with await open_store(f"sqlite:///{tmp_path / 'games.db'}") as opened:
        yield opened


@pytest.fixture
def sessions(store: Store) -> Sessions:
    return Sessions(store, GAMES)


async def started(sessions: Sessions, players: int = 2, config: YokaiConfig | None = None, seed: int = 7) -> int:
    lobby = await sessions.open_lobby(
        "yokai", guild_id=1, channel_id=10, host_id=ANA, host_name="Ana", config=config or YokaiConfig()
    )
    for user, name in [(BEN, "Ben"), (CY, "Cy"), (DEE, "Dee")][: players - 1]:
        await sessions.join(lobby.id, user, name)
    live = await sessions.start(lobby.id, ANA, seed=seed)
    assert live.status is GameStatus.ACTIVE and live.state is not None
    return live.id


async def current_user(sessions: Sessions, game_id: int) -> int:
    live = await sessions.live(game_id)
    return live.record.players[live.state.to_move].user_id


async def test_lobby_rules(sessions: Sessions) -> None:
    lobby = await sessions.open_lobby(
        "yokai", guild_id=1, channel_id=10, host_id=ANA, host_name="Ana", config=YokaiConfig()
    )
    with pytest.raises(SessionError) as busy:
        await sessions.open_lobby(
            "yokai", guild_id=1, channel_id=10, host_id=BEN, host_name="Ben", config=YokaiConfig()
        )
    assert busy.value.key == "session.channel_busy"
    with refused("session.not_enough_players"):
        await sessions.start(lobby.id, ANA)
    await sessions.join(lobby.id, BEN, "Ben")
    with refused("session.already_seated"):
        await sessions.join(lobby.id, BEN, "Ben")
    with refused("session.host_only"):
        await sessions.start(lobby.id, BEN)
    with refused("session.host_cannot_leave"):
        await sessions.leave(lobby.id, ANA)
    for user in (CY, DEE):
        await sessions.join(lobby.id, user, str(user))
    with refused("session.full"):
        await sessions.join(lobby.id, 105, "Eve")
    assert [p.display_name for p in (await sessions.leave(lobby.id, CY)).record.players] == ["Ana", "Ben", "104"]
    live = await sessions.start(lobby.id, ANA, seed=3)
    assert len(live.state.cells) == 16 and live.state.players == 3
    with refused("session.lobby_closed"):
        await sessions.join(lobby.id, 106, "Fay")


async def test_a_config_that_does_not_fit_the_players_is_refused_at_start(sessions: Sessions) -> None:
    lobby = await sessions.open_lobby(
        "yokai", guild_id=1, channel_id=10, host_id=ANA, host_name="Ana", config=YokaiConfig(secret_affinities=3)
    )
    await sessions.join(lobby.id, BEN, "Ben")
    with pytest.raises(SessionError) as refused:
        await sessions.start(lobby.id, ANA)
    assert (refused.value.key, refused.value.values) == ("config.secret_players", {"count": 3})


async def test_only_the_seated_player_to_move_acts(sessions: Sessions) -> None:
    game = await started(sessions)
    mover = await current_user(sessions, game)
    other = BEN if mover == ANA else ANA
    with refused("session.not_seated"):
        await sessions.act(game, 999, Peek(1), version=0)
    with pytest.raises(SessionError) as not_yours:
        await sessions.act(game, other, Peek(1), version=0)
    assert not_yours.value.key == "session.not_your_turn" and not_yours.value.values["player"] in ("Ana", "Ben")
    outcome = await sessions.act(game, mover, Peek(1), version=0)
    assert outcome.after.version == 1 and (await sessions.live(game)).state.peeked == (1,)
    with pytest.raises(IllegalAction):
        await sessions.act(game, mover, Peek(1), version=1)
    assert (await sessions.live(game)).version == 1  # a refused action leaves no trace


async def test_a_stale_version_is_refused(sessions: Sessions) -> None:
    game = await started(sessions)
    mover = await current_user(sessions, game)
    await sessions.act(game, mover, Peek(1), version=0)
    with refused("session.stale"):
        await sessions.act(game, mover, Peek(2), version=0)
    await sessions.act(game, mover, Peek(2), version=None)  # slash commands act on the current state


async def test_two_clicks_at_once_make_one_action(sessions: Sessions, store: Store) -> None:
    game = await started(sessions)
    mover = await current_user(sessions, game)
    results = await asyncio.gather(
        sessions.act(game, mover, Peek(5), version=0),
        sessions.act(game, mover, Peek(5), version=0),
        return_exceptions=True,
    )
    assert sum(not isinstance(r, Exception) for r in results) == 1
    assert any(isinstance(r, SessionError) and r.key == "session.stale" for r in results)
    assert len((await store.load_game(game)).actions) == 1


async def test_a_restart_rebuilds_the_same_game(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'games.db'}"
    async with await open_store(url) as store:
        sessions = Sessions(store, GAMES)
        game = await started(sessions, players=3)
        for _ in range(9):
            live = await sessions.live(game)
            action = next(a for a in legal_actions(live.state) if not isinstance(a, Declare))
            await sessions.act(game, live.record.players[live.state.to_move].user_id, action, version=live.version)
        before = await sessions.live(game)
    async with await open_store(url) as store:
        again = await Sessions(store, GAMES).live(game)
    assert again.state == before.state and again.version == before.version == 9


async def test_the_last_action_finishes_the_game_and_records_it(sessions: Sessions, store: Store) -> None:
    game = await started(sessions)
    outcome = await sessions.act(game, await current_user(sessions, game), Declare(), version=0)
    assert outcome.finished and outcome.after.status is GameStatus.FINISHED
    rows = await store.path_rows("yokai", guild_id=1)
    assert [(r.mode, r.level, r.won, r.games) for r in rows] == [("current", 1, False, 1)]
    with refused("session.not_active"):
        await sessions.act(game, ANA, Peek(1), version=1)
    assert await sessions.in_channel(10) is None  # the channel is free again


async def test_a_won_game_ticks_the_checklist(sessions: Sessions, store: Store) -> None:
    game = await started(sessions, players=3)
    live = await sessions.live(game)
    # arrange the families so that the start grid is appeased (one family per row), then declare
    rows = tuple(f for f in Family for _ in range(4))
    sessions._cache[game] = replace(live, state=replace(live.state, families=rows))
    outcome = await sessions.act(game, await current_user(sessions, game), Declare(), version=0)
    assert outcome.finished
    rows_ = await store.path_rows("yokai", user_id=BEN)
    assert [(r.level, r.won, r.tier, r.best_score) for r in rows_] == [(1, True, "legendary", 45)]


async def test_abandon_and_cancel(sessions: Sessions, store: Store) -> None:
    game = await started(sessions)
    live = await sessions.abandon(game, reason="ended", closed_by=ANA)
    assert live.status is GameStatus.ABANDONED
    assert (live.record.close_reason, live.record.closed_by) == ("ended", ANA)
    assert (await store.player_stats("yokai", ANA)).abandoned == 1
    lobby = await sessions.open_lobby(
        "yokai", guild_id=1, channel_id=10, host_id=ANA, host_name="Ana", config=YokaiConfig()
    )
    with refused("session.host_only"):
        await sessions.cancel(lobby.id, BEN)
    assert (await sessions.cancel(lobby.id, ANA)).status is GameStatus.CANCELLED


async def test_the_ending_action_and_its_result_are_one_transaction(
    sessions: Sessions, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No crash can separate the last action from the game's closing: if writing the result fails, the action is
    not saved either (and the game goes on)."""
    game = await started(sessions)
    mover = await current_user(sessions, game)

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("disk full")

    monkeypatch.setattr(store_games, "insert_result", broken)
    with pytest.raises(RuntimeError):
        await sessions.act(game, mover, Declare(), version=0)
    record = await store.load_game(game)
    assert (record.status, record.version, record.actions) == (GameStatus.ACTIVE, 0, ())
    monkeypatch.undo()
    sessions.forget(game)
    assert (await sessions.act(game, mover, Declare(), version=0)).finished
    record = await store.load_game(game)
    assert (record.status, record.version, record.to_move) == (GameStatus.FINISHED, 1, None)


async def test_moves_and_hints_go_through(sessions: Sessions) -> None:
    game = await started(sessions)
    mover = await current_user(sessions, game)
    for action in (Peek(1), Peek(2), Move(16, (4, 2)), RevealHint()):
        live = await sessions.live(game)
        await sessions.act(game, mover, action, version=live.version)
    live = await sessions.live(game)
    assert live.version == 4 and live.state.to_move != live.record.seat_of(mover)


async def test_a_view_is_made_once_per_seat_and_move(sessions: Sessions) -> None:
    game = await started(sessions)
    mover = await current_user(sessions, game)
    live = await sessions.live(game)
    seat = live.record.seat_of(mover)
    first = sessions.seen(live, seat)
    assert sessions.seen(live, seat).view is first.view  # the same move: the same view, not made again
    assert sessions.legal_actions(live) is first.legal
    public = sessions.seen(live, None)
    assert public.view is sessions.seen(live, None).view and public.view == GAMES["yokai"].engine.view(live.state, None)
    assert public.view != first.view  # each seat has its own (the mover's knows its peeks)
    await sessions.act(game, mover, Peek(1), version=live.version)
    moved = await sessions.live(game)
    again = sessions.seen(moved, seat).view
    assert again is not first.view and again == GAMES["yokai"].engine.view(moved.state, seat)
    changed = replace(moved, state=replace(moved.state, turn=moved.state.turn + 1))  # a new Live starts afresh
    assert sessions.seen(changed, seat).view == GAMES["yokai"].engine.view(changed.state, seat) != again
