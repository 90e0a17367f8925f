"""The Yōkai images' fixed palette, made once from sample images that show every colour the game draws: a board
mid-game (last move, peeks, an Objective, Affinities), a move-slots picture, the reveals of a won and a lost game
and a Level checklist."""

from __future__ import annotations

import random

from PIL import Image

from bot.engine.yokai import Declare, Edition, Tier, YokaiConfig, apply, legal_actions, legal_moves, new_game, view
from render.common import Palette


def samples() -> list[Image.Image]:
    from render.yokai_board import board_image
    from render.yokai_path import PathLevel, path_image
    from render.yokai_reveal import reveal_image

    names = ("Ana", "Ben", "Cy", "Dee")
    images = []
    for config, players, seed, declare in (
        (YokaiConfig(level=2, public_affinities=1, with_objective=True), 3, 5, False),
        (YokaiConfig(level=5), 4, 3, True),
        (YokaiConfig(level=4), 2, 8, False),
    ):
        state = new_game(config, players, seed)
        rng = random.Random(seed)
        while not state.is_over:
            if state.turn == 4 and state.step.value == "move":
                seen = view(state, state.to_move)
                images.append(board_image(seen, names))
                moves = legal_moves(state)
                card = moves[0].card
                images.append(board_image(seen, names, slots=[m.to for m in moves if m.card == card], moving=card))
            options = legal_actions(state)
            if declare and state.turn == 6 and isinstance(options[0], Declare):
                state = apply(state, options[0])
                break
            state = apply(state, rng.choice([a for a in options if not isinstance(a, Declare)]))
        images.append(reveal_image(view(state, None), names))
    levels = [PathLevel(n, frozenset(list(Tier)[: n % 4]), n, n + 2, 8 + n) for n in range(1, 6)]
    images.append(path_image("Tea House: your path", Edition.CURRENT, levels))
    return images


PALETTE = Palette(samples)
