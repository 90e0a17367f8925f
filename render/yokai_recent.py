"""What changed lately, on the Yōkai board (issue 16): an eye on the cards lifted last turn (which positions were
peeked is public, never what was seen) and a "new" mark on a hint revealed or placed last turn or this one. Read
from the view's public log only."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageDraw

from bot.engine.yokai import YokaiView
from render.common import HIGHLIGHT, INK, WHITE, note

EYE = 24  # the peek mark's diameter
NEW = 22  # the new hint's mark's diameter


@dataclass(frozen=True)
class Recent:
    """The cards peeked in the last finished turn and the hints revealed or placed in it or in the turn under way."""

    peeked: frozenset[int]
    new_hints: frozenset[int]


def recent(v: YokaiView) -> Recent:
    """What the board marks as recent (nothing once the game is over: the reveal shows everything)."""
    if v.is_over:
        return Recent(frozenset(), frozenset())
    finished = [e.turn for e in v.log if e.turn < v.turn]
    last = max(finished, default=None)
    peeked = frozenset(e.card for e in v.log if e.turn == last and e.action == "peek" and e.card is not None)
    since = v.turn if last is None else last
    new = frozenset(e.hint for e in v.log if e.turn >= since and e.action in ("reveal", "place") and e.hint is not None)
    return Recent(peeked, new)


def eye(draw: ImageDraw.ImageDraw, centre: tuple[float, float], size: int = EYE) -> None:
    """The peek mark: an eye in a white disc."""
    cx, cy = centre
    r = size / 2
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=WHITE, outline=INK, width=2)
    w, h = size * 0.36, size * 0.2
    draw.ellipse((cx - w, cy - h, cx + w, cy + h), outline=INK, width=2)
    p = size * 0.11
    draw.ellipse((cx - p, cy - p, cx + p, cy + p), fill=INK)
    note("mark", size, "peeked last turn")


def new_mark(draw: ImageDraw.ImageDraw, centre: tuple[float, float], size: int = NEW) -> None:
    """The mark of a hint revealed or placed lately, on its card: a four-pointed star on a yellow disc (no word: a
    word wide enough to read covered the card's number, issue 34; the legend says what it means)."""
    cx, cy = centre
    r = size / 2
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=HIGHLIGHT, outline=INK, width=2)
    tip, waist = r * 0.74, r * 0.2
    star = [
        (cx, cy - tip),
        (cx + waist, cy - waist),
        (cx + tip, cy),
        (cx + waist, cy + waist),
        (cx, cy + tip),
        (cx - waist, cy + waist),
        (cx - tip, cy),
        (cx - waist, cy - waist),
    ]
    draw.polygon(star, fill=INK)
    note("mark", size, "new hint")
