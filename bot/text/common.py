"""Strings shared by every game's Discord UI: the lobby, session refusals, errors (locales/<lang>/common.ftl)."""

from __future__ import annotations

from bot.text import CATALOGUES, Catalogue

text = Catalogue("common")  # locales/<lang>/common.ftl


def say(game: str | None, key: str, locale: str | None = None, **values: object) -> str:
    """The message `key` of a game's catalogue in `locale`, or of the common catalogue when the game has none by
    that key (refusals: `IllegalAction` and `SessionError` keys)."""
    found = CATALOGUES.get(game or "")
    if found is not None and key in found:
        return found(key, locale, **values)
    return text(key, locale, **values)
