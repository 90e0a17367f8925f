"""The board of a server's daily deal (`/yokai daily board`): one line per table that played it today, best first,
with its score, tier, turns and members (each with their streak of days), then yesterday's winners. Scores only:
never a card of the deal."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image

from bot.text.yokai import text
from render.common import GOOD, INK, INK_SOFT, NARROW, PAPER_DARK, PAPER_STRIPE, draw_text, new_canvas
from render.pieces import text_lines
from render.png import png_bytes
from render.yokai_palette import PALETTE

PAD = 16
WIDTH = NARROW
SCORE_W = 64


@dataclass(frozen=True)
class DailyLine:
    """One table of the day, as the Discord layer fills it (names and words already in the reader's language)."""

    members: str  # "Ana (3 days), CPU (hard)"
    outcome: str  # the tier's name, "lost", or "playing"
    score: int | None  # a won game's score
    turns: int | None
    won: bool


def daily_board(
    title: str, subtitle: str, lines: Sequence[DailyLine], yesterday: str, *, locale: str | None = "en"
) -> bytes:
    """The day's board as a PNG (see the module doc)."""
    return png_bytes(daily_image(title, subtitle, lines, yesterday, locale=locale), palette=PALETTE)


def daily_image(
    title: str, subtitle: str, lines: Sequence[DailyLine], yesterday: str, *, locale: str | None = "en"
) -> Image.Image:
    heading = text_lines(title, WIDTH - 2 * PAD, size=24, bold=True, line_gap=0)
    sub = text_lines(subtitle, WIDTH - 2 * PAD, size=16, fill=INK_SOFT)
    head_h = 8 + heading.height + 4 + sub.height + 10
    body_w = WIDTH - 2 * PAD - SCORE_W - 10
    rows = []
    for rank, line in enumerate(lines, start=1):
        members = text_lines(f"{rank}. {line.members}", body_w, size=17, bold=line.won)
        turns = "" if line.turns is None else text("render.daily.turns", locale, turns=line.turns)
        detail = text_lines(" · ".join(x for x in (line.outcome, turns) if x), body_w, size=15, fill=INK_SOFT)
        rows.append((line, members, detail, members.height + 4 + detail.height + 12))
    if not rows:
        empty = text_lines(text("render.daily.none", locale), WIDTH - 2 * PAD, size=16, fill=INK_SOFT)
        rows_h = empty.height + 16
    else:
        rows_h = sum(r[3] for r in rows)
    last = text_lines(yesterday, WIDTH - 2 * PAD, size=15, fill=INK)
    height = head_h + rows_h + 8 + last.height + PAD
    image, draw = new_canvas(WIDTH, height)
    draw.rectangle((0, 0, WIDTH, head_h - 4), fill=PAPER_DARK)
    heading.paint(image, draw, PAD, 8)
    sub.paint(image, draw, PAD, 12 + heading.height)
    y = head_h
    if not rows:
        empty.paint(image, draw, PAD, y + 8)
        y += rows_h  # yesterday's line below it, never over it
    for i, (line, members, detail, row_h) in enumerate(rows):
        if i % 2 == 0:
            draw.rectangle((PAD // 2, y, WIDTH - PAD // 2, y + row_h - 1), fill=PAPER_STRIPE)
        members.paint(image, draw, PAD, y + 6)
        detail.paint(image, draw, PAD, y + 10 + members.height)
        score = "-" if line.score is None else str(line.score)
        draw_text(
            draw,
            (WIDTH - PAD - SCORE_W / 2, y + 6),
            score,
            size=22,
            bold=True,
            fill=GOOD if line.won else INK,
            anchor="ma",
        )
        y += row_h
    last.paint(image, draw, PAD, y + 8)
    return image
