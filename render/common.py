"""Shared drawing helpers for every game's renderer: fonts, colours, text, shapes, tiles (PNG encoding and the
games' palettes: `render/png.py`; layout pieces: `render/pieces.py`).

Fonts: Source Sans Pro, regular and semibold, installed with the bot from PyPI (see `font`): it draws the
rulebooks' words as written ("Yōkai", "Clémentine", "Nihon'isshū"); `fold` leaves out only what it lacks (other
scripts, emoji), and symbols (family marks, ticks, crosses) are drawn as shapes, never as glyphs.

Speed: text is drawn from cached masks (a board draws the same labels again and again), tiles are cached by the
callers (`functools.cache`), and `render.png.png_bytes` writes PNG itself.
"""

from __future__ import annotations

import importlib.resources
import threading
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache, lru_cache, wraps
from typing import ParamSpec, TypeVar

from PIL import Image, ImageDraw, ImageFont

Colour = tuple[int, int, int]
Box = tuple[int, int, int, int]
Point = tuple[float, float]

MIN_TEXT = 14  # the smallest text size any image uses, in pixels at the image's natural size
# The widest an image may be for its MIN_TEXT text to keep capitals 8 px high on a phone (issue 34): Discord shrinks an
# image to the message's width (about 330 px on a phone, 550 on a desktop); the font's capitals are 0.654 of its size,
# and FreeType draws a 14 px one 9 px high, so 9 * 330 / 370 = 8.03 (14 * 0.654 * 330 / 370 = 8.17). Its marks of 14 px
# are shown at 12.5 px, the em of such a letter (tests/render/test_readable.py).
NARROW = 370

# Ink and paper: an opaque, warm paper background reads well on Discord's dark and light themes alike.
PAPER: Colour = (246, 241, 231)
PAPER_DARK: Colour = (232, 224, 208)
PAPER_STRIPE: Colour = (239, 233, 220)
INK: Colour = (33, 33, 44)
INK_SOFT: Colour = (88, 86, 98)
WHITE: Colour = (255, 255, 255)
GOOD: Colour = (0, 133, 86)  # ticks: also differ from crosses by shape
BAD: Colour = (196, 52, 0)
HIGHLIGHT: Colour = (255, 196, 0)

# Okabe & Ito's colour-blind-safe palette ("Color Universal Design"), for any game's categories.
OKABE_ITO: dict[str, Colour] = {
    "orange": (230, 159, 0),
    "sky_blue": (86, 180, 233),
    "bluish_green": (0, 158, 115),
    "yellow": (240, 228, 66),
    "blue": (0, 114, 178),
    "vermillion": (213, 94, 0),
    "reddish_purple": (204, 121, 167),
    "black": (0, 0, 0),
}


# ------------------------------------------------------------------------------------------------ sizes drawn
# What an image holds, for the readability test (tests/render/test_readable.py): every line of text records its
# font size in pixels (the font's em size, `size` of `draw_text`, not the cap height) and every mark (a family or
# kind shape, a tick, a colour dot) its size, both as they end up in the image (a tile drawn 4x larger and shrunk
# records a quarter; a tile pasted at 3/5 of its size records 3/5). Nothing is recorded unless a test asks.
@dataclass(frozen=True)
class Drawn:
    """One text line or mark: "text" or "mark", its pixel size in the final image, and what it was."""

    kind: str
    size: float
    what: str


class _Sizes(threading.local):
    def __init__(self) -> None:
        self.log: list[Drawn] | None = None
        self.scale = 1.0


_SIZES = _Sizes()


@contextmanager
def recording() -> Iterator[list[Drawn]]:
    """Within the block, every text and mark drawn on this thread is appended to the yielded list."""
    previous, _SIZES.log = _SIZES.log, []
    try:
        yield _SIZES.log
    finally:
        _SIZES.log = previous


@contextmanager
def scaled(factor: float) -> Iterator[None]:
    """Within the block, what is drawn will end up `factor` times its size (a tile drawn to be resized)."""
    previous = _SIZES.scale
    _SIZES.scale = previous * factor
    try:
        yield
    finally:
        _SIZES.scale = previous


def note(kind: str, size: float, what: str = "") -> None:
    """Record a text line or a mark of `size` pixels (see `recording`)."""
    if _SIZES.log is not None:
        _SIZES.log.append(Drawn(kind, size * _SIZES.scale, what))


P = ParamSpec("P")
T = TypeVar("T")


def tile_cache(func: Callable[P, T]) -> Callable[P, T]:
    """`functools.cache` for tiles that also remembers what the first call drew (see `recording`) and records it
    again on every later call: a cached tile's text counts wherever the tile is pasted."""
    memo: dict[object, tuple[T, list[Drawn]]] = {}
    lock = threading.Lock()

    @wraps(func)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> T:
        key = (args, tuple(sorted(kwargs.items())))
        hit = memo.get(key)
        if hit is None:
            previous, scale = _SIZES.log, _SIZES.scale
            _SIZES.log, _SIZES.scale = [], 1.0
            try:
                value = func(*args, **kwargs)
                hit = (value, _SIZES.log)
            finally:
                _SIZES.log, _SIZES.scale = previous, scale
            with lock:
                hit = memo.setdefault(key, hit)
        if _SIZES.log is not None:
            _SIZES.log.extend(Drawn(d.kind, d.size * _SIZES.scale, d.what) for d in hit[1])
        return hit[0]

    return wrapper


# ------------------------------------------------------------------------------------------------ text
# The font: Source Sans Pro (SIL Open Font License), installed from PyPI with the bot (`font-source-sans-pro`), so
# an image never depends on the fonts of the machine it is drawn on. It covers Latin with its accents and macrons
# (Yōkai, é, è, à, ù, ō, ū, ā...) and the typographic signs; `fold` replaces what it lacks (other scripts, emoji).
FONT_FILES = {False: "SourceSansPro-Regular.ttf", True: "SourceSansPro-Semibold.ttf"}
_REPLACE = {"✓": "v", "✗": "x", "\n": " ", "\t": " "}


def _font_file(bold: bool) -> str:
    return str(importlib.resources.files("font_source_sans_pro").joinpath("files", FONT_FILES[bold]))


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The bundled font at `size` pixels, regular or semibold (cached)."""
    return ImageFont.truetype(_font_file(bold), size)


@cache
def _missing_glyph() -> bytes:
    return _glyph_image("\ue000")


def _glyph_image(ch: str) -> bytes:
    image = Image.new("L", (48, 48))
    ImageDraw.Draw(image).text((8, 8), ch, font=font(24), fill=255)
    return image.tobytes()


@lru_cache(maxsize=8192)
def drawable(ch: str) -> bool:
    """Does the font draw `ch` (a space does; a character it lacks would come out as a box)?"""
    if ch == " ":
        return True
    if not ch.isprintable() or unicodedata.category(ch).startswith("C"):
        return False
    return _glyph_image(ch) != _missing_glyph()


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """`text` as the font can draw it: characters it has are kept as written (accents included); others are
    decomposed (keeping the base letter when the font has it) or left out."""
    out = []
    for raw in unicodedata.normalize("NFC", "".join(_REPLACE.get(c, c) for c in text)):
        if drawable(raw):
            out.append(raw)
            continue
        out.extend(ch for ch in unicodedata.normalize("NFKD", raw) if drawable(ch) and not unicodedata.combining(ch))
    return " ".join("".join(out).split())


def display_name(names: Sequence[str], seat: int | None, fallback: str) -> str:
    """A player's name as images show it: `names[seat]` folded, or `fallback` when nothing of it can be drawn
    (a name written only in characters the font lacks) or the seat has no name."""
    if seat is None:
        return fallback
    try:
        name = fold(str(names[seat]))
    except IndexError:
        return fallback
    return name if name.strip() else fallback


# 1,024 masks: the labels every picture repeats stay, players' names come and go. With 4,096 the drawing process
# held 15 MB more once full (hundreds of games' names at two or three sizes) for a redraw of a name now and then
# (a fraction of a millisecond).
@lru_cache(maxsize=1024)
def _mask(text: str, size: int, bold: bool) -> tuple[Image.Image, int, int]:
    """(L mask of the line box, advance width, cap height) for already folded text."""
    f = font(size, bold)
    width = _width(text, size, bold)
    mask = Image.new("L", (max(1, width), line_height(size, bold)))
    ImageDraw.Draw(mask).text((0, 0), text, font=f, fill=255)
    cap = -int(f.getbbox("H", anchor="ls")[1])
    return mask, width, cap


# Widths are asked for far more often than text is drawn (`wrap` measures every line it tries, `shorten` every cut):
# they come from the font's advances alone, without drawing the line (flat out, drawing the lines `wrap` only tried
# was a third of the drawing process's time), and are kept apart from the masks, whose cache they would flush.
@lru_cache(maxsize=8192)
def _width(text: str, size: int, bold: bool) -> int:
    """The advance width of already folded text, as `_mask` draws it."""
    return int(font(size, bold).getlength(text)) + 1


@cache
def line_height(size: int, bold: bool = False) -> int:
    """The height of a line of text (`draw_text`'s box: the font's ascent and descent)."""
    ascent, descent = font(size, bold).getmetrics()
    return ascent + descent


def wrap(words: str, size: int, width: int, bold: bool = False) -> list[str]:
    """`words` cut into lines of at most `width` pixels (at word boundaries)."""
    lines: list[str] = []
    current = ""
    for word in fold(words).split():
        attempt = f"{current} {word}".strip()
        if current and measure(attempt, size, bold) > width:
            lines.append(current)
            current = word
        else:
            current = attempt
    return [*lines, current] if current else lines


def measure(text: str, size: int = 16, bold: bool = False) -> int:
    """The width `draw_text` would use for `text`."""
    return _width(fold(text), size, bold)


def shorten(text: str, size: int, max_width: int, bold: bool = False, *, words: bool = False) -> str:
    """`text` folded, cut with "..." to fit `max_width`; with `words`, cut between words (after a space or a comma),
    never inside one, unless its first word alone does not fit."""
    text = fold(text)
    if measure(text, size, bold) <= max_width:
        return text
    whole = text
    while text and measure(text + "...", size, bold) > max_width:
        text = text[:-1]
    if words and text and not whole[len(text)].isspace() and " " in text.strip():
        text = text[: text.rstrip().rfind(" ")]  # back to the end of the last whole word
    return text.rstrip().rstrip(",;") + "..."


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: Point,
    text: str,
    *,
    size: int = 16,
    bold: bool = False,
    fill: Colour = INK,
    anchor: str = "la",
    max_width: int | None = None,
) -> int:
    """Draw one line of text; returns its width. Anchors as Pillow's: horizontal l / m / r; vertical a (top of the
    line), m (middle of the capitals: centres digits and capitals in a box), s (baseline), d (bottom of the line).
    Text is folded to what the font draws and shortened with "..." to `max_width`."""
    size = max(size, MIN_TEXT)
    text = fold(text) if max_width is None else shorten(text, size, max_width, bold)
    if not text:
        return 0
    mask, width, cap = _mask(text, size, bold)
    note("text", size, text)
    ascent = font(size, bold).getmetrics()[0]
    x, y = xy
    if anchor[0] == "m":
        x -= width / 2
    elif anchor[0] == "r":
        x -= width
    vertical = anchor[1]
    if vertical == "m":
        y -= ascent - cap / 2
    elif vertical in "sb":
        y -= ascent
    elif vertical == "d":
        y -= mask.height
    draw.bitmap((round(x), round(y)), mask, fill=fill)
    return width


# ------------------------------------------------------------------------------------------------ shapes
def rounded(
    draw: ImageDraw.ImageDraw,
    box: Box,
    *,
    radius: int = 8,
    fill: Colour | None = None,
    outline: Colour | None = None,
    width: int = 1,
) -> None:
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)


def dashed_rect(draw: ImageDraw.ImageDraw, box: Box, *, fill: Colour, dash: int = 6, width: int = 2) -> None:
    """A dashed rectangle outline (a cell something left, a slot something may go to). Each dash is the filled
    rectangle a `width`-wide straight line covers (Pillow widens an axis-aligned line by `(width - 1) // 2` on the
    near side): the same pixels, without the line's polygon."""
    x0, y0, x1, y1 = box
    near = (width - 1) // 2
    for x in range(x0, x1, dash * 2):
        end = min(x + dash, x1)
        draw.rectangle((x, y0 - near, end, y0 - near + width - 1), fill=fill)
        draw.rectangle((x, y1 - near, end, y1 - near + width - 1), fill=fill)
    for y in range(y0, y1, dash * 2):
        end = min(y + dash, y1)
        draw.rectangle((x0 - near, y, x0 - near + width - 1, end), fill=fill)
        draw.rectangle((x1 - near, y, x1 - near + width - 1, end), fill=fill)


def tick(draw: ImageDraw.ImageDraw, centre: Point, size: int, *, fill: Colour = GOOD, width: int = 3) -> None:
    """A check mark drawn as two strokes."""
    x, y = centre
    s = size / 2
    note("mark", size, "tick")
    draw.line([(x - s, y), (x - s / 3, y + s * 0.7), (x + s, y - s * 0.7)], fill=fill, width=width, joint="curve")


def cross(draw: ImageDraw.ImageDraw, centre: Point, size: int, *, fill: Colour = BAD, width: int = 3) -> None:
    """An X drawn as two strokes."""
    x, y = centre
    s = size / 2 * 0.8
    note("mark", size, "cross")
    draw.line([(x - s, y - s), (x + s, y + s)], fill=fill, width=width)
    draw.line([(x - s, y + s), (x + s, y - s)], fill=fill, width=width)


def verdict(draw: ImageDraw.ImageDraw, centre: Point, size: int, ok: bool) -> None:
    """A tick (ok) or a cross: they differ by shape as well as by colour."""
    (tick if ok else cross)(draw, centre, size, width=max(3, size // 5))


def arrow(draw: ImageDraw.ImageDraw, start: Point, end: Point, *, fill: Colour, width: int = 4, head: int = 12) -> None:
    """A straight arrow from `start` to `end`."""
    (x0, y0), (x1, y1) = start, end
    dx, dy = x1 - x0, y1 - y0
    length = max((dx * dx + dy * dy) ** 0.5, 1.0)
    ux, uy = dx / length, dy / length
    bx, by = x1 - ux * head, y1 - uy * head
    draw.line([(x0, y0), (bx, by)], fill=fill, width=width)
    draw.polygon(
        [(x1, y1), (bx - uy * head / 2, by + ux * head / 2), (bx + uy * head / 2, by - ux * head / 2)], fill=fill
    )


Painter = Callable[[ImageDraw.ImageDraw, int], None]


def supersampled(size: tuple[int, int], paint: Painter, scale: int = 4) -> Image.Image:
    """An RGBA tile drawn `scale` times larger by `paint(draw, scale)` and shrunk: smooth edges for the shapes
    Pillow draws without anti-aliasing (polygons, circles). For cached tiles only (it is slow)."""
    big = Image.new("RGBA", (size[0] * scale, size[1] * scale), (0, 0, 0, 0))
    with scaled(1 / scale):
        paint(ImageDraw.Draw(big), scale)
    return big.resize(size, Image.Resampling.LANCZOS)


def paste(image: Image.Image, tile: Image.Image, xy: Point) -> None:
    """Paste an RGBA tile through its own alpha."""
    image.paste(tile, (round(xy[0]), round(xy[1])), tile if tile.mode == "RGBA" else None)


def new_canvas(width: int, height: int, colour: Colour = PAPER) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """An opaque RGB canvas and its drawing context."""
    image = Image.new("RGB", (max(1, int(width)), max(1, int(height))), colour)
    return image, ImageDraw.Draw(image)


def luminance(colour: Colour) -> float:
    """Relative luminance (WCAG 2)."""

    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = colour
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def text_on(colour: Colour) -> Colour:
    """INK or WHITE, whichever contrasts more with `colour`."""
    lum = luminance(colour)
    return INK if (lum + 0.05) / (luminance(INK) + 0.05) >= (1.05 / (lum + 0.05)) else WHITE


def hex_colour(colour: Colour) -> str:
    """`#rrggbb`: a colour of the pictures as a web page writes it (the live board)."""
    return "#{:02x}{:02x}{:02x}".format(*colour)


def web_look(fill: Colour, shape: str, code: str) -> dict[str, str]:
    """How a family's or a colour's pieces look on the live board, from the pictures' data: the colour, the ink
    written on it, the shape and the letters."""
    return {"colour": hex_colour(fill), "ink": hex_colour(text_on(fill)), "shape": shape, "code": code}


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """`a` moved a fraction `t` of the way to `b`."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))
