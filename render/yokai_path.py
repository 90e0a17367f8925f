"""The Level checklist ("Your path"): levels × {Honorable, Glorious, Legendary} of one edition, ticked where that
tier was won, with games won / played and the best winning score per level."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine.yokai import Edition, Tier
from bot.text.yokai import text
from render.common import GOOD, INK, INK_SOFT, PAPER_DARK, draw_text, new_canvas, png_bytes, rounded, tick

PAD = 22
ROW_H = 46
LEVEL_W = 150
TIER_W = 130
STAT_W = 120


@dataclass(frozen=True)
class PathLevel:
    """One line of the checklist, filled by the Discord layer from the stored results."""

    level: int
    tiers: frozenset[Tier]
    games_won: int
    games_played: int
    best_score: int | None


def path(title: str, edition: Edition, levels: Sequence[PathLevel], *, locale: str | None = "en") -> bytes:
    """The checklist of one edition as a PNG."""
    width = PAD * 2 + LEVEL_W + TIER_W * 3 + STAT_W * 2
    height = 96 + ROW_H * (len(levels) + 1) + PAD
    image, draw = new_canvas(width, height)
    draw.rectangle((0, 0, width, 62), fill=PAPER_DARK)
    draw_text(draw, (PAD, 10), title, size=22, bold=True, max_width=width - 2 * PAD)
    draw_text(draw, (PAD, 38), text(f"edition.{edition.value}", locale), size=14, fill=INK_SOFT)
    y = 78
    headers = [text("render.path.level", locale, level="").strip()]
    headers += [text(f"tier.{edition.value}.{t.value}", locale) for t in Tier]
    headers += [text("render.path.won", locale), text("render.path.best", locale)]
    xs = [PAD, PAD + LEVEL_W, PAD + LEVEL_W + TIER_W, PAD + LEVEL_W + 2 * TIER_W, PAD + LEVEL_W + 3 * TIER_W,
          PAD + LEVEL_W + 3 * TIER_W + STAT_W]
    for x, header in zip(xs, headers, strict=True):
        draw_text(draw, (x + 8, y + 14), header, size=15, bold=True, fill=INK_SOFT, max_width=TIER_W - 12)
    y += ROW_H
    for i, line in enumerate(levels):
        if i % 2 == 0:
            draw.rectangle((PAD, y, width - PAD, y + ROW_H), fill=(239, 233, 220))
        draw_text(draw, (xs[0] + 8, y + 13), text("render.path.level", locale, level=line.level), size=16, bold=True)
        for column, tier in enumerate(Tier):
            x = xs[column + 1] + 8
            box = (x, y + 10, x + 26, y + 36)
            achieved = tier in line.tiers
            rounded(draw, box, radius=5, fill=(255, 255, 255), outline=GOOD if achieved else INK_SOFT, width=2)
            if achieved:
                tick(draw, (x + 13, y + 23), 18, width=4)
        draw_text(draw, (xs[4] + 8, y + 13), f"{line.games_won} / {line.games_played}", size=16)
        best = "—" if line.best_score is None else str(line.best_score)
        draw_text(draw, (xs[5] + 8, y + 13), best, size=16, fill=INK)
        y += ROW_H
    return png_bytes(image)
