"""Engine refusals are catalogue keys: tests read them as the English sentence a player would get."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from bot.engine.common import ConfigError, IllegalAction
from bot.text import load_all
from bot.text.common import say

load_all()


@contextmanager
def refused(game: str, fragment: str, kind: type[Exception] = IllegalAction) -> Iterator[None]:
    """Expect an IllegalAction (or ConfigError) whose English sentence, from the catalogues, contains `fragment`."""
    with pytest.raises(kind) as info:
        yield
    error = info.value
    assert isinstance(error, IllegalAction | ConfigError)
    sentence = say(game, error.key, "en", **error.values)
    assert fragment in sentence, f"{sentence!r} does not say {fragment!r}"
