"""Shared drawing helpers for every game's renderer: fonts, palette, text, shapes, tiles, PNG encoding.

Fonts: Source Sans Pro, regular and semibold, installed with the bot from PyPI (see `font`): it draws the
rulebooks' words as written ("Yōkai", "Clémentine", "Nihon'isshū"); `fold` leaves out only what it lacks (other
scripts, emoji), and symbols (family marks, ticks, crosses) are drawn as shapes, never as glyphs.

Speed: text is drawn from cached masks (a board draws the same labels again and again), tiles are cached by the
callers (`functools.cache`), and `png_bytes` writes PNG itself: indexed on a game's fixed palette (`Palette`, one
byte a pixel), every row with filter "none" (a zero column pasted on the left gives each row its filter byte in one
copy), deflated by zlib-ng at level 2 (zlib's format, about 3x faster than zlib at level 3 on these pictures and a
little smaller). Pillow's own encoder spends most of its time in its per-row filter search, which buys nothing on
flat-colour pictures.
"""

from __future__ import annotations

import importlib.resources
import json
import struct
import threading
import unicodedata
import zlib
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache, lru_cache, wraps
from typing import ParamSpec, TypeVar

from PIL import Image, ImageDraw, ImageFont
from zlib_ng import zlib_ng  # the same deflate streams as zlib: on these images 3x faster, a little smaller

Colour = tuple[int, int, int]
Box = tuple[int, int, int, int]
Point = tuple[float, float]

MIN_TEXT = 14  # the smallest text size any image uses, in pixels at the image's natural size
# The widest an image may be for its MIN_TEXT text to show at 11 px on a phone: Discord shrinks an image to the
# message's width (about 330 px on a phone, 550 on a desktop) and 14 * 330 / 420 = 11 (tests/render/test_readable.py).
NARROW = 420

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
    ascent, descent = f.getmetrics()
    width = int(f.getlength(text)) + 1
    mask = Image.new("L", (max(1, width), ascent + descent))
    ImageDraw.Draw(mask).text((0, 0), text, font=f, fill=255)
    cap = -int(f.getbbox("H", anchor="ls")[1])
    return mask, width, cap


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
    return _mask(fold(text), size, bold)[1]


def shorten(text: str, size: int, max_width: int, bold: bool = False) -> str:
    """`text` folded, cut with "..." to fit `max_width`."""
    text = fold(text)
    if measure(text, size, bold) <= max_width:
        return text
    while text and measure(text + "...", size, bold) > max_width:
        text = text[:-1]
    return text.rstrip() + "..."


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


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """`a` moved a fraction `t` of the way to `b`."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


# ------------------------------------------------------------------------------------------------ PNG
def _chunk(tag: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))


def png_bytes(image: Image.Image, level: int = 2, palette: Palette | None = None) -> bytes:
    """Encode an image as PNG: filter "none" on every row and deflate at a low level (Pillow's per-row filter
    search is what costs; on flat colours it buys little). With a `palette`, the image is first mapped to that
    fixed palette (nearest colour, no dithering) and written as an indexed PNG: one byte a pixel instead of three.
    Measured on a 640x851 board: RGB 2.9 ms and 49 KB; indexed 0.6 ms mapping + 1 ms deflate (zlib, level 3) and
    23 KB, or 0.35 ms deflate and 19 KB with zlib-ng at level 2."""
    if palette is not None:
        indexed = (image if image.mode == "RGB" else image.convert("RGB")).quantize(
            palette=palette.image(), dither=Image.Dither.NONE
        )
        colours = palette.colours()
        return _png(indexed, 1, 3, level, _chunk(b"PLTE", colours))
    if image.mode != "RGB":
        image = image.convert("RGB")
    return _png(image, 3, 2, level, b"")


def _png(image: Image.Image, depth: int, colour_type: int, level: int, extra: bytes) -> bytes:
    width, height = image.size
    if depth == 1:  # one byte a pixel: a column of zeros on the left is each row's filter byte ("none")
        padded = Image.new(image.mode, (width + 1, height), 0)
        padded.paste(image, (1, 0))
        rows = padded.tobytes()
    else:
        raw = memoryview(image.tobytes())
        stride = width * depth
        rows = b"\x00".join([b"", *(raw[i : i + stride] for i in range(0, len(raw), stride))])
    header = struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)  # 8 bits, no interlace
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", header)
        + extra
        + _chunk(b"IDAT", zlib_ng.compress(rows, level))
        + _chunk(b"IEND", b"")
    )


PALETTES: list[Palette] = []  # every game's palette, for `render.warm_up`
PALETTE_DIR = "palettes"  # render/palettes/<game>.json, written by scripts/make_palettes.py (`make palettes`)


def palette_colours(samples: Sequence[Image.Image]) -> bytes:
    """At most 256 colours (RGB bytes, the PLTE chunk) for images like `samples`: the samples stacked on paper and
    reduced by median cut. Sample images show every colour a game draws, antialiased text included; this is what
    scripts/make_palettes.py runs, once, to write a game's palette file."""
    rgb = [s.convert("RGB") for s in samples]
    strip = Image.new("RGB", (max(s.width for s in rgb), sum(s.height for s in rgb)), PAPER)
    y = 0
    for sample in rgb:
        strip.paste(sample, (0, y))
        y += sample.height
    quantized = strip.quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    return bytes(quantized.getpalette() or [])


def palette_json(colours: bytes) -> str:
    """A palette file's text: one "rrggbb" colour a line, in palette order."""
    hexes = [colours[i : i + 3].hex() for i in range(0, len(colours), 3)]
    return json.dumps({"colours": hexes}, indent=1) + "\n"


class Palette:
    """A fixed palette of at most 256 colours for one game's images, read from its data file
    (`render/palettes/<name>.json`, made by scripts/make_palettes.py from sample images: see `palette_colours`).
    Mapping to a fixed palette is ~8x faster than quantizing each image anew; reading the file costs well under a
    millisecond, drawing the samples took a second."""

    def __init__(self, name: str, colours: bytes | None = None) -> None:
        """The palette of game `name`, loaded from its file when first used; or, given `colours`, those (tests)."""
        self.name = name
        self._image: Image.Image | None = None
        self._colours = colours or b""
        self._lock = threading.Lock()
        if colours is None:
            PALETTES.append(self)

    def image(self) -> Image.Image:
        """The palette as a "P" image (what `Image.quantize(palette=...)` takes)."""
        with self._lock:
            if self._image is None:
                if not self._colours:
                    path = importlib.resources.files(__package__).joinpath(PALETTE_DIR, f"{self.name}.json")
                    self._colours = b"".join(bytes.fromhex(c) for c in json.loads(path.read_text())["colours"])
                image = Image.new("P", (1, 1))
                image.putpalette(self._colours)
                self._image = image
            return self._image

    def colours(self) -> bytes:
        """The palette's colours, RGB bytes (the PLTE chunk)."""
        self.image()
        return self._colours


# ------------------------------------------------------------------------------------------------ layout
@dataclass(frozen=True)
class Piece:
    """Something to place in a `flow`: its size, and how to draw it with its top left corner at (x, y)."""

    width: int
    height: int
    paint: Callable[[Image.Image, ImageDraw.ImageDraw, int, int], None]


def text_piece(
    text: str, *, size: int = 16, bold: bool = False, fill: Colour = INK, max_width: int | None = None
) -> Piece:
    """One line of text as a flow piece."""
    line = fold(text) if max_width is None else shorten(text, max(size, MIN_TEXT), max_width, bold)
    size = max(size, MIN_TEXT)

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        draw_text(draw, (x, y), line, size=size, bold=bold, fill=fill)

    return Piece(measure(line, size, bold), _mask(line, size, bold)[0].height, paint)


def text_lines(
    text: str, width: int, *, size: int = 16, bold: bool = False, fill: Colour = INK, line_gap: int = 2
) -> Piece:
    """`text` wrapped to `width` pixels, its lines top to bottom, as one piece."""
    lines = [text_piece(line, size=size, bold=bold, fill=fill) for line in wrap(text, max(size, MIN_TEXT), width, bold)]
    if not lines:
        return Piece(0, 0, lambda *_: None)

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        for line in lines:
            line.paint(image, draw, x, y)
            y += line.height + line_gap

    return Piece(max(p.width for p in lines), sum(p.height + line_gap for p in lines) - line_gap, paint)


def row(pieces: Sequence[Piece], gap: int = 6) -> Piece:
    """Pieces side by side, vertically centred, as one piece (kept together by `flow`)."""
    height = max((p.height for p in pieces), default=0)
    width = sum(p.width for p in pieces) + gap * max(len(pieces) - 1, 0)

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        for piece in pieces:
            piece.paint(image, draw, x, y + (height - piece.height) // 2)
            x += piece.width + gap

    return Piece(width, height, paint)


def flow(
    pieces: Sequence[Piece],
    width: int,
    *,
    pad: int = 20,
    gap: int = 18,
    row_gap: int = 8,
    top: int = 6,
    bottom: int = 6,
    rule: Colour | None = None,
) -> Piece:
    """A strip `width` wide holding the pieces left to right, wrapping to new rows, each row vertically centred;
    `rule` draws a separating line along its top."""
    rows: list[list[Piece]] = [[]]
    x = pad
    for piece in pieces:
        if rows[-1] and x + piece.width > width - pad:
            rows.append([])
            x = pad
        rows[-1].append(piece)
        x += piece.width + gap
    heights = [max((p.height for p in r), default=0) for r in rows]

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, left: int, y: int) -> None:
        if rule is not None:
            draw.line([(left + pad, y), (left + width - pad, y)], fill=rule, width=2)
        y += top
        for line, height in zip(rows, heights, strict=True):
            x = left + pad
            for piece in line:
                piece.paint(image, draw, x, y + (height - piece.height) // 2)
                x += piece.width + gap
            y += height + row_gap

    return Piece(width, top + sum(heights) + row_gap * (len(rows) - 1) + bottom, paint)


def image_piece(tile: Image.Image) -> Piece:
    """A ready-made image (a cached strip or tile) as a piece."""
    return Piece(tile.width, tile.height, lambda image, draw, x, y: paste(image, tile, (x, y)))


def column(pieces: Sequence[Piece]) -> Piece:
    """Pieces top to bottom, left-aligned, as one piece."""

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        for piece in pieces:
            piece.paint(image, draw, x, y)
            y += piece.height

    return Piece(max(p.width for p in pieces), sum(p.height for p in pieces), paint)


def stack(strips: Sequence[Piece], colour: Colour = PAPER) -> Image.Image:
    """Strips top to bottom on one canvas (drawn in place: no intermediate images)."""
    image, draw = new_canvas(max(s.width for s in strips), sum(s.height for s in strips), colour)
    y = 0
    for strip in strips:
        strip.paint(image, draw, 0, y)
        y += strip.height
    return image
