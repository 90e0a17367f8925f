"""Yokai Sketch tiles, cached: the colour marks, Yokai cards (large for the piles, small for the notebooks), the Sketch
cards placed next to a pile, and the cards of a hand.

Colours differ by colour (Okabe–Ito, safe for colour-blind players) AND by a shape AND by a letter:
blue (water) a drop "B", red (fire) a flame "R", green (earth) a square "G", yellow (wind) three gusts "Y".
The letter is the one cue that tells every colour apart under any colour vision (red and yellow look alike under
deuteranopia), so it is drawn at `LETTER` px at least, even on the smallest tiles: capitals 9 px high on a phone
(issue 34; they were 14 px in a wider picture, 7 px).
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.engine.sketch import Ability, Colour
from render.common import (
    INK,
    OKABE_ITO,
    PAPER,
    WHITE,
    Point,
    draw_text,
    mix,
    note,
    shorten,
    supersampled,
    text_on,
    tile_cache,
)

COLOUR_FILLS: dict[Colour, tuple[int, int, int]] = {
    Colour.BLUE: OKABE_ITO["blue"],
    Colour.RED: OKABE_ITO["vermillion"],
    Colour.GREEN: OKABE_ITO["bluish_green"],
    Colour.YELLOW: OKABE_ITO["yellow"],
}
# One letter per colour, never shared (the colour's initial): what a colour-blind player reads on every tile.
COLOUR_CODES: dict[Colour, str] = {Colour.BLUE: "B", Colour.RED: "R", Colour.GREEN: "G", Colour.YELLOW: "Y"}
# The shape of each colour's element (drawn by `_glyph_shape`; the live board draws the same shapes by these names).
COLOUR_SHAPES: dict[Colour, str] = {
    Colour.BLUE: "drop",
    Colour.RED: "flame",
    Colour.GREEN: "square",
    Colour.YELLOW: "gusts",
}
ABILITY_CODES: dict[Ability, str] = {Ability.CALL: "C", Ability.DISTRACT: "D"}
LETTER = 16  # the smallest colour letter (see the module's doc)
MARK = (214, 110, 0)  # plays of the turn under way (darker than the highlight: visible on yellow too)
EDGE = (60, 58, 70)


def _glyph_shape(draw: ImageDraw.ImageDraw, colour: Colour, c: float, r: float, fill: tuple[int, int, int]) -> None:
    """The colour's element as a shape centred on (c, c) with radius r (`COLOUR_SHAPES`)."""
    shape = COLOUR_SHAPES[colour]
    if shape == "drop":  # water
        draw.ellipse((c - r * 0.72, c - r * 0.15, c + r * 0.72, c + r * 1.0 + 0.3), fill=fill)
        draw.polygon([(c, c - r), (c + r * 0.66, c + r * 0.2), (c - r * 0.66, c + r * 0.2)], fill=fill)
    elif shape == "flame":  # fire: three tongues on a round base
        draw.ellipse((c - r * 0.85, c + r * 0.1, c + r * 0.85, c + r), fill=fill)
        tongues = [(-0.85, 0.55), (-0.8, -0.35), (-0.4, 0.05), (0.0, -1.0), (0.4, 0.05), (0.8, -0.35), (0.85, 0.55)]
        draw.polygon([(c + dx * r, c + dy * r) for dx, dy in tongues], fill=fill)
    elif shape == "square":  # earth: a block
        s = r * 0.8
        draw.rectangle((c - s, c - s, c + s, c + s), fill=fill)
    else:  # wind: three gusts of different lengths
        w = max(1.0, r * 0.34)
        for dy, left, right in ((-0.62, -0.9, 0.6), (0.0, -0.6, 0.95), (0.62, -0.95, 0.35)):
            y = c + dy * r
            draw.rounded_rectangle((c + left * r, y - w / 2, c + right * r, y + w / 2), radius=w / 2, fill=fill)


@tile_cache
def glyph(colour: Colour, size: int, fill: tuple[int, int, int] | None = None) -> Image.Image:
    """The colour's shape on a transparent `size`-pixel tile: in `fill`, or in the colour with an ink outline."""
    note("mark", size, f"colour {colour.value}")

    def paint(draw: ImageDraw.ImageDraw, k: int) -> None:
        c = size * k / 2
        r = c - 1.5 * k
        if fill is None:
            _glyph_shape(draw, colour, c, r, INK)
            # the same shape, smaller, in the colour: an outlined mark that reads on paper and on its own colour
            _glyph_shape(draw, colour, c, r - 1.6 * k, COLOUR_FILLS[colour])
        else:
            _glyph_shape(draw, colour, c, r, fill)

    return supersampled((size, size), paint)


def put(image: Image.Image, tile: Image.Image, centre: Point) -> None:
    """Paste an RGBA tile centred on `centre`."""
    image.paste(tile, (round(centre[0] - tile.width / 2), round(centre[1] - tile.height / 2)), tile)


def _base(width: int, height: int, fill: tuple[int, int, int], edge: tuple[int, int, int], radius: int) -> Image.Image:
    def paint(draw: ImageDraw.ImageDraw, k: int) -> None:
        draw.rounded_rectangle(
            (0, 0, width * k - 1, height * k - 1), radius=radius * k, fill=fill, outline=edge, width=max(1, 2 * k)
        )

    return supersampled((width, height), paint)


YOKAI_W, YOKAI_H = 100, 124


@tile_cache
def yokai_tile(colour: Colour, value: int) -> Image.Image:
    """A face-up Yokai card: its printed colour, its letter and shape, its value (the sketches it needs, its
    points)."""
    fill = COLOUR_FILLS[colour]
    ink = text_on(fill)
    tile = _base(YOKAI_W, YOKAI_H, fill, EDGE, 10)
    draw = ImageDraw.Draw(tile)
    draw_text(draw, (10, 8), COLOUR_CODES[colour], size=22, bold=True, fill=ink)
    put(tile, glyph(colour, 18, ink), (YOKAI_W - 18, 20))
    put(tile, glyph(colour, 40, ink), (YOKAI_W / 2, 52))
    draw_text(draw, (YOKAI_W / 2, 98), str(value), size=36, bold=True, fill=ink, anchor="mm")
    return tile


NOTE_W, NOTE_H = 40, 44


@tile_cache
def notebook_tile(colour: Colour, value: int) -> Image.Image:
    """A won Yokai, small: its printed colour, letter, shape and value."""
    fill = COLOUR_FILLS[colour]
    ink = text_on(fill)
    tile = _base(NOTE_W, NOTE_H, fill, EDGE, 5)
    draw = ImageDraw.Draw(tile)
    draw_text(draw, (5, 1), COLOUR_CODES[colour], size=LETTER, bold=True, fill=ink)
    put(tile, glyph(colour, 14, ink), (NOTE_W - 12, 12))
    draw_text(draw, (NOTE_W / 2, 31), str(value), size=19, bold=True, fill=ink, anchor="mm")
    return tile


MEDIUM_W, MEDIUM_H = 60, 74


@tile_cache
def medium_tile(colour: Colour, value: int) -> Image.Image:
    """A won Yokai at the end of the game: its printed colour, letter, shape and value (drawn at this size, not
    shrunk: its letter and marks stay readable)."""
    fill = COLOUR_FILLS[colour]
    ink = text_on(fill)
    tile = _base(MEDIUM_W, MEDIUM_H, fill, EDGE, 7)
    draw = ImageDraw.Draw(tile)
    draw_text(draw, (7, 3), COLOUR_CODES[colour], size=17, bold=True, fill=ink)
    put(tile, glyph(colour, 16, ink), (MEDIUM_W - 14, 14))
    put(tile, glyph(colour, 22, ink), (MEDIUM_W / 2, 38))
    draw_text(draw, (MEDIUM_W / 2, 61), str(value), size=20, bold=True, fill=ink, anchor="mm")
    return tile


CHIP_W, CHIP_H, BAND = 28, 48, 20


@tile_cache
def sketch_chip(card: int, colour: Colour, other: Colour) -> Image.Image:
    """A Sketch card placed next to a pile: its number on the colour it was played as, and, below, a band with the
    letter of its other sketch (where Distract would send it)."""
    fill = COLOUR_FILLS[colour]
    tile = _base(CHIP_W, CHIP_H, fill, EDGE, 4)
    draw = ImageDraw.Draw(tile)
    band = COLOUR_FILLS[other]
    draw.rectangle((2, CHIP_H - BAND, CHIP_W - 3, CHIP_H - 3), fill=band)
    draw.line((2, CHIP_H - BAND, CHIP_W - 3, CHIP_H - BAND), fill=EDGE, width=1)
    draw_text(draw, (CHIP_W / 2, 15), str(card), size=16, bold=True, fill=text_on(fill), anchor="mm")
    draw_text(
        draw,
        (CHIP_W / 2, CHIP_H - BAND / 2 - 1),
        COLOUR_CODES[other],
        size=LETTER,
        bold=True,
        fill=text_on(band),
        anchor="mm",
    )
    return tile


@tile_cache
def mini_mark(colour: Colour, size: int = 24) -> Image.Image:
    """A small square in the colour with its letter (the plays strip, the legend)."""
    fill = COLOUR_FILLS[colour]
    tile = _base(size, size, fill, EDGE, 4)
    draw_text(
        ImageDraw.Draw(tile),
        (size / 2, size / 2),
        COLOUR_CODES[colour],
        size=LETTER,
        bold=True,
        fill=text_on(fill),
        anchor="mm",
    )
    return tile


HAND_W, HAND_H = 165, 168  # two a row in a `NARROW` picture: 16 + 165 + 8 + 165 + 16 = 370


@tile_cache
def hand_card(
    card: int, first: Colour, second: Colour, ability: Ability | None, label: str, ability_name: str
) -> Image.Image:
    """A card of the player's hand: its number on top, its two sketches side by side (colour, shape, letter), its
    ability (if any) below."""
    tile = _base(HAND_W, HAND_H, WHITE, EDGE, 10)
    draw = ImageDraw.Draw(tile)
    draw_text(draw, (HAND_W / 2, 16), label, size=18, bold=True, anchor="mm")
    half = (HAND_W - 12) // 2
    for i, colour in enumerate((first, second)):
        fill = COLOUR_FILLS[colour]
        ink = text_on(fill)
        x0 = 6 + i * half
        draw.rounded_rectangle((x0 + 2, 32, x0 + half - 2, 128), radius=6, fill=fill, outline=EDGE, width=1)
        put(tile, glyph(colour, 36, ink), (x0 + half / 2, 62))
        draw_text(draw, (x0 + half / 2, 106), COLOUR_CODES[colour], size=24, bold=True, fill=ink, anchor="mm")
    if ability is not None:
        draw.rounded_rectangle((8, 134, HAND_W - 9, HAND_H - 8), radius=6, fill=mix(PAPER, INK, 0.85))
        name = shorten(f"{ABILITY_CODES[ability]} · {ability_name}", 15, HAND_W - 24, bold=True)
        draw_text(draw, (HAND_W / 2, 148), name, size=15, bold=True, fill=WHITE, anchor="mm")
    return tile  # (a card without an ability shows nothing below its sketches)
