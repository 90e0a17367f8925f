"""Fixtures of the store tests: a fake clock, an in-memory store, a file database URL, game builders."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from bot.store import GameKind, GameRecord, Store, open_store
from bot.store.db import Database
from bot.store.sql import numbered
from tests.pg import fresh_postgres, migrated_postgres, postgres, reset_postgres  # noqa: F401  (fixtures)


class FakeClock:
    """A clock the test moves by hand: `store` times are exact and no test sleeps."""

    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> float:
        self.now += seconds
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture(params=["sqlite", "postgres"])
def store_url(request: pytest.FixtureRequest) -> str:
    """Each database the store runs on: the same contract, the same tests."""
    if request.param == "sqlite":
        return "sqlite:///:memory:"
    return str(request.getfixturevalue("reset_postgres"))


@pytest.fixture
async def store(store_url: str, clock: FakeClock) -> AsyncIterator[Store]:
    async with await open_store(store_url, clock=clock) as opened:
        yield opened


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    """A file database in a folder that does not exist yet (open_store creates it)."""
    return f"sqlite:///{tmp_path / 'data' / 'nested' / 'games.db'}"


async def lobby(
    store: Store,
    *,
    channel_id: int = 100,
    guild_id: int | None = 10,
    host_id: int = 1,
    guests: Sequence[int] = (),
    kind: GameKind = GameKind.YOKAI,
) -> GameRecord:
    """A lobby hosted by `host_id` with `guests` seated after the host, in order."""
    game = await store.create_game(
        kind,
        guild_id=guild_id,
        channel_id=channel_id,
        host_id=host_id,
        options={"edition": "current"},
        host_name=f"user{host_id}",
    )
    for user_id in guests:
        game = await store.add_player(game.id, user_id, f"user{user_id}")
    return game


async def active(
    store: Store,
    *,
    channel_id: int = 100,
    guild_id: int | None = 10,
    host_id: int = 1,
    guests: Sequence[int] = (2,),
    kind: GameKind = GameKind.YOKAI,
    seed: int = 42,
) -> GameRecord:
    """A started game (version 0)."""
    game = await lobby(store, channel_id=channel_id, guild_id=guild_id, host_id=host_id, guests=guests, kind=kind)
    return await store.start_game(game.id, seed=seed, options={"edition": "current", "level": 1})


async def sql(store: Store, query: str, params: Sequence[object] = ()) -> list[tuple[object, ...]]:
    """Run one statement on the store's own database (white-box checks of rows; `?` placeholders)."""
    db: Any = store._db
    if not isinstance(db, Database):  # PostgreSQL: `$n` placeholders
        query = numbered(query)
    return [tuple(r) for r in await db.fetch(query, *params)]
