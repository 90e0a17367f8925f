"""PNG encoding and the games' fixed palettes. `png_bytes` writes PNG itself: indexed on a game's fixed palette
(`Palette`, one byte a pixel), every row with filter "none" (a zero column pasted on the left gives each row its filter
byte in one copy), deflated by zlib-ng at level 2 (zlib's format, about 3x faster than zlib at level 3 on these
pictures and a little smaller). Pillow's own encoder spends most of its time in its per-row filter search, which buys
nothing on flat-colour pictures.
"""

from __future__ import annotations

import importlib.resources
import json
import struct
import threading
import zlib
from collections.abc import Sequence

from PIL import Image
from zlib_ng import zlib_ng  # the same deflate streams as zlib: on these images 3x faster, a little smaller

from render.common import PAPER


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
