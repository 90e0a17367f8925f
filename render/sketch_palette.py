"""The Yokai Sketch images' fixed palette, made once from sample images that show every colour the game draws:
a game's boards early, mid-game and over (marked plays, called Yokai, empty piles), a hand holding both abilities,
and the reveal. Kept to one game: the palette is built on the first render of a process."""

from __future__ import annotations

import random
from dataclasses import replace

from PIL import Image

from bot.engine.sketch import SKETCH_CARDS, SketchCardView, SketchConfig, apply, legal_actions, new_game, view
from render.common import Palette

ABILITY_HAND = (1, 2, 33, 36)  # Call and Distract, and plain cards of other colours (see data.py: ids)


def samples() -> list[Image.Image]:
    from render.sketch import board_image, hand_image, reveal_image

    names = ("Ana", "Ben")
    images = []
    state = new_game(SketchConfig(), 2, 3)
    rng = random.Random(3)
    steps = 0
    while not state.is_over:
        if steps in (6, 30, 60):
            images.append(board_image(view(state, None), names))
        state = apply(state, rng.choice(legal_actions(state)))
        steps += 1
    images.append(board_image(view(state, None), names))
    images.append(reveal_image(view(state, None), names))
    cards = tuple(SketchCardView(c.id, c.colours, c.ability) for c in SKETCH_CARDS if c.id in ABILITY_HAND)
    images.append(hand_image(replace(view(state, 0), hand=cards), names))
    return images


PALETTE = Palette(samples)
