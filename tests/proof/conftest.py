"""The proof suites (issue 10): concurrent clicks and fuzzing, on the real bot through the fake Discord."""

from pathlib import Path

import pytest

from fakediscord.fixtures import fake_discord  # noqa: F401


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"
