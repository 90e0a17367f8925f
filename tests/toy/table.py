"""A bot that hosts Pebbles next to the real games, for table tests through the fake Discord."""

from __future__ import annotations

from typing import Any

from bot.client import GameBot
from bot.games import GAMES
from tests.botkit import fast_settings
from tests.toy.game import PEBBLES

settings = fast_settings


def toy_bot(db_url: str, **overrides: Any) -> GameBot:
    """The real bot, hosting Pebbles too."""
    return GameBot(settings(db_url, **overrides), games={**GAMES, "pebbles": PEBBLES})
