"""The hub of the live board's open pages: which game each shows and the frames it is sent (`core.py`), the
channel's tables and lobbies (`tables.py`), replays watched together (`watching.py`)."""

from __future__ import annotations

from bot.activity.core import Viewer
from bot.activity.tables import TablesPart
from bot.activity.watching import ReplaysPart


class Hub(TablesPart, ReplaysPart):
    """Every open page of this process (see the module doc)."""


__all__ = ["Hub", "Viewer"]
