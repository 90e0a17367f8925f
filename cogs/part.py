"""`TablePart`: what a part of `GameCog` kept in a module of its own (replays, leaderboards, open panels, the table's
commands) uses of the cog it is mixed into, declared once for the type checker."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from bot.client import GameBot
    from bot.sessions import Host
    from bot.text import Catalogue


class TablePart:
    """The base of `GameCog`'s parts: the cog's bot, its game (`host`), kind and catalogue."""

    if TYPE_CHECKING:
        bot: GameBot
        host: Host[Any, Any, Any, Any, Any]
        kind: ClassVar[str]
        text: ClassVar[Catalogue]

        def name(self, locale: str | None = None) -> str: ...
        async def public_locale(self, guild_id: int | None) -> str: ...
        def option_lines(self, config: Any, locale: str) -> list[str]: ...
