"""PostgreSQL only: what one process cannot show. Several bot processes share the database: they migrate it once,
and when two of them act on one game at once exactly one wins; a newer schema is refused."""

from __future__ import annotations

import asyncio

import pytest

from bot.store import ChannelBusy, SchemaError, VersionConflict, load_migrations, open_store
from tests.store.conftest import FakeClock, active


async def test_processes_starting_together_migrate_once(fresh_postgres: str, clock: FakeClock) -> None:
    stores = await asyncio.gather(*(open_store(fresh_postgres, clock=clock) for _ in range(4)))
    try:
        versions = {await s.schema_version() for s in stores}
        assert versions == {len(load_migrations("postgres"))}
    finally:
        for s in stores:
            await s.close()


async def test_two_processes_acting_on_one_game_one_wins(fresh_postgres: str, clock: FakeClock) -> None:
    first = await open_store(fresh_postgres, clock=clock)
    second = await open_store(fresh_postgres, clock=clock)
    try:
        game = await active(first)
        for version in range(20):
            outcomes = await asyncio.gather(
                *(
                    s.append_action(game.id, expected_version=version, seat=0, user_id=1, action={"by": n})
                    for n, s in enumerate((first, second, first, second))
                ),
                return_exceptions=True,
            )
            assert outcomes.count(version + 1) == 1, outcomes
            assert all(isinstance(o, VersionConflict) for o in outcomes if o != version + 1)
        loaded = await second.load_game(game.id)
        assert [a.seq for a in loaded.actions] == list(range(1, 21))
    finally:
        await first.close()
        await second.close()


async def test_two_processes_opening_a_lobby_in_one_channel(fresh_postgres: str, clock: FakeClock) -> None:
    stores = [await open_store(fresh_postgres, clock=clock) for _ in range(3)]
    try:
        outcomes = await asyncio.gather(
            *(
                s.create_game("yokai", guild_id=1, channel_id=9, host_id=n, options={}, host_name=f"u{n}")
                for n, s in enumerate(stores, start=1)
            ),
            return_exceptions=True,
        )
        created = [o for o in outcomes if not isinstance(o, BaseException)]
        assert len(created) == 1
        assert all(isinstance(o, ChannelBusy) for o in outcomes if isinstance(o, BaseException)), outcomes
    finally:
        for s in stores:
            await s.close()


async def test_a_newer_schema_is_refused(fresh_postgres: str, clock: FakeClock) -> None:
    store = await open_store(fresh_postgres, clock=clock)
    await store._db.fetch("INSERT INTO schema_version (version) VALUES (999)")  # type: ignore[attr-defined]
    await store.close()
    with pytest.raises(SchemaError, match="newer"):
        await open_store(fresh_postgres, clock=clock)
