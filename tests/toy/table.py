"""A bot that hosts Pebbles next to the real games, for table tests through the fake Discord."""

from __future__ import annotations

from typing import Any

from bot.client import GameBot
from bot.config import Settings
from bot.games import GAMES
from tests.toy.game import PEBBLES

FAST: dict[str, Any] = {
    "keeper_debounce_seconds": 0.0,
    "keeper_interval_seconds": 0.0,
    "cpu_delay_seconds": 0.0,
    "cpu_workers": 0,
    "render_processes": 0,
    "lobby_cooldown_seconds": 0.0,
    "board_cooldown_seconds": 0.0,
}


def settings(db_url: str, **overrides: Any) -> Settings:
    return Settings(_env_file=None, discord_token="fake", database_url=db_url, **(FAST | overrides))  # type: ignore[call-arg]


def toy_bot(db_url: str, **overrides: Any) -> GameBot:
    """The real bot, hosting Pebbles too."""
    return GameBot(settings(db_url, **overrides), games={**GAMES, "pebbles": PEBBLES})
