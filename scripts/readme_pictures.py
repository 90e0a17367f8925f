"""Draw the README's pictures (docs/*.png) with the real renderers, from games played by the real engines with random
legal actions and fixed seeds: `python scripts/readme_pictures.py` (`make readme-pictures`) after a change to the
images, then commit the PNGs it rewrote."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.engine.yokai import Declare, YokaiConfig, YokaiState, apply, legal_actions, new_game, view
from bot.games import GAMES
from render import koikoi, sketch, yokai

DOCS = Path(__file__).resolve().parent.parent / "docs"
NAMES = ["Ana", "Ben", "Cy", "Dee"]


def yokai_game(config: YokaiConfig, players: int, seed: int, until: Any = None) -> YokaiState:
    """A Yōkai game played with random legal actions (never declaring) until `until(state)` holds or it ends."""
    state = new_game(config, players, seed)
    rng = random.Random(seed)
    while not state.is_over and not (until is not None and until(state)):
        state = apply(state, rng.choice([a for a in legal_actions(state) if not isinstance(a, Declare)]))
    return state


def duel(kind: str, seed: int, actions: int) -> Any:
    """A duel after `actions` random legal actions."""
    engine = GAMES[kind].engine
    state = engine.new_game(engine.config_type(), 2, seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if state.is_over:
            break
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
    return state


def pictures() -> dict[str, bytes]:
    """File name -> PNG bytes of every README picture."""
    config = YokaiConfig(level=2, public_affinities=1, with_objective=True)
    board = yokai_game(config, 3, 5, until=lambda s: s.turn >= 8 and s.step.value == "move")
    peek = yokai_game(config, 3, 5, until=lambda s: s.turn >= 8 and s.step.value == "peek" and s.peeked)
    ended = yokai_game(YokaiConfig(level=2), 3, 3)
    k_state, s_state = duel("koikoi", 7, 40), duel("sketch", 7, 40)
    kk, sk = GAMES["koikoi"].engine, GAMES["sketch"].engine
    return {
        "yokai-board.png": yokai.board(view(board, None), names=NAMES),
        "yokai-peek.png": yokai.board(view(peek, peek.to_move), names=NAMES, compact=True),
        "yokai-reveal.png": yokai.reveal(view(ended, None), names=NAMES),
        "sketch-board.png": sketch.board(sk.view(s_state, None), names=NAMES[:2]),
        "koikoi-board.png": koikoi.board(kk.view(k_state, None), names=NAMES[:2]),
        "koikoi-hand.png": koikoi.hand(kk.view(k_state, k_state.to_move or 0), names=NAMES[:2]),
        "koikoi-round.png": koikoi.round_result(scored_round(), rounds=12, names=NAMES[:2]),
    }


def scored_round() -> Any:
    """The first round won in play with two Yaku or more and a multiplier, over random matches (seeds 1, 2, ...)."""
    from bot.engine.koikoi import completion

    engine = GAMES["koikoi"].engine
    for seed in range(1, 200):
        state = engine.new_game(engine.config_type(), 2, seed)
        rng = random.Random(seed)
        while not state.is_over:
            state = engine.apply(state, rng.choice(engine.legal_actions(state)))
            for record in state.history:
                if completion(record) and record.multipliers and len(record.yaku) > 1:
                    return record
    raise AssertionError("no such round")


def main() -> None:
    for name, data in pictures().items():
        (DOCS / name).write_bytes(data)
        print(DOCS / name)


if __name__ == "__main__":
    main()
