"""User-facing strings: one catalogue per game, keyed by message id, one dict per locale.

French and Italian (the rulebooks' other languages) can be added as new locale dicts without touching any
logic; a key missing in a locale falls back to English. Pure data: imported by render and cogs alike.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Mapping

DEFAULT_LOCALE = "en"
CATALOGUES: dict[str, Catalogue] = {}  # every catalogue by game, filled as they are built


class Catalogue:
    """`text("lobby.title", locale="fr", host="Ana")` -> the formatted string for that locale (English fallback)."""

    def __init__(self, game: str, messages: Mapping[str, Mapping[str, str]]) -> None:
        if DEFAULT_LOCALE not in messages:
            raise ValueError(f"the {game} catalogue has no {DEFAULT_LOCALE!r} messages")
        self.game = game
        self.messages = messages
        CATALOGUES[game] = self

    def __call__(self, key: str, /, locale: str | None = None, **values: object) -> str:
        template = self.template(key, locale)
        return template.format(**values) if values else template

    def template(self, key: str, locale: str | None = None) -> str:
        lang = (locale or DEFAULT_LOCALE).split("-")[0].lower()
        found = self.messages.get(lang, {}).get(key)
        if found is None:
            found = self.messages[DEFAULT_LOCALE].get(key)
        if found is None:
            raise KeyError(f"{self.game} catalogue has no message {key!r}")
        return found

    def __contains__(self, key: object) -> bool:
        return key in self.messages[DEFAULT_LOCALE]


def load_all() -> dict[str, Catalogue]:
    """Import every catalogue module of this package and return the bot's catalogues by name: those its modules
    define, not every one registered in `CATALOGUES` (a test's toy game registers its own there too)."""
    found: dict[str, Catalogue] = {}
    for module in pkgutil.iter_modules(__path__):
        loaded = importlib.import_module(f"{__name__}.{module.name}")
        found.update((value.game, value) for value in vars(loaded).values() if isinstance(value, Catalogue))
    return found
