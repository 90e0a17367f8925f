"""Write every game's image palette, render/palettes/<game>.json, from sample images (`make palettes`).

A palette is the at most 256 colours a game's images are indexed on (see `render.png.Palette`). It is made from
sample images that show every colour the game draws, antialiased text included, reduced by median cut
(`render.png.palette_colours`). Drawing the samples takes about a second, so it is done here, once, and the
renderers only read the files. Run it again after changing a colour, a font or what an image shows; the render
tests check that the files are what this script writes (tests/render/test_palettes.py).

    python scripts/make_palettes.py            # rewrite render/palettes/
    python scripts/make_palettes.py --out DIR  # write elsewhere (the test does)
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(ROOT))

from bot.engine import koikoi, sketch, yokai  # noqa: E402
from render.png import PALETTE_DIR, palette_colours, palette_json  # noqa: E402

NAMES = ("Ana", "Ben", "Cy", "Dee")
SKETCH_ABILITY_HAND = (1, 2, 33, 36)  # Call and Distract, and plain cards of other colours (see data.py: ids)


def yokai_samples() -> list[Image.Image]:
    """A board mid-game (last move, peeks, an Objective, Affinities), a move-slots picture, the reveals of a won
    and a lost game and a Level checklist."""
    from render.yokai_board import board_image
    from render.yokai_path import PathLevel, path_image
    from render.yokai_reveal import reveal_image

    images = []
    for config, players, seed, declare in (
        (yokai.YokaiConfig(level=2, public_affinities=1, with_objective=True), 3, 5, False),
        (yokai.YokaiConfig(level=5), 4, 3, True),
        (yokai.YokaiConfig(level=4), 2, 8, False),
    ):
        state = yokai.new_game(config, players, seed)
        rng = random.Random(seed)
        while not state.is_over:
            if state.turn == 4 and state.step.value == "move":
                seen = yokai.view(state, state.to_move)
                images.append(board_image(seen, NAMES))
                moves = yokai.legal_moves(state)
                card = moves[0].card
                images.append(board_image(seen, NAMES, slots=[m.to for m in moves if m.card == card], moving=card))
            options = yokai.legal_actions(state)
            if declare and state.turn == 6 and isinstance(options[0], yokai.Declare):
                state = yokai.apply(state, options[0])
                break
            state = yokai.apply(state, rng.choice([a for a in options if not isinstance(a, yokai.Declare)]))
        images.append(reveal_image(yokai.view(state, None), NAMES))
    levels = [PathLevel(n, frozenset(list(yokai.Tier)[: n % 4]), n, n + 2, 8 + n) for n in range(1, 6)]
    images.append(path_image("Tea House: your path", yokai.Edition.CURRENT, levels))
    return images


def sketch_samples() -> list[Image.Image]:
    """A game's boards early, mid-game and over (marked plays, called Yokai, empty piles), a hand holding both
    abilities, and the reveal."""
    from render.sketch import board_image, hand_image, reveal_image

    names = NAMES[:2]
    images = []
    state = sketch.new_game(sketch.SketchConfig(), 2, 3)
    rng = random.Random(3)
    steps = 0
    while not state.is_over:
        if steps in (6, 30, 60):
            images.append(board_image(sketch.view(state, None), names))
        state = sketch.apply(state, rng.choice(sketch.legal_actions(state)))
        steps += 1
    images.append(board_image(sketch.view(state, None), names))
    images.append(reveal_image(sketch.view(state, None), names))
    cards = tuple(
        sketch.SketchCardView(c.id, c.colours, c.ability) for c in sketch.SKETCH_CARDS if c.id in SKETCH_ABILITY_HAND
    )
    images.append(hand_image(replace(sketch.view(state, 0), hand=cards), names))
    return images


def koikoi_samples() -> list[Image.Image]:
    """Every card face (large and small), boards early, mid-round and at the end of a match (marked plays, a drawn
    card waiting for its choice), a hand and the Yaku sheet."""
    from render.koikoi import all_cards_image, board_image, hand_image, yaku_sheet_image

    names = NAMES[:2]
    images = [all_cards_image()]
    state = koikoi.new_game(koikoi.KoikoiConfig(rounds=3), 2, 5)
    rng = random.Random(5)
    steps = 0
    taken = False
    while not state.is_over:
        if steps in (3, 12) or (state.step is koikoi.Step.TAKE_DRAWN and not taken):
            taken = taken or state.step is koikoi.Step.TAKE_DRAWN
            images.append(board_image(koikoi.view(state, None), names))
            images.append(hand_image(koikoi.view(state, state.seat), names))
        state = koikoi.apply(state, rng.choice(koikoi.legal_actions(state)))
        steps += 1
    images.append(board_image(koikoi.view(state, None), names))
    images.append(yaku_sheet_image())
    return images


SAMPLES: dict[str, Callable[[], list[Image.Image]]] = {
    "yokai": yokai_samples,
    "sketch": sketch_samples,
    "koikoi": koikoi_samples,
}


def write_palettes(out: Path) -> list[Path]:
    """Draw every game's samples and write its palette file into `out`; returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, samples in SAMPLES.items():
        path = out / f"{name}.json"
        path.write_text(palette_json(palette_colours(samples())))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "render" / PALETTE_DIR, help="where to write the files")
    for path in write_palettes(parser.parse_args(argv).out):
        print(path)


if __name__ == "__main__":
    main()
