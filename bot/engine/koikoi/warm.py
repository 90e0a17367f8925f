"""`python -m bot.engine.koikoi.warm`: compile the Feli-Fuda CPU's search (compiled.py: the normal and hard levels) into
numba's cache, with the tests' entry (`play_given`), before the bot's first game needs it (make run) and before several
processes need it at once (make test, make check, make soak): about 28 s once a machine, then under a second."""

from __future__ import annotations

import random
import time

from bot.engine.koikoi.ai import DEFAULT, HARD_SETTINGS, compiled_tables, first_decision, hard_hooks, warm_up
from bot.engine.koikoi.compiled import CompiledSearch


def main() -> None:
    started = time.perf_counter()
    warm_up()  # the search the normal and hard levels run
    seen, legal = first_decision()
    search = CompiledSearch(hard_hooks(DEFAULT), HARD_SETTINGS, seen, random.Random(0), compiled_tables(DEFAULT))
    search.play_round(legal[0], search.deal())  # and the tests' entry
    print(f"the Feli-Fuda CPU's search is compiled ({time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main()
