"""A sharded process only looks after the games of its own shards' servers (Discord's rule: a server is on shard
`(guild_id >> 22) % count`; games outside a server count as shard 0), on both databases."""

from __future__ import annotations

from bot.store import Shards, Store
from tests.store.conftest import FakeClock, active, lobby

SHARD_ONE = 1 << 22  # (id >> 22) % 2 == 1
SHARD_ZERO = 2 << 22  # (id >> 22) % 2 == 0


def test_a_server_is_on_the_shard_discord_says() -> None:
    assert Shards(2, (1,)).owns(SHARD_ONE) and not Shards(2, (1,)).owns(SHARD_ZERO)
    assert Shards(2, (0,)).owns(None)  # outside a server: shard 0
    assert Shards(4, (3,)).owns(7 << 22) and not Shards(4, (3,)).owns(6 << 22)


async def test_open_idle_behind_and_cpu_games_of_a_shard(store: Store, clock: FakeClock) -> None:
    zero = await active(store, channel_id=1, guild_id=SHARD_ZERO, host_id=1, guests=[2])
    one = await active(store, channel_id=2, guild_id=SHARD_ONE, host_id=3, guests=[4])
    nowhere = await lobby(store, channel_id=3, guild_id=None, host_id=5)
    cpu_one = await lobby(store, channel_id=4, guild_id=SHARD_ONE + (2 << 22), host_id=6, kind="koikoi")  # shard 1
    await store.add_player(cpu_one.id, -1, "cpu", cpu="hard")
    await store.start_game(cpu_one.id, seed=1, options={}, to_move=1)
    clock.advance(10)
    first, second = Shards(2, (0,)), Shards(2, (1,))

    assert [g.id for g in await store.active_games(shards=first)] == [zero.id, nowhere.id]
    assert [g.id for g in await store.active_games(shards=second)] == [one.id, cpu_one.id]
    assert len(await store.active_games()) == 4
    assert [g.id for g in await store.idle_games(clock.now, shards=first)] == [zero.id, nowhere.id]
    assert [g.id for g in await store.idle_games(clock.now, shards=second)] == [one.id, cpu_one.id]
    assert await store.cpu_turns(shards=first) == []
    assert await store.cpu_turns(shards=second) == [cpu_one.id]

    await store.append_action(one.id, expected_version=0, seat=0, user_id=3, action={"move": 1})
    behind = set(await store.behind_games())
    assert one.id in behind
    assert set(await store.behind_games(shards=first)) == behind - {one.id, cpu_one.id}
    assert set(await store.behind_games(shards=second)) == behind & {one.id, cpu_one.id}


async def test_the_overview_an_operator_scrapes(store: Store, clock: FakeClock) -> None:
    """Open games, games whose public messages are behind and when the stalest changed: per shard, on both databases
    (`bot.exporter`'s gauges and its health check)."""
    await active(store, channel_id=1, guild_id=SHARD_ZERO, host_id=1, guests=[2])
    one = await active(store, channel_id=2, guild_id=SHARD_ONE, host_id=3, guests=[4])
    await lobby(store, channel_id=3, guild_id=SHARD_ONE, host_id=5)
    for game in await store.behind_games(limit=100):
        record = await store.get_game(game)
        assert record is not None
        await store.mark_shown(game, record.rev)
    assert await store.overview() == (3, 0, None)
    clock.advance(10)
    await store.append_action(one.id, expected_version=0, seat=0, user_id=3, action={"move": 1})
    opened, behind, oldest = await store.overview(shards=Shards(2, (1,)))
    assert (opened, behind) == (2, 1) and oldest == clock.now
    assert (await store.overview(shards=Shards(2, (0,))))[:2] == (1, 0)


async def test_the_turn_pings_owed_to_people_of_a_shard(store: Store, clock: FakeClock) -> None:
    """`owed_pings`, the start-up scan of turn pings left for later: an active game whose person to move has not had
    this turn's ping; not once it is saved as sent, not a CPU's turn, not a game in the lobby; newest first."""
    zero = await active(store, channel_id=1, guild_id=SHARD_ZERO, host_id=1, guests=[2])
    await store.append_action(zero.id, expected_version=0, seat=0, user_id=1, action={}, to_move=1)
    clock.advance(1)
    one = await active(store, channel_id=2, guild_id=SHARD_ONE, host_id=3, guests=[4])
    await store.append_action(one.id, expected_version=0, seat=0, user_id=3, action={}, to_move=0)
    await lobby(store, channel_id=3, guild_id=SHARD_ZERO, host_id=5)
    cpu = await lobby(store, channel_id=4, guild_id=SHARD_ONE, host_id=6, kind="koikoi")
    await store.add_player(cpu.id, -1, "cpu", cpu="hard")
    await store.start_game(cpu.id, seed=1, options={}, to_move=1)
    assert await store.owed_pings() == [one.id, zero.id]
    # the scan and the record's own rule (`GameRecord.owes_ping`) agree
    assert {g.id for g in await store.active_games() if g.owes_ping} == {one.id, zero.id}
    assert await store.owed_pings(shards=Shards(2, (0,))) == [zero.id]
    assert await store.owed_pings(shards=Shards(2, (1,))) == [one.id]
    record = await store.get_game(zero.id)
    assert record is not None
    await store.set_messages(zero.id, ping_turn=record.turn_version)
    assert await store.owed_pings() == [one.id]
