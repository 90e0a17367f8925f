"""What a game adds to the conformance suite's random playouts: its own invariants, checked in the same games.

The suite (test_engines.py) plays random games of every engine and checks what holds for every game (legal
actions, apply, JSON, replay, resample and views). A game's own rules (cards conserved, locks, hints, rounds,
results) live next to its engine's tests, in tests/engine/<game>/invariants.py, as a `GameChecks`; the suite calls
them during the same games, so each invariant is checked once, in one loop.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class GameChecks:
    """A game's part of the random playouts.

    - `setup(rng, seed)`: the (config, players) of the game played with `seed` (the game's variants);
    - `pick(rng, legal)`: the random player's choice (e.g. rarely declaring, so that games run long);
    - `after(before, action, state, legal, memo, rng)`: the game's invariants, at the start of a game (`before` and
      `action` None) and after every action; `memo` is a dict kept for the game: what earlier steps saw, its
      "seed", and "deep" (whether `deep` runs in this game);
    - `deep(state, legal, rng)`: at every step of the games whose seed is a multiple of `deep_every`: apply
      accepts exactly the legal actions among a universe of candidates, legal and illegal alike;
    - `end(state, log)`: the finished game's checks (its result); returns how the game ended (or a frozenset of
      endings, e.g. each round's);
    - `games`: how many games `make test` plays (seeds from 0), `sweep_games` `make sweep` (the seeds after);
      `endings`: every one occurs among each chunk's games; `sweep_endings`: every one occurs in each chunk of
      `make sweep`; `rare_endings`: one of them at least does.
    """

    setup: Callable[[random.Random, int], tuple[Any, int]]
    after: Callable[[Any, Any, Any, list[Any], dict[str, Any], random.Random], None]
    deep: Callable[[Any, list[Any], random.Random], None]
    end: Callable[[Any, list[Any]], Hashable]
    pick: Callable[[random.Random, list[Any]], Any] = lambda rng, legal: rng.choice(legal)
    deep_every: int = 7
    games: int = 40
    sweep_games: int = 1500
    endings: frozenset[Hashable] = field(default_factory=frozenset)
    sweep_endings: frozenset[Hashable] = field(default_factory=frozenset)
    rare_endings: frozenset[Hashable] = field(default_factory=frozenset)
