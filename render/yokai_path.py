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
    NARROW,
    PAPER_DARK,
    PAPER_STRIPE,
    WHITE,
    draw_text,
    measure,
    new_canvas,
    tick,
)
from render.pieces import text_lines
from render.png import png_bytes
from render.yokai_palette import PALETTE

PAD = 16
WIDTH = NARROW  # readable on a phone (see render.common.NARROW): each level on two lines, no empty columns
STAT_W = 84  # the two numbers' columns, on the level's first line
BOX = 24  # a tier's check box


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
    """The checklist as an image (see `path`): the title and edition; over the numbers, their column heads; then per
    level, "Level n" and its rules with games won / played and the best score on the right, and below, a box per
    tier (ticked where won) with the tier's name."""
    by_level = {line.level: line for line in levels}
    rows = [by_level.get(n, PathLevel(n, frozenset(), 0, 0, None)) for n in sorted(LEVELS[edition])]
    heading = text_lines(title, WIDTH - 2 * PAD, size=24, bold=True, line_gap=0)
    subtitle = text_lines(text(f"edition.{edition.value}", locale), WIDTH - 2 * PAD, size=16, fill=INK_SOFT)
    head_h = 8 + heading.height + 4 + subtitle.height + 10
    stats_x = [WIDTH - PAD - 2 * STAT_W, WIDTH - PAD - STAT_W]
    heads = [
        text_lines(text(key, locale), STAT_W - 6, size=14, fill=INK_SOFT, line_gap=0)
        for key in ("render.path.won", "render.path.best")
    ]
    heads_h = max(h.height for h in heads) + 8
    tiers = [text(f"tier.{edition.value}.{t.value}", locale) for t in Tier]
    tier_w = (WIDTH - 2 * PAD) // 3
    names = [
        text_lines(
            text(f"render.level.{edition.value}.{line.level}", locale),
            stats_x[0] - PAD - 10 - measure(text("render.path.level", locale, level=line.level), 18, bold=True) - 20,
            size=15,
            fill=INK_SOFT,
            line_gap=0,
        )
        for line in rows
    ]
    row_hs = [max(26, name.height + 6) + BOX + 14 for name in names]
    height = head_h + heads_h + sum(row_hs) + PAD // 2
    image, draw = new_canvas(WIDTH, height)
    draw.rectangle((0, 0, WIDTH, head_h - 4), fill=PAPER_DARK)
    heading.paint(image, draw, PAD, 8)
    subtitle.paint(image, draw, PAD, 12 + heading.height)
    y = head_h
    for x, head in zip(stats_x, heads, strict=True):
        head.paint(image, draw, x + (STAT_W - head.width) // 2, y + 2)
    y += heads_h
    for i, (line, name, row_h) in enumerate(zip(rows, names, row_hs, strict=True)):
        if i % 2 == 0:
            draw.rectangle((PAD // 2, y, WIDTH - PAD // 2, y + row_h - 1), fill=PAPER_STRIPE)
        label = text("render.path.level", locale, level=line.level)
        left = PAD + draw_text(draw, (PAD, y + 4), label, size=18, bold=True) + 10
        name.paint(image, draw, left, y + 6)
        played = f"{line.games_won} / {line.games_played}"
        draw_text(draw, (stats_x[0] + STAT_W / 2, y + 4), played, size=18, anchor="ma")
        best = "-" if line.best_score is None else str(line.best_score)
        draw_text(draw, (stats_x[1] + STAT_W / 2, y + 4), best, size=18, fill=INK, anchor="ma")
        top = y + row_h - BOX - 8
        for column, tier in enumerate(Tier):
            x = PAD + column * tier_w
            achieved = tier in line.tiers
            draw.rounded_rectangle(
                (x, top, x + BOX, top + BOX),
                radius=5,
                fill=WHITE,
                outline=GOOD if achieved else INK_SOFT,
                width=3 if achieved else 2,
            )
            if achieved:
                tick(draw, (x + BOX / 2, top + BOX / 2), 16, width=3)
            draw_text(
                draw,
                (x + BOX + 6, top + BOX / 2),
                tiers[column],
                size=15,
                bold=achieved,
                fill=INK if achieved else INK_SOFT,
                anchor="lm",
            )
        y += row_h
    return image
