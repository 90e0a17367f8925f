"""The Activity's tests: the live board's web server, identity, websocket and pages, with the real bot against the
fake Discord (and a real Chromium where Debian's package is installed)."""

from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from fakediscord.fixtures import fake_discord  # noqa: F401
from fakediscord.harness import FakeDiscord
from tests.activity.kit import LiveTable
from tests.pg import fresh_postgres, postgres  # noqa: F401  (fixtures)


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


@pytest.fixture
async def live_table(fake_discord: FakeDiscord, db_url: str) -> AsyncIterator[Callable[..., LiveTable]]:  # noqa: F811
    """Make a Yōkai table whose bot serves the live board (`LiveTable(fake, db_url, names, **settings)`); its pages
    are closed at the end."""
    made: list[LiveTable] = []

    def make(names: list[str], **settings: Any) -> LiveTable:
        table = LiveTable(fake_discord, db_url, names, **settings)
        made.append(table)
        return table

    yield make
    for table in made:
        await table.close()
