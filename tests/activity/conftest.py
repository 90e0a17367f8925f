"""The Activity's tests: the live board's web server, identity, websocket and pages, with the real bot against the
fake Discord (and a real Chromium where Debian's package is installed)."""

from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any, TypeVar

import pytest

from fakediscord.fixtures import fake_discord  # noqa: F401
from fakediscord.harness import FakeDiscord
from tests.activity.kit import LivePages, LiveTable
from tests.activity.koikoi_kit import KoikoiTable
from tests.pg import fresh_postgres, postgres  # noqa: F401  (fixtures)


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


T = TypeVar("T", bound=LivePages)


async def tables(make: Callable[..., T]) -> AsyncIterator[Callable[..., T]]:
    """A fixture's table maker (`make(names, **settings)`) whose tables' pages are closed at the end."""
    made: list[T] = []

    def maker(names: list[str], **settings: Any) -> T:
        made.append(make(names, **settings))
        return made[-1]

    yield maker
    for table in made:
        await table.close()


@pytest.fixture
async def live_table(fake_discord: FakeDiscord, db_url: str) -> AsyncIterator[Callable[..., LiveTable]]:  # noqa: F811
    """Make a Yōkai table whose bot serves the live board (`LiveTable(fake, db_url, names, **settings)`)."""
    async for maker in tables(lambda names, **settings: LiveTable(fake_discord, db_url, names, **settings)):
        yield maker


@pytest.fixture
async def koikoi_table(fake_discord: FakeDiscord, db_url: str) -> AsyncIterator[Callable[..., KoikoiTable]]:  # noqa: F811
    """Make a Feli-Fuda table whose bot serves the live board (`KoikoiTable(fake, db_url, names, **settings)`)."""
    async for maker in tables(lambda names, **settings: KoikoiTable(fake_discord, db_url, names, **settings)):
        yield maker
