"""One conformance suite for every registered game (OpenSpiel's random simulation test is the model).

For each engine, random playouts check after every action: `legal_actions` is empty exactly when the game is over,
`apply` accepts every legal action and refuses (with IllegalAction) actions that are not legal now and actions of
the wrong type, the state survives a JSON round trip, replay from seed + log rebuilds it, the same seed gives the
same game, and every view hides what it must: resampling everything a seat may not know changes neither its view
nor its legal actions. A game adds its own invariants, checked in the same games (tests/engine/<game>/
invariants.py, a `GameChecks`: see checks.py), with its variants and its way of picking actions. `make test` plays
a few dozen to a few hundred games per engine; `make sweep` thousands.
"""

from __future__ import annotations

import dataclasses
import functools
import pickle
import random
import typing
from collections import Counter
from collections.abc import Callable, Hashable, Iterator
from typing import Any

import pytest

from bot.engine.common import EngineSpec, IllegalAction, from_json, to_json
from bot.games import GAMES
from tests.conformance.checks import GameChecks
from tests.engine.koikoi.invariants import CHECKS as KOIKOI
from tests.engine.sketch.invariants import CHECKS as SKETCH
from tests.engine.yokai.invariants import CHECKS as YOKAI
from tests.toy.game import PEBBLES

ENGINES: dict[str, EngineSpec[Any, Any, Any, Any, Any]] = {kind: g.engine for kind, g in GAMES.items()}
ENGINES[PEBBLES.kind] = PEBBLES.engine
CHUNKS, SWEEP_CHUNKS = 2, 4
# Yōkai's and Sketch's games are long: their playouts are cut in three (make check plays chunk 0 of each game; every
# chunk still sees each way its game ends, which a third of Feli-Fuda's games does not).
CHUNKS_OF = {"yokai": 3, "sketch": 3}
DEEP_EVERY = 7  # every 7th game also checks every legal action, JSON and resampled views at each step
FULL_EVERY = 5  # the other games check JSON and resampled views every 5th position (and at the end)


def no_checks(rng: random.Random, seed: int) -> tuple[Any, int]:
    return ENGINES["pebbles"].config_type(), rng.randint(ENGINES["pebbles"].min_players, ENGINES["pebbles"].max_players)


CHECKS: dict[str, GameChecks] = {
    "yokai": YOKAI,
    "sketch": SKETCH,
    "koikoi": KOIKOI,
    "pebbles": GameChecks(setup=no_checks, after=lambda *_: None, deep=lambda *_: None, end=lambda *_: None),
}


def configs(kind: str, rng: random.Random) -> tuple[Any, int]:
    """A random valid (config, players) for `kind`: the config type's defaults, plus variants some games offer."""
    engine = ENGINES[kind]
    players = rng.randint(engine.min_players, engine.max_players)
    variants: dict[str, Callable[[random.Random], dict[str, Any]]] = {
        "yokai": lambda r: {"level": r.randint(1, 5), "colourless": r.random() < 0.2, "stacked": r.random() < 0.2},
        "koikoi": lambda r: {"rounds": r.choice([1, 3]), "rules_version": r.choice([1, 2])},
    }
    fields = variants.get(kind, lambda r: {})(rng)
    return engine.config_type(**fields), players


def forged(action: Any) -> Iterator[Any]:
    """Copies of `action` with one field of a wrong type (a bool or float for an int, an int for a str...)."""
    if not dataclasses.is_dataclass(action):
        return
    hints = typing.get_type_hints(type(action))
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        for bad in (True, 1.5, "x", None, (1, 2, 3)):
            if type(bad) is type(value) or (bad is None and "None" in str(hints[f.name])):
                continue
            yield dataclasses.replace(action, **{f.name: bad})
            break


def play_one(kind: str, seed: int, deep: bool) -> Hashable:
    """One random game of `kind`, checking every engine's invariants and the game's own (`CHECKS[kind]`) after
    every action; returns how the game ended (as the game's checks tell)."""
    engine = ENGINES[kind]
    checks = CHECKS[kind]
    rng = random.Random(f"{kind}:{seed}")
    config, players = checks.setup(rng, seed)
    state = engine.new_game(config, players, seed)
    assert state == engine.new_game(config, players, seed), "same seed, same game"
    log: list[Any] = []
    seen_actions: list[Any] = []
    hidden_somewhere = False
    steps = 0
    own_deep = seed % checks.deep_every == 0  # the game's own deep checks (its universe of candidates)
    memo: dict[str, Any] = {"deep": own_deep, "seed": seed}
    before = action = None
    while True:
        legal = engine.legal_actions(state)
        checks.after(before, action, state, legal, memo, rng)
        assert (legal == []) == state.is_over, "legal_actions is empty exactly when the game is over"
        assert (state.to_move is None) == state.is_over
        if deep or steps % FULL_EVERY == 0 or state.is_over:  # these cost more than a move: not at every position
            assert from_json(type(state), to_json(state)) == state, "the state survives JSON"
            for seat in (None, *range(players)):
                v = engine.view(state, seat)
                to_json(v)  # views are plain data
                other = engine.resample(state, seat, random.Random(steps))
                assert engine.view(other, seat) == v, f"seat {seat}'s view changed when its unknowns were redrawn"
                if seat is not None and seat == state.to_move:
                    assert engine.legal_actions(other) == legal, "legal actions depend on something hidden"
                hidden_somewhere |= other != state
        if state.is_over:
            break
        if own_deep:
            checks.deep(state, legal, rng)
        for action in legal if deep else rng.sample(legal, min(3, len(legal))):
            engine.apply(state, action)  # accepted (a pure function: `state` is unchanged)
            assert engine.decode_action(engine.encode_action(action)) == action
        legal_set = set(legal)  # actions are frozen dataclasses: a set keeps `in` cheap on a long list
        stale = [a for a in seen_actions[-60:] if a not in legal_set]
        for action in rng.sample(stale, min(3, len(stale))):
            with pytest.raises(IllegalAction):
                engine.apply(state, action)
        for bad in forged(rng.choice(legal)):
            with pytest.raises(IllegalAction) as refused:
                engine.apply(state, bad)
            assert refused.value.key == "illegal.bad_action"
        action = checks.pick(rng, legal)
        seen_actions += legal
        before = state
        state = engine.apply(state, action)
        log.append(engine.decode_action(engine.encode_action(action)))
        steps += 1
        assert steps < 5000, "the game does not end"
    assert engine.replay(config, players, seed, log) == state, "replay rebuilds the state"
    engine.result(state)
    assert hidden_somewhere, "resample never redrew anything: the view test would prove nothing"
    return checks.end(state, log)


def endings_of(kind: str, seeds: range) -> set[Hashable]:
    """Play `seeds`; the set of every way they ended (a game may tell several: each round's end)."""
    ended: Counter[Hashable] = Counter()
    for seed in seeds:
        ending = play_one(kind, seed, deep=seed % DEEP_EVERY == 0)
        ended.update(ending if isinstance(ending, frozenset) else [ending])
    return set(ended)


@pytest.mark.parametrize(
    ("chunk", "kind"), [(chunk, kind) for kind in sorted(ENGINES) for chunk in range(CHUNKS_OF.get(kind, CHUNKS))]
)
def test_random_playouts(chunk: int, kind: str) -> None:
    chunks = CHUNKS_OF.get(kind, CHUNKS)
    ended = endings_of(kind, range(chunk, CHECKS[kind].games, chunks))
    assert CHECKS[kind].endings <= ended


@pytest.mark.sweep
@pytest.mark.parametrize("kind", sorted(ENGINES))
@pytest.mark.parametrize("chunk", range(SWEEP_CHUNKS))
def test_random_playouts_soak(kind: str, chunk: int) -> None:
    checks = CHECKS[kind]
    ended = endings_of(kind, range(checks.games + chunk, checks.games + checks.sweep_games, SWEEP_CHUNKS))
    assert checks.sweep_endings <= ended
    assert not checks.rare_endings or checks.rare_endings & ended


@pytest.mark.parametrize("kind", sorted(ENGINES))
def test_cpu_policies_can_be_sent_to_a_worker_process(kind: str) -> None:
    """A CPU decision runs in a worker process (CPU_WORKERS, 1 by default), which receives the policy pickled: by
    name, so it must be a module-level function (a closure cannot be pickled, and its CPU would never play)."""
    for level, policy in ENGINES[kind].cpu_policies.items():
        assert pickle.loads(pickle.dumps(policy)) is policy, level


@pytest.mark.parametrize("kind", sorted(ENGINES))
def test_cpu_policies_choose_legal_actions_from_their_view(kind: str) -> None:
    """Every CPU level (and sparring partner) plays whole games choosing only legal actions from its own seat's view
    (the searching levels capped, as in `deciding_players`: the same search, without waiting out its time budget)."""
    engine = ENGINES[kind]
    for level, policy in deciding_players(kind).items():
        rng = random.Random(f"{kind}:{level}")
        config, players = CHECKS[kind].setup(rng, 11)
        state = engine.new_game(config, players, 11)
        steps = 0
        while not state.is_over and steps < 2000:
            seat = state.to_move
            legal = engine.legal_actions(state)
            choice = policy(engine.view(state, seat), legal, rng)
            assert choice in legal, (level, choice)
            state = engine.apply(state, choice)
            steps += 1
        assert state.is_over, level


def deciding_players(kind: str) -> dict[str, Callable[[Any, Any, random.Random], Any]]:
    """Every CPU level of the game, and the arena's sparring partners where the game has them (koikoi, sketch). The
    koikoi and Yōkai hard levels with their search capped and no time budget or guard (a stop on the clock would make
    the result depend on the machine's speed); Sketch's hard on fewer imagined states and the Monte-Carlo partners with
    few rollouts or playouts (quicker)."""
    found: dict[str, Callable[[Any, Any, random.Random], Any]] = dict(ENGINES[kind].cpu_policies)
    if kind == "koikoi":
        from bot.engine.koikoi.arena import Setup, players

        found.update(players(Setup(budget=None, iterations=24, playouts=20)))
    if kind == "yokai":  # hard with its search capped and no time budget (a budget cut depends on the machine)
        from bot.engine.yokai import ai

        capped = dataclasses.replace(ai.HARD, budget=1e9, cap=60)
        found["hard"] = lambda view, legal, rng: ai.decide(view, legal, rng, capped)
    if kind == "sketch":  # hard on 2 imagined states instead of 16: the same search, an eighth of the time
        from bot.engine.sketch import ai, sparring

        found.update(sparring.SPARRING, mc=sparring.montecarlo_with(20, horizon=2))
        found["hard"] = functools.partial(ai.look_ahead, samples_drawn=2)
    return found


@pytest.mark.parametrize("kind", sorted(ENGINES))
def test_every_policy_decides_from_its_seats_view_only(kind: str) -> None:
    """Resampling what the seat to move may not know (the other hands, the pile's order) changes no policy's answer
    (the same generator state): CPU levels and sparring partners alike see the view, never the state."""
    engine = ENGINES[kind]
    for name, policy in deciding_players(kind).items():
        rng = random.Random(f"{kind}:{name}:views")
        config, players = configs(kind, rng)
        state = engine.new_game(config, players, 5)
        checked = steps = 0
        while not state.is_over and checked < 6 and steps < 400:
            seat = state.to_move
            legal = engine.legal_actions(state)
            if steps % 3 == 0 and len(legal) > 1:
                other = engine.resample(state, seat, random.Random(steps))
                mine = policy(engine.view(state, seat), legal, random.Random(steps))
                assert policy(engine.view(other, seat), engine.legal_actions(other), random.Random(steps)) == mine, name
                checked += 1
            state = engine.apply(state, rng.choice(legal))
            steps += 1


def test_every_shipped_game_is_in_the_suite() -> None:
    assert set(GAMES) <= set(ENGINES) == set(CHECKS)
    for kind, engine in ENGINES.items():
        assert engine.kind == kind and engine.resample is not None
