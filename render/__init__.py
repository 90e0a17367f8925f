"""Pure Pillow renderers: engine views -> PNG bytes. Never imports discord, the store or the sessions.

`render.common` holds what every game shares (fonts, text, palette, shapes, flow layout, PNG encoding); one module
(or a few `<game>_*.py` modules) per game draws its images. Each game's palette is a data file,
render/palettes/<game>.json, written by scripts/make_palettes.py (`make palettes`).
"""

from __future__ import annotations

import importlib
import pkgutil


def warm_up() -> int:
    """Import every renderer and read every game's palette file now (milliseconds: nothing is drawn), so that no
    player's first image pays for it. Returns how many palettes were loaded."""
    from render.png import PALETTES

    for module in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{module.name}")
    for palette in PALETTES:
        palette.image()
    return len(PALETTES)
