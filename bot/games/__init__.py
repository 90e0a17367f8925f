"""The registry: the games the bot hosts, one module each saying how the table hosts it (its engine, how a closed
game is recorded, the extension of its cog). A new game adds its module here; the bot loads every registered game's
cog (`GameDef.cog`) after the table's own extensions (`bot.client.EXTENSIONS`)."""

from __future__ import annotations

from typing import Any

from bot.games.koikoi import KOIKOI
from bot.games.sketch import SKETCH
from bot.games.yokai import YOKAI
from bot.sessions import GameDef

GAMES: dict[str, GameDef[Any, Any, Any, Any, Any]] = {game.kind: game for game in (YOKAI, KOIKOI, SKETCH)}

__all__ = ["GAMES", "KOIKOI", "SKETCH", "YOKAI"]
