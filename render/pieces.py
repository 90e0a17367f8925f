"""Layout pieces: text, rows, flows and columns measured first and painted in place on one canvas (`stack`), so that
a picture is drawn once at its final size with no intermediate images."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render.common import (
    INK,
    INK_SOFT,
    MIN_TEXT,
    PAPER,
    PAPER_DARK,
    Colour,
    draw_text,
    fold,
    line_height,
    measure,
    new_canvas,
    paste,
    shorten,
    wrap,
)


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

    return Piece(measure(line, size, bold), line_height(size, bold), paint)


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


def private_heading(title: str, private: str, width: int, pad: int) -> Piece:
    """The heading of a picture only its player sees (a hand): `title` on a dark band and, on its right, `private` (who
    sees it); when the title does not fit beside it on one line, `private` goes on a line of its own below."""
    tag = measure(private, 15)
    beside = measure(title, 20, bold=True) <= width - 3 * pad - tag
    heading = text_lines(title, width - 3 * pad - tag if beside else width - 2 * pad, size=20, bold=True, line_gap=0)
    height = max(44, heading.height + 16) if beside else heading.height + 14 + line_height(15)

    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
        draw.rectangle((x, y, x + width - 1, y + height - 1), fill=PAPER_DARK)
        if beside:
            draw_text(draw, (x + width - pad, y + 22), private, size=15, fill=INK_SOFT, anchor="rm")
            heading.paint(image, draw, x + pad, y + (height - heading.height) // 2)
        else:
            heading.paint(image, draw, x + pad, y + 8)
            draw_text(draw, (x + pad, y + 10 + heading.height), private, size=15, fill=INK_SOFT)

    return Piece(width, height, paint)
