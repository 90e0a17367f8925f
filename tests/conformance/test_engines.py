"""One conformance suite for every registered game (OpenSpiel's random simulation test is the model).

For each engine, random playouts check after every action: `legal_actions` is empty exactly when the game is over,
`apply` accepts every legal action and refuses (with IllegalAction) actions that are not legal now and actions of
the wrong type, the state survives a JSON round trip, replay from seed + log rebuilds it, the same seed gives the
same game, and every view hides what it must: resampling everything a seat may not know changes neither its view
nor its legal actions. `make test` plays a few dozen games per engine; `make sweep` thousands.
"""

from __future__ import annotations

import dataclasses
import pickle
import random
import typing
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from bot.engine.common import EngineSpec, IllegalAction, from_json, to_json
from bot.games import GAMES
from tests.toy.game import PEBBLES

ENGINES: dict[str, EngineSpec[Any, Any, Any, Any, Any]] = {kind: g.engine for kind, g in GAMES.items()}
ENGINES[PEBBLES.kind] = PEBBLES.engine
QUICK, SOAK = 40, 1500
DEEP_EVERY = 7  # every 7th game also checks every legal action and a resampled view at each step


def configs(kind: str, rng: random.Random) -> tuple[Any, int]:
    """A random valid (config, players) for `kind`: the config type's defaults, plus variants some games offer."""
    engine = ENGINES[kind]
    players = rng.randint(engine.min_players, engine.max_players)
    variants: dict[str, Callable[[random.Random], dict[str, Any]]] = {
        "yokai": lambda r: {"level": r.randint(1, 5), "colourless": r.random() < 0.2, "stacked": r.random() < 0.2},
        "koikoi": lambda r: {"rounds": r.choice([1, 3])},
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


def play_one(kind: str, seed: int, deep: bool) -> None:
    engine = ENGINES[kind]
    rng = random.Random(f"{kind}:{seed}")
    config, players = configs(kind, rng)
    state = engine.new_game(config, players, seed)
    assert state == engine.new_game(config, players, seed), "same seed, same game"
    log: list[Any] = []
    seen_actions: list[Any] = []
    hidden_somewhere = False
    steps = 0
    while True:
        legal = engine.legal_actions(state)
        assert (legal == []) == state.is_over, "legal_actions is empty exactly when the game is over"
        assert (state.to_move is None) == state.is_over
        assert from_json(type(state), to_json(state)) == state, "the state survives JSON"
        for seat in (None, *range(players)):
            v = engine.view(state, seat)
            to_json(v)  # views are plain data
            if deep or steps % 5 == 0:
                other = engine.resample(state, seat, random.Random(steps))
                assert engine.view(other, seat) == v, f"seat {seat}'s view changed when its unknowns were redrawn"
                if seat is not None and seat == state.to_move:
                    assert engine.legal_actions(other) == legal, "legal actions depend on something hidden"
                hidden_somewhere |= other != state
        if state.is_over:
            break
        for action in legal if deep else rng.sample(legal, min(3, len(legal))):
            engine.apply(state, action)  # accepted (a pure function: `state` is unchanged)
            assert engine.decode_action(engine.encode_action(action)) == action
        stale = [a for a in seen_actions[-60:] if a not in legal]
        for action in rng.sample(stale, min(3, len(stale))):
            with pytest.raises(IllegalAction):
                engine.apply(state, action)
        for bad in forged(rng.choice(legal)):
            with pytest.raises(IllegalAction) as refused:
                engine.apply(state, bad)
            assert refused.value.key == "illegal.bad_action"
        action = rng.choice(legal)
        seen_actions += legal
        state = engine.apply(state, action)
        log.append(engine.decode_action(engine.encode_action(action)))
        steps += 1
        assert steps < 5000, "the game does not end"
    assert engine.replay(config, players, seed, log) == state, "replay rebuilds the state"
    engine.result(state)
    assert hidden_somewhere, "resample never redrew anything: the view test would prove nothing"


@pytest.mark.parametrize("kind", sorted(ENGINES))
@pytest.mark.parametrize("chunk", range(2))
def test_random_playouts(kind: str, chunk: int) -> None:
    for seed in range(chunk, QUICK, 2):
        play_one(kind, seed, deep=seed % DEEP_EVERY == 0)


@pytest.mark.sweep
@pytest.mark.parametrize("kind", sorted(ENGINES))
@pytest.mark.parametrize("chunk", range(4))
def test_random_playouts_soak(kind: str, chunk: int) -> None:
    for seed in range(QUICK + chunk, SOAK, 4):
        play_one(kind, seed, deep=seed % DEEP_EVERY == 0)


@pytest.mark.parametrize("kind", sorted(ENGINES))
def test_cpu_policies_can_be_sent_to_a_worker_process(kind: str) -> None:
    """A CPU decision runs in a worker process (CPU_WORKERS, 1 by default), which receives the policy pickled: by
    name, so it must be a module-level function (a closure cannot be pickled, and its CPU would never play)."""
    for level, policy in ENGINES[kind].cpu_policies.items():
        assert pickle.loads(pickle.dumps(policy)) is policy, level


@pytest.mark.parametrize("kind", sorted(ENGINES))
def test_cpu_policies_choose_legal_actions_from_their_view(kind: str) -> None:
    """Every CPU level plays whole games choosing only legal actions from its own seat's view."""
    engine = ENGINES[kind]
    for level, policy in engine.cpu_policies.items():
        rng = random.Random(f"{kind}:{level}")
        config, players = configs(kind, rng)
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


def test_every_shipped_game_is_in_the_suite() -> None:
    assert set(GAMES) <= set(ENGINES)
    for kind, engine in ENGINES.items():
        assert engine.kind == kind and engine.resample is not None


@pytest.mark.parametrize("kind", sorted(ENGINES))
def test_cpu_decisions_do_not_change_when_what_the_seat_may_not_know_is_resampled(kind: str) -> None:
    """A CPU policy is a function of its seat's view: redrawing everything that seat may not know (`resample`) leaves
    its decision unchanged. A decision that is not reproducible on the same view (a time budget cut it) is skipped."""
    engine = ENGINES[kind]
    for level, policy in engine.cpu_policies.items():
        rng = random.Random(f"{kind}:{level}:resample")
        config, players = configs(kind, rng)
        state = engine.new_game(config, players, 23)
        checked = steps = 0
        while not state.is_over and checked < 8 and steps < 400:
            seat = state.to_move
            legal = engine.legal_actions(state)
            if len(legal) > 1 and steps % 3 == 0:
                other = engine.resample(state, seat, random.Random(steps))
                choice = policy(engine.view(state, seat), legal, random.Random(steps))
                again = policy(engine.view(other, seat), engine.legal_actions(other), random.Random(steps))
                if again != choice:
                    assert policy(engine.view(state, seat), legal, random.Random(steps)) != choice, (level, steps)
                checked += 1
            state = engine.apply(state, rng.choice(legal))
            steps += 1
