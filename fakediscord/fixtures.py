"""The `fake_discord` pytest fixture. Other test packages import it into their conftest.py:

    from fakediscord.fixtures import fake_discord  # noqa: F401

At teardown it gives pending interactions their 3 s, stops the bot, and fails the test if any Discord rule
violation or ERROR log was recorded and not taken with `fake_discord.take_violations()`.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from fakediscord.harness import FakeDiscord


@pytest.fixture
async def fake_discord() -> AsyncIterator[FakeDiscord]:
    """A started fake Discord (REST + gateway on 127.0.0.1); discord.py is pointed at it for the test."""
    fake = FakeDiscord(fail_on_violations=False)
    async with fake:
        yield fake
    if fake.violations:
        pytest.fail(fake.violation_report(), pytrace=False)
