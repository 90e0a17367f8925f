"""What a game supplies to be shown in the Activity: its `LiveUI`, registered by the game's cog (as it gives the keeper
its public UI), so that the web side stays free of Discord and of any one game.

A frame is a seat's whole picture of the game (never a diff the page could get wrong): built from the `Seen` the
sessions give that seat (its view and its legal actions, or the public view for spectators), with every word in the
reader's language. It holds nothing that seat may not see: it is made from the seat's view only.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from bot.sessions import ReplayStep, Seen


def whole(value: object, low: int, high: int) -> int:
    """A number a page sent, checked for shape (an int, not a bool, within `low`..`high`): ValueError otherwise."""
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError("not a number the game can have")
    return value


class LiveUI(Protocol):
    """One game's Activity side."""

    kind: str

    def live_frame(self, seen: Seen[Any, Any], locale: str) -> dict[str, Any]:
        """What `seen.seat` (None: a spectator) sees of an active or finished game, JSON-able: the board, whose turn,
        the recap, the result, and the legal choices of the seat to move, in `locale`'s words."""
        ...

    def live_action(self, data: Mapping[str, Any]) -> Any:
        """The game's action a page sent (`{"type": "peek", "card": 3}`...), checked for shape only (the rules are the
        engine's, through the sessions); ValueError for anything else."""
        ...

    def live_words(self, locale: str) -> dict[str, str]:
        """The page's fixed words for this game (buttons, labels, confirmations), in `locale`."""
        ...

    def live_look(self) -> dict[str, Any]:
        """How the game's pieces look (colours, shapes, letters: the same data as the pictures)."""
        ...

    def live_replay(self, step: ReplayStep[Any, Any], locale: str) -> dict[str, Any]:
        """A finished game's replay at `step`: what the public saw then (`live_frame` of the public view), or, when
        the step was asked face up, every card as the end of the game revealed it (as today's replays decide)."""
        ...


class LiveTable(LiveUI, Protocol):
    """A game's `LiveUI` with its table's lobby and new tables (the cog's adapter, `cogs/live.py`): what the hub
    calls. A lobby or a new table from the page goes through the same lobby as the channel's buttons and slash
    commands (the same checks, options and refusals)."""

    def live_name(self, locale: str) -> str:
        """The game's name in `locale`."""
        ...

    async def live_lobby(self, verb: str, game_id: int, user_id: int, name: str) -> None:
        """`join`, `leave`, `start` (the host) or `cancel` (the host) a lobby, as its buttons do; SessionError when
        refused."""
        ...

    def live_options(self, locale: str) -> list[dict[str, Any]]:
        """The options of a new table, as `/<game> start` offers them (name, label, kind, choices, range, default)."""
        ...

    async def live_new(
        self, options: Mapping[str, Any], *, user_id: int, name: str, guild_id: int | None, channel_id: int
    ) -> int:
        """Open a new table in the channel with these options (checked as the slash command checks them); its id."""
        ...
