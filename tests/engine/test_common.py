"""The common engine protocol and its JSON codec."""

from __future__ import annotations

import enum
from dataclasses import dataclass

import pytest

from bot.engine.common import IllegalAction, decode_union, from_json, to_json
from bot.engine.yokai import ENGINE, Declare, Edition, Move, Objective, Peek, PlaceHint, RevealHint, YokaiConfig


class Colour(enum.Enum):
    RED = "red"


@dataclass(frozen=True)
class Inner:
    at: tuple[int, int]


@dataclass(frozen=True)
class Outer:
    name: str
    colour: Colour
    items: tuple[Inner, ...]
    tags: frozenset[str]
    maybe: int | None = None


def test_round_trip_of_nested_frozen_dataclasses() -> None:
    value = Outer("x", Colour.RED, (Inner((1, -2)), Inner((0, 0))), frozenset({"b", "a"}), None)
    data = to_json(value)
    assert data["type"] == "Outer" and data["tags"] == ["a", "b"] and data["items"][0]["at"] == [1, -2]
    assert from_json(Outer, data) == value


@pytest.mark.parametrize(
    "action", [Peek(3), Move(16, (-4, 7)), RevealHint(), PlaceHint(2, 9), Declare()], ids=lambda a: type(a).__name__
)
def test_every_yokai_action_round_trips(action: object) -> None:
    data = ENGINE.encode_action(action)
    assert data["type"] == type(action).__name__
    assert ENGINE.decode_action(data) == action


def test_bad_action_json_is_refused() -> None:
    for bad in ({"type": "Teleport"}, {"card": 3}, ["Peek", 3], {"type": "Peek", "card": "3"}):
        with pytest.raises(ValueError):
            ENGINE.decode_action(bad)


def test_configs_round_trip() -> None:
    config = YokaiConfig(
        edition=Edition.CURRENT,
        level=5,
        objective=Objective.FRAME,
        hint_split=(3, 3, 3),
        secret_affinities=2,
        affinity_holders=(1, 0),
    )
    assert ENGINE.decode_config(ENGINE.encode_config(config)) == config


def test_decode_union_names_the_unknown_type() -> None:
    with pytest.raises(ValueError, match="unknown type 'Nope'"):
        decode_union((Peek, Move), {"type": "Nope"})


def test_illegal_action_carries_a_key_and_values_not_a_sentence() -> None:
    err = IllegalAction("illegal.locked_move", card=3)
    assert (err.key, err.values) == ("illegal.locked_move", {"card": 3})
    assert str(err) == "illegal.locked_move {'card': 3}"


@pytest.mark.parametrize(
    ("action", "ok"),
    [
        (Peek(3), True),
        (Peek(True), False),  # a bool is not a card number
        (Peek(3.0), False),  # nor is a float
        (Peek("3"), False),
        (Move(3, (1, 2)), True),
        (Move(3, (1, True)), False),
        (Move(3, [1, 2]), False),  # a list is not a cell
        (Move(3, (1, 2, 3)), False),
        ("peek", False),
        (None, False),
    ],
)
def test_check_action_is_strict_about_types(action: object, ok: bool) -> None:
    if ok:
        ENGINE.check_action(action)
    else:
        with pytest.raises(IllegalAction) as info:
            ENGINE.check_action(action)
        assert info.value.key == "illegal.bad_action"
        with pytest.raises(IllegalAction):
            ENGINE.apply(ENGINE.new_game(YokaiConfig(), 2, 1), action)  # type: ignore[arg-type]


def test_replay_rebuilds_the_same_state() -> None:
    config = YokaiConfig()
    state = ENGINE.new_game(config, 2, 5)
    actions = [Peek(1), Peek(2)]
    for a in actions:
        state = ENGINE.apply(state, a)
    assert ENGINE.replay(config, 2, 5, actions) == state
