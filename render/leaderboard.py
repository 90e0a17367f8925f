"""A leaderboard as a picture: a title, a line saying which one (scope, period), a header and rows of cells; the
asker's own row is highlighted, and shown after a gap when it is not among the top rows. One renderer for every
game's leaderboard (a duel's ratings, Yōkai's records per level): the cells come as text, already in the reader's
language. Its text is 16 px, never smaller, so it may be wider than `NARROW` (worked out for 14 px text): 420 px wide,
its capitals are still shown 8 px high on a phone (tests/render/test_readable.py), and the names keep their room."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from render.common import (
    HIGHLIGHT,
    INK,
    INK_SOFT,
    PAPER_DARK,
    PAPER_STRIPE,
    draw_text,
    measure,
    mix,
    new_canvas,
    shorten,
)
from render.png import png_bytes

PAD = 14
ROW = 30
CELL_GAP = 12
SIZE = 16
TITLE = 22
WIDTH = 420  # 16 px text: 16 * 0.654 * 330 / 420 = 8.2 px capitals on a phone (see the module's doc)


@dataclass(frozen=True)
class Line:
    """One row of the table: its cells (text), whether it is the asker's own, and whether a gap ("...") comes
    before it (the asker's row below the top ones)."""

    cells: tuple[str, ...]
    mine: bool = False
    gap_before: bool = False


def leaderboard(
    title: str,
    subtitle: str,
    header: Sequence[str],
    lines: Sequence[Line],
    *,
    stretch: int = 1,
    empty: str = "",
) -> bytes:
    """The table as PNG bytes. Column `stretch` (the names) takes the width the others leave and is shortened with
    "..." to fit, between words; the first column and the ones after `stretch` are right-aligned (ranks, numbers).
    `empty` is the line shown when there are no rows."""
    columns = len(header)
    widths = [
        max([measure(header[c], SIZE, True)] + [measure(line.cells[c], SIZE, line.mine) for line in lines])
        for c in range(columns)
    ]
    fixed = sum(w for c, w in enumerate(widths) if c != stretch) + CELL_GAP * (columns - 1)
    width = WIDTH
    widths[stretch] = max(40, width - 2 * PAD - fixed)
    gaps = sum(1 for line in lines if line.gap_before)
    height = PAD + TITLE + 8 + SIZE + 10 + ROW * (1 + max(len(lines), 1) + gaps) + PAD
    image, draw = new_canvas(width, height)
    y = PAD
    draw_text(draw, (PAD, y), title, size=TITLE, bold=True, max_width=width - 2 * PAD)
    y += TITLE + 8
    draw_text(draw, (PAD, y), subtitle, size=SIZE, fill=INK_SOFT, max_width=width - 2 * PAD)
    y += SIZE + 10

    def cells(values: Sequence[str], top: int, bold: bool) -> None:
        x = PAD
        for c, text in enumerate(values):
            w = widths[c]
            middle = top + ROW / 2
            if c == stretch:
                shown = shorten(text, SIZE, w, bold, words=True)  # a team's names are cut between names or words
                draw_text(draw, (x, middle), shown, size=SIZE, bold=bold, anchor="lm")
            elif c == 0 or c > stretch:
                draw_text(draw, (x + w, middle), text, size=SIZE, bold=bold, anchor="rm")
            else:
                draw_text(draw, (x, middle), text, size=SIZE, bold=bold, anchor="lm")
            x += w + CELL_GAP

    draw.rectangle((PAD // 2, y, width - PAD // 2, y + ROW), fill=PAPER_DARK)
    cells(header, y, True)
    y += ROW
    if not lines:
        draw_text(draw, (PAD, y + ROW / 2), empty, size=SIZE, fill=INK_SOFT, anchor="lm", max_width=width - 2 * PAD)
    for index, line in enumerate(lines):
        if line.gap_before:
            draw_text(draw, (width / 2, y + ROW / 2), "...", size=SIZE, fill=INK_SOFT, anchor="mm")
            y += ROW
        if line.mine:
            draw.rectangle((PAD // 2, y, width - PAD // 2, y + ROW), fill=mix(HIGHLIGHT, (255, 255, 255), 0.55))
            draw.rectangle((PAD // 2, y, PAD // 2 + 3, y + ROW), fill=INK)
        elif index % 2:
            draw.rectangle((PAD // 2, y, width - PAD // 2, y + ROW), fill=PAPER_STRIPE)
        cells(line.cells, y, line.mine)
        y += ROW
    return png_bytes(image)
