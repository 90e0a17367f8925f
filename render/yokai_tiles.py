"""Yōkai tiles, cached per size: card backs with their number, family faces, family marks, hint chips; and the grid
geometry that maps layout cells (any sign, unbounded) to pixels.

Families differ by colour (Okabe–Ito, safe for colour-blind players) AND by shape AND by a two-letter code:
Kitsune orange triangle "Ki", Kappa green circle "Ka", Rokurokubi pink diamond "Ro", Oni blue square "On".
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.engine.common import Cell
from bot.engine.yokai import Family
from render.common import (
    INK,
    NARROW,
    OKABE_ITO,
    WHITE,
    Box,
    Colour,
    Point,
    draw_text,
    note,
    supersampled,
    text_on,
    tile_cache,
)

FAMILY_COLOURS: dict[Family, Colour] = {
    Family.KITSUNE: OKABE_ITO["orange"],
    Family.KAPPA: OKABE_ITO["bluish_green"],
    Family.ROKUROKUBI: OKABE_ITO["reddish_purple"],
    Family.ONI: OKABE_ITO["blue"],  # an ao-oni
}
FAMILY_CODES: dict[Family, str] = {
    Family.KITSUNE: "Ki",
    Family.KAPPA: "Ka",
    Family.ROKUROKUBI: "Ro",
    Family.ONI: "On",
}
# The family's mark (`mark`): also drawn by the live board's page (cogs/yokai/live.py sends it this table).
FAMILY_SHAPES: dict[Family, str] = {
    Family.KITSUNE: "triangle",
    Family.KAPPA: "circle",
    Family.ROKUROKUBI: "diamond",
    Family.ONI: "square",
}
BACK: Colour = (54, 58, 100)
BACK_EDGE: Colour = (28, 30, 58)
BACK_LINE: Colour = (88, 94, 150)
BACK_TEXT: Colour = (245, 240, 228)

# Grid pitch: the largest that keeps the layout within MAX_GRID pixels wide. A layout 8 cards wide (one game's end in
# six with random play) takes 44 px cells (39 px cards) to stay as narrow as `NARROW`; a wider one widens the image.
CELL_SIZES = (72, 64, 56, 48, 44)
GRID_MARGIN = 8  # on each side of the grid: room for a ring round an edge card and a hint chip overhanging it
MAX_GRID = NARROW - 2 * GRID_MARGIN  # as wide as an image readable on a phone allows (see render.common.NARROW)
MAX_GRID_H = 800  # and as high
MARK_MIN = 14  # the smallest family mark (a hint chip's): what NARROW is worked out for


def _mark_polygon(family: Family, x: float, y: float, r: float) -> list[Point] | None:
    shape = FAMILY_SHAPES[family]
    if shape == "triangle":
        return [(x, y - r), (x + r, y + r * 0.8), (x - r, y + r * 0.8)]
    if shape == "diamond":
        return [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    if shape == "square":
        s = r * 0.8
        return [(x - s, y - s), (x + s, y - s), (x + s, y + s), (x - s, y + s)]
    return None  # a circle


@tile_cache
def mark(family: Family, size: int, fill: Colour | None = None, outline: Colour = INK) -> Image.Image:
    """The family's shape on a transparent `size`-pixel tile: triangle (Kitsune), circle (Kappa), diamond
    (Rokurokubi), square (Oni); in the family colour unless `fill` is given, with a thin outline."""
    colour = FAMILY_COLOURS[family] if fill is None else fill
    note("mark", size, f"family {family.value}")

    def paint(draw: ImageDraw.ImageDraw, k: int) -> None:
        c = size * k / 2
        r = c - 1.2 * k
        line = max(1, round(1.4 * k))
        polygon = _mark_polygon(family, c, c, r)
        if polygon is None:
            draw.ellipse((c - r, c - r, c + r, c + r), fill=colour, outline=outline, width=line)
        else:
            draw.polygon(polygon, fill=colour, outline=outline, width=line)

    return supersampled((size, size), paint)


def put_mark(image: Image.Image, family: Family, centre: Point, size: int, fill: Colour | None = None) -> None:
    """Paste a family mark centred on `centre`."""
    tile = mark(family, size, fill)
    image.paste(tile, (round(centre[0] - size / 2), round(centre[1] - size / 2)), tile)


def _card_base(card: int, fill: Colour, edge: Colour) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    radius = max(6, card // 7)

    def paint(draw: ImageDraw.ImageDraw, k: int) -> None:
        draw.rounded_rectangle(
            (0, 0, card * k - 1, card * k - 1), radius=radius * k, fill=fill, outline=edge, width=2 * k
        )

    tile = supersampled((card, card), paint)
    return tile, ImageDraw.Draw(tile)


def number_size(card: int) -> int:
    return max(20, card * 15 // 32)


@tile_cache
def card_back(number: int, card: int, locked: bool = False) -> Image.Image:
    """A face-down card with its stable number (drawn higher when a hint chip will cover its lower part)."""
    tile, draw = _card_base(card, BACK, BACK_EDGE)
    inset = max(4, card // 12)
    draw.rounded_rectangle(
        (inset, inset, card - inset - 1, card - inset - 1), radius=max(4, card // 10), outline=BACK_LINE, width=1
    )
    y = card * (0.36 if locked else 0.5)
    draw_text(draw, (card / 2, y), str(number), size=number_size(card), bold=True, fill=BACK_TEXT, anchor="mm")
    return tile


@tile_cache
def card_face(number: int, family: Family, card: int, locked: bool = False) -> Image.Image:
    """A face-up card: family colour, family shape, two-letter code, and its number in the corner. When locked the
    code moves next to the number, clear of the hint chip (and of the reveal's tick in the other corner)."""
    colour = FAMILY_COLOURS[family]
    ink = text_on(colour)
    tile, draw = _card_base(card, colour, INK)
    small = 14
    if locked:
        draw_text(draw, (5, 3), f"{number} {FAMILY_CODES[family]}", size=small, fill=ink)
        put_mark(tile, family, (card / 2, card * 0.46), card * 12 // 32, fill=WHITE)
    else:
        draw_text(draw, (5, 3), str(number), size=small, fill=ink)
        put_mark(tile, family, (card / 2, card * 0.43), card * 13 // 32, fill=WHITE)
        draw_text(draw, (card / 2, card - 3), FAMILY_CODES[family], size=small, fill=ink, anchor="md")
    return tile


def chip_mark(height: int) -> int:
    """The family marks' size on a chip `height` pixels high."""
    return height - 8


def chip_size(count: int, height: int) -> tuple[int, int]:
    """(width, height) of a hint chip showing `count` families (a face-down chip counts as one): marks side by side,
    3 pixels apart, 4 pixels from the edges."""
    mark = chip_mark(height)
    return (8 + mark + (mark + 3) * (max(count, 1) - 1), height)


def chip_height_for(card: int) -> int:
    """The tallest chip (at most 30 pixels) whose three-family width still fits on a card, but never with marks
    under MARK_MIN pixels: on the smallest cards a three-family chip overhangs the card into the gap a little."""
    height = 30
    while height > MARK_MIN + 8 and chip_size(3, height)[0] > card - 4:
        height -= 1
    return height


@tile_cache
def hint_chip(families: tuple[Family, ...] | None, height: int) -> Image.Image:
    """A hint card, small: its family shapes side by side on white; a face-down hint is a card back with "?"."""
    width, _ = chip_size(len(families) if families else 1, height)
    fill, text = (BACK, BACK_TEXT) if families is None else (WHITE, INK)

    def paint(draw: ImageDraw.ImageDraw, k: int) -> None:
        draw.rounded_rectangle((0, 0, width * k - 1, height * k - 1), radius=6 * k, fill=fill, outline=INK, width=k)

    tile = supersampled((width, height), paint)
    if families is None:
        draw_text(
            ImageDraw.Draw(tile),
            (width / 2, height / 2),
            "?",
            size=max(14, height * 2 // 3),
            bold=True,
            fill=text,
            anchor="mm",
        )
        return tile
    size = chip_mark(height)
    x = 4 + size / 2
    for family in families:
        put_mark(tile, family, (x, height / 2), size)
        x += size + 3
    return tile


@tile_cache
def pile_icon(size: int = 34) -> Image.Image:
    """The face-down hint pile: three stacked card backs."""

    def paint(draw: ImageDraw.ImageDraw, k: int) -> None:
        w = size * 0.7
        for i in (2, 1, 0):
            x0, y0 = i * size * 0.09, size * 0.18 - i * size * 0.09
            draw.rounded_rectangle(
                (x0 * k, y0 * k, (x0 + w) * k, (y0 + w) * k), radius=4 * k, fill=BACK, outline=BACK_EDGE, width=k
            )

    return supersampled((size, size), paint)


@dataclass(frozen=True)
class Grid:
    """Maps layout cells to pixels: the bounding box of the cells, `cell` pixels a cell, from (left, top)."""

    min_x: int
    min_y: int
    columns: int
    rows: int
    left: int
    top: int
    cell: int = CELL_SIZES[0]

    @classmethod
    def around(cls, cells: Iterable[Cell], *, left: int = 0, top: int = 0) -> Grid:
        """The smallest grid holding `cells`, with the largest cell size that keeps it within MAX_GRID pixels."""
        cells = list(cells)
        xs = [x for x, _ in cells]
        ys = [y for _, y in cells]
        columns, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        fitting = [s for s in CELL_SIZES if columns * s <= MAX_GRID and rows * s <= MAX_GRID_H]
        return cls(min(xs), min(ys), columns, rows, left, top, fitting[0] if fitting else CELL_SIZES[-1])

    def moved(self, left: int, top: int) -> Grid:
        return Grid(self.min_x, self.min_y, self.columns, self.rows, left, top, self.cell)

    @property
    def card(self) -> int:
        """The card size inside a cell (the rest is the gap between cards)."""
        return self.cell * 8 // 9

    @property
    def chip(self) -> int:
        """The height of the hint chip on a locked card."""
        return chip_height_for(self.card)

    @property
    def width(self) -> int:
        return self.columns * self.cell

    @property
    def height(self) -> int:
        return self.rows * self.cell

    def cell_box(self, cell: Cell) -> Box:
        x0 = self.left + (cell[0] - self.min_x) * self.cell
        y0 = self.top + (cell[1] - self.min_y) * self.cell
        return (x0, y0, x0 + self.cell, y0 + self.cell)

    def box(self, cell: Cell) -> Box:
        """The card's box inside the cell."""
        x0, y0, _, _ = self.cell_box(cell)
        gap = (self.cell - self.card) // 2
        return (x0 + gap, y0 + gap, x0 + gap + self.card, y0 + gap + self.card)

    def centre(self, cell: Cell) -> Point:
        x0, y0, x1, y1 = self.box(cell)
        return ((x0 + x1) / 2, (y0 + y1) / 2)
