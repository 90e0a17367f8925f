"""The Activity's tests: the live board's web server, identity, websocket and pages, with the real bot against the
fake Discord (and a real Chromium where Debian's package is installed)."""

from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any, TypeVar

import pytest

from fakediscord.fixtures import fake_discord  # noqa: F401
from fakediscord.harness import FakeDiscord
from tests.activity.kit import LiveBoard, LiveTable
from tests.activity.koikoi_kit import KoikoiTable
from tests.activity.sketch_table import SketchTable
from tests.pg import fresh_postgres, postgres  # noqa: F401  (fixtures)

T = TypeVar("T", bound=LiveBoard)


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


async def tables(kind: type[T], fake: FakeDiscord, db_url: str) -> AsyncIterator[Callable[..., T]]:
    """A fixture's maker of tables of `kind` (`kind(fake, db_url, names, **settings)`), whose pages are closed at
    the end."""
    made: list[T] = []

    def make(names: list[str], **settings: Any) -> T:
        table = kind(fake, db_url, names, **settings)
        made.append(table)
        return table

    yield make
    for table in made:
        await table.close()


@pytest.fixture
async def live_table(fake_discord: FakeDiscord, db_url: str) -> AsyncIterator[Callable[..., LiveTable]]:  # noqa: F811
    """Make a Yōkai table whose bot serves the live board."""
    async for make in tables(LiveTable, fake_discord, db_url):
        yield make


@pytest.fixture
async def koikoi_table(fake_discord: FakeDiscord, db_url: str) -> AsyncIterator[Callable[..., KoikoiTable]]:  # noqa: F811
    """Make a Feli-Fuda table whose bot serves the live board (`KoikoiTable`)."""
    async for make in tables(KoikoiTable, fake_discord, db_url):
        yield make


@pytest.fixture
async def sketch_table(fake_discord: FakeDiscord, db_url: str) -> AsyncIterator[Callable[..., SketchTable]]:  # noqa: F811
    """Make a Yokai Sketch duel whose bot serves the live board (`SketchTable`)."""
    async for make in tables(SketchTable, fake_discord, db_url):
        yield make
