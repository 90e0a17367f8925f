"""The secrets audit: the fake Discord, logging configured as `python -m bot` does at LOG_LEVEL=DEBUG, and the
auditor hooked into the bot, the fake and the log."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.__main__ import configure_logging
from fakediscord.fixtures import fake_discord  # noqa: F401
from tests.audit.auditor import Auditor, Capture

GUARDED = ("discord.http", "discord.gateway", "discord.webhook")


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


@pytest.fixture(params=["text", "json"])
def debug_logging(request: pytest.FixtureRequest) -> Iterator[logging.Formatter | None]:
    """`configure_logging("DEBUG", format)`, exactly as `python -m bot` calls it with LOG_LEVEL=DEBUG, in both
    LOG_FORMATs (each audited test runs once in each). `basicConfig` does nothing when the root logger has handlers
    (pytest's), so they are set aside while it runs; its stream handler is then replaced by the auditor's capture
    (same formatter). Everything is restored afterwards."""
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    guarded = {name: logging.getLogger(name).level for name in GUARDED}
    root.handlers = []
    try:
        configure_logging("DEBUG", request.param)
        added = root.handlers[:]
        formatter = added[0].formatter if added else None
        root.handlers = handlers
        yield formatter
    finally:
        root.handlers = handlers
        root.setLevel(level)
        for name, old in guarded.items():
            logging.getLogger(name).setLevel(old)


@pytest.fixture
def audit(monkeypatch: pytest.MonkeyPatch, debug_logging: logging.Formatter | None) -> Iterator[Auditor]:
    """An auditor recording every payload, log record, committed state and drawn image of the test."""
    auditor = Auditor()
    auditor.install(monkeypatch)
    capture = Capture(auditor, debug_logging)
    root = logging.getLogger()
    root.addHandler(capture)
    try:
        yield auditor
    finally:
        root.removeHandler(capture)
