"""The ceiling of the hard search (issue 19): the same search, told the true deal (the opponent's hand and the
pile's order) instead of imagining the cards it cannot see. Never a CPU level (it cheats): a measure of what the
hidden cards cost. A deal the cheat cannot win against a partner, the honest search cannot either. `--knows hand`
tells it the opponent's hand only, the pile still imagined in a random order (issue 35): what a perfect reading of
the opponent could be worth at most, since nothing a player sees tells the pile's order.

    python -m bot.engine.koikoi.ceiling --b greedy --matches 100 --seed 100000 [--iterations N] [--knows hand]

Plays duplicate deals as arena.compare does (each seed twice, the seats swapped) and prints the arena's table. The
cheats search as the hard level does, compiled (`CompiledCheat`: the same deals but for what they are told, at the
level's 24,000 playouts in its think time); `--interpreted` runs the interpreted reference (`CheatSearch`), which the
tests hold the compiled one to and which is about 45 times slower.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import numpy as np

from bot.engine.koikoi.ai import DEFAULT, HARD_SETTINGS, compiled_tables, hard_hooks
from bot.engine.koikoi.arena import (
    Setup,
    Standing,
    StatePlayer,
    compare_players,
    players,
    report,
    seated,
)
from bot.engine.koikoi.compiled import CompiledSearch
from bot.engine.koikoi.data import LAST_TURN_SHOBU_SINCE
from bot.engine.koikoi.playout import Round
from bot.engine.koikoi.search import HardSearch
from bot.engine.koikoi.state import Action, KoikoiConfig, KoikoiState
from bot.engine.koikoi.view import view
from bot.engine.koikoi.yaku import mask_of


def true_round(state: KoikoiState) -> Round:
    """The round as it really stands, for the seat to move (the pile's top card drawn first)."""
    seat = state.to_move if state.to_move is not None else state.seat
    game = Round(
        [mask_of(state.hands[0]), mask_of(state.hands[1])],
        mask_of(state.river),
        list(reversed(state.pile)),
        [mask_of(state.captured[0]), mask_of(state.captured[1])],
        list(view(state, seat).koikoi_calls),
        state.oya,
        seat,
    )
    game.last_turn_shobu = state.config.rules_version >= LAST_TURN_SHOBU_SINCE
    return game


class CheatSearch(HardSearch):
    """The hard search on the true deal (`state`), every iteration."""

    state: KoikoiState

    def deal(self) -> Round:
        return true_round(self.state)


class HandCheatSearch(CheatSearch):
    """The hard search told the opponent's true hand, the pile's cards in a new random order every iteration."""

    def deal(self) -> Round:
        game = true_round(self.state)
        self.rng.shuffle(game.pile)
        return game


KNOWS = {"all": CheatSearch, "hand": HandCheatSearch}


class CompiledCheat(CompiledSearch):
    """The compiled search told the true deal (`knows` "all") or the opponent's true hand, the pile shuffled in every
    deal ("hand"): its unknown cards are the opponent's hand then the pile in drawing order (the pile's top last), and
    every deal keeps the hand (or everything) in place."""

    state: KoikoiState
    knows: str = "all"

    def unknown(self) -> Any:
        hand = self.state.hands[1 - self.me]
        return np.array([*hand, *reversed(self.state.pile)], np.int64)

    @property
    def fixed(self) -> int:
        other = len(self.state.hands[1 - self.me])
        return other + len(self.state.pile) if self.knows == "all" else other


def cheat_player(iterations: int, knows: str = "all", compiled: bool = True) -> StatePlayer:
    """The cheat as an arena player told the whole state: the hard search on the true deal (`knows` "hand": on the
    opponent's true hand and the pile shuffled); compiled as the hard level, or interpreted."""
    settings = replace(HARD_SETTINGS, iterations=iterations, budget=None)
    hooks = hard_hooks(DEFAULT)
    tables = compiled_tables(DEFAULT) if compiled else None

    def cheat(state: KoikoiState, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        seen = view(state, state.seat)
        search: CheatSearch | CompiledCheat
        if tables is None:
            search = KNOWS[knows](hooks, settings, seen, rng)
        else:
            search = CompiledCheat(hooks, settings, seen, rng, tables)
            search.knows = knows
        search.state = state
        return search.choose(legal)

    return cheat


def cheat_compare(
    b: str,
    matches: int,
    config: KoikoiConfig,
    first_seed: int,
    iterations: int,
    knows: str = "all",
    compiled: bool = True,
) -> Standing:
    """The cheat against the arena player `b`, in duplicate deals (arena.compare's order of seeds and seats)."""
    partner = seated(players(Setup())[b])
    return compare_players(cheat_player(iterations, knows, compiled), partner, matches, config, first_seed)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bot.engine.koikoi.ceiling", description="The cheat's ceiling.")
    parser.add_argument("--b", default="greedy", help="the partner (an arena player)")
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--rounds", type=int, choices=(1, 3, 6, 12), default=6)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--iterations", type=int, default=HARD_SETTINGS.iterations, help="the cheat's playouts")
    parser.add_argument("--knows", choices=sorted(KNOWS), default="all", help="every card, or the other hand only")
    parser.add_argument("--interpreted", action="store_true", help="the interpreted search (the reference, slow)")
    args = parser.parse_args(argv)
    config = KoikoiConfig(rounds=args.rounds)
    standing = cheat_compare(
        args.b, args.matches, config, args.seed, args.iterations, args.knows, compiled=not args.interpreted
    )
    print(report("cheat" if args.knows == "all" else "cheat (hand)", args.b, standing, args.rounds))


if __name__ == "__main__":
    main()
