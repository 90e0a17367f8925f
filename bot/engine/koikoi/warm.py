"""`python -m bot.engine.koikoi.warm`: compile the Feli-Fuda hard CPU's search (compiled.py) into numba's cache, with
the tests' entry (`play_given`), before several processes need it at once (make test, make check, make soak): about
28 s once a machine, then under a second."""

from __future__ import annotations

import random
import time
from dataclasses import replace

from bot.engine.koikoi.ai import DEFAULT, HARD_SETTINGS, compiled_tables, hard_hooks
from bot.engine.koikoi.compiled import CompiledSearch
from bot.engine.koikoi.rules import legal_actions, new_game
from bot.engine.koikoi.state import KoikoiConfig
from bot.engine.koikoi.view import view


def main() -> None:
    started = time.perf_counter()
    state = new_game(KoikoiConfig(rounds=1), 2, 2)
    assert state.to_move is not None and not state.is_over
    seen, legal = view(state, state.to_move), legal_actions(state)
    settings = replace(HARD_SETTINGS, iterations=64, budget=None)
    search = CompiledSearch(hard_hooks(DEFAULT), settings, seen, random.Random(0), compiled_tables(DEFAULT))
    search.play_round(legal[0], search.deal())
    search.choose(legal)
    print(f"the Feli-Fuda hard CPU's search is compiled ({time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main()
