"""Realistic views for render tests and the benchmark: games played with random legal actions."""

from __future__ import annotations

import random

from bot.engine.yokai import Declare, YokaiConfig, YokaiState, apply, legal_actions, new_game

NAMES = ["Ana", "Ben", "Cy", "Dee"]


def played(
    config: YokaiConfig, players: int, seed: int, *, actions: int | None = None, declare_at_turn: int | None = None
) -> YokaiState:
    """A game after `actions` random legal actions (or to its end), declaring at `declare_at_turn` if given."""
    state = new_game(config, players, seed)
    rng = random.Random(seed)
    done = 0
    while not state.is_over and (actions is None or done < actions):
        options = legal_actions(state)
        if isinstance(options[0], Declare):
            options = [options[0]] if declare_at_turn and state.turn >= declare_at_turn else options[1:]
        state = apply(state, rng.choice(options))
        done += 1
    return state
