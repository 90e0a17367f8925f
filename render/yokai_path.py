"""The Level checklist ("Your path"): every level of one edition × {Honorable, Glorious, Legendary} (named per
edition), ticked where that tier was won, with games won / played and the best winning score per level."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image

from bot.engine.yokai import LEVELS, Edition, Tier
from bot.text.yokai import text
from render.common import (
    GOOD,
    INK,
    INK_SOFT,
    PAPER_DARK,
    PAPER_STRIPE,
    WHITE,
    draw_text,
    new_canvas,
    png_bytes,
    tick,
)
from render.yokai_palette import PALETTE

PAD = 22
ROW_H = 52
LEVEL_W = 210
TIER_W = 118
STAT_W = 118
HEAD_H = 70


@dataclass(frozen=True)
class PathLevel:
    """One line of the checklist, filled by the Discord layer from the stored results (pure data)."""

    level: int
    tiers: frozenset[Tier]
    games_won: int
    games_played: int
    best_score: int | None


def path(title: str, edition: Edition, levels: Sequence[PathLevel], *, locale: str | None = "en") -> bytes:
    """The checklist of one edition as a PNG: one row per level of the edition (a level missing from `levels` is
    drawn empty), a box per tier ticked where that tier was achieved, games won / played, best score."""
    return png_bytes(path_image(title, edition, levels, locale=locale), palette=PALETTE)


def path_image(title: str, edition: Edition, levels: Sequence[PathLevel], *, locale: str | None = "en") -> Image.Image:
    """The checklist as an image (see `path`)."""
    by_level = {line.level: line for line in levels}
    rows = [by_level.get(n, PathLevel(n, frozenset(), 0, 0, None)) for n in sorted(LEVELS[edition])]
    width = PAD * 2 + LEVEL_W + TIER_W * 3 + STAT_W * 2
    height = HEAD_H + 16 + 40 + ROW_H * len(rows) + PAD
    image, draw = new_canvas(width, height)
    draw.rectangle((0, 0, width, HEAD_H - 6), fill=PAPER_DARK)
    draw_text(draw, (PAD, 8), title, size=24, bold=True, max_width=width - 2 * PAD)
    draw_text(draw, (PAD, 38), text(f"edition.{edition.value}", locale), size=16, fill=INK_SOFT)
    xs = [PAD + LEVEL_W + TIER_W * i for i in range(3)] + [PAD + LEVEL_W + TIER_W * 3 + STAT_W * i for i in range(2)]
    headers = [text(f"tier.{edition.value}.{t.value}", locale) for t in Tier]
    headers += [text("render.path.won", locale), text("render.path.best", locale)]
    y = HEAD_H + 16
    for x, label in zip(xs, headers, strict=True):
        draw_text(draw, (x + TIER_W / 2, y + 10), label, size=16, fill=INK_SOFT, anchor="ma", max_width=TIER_W - 8)
    y += 40
    for i, line in enumerate(rows):
        if i % 2 == 0:
            draw.rectangle((PAD, y, width - PAD, y + ROW_H - 1), fill=PAPER_STRIPE)
        draw_text(draw, (PAD + 10, y + 5), text("render.path.level", locale, level=line.level), size=18, bold=True)
        draw_text(
            draw,
            (PAD + 10, y + 28),
            text(f"render.level.{edition.value}.{line.level}", locale),
            size=14,
            fill=INK_SOFT,
            max_width=LEVEL_W - 16,
        )
        for column, tier in enumerate(Tier):
            cx = xs[column] + TIER_W / 2
            box = (round(cx - 15), y + 11, round(cx + 15), y + 41)
            achieved = tier in line.tiers
            draw.rounded_rectangle(
                box, radius=6, fill=WHITE, outline=GOOD if achieved else INK_SOFT, width=3 if achieved else 2
            )
            if achieved:
                tick(draw, (cx, y + 26), 20, width=4)
        played = f"{line.games_won} / {line.games_played}"
        draw_text(draw, (xs[3] + STAT_W / 2, y + ROW_H / 2), played, size=18, anchor="mm")
        best = "-" if line.best_score is None else str(line.best_score)
        draw_text(draw, (xs[4] + STAT_W / 2, y + ROW_H / 2), best, size=18, fill=INK, anchor="mm")
        y += ROW_H
    return image
