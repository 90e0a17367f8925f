"""The ceiling of the hard search (issue 19): the same search, told the true deal (the opponent's hand and the
pile's order) instead of imagining the cards it cannot see. Never a CPU level (it cheats): a measure of what the
hidden cards cost. A deal the cheat cannot win against a partner, the honest search cannot either.

    python -m bot.engine.koikoi.ceiling --b greedy --matches 100 --seed 100000 [--iterations 200]

Plays duplicate deals as arena.compare does (each seed twice, the seats swapped) and prints the arena's table.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence

from bot.engine.koikoi.ai import DEFAULT, hard_hooks
from bot.engine.koikoi.arena import Setup, Standing, players, report
from bot.engine.koikoi.data import LAST_TURN_SHOBU_SINCE
from bot.engine.koikoi.playout import Round
from bot.engine.koikoi.rules import apply, legal_actions, new_game
from bot.engine.koikoi.scoring import result
from bot.engine.koikoi.search import HardSearch, SearchSettings
from bot.engine.koikoi.state import KoikoiConfig, KoikoiState
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


def cheat_compare(b: str, matches: int, config: KoikoiConfig, first_seed: int, iterations: int) -> Standing:
    """The cheat against the arena player `b`, in duplicate deals (arena.compare's order of seeds and seats)."""
    partner = players(Setup(budget=None, iterations=iterations))[b]
    settings = SearchSettings(iterations=iterations, budget=None)
    hooks = hard_hooks(DEFAULT)
    standing = Standing()
    for index in range(matches):
        seed, seat_a = first_seed + index // 2, index % 2
        state = new_game(config, 2, seed)
        rngs = [random.Random(f"{seed}:cpu:{seat}") for seat in (0, 1)]
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            legal = legal_actions(state)
            start = time.perf_counter()
            if seat != seat_a:
                action = partner(view(state, seat), legal, rngs[seat])
            elif len(legal) == 1:
                action = legal[0]
            else:
                search = CheatSearch(hooks, settings, view(state, seat), rngs[seat])
                search.state = state
                action = search.choose(legal)
            (standing.think_seconds if seat == seat_a else standing.other_seconds).append(time.perf_counter() - start)
            state = apply(state, action)
        outcome = result(state)
        standing.points_for += outcome.scores[seat_a]
        standing.points_against += outcome.scores[1 - seat_a]
        standing.rounds += outcome.rounds_played
        if outcome.winner is None:
            standing.draws += 1
        elif outcome.winner == seat_a:
            standing.wins += 1
        else:
            standing.losses += 1
    return standing


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bot.engine.koikoi.ceiling", description="The cheat's ceiling.")
    parser.add_argument("--b", default="greedy", help="the partner (an arena player)")
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--rounds", type=int, choices=(1, 3, 6, 12), default=6)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--iterations", type=int, default=200, help="the cheat's playouts a decision")
    args = parser.parse_args(argv)
    standing = cheat_compare(args.b, args.matches, KoikoiConfig(rounds=args.rounds), args.seed, args.iterations)
    print(report("cheat", args.b, standing, args.rounds))


if __name__ == "__main__":
    main()
