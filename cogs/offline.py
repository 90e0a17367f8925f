"""A game's cog on a bot made of nothing but its sessions, a drawing pool and default settings: the cog's public
layouts (board, reveal, a replay's steps) drawn without Discord. For the secrets audit and the replay tests, which
compare public pictures byte for byte, and for the benchmark's replay step measured alone."""

from __future__ import annotations

import importlib
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, cast

from pydantic import SecretStr

from bot.config import Settings
from bot.games import GAMES
from bot.sessions import Sessions
from bot.table.drawing import Drawing
from cogs.game import GameCog

if TYPE_CHECKING:
    from bot.client import GameBot


def offline_cog(
    kind: str, sessions: Sessions | None = None, drawing: Drawing | None = None
) -> GameCog[Any, Any, Any, Any, Any]:
    """The cog of `kind` (a registered game) on sessions (none given: without a store) and a drawing pool (none
    given: threads)."""
    module = importlib.import_module(f"{GAMES[kind].cog}.cog")
    cls = next(v for v in vars(module).values() if isinstance(v, type) and issubclass(v, GameCog) and "kind" in vars(v))
    bot = SimpleNamespace(
        sessions=sessions or Sessions(None, GAMES),
        store=sessions.store if sessions else None,
        drawing=drawing or Drawing(processes=0),
        settings=Settings(_env_file=None, discord_token=SecretStr("offline")),  # type: ignore[call-arg]
        keeper=None,
        live_board=None,
    )
    cog: GameCog[Any, Any, Any, Any, Any] = cls(cast("GameBot", bot))
    return cog
