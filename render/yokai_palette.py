"""The Yōkai images' fixed palette: the colours in render/palettes/yokai.json, read when first used
(`render.warm_up` reads it at start-up). scripts/make_palettes.py (`make palettes`) writes the file from sample
images showing every colour the game draws; run it after changing what the images show."""

from __future__ import annotations

from render.png import Palette

PALETTE = Palette("yokai")
