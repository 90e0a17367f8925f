"""Shared drawing helpers for every game's renderer: fonts, palette, text, shapes, PNG encoding.

Fonts: DejaVu Sans when the system has it (it covers "ō", "×", "—"), else Pillow's bundled font, with text
folded to ASCII. Symbols (family marks, ticks, crosses, arrows) are drawn as shapes, never as glyphs, so no image
depends on what a font covers.
"""

from __future__ import annotations

import io
import unicodedata
import zlib
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

Colour = tuple[int, int, int]
Box = tuple[int, int, int, int]
Point = tuple[float, float]

FONT_DIRS = (Path("/usr/share/fonts/truetype/dejavu"), Path("/usr/share/fonts/dejavu"), Path("/usr/local/share/fonts"))

# Ink and paper: an opaque, warm paper background reads well on Discord's dark and light themes alike.
PAPER: Colour = (246, 241, 231)
PAPER_DARK: Colour = (232, 224, 208)
INK: Colour = (33, 33, 44)
INK_SOFT: Colour = (96, 94, 104)
GOOD: Colour = (0, 133, 86)
BAD: Colour = (200, 40, 40)
HIGHLIGHT: Colour = (255, 196, 0)


@cache
def _font_file(bold: bool) -> Path | None:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    for folder in FONT_DIRS:
        if (folder / name).exists():
            return folder / name
    return None


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """A font of `size` pixels (cached)."""
    path = _font_file(bold)
    if path is not None:
        return ImageFont.truetype(str(path), size)
    return ImageFont.load_default(size=size)


def has_full_font() -> bool:
    return _font_file(False) is not None


def safe(text: str) -> str:
    """The text as the font can draw it: unchanged with DejaVu, folded to ASCII with the fallback font."""
    if has_full_font():
        return text
    folded = text.replace("×", "x").replace("—", "-").replace("–", "-").replace("·", "-").replace("…", "...")
    return unicodedata.normalize("NFKD", folded).encode("ascii", "ignore").decode()


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
    """Draw text (shortened with an ellipsis to `max_width`); returns the width drawn."""
    text = safe(text)
    f = font(size, bold)
    if max_width is not None and f.getlength(text) > max_width:
        while text and f.getlength(text + "...") > max_width:
            text = text[:-1]
        text += "..."
    draw.text(xy, text, font=f, fill=fill, anchor=anchor)
    return int(f.getlength(text))


def rounded(draw: ImageDraw.ImageDraw, box: Box, *, radius: int = 8, fill: Colour | None = None,
            outline: Colour | None = None, width: int = 1) -> None:
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)


def dashed_rect(draw: ImageDraw.ImageDraw, box: Box, *, fill: Colour, dash: int = 6, width: int = 2) -> None:
    x0, y0, x1, y1 = box
    for x in range(x0, x1, dash * 2):
        draw.line([(x, y0), (min(x + dash, x1), y0)], fill=fill, width=width)
        draw.line([(x, y1), (min(x + dash, x1), y1)], fill=fill, width=width)
    for y in range(y0, y1, dash * 2):
        draw.line([(x0, y), (x0, min(y + dash, y1))], fill=fill, width=width)
        draw.line([(x1, y), (x1, min(y + dash, y1))], fill=fill, width=width)


def tick(draw: ImageDraw.ImageDraw, centre: Point, size: int, *, fill: Colour = GOOD, width: int = 3) -> None:
    """A check mark drawn as two strokes."""
    x, y = centre
    s = size / 2
    draw.line([(x - s, y), (x - s / 3, y + s * 0.7), (x + s, y - s * 0.7)], fill=fill, width=width, joint="curve")


def cross(draw: ImageDraw.ImageDraw, centre: Point, size: int, *, fill: Colour = BAD, width: int = 3) -> None:
    x, y = centre
    s = size / 2
    draw.line([(x - s, y - s), (x + s, y + s)], fill=fill, width=width)
    draw.line([(x - s, y + s), (x + s, y - s)], fill=fill, width=width)


def verdict(draw: ImageDraw.ImageDraw, centre: Point, size: int, ok: bool) -> None:
    (tick if ok else cross)(draw, centre, size)


def arrow(draw: ImageDraw.ImageDraw, start: Point, end: Point, *, fill: Colour, width: int = 4, head: int = 12) -> None:
    """A straight arrow from `start` to `end`."""
    (x0, y0), (x1, y1) = start, end
    dx, dy = x1 - x0, y1 - y0
    length = max((dx * dx + dy * dy) ** 0.5, 1.0)
    ux, uy = dx / length, dy / length
    bx, by = x1 - ux * head, y1 - uy * head
    draw.line([(x0, y0), (bx, by)], fill=fill, width=width)
    draw.polygon([(x1, y1), (bx - uy * head / 2, by + ux * head / 2), (bx + uy * head / 2, by - ux * head / 2)],
                 fill=fill)


def new_canvas(width: int, height: int, colour: Colour = PAPER) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (max(1, width), max(1, height)), colour)
    return image, ImageDraw.Draw(image)


def png_bytes(image: Image.Image) -> bytes:
    """Encode fast. Our images are flat colours: run-length deflate (Z_RLE) at a low level is about a third
    faster than the default strategy for a file ~10% larger (measured: 10 ms vs 15 ms, 45 KB vs 41 KB)."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=3, compress_type=zlib.Z_RLE)
    return buffer.getvalue()
