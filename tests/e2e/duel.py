"""What the end-to-end stories of the two duels (Yokai Sketch, Feli-Fuda) share: a bot with no waiting, a game
hosted with another deal, and finding the game, its live state, its board and a panel's components."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bot.games import GAMES
from bot.sessions import GameDef
from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage
from tests.botkit import FAST, board, bot_of, fast_bot, fast_settings, game_id

__all__ = [
    "FAST",
    "board",
    "bot_of",
    "component",
    "fast_bot",
    "fast_settings",
    "game_id",
    "hosted_with",
    "live_state",
    "verb",
]


def hosted_with(kind: str, new_game: Any) -> dict[str, GameDef]:
    """Every game, `kind` with another deal (`new_game(config, players, seed)`; replay uses it too)."""
    game = GAMES[kind]
    return {**GAMES, kind: replace(game, engine=replace(game.engine, new_game=new_game))}


async def live_state(fake: FakeDiscord, game: int) -> Any:
    return (await bot_of(fake).sessions.live(game)).state


def verb(cid: str) -> str:
    return cid.split(":")[3]


def component(panel: FakeMessage, name: str) -> str:
    """The custom id of the panel's component for verb `name`."""
    found = [cid for cid in panel.custom_ids if verb(cid) == name]
    assert found, f"no {name!r} on the panel: {panel.custom_ids}"
    return found[0]
