"""Feli-Fuda card tiles, cached: a large card (the river, a hand) and a small one (captured cards, the last play, the
Yaku sheet), both drawn from code on opaque paper.

Every card says what it is in more than one way, so that neither theme nor colour vision hides it:
- its character: the number 1..12 in the top band (the band's tint is only a second cue) and, on a large card, the
  character's name;
- its kind and value: the value ("20", "10", "5", "1") and a kind mark: a star for a light, a diamond for a card at
  10 points, a ribbon for a ribbon, a dot for a plain; lights also get a double border;
- a ribbon's colour: the ribbon drawn in that colour AND its letter (P poetry, R red, B blue), the poetry ribbon
  with lines of writing on it;
- a special card's tag: a glyph drawn as shapes (a note for the instruments, mountains for the panoramas, a cup, a
  full moon, a crescent, an umbrella, a curtain, a castle, a bridge) and, on a large card, its short name.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PIL import Image, ImageDraw

from bot.engine.koikoi import Card, Kind, Ribbon, card
from bot.text.koikoi import text
from render.common import INK, INK_SOFT, WHITE, Colour, draw_text, mix, note, shorten, supersampled, tile_cache

# A tint per character (a second cue only: the number is the first). Light enough for ink text on top.
CHARACTER_TINTS: dict[int, Colour] = {
    1: (255, 214, 102),  # Felicya super star: gold
    2: (247, 170, 170),  # Felicya: pink
    3: (250, 190, 140),  # Clémentine: apricot
    4: (214, 186, 240),  # Amélya: lilac
    5: (150, 205, 245),  # Ashanty: sky
    6: (250, 200, 120),  # Kitsune: fox orange
    7: (170, 225, 200),  # Kirin: mint
    8: (200, 200, 160),  # Komainu: stone
    9: (240, 150, 120),  # Hoo: phoenix red
    10: (180, 180, 200),  # Yatagarasu: crow grey
    11: (140, 210, 200),  # Ryu: jade
    12: (215, 215, 215),  # Odokuro: bone
}
RIBBON_FILLS: dict[Ribbon, Colour] = {
    Ribbon.POETRY: (204, 121, 167),  # Okabe–Ito reddish purple, with lines of writing
    Ribbon.RED: (213, 94, 0),  # vermillion
    Ribbon.BLUE: (0, 114, 178),  # blue
}
RIBBON_CODES: dict[Ribbon, str] = {Ribbon.POETRY: "P", Ribbon.RED: "R", Ribbon.BLUE: "B"}
KIND_VALUES: dict[Kind, int] = {Kind.LIGHT: 20, Kind.TEN: 10, Kind.RIBBON: 5, Kind.PLAIN: 1}
EDGE: Colour = (60, 58, 70)
CARD_PAPER: Colour = (255, 253, 248)
GOLD: Colour = (230, 159, 0)
GLYPH_INK: Colour = (52, 50, 64)
MOON: Colour = (236, 236, 226)
YELLOW_MOON: Colour = (240, 200, 40)
BACK: Colour = (92, 62, 120)
BACK_LINE: Colour = (150, 120, 180)

Painter = Callable[[ImageDraw.ImageDraw, float, float, float], None]


# ------------------------------------------------------------------------------------------------ glyphs
def _note(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """Instruments: two beamed notes."""
    w = max(2.0, r * 0.16)
    for dx in (-0.55, 0.45):
        hx, hy = cx + dx * r, cy + 0.55 * r
        draw.ellipse((hx - 0.32 * r, hy - 0.24 * r, hx + 0.32 * r, hy + 0.24 * r), fill=GLYPH_INK)
        draw.rectangle((hx + 0.32 * r - w, cy - 0.75 * r, hx + 0.32 * r, hy), fill=GLYPH_INK)
    draw.polygon(
        [
            (cx - 0.23 * r - w, cy - 0.75 * r),
            (cx + 0.77 * r, cy - 0.95 * r),
            (cx + 0.77 * r, cy - 0.7 * r),
            (cx - 0.23 * r - w, cy - 0.5 * r),
        ],
        fill=GLYPH_INK,
    )


def _mountains(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """Panoramas: two peaks, the higher one snow-capped, over a skyline."""
    draw.polygon([(cx - r, cy + 0.7 * r), (cx - 0.25 * r, cy - 0.8 * r), (cx + 0.5 * r, cy + 0.7 * r)], fill=GLYPH_INK)
    draw.polygon([(cx - 0.05 * r, cy + 0.7 * r), (cx + 0.5 * r, cy - 0.3 * r), (cx + r, cy + 0.7 * r)], fill=INK_SOFT)
    draw.polygon(
        [(cx - 0.25 * r, cy - 0.8 * r), (cx - 0.45 * r, cy - 0.4 * r), (cx - 0.05 * r, cy - 0.4 * r)], fill=WHITE
    )
    draw.rectangle((cx - r, cy + 0.7 * r, cx + r, cy + 0.9 * r), fill=GLYPH_INK)


def _cup(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """The Sake cup: a wide shallow bowl on a foot."""
    draw.chord((cx - 0.95 * r, cy - 0.75 * r, cx + 0.95 * r, cy + 0.55 * r), 0, 180, fill=GLYPH_INK)
    draw.rectangle((cx - 0.95 * r, cy - 0.16 * r, cx + 0.95 * r, cy - 0.08 * r), fill=GLYPH_INK)
    draw.rectangle((cx - 0.16 * r, cy + 0.5 * r, cx + 0.16 * r, cy + 0.75 * r), fill=GLYPH_INK)
    draw.rectangle((cx - 0.5 * r, cy + 0.72 * r, cx + 0.5 * r, cy + 0.9 * r), fill=GLYPH_INK)


def _full_moon(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """The White moon: a full disc, outlined."""
    draw.ellipse((cx - 0.85 * r, cy - 0.85 * r, cx + 0.85 * r, cy + 0.85 * r), fill=MOON, outline=GLYPH_INK, width=3)


def _crescent(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """The Yellow moon: a crescent (a disc with a bite), outlined."""
    draw.ellipse((cx - 0.85 * r, cy - 0.85 * r, cx + 0.85 * r, cy + 0.85 * r), fill=GLYPH_INK)
    draw.ellipse((cx - 0.75 * r, cy - 0.75 * r, cx + 0.75 * r, cy + 0.75 * r), fill=YELLOW_MOON)
    draw.ellipse((cx - 0.2 * r, cy - 0.95 * r, cx + r, cy + 0.6 * r), fill=CARD_PAPER)


def _umbrella(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """The Umbrella: a canopy, a shaft and a hooked handle."""
    draw.pieslice((cx - r, cy - 0.85 * r, cx + r, cy + 0.75 * r), 180, 360, fill=GLYPH_INK)
    w = max(2.0, r * 0.14)
    draw.rectangle((cx - w / 2, cy - 0.1 * r, cx + w / 2, cy + 0.75 * r), fill=GLYPH_INK)
    draw.arc((cx - 0.35 * r, cy + 0.5 * r, cx + w / 2, cy + 0.95 * r), 0, 180, fill=GLYPH_INK, width=round(w))


def _curtain(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """The Curtain: a rod and two drapes tied back."""
    draw.rectangle((cx - r, cy - 0.9 * r, cx + r, cy - 0.72 * r), fill=GLYPH_INK)
    draw.polygon([(cx - r, cy - 0.72 * r), (cx - 0.1 * r, cy - 0.72 * r), (cx - 0.6 * r, cy + 0.9 * r)], fill=INK_SOFT)
    draw.polygon([(cx + 0.1 * r, cy - 0.72 * r), (cx + r, cy - 0.72 * r), (cx + 0.6 * r, cy + 0.9 * r)], fill=INK_SOFT)
    draw.rectangle((cx - r, cy - 0.72 * r, cx - 0.8 * r, cy + 0.9 * r), fill=GLYPH_INK)
    draw.rectangle((cx + 0.8 * r, cy - 0.72 * r, cx + r, cy + 0.9 * r), fill=GLYPH_INK)


def _castle(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """Osaka castle: stacked roofs over a keep."""
    draw.rectangle((cx - 0.7 * r, cy + 0.3 * r, cx + 0.7 * r, cy + 0.9 * r), fill=GLYPH_INK)
    draw.polygon([(cx - r, cy + 0.35 * r), (cx, cy - 0.2 * r), (cx + r, cy + 0.35 * r)], fill=GLYPH_INK)
    draw.rectangle((cx - 0.4 * r, cy - 0.3 * r, cx + 0.4 * r, cy + 0.1 * r), fill=GLYPH_INK)
    draw.polygon([(cx - 0.7 * r, cy - 0.2 * r), (cx, cy - 0.95 * r), (cx + 0.7 * r, cy - 0.2 * r)], fill=GLYPH_INK)
    draw.rectangle((cx - 0.15 * r, cy + 0.55 * r, cx + 0.15 * r, cy + 0.9 * r), fill=CARD_PAPER)


def _bridge(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """The Bridge: an arched deck on piers."""
    w = max(3.0, r * 0.2)
    draw.arc((cx - r, cy - 0.6 * r, cx + r, cy + 1.2 * r), 200, 340, fill=GLYPH_INK, width=round(w))
    for dx in (-0.75, -0.25, 0.25, 0.75):
        draw.rectangle((cx + dx * r - w / 3, cy - 0.3 * r, cx + dx * r + w / 3, cy + 0.8 * r), fill=GLYPH_INK)
    draw.rectangle((cx - r, cy + 0.7 * r, cx + r, cy + 0.85 * r), fill=INK_SOFT)


def _star(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: Colour = GOLD) -> None:
    """A five-pointed star (the lights' kind mark), outlined."""
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    draw.polygon(points, fill=fill, outline=GLYPH_INK, width=max(1, round(r / 6)))


TAG_GLYPHS: dict[str, Painter] = {
    "microphone": _note,
    "guitar": _note,
    "bass_guitar": _note,
    "drum": _note,
    "synthesizer": _note,
    "tokyo_panorama": _mountains,
    "kyoto_panorama": _mountains,
    "osaka_panorama": _mountains,
    "sake_cup": _cup,
    "white_moon": _full_moon,
    "yellow_moon": _crescent,
    "umbrella": _umbrella,
    "curtain": _curtain,
    "osaka_castle": _castle,
    "bridge": _bridge,
}


@tile_cache
def tag_glyph(slug: str, size: int) -> Image.Image:
    """The glyph of a special card (see TAG_GLYPHS) on a transparent `size`-pixel tile."""

    def paint(draw: ImageDraw.ImageDraw, k: int) -> None:
        c = size * k / 2
        TAG_GLYPHS[slug](draw, c, c, c - 1.5 * k)

    return supersampled((size, size), paint)


@tile_cache
def kind_mark(kind: Kind, size: int, ribbon: Ribbon | None = None) -> Image.Image:
    """The kind's shape: a star (light), a diamond (10 points), a ribbon band (ribbon, in its colour), a dot
    (plain)."""
    note("mark", size, f"kind {kind.value}")

    def paint(draw: ImageDraw.ImageDraw, k: int) -> None:
        c = size * k / 2
        r = c - 1.0 * k
        if kind is Kind.LIGHT:
            _star(draw, c, c, r)
        elif kind is Kind.TEN:
            draw.polygon([(c, c - r), (c + r * 0.8, c), (c, c + r), (c - r * 0.8, c)], fill=GLYPH_INK)
        elif kind is Kind.RIBBON:
            fill = RIBBON_FILLS[ribbon] if ribbon is not None else GLYPH_INK
            draw.rectangle((c - r * 0.45, c - r, c + r * 0.45, c + r), fill=fill, outline=GLYPH_INK, width=k)
        else:
            draw.ellipse((c - r * 0.4, c - r * 0.4, c + r * 0.4, c + r * 0.4), fill=INK_SOFT)

    return supersampled((size, size), paint)


def _ribbon(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], ribbon: Ribbon, letters: int) -> None:
    """A hanging ribbon in its colour with its letter; the poetry ribbon has lines of writing."""
    x0, y0, x1, y1 = box
    fill = RIBBON_FILLS[ribbon]
    notch = (x1 - x0) / 2
    draw.polygon([(x0, y0), (x1, y0), (x1, y1), (x0 + notch, y1 - notch * 0.6), (x0, y1)], fill=fill, outline=EDGE)
    ink = WHITE if ribbon is not Ribbon.POETRY else INK
    if ribbon is Ribbon.POETRY:
        for i in range(3):
            y = y0 + (y1 - y0) * (0.55 + 0.1 * i)
            draw.line((x0 + 3, y, x1 - 3, y), fill=INK, width=1)
    centre = ((x0 + x1) / 2, y0 + (y1 - y0) * 0.3)
    draw_text(draw, centre, RIBBON_CODES[ribbon], size=letters, bold=True, fill=ink, anchor="mm")


def _base(width: int, height: int, c: Card) -> Image.Image:
    """A blank card: paper, rounded, a double gold border for a light."""
    light = c.kind is Kind.LIGHT

    def paint(draw: ImageDraw.ImageDraw, k: int) -> None:
        box = (0, 0, width * k - 1, height * k - 1)
        draw.rounded_rectangle(box, radius=6 * k, fill=CARD_PAPER, outline=EDGE, width=max(1, 2 * k))
        if light:
            inset = 2 * k  # against the outer border: the card's paper keeps its width for the labels
            inner = (inset, inset, width * k - 1 - inset, height * k - 1 - inset)
            draw.rounded_rectangle(inner, radius=5 * k, outline=GOLD, width=2 * k)

    return supersampled((width, height), paint)


@tile_cache
def crest(character: int, size: int) -> Image.Image:
    """A plain card's picture: a disc in the character's tint inside a ring."""
    tint = CHARACTER_TINTS[character]

    def paint(draw: ImageDraw.ImageDraw, k: int) -> None:
        c = size * k / 2
        r = c - 1.5 * k
        draw.ellipse((c - r, c - r, c + r, c + r), fill=tint, outline=mix(tint, GLYPH_INK, 0.5), width=2 * k)
        draw.ellipse((c - r * 0.45, c - r * 0.45, c + r * 0.45, c + r * 0.45), fill=CARD_PAPER)

    return supersampled((size, size), paint)


def put(image: Image.Image, tile: Image.Image, centre: tuple[float, float]) -> None:
    image.paste(tile, (round(centre[0] - tile.width / 2), round(centre[1] - tile.height / 2)), tile)


def short_name(c: Card, locale: str | None) -> str:
    return text(f"short.{c.slug}", locale)


# ------------------------------------------------------------------------------------------------ cards
# Four large cards a row in a `NARROW` picture (the river, a hand): 4 * (80 + 4) = 336 of its 338 px between the
# margins; each card's piece is 2 px wider on each side, for the ring that marks it (see `render.koikoi_board.ring`).
CARD_W, CARD_H = 80, 124
BAND = 26
LABEL_W = CARD_W - 5  # the widest a large card's name or label may be (a 2 px border and 0.5 px of paper each side)
LIGHT_LABEL_W = CARD_W - 9  # on a light, inside its gold inner border


@tile_cache
def big_card(card_id: int, locale: str | None = "en") -> Image.Image:
    """A large card: the character's number and value in its tinted band, its name, the glyph, its short name."""
    c = card(card_id)
    tile = _base(CARD_W, CARD_H, c)
    draw = ImageDraw.Draw(tile)
    tint = CHARACTER_TINTS[c.character]
    draw.rounded_rectangle((2, 2, CARD_W - 3, BAND), radius=5, fill=tint)
    if c.kind is Kind.LIGHT:
        draw.rounded_rectangle((4, 4, CARD_W - 5, BAND), radius=4, fill=tint, outline=GOLD, width=2)
    draw_text(draw, (8, BAND / 2 + 2), str(c.character), size=20, bold=True, anchor="lm")
    value = str(KIND_VALUES[c.kind])
    width = draw_text(draw, (CARD_W - 8, BAND / 2 + 2), value, size=17, bold=True, anchor="rm")
    put(tile, kind_mark(c.kind, 14, c.ribbon), (CARD_W - 8 - width - 9, BAND / 2 + 2))
    name = text(f"character.short.{c.character}", locale)
    draw_text(draw, (CARD_W / 2, BAND + 12), name, size=14, bold=True, anchor="mm", max_width=LABEL_W)
    middle = (CARD_W / 2, BAND + 46)
    if c.kind is Kind.RIBBON and c.ribbon is not None:
        _ribbon(draw, (CARD_W / 2 - 13, BAND + 22, CARD_W / 2 + 13, BAND + 72), c.ribbon, 18)
    elif c.slug in TAG_GLYPHS:
        put(tile, tag_glyph(c.slug, 44), middle)
    else:  # a plain card: the character's crest, a tinted disc
        put(tile, crest(c.character, 40), middle)
    label = shorten(short_name(c, locale), 14, LIGHT_LABEL_W if c.kind is Kind.LIGHT else LABEL_W)
    draw_text(draw, (CARD_W / 2, CARD_H - 13), label, size=14, fill=INK_SOFT if c.slug == "plain" else INK, anchor="mm")
    return tile


SMALL_W, SMALL_H = 38, 56
SMALL_BAND = 19


@tile_cache
def small_card(card_id: int) -> Image.Image:
    """A small card: its character's number and kind mark in the band, its glyph (or ribbon, or value) below."""
    c = card(card_id)
    tile = _base(SMALL_W, SMALL_H, c)
    draw = ImageDraw.Draw(tile)
    draw.rounded_rectangle((2, 2, SMALL_W - 3, SMALL_BAND), radius=4, fill=CHARACTER_TINTS[c.character])
    draw_text(draw, (5, SMALL_BAND / 2 + 2), str(c.character), size=15, bold=True, anchor="lm")
    put(tile, kind_mark(c.kind, 14, c.ribbon), (SMALL_W - 10, SMALL_BAND / 2 + 2))
    if c.kind is Kind.RIBBON and c.ribbon is not None:
        _ribbon(draw, (SMALL_W / 2 - 9, SMALL_BAND + 4, SMALL_W / 2 + 9, SMALL_H - 5), c.ribbon, 16)
    elif c.slug in TAG_GLYPHS:
        put(tile, tag_glyph(c.slug, 28), (SMALL_W / 2, SMALL_BAND + (SMALL_H - SMALL_BAND) / 2))
    else:
        draw_text(draw, (SMALL_W / 2, SMALL_BAND + 18), "1", size=16, fill=INK_SOFT, anchor="mm")
    return tile


@tile_cache
def card_back(width: int, height: int) -> Image.Image:
    """A face-down card (the pile)."""

    def paint(draw: ImageDraw.ImageDraw, k: int) -> None:
        box = (0, 0, width * k - 1, height * k - 1)
        draw.rounded_rectangle(box, radius=6 * k, fill=BACK, outline=EDGE, width=2 * k)
        inner = (4 * k, 4 * k, width * k - 1 - 4 * k, height * k - 1 - 4 * k)
        draw.rounded_rectangle(inner, radius=4 * k, outline=BACK_LINE, width=2 * k)

    return supersampled((width, height), paint)
