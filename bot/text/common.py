"""Strings shared by every game's Discord UI: the lobby, session refusals, errors (locales/<lang>/common.ftl)."""

from __future__ import annotations

import functools
from typing import Any

from bot.text import CATALOGUES, DEFAULT_LOCALE, Catalogue, Localized

text = Catalogue("common")  # locales/<lang>/common.ftl


def say(game: str | None, key: str, locale: str | None = None, **values: object) -> str:
    """The message `key` of a game's catalogue in `locale`, or of the common catalogue when the game has none by
    that key (refusals: `IllegalAction` and `SessionError` keys)."""
    found = CATALOGUES.get(game or "")
    if found is not None and key in found:
        return found(key, locale, **values)
    return text(key, locale, **values)


def cpu_name(level: str, locale: str | None, number: int | None = None) -> str:
    """A CPU player's name, in `locale` ("CPU (hard)", "Ordinateur (difficile)"); with `number`, one of several CPUs
    at a table ("CPU 2 (hard)")."""
    if number is None:
        return text("cpu.name", locale, level=text(f"cpu.{level}", locale))
    return text("cpu.numbered", locale, level=text(f"cpu.{level}", locale), number=number)


class CpuName(Localized):
    """A CPU player's name: the string of one language (`locale`, English by default: the store keeps the name the
    CPU was seated with) that every catalogue message says in its own reader's language instead."""

    level: str
    number: int | None  # which of the table's CPUs, when it has several (None: the only one)

    def __new__(cls, level: str, locale: str | None = DEFAULT_LOCALE, number: int | None = None) -> CpuName:
        name = super().__new__(cls, cpu_name(level, locale, number))
        name.level = level
        name.number = number
        return name

    @staticmethod
    @functools.cache
    def of(level: str, number: int | None = None) -> CpuName:
        """The English name of a level's CPU, made once (`Seen.names` asks for it at every view)."""
        return CpuName(level, number=number)

    def __reduce__(self) -> tuple[Any, ...]:  # to the drawing processes: the level, and the language it reads in
        return (_cpu_name_in, (self.level, str(self), self.number))

    def said_in(self, locale: str) -> str:
        return cpu_name(self.level, locale, self.number)


def _cpu_name_in(level: str, shown: str, number: int | None = None) -> CpuName:
    name = str.__new__(CpuName, shown)
    name.level = level
    name.number = number
    return name


class FormerName(Localized):
    """The name of a seat whose person asked the bot to forget them ("a former player"), said in each reader's
    language like a CPU's name (`bot/store/privacy.py` leaves such a seat an empty name)."""

    def __new__(cls) -> FormerName:
        return super().__new__(cls, text("former.player"))

    def __reduce__(self) -> tuple[Any, ...]:  # to the drawing processes
        return (FormerName, ())

    def said_in(self, locale: str) -> str:
        return text("former.player", locale)
