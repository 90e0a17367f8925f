"""The reveal: every card face up, each family's connected group(s) outlined in its colour (a split family shows
several outlines), placed hints checked, and the verdict: won or lost and why, score and tier, Affinity and
Objective checks, the points of every hint."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from bot.engine.yokai import Family, HintFate, YokaiView
from bot.engine.yokai.layout import components
from bot.text.yokai import text
from render.common import BAD, GOOD, INK, INK_SOFT, PAPER_DARK, draw_text, new_canvas, png_bytes, verdict
from render.yokai_board import (
    HEADER,
    MIN_WIDTH,
    PAD,
    draw_affinity,
    draw_cards,
    draw_chip_row,
    draw_header,
    draw_legend,
    draw_objective,
)
from render.yokai_tiles import FAMILY_COLOURS, WHITE, Grid

LINE = 30


def outline_groups(draw: ImageDraw.ImageDraw, grid: Grid, v: YokaiView) -> None:
    """Each connected group of each family gets a thick outline in the family colour around its cells."""
    for family in Family:
        cells = [c.cell for c in v.cards if c.family is family]
        for group in components(cells):
            for x, y in group:
                x0, y0, x1, y1 = grid.cell_box((x, y))
                x0, y0, x1, y1 = x0 + 1, y0 + 1, x1 - 2, y1 - 2
                sides = {
                    (x, y - 1): [(x0, y0), (x1, y0)],
                    (x, y + 1): [(x0, y1), (x1, y1)],
                    (x - 1, y): [(x0, y0), (x0, y1)],
                    (x + 1, y): [(x1, y0), (x1, y1)],
                }
                for neighbour, segment in sides.items():
                    if neighbour not in group:
                        draw.line(segment, fill=FAMILY_COLOURS[family], width=5)


def mark_hints(draw: ImageDraw.ImageDraw, grid: Grid, v: YokaiView) -> None:
    """A placed hint gets a tick (one of its families is the card's) or a cross, in the card's corner."""
    for card in v.cards:
        if card.hint is None or card.hint.correct is None:
            continue
        _, y0, x1, _ = grid.box(card.cell)
        cx, cy = x1 - 4, y0 + 4
        draw.ellipse((cx - 12, cy - 12, cx + 12, cy + 12), fill=WHITE, outline=INK, width=2)
        verdict(draw, (cx, cy), 12, card.hint.correct)


def verdict_lines(v: YokaiView, locale: str | None) -> list[tuple[str, bool | None]]:
    """(line, ok) pairs under the grid: the outcome, the conditions, the points."""
    result = v.result
    assert result is not None
    lines: list[tuple[str, bool | None]] = []
    if result.won:
        tier = text(f"tier.{v.edition.value}.{result.tier.value if result.tier else 'honorable'}", locale)
        lines.append((text("render.won", locale, score=result.score, tier=tier), True))
    else:
        lines.append((text("render.lost", locale), False))
    if result.unappeased:
        names = ", ".join(text(f"family.{f.value}", locale) for f in result.unappeased)
        lines.append((text("render.unappeased", locale, families=names), False))
    counts = {fate: sum(1 for h in result.breakdown if h.fate is fate) for fate in HintFate}
    lines.append((text("render.points", locale, right=counts[HintFate.PLACED_RIGHT],
                       wrong=counts[HintFate.PLACED_WRONG], revealed=counts[HintFate.REVEALED],
                       hidden=counts[HintFate.HIDDEN], points=result.hint_points), None))
    return lines


def reveal(v: YokaiView, *, names: Sequence[str], locale: str | None = "en") -> bytes:
    """The end of the game, from a finished view (`view(state, None)` once `is_over`)."""
    result = v.result
    assert result is not None, "the reveal needs a finished game"
    grid = Grid.around([c.cell for c in v.cards], left=PAD, top=HEADER + 8)
    width = max(MIN_WIDTH, grid.width + 2 * PAD)
    grid = Grid(grid.min_x, grid.min_y, grid.columns, grid.rows, (width - grid.width) // 2, HEADER + 8)
    lines = verdict_lines(v, locale)
    conditions = len(result.affinities) + (1 if result.objective is not None else 0)
    unused = [h for h in result.breakdown if h.fate in (HintFate.REVEALED, HintFate.HIDDEN)]
    height = grid.top + grid.height + 16 + LINE * len(lines) + 40 * conditions + (44 if unused else 0) + 70
    image, draw = new_canvas(width, height)
    headline = lines[0][0]
    draw_header(draw, width, v, names, locale, headline)
    outline_groups(draw, grid, v)
    draw_cards(image, draw, grid, v, last_move=False)
    mark_hints(draw, grid, v)
    y = grid.top + grid.height + 16
    draw.line([(PAD, y - 8), (width - PAD, y - 8)], fill=PAPER_DARK, width=2)
    for line, ok in lines:
        colour = INK if ok is None else (GOOD if ok else BAD)
        draw_text(draw, (PAD, y), line, size=17 if ok is not None else 15, bold=ok is not None, fill=colour,
                  max_width=width - 2 * PAD)
        y += LINE
    for check in result.affinities:
        x = PAD + draw_affinity(draw, check.affinity, PAD, y + 12) + 12
        who = text("render.held_by", locale, name=names[check.holder]) if check.holder is not None else ""
        label = text("render.affinity", locale) + (f" ({who})" if who else "")
        x += draw_text(draw, (x, y + 3), label, size=15) + 16
        verdict(draw, (x, y + 12), 16, check.holds)
        y += 40
    if result.objective is not None:
        x = PAD + draw_text(draw, (PAD, y + 3), text("render.objective", locale), size=15) + 12
        x += draw_objective(draw, result.objective, x, y, unit=4) + 16
        verdict(draw, (x, y + 12), 16, bool(result.objective_met))
        y += 40
    if unused:
        draw_text(draw, (PAD, y + 5), text("render.unused", locale), size=13, fill=INK_SOFT)
        hints = [(h.hint, h.families, h.fate is HintFate.HIDDEN) for h in unused]
        y = draw_chip_row(image, draw, PAD + 170, y, hints, width - PAD) + 4
    draw_legend(image, y + 6, locale)
    return png_bytes(image)

