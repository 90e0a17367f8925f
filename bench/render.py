"""Render timings: `python -m render.bench [runs]` prints the median and p95 (ms, render + PNG encode) of every
Yōkai image on realistic views: games played with random legal actions by the real engine."""

from __future__ import annotations

import functools
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from bot.engine.yokai import (
    Declare,
    Edition,
    Tier,
    YokaiConfig,
    YokaiState,
    apply,
    legal_actions,
    legal_moves,
    new_game,
    view,
)
from render import yokai as draw

NAMES = ("Ana", "Ben", "Cy", "Dee")


def playout(config: YokaiConfig, players: int, seed: int, actions: int | None = None) -> YokaiState:
    """A game after `actions` random legal actions (never declaring), or played to its end."""
    state = new_game(config, players, seed)
    rng = random.Random(seed)
    done = 0
    while not state.is_over and (actions is None or done < actions):
        options = [a for a in legal_actions(state) if not isinstance(a, Declare)]
        state = apply(state, rng.choice(options))
        done += 1
    return state


def timed(func: Callable[[], bytes], runs: int) -> tuple[float, float, int]:
    """(median ms, p95 ms, bytes) over `runs` calls, after one warm-up call (tile caches)."""
    size = len(func())
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        func()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return statistics.median(samples), samples[max(0, int(len(samples) * 0.95) - 1)], size


def cases() -> dict[str, Callable[[], bytes]]:
    """The images to time: a mid-game board (level 2 + a public Affinity + an Objective, 3 players), its peek
    view, its move slots, a finished game's reveal and a full checklist."""
    config = YokaiConfig(level=2, public_affinities=1, with_objective=True)
    mid = playout(config, 3, 5, actions=30)
    while mid.step.value != "move":  # stop at a move step, so the move slots have a card to show
        mid = apply(mid, random.Random(mid.turn).choice([a for a in legal_actions(mid) if not isinstance(a, Declare)]))
    public, seat = view(mid, None), view(mid, mid.to_move)
    moves: dict[int, list[tuple[int, int]]] = {}
    for m in legal_moves(mid):
        moves.setdefault(m.card, []).append(m.to)
    card = next(c for c, cells in sorted(moves.items()) if cells)
    finished = view(playout(YokaiConfig(level=5), 4, 3), None)
    levels = [draw.PathLevel(n, frozenset(list(Tier)[: n % 4]), n, n + 2, 8 + n) for n in range(1, 6)]
    return {
        "yokai board (public)": lambda: draw.board(public, names=NAMES),
        "yokai panel (peek view)": lambda: draw.board(seat, names=NAMES, compact=True),
        "yokai move slots": lambda: draw.move_slots(seat, card, moves[card], names=NAMES, compact=True),
        "yokai reveal": lambda: draw.reveal(finished, names=NAMES),
        "yokai path": lambda: draw.path("Tea House: your path", Edition.CURRENT, levels),
        **duel_cases(),
    }


def random_playout(engine: Any, seed: int, actions: int | None) -> Any:
    """A duel after `actions` random legal actions (None: to its end)."""
    state = engine.new_game(engine.config_type(), 2, seed)
    rng = random.Random(seed)
    done = 0
    while not state.is_over and (actions is None or done < actions):
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
        done += 1
    return state


def duel_cases() -> dict[str, Callable[[], bytes]]:
    """The duels' images (whichever have a renderer): the public table mid-game, a hand, the end."""
    import importlib

    from bot.games import GAMES

    out: dict[str, Callable[[], bytes]] = {}
    names = NAMES[:2]
    for kind in ("sketch", "koikoi"):
        try:
            module = importlib.import_module(f"render.{kind}")
        except ImportError:
            continue
        engine = GAMES[kind].engine
        mid = random_playout(engine, 7, 40)
        end = random_playout(engine, 3, None)
        public, mine, final = engine.view(mid, None), engine.view(mid, mid.to_move or 0), engine.view(end, None)
        wanted = (("board (public)", "board", public), ("hand", "hand", mine), ("reveal", "reveal", final))
        for label, name, v in wanted:
            func = getattr(module, name, None)
            if func is not None:
                out[f"{kind} {label}"] = functools.partial(func, v, names=names)
    return out


def main(runs: int = 200) -> None:
    """Print median / p95 per image."""
    for name, func in cases().items():
        median, p95, size = timed(func, runs)
        print(f"{name:<18} median {median:5.1f} ms   p95 {p95:5.1f} ms   {size // 1024} KB")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
