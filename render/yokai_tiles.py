"""Yōkai tiles, cached: card backs with their number, family faces, hint chips; and the grid geometry.

Families differ by colour (Okabe–Ito, safe for colour-blind players) AND by shape AND by a two-letter code:
Kitsune orange triangle "Ki", Kappa green circle "Ka", Rokurokubi pink diamond "Ro", Oni blue square "On".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw

from bot.engine.common import Cell
from bot.engine.yokai import Family
from render.common import INK, Box, Colour, Point, draw_text, font, rounded, safe

CELL = 72  # grid pitch in pixels
CARD = 64  # card size inside a cell
CHIP_H = 26

FAMILY_COLOURS: dict[Family, Colour] = {
    Family.KITSUNE: (230, 159, 0),  # orange
    Family.KAPPA: (0, 158, 115),  # bluish green
    Family.ROKUROKUBI: (204, 121, 167),  # reddish purple
    Family.ONI: (0, 114, 178),  # blue (an ao-oni)
}
FAMILY_CODES: dict[Family, str] = {
    Family.KITSUNE: "Ki",
    Family.KAPPA: "Ka",
    Family.ROKUROKUBI: "Ro",
    Family.ONI: "On",
}
BACK: Colour = (54, 58, 100)
BACK_EDGE: Colour = (28, 30, 58)
BACK_TEXT: Colour = (245, 240, 228)
WHITE: Colour = (255, 255, 255)


def family_mark(draw: ImageDraw.ImageDraw, family: Family, centre: Point, size: float, fill: Colour,
                outline: Colour | None = None) -> None:
    """The family's shape: triangle (Kitsune), circle (Kappa), diamond (Rokurokubi), square (Oni)."""
    x, y = centre
    r = size / 2
    if family is Family.KITSUNE:
        points = [(x, y - r), (x + r, y + r * 0.8), (x - r, y + r * 0.8)]
        draw.polygon(points, fill=fill, outline=outline)
    elif family is Family.KAPPA:
        draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=outline)
    elif family is Family.ROKUROKUBI:
        draw.polygon([(x, y - r), (x + r, y), (x, y + r), (x - r, y)], fill=fill, outline=outline)
    else:
        s = r * 0.85
        draw.rectangle((x - s, y - s, x + s, y + s), fill=fill, outline=outline)


@cache
def card_back(number: int) -> Image.Image:
    """A face-down card with its stable number."""
    tile = Image.new("RGBA", (CARD, CARD), (0, 0, 0, 0))
    draw = ImageDraw.Draw(tile)
    rounded(draw, (0, 0, CARD - 1, CARD - 1), radius=9, fill=BACK, outline=BACK_EDGE, width=2)
    rounded(draw, (5, 5, CARD - 6, CARD - 6), radius=6, outline=(88, 94, 150), width=1)
    draw_text(draw, (CARD / 2, CARD / 2 + 1), str(number), size=30, bold=True, fill=BACK_TEXT, anchor="mm")
    return tile


@cache
def card_face(number: int, family: Family) -> Image.Image:
    """A face-up card: family colour, white family shape, code letters, and its number in the corner."""
    tile = Image.new("RGBA", (CARD, CARD), (0, 0, 0, 0))
    draw = ImageDraw.Draw(tile)
    rounded(draw, (0, 0, CARD - 1, CARD - 1), radius=9, fill=FAMILY_COLOURS[family], outline=INK, width=2)
    family_mark(draw, family, (CARD / 2, CARD / 2 - 4), 30, WHITE, outline=INK)
    draw_text(draw, (6, 4), str(number), size=14, bold=True, fill=INK)
    draw_text(draw, (CARD / 2, CARD - 6), FAMILY_CODES[family], size=14, bold=True, fill=INK, anchor="md")
    return tile


@cache
def pile_icon() -> Image.Image:
    """The face-down hint pile: three stacked card backs, no number."""
    tile = Image.new("RGBA", (34, 34), (0, 0, 0, 0))
    draw = ImageDraw.Draw(tile)
    for i in (2, 1, 0):
        rounded(draw, (i * 3, 6 - i * 3, i * 3 + 24, 30 - i * 3), radius=4, fill=BACK, outline=BACK_EDGE, width=1)
    return tile


def chip_width(families: Sequence[Family] | None) -> int:
    return 12 + 20 * (len(families) if families else 1)


@cache
def hint_chip(families: tuple[Family, ...] | None) -> Image.Image:
    """A hint card, small: its family shapes side by side; a face-down hint shows '?'."""
    width = chip_width(families)
    tile = Image.new("RGBA", (width, CHIP_H), (0, 0, 0, 0))
    draw = ImageDraw.Draw(tile)
    if families is None:
        rounded(draw, (0, 0, width - 1, CHIP_H - 1), radius=6, fill=(120, 120, 130), outline=INK, width=1)
        draw_text(draw, (width / 2, CHIP_H / 2), "?", size=16, bold=True, fill=WHITE, anchor="mm")
        return tile
    rounded(draw, (0, 0, width - 1, CHIP_H - 1), radius=6, fill=WHITE, outline=INK, width=1)
    for i, family in enumerate(families):
        family_mark(draw, family, (16 + 20 * i, CHIP_H / 2), 15, FAMILY_COLOURS[family], outline=INK)
    return tile


def paste(image: Image.Image, tile: Image.Image, xy: tuple[float, float]) -> None:
    image.paste(tile, (int(xy[0]), int(xy[1])), tile)


@dataclass(frozen=True)
class Grid:
    """Maps layout cells (any sign, unbounded) to pixels: the bounding box of the cells plus a margin."""

    min_x: int
    min_y: int
    columns: int
    rows: int
    left: int
    top: int

    @classmethod
    def around(cls, cells: Iterable[Cell], *, left: int, top: int, margin: int = 0, min_columns: int = 0) -> Grid:
        cells = list(cells)
        xs = [x for x, _ in cells]
        ys = [y for _, y in cells]
        min_x, max_x = min(xs) - margin, max(xs) + margin
        min_y, max_y = min(ys) - margin, max(ys) + margin
        columns = max(max_x - min_x + 1, min_columns)
        return cls(min_x, min_y, columns, max_y - min_y + 1, left, top)

    @property
    def width(self) -> int:
        return self.columns * CELL

    @property
    def height(self) -> int:
        return self.rows * CELL

    def box(self, cell: Cell) -> Box:
        """The card's box inside the cell."""
        x0 = self.left + (cell[0] - self.min_x) * CELL + (CELL - CARD) // 2
        y0 = self.top + (cell[1] - self.min_y) * CELL + (CELL - CARD) // 2
        return (x0, y0, x0 + CARD, y0 + CARD)

    def cell_box(self, cell: Cell) -> Box:
        x0 = self.left + (cell[0] - self.min_x) * CELL
        y0 = self.top + (cell[1] - self.min_y) * CELL
        return (x0, y0, x0 + CELL, y0 + CELL)

    def centre(self, cell: Cell) -> Point:
        x0, y0, x1, y1 = self.box(cell)
        return ((x0 + x1) / 2, (y0 + y1) / 2)


def measure(text: str, size: int, bold: bool = False) -> int:
    return int(font(size, bold).getlength(safe(text)))
