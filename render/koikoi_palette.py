"""The Feli-Fuda images' fixed palette, made once from sample images that show every colour the game draws: every
card face (large and small), boards early, mid-round and at the end of a match (marked plays, a drawn card waiting
for its choice), a hand and the Yaku sheet. Built on the first render of a process."""

from __future__ import annotations

import random

from PIL import Image

from bot.engine.koikoi import KoikoiConfig, Step, apply, legal_actions, new_game, view
from render.common import Palette

NAMES = ("Ana", "Ben")


def samples() -> list[Image.Image]:
    from render.koikoi import all_cards_image, board_image, hand_image, yaku_sheet_image

    images = [all_cards_image()]
    state = new_game(KoikoiConfig(rounds=3), 2, 5)
    rng = random.Random(5)
    steps = 0
    taken = False
    while not state.is_over:
        if steps in (3, 12) or (state.step is Step.TAKE_DRAWN and not taken):
            taken = taken or state.step is Step.TAKE_DRAWN
            images.append(board_image(view(state, None), NAMES))
            images.append(hand_image(view(state, state.seat), NAMES))
        state = apply(state, rng.choice(legal_actions(state)))
        steps += 1
    images.append(board_image(view(state, None), NAMES))
    images.append(yaku_sheet_image())
    return images


PALETTE = Palette(samples)
