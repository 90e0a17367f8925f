"""Hand-built Yōkai states for scenario tests.

A layout is drawn as text: each card is one character, `1`–`9` for cards 1–9 and `a`–`g` for cards 10–16;
`.` or a space is an empty cell; the first row is y = 0, the first column x = 0 (shift with `origin`).
Families are a 16-letter string by card number: K = Kitsune, P = Kappa, R = Rokurokubi, O = Oni.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

import pytest

import bot.text.yokai  # noqa: F401  (registers the Yōkai catalogue)
from bot.engine.common import Cell, IllegalAction
from bot.engine.yokai import Family, Step, YokaiConfig, YokaiState, new_game
from bot.text.common import say

CARD_CHARS = "123456789abcdefg"
FAMILY_LETTERS = {"K": Family.KITSUNE, "P": Family.KAPPA, "R": Family.ROKUROKUBI, "O": Family.ONI}
SORTED_FAMILIES = "KKKKPPPPRRRROOOO"  # cards 1-4 Kitsune, 5-8 Kappa, 9-12 Rokurokubi, 13-16 Oni
GRID = """
1234
5678
9abc
defg
"""


def parse_layout(art: str, origin: Cell = (0, 0)) -> tuple[Cell, ...]:
    """Cells of cards 1..16 from a text drawing."""
    found: dict[int, Cell] = {}
    rows = [r for r in art.strip("\n").split("\n")]
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch in CARD_CHARS:
                found[CARD_CHARS.index(ch) + 1] = (x + origin[0], y + origin[1])
    assert sorted(found) == list(range(1, 17)), f"layout must hold cards 1-16 once each, got {sorted(found)}"
    return tuple(found[n] for n in range(1, 17))


def parse_families(letters: str) -> tuple[Family, ...]:
    letters = letters.replace(" ", "")
    assert len(letters) == 16
    return tuple(FAMILY_LETTERS[ch] for ch in letters)


def make_state(
    art: str = GRID,
    families: str = SORTED_FAMILIES,
    *,
    config: YokaiConfig | None = None,
    players: int = 2,
    seed: int = 0,
    **fields: Any,
) -> YokaiState:
    """A state built from `new_game(config, players, seed)` with the layout, families and any field replaced.
    The seat to move defaults to 0 and the first player to 0."""
    state = new_game(config or YokaiConfig(), players, seed)
    base: dict[str, Any] = {
        "cells": parse_layout(art),
        "families": parse_families(families),
        "seat": 0,
        "first_player": 0,
        "step": Step.PEEK,
    }
    base.update(fields)
    return replace(state, **base)


def at_step(state: YokaiState, step: Step, peeked: tuple[int, ...] = ()) -> YokaiState:
    if step is not Step.PEEK and not peeked:
        peeked = (1, 2)
    return replace(state, step=step, peeked=peeked)


@contextmanager
def refused(fragment: str) -> Iterator[None]:
    """Expect an IllegalAction whose English sentence (from the catalogues) contains `fragment`."""
    with pytest.raises(IllegalAction) as info:
        yield
    sentence = say("yokai", info.value.key, "en", **info.value.values)
    assert fragment in sentence, f"{sentence!r} does not say {fragment!r}"
