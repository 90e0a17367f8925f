"""Round trips of the game methods: lobby, seats, start, messages, reads, the sweeper's queries."""

from __future__ import annotations

import sqlite3

import pytest
from asyncpg.exceptions import UniqueViolationError as UniqueViolation

from bot.store import (
    AlreadySeated,
    ChannelBusy,
    GameFull,
    GameKind,
    GameNotFound,
    GameNotInLobby,
    GameStatus,
    HostCannotLeave,
    NotEnoughPlayers,
    NotSeated,
    PlayerRecord,
    ResultInput,
    Store,
    open_store,
)
from tests.store.conftest import FakeClock, active, lobby, sql


async def test_create_game_seats_the_host(store: Store, clock: FakeClock) -> None:
    game = await store.create_game(
        "sketch", guild_id=None, channel_id=7, host_id=70, options={"rounds": 3, "name": "Yōkai"}, host_name="Hana"
    )
    assert game.kind == GameKind.SKETCH == "sketch"
    assert (game.guild_id, game.channel_id, game.host_id) == (None, 7, 70)
    assert game.status is GameStatus.LOBBY
    assert (game.version, game.reminded_version) == (0, None) and not hasattr(game, "seed")  # a record never holds it
    assert (await store.load_game(game.id)).seed is None
    assert (game.lobby_message_id, game.board_message_id) == (None, None)
    assert game.options == {"rounds": 3, "name": "Yōkai"}
    assert game.players == (PlayerRecord(0, 70, "Hana"),)
    assert game.created_at == game.updated_at == game.last_action_at == clock.now
    assert (await store.load_game(game.id)).actions == ()
    assert await store.get_game(game.id) == game


async def test_unknown_kind_and_non_object_options_are_refused(store: Store) -> None:
    for bad in ("Chess", "", "a" * 17, "x-y"):
        with pytest.raises(ValueError, match="lowercase letters"):
            await store.create_game(bad, guild_id=1, channel_id=1, host_id=1, options={}, host_name="a")
    with pytest.raises(TypeError, match="options"):
        await store.create_game("yokai", guild_id=1, channel_id=1, host_id=1, options=[1], host_name="a")  # type: ignore[arg-type]
    assert await store.active_games() == []


async def test_one_open_game_per_channel(store: Store) -> None:
    first = await lobby(store, channel_id=5)
    with pytest.raises(ChannelBusy) as busy:
        await lobby(store, channel_id=5, host_id=9)
    assert busy.value.game_id == first.id
    await store.start_game(first.id, seed=1, options={})
    with pytest.raises(ChannelBusy):
        await lobby(store, channel_id=5, host_id=9)
    other = await lobby(store, channel_id=6, host_id=9)  # another channel is free
    assert other.id != first.id
    await store.finish_game(first.id, status="cancelled", result=None)
    again = await lobby(store, channel_id=5, host_id=9)
    assert again.id > other.id
    assert (await store.channel_game(5)) == again


async def test_the_database_itself_allows_one_open_game_per_channel(store: Store) -> None:
    game = await lobby(store, channel_id=5)
    insert = (
        "INSERT INTO games (kind, channel_id, host_id, options, status, created_at, updated_at, last_action_at) "
        "VALUES ('yokai', 5, 2, '{}', ?, 0, 0, 0)"
    )
    with pytest.raises((sqlite3.IntegrityError, UniqueViolation)):
        await sql(store, insert, ("active",))
    await sql(store, insert, ("finished",))  # closed games may share the channel
    assert (await store.channel_game(5)) == game


async def test_close_is_idempotent(clock: FakeClock) -> None:
    store = await open_store("sqlite:///:memory:", clock=clock)
    async with store:
        await lobby(store)
    await store.close()


async def test_add_player_takes_the_next_seat(store: Store, clock: FakeClock) -> None:
    game = await lobby(store)
    clock.advance(10)
    game = await store.add_player(game.id, 2, "Kai", max_players=3)
    game = await store.add_player(game.id, 3, "Rin", max_players=3)
    assert [(p.seat, p.user_id, p.display_name) for p in game.players] == [
        (0, 1, "user1"),
        (1, 2, "Kai"),
        (2, 3, "Rin"),
    ]
    assert game.last_action_at == game.updated_at == clock.now
    assert game.seat_of(3) == 2 and game.seat_of(99) is None
    assert game.user_ids == (1, 2, 3)


async def test_add_player_refusals(store: Store) -> None:
    game = await lobby(store, guests=[2])
    with pytest.raises(AlreadySeated):
        await store.add_player(game.id, 2, "again")
    with pytest.raises(AlreadySeated):
        await store.add_player(game.id, 1, "the host")
    with pytest.raises(GameFull) as full:
        await store.add_player(game.id, 3, "late", max_players=2)
    assert full.value.max_players == 2
    with pytest.raises(GameNotFound):
        await store.add_player(999, 3, "nobody")
    await store.start_game(game.id, seed=1, options={})
    with pytest.raises(GameNotInLobby):
        await store.add_player(game.id, 3, "late")
    assert (await store.get_game(game.id)).user_ids == (1, 2)  # type: ignore[union-attr]


async def test_remove_player_compacts_seats_in_join_order(store: Store) -> None:
    game = await lobby(store, guests=[2, 3, 4])
    game = await store.remove_player(game.id, 2)
    assert [(p.seat, p.user_id) for p in game.players] == [(0, 1), (1, 3), (2, 4)]
    game = await store.add_player(game.id, 2, "back")
    assert [(p.seat, p.user_id) for p in game.players] == [(0, 1), (1, 3), (2, 4), (3, 2)]
    game = await store.remove_player(game.id, 4)
    assert [(p.seat, p.user_id) for p in game.players] == [(0, 1), (1, 3), (2, 2)]


async def test_remove_player_refusals(store: Store) -> None:
    game = await lobby(store, guests=[2])
    with pytest.raises(HostCannotLeave):
        await store.remove_player(game.id, 1)
    with pytest.raises(NotSeated):
        await store.remove_player(game.id, 3)
    await store.start_game(game.id, seed=1, options={})
    with pytest.raises(GameNotInLobby):
        await store.remove_player(game.id, 2)


async def test_start_game(store: Store, clock: FakeClock) -> None:
    game = await lobby(store, guests=[2, 3])
    clock.advance(60)
    started = await store.start_game(game.id, seed=2**62, options={"edition": "first", "level": 4})
    assert started.status is GameStatus.ACTIVE
    assert ((await store.load_game(game.id)).seed, started.version) == (2**62, 0)
    assert started.options == {"edition": "first", "level": 4}
    assert started.last_action_at == clock.now
    assert started.user_ids == (1, 2, 3)
    with pytest.raises(GameNotInLobby):
        await store.start_game(game.id, seed=1, options={})


async def test_start_game_with_a_seat_order(store: Store) -> None:
    game = await lobby(store, guests=[2, 3])
    started = await store.start_game(game.id, seed=1, options={}, seat_order=[2, 0, 1])
    assert [(p.seat, p.user_id, p.display_name) for p in started.players] == [
        (0, 3, "user3"),
        (1, 1, "user1"),
        (2, 2, "user2"),
    ]


async def test_start_game_refusals(store: Store) -> None:
    game = await lobby(store, guests=[2])
    for bad in ([0], [0, 0], [1, 2], [0, 1, 2]):
        with pytest.raises(ValueError, match="permutation"):
            await store.start_game(game.id, seed=1, options={}, seat_order=bad)
    with pytest.raises(NotEnoughPlayers):
        await store.start_game(game.id, seed=1, options={}, min_players=3)
    with pytest.raises(ValueError, match="64-bit"):
        await store.start_game(game.id, seed=2**64, options={})
    assert (await store.get_game(game.id)).status is GameStatus.LOBBY  # type: ignore[union-attr]


async def test_set_messages_changes_only_what_is_given(store: Store) -> None:
    game = await lobby(store)
    await store.set_messages(game.id, lobby_message_id=111)
    await store.set_messages(game.id, board_message_id=222)
    found = await store.get_game(game.id)
    assert found is not None and (found.lobby_message_id, found.board_message_id) == (111, 222)
    await store.set_messages(game.id, lobby_message_id=None)
    found = await store.get_game(game.id)
    assert found is not None and (found.lobby_message_id, found.board_message_id) == (None, 222)
    await store.set_messages(game.id)  # nothing given: nothing changes
    await store.finish_game(game.id, status="cancelled", result=None)
    await store.set_messages(game.id, board_message_id=333)  # a closed game's board is still edited
    assert (await store.get_game(game.id)).board_message_id == 333  # type: ignore[union-attr]
    with pytest.raises(GameNotFound):
        await store.set_messages(999, board_message_id=1)


async def test_reads_of_missing_games(store: Store) -> None:
    assert await store.get_game(1) is None
    assert await store.channel_game(1) is None
    with pytest.raises(GameNotFound):
        await store.load_game(1)


async def test_active_games_lists_open_games_with_players(store: Store) -> None:
    a = await lobby(store, channel_id=1, guests=[2])
    b = await active(store, channel_id=2, host_id=3, guests=[4, 5])
    c = await active(store, channel_id=3, host_id=6, guests=[])
    await store.finish_game(
        c.id, status="abandoned", result=ResultInput(mode="current", outcome="abandoned", won=False)
    )
    games = await store.active_games()
    assert [g.id for g in games] == [a.id, b.id]
    assert [g.user_ids for g in games] == [(1, 2), (3, 4, 5)]
    assert not any(hasattr(g, "actions") for g in games)  # the log comes only with load_game


async def test_idle_games_by_last_player_activity(store: Store, clock: FakeClock) -> None:
    old_lobby = await lobby(store, channel_id=1)
    clock.advance(100)
    busy = await active(store, channel_id=2, host_id=2, guests=[])
    clock.advance(100)
    await store.set_messages(old_lobby.id, lobby_message_id=5)  # bot activity does not count
    await store.mark_reminded(busy.id, 0)
    assert [g.id for g in await store.idle_games(clock.now)] == [old_lobby.id, busy.id]
    assert [g.id for g in await store.idle_games(clock.now - 150)] == [old_lobby.id]
    await store.append_action(busy.id, expected_version=0, seat=0, user_id=2, action={"move": 1})
    await store.add_player(old_lobby.id, 9, "late")  # a join counts
    assert await store.idle_games(clock.now) == []
    clock.advance(1)
    assert [g.user_ids for g in await store.idle_games(clock.now)] == [(1, 9), (2,)]  # same time: by id


async def test_mark_reminded_records_each_turn_once(store: Store) -> None:
    game = await active(store)
    assert await store.mark_reminded(game.id, 0) is True
    assert await store.mark_reminded(game.id, 0) is False  # already pinged at this version
    assert (await store.get_game(game.id)).reminded_version == 0  # type: ignore[union-attr]
    await store.append_action(game.id, expected_version=0, seat=0, user_id=1, action={})
    assert await store.mark_reminded(game.id, 0) is False  # stale: the game moved on
    assert await store.mark_reminded(game.id, 1) is True
    assert await store.mark_reminded(999, 0) is False
    await store.finish_game(game.id, status="cancelled", result=None)
    assert await store.mark_reminded(game.id, 1) is False


async def test_a_game_over_at_the_deal_is_started_and_finished_in_one_transaction(store: Store) -> None:
    game = await lobby(store, guests=[2])
    result = ResultInput(mode="r1", outcome="won", won=True, winners=(0,), details={"scores": [6, 0]})
    started = await store.start_game(game.id, seed=1, options={}, to_move=None, finish=result)
    assert started.status is GameStatus.FINISHED and started.version == 0
    assert await store.active_games() == []
