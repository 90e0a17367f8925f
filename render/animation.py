"""A finished game's animated summary: the public boards of its replay, one frame a step, as an animated GIF that
Discord plays inline, within Discord's limits for a bot's upload (at most `MAX_BYTES`) and at most `MAX_MS` long.

Pure: frames in (PNG bytes of boards already drawn, each the public picture of one step), GIF bytes out. The frames
of a game share its fixed palette (`render.png.png_bytes`), so they are written indexed as they are (no colour
search); Pillow's GIF writer stores each frame as the rectangle that changed since the one before.
"""

from __future__ import annotations

import io
from collections.abc import Sequence

from PIL import Image

MAX_BYTES = 8 * 1024 * 1024  # Discord's upload limit for a bot in a server without boosts
MAX_MS = 30_000  # the whole animation, the last frame's hold included
MAX_FRAMES = 40  # frames drawn at most: a longer game is sampled evenly (first and last step always in)
STEP_MS = 900  # a step's time on screen, shortened when there are many
HOLD_MS = 3_000  # the final board stays a little longer
MAX_WIDTH = 640


def sample(last: int, frames: int = MAX_FRAMES) -> list[int]:
    """The versions the animation shows: every one from 0 to `last` if they fit in `frames`, else `frames` of them
    evenly spread, the deal and the end included."""
    if last + 1 <= frames:
        return list(range(last + 1))
    return sorted({round(i * last / (frames - 1)) for i in range(frames)})


def durations(count: int) -> list[int]:
    """Each frame's time (ms): `STEP_MS` a step (less when many, so that all fit in `MAX_MS`), the last held."""
    if count <= 1:
        return [HOLD_MS] * count
    step = min(STEP_MS, (MAX_MS - HOLD_MS) // (count - 1))
    return [step] * (count - 1) + [HOLD_MS]


def _frames(pngs: Sequence[bytes], scale: float) -> list[Image.Image]:
    opened = [Image.open(io.BytesIO(data)) for data in pngs]
    first = opened[0]
    reference = first if first.mode == "P" else first.convert("RGB").quantize(colors=255)
    width = max(image.width for image in opened)
    height = max(image.height for image in opened)
    size = (max(1, int(width * scale)), max(1, int(height * scale)))
    background = reference.convert("RGB").getpixel((0, 0))
    palette = reference.getpalette()
    frames = []
    for image in opened:
        if image.mode == "P" and image.getpalette() == palette:  # a board in the game's palette: indices as they are
            indexed = Image.new("P", (width, height), reference.getpixel((0, 0)))
            indexed.putpalette(palette or [])
            indexed.paste(image, (0, 0))
            frames.append(indexed if size == indexed.size else indexed.resize(size, Image.Resampling.NEAREST))
            continue
        canvas = Image.new("RGB", (width, height), background)
        canvas.paste(image.convert("RGB"), (0, 0))
        if size != canvas.size:
            canvas = canvas.resize(size, Image.Resampling.BILINEAR)
        frames.append(canvas.quantize(palette=reference, dither=Image.Dither.NONE))
    return frames


def animate(pngs: Sequence[bytes], *, max_bytes: int = MAX_BYTES) -> bytes:
    """The boards `pngs` (in order) as an animated GIF of at most `max_bytes` and `MAX_MS`, at most `MAX_WIDTH`
    wide; made smaller until it fits. ValueError when there is no frame, or even a small one does not fit."""
    if not pngs:
        raise ValueError("no frame to animate")
    widest = max(Image.open(io.BytesIO(data)).width for data in pngs)
    scale = min(1.0, MAX_WIDTH / widest)
    times = durations(len(pngs))
    for _ in range(6):
        frames = _frames(pngs, scale)
        out = io.BytesIO()
        frames[0].save(out, format="GIF", save_all=True, append_images=frames[1:], duration=times, loop=0)
        data = out.getvalue()
        if len(data) <= max_bytes:
            return data
        scale *= 0.7
    raise ValueError("the animation does not fit the size limit")
